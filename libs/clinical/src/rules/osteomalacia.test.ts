import { describe, expect, it } from "vitest";
import { loadReviewCase, runReviewCase } from "../testing/review-case.ts";

const FOLDER = new URL("./fixtures/endocrine-review11/", import.meta.url);
const CODE = "osteomalacia-vitamin-d";
const load = () => loadReviewCase(FOLDER, "04-secondary-hpt-vitd-us");
const fires = (c: ReturnType<typeof load>) => runReviewCase(c).findings.some((x) => x.code === CODE);

describe("osteomalacia from vitamin D deficiency", () => {
  it("names osteomalacia with very low vitamin D, raised PTH and ALP, bone pain and weakness, and coeliac disease as the cause", () => {
    const { findings, result } = runReviewCase(load());
    const f = findings.find((x) => x.code === CODE);
    expect(f?.severity).toBe("moderate");
    expect(f?.clinician).toMatch(/osteomalacia/);
    expect(f?.clinician).toMatch(/raised ALP 188 U\/L .*raised PTH 142 pg\/mL/);
    expect(f?.clinician).toMatch(/bone pain and proximal muscle weakness/);
    expect(f?.clinician).toMatch(/celiac disease with "poor adherence to gluten-free diet"/);
    expect(f?.nextSteps.join(" ")).toMatch(/treatment-dose colecalciferol and review dietary calcium/);
    expect(f?.nextSteps.join(" ")).toMatch(/Recheck calcium, phosphate, ALP, PTH/);
    expect(f?.nextSteps.join(" ")).toMatch(/dietitian/);
    expect(result.patientResponse).toMatch(/osteomalacia/);
  });

  it("does not fire with a normal ALP, a raised calcium, or vitamin D 20-30 nmol/L without symptoms", () => {
    const normalAlp = load();
    normalAlp.data.recentAbnormalLabs[2].value = "90";
    expect(fires(normalAlp)).toBe(false);

    const highCalcium = load();
    highCalcium.data.recentNormalLabs[0].value = "11.2";
    expect(fires(highCalcium)).toBe(false);

    const noSymptoms = load();
    noSymptoms.data.recentAbnormalLabs[0].value = "10";
    noSymptoms.data.additionalContext = "Routine check.";
    expect(fires(noSymptoms)).toBe(false);
    noSymptoms.data.additionalContext = "Diffuse bone aches.";
    expect(fires(noSymptoms)).toBe(true);
  });

  it("leaves severe kidney disease to CKD-mineral bone disorder", () => {
    const ckd = load();
    ckd.data.recentNormalLabs[2] = { display: "eGFR", value: "22", unit: "mL/min/1.73m2", date: "2026-11-10" };
    expect(fires(ckd)).toBe(false);
  });
});
