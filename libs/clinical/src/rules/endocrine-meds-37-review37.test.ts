import { describe, expect, it } from "vitest";
import { codes, finding, patientText, reviewFolder } from "../testing/review-case.ts";

/*
 * Review 37, endocrine-meds-37: endocrine effects of medicines, leftovers from earlier reviews.
 * Found and changed:
 * - 01: Genvoya (cobicistat) with inhaled fluticasone and a 9am cortisol of 62 nmol/L: the patient was
 *   told of the one low cortisol in two bullets (the booster finding and the low-cortisol-after-steroids
 *   finding), and the booster finding's steps gave no Steroid Emergency Card. The booster finding now
 *   adds the card (NHS alert) and the low-cortisol finding steps aside when it reads the cortisol, as
 *   it already did for the azole pair (booster-corticosteroid.ts boosterReadsLowCortisol,
 *   cortisol-low-context.ts).
 * - 02: a triamcinolone (Kenalog) knee injection on lopinavir/ritonavir with a moon face was told
 *   "even from an inhaler or nasal spray", "keep using your steroid until your doctors change it" and
 *   "do not stop your steroid suddenly", none of which fits one injection already given, and "your
 *   results suggest" with no result. An injected steroid now gets "even from an injection" and a
 *   reminder before any further injection; signs read only from the notes say "your notes suggest"
 *   (booster-corticosteroid.ts).
 * - 04, 06: a low ACTH on pembrolizumab or nivolumab, with a cortisol of 148 nmol/L (just inside its
 *   range) or none, was read as "steroid medicines or an adrenal gland making too much cortisol on its
 *   own", with no steroid listed. On a checkpoint inhibitor with no steroid and a cortisol that is not
 *   raised, the line now names possible hypophysitis, read with a morning cortisol and endocrine advice
 *   (ASCO irAE guideline; evaluate.ts, catalogue/overlay.ts lowActhOnCheckpoint).
 * - 05: cortisol 2.1 µg/dL with ACTH 4 pg/mL on nivolumab with ipilimumab, no vomiting, normal blood
 *   pressure and salts, got two lab lines and no finding: the crisis finding needs a salt change or a
 *   low pressure, which secondary adrenal insufficiency often lacks. A new finding reads it as likely
 *   hypophysitis: hydrocortisone with same-day endocrine advice, thyroid hormone only after it, other
 *   pituitary hormones, MRI with headache or visual change, Steroid Emergency Card, oncology team
 *   (ici-endocrine.ts, ici-hypophysitis-adrenal).
 * - 07: clozapine with neutrophils 1.7 x10^9/L on a Sheffield record got only the generic low-neutrophil
 *   line ("common and harmless in many people of African or Middle Eastern ancestry"). A UK record now
 *   reads 1.5 to below 2.0 as an amber result under the UK monitoring services, with twice-weekly full
 *   blood counts until green; the UK amber band was seen today on an NHS GGC clozapine monitoring page
 *   and a CPMS-based trust appendix, added to the NHS red-result source (drug-blood.ts,
 *   evidence/added-sources.ts, evidence/summaries.ts).
 * Pinned: 03 (darunavir/cobicistat with nasal budesonide and no signs: moderate, switch to
 * beclometasone), 08 (a US count of 1700/µL, stable and well: no clozapine finding, no amber),
 * 09 (amiodarone with TSH 18.4 and a low free T4: overt hypothyroidism read as amiodarone-induced,
 * levothyroxine without stopping amiodarone), 10 (lithium with a high adjusted calcium and PTH: lithium
 * named, calcium and PTH repeated in about two weeks), 11 (levothyroxine with biotin, TSH suppressed and
 * free T4 high: assay interference named before any dose change), 12 (pembrolizumab on prednisolone with
 * a low ACTH: the steroid reading stands, no hypophysitis line), 13 (nivolumab with cortisol 41 nmol/L,
 * low ACTH, vomiting and BP 86/52: the critical crisis finding names hypophysitis; the new finding stays
 * silent).
 * Not changed:
 * - 02: the booster finding's clinician steps still say "do not stop the steroid abruptly" and "plan any
 *   switch (beclometasone for asthma)" for a joint injection; no source seen today on how an injected
 *   depot's suppression is followed on a booster.
 * - 07: the generic low-neutrophil lab line (with its ancestry remark) still stands beside the clozapine
 *   finding, as for red results; left to the lab-line owners.
 * - 10: the lithium hypercalcaemia steps give both "repeat in about 2 weeks, refer if both stay abnormal"
 *   and "refer to endocrinology or a parathyroid surgeon"; outside this topic's time.
 * - 12: the checkpoint colitis finding reads a recorded "immune-related colitis" settling on prednisolone,
 *   immunotherapy on hold, as new grade 1 colitis where "the checkpoint inhibitor usually continues";
 *   outside the endocrine topic.
 * - The azole finding (azole-inhaled-steroid.ts) still says "Your results suggest" when its only sign is
 *   in the notes.
 */
