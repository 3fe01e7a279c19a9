import { describe, expect, it } from "vitest";
import {
  codes,
  expectDeepReadsThrough,
  finding,
  patientText,
  reviewFolder,
  runDeepReviewCase,
  runReviewCase,
} from "../testing/review-case.ts";

const { load, run, edit } = reviewFolder(new URL("./fixtures/medicines-26-review26/", import.meta.url));

describe("an SSRI or SNRI with an oral anticoagulant other than apixaban (review 26)", () => {
  it("01: Xarelto with sertraline draws the bleeding-risk finding, citing the rivaroxaban label and NHS GGC", () => {
    const f = finding(run("01-us-rivaroxaban-sertraline-one-fall"), "anticoagulant-ssri");
    expect(f?.severity).toBe("moderate");
    expect(f?.clinician).toMatch(
      /^On Xarelto 20 mg tablet and sertraline 50 mg tablet: an SSRI with an oral anticoagulant/,
    );
    expect(f?.clinician).toMatch(/The rivaroxaban label names SSRIs and SNRIs/);
    expect(f?.patient).toMatch(/a blood thinner \(Xarelto\) and an antidepressant \(sertraline\)/);
    expect(f?.evidenceIds).toEqual(["ggc-ssri-bleeding", "xarelto-label-ssri-snri"]);
  });

  it("02: warfarin with venlafaxine draws it too, without the rivaroxaban label", () => {
    const f = finding(run("02-uk-warfarin-venlafaxine"), "anticoagulant-ssri");
    expect(f?.patient).toMatch(/a blood thinner \(warfarin\) and an antidepressant \(venlafaxine\)/);
    expect(f?.clinician).not.toMatch(/rivaroxaban label/);
    expect(f?.evidenceIds).toEqual(["ggc-ssri-bleeding"]);
  });

  it("apixaban keeps its own finding, not a second one", () => {
    const c = edit("01-us-rivaroxaban-sertraline-one-fall", (d) => {
      d.medications = d.medications.map((m) =>
        /xarelto/i.test(m.medication ?? "")
          ? { medication: "Eliquis 5 mg tablet", status: "active", frequency: "twice daily" }
          : m,
      );
    });
    const r = runReviewCase(c);
    expect(codes(r)).toContain("apixaban-ssri");
    expect(codes(r)).not.toContain("anticoagulant-ssri");
  });

  it("without an SSRI or SNRI (mirtazapine) there is no finding", () => {
    const c = edit("02-uk-warfarin-venlafaxine", (d) => {
      d.medications = d.medications.map((m) =>
        /venlafaxine/i.test(m.medication ?? "") ? { ...m, medication: "Mirtazapine 15mg tablets" } : m,
      );
    });
    expect(codes(runReviewCase(c))).not.toContain("anticoagulant-ssri");
  });

  it("a bleed on record leads instead: the SSRI finding steps aside", () => {
    const c = edit("01-us-rivaroxaban-sertraline-one-fall", (d) => {
      d.additionalContext = "Urgent visit. Frank hematuria since this morning on Xarelto. Mood stable on sertraline.";
    });
    expect(codes(runReviewCase(c))).not.toContain("anticoagulant-ssri");
  });

  it("01: the deep report reads through", () => {
    expectDeepReadsThrough(runDeepReviewCase(load("01-us-rivaroxaban-sertraline-one-fall")));
  });
});

describe("one fall is worded as a fall, not as falls (review 26)", () => {
  it("01: 'One fall in September' reads as a single fall, in both texts and the question", () => {
    const r = run("01-us-rivaroxaban-sertraline-one-fall");
    const f = finding(r, "anticoagulant-falls");
    expect(f?.clinician).toMatch(/^Xarelto 20 mg tablet for atrial fibrillation, with a single fall in the notes\./);
    expect(f?.patient).toMatch(/and you have had a fall\./);
    expect(f?.patient).not.toMatch(/you have had falls/);
    expect(patientText(r)).toMatch(/now that I have had a fall\?/);
  });

  it("two falls keep the plural wording", () => {
    const c = edit("01-us-rivaroxaban-sertraline-one-fall", (d) => {
      d.additionalContext =
        "Annual wellness visit. Two falls since the summer, no head injury. Mood stable on sertraline.";
    });
    const f = finding(runReviewCase(c), "anticoagulant-falls");
    expect(f?.clinician).toMatch(/with falls in the notes\./);
    expect(f?.patient).toMatch(/you have had falls\./);
  });

  it("a recorded 'Recurrent falls' condition keeps the plural wording beside one fall in the notes", () => {
    const c = edit("01-us-rivaroxaban-sertraline-one-fall", (d) => {
      d.pastMedicalHistory.push({ display: "Recurrent falls", clinicalStatus: "active" });
    });
    const f = finding(runReviewCase(c), "anticoagulant-falls");
    expect(f?.clinician).toMatch(/"Recurrent falls" recorded and falls in the notes/);
  });
});

