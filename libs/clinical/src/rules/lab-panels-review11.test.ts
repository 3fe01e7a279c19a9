import { describe, expect, it } from "vitest";
import type { Finding } from "../model.ts";
import { loadReviewCase, runReviewCase } from "../testing/review-case.ts";

/** Review 11 (lab panels with little or no context), kept with the test (synthetic records, no real patient). */
const CASES = new URL("./fixtures/lab-panels-review11/", import.meta.url);

const runCase = (name: string) => runReviewCase(loadReviewCase(CASES, name));
const flags = (r: ReturnType<typeof runCase>) =>
  Object.fromEntries(("labResults" in r.result ? r.result.labResults : []).map((l) => [l.name, l.flag ?? "none"]));
const find = (r: { findings: readonly Finding[] }, code: string) => r.findings.find((f) => f.code === code);

describe("sex-specific ranges printed with only a space between the bands (review 11, 2)", () => {
  it("a woman's haemoglobin, creatinine and ferritin are judged against the women's band", () => {
    const r = runCase("17-sex-range-space-sep");
    expect(flags(r)).toEqual({ Hemoglobin: "Normal", Creatinine: "High", Ferritin: "Normal" });
    expect(r.result.clinicianResponse).not.toMatch(/unit does not match/);
    expect(r.result.patientResponse).not.toMatch(/units? did not match/);
  });

  it("a woman's low haemoglobin and haematocrit are flagged low, not left unjudged", () => {
    const r = runCase("03-cbc-diff-female");
    expect(flags(r)).toMatchObject({ Hemoglobin: "Low", Hematocrit: "Low" });
    expect(r.result.clinicianResponse).not.toMatch(/unit does not match/);
  });

  it("with the sex not given and the bands disagreeing, haemoglobin is left unjudged because the range depends on sex", () => {
    const r = runCase("14-no-context-mixed-qualitative");
    expect(flags(r).Hemoglobin).toBe("none");
    expect(r.result.clinicianResponse).toMatch(/Hemoglobin \| 13 g\/dL \| [^\n]*range depends on sex, not given/);
    expect(r.result.clinicianResponse).not.toMatch(/unit does not match/);
  });

  it("with the sex not given, a value both bands call low is still flagged low", () => {
    const c = loadReviewCase(CASES, "14-no-context-mixed-qualitative");
    c.labResults = [{ name: "Hemoglobin", value: "8.1", unit: "g/dL", referenceRange: "M: 13.5-17.5 F: 12-15.5" }];
    expect(flags(runReviewCase(c)).Hemoglobin).toBe("Low");
  });
});

describe("critical potassium with no potassium-raising medicine (review 11, 3)", () => {
  it("K 6.9 with no context: the hyperkalaemia emergency steps, and the summary leads with potassium", () => {
    const r = runCase("16-critical-k-no-context");
    const f = find(r, "hyperkalaemia");
    expect(f?.severity).toBe("critical");
    const steps = f?.nextSteps.join("\n") ?? "";
    expect(steps).toMatch(/continuous cardiac monitoring/);
    expect(steps).toMatch(/12-lead ECG now; give IV calcium/);
    expect(steps).toMatch(/insulin–glucose/);
    expect(steps).not.toMatch(/Repeat potassium within 3 days/);
    expect(f?.clinician).toMatch(/creatinine 3\.4 mg\/dL/);
    expect(f?.clinician).not.toMatch(/pseudohyperkalaemia/);
    expect(r.result.clinicianResponse).toMatch(/Main issues: Potassium; Sodium\./);
    expect(r.result.clinicianResponse).not.toMatch(/Act on the critical Potassium now/);
  });

  it("K 5.8 with no context stays a moderate finding with no emergency steps", () => {
    const c = loadReviewCase(CASES, "16-critical-k-no-context");
    c.labResults = [
      { name: "Potassium", value: "5.8", unit: "mmol/L", referenceRange: "3.5 - 5.1", date: "2026-11-28" },
    ];
    const f = find(runReviewCase(c), "hyperkalaemia");
    expect(f?.severity).toBe("moderate");
    expect(f?.nextSteps.join("\n")).not.toMatch(/IV calcium|hyperkalaemia emergency/);
  });

  it("names a critical result no rule explains first among the main issues", () => {
    const r = runCase("14-no-context-mixed-qualitative");
    // Glucose 212 is the laboratory's critical flag, graded high (wave 2): still named first.
    expect(r.result.clinicianResponse).toMatch(
      /Main issues: Glucose[^;]* flagged critical by the laboratory; Vitamin D\./,
    );
  });
});

