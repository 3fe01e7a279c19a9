import { describe, expect, it } from "vitest";
import { loadReviewCase, runReviewCase } from "../testing/review-case.ts";

const FOLDER = new URL("./fixtures/infection-review14/", import.meta.url);
const cdi = (c: ReturnType<typeof loadReviewCase>) =>
  runReviewCase(c).findings.find((f) => f.code === "c-difficile-infection");

describe("C. difficile toxin detected after antibiotics (review 14, infection case 13)", () => {
  const load = () => loadReviewCase(FOLDER, "13-cdiff-severe-after-coamoxiclav");

  it("reads severe infection from white cells and a creatinine rise against the baseline in the notes", () => {
    const f = cdi(load());
    expect(f?.severity).toBe("high");
    expect(f?.clinician).toMatch(/white cells 17\.8/);
    expect(f?.clinician).toMatch(/creatinine 148 µmol\/L.*up 80% from 82/);
    expect(f?.clinician).toMatch(/review the need for omeprazole/);
    expect(f?.nextSteps.join(" ")).toMatch(/oral vancomycin 125 mg four times daily for 10 days/);
    expect(f?.evidenceIds).toContain("nice-ng199-cdiff");
  });

  it("is moderate when no severity marker is present", () => {
    const c = load();
    c.labResults[2].value = "9.8";
    c.labResults[3].value = "80";
    c.patientContext.vitalSigns[0].value = "37.2";
    const f = cdi(c);
    expect(f?.severity).toBe("moderate");
    expect(f?.clinician).toMatch(/No severity marker/);
  });
});

describe("C. difficile gene (PCR) positive with toxin not detected (review 14, infection case 16)", () => {
  it("does not diagnose infection without a detected toxin", () => {
    expect(cdi(loadReviewCase(FOLDER, "16-cdiff-pcr-only-formed-stool"))).toBeUndefined();
  });
});
