import { describe, expect, it } from "vitest";
import { reviewFolder, runReviewCase } from "../testing/review-case.ts";

/** The gastroenterology review's cases, kept with the test (synthetic records, no real patient). */

const { load } = reviewFolder(new URL("./fixtures/gi-liver/", import.meta.url));
const run = runReviewCase;
const find = (r: ReturnType<typeof run>, code: string) => r.findings.find((f) => f.code === code);

describe("thiopurine marrow and liver toxicity", () => {
  it("withholds azathioprine for neutrophils 0.8 with a sore throat, as critical, instead of a dose reduction (review case 03)", () => {
    const r = run(load("03-ibd-aza-tpmt-neutropenia"));
    const f = find(r, "thiopurine-marrow-toxicity");
    expect(f?.severity).toBe("critical");
    expect(f?.clinician).toContain("neutrophils 0.8 10^9/L");
    expect(f?.clinician).toContain("150 mg once daily");
    expect(f?.clinician).toContain("sore throat");
    expect(f?.nextSteps[0]).toMatch(/^Withhold Azathioprine .* now/i);
    expect(f?.nextSteps.join(" ")).toMatch(/same day/);
    expect(f?.patient).toMatch(
      /sore throat\)\. With so few infection-fighting cells .* go to an emergency department now/,
    );
    expect(f?.evidenceIds).toEqual(["nhsdg-azathioprine-monitoring"]);
  });

  it("withholds the thiopurine for ALT above 100 U/L (review case 03)", () => {
    const f = find(run(load("03-ibd-aza-tpmt-neutropenia")), "thiopurine-raised-transaminases");
    expect(f?.severity).toBe("high");
    expect(f?.clinician).toContain("ALT 118 U/L");
    expect(f?.nextSteps[0]).toMatch(/Withhold the thiopurine/);
  });

  it("is high, not critical, for a mildly low count without signs of infection, and silent with normal counts", () => {
    const c = load("03-ibd-aza-tpmt-neutropenia");
    c.data.additionalContext = "Started azathioprine 8 weeks ago. Feels well.";
    c.data.recentAbnormalLabs[0].value = "1.4";
    delete c.data.labTrends;
    expect(find(run(c), "thiopurine-marrow-toxicity")?.severity).toBe("high");
    c.data.recentAbnormalLabs[0].value = "3.1";
    c.data.recentAbnormalLabs[1].value = "5.2";
    c.data.recentAbnormalLabs[2].value = "40";
    const r = run(c);
    expect(find(r, "thiopurine-marrow-toxicity")).toBeUndefined();
    expect(find(r, "thiopurine-raised-transaminases")).toBeUndefined();
  });

  it("does not fire without a thiopurine", () => {
    const c = load("03-ibd-aza-tpmt-neutropenia");
    c.data.medications = c.data.medications.filter((m: { medication: string }) => !/azathioprine/i.test(m.medication));
    expect(find(run(c), "thiopurine-marrow-toxicity")).toBeUndefined();
  });
});
