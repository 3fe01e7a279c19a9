import { describe, expect, it } from "vitest";
import { loadReviewCase, runReviewCase } from "../testing/review-case.ts";

const FOLDER = new URL("./fixtures/infection-review14/", import.meta.url);
const load = () => loadReviewCase(FOLDER, "14-tb-household-contact-igra");
const find = (c: ReturnType<typeof load>, code: string) => runReviewCase(c).findings.find((f) => f.code === code);

describe("positive IGRA in a household TB contact with no biologic (review 14, infection case 14)", () => {
  it("asks to exclude active TB and offer latent TB treatment under 65", () => {
    const f = find(load(), "latent-tb-positive-test");
    expect(f?.clinician).toMatch(/offers latent TB treatment to everyone under 65/);
    expect(f?.clinician).toMatch(/Chest X-ray on file/);
    expect(f?.nextSteps.join(" ")).toMatch(/3HP, 4R or 3HR/);
  });

  it("leaves the decision to the TB service at 65 or over", () => {
    const c = load();
    c.patientContext.age = "71";
    expect(find(c, "latent-tb-positive-test")?.clinician).toMatch(
      /At 71, whether to treat is decided with the TB service/,
    );
  });

  it("gives way to the TNF-inhibitor rule, and stays quiet after treatment or with a negative test", () => {
    const biologic = load();
    biologic.patientContext.medications.push({ name: "Adalimumab 40 mg" });
    expect(find(biologic, "latent-tb-positive-test")).toBeUndefined();
    expect(find(biologic, "latent-tb-before-anti-tnf")).toBeDefined();
    const treated = load();
    treated.patientContext.clinicalNotes += " Completed 3HP for latent TB in 2024.";
    expect(find(treated, "latent-tb-positive-test")).toBeUndefined();
    const negative = load();
    negative.labResults[0].value = "Negative";
    expect(find(negative, "latent-tb-positive-test")).toBeUndefined();
  });
});
