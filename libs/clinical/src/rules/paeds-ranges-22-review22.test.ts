import { describe, expect, it } from "vitest";
import {
  clinicianText,
  codes,
  finding,
  loadReviewCase,
  patientText,
  reviewFolder,
  runReviewCase,
} from "../testing/review-case.ts";

const FOLDER = new URL("./fixtures/paeds-ranges-22-review22/", import.meta.url);
const { run } = reviewFolder(FOLDER);
const aboveLow = (r: ReturnType<typeof run>) =>
  r.findings.filter((f) => f.severity !== "low" && f.severity !== "info").map((f) => f.code);

describe("children's results read against adult ranges (review 22, paeds-ranges-22)", () => {
  it("12 years, ALP 350 and phosphate 1.62 on adult ranges with normal liver tests: read as growth, nothing above low", () => {
    const r = run("01-girl-12y-alp-350-quiet-ehr");
    expect(codes(r)).toContain("alp-raised-growth");
    expect(codes(r)).toContain("phosphate-raised-minor");
    expect(aboveLow(r)).toEqual([]);
    expect(codes(r).filter((c) => /liver|cholesta|hepat/.test(c))).toEqual([]);
    expect(patientText(r)).not.toMatch(/kidney/i);
  });

  it("15 years in a growth spurt, ALP 480 (3.7 times the adult limit) with normal GGT: growth, no liver or bone-disease finding", () => {
    const r = run("02-boy-15y-alp-480-phos-high-quiet");
    expect(finding(r, "alp-raised-growth")?.clinician).toMatch(/GGT normal/);
    expect(aboveLow(r)).toEqual([]);
    expect(codes(r)).not.toContain("nutritional-rickets-child");
  });

  it("16 years with an adult-equation eGFR 86 and height on file: read by bedside Schwartz, no CKD category", () => {
    const r = run("03-girl-16y-creatinine-adult-egfr");
    expect(finding(r, "child-egfr-schwartz-low")?.clinician).toMatch(/estimated GFR 71/);
    expect(codes(r)).not.toContain("ckd-stage");
    expect(clinicianText(r)).not.toMatch(/\bG[1-5]a?\b|GFR category/);
  });

  it("16 years with the height only in the notes: the bedside Schwartz estimate is made from it and says where the height came from", () => {
    const r = run("13-girl-16y-height-in-notes");
    expect(finding(r, "child-egfr-schwartz-low")?.clinician).toMatch(
      /height 168 cm \(as stated in the notes\): estimated GFR 71/,
    );
  });

  it("a parent's or target height in the notes is not taken as the child's", () => {
    const c = loadReviewCase(FOLDER, "13-girl-16y-height-in-notes");
    c.patientContext.clinicalNotes = "Target height 170 cm. Mum is 175 cm tall. Bloods for headaches.";
    expect(codes(runReviewCase(c))).not.toContain("child-egfr-schwartz-low");
  });

  it("14 years with a creatinine below the adult range and eGFR >90: not judged, nothing to act on", () => {
    const r = run("04-boy-14y-creatinine-egfr-90-plus-quiet");
    expect(codes(r).filter((c) => c !== "lab-not-comparable")).toEqual([]);
    expect(patientText(r)).toMatch(/Nothing in the results we could check stands out/);
  });

  it("15 years with a raised afternoon urine ACR: no GFR category from the adult eGFR, and a first-morning repeat for orthostatic proteinuria", () => {
    const r = run("05-boy-15y-random-acr-orthostatic");
    const f = finding(r, "ckd-stage");
    expect(f?.clinician).not.toMatch(/GFR category G1/);
    expect(f?.clinician).toMatch(/orthostatic \(postural\) proteinuria/);
    expect(f?.severity).toBe("low");
    expect(f?.evidenceIds).toContain("brandt-2010-orthostatic-proteinuria");
    expect(clinicianText(r)).toMatch(/Repeat the urine ACR on a first-morning sample/);
    expect(patientText(r)).toMatch(/first urine passed after waking/);
  });

  it("14 years whose raised ACR is already a first-morning sample: staged without the orthostatic advice", () => {
    const r = run("11-girl-14y-first-morning-acr-raised");
    const f = finding(r, "ckd-stage");
    expect(f?.clinician).toMatch(/albuminuria category A2/);
    expect(f?.clinician).not.toMatch(/orthostatic/);
    expect(f?.evidenceIds).not.toContain("brandt-2010-orthostatic-proteinuria");
  });

  it("11 years with an adult-equation eGFR 52 and a height: one kidney finding, by bedside Schwartz, not a second CKD staging", () => {
    const r = run("12-boy-11y-lab-egfr-52-adult-equation");
    expect(finding(r, "child-egfr-schwartz-low")?.severity).toBe("high");
    expect(codes(r)).not.toContain("ckd-stage");
  });

  it("13 years, haemoglobin 124 g/L flagged low on the adult men's range: normal against the WHO cut-off for 12–14 years", () => {
    const r = run("06-boy-13y-hb-124-adult-range-quiet");
    expect(codes(r)).toEqual(["lab-flag-overruled"]);
    expect(finding(r, "lab-flag-overruled")?.clinician).toMatch(/children aged 12–14 years/);
    expect(patientText(r)).toMatch(/Nothing in these results stands out/);
  });

  it("3 years with lymphocytes 6.4, haemoglobin 116 and MCV 78 flagged on adult ranges: all normal for age, no iron or thalassaemia wording", () => {
    const r = run("07-child-3y-lymphocytes-neutrophils-adult-range-quiet");
    expect(codes(r).filter((c) => c !== "lab-flag-overruled")).toEqual([]);
    const mcv = r.findings.find((f) => f.code === "lab-flag-overruled" && /Mean corpuscular volume/.test(f.clinician));
    expect(mcv?.clinician).toMatch(/75–87 fL \(children's range, 2–6 years\)/);
    expect(clinicianText(r)).not.toMatch(/thalassaemia/);
  });

  it("an MCV below the young child's own range is still called low", () => {
    const c = loadReviewCase(FOLDER, "07-child-3y-lymphocytes-neutrophils-adult-range-quiet");
    c.labResults[4].value = "68";
    const r = runReviewCase(c);
    expect(r.findings.some((f) => f.code === "lab-low" && /Mean corpuscular volume/.test(f.clinician))).toBe(true);
  });

  it("15 years, neutrophils 1.6 on an adult range with a normal count otherwise: mild and reassuring, nothing above low", () => {
    const r = run("08-girl-15y-neutrophils-1-6-quiet");
    expect(aboveLow(r)).toEqual([]);
    expect(patientText(r)).toMatch(/does not usually raise the risk of infection/);
  });

  // Review 23 (paeds-23): 5.4 is within a 2-year-old's range (up to 7.0 mIU/L); 7.8 is above it.
  it("2 years, TSH 5.4 above an adult range with normal free T4: normal for age, quiet", () => {
    const r = run("09-child-2y-tsh-5-4-normal-ft4-quiet");
    expect(codes(r)).toEqual(["lab-flag-overruled"]);
  });

  it("2 years, TSH 7.8 above the child's range with normal free T4: children's advice, and a reminder that the range must be the child's", () => {
    const c = loadReviewCase(FOLDER, "09-child-2y-tsh-5-4-normal-ft4-quiet");
    c.labResults[0].value = "7.8";
    const f = finding(runReviewCase(c), "subclinical-hypothyroidism");
    expect(f?.clinician).toMatch(/adult reference range does not fit a child/);
    expect(f?.evidenceIds).toContain("kapelari-2008-paediatric-thyroid-ranges");
    expect(f?.clinician).toMatch(/In children, treatment of mild subclinical hypothyroidism/);
  });

  it("17 years, five years past menarche, with deficiency biochemistry: rickets or osteomalacia, not 'adult advice does not apply'", () => {
    const r = run("10-teen-17y-alp-420-after-growth-stopped");
    const f = finding(r, "nutritional-rickets-child");
    expect(f?.clinician).toMatch(/once they have fused the same deficiency causes osteomalacia/);
    expect(f?.clinician).not.toMatch(/osteomalacia advice does not apply/);
    expect(f?.evidenceIds).toContain("amboss-osteomalacia-rickets");
    expect(f?.patient).toMatch(/called osteomalacia/);
  });
});
