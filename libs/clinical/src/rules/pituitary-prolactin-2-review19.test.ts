import { describe, expect, it } from "vitest";
import { reviewFolder } from "../testing/review-case.ts";

const { run } = reviewFolder(new URL("./fixtures/pituitary-prolactin-2-review19/", import.meta.url));
const CODE = "hyperprolactinaemia";

describe("a raised prolactin with symptoms and no medicine to explain it (review 19, pituitary-prolactin-2)", () => {
  it("01: amenorrhoea, galactorrhoea and headaches give a finding with the causes to exclude, MRI, fields and bone", () => {
    const r = run("01-prolactin-amenorrhoea-galactorrhoea");
    const f = r.findings.find((x) => x.code === CODE);
    expect(f?.title).toMatch(/^Raised prolactin with symptoms/);
    expect(f?.clinician).toMatch(/galactorrhoea, absent or infrequent periods and headaches in the notes/);
    expect(f?.clinician).toMatch(/already excludes pregnancy \(hCG .*\) and hypothyroidism \(TSH/);
    expect(f?.clinician).toMatch(
      /low LH, FSH and oestradiol are part of the same picture.*hypogonadotropic hypogonadism/,
    );
    expect(f?.clinician).toMatch(/after 7 months of amenorrhoea the oestrogen lack puts bone density at risk/);
    const steps = f?.nextSteps.join(" | ") ?? "";
    expect(steps).toMatch(/kidney function and liver tests, and a full medicine history/);
    expect(steps).not.toMatch(/pregnancy test|TSH/);
    expect(steps).toMatch(/Pituitary MRI once the other causes are excluded, and refer to endocrinology/);
    expect(steps).toMatch(/visual fields/);
    expect(steps).toMatch(/bone density \(DXA\)/);
    expect(f?.patient).toMatch(/milk from the nipples, periods stopping and headaches/);
  });

  it("01: the low LH, FSH and oestradiol lines point to the prolactin finding instead of 'pituitary problems'", () => {
    const r = run("01-prolactin-amenorrhoea-galactorrhoea");
    const lows = r.findings.filter((x) => x.code === "lab-low");
    expect(lows).toHaveLength(3);
    for (const l of lows) {
      expect(l.clinician).toMatch(/Read with the raised prolactin finding/);
      expect(l.clinician).not.toMatch(/can go with pituitary problems/);
      expect(l.patient).toMatch(/explained in the point of this report that begins "Your prolactin \(/);
    }
  });

  it("02: a man with low libido and a prolactin in µg/L reads the low LH and testosterone as from the prolactin", () => {
    const r = run("02-male-low-libido-ug-per-l");
    const f = r.findings.find((x) => x.code === CODE);
    expect(f?.clinician).toMatch(/62 µg\/L .*about 4\.1 times the upper limit/);
    expect(f?.clinician).toMatch(/low LH and testosterone are part of the same picture.*testes/);
    expect(f?.nextSteps.join(" ")).toMatch(/Treat the low testosterone through the prolactin/);
    expect(f?.nextSteps.join(" ")).not.toMatch(/pregnancy test/);
    // The single-result testosterone work-up steps aside, as beside a macroprolactinoma.
    expect(r.findings.some((x) => x.code === "low-testosterone-confirm-first")).toBe(false);
  });

  it("04: a prolactin in ng/mL with galactorrhoea and nothing else tested asks for the pregnancy test, TSH, kidney and liver", () => {
    const f = run("04-ng-per-ml-galactorrhoea-untested").findings.find((x) => x.code === CODE);
    expect(f?.clinician).toMatch(/48 ng\/mL/);
    expect(f?.nextSteps[0]).toMatch(/a pregnancy test, TSH, kidney function and liver tests/);
    expect(f?.nextSteps.join(" ")).not.toMatch(/visual fields|DXA/);
  });
});

describe("raised prolactins that something else reads stay with it (review 19, pituitary-prolactin-2)", () => {
  it("03: a mild rise without symptoms after a stressful venepuncture is one proportionate line: repeat, macroprolactin", () => {
    const r = run("03-mild-no-symptoms-venepuncture-stress");
    expect(r.findings.some((x) => x.code === CODE)).toBe(false);
    const line = r.findings.find((x) => x.code === "lab-high");
    expect(line?.clinician).toMatch(/stress of the blood test or macroprolactin/);
    expect(line?.clinician).toMatch(/repeat it on a rested sample/);
    expect(line?.clinician).toMatch(/the notes record "anxious during the blood test"/);
    expect(line?.clinician).not.toMatch(/pituitary growth/);
    expect(r.findings.every((x) => x.severity === "low" || x.severity === "info")).toBe(true);
  });

  it("05: on risperidone the drug-induced finding reads it, with no second prolactin finding", () => {
    const r = run("05-on-risperidone");
    expect(r.findings.some((x) => x.code === "prolactin-high-on-dopamine-blocker")).toBe(true);
    expect(r.findings.some((x) => x.code === CODE)).toBe(false);
  });

  it("06: in pregnancy a raised prolactin gives no hyperprolactinaemia finding", () => {
    expect(run("06-pregnant").findings.some((x) => x.code === CODE)).toBe(false);
  });

  it("07: at prolactinoma level the macroprolactinoma finding reads it alone", () => {
    const r = run("07-very-high-macroprolactinoma-level");
    expect(r.findings.some((x) => x.code === "pituitary-tumour-prolactin")).toBe(true);
    expect(r.findings.some((x) => x.code === CODE)).toBe(false);
  });
});

describe("the low sodium of adrenal insufficiency is not treated as a crisis that is not there (review 19)", () => {
  it("10: probable Addison's without vomiting or low blood pressure: correct the sodium by treating the adrenal insufficiency", () => {
    const r = run("10-primary-adrenal-insufficiency-no-crisis");
    expect(r.findings.find((x) => x.code === "adrenal-crisis-suspected")?.severity).toBe("high");
    const steps = r.findings.find((x) => x.code === "hyponatraemia")?.nextSteps.join(" | ") ?? "";
    expect(steps).not.toMatch(/Treat as part of the adrenal crisis/);
    expect(steps).toMatch(/corrected by treating the adrenal insufficiency/);
    expect(steps).toMatch(/hydrocortisone and IV 0\.9% saline if an adrenal crisis develops/);
  });

  it("11: with vomiting (a suspected crisis) the sodium step keeps the emergency wording", () => {
    const r = run("11-primary-adrenal-insufficiency-vomiting");
    expect(r.findings.find((x) => x.code === "adrenal-crisis-suspected")?.severity).toBe("critical");
    const steps = r.findings.find((x) => x.code === "hyponatraemia")?.nextSteps ?? [];
    expect(steps[0]).toBe("Treat as part of the adrenal crisis: hydrocortisone and IV 0.9% saline");
  });
});
