import { labResultsRequestSchema } from "@hds/contracts";
import { describe, expect, it } from "vitest";
import { reportable } from "../compose/common.ts";
import { analyzeLabResults } from "../pipeline.ts";

interface Lab {
  name: string;
  value: string;
  unit: string;
  referenceRange?: string;
  date?: string;
}

interface Who {
  age?: number;
  gender?: "male" | "female";
  notes?: string;
}

function run(labs: Lab[], meds: string[], who: Who = {}) {
  const req = labResultsRequestSchema.parse({
    webhookUrl: "https://example.org/h",
    labResults: labs.map((l) => ({ date: "2026-11-20", ...l })),
    patientContext: {
      age: who.age ?? 58,
      gender: who.gender ?? "female",
      medications: meds.map((name) => ({ name })),
      clinicalNotes: who.notes,
    },
  });
  return analyzeLabResults(req.labResults, req.patientContext).findings;
}

const find = (findings: ReturnType<typeof run>, code: string) => findings.find((f) => f.code === code);
/** The flag finding as the reports show it: left out when a rule covers the result. */
const shownFlag = (findings: ReturnType<typeof run>) => find(reportable(findings), "lab-high");

describe("methotrexate with raised ALT or AST (review 7 N5/P3)", () => {
  const alt = (value: string, date = "2026-11-20"): Lab => ({
    name: "ALT",
    value,
    unit: "U/L",
    referenceRange: "<33",
    date,
  });
  const mtx = ["Methotrexate 15 mg weekly", "Folic acid 5 mg weekly"];

  it("up to three times the upper limit: confirm, ask about alcohol, and a dose adjustment if it persists", () => {
    const findings = run([alt("66"), alt("30", "2026-08-20")], mtx);
    const f = find(findings, "methotrexate-raised-transaminases");
    expect(f?.severity).toBe("moderate");
    expect(f?.clinician).toContain("ALT 66 U/L (2026-11-20) (from 30 U/L (2026-08-20))");
    expect(f?.clinician).toContain("about 2 times the upper limit");
    expect(f?.evidenceIds).toEqual(["visser-2009-methotrexate-3e", "sps-methotrexate-monitoring"]);
    const steps = f?.nextSteps.join(" ");
    expect(steps).toMatch(/Repeat ALT and AST to confirm/);
    expect(steps).toMatch(/alcohol/);
    expect(steps).toMatch(/dose is adjusted/);
    expect(steps).not.toMatch(/is stopped/);
    expect(f?.patient).toMatch(/Do not stop or change methotrexate on your own/);
    // The ALT and AST flags are left to the rule, so no generic text stands beside it.
    expect(shownFlag(findings)).toBeUndefined();
  });

  it("above three times: graded high, stopping on a confirmed rise", () => {
    const f = find(run([alt("120")], mtx), "methotrexate-raised-transaminases");
    expect(f?.severity).toBe("high");
    expect(f?.nextSteps.join(" ")).toMatch(/confirmed, methotrexate is stopped/);
    expect(f?.clinician).toMatch(/persists after methotrexate is stopped/);
  });

  it("is silent with a normal ALT, and without methotrexate", () => {
    expect(find(run([alt("30")], mtx), "methotrexate-raised-transaminases")).toBeUndefined();
    expect(find(run([alt("66")], ["Folic acid 5 mg"]), "methotrexate-raised-transaminases")).toBeUndefined();
  });
});

describe("testosterone texts and sex (review 7 P6, review 5 L3)", () => {
  const testosterone = (value: string): Lab => ({
    name: "Testosterone",
    value,
    unit: "nmol/L",
    referenceRange: "8.6-29.0",
  });

  it("does not tell a man of polycystic ovary syndrome; a woman still hears it", () => {
    const man = find(run([testosterone("31.5")], [], { age: 40, gender: "male" }), "lab-high");
    expect(man?.clinician).toContain("above the reference range");
    expect(man?.clinician).not.toMatch(/polycystic/);
    expect(man?.patient).not.toMatch(/polycystic|women/);
    const woman = find(run([{ name: "Testosterone", value: "3.1", unit: "nmol/L" }], [], { age: 30 }), "lab-high");
    expect(woman?.patient).toContain("A high level in women can go with polycystic ovary syndrome");
  });

  it("does not tell a woman what low testosterone does in men", () => {
    const woman = find(run([{ name: "Testosterone", value: "0.1", unit: "nmol/L" }], [], { age: 30 }), "lab-low");
    expect(woman?.patient).toContain("lower than the usual range");
    expect(woman?.patient).not.toMatch(/in men/);
    const man = find(run([testosterone("6.0")], [], { age: 40, gender: "male" }), "lab-low");
    expect(man?.patient).toContain("in men can cause tiredness");
  });

  it("says a high level on testosterone treatment is above the range on treatment", () => {
    const findings = run([testosterone("31.5")], ["Testogel 16.2 mg/g gel"], { age: 72, gender: "male" });
    const f = find(findings, "testosterone-high-level-on-treatment");
    expect(f?.clinician).toContain("above the laboratory range on testosterone treatment");
    expect(f?.patient).toContain("you use testosterone treatment");
    expect(shownFlag(findings)).toBeUndefined();
    const untreated = run([testosterone("31.5")], ["Ramipril 5 mg"], { age: 72, gender: "male" });
    expect(find(untreated, "testosterone-high-level-on-treatment")).toBeUndefined();
    const inRange = run([testosterone("20")], ["Testogel 16.2 mg/g gel"], { age: 72, gender: "male" });
    expect(find(inRange, "testosterone-high-level-on-treatment")).toBeUndefined();
  });
});

