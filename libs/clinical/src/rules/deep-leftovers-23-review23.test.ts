import { describe, expect, it } from "vitest";
import {
  clinicianText,
  codes,
  finding,
  patientText,
  reviewFolder,
  runReviewCase,
  runDeepReviewCase,
  expectDeepReadsThrough,
  type ReviewRun,
} from "../testing/review-case.ts";

/** Review 23, deep leftovers: items seen but left in the deep-23 review. */
const { load, run, edit } = reviewFolder(new URL("./fixtures/deep-leftovers-23-review23/", import.meta.url));
const steps = (r: ReviewRun, code: string) => finding(r, code)?.nextSteps.join(" | ") ?? "";

describe("Child-Pugh text says what the record says about encephalopathy", () => {
  it("01: 'No confusion' reads as recorded absent, not as encephalopathy the record describes", () => {
    const f = finding(run("01-cirrhosis-no-confusion"), "cirrhosis-severity");
    expect(f?.clinician).toMatch(/the ascites the record describes; encephalopathy recorded as absent/);
    expect(f?.clinician).not.toMatch(/ascites and encephalopathy the record describes/);
  });

  it("encephalopathy stated as present is still described as present", () => {
    const c = edit("01-cirrhosis-no-confusion", (d) => {
      d.additionalContext = d.additionalContext.replace("No confusion.", "Mild confusion with asterixis.");
    });
    expect(finding(runReviewCase(c), "cirrhosis-severity")?.clinician).toMatch(
      /the ascites and encephalopathy the record describes/,
    );
  });
});

describe("anaemia differential follows the MCV", () => {
  const thal = /thalassaemia trait/;
  it("02: normal MCV: no thalassaemia trait in the deep differentials", () => {
    const r = runDeepReviewCase(load("02-anaemia-normal-mcv"));
    expectDeepReadsThrough(r);
    expect(clinicianText(r)).toMatch(/B12 or folate deficiency/);
    expect(clinicianText(r)).not.toMatch(thal);
  });

  it("a low MCV keeps it", () => {
    const c = edit("02-anaemia-normal-mcv", (d) => {
      const mcv = [...d.recentAbnormalLabs, ...d.recentNormalLabs].find((l) => l.display === "MCV");
      if (mcv) Object.assign(mcv, { value: "71", interpretation: "Low" });
    });
    expect(clinicianText(runDeepReviewCase(c))).toMatch(thal);
  });
});

describe("amiodarone with a high INR on warfarin is kept, with the warfarin dose lowered", () => {
  it("03: clarithromycin to stop or replace, amiodarone continued with a lower warfarin dose", () => {
    const r = run("03-warfarin-amiodarone-clarithromycin-inr");
    const s = steps(r, "warfarin-inr-high");
    expect(s).toMatch(/Review Clarithromycin[^|]*stop or replace it/i);
    expect(s).not.toMatch(/Amiodarone[^|]*stop or replace/i);
    expect(s).toMatch(/Amiodarone[^|]*usually continued, with the warfarin dose reduced/);
    expect(finding(r, "warfarin-inr-high")?.evidenceIds).toContain("amiodarone-warfarin-1988");
  });

  it("the patient line for the INR names the finding, not a 'warfarin section'", () => {
    const text = patientText(run("03-warfarin-amiodarone-clarithromycin-inr"));
    expect(text).not.toMatch(/warfarin section/);
    expect(text).toMatch(/explained with the high INR on warfarin/);
  });

  it("with major bleeding, amiodarone is not among the medicines to stop or replace", () => {
    const c = edit("03-warfarin-amiodarone-clarithromycin-inr", (d) => {
      d.additionalContext = d.additionalContext.replace("No bleeding reported.", "Melaena since yesterday.");
    });
    const f = finding(runReviewCase(c), "warfarin-major-bleeding");
    expect(f?.clinician).toMatch(/Clarithromycin[^.]*stop or replace it\./);
    expect(f?.clinician).toMatch(/Amiodarone[^.]*usually continued/);
  });

  it("without amiodarone there is no amiodarone step", () => {
    const c = edit("03-warfarin-amiodarone-clarithromycin-inr", (d) => {
      d.medications = d.medications.filter((m) => !/amiodarone/i.test(m.medication ?? ""));
      d.additionalContext = d.additionalContext.replace("Amiodarone started by cardiology in September. ", "");
    });
    expect(steps(runReviewCase(c), "warfarin-inr-high")).not.toMatch(/usually continued/);
  });
});

describe("a postural drop written in the notes is raised", () => {
  it("04: lying 128/70, standing 104/62 with falls on doxazosin: orthostatic hypotension, high", () => {
    const f = finding(run("04-falls-postural-drop-in-notes"), "orthostatic-hypotension");
    expect(f?.severity).toBe("high");
    expect(f?.clinician).toMatch(/128\/70 mmHg lying and 104\/62 mmHg standing \(in the notes\), a fall of 24\/8 mmHg/);
    expect(f?.clinician).toMatch(/doxazosin/);
  });

  it("a small fall in the notes is not raised", () => {
    const c = edit("04-falls-postural-drop-in-notes", (d) => {
      d.additionalContext = d.additionalContext.replace("standing 104/62 with dizziness", "standing 122/68");
    });
    expect(codes(runReviewCase(c))).not.toContain("orthostatic-hypotension");
  });
});

describe("HbA1c early in pregnancy", () => {
  it("05: 6.0% at 11 weeks after previous GDM: early assessment, previous GDM named", () => {
    const f = finding(run("05-early-pregnancy-hba1c-previous-gdm"), "pregnancy-early-hba1c");
    expect(f?.clinician).toMatch(/early abnormal glucose metabolism before 15 weeks/);
    expect(f?.clinician).toMatch(/Gestational diabetes in a previous pregnancy is recorded/);
    expect(f?.nextSteps.join(" ")).toMatch(/early assessment for gestational diabetes/);
  });

  it("an HbA1c below 5.9% stays quiet", () => {
    const c = edit("05-early-pregnancy-hba1c-previous-gdm", (d) => {
      const a1c = d.recentAbnormalLabs.find((l) => l.display === "Hemoglobin A1c");
      if (a1c) Object.assign(a1c, { value: "5.4", interpretation: "Normal" });
    });
    expect(codes(runReviewCase(c))).not.toContain("pregnancy-early-hba1c");
  });

  it("after 15 weeks the early band does not apply", () => {
    const c = edit("05-early-pregnancy-hba1c-previous-gdm", (d) => {
      d.additionalContext = d.additionalContext.replace("11 weeks", "20 weeks");
      for (const c of d.pastMedicalHistory) c.display = (c.display ?? "").replace("11 weeks", "20 weeks");
    });
    expect(codes(runReviewCase(c))).not.toContain("pregnancy-early-hba1c");
  });
});
