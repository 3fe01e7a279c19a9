import { describe, expect, it } from "vitest";
import { codes, finding, reviewFolder } from "../testing/review-case.ts";

/*
 * Review 36, kidney-36: kidney, acute kidney injury and sepsis leftovers from review 35, and fresh
 * kidney and electrolyte cases (UK, US and neither-country records).
 * Found and changed:
 * - 01: "Creatinine 0.9 mg/dL on admission" and 2.1 mg/dL on hospital day 4 of vancomycin with
 *   piperacillin-tazobactam drew no acute kidney injury finding (an admission result was not read as a
 *   baseline), so the combination was never named as a kidney risk and the potassium of 5.7 on
 *   lisinopril got KDIGO's CKD advice to keep the ACE inhibitor. The admission result is now read
 *   (creatinine-baseline-notes.ts) and dates the rise to the stay: "treat this as acute kidney injury
 *   (KDIGO stage 2 ...)" (patterns.ts); the AKI finding names the combination
 *   (jhm-2017-vancomycin-piperacillin-aki) and the potassium finding withholds lisinopril. The same
 *   reading moves resp-infect-35 case 10's vancomycin trough into its AKI finding (that test updated).
 * - 01, 03, 04: a US record and a record of neither country cited the NHS England AKI algorithm, and
 *   with medicines withheld the RCGP toolkit (English sources); outside the UK the AKI finding now
 *   cites KDIGO, and for the withholding CCJM's advice to stop an ACE inhibitor or ARB and diuretics
 *   during illness or dehydration (momoniat-2019-acei-arb-potassium, new seenAt line); the potassium
 *   finding cites the RCGP toolkit only on a UK record (patterns.ts akiSources, drug-lab.ts). The
 *   metformin step cited the NHS (DCHFT) sick-day leaflet on a record of neither country; it is now
 *   cited on UK records only, the label elsewhere (04; aki-sick-day-diabetes.ts, also for the raised
 *   lactate step of the fever and sepsis findings).
 * - 02: creatinine 80 → 186 µmol/L (the baseline from the notes, undated) with a fever and suspected
 *   urosepsis: sulfonylurea-ckd set gliclazide's dose from the eGFR of 29. Beside any creatinine rise
 *   the dose now waits for a steady creatinine; with a fever, the sick-day wording withholds it while
 *   unwell (acute-context.ts dosesBesideCreatinineRise).
 * - 05: the same without an illness (creatinine 88 → 151 µmol/L over 103 days on daily naproxen, well):
 *   the gliclazide dose is put off and the tablet reviewed now for hypoglycaemia. The AKI finding told
 *   her metformin "is usually paused while you are unwell and not eating and drinking normally"; without
 *   fluid loss in the notes it now reads "while your kidney function is unstable" (aki-sick-day-diabetes.ts).
 * Pinned: 02 (a UK record keeps the NHS algorithm and RCGP toolkit; "baseline creatinine 80 μmol/L"
 * with a Greek mu is read), 06 (stable CKD G3bA2 on lisinopril with potassium 5.6 keeps KDIGO's CKD
 * advice, no AKI line), 07 (UK sodium 124 with confusion and a fall on indapamide and new sertraline:
 * critical, 999/A&E, indapamide stopped, sertraline named).
 * Not changed:
 * - 02: "fever and confusion" without "new" is not read as NICE's new confusion (vital-signs.ts reads
 *   only confusion said to be new), so no adult high risk sepsis finding: conservative, left.
 * - 06: the salt substitute beside lisinopril is not named (potassium-salt-substitute.ts reads it with
 *   spironolactone only; no source for an ACE inhibitor was seen today).
 * - The AKI finding still says "Review" an ACE inhibitor beside the potassium finding's "Withhold" when
 *   potassium is high (01, 02): not contradictory, left for the lead.
 * - The high potassium finding's same-day line (6.0 or more with AKI) cites NHS Highland on any record;
 *   the SGLT2 inhibitor pause cites MHRA on any record (no non-UK source seen for pausing in illness);
 *   the aminoglycoside AKI step cites the Oxford (OUH) monitoring guide on any record.
 * - 04: the AKI patient text says "Ask your doctor today; do not stop ..." twice (blood pressure and
 *   metformin extras).
 * - 01: CURB65 2 on hospital day 4 still says "consider hospital-based care" (pneumonia-curb65.ts does not
 *   read an inpatient): outside this topic, left for the respiratory owner.
 */
const { run } = reviewFolder(new URL("./fixtures/kidney-36-review36/", import.meta.url));

const ENGLISH_AKI_SOURCES = ["nhs-england-aki-algorithm", "rcgp-aki-toolkit"];

