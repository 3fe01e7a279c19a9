import { describe, expect, it } from "vitest";
import { clinicianText, codes, finding, patientText, reviewFolder, runReviewCase } from "../testing/review-case.ts";

const { load, run } = reviewFolder(new URL("./fixtures/infants-children-review21/", import.meta.url));

/** Adult-only advice that must not reach a child's reports. */
const ADULT_ADVICE = /statin|cardiovascular risk|QRISK|zoledronate|denosumab|Royal Osteoporosis Society|pregnan/i;

describe("prolonged jaundice in a baby (review 21, infants-children 03)", () => {
  it("6 weeks, total bilirubin 180 µmol/L, no conjugated fraction: high priority, asks for the conjugated bilirubin", () => {
    const r = run("03-infant-6w-bilirubin-180-uk");
    const f = finding(r, "infant-prolonged-jaundice");
    expect(f?.severity).toBe("high");
    expect(f?.clinician).toMatch(/no conjugated \(direct\) bilirubin/);
    expect(clinicianText(r)).toMatch(/Measure the conjugated \(direct\) bilirubin without delay/);
    expect(patientText(r)).toMatch(/baby's bilirubin/);
  });

  it("a conjugated bilirubin measured and not raised leaves it to the result's own line", () => {
    const c = load("03-infant-6w-bilirubin-180-uk");
    c.labResults.push({ name: "Conjugated bilirubin", value: "9", unit: "umol/L", date: "2026-11-28" });
    expect(codes(runReviewCase(c))).not.toContain("infant-prolonged-jaundice");
  });

  it("pale stools in the notes bring the cholestasis finding instead, not both", () => {
    const c = load("03-infant-6w-bilirubin-180-uk");
    c.patientContext.clinicalNotes = "Still yellow at 6 weeks. Breastfed. Pale stools this week.";
    const r = runReviewCase(c);
    expect(codes(r)).toContain("infant-conjugated-jaundice");
    expect(codes(r)).not.toContain("infant-prolonged-jaundice");
  });

  it("an age in years (a child, not a baby) does not read the bilirubin as prolonged newborn jaundice", () => {
    const c = load("03-infant-6w-bilirubin-180-uk");
    c.patientContext.age = "4";
    expect(codes(runReviewCase(c))).not.toContain("infant-prolonged-jaundice");
  });
});

describe("nutritional rickets in a toddler (review 21, infants-children 08)", () => {
  it("18 months, vitamin D 22 nmol/L, ALP 1150, PTH raised, calcium low: rickets, not growth", () => {
    const r = run("08-toddler-18m-rickets-vitd-22-uk");
    expect(finding(r, "nutritional-rickets-child")?.clinician).toMatch(/nutritional rickets/);
    expect(codes(r)).not.toContain("alp-raised-growth");
    expect(codes(r)).not.toContain("osteomalacia-vitamin-d");
    expect(clinicianText(r)).toMatch(/X-ray of the wrist \(under 3 years\)/);
  });

  it("the vitamin D finding defers to the rickets plan, without adult bone-health advice", () => {
    const r = run("08-toddler-18m-rickets-vitd-22-uk");
    expect(finding(r, "vitamin-d-deficiency")?.clinician).toMatch(/treated as nutritional rickets/);
    expect(clinicianText(r)).not.toMatch(ADULT_ADVICE);
    expect(patientText(r)).not.toMatch(ADULT_ADVICE);
  });

  it("a very low vitamin D in a child is rickets, not adult osteomalacia", () => {
    const c = load("08-toddler-18m-rickets-vitd-22-uk");
    c.labResults[0].value = "15";
    const r = runReviewCase(c);
    expect(codes(r)).toContain("nutritional-rickets-child");
    expect(codes(r)).not.toContain("osteomalacia-vitamin-d");
  });

  it("a low vitamin D with a raised ALP but normal PTH, calcium and phosphate is not called rickets", () => {
    const c = load("08-toddler-18m-rickets-vitd-22-uk");
    c.labResults = c.labResults.filter((l: { name: string }) => !/PTH|calcium/i.test(l.name));
    const r = runReviewCase(c);
    expect(codes(r)).not.toContain("nutritional-rickets-child");
    // The vitamin D is then read by the children's bands, not the adult bone-health guideline.
    expect(finding(r, "vitamin-d-deficiency")?.clinician).toMatch(
      /In children, the Scottish Paediatric Endocrine Group/,
    );
    expect(clinicianText(r)).not.toMatch(ADULT_ADVICE);
  });

  it("the same biochemistry in an adult stays osteomalacia", () => {
    const c = load("08-toddler-18m-rickets-vitd-22-uk");
    c.labResults[0].value = "15";
    c.patientContext.age = "45";
    const r = runReviewCase(c);
    expect(codes(r)).toContain("osteomalacia-vitamin-d");
    expect(codes(r)).not.toContain("nutritional-rickets-child");
  });
});

describe("a very high ALP in a well toddler (review 21, infants-children 11)", () => {
  it("14 months, ALP 2410 after diarrhoea, bone and liver tests normal: transient hyperphosphatasaemia, not growth", () => {
    const r = run("11-toddler-14m-alp-2400-after-diarrhoea-us");
    expect(finding(r, "alp-transient-hyperphosphatasaemia")?.severity).toBe("low");
    expect(codes(r)).not.toContain("alp-raised-growth");
    expect(clinicianText(r)).toMatch(/repeat the ALP in a few months/);
  });

  it("3 years, ALP 780 (below 1000 U/L): the growth reading stays", () => {
    const r = run("02-child-3y-alp-780-well-uk");
    expect(codes(r)).toContain("alp-raised-growth");
    expect(codes(r)).not.toContain("alp-transient-hyperphosphatasaemia");
  });

  it("a raised GGT puts the ALP back in the liver's hands", () => {
    const c = load("11-toddler-14m-alp-2400-after-diarrhoea-us");
    c.labResults[3] = { ...c.labResults[3], value: "240", flag: "High" };
    expect(codes(runReviewCase(c))).not.toContain("alp-transient-hyperphosphatasaemia");
  });
});

describe("fatty liver in an obese child (review 21, infants-children 06)", () => {
  it("10 years, ALT 52, 'BMI on the 98th centile' in the notes: the children's fatty-liver finding", () => {
    const r = run("06-child-10y-obese-alt-52-ehr");
    expect(finding(r, "masld-risk-child")?.clinician).toMatch(/98th centile/);
    expect(clinicianText(r)).not.toMatch(/FIB-4 (?:of|score)|statin/i);
  });
});

describe("children's cases that keep their current reading (review 21, infants-children)", () => {
  it("9 months, Hb 98, ferritin 8 and 900 ml of cow's milk: iron-deficiency anaemia naming the milk", () => {
    const r = run("01-infant-9m-iron-cows-milk-uk");
    expect(finding(r, "iron-deficiency-anaemia")?.clinician).toMatch(/cow's milk/);
    expect(clinicianText(r)).not.toMatch(ADULT_ADVICE);
  });

  it("2 years, blood lead 8.2 µg/dL: the children's lead finding with the source in the notes", () => {
    const r = run("04-toddler-2y-lead-us-ehr");
    expect(finding(r, "lead-child")?.clinician).toMatch(/renovation/);
  });

  it("a finding's questions are put in the parent's words for a child", () => {
    const r = run("04-toddler-2y-lead-us-ehr");
    // A record in US units: US spelling to the parent (review 27, us-words-27).
    expect(patientText(r)).toMatch(/What is causing my child's anemia\?/);
    expect(patientText(r)).not.toMatch(/causing my ana?emia/);
  });

  it("7 years, TSH 6.1 with a normal free T4: repeat, no adult treatment trial", () => {
    const r = run("05-child-7y-tsh-6-1-normal-ft4-us");
    expect(clinicianText(r)).toMatch(/does not apply to a child/);
  });

  it("4 years, creatinine 45 µmol/L on an adult range: not judged, and the adult eGFR gives no reassurance", () => {
    const r = run("07-child-4y-creatinine-45-uk");
    expect(codes(r).filter((c) => c === "lab-low" || c === "lab-high")).toEqual([]);
    expect(clinicianText(r)).toMatch(/paediatric equation/);
  });
});

describe("asthma on a reliever alone in a child (review 21, infants-children 09)", () => {
  it("5 years: the children's first step (paediatric low-dose ICS), not the adult reliever ICS/formoterol", () => {
    const r = run("09-child-5y-eosinophils-1-2-us");
    expect(codes(r)).toContain("asthma-saba-without-ics");
    expect(clinicianText(r)).toMatch(/twice-daily pediatric low-dose inhaled corticosteroid/);
    expect(clinicianText(r)).not.toMatch(/ICS\/formoterol as reliever/);
  });

  it("an adult keeps the adult step", () => {
    const c = load("09-child-5y-eosinophils-1-2-us");
    c.patientContext.age = "35";
    expect(clinicianText(runReviewCase(c))).toMatch(/ICS\/formoterol as reliever/);
  });
});

describe("quiet children (review 21, infants-children)", () => {
  it("8-year-old well-child visit: nothing above low priority, no adult advice", () => {
    const r = run("10-child-8y-well-check-quiet-us-ehr");
    expect(r.findings.filter((f) => f.severity === "high" || f.severity === "moderate")).toEqual([]);
    expect(clinicianText(r)).not.toMatch(ADULT_ADVICE);
  });
});
