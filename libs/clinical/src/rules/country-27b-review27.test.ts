import { describe, expect, it } from "vitest";
import { finding, reviewFolder, runReviewCase } from "../testing/review-case.ts";

const { run, load } = reviewFolder(new URL("./fixtures/country-27b-review27/", import.meta.url));

interface LabCase {
  labResults: { name: string; value: string; unit?: string; referenceRange?: string }[];
  patientContext: { clinicalNotes: string };
}

describe("the care pathway cited follows the record's country (review 27, country-27b)", () => {
  it("01: viraemia on ART on a Chicago record is read against the DHHS guidelines, without BHIVA", () => {
    const f = finding(run("01-chicago-hiv-viremia-on-art"), "hiv-viraemia-on-art");
    expect(f?.clinician).toMatch(/virologic failure in the DHHS guidelines/);
    expect(f?.clinician).not.toMatch(/BHIVA/);
    expect(f?.evidenceIds).toEqual(["dhhs-virologic-failure"]);
  });

  it("01: a US blip below 200 copies/mL keeps DHHS and drops BHIVA's 2–6 week repeat", () => {
    const c = load("01-chicago-hiv-viremia-on-art");
    (c as unknown as LabCase).labResults[0]!.value = "140";
    const f = finding(runReviewCase(c), "hiv-viraemia-on-art");
    expect(f?.severity).toBe("low");
    expect(f?.clinician).toMatch(/not virologic failure in the DHHS guidelines/);
    expect(`${f?.clinician} ${f?.nextSteps.join(" ")}`).not.toMatch(/BHIVA|2–6 weeks/);
    expect(f?.evidenceIds).toEqual(["dhhs-virologic-failure"]);
  });

  it("01: the same record without US units reads as neither country and keeps BHIVA", () => {
    const c = load("01-chicago-hiv-viremia-on-art");
    const lab = c as unknown as LabCase;
    lab.labResults = lab.labResults.filter((o) => o.unit !== "mg/dL");
    // Review 36 (cardio-36): "clinic, Chicago" is now US evidence on its own, so the city goes too.
    lab.patientContext.clinicalNotes = lab.patientContext.clinicalNotes.replace(", Chicago", "");
    const f = finding(runReviewCase(c), "hiv-viraemia-on-art");
    expect(f?.clinician).toMatch(/BHIVA asks for a rapid repeat/);
    expect(f?.evidenceIds).toEqual(expect.arrayContaining(["bhiva-2016-monitoring", "dhhs-virologic-failure"]));
  });

  it("02: a positive IGRA before adalimumab on a Sheffield (NHS) record cites NICE NG33, not the CDC regimen list", () => {
    const f = finding(run("02-sheffield-igra-before-adalimumab"), "latent-tb-before-anti-tnf");
    expect(f?.clinician).toMatch(/NICE NG33: after a positive test, active TB is assessed for first/);
    expect(`${f?.clinician} ${f?.nextSteps.join(" ")}`).not.toMatch(/CDC|3HP|rifapentine/);
    expect(f?.nextSteps.join(" ")).toMatch(/Refer to the TB service to treat latent TB/);
    expect(f?.evidenceIds).toEqual(["nice-ng33-tb", "acr-2015-ra"]);
  });

  it("02: its twin with no UK marks keeps the ACR and CDC/NTCA wording", () => {
    const c = load("02-sheffield-igra-before-adalimumab");
    const lab = c as unknown as LabCase;
    lab.labResults = lab.labResults.filter((o) => o.name !== "HbA1c");
    lab.patientContext.clinicalNotes = lab.patientContext.clinicalNotes
      .replace("Sheffield (NHS)", "city hospital")
      .replace(" to the UK", "");
    const f = finding(runReviewCase(c), "latent-tb-before-anti-tnf");
    expect(f?.clinician).toMatch(/CDC\/NTCA 2020 prefer short rifamycin-based regimens/);
    expect(f?.evidenceIds).toEqual(["acr-2015-ra", "cdc-ntca-2020-ltbi"]);
  });
  it("03: iron-deficiency anemia in a US man of 66 is sent for bidirectional endoscopy by AGA 2020, with no NG12 pathway", () => {
    const f = finding(run("03-us-man-ida"), "ida-gi-investigation");
    expect(f?.clinician).toMatch(/AGA 2020 recommends bidirectional endoscopy/);
    expect(`${f?.clinician} ${f?.nextSteps.join(" ")}`).not.toMatch(/NICE|NG12|2 weeks|coeliac/);
    expect(f?.nextSteps).toContain("Check celiac serology");
    expect(f?.evidenceIds).toEqual(["aga-2020-ida", "bsg-2021-ida"]);
  });

  it("03: its twin reported in SI units reads as neither country and keeps the NG12 pathway", () => {
    const c = load("03-us-man-ida");
    const lab = c as unknown as LabCase;
    lab.labResults = [
      { name: "Haemoglobin", value: "109", unit: "g/L", referenceRange: "130-175" },
      { name: "MCV", value: "74", unit: "fL" },
      { name: "Ferritin", value: "8", unit: "ug/L" },
    ].map((o, i) => ({ ...lab.labResults[i], ...o }));
    lab.patientContext.clinicalNotes = lab.patientContext.clinicalNotes.replace("Columbus, Ohio", "city clinic");
    const f = finding(runReviewCase(c), "ida-gi-investigation");
    expect(f?.clinician).toMatch(/suspected colorectal cancer pathway referral .* NICE NG12/);
    expect(f?.evidenceIds).toEqual(expect.arrayContaining(["nice-ng12-suspected-cancer", "bsg-2021-ida"]));
    expect(f?.evidenceIds).not.toContain("aga-2020-ida");
  });
  it("02: a smoker on the Sheffield (NHS) record is offered help under NICE NG209; the Chicago smoker keeps the USPSTF", () => {
    const uk = load("02-sheffield-igra-before-adalimumab");
    (uk as unknown as LabCase).patientContext.clinicalNotes += " Smokes 15 cigarettes a day.";
    const f = finding(runReviewCase(uk), "smoking-cessation");
    expect(f?.clinician).toMatch(/agree a plan to stop \(NICE NG209\): varenicline with behavioural support/);
    expect(f?.evidenceIds).toEqual(["nice-ng209-tobacco"]);

    const us = load("01-chicago-hiv-viremia-on-art");
    (us as unknown as LabCase).patientContext.clinicalNotes += " Smokes 15 cigarettes a day.";
    const g = finding(runReviewCase(us), "smoking-cessation");
    expect(g?.evidenceIds).toEqual(["uspstf-2021-tobacco-cessation"]);
  });
});
