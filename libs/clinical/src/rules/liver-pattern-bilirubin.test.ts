import { healthDataSchema, labTestSchema, patientContextSchema } from "@hds/contracts";
import { describe, expect, it } from "vitest";
import { findCitableEvidence } from "../evidence/library.ts";
import { analyzeEhr, analyzeLabResults } from "../pipeline.ts";

const NOW = { now: new Date("2026-11-22T00:00:00Z") };
const d = "2026-11-10";

type Lab = { name: string; value: string; unit?: string; referenceRange?: string; date?: string };

function run(labs: Lab[], context: Record<string, unknown>) {
  return analyzeLabResults(
    labs.map((l) => labTestSchema.parse({ unit: "U/L", date: d, ...l })),
    patientContextSchema.parse(context),
    NOW,
  );
}

const find = (findings: { code: string }[], code: string) => findings.find((f) => f.code === code);

/** Review 6 probe P1 (a variant of G9): a Gilbert-like bilirubin with a mild ALT rise and the ALP in range. */
const P1 = [
  { name: "Bilirubin", value: "34", unit: "umol/L", referenceRange: "<21" },
  { name: "ALT", value: "45", referenceRange: "<41" },
  { name: "ALP", value: "72", referenceRange: "30-130" },
  { name: "GGT", value: "25", referenceRange: "<60" },
];

describe("liver pattern with the ALP in range (review 6, P1, P6, G2)", () => {
  it("does not call a mild ALT rise with a mid-range ALP cholestatic, nor refer a well man who is not jaundiced", () => {
    const { findings, result } = run(P1, { age: 43, gender: "male", clinicalNotes: "Well. Not jaundiced." });
    expect(find(findings, "jaundice-suspected-cancer")).toBeUndefined();
    const pattern = find(findings, "liver-injury-pattern") as (typeof findings)[number] | undefined;
    expect(pattern?.clinician).toContain("hepatocellular pattern");
    expect(pattern?.clinician).not.toMatch(/R ratio|cholestatic/);
    expect(pattern?.nextSteps.join(" ")).not.toMatch(/GGT|bile duct|cholangitis/i);
    expect(result.patientResponse).not.toMatch(/cancer/i);
    expect(result.clinicianResponse).not.toMatch(/suspected cancer|cholestatic/i);
  });

  it("gives a raised ALT with a normal ALP the hepatocellular work-up, and tells the patient one test is raised (P6)", () => {
    const { findings } = run(
      [
        { name: "ALT", value: "52", referenceRange: "7-41" },
        { name: "ALP", value: "88", referenceRange: "40-129" },
      ],
      { age: 45, gender: "male" },
    );
    const pattern = find(findings, "liver-injury-pattern") as (typeof findings)[number] | undefined;
    expect(pattern?.clinician).toContain(
      "a raised ALT with the ALP within its reference range, a hepatocellular pattern",
    );
    expect(pattern?.nextSteps.join(" ")).toMatch(/viral hepatitis/i);
    expect(pattern?.nextSteps.join(" ")).not.toMatch(/GGT|ultrasound|cholangitis/i);
    expect(pattern?.patient).toMatch(/^One liver test is only mildly raised\./);
  });

  it("keeps the cholestatic work-up for an ALP 3× its upper limit", () => {
    const { findings } = run(
      [
        { name: "ALT", value: "50", referenceRange: "7-40" },
        { name: "ALP", value: "390", referenceRange: "40-130" },
      ],
      { age: 58, gender: "female" },
    );
    const pattern = find(findings, "liver-injury-pattern") as (typeof findings)[number] | undefined;
    expect(pattern?.clinician).toMatch(/R ratio 0\.4 indicates a cholestatic pattern/);
    expect(pattern?.nextSteps.join(" ")).toMatch(/check GGT/i);
    expect(pattern?.nextSteps.join(" ")).toMatch(/bile duct ultrasound/i);
    expect(pattern?.patient).toMatch(/^Two liver tests are raised\./);
  });
});

describe("obstructive jaundice at 40 or over (NICE NG12)", () => {
  it("keeps the referral for a conjugated bilirubin of 60 at age 70 with a raised ALP", () => {
    const { findings } = run(
      [
        { name: "Bilirubin, total", value: "75", unit: "umol/L", referenceRange: "<21" },
        { name: "Bilirubin, direct", value: "60", unit: "umol/L", referenceRange: "<5" },
        { name: "ALT", value: "60", referenceRange: "7-40" },
        { name: "ALP", value: "420", referenceRange: "40-130" },
      ],
      { age: 70, gender: "male" },
    );
    const found = find(findings, "jaundice-suspected-cancer") as (typeof findings)[number] | undefined;
    expect(found?.severity).toBe("high");
    expect(found?.clinician).toContain("cholestatic liver pattern");
    expect(found?.nextSteps.join(" ")).toMatch(/Suspected cancer pathway referral/);
    expect(find(findings, "isolated-raised-bilirubin")).toBeUndefined();
  });

  it("fires on a raised total bilirubin with jaundice recorded as a condition", () => {
    const { findings } = run([{ name: "Bilirubin", value: "48", unit: "umol/L", referenceRange: "<21" }], {
      age: 66,
      gender: "female",
      conditions: [{ name: "Jaundice" }],
    });
    const found = find(findings, "jaundice-suspected-cancer") as (typeof findings)[number] | undefined;
    expect(found?.clinician).toContain("with Jaundice recorded as a condition");
  });
});

