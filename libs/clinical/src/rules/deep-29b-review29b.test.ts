import { describe, expect, it } from "vitest";
import { sharedMedicines } from "../compose/shared-medicines.ts";
import { modelPopulations, Population } from "../evidence/populations.ts";
import {
  type EhrCaseData,
  type ReviewCase,
  expectDeepReadsThrough,
  finding,
  reviewFolder,
  runDeepReviewCase,
  runReviewCase,
} from "../testing/review-case.ts";

/** Review 29b, deep-29b: gaps the first round of review 29 found, each fixed with a near-negative. */
const { run, edit } = reviewFolder(new URL("./fixtures/deep-29b-review29b/", import.meta.url));
const deep29 = reviewFolder(new URL("./fixtures/deep-29-review29/", import.meta.url));
const deep28 = reviewFolder(new URL("./fixtures/deep-28-review28/", import.meta.url));
const rheum29 = reviewFolder(new URL("./fixtures/rheum-29-review29/", import.meta.url));

const UK_AF = "01-uk-af-hr-118-no-rate-control";
const US_AF = "02-us-af-hr-114-no-rate-control";
const AF_RATE = "af-rate-not-controlled";

const setRate =
  (value: string) =>
  (d: EhrCaseData): void => {
    for (const v of (d as unknown as { vitalSigns: Record<string, string>[] }).vitalSigns)
      if (v.display === "Heart rate") v.value = value;
  };

interface LabCase {
  labResults: { name: string; value: string; unit?: string; referenceRange?: string; date?: string }[];
  patientContext: { clinicalNotes: string; conditions: string[]; medications: { name: string }[] };
}
const lab = (c: ReviewCase) => c as unknown as LabCase;

describe("one medicine, several problems leaves out classes avoided in pregnancy (review 29b, deep-29b)", () => {
  // Deep-28 case 01 (type 2 diabetes, CKD 3b, HFrEF) has an SGLT2 inhibitor drawn together under
  // several problems. The same findings read against a pregnant record must not draw it together.
  const asYoungWoman = (pregnant: boolean) =>
    deep28.edit("01-uk-t2d-ckd3b-hfref", (d) => {
      const data = d as unknown as { patientInfo: { age: number; gender: string } };
      data.patientInfo = { age: 36, gender: "female" };
      if (pregnant) {
        d.pastMedicalHistory.push({ display: "Pregnancy", clinicalStatus: "active", onsetDate: "2026-07-01" });
        d.additionalContext = `${d.additionalContext ?? ""} Currently pregnant, 20 weeks.`;
      }
    });
  const base = () => runDeepReviewCase(deep28.load("01-uk-t2d-ckd3b-hfref"));

  it("a pregnant record: the SGLT2 inhibitor (and statin, ACE inhibitor/ARB, GLP-1 drug) is not drawn together", () => {
    const findings = base().findings;
    const pregnant = runDeepReviewCase(asYoungWoman(true));
    expect(modelPopulations(pregnant.model).has(Population.pregnancy)).toBe(true);
    const shared = sharedMedicines(pregnant.model, findings).map((s) => s.medicine);
    expect(shared).not.toContain("an SGLT2 inhibitor");
    expect(shared).not.toContain("a statin");
    expect(shared).not.toContain("an ACE inhibitor or ARB");
    expect(shared).not.toContain("a GLP-1 receptor agonist");
  });

  it("the same record not pregnant (near-negative): the SGLT2 inhibitor is still drawn together", () => {
    const findings = base().findings;
    const notPregnant = runDeepReviewCase(asYoungWoman(false));
    expect(modelPopulations(notPregnant.model).has(Population.pregnancy)).toBe(false);
    expect(sharedMedicines(notPregnant.model, findings).map((s) => s.medicine)).toContain("an SGLT2 inhibitor");
  });
});

