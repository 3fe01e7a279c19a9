import { describe, expect, it } from "vitest";
import { loadReviewCase, runReviewCase, type ReviewCase } from "../testing/review-case.ts";

const FOLDER = new URL("./fixtures/haematology-review14/", import.meta.url);
const case01 = () => loadReviewCase(FOLDER, "01-raised-hb-dehydration-gastro");
const highFlag = (c: ReviewCase, name: RegExp) =>
  runReviewCase(c).findings.find((f) => f.code === "lab-high" && name.test(f.clinician));

describe("raised haemoglobin with fluid loss (review 14, haematology case 01)", () => {
  it("reads a raised Hb and Hct after vomiting and diarrhoea as relative, to repeat once hydrated", () => {
    const c = case01();
    const hb = highFlag(c, /^Haemoglobin/);
    expect(hb?.clinician).toMatch(
      /reduced plasma volume \(relative erythrocytosis\).*repeat the blood count once well hydrated/,
    );
    expect(hb?.patient).not.toMatch(/bone-marrow/);
    expect(hb?.evidenceIds).toContain("dg-refhelp-polycythaemia");
    expect(highFlag(c, /^Haematocrit/)?.clinician).toMatch(/relative erythrocytosis/);
  });

  it("keeps the general reading at a haematocrit needing urgent referral", () => {
    const c = case01();
    c.labResults[1].value = "0.61";
    expect(highFlag(c, /^Haematocrit/)?.clinician).not.toMatch(/relative erythrocytosis/);
  });

  it("keeps the general reading with raised platelets beside it", () => {
    const c = case01();
    c.labResults[3].value = "620";
    c.labResults[3].flag = "High";
    expect(highFlag(c, /^Haemoglobin/)?.clinician).not.toMatch(/relative erythrocytosis/);
  });

  it("keeps the general reading without signs of fluid loss", () => {
    const c = case01();
    c.labResults[4].value = "140";
    delete c.labResults[4].flag;
    c.labResults[5].value = "5.0";
    delete c.labResults[5].flag;
    c.patientContext.clinicalNotes = "Routine check. Previous FBC 2025 Hb 152.";
    expect(highFlag(c, /^Haemoglobin/)?.clinician).not.toMatch(/relative erythrocytosis/);
  });
});
