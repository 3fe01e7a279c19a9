import { describe, expect, it } from "vitest";
import { loadReviewCase, runReviewCase } from "../testing/review-case.ts";

/** Review 15 (restore-steps): the work-up steps restored on sources seen now (synthetic records). */
const CASES = new URL("./fixtures/restore-steps-review15/", import.meta.url);
const confirmed = (name: string, edit?: (c: ReturnType<typeof loadReviewCase>) => void) => {
  const c = loadReviewCase(CASES, name);
  edit?.(c);
  return runReviewCase(c).findings.find((f) => f.code === "low-testosterone-confirmed");
};

describe("secondary hypogonadism: pituitary work-up", () => {
  it("refers urgently for MRI and visual fields when the notes record visual field loss", () => {
    const f = confirmed("01-secondary-low-t-visual");
    expect(f?.severity).toBe("high");
    expect(f?.clinician).toMatch(/notes record visual symptoms \("bumping into door frames"\)/);
    expect(f?.nextSteps[0]).toMatch(/other pituitary hormones \(morning cortisol, TSH with free T4\)/);
    expect(f?.nextSteps[1]).toMatch(/^Refer urgently to endocrinology for pituitary MRI and formal visual fields/);
    expect(f?.patient).toMatch(/hormone specialist should see you urgently/);
    expect(f?.evidenceIds).toEqual(
      expect.arrayContaining([
        "bnssg-male-hypogonadism-pathway",
        "endobible-hypogonadism",
        "tau-2016-pituitary-thyroid-hypogonadism",
      ]),
    );
  });

  it("arranges MRI below 6 nmol/L without visual symptoms, at moderate priority", () => {
    const f = confirmed("01-secondary-low-t-visual", (c) => {
      c.patientContext.clinicalNotes = "Low libido and loss of morning erections for a year. Fasting morning samples.";
    });
    expect(f?.severity).toBe("moderate");
    expect(f?.nextSteps[1]).toBe("Arrange pituitary MRI: testosterone below 6 nmol/L is more than a mild fall");
    expect(f?.evidenceIds).not.toContain("bnssg-male-hypogonadism-pathway");
  });

  it("keeps MRI conditional for a mild fall with obesity and diabetes, and does not raise the priority", () => {
    const f = confirmed("02-secondary-mild-obese-diabetes");
    expect(f?.severity).toBe("moderate");
    expect(f?.nextSteps[1]).toMatch(/^Consider pituitary MRI if testosterone falls below 6 nmol\/L/);
    expect(f?.nextSteps[1]).toMatch(/may not need a scan/);
    // "vision normal" in the notes is not a visual symptom.
    expect(f?.clinician).not.toMatch(/visual symptoms/);
  });
});

describe("primary hypogonadism: karyotype", () => {
  it("asks for a karyotype in a young man with raised LH and FSH and small testes", () => {
    const f = confirmed("03-primary-young-man");
    expect(f?.clinician).toMatch(/primary \(testicular\) hypogonadism/);
    expect(f?.clinician).toMatch(/advises a karyotype .* \(the notes record "testes small"\)/);
    expect(f?.nextSteps[0]).toMatch(/^Karyotype to look for Klinefelter syndrome, with counselling/);
    expect(f?.nextSteps.join(" ")).not.toMatch(/pituitary MRI/);
    expect(f?.evidenceIds).toContain("bmj-bp-klinefelter-investigations");
    expect(f?.evidenceIds).not.toContain("dalvi-2016-pituitary-mri-hypogonadotrophic");
  });

  it("names small testes as the pointer when the notes do not record them", () => {
    const f = confirmed("03-primary-young-man", (c) => {
      c.patientContext.clinicalNotes = "Gynaecomastia and low energy. Fasting morning samples.";
    });
    expect(f?.nextSteps[0]).toMatch(/Klinefelter syndrome, particularly if the testes are small/);
  });
});
