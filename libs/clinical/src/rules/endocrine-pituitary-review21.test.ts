import { describe, expect, it } from "vitest";
import {
  clinicianText,
  codes,
  finding,
  patientText,
  type ReviewCase,
  reviewFolder,
  runReviewCase,
} from "../testing/review-case.ts";

const { load, run } = reviewFolder(new URL("./fixtures/endocrine-pituitary-review21/", import.meta.url));
/** A copy of a case, edited by `edit`, so one detail can be shown to change the reading. */
const variant = (name: string, edit: (c: ReviewCase) => void) => {
  const c = structuredClone(load(name));
  edit(c);
  return runReviewCase(c);
};

describe("low morning cortisol after inhaled steroids and a finished prednisolone course (case 01)", () => {
  it("reads the inhaler and the finished course, not a current tablet to taper", () => {
    const r = run("01-low-9am-cortisol-on-inhaled-steroid");
    expect(codes(r)).not.toContain("cortisol-low-on-glucocorticoid");
    const f = finding(r, "cortisol-low-after-steroid-exposure");
    expect(f?.severity).toBe("moderate");
    expect(f?.clinician).toMatch(/Fluticasone propionate 500 micrograms inhaler in use/);
    expect(f?.clinician).toMatch(/prednisolone 30 mg as a finished course/);
    expect(f?.clinician).toMatch(/above 300 nmol\/L/);
    expect(f?.evidenceIds).toEqual(
      expect.arrayContaining(["ese-es-2024-glucocorticoid-adrenal-insufficiency", "nhs-2020-steroid-emergency-card"]),
    );
    expect(patientText(r)).toMatch(/steroid emergency card/);
    expect(patientText(r)).not.toMatch(/while you take Prednisolone/i);
    expect(clinicianText(r)).toMatch(/issue a Steroid Emergency Card/);
  });

  it("still reads a course taken 'until finished' as current", () => {
    const r = variant("01-low-9am-cortisol-on-inhaled-steroid", (c) => {
      c.patientContext.medications[1].dosage = "30 mg daily, take until finished";
    });
    expect(codes(r)).toContain("cortisol-low-on-glucocorticoid");
    expect(codes(r)).not.toContain("cortisol-low-after-steroid-exposure");
  });
});

describe("a plain cortisol taken in the afternoon (case 02)", () => {
  it("says the sample time, not weak adrenal glands", () => {
    const r = run("02-afternoon-random-cortisol");
    const f = finding(r, "cortisol-low-afternoon-sample");
    expect(f?.severity).toBe("low");
    expect(f?.clinician).toMatch(/taken at 16:40/);
    expect(f?.evidenceIds).toContain("ramadoss-2021-afternoon-cortisol");
    expect(patientText(r)).toMatch(/around 9 am/);
    expect(patientText(r)).not.toMatch(/weak adrenal glands/);
  });

  it("stays silent when the sample is named a 9 am cortisol", () => {
    const r = variant("02-afternoon-random-cortisol", (c) => {
      c.data.recentAbnormalLabs[0].display = "Cortisol (09:00)";
      c.data.recentAbnormalLabs[0].date = "2026-11-25T09:05:00";
    });
    expect(codes(r)).not.toContain("cortisol-low-afternoon-sample");
  });
});

describe("thyroid results on biotin (case 03)", () => {
  it("names biotin interference", () => {
    expect(codes(run("03-high-ft4-normal-tsh-biotin-us"))).toContain("biotin-thyroid-interference");
  });
});

describe("central hypothyroidism after pituitary surgery, already on hydrocortisone (case 04)", () => {
  it("does not ask for cortisol to be checked first, and says free T4 guides the dose", () => {
    const r = run("04-central-hypothyroid-after-pituitary-surgery");
    const f = finding(r, "lab-low");
    expect(f?.clinician).toMatch(/a glucocorticoid \(hydrocortisone 10 mg\) is already listed/);
    expect(f?.clinician).toMatch(/judged by free T4, not TSH/);
    expect(f?.evidenceIds).toContain("pitu-central-hypothyroidism-thyroxine");
    expect(patientText(r)).not.toMatch(/check and treat cortisol/);
  });
});

describe("low testosterone on an afternoon sample with obesity and diabetes (case 05)", () => {
  it("asks for fasting morning repeats before treatment", () => {
    expect(codes(run("05-low-testosterone-afternoon-obese"))).toContain("low-testosterone-confirm-first");
  });
});

