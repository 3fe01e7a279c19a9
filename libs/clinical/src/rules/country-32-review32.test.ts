import { describe, expect, it } from "vitest";
import { modelScope, sourcesForCountry, type PatientScope } from "../evidence/populations.ts";
import { codes, finding, patientText, reviewFolder, type ReviewRun } from "../testing/review-case.ts";

/*
 * Review 32, country-32: the sources a rule cites for its own finding, by the record's country.
 * Until now only further reading was filtered by country (research.ts hitsForProblem), so a US
 * lithium record cited NICE QS95, a US anaemia record NHS Lothian RefHelp, a US kidney injury the
 * NHS England AKI alert and the RCGP toolkit, a US hypernatraemia the NHS GGC handbook, and a UK
 * family history of breast cancer the USPSTF statement. Now (evidence/populations.ts
 * sourcesForCountry, called where each finding's evidence is gathered in research.ts
 * retrieveEvidence) a source written for the other country's pathway is replaced by its
 * counterpart when the library holds one (US MEC → UKMEC on a UK record), dropped when the finding
 * keeps another source, and kept when it would leave the finding uncited or when the finding's own
 * words name it ("NICE CG164"). The factor V Leiden text names UKMEC on a UK record (genetics.ts);
 * the low-risk statin answer no longer tells a US patient about QRISK3 (statin-low-risk.ts); and a
 * UK patient's "emergency department" reads as A&E (record-words.ts withEmergencyNumber).
 */
const { run } = reviewFolder(new URL("./fixtures/country-32-review32/", import.meta.url));

/** The clinician-report line that matches, and the addresses of the citations it carries. */
function lineCites(r: ReviewRun, line: RegExp): string[] {
  const text = r.result.clinicianResponse.split("\n").find((l) => line.test(l));
  expect(text, `a clinician line matching ${line}`).toBeDefined();
  return [...text!.matchAll(/\[(\d+)\]/g)].map((m) => {
    const c = r.result.citations.clinician[m[1] as string] as { url: string } | undefined;
    expect(c, `citation [${m[1]}] resolves`).toBeDefined();
    return c!.url;
  });
}

/** Every citation number in either report resolves. */
function expectCitationsResolve(r: ReviewRun): void {
  for (const [text, list] of [
    [r.result.clinicianResponse, r.result.citations.clinician],
    [r.result.patientResponse, r.result.citations.patient],
  ] as const)
    for (const m of text.matchAll(/\[(\d+)\]/g)) expect(list[m[1] as string]).toBeDefined();
}

const allCited = (r: ReviewRun): string[] =>
  [...Object.values(r.result.citations.clinician), ...Object.values(r.result.citations.patient)].map(
    (c) => (c as { url: string }).url,
  );

const UK_PATHWAY_URL = /nice\.org\.uk|england\.nhs\.uk|nhslothian|refhelp|ggcmedicines|rcgp\.org\.uk/;

