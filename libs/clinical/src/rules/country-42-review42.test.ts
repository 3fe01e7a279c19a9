import { describe, expect, it } from "vitest";
import { citedFor, codes, finding, reviewFolder } from "../testing/review-case.ts";

/*
 * Review 42, country sources and spelling:
 * Found and changed:
 * - 01: a Columbus, Ohio positive QuantiFERON told the US clinician "NICE NG33 offers latent TB treatment
 *   to everyone under 65" ("At 71, ... NICE NG33 ...") and cited nice-ng33-tb. A US record now gets the
 *   CDC's own line (once TB disease is ruled out, offer latent TB treatment to those who would benefit
 *   whatever their age) and cites the new web source cdc-2016-targeted-tb-testing (CDC Stacks, seen
 *   today) with cdc-ntca-2020-ltbi (latent-tb.ts latentTbNoBiologic).
 * - 03: a Bristol levofloxacin + gliclazide record cited only the FDA. A UK record now also cites the
 *   MHRA's January 2024 restriction (new web source mhra-2024-fluoroquinolone-restrictions, gov.uk,
 *   seen today) for the switch to another class; the hypoglycaemia warning itself stays the FDA's
 *   (no UK source on fluoroquinolone dysglycaemia was seen) (fluoroquinolone-safety.ts glucose).
 * - 06: an Auckland record measured in mmol/L read "glucose below 70 mg/dL (3.9 mmol/L) is
 *   hypoglycaemia": a non-UK mmol/L record now reads the same ADA levels mmol/L first
 *   (drug-lab.ts hypoglycaemiaDefinition).
 * - Tidy: drug-lab.ts tbDrugs now spells rifampin through us-spelling.ts localSpelling (behaviour
 *   unchanged: a record that writes rifampicin keeps it; drug-lab and review-41 tests pass).
 * Pinned: 02 (UK twin of 01 keeps NICE NG33 and its own citation); 04 (US twin of 03: FDA only, no
 * MHRA line, US spelling); 05 (Toronto: neither country, keeps both NICE NG33 and CDC/NTCA cited).
 * Not changed:
 * - US sulfasalazine monitoring (sulfasalazine.ts) still cites SPS: the FDA sulfasalazine label was
 *   found today only as openFDA records whose excerpt did not show the monitoring text.
 * - US endocarditis (endocarditis.ts) still cites NHS Lothian: that finding is about suspected
 *   endocarditis (blood cultures before antibiotics); the AHA 2021 statement seen today is about
 *   dental prophylaxis, which does not support it, and no rule here gives prophylaxis advice.
 * - US IV magnesium (hypomagnesaemia-severe.ts) still cites NHS Highland: no US source was searched
 *   in the time available.
 * - MHRA fluoroquinolone aortic aneurysm warning: the Drug Safety Update was seen today on gov.uk
 *   (systemic and inhaled fluoroquinolones, small increased risk of aortic aneurysm and dissection; use
 *   only after a benefit-risk assessment in those at risk), but no rule pairs a fluoroquinolone with an
 *   aortic aneurysm, so there is no finding to cite it on; a new finding was out of time.
 * - 05: a Toronto record still reads NICE NG33's under-65 line beside CDC/NTCA: no Canadian source
 *   was seen; both sources are cited, as for any record that reads as neither country.
 */

const { run } = reviewFolder(new URL("./fixtures/country-42-review42/", import.meta.url));

const IGRA = "latent-tb-positive-test";
const FQ_GLUCOSE = "fluoroquinolone-glucose-lowering";
const HYPO = "hypoglycaemia-on-glucose-lowering";

describe("who is offered latent TB treatment, by country (review 42)", () => {
  it("01: a US positive IGRA gives the CDC's treatment line and cites CDC sources, not NICE NG33", () => {
    const r = run("01-us-71-positive-quantiferon");
    const f = finding(r, IGRA);
    expect(f?.severity).toBe("moderate");
    expect(f?.clinician).toContain(
      "Once TB disease is ruled out, the CDC advises offering latent TB treatment to those who would benefit, whatever their age.",
    );
    expect(f?.clinician).not.toMatch(/NICE|NG33|under 65/);
    expect(f?.clinician).toContain("4 months of daily rifampin");
    expect(citedFor(r, IGRA)).toEqual(["cdc-2016-targeted-tb-testing", "cdc-ntca-2020-ltbi"]);
  });

  it("02: the UK twin keeps NICE NG33's under-65 line and cites only NICE NG33", () => {
    const r = run("02-uk-71-positive-quantiferon");
    const f = finding(r, IGRA);
    expect(f?.clinician).toContain("At 71, whether to treat is decided with the TB service (NICE NG33");
    expect(f?.clinician).not.toContain("CDC");
    expect(citedFor(r, IGRA)).toEqual(["nice-ng33-tb"]);
  });

  it("05: a Toronto record, neither country, keeps both NICE NG33 and CDC/NTCA cited", () => {
    const r = run("05-toronto-45-positive-quantiferon");
    const f = finding(r, IGRA);
    expect(f?.clinician).toContain("NICE NG33 offers latent TB treatment to everyone under 65");
    expect(f?.clinician).toContain("daily rifampicin");
    expect(citedFor(r, IGRA)).toEqual(expect.arrayContaining(["nice-ng33-tb", "cdc-ntca-2020-ltbi"]));
    expect(citedFor(r, IGRA)).not.toContain("cdc-2016-targeted-tb-testing");
  });
});

describe("fluoroquinolone with a sulfonylurea, by country (review 42)", () => {
  it("03: a UK record adds the MHRA 2024 restriction and cites it beside the FDA", () => {
    const r = run("03-uk-78-levofloxacin-gliclazide");
    const f = finding(r, FQ_GLUCOSE);
    expect(f?.severity).toBe("high");
    expect(f?.clinician).toContain(
      "The MHRA (2024) restricts systemic fluoroquinolones to cases where other recommended antibiotics have failed, will not work or are unsafe.",
    );
    expect(citedFor(r, FQ_GLUCOSE)).toEqual(
      expect.arrayContaining(["fda-2018-fluoroquinolone-dysglycaemia", "mhra-2024-fluoroquinolone-restrictions"]),
    );
  });

  it("04: the US twin cites the FDA only, with no MHRA line, in US spelling", () => {
    const r = run("04-us-78-levofloxacin-glipizide");
    const f = finding(r, FQ_GLUCOSE);
    expect(f?.severity).toBe("high");
    expect(f?.clinician).not.toContain("MHRA");
    expect(f?.clinician).toContain("severe hypoglycemia");
    expect(citedFor(r, FQ_GLUCOSE)).not.toContain("mhra-2024-fluoroquinolone-restrictions");
    expect(finding(r, HYPO)?.clinician).toContain("glucose below 70 mg/dL (3.9 mmol/L) is hypoglycemia");
  });

  it("06: an Auckland mmol/L record reads the hypoglycaemia levels mmol/L first, with no MHRA line", () => {
    const r = run("06-auckland-80-levofloxacin-gliclazide");
    expect(codes(r)).toEqual(expect.arrayContaining([HYPO, FQ_GLUCOSE]));
    const hypo = finding(r, HYPO);
    expect(hypo?.clinician).toContain(
      "glucose below 3.9 mmol/L (70 mg/dL) is hypoglycaemia (below 3.0 mmol/L, 54 mg/dL, clinically significant)",
    );
    expect(hypo?.clinician).not.toContain("below 70 mg/dL (3.9 mmol/L)");
    expect(finding(r, FQ_GLUCOSE)?.clinician).not.toContain("MHRA");
  });
});
