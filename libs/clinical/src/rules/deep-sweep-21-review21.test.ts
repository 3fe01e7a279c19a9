import { describe, expect, it } from "vitest";
import { healthDataSchema } from "@hds/contracts";
import { analyzeEhr } from "../pipeline.ts";
import { expectDeepReadsThrough, type ReviewCase, reviewFolder, type ReviewRun } from "../testing/review-case.ts";

/** Review 21, deep sweep: whole EHR records read in deep mode, as a clinician and as a patient would. */
const NAMES = [
  "01-t2d-ckd3a-albuminuria-us",
  "02-brca2-family-ovarian",
  "03-hfref-af-apixaban-hyperkalaemia",
  "04-crohns-azathioprine-iron",
  "05-copd-lung-nodule-ex-smoker",
  "06-quiet-healthy-29",
  "07-osteoporosis-hypothyroid-alendronate",
];

const { load } = reviewFolder(new URL("./fixtures/deep-sweep-21-review21/", import.meta.url));
const deep = (c: ReviewCase): ReviewRun =>
  analyzeEhr(healthDataSchema.parse(c.data), { now: new Date(c._now ?? "2026-11-29T12:00:00Z"), mode: "deep" });
const find = (r: ReviewRun, code: string) => r.findings.filter((f) => f.code === code);
/** The same case with some of its record changed. */
const edit = (name: string, change: (d: Record<string, unknown>) => void): ReviewCase => {
  const c = structuredClone(load(name));
  change(c.data as Record<string, unknown>);
  return c;
};
const discussion = (r: ReviewRun) => r.result.clinicianResponse.split("# Detailed discussion")[1] ?? "";
const citedUrls = (r: ReviewRun) => Object.values(r.result.citations.clinician).map((c) => c.url);

describe("every deep-sweep-21 case reads through the deep path", () => {
  it.each(NAMES)("%s: a detailed discussion, no template gaps, and every citation numbered", (name) => {
    expectDeepReadsThrough(deep(load(name)));
  });
});

describe("a trend that has turned back (review 21, deep sweep 01)", () => {
  it("says an HbA1c down overall has been rising for a year, in the title, the clinician text, the table and the patient text", () => {
    const r = deep(load("01-t2d-ckd3a-albuminuria-us"));
    const t = find(r, "trend-falling").find((f) => f.title.startsWith("Hemoglobin A1c"));
    expect(t?.title).toBe("Hemoglobin A1c falling overall, rising since 2025-11");
    expect(t?.clinician).toContain("It turned at 7.2 % (2025-11-10) and has been rising since.");
    expect(r.result.clinicianResponse).toContain("falling (8.4 → 7.6 % since 2024-11), rising since 2025-11");
    expect(r.result.patientResponse).toContain(
      "It has been going down over time, but has been going up in your recent tests.",
    );
  });

  it("leaves a steady fall, and a single step back, as they were", () => {
    const r = deep(load("01-t2d-ckd3a-albuminuria-us"));
    expect(find(r, "egfr-rapid-decline")).toHaveLength(1);
    expect(r.result.clinicianResponse).toContain("falling (63 → 51 mL/min/1.73m2 since 2024-11) |");
    const oneStep = deep(
      edit("01-t2d-ckd3a-albuminuria-us", (d) => {
        const a1c = (d.labTrends as { display: string; values: { value: string }[] }[]).find((t) =>
          t.display.includes("A1c"),
        );
        if (a1c?.values[3]) a1c.values[3].value = "7.1";
      }),
    );
    expect(oneStep.result.patientResponse).not.toContain("recent tests");
  });
});

