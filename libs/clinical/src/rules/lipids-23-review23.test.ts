import { describe, expect, it } from "vitest";
import { Severity } from "../model.ts";
import {
  clinicianText,
  codes,
  expectDeepReadsThrough,
  finding,
  patientText,
  type ReviewCase,
  reviewFolder,
  runReviewCase,
  runDeepReviewCase,
} from "../testing/review-case.ts";

/** Review 23, lipids and statins (lipids-23): the statin question at 85+, in type 1 diabetes, from a noted ASCVD risk, in cirrhosis; FH on a US record. */
const { load, run } = reviewFolder(new URL("./fixtures/lipids-23-review23/", import.meta.url));
const edit = (name: string, change: (c: ReviewCase) => void): ReviewCase => {
  const c = structuredClone(load(name));
  change(c);
  return c;
};
const steps = (r: ReturnType<typeof run>) => r.findings.flatMap((f) => f.nextSteps);

describe("the statin question at 85 or over on a UK record", () => {
  it("names NICE's advice to consider a statin at 85+, where QRISK3 gives no score (case 01)", () => {
    const r = run("01-uk-87-primary-prevention-no-statin");
    const f = finding(r, "statin-question-85-plus-uk");
    expect(f?.clinician).toMatch(/QRISK3 estimates risk only up to 84/);
    expect(f?.clinician).toMatch(/85 or older as at increased cardiovascular risk from age alone/);
    expect(f?.severity).toBe(Severity.low);
    expect(patientText(r)).toMatch(/Some of your cholesterol results are above the usual range\. At 85 and over/);
  });

  it("stays quiet at 84, on a statin, with a statin declined, with frailty, or on a record that does not read as UK", () => {
    const variants: ((c: ReviewCase) => void)[] = [
      (c) => (c.patientContext.age = "84"),
      (c) => c.patientContext.medications.push({ name: "Atorvastatin", dosage: "20 mg", frequency: "daily" }),
      (c) => (c.patientContext.clinicalNotes += " Declined a statin last year."),
      (c) => c.patientContext.conditions.push({ name: "Moderate frailty", status: "active" }),
      (c) => (c.patientContext.clinicalNotes = "Annual review. No heart attack, stroke or angina."),
    ];
    for (const change of variants)
      expect(codes(runReviewCase(edit("01-uk-87-primary-prevention-no-statin", change)))).not.toContain(
        "statin-question-85-plus-uk",
      );
  });
});

