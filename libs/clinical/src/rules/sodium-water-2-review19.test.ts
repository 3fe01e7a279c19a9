import { describe, expect, it } from "vitest";
import { reviewFolder } from "../testing/review-case.ts";

const { run } = reviewFolder(new URL("./fixtures/sodium-water-2-review19/", import.meta.url));
const hyper = (r: ReturnType<typeof run>) => r.findings.find((f) => f.code === "hypernatraemia");
const texts = (r: ReturnType<typeof run>) => r.result as Record<string, unknown>;

describe("hypernatraemia is graded, explained and corrected slowly (review 19, sodium-water-2)", () => {
  it("01: a drowsy care-home resident drinking poorly with sodium 152 gets a high-priority finding that leaves the urgency to the delirium finding", () => {
    const r = run("01-care-home-dementia-poor-intake");
    const f = hyper(r);
    expect(f?.severity).toBe("high");
    expect(f?.clinician).toMatch(/Sodium 152 mmol\/L .*: moderate hypernatraemia/);
    expect(f?.clinician).toMatch(
      /"drinking poorly" in the notes: too little drinking is the usual cause in older people/,
    );
    expect(f?.clinician).toMatch(/hospital today, as the delirium finding says/);
    expect(f?.clinician).toMatch(/no faster than about 10 mmol\/L in 24 hours/);
    expect(f?.patient).toMatch(/part of the reason for the same-day check above/);
    expect(f?.patient).not.toMatch(/get medical help today/);
    // The lab line for the sodium is owned by the finding and not listed again.
    expect(String(texts(r).clinicianResponse)).not.toMatch(/Sodium above the reference range/);
  });

  it("01: the delirium finding names the high sodium and no longer asks to repeat a calcium that is not in the record", () => {
    const r = run("01-care-home-dementia-poor-intake");
    const d = r.findings.find((f) => f.code === "delirium-acute-illness");
    expect(d?.clinician).toMatch(/raised sodium 152 mmol\/L .*\(a water deficit\)/);
    expect(d?.nextSteps.join(" ")).not.toMatch(/calcium/i);
    expect(String(texts(r).clinicianResponse)).not.toMatch(/such as calcium and sodium/);
  });

  it("06: with a raised calcium and a normal sodium the delirium finding's repeat step names the calcium only", () => {
    const r = run("06-delirium-high-calcium-normal-sodium");
    const d = r.findings.find((f) => f.code === "delirium-acute-illness");
    expect(d?.clinician).toMatch(/raised calcium 2\.84 mmol\/L/);
    expect(d?.nextSteps).toContain("Repeat the calcium after rehydration");
    expect(d?.nextSteps.join(" ")).not.toMatch(/sodium/);
    expect(hyper(r)).toBeUndefined();
  });

  it("02: a mild 147 the morning after a marathon is low priority, told as unreplaced sweat losses, with no correction-rate talk", () => {
    const r = run("02-marathon-sodium-147");
    const f = hyper(r);
    expect(f?.severity).toBe("low");
    expect(f?.clinician).toMatch(/mild hypernatraemia/);
    expect(f?.clinician).toMatch(/After "marathon": sweat losses/);
    expect(f?.clinician).not.toMatch(/10 mmol\/L in 24 hours/);
    expect(f?.patient).toMatch(/slightly higher than the usual range/);
    expect(f?.patient).not.toMatch(/today|hospital/);
    expect(r.findings.every((x) => x.severity === "low" || x.severity === "info")).toBe(true);
  });

  it("03: on lithium with polyuria and thirst, nephrogenic diabetes insipidus is named and osmolalities asked for", () => {
    const r = run("03-lithium-polyuria-thirst");
    const f = hyper(r);
    expect(f?.severity).toBe("moderate");
    expect(f?.clinician).toMatch(/lithium is the commonest drug cause of nephrogenic diabetes insipidus/);
    expect(f?.nextSteps.join(" ")).toMatch(/serum and urine osmolality for diabetes insipidus, with a lithium level/);
    expect(f?.nextSteps.join(" ")).toMatch(/rather than stopping it alone/);
    expect(f?.patient).toMatch(/Lithium can stop the kidneys holding on to water/);
  });

  it("04: with a high glucose the sodium is corrected for it, and fluids follow the hyperglycaemia protocol, not 5% glucose", () => {
    const r = run("04-hyperglycaemia-sodium-150");
    const f = hyper(r);
    expect(f?.severity).toBe("high");
    expect(f?.clinician).toMatch(/Corrected for the glucose of 27\.5 mmol\/L .*sodium is about 156 mmol\/L/);
    expect(f?.clinician).toMatch(/osmotic diuresis/);
    expect(f?.nextSteps.join(" ")).toMatch(/hyperglycaemia or HHS protocol/);
    expect(f?.nextSteps.join(" ")).not.toMatch(/5% glucose/);
  });

  it("07: in a hyperosmolar hyperglycaemic state the HHS finding owns the sodium", () => {
    const r = run("07-hhs-sodium-owned-by-crisis");
    expect(r.findings.some((f) => f.code === "hyperglycaemic-crisis")).toBe(true);
    expect(hyper(r)).toBeUndefined();
  });

  it("08: a sodium of 161 is severe and sent to hospital today even with no notes", () => {
    const r = run("08-severe-161-no-symptoms-notes");
    const f = hyper(r);
    expect(f?.severity).toBe("high");
    expect(f?.clinician).toMatch(/severe hypernatraemia/);
    expect(f?.nextSteps.join(" ")).toMatch(/Same-day hospital assessment/);
  });

  it("05: a sodium of 145 at the top of the range stays quiet", () => {
    const r = run("05-quiet-sodium-145");
    expect(r.findings).toEqual([]);
  });
});
