import { healthDataSchema } from "@hds/contracts";
import { describe, expect, it } from "vitest";
import { analyzeEhr } from "../pipeline.ts";

interface Case {
  core?: string;
  surface?: string;
  meds?: string[];
  notes?: string;
}

function run({ core, surface, meds = [], notes }: Case) {
  const data = healthDataSchema.parse({
    patientInfo: { age: 40, gender: "male" },
    recentAbnormalLabs: [
      ...(core === undefined
        ? []
        : [{ display: "Hepatitis B core antibody (total)", value: core, unit: "", date: "2026-11-01" }]),
    ],
    recentNormalLabs: [
      ...(surface === undefined
        ? []
        : [{ display: "Hepatitis B surface antigen", value: surface, unit: "", date: "2026-11-01" }]),
    ],
    medications: meds.map((medication) => ({ medication, status: "active" })),
    additionalContext: notes,
  });
  return analyzeEhr(data, { now: new Date("2026-11-22T00:00:00Z") });
}

const reactivation = (c: Case) => run(c).findings.find((f) => f.code === "hbv-reactivation-anti-cd20");

describe("hepatitis B reactivation before anti-CD20 therapy", () => {
  it("flags resolved infection before rituximab (review case E5): HBV DNA, prophylaxis, hepatology", () => {
    const f = reactivation({ core: "Reactive", surface: "Not detected", meds: ["Rituximab 1 g IV"] });
    expect(f?.severity).toBe("high");
    expect(f?.clinician).toContain("Anti-HBc Reactive (2026-11-01) with HBsAg Not detected (2026-11-01)");
    expect(f?.clinician).toContain("resolved hepatitis B infection");
    expect(f?.nextSteps.join(" ")).toMatch(/HBV DNA/);
    expect(f?.nextSteps.join(" ")).toMatch(/entecavir or tenofovir/);
    expect(f?.nextSteps.join(" ")).toMatch(/Hepatology/);
    // A record of neither country reads with EASL 2017, AASLD on US records (review 33, infect-resp-33).
    expect(f?.evidenceIds).toEqual(["easl-2017-hbv", "fda-rituxan-hbv-2013"]);
    expect(f?.refs).toHaveLength(3);
    expect(f?.patient).toContain("Medicines like rituximab");
  });

  it("flags a positive anti-HBc with rituximab and no HBsAg result (variant V8), asking for HBsAg", () => {
    const f = reactivation({ core: "Positive", meds: ["Rituximab"] });
    expect(f?.clinician).toContain("no HBsAg result in the record");
    expect(f?.nextSteps.join(" ")).toMatch(/check HBV DNA, ALT and HBsAg as a baseline/);
  });

  it("flags a positive HBsAg as current infection, and other anti-CD20 antibodies", () => {
    const f = reactivation({ core: "Detected", surface: "Reactive", meds: ["Ocrelizumab 600 mg"] });
    expect(f?.clinician).toContain("a current hepatitis B infection");
    expect(f?.patient).toContain("you have hepatitis B.");
    expect(reactivation({ core: "Positive", meds: ["Gazyva (obinutuzumab)"] })).toBeDefined();
  });

  it("reads a planned anti-CD20 antibody stated in the notes, not a denied one", () => {
    expect(reactivation({ core: "Reactive", surface: "Negative", notes: "Pre-rituximab screening." })).toBeDefined();
    expect(reactivation({ core: "Reactive", surface: "Negative", notes: "No rituximab planned." })).toBeUndefined();
  });

  it("says nothing when both markers are negative", () => {
    expect(reactivation({ core: "Non-reactive", surface: "Not detected", meds: ["Rituximab"] })).toBeUndefined();
    expect(reactivation({ core: "Negative", surface: "Negative", meds: ["Rituximab"] })).toBeUndefined();
  });

  it("says nothing for a positive anti-HBc without anti-CD20 therapy", () => {
    expect(reactivation({ core: "Reactive", surface: "Not detected", meds: ["Ramipril 5 mg"] })).toBeUndefined();
  });

  it("reads the hepatitis B markers as qualitative catalogue tests", () => {
    const { model } = run({ core: "Reactive", surface: "Not detected" });
    const core = model.labs.find((o) => o.analyteId === "anti-hbc");
    const surface = model.labs.find((o) => o.analyteId === "hbsag");
    expect(core?.status).toBe("abnormal");
    expect(surface?.status).toBe("normal");
  });

  it("does not take an anti-HBc IgM result for the total antibody", () => {
    const data = healthDataSchema.parse({
      patientInfo: { age: 40, gender: "male" },
      recentAbnormalLabs: [{ display: "Hepatitis B core antibody IgM", value: "Positive", unit: "" }],
    });
    const { model } = analyzeEhr(data, { now: new Date("2026-11-22T00:00:00Z") });
    // The IgM now has its own catalogue entry (review 14, acute hepatitis B); it is still not the total antibody.
    expect(model.labs[0]?.analyteId).toBe("anti-hbc-igm");
  });
});
