import { describe, expect, it } from "vitest";
import { Severity } from "../model.ts";
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

const { load, run, edit } = reviewFolder(new URL("./fixtures/immuno-26-review26/", import.meta.url));

describe("creatinine rise in a kidney transplant (review 26, immuno case 01)", () => {
  it("a 42% rise with tacrolimus in target is a high finding for the transplant team today", () => {
    const r = run("01-uk-ktx-creat-rise-tac-in-range");
    const f = finding(r, "kidney-graft-creatinine-rise");
    expect(f?.severity).toBe(Severity.high);
    expect(f?.clinician).toMatch(/risen from 118 µmol\/L \(2026-06-10\) to 168 µmol\/L \(2026-11-27\) \(42%\)/);
    expect(f?.clinician).toMatch(/within its target of 5–8, so toxicity from a high level is less likely/);
    expect(f?.clinician).toMatch(/acute rejection, infection \(including BK virus or CMV\)/);
    expect(f?.nextSteps[0]).toMatch(/^Contact the transplant team today about the creatinine rise/);
    expect(f?.evidenceIds).toEqual(["edren-altered-graft-function"]);
    expect(patientText(r)).toMatch(/has gone up compared with your earlier results.*Contact them today/);
    expect(clinicianText(r)).not.toMatch(/nephrology referral/);
  });

  it("a creatinine within 20% of the year's lowest is not flagged", () => {
    const c = edit("01-uk-ktx-creat-rise-tac-in-range", (d) => {
      const latest = d.recentAbnormalLabs[0];
      if (latest) latest.value = "135";
    });
    expect(codes(runReviewCase(c))).not.toContain("kidney-graft-creatinine-rise");
  });

  it("the same rise without a transplant is not read as a graft problem", () => {
    const c = edit("01-uk-ktx-creat-rise-tac-in-range", (d) => {
      d.pastMedicalHistory = d.pastMedicalHistory.filter((p) => !/transplant/i.test(p.display ?? ""));
      d.medications = d.medications.filter((m) => !/tacrolimus|mycophenolate/i.test(m.medication ?? ""));
      d.recentNormalLabs = d.recentNormalLabs.filter((l) => !/tacrolimus/i.test(l.display ?? ""));
      d.additionalContext = "Seen at GP surgery. Feels well.";
    });
    expect(codes(runReviewCase(c))).not.toContain("kidney-graft-creatinine-rise");
  });

  it("with tacrolimus above its target the rise is left to the level finding", () => {
    const c = edit("01-uk-ktx-creat-rise-tac-in-range", (d) => {
      const tac = d.recentNormalLabs.find((l) => /tacrolimus/i.test(l.display ?? ""));
      if (tac) tac.value = "13.5";
    });
    const r = runReviewCase(c);
    expect(codes(r)).toContain("cni-level-above-target");
    expect(codes(r)).not.toContain("kidney-graft-creatinine-rise");
  });

  it("the deep report lists the graft's causes of a rise, not those of native CKD", () => {
    const r = runDeepReviewCase(load("01-uk-ktx-creat-rise-tac-in-range"));
    expectDeepReadsThrough(r);
    const kidney = clinicianText(r).split(/\n## Kidney function\n/)[1] ?? "";
    expect(kidney).toMatch(/acute rejection \(often without fever or graft tenderness\)/);
    expect(kidney).not.toMatch(/diabetic or hypertensive kidney disease/);
  });
});

describe("BK virus in the blood after a kidney transplant (review 26, immuno case 02)", () => {
  it("18,500 copies/mL is a high finding that names the consensus threshold and the transplant team", () => {
    const r = run("02-us-ktx-bk-viremia");
    const f = finding(r, "kidney-transplant-bk-dnaemia");
    expect(f?.severity).toBe(Severity.high);
    expect(f?.clinician).toMatch(
      /18500 copies\/mL \(2026-11-24\) in a kidney transplant recipient is above 10,000 copies\/mL/,
    );
    expect(f?.clinician).toMatch(/reduces immunosuppression in set steps/);
    expect(f?.nextSteps[0]).toMatch(/Contact the transplant team about the BK viral load/);
    expect(f?.evidenceIds).toEqual(["tts-2024-bk-polyomavirus"]);
    expect(patientText(r)).toMatch(/do not change any medicine on your own/);
  });

  it("a single low-level result is not flagged, but one persisting above 1000 copies/mL is", () => {
    const low = edit("02-us-ktx-bk-viremia", (d) => {
      const bk = d.recentAbnormalLabs[0];
      if (bk) bk.value = "2400";
    });
    expect(codes(runReviewCase(low))).not.toContain("kidney-transplant-bk-dnaemia");
    const persisting = edit("02-us-ktx-bk-viremia", (d) => {
      const bk = d.recentAbnormalLabs[0];
      if (bk) {
        bk.value = "2400";
        d.recentAbnormalLabs.push({ ...bk, value: "1800", date: "2026-10-20" });
      }
    });
    expect(finding(runReviewCase(persisting), "kidney-transplant-bk-dnaemia")?.clinician).toMatch(
      /persisting above 1000 copies\/mL \(previous 1800 copies\/mL/,
    );
  });

  it("urine BK virus is not read as BK in the blood", () => {
    const c = edit("02-us-ktx-bk-viremia", (d) => {
      const bk = d.recentAbnormalLabs[0];
      if (bk) bk.display = "BK virus DNA PCR, urine";
    });
    expect(codes(runReviewCase(c))).not.toContain("kidney-transplant-bk-dnaemia");
  });

  it("a stable transplant with no BK result gets neither graft alert", () => {
    const r = run("10-us-ktx-stable-quiet");
    expect(codes(r)).not.toContain("kidney-transplant-bk-dnaemia");
    expect(codes(r)).not.toContain("kidney-graft-creatinine-rise");
  });
});

describe("statin choice beside a ritonavir- or cobicistat-boosted regimen (review 26, immuno case 07)", () => {
  it("darunavir with ritonavir and no statin: the statin advice says to start low and never simvastatin", () => {
    const r = run("07-uk-hiv-ritonavir-qrisk-no-statin");
    const f = finding(r, "statin-choice-hiv-booster");
    expect(f?.severity).toBe(Severity.moderate);
    expect(f?.clinician).toMatch(/the HIV regimen is boosted \(Ritonavir 100 mg tablets\)/i);
    expect(f?.clinician).toMatch(/atorvastatin staying at 20 mg a day or less with darunavir\/ritonavir/);
    expect(f?.clinician).toMatch(/simvastatin and lovastatin are contraindicated/);
    expect(f?.evidenceIds).toEqual(["nla-art-statin-interactions", "dhhs-2024-statin-hiv"]);
    expect(codes(r)).toContain("statin-opportunity-diabetes");
  });

  it("an unboosted regimen, a statin already taken, or a Paxlovid course gives no statin-choice finding", () => {
    const unboosted = edit("07-uk-hiv-ritonavir-qrisk-no-statin", (d) => {
      d.medications = d.medications.filter((m) => !/ritonavir|darunavir/i.test(m.medication ?? ""));
      d.medications.push({ medication: "Dolutegravir 50 mg tablets", status: "active", frequency: "once daily" });
    });
    expect(codes(runReviewCase(unboosted))).not.toContain("statin-choice-hiv-booster");
    expect(codes(run("06-us-hiv-cobi-simvastatin"))).not.toContain("statin-choice-hiv-booster");
    const paxlovid = edit("07-uk-hiv-ritonavir-qrisk-no-statin", (d) => {
      d.medications = d.medications.filter((m) => !/ritonavir|darunavir/i.test(m.medication ?? ""));
      d.medications.push({ medication: "Paxlovid 150 mg/100 mg tablets", status: "active", frequency: "twice daily" });
    });
    expect(codes(runReviewCase(paxlovid))).not.toContain("statin-choice-hiv-booster");
  });
});

describe("anaemia of CKD on an ESA in a US dialysis record (review 26, immuno case 04)", () => {
  it("is read with the US epoetin label, not NICE NG8, and names the low TSAT", () => {
    const r = run("04-us-hd-esa-iron");
    const f = finding(r, "anaemia-ckd");
    expect(f?.severity).toBe(Severity.moderate);
    expect(f?.clinician).toMatch(/still below 10 g\/dL, the level at which the epoetin label starts treatment/);
    expect(f?.clinician).toMatch(/aiming above 11 g\/dL raised death, stroke/);
    expect(f?.clinician).toMatch(/transferrin saturation 17 %.*supplemental iron/);
    expect(f?.clinician).not.toMatch(/NICE NG8/);
    expect(f?.evidenceIds).toContain("epogen-label-ckd");
  });

  it("a UK dialysis record keeps the NICE NG8 reading", () => {
    const f = finding(run("03-uk-haemodialysis-k-phos-pth"), "anaemia-ckd");
    expect(f?.clinician).toMatch(/100–120 g\/L \(10–12 g\/dL\) NICE NG8 aims for on an ESA/);
    expect(f?.evidenceIds).not.toContain("epogen-label-ckd");
  });
});

describe("an engine-calculated eGFR on dialysis (review 26, immuno case 04)", () => {
  it("is not offered for laboratory confirmation, and the patient is not told it was worked out", () => {
    const r = run("04-us-hd-esa-iron");
    expect(clinicianText(r)).not.toMatch(/confirm with a laboratory eGFR/);
    expect(finding(r, "anaemia-ckd")?.clinician).toMatch(
      /calculated by the engine from a creatinine taken on dialysis, where it does not measure kidney function/,
    );
    expect(patientText(r)).not.toMatch(/it was worked out from your creatinine/);
  });

  it("without dialysis the calculated eGFR still asks for confirmation", () => {
    const c = load("04-us-hd-esa-iron");
    c.patientContext.conditions = [{ name: "Chronic kidney disease stage 4", status: "active" }];
    c.patientContext.clinicalNotes = "Nephrology clinic labs.";
    const creatinine = c.labResults.find((l: { name: string }) => l.name === "Creatinine");
    creatinine.value = "2.6";
    expect(finding(runReviewCase(c), "anaemia-ckd")?.clinician).toMatch(/confirm with a laboratory eGFR/);
  });
});

describe("deep differentials for kidney failure on dialysis (review 26, immuno case 03)", () => {
  it("no list of CKD causes is given for kidney failure already on record", () => {
    const r = runDeepReviewCase(load("03-uk-haemodialysis-k-phos-pth"));
    expectDeepReadsThrough(r);
    expect(clinicianText(r)).not.toMatch(/diabetic or hypertensive kidney disease/);
  });

  it("a falling eGFR without kidney failure keeps the list", () => {
    const r = runDeepReviewCase(load("05-uk-hiv-tdf-egfr-decline"));
    expect(clinicianText(r)).toMatch(/diabetic or hypertensive kidney disease/);
  });
});

describe("viraemia after a gap in antiretroviral therapy (review 26, immuno case 08)", () => {
  it("a load taken after months without ART is not called a failing regimen, and the resistance test is timed", () => {
    const r = run("08-us-hiv-cd4-low-viremia");
    const f = finding(r, "hiv-advanced-cd4-below-200");
    expect(f?.severity).toBe(Severity.high);
    expect(f?.clinician).toMatch(/taken after a gap in antiretroviral therapy \("missed refills for ~4 months/);
    expect(f?.clinician).not.toMatch(/virological failure/);
    expect(f?.nextSteps[0]).toMatch(/within 4 weeks of stopping, or on the restarted regimen/);
    expect(f?.evidenceIds).toContain("dhhs-virologic-failure");
    expect(patientText(r)).toMatch(/after the time you were without your HIV medicines/);
  });

  it("without a stated gap a detectable load on treatment stays virological failure", () => {
    const c = load("08-us-hiv-cd4-low-viremia");
    c.patientContext.clinicalNotes = "Takes Biktarvy daily. No cough or fever.";
    const f = finding(runReviewCase(c), "hiv-advanced-cd4-below-200");
    expect(f?.clinician).toMatch(/virological failure/);
    expect(f?.nextSteps[0]).toMatch(/virological failure on antiretroviral therapy/);
  });
});
