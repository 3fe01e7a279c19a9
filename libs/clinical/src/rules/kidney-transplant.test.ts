import { describe, expect, it } from "vitest";
import { loadReviewCase, runReviewCase } from "../testing/review-case.ts";

/** Review 11 (kidney) case 07: kidney transplant recipient on tacrolimus with a falling eGFR. */
const CASES = new URL("./fixtures/renal-review11/", import.meta.url);
const load = () => loadReviewCase(CASES, "07-tacrolimus-clarithro");
type Result = ReturnType<typeof runReviewCase>;
const find = (r: Result, code: string) => r.findings.find((f) => f.code === code);

/** The case without any transplant: no transplant condition, no transplant in the notes. */
function withoutTransplant() {
  const c = load();
  c.data.pastMedicalHistory = c.data.pastMedicalHistory.filter(
    (p: { display: string }) => !/transplant/i.test(p.display),
  );
  c.data.additionalContext = "Started clarithromycin 5 days ago for chest infection. Tremor and headache.";
  return c;
}

describe("falling eGFR and CKD category in a kidney transplant recipient (review 11 renal #07)", () => {
  it("sends the fall in graft function to the transplant team, not a nephrology referral", () => {
    const f = find(runReviewCase(load()), "egfr-rapid-decline");
    expect(f?.severity).toBe("high");
    expect(f?.title).toBe("Falling eGFR in a kidney transplant");
    expect(f?.clinician).toMatch(/fall in graft function, for the transplant team to assess/);
    expect(f?.nextSteps.join(" ")).toMatch(/Contact the transplant team/);
    expect(f?.nextSteps.join(" ")).not.toMatch(/nephrology referral/);
    expect(f?.patient).toMatch(/transplanted kidney/);
  });

  it("frames the GFR category as the transplanted kidney's function, without 'confirm chronicity'", () => {
    const f = find(runReviewCase(load()), "ckd-stage");
    expect(f?.clinician).toMatch(/G3b/);
    expect(f?.clinician).toMatch(/function of the transplanted kidney/);
    expect(f?.clinician).not.toMatch(/KDIGO definition of CKD|A single result does not establish CKD/);
    expect(f?.nextSteps.join(" ")).toMatch(/transplant team's schedule/);
    expect(f?.nextSteps.join(" ")).not.toMatch(/Confirm chronicity/);
    expect(f?.patient).toMatch(/transplanted kidney/);
  });

  it("recognises a transplant from tacrolimus with a transplant named in the notes", () => {
    const c = withoutTransplant();
    c.data.additionalContext = "Kidney transplant 2019. Started clarithromycin 5 days ago. Tremor.";
    const f = find(runReviewCase(c), "egfr-rapid-decline");
    expect(f?.nextSteps.join(" ")).toMatch(/Contact the transplant team/);
  });

  it("keeps the nephrology referral and CKD framing without a transplant (tacrolimus alone is not enough)", () => {
    const r = runReviewCase(withoutTransplant());
    const f = find(r, "egfr-rapid-decline");
    expect(f?.title).toBe("Rapid fall in eGFR");
    expect(f?.nextSteps.join(" ")).toMatch(/consider nephrology referral/);
    expect(f?.nextSteps.join(" ")).not.toMatch(/transplant/);
    expect(find(r, "ckd-stage")?.clinician).not.toMatch(/transplanted kidney/);
  });

  it("does not read a denied transplant in the notes as one", () => {
    const c = withoutTransplant();
    c.data.additionalContext = "No transplant. Started clarithromycin 5 days ago.";
    expect(find(runReviewCase(c), "egfr-rapid-decline")?.nextSteps.join(" ")).toMatch(/nephrology referral/);
  });
});
