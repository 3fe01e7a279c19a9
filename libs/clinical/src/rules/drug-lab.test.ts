import { healthDataSchema } from "@hds/contracts";
import { describe, expect, it } from "vitest";
import { analyzeEhr } from "../pipeline.ts";

interface Lab {
  display: string;
  value: string;
  unit: string;
  date?: string;
  referenceRange?: string;
}

function finding(code: string, medications: string[], labs: Lab[]) {
  const data = healthDataSchema.parse({
    patientInfo: { age: 66, gender: "female" },
    recentAbnormalLabs: labs.map((l) => ({ date: "2026-10-01", ...l })),
    medications: medications.map((medication) => ({ medication, status: "active" })),
  });
  return analyzeEhr(data, { now: new Date("2026-11-22T00:00:00Z") }).findings.find((f) => f.code === code);
}

const potassium = (value: string, referenceRange?: string): Lab => ({
  display: "Potassium",
  value,
  unit: "mmol/L",
  ...(referenceRange === undefined ? {} : { referenceRange }),
});

describe("raas-hyperkalaemia", () => {
  it("does not call a potassium high that its own laboratory range calls normal", () => {
    expect(finding("raas-hyperkalaemia", ["Lisinopril 20 mg"], [potassium("5.1", "3.5-5.1")])).toBeUndefined();
  });

  it("fires above the printed upper limit, and above 5.0 when no range is printed", () => {
    expect(finding("raas-hyperkalaemia", ["Lisinopril 20 mg"], [potassium("5.2", "3.5-5.1")])).toBeDefined();
    expect(finding("raas-hyperkalaemia", ["Lisinopril 20 mg"], [potassium("5.1")])).toBeDefined();
  });

  it("names a potassium supplement among the potassium-raising medicines", () => {
    const meds = ["Lisinopril 20 mg", "Spironolactone 25 mg", "Potassium chloride ER 20 mEq"];
    const rising = ["4.6", "5.4", "5.9"].map((value, i) => ({ ...potassium(value), date: `2026-0${i + 7}-01` }));
    const found = finding("raas-hyperkalaemia", meds, rising);
    expect(found?.clinician).toContain("Potassium chloride ER 20 mEq");
    expect(found?.clinician).toContain("potassium supplements raise potassium");
    expect(finding("raas-hyperkalaemia", ["KCl 20 mEq"], [potassium("5.9")])).toBeDefined();
  });
});

describe("diuretic electrolyte rules", () => {
  it("do not call sodium or potassium low when the laboratory range calls it normal", () => {
    const sodium = { display: "Sodium", value: "134", unit: "mmol/L", referenceRange: "133-145" };
    expect(finding("diuretic-hyponatraemia", ["Hydrochlorothiazide 25 mg"], [sodium])).toBeUndefined();
    expect(finding("diuretic-hypokalaemia", ["Furosemide 40 mg"], [potassium("3.4", "3.3-5.1")])).toBeUndefined();
    expect(finding("diuretic-hypokalaemia", ["Furosemide 40 mg"], [potassium("3.2", "3.3-5.1")])).toBeDefined();
  });

  it("name the patient's own diuretics in the patient text about low sodium", () => {
    const sodium = { display: "Sodium", value: "128", unit: "mmol/L" };
    const found = finding("diuretic-hyponatraemia", ["Furosemide 40 mg", "Metolazone 2.5 mg"], [sodium]);
    expect(found?.patient).toContain("such as your furosemide and metolazone");
    expect(found?.patient).not.toContain("hydrochlorothiazide");
  });
});
