import { describe, expect, it } from "vitest";
import { clinicianText, codes, finding, patientText, reviewFolder, runReviewCase } from "../testing/review-case.ts";

const { load, run } = reviewFolder(new URL("./fixtures/paeds-25-review25/", import.meta.url));

const ADHD = "adhd-stimulant-cardiac-review";

describe("ADHD stimulants in children: blood pressure for age, and denied warning signs (review 25)", () => {
  it("01: a 10-year-old's 124/82 and 122/81 mmHg on methylphenidate are named and judged for a child", () => {
    const f = finding(run("01-boy-10y-methylphenidate-bp-124-82-us"), ADHD);
    expect(f?.severity).toBe("moderate");
    expect(f?.clinician).toMatch(/blood pressure 124\/82 and 122\/81 mmHg/);
    expect(f?.clinician).toMatch(/judged for a child, not against the adult 140\/90 mmHg/);
    expect(f?.clinician).toMatch(/above the 95th centile \(or has risen markedly\) on two occasions/);
    expect(f?.clinician).toMatch(/120\/80 mmHg or more at least in the elevated range/);
    expect(f?.clinician).not.toMatch(/possible cardiac symptoms|sudden death recorded/);
    expect(f?.evidenceIds).toEqual(expect.arrayContaining(["nice-ng87-2018", "aap-2017-pediatric-hbp"]));
  });

  it("a child's usual readings on a stimulant, with only a fast pulse, raise no stimulant finding", () => {
    const c = load("01-boy-10y-methylphenidate-bp-124-82-us");
    c.patientContext.vitalSigns[0].value = "108/66";
    c.patientContext.vitalSigns[1].value = "106/64";
    expect(codes(runReviewCase(c))).not.toContain(ADHD);
  });

  it("an adult's 124/82 mmHg on a stimulant is still below the adult referral level", () => {
    const c = load("01-boy-10y-methylphenidate-bp-124-82-us");
    c.patientContext.age = 30;
    expect(codes(runReviewCase(c))).not.toContain(ADHD);
  });

  it("02: a 15-year-old's 134/86 mmHg on lisdexamfetamine is stage 1 from 13, and denials are not warning signs", () => {
    const f = finding(run("02-girl-15y-lisdexamfetamine-bp-134-86-uk"), ADHD);
    expect(f?.severity).toBe("moderate");
    expect(f?.clinician).toMatch(/blood pressure 134\/86 and 132\/84 mmHg/);
    // A UK (CAMHS) record: the British centiles, with AAP's level named as a US one (review 25, ages-25b).
    expect(f?.clinician).toMatch(
      /the 130\/80 mmHg used to pick out this reading is a US level \(AAP 2017\), not UK guidance/,
    );
    expect(f?.clinician).not.toMatch(/possible cardiac symptoms|sudden death recorded/);
  });

  it("palpitations stated in the notes still make the stimulant finding high", () => {
    const c = load("02-girl-15y-lisdexamfetamine-bp-134-86-uk");
    c.data.additionalContext = "ADHD review. Reports palpitations when running at PE. BP 134/86 today.";
    const f = finding(runReviewCase(c), ADHD);
    expect(f?.severity).toBe("high");
    expect(f?.clinician).toMatch(/possible cardiac symptoms in the notes/);
  });
});

