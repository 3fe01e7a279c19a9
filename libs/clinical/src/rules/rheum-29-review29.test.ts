import { describe, expect, it } from "vitest";
import { codes, finding, reviewFolder, runReviewCase, type ReviewCase } from "../testing/review-case.ts";

const { run, load } = reviewFolder(new URL("./fixtures/rheum-29-review29/", import.meta.url));

interface LabCase {
  labResults: { name: string; value: string; unit?: string; referenceRange?: string; date?: string; flag?: string }[];
  patientContext: { clinicalNotes: string; medications: { name: string; dosage?: string; frequency?: string }[] };
}

/** A lab-results case read afresh after a change. */
function changed(name: string, change: (c: LabCase) => void): ReviewCase {
  const c = load(name);
  change(c as unknown as LabCase);
  return c;
}

describe("a normal urate during a suspected gout flare is not read as ruling gout out (review 29, rheum-29)", () => {
  it("02: an acute first MTP joint with urate 5.9 mg/dL asks for a repeat 2 weeks after the flare, septic arthritis first", () => {
    const f = finding(run("02-us-acute-gout-flare-urate-normal"), "gout-flare-urate-normal");
    expect(f?.clinician).toMatch(
      /Urate 5\.9 mg\/dL .* below 6 mg\/dL \(360 µmol\/L\), taken during a suspected gout flare/,
    );
    expect(f?.clinician).toMatch(/a normal value does not exclude gout/);
    expect(f?.clinician).toMatch(/Hydrochlorothiazide, a thiazide-type diuretic that raises urate/);
    expect(f?.nextSteps[0]).toMatch(/^Assess for septic arthritis/);
    expect(f?.nextSteps[1]).toBe(
      "Repeat serum urate at least 2 weeks after the flare has settled; 6 mg/dL (360 µmol/L) or more supports gout",
    );
    expect(f?.patient).toMatch(/does not rule out gout/);
    expect(f?.evidenceIds).toEqual(["nice-ng219-gout", "acr-2020-gout"]);
  });

  it("02: a urate in µmol/L gives the threshold in those units", () => {
    const c = changed("02-us-acute-gout-flare-urate-normal", (lab) => {
      lab.labResults = lab.labResults.map((o) =>
        o.name === "Uric acid" ? { ...o, value: "320", unit: "umol/L", referenceRange: "200-430" } : o,
      );
    });
    const f = finding(runReviewCase(c), "gout-flare-urate-normal");
    expect(f?.nextSteps[1]).toMatch(/360 µmol\/L \(6 mg\/dL\) or more supports gout/);
  });

  it("02: a raised urate in the same flare does not fire (it supports gout)", () => {
    const c = changed("02-us-acute-gout-flare-urate-normal", (lab) => {
      lab.labResults = lab.labResults.map((o) => (o.name === "Uric acid" ? { ...o, value: "8.1", flag: "High" } : o));
    });
    expect(codes(runReviewCase(c))).not.toContain("gout-flare-urate-normal");
  });

  it("02: on allopurinol a urate below 6 mg/dL is the treatment working, not a diagnostic question", () => {
    const c = changed("02-us-acute-gout-flare-urate-normal", (lab) => {
      lab.patientContext.medications.push({ name: "Allopurinol", dosage: "300 mg", frequency: "once daily" });
    });
    expect(codes(runReviewCase(c))).not.toContain("gout-flare-urate-normal");
  });

  it("02: a normal urate with no acute joint in the notes does not fire", () => {
    const c = changed("02-us-acute-gout-flare-urate-normal", (lab) => {
      lab.patientContext.clinicalNotes = "Urgent care, Austin, Texas. Annual check. Drinks beer most evenings.";
    });
    expect(codes(runReviewCase(c))).not.toContain("gout-flare-urate-normal");
  });
});

