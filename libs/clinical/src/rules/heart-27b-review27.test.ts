import { describe, expect, it } from "vitest";
import { clinicianText, codes, finding, patientText, reviewFolder, runReviewCase } from "../testing/review-case.ts";

const { run, edit } = reviewFolder(new URL("./fixtures/heart-27b-review27/", import.meta.url));

const HFPEF_UK = "01-uk-hfpef-76f-no-sglt2i-ehr";
const HFMREF_US = "02-us-hfmref-69m-t2dm-echo-45-ehr";
const ON_EMPA = "03-us-hfpef-81f-on-empagliflozin-ehr";
const TYPE1 = "04-uk-hfpef-type1-diabetes-58m-ehr";
const SMOKER_66 = "05-us-aaa-66m-smoker-ehr";
const PANCREAS = "06-us-aaa-67m-advanced-pancreatic-cancer-ehr";
const COPD_MONTHS = "07-uk-aaa-68m-prognosis-months-ehr";
const TRANSPLANT = "08-uk-hfpef-kidney-transplant-63f-ehr";
const CODE = "hfpef-sglt2i-missing";

describe("HFpEF/HFmrEF without an SGLT2 inhibitor (review 27, heart-27b; ESC 2023 focused update)", () => {
  it("01: HFpEF with LVEF 58% and no SGLT2 inhibitor gets a moderate finding citing the focused update", () => {
    const r = run(HFPEF_UK);
    const f = finding(r, CODE);
    expect(f?.severity).toBe("moderate");
    expect(f?.clinician).toMatch(/LVEF above 40%.*"lvef 58%" in the notes/);
    expect(f?.clinician).toMatch(/recommends dapagliflozin or empagliflozin in HFmrEF and HFpEF \(class I, level A\)/);
    expect(f?.evidenceIds).toEqual(["esc-2023-hf-fu"]);
    expect(patientText(r)).toMatch(/lowers the chance of going into hospital with heart failure/);
    expect(codes(r)).not.toContain("hfref-pillars-missing");
  });

  it("02: HFmrEF (LVEF 45% on an echo report) in type 2 diabetes is named, not the HFrEF pillars", () => {
    const r = run(HFMREF_US);
    expect(finding(r, CODE)?.clinician).toMatch(/"lvef 45%" on a scan report/);
    expect(codes(r)).not.toContain("hfref-pillars-missing");
  });

  it("an LVEF of 40% or less anywhere leaves it to the HFrEF rule", () => {
    const r = runReviewCase(
      edit(HFPEF_UK, (d) => {
        d.additionalContext = d.additionalContext.replace("LVEF 58%", "LVEF 35%");
      }),
    );
    expect(codes(r)).not.toContain(CODE);
  });

  it("an improved ejection fraction (HFimpEF) stays with the clinician", () => {
    const r = runReviewCase(
      edit(HFPEF_UK, (d) => {
        d.additionalContext += " Improved ejection fraction after treatment.";
      }),
    );
    expect(codes(r)).not.toContain(CODE);
  });

  it("03: already on empagliflozin: silent", () => {
    expect(codes(run(ON_EMPA))).not.toContain(CODE);
  });

  it("04: type 1 diabetes: silent (SGLT2 inhibitors are not indicated), but fires once type 2", () => {
    expect(codes(run(TYPE1))).not.toContain(CODE);
    const twin = runReviewCase(
      edit(TYPE1, (d) => {
        d.pastMedicalHistory[0] = { display: "Type 2 diabetes mellitus", clinicalStatus: "active" };
      }),
    );
    expect(codes(twin)).toContain(CODE);
  });

  it("eGFR below 20 or dialysis: silent", () => {
    const low = edit(HFPEF_UK, (d) => {
      d.recentNormalLabs = d.recentNormalLabs.map((l) => (l.display === "eGFR" ? { ...l, value: "17" } : l));
    });
    expect(codes(runReviewCase(low))).not.toContain(CODE);
    const dialysis = edit(HFPEF_UK, (d) => {
      d.pastMedicalHistory.push({ display: "End-stage renal disease on haemodialysis", clinicalStatus: "active" });
    });
    expect(codes(runReviewCase(dialysis))).not.toContain(CODE);
  });

  it("heart failure not diagnosed (a normal echo only): silent", () => {
    const r = runReviewCase(
      edit(HFPEF_UK, (d) => {
        d.pastMedicalHistory.splice(0, 1);
        d.additionalContext = d.additionalContext.replace("GP heart failure review", "GP review");
      }),
    );
    expect(codes(r)).not.toContain(CODE);
  });

  it("08: a kidney transplant recipient is referred to the transplant team's decision", () => {
    const r = run(TRANSPLANT);
    const f = finding(r, CODE);
    expect(f?.clinician).toMatch(/choice is made with the transplant team/);
    expect(f?.nextSteps.join(" ")).toMatch(/decide with the transplant team/);
    expect(f?.evidenceIds).toContain("sglt2i-kidney-transplant");
  });
});

describe("AAA screening in a life-limiting illness (review 27, heart-27b)", () => {
  it("05: an ordinary 66-year-old US smoker is still offered one-time screening", () => {
    const r = run(SMOKER_66);
    expect(codes(r)).toContain("aaa-screening-due");
    expect(clinicianText(r)).toMatch(/one-time ultrasound screening for abdominal aortic aneurysm/);
  });

  it("06: advanced pancreatic cancer with a life expectancy of months: no screening at all", () => {
    expect(codes(run(PANCREAS))).not.toContain("aaa-screening-due");
  });

  it("06 twin: the advanced cancer listed alone is enough", () => {
    const r = runReviewCase(
      edit(PANCREAS, (d) => {
        d.additionalContext = "Oncology follow-up, Phoenix. Former smoker, 30 pack-years, quit 2015.";
      }),
    );
    expect(codes(r)).not.toContain("aaa-screening-due");
  });

  it("07: a UK man with a prognosis of months is not told about NHS AAA screening", () => {
    expect(codes(run(COPD_MONTHS))).not.toContain("aaa-screening-due");
  });

  it("07 twin: without the prognosis the NHS self-referral advice returns", () => {
    const r = runReviewCase(
      edit(COPD_MONTHS, (d) => {
        d.additionalContext = "GP review, Sunderland. Ex-smoker, 50 pack-years. Stable on inhalers.";
      }),
    );
    expect(codes(r)).toContain("aaa-screening-due");
  });
});
