import { describe, expect, it } from "vitest";
import { loadReviewCase, runReviewCase } from "../testing/review-case.ts";

/** The psychiatry and neurology reviews' (round 12) cases, kept with the test (synthetic records). */
const PSYCH = new URL("./fixtures/psychiatry-review12/", import.meta.url);
const NEURO = new URL("./fixtures/neuro-poly-review12/", import.meta.url);

const find = (r: ReturnType<typeof runReviewCase>, code: string) => r.findings.find((f) => f.code === code);

describe("valproate with a raised ALT or low platelets (review 12b)", () => {
  it("links ALT 68 and platelets 118 to valproate with INR and dose review", () => {
    const f = find(runReviewCase(loadReviewCase(PSYCH, "08-valproate-wocbp")), "valproate-liver-platelets");
    expect(f?.severity).toBe("moderate");
    expect(f?.clinician).toMatch(/ALT 68 .*platelets 118/);
    expect(f?.nextSteps.join(" ")).toMatch(/liver tests with INR/);
    expect(f?.patient).toMatch(/do not stop valproate on your own/);
  });

  it("names a valproate level above 110 mg/L in a woman with low platelets", () => {
    const f = find(runReviewCase(loadReviewCase(NEURO, "04-valproate-lamotrigine-woman")), "valproate-liver-platelets");
    expect(f?.clinician).toMatch(/valproate level 112 .* above 110 mg\/L/);
  });

  it("names recorded liver disease with ALT 88 on valproate", () => {
    const r = runReviewCase(loadReviewCase(NEURO, "16-valproate-low-albumin-phenytoin-inducer"));
    expect(find(r, "valproate-liver-platelets")?.clinician).toMatch(/Alcohol-related liver disease is recorded/);
  });

  it("is high with platelets below 75", () => {
    const c = loadReviewCase(PSYCH, "08-valproate-wocbp");
    c.labResults[2].value = "60";
    expect(find(runReviewCase(c), "valproate-liver-platelets")?.severity).toBe("high");
  });
});

describe("valproate pregnancy prevention with a negative pregnancy test (review 12b)", () => {
  it("acknowledges the negative hCG without dropping the contraception advice", () => {
    const f = find(runReviewCase(loadReviewCase(PSYCH, "08-valproate-wocbp")), "valproate-pregnancy-prevention");
    expect(f?.severity).toBe("high");
    expect(f?.clinician).toMatch(/pregnancy test is negative \(hCG <5/);
    expect(f?.nextSteps.join(" ")).toMatch(/highly effective contraception/);
  });
});

describe("antipsychotic weight gain from weight readings (review 12b)", () => {
  it("reports 16 kg (21%) since olanzapine was started", () => {
    const f = find(runReviewCase(loadReviewCase(PSYCH, "10-olanzapine-metabolic")), "antipsychotic-weight-gain");
    expect(f?.severity).toBe("moderate");
    expect(f?.clinician).toMatch(/Weight up 16 kg \(21%\)/);
    expect(f?.nextSteps.join(" ")).toMatch(/metformin/);
  });

  it("is silent below a 7% gain", () => {
    const c = loadReviewCase(PSYCH, "10-olanzapine-metabolic");
    const vitals = c.data.vitalSigns as { display: string; value: string }[];
    for (const v of vitals) if (v.value === "92") v.value = "80";
    expect(find(runReviewCase(c), "antipsychotic-weight-gain")).toBeUndefined();
  });
});

describe("lithium named in the thyroid finding (review 12b)", () => {
  it("names lithium as the likely cause of a raised TSH, treated with levothyroxine while lithium continues", () => {
    const r = runReviewCase(loadReviewCase(PSYCH, "02-lithium-tsh-calcium"));
    const f = find(r, "subclinical-hypothyroidism");
    expect(f?.clinician).toMatch(/On lithium \(Priadel\), the likely cause/);
    expect(f?.clinician).toMatch(/treated with levothyroxine while lithium maintenance continues/);
    expect(f?.evidenceIds).toContain("jclinpsych-1999-lithium-subclinical-hypothyroidism");
    expect(f?.patient).toMatch(/Lithium often causes this/);
    expect(find(r, "hypercalcaemia")?.clinician).toMatch(/On Priadel: lithium is associated with hypercalcaemia/);
  });
});
