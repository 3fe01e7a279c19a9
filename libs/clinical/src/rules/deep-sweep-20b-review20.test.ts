import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { buildSearchQueries, researchQuestions } from "../research.ts";
import { codes, finding, reviewFolder, runReviewCase } from "../testing/review-case.ts";

const { load, run } = reviewFolder(new URL("./fixtures/deep-sweep-20b-review20/", import.meta.url));

describe("colchicine dose with reduced kidney function (review 20, deep-sweep-20b)", () => {
  it("flags 500 micrograms twice daily at eGFR 38 and names the statin taken with it", () => {
    const f = finding(run("01-colchicine-full-dose-egfr-38-atorvastatin"), "colchicine-kidney-dose");
    expect(f?.severity).toBe("moderate");
    expect(f?.clinician).toMatch(/1 mg a day/);
    expect(f?.clinician).toMatch(/Atorvastatin 20 mg is also taken/);
    expect(f?.evidenceIds).toContain("colchicine-500mcg-smpc-uk");
  });

  it("is quiet once colchicine is already once daily", () => {
    expect(codes(run("02-colchicine-once-daily-egfr-38-quiet"))).not.toContain("colchicine-kidney-dose");
  });

  it("is quiet with kidney function above 50", () => {
    expect(codes(run("03-colchicine-full-dose-egfr-74-quiet"))).not.toContain("colchicine-kidney-dose");
  });

  it("leaves a macrolide with colchicine to the interaction finding, which says stop", () => {
    const c = codes(run("04-colchicine-clarithromycin-egfr-40"));
    expect(c).toContain("colchicine-macrolide");
    expect(c).not.toContain("colchicine-kidney-dose");
  });
});

describe("hypos in the notes tie to the sulfonylurea-and-kidney finding", () => {
  it("says hypoglycaemia is already recorded and asks for the change now", () => {
    const f = finding(run("05-gliclazide-egfr-42-hypos"), "sulfonylurea-ckd");
    expect(f?.clinician).toMatch(/Hypoglycaemia is already recorded in the notes/);
    expect(f?.nextSteps.join(" ")).toMatch(/now, as hypoglycaemia is already recorded/);
  });

  it("does not read 'No hypos' as hypos", () => {
    const f = finding(run("06-gliclazide-egfr-42-no-hypos"), "sulfonylurea-ckd");
    expect(f).toBeDefined();
    expect(f?.clinician).not.toMatch(/already recorded/);
  });
});

describe("research searches keep condition words the patient has or the finding names", () => {
  const withCopdKeyword = (r: ReturnType<typeof run>) =>
    r.findings.map((f) => (f.code === "glucocorticoid-long-term" ? { ...f, keywords: [...f.keywords, "copd"] } : f));

  it("drops a condition word the patient does not have and the finding does not name", () => {
    const r = run("07-prednisolone-lupus-no-copd");
    const findings = withCopdKeyword(r);
    expect(buildSearchQueries(r.model, findings).join(" ")).not.toMatch(/\bcopd\b/);
    expect(
      researchQuestions(r.model, findings)
        .map((q) => q.query)
        .join(" "),
    ).not.toMatch(/\bcopd\b/);
    expect(buildSearchQueries(r.model, findings).join(" ")).toMatch(/prednisolone/);
  });

  it("keeps it when the patient has that condition on record", () => {
    const c = load("07-prednisolone-lupus-no-copd");
    c.data.pastMedicalHistory.push({ display: "COPD", clinicalStatus: "active" });
    const r = runReviewCase(c);
    expect(buildSearchQueries(r.model, withCopdKeyword(r)).join(" ")).toMatch(/\bcopd\b/);
  });

  it("keeps it when the finding itself names the condition", () => {
    const r = run("07-prednisolone-lupus-no-copd");
    const findings = withCopdKeyword(r).map((f) =>
      f.code === "glucocorticoid-long-term" ? { ...f, clinician: `${f.clinician} COPD is a consideration.` } : f,
    );
    expect(buildSearchQueries(r.model, findings).join(" ")).toMatch(/\bcopd\b/);
  });

  it("keeps a condition the finding speaks of as a risk in its own words (the shared BRCA1 sample)", () => {
    const sample = JSON.parse(
      readFileSync(new URL("../../../../../shared/samples/ehr-deep-anaemia-brca.json", import.meta.url), "utf8"),
    );
    const r = runReviewCase({ _now: "2026-11-20T12:00:00Z", data: sample.data });
    expect(r.findings.map((f) => f.code)).toContain("brca-pathogenic-variant");
    expect(buildSearchQueries(r.model, r.findings).join(" ")).toMatch(/hereditary breast ovarian cancer/);
  });
});

describe("a 6–8 mm solid nodule's first follow-up CT is called due once 6 months have passed", () => {
  const nodule = (name: string) => finding(run(name), "pulmonary-nodule-follow-up");

  it("says the scan is due now 8 months after the CT with no later chest CT", () => {
    const f = nodule("08-nodule-6mm-ct-8-months-ago");
    expect(f?.clinician).toMatch(/The CT was 8 months ago .* due now/);
    expect(f?.nextSteps[0]).toMatch(/^Arrange the follow-up chest CT now/);
    expect(f?.patient).toMatch(/due now/);
  });

  it("does not call it due 3 months after the CT", () => {
    expect(nodule("09-nodule-6mm-ct-3-months-ago")?.clinician).not.toMatch(/due now/);
  });

  it("does not call it due when a later chest CT is on record", () => {
    expect(nodule("10-nodule-6mm-followed-up")?.clinician).not.toMatch(/due now/);
  });
});
