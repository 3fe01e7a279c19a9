import { describe, expect, it } from "vitest";
import { clinicianText, codes, finding, patientText, reviewFolder, runReviewCase } from "../testing/review-case.ts";

const { load, run } = reviewFolder(new URL("./fixtures/gastro-hepatology-review21/", import.meta.url));
const steps = (text: string) => text.slice(text.indexOf("## Suggested next steps"));

describe("cirrhosis stated in the notes of a lab-results request (review 21, gastro-hepatology)", () => {
  it("06: 'Known alcohol-related cirrhosis' gets Child-Pugh and overdue HCC surveillance, not fibrosis staging", () => {
    const r = run("06-cirrhosis-us-plt98-alb31");
    const cirrhosis = finding(r, "cirrhosis-severity");
    // The notes' diagnosis is read as a condition from the notes (review 26, normalize/condition-notes.ts).
    expect(cirrhosis?.clinician).toMatch(/Known alcohol-related cirrhosis \(in the notes\)/);
    expect(cirrhosis?.clinician).toMatch(/Child-Pugh score at least 6 \(class A\)/);
    expect(cirrhosis?.nextSteps.join(" ")).toMatch(
      /surveillance is overdue: the last liver ultrasound was 9 months ago/,
    );
    // Propranolol is already given: no varices prophylaxis offered as new.
    expect(cirrhosis?.nextSteps.join(" ")).not.toMatch(/beta-blocker prophylaxis/);
    expect(codes(r)).not.toContain("fib4-fibrosis-risk");
    expect(clinicianText(r)).not.toMatch(/assessment of advanced fibrosis or cirrhosis/);
  });

  it("06: a cirrhosis only feared or in the family is not read as known", () => {
    for (const notes of [
      "Worried about the risk of cirrhosis. Meds: propranolol 40 mg bid.",
      "Father had known alcohol-related cirrhosis. Meds: propranolol 40 mg bid.",
      "No known cirrhosis. Meds: propranolol 40 mg bid.",
    ]) {
      const c = load("06-cirrhosis-us-plt98-alb31");
      c.patientContext.clinicalNotes = notes;
      const r = runReviewCase(c);
      expect(codes(r), notes).not.toContain("cirrhosis-severity");
      expect(codes(r), notes).toContain("fib4-fibrosis-risk");
    }
  });
});

describe("a cholestatic pattern with the ultrasound already done (review 21, gastro-hepatology)", () => {
  it("02: a normal ultrasound with undilated ducts in the notes is not asked for again", () => {
    const r = run("02-cholestatic-normal-us-uk");
    const pattern = finding(r, "liver-injury-pattern");
    expect(pattern?.clinician).toMatch(/cholestatic pattern/);
    expect(pattern?.nextSteps.join(" ")).not.toMatch(/ultrasound/i);
    // Itch and tiredness with the cholestasis: the PBC work-up is its own finding since review 27 (pbc-workup.ts).
    const pbc = finding(r, "pbc-workup")?.nextSteps.join(" ");
    expect(pbc).toMatch(/antimitochondrial antibodies/);
    expect(pbc).not.toMatch(/ultrasound/i);
  });

  it("02: an ultrasound only requested still leaves the ultrasound step", () => {
    const c = load("02-cholestatic-normal-us-uk");
    c.patientContext.clinicalNotes = "Itchy skin for 4 months, tired. Ultrasound abdomen requested. No alcohol.";
    // The ultrasound step now comes with the PBC work-up this itch and tiredness call for (review 27, pbc-workup.ts).
    expect(finding(runReviewCase(c), "pbc-workup")?.nextSteps.join(" ")).toMatch(/Liver and bile duct ultrasound/);
  });
});

