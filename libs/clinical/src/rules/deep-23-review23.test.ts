import { describe, expect, it } from "vitest";
import { withoutRepeatedReferrals } from "../compose/referral-steps.ts";
import {
  codes,
  finding,
  patientText,
  reviewFolder,
  runDeepReviewCase,
  expectDeepReadsThrough,
  type ReviewRun,
} from "../testing/review-case.ts";

/** Review 23, deep-23: multimorbid EHR records read end to end in deep mode. */
const NAMES = [
  "01-t2d-ckd4-hfref-hyperkalaemia",
  "02-brca1-iron-deficiency-anaemia",
  "03-alcohol-liver-disease-ascites",
  "04-pregnancy-hypothyroid-tsh-high",
  "05-falls-polypharmacy-hyponatraemia",
  "06-pregnancy-new-tsh-high-no-tpo",
  "07-af-warfarin-amiodarone-inr-high",
  "08-quiet-controlled-hypertension-hypothyroid",
  "09-lupus-diabetes-glomerular-haematuria",
];

const { load, edit } = reviewFolder(new URL("./fixtures/deep-23-review23/", import.meta.url));
const steps = (r: ReviewRun) => r.findings.flatMap((f) => f.nextSteps);

/** The step lines of the light list and of every "Further steps" block in a deep report. */
function stepLines(text: string): { listed: string[]; further: string[] } {
  const lines = text.split("\n");
  const listed: string[] = [];
  const further: string[] = [];
  let into: string[] | undefined;
  for (const l of lines) {
    if (l === "## Suggested next steps and monitoring") into = listed;
    else if (l === "**Further steps**") into = further;
    else if (l.startsWith("#") || (l.startsWith("**") && l.endsWith("**"))) into = undefined;
    else if (into !== undefined && l.startsWith("- ")) into.push(l);
  }
  return { listed, further };
}

/** A lupus-free version of case 09: glomerular haematuria and an ACR over the NICE referral level. */
const withoutLupus = () =>
  edit("09-lupus-diabetes-glomerular-haematuria", (d) => {
    d.pastMedicalHistory = d.pastMedicalHistory.filter((p) => !/lupus/i.test(p.display ?? ""));
    d.medications = d.medications.filter((m) => !/hydroxychloroquine/i.test(m.medication ?? ""));
    d.recentAbnormalLabs = d.recentAbnormalLabs.filter((l) => !/C3/.test(l.display ?? ""));
  });

describe("every deep-23 case reads through the deep path", () => {
  it.each(NAMES)("%s: a detailed discussion, no template gaps, and every citation numbered", (name) => {
    expectDeepReadsThrough(runDeepReviewCase(load(name)));
  });

  it.each(NAMES)("%s: no next step is printed twice, in the list or in the per-problem further steps", (name) => {
    const { listed, further } = stepLines(runDeepReviewCase(load(name)).result.clinicianResponse);
    expect(new Set(listed).size).toBe(listed.length);
    expect(new Set(further).size).toBe(further.length);
    expect(further.filter((l) => listed.includes(l))).toEqual([]);
  });
});

describe("deep reports merge next steps as the light report does", () => {
  it("gives one nephrology referral when two findings each ask for one, with no unmerged copy further down", () => {
    const r = runDeepReviewCase(withoutLupus());
    expect(codes(r)).toEqual(expect.arrayContaining(["proteinuria-nephrology-referral", "microhaematuria-evaluation"]));
    expectDeepReadsThrough(r);
    const referrals = r.result.clinicianResponse.split("\n").filter((l) => l.startsWith("- Refer to nephrology"));
    expect(referrals).toEqual([
      "- Refer to nephrology (NICE NG203 criteria met): check blood pressure, eGFR and a urine albumin- or protein-to-creatinine ratio",
    ]);
  });

  it("drops a routine referral when an urgent review by the same specialty is already asked for", () => {
    const r = runDeepReviewCase(load("09-lupus-diabetes-glomerular-haematuria"));
    const text = r.result.clinicianResponse;
    expect(text).toContain("- Urgent rheumatology and nephrology review (within days) for kidney biopsy");
    expect(text).not.toContain("- Refer to nephrology");
  });

  it("keeps referrals to other specialties and plain referrals with no urgent one beside them", () => {
    expect(
      withoutRepeatedReferrals([
        "Urgent rheumatology and nephrology review (within days) for kidney biopsy",
        "Refer to nephrology: check blood pressure",
        "Refer to nephrology if medical renal disease is suspected; keep the risk-based urological evaluation",
        "Refer to hepatology",
      ]),
    ).toEqual(["Urgent rheumatology and nephrology review (within days) for kidney biopsy", "Refer to hepatology"]);
    expect(withoutRepeatedReferrals(["Refer to nephrology: check blood pressure"])).toEqual([
      "Refer to nephrology: check blood pressure",
    ]);
  });
});