const { run } = reviewFolder(new URL("./fixtures/endocrine-meds-37-review37/", import.meta.url));

type Run = ReturnType<typeof run>;
const standsOut = (r: Run) => {
  const text = patientText(r);
  const start = text.indexOf("## What stands out");
  const section = text.slice(start, text.indexOf("\n## ", start + 1));
  return section.split("\n").filter((l) => l.startsWith("- "));
};
const labLine = (r: Run, analyte: RegExp) =>
  r.findings.find((f) => f.code.startsWith("lab-") && analyte.test(f.clinician))?.clinician;

describe("HIV boosters with a CYP3A-cleared steroid (review 37, endocrine-meds-37)", () => {
  it("01: cobicistat with inhaled fluticasone and cortisol 62: one finding, with a steroid emergency card", () => {
    const r = run("01-uk-genvoya-fluticasone-low-cortisol");
    const f = finding(r, "booster-cyp3a-corticosteroid");
    expect(f?.severity).toBe("high");
    expect(f?.clinician).toContain("Signs that this has happened: a low morning cortisol, 62 nmol/L (2026-11-28)");
    expect(f?.nextSteps.some((s) => /a steroid emergency card/.test(s))).toBe(true);
    expect(f?.evidenceIds).toContain("nhs-2020-steroid-emergency-card");
    expect(f?.patient).toContain("Do not stop your steroid suddenly.");
    expect(codes(r)).not.toContain("cortisol-low-after-steroid-exposure");
    expect(standsOut(r).filter((l) => /stress hormone|cortisol/i.test(l))).toHaveLength(1);
  });

  it("02: a triamcinolone knee injection on lopinavir/ritonavir is not told to keep using or not to stop it", () => {
    const r = run("02-us-kaletra-triamcinolone-knee-cushingoid");
    const f = finding(r, "booster-cyp3a-corticosteroid");
    expect(f?.severity).toBe("high");
    expect(f?.clinician).toContain('the notes record "moon face"');
    expect(f?.patient).toContain("even from an injection.");
    expect(f?.patient).toContain("Before any further steroid injection, remind the doctor giving it");
    expect(f?.patient).toContain("Your notes suggest this has already happened");
    expect(f?.patient).not.toMatch(/inhaler or nasal spray|Keep using your steroid|Do not stop your steroid/);
  });

  it("03: darunavir/cobicistat with nasal budesonide and no signs: moderate, switch to beclometasone", () => {
    const r = run("03-us-darunavir-cobicistat-budesonide-nasal-no-signs");
    const f = finding(r, "booster-cyp3a-corticosteroid");
    expect(f?.severity).toBe("moderate");
    expect(f?.patient).toContain("even from an inhaler or nasal spray");
    expect(f?.nextSteps[0]).toMatch(/^Agree a switch to beclometasone/);
    expect(f?.evidenceIds).toEqual(["mhra-2016-boosters-corticosteroids"]);
  });
});

