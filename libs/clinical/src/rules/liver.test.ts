import { healthDataSchema } from "@hds/contracts";
import { describe, expect, it } from "vitest";
import { analyzeEhr } from "../pipeline.ts";

interface Lab {
  display: string;
  value: string;
  unit?: string;
  date?: string;
  referenceRange?: string;
}

interface Case {
  labs: Lab[];
  gender?: "male" | "female";
  conditions?: string[];
  meds?: string[];
  age?: number;
}

function run({ labs, gender = "male", conditions = [], meds = [], age = 57 }: Case) {
  const data = healthDataSchema.parse({
    patientInfo: { age, gender },
    pastMedicalHistory: conditions.map((display) => ({ display, clinicalStatus: "active" })),
    recentAbnormalLabs: labs.map((l) => ({ unit: "", date: "2026-11-05", ...l })),
    medications: meds.map((medication) => ({ medication, status: "active" })),
  });
  return analyzeEhr(data, { now: new Date("2026-11-22T00:00:00Z") }).findings;
}

const afp = (value: string, date = "2026-11-05"): Lab => ({
  display: "AFP",
  value,
  unit: "ng/mL",
  date,
  referenceRange: "<7",
});
const cirrhosis = ["Alcohol-related cirrhosis"];
const find = (c: Case, code: string) => run(c).find((f) => f.code === code);
const labText = (c: Case, name: string) => run(c).find((f) => f.title.startsWith(name));

describe("raised or rising AFP under liver-cancer surveillance", () => {
  it("asks for multiphase CT or MRI for AFP 9 → 380 in cirrhosis (review case L10)", () => {
    const f = find({ labs: [afp("380"), afp("9", "2026-05-03")], conditions: cirrhosis }, "liver-afp-hcc-workup");
    expect(f?.severity).toBe("high");
    expect(f?.clinician).toContain(
      "AFP 380 ng/mL (2026-11-05), up from 9 ng/mL (2026-05-03) with alcohol-related cirrhosis",
    );
    expect(f?.nextSteps.join(" ")).toMatch(/multiphase contrast-enhanced CT or MRI/);
    expect(f?.evidenceIds).toEqual(["aasld-2023-hcc"]);
    expect(f?.refs).toHaveLength(3);
  });

  it("reads chronic hepatitis B as surveillance too, and a rise still below 20 ng/mL as moderate", () => {
    const f = find(
      { labs: [afp("14"), afp("8", "2026-05-03")], conditions: ["Chronic hepatitis B"] },
      "liver-afp-hcc-workup",
    );
    expect(f?.severity).toBe("moderate");
  });

  it("says nothing for a low or stable AFP in cirrhosis", () => {
    expect(
      find({ labs: [afp("4.5"), afp("4", "2026-05-03")], conditions: cirrhosis }, "liver-afp-hcc-workup"),
    ).toBeUndefined();
    expect(
      find({ labs: [afp("9"), afp("10", "2026-05-03")], conditions: cirrhosis }, "liver-afp-hcc-workup"),
    ).toBeUndefined();
  });

  it("says nothing once a liver CT or MRI is dated on or after the AFP (review case D2), but does for an older scan", () => {
    const mri = (date: string) => ({
      type: "MRI liver with contrast (surveillance)",
      description: "MRI liver",
      date,
      findings: "Segment 7 observation 24 mm.",
    });
    const withScan = (date: string) => {
      const data = healthDataSchema.parse({
        patientInfo: { age: 66, gender: "male" },
        pastMedicalHistory: [{ display: "Cirrhosis secondary to MASLD", clinicalStatus: "active" }],
        recentAbnormalLabs: [{ ...afp("24", "2026-10-28"), unit: "ng/mL" }],
        imagingStudies: [mri(date)],
      });
      return analyzeEhr(data, { now: new Date("2026-11-22T00:00:00Z") }).findings.find(
        (f) => f.code === "liver-afp-hcc-workup",
      );
    };
    expect(withScan("2026-10-30")).toBeUndefined();
    expect(withScan("2026-04-30")?.clinician).toContain("with cirrhosis secondary to MASLD");
  });

  it("says nothing outside surveillance (no cirrhosis or chronic hepatitis B) or with acute hepatitis B", () => {
    expect(find({ labs: [afp("380")] }, "liver-afp-hcc-workup")).toBeUndefined();
    expect(find({ labs: [afp("380")], conditions: ["Acute hepatitis B"] }, "liver-afp-hcc-workup")).toBeUndefined();
  });
});

