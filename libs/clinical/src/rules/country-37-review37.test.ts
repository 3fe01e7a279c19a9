import { describe, expect, it } from "vitest";
import { modelScope } from "../evidence/populations.ts";
import { citedFor, clinicianText, finding, patientText, reviewFolder, type ReviewRun } from "../testing/review-case.ts";

/*
 * Review 37, country-37: which country's sources a report cites.
 * Found and changed:
 * - 01: a Columbus, Ohio inpatient with a gentamicin trough of 2.6 and a creatinine rise had the AKI
 *   step on gentamicin cited to the Oxford University Hospitals (NHS) gentamicin guide. A US record now
 *   cites the US gentamicin label for it, as aminoglycoside-level-high already did.
 *   rules/aki-antimicrobial-levels.ts.
 * - 02: a Wisconsin rheumatology record with ALT 148 on methotrexate cited the NHS Specialist Pharmacy
 *   Service (SPS) schedule beside the multinational 3E recommendations the text quotes. The SPS
 *   monitoring pages (sps-…-monitoring) now count as UK practice, as the lithium page did since review
 *   33: on a US record another source of the finding leads, and the SPS page stays where it is the only
 *   source or the text names SPS (then it is still cited: 04). A UK record keeps it (10).
 *   evidence/populations.ts (UK_PRACTICE_PREFIX, NAMED_AS).
 * - 06: nitrofurantoin with loin pain and fever on a Munich record (neither country) was told "NICE
 *   NG111 options include cefalexin…" in its step; the step now asks for a change by local guidance
 *   and resistance patterns, and the clinician text still says NICE NG111's advice and cites it.
 *   rules/nitrofurantoin-upper-uti.ts.
 * - 07: 158/96 on a Hamburg record was told to confirm with ambulatory monitoring "(NICE NG136)"; a
 *   record that reads as neither country is given the out-of-office step without NICE named (the
 *   clinician text keeps "In UK practice (NICE NG136)"); a UK twin keeps NICE's step.
 *   rules/bp-confirm-first.ts.
 * - 08: a Brisbane smoker of 68 was told AAA screening "is recommended" and that men who smoked "are
 *   offered" a scan, citing the USPSTF: a US schedule. A record that reads as neither country now
 *   hears it as the US Preventive Services Task Force's recommendation, with a check of what is
 *   offered locally. rules/other.ts (aaa-screening-due).
 * - 11: weight loss in an ex-smoker of 67 in Utrecht was told "Arrange a chest X-ray within 2 weeks
 *   (NICE NG12); refer on a suspected lung cancer pathway"; a record that reads as neither country
 *   keeps the 2-week X-ray and NG12's citation (the clinician text names NICE), but its steps name
 *   neither NICE nor the NHS pathway; the haemoptysis referral step likewise.
 *   rules/lung-cancer-chest-xray.ts.
 * - 12: an Auckland man whose father had an MI at 50 was told the ACC/AHA risk-enhancer rule as if
 *   it were local; a record that reads as neither country is now told it is the US guideline's. A US
 *   twin keeps the plain wording. rules/other.ts (family-premature-ascvd).
 * The engine cannot tell a record placed in Germany or the Netherlands from one that names no place;
 * both read as neither country, so 06, 07, 08, 11 and 12 apply to records with no place too. Two
 * older pins were updated for that: deep-sweep-review18 case 08 (the haemoptysis step) and
 * notes-history-review18 case 01 (the risk enhancer said as ACC/AHA's).
 * Pinned: 03 (US valproate with low platelets: the SPS page is the finding's only source, so it stays;
 * see Not changed), 04 (US sulfasalazine: the text names the SPS advice, so it stays cited), 05 (US
 * potassium chloride with potassium 5.9 cites the US potassium chloride label, not NHS Highland), 09
 * (a Leeds man with iron-deficiency anaemia: the gut work-up cites BSG 2021 and NICE NG12), 10 (a
 * Bristol record keeps the SPS methotrexate page, leading).
 * Not changed:
 * - 03, 04: valproate and sulfasalazine monitoring on US records are still cited to SPS alone: the
 *   library holds no US label or society text for their thresholds, and none was added.
 * - 09: the iron-deficiency-anaemia finding on a UK record still cites AGA 2020: it quotes AGA's
 *   ferritin threshold (below 45), and BSG 2021's own ferritin recommendation was not seen today (the
 *   copies found showed its authors, abstract and definitions, not the threshold).
 * - MHRA's SGLT2 inhibitor DKA update is still cited on US records: it is what our summaries hold for
 *   DKA with a near-normal glucose and for pausing the drug in acute illness; the FDA 2015
 *   communication in the library (cited already where it fits) is not summarised as saying either.
 * - NHS Lothian RefHelp (neutrophilia, lymphocytosis, monocytosis) and NICE NG50, NG141, NG133 and
 *   NG5 were not met as the only source on today's US cases; where they are a finding's only source
 *   they stay (sourcesForCountry). NICE CG98's prolonged-jaundice work-up on a US record and UK
 *   hepatitis B citing CDC or ASHM were not reached this round.
 * - The lung finding's "already done" and digoxin steps on a record from neither country still name
 *   NICE NG12 (rarer branches, not reached this round).
 */
