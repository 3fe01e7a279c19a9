import { describe, expect, it } from "vitest";
import { clinicianLine, clinicianText, codes, finding, patientText, reviewFolder } from "../testing/review-case.ts";

const { run } = reviewFolder(new URL("./fixtures/leftovers-21h-review21/", import.meta.url));

/** The clinician report's next steps, one per line. */
const nextSteps = (text: string): string[] => {
  const section = text.split("## Suggested next steps and monitoring")[1]?.split("\n## ")[0] ?? "";
  return section
    .split("\n")
    .filter((l) => l.startsWith("- "))
    .map((l) => l.slice(2));
};

/** The Key findings row of one test. */
const row = (text: string, test: string): string => text.split("\n").find((l) => l.startsWith(`| ${test} |`)) ?? "";

describe("review 21, leftovers 21h", () => {
  it("01: a thiazide behind a low sodium is reviewed once; the sodium step names only the other sodium-lowering medicine", () => {
    const r = run("01-thiazide-ssri-sodium-136-to-132-us");
    const steps = nextSteps(clinicianText(r));
    expect(steps.filter((s) => /hydrochlorothiazide|diuretic/i.test(s))).toEqual([
      "Review the diuretic (hydrochlorothiazide 25 mg tablet)",
    ]);
    expect(steps).toContain("Review drugs that can lower sodium (sertraline 100 mg tablet) and fluid intake");
  });

  it("01: a sodium of 136 then 132 across the limit of 135 is not called stable in the results table", () => {
    const line = row(clinicianText(run("01-thiazide-ssri-sodium-136-to-132-us")), "Sodium");
    expect(line).toContain("small change, now low (136 → 132 mmol/L");
    expect(line).not.toContain("stable");
  });

  it("02: in cirrhosis the diuretics behind a low sodium are reviewed once, with the liver team", () => {
    const r = run("02-cirrhosis-loop-mra-sodium-128-uk");
    const low = finding(r, "diuretic-hyponatraemia");
    expect(low?.clinician).toMatch(/Spironolactone .* and Furosemide/i);
    const steps = nextSteps(clinicianText(r));
    expect(steps.filter((s) => /diuretic|furosemide|spironolactone/i.test(s))).toEqual([
      "Low sodium with diuretics in cirrhosis: review the diuretic doses with the liver team rather than following a general hyponatraemia work-up",
    ]);
    expect(steps).toContain("Review fluid intake and any other medicines that can lower sodium");
  });

  it("03: two anaemia findings on the same haemoglobin and MCV explain anaemia once in the patient text", () => {
    const r = run("03-no-dates-microcytic-cbc");
    expect(codes(r)).toEqual(expect.arrayContaining(["microcytic-anaemia-iron-studies", "anaemia"]));
    const patient = patientText(r);
    // A record in US units: US spelling to the patient (review 27, us-words-27).
    expect(patient).toContain("You have anemia with small red blood cells.");
    expect(patient).not.toContain("This is called anemia.");
    expect(clinicianLine(r, "Anemia")).not.toBe("");
  });

  it("04: two rules asking for a nephrology referral give one step, with the reason and the checks", () => {
    const steps = nextSteps(clinicianText(run("04-glomerular-haematuria-acr-96-two-referrals")));
    expect(steps.filter((s) => /nephrology/i.test(s))).toEqual([
      "Refer to nephrology (NICE NG203 criteria met): check blood pressure, eGFR and a urine albumin- or protein-to-creatinine ratio",
    ]);
  });

  it("04: a result the laboratory judged against a reference in words shows that reference", () => {
    const line = row(clinicianText(run("04-glomerular-haematuria-acr-96-two-referrals")), "Dysmorphic RBC");
    expect(line).toContain("| None seen |");
  });

  it("05: a reduced ejection fraction on an echo with no diagnosis is not headed or summarised as heart failure", () => {
    const r = run("05-echo-ef-35-no-hf-diagnosis");
    const text = clinicianText(r);
    expect(finding(r, "hfref-pillars-missing")?.problem).toBe("Reduced ejection fraction");
    expect(text).toContain("Main issues: Reduced ejection fraction");
    expect(text).toContain("### Reduced ejection fraction");
    expect(text).not.toContain("### Heart failure");
  });

  it("06: creatinine 84 then 88 µmol/L over a limit of 86 is a small change now high, not stable", () => {
    const line = row(clinicianText(run("06-creatinine-small-rise-over-limit-uk")), "Creatinine, serum");
    expect(line).toContain("small change, now high (84 → 88 µmol/L");
  });

  it("07 (quiet): a steady, in-range chemistry panel on losartan raises nothing", () => {
    const r = run("07-quiet-steady-bmp-in-range-us");
    expect(r.findings.filter((f) => f.severity !== "info")).toEqual([]);
    expect(patientText(r)).toContain("Nothing in these results stands out as a concern");
  });
});
