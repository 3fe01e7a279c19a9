import { describe, expect, it } from "vitest";
import { loadReviewCase, runReviewCase } from "../testing/review-case.ts";

const FOLDER = new URL("./fixtures/oncology-review13/", import.meta.url);
const ici = () => loadReviewCase(FOLDER, "07-ici-colitis-hepatitis");
const run = (c: ReturnType<typeof ici>) => runReviewCase(c).findings;
const find = (c: ReturnType<typeof ici>) => run(c).find((f) => f.code === "ici-colitis-hepatitis");

describe("colitis and hepatitis on a checkpoint inhibitor (review 13 oncology, case 07)", () => {
  it("names grade 3 immune colitis and hepatitis on pembrolizumab instead of an IBD referral", () => {
    const c = ici();
    const f = find(c);
    expect(f?.severity).toBe("critical");
    expect(f?.clinician).toMatch(/colitis \(grade 3/);
    expect(f?.clinician).toMatch(/hepatitis \(grade 3: ALT 412/);
    const steps = f?.nextSteps.join(" ") ?? "";
    expect(steps).toMatch(/hold the checkpoint inhibitor/);
    expect(steps).toMatch(/C\. difficile/);
    expect(steps).toMatch(/methylprednisolone 1–2 mg\/kg/);
    expect(steps).toMatch(/vedolizumab rather than infliximab/);
    expect(run(c).map((x) => x.code)).not.toContain("calprotectin-raised-referral");
  });

  it("grades milder colitis lower and reads liver enzymes alone", () => {
    const mild = ici();
    mild.patientContext.clinicalNotes = "Started pembrolizumab 3 months ago. Diarrhoea 5 times a day for 3 days.";
    mild.labResults = mild.labResults.filter((l: { name: string }) => !["ALT", "AST", "Bilirubin"].includes(l.name));
    expect(find(mild)?.severity).toBe("high");
    const loose = ici();
    loose.patientContext.clinicalNotes = "On pembrolizumab. Mild diarrhoea for 2 days.";
    loose.labResults = loose.labResults.filter((l: { name: string }) => ["CRP", "Potassium"].includes(l.name));
    expect(find(loose)?.severity).toBe("moderate");
    const liver = ici();
    liver.patientContext.clinicalNotes = "Started pembrolizumab 3 months ago. Feels well.";
    liver.labResults = liver.labResults.filter((l: { name: string }) => l.name !== "Faecal calprotectin");
    expect(find(liver)?.clinician).toMatch(/hepatitis \(grade 3/);
    expect(find(liver)?.clinician).not.toMatch(/colitis/);
  });

  it("stays silent off checkpoint inhibitors, leaving the calprotectin referral", () => {
    const off = ici();
    off.patientContext.medications = [];
    const codes = run(off).map((x) => x.code);
    expect(codes).not.toContain("ici-colitis-hepatitis");
    expect(codes).toContain("calprotectin-raised-referral");
  });
});
