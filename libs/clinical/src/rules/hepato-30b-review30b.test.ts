import { describe, expect, it } from "vitest";
import {
  clinicianText,
  codes,
  finding,
  reviewFolder,
  runReviewCase,
  type ReviewCase,
  type ReviewRun,
} from "../testing/review-case.ts";

const { run, load, edit } = reviewFolder(new URL("./fixtures/hepato-30b-review30b/", import.meta.url));

interface LabCase {
  labResults: { name: string; value: string; unit?: string; referenceRange?: string; flag?: string; date?: string }[];
  patientContext: { clinicalNotes: string; conditions: { name: string; status: string }[] };
}

const labCase = (c: ReviewCase) => c as unknown as LabCase;
const allSteps = (r: ReviewRun) => r.findings.flatMap((f) => f.nextSteps);

describe("confusion in cirrhosis is read as possible hepatic encephalopathy (review 30b, hepato-30b)", () => {
  it("01: cirrhosis, a falling sodium and mild confusion get a hepatic encephalopathy finding with precipitants and lactulose", () => {
    const f = finding(run("01-uk-cirrhosis-confusion-low-sodium-labs"), "cirrhosis-hepatic-encephalopathy");
    expect(f?.severity).toBe("high");
    expect(f?.clinician).toMatch(/hepatic encephalopathy until shown otherwise/);
    expect(f?.clinician).toMatch(/sodium 127 mmol\/L/);
    expect(f?.clinician).toMatch(/does not explain the confusion away/);
    expect(f?.clinician).toMatch(/Spironolactone 100 mg \(over-diuresis\)/i);
    expect(f?.nextSteps.join(" ")).toMatch(/gastrointestinal bleeding, constipation/);
    expect(f?.nextSteps).toContain("Start lactulose, adjusting the dose to 2–3 soft stools a day");
    expect(f?.nextSteps.join(" ")).toMatch(/add rifaximin to lactulose/);
    expect(f?.evidenceIds).toEqual([
      "aasld-easl-2014-hepatic-encephalopathy",
      "guevara-2009-hyponatraemia-hepatic-encephalopathy",
    ]);
  });

  it("02: drowsy and muddled on oxycodone and lactulose, with low potassium and constipation, names them and reviews the lactulose", () => {
    const f = finding(run("02-us-cirrhosis-drowsy-oxycodone-ehr"), "cirrhosis-hepatic-encephalopathy");
    expect(f?.clinician).toMatch(/Oxycodone 5 mg tablet \(sedating\)/i);
    expect(f?.clinician).toMatch(/potassium 3\.1 mmol\/L/);
    expect(f?.clinician).toMatch(/constipation/);
    expect(f?.clinician).not.toMatch(/does not explain the confusion away/);
    expect(f?.nextSteps.join(" ")).toMatch(/On lactulose already: check it is being taken/);
    expect(f?.evidenceIds).toEqual(["aasld-easl-2014-hepatic-encephalopathy"]);
  });

  it("01: the low-sodium finding no longer puts the confusion down to the sodium alone in known cirrhosis", () => {
    const f = finding(run("01-uk-cirrhosis-confusion-low-sodium-labs"), "hyponatraemia");
    expect(f?.clinician).toMatch(
      /may be symptoms of the low sodium or of hepatic encephalopathy in the cirrhosis on record/,
    );
  });

  it("04 near-negative: without cirrhosis the low-sodium finding names only the sodium", () => {
    const f = finding(run("04-uk-hyponatraemia-confusion-no-cirrhosis-labs"), "hyponatraemia");
    expect(f?.clinician).toMatch(/which may be symptoms of the low sodium:/);
  });

  it("03 near-negative: cirrhosis with ascites and 'no confusion' has no encephalopathy finding", () => {
    expect(codes(run("03-uk-cirrhosis-no-confusion-labs"))).not.toContain("cirrhosis-hepatic-encephalopathy");
  });

  it("04 near-negative: confusion with a low sodium and no liver disease is not hepatic encephalopathy", () => {
    const r = run("04-uk-hyponatraemia-confusion-no-cirrhosis-labs");
    expect(codes(r)).not.toContain("cirrhosis-hepatic-encephalopathy");
    expect(codes(r)).toContain("hyponatraemia");
  });
});

