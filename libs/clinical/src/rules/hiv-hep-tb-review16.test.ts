import { describe, expect, it } from "vitest";
import { reviewFolder, runReviewCase } from "../testing/review-case.ts";

const { load } = reviewFolder(new URL("./fixtures/hiv-hep-tb-review16/", import.meta.url));
const findings = (c: ReturnType<typeof load>) => runReviewCase(c).findings;
const find = (c: ReturnType<typeof load>, code: string) => findings(c).find((f) => f.code === code);

describe("HIV, hepatitis B and TB in clinic follow-up (review 16)", () => {
  it("reads falling eGFR, low phosphate and normoglycaemic glycosuria on TDF as tubulopathy, keeping HBV cover", () => {
    const f = find(load("01-hiv-hbv-tdf-tubulopathy"), "tdf-proximal-tubulopathy");
    expect(f?.severity).toBe("moderate");
    expect(f?.clinician).toMatch(/low phosphate 0\.61/);
    expect(f?.clinician).toMatch(/glucose in the urine .* with a normal Haemoglobin A1c/);
    expect(f?.clinician).toMatch(/the new regimen must still treat it \(TAF does\)/);
    expect(f?.nextSteps[0]).toMatch(/tenofovir alafenamide or a non-tenofovir drug that still treats hepatitis B/);
    expect(f?.evidenceIds).toEqual(
      expect.arrayContaining(["eacs-arv-nephrotoxicity", "cmh-2023-na-withdrawal-flares"]),
    );

    const taf = load("01-hiv-hbv-tdf-tubulopathy");
    taf.patientContext.medications[0].name = "Bictegravir/emtricitabine/tenofovir alafenamide (Biktarvy)";
    expect(find(taf, "tdf-proximal-tubulopathy")).toBeUndefined();
  });

  it("calls the creatinine rise after a switch to dolutegravir expected, not kidney damage", () => {
    const c = load("02-dolutegravir-creatinine-rise");
    const f = find(c, "art-creatinine-secretion-expected");
    expect(f?.severity).toBe("info");
    expect(f?.clinician).toMatch(/a fall of 18%/);
    expect(f?.clinician).toMatch(/without any loss of true glomerular filtration/);
    expect(f?.nextSteps[0]).toMatch(/new baseline/);
    expect(find(c, "tdf-proximal-tubulopathy")).toBeUndefined();

    const large = load("02-dolutegravir-creatinine-rise");
    large.labResults[1].value = "45";
    expect(find(large, "art-creatinine-secretion-expected")).toBeUndefined();

    const noStart = load("02-dolutegravir-creatinine-rise");
    noStart.patientContext.clinicalNotes = "On Dovato for years. Well.";
    expect(find(noStart, "art-creatinine-secretion-expected")).toBeUndefined();
  });

  it("stays quiet for stable suppressed HIV with normal labs", () => {
    const all = findings(load("03-stable-suppressed-hiv-quiet"));
    expect(all.filter((f) => f.severity === "high" || f.severity === "critical")).toEqual([]);
    expect(all.map((f) => f.code)).not.toContain("hiv-viraemia-on-art");
    expect(all.map((f) => f.code)).not.toContain("hiv-advanced-cd4-below-200");
    expect(all.map((f) => f.code)).not.toContain("tdf-proximal-tubulopathy");
  });

  it("answers the statin question in HIV with the DHHS 2024 statement, not 'no statin for now'", () => {
    const f = find(load("04-hiv-lipids-reprieve-statin"), "prevent-10y-cv-risk");
    expect(f?.clinician).toMatch(/DHHS 2024 statement .* favours at least a moderate-intensity statin/);
    expect(f?.nextSteps.join(" ")).toMatch(/pitavastatin 4 mg, atorvastatin 20 mg or rosuvastatin 10 mg/);
    expect(f?.nextSteps.join(" ")).not.toMatch(/No statin for now/);
    expect(f?.evidenceIds).toContain("dhhs-2024-statin-hiv");
  });

  it("keeps an inactive HBeAg-negative carrier with normal ALT quiet", () => {
    const all = findings(load("05-hbv-inactive-carrier-quiet"));
    expect(all.filter((f) => ["critical", "high", "moderate"].includes(f.severity))).toEqual([]);
    expect(all.map((f) => f.code)).not.toContain("hbv-chronic-treatment-range");
  });

  it("keeps HCC surveillance in HBV cirrhosis and prophylaxis before R-CHOP", () => {
    expect(
      find(load("06-hbv-cirrhosis-surveillance-overdue"), "hbv-suppressed-on-treatment")?.nextSteps.join(" "),
    ).toMatch(
      /surveillance is overdue: the last liver ultrasound was 14 months ago; arrange it now, then every 6 months \(compensated cirrhosis\)/,
    );
    expect(find(load("07-anti-hbc-before-rituximab"), "hbv-reactivation-anti-cd20")?.severity).toBe("high");
  });

  it("stops TB drugs at ALT above 3x the upper limit with symptoms", () => {
    const f = find(load("08-tb-treatment-alt-rise"), "antituberculosis-liver-injury");
    expect(f?.severity).toBe("high");
    const quiet = load("08-tb-treatment-alt-rise");
    quiet.patientContext.clinicalNotes = "Wk 6 of RHZE. Well, no symptoms. Not jaundiced.";
    expect(find(quiet, "antituberculosis-liver-injury")).toBeUndefined();
  });

  it("flags rifampicin with apixaban as well as with the combined pill", () => {
    const c = load("09-rifampicin-apixaban-contraceptive");
    const f = find(c, "enzyme-inducer-apixaban-rivaroxaban");
    expect(f?.severity).toBe("high");
    expect(f?.clinician).toMatch(/Apixaban 5 mg with Rifampicin 600 mg \(started 2026-11-14\)/i);
    expect(f?.nextSteps[1]).toMatch(/Do not stop the anticoagulant without a replacement/);
    expect(f?.evidenceIds).toContain("burnett-2016-doac-vte");
    expect(find(c, "enzyme-inducer-contraception")).toBeDefined();

    const noInducer = load("09-rifampicin-apixaban-contraceptive");
    noInducer.data.medications = noInducer.data.medications.filter(
      (m: { medication: string }) => !/rifampicin/i.test(m.medication),
    );
    expect(find(noInducer, "enzyme-inducer-apixaban-rivaroxaban")).toBeUndefined();
  });

  it("reads a rebound viral load on ART with CD4 above 200, with the antacid interaction", () => {
    const c = load("10-hiv-viraemia-on-art-cd4-ok");
    const f = find(c, "hiv-viraemia-on-art");
    expect(f?.severity).toBe("moderate");
    expect(f?.clinician).toMatch(/4850 copies\/mL .* after an undetectable result/);
    expect(f?.nextSteps.join(" ")).toMatch(/resistance test/);
    expect(f?.nextSteps.join(" ")).toMatch(/at least 2 hours before an antacid/);
    expect(f?.evidenceIds).toEqual(
      expect.arrayContaining(["bhiva-2016-monitoring", "dhhs-virologic-failure", "arora-2025-bictegravir-cations"]),
    );
    expect(find(c, "hiv-advanced-cd4-below-200")).toBeUndefined();

    const blip = load("10-hiv-viraemia-on-art-cd4-ok");
    blip.labResults[0].value = "86";
    blip.patientContext.medications = blip.patientContext.medications.slice(0, 1);
    const b = find(blip, "hiv-viraemia-on-art");
    expect(b?.severity).toBe("low");
    expect(b?.nextSteps[0]).toMatch(/Repeat the viral load in 2–6 weeks/);
    expect(b?.evidenceIds).not.toContain("arora-2025-bictegravir-cations");

    const suppressed = load("10-hiv-viraemia-on-art-cd4-ok");
    suppressed.labResults[0].value = "<20";
    expect(find(suppressed, "hiv-viraemia-on-art")).toBeUndefined();
  });
});
