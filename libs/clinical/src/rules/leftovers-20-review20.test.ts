import { describe, expect, it } from "vitest";
import { modelScope } from "../evidence/populations.ts";
import { hitsForProblem, researchQuestions } from "../research.ts";
import { researchEvidence } from "../retrieval/index.ts";
import { clinicianText, codes, finding, patientText, reviewFolder } from "../testing/review-case.ts";

const { run } = reviewFolder(new URL("./fixtures/leftovers-20-review20/", import.meta.url));

describe("an AST twice the ALT with a raised GGT and alcohol in the record is told as the alcohol pattern (review 20)", () => {
  it("10: alcohol misuse without an amount gives the pattern finding, and the GGT line points to it", () => {
    const r = run("10-ast-alt-ratio-alcohol-no-amount");
    const f = finding(r, "alcohol-enzyme-pattern");
    expect(f?.clinician).toMatch(/AST:ALT 2\.3/);
    expect(f?.clinician).toMatch(/supports alcohol-related liver disease/);
    expect(f?.evidenceIds).toContain("va-liver-tests-alcoholic-liver-disease");
    expect(patientText(r)).toMatch(/typical of liver irritation from alcohol/);
    expect(patientText(r)).not.toMatch(/alcohol use, fatty liver or bile-duct problems/);
  });

  it("01: a stated 50 units a week keeps the low-risk finding, which now names the ratio, and no second alcohol finding", () => {
    const r = run("01-ast-alt-ratio-alcohol");
    expect(codes(r)).not.toContain("alcohol-enzyme-pattern");
    expect(finding(r, "alcohol-above-low-risk-labs")?.clinician).toMatch(/AST:ALT 2\.3, a ratio of 2 or more/);
  });

  it("09: normal liver tests in a light drinker raise nothing", () => {
    expect(run("09-quiet-healthy-fbc-lft").findings).toEqual([]);
  });
});

describe("an isolated monocytosis gets a proportionate plan (review 20)", () => {
  it("03: a single raised count in a young woman is low priority, repeated in 3 months, with nothing alarming", () => {
    const r = run("03-isolated-monocytosis-single-young");
    const f = finding(r, "monocytosis-isolated");
    expect(f?.severity).toBe("low");
    expect(f?.nextSteps.join(" ")).toMatch(/Repeat CBC with differential in 3 months/);
    expect(patientText(r)).not.toMatch(/leukaemia|cancer|urgent/i);
  });

  it("02: raised above 1.0 for 5 months in a man of 71 asks for a film and haematology advice, below the referral level", () => {
    const r = run("02-isolated-monocytosis-persistent-older");
    const f = finding(r, "monocytosis-isolated");
    expect(f?.severity).toBe("low");
    expect(f?.clinician).toMatch(/chronic myelomonocytic leukemia/);
    expect(f?.nextSteps.join(" ")).toMatch(/Seek hematology advice/);
    expect(patientText(r)).toMatch(/stayed raised for several months/);
    expect(patientText(r)).not.toMatch(/leuka?emia|cancer/i);
    // The generic lab line points to the finding instead of listing causes again.
    expect(patientText(r)).not.toMatch(/can go with long-lasting infection or inflammation/);
  });

  it("11: above 1.5 for over 3 months with no cause is a moderate finding with referral", () => {
    const f = finding(run("11-monocytosis-persistent-above-referral"), "monocytosis-isolated");
    expect(f?.severity).toBe("moderate");
    expect(f?.nextSteps.join(" ")).toMatch(/Refer to hematology/);
  });
});

describe("planned medicines do not drive drug–laboratory findings (review 20)", () => {
  it("06: methotrexate '(planned)' and spironolactone starting next month are not read as taken", () => {
    const r = run("06-ehr-planned-medicines");
    expect(codes(r)).not.toContain("methotrexate-raised-transaminases");
    expect(codes(r)).not.toContain("methotrexate-safety-notes");
    // The potassium finding rests on ramipril, which is taken, and not on the spironolactone.
    const k = finding(r, "raas-hyperkalaemia");
    expect(k?.clinician).toMatch(/Ramipril/i);
    expect(k?.clinician).not.toMatch(/Spironolactone/);
    expect(patientText(r)).not.toMatch(/You take methotrexate/);
    expect(r.model.medications.find((m) => /methotrexate/i.test(m.name))?.status).toBe("planned");
  });
});

