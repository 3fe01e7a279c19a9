import { describe, expect, it } from "vitest";
import { clinicianText, codes, finding, patientText, reviewFolder, runReviewCase } from "../testing/review-case.ts";

const { run, load, edit } = reviewFolder(new URL("./fixtures/paeds-obs-30-review30/", import.meta.url));

interface LabCase {
  labResults: { name: string; value: string; unit?: string; referenceRange?: string; flag?: string; date?: string }[];
  patientContext: { clinicalNotes: string };
}

const citedUrls = (r: ReturnType<typeof run>): string[] =>
  Object.values(r.result.citations.clinician as Record<string, { url: string }>).map((c) => c.url);

describe("a 9-week-old's haemoglobin against an adult range of the other sex (review 30, paeds-obs-30 case 03)", () => {
  it("03: 9.6 g/dL in a girl at the physiological low point, against the men's 13.5–17.5, is not called low", () => {
    const r = run("03-us-infant-9wk-hb-9-6-nadir");
    expect(codes(r)).not.toContain("lab-low");
    expect(clinicianText(r)).toMatch(
      /Hemoglobin \| 9\.6 g\/dL \| 13\.5-17\.5 \| not judged \(only adult ranges on file\)/,
    );
    expect(patientText(r)).not.toMatch(/sign of anemia/);
  });

  it("03 near-negative: 8.8 g/dL, below the usual low point, is still judged low against the same range", () => {
    const c = load("03-us-infant-9wk-hb-9-6-nadir");
    const lab = c as unknown as LabCase;
    lab.labResults = lab.labResults.map((o) => (o.name === "Hemoglobin" ? { ...o, value: "8.8" } : o));
    expect(codes(runReviewCase(c))).toContain("lab-low");
  });
});

describe("a UK haemoglobin of 105 g/L in the second trimester is read by the BSH cut-off (review 30, paeds-obs-30 case 11)", () => {
  it("11: Glasgow at 22 weeks cites the BSH guideline, not only WHO, and is not anaemia", () => {
    const r = run("11-uk-pregnant-22wk-hb-105");
    const f = finding(r, "lab-low");
    expect(f?.clinician).toMatch(/BSH\/RCOG cut-off for anaemia in pregnancy in the second trimester/);
    expect(f?.clinician).toMatch(/so it is not anaemia/);
    expect(f?.evidenceIds).toContain("bsh-2020-iron-pregnancy");
    expect(codes(r)).not.toContain("anaemia");
  });

  it("11 near-negative: the same result with no UK setting in the notes stays with WHO's cut-off", () => {
    const r = runReviewCase(
      edit("11-uk-pregnant-22wk-hb-105", (d) => {
        d.additionalContext = "Community midwife visit. Routine bloods at 22+0 weeks. Feels well.";
      }),
    );
    const f = finding(r, "lab-low");
    expect(f?.clinician).toMatch(/the WHO cut-off for anaemia in pregnancy in the second trimester/);
    expect(f?.evidenceIds).not.toContain("bsh-2020-iron-pregnancy");
  });

  it("11 near-negative: 104 g/L in the second trimester on the UK record is still anaemia", () => {
    const r = runReviewCase(
      edit("11-uk-pregnant-22wk-hb-105", (d) => {
        d.recentAbnormalLabs = d.recentAbnormalLabs.map((o) => ({ ...o, value: "104" }));
      }),
    );
    expect(codes(r)).toContain("anaemia");
  });
});

describe("varicella and rubella non-immunity at a UK booking visit (review 30, paeds-obs-30 case 13)", () => {
  it("13: varicella non-immune in pregnancy gives the exposure advice and cites RCOG, not US sources", () => {
    const r = run("13-uk-booking-10wk-rubella-varicella-rhd-neg");
    const f = finding(r, "varicella-non-immune");
    expect(f?.evidenceIds).toEqual(["rcog-gtg13-chickenpox-pregnancy"]);
    expect(f?.clinician).toMatch(/report any contact straight away: post-exposure immunoglobulin is time-limited/);
    expect(f?.nextSteps[0]).toMatch(/reporting any contact the same day/);
    expect(f?.patient).toMatch(/tell your midwife or doctor the same day/);
  });

  it("13: the UK rubella result explains that testing is no longer routine and cites the UK change, not Immunize.org", () => {
    const r = run("13-uk-booking-10wk-rubella-varicella-rhd-neg");
    const f = finding(r, "lab-low");
    expect(f?.clinician).toMatch(/no longer routine in pregnancy in England; what counts is two recorded doses/);
    expect(f?.evidenceIds).toContain("rcm-2016-rubella-screening-ends");
    expect(f?.evidenceIds).not.toContain("immunize-org-mmr-pregnancy");
    expect(citedUrls(r).some((u) => u.includes("immunize.org"))).toBe(false);
  });

  it("13 near-negative: the same results on a US record keep the US sources and the US rubella plan, with the exposure advice", () => {
    const r = runReviewCase(
      edit("13-uk-booking-10wk-rubella-varicella-rhd-neg", (d) => {
        d.additionalContext = "New OB visit, Dallas Texas. First pregnancy, 10+2 weeks. No history of chickenpox.";
        d.recentNormalLabs = d.recentNormalLabs.filter((o) => !/haemoglobin/i.test(o.display ?? ""));
      }),
    );
    const v = finding(r, "varicella-non-immune");
    expect(v?.evidenceIds).toEqual(["immunize-org-varicella-pregnancy", "immunize-org-varizig-exposure"]);
    expect(v?.nextSteps.join(" ")).toMatch(/post-exposure prophylaxis/);
    expect(finding(r, "lab-low")?.clinician).toMatch(/before leaving hospital/);
  });

  it("13 near-negative: a non-pregnant woman without varicella immunity is offered vaccination, not exposure advice", () => {
    const r = runReviewCase(
      edit("13-uk-booking-10wk-rubella-varicella-rhd-neg", (d) => {
        d.pastMedicalHistory = [];
        d.medications = [];
        d.additionalContext = "GP, Leicester. Pre-employment bloods for a nursery job. No history of chickenpox.";
      }),
    );
    const v = finding(r, "varicella-non-immune");
    expect(v?.nextSteps.join(" ")).not.toMatch(/post-exposure/);
    expect(v?.nextSteps[0]).toMatch(/Offer varicella vaccine, two doses/);
  });
});