describe("acute liver injury with paracetamol named (review 21, gastro-hepatology)", () => {
  it("03: the chronic pattern work-up stands down and paracetamol is not asked about again", () => {
    const r = run("03-paracetamol-alt-1200-us");
    expect(finding(r, "acute-liver-injury")?.severity).toBe("critical");
    expect(codes(r)).not.toContain("liver-injury-pattern");
    const clin = steps(clinicianText(r));
    expect(clin).toMatch(/start intravenous acetylcysteine/);
    expect(clin).toMatch(
      /- Ask about other medicines, alcohol, and recent low blood pressure; test for hepatitis A, B and E/,
    );
    expect(clin).not.toMatch(/Ask about (?:paracetamol|acetaminophen)|ha?emochromatosis|Wilson/);
  });

  it("03: without paracetamol in the record the pattern work-up and the paracetamol question stay", () => {
    const c = load("03-paracetamol-alt-1200-us");
    c.patientContext.clinicalNotes = "Nausea for 3 days. Drinks wine most nights.";
    const r = runReviewCase(c);
    expect(codes(r)).toContain("liver-injury-pattern");
    expect(clinicianText(r)).toMatch(/Ask about paracetamol and other medicines/);
  });
});

describe("a coeliac test taken off gluten (review 21, gastro-hepatology)", () => {
  it("07: a normal tTG-IgA after cutting out gluten is flagged as possibly falsely negative, not quoted as normal", () => {
    const r = run("07-coeliac-ttg-gluten-free");
    const f = finding(r, "coeliac-serology-gluten-cut");
    expect(f?.severity).toBe("moderate");
    expect(f?.clinician).toMatch(/notes say gluten was cut down \("cut out gluten"\)/);
    expect(f?.nextSteps.join(" ")).toMatch(/more than one meal a day for at least 6 weeks/);
    expect(patientText(r)).toMatch(/you had already cut down on gluten/);
    const clin = steps(clinicianText(r));
    expect(clin).not.toMatch(/coeliac serology already in the record/);
    expect(clin.match(/tTG-IgA|coeliac serology/g)).toHaveLength(1);
  });

  it("07: the same normal tTG-IgA while eating gluten raises nothing", () => {
    const c = load("07-coeliac-ttg-gluten-free");
    c.patientContext.clinicalNotes = "Bloating and loose stools. Eats a normal diet with bread daily.";
    const r = runReviewCase(c);
    expect(codes(r)).not.toContain("coeliac-serology-gluten-cut");
    expect(clinicianText(r)).toMatch(/coeliac serology already in the record/);
  });
});

describe("an iron overload screen with liver tests in the record (review 21, gastro-hepatology)", () => {
  it("09: the liver tests are named as done, not asked for again", () => {
    const r = run("09-ferritin-900-tsat-62");
    expect(finding(r, "iron-overload-screen")?.nextSteps).toEqual([
      "Repeat fasting TSAT; HFE genotyping (C282Y, H63D) (liver tests already in the record: ALT 58 U/L, high; AST 44 U/L, high)",
    ]);
  });
});

describe("cases read correctly already (review 21, gastro-hepatology)", () => {
  it("01: bilirubin 2.1 mg/dL with normal enzymes and a low direct fraction reads as Gilbert pattern, low priority, with the fasting sample named", () => {
    const r = run("01-gilbert-bilirubin-mgdl-us");
    const f = finding(r, "isolated-raised-bilirubin");
    expect(f?.severity).toBe("low");
    expect(f?.clinician).toMatch(/The notes say the sample was taken fasting \("fasting labs"\)/);
    expect(codes(r)).not.toContain("liver-injury-pattern");
  });

  it("04: HBsAg negative, anti-HBc and anti-HBs positive reads as resolved infection, immune", () => {
    expect(codes(run("04-hbv-resolved-serology"))).toContain("hbv-resolved-immune");
  });

  it("08: lipase 9 times the limit with epigastric pain is acute pancreatitis, with the triglycerides named as a cause", () => {
    const r = run("08-lipase-3x-epigastric-us");
    expect(finding(r, "acute-pancreatitis")?.clinician).toMatch(/triglycerides 1650 mg\/dL/);
  });

  it("10: normal liver tests on atorvastatin stay quiet", () => {
    const r = run("10-statin-normal-lft-quiet-us");
    expect(r.findings).toHaveLength(0);
    expect(patientText(r)).toMatch(/Nothing in these results stands out/);
  });
});
