import { describe, expect, it } from "vitest";
import {
  codes,
  expectDeepReadsThrough,
  finding,
  reviewFolder,
  runDeepReviewCase,
  runReviewCase,
} from "../testing/review-case.ts";

const { load, run, edit } = reviewFolder(new URL("./fixtures/cancer-26b-review26/", import.meta.url));

/** A lab-results case read afresh with its clinical notes changed. */
const withNotes = (name: string, change: (notes: string) => string) => {
  const c = load(name);
  c.patientContext.clinicalNotes = change(c.patientContext.clinicalNotes);
  return c;
};

describe("family history of bowel cancer: Lynch syndrome check for a relative diagnosed under 50 (review 26, cancer-26b)", () => {
  it("01: a UK woman whose brother had bowel cancer at 44 is asked about his tumour's mismatch repair testing and a genetics referral", () => {
    const f = finding(run("01-uk-brother-crc-44-sister-38"), "family-colorectal-cancer");
    expect(f?.clinician).toMatch(/a single colonoscopy at 55/);
    expect(f?.clinician).toMatch(
      /A diagnosis before 50 also raises the question of Lynch syndrome: find out whether the relative's tumour was tested for mismatch repair deficiency, and refer to clinical genetics/,
    );
    expect(f?.nextSteps).toEqual([
      "Plan a single colonoscopy at age 55",
      "Ask whether the relative's bowel cancer was tested for mismatch repair deficiency (Lynch syndrome); refer to clinical genetics if deficient or a hereditary syndrome is suspected",
    ]);
    expect(f?.patient).toMatch(/tested for Lynch syndrome, an inherited condition/);
    expect(f?.evidenceIds).toEqual(["bsg-2019-hereditary-crc", "hee-genotes-family-history-gi-cancer"]);
  });

  it("01: when the notes say the brother's tumour was mismatch repair proficient, the check is not asked for again", () => {
    const tested = edit("01-uk-brother-crc-44-sister-38", (d) => {
      d.additionalContext = d.additionalContext.replace(
        "she does not know whether his tumour was tested for Lynch syndrome",
        "his tumour was MMR proficient on testing",
      );
    });
    const f = finding(runReviewCase(tested), "family-colorectal-cancer");
    expect(f?.clinician).toMatch(/a single colonoscopy at 55/);
    expect(f?.clinician).not.toMatch(/Lynch/);
    expect(f?.nextSteps).toEqual(["Plan a single colonoscopy at age 55"]);
  });

  it("02: a UK father's bowel cancer at 62 keeps the low note, with no Lynch or genetics step", () => {
    const f = finding(run("02-uk-father-crc-62-son-45"), "family-colorectal-cancer");
    expect(f?.severity).toBe("low");
    expect(f?.clinician).not.toMatch(/Lynch|mismatch repair/);
    expect(f?.evidenceIds).not.toContain("hee-genotes-family-history-gi-cancer");
  });

  it("03: a US son of 38 whose mother had colon cancer at 46 keeps the Multi-Society Task Force colonoscopy from 36, due now", () => {
    const f = finding(run("03-us-mother-crc-46-son-38"), "family-colorectal-cancer");
    expect(f?.clinician).toMatch(/colonoscopy every 5 years from age 36, .*\(US Multi-Society Task Force 2017\)/);
    expect(f?.nextSteps[0]).toMatch(/^Arrange a colonoscopy now: already past the family-history start age of 36/);
    expect(f?.clinician).not.toMatch(/BSG|clinical genetics/);
  });
});

describe("BRCA carriers: risk-reducing salpingo-oophorectomy in UK words on UK records (review 26, cancer-26b)", () => {
  it("04: a UK BRCA1 carrier of 43 with her ovaries in place is given UK timing (NICE NG241, around 35–45), not NCCN's", () => {
    const r = run("04-uk-brca1-43-ovaries-in-place");
    const f = finding(r, "brca-pathogenic-variant");
    expect(f?.clinician).toMatch(
      /In UK practice BRCA carriers are usually offered risk-reducing salpingo-oophorectomy at around 35–45, once her family is complete/,
    );
    expect(f?.clinician).toMatch(/at 43, with the ovaries in situ according to the notes, it is due\./);
    expect(f?.clinician).not.toMatch(/NCCN/);
    expect(f?.nextSteps[0]).toBe(
      "Discuss risk-reducing salpingo-oophorectomy now: due at 43 for a BRCA1 carrier (UK practice: usually around 35–45, once her family is complete); refer to gynaecology or the high-risk clinic",
    );
    expect(f?.evidenceIds).toContain("nice-ng241-familial-ovarian-cancer");
    expect(f?.evidenceIds).toContain("ndrs-rrso-brca-carriers");
    expect(f?.evidenceIds).not.toContain("nccn-genetic-familial-bopp");
  });

  it("04: past the UK's usual window, at 47, the same UK carrier's surgery reads as overdue", () => {
    const c = load("04-uk-brca1-43-ovaries-in-place");
    c.data.patientInfo.age = 47;
    const f = finding(runReviewCase(c), "brca-pathogenic-variant");
    expect(f?.clinician).toMatch(/at 47, with the ovaries in situ according to the notes, it is overdue\./);
    expect(f?.nextSteps[0]).toMatch(/^Discuss risk-reducing salpingo-oophorectomy now: overdue at 47/);
  });

  it("04: a deep report of the UK carrier reads through", () => {
    expectDeepReadsThrough(runDeepReviewCase(load("04-uk-brca1-43-ovaries-in-place")));
  });

  it("05: a US BRCA2 carrier of 47 keeps NCCN's ages (40–45) and its citation", () => {
    const f = finding(run("05-us-brca2-47-ovaries-in-place"), "brca-pathogenic-variant");
    expect(f?.clinician).toMatch(/NCCN advises risk-reducing salpingo-oophorectomy at 40–45 for BRCA2 carriers/);
    expect(f?.clinician).toMatch(/it is overdue\./);
    expect(f?.clinician).not.toMatch(/UK practice|NG241/);
    expect(f?.evidenceIds).toContain("nccn-genetic-familial-bopp");
    expect(f?.evidenceIds).not.toContain("nice-ng241-familial-ovarian-cancer");
  });
});