describe("a low B12 after gastric bypass is not given a cause search or a second replacement step (review 30b)", () => {
  it("05: the bypass is the cause: no 'Look for the cause' or 'Replace B12', and the tingling asks for the neuropathy examination", () => {
    const r = run("05-us-b12-gastric-bypass-tingling-ehr");
    const steps = allSteps(r);
    expect(steps.some((s) => /^Look for the cause/.test(s))).toBe(false);
    expect(steps).not.toContain("Replace B12");
    expect(steps.filter((s) => /B12 by injection lifelong/.test(s))).toHaveLength(1);
    expect(finding(r, "b12-deficiency")?.nextSteps.join(" ")).toMatch(
      /Examine for a B12 neuropathy \("tingling" in the notes\): ankle reflexes, vibration and position sense/,
    );
  });

  it("06 near-negative: a low B12 with no bypass keeps the cause search and the replacement, and no examination step without symptoms", () => {
    const f = finding(run("06-us-b12-low-no-bypass-ehr"), "b12-deficiency");
    expect(f?.nextSteps[0]).toMatch(/^Look for the cause \(diet, pernicious anemia/);
    expect(f?.nextSteps).toContain("Replace B12");
    expect(f?.nextSteps.join(" ")).not.toMatch(/Examine for a B12 neuropathy/);
  });

  it("05 near-negative: numbness with unsteadiness is already the neurological B12 finding, so no separate examination step", () => {
    const r = runReviewCase(
      edit("05-us-b12-gastric-bypass-tingling-ehr", (d) => {
        d.additionalContext = "Primary care, Phoenix, Arizona. Numbness in both feet and unsteady gait for 2 months.";
      }),
    );
    expect(codes(r)).toContain("b12-deficiency-neurological");
    expect(allSteps(r).join(" ")).not.toMatch(/Examine for a B12 neuropathy/);
  });
});

describe("co-amoxiclav liver injury: one CT/MRCP step, reporting of the reaction, and a reported ultrasound read (review 30b)", () => {
  it("07: a UK record gets the CT or MRCP step once and a Yellow Card report", () => {
    const r = run("07-uk-dili-coamoxiclav-labs");
    expect(allSteps(r).filter((s) => /CT or MRCP/.test(s))).toHaveLength(1);
    const f = finding(r, "co-amoxiclav-liver-injury");
    expect(f?.nextSteps.join(" ")).toMatch(/MHRA through the Yellow Card scheme/);
    expect(f?.nextSteps.join(" ")).not.toMatch(/MedWatch/);
    expect(f?.evidenceIds).toContain("nhs-kent-medway-adr-yellow-card");
  });

  it("08: a US record with 'normal caliber bile ducts' on ultrasound reads as imaged: drug injury leads, MedWatch, no new ultrasound", () => {
    const r = run("08-us-dili-augmentin-ehr");
    const f = finding(r, "co-amoxiclav-liver-injury");
    expect(f?.nextSteps.join(" ")).toMatch(/FDA MedWatch/);
    expect(f?.nextSteps.join(" ")).not.toMatch(/Yellow Card/);
    expect(allSteps(r).some((s) => /ultrasound first/.test(s))).toBe(false);
  });

  it("08 near-negative: dilated bile ducts on the ultrasound keep the obstruction work-up first", () => {
    const r = runReviewCase(
      edit("08-us-dili-augmentin-ehr", (d) => {
        d.additionalContext =
          "Primary care, Denver, Colorado. Finished Augmentin for sinusitis 4 weeks ago, now jaundiced and itching. RUQ ultrasound: dilated common bile duct.";
      }),
    );
    expect(codes(r)).not.toContain("co-amoxiclav-liver-injury");
    expect(codes(r)).toContain("jaundice-suspected-cancer");
  });
});

describe("UK sources first on UK liver records (review 30b)", () => {
  it("09: a UK isolated raised bilirubin cites the NHS genomics page first, not the US ACG guideline", () => {
    const f = finding(run("09-uk-gilberts-fasting-labs"), "isolated-raised-bilirubin");
    expect(f?.evidenceIds[0]).toBe("hee-genomics-unconjugated-hyperbilirubinaemia");
    expect(f?.evidenceIds).not.toContain("acg-2017-liver-chemistries");
  });

  it("09 near-negative: the same result on a US record keeps the ACG guideline first", () => {
    const c = load("09-uk-gilberts-fasting-labs");
    labCase(c).patientContext.clinicalNotes =
      "Primary care, Boston, Massachusetts. Friends noticed yellow eyes while he was fasting. Well now.";
    labCase(c).labResults = labCase(c).labResults.map((o) =>
      o.name === "Bilirubin"
        ? { ...o, value: "2.2", unit: "mg/dL", referenceRange: "0.1-1.2" }
        : o.name === "Conjugated bilirubin"
          ? { ...o, value: "0.2", unit: "mg/dL", referenceRange: "0.0-0.3" }
          : o.name === "Haemoglobin"
            ? { ...o, name: "Hemoglobin", value: "14.8", unit: "g/dL", referenceRange: "13.0-17.0" }
            : o,
    );
    const f = finding(runReviewCase(c), "isolated-raised-bilirubin");
    expect(f?.evidenceIds[0]).toBe("acg-2017-liver-chemistries");
  });

  it("11: the acute liver failure sentence reads in order: INR, then the clotting proteins, then the bilirubin", () => {
    const text = clinicianText(run("11-uk-paracetamol-alt-900-labs"));
    expect(text).not.toMatch(/clotting proteins and bilirubin/);
    expect(text).toMatch(
      /INR 1\.6 \(2026-11-30\), and no anticoagulant is recorded, so the liver is not making enough clotting proteins; bilirubin 29 µmol\/L \(2026-11-30\): possible acute liver failure/,
    );
  });

  it("11 near-negative: with INR in range the bilirubin still joins the injury with 'and', and no clotting sentence", () => {
    const c = load("11-uk-paracetamol-alt-900-labs");
    labCase(c).labResults = labCase(c)
      .labResults.filter((o) => o.name !== "Paracetamol level")
      .map((o) =>
        o.name === "INR" ? { ...o, value: "1.1", flag: "Normal" } : o.name === "ALT" ? { ...o, value: "1250" } : o,
      );
    labCase(c).patientContext.clinicalNotes =
      "Walk-in, Glasgow, Scotland. Nausea and right upper quadrant pain for 3 days.";
    const f = finding(runReviewCase(c), "acute-liver-injury");
    expect(f?.clinician).toMatch(/acute liver injury and bilirubin 29 µmol\/L \(2026-11-30\)/);
    expect(f?.clinician).not.toMatch(/clotting proteins/);
  });
});

describe("sweep: PBC on UDCA with the duration given only in the notes (review 30b, hepato-30b case 14)", () => {
  it("14: ALP twice the limit after '18 months' of ursodiol in the notes is an inadequate response", () => {
    const f = finding(run("14-us-pbc-udca-alp-high-labs"), "pbc-udca-inadequate-response");
    expect(f?.clinician).toMatch(/for about 18 months/);
    expect(f?.nextSteps.join(" ")).toMatch(/second-line treatment/);
  });

  it("14 near-negative: 'for 6 months' in the notes is too early to judge the response", () => {
    const c = load("14-us-pbc-udca-alp-high-labs");
    labCase(c).patientContext.clinicalNotes =
      "Hepatology follow-up, Chicago, Illinois. PBC diagnosed 2026, on ursodiol 13-15 mg/kg/day for 6 months, adherent.";
    expect(codes(runReviewCase(c))).not.toContain("pbc-udca-inadequate-response");
  });
});

describe("sweep: coeliac disease already diagnosed on biopsy (review 30b, hepato-30b case 13)", () => {
  it("13: a raised tTG with coeliac disease on record is not sent to be confirmed or told to eat gluten again", () => {
    const r = run("13-uk-coeliac-iron-deficiency-labs");
    expect(codes(r)).not.toContain("coeliac-serology-positive");
    const text = clinicianText(r);
    expect(text).not.toMatch(/gluten in more than one meal/);
    expect(text).not.toMatch(/to confirm coeliac disease/);
    expect(text).not.toMatch(/nothing in the record points to the gut/);
    expect(codes(r)).toContain("iron-deficiency-anaemia");
  });

  it("13 near-negative: the same tTG with only a suspected coeliac disease stays probable coeliac disease", () => {
    const c = load("13-uk-coeliac-iron-deficiency-labs");
    labCase(c).patientContext.conditions = [{ name: "Suspected coeliac disease", status: "active" }];
    labCase(c).patientContext.clinicalNotes = "GP, Cardiff, Wales. Tired, bloating, heavy periods.";
    expect(codes(runReviewCase(c))).toContain("coeliac-serology-positive");
  });
});
