import { describe, expect, it } from "vitest";
import { clinicianText, codes, finding, reviewFolder, runReviewCase } from "../testing/review-case.ts";

const { run, edit, load } = reviewFolder(new URL("./fixtures/urine-liver-27b-review27/", import.meta.url));

type LabRow = { name: string; value: string; date?: string; unit?: string; referenceRange?: string };
type LabCase = { labResults: LabRow[]; patientContext: { age: string; clinicalNotes: string } };

/** A lab-results case read afresh with its labs or context changed. */
function twin(name: string, change: (c: LabCase) => void) {
  const c = load(name);
  change(c as unknown as LabCase);
  return runReviewCase(c);
}

const setLab = (c: LabCase, name: RegExp, value: string) => {
  for (const l of c.labResults) if (name.test(l.name)) l.value = value;
};

describe("leucocytes without nitrite on the dipstick in a woman under 65 with urinary symptoms (review 27, urine-liver-27b)", () => {
  it("01: UK woman of 34 with dysuria and frequency, leucocytes ++ and nitrite negative: possible UTI, culture and other causes", () => {
    const r = run("01-uk-dysuria-le-positive-nitrite-negative");
    const f = finding(r, "uti-dipstick-equivocal");
    expect(f?.clinician).toMatch(
      /leucocyte esterase \+\+ with nitrite negative, and dysuria and frequency in the notes/,
    );
    expect(f?.clinician).toMatch(/SIGN 160/);
    expect(f?.nextSteps.join(" ")).toMatch(/midstream urine for culture/);
    expect(f?.nextSteps.join(" ")).toMatch(/sexually transmitted infection/);
    expect(f?.evidenceIds).toEqual(["sign-160-lower-uti", "nice-qs90-uti-adults"]);
    expect(f?.patient).toMatch(/A urine infection is still possible/);
    expect(codes(r)).not.toContain("uti-dipstick-likely");
  });

  it("01 twin: with nitrite positive the likely-UTI reading stands and the equivocal one stays silent", () => {
    const r = twin("01-uk-dysuria-le-positive-nitrite-negative", (c) => setLab(c, /nitrite/i, "Positive"));
    expect(codes(r)).toContain("uti-dipstick-likely");
    expect(codes(r)).not.toContain("uti-dipstick-equivocal");
  });

  it("01 twins: a woman of 70, or one with a catheter, keeps the older reading (no equivocal finding)", () => {
    const older = twin("01-uk-dysuria-le-positive-nitrite-negative", (c) => {
      c.patientContext.age = "70";
    });
    const catheter = twin("01-uk-dysuria-le-positive-nitrite-negative", (c) => {
      c.patientContext.clinicalNotes += " Long-term catheter in situ.";
    });
    expect(codes(older)).not.toContain("uti-dipstick-equivocal");
    expect(codes(catheter)).not.toContain("uti-dipstick-equivocal");
  });

  it("01 twin: vaginal discharge in the notes is named as pointing away from UTI; one symptom does not confirm it", () => {
    const r = twin("01-uk-dysuria-le-positive-nitrite-negative", (c) => {
      c.patientContext.clinicalNotes =
        "GP appointment. Dysuria for 4 days. New vaginal discharge this week. No fever, no loin pain.";
    });
    const f = finding(r, "uti-dipstick-equivocal");
    expect(f?.clinician).toMatch(
      /notes mention vaginal discharge: with vaginal symptoms a urinary infection is less likely/,
    );
    expect(f?.clinician).toMatch(/Only one urinary symptom is recorded/);
  });

  it("02: US woman of 27 with burning and urgency, leukocyte esterase 2+ and nitrite negative gets the same reading", () => {
    const f = finding(run("02-us-dysuria-le-trace-blood-neg"), "uti-dipstick-equivocal");
    expect(f?.clinician).toMatch(/leucocyte esterase 2\+ with nitrite negative, and dysuria and urgency/);
  });

  it("02 twin: leucocytes with blood are the likely-UTI strip of Little 2006, not the equivocal one", () => {
    const r = twin("02-us-dysuria-le-trace-blood-neg", (c) => setLab(c, /occult blood/i, "1+"));
    expect(codes(r)).toContain("uti-dipstick-likely");
    expect(codes(r)).not.toContain("uti-dipstick-equivocal");
  });

  it("06: a man with dysuria and leucocytes only is left as he was (no equivocal reading for men)", () => {
    expect(codes(run("06-us-ehr-man-dysuria-le-only"))).not.toContain("uti-dipstick-equivocal");
  });
});

