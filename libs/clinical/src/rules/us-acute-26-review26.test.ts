import { describe, expect, it } from "vitest";
import { clinicianText, codes, finding, patientText, reviewFolder, runReviewCase } from "../testing/review-case.ts";

const { run, edit } = reviewFolder(new URL("./fixtures/us-acute-26-review26/", import.meta.url));

const UK_SOURCES = /nice-ng51-sepsis|nice-ng128-stroke-tia/;

describe("stroke or TIA symptoms in the notes on a US record (review 26, us-acute-26)", () => {
  it("01: a resolved episode on a US record is sent to the emergency department by the AHA TIA statement, no NICE or aspirin 300 mg", () => {
    const r = run("01-us-tia-resolved");
    const f = finding(r, "stroke-tia-symptoms-in-notes");
    expect(f?.severity).toBe("critical");
    expect(f?.clinician).toMatch(/suspected TIA/);
    expect(f?.clinician).toMatch(/AHA's 2023 statement on TIA: evaluate in the emergency department now/);
    expect(f?.clinician).toMatch(/MRI with diffusion preferred/);
    expect(f?.clinician).not.toMatch(/NICE|aspirin 300|999|ABCD2/);
    expect(f?.nextSteps).toEqual([
      "Emergency department evaluation now: brain imaging (MRI with diffusion preferred), neck and brain vessel imaging, ECG and early neurology input",
      "Advise calling 911 at once if symptoms return",
    ]);
    expect(f?.evidenceIds).toEqual(["aha-2023-tia-emergency-department", "aha-asa-2026-acute-ischemic-stroke"]);
    expect(f?.patient).toMatch(/transient ischemic attack/);
    expect(f?.patient).toMatch(/Go to an emergency department now/);
    expect(clinicianText(r) + patientText(r)).not.toMatch(/\b999\b/);
  });

  it("02: its UK twin keeps NICE NG128: aspirin 300 mg, a stroke specialist within 24 hours, 999", () => {
    const f = finding(run("02-uk-tia-resolved-twin"), "stroke-tia-symptoms-in-notes");
    expect(f?.clinician).toMatch(/NICE NG128: give aspirin 300 mg now unless contraindicated/);
    expect(f?.patient).toMatch(/call 999 at once/);
    expect(f?.evidenceIds).toEqual(["nice-ng128-stroke-tia"]);
  });

  it("03: ongoing symptoms on a US record on apixaban call 911 for a stroke-capable emergency department (AHA/ASA 2026)", () => {
    const r = run("03-us-stroke-ongoing-apixaban");
    const f = finding(r, "stroke-tia-symptoms-in-notes");
    expect(f?.clinician).toMatch(
      /suspected stroke: call 911 now for emergency transport to a stroke-capable emergency department/,
    );
    expect(f?.clinician).toMatch(/On an anticoagulant \(apixaban[^)]*\): tell the emergency team/);
    expect(f?.nextSteps).toEqual(["Call 911 now for emergency transport to a stroke-capable emergency department"]);
    expect(f?.evidenceIds).toEqual(["aha-asa-2026-acute-ischemic-stroke"]);
    expect(f?.refs.length).toBe(1);
    expect(f?.patient).toMatch(/get emergency help now by calling 911/);
    // The patient header says emergency care now, not "contact your doctor".
    // Stroke symptoms in the notes are not a result (review 33, older-acute-33).
    expect(patientText(r)).toMatch(/Something in your record needs emergency care now/);
  });

  it("03: a US TIA stated in the past (2019) gives no stroke finding", () => {
    const c = edit("01-us-tia-resolved", (d) => {
      d.additionalContext =
        "Primary care visit, Columbus, Ohio: history of TIA in 2019 with sudden weakness of the left arm, fully resolved. Here for blood pressure follow-up.";
    });
    expect(codes(runReviewCase(c))).not.toContain("stroke-tia-symptoms-in-notes");
  });

  // Review 34, acute-neither-34 case 01: silence on a record of neither country left a stroke in
  // progress unreported; such a record now gets the neutral reading.
  it("04: a record that reads as neither UK nor US gets the neutral reading, naming no number", () => {
    const f = finding(run("04-neither-tia-no-country"), "stroke-tia-symptoms-in-notes");
    expect(f?.severity).toBe("critical");
    expect(f?.patient).not.toMatch(/\b999\b|\b911\b/);
  });
});

