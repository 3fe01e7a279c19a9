import { describe, expect, it } from "vitest";
import { rangePhaseOf } from "../parse/range.ts";
import { clinicianText, finding, reviewFolder } from "../testing/review-case.ts";

const { run } = reviewFolder(new URL("./fixtures/notes-2-review17/", import.meta.url));

describe("notes read outside the rules get the shorthand written out (review 17, notes-2)", () => {
  it("01: '16/52 pregnant' is a current pregnancy, so no eGFR is calculated from the creatinine", () => {
    const text = clinicianText(run("01-pregnant-16-52-creatinine-no-egfr"));
    expect(text).toMatch(/No eGFR was calculated from the creatinine because a current pregnancy is recorded/);
    expect(text).not.toMatch(/eGFR was calculated from creatinine, age and sex/);
  });

  it("02: 'No h/o diuretic use' rules water pills out of the causes of a low potassium", () => {
    const low = finding(run("02-no-ho-diuretic-low-potassium"), "lab-low");
    expect(low?.clinician).toMatch(/A low value can come from vomiting or diarrhoea;/);
    expect(low?.clinician).not.toMatch(/water pills/);
    expect(low?.patient).not.toMatch(/water pills/);
  });

  it("03 (control): 'urine hCG -ve', 'LMP 2/52 ago' and a dated visit are no pregnancy: the eGFR is calculated", () => {
    const text = clinicianText(run("03-hcg-negative-dysuria-egfr-kept"));
    expect(text).toMatch(/eGFR was calculated from creatinine, age and sex/);
    expect(text).not.toMatch(/current pregnancy/);
  });

  it("reads '12/52 pregnant' and 'LMP 14/12 ago' for a laboratory's phase-labelled range, but not dates", () => {
    expect(rangePhaseOf([], ["Antenatal. 12/52 pregnant."])).toBe("pregnant");
    expect(rangePhaseOf([], [undefined, "LMP 14/12 ago, hot flushes"])).toBe("postmenopausal");
    expect(rangePhaseOf([], ["LMP 3/12 ago"])).toBeUndefined();
    expect(rangePhaseOf([], ["Seen 12/12/2025. LMP 12/11/2026."])).toBeUndefined();
  });
});