describe("US records: a rule's UK-pathway source gives way when the finding keeps another (review 32, country-32)", () => {
  it("01: lithium 1.6 in Columbus, Ohio cites the FDA label, not NICE QS95", () => {
    const r = run("01-us-lithium-high-columbus-ohio-labs");
    expect(codes(r)).toContain("lithium-level-high");
    const urls = lineCites(r, /On lithium: lithium level 1\.6/);
    expect(urls).toContain("https://www.drugs.com/pro/lithium.html");
    expect(allCited(r).filter((u) => /nice\.org\.uk/.test(u))).toEqual([]);
    expect(r.result.clinicianResponse).not.toMatch(/\bNICE\b/);
    expectCitationsResolve(r);
  });

  it("02: sepsis in a Denver ER cites no NICE source and says 911", () => {
    const r = run("02-us-sepsis-high-risk-er-denver-colorado-ehr");
    expect(codes(r)).toContain("sepsis-high-risk-adult");
    expect(allCited(r).filter((u) => /nice\.org\.uk/.test(u))).toEqual([]);
    expect(patientText(r)).toMatch(/\b911\b/);
    expectCitationsResolve(r);
  });

  it("04: acute kidney injury in Tampa, Florida cites KDIGO, not the NHS England alert or the RCGP toolkit", () => {
    const r = run("04-us-aki-creatinine-rise-tampa-florida-labs");
    const urls = lineCites(r, /\*\*Acute rise in creatinine/);
    expect(urls.some((u) => /kdigo\.org/.test(u))).toBe(true);
    expect(urls.filter((u) => UK_PATHWAY_URL.test(u))).toEqual([]);
    expect(
      lineCites(r, /\*\*High potassium on a potassium-raising medicine/).filter((u) => UK_PATHWAY_URL.test(u)),
    ).toEqual([]);
    expectCitationsResolve(r);
  });

  it("05: microcytic anemia at a Portland, Oregon PCP visit cites the WHO, not NHS Lothian RefHelp", () => {
    const r = run("05-us-microcytic-anaemia-pcp-labs");
    const urls = lineCites(r, /\*\*Microcytic anemia without iron studies/);
    expect(urls).toContain("https://www.who.int/publications/i/item/9789240000124");
    expect(allCited(r).filter((u) => /refhelp|nhslothian/.test(u))).toEqual([]);
    expectCitationsResolve(r);
  });

  it("06: hypernatremia in a Dallas, Texas nursing home is cited without the NHS GGC handbook", () => {
    const r = run("06-us-hypernatraemia-nursing-home-dallas-texas-labs");
    const urls = lineCites(r, /\*\*High sodium \(hypernatremia\)/);
    expect(urls.length).toBeGreaterThan(0);
    expect(allCited(r).filter((u) => /ggcmedicines/.test(u))).toEqual([]);
    expectCitationsResolve(r);
  });

  it("15: a low PREVENT risk in Boise, Idaho answers the statin question without QRISK3, UK doctors or NICE", () => {
    const r = run("15-us-low-prevent-risk-statin-question-boise-idaho-labs");
    expect(codes(r)).toContain("prevent-10y-cv-risk");
    expect(r.result.clinicianResponse).toMatch(/ASCVD risk below 5% is low risk under ACC\/AHA 2019/);
    expect(`${patientText(r)}\n${r.result.clinicianResponse}`).not.toMatch(/QRISK|\bUK\b|\bNICE\b/);
    expect(allCited(r).filter((u) => /nice\.org\.uk/.test(u))).toEqual([]);
    expectCitationsResolve(r);
  });
});

describe("a UK-pathway source stays when it is all the finding has, or when its words name it (review 32, country-32)", () => {
  it("03: delirium in Phoenix, Arizona cites the Lancet review, not NICE CG103, without naming NICE", () => {
    const r = run("03-us-delirium-pcp-phoenix-arizona-ehr");
    // Review 33 (older-acute-33) gave delirium a source that is not UK practice; NICE drops on a US record.
    expect(lineCites(r, /\*\*Acute confusion with signs of infection/)).toEqual([
      "https://pubmed.ncbi.nlm.nih.gov/23992774/",
    ]);
    expect(finding(r, "delirium-acute-illness")?.clinician).not.toMatch(/\bNICE\b/);
    expectCitationsResolve(r);
  });

  it("13: a US family history meeting NICE CG164's referral criteria keeps CG164, which the text names, beside USPSTF", () => {
    const r = run("13-us-family-history-breast-cancer-raleigh-ehr");
    const urls = lineCites(r, /\*\*Family history suggesting hereditary breast/);
    expect(r.result.clinicianResponse).toMatch(/NICE CG164/);
    expect(urls).toContain("https://www.nice.org.uk/guidance/cg164/chapter/Recommendations");
    expect(urls).toContain("https://doi.org/10.1001/jama.2019.10987");
    expectCitationsResolve(r);
  });

  it("sourcesForCountry: a finding with only the other country's sources keeps them; a neither record keeps all", () => {
    const us: PatientScope = {
      populations: new Set(),
      age: 50,
      medicines: new Set(),
      genes: new Set(),
      sex: "female",
      country: "us",
    };
    expect(sourcesForCountry(["nice-cg103-delirium"], us)).toEqual(["nice-cg103-delirium"]);
    expect(sourcesForCountry(["nice-qs95-lithium", "fda-lithium-label"], us)).toEqual(["fda-lithium-label"]);
    expect(sourcesForCountry(["nice-qs95-lithium", "fda-lithium-label"], us, "as NICE QS95 advises")).toEqual([
      "nice-qs95-lithium",
      "fda-lithium-label",
    ]);
    const neither: PatientScope = { ...us, country: undefined };
    expect(sourcesForCountry(["uspstf-2019-brca", "nice-cg164-familial-breast-cancer"], neither)).toEqual([
      "uspstf-2019-brca",
      "nice-cg164-familial-breast-cancer",
    ]);
  });
});

