import { describe, expect, it } from "vitest";
import { clinicianText, codes, finding, patientText, reviewFolder, runReviewCase } from "../testing/review-case.ts";

const { run, edit } = reviewFolder(new URL("./fixtures/resp-renal-31-review31/", import.meta.url));

const RHABDO = "04-us-rhabdo-ck-25000-ehr";
const SARCOID = "11-uk-sarcoid-calcium-ace-ehr";

const setCk = (value: string, date: string) => (d: Parameters<Parameters<typeof edit>[1]>[0]) => {
  d.recentAbnormalLabs = d.recentAbnormalLabs.map((o) => (o.display === "Creatine kinase" ? { ...o, value, date } : o));
};

describe("rhabdomyolysis dates a creatinine rise against an old baseline (review 31, resp-renal-31 case 04)", () => {
  it("04: CK 25,400 U/L on the day of a creatinine 2.1× a six-month-old baseline reads as KDIGO stage 2 AKI, not 'clarify the timing'", () => {
    const f = finding(run(RHABDO), "aki-creatinine-rise");
    expect(f?.clinician).toMatch(/CK 25400 U\/L \(2026-11-30\) is in the rhabdomyolysis range/);
    expect(f?.clinician).toMatch(/treat this as acute kidney injury \(KDIGO stage 2 by the size of the rise\)/);
    expect(f?.clinician).not.toMatch(/timing should be clarified/);
  });

  it("04 near-negative: the same CK drawn three weeks before the creatinine leaves the timing hedge", () => {
    const f = finding(runReviewCase(edit(RHABDO, setCk("25400", "2026-11-09"))), "aki-creatinine-rise");
    expect(f?.clinician).toMatch(/timing should be clarified/);
    expect(f?.clinician).not.toMatch(/rhabdomyolysis range/);
  });

  it("04 near-negative: a CK of 900 U/L (under 5× the upper limit) is no rhabdomyolysis and leaves the hedge", () => {
    const r = runReviewCase(edit(RHABDO, setCk("900", "2026-11-30")));
    expect(codes(r)).not.toContain("rhabdomyolysis");
    expect(finding(r, "aki-creatinine-rise")?.clinician).toMatch(/timing should be clarified/);
  });
});

describe("PTH-independent high calcium with hilar nodes or erythema nodosum reads as sarcoidosis (review 31, resp-renal-31 case 11)", () => {
  it("11: calcium 2.91 mmol/L, PTH suppressed, bilateral hilar nodes, tender red shins and raised ACE name sarcoidosis, not a cancer search", () => {
    const r = run(SARCOID);
    const f = finding(r, "hypercalcaemia");
    expect(f?.clinician).toMatch(/bilateral hilar lymphadenopathy on the chest X-ray \(2026-11-20\)/);
    expect(f?.clinician).toMatch(/erythema nodosum/);
    expect(f?.clinician).toMatch(/a raised ACE 112 U\/L/);
    expect(f?.clinician).toMatch(/sarcoidosis is likely/);
    expect(f?.clinician).not.toMatch(/such as malignancy or vitamin D excess/);
    expect(f?.nextSteps.join("\n")).toMatch(
      /Measure 1,25-dihydroxyvitamin D; stop vitamin D supplements; refer to the respiratory team/,
    );
    expect(f?.nextSteps.join("\n")).not.toMatch(/PTHrP/);
    // The work-up does not also ask to "review" the vitamin D it has just stopped.
    expect(f?.nextSteps.join("\n")).not.toMatch(/review[^.;]*vitamin D supplements/);
    expect(f?.evidenceIds).toContain("ats-2020-sarcoidosis-diagnosis");
    expect(patientText(r)).toMatch(/sarcoidosis/);
  });

  it("11 near-negative: a raised ACE alone, with no hilar nodes or skin signs, keeps the PTHrP and cancer work-up", () => {
    const c = edit(SARCOID, (d) => {
      d.imagingStudies = [];
      d.additionalContext = "GP surgery, Glasgow (NHS Scotland). Tired and thirsty for 2 months.";
    });
    const f = finding(runReviewCase(c), "hypercalcaemia");
    expect(f?.clinician).toMatch(/such as malignancy or vitamin D excess/);
    expect(f?.nextSteps.join("\n")).toMatch(/PTHrP/);
    expect(f?.evidenceIds).not.toContain("ats-2020-sarcoidosis-diagnosis");
  });

  it("11 near-negative: a chest X-ray reporting no hilar lymphadenopathy is not read as a sarcoidosis clue", () => {
    const c = edit(SARCOID, (d) => {
      d.imagingStudies = [
        {
          type: "Chest X-ray",
          description: "PA chest radiograph",
          date: "2026-11-20",
          conclusion: "Clear lungs. No bilateral hilar lymphadenopathy.",
        },
      ];
      d.additionalContext = "GP surgery, Glasgow (NHS Scotland). Tired and thirsty for 2 months.";
    });
    const f = finding(runReviewCase(c), "hypercalcaemia");
    expect(f?.clinician).not.toMatch(/sarcoidosis is likely/);
    expect(f?.nextSteps.join("\n")).toMatch(/PTHrP/);
  });
});

