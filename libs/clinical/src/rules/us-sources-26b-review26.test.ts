import { describe, expect, it } from "vitest";
import { findCitableEvidence } from "../evidence/library.ts";
import { codes, finding, reviewFolder, runReviewCase, type ReviewCase } from "../testing/review-case.ts";

const { load, run, edit } = reviewFolder(new URL("./fixtures/us-sources-26b-review26/", import.meta.url));

/** The UK twin of an EHR case: the same record seen at a GP surgery. */
const atGpSurgery = (name: string) =>
  edit(name, (d) => {
    d.additionalContext = `GP surgery. ${d.additionalContext}`;
  });

/** A lab-results case's result `name` changed in place. */
function setLab(c: ReviewCase, name: string, change: Record<string, string>): void {
  const lab = (c.labResults as Record<string, string>[]).find((l) => l.name === name);
  if (lab === undefined) throw new Error(`no ${name} in the case`);
  Object.assign(lab, change);
}

/** Case 01 as a UK record: the same level and timing, in mg/L and µmol/L, with UK words. */
function ukParacetamolTwin(): ReviewCase {
  const c = load("01-us-acetaminophen-4h-between-lines");
  setLab(c, "Acetaminophen level", { name: "Paracetamol level", unit: "mg/L" });
  setLab(c, "Salicylate level", { value: "<30", unit: "mg/L" });
  setLab(c, "Total bilirubin", { value: "9", unit: "umol/L", referenceRange: "0-21" });
  setLab(c, "Creatinine", { value: "62", unit: "umol/L", referenceRange: "45-84" });
  // "A&E" makes the twin a UK record: with no UK mark it reads as neither country, which is no
  // longer sent to TOXBASE (review 32, infect-liver-32b case 04).
  c.patientContext.clinicalNotes = c.patientContext.clinicalNotes
    .replace("Tylenol (acetaminophen)", "paracetamol")
    .replace(/^ED:/, "A&E:");
  return c;
}

describe("acetaminophen overdose on a US record reads the US 150 line (review 26, us-sources-26b)", () => {
  it("01: a 4-hour level of 130 mcg/mL is below the US line: no acetylcysteine on the level alone, US sources", () => {
    const r = run("01-us-acetaminophen-4h-between-lines");
    expect(codes(r)).not.toContain("paracetamol-overdose");
    const f = finding(r, "paracetamol-below-line");
    expect(f?.title).toBe("Acetaminophen level below the treatment line");
    expect(f?.problem).toBe("Acetaminophen overdose");
    // Review 45: the US line is written in the US unit (µg/mL, the same number as mg/L), as the level is.
    expect(f?.clinician).toMatch(
      /^Acetaminophen level 130 .* below the US treatment line \(Rumack-Matthew 150 line\) \(150 µg\/mL at 4 h\)/,
    );
    expect(f?.patient).toMatch(/Your acetaminophen level/);
    expect(f?.evidenceIds).toEqual(["dart-2023-acetaminophen-consensus", "aapcc-poison-help-line"]);
    expect(findCitableEvidence("dart-2023-acetaminophen-consensus")).toBeDefined();
  });

  it("01: its UK twin at the same 130 mg/L is on or above the UK 100 line: critical, IV acetylcysteine, TOXBASE, MHRA", () => {
    const r = runReviewCase(ukParacetamolTwin());
    expect(codes(r)).not.toContain("paracetamol-below-line");
    const f = finding(r, "paracetamol-overdose");
    expect(f?.severity).toBe("critical");
    expect(f?.title).toBe("Paracetamol overdose");
    expect(f?.clinician).toMatch(
      /On or above the UK treatment line \(100 mg\/L at 4 h; the line runs from 100 mg\/L at 4 h to 15 mg\/L at 15 h\)/,
    );
    expect(f?.nextSteps.join(" ")).toMatch(/TOXBASE/);
    expect(f?.evidenceIds).toEqual(["mhra-2012-paracetamol-acetylcysteine"]);
  });

  it("01: above the US line (180 mcg/mL at 4 h) is critical with US words, the poison center number and US sources", () => {
    const c = load("01-us-acetaminophen-4h-between-lines");
    setLab(c, "Acetaminophen level", { value: "180" });
    const f = finding(runReviewCase(c), "paracetamol-overdose");
    expect(f?.severity).toBe("critical");
    expect(f?.title).toBe("Acetaminophen overdose");
    expect(f?.problem).toBe("Acetaminophen overdose");
    // Review 45: the US line is written in µg/mL, the unit the US level is reported in.
    expect(f?.clinician).toMatch(
      /On or above the US treatment line \(Rumack-Matthew 150 line\) \(150 µg\/mL at 4 h; the line runs from 150 µg\/mL at 4 h to 22\.5 µg\/mL at 15 h\)/,
    );
    expect(f?.patient).toMatch(/too much|above the level/);
    expect(f?.patient).not.toMatch(/paracetamol/i);
    expect(f?.nextSteps.join(" ")).toMatch(/poison center \(Poison Help line 1-800-222-1222\)/);
    expect(f?.nextSteps.join(" ")).not.toMatch(/TOXBASE|National Poisons/);
    expect(f?.evidenceIds).toEqual(["dart-2023-acetaminophen-consensus", "aapcc-poison-help-line"]);
  });

  it("01: self-harm on a US record keeps NICE NG225's psychosocial assessment beside the US sources", () => {
    const c = load("01-us-acetaminophen-4h-between-lines");
    setLab(c, "Acetaminophen level", { value: "180" });
    c.patientContext.clinicalNotes = c.patientContext.clinicalNotes.replace(
      "Denies intent to harm self; took them for a migraine.",
      "Deliberate overdose after an argument.",
    );
    const f = finding(runReviewCase(c), "paracetamol-overdose");
    expect(f?.evidenceIds).toEqual([
      "dart-2023-acetaminophen-consensus",
      "aapcc-poison-help-line",
      "nice-ng225-self-harm",
    ]);
  });
});

