import { describe, expect, it } from "vitest";
import { clinicianText, codes, finding, patientText, reviewFolder, runReviewCase } from "../testing/review-case.ts";

const { load, run } = reviewFolder(new URL("./fixtures/liver-gi-22-review22/", import.meta.url));
const steps = (r: ReturnType<typeof run>) => r.findings.flatMap((f) => f.nextSteps).join("\n");

describe("hepatitis E read from a positive IgM (review 22, liver-gi-22)", () => {
  it("01: a positive HEV IgM names hepatitis E as the cause and is not asked for again", () => {
    const r = run("01-hev-igm-travel-pork");
    const hev = finding(r, "hev-infection");
    expect(hev?.clinician).toMatch(/Hepatitis E IgM Positive .*: recent hepatitis E infection \(IgM alone: probable\)/);
    expect(hev?.clinician).toMatch(/the notes mention recent travel and "pork", which fit/);
    expect(hev?.clinician).toMatch(/notifiable in England/);
    expect(hev?.nextSteps.join(" ")).toMatch(/Confirm with HEV RNA \(PCR\) or HEV IgG/);
    expect(finding(r, "acute-liver-injury")?.clinician).toMatch(/hepatitis E is the likely cause/);
    expect(steps(r)).not.toMatch(/test for hepatitis E|Test for viral hepatitis/i);
    expect(patientText(r)).toMatch(/recent hepatitis E infection/);
  });

  it("01: jaundice from hepatitis E with a hepatocellular pattern is not sent down the pancreatic cancer pathway", () => {
    const r = run("01-hev-igm-travel-pork");
    expect(codes(r)).not.toContain("jaundice-suspected-cancer");
    expect(codes(r)).not.toContain("liver-injury-pattern");
    // Without the virus the same jaundice at 54 keeps the NG12 pathway.
    const c = load("01-hev-igm-travel-pork");
    c.labResults = c.labResults.filter((l: { name: string }) => l.name !== "Hepatitis E IgM");
    const without = runReviewCase(c);
    expect(codes(without)).toContain("jaundice-suspected-cancer");
    expect(codes(without)).not.toContain("hev-infection");
    expect(steps(without)).toMatch(/test for hepatitis E/);
  });

  it("01: a positive HEV IgM from over 6 months before today's results does not explain them", () => {
    const c = load("01-hev-igm-travel-pork");
    c.labResults = c.labResults.map((l: { name: string; date: string }) =>
      l.name === "Hepatitis E IgM" ? { ...l, date: "2025-12-01" } : l,
    );
    const r = runReviewCase(c);
    expect(codes(r)).not.toContain("hev-infection");
    expect(codes(r)).toContain("jaundice-suspected-cancer");
  });

  it("01: a detected HEV RNA is a confirmed case, with no confirmation step", () => {
    const c = load("01-hev-igm-travel-pork");
    c.labResults.push({ name: "HEV RNA", value: "Detected", unit: "", date: "2026-11-28" });
    const hev = finding(runReviewCase(c), "hev-infection");
    expect(hev?.clinician).toMatch(/^Hepatitis E RNA Detected/);
    expect(hev?.clinician).not.toMatch(/probable/);
    expect(hev?.nextSteps.join(" ")).not.toMatch(/Confirm with HEV RNA/);
  });

  it("01: the acute liver injury's same-day advice is not contradicted by 'None of these results needs emergency care'", () => {
    const text = patientText(run("01-hev-igm-travel-pork"));
    expect(text).toMatch(/You need to see a doctor today/);
    expect(text).not.toMatch(/None of these results needs emergency care/);
  });

  it("11: a negative HEV IgM with normal liver tests stays quiet", () => {
    const r = run("11-hev-igm-negative-quiet");
    expect(codes(r).filter((c) => c.startsWith("hev-"))).toEqual([]);
    expect(r.findings.filter((f) => f.severity !== "info" && f.severity !== "low")).toEqual([]);
  });
});

describe("hepatitis E in a transplant recipient (review 22, liver-gi-22)", () => {
  it("02: HEV RNA with ALT raised for over 3 months on tacrolimus reads as persistent infection for the transplant and liver teams", () => {
    const r = run("02-chronic-hev-kidney-transplant");
    const hev = finding(r, "hev-immunosuppressed");
    expect(hev?.severity).toBe("high");
    expect(hev?.clinician).toMatch(/in a transplant recipient/);
    expect(hev?.clinician).toMatch(/ALT has been above its range since 2026-07-16, more than 3 months/);
    expect(hev?.nextSteps.join(" ")).toMatch(
      /consider reducing immunosuppression, and ribavirin if the virus persists/,
    );
    expect(codes(r)).not.toContain("hev-infection");
    expect(codes(r)).not.toContain("liver-injury-pattern");
    expect(clinicianText(r)).not.toMatch(/commonly from fatty liver, alcohol, medicines or hepatitis/);
  });

  it("02: without a transplant or immunosuppressant the same RNA is read as acute hepatitis E", () => {
    const c = load("02-chronic-hev-kidney-transplant");
    c.data.pastMedicalHistory = [];
    c.data.medications = [];
    c.data.additionalContext = "ALT raised since July. Ultrasound liver normal.";
    const r = runReviewCase(c);
    expect(codes(r)).toContain("hev-infection");
    expect(codes(r)).not.toContain("hev-immunosuppressed");
  });
});

