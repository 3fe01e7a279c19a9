import { describe, expect, it } from "vitest";
import { loadReviewCase, runReviewCase } from "../testing/review-case.ts";

const FOLDER = new URL("./fixtures/leftovers-review11/", import.meta.url);
const stable = () => loadReviewCase(FOLDER, "onc-haem-08-mgus-stable");

// eslint-disable-next-line @typescript-eslint/no-explicit-any
const lab = (c: any, name: RegExp) => c.labResults.find((l: { name: string }) => name.test(l.name));

describe("paraprotein in a recorded MGUS (review 11 onc-haem case 08)", () => {
  it("reads a stable low-risk IgG MGUS as a low-priority monitoring result, not a bare high flag", () => {
    const r = runReviewCase(stable());
    const f = r.findings.find((x) => x.code === "mgus-known-paraprotein");
    expect(f?.severity).toBe("low");
    expect(f?.clinician).toMatch(/unchanged from the earlier 7 g\/L/);
    expect(f?.clinician).toMatch(/low-risk MGUS/);
    expect(f?.clinician).toMatch(/no bone pain/);
    expect(f?.patient).toMatch(/regular check for your known MGUS/);
    expect(f?.patient).not.toMatch(/higher than the usual range/);
    const patientText = String((r.result as Record<string, unknown>).patientResponse ?? "");
    expect(patientText).toMatch(/What stands out/);
    expect(patientText).not.toMatch(/paraprotein \(IgG kappa\) is higher than the usual range/i);
  });

  it("raises it to moderate with haematology advice when the paraprotein has risen", () => {
    const c = stable();
    lab(c, /paraprotein/i).notes = "IgG kappa band, quantified 11 g/L (2025: 7 g/L)";
    lab(c, /paraprotein/i).value = "11";
    const f = runReviewCase(c).findings.find((x) => x.code === "mgus-known-paraprotein");
    expect(f?.severity).toBe("moderate");
    expect(f?.clinician).toMatch(/risen from 7 g\/L/);
    expect(f?.clinician).toMatch(/a rising paraprotein/);
    expect(f?.nextSteps.join(" ")).toMatch(/haematology/);
  });

  it("raises it for anaemia, a high calcium or bone pain in the notes", () => {
    const anaemic = stable();
    lab(anaemic, /haemoglobin/i).value = "98";
    expect(runReviewCase(anaemic).findings.find((x) => x.code === "mgus-known-paraprotein")?.clinician).toMatch(
      /anaemia \(haemoglobin/,
    );
    const calcium = stable();
    // 2.70: high but under the pathway's 2.75 mmol/L end-organ level (2.85 now gets the myeloma
    // pathway, high: review 29, leftovers-29).
    lab(calcium, /calcium/i).value = "2.70";
    const fc = runReviewCase(calcium).findings.find((x) => x.code === "mgus-known-paraprotein");
    expect(fc?.severity).toBe("moderate");
    expect(fc?.clinician).toMatch(/high calcium/);
    const pain = stable();
    pain.patientContext.clinicalNotes = "Annual MGUS monitoring. New rib pain for 3 weeks.";
    expect(runReviewCase(pain).findings.find((x) => x.code === "mgus-known-paraprotein")?.clinician).toMatch(
      /bone pain in the notes/,
    );
  });

  it("names non-IgG type and an abnormal light-chain ratio as risk features instead of calling it low risk", () => {
    const c = stable();
    lab(c, /paraprotein/i).name = "Paraprotein (IgA lambda)";
    c.patientContext.conditions = [{ name: "MGUS (IgA lambda)", status: "active" }];
    lab(c, /light chain/i).value = "0.12";
    const f = runReviewCase(c).findings.find((x) => x.code === "mgus-known-paraprotein");
    expect(f?.clinician).not.toMatch(/this is low-risk MGUS/);
    expect(f?.clinician).toMatch(/IgA type \(non-IgG, a risk feature\)/);
    expect(f?.clinician).toMatch(/abnormal free light-chain ratio/);
  });

  it("stays silent without a recorded MGUS, or when myeloma is recorded", () => {
    const none = stable();
    none.patientContext.conditions = [];
    // The MGUS named in the notes is a recorded one too (review 29, leftovers-29).
    none.patientContext.clinicalNotes = "Paraprotein found on screening. No bone pain, no new symptoms.";
    expect(runReviewCase(none).findings.map((x) => x.code)).not.toContain("mgus-known-paraprotein");
    const myeloma = stable();
    myeloma.patientContext.conditions.push({ name: "Multiple myeloma", status: "active" });
    expect(runReviewCase(myeloma).findings.map((x) => x.code)).not.toContain("mgus-known-paraprotein");
  });
});
