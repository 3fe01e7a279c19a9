import { describe, expect, it } from "vitest";
import { codes, finding, patientText, reviewFolder } from "../testing/review-case.ts";

/*
 * Review 38, meds-wording-38: medicine findings' wording and duplicates, leftovers from review 37.
 * Found and changed:
 * - 01: platelets 245 → 88 in week 3 of linezolid: the generic low platelet line ("a low value has many
 *   causes, including medicines, liver disease, infections …") stood beside linezolid-low-platelets.
 *   It now points to the medicine finding, as for the other drug blood-count findings
 *   (lead-finding.ts, DRUG_LOW_COUNTS).
 * - 03: ritonavir with a triamcinolone shoulder injection and no signs was asked to "agree a switch to
 *   beclometasone" and asked "Can my steroid be changed". An injection now gets: avoid a further
 *   CYP3A-cleared steroid injection while boosted unless the benefit outweighs the risk (MHRA 2016),
 *   watch for Cushing's features after it, and a question on a treatment other than an injection
 *   (booster-corticosteroid.ts).
 * - 04: Genvoya with a triamcinolone epidural and a cortisol of 1.9 µg/dL: the clinician text and first
 *   step said "do not stop the steroid abruptly" and "plan any switch (beclometasone for asthma)" for
 *   an injection already given; they now read the suppression as a crisis risk during illness and
 *   avoid a further injection (booster-corticosteroid.ts). The low cortisol line ("can point to weak
 *   adrenal glands") now points to the booster or azole finding that reads it (lead-finding.ts).
 * - 05: itraconazole with Symbicort and a "rounder face" in the notes only was told "Your results
 *   suggest … your body has stopped making enough of its own stress hormone"; now "Your notes
 *   suggest …, and your body may have stopped" (azole-inhaled-steroid.ts).
 * - 06: lithium, adjusted calcium 2.71 and PTH 9.4: "repeat in about 2 weeks; refer to endocrinology if
 *   both stay abnormal" stood beside "Refer to endocrinology or a parathyroid surgeon". The referral
 *   now waits for the repeat, and the patient is told a referral follows if a repeat is still high
 *   (patterns.ts, calciumRepeatStep and the hypercalcaemia rule).
 * - 07: LoSalt with lisinopril and potassium 5.9: "Should I avoid salt substitutes that contain
 *   potassium?" was asked beside the sentence that answers it; it is dropped when the substitute is
 *   recorded (drug-lab.ts, raas-hyperkalaemia).
 * - 08: nivolumab with "colitis improving on steroid taper, bowels 2 times a day. Nivolumab on hold."
 *   was read as new grade 1 colitis where "the checkpoint inhibitor usually continues", with "go to
 *   hospital now". A mild colitis the notes say is settling, on a systemic steroid or with the
 *   checkpoint inhibitor held, is now the team's known colitis and draws no new colitis finding
 *   (ici-colitis-hepatitis.ts). Review 37's endocrine-meds-37 case 12 now draws none either.
 * Pinned:
 * - 02: clozapine with neutrophils 1.8 (UK amber): the generic low neutrophil line already pointed to
 *   the clozapine finding (review 22); pinned.
 * - 09: diarrhoea 5 times a day "not settling despite prednisolone", immunotherapy on hold, stays a
 *   grade 2 colitis finding.
 * - 10: ritonavir with a fluticasone inhaler and no signs keeps the beclometasone switch and question.
 * - 11: lithium with a high calcium and no PTH keeps "refer to endocrinology if both stay abnormal".
 * - 12: ramipril with potassium 5.8 and no salt substitute in the notes keeps the salt substitute
 *   question.
 * Not changed:
 * - 08: with the colitis finding gone, the report says "Nothing in these results stands out"; a finding
 *   for a known immune colitis on a steroid taper (taper length, when to restart) was not written, as
 *   no source text on it was seen today.
 * - 09: the grade 2 steps still offer "Corticosteroids (prednisolone 1 mg/kg/day) unless the problem is
 *   settling" to a patient already on prednisolone 60 mg and not settling (steroid-refractory reading
 *   left to the oncology owner).
 * - 03, 04: the booster finding names only the ritonavir tablet, not the darunavir it boosts, and the
 *   clinician text still says "beclometasone is preferred" (the MHRA wording, true for inhaled use).
 * - How a depot's adrenal suppression is followed after the injection (repeat cortisol timing) is not
 *   given: no source seen today.
 */
