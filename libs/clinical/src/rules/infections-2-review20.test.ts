import { describe, expect, it } from "vitest";
import { SEVERITY_RANK } from "../model.ts";
import {
  clinicianText,
  codes,
  loadReviewCase,
  patientText,
  reviewFolder,
  runReviewCase,
} from "../testing/review-case.ts";

const FOLDER = new URL("./fixtures/infections-2-review20/", import.meta.url);
const { run } = reviewFolder(FOLDER);
const standsOut = (r: ReturnType<typeof run>) => {
  const text = patientText(r);
  return text.slice(text.indexOf("## What stands out"), text.indexOf("## Questions"));
};

describe("a falling result merged into another result's point keeps its own name (review 20, infections-2)", () => {
  it("03: the falling CD4 count is not told as 'It has been going down' after the virus level", () => {
    const text = standsOut(run("03-hiv-rebound-after-suppression"));
    expect(text).toMatch(/Your HIV virus level is measurable again\. Your CD4 count has been going down over time\./);
    expect(text).not.toMatch(/again\. It has been going down/);
  });
});

describe("a urine culture is read for its organism and its susceptibilities (review 20, infections-2)", () => {
  const r = run("05-urine-culture-ecoli-trimethoprim-resistant");

  it("05: E. coli resistant to the trimethoprim she is taking asks for the antibiotic to be reviewed", () => {
    const f = r.findings.find((x) => x.code === "urine-culture-resistant-to-current-antibiotic");
    expect(f?.severity).toBe("moderate");
    expect(f?.clinician).toMatch(/Escherichia coli resistant to Trimethoprim/i);
    expect(f?.clinician).toMatch(/sensitive to nitrofurantoin, cefalexin, fosfomycin/);
    expect(f?.evidenceIds).toContain("nice-ng109-lower-uti");
    expect(standsOut(r)).toMatch(
      /grew bacteria that the antibiotic you are taking \(trimethoprim\) does not work well/,
    );
  });

  it("05: the culture is never told as 'higher than the usual range'", () => {
    expect(patientText(r)).not.toMatch(/urine culture is higher/i);
    expect(clinicianText(r)).not.toMatch(/Urine culture[^.]*above the reference range/);
    expect(r.findings.find((f) => f.code === "lab-high" && f.refs.includes("lab:0"))?.patient).toBe(
      "Your urine culture grew bacteria (Escherichia coli).",
    );
  });

  it("05: an organism sensitive to the current antibiotic raises no resistance finding", () => {
    const c = loadReviewCase(FOLDER, "05-urine-culture-ecoli-trimethoprim-resistant");
    c.labResults[0].notes = "Sensitivities: Nitrofurantoin S, Trimethoprim S, Amoxicillin R";
    expect(codes(runReviewCase(c))).not.toContain("urine-culture-resistant-to-current-antibiotic");
  });
});

describe("an oxygen saturation written in the notes counts as recorded (review 20, infections-2)", () => {
  it("06: 'Sats 94% on air' is read as a recorded saturation, not asked for as missing", () => {
    const f = run("06-febrile-crp-180-neutrophilia-ehr").findings.find((x) => x.code === "fever-sepsis-check");
    expect(f?.clinician).toMatch(/Not in the record: mental state;/);
    expect(f?.clinician).not.toMatch(/Not in the record:[^.]*oxygen saturation/);
  });

  // Since review 30b (engine-30b) the notes' saturation is one of the vital signs, so a high risk one
  // raises the sepsis finding itself rather than a line in the fever check.
  it("06: a saturation of 91% or less in the notes is a high risk criterion of possible sepsis", () => {
    const c = loadReviewCase(FOLDER, "06-febrile-crp-180-neutrophilia-ehr");
    c.data.additionalContext = String(c.data.additionalContext).replace("Sats 94%", "Sats 90%");
    const r = runReviewCase(c);
    expect(codes(r)).not.toContain("fever-sepsis-check");
    const f = r.findings.find((x) => x.code === "sepsis-high-risk-adult");
    expect(f?.severity).toBe("critical");
    expect(f?.clinician).toMatch(/SpO2 90% \(in the notes\), 91% or less/);
  });
});

