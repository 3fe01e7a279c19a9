import { describe, expect, it } from "vitest";
import { EVIDENCE_LIBRARY } from "../evidence/library.ts";
import { fitsCountry, modelScope, type PatientScope, sourceCountry } from "../evidence/populations.ts";
import type { Finding } from "../model.ts";
import { hitsForProblem, researchQuestions, retrieveEvidence } from "../research.ts";
import { researchEvidence } from "../retrieval/index.ts";
import { finding, reviewFolder, runDeepReviewCase } from "../testing/review-case.ts";

const { load } = reviewFolder(new URL("./fixtures/reading-27-review27/", import.meta.url));
const deep = (name: string) => runDeepReviewCase(load(name));
type DeepRun = ReturnType<typeof deep>;

const BY_CITATION = new Map(EVIDENCE_LIBRARY.map((e) => [`${e.url}|${e.title}`, e.id]));

type Citations = Record<string, { url: string; title: string }>;
const idOf = (c: { url: string; title: string } | undefined) =>
  BY_CITATION.get(`${c?.url}|${c?.title}`) ?? `unknown: ${c?.title}`;

/** The ids of the sources the deep report offers under "Further reading from the research step". */
function furtherReading(r: DeepRun): string[] {
  const cited = r.result.citations.clinician as Citations;
  const ids: string[] = [];
  let inSection = false;
  for (const line of r.result.clinicianResponse.split("\n")) {
    if (line.startsWith("**Further reading")) inSection = true;
    else if (line.startsWith("#") || line.startsWith("**")) inSection = false;
    else if (inSection) for (const m of line.matchAll(/\[(\d+)\]/g)) ids.push(idOf(cited[m[1] as string]));
  }
  return ids;
}

/**
 * The research hits the deep report chooses its further reading from, with the record's country as
 * given: with `undefined` they are what the research step offered before it knew the country.
 */
function researchHits(r: DeepRun, country: PatientScope["country"]): string[] {
  const scope = { ...modelScope(r.model), country };
  return researchQuestions(r.model, r.findings).flatMap((q) => {
    const cited = r.findings.filter((f) => q.findingIds.includes(f.id)).flatMap((f) => f.evidenceIds);
    return hitsForProblem(scope, cited, researchEvidence(q.query)).map((h) => h.id);
  });
}

const ukPractice = (ids: readonly string[]) => ids.filter((id) => sourceCountry(id) === "uk");

describe("further reading on a US record offers no NHS-pathway source (review 27, reading-27)", () => {
  it.each([
    ["01-us-ckd3b-t2d-metformin", "nice-ng203-ckd"],
    ["03-us-brca2-carrier-no-rrso", "ndrs-rrso-brca-carriers"],
    ["05-us-iron-deficiency-anemia-man-63", "nhs-lothian-refhelp-microcytic-anaemia"],
    ["07-us-microhematuria-smoker-69", "nhs-health-scotland-aaa-screening"],
    ["09-us-triple-whammy-creatinine-rise", "rcgp-aki-toolkit"],
    ["11-us-asthma-albuterol-overuse", "nhs-scotland-saba-prescribing"],
  ])("%s: the search finds %s, the report does not offer it or any NICE, NHS, NDRS or SIGN source", (name, found) => {
    const r = deep(name);
    expect(modelScope(r.model).country).toBe("us");
    // The search still finds it by its words; knowing the country is what leaves it out.
    expect(researchHits(r, undefined)).toContain(found);
    expect(ukPractice(researchHits(r, "us"))).toEqual([]);
    expect(ukPractice(furtherReading(r))).toEqual([]);
  });

  it("09: a source a rule cites for its own finding is still cited on a US record; only the research step's extra hits go", () => {
    const r = deep("09-us-triple-whammy-creatinine-rise");
    // Which sources a finding cites is its rule's choice: one citing NICE NG203 keeps it.
    const aki = { ...(finding(r, "aki-creatinine-rise") as Finding), evidenceIds: ["nice-ng203-ckd"] };
    expect(retrieveEvidence(r.model, [aki]).byFinding[aki.id]).toEqual(["nice-ng203-ckd"]);
    expect(furtherReading(r)).not.toContain("rcgp-aki-toolkit");
  });
});