describe("NICE NG12 non-urgent direct-access upper GI endoscopy (review 26, cancer-26b)", () => {
  const code = "upper-gi-non-urgent-endoscopy";

  it("06: a UK woman of 61 with dyspepsia despite 8 weeks of omeprazole is offered a non-urgent endoscopy, quoting the notes", () => {
    const r = run("06-uk-treatment-resistant-dyspepsia-61");
    const f = finding(r, code);
    expect(f?.severity).toBe("moderate");
    expect(f?.clinician).toMatch(
      /^Age 61 with treatment-resistant dyspepsia \("dyspepsia for 4 months despite 8 weeks of full-dose omeprazole"\): at 55 and over NICE NG12 suggests considering non-urgent direct-access upper GI endoscopy/i,
    );
    expect(f?.nextSteps[0]).toMatch(/^Consider non-urgent direct-access upper GI endoscopy \(NICE NG12\)/);
    expect(f?.patient).toMatch(/It is not an emergency referral, but ask your GP about arranging it/);
    expect(f?.evidenceIds).toEqual(["nice-ng12-suspected-cancer"]);
    expect(codes(r)).not.toContain("upper-gi-urgent-endoscopy");
  });

  it("06: dyspepsia that settled on omeprazole does not meet the criterion", () => {
    const settled = withNotes(
      "06-uk-treatment-resistant-dyspepsia-61",
      () =>
        "GP surgery. Dyspepsia for 4 months, settled on omeprazole. Weight steady. No dysphagia, no vomiting, no melaena.",
    );
    expect(codes(runReviewCase(settled))).not.toContain(code);
  });

  it("07: a UK man of 66 with platelets of 486 and nausea with reflux is offered a non-urgent endoscopy", () => {
    const f = finding(run("07-uk-raised-platelets-nausea-66"), code);
    expect(f?.clinician).toMatch(/^Age 66 with a raised platelet count \(486 10\^9\/L\) with nausea and reflux:/);
  });

  it("07: with weight loss and reflux at 66 the urgent 2-week endoscopy leads and the non-urgent finding stands aside", () => {
    const urgent = withNotes("07-uk-raised-platelets-nausea-66", (n) =>
      n.replace("Weight steady.", "Unintentional weight loss of 4 kg."),
    );
    const r = runReviewCase(urgent);
    expect(codes(r)).toContain("upper-gi-urgent-endoscopy");
    expect(codes(r)).not.toContain(code);
  });

  it("08: at 50 treatment-resistant dyspepsia is below NG12's age of 55: no endoscopy finding", () => {
    expect(codes(run("08-uk-dyspepsia-controlled-50"))).not.toContain(code);
  });

  it("09: the same platelets and symptoms on a US record are not read by the NHS pathway", () => {
    expect(codes(run("09-us-nausea-reflux-platelets-66"))).not.toContain(code);
  });

  it("10: a UK woman of 58 with upper abdominal pain and haemoglobin 108 g/L is offered a non-urgent endoscopy", () => {
    const f = finding(run("10-uk-upper-abdominal-pain-low-hb-58"), code);
    expect(f?.clinician).toMatch(/^Age 58 with upper abdominal pain with a low haemoglobin \(108 g\/L\):/);
  });

  it("10: with a ferritin of 8 the anaemia is iron deficiency, whose own work-up leads: no non-urgent endoscopy finding", () => {
    const c = load("10-uk-upper-abdominal-pain-low-hb-58");
    c.labResults[2] = { ...c.labResults[2], value: "8", flag: "Low" };
    const r = runReviewCase(c);
    expect(codes(r)).toContain("iron-deficiency-anaemia");
    expect(codes(r)).not.toContain(code);
  });

  it("10: the same pain with a normal haemoglobin and no other criterion gives no endoscopy finding", () => {
    const c = load("10-uk-upper-abdominal-pain-low-hb-58");
    c.labResults[0] = { ...c.labResults[0], value: "131", flag: undefined };
    expect(codes(runReviewCase(c))).not.toContain(code);
  });
});
