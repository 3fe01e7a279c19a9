import { describe, expect, it } from "vitest";
import {
  clinicianText,
  codes,
  expectDeepReadsThrough,
  finding,
  patientText,
  reviewFolder,
  runDeepReviewCase,
} from "../testing/review-case.ts";

/** Review 24, deep-24b: leftovers from the deep-24 review, read on its cases and two new ones. */
const deep24 = reviewFolder(new URL("./fixtures/deep-24-review24/", import.meta.url));
const own = reviewFolder(new URL("./fixtures/deep-24b-review24/", import.meta.url));

/** A deep-24 case with some of its record changed. */
const edit = deep24.edit;

const PREGNANCY = "06-uk-pregnancy-preeclampsia-gdm-hypothyroid";
const STEROID = "05-us-ra-methotrexate-adalimumab-tmp-smx";
const CIRRHOSIS = "02-uk-cirrhosis-varices-encephalopathy";
const COPD = "08-uk-copd-hfref-azithromycin-hypokalaemia";

describe("the new deep-24b cases read through the deep path", () => {
  it.each(["01-uk-pregnancy-30wk-hypothyroid-normal-growth", "02-us-pregnancy-24wk-levothyroxine-tsh-high"])(
    "%s",
    (name) => expectDeepReadsThrough(runDeepReviewCase(own.load(name))),
  );
});

describe("levothyroxine advice fits the gestation (deep-24 06)", () => {
  it("at 34 weeks gives no first-half advice: no 4-weekly TSH round and no extra doses from confirmation", () => {
    const r = runDeepReviewCase(deep24.load(PREGNANCY));
    const f = finding(r, "pregnancy-levothyroxine");
    expect(f?.clinician).toContain("In the second half of pregnancy ATA 2014 advises TSH checked again");
    expect(f?.clinician).not.toContain("two extra doses");
    expect(f?.patient).not.toContain("every 4 weeks in the first half");
    expect(f?.nextSteps.join(" ")).not.toMatch(/every 4 weeks in the first half|confirmation of pregnancy/);
  });

  it("at 12 weeks keeps the first-half advice", () => {
    const r = runDeepReviewCase(
      edit(PREGNANCY, (d) => {
        d.pastMedicalHistory[0]!.display = "Pregnancy, 12+2 weeks gestation (G2P1)";
      }),
    );
    const f = finding(r, "pregnancy-levothyroxine");
    expect(f?.clinician).toContain("allows two extra doses a week from the confirmation of pregnancy");
    expect(f?.patient).toContain("every 4 weeks in the first half of pregnancy");
  });

  it("a US record at 24 weeks with TSH above range raises the dose without the confirmation-of-pregnancy wording", () => {
    const r = runDeepReviewCase(own.load("02-us-pregnancy-24wk-levothyroxine-tsh-high"));
    const f = finding(r, "pregnancy-levothyroxine");
    expect(f?.severity).toBe("high");
    expect(f?.nextSteps).toContain(
      "Increase the levothyroxine dose now and recheck TSH in about 4 weeks; check adherence and timing (empty stomach, about 4 hours apart from iron and calcium)",
    );
    expect(f?.nextSteps.join(" ")).not.toContain("confirmation of pregnancy");
  });

  it("at 30 weeks with TSH in range: a low-priority reminder with the second-half recheck", () => {
    const r = runDeepReviewCase(own.load("01-uk-pregnancy-30wk-hypothyroid-normal-growth"));
    const f = finding(r, "pregnancy-levothyroxine");
    expect(f?.severity).toBe("low");
    expect(f?.nextSteps).toEqual([
      "Recheck TSH in the second half of pregnancy and after any dose change; adjust the dose to keep TSH in the pregnancy range until delivery",
    ]);
  });
});