describe("cholestatic liver tests with itch or tiredness, or lasting: the PBC work-up (review 27, urine-liver-27b)", () => {
  it("03: UK woman of 54, ALP 312 and GGT 168 with itch and tiredness: AMA and ultrasound, no duplicate pattern steps", () => {
    const r = run("03-uk-cholestatic-itch-woman-54");
    const f = finding(r, "pbc-workup");
    expect(f?.severity).toBe("moderate");
    expect(f?.clinician).toMatch(
      /ALP 312 U\/L .* with GGT 168 U\/L .*, a cholestatic pattern, with itch and tiredness in the notes/,
    );
    expect(f?.nextSteps[0]).toMatch(/^Test antimitochondrial antibodies \(AMA\)/);
    expect(f?.nextSteps.join(" ")).toMatch(/ultrasound to tell intrahepatic from extrahepatic cholestasis/);
    expect(f?.evidenceIds).toEqual(["easl-2017-pbc"]);
    const steps = finding(r, "liver-injury-pattern")?.nextSteps.join(" ") ?? "";
    expect(steps).not.toMatch(/consider testing for primary biliary cholangitis|^Liver and bile duct ultrasound/);
    expect(clinicianText(r).match(/ultrasound/g)?.length).toBe(2);
  });

  it("03 twin: the same single result without itch or tiredness keeps only the pattern's own work-up", () => {
    const r = twin("03-uk-cholestatic-itch-woman-54", (c) => {
      c.patientContext.clinicalNotes = "GP review. Routine bloods. Alcohol 4 units a week. No new medicines.";
    });
    expect(codes(r)).not.toContain("pbc-workup");
    expect(finding(r, "liver-injury-pattern")?.nextSteps.join(" ")).toMatch(/testing for primary biliary cholangitis/);
  });

  it("03 twin: a local itch (vaginal itch, itchy eyes, pruritus ani) is not the itch of cholestasis", () => {
    for (const notes of [
      "GP review. Vaginal itch and discharge for a week. No new medicines.",
      "GP review. Itchy eyes every spring. No new medicines.",
      "GP review. Pruritus ani. No new medicines.",
    ]) {
      const r = twin("03-uk-cholestatic-itch-woman-54", (c) => {
        c.patientContext.clinicalNotes = notes;
      });
      expect(codes(r), notes).not.toContain("pbc-workup");
    }
  });

  it("04: US woman of 58 with the cholestatic picture seven months apart and no symptoms: the work-up for lasting cholestasis", () => {
    const f = finding(run("04-us-cholestatic-persistent-no-symptoms"), "pbc-workup");
    expect(f?.clinician).toMatch(/a cholestatic pattern, raised before \(ALP 221 U\/L \(2026-04-14\)\)\./);
  });

  it("04 twin: an earlier raised ALP only two months before is not yet a lasting rise", () => {
    const r = twin("04-us-cholestatic-persistent-no-symptoms", (c) => {
      for (const l of c.labResults) if (l.date === "2026-04-14") l.date = "2026-09-20";
    });
    expect(codes(r)).not.toContain("pbc-workup");
  });

  it("05: an antimitochondrial antibody already in the record is not asked for again", () => {
    expect(codes(run("05-uk-ehr-cholestatic-ama-negative"))).not.toContain("pbc-workup");
    const withoutAma = runReviewCase(
      edit("05-uk-ehr-cholestatic-ama-negative", (d) => {
        d.recentNormalLabs = d.recentNormalLabs.filter((l) => !/mitochondrial/i.test(l.display ?? ""));
      }),
    );
    expect(codes(withoutAma)).toContain("pbc-workup");
  });
});