describe("faecal calprotectin with an NSAID (review 22, liver-gi-22)", () => {
  it("03: naproxen in the notes is named as a cause of a raised calprotectin, with its source", () => {
    const f = finding(run("03-calprotectin-naproxen"), "calprotectin-raised-referral");
    expect(f?.clinician).toMatch(/An NSAID is taken \("naproxen" in the notes\): NSAIDs raise faecal calprotectin/);
    expect(f?.evidenceIds).toContain("tibble-1999-nsaid-calprotectin");
    expect(f?.patient).toMatch(/Anti-inflammatory painkillers .* can also raise this test/);
  });

  it("03: no NSAID (or one stopped) leaves the calprotectin finding as before", () => {
    for (const notes of [
      "Loose stools and cramping for 3 months, no blood, no weight loss.",
      "Loose stools for 3 months. Stopped naproxen in the summer.",
    ]) {
      const c = load("03-calprotectin-naproxen");
      c.patientContext.clinicalNotes = notes;
      const f = finding(runReviewCase(c), "calprotectin-raised-referral");
      expect(f?.clinician, notes).not.toMatch(/NSAID/);
      expect(f?.evidenceIds, notes).not.toContain("tibble-1999-nsaid-calprotectin");
    }
  });
});

describe("medicines in decompensated cirrhosis (review 22, liver-gi-22)", () => {
  it("04: zopiclone with Child-Pugh C and encephalopathy is flagged high, with the SmPC contraindication", () => {
    const r = run("04-decompensated-cirrhosis-meds");
    const sedative = finding(r, "cirrhosis-sedative");
    expect(sedative?.severity).toBe("high");
    expect(sedative?.clinician).toMatch(
      /Zopiclone 7\.5 mg in cirrhosis with Child-Pugh class C \(score 13\), ascites, hepatic encephalopathy/,
    );
    expect(sedative?.clinician).toMatch(
      /contraindicates it in severe hepatic insufficiency because of the risk of encephalopathy/,
    );
    expect(sedative?.patient).toMatch(/Do not stop it suddenly/);
  });

  it("04: metformin is reviewed for lactic acidosis, and the HbA1c finding no longer says to continue treatment", () => {
    const r = run("04-decompensated-cirrhosis-meds");
    expect(finding(r, "cirrhosis-metformin")?.clinician).toMatch(
      /hepatic impairment as a risk factor for metformin-associated lactic acidosis/,
    );
    expect(steps(r)).not.toMatch(/Continue current treatment/);
    // Review 23 (deep-23 case 03): an HbA1c cirrhosis makes read low is not called "at goal"; it is
    // judged on glucose readings instead.
    expect(codes(r)).not.toContain("diabetes-at-goal");
    expect(codes(r)).toContain("hba1c-unreliable-cirrhosis");
  });

  it("04: compensated cirrhosis (no ascites, encephalopathy or Child-Pugh C) leaves both medicines alone", () => {
    const c = load("04-decompensated-cirrhosis-meds");
    c.data.pastMedicalHistory = c.data.pastMedicalHistory.filter((p: { display: string }) =>
      /cirrhosis|diabetes/i.test(p.display),
    );
    c.data.additionalContext = "Child-Pugh A, no ascites, no encephalopathy. Sober since March.";
    c.data.recentAbnormalLabs = c.data.recentAbnormalLabs.filter(
      (l: { display: string }) => !/Bilirubin|Albumin|INR/.test(l.display),
    );
    const r = runReviewCase(c);
    expect(codes(r)).not.toContain("cirrhosis-sedative");
    expect(codes(r)).not.toContain("cirrhosis-metformin");
  });
});