describe("checkpoint inhibitors and a low ACTH (review 37, endocrine-meds-37)", () => {
  it("04: low ACTH with a cortisol just inside its range on pembrolizumab names possible hypophysitis", () => {
    const r = run("04-uk-pembrolizumab-low-acth-borderline-cortisol");
    const line = labLine(r, /^ACTH/);
    expect(line).toContain("can be a sign of inflammation of the pituitary gland (hypophysitis)");
    expect(line).toContain("read with a morning cortisol and the symptoms, with endocrine advice");
    expect(line).not.toContain("making too much cortisol on its own");
    expect(patientText(r)).toContain("a known side effect of these drugs");
  });

  it("05: cortisol 2.1 µg/dL with a low ACTH on nivolumab and ipilimumab, no crisis: a hypophysitis finding", () => {
    const r = run("05-us-nivolumab-ipilimumab-low-acth-low-cortisol");
    const f = finding(r, "ici-hypophysitis-adrenal");
    expect(f?.severity).toBe("high");
    expect(f?.clinician).toContain(
      "morning cortisol 2.1 µg/dL (2026-11-30) is low with ACTH 4 pg/mL (2026-11-30) not raised, which is secondary (central) adrenal insufficiency, most likely checkpoint-inhibitor hypophysitis",
    );
    expect(f?.nextSteps[0]).toMatch(/^Start hydrocortisone replacement with same-day endocrine advice/);
    expect(f?.nextSteps).toContain(
      "Check TSH and free T4 and the other pituitary hormones; start any thyroid hormone only after hydrocortisone",
    );
    expect(f?.nextSteps.some((s) => /Steroid Emergency Card/.test(s))).toBe(true);
    expect(f?.evidenceIds).toEqual(["asco-2018-irae", "sfe-adrenal-crisis", "nhs-2020-steroid-emergency-card"]);
    expect(codes(r)).not.toContain("adrenal-crisis-suspected");
  });

  it("06: a low ACTH with no cortisol on nivolumab names possible hypophysitis, not cortisol made on its own", () => {
    const r = run("06-uk-nivolumab-low-acth-no-cortisol");
    const line = labLine(r, /^ACTH/);
    expect(line).toContain("hypophysitis");
    expect(line).not.toContain("making too much cortisol on its own");
  });

  it("12: pembrolizumab on prednisolone: the low ACTH keeps the steroid reading", () => {
    const r = run("12-uk-pembrolizumab-prednisolone-low-acth");
    const line = labLine(r, /^ACTH/);
    expect(line).toContain("can come from steroid medicines");
    expect(line).not.toContain("hypophysitis");
    expect(codes(r)).not.toContain("ici-hypophysitis-adrenal");
  });

  it("13: with vomiting and BP 86/52 the crisis finding reads it, not the hypophysitis finding", () => {
    const r = run("13-uk-nivolumab-low-cortisol-acth-vomiting-hypotension");
    const crisis = finding(r, "adrenal-crisis-suspected");
    expect(crisis?.severity).toBe("critical");
    expect(crisis?.clinician).toContain("most likely immune checkpoint inhibitor hypophysitis");
    expect(codes(r)).not.toContain("ici-hypophysitis-adrenal");
  });
});

describe("clozapine neutrophil bands by country (review 37, endocrine-meds-37)", () => {
  it("07: neutrophils 1.7 x10^9/L on a UK record is an amber result with twice-weekly counts", () => {
    const r = run("07-uk-clozapine-neutrophils-1-7-amber");
    const f = finding(r, "clozapine-neutropenia");
    expect(f?.severity).toBe("moderate");
    expect(f?.clinician).toContain("an amber result under the UK clozapine monitoring services");
    expect(f?.clinician).not.toContain("not yet in the clozapine label's neutropenia bands");
    expect(f?.nextSteps[1]).toMatch(/^Full blood count twice weekly until neutrophils are back to 2 10\^9\/L or more/);
    expect(f?.nextSteps.join(" ")).not.toContain("Stop clozapine");
    expect(f?.evidenceIds).toContain("nhs-clozapine-red-result");
  });

  it("08: a stable US count of 1700/µL draws no clozapine finding and no amber band", () => {
    const r = run("08-us-clozapine-anc-1700-not-amber");
    expect(codes(r)).not.toContain("clozapine-neutropenia");
    expect(JSON.stringify(r.findings)).not.toContain("amber");
  });
});

describe("other medicines with endocrine effects (review 37, endocrine-meds-37)", () => {
  it("09: amiodarone with TSH 18.4 and a low free T4: amiodarone-induced hypothyroidism, amiodarone kept", () => {
    const r = run("09-uk-amiodarone-tsh-high-low-ft4");
    const f = finding(r, "overt-hypothyroidism");
    expect(f?.clinician).toContain("On amiodarone this is likely amiodarone-induced hypothyroidism");
    expect(f?.clinician).toContain("does not require amiodarone to be stopped");
  });

  it("10: lithium with a high calcium and PTH: lithium named, calcium and PTH repeated", () => {
    const r = run("10-uk-lithium-high-calcium");
    const f = finding(r, "hypercalcaemia");
    expect(f?.clinician).toContain("lithium is associated with hypercalcaemia and a raised PTH");
    expect(f?.nextSteps[0]).toMatch(/^Repeat albumin-adjusted calcium with PTH in about 2 weeks/);
  });

  it("11: levothyroxine with biotin, TSH suppressed and free T4 high: interference before any dose change", () => {
    const r = run("11-uk-levothyroxine-biotin-tsh-low-ft4-high");
    const f = finding(r, "biotin-thyroid-interference");
    expect(f?.clinician).toContain("a pattern that mimics hyperthyroidism or over-replacement");
    expect(f?.nextSteps[0]).toMatch(/^Before any change of treatment, stop biotin/);
  });
});
