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

const { load, run, edit } = reviewFolder(new URL("./fixtures/medicine-names-25-review25/", import.meta.url));

describe("DPP-4 inhibitors are diabetes medicines under their brand names (review 25)", () => {
  it("01: Januvia 100 mg at a stable eGFR of 27 is over the sitagliptin label dose", () => {
    const f = finding(run("01-us-januvia-100-egfr-27"), "sitagliptin-kidney-dose");
    expect(f?.clinician).toMatch(/^Januvia 100 mg tablet \(100 mg a day\) with eGFR 27/);
    expect(f?.nextSteps[0]).toMatch(/to 25 mg once daily/);
  });

  it("01: an HbA1c on Januvia alone is read as treated diabetes, against the patient's own goal", () => {
    const f = run("01-us-januvia-100-egfr-27").findings.find((x) => x.title.startsWith("Hemoglobin A1c above"));
    expect(f?.clinician).toMatch(/in someone treated for diabetes is read against their own HbA1c goal/);
  });

  it("the same HbA1c with no diabetes medicine listed is not called treated", () => {
    const c = edit("01-us-januvia-100-egfr-27", (d) => {
      d.medications[0]!.medication = "Atorvastatin 10 mg tablet";
    });
    const f = runReviewCase(c).findings.find((x) => x.title.startsWith("Hemoglobin A1c above"));
    expect(f?.clinician ?? "").not.toMatch(/treated for diabetes/);
  });

  it("01: on Januvia alone the hypoglycaemia step reviews no insulin or sulfonylurea that is not there", () => {
    const f = finding(run("01-us-januvia-100-egfr-27"), "diabetes-above-target-hypoglycaemia-risk");
    expect(f?.nextSteps[0]).toBe("Ask about hypoglycemia and address it first");
  });

  it("02: with gliclazide listed the hypoglycaemia step names it", () => {
    const f = finding(run("02-uk-trajenta-gliclazide-egfr-24"), "diabetes-above-target-hypoglycaemia-risk");
    expect(f?.nextSteps[0]).toMatch(/reviewing the dose of gliclazide 40mg tablets$/);
  });

  it("02: Trajenta (linagliptin) at eGFR 24 has no kidney dose step and is not flagged", () => {
    const r = run("02-uk-trajenta-gliclazide-egfr-24");
    expect(codes(r).filter((c) => c.endsWith("-kidney-dose"))).toEqual([]);
    expect(codes(r)).toContain("sulfonylurea-ckd");
  });
});

