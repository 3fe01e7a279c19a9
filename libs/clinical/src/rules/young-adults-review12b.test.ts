import { describe, expect, it } from "vitest";
import { reviewFolder } from "../testing/review-case.ts";

/** The review's cases, kept with the test (synthetic records, no real patient). */

const { run } = reviewFolder(new URL("./fixtures/young-adults-review12/", import.meta.url));
const find = (r: ReturnType<typeof run>, code: string) => r.findings.find((f) => f.code === code);

describe("young-adults review 12, second round", () => {
  it("anabolic steroids stated in the notes: one pattern finding, no marrow or pituitary wording", () => {
    const r = run("09-anabolic-steroids");
    const f = find(r, "anabolic-steroid-pattern");
    expect(f?.severity).toBe("high");
    expect(f?.clinician).toMatch(/raised red cell mass, low HDL cholesterol, suppressed LH\/FSH/);
    expect(f?.clinician).toMatch(/above 0\.54/);
    expect(f?.clinician).toMatch(/17-alpha-alkylated/);
    expect(f?.evidenceIds).toContain("endocrine-society-2014-ped");
    expect(r.result.patientResponse).toMatch(/fit the effects of these drugs/);
    expect(r.result.patientResponse).not.toMatch(/bone-marrow condition|pituitary problems/);
  });

  it("the same results with steroid use denied: no steroid pattern", () => {
    expect(find(run("09b-no-steroids-stated"), "anabolic-steroid-pattern")).toBeUndefined();
  });

  it("stimulant with raised BP, exertional palpitations and a sudden death in the family: cardiology review", () => {
    const f = find(run("11-adhd-stimulant-bp-hr"), "adhd-stimulant-cardiac-review");
    expect(f?.severity).toBe("high");
    expect(f?.clinician).toMatch(/heart rate 118\/min/);
    expect(f?.clinician).toMatch(/family history of early sudden cardiac death/);
    expect(f?.nextSteps.join(" ")).toMatch(/ECG and a cardiology opinion/);
    expect(f?.evidenceIds).toContain("nice-ng87-2018");
  });

  it("stimulant with normal readings and no warning signs: no finding", () => {
    expect(find(run("11b-adhd-stimulant-well"), "adhd-stimulant-cardiac-review")).toBeUndefined();
  });
});
