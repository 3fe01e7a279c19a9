import { describe, expect, it } from "vitest";
import {
  citedFor,
  clinicianLine,
  clinicianText,
  codes,
  finding,
  patientText,
  reviewFolder,
  runReviewCase,
} from "../testing/review-case.ts";

/*
 * Review 39, immune checkpoint inhibitor toxicity and medicine interactions/wording:
 * Found and changed:
 * - 01: a known checkpoint-inhibitor colitis "settled on prednisolone" with pembrolizumab on hold drew
 *   no finding at all (review 38's meds-wording-38 case 08 leftover). A new low finding,
 *   ici-colitis-settling, recognises it: keep to the written taper, do not stop the steroid abruptly,
 *   re-grade diarrhoea that returns during or after the taper (ici-colitis-hepatitis.ts knownColitis;
 *   source asco-2018-irae). With the drug held and no steroid listed there is no taper step. A grade 2
 *   or worse reading still goes to the main colitis finding.
 * - 02: day 3 of prednisolone 60 mg with 6–7 stools a day was told "Start corticosteroids without waiting
 *   for the tests: IV methylprednisolone". On a systemic steroid already, the step now says to treat
 *   colitis that has not fallen by a grade within 72 hours as steroid-refractory and add infliximab or
 *   vedolizumab with gastroenterology, rather than more steroid alone (ici-colitis-hepatitis.ts
 *   steroidAlreadyGiven; ASCO as recorded for asco-2018-irae). Hydrocortisone (usually replacement
 *   for immune hypophysitis or adrenalitis) does not count as treatment of the colitis.
 * - 03: Paxlovid with a fluticasone inhaler was called "One of your HIV medicines" and sent to "the HIV
 *   team" for a switch of a long-term inhaler over a 5-day course. A nirmatrelvir/ritonavir regimen is
 *   now "Your COVID-19 medicine", the steps weigh the combination with the prescriber of the COVID-19
 *   treatment (booster-corticosteroid.ts boostedRegimen, covidCourse).
 * - 04: darunavir and ritonavir listed as separate lines gave "The patient takes ritonavir 100 mg
 *   tablets, boosted by ritonavir or cobicistat": the boosted drug is now named before the booster, and
 *   the sentence reads "a regimen boosted by ritonavir or cobicistat" (booster-corticosteroid.ts).
 * Pinned: 05 (CFS 7 at 88 with HFrEF, CKD and diabetes: HbA1c read against a less strict goal with
 * dementia; see Not changed for the SGLT2 inhibitor), 07 (pembrolizumab, TSH 0.05 with free T4 31:
 * immune thyroiditis, beta-blocker, no antithyroid drug, repeat every 2–3 weeks), 08 (nivolumab, ALT
 * 210 with limit 40: grade 3 hepatitis, critical, IV methylprednisolone, no infliximab), 09 (ipilimumab
 * and nivolumab, diarrhoea 7 times a day: grade 3 colitis, critical, start steroids), 10 (clarithromycin
 * with simvastatin 40 mg: high, suspend simvastatin for the course), 11 (rifampin with apixaban: high,
 * one of the two changed, the anticoagulant not stopped without a replacement).
 * Not changed:
 * - 01: no taper length (4–6 weeks) and no PJP, bone or glucose advice is given: asco-2018-irae's
 *   recorded text sets none of them, and the only page seen today giving 4–6 weeks was a secondary
 *   AI-written summary, not the guideline.
 * - 03: a US record still cites the MHRA (mhra-2016-boosters-corticosteroids) and its clinician text says
 *   "The UK regulator advises"; no FDA source on ritonavir with inhaled steroids is in the evidence base
 *   and none was seen today. The finding's problem heading still says "Boosted HIV treatment".
 * - 05: at Clinical Frailty Scale 7 (no comfort care stated) hfref-pillars-missing, moderate, offers
 *   "Consider dapagliflozin or empagliflozin, regardless of diabetes, if eGFR allows". The "for later"
 *   wording comes from patterns.ts deferred(), which answers a critical potassium or changing kidney
 *   function, not frailty. Wording it as a shared decision at severe frailty needs a source on heart
 *   failure or SGLT2 medicines in severe frailty; the evidence base has one for statins
 *   (path-2017-frail-lipid-lowering) and one for limited life expectancy (stoppfrail-2017), neither
 *   fitting, and none was seen today. Comfort care stated still drops the finding (comfort-care.ts).
 * - 06: levofloxacin for a COPD exacerbation in a man with a 4.6 cm AAA raises no fluoroquinolone
 *   finding. The MHRA's January 2024 restriction (only when other antibiotics are inappropriate) and its
 *   aortic aneurysm warning are not in the evidence base (only mhra-2019-fluoroquinolone-restrictions,
 *   on tendons) and were not seen today, so no rule was added.
 * - 10: a UK record cites the US simvastatin label (zocor-label); no MHRA or BNF source for this pair
 *   was looked for in the time.
 * - 11: a US record ("rifampin") reads "rifampicin by about half" in the clinician text.
 */
