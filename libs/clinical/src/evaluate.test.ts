import type { LabTest } from "@hds/contracts";
import { describe, expect, it } from "vitest";
import { analyzeLabResults } from "./pipeline.ts";

const now = new Date("2026-11-22T00:00:00Z");

function analyse(labs: LabTest[], medications: string[], conditions: string[] = []) {
  const context = {
    medications: medications.map((name) => ({ name })),
    conditions: conditions.map((name) => ({ name })),
  };
  return analyzeLabResults(labs, context, { now });
}

function codes(labs: LabTest[], medications: string[], conditions: string[] = []): string[] {
  return analyse(labs, medications, conditions).findings.map((f) => f.code);
}

function finding(labs: LabTest[], medications: string[], code: string) {
  return analyse(labs, medications).findings.find((f) => f.code === code);
}

const potassium = (value: string, date?: string): LabTest => ({
  name: "Potassium",
  value,
  unit: "mmol/L",
  ...(date ? { date } : {}),
});

describe("critical results are never hidden by another result of the same test", () => {
  it("reports an undated critical potassium beside a dated normal one, in the urgent section", () => {
    const { findings, result, model } = analyse([potassium("6.9"), potassium("4.4", "2026-11-20")], ["Spironolactone"]);
    const critical = findings.find((f) => f.code === "lab-critical");
    expect(critical?.severity).toBe("critical");
    expect(model.labs.find((l) => l.ref === critical?.refs[0])?.rawValue).toBe("6.9");
    expect(critical?.clinician).toContain("no date");
    expect(critical?.clinician).toContain("4.4 mmol/L on 2026-11-20");
    expect(result.clinicianResponse).toContain("Critical findings");
    expect(result.patientResponse).not.toContain("Nothing in these results stands out");
  });

  it.each([
    ["normal first", ["4.2", "6.8"]],
    ["critical first", ["6.8", "4.2"]],
  ])("treats the critical one of two same-date results as current whatever the input order (%s)", (_, values) => {
    const found = analyse(
      values.map((v) => potassium(v, "2026-11-20")),
      ["Ramipril"],
    ).findings;
    expect(found.find((f) => f.code === "lab-critical")?.clinician).toContain("6.8 mmol/L");
    expect(found.find((f) => f.code === "raas-hyperkalaemia")).toMatchObject({ severity: "critical" });
    expect(found.map((f) => f.code)).not.toContain("trend-rising");
    expect(found.map((f) => f.code)).not.toContain("trend-falling");
  });

  it("still reports a critical result repeated within a day, naming the later result", () => {
    const critical = finding(
      [potassium("6.8", "2026-11-20T08:00:00Z"), potassium("4.4", "2026-11-20T14:00:00Z")],
      [],
      "lab-critical",
    );
    expect(critical?.clinician).toContain("6.8 mmol/L");
    expect(critical?.clinician).toContain("4.4 mmol/L on 2026-11-20 is taken as the current result");
  });

  it("leaves a critical result superseded days later to the trend", () => {
    const found = codes([potassium("6.8", "2026-11-15"), potassium("4.4", "2026-11-20")], []);
    expect(found).not.toContain("lab-critical");
    expect(found).toContain("trend-falling");
  });
});

