import { describe, expect, it } from "vitest";
import { loadReviewCase, runReviewCase } from "../testing/review-case.ts";

const FOLDER = new URL("./fixtures/neuro-review14/", import.meta.url);
const load = () => loadReviewCase(FOLDER, "03-delirium-hyponatraemia-ssri-thiazide");
const screen = (c: ReturnType<typeof load>) =>
  runReviewCase(c).findings.find((f) => f.code === "primary-aldosteronism-screen");

describe("primary aldosteronism screening beside an acute illness (review 14, neuro case 03)", () => {
  it("puts the screen off during a critical, symptomatic hyponatraemia with a thiazide low potassium", () => {
    const f = screen(load());
    expect(f?.severity).toBe("low");
    expect(f?.clinician).toMatch(/Not for now/);
    expect(f?.nextSteps).toEqual([expect.stringMatching(/^Not for now: review "Hypertension with low potassium/)]);
    expect(f?.patientQuestions).toEqual([]);
  });

  it("keeps the screen as it was when the sodium is not critical", () => {
    const c = load();
    const sodium = c.data.recentAbnormalLabs[0];
    sodium.value = "131";
    sodium.interpretation = "L";
    const f = screen(c);
    expect(f?.severity).toBe("moderate");
    expect(f?.clinician).not.toMatch(/Not for now/);
  });
});
