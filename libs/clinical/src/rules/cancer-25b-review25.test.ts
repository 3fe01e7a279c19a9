import { describe, expect, it } from "vitest";
import {
  codes,
  expectDeepReadsThrough,
  finding,
  reviewFolder,
  runDeepReviewCase,
  runReviewCase,
} from "../testing/review-case.ts";

const { load, run, edit } = reviewFolder(new URL("./fixtures/cancer-25b-review25/", import.meta.url));

/** A case's notes with every UK word taken out, so it reads as a US record. */
const asUs = (name: string) =>
  edit(name, (d) => {
    d.additionalContext = d.additionalContext.replace(/\b(?:NHS|GP surgery|GP practice|UK)\b/g, "clinic");
  });

describe("bowel, upper GI and Lynch syndrome pathways on UK and US records (review 25, cancer-25b)", () => {
  it("01: a UK son of 49 whose mother had bowel cancer at 46 is told of one colonoscopy at 55 (BSG 2019), not 5-yearly from 36", () => {
    const f = finding(run("01-uk-mother-crc-46-son-49"), "family-colorectal-cancer");
    expect(f?.clinician).toMatch(
      /Mother: Bowel cancer at 46: a single colonoscopy at 55, .*\(BSG\/ACPGBI\/UKCGG 2019, moderate familial risk: one first-degree relative diagnosed under 50, or two at any age\)/,
    );
    expect(f?.clinician).not.toMatch(/Multi-Society|every 5 years|from age 36/);
    // Since review 26 (cancer-26b) a mother diagnosed under 50 also brings a Lynch syndrome check.
    expect(f?.nextSteps[0]).toBe("Plan a single colonoscopy at age 55");
    expect(f?.patient).toMatch(/UK guidance advises one colonoscopy at 55 for this family history/);
    expect(f?.evidenceIds?.[0]).toBe("bsg-2019-hereditary-crc");
  });

  it("01: at 57 with no colonoscopy the UK check is due now; one taken at 55 is read as done", () => {
    const due = load("01-uk-mother-crc-46-son-49");
    due.data.patientInfo.age = 57;
    const f = finding(runReviewCase(due), "family-colorectal-cancer");
    expect(f?.clinician).toMatch(/At 57 with no colonoscopy from 55 in the record, it is due now/);
    expect(f?.nextSteps[0]).toMatch(/^Arrange the family-history colonoscopy now/);
    const done = edit("01-uk-mother-crc-46-son-49", (d) => {
      d.imagingStudies = [
        {
          type: "Colonoscopy",
          description: "Family history colonoscopy",
          date: "2025-10-01",
          modality: "ES",
          findings: "Complete to caecum. No polyps.",
          conclusion: "Normal colonoscopy.",
        },
      ];
    });
    done.data.patientInfo.age = 57;
    const g = finding(runReviewCase(done), "family-colorectal-cancer");
    expect(g?.clinician).toMatch(/Colonoscopy 2025-10-01 \(at about 55\): that check is done/);
    expect(g?.nextSteps.join(" ")).not.toMatch(/now/);
  });

  it("01: the same history on a US record keeps the Multi-Society Task Force's 5-yearly colonoscopy from 36", () => {
    const f = finding(runReviewCase(asUs("01-uk-mother-crc-46-son-49")), "family-colorectal-cancer");
    expect(f?.clinician).toMatch(/colonoscopy every 5 years from age 36, .*\(US Multi-Society Task Force 2017\)/);
    expect(f?.patient).toMatch(/start bowel screening earlier than other people/);
    expect(f?.evidenceIds).toContain("usmstf-2017-crc-screening");
  });

  it("02: a UK father's bowel cancer at 68 does not reach BSG's moderate risk: a low note, no colonoscopy asked for", () => {
    const f = finding(run("02-uk-father-crc-68-daughter-52"), "family-colorectal-cancer");
    expect(f?.severity).toBe("low");
    expect(f?.clinician).toMatch(/does not meet the BSG\/ACPGBI\/UKCGG 2019 moderate-risk criteria/);
    expect(f?.nextSteps.join(" ")).not.toMatch(/colonoscopy/i);
    expect(f?.patient).toMatch(/UK guidance does not advise an extra colonoscopy/);
  });

  it("02: two UK first-degree relatives at any age are moderate risk; three are 5-yearly from 40 to 75", () => {
    const brother = { relationship: "Brother", condition: "Bowel cancer", onsetAge: "61" };
    const two = load("02-uk-father-crc-68-daughter-52");
    two.data.familyHistory.push(brother);
    expect(finding(runReviewCase(two), "family-colorectal-cancer")?.clinician).toMatch(/a single colonoscopy at 55/);
    const three = load("02-uk-father-crc-68-daughter-52");
    three.data.familyHistory.push(brother, { relationship: "Sister", condition: "Bowel cancer", onsetAge: "58" });
    const f = finding(runReviewCase(three), "family-colorectal-cancer");
    expect(f?.clinician).toMatch(/colonoscopy every 5 years from 40 to 75/);
    expect(f?.nextSteps[0]).toMatch(/Confirm the relatives span more than one generation/);
  });

  it("03: a UK BRCA1 carrier of 41 with both scans in the year is not asked for either, and is offered the ovary surgery discussion", () => {
    const f = finding(run("03-uk-brca1-41-ovaries-in-place"), "brca-pathogenic-variant");
    const steps = f?.nextSteps.join(" ") ?? "";
    expect(steps).toMatch(
      /Annual breast MRI and mammography from 40 to 50 \(NHS Breast Screening Programme very high risk protocol\): breast MRI 2026-04-02 within the year; mammogram 2026-04-02 within the year/,
    );
    expect(steps).not.toMatch(/(?:MRI|mammogram) due|no (?:breast MRI|mammogram) in the record/);
    expect(f?.nextSteps[0]).toMatch(/^Discuss risk-reducing salpingo-oophorectomy now/);
    expect(f?.evidenceIds).toContain("nhs-bsp-very-high-risk-protocols");
  });

  it("04: a UK Lynch carrier known to clinical genetics is not referred again, and reads BSG's 2-yearly interval only", () => {
    const f = finding(run("04-uk-lynch-msh2-under-genetics-33"), "lynch-syndrome-variant");
    const text = `${f?.clinician} ${f?.nextSteps.join(" ")}`;
    expect(f?.nextSteps).not.toContain("Refer to genetics");
    expect(text).not.toMatch(/1–2 years/);
    expect(f?.clinician).toMatch(/colonoscopy every 2 years starting in the 20s–30s/);
    expect(f?.nextSteps).toContain("Keep colonoscopy every 2 years (MSH2: from age 25)");
  });

  it("04: with no genetics service named, and on a US record, the referral and ACG's 1–2 years stay", () => {
    const unknown = edit("04-uk-lynch-msh2-under-genetics-33", (d) => {
      d.additionalContext =
        "GP surgery review. Lynch syndrome (MSH2) found on a private gene panel. No bowel symptoms.";
    });
    expect(finding(runReviewCase(unknown), "lynch-syndrome-variant")?.nextSteps).toContain("Refer to genetics");
    const us = edit("04-uk-lynch-msh2-under-genetics-33", (d) => {
      d.additionalContext = "Lynch syndrome (MSH2) found on a gene panel at an outside lab. No bowel symptoms.";
    });
    const f = finding(runReviewCase(us), "lynch-syndrome-variant");
    expect(f?.clinician).toMatch(/colonoscopy every 1–2 years/);
    expect(f?.nextSteps).toContain("Refer to genetics");
  });

  it("05: a UK woman of 58 with weight loss and upper abdominal pain is referred for urgent endoscopy (NG12 1.2.1)", () => {
    const f = finding(run("05-uk-weight-loss-dyspepsia-58"), "upper-gi-urgent-endoscopy");
    expect(f?.severity).toBe("high");
    expect(f?.clinician).toMatch(/age 58 with weight loss and upper GI symptoms \("upper abdominal pain"\)/);
    expect(f?.nextSteps[0]).toMatch(/^Refer for urgent direct-access upper GI endoscopy \(within 2 weeks/);
    expect(f?.patient).toMatch(/within 2 weeks, with a camera test of the gullet and stomach/);
    expect(f?.evidenceIds).toEqual(["nice-ng12-suspected-cancer"]);
  });

  it("05: under 55, with weight lost on purpose, after a recent gastroscopy or with H. pylori found, this finding is silent", () => {
    const young = load("05-uk-weight-loss-dyspepsia-58");
    young.patientContext.age = "52";
    expect(codes(runReviewCase(young))).not.toContain("upper-gi-urgent-endoscopy");
    const dieting = edit("05-uk-weight-loss-dyspepsia-58", () => undefined);
    dieting.patientContext.clinicalNotes =
      "GP surgery. Indigestion after meals for 3 months. Weight loss of 5 kg since starting a slimming club diet.";
    expect(codes(runReviewCase(dieting))).not.toContain("upper-gi-urgent-endoscopy");
    const hp = load("05-uk-weight-loss-dyspepsia-58");
    hp.labResults.push({ name: "H. pylori stool antigen", value: "Positive", date: "2026-11-25" });
    const r = runReviewCase(hp);
    expect(codes(r)).not.toContain("upper-gi-urgent-endoscopy");
    expect(finding(r, "h-pylori-positive")?.nextSteps.join(" ")).toMatch(/urgent direct-access upper GI endoscopy/);
  });

  it("05: the same symptoms on a US record are left to US practice (no NG12 referral)", () => {
    const us = load("05-uk-weight-loss-dyspepsia-58");
    us.patientContext.clinicalNotes = us.patientContext.clinicalNotes.replace("GP surgery. ", "");
    expect(codes(runReviewCase(us))).not.toContain("upper-gi-urgent-endoscopy");
  });

  it("06: dysphagia at 47 on a UK record is referred for urgent endoscopy whatever the age", () => {
    const f = finding(run("06-uk-dysphagia-47"), "upper-gi-urgent-endoscopy");
    expect(f?.clinician).toMatch(
      /The notes record dysphagia\. NICE NG12 offers urgent direct-access upper GI endoscopy/,
    );
    const scoped = edit("06-uk-dysphagia-47", (d) => {
      d.imagingStudies = [
        {
          type: "Gastroscopy",
          description: "OGD",
          date: "2026-11-24",
          modality: "ES",
          findings: "Benign peptic stricture, dilated.",
          conclusion: "No malignancy; biopsies benign.",
        },
      ];
    });
    expect(codes(runReviewCase(scoped))).not.toContain("upper-gi-urgent-endoscopy");
  });

  it("06: swallowing trouble after a stroke is not sent down the oesophageal cancer pathway; a stroke ruled out does not block it", () => {
    const stroke = edit("06-uk-dysphagia-47", (d) => {
      d.pastMedicalHistory.push({ display: "Ischaemic stroke, left MCA territory", clinicalStatus: "resolved" });
    });
    expect(codes(runReviewCase(stroke))).not.toContain("upper-gi-urgent-endoscopy");
    const noStroke = edit("06-uk-dysphagia-47", (d) => {
      d.additionalContext += " No history of stroke.";
    });
    expect(codes(runReviewCase(noStroke))).toContain("upper-gi-urgent-endoscopy");
  });

  it("01, 03, 04 and 06 read through in deep mode, every citation numbered", () => {
    for (const name of [
      "01-uk-mother-crc-46-son-49",
      "03-uk-brca1-41-ovaries-in-place",
      "04-uk-lynch-msh2-under-genetics-33",
      "06-uk-dysphagia-47",
    ])
      expectDeepReadsThrough(runDeepReviewCase(load(name)));
  });
});
