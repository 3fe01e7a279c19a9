import { describe, expect, it } from "vitest";
import { modelScope } from "../evidence/populations.ts";
import {
  citedFor,
  clinicianLine,
  finding,
  patientText,
  reviewFolder,
  runReviewCase,
  type ReviewRun,
} from "../testing/review-case.ts";

/*
 * Review 40, country-40: which country's words and sources a finding uses (leftovers of review 39).
 * Found and changed:
 * - 01: acute hepatitis B in Denver said "Acute infectious hepatitis is notifiable in England", told the
 *   clinician to notify the UK health protection team and cited the England regulations. A US record
 *   is now told hepatitis B is reported to the state or local health department as each state
 *   requires, citing CDC's viral hepatitis surveillance guidance (new source
 *   "cdc-viral-hepatitis-general-surveillance", seen today on cdc.gov). UK twins: a Leeds record keeps
 *   England's wording and regulations; a Glasgow record, which England's regulations do not cover,
 *   is told to report where local rules require it, with no law named.
 *   rules/hepatitis-b-acute.ts (NOTIFY, reportingCountry); evidence/added-sources.ts, summaries.ts.
 * - 03: the same on an Auckland record (neither country): no England wording, no regulations cited,
 *   the patient told the doctor "may" report it.
 * - 04: a Houston record on rifampin with ALT 3.8 times the limit and nausea read "Stop isoniazid,
 *   rifampicin and pyrazinamide". US records now say rifampin (steps, clinician and patient text, and
 *   the lower-ALT watch finding) unless the record itself writes rifampicin; a UK twin keeps rifampicin. rules/drug-lab.ts (tbDrugs), used by
 *   antituberculosis-liver-injury and rules/antituberculosis-transaminase-watch.ts.
 * - 05: ciprofloxacin with gliclazide and glucose 3.1 in Sheffield: the overtreatment finding was read
 *   by ADA 2026 alone. A UK record now also reads NICE NG28 (already in the library: the HbA1c target
 *   is relaxed case by case for older or frail adults, especially when hypoglycaemia would put them at
 *   high risk), which leads its sources; ADA stays for the goal of 64 mmol/mol the text gives. A US
 *   twin (08, Phoenix) is unchanged. rules/patterns.ts (ng28RelaxedTarget).
 * - 06: clarithromycin with simvastatin in Bristol cited the US simvastatin label alone. A UK record
 *   whose interacting medicines are all on the MHRA's 2012 list now names that advice and cites it
 *   first (new source "mhra-2012-simvastatin-interactions", seen today in UK bulletins relaying the
 *   Drug Safety Update of August 2012); the US label stays second for its advice to suspend for a
 *   course, which the text gives as the label's. rules/drug-lab.ts (mhraSimvastatin).
 * Pinned:
 * - 08: the US twin of 05 keeps ADA alone, with no NICE sentence.
 * Not changed:
 * - 05: the hypoglycaemia finding itself (hypoglycaemia-on-glucose-lowering) still cites ADA 2026 on a
 *   UK record: its thresholds (below 3.9, below 3.0 clinically significant) and sulfonylurea duration
 *   are ADA's and the library's NG28 summary has neither; the JBDS hospital hypoglycaemia guideline
 *   was seen today only as its description page (diabetes.org.uk) and a title page, not its content.
 * - 07: darunavir with ritonavir and inhaled fluticasone in Atlanta still says "The UK regulator
 *   advises" and cites the MHRA: today's one search found the openFDA Norvir label record, but its
 *   excerpt showed the product data only, not the fluticasone interaction text, so no US source was added.
 */
const { run, load, withNotes } = reviewFolder(new URL("./fixtures/country-40-review40/", import.meta.url));

const country = (r: ReviewRun) => modelScope(r.model).country;