describe("benzylpenicillin, temocillin, pivmecillinam and ampicillin are penicillins (review 26)", () => {
  it("03: IV benzylpenicillin with a penicillin allergy draws the finding, cited to its SmPC", () => {
    const f = finding(
      run("03-uk-benzylpenicillin-cellulitis-penicillin-allergy"),
      "penicillin-with-penicillin-allergy",
    );
    expect(f?.severity).toBe("high");
    expect(f?.clinician).toMatch(/Benzylpenicillin \(penicillin G\) is a penicillin, and its label rules it out/);
    expect(f?.evidenceIds).toEqual(["benzylpenicillin-smpc-penicillin-allergy"]);
  });

  it("04: Negaban (temocillin) with 'PCN allergy' draws it, cited to the Negaban SmPC", () => {
    const f = finding(run("04-uk-temocillin-pyelonephritis-pcn-allergy"), "penicillin-with-penicillin-allergy");
    expect(f?.clinician).toMatch(/Temocillin is a penicillin/);
    expect(f?.nextSteps[1]).toMatch(/^If the allergy stands, stop temocillin/);
    expect(f?.evidenceIds).toEqual(["negaban-smpc-penicillin-allergy"]);
  });

  it("05: pivmecillinam for cystitis with a penicillin allergy draws it, cited to the Selexid leaflet", () => {
    const f = finding(run("05-uk-pivmecillinam-cystitis-penicillin-allergy"), "penicillin-with-penicillin-allergy");
    expect(f?.clinician).toMatch(/Pivmecillinam is a penicillin/);
    expect(f?.evidenceIds).toEqual(["selexid-pil-penicillin-allergy"]);
  });

  it("Selexid by its brand name is found too", () => {
    const c = edit("05-uk-pivmecillinam-cystitis-penicillin-allergy", (d) => {
      d.medications = [{ medication: "Selexid 200mg tablets", status: "active", frequency: "three times a day" }];
    });
    expect(codes(runReviewCase(c))).toContain("penicillin-with-penicillin-allergy");
  });

  it("07: IV ampicillin with a penicillin allergy draws it", () => {
    const f = finding(run("07-us-ampicillin-penicillin-allergy"), "penicillin-with-penicillin-allergy");
    expect(f?.clinician).toMatch(/Ampicillin is a penicillin/);
    expect(f?.evidenceIds[0]).toBe("ampicillin-label-penicillin-allergy");
  });

  it("06: cefalexin, a cephalosporin, is not swept in as a penicillin", () => {
    expect(codes(run("06-uk-cefalexin-penicillin-allergy"))).not.toContain("penicillin-with-penicillin-allergy");
  });

  it("benzylpenicillin without an allergy on record draws nothing", () => {
    const c = edit("03-uk-benzylpenicillin-cellulitis-penicillin-allergy", (d) => {
      d.additionalContext =
        "Admitted via ED with spreading left leg cellulitis. IV benzylpenicillin started. No known drug allergies.";
    });
    expect(codes(runReviewCase(c))).not.toContain("penicillin-with-penicillin-allergy");
  });
});

describe("a statin offered to a woman who could become pregnant comes with a word on planning (review 26)", () => {
  const PLANNING = /^Discuss contraception and any pregnancy plans with the statin: UK advice \(UKTIS\)/;

  it("08: type 1 diabetes at 34, offered atorvastatin: the UKTIS step appears once, with its source", () => {
    const r = run("08-uk-type1-diabetes-woman-statin-offer");
    const f = finding(r, "statin-opportunity-diabetes");
    expect(f?.nextSteps.filter((s) => PLANNING.test(s))).toHaveLength(1);
    expect(f?.evidenceIds).toContain("uktis-statins-pregnancy");
    const all = r.findings.flatMap((x) => x.nextSteps).filter((s) => PLANNING.test(s));
    expect(all).toHaveLength(1);
  });

  it("09: QRISK3 11.2% at 45: the QRISK offer carries the step once", () => {
    const r = run("09-uk-qrisk-woman-45-statin-offer");
    const f = finding(r, "statin-offer-qrisk-uk");
    expect(f?.nextSteps.filter((s) => PLANNING.test(s))).toHaveLength(1);
    expect(f?.evidenceIds).toEqual(["nice-cg181-lipid-modification", "uktis-statins-pregnancy"]);
  });

  it("after the menopause, or at 55, or in a man, there is no planning step", () => {
    const menopause = edit("09-uk-qrisk-woman-45-statin-offer", (d) => {
      d.additionalContext += " Postmenopausal since 44.";
    });
    const older = load("09-uk-qrisk-woman-45-statin-offer");
    older.data.patientInfo.age = 55;
    const man = load("09-uk-qrisk-woman-45-statin-offer");
    man.data.patientInfo.gender = "male";
    for (const c of [menopause, older, man]) {
      const f = finding(runReviewCase(c), "statin-offer-qrisk-uk");
      expect(f).toBeDefined();
      expect(f?.nextSteps.some((s) => PLANNING.test(s))).toBe(false);
      expect(f?.evidenceIds).not.toContain("uktis-statins-pregnancy");
    }
  });
});

describe("Child-Pugh B cirrhosis beside rivaroxaban: recorded, not yet read against the medicine (review 26)", () => {
  it("10: the cirrhosis severity reads as class B; no rivaroxaban-liver finding is made without a seen label", () => {
    const r = run("10-uk-cirrhosis-child-pugh-b-rivaroxaban");
    expect(finding(r, "cirrhosis-severity")?.clinician).toMatch(/class B/);
    expect(codes(r).filter((c) => /rivaroxaban.*(liver|hepatic|child)/.test(c))).toEqual([]);
  });
});
