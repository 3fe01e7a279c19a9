import { labResultsRequestSchema } from "@hds/contracts";
import { describe, expect, it } from "vitest";
import { LAB_OVERLAY } from "../catalogue/overlay.ts";
import { analyzeLabResults } from "../pipeline.ts";

interface Lab {
  name: string;
  value: string;
  unit: string;
  referenceRange?: string;
  date?: string;
}

function run(labs: Lab[], meds: string[], notes?: string) {
  const req = labResultsRequestSchema.parse({
    webhookUrl: "https://example.org/h",
    labResults: labs.map((l) => ({ date: "2026-11-20", ...l })),
    patientContext: { age: 50, gender: "male", medications: meds.map((name) => ({ name })), clinicalNotes: notes },
  });
  return analyzeLabResults(req.labResults, req.patientContext).findings;
}

const find = (findings: ReturnType<typeof run>, code: string) => findings.find((f) => f.code === code);

const anc = (value: string, unit = "x10^9/L", date = "2026-11-20"): Lab => ({
  name: "Neutrophils",
  value,
  unit,
  referenceRange: unit === "cells/uL" ? "2000-7500" : "2.0-7.5",
  date,
});

describe("clozapine and the neutrophil count", () => {
  // Review 31 (obs-med-31): fever with neutrophils below 1.5 on clozapine is now critical (was high).
  it("flags a falling ANC with fever as critical, quoting the label's bands in the reported unit (review case L1)", () => {
    const f = find(
      run([anc("1.2"), anc("2.4", "x10^9/L", "2026-11-06")], ["Clozapine 350 mg"], "Sore throat, temp 38.3 today."),
      "clozapine-neutropenia",
    );
    expect(f?.severity).toBe("critical");
    expect(f?.clinician).toContain("down from 2.4 10^9/L");
    expect(f?.clinician).toContain("a red result under the UK/EU monitoring schemes, which stop clozapine");
    expect(f?.clinician).toContain("below 1.5 10^9/L");
    expect(f?.clinician).toContain("sore throat, temp 38.3");
    expect(f?.nextSteps.join(" ")).toMatch(/early agranulocytosis or sepsis/);
    expect(f?.nextSteps.join(" ")).toMatch(/clozapine monitoring service today/);
    expect(f?.evidenceIds).toEqual(["clozaril-label-neutropenia", "nhs-clozapine-red-result"]);
  });

  it("is critical below the label's severe threshold, read in cells per microlitre", () => {
    const f = find(run([anc("400", "cells/uL")], ["Clozaril 200 mg"]), "clozapine-neutropenia");
    expect(f?.severity).toBe("critical");
    expect(f?.clinician).toContain("below 500/µL: severe neutropenia");
  });

  it("does not flag a normal ANC, nor a normal falling one, on clozapine", () => {
    expect(find(run([anc("4.1")], ["Clozapine"]), "clozapine-neutropenia")).toBeUndefined();
    expect(
      find(run([anc("3.1"), anc("4.5", "x10^9/L", "2026-11-06")], ["Clozapine"]), "clozapine-neutropenia"),
    ).toBeUndefined();
  });

  it("does not read a denied fever as a sign of infection", () => {
    // Reported per microlitre (US style), so the US label's mild band, not the UK red result, sets the grade.
    const f = find(run([anc("1300", "cells/uL")], ["Clozapine"], "No fever, no sore throat."), "clozapine-neutropenia");
    expect(f?.severity).toBe("moderate");
    expect(f?.clinician).not.toContain("Signs of infection");
  });
});

