import { describe, expect, it } from "vitest";
import { loadReviewCase, runReviewCase } from "../testing/review-case.ts";

const FOLDER = new URL("./fixtures/leftovers-review11/", import.meta.url);
type Result = ReturnType<typeof runReviewCase>;
const find = (r: Result, code: string) => r.findings.find((f) => f.code === code);

describe("nitrofurantoin findings do not repeat each other", () => {
  it("urosepsis with loin pain and eGFR 33: the kidney-infection finding speaks once and names the eGFR", () => {
    const r = runReviewCase(loadReviewCase(FOLDER, "acute-context-01-sepsis-lactate-hypotension"));
    const upper = find(r, "nitrofurantoin-upper-uti");
    expect(upper?.severity).toBe("high");
    expect(upper?.nextSteps[0]).toMatch(/^Review the antibiotic today/);
    expect(upper?.clinician).toMatch(/eGFR of 33 .* is also below 45, where the MHRA contraindicates nitrofurantoin/);
    expect(upper?.evidenceIds).toContain("mhra-2014-nitrofurantoin");
    expect(find(r, "nitrofurantoin-kidney")).toBeUndefined();
  });

  it("without kidney-infection signs the kidney finding still fires on the same eGFR", () => {
    const c = loadReviewCase(FOLDER, "acute-context-01-sepsis-lactate-hypotension");
    c.data.additionalContext = "3 days dysuria and frequency. No fever, no loin pain.";
    c.data.vitalSigns = [];
    const r = runReviewCase(c);
    expect(find(r, "nitrofurantoin-upper-uti")).toBeUndefined();
    expect(find(r, "nitrofurantoin-kidney")?.severity).toBe("high");
  });

  it("reported cough and tingling: the kidney finding leaves stopping to the reaction finding and says do not restart", () => {
    const r = runReviewCase(loadReviewCase(FOLDER, "geriatrics-05-nitrofurantoin-egfr"));
    expect(find(r, "nitrofurantoin-reaction-reported")?.nextSteps[0]).toMatch(/^Stop nitrofurantoin now/);
    const kidney = find(r, "nitrofurantoin-kidney");
    expect(kidney?.nextSteps).toHaveLength(1);
    expect(kidney?.nextSteps[0]).toMatch(/^Do not restart nitrofurantoin: below eGFR 45/);
    expect(kidney?.nextSteps.join(" ")).not.toMatch(/Stop it now|Review nitrofurantoin with the prescriber/);
  });
});
