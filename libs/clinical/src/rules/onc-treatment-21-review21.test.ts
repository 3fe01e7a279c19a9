import { describe, expect, it } from "vitest";
import {
  clinicianLine,
  clinicianText,
  codes,
  finding,
  loadReviewCase,
  patientText,
  reviewFolder,
  runReviewCase,
} from "../testing/review-case.ts";

const FOLDER = new URL("./fixtures/onc-treatment-21-review21/", import.meta.url);
const { run } = reviewFolder(FOLDER);
const steps = (r: ReturnType<typeof run>) =>
  clinicianText(r).split("## Suggested next steps and monitoring")[1]?.split("\n## ")[0] ?? "";

describe("chemotherapy and the blood count (review 21, onc-treatment)", () => {
  it("01: neutrophils 0.4 on day 10 after docetaxel with 38.3 only in the notes is neutropenic sepsis, antibiotics now", () => {
    const r = run("01-docetaxel-neutropenia-fever-in-notes");
    expect(finding(r, "neutropenic-sepsis")?.severity).toBe("critical");
    expect(clinicianText(r)).toMatch(/"temp 38\.3" in the notes/);
    expect(steps(r)).toMatch(/empiric intravenous antibiotics immediately/);
    expect(patientText(r)).toMatch(/Go to hospital now/);
  });

  it("02: neutrophils 0.9 without fever stay low priority, with the fever advice once and the white count read as the chemotherapy's", () => {
    const r = run("02-docetaxel-neutrophils-0.9-afebrile");
    expect(codes(r)).not.toContain("neutropenic-sepsis");
    expect(r.findings.every((f) => f.severity === "low")).toBe(true);
    const wbc = clinicianLine(r, "White blood cell count below the reference range");
    expect(wbc).toMatch(/during chemotherapy, with the neutrophils low too, is most likely the treatment's effect/);
    expect(wbc).not.toMatch(/viral infections/);
    expect(patientText(r).match(/temperature above 38/g)).toHaveLength(1);
  });
});

describe("checkpoint inhibitors (review 21, onc-treatment)", () => {
  it("03: hypothyroidism after pembrolizumab thyroiditis: a cortisol in the notes is not 'no cortisol in the record'", () => {
    const r = run("03-pembrolizumab-thyroiditis-then-hypo");
    const f = finding(r, "ici-hypothyroidism-cortisol-first");
    expect(f?.clinician).not.toMatch(/no cortisol is in the record/);
    expect(f?.clinician).toMatch(/written in the notes \("9am cortisol 412 nmol\/L"\)/);
    expect(steps(r)).toMatch(/Confirm the noted morning cortisol/);
    expect(steps(r)).not.toMatch(/^- Morning cortisol \(with ACTH\)/m);
    expect(steps(r)).toMatch(/Once the cortisol is known/);
  });

  it("03: a trend merged into a bullet that opens with something else is told with its own subject, not 'It'", () => {
    const r = run("03-pembrolizumab-thyroiditis-then-hypo");
    expect(patientText(r)).not.toMatch(/It has been going up over time/);
    expect(patientText(r)).toMatch(/Your TSH \(the signal that drives the thyroid\) has been going up over time/);
  });

  it("04: a low 9 am cortisol with low free T4 and a normal TSH on nivolumab is read as hypophysitis, same day", () => {
    const r = run("04-nivolumab-low-cortisol-fatigue");
    expect(finding(r, "adrenal-crisis-suspected")?.severity).toBe("high");
    expect(clinicianText(r)).toMatch(/immune checkpoint inhibitor hypophysitis/);
    expect(clinicianText(r)).toMatch(/Start hydrocortisone before any thyroxine/);
  });

  it("08: ALT 5 times the limit on ipilimumab with nivolumab is hepatitis, not 'bowel or liver', and the AST is not glossed as fatty liver", () => {
    const r = run("08-ipi-nivo-alt-us");
    const f = finding(r, "ici-colitis-hepatitis");
    expect(f?.title).toBe("Suspected immune checkpoint inhibitor hepatitis");
    expect(f?.patient).toMatch(/inflammation of your liver\./);
    expect(f?.patient).not.toMatch(/bowel|symptoms suggest/);
    expect(clinicianText(r)).not.toMatch(/alcohol and fatty liver are common causes/);
    expect(patientText(r)).not.toMatch(/It has been going up over time/);
  });
});

describe("platinum chemotherapy and magnesium (review 21, onc-treatment)", () => {
  it("05: magnesium 0.48 on weekly cisplatin with omeprazole names cisplatin as the likely cause, not the PPI alone", () => {
    const r = run("05-cisplatin-magnesium-low");
    const f = finding(r, "platinum-hypomagnesaemia");
    expect(f?.severity).toBe("moderate");
    expect(f?.clinician).toMatch(/on cisplatin: platinum chemotherapy makes the kidneys lose magnesium/);
    expect(f?.clinician).toMatch(/with Omeprazole 20mg as a possible added cause/i);
    expect(finding(r, "hypomagnesaemia-severe-symptomatic")?.severity).toBe("high");
    expect(steps(r)).toMatch(/Tell the oncology team: cisplatin makes the kidneys lose magnesium/);
    expect(steps(r)).not.toMatch(/Find and remove the cause/);
    expect(patientText(r)).toMatch(/Your chemotherapy \(cisplatin\) often makes the kidneys lose magnesium/);
  });
});

describe("hypercalcaemia of malignancy (review 21, onc-treatment)", () => {
  it("06: calcium 12.4 mg/dL with albumin 3.0 and confusion: corrected ~13.2, same day, the treatment step said once, the creatinine read from its baseline", () => {
    const r = run("06-lung-cancer-calcium-us-units");
    expect(finding(r, "hypercalcaemia")?.severity).toBe("critical");
    expect(clinicianText(r)).toMatch(/albumin-corrected about 13\.2 mg\/dL/);
    expect(steps(r).match(/bisphosphonate or denosumab/g)).toHaveLength(1);
    expect(clinicianText(r)).toMatch(/Creatinine 1\.6 mg\/dL \(2026-11-28\) is raised from 1 mg\/dL \(2026-09-01\)/);
    expect(clinicianText(r)).not.toMatch(/until an earlier result shows a stable baseline/);
  });
});

describe("endocrine treatment for breast cancer (review 21, onc-treatment)", () => {
  it("07: letrozole with a DXA T-score of -2.1 sent as an observation gets the bone-directed treatment advice", () => {
    const r = run("07-letrozole-dexa-osteopenia");
    const f = finding(r, "aromatase-inhibitor-low-bone-density");
    expect(f?.severity).toBe("moderate");
    expect(f?.clinician).toMatch(/T-score of −2\.1/);
    expect(clinicianText(r)).not.toMatch(/T-score below the reference range/);
    expect(patientText(r)).toMatch(/bone-strengthening treatment is advised for as long as you take it/);
  });

  it("07: at -1.8 the finding stays away, and with a bisphosphonate it stands down", () => {
    const c = loadReviewCase(FOLDER, "07-letrozole-dexa-osteopenia");
    c.data.recentAbnormalLabs[0].value = "-1.8";
    expect(codes(runReviewCase(c))).not.toContain("aromatase-inhibitor-low-bone-density");
    const treated = loadReviewCase(FOLDER, "07-letrozole-dexa-osteopenia");
    treated.data.medications.push({ medication: "Alendronic acid 70 mg", status: "active", frequency: "weekly" });
    expect(codes(runReviewCase(treated))).not.toContain("aromatase-inhibitor-low-bone-density");
  });

  it("10: triglycerides 612 mg/dL a year after starting tamoxifen name tamoxifen, with the oncology team, and keep the diet and fibrate steps", () => {
    const r = run("10-tamoxifen-triglycerides-us");
    const f = finding(r, "severe-hypertriglyceridaemia");
    expect(f?.clinician).toMatch(/Tamoxifen 20 mg can raise triglycerides/);
    expect(steps(r)).toMatch(/Tell the oncology team about the rise on tamoxifen/);
    expect(steps(r)).toMatch(/consider a fibrate/);
    expect(patientText(r)).toMatch(/do not stop it on your own/);
    expect(clinicianText(r)).toMatch(/Tamoxifen 20 mg: see "Cholesterol"/);
  });

  it("09: stable on anastrozole with alendronate and normal bloods stays quiet", () => {
    const r = run("09-anastrozole-stable-quiet");
    expect(r.findings).toHaveLength(0);
    expect(patientText(r)).not.toMatch(/act on this now|urgent/i);
  });
});