describe("atrial fibrillation with a fast resting rate and no rate control (review 29b, deep-29b)", () => {
  it("01: a UK record at 118/min on no rate-control medicine is offered a beta-blocker, citing NICE NG196", () => {
    const f = finding(run(UK_AF), AF_RATE);
    expect(f?.clinician).toContain("resting heart rate of 118/min (2026-11-25)");
    expect(f?.clinician).toContain("This is above the lenient resting target of below 110/min.");
    expect(f?.clinician).toMatch(/NICE NG196 uses a beta-blocker or a rate-limiting calcium-channel blocker/);
    expect(f?.nextSteps.join(" ")).toMatch(/usually starting with a beta-blocker such as bisoprolol/);
    expect(f?.evidenceIds).toEqual(["nice-ng196-af", "hwe-icb-af-pathway"]);
  });

  it("01 (near-negative): already on bisoprolol, or at 104/min with no symptoms or heart failure, there is no finding", () => {
    const onBeta = edit(UK_AF, (d) => {
      d.medications.push({ medication: "Bisoprolol 2.5 mg tablets", status: "active", frequency: "once daily" });
    });
    expect(finding(runReviewCase(onBeta), AF_RATE)).toBeUndefined();
    expect(finding(runReviewCase(edit(UK_AF, setRate("104"))), AF_RATE)).toBeUndefined();
  });

  it("01 (near-negative): a fast rate with bleeding in the notes is left to the bleeding, not rate control", () => {
    const c = edit(UK_AF, (d) => {
      d.additionalContext = "GP surgery review, Leeds (NHS). Permanent AF. Black tarry stools for 2 days.";
    });
    expect(finding(runReviewCase(c), AF_RATE)).toBeUndefined();
  });

  it("01: at 104/min with palpitations in the notes the stricter target applies", () => {
    const c = edit(UK_AF, (d) => {
      setRate("104")(d);
      d.additionalContext = "GP surgery review, Leeds (NHS). Permanent AF. Troublesome palpitations most days.";
    });
    const f = finding(runReviewCase(c), AF_RATE);
    expect(f?.clinician).toMatch(/with "palpitations" in the notes a resting rate below 100\/min is aimed for/);
  });

  it("02: a US record cites the AHA/ACC/ACCP/HRS 2023 guideline alone", () => {
    const f = finding(run(US_AF), AF_RATE);
    expect(f?.clinician).toMatch(/AHA\/ACC\/ACCP\/HRS 2023 recommends a beta-blocker or a nondihydropyridine/);
    expect(f?.evidenceIds).toEqual(["acc-aha-2023-af"]);
  });

  it("deep-29 case 02: HFrEF at 108/min names the beta-blocker, not verapamil or diltiazem, and draws it together with heart failure", () => {
    const r = runDeepReviewCase(deep29.load("02-uk-af-hfref-no-beta-blocker"));
    expectDeepReadsThrough(r);
    const f = finding(r, AF_RATE);
    expect(f?.clinician).toMatch(/with heart failure a resting rate below 100\/min is aimed for/);
    expect(f?.clinician).toMatch(/not advised with an ejection fraction of 40% or less/);
    expect(f?.nextSteps.join(" ")).toMatch(/bisoprolol or carvedilol/);
    expect(r.result.clinicianResponse).toContain("## One medicine, several problems");
    expect(r.result.clinicianResponse).toMatch(/A beta-blocker is suggested under/);
  });

  it("deep-29 case 02 (near-negative): with bisoprolol listed there is no rate-control finding", () => {
    const c = deep29.edit("02-uk-af-hfref-no-beta-blocker", (d) => {
      d.medications.push({ medication: "Bisoprolol 1.25 mg tablets", status: "active", frequency: "once daily" });
    });
    expect(finding(runDeepReviewCase(c), AF_RATE)).toBeUndefined();
  });
});

describe("a low-titre ANA in a well adult is read as common in healthy people (review 29b, deep-29b)", () => {
  const ANA = "07-us-ana-1-160-well";

  it("rheum-29 case 07: ANA 1:160 with no features gets the healthy-population figures", () => {
    const f = finding(rheum29.run(ANA), "ana-low-titre-well");
    expect(f?.clinician).toMatch(/13\.3% were positive at 1:80 and 5\.0% at 1:160/);
    expect(f?.clinician).not.toMatch(/none with a tit(?:re|er) below 1:160/);
    expect(f?.evidenceIds).toEqual(["tan-1997-ana-healthy", "abeles-2013-positive-ana"]);
  });

  it("at 1:80 the referral-clinic figure is added", () => {
    const c = rheum29.load(ANA);
    lab(c).labResults[0]!.value = "Positive 1:80, speckled pattern";
    expect(finding(runReviewCase(c), "ana-low-titre-well")?.clinician).toMatch(/none with a tit(?:re|er) below 1:160/);
  });

  it("near-negative: joint swelling in the notes, or a titre of 1:640, gives no reassurance", () => {
    const swollen = rheum29.load(ANA);
    lab(swollen).patientContext.clinicalNotes = "Primary care, Denver, Colorado. Morning joint swelling of both hands.";
    expect(finding(runReviewCase(swollen), "ana-low-titre-well")).toBeUndefined();
    const high = rheum29.load(ANA);
    lab(high).labResults[0]!.value = "Positive 1:640, homogeneous pattern";
    expect(finding(runReviewCase(high), "ana-low-titre-well")).toBeUndefined();
  });
});

