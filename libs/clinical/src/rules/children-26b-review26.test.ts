import { describe, expect, it } from "vitest";
import {
  clinicianText,
  codes,
  expectDeepReadsThrough,
  finding,
  patientText,
  reviewFolder,
  runDeepReviewCase,
  runReviewCase,
} from "../testing/review-case.ts";

const { load, run, edit } = reviewFolder(new URL("./fixtures/children-26b-review26/", import.meta.url));

const ASTHMA = "asthma-high-risk-attacks";

describe("asthma with repeated oral steroid courses in a child (review 26, children-26b)", () => {
  it("11: a 6-year-old's 'third course of oral prednisolone this year' is read as 3 steroid courses", () => {
    const f = finding(run("11-boy-6y-asthma-prednisolone-uk"), ASTHMA);
    expect(f?.severity).toBe("high");
    expect(f?.clinician).toMatch(/markers of poor control and a higher risk of attacks: 3 oral steroid courses\./);
    expect(f?.patient).toMatch(/3 courses of steroid tablets/);
  });

  it("with steroid courses alone, the reliever-canister risk and its source are not brought in", () => {
    const f = finding(run("11-boy-6y-asthma-prednisolone-uk"), ASTHMA);
    expect(f?.clinician).toMatch(/Oral steroid courses and emergency visits are attacks in their own right\./);
    expect(f?.clinician).not.toMatch(/reliever canisters|National Review of Asthma Deaths/);
    expect(f?.evidenceIds).toEqual(["bts-nice-sign-2024-asthma"]);
  });

  it("a first course of prednisolone is no marker of repeated attacks", () => {
    const c = edit("11-boy-6y-asthma-prednisolone-uk", (d) => {
      d.additionalContext = "First course of oral prednisolone this year. Out-of-hours attendance 28/11 with wheeze.";
    });
    expect(codes(runReviewCase(c))).not.toContain(ASTHMA);
  });

  it("a reliever count still brings the canister risk beside the steroid courses", () => {
    const c = edit("11-boy-6y-asthma-prednisolone-uk", (d) => {
      d.additionalContext += " 8 salbutamol inhalers issued in the last 12 months.";
    });
    const f = finding(runReviewCase(c), ASTHMA);
    expect(f?.clinician).toMatch(/8 reliever inhalers in a year, 3 oral steroid courses/);
    expect(f?.clinician).toMatch(/reliever canisters a year/);
    expect(f?.evidenceIds).toContain("nwaru-2020-saba-overuse");
  });
});