describe("NICE's statin criteria in type 1 diabetes beyond age", () => {
  it("offers atorvastatin 20 mg at 32 with type 1 diabetes for 18 years (case 02)", () => {
    const r = run("02-uk-t1d-age-32-duration-18y-albuminuria");
    const f = finding(r, "statin-opportunity-diabetes");
    expect(f?.severity).not.toBe(Severity.low);
    expect(f?.clinician).toMatch(/Here a statin is offered \(diabetes for about 18 years, more than 10\)/);
    expect(steps(r)).toContain(
      "Offer atorvastatin 20 mg for primary prevention (NICE, type 1 diabetes for more than 10 years), after discussing benefits and risks",
    );
  });

  it("reads the duration from the notes when the condition has no date", () => {
    const r = runReviewCase(
      edit("02-uk-t1d-age-32-duration-18y-albuminuria", (c) => delete c.patientContext.conditions[0].onsetDate),
    );
    expect(finding(r, "statin-opportunity-diabetes")?.clinician).toMatch(/diabetes for about 18 years/);
  });

  it("offers one with recorded nephropathy, and only discusses one with none of NICE's offer criteria", () => {
    const short = (c: ReviewCase) => {
      delete c.patientContext.conditions[0].onsetDate;
      c.patientContext.clinicalNotes = "NHS diabetes clinic annual review. Type 1 diabetes diagnosed aged 27.";
    };
    const none = runReviewCase(edit("02-uk-t1d-age-32-duration-18y-albuminuria", short));
    expect(finding(none, "statin-opportunity-diabetes")?.severity).toBe(Severity.low);
    expect(steps(none).join("\n")).toMatch(/^Discuss a statin \(NICE/m);
    const nephropathy = runReviewCase(
      edit("02-uk-t1d-age-32-duration-18y-albuminuria", (c) => {
        short(c);
        c.patientContext.conditions.push({ name: "Diabetic nephropathy", status: "active" });
      }),
    );
    expect(finding(nephropathy, "statin-opportunity-diabetes")?.clinician).toMatch(/nephropathy is recorded/);
  });
});

describe("a US record with the 10-year ASCVD risk in the notes", () => {
  it("answers the statin question at the noted 9.1% rather than offering to work the risk out (case 03)", () => {
    const r = run("03-us-primary-prevention-ldl-142-ascvd-9pct");
    const f = finding(r, "statin-answer-noted-ascvd-risk");
    expect(f?.clinician).toMatch(/The notes give a 10-year ASCVD risk of 9\.1%\. .*7\.5% to under 20% is intermediate/);
    expect(steps(r).join("\n")).toMatch(/moderate-intensity statin \(ACC\/AHA 2019: aim for an LDL-C fall of 30–49%\)/);
    expect(patientText(r)).not.toMatch(/can work out your overall heart risk/);
  });

  it("stays silent without a noted risk", () => {
    const r = runReviewCase(
      edit("03-us-primary-prevention-ldl-142-ascvd-9pct", (c) => (c.data.additionalContext = "Annual physical.")),
    );
    expect(codes(r)).not.toContain("statin-answer-noted-ascvd-risk");
  });

  it("reads through in deep mode", () => {
    const c = load("03-us-primary-prevention-ldl-142-ascvd-9pct");
    expectDeepReadsThrough(runDeepReviewCase(c));
  });
});

describe("statins in cirrhosis", () => {
  it("asks for the simvastatin to be reviewed in decompensated cirrhosis (case 04)", () => {
    const f = finding(run("04-uk-decompensated-cirrhosis-on-simvastatin"), "cirrhosis-statin");
    expect(f?.clinician).toMatch(
      /The US simvastatin label contraindicates it in acute liver failure or decompensated cirrhosis/,
    );
    expect(f?.patient).toMatch(/Do not stop it without talking to them first/);
  });

  it("leaves a statin alone in compensated cirrhosis (case 10)", () => {
    expect(codes(run("10-uk-compensated-cirrhosis-masld-on-atorvastatin"))).not.toContain("cirrhosis-statin");
  });
});

describe("familial hypercholesterolaemia on a US record", () => {
  it("gives the FH steps without NICE's referral pathway for LDL-C 224 mg/dL (case 05)", () => {
    const r = run("05-us-fh-ldl-224-mother-mi-52");
    // The "yellowish bumps on Achilles tendons" are tendon xanthomata: definite FH (leftovers-23 review23).
    expect(codes(r)).toContain("familial-hypercholesterolaemia-definite");
    expect(steps(r).join("\n")).not.toMatch(/NICE/);
    expect(steps(r)).toContain(
      "Refer to an FH specialist (lipid) service for DNA testing and cascade testing of relatives",
    );
  });
});

describe("other lipid cases", () => {
  it("keeps the pancreatitis-level triglycerides first with alcohol named (case 06)", () => {
    const f = finding(run("06-uk-tg-14-previous-pancreatitis"), "severe-hypertriglyceridaemia");
    expect(f?.clinician).toMatch(/alcohol is a likely contributor/);
  });

  it("does not tell a woman who stopped two statins for muscle aches to start atorvastatin (case 07)", () => {
    expect(clinicianText(run("07-uk-statin-intolerance-ck-normal"))).not.toMatch(/Offer atorvastatin/);
  });

  it("reads a raised Lp(a) as a risk enhancer (case 08)", () => {
    expect(codes(run("08-us-lpa-high-ldl-118"))).toContain("lpa-elevated");
  });

  it("keeps a healthy 44-year-old with normal lipids quiet (case 09)", () => {
    expect(codes(run("09-us-healthy-normal-lipids-quiet"))).toEqual([]);
  });
});
