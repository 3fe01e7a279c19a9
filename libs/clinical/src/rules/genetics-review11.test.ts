import { describe, expect, it } from "vitest";
import { reviewFolder, runReviewCase } from "../testing/review-case.ts";

/** The genetics review's (round 11) cases, kept with the test (synthetic records, no real patient). */

const { load } = reviewFolder(new URL("./fixtures/genetics-review11/", import.meta.url));
const run = runReviewCase;
const find = (r: ReturnType<typeof run>, code: string) => r.findings.find((f) => f.code === code);

describe("CYP2D6 and tamoxifen", () => {
  it("flags a CYP2D6 poor metaboliser on tamoxifen as high, with an aromatase inhibitor plus ovarian suppression and the paroxetine swap (review case 08)", () => {
    const f = find(run(load("08-cyp2d6-pm-tamoxifen-paroxetine")), "cyp2d6-tamoxifen");
    expect(f?.severity).toBe("high");
    expect(f?.clinician).toMatch(/poor metaboliser forms little endoxifen/);
    expect(f?.clinician).toMatch(/aromatase inhibitor with ovarian function suppression \(she is premenopausal\)/);
    expect(f?.clinician).toMatch(/paroxetine 20 mg, a strong CYP2D6 inhibitor/);
    expect(f?.nextSteps.join(" ")).toMatch(/Replace paroxetine 20 mg/);
    expect(f?.evidenceIds).toContain("cpic-cyp2d6-tamoxifen-2018");
  });

  it("raises no separate inhibitor finding when the genotype finding already names the inhibitor (review case 08)", () => {
    expect(find(run(load("08-cyp2d6-pm-tamoxifen-paroxetine")), "tamoxifen-strong-cyp2d6-inhibitor")).toBeUndefined();
  });

  it("flags tamoxifen with paroxetine even without a genotype", () => {
    const c = load("08-cyp2d6-pm-tamoxifen-paroxetine");
    c.data.geneticData = [];
    const r = run(c);
    expect(find(r, "cyp2d6-tamoxifen")).toBeUndefined();
    const f = find(r, "tamoxifen-strong-cyp2d6-inhibitor");
    expect(f?.severity).toBe("high");
    expect(f?.nextSteps.join(" ")).toMatch(/Replace paroxetine 20 mg .*venlafaxine/);
  });

  it("stays silent for tamoxifen with a weak-inhibitor antidepressant and a normal metaboliser", () => {
    const c = load("08-cyp2d6-pm-tamoxifen-paroxetine");
    c.data.medications[1].medication = "Venlafaxine 75 mg";
    c.data.geneticData[0].interpretation = "Normal metabolizer";
    c.data.geneticData[0].value = "*1/*1";
    const r = run(c);
    expect(find(r, "cyp2d6-tamoxifen")).toBeUndefined();
    expect(find(r, "tamoxifen-strong-cyp2d6-inhibitor")).toBeUndefined();
  });

  it("does not fire for a poor metaboliser not taking tamoxifen", () => {
    const c = load("08-cyp2d6-pm-tamoxifen-paroxetine");
    c.data.medications = [c.data.medications[1]];
    expect(find(run(c), "cyp2d6-tamoxifen")).toBeUndefined();
  });
});

describe("Lynch syndrome surveillance", () => {
  it("says the colonoscopy is overdue by its date and asks for an urgent colonoscopy for rectal bleeding (review case 11)", () => {
    const f = find(run(load("11-lynch-mlh1-overdue-colonoscopy")), "lynch-syndrome-variant");
    expect(f?.severity).toBe("high");
    expect(f?.clinician).toMatch(/Last colonoscopy 2022-06-14 \(4\.5 years ago\): surveillance is overdue/);
    expect(f?.clinician).toMatch(/"rectal bleeding".*prompt diagnostic colonoscopy/);
    expect(f?.nextSteps[0]).toMatch(/colonoscopy urgently/);
  });

  it("says overdue without the urgent step when there are no symptoms", () => {
    const c = load("11-lynch-mlh1-overdue-colonoscopy");
    c.data.additionalContext = "Missed last surveillance recall.";
    const f = find(run(c), "lynch-syndrome-variant");
    expect(f?.clinician).toMatch(/surveillance is overdue/);
    expect(f?.nextSteps[0]).toMatch(/Book the overdue surveillance colonoscopy now \(last 2022-06-14\)/);
    expect(f?.nextSteps.join(" ")).not.toMatch(/urgently/);
  });

  it("adds nothing when the last colonoscopy is recent and there are no symptoms", () => {
    const c = load("11-lynch-mlh1-overdue-colonoscopy");
    c.data.additionalContext = "";
    c.data.imagingStudies[0].date = "2025-12-01";
    const f = find(run(c), "lynch-syndrome-variant");
    expect(f?.clinician).not.toMatch(/overdue|urgent/);
  });
});