describe("overt hypothyroidism in a child or teenager (review 26, children-26b)", () => {
  it("05: a 13-year-old's overt hypothyroidism goes to paediatric endocrinology, not the adult plan", () => {
    const f = finding(run("05-girl-13y-acquired-hypothyroid-levo-uk"), "overt-hypothyroidism");
    expect(f?.clinician).toMatch(/referred to paediatric endocrinology with a phone call/);
    expect(f?.nextSteps[0]).toMatch(/^Refer to paediatric endocrinology and phone the on-call/);
    expect(f?.nextSteps.join(" ")).toMatch(/dose for the child's age and weight/);
    expect(f?.nextSteps.join(" ")).not.toMatch(/older or cardiac patients/);
    expect(f?.evidenceIds).toEqual(["rch-kidsconnect-hypothyroidism-referral"]);
    expect(f?.patient).toMatch(/children's hormone specialist usually guides the treatment/);
  });

  it("an adult with the same results keeps the adult levothyroxine plan and sources", () => {
    const c = load("05-girl-13y-acquired-hypothyroid-levo-uk");
    c.patientContext.age = 35;
    const f = finding(runReviewCase(c), "overt-hypothyroidism");
    expect(f?.nextSteps[0]).toMatch(/lower starting dose in older or cardiac patients/);
    expect(f?.evidenceIds).toContain("aace-ata-2012-hypothyroidism");
    expect(f?.evidenceIds).not.toContain("rch-kidsconnect-hypothyroidism-referral");
  });

  it("04: a 3-week-old keeps the congenital hypothyroidism plan (same-day, 10–15 µg/kg)", () => {
    const f = finding(run("04-infant-3wk-congenital-hypothyroid-tsh-high-uk"), "overt-hypothyroidism");
    expect(f?.nextSteps[0]).toBe("Same-day referral to paediatric endocrinology");
    expect(f?.clinician).toMatch(/10–15 µg\/kg once a day/);
  });
});

describe("new diabetes in a child, deep report (review 26, children-26b)", () => {
  it("06: the differentials lead with type 1 diabetes, and adult NICE guidelines are not offered", () => {
    const r = runDeepReviewCase(load("06-boy-8y-new-t1d-dka-risk-uk"));
    expectDeepReadsThrough(r);
    const text = clinicianText(r);
    expect(text).toMatch(/- type 1 diabetes \(in a child or young person with symptoms, managed as type 1/);
    expect(text).not.toMatch(/prediabetes or early type 2 diabetes/);
    expect(text).not.toMatch(/Type 1 diabetes in adults|prevention in people at high risk|Type 2 diabetes in adults/);
  });

  it("an adult's high blood sugar keeps the adult differentials", () => {
    const c = load("06-boy-8y-new-t1d-dka-risk-uk");
    c.data.patientInfo.age = 45;
    const text = clinicianText(runDeepReviewCase(c));
    expect(text).toMatch(/- prediabetes or early type 2 diabetes/);
    expect(text).not.toMatch(/managed as type 1 until shown otherwise\)/);
  });
});

describe("a teenager's confidential sexual health results (review 26, children-26b)", () => {
  it("10: 'requests results not be shared with parents' makes the report hers, not a parent's", () => {
    const text = patientText(run("10-girl-15y-contraception-confidential-us"));
    expect(text).toMatch(/These results are yours, written for you\./);
    expect(text).not.toMatch(/parent or carer/);
  });

  it("a teenager happy for results to be shared with parents gets the parent-or-carer note", () => {
    const c = load("10-girl-15y-contraception-confidential-us");
    c.patientContext.clinicalNotes = "Adolescent clinic with mother. Happy for results to be shared with parents.";
    expect(patientText(runReviewCase(c))).toMatch(/If you are reading this as a parent or carer/);
  });
});

describe("a child's raised blood lead, in the report's own voice (review 26, children-26b)", () => {
  it("09: the lead text speaks of 'the child', never 'your child', under the parent-or-carer note", () => {
    const text = patientText(run("09-boy-3y-lead-5-us"));
    expect(text).toMatch(/"you" and "your" below mean the child/);
    expect(text).toMatch(/The child's blood lead level is above the level doctors use/);
    expect(text).toMatch(/Treating the child's low iron is part of the plan\./);
    expect(text).not.toMatch(/your child's (?:blood lead|low iron)/i);
  });

  it("a 15-year-old's raised lead is spoken of as the young person's", () => {
    const c = load("09-boy-3y-lead-5-us");
    c.data.patientInfo.age = 15;
    const f = finding(runReviewCase(c), "lead-child");
    expect(f?.patient).toMatch(/^The young person's blood lead level/);
    expect(f?.patient).not.toMatch(/\bthe child\b/i);
  });
});

describe("a child's anaemia already explained by low iron (review 26, children-26b)", () => {
  const WORK_UP = /B12, folate and kidney function/;

  it("09: a 3-year-old with ferritin 9 is not sent for the adult B12, folate and kidney screen", () => {
    const r = run("09-boy-3y-lead-5-us");
    expect(finding(r, "anaemia")?.nextSteps.join(" ") ?? "").not.toMatch(WORK_UP);
    expect(clinicianText(r)).not.toMatch(WORK_UP);
    expect(finding(r, "iron-deficiency-anaemia")?.nextSteps.join(" ")).toMatch(
      /If the hemoglobin does not rise with iron, look for another cause/,
    );
  });

  it("a child's anaemia with a normal ferritin keeps the search for its cause", () => {
    const c = edit("09-boy-3y-lead-5-us", (d) => {
      d.recentAbnormalLabs[2] = { ...d.recentAbnormalLabs[2], value: "40", interpretation: "Normal" };
    });
    expect(finding(runReviewCase(c), "anaemia")?.nextSteps.join(" ")).toMatch(WORK_UP);
  });
});

describe("children's cases that already read right (review 26, children-26b)", () => {
  it("01: a toddler's iron deficiency names the cow's milk and WHO's under-5 ferritin cut-off", () => {
    const f = finding(run("01-toddler-2y-cows-milk-iron-deficiency-uk"), "iron-deficiency-anaemia");
    expect(f?.clinician).toMatch(/1\.2 litres of cow's milk/);
    expect(f?.clinician).toMatch(/children under 5 years/);
  });

  it("02: a 14-month-old's low vitamin D with ALP 980 is read as rickets, and 03: a 9-year-old's ALP as growth", () => {
    expect(codes(run("02-girl-14mo-rickets-vitd-low-alp-high-us"))).toContain("nutritional-rickets-child");
    const r = run("03-boy-9y-alp-high-normal-growth-uk");
    expect(codes(r)).toContain("alp-raised-growth");
    expect(codes(r)).not.toContain("nutritional-rickets-child");
  });

  it("07 and 08: a teenager's HbA1c gets the children's targets, and an FH cascade child a paediatric lipid service", () => {
    expect(finding(run("07-girl-15y-t1d-clinic-hba1c-us"), "diabetes-above-target")?.clinician).toMatch(
      // A US record: ADA's children's section, not NICE NG18 (review 30, country-30).
      /For children and adolescents the ADA Standards of Care set an A1C goal below 7%/,
    );
    expect(clinicianText(run("08-boy-10y-fh-cascade-ldl-uk"))).toMatch(/paediatric lipid or FH service/);
  });
});
