import { labTestSchema, patientContextSchema } from "@hds/contracts";
import { describe, expect, it } from "vitest";
import { analyzeLabResults } from "../pipeline.ts";

const NOW = { now: new Date("2026-11-22T00:00:00Z") };

function run(age: string | number, results: Record<string, unknown>[], clinicalNotes?: string) {
  const { findings, result } = analyzeLabResults(
    results.map((r) => labTestSchema.parse({ date: "2026-11-18", ...r })),
    patientContextSchema.parse({ age, gender: "male", ...(clinicalNotes ? { clinicalNotes } : {}) }),
    NOW,
  );
  return { findings, clinician: result.clinicianResponse, patient: result.patientResponse };
}
const rule = <T extends { code: string }>(list: readonly T[]) =>
  list.find((f) => f.code === "infant-conjugated-jaundice");

/** Review 10 case: a 6-week-old with pale stools, dark urine and a conjugated bilirubin of 3.1 mg/dL. */
const INFANT_CHOLESTASIS = [
  { name: "Total bilirubin", value: "5.8", unit: "mg/dL", referenceRange: "0.2-1.2", flag: "High" },
  { name: "Direct bilirubin", value: "3.1", unit: "mg/dL", referenceRange: "0.0-0.3", flag: "High" },
  { name: "ALT", value: "88", unit: "U/L", referenceRange: "0-44", flag: "High" },
  { name: "GGT", value: "310", unit: "U/L", referenceRange: "0-60", flag: "High" },
  { name: "Alkaline phosphatase", value: "520", unit: "U/L", referenceRange: "40-129", flag: "High" },
];
const NOTES = "Still jaundiced at 6 weeks. Pale stools noted by parents, dark urine. Feeding and gaining weight.";

describe("conjugated jaundice in a young baby", () => {
  it("is a high finding asking for urgent paediatric liver referral, citing NASPGHAN-ESPGHAN and NICE CG98", () => {
    const { findings } = run("6 weeks", INFANT_CHOLESTASIS, NOTES);
    const f = rule(findings);
    expect(f?.severity).toBe("high");
    expect(f?.clinician).toMatch(/biliary atresia/);
    // Results in mg/dL read as a US record: NASPGHAN-ESPGHAN's threshold alone, not NICE CG98's (review 36, country-36 case 07).
    expect(f?.clinician).not.toMatch(/NICE CG98/);
    expect(f?.clinician).toMatch(/pale stools and dark urine in the notes/);
    expect(f?.nextSteps.join(" ")).toMatch(/pediatric liver \(hepatology\) unit/);
    expect(f?.evidenceIds).toEqual(
      expect.arrayContaining(["naspghan-espghan-2017-infant-cholestasis", "nice-cg98-neonatal-jaundice"]),
    );
  });

  it("gives no adult cholestasis work-up (R ratio, PBC, PSC) for a baby", () => {
    const { findings, clinician, patient } = run("6 weeks", INFANT_CHOLESTASIS, NOTES);
    expect(findings.map((f) => f.code)).not.toContain("liver-injury-pattern");
    expect(clinician).not.toMatch(/primary biliary cholangitis|primary sclerosing cholangitis|R ratio/);
    expect(patient).not.toMatch(/primary biliary|sclerosing/);
  });

  it("reads a conjugated bilirubin in µmol/L: 20 fires (above 17), 15 does not", () => {
    const direct = (value: string) => [
      { name: "Conjugated bilirubin", value, unit: "umol/L", referenceRange: "0-5", flag: "High" },
    ];
    const f = rule(run("3 weeks", direct("20")).findings);
    expect(f?.severity).toBe("high");
    expect(f?.clinician).not.toMatch(/25 µmol\/L at which/);
    expect(rule(run("3 weeks", direct("15")).findings)).toBeUndefined();
  });

  it("asks for a conjugated bilirubin when the notes report pale stools and none was measured", () => {
    const f = rule(
      run("5 weeks", [{ name: "Haemoglobin", value: "110", unit: "g/L" }], "Jaundiced, chalky stools.").findings,
    );
    expect(f?.severity).toBe("high");
    expect(f?.nextSteps[0]).toMatch(/Measure total and conjugated/);
  });

  it("does not fire from the notes when a conjugated bilirubin was measured and is not raised", () => {
    const labs = [{ name: "Conjugated bilirubin", value: "8", unit: "umol/L", referenceRange: "0-10" }];
    expect(rule(run("5 weeks", labs, "Pale stools reported.").findings)).toBeUndefined();
  });

  // From 12 months since review 31b (deep-paeds-31b case 04): cholestasis in infancy is never physiological.
  it("does not fire from 12 months of age, nor when the age is given only in years", () => {
    expect(rule(run("13 months", INFANT_CHOLESTASIS, NOTES).findings)).toBeUndefined();
    expect(rule(run(0, INFANT_CHOLESTASIS, NOTES).findings)).toBeUndefined();
  });
});