describe("censored results are read in the direction they point", () => {
  const egfr = (value: string): LabTest => ({ name: "eGFR", value, unit: "mL/min/1.73m2", date: "2026-11-20" });

  it("stops metformin and stages G5 for an eGFR of <15", () => {
    const found = analyse([egfr("<15")], ["Metformin"]).findings;
    expect(found.map((f) => f.code)).toContain("metformin-egfr-contraindicated");
    expect(found.find((f) => f.code === "ckd-stage")?.clinician).toContain("G5");
  });

  it.each([
    ["potassium >7.0 on lisinopril", potassium(">7.0", "2026-11-20"), "Lisinopril", "raas-hyperkalaemia", "critical"],
    [
      "glucose <20 on insulin",
      { name: "Glucose", value: "<20", unit: "mg/dL", date: "2026-11-20" },
      "Insulin glargine",
      "hypoglycaemia-on-glucose-lowering",
      "critical",
    ],
    ["INR >8 on warfarin", { name: "INR", value: ">8", date: "2026-11-20" }, "Warfarin", "warfarin-inr-high", "high"],
  ])("raises the drug finding for %s", (_, lab, med, code, severity) => {
    expect(finding([lab], [med], code)).toMatchObject({ severity });
  });

  it.each([
    [
      "potassium >7.0 as low potassium",
      potassium(">7.0", "2026-11-20"),
      "Hydrochlorothiazide",
      "diuretic-hypokalaemia",
    ],
    ["INR >8 as below target", { name: "INR", value: ">8", date: "2026-11-20" }, "Warfarin", "warfarin-inr-low"],
    ["eGFR >45 as below 60", egfr(">45"), "Gliclazide", "sulfonylurea-ckd"],
    ["eGFR <25 as 20 or more", egfr("<25"), "Metformin", "sglt2i-opportunity-diabetic-kidney"],
  ])("never reads %s", (_, lab, med, code) => {
    expect(codes([lab], [med], ["Type 2 diabetes"])).not.toContain(code);
  });

  it("does not place eGFR <45 in a metformin band it may lie outside", () => {
    const found = codes([egfr("<45")], ["Metformin"]);
    expect(found).not.toContain("metformin-egfr-monitor");
    expect(found).not.toContain("metformin-egfr-reduce");
    expect(found).not.toContain("metformin-egfr-contraindicated");
  });

  it("says when a grade is read at a censored limit, and ranks it as the worse case", () => {
    const stage = finding([egfr("<45")], [], "ckd-stage");
    expect(stage?.clinician).toContain("reports only a limit");
    expect(stage?.severity).toBe("high");
    expect(finding([egfr("<15")], [], "ckd-stage")?.clinician).not.toContain("reports only a limit");
  });

  it("uses the current censored result rather than an older exact one", () => {
    const found = codes([egfr("<15"), { ...egfr("52"), date: "2025-06-01" }], ["Metformin"]);
    expect(found).toContain("metformin-egfr-contraindicated");
    expect(found).not.toContain("metformin-egfr-monitor");
  });
});

describe("rules that pick a result other than the current one read censored values safely", () => {
  const glucose = (value: string): LabTest => ({
    name: "Fasting glucose",
    value,
    unit: "mg/dL",
    date: "2026-11-20",
  });

  it("a fasting glucose reported as '<126' is neither the diabetes range nor prediabetes", () => {
    const found = codes([glucose("<126")], []);
    expect(found).not.toContain("diabetes-range-undiagnosed");
    expect(found).not.toContain("prediabetes-range");
  });

  it("a fasting glucose reported as '>130' is the diabetes range", () => {
    expect(codes([glucose(">130")], [])).toContain("diabetes-range-undiagnosed");
  });

  it.each([
    ["<60", "mg/dL", false],
    ["55", "mg/dL", true],
    [">300", "nmol/L", true],
  ])("lipoprotein(a) %s %s is raised only when certainly at or above the threshold", (value, unit, raised) => {
    const found = codes([{ name: "Lipoprotein (a)", value, unit, date: "2026-11-20" }], []);
    expect(found.includes("lpa-elevated")).toBe(raised);
  });
});

describe("the clinician's key-findings table", () => {
  it("lists an undated critical result beside the dated current one of the same test", () => {
    const { result } = analyse([potassium("6.9"), potassium("4.4", "2026-11-20")], []);
    const table = result.clinicianResponse.slice(result.clinicianResponse.indexOf("## Key findings"));
    expect(table).toContain("6.9");
  });
});

describe("of two normal results taken at the same time", () => {
  const egfr = (value: string, date: string): LabTest => ({ name: "eGFR", value, unit: "mL/min/1.73m2", date });

  it.each([
    ["70", "145"],
    ["145", "70"],
  ])("the one nearest a limit is current, so a fall in eGFR is seen (%s then %s)", (first, second) => {
    const found = codes(
      [egfr("150", "2024-11-10"), egfr(first, "2026-11-10T08:00:00Z"), egfr(second, "2026-11-10T08:00:00Z")],
      [],
    );
    expect(found).toContain("egfr-rapid-decline");
  });
});

