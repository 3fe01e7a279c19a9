import { describe, expect, it } from "vitest";
import { codes, finding, reviewFolder, runDeepReviewCase, runReviewCase } from "../testing/review-case.ts";

const { run, edit, load } = reviewFolder(new URL("./fixtures/leftovers-28b-review28/", import.meta.url));

const MAN = "01-us-man-dysuria-le-only-nitrite-negative-ehr";
const withNote = (name: string, note: string) =>
  runReviewCase(
    edit(name, (d) => {
      d.additionalContext = note;
    }),
  );

type LabRow = { name: string; value: string };
type LabCase = { labResults: LabRow[]; patientContext: { clinicalNotes: string } };
const labTwin = (name: string, change: (c: LabCase) => void) => {
  const c = load(name);
  change(c as unknown as LabCase);
  return runReviewCase(c);
};

describe("a man with urinary symptoms and leucocytes without nitrite (review 28, leftovers-28b)", () => {
  it("01: US man of 41 with dysuria and frequency, leukocytes 2+ and nitrite negative: culture before antibiotics, STI asked about, AAFP cited", () => {
    const f = finding(run(MAN), "uti-dipstick-man-leucocytes");
    expect(f?.clinician).toMatch(
      /leukocyte esterase 2\+ with nitrite negative, and dysuria and frequency in the notes, in a man/,
    );
    expect(f?.clinician).toMatch(/AAFP review of dysuria counts male sex as a complicating feature/);
    expect(f?.nextSteps[0]).toMatch(/^Send a midstream urine for culture and susceptibility before any antibiotic/);
    expect(f?.nextSteps.join(" ")).toMatch(/test for sexually transmitted infection/);
    expect(f?.evidenceIds).toEqual(["aafp-2015-dysuria"]);
    expect(codes(run(MAN))).not.toContain("uti-dipstick-equivocal");
  });

  it("01 twins: without urinary symptoms, or with nitrite positive (the likely-UTI reading), the man's finding stays silent", () => {
    expect(codes(withNote(MAN, "Walk-in clinic, Denver. Routine check. No urinary symptoms."))).not.toContain(
      "uti-dipstick-man-leucocytes",
    );
    const nitrite = runReviewCase(
      edit(MAN, (d) => {
        const row = (d.recentNormalLabs as { display: string; value: string }[]).find((l) =>
          /nitrite/i.test(l.display),
        );
        if (row) row.value = "Positive";
      }),
    );
    expect(codes(nitrite)).not.toContain("uti-dipstick-man-leucocytes");
    expect(codes(nitrite)).toContain("uti-dipstick-likely");
  });

  it("06: a UK man (GP in Bristol, creatinine in µmol/L) gets the NICE NG109 reading", () => {
    const f = finding(run("06-uk-place-man-dysuria-umol-ehr"), "uti-dipstick-man-leucocytes");
    expect(f?.clinician).toMatch(/NICE NG109 asks for a midstream urine/);
    expect(f?.evidenceIds).toEqual(["nice-ng109-lower-uti"]);
  });
});

describe("UK towns in the notes mark a UK record; US towns of the same name do not (review 28, leftovers-28b)", () => {
  const cites = (note: string) => finding(withNote(MAN, note), "uti-dipstick-man-leucocytes")?.evidenceIds;
  const symptoms = " Dysuria and urinary frequency for 3 days. No fever.";

  it("a UK town after 'in', 'from' or a comma reads as UK even beside US units", () => {
    for (const place of ["Lives in Leeds.", "GP in Bristol.", "Patient from Glasgow.", "Antenatal clinic, Manchester."])
      expect(cites(place + symptoms), place).toEqual(["nice-ng109-lower-uti"]);
  });

  it("a UK town given as the past ('moved from') does not outweigh US units (review 31, country-31)", () => {
    expect(cites("Moved from Glasgow last year." + symptoms)).toEqual(["aafp-2015-dysuria"]);
  });

  it("the same names followed by a US state, or inside 'New York', keep the US reading", () => {
    for (const place of [
      "Lives in Birmingham, Alabama.",
      "Lives in Manchester, NH.",
      "Student in Cambridge, MA.",
      "Clinic in Cambridge, Massachusetts.",
      "Lives in New York.",
      "Oxford classification discussed at renal clinic, Denver.",
    ])
      expect(cites(place + symptoms), place).toEqual(["aafp-2015-dysuria"]);
  });
});

