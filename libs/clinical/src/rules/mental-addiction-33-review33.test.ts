import { describe, expect, it } from "vitest";
import {
  clinicianText,
  codes,
  expectDeepReadsThrough,
  finding,
  patientText,
  reviewFolder,
  runDeepReviewCase,
} from "../testing/review-case.ts";

/*
 * Review 33, mental-addiction-33: psychiatry and addiction medicine (17 cases, UK, US and neither;
 * lab-results and EHR, one deep). Found and changed:
 * - 01-03: a long QTc on methadone cited only general QT sources and told the clinician to "stop
 *   every QT-prolonging medicine that is not essential" beside methadone for opioid dependence.
 *   Methadone now gets its label's boxed warning (fda-methadone-label-qt, seen today) and a step to
 *   review the dose with the addiction service rather than stop it, placed after the same-day
 *   assessment and in place of "stop every QT-prolonging medicine" when methadone is the only one
 *   (cardio-rhythm.ts). A US record with no potassium now reads the target in mEq/L.
 * - 04-05: ALT 312 U/L on buprenorphine/naloxone read as a bare hepatocellular pattern. A new rule
 *   (buprenorphine-liver.ts) names buprenorphine's hepatitis warning from three times the upper
 *   limit (buprenorphine-label-hepatitis, livertox-buprenorphine, seen today); a mild rise does not.
 * - 06: "Valproate (Sodium valproate modified-release…)" kept a capital inside the brackets. A salt
 *   word before a generic name is now lowered with it, centrally (medicine-case.ts).
 * - 10: 100 units a week with new confusion, unsteady walking and flicking eyes gave no Wernicke
 *   finding (the old rule needs a low thiamine or bariatric surgery). New rule wernicke-alcohol.ts
 *   (aus-alcohol-guidelines-wernicke, seen today); 17 (alcohol without those signs) does not fire.
 * - 14-16: suicidal thoughts on an antidepressant under 25 did not mention the warning for young
 *   people: US and neither records now name the FDA boxed warning (fda-antidepressant-young-adults),
 *   UK records NICE NG222's week-one review (nice-ng222-depression-under-25); not at 45.
 * - 17: methadone with diazepam in a heavy drinker did not name alcohol, and cited the Beers
 *   criteria (65 and older) for a man of 49 (opioid-sedatives.ts).
 * Cases 07-09 and 11-13 pin lithium, clozapine, antipsychotic metabolic, eating disorder, serotonin
 * toxicity and SSRI hyponatraemia findings that already read right.
 */
const { run, load } = reviewFolder(new URL("./fixtures/mental-addiction-33-review33/", import.meta.url));