describe("acute hepatitis B reporting by country (review 40, country-40)", () => {
  it("01: a Denver record is told to report to the state or local health department, citing CDC", () => {
    const r = run("01-us-31-acute-hepatitis-b");
    expect(country(r)).toBe("us");
    const f = finding(r, "hbv-acute");
    expect(f?.clinician).toContain(
      "In the US, hepatitis B is reported to the state or local health department as each state requires (CDC).",
    );
    expect(f?.clinician).not.toContain("England");
    expect(f?.nextSteps[0]).toBe(
      "Report the case to the state or local health department, as the state's reporting rules require",
    );
    expect(f?.title).toBe("Acute hepatitis B: report, trace contacts, recheck HBsAg at 6 months");
    expect(patientText(r)).toContain("Your doctor will report the infection to the local health department");
    expect(citedFor(r, "hbv-acute")).toEqual([
      "cdc-2010-hbv-serology",
      "nice-ta96-chronic-hbv",
      "ashm-contact-tracing-hbv",
      "cdc-viral-hepatitis-general-surveillance",
    ]);
  });

  it("01: a Leeds twin keeps England's notification wording and regulations", () => {
    const r = withNotes(
      "01-us-31-acute-hepatitis-b",
      "Sexual health clinic, Leeds. Yellow eyes and dark urine for 5 days.",
    );
    expect(country(r)).toBe("uk");
    const f = finding(r, "hbv-acute");
    expect(f?.clinician).toContain("Acute infectious hepatitis is notifiable in England.");
    expect(f?.nextSteps[0]).toBe(
      "Notify the local health protection team (acute infectious hepatitis is a notifiable disease in England)",
    );
    expect(citedFor(r, "hbv-acute")).toContain("uk-notification-regulations-2010");
    expect(citedFor(r, "hbv-acute")).not.toContain("cdc-viral-hepatitis-general-surveillance");
  });

  it("01: a Glasgow twin names no English law and cites no regulations", () => {
    const r = withNotes(
      "01-us-31-acute-hepatitis-b",
      "Sexual health clinic, Glasgow. Yellow eyes and dark urine for 5 days.",
    );
    expect(country(r)).toBe("uk");
    expect(modelScope(r.model).nation).toBe("Scotland");
    const f = finding(r, "hbv-acute");
    expect(f?.clinician).not.toContain("England");
    expect(f?.nextSteps[0]).toBe("Report the case to the public health authority where local rules require it");
    expect(citedFor(r, "hbv-acute")).not.toContain("uk-notification-regulations-2010");
  });

  it("03: an Auckland record drops the England wording and any reporting source", () => {
    const r = run("03-other-26-acute-hepatitis-b");
    expect(country(r)).toBeUndefined();
    const f = finding(r, "hbv-acute");
    expect(f?.clinician).not.toMatch(/England|state or local/);
    expect(f?.nextSteps.join(" ")).not.toContain("England");
    expect(f?.nextSteps[0]).toBe("Report the case to the public health authority where local rules require it");
    expect(patientText(r)).toContain("Your doctor may report the infection to the local public health team");
    expect(citedFor(r, "hbv-acute")).toEqual([
      "cdc-2010-hbv-serology",
      "nice-ta96-chronic-hbv",
      "ashm-contact-tracing-hbv",
    ]);
  });
});

describe("rifampin on US records, rifampicin on UK ones (review 40, country-40)", () => {
  it("04: a Houston record on rifampin is told to stop rifampin, not rifampicin", () => {
    const r = run("04-us-45-rifampin-isoniazid-alt");
    expect(country(r)).toBe("us");
    const f = finding(r, "antituberculosis-liver-injury");
    expect(f?.nextSteps[0]).toBe(
      "Stop isoniazid, rifampin and pyrazinamide now and assess the same day: symptoms, INR, bilirubin and mental state",
    );
    expect(f?.clinician).toContain("(isoniazid, rifampin and pyrazinamide)");
    expect(`${f?.clinician} ${f?.patient} ${f?.nextSteps.join(" ")}`).not.toContain("rifampicin");
  });

  it("04: the lower-ALT watch finding on the same US record also says rifampin", () => {
    const c = load("04-us-45-rifampin-isoniazid-alt");
    c.labResults = c.labResults.filter((l: { name: string }) => l.name !== "AST");
    c.labResults[0].value = "95";
    c.patientContext.clinicalNotes = "TB clinic, Houston, Texas. Week 5 of treatment. Feels well.";
    const r = runReviewCase(c);
    expect(country(r)).toBe("us");
    const f = finding(r, "antituberculosis-transaminase-rise");
    expect(`${f?.clinician} ${f?.patient}`).toContain("isoniazid, rifampin and pyrazinamide");
    expect(`${f?.clinician} ${f?.patient}`).not.toContain("rifampicin");
  });

  it("04: a US record that itself writes rifampicin keeps the record's word", () => {
    const c = load("04-us-45-rifampin-isoniazid-alt");
    c.patientContext.medications[0].name = "Rifampicin 600 mg daily";
    const r = runReviewCase(c);
    expect(country(r)).toBe("us");
    expect(finding(r, "antituberculosis-liver-injury")?.nextSteps[0]).toContain(
      "Stop isoniazid, rifampicin and pyrazinamide now",
    );
  });

  it("04: a Leicester twin keeps rifampicin", () => {
    const r = withNotes(
      "04-us-45-rifampin-isoniazid-alt",
      "TB clinic, Leicester. Week 5 of treatment. Nausea and poor appetite for 3 days. No jaundice.",
    );
    expect(country(r)).toBe("uk");
    expect(finding(r, "antituberculosis-liver-injury")?.nextSteps[0]).toContain(
      "Stop isoniazid, rifampicin and pyrazinamide now",
    );
  });
});