describe("hepatitis B in the treatment range in pregnancy (review 28, leftovers-28b)", () => {
  const NAME = "02-uk-pregnant-hbeag-high-dna-raised-alt";

  it("02: pregnant at 20 weeks, HBeAg positive, HBV DNA 28 million and ALT 64: tenofovir (not entecavir), transmission and the baby's vaccine and HBIG", () => {
    const f = finding(run(NAME), "hbv-chronic-treatment-range");
    expect(f?.clinician).toMatch(
      /Pregnant \(20 weeks\): AASLD 2018 treats a pregnant woman who meets the usual criteria/,
    );
    expect(f?.clinician).toMatch(/tenofovir disoproxil \(EASL 2017 replaces other antivirals by it\)/);
    expect(f?.clinician).toMatch(/above 200,000 IU\/mL, the level at which EASL 2017 gives tenofovir from week 24–28/);
    expect(f?.nextSteps[0]).toMatch(/in pregnancy the antiviral is tenofovir \(EASL 2017\), not entecavir/);
    expect(f?.nextSteps.join(" ")).not.toMatch(/entecavir or tenofovir/);
    expect(f?.nextSteps.join(" ")).toMatch(/hepatitis B vaccine and HBIG on the day of birth/);
    expect(f?.evidenceIds).toContain("aih-hepb-infants-hbsag-mothers");
    expect(f?.patient).toMatch(/the medicine usually offered is tenofovir/);
  });

  it("02 twins: not pregnant keeps entecavir or tenofovir; pregnant below 200,000 IU/mL says nothing of transmission", () => {
    const notPregnant = labTwin(NAME, (c) => {
      c.patientContext.clinicalNotes = "Liver clinic, Leeds. HBsAg reactive. Born in China.";
    });
    const f = finding(notPregnant, "hbv-chronic-treatment-range");
    expect(f?.nextSteps[0]).toMatch(/entecavir or tenofovir/);
    expect(f?.clinician).not.toMatch(/Pregnant/);
    const lowDna = labTwin(NAME, (c) => {
      for (const l of c.labResults) if (/HBV DNA/.test(l.name)) l.value = "15000";
    });
    const g = finding(lowDna, "hbv-chronic-treatment-range");
    expect(g?.clinician).toMatch(/Pregnant \(20 weeks\)/);
    expect(g?.clinician).not.toMatch(/above 200,000 IU\/mL/);
  });
});

describe("ARNI prompt in HFrEF on the four medicine groups (review 28, leftovers-28b)", () => {
  const ACE = "03-uk-hfref-four-groups-ace-still-breathless-ehr";

  it("03: ramipril, bisoprolol, spironolactone and dapagliflozin with NYHA II still recorded: consider replacing ramipril with sacubitril/valsartan", () => {
    const r = run(ACE);
    expect(codes(r)).not.toContain("hfref-pillars-missing");
    const f = finding(r, "hfref-arni-switch");
    expect(f?.clinician).toMatch(
      /on all four guideline medicine groups \(ramipril 5 mg capsules, bisoprolol 10 mg tablets, spironolactone 25 mg tablets and dapagliflozin 10 mg tablets\), with "NYHA II" in the notes/,
    );
    expect(f?.clinician).toMatch(/remain symptomatic despite optimal treatment \(class I\)/);
    expect(f?.nextSteps[0]).toMatch(
      /^Consider replacing ramipril 5 mg capsules with sacubitril\/valsartan: .*at least 36 hours after the last ACE inhibitor dose/,
    );
    expect(f?.patient).toMatch(/swapping ramipril for a combined medicine called sacubitril\/valsartan/);
    expect(f?.evidenceIds).toEqual(["esc-2021-hf"]);
  });

  it("04: already on sacubitril/valsartan with the other three groups: no switch, no missing-groups finding", () => {
    const r = run("04-uk-hfref-four-groups-on-arni-ehr");
    expect(codes(r)).not.toContain("hfref-arni-switch");
    expect(codes(r)).not.toContain("hfref-pillars-missing");
    for (const f of r.findings)
      expect(`${f.clinician} ${f.nextSteps.join(" ")}`).not.toMatch(/replac\w* .* with sacubitril/i);
  });

  it("03 twins: NYHA I without symptoms, a systolic pressure of 86, or the MRA missing keep the switch silent", () => {
    const calm = withNote(ACE, "GP review, Leeds. Echo 09/2026: LVEF 30%. NYHA I, no breathlessness. No oedema.");
    expect(codes(calm)).not.toContain("hfref-arni-switch");
    const lowCase = load(ACE);
    (lowCase.data.vitalSigns as { display: string; value: string }[])[0]!.value = "86/54";
    const low = runReviewCase(lowCase);
    expect(codes(low)).not.toContain("hfref-arni-switch");
    const noMra = runReviewCase(
      edit(ACE, (d) => {
        d.medications = (d.medications as { medication: string }[]).filter(
          (m) => !/spironolactone/i.test(m.medication),
        );
      }),
    );
    expect(codes(noMra)).not.toContain("hfref-arni-switch");
    expect(codes(noMra)).toContain("hfref-pillars-missing");
  });
});

describe("the heart-failure guideline's summary sits under the heart-failure heading in HFpEF (review 28, leftovers-28b)", () => {
  const section = (text: string, heading: string) => text.split(`\n## ${heading}\n`)[1]?.split("\n## ")[0] ?? "";

  it("05: HFpEF on ramipril and spironolactone: the potassium problem points to the summaries under their own headings", () => {
    const { result } = runDeepReviewCase(load("05-uk-hfpef-spironolactone-ramipril-ehr"));
    const text = result.clinicianResponse.split("# Detailed discussion")[1] ?? "";
    const potassium = section(text, "Potassium and medicines");
    const heart = section(text, "Heart failure");
    expect(potassium).not.toMatch(/Natriuretic peptides support the diagnosis of heart failure/);
    expect(potassium).toMatch(/Also cited here, summarised under "Heart failure" below/);
    expect(heart).toMatch(/Natriuretic peptides support the diagnosis of heart failure/);
    expect(potassium).toMatch(/Spironolactone can cause hyperkalaemia/);
    expect(text.match(/Natriuretic peptides support the diagnosis of heart failure/g)?.length).toBe(1);
  });
});