describe("a UK teenager's HbA1c goal in type 1 diabetes is NICE's for children (review 30, paeds-obs-30 case 05)", () => {
  it("05: 75 mmol/mol at 15 is read against the children's ideal of 48 mmol/mol, citing NICE NG18 and not the adult ADA section", () => {
    const f = finding(run("05-uk-girl-15y-t1dm-hba1c-75"), "diabetes-above-target");
    expect(f?.clinician).toMatch(/above the ideal for children and young people of 48 mmol\/mol or lower/);
    expect(f?.clinician).not.toMatch(/common goal of below 53/);
    expect(f?.evidenceIds).toEqual(["nice-ng18-diabetes-cyp", "ispad-2024-glycaemic-targets"]);
  });

  it("06 near-negative: a US 16-year-old's A1C of 9% keeps ADA's goal of below 7% and the ADA children's section", () => {
    const f = finding(run("06-us-boy-16y-t1dm-hba1c-9"), "diabetes-above-target");
    expect(f?.clinician).toMatch(/above the common goal of below 7\.0%/);
    expect(f?.evidenceIds).toEqual(["ada-soc-2026-s14", "ispad-2024-glycaemic-targets"]);
  });
});

describe("postpartum haemorrhage on a US record cites ACOG first (review 30, paeds-obs-30 case 12)", () => {
  it("12: Chicago, day 1 after a 1400 mL PPH with a pulse of 118, is critical and cites ACOG PB 183, not RCOG", () => {
    const f = finding(run("12-us-postpartum-day1-pph-hb-7-1"), "postpartum-haemorrhage");
    expect(f?.severity).toBe("critical");
    expect(f?.evidenceIds[0]).toBe("acog-pb183-pph-2017");
    expect(f?.evidenceIds).not.toContain("rcog-gtg52-pph-2016");
  });

  it("12 near-negative: the same picture on a UK record (g/L, Birmingham) keeps the RCOG guideline", () => {
    const c = load("12-us-postpartum-day1-pph-hb-7-1");
    const lab = c as unknown as LabCase;
    lab.labResults = lab.labResults.map((o) =>
      o.name === "Hemoglobin"
        ? { ...o, name: "Haemoglobin", value: String(Number(o.value) * 10), unit: "g/L", referenceRange: "120-155" }
        : o.name === "Fibrinogen"
          ? { ...o, value: "2.1", unit: "g/L", referenceRange: "2.0-4.0" }
          : o,
    );
    lab.patientContext.clinicalNotes =
      "Postnatal ward, Birmingham. Day 1 after vaginal birth on 2026-11-29, estimated blood loss 1400 mL from uterine atony. Dizzy on standing.";
    const f = finding(runReviewCase(c), "postpartum-haemorrhage");
    expect(f?.evidenceIds[0]).toBe("rcog-gtg52-pph-2016");
  });
});

describe("cases read correctly as they stand (review 30, paeds-obs-30)", () => {
  it("02: ALP 400 U/L at 14 in a growth spurt with normal liver tests is read as bone growth, not liver disease", () => {
    const r = run("02-uk-boy-14y-alp-400-growth");
    expect(codes(r)).toContain("alp-raised-growth");
    expect(finding(r, "alp-raised-growth")?.severity).toBe("low");
    expect(codes(r).some((c) => /cholesta|liver-pattern|r-ratio/.test(c))).toBe(false);
  });

  it("08: a 2-hour OGTT glucose of 7.9 mmol/L at 27 weeks on a UK record is gestational diabetes by NICE NG3", () => {
    const f = finding(run("08-uk-pregnant-27wk-ogtt-5-4-7-9"), "gestational-diabetes");
    expect(f?.clinician).toMatch(/NICE NG3: fasting 5\.6 or 2-hour 7\.8 mmol\/L/);
  });

  it("09: two 100 g OGTT values over Carpenter–Coustan on a US record are gestational diabetes, citing ACOG", () => {
    const f = finding(run("09-us-pregnant-26wk-100g-ogtt-carpenter-coustan"), "gestational-diabetes-100g-ogtt");
    expect(f?.clinician).toMatch(/Two values meet or exceed the Carpenter–Coustan thresholds/);
  });

  it("10: platelets 95 with ALT 120 at 34 weeks is a critical possible HELLP finding citing NICE NG133", () => {
    const f = finding(run("10-uk-pregnant-34wk-pre-eclampsia-bloods"), "hellp-syndrome");
    expect(f?.severity).toBe("critical");
    expect(f?.evidenceIds).toContain("nice-ng133-hypertension-pregnancy");
  });
});
