import { describe, expect, it } from "vitest";
import { loadReviewCase, runReviewCase } from "../testing/review-case.ts";

const CASES = new URL("./fixtures/genetics-review11/", import.meta.url);

function ferritinLine(edit?: (c: ReturnType<typeof loadReviewCase>) => void) {
  const c = loadReviewCase(CASES, "14-hfe-c282y-homozygous-ferritin");
  edit?.(c);
  return runReviewCase(c).findings.find((f) => f.code === "lab-high" && f.title.startsWith("Ferritin"));
}

const GENERIC = "more often raised by inflammation";

describe("a raised ferritin beside recorded HFE haemochromatosis", () => {
  it("reads as in keeping with the haemochromatosis, not as usually inflammation, in a C282Y homozygote", () => {
    const f = ferritinLine();
    expect(f?.severity).toBe("low");
    expect(f?.clinician).toContain("in keeping with the iron overload of the recorded haemochromatosis");
    expect(f?.clinician).not.toContain(GENERIC);
    expect(f?.patient).not.toContain(GENERIC);
  });

  it("keeps the generic reading for a single C282Y copy", () => {
    const f = ferritinLine((c) => {
      c.data.geneticData = [
        { geneCode: "HFE", geneDisplay: "HFE", interpretation: "C282Y heterozygous", value: "C282Y/wt" },
      ];
    });
    expect(f?.clinician).toContain(GENERIC);
    expect(f?.clinician).not.toMatch(/recorded ha?emochromatosis/);
  });

  it("keeps the generic reading with no HFE result, and uses the diagnosis when it is recorded", () => {
    const none = ferritinLine((c) => {
      c.data.geneticData = [];
    });
    expect(none?.clinician).toContain(GENERIC);
    const diagnosed = ferritinLine((c) => {
      c.data.geneticData = [];
      c.data.pastMedicalHistory = [
        ...(c.data.pastMedicalHistory ?? []),
        { display: "Hereditary haemochromatosis", clinicalStatus: "active" },
      ];
    });
    expect(diagnosed?.clinician).toContain("recorded haemochromatosis");
  });
});