describe("cholestatic liver tests with a raised bilirubin at 40 or over and obstruction in the notes (review 11, 1)", () => {
  it("bilirubin 62, ALP 480 at 72 with weight loss and pale stools: suspected cancer pathway referral", () => {
    const r = runCase("10-liver-panel-cholestatic");
    const f = find(r, "jaundice-suspected-cancer");
    expect(f?.severity).toBe("high");
    expect(f?.clinician).toMatch(/cholestatic liver pattern/);
    expect(f?.clinician).toMatch(/weight loss, pale stools and itching in the notes/);
    expect(f?.nextSteps.join("\n")).toMatch(/Suspected cancer pathway referral for pancreatic cancer/);
    expect(f?.evidenceIds).toContain("nice-ng12-suspected-cancer");
    expect(f?.patient).toMatch(/urgent checks/);
  });

  it("does not send the same liver tests down the cancer pathway with no notes, or under 40", () => {
    const c = loadReviewCase(CASES, "10-liver-panel-cholestatic");
    expect(
      find(runReviewCase({ ...c, patientContext: { age: "72", gender: "female" } }), "jaundice-suspected-cancer"),
    ).toBeUndefined();
    const young = { ...c, patientContext: { ...c.patientContext, age: "35" } };
    expect(find(runReviewCase(young), "jaundice-suspected-cancer")).toBeUndefined();
  });

  it("does not read a hepatocellular rise with weight loss as obstructive jaundice", () => {
    const c = loadReviewCase(CASES, "10-liver-panel-cholestatic");
    c.labResults = [
      { name: "ALP", value: "140", unit: "U/L", referenceRange: "30 - 130", date: "2026-11-27" },
      { name: "Bilirubin", value: "40", unit: "umol/L", referenceRange: "<21", date: "2026-11-27" },
      { name: "ALT", value: "900", unit: "U/L", referenceRange: "<41", date: "2026-11-27" },
    ];
    expect(find(runReviewCase(c), "jaundice-suspected-cancer")).toBeUndefined();
  });
});

describe("urine dipstick with urinary symptoms (review 11, 4)", () => {
  it("nitrite and leucocytes positive with dysuria and frequency: a likely lower UTI, not a kidney problem", () => {
    const r = runCase("11-urinalysis-dipstick");
    const f = find(r, "uti-dipstick-likely");
    expect(f?.severity).toBe("moderate");
    expect(f?.clinician).toMatch(/nitrite Positive, leucocyte esterase 2\+ and blood trace with dysuria and frequency/);
    expect(f?.clinician).toMatch(/repeat the dipstick once it is treated/);
    expect(f?.evidenceIds).toContain("little-2006-uti-dipstick");
    expect(find(r, "proteinuria-dipstick-confirm")).toBeUndefined();
    expect(r.result.clinicianResponse).toMatch(/Main issues: Urine infection\./);
    expect(r.result.clinicianResponse).not.toMatch(/albumin-to-creatinine ratio on an early-morning sample/);
  });

  it("flags every positive qualitative urine result alike", () => {
    expect(flags(runCase("11-urinalysis-dipstick"))).toMatchObject({
      "Urine Protein": "High",
      "Urine Blood": "High",
      "Urine Leukocyte Esterase": "High",
      "Urine Nitrite": "High",
      "Urine Glucose": "Normal",
      "Urine Ketones": "none",
    });
  });

  it("no urinary symptoms, or leucocytes alone, or a child: no UTI finding, and the protein still gets its ACR step", () => {
    const c = loadReviewCase(CASES, "11-urinalysis-dipstick");
    const quiet = runReviewCase({
      ...c,
      patientContext: { age: "26", gender: "female", clinicalNotes: "Routine check." },
    });
    expect(find(quiet, "uti-dipstick-likely")).toBeUndefined();
    expect(find(quiet, "proteinuria-dipstick-confirm")).toBeDefined();
    const leOnly = {
      ...c,
      labResults: (c.labResults as { name: string }[]).filter((l) => !/Nitrite|Blood/.test(l.name)),
    };
    expect(find(runReviewCase(leOnly), "uti-dipstick-likely")).toBeUndefined();
    const child = { ...c, patientContext: { ...c.patientContext, age: "6" } };
    expect(find(runReviewCase(child), "uti-dipstick-likely")).toBeUndefined();
  });
});