const { run, edit } = reviewFolder(new URL("./fixtures/onc-meds-39-review39/", import.meta.url));

const steps = (r: ReturnType<typeof run>, code: string) => finding(r, code)?.nextSteps ?? [];

describe("checkpoint-inhibitor colitis already on steroids (review 39, onc-meds-39)", () => {
  it("01: a known colitis settled on a prednisolone taper is recognised, low, with relapse advice", () => {
    const r = run("01-uk-64-ici-colitis-steroid-taper");
    expect(codes(r)).toEqual(["ici-colitis-settling"]);
    const f = finding(r, "ici-colitis-settling");
    expect(f?.severity).toBe("low");
    expect(f?.clinician).toContain(
      'On Pembrolizumab 400 mg IV: a known immune-related colitis recorded as settling ("colitis settled") on prednisolone 5 mg tablets.',
    );
    expect(f?.clinician).toContain("Diarrhoea that returns or worsens during or after the steroid taper is a relapse");
    expect(steps(r, "ici-colitis-settling")).toEqual([
      "Keep to the oncology team's written steroid taper; do not stop the steroid abruptly",
      "If diarrhoea returns or worsens during or after the taper, grade it again and contact the oncology team the same day",
      "Restarting the checkpoint inhibitor is the oncology team's decision once the colitis has settled",
    ]);
    expect(patientText(r)).toContain("do not stop it suddenly");
    expect(citedFor(r, "ici-colitis-settling")).toEqual(["asco-2018-irae"]);
  });

  it("01: without a steroid or a held checkpoint inhibitor, a settled colitis is not recognised as under treatment", () => {
    const c = edit("01-uk-64-ici-colitis-steroid-taper", (d) => {
      d.medications = d.medications.filter((m) => !/prednisolone/i.test(m.medication ?? ""));
      d.additionalContext = "Acute oncology telephone review, Leeds (NHS). Colitis settled, bowels once a day.";
    });
    expect(codes(runReviewCase(c))).not.toContain("ici-colitis-settling");
  });

  it("01: with pembrolizumab held and no steroid listed, no taper step is given", () => {
    const c = edit("01-uk-64-ici-colitis-steroid-taper", (d) => {
      d.medications = d.medications.filter((m) => !/prednisolone/i.test(m.medication ?? ""));
    });
    const f = finding(runReviewCase(c), "ici-colitis-settling");
    expect(f?.nextSteps).toEqual([
      "If diarrhoea returns or worsens, grade it again and contact the oncology team the same day",
      "Restarting the checkpoint inhibitor is the oncology team's decision once the colitis has settled",
    ]);
    expect(f?.clinician).toContain("Diarrhoea that returns or worsens is a relapse");
  });

  it("02: colitis not settling on prednisolone 60 mg is escalated as steroid-refractory, not offered steroids", () => {
    const r = run("02-uk-58-ici-colitis-not-settling-on-prednisolone");
    const f = finding(r, "ici-colitis-hepatitis");
    expect(f?.severity).toBe("critical");
    expect(f?.nextSteps).toContain(
      "Already on a steroid (prednisolone 5 mg tablets) with colitis still at grade 3: if it has not fallen by a grade within 72 hours of starting, treat it as steroid-refractory and add infliximab or vedolizumab with gastroenterology, rather than more steroid alone",
    );
    expect(f?.nextSteps.join(" ")).not.toContain("Start corticosteroids");
    expect(f?.nextSteps.join(" ")).not.toContain("Colitis not better within 72 hours of steroids");
    expect(codes(r)).not.toContain("ici-colitis-settling");
    expect(citedFor(r, "ici-colitis-hepatitis")).toEqual(["asco-2018-irae"]);
  });

  it("02: hydrocortisone replacement is not read as steroid treatment of the colitis", () => {
    const c = edit("02-uk-58-ici-colitis-not-settling-on-prednisolone", (d) => {
      d.medications = d.medications.map((m) =>
        /prednisolone/i.test(m.medication ?? "")
          ? { ...m, medication: "Hydrocortisone 10 mg tablets", dosage: "10 mg morning, 5 mg afternoon" }
          : m,
      );
    });
    const f = finding(runReviewCase(c), "ici-colitis-hepatitis");
    expect(f?.nextSteps).toContain(
      "Start corticosteroids without waiting for the tests: IV methylprednisolone 1–2 mg/kg/day",
    );
    expect(f?.nextSteps.join(" ")).not.toContain("steroid-refractory");
  });

  it("09: diarrhoea 7 times a day with no steroid yet still starts IV methylprednisolone (pinned)", () => {
    const r = run("09-neither-54-ipilimumab-diarrhoea-7");
    const f = finding(r, "ici-colitis-hepatitis");
    expect(f?.severity).toBe("critical");
    expect(f?.clinician).toContain('suspected immune-related colitis (grade 3: "diarrhoea" 7 times a day)');
    expect(f?.nextSteps).toContain(
      "Start corticosteroids without waiting for the tests: IV methylprednisolone 1–2 mg/kg/day",
    );
    expect(f?.nextSteps).toContain(
      "Colitis not better within 72 hours of steroids: infliximab or vedolizumab, on specialist advice",
    );
  });
});

