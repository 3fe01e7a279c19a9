import { describe, expect, it } from "vitest";
import type { Finding } from "../model.ts";
import { loadReviewCase, runReviewCase, type ReviewCase } from "../testing/review-case.ts";

const FIXTURES = new URL("./fixtures/overcall-review13/", import.meta.url);
const find = (r: { findings: readonly Finding[] }, code: string) => r.findings.find((f) => f.code === code);

// Review 13 overcall case 01: PBC since 2021 on UDCA, AMA-M2 positive, ALP 168 (ULN 130), bilirubin 9.
describe("review 13 overcall case 01: known PBC responding to UDCA", () => {
  const c = loadReviewCase(FIXTURES, "01-known-pbc-on-udca");

  it("reads the raised ALP as the treated PBC: no bile-duct ultrasound, continue UDCA", () => {
    const f = find(runReviewCase(c), "liver-injury-pattern");
    expect(f?.severity).toBe("low");
    expect(f?.nextSteps.join(" ")).not.toMatch(/ultrasound/i);
    expect(f?.nextSteps.join(" ")).toMatch(/Continue ursodeoxycholic acid long term/);
    expect(f?.clinician).toContain("adequate biochemical response");
    expect(f?.evidenceIds).toContain("bsg-2018-pbc");
  });

  it("links the antimitochondrial antibody to the recorded PBC", () => {
    const ama = runReviewCase(c).findings.find((f) => /mitochondrial/i.test(f.title));
    expect(ama?.clinician).toContain("primary biliary cholangitis on record");
    expect(ama?.patient).toContain("known primary biliary cholangitis");
  });

  it("does not call a raised bilirubin on UDCA an adequate response", () => {
    const data = structuredClone(c.data);
    const labs = [...data.recentAbnormalLabs, ...data.recentNormalLabs];
    const bili = labs.find((l: { display: string }) => l.display === "Bilirubin");
    bili.value = "35";
    const f = find(runReviewCase({ ...c, data } as ReviewCase), "liver-injury-pattern");
    expect(f?.nextSteps.join(" ")).not.toMatch(/Continue ursodeoxycholic acid long term/);
  });
});