describe("UK sources for UK diabetes and statin findings (review 40, country-40)", () => {
  it("05: a Sheffield man's overtreatment finding reads NICE NG28 and cites it first", () => {
    const r = run("05-uk-74-ciprofloxacin-gliclazide-hypo");
    expect(country(r)).toBe("uk");
    expect(clinicianLine(r, "Low blood sugars with an HbA1c below goal")).toContain(
      "NICE NG28 likewise relaxes the HbA1c target case by case for older or frail adults with type 2 diabetes, especially when hypoglycaemia would put them at high risk (for example of falls).",
    );
    expect(citedFor(r, "diabetes-overtreatment-older-adult")).toEqual([
      "nice-ng28-t2d-adults",
      "ada-soc-2026-s13",
      "ada-soc-2026-s6",
    ]);
  });

  it("05: its hypoglycaemia finding cites JBDS-IP in place of ADA 2026 (since review 41, diabetes-41 01)", () => {
    const r = run("05-uk-74-ciprofloxacin-gliclazide-hypo");
    expect(citedFor(r, "hypoglycaemia-on-glucose-lowering")).not.toContain("nice-ng28-t2d-adults");
    expect(citedFor(r, "hypoglycaemia-on-glucose-lowering")[0]).toBe("jbds-01-hospital-hypoglycaemia");
    expect(citedFor(r, "hypoglycaemia-on-glucose-lowering")).not.toContain("ada-soc-2026-s6");
  });

  it("08: a Phoenix twin keeps ADA alone, with no NICE sentence", () => {
    const r = run("08-us-74-ciprofloxacin-glipizide-hypo");
    expect(country(r)).toBe("us");
    expect(finding(r, "diabetes-overtreatment-older-adult")?.clinician).not.toContain("NICE");
    expect(citedFor(r, "diabetes-overtreatment-older-adult")).toEqual(["ada-soc-2026-s13", "ada-soc-2026-s6"]);
  });

  it("06: clarithromycin with simvastatin in Bristol names the MHRA's 2012 advice and cites it before the US label", () => {
    const r = run("06-uk-68-clarithromycin-simvastatin");
    expect(country(r)).toBe("uk");
    expect(clinicianLine(r, "Simvastatin with a medicine its label contraindicates")).toContain(
      "The MHRA's 2012 advice for the UK also contraindicates simvastatin with clarithromycin.",
    );
    expect(citedFor(r, "simvastatin-contraindicated-combination")).toEqual([
      "mhra-2012-simvastatin-interactions",
      "zocor-label",
    ]);
  });

  it("06: a US twin keeps the US label alone", () => {
    const r = withNotes(
      "06-uk-68-clarithromycin-simvastatin",
      "Family medicine clinic, Columbus, Ohio. Started clarithromycin yesterday for a chest infection, allergic to penicillin.",
    );
    expect(country(r)).toBe("us");
    expect(finding(r, "simvastatin-contraindicated-combination")?.clinician).not.toContain("MHRA");
    expect(citedFor(r, "simvastatin-contraindicated-combination")).toEqual(["zocor-label"]);
  });
});

describe("leftover kept, no US source seen (review 40, country-40, not changed)", () => {
  it("07: ritonavir-boosted darunavir with inhaled fluticasone in Atlanta keeps the MHRA advice it names", () => {
    const r = run("07-us-39-ritonavir-fluticasone");
    expect(country(r)).toBe("us");
    expect(finding(r, "booster-cyp3a-corticosteroid")?.clinician).toContain("The UK regulator advises");
    expect(citedFor(r, "booster-cyp3a-corticosteroid")).toContain("mhra-2016-boosters-corticosteroids");
  });
});