describe("hepatitis C", () => {
  const antibody: Lab = { display: "Hepatitis C antibody", value: "Reactive" };
  const rna = (value: string, unit = "IU/mL"): Lab => ({ display: "HCV RNA", value, unit });

  it("reads detected HCV RNA as a current infection to treat (review case L10)", () => {
    const f = find({ labs: [antibody, rna("1,250,000")], conditions: cirrhosis }, "liver-hcv-active");
    expect(f?.severity).toBe("high");
    expect(f?.clinician).toContain("HCV RNA 1250000 IU/mL (2026-11-05) with HCV antibody Reactive (2026-11-05)");
    expect(f?.clinician).toContain("treatment is planned by a specialist");
    expect(f?.nextSteps.join(" ")).toMatch(/direct-acting antiviral/);
    expect(f?.evidenceIds).toEqual(["aasld-idsa-2023-hcv"]);
    expect(find({ labs: [rna("Detected", "")] }, "liver-hcv-active")).toBeDefined();
  });

  it("says nothing of a current infection when the RNA is not detected or below the limit", () => {
    for (const value of ["Not detected", "<15"]) {
      const findings = run({ labs: [antibody, rna(value)] });
      expect(
        findings.find((f) => f.code === "liver-hcv-active"),
        value,
      ).toBeUndefined();
      expect(
        findings.find((f) => f.code === "liver-hcv-antibody-needs-rna"),
        value,
      ).toBeUndefined();
    }
  });

  it("asks for HCV RNA after a reactive antibody with no RNA result, not after a negative one", () => {
    const f = find({ labs: [antibody] }, "liver-hcv-antibody-needs-rna");
    expect(f?.nextSteps.join(" ")).toMatch(/Test HCV RNA/);
    expect(find({ labs: [{ ...antibody, value: "Non-reactive" }] }, "liver-hcv-antibody-needs-rna")).toBeUndefined();
  });

  it("flags a reactive antibody against the catalogue", () => {
    const data = healthDataSchema.parse({
      patientInfo: { age: 57, gender: "male" },
      recentAbnormalLabs: [{ display: "Hepatitis C antibody", value: "Reactive", unit: "" }],
    });
    const { model } = analyzeEhr(data, { now: new Date("2026-11-22T00:00:00Z") });
    expect(model.labs[0]?.analyteId).toBe("hcv-ab");
    expect(model.labs[0]?.status).toBe("abnormal");
  });
});

describe("lab texts that fit the patient", () => {
  const inr = (value: string): Lab => ({ display: "INR", value, referenceRange: "0.8-1.2" });

  it("leaves warfarin's INR goal out for someone not taking it (review case L10)", () => {
    const f = labText({ labs: [inr("1.8")], meds: ["Propranolol 40 mg"] }, "International normalised ratio");
    expect(f?.clinician).not.toMatch(/warfarin/);
    expect(f?.clinician).toContain("it can come from liver disease or low vitamin K");
  });

  it("keeps it on warfarin, and when no medicines are given", () => {
    // On warfarin an INR inside the usual 2–3 is read as its intended effect (review 21, warfarin-inr-target.ts).
    const onWarfarin = labText({ labs: [inr("2.5")], meds: ["Warfarin 3 mg"] }, "International normalised ratio");
    expect(onWarfarin?.clinician).toContain("within the warfarin target range of 2.0–3.0");
    const unknown = labText({ labs: [inr("1.8")] }, "International normalised ratio");
    expect(unknown?.clinician).toContain("warfarin (where the usual goal is 2 to 3)");
  });

  it("gives a man's AFP no pregnancy and a woman's no testicular cancer (review case L10)", () => {
    const man = labText({ labs: [afp("30")] }, "Alpha-fetoprotein");
    expect(man?.clinician).toContain("can go with liver cancer or some testicular cancers.");
    expect(man?.patient).not.toMatch(/pregnan/);
    const woman = labText({ labs: [afp("30")], gender: "female", age: 30 }, "Alpha-fetoprotein");
    expect(woman?.clinician).toContain("can go with liver cancer or pregnancy.");
  });

  it("leaves pregnancy out of a man's prolactin and D-dimer texts only", () => {
    // At prolactinoma level, where the generic line keeps its causes (review 19).
    const prolactin: Lab = { display: "Prolactin", value: "9000", unit: "mIU/L", referenceRange: "86-324" };
    expect(labText({ labs: [prolactin] }, "Prolactin")?.clinician).toContain(
      "can come from some medicines or a pituitary growth",
    );
    expect(labText({ labs: [prolactin], gender: "female", age: 30 }, "Prolactin")?.clinician).toContain(
      "can come from pregnancy, some medicines or a pituitary growth",
    );
    const dimer: Lab = { display: "D-dimer", value: "0.9", unit: "mg/L FEU", referenceRange: "<0.5" };
    expect(labText({ labs: [dimer] }, "D-dimer")?.clinician).toContain("raised by age, infection and surgery");
    expect(labText({ labs: [dimer], gender: "female", age: 30 }, "D-dimer")?.clinician).toContain(
      "raised by age, infection, surgery and pregnancy",
    );
  });
});
