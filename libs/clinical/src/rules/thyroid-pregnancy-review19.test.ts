import { describe, expect, it } from "vitest";
import { findCitableEvidence } from "../evidence/library.ts";
import { reviewFolder } from "../testing/review-case.ts";

const { run } = reviewFolder(new URL("./fixtures/thyroid-pregnancy-review19/", import.meta.url));
const finding = (name: string, code: string) => run(name).findings.find((f) => f.code === code);
const allText = (name: string) =>
  run(name)
    .findings.map((f) => [f.title, f.clinician, f.patient, ...f.nextSteps].join(" "))
    .join(" ");

function expectCitable(ids: readonly string[] | undefined) {
  expect(ids?.length).toBeGreaterThan(0);
  for (const id of ids ?? []) expect(findCitableEvidence(id), id).toBeDefined();
}

describe("TPO-positive with TSH inside the pregnancy range (review 19, thyroid-pregnancy)", () => {
  it("01: TSH 3.9 at 8 weeks with TPO 220 and a previous miscarriage: levothyroxine may be considered, TSH every 4 weeks", () => {
    const f = finding("01-tpo-positive-tsh-3-9-previous-loss", "pregnancy-tpo-positive-tsh");
    expect(f?.severity).toBe("moderate");
    expect(f?.clinician).toMatch(/at 8 weeks \(first trimester\) with positive thyroid peroxidase \(TPO\) antibodies/);
    expect(f?.clinician).toContain("within the 0.1–4.0 mIU/L range ATA 2026 suggests");
    expect(f?.clinician).toContain("the laboratory's non-pregnant range is not the one to judge TSH by in pregnancy");
    expect(f?.clinician).toContain("levothyroxine may be considered (weak recommendation, moderate-quality evidence)");
    expect(f?.clinician).toContain('a previous pregnancy loss, which the record notes ("previous miscarriage")');
    expect(f?.clinician).toContain("TSH about every 4 weeks until mid-pregnancy");
    expect(f?.nextSteps[0]).toMatch(/^Discuss low-dose levothyroxine/);
    expect(f?.patient).toContain("after a previous miscarriage");
    expectCitable(f?.evidenceIds);
  });

  it("01: the report tells the antibody result inside the pregnancy finding, not as a separate generic line", () => {
    const r = run("01-tpo-positive-tsh-3-9-previous-loss");
    const f = r.findings.find((x) => x.code === "pregnancy-tpo-positive-tsh");
    const tpo = r.findings.find((x) => x.code === "lab-high" && /peroxidase/i.test(x.title));
    for (const ref of tpo?.refs ?? []) expect(f?.refs).toContain(ref);
  });

  it("04: TSH 1.6 with negative TPO antibodies in pregnancy stays quiet", () => {
    expect(run("04-quiet-tsh-1-6-tpo-negative").findings).toEqual([]);
  });
});

describe("TSH above the pregnancy range with normal free T4 (review 19, thyroid-pregnancy)", () => {
  it("02: TSH 5.2 at 10 weeks, TPO-positive: subclinical hypothyroidism in pregnancy, levothyroxine recommended", () => {
    const f = finding("02-tsh-5-2-normal-ft4-10-weeks", "pregnancy-tsh-high");
    expect(f?.severity).toBe("high");
    expect(f?.clinician).toContain("subclinical hypothyroidism in pregnancy with autoimmune thyroiditis");
    expect(f?.clinician).toContain("recommended levothyroxine (strong recommendation, moderate-quality evidence)");
    expect(f?.nextSteps[0]).toMatch(/^Start levothyroxine promptly/);
    expect(f?.patient).toContain("starting a thyroid tablet (levothyroxine)");
    expectCitable(f?.evidenceIds);
  });

  it("05: TSH 5.2 with negative TPO antibodies: levothyroxine may be considered, not recommended outright", () => {
    const f = finding("05-tsh-5-2-tpo-negative-12-weeks", "pregnancy-tsh-high");
    expect(f?.severity).toBe("moderate");
    expect(f?.clinician).toContain("may be considered (weak recommendation, low-quality evidence)");
    expect(f?.nextSteps[0]).toMatch(/^Decide on levothyroxine/);
  });

  it("06: TSH 5.2 at 16 weeks with no TPO antibodies in the record: check them now, they decide treatment", () => {
    const f = finding("06-tsh-5-2-no-tpo-16-weeks", "pregnancy-tsh-high");
    expect(f?.clinician).toContain("Check TPO antibodies now: they decide treatment");
    expect(f?.nextSteps[0]).toMatch(/^Check TPO antibodies now/);
  });

  it("never gives the older-adult 'watch and wait' or 'repeat in 6–12 weeks' advice to a pregnant patient", () => {
    for (const name of [
      "01-tpo-positive-tsh-3-9-previous-loss",
      "02-tsh-5-2-normal-ft4-10-weeks",
      "05-tsh-5-2-tpo-negative-12-weeks",
      "06-tsh-5-2-no-tpo-16-weeks",
    ]) {
      const text = allText(name);
      expect(text, name).not.toMatch(/watch and wait/i);
      expect(text, name).not.toMatch(/6–12 weeks/);
      expect(
        run(name).findings.some((f) => f.code === "subclinical-hypothyroidism"),
        name,
      ).toBe(false);
    }
  });
});

describe("known hypothyroidism on levothyroxine, newly pregnant (review 19, thyroid-pregnancy)", () => {
  it("03: levothyroxine 100 micrograms at 6 weeks with TSH 3.1: raise the dose now by two extra doses a week, TSH every 4 weeks", () => {
    const f = finding("03-levothyroxine-100-six-weeks-tsh-3-1", "pregnancy-levothyroxine");
    expect(f?.severity).toBe("moderate");
    expect(f?.nextSteps[0]).toContain(
      "raise it now (ATA 2014: two extra doses a week of the current dose, about 29% more",
    );
    expect(f?.nextSteps[0]).toContain("recheck TSH in about 4 weeks");
    expect(f?.clinician).toContain("TSH about every 4 weeks in the first half of pregnancy");
    expect(
      run("03-levothyroxine-100-six-weeks-tsh-3-1").findings.some((x) => x.code === "pregnancy-tpo-positive-tsh"),
    ).toBe(false);
  });
});
