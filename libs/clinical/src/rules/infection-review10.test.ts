import { healthDataSchema } from "@hds/contracts";
import { describe, expect, it } from "vitest";
import { analyzeEhr } from "../pipeline.ts";

interface Lab {
  display: string;
  value: string;
  unit?: string;
  referenceRange?: string;
  interpretation?: string;
  date?: string;
}

interface Case {
  labs: Lab[];
  age?: number;
  gender?: string;
  meds?: { medication: string; status?: string; startDate?: string }[];
  conditions?: string[];
  notes?: string;
}

function run({ labs, age = 40, gender = "male", meds = [], conditions = [], notes }: Case) {
  const data = healthDataSchema.parse({
    patientInfo: { age, gender },
    recentAbnormalLabs: labs.map((l) => ({ unit: "", date: "2026-11-12", ...l })),
    medications: meds.map((m) => ({ status: "active", ...m })),
    pastMedicalHistory: conditions.map((display) => ({ display, clinicalStatus: "active" })),
    additionalContext: notes,
  });
  return analyzeEhr(data, { now: new Date("2026-11-20T12:00:00Z") });
}

const find = (c: Case, code: string) => run(c).findings.find((f) => f.code === code);

const SCREEN = { display: "HIV-1/2 Ag/Ab combination immunoassay", value: "Reactive", referenceRange: "Non-reactive" };
const CD4 = (value: string) => ({
  display: "CD4+ T cells, absolute",
  value,
  unit: "cells/uL",
  referenceRange: "500-1500",
});
const VL = {
  display: "HIV-1 RNA, quantitative (viral load)",
  value: "86,400",
  unit: "copies/mL",
  referenceRange: "<20",
};

describe("confirmed HIV with CD4 below 200 (review10 infection-haem #3)", () => {
  it("is high: start ART and Pneumocystis prophylaxis, with the record's diagnosis and thrush", () => {
    const f = find(
      {
        labs: [SCREEN, VL, CD4("180")],
        conditions: ["HIV-1 infection, newly diagnosed"],
        notes: "Oral thrush noted on exam. Not yet on antiretrovirals. Not on any prophylaxis.",
      },
      "hiv-advanced-cd4-below-200",
    );
    expect(f?.severity).toBe("high");
    expect(f?.clinician).toContain("CD4+ T cells, absolute 180");
    expect(f?.clinician).toContain("oral thrush in the notes");
    expect(f?.nextSteps.join(" ")).toMatch(/start antiretroviral therapy immediately/);
    expect(f?.nextSteps.join(" ")).toMatch(/Pneumocystis prophylaxis with trimethoprim-sulfamethoxazole/);
    expect(f?.evidenceIds).toEqual(["dhhs-art-initiation", "nih-oi-pcp-prophylaxis"]);
    expect(f?.patient).toContain("daily antibiotic tablet");
  });

  it("adds toxoplasma cover with a positive Toxoplasma IgG and CD4 below 100", () => {
    const f = find(
      {
        labs: [VL, CD4("85"), { display: "Toxoplasma IgG", value: "Positive", referenceRange: "Negative" }],
        conditions: ["HIV infection, confirmed"],
      },
      "hiv-advanced-cd4-below-200",
    );
    expect(f?.clinician).toContain("also prevents toxoplasmic encephalitis");
    expect(f?.nextSteps.join(" ")).toMatch(/double-strength/);
    expect(f?.patient).toContain("an infection of the brain");
  });

  it("reads a positive screen with a detectable viral load as confirmed, and keeps the screen caveat off", () => {
    const result = run({ labs: [SCREEN, VL, CD4("150")] });
    expect(result.findings.some((f) => f.code === "hiv-advanced-cd4-below-200")).toBe(true);
    expect(result.findings.some((f) => f.code === "hiv-screen-reactive")).toBe(false);
    const text = result.findings.map((f) => `${f.clinician} ${f.patient}`).join(" ");
    expect(text).not.toMatch(/screening result, not a diagnosis/);
  });

  it("keeps the caveat for a single reactive screen with nothing confirming it", () => {
    const result = run({ labs: [SCREEN] });
    expect(result.findings.some((f) => f.code === "hiv-screen-reactive")).toBe(true);
    expect(result.findings.some((f) => f.code === "hiv-advanced-cd4-below-200")).toBe(false);
  });

  it("says nothing at CD4 200 or more, and drops the prophylaxis step when co-trimoxazole is taken", () => {
    const conditions = ["HIV infection"];
    expect(find({ labs: [CD4("350")], conditions }, "hiv-advanced-cd4-below-200")).toBeUndefined();
    const f = find(
      { labs: [CD4("120")], conditions, meds: [{ medication: "Co-trimoxazole 960 mg daily" }] },
      "hiv-advanced-cd4-below-200",
    );
    expect(f?.nextSteps.join(" ")).not.toMatch(/Start Pneumocystis prophylaxis/);
  });
});