const { run } = reviewFolder(new URL("./fixtures/meds-wording-38-review38/", import.meta.url));

type Run = ReturnType<typeof run>;
const labLine = (r: Run, code: string, analyte: RegExp) =>
  r.findings.find((f) => f.code === code && analyte.test(f.title));

describe("generic lab lines beside a medicine finding that reads them (review 38, meds-wording-38)", () => {
  it("01: the low platelet line points to the linezolid finding instead of listing causes", () => {
    const r = run("01-uk-linezolid-platelets-88-week-three");
    expect(codes(r)).toContain("linezolid-low-platelets");
    const line = labLine(r, "lab-low", /^Platelet/);
    expect(line?.clinician).toContain("Read with the finding on the medicine and the blood count");
    expect(line?.clinician).not.toContain("has many causes");
    expect(line?.patient).toContain('begins "Your platelet count (cells that help blood clot) is low"');
  });

  it("02: the low neutrophil line already points to the clozapine finding", () => {
    const r = run("02-uk-clozapine-neutrophils-1-8-amber");
    expect(finding(r, "clozapine-neutropenia")?.clinician).toContain("an amber result");
    const line = labLine(r, "lab-low", /^Neutrophils/);
    expect(line?.clinician).toContain("Read with the finding on the medicine and the blood count");
    expect(line?.patient).toContain('begins "You take clozapine');
  });

  it("04: the low cortisol line points to the booster finding, not to weak adrenal glands", () => {
    const line = labLine(run("04-us-genvoya-triamcinolone-epidural-low-cortisol"), "lab-low", /^Cortisol/);
    expect(line?.clinician).toContain("reads this cortisol as adrenal suppression from the interaction");
    expect(line?.clinician).not.toContain("weak adrenal glands");
  });
});

