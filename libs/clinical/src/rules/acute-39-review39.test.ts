import { describe, expect, it } from "vitest";
import {
  citedFor,
  clinicianLine,
  codes,
  finding,
  patientText,
  reviewFolder,
  runReviewCase,
} from "../testing/review-case.ts";

/*
 * Review 39, acute presentations (upper GI bleeding, community-acquired pneumonia, sepsis):
 * Found and changed:
 * - 01: melaena with one eGFR of 48 taken on the day of the bleed and none before drew nsaid-ckd's
 *   "prolonged NSAID use should be avoided in CKD", naming CKD from one acute value. During acute upper
 *   GI bleeding with a low eGFR not shown to be chronic (no earlier low eGFR 3 months or more before,
 *   no CKD, no raised ACR, no stated earlier low eGFR), the finding now says one value in an acute
 *   illness does not show CKD (KDIGO: more than 3 months), that the creatinine may be an acute kidney
 *   injury from the blood loss, keeps the NSAID withheld with the bleed and asks for results after
 *   recovery (drug-lab.ts nsaid-ckd, lowEgfrNotShownChronic, nsaidLowEgfrInBleed).
 * - 04: at 81 with consolidation, RR 26 and fever, the sepsis high risk finding (critical) stood beside
 *   CURB65 1 telling "home-based care can be considered". Below the high tier, with the adult sepsis
 *   criteria met, the CURB65 finding now says the count gives no grounds for care at home and the
 *   sepsis finding sets the care (pneumonia-curb65.ts tierReading, besideSepsis; vital-signs.ts
 *   adultSepsisCriteriaMet). "Drowsy" is not scored as confusion (NICE CG191: AMT 8 or less or new
 *   disorientation), and the finding now says so, adding that an AMT is needed when none is recorded
 *   (pneumonia-curb65.ts drowsinessNote). Reduced consciousness stays with the sepsis criteria (10).
 * - 06: haematemesis at 118/min in alcohol-related cirrhosis with oesophageal varices was advised as any
 *   upper GI bleed; it is now a suspected variceal bleed, with terlipressin and IV antibiotics at
 *   presentation (acute-gi-bleed.ts varicealBackground; source rcem-learning-variceal-bleeds, seen
 *   today). The same case drew severe-cytopenias ("acute leukaemia and marrow failure come first",
 *   blood film and haematologist today) for haemoglobin 78 and platelets 64: with cirrhosis and an
 *   acute upper GI bleed, and no white cell line or severe platelet count, it now stands aside
 *   (oncology-haematology.ts cytopeniaMatch).
 * - 08: "Vomited coffee-ground material" on ibuprofen with haemoglobin 13.1 → 9.6 g/dL and pulse 108
 *   raised no bleed finding, and the anaemia finding asked for MCV, ferritin, B12 and folate "to find the
 *   cause". Both now read it (acute-gi-bleed.ts GI_BLEED_SIGNS; haematology-context.ts ACUTE_BLEEDING).
 * - Tidy: pneumonia-curb65.ts's nested tier ternary is now a tier (tierOf) with tables of NICE and US
 *   sentences and steps (communityTier), the ward reading (wardTier) and the sepsis one (besideSepsis);
 *   texts unchanged (infection-37 and kidney-36 tests still pass).
 * Pinned: 02 (CAP at 70, RR 32, urea 8.1: CURB65 3, high, beside sepsis), 03 (GP, 40, normal
 * observations, no bloods: CRB65 0, low, home care), 05 (melaena on aspirin and clopidogrel 3 months after
 * a drug-eluting stent: aspirin continued once haemostasis is achieved, clopidogrel agreed with
 * cardiology), 07 (US, newly confused, BUN 28 mg/dL: CURB65 3 with PSI and ATS/IDSA), 09 (neither, 35,
 * normal observations: CURB65 0, home), 10 (neither, "now drowsy and hard to rouse", BP 84/50, lactate 4.2:
 * the sepsis finding reads the drowsiness as new altered mental state; CURB65 4 does not score it),
 * 11 (melaena on naproxen with an eGFR of 46 eight months earlier: the CKD wording stays).
 * Not changed:
 * - Glasgow-Blatchford score still not computed: the tables seen today disagree (Wikipedia gives urea
 *   bands 6.5–8.0 and 8.0–10.0 that share 8.0; an R package gives the same numbers as BUN in mg/dL;
 *   the BMJ Frontline Gastroenterology table was seen without its values). No consistent, authoritative
 *   statement of every band was seen, so the inputs are still listed, not scored.
 * - NICE NG253 (the sepsis update): one search found only a third-party summary and the NG51 pages
 *   (NEWS2 in acute settings); the NICE criteria were not seen, so the sepsis finding is unchanged.
 * - The nsaid-ckd change covers acute upper GI bleeding only; a single low eGFR on an NSAID in other
 *   acute illnesses (sepsis, DKA) was not reviewed here.
 * - 03: a single clinic reading of 128/80 at 40 during a febrile pneumonia draws bp-stage-1 on a UK
 *   record; 09: fever-sepsis-check asks to "look for a source of infection" beside a consolidation.
 *   Both are outside this review's topic.
 * - The imaging quote reads "Chest X-ray. Left lower lobe consolidation" (description and conclusion
 *   joined); left as is.
 */