const { run, withNotes } = reviewFolder(new URL("./fixtures/country-37-review37/", import.meta.url));

const country = (r: ReviewRun) => modelScope(r.model).country;
const steps = (r: ReviewRun, code: string) => finding(r, code)?.nextSteps ?? [];

describe("UK-only sources on US records (review 37, country-37)", () => {
  it("01: a US gentamicin level with a creatinine rise cites the US gentamicin label, not the OUH guide", () => {
    const r = run("01-us-gentamicin-level-creatinine-rise");
    expect(country(r)).toBe("us");
    const ids = citedFor(r, "aki-creatinine-rise");
    expect(ids).toContain("dailymed-gentamicin-label");
    expect(ids).not.toContain("ouh-gentamicin-monitoring");
    expect(steps(r, "aki-creatinine-rise").join("\n")).toContain("it can harm the kidneys and is dosed by its level");
  });

  it("01: the same record with an NHS ward keeps the OUH guide", () => {
    const r = withNotes(
      "01-us-gentamicin-level-creatinine-rise",
      "Inpatient, NHS hospital in Oxford. Day 6 of gentamicin.",
    );
    expect(country(r)).toBe("uk");
    expect(citedFor(r, "aki-creatinine-rise")).toContain("ouh-gentamicin-monitoring");
  });

  it("02: US raised ALT on methotrexate cites the 3E recommendations alone, not the SPS schedule", () => {
    const r = run("02-us-methotrexate-raised-alt");
    expect(country(r)).toBe("us");
    expect(citedFor(r, "methotrexate-raised-transaminases")).toEqual(["visser-2009-methotrexate-3e"]);
    expect(clinicianText(r)).toContain("The 3E multinational methotrexate recommendations");
  });

  it("03: US valproate with low platelets cites the US label first, and the SPS page its text names (review 39)", () => {
    const r = run("03-us-valproate-low-platelets");
    expect(country(r)).toBe("us");
    expect(citedFor(r, "valproate-liver-platelets")).toEqual(["fda-valproate-label", "sps-valproate-monitoring"]);
  });

  it("04: US sulfasalazine with low neutrophils keeps the SPS page, which the text names", () => {
    const r = run("04-us-sulfasalazine-low-neutrophils");
    expect(finding(r, "sulfasalazine-marrow-toxicity")?.clinician).toContain(
      "NHS Specialist Pharmacy Service monitoring advice",
    );
    expect(citedFor(r, "sulfasalazine-marrow-toxicity")).toEqual(["sps-sulfasalazine-monitoring"]);
  });

  it("05: US potassium chloride with a high potassium cites the US label, not NHS Highland", () => {
    const r = run("05-us-potassium-supplement-hyperkalaemia");
    const ids = citedFor(r, "potassium-supplement-hyperkalaemia");
    expect(ids).toEqual(["us-potassium-chloride-er-label"]);
    expect(ids.some((id) => id.startsWith("nhs-highland"))).toBe(false);
  });

  it("10: a Bristol record keeps the SPS methotrexate page beside the 3E recommendations", () => {
    const r = run("10-uk-methotrexate-raised-alt");
    expect(country(r)).toBe("uk");
    expect(citedFor(r, "methotrexate-raised-transaminases")).toEqual([
      "sps-methotrexate-monitoring",
      "visser-2009-methotrexate-3e",
    ]);
  });
});

