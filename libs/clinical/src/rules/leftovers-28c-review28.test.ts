import { describe, expect, it } from "vitest";
import {
  codes,
  expectDeepReadsThrough,
  finding,
  patientText,
  type ReviewCase,
  reviewFolder,
  runDeepReviewCase,
  runReviewCase,
} from "../testing/review-case.ts";

const { load, run, edit } = reviewFolder(new URL("./fixtures/leftovers-28c-review28/", import.meta.url));

const organDamageStep = (r: ReturnType<typeof run>) =>
  finding(r, "bp-stage-2")?.nextSteps.find((s) => s.includes("target organ damage")) ?? "";

/** A lab-results case with its notes, age or first result's date changed. */
function labCase(name: string, change: (c: ReviewCase) => void) {
  const c = load(name);
  change(c);
  return runReviewCase(c);
}

const withNote = (name: string, note: string) =>
  runReviewCase(
    edit(name, (d) => {
      d.additionalContext = note;
    }),
  );

describe("target organ damage while hypertension awaits confirmation reads the record (review 28)", () => {
  it("01: kidney function, electrolytes and HbA1c of the same month are said reviewed, not asked for again", () => {
    const step = organDamageStep(run("01-uk-bp-two-visits-bloods-in-record"));
    expect(step).toMatch(
      /^Meanwhile look for target organ damage and estimate cardiovascular risk: urine albumin:creatinine ratio, total and HDL cholesterol, a urine dipstick for blood, fundoscopy and a 12-lead ECG \(/,
    );
    expect(step).toMatch(
      /\(HbA1c, electrolytes and kidney function from the last 12 months already in the record and reviewed: HbA1c 38 mmol\/mol, normal;/,
    );
    expect(step).not.toMatch(/: [^(]*\b(?:potassium|kidney function|HbA1c)\b[^(]*\(/);
  });

  it("02: results more than a year older than the newest are asked for again; the recent lipids are not", () => {
    const step = organDamageStep(run("02-uk-bp-two-visits-bloods-two-years-old"));
    expect(step).toMatch(/: urine albumin:creatinine ratio, HbA1c, electrolytes, kidney function, a urine dipstick/);
    expect(step).toMatch(/\(total and HDL cholesterol from the last 12 months already in the record and reviewed/);
  });

  it("01: with no blood or urine results in the record, every test of NICE's list is asked for", () => {
    const r = runReviewCase(
      edit("01-uk-bp-two-visits-bloods-in-record", (d) => {
        d.recentNormalLabs = [];
      }),
    );
    expect(organDamageStep(r)).toBe(
      "Meanwhile look for target organ damage and estimate cardiovascular risk: urine albumin:creatinine ratio, HbA1c, electrolytes, kidney function, total and HDL cholesterol, a urine dipstick for blood, fundoscopy and a 12-lead ECG",
    );
  });
});

describe("screening before a TNF inhibitor: TB within 12 months, patient told what remains (review 28)", () => {
  it("03: a negative IGRA from 2023 is asked for again, and the patient is told only TB remains", () => {
    const r = run("03-uk-adalimumab-old-igra-viral-screens-recent");
    const f = finding(r, "anti-tnf-pre-treatment-screening");
    expect(f?.nextSteps[0]).toBe(
      "Before the first dose, test for latent TB (IGRA or tuberculin skin test, with a TB history and chest X-ray)",
    );
    expect(f?.patient).toContain("you need a check for tuberculosis (TB), an infection that could flare up on it");
    expect(f?.patient).not.toMatch(/viruses|hepatitis|HIV/);
  });

  it("03: the same IGRA taken last month leaves nothing to screen", () => {
    const r = runReviewCase(
      edit("03-uk-adalimumab-old-igra-viral-screens-recent", (d) => {
        d.recentNormalLabs = d.recentNormalLabs.map((l) =>
          l.display?.startsWith("QuantiFERON") ? { ...l, date: "2026-10-02" } : l,
        );
      }),
    );
    expect(codes(r)).not.toContain("anti-tnf-pre-treatment-screening");
  });

  it("03: an old positive IGRA is not asked for again: the latent TB finding takes it", () => {
    const r = runReviewCase(
      edit("03-uk-adalimumab-old-igra-viral-screens-recent", (d) => {
        d.recentNormalLabs = d.recentNormalLabs.map((l) =>
          l.display?.startsWith("QuantiFERON") ? { ...l, value: "Positive" } : l,
        );
      }),
    );
    expect(codes(r)).not.toContain("anti-tnf-pre-treatment-screening");
  });

  it("04: a QuantiFERON negative last month in the notes counts, and the patient is told only the viruses", () => {
    const f = finding(run("04-uk-adalimumab-recent-igra-no-viral-screens"), "anti-tnf-pre-treatment-screening");
    expect(f?.nextSteps[0]).toBe(
      "Before the first dose, test for hepatitis B (HBsAg and anti-HBc), hepatitis C and HIV",
    );
    expect(f?.patient).toContain(
      "you need checks for hepatitis B, hepatitis C and HIV, infections that could flare up",
    );
    expect(f?.patient).not.toMatch(/\bTB\b|tuberculosis/);
  });

  it.each([
    "QuantiFERON negative (2023-05).",
    "QuantiFERON negative 3 years ago.",
    "If QuantiFERON positive, refer to the TB service.",
  ])("04: a TB test written as old in the notes (%s) is asked for again", (tb) => {
    const note = `IBD clinic, Leeds. Plan to start adalimumab next month. ${tb} Had chickenpox as a child.`;
    const f = finding(
      withNote("04-uk-adalimumab-recent-igra-no-viral-screens", note),
      "anti-tnf-pre-treatment-screening",
    );
    expect(f?.nextSteps[0]).toMatch(/^Before the first dose, test for latent TB/);
    expect(f?.patient).toContain("checks for tuberculosis (TB), hepatitis B, hepatitis C and HIV, infections");
  });
});

describe("alcohol as a cause of a raised AST, ALT or GGT, read against age and notes (review 28)", () => {
  const ALCOHOL = /alcohol/i;

  it("05: a 14-year-old whose notes say 'No alcohol' is not told alcohol is a cause", () => {
    const r = run("05-us-girl-14y-alt-ast-ggt-no-alcohol");
    expect(patientText(r)).toContain(
      "A high level can come from the liver or from muscle; fatty liver is a common cause.",
    );
    expect(patientText(r)).toContain("A high level often points to fatty liver or bile-duct problems.");
    expect(patientText(r)).not.toMatch(ALCOHOL);
    expect(finding(r, "lab-high")?.clinician).not.toMatch(ALCOHOL);
  });

  it("05: at 14 with notes silent on drinking, alcohol is still left out; named drinking keeps it", () => {
    const silent = labCase("05-us-girl-14y-alt-ast-ggt-no-alcohol", (c) => {
      c.patientContext.clinicalNotes = "Adolescent clinic, Denver. Incidental raised ALT on labs for fatigue.";
    });
    expect(patientText(silent)).not.toMatch(ALCOHOL);
    const drinks = labCase("05-us-girl-14y-alt-ast-ggt-no-alcohol", (c) => {
      c.patientContext.clinicalNotes = "Adolescent clinic, Denver. Drinks alcohol at weekend parties.";
    });
    expect(patientText(drinks)).toContain("alcohol use, fatty liver or bile-duct problems");
  });

  it("06: an adult with notes silent on drinking keeps alcohol among the causes", () => {
    const r = run("06-us-man-45-ast-ggt-notes-silent");
    expect(patientText(r)).toContain("alcohol and fatty liver are common causes");
    expect(patientText(r)).toContain("often points to alcohol use, fatty liver or bile-duct problems");
  });

  it.each([
    ["No alcohol.", false],
    ["Teetotal.", false],
    ["Alcohol: none.", false],
    ["No alcohol excess.", true],
    ["Alcohol 20 units a week.", true],
  ])("06: an adult whose notes say %s keeps alcohol among the causes: %s", (note, kept) => {
    const r = labCase("06-us-man-45-ast-ggt-notes-silent", (c) => {
      c.patientContext.clinicalNotes = `Primary care, Denver. ${note}`;
    });
    expect(ALCOHOL.test(finding(r, "lab-high")?.patient ?? "")).toBe(kept);
  });
});

describe("digoxin sampling time read from the notes (review 28)", () => {
  const CONFIRM = "Confirm the sample was taken at least 6–8 hours after the last dose";

  it("08: 'Level taken 8 hours after the dose' answers the sampling-time step", () => {
    const f = finding(run("08-uk-digoxin-85-level-2-4-taken-8h-after-dose"), "digoxin-level-high");
    expect(f?.nextSteps).not.toContain(CONFIRM);
    expect(f?.nextSteps.join("\n")).not.toMatch(/Repeat the digoxin level/);
    expect(f?.clinician).toContain('The notes record the sample as "8 hours after the dose", correctly timed');
    expect(f?.evidenceIds).toContain("bernard-1996-digoxin-sampling");
  });

  it("08: 'drawn 7 h post-dose' is correctly timed too; with no time stated the step stays", () => {
    const seven = withNote(
      "08-uk-digoxin-85-level-2-4-taken-8h-after-dose",
      "GP review, Exeter. Off his food and nauseated for a week, sees yellowish tinge. Level drawn 7 h post-dose.",
    );
    expect(finding(seven, "digoxin-level-high")?.nextSteps).not.toContain(CONFIRM);
    const silent = withNote(
      "08-uk-digoxin-85-level-2-4-taken-8h-after-dose",
      "GP review, Exeter. Off his food and nauseated for a week, sees yellowish tinge.",
    );
    const f = finding(silent, "digoxin-level-high");
    expect(f?.nextSteps).toContain(CONFIRM);
    expect(f?.clinician).not.toContain("The notes record the sample");
  });

  it("07: a level drawn 3 h after the dose is too early to interpret and is repeated", () => {
    const f = finding(run("07-uk-digoxin-85-level-2-4-drawn-3h-post-dose"), "digoxin-level-high");
    expect(f?.nextSteps).not.toContain(CONFIRM);
    expect(f?.nextSteps).toContain(
      "Repeat the digoxin level just before the next dose or at least 6–8 hours after the last: this sample was taken too early to interpret",
    );
    expect(f?.clinician).toContain('"3 h post-dose": taken less than 6 hours after the dose');
    expect(f?.patient).toContain("The blood was taken soon after a digoxin dose");
  });
});

describe("the changed findings read through in the deep report (review 28)", () => {
  it.each([
    "01-uk-bp-two-visits-bloods-in-record",
    "03-uk-adalimumab-old-igra-viral-screens-recent",
    "07-uk-digoxin-85-level-2-4-drawn-3h-post-dose",
  ])("%s", (name) => expectDeepReadsThrough(runDeepReviewCase(load(name))));
});
