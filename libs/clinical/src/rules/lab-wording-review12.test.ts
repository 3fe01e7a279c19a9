import { describe, expect, it } from "vitest";
import { loadReviewCase, runReviewCase } from "../testing/review-case.ts";

const FIXTURES = new URL("./fixtures/messy-labs-review12/", import.meta.url);
const platelet = (r: ReturnType<typeof runReviewCase>) =>
  r.findings.filter((f) => f.problem === "Platelets" || f.title.toLowerCase().includes("platelet"));

describe("a low platelet count from a sample the laboratory reports clumped (review 12)", () => {
  it("reads a same-day platelet comment as possible pseudothrombocytopenia, not a same-day review", () => {
    const r = runReviewCase(loadReviewCase(FIXTURES, "haematology-07-pseudothrombocytopenia-clumps"));
    const [f] = platelet(r);
    expect(f?.severity).toBe("moderate");
    expect(f?.clinician).toContain("pseudothrombocytopenia");
    expect(f?.clinician).toContain("citrate (or heparin) tube with a blood film");
    expect(f?.clinician).not.toContain("review the result and the patient today");
    expect(f?.patient).toContain("clumped together in the sample");
    expect(f?.evidenceIds).toContain("ash-imagebank-pseudothrombocytopenia");
  });

  it("reads the result's own note, and no longer calls a clumped 1.2 critical", () => {
    const r = runReviewCase(loadReviewCase(FIXTURES, "05-platelets-clumped-sample"));
    expect(r.findings.some((f) => f.severity === "critical")).toBe(false);
    expect(platelet(r)[0]?.clinician).toContain('("clumped sample, repeat requested")');
  });

  it("keeps the urgency when bleeding is recorded, with the caveat", () => {
    const c = loadReviewCase(FIXTURES, "05-platelets-clumped-sample");
    c.patientContext = { ...c.patientContext, clinicalNotes: "Nosebleeds since yesterday." };
    const [f] = platelet(runReviewCase(c));
    expect(f?.severity).toBe("critical");
    expect(f?.clinician).toContain("Bleeding is recorded");
  });

  it("takes a clumped count followed by a normal repeat as spurious, not as a rise", () => {
    const r = runReviewCase(loadReviewCase(FIXTURES, "overcall-11-repeat-normalised-lab"));
    const note = r.findings.find((f) => f.code === "lab-superseded" && f.title.startsWith("Platelet"));
    expect(note?.clinician).toContain('("Platelet clumps seen on film")');
    expect(r.findings.some((f) => f.code === "trend-rising")).toBe(false);
  });

  it("does not read a film that reports no clumps", () => {
    const c = loadReviewCase(FIXTURES, "haematology-07-pseudothrombocytopenia-clumps");
    c.labResults[1].value = "No platelet clumps seen";
    const [f] = platelet(runReviewCase(c));
    expect(f?.clinician).not.toContain("pseudothrombocytopenia");
  });
});
