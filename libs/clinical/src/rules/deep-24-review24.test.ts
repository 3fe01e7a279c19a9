import { describe, expect, it } from "vitest";
import {
  codes,
  finding,
  patientText,
  reviewFolder,
  runDeepReviewCase,
  expectDeepReadsThrough,
  type ReviewRun,
} from "../testing/review-case.ts";

/** Review 24, deep-24: rich multimorbid EHR records (US and UK) read end to end in deep mode. */
const NAMES = [
  "01-hfref-ckd3b-t2d-iron-deficiency",
  "02-uk-cirrhosis-varices-encephalopathy",
  "03-uk-breast-cancer-anastrozole-osteoporosis",
  "04-us-falls-polypharmacy-af-apixaban",
  "05-us-ra-methotrexate-adalimumab-tmp-smx",
  "06-uk-pregnancy-preeclampsia-gdm-hypothyroid",
  "07-us-hiv-art-metabolic-cobicistat-statin",
  "08-uk-copd-hfref-azithromycin-hypokalaemia",
];

const { load, edit } = reviewFolder(new URL("./fixtures/deep-24-review24/", import.meta.url));
const steps = (r: ReviewRun) => r.findings.flatMap((f) => f.nextSteps);
const without = (items: Record<string, string>[], key: string, re: RegExp) =>
  items.filter((i) => !re.test(i[key] ?? ""));

describe("every deep-24 case reads through the deep path", () => {
  it.each(NAMES)("%s: a detailed discussion, no template gaps, and every citation numbered", (name) => {
    expectDeepReadsThrough(runDeepReviewCase(load(name)));
  });
});

describe("iron deficiency in HFrEF with CKD (deep-24 01)", () => {
  it("gives the iron intravenously under both findings, with no oral iron trial under the CKD anaemia", () => {
    const r = runDeepReviewCase(load("01-hfref-ckd3b-t2d-iron-deficiency"));
    // A US record: AHA/ACC/HFSA 2022 wording since review 29 (country-29), class 2a, so "consider".
    expect(finding(r, "hf-iron-deficiency")?.nextSteps).toContain("Consider intravenous iron if symptomatic");
    const ckd = finding(r, "anaemia-ckd");
    expect(ckd?.clinician).toContain("With HFrEF the iron is given intravenously, as in the heart-failure finding");
    expect(steps(r).join(" ")).not.toContain("trial of oral iron");
  });

  it("keeps the NICE oral iron trial when there is no heart failure", () => {
    const r = runDeepReviewCase(
      edit("01-hfref-ckd3b-t2d-iron-deficiency", (d) => {
        d.pastMedicalHistory = without(d.pastMedicalHistory, "display", /heart failure/i);
        d.imagingStudies = [];
      }),
    );
    expect(codes(r)).not.toContain("hf-iron-deficiency");
    expect(finding(r, "anaemia-ckd")?.nextSteps).toContain(
      "Offer a 3-month trial of oral iron; if the hemoglobin does not respond or oral iron is not tolerated, offer intravenous iron",
    );
  });
});