describe("ritonavir-boosted medicines named with what they boost (review 39, onc-meds-39)", () => {
  it("03: Paxlovid with a fluticasone inhaler is a COVID-19 medicine, weighed with its prescriber", () => {
    const r = run("03-us-67-paxlovid-fluticasone");
    const f = finding(r, "booster-cyp3a-corticosteroid");
    expect(f?.severity).toBe("moderate");
    expect(f?.patient).toContain(
      "Your COVID-19 medicine (Nirmatrelvir 150 mg / ritonavir 100 mg (Paxlovid)) slows down how your body clears your steroid",
    );
    expect(f?.patient).toContain(
      "Keep using your steroid, and ask the doctor or pharmacist who prescribed the COVID-19 medicine whether anything needs to change during the course.",
    );
    expect(patientText(r)).not.toContain("HIV");
    expect(f?.nextSteps).toEqual([
      "Weigh with the prescriber of the COVID-19 treatment whether the benefit of the combination outweighs the risk of steroid excess; avoid it if not",
      "If the combination is used, watch for Cushing's features and adrenal suppression (a morning cortisol if symptoms suggest it)",
    ]);
    expect(citedFor(r, "booster-cyp3a-corticosteroid")).toEqual(["mhra-2016-boosters-corticosteroids"]);
  });

  it("04: darunavir and ritonavir on separate lines are both named, the boosted drug first", () => {
    const r = run("04-uk-46-darunavir-ritonavir-separate-fluticasone");
    const line = clinicianLine(r, "Ritonavir or cobicistat with fluticasone");
    expect(line).toContain(
      "The patient takes darunavir 800 mg tablets and ritonavir 100 mg tablets, a regimen boosted by ritonavir or cobicistat, which block CYP3A",
    );
    expect(finding(r, "booster-cyp3a-corticosteroid")?.patient).toContain(
      "Your HIV treatment (darunavir 800 mg tablets and ritonavir 100 mg tablets) slows down",
    );
    expect(steps(r, "booster-cyp3a-corticosteroid")[0]).toBe(
      "Agree a switch to beclometasone (or a steroid-free option) with the HIV team and the prescriber of the steroid",
    );
  });
});

