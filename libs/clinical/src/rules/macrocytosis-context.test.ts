import { healthDataSchema } from "@hds/contracts";
import { describe, expect, it } from "vitest";
import { analyzeEhr } from "../pipeline.ts";
import { loadReviewCase, runReviewCase } from "../testing/review-case.ts";

const CASES = new URL("./fixtures/rheumatology-review11/", import.meta.url);

function macrocytosis(opts: { meds?: string[]; notes?: string }) {
  const data = healthDataSchema.parse({
    patientInfo: { age: 58, gender: "female" },
    recentAbnormalLabs: [{ display: "MCV", value: "102", unit: "fL", date: "2026-11-20", referenceRange: "80-100" }],
    medications: (opts.meds ?? []).map((medication) => ({ medication, status: "active" })),
    additionalContext: opts.notes,
  });
  return analyzeEhr(data, { now: new Date("2026-11-28T00:00:00Z") }).findings.find((f) => f.code === "macrocytosis");
}

describe("macrocytosis on methotrexate and with B12/folate stated normal", () => {
  it("review 11 rheumatology case 01: names methotrexate and does not ask again for B12/folate the notes call normal", () => {
    const f = runReviewCase(loadReviewCase(CASES, "01-ra-mtx-monitoring-ok")).findings.find(
      (x) => x.code === "macrocytosis",
    );
    expect(f?.clinician).toMatch(/methotrexate\b.*?, a folate antagonist that commonly raises the MCV/i);
    expect(f?.clinician).toMatch(/notes record "b12\/folate normal"/i);
    const steps = f?.nextSteps.join(" ") ?? "";
    expect(steps).not.toMatch(/B12|folate/);
    expect(steps).toMatch(/routine methotrexate blood monitoring/);
    expect(f?.evidenceIds).toContain("baek-2025-methotrexate-macrocytosis");
  });

  it("on methotrexate without normal B12/folate in the notes, still asks for them", () => {
    const f = macrocytosis({ meds: ["Methotrexate 15 mg weekly"] });
    expect(f?.clinician).toMatch(/methotrexate/i);
    expect(f?.nextSteps.join(" ")).toMatch(/Check B12, folate, liver tests and TSH/);
  });

  it("without methotrexate or a normal result in the notes, keeps the plain work-up and cites no methotrexate source", () => {
    const f = macrocytosis({ notes: "B12 and folate pending." });
    expect(f?.clinician).not.toMatch(/methotrexate/);
    expect(f?.nextSteps.join(" ")).toMatch(/Check B12, folate, liver tests and TSH/);
    expect(f?.evidenceIds).not.toContain("baek-2025-methotrexate-macrocytosis");
  });

  it("drops B12/folate from the steps when the notes say they were normal, without naming a drug", () => {
    const f = macrocytosis({ notes: "Folate and B12 were normal in August." });
    expect(f?.nextSteps.join(" ")).not.toMatch(/B12|folate/);
    expect(f?.clinician).not.toMatch(/methotrexate/);
  });
});
