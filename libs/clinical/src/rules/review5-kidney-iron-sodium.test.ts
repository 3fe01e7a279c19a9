import { healthDataSchema, labTestSchema, patientContextSchema } from "@hds/contracts";
import { describe, expect, it } from "vitest";
import { analyzeEhr, analyzeLabResults } from "../pipeline.ts";

const NOW = { now: new Date("2026-11-22T00:00:00Z") };

type Lab = { name: string; value: string; unit?: string; referenceRange?: string; date?: string };

function run(labs: Lab[], context: Record<string, unknown> = {}) {
  return analyzeLabResults(
    labs.map((l) => labTestSchema.parse({ date: "2026-11-19", ...l })),
    patientContextSchema.parse({ age: 81, gender: "female", ...context }),
    NOW,
  );
}

const codes = (labs: Lab[], context: Record<string, unknown> = {}) => run(labs, context).findings.map((f) => f.code);
const finding = (code: string, labs: Lab[], context: Record<string, unknown> = {}) =>
  run(labs, context).findings.find((f) => f.code === code);
const steps = (labs: Lab[], context: Record<string, unknown> = {}) =>
  run(labs, context).findings.flatMap((f) => f.nextSteps);

const creatinine = (value: string, date: string): Lab => ({
  name: "Creatinine",
  value,
  unit: "umol/L",
  referenceRange: "45-84",
  date,
});
/** Creatinine 96 → 148 µmol/L in 3 days: acute kidney injury by KDIGO's criteria. */
const AKI = [creatinine("96", "2026-11-16"), creatinine("148", "2026-11-19")];
/** The same eGFR level, steady for months. */
const STABLE = [creatinine("146", "2026-06-10"), creatinine("148", "2026-11-19")];
const potassium = (value: string): Lab => ({ name: "Potassium", value, unit: "mmol/L", referenceRange: "3.5-5.3" });
const HFREF = { conditions: [{ name: "Heart failure with reduced ejection fraction", status: "active" }] };
const meds = (...names: string[]) => ({ medications: names.map((name) => ({ name })) });

describe("kidney rules while creatinine is rising acutely", () => {
  it("do not stage CKD from the eGFR of an acutely risen creatinine", () => {
    expect(codes(AKI)).toContain("aki-creatinine-rise");
    expect(codes(AKI)).not.toContain("ckd-stage");
  });

  it("still stage CKD when creatinine is steady", () => {
    expect(codes(STABLE)).not.toContain("aki-creatinine-rise");
    expect(finding("ckd-stage", STABLE)?.clinician).toContain("is GFR category G3b");
  });

  it("do not call an NSAID a risk in CKD from that eGFR, but still do with CKD recorded", () => {
    expect(codes(AKI, meds("Ibuprofen 400 mg"))).not.toContain("nsaid-ckd");
    expect(codes(STABLE, meds("Ibuprofen 400 mg"))).toContain("nsaid-ckd");
    const known = { ...meds("Ibuprofen 400 mg"), conditions: [{ name: "Chronic kidney disease stage 3" }] };
    expect(finding("nsaid-ckd", AKI, known)?.clinician).toContain("chronic kidney disease");
  });

  it("advise starting an SGLT2 inhibitor in HFrEF only once kidney function is stable", () => {
    // The SGLT2 inhibitor is named with the other missing HFrEF medicines (rules/hfref-pillars.ts).
    const sglt2 = "Consider dapagliflozin or empagliflozin, regardless of diabetes, if eGFR allows";
    expect(steps(AKI, HFREF)).toContain("Review the heart-failure medicines once kidney function is stable");
    expect(steps(AKI, HFREF)).not.toContain(sglt2);
    expect(steps(STABLE, HFREF)).toContain(sglt2);
  });

  it("word diabetic-kidney and albuminuria advice for after the AKI, and take no CKD from the eGFR alone", () => {
    const diabetes = { conditions: [{ name: "Type 2 diabetes" }] };
    expect(codes(AKI, diabetes)).not.toContain("sglt2i-opportunity-diabetic-kidney");
    expect(codes(STABLE, diabetes)).toContain("sglt2i-opportunity-diabetic-kidney");
    const acr: Lab = { name: "Urine albumin/creatinine ratio", value: "45", unit: "mg/mmol", date: "2026-11-19" };
    const unstable = steps([...AKI, acr], diabetes);
    expect(unstable).toContain(
      "Consider an SGLT2 inhibitor once kidney function is stable, if eGFR ≥20 and no contraindication",
    );
    expect(unstable.some((s) => s.startsWith("Once kidney function is stable, consider an ACE inhibitor or ARB"))).toBe(
      true,
    );
    const stable = steps([...STABLE, acr], diabetes);
    expect(stable).toContain("Consider an SGLT2 inhibitor if eGFR ≥20 and no contraindication");
    expect(stable.some((s) => s.startsWith("Consider an ACE inhibitor or ARB titrated"))).toBe(true);
  });
});