describe("creatinine in infants and adolescents (review 25)", () => {
  it("03: a 7-month-old's creatinine of 52 µmol/L is high for age, without Schwartz or height advice", () => {
    const f = finding(run("03-infant-7mo-creatinine-52-uk"), "child-creatinine-high-for-age");
    expect(f?.title).toBe("Creatinine high for a child's age: to repeat and assess");
    expect(f?.clinician).toMatch(/at age 7 months is well above the children's upper limit of about 34 µmol\/L/);
    expect(f?.clinician).toMatch(/for 2 to 12 months/);
    expect(f?.clinician).toMatch(/Neither the bedside Schwartz equation \(for ages 1 to 18\)/);
    expect(f?.nextSteps.join(" ")).not.toMatch(/height|Schwartz/);
    expect(f?.patient).not.toMatch(/height/);
  });

  it("a 3-week-old's creatinine is read against the limit for the first 2 months", () => {
    const c = load("03-infant-7mo-creatinine-52-uk");
    c.patientContext.age = "3 weeks";
    c.labResults[3].value = "104";
    const f = finding(runReviewCase(c), "child-creatinine-high-for-age");
    expect(f?.clinician).toMatch(/at age under 1 month is well above the children's upper limit of about 77 µmol\/L/);
    c.labResults[3].value = "60";
    expect(codes(runReviewCase(c))).not.toContain("child-creatinine-high-for-age");
  });

  it("an infant's creatinine inside the range for age raises nothing", () => {
    const c = load("03-infant-7mo-creatinine-52-uk");
    c.labResults[3].value = "30";
    expect(codes(runReviewCase(c))).not.toContain("child-creatinine-high-for-age");
  });

  it("a 3-year-old's high creatinine still asks for the height and the Schwartz estimate", () => {
    const c = load("03-infant-7mo-creatinine-52-uk");
    c.patientContext.age = 3;
    const f = finding(runReviewCase(c), "child-creatinine-high-for-age");
    expect(f?.title).toBe("Creatinine high for a child's age: height needed for an eGFR");
    expect(f?.clinician).toMatch(/bedside Schwartz eGFR/);
  });

  it("04: a 16-year-old on creatine: the raised creatinine is read with the supplement and no adult eGFR", () => {
    const r = run("04-boy-16y-creatinine-112-lab-egfr-uk");
    expect(finding(r, "creatine-creatinine")?.nextSteps.join(" ")).toMatch(/bedside Schwartz equation/);
    expect(finding(r, "lab-not-comparable")?.clinician).toMatch(/equation made for adults, which does not apply/);
    expect(codes(r)).not.toContain("ckd-stage");
  });
});

describe("children's results read for age (review 25)", () => {
  it("05: an 8-year-old's tTG over ten times the limit with iron-deficiency anaemia", () => {
    const r = run("05-girl-8y-coeliac-ttg-high-uk");
    expect(finding(r, "coeliac-serology-positive")?.clinician).toMatch(/about 15 times the laboratory's upper limit/);
    expect(finding(r, "coeliac-serology-positive")?.nextSteps.join(" ")).toMatch(/keep eating gluten/);
    expect(finding(r, "iron-deficiency-anaemia")?.nextSteps[0]).toMatch(/dose for the child's weight/);
  });

  it("05: a child with positive coeliac serology is referred to paediatric gastroenterology", () => {
    const f = finding(run("05-girl-8y-coeliac-ttg-high-uk"), "coeliac-serology-positive");
    expect(f?.nextSteps[0]).toMatch(/^Refer to a paediatric gastroenterologist \(or a paediatrician with a specialist/);
    expect(f?.evidenceIds).toContain("nice-ng20-coeliac");
  });

  it("an adult with the same serology is referred to gastroenterology", () => {
    const c = load("05-girl-8y-coeliac-ttg-high-uk");
    c.patientContext.age = 34;
    const f = finding(runReviewCase(c), "coeliac-serology-positive");
    expect(f?.nextSteps[0]).toMatch(/^Refer to gastroenterology to confirm coeliac disease/);
  });

  it("06: an 11-year-old on the 97th BMI centile gets no adult BMI category, and the ALT is read for a child", () => {
    const r = run("06-boy-11y-bmi-26-obesity-centile-us");
    expect(codes(r).filter((c) => c.startsWith("bmi-"))).toEqual([]);
    expect(clinicianText(r)).not.toMatch(/overweight range|class 1|obesity range/);
    expect(finding(r, "masld-risk-child")?.clinician).toMatch(/children's upper limits \(26 U\/L for boys\)/);
  });

  it("07: a 16-year-old with type 1 diabetes is read against the children's HbA1c targets", () => {
    const f = finding(run("07-girl-16y-t1d-hba1c-62-pump-uk"), "diabetes-above-target");
    expect(f?.clinician).toMatch(/NICE calls an HbA1c of 48 mmol\/mol \(6\.5%\) or lower ideal/);
    expect(f?.nextSteps[0]).toMatch(/children's diabetes team/);
  });

  it("08: a 13-year-old's phosphate above an adult range is not tied to kidney function", () => {
    const r = run("08-boy-13y-alp-520-growth-spurt-us");
    const phos = r.findings.find((f) => f.code === "lab-high" && /Phosph/.test(f.title));
    expect(phos?.clinician).toMatch(/in a child or teenager can be normal for age/);
    expect(phos?.patient).toMatch(/can be normal for a child or teenager/);
    expect(`${patientText(r)} ${clinicianText(r)}`).not.toMatch(/usually linked to reduced kidney function/);
    expect(finding(r, "alp-raised-growth")?.clinician).toMatch(/most likely comes from bone \(growth\)/);
    expect(finding(r, "phosphate-raised-minor")).toBeDefined();
  });

  it("an adult's high phosphate keeps its kidney meaning", () => {
    const c = load("08-boy-13y-alp-520-growth-spurt-us");
    c.patientContext.age = 45;
    const phos = runReviewCase(c).findings.find((f) => f.code === "lab-high" && /Phosph/.test(f.title));
    expect(phos?.clinician).toMatch(/usually linked to reduced kidney function/);
  });

  it("a child's phosphate above a children's range sent with it is not called normal for age", () => {
    const c = load("08-boy-13y-alp-520-growth-spurt-us");
    c.labResults[6] = { ...c.labResults[6], value: "7.4", referenceRange: "3.3-5.7" };
    const r = runReviewCase(c);
    expect(clinicianText(r)).not.toMatch(/can be normal for age: phosphate/);
    expect(codes(r)).not.toContain("phosphate-raised-minor");
  });

  it("09: a day-5 bilirubin at 39 weeks is read against NICE CG98's table (review 25, ages-25b)", () => {
    const r = run("09-infant-5d-bilirubin-290-breastfed-uk");
    const f = r.findings.find((x) => /Bilirubin, total/.test(x.title));
    expect(f?.code).toBe("lab-high");
    expect(f?.clinician).toMatch(/below NICE CG98's threshold for starting light treatment/);
    expect(f?.evidenceIds).toContain("nice-cg98-neonatal-jaundice");
  });
});

describe("a young person's confidential sexual health results (review 25)", () => {
  it("10: a Fraser-competent 15-year-old who did not want her parents told is the report's reader", () => {
    const r = run("10-girl-15y-chlamydia-contraception-confidential-uk");
    const text = patientText(r);
    expect(text).toMatch(/These results are yours, written for you\./);
    expect(text).not.toMatch(/parent or carer|the young person/);
    expect(text).toMatch(/Get help fast if you have chest pain/);
    expect(finding(r, "chlamydia-positive")?.nextSteps[0]).toMatch(/doxycycline 100 mg twice daily for 7 days/);
  });

  it("without a confidentiality note, a 15-year-old's report still tells a parent reader who 'you' is", () => {
    const c = load("10-girl-15y-chlamydia-contraception-confidential-uk");
    c.patientContext.clinicalNotes = "Sexual health clinic. Attended with mum. One male partner aged 16.";
    expect(patientText(runReviewCase(c))).toMatch(/If you are reading this as a parent or carer/);
  });

  it("a young person seen alone for part of a routine review is not taken as confidential care", () => {
    expect(patientText(run("07-girl-16y-t1d-hba1c-62-pump-uk"))).toMatch(/reading this as a parent or carer/);
  });
});
