import { describe, expect, it } from "vitest";
import { clinicianText, codes, finding, patientText, reviewFolder, runReviewCase } from "../testing/review-case.ts";

const { run, load } = reviewFolder(new URL("./fixtures/gastro-30-review30/", import.meta.url));

interface LabCase {
  labResults: { name: string; value: string; unit?: string; referenceRange?: string; flag?: string; date?: string }[];
  patientContext: { clinicalNotes: string };
}

/** A lab-results case read afresh with its notes or results changed. */
function labCase(name: string, change: (c: LabCase) => void) {
  const c = load(name);
  change(c as unknown as LabCase);
  return runReviewCase(c);
}

describe("a staggered paracetamol overdose written in words is read as staggered (review 30, gastro-30 case 11)", () => {
  it("11: 'about 40 paracetamol tablets over two days' with ALT 910 is a critical overdose, treated whatever the level", () => {
    const f = finding(run("11-uk-paracetamol-alt-900-labs"), "paracetamol-overdose");
    expect(f?.severity).toBe("critical");
    expect(f?.clinician).toMatch(/after a staggered overdose/);
    expect(f?.clinician).toMatch(/treat whatever the level \(ALT 910 U\/L/);
    expect(f?.nextSteps[0]).toMatch(/Start intravenous acetylcysteine now/);
  });

  it("11: the INR of 1.6 beside the liver injury is named as possible acute liver failure, with a liver unit the same day", () => {
    const r = run("11-uk-paracetamol-alt-900-labs");
    const f = finding(r, "paracetamol-overdose");
    expect(f?.clinician).toMatch(/INR 1\.6 .*possible acute liver failure: discuss with a liver unit today/);
    expect(f?.evidenceIds).toEqual(["mhra-2012-paracetamol-acetylcysteine", "acg-2023-acute-liver-failure"]);
    expect(patientText(r)).toMatch(/your blood is clotting more slowly/);
    // ALT 910 is 22 times the upper limit: the acute liver injury finding carries the liver unit step, once.
    expect(finding(r, "acute-liver-injury")?.severity).toBe("critical");
    expect(clinicianText(r).match(/Discuss with a liver unit today/g)).toHaveLength(1);
  });

  it("11: the acute liver injury finding does not ask for a paracetamol level the record already has", () => {
    const f = finding(run("11-uk-paracetamol-alt-900-labs"), "acute-liver-injury");
    expect(f?.nextSteps.join(" ")).not.toMatch(/Measure a paracetamol level now/);
  });

  it("11: an ALT of 7 times the limit with INR 1.6 after the staggered overdose puts the liver unit on the overdose finding", () => {
    const r = labCase("11-uk-paracetamol-alt-900-labs", (c) => {
      c.labResults = c.labResults.map((o) => (o.name === "ALT" ? { ...o, value: "290" } : o));
    });
    expect(codes(r)).not.toContain("acute-liver-injury");
    expect(finding(r, "paracetamol-overdose")?.nextSteps.join(" ")).toMatch(/Discuss with a liver unit today/);
  });

  it("11: 'over three days' in digits-free words also counts as staggered", () => {
    const r = labCase("11-uk-paracetamol-alt-900-labs", (c) => {
      c.patientContext.clinicalNotes = c.patientContext.clinicalNotes.replace("over two days", "over three days");
    });
    expect(finding(r, "paracetamol-overdose")?.clinician).toMatch(/staggered/);
  });

  it("11 near-negative: with a normal INR the staggered overdose is still critical but no liver unit is asked for", () => {
    const r = labCase("11-uk-paracetamol-alt-900-labs", (c) => {
      c.labResults = c.labResults.map((o) => (o.name === "INR" ? { ...o, value: "1.1", flag: "Normal" } : o));
    });
    const f = finding(r, "paracetamol-overdose");
    expect(f?.severity).toBe("critical");
    expect(f?.clinician).not.toMatch(/acute liver failure/);
    expect(f?.nextSteps.join(" ")).not.toMatch(/liver unit/);
    expect(f?.evidenceIds).toEqual(["mhra-2012-paracetamol-acetylcysteine"]);
  });

  it("11 near-negative: therapeutic doses with a normal ALT and an undetectable level are not an overdose", () => {
    const r = labCase("11-uk-paracetamol-alt-900-labs", (c) => {
      c.patientContext.clinicalNotes =
        "Walk-in, Glasgow, Scotland. Toothache over two days, using paracetamol at the usual dose. Dentist booked.";
      c.labResults = c.labResults.map((o) =>
        o.name === "ALT"
          ? { ...o, value: "22", flag: "Normal" }
          : o.name === "Paracetamol level"
            ? { ...o, value: "<5" }
            : o,
      );
    });
    expect(codes(r)).not.toContain("paracetamol-overdose");
  });
});

describe("a marked ALT rise with a raised INR reads as acute liver injury below 1000 U/L (review 30, gastro-30 case 11)", () => {
  const noParacetamol = (c: LabCase) => {
    c.labResults = c.labResults.filter((o) => o.name !== "Paracetamol level");
    c.patientContext.clinicalNotes =
      "GP, Glasgow, Scotland. 5 days of nausea, dark urine and yellow eyes. No medicines except sertraline. No alcohol.";
  };

  it("11: ALT 910 (22 times the limit) with INR 1.6 and no paracetamol is critical possible acute liver failure", () => {
    const f = finding(labCase("11-uk-paracetamol-alt-900-labs", noParacetamol), "acute-liver-injury");
    expect(f?.severity).toBe("critical");
    expect(f?.clinician).toMatch(/ALT 910 U\/L .*possible acute liver failure/);
    expect(f?.nextSteps.join(" ")).toMatch(/Ask about paracetamol and other medicines/);
  });

  it("11 near-negative: ALT 910 with a normal INR stays below the acute liver injury threshold", () => {
    const r = labCase("11-uk-paracetamol-alt-900-labs", (c) => {
      noParacetamol(c);
      c.labResults = c.labResults.map((o) => (o.name === "INR" ? { ...o, value: "1.2", flag: "Normal" } : o));
    });
    expect(codes(r)).not.toContain("acute-liver-injury");
  });

  it("11 near-negative: ALT 350 (under 10 times the limit) with INR 1.6 is not read as acute liver injury", () => {
    const r = labCase("11-uk-paracetamol-alt-900-labs", (c) => {
      noParacetamol(c);
      c.labResults = c.labResults.map((o) => (o.name === "ALT" ? { ...o, value: "350" } : o));
    });
    expect(codes(r)).not.toContain("acute-liver-injury");
  });
});

describe("an indeterminate FIB-4 on a UK record follows NICE NG49's ELF route (review 30, gastro-30 cases 04 and 05)", () => {
  it("04: a UK FIB-4 of 2.11 asks for an ELF test with the 10.51 threshold and cites NICE, not the AASLD guidance", () => {
    const f = finding(run("04-uk-masld-fib4-indeterminate-labs"), "fib4-fibrosis-risk");
    expect(f?.severity).toBe("moderate");
    expect(f?.nextSteps[0]).toMatch(
      /^Arrange an ELF test \(NICE NG49: 10\.51 or above is advanced fibrosis, refer to hepatology/,
    );
    expect(f?.evidenceIds).toEqual(["nice-dg50-nafld-fibrosis-tests", "easl-easd-easo-2024-masld"]);
  });

  it("05 near-negative: the US record with an indeterminate FIB-4 keeps elastography and the AASLD guidance", () => {
    const f = finding(run("05-us-masld-fib4-indeterminate-labs"), "fib4-fibrosis-risk");
    expect(f?.nextSteps[0]).toMatch(/^Arrange elastography \(or ELF test\)/);
    expect(f?.evidenceIds).toEqual(["aasld-2023-nafld"]);
  });

  it("04 near-negative: a UK FIB-4 above 2.67 goes to hepatology rather than to an ELF test first", () => {
    const r = labCase("04-uk-masld-fib4-indeterminate-labs", (c) => {
      c.labResults = c.labResults.map((o) => (o.name === "Platelets" ? { ...o, value: "120", flag: "Low" } : o));
    });
    const f = finding(r, "fib4-fibrosis-risk");
    expect(f?.severity).toBe("high");
    expect(f?.nextSteps[0]).toMatch(/^Refer to hepatology/);
  });
});

describe("known cirrhosis with a swelling abdomen and confusion (review 30, gastro-30 case 12)", () => {
  it("12: 'increasing abdominal swelling' counts as ascites in Child-Pugh", () => {
    const f = finding(run("12-uk-cirrhosis-meld-rising-labs"), "cirrhosis-severity");
    expect(f?.clinician).toMatch(/Child-Pugh score 12 \(class C\)/);
    expect(f?.clinician).toMatch(/the ascites and encephalopathy the record describes/);
  });

  it("12: ascites with confusion asks for a same-day diagnostic paracentesis for possible SBP", () => {
    const r = run("12-uk-cirrhosis-meld-rising-labs");
    const f = finding(r, "cirrhosis-sbp-suspected");
    expect(f?.severity).toBe("high");
    expect(f?.title).toBe("Cirrhosis with ascites and confusion: possible spontaneous bacterial peritonitis");
    expect(f?.clinician).toMatch(/"confusion" in the notes/);
    expect(f?.clinician).toMatch(/may be hepatic encephalopathy/);
    expect(f?.nextSteps[0]).toMatch(/Urgent \(same-day\) diagnostic paracentesis/);
    expect(patientText(r)).toMatch(/fluid in the belly \(ascites\) from liver scarring, and some confusion/);
  });

  it("12 near-negative: without the confusion there is no SBP finding", () => {
    const r = labCase("12-uk-cirrhosis-meld-rising-labs", (c) => {
      c.patientContext.clinicalNotes = c.patientContext.clinicalNotes.replace(", mild confusion per wife", "");
    });
    expect(codes(r)).not.toContain("cirrhosis-sbp-suspected");
    expect(finding(r, "cirrhosis-severity")?.clinician).toMatch(/ascites the record describes/);
  });

  it("12 near-negative: with no swelling described, ascites is not counted and no SBP finding is made", () => {
    const r = labCase("12-uk-cirrhosis-meld-rising-labs", (c) => {
      c.patientContext.clinicalNotes = c.patientContext.clinicalNotes.replace(
        "Increasing abdominal swelling,",
        "Weight steady,",
      );
    });
    expect(codes(r)).not.toContain("cirrhosis-sbp-suspected");
    expect(finding(r, "cirrhosis-severity")?.clinician).toMatch(/ascites not described, counted as none/);
  });
});

describe("probable co-amoxiclav liver injury does not ask for PBC and PSC tests yet (review 30, gastro-30 case 14)", () => {
  it("14: the liver pattern finding leaves out the PBC/PSC step while the drug injury is left to settle", () => {
    const f = finding(run("14-uk-dili-coamoxiclav-labs"), "liver-injury-pattern");
    expect(f?.nextSteps.join(" ")).not.toMatch(/primary biliary cholangitis/);
    expect(f?.nextSteps.join(" ")).toMatch(/check GGT/);
  });

  it("14 near-negative: the same cholestatic jaundice with no co-amoxiclav keeps the PBC/PSC step", () => {
    const r = labCase("14-uk-dili-coamoxiclav-labs", (c) => {
      (c.patientContext as { medications?: unknown[] }).medications = [];
      c.patientContext.clinicalNotes =
        "GP, Exeter, England. Now jaundiced and itchy, dark urine. Ultrasound: no biliary dilatation.";
    });
    expect(codes(r)).not.toContain("co-amoxiclav-liver-injury");
    expect(finding(r, "liver-injury-pattern")?.nextSteps.join(" ")).toMatch(
      /consider testing for primary biliary cholangitis and primary sclerosing cholangitis/,
    );
  });
});

describe("gastro and liver cases the engine already reads well (review 30, gastro-30)", () => {
  it("01: ALP with a raised GGT and itch in a woman of 54 is cholestatic, with AMA testing", () => {
    const r = run("01-uk-alp-ggt-cholestasis-labs");
    expect(codes(r)).toContain("pbc-workup");
    expect(finding(r, "pbc-workup")?.nextSteps.join(" ")).toMatch(/antimitochondrial antibodies/);
  });

  it("02: a raised ALP with a normal GGT in a growing 15-year-old is read as bone, not liver", () => {
    const r = run("02-us-teen-bone-alp-labs");
    expect(codes(r)).toContain("alp-raised-growth");
    expect(codes(r)).not.toContain("pbc-workup");
  });

  it("03: an isolated unconjugated bilirubin after fasting is read as likely Gilbert syndrome, low priority", () => {
    const f = finding(run("03-uk-gilberts-fasting-labs"), "isolated-raised-bilirubin");
    expect(f?.severity).toBe("low");
    expect(f?.clinician).toMatch(/Gilbert syndrome/);
  });

  it("06 and 07: ferritin with a normal saturation is not an iron-overload screen; with a saturation of 68% it is", () => {
    expect(codes(run("06-uk-ferritin-normal-tsat-metabolic-labs"))).not.toContain("iron-overload-screen");
    expect(codes(run("07-us-ferritin-high-tsat-hh-labs"))).toContain("iron-overload-screen");
  });

  it("08: a normal tTG on a gluten-free diet is flagged as possibly falsely negative", () => {
    expect(codes(run("08-uk-coeliac-gluten-free-labs"))).toContain("coeliac-serology-gluten-cut");
  });

  it("09: a calprotectin of 420 with night symptoms, weight loss and anaemia is an urgent referral", () => {
    const f = finding(run("09-uk-calprotectin-30y-labs"), "calprotectin-raised-referral");
    expect(f?.severity).toBe("high");
    expect(f?.nextSteps[0]).toMatch(/Refer urgently to gastroenterology/);
  });

  it("10: HCV antibody reactive with RNA not detected is no current infection", () => {
    expect(codes(run("10-us-hcv-ab-pos-rna-neg-labs"))).toContain("hcv-antibody-rna-not-detected");
  });

  it("13: raised IgG with ASMA and a hepatitic picture is probable autoimmune hepatitis, high priority", () => {
    expect(finding(run("13-us-aih-igg-asma-labs"), "autoimmune-hepatitis-probable")?.severity).toBe("high");
  });

  it("14: cholestatic jaundice after co-amoxiclav with undilated ducts is read as drug-induced first", () => {
    const r = run("14-uk-dili-coamoxiclav-labs");
    expect(finding(r, "co-amoxiclav-liver-injury")?.severity).toBe("high");
    expect(clinicianText(r)).toMatch(/drug-induced liver injury is the likelier cause/);
  });

  it("15: low B12 after a gastric bypass names the operation as the cause", () => {
    expect(codes(run("15-us-b12-gastric-bypass-ehr"))).toContain("bariatric-micronutrient-deficiency");
  });
});
