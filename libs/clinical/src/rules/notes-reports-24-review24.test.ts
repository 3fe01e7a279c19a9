import { describe, expect, it } from "vitest";
import { clinicianText, codes, finding, patientText, reviewFolder, runReviewCase } from "../testing/review-case.ts";
import { classifyMedication } from "../vocab/medications.ts";
import { medNames } from "./context.ts";
import { statedMention } from "./notes.ts";

const { load, run } = reviewFolder(new URL("./fixtures/notes-reports-24-review24/", import.meta.url));

describe("a denial with a time span does not reach past the comma to a new finding (review 24)", () => {
  it("01: 'No period for 7 months, hot flushes' at 43 with FSH 64 reads the hot flushes as stated", () => {
    const r = run("01-no-period-7-months-comma-hot-flushes-uk");
    expect(codes(r)).toContain("menopause-fsh-40-to-45");
    expect(finding(r, "menopause-fsh-40-to-45")?.clinician).toMatch(/hot flushes/);
  });

  it("with the hot flushes denied in their own words, the menopause finding does not fire", () => {
    const c = load("01-no-period-7-months-comma-hot-flushes-uk");
    c.patientContext.clinicalNotes =
      "GP surgery telephone review. No period for 7 months. No hot flushes or night sweats.";
    expect(codes(runReviewCase(c))).not.toContain("menopause-fsh-40-to-45");
  });

  it("a span ends the denial only before a new item, not in a list joined by 'or'", () => {
    expect(statedMention("no period for 7 months, hot flushes, poor sleep.", /hot flushes/)).toBe("hot flushes");
    expect(statedMention("no bm x 4 days, vomiting since last night.", /vomiting/)).toBe("vomiting");
    expect(statedMention("no period since march, night sweats.", /night sweats/)).toBe("night sweats");
    expect(statedMention("no fever, cough or rash.", /rash/)).toBeUndefined();
    expect(statedMention("no fever, cough, rash.", /cough/)).toBeUndefined();
    expect(statedMention("no weight loss in 6 months, night sweats or fevers.", /night sweats/)).toBeUndefined();
    expect(statedMention("denies chest pain, palpitations or syncope for 2 weeks.", /syncope/)).toBeUndefined();
  });
});

describe("a noisy neutrophil count is not told as a trend (review 24)", () => {
  it("02: neutrophils 1.0, 1.2, 1.1 read as stable, as the Duffy-null finding beside it says", () => {
    const r = run("02-neutrophils-1-0-1-2-1-1-noisy-uk");
    expect(codes(r)).toContain("duffy-null-neutrophil-count");
    expect(codes(r)).not.toContain("trend-rising");
    expect(clinicianText(r)).toMatch(/\| stable \(1\.0 → 1\.1 10\^9\/L since 2026-05\) \|/);
  });

  it("a fall by a third or more is still a fall", () => {
    const c = load("02-neutrophils-1-0-1-2-1-1-noisy-uk");
    c.labResults[0].value = "1.9";
    c.labResults[1].value = "1.6";
    expect(codes(runReviewCase(c))).toContain("trend-falling");
  });
});

describe("a positive chlamydia NAAT is said once, by its finding (review 24)", () => {
  it("03: no generic 'was positive' line beside the chlamydia finding", () => {
    const r = run("03-chlamydia-naat-positive-us");
    expect(codes(r)).toContain("chlamydia-positive");
    expect(r.findings.filter((f) => f.family === "lab-flag")).toEqual([]);
  });

  it("a positive result the chlamydia finding does not read keeps its own line", () => {
    const c = load("03-chlamydia-naat-positive-us");
    c.labResults[3].value = "REACTIVE";
    c.labResults[3].referenceRange = "NON-REACTIVE";
    const r = runReviewCase(c);
    expect(r.findings.some((f) => f.family === "lab-flag" && /RPR/.test(f.title))).toBe(true);
  });
});

describe("one medicine listed by brand and generic name is one medicine (review 24)", () => {
  it("04: furosemide and Lasix are named once, with the second listing in brackets", () => {
    const r = run("04-furosemide-and-lasix-listed-low-potassium-us");
    const f = finding(r, "diuretic-hypokalaemia");
    expect(f?.clinician).toMatch(/on furosemide 40 mg tablet \(also listed as Lasix 40 mg oral tablet\);/i);
    expect(clinicianText(r)).not.toMatch(/^- Lasix 40 mg oral tablet: see/m);
    expect(clinicianText(r)).toMatch(/^- Furosemide 40 mg tablet \(also listed as Lasix 40 mg oral tablet\): see/m);
  });

  it("two strengths under one name stay two entries; an older name is the same medicine", () => {
    const med = (name: string, i: number) => ({
      ref: `med:${i}`,
      index: i,
      name,
      status: "active",
      active: true,
      ...classifyMedication(name),
    });
    expect(medNames([med("Warfarin 1 mg", 0), med("Warfarin 3 mg", 1)])).toBe("Warfarin 1 mg and Warfarin 3 mg");
    expect(medNames([med("Frusemide 40 mg", 0), med("Furosemide 40 mg", 1)])).toBe(
      "Frusemide 40 mg (also listed as Furosemide 40 mg)",
    );
  });

  it("two different loop diuretics are still two medicines", () => {
    const c = load("04-furosemide-and-lasix-listed-low-potassium-us");
    c.data.medications[1].medication = "Bumetanide 1 mg tablet";
    const f = finding(runReviewCase(c), "diuretic-hypokalaemia");
    expect(f?.clinician).toMatch(/on furosemide 40 mg tablet and bumetanide 1 mg tablet;/i);
  });
});