describe("UK records: a rule's US-pathway source gives way to its UK counterpart or another source (review 32, country-32)", () => {
  it("07: factor V Leiden on Microgynon at a Leeds GP surgery cites and names UKMEC, not the US MEC", () => {
    const r = run("07-uk-factor-v-leiden-combined-pill-leeds-gp-ehr");
    expect(modelScope(r.model).country).toBe("uk");
    const urls = lineCites(r, /\*\*Inherited clotting variant with oestrogen/);
    expect(urls).toEqual([
      "https://www.fsrh.org/standards-and-guidance/uk-medical-eligibility-criteria-for-contraceptive-use-ukmec/",
    ]);
    expect(r.result.clinicianResponse).toMatch(/UKMEC category 4/);
    expect(r.result.clinicianResponse).not.toMatch(/US MEC/);
    expectCitationsResolve(r);
  });

  it("10: a UK family history of breast and ovarian cancer cites NICE CG164, not the USPSTF statement", () => {
    const r = run("10-uk-family-history-breast-cancer-nhs-ehr");
    const urls = lineCites(r, /\*\*Family history suggesting hereditary breast/);
    expect(urls).toContain("https://www.nice.org.uk/guidance/cg164/chapter/Recommendations");
    expect(allCited(r)).not.toContain("https://doi.org/10.1001/jama.2019.10987");
    expectCitationsResolve(r);
  });

  it("11: lithium 1.6 at a Sheffield GP surgery keeps NICE QS95 and tells the patient to go to A&E", () => {
    const r = run("11-uk-lithium-high-gp-surgery-sheffield-labs");
    expect(allCited(r)).toContain(
      "https://www.nice.org.uk/guidance/qs95/chapter/Quality-statement-5-Maintaining-plasma-lithium-levels",
    );
    expect(finding(r, "lithium-level-high")?.patient).toMatch(/Go to A&E now/);
    expect(patientText(r)).not.toMatch(/emergency department/);
    expectCitationsResolve(r);
  });

  it("14: delirium at a Leicester GP surgery: 'an urgent care centre or A&E'", () => {
    const r = run("14-uk-delirium-gp-surgery-leicester-ehr");
    expect(finding(r, "delirium-acute-illness")?.patient).toMatch(/urgent care centre or A&E\b/);
    expect(patientText(r)).not.toMatch(/emergency department/);
  });
});

describe("records of the other country, or of neither, keep the rule's own sources (review 32, country-32)", () => {
  it("08: factor V Leiden on the pill at an Atlanta, Georgia PCP cites and names the US MEC", () => {
    const r = run("08-us-factor-v-leiden-combined-pill-pcp-atlanta-ehr");
    expect(lineCites(r, /\*\*Inherited clotting variant with estrogen/)).toEqual([
      "https://www.cdc.gov/mmwr/volumes/73/rr/rr7304a1.htm",
    ]);
    expect(r.result.clinicianResponse).toMatch(/US MEC category 4/);
  });

  it("09: factor V Leiden on the pill, no country: the US MEC, as the rule cites it", () => {
    const r = run("09-neither-factor-v-leiden-combined-pill-ehr");
    expect(modelScope(r.model).country).toBeUndefined();
    expect(lineCites(r, /\*\*Inherited clotting variant with oestrogen/)).toEqual([
      "https://www.cdc.gov/mmwr/volumes/73/rr/rr7304a1.htm",
    ]);
    expect(r.result.clinicianResponse).toMatch(/US MEC category 4/);
  });

  it("12: lithium 1.6 with no country keeps NICE QS95 and the FDA label, and says emergency department", () => {
    const r = run("12-neither-lithium-high-labs");
    const cited = allCited(r);
    expect(cited).toContain(
      "https://www.nice.org.uk/guidance/qs95/chapter/Quality-statement-5-Maintaining-plasma-lithium-levels",
    );
    expect(cited).toContain("https://www.drugs.com/pro/lithium.html");
    expect(finding(r, "lithium-level-high")?.patient).toMatch(/emergency department/);
    expectCitationsResolve(r);
  });
});
