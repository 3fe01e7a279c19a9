import { describe, expect, it } from "vitest";
import { loadReviewCase, runReviewCase } from "../testing/review-case.ts";

const FOLDER = new URL("./fixtures/adrenal-pituitary-review13/", import.meta.url);
const CODE = "phaeochromocytoma-probable";
const load = () => loadReviewCase(FOLDER, "11-phaeo-metanephrines");

describe("probable phaeochromocytoma from raised metanephrines (review 13, adrenal-pituitary case 11)", () => {
  it("warns against the planned biopsy and the beta-blocker, and asks for alpha-blockade first", () => {
    const r = runReviewCase(load());
    const f = r.findings.find((x) => x.code === CODE);
    expect(f?.severity).toBe("critical");
    expect(f?.clinician).toMatch(/4\.3 times the upper limit/);
    expect(f?.clinician).toMatch(/Do NOT biopsy the adrenal mass/);
    expect(f?.clinician).toMatch(/Do NOT start or continue a beta-blocker alone \(the record mentions "bisoprolol"\)/);
    expect(f?.nextSteps.join(" ")).toMatch(/alpha-blockade \(doxazosin or phenoxybenzamine\)/);
    expect(f?.nextSteps.join(" ")).toMatch(/genetic testing/);
    const incidentaloma = r.findings.find((x) => x.code === "adrenal-incidentaloma");
    expect(incidentaloma?.nextSteps.join(" ")).not.toMatch(/metanephrines/);
  });

  it("is high, not critical, without a planned biopsy or beta-blocker", () => {
    const c = load();
    c.data.additionalContext = "Episodic headaches, palpitations and sweating.";
    expect(runReviewCase(c).findings.find((x) => x.code === CODE)?.severity).toBe("high");
  });

  it("does not fire for a slightly raised normetanephrine without an adrenal mass", () => {
    const c = load();
    c.data.recentAbnormalLabs[0].value = "1.1";
    c.data.imagingStudies = [];
    expect(runReviewCase(c).findings.find((x) => x.code === CODE)).toBeUndefined();
  });
});
