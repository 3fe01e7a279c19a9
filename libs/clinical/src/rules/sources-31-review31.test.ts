import { describe, expect, it } from "vitest";
import { findCitableEvidence } from "../evidence/library.ts";
import { codes, finding, reviewFolder } from "../testing/review-case.ts";
import type { ReviewRun } from "../testing/review-case.ts";

const { run } = reviewFolder(new URL("./fixtures/sources-31-review31/", import.meta.url));

/** Every citation the report carries, patient and clinician, as one string of urls and titles. */
const cited = (r: ReviewRun): string => JSON.stringify(r.result.citations);

const LOW_WEIGHT = "paracetamol-low-weight-full-dose";

describe("full-dose acetaminophen under 50 kg on a US record cites US labels (review 31, sources-31)", () => {
  it("01: 4 g a day at 97 lb cites the FDA labels and the BMJ case series, not the UK ambulance guideline", () => {
    const r = run("01-us-low-weight-tylenol-qid-ehr");
    const f = finding(r, LOW_WEIGHT);
    expect(f?.evidenceIds).toEqual([
      "fda-acetaminophen-injection-weight-dosing",
      "fda-acetaminophen-otc-liver-warning",
      "claridge-2010-paracetamol-low-weight-alf",
    ]);
    expect(cited(r)).toMatch(/Acetaminophen Injection, prescribing information/);
    expect(cited(r)).not.toMatch(/JRCALC|aace\.org\.uk/);
  });

  it("01: the US finding says acetaminophen and gives the weight in the record's pounds first", () => {
    const f = finding(run("01-us-low-weight-tylenol-qid-ehr"), LOW_WEIGHT);
    expect(f?.title).toBe("Full-dose acetaminophen in an adult under 50 kg");
    expect(f?.clinician).toMatch(/at a body weight of 97 lb \(44 kg\)/);
    expect(f?.nextSteps.join(" ")).toMatch(/lower daily acetaminophen dose/);
    expect(f?.nextSteps.join(" ")).not.toMatch(/paracetamol/);
  });

  it("02: its UK twin at 45 kg keeps JRCALC and the BMJ case series, in kilograms, and no FDA label", () => {
    const r = run("02-uk-low-weight-cocodamol-qds-ehr");
    const f = finding(r, LOW_WEIGHT);
    expect(f?.title).toBe("Full-dose paracetamol in an adult under 50 kg");
    expect(f?.clinician).toMatch(/at a body weight of 45 kg\./);
    expect(f?.evidenceIds).toEqual(["jrcalc-2016-paracetamol-low-weight", "claridge-2010-paracetamol-low-weight-alf"]);
    expect(cited(r)).not.toMatch(/Acetaminophen Injection/);
  });

  it("03: 117 lb (53 kg) on the same 4 g a day is not under 50 kg: no finding", () => {
    expect(codes(run("03-us-weight-53kg-tylenol-qid-ehr"))).not.toContain(LOW_WEIGHT);
  });

  it("the new FDA label source resolves in the library", () => {
    expect(findCitableEvidence("fda-acetaminophen-injection-weight-dosing")).toBeDefined();
  });
});

describe("the UK paracetamol overdose finding cites the MHRA's own 2012 page (review 31, sources-31)", () => {
  it("04: a 4-hour level of 110 mg/L cites mhra.gov.uk, not the MIMS news report", () => {
    const r = run("04-uk-paracetamol-4h-level-110-labs");
    const f = finding(r, "paracetamol-overdose");
    expect(f?.severity).toBe("critical");
    expect(f?.evidenceIds).toContain("mhra-2012-paracetamol-acetylcysteine");
    expect(cited(r)).toMatch(/mhra\.gov\.uk\/Safetyinformation/);
    expect(cited(r)).toMatch(/Paracetamol overdose: simplification of the use of intravenous acetylcysteine/);
    expect(cited(r)).not.toMatch(/mims\.co\.uk/);
  });

  it("05: a US acetaminophen overdose cites neither the MHRA nor MIMS", () => {
    const r = run("05-us-acetaminophen-4h-level-210-labs");
    expect(finding(r, "paracetamol-overdose")?.title).toBe("Acetaminophen overdose");
    expect(cited(r)).not.toMatch(/mhra\.gov\.uk|mims\.co\.uk/);
  });
});

describe("FDA MedWatch is cited at the FDA's own reporting page on US records only (review 31, sources-31)", () => {
  it("06: amoxicillin-clavulanate liver injury in Oregon cites the FDA MedWatch reporting page", () => {
    const r = run("06-us-augmentin-cholestatic-dili-ehr");
    expect(finding(r, "co-amoxiclav-liver-injury")?.evidenceIds).toContain("fda-medwatch");
    expect(cited(r)).toMatch(
      /fda\.gov\/safety\/medwatch-fda-safety-information-and-adverse-event-reporting-program\/reporting-serious-problems-fda/,
    );
  });

  it("07: its UK twin in Bristol cites no MedWatch page", () => {
    const r = run("07-uk-coamoxiclav-cholestatic-dili-ehr");
    expect(codes(r)).toContain("co-amoxiclav-liver-injury");
    expect(finding(r, "co-amoxiclav-liver-injury")?.evidenceIds).not.toContain("fda-medwatch");
    expect(cited(r)).not.toMatch(/fda\.gov\/(?:safety\/)?medwatch/i);
  });
});
