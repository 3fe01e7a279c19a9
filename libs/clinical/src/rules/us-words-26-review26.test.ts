import { describe, expect, it } from "vitest";
import { finding, patientText, reviewFolder, runReviewCase } from "../testing/review-case.ts";

const { run, edit } = reviewFolder(new URL("./fixtures/us-words-26-review26/", import.meta.url));

/** A US case without its results in US units, so that it reads as neither UK nor US. */
const withoutUsUnits = (name: string) =>
  edit(name, (d) => {
    d.recentAbnormalLabs = d.recentAbnormalLabs.filter((l) => !/\/dL$/.test(String(l.unit)));
  });

describe("UK words on US records (review 26, us-words-26)", () => {
  it("01: a US record with TIA symptoms is told to call 911, in the patient text and the next steps", () => {
    const f = finding(run("01-us-tia-resolved"), "stroke-tia-symptoms-in-notes");
    expect(f?.patient).toMatch(/call 911 at once/);
    expect(f?.patient).not.toMatch(/999/);
    expect(f?.nextSteps).toContain("Advise calling 911 at once if symptoms return");
  });

  it("02: the UK twin keeps 999", () => {
    const f = finding(run("02-uk-tia-resolved"), "stroke-tia-symptoms-in-notes");
    expect(f?.patient).toMatch(/call 999 at once/);
    expect(f?.nextSteps).toContain("Advise calling 999 at once if symptoms return");
  });

  it("03: acute pancreatitis on a US record says belly, not tummy", () => {
    const f = finding(run("03-us-pancreatitis-apixaban-rectal-bleed"), "acute-pancreatitis");
    expect(f?.patient).toMatch(/pain at the top of your belly\./);
    expect(f?.patient).not.toMatch(/tummy/);
  });

  it("04: the UK twin keeps tummy", () => {
    const f = finding(run("04-uk-pancreatitis-apixaban-rectal-bleed"), "acute-pancreatitis");
    expect(f?.patient).toMatch(/pain at the top of your tummy\./);
  });

  it("a record that reads as neither UK nor US keeps tummy and paracetamol", () => {
    const r = runReviewCase(withoutUsUnits("03-us-pancreatitis-apixaban-rectal-bleed"));
    expect(finding(r, "acute-pancreatitis")?.patient).toMatch(/top of your tummy/);
    expect(finding(r, "doac-bleeding")?.nextSteps.join(" ")).toMatch(/use paracetamol for pain/);
  });

  it("03: the anticoagulant-with-NSAID step on a US record offers acetaminophen", () => {
    const steps = finding(run("03-us-pancreatitis-apixaban-rectal-bleed"), "doac-bleeding")?.nextSteps.join(" ");
    expect(steps).toMatch(/use acetaminophen for pain/);
    expect(steps).not.toMatch(/paracetamol/);
  });

  it("04: the UK twin keeps paracetamol", () => {
    const steps = finding(run("04-uk-pancreatitis-apixaban-rectal-bleed"), "doac-bleeding")?.nextSteps.join(" ");
    expect(steps).toMatch(/use paracetamol for pain/);
  });

  it("05: sick-day advice for type 1 diabetes on a US record says belly pain", () => {
    const f = finding(run("05-us-type1-ketones-vomiting"), "diabetes-ketosis-sick-day");
    expect(f?.patient).toMatch(/have belly pain, breathe fast/);
  });

  it("06: the UK twin keeps tummy pain", () => {
    const f = finding(run("06-uk-type1-ketones-vomiting"), "diabetes-ketosis-sick-day");
    expect(f?.patient).toMatch(/have tummy pain, breathe fast/);
  });

  it("07: suspected DRESS on a US record sends the patient to the emergency department, not A&E", () => {
    const f = finding(run("07-us-dress-allopurinol"), "dress-suspected");
    expect(f?.patient).toMatch(/go to the emergency department if you feel very unwell/);
    expect(f?.patient).not.toMatch(/A&E/);
  });

  it("08: the UK twin keeps A&E", () => {
    expect(finding(run("08-uk-dress-allopurinol"), "dress-suspected")?.patient).toMatch(/go to A&E if you feel/);
  });

  it("09: a medicine that can harm the baby on a US record names the primary care clinician, not the GP", () => {
    const f = finding(run("09-us-pregnant-lisinopril"), "ace-inhibitor-arb-in-pregnancy");
    expect(f?.patient).toMatch(/your midwife or primary care clinician, within the next day or two/);
    expect(f?.patient).not.toMatch(/\bGP\b/);
  });

  it("10: the UK twin keeps the GP", () => {
    const f = finding(run("10-uk-pregnant-lisinopril"), "ace-inhibitor-arb-in-pregnancy");
    expect(f?.patient).toMatch(/your midwife or GP, within the next day or two/);
  });

  it("02: the NHS aneurysm screening offer on a UK record says tummy, as NHS wording does", () => {
    expect(finding(run("02-uk-tia-resolved"), "aaa-screening-due")?.patient).toMatch(/scan of the tummy/);
  });

  it("01: the aneurysm screening offer to a US man who smoked says belly", () => {
    const c = edit("01-us-tia-resolved", (d) => {
      d.additionalContext += " Former smoker, quit 2010.";
    });
    expect(finding(runReviewCase(c), "aaa-screening-due")?.patient).toMatch(/scan of the belly/);
  });

  it("no US report is left with a UK word or an unfilled placeholder", () => {
    for (const name of ["01-us-tia-resolved", "03-us-pancreatitis-apixaban-rectal-bleed", "07-us-dress-allopurinol"]) {
      const text = patientText(run(name));
      expect(text, name).not.toMatch(/\btummy\b|\bA&E\b|\b999\b|\bGP\b|\{\w+\}/);
    }
  });
});
