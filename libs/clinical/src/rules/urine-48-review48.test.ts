import { describe, expect, it } from "vitest";
import { codes, finding, patientText, reviewFolder } from "../testing/review-case.ts";

/*
 * Review 48, urine-48:
 * Found and changed:
 * - 01, 02: an older care-home (UK) or nursing-home (US) resident with a positive strip, "no dysuria" or
 *   "denies dysuria", and "aching in the right loin" (01) or "tender left flank" (02) was called
 *   asymptomatic bacteriuria ("antibiotics are not indicated") on 01: the symptom list read "loin pain"
 *   and "flank pain" only. It now also reads LOIN_ACHE (asymptomatic-bacteriuria.ts SYMPTOMS).
 * - 03: an 86-year-old with increased confusion, a positive strip and "aching in the right loin" was
 *   told the strip does not diagnose a UTI and confusion alone is one sign: the loin ache is now an
 *   other UTI sign (older-dipstick-delirium.ts OTHER_UTI_SIGNS, with LOIN_ACHE).
 * - 10 (and 02 before the loin fix): any temperature recorded in °F (98.4 °F) was compared unconverted
 *   with 37.9 and read as a fever, so a US record with a temperature never drew the asymptomatic
 *   bacteriuria finding. Both rules now use measuredFever (38 °C or more, °F converted)
 *   (asymptomatic-bacteriuria.ts match, older-dipstick-delirium.ts match).
 * - 06, 07: nitrofurantoin for a cystitis with "had loin pain last year with a stone" (UK) or "previous
 *   flank pain with a kidney stone ... tender left flank in 2024" (US) gave a high "nitrofurantoin with
 *   signs of kidney infection": the upper-tract sign is now read only when not set in the past
 *   (nitrofurantoin-upper-uti.ts match, with notes.ts currentMention, as uti-upper-dipstick.ts does).
 * Pinned: 04 ("no loin pain, renal angles non-tender, loin pain denied" stays asymptomatic bacteriuria);
 * 05 ("non tender loins, renal angles non-tender, loin pain denied" keeps the dipstick-and-confusion
 * finding); 08 (nitrofurantoin with every negation: no upper-tract finding); 09 (US, "tender left flank"
 * today on nitrofurantoin: still the high finding, on IDSA's guidance).
 * Not changed:
 * - 01, 03: with the loin ache and no fever, nothing beyond the strip's lab lines names the loin ache
 *   (no pyelonephritis reading without a fever, rigors or vomiting); whether an afebrile loin ache in
 *   an older person deserves its own prompt is a clinical call left open.
 * - Past loin pain ("had loin pain last year") still counts as a symptom in asymptomatic-bacteriuria.ts
 *   and older-dipstick-delirium.ts (both read statedMention), so those findings stay quiet: a miss, not
 *   a wrong call. urine-culture-resistance.ts reads UPPER_TRACT with statedMention too.
 * - 10: the asymptomatic bacteriuria finding says "living in a care home" on a US nursing-home record.
 */

const { run } = reviewFolder(new URL("./fixtures/urine-48-review48/", import.meta.url));

const ASB = "asymptomatic-bacteriuria-no-antibiotics";
const CONFUSION = "older-dipstick-confusion";
const NITRO = "nitrofurantoin-upper-uti";

describe("loin ache in other words is a symptom (review 48)", () => {
  it("01: UK 'no dysuria' with 'aching in the right loin' is not asymptomatic bacteriuria", () => {
    const r = run("01-uk-84-care-home-dipstick-aching-right-loin");
    expect(codes(r)).not.toContain(ASB);
    expect(patientText(r)).not.toContain("you have no symptoms of a urine infection");
  });

  it("02: US 'denies dysuria' with 'tender left flank' is not asymptomatic bacteriuria", () => {
    expect(codes(run("02-us-82-nursing-home-dipstick-tender-left-flank"))).not.toContain(ASB);
  });

  it("03: increased confusion with 'aching in the right loin' is not the confusion-alone reading", () => {
    expect(codes(run("03-uk-86-care-home-confused-aching-right-loin"))).not.toContain(CONFUSION);
  });

  it("04: 'no loin pain, renal angles non-tender, loin pain denied' stays asymptomatic bacteriuria", () => {
    expect(finding(run("04-uk-79-care-home-asymptomatic-renal-angles-non-tender"), ASB)?.severity).toBe("low");
  });

  it("05: 'non tender loins, renal angles non-tender, loin pain denied' keeps the confusion reading", () => {
    const f = finding(run("05-uk-88-care-home-confused-non-tender-loins"), CONFUSION);
    expect(f?.clinician).toContain('"more confused"');
  });
});

describe("a temperature in °F is converted before it counts as a fever (review 48)", () => {
  it("10: US 98.4 °F, 'denies dysuria', positive strip: asymptomatic bacteriuria", () => {
    expect(finding(run("10-us-81-nursing-home-dipstick-98f-no-symptoms"), ASB)?.severity).toBe("low");
  });
});

describe("past loin pain is not today's upper-tract sign on nitrofurantoin (review 48)", () => {
  it("06: UK cystitis with 'had loin pain last year with a stone': no kidney-infection finding", () => {
    expect(codes(run("06-uk-45-nitrofurantoin-cystitis-loin-pain-last-year"))).not.toContain(NITRO);
  });

  it("07: US cystitis with flank pain from a 2024 stone: no kidney-infection finding", () => {
    expect(codes(run("07-us-38-nitrofurantoin-cystitis-flank-pain-2024-stone"))).not.toContain(NITRO);
  });

  it("08: 'no loin pain, loin pain denied, non tender loins, renal angles non-tender': no finding", () => {
    expect(codes(run("08-uk-31-nitrofurantoin-cystitis-negated-loin"))).not.toContain(NITRO);
  });

  it("09: US 'tender left flank' today on nitrofurantoin stays high, on IDSA's guidance", () => {
    const f = finding(run("09-us-36-nitrofurantoin-tender-left-flank-today"), NITRO);
    expect(f?.severity).toBe("high");
    expect(f?.clinician).toContain('("tender left flank" in the notes)');
    expect(f?.clinician).toContain("IDSA (2025)");
  });
});
