import { describe, expect, it } from "vitest";
import { retrieveEvidence } from "../research.ts";
import { expectDeepReadsThrough, reviewFolder, runDeepReviewCase, runReviewCase } from "../testing/review-case.ts";

/*
 * Review 32, research-32: the research step and the deep report.
 * - Search hits were cut to the best few (3 per query in retrieveEvidence, 4 per research task in
 *   researchEvidence) before hitsForProblem dropped those not written for the patient, so a fitting
 *   source ranked lower was lost: a man of 70 in Leeds lost England's AAA screening page behind the
 *   USPSTF's and Scotland's. Both now filter first (research.ts, retrieval/index.ts, compose/deep.ts).
 * - The deep report's "Detailed discussion" printed source summaries, recommendations and research
 *   passages whole: pregnancy sentences to a man, advice for adults to a child. They are now trimmed
 *   to the patient centrally (compose/patient-trim.ts, used by compose/deep.ts).
 */
const { load } = reviewFolder(new URL("./fixtures/research-32-review32/", import.meta.url));
const deep = (name: string) => runDeepReviewCase(load(name));
/** The "Detailed discussion" part of a deep clinician report. */
const discussion = (r: ReturnType<typeof deep>) => r.result.clinicianResponse.split("# Detailed discussion")[1] ?? "";

describe("search hits are filtered for the patient before the best are kept (review 32, research-32)", () => {
  it("01: a man of 70 in Leeds gets England's AAA screening page from the search, not Scotland's", () => {
    const c = load("01-leeds-man-70-aaa");
    const { model, findings } = runReviewCase(c);
    const related = retrieveEvidence(model, findings).related;
    const aaa = Object.entries(related).find(([q]) => /aortic aneurysm/.test(q))?.[1] ?? [];
    const ids = aaa.map((h) => h.id);
    expect(ids).toContain("nhs-aaa-screening-invitation");
    expect(ids).not.toContain("nhs-health-scotland-aaa-screening");
    expect(ids).not.toContain("uspstf-2019-aaa");
    // The number of hits kept per query is unchanged.
    for (const hits of Object.values(related)) expect(hits.length).toBeLessThanOrEqual(3);
  });

  it("01: the deep report's further reading under Screening offers England's invitation page", () => {
    const r = deep("01-leeds-man-70-aaa");
    expectDeepReadsThrough(r);
    const screening = discussion(r).split("## Screening")[1] ?? "";
    expect(screening).toMatch(
      /Further reading from the research step[\s\S]*NHS abdominal aortic aneurysm screening programme offers men/,
    );
    expect(discussion(r)).not.toMatch(/Scotland/);
  });
});

describe("the detailed discussion is trimmed to the patient (review 32, research-32)", () => {
  it("02: a man of 58 with anaemia and hypothyroidism reads no pregnancy sentences", () => {
    const r = deep("02-man-hypothyroid-iron");
    expectDeepReadsThrough(r);
    const text = discussion(r);
    expect(text).toMatch(/Anemia in non-pregnant adults is hemoglobin below 12\.0 g\/dL in women/);
    expect(text).toMatch(/Levothyroxine dose is adjusted to keep TSH in the reference range/);
    expect(text).not.toMatch(/\bIn pregnancy\b|trimester/i);
  });

  it("03: a pregnant woman on levothyroxine keeps the pregnancy advice", () => {
    const r = deep("03-pregnant-hypothyroid");
    expectDeepReadsThrough(r);
    expect(discussion(r)).toMatch(/In pregnancy TSH is checked every 4 weeks/);
    expect(discussion(r)).toMatch(/trimester-specific/);
  });

  it("04: an 8-year-old with asthma is not offered GINA's advice for adults and adolescents", () => {
    const r = deep("04-child-asthma");
    expectDeepReadsThrough(r);
    expect(discussion(r)).toMatch(/## Asthma/);
    expect(discussion(r)).not.toMatch(/adults and adolescents/i);
  });
});

describe("fresh deep cases read through (review 32, research-32)", () => {
  it("05: the anaemia and BRCA1 sample (a woman of 41) keeps advice for premenopausal women", () => {
    const r = deep("05-anaemia-brca-sample");
    expectDeepReadsThrough(r);
    expect(discussion(r)).toMatch(/## Hereditary cancer risk/);
    expect(discussion(r)).toMatch(/premenopausal women/);
  });

  it("06: CKD with type 2 diabetes weighs one SGLT2 inhibitor once and keeps the goal for non-pregnant adults", () => {
    const r = deep("06-ckd-diabetes");
    expectDeepReadsThrough(r);
    expect(discussion(r)).toMatch(/An SGLT2 inhibitor is suggested under "Kidney function" and "Diabetes"/);
    // "non-pregnant" is not a sentence about pregnancy: the trimming keeps it.
    expect(discussion(r)).toMatch(/An HbA1c goal below 7% suits many non-pregnant adults/);
  });

  it("07: AF on apixaban at 81 in Bristol reads through with the apixaban labelling", () => {
    const r = deep("07-af-apixaban");
    expectDeepReadsThrough(r);
    expect(discussion(r)).toMatch(/## Anticoagulation/);
    expect(discussion(r)).not.toMatch(/\bIn pregnancy\b|children under/i);
  });
});
