import { describe, expect, it } from "vitest";
import { loadReviewCase, reviewFolder, runReviewCase } from "./testing/review-case.ts";

const FOLDER = new URL("./rules/fixtures/coded-values-review16/", import.meta.url);
const { run } = reviewFolder(FOLDER);
const lab = (out: ReturnType<typeof run>, value: string) => out.model.labs.find((o) => o.rawValue === value);
const unjudged = (out: ReturnType<typeof run>) =>
  out.findings.filter((f) => f.code === "lab-not-comparable").map((f) => f.clinician);

describe("qualitative results sent as SNOMED CT coded answers (review 16, coded-values)", () => {
  it("reads a coded urine dipstick as the infection it points to", () => {
    const out = run("01-uti-coded-dipstick");
    expect(lab(out, "Urine nitrite positive (finding)")?.value).toMatchObject({ result: "positive" });
    expect(lab(out, "Urine leukocyte test = ++ (finding)")?.value).toMatchObject({ result: "positive", grade: 2 });
    expect(lab(out, "Urine glucose test negative (finding)")?.status).toBe("normal");
    expect(out.findings.find((f) => f.code === "uti-dipstick-likely")?.clinician).toMatch(
      // The result alone beside the test's name (review 17, med-monitoring): not "nitrite Urine nitrite positive (finding)".
      /nitrite positive, leucocyte esterase \+\+ and blood trace/,
    );
    expect(unjudged(out)).toEqual([]);
  });

  it("counts 'Blood in urine (finding)' on two strips towards the urgent urology referral", () => {
    const out = run("02-nvh-older-man-coded");
    const f = out.findings.find((x) => x.code === "haematuria-suspected-cancer-referral");
    expect(f?.severity).toBe("high");
    expect(f?.clinician).toMatch(/urine dipstick blood present, positive on 2 strips/);
    // The coded negative nitrite is read: it neither blocks the referral nor stays unjudged.
    expect(lab(out, "Urine nitrite negative (finding)")?.status).toBe("normal");
    expect(unjudged(out)).toEqual([]);
  });

  it("a diabetes review with coded negatives raises nothing about the urine", () => {
    const out = run("03-quiet-diabetes-review-coded-negatives");
    const strips = out.model.labs.filter((o) => /\[Presence\]/.test(o.name));
    expect(strips.map((o) => o.status)).toEqual(Array(5).fill("normal"));
    expect(unjudged(out)).toEqual([]);
    expect(out.findings.map((f) => f.severity)).not.toContain("high");
    expect(out.findings.map((f) => f.title).join(" ")).not.toMatch(/urine|dipstick/i);
  });

  it("an STI screen with qualifier values: negatives read, nothing urgent, not called 'not a number'", () => {
    const out = run("04-quiet-lab-results-qualifier-values");
    expect(lab(out, "Not detected (qualifier value)")?.value).toMatchObject({ result: "negative" });
    expect(out.model.labs.filter((o) => o.rawValue === "Negative (qualifier value)").map((o) => o.status)).toEqual([
      "normal",
      "normal",
      "normal",
    ]);
    expect(out.findings.map((f) => f.code)).not.toContain("chlamydia-positive");
    expect(out.findings.every((f) => f.severity === "low" || f.severity === "info")).toBe(true);
    expect(out.result.clinicianResponse).not.toMatch(/not a number/);
  });

  it("reads glycosuria on an SGLT2 inhibitor and the ketone grade from a coded answer", () => {
    const out = run("05-sglt2-glycosuria-ketone-grade");
    const glucose = out.findings.find((f) => f.title === "Glucose, urine (dipstick) positive");
    expect(glucose?.clinician).toMatch(/SGLT2-inhibitor medicine such as dapagliflozin/);
    expect(lab(out, "Urine ketone test = ++ (finding)")?.value).toMatchObject({ result: "positive", grade: 2 });
    expect(out.findings.find((f) => f.title === "Ketones, urine (dipstick) positive")).toBeDefined();
  });

  it("asks for blood ketones and an acid-base check now: urine ketones ++ with vomiting on dapagliflozin", () => {
    const crisis = run("05-sglt2-glycosuria-ketone-grade").findings.find((f) => f.code === "hyperglycaemic-crisis");
    expect(crisis?.severity).toBe("high");
    expect(crisis?.title).toBe("Possible diabetic ketoacidosis on an SGLT2 inhibitor: urine ketones with symptoms");
    expect(crisis?.nextSteps[0]).toMatch(/^Check blood ketones and venous pH and bicarbonate/);
    expect(crisis?.evidenceIds).toContain("mhra-sglt2i-dka");

    const well = loadReviewCase(FOLDER, "05-sglt2-glycosuria-ketone-grade");
    well.data.additionalContext = "Annual review. Eating and drinking normally. Still taking dapagliflozin.";
    expect(runReviewCase(well).findings.find((f) => f.code === "hyperglycaemic-crisis")).toBeUndefined();
  });

  it("leaves a finding filed under another test, or SNOMED's heading concept, unjudged", () => {
    const out = run("06-mixed-up-and-heading-codes");
    expect(lab(out, "Blood in urine (finding)")?.status).not.toBe("abnormal");
    expect(lab(out, "Finding of bilirubin in urine (finding)")?.value.kind).toBe("text");
    expect(lab(out, "No nitrite in urine (finding)")?.status).toBe("normal");
    expect(lab(out, "Urine leukocyte test negative (finding)")?.status).toBe("normal");
    expect(unjudged(out)).toHaveLength(2);
    expect(out.findings.filter((f) => f.code === "lab-abnormal")).toEqual([]);
  });

  it("a coded 'Detected' stool antigen is a positive H. pylori test", () => {
    const out = run("07-h-pylori-detected-coded");
    expect(out.findings.find((f) => f.code === "h-pylori-positive")?.severity).toBe("moderate");
  });
});
