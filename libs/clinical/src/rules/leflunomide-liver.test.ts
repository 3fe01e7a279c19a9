import { describe, expect, it } from "vitest";
import { loadReviewCase, runReviewCase } from "../testing/review-case.ts";

const FOLDER = new URL("./fixtures/drug-monitoring-review14/", import.meta.url);

/** Drug monitoring case 09: leflunomide added to methotrexate, ALT 128 U/L (range 10-40). */
function run(alt: string) {
  const c = loadReviewCase(FOLDER, "09-leflunomide-mtx-alt-3x");
  c.labResults = c.labResults.map((l: { name: string }) => (l.name === "ALT" ? { ...l, value: alt } : l));
  return runReviewCase(c).findings.find((f) => f.code === "leflunomide-raised-alt");
}

describe("leflunomide-raised-alt", () => {
  it("stops leflunomide with washout above three times the upper limit and names methotrexate as a co-contributor", () => {
    const f = run("128");
    expect(f?.severity).toBe("high");
    expect(f?.clinician).toMatch(/3\.2 times the upper limit/);
    expect(f?.clinician).toMatch(/washout procedure/);
    expect(f?.clinician).toMatch(/Methotrexate is taken as well/);
    expect(f?.nextSteps[0]).toMatch(/stop leflunomide and start the washout procedure/);
    // The MIMS test-server page formerly cited was replaced by the US label and EU SmPC (citations-last-a).
    expect(f?.evidenceIds).toEqual(["leflunomide-us-label", "arava-smpc-eu"]);
  });

  // The 10 mg dose reduction with weekly ALT came from EU SmPC 4.4, seen only on a test server, so
  // the finding now asks for prompt review and a repeat ALT without naming a dose (citations-last-a).
  it("asks for prompt review and a repeat ALT between two and three times the limit", () => {
    const f = run("100");
    expect(f?.severity).toBe("moderate");
    expect(f?.nextSteps[0]).toMatch(/Review with the prescriber promptly and repeat ALT/);
    expect(f?.nextSteps.join(" ")).not.toMatch(/10 mg/);
  });

  it("leaves a rise below twice the upper limit to the plain lab flag", () => {
    expect(run("70")).toBeUndefined();
  });
});