describe("adult sepsis on a US record cites the Surviving Sepsis Campaign, not NICE NG51 (review 26, us-acute-26)", () => {
  it("05: high risk signs with pneumonia on a US record: SSC 2021 and NEWS2 scores, 911, no NICE", () => {
    const r = run("05-us-adult-sepsis-pneumonia");
    const f = finding(r, "sepsis-high-risk-adult");
    expect(f?.severity).toBe("critical");
    expect(f?.clinician).toMatch(/Surviving Sepsis Campaign 2021 treats sepsis as a medical emergency/);
    expect(f?.clinician).toMatch(/scores 3 on NEWS2/);
    expect(f?.clinician).not.toMatch(/NICE/);
    expect(f?.evidenceIds).toEqual(["ssc-2021-sepsis", "rcp-news2-2017"]);
    expect(f?.patient).toMatch(/call 911 or go to an emergency department/);
    expect(f?.nextSteps.join(" ")).not.toMatch(/NICE/);
  });

  it("06: its UK twin keeps NICE's high risk criteria and NG51 with NEWS2", () => {
    const f = finding(run("06-uk-adult-sepsis-twin"), "sepsis-high-risk-adult");
    expect(f?.clinician).toMatch(/These meet NICE high risk criteria for severe illness or death from sepsis/);
    expect(f?.clinician).toMatch(/NICE lists as high risk/);
    expect(f?.clinician).not.toMatch(/Surviving Sepsis/);
    expect(f?.evidenceIds).toEqual(["nice-ng51-sepsis", "rcp-news2-2017"]);
    // A UK record is told 999 and A&E since review 31 (infect-31 case 07).
    expect(f?.patient).toMatch(/call 999 or go to A&E/);
  });

  it("07: dangerous vital signs without infection on a US record: NEWS2 and SSC, no NICE question", () => {
    const f = finding(run("07-us-danger-signs-gi-bleed"), "vital-signs-danger");
    expect(f?.clinician).toMatch(
      /including infection \(think of sepsis\)\. Each of these vital signs scores 3 on NEWS2/,
    );
    expect(f?.clinician).not.toMatch(/NICE/);
    expect(f?.evidenceIds).toEqual(["rcp-news2-2017", "ssc-2021-sepsis"]);
  });

  it("07: the same signs on a UK record keep NICE's 'could this be sepsis?' and NG51", () => {
    const c = edit("07-us-danger-signs-gi-bleed", (d) => {
      d.additionalContext = "GP surgery visit: dizzy on standing since last night.";
    });
    const f = finding(runReviewCase(c), "vital-signs-danger");
    expect(f?.clinician).toMatch(/\(NICE: think 'could this be sepsis\?'\)\. NICE lists as high risk/);
    expect(f?.evidenceIds).toEqual(["rcp-news2-2017", "nice-ng51-sepsis"]);
  });

  it("08: cellulitis red flags on a US record screen for sepsis by SSC 2021, not the NICE sepsis criteria", () => {
    const f = finding(run("08-us-periorbital-cellulitis"), "cellulitis-red-flags");
    // Review 26 us-sources-26b: IDSA 2014 replaces NICE NG141 and RCEM on a US record.
    expect(f?.evidenceIds).toEqual(["idsa-2014-ssti", "ssc-2021-sepsis"]);
    expect(f?.nextSteps[1]).toMatch(/sepsis screening \(Surviving Sepsis Campaign 2021\)/);
    expect(f?.nextSteps.join(" ")).not.toMatch(/NICE sepsis criteria/);
  });

  it("08: the same cellulitis on a UK record keeps the NICE sepsis criteria and NG51", () => {
    const c = edit("08-us-periorbital-cellulitis", (d) => {
      d.additionalContext = d.additionalContext!.replace("Urgent care follow-up", "GP surgery follow-up");
    });
    const f = finding(runReviewCase(c), "cellulitis-red-flags");
    expect(f?.evidenceIds).toContain("nice-ng51-sepsis");
    expect(f?.nextSteps[1]).toMatch(/NICE sepsis criteria/);
  });
});

describe("child sepsis on a US record adds the Surviving Sepsis Campaign children's guideline (review 26, us-acute-26)", () => {
  it("09: a US child of 2 with high risk signs cites SSC children 2020 and says 911, never 999", () => {
    const r = run("09-us-child-sepsis-pneumonia");
    const f = finding(r, "sepsis-risk-child");
    expect(f?.severity).toBe("critical");
    expect(f?.clinician).toMatch(/Surviving Sepsis Campaign's international children's guideline \(2020\)/);
    expect(f?.evidenceIds).toContain("ssc-2020-sepsis-children");
    expect(f?.patient).toMatch(/call 911 or take the child to an emergency department/);
    expect(clinicianText(r) + patientText(r)).not.toMatch(/\b999\b/);
  });

  it("10: its UK twin keeps NICE alone, with 999", () => {
    const f = finding(run("10-uk-child-sepsis-twin"), "sepsis-risk-child");
    expect(f?.clinician).not.toMatch(/Surviving Sepsis/);
    expect(f?.evidenceIds).toEqual(["nice-ng254-sepsis-under-16s", "nice-ng51-sepsis"]);
    expect(f?.nextSteps[0]).toMatch(/usually 999 ambulance/);
  });
});

describe("no UK sepsis or stroke source left on the US cases (review 26, us-acute-26)", () => {
  it("the US adult cases cite neither NICE NG51 nor NG128 in any finding", () => {
    for (const name of ["01-us-tia-resolved", "03-us-stroke-ongoing-apixaban", "05-us-adult-sepsis-pneumonia"]) {
      const ids = run(name).findings.flatMap((f) => f.evidenceIds);
      expect(ids.join(" "), name).not.toMatch(UK_SOURCES);
    }
  });
});
