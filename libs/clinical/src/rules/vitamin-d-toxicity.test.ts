import { labTestSchema, patientContextSchema } from "@hds/contracts";
import { describe, expect, it } from "vitest";
import { analyzeLabResults } from "../pipeline.ts";

const NOW = { now: new Date("2026-11-22T00:00:00Z") };
type Lab = { name: string; value: string; unit: string; referenceRange: string; flag?: string; date?: string };
type Med = { name: string; dosage?: string; frequency?: string };

const vitd = (value: string): Lab => ({ name: "25-OH Vitamin D", value, unit: "nmol/L", referenceRange: "50-175" });
const calcium = (value: string): Lab => ({
  name: "Adjusted Calcium",
  value,
  unit: "mmol/L",
  referenceRange: "2.2-2.6",
});
const PTH_LOW: Lab = { name: "PTH", value: "0.6", unit: "pmol/L", referenceRange: "1.6-6.9", flag: "low" };
const EGFR: Lab = { name: "eGFR", value: "48", unit: "mL/min/1.73m2", referenceRange: ">60" };
const SUPPLEMENTS: Med[] = [
  { name: "Colecalciferol 50,000 IU", frequency: "daily (meant to be monthly)" },
  { name: "Calcium carbonate", dosage: "1.5 g", frequency: "daily" },
];

function run(
  labs: Lab[],
  medications: Med[] = SUPPLEMENTS,
  clinicalNotes = "Constipation, thirst, low mood, 3 weeks.",
) {
  return analyzeLabResults(
    labs.map((l) => labTestSchema.parse({ date: "2026-11-12", ...l })),
    patientContextSchema.parse({ age: 63, gender: "F", medications, clinicalNotes }),
    NOW,
  );
}
const find = (r: ReturnType<typeof run>, code: string) => r.findings.find((f) => f.code === code);

describe("vitamin D toxicity (review case L6)", () => {
  const L6 = [vitd("520"), calcium("3.08"), PTH_LOW, EGFR];

  it("names the toxicity and the supplements, stops them, and asks for same-day assessment", () => {
    const f = find(run(L6), "vitamin-d-toxicity");
    expect(f?.severity).toBe("critical");
    expect(f?.clinician).toMatch(/above 150 ng\/mL \(375 nmol\/L\), the hallmark of vitamin D toxicity/);
    expect(f?.clinician).toMatch(/on colecalciferol 50,000 IU and calcium carbonate/);
    expect(f?.nextSteps[0]).toMatch(/^Stop vitamin D and calcium supplements/);
    expect(f?.nextSteps.join(" ")).toMatch(/Same-day assessment/);
    expect(f?.evidenceIds).toEqual([
      "marcinowska-2018-vitamin-d-toxicity",
      "sfe-2016-acute-hypercalcaemia",
      "rcem-hypercalcaemia-treatment",
    ]);
  });

  it("does not blame the parathyroid or ask for myeloma tests on the calcium it explains", () => {
    const r = run(L6);
    expect(find(r, "hypercalcaemia")?.patient).not.toMatch(/overactive parathyroid/);
    expect(find(r, "hypercalcaemia")?.patient).toMatch(/very high vitamin D level is the likely cause/);
    expect(find(r, "myeloma-investigations")).toBeUndefined();
  });

  it("still asks for myeloma tests with anaemia, which the toxicity does not explain", () => {
    const hb: Lab = { name: "Haemoglobin", value: "9.8", unit: "g/dL", referenceRange: "12-15" };
    expect(find(run([...L6, hb]), "myeloma-investigations")).toBeDefined();
  });

  it("is high, not critical, without symptoms or below 3.0 mmol/L; moderate on supplements with normal calcium", () => {
    expect(find(run(L6, SUPPLEMENTS, "Routine review, feels well."), "vitamin-d-toxicity")?.severity).toBe("high");
    expect(find(run([vitd("520"), calcium("2.8")]), "vitamin-d-toxicity")?.severity).toBe("high");
    expect(find(run([vitd("420"), calcium("2.4")]), "vitamin-d-toxicity")?.severity).toBe("moderate");
  });

  it("says nothing below 375 nmol/L, or with a toxic level and neither a high calcium nor a supplement", () => {
    expect(find(run([vitd("300"), calcium("3.08")]), "vitamin-d-toxicity")).toBeUndefined();
    expect(find(run([vitd("420"), calcium("2.4")], []), "vitamin-d-toxicity")).toBeUndefined();
  });

  it("keeps the usual parathyroid wording when PTH is not measured and vitamin D is normal", () => {
    const f = find(run([vitd("80"), calcium("2.9")], []), "hypercalcaemia");
    expect(f?.patient).toMatch(/most common cause is an overactive parathyroid gland/);
    const suppressed = find(run([vitd("80"), calcium("2.9"), PTH_LOW], []), "hypercalcaemia");
    expect(suppressed?.patient).not.toMatch(/overactive parathyroid/);
    expect(suppressed?.patient).toMatch(/points away from the parathyroid glands/);
  });
});