describe("a boosted or azole-blocked steroid: steps that fit the route and the sign (review 38, meds-wording-38)", () => {
  it("03: a triamcinolone shoulder injection on ritonavir: avoid a further injection, no beclometasone switch", () => {
    const f = finding(run("03-uk-ritonavir-triamcinolone-shoulder-injection-no-signs"), "booster-cyp3a-corticosteroid");
    expect(f?.severity).toBe("moderate");
    expect(f?.nextSteps[0]).toMatch(
      /^Avoid a further CYP3A-cleared steroid injection \(such as triamcinolone\) while on ritonavir or cobicistat unless the benefit outweighs the risk/,
    );
    expect(f?.nextSteps[1]).toMatch(/^Watch for Cushing's features and adrenal suppression after the injection/);
    expect(f?.nextSteps.join(" ")).not.toContain("beclometasone");
    expect(f?.patientQuestions).toEqual([
      "Is there a treatment other than a steroid injection that is safer with my HIV medicine?",
    ]);
    expect(f?.evidenceIds).toEqual(["mhra-2016-boosters-corticosteroids"]);
  });

  it("04: a triamcinolone epidural on Genvoya with a low cortisol: no 'do not stop abruptly', no switch", () => {
    const f = finding(run("04-us-genvoya-triamcinolone-epidural-low-cortisol"), "booster-cyp3a-corticosteroid");
    expect(f?.severity).toBe("high");
    expect(f?.clinician).toContain("adrenal suppression from the interaction: it risks adrenal crisis during illness.");
    expect(f?.nextSteps[0]).toBe(
      "Seek same-week advice from endocrinology and the HIV team on the adrenal suppression; avoid a further CYP3A-cleared steroid injection (such as triamcinolone) while on ritonavir or cobicistat unless the benefit outweighs the risk",
    );
    expect(JSON.stringify(f)).not.toMatch(
      /stop the steroid abruptly|beclometasone for asthma|Do not stop your steroid/,
    );
    expect(f?.nextSteps[1]).toMatch(/a steroid emergency card/);
    expect(f?.patient).toContain("Your results suggest this has already happened");
  });

  it("10: a fluticasone inhaler on ritonavir keeps the beclometasone switch", () => {
    const f = finding(run("10-us-norvir-fluticasone-inhaler-no-signs"), "booster-cyp3a-corticosteroid");
    expect(f?.nextSteps[0]).toMatch(/^Agree a switch to beclometasone/);
    expect(f?.patientQuestions).toEqual(["Can my steroid be changed to one that is safer with my HIV medicine?"]);
  });

  it("05: itraconazole with Symbicort and a rounder face in the notes only: 'your notes suggest'", () => {
    const f = finding(run("05-uk-itraconazole-budesonide-round-face-notes-only"), "azole-cyp3a-corticosteroid");
    expect(f?.severity).toBe("high");
    expect(f?.patient).toContain(
      "Your notes suggest this has already happened, and your body may have stopped making enough of its own stress hormone (cortisol).",
    );
    expect(f?.patient).not.toContain("Your results suggest");
  });
});

describe("lithium with a high calcium and PTH: one referral plan (review 38, meds-wording-38)", () => {
  it("06: the referral waits for the 2-week repeat", () => {
    const r = run("06-uk-lithium-calcium-2-71-pth-high");
    const f = finding(r, "hypercalcaemia");
    expect(f?.nextSteps[0]).toBe("Repeat albumin-adjusted calcium with PTH in about 2 weeks");
    expect(f?.nextSteps).toContain(
      "If calcium and PTH stay abnormal on the repeat, refer to endocrinology or a parathyroid surgeon",
    );
    expect(f?.nextSteps.some((s) => s.startsWith("Refer to endocrinology"))).toBe(false);
    expect(f?.patient).toContain(
      "If a repeat test is still high, your doctor will likely refer you to a hormone specialist or a parathyroid surgeon",
    );
  });

  it("11: without a PTH the repeat step keeps its own referral", () => {
    const f = finding(run("11-uk-lithium-calcium-2-68-no-pth"), "hypercalcaemia");
    expect(f?.nextSteps[0]).toBe(
      "Repeat albumin-adjusted calcium with PTH in about 2 weeks; refer to endocrinology if both stay abnormal",
    );
  });
});

describe("a question the report already answers (review 38, meds-wording-38)", () => {
  it("07: a recorded LoSalt drops the salt substitute question", () => {
    const r = run("07-uk-losalt-lisinopril-potassium-5-9");
    const f = finding(r, "raas-hyperkalaemia");
    expect(f?.patient).toContain("Your notes say you use a salt substitute.");
    expect(f?.patientQuestions).toEqual(["Do any of my medicines need to change because of my potassium?"]);
    expect(patientText(r)).not.toContain("Should I avoid salt substitutes that contain potassium?");
  });

  it("12: with no salt substitute recorded the question stays", () => {
    const f = finding(run("12-uk-ramipril-potassium-5-8-no-salt-substitute"), "raas-hyperkalaemia");
    expect(f?.patientQuestions).toContain("Should I avoid salt substitutes that contain potassium?");
  });
});

describe("a checkpoint colitis already under treatment (review 38, meds-wording-38)", () => {
  it("08: colitis improving on a steroid taper with nivolumab on hold is not new grade 1 colitis", () => {
    const r = run("08-uk-nivolumab-colitis-settling-prednisolone-on-hold");
    expect(codes(r)).not.toContain("ici-colitis-hepatitis");
    const text = patientText(r);
    expect(text).not.toContain("go to hospital now");
    expect(JSON.stringify(r.findings)).not.toContain("usually continues");
  });

  it("09: diarrhoea 5 times a day not settling despite prednisolone stays grade 2", () => {
    const f = finding(run("09-uk-nivolumab-diarrhoea-5-a-day-despite-prednisolone"), "ici-colitis-hepatitis");
    expect(f?.severity).toBe("high");
    expect(f?.clinician).toContain("grade 2");
    expect(f?.nextSteps[0]).toMatch(/^Contact the oncology team today; hold the checkpoint inhibitor/);
  });
});
