import { describe, expect, it } from "vitest";
import { HOME_PLAN_HEADER } from "../compose/emergency-header.ts";
import { codes, finding, patientText, reviewFolder, runReviewCase } from "../testing/review-case.ts";

/*
 * Review 48, ceilings of treatment and comfort-focused care:
 * Found and changed:
 * - 01, 03, 05, 07, 08, 10: a plan limiting escalation (ReSPECT "not for hospital admission", "for
 *   ward-based care, not for ICU", POLST "comfort measures only", "DNR/DNI, selective treatment", "wants
 *   to die at home") changed nothing: a palliative NYHA IV man with SpO2 91% was sent to A&E or 999 and a
 *   care-home resident not for admission with potassium 6.1 was told she needed hospital today. Urgent
 *   findings whose advice is emergency or same-day hospital care now keep their facts and add, for the
 *   clinician, to decide with the patient, family and team in line with the quoted plan and to treat at
 *   home where it says so (NG31 summary cited); where the plan is not to be admitted, the patient text
 *   adds that the notes say they would rather be cared for at home, to contact the doctor or care team
 *   now, and that going to hospital stays their choice (comfort-care.ts adjustForEscalationPlan; for
 *   critical findings, the header instead: see below).
 * - 01, 03, 05, 10: the patient header and "When to get help fast" still sent the person to A&E/999 or
 *   the emergency room/911. Where the plan is not to be admitted they now say to contact the doctor or
 *   care team straight away, that they can treat it at home in line with the plan, and that hospital or
 *   emergency help stays the person's choice (compose/emergency-header.ts HOME_PLAN_HEADER, set from
 *   compose/patient.ts careAtHome).
 * - 10: a hospice patient who "wants to die at home" drew a suicidal-thoughts finding sending him to
 *   911 and 988 (suicide-risk-notes.ts SUICIDAL: "to die at home" is the place of death).
 * Pinned:
 * - 02, 04, 06: DNACPR or DNR alone limits CPR only and changes nothing; 11: ReSPECT with DNACPR but
 *   "for full active treatment including hospital admission" changes nothing; 12: no plan at all.
 * - 07, 08: a ceiling that still allows hospital care (selective treatment, ward-based care) adds the
 *   clinician sentence only; the patient is not told they would rather stay at home.
 * - 03: non-urgent high findings (antipsychotic in dementia) are left as they were.
 * - 12 edited: "wants to stay at home" with no ReSPECT, POLST, DNACPR, palliative or hospice word in the
 *   notes is not read as a plan.
 * Not changed:
 * - The urgent bullets' own advice ("go to A&E or call 999") is kept under the new header, so nothing is
 *   withheld; rewriting each rule's wording was not attempted.
 * - 09: "end of life care, last days" with no recorded plan gets no plan sentence: the place of care is
 *   not stated, so the engine does not assume one.
 * - No ReSPECT or POLST page on resus.org.uk or polst.org was seen today on its canonical host, so none is
 *   cited; the added sentence rests on NG31's advice to be guided by the person's wishes.
 */

const { run, edit } = reviewFolder(new URL("./fixtures/ceilings-48-review48/", import.meta.url));
const PLAN = /in line with that plan, and treat at home where it says so/;
const HOME = /rather be cared for at home than go into hospital/;