describe("anaemia in pregnancy with a ferritin that shows iron deficiency (deep-24 06)", () => {
  it("asks for no MCV, B12 and folate beside a ferritin of 11", () => {
    const r = runDeepReviewCase(deep24.load(PREGNANCY));
    expect(codes(r)).toContain("iron-deficiency-anaemia");
    expect(finding(r, "anaemia")?.nextSteps).toEqual([]);
    expect(clinicianText(r)).not.toContain("Check MCV, B12 and folate");
  });

  it("with a ferritin of 80 the anaemia work-up is still asked for", () => {
    const r = runDeepReviewCase(
      edit(PREGNANCY, (d) => {
        const ferritin = d.recentAbnormalLabs.find((l) => l.display === "Ferritin")!;
        ferritin.value = "80";
        delete ferritin.interpretation;
      }),
    );
    expect(codes(r)).not.toContain("iron-deficiency-anaemia");
    expect(finding(r, "anaemia")?.nextSteps.join(" ")).toContain("B12 and folate");
  });
});

describe("the baby's growth and movements (deep-24 06)", () => {
  it("names the growth restriction, the abnormal Doppler and the reduced movements, with same-day assessment", () => {
    const r = runDeepReviewCase(deep24.load(PREGNANCY));
    const f = finding(r, "fetal-growth-movements");
    expect(f?.severity).toBe("high");
    expect(f?.clinician).toContain('a scan reporting "fetal growth restriction"');
    expect(f?.clinician).toContain("an abnormal umbilical artery Doppler");
    expect(f?.clinician).toContain('"reduced fetal movements" in the notes');
    expect(f?.nextSteps[0]).toContain("Same-day assessment of the baby's wellbeing");
    expect(f?.nextSteps[1]).toContain("delivered by 37 weeks at the latest");
    expect(patientText(r)).toContain("do not wait until the next day");
  });

  it("without the reduced movements the scan alone is a moderate finding with no same-day step", () => {
    const r = runDeepReviewCase(
      edit(PREGNANCY, (d) => {
        d.additionalContext = d.additionalContext.replace(" Reduced fetal movements since yesterday.", "");
      }),
    );
    const f = finding(r, "fetal-growth-movements");
    expect(f?.severity).toBe("moderate");
    expect(f?.nextSteps.join(" ")).not.toContain("Same-day");
  });

  it("stays quiet with a normal growth scan and movements stated as normal", () => {
    const r = runDeepReviewCase(own.load("01-uk-pregnancy-30wk-hypothyroid-normal-growth"));
    expect(codes(r)).toEqual(["pregnancy-levothyroxine"]);
  });
});

describe("a fasting glucose in range beside recorded steroid-induced hyperglycaemia (deep-24 05)", () => {
  it("names the recorded steroid hyperglycaemia instead of reading as nothing on record", () => {
    const f = finding(runDeepReviewCase(deep24.load(STEROID)), "diabetes-range-undiagnosed");
    expect(f?.title).toBe("Fasting glucose in the diabetes range beside recorded steroid-induced hyperglycemia");
    expect(f?.clinician).toContain(
      "The conditions list Steroid-induced hyperglycemia, which is not a diagnosis of diabetes",
    );
  });

  it("without it the finding keeps its usual title", () => {
    const r = runDeepReviewCase(
      edit(STEROID, (d) => {
        d.pastMedicalHistory = d.pastMedicalHistory.filter((c) => !/steroid-induced/i.test(c.display ?? ""));
      }),
    );
    const f = finding(r, "diabetes-range-undiagnosed");
    expect(f?.title).toBe("Blood sugar in the diabetes range without a diagnosis");
    expect(f?.clinician).not.toContain("Steroid-induced");
  });
});