describe("NICE in the steps of records from neither country (review 37, country-37)", () => {
  it("06: a Munich record on nitrofurantoin with loin pain and fever: no NICE in the step, NICE said and cited in the text", () => {
    const r = run("06-neither-nitrofurantoin-pyelonephritis-germany");
    expect(country(r)).toBeUndefined();
    const s = steps(r, "nitrofurantoin-upper-uti");
    expect(s.join("\n")).not.toContain("NICE");
    expect(s[0]).toContain("by local guidance and resistance patterns");
    expect(finding(r, "nitrofurantoin-upper-uti")?.clinician).toContain("NICE NG111 first-line oral choices");
    expect(citedFor(r, "nitrofurantoin-upper-uti")).toEqual(["nice-ng111-pyelonephritis"]);
  });

  it("06: the same record at a UK GP surgery keeps NICE NG111's options in the step", () => {
    const r = withNotes(
      "06-neither-nitrofurantoin-pyelonephritis-germany",
      "GP surgery, Leeds. Started nitrofurantoin 2 days ago for cystitis. Now right loin pain and temperature 38.6.",
    );
    expect(steps(r, "nitrofurantoin-upper-uti")[0]).toContain("NICE NG111 options include cefalexin");
  });

  it("07: 158/96 in Hamburg is confirmed out of office with no NICE in the step; the text says it is UK practice", () => {
    const r = run("07-neither-bp-stage-2-germany");
    expect(country(r)).toBeUndefined();
    const s = steps(r, "bp-stage-2");
    expect(s[0]).toBe(
      "Confirm with ambulatory blood pressure monitoring or home readings (out of the office) before diagnosing hypertension or starting medicines",
    );
    expect(s.join("\n")).not.toContain("NICE");
    expect(finding(r, "bp-stage-2")?.clinician).toContain("In UK practice (NICE NG136)");
  });

  it("07: a UK twin keeps NICE NG136 in the step", () => {
    const r = withNotes("07-neither-bp-stage-2-germany", "GP surgery, Bristol. BP 158/96 today, 156/94 in October.");
    expect(country(r)).toBe("uk");
    expect(steps(r, "bp-stage-2")[0]).toContain("(NICE NG136)");
  });

  it("11: weight loss in an Utrecht ex-smoker: a 2-week chest X-ray with no NICE or NHS pathway in the step", () => {
    const r = run("11-neither-weight-loss-ex-smoker-netherlands");
    expect(country(r)).toBeUndefined();
    const s = steps(r, "lung-cancer-chest-xray-urgent");
    expect(s[0]).toBe(
      "Arrange a chest X-ray within 2 weeks; refer urgently to a chest specialist if it suggests cancer",
    );
    expect(s.join("\n")).not.toContain("NICE");
    expect(finding(r, "lung-cancer-chest-xray-urgent")?.clinician).toContain("NICE NG12 advises an urgent chest X-ray");
    expect(citedFor(r, "lung-cancer-chest-xray-urgent")).toEqual(["nice-ng12-suspected-cancer"]);
  });

  it("11: haemoptysis in the same record is referred urgently without NICE in the step", () => {
    const r = withNotes(
      "11-neither-weight-loss-ex-smoker-netherlands",
      "Huisartsenpraktijk, Utrecht, Netherlands. Ex-smoker, 40 pack-years. Coughing up blood for 2 weeks.",
    );
    const s = steps(r, "lung-cancer-chest-xray-urgent").join("\n");
    expect(s).toContain(
      "Refer urgently to a chest specialist (appointment within 2 weeks) for unexplained haemoptysis",
    );
    expect(s).not.toContain("NICE");
  });

  it("11: a UK twin keeps NICE NG12 in the step", () => {
    const r = withNotes(
      "11-neither-weight-loss-ex-smoker-netherlands",
      "GP surgery, Leeds. Ex-smoker, 40 pack-years. Weight loss of 6 kg over 3 months, not trying.",
    );
    expect(steps(r, "lung-cancer-chest-xray-urgent")[0]).toContain("(NICE NG12)");
  });
});

describe("US advice on records from neither country (review 37, country-37)", () => {
  it("08: a Brisbane smoker is told AAA screening is the USPSTF's recommendation, and to check what is offered locally", () => {
    const r = run("08-neither-aaa-smoker-australia");
    expect(country(r)).toBeUndefined();
    const f = finding(r, "aaa-screening-due");
    expect(f?.clinician).toContain("the US Preventive Services Task Force recommends one-time ultrasound screening");
    expect(f?.clinician).toContain("check what is offered locally");
    expect(f?.patient).toContain("US guidance advises men aged 65 to 75 who have ever smoked");
    expect(f?.patient).not.toContain("are offered");
    expect(citedFor(r, "aaa-screening-due")).toEqual(["uspstf-2019-aaa"]);
  });

  it("08: a US twin keeps the plain wording", () => {
    const r = withNotes(
      "08-neither-aaa-smoker-australia",
      "Primary care physician visit, Tulsa, Oklahoma. Smoker, 30 pack-years.",
    );
    expect(country(r)).toBe("us");
    expect(finding(r, "aaa-screening-due")?.patient).toContain("Men aged 65 to 75 who have ever smoked are offered");
  });

  it("12: an Auckland man whose father had an MI at 50 is told the risk enhancer is ACC/AHA's (US)", () => {
    const r = run("12-neither-nz-father-mi-at-50");
    expect(country(r)).toBeUndefined();
    expect(finding(r, "family-premature-ascvd")?.clinician).toContain(
      "in the ACC/AHA 2019 primary prevention guideline (US), a family history of premature ASCVD",
    );
    expect(citedFor(r, "family-premature-ascvd")).toEqual(["acc-aha-2019-primary-prevention"]);
  });

  it("12: a US twin keeps the plain risk-enhancer wording", () => {
    const r = withNotes(
      "12-neither-nz-father-mi-at-50",
      "Primary care physician visit, Tulsa, Oklahoma. Non-smoker. Family history: father had a heart attack at 50.",
    );
    expect(country(r)).toBe("us");
    expect(finding(r, "family-premature-ascvd")?.clinician).toContain(
      ": a family history of premature ASCVD (male first-degree relative before 55",
    );
  });

  it("09: a Leeds man with iron-deficiency anaemia has the gut work-up cited to BSG 2021 and NICE NG12", () => {
    const r = run("09-uk-iron-deficiency-anaemia-man");
    expect(country(r)).toBe("uk");
    const ids = citedFor(r, "ida-gi-investigation");
    expect(ids).toContain("bsg-2021-ida");
    expect(ids).toContain("nice-ng12-suspected-cancer");
    expect(patientText(r)).not.toContain("USPSTF");
  });
});
