import { describe, expect, it } from "vitest";
import { finding, reviewFolder, runReviewCase } from "../testing/review-case.ts";

const { run, load, edit } = reviewFolder(new URL("./fixtures/country-28-review28/", import.meta.url));

interface LabCase {
  labResults: { name: string; value: string; unit?: string; referenceRange?: string }[];
  patientContext: { clinicalNotes: string; medications: { name: string; dosage?: string; frequency?: string }[] };
}

/** The same record with its US conventional units given in SI units: it then reads as neither country. */
function inSiUnits(c: ReturnType<typeof load>): ReturnType<typeof load> {
  const lab = c as unknown as LabCase;
  lab.labResults = lab.labResults.map((o) =>
    o.name === "Glucose"
      ? { ...o, value: "5.1", unit: "mmol/L", referenceRange: "3.9-5.5" }
      : o.name === "Creatinine"
        ? { ...o, value: "71", unit: "umol/L", referenceRange: "45-84" }
        : o,
  );
  // A US town or setting in the notes reads as American since review 31 (country-31): the twin
  // drops the notes' first sentence, which names the clinic and its town.
  lab.patientContext.clinicalNotes = lab.patientContext.clinicalNotes.replace(/^[^.]*\.\s*/, "");
  return c;
}

describe("asthma at high risk of attacks follows the record's country (review 28, country-28)", () => {
  it("01: a US record cites GINA and the SABA cohort, not BTS/NICE/SIGN, and refers without the UK steroid-course trigger", () => {
    const f = finding(run("01-us-asthma-saba-overuse"), "asthma-high-risk-attacks");
    expect(f?.evidenceIds).toEqual([
      "gina-2022-primary-care",
      "gina-2021-executive-summary",
      "nwaru-2020-saba-overuse",
    ]);
    expect(f?.nextSteps[0]).toMatch(/^Asthma review within days: check adherence/);
    expect(f?.nextSteps[2]).toBe(
      "Refer for specialist asthma review if control stays poor despite good adherence and inhaler technique",
    );
    expect(f?.nextSteps.join(" ")).not.toMatch(/repeated oral steroid courses/);
  });

  it("01: the US record already on MART gets a dose review, not the UK FeNO step", () => {
    const c = load("01-us-asthma-saba-overuse");
    (c as unknown as LabCase).patientContext.medications = [
      {
        name: "Budesonide/formoterol (Symbicort) 160/4.5 mcg",
        dosage: "2 puffs",
        frequency: "twice daily and as needed",
      },
    ];
    (c as unknown as LabCase).patientContext.clinicalNotes =
      "Family medicine visit, Denver, Colorado. Two prednisone bursts this year.";
    const f = finding(runReviewCase(c), "asthma-high-risk-attacks");
    expect(f?.nextSteps[0]).toMatch(/already on MART, so review whether its dose should be stepped up/);
    expect(f?.nextSteps.join(" ")).not.toMatch(/FeNO|moderate-dose MART/);
    expect(f?.evidenceIds).toEqual(["gina-2022-primary-care", "gina-2021-executive-summary"]);
  });

  it("01: its twin in SI units reads as neither country and keeps BTS/NICE/SIGN", () => {
    const f = finding(runReviewCase(inSiUnits(load("01-us-asthma-saba-overuse"))), "asthma-high-risk-attacks");
    expect(f?.evidenceIds).toEqual(["bts-nice-sign-2024-asthma", "nwaru-2020-saba-overuse"]);
    expect(f?.nextSteps[2]).toMatch(/or after repeated oral steroid courses/);
  });
});

