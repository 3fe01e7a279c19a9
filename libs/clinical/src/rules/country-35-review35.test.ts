import { describe, expect, it } from "vitest";
import { modelScope } from "../evidence/populations.ts";
import { clinicianText, patientText, reviewFolder } from "../testing/review-case.ts";

/*
 * Review 35, country-35: which country a record is read as, and the words that follow (999 or 911,
 * A&E or the emergency room, NICE and NHS programmes). Each case is a critical potassium on an ACE
 * inhibitor and spironolactone, so that the emergency number is in the text; only the notes and
 * units differ. All changes are in rules/uk-record.ts.
 * Found and changed:
 * - 01: "Telehealth visit, Ohio" (a US state after a comma, no town) read as neither; a US state
 *   after a comma following a visit, clinic, office, practice or hospital now reads as US
 *   (Washington left out: a Tyne and Wear town).
 * - 02: "bloods taken at home by the district nurse" read as neither; the district nurse and the
 *   health visitor now make a record UK, as A&E and the GP surgery do, unless the notes place it in
 *   another country.
 * - 04: "ZIP code 43215 confirmed" read as neither; "ZIP code" (a US Postal Service term) is now US
 *   evidence.
 * - 07: "GP practice, Dublin, Ireland. Attended A&E" with an HbA1c in mmol/mol read as UK (999, NICE
 *   NG28, the NHS AAA screening programme). 08: "Bulk-billed under Medicare at a GP clinic in
 *   Sydney, NSW" with an HbA1c in mmol/mol read as UK (999: Australia's number is 000). An HbA1c in
 *   mmol/mol, A&E, a GP surgery or practice, the district nurse and the health visitor no longer
 *   make a record UK when a sentence not about travel or the past places it in another country;
 *   the Republic of Ireland, Dublin (not Dublin, Ohio), some large Canadian, Australian and New
 *   Zealand cities and states, and bulk billing now name another country.
 * - 08 (edited): "Sydney, New South Wales" read as UK from "Wales"; "wales" after "new south" no
 *   longer counts as a UK word (devolvedNation already left it out).
 * - 09: "Seen in the ER in Toronto" read as US (USPSTF and US pathways); Toronto now names Canada.
 * - 10: "the practice in Wrexham" read as neither; more Welsh, Scottish and Northern Irish towns are
 *   UK places and place the devolved nation.
 * - 11: "NHS Highland" read as UK but England (the NHS AAA screening programme by name); Scottish
 *   and Welsh health boards now place the nation.
 * Pinned: 03 ("GP out-of-hours service" alone reads as neither: Ireland's out-of-hours GP
 * co-operatives share the name; likewise "practice nurse"), 05 (mg/dL and K/uL with no place: US),
 * 06 (glucose in mmol/L alone: neither), 12 (Medicare, ER and PCP: US), and UK records that mention
 * a holiday in Canada or a move from Australia stay UK.
 */
const { run, withNotes } = reviewFolder(new URL("./fixtures/country-35-review35/", import.meta.url));

type Run = ReturnType<typeof run>;
const both = (r: Run) => `${patientText(r)}\n${clinicianText(r)}`;
const country = (r: Run) => modelScope(r.model).country;

/** A lab case read afresh with other notes. */

const expectUs = (r: Run) => {
  expect(country(r)).toBe("us");
  expect(patientText(r)).toMatch(/call 911/);
  expect(both(r)).not.toMatch(/A&E|\b999\b|\bNHS\b/);
};
const expectUk = (r: Run) => {
  expect(country(r)).toBe("uk");
  expect(patientText(r)).toMatch(/call 999/);
  expect(patientText(r)).toMatch(/A&E/);
  expect(both(r)).not.toMatch(/\b911\b|emergency room/);
};
const expectNeither = (r: Run) => {
  expect(country(r)).toBeUndefined();
  expect(patientText(r)).toMatch(/call your local emergency number/);
  expect(both(r)).not.toMatch(/A&E|\b999\b|\b911\b|emergency room/);
};

