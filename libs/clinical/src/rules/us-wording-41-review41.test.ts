import { describe, expect, it } from "vitest";
import { citedFor, codes, finding, patientText, reviewFolder } from "../testing/review-case.ts";

/*
 * Review 41, UK wording and sources on US and other records:
 * Found and changed:
 * - 01, 03, 04: fixed sentences said "rifampicin" on US records (apixaban/rivaroxaban "(rifampicin by
 *   about half)", the dabigatran label sentence, and the CDC/NTCA regimen list of the positive-IGRA
 *   finding) while review 40's tbDrugs already said "rifampin". US records now get "rifampin" in those
 *   sentences (new us-spelling.ts localSpelling, used by enzyme-inducers.ts inducerDoac and
 *   inducerDabigatranEdoxaban, and latent-tb.ts for US_GUIDANCE and US_REGIMEN); UK twins 02 and 05 keep
 *   "rifampicin".
 * - 06, 07: Paxlovid beside a Kenalog knee injection, with a low cortisol (06) or without (07), told the
 *   clinician to seek advice from, or agree an alternative with, "the HIV team", asked "safer with my
 *   HIV medicine?", and told the patient "keep using your steroid" about an injection already given.
 *   These paths now name the prescriber of the COVID-19 treatment, ask about "my COVID-19 medicine",
 *   and tell the patient to tell that prescriber about the recent injection
 *   (booster-corticosteroid.ts match: team, questions; keepAdvice).
 * Pinned: 02 and 05 (UK twins: rifampicin, NICE NG33 regimens); 08 (darunavir/ritonavir with a knee
 * injection keeps "the HIV team" and "my HIV medicine").
 * Not changed:
 * - 04: the US positive-IGRA finding still says "NICE NG33 offers latent TB treatment to everyone under
 *   65" and cites nice-ng33-tb beside cdc-ntca-2020-ltbi: the CDC/NTCA summary in the evidence base
 *   covers only the regimens, not who is offered treatment, and no US source for that was searched today.
 *   (Review 42, country-42 case 01, gives US records the CDC's line and sources instead.)
 * - Folic acid (pregnancy-folic-acid.ts) keeps its UK wording on US records. The one search today found
 *   USPSTF's 0.4–0.8 mg advice only in a third-party protocol README (raw.githubusercontent.com, Canvas
 *   protocols), not on a USPSTF, CDC or ACOG page, and that advice explicitly excludes people on
 *   antiseizure medicines, which is the very group this finding is about; so it cannot replace the 5 mg
 *   advice. No case was added.
 * - Carbamazepine planning pregnancy: no source in the evidence base covers carbamazepine's
 *   teratogenic risk (the valproate and topiramate MHRA sources do not name it; no MHRA 2024
 *   antiepileptics-in-pregnancy source is stored), so no finding was added.
 */

const { run } = reviewFolder(new URL("./fixtures/us-wording-41-review41/", import.meta.url));

const DOAC = "enzyme-inducer-apixaban-rivaroxaban";
const DABI = "enzyme-inducer-dabigatran-edoxaban";
const IGRA = "latent-tb-positive-test";
const BOOSTER = "booster-cyp3a-corticosteroid";

describe("rifampin on US records in fixed sentences (review 41)", () => {
  it("01: a US apixaban record reads 'rifampin by about half'", () => {
    const f = finding(run("01-us-62-apixaban-rifampin-latent-tb"), DOAC);
    expect(f?.severity).toBe("high");
    expect(f?.clinician).toContain("(rifampin by about half)");
    expect(f?.clinician).not.toMatch(/rifampicin/i);
  });

  it("02: the UK twin keeps 'rifampicin by about half'", () => {
    const f = finding(run("02-uk-62-apixaban-rifampicin-latent-tb"), DOAC);
    expect(f?.clinician).toContain("(rifampicin by about half)");
  });

  it("03: the dabigatran label sentence says rifampin on a US record", () => {
    const f = finding(run("03-us-71-dabigatran-rifampin"), DABI);
    expect(f?.clinician).toContain("a P-glycoprotein inducer such as rifampin lowers dabigatran exposure");
    expect(f?.clinician).not.toMatch(/rifampicin/i);
    expect(citedFor(run("03-us-71-dabigatran-rifampin"), DABI)).toContain("pradaxa-labels");
  });

  it("04: the CDC/NTCA regimens say rifampin on a US positive IGRA", () => {
    const f = finding(run("04-us-38-positive-quantiferon-contact"), IGRA);
    expect(f?.clinician).toContain(
      "4 months of daily rifampin, or 3 months of daily isoniazid with rifampin), checking interactions.",
    );
    expect(f?.clinician).not.toMatch(/rifampicin/i);
  });

  it("05: the UK twin keeps NICE NG33's regimens with rifampicin", () => {
    const r = run("05-uk-38-positive-quantiferon-contact");
    const f = finding(r, IGRA);
    expect(f?.clinician).toContain("NG33's regimens are 3 months of isoniazid with rifampicin");
    expect(citedFor(r, IGRA)).toEqual(["nice-ng33-tb"]);
  });
});

describe("Paxlovid with a steroid injection names the COVID-19 prescriber (review 41)", () => {
  it("06: low cortisol after a knee injection on Paxlovid: same-week advice from the COVID-19 prescriber", () => {
    const r = run("06-us-67-paxlovid-low-cortisol-after-knee-injection");
    const f = finding(r, BOOSTER);
    expect(f?.severity).toBe("high");
    expect(f?.nextSteps[0]).toMatch(
      /^Seek same-week advice from endocrinology and the prescriber of the COVID-19 treatment on the adrenal suppression/,
    );
    expect(f?.nextSteps.join(" ")).not.toMatch(/HIV/);
    expect(f?.patientQuestions).toEqual([
      "Is there a treatment other than a steroid injection that is safer with my COVID-19 medicine?",
    ]);
    expect(patientText(r)).toContain(
      "Tell the doctor or pharmacist who prescribed the COVID-19 medicine about your recent steroid injection.",
    );
    expect(patientText(r)).not.toContain("Keep using your steroid");
  });

  it("07: a knee injection last week on Paxlovid: agree any alternative with the COVID-19 prescriber", () => {
    const r = run("07-uk-64-paxlovid-after-knee-injection");
    const f = finding(r, BOOSTER);
    expect(f?.severity).toBe("moderate");
    expect(f?.nextSteps[0]).toMatch(
      /; agree any alternative with the prescriber of the COVID-19 treatment and the prescriber of the steroid$/,
    );
    expect(patientText(r)).not.toMatch(/HIV/);
  });

  it("08: darunavir/ritonavir with a knee injection keeps the HIV team", () => {
    const r = run("08-uk-50-darunavir-ritonavir-knee-injection");
    expect(codes(r)).toContain(BOOSTER);
    const f = finding(r, BOOSTER);
    expect(f?.nextSteps[0]).toMatch(/; agree any alternative with the HIV team and the prescriber of the steroid$/);
    expect(f?.patientQuestions).toEqual([
      "Is there a treatment other than a steroid injection that is safer with my HIV medicine?",
    ]);
    expect(patientText(r)).toContain("remind the doctor giving it that you take this HIV medicine.");
  });
});
