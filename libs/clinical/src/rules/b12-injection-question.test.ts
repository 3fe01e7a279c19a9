import { describe, expect, it } from "vitest";
import { loadReviewCase, runReviewCase } from "../testing/review-case.ts";

const FOLDER = new URL("./fixtures/neuro-review14/", import.meta.url);
const load = () => loadReviewCase(FOLDER, "01-memory-workup-b12-calcium");
const questions = (c: ReturnType<typeof load>) => runReviewCase(c).findings.flatMap((f) => f.patientQuestions);

describe("B12 injections advised, then asked about (review 14, neuro case 01)", () => {
  it("does not ask 'injections or tablets?' once a low B12 with neurological symptoms is to be treated with injections", () => {
    const c = load();
    expect(questions(c)).toContain("When can I start B12 injections, and how often will I need them?");
    expect(questions(c)).not.toContain("Do I need B12 injections or tablets?");
  });

  it("does not ask it through the plain B12 finding either (no acid suppression)", () => {
    const c = load();
    c.data.medications = c.data.medications.filter((m: { medication: string }) => !/omeprazole/i.test(m.medication));
    const findings = runReviewCase(c).findings;
    expect(findings.map((f) => f.code)).toContain("b12-deficiency");
    expect(findings.flatMap((f) => f.patientQuestions)).not.toContain("Do I need B12 injections or tablets?");
  });

  it("still asks it when the notes give no neurological symptom", () => {
    const c = load();
    c.data.medications = c.data.medications.filter((m: { medication: string }) => !/omeprazole/i.test(m.medication));
    c.data.additionalContext = "Routine review. Feels well.";
    c.data.pastMedicalHistory = c.data.pastMedicalHistory.filter(
      (p: { display: string }) => !/memory/i.test(p.display),
    );
    expect(questions(c)).toContain("Do I need B12 injections or tablets?");
  });
});
