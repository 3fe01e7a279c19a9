import { describe, expect, it } from "vitest";
import {
  clinicianText,
  codes,
  expectDeepReadsThrough,
  finding,
  patientText,
  reviewFolder,
  runDeepReviewCase,
} from "../testing/review-case.ts";

/*
 * Review 33, haem-bleed-33: haematology and bleeding. Found and changed:
 * - Upper GI bleeding on a US record cited no US source (NICE CG141 was dropped by country, leaving
 *   only RCEMLearning). The ACG 2021 upper GI and ulcer bleeding guideline (Laine et al., PMID
 *   33929377, DOI 10.14309/ajg.0000000000001245, seen today) is added, listed as US practice in
 *   populations.ts, and cited by acute-gi-bleed.ts; a UK record keeps NICE CG141 without it.
 * - The emergency GI bleed steps said "group and save" on US records: record-words.ts now writes
 *   "type and screen" there, as it writes CBC for FBC.
 * - Small red cells with a raised CRP and a transferrin saturation already in the record (9%) were
 *   told "check transferrin saturation first", and the low saturation had its own generic line:
 *   the finding now reads the saturation it has (low fits iron deficiency, though inflammation
 *   lowers it too) and owns its line (patterns.ts, lead-finding.ts).
 * - Heparin-induced thrombocytopenia scored 4Ts timing 1 ("the heparin start date is not in the
 *   record") when the lab-results medicine line gave it ("daily subcutaneous, started 2026-11-23"):
 *   the start is read from the medicine's own dosage or frequency text (oncology-haematology.ts).
 * Not changed: the Glasgow-Blatchford score is still not computed (its points table was seen only on
 * secondary reference pages today, not in Blatchford 2000 or a guideline). The generic low-platelet
 * line beside a HIT finding already points to it in both reports (case 04 pins this).
 * Cases 07–17 sweep B12, haemolysis, thrombocytosis, neutropenia, polycythaemia, warfarin and DOAC
 * bleeding and pin what already reads right.
 */
const { run, load } = reviewFolder(new URL("./fixtures/haem-bleed-33-review33/", import.meta.url));

type Run = ReturnType<typeof run>;
const ids = (r: Run, code: string) => finding(r, code)?.evidenceIds ?? [];
const citedUrls = (r: Pick<Run, "result">) =>
  [...Object.values(r.result.citations.patient), ...Object.values(r.result.citations.clinician)].map(
    (c) => (c as { url: string }).url,
  );

const ACG = "https://pubmed.ncbi.nlm.nih.gov/33929377/";
const NICE = "https://www.nice.org.uk/guidance/cg141";