describe("severe frailty and fluoroquinolones, as they stand (review 39, onc-meds-39)", () => {
  it("05: CFS 7 with HFrEF still gets the moderate heart-failure medicine finding (not changed, no source)", () => {
    const r = run("05-uk-88-cfs7-ckd-diabetes-sglt2");
    expect(finding(r, "hfref-pillars-missing")?.severity).toBe("moderate");
    expect(steps(r, "hfref-pillars-missing")).toContain(
      "Consider dapagliflozin or empagliflozin, regardless of diabetes, if eGFR allows",
    );
    expect(finding(r, "diabetes-above-target")?.nextSteps).toContain(
      "Agree an individual goal with the patient and family; do not add medicines to reach a tighter HbA1c",
    );
  });

  it("05: comfort care stated drops the heart-failure medicine finding", () => {
    const c = edit("05-uk-88-cfs7-ckd-diabetes-sglt2", (d) => {
      d.additionalContext = "Care home review, Norfolk. Clinical Frailty Scale 7. Care now focused on comfort.";
    });
    expect(codes(runReviewCase(c))).not.toContain("hfref-pillars-missing");
  });

  it("06: levofloxacin for a COPD exacerbation with an AAA raises no fluoroquinolone finding (not changed)", () => {
    const r = run("06-uk-71-copd-exacerbation-levofloxacin-aaa");
    expect(codes(r).filter((c) => c.startsWith("fluoroquinolone"))).toEqual([]);
    expect(codes(r)).toContain("aaa-known");
  });
});

describe("new immunotherapy and interaction cases (review 39, onc-meds-39)", () => {
  it("07: pembrolizumab with TSH 0.05 and free T4 31 is immune thyroiditis, no antithyroid drug", () => {
    const r = run("07-uk-59-pembrolizumab-thyroiditis");
    const f = finding(r, "ici-thyroiditis");
    expect(f?.severity).toBe("high");
    expect(f?.nextSteps).toContain(
      "Beta-blocker (atenolol or propranolol) for palpitations or tremor; an antithyroid drug is not used for this thyroiditis",
    );
    expect(f?.nextSteps).toContain(
      "Repeat TSH and free T4 every 2–3 weeks: the overactive phase usually passes into an underactive one, treated with levothyroxine",
    );
    expect(citedFor(r, "ici-thyroiditis")).toEqual(["asco-2018-irae"]);
  });

  it("08: nivolumab with ALT 210 (limit 40) is grade 3 immune hepatitis, critical, no infliximab", () => {
    const r = run("08-us-66-nivolumab-alt-5x");
    const f = finding(r, "ici-colitis-hepatitis");
    expect(f?.severity).toBe("critical");
    expect(f?.clinician).toContain("hepatitis (grade 3: ALT 210 U/L");
    expect(f?.nextSteps).toContain(
      "Hepatitis not responding to steroids: mycophenolate or azathioprine, on specialist advice; infliximab is not used for immune hepatitis",
    );
  });

  it("10: clarithromycin with simvastatin 40 mg: high, suspend simvastatin for the course", () => {
    const r = run("10-uk-69-clarithromycin-simvastatin");
    const f = finding(r, "simvastatin-contraindicated-combination");
    expect(f?.severity).toBe("high");
    expect(f?.nextSteps).toContain(
      "Suspend simvastatin while the interacting medicine is taken, or choose a medicine that does not interact",
    );
    expect(clinicianText(r)).toContain("the label says to suspend simvastatin for the course");
  });

  it("11: rifampin with apixaban: high, one changed, the anticoagulant not stopped without a replacement", () => {
    const r = run("11-us-72-rifampin-apixaban");
    const f = finding(r, "enzyme-inducer-apixaban-rivaroxaban");
    expect(f?.severity).toBe("high");
    expect(f?.nextSteps).toContain(
      "Do not stop the anticoagulant without a replacement while the reason for it (recent clot, atrial fibrillation) remains",
    );
    expect(citedFor(r, "enzyme-inducer-apixaban-rivaroxaban")).toEqual(["burnett-2016-doac-vte"]);
  });
});
