import { describe, expect, it } from "vitest";
import { clinicianText, codes, finding, patientText, reviewFolder } from "../testing/review-case.ts";

/*
 * Review 34, liver-gi-34: hepatology and gastroenterology in UK, US and neither records, SI and
 * conventional units.
 * Found and changed:
 * - Untreated hepatitis C on a UK record was cited to the US AASLD-IDSA guidance alone and sent to
 *   "hepatology or infectious diseases" (case 01: Leeds, RNA detected, never treated). A UK record
 *   now names NICE TA430 (sofosbuvir–velpatasvir for every genotype, the decision to treat made by a
 *   hepatitis C operational delivery network's team) and the ODN referral (liver.ts, new source
 *   nice-ta430-hcv); US and neither records keep AASLD-IDSA (cases 02, 12).
 * - A low platelet count inside a high FIB-4 was never read as the liver's: the platelet line said
 *   "many causes, including ... bone-marrow problems", or, at 128 K/µL, "an isolated mild fall" to
 *   repeat with a film (cases 02, 03). New fib4-low-platelets.ts adds to fib4-fibrosis-risk, for a
 *   FIB-4 above 2.67 with platelets 50–149 ×10⁹/L (either unit), that the count most likely reflects
 *   portal hypertension and points towards cirrhosis rather than a blood disorder
 *   (accessmedicine-cirrhosis-hypersplenism); a normal count adds nothing (case 04).
 * - Acute pancreatitis with known gallstones and ALT 210 U/L (case 10) had the chronic liver screen
 *   (viral hepatitis, haemochromatosis, autoimmune hepatitis, Wilson disease, alpha-1 antitrypsin,
 *   PBC and PSC) listed beside the emergency admission. New pancreatitis-liver-tests.ts reads the
 *   liver pattern in acute pancreatitis for its cause: ALT of 3 times the limit or more points to
 *   gallstones (Tenner 1994, new source tenner-1994-alt-gallstone-pancreatitis), the duct-stone
 *   imaging follows, and a chronic screen waits for repeat tests after the attack; with a lower ALT
 *   (case 11, alcohol) no gallstone claim is made and the screen still waits.
 * Pinned (already read right): indeterminate FIB-4 in K/µL on a US record (04), cholestasis with a
 * raised GGT and itch sent to AMA and ultrasound (05), isolated bilirubin read as Gilbert syndrome
 * (06), low FIB-4 in MASLD with the repeat interval (07), tTG-IgA with low total IgA sent to an
 * IgG-based test (08), raised ferritin with normal saturation and alcohol (09).
 */
const { run } = reviewFolder(new URL("./fixtures/liver-gi-34-review34/", import.meta.url));

