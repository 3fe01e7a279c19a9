import { describe, expect, it } from "vitest";
import { citedFor, codes, finding, patientText, reviewFolder, runReviewCase } from "../testing/review-case.ts";

/*
 * Review 40, a single kidney result in an acute illness, plus two code tidies:
 * Found and changed:
 * - 01: ibuprofen with one eGFR of 49 taken on day 3 of vomiting and diarrhoea (no earlier kidney
 *   result) was told "prolonged NSAID use should be avoided in CKD", naming CKD from one value taken
 *   while losing fluid. Meanwhile the sick-day finding paused the ibuprofen "then restart" and nsaid-ckd
 *   said "Stop or limit". Review 39's bleed-only wording is now general for an acute illness: acute upper
 *   GI bleeding, vomiting, diarrhoea or poor intake now (sick-day-medicines.ts fluidLossNow), or the
 *   adult sepsis high risk criteria, when the eGFR was taken within 7 days and nothing shows low
 *   function has lasted. It says one value in an acute illness does not show CKD (KDIGO: more than 3
 *   months), that it may be an acute kidney injury, and, on a sick day, that the NSAID waits for the
 *   repeat after recovery rather than restarting with eating and drinking (drug-lab.ts illnessAtEgfr,
 *   nsaidLowEgfrInIllness, replacing nsaidLowEgfrInBleed; sources kdigo-2012-aki and kdigo-2024-ckd).
 * - 02 (UK) and 06 (US): naproxen or ibuprofen with one low eGFR in possible sepsis were called CKD,
 *   while the ckd-stage finding was already left out "until creatinine is stable after the illness".
 *   They now get the acute-illness wording and "Stop the NSAID during the acute illness".
 * - 05: CKD 3a on record and a creatinine rise of 1.8× in 5 days on naproxen: nsaid-ckd said "Stop or
 *   limit the NSAID" beside the acute kidney injury finding's "Hold naproxen". With the
 *   aki-creatinine-rise finding present it now holds the NSAID and keeps the CKD advice for once kidney
 *   function is stable (drug-lab.ts NSAID_IN_AKI_ON_CKD; KDIGO 2012 AKI stops nephrotoxic medicines).
 * - 07: "Had a bout of vomiting and diarrhoea in October, fully recovered, eating and drinking normally"
 *   drew sick-day pauses in December (and would have drawn the new acute wording). A sentence saying
 *   eating and drinking normally (not "until" or "once" it) now ends the sick day
 *   (sick-day-medicines.ts fluidLossNow, eatingDrinkingAgain).
 * - 10: troponin's own denial reading took "No fever, told to call 999 if chest pain…" as a denial of
 *   chest pain (its "no" reached over the comma to the sentence start), making a lone troponin of 41
 *   ng/L "high" with "the notes record no symptoms of ischaemia". Item 3's tidy: notes.ts now has
 *   denialOf, which quotes a denial only when the last cue before the mention denies (not "if",
 *   "told", "advised", "?"), or a denial follows it straight away or after a short list; troponin.ts
 *   deniedIschaemicSymptom uses it and its own DENIAL_BEFORE/DENIAL_AFTER are gone. Case 10 is back to
 *   the critical same-day wording; troponin.test.ts and cardio-renal-37-review37.test.ts unchanged.
 * - Tidy (item 2): drug-lab.ts newLowEgfrOnly and lowEgfrNotShownChronic now share
 *   lowEgfrShownLasting (raised urine ACR, an earlier low value stated in the notes, or low results 3
 *   months or more apart), newLowEgfrOnly applying it to the results since the last eGFR of 60 or more.
 *   Behaviour kept: the eight test files mentioning nsaid-ckd pass unchanged (09 pins the new-low path).
 * Pinned: 03 (US, creatinine 1.0 → 1.8 mg/dL on ibuprofen with no CKD: nsaid-ckd silent, the acute
 * rise finding holds ibuprofen), 04 (eGFR 52 eight months before and 50 now, with diarrhoea: lasting
 * low function, the CKD wording stays), 08 (vomiting since yesterday but the eGFR of 56 is three weeks
 * old: not taken during the illness, usual wording), 09 (eGFR 71 → 49 in two months with potassium 5.7
 * on ramipril: no "In CKD, KDIGO advises…" sentence).
 * Not changed:
 * - The sick-day finding still says "pause … then restart" for every medicine; nsaid-ckd now says the
 *   NSAID waits for the repeat, and the two are read together. Making sick-day itself name the kidney
 *   result was left, as it is shared with other medicines.
 * - Outside an acute illness one low eGFR with no history still draws "prolonged NSAID use should be
 *   avoided in CKD" (08, and review 39's pin); the ckd-stage finding beside it says a single result does
 *   not establish CKD. Rewording every single-value case was beyond this brief.
 * - Other acute illnesses (a critical potassium, DKA, shock without infection) are not among
 *   illnessAtEgfr's: DKA and adrenal crisis already silence nsaid-ckd's eGFR (kidneyFunctionUnstable);
 *   the rest were not checked.
 * - NICE NG148 is not in the evidence base and no search was made to add it; KDIGO only is cited.
 * - The eight nsaid-ckd test files and twenty sick-day test files were run once each (more than the usual
 *   1–3), as the merge and the fluidLossNow change touch them all.
 */
