import { describe, expect, it } from "vitest";
import { clinicianText, codes, finding, patientText, reviewFolder, runReviewCase } from "../testing/review-case.ts";

const { load, run } = reviewFolder(new URL("./fixtures/leftovers-23-review23/", import.meta.url));
const STATIN_OPTIONS = "statin-muscle-symptoms-options-uk";

describe("a statin stopped for muscle symptoms gets the other options (review 23)", () => {
  it("01: two statins stopped for aches, normal CK, nothing now: a different statin or lower dose, then ezetimibe", () => {
    const r = run("01-uk-two-statins-stopped-muscle-aches");
    const f = finding(r, STATIN_OPTIONS);
    expect(f?.clinician).toMatch(/muscle aches on simvastatin/);
    expect(f?.clinician).toMatch(/CK \(160 U\/L.*is within its range/);
    expect(f?.nextSteps[0]).toMatch(/different statin or lower dose, or ezetimibe/);
    expect(f?.evidenceIds).toContain("nice-cg181-lipid-modification");
    expect(patientText(r)).toMatch(/does not always rule statins out/);
  });

  it("reads a statin listed as an allergy with muscle aches as the same history", () => {
    const c = load("01-uk-two-statins-stopped-muscle-aches");
    c.patientContext.clinicalNotes = "QRISK3 13%. Not on any cholesterol medicine now.";
    c.patientContext.allergies = ["Atorvastatin (muscle aches)"];
    expect(finding(runReviewCase(c), STATIN_OPTIONS)?.clinician).toMatch(/Atorvastatin \(muscle aches\)/);
  });

  it("02: a high CK after stopping is a different question and gets no rechallenge advice", () => {
    expect(codes(run("02-uk-statin-stopped-ck-high-quiet"))).not.toContain(STATIN_OPTIONS);
  });

  it("03: already on ezetimibe, the options are not offered again", () => {
    expect(codes(run("03-uk-statin-stopped-now-on-ezetimibe-quiet"))).not.toContain(STATIN_OPTIONS);
  });

  it("a statin stopped for another reason is not read as muscle intolerance", () => {
    const c = load("01-uk-two-statins-stopped-muscle-aches");
    c.patientContext.clinicalNotes = "QRISK3 13%. Stopped simvastatin because she forgot to take it.";
    expect(codes(runReviewCase(c))).not.toContain(STATIN_OPTIONS);
  });
});

describe("tendon xanthomata described in plain words count for FH (review 23)", () => {
  it("04: 'yellowish bumps on her Achilles tendons' with LDL-C 5.8 meets Simon Broome definite FH", () => {
    const f = finding(run("04-uk-yellowish-bumps-achilles-ldl-5-8"), "familial-hypercholesterolaemia-definite");
    expect(f?.clinician).toMatch(/yellowish bumps on her achilles tendons/);
  });

  it("bumps elsewhere are not tendon xanthomata", () => {
    const c = load("04-uk-yellowish-bumps-achilles-ldl-5-8");
    c.patientContext.clinicalNotes = "Noticed yellowish bumps on her eyelids. Never on cholesterol medicine.";
    expect(codes(runReviewCase(c))).not.toContain("familial-hypercholesterolaemia-definite");
  });
});

describe("a mildly low platelet count on its own is repeated with a film first (review 23)", () => {
  it("05: platelets 135 alone in a well adult: repeat the FBC with a film to exclude clumping", () => {
    const f = finding(run("05-mild-isolated-low-platelets-135"), "lab-low");
    expect(f?.nextSteps).toEqual([
      "Repeat the full blood count with a blood film in about 4 weeks (confirms the count, excludes clumping)",
    ]);
    expect(f?.patient).toMatch(/repeat blood test in a few weeks/);
  });

  it("with bleeding in the notes, the count is not just repeated", () => {
    const c = load("05-mild-isolated-low-platelets-135");
    c.patientContext.clinicalNotes = "Nosebleeds most days this month.";
    expect(clinicianText(runReviewCase(c))).not.toMatch(
      /repeat the full blood count with a blood film in about 4 weeks/,
    );
  });

  it("below 100 the mild-count advice does not apply", () => {
    const c = load("05-mild-isolated-low-platelets-135");
    c.labResults[0].value = "85";
    expect(clinicianText(runReviewCase(c))).not.toMatch(/As an isolated mild fall/);
  });

  it("06: with anaemia beside it, the low platelets are read with the other counts, not just repeated", () => {
    const r = run("06-low-platelets-with-anaemia-no-repeat-line");
    expect(codes(r)).toContain("macrocytosis-with-cytopenias");
    expect(clinicianText(r)).not.toMatch(/As an isolated mild fall/);
  });
});

describe("a teenager of African ancestry with neutrophils 1.1 is told calmly (review 23)", () => {
  it("07: mildly low neutrophils at 15 say the infection risk is not usually raised, without alarm", () => {
    const r = run("07-teen-african-neutrophils-1-1");
    expect(finding(r, "lab-low")).toBeDefined();
    expect(patientText(r)).toMatch(/does not usually raise the risk of infection/);
    expect(patientText(r)).not.toMatch(/urgent|emergency care now|leukaemia|cancer/i);
  });
});
