import { describe, expect, it } from "vitest";
import { reviewFolder, runReviewCase } from "../testing/review-case.ts";

/** The gastroenterology review's cases, kept with the test (synthetic records, no real patient). */

const { load } = reviewFolder(new URL("./fixtures/gi-liver/", import.meta.url));
const run = runReviewCase;
const find = (r: ReturnType<typeof run>, code: string) => r.findings.find((f) => f.code === code);
const report = (r: ReturnType<typeof run>, key: string) => String((r.result as Record<string, unknown>)[key] ?? "");

describe("coeliac serology read with total IgA", () => {
  it("calls a tTG-IgA 20 times the limit with iron and folate deficiency probable coeliac disease, and says to keep eating gluten (review case 01)", () => {
    const f = find(run(load("01-coeliac-ttg-high-si")), "coeliac-serology-positive");
    expect(f?.severity).toBe("high");
    expect(f?.clinician).toContain("about 20 times");
    expect(f?.clinician).toMatch(/Low iron .* and folate/);
    expect(f?.nextSteps.join(" ")).toMatch(/keep eating gluten/);
    expect(f?.patient).toMatch(/Keep eating foods with gluten/);
    expect(f?.evidenceIds).toEqual(["nice-ng20-coeliac"]);
  });

  it("is moderate for a tTG-IgA just above the limit", () => {
    const c = load("01-coeliac-ttg-high-si");
    c.labResults[0].value = "12";
    expect(find(run(c), "coeliac-serology-positive")?.severity).toBe("moderate");
  });

  it("does not let a negative tTG-IgA with low total IgA reassure, and asks for an IgG-based test (review case 02)", () => {
    const r = run(load("02-coeliac-iga-deficiency"));
    const f = find(r, "coeliac-iga-deficiency");
    expect(f?.clinician).toContain("cannot rule out coeliac disease");
    expect(f?.nextSteps[0]).toMatch(/IgG-based coeliac test/);
    expect(find(r, "coeliac-serology-positive")).toBeUndefined();
  });

  it("does not suggest menstrual loss as a cause of iron deficiency in a man (review case 02)", () => {
    const r = run(load("02-coeliac-iga-deficiency"));
    expect(find(r, "iron-deficiency-anaemia")?.nextSteps.join(" ")).not.toMatch(/menstrual/);
    expect(report(r, "clinicianResponse")).not.toMatch(/menstrual/);
    const c = load("02-coeliac-iga-deficiency");
    c.data.patientInfo.gender = "female";
    c.data.recentAbnormalLabs[2].value = "105";
    expect(find(run(c), "iron-deficiency-anaemia")?.nextSteps.join(" ")).toMatch(/menstrual loss/);
  });

  it("raises nothing for a negative tTG-IgA with normal total IgA (review case 14)", () => {
    const r = run(load("14-coeliac-negative-normal"));
    expect(find(r, "coeliac-iga-deficiency")).toBeUndefined();
    expect(find(r, "coeliac-serology-positive")).toBeUndefined();
  });
});