describe("one medicine listed as two current entries (review 25)", () => {
  it("03: Janumet with Januvia is sitagliptin twice", () => {
    const f = finding(run("03-uk-janumet-and-januvia-sitagliptin-twice"), "same-medicine-twice");
    expect(f?.clinician).toMatch(
      /^Listed more than once as current: sitagliptin \(Janumet 50mg\/1000mg tablets and Januvia 100mg tablets\)/,
    );
    expect(f?.patient).toMatch(
      /has sitagliptin more than once \(Janumet 50mg\/1000mg tablets, Januvia 100mg tablets\)/,
    );
  });

  it("Janumet with gliclazide is no duplicate", () => {
    const c = edit("03-uk-janumet-and-januvia-sitagliptin-twice", (d) => {
      d.medications[1]!.medication = "Gliclazide 80mg tablets";
    });
    expect(codes(runReviewCase(c))).not.toContain("same-medicine-twice");
  });

  it("04: Amlodipine 5mg and amlodipine 10 mg tablets are one medicine listed twice", () => {
    const r = run("04-us-amlodipine-5-and-10-ankle-swelling");
    expect(finding(r, "same-medicine-twice")?.clinician).toMatch(
      /amlodipine \(amlodipine 5mg and amlodipine 10 mg tablets\)/,
    );
    expect(patientText(r)).toMatch(/Ask your pharmacist or doctor soon which one you should be taking/);
  });

  it("the 5 mg entry marked stopped leaves no duplicate", () => {
    const c = edit("04-us-amlodipine-5-and-10-ankle-swelling", (d) => {
      d.medications[0]!.status = "stopped";
    });
    expect(codes(runReviewCase(c))).not.toContain("same-medicine-twice");
  });

  it("the same line sent twice is one prescription, not a duplicate", () => {
    const c = edit("04-us-amlodipine-5-and-10-ankle-swelling", (d) => {
      d.medications[0]!.medication = "Amlodipine 10 mg tablets";
    });
    expect(codes(runReviewCase(c))).not.toContain("same-medicine-twice");
  });

  it("05: NORVASC and amlodipine besylate are one medicine listed twice, cited to NICE NG5", () => {
    const r = run("05-us-norvasc-and-amlodipine-brand-generic");
    const f = finding(r, "same-medicine-twice");
    expect(f?.clinician).toMatch(/amlodipine \(NORVASC 10 MG TABLET and Amlodipine besylate 10 mg oral tablet\)/i);
    expect(f?.evidenceIds).toEqual(["nice-ng5-medicines-optimisation"]);
    expect(clinicianText(r)).toMatch(/resolve at medicines reconciliation\. \[1\]/);
    expect(JSON.stringify(r.result.citations.clinician["1"])).toMatch(/Medicines optimisation/);
  });

  it("06: co-amoxiclav and Augmentin are one medicine listed twice", () => {
    const f = finding(run("06-uk-augmentin-and-co-amoxiclav-penicillin-allergy"), "same-medicine-twice");
    expect(f?.clinician).toMatch(/co-amoxiclav \(co-amoxiclav 500mg\/125mg tablets and Augmentin 625mg tablets\)/);
  });

  it("07: basal and mealtime insulin, two warfarin strengths and two levothyroxine strengths are no duplicate", () => {
    expect(codes(run("07-us-lantus-novolog-warfarin-strengths-quiet"))).not.toContain("same-medicine-twice");
  });

  it("Coumadin beside warfarin is still left to the anticoagulant rules, not called a duplicate here", () => {
    const c = edit("07-us-lantus-novolog-warfarin-strengths-quiet", (d) => {
      d.medications[3]!.medication = "Coumadin 2.5 mg tablet";
    });
    expect(codes(runReviewCase(c))).not.toContain("same-medicine-twice");
  });

  it("11: Ozempic with Wegovy is semaglutide twice; Ozempic with Mounjaro is left (two medicines)", () => {
    expect(codes(run("11-lab-results-uk-augmentin-penicillin-allergy-list"))).not.toContain("same-medicine-twice");
    const c = load("11-lab-results-uk-augmentin-penicillin-allergy-list");
    c.patientContext.medications[2].name = "Wegovy 1mg FlexTouch pen";
    const f = finding(runReviewCase(c), "same-medicine-twice");
    expect(f?.clinician).toMatch(/semaglutide \(Ozempic 0\.5mg pen and Wegovy 1mg FlexTouch pen\)/);
  });

  it("06: the deep report with the duplicate and the allergy reads through", () => {
    expectDeepReadsThrough(runDeepReviewCase(load("06-uk-augmentin-and-co-amoxiclav-penicillin-allergy")));
  });

  it("10: regular co-codamol with regular codeine is codeine twice", () => {
    const f = finding(run("10-uk-co-codamol-and-codeine-regular"), "same-medicine-twice");
    expect(f?.clinician).toMatch(/codeine \(co-codamol 30mg\/500mg tablets and codeine phosphate 30mg tablets\)/);
  });

  it("an as-needed codeine for breakthrough pain beside co-codamol is left as intended", () => {
    const c = edit("10-uk-co-codamol-and-codeine-regular", (d) => {
      d.medications[1]!.frequency = "ONE up to four times a day when required";
    });
    expect(codes(runReviewCase(c))).not.toContain("same-medicine-twice");
  });
});

