import type { PatientContext } from "@hds/contracts";
import { describe, expect, it } from "vitest";
import { analyzeLabResults } from "../pipeline.ts";
import { normalizeLabResults } from "./lab-results.ts";

const inr = [{ name: "INR", value: "1.0", referenceRange: "0.8-1.2", date: "2026-11-20" }];

function activeNames(medications: { name: string; dosage?: string; frequency?: string }[]): string[] {
  return normalizeLabResults(inr, { medications })
    .medications.filter((m) => m.active)
    .map((m) => m.name);
}

describe("patient-context medications", () => {
  it.each([
    ["Warfarin (stopped)", undefined],
    ["Warfarin - discontinued 2025", undefined],
    ["Warfarin", "ceased after bleed"],
    ["Warfarin", "held for surgery"],
    ["Warfarin, no longer taking", undefined],
    ["Warfarin (previously)", undefined],
    ["Past medication: warfarin", undefined],
  ])("reads %j %j as not current", (name, frequency) => {
    expect(activeNames([{ name, ...(frequency === undefined ? {} : { frequency }) }])).toEqual([]);
  });

  it.each([
    ["Warfarin", "5 mg", "daily"],
    ["Warfarin (previously 5 mg)", "3 mg", "daily"],
    ["Warfarin", "3 mg", "daily for the past 3 months"],
    ["Warfarin, stopped then restarted", "3 mg", "daily"],
    ["Warfarin, never stopped", "3 mg", "daily"],
  ])("keeps %j %j %j current", (name, dosage, frequency) => {
    expect(activeNames([{ name, dosage, frequency }])).toEqual([name]);
  });

  it("raises no subtherapeutic-INR finding for warfarin that was stopped", () => {
    const codes = (name: string) =>
      analyzeLabResults(inr, { medications: [{ name }] }, { now: new Date("2026-11-22T00:00:00Z") }).findings.map(
        (f) => f.code,
      );
    expect(codes("Warfarin (stopped)")).not.toContain("warfarin-inr-low");
    expect(codes("Warfarin")).toContain("warfarin-inr-low");
  });
});

describe("planned patient-context medications", () => {
  const status = (name: string) => normalizeLabResults(inr, { medications: [{ name }] }).medications[0]?.status;

  it.each([
    "Azathioprine 2.5 mg/kg planned",
    "Capecitabine (planned CAPOX, cycle 1 due 2026-12-01)",
    "Allopurinol - to start next week",
    "Methotrexate, not yet started",
    "Tamoxifen (due to start)",
  ])("reads %j as planned, not currently taken", (name) => {
    expect(status(name)).toBe("planned");
  });

  it.each(["Azathioprine 100 mg daily", "Aspirin 75 mg (not planned to stop)", "Warfarin (stopped)"])(
    "does not read %j as planned",
    (name) => {
      expect(status(name)).not.toBe("planned");
    },
  );

  it("says a planned thiopurine is not yet started in the TPMT finding, and a taken one is current", () => {
    const tpmt = [
      { name: "TPMT genotype", value: "*1/*3A heterozygous - intermediate metaboliser", date: "2026-11-20" },
    ];
    const text = (name: string) =>
      analyzeLabResults(tpmt, { medications: [{ name }] }, { now: new Date("2026-11-28T10:00:00Z") }).findings.find(
        (f) => f.code === "tpmt-nudt15-thiopurine",
      )?.clinician;
    expect(text("Azathioprine 2.5 mg/kg planned")).toContain("On hold or not yet started: azathioprine");
    expect(text("Azathioprine 2.5 mg/kg planned")).not.toContain("Currently taking");
    expect(text("Azathioprine 150 mg daily")).toContain("Currently taking azathioprine");
  });
});

describe("gene tests sent as lab results", () => {
  const now = new Date("2026-11-23T12:00:00Z");
  const run = (labResults: Parameters<typeof analyzeLabResults>[0], medications: PatientContext["medications"] = []) =>
    analyzeLabResults(labResults, { age: "24", gender: "female", medications }, { now });
  const fvl = {
    name: "Factor V Leiden mutation analysis",
    value: "Heterozygous (R506Q detected)",
    flag: "High" as const,
    date: "2026-11-15",
  };

  it("reads a Factor V Leiden genotype as a genetic result, never as a value above a range", () => {
    const model = normalizeLabResults([fvl, { name: "Prothrombin gene mutation G20210A", value: "Not detected" }], {});
    expect(model.genetics.map((g) => g.gene)).toEqual(["F5", "F2"]);
    expect(model.labs[0]?.status).toBe("unknown");
    const r = run([fvl], [{ name: "Microgynon 30 (ethinylestradiol/levonorgestrel)" }]);
    const codes = r.findings.map((f) => f.code);
    expect(codes).toContain("thrombophilia-oestrogen");
    expect(codes.filter((c) => c.startsWith("lab-"))).toEqual([]);
    expect(r.result.patientResponse).not.toContain("higher than the usual range");
    expect(r.result.labResults[0]).toEqual(expect.objectContaining({ name: fvl.name, flag: "High" }));
  });

  it("reads a CYP2C19 genotype and a qualitative TPMT activity for the pharmacogenomic rules", () => {
    const cyp = run([{ name: "CYP2C19 genotype", value: "*2/*2" }], [{ name: "Clopidogrel 75 mg" }]);
    expect(cyp.findings.find((f) => f.code === "cyp2c19-clopidogrel")?.severity).toBe("high");
    const tpmt = run([{ name: "TPMT activity", value: "Low" }], [{ name: "Azathioprine 100 mg" }]);
    expect(tpmt.findings.find((f) => f.code === "tpmt-nudt15-thiopurine")?.severity).toBe("high");
  });

  it("keeps a measured TPMT activity a lab, read by the thiopurine rule in place of a bare low flag", () => {
    const r = run(
      [{ name: "TPMT enzyme activity", value: "4.1", unit: "U/mL RBC", referenceRange: "15.1-26.4", flag: "Low" }],
      [{ name: "Azathioprine", dosage: "100 mg" }],
    );
    const model = normalizeLabResults(
      [{ name: "TPMT enzyme activity", value: "4.1", unit: "U/mL RBC", referenceRange: "15.1-26.4" }],
      {},
    );
    expect(model.genetics).toEqual([]);
    const f = r.findings.find((x) => x.code === "tpmt-nudt15-thiopurine");
    expect(f?.severity).toBe("high");
    expect(f?.clinician).toContain("below the laboratory's range");
    expect(f?.nextSteps.join(" ")).toContain("full blood count");
    expect(r.result.patientResponse).not.toContain("TPMT enzyme activity is lower");
  });

  it("leaves numeric clotting-factor assays and unrelated tests as labs", () => {
    const model = normalizeLabResults(
      [
        { name: "Factor V activity", value: "95", unit: "%", referenceRange: "70-120" },
        { name: "HLA-B27", value: "Positive" },
        { name: "Prothrombin time", value: "12.5", unit: "s" },
      ],
      {},
    );
    expect(model.genetics).toEqual([]);
    expect(model.labs).toHaveLength(3);
  });
});