describe("review 48: ceilings of treatment", () => {
  it.each([
    ["01-uk-84-respect-stay-home-nyha-iv-spo2-91", "vital-signs-danger", true],
    ["03-uk-88-care-home-respect-not-for-admission-k-6-1", "raas-hyperkalaemia", true],
    ["05-us-88-nursing-home-polst-comfort-measures-only-k-6-1", "raas-hyperkalaemia", true],
    ["07-us-84-polst-selective-treatment-spo2-91", "vital-signs-danger", false],
    ["08-uk-88-respect-ward-based-care-not-for-icu-k-6-1", "raas-hyperkalaemia", false],
    ["10-us-84-hospice-wants-to-die-at-home-spo2-91", "vital-signs-danger", true],
  ])("%s: the urgent finding keeps its facts and follows the stated plan", (name, code, home) => {
    const r = run(name);
    const f = finding(r, code);
    expect(f?.clinician).toMatch(PLAN);
    expect(f?.severity).toBe("critical");
    expect(patientText(r).includes(HOME_PLAN_HEADER)).toBe(home);
    expect(patientText(r)).toMatch(home ? /Contact your doctor or care team straight away if/ : /A&E|emergency room/);
  });

  it("01: the SpO2 finding still states the reading and the plan's words", () => {
    const f = finding(run("01-uk-84-respect-stay-home-nyha-iv-spo2-91"), "vital-signs-danger");
    expect(f?.clinician).toMatch(/SpO2 91%/);
    expect(f?.clinician).toMatch(/"(?:wishes to stay at home|not for hospital admission)"/);
    // The header says the plan once for the urgent findings under it.
    expect(f?.patient).not.toMatch(HOME);
    expect(f?.patient).toMatch(/go to A&E or call 999/);
  });

  it("03: a same-day high finding outside the urgent section carries the plan in its own patient text", () => {
    const r = run("03-uk-88-care-home-respect-not-for-admission-k-6-1");
    const f = r.findings.find((x) => x.severity === "high" && PLAN.test(x.clinician));
    expect(f === undefined || HOME.test(f.patient)).toBe(true);
  });

  it.each([
    "02-uk-84-dnacpr-only-nyha-iv-spo2-91",
    "04-uk-88-care-home-dnacpr-only-k-6-1",
    "06-us-88-nursing-home-dnr-only-k-6-1",
    "11-uk-88-respect-full-treatment-dnacpr-k-6-1",
    "12-uk-84-no-plan-nyha-iv-spo2-91",
  ])("%s: DNACPR/DNR alone or no plan changes nothing", (name) => {
    const r = run(name);
    expect(r.findings.some((f) => PLAN.test(f.clinician))).toBe(false);
    expect(patientText(r)).not.toMatch(HOME);
    expect(patientText(r)).toMatch(/go to A&E or call 999|go to the emergency room or call 911/);
  });

  it("03: a high finding that does not send the person to hospital is left alone", () => {
    const f = finding(run("03-uk-88-care-home-respect-not-for-admission-k-6-1"), "antipsychotic-dementia");
    expect(f?.clinician).not.toMatch(PLAN);
    expect(f?.patient).not.toMatch(HOME);
  });

  it("12: wanting to stay at home, with no care plan in the notes, is not read as a plan", () => {
    const r = runReviewCase(
      edit("12-uk-84-no-plan-nyha-iv-spo2-91", (d) => {
        d.additionalContext =
          "Home visit, Exeter. Breathless at rest some days. Wants to stay at home to look after his wife.";
      }),
    );
    expect(r.findings.some((f) => PLAN.test(f.clinician))).toBe(false);
    expect(patientText(r)).not.toContain(HOME_PLAN_HEADER);
  });

  it("12: an emergency department's 'not for admission' with no care plan is not read as a plan", () => {
    // Review 48 (on integration): "not for admission" counts only beside ReSPECT, POLST, DNACPR,
    // palliative or hospice words, as it is also an ED's decision to send someone home.
    const r = runReviewCase(
      edit("12-uk-84-no-plan-nyha-iv-spo2-91", (d) => {
        d.additionalContext =
          "Home visit, Exeter. Seen in ED last week, not for admission, discharged home. Breathless at rest some days.";
      }),
    );
    expect(r.findings.some((f) => PLAN.test(f.clinician))).toBe(false);
    expect(patientText(r)).not.toContain(HOME_PLAN_HEADER);
  });

  it("10: wanting to die at home is not read as suicidal thoughts", () => {
    expect(codes(run("10-us-84-hospice-wants-to-die-at-home-spo2-91"))).not.toContain("suicidal-thoughts-in-notes");
  });
});