describe("hepatology and gastroenterology (review 34, liver-gi-34)", () => {
  it("01: UK untreated hepatitis C is sent for cure through NICE TA430 and the ODN", () => {
    const r = run("01-uk-hcv-rna-detected-never-treated-ehr");
    const f = finding(r, "liver-hcv-active");
    expect(f?.severity).toBe("high");
    expect(f?.evidenceIds?.[0]).toBe("nice-ta430-hcv");
    expect(f?.clinician).toMatch(/NICE TA430 recommends direct-acting antiviral treatment/);
    expect(f?.clinician).toMatch(/operational delivery network/);
    expect(f?.clinician).not.toMatch(/AASLD-IDSA/);
    expect(clinicianText(r)).toMatch(
      /Refer to the local hepatitis C treatment service \(operational delivery network\)/,
    );
    expect(patientText(r)).toMatch(/Treatment with tablets can cure hepatitis C/);
  });

  it("02: US untreated hepatitis C keeps AASLD-IDSA; FIB-4 from K/uL platelets, low count read as liver", () => {
    const r = run("02-us-hcv-untreated-platelets-k-ul-labs");
    expect(finding(r, "liver-hcv-active")?.clinician).toMatch(/AASLD-IDSA guidance recommends treatment/);
    expect(finding(r, "liver-hcv-active")?.evidenceIds).not.toContain("nice-ta430-hcv");
    const fib = finding(r, "fib4-fibrosis-risk");
    expect(fib?.severity).toBe("high");
    expect(fib?.clinician).toMatch(/FIB-4 = 4\.00, from age 61, AST 64 U\/L .* platelets 128 10\^3\/µL/);
    expect(fib?.clinician).toMatch(/most likely reflects portal hypertension/);
    expect(fib?.evidenceIds).toContain("accessmedicine-cirrhosis-hypersplenism");
  });

  it("03: UK platelets 92 with FIB-4 6.39 read as portal hypertension, not a blood disorder", () => {
    const r = run("03-uk-cirrhosis-platelets-92-fib4-ehr");
    const fib = finding(r, "fib4-fibrosis-risk");
    expect(fib?.clinician).toMatch(/FIB-4 = 6\.39/);
    expect(fib?.clinician).toMatch(/points towards cirrhosis rather than a primary blood disorder/);
    expect(fib?.patient).toMatch(/When the liver is scarred this is common/);
    expect(fib?.evidenceIds).toContain("accessmedicine-cirrhosis-hypersplenism");
    expect(clinicianText(r)).toMatch(/Refer to hepatology for assessment of advanced fibrosis or cirrhosis/);
  });

  it("04: US indeterminate FIB-4 1.91 in K/uL asks for elastography; normal platelets add nothing", () => {
    const r = run("04-us-masld-fib4-indeterminate-k-ul-labs");
    const fib = finding(r, "fib4-fibrosis-risk");
    expect(fib?.severity).toBe("moderate");
    expect(fib?.clinician).toMatch(/FIB-4 = 1\.91,.*between 1\.3 and 2\.67/);
    expect(fib?.clinician).not.toMatch(/portal hypertension/);
    expect(fib?.evidenceIds).not.toContain("accessmedicine-cirrhosis-hypersplenism");
  });

  it("05: ALP with GGT raised and itch is cholestasis: AMA and ultrasound, no emergency", () => {
    const r = run("05-neither-cholestasis-alp-ggt-raised-labs");
    expect(finding(r, "liver-injury-pattern")?.clinician).toMatch(/cholestatic pattern/);
    expect(finding(r, "pbc-workup")?.clinician).toMatch(/antimitochondrial antibody/);
    expect(patientText(r)).not.toMatch(/999|911|A&E/);
  });

  it("06: UK isolated raised bilirubin after fasting reads as Gilbert syndrome, low priority", () => {
    const r = run("06-uk-isolated-bilirubin-gilbert-pattern-labs");
    expect(finding(r, "isolated-raised-bilirubin")?.severity).toBe("low");
    expect(finding(r, "isolated-raised-bilirubin")?.clinician).toMatch(/Gilbert syndrome/);
    expect(clinicianText(r)).toMatch(/Fractionate the bilirubin/);
  });

  it("07: MASLD with FIB-4 0.77 is low risk with a repeat interval, no referral", () => {
    const r = run("07-neither-masld-fib4-low-labs");
    expect(finding(r, "fib4-low-risk")?.clinician).toMatch(/FIB-4 = 0\.77.*below 1\.3/);
    expect(codes(r)).not.toContain("fib4-fibrosis-risk");
    expect(clinicianText(r)).toMatch(/Repeat FIB-4 every 1–2 years/);
  });

  it("08: UK negative tTG-IgA with total IgA 0.05 g/L goes to an IgG-based test (NICE NG20)", () => {
    const r = run("08-uk-coeliac-ttg-negative-low-total-iga-labs");
    const f = finding(r, "coeliac-iga-deficiency");
    expect(f?.evidenceIds).toContain("nice-ng20-coeliac");
    expect(f?.clinician).toMatch(/IgG tTG, IgG deamidated gliadin peptide or IgG EMA/);
    expect(patientText(r)).toMatch(/Keep eating foods with gluten/);
  });

  it("09: US ferritin 620 ng/mL with saturation 32% is not read as iron overload", () => {
    const r = run("09-us-ferritin-high-tsat-normal-labs");
    const f = finding(r, "raised-ferritin-tsat-below-45");
    expect(f?.clinician).toMatch(/Ferritin 620 ng\/mL .* transferrin saturation 32 %/);
    expect(f?.clinician).toMatch(/alcohol raises ferritin too/);
    expect(codes(r)).not.toContain("haemochromatosis-screen");
  });

  it("10: gallstone pancreatitis (ALT 5 times the limit) reads liver tests for the cause, no chronic screen", () => {
    const r = run("10-neither-acute-pancreatitis-lipase-labs");
    expect(finding(r, "acute-pancreatitis")?.severity).toBe("critical");
    const f = finding(r, "liver-injury-pattern");
    expect(f?.clinician).toMatch(/here 5\.3 times\) points to a gallstone cause/);
    expect(f?.evidenceIds).toContain("tenner-1994-alt-gallstone-pancreatitis");
    const text = clinicianText(r);
    expect(text).toMatch(/Likely gallstone pancreatitis/);
    expect(text).not.toMatch(/Wilson disease|haemochromatosis|Test for viral hepatitis|primary sclerosing/);
    expect(text).toMatch(/Repeat the liver tests once the pancreatitis has settled/);
    expect(patientText(r)).not.toMatch(/\b999\b|\b911\b|A&E/);
  });

  it("11: UK alcohol pancreatitis with ALT 52 makes no gallstone claim and defers the liver screen", () => {
    const r = run("11-uk-alcohol-pancreatitis-alt-normal-labs");
    expect(finding(r, "acute-pancreatitis")?.severity).toBe("critical");
    const f = finding(r, "liver-injury-pattern");
    expect(f?.clinician).toMatch(/read first for its cause/);
    expect(f?.clinician).not.toMatch(/gallstone cause/);
    expect(f?.evidenceIds).not.toContain("tenner-1994-alt-gallstone-pancreatitis");
    expect(clinicianText(r)).not.toMatch(/Wilson disease|Test for viral hepatitis/);
    expect(patientText(r)).toMatch(/go to A&E now/);
  });

  it("12: a record naming no country keeps AASLD-IDSA for untreated hepatitis C", () => {
    const r = run("12-neither-hcv-rna-detected-past-injecting-labs");
    const f = finding(r, "liver-hcv-active");
    expect(f?.clinician).toMatch(/AASLD-IDSA guidance recommends treatment/);
    expect(f?.evidenceIds).not.toContain("nice-ta430-hcv");
    expect(clinicianText(r)).toMatch(/Refer for direct-acting antiviral treatment of hepatitis C/);
  });
});
