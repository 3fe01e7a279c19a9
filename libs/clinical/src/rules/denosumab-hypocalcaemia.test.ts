import { describe, expect, it } from "vitest";
import { loadReviewCase, runReviewCase } from "../testing/review-case.ts";

const FOLDER = new URL("./fixtures/oncology-review13/", import.meta.url);
const xgeva = () => loadReviewCase(FOLDER, "14-denosumab-hypocalcaemia");
const run = (c: ReturnType<typeof xgeva>) => runReviewCase(c).findings;

describe("low calcium on denosumab (review 13 oncology, case 14)", () => {
  it("makes symptomatic hypocalcaemia on Xgeva an emergency linked to the drug", () => {
    const f = run(xgeva()).find((x) => x.code === "denosumab-hypocalcaemia");
    expect(f?.severity).toBe("critical");
    expect(f?.clinician).toMatch(/denosumab \(Xgeva\)/);
    expect(f?.clinician).toMatch(
      /vitamin D deficiency .*reduced kidney function .*calcium supplement has been stopped/,
    );
    expect(f?.nextSteps.join(" ")).toMatch(/IV calcium gluconate/);
    expect(f?.nextSteps.join(" ")).toMatch(/Do not give the next denosumab dose/);
  });

  it("no longer calls the mildly low magnesium the likely cause", () => {
    const text = run(xgeva())
      .map((f) => f.clinician)
      .join(" ");
    expect(text).not.toMatch(/the likely cause and the one to correct first/);
  });

  it("is high, not critical, for a mild asymptomatic low calcium; silent off denosumab", () => {
    const mild = xgeva();
    mild.labResults[0].value = "2.08";
    mild.patientContext.clinicalNotes = "Second Xgeva dose 2 weeks ago. Feels well.";
    expect(run(mild).find((x) => x.code === "denosumab-hypocalcaemia")?.severity).toBe("high");
    const off = xgeva();
    off.patientContext.medications = off.patientContext.medications.slice(1);
    expect(run(off).map((x) => x.code)).not.toContain("denosumab-hypocalcaemia");
  });
});
