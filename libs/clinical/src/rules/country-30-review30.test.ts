import { describe, expect, it } from "vitest";
import { codes, finding, patientText, reviewFolder, runReviewCase } from "../testing/review-case.ts";

const { run, load } = reviewFolder(new URL("./fixtures/country-30-review30/", import.meta.url));

interface LabCase {
  labResults: { name: string; value: string; unit?: string; referenceRange?: string }[];
  patientContext: { clinicalNotes: string };
}

/** A lab-results case with its notes changed, run. */
function withNotes(name: string, change: (notes: string) => string): ReturnType<typeof run> {
  const c = load(name);
  const lab = c as unknown as LabCase;
  lab.patientContext.clinicalNotes = change(lab.patientContext.clinicalNotes);
  return runReviewCase(c);
}

/** All the words a finding gives the clinician: statement and steps. */
const said = (f: ReturnType<typeof finding>) => `${f?.clinician ?? ""} ${f?.nextSteps.join(" ") ?? ""}`;
const UK_PATHWAY = /NICE|NG12|suspected (?:colorectal )?cancer pathway|2-week|within 2 weeks \(NICE/;

describe("NG12 suspected-cancer pathways are not given to US records (review 30, country-30)", () => {
  it("01: a positive FIT in Dayton, Ohio is followed by prompt colonoscopy, without NICE or a suspected cancer pathway", () => {
    const r = run("01-us-rectal-bleeding-fit-positive");
    const f = finding(r, "fit-positive-referral");
    expect(said(f)).not.toMatch(UK_PATHWAY);
    expect(f?.title).toBe("Positive FIT: bowel investigation needed soon");
    expect(f?.clinician).toMatch(/A positive FIT is followed by a colonoscopy, arranged promptly/);
    expect(f?.nextSteps).toEqual(["Refer promptly for colonoscopy (a positive FIT is not repeated instead)"]);
    expect(f?.patient).toMatch(/Your doctor should refer you soon\./);
    expect(f?.evidenceIds).toEqual([]);
  });

  it("01: the same FIT from a Leeds GP surgery keeps NICE's FIT guidance and the 2-week pathway", () => {
    const f = finding(
      withNotes("01-us-rectal-bleeding-fit-positive", (n) =>
        n.replace("Family medicine clinic, Dayton, Ohio.", "GP surgery, Leeds."),
      ),
      "fit-positive-referral",
    );
    expect(f?.clinician).toMatch(/NICE's diagnostics guidance on quantitative FIT refers adults at this level/);
    expect(f?.nextSteps).toEqual(["Refer on the suspected colorectal cancer pathway (appointment within 2 weeks)"]);
    expect(f?.patient).toMatch(/urgently, with an appointment within 2 weeks/);
    expect(f?.evidenceIds).toEqual(["nice-fit-colorectal-referral", "nice-ng12-suspected-cancer"]);
  });

  it("03: new diabetes with weight loss at 66 in Portland, Oregon gets prompt pancreatic CT without NG12", () => {
    const f = finding(run("03-us-new-diabetes-weight-loss-66"), "new-diabetes-weight-loss-pancreas");
    expect(said(f)).not.toMatch(UK_PATHWAY);
    expect(f?.clinician).toMatch(/can be an early sign of pancreatic cancer, so prompt pancreas imaging/);
    expect(f?.nextSteps).toEqual([
      "Consider prompt pancreatic-protocol CT; refer to gastroenterology if it shows a mass or duct change",
    ]);
    expect(f?.evidenceIds).toEqual([]);
  });

  it("11: the same picture from a Cardiff GP practice keeps NG12's direct-access CT within 2 weeks", () => {
    const f = finding(run("11-wales-cardiff-new-diabetes-weight-loss"), "new-diabetes-weight-loss-pancreas");
    expect(f?.clinician).toMatch(/NICE NG12 advises considering an urgent direct-access CT scan \(within 2 weeks\)/);
    expect(f?.evidenceIds).toEqual(["nice-ng12-suspected-cancer"]);
  });

  it("04: a raised CA-125 with bloating in Austin, Texas gets a prompt pelvic ultrasound and gynecologic oncology, not NICE", () => {
    const f = finding(run("04-us-ca125-raised-bloating"), "ca125-symptoms-ultrasound");
    expect(said(f)).not.toMatch(UK_PATHWAY);
    expect(f?.clinician).toMatch(
      /a prompt pelvic ultrasound \(transvaginal and abdominal\) is the next step; most raised/,
    );
    expect(f?.nextSteps).toContain("If the ultrasound suggests ovarian cancer, refer promptly to gynecologic oncology");
    expect(f?.evidenceIds).toEqual([]);
  });

  it("04: the same CA-125 from a Leeds GP surgery keeps NICE's ultrasound and suspected cancer pathway", () => {
    const f = finding(
      withNotes("04-us-ca125-raised-bloating", (n) => n.replace("Primary care, Austin, TX.", "GP surgery, Leeds.")),
      "ca125-symptoms-ultrasound",
    );
    expect(f?.clinician).toMatch(/symptoms NICE lists as possible signs of ovarian cancer/);
    expect(f?.nextSteps).toContain(
      "If the ultrasound suggests ovarian cancer, refer urgently on the suspected cancer pathway",
    );
    expect(f?.evidenceIds).toContain("nice-cg122-ovarian-cancer");
  });

  it("10: a mildly raised CA-125 without symptoms in Austin gives no ovarian finding", () => {
    expect(codes(run("10-us-ca125-negative-no-symptoms"))).not.toContain("ca125-symptoms-ultrasound");
  });

  it("02: food sticking and weight loss in Raleigh, NC get a prompt EGD, read by ACG/CAG 2017 and not NG12", () => {
    const r = run("02-us-dysphagia-weight-loss");
    const f = finding(r, "upper-gi-urgent-endoscopy");
    expect(said(f)).not.toMatch(UK_PATHWAY);
    expect(f?.clinician).toMatch(/assessed promptly with upper endoscopy \(EGD\); ACG\/CAG 2017 suggests endoscopy/);
    expect(f?.nextSteps).toEqual(["Refer promptly for upper endoscopy (EGD)"]);
    expect(f?.patient).toMatch(/need a prompt check with a camera test of the food pipe and stomach/);
    expect(f?.patient).not.toMatch(/UK guidance|gullet/);
    expect(f?.evidenceIds).toEqual(["acg-cag-2017-dyspepsia"]);
  });

  it("02: the same symptoms from a Leeds GP surgery keep NG12's urgent direct-access endoscopy", () => {
    const f = finding(
      withNotes("02-us-dysphagia-weight-loss", (n) =>
        n.replace("Internal medicine clinic, Raleigh, NC.", "GP surgery, Leeds."),
      ),
      "upper-gi-urgent-endoscopy",
    );
    expect(f?.clinician).toMatch(/NICE NG12 offers urgent direct-access upper GI endoscopy/);
    expect(f?.patient).toMatch(
      /UK guidance asks doctors to check quickly, within 2 weeks, with a camera test of the gullet/,
    );
    expect(f?.evidenceIds).toEqual(["nice-ng12-suspected-cancer"]);
  });

  it("08: a positive H. pylori with dyspepsia and weight loss at 63 in Phoenix gets EGD and treatment without NICE", () => {
    const f = finding(run("08-us-h-pylori-positive-dyspepsia-weight-loss"), "h-pylori-positive");
    expect(said(f)).not.toMatch(/NICE|NG12|CG184|suspected cancer pathway/);
    expect(f?.clinician).toMatch(/ACG\/CAG 2017 advises treating the infection when it is found/);
    expect(f?.nextSteps[0]).toBe("Refer promptly for upper endoscopy (EGD)");
    expect(f?.evidenceIds).toEqual(["acg-cag-2017-dyspepsia"]);
  });

  it("08: the same result from a Leeds GP surgery keeps NICE CG184 and NG12", () => {
    const f = finding(
      withNotes("08-us-h-pylori-positive-dyspepsia-weight-loss", (n) =>
        n.replace("Primary care, Phoenix, AZ.", "GP surgery, Leeds."),
      ),
      "h-pylori-positive",
    );
    expect(f?.clinician).toMatch(/NICE CG184 offers eradication therapy.*NICE NG12 offers urgent direct-access/);
    expect(f?.evidenceIds).toEqual(expect.arrayContaining(["nice-ng12-suspected-cancer", "nice-cg184-dyspepsia"]));
  });
});

describe("US records cite US guidance for heart failure and children's diabetes (review 30, country-30)", () => {
  it("05: a creatinine rise after sacubitril/valsartan in Denver leads with AHA/ACC/HFSA 2022, the limit in mg/dL first", () => {
    const f = finding(run("05-us-hfref-creatinine-rise-arni"), "hf-creatinine-rise-expected");
    expect(f?.clinician).toMatch(
      /AHA\/ACC\/HFSA 2022 asks for these medicines to be titrated to target or maximally tolerated doses/,
    );
    expect(f?.clinician).toMatch(/stays below 3 mg\/dL \(266 µmol\/L\)/);
    expect(f?.evidenceIds.slice(0, 2)).toEqual(["aha-acc-hfsa-2022-hf", "esc-2021-hf"]);
  });

  it("05: the same rise from a Leeds heart failure clinic keeps ESC 2021 alone", () => {
    const f = finding(
      withNotes("05-us-hfref-creatinine-rise-arni", (n) =>
        n.replace("Cardiology follow-up, Denver, Colorado.", "Heart failure clinic, Leeds."),
      ),
      "hf-creatinine-rise-expected",
    );
    expect(f?.clinician).not.toMatch(/AHA\/ACC\/HFSA/);
    expect(f?.clinician).toMatch(/\. ESC 2021: when a RAAS inhibitor/);
    expect(f?.clinician).toMatch(/stays below 266 µmol\/L \(3 mg\/dL\)/);
    expect(f?.evidenceIds[0]).toBe("esc-2021-hf");
    expect(f?.evidenceIds).not.toContain("aha-acc-hfsa-2022-hf");
  });

  it("06: a Minneapolis boy of 11 above his HbA1c goal is read by the ADA children's section, not NICE NG18", () => {
    const f = finding(run("06-us-child-t1d-hba1c"), "diabetes-above-target");
    expect(f?.clinician).not.toMatch(/NICE/);
    expect(f?.clinician).toMatch(
      /the ADA Standards of Care set an A1C goal below 7% \(53 mmol\/mol\) for many, individualized/,
    );
    expect(f?.evidenceIds).toContain("ada-soc-2026-s14");
    expect(f?.evidenceIds).not.toContain("nice-ng18-diabetes-cyp");
  });

  it("06: the same child from a Leeds GP surgery keeps NICE NG18", () => {
    const f = finding(
      withNotes("06-us-child-t1d-hba1c", (n) =>
        n.replace("Pediatric endocrinology clinic, Minneapolis, MN.", "GP surgery, Leeds."),
      ),
      "diabetes-above-target",
    );
    expect(f?.clinician).toMatch(/For children and young people NICE calls an HbA1c of 48 mmol\/mol/);
    expect(f?.evidenceIds).toContain("nice-ng18-diabetes-cyp");
  });
});

describe("UK records read lipid goals and units their own way (review 30, country-30)", () => {
  it("07: a Nottingham GP record after a heart attack leads with NICE NG238, the US and European goals after it", () => {
    const f = finding(run("07-uk-lipids-on-statin-nonhdl"), "ldl-above-goal-ascvd");
    expect(f?.clinician).toMatch(
      /\(Myocardial infarction 2026\); NICE NG238 aims for LDL-C 2\.0 mmol\/L or less \(or non-HDL-C 2\.6 mmol\/L or less\) in secondary prevention, which this LDL-C is above\. Other guidelines set lower goals: AHA\/ACC/,
    );
    expect(f?.clinician).not.toMatch(/In the UK/);
  });

  it("07: the same panel with no country in the notes keeps AHA/ACC first and names NICE as the UK's", () => {
    const f = finding(
      withNotes("07-uk-lipids-on-statin-nonhdl", (n) => n.replace("GP surgery, Nottingham. ", "")),
      "ldl-above-goal-ascvd",
    );
    expect(f?.clinician).toMatch(/\(Myocardial infarction 2026\); AHA\/ACC advise intensifying/);
    expect(f?.clinician).toMatch(/In the UK, NICE NG238 aims .* which this LDL-C is also above\./);
  });

  it("14: a Seattle tryptase in ng/mL is compared with limits in ng/mL; µg/L stays for a result in µg/L", () => {
    const us = finding(run("14-us-tryptase-anaphylaxis"), "tryptase-acute-without-baseline");
    expect(us?.clinician).toMatch(/above the upper limit of 11\.4 ng\/mL\)/);
    expect(us?.clinician).not.toMatch(/µg\/L/);
    const c = load("14-us-tryptase-anaphylaxis");
    const lab = c as unknown as LabCase;
    const tryptase = lab.labResults.find((l) => l.name === "Tryptase");
    if (tryptase) tryptase.unit = "ug/L";
    const si = finding(runReviewCase(c), "tryptase-acute-without-baseline");
    expect(si?.clinician).toMatch(/above the upper limit of 11\.4 µg\/L\)/);
  });

  it("14: the Seattle patient is told of epinephrine, not adrenaline", () => {
    const r = run("14-us-tryptase-anaphylaxis");
    expect(patientText(r)).not.toMatch(/adrenaline/i);
  });
});