describe("methotrexate with an NSAID (review 22, liver-gi-22)", () => {
  it("05: weekly methotrexate with naproxen gets the interaction, the eGFR and the counselling step", () => {
    const r = run("05-methotrexate-naproxen");
    const f = finding(r, "methotrexate-nsaid");
    expect(f?.severity).toBe("moderate");
    expect(f?.clinician).toMatch(
      /^Methotrexate 15 mg with naproxen 500 mg\. Methotrexate is cleared mainly by the kidneys/,
    );
    expect(f?.clinician).toMatch(/Here eGFR is 74/);
    expect(f?.nextSteps.join(" ")).toMatch(/no over-the-counter NSAIDs/);
  });

  it("05: a reduced eGFR raises it to high; without an NSAID it stays quiet", () => {
    const low = load("05-methotrexate-naproxen");
    low.data.recentNormalLabs = low.data.recentNormalLabs.map((l: { display: string; value: string }) =>
      l.display === "eGFR" ? { ...l, value: "48" } : l,
    );
    expect(finding(runReviewCase(low), "methotrexate-nsaid")?.severity).toBe("high");
    const none = load("05-methotrexate-naproxen");
    none.data.medications = none.data.medications.filter((m: { medication: string }) => !/Naproxen/.test(m.medication));
    none.data.additionalContext = "Monitoring bloods every 3 months, stable.";
    expect(codes(runReviewCase(none))).not.toContain("methotrexate-nsaid");
  });
});

describe("coeliac serology with low total IgA (review 22, liver-gi-22)", () => {
  it("06: the negative tTG-IgA is not quoted as normal coeliac serology in the iron-deficiency step", () => {
    const r = run("06-coeliac-low-total-iga");
    expect(codes(r)).toContain("coeliac-iga-deficiency");
    expect(steps(r)).not.toMatch(/coeliac serology already in the record/);
    expect(steps(r)).toMatch(/Request an IgG-based coeliac test/);
  });
});

describe("raised ALP: liver or bone (review 22, liver-gi-22)", () => {
  it("07: ALP with a raised GGT reads as cholestatic liver, with ultrasound and PBC testing", () => {
    const r = run("07-alp-ggt-raised-liver");
    expect(finding(r, "liver-injury-pattern")?.clinician).toMatch(/cholestatic pattern/);
    expect(steps(r)).toMatch(/raised GGT supports a liver source/);
    expect(codes(r)).not.toContain("alp-raised-normal-ggt");
  });

  it("08: ALP with a normal GGT reads as bone, with no liver pattern", () => {
    const r = run("08-alp-raised-ggt-normal-bone");
    expect(finding(r, "alp-raised-normal-ggt")?.clinician).toMatch(/most likely from bone/);
    expect(codes(r)).not.toContain("liver-injury-pattern");
  });
});

describe("Gilbert syndrome stated in the notes (review 22, liver-gi-22)", () => {
  it("09: 'Known Gilbert's syndrome' in the notes is read as known: no repeat fractions or GGT", () => {
    const r = run("09-gilbert-quiet");
    const known = finding(r, "known-gilbert-bilirubin");
    expect(known?.clinician).toMatch(/Gilbert syndrome on record \(stated in the notes\)/);
    expect(codes(r)).not.toContain("isolated-raised-bilirubin");
    expect(steps(r)).not.toMatch(/Repeat the bilirubin|Check GGT/);
    expect(r.findings.filter((f) => f.severity !== "low" && f.severity !== "info")).toEqual([]);
  });

  it("09: a suspected or denied Gilbert syndrome is not read as known", () => {
    for (const notes of [
      "? Gilbert's syndrome. Fasted 14 hours before the test.",
      "No known Gilbert's. Fasted 14 hours.",
    ]) {
      const c = load("09-gilbert-quiet");
      c.patientContext.clinicalNotes = notes;
      const r = runReviewCase(c);
      expect(codes(r), notes).not.toContain("known-gilbert-bilirubin");
      expect(codes(r), notes).toContain("isolated-raised-bilirubin");
    }
  });
});

describe("isolated raised ALT in fatty liver (review 22, liver-gi-22)", () => {
  it("10: FIB-4 1.81 is indeterminate and asks for elastography", () => {
    const f = finding(run("10-masld-alt-fib4"), "fib4-fibrosis-risk");
    expect(f?.clinician).toMatch(/FIB-4 = 1\.81, from age 58, AST 41 U\/L .*platelets 182/);
    expect(f?.clinician).toMatch(/indeterminate result that calls for elastography/);
  });

  it("10: hepatitis B and C stated negative in the notes are not asked for again, nor fatty liver already seen", () => {
    const r = run("10-masld-alt-fib4");
    expect(steps(r)).toMatch(/Test for hepatitis A \(hepatitis B and hepatitis C already in the record\)/);
    expect(steps(r)).not.toMatch(/assess for fatty liver disease/);
    const c = load("10-masld-alt-fib4");
    c.patientContext.clinicalNotes = "BMI 32. Hepatitis B and C serology requested. Alcohol 8 units a week.";
    const asked = steps(runReviewCase(c));
    expect(asked).toMatch(/Test for viral hepatitis \(A, B and C\) and assess for fatty liver disease/);
  });
});
