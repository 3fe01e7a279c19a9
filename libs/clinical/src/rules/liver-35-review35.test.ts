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

/*
 * Review 35, liver-35: liver and gastroenterology.
 * Found and changed:
 * - 01: a high FIB-4 (4.0) on a Sheffield NHS record cited only the US AASLD guidance; a UK record now
 *   cites the BASL/BSG 2022 NAFLD quality standards (high risk referred to a hepatologist; new source
 *   "basl-bsg-2022-nafld-quality-standards", a UK-practice source) with NICE DG50. The score printed
 *   "FIB-4 = 4"; it now keeps two decimals ("4.00") as any other score does.
 * - 03: "spleen 14 cm" from an ultrasound given in the notes, with platelets 142 and a FIB-4 of 2.39,
 *   was not read, and the plan was an ELF test; an enlarged spleen stated in a scan or the notes now
 *   makes the finding high, reads it as portal hypertension and refers to hepatology (spleen-size.ts).
 *   "Echobright liver" now counts as a liver ultrasound done, so it is not asked for again.
 * - 04: a US (Phoenix) record with MASLD on a statin was told the statin carries on "(NICE)" and cited
 *   NICE NG238; a US record now reads AASLD 2023's statin advice (statin-alt-fatty-liver.ts), and the
 *   BASL/BSG standards are not US further reading. The known gap of a GLP-1 source cited in a MASLD
 *   finding for a patient not on one did not reproduce: no GLP-1 source is cited (pinned).
 * - 05: 50 units a week with AST above ALT and a FIB-4 of 3.78 on a UK record cited the fatty-liver
 *   guidance; alcohol above the MASLD limit (not yet NG50's harmful level) now says FIB-4 is less
 *   reliable with alcohol and cites the alcohol sources (hadefi 2020, NICE NG50).
 * - 06: a Houston record with a new positive HBsAg was told "as NICE CG165 advises" and cited NICE
 *   CG165; a US record now reads without it. "(Mother (in the notes))" now reads "(mother, in the notes)".
 * - 09: TSAT 78% with ferritin 1150 ng/mL, a raised AST and a brother with haemochromatosis read only
 *   as "HFE genotyping is indicated"; the relative and the liver risk (EASL 2010 biopsy criteria) are
 *   now named before the genotype.
 * - 10: platelets of 98 in known alcohol-related cirrhosis were read as "medicines, liver disease,
 *   infections and bone-marrow problems"; in known cirrhosis they now read as portal hypertension
 *   (hypersplenism-counts.ts).
 * - 13: MASLD on the problem list with a BMI of 29 and a FIB-4 of 0.78 had no fibrosis reading
 *   (overweight is not a counted risk); recorded steatotic liver disease now brings the low-risk reading.
 * Pinned: 02 (US indeterminate FIB-4 to two decimals, AASLD), 07 (tTG 18 times the limit: keep eating
 * gluten, specialist confirmation), 08 (calprotectin 420 with blood and weight loss: urgent referral),
 * 11 (Gilbert pattern), 12 (reactive HCV antibody without RNA).
 */
const { run, edit, load } = reviewFolder(new URL("./fixtures/liver-35-review35/", import.meta.url));

const GLP1_SOURCES = [
  "ozempic-label",
  "mounjaro-label",
  "mhra-2026-glp1-pancreatitis",
  "vilsboll-2018-semaglutide-retinopathy",
];