describe("a cause of the same grade leads the finding that reads it (review 31, resp-renal-31 cases 01 and 03)", () => {
  it("03: the suspected pulmonary embolism leads the raised troponin it explains, in the findings and the patient's urgent box", () => {
    const r = run("03-uk-pe-ddimer-wells-ehr");
    const critical = r.findings.filter((f) => f.severity === "critical").map((f) => f.code);
    expect(critical.slice(0, 2)).toEqual(["suspected-pulmonary-embolism", "troponin-elevated"]);
    // The patient's urgent box opens with the embolism (the troponin point, read inside it, is not repeated).
    const urgent = patientText(r).split("## What we looked at")[0] ?? "";
    expect(urgent.split("\n").find((l) => l.startsWith("- "))).toMatch(
      /^- Your notes and blood tests point to a possible blood clot in the lungs/,
    );
    expect(clinicianText(r).indexOf("Suspected pulmonary embolism:")).toBeLessThan(
      clinicianText(r).indexOf("is above the 99th-percentile upper reference limit"),
    );
  });

  it("03: the right-ventricular strain step names only the raised troponin when no natriuretic peptide was measured", () => {
    const f = finding(run("03-uk-pe-ddimer-wells-ehr"), "suspected-pulmonary-embolism");
    expect(f?.nextSteps.join("\n")).toMatch(/Read the raised troponin as right-ventricular strain/);
    expect(f?.nextSteps.join("\n")).not.toMatch(/natriuretic peptide/);
  });

  it("01: the acute kidney injury leads the high potassium and the NSAID combination that point to it", () => {
    const high = run("01-uk-aki-triple-whammy-ehr")
      .findings.filter((f) => f.severity === "high")
      .map((f) => f.code);
    expect(high.slice(0, 3)).toEqual(["aki-creatinine-rise", "raas-hyperkalaemia", "nsaid-raas-diuretic"]);
  });

  it("01 near-negative: with a stable creatinine, no AKI finding, and the potassium finding keeps its place", () => {
    const c = edit("01-uk-aki-triple-whammy-ehr", (d) => {
      d.recentNormalLabs = d.recentNormalLabs.map((o) => (o.display === "Creatinine" ? { ...o, value: "225" } : o));
      d.additionalContext = "GP surgery, Bristol (NHS). Bought ibuprofen over the counter for knee pain 2 weeks ago.";
    });
    const r = runReviewCase(c);
    expect(codes(r)).not.toContain("aki-creatinine-rise");
    const high = r.findings.filter((f) => f.severity === "high").map((f) => f.code);
    expect(high.indexOf("raas-hyperkalaemia")).toBeLessThan(high.indexOf("nsaid-raas-diuretic"));
  });
});
