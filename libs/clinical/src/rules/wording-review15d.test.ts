import { labTestSchema, patientContextSchema } from "@hds/contracts";
import { describe, expect, it } from "vitest";
import type { Finding } from "../model.ts";
import { analyzeLabResults } from "../pipeline.ts";
import { loadReviewCase, runReviewCase } from "../testing/review-case.ts";

/** Review 15 (wording, d): report sentences that did not fit the record (synthetic records). */
const CRITICAL = new URL("./fixtures/critical-values-review15c/", import.meta.url);
const US = new URL("./fixtures/us-units-review15c/", import.meta.url);
const find = (r: { findings: readonly Finding[] }, code: string) => r.findings.find((f) => f.code === code);
const NOW = { now: new Date("2026-11-20T12:00:00Z") };

function run(labs: object[], meds: string[] = [], conditions: string[] = [], extra: object = {}) {
  return analyzeLabResults(
    labs.map((l) => labTestSchema.parse({ date: "2026-11-20T08:00:00Z", ...l })),
    patientContextSchema.parse({
      age: 60,
      gender: "male",
      medications: meds.map((name) => ({ name, dosage: "1", frequency: "daily" })),
      conditions: conditions.map((name) => ({ name, status: "active" })),
      ...extra,
    }),
    NOW,
  );
}
const glucose = (value: string) => ({ name: "Glucose", value, unit: "mmol/L", referenceRange: "3.5-7.8" });
const lowGlucoseLine = (r: { findings: readonly Finding[] }) =>
  r.findings.find((f) => f.code === "lab-low" && /glucose/i.test(f.title));

describe("low glucose meaning fits the medicines recorded", () => {
  it("names insulin glargine as one medicine", () => {
    const f = lowGlucoseLine(run([glucose("3.3")], ["Insulin glargine"], ["Type 1 diabetes"]));
    expect(f?.patient).toContain("diabetes medicines such as your insulin glargine");
    expect(f?.patient).not.toMatch(/insulin and glargine/);
  });

  it("names a sulfonylurea as taken", () => {
    const f = lowGlucoseLine(run([glucose("3.3")], ["Gliclazide 80 mg"], ["Type 2 diabetes"]));
    expect(f?.patient).toContain("most often caused by diabetes medicines such as your gliclazide");
  });

  it("with no medicines listed, speaks of people who take insulin or a sulfonylurea, not of theirs", () => {
    const f = lowGlucoseLine(run([glucose("3.3")]));
    expect(f?.patient).toContain("insulin or some diabetes tablets (sulfonylureas), in people who take them");
    expect(f?.patient).not.toMatch(/caused by diabetes medicines/);
  });

  it("on metformin alone, does not put the low down to the patient's diabetes medicine", () => {
    const f = lowGlucoseLine(run([glucose("3.3")], ["Metformin 500 mg"], ["Type 2 diabetes"]));
    expect(f?.patient).toContain("in people who take them");
    expect(f?.patient).not.toMatch(/such as your/);
  });

  it("other medicines only: the cause is left out", () => {
    const f = lowGlucoseLine(run([glucose("3.3")], ["Amlodipine 5 mg"]));
    expect(f?.patient).not.toMatch(/caused by/);
  });
});

