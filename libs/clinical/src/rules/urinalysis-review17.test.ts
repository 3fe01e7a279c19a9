import { describe, expect, it } from "vitest";
import {
  codes,
  finding,
  loadReviewCase,
  type ReviewCase,
  reviewFolder,
  runReviewCase,
} from "../testing/review-case.ts";

const US_PANELS = new URL("./fixtures/us-panels-review17/", import.meta.url);
const { load, run } = reviewFolder(new URL("./fixtures/urinalysis-review17/", import.meta.url));
type Run = ReturnType<typeof runReviewCase>;
const lab = (r: Run, name: string) => r.model.labs.find((o) => o.name === name);
const HAEMATURIA = [
  "microhaematuria-evaluation",
  "dipstick-blood-confirm-microscopy",
  "haematuria-suspected-cancer-referral",
];
/** A copy of a lab-results case with one result's fields changed. */
function withLab(c: ReviewCase, name: string, change: Record<string, string>): ReviewCase {
  const copy = structuredClone(c);
  Object.assign(
    copy.labResults.find((l: { name: string }) => l.name === name),
    change,
  );
  return copy;
}
function withContext(c: ReviewCase, change: Record<string, string>): ReviewCase {
  const copy = structuredClone(c);
  Object.assign(copy.patientContext, change);
  return copy;
}