describe("persistent lymphocytosis (review 5 L3)", () => {
  const lymph = (value: string, date = "2026-11-20"): Lab => ({
    name: "Lymphocytes",
    value,
    unit: "x10^9/L",
    referenceRange: "1.0-4.0",
    date,
  });
  const man = { age: 72, gender: "male" as const };

  it("above 5 ×10⁹/L on two results 3 months or more apart: blood film and flow cytometry", () => {
    const findings = run([lymph("12.4", "2026-10-01"), lymph("10.9", "2026-06-20")], [], man);
    const f = find(findings, "persistent-lymphocytosis");
    expect(f?.clinician).toContain("and 10.9 10^9/L (2026-06-20) 3 months or more earlier");
    expect(f?.nextSteps.join(" ")).toMatch(/Blood film and peripheral blood flow cytometry/);
    expect(f?.evidenceIds).toContain("iwcll-2018-cll-guidelines");
    // The "often follows a viral infection" flag is left to the rule.
    expect(shownFlag(findings)).toBeUndefined();
  });

  it("above 5 ×10⁹/L once, with enlarged nodes in the notes", () => {
    const f = find(
      run([lymph("6.2")], [], { ...man, notes: "Small painless nodes both axillae on exam." }),
      "persistent-lymphocytosis",
    );
    expect(f?.clinician).toContain('("nodes both axillae")');
    expect(f?.patient).toContain("swollen glands were noted");
  });

  it("is silent for a single high count, results under 3 months apart, denied nodes, 5 or less, or a child", () => {
    expect(find(run([lymph("6.2")], [], man), "persistent-lymphocytosis")).toBeUndefined();
    expect(find(run([lymph("6.2"), lymph("6.0", "2026-10-01")], [], man), "persistent-lymphocytosis")).toBeUndefined();
    expect(
      find(run([lymph("6.2")], [], { ...man, notes: "No lymphadenopathy." }), "persistent-lymphocytosis"),
    ).toBeUndefined();
    expect(find(run([lymph("4.8"), lymph("4.9", "2026-06-20")], [], man), "persistent-lymphocytosis")).toBeUndefined();
    expect(
      find(
        run([lymph("6.2"), lymph("6.0", "2026-06-20")], [], { age: 10, gender: "male" }),
        "persistent-lymphocytosis",
      ),
    ).toBeUndefined();
  });
});

describe("a B12 finding is not repeated beside the medicine's (review 6 G6)", () => {
  const b12 = (value: string): Lab => ({ name: "Vitamin B12", value, unit: "ng/L", referenceRange: "197-771" });

  it("on a PPI, the acid-suppression finding carries the grade, the effects and the steps", () => {
    const findings = run([b12("210")], ["Omeprazole 20 mg"], { age: 55 });
    expect(find(findings, "b12-deficiency")).toBeUndefined();
    const f = find(findings, "ppi-b12-low");
    expect(f?.clinician).toContain("B12 200–300 ng/L, an indeterminate range where methylmalonic acid helps.");
    expect(f?.patient.match(/Your vitamin B12 is borderline/g)).toHaveLength(1);
    expect(f?.patient).toContain("Low B12 can cause tiredness");
    expect(f?.severity).toBe("low");
    expect(f?.evidenceIds).toContain("bsh-2014-b12-folate");
    expect(f?.patientQuestions).toContain("Do I need B12 injections or tablets?");
    const steps = f?.nextSteps.join(" | ");
    expect(steps).toMatch(/methylmalonic acid/);
    expect(steps).toMatch(/Look for the cause/);
    expect(steps).toMatch(/Replace B12 if deficient/);
    expect(steps?.match(/methylmalonic acid/g)).toHaveLength(1);
  });

  it("a low B12 on a PPI is graded moderate, as the B12 finding grades it", () => {
    const f = find(run([b12("150")], ["Omeprazole 20 mg"], { age: 55 }), "ppi-b12-low");
    expect(f?.severity).toBe("moderate");
    expect(f?.clinician).toContain("below 200 ng/L, consistent with deficiency");
  });

  it("on metformin, the metformin finding carries them", () => {
    const findings = run([b12("250")], ["Metformin 500 mg"], { age: 55 });
    expect(find(findings, "b12-deficiency")).toBeUndefined();
    const f = find(findings, "metformin-b12-low");
    expect(f?.severity).toBe("low");
    expect(f?.patient).toContain("Low B12 can cause tiredness");
    expect(f?.nextSteps.join(" ")).toMatch(/Look for the cause/);
  });

  it("with metformin and a PPI, the effects are told once", () => {
    const findings = run([b12("250")], ["Metformin 500 mg", "Omeprazole 20 mg"], { age: 55 });
    const told = findings.filter((f) => f.patient.includes("Low B12 can cause tiredness"));
    expect(told.map((f) => f.code)).toEqual(["metformin-b12-low"]);
  });

  it("without a B12-lowering medicine the B12 finding still reports it", () => {
    const findings = run([b12("210")], ["Ramipril 5 mg"], { age: 55 });
    expect(find(findings, "b12-deficiency")?.patient).toContain("Your vitamin B12 is borderline");
    expect(find(findings, "ppi-b12-low")).toBeUndefined();
  });
});