describe("confusion with a low sodium and hepatic encephalopathy on record (deep-24 02)", () => {
  it("reads the confusion as the sodium or the encephalopathy, not the sodium alone", () => {
    const f = finding(runDeepReviewCase(deep24.load(CIRRHOSIS)), "hyponatraemia");
    expect(f?.clinician).toContain("may be symptoms of the low sodium or of the hepatic encephalopathy on record");
    expect(f?.patient).toContain("can also come from your liver condition");
  });

  it("without encephalopathy on record the sodium is named alone", () => {
    const r = runDeepReviewCase(
      edit(CIRRHOSIS, (d) => {
        d.pastMedicalHistory = d.pastMedicalHistory.filter((c) => !/encephalopathy/i.test(c.display ?? ""));
      }),
    );
    const f = finding(r, "hyponatraemia");
    // Review 30b (hepato-30b case 01): confusion in known cirrhosis is not put down to the sodium
    // alone, though no encephalopathy is claimed to be on record.
    expect(f?.clinician).toContain(
      "which may be symptoms of the low sodium or of hepatic encephalopathy in the cirrhosis on record: symptoms decide",
    );
    expect(f?.clinician).not.toContain("the hepatic encephalopathy on record");
    expect(f?.patient).not.toContain("liver condition");
  });
});

describe("COPD, HFrEF and digoxin toxicity (deep-24 08)", () => {
  it("quotes poor intake, not postural dizziness, as the sick-day trigger", () => {
    const f = finding(runDeepReviewCase(deep24.load(COPD)), "sick-day-medicines");
    expect(f?.clinician).toContain('The notes record "feels nauseous, off food');
    expect(f?.clinician).not.toContain('"dizzy on standing"');
  });

  it("still quotes postural dizziness when the notes give nothing else", () => {
    const r = runDeepReviewCase(
      edit(COPD, (d) => {
        d.additionalContext = d.additionalContext.replace(
          "Feels nauseous, off food, seeing yellow tinge to vision. ",
          "",
        );
      }),
    );
    expect(finding(r, "sick-day-medicines")?.clinician).toContain('The notes record "dizzy on standing"');
  });

  it("does not call the appetite loss unexplained beside digoxin toxicity with nausea", () => {
    const f = finding(runDeepReviewCase(deep24.load(COPD)), "lung-cancer-chest-xray-urgent");
    expect(f?.severity).toBe("moderate");
    expect(f?.clinician).not.toContain("not explained in the record");
    expect(f?.clinician).toContain("the stomach symptoms of digoxin toxicity may explain it");
  });

  it("with a digoxin level in range the appetite loss is unexplained again", () => {
    const r = runDeepReviewCase(
      edit(COPD, (d) => {
        const level = d.recentAbnormalLabs.find((l) => l.display === "Digoxin level")!;
        level.value = "1.1";
        delete level.interpretation;
      }),
    );
    const f = finding(r, "lung-cancer-chest-xray-urgent");
    expect(f?.severity).toBe("high");
    expect(f?.clinician).toContain("not explained in the record");
  });

  it("gives NICE's CKD statin wording, not ADA's, on a UK record", () => {
    const f = finding(runDeepReviewCase(deep24.load(COPD)), "statin-opportunity-diabetes");
    expect(f?.title).toBe("Diabetes with chronic kidney disease and no statin");
    expect(f?.clinician).toContain("NICE offers atorvastatin 20 mg to adults with chronic kidney disease");
    expect(f?.clinician).not.toContain("; statin therapy is recommended for adults with diabetes aged 40–75");
  });

  it("keeps ADA's wording when the record does not read as UK", () => {
    const r = runDeepReviewCase(
      edit(COPD, (d) => {
        d.additionalContext = d.additionalContext.replace("GP home visit (NHS)", "Home visit");
        const a1c = d.recentAbnormalLabs.find((l) => l.display === "HbA1c")!;
        Object.assign(a1c, { value: "7.7", unit: "%", referenceRange: "4.0-5.6" });
      }),
    );
    const f = finding(r, "statin-opportunity-diabetes");
    expect(f?.title).toBe("Diabetes aged 40–75 without a statin");
  });
});