describe("microhaematuria read by the AUA/SUFU risk groups (review 17, urinalysis)", () => {
  it("us-panels 09: 11-30 RBC/hpf in a 64-year-old man with 40 pack-years is high risk: cystoscopy and CT urography", () => {
    const r = runReviewCase(loadReviewCase(US_PANELS, "09-urinalysis-microhematuria-smoker"));
    const f = finding(r, "microhaematuria-evaluation");
    expect(f?.severity).toBe("moderate");
    expect(f?.clinician).toMatch(/11-30 \/hpf/);
    expect(f?.clinician).toMatch(/high risk \(man of 64, 40 pack-years of smoking\)/);
    expect(f?.clinician).toMatch(/cystoscopy and CT urography/);
    expect(f?.clinician).toMatch(/infection, menstruation, recent vigorous exercise/);
    expect(f?.evidenceIds).toEqual(
      expect.arrayContaining(["aua-sufu-2020-microhematuria", "aua-sufu-2025-microhematuria"]),
    );
    // LabCorp's "Occult Blood" on the urinalysis is the urine dipstick's blood pad.
    expect(lab(r, "Occult Blood")?.analyteId).toBe("urine-blood");
  });

  it("02: 3-10 RBC/hpf in a never-smoking woman of 34 is low/negligible risk: repeat the urinalysis within 6 months", () => {
    const r = run("02-quest-microhematuria-young-woman-low-risk");
    const f = finding(r, "microhaematuria-evaluation");
    expect(f?.severity).toBe("low");
    expect(f?.clinician).toMatch(/low\/negligible risk \(woman of 34, never smoked, 3-10 red cells/);
    expect(f?.clinician).toMatch(/within 6 months/);
    expect(f?.clinician).not.toMatch(/CT urography|cystoscopy and renal ultrasound/);
    expect(f?.patient).toMatch(/repeat the urine test/);
    expect(lab(r, "OCCULT BLOOD")?.analyteId).toBe("urine-blood");
  });

  it("02 variant: with no smoking history recorded the group is only 'at least' low/negligible", () => {
    const r = runReviewCase(withContext(load("02-quest-microhematuria-young-woman-low-risk"), { socialHistory: "" }));
    expect(finding(r, "microhaematuria-evaluation")?.clinician).toMatch(
      /at least low\/negligible risk.*a factor the record does not give/,
    );
  });

  it("02 variant: 30 RBC/hpf alone makes the same woman high risk", () => {
    const r = runReviewCase(withLab(load("02-quest-microhematuria-young-woman-low-risk"), "RBC", { value: "26-50" }));
    const f = finding(r, "microhaematuria-evaluation");
    expect(f?.clinician).toMatch(/high risk \(more than 25 red cells per high-power field\)/);
    expect(f?.severity).toBe("moderate");
  });

  it("03 (EHR): 'RBC/HPF 6-10' in a woman of 62 with 15 pack-years is intermediate risk, and not the red cell count", () => {
    const r = run("03-ehr-microhematuria-woman-62-ex-smoker");
    expect(lab(r, "RBC/HPF")?.analyteId).toBe("urine-rbc");
    expect(lab(r, "WBC/HPF")?.analyteId).toBe("urine-wbc");
    const f = finding(r, "microhaematuria-evaluation");
    expect(f?.clinician).toMatch(/6-10 \/hpf/);
    expect(f?.clinician).toMatch(/intermediate risk \(woman of 62, 15 pack-years of smoking\)/);
    expect(f?.clinician).toMatch(/cystoscopy and renal ultrasound/);
    // The band is quoted as printed in the results table too, not as its lower end.
    expect((r.result as { clinicianResponse: string }).clinicianResponse).toMatch(
      /\| Red blood cells, urine microscopy \(per high-power field\) \| 6-10 \|/,
    );
  });

  it("04: microhaematuria with a urine infection is repeated after treatment, and WBC/HPF is not the blood count", () => {
    const r = run("04-ua-pyuria-bacteriuria-infection-58f");
    const f = finding(r, "microhaematuria-evaluation");
    expect(f?.severity).toBe("low");
    expect(f?.clinician).toMatch(/signs of a urine infection.*after the infection is treated/);
    expect(f?.clinician).not.toMatch(/cystoscopy and/);
    expect(codes(r)).toContain("uti-dipstick-likely");
    expect(lab(r, "WBC/HPF")?.analyteId).toBe("urine-wbc");
    // "Bacteria, UA" is a microscopy finding, not uric acid.
    expect(lab(r, "Bacteria, UA")?.analyteId).toBeUndefined();
    expect(r.findings.some((f) => /uric acid/i.test(f.title))).toBe(false);
  });

  it("04 variant at 63 with no infection: 21-50 WBC/hpf is not 'a raised white cell count on a blood test' for NG12", () => {
    const c = structuredClone(load("04-ua-pyuria-bacteriuria-infection-58f"));
    c.patientContext.age = "63";
    c.patientContext.clinicalNotes = "Routine check. No urinary symptoms.";
    for (const l of c.labResults)
      if (l.name === "Nitrite, Urine") Object.assign(l, { value: "Negative", flag: undefined });
    const r = runReviewCase(c);
    expect(codes(r)).not.toContain("haematuria-suspected-cancer-referral");
    expect(codes(r)).toContain("microhaematuria-evaluation");
  });

  it("09: a marathon two days earlier is a passing cause: repeat once it has passed", () => {
    const f = finding(run("09-microhematuria-after-marathon"), "microhaematuria-evaluation");
    expect(f?.clinician).toMatch(/"ran a marathon" in the notes.*once it has passed/);
    expect(f?.severity).toBe("low");
  });
});

describe("UK non-visible haematuria and NG12 (review 17, urinalysis)", () => {
  it("05: dipstick ++ with a raised blood WCC at 63 meets NG12; a flow count per µL is not read as per high-power field", () => {
    const r = run("05-uk-nvh-63-raised-wcc-flow-count");
    expect(finding(r, "haematuria-suspected-cancer-referral")?.severity).toBe("high");
    expect(lab(r, "Red blood cells, urine")?.analyteId).toBeUndefined();
    expect(lab(r, "White blood cells, urine")?.analyteId).toBeUndefined();
    expect(codes(r)).not.toContain("microhaematuria-evaluation");
  });

  it("05 variant: microscopy of 3 or more red cells per hpf is non-visible haematuria too, without a dipstick", () => {
    const c = structuredClone(load("05-uk-nvh-63-raised-wcc-flow-count"));
    c.labResults = c.labResults.filter((l: { name: string }) => l.name !== "Urine dipstick blood");
    Object.assign(
      c.labResults.find((l: { name: string }) => l.name === "Red blood cells, urine"),
      { value: "11-20", unit: "/hpf", referenceRange: "0-2" },
    );
    const f = finding(runReviewCase(c), "haematuria-suspected-cancer-referral");
    expect(f?.clinician).toMatch(/urine microscopy red cells 11-20 \/hpf/);
  });
});

describe("a dipstick alone, and what microscopy shows besides red cells (review 17, urinalysis)", () => {
  it("06: LabCorp 'Occult Blood' 1+ with no microscopy is told to be confirmed by microscopy", () => {
    const r = run("06-labcorp-dipstick-only-occult-blood");
    expect(lab(r, "Occult Blood")?.analyteId).toBe("urine-blood");
    const f = finding(r, "dipstick-blood-confirm-microscopy");
    expect(f?.clinician).toMatch(/does not establish microhaematuria/);
    expect(f?.clinician).toMatch(/Infection, menstruation and recent vigorous exercise/);
    expect(codes(r)).not.toContain("microhaematuria-evaluation");
  });

  it.each(["Large", "Moderate", "Small (1+)"])(
    "06 variant: a strip pad read in size words ('%s') is a positive result, confirmed by microscopy",
    (size) => {
      const r = runReviewCase(withLab(load("06-labcorp-dipstick-only-occult-blood"), "Occult Blood", { value: size }));
      expect(lab(r, "Occult Blood")?.value).toMatchObject({ kind: "qualitative", result: "positive" });
      expect(codes(r)).toContain("dipstick-blood-confirm-microscopy");
    },
  );

  it("06 variant: 'Moderate' leucocyte esterase is positive, and a size word on a test that is no strip pad is left as text", () => {
    const r = runReviewCase(
      withLab(load("06-labcorp-dipstick-only-occult-blood"), "WBC Esterase", { value: "Moderate" }),
    );
    expect(lab(r, "WBC Esterase")?.value).toMatchObject({ kind: "qualitative", result: "positive" });
    const c = withLab(load("06-labcorp-dipstick-only-occult-blood"), "Specific Gravity", { value: "Large" });
    expect(runReviewCase(c).model.labs.find((o) => o.name === "Specific Gravity")?.value.kind).toBe("text");
  });

  it("06 variant: 'Occult Blood' sent without a urinalysis stays unread (it may be a faecal test)", () => {
    const c = structuredClone(load("06-labcorp-dipstick-only-occult-blood"));
    c.labResults = c.labResults.filter((l: { name: string }) => l.name === "Occult Blood");
    const r = runReviewCase(c);
    expect(lab(r, "Occult Blood")?.analyteId).toBeUndefined();
    expect(codes(r)).not.toContain("dipstick-blood-confirm-microscopy");
  });

  it("01 (quiet): trace protein, 0-2 RBC/hpf, hyaline casts 0-2 and few bacteria give no finding", () => {
    const r = run("01-labcorp-ua-routine-quiet");
    expect(r.findings).toEqual([]);
    expect(lab(r, "RBC")?.analyteId).toBe("urine-rbc");
  });

  it("01 variant: a positive dipstick with 0-2 RBC/hpf on microscopy is not microhaematuria", () => {
    const r = runReviewCase(
      withLab(load("01-labcorp-ua-routine-quiet"), "Occult Blood", { value: "1+", flag: "High" }),
    );
    expect(codes(r).filter((c) => HAEMATURIA.includes(c))).toEqual([]);
  });

  it("07: casts, crystals, yeast, bacteria and squamous cells are never read as blood tests", () => {
    const r = run("07-sediment-casts-crystals-yeast");
    for (const name of ["Hyaline Casts", "Crystals", "Calcium Oxalate Crystals", "Yeast", "Bacteria"])
      expect(lab(r, name)?.analyteId).toBeUndefined();
    expect(r.findings.filter((f) => f.severity !== "low" && f.severity !== "info")).toEqual([]);
    expect(codes(r).filter((c) => HAEMATURIA.includes(c))).toEqual([]);
  });

  it("07 variant: 'RBC Casts' present is not the red cell count", () => {
    const c = structuredClone(load("07-sediment-casts-crystals-yeast"));
    c.labResults.push({
      name: "RBC Casts",
      value: "Present",
      referenceRange: "None seen",
      flag: "High",
      date: "2026-11-24",
    });
    const r = runReviewCase(c);
    expect(lab(r, "RBC Casts")?.analyteId).toBeUndefined();
  });
});

describe("percentage differentials in the data note (review 17, urinalysis)", () => {
  it("08: LabCorp % differentials with 'Not Estab.' are not counted as results whose unit did not match", () => {
    const r = run("08-labcorp-cbc-percent-differential-note");
    expect(lab(r, "Neutrophils")?.analyteId).toBeUndefined();
    expect(lab(r, "Neutrophils (Absolute)")?.analyteId).toBe("anc");
    expect(r.model.labs.filter((o) => o.notComparable === "unit-mismatch")).toEqual([]);
    const { clinicianResponse } = r.result as { clinicianResponse: string };
    expect(clinicianResponse).not.toMatch(/could not be compared/);
    expect(r.findings).toEqual([]);
  });
});