describe("results that are not numbers", () => {
  it("a potassium written 'greater than 7' is critical", () => {
    expect(codes([potassium("greater than 7", "2026-11-20")], [])).toContain("lab-critical");
  });

  it("a known numeric test reported in words is listed as not judged, not dropped", () => {
    const { findings, result } = analyse([{ name: "Troponin I", value: "Positive", date: "2026-11-20" }], []);
    expect(findings.map((f) => f.code)).toContain("lab-not-comparable");
    expect(result.patientResponse).toContain("Results we could not check");
  });
});

describe("results of one test from the same moment", () => {
  it("reports both of two same-time results that point opposite ways", () => {
    const { findings } = analyse(
      [potassium("3.2", "2026-11-10T08:00:00Z"), potassium("5.4", "2026-11-10T08:00:00Z")],
      [],
    );
    const flagged = findings.filter((f) => f.code.startsWith("lab-")).map((f) => f.clinician);
    expect(flagged.some((t) => t.includes("3.2"))).toBe(true);
    expect(flagged.some((t) => t.includes("5.4"))).toBe(true);
  });

  it("makes no trend of a result dated only by day and one timed the same day", () => {
    const found = codes([potassium("6.8", "2026-11-10"), potassium("4.0", "2026-11-10T08:00:00Z")], []);
    expect(found).not.toContain("trend-falling");
    expect(found).not.toContain("trend-rising");
  });
});

describe("the patient text when some results could not be checked", () => {
  it("does not say that nothing stands out without saying what could not be checked", () => {
    const { result } = analyzeLabResults(
      [{ name: "Alkaline phosphatase", value: "300", unit: "U/L", date: "2026-11-20" }],
      { age: "9" },
      { now },
    );
    expect(result.patientResponse).not.toContain("Nothing in these results stands out");
    // The one result sent is the one not checked: "some results" and "the results we could check" were wrong.
    expect(result.patientResponse).toContain("Your result could not be checked");
    expect(result.patientResponse).not.toContain("the results we could check");
    expect(result.patientResponse).toContain("Results we could not check");
  });
});

describe("a baby whose age is given in months", () => {
  it("is checked for anaemia against WHO's cut-off for 6–23 months and described in months", () => {
    const { findings, result } = analyzeLabResults(
      [{ name: "Hemoglobin", value: "9.0", unit: "g/dL", date: "2026-11-20" }],
      { age: "8 months", gender: "female" },
      { now },
    );
    const anaemia = findings.find((f) => f.clinician.includes("children aged 6–23 months"));
    expect(anaemia).toBeDefined();
    expect(result.clinicianResponse).toContain("8-month-old");
  });

  it("under 6 months gets no cut-off, for WHO sets none", () => {
    const { findings } = analyzeLabResults(
      [{ name: "Hemoglobin", value: "9.0", unit: "g/dL", date: "2026-11-20" }],
      { age: "3 months" },
      { now },
    );
    expect(findings.some((f) => f.clinician.includes("cut-off"))).toBe(false);
  });
});

describe("blood counts in the units laboratories print", () => {
  it("a platelet count of 18 x10E3/uL is critical", () => {
    const found = analyse([{ name: "Platelets", value: "18", unit: "x10E3/uL", date: "2026-11-20" }], []).findings;
    expect(found.find((f) => f.code === "lab-critical")?.clinician).toContain("18");
  });

  it("a unit that is given but not known is called unrecognised, not missing", () => {
    const found = analyse([{ name: "Platelets", value: "18", unit: "blips/jar", date: "2026-11-20" }], []).findings;
    const unjudged = found.find((f) => f.code === "lab-not-comparable");
    expect(unjudged?.clinician).toContain('its unit "blips/jar" was not recognised');
  });
});
