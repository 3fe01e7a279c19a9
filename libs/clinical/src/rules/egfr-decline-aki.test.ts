import { describe, expect, it } from "vitest";
import type { Finding } from "../model.ts";
import { loadReviewCase, runReviewCase } from "../testing/review-case.ts";

const FIXTURES = new URL("./fixtures/primary-acute-review11/", import.meta.url);
const find = (r: { findings: readonly Finding[] }, code: string) => r.findings.find((f) => f.code === code);

// Review 11 primary-acute case 08: severe pneumonia, creatinine 72 (May) → 138 µmol/L today.
describe("review 11 case 08: an acute creatinine rise is not read as a yearly eGFR decline", () => {
  const c = loadReviewCase(FIXTURES, "08-cap-curb65-severe");

  it("reports the acute rise and no eGFR-decline finding with a nephrology referral", () => {
    const r = runReviewCase(c);
    expect(find(r, "aki-creatinine-rise")?.severity).toMatch(/high|critical/);
    expect(find(r, "egfr-rapid-decline")).toBeUndefined();
    expect(JSON.stringify(r.findings)).not.toMatch(/per year[^"]*nephrology/);
  });

  it("still reports a slow sustained eGFR decline when no acute rise is present", () => {
    const slow = structuredClone(c);
    slow.data.recentAbnormalLabs = slow.data.recentAbnormalLabs.filter(
      (l: { display: string }) => l.display !== "Creatinine",
    );
    slow.data.labTrends = [
      {
        code: "33914-3",
        display: "eGFR",
        values: [
          { date: "2024-11-01", value: "62", unit: "mL/min/1.73m2" },
          { date: "2025-05-01", value: "55", unit: "mL/min/1.73m2" },
          { date: "2025-11-01", value: "49", unit: "mL/min/1.73m2" },
          { date: "2026-05-01", value: "43", unit: "mL/min/1.73m2" },
        ],
      },
    ];
    expect(find(runReviewCase(slow), "egfr-rapid-decline")?.severity).toBe("high");
  });
});
