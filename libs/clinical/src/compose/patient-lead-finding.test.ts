import { healthDataSchema } from "@hds/contracts";
import { describe, expect, it } from "vitest";
import { analyzeEhr } from "../pipeline.ts";
import { loadReviewCase } from "../testing/review-case.ts";

const FIXTURES = new URL("../rules/fixtures/deep-coherence-review13/", import.meta.url);

describe("the patient text keeps the report's lead finding (review 13, deep coherence 04)", () => {
  it.each(["light", "deep"] as const)(
    "shows low B12 with nerve symptoms beside the bariatric finding that also cites the B12 (%s)",
    (mode) => {
      const c = loadReviewCase(FIXTURES, "04-01-rygb-multi-deficiency");
      const out = analyzeEhr(healthDataSchema.parse(c.data), { now: new Date(c._now!), mode });
      const lead = out.findings[0]!;
      expect(lead.code).toBe("b12-deficiency-neurological");
      const stands = out.result.patientResponse.split("## What stands out")[1]!;
      expect(stands.trimStart().startsWith(`- ${lead.patient}`)).toBe(true);
      expect(stands).toMatch(/Low copper can cause numbness/);
    },
  );
});