describe("a positive TB infection test on a UK record cites NICE NG33's regimens (review 28, country-28)", () => {
  it("02: a Leeds (NHS) contact gets NG33's 3HR or 6H, without the CDC/NTCA list", () => {
    const f = finding(run("02-uk-igra-positive-contact"), "latent-tb-positive-test");
    expect(f?.clinician).toMatch(
      /NG33's regimens are 3 months of isoniazid with rifampicin or 6 months of isoniazid, each with pyridoxine/,
    );
    expect(`${f?.clinician} ${f?.nextSteps.join(" ")}`).not.toMatch(/CDC|3HP|rifapentine|4R/);
    expect(f?.nextSteps[1]).toMatch(/^Refer to the TB service to offer latent TB treatment \(NICE NG33: 3 months/);
    expect(f?.evidenceIds).toEqual(["nice-ng33-tb"]);
  });

  it("02: its twin without UK marks keeps the CDC/NTCA regimens", () => {
    const c = load("02-uk-igra-positive-contact");
    const lab = c as unknown as LabCase;
    lab.patientContext.clinicalNotes = lab.patientContext.clinicalNotes.replace("GP surgery, Leeds (NHS). ", "");
    const f = finding(runReviewCase(c), "latent-tb-positive-test");
    expect(f?.clinician).toMatch(/CDC\/NTCA 2020 prefer short rifamycin-based regimens/);
    expect(f?.evidenceIds).toEqual(["nice-ng33-tb", "cdc-ntca-2020-ltbi"]);
  });
});

/** An EHR case's hemoglobin and ferritin given in SI units, and its US place taken out. */
const siEhr = (name: string) =>
  edit(name, (d) => {
    d.recentAbnormalLabs = d.recentAbnormalLabs.map((o) =>
      o.display === "Hemoglobin"
        ? { ...o, value: String(Math.round(Number(o.value) * 10)), unit: "g/L", referenceRange: "115-165" }
        : o.display === "Ferritin"
          ? { ...o, unit: "ug/L" }
          : o,
    );
    d.additionalContext = d.additionalContext.replace(/^[^.]+, [A-Z][a-z]+\. /, "");
  });

describe("heavy periods on a US record are pointed to ACOG, not NICE NG88 (review 28, country-28)", () => {
  it("03: heavy menstrual bleeding on rivaroxaban in Austin cites ACOG for treating the periods", () => {
    const f = finding(run("03-us-rivaroxaban-heavy-periods"), "doac-bleeding");
    expect(f?.nextSteps.join(" ")).toMatch(
      /plan treatment of the heavy periods with gynecology and whoever manages the anticoagulant \(ACOG\)/,
    );
    expect(f?.evidenceIds).toEqual(
      expect.arrayContaining(["acog-pb136-aub-ovulatory-dysfunction", "acog-co557-acute-aub"]),
    );
    expect(f?.evidenceIds).not.toContain("nice-ng88-heavy-menstrual-bleeding");
  });

  it("03: its twin in SI units keeps NICE NG88", () => {
    const f = finding(runReviewCase(siEhr("03-us-rivaroxaban-heavy-periods")), "doac-bleeding");
    expect(f?.nextSteps.join(" ")).toMatch(/\(NICE NG88\)/);
    expect(f?.evidenceIds).toContain("nice-ng88-heavy-menstrual-bleeding");
    expect(f?.evidenceIds).not.toContain("acog-pb136-aub-ovulatory-dysfunction");
  });

  it("04: iron-deficiency anemia from heavy periods in Portland names ACOG's options, without NG88 or NSAIDs", () => {
    const f = finding(run("04-us-ida-heavy-periods"), "iron-deficiency-anaemia");
    const steps = f?.nextSteps.join(" ") ?? "";
    expect(steps).toMatch(/ACOG options include a levonorgestrel IUD or combined hormonal contraception, a progestin/);
    expect(steps).not.toMatch(/NICE|NG88|hormonal coil|NSAID/);
    expect(f?.evidenceIds).toEqual(
      expect.arrayContaining(["acog-pb136-aub-ovulatory-dysfunction", "acog-co557-acute-aub"]),
    );
    expect(f?.evidenceIds).not.toContain("nice-ng88-heavy-menstrual-bleeding");
  });

  it("04: its twin in SI units keeps the NICE NG88 options", () => {
    const f = finding(runReviewCase(siEhr("04-us-ida-heavy-periods")), "iron-deficiency-anaemia");
    expect(f?.nextSteps.join(" ")).toMatch(/NICE NG88 options include a hormonal coil/);
    expect(f?.evidenceIds).toContain("nice-ng88-heavy-menstrual-bleeding");
  });
});

describe("an equivocal urine dipstick on a US record cites US references, not SIGN 160 (review 28, country-28)", () => {
  it("05: leukocytes without nitrite with dysuria in Columbus reads through AAFP and the MSD Manual", () => {
    const f = finding(run("05-us-dysuria-le-positive-nitrite-negative"), "uti-dipstick-equivocal");
    expect(f?.clinician).toMatch(/Urethritis and vaginitis can cause the same symptoms/);
    expect(f?.clinician).not.toMatch(/SIGN|NICE/);
    expect(f?.evidenceIds).toEqual(["aafp-2002-cystitis-evaluation", "aafp-2015-dysuria", "msd-manual-dysuria"]);
  });

  it("05: its twin in SI units keeps SIGN 160 and NICE QS90", () => {
    const c = load("05-us-dysuria-le-positive-nitrite-negative");
    (c as unknown as LabCase).labResults = (c as unknown as LabCase).labResults.map((o) =>
      o.name === "Creatinine" ? { ...o, value: "64", unit: "umol/L", referenceRange: "45-84" } : o,
    );
    // Without "Urgent care, Columbus, Ohio.", which reads as American since review 31 (country-31).
    const notes = (c as unknown as LabCase).patientContext;
    notes.clinicalNotes = notes.clinicalNotes.replace(/^[^.]*\.\s*/, "");
    const f = finding(runReviewCase(c), "uti-dipstick-equivocal");
    expect(f?.clinician).toMatch(/SIGN 160 diagnoses UTI from two or more urinary symptoms/);
    expect(f?.evidenceIds).toEqual(["sign-160-lower-uti", "nice-qs90-uti-adults"]);
  });
});
