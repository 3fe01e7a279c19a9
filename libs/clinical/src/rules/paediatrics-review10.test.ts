import { describe, expect, it } from "vitest";
import { reviewFolder } from "../testing/review-case.ts";

/** The review's cases, kept with the test (synthetic records, no real patient). */

const { run } = reviewFolder(new URL("./fixtures/paediatrics-review10/", import.meta.url));
const text = (r: ReturnType<typeof run>) => JSON.stringify(r.result);

describe("paediatric review 10: should-fix items", () => {
  it("teen DKA: fast breathing is not also a same-day question, and the critical glucose does not speak of prediabetes", () => {
    const r = run("teen-t1d-dka");
    expect(r.findings.map((f) => f.code)).toContain("hyperglycaemic-crisis-child");
    expect(r.findings.map((f) => f.code)).not.toContain("vital-signs-unjudged-for-age");
    expect(text(r)).not.toMatch(/seen by a doctor today/);
    expect(text(r)).not.toMatch(/prediabetes|fasting sample/);
    const glucose = r.findings.find((f) => f.code === "lab-critical" && f.title.includes("Glucose"));
    expect(glucose?.clinician).toMatch(/very high blood sugar, from known or new diabetes/);
  });

  it("adolescent with heavy periods since menarche and iron-deficiency anaemia: test for a bleeding disorder", () => {
    const r = run("adolescent-hmb");
    const ida = r.findings.find((f) => f.title === "Iron-deficiency anaemia");
    expect(ida?.clinician).toMatch(/von Willebrand disease/);
    expect(ida?.nextSteps.join(" ")).toMatch(/test for a bleeding disorder/);
    expect(ida?.evidenceIds).toContain("acog-co785-bleeding-disorders-adolescent-hmb");
  });

  it("child with isolated low platelets after a virus: childhood ITP framing, bleeding sets urgency, film to exclude other causes", () => {
    const r = run("child-itp");
    const itp = r.findings.find((f) => f.code === "isolated-thrombocytopenia-child");
    expect(itp?.clinician).toMatch(/immune thrombocytopenia \(ITP\)/);
    expect(itp?.clinician).toMatch(/Bleeding, not the count, sets the urgency/);
    expect(itp?.clinician).toMatch(/blood film/);
    expect(itp?.evidenceIds).toContain("ash-2019-itp");
  });

  // Lymphocytes: review 20 (children 6–18) added the 6–12-year band (1.0–5.0), so 3.6 is normal for age.
  it("10-year-old: haematocrit against an adult range is not judged and lymphocytes are normal for age, so no 'goes with anaemia'", () => {
    const r = run("child10-normal-adult-ranges");
    const notJudged = r.findings.filter((f) => f.code === "lab-not-comparable").map((f) => f.title);
    expect(notJudged).toContain("Hematocrit: not judged");
    expect(r.findings.find((f) => f.code === "lab-flag-overruled" && /Lymphocytes/.test(f.title))).toBeDefined();
    const flagged = r.findings.filter((f) => f.code === "lab-low" || f.code === "lab-high").map((f) => f.title);
    expect(flagged.filter((t) => /Hematocrit|Lymphocytes/.test(t))).toEqual([]);
    expect(text(r)).not.toMatch(/goes with ana?emia/);
  });

  it("17-year-old: the patient text speaks of a young person, not a child", () => {
    const text = run("teen-normal-contraceptive").result.patientResponse;
    expect(text).toContain("These are a young person's results.");
    expect(text).not.toMatch(/a child's results|my child|the child\b/);
  });

  it("feverish 3-year-old with a mildly low sodium: low priority and a fluid assessment, not the adult osmolality work-up", () => {
    const na = run("toddler-fever-crp").findings.find((f) => f.code === "hyponatraemia");
    expect(na?.severity).toBe("low");
    expect(na?.nextSteps.join(" ")).toMatch(/hydration/);
    expect(na?.nextSteps.join(" ")).not.toMatch(/osmolality/);
  });

  it("teen on isotretinoin: no adult LDL-lowering step", () => {
    const r = run("teen-isotretinoin");
    expect(r.findings.flatMap((f) => f.nextSteps).join(" ")).not.toMatch(/LDL-lowering/);
  });

  it("15-year-old with raised TSH: no adult-only symptomatic trial line", () => {
    const r = run("teen-tsh");
    const sch = r.findings.find((f) => f.code === "subclinical-hypothyroidism");
    expect(sch).toBeDefined();
    expect(text(r)).not.toMatch(/adults under 65/);
    expect(sch?.nextSteps.join(" ")).toMatch(/pediatric endocrinology/);
  });
});
