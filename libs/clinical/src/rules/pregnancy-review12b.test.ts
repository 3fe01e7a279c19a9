import { describe, expect, it } from "vitest";
import { reviewFolder, runReviewCase } from "../testing/review-case.ts";

/** The pregnancy review's cases (round 12, second pass), kept with the test (synthetic records). */

const { load } = reviewFolder(new URL("./fixtures/pregnancy-review12/", import.meta.url));
const find = (r: ReturnType<typeof runReviewCase>, code: string) => r.findings.find((f) => f.code === code);
const allText = (r: ReturnType<typeof runReviewCase>) =>
  r.findings.map((f) => [f.clinician, f.patient, ...f.nextSteps].join(" ")).join(" ");

describe("postpartum haemorrhage on day 2 with shock and low fibrinogen (review 12, pregnancy 12)", () => {
  it("reports an ongoing haemorrhage with shock as critical and escalates fibrinogen below 2 g/L", () => {
    const r = runReviewCase(load("12-pph-day2"));
    const f = find(r, "postpartum-haemorrhage");
    expect(f?.severity).toBe("critical");
    expect(f?.clinician).toMatch(/heart rate 122\/min: signs of hypovolaemic shock/);
    expect(f?.clinician).toMatch(/Fibrinogen 1\.6 g\/L .* is below 2 g\/L/);
    expect(f?.nextSteps.join(" ")).toMatch(/Replace fibrinogen/);
  });

  it("does not send a bleed's low counts to a leukaemia work-up", () => {
    const r = runReviewCase(load("12-pph-day2"));
    expect(find(r, "severe-cytopenias")).toBeUndefined();
    expect(allText(r)).not.toMatch(/leukaemia/i);
  });

  it("without ongoing bleeding or shock, a fibrinogen below 2 g/L after PPH is high, not critical", () => {
    const c = load("12-pph-day2");
    c.patientContext.vitalSigns = [];
    c.patientContext.clinicalNotes = "Day 2 postpartum. Estimated blood loss 1800 mL at delivery.";
    const f = find(runReviewCase(c), "postpartum-haemorrhage");
    expect(f?.severity).toBe("high");
  });
});

describe("ferritin in pregnancy read against 30 µg/L (review 12, pregnancy 05 and 11)", () => {
  it("does not call a ferritin of 42 µg/L iron deficiency at 30 weeks", () => {
    const r = runReviewCase(load("05-normal-physiology-30w"));
    expect(find(r, "iron-deficiency-anaemia")).toBeUndefined();
    expect(allText(r)).not.toMatch(/iron stores are (?:also )?low/);
  });

  it("gives oral iron with a 2–3 week recheck for iron-deficiency anaemia at 28 weeks", () => {
    const f = find(runReviewCase(load("11-ida-pregnancy")), "iron-deficiency-anaemia");
    expect(f?.clinician).toMatch(/ferritin below 30 µg\/L in pregnancy/);
    expect(f?.nextSteps.join(" ")).toMatch(/40–80 mg of elemental iron/);
    expect(f?.nextSteps.join(" ")).toMatch(/after 2–3 weeks/);
    expect(f?.evidenceIds).toContain("bsh-2020-iron-pregnancy");
  });
});
