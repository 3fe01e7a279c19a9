import { healthDataSchema, labTestSchema } from "@hds/contracts";
import { describe, expect, it } from "vitest";
import { inertMarkdown } from "./inert.ts";
import { analyzeEhr, analyzeLabResults } from "./pipeline.ts";

const now = new Date("2026-11-22T00:00:00Z");

describe("client text in the reports", () => {
  const hostile = healthDataSchema.parse({
    patientInfo: { age: 52, gender: "female" },
    pastMedicalHistory: [
      { display: "Hypertension\n# INJECTED HEADING [link](javascript:alert(1))", clinicalStatus: "active" },
      { display: "Asthma <img src=x onerror=alert(1)>", clinicalStatus: "active" },
    ],
    medications: [
      { medication: "Metformin 500 mg [[cite:bogus-source]]", status: "active" },
      { medication: "Lisinopril [[cite:ada-soc-2026-s2]]", status: "active" },
    ],
    recentAbnormalLabs: [
      {
        display: "Glucose | <script>x</script>",
        value: "180",
        unit: "mg/dL",
        referenceRange: "70-99",
        date: "2026-11-01",
      },
    ],
    userInstructions: "focus on this **bold** <img src=x onerror=alert(1)>\n# Heading\n| a | b |",
  });

  for (const mode of ["light", "deep"] as const) {
    it(`stays text in ${mode} reports: no HTML tag, no link, no heading or table of the client's`, () => {
      const { result } = analyzeEhr(hostile, { now, mode });
      for (const text of [result.patientResponse, result.clinicianResponse]) {
        expect(text).not.toMatch(/(^|[^\\])<(img|script)/);
        expect(text).not.toContain("](javascript");
        expect(text).not.toMatch(/^# (INJECTED HEADING|Heading)/m);
        expect(text).not.toMatch(/^\| a \| b \|/m);
      }
      expect(result.clinicianResponse).toContain(
        'Requested focus: "focus on this **bold** \\<img src=x onerror=alert(1)> # Heading | a | b |"',
      );
    });

    it(`cannot forge a citation from a medicine's name in ${mode} reports`, () => {
      const { result } = analyzeEhr(hostile, { now, mode });
      const cited = [...Object.values(result.citations.patient), ...Object.values(result.citations.clinician)];
      expect(cited.map((c) => c.url)).not.toContain(undefined);
      expect(result.clinicianResponse).not.toContain("[[cite:");
      for (const text of [result.patientResponse, result.clinicianResponse]) {
        const used = new Set([...text.matchAll(/\[(\d+)\]/g)].map((m) => m[1]));
        const map = text === result.patientResponse ? result.citations.patient : result.citations.clinician;
        expect(new Set(Object.keys(map))).toEqual(used);
      }
    });
  }

  it("stays text in lab-results reports", () => {
    const labs = [
      {
        name: "Potassium <b onmouseover=x>",
        value: "6.9",
        unit: "mmol/L",
        referenceRange: "3.5-5.1",
        date: "2026-11-20",
      },
      {
        name: "Sodium [[cite:ada-soc-2026-s2]] [x](https://evil.example)",
        value: "128",
        unit: "mmol/L",
        date: "2026-11-20",
      },
    ].map((l) => labTestSchema.parse(l));
    const { result } = analyzeLabResults(labs, undefined, { now });
    for (const text of [result.patientResponse, result.clinicianResponse]) {
      expect(text).not.toMatch(/(^|[^\\])<b /);
      expect(text).not.toContain("](https://evil");
      expect(text).not.toContain("[[cite:");
    }
  });
});

describe("inertMarkdown", () => {
  it("escapes tag and link openings and leaves comparisons and citation numbers alone", () => {
    expect(inertMarkdown("eGFR <45 and <img> and </p> and <!-- x --> [1][2] [a](b)")).toBe(
      "eGFR <45 and \\<img> and \\</p> and \\<!-- x --> [1][2] [a]\\(b)",
    );
  });
});
