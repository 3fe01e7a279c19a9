import { healthDataSchema } from "@hds/contracts";
import { describe, expect, it } from "vitest";
import type { Finding } from "../model.ts";
import { analyzeEhr } from "../pipeline.ts";

const NOW = { now: new Date("2026-11-20T12:00:00Z") };
type Condition = { display: string; clinicalStatus: string; onsetDate?: string; code?: string };
type Med = { medication: string; status?: string; startDate?: string };

function run(opts: { conditions?: Condition[]; meds: Med[]; notes?: string; gender?: string; age?: number }) {
  const data = healthDataSchema.parse({
    patientInfo: { age: opts.age ?? 56, gender: opts.gender ?? "female" },
    pastMedicalHistory: opts.conditions ?? [],
    medications: opts.meds.map((m) => ({ status: "active", ...m })),
    ...(opts.notes ? { additionalContext: opts.notes } : {}),
  });
  return analyzeEhr(data, NOW);
}
const find = (r: { findings: readonly Finding[] }, code: string) => r.findings.find((f) => f.code === code);

// Review 10, women's health case hrt-vte-breastca-56f.
const BREAST = {
  display: "Malignant neoplasm of left breast, ER positive",
  clinicalStatus: "remission",
  onsetDate: "2021-06",
  code: "C50.912",
};
const PE = {
  display: "Deep vein thrombosis of left leg with pulmonary embolism",
  clinicalStatus: "resolved",
  onsetDate: "2019-03",
  code: "I26.99",
};
const KLIOFEM = {
  medication: "Estradiol 2 mg / norethisterone acetate 1 mg tablet (Kliofem)",
  startDate: "2026-09-01",
};
const ANASTROZOLE = { medication: "Anastrozole 1 mg tablet", startDate: "2021-11-01" };
const NOTES = "Previous unprovoked PE in 2019, completed 6 months of anticoagulation. On anastrozole.";

describe("systemic HRT after breast cancer", () => {
  it("rates oral HRT with breast cancer on an aromatase inhibitor high, and names the aromatase inhibitor", () => {
    const f = find(
      run({ conditions: [BREAST, PE], meds: [KLIOFEM, ANASTROZOLE], notes: NOTES }),
      "hrt-after-breast-cancer",
    );
    expect(f?.severity).toBe("high");
    expect(f?.clinician).toMatch(/not offered routinely after breast cancer/);
    expect(f?.clinician).toMatch(/works directly against anastrozole/);
    expect(f?.nextSteps.join(" ")).toMatch(/breast or oncology team/);
    expect(f?.nextSteps.join(" ")).toMatch(/non-hormonal options/);
    expect(f?.patient).toMatch(/works against your anastrozole/);
    expect(f?.evidenceIds).toContain("nice-ng101-breast-cancer-menopause");
  });

  it("also fires for transdermal HRT, and for tamoxifen without a recorded cancer", () => {
    const patch = run({ conditions: [BREAST], meds: [{ medication: "Estradiol 50 micrograms/24h patch (Evorel)" }] });
    expect(find(patch, "hrt-after-breast-cancer")?.severity).toBe("high");
    const tam = find(
      run({ meds: [{ medication: "Estradiol 1 mg tablets (HRT)" }, { medication: "Tamoxifen 20 mg" }] }),
      "hrt-after-breast-cancer",
    );
    expect(tam?.clinician).toMatch(/against tamoxifen/);
    expect(tam?.clinician).toMatch(/SSRIs are not used/);
  });

  it("stays quiet for vaginal oestrogen, for HRT without breast cancer, and for a relative's breast cancer", () => {
    const vaginal = run({ conditions: [BREAST], meds: [{ medication: "Estradiol 10 microgram vaginal tablets" }] });
    expect(find(vaginal, "hrt-after-breast-cancer")).toBeUndefined();
    expect(find(run({ meds: [KLIOFEM] }), "hrt-after-breast-cancer")).toBeUndefined();
    const relative = run({
      conditions: [{ display: "Family history of breast cancer (mother)", clinicalStatus: "active" }],
      meds: [KLIOFEM],
    });
    expect(find(relative, "hrt-after-breast-cancer")).toBeUndefined();
  });
});

describe("HRT after a previous venous thromboembolism", () => {
  it("does not say the clot happened on HRT when it predates the HRT, and asks for haematology advice after an unprovoked one", () => {
    const f = find(run({ conditions: [BREAST, PE], meds: [KLIOFEM, ANASTROZOLE], notes: NOTES }), "thrombophilia-hrt");
    expect(f?.severity).toBe("high");
    expect(f?.clinician).toMatch(/\(resolved\) before starting estradiol/);
    expect(f?.clinician).not.toMatch(/while taking/);
    expect(f?.nextSteps.join(" ")).toMatch(/haematology advice before continuing HRT after the unprovoked VTE/);
    expect(f?.patient).not.toMatch(/Do not stop your HRT/);
  });

  it("says 'while taking' when the clot came after the HRT started, and asks for no haematology advice for a provoked clot", () => {
    const onHrt = { ...PE, onsetDate: "2026-10-15" };
    const f = find(run({ conditions: [onHrt], meds: [KLIOFEM], notes: "PE after hip surgery." }), "thrombophilia-hrt");
    expect(f?.clinician).toMatch(/while taking estradiol/);
    expect(f?.severity).toBe("moderate");
    expect(f?.nextSteps.join(" ")).not.toMatch(/ha?ematology/);
  });
});
