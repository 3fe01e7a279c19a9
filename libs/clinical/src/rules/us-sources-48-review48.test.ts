import { describe, expect, it } from "vitest";
import { citedFor, finding, reviewFolder, runReviewCase } from "../testing/review-case.ts";

/*
 * Review 48, US and UK sources on each other's records:
 * Found and changed:
 * - 02: a 74-year-old in Exeter on sertraline with sodium 129 mmol/L was told, and cited only, the
 *   US Beers Criteria for the antidepressant. UK records from 65 now read and cite NHS Somerset's
 *   prescribing advice on antidepressants and hyponatraemia (new source
 *   "nhs-somerset-antidepressant-hyponatraemia", seen today on nhssomerset.nhs.uk): all antidepressants,
 *   SSRIs more often; above 125 mmol/L follow the sodium and symptoms first, below 125 stop the
 *   antidepressant and seek specialist care (patterns.ts hyponatraemia rule). US twin 01 keeps Beers.
 * - 03: a Denver record on divalproex with ALT 168 U/L was told what "the NHS Specialist Pharmacy
 *   Service asks" and cited the SPS page. US records now read the US label's boxed warning (close
 *   monitoring, serum liver tests at frequent intervals) and cite it alone when the platelets are normal
 *   (valproate-liver-platelets.ts). UK twin 04 keeps the SPS sentence.
 * - 07, 08: the stimulant finding printed a notes pulse as written: "heart rate heart rate 112/min"
 *   (US) and "heart rate pulse 112/min" (UK). It now prints the value (adhd-stimulants.ts).
 * - 09: US sulfasalazine counts in 10^3/µL were set beside SPS thresholds "× 10⁹/L". The thresholds
 *   (same numbers) now carry the unit the counts were reported in (sulfasalazine.ts dmardLowCounts, used
 *   by the leflunomide and mycophenolate texts too); UK twin 10 keeps "× 10⁹/L".
 * Pinned: 05 and 06 (lithium with a new thiazide: the US record cites the FDA label, the UK one NICE
 * QS95 first); 09 and 10 (sulfasalazine: "emergency department" and "A&E"); 11 (a US positive IGRA
 * cites the CDC sources only); 12 (US severe low magnesium: 911, hypomagnesemia).
 * Not changed:
 * - 07: US stimulant blood pressure and heart rate still cite and name NICE NG87. Copies of the FDA
 *   methylphenidate labels came up on api.fda.gov today, but not their blood pressure and heart rate
 *   section, and the AAP 2019 ADHD guideline was seen only as its abstract, which says nothing on
 *   monitoring; neither could be cited for it.
 * - 09: US sulfasalazine still cites SPS's stop thresholds: the openFDA sulfasalazine label was seen
 *   today without its monitoring section.
 * - 12: US severe low magnesium still cites NHS Highland for intravenous replacement below 0.5 mmol/L;
 *   no US source for the threshold was seen. 13 and 14: the hyponatraemia work-up cites ESE/ERBP 2014
 *   on both records; the AAFP 2023 sodium review in the library was seen only for hypernatraemia.
 * - 05: a US record on lithium with "a low-salt diet since last month" is not told that sodium
 *   restriction raises lithium levels; the lithium label in the library (a drugs.com copy) was not
 *   seen for sodium depletion, so no sentence was added.
 * - 04: UK valproate records still quote the US label's boxed warning; no UK SmPC source for valproate
 *   liver injury is in the library.
 */

const { run, load } = reviewFolder(new URL("./fixtures/us-sources-48-review48/", import.meta.url));

const NA = "hyponatraemia";
const VPA = "valproate-liver-platelets";
const ADHD = "adhd-stimulant-cardiac-review";

describe("SSRI and low sodium: Beers on US records, NHS advice on UK records (review 48)", () => {
  it("01: a US record keeps the Beers Criteria", () => {
    const r = run("01-us-74-sertraline-sodium-129");
    expect(finding(r, NA)?.clinician).toContain("the 2023 Beers Criteria advise close sodium monitoring");
    expect(citedFor(r, NA)).toContain("ags-beers-2023");
    expect(citedFor(r, NA)).not.toContain("nhs-somerset-antidepressant-hyponatraemia");
  });

  it("02: the UK twin reads and cites NHS Somerset's antidepressant advice, not Beers", () => {
    const r = run("02-uk-74-sertraline-sodium-129");
    const f = finding(r, NA);
    expect(f?.clinician).toContain(
      "Sertraline 50 mg once daily is an SSRI; NHS Somerset's prescribing advice notes that hyponatraemia",
    );
    expect(f?.clinician).toContain(
      "above 125 mmol/L it advises following the sodium and symptoms first rather than switching an antidepressant that is working.",
    );
    expect(f?.clinician).not.toContain("Beers");
    expect(citedFor(r, NA)).toEqual(["nhs-somerset-antidepressant-hyponatraemia", "ese-erbp-2014-hyponatraemia"]);
  });

  it("02 at sodium 122: the UK advice is to stop the antidepressant and seek specialist care", () => {
    const c = load("02-uk-74-sertraline-sodium-129");
    c.labResults[0].value = "122";
    const f = finding(runReviewCase(c), NA);
    expect(f?.clinician).toContain("below 125 mmol/L it advises stopping the antidepressant at once");
  });
});