describe("the UK twins keep their NHS-pathway further reading (review 27, reading-27)", () => {
  it.each([
    ["02-uk-ckd3b-t2d-metformin-twin", "nice-ng203-ckd"],
    ["06-uk-iron-deficiency-anaemia-man-63-twin", "nhs-lothian-refhelp-microcytic-anaemia"],
  ])("%s offers %s", (name, id) => {
    const r = deep(name);
    expect(modelScope(r.model).country).toBe("uk");
    expect(furtherReading(r)).toContain(id);
  });

  /*
   * Scotland's and Wales's own AAA programme pages (review 31) are found by the same words as the
   * English one and now take its place among the three hits per query; a record placed in England
   * (or in no nation) is offered neither of them, and its finding cites NICE NG156 itself.
   */
  const OTHER_NATIONS_AAA = ["nhs-health-scotland-aaa-screening", "phw-aaa-screening-wales"];
  it("08: the UK twin, placed in no other nation, is not offered Scotland's or Wales's AAA programme", () => {
    const r = deep("08-uk-microhaematuria-smoker-69-twin");
    expect(researchHits(r, undefined)).toContain("nhs-health-scotland-aaa-screening");
    for (const id of OTHER_NATIONS_AAA) expect(furtherReading(r)).not.toContain(id);
    expect(finding(r, "aaa-screening-due")?.evidenceIds).toContain("nice-ng156-aaa");
  });

  it("10: the UK twin keeps the RCGP AKI toolkit, cited by its potassium finding rather than offered again as reading", () => {
    const r = deep("10-uk-triple-whammy-creatinine-rise-twin");
    const cited = Object.values(r.result.citations.clinician as Citations).map(idOf);
    expect(cited).toContain("rcgp-aki-toolkit");
    expect(furtherReading(r)).not.toContain("rcgp-aki-toolkit");
    // Nor is the cirrhosis consensus offered to someone without cirrhosis (review 28).
    expect(cited).not.toContain("ica-2015-aki-cirrhosis");
  });

  it("13: a UK record is not offered the USPSTF AAA statement beside the NHS screening invitation", () => {
    const r = deep("13-uk-tia-secondary-prevention-ex-smoker");
    expect(researchHits(r, undefined)).toContain("uspstf-2019-aaa");
    expect(furtherReading(r)).not.toContain("uspstf-2019-aaa");
    for (const id of OTHER_NATIONS_AAA) expect(furtherReading(r)).not.toContain(id);
  });
});

describe("a record that reads as neither US nor UK keeps today's further reading (review 27, reading-27)", () => {
  it("14: SI units, HbA1c in %, no health service named: NICE NG203 is still offered", () => {
    const r = deep("14-neither-ckd3b-t2d-metformin-si-units");
    expect(modelScope(r.model).country).toBeUndefined();
    expect(researchHits(r, undefined)).toEqual(researchHits(r, modelScope(r.model).country));
    expect(furtherReading(r)).toContain("nice-ng203-ckd");
  });
});

describe("which sources are written for one country's pathway (review 27, reading-27)", () => {
  const scope = (country: PatientScope["country"]): PatientScope => ({
    populations: new Set(),
    age: 60,
    medicines: new Set(),
    genes: new Set(),
    sex: undefined,
    country,
  });

  it("NICE, NHS boards' referral pathways, NDRS and SIGN are UK practice; USPSTF and the CDC's US MEC are US practice", () => {
    for (const id of [
      "nice-ng241-familial-ovarian-cancer",
      "nhsggc-macroprolactin",
      "ndrs-rrso-brca-carriers",
      "sign-t2d-prevention-remission",
      "bnssg-remedy-b12",
      "hwe-icb-af-pathway",
    ])
      expect(sourceCountry(id), id).toBe("uk");
    for (const id of ["uspstf-2019-aaa", "cdc-us-mec-2024"]) expect(sourceCountry(id), id).toBe("us");
  });

  it("society guidelines, regulators' safety notices and drug labels are written for no one country's pathway", () => {
    for (const id of [
      "bsg-2021-ida",
      "mhra-2014-nitrofurantoin",
      "fda-2011-ppi-hypomagnesaemia",
      "kdigo-2024-ckd",
      // Treatment advice, with no UK counterpart in the library.
      "uspstf-2021-tobacco-cessation",
    ])
      expect(sourceCountry(id), id).toBeUndefined();
  });

  it("a source fits a record of its own country or one that reads as neither", () => {
    expect(fitsCountry("nice-ng203-ckd", scope("uk"))).toBe(true);
    expect(fitsCountry("nice-ng203-ckd", scope(undefined))).toBe(true);
    expect(fitsCountry("nice-ng203-ckd", scope("us"))).toBe(false);
    expect(fitsCountry("uspstf-2019-aaa", scope("uk"))).toBe(false);
    expect(fitsCountry("kdigo-2024-ckd", scope("us"))).toBe(true);
  });
});
