import { healthDataSchema } from "@hds/contracts";
import { describe, expect, it } from "vitest";
import { analyzeEhr } from "../pipeline.ts";

interface Lab {
  display: string;
  value: string;
  unit?: string;
  referenceRange?: string;
  interpretation?: string;
}

interface Case {
  labs: Lab[];
  age?: number;
  gender?: string;
  meds?: string[];
  conditions?: string[];
  notes?: string;
}

function run({ labs, age = 34, gender = "male", meds = [], conditions = [], notes }: Case) {
  const data = healthDataSchema.parse({
    patientInfo: { age, gender },
    recentAbnormalLabs: labs.map((l) => ({ unit: "", date: "2026-11-20", ...l })),
    medications: meds.map((medication) => ({ medication, status: "active" })),
    pastMedicalHistory: conditions.map((display) => ({ display, clinicalStatus: "active" })),
    additionalContext: notes,
  });
  return analyzeEhr(data, { now: new Date("2026-11-23T00:00:00Z") });
}

const finding = (c: Case, code: string) => run(c).findings.find((f) => f.code === code);
const codes = (c: Case) => run(c).findings.map((f) => f.code);

const HIV = "HIV-1/2 antigen/antibody combo (4th gen)";

describe("a reactive HIV screen (review 8, onc #8)", () => {
  it("is read without any flag from the laboratory, with the CDC algorithm's next tests", () => {
    const f = finding({ labs: [{ display: HIV, value: "Reactive" }] }, "hiv-screen-reactive");
    expect(f?.severity).toBe("high");
    expect(f?.nextSteps.join(" ")).toMatch(/differentiation immunoassay/);
    expect(f?.nextSteps.join(" ")).toMatch(/HIV-1 RNA/);
    expect(f?.evidenceIds).toEqual(["cdc-aphl-2014-hiv-lab-testing"]);
    // A screening result, not a diagnosis, in the patient's words.
    expect(f?.patient).toContain("screening result, not a diagnosis");
  });

  it("stays quiet for a non-reactive screen, known HIV, or an infant whose antibodies may be the mother's", () => {
    expect(codes({ labs: [{ display: HIV, value: "Non reactive" }] })).not.toContain("hiv-screen-reactive");
    expect(codes({ labs: [{ display: HIV, value: "Reactive" }], conditions: ["HIV infection"] })).not.toContain(
      "hiv-screen-reactive",
    );
    expect(codes({ labs: [{ display: HIV, value: "Reactive" }], age: 1 })).not.toContain("hiv-screen-reactive");
  });
});

describe("syphilis serology (review 8, onc #8)", () => {
  it("reads a reactive treponemal test with a reactive RPR as syphilis to treat, with partner notification", () => {
    const f = finding(
      {
        labs: [
          { display: "Treponema pallidum antibody (TPPA)", value: "REACTIVE" },
          { display: "RPR", value: "Reactive 1:32" },
        ],
      },
      "syphilis-serology-reactive",
    );
    expect(f?.severity).toBe("high");
    expect(f?.clinician).toContain("benzathine penicillin G 2.4 million units");
    expect(f?.nextSteps.join(" ")).toMatch(/partner notification/);
    expect(f?.nextSteps.join(" ")).toMatch(/neurological, visual and hearing/);
    expect(f?.evidenceIds).toEqual(["cdc-2024-syphilis-lab", "cdc-2021-sti-guidelines"]);
  });

  it("asks for the missing or settling test when the two kinds disagree", () => {
    const rprOnly = finding({ labs: [{ display: "RPR", value: "Reactive 1:4" }] }, "syphilis-serology-discordant");
    expect(rprOnly?.nextSteps).toEqual(["Confirm with a treponemal test (EIA/CLIA or TPPA)"]);
    const screenOnly = finding(
      {
        labs: [
          { display: "Syphilis EIA", value: "Reactive" },
          { display: "RPR", value: "Non-reactive" },
        ],
      },
      "syphilis-serology-discordant",
    );
    expect(screenOnly?.clinician).toContain("second, different treponemal test");
    expect(
      codes({
        labs: [
          { display: "Syphilis EIA", value: "Reactive" },
          { display: "RPR", value: "Non-reactive" },
        ],
      }),
    ).not.toContain("syphilis-serology-reactive");
  });

  it("stays quiet when every syphilis test is non-reactive", () => {
    const c = codes({
      labs: [
        { display: "Syphilis EIA (treponemal)", value: "Not detected" },
        { display: "RPR", value: "Non-reactive" },
      ],
    });
    expect(c.filter((code) => code.startsWith("syphilis"))).toEqual([]);
  });
});

describe("resolved hepatitis B (review 8, onc #17)", () => {
  const labs = (antiHbs: string): Lab[] => [
    { display: "HBsAg", value: "Not detected" },
    { display: "Anti-HBc (total)", value: "Reactive" },
    { display: "Anti-HBs", value: antiHbs, unit: "IU/L" },
  ];

  it("reads negative HBsAg with anti-HBc and protective anti-HBs as a past infection, recovered and immune", () => {
    const result = run({ labs: labs("86") });
    const f = result.findings.find((x) => x.code === "hbv-resolved-immune");
    expect(f?.patient).toContain("an infection in the past that your body has cleared");
    expect(f?.patient).not.toMatch(/past or current/);
    // The anti-HBc flag's "past or current infection" text is left to the finding.
    expect(result.result.patientResponse).not.toMatch(/past or current/);
  });

  it("stays quiet without protective anti-HBs, and before anti-CD20 therapy (the reactivation rule speaks)", () => {
    expect(codes({ labs: labs("3") })).not.toContain("hbv-resolved-immune");
    expect(codes({ labs: labs("86"), meds: ["Rituximab 1 g IV"] })).not.toContain("hbv-resolved-immune");
  });
});

describe("negative and immune serology is not a key finding (review 8, onc #16)", () => {
  it("leaves no serology among the findings of a normal screen", () => {
    const c = codes({
      age: 31,
      gender: "female",
      labs: [
        { display: "HIV 1/2 Ag/Ab", value: "Non reactive" },
        { display: "Syphilis EIA (treponemal)", value: "Not detected" },
        { display: "Rubella IgG", value: "Positive" },
        { display: "Anti-HBs", value: ">1000", unit: "mIU/mL" },
        { display: "Hepatitis B surface antigen", value: "Non-reactive" },
      ],
    });
    expect(c).toEqual([]);
  });
});

describe("hCG in a recorded pregnancy (review 8, peds #14)", () => {
  const hcg: Lab = { display: "hCG, serum quantitative", value: "48200", unit: "IU/L", referenceRange: "<5" };

  it("is an expected result, not an abnormal one", () => {
    const result = run({ age: 26, gender: "female", labs: [hcg], conditions: ["Pregnancy, 7 weeks gestation"] });
    expect(result.findings.find((f) => f.code === "hcg-expected-in-pregnancy")?.severity).toBe("info");
    expect(result.result.patientResponse).not.toMatch(/hCG[^.]*higher than the usual range/);
  });

  it("stays quiet with no pregnancy recorded", () => {
    expect(codes({ age: 40, gender: "male", labs: [hcg] })).not.toContain("hcg-expected-in-pregnancy");
  });
});
