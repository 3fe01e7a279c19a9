import { describe, expect, it } from "vitest";
import { loadReviewCase, runReviewCase, type ReviewCase } from "../testing/review-case.ts";

const FIXTURES = new URL("./fixtures/overcall-review13/", import.meta.url);
const normetanephrine = (c: ReviewCase) =>
  runReviewCase(c).findings.find((f) => /normetanephrine/i.test(f.title) && f.code.startsWith("lab-"));

// Review 13 overcall case 14: normetanephrine 1.3 (limit 1.18), seated, on amitriptyline, normotensive.
describe("review 13 overcall case 14: a mild metanephrine rise, seated and on a tricyclic", () => {
  const c = loadReviewCase(FIXTURES, "14-borderline-ca-metanephrine");

  it("asks for a supine repeat after a medicine review, without alarming words", () => {
    const f = normetanephrine(c);
    expect(f?.clinician).toMatch(/usually false positives/);
    expect(f?.clinician).toMatch(/lying down/);
    expect(f?.patient).toMatch(/repeat the test lying down/);
    expect(f?.patient).not.toMatch(/tumour|phaeochromocytoma|paraganglioma/i);
    expect(f?.evidenceIds).toContain("kline-2021-supine-metanephrines");
  });

  it("keeps the screening reading for a rise of twice the limit or more", () => {
    const high = structuredClone(c);
    high.labResults.find((l: { name: string }) => l.name === "Plasma normetanephrine").value = "2.6";
    expect(normetanephrine(high)?.patient).toMatch(/phaeochromocytoma/);
  });

  it("keeps the screening reading for a mild rise taken lying down, off interfering medicines", () => {
    const supine = structuredClone(c);
    supine.patientContext.medications = [];
    supine.patientContext.clinicalNotes = "Normotensive. Metanephrines taken supine after 30 minutes' rest.";
    expect(normetanephrine(supine)?.patient).toMatch(/phaeochromocytoma/);
  });
});
