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
      // Numb feet and a gait unsteady in the dark point to the spinal cord, so since review 15
      // (infection-b12-b) the B12 finding is critical and leads the "act on this now" section.
      expect(lead.severity).toBe("critical");
      const [, now = "", stands = ""] = out.result.patientResponse.split(
        /## Please act on this now|## What stands out/,
      );
      expect(now).toContain(`- ${lead.patient}`);
      expect(stands).toMatch(/Low copper can cause numbness/);
    },
  );
});
