import { describe, expect, it } from "vitest";
import { loadReviewCase, runReviewCase } from "../testing/review-case.ts";

const FOLDER = new URL("./fixtures/kidney-urology-review14/", import.meta.url);
const load = () => loadReviewCase(FOLDER, "10-retention-aki");
const find = (r: ReturnType<typeof runReviewCase>, code: string) => r.findings.find((f) => f.code === code);

describe("urinary retention with kidney injury (review 14, kidney-urology case 10)", () => {
  it("asks for the bladder to be decompressed now and names the anticholinergics that can cause retention", () => {
    const f = find(runReviewCase(load()), "urinary-retention-aki");
    expect(f?.severity).toBe("high");
    expect(f?.clinician).toMatch(/bladder outflow obstruction/);
    expect(f?.clinician).toMatch(/Oxybutynin and Amitriptyline are anticholinergic/i);
    const steps = f?.nextSteps.join(" ") ?? "";
    expect(steps).toMatch(/Decompress the bladder now with a catheter/);
    expect(steps).toMatch(/post-obstructive diuresis/);
    expect(f?.evidenceIds).toContain("serlin-2018-urinary-retention");
  });

  it("defers the PSA taken during retention instead of starting a cancer work-up", () => {
    const psa = find(runReviewCase(load()), "psa-elevated");
    expect(psa?.clinician).toMatch(/urinary retention can raise PSA/);
    expect(psa?.nextSteps.join(" ")).toMatch(/at least 2 weeks after the retention has been relieved/);
    expect(psa?.nextSteps.join(" ")).not.toMatch(/MRI or urology referral/);
  });

  it("does not call the acidosis of an acute kidney injury the metabolic acidosis of CKD", () => {
    const steps = runReviewCase(load())
      .findings.flatMap((f) => f.nextSteps)
      .join(" ");
    expect(steps).not.toMatch(/metabolic acidosis of CKD/);
  });

  it("keeps the catheter on drainage when the notes say it is already in", () => {
    const c = load();
    c.patientContext.clinicalNotes = c.patientContext.clinicalNotes.replace(
      "Catheter not yet inserted.",
      "Catheterised in ED, 1100 mL drained.",
    );
    const steps = find(runReviewCase(c), "urinary-retention-aki")?.nextSteps.join(" ") ?? "";
    expect(steps).toMatch(/has been catheterised/);
    expect(steps).not.toMatch(/Decompress the bladder now/);
  });

  it("stays silent when the notes describe no retention", () => {
    const c = load();
    c.patientContext.clinicalNotes = "Brought in confused. Oxybutynin started 2 weeks ago by another clinic.";
    expect(find(runReviewCase(c), "urinary-retention-aki")).toBeUndefined();
  });
});
