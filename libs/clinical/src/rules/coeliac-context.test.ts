import { describe, expect, it } from "vitest";
import { loadReviewCase, runReviewCase, type ReviewCase } from "../testing/review-case.ts";

const folder = new URL("./fixtures/nutrition-electrolytes-review13/", import.meta.url);
const load = () => loadReviewCase(folder, "09-coeliac-serology");
const finding = (c: ReviewCase, code: string) => runReviewCase(c).findings.find((f) => f.code === code);

describe("probable coeliac disease with a raised ALT, a planned pregnancy and gluten cut down (review 13, nutrition case 09)", () => {
  // tTG-IgA 128 (<7), ALT 58, folate 2.1, type 1 diabetes, "cut down on bread", "planning pregnancy".
  it("reads the raised ALT as coeliac-related, without weight-loss advice", () => {
    const f = finding(load(), "masld-risk");
    expect(f?.clinician).toMatch(/coeliac-related rise in aminotransferases is the first explanation/);
    expect(f?.clinician).not.toMatch(/steatotic liver disease is likely|stage fibrosis/);
    expect(f?.patient).not.toMatch(/Weight loss/);
    expect(f?.nextSteps.join(" ")).toMatch(/Recheck ALT 6–12 months into a strict gluten-free diet/);
    expect(f?.evidenceIds).toContain("jcth-2021-coeliac-liver-enzymes");
  });

  it("advises folic acid 5 mg before pregnancy and gluten back before the biopsy", () => {
    const f = finding(load(), "coeliac-serology-positive");
    const steps = f?.nextSteps.join(" ") ?? "";
    expect(steps).toMatch(/start folic acid 5 mg daily now/);
    expect(steps).toMatch(
      /Gluten already cut down \("cut down on bread"\).*more than one meal every day for at least 6 weeks/,
    );
    expect(f?.patient).toMatch(/5 mg a day, on prescription/);
    expect(f?.evidenceIds).toContain("nhs-dg-folic-acid-5mg");
  });

  it("keeps the usual texts without those notes or a raised tTG", () => {
    const c = load();
    c.patientContext = { ...c.patientContext, socialHistory: undefined, clinicalNotes: "Bloating, loose stools." };
    const f = finding(c, "coeliac-serology-positive");
    expect(f?.nextSteps.join(" ")).not.toMatch(/folic acid 5 mg|Gluten already cut down/);
    expect(f?.nextSteps).toContain("Advise the patient to keep eating gluten until the tests are complete");
    const noTtg = load();
    noTtg.labResults = noTtg.labResults?.filter((l: { name: string }) => !/transglutaminase/i.test(l.name));
    expect(finding(noTtg, "masld-risk")?.clinician).toMatch(/steatotic liver disease is likely; stage fibrosis/);
  });
});
