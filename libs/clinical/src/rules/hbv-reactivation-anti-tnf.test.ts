import { healthDataSchema } from "@hds/contracts";
import { describe, expect, it } from "vitest";
import { analyzeEhr } from "../pipeline.ts";
import { loadReviewCase, runReviewCase } from "../testing/review-case.ts";

const CASES = new URL("./fixtures/rheumatology-review11/", import.meta.url);

interface Case {
  core?: string;
  surface?: string;
  meds?: { medication: string; startDate?: string }[];
  hbvDna?: string;
}

function run({ core, surface, meds = [], hbvDna }: Case) {
  const data = healthDataSchema.parse({
    patientInfo: { age: 50, gender: "female" },
    recentAbnormalLabs: [
      ...(core === undefined
        ? []
        : [{ display: "Hepatitis B core antibody (total)", value: core, unit: "", date: "2026-11-01" }]),
    ],
    recentNormalLabs: [
      ...(surface === undefined
        ? []
        : [{ display: "Hepatitis B surface antigen", value: surface, unit: "", date: "2026-11-01" }]),
      ...(hbvDna === undefined ? [] : [{ display: "HBV DNA", value: hbvDna, unit: "", date: "2026-11-01" }]),
    ],
    medications: meds.map((m) => ({ ...m, status: "active" })),
  });
  return analyzeEhr(data, { now: new Date("2026-11-28T00:00:00Z") });
}

const tnf = (c: Case) => run(c).findings.find((f) => f.code === "hbv-reactivation-anti-tnf");

describe("hepatitis B reactivation with a TNF inhibitor", () => {
  it("review 11 rheumatology case 12: anti-HBc+/HBsAg- on adalimumab asks for HBV DNA and a monitoring or prophylaxis plan", () => {
    const out = runReviewCase(loadReviewCase(CASES, "12-biologic-screening"));
    const f = out.findings.find((x) => x.code === "hbv-reactivation-anti-tnf");
    expect(f?.severity).toBe("moderate");
    expect(f?.clinician).toContain("resolved (possibly occult) hepatitis B infection");
    expect(f?.clinician).toContain("started on 2026-11-10");
    const steps = f?.nextSteps.join(" ") ?? "";
    expect(steps).toContain("Check HBV DNA now as a baseline (ALT already in the record)");
    expect(steps).toMatch(/every 1–3 months/);
    expect(steps).toMatch(/antiviral prophylaxis/);
    expect(f?.evidenceIds).toEqual(["aasld-2018-hbv", "easl-2017-hbv"]);
    expect(f?.patient).toContain("adalimumab");
  });

  it("calls a TNF inhibitor without a start date current or planned", () => {
    const f = tnf({ core: "Reactive", surface: "Negative", meds: [{ medication: "Infliximab 5 mg/kg" }] });
    expect(f?.clinician).toContain("current or planned");
  });

  it("with HBsAg positive, is high and asks for prophylaxis, not monitoring alone", () => {
    const f = tnf({ core: "Reactive", surface: "Reactive", meds: [{ medication: "Etanercept 50 mg" }] });
    expect(f?.severity).toBe("high");
    expect(f?.clinician).toContain("current hepatitis B infection");
    expect(f?.nextSteps.join(" ")).toMatch(/start antiviral prophylaxis/);
    expect(f?.nextSteps.join(" ")).not.toMatch(/every 1–3 months/);
  });

  it("names HBV DNA already in the record instead of asking for it again", () => {
    const f = tnf({
      core: "Reactive",
      surface: "Negative",
      hbvDna: "Not detected",
      meds: [{ medication: "Adalimumab" }],
    });
    expect(f?.nextSteps.join(" ")).not.toContain("Check HBV DNA");
  });

  it("stays silent without a TNF inhibitor, without a negative HBsAg, with negative anti-HBc, or when anti-CD20 is given", () => {
    expect(
      tnf({ core: "Reactive", surface: "Negative", meds: [{ medication: "Methotrexate 15 mg weekly" }] }),
    ).toBeUndefined();
    expect(tnf({ core: "Reactive", meds: [{ medication: "Adalimumab" }] })).toBeUndefined();
    expect(tnf({ core: "Negative", surface: "Negative", meds: [{ medication: "Adalimumab" }] })).toBeUndefined();
    const both = run({
      core: "Reactive",
      surface: "Negative",
      meds: [{ medication: "Adalimumab" }, { medication: "Rituximab 1 g" }],
    }).findings.map((f) => f.code);
    expect(both).toContain("hbv-reactivation-anti-cd20");
    expect(both).not.toContain("hbv-reactivation-anti-tnf");
  });
});
