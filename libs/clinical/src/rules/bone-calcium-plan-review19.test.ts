import { describe, expect, it } from "vitest";
import { finding, reviewFolder } from "../testing/review-case.ts";

const { run } = reviewFolder(new URL("./fixtures/bone-calcium-plan-review19/", import.meta.url));
const allSteps = (r: ReturnType<typeof run>) => r.findings.flatMap((f) => f.nextSteps).join("\n");

describe("a high calcium keeps vitamin D loading out of the whole plan (review 19, bone-calcium-plan)", () => {
  it("01: primary hyperparathyroidism with osteoporosis gets the steady dose only, never a loading regimen", () => {
    const r = run("01-us-phpt-plan");
    const steps = allSteps(r);
    expect(steps).not.toMatch(/a loading regimen \(up to about 300,000 IU/);
    expect(steps).not.toMatch(/use a loading regimen/);
    expect(finding(r, "osteoporosis-untreated")?.nextSteps.join(" ")).toMatch(
      /Correct vitamin D before any IV zoledronate or denosumab .*at a steady dose with calcium rechecked, not a loading regimen/,
    );
    expect(finding(r, "vitamin-d-deficiency")?.nextSteps.join(" ")).toMatch(
      /steady dose .*not a rapid loading regimen/,
    );
    expect(finding(r, "osteoporosis-untreated")?.patient).toMatch(/slowly and with your calcium checked/);
  });

  it("06: a booked denosumab beside a PTH-dependent high calcium is prepared with the steady dose, not loading", () => {
    const f = finding(run("06-denosumab-booked-high-calcium"), "potent-antiresorptive-vitamin-d");
    expect(f?.clinician).toMatch(/steady dose with calcium rechecked, not a loading regimen/);
    expect(f?.clinician).not.toMatch(/with a loading regimen/);
    expect(f?.nextSteps.join(" ")).not.toMatch(/Give a vitamin D loading regimen/);
    expect(f?.patient).not.toMatch(/higher-dose/);
    // The calcium is named once, not repeated as a closing sentence.
    expect(f?.clinician.match(/2\.68 mmol\/L/g)).toHaveLength(1);
  });
});

describe("the bone plan does not send a cause already found for again (review 19, bone-calcium-plan)", () => {
  it("01: the calcium step before a bisphosphonate points to the PTH-dependent cause instead of 'find its cause first'", () => {
    const steps = finding(run("01-us-phpt-plan"), "osteoporosis-untreated")?.nextSteps.join(" ");
    expect(steps).not.toMatch(/find its cause first/);
    expect(steps).toMatch(/11\.2 mg\/dL \(2026-11-18\) is high from the PTH-dependent cause set out above/);
  });

  it("01, 02: a T-score in the record counts as osteoporosis for surgery and is not asked for again as a DXA", () => {
    const us = finding(run("01-us-phpt-plan"), "hypercalcaemia")?.nextSteps.join("\n");
    expect(us).toMatch(
      /a kidney stone and osteoporosis or a fragility fracture in the record are indications for surgery/,
    );
    expect(us).toMatch(
      /Assess end-organ effects: renal tract ultrasound \(in the record: DXA with a T-score of −2\.6;/,
    );
    const uk = finding(run("02-uk-phpt-mmol"), "hypercalcaemia")?.nextSteps.join("\n");
    expect(uk).toMatch(/osteoporosis or a fragility fracture in the record is an indication for surgery/);
    expect(uk).not.toMatch(/effects: DXA/);
  });
});

describe("calcium and vitamin D read in units the reader can use (review 19, bone-calcium-plan)", () => {
  it("01: an albumin within its range brings no 'adjust the calcium' step", () => {
    expect(allSteps(run("01-us-phpt-plan"))).not.toMatch(/Adjust the calcium for the albumin/);
  });

  it("01: a vitamin D in ng/mL is given once in nmol/L beside the Royal Osteoporosis Society's nmol/L thresholds", () => {
    const c = finding(run("01-us-phpt-plan"), "vitamin-d-deficiency")?.clinician ?? "";
    expect(c).toMatch(/or a raised PTH; this result is about 45 nmol\/L\./);
    expect(c.match(/about 45 nmol\/L/g)).toHaveLength(1);
  });

  it("02: a vitamin D already in nmol/L is not converted", () => {
    expect(finding(run("02-uk-phpt-mmol"), "vitamin-d-deficiency")?.clinician).not.toMatch(/this result is about/);
  });
});

describe("hypoparathyroidism is not read as a suppressed PTH (review 19, bone-calcium-plan)", () => {
  it("04: after thyroidectomy the vitamin D finding defers to the hypocalcaemia treatment, not 'do not start vitamin D'", () => {
    const r = run("04-post-thyroidectomy-hypocalcaemia");
    expect(finding(r, "hypocalcaemia-hypoparathyroidism")?.severity).toBe("critical");
    const d = finding(r, "vitamin-d-deficiency");
    expect(d?.clinician).toMatch(/both low \(hypoparathyroidism, see the hypocalcaemia finding\)/);
    expect(d?.clinician).not.toMatch(/suppressed|high calcium/);
    expect(allSteps(r)).not.toMatch(/Do not start vitamin D replacement|cause of the high calcium/);
    expect(d?.nextSteps).toEqual([
      "Decide vitamin D replacement with the treatment of the low calcium (see the hypocalcaemia finding)",
    ]);
  });
});

describe("quiet and ordinary cases (review 19, bone-calcium-plan)", () => {
  it("03: on alendronate with vitamin D 22 nmol/L, replacement is advised with the bone reasons named", () => {
    const r = run("03-alendronate-low-vitd");
    const d = finding(r, "vitamin-d-deficiency");
    expect(d?.clinician).toMatch(/anti-resorptive treatment \(alendronic acid\)/);
    expect(r.findings.some((f) => f.code === "hypercalcaemia" || f.code === "osteoporosis-untreated")).toBe(false);
  });

  it("05: a normal bone panel gives no findings", () => {
    expect(run("05-quiet-bone-panel").findings).toEqual([]);
  });
});