describe("the neutrophilia plan for a well person is not given to someone unwell (review 20)", () => {
  it("04: a temperature of 38.6 with shivers and a productive cough gives no 'repeat in 4–6 weeks' plan", () => {
    const r = run("04-neutrophilia-unwell-fever-vitals");
    expect(codes(r)).not.toContain("neutrophilia-repeat-film");
    expect(codes(r)).toContain("fever-sepsis-check");
    expect(patientText(r)).not.toMatch(/feels well/);
  });
});

describe("in acute hepatitis A the liver lines point to the hepatitis A finding (review 20)", () => {
  it("05: the ALT, AST and ALP lines name hepatitis A, not fatty liver", () => {
    const r = run("05-acute-hepatitis-a");
    expect(codes(r)).toContain("hav-acute");
    expect(patientText(r)).not.toMatch(/fatty liver/);
    expect(clinicianText(r)).not.toMatch(/fatty liver/);
    expect(
      patientText(r).match(
        /explained in the point of this report that begins "Your tests show a recent hepatitis A infection"/g,
      )?.length,
    ).toBeGreaterThanOrEqual(3);
  });
});

describe("lithium advice is given once (review 20)", () => {
  it("07: a raised TSH on lithium read by the thyroid finding does not also raise the lithium kidney-thyroid finding", () => {
    const r = run("07-lithium-stable-ehr");
    expect(codes(r)).not.toContain("lithium-kidney-thyroid");
    expect(finding(r, "subclinical-hypothyroidism")?.clinician).toMatch(/On lithium/);
    expect(patientText(r).match(/You take lithium/g) ?? []).toHaveLength(0);
  });
});

describe("research reading fits the patient's metaboliser phenotype (review 20)", () => {
  it("08: an ultrarapid metaboliser on clopidogrel (standard dosing) raises no drug–gene finding and no pharmacogenomic research", () => {
    const r = run("08-cyp2c19-ultrarapid-clopidogrel-deep");
    expect(r.findings.filter((f) => f.family === "pharmacogenomics")).toEqual([]);
    // Review 35: the omeprazole listed with clopidogrel is an interaction whatever the genotype; its
    // research question is about the medicines, not the gene.
    const queries = researchQuestions(r.model, r.findings).map((q) => q.query);
    expect(queries.join(" ")).not.toMatch(/cyp2c19|pharmacogenomic/i);
    expect(queries.filter((q) => /clopidogrel/i.test(q))).toEqual([
      expect.stringMatching(/^Medicine interaction: clopidogrel omeprazole/),
    ]);
  });

  it("13: a CYP2C19 ultrarapid metaboliser is not offered the poor-metaboliser clopidogrel and SSRI summaries", () => {
    const r = run("13-cyp2c19-ultrarapid-clopidogrel-escitalopram-deep");
    const q = researchQuestions(r.model, r.findings).find((x) => x.query.startsWith("Pharmacogenomics"));
    expect(q).toBeDefined();
    const cited = r.findings.filter((f) => q?.findingIds.includes(f.id)).flatMap((f) => f.evidenceIds);
    const searched = researchEvidence(q?.query ?? "").map((h) => h.id);
    // The search itself finds them; the phenotype scope is what leaves them out.
    expect(searched).toEqual(expect.arrayContaining(["cpic-cyp2c19-clopidogrel-2022"]));
    const ids = hitsForProblem(modelScope(r.model), cited, researchEvidence(q?.query ?? "")).map((h) => h.id);
    expect(ids).not.toContain("cpic-cyp2c19-clopidogrel-2022");
    expect(ids).not.toContain("dpwg-ssri-2022");
  });
});