describe("the ECG step for a high potassium on a potassium-raising medicine", () => {
  const ramipril = meds("Ramipril 5 mg");
  const egfr: Lab = { name: "eGFR", value: "52", unit: "mL/min/1.73m2" };

  it("asks for the ECG now when potassium is 6.0 or more", () => {
    expect(steps([potassium("6.1"), egfr], ramipril)).toContain(
      "Check an ECG now (potassium 6.0 or more); review the eGFR in the record",
    );
    expect(steps([potassium("6.0")], ramipril)).toContain("Check an ECG now (potassium 6.0 or more) and eGFR");
  });

  it("keeps the conditional wording below 6.0", () => {
    const below = steps([potassium("5.8"), egfr], ramipril);
    expect(below).toContain("Review the eGFR in the record and, if potassium is 6.0 or more, check an ECG");
    expect(below.some((s) => s.includes("ECG now"))).toBe(false);
  });
});

describe("the patient told how the eGFR was worked out", () => {
  it("is told once, though two findings rest on the calculated eGFR", () => {
    const { result, findings } = run(STABLE, meds("Ibuprofen 400 mg"));
    const sentence = "so it was worked out from your creatinine blood test";
    expect(findings.filter((f) => f.clinician.includes("the engine calculated it")).length).toBe(2);
    expect(result.patientResponse.split(sentence).length - 1).toBe(1);
  });
});

describe("hyponatraemia and the laboratory's range", () => {
  const sodium = (value: string, referenceRange?: string) =>
    finding("hyponatraemia", [{ name: "Sodium", value, unit: "mmol/L", ...(referenceRange && { referenceRange }) }]);

  it("is not called for a sodium inside the laboratory's range", () => {
    expect(sodium("134", "133-146")).toBeUndefined();
    expect(sodium("133", "133-146")).toBeUndefined();
  });

  it("is graded by ESE below the laboratory's range, and below 135 without a range", () => {
    expect(sodium("132", "133-146")?.clinician).toContain("mild hyponatraemia");
    expect(sodium("134")?.clinician).toContain("mild hyponatraemia");
    expect(sodium("134", "135-145")?.clinician).toContain("mild hyponatraemia");
  });

  it("is not called at 135 though a laboratory range starts at 136", () => {
    expect(sodium("135", "136-145")).toBeUndefined();
  });
});

describe("iron-deficiency rules and the age of the ferritin", () => {
  function iron(ferritinDate: string, hb = "10.6", ferritin = "12") {
    const data = healthDataSchema.parse({
      patientInfo: { age: 39, gender: "female" },
      recentAbnormalLabs: [
        { display: "Haemoglobin", value: hb, unit: "g/dL", referenceRange: "12.0-15.5", date: "2026-11-03" },
        { display: "MCV", value: "74", unit: "fL", referenceRange: "80-100", date: "2026-11-03" },
        { display: "Ferritin", value: ferritin, unit: "ng/mL", referenceRange: "15-150", date: ferritinDate },
      ],
    });
    return analyzeEhr(data, NOW).findings;
  }
  const ironCodes = (...args: Parameters<typeof iron>) => iron(...args).map((f) => f.code);

  it("do not read iron deficiency from a ferritin years before the haemoglobin, and ask for ferritin", () => {
    const old = iron("2019-02-11", "10.6", "42");
    expect(old.map((f) => f.code)).not.toContain("iron-deficiency-anaemia");
    const ask = old.find((f) => f.code === "microcytic-anaemia-iron-studies");
    expect(ask?.clinician).toContain("no recent ferritin in the record (the last, 42 ng/mL (2019-02-11)");
    expect(ask?.nextSteps[0]).toMatch(/^Check ferritin/);
  });

  it("read it from a ferritin within 90 days of the haemoglobin, before or after", () => {
    expect(ironCodes("2026-09-01")).toContain("iron-deficiency-anaemia");
    expect(ironCodes("2026-11-20")).toContain("iron-deficiency-anaemia");
    expect(ironCodes("2026-09-01")).not.toContain("microcytic-anaemia-iron-studies");
  });

  it("do not call low iron stores without anaemia from an old ferritin", () => {
    expect(ironCodes("2019-02-11", "13.2")).not.toContain("iron-deficiency-without-anaemia");
    expect(ironCodes("2026-10-20", "13.2")).toContain("iron-deficiency-without-anaemia");
  });
});