describe("glandular fever is named, with the spleen advice (review 20, infections-2)", () => {
  const r = run("11-teen-glandular-fever-alt");

  it("11: a positive Monospot and EBV VCA IgM in a teenager read as glandular fever, with a month off sport", () => {
    const f = r.findings.find((x) => x.code === "glandular-fever");
    expect(f?.severity).toBe("moderate");
    // The raised ALT is read with it too (review 20, infection-child-leftovers), citing the liver-test series.
    expect(f?.evidenceIds).toEqual([
      "msd-manual-infectious-mononucleosis",
      "foreman-2005-mononucleosis-spleen",
      "simpson-2022-mononucleosis-liver-tests",
    ]);
    expect(standsOut(r)).toMatch(/Your tests show glandular fever/);
    expect(standsOut(r)).toMatch(/avoid sport and heavy exercise, especially contact sport, for at least a month/);
    // The raised lymphocytes are part of the point, not a separate differential.
    expect(standsOut(r)).not.toMatch(/Your lymphocytes/);
    expect(f?.clinician).not.toMatch(/falsely positive in acute HIV/);
  });

  it("11: a Monospot alone adds that it can be falsely positive in acute HIV infection", () => {
    const c = loadReviewCase(FOLDER, "11-teen-glandular-fever-alt");
    c.labResults = c.labResults.filter((l: { name: string }) => !/VCA/.test(l.name));
    const f = runReviewCase(c).findings.find((x) => x.code === "glandular-fever");
    expect(f?.clinician).toMatch(/falsely positive in acute HIV infection/);
  });
});

describe("infection results already handled stay as they were (review 20, infections-2)", () => {
  it("01: untreated syphilis with an RPR of 1:32 is high priority, with treatment by stage and partner notification", () => {
    const r = run("01-syphilis-untreated-rpr-32");
    expect(r.findings.find((f) => f.code === "syphilis-serology-reactive")?.severity).toBe("high");
    expect(clinicianText(r)).toMatch(/partner notification/i);
  });

  it("02: a positive IGRA before adalimumab asks for active TB to be excluded and latent TB treated first", () => {
    expect(codes(run("02-igra-positive-before-adalimumab"))).toContain("latent-tb-before-anti-tnf");
  });

  it("04: HCV RNA not detected after treatment is low priority with no treatment needed", () => {
    const r = run("04-hcv-svr12-after-treatment");
    expect(r.findings.find((f) => f.code === "hcv-antibody-rna-not-detected")?.severity).toBe("low");
  });

  it("09: a positive H. pylori stool antigen is named and its treatment described", () => {
    expect(codes(run("09-h-pylori-stool-antigen-dyspepsia"))).toContain("h-pylori-positive");
  });

  it("12: new HIV with a CD4 of 150 asks for treatment and Pneumocystis prophylaxis", () => {
    expect(run("12-new-hiv-cd4-150").findings.find((f) => f.code === "hiv-advanced-cd4-below-200")?.severity).toBe(
      "high",
    );
  });
});

describe("a healthy person's slightly raised CRP and a viral cough stay calm (review 20, infections-2)", () => {
  for (const name of ["07-low-procalcitonin-viral-cough", "10-healthy-crp-7-quiet"]) {
    it(`${name}: nothing above low priority and nothing alarming`, () => {
      const r = run(name);
      expect(r.findings.filter((f) => SEVERITY_RANK[f.severity] > SEVERITY_RANK.low).map((f) => f.code)).toEqual([]);
      expect(standsOut(r)).not.toMatch(/urgent|as soon as possible|emergency|serious|cancer/i);
    });
  }
});
