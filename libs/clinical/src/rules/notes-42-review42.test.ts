import { describe, expect, it } from "vitest";
import {
  citedFor,
  clinicianText,
  codes,
  finding,
  patientText,
  reviewFolder,
  runReviewCase,
} from "../testing/review-case.ts";

/*
 * Review 42, wording against the notes:
 * Found and changed:
 * - 01, 02: a fever with pneumonia on the chest X-ray (01, UK) or a UTI with a positive urine culture
 *   in the notes (02, US) still asked to "look for a source of infection". The fever finding now names
 *   the recorded source and the step says to treat it as the likely source, looking for another only
 *   if it does not explain the picture; the patient is told the fever is most likely from it
 *   (vital-signs.ts knownFeverSource, as review 15 did for cellulitis). On integration a urine culture
 *   result of "No significant growth" was found to count as positive ("growth"); such results, mixed
 *   growth and negative cultures are now left out.
 * - 03: a Kenalog knee injection written only in the notes was pointed to in "Medication
 *   considerations" by the finding's title. A drug finding that names no listed medicine is now
 *   pointed to by the medicine it quotes from the notes (compose/clinician.ts notedMedicine), and the
 *   cortisol finding quotes the named depot steroid ("kenalog 40 mg") beside "steroid injection"
 *   (cortisol-low-context.ts). The same finding gave no time to repeat the cortisol: it now says
 *   suppression lasts about 1 to 4 weeks after one depot triamcinolone dose and asks for a repeat 9 am
 *   cortisol at least 4 weeks after the injection, citing Iranmanesh 2017 (PMID 28674775, seen today on
 *   PMC; new source iranmanesh-2017-epidural-triamcinolone-hpa).
 * - 04, 05: a first eGFR of 52 at a yearly review was titled "Chronic kidney disease category" on UK
 *   and US records although its text said a single result does not establish CKD. Unconfirmed results
 *   are now titled "Low eGFR, not yet shown to last 3 months: repeat to confirm" (patterns.ts
 *   ckd-stage); 06 (two low values 4 months apart) keeps the CKD title.
 * - 07, 10: a listed medicine the notes say was stopped ("Stopped naproxen last month", "Metformin
 *   stopped 2 weeks ago") was read as current: the NSAID "triple whammy" and NSAID-with-CKD findings,
 *   and "metformin is prescribed while eGFR is 28 ... stop it". Such medicines are now marked stopped
 *   when the notes name them next to the stopping word (normalize/medicine-notes.ts, for lab-results
 *   and EHR records).
 * Pinned: 08 (a mother's type 2 diabetes is not read as the patient's: prediabetes wording stays);
 * 09 ("denies chest pain" is read as no symptoms beside a raised troponin); 11 ("stopped ibuprofen ...
 * started naproxen" keeps the naproxen current).
 * Not changed:
 * - The thyroid-storm and serotonin-toxicity fever paths still say "No source of infection is stated
 *   ... look for a source" without checking for a known source; not reproduced today.
 * - The ckd-stage steps for an unconfirmed result still include "Monitor eGFR and urine ACR at a
 *   frequency set by the G/A category" after the confirming repeat; older tests pin that step.
 * - The depot-injection timing rests on one small epidural study (8 men, 80 mg) and an ECE 2015
 *   abstract agreeing on up to 4 weeks; no guideline on when to retest after a joint injection was
 *   found, so the wording stays with what the study showed and the repeat is "at least 4 weeks".
 */

const { load, run, withNotes } = reviewFolder(new URL("./fixtures/notes-42-review42/", import.meta.url));

const FEVER = "fever-sepsis-check";
const CORTISOL = "cortisol-low-after-steroid-exposure";
const CKD = "ckd-stage";

describe("a fever with a known source names it (review 42)", () => {
  it("01: pneumonia on the chest X-ray is named as the likely source (UK)", () => {
    const r = run("01-uk-38-fever-cxr-pneumonia");
    const f = finding(r, FEVER);
    expect(f?.clinician).toContain(
      'Pneumonia is shown on imaging (Chest X-ray, 2026-12-03: "Right lower lobe consolidation consistent with pneumonia") and is the likely source of the fever.',
    );
    expect(f?.nextSteps[0]).toBe(
      "Record blood pressure and oxygen saturation; treat the recorded pneumonia as the likely source, looking for another source only if it does not explain the picture",
    );
    expect(f?.patient).toContain("This is most likely from the chest infection (pneumonia) in your record.");
    expect(clinicianText(r)).not.toContain("look for a source of infection");
  });

  it("02: a UTI with a positive urine culture in the notes is named (US)", () => {
    const f = finding(run("02-us-67-fever-uti-culture"), FEVER);
    // Review 44: the quote keeps the notes' own case (acute-44 case 11).
    expect(f?.clinician).toContain(
      'A urinary tract infection is recorded with a positive urine culture ("Urine culture positive" in the notes) and is the likely source of the fever.',
    );
    expect(f?.nextSteps[0]).toMatch(/; treat the recorded urinary tract infection as the likely source,/);
    expect(f?.patient).toContain("most likely from the urine infection in your record");
  });

  it("02 without the culture: a fever with no source recorded still asks for one", () => {
    const r = withNotes(
      "02-us-67-fever-uti-culture",
      "Primary care clinic, Columbus, Ohio. Fever since yesterday. Alert.",
    );
    expect(finding(r, FEVER)?.nextSteps[0]).toBe(
      "Record blood pressure and oxygen saturation, and look for a source of infection",
    );
  });
});

