import { describe, expect, it } from "vitest";
import { loadReviewCase, runReviewCase } from "../testing/review-case.ts";

const FOLDER = new URL("./fixtures/kidney-urology-review14/", import.meta.url);
const load = () => loadReviewCase(FOLDER, "14-anaemia-ckd-iron");
const anaemiaCkd = (c: ReturnType<typeof load>) => runReviewCase(c).findings.find((f) => f.code === "anaemia-ckd");

describe("iron deficiency in anaemia of CKD read with the NICE NG8 thresholds (review 14, kidney-urology case 14)", () => {
  it("calls a ferritin of 86 with a TSAT of 14% iron deficiency although the ferritin is in range, and offers oral iron first", () => {
    const f = anaemiaCkd(load());
    expect(f?.clinician).toMatch(
      /Ferritin 86 µg\/L .* transferrin saturation 14 %.*as iron deficiency, although the ferritin is inside the laboratory's range/,
    );
    const steps = f?.nextSteps.join(" ") ?? "";
    expect(steps).toMatch(/3-month trial of oral iron/);
    expect(steps).not.toMatch(/Check ferritin, transferrin saturation/);
    expect(f?.evidenceIds).toContain("nice-ng8-anaemia-ckd");
  });

  it("offers intravenous iron to a patient on an ESA", () => {
    const c = load();
    c.data.medications.push({ medication: "Darbepoetin alfa 30 micrograms injection", status: "active" });
    expect(anaemiaCkd(c)?.nextSteps.join(" ")).toMatch(/Offer intravenous iron/);
  });

  it("does not read iron deficiency from a low TSAT alone", () => {
    const c = load();
    c.data.recentNormalLabs[0].value = "240";
    const f = anaemiaCkd(c);
    expect(f?.clinician).not.toMatch(/as iron deficiency/);
  });
});