describe("a single stage 2 reading on a US record is not given NICE NG136's confirmation steps (review 29, rheum-29)", () => {
  it("06: the Chicago lupus record is asked to confirm out of the office, without NICE or its organ-damage list", () => {
    const f = finding(run("06-us-sle-low-c3-dsdna-proteinuria"), "bp-stage-2");
    expect(f?.nextSteps[0]).toBe(
      "Confirm with ambulatory blood pressure monitoring or home readings (out of the office) before diagnosing hypertension or starting medicines",
    );
    expect(f?.nextSteps.join(" ")).not.toMatch(/NICE|fundoscopy|two drugs/);
    expect(f?.evidenceIds).not.toContain("nice-ng136-hypertension");
  });

  it("06: the same record from an NHS clinic keeps NICE's confirm-first steps", () => {
    const c = changed("06-us-sle-low-c3-dsdna-proteinuria", (lab) => {
      lab.patientContext.clinicalNotes = lab.patientContext.clinicalNotes.replace(
        "Rheumatology clinic, Chicago, Illinois.",
        "Rheumatology clinic, Leeds (NHS).",
      );
    });
    const f = finding(runReviewCase(c), "bp-stage-2");
    expect(f?.nextSteps[0]).toMatch(
      /^Confirm with ambulatory blood pressure monitoring .* before diagnosing hypertension or starting medicines \(NICE NG136\)$/,
    );
  });
});

describe("a thiopurine started recently with no TPMT result asks for it (review 29, rheum-29)", () => {
  it("11: azathioprine started 2 weeks ago with no TPMT on file asks the prescriber for it, beside the allopurinol interaction", () => {
    const r = run("11-uk-azathioprine-no-tpmt");
    expect(codes(r)).toContain("xanthine-oxidase-inhibitor-thiopurine");
    const f = finding(r, "thiopurine-tpmt-not-recorded");
    expect(f?.clinician).toMatch(/^Azathioprine started about 2 weeks ago, and the record holds no TPMT result/);
    expect(f?.nextSteps[0]).toMatch(/^Confirm with the prescribing team that TPMT was checked/);
    expect(f?.nextSteps[1]).toMatch(/every 2 weeks until the dose has been stable for 6 weeks/);
    expect(f?.patient).toMatch(/^You started azathioprine recently/);
    expect(f?.evidenceIds).toEqual(["nhsdg-azathioprine-monitoring"]);
  });

  it("11: a TPMT result stated in the notes keeps it silent", () => {
    const c = changed("11-uk-azathioprine-no-tpmt", (lab) => {
      lab.patientContext.clinicalNotes = lab.patientContext.clinicalNotes.replace(
        "No TPMT result on file.",
        "TPMT activity normal (checked October 2026).",
      );
    });
    expect(codes(runReviewCase(c))).not.toContain("thiopurine-tpmt-not-recorded");
  });

  it("11: azathioprine started 2 years ago is past the early phase and stays silent", () => {
    const c = changed("11-uk-azathioprine-no-tpmt", (lab) => {
      lab.patientContext.clinicalNotes = lab.patientContext.clinicalNotes.replace(
        "Azathioprine started 2 weeks ago",
        "Azathioprine started 2 years ago",
      );
    });
    expect(codes(runReviewCase(c))).not.toContain("thiopurine-tpmt-not-recorded");
  });
});

describe("the leflunomide washout drug is named in US spelling on a US record (review 29, rheum-29)", () => {
  it("04: a Portland record reads cholestyramine, not colestyramine", () => {
    const f = finding(run("04-us-leflunomide-pregnancy-plan"), "leflunomide-pregnancy-risk");
    expect(`${f?.clinician} ${f?.nextSteps.join(" ")}`).toMatch(/cholestyramine for 11 days/);
    expect(`${f?.clinician} ${f?.nextSteps.join(" ")}`).not.toMatch(/colestyramine/);
  });

  it("04: the same record from an NHS clinic in SI units keeps colestyramine", () => {
    const c = changed("04-us-leflunomide-pregnancy-plan", (lab) => {
      lab.patientContext.clinicalNotes = lab.patientContext.clinicalNotes.replace(
        "Rheumatology follow-up, Portland, Oregon.",
        "Rheumatology follow-up, Bristol (NHS).",
      );
      lab.labResults = lab.labResults.filter((o) => o.name !== "Creatinine" && o.name !== "hCG, serum");
      lab.labResults = lab.labResults.map((o) => (/x10\^3\/uL/.test(o.unit ?? "") ? { ...o, unit: "x10^9/L" } : o));
    });
    const f = finding(runReviewCase(c), "leflunomide-pregnancy-risk");
    expect(f?.nextSteps.join(" ")).toMatch(/colestyramine for 11 days/);
  });
});