describe("high calcium with a past cancer names recurrence first (critical-values 05)", () => {
  it("names bone metastases and PTHrP, with the tests, for a resolved breast cancer and suppressed PTH", () => {
    const f = find(runReviewCase(loadReviewCase(CRITICAL, "05-calcium-3-4-breast-cancer")), "hypercalcaemia");
    expect(f?.severity).toBe("critical");
    expect(f?.clinician).toMatch(/past breast cancer in the record, recurrent cancer is the cause to look for first/);
    expect(f?.clinician).toMatch(/bone metastases/);
    expect(f?.clinician).toMatch(/PTH-related protein \(PTHrP\)/);
    expect(f?.nextSteps.join(" ")).toMatch(/Measure PTH-related protein \(PTHrP\) and image for bone metastases/);
    expect(f?.patient).toMatch(/Because you have had breast cancer/);
    expect(f?.evidenceIds).toContain("sternlicht-2015-hypercalcaemia-malignancy");
  });

  const adjusted = { name: "Adjusted calcium", value: "2.9", unit: "mmol/L", referenceRange: "2.2-2.6" };
  const calcium = [adjusted, { name: "PTH", value: "1.0", unit: "pmol/L", referenceRange: "1.6-6.9" }];
  const past = (name: string) => ({ conditions: [{ name, status: "resolved" }] });

  it("stays with the general wording without a past cancer, or for a basal cell carcinoma", () => {
    for (const r of [run(calcium), run(calcium, [], [], past("Basal cell carcinoma"))]) {
      const f = find(r, "hypercalcaemia");
      expect(f?.clinician).toMatch(/pointing to a PTH-independent cause such as malignancy or vitamin D excess/);
      expect(f?.clinician).not.toMatch(/recurrent cancer/);
    }
  });

  it("does not apply when PTH points to the parathyroid glands", () => {
    const high = [adjusted, { name: "PTH", value: "9.5", unit: "pmol/L", referenceRange: "1.6-6.9" }];
    const f = find(run(high, [], [], past("Breast cancer")), "hypercalcaemia");
    expect(f?.clinician).toMatch(/PTH-dependent hypercalcaemia/);
    expect(f?.clinician).not.toMatch(/recurrent cancer/);
  });
});

describe("modest ALT rise on a statin beside fatty liver: the statin carries on (us-units 10)", () => {
  it("Crestor with ALT 88 (2× the limit) and a BMI of 33: continue the statin and recheck", () => {
    const f = find(runReviewCase(loadReviewCase(US, "10-liver-statin")), "masld-risk");
    // A US record reads the AASLD 2023 statin advice, not NICE's threshold (review 35, liver-35 case 04).
    expect(f?.clinician).toMatch(
      /On Crestor: ALT at 2× the upper limit is not a reason to stop the statin, which AASLD 2023/,
    );
    expect(f?.patient).toMatch(/not a reason to stop your statin/);
    expect(f?.nextSteps).toContain("Continue the statin and recheck ALT");
    expect(f?.evidenceIds).not.toContain("nice-cg181-lipid-modification");
  });

  const alt = (value: string) => ({ name: "ALT", value, unit: "U/L", referenceRange: "0-40" });
  const diabetes = ["Type 2 diabetes"];

  it("says nothing of a statin when none is taken, or when ALT is 3 times the limit or more", () => {
    expect(find(run([alt("90")], [], diabetes), "masld-risk")?.clinician).not.toMatch(/statin/);
    const high = run([alt("130")], ["Atorvastatin 20 mg"], diabetes);
    expect(find(high, "masld-risk")?.clinician ?? "").not.toMatch(/not a reason to stop/);
  });

  it("is said once: statin-alt-elevated stays silent beside diabetes", () => {
    const r = run([alt("90")], ["Atorvastatin 20 mg"], diabetes);
    expect(find(r, "statin-alt-elevated")).toBeUndefined();
    expect(find(r, "masld-risk")?.clinician).toMatch(/On atorvastatin 20 mg: ALT at 2\.3× the upper limit/i);
  });
});

describe("a test not performed is said so (us-units 12)", () => {
  it("TNP magnesium: the test was not performed", () => {
    const f = runReviewCase(loadReviewCase(US, "12-odd-values")).findings.find(
      (x) => x.code === "lab-not-comparable" && /magnesium/i.test(x.title),
    );
    expect(f?.patient).toContain("because the test was not performed");
    expect(f?.patient).not.toMatch(/not written as a number/);
    expect(f?.clinician).toMatch(/reported the test as not performed/);
  });

  it.each(["Test not performed", "not done", "NOT PERFORMED - haemolysed"])("%s", (value) => {
    const f = find(
      run([{ name: "Magnesium", value, unit: "mmol/L", referenceRange: "0.7-1.0" }]),
      "lab-not-comparable",
    );
    expect(f?.patient).toContain("because the test was not performed");
  });

  it("other words still read as not a number", () => {
    const f = find(
      run([{ name: "Magnesium", value: "See comment", unit: "mmol/L", referenceRange: "0.7-1.0" }]),
      "lab-not-comparable",
    );
    expect(f?.patient).toContain("not written as a number");
  });
});