const { run, edit } = reviewFolder(new URL("./fixtures/kidney-acute-40-review40/", import.meta.url));

const CKD_WORDING = "prolonged NSAID use should be avoided in CKD";
const NOT_CKD = "one value taken in an acute illness does not show chronic kidney disease (KDIGO: more than 3 months)";
const AFTER_RECOVERY =
  "Judge chronic kidney disease only from results after recovery: it needs reduced function for more than 3 months";

describe("NSAID with one low eGFR taken in an acute illness (review 40, kidney-acute-40)", () => {
  it("01: eGFR 49 on day 3 of D&V is not called CKD; the NSAID waits for the repeat, not only for eating again", () => {
    const r = run("01-uk-58-d-and-v-ibuprofen-egfr-49");
    const f = finding(r, "nsaid-ckd");
    expect(f?.severity).toBe("moderate");
    expect(f?.clinician).not.toContain(CKD_WORDING);
    expect(f?.clinician).toContain(
      'eGFR 49 mL/min/1.73m2 (2026-12-01) taken during the illness the notes describe ("vomiting and diarrhoea for 3 days after a takeaway, keeping some fluids down"), with no earlier low result on record',
    );
    expect(f?.clinician).toContain(
      `${NOT_CKD}, and a raised creatinine while losing fluid may be an acute kidney injury from dehydration. NSAIDs can worsen kidney function further, so the NSAID stays stopped until kidney function has been rechecked after recovery.`,
    );
    expect(f?.nextSteps).toEqual([
      "Keep the NSAID stopped until creatinine and eGFR have been rechecked after recovery, not only until eating and drinking normally; recheck creatinine, eGFR and potassium now and again after recovery",
      AFTER_RECOVERY,
    ]);
    expect(patientText(r)).toContain(
      "Your kidney test was taken while you were unwell and losing fluid, so it may be low for now rather than a long-term problem",
    );
    expect(patientText(r)).toContain(
      "Ask your doctor before taking it again: your kidney test should be repeated first.",
    );
    expect(citedFor(r, "nsaid-ckd")).toEqual(expect.arrayContaining(["kdigo-2012-aki", "kdigo-2024-ckd"]));
    expect(codes(r)).toContain("sick-day-medicines");
  });

  it("01: with CKD on the problem list the CKD wording stays during the D&V", () => {
    const c = edit("01-uk-58-d-and-v-ibuprofen-egfr-49", (d) => {
      d.pastMedicalHistory.push({ display: "Chronic kidney disease stage 3a", clinicalStatus: "active" });
    });
    expect(finding(runReviewCase(c), "nsaid-ckd")?.clinician).toContain(CKD_WORDING);
  });

  it("01: an eGFR of 60 or more leaves nsaid-ckd silent during the D&V", () => {
    const c = edit("01-uk-58-d-and-v-ibuprofen-egfr-49", (d) => {
      d.recentAbnormalLabs = [];
      d.recentNormalLabs.push({ display: "eGFR", value: "72", unit: "mL/min/1.73m2", date: "2026-12-01" });
    });
    expect(codes(runReviewCase(c))).not.toContain("nsaid-ckd");
  });

  it("02: UK, one eGFR of 41 in possible sepsis from pneumonia: not CKD, the NSAID is stopped during the illness", () => {
    const r = run("02-uk-74-sepsis-pneumonia-naproxen-egfr-41");
    expect(codes(r)).toContain("sepsis-high-risk-adult");
    const f = finding(r, "nsaid-ckd");
    expect(f?.clinician).not.toContain(CKD_WORDING);
    expect(f?.clinician).toContain(
      `eGFR 41 mL/min/1.73m2 (2026-12-02) taken during possible sepsis, with no earlier low result on record: ${NOT_CKD}, and a raised creatinine in sepsis may be an acute kidney injury from the sepsis. NSAIDs can worsen kidney function further, so the NSAID is stopped during the acute illness.`,
    );
    expect(f?.nextSteps).toEqual([
      "Stop the NSAID during the acute illness; recheck creatinine, eGFR and potassium now and again after recovery",
      AFTER_RECOVERY,
    ]);
    expect(patientText(r)).toContain(
      "Your kidney test was taken while you were seriously unwell with an infection, so it may be low for now",
    );
    expect(codes(r)).not.toContain("ckd-stage");
  });

  it("06: US, urosepsis with ibuprofen and eGFR 42: the same acute-illness wording", () => {
    const r = run("06-us-71-urosepsis-ibuprofen-egfr-44");
    expect(codes(r)).toContain("sepsis-high-risk-adult");
    const f = finding(r, "nsaid-ckd");
    expect(f?.clinician).toContain(
      "Ibuprofen 400 mg tablet in a patient with eGFR 42 mL/min/1.73m2 (2026-12-02) taken during possible sepsis",
    );
    expect(f?.clinician).not.toContain(CKD_WORDING);
    expect(f?.nextSteps[0]).toBe(
      "Stop the NSAID during the acute illness; recheck creatinine, eGFR and potassium now and again after recovery",
    );
    expect(citedFor(r, "nsaid-ckd")).toEqual(expect.arrayContaining(["kdigo-2012-aki", "kdigo-2024-ckd"]));
  });

  it("04: an eGFR of 52 eight months before shows lasting low function: the CKD wording stays with diarrhoea", () => {
    const r = run("04-neither-63-d-and-v-ibuprofen-egfr-low-8-months");
    const f = finding(r, "nsaid-ckd");
    expect(f?.clinician).toContain(
      "Ibuprofen 400 mg tablets in a patient with eGFR 50 mL/min/1.73m2 (2026-12-01); prolonged NSAID use should be avoided in CKD",
    );
    expect(f?.nextSteps).toEqual([
      "Stop or limit the NSAID; prefer paracetamol or topical options",
      "Recheck eGFR and potassium",
    ]);
  });

  it("08: an eGFR three weeks older than the vomiting was not taken during it: usual wording", () => {
    const r = run("08-uk-59-d-and-v-since-yesterday-egfr-three-weeks-old");
    expect(codes(r)).toContain("sick-day-medicines");
    expect(finding(r, "nsaid-ckd")?.clinician).toContain(
      "Naproxen 500 mg tablets in a patient with eGFR 56 mL/min/1.73m2 (2026-11-10); prolonged NSAID use",
    );
  });
});

