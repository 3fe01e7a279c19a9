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

/** The lipid review's cases (round 21, lipids-21): FH, UK non-HDL goals, triglycerides, statin safety. */
const { load, run } = reviewFolder(new URL("./fixtures/lipids-21-review21/", import.meta.url));

/** A copy of a lab-results case with its notes replaced. */
function withNotes(c: ReviewCase, clinicalNotes: string): ReviewCase {
  const copy = structuredClone(c);
  copy.patientContext.clinicalNotes = clinicalNotes;
  return copy;
}

describe("familial hypercholesterolaemia from a relative's premature MI written as 'aged 45'", () => {
  it("suspects FH for LDL-C 5.6 mmol/L with a father's MI aged 45, and asks for DNA testing and cascade screening (case 01)", () => {
    const r = run("01-uk-fh-ldl-5-6-father-mi-45");
    const f = finding(r, "familial-hypercholesterolaemia-suspected");
    expect(f?.clinician).toMatch(/LDL-C 5\.6 mmol\/L .*a family history of premature heart disease/);
    expect(clinicianText(r)).toMatch(/Refer to an FH specialist service for DNA testing/);
    expect(clinicianText(r)).toMatch(/Cascade screening of first-degree relatives/);
  });

  it("reads the raised total and non-HDL cholesterol with the FH finding, not as results that call for a risk score", () => {
    const r = run("01-uk-fh-ldl-5-6-father-mi-45");
    expect(patientText(r)).not.toMatch(/overall heart risk/);
    expect(finding(r, "familial-hypercholesterolaemia-suspected")?.refs.length).toBeGreaterThanOrEqual(3);
  });

  it("counts a father's MI at 57 and a grandfather's at 48 as Simon Broome does (before 60 first-degree, 50 second-degree)", () => {
    for (const [relationship, condition] of [
      ["father", "heart attack at 57"],
      ["paternal grandfather", "MI aged 48"],
    ]) {
      const c = structuredClone(load("01-uk-fh-ldl-5-6-father-mi-45"));
      c.patientContext.familyHistory = [{ relationship, condition }];
      expect(codes(runReviewCase(c))).toContain("familial-hypercholesterolaemia-suspected");
    }
  });

  it("does not call an MI at 71 premature", () => {
    const c = structuredClone(load("01-uk-fh-ldl-5-6-father-mi-45"));
    c.patientContext.familyHistory = [{ relationship: "father", condition: "myocardial infarction aged 71" }];
    expect(codes(runReviewCase(c))).not.toContain("familial-hypercholesterolaemia-suspected");
  });
});

describe("non-HDL cholesterol above NICE's secondary-prevention figure, triglycerides normal", () => {
  it("names non-HDL-C 3.2 mmol/L against 2.6 and does not ask about triglycerides that are normal (case 02)", () => {
    const r = run("02-ehr-uk-post-mi-atorva20-non-hdl-3-2");
    expect(finding(r, "non-hdl-above-goal-ascvd")?.clinician).toMatch(/non-HDL-C 2\.6 mmol\/L or less/);
    expect(patientText(r)).not.toMatch(/triglycerides/i);
    expect(patientText(r)).toMatch(/What can I do to bring my non-HDL cholesterol down\?/);
  });
});

describe("triglycerides 6.5 mmol/L with a Friedewald LDL", () => {
  it("says the calculated LDL is not valid and gives non-HDL-C instead, with alcohol and diabetes as causes (case 03)", () => {
    const r = run("03-uk-tg-6-5-alcohol-diabetes-calc-ldl");
    expect(finding(r, "ldl-calculated-high-triglycerides")?.clinician).toMatch(
      /non-HDL cholesterol instead: 6\.3 mmol\/L/,
    );
    expect(finding(r, "severe-hypertriglyceridaemia")?.clinician).toMatch(/alcohol is a likely contributor/);
  });
});

describe("statin safety", () => {
  it("keeps the statin with ALT twice the upper limit and LDL-C at goal (case 04)", () => {
    const r = run("04-us-statin-ldl-48-alt-2x");
    expect(clinicianText(r)).toMatch(/Continue the statin and recheck ALT/);
    // A US record reads the AASLD 2023 statin advice, not NICE's threshold (review 35, liver-35 case 04).
    expect(finding(r, "masld-risk")?.clinician).toMatch(
      /is not a reason to stop the statin, which AASLD 2023 recommends/,
    );
  });

  it("writes the pause-simvastatin step once for muscle pain with CK 1200 on simvastatin 40 mg and amlodipine (case 05)", () => {
    const r = run("05-uk-simva-ck-1200-muscle-pain");
    expect(codes(r)).toEqual(expect.arrayContaining(["simvastatin-dose-limit", "statin-ck-elevated"]));
    const steps = clinicianText(r)
      .split("\n## Suggested next steps")[1]
      ?.split("\n## ")[0]
      ?.split("\n")
      .filter((l) => /pause simvastatin/i.test(l));
    expect(steps).toHaveLength(1);
  });

  it("still pauses simvastatin for muscle pain when the CK is normal", () => {
    const c = structuredClone(load("05-uk-simva-ck-1200-muscle-pain"));
    c.labResults[0] = { ...c.labResults[0], value: "180", flag: undefined };
    expect(clinicianText(runReviewCase(c))).toMatch(/in the notes: pause simvastatin while the symptoms are assessed/);
  });
});

describe("metabolic syndrome read with the notes", () => {
  it("counts a waist of 42 in and a glucose the notes call fasting: 5 of 5 criteria (case 06)", () => {
    const r = run("06-us-low-hdl-metabolic-syndrome");
    const f = finding(r, "metabolic-syndrome");
    expect(f?.severity).toBe("moderate");
    expect(f?.clinician).toMatch(/^5 of the 5/);
    expect(f?.clinician).toMatch(/waist 107 cm \("waist 42 in" in the notes\)/);
    expect(f?.clinician).toMatch(/fasting glucose 112 mg\/dL/);
    expect(f?.clinician).not.toMatch(/not named fasting/);
  });

  it("does not count the glucose when the notes say non-fasting, nor a waist target", () => {
    const c = withNotes(load("06-us-low-hdl-metabolic-syndrome"), "Non-fasting labs. Waist target 37 in. BP 136/86.");
    const f = finding(runReviewCase(c), "metabolic-syndrome");
    expect(f?.clinician).toMatch(/^3 of the 5/);
    expect(f?.clinician).toMatch(/not named fasting/);
  });
});

describe("LDL-C 192 mg/dL at 30 with a mother on a statin since 40", () => {
  it("flags severe hypercholesterolaemia and possible FH (case 08)", () => {
    const r = run("08-us-ldl-190-age-30-ehr");
    expect(codes(r)).toEqual(
      expect.arrayContaining(["severe-hypercholesterolaemia", "familial-hypercholesterolaemia-suspected"]),
    );
  });
});

describe("quiet case", () => {
  it("says nothing stands out for a healthy 35-year-old with normal lipids (case 07)", () => {
    const r = run("07-uk-healthy-35-normal-lipids-quiet");
    expect(codes(r)).toEqual([]);
    expect(patientText(r)).toMatch(/Nothing in these results stands out/);
  });
});