const { load, run, edit } = reviewFolder(new URL("./fixtures/acute-39-review39/", import.meta.url));

type Run = ReturnType<typeof run>;
const steps = (r: Run) => r.findings.flatMap((f) => f.nextSteps);

describe("NSAID and kidney function during an acute upper GI bleed (review 39, acute-39)", () => {
  it("01: one eGFR of 48 on the day of a bleed is not called CKD; the NSAID stays withheld", () => {
    const r = run("01-uk-72-melaena-naproxen-egfr-48");
    const f = finding(r, "nsaid-ckd");
    expect(f?.severity).toBe("moderate");
    expect(f?.clinician).not.toContain("should be avoided in CKD");
    expect(f?.clinician).toContain(
      "taken during acute upper gastrointestinal bleeding, with no earlier low result on record: one value taken in an acute illness does not show chronic kidney disease (KDIGO: more than 3 months), and a raised creatinine during a bleed may be an acute kidney injury from the blood loss",
    );
    expect(f?.nextSteps).toEqual([
      "Keep the NSAID withheld with the bleeding; recheck creatinine, eGFR and potassium now and again after recovery",
      "Judge chronic kidney disease only from results after recovery: it needs reduced function for more than 3 months",
    ]);
    expect(patientText(r)).toContain(
      "Your kidney test was taken while you were bleeding, so it may be low for now rather than a long-term problem",
    );
    expect(citedFor(r, "nsaid-ckd")).toEqual(expect.arrayContaining(["kdigo-2012-aki"]));
    expect(finding(r, "acute-gi-bleed")?.nextSteps).toContain("Withhold naproxen pending assessment");
  });

  it("01: with CKD on the problem list the CKD wording stays", () => {
    const c = edit("01-uk-72-melaena-naproxen-egfr-48", (d) => {
      d.pastMedicalHistory.push({ display: "Chronic kidney disease stage 3a", clinicalStatus: "active" });
    });
    expect(finding(runReviewCase(c), "nsaid-ckd")?.clinician).toContain("prolonged NSAID use should be avoided in CKD");
  });

  it("11: an eGFR of 46 eight months before the bleed shows lasting reduced function: CKD wording stays", () => {
    const r = run("11-uk-75-melaena-naproxen-ckd-shown-earlier");
    expect(finding(r, "nsaid-ckd")?.clinician).toContain(
      "Naproxen 250 mg tablets in a patient with eGFR 41 mL/min/1.73m2 (2026-12-02); prolonged NSAID use should be avoided in CKD",
    );
    expect(finding(r, "acute-gi-bleed")?.severity).toBe("critical");
  });

  it("01: without a bleed the same single eGFR keeps the usual finding", () => {
    const c = edit("01-uk-72-melaena-naproxen-egfr-48", (d) => {
      d.additionalContext = "Clinic review, Leeds (NHS). Naproxen for knee pain.";
      d.recentNormalLabs = [];
      d.vitalSigns = [];
    });
    expect(finding(runReviewCase(c), "nsaid-ckd")?.clinician).toContain("prolonged NSAID use should be avoided in CKD");
  });
});

