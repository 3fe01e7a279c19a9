import { describe, expect, it } from "vitest";
import { type ReviewCase, reviewFolder, runReviewCase } from "../testing/review-case.ts";

/*
 * One finding owns each next step when two findings about the same problem fire together
 * (review 14, haematology cases 09 and 15).
 */
const { load } = reviewFolder(new URL("./fixtures/haematology-review14/", import.meta.url));
const stepsOf = (c: ReviewCase) => runReviewCase(c).findings.flatMap((f) => f.nextSteps);
const count = (steps: string[], re: RegExp) => steps.filter((s) => re.test(s)).length;

describe("iron-deficiency anaemia with the gut finding (case 09)", () => {
  it("lists starting iron and coeliac serology once, in the gut finding", () => {
    const c = load("09-ida-man-71-on-apixaban-falling-hb");
    const steps = stepsOf(c);
    expect(count(steps, /\biron\b.*(?:replacement|alongside)|^Start iron/i)).toBe(1);
    expect(count(steps, /coeliac serology/i)).toBe(1);
    const ida = runReviewCase(c).findings.find((f) => f.code === "iron-deficiency-anaemia");
    expect(ida?.nextSteps).toEqual(["Recheck haemoglobin and ferritin after 2–3 months"]);
  });

  it("continues iron already prescribed rather than starting it", () => {
    const c = load("09-ida-man-71-on-apixaban-falling-hb");
    c.data.medications.push({ medication: "Ferrous fumarate 210 mg", status: "active" });
    const gut = runReviewCase(c).findings.find((f) => f.code === "ida-gi-investigation");
    expect(gut?.nextSteps.join(" ")).toMatch(/Continue the iron already prescribed alongside the referral/);
  });
});

describe("haemochromatosis with iron overload and liver risk (case 15)", () => {
  it("lists venesection, relative screening and fibrosis staging once each", () => {
    const steps = stepsOf(load("15-hfe-genotype-as-lab-iron-overload"));
    expect(count(steps, /venesection/i)).toBe(1);
    expect(count(steps, /siblings|first-degree relatives/i)).toBe(1);
    expect(count(steps, /fibrosis (?:with hepatology|assessment)/i)).toBe(1);
  });
});