describe("NSAID beside an acute kidney injury (review 40, kidney-acute-40)", () => {
  it("03: no CKD, creatinine 1.0 → 1.8 mg/dL on ibuprofen: nsaid-ckd silent, the rise finding holds it", () => {
    const r = run("03-us-69-aki-creatinine-rise-ibuprofen");
    expect(codes(r)).not.toContain("nsaid-ckd");
    expect(finding(r, "aki-creatinine-rise")?.nextSteps).toContain("Hold ibuprofen 600 mg tablet");
  });

  it("05: CKD 3a with a creatinine rise on naproxen: nsaid-ckd holds the NSAID now, as the AKI finding does", () => {
    const r = run("05-us-72-ckd-3a-aki-naproxen");
    expect(finding(r, "aki-creatinine-rise")?.nextSteps).toContain("Hold naproxen 500 mg tablet");
    const f = finding(r, "nsaid-ckd");
    expect(f?.nextSteps).toEqual([
      "Hold the NSAID now, while creatinine is rising; once kidney function is stable, avoid prolonged NSAID use in CKD, preferring acetaminophen or topical options",
      "Recheck eGFR and potassium",
    ]);
    expect(f?.nextSteps.join(" ")).not.toContain("Stop or limit");
    expect(f?.clinician).toContain(
      'Creatinine has risen (see the "Acute rise in creatinine" finding), which holds the NSAID now; the advice on long-term NSAID use in CKD applies once kidney function is stable.',
    );
    expect(patientText(r)).toContain(
      "Your kidney test has changed quickly, so ask your doctor today about stopping it for now.",
    );
    expect(citedFor(r, "nsaid-ckd")).toEqual(expect.arrayContaining(["kdigo-2012-aki", "kdigo-2024-ckd"]));
  });

  it("05: without the rise (one stable value) the usual CKD steps return", () => {
    const c = edit("05-us-72-ckd-3a-aki-naproxen", (d) => {
      d.recentAbnormalLabs = d.recentAbnormalLabs.filter((l) => l.date === "2026-11-26");
    });
    expect(finding(runReviewCase(c), "nsaid-ckd")?.nextSteps[0]).toBe(
      "Stop or limit the NSAID; prefer acetaminophen or topical options",
    );
  });
});