describe("decompensated cirrhosis with diabetes (deep-24 02)", () => {
  it("does not offer a statin for diabetes in decompensated cirrhosis", () => {
    const r = runDeepReviewCase(load("02-uk-cirrhosis-varices-encephalopathy"));
    expect(codes(r)).toContain("cirrhosis-sedative");
    expect(codes(r)).not.toContain("statin-opportunity-diabetes");
  });

  it("still offers it with diabetes and no cirrhosis", () => {
    const r = runDeepReviewCase(
      edit("02-uk-cirrhosis-varices-encephalopathy", (d) => {
        d.pastMedicalHistory = without(d.pastMedicalHistory, "display", /cirrhosis|varices|encephalopathy|ascites/i);
        d.imagingStudies = [];
        d.additionalContext = "Abstinent from alcohol since 2024.";
      }),
    );
    expect(codes(r)).toContain("statin-opportunity-diabetes");
  });

  it("reads new drowsiness on zopiclone with encephalopathy on record as its possible return", () => {
    const f = finding(runDeepReviewCase(load("02-uk-cirrhosis-varices-encephalopathy")), "cirrhosis-sedative");
    expect(f?.clinician).toContain(
      'The notes record "drowsiness": with hepatic encephalopathy on record this may be its return, brought on by the hypnotic',
    );
    expect(f?.nextSteps[0]).toBe(
      "Assess the drowsiness or confusion as possible hepatic encephalopathy brought on by the hypnotic, with the liver team",
    );
  });

  it("keeps to the medicine review when the notes record no drowsiness or confusion", () => {
    const f = finding(
      runDeepReviewCase(
        edit("02-uk-cirrhosis-varices-encephalopathy", (d) => {
          d.additionalContext =
            "Hepatology clinic letter (NHS): abstinent from alcohol since Jan 2024. GP started zopiclone last month for insomnia.";
        }),
      ),
      "cirrhosis-sedative",
    );
    expect(f?.clinician).not.toContain("may be its return");
    expect(f?.nextSteps).toEqual([
      "Review the hypnotic or benzodiazepine with the liver team: contraindicated in severe hepatic insufficiency (risk of encephalopathy); plan how to stop it",
    ]);
  });

  it("names the sulfonylurea to the patient when it is withheld during the illness", () => {
    const text = patientText(runDeepReviewCase(load("02-uk-cirrhosis-varices-encephalopathy")));
    expect(text).toContain("Your diabetes tablet gliclazide is usually stopped while you are unwell");
    expect(text).not.toContain("This diabetes tablet");
  });
});

describe("aromatase inhibitor, prednisolone and a DXA in the osteoporosis range (deep-24 03)", () => {
  it("reads the DXA T-score as osteoporosis on record instead of asking for a fracture risk assessment", () => {
    const r = runDeepReviewCase(load("03-uk-breast-cancer-anastrozole-osteoporosis"));
    expect(finding(r, "glucocorticoid-long-term")?.clinician).toContain(
      "A T-score of −2.8 (osteoporosis) is on record, and the glucocorticoid adds to the fracture risk.",
    );
    expect(steps(r).join(" ")).not.toContain("Assess fracture risk now");
    expect(patientText(r)).not.toContain("Should I have a bone density scan");
    expect(codes(r)).toContain("osteoporosis-untreated");
  });

  it("names the vitamin D already taken instead of suggesting a supplement", () => {
    const r = runDeepReviewCase(load("03-uk-breast-cancer-anastrozole-osteoporosis"));
    expect(finding(r, "vitamin-d-deficiency")?.patient).toContain(
      "You already take a supplement with vitamin D (Adcal-D3 chewable tablets), yet the level is low",
    );
    const none = runDeepReviewCase(
      edit("03-uk-breast-cancer-anastrozole-osteoporosis", (d) => {
        d.medications = without(d.medications, "medication", /adcal/i);
      }),
    );
    expect(finding(none, "vitamin-d-deficiency")?.patient).toContain("Your doctor may suggest a supplement.");
  });

  it("asks for the fracture risk assessment when no bone density result is in the record", () => {
    const r = runDeepReviewCase(
      edit("03-uk-breast-cancer-anastrozole-osteoporosis", (d) => {
        d.imagingStudies = without(d.imagingStudies, "type", /dxa/i);
      }),
    );
    expect(steps(r).join(" ")).toContain("Assess fracture risk now");
  });
});

describe("methotrexate with known, stable RA interstitial lung disease (deep-24 05)", () => {
  it("does not call a lung change the CT reports as unchanged a possible drug pneumonitis", () => {
    const r = runDeepReviewCase(load("05-us-ra-methotrexate-adalimumab-tmp-smx"));
    expect(codes(r)).not.toContain("drug-induced-pneumonitis");
    expect(codes(r)).toEqual(
      expect.arrayContaining(["methotrexate-marrow-toxicity", "methotrexate-raised-transaminases"]),
    );
  });

  it("still flags a new lung change on methotrexate", () => {
    const r = runDeepReviewCase(
      edit("05-us-ra-methotrexate-adalimumab-tmp-smx", (d) => {
        d.imagingStudies[0]!.findings = "New bilateral ground-glass opacities since 2024.";
        d.imagingStudies[0]!.conclusion = "New ground-glass change, pneumonitis to be considered.";
      }),
    );
    expect(codes(r)).toContain("drug-induced-pneumonitis");
  });
});

