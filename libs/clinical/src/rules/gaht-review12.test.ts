import { describe, expect, it } from "vitest";
import { codes, loadReviewCase, reviewFolder, runReviewCase } from "../testing/review-case.ts";

const FOLDER = new URL("./fixtures/young-adults-review12/", import.meta.url);
const { run } = reviewFolder(FOLDER);
const lab = (r: ReturnType<typeof run>, id: string) => r.model.labs.find((l) => l.analyteId === id);

describe("review 12 young adults: ranges on gender-affirming hormone therapy", () => {
  // Case 13: trans man on testosterone undecanoate, laboratory ranges printed for the birth sex.
  it("judges a trans man's testosterone against the guideline target and keeps the haematocrit safety finding", () => {
    const r = run("13-gaht-testosterone-hct");
    expect(lab(r, "testosterone-total")?.status).toBe("normal");
    expect(lab(r, "testosterone-total")?.range?.text).toMatch(
      /Endocrine Society target on gender-affirming testosterone/,
    );
    expect(codes(r)).not.toContain("testosterone-high-level-on-treatment");
    expect(lab(r, "hematocrit")?.range?.text).toMatch(
      /male range on gender-affirming testosterone; laboratory range 0\.36-0\.46/,
    );
    expect(lab(r, "hematocrit")?.status).toBe("high");
    expect(r.findings.find((f) => f.code === "testosterone-high-haematocrit")?.severity).toBe("high");
  });

  // Case 14: trans woman on estradiol and spironolactone, laboratory ranges printed for the birth sex.
  it("reads a trans woman's on-target hormones and haemoglobin as normal, not as anaemia", () => {
    const r = run("14-gaht-oestradiol-normal");
    expect(lab(r, "estradiol")?.status).toBe("normal");
    expect(lab(r, "testosterone-total")?.status).toBe("normal");
    expect(lab(r, "hemoglobin")?.status).toBe("normal");
    expect(lab(r, "hemoglobin")?.range?.text).toMatch(/female range on gender-affirming oestrogen/);
    expect(r.result.patientResponse).not.toMatch(/ana?emia/i);
  });

  it("leaves the birth-sex range alone when the record does not say the therapy is gender-affirming", () => {
    const c = loadReviewCase(FOLDER, "14-gaht-oestradiol-normal");
    c.data.pastMedicalHistory = [];
    c.data.additionalContext = "Feels well.";
    const r = runReviewCase(c);
    expect(lab(r, "hemoglobin")?.status).toBe("low");
  });
});