describe("valproate and a raised ALT: the US label on US records (review 48)", () => {
  it("03: a US record reads the label's monitoring and cites it alone", () => {
    const r = run("03-us-34-valproate-alt-raised");
    const f = finding(r, VPA);
    expect(f?.clinician).toContain(
      "the US label's boxed warning asks for close monitoring with serum liver tests at frequent intervals",
    );
    expect(f?.clinician).not.toMatch(/Specialist Pharmacy Service|\bSPS\b/);
    expect(citedFor(r, VPA)).toEqual(["fda-valproate-label"]);
  });

  it("04: the UK twin keeps SPS's repeat liver tests with INR", () => {
    const r = run("04-uk-34-valproate-alt-raised");
    expect(finding(r, VPA)?.clinician).toContain(
      "the NHS Specialist Pharmacy Service asks for clinical review and repeat liver tests with the prothrombin time (INR)",
    );
    expect(citedFor(r, VPA)[0]).toBe("sps-valproate-monitoring");
  });
});

describe("stimulant heart rate from the notes (review 48)", () => {
  it("07: a US record reads 'heart rate 112/min' once", () => {
    const c = finding(run("07-us-11-methylphenidate-bp-high"), ADHD)?.clinician;
    expect(c).toContain("; heart rate 112/min.");
    expect(c).not.toContain("heart rate heart rate");
  });

  it("08: the UK twin does not read 'heart rate pulse'", () => {
    const c = finding(run("08-uk-11-methylphenidate-bp-high"), ADHD)?.clinician;
    expect(c).toContain("; heart rate 112/min.");
    expect(c).not.toContain("heart rate pulse");
  });
});

describe("pinned: sources and words that already follow the country (review 48)", () => {
  it("05: US lithium with new hydrochlorothiazide cites the FDA label", () => {
    const r = run("05-us-46-lithium-hctz-started");
    expect(finding(r, "lithium-interacting-drug")?.clinician).toContain("Lithium with hydrochlorothiazide 25 mg daily");
    expect(citedFor(r, "lithium-interacting-drug")).toEqual(["fda-lithium-label"]);
  });

  it("06: the UK twin over the laboratory's range cites NICE QS95 first", () => {
    const r = run("06-uk-46-lithium-bendroflumethiazide-started");
    expect(finding(r, "lithium-level-high")?.clinician).toContain(
      "Bendroflumethiazide 2.5 mg once daily reduces lithium clearance",
    );
    expect(citedFor(r, "lithium-level-high")[0]).toBe("nice-qs95-lithium");
  });

  it("09 and 10: sulfasalazine's low counts send the US patient to the emergency department, the UK one to A&E", () => {
    const us = finding(run("09-us-58-sulfasalazine-neutrophils-low"), "sulfasalazine-marrow-toxicity");
    const uk = finding(run("10-uk-58-sulfasalazine-neutrophils-low"), "sulfasalazine-marrow-toxicity");
    expect(us?.severity).toBe("high");
    expect(us?.patient).toContain("at an emergency department if you cannot reach your team");
    expect(uk?.patient).toContain("at A&E if you cannot reach your team");
  });

  it("09 and 10: the SPS thresholds are written in the unit of the counts", () => {
    const us = finding(run("09-us-58-sulfasalazine-neutrophils-low"), "sulfasalazine-marrow-toxicity");
    const uk = finding(run("10-uk-58-sulfasalazine-neutrophils-low"), "sulfasalazine-marrow-toxicity");
    expect(us?.clinician).toContain("platelets below 140 × 10³/µL, and checks");
    expect(us?.clinician).not.toContain("10⁹/L");
    expect(uk?.clinician).toContain("platelets below 140 × 10⁹/L, and checks");
  });

  it("11: a US positive IGRA cites the CDC, not NICE NG33", () => {
    const r = run("11-us-41-positive-igra-household-contact");
    expect(citedFor(r, "latent-tb-positive-test")).toEqual(["cdc-2016-targeted-tb-testing", "cdc-ntca-2020-ltbi"]);
    expect(finding(r, "latent-tb-positive-test")?.clinician).not.toContain("NICE");
  });

  it("12: US severe low magnesium says 911 and hypomagnesemia", () => {
    const f = finding(run("12-us-66-magnesium-low-omeprazole"), "hypomagnesaemia-severe-symptomatic");
    expect(f?.patient).toContain("Call 911 if you have a seizure");
    expect(f?.clinician).toContain("hypomagnesemia guideline");
  });
});
