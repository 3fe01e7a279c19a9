import { describe, expect, it } from "vitest";
import { reviewFolder } from "../testing/review-case.ts";

const { run } = reviewFolder(new URL("./fixtures/messy-labs-review12/", import.meta.url));

describe("a trend point converted from another unit (review 12, messy labs 13)", () => {
  it("is shown with the newest result's decimals, not as 37.84 mg/dL", () => {
    const text = run("13-glucose-mg-dl-lower").result.clinicianResponse;
    expect(text).toContain("(38 → 38 mg/dL since 2026-11)");
    expect(text).not.toContain("37.84");
  });
});

describe("a qualitative positive flagged high (review 12, serology)", () => {
  const r = run("serology-qualitative-positives-flagged-high");
  const generic = (title: string) => r.findings.find((f) => f.code === "lab-high" && f.title.startsWith(title));

  it("reads as reactive, detected or positive, not as above a reference range", () => {
    expect(generic("Mycoplasma")?.title).toBe("Mycoplasma pneumoniae antibody reactive");
    expect(generic("Mycoplasma")?.clinician).toContain("is reactive (expected negative)");
    expect(generic("Parvovirus")?.clinician).toContain("Parvovirus B19 IgM on 2026-11-19 is detected");
    expect(generic("Protein, urine")?.clinician).toContain("2+ on 2026-11-19 is positive (reference negative)");
    for (const f of r.findings.filter((x) => x.code === "lab-high")) {
      expect(f.clinician).not.toContain("above the reference range");
      expect(f.patient).not.toContain("higher than the usual range");
    }
  });

  it("tells the patient the test was positive", () => {
    expect(generic("Lyme")?.patient).toContain("was positive");
    expect(r.result.patientResponse).not.toContain("higher than the usual range");
  });
});

describe("thresholds are printed in the unit of the result (review 12, haematology 16, 07, 06)", () => {
  it("gives the B12 deficiency cut-off in ng/L beside a result in ng/L", () => {
    const text = run("haematology-16-b12-low-neuro-metformin-ppi").result.clinicianResponse;
    expect(text).toContain("B12 below 200 ng/L, consistent with deficiency");
    expect(text).not.toContain("pg/mL");
  });

  it("gives the platelet critical limit in 10^9/L beside platelets in 10^9/L", () => {
    const r = run("haematology-07b-platelets-critical-flag-no-clumps");
    const f = r.findings.find((x) => x.title.startsWith("Platelet count flagged critical"));
    expect(f?.clinician).toContain("critical limit (below 20 10^9/L)");
    expect(r.result.clinicianResponse).not.toContain("10^3/µL");
  });

  it("gives the ferritin cut-off in µg/L beside ferritin in µg/L", () => {
    const text = run("haematology-06-thrombocytosis-iron-deficiency").result.clinicianResponse;
    expect(text).toContain("ferritin below 45 µg/L in anaemia");
    expect(text).not.toContain("45 ng/mL");
  });
});