describe("upper GI bleeding presentations (review 39, acute-39)", () => {
  it("06: haematemesis in cirrhosis with varices is a suspected variceal bleed: terlipressin and antibiotics", () => {
    const r = run("06-uk-58-variceal-bleed-cirrhosis");
    const f = finding(r, "acute-gi-bleed");
    expect(f?.severity).toBe("critical");
    expect(f?.clinician).toContain(
      "With alcohol-related cirrhosis and oesophageal varices on record, treat it as a suspected variceal bleed: a vasoactive drug (terlipressin) and intravenous antibiotics are given at presentation.",
    );
    expect(f?.nextSteps).toContain(
      "Suspected variceal bleed: terlipressin and intravenous antibiotics at presentation, by the local protocol, before endoscopy",
    );
    expect(citedFor(r, "acute-gi-bleed")).toContain("rcem-learning-variceal-bleeds");
  });

  it("06: low haemoglobin and platelets in a cirrhotic bleed do not send for a leukaemia work-up", () => {
    const r = run("06-uk-58-variceal-bleed-cirrhosis");
    expect(codes(r)).not.toContain("severe-cytopenias");
    expect(steps(r)).not.toContain("Blood film today and same-day discussion with the on-call haematologist");
    // Without cirrhosis, the same counts still get the film.
    const c = edit("06-uk-58-variceal-bleed-cirrhosis", (d) => {
      d.pastMedicalHistory = [];
      d.additionalContext =
        "Emergency department, Glasgow (NHS). Haematemesis of about a cupful of fresh blood twice tonight.";
    });
    const plain = runReviewCase(c);
    expect(codes(plain)).toContain("severe-cytopenias");
    expect(finding(plain, "acute-gi-bleed")?.clinician).not.toContain("variceal");
  });

  it("08: 'vomited coffee-ground material' on ibuprofen with a haemoglobin fall is an acute bleed", () => {
    const r = run("08-us-61-hematemesis-ibuprofen-hgb-g-dl");
    const f = finding(r, "acute-gi-bleed");
    expect(f?.severity).toBe("critical");
    expect(f?.clinician).toContain(
      'The notes record "vomited coffee-ground material", with hemoglobin fallen from 13.1 g/dL (2026-05-11) to 9.6 g/dL (a fall of 3.5 g/dL) and pulse 108/min',
    );
    expect(f?.nextSteps).toContain("Withhold ibuprofen pending assessment");
    expect(finding(r, "anaemia")?.nextSteps).toContain(
      "Follow the hemoglobin with repeat counts while the blood loss is assessed",
    );
    expect(citedFor(r, "acute-gi-bleed")).toContain("acg-2021-ugib");
  });

  it("05: melaena on aspirin and clopidogrel after a recent stent: aspirin continued after haemostasis", () => {
    const r = run("05-uk-66-melaena-aspirin-clopidogrel-stent");
    const f = finding(r, "acute-gi-bleed");
    expect(f?.severity).toBe("critical");
    expect(f?.nextSteps).toContain(
      "Low-dose aspirin is for secondary prevention (NSTEMI with drug-eluting stent to LAD): continue it once haemostasis is achieved (NICE CG141), so any pause ends then and it is not stopped for good",
    );
    expect(f?.nextSteps).toContain(
      "Agree with cardiology today whether clopidogrel is paused and when it restarts: NSTEMI with drug-eluting stent to LAD 3 months ago (2026-08-14)",
    );
    expect(f?.clinician).toContain("Urea 11.6 mmol/L (2026-12-02) is raised with creatinine in range");
    expect(f?.clinician).not.toContain("variceal");
  });
});

