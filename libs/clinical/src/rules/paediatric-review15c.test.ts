import { readdirSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { codes, type ReviewCase, reviewFolder, runReviewCase } from "../testing/review-case.ts";
import { vitalKind } from "../vocab/vitals.ts";

/** The review's cases, kept with the test (synthetic records, no real patient). */
const CASES = new URL("./fixtures/paediatric-review15c/", import.meta.url);

const { load } = reviewFolder(CASES);
const run = (c: ReviewCase) => runReviewCase(c);
const text = (r: ReturnType<typeof run>) => JSON.stringify(r.result);
const find = (r: ReturnType<typeof run>, code: string) => r.findings.find((f) => f.code === code);

describe("paediatric review 15c: the laboratory's range for children is used", () => {
  it("haemoglobin 105 g/L at 14 months against the laboratory's 110–140: iron-deficiency anaemia, with the cow's milk named", () => {
    const r = run(load("03-infant-iron-deficiency"));
    const ida = find(r, "iron-deficiency-anaemia");
    expect(ida?.clinician).toMatch(/1 litre of cow's milk/);
    expect(ida?.nextSteps.join(" ")).toMatch(/Cut down the cow's milk/);
    expect(ida?.nextSteps.join(" ")).not.toMatch(/endoscopy|menstrual/);
    expect(codes(r)).not.toContain("iron-deficiency-without-anaemia");
    const anaemia = find(r, "anaemia");
    expect(anaemia?.clinician).toMatch(/below the laboratory's range for the child's age \(110-140; WHO's cut-off/);
    expect(anaemia?.clinician).not.toMatch(/below the WHO cut-off/);
  });

  it("an adult range sent for a toddler is still overruled by WHO's cut-off for the age", () => {
    const c = load("03-infant-iron-deficiency");
    c.data.recentAbnormalLabs[0] = { ...c.data.recentAbnormalLabs[0], value: "108", referenceRange: "130-170" };
    const r = run(c);
    expect(codes(r)).not.toContain("iron-deficiency-anaemia");
    expect(codes(r)).toContain("iron-deficiency-without-anaemia");
  });

  it("creatinine sent with a children's range is judged against it; with an adult range it is not judged", () => {
    const c = load("02-creatinine-6yo");
    expect(text(run(c))).not.toMatch(/low muscle mass/);
    c.labResults[0] = { ...c.labResults[0], referenceRange: "25-42", flag: undefined };
    const r = run(c);
    expect(r.findings.filter((f) => f.title.startsWith("Creatinine"))).toEqual([]);
    expect(text(r)).not.toMatch(/low muscle mass/);
  });

  it("phosphate above a children's range is not called normal for age; above an adult range it is", () => {
    expect(codes(run(load("13-phosphate-4yo-child-range-high")))).not.toContain("phosphate-raised-minor");
    expect(codes(run(load("05-phosphate-4yo")))).toContain("phosphate-raised-minor");
  });
});

describe("paediatric review 15c: fatty liver in children (NASPGHAN)", () => {
  it("10-year-old with ALT 90 and a BMI above the 99th centile: paediatric MASLD finding, prompt evaluation, no FIB-4 step", () => {
    const r = run(load("10-alt-obese-10yo"));
    const f = find(r, "masld-risk-child");
    expect(f?.clinician).toMatch(/26 U\/L for boys/);
    expect(f?.clinician).toMatch(/3\.5× that limit; above 80 U\/L/);
    expect(f?.nextSteps.join(" ")).toMatch(/Evaluate promptly/);
    expect(f?.nextSteps.join(" ")).not.toMatch(/FIB-4|ultrasound/);
    expect(f?.evidenceIds).toContain("naspghan-2017-paediatric-nafld");
    expect(codes(r)).not.toContain("masld-risk");
  });

  it("16-year-old with obesity: the child's finding replaces the adult one and its FIB-4 step", () => {
    const r = run(load("06-teen-t2d-obesity"));
    expect(find(r, "masld-risk-child")?.clinician).toMatch(/22 U\/L for girls/);
    expect(codes(r)).not.toContain("masld-risk");
    expect(r.findings.flatMap((f) => f.nextSteps).join(" ")).not.toMatch(/Calculate FIB-4/);
  });

  it("stays silent with a normal ALT, or with no obesity or diabetes", () => {
    const normal = load("10-alt-obese-10yo");
    normal.data.recentAbnormalLabs[0] = { ...normal.data.recentAbnormalLabs[0], value: "20" };
    expect(codes(run(normal))).not.toContain("masld-risk-child");
    const lean = load("10-alt-obese-10yo");
    lean.data.vitalSigns = [];
    lean.data.additionalContext = "Viral illness last week. No medicines.";
    expect(codes(run(lean))).not.toContain("masld-risk-child");
  });

  it("a BMI centile is not read as a BMI in kg/m²", () => {
    expect(vitalKind("BMI centile")).toBe("other");
    expect(vitalKind("Body mass index percentile")).toBe("other");
    expect(vitalKind("Body mass index")).toBe("bmi");
  });
});

describe("paediatric review 15c: child wording for adult rules", () => {
  it("12-year-old with TSH 6.8, positive TPO and type 1 diabetes: the paediatric follow-up is given", () => {
    const r = run(load("07-tsh-tpo-12yo"));
    const f = find(r, "subclinical-hypothyroidism");
    expect(f?.clinician).toMatch(/about every 6 months/);
    expect(f?.clinician).toMatch(/positive TPO antibodies .* and another autoimmune condition \(Type 1 diabetes\)/);
    expect(f?.evidenceIds).toContain("crisafulli-2019-paediatric-subclinical-hypothyroidism");
    const adult = load("07-tsh-tpo-12yo");
    adult.patientContext.age = "40";
    const a = find(run(adult), "subclinical-hypothyroidism");
    expect(a?.clinician).not.toMatch(/In children/);
    expect(a?.evidenceIds).not.toContain("crisafulli-2019-paediatric-subclinical-hypothyroidism");
  });

  it("8-year-old with LDL-C 6.4 mmol/L: a specialist clinic plans treatment, not the adult 'strong medicine'", () => {
    const r = run(load("11-fh-8yo"));
    const f = find(r, "severe-hypercholesterolaemia");
    expect(f?.patient).toMatch(/specialist clinic/);
    expect(text(r)).not.toMatch(/strong cholesterol medicine|10-year risk of|high-intensity statin/);
    const adult = load("11-fh-8yo");
    adult.patientContext.age = "45";
    expect(find(run(adult), "severe-hypercholesterolaemia")?.patient).toMatch(/strong cholesterol medicine/);
  });

  it("no case carries adult-only advice", () => {
    const names = readdirSync(CASES)
      .filter((f) => f.endsWith(".json"))
      .map((f) => f.replace(/\.json$/, ""));
    expect(names.length).toBeGreaterThanOrEqual(12);
    for (const name of names) {
      const out = text(run(load(name)));
      expect(out, name).not.toMatch(
        /menopaus|adults under 65|Calculate FIB-4|CKD stage|postmenopausal|bidirectional endoscopy/,
      );
    }
  });
});