describe("the high-potassium finding leaves the withholding to the kidney finding (review 24)", () => {
  it("05: AKI with diarrhoea and K 5.8 on losartan: the withhold step and its wording appear once", () => {
    const r = run("05-aki-diarrhoea-high-potassium-losartan-uk");
    const k = finding(r, "raas-hyperkalaemia");
    expect(codes(r)).toContain("aki-creatinine-rise");
    expect(k?.clinician).toMatch(/the acute creatinine rise finding sets out which medicines to withhold/);
    expect(k?.clinician).not.toMatch(/usually withheld/);
    expect(k?.patient).not.toMatch(/pause some of your blood pressure/);
    expect(clinicianText(r).match(/usually withheld/g)).toHaveLength(1);
    expect(clinicianText(r).match(/^- Withhold /gm)).toHaveLength(1);
  });

  it("without the creatinine rise, the potassium finding still says what to withhold while fluid is checked", () => {
    const c = load("05-aki-diarrhoea-high-potassium-losartan-uk");
    c.data.labTrends = [];
    c.data.recentAbnormalLabs = c.data.recentAbnormalLabs.filter((l: { display: string }) => l.display === "Potassium");
    const r = runReviewCase(c);
    expect(codes(r)).not.toContain("aki-creatinine-rise");
    expect(finding(r, "raas-hyperkalaemia")?.clinician).toMatch(
      /usually withheld while fluid status and kidney function are rechecked/,
    );
    expect(patientText(r)).toMatch(/pause some of your blood pressure, water or pain tablets/);
  });
});

describe("denied lists stay denied in a well person's notes (review 24)", () => {
  it("06: a health check with 'no chest pain in the last 6 months, palpitations or breathlessness' stays quiet", () => {
    const r = run("06-well-woman-negated-lists-quiet-uk");
    expect(r.findings).toEqual([]);
    expect(patientText(r)).toMatch(/Nothing in these results stands out as a concern/);
  });
});

describe("brand and generic thyroid hormone on one list (review 24)", () => {
  it("07: Synthroid and levothyroxine are one medicine in the over-replacement finding and the medicines list", () => {
    const r = run("07-synthroid-and-levothyroxine-listed-tsh-low-us");
    expect(finding(r, "levothyroxine-tsh-low")?.clinician).toMatch(
      /on Synthroid \(also listed as levothyroxine sodium\):/,
    );
    expect(clinicianText(r)).toMatch(
      /^- Synthroid \(also listed as levothyroxine sodium\): see "Thyroid" and "Medication safety"$/m,
    );
  });

  it("a brand listed alone is named as written", () => {
    const c = load("07-synthroid-and-levothyroxine-listed-tsh-low-us");
    c.patientContext.medications.splice(1, 1);
    expect(finding(runReviewCase(c), "levothyroxine-tsh-low")?.clinician).toMatch(/on Synthroid:/);
  });
});

describe("a low potassium read by two findings is said to the patient once (review 24)", () => {
  it("08: the aldosteronism point already says the potassium is low; the diuretic point adds only its reason", () => {
    const r = run("08-indapamide-low-sodium-low-potassium-uk");
    expect(codes(r)).toEqual(expect.arrayContaining(["primary-aldosteronism-screen", "diuretic-hypokalaemia"]));
    const text = patientText(r);
    expect(text.match(/Your potassium is low/g)).toHaveLength(1);
    // Review 46: a UK patient's diuretics are water tablets (us-words-46, record-words.ts withCountryWords).
    expect(text).toMatch(/it can be treated\. Water tablets can wash potassium out of the body\./);
  });

  it("without hypertension the diuretic point keeps its own opening", () => {
    const c = load("08-indapamide-low-sodium-low-potassium-uk");
    c.patientContext.conditions = [{ name: "Ankle oedema", status: "active" }];
    const r = runReviewCase(c);
    expect(codes(r)).not.toContain("primary-aldosteronism-screen");
    // Review 46: water tablets on this UK record, as above.
    expect(patientText(r)).toMatch(/^- Your potassium is low\. Water tablets can wash potassium out of the body\./m);
  });
});

describe("a combined CT/NG panel's chlamydia line is not read as gonorrhoea (review 24)", () => {
  it("09: 'CT/NG NAAT - Chlamydia trachomatis' detected gives the chlamydia finding only", () => {
    const r = run("09-ct-ng-panel-chlamydia-positive-gonorrhoea-negative-us");
    expect(codes(r)).toEqual(["chlamydia-positive"]);
    expect(finding(r, "chlamydia-positive")?.clinician).not.toMatch(/gonorrhoea was found too/);
  });

  it("the panel's gonorrhoea line detected still gives the gonorrhoea finding", () => {
    const c = load("09-ct-ng-panel-chlamydia-positive-gonorrhoea-negative-us");
    c.labResults[0].value = "NOT DETECTED";
    c.labResults[1].value = "DETECTED";
    const r = runReviewCase(c);
    expect(codes(r)).toContain("gonorrhoea-positive");
    expect(codes(r)).not.toContain("chlamydia-positive");
  });
});