/** G9 of review 6: an isolated raised bilirubin with normal liver enzymes and blood count. */
function gilbert(overrides: Lab[] = [], context: Record<string, unknown> = {}) {
  const base: Lab[] = [
    { name: "Bilirubin", value: "34", unit: "umol/L", referenceRange: "<21" },
    { name: "ALT", value: "21", referenceRange: "<41" },
    { name: "ALP", value: "72", referenceRange: "30-130" },
    { name: "GGT", value: "19", referenceRange: "<60" },
    { name: "Haemoglobin", value: "151", unit: "g/L", referenceRange: "130-170" },
  ];
  const labs = [...base.filter((b) => !overrides.some((o) => o.name === b.name)), ...overrides];
  return run(labs, { age: 43, gender: "male", clinicalNotes: "Well. Not jaundiced.", ...context }).findings;
}

describe("isolated raised bilirubin (Gilbert syndrome)", () => {
  it("gives a low-priority finding with fractionation and repeat, citing verified sources", () => {
    const found = find(gilbert(), "isolated-raised-bilirubin") as ReturnType<typeof gilbert>[number] | undefined;
    expect(found?.severity).toBe("low");
    expect(found?.clinician).toContain("Gilbert syndrome");
    expect(found?.clinician).toMatch(/fasting/);
    expect(found?.nextSteps.join(" ")).toMatch(/Fractionate the bilirubin/);
    expect(found?.nextSteps.join(" ")).not.toMatch(/Full blood count/);
    expect(found?.patient).toMatch(/Gilbert syndrome/);
    for (const id of found?.evidenceIds ?? []) expect(findCitableEvidence(id), id).toBeDefined();
  });

  it("asks for a blood count when no haemoglobin was sent, and a repeat with fractions when the direct bilirubin is normal", () => {
    const noHb = run(
      [
        { name: "Bilirubin", value: "34", unit: "umol/L", referenceRange: "<21" },
        { name: "ALT", value: "21", referenceRange: "<41" },
        { name: "ALP", value: "72", referenceRange: "30-130" },
      ],
      { age: 43, gender: "male" },
    ).findings;
    const steps = find(noHb, "isolated-raised-bilirubin") as (typeof noHb)[number] | undefined;
    expect(steps?.nextSteps.join(" ")).toMatch(/Full blood count and blood film/);
    expect(steps?.nextSteps.join(" ")).toMatch(/Check GGT/);
    const direct = find(
      gilbert([{ name: "Bilirubin, direct", value: "4", unit: "umol/L", referenceRange: "<5" }]),
      "isolated-raised-bilirubin",
    ) as ReturnType<typeof gilbert>[number] | undefined;
    expect(direct?.clinician).toContain("direct (conjugated) bilirubin 4 µmol/L");
    expect(direct?.nextSteps.join(" ")).toMatch(/Repeat the bilirubin with its fractions/);
  });

  it.each<[string, Lab[], Record<string, unknown>]>([
    [
      "a raised conjugated bilirubin",
      [{ name: "Bilirubin, direct", value: "15", unit: "umol/L", referenceRange: "<5" }],
      {},
    ],
    ["a raised ALT (probe P1)", [{ name: "ALT", value: "45", referenceRange: "<41" }], {}],
    ["a raised GGT", [{ name: "GGT", value: "120", referenceRange: "<60" }], {}],
    ["anaemia", [{ name: "Haemoglobin", value: "105", unit: "g/L", referenceRange: "130-170" }], {}],
    [
      "a bilirubin above 3× its upper limit",
      [{ name: "Bilirubin", value: "70", unit: "umol/L", referenceRange: "<21" }],
      {},
    ],
    ["a child", [], { age: 12 }],
    ["stated jaundice at 40 or over, which takes the NG12 route", [], { clinicalNotes: "Jaundiced since last week." }],
  ])("is not offered with %s", (_, overrides, context) => {
    const findings = gilbert(overrides, context);
    expect(find(findings, "isolated-raised-bilirubin")).toBeUndefined();
    for (const f of findings as { patient: string; clinician: string }[]) {
      expect(f.patient).not.toMatch(/gilbert/i);
      expect(f.clinician).not.toMatch(/gilbert/i);
    }
  });
});

describe("MASLD patient wording (review 6, G2, E3)", () => {
  function masld(extra: Record<string, unknown>) {
    return analyzeEhr(
      healthDataSchema.parse({
        patientInfo: { age: 45, gender: "male" },
        recentAbnormalLabs: [{ display: "ALT", value: "52", unit: "U/L", referenceRange: "7-41", date: d }],
        ...extra,
      }),
      NOW,
    ).findings.find((f) => f.code === "masld-risk");
  }

  it("names the BMI, not other health conditions, when obesity was read from the BMI alone", () => {
    const found = masld({ vitalSigns: [{ display: "BMI", value: "31.2", unit: "kg/m2", date: d }] });
    expect(found?.patient).toContain("With a BMI in the obesity range, fat in the liver is a common cause.");
    expect(found?.patient).not.toMatch(/other health conditions/);
  });

  it("names a recorded condition as such", () => {
    const found = masld({ pastMedicalHistory: [{ display: "Type 2 diabetes", clinicalStatus: "active" }] });
    expect(found?.patient).toContain("With diabetes, fat in the liver is a common cause.");
  });
});