describe("heart failure with a high potassium after spironolactone (review 21, deep sweep 03)", () => {
  it("does not take a result already on spironolactone as the level before it, when the list dates the start", () => {
    const r = deep(load("03-hfref-af-apixaban-hyperkalaemia"));
    expect(find(r, "hf-egfr-fall-after-medicine")).toHaveLength(0);
    expect(r.result.clinicianResponse).not.toMatch(/\(2026-10-10\) before Spironolactone/i);
  });

  it("names the salt substitute the notes record, with a step to stop it", () => {
    const r = deep(load("03-hfref-af-apixaban-hyperkalaemia"));
    const k = find(r, "raas-hyperkalaemia")[0];
    expect(k?.clinician).toContain('The notes record a salt substitute ("potassium-containing salt substitute")');
    expect(k?.nextSteps).toContain("Stop the potassium-containing salt substitute recorded in the notes");
    expect(r.result.patientResponse).toContain("Your notes say you use a salt substitute.");
    expect(citedUrls(r)).toContain("https://www.pfizermedicalinformation.com/aldactone/warnings");
  });

  it("names the salt substitute on sacubitril/valsartan alone too (review 37, cardio-renal-37 cases 06-07)", () => {
    const r = deep(
      edit("03-hfref-af-apixaban-hyperkalaemia", (d) => {
        d.medications = (d.medications as { medication: string }[]).filter(
          (m) => !m.medication.startsWith("Spironolactone"),
        );
      }),
    );
    // LoSalt's maker advises people on ACE inhibitors or sartans to avoid potassium-containing salts.
    expect(find(r, "raas-hyperkalaemia")[0]?.clinician).toContain("The notes record a salt substitute");
  });

  it("does not stage recorded CKD from the eGFR the medicine-change finding reads", () => {
    const r = deep(
      edit("03-hfref-af-apixaban-hyperkalaemia", (d) => {
        const meds = d.medications as { medication: string; startDate?: string }[];
        const spiro = meds.find((m) => m.medication.startsWith("Spironolactone"));
        if (spiro) spiro.startDate = "2026-10-12";
      }),
    );
    expect(find(r, "hf-egfr-fall-after-medicine")).toHaveLength(1);
    const ckd = find(r, "ckd-stage")[0];
    expect(ckd?.clinician).toContain("follows a recent medicine change (read in its own finding)");
    expect(ckd?.clinician).not.toContain("G3b");
  });
});

describe("citations that support what cites them", () => {
  it("a known BRCA2 carrier is not given USPSTF's advice to assess risk and refer for testing (02)", () => {
    const r = deep(load("02-brca2-family-ovarian"));
    expect(find(r, "brca-pathogenic-variant")[0]?.severity).toBe("high");
    expect(r.result.clinicianResponse).not.toContain("Assess familial risk and refer positive screens");
    expect(r.result.clinicianResponse).toContain("at 45 it is due now");
  });

  it("names the BRCA2 variant once, with its call (02)", () => {
    const f = find(deep(load("02-brca2-family-ovarian")), "brca-pathogenic-variant")[0];
    expect(f?.clinician).toContain("BRCA result BRCA2 c.5946delT (p.Ser1982Argfs*22), reported pathogenic:");
    expect(f?.clinician).not.toContain("Pathogenic BRCA2");
  });

  it("a 7 mm nodule is not given Fleischner's recommendation for nodules under 6 mm; a 4 mm one is (05)", () => {
    const r = deep(load("05-copd-lung-nodule-ex-smoker"));
    expect(find(r, "pulmonary-nodule-follow-up")).toHaveLength(1);
    expect(discussion(r)).not.toContain("Solid nodules smaller than 6 mm");
    const small = deep(
      edit("05-copd-lung-nodule-ex-smoker", (d) => {
        const ct = (d.imagingStudies as { findings: string; conclusion: string }[])[0];
        if (ct) {
          ct.findings = ct.findings.replace("7 mm", "4 mm");
          ct.conclusion = ct.conclusion.replace("7 mm", "4 mm");
        }
      }),
    );
    expect(discussion(small)).toContain("Solid nodules smaller than 6 mm");
  });

  it("a woman on alendronate without cancer gets no further reading on prostate cancer (07)", () => {
    const r = deep(load("07-osteoporosis-hypothyroid-alendronate"));
    expect(find(r, "bisphosphonate-duration-review")).toHaveLength(1);
    expect(r.result.clinicianResponse).not.toMatch(/prostate cancer/i);
  });
});

describe("the quiet annual check (review 21, deep sweep 06)", () => {
  it("stays quiet, and its discussion does not point to results above that are not there", () => {
    const r = deep(load("06-quiet-healthy-29"));
    expect(r.findings.filter((f) => f.severity !== "info")).toHaveLength(0);
    expect(r.result.patientResponse).toContain("Nothing in these results stands out as a concern.");
    expect(discussion(r)).toContain("No problem was identified in the data supplied");
    expect(discussion(r)).not.toContain("results above");
  });
});
