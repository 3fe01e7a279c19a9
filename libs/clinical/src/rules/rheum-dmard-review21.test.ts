import { describe, expect, it } from "vitest";
import {
  clinicianText,
  codes,
  finding,
  loadReviewCase,
  patientText,
  reviewFolder,
  runReviewCase,
} from "../testing/review-case.ts";

/** The review's cases, kept with the test (synthetic records, no real patient). */
const CASES = new URL("./fixtures/rheum-dmard-review21/", import.meta.url);
const { run } = reviewFolder(CASES);

describe("rheumatology and DMARD monitoring, review 21", () => {
  it("methotrexate 20 mg a week with eGFR 40: the dose is reviewed against the BSR 12.5 mg limit", () => {
    const r = run("01-mtx-egfr40-older-uk");
    const f = finding(r, "methotrexate-kidney-dose");
    expect(f?.clinician).toMatch(/at 20 mg a week with eGFR 40/);
    expect(f?.clinician).toMatch(/not to exceed 12\.5 mg a week when eGFR is below 60/);
    expect(f?.evidenceIds).toEqual(["sps-methotrexate-renal-dosing"]);
    expect(patientText(r)).toMatch(/Do not change the dose yourself/);
    expect(clinicianText(r)).not.toMatch(/No drug–laboratory, drug–gene or pharmacogenomic interactions were found/);
  });

  it("methotrexate at 12.5 mg a week or with eGFR 60 or more: no kidney-dose finding", () => {
    const c = loadReviewCase(CASES, "01-mtx-egfr40-older-uk");
    c.patientContext.medications[0].dosage = "12.5 mg";
    expect(finding(runReviewCase(c), "methotrexate-kidney-dose")).toBeUndefined();
    expect(finding(run("10-mtx-stable-normal-us-quiet"), "methotrexate-kidney-dose")).toBeUndefined();
  });

  it("a low white count on methotrexate beside raised ALT: the liver point does not say 'do not stop' against the marrow point's 'stop'", () => {
    const r = run("02-mtx-alt-2-5x-us-falling-wbc");
    expect(codes(r)).toEqual(
      expect.arrayContaining(["methotrexate-marrow-toxicity", "methotrexate-raised-transaminases"]),
    );
    expect(patientText(r)).toMatch(/Stop taking methotrexate until the team/);
    expect(patientText(r)).not.toMatch(/Do not stop or change methotrexate on your own/);
  });

  it("a mildly low white count on methotrexate without a risk factor, mucositis or critical count: no folinic acid rescue", () => {
    const r = run("02-mtx-alt-2-5x-us-falling-wbc");
    const steps = finding(r, "methotrexate-marrow-toxicity")?.nextSteps.join(" ");
    expect(steps).toMatch(/Withhold methotrexate/);
    expect(steps).not.toMatch(/folinic acid/);
  });

  it("raised ALT on methotrexate with obesity and alcohol: fatty liver possible, not 'likely', behind the methotrexate finding", () => {
    const r = run("02-mtx-alt-2-5x-us-falling-wbc");
    const f = finding(r, "masld-risk");
    expect(f?.severity).toBe("low");
    expect(f?.clinician).not.toMatch(/steatotic liver disease is likely/);
    expect(f?.clinician).toMatch(/can raise ALT in its own right/);
    expect(f?.evidenceIds).toContain("visser-2009-methotrexate-3e");
    expect(patientText(r)).not.toMatch(/A liver test is raised\./);
  });

  it("leflunomide with a raised blood pressure: the prescriber is told, citing the SPS monitoring", () => {
    const r = run("03-leflunomide-alt-bp");
    const f = finding(r, "leflunomide-blood-pressure");
    expect(f?.clinician).toMatch(/Blood pressure 154\/96 mmHg .* on leflunomide/);
    expect(f?.evidenceIds).toEqual(["sps-leflunomide-monitoring"]);
    expect(patientText(r)).toMatch(/Leflunomide, one of your medicines, can raise blood pressure/);
  });

  it("an intermediate TPMT from last year on an already reduced azathioprine dose: no repeat of the inherited result, no call for a lower dose", () => {
    const r = run("04-azathioprine-lymphopenia-tpmt-het");
    const f = finding(r, "tpmt-nudt15-thiopurine");
    expect(f?.severity).toBe("moderate");
    expect(f?.nextSteps.join(" ")).not.toMatch(/Repeat TPMT/);
    expect(f?.nextSteps.join(" ")).toMatch(/already reduced \("reduced dose"\)/);
    expect(patientText(r)).not.toMatch(/whether the test should be repeated|you may need a lower dose/);
    expect(patientText(r)).toMatch(/dose was already lowered/);
  });

  it("mycophenolate with neutrophils 1.1 for lupus nephritis: a marrow-toxicity finding, not a 'harmless' low count", () => {
    const r = run("05-mmf-low-neutrophils-us");
    const f = finding(r, "mycophenolate-marrow-toxicity");
    expect(f?.severity).toBe("high");
    expect(f?.clinician).toMatch(/neutrophils 1\.1 10\^3\/µL/);
    expect(f?.evidenceIds).toEqual(["sps-mycophenolate-monitoring"]);
    expect(patientText(r)).not.toMatch(/harmless/);
  });

  it("mycophenolate after a transplant: left to the transplant team, no stop instruction", () => {
    const c = loadReviewCase(CASES, "05-mmf-low-neutrophils-us");
    c.patientContext.conditions = [{ name: "Kidney transplant recipient", status: "active" }];
    expect(finding(runReviewCase(c), "mycophenolate-marrow-toxicity")).toBeUndefined();
  });

  it("sulfasalazine neutropenia at week 5 with a sore throat: stop and same-day contact", () => {
    const r = run("06-sulfasalazine-week5-neutropenia");
    expect(finding(r, "sulfasalazine-marrow-toxicity")?.severity).toBe("high");
    expect(patientText(r)).toMatch(/sore throat/);
  });

  it("a positive ANA at 1:80 in a well person stays quiet", () => {
    const r = run("07-ana-1-80-well-quiet");
    expect(r.findings.filter((f) => f.severity !== "info" && f.severity !== "low")).toEqual([]);
    expect(patientText(r)).toMatch(/Nothing in these results stands out/);
  });

  it("RF and anti-CCP positive with hand synovitis and no diagnosis yet: rheumatology referral per NICE NG100", () => {
    const r = run("08-rf-ccp-joint-pain-us");
    const f = finding(r, "seropositive-arthritis-referral");
    expect(f?.clinician).toMatch(/Rheumatoid factor 68 IU\/mL .* and Cyclic citrullinated peptide/);
    expect(f?.clinician).toMatch(/a raised CRP 1\.8 mg\/dL .* and ESR 42 mm\/h/);
    expect(f?.nextSteps.join(" ")).toMatch(/refer to rheumatology, urgently if the small joints/);
    expect(f?.evidenceIds).toEqual(["nice-ng100-ra-referral"]);
    expect(patientText(r)).toMatch(/Ask your doctor about a prompt referral/);
  });

  it("positive antibodies without joint symptoms, or with rheumatoid arthritis already recorded: no referral finding", () => {
    const c = loadReviewCase(CASES, "08-rf-ccp-joint-pain-us");
    c.data.additionalContext = "Tested at a health fair. No joint complaints.";
    expect(finding(runReviewCase(c), "seropositive-arthritis-referral")).toBeUndefined();
    const known = loadReviewCase(CASES, "08-rf-ccp-joint-pain-us");
    known.data.pastMedicalHistory = [{ display: "Rheumatoid arthritis", clinicalStatus: "active" }];
    expect(finding(runReviewCase(known), "seropositive-arthritis-referral")).toBeUndefined();
  });

  it("tophaceous gout with urate 330 µmol/L: above the 300 target for tophi", () => {
    const f = finding(run("09-gout-tophi-urate-330"), "gout-urate-above-target");
    expect(f?.clinician).toMatch(/below about 300 µmol\/L/);
  });

  it("stable methotrexate monitoring bloods, all normal, stay quiet", () => {
    const r = run("10-mtx-stable-normal-us-quiet");
    expect(r.findings.filter((f) => f.severity !== "info" && f.severity !== "low")).toEqual([]);
    expect(patientText(r)).toMatch(/Nothing in these results stands out/);
  });
});