const RPR = (value: string, date: string) => ({ display: "RPR titre", value, referenceRange: "Non-reactive", date });
const TREP = { display: "Syphilis antibody (treponemal, CLIA)", value: "Reactive", referenceRange: "Non-reactive" };

describe("syphilis after documented treatment (review10 infection-haem #4)", () => {
  const treated = "Treated with benzathine penicillin G 2.4 million units IM once, October 2024. No symptoms.";

  it("reads a fourfold fall since treatment as an adequate response, with no retreatment", () => {
    const result = run({
      labs: [
        TREP,
        RPR("1:2", "2026-11-12"),
        RPR("1:2", "2026-05-10"),
        RPR("1:4", "2025-11-08"),
        RPR("1:64", "2024-10-02"),
      ],
      conditions: ["Secondary syphilis, treated October 2024"],
      notes: treated,
    });
    const f = result.findings.find((x) => x.code === "syphilis-treated-adequate-response");
    expect(f?.severity).toBe("low");
    expect(f?.clinician).toContain("1:64 (2024-10-02) → 1:4 (2025-11-08) → 1:2 (2026-05-10) → 1:2 (2026-11-12)");
    expect(f?.clinician).toContain("32-fold lower");
    expect(result.findings.some((x) => x.code === "syphilis-serology-reactive")).toBe(false);
    const text = result.findings.map((x) => `${x.clinician} ${x.patient} ${x.nextSteps.join(" ")}`).join(" ");
    expect(text).not.toMatch(/treat with benzathine penicillin/i);
  });

  it("still calls for treatment without a documented, dated treatment", () => {
    const result = run({ labs: [TREP, RPR("1:4", "2026-11-12"), RPR("1:64", "2024-10-02")] });
    expect(result.findings.some((x) => x.code === "syphilis-serology-reactive")).toBe(true);
    expect(result.findings.some((x) => x.code === "syphilis-treated-adequate-response")).toBe(false);
  });

  it("does not call a titre that fell less than fourfold, or rose fourfold again, adequate", () => {
    const notes = treated;
    const small = run({ labs: [TREP, RPR("1:32", "2026-11-12"), RPR("1:64", "2024-10-02")], notes });
    expect(small.findings.some((x) => x.code === "syphilis-treated-adequate-response")).toBe(false);
    const rise = run({
      labs: [TREP, RPR("1:16", "2026-11-12"), RPR("1:2", "2025-11-08"), RPR("1:128", "2024-10-02")],
      notes,
    });
    expect(rise.findings.some((x) => x.code === "syphilis-treated-adequate-response")).toBe(false);
    expect(rise.findings.some((x) => x.code === "syphilis-serology-reactive")).toBe(true);
  });
});

const QFT = { display: "QuantiFERON-TB Gold Plus", value: "Positive", referenceRange: "Negative" };

describe("positive IGRA with a TNF inhibitor (review10 infection-haem #5)", () => {
  it("is high before a planned adalimumab: exclude active TB, treat latent TB first", () => {
    const f = find(
      {
        labs: [QFT],
        meds: [{ medication: "Adalimumab 40 mg SC every 2 weeks", status: "on-hold", startDate: "2026-12-01" }],
        notes: "Plan to start adalimumab; chest X-ray clear, no cough, fever or weight loss.",
      },
      "latent-tb-before-anti-tnf",
    );
    expect(f?.severity).toBe("high");
    expect(f?.clinician).toContain("QuantiFERON-TB Gold Plus Positive");
    expect(f?.clinician).toContain("chest x-ray clear");
    expect(f?.nextSteps.join(" ")).toMatch(/at least 1 month of latent TB treatment/);
    expect(f?.patient).toContain("Medicines like adalimumab");
    expect(f?.evidenceIds).toEqual(["acr-2015-ra", "cdc-ntca-2020-ltbi"]);
  });

  it("reads an anti-TNF named only in the notes, and not a negative test or no biologic", () => {
    expect(find({ labs: [QFT], notes: "Infliximab planned next month." }, "latent-tb-before-anti-tnf")).toBeDefined();
    expect(
      find(
        { labs: [{ ...QFT, value: "Negative" }], meds: [{ medication: "Etanercept 50 mg" }] },
        "latent-tb-before-anti-tnf",
      ),
    ).toBeUndefined();
    expect(find({ labs: [QFT], meds: [{ medication: "Ramipril 5 mg" }] }, "latent-tb-before-anti-tnf")).toBeUndefined();
  });
});