describe("a child's ALP above an adult range with no other liver test (review 11, 5)", () => {
  it("ALP 320 at 7: read as growth, not explained as bile ducts or bone disease", () => {
    const r = runCase("13-child-alp-cbc");
    const f = find(r, "alp-raised-growth");
    expect(f?.clinician).toMatch(/with no other liver test measured/);
    expect(f?.patient).toMatch(/Growth is the most likely reason/);
    expect(f?.patient).not.toMatch(/other liver tests are normal/);
    expect(r.result.patientResponse).not.toMatch(/can come from the bile ducts or from bone/);
    expect(find(r, "liver-injury-pattern")).toBeUndefined();
  });

  it("an adult with the same ALP gets no growth reading", () => {
    const c = loadReviewCase(CASES, "13-child-alp-cbc");
    expect(
      find(runReviewCase({ ...c, patientContext: { age: "40", gender: "male" } }), "alp-raised-growth"),
    ).toBeUndefined();
  });
});

describe("early pregnancy: no pre-eclampsia emergency list before 20 weeks (review 11, 6)", () => {
  it("at 10 weeks with hyperemesis the patient is not told that vomiting is an emergency", () => {
    const p = runCase("07-thyroid-pregnant-notes").result.patientResponse;
    const help = p.slice(p.indexOf("## When to get help fast"));
    expect(help).not.toMatch(/vomiting|pain just below your ribs/);
    expect(help).toMatch(/bleed heavily from the vagina/);
  });

  it("at 32 weeks the pre-eclampsia symptoms are still listed", () => {
    const c = loadReviewCase(CASES, "07-thyroid-pregnant-notes");
    const notes = String(c.patientContext.clinicalNotes).replace(/\b10 weeks\b/, "32 weeks");
    expect(notes).toMatch(/32 weeks/);
    const p = runReviewCase({ ...c, patientContext: { ...c.patientContext, clinicalNotes: notes } }).result
      .patientResponse;
    expect(p.slice(p.indexOf("## When to get help fast"))).toMatch(/severe pain just below your ribs, vomiting/);
  });
});

describe("laboratory flags and data notes (review 11, 7 and 8)", () => {
  it("a lab 'Normal' on an abnormal value is reported in the data notes, as the reverse is", () => {
    const c = loadReviewCase(CASES, "17-sex-range-space-sep");
    c.labResults = [
      { name: "TSH", value: "6.8", unit: "mIU/L", referenceRange: "0.4 - 4.0", flag: "Normal", date: "2026-11-24" },
      { name: "Sodium", value: "140", unit: "mmol/L", referenceRange: "135 - 145", flag: "Low", date: "2026-11-24" },
    ];
    const r = runReviewCase(c);
    const notes = r.result.clinicianResponse.slice(r.result.clinicianResponse.indexOf("## Data notes"));
    expect(notes).toMatch(
      /Thyroid-stimulating hormone 6\.8 mIU\/L[^\n]*was flagged normal by the laboratory, but it is above 0\.4 - 4\.0/,
    );
    expect(notes).toMatch(/Sodium 140 mmol\/L[^\n]*was flagged low by the laboratory, but it is normal/);
    expect(flags(r)).toMatchObject({ TSH: "High", Sodium: "Normal" });
  });

  it("no data note when the lab's flag agrees", () => {
    const c = loadReviewCase(CASES, "17-sex-range-space-sep");
    c.labResults = [{ name: "TSH", value: "6.8", unit: "mIU/L", referenceRange: "0.4 - 4.0", flag: "High" }];
    expect(runReviewCase(c).findings.some((f) => f.code === "lab-flag-overruled")).toBe(false);
  });

  it("not-judged and overruled-flag sentences are data notes, not next steps or tests to keep up with", () => {
    const r = runCase("13-child-alp-cbc");
    const c = r.result.clinicianResponse;
    const steps = c.slice(c.indexOf("## Suggested next steps"), c.indexOf("## Data notes"));
    expect(steps).not.toMatch(/could not be judged|flagged low by the laboratory/);
    expect(c.slice(c.indexOf("## Data notes"))).toMatch(/Hemoglobin 11\.8 g\/dL[^\n]*flagged low by the laboratory/);
    // Lymphocytes 5.8 at 7 years: above the 6–12-year band (1.0–5.0) since review 20, so judged high.
    expect(c.slice(c.indexOf("## Data notes"))).toMatch(/Creatinine[^\n]*could not be judged/);
    const p = r.result.patientResponse;
    // A US record (g/dL): the patient reads US spelling (review 27, us-words-27).
    expect(p).not.toMatch(/## Tests to keep up with\n\n- Your ha?emoglobin/);
    expect(p).toMatch(/## Flags on the lab report\n\n- Your hemoglobin[^\n]*marked low on the lab report/);
  });
});
