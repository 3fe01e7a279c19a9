import { describe, expect, it } from "vitest";
import { Severity } from "../model.ts";
import { loadReviewCase, runReviewCase } from "../testing/review-case.ts";

const FOLDER = new URL("./fixtures/doac-bleeding-review17/", import.meta.url);
const NOTES = new URL("./fixtures/notes-review17/", import.meta.url);
const run = (name: string, folder = FOLDER) => runReviewCase(loadReviewCase(folder, name));
const bleed = (r: ReturnType<typeof run>) => r.findings.find((f) => f.code === "doac-bleeding");

describe("bleeding on a direct oral anticoagulant outside the upper gut (review 17, doac-bleeding)", () => {
  it("notes case 04: PR bleed this AM on apixaban with Hb 131→109 and postural light-headedness is a major-bleeding emergency", () => {
    for (const r of [run("01-pr-bleed-apixaban-hb-fall-postural"), run("04-pr-bleed-this-am-apixaban", NOTES)]) {
      const f = bleed(r);
      expect(f?.severity).toBe(Severity.critical);
      expect(f?.clinician).toMatch(/"rectal bleeding", with haemoglobin fallen from 131 g\/L .*a fall of 22 g\/L/);
      expect(f?.clinician).toMatch(/"lightheaded on standing"/);
      expect(f?.clinician).toMatch(/meets the ISTH definition/);
      expect(f?.nextSteps.join(" ")).toMatch(/Withhold apixaban; record the time of the last dose/);
      expect(f?.nextSteps.join(" ")).toMatch(/creatinine clearance/);
      expect(f?.nextSteps.join(" ")).toMatch(/andexanet alfa \(licensed for apixaban\) or prothrombin complex/);
      expect(f?.patient).toMatch(/go to the emergency department or call your local emergency number now/);
      expect(f?.evidenceIds).toEqual(
        expect.arrayContaining(["acc-2020-oac-bleeding", "schulman-2005-isth-major-bleeding", "swiss-2023-andexanet"]),
      );
      // One bleed, one finding: the upper GI rule does not also fire.
      expect(r.findings.some((x) => x.code === "acute-gi-bleed")).toBe(false);
    }
  });

  it.each([
    ["02-no-pr-bleeding-quiet", "denied (no PR bleeding)"],
    ["03-pr-bleed-2019-quiet", "past (PR bleed in 2019)"],
    ["04-pr-bleed-no-anticoagulant", "no anticoagulant taken"],
    ["08-apixaban-bleeding-advice-tachycardia-quiet", "only advice and a bleeding-risk score, with a fast pulse"],
  ])("%s: no bleeding finding or emergency when the bleed is %s", (name) => {
    const r = run(name);
    expect(bleed(r)).toBeUndefined();
    expect(r.findings.some((f) => f.severity === Severity.critical)).toBe(false);
  });

  it("on the ward the emergency keeps the ward wording, not 'go to the emergency department'", () => {
    const f = bleed(run("05-inpatient-pr-bleed-apixaban"));
    expect(f?.severity).toBe(Severity.critical);
    expect(f?.patient).toMatch(/tell the nurse or doctor looking after you/);
    expect(f?.patient).not.toMatch(/emergency department/);
  });

  it("visible haematuria on rivaroxaban with a steady Hb and normal vitals is a same-day assessment (high), without reversal", () => {
    const f = bleed(run("06-rivaroxaban-frank-haematuria-stable"));
    expect(f?.severity).toBe(Severity.high);
    expect(f?.clinician).toMatch(/"frank haematuria"/);
    expect(f?.clinician).toMatch(/Routine reversal is not advised/);
    expect(f?.nextSteps.join(" ")).not.toMatch(/andexanet|prothrombin complex/);
    expect(f?.patient).toMatch(/visible blood in the urine\. This needs a check by a doctor today/);
  });

  it("a nosebleed that will not stop on dabigatran with pulse 112 and BP 98/60 is critical and names idarucizumab", () => {
    const f = bleed(run("07-dabigatran-epistaxis-will-not-stop-tachycardic"));
    expect(f?.severity).toBe(Severity.critical);
    expect(f?.clinician).toMatch(/pulse 112\/min, blood pressure 98\/60 mmHg/);
    expect(f?.nextSteps.join(" ")).toMatch(/idarucizumab for dabigatran/);
    expect(f?.evidenceIds).toContain("praxbind-idarucizumab");
  });
});
