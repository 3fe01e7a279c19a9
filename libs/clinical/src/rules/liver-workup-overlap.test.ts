import { describe, expect, it } from "vitest";
import { loadReviewCase, runReviewCase } from "../testing/review-case.ts";

/** Review 13 hepatology-gi cases 02 and 09 (synthetic): a liver finding's own work-up is not asked for twice. */
const CASES = new URL("./fixtures/hepatology-gi-review13/", import.meta.url);

const codes = (c: ReturnType<typeof loadReviewCase>) => runReviewCase(c).findings.map((f) => f.code);

describe("liver-injury-pattern beside possible Wilson disease", () => {
  it("does not suggest Wilson disease again when its own finding fires, and keeps the other causes", () => {
    const findings = runReviewCase(loadReviewCase(CASES, "02-wilson-young-adult")).findings;
    expect(findings.some((f) => f.code === "wilson-disease-possible")).toBe(true);
    const steps = findings.find((f) => f.code === "liver-injury-pattern")?.nextSteps.join(" | ");
    expect(steps).not.toMatch(/Wilson/);
    expect(steps).toMatch(/consider haemochromatosis, autoimmune hepatitis and alpha-1 antitrypsin deficiency/);
  });

  it("still lists Wilson disease when ceruloplasmin is normal", () => {
    const c = loadReviewCase(CASES, "02-wilson-young-adult");
    c.data.recentAbnormalLabs = c.data.recentAbnormalLabs.filter(
      (l: { display: string }) => !/ceruloplasmin/i.test(l.display),
    );
    const steps = runReviewCase(c)
      .findings.find((f) => f.code === "liver-injury-pattern")
      ?.nextSteps.join(" | ");
    expect(steps).toMatch(/Wilson disease/);
  });
});

describe("FIB-4 beside possible decompensated cirrhosis", () => {
  // Bilirubin below the alcohol-hepatitis threshold, so only the decompensation finding stands in for FIB-4.
  const withoutJaundice = () => {
    const c = loadReviewCase(CASES, "09-alcohol-related-liver");
    for (const l of c.data.recentAbnormalLabs) if (/bilirubin/i.test(l.display)) l.value = "30";
    return c;
  };

  it("stands FIB-4 down when ascites and failing liver tests point to decompensated cirrhosis", () => {
    const found = codes(withoutJaundice());
    expect(found).toContain("possible-decompensated-cirrhosis");
    expect(found).not.toContain("alcohol-hepatitis");
    expect(found).not.toContain("fib4-fibrosis-risk");
  });

  it("keeps FIB-4 without the ascites", () => {
    const c = withoutJaundice();
    c.data.additionalContext = "Drinks about 80 units/week of strong cider.";
    expect(codes(c)).toContain("fib4-fibrosis-risk");
  });
});
