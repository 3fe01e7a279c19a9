import { describe, expect, it } from "vitest";
import { Severity } from "../model.ts";
import { codes, loadReviewCase, reviewFolder, runReviewCase } from "../testing/review-case.ts";

const FOLDER = new URL("./fixtures/us-clinic-sweep-review18/", import.meta.url);
const { run } = reviewFolder(FOLDER);

describe("US outpatient clinic exports in conventional units (review 18, us-clinic-sweep)", () => {
  it("case 06: calcium 10.9 mg/dL with PTH 88 pg/mL and eGFR 58 at 80 reads as PTH-dependent, with no urgent myeloma screen", () => {
    const r = run("06-calcium-10-9-pth-88-80f");
    expect(codes(r)).not.toContain("myeloma-investigations");
    const ca = r.findings.find((f) => f.code === "hypercalcaemia");
    expect(ca?.clinician).toMatch(
      /PTH 88 pg\/mL .* PTH-dependent hypercalcemia, consistent with primary hyperparathyroidism/,
    );
    expect(r.findings.some((f) => f.severity === Severity.high || f.severity === Severity.critical)).toBe(false);
  });

  it("case 02: thiazide with Na 131 and K 3.3 names hydrochlorothiazide from a combination tablet", () => {
    const r = run("02-lisinopril-hctz-na131-k33-72m");
    const na = r.findings.find((f) => f.code === "diuretic-hyponatraemia");
    expect(na?.clinician).toMatch(/hydrochlorothiazide/);
    expect(codes(r)).toContain("diuretic-hypokalaemia");
  });

  it("case 02: an indeterminate FIB-4 that only reflects age (72, normal AST, ALT and platelets, no liver or metabolic risk) is not reported", () => {
    expect(codes(run("02-lisinopril-hctz-na131-k33-72m"))).not.toContain("fib4-fibrosis-risk");
  });

  it("the same FIB-4 band is still reported when fibrosis is in question (raised ALT)", () => {
    const c = loadReviewCase(FOLDER, "02-lisinopril-hctz-na131-k33-72m");
    const labs = (c.labResults as { name: string }[]).map((l) =>
      l.name === "ALT"
        ? { ...l, value: "45", flag: "High" }
        : l.name === "AST"
          ? { ...l, value: "40", flag: "High" }
          : l,
    );
    const r = runReviewCase({ ...c, labResults: labs });
    expect(r.findings.find((f) => f.code === "fib4-fibrosis-risk")?.clinician).toMatch(/between 1\.3 and 2\.67/);
  });

  it("case 10: Hct 54 % and Hb 18.1 g/dL in a current smoker name smoking, a repeat and the referral threshold", () => {
    const r = run("10-smoker-hct-54-55m");
    const hct = r.findings.find((f) => f.code === "lab-high" && /Hematocrit/.test(f.clinician));
    expect(hct?.clinician).toMatch(/current smoker is often due to smoking/);
    expect(hct?.clinician).toMatch(/stays above 52% in men/);
    expect(hct?.patient).toMatch(/often caused by smoking/);
    expect(hct?.evidenceIds).toContain("dg-refhelp-polycythaemia");
  });

  it("case 04: eGFR 48 with uACR 120 mg/g in type 2 diabetes is staged G3a A2 with ACE/ARB and SGLT2 advice", () => {
    const r = run("04-ckd3a-uacr120-diabetes-66m");
    expect(r.findings.find((f) => f.code === "ckd-stage")?.clinician).toMatch(/G3a.*A2/);
    expect(codes(r)).toEqual(
      expect.arrayContaining(["raas-opportunity-albuminuria", "sglt2i-opportunity-diabetic-kidney"]),
    );
  });

  it("case 05: TSH 6.8 with normal free T4 and positive TPO is subclinical hypothyroidism, not overt", () => {
    const f = run("05-tsh-6-8-tpo-positive-35f").findings.find((x) => x.code === "subclinical-hypothyroidism");
    expect(f?.severity).toBe(Severity.moderate);
    expect(f?.clinician).toMatch(/TPO antibodies 212 IU\/mL/);
  });

  it("case 08: an entirely normal 30-year-old panel with a negative urinalysis is quiet", () => {
    const r = run("08-normal-panel-30m-quiet");
    expect(r.findings.filter((f) => f.severity !== Severity.info)).toEqual([]);
  });
});
