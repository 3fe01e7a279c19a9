import { describe, expect, it } from "vitest";
import { codes, finding, patientText, reviewFolder } from "../testing/review-case.ts";

/*
 * Review 35, acute-endo: adrenal insufficiency with a gut illness.
 * Found and changed:
 * - 01: Addison's disease on hydrocortisone with diarrhoea since yesterday, tablets and fluids kept
 *   down, no vomiting and a normal pulse and blood pressure, was a critical adrenal crisis: inject
 *   hydrocortisone and call an ambulance. Diarrhoea alone is one of ADSHG's sick-day illnesses
 *   (double the dose); it is now the sick-day finding, titled for diarrhoea, not a febrile illness.
 * Pinned: 02 (diarrhoea with dizziness on standing stays a crisis), 03 (severe watery diarrhoea
 * for three days stays a crisis), 04 (fever without vomiting or diarrhoea: the febrile sick-day line).
 */
const { run } = reviewFolder(new URL("./fixtures/endo-35-review35/", import.meta.url));

describe("adrenal insufficiency with a gut illness (review 35, acute-endo)", () => {
  it("01: diarrhoea alone with tablets kept down is sick-day rule 1, not a crisis", () => {
    const r = run("01-uk-addison-diarrhoea-only-ehr");
    expect(codes(r)).not.toContain("adrenal-crisis-known-insufficiency");
    const f = finding(r, "adrenal-insufficiency-sick-day");
    expect(f?.title).toBe("Adrenal insufficiency with diarrhoea: sick-day steroid doses now");
    expect(f?.clinician).toContain('with "diarrhoea" in the notes and no sign of crisis');
    expect(f?.patient).toContain("Double your usual daily dose while you have a fever, diarrhoea or an infection");
    expect(patientText(r)).not.toMatch(/call an ambulance/i);
  });

  it("02: diarrhoea with dizziness on standing is a possible crisis", () => {
    const r = run("02-uk-addison-diarrhoea-dizzy-ehr");
    const f = finding(r, "adrenal-crisis-known-insufficiency");
    expect(f?.severity).toBe("critical");
    expect(f?.clinician).toContain('"diarrhoea" and dizziness on standing in the notes');
    expect(codes(r)).not.toContain("adrenal-insufficiency-sick-day");
  });

  it("03: severe watery diarrhoea for days is a possible crisis on its own", () => {
    const r = run("03-uk-addison-severe-diarrhoea-ehr");
    const f = finding(r, "adrenal-crisis-known-insufficiency");
    expect(f?.severity).toBe("critical");
    expect(f?.clinician).toContain('"severe watery diarrhoea"');
  });

  it("04: a fever with no vomiting or diarrhoea keeps the febrile sick-day title", () => {
    const r = run("04-uk-addison-fever-no-gut-ehr");
    expect(finding(r, "adrenal-insufficiency-sick-day")?.title).toBe(
      "Adrenal insufficiency with a febrile illness: sick-day steroid doses now",
    );
    expect(codes(r)).not.toContain("adrenal-crisis-known-insufficiency");
  });
});