describe("co-amoxiclav with a recorded penicillin allergy, under any name (review 25)", () => {
  it("06: co-amoxiclav and Augmentin with 'Allergies: penicillin' in the notes are flagged high", () => {
    const r = run("06-uk-augmentin-and-co-amoxiclav-penicillin-allergy");
    const f = finding(r, "co-amoxiclav-penicillin-allergy");
    expect(f?.severity).toBe("high");
    expect(f?.clinician).toMatch(
      /Co-amoxiclav 500mg\/125mg tablets \(also listed as Augmentin 625mg tablets\) is current/,
    );
    expect(f?.clinician).toMatch(/\("allergies: penicillin"\)/);
    expect(f?.patient).toMatch(/before taking another dose/);
    expect(f?.evidenceIds).toEqual(["augmentin-gsk-safety"]);
  });

  it("11: Augmentin alone with penicillin in the lab-results allergy list is flagged, with the reaction", () => {
    const f = finding(run("11-lab-results-uk-augmentin-penicillin-allergy-list"), "co-amoxiclav-penicillin-allergy");
    expect(f?.clinician).toMatch(/^Augmentin 625mg tablets is current.*\("Penicillin \(hives and lip swelling\)"\)/);
  });

  it("no known drug allergies with co-amoxiclav is not flagged", () => {
    const c = edit("06-uk-augmentin-and-co-amoxiclav-penicillin-allergy", (d) => {
      d.additionalContext = "Out-of-hours GP prescribed co-amoxiclav on 27/11. No known drug allergies.";
    });
    expect(codes(runReviewCase(c))).not.toContain("co-amoxiclav-penicillin-allergy");
  });

  it("a penicillin allergy with a non-penicillin antibiotic is not flagged", () => {
    const c = load("11-lab-results-uk-augmentin-penicillin-allergy-list");
    c.patientContext.medications[0].name = "Doxycycline 100mg capsules";
    expect(codes(runReviewCase(c))).not.toContain("co-amoxiclav-penicillin-allergy");
  });
});

describe("brand names and list annotations in a sweep of real-world lists (review 25)", () => {
  it("08: Entresto with Zestoretic, Forxiga and Lasix: the ACE-ARNI clash, thiazide sodium and RAAS potassium all fire", () => {
    const r = run("08-uk-entresto-zestoretic-forxiga-lasix");
    expect(codes(r)).toEqual(
      expect.arrayContaining(["ace-inhibitor-with-arni", "diuretic-hyponatraemia", "raas-hyperkalaemia"]),
    );
    expect(codes(r)).not.toContain("same-medicine-twice");
  });

  it("08: a low sodium names the brands as proper names and gets no platelet advice", () => {
    const f = run("08-uk-entresto-zestoretic-forxiga-lasix").findings.find((x) => x.title.startsWith("Sodium below"));
    expect(f?.clinician).toMatch(/water pills such as Zestoretic and Lasix/);
    expect(f?.patient).toMatch(/water pills such as your Zestoretic and Lasix/);
    expect(`${f?.clinician} ${f?.patient}`).not.toMatch(/platelet|blood film|the count is really low/);
  });

  it("09: Coumadin 'stopped' and Xarelto 'on hold' are not current beside Eliquis, though their status says active", () => {
    const r = run("09-us-eliquis-coumadin-stopped-xarelto-on-hold-ibuprofen-prn");
    expect(codes(r)).not.toContain("anticoagulant-duplicate");
    expect(codes(r)).not.toContain("warfarin-inr-unmonitored");
    expect(finding(r, "anticoagulant-nsaid")?.clinician).toMatch(
      /^Eliquis 5 mg tablet and ibuprofen 400 mg tablet PRN/,
    );
  });

  it("Xarelto without the 'on hold' note is a duplicate anticoagulant again", () => {
    const c = edit("09-us-eliquis-coumadin-stopped-xarelto-on-hold-ibuprofen-prn", (d) => {
      d.medications[2]!.medication = "Xarelto 20 mg tablet";
    });
    expect(codes(runReviewCase(c))).toContain("anticoagulant-duplicate");
  });
});