describe("liver and gastroenterology (review 35, liver-35)", () => {
  it("01: a high FIB-4 on a UK record cites the UK liver societies' standards, printed to two decimals", () => {
    const r = run("01-uk-masld-fib4-high-nice-ehr");
    const f = finding(r, "fib4-fibrosis-risk");
    expect(f?.severity).toBe("high");
    expect(f?.clinician).toMatch(/^FIB-4 = 4\.00, from age 60/);
    expect(f?.evidenceIds).toEqual([
      "basl-bsg-2022-nafld-quality-standards",
      "nice-dg50-nafld-fibrosis-tests",
      "accessmedicine-cirrhosis-hypersplenism",
    ]);
    expect(f?.nextSteps[0]).toMatch(/^Refer to hepatology/);
  });

  it("02: a US indeterminate FIB-4 keeps two decimals and the AASLD guidance", () => {
    const f = finding(run("02-us-masld-fib4-decimals-labs"), "fib4-fibrosis-risk");
    expect(f?.clinician).toMatch(/^FIB-4 = 2\.33, from age 55/);
    expect(f?.evidenceIds).toEqual(["aasld-2023-nafld"]);
  });

  it("03: a spleen of 14 cm in the notes beside an indeterminate FIB-4 reads as portal hypertension", () => {
    const r = run("03-uk-masld-spleen-14cm-ehr");
    const f = finding(r, "fib4-fibrosis-risk");
    expect(f?.severity).toBe("high");
    expect(f?.clinician).toMatch(/The spleen is enlarged \("spleen 14 cm" in the notes\): .*portal hypertension/);
    expect(f?.clinician).not.toMatch(/calls for elastography/);
    expect(f?.nextSteps).toEqual([
      "Refer to hepatology: the enlarged spleen with this score suggests portal hypertension (elastography as part of that assessment)",
    ]);
    expect(f?.evidenceIds).toContain("accessmedicine-cirrhosis-hypersplenism");
    expect(f?.patient).toMatch(/spleen was also found to be larger than usual/);
    // The echobright liver in the notes is the scan done.
    expect(finding(r, "masld-risk")?.nextSteps.join(" ")).not.toMatch(/Liver ultrasound;/);
    // Without the spleen the UK indeterminate route (ELF test) stands.
    const plain = runReviewCase(
      edit("03-uk-masld-spleen-14cm-ehr", (d) => {
        d.additionalContext = "GP surgery, Bristol (NHS). Review of ultrasound report: echobright liver, no ascites.";
      }),
    );
    const g = finding(plain, "fib4-fibrosis-risk");
    expect(g?.severity).toBe("moderate");
    expect(g?.nextSteps[0]).toMatch(/^Arrange an ELF test/);
  });

  it("04: US MASLD on a statin reads AASLD, not NICE, and no GLP-1 source is cited", () => {
    const r = run("04-us-masld-obesity-no-glp1-ehr");
    const m = finding(r, "masld-risk");
    expect(m?.clinician).toMatch(/not a reason to stop the statin, which AASLD 2023 recommends/);
    expect(m?.clinician).not.toMatch(/NICE/);
    expect(m?.evidenceIds).not.toContain("nice-cg181-lipid-modification");
    for (const f of r.findings) for (const id of GLP1_SOURCES) expect(f.evidenceIds).not.toContain(id);
    const deep = runDeepReviewCase(load("04-us-masld-obesity-no-glp1-ehr"));
    expectDeepReadsThrough(deep);
    expect(JSON.stringify(deep.result.citations)).not.toMatch(/Quality standards for the management of non-alcoholic/);
  });

  it("05: 50 units a week with a high FIB-4 is not read on the fatty-liver guidance alone", () => {
    const f = finding(run("05-uk-alcohol-ggt-mcv-ehr"), "fib4-fibrosis-risk");
    expect(f?.clinician).toMatch(
      /about 400 g of alcohol a week \("50 units a week"\), above the MASLD limit of 210 g a week for men/,
    );
    expect(f?.clinician).toMatch(/less reliable with alcohol/);
    expect(f?.evidenceIds).toEqual(["hadefi-2020-ald-noninvasive", "nice-ng50-cirrhosis"]);
  });

  it("06: a new positive HBsAg on a US record is referred without NICE CG165", () => {
    const r = run("06-us-hbsag-positive-new-labs");
    const f = finding(r, "hbv-chronic-infection");
    expect(f?.nextSteps[0]).toMatch(/^Refer to hepatology .* for assessment, as for every adult who is HBsAg positive/);
    expect(f?.evidenceIds).not.toContain("nice-cg165-chronic-hbv");
    expect(clinicianText(r)).not.toMatch(/NICE/);
    expect(f?.nextSteps.join(" ")).toMatch(/a first-degree relative with liver cancer \(mother, in the notes\)/);
  });

  it("07: tTG-IgA 18 times the limit asks for specialist confirmation on gluten", () => {
    const r = run("07-neither-coeliac-ttg-high-labs");
    const f = finding(r, "coeliac-serology-positive");
    expect(f?.severity).toBe("high");
    expect(f?.patient).toMatch(/Keep eating foods with gluten until all the tests are done/);
    expect(codes(r)).toContain("iron-deficiency-anaemia");
  });

  it("08: raised calprotectin with bleeding and weight loss is an urgent referral", () => {
    const f = finding(run("08-uk-calprotectin-high-under-40-labs"), "calprotectin-raised-referral");
    expect(f?.severity).toBe("high");
    expect(f?.nextSteps[0]).toMatch(/^Refer urgently to gastroenterology/);
  });

  it("09: suspected haemochromatosis names the affected brother and the liver risk before genotyping", () => {
    const f = finding(run("09-us-hemochromatosis-tsat-ferritin-labs"), "iron-overload-screen");
    expect(f?.clinician).toMatch(/A first-degree relative has hemochromatosis \("brother has hemochromatosis"\)/);
    expect(f?.clinician).toMatch(/With a ferritin above 1000 ng\/mL and a raised AST \(45 U\/L/);
    expect(f?.evidenceIds).toEqual(["acg-2019-hemochromatosis", "easl-2010-hfe-haemochromatosis"]);
  });

  it("10: low platelets in known cirrhosis read as portal hypertension, not a marrow problem", () => {
    const r = run("10-uk-cirrhosis-no-surveillance-ehr");
    const plt = r.findings.find((f) => f.code === "lab-low" && /Platelet/.test(f.clinician));
    expect(plt?.clinician).toMatch(/in known cirrhosis most likely reflects portal hypertension/);
    expect(plt?.patient).not.toMatch(/bone-marrow/);
    expect(plt?.evidenceIds).toContain("accessmedicine-cirrhosis-hypersplenism");
    expect(clinicianText(r)).toMatch(/Liver cancer \(HCC\) surveillance is overdue/);
  });

  it("11: an isolated unconjugated bilirubin after fasting reads as Gilbert syndrome", () => {
    const r = run("11-neither-gilbert-fasting-bilirubin-labs");
    expect(finding(r, "isolated-raised-bilirubin")?.severity).toBe("low");
    expect(patientText(r)).toMatch(/Gilbert syndrome/);
  });

  it("12: a reactive HCV antibody without RNA asks for HCV RNA", () => {
    const f = finding(run("12-us-hcv-antibody-rna-pending-labs"), "liver-hcv-antibody-needs-rna");
    expect(f?.nextSteps[0]).toMatch(/^Test HCV RNA/);
    expect(f?.evidenceIds).toEqual(["aasld-idsa-2023-hcv"]);
  });

  it("13: recorded MASLD without a counted metabolic risk still gets its FIB-4 read", () => {
    const f = finding(run("13-neither-masld-recorded-bmi-29-fib4-low-labs"), "fib4-low-risk");
    expect(f?.clinician).toMatch(/^FIB-4 = 0\.78, .*below 1\.3/);
  });
});
