import { describe, expect, it } from "vitest";
import { loadReviewCase, patientText, runReviewCase, type ReviewCase } from "../testing/review-case.ts";

const CASES = new URL("./fixtures/rheumatology-review11/", import.meta.url);
const base = () => loadReviewCase(CASES, "14-still-ferritin");
const finding = (c: ReviewCase) => runReviewCase(c).findings.find((f) => f.code === "extreme-hyperferritinaemia");

type Lab = { display: string; value: string };
function withData(c: ReviewCase, patch: (d: ReviewCase["data"]) => void): ReviewCase {
  const copy = structuredClone(c);
  patch(copy.data);
  return copy;
}
const setLab = (name: string, value: string) => (d: ReviewCase["data"]) => {
  for (const l of d.recentAbnormalLabs as Lab[]) if (l.display === name) l.value = value;
};

describe("extreme hyperferritinaemia (review 11 case 14, possible Still's disease with MAS)", () => {
  it("is critical with fever and falling platelets, names HLH/MAS and Still's, not iron overload", () => {
    const f = finding(base());
    expect(f?.severity).toBe("critical");
    expect(f?.clinician).toContain("Ferritin 18500 µg/L");
    expect(f?.clinician).toMatch(/haemophagocytic lymphohistiocytosis/);
    expect(f?.clinician).toMatch(/adult-onset Still's disease/);
    expect(f?.clinician).toMatch(/temperature 39\.6 °C/);
    expect(f?.clinician).toMatch(/platelets were 290 a week ago/);
    expect(f?.nextSteps.join(" ")).toMatch(/Same-day hospital assessment/);
    expect(f?.nextSteps.join(" ")).toMatch(/Do not treat this ferritin as iron overload/);
    expect(f?.patient).toMatch(/seen in hospital today/);
    expect(f?.evidenceIds).toContain("schweizer-2015-hyperferritinaemia-hlh");
    const text = patientText(runReviewCase(base()));
    expect(text).toMatch(/ferritin/);
    expect(text).not.toMatch(/None of these results needs emergency care/);
  });

  it("is high, not critical, without a low count or without fever", () => {
    const normalPlatelets = withData(base(), (d) => {
      setLab("Platelets", "250")(d);
      d.additionalContext = "3 weeks daily evening spiking fevers to 39.5, salmon-pink rash.";
    });
    expect(finding(normalPlatelets)?.severity).toBe("high");
    const afebrile = withData(base(), (d) => {
      d.vitalSigns = [];
      d.additionalContext = "Tired. No fever.";
    });
    expect(finding(afebrile)?.severity).toBe("high");
  });

  it("stays silent below 10 000 µg/L", () => {
    expect(finding(withData(base(), setLab("Ferritin", "9500")))).toBeUndefined();
    expect(finding(withData(base(), setLab("Ferritin", "1200")))).toBeUndefined();
  });
});