describe("a sick day that is over (review 40, kidney-acute-40)", () => {
  it("07: D&V in October, 'fully recovered, eating and drinking normally': no sick-day pauses, usual NSAID wording", () => {
    const r = run("07-uk-66-d-and-v-last-month-naproxen-egfr-54");
    expect(codes(r)).not.toContain("sick-day-medicines");
    expect(finding(r, "nsaid-ckd")?.clinician).toContain(CKD_WORDING);
  });

  it("07: 'until eating and drinking normally' is advice, not recovery: the sick day stands", () => {
    const c = edit("07-uk-66-d-and-v-last-month-naproxen-egfr-54", (d) => {
      d.additionalContext =
        "Telephone call, Norwich. Vomiting and diarrhoea since yesterday, pause naproxen until eating and drinking normally.";
    });
    expect(codes(runReviewCase(c))).toContain("sick-day-medicines");
  });
});

describe("new low eGFR outside an acute illness (review 40, kidney-acute-40)", () => {
  it("09: eGFR 71 → 49 in two months on ramipril with potassium 5.7: no CKD practice-point sentence", () => {
    const r = run("09-neither-68-new-low-egfr-ramipril-k-5-7");
    const f = finding(r, "raas-hyperkalaemia");
    expect(f?.severity).toBe("high");
    expect(f?.clinician).not.toContain("In CKD, KDIGO advises");
    expect(codes(r)).not.toContain("nsaid-ckd");
  });

  it("09: with the earlier eGFR also low (52, four months before) the CKD practice point returns", () => {
    const c = edit("09-neither-68-new-low-egfr-ramipril-k-5-7", (d) => {
      d.recentNormalLabs = d.recentNormalLabs.filter((l) => l.display !== "eGFR");
      d.recentAbnormalLabs.push({ display: "eGFR", value: "52", unit: "mL/min/1.73m2", date: "2026-08-01" });
    });
    expect(finding(runReviewCase(c), "raas-hyperkalaemia")?.clinician).toContain("In CKD, KDIGO advises");
  });
});

describe("troponin: safety-netting is not a denial (review 40, kidney-acute-40)", () => {
  it("10: 'No fever, told to call 999 if chest pain…' denies no chest pain: critical, same-day", () => {
    const r = run("10-uk-64-troponin-no-fever-call-999-if-chest-pain");
    const f = finding(r, "troponin-elevated");
    expect(f?.severity).toBe("critical");
    expect(f?.clinician).not.toContain("the notes record no symptoms of ischaemia");
    expect(f?.nextSteps).toEqual(["Urgent clinical assessment, ECG and serial troponin"]);
  });

  it("10: 'denies chest pain' and 'chest pain: none' still read as denials, quoted", () => {
    for (const [note, quote] of [
      ["Bloods for tiredness. Denies chest pain.", "denies chest pain"],
      ["Bloods for tiredness. Chest pain: none.", "chest pain: none"],
      ["Bloods for tiredness. Chest pain, breathlessness: all absent.", "chest pain, breathlessness: all absent"],
    ]) {
      const c = edit("10-uk-64-troponin-no-fever-call-999-if-chest-pain", (d) => {
        d.additionalContext = `GP surgery, Derby. ${note}`;
      });
      const f = finding(runReviewCase(c), "troponin-elevated");
      expect(f?.severity).toBe("high");
      expect(f?.clinician).toContain(`the notes record no symptoms of ischaemia ("${quote}")`);
    }
  });
});