describe("methadone with a long QTc (review 33, mental-addiction-33)", () => {
  it("01: QTc 522 on methadone and ondansetron names the methadone boxed warning after the same-day step", () => {
    const r = run("01-neither-methadone-qtc-522-ondansetron");
    const f = finding(r, "qtc-prolonged");
    expect(f?.severity).toBe("critical");
    expect(f?.evidenceIds).toContain("fda-methadone-label-qt");
    expect(f?.clinician).toMatch(/Methadone's label carries a boxed warning of life-threatening QT prolongation/);
    expect(f?.nextSteps[0]).toMatch(/^Same-day emergency assessment/);
    expect(f?.nextSteps[1]).toMatch(
      /^Review the methadone dose with its prescriber or the addiction service rather than stopping it abruptly.*other QT-prolonging medicines first/,
    );
    expect(patientText(r)).toMatch(/Do not stop your methadone on your own/);
  });

  it("02: methadone alone with QTc 478 drops 'stop every QT-prolonging medicine' and reads potassium in mEq/L", () => {
    const r = run("02-us-methadone-qtc-478-alone");
    const f = finding(r, "qtc-prolonged");
    expect(f?.nextSteps[0]).toMatch(/^Review the methadone dose/);
    expect(f?.nextSteps.join("\n")).not.toMatch(
      /every QT-prolonging medicine that is not essential|other QT-prolonging/,
    );
    expect(f?.nextSteps.join("\n")).toMatch(/Correct potassium to 4 mEq\/L/);
  });

  it("03: citalopram with QTc 476 and no methadone reads without the methadone text", () => {
    const r = run("03-uk-citalopram-qtc-476-no-methadone");
    const f = finding(r, "qtc-prolonged");
    expect(f?.evidenceIds).not.toContain("fda-methadone-label-qt");
    expect(f?.clinician).not.toMatch(/methadone/i);
    expect(f?.nextSteps[0]).toMatch(/^Stop, or replace/);
  });
});

describe("buprenorphine and a raised ALT (review 33, mental-addiction-33)", () => {
  it("04: ALT 312 U/L on buprenorphine/naloxone names the label's hepatitis warning and no abrupt stop", () => {
    const r = run("04-us-buprenorphine-alt-312");
    const f = finding(r, "buprenorphine-raised-alt");
    expect(f?.severity).toBe("moderate");
    expect(f?.evidenceIds).toEqual(expect.arrayContaining(["buprenorphine-label-hepatitis", "livertox-buprenorphine"]));
    expect(f?.clinician).toMatch(/7\.1 times the upper limit, on buprenorphine\/naloxone sublingual film/);
    expect(f?.clinician).toMatch(/not stopped abruptly/);
    expect(patientText(r)).toMatch(/Do not stop it on your own/);
  });

  it("05: a mild ALT rise (58, limit 40) on buprenorphine is left to the lab flag", () => {
    const r = run("05-uk-buprenorphine-alt-58-mild");
    expect(codes(r)).not.toContain("buprenorphine-raised-alt");
  });
});

describe("drug names in the clinician text (review 33, mental-addiction-33)", () => {
  it("06: 'Sodium valproate' reads in lower case inside brackets, and 'Valproate' still opens the sentence", () => {
    const r = run("06-uk-sodium-valproate-woman-30-ammonia-ehr");
    const text = clinicianText(r);
    expect(text).toMatch(/Valproate \(sodium valproate modified-release 500 mg tablets\) in a woman aged 30/);
    expect(text).not.toMatch(/\(Sodium valproate/);
    expect(codes(r)).toContain("valproate-hyperammonaemia");
  });
});

describe("the sweep: lithium, clozapine, metabolic, alcohol, eating disorders (review 33, mental-addiction-33)", () => {
  it("07: lithium 1.7 mEq/L on lisinopril and a new thiazide is critical and names both interacting medicines", () => {
    const r = run("07-us-lithium-1-7-lisinopril-hctz");
    expect(finding(r, "lithium-level-high")?.severity).toBe("critical");
    expect(clinicianText(r)).toMatch(/lisinopril and hydrochlorothiazide/);
    expect(clinicianText(r)).toMatch(/1\.7 mEq\/L/);
  });

  it("08: clozapine week 4 with neutrophils 1.3, raised troponin and 6 days without bowels opening reads all three", () => {
    const r = run("08-uk-clozapine-anc-1-3-constipation-ehr");
    expect(codes(r)).toEqual(
      expect.arrayContaining(["clozapine-neutropenia", "clozapine-myocarditis", "clozapine-gi-hypomotility"]),
    );
    expect(finding(r, "clozapine-myocarditis")?.severity).toBe("critical");
  });

  it("09: olanzapine with HbA1c 6.9% and high triglycerides asks for metabolic monitoring", () => {
    const r = run("09-neither-olanzapine-metabolic");
    expect(codes(r)).toEqual(
      expect.arrayContaining(["antipsychotic-metabolic-monitoring", "diabetes-range-undiagnosed"]),
    );
  });

  it("10: heavy drinking with confusion, unsteady walking and flicking eyes reads as possible Wernicke's, thiamine first", () => {
    const r = run("10-uk-alcohol-ggt-mcv-confusion-ataxia");
    const f = finding(r, "wernicke-alcohol");
    expect(f?.severity).toBe("critical");
    expect(f?.evidenceIds).toContain("aus-alcohol-guidelines-wernicke");
    expect(f?.clinician).toMatch(/"confusion"/);
    expect(f?.clinician).toMatch(/"eyes flicking"/);
    expect(f?.nextSteps[0]).toMatch(/parenteral thiamine now, before any glucose/);
    expect(patientText(r)).toMatch(/go to A&E today/);
  });

  it("11: anorexia with potassium 2.7, low phosphate and a pulse of 41 reads as medical instability", () => {
    const r = run("11-us-anorexia-k-2-7-phos-low-hr-41");
    expect(finding(r, "eating-disorder-medical-instability")?.severity).toBe("critical");
  });

  it("12: sertraline with new tramadol, clonus and fever reads as critical serotonin toxicity", () => {
    const r = run("12-neither-serotonin-sertraline-tramadol");
    expect(finding(r, "serotonin-toxicity-combination")?.severity).toBe("critical");
    expect(clinicianText(r)).not.toMatch(/call 999|call 911/);
  });

  it("13: sodium 126 on citalopram at 81 names citalopram as a cause", () => {
    const r = run("13-uk-citalopram-sodium-126-older");
    expect(codes(r)).toContain("hyponatraemia");
    expect(clinicianText(r)).toMatch(/Review citalopram \(it can lower sodium\)/);
  });
});

describe("suicidal thoughts on an antidepressant under 25 (review 33, mental-addiction-33)", () => {
  it("14: US, 19, fluoxetine three weeks: FDA boxed warning and 988", () => {
    const r = run("14-us-fluoxetine-19-suicidal-thoughts");
    const f = finding(r, "suicidal-thoughts-in-notes");
    expect(f?.clinician).toMatch(/On fluoxetine at 19: antidepressants carry an FDA boxed warning/);
    expect(f?.evidenceIds).toContain("fda-antidepressant-young-adults");
    expect(patientText(r)).toMatch(/call 911.*988/s);
  });

  it("15: UK, 22, sertraline: NICE NG222's week-one review and Samaritans 116 123", () => {
    const r = run("15-uk-sertraline-22-suicidal-thoughts");
    const f = finding(r, "suicidal-thoughts-in-notes");
    expect(f?.clinician).toMatch(/NICE \(NG222\)/);
    expect(f?.clinician).not.toMatch(/FDA/);
    expect(f?.evidenceIds).toContain("nice-ng222-depression-under-25");
    expect(patientText(r)).toMatch(/Samaritans free on 116 123/);
  });

  it("16: at 45 on fluoxetine the young-people warning is not given", () => {
    const r = run("16-us-fluoxetine-45-suicidal-thoughts");
    const f = finding(r, "suicidal-thoughts-in-notes");
    expect(f?.clinician).not.toMatch(/boxed warning|NG222/);
    expect(f?.evidenceIds).not.toContain("fda-antidepressant-young-adults");
  });
});

describe("deep EHR: methadone, diazepam and heavy drinking (review 33, mental-addiction-33)", () => {
  it("17: the opioid-benzodiazepine finding names alcohol, cites no Beers criteria at 49, and gives no Wernicke finding", () => {
    const r = runDeepReviewCase(load("17-neither-deep-methadone-alcohol-hcv-ehr"));
    expectDeepReadsThrough(r);
    const f = finding(r, "opioid-benzodiazepine");
    expect(f?.clinician).toMatch(
      /Alcohol \("Alcohol use disorder" in the record\) is a further central nervous system depressant/,
    );
    expect(f?.evidenceIds).not.toContain("ags-beers-2023");
    expect(codes(r)).not.toContain("wernicke-alcohol");
  });
});