describe("community-acquired pneumonia and sepsis (review 39, acute-39)", () => {
  it("02: CAP at 70 with RR 32 and urea 8.1 mmol/L scores CURB65 3, high", () => {
    const r = run("02-uk-70-cap-urea-8-1-rr-32");
    const f = finding(r, "pneumonia-curb65");
    expect(f?.severity).toBe("high");
    expect(f?.clinician).toContain(
      "CURB65 3/5 (CRB65 2/4) (respiratory rate 32/min, age 70, urea 8.1 mmol/L (2026-12-02))",
    );
    expect(f?.clinician).toContain("NICE CG191: CURB65 3–5 (CRB65 3–4) is high risk of death within 30 days");
    expect(finding(r, "sepsis-high-risk-adult")?.severity).toBe("critical");
    expect(citedFor(r, "pneumonia-curb65")).toContain("nice-cg191-pneumonia");
  });

  it("02: the tier rewrite keeps the texts: RR 22 leaves CURB65 2, intermediate, without sepsis", () => {
    const c = edit("02-uk-70-cap-urea-8-1-rr-32", (d) => {
      d.vitalSigns = d.vitalSigns.map((v, i) => (i === 0 ? { ...v, value: "22" } : v));
    });
    const r = runReviewCase(c);
    expect(codes(r)).not.toContain("sepsis-high-risk-adult");
    const f = finding(r, "pneumonia-curb65");
    expect(f?.severity).toBe("moderate");
    expect(f?.clinician).toContain(
      "NICE CG191: CURB65 2 is intermediate risk (3–15% 30-day mortality): consider hospital-based care, with clinical judgement.",
    );
  });

  it("03: GP, 40, normal observations, no bloods: CRB65 0, low, home care with safety-net", () => {
    const r = run("03-uk-40-cap-normal-obs-gp");
    const f = finding(r, "pneumonia-curb65");
    expect(f?.severity).toBe("low");
    expect(f?.clinician).toContain("CRB65 0/4 (no urea result for CURB65)");
    expect(f?.clinician).toContain(
      "NICE CG191: CRB65 0 is low risk (below 1% 30-day mortality): home-based care can be considered, with clinical judgement.",
    );
    expect(f?.nextSteps).toEqual(["Consider home-based care if clinical judgement agrees; safety-net advice"]);
    expect(codes(r)).not.toContain("sepsis-high-risk-adult");
  });

  it("04: a low CURB65 beside the sepsis high risk criteria offers no home care", () => {
    const r = run("04-uk-81-cap-drowsy-rr-26");
    expect(finding(r, "sepsis-high-risk-adult")?.severity).toBe("critical");
    const f = finding(r, "pneumonia-curb65");
    expect(f?.severity).toBe("low");
    expect(f?.clinician).toContain(
      "NICE CG191: the count alone is low risk, but the sepsis high risk criteria are met (see the sepsis finding), so it gives no grounds for care at home now",
    );
    expect(f?.clinician).not.toContain("home-based care can be considered");
    expect(f?.nextSteps).toEqual([
      "Care follows the sepsis finding; the pneumonia score does not make treatment at home safe now",
    ]);
    expect(patientText(r)).toContain(
      "The other warning signs in this report mean you need urgent care now, whatever this score shows.",
    );
    expect(patientText(r)).not.toContain("whether it can be treated at home");
  });

  it("04: 'drowsy' with AMT 9/10 is not scored as confusion, and the finding says so", () => {
    const r = run("04-uk-81-cap-drowsy-rr-26");
    const line = clinicianLine(r, "Community-acquired pneumonia: CURB65 severity");
    expect(line).toContain("CURB65 1/5 (CRB65 1/4) (age 81)");
    expect(line).toContain(
      '"drowsy" in the notes is not scored as confusion (an AMT of 8 or less, or new disorientation in person, place or time).',
    );
    // With no AMT recorded, the confusion item is open and the finding asks for one.
    const c = edit("04-uk-81-cap-drowsy-rr-26", (d) => {
      d.additionalContext =
        "Emergency department, Norwich (NHS). Cough and fever for three days. Daughter says he is drowsy today.";
    });
    expect(finding(runReviewCase(c), "pneumonia-curb65")?.clinician).toContain(
      "new disorientation in person, place or time): an AMT is needed to score that item",
    );
  });

  it("04: with AMT 7/10 confusion scores and no drowsiness note is added", () => {
    const c = edit("04-uk-81-cap-drowsy-rr-26", (d) => {
      d.additionalContext = "Emergency department, Norwich (NHS). Cough and fever for three days. Drowsy, AMT 7/10.";
    });
    const f = finding(runReviewCase(c), "pneumonia-curb65");
    expect(f?.clinician).toContain("CURB65 2/5 (CRB65 2/4)");
    expect(f?.clinician).not.toContain("not scored as confusion");
  });

  it("04: without the sepsis criteria (RR 20, no fever) the low tier reads as before", () => {
    const c = edit("04-uk-81-cap-drowsy-rr-26", (d) => {
      d.vitalSigns = d.vitalSigns
        .filter((v) => v.display !== "Temperature")
        .map((v) => (v.display === "Respiratory rate" ? { ...v, value: "20" } : v));
      d.additionalContext = "Emergency department, Norwich (NHS). Cough for three days. Alert, AMT 10/10.";
    });
    const r = runReviewCase(c);
    expect(codes(r)).not.toContain("sepsis-high-risk-adult");
    expect(finding(r, "pneumonia-curb65")?.clinician).toContain(
      "NICE CG191: CURB65 0–1 is low risk (below 3% 30-day mortality): home-based care can be considered, with clinical judgement.",
    );
  });

  it("07: US, newly confused, BUN 28 mg/dL: CURB65 3 with the ATS/IDSA PSI sentence", () => {
    const r = run("07-us-74-cap-bun-28-confused");
    const f = finding(r, "pneumonia-curb65");
    expect(f?.severity).toBe("high");
    expect(f?.clinician).toContain(
      'CURB65 3/5 (CRB65 2/4) (confusion ("newly confused"), age 74, BUN 28 mg/dL (2026-12-02))',
    );
    expect(f?.clinician).toContain(
      "ATS/IDSA 2019 prefers the Pneumonia Severity Index (PSI) to CURB65, with clinical judgment, to decide where to treat.",
    );
    expect(citedFor(r, "pneumonia-curb65")).toEqual(["ats-idsa-2019-cap"]);
  });

  it("09: neither country, 35, normal observations: CURB65 0, home care", () => {
    const r = run("09-neither-35-cap-young-normal-obs");
    const f = finding(r, "pneumonia-curb65");
    expect(f?.severity).toBe("low");
    expect(f?.clinician).toContain("CURB65 0/5 (CRB65 0/4).");
    expect(codes(r)).not.toContain("sepsis-high-risk-adult");
  });

  it("10: 'now drowsy and hard to rouse' is new altered mental state for sepsis, not CURB65 confusion", () => {
    const r = run("10-neither-77-sepsis-cap-bp-84");
    const s = finding(r, "sepsis-high-risk-adult");
    expect(s?.severity).toBe("critical");
    expect(s?.clinician).toContain('new altered mental state ("now drowsy" in the notes)');
    const f = finding(r, "pneumonia-curb65");
    expect(f?.severity).toBe("high");
    expect(f?.clinician).toContain(
      "CURB65 4/5 (CRB65 3/4) (respiratory rate 30/min, blood pressure 84/50 mmHg, age 77, urea 13.4 mmol/L (2026-12-02))",
    );
    expect(f?.clinician).toContain('"drowsy" in the notes is not scored as confusion');
    expect(load("10-neither-77-sepsis-cap-bp-84").data.additionalContext).toContain("Singapore");
  });
});
