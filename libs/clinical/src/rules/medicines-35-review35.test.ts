import { describe, expect, it } from "vitest";
import { finding, reviewFolder } from "../testing/review-case.ts";

/*
 * Review 35, medicines-35: clozapine and phenytoin monitoring on UK records, serotonin toxicity signs.
 * Found and changed:
 * - 01: neutrophils of 0.8 at a Leeds clozapine clinic (CPMS registered) led with the US label's
 *   moderate-neutropenia band and named the UK/EU red result second; on a UK/EU record the red result
 *   now leads (stop at once, daily blood count, inform the psychiatrist, haematology advice) and the
 *   label's band follows, so the instruction is said once.
 * - 04: sertraline with tramadol, the notes recording sweating, a tremor, jerking and ankle clonus,
 *   quoted "sweating" alone; every sign stated is now quoted, and the patient is told of each.
 * Pinned: 03 (phenytoin 16 mg/L with albumin 24 g/L, unsteady with nystagmus: the Winter-Tozer
 * estimate from an albumin in g/L, about 27.6 mg/L, with the toxicity signs named).
 */
const { run } = reviewFolder(new URL("./fixtures/medicines-35-review35/", import.meta.url));

describe("medicines monitoring (review 35, medicines-35)", () => {
  it("01: a UK clozapine count of 0.8 leads with the UK/EU red result", () => {
    const r = run("01-uk-clozapine-neutrophils-0-8-ehr");
    const f = finding(r, "clozapine-neutropenia");
    expect(f?.severity).toBe("high");
    expect(f?.clinician).toMatch(/on clozapine \(clozapine 300 mg\): a red result under the UK\/EU monitoring schemes/);
    expect(f?.clinician).toContain("the clozapine label also interrupts it (moderate neutropenia, below 1 10^9/L)");
    expect(f?.clinician.match(/red result/g)).toHaveLength(1);
    expect(f?.nextSteps).toContain(
      "Stop clozapine now (UK/EU red result, neutrophils below 1.5 10^9/L), inform the psychiatrist and seek haematology advice; full blood count daily while red",
    );
    expect(f?.evidenceIds).toEqual(["clozaril-label-neutropenia", "nhs-clozapine-red-result"]);
  });

  it("03: phenytoin with a low albumin in g/L is corrected and read with the signs of toxicity", () => {
    const f = finding(run("03-uk-phenytoin-low-albumin-gl-labs"), "phenytoin-level");
    expect(f?.severity).toBe("high");
    expect(f?.clinician).toContain("the Winter-Tozer estimate at normal albumin is about 27.6 mg/L");
    expect(f?.clinician).toContain("The notes record unsteady, nystagmus, which fit phenytoin toxicity");
  });

  it("04: every stated sign of serotonin toxicity is quoted, not only the first", () => {
    const f = finding(run("04-uk-sertraline-tramadol-signs-ehr"), "serotonin-toxicity-combination");
    expect(f?.severity).toBe("high");
    expect(f?.clinician).toContain('The notes record "sweating", "tremor", "jerking" and "clonus"');
    expect(f?.patient).toContain("The sweating, shaking and twitching or jerking mentioned in your notes");
  });
});
