import { describe, expect, it } from "vitest";
import { codes, finding, reviewFolder, runReviewCase } from "../testing/review-case.ts";

const { load, run } = reviewFolder(new URL("./fixtures/ages-25b-review25/", import.meta.url));

const XRAY = "lung-cancer-chest-xray-urgent";
const MICRO = "microhaematuria-evaluation";

describe("'non-smoker' means not smoking now, not never smoked (review 25)", () => {
  it("01: a 70-year-old 'non-smoker' with weight loss is not called a never-smoker, and the past is left open", () => {
    const f = finding(run("01-uk-man-70-non-smoker-weight-loss"), XRAY);
    expect(f?.clinician).toMatch(/recorded as a non-smoker now \(whether they smoked in the past is not stated/);
    expect(f?.clinician).not.toMatch(/never having smoked/);
  });

  it("'never smoked' in the notes is still read as never having smoked", () => {
    const c = load("01-uk-man-70-non-smoker-weight-loss");
    c.data.additionalContext = c.data.additionalContext.replace("Non-smoker.", "Never smoked.");
    expect(finding(runReviewCase(c), XRAY)?.clinician).toMatch(/, never having smoked,/);
  });

  it("'lifelong non-smoker' is read as never having smoked", () => {
    const c = load("01-uk-man-70-non-smoker-weight-loss");
    c.data.additionalContext = c.data.additionalContext.replace("Non-smoker.", "Lifelong non-smoker.");
    expect(finding(runReviewCase(c), XRAY)?.clinician).toMatch(/, never having smoked,/);
  });

  it("an ex-smoker who is a non-smoker now keeps the smoking history", () => {
    const c = load("01-uk-man-70-non-smoker-weight-loss");
    c.data.additionalContext = c.data.additionalContext.replace("Non-smoker.", "Ex-smoker, now a non-smoker.");
    expect(finding(runReviewCase(c), XRAY)?.clinician).toMatch(/, with a smoking history,/);
  });

  it("a 'non-smoker' with one symptom and normal platelets still needs two symptoms for the X-ray", () => {
    const c = load("01-uk-man-70-non-smoker-weight-loss");
    c.data.recentAbnormalLabs = [];
    expect(codes(runReviewCase(c))).not.toContain(XRAY);
  });

  it("02: a 'non-smoker' woman of 66 with microhaematuria is at least intermediate risk, not lowered by 'never smoked'", () => {
    const f = finding(run("02-us-woman-66-non-smoker-microhematuria"), MICRO);
    expect(f?.clinician).toMatch(/AUA\/SUFU risk group from the record: at least intermediate risk \(woman of 66\)/);
    expect(f?.clinician).not.toMatch(/never smoked|smoking history without pack-years/);
  });

  it("a never-smoking woman of 66 with microhaematuria is intermediate risk, with nothing left open", () => {
    const c = load("02-us-woman-66-non-smoker-microhematuria");
    c.patientContext.socialHistory = "Never smoker. Retired school secretary, lives with her husband.";
    const f = finding(runReviewCase(c), MICRO);
    expect(f?.clinician).toMatch(/risk group from the record: intermediate risk \(woman of 66/);
  });
});

describe("a newborn's bilirubin graded by NICE CG98's threshold table (review 25)", () => {
  const BILI = "03-newborn-5d-39wk-bilirubin-290-uk";
  const totalFinding = (r: ReturnType<typeof runReviewCase>) =>
    r.findings.find((f) => /Bilirubin, total/.test(f.title));

  it("03: 290 µmol/L on day 5 at 39 weeks is below the phototherapy line, so it is high, not critical", () => {
    const r = run(BILI);
    const f = totalFinding(r);
    expect(f?.code).toBe("lab-high");
    expect(f?.clinician).toMatch(
      /below NICE CG98's threshold for starting light treatment \(phototherapy\), 350 µmol\/L/,
    );
    expect(f?.clinician).toMatch(/so it is not a critical value for this baby/);
    expect(f?.patient).toMatch(/so it is not an emergency/);
    expect(f?.evidenceIds).toContain("nice-cg98-neonatal-jaundice");
    expect(codes(r)).not.toContain("lab-critical");
  });

  it("380 µmol/L on day 5 at 39 weeks is above the phototherapy line and stays critical", () => {
    const c = load(BILI);
    c.labResults[0].value = "380";
    const f = finding(runReviewCase(c), "lab-critical");
    expect(f?.severity).toBe("critical");
    expect(f?.clinician).toMatch(
      /above NICE CG98's threshold for starting light treatment .* NICE advises starting phototherapy/,
    );
  });

  it("470 µmol/L on day 5 at 39 weeks is above the exchange-transfusion line and stays critical", () => {
    const c = load(BILI);
    c.labResults[0].value = "470";
    const f = finding(runReviewCase(c), "lab-critical");
    expect(f?.severity).toBe("critical");
    expect(f?.clinician).toMatch(/above NICE CG98's exchange-transfusion threshold of 450 µmol\/L/);
  });

  it("a baby born at 36 weeks is not placed on the 38-week table and keeps the chart advice", () => {
    const c = load(BILI);
    c.patientContext.conditions[0].name = "Born at 36+1 weeks, exclusively breastfed";
    const f = finding(runReviewCase(c), "lab-critical");
    expect(f?.clinician).toMatch(/treatment charts set by the baby's age in hours/);
  });

  it("a 2-day-old, whose lines still rise by the hour, keeps the chart advice", () => {
    const c = load(BILI);
    c.patientContext.age = "2 days";
    const f = finding(runReviewCase(c), "lab-critical");
    expect(f?.clinician).toMatch(/treatment charts set by the baby's age in hours/);
  });
});

describe("an older adult who falls, on an anticoagulant, blood pressure medicines, an SSRI and anticholinergics (review 25)", () => {
  const FALLS = "04-uk-woman-84-falls-apixaban-ssri-sodium-128";

  it("04: a measured lying and standing blood pressure is orthostatic hypotension, not a sick day", () => {
    const r = run(FALLS);
    expect(codes(r)).not.toContain("sick-day-medicines");
    expect(finding(r, "orthostatic-hypotension")?.clinician).toMatch(/142\/78 mmHg lying and 118\/70 mmHg standing/);
  });

  it("vomiting in the same notes is still a sick day", () => {
    const c = load(FALLS);
    c.data.additionalContext += " Vomiting since yesterday, keeping little down.";
    expect(codes(runReviewCase(c))).toContain("sick-day-medicines");
  });

  it("dizziness on standing with no measured blood pressures is still read as a possible sick day", () => {
    const c = load(FALLS);
    c.data.additionalContext = "Two falls at home in the last month. Dizzy on standing. Lives alone.";
    expect(codes(runReviewCase(c))).toContain("sick-day-medicines");
  });

  it("04: the low sodium names the new SSRI, the falls do not stop the apixaban, and both anticholinergics are named", () => {
    const r = run(FALLS);
    expect(finding(r, "hyponatraemia")?.clinician).toMatch(
      /Sertraline 50 mg tablets is an SSRI; these can cause SIADH/,
    );
    expect(finding(r, "anticoagulant-falls")?.clinician).toMatch(/Falls alone are not a reason to stop or withhold/);
    expect(finding(r, "beers-older-adult-medicines")?.clinician).toMatch(/amitriptyline 10 mg tablets and oxybutynin/);
    expect(finding(r, "apixaban-af-dose-high")?.clinician).toMatch(/two of the three are met/);
  });
});

describe("a child's blood pressure on a stimulant, UK and US records (review 25)", () => {
  const ADHD = "adhd-stimulant-cardiac-review";

  it("05: a 12-year-old on a UK (CAMHS) record is read against the British centiles, not AAP levels as guidance", () => {
    const f = finding(run("05-uk-boy-12y-methylphenidate-bp-124-80-camhs"), ADHD);
    expect(f?.clinician).toMatch(/British blood pressure centiles call a reading above the 98th centile for age high/);
    expect(f?.clinician).toMatch(
      /the 120\/80 mmHg used to pick out this reading is a US level \(AAP 2017\), not UK guidance/,
    );
    expect(f?.clinician).not.toMatch(/AAP 2017 puts a child's reading/);
    expect(f?.evidenceIds).toContain("jackson-2007-gb-bp-centiles");
  });

  it("the same child on a US record keeps the AAP 2017 levels, without the British centiles", () => {
    const c = load("05-uk-boy-12y-methylphenidate-bp-124-80-camhs");
    c.data.additionalContext =
      "Pediatric ADHD follow-up. BP 124/80 today, 122/80 in August. Denies chest pain or palpitations.";
    const f = finding(runReviewCase(c), ADHD);
    expect(f?.clinician).toMatch(
      /AAP 2017 puts a child's reading at 120\/80 mmHg or more at least in the elevated range/,
    );
    expect(f?.evidenceIds).not.toContain("jackson-2007-gb-bp-centiles");
  });
});
