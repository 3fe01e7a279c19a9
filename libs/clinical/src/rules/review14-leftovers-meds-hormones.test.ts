import { describe, expect, it } from "vitest";
import { codes, loadReviewCase, runReviewCase } from "../testing/review-case.ts";

const DRUGS = new URL("./fixtures/drug-monitoring-review14/", import.meta.url);
const HORMONES = new URL("./fixtures/hormones-review14/", import.meta.url);

describe("key findings table: who called a result critical", () => {
  it("shows the laboratory's own flag and the engine's critical limit when the lab flagged only Low", () => {
    // Case 05: magnesium 0.41 mmol/L flagged "Low", beyond the catalogue's critical limit.
    const out = runReviewCase(loadReviewCase(DRUGS, "05-omeprazole-low-mg-low-k-furosemide"));
    const row = String(out.result.clinicianResponse)
      .split("\n")
      .find((l) => l.startsWith("| Magnesium"));
    expect(row).toContain("**critical-low** (laboratory flag: Low; beyond the critical limit)");
  });

  it("keeps '(laboratory flag)' alone when the laboratory itself flagged the result critical", () => {
    const c = loadReviewCase(DRUGS, "05-omeprazole-low-mg-low-k-furosemide");
    c.labResults = c.labResults.map((l: { name: string }) => (l.name === "Magnesium" ? { ...l, flag: "Critical" } : l));
    const row = String(runReviewCase(c).result.clinicianResponse)
      .split("\n")
      .find((l) => l.startsWith("| Magnesium"));
    expect(row).toContain("**critical-low** (laboratory flag) |");
  });
});

describe("fibrosis staging during an acute transaminase rise", () => {
  it("defers FIB-4 and elastography while a DMARD-related ALT rise above three times the limit is acted on", () => {
    const out = runReviewCase(loadReviewCase(DRUGS, "09-leflunomide-mtx-alt-3x"));
    expect(codes(out)).not.toContain("fib4-fibrosis-risk");
    const f = out.findings.find((x) => x.code === "fib4-deferred");
    expect(f?.severity).toBe("low");
    expect(f?.clinician).toMatch(/not read now: ALT is more than three times the upper limit in an acute rise/);
    expect(f?.nextSteps).toEqual([
      "Defer fibrosis staging: repeat FIB-4 once the liver tests have settled, and arrange elastography then only if it is 1.3 or more",
    ]);
    expect(f?.evidenceIds).toContain("arena-2008-acute-hepatitis-stiffness");
  });

  it("still bands FIB-4 when the ALT rise on a DMARD is below three times the limit", () => {
    const c = loadReviewCase(DRUGS, "09-leflunomide-mtx-alt-3x");
    c.labResults = c.labResults.map((l: { name: string }) => (l.name === "ALT" ? { ...l, value: "110" } : l));
    const out = runReviewCase(c);
    expect(codes(out)).not.toContain("fib4-deferred");
    expect(codes(out)).toContain("fib4-fibrosis-risk");
  });
});

describe("raised ALT beside a high CK", () => {
  it("does not call fatty liver likely when CK 1840 can explain a mildly raised ALT", () => {
    const out = runReviewCase(loadReviewCase(DRUGS, "15-simvastatin-gemfibrozil-ck"));
    const f = out.findings.find((x) => x.code === "masld-risk");
    expect(f?.severity).toBe("low");
    expect(f?.clinician).not.toMatch(/steatotic liver disease is likely/);
    expect(f?.clinician).toMatch(/injured muscle releases ALT/);
    expect(f?.nextSteps[0]).toMatch(/^Repeat ALT \(with AST\) once the CK has settled/);
    expect(f?.evidenceIds).toContain("lim-2020-rhabdomyolysis-liver-tests");
  });
});

describe("methotrexate mouth ulcers", () => {
  it("are said once, in the marrow-toxicity finding, when counts are low", () => {
    const out = runReviewCase(loadReviewCase(DRUGS, "14-methotrexate-trimethoprim-pancytopenia"));
    expect(out.findings.find((f) => f.code === "methotrexate-marrow-toxicity")?.clinician).toMatch(/mouth ulcers/);
    const notes = out.findings.find((f) => f.code === "methotrexate-safety-notes");
    expect(notes?.clinician ?? "").not.toMatch(/mouth ulcers/);
  });
});

describe("high potassium after a spironolactone dose rise", () => {
  it("names the dose rise as the likely cause and reviews it, instead of planning around keeping the ACE inhibitor", () => {
    const out = runReviewCase(loadReviewCase(HORMONES, "06-gaht-transwoman-spiro-k"));
    const f = out.findings.find((x) => x.code === "raas-hyperkalaemia");
    expect(f?.clinician).toMatch(/recent dose rise .*the likely cause/);
    expect(f?.clinician).not.toMatch(/KDIGO advises/);
    expect(f?.nextSteps.join("\n")).toMatch(
      /Review the spironolactone .* dose rise with its prescriber: lower the dose or stop it/,
    );
    expect(f?.nextSteps.join("\n")).not.toMatch(/keeping the ACE inhibitor/);
    expect(f?.evidenceIds).toContain("aldactone-label");
  });
});
