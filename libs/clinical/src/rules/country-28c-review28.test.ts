import { describe, expect, it } from "vitest";
import {
  clinicianText,
  codes,
  finding,
  patientText,
  reviewFolder,
  runReviewCase,
  type ReviewCase,
} from "../testing/review-case.ts";

const { load, run, edit } = reviewFolder(new URL("./fixtures/country-28c-review28/", import.meta.url));

const withNote = (name: string, note: string) =>
  runReviewCase(
    edit(name, (d) => {
      d.additionalContext = note;
    }),
  );

/** A lab-results case with its results and notes changed. */
function labCase(name: string, change: (c: ReviewCase) => void) {
  const c = load(name);
  change(c);
  return runReviewCase(c);
}

const ALCOHOL = "alcohol-above-low-risk-labs";

describe("drinking above the low-risk limit is read against the record's own country (review 28, country-28c)", () => {
  it("01: a US man at 18 drinks a week is told NIAAA's limits for men in US standard drinks, with NIAAA cited", () => {
    const r = run("01-us-man-drinks-a-week-ggt");
    const f = finding(r, ALCOHOL);
    expect(f?.title).toBe("Drinking above the US low-risk drinking limits, with results alcohol can raise");
    expect(f?.clinician).toMatch(
      /about 18 US standard drinks \(14 g of alcohol each\) a week, above the NIAAA low-risk drinking limits for men of no more than 14 US standard drinks a week and 4 on any one day;/,
    );
    expect(f?.patient).toMatch(
      /^You drink more alcohol than the US low-risk limit for men of 14 standard drinks a week\./,
    );
    expect(f?.evidenceIds).toEqual([
      "niaaa-low-risk-drinking",
      "who-mhgap-2012-alcohol-brief-intervention",
      "niaaa-standard-drink",
    ]);
    expect(`${clinicianText(r)} ${patientText(r)}`).not.toMatch(/Chief Medical Officers|14 units|UK low-risk/);
  });

  it("01: a US man at 10 drinks a week is within NIAAA's limit for men, so there is no finding", () => {
    const r = withNote("01-us-man-drinks-a-week-ggt", "Clinic in Columbus, Ohio. Drinks 10 drinks a week.");
    expect(codes(r)).not.toContain(ALCOHOL);
  });

  it("01: a US woman at 10 drinks a week is above NIAAA's limit for women", () => {
    const c = load("01-us-man-drinks-a-week-ggt");
    c.data.patientInfo = { age: 52, gender: "female" };
    c.data.additionalContext = "Clinic in Columbus, Ohio. Drinks 10 drinks a week.";
    const f = finding(runReviewCase(c), ALCOHOL);
    expect(f?.clinician).toMatch(/limits for women of no more than 7 US standard drinks a week and 3 on any one day/);
    expect(f?.patient).toMatch(/US low-risk limit for women of 7 standard drinks a week/);
  });

  it("02: the UK twin keeps the UK Chief Medical Officers' 14 units and its source", () => {
    const f = finding(run("02-uk-man-units-a-week-ggt"), ALCOHOL);
    expect(f?.title).toBe("Drinking above the UK low-risk guideline, with results alcohol can raise");
    expect(f?.clinician).toMatch(
      /about 31 UK units a week, above the UK Chief Medical Officers' low-risk guideline of no more than 14 units a week;/,
    );
    expect(f?.patient).toMatch(/than the UK low-risk guide of 14 units a week\. Alcohol/);
    expect(f?.evidenceIds).toEqual(["uk-cmo-2016-low-risk-drinking", "who-mhgap-2012-alcohol-brief-intervention"]);
  });

  it("02: 18 UK units a week, under NIAAA's men's limit in drinks, is still above the UK guideline on a UK record", () => {
    const r = withNote("02-uk-man-units-a-week-ggt", "NHS health check. Drinks 18 units a week.");
    expect(finding(r, ALCOHOL)?.clinician).toMatch(/about 18 UK units a week, above the UK Chief Medical Officers'/);
  });

  it("a record that reads as neither country keeps today's UK guideline", () => {
    const r = withNote("02-uk-man-units-a-week-ggt", "Drinks 31 units a week.");
    expect(finding(r, ALCOHOL)?.evidenceIds).toContain("uk-cmo-2016-low-risk-drinking");
    expect(finding(r, ALCOHOL)?.clinician).toMatch(/no more than 14 units a week/);
  });
});

describe("celiac serology on a US record cites the ACG 2023 guideline, not NICE NG20 (review 28, country-28c)", () => {
  it("03: a raised tTG-IgA on a US record cites ACG 2023 for biopsy confirmation and testing on gluten", () => {
    const r = run("03-us-celiac-ttg-iron-deficiency");
    const f = finding(r, "coeliac-serology-positive");
    expect(f?.clinician).toMatch(
      /The ACG 2023 guideline confirms the diagnosis with upper endoscopy and multiple duodenal biopsies, and the tests are read while gluten is eaten/,
    );
    expect(f?.evidenceIds).toEqual(["acg-2023-celiac-update"]);
    expect(f?.nextSteps[0]).toMatch(/^Refer to gastroenterology to confirm celiac disease by upper endoscopy/);
    expect(clinicianText(r)).not.toMatch(/NICE|NG20|no-biopsy pathway/);
  });

  it("04: the UK twin keeps NICE NG20 and its referral step", () => {
    const f = finding(run("04-uk-coeliac-ttg-iron-deficiency"), "coeliac-serology-positive");
    expect(f?.clinician).toMatch(/NICE NG20 leaves the diagnosis to a specialist/);
    expect(f?.evidenceIds).toEqual(["nice-ng20-coeliac"]);
    expect(f?.nextSteps[0]).toMatch(/no-biopsy pathway where the specialist judges it suitable/);
  });

  const lowIga = (c: ReviewCase, iga: string, range: string) => {
    c.labResults[0].value = "2";
    delete c.labResults[0].flag;
    c.labResults[1].value = iga;
    c.labResults[1].referenceRange = range;
  };

  it("03: a negative tTG-IgA with low total IgA on a US record gets ACG's IgG-based tests", () => {
    const f = finding(
      labCase("03-us-celiac-ttg-iron-deficiency", (c) => lowIga(c, "5", "70-400")),
      "coeliac-iga-deficiency",
    );
    expect(f?.clinician).toMatch(
      /The ACG 2023 guideline uses IgG-based tests \(DGP IgG or tTG IgG\) in IgA deficiency/,
    );
    expect(f?.evidenceIds).toEqual(["acg-2023-celiac-update"]);
  });

  it("04: the UK twin with low total IgA keeps NICE NG20", () => {
    const f = finding(
      labCase("04-uk-coeliac-ttg-iron-deficiency", (c) => lowIga(c, "0.05", "0.70-4.00")),
      "coeliac-iga-deficiency",
    );
    expect(f?.clinician).toMatch(/NICE NG20 advises considering an IgG-based test/);
    expect(f?.evidenceIds).toEqual(["nice-ng20-coeliac"]);
  });

  it("a record that reads as neither country keeps NICE NG20", () => {
    const r = labCase("04-uk-coeliac-ttg-iron-deficiency", (c) => {
      c.patientContext.clinicalNotes = "Bloating and loose stools for a year. Eating gluten daily.";
    });
    expect(finding(r, "coeliac-serology-positive")?.evidenceIds).toEqual(["nice-ng20-coeliac"]);
  });
});

describe("heavy periods with an NSAID and fibroids on a US record leave the UK sources (review 28, country-28c)", () => {
  const IDA = "iron-deficiency-anaemia";

  it("05: the NSAID note cites the Cochrane review and the fibroids the ACR criteria, not NICE NG88 or REMEDY", () => {
    const r = run("05-us-heavy-periods-fibroids-naproxen-ida");
    const f = finding(r, IDA);
    expect(f?.clinician).toMatch(
      /Naproxen: with heavy menstrual bleeding, NSAIDs lower menstrual blood loss \(Cochrane review/,
    );
    expect(f?.clinician).toMatch(
      /Fibroids are recorded \(the periods are still heavy on Tranexamic acid and Naproxen\): with heavy bleeding from fibroids, procedures such as myomectomy or uterine artery embolization are usually appropriate/i,
    );
    expect(f?.evidenceIds).toContain("cochrane-2019-nsaids-heavy-menstrual-bleeding");
    expect(f?.evidenceIds).toContain("acr-ac-uterine-fibroids");
    expect(f?.evidenceIds).not.toContain("nice-ng88-heavy-menstrual-bleeding");
    expect(f?.evidenceIds).not.toContain("bnssg-remedy-fibroids");
    expect(clinicianText(r)).not.toMatch(/NICE|NG88|REMEDY|are referred to gyn/);
  });

  it("05: without fibroids the US record cites no fibroid source", () => {
    const c = load("05-us-heavy-periods-fibroids-naproxen-ida");
    c.data.conditions = [{ display: "Menorrhagia", clinicalStatus: "active" }];
    c.data.imagingStudies = [];
    const f = finding(runReviewCase(c), IDA);
    expect(f?.evidenceIds).not.toContain("acr-ac-uterine-fibroids");
    expect(f?.clinician).not.toMatch(/Fibroids are recorded/);
    expect(f?.clinician).toMatch(/NSAIDs lower menstrual blood loss/);
  });

  it("06: the UK twin keeps NICE NG88 and the NHS fibroid pathway", () => {
    const f = finding(run("06-uk-heavy-periods-fibroids-naproxen-ida"), IDA);
    expect(f?.clinician).toMatch(/are a recommended treatment for it \(NICE NG88\)/);
    expect(f?.clinician).toMatch(
      /fibroids whose heavy bleeding has not settled on first treatment are referred to gynaecology/,
    );
    expect(f?.evidenceIds).toContain("bnssg-remedy-fibroids");
    expect(f?.evidenceIds).not.toContain("acr-ac-uterine-fibroids");
  });

  it("a record that reads as neither country keeps NICE NG88 and the NHS pathway", () => {
    const r = withNote(
      "06-uk-heavy-periods-fibroids-naproxen-ida",
      "Heavy periods for 2 years, flooding and clots. Tranexamic acid and naproxen not helping much.",
    );
    const f = finding(r, IDA);
    expect(f?.evidenceIds).toContain("nice-ng88-heavy-menstrual-bleeding");
    expect(f?.evidenceIds).toContain("bnssg-remedy-fibroids");
  });
});

describe("lung screening on records from Wales, Scotland or Northern Ireland does not name England's check (review 28, country-28c)", () => {
  const LUNG = "lung-cancer-screening-due";

  it("07: a Cardiff practice is told of the programme Wales is bringing in, with the Welsh Government's statement", () => {
    const r = run("07-wales-cardiff-practice-smoker");
    const f = finding(r, LUNG);
    expect(f?.clinician).toMatch(
      /each UK nation introduces it separately\. Wales is bringing in a national lung screening programme in stages by age/,
    );
    expect(f?.evidenceIds).toEqual(["wales-2025-national-lung-screening"]);
    expect(`${clinicianText(r)} ${patientText(r)}`).not.toMatch(/England|lung health check/i);
  });

  it("08: the England twin keeps the NHS targeted lung health check", () => {
    const f = finding(run("08-england-leeds-practice-smoker"), LUNG);
    expect(f?.clinician).toMatch(/in England the NHS targeted lung health check invites/);
    expect(f?.evidenceIds).toEqual(["nhs-targeted-lung-health-check"]);
  });

  it("an Edinburgh practice is told to check what Scotland offers, without England's programme", () => {
    const f = finding(
      withNote(
        "07-wales-cardiff-practice-smoker",
        "Annual COPD review, Edinburgh practice. Current smoker, 40 pack-years.",
      ),
      LUNG,
    );
    expect(f?.clinician).toMatch(/introduces it separately and at its own pace: check what is offered in Scotland\./);
    expect(f?.clinician).not.toMatch(/England|Wales/);
  });

  it("New South Wales is not Wales: an NHS record naming it keeps England's check", () => {
    const f = finding(
      withNote(
        "07-wales-cardiff-practice-smoker",
        "NHS GP surgery. Moved from New South Wales in 2010. Current smoker, 40 pack-years.",
      ),
      LUNG,
    );
    expect(f?.clinician).toMatch(/in England the NHS targeted lung health check/);
  });
});