describe("haematology and bleeding (review 33, haem-bleed-33)", () => {
  it("01: US melena on apixaban with BP 94/60 cites the ACG 2021 guideline, not NICE, and says type and screen", () => {
    const r = run("01-us-melena-apixaban-bp-94-labs");
    const f = finding(r, "acute-gi-bleed");
    expect(f?.severity).toBe("critical");
    expect(ids(r, "acute-gi-bleed")).toContain("acg-2021-ugib");
    expect(citedUrls(r)).toContain(ACG);
    expect(citedUrls(r)).not.toContain(NICE);
    expect(clinicianText(r)).toMatch(/clotting and type and screen/);
    expect(clinicianText(r)).not.toMatch(/group and save/);
    expect(patientText(r)).toMatch(/call 911/);
  });

  it("02: UK melaena on naproxen keeps NICE CG141 and group and save, without the ACG guideline", () => {
    const r = run("02-uk-melaena-naproxen-hb-fall-labs");
    expect(citedUrls(r)).toContain(NICE);
    expect(citedUrls(r)).not.toContain(ACG);
    expect(clinicianText(r)).toMatch(/group and save/);
  });

  it("03: haematemesis on clopidogrel, neither country, may cite both guidelines", () => {
    const r = run("03-neither-haematemesis-clopidogrel-labs");
    expect(finding(r, "acute-gi-bleed")).toBeDefined();
    expect(citedUrls(r)).toEqual(expect.arrayContaining([NICE, ACG]));
  });

  it("04: UK platelet fall on enoxaparin with a swollen calf scores timing 2 from the medicine's start date, one problem in the reports", () => {
    const r = run("04-uk-hit-enoxaparin-platelets-fall-labs");
    const f = finding(r, "heparin-induced-thrombocytopenia");
    expect(f?.clinician).toMatch(/timing 2 \(the count was first 30% or more below its peak on day 8 of heparin/);
    expect(f?.clinician).not.toMatch(/start date is not in the record/);
    expect(clinicianText(r)).not.toMatch(/Platelet count below the reference range/);
    expect(patientText(r)).not.toMatch(/platelets .*lower than the usual range/i);
  });

  it("19: the same fall without a start date anywhere still says the timing cannot be confirmed", () => {
    const r = run("19-uk-hit-enoxaparin-no-start-date-labs");
    expect(finding(r, "heparin-induced-thrombocytopenia")?.clinician).toMatch(
      /timing 1 \(the heparin start date is not in the record/,
    );
  });

  it("05: US stable thrombocytopenia without heparin draws no HIT finding", () => {
    const r = run("05-us-thrombocytopenia-no-heparin-labs");
    expect(codes(r)).not.toContain("heparin-induced-thrombocytopenia");
    expect(codes(r)).toContain("lab-low");
  });

  it("06: small red cells with CRP 48 and transferrin saturation 9% reads the saturation instead of asking for it", () => {
    const r = run("06-neither-ferritin-normal-crp-high-tsat-low-labs");
    const f = finding(r, "microcytosis-haemoglobinopathy-screen");
    expect(f?.title).toMatch(/and a low transferrin saturation/);
    expect(f?.clinician).toMatch(/Transferrin saturation 9 % \(2026-12-01\) is low, which fits iron deficiency/);
    expect(f?.nextSteps.join(" ")).not.toMatch(/Check transferrin saturation/);
    expect(clinicianText(r)).not.toMatch(/Transferrin saturation below the reference range/);
    expect(patientText(r)).not.toMatch(/Another iron test \(transferrin saturation\) can help/);
  });

  it("18: the same picture without a transferrin saturation still asks for it first", () => {
    const r = run("18-neither-ferritin-normal-crp-high-no-tsat-labs");
    const f = finding(r, "microcytosis-haemoglobinopathy-screen");
    expect(f?.nextSteps[0]).toMatch(/^Check transferrin saturation/);
    expect(f?.nextSteps.filter((s) => /Haemoglobinopathy screen/.test(s))).toHaveLength(1);
  });

  it("07: UK low B12 on metformin with tingling feet reads as metformin-related B12 deficiency", () => {
    const r = run("07-uk-b12-low-metformin-labs");
    expect(codes(r)).toContain("metformin-b12-low");
  });

  it("08: US haemolysis picture (LDH up, haptoglobin low, reticulocytes up) is named", () => {
    const r = run("08-us-hemolysis-ldh-haptoglobin-labs");
    expect(codes(r)).toContain("haemolysis-pattern");
  });

  it("09: UK platelets above 600 for more than 3 months with normal ferritin and CRP is referred to haematology", () => {
    const r = run("09-uk-thrombocytosis-650-labs");
    expect(finding(r, "thrombocytosis-persistent")?.severity).toBe("moderate");
  });

  it("10: UK clozapine with neutrophils 1.3 and a sore throat: red result, stop clozapine, seen today", () => {
    const r = run("10-uk-clozapine-anc-1-3-labs");
    const f = finding(r, "clozapine-neutropenia");
    expect(f?.severity).toBe("high");
    expect(f?.nextSteps.join(" ")).toMatch(/Stop clozapine now/);
  });

  it("11: US persistently low neutrophils with a Duffy-null phenotype reads as Duffy-null associated count", () => {
    const r = run("11-us-ben-anc-1-2-labs");
    expect(codes(r)).toContain("duffy-null-neutrophil-count");
  });

  it("12: fever on day 9 of chemotherapy with neutrophils 0.3 is neutropenic sepsis, neutral emergency wording", () => {
    const r = run("12-neither-chemo-neutropenic-fever-labs");
    expect(finding(r, "neutropenic-sepsis")?.severity).toBe("critical");
    expect(patientText(r)).not.toMatch(/999|911|A&E/);
  });

  it("13: UK Hb 188 with haematocrit 0.56, itch after bathing and raised platelets reads as possible MPN", () => {
    const r = run("13-uk-polycythaemia-hct-0-55-labs");
    expect(codes(r)).toContain("erythrocytosis-mpn-features");
  });

  it("14: US INR 9.2 on warfarin with Bactrim and no bleeding: no routine vitamin K, Bactrim named", () => {
    const r = run("14-us-warfarin-inr-9-no-bleeding-labs");
    const f = finding(r, "warfarin-inr-high");
    expect(f?.clinician).toMatch(/Bactrim DS can raise the INR/);
    expect(f?.nextSteps.join(" ")).toMatch(/Routine vitamin K is not suggested/);
  });

  it("15: UK INR 6.4 with a nosebleed on warfarin: non-major bleeding plan with IV vitamin K", () => {
    const r = run("15-uk-warfarin-inr-6-nosebleed-ehr");
    const f = finding(r, "warfarin-inr-high");
    expect(f?.nextSteps.join(" ")).toMatch(/1–3 mg intravenous vitamin K/);
    expect(f?.clinician).toMatch(/clarithromycin/i);
  });

  it("16: visible haematuria on rivaroxaban with Hb 139 to 112 reads as DOAC bleeding", () => {
    const r = run("16-neither-rivaroxaban-haematuria-ehr");
    expect(codes(r)).toContain("doac-bleeding");
  });

  it("17: US EHR haematemesis with BP 88/54 reads through the deep analysis with the ACG guideline", () => {
    const light = run("17-us-hematemesis-ehr-deep");
    expect(ids(light, "acute-gi-bleed")).toContain("acg-2021-ugib");
    expect(citedUrls(light)).toContain(ACG);
    expect(citedUrls(light)).not.toContain(NICE);
    const deep = runDeepReviewCase(load("17-us-hematemesis-ehr-deep"));
    expectDeepReadsThrough(deep);
    expect(citedUrls(deep)).not.toContain(NICE);
  });
});