/** Review 10 case: 4 days old, total bilirubin 338 µmol/L, conjugated 9 µmol/L against a 0-5 range. */
describe("a newborn's bilirubin", () => {
  const NEONATE = [
    { name: "Total bilirubin", value: "338", unit: "umol/L", referenceRange: "0-21", flag: "High" },
    { name: "Conjugated bilirubin", value: "9", unit: "umol/L", referenceRange: "0-5", flag: "High" },
  ];

  it("does not read a small conjugated bilirubin as a liver or bile-duct problem", () => {
    const { findings } = run("4 days", NEONATE);
    const direct = findings.find((f) => f.id === "lab-abnormal:lab:1");
    expect(direct?.clinician).not.toMatch(/points to a liver or bile-duct problem/);
    expect(direct?.clinician).toMatch(/below the 1.0 mg\/dL \(17 µmol\/L\)/);
    expect(rule(findings)).toBeUndefined();
  });

  it("says the total is judged against charts by age in hours, which the report does not hold", () => {
    const { findings, clinician } = run("4 days", NEONATE);
    const total = findings.find((f) => f.id === "lab-critical:lab:0");
    expect(total?.severity).toBe("critical");
    expect(total?.clinician).toMatch(/age in hours/);
    expect(total?.clinician).not.toMatch(/liver or bile-duct problems/);
    expect(total?.evidenceIds).toContain("nice-cg98-neonatal-jaundice");
    expect(clinician).toContain("Newborn male");
    expect(clinician).not.toContain("0-month-old");
  });

  it("keeps the adult text for an adult's conjugated bilirubin", () => {
    const { findings } = run(40, [NEONATE[1] as Record<string, unknown>]);
    expect(findings.find((f) => f.id === "lab-abnormal:lab:0")?.clinician).toMatch(/liver or bile-duct problem/);
  });
});

describe("haemoglobin in a baby of 6–11 months (WHO 2024 cut-off 10.5 g/dL for 6–23 months)", () => {
  const hb = (value: string) => [{ name: "Haemoglobin", value, unit: "g/L", referenceRange: "130-170", flag: "Low" }];

  it("reads 112 g/L at 8 months as normal for age, and 100 g/L as low", () => {
    const normal = run("8 months", hb("112")).findings;
    expect(normal.map((f) => f.id)).not.toContain("lab-abnormal:lab:0");
    expect(normal.find((f) => f.id === "lab-flag-overruled:lab:0")?.clinician).toMatch(/6–23 months/);
    expect(run("8 months", hb("100")).findings.map((f) => f.id)).toContain("lab-abnormal:lab:0");
  });

  it("sets no cut-off under 6 months, where WHO gives none", () => {
    const ids = run("4 months", hb("112")).findings.map((f) => f.id);
    expect(ids).not.toContain("lab-flag-overruled:lab:0");
  });
});
