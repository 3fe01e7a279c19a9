import { describe, expect, it } from "vitest";
import { clinicianText, codes, finding, patientText, reviewFolder, runReviewCase } from "../testing/review-case.ts";

const { load, run } = reviewFolder(new URL("./fixtures/leftovers-21d-review21/", import.meta.url));

/** The patient report's "When to get help fast" paragraph. */
const helpFastBox = (text: string): string => text.split("## When to get help fast")[1]?.split("##")[0] ?? "";

describe("review 21, leftovers 21d", () => {
  it("01: a critical low glucose on gliclazide is not an acute illness: no sick-day pause, eGFR read with the known CKD", () => {
    const r = run("01-gliclazide-hypo-ckd3b-uk");
    expect(finding(r, "hypoglycaemia-on-glucose-lowering")?.severity).toBe("critical");
    expect(patientText(r)).not.toContain("pause your metformin while you are unwell");
    expect(clinicianText(r)).not.toMatch(/acute illness|not steady/);
    expect(finding(r, "metformin-egfr-reduce")?.nextSteps.join(" ")).not.toMatch(/acutely unwell/);
    expect(codes(r)).toContain("ckd-stage");
    // The hypoglycaemia's own steps still withhold the sulfonylurea today.
    expect(clinicianText(r)).toContain("Withhold gliclazide today");
  });

  it("01b: the same low glucose with vomiting in the notes is still read as an acute illness", () => {
    const c = load("01-gliclazide-hypo-ckd3b-uk");
    c.patientContext.clinicalNotes = "Vomiting since yesterday, not eating. Found confused and sweaty by his daughter.";
    const r = runReviewCase(c);
    expect(codes(r)).toContain("sick-day-medicines");
    expect(codes(r)).not.toContain("ckd-stage");
    expect(clinicianText(r)).toContain("Until the acute illness is treated");
  });

  it("02: a severe C. difficile infection that says to be seen today is not followed by 'nothing needs emergency care'", () => {
    const r = run("02-cdiff-severe-uk");
    const box = helpFastBox(patientText(r));
    expect(box).not.toContain("None of these results needs emergency care");
    expect(box).toContain("Some points above say when to get help quickly");
  });

  it("02b: the positive GDH beside a detected toxin is read with the C. difficile finding, not as its own point", () => {
    const r = run("02-cdiff-severe-uk");
    expect(patientText(r)).not.toContain("Your test for C. difficile GDH was positive");
    expect(clinicianText(r)).not.toContain("**C. difficile GDH detected**");
  });

  it("03: asymptomatic triglycerides flagged critical follow their own finding's urgency, with no emergency box", () => {
    const r = run("03-triglycerides-12-uk");
    expect(codes(r)).not.toContain("lab-critical");
    expect(r.findings.some((f) => f.severity === "critical")).toBe(false);
    expect(patientText(r)).not.toContain("Please act on this now");
    expect(patientText(r)).not.toContain("go to an emergency department");
    expect(finding(r, "severe-hypertriglyceridaemia")?.clinician).toContain(
      "The laboratory flagged this result as critical",
    );
    expect(clinicianText(r)).toContain("**critical-high** (laboratory flag)");
  });

  it("04: 'Influenza A DETECTED' on an uncatalogued PCR panel is read as detected, naming the target", () => {
    const r = run("04-influenza-detected-us");
    expect(clinicianText(r)).not.toContain("not judged (not a number)");
    expect(clinicianText(r)).toContain("| Influenza A DETECTED | Not detected | detected |");
    expect(patientText(r)).toContain("was positive (Influenza A DETECTED)");
    // Near-quiet: nothing above low priority, no urgent box.
    expect(r.findings.every((f) => f.severity === "low" || f.severity === "info")).toBe(true);
    expect(patientText(r)).not.toContain("Please act on this now");
  });

  it("05: 'Positive (> 70000 BTU)' on an uncatalogued antibody is positive, not above a range; a bracketed negative stays quiet", () => {
    const r = run("05-uncatalogued-antibody-positive-uk");
    const text = clinicianText(r);
    expect(text).toContain("Anti-MAG antibody positive");
    expect(text).not.toContain("above the reference range");
    expect(patientText(r)).toContain("Your test for anti-MAG antibody was positive");
    expect(text).toContain("| Anti-MAG antibody | Positive (> 70000 BTU) | – | positive |");
    expect(text).not.toMatch(/Myelin oligodendrocyte glycoprotein Ab[^|\n]*\|[^|\n]*\|[^|\n]*\| (?:abnormal|high)/);
  });

  it("06: a low afternoon cortisol has no separate 'below the reference range' finding beside its own reading", () => {
    const r = run("06-afternoon-cortisol");
    expect(codes(r)).toContain("cortisol-low-afternoon-sample");
    expect(codes(r)).not.toContain("lab-low");
    expect(clinicianText(r)).toContain("| Cortisol | 98 nmol/L | 133-537 | low |");
  });

  it("07 (quiet): a normal venous gas at an asthma review says nothing alarming and prints pH without a unit after it", () => {
    const r = run("07-venous-gas-ph-quiet-uk");
    expect(r.findings.filter((f) => f.severity !== "info")).toEqual([]);
    expect(patientText(r)).toContain("Nothing in these results stands out");
    expect(patientText(r)).not.toContain("Please act on this now");
  });

  it("08: a pH is printed as the bare number, and 'urgent hospital care now' gets the emergency header", () => {
    const r = run("08-low-venous-ph-copd-uk");
    const text = `${clinicianText(r)}\n${patientText(r)}`;
    expect(text).not.toMatch(/7\.29 pH/);
    expect(clinicianText(r)).toContain("| 7.29 | 7.32-7.43 | low |");
    expect(patientText(r)).toContain("Some of your results need emergency care now");
  });
});
