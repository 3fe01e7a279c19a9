import { describe, expect, it } from "vitest";
import { clinicianText, codes, finding, patientText, reviewFolder, runReviewCase } from "../testing/review-case.ts";

const { load, run } = reviewFolder(new URL("./fixtures/liver-25b-review25/", import.meta.url));
const deep25 = reviewFolder(new URL("./fixtures/deep-25-review25/", import.meta.url));

describe("liver disease and medicines in liver disease (review 25)", () => {
  it("01: a raised, mainly unconjugated bilirubin with normal enzymes and blood count reads as likely Gilbert syndrome", () => {
    const r = run("01-us-gilbert-indirect-raised");
    const f = finding(r, "isolated-raised-bilirubin");
    expect(f?.clinician).toMatch(/direct \(conjugated\) bilirubin 0\.2 mg\/dL .*not raised/);
    expect(f?.patient).toMatch(/Gilbert syndrome/);
    expect(r.findings.filter((x) => x.severity === "high" || x.severity === "critical")).toEqual([]);
  });

  it("02: acetaminophen 1 g four times a day in cirrhosis is flagged as above 2 g a day", () => {
    const f = finding(run("02-us-cirrhosis-acetaminophen-4g"), "cirrhosis-paracetamol-dose");
    expect(f?.clinician).toMatch(/Acetaminophen 500 mg tablet at about 4 g a day in Alcohol-related cirrhosis/);
    expect(f?.clinician).toMatch(/lower daily dose of 2 g or less/);
    expect(f?.nextSteps[0]).toMatch(/^Reduce paracetamol to no more than 2 g a day/);
    expect(f?.evidenceIds).toContain("liver-int-2018-medications-in-cirrhosis");
  });

  it("acetaminophen within 2 g a day in cirrhosis, or 4 g a day without cirrhosis, is not flagged", () => {
    const low = load("02-us-cirrhosis-acetaminophen-4g");
    low.data.medications[0].frequency = "1 tablet three times daily";
    low.data.additionalContext = "Hepatology clinic. Abstinent from alcohol for 2 years. No ascites, no confusion.";
    expect(codes(runReviewCase(low))).not.toContain("cirrhosis-paracetamol-dose");
    const noCirrhosis = load("02-us-cirrhosis-acetaminophen-4g");
    noCirrhosis.data.pastMedicalHistory = [noCirrhosis.data.pastMedicalHistory[1]];
    noCirrhosis.data.additionalContext = "Takes 1 g acetaminophen four times a day for knee pain.";
    expect(codes(runReviewCase(noCirrhosis))).not.toContain("cirrhosis-paracetamol-dose");
  });

  it("a salt limit in grams a day is not read as the paracetamol dose", () => {
    const c = load("02-us-cirrhosis-acetaminophen-4g");
    c.data.medications[0].frequency = "1 tablet twice daily as needed";
    c.data.additionalContext =
      "Hepatology clinic. Acetaminophen rarely, for knee pain. Advised sodium restriction to 2 g/day; says she eats about 5 g/day of salt at present.";
    expect(codes(runReviewCase(c))).not.toContain("cirrhosis-paracetamol-dose");
  });

  it("03: a recorded Child-Pugh A that today's score puts in class B is pointed out", () => {
    const f = finding(run("03-uk-cirrhosis-recorded-a-calculated-b"), "cirrhosis-severity");
    expect(f?.clinician).toMatch(/Child-Pugh score 7 \(class B\).*This differs from the Child-Pugh class A on record/);
  });

  it("a recorded Child-Pugh class that matches the score is not called out", () => {
    const c = load("03-uk-cirrhosis-recorded-a-calculated-b");
    c.data.pastMedicalHistory[0].display = "Cirrhosis of liver (Child-Pugh B) - hepatitis C, treated, SVR 2021";
    expect(finding(runReviewCase(c), "cirrhosis-severity")?.clinician).not.toMatch(/differs from the Child-Pugh/);
  });

  it("04: MASLD with an indeterminate FIB-4 asks for elastography and keeps the statin", () => {
    const r = run("04-us-masld-fib4-intermediate");
    expect(finding(r, "fib4-fibrosis-risk")?.clinician).toMatch(/FIB-4 = 2\.07, .*indeterminate result/);
    expect(finding(r, "masld-risk")?.nextSteps.join(" ")).toMatch(/Continue the statin/);
  });

  it("05: NAFLD with a FIB-4 below 1.3 reads as low risk of advanced fibrosis", () => {
    const r = run("05-uk-nafld-fib4-low");
    expect(finding(r, "fib4-low-risk")?.clinician).toMatch(/FIB-4 = 0\.75, .*below 1\.3/);
    expect(codes(r)).not.toContain("fib4-fibrosis-risk");
  });

  it("06: heavy drinking with raised GGT, AST above ALT and a high MCV is tied to alcohol", () => {
    const r = run("06-uk-alcohol-ggt-ast");
    const f = finding(r, "alcohol-above-low-risk-labs");
    expect(f?.clinician).toMatch(/about 50 UK units a week.*GGT 212 U\/L.*AST above ALT/);
  });

  it("07: HBsAg negative, anti-HBc and anti-HBs positive reads as resolved, immune hepatitis B", () => {
    const r = run("07-us-hbv-resolved-vs-isolated-core");
    expect(finding(r, "hbv-resolved-immune")?.clinician).toMatch(/not a current infection/);
    expect(patientText(r)).not.toMatch(/you have hepatitis B now/i);
  });

  it("08: a raised ALP with a normal GGT is read as probably from bone", () => {
    const r = run("08-uk-alp-raised-ggt-normal-bone");
    expect(finding(r, "alp-raised-normal-ggt")?.clinician).toMatch(/most likely from bone.*Paget disease/);
    expect(codes(r)).not.toContain("liver-injury-pattern");
  });

  it("09: a mildly raised ALT on a statin is not a reason to stop it", () => {
    const f = finding(run("09-us-statin-mild-alt"), "statin-alt-elevated");
    expect(f?.nextSteps.join(" ")).toMatch(
      /Continue the statin: a rise below 3 times the upper limit is not a reason to stop it/,
    );
    expect(f?.severity).toBe("low");
  });

  it("10: an indirect bilirubin in the laboratory comment is read as the unconjugated fraction, not asked for again", () => {
    const f = finding(run("10-us-bilirubin-indirect-in-comment"), "isolated-raised-bilirubin");
    expect(f?.clinician).toMatch(
      /indirect \(unconjugated\) bilirubin 1\.1 mg\/dL \(in the laboratory comment\) making up most/,
    );
    expect(f?.nextSteps[0]).toMatch(/^Repeat the bilirubin with its fractions/);
  });

  it("an indirect bilirubin that is a small part of the total is not read as the Gilbert pattern", () => {
    const c = load("10-us-bilirubin-indirect-in-comment");
    c.labResults[0].notes = "Indirect bilirubin 0.4 mg/dL.";
    const f = finding(runReviewCase(c), "isolated-raised-bilirubin");
    expect(f?.clinician).not.toMatch(/indirect \(unconjugated\)/);
    expect(f?.nextSteps[0]).toMatch(/^Fractionate the bilirubin/);
  });

  it("deep-25 case 06: each liver-injury finding names the other liver-toxic medicines", () => {
    const r = deep25.run("06-us-cirrhosis-hepatotoxic-drugs");
    expect(finding(r, "antituberculosis-liver-injury")?.clinician).toMatch(
      /Methotrexate and amiodarone are also on the list and can injure the liver/,
    );
    expect(finding(r, "methotrexate-raised-transaminases")?.clinician).toMatch(
      /Isoniazid and amiodarone are also on the list/,
    );
    expect(finding(r, "amiodarone-liver-injury")?.clinician).toMatch(/Isoniazid and methotrexate are also on the list/);
  });

  it("a liver-injury finding with no other liver-toxic medicine listed names no co-suspects", () => {
    const c = deep25.load("06-us-cirrhosis-hepatotoxic-drugs");
    c.data.medications = c.data.medications.filter(
      (m: { medication: string }) => !/Isoniazid|Amiodarone/.test(m.medication),
    );
    expect(finding(runReviewCase(c), "methotrexate-raised-transaminases")?.clinician).not.toMatch(/also on the list/);
  });

  it("deep-25 case 06: acetaminophen up to 4 g a day and the outdated Child-Pugh A are both pointed out", () => {
    const r = deep25.run("06-us-cirrhosis-hepatotoxic-drugs");
    expect(finding(r, "cirrhosis-paracetamol-dose")?.clinician).toMatch(/at up to about 4 g a day/);
    expect(finding(r, "cirrhosis-severity")?.clinician).toMatch(/differs from the Child-Pugh class A on record/);
    expect(clinicianText(r)).toMatch(/Paracetamol above 2 g a day in cirrhosis/);
  });
});