describe("SGLT2 inhibitor ketoacidosis on a US record cites the FDA warning (review 26, us-sources-26b)", () => {
  it("02: DKA on empagliflozin with glucose 228 mg/dL stops the drug on the FDA's warning, no MHRA", () => {
    const f = finding(run("02-us-dka-empagliflozin-near-normal-glucose"), "hyperglycaemic-crisis");
    expect(f?.severity).toBe("critical");
    expect(f?.nextSteps.join(" ")).toMatch(
      /Stop Jardiance \(empagliflozin\) now: the FDA warns that SGLT2 inhibitors can cause ketoacidosis/,
    );
    expect(f?.evidenceIds).toContain("fda-2015-sglt2i-ketoacidosis");
    expect(f?.evidenceIds).not.toContain("mhra-sglt2i-dka");
  });

  it("02: the same DKA in mmol/L (a record that reads as neither) keeps the MHRA advice and its restart condition", () => {
    const c = load("02-us-dka-empagliflozin-near-normal-glucose");
    setLab(c, "Glucose", { value: "12.7", unit: "mmol/L", referenceRange: "3.9-5.5" });
    setLab(c, "Creatinine", { value: "97", unit: "umol/L", referenceRange: "60-110" });
    const f = finding(runReviewCase(c), "hyperglycaemic-crisis");
    expect(f?.nextSteps.join(" ")).toMatch(/do not restart it unless another clear cause of the DKA/);
    expect(f?.evidenceIds).toContain("mhra-sglt2i-dka");
    expect(f?.evidenceIds).not.toContain("fda-2015-sglt2i-ketoacidosis");
  });
});

describe("low B12 and macrocytosis on a US record cite AAFP, not the BSH (review 26, us-sources-26b)", () => {
  it("03: low B12 on omeprazole cites AAFP 2017 beside the acid-suppression study", () => {
    const f = finding(run("03-us-low-b12-omeprazole"), "ppi-b12-low");
    expect(f?.evidenceIds).toEqual(["lam-2013-acid-suppression-b12", "aafp-2017-b12"]);
  });

  it("03: its UK twin keeps the BSH guideline", () => {
    const f = finding(runReviewCase(atGpSurgery("03-us-low-b12-omeprazole")), "ppi-b12-low");
    expect(f?.evidenceIds).toEqual(["lam-2013-acid-suppression-b12", "bsh-2014-b12-folate"]);
  });

  it("04: low B12 with no drug cause cites AAFP 2017 alone", () => {
    expect(finding(run("04-us-low-b12-no-drug"), "b12-deficiency")?.evidenceIds).toEqual(["aafp-2017-b12"]);
  });

  it("04: its UK twin keeps the BSH guideline", () => {
    const f = finding(runReviewCase(atGpSurgery("04-us-low-b12-no-drug")), "b12-deficiency");
    expect(f?.evidenceIds).toEqual(["bsh-2014-b12-folate"]);
  });

  it("05: macrocytosis without anemia cites AAFP's macrocytosis review", () => {
    const f = finding(run("05-us-macrocytosis-no-anemia"), "macrocytosis");
    expect(f?.evidenceIds).toEqual(["aafp-2009-macrocytosis"]);
    expect(findCitableEvidence("aafp-2009-macrocytosis")).toBeDefined();
  });

  it("05: its UK twin keeps the BSH guideline", () => {
    const f = finding(runReviewCase(atGpSurgery("05-us-macrocytosis-no-anemia")), "macrocytosis");
    expect(f?.evidenceIds).toEqual(["bsh-2014-b12-folate"]);
  });
});