describe("a urine culture result without a significant organism (review 42)", () => {
  it("02 with 'No significant growth' as the culture result: not read as a source, still asks for one", () => {
    const c = load("02-us-67-fever-uti-culture");
    c.data.additionalContext = "Primary care clinic, Columbus, Ohio. Fever since yesterday. Alert.";
    c.data.recentNormalLabs = [
      { display: "Urine culture", value: "No significant growth", unit: "", date: "2026-12-02" },
    ];
    const f = finding(runReviewCase(c), FEVER);
    expect(f?.clinician).not.toContain("positive urine culture");
    expect(f?.nextSteps[0]).toBe("Record blood pressure and oxygen saturation, and look for a source of infection");
  });
});

describe("a steroid injection in the notes (review 42)", () => {
  it("03: the medication section names the injected medicine, not the finding's title", () => {
    const r = run("03-uk-55-knee-steroid-injection-notes");
    expect(clinicianText(r)).toContain('- Kenalog 40 mg (in the notes): see "Adrenal axis after glucocorticoids"');
    expect(clinicianText(r)).not.toContain("- Low morning cortisol after a steroid injection: possible");
    expect(finding(r, CORTISOL)?.clinician).toContain('("steroid injection" and "kenalog 40 mg" in the notes)');
  });

  it("03: the finding gives the time to repeat the cortisol, with its source", () => {
    const r = run("03-uk-55-knee-steroid-injection-notes");
    const f = finding(r, CORTISOL);
    expect(f?.clinician).toContain("suppressed for about 1 to 4 weeks in a small study (80 mg epidurally)");
    expect(f?.nextSteps).toContain(
      "Repeat the 9 am cortisol once at least 4 weeks have passed since the injection to judge recovery, sooner with endocrine advice if symptoms of adrenal insufficiency appear",
    );
    expect(f?.evidenceIds).toContain("iranmanesh-2017-epidural-triamcinolone-hpa");
    expect(citedFor(r, CORTISOL)).toContain("iranmanesh-2017-epidural-triamcinolone-hpa");
  });
});

describe("a single low eGFR is not titled as CKD (review 42)", () => {
  it("04 (UK) and 05 (US): a first eGFR of 52 reads 'repeat to confirm'", () => {
    for (const name of ["04-uk-60-single-egfr-52", "05-us-60-single-egfr-52"]) {
      const f = finding(run(name), CKD);
      expect(f?.title).toBe("Low eGFR, not yet shown to last 3 months: repeat to confirm");
      expect(f?.clinician).toContain("A single result does not establish CKD");
      expect(f?.patient).toContain("A single result does not mean kidney disease.");
    }
  });

  it("06: two low values 4 months apart keep the CKD wording", () => {
    const f = finding(run("06-uk-60-egfr-52-and-54-four-months"), CKD);
    expect(f?.title).toBe("Chronic kidney disease category");
    expect(f?.clinician).toContain("This meets the KDIGO definition of CKD");
  });
});

describe("medicines the notes say were stopped (review 42)", () => {
  it("07: naproxen stopped last month draws no NSAID finding", () => {
    const r = run("07-uk-68-naproxen-stopped-last-month-ace");
    expect(codes(r)).not.toContain("nsaid-raas-diuretic");
    expect(codes(r)).not.toContain("nsaid-ckd");
    expect(codes(r)).not.toContain("nsaid-in-notes-kidney");
    expect(r.model.medications.find((m) => m.name.startsWith("Naproxen"))?.status).toBe("stopped");
  });

  it("11: 'stopped ibuprofen ... started naproxen' keeps the listed naproxen current", () => {
    const r = run("11-uk-68-ibuprofen-stopped-naproxen-started");
    expect(finding(r, "nsaid-raas-diuretic")?.severity).toBe("high");
    expect(codes(r)).toContain("nsaid-ckd");
  });

  it("10: metformin stopped 2 weeks ago is not 'prescribed while eGFR is 28'", () => {
    const r = run("10-uk-74-metformin-stopped-egfr-28");
    expect(codes(r).filter((c) => /^metformin/.test(c))).toEqual([]);
    expect(clinicianText(r)).not.toContain("Stop or replace metformin");
    expect(clinicianText(r)).toContain("1 current medication(s)");
  });

  it("10 with the stop planned, not done: metformin is still read as taken", () => {
    const r = withNotes(
      "10-uk-74-metformin-stopped-egfr-28",
      "GP surgery, Leeds. Metformin to be stopped if eGFR falls further; renal team to advise.",
    );
    expect(clinicianText(r)).toContain("Stop or replace metformin");
  });
});

describe("relatives' illnesses and denials (review 42, pinned)", () => {
  it("08: a mother's diabetes is not read as the patient's", () => {
    const r = run("08-uk-52-mother-diabetes-hba1c-44");
    const f = r.findings.find((x) => x.title === "Blood sugar in the prediabetes range");
    expect(f?.clinician).toContain("with no diabetes diagnosis recorded");
    expect(patientText(r)).not.toMatch(/your diabetes/i);
  });

  it("09: 'denies chest pain' is read as no symptoms beside a raised troponin", () => {
    const r = run("09-us-58-denies-chest-pain-troponin");
    const f = r.findings.find((x) => x.title === "Raised troponin");
    expect(f?.clinician).toContain('the notes record no symptoms of ischemia ("denies chest pain")');
    expect(f?.severity).toBe("high");
  });
});
