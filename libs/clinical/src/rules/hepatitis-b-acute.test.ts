import { describe, expect, it } from "vitest";
import { loadReviewCase, runReviewCase } from "../testing/review-case.ts";

const FOLDER = new URL("./fixtures/infection-review14/", import.meta.url);
const load = () => loadReviewCase(FOLDER, "07-acute-hepatitis-b");
const find = (c: ReturnType<typeof load>, code: string) => runReviewCase(c).findings.find((f) => f.code === code);

describe("acute hepatitis B (review 14, infection case 07)", () => {
  it("reads HBsAg with IgM anti-HBc as acute hepatitis B: notification, contacts and HBsAg again at 6 months", () => {
    const f = find(load(), "hbv-acute");
    expect(f?.severity).toBe("high");
    expect(f?.clinician).toMatch(/serological pattern of acute hepatitis B/);
    expect(f?.clinician).toMatch(/e-antigen-positive patient is a high transmission risk/);
    const steps = f?.nextSteps.join(" ") ?? "";
    // The record names no place, so no country's law is named (review 40, country-40).
    expect(steps).toMatch(/Report the case to the public health authority where local rules require it/);
    expect(steps).toMatch(/contacts from the 6 months before symptoms/);
    expect(steps).toMatch(/Repeat HBsAg 6 months after onset/);
    expect(f?.evidenceIds).toContain("cdc-2010-hbv-serology");
  });

  it("does not ask the liver-injury work-up to test for hepatitis A and B when both are in the record", () => {
    const step = find(load(), "acute-liver-injury")?.nextSteps.find((s) => s.startsWith("Ask about paracetamol"));
    expect(step).toBe(
      "Ask about paracetamol and other medicines, alcohol, and recent low blood pressure; test for hepatitis E (hepatitis A and hepatitis B already in the record)",
    );
  });

  it("stays quiet without the IgM (HBsAg alone can be a chronic infection), and keeps the full virus step with no serology", () => {
    const chronic = load();
    chronic.labResults = chronic.labResults.filter((l: { name: string }) => l.name !== "Anti-HBc IgM");
    expect(find(chronic, "hbv-acute")).toBeUndefined();

    const none = load();
    none.labResults = none.labResults.filter((l: { name: string }) => /ALT|Bilirubin|INR/.test(l.name));
    expect(find(none, "acute-liver-injury")?.nextSteps).toContain(
      "Ask about paracetamol and other medicines, alcohol, and recent low blood pressure; test for hepatitis A, B and E",
    );
  });

  it("recognises the IgM core antibody under the names laboratories print", async () => {
    const { findLab } = await import("../catalogue/index.ts");
    for (const name of ["Anti-HBc IgM", "IgM anti-HBc", "Hepatitis B core antibody, IgM", "HBcAb IgM"])
      expect(findLab(name)?.id).toBe("anti-hbc-igm");
    expect(findLab("Hepatitis B core antibody")?.id).toBe("anti-hbc");
  });
});