describe("anaphylaxis without an auto-injector on a US record (review 26, us-sources-26b)", () => {
  it("06: says epinephrine, an allergist and 911, on the AAAAI/ACAAI 2020 practice parameter", () => {
    const f = finding(run("06-us-anaphylaxis-peanut-no-epinephrine"), "anaphylaxis-no-adrenaline-auto-injector");
    expect(f?.title).toBe("Anaphylaxis without an epinephrine auto-injector");
    expect(f?.clinician).toMatch(/AAAAI\/ACAAI practice parameter \(2020\)/);
    expect(f?.clinician).not.toMatch(/NICE|adrenaline/);
    expect(f?.patient).toMatch(/epinephrine auto-injector .* allergist\. .* call 911\./);
    expect(f?.patient).not.toMatch(/adrenaline/);
    expect(f?.nextSteps.join(" ")).toMatch(/Prescribe epinephrine auto-injectors.*Refer to an allergist/);
    expect(f?.evidenceIds).toEqual(["aaaai-acaai-2020-anaphylaxis"]);
  });

  it("06: its UK twin keeps adrenaline, 2 auto-injectors and NICE CG134", () => {
    const f = finding(
      runReviewCase(atGpSurgery("06-us-anaphylaxis-peanut-no-epinephrine")),
      "anaphylaxis-no-adrenaline-auto-injector",
    );
    expect(f?.title).toBe("Anaphylaxis without an adrenaline auto-injector");
    expect(f?.clinician).toMatch(/NICE asks that people are offered a prescription for 2 adrenaline auto-injectors/);
    expect(f?.evidenceIds).toEqual(["nice-cg134-anaphylaxis"]);
  });

  it("06: with no result in US units the record reads as neither and keeps the UK wording", () => {
    const c = edit("06-us-anaphylaxis-peanut-no-epinephrine", (d) => {
      d.recentNormalLabs = [];
    });
    const f = finding(runReviewCase(c), "anaphylaxis-no-adrenaline-auto-injector");
    expect(f?.title).toBe("Anaphylaxis without an adrenaline auto-injector");
    expect(f?.evidenceIds).toEqual(["nice-cg134-anaphylaxis"]);
  });
});

describe("cellulitis and pyelonephritis on a US record cite IDSA (review 26, us-sources-26b)", () => {
  it("07: raised markers with cellulitis cite IDSA 2014 in place of NICE NG141 and RCEM", () => {
    const f = finding(run("07-us-cellulitis-raised-markers"), "cellulitis-inflammatory-markers");
    expect(f?.evidenceIds).toEqual(["idsa-2014-ssti"]);
    expect(findCitableEvidence("idsa-2014-ssti")).toBeDefined();
  });

  it("07: its UK twin keeps NICE NG141 and RCEM", () => {
    const f = finding(runReviewCase(atGpSurgery("07-us-cellulitis-raised-markers")), "cellulitis-inflammatory-markers");
    expect(f?.evidenceIds).toEqual(["nice-ng141-cellulitis", "rcem-cellulitis-management"]);
  });

  it("07: red flags on the US record speak of IDSA, not NICE or RCEM", () => {
    const c = edit("07-us-cellulitis-raised-markers", (d) => {
      d.additionalContext = d.additionalContext.replace(
        "not spreading, feels better",
        "now spreading rapidly up the thigh",
      );
    });
    const f = finding(runReviewCase(c), "cellulitis-red-flags");
    expect(f?.clinician).toMatch(/IDSA \(2014\) treats cellulitis without signs of systemic illness/);
    expect(f?.clinician).not.toMatch(/NICE|RCEM/);
    expect(f?.evidenceIds).toEqual(["idsa-2014-ssti", "ssc-2021-sepsis"]);
  });

  it("08: a positive strip with flank pain and fever cites IDSA 2025 and its antibiotic steps", () => {
    const f = finding(run("08-us-pyelonephritis-dipstick"), "uti-dipstick-possible-pyelonephritis");
    expect(f?.evidenceIds).toEqual(["idsa-2025-complicated-uti"]);
    expect(f?.nextSteps.join(" ")).toMatch(
      /illness severity, risk of resistant organisms .* local antibiogram \(not nitrofurantoin\)/,
    );
    expect(f?.nextSteps.join(" ")).not.toMatch(/48 hours/);
    expect(f?.patient).toMatch(/chills/);
  });

  it("08: its UK twin keeps NICE NG111 and the 48-hour review", () => {
    const f = finding(
      runReviewCase(atGpSurgery("08-us-pyelonephritis-dipstick")),
      "uti-dipstick-possible-pyelonephritis",
    );
    expect(f?.evidenceIds).toEqual(["nice-ng111-pyelonephritis"]);
    expect(f?.nextSteps.join(" ")).toMatch(/within 48 hours/);
  });

  it("08: nitrofurantoin started for it on the US record is reviewed on IDSA 2025, naming US oral choices", () => {
    const c = edit("08-us-pyelonephritis-dipstick", (d) => {
      d.medications = [
        { medication: "nitrofurantoin monohydrate 100 MG Oral Capsule", status: "active", frequency: "BID" },
      ];
    });
    const f = finding(runReviewCase(c), "nitrofurantoin-upper-uti");
    expect(f?.clinician).toMatch(/IDSA \(2025\) counts pyelonephritis as a complicated UTI/);
    expect(f?.clinician).not.toMatch(/NICE/);
    expect(f?.nextSteps[0]).toMatch(/trimethoprim\/sulfamethoxazole, levofloxacin or ciprofloxacin/);
    expect(f?.evidenceIds).toEqual(["idsa-2025-complicated-uti"]);
  });
});