describe("HLA-B*58:01 and allopurinol by time taken", () => {
  it("makes 5 years of allopurinol without a reaction a moderate alert for routine review, not a same-day stop (review case 18)", () => {
    const f = find(run(load("18-hlab5801-long-tolerated-allopurinol")), "hla-b5801-allopurinol");
    expect(f?.severity).toBe("moderate");
    expect(f?.clinician).toMatch(/since 2021-03-01 with no reaction recorded/);
    expect(f?.nextSteps.join(" ")).toMatch(/next routine review/);
    expect(f?.nextSteps.join(" ")).not.toMatch(/same day/);
    expect(f?.evidenceIds).toContain("fda-allopurinol-label-hla-b5801");
  });

  it("keeps allopurinol started 2 weeks ago critical (review case 03)", () => {
    const f = find(run(load("03-hlab5801-allopurinol-ckd")), "hla-b5801-allopurinol");
    expect(f?.severity).toBe("critical");
    expect(f?.nextSteps.join(" ")).toMatch(/same day/);
  });

  it("keeps it critical when the notes mention a rash, or when the start date is unknown", () => {
    const rash = load("18-hlab5801-long-tolerated-allopurinol");
    rash.data.additionalContext = "On allopurinol 5 years. New itchy rash this week.";
    expect(find(run(rash), "hla-b5801-allopurinol")?.severity).toBe("critical");
    const undated = load("18-hlab5801-long-tolerated-allopurinol");
    delete undated.data.medications[0].startDate;
    expect(find(run(undated), "hla-b5801-allopurinol")?.severity).toBe("critical");
  });
});

describe("familial hypercholesterolaemia from the notes", () => {
  it("calls FH suspected in a 16-year-old from the father's MI and LDLR variant in the clinical notes, with targeted testing and a paediatric service (review case 13)", () => {
    const r = run(load("13-fh-us-units-labshape"));
    const f = find(r, "familial-hypercholesterolaemia-suspected");
    expect(f?.severity).toBe("high");
    expect(f?.clinician).toMatch(/premature coronary disease in a first-degree relative/);
    expect(f?.nextSteps.join(" ")).toMatch(/targeted DNA testing for the family's variant/);
    expect(f?.nextSteps.join(" ")).toMatch(/pediatric lipid or FH service/);
    expect(f?.evidenceIds).toContain("nice-cg71-fh");
    expect(find(r, "severe-hypercholesterolaemia")?.nextSteps.join(" ")).not.toMatch(/risk-based LDL-C goal/);
  });

  it("does not call FH suspected from notes naming an older relative's heart attack and no variant", () => {
    const c = load("13-fh-us-units-labshape");
    c.patientContext.clinicalNotes = "Father had MI at 71. Mother well.";
    expect(find(run(c), "familial-hypercholesterolaemia-suspected")).toBeUndefined();
  });

  it("reads thickened Achilles tendons as tendon xanthomata (definite FH) and drops the risk-calculator family-history finding (review case 12)", () => {
    const r = run(load("12-fh-very-high-ldl-family-mi"));
    expect(find(r, "familial-hypercholesterolaemia-definite")?.clinician).toMatch(/thickened achilles tendons/i);
    expect(find(r, "family-premature-ascvd")).toBeUndefined();
  });

  it("keeps the family-history risk-enhancer finding when LDL-C is not at the FH level", () => {
    const c = load("12-fh-very-high-ldl-family-mi");
    c.data.recentAbnormalLabs[0].value = "3.6";
    c.data.recentAbnormalLabs[1].value = "5.8";
    // A UK record: the family history goes into QRISK3, not the ACC/AHA risk enhancer (review 31, infect-31 case 04).
    expect(find(run(c), "family-premature-ascvd")?.nextSteps.join(" ")).toMatch(/Record the family history in QRISK3/);
  });
});
