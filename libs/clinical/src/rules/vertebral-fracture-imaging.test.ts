import { describe, expect, it } from "vitest";
import { reviewFolder, runReviewCase } from "../testing/review-case.ts";

/** The review's cases, kept with the test (synthetic records, no real patient). */

const { load } = reviewFolder(new URL("./fixtures/imaging-notes-review13/", import.meta.url));
const untreated = (c: ReturnType<typeof load>) =>
  runReviewCase(c).findings.find((f) => f.code === "osteoporosis-untreated");

/** The case without the steroid and the polymyalgia: only the chest X-ray's incidental fracture is left. */
function fractureOnly(findings?: string) {
  const c = load("09-vertebral-fracture-cxr");
  c.data.medications = c.data.medications.filter((m: { medication: string }) => !/prednisolone/i.test(m.medication));
  c.data.pastMedicalHistory = [];
  if (findings !== undefined) c.data.imagingStudies[0].findings = findings;
  return c;
}

describe("vertebral fracture noted on imaging", () => {
  it("reads 'wedge compression of T8' on a chest X-ray as a fragility fracture needing treatment", () => {
    const f = untreated(fractureOnly());
    expect(f?.severity).toBe("high");
    expect(f?.clinician).toMatch(/fragility fracture \("wedge compression of T8"\)/);
    expect(f?.patient).toMatch(/bone in the spine/);
    expect(f?.patient).not.toMatch(/minor fall/);
    expect(f?.refs.length).toBeGreaterThan(0);
  });

  it("reads other radiology wordings of a vertebral fracture", () => {
    for (const words of [
      "Incidental wedge compression fracture of T8.",
      "L1 crush fracture, age indeterminate.",
      "Anterior wedging of a mid-thoracic vertebra.",
    ])
      expect(untreated(fractureOnly(`Lungs clear. ${words}`)), words).toBeDefined();
  });

  it("does not read a negated or unrelated spine report as a fracture", () => {
    expect(untreated(fractureOnly("Lungs clear. No vertebral collapse. Mild thoracic spondylosis."))).toBeUndefined();
  });
});

describe("vertebral fracture on imaging: other causes", () => {
  it("asks about red flags and a myeloma screen before treating it as osteoporosis", () => {
    const f = untreated(fractureOnly());
    expect(f?.clinician).toMatch(/ask about cancer, weight loss and night or rest pain; a myeloma screen/);
    expect(f?.evidenceIds).toContain("agarwal-2022-fls-myeloma");
  });

  it("names a red flag the notes give", () => {
    const c = fractureOnly();
    c.data.additionalContext = "Weight loss of 6 kg over 3 months.";
    expect(untreated(c)?.clinician).toMatch(/The record mentions "weight loss": exclude myeloma or metastatic disease/);
  });

  it("gives no myeloma prompt for a wrist fracture", () => {
    const c = fractureOnly("Healed distal radius fracture after a fall from standing height.");
    expect(untreated(c)?.clinician).not.toMatch(/myeloma/);
  });
});