describe("country reading (review 35, country-35): changed", () => {
  it("01: 'Telehealth visit, Ohio' reads as US", () => {
    expectUs(run("01-us-telehealth-visit-ohio-labs"));
  });

  it("01: a 'GP visit, Washington' (Tyne and Wear) or 'clinic, Virginia present' does not read as US", () => {
    const r = withNotes("01-us-telehealth-visit-ohio-labs", "GP visit, Washington. Reports mild weakness.");
    expect(country(r)).not.toBe("us");
    const named = withNotes("01-us-telehealth-visit-ohio-labs", "Seen in clinic, Virginia (daughter) present.");
    expect(country(named)).toBeUndefined();
  });

  it("02: the district nurse makes a record UK: 999 and A&E", () => {
    expectUk(run("02-uk-district-nurse-home-visit-labs"));
  });

  it("02: so does the health visitor", () => {
    expectUk(withNotes("02-uk-district-nurse-home-visit-labs", "Mother seen by the health visitor last week."));
  });

  it("04: 'ZIP code' reads as US", () => {
    expectUs(run("04-us-zip-code-no-town-labs"));
  });

  it("07: a Dublin, Ireland record with A&E and an HbA1c in mmol/mol reads as neither: no NICE or NHS", () => {
    const r = run("07-neither-dublin-ireland-hba1c-mmol-mol-labs");
    expectNeither(r);
    expect(both(r)).not.toMatch(/\bNICE\b|\bNHS\b/);
  });

  it("08: a Sydney, NSW record with Medicare and an HbA1c in mmol/mol reads as neither", () => {
    expectNeither(run("08-neither-sydney-medicare-hba1c-mmol-mol-labs"));
  });

  it("08: 'New South Wales' written out is not Wales: neither", () => {
    expectNeither(withNotes("08-neither-sydney-medicare-hba1c-mmol-mol-labs", "GP clinic in Sydney, New South Wales."));
  });

  it("09: the ER in Toronto reads as neither, not US", () => {
    const r = run("09-neither-toronto-er-labs");
    expectNeither(r);
    expect(both(r)).not.toMatch(/USPSTF/);
  });

  it("10: the practice in Wrexham reads as UK and Welsh", () => {
    const r = run("10-uk-wrexham-practice-wales-labs");
    expectUk(r);
    expect(both(r)).toMatch(/Wales/);
    expect(both(r)).not.toMatch(/NHS abdominal aortic aneurysm screening programme/);
  });

  it("11: NHS Highland reads as UK and Scottish: not England's AAA programme", () => {
    const r = run("11-uk-nhs-highland-scotland-labs");
    expectUk(r);
    expect(clinicianText(r)).toMatch(/check what is offered in Scotland/);
    expect(both(r)).not.toMatch(/NHS abdominal aortic aneurysm screening programme/);
  });
});

describe("country reading (review 35, country-35): pinned", () => {
  it("03: the GP out-of-hours service alone reads as neither", () => {
    expectNeither(run("03-neither-gp-out-of-hours-labs"));
  });

  it("03: a practice nurse alone reads as neither", () => {
    expectNeither(withNotes("03-neither-gp-out-of-hours-labs", "Bloods taken by the practice nurse."));
  });

  it("05: glucose in mg/dL and platelets in K/uL with no place read as US", () => {
    expectUs(run("05-us-mg-dl-glucose-k-ul-platelets-labs"));
  });

  it("06: glucose in mmol/L alone reads as neither", () => {
    expectNeither(run("06-neither-mmol-glucose-only-labs"));
  });

  it("12: Medicare, the ER and a PCP read as US", () => {
    expectUs(run("12-us-medicare-ohio-er-labs"));
  });

  it("a UK record that mentions a holiday in Canada or a move from Australia stays UK", () => {
    expectUk(
      withNotes(
        "02-uk-district-nurse-home-visit-labs",
        "District nurse visit. Back from a holiday in Canada last month.",
      ),
    );
    expectUk(
      withNotes("02-uk-district-nurse-home-visit-labs", "Moved from Australia in 2019. Attended A&E last week."),
    );
    expectUk(withNotes("07-neither-dublin-ireland-hba1c-mmol-mol-labs", "Annual diabetes review."));
  });

  it("Northern Ireland is not the Republic: a Belfast GP practice reads as UK", () => {
    expectUk(withNotes("02-uk-district-nurse-home-visit-labs", "GP practice in Belfast, Northern Ireland."));
  });
});
