import { describe, expect, it } from "vitest";
import { reviewFolder, runReviewCase } from "../testing/review-case.ts";

/** Review 11 (oncology and haematology) cases 07, 13 and 14 (synthetic records, no real patient). */
const { load } = reviewFolder(new URL("./fixtures/onc-haem-review11/", import.meta.url));
type Result = ReturnType<typeof runReviewCase>;
const labLine = (r: Result, code: string, name: RegExp) =>
  r.findings.find((f) => f.code === code && name.test(f.title));

describe("neutropenic sepsis leads, and the count lines point to it (review 11 onc-haem #13)", () => {
  it("places the sepsis finding first and the white-cell line after it, without its generic causes or step", () => {
    const r = runReviewCase(load("13-neutropenic-sepsis"));
    expect(r.findings[0]?.code).toBe("neutropenic-sepsis");
    const wbc = labLine(r, "lab-critical", /White blood cell/);
    expect(wbc?.severity).toBe("critical");
    expect(wbc?.clinician).toMatch(/^White blood cell count 1\.1/);
    expect(wbc?.clinician).toMatch(/Read with the suspected neutropenic sepsis above/);
    expect(wbc?.clinician).not.toMatch(/viral infections/);
    expect(wbc?.nextSteps).toEqual([]);
    const plt = labLine(r, "lab-low", /Platelet/);
    expect(plt?.clinician).toMatch(/chemotherapy commonly lowers blood counts/);
    expect(plt?.clinician).not.toMatch(/liver disease/);
  });

  it("orders the act-now box and the patient's urgent list with the sepsis message first", () => {
    const r = runReviewCase(load("13-neutropenic-sepsis"));
    const clin = r.result.clinicianResponse;
    expect(clin.indexOf("Suspected neutropenic sepsis")).toBeGreaterThan(-1);
    expect(clin.indexOf("Suspected neutropenic sepsis")).toBeLessThan(clin.indexOf("White blood cell count 1.1"));
    expect(r.result.patientResponse).not.toMatch(/viral infections/);
  });

  it("leaves the generic text when there is no fever (no neutropenic sepsis)", () => {
    const c = load("13-neutropenic-sepsis");
    c.patientContext.vitalSigns = [];
    c.patientContext.clinicalNotes = "Routine pre-chemotherapy bloods. Well, afebrile.";
    const r = runReviewCase(c);
    expect(r.findings.some((f) => f.code === "neutropenic-sepsis")).toBe(false);
    expect(labLine(r, "lab-critical", /White blood cell/)?.clinician).not.toMatch(/Read with/);
  });
});

describe("tumour lysis syndrome leads, and its component results point to it (review 11 onc-haem #14)", () => {
  it("puts the TLS finding before the critical potassium, without the damaged-sample or parathyroid texts", () => {
    const r = runReviewCase(load("14-tumour-lysis"));
    expect(r.findings[0]?.code).toBe("tumour-lysis-syndrome");
    const k = labLine(r, "lab-critical", /Potassium/);
    expect(k?.clinician).toMatch(/Read with the tumour lysis syndrome above/);
    expect(k?.clinician).not.toMatch(/damaged on the way/);
    expect(k?.nextSteps).toEqual([]);
    const ca = labLine(r, "lab-low", /Calcium/);
    expect(ca?.clinician).toMatch(/tumour lysis syndrome above/);
    expect(ca?.clinician).not.toMatch(/neck surgery/);
    expect(r.result.patientResponse).not.toMatch(/neck surgery/);
    // A result outside the syndrome keeps its own text.
    expect(labLine(r, "lab-high", /Lactate dehydrogenase/)?.clinician).toMatch(/tissue damage/);
  });

  it("keeps the generic potassium text when the criteria for tumour lysis are not met", () => {
    const c = load("14-tumour-lysis");
    c.data.pastMedicalHistory = [];
    c.data.medications = [];
    c.data.additionalContext = "";
    const r = runReviewCase(c);
    expect(r.findings.some((f) => f.code === "tumour-lysis-syndrome")).toBe(false);
    // Since review 30 (engine-30) a critical line the high potassium finding grades is folded into it.
    const k = labLine(r, "lab-critical", /Potassium/) ?? r.findings.find((f) => f.code === "hyperkalaemia");
    expect(k?.clinician).not.toMatch(/tumour lysis/);
  });
});

describe("possible myeloma: kidney and calcium lines do not contradict it (review 11 onc-haem #07)", () => {
  it("drops the 'rapid fall in eGFR … nephrology referral' and the parathyroid-first calcium framing", () => {
    const r = runReviewCase(load("07-myeloma-crab"));
    expect(r.findings.some((f) => f.code === "myeloma-investigations")).toBe(true);
    expect(r.findings.some((f) => f.code === "egfr-rapid-decline")).toBe(false);
    const hc = r.findings.find((f) => f.code === "hypercalcaemia");
    expect(hc?.clinician).toMatch(/myeloma is the cause to look for first/);
    const ca = labLine(r, "lab-high", /Calcium/);
    expect(ca?.clinician).toMatch(/Read with the possible myeloma finding/);
    expect(ca?.clinician).not.toMatch(/overactive parathyroid/);
  });

  it("keeps the generic hypercalcaemia and eGFR texts under 60 years (no myeloma finding)", () => {
    const c = load("07-myeloma-crab");
    c.data.patientInfo.age = 45;
    const r = runReviewCase(c);
    expect(r.findings.some((f) => f.code === "myeloma-investigations")).toBe(false);
    expect(r.findings.find((f) => f.code === "hypercalcaemia")?.clinician).toMatch(
      /it separates parathyroid from non-parathyroid causes/,
    );
    expect(r.findings.some((f) => f.code === "egfr-rapid-decline")).toBe(true);
  });
});