describe("advice that fits the record (review 23, deep-23)", () => {
  it("does not call an HbA1c at goal when cirrhosis makes it read low", () => {
    const r = runDeepReviewCase(load("03-alcohol-liver-disease-ascites"));
    expect(codes(r)).toContain("hba1c-unreliable-cirrhosis");
    expect(codes(r)).not.toContain("diabetes-at-goal");
    expect(steps(r)).not.toContain("Continue current treatment; check HbA1c at least twice a year while at goal");
  });

  it("asks the ultrasound only to exclude obstruction when cirrhosis is already known, and to look for it otherwise", () => {
    const known = finding(runDeepReviewCase(load("03-alcohol-liver-disease-ascites")), "alcohol-hepatitis");
    expect(known?.nextSteps).toContain("Liver ultrasound to exclude bile-duct obstruction");
    expect(known?.nextSteps.join(" ")).not.toContain("look for cirrhosis");
    const unknown = finding(
      runDeepReviewCase(
        edit("03-alcohol-liver-disease-ascites", (d) => {
          d.pastMedicalHistory = d.pastMedicalHistory.filter((p) => !/cirrhosis/i.test(p.display ?? ""));
          d.imagingStudies = [];
        }),
      ),
      "alcohol-hepatitis",
    );
    expect(unknown?.nextSteps).toContain("Liver ultrasound to exclude bile-duct obstruction and look for cirrhosis");
  });

  it("continues iron already prescribed for low iron stores instead of offering it again", () => {
    const on = finding(runDeepReviewCase(load("04-pregnancy-hypothyroid-tsh-high")), "iron-deficiency-without-anaemia");
    expect(on?.nextSteps).toEqual([
      "Continue the iron already prescribed (ferrous fumarate 210 mg tablet); check that it is being taken and tolerated, and recheck ferritin",
    ]);
    const off = finding(
      runDeepReviewCase(
        edit("04-pregnancy-hypothyroid-tsh-high", (d) => {
          d.medications = d.medications.filter((m) => !/ferrous/i.test(m.medication ?? ""));
        }),
      ),
      "iron-deficiency-without-anaemia",
    );
    // Without iron, pregnancy's own step (review 28, paeds-obs-28).
    expect(off?.nextSteps).toEqual([
      "Offer iron replacement, as iron needs rise through pregnancy; recheck hemoglobin and ferritin",
    ]);
  });

  it("names two INR-raising medicines in the plural", () => {
    const r = runDeepReviewCase(load("07-af-warfarin-amiodarone-inr-high"));
    const f = finding(r, "warfarin-inr-high");
    expect(f?.clinician).toContain(
      "Clarithromycin 500 mg tablet and amiodarone 200 mg tablet can raise the INR on warfarin and are likely causes of this rise.",
    );
    // Amiodarone is kept with a lower warfarin dose (deep-leftovers-23): only the antibiotic is to stop or replace.
    expect(f?.nextSteps.join(" ")).toContain(
      "which can raise the INR on warfarin and is a likely cause: stop or replace it",
    );
    const one = finding(
      runDeepReviewCase(
        edit("07-af-warfarin-amiodarone-inr-high", (d) => {
          d.medications = d.medications.filter((m) => !/clarithromycin/i.test(m.medication ?? ""));
        }),
      ),
      "warfarin-inr-high",
    );
    expect(one?.clinician).toContain(
      "Amiodarone 200 mg tablet can raise the INR on warfarin and is a likely cause of this rise.",
    );
  });

  it("counts the medicines in the NSAID, RAS blocker and diuretic combination for the patient", () => {
    expect(patientText(runDeepReviewCase(load("01-t2d-ckd4-hfref-hyperkalaemia")))).toContain(
      "Four of your medicines together can strain the kidneys.",
    );
    const three = runDeepReviewCase(
      edit("01-t2d-ckd4-hfref-hyperkalaemia", (d) => {
        d.medications = d.medications.filter((m) => !/spironolactone/i.test(m.medication ?? ""));
      }),
    );
    expect(patientText(three)).toContain("Three of your medicines together can strain the kidneys.");
  });

  it("does not point the levothyroxine decision to ATA 2026 treatment advice that was not seen", () => {
    const r = runDeepReviewCase(
      edit("06-pregnancy-new-tsh-high-no-tpo", (d) => {
        d.recentNormalLabs = d.recentNormalLabs.filter((l) => !/free t4/i.test(l.display ?? ""));
        d.recentAbnormalLabs.push({
          display: "Free T4",
          value: "24",
          unit: "pmol/L",
          date: "2026-11-24",
          referenceRange: "9.0-19.0",
          interpretation: "High",
        });
      }),
    );
    const f = finding(r, "pregnancy-tsh-high");
    expect(f?.nextSteps).toContain(
      "Decide on levothyroxine with the pregnancy care team once TSH and free T4 are confirmed",
    );
    expect(r.result.clinicianResponse).not.toContain("following the ATA 2026");
  });
});

describe("a well-controlled older adult with hypertension and treated hypothyroidism (deep-23 08)", () => {
  it("stays quiet in deep mode", () => {
    const r = runDeepReviewCase(load("08-quiet-controlled-hypertension-hypothyroid"));
    expect(codes(r)).toEqual([]);
    expect(patientText(r)).toContain("Nothing in these results stands out as a concern.");
    expect(r.result.clinicianResponse).toContain("No problem was identified in the data supplied");
  });
});
