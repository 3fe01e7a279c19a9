import { describe, expect, it } from "vitest";
import {
  clinicianText,
  codes,
  expectDeepReadsThrough,
  finding,
  patientText,
  reviewFolder,
  runDeepReviewCase,
  runReviewCase,
} from "../testing/review-case.ts";

const { load, run, edit } = reviewFolder(new URL("./fixtures/medicines-25b-review25/", import.meta.url));

describe("an SGLT2 inhibitor is paused with the sulfonylurea in an acute illness (review 25b)", () => {
  it("01: digoxin toxicity withholds gliclazide and now pauses dapagliflozin too, with ketones", () => {
    const f = finding(run("01-uk-digoxin-toxicity-gliclazide-dapagliflozin"), "sulfonylurea-ckd");
    expect(f?.clinician).toMatch(/The same guidance pauses Dapagliflozin 10 mg tablets while acutely unwell/i);
    expect(f?.patient).toMatch(/Your dapagliflozin is usually paused while you are unwell too/);
    expect(f?.nextSteps[1]).toMatch(/^Pause Dapagliflozin 10 mg tablets .*check blood ketones/i);
    expect(f?.evidenceIds).toEqual(expect.arrayContaining(["dchft-type2-sglt2i-sick-day-rules", "mhra-sglt2i-dka"]));
  });

  it("without an SGLT2 inhibitor the deferred sulfonylurea names none", () => {
    const c = edit("01-uk-digoxin-toxicity-gliclazide-dapagliflozin", (d) => {
      d.medications = d.medications.filter((m) => !/dapagliflozin/i.test(JSON.stringify(m)));
    });
    const f = finding(runReviewCase(c), "sulfonylurea-ckd");
    expect(f?.clinician).toMatch(/set its dose for kidney function once creatinine is stable\.$/);
    expect(f?.nextSteps).toHaveLength(1);
  });

  it("when the sick-day finding already pauses it, the sulfonylurea finding does not name it again", () => {
    const c = edit("01-uk-digoxin-toxicity-gliclazide-dapagliflozin", (d) => {
      d.additionalContext =
        "Home visit. Vomiting and diarrhoea since yesterday, off his food. No known drug allergies.";
    });
    const r = runReviewCase(c);
    const f = finding(r, "sulfonylurea-ckd");
    if (codes(r).includes("sick-day-medicines")) expect(f?.clinician ?? "").not.toMatch(/The same guidance pauses/);
    expect(clinicianText(r)).toMatch(/[Dd]apagliflozin/);
  });

  it("01: the deep report reads through", () => {
    expectDeepReadsThrough(runDeepReviewCase(load("01-uk-digoxin-toxicity-gliclazide-dapagliflozin")));
  });
});