describe("kidney, AKI and sepsis leftovers (review 36, kidney-36)", () => {
  it("01: an admission creatinine is a baseline; the AKI finding names vancomycin with piperacillin-tazobactam", () => {
    const r = run("01-us-pneumonia-vanc-pip-tazo-admission-baseline");
    const aki = finding(r, "aki-creatinine-rise");
    expect(aki?.clinician).toContain('(the baseline given in the notes: "creatinine 0.9 mg/dl on admission")');
    expect(aki?.clinician).toContain(
      "against that admission result alone, as no earlier result is on record: the rise came during this stay, so treat this as acute kidney injury (KDIGO stage 2",
    );
    expect(aki?.nextSteps.find((s) => /vancomycin/.test(s))).toContain(
      "AKI is about twice as likely on vancomycin with piperacillin-tazobactam as on either alone",
    );
    expect(aki?.evidenceIds).toEqual([
      "kdigo-2012-aki",
      "rybak-2020-vancomycin-monitoring",
      "jhm-2017-vancomycin-piperacillin-aki",
    ]);
    // The CKD staging waits for the acute injury.
    expect(codes(r)).not.toContain("ckd-stage");
  });

  it("01: during the AKI the potassium finding withholds lisinopril, without KDIGO's CKD advice or English sources", () => {
    const k = finding(run("01-us-pneumonia-vanc-pip-tazo-admission-baseline"), "raas-hyperkalaemia");
    expect(k?.clinician).toContain("lisinopril 20 mg tablet is usually withheld while acute kidney injury is assessed");
    expect(k?.clinician).not.toContain("In CKD, KDIGO advises");
    expect(k?.nextSteps).toContain(
      "Withhold lisinopril 20 mg tablet while acute kidney injury is assessed; restart when kidney function and fluid status are stable",
    );
    expect(k?.evidenceIds).toEqual(expect.arrayContaining(["kdigo-2012-aki", "momoniat-2019-acei-arb-potassium"]));
    expect(k?.evidenceIds).not.toContain("rcgp-aki-toolkit");
  });

  it("02: beside a creatinine rise with a fever, gliclazide is withheld while unwell and no dose is set from the eGFR", () => {
    const r = run("02-uk-urosepsis-gliclazide-baseline-umol");
    const su = finding(r, "sulfonylurea-ckd");
    expect(su?.clinician).toContain(
      "Not for now: during an acute illness an eGFR from a creatinine that is not steady",
    );
    expect(su?.nextSteps[0]).toMatch(/^Withhold the sulfonylurea while acutely unwell/);
    expect(su?.nextSteps.join(" ")).not.toMatch(/^Review the sulfonylurea dose/);
    // A UK record keeps the English AKI sources; the Greek-mu baseline is read.
    const aki = finding(r, "aki-creatinine-rise");
    expect(aki?.clinician).toContain('"baseline creatinine 80 μmol/l"');
    expect(aki?.evidenceIds).toContain("nhs-england-aki-algorithm");
    expect(finding(r, "raas-hyperkalaemia")?.evidenceIds).toContain("rcgp-aki-toolkit");
  });

  it("03: a record of neither country with AKI and fluid loss cites KDIGO and CCJM, not the English sources", () => {
    const aki = finding(run("03-neither-diarrhoea-usual-creatinine"), "aki-creatinine-rise");
    expect(aki?.clinician).toContain('"usual creatinine ~90"');
    expect(aki?.nextSteps).toContain(
      "Withhold candesartan 16 mg tablets while fluid is being lost; once recovered, restart each by its indication",
    );
    expect(aki?.evidenceIds).toEqual(["kdigo-2012-aki", "momoniat-2019-acei-arb-potassium"]);
  });

  it("04: a US record with a usual creatinine in mg/dL cites no English AKI or sick-day source", () => {
    const aki = finding(run("04-us-diarrhoea-usual-creatinine-mgdl"), "aki-creatinine-rise");
    expect(aki?.clinician).toContain("(1.9× baseline)");
    expect(
      aki?.nextSteps.some((s) => s.startsWith("Withhold metformin 1000 mg tablet while kidney function is unstable")),
    ).toBe(true);
    expect(aki?.evidenceIds).toEqual(["kdigo-2012-aki", "momoniat-2019-acei-arb-potassium", "glucophage-label"]);
    expect(aki?.evidenceIds).not.toContain("dchft-type2-sglt2i-sick-day-rules");
    for (const id of ENGLISH_AKI_SOURCES) expect(aki?.evidenceIds).not.toContain(id);
  });

  it("05: without an illness the creatinine rise alone puts the gliclazide dose off, with a hypoglycaemia review now", () => {
    const r = run("05-uk-naproxen-gliclazide-creatinine-rise");
    const su = finding(r, "sulfonylurea-ckd");
    expect(su?.clinician).toContain(
      'Not for now: creatinine has risen from its baseline (see the "Acute rise in creatinine" finding), so this eGFR is not steady and does not guide dosing',
    );
    expect(su?.nextSteps).toEqual([
      "Review gliclazide 80 mg tablets now for hypoglycaemia while kidney function is unstable (check glucose); set its dose for kidney function once creatinine is stable",
    ]);
    const aki = finding(r, "aki-creatinine-rise");
    expect(aki?.nextSteps).toContain("Hold naproxen 500 mg tablets");
    expect(aki?.patient).toContain(
      "Your diabetes medicine metformin 500 mg tablets is usually paused while your kidney function is unstable, and restarted once it has recovered.",
    );
    expect(aki?.evidenceIds).toContain("nhs-england-aki-algorithm");
  });

  it("06: stable CKD with potassium 5.6 on lisinopril keeps KDIGO's CKD advice and draws no AKI line", () => {
    const r = run("06-us-ckd3b-stable-potassium-lisinopril");
    expect(codes(r)).not.toContain("aki-creatinine-rise");
    const k = finding(r, "raas-hyperkalaemia");
    expect(k?.clinician).toContain("In CKD, KDIGO advises");
    expect(k?.nextSteps).toContain(
      "Reduce or stop the ACE inhibitor/ARB only if potassium stays high despite these measures",
    );
    expect(k?.evidenceIds).not.toContain("rcgp-aki-toolkit");
  });

  it("07: UK sodium 124 with confusion on indapamide and new sertraline is an emergency naming both", () => {
    const r = run("07-uk-hyponatraemia-indapamide-sertraline");
    const na = finding(r, "hyponatraemia");
    expect(na?.severity).toBe("critical");
    expect(na?.patient).toContain("call 999 or go to A&E now");
    expect(na?.clinician).toContain("Sertraline 50 mg tablets was started recently");
    expect(finding(r, "diuretic-hyponatraemia")?.nextSteps[0]).toMatch(/^Stop indapamide 2\.5 mg tablets/);
  });
});