describe("macrocytosis on methotrexate names the drug while B12 and folate are still checked (review 29b, deep-29b)", () => {
  const MTX = "03-uk-ra-mtx-alt-wbc-no-folic";
  const macro = (r: ReturnType<typeof runReviewCase>) => r.findings.find((f) => /macrocytosis/i.test(f.title));

  it("rheum-29 case 03: methotrexate without folic acid may explain the MCV, and B12 and folate are still checked", () => {
    const f = macro(rheum29.run(MTX));
    expect(f?.clinician).toMatch(
      /methotrexate, a folate antagonist, may itself explain the large red cells, more so with no folic acid listed/,
    );
    expect(f?.clinician).toMatch(/B12 and folate are still checked/);
    expect(f?.clinician).toMatch(/read with the possible methotrexate toxicity finding/);
    expect(f?.nextSteps.join(" ")).toMatch(/Check B12, folate/);
    expect(f?.evidenceIds).toContain("arthritis-rheum-1989-mcv-methotrexate");
  });

  it("near-negative: the same MCV with methotrexate taken off the list keeps the usual work-up", () => {
    const c = rheum29.edit(MTX, (d) => {
      d.medications = d.medications.filter((m) => !/methotrexate/i.test(m.medication ?? ""));
    });
    const f = macro(runReviewCase(c));
    expect(f?.clinician ?? "").not.toMatch(/methotrexate/i);
    expect(f?.nextSteps.join(" ")).toMatch(/Check B12, folate/);
  });
});

describe("antipsychotic metabolic finding speaks to weight and mirtazapine (review 29b, deep-29b)", () => {
  const PSYCH = "05-us-depression-t2d-obesity";
  const META = "antipsychotic-metabolic-monitoring";

  it("deep-29 case 05: obesity (BMI 41.2) is named, and mirtazapine as adding to weight gain", () => {
    const f = finding(runDeepReviewCase(deep29.load(PSYCH)), META);
    expect(f?.clinician).toMatch(/BMI 41\.2/);
    expect(f?.clinician).toMatch(/Mirtazapine 30 mg tablets also commonly increases appetite and weight/);
  });

  it("near-negative: without mirtazapine there is no mirtazapine sentence", () => {
    const c = deep29.edit(PSYCH, (d) => {
      d.medications = d.medications.filter((m) => !/mirtazapine/i.test(m.medication ?? ""));
    });
    const f = finding(runDeepReviewCase(c), META);
    expect(f?.clinician).not.toMatch(/mirtazapine/i);
    expect(f?.clinician).toMatch(/BMI 41\.2/);
  });
});

describe("the shingles vaccine is offered before any immunosuppressive biologic or JAK inhibitor (review 29b, deep-29b)", () => {
  const infection29 = reviewFolder(new URL("./fixtures/infection-29-review29/", import.meta.url));
  const INFLIXIMAB = "11-us-varicella-serology-before-infliximab-72f-labs";
  const SHINGLES = "shingles-vaccine-before-immunosuppression";
  const withNotes = (notes: string) => {
    const c = infection29.load(INFLIXIMAB);
    lab(c).patientContext.clinicalNotes = notes;
    return runReviewCase(c);
  };

  it("infection-29 case 11 with every screen done (chickenpox history): the vaccine reminder stays", () => {
    const r = withNotes(
      "GI clinic, Denver. Had chickenpox as a child. Plan to start infliximab for steroid-dependent colitis.",
    );
    expect(finding(r, "anti-tnf-pre-treatment-screening")).toBeUndefined();
    const f = finding(r, SHINGLES);
    expect(f?.clinician).toMatch(/^Infliximab is planned and no shingles vaccine is recorded/);
    // A US record (mg/dL) cites ACIP 2022 since review 31 (infect-31 case 05).
    expect(f?.evidenceIds).toEqual(["acip-2022-rzv-immunocompromised"]);
  });

  it("a planned JAK inhibitor (tofacitinib) gets the same reminder", () => {
    const f = finding(
      withNotes("GI clinic, Denver. Plan to start tofacitinib for steroid-dependent colitis."),
      SHINGLES,
    );
    expect(f?.clinician).toMatch(/^Tofacitinib is planned/);
  });

  it("near-negative: while VZV serology is missing the pre-TNF finding names the vaccine and this one stays quiet; a recorded Shingrix course silences it", () => {
    const r = infection29.run(INFLIXIMAB);
    expect(finding(r, "anti-tnf-pre-treatment-screening")?.nextSteps.join(" ")).toMatch(/recombinant shingles vaccine/);
    expect(finding(r, SHINGLES)).toBeUndefined();
    const done = withNotes(
      "GI clinic, Denver. Had chickenpox as a child. Shingrix course completed 2025. Plan to start infliximab.",
    );
    expect(finding(done, SHINGLES)).toBeUndefined();
  });
});
