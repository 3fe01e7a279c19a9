import { describe, expect, it } from "vitest";
import { citedFor, codes, finding, patientText, reviewFolder } from "../testing/review-case.ts";

/*
 * Review 47, endocrine and bone leads left by review 46's endocrine sweep:
 * Found and changed:
 * - 01, 02: alendronic acid for 6 years with prednisolone 7.5 mg a day (01), or started at about 72
 *   (02), got "whether to continue or take a treatment break depends on current fracture risk". NOGG
 *   2022 (section 7, seen today on nogg.org.uk) plans at least 10 years of an oral bisphosphonate (6 of
 *   zoledronate) when started at 70 or over or with oral glucocorticoids of 7.5 mg prednisolone a day or
 *   more. bisphosphonate-duration-review (antiresorptive-safety.ts) now says continue rather than break
 *   and names the reason. The lead's "75 or over" is NOGG 2017's; NOGG 2022 uses age 70 at the start.
 * - 03: the US twin of 02 was handed "(NOGG 2022)" as if local; no US source on breaks is held, so US
 *   records (US units) now read "UK guidance (NOGG 2022)" in this finding.
 * - 04: osteomalacia (25-OH vitamin D 22 nmol/L, ALP 180, PTH raised, bone pain): the low vitamin D
 *   finding told the patient "Your doctor may suggest a supplement" beside osteomalacia's "a treatment
 *   dose, not just a small supplement", and asked "Should I take a vitamin D supplement, and how much?".
 *   vitamin-d-deficiency (patterns.ts) now defers to the osteomalacia finding for the dose.
 * - 05: a DXA sent as "Bone density lumbar spine", -3.1 in unit "T-score" was read only as a value below
 *   its range: the T-score reader (bone.ts lowestTScore) looked at the name only. It now also takes a
 *   "T-score" unit on an observation naming a bone density site or scan.
 * - 06: cortisol-low-on-glucocorticoid (endocrine-oncology.ts) named "prednisolone 2.5 mg tablets" for
 *   7.5 mg a day, beside text about 4–6 mg physiological doses; it now shows the daily dose from the
 *   dosage field, as the long-term glucocorticoid finding does. On prednisolone it also asks for the
 *   repeat sample before that day's dose (prednisolone cross-reacts in cortisol immunoassays; Owen and
 *   Keevil 2011 on Endocrine Abstracts, with a Leeds Teaching Hospitals laboratory page agreeing, added as
 *   owen-keevil-2011-prednisolone-cortisol-assay).
 * Pinned:
 * - 05: the femoral neck T-score −2.2 keeps its plain below-range line; the spine value is covered by
 *   the osteoporosis finding.
 * Not changed:
 * - 04: the osteomalacia rule reads "aching hips and thighs, hard to get up from a chair" as neither bone
 *   pain nor proximal weakness (its patterns want "bone pain", "difficulty rising from a chair"); the
 *   fixture uses those words. Widening the patterns was left for a later review.
 * - A first draft of 06 placed the record in Carlisle, which readsAsUk does not know (it is also a US
 *   town), so the NHS Steroid Emergency Card was not offered; the fixture now says Sheffield. Left.
 * - NOGG's "fracture during treatment" reason is already read by review 46's hip or vertebral fracture
 *   branch only for those sites; other fractures on treatment are not read.
 */

const { run } = reviewFolder(new URL("./fixtures/endo-bone-47-review47/", import.meta.url));
const REVIEW = "bisphosphonate-duration-review";

describe("bisphosphonate review: NOGG 2022's reasons for a longer course (review 47)", () => {
  it("01: prednisolone 7.5 mg a day: continue rather than break", () => {
    const f = finding(run("01-uk-66-alendronate-6y-prednisolone-7-5"), REVIEW);
    expect(f?.clinician).toContain("prednisolone 7.5 mg a day is taken alongside");
    expect(f?.clinician).toContain("NOGG 2022 plans at least 10 years of treatment rather than a break");
    expect(f?.nextSteps.join(" ")).not.toMatch(/discuss continuing or a treatment break/);
  });
  it("02: started at about 72: continue rather than break", () => {
    const r = run("02-uk-79-alendronate-6y-started-at-73");
    const f = finding(r, REVIEW);
    expect(f?.clinician).toContain("it was started at about age 72");
    expect(f?.nextSteps[0]).toMatch(/^It was started at about age 72: NOGG 2022 plans at least 10 years/);
    expect(citedFor(r, REVIEW)).toContain("nogg-2022-osteoporosis");
  });
  it("03: the US twin names NOGG as UK guidance", () => {
    const f = finding(run("03-us-79-alendronate-6y-started-at-73"), REVIEW);
    expect(f?.clinician).toContain("UK guidance (NOGG 2022) plans at least 10 years");
    expect(f?.nextSteps.join(" ")).not.toMatch(/(?<!UK guidance )\(NOGG 2022\)/);
  });
});

describe("low vitamin D defers to the osteomalacia finding (review 47)", () => {
  it("04: no 'may suggest a supplement' beside a treatment dose", () => {
    const r = run("04-uk-71-osteomalacia-vitd-22-alp-180");
    expect(codes(r)).toEqual(expect.arrayContaining(["vitamin-d-deficiency", "osteomalacia-vitamin-d"]));
    expect(finding(r, "vitamin-d-deficiency")?.patient).toContain(
      "It needs treating with vitamin D at a treatment dose, as explained with your bone results (osteomalacia).",
    );
    expect(patientText(r)).not.toMatch(/may suggest a supplement|Should I take a vitamin D supplement/);
  });
});

describe("a T-score given in the unit field (review 47)", () => {
  it("05: 'Bone density lumbar spine' −3.1 T-score reads as osteoporosis", () => {
    const r = run("05-uk-68-bone-density-spine-minus-3-1-unit-t-score");
    expect(finding(r, "osteoporosis-untreated")?.clinician).toContain("T-score of −3.1");
  });
});

describe("low cortisol on prednisolone shows the daily dose (review 47)", () => {
  it("06: 'prednisolone 2.5 mg tablets (7.5 mg a day)' and the repeat before the day's dose", () => {
    const r = run("06-uk-70-cortisol-on-prednisolone-7-5");
    const f = finding(r, "cortisol-low-on-glucocorticoid");
    expect(f?.clinician).toContain("while taking prednisolone 2.5 mg tablets (7.5 mg a day)");
    expect(f?.nextSteps.join(" ")).toContain("take it before that day's prednisolone");
    expect(citedFor(r, "cortisol-low-on-glucocorticoid")).toContain("owen-keevil-2011-prednisolone-cortisol-assay");
  });
});
