import { describe, expect, it } from "vitest";
import { loadReviewCase, runReviewCase } from "../testing/review-case.ts";

const FIXTURES = new URL("./fixtures/pharmacogenomics-review13/", import.meta.url);

function finding(name: string, code: string, edit?: (c: ReturnType<typeof loadReviewCase>) => void) {
  const c = loadReviewCase(FIXTURES, name);
  edit?.(c);
  return runReviewCase(c).findings.find((f) => f.code === code);
}

describe("pharmacogenomic results for a drug already being taken (review 13, pharmacogenomics)", () => {
  it("01: DPYD*2A on full-dose capecitabine with mouth ulcers and diarrhoea: withhold now, not 'before the first dose'", () => {
    const f = finding("01-dpyd-capecitabine", "dpyd-fluoropyrimidine");
    expect(f?.nextSteps[0]).toMatch(/^Withhold capecitabine .* now/);
    expect(f?.nextSteps.join(" ")).not.toMatch(/before the first dose/);
    expect(f?.nextSteps.join(" ")).toMatch(/full blood count urgently/);
    expect(f?.patient).toMatch(/Do not take the next dose/);
    expect(f?.patient).toMatch(/fever or shivers/);
  });

  it("01: without toxicity in the notes the CPIC dose advice stands", () => {
    const f = finding("01-dpyd-capecitabine", "dpyd-fluoropyrimidine", (c) => {
      c.data.additionalContext = "Cycle 1 planned.";
    });
    expect(f?.nextSteps[0]).toMatch(/50% of the standard dose/);
  });

  it("05: HLA-B*57:01 on Triumeq: the patient is told to contact the clinic today, not to stop all HIV treatment, and the warning signs", () => {
    const f = finding("05-hla-b5701-abacavir", "hla-b5701-abacavir");
    expect(f?.patient).toMatch(/Contact your HIV clinic today/);
    expect(f?.patient).toMatch(/Do not stop all your HIV treatment/);
    expect(f?.patient).toMatch(/Never take abacavir again/);
    expect(f?.nextSteps.join(" ")).toMatch(/without interrupting antiretroviral treatment/);
  });

  it("06: HLA-B*58:01 with a new rash on allopurinol in CKD: stop now and same-day assessment", () => {
    const f = finding("06-hla-b5801-allopurinol-ckd", "hla-b5801-allopurinol");
    expect(f?.nextSteps[0]).toMatch(/^Stop Allopurinol .* now/i);
    expect(f?.clinician).toMatch(/Reduced kidney function/);
    expect(f?.patient).toMatch(/Stop allopurinol today/);
    expect(f?.evidenceIds).toEqual(
      expect.arrayContaining(["medsafe-2010-allopurinol-rash", "ramasamy-2013-allopurinol-hypersensitivity"]),
    );
  });

  it("06: a rash that is denied does not count", () => {
    const f = finding("06-hla-b5801-allopurinol-ckd", "hla-b5801-allopurinol", (c) => {
      c.data.additionalContext = "Han Chinese ancestry. No rash.";
    });
    expect(f?.patient).not.toMatch(/Stop allopurinol today/);
  });
});