describe("aldosterone and renin sent on spironolactone and ramipril (case 06)", () => {
  it("says the ratio cannot be read on these medicines and how to repeat it", () => {
    const r = run("06-arr-on-spironolactone-ramipril");
    const f = finding(r, "aldosterone-renin-on-interfering-medicines");
    expect(f?.clinician).toMatch(/withdraws spironolactone 25 mg for at least 4 weeks/i);
    expect(f?.clinician).toMatch(/Ramipril 10 mg and Amlodipine 10 mg stimulate renin/i);
    expect(f?.evidenceIds).toEqual(
      expect.arrayContaining(["endosoc-2016-primary-aldosteronism", "stowasser-2012-arr-factors"]),
    );
    expect(clinicianText(r)).toMatch(/slow-release verapamil, hydralazine, prazosin or doxazosin/);
  });

  it("stays silent when no interfering medicine is listed", () => {
    const r = variant("06-arr-on-spironolactone-ramipril", (c) => {
      c.data.medications = [{ medication: "Doxazosin 4 mg", status: "active", frequency: "daily" }];
    });
    expect(codes(r)).not.toContain("aldosterone-renin-on-interfering-medicines");
  });
});

describe("HbA1c in the diabetes range with sickle cell trait and a normal fasting glucose (case 07)", () => {
  it("is a low, non-diagnostic discordance, not blood sugar in the diabetes range", () => {
    const r = run("07-hba1c-discordant-sickle-trait-us");
    const f = finding(r, "diabetes-range-undiagnosed");
    expect(f?.severity).toBe("low");
    expect(f?.title).toMatch(/unreliable here, with a fasting glucose below it: not diagnostic/);
    expect(f?.clinician).toMatch(/fasting glucose 94 mg\/dL \(2026-11-21\) is below its cut-off/);
    expect(patientText(r)).not.toMatch(/Your blood sugar test is in the range seen in diabetes/);
    expect(patientText(r)).toMatch(/your fasting blood sugar is not/);
  });

  it("keeps the high finding when the fasting glucose is in the diabetes range too", () => {
    const r = variant("07-hba1c-discordant-sickle-trait-us", (c) => {
      c.labResults[1].value = "131";
      c.labResults[1].flag = "High";
    });
    const f = finding(r, "diabetes-range-undiagnosed");
    expect(f?.severity).toBe("high");
    expect(f?.title).toBe("Blood sugar in the diabetes range without a diagnosis");
  });
});

describe("raised IGF-1 with features of acromegaly (case 08)", () => {
  it("agrees in number when one linked condition is named", () => {
    const f = finding(run("08-igf1-high-for-age"), "acromegaly-suspected");
    expect(f?.clinician).toMatch(/The sleep apnoea in the record is common in acromegaly/);
  });
});

describe("quiet endocrine results (cases 09 and 10)", () => {
  it.each(["09-quiet-levothyroxine-normal-us", "10-quiet-normal-morning-cortisol"])("%s: no findings", (name) => {
    const r = run(name);
    expect(codes(r)).toEqual([]);
    expect(patientText(r)).toMatch(/Nothing in these results stands out/);
  });
});

describe("low sodium on hydrocortisone for hypopituitarism (case 11)", () => {
  it("reads it as possible under-replacement, reviewed today, not as a crisis to treat", () => {
    const r = run("11-hyponatraemia-on-hydrocortisone-hypopituitary");
    const f = finding(r, "adrenal-crisis-known-insufficiency");
    expect(f?.severity).toBe("high");
    expect(f?.clinician).toMatch(/aldosterone is kept, so lack of cortisol lowers sodium through vasopressin/);
    expect(f?.evidenceIds).toContain("renalfellow-2016-secondary-ai-hyponatraemia");
    expect(clinicianText(r)).not.toMatch(/Treat as part of the adrenal crisis/);
    expect(clinicianText(r)).toMatch(/corrected by adjusting the replacement/);
  });

  it("leaves a mild low sodium to the sodium finding", () => {
    const r = variant("11-hyponatraemia-on-hydrocortisone-hypopituitary", (c) => {
      c.data.recentAbnormalLabs[0].value = "133";
    });
    expect(codes(r)).not.toContain("adrenal-crisis-known-insufficiency");
  });
});

describe("high free T4 with a normal TSH, levothyroxine taken before the test (case 12)", () => {
  it("reads the timing of the tablet, not over-replacement", () => {
    const r = run("12-high-ft4-levothyroxine-before-test-us");
    const f = finding(r, "lab-high");
    expect(f?.clinician).toMatch(/in a sample the notes place after that day's tablet/);
    expect(f?.evidenceIds).toContain("symons-1983-thyroxine-ingestion");
    expect(patientText(r)).not.toMatch(/too much thyroid medicine/);
  });
});

describe("macroprolactin reported (case 13)", () => {
  it("reads macroprolactinaemia", () => {
    expect(codes(run("13-macroprolactin-reported"))).toContain("macroprolactinaemia");
  });
});