describe("HELLP picture at 34 weeks with an LDH in the record (deep-24 06)", () => {
  it("reads the LDH that is there instead of calling it missing, and asks only for the film and haptoglobin", () => {
    const r = runDeepReviewCase(load("06-uk-pregnancy-preeclampsia-gdm-hypothyroid"));
    const f = finding(r, "hellp-syndrome");
    expect(f?.clinician).toContain(
      "LDH 310 U/L (2026-11-25) is not above the 600 U/L the Tennessee criteria take as haemolysis, and no blood film or haptoglobin is in the record.",
    );
    expect(f?.nextSteps.join(" ")).toContain("add a blood film and haptoglobin, and repeat the LDH");
  });

  it("says no haemolysis marker is in the record when there is no LDH", () => {
    const r = runDeepReviewCase(
      edit("06-uk-pregnancy-preeclampsia-gdm-hypothyroid", (d) => {
        d.recentAbnormalLabs = without(d.recentAbnormalLabs, "display", /^LDH$/);
      }),
    );
    expect(finding(r, "hellp-syndrome")?.clinician).toContain(
      "no haemolysis marker (blood film, haptoglobin, LDH) is in the record.",
    );
  });

  it("does not read the raised ALT as fatty liver to stage with FIB-4 beside HELLP", () => {
    const r = runDeepReviewCase(load("06-uk-pregnancy-preeclampsia-gdm-hypothyroid"));
    expect(codes(r)).toContain("hellp-syndrome");
    expect(codes(r)).not.toContain("masld-risk");
    expect(steps(r).join(" ")).not.toContain("Calculate FIB-4");
  });

  it("reads it as possible fatty liver outside pregnancy", () => {
    const r = runDeepReviewCase(
      edit("06-uk-pregnancy-preeclampsia-gdm-hypothyroid", (d) => {
        d.pastMedicalHistory = without(d.pastMedicalHistory, "display", /pregnan|gestational/i);
        d.imagingStudies = [];
        d.additionalContext = "GP review.";
      }),
    );
    expect(codes(r)).toContain("masld-risk");
  });
});

describe("HIV on boosted ART with metabolic problems (deep-24 07)", () => {
  it("does not offer a fibrate or stop-smoking medicine that is already taken", () => {
    const r = runDeepReviewCase(load("07-us-hiv-art-metabolic-cobicistat-statin"));
    const tg = finding(r, "severe-hypertriglyceridaemia");
    expect(tg?.clinician).toContain("Already taking Fenofibrate 145 mg tablet.");
    expect(tg?.nextSteps).toContain(
      "Already on Fenofibrate 145 mg tablet: check that it is being taken; treat the secondary causes and diet",
    );
    expect(steps(r).join(" ")).not.toContain("consider a fibrate");
    const smoking = finding(r, "smoking-cessation");
    expect(smoking?.clinician).toContain("support the quit attempt under way with Varenicline 1 mg tablet");
    expect(smoking?.nextSteps).toContain(
      "Support the quit attempt with Varenicline 1 mg tablet: add behavioral counseling if not already given",
    );
  });

  it("offers them when they are not on the list", () => {
    const r = runDeepReviewCase(
      edit("07-us-hiv-art-metabolic-cobicistat-statin", (d) => {
        d.medications = without(d.medications, "medication", /fenofibrate|varenicline/i);
      }),
    );
    expect(finding(r, "severe-hypertriglyceridaemia")?.nextSteps).toContain(
      "If triglycerides stay at 500 mg/dL (5.6 mmol/L) or more despite diet, consider a fibrate",
    );
    expect(finding(r, "smoking-cessation")?.clinician).toContain("offer cessation support");
  });
});