describe("paracetamol in two entries is a double dose (review 25b)", () => {
  it("02: regular co-codamol with regular paracetamol is paracetamol twice, graded high, with the 4 g maximum", () => {
    const f = finding(run("02-uk-co-codamol-regular-and-paracetamol-regular"), "same-medicine-twice");
    expect(f?.severity).toBe("high");
    expect(f?.clinician).toMatch(/paracetamol \(co-codamol 30mg\/500mg tablets and paracetamol 500mg tablets\)/);
    expect(f?.clinician).toMatch(/maximum of 4,000 mg in 24 hours/);
    expect(f?.patient).toMatch(/do not take them together/);
    expect(f?.evidenceIds).toEqual(["nice-ng5-medicines-optimisation", "fda-acetaminophen-otc-liver-warning"]);
  });

  it("03: Percocet as needed with Tylenol round the clock is acetaminophen twice, in US words, graded moderate", () => {
    const f = finding(run("03-us-percocet-prn-and-tylenol-extra-strength"), "same-medicine-twice");
    expect(f?.severity).toBe("moderate");
    expect(f?.clinician).toMatch(
      /^Listed more than once as current: acetaminophen \(Percocet 5 mg-325 mg tablet and Tylenol/,
    );
    expect(`${f?.clinician} ${f?.patient}`).not.toMatch(/paracetamol/);
  });

  it("an as-needed paracetamol beside regular co-codamol is still flagged; an as-needed codeine is not", () => {
    const prn = edit("02-uk-co-codamol-regular-and-paracetamol-regular", (d) => {
      d.medications[1]!.frequency = "ONE or TWO up to four times a day when required";
    });
    expect(finding(runReviewCase(prn), "same-medicine-twice")?.severity).toBe("moderate");
    const codeine = edit("02-uk-co-codamol-regular-and-paracetamol-regular", (d) => {
      d.medications[1]!.medication = "Codeine phosphate 30mg tablets";
      d.medications[1]!.frequency = "ONE up to four times a day when required";
    });
    expect(codes(runReviewCase(codeine))).not.toContain("same-medicine-twice");
  });

  it("co-codamol with ibuprofen is no duplicate", () => {
    const c = edit("02-uk-co-codamol-regular-and-paracetamol-regular", (d) => {
      d.medications[1]!.medication = "Ibuprofen 400mg tablets";
    });
    expect(codes(runReviewCase(c))).not.toContain("same-medicine-twice");
  });
});

describe("other penicillins with a recorded penicillin allergy (review 25b)", () => {
  it("04: amoxicillin with 'Allergies: penicillin' in the notes is flagged high, cited to the amoxicillin SmPC", () => {
    const f = finding(run("04-uk-amoxicillin-penicillin-allergy-notes"), "penicillin-with-penicillin-allergy");
    expect(f?.severity).toBe("high");
    expect(f?.clinician).toMatch(
      /^Amoxicillin 500mg capsules is current.*Amoxicillin is a penicillin, and its label rules it out/,
    );
    expect(f?.nextSteps[1]).toMatch(/stop amoxicillin and change to a non-penicillin antibiotic/);
    expect(f?.evidenceIds).toEqual(["amoxicillin-smpc-penicillin-allergy"]);
  });

  it("amoxicillin with no known drug allergies is not flagged", () => {
    const c = edit("04-uk-amoxicillin-penicillin-allergy-notes", (d) => {
      d.additionalContext = "Telephone consultation: ear pain and fever for 3 days. Amoxicillin issued. NKDA.";
    });
    expect(codes(runReviewCase(c))).not.toContain("penicillin-with-penicillin-allergy");
  });

  it("05: flucloxacillin with PCN in the lab-results allergy list is flagged, with the reaction", () => {
    const f = finding(run("05-uk-flucloxacillin-cellulitis-pcn-allergy"), "penicillin-with-penicillin-allergy");
    expect(f?.clinician).toMatch(/\("PCN \(urticaria\)"\)\. Flucloxacillin is a penicillin/);
    expect(f?.evidenceIds).toEqual(["flucloxacillin-cmi-penicillin-allergy"]);
  });

  it("a penicillin allergy with clarithromycin instead is not flagged", () => {
    const c = load("05-uk-flucloxacillin-cellulitis-pcn-allergy");
    c.patientContext.medications[0].name = "Clarithromycin 500mg tablets";
    expect(codes(runReviewCase(c))).not.toContain("penicillin-with-penicillin-allergy");
  });

  it("06: Zosyn with a penicillin anaphylaxis is read as piperacillin-tazobactam, cited to the Tazocin SmPC", () => {
    const f = finding(run("06-us-zosyn-inpatient-penicillin-anaphylaxis"), "penicillin-with-penicillin-allergy");
    expect(f?.clinician).toMatch(/Piperacillin-tazobactam is a penicillin/);
    expect(f?.evidenceIds).toContain("tazocin-smpc-penicillin-allergy");
    expect(f?.patient).toMatch(/before the next dose/);
  });

  it("penicillin V under its UK name is flagged, cited to its leaflet", () => {
    const c = edit("04-uk-amoxicillin-penicillin-allergy-notes", (d) => {
      d.medications[0]!.medication = "Phenoxymethylpenicillin 250mg tablets";
    });
    const f = finding(runReviewCase(c), "penicillin-with-penicillin-allergy");
    expect(f?.clinician).toMatch(/Phenoxymethylpenicillin \(penicillin V\) is a penicillin/);
    expect(f?.evidenceIds).toEqual(["phenoxymethylpenicillin-pil-penicillin-allergy"]);
  });

  it("amoxicillin-clavulanate is left to the co-amoxiclav rule, not flagged twice", () => {
    const c = edit("04-uk-amoxicillin-penicillin-allergy-notes", (d) => {
      d.medications[0]!.medication = "Amoxicillin-clavulanate 875 mg-125 mg tablet";
    });
    const r = runReviewCase(c);
    expect(codes(r)).toContain("co-amoxiclav-penicillin-allergy");
    expect(codes(r)).not.toContain("penicillin-with-penicillin-allergy");
  });
});

describe("a single fall on an anticoagulant (review 25b)", () => {
  it("07: 'One fall in October' on rivaroxaban for AF draws the anticoagulant-and-falls finding", () => {
    const f = finding(run("07-us-rivaroxaban-sertraline-one-fall"), "anticoagulant-falls");
    // Review 26 words the one fall as a single fall, not as falls.
    expect(f?.clinician).toMatch(/^Rivaroxaban 20 mg tablet for atrial fibrillation, with a single fall in the notes/);
  });

  it("'one fall in eGFR' is a result falling, not a person", () => {
    const c = edit("07-us-rivaroxaban-sertraline-one-fall", (d) => {
      d.additionalContext = "Annual wellness visit. Noted one fall in eGFR since spring. Mood better on sertraline.";
    });
    expect(codes(runReviewCase(c))).not.toContain("anticoagulant-falls");
  });
});

describe("fresh interaction cases that already read right (review 25b)", () => {
  it("08: ramipril, indapamide and naproxen with a creatinine rise: the triple whammy and the AKI lead", () => {
    const r = run("08-uk-triple-whammy-ramipril-indapamide-naproxen");
    expect(finding(r, "nsaid-raas-diuretic")?.clinician).toMatch(/recognised cause of acute kidney injury/);
    expect(finding(r, "aki-creatinine-rise")?.nextSteps).toContain("Hold naproxen 500mg tablets");
  });

  it("09: clarithromycin with simvastatin is a contraindicated combination, suspend the statin", () => {
    const f = finding(run("09-uk-clarithromycin-simvastatin-40"), "simvastatin-contraindicated-combination");
    expect(f?.severity).toBe("high");
    expect(f?.nextSteps[0]).toMatch(/^Suspend simvastatin/);
    expect(patientText(run("09-uk-clarithromycin-simvastatin-40"))).not.toMatch(/penicillin/i);
  });
});

describe("methotrexate written as a daily dose (review 25b)", () => {
  it("10: methotrexate 10 mg once daily for rheumatoid arthritis is flagged high, cited to the MHRA", () => {
    const f = finding(run("10-uk-methotrexate-daily"), "methotrexate-daily");
    expect(f?.severity).toBe("high");
    expect(f?.clinician).toMatch(
      /^Methotrexate 2\.5mg tablets is written to be taken every day \("10 mg FOUR tablets once daily"\)/,
    );
    expect(f?.nextSteps[1]).toMatch(/day of the week written in full/);
    expect(f?.evidenceIds).toEqual(["mhra-methotrexate-once-weekly"]);
  });

  it("the same tablets once weekly are not flagged", () => {
    const c = edit("10-uk-methotrexate-daily", (d) => {
      d.medications[0]!.frequency = "FOUR tablets once a week on MONDAY";
    });
    expect(codes(runReviewCase(c))).not.toContain("methotrexate-daily");
  });

  it("daily methotrexate in cancer care is left to the oncology protocol", () => {
    const c = edit("10-uk-methotrexate-daily", (d) => {
      d.pastMedicalHistory = [{ display: "Acute lymphoblastic leukaemia", clinicalStatus: "active" }];
    });
    expect(codes(runReviewCase(c))).not.toContain("methotrexate-daily");
  });
});
