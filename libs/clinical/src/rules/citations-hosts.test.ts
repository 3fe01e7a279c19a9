import { healthDataSchema } from "@hds/contracts";
import { describe, expect, it } from "vitest";
import { ADDED_SOURCES } from "../evidence/added-sources.ts";
import { findEvidence } from "../evidence/library.ts";
import { analyzeEhr } from "../pipeline.ts";

/*
 * Review 15, citations-hosts: sources that sat on a test server, a document-sharing site, a label
 * mirror or an app copy were moved to their canonical pages or replaced by seen sources, and the
 * rules now say only what those support.
 */

const NOW = { now: new Date("2026-11-20T12:00:00Z") };

/** Hosts a reader may not open or that are not the publisher (guide, rule 1). */
const NOT_CANONICAL =
  /(?:^|\.)(?:uat|sit|staging)\.|scribd\.com|docplayer\.|docslib\.org|documentop\.|fda\.report|healthscout\.com|skyscape\.com|droracle\./i;

function lithiumCase(notes: string, level: string) {
  const data = healthDataSchema.parse({
    patientInfo: { age: 58, gender: "female" },
    recentAbnormalLabs: [
      { display: "Lithium level", value: level, unit: "mmol/L", referenceRange: "0.4-1.0", date: "2026-11-17" },
    ],
    medications: [{ medication: "Lithium carbonate 800 mg", status: "active" }],
    pastMedicalHistory: [],
    additionalContext: notes,
  });
  return analyzeEhr(data, NOW).findings.find((f) => f.code === "lithium-level-high");
}

describe("citations-hosts: no source url on a test server, document site or label mirror", () => {
  it("every added source's url is on a canonical host", () => {
    for (const s of ADDED_SOURCES) expect(new URL(s.url).hostname, s.id).not.toMatch(NOT_CANONICAL);
  });

  it("moves the two US labels to DailyMed and drops the replaced sources", () => {
    expect(findEvidence("glucophage-label")?.url).toMatch(/^https:\/\/dailymed\.nlm\.nih\.gov\//);
    expect(findEvidence("zocor-label")?.url).toMatch(/^https:\/\/dailymed\.nlm\.nih\.gov\//);
    for (const gone of [
      "nhsggc-lithium-toxicity",
      "uch-pump-sick-day-rules",
      "harrisons-osteomalacia",
      "aki-restart-2016",
      "meht-chuft-b12-guideline",
    ])
      expect(findEvidence(gone), gone).toBeUndefined();
  });
});

describe("citations-hosts: lithium at 1.5 mmol/L or more", () => {
  it("still sends the patient to hospital, citing seen sources, without the test-server-only wording", () => {
    const f = lithiumCase("Drowsy, unsteady and confused since yesterday.", "1.6");
    expect(f?.severity).toBe("critical");
    expect(f?.nextSteps[0]).toMatch(/^Hospital assessment now: .*toxic range/);
    expect(f?.nextSteps.join(" ")).not.toMatch(/24–48 hours|medical emergency/);
    expect(f?.evidenceIds).toEqual(
      expect.arrayContaining(["bjpsych-2022-lithium-intoxication", "sps-lithium-monitoring"]),
    );
    expect(f?.evidenceIds).not.toContain("nhsggc-lithium-toxicity");
  });

  it("a mildly raised level without symptoms stays a review, without the toxicity sources", () => {
    const f = lithiumCase("Routine review, well.", "1.1");
    expect(f?.severity).toBe("high");
    expect(f?.evidenceIds).not.toContain("bjpsych-2022-lithium-intoxication");
  });
});
