import { describe, expect, it } from "vitest";
import { loadReviewCase, runReviewCase } from "../testing/review-case.ts";

/** Synthetic, after review 13 oncology case 02: a raised CA-125 taken on day 2 of a period, no endometriosis. */
const FOLDER = new URL("./fixtures/oncology-review13/", import.meta.url);
const load = () => loadReviewCase(FOLDER, "17-ca125-menses-no-endometriosis");
const codes = (c: ReturnType<typeof load>) => runReviewCase(c).findings.map((f) => f.code);
const finding = (c: ReturnType<typeof load>) => runReviewCase(c).findings.find((f) => f.code === "ca125-during-period");

describe("raised CA-125 taken during a period, without endometriosis", () => {
  it("advises repeating it away from the period", () => {
    const f = finding(load());
    expect(f?.severity).toBe("low");
    expect(f?.nextSteps[0]).toBe("Repeat CA-125 away from the period (for example mid-cycle) before reading it");
    expect(f?.nextSteps[1]).toMatch(/^If the repeat is still 35 or more, ask again about persistent bloating/);
    expect(f?.clinician).toMatch(/"day 2 of period"/);
    expect(f?.patient).toMatch(/taken during your period/);
    expect(f?.evidenceIds).toContain("kafali-2004-ca125-menstrual-cycle");
  });

  it("keeps the 2-week ultrasound first when she has symptoms NICE lists", () => {
    const c = load();
    c.patientContext.clinicalNotes =
      "Sample taken day 2 of period. Persistent bloating and early satiety for 2 months.";
    expect(codes(c)).toContain("ca125-symptoms-ultrasound");
    const f = finding(c);
    expect(f?.nextSteps[0]).toMatch(/Do not wait for a repeat CA-125: arrange the ultrasound/);
    expect(f?.clinician).toMatch(/must not delay the ultrasound/);
  });

  it("does not send a woman of 50 or more without symptoms for a scan before the repeat (review 14 known gaps 02)", () => {
    const c = loadReviewCase(
      new URL("./fixtures/known-gaps-review14/", import.meta.url),
      "02-ca125-period-age52-no-symptoms",
    );
    const f = finding(c);
    expect(f?.nextSteps[0]).toBe("Repeat CA-125 away from the period (for example mid-cycle) before reading it");
    expect(f?.nextSteps.join(" ")).not.toMatch(/Do not wait for a repeat/);
    expect(f?.clinician).not.toMatch(/must not delay the ultrasound/);
    expect(f?.evidenceIds).toContain("nice-cg122-ovarian-cancer");
  });

  it("leaves it to the endometriosis reading when endometriosis is recorded", () => {
    const c = load();
    c.patientContext.conditions = [{ name: "Endometriosis", status: "active" }];
    expect(finding(c)).toBeUndefined();
    expect(codes(c)).toContain("ca125-endometriosis");
  });

  it("says nothing when the sample timing is not given", () => {
    const c = load();
    c.patientContext.clinicalNotes = "No bloating, appetite fine.";
    expect(finding(c)).toBeUndefined();
  });
});