describe("methotrexate and the blood count", () => {
  const l2: Lab[] = [
    { name: "Neutrophil count", value: "0.8", unit: "x10^9/L", referenceRange: "2.0-7.5" },
    { name: "Platelet count", value: "62", unit: "x10^3/uL", referenceRange: "150 - 450" },
    { name: "eGFR", value: "41", unit: "mL/min/1.73m2" },
  ];

  it("flags low counts on methotrexate with trimethoprim and reduced eGFR as possible toxicity (review case L2)", () => {
    const findings = run(l2, ["Methotrexate 20 mg weekly", "Trimethoprim 200 mg bd"], "Mouth ulcers and bruising.");
    const f = find(findings, "methotrexate-marrow-toxicity");
    expect(f?.severity).toBe("high");
    expect(f?.clinician).toContain("neutrophils 0.8 10^9/L");
    expect(f?.clinician).toContain("trimethoprim 200 mg bd, since trimethoprim adds an antifolate effect");
    expect(f?.clinician).toContain("eGFR 41");
    expect(f?.clinician).toContain("mouth ulcers, bruising");
    expect(f?.nextSteps.join(" ")).toMatch(/Withhold methotrexate.*same-day/);
    expect(f?.nextSteps.join(" ")).toMatch(/folinic acid/);
    expect(f?.evidenceIds).toContain("medsafe-2022-methotrexate-trimethoprim");
    expect(find(findings, "methotrexate-trimethoprim")).toBeUndefined();
  });

  it("warns of the trimethoprim interaction when counts are normal", () => {
    const f = find(
      run([anc("4.0")], ["Methotrexate 15 mg weekly", "Co-trimoxazole 960 mg bd"]),
      "methotrexate-trimethoprim",
    );
    expect(f?.severity).toBe("moderate");
    expect(f?.clinician).toContain("bone marrow suppression");
  });

  it("says nothing for methotrexate with normal counts and no interacting drug", () => {
    const findings = run(
      [anc("4.0"), { name: "Platelets", value: "250", unit: "x10^9/L", referenceRange: "150-400" }],
      ["Methotrexate 15 mg weekly", "Folic acid 5 mg weekly"],
    );
    expect(findings.filter((f) => f.code.startsWith("methotrexate"))).toEqual([]);
  });
});

describe("testosterone and the haematocrit", () => {
  it("flags a high haematocrit on testosterone gel (review case L3)", () => {
    const f = find(
      run(
        [{ name: "Haematocrit", value: "0.55", unit: "L/L", referenceRange: "0.40-0.50" }],
        ["Testogel 16.2 mg/g gel"],
      ),
      "testosterone-high-haematocrit",
    );
    // Above 54% the Endocrine Society advises withholding it (review 12): graded high.
    expect(f?.severity).toBe("high");
    expect(f?.clinician).toContain("haematocrit 0.55 L/L");
    expect(f?.nextSteps.join(" ")).toMatch(/Withhold testosterone now/);
    expect(f?.evidenceIds).toEqual([
      "testosterone-gel-label-polycythemia",
      "endocrine-society-2018-testosterone",
      "endocrine-society-testosterone-monitoring",
    ]);
  });

  it("does not flag a normal haematocrit on testosterone, nor a high one without it", () => {
    const normal = { name: "Haematocrit", value: "0.47", unit: "L/L", referenceRange: "0.40-0.50" };
    const high = { ...normal, value: "0.55" };
    expect(find(run([normal], ["Testosterone undecanoate 1000 mg"]), "testosterone-high-haematocrit")).toBeUndefined();
    expect(find(run([high], ["Amlodipine 5 mg"]), "testosterone-high-haematocrit")).toBeUndefined();
  });
});

describe("antithyroid drugs and the neutrophil count", () => {
  it("flags a low neutrophil count on carbimazole: stop and same-day assessment", () => {
    const f = find(run([anc("1.4")], ["Carbimazole 20 mg"], "Sore throat since yesterday."), "antithyroid-neutropenia");
    expect(f?.severity).toBe("high");
    expect(f?.clinician).toContain("below 1 10^9/L it is not restarted");
    expect(f?.nextSteps.join(" ")).toMatch(/Stop the antithyroid drug and arrange same-day/);
  });

  it("is critical below 1.0 ×10⁹/L and says nothing with a normal count", () => {
    expect(find(run([anc("0.6")], ["Methimazole 10 mg"]), "antithyroid-neutropenia")?.severity).toBe("critical");
    expect(find(run([anc("3.0")], ["Propylthiouracil 100 mg"]), "antithyroid-neutropenia")).toBeUndefined();
  });
});

describe("the neutrophil catalogue text", () => {
  it("states the severe threshold in both units", () => {
    expect(LAB_OVERLAY.anc?.low).toContain("below 0.5 ×10⁹/L (500 per microlitre)");
  });
});