describe("sildenafil beside a cobicistat-boosted HIV regimen (deep-24 07)", () => {
  it("asks for the sildenafil dose to be lowered to the booster limit", () => {
    const f = finding(runDeepReviewCase(load("07-us-hiv-art-metabolic-cobicistat-statin")), "booster-sildenafil");
    expect(f?.clinician).toContain("The recorded strength, 100 mg, is above that limit.");
    expect(f?.nextSteps).toEqual([
      "Lower sildenafil to at most 25 mg in 48 hours beside the booster (12.5 mg to start), and warn about dizziness, fainting and visual change",
    ]);
  });

  it("stays quiet without a booster, and for sildenafil taken three times a day for pulmonary hypertension", () => {
    const unboosted = runDeepReviewCase(
      edit("07-us-hiv-art-metabolic-cobicistat-statin", (d) => {
        d.medications = d.medications.map((m) =>
          /genvoya/i.test(m.medication ?? "")
            ? { ...m, medication: "Bictegravir/emtricitabine/tenofovir alafenamide (Biktarvy) tablet" }
            : m,
        );
      }),
    );
    expect(codes(unboosted)).not.toContain("booster-sildenafil");
    const pah = runDeepReviewCase(
      edit("07-us-hiv-art-metabolic-cobicistat-statin", (d) => {
        const s = d.medications.find((m) => /sildenafil/i.test(m.medication ?? ""));
        s!.medication = "Sildenafil 20 mg tablet";
        s!.frequency = "three times daily";
      }),
    );
    expect(codes(pah)).not.toContain("booster-sildenafil");
  });
});

describe("COPD with HFrEF, digoxin toxicity and a same-day chest X-ray (deep-24 08)", () => {
  it("does not ask again for a chest X-ray that is in the record", () => {
    const r = runDeepReviewCase(load("08-uk-copd-hfref-azithromycin-hypokalaemia"));
    const f = finding(r, "lung-cancer-chest-xray-urgent");
    expect(f?.clinician).toContain("A chest X-ray from 2026-11-24 is in the record, so it is not asked for again");
    expect(f?.nextSteps[0]).toBe(
      "Chest X-ray already done (2026-11-24): refer on a suspected lung cancer pathway if it suggests cancer (NICE NG12)",
    );
    expect(patientText(r)).toContain("You have had a chest X-ray recently");
    expect(steps(r).join(" ")).not.toContain("Arrange a chest X-ray within 2 weeks");
  });

  it("asks for it when none is in the record", () => {
    const r = runDeepReviewCase(
      edit("08-uk-copd-hfref-azithromycin-hypokalaemia", (d) => {
        d.imagingStudies = without(d.imagingStudies, "type", /chest x-ray/i);
        // A digoxin level in range, so the appetite loss is not put down to toxicity (deep-24b-review24.test.ts).
        Object.assign(
          d.recentAbnormalLabs.find((l) => l.display === "Digoxin level")!,
          { value: "1.1" },
        );
      }),
    );
    expect(finding(r, "lung-cancer-chest-xray-urgent")?.nextSteps[0]).toBe(
      "Arrange a chest X-ray within 2 weeks (NICE NG12); refer on a suspected lung cancer pathway if it suggests cancer",
    );
  });

  it("does not blame the diuretic for a sodium that is normal once corrected for the glucose", () => {
    const r = runDeepReviewCase(load("08-uk-copd-hfref-azithromycin-hypokalaemia"));
    expect(finding(r, "hyponatraemia")?.clinician).toContain("This is not a true hyponatraemia");
    expect(codes(r)).not.toContain("diuretic-hyponatraemia");
  });

  it("does with a normal glucose", () => {
    const r = runDeepReviewCase(
      edit("08-uk-copd-hfref-azithromycin-hypokalaemia", (d) => {
        const glucose = d.recentAbnormalLabs.find((l) => l.display === "Glucose");
        glucose!.value = "6.1";
        glucose!.interpretation = "Normal";
      }),
    );
    expect(codes(r)).toContain("diuretic-hyponatraemia");
  });
});
