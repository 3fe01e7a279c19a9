import { describe, expect, it } from "vitest";
import { clinicianText, codes, finding, patientText, reviewFolder } from "../testing/review-case.ts";

/*
 * Review 32, onc-haem-32b: a fresh sweep of haematology and oncology (15 cases, UK, US and neither).
 * Found and changed:
 * - 01: known ET on hydroxycarbamide with platelets 1120 got the generic "act on the critical platelet
 *   count now … treat as clinically indicated" beside a line saying the haematology team follows the
 *   count. A count above 1000 in a known myeloproliferative neoplasm is now the MPN finding's own,
 *   graded high, with the acquired von Willebrand / bleeding and aspirin points; the generic critical
 *   line folds into it (mpn-driver-mutation.ts, lead-finding.ts).
 * - 02–04: rhabdomyolysis said "treat the potassium as an emergency" for any potassium above range
 *   (5.3 too) and made the finding critical. The potassium is now tiered by the engine's
 *   hyperkalaemia bands: emergency from 6.5 (or ECG changes), a 12-lead ECG now at 6.0–6.4, a
 *   repeat below 6.0 (rhabdomyolysis.ts).
 * - 05: "Temp 101.8 F" on R-CHOP with neutrophils 0.2 was not read as a fever (oncology-haematology.ts).
 * - 10: "JAK2 V617F mutation detected" in the notes was asked to send a JAK2 test; now read as
 *   polycythaemia vera, and its raised white cells are not a separate "repeat with a film" point.
 * - 13: a platelet fall from 245 (pre-operative, in the notes) to 118 on day 7 of enoxaparin with a
 *   swollen calf drew no HIT finding; the notes' baseline and heparin day are now read.
 * - 08: a paraprotein with calcium 12.4, creatinine 2.6 and anaemia was titled "assess for MGUS and its
 *   risk" and told the patient it is watched over time; now titled and worded as myeloma to exclude.
 * - 14: trimethoprim named only in the notes was not named as a trigger of methotrexate toxicity.
 */
const { run } = reviewFolder(new URL("./fixtures/onc-haem-32b-review32/", import.meta.url));

type Run = ReturnType<typeof run>;
const steps = (r: Run) => r.findings.flatMap((f) => f.nextSteps);
const cited = (r: Run) => r.findings.flatMap((f) => f.evidenceIds);

describe("known myeloproliferative neoplasm with platelets above 1000 (review 32, onc-haem-32b)", () => {
  it("01: ET on hydroxycarbamide, platelets 1120: one high finding with the bleeding and aspirin points, no generic critical step", () => {
    const r = run("01-uk-et-hydroxycarbamide-platelets-1120-ehr");
    expect(codes(r)).not.toContain("lab-critical");
    const f = finding(r, "mpn-known-raised-count");
    expect(f?.severity).toBe("high");
    expect(f?.clinician).toMatch(/acquired von Willebrand syndrome/);
    expect(f?.clinician).toMatch(/whether the aspirin continues/);
    expect(f?.evidenceIds).toContain("michiels-1999-thrombocythaemia-acquired-vwd");
    expect(clinicianText(r)).not.toMatch(/treat as clinically indicated/);
    expect(patientText(r)).toMatch(/specialist team needs to see this result today/);
  });
});

describe("rhabdomyolysis potassium tiered by the hyperkalaemia bands (review 32, onc-haem-32b)", () => {
  it("02: US, long lie, potassium 5.3 and creatinine normal: a repeat, not an emergency; graded high", () => {
    const r = run("02-us-rhabdo-long-lie-potassium-5-3-labs");
    const f = finding(r, "rhabdomyolysis");
    expect(f?.severity).toBe("high");
    expect(f?.nextSteps.join("\n")).not.toMatch(/as an emergency/);
    expect(f?.nextSteps).toContain(
      "Recheck potassium within hours with the other bloods: it is below 6.0 mmol/L now but can rise as muscle breaks down",
    );
    expect(f?.evidenceIds).not.toContain("acep-2021-hyperkalaemia-ed");
    expect(f?.patient).not.toMatch(/already show/);
  });

  it("03: neither country, potassium 6.2 with a raised creatinine: ECG now, KDIGO cited, critical for the kidney", () => {
    const r = run("03-rhabdo-seizure-potassium-6-2-labs");
    const f = finding(r, "rhabdomyolysis");
    expect(f?.severity).toBe("critical");
    expect(f?.nextSteps.some((s) => /^12-lead ECG now for the potassium of 6\.0–6\.4 mmol\/L/.test(s))).toBe(true);
    expect(f?.nextSteps.join("\n")).not.toMatch(/Treat the potassium as an emergency/);
    expect(f?.evidenceIds).toContain("kdigo-2020-potassium-controversies");
    expect(f?.patient).toMatch(/your kidney results already show strain/);
  });

  it("04: crush injury, potassium 6.8: treated as a hyperkalaemia emergency", () => {
    const r = run("04-rhabdo-crush-potassium-6-8-labs");
    const f = finding(r, "rhabdomyolysis");
    expect(f?.severity).toBe("critical");
    expect(f?.nextSteps.some((s) => /^Treat the potassium as an emergency now/.test(s))).toBe(true);
    expect(f?.clinician).toMatch(/a hyperkalaemia emergency: 6\.5 mmol\/L or more/);
  });
});

describe("neutropenic fever on chemotherapy (review 32, onc-haem-32b)", () => {
  it("05: US, R-CHOP day 9, 'Temp 101.8 F' in the notes, neutrophils 0.2: suspected neutropenic sepsis with ASCO/IDSA", () => {
    const r = run("05-us-neutropenic-fever-chemo-labs");
    const f = finding(r, "neutropenic-sepsis");
    expect(f?.severity).toBe("critical");
    expect(f?.evidenceIds).toContain("asco-idsa-2018-outpatient-fever-neutropenia");
    expect(patientText(r)).toMatch(/911/);
    expect(patientText(r)).not.toMatch(/\b999\b|A&E/);
  });

  it("06: UK, CAPOX day 10, 38.3 °C, neutrophils 0.4: suspected neutropenic sepsis with NICE CG151", () => {
    const r = run("06-uk-neutropenic-fever-chemo-ehr");
    const f = finding(r, "neutropenic-sepsis");
    expect(f?.severity).toBe("critical");
    expect(f?.evidenceIds).toContain("nice-cg151-neutropenic-sepsis");
  });
});

describe("new haematology findings read as the condition (review 32, onc-haem-32b)", () => {
  it("07: lymphocytes 12 in a well 70-year-old: repeat with a film, CLL named among the causes", () => {
    const r = run("07-uk-lymphocytosis-12-age-70-ehr");
    expect(finding(r, "lymphocytosis-repeat-film")?.clinician).toMatch(/chronic lymphocytic leukaemia/);
  });

  it("08: US paraprotein with calcium 12.4 and creatinine 2.6: hypercalcaemia critical, myeloma to exclude", () => {
    const r = run("08-us-myeloma-paraprotein-calcium-aki-labs");
    expect(finding(r, "hypercalcaemia")?.severity).toBe("critical");
    const f = finding(r, "paraprotein-new-finding");
    expect(f?.clinician).toMatch(/myeloma or a related disorder needs excluding/);
    expect(f?.title).toBe("Paraprotein with features beyond MGUS: myeloma or a related disorder to exclude");
    expect(f?.patient).not.toMatch(/watched with blood tests over time/);
    expect(f?.patientQuestions.join(" ")).not.toMatch(/checked again/);
  });

  it("09: UK ferritin 1150 with transferrin saturation 68%: iron overload screen", () => {
    const r = run("09-uk-ferritin-transferrin-saturation-labs");
    expect(codes(r)).toContain("iron-overload-screen");
  });

  it("10: haemoglobin 190 with 'JAK2 V617F mutation detected' in the notes: polycythaemia vera, no new JAK2 test", () => {
    const r = run("10-polycythaemia-hb-190-jak2-labs");
    const f = finding(r, "polycythaemia-vera");
    expect(f?.clinician).toMatch(/jak2 v617f mutation detected" in the notes/i);
    expect(codes(r)).not.toContain("erythrocytosis-mpn-features");
    expect(codes(r)).not.toContain("neutrophilia-repeat-film");
    expect(steps(r).join("\n")).not.toMatch(/JAK2 V617F mutation test/);
  });

  it("11: B12 98 with pins and needles and unsteadiness: the neurological B12 finding leads", () => {
    const r = run("11-uk-b12-neuro-ehr");
    expect(finding(r, "b12-deficiency-neurological")?.severity).toBe("critical");
  });

  it("12: US apixaban with platelets 45 and bruising: the anticoagulant low-platelet finding", () => {
    const r = run("12-us-apixaban-platelets-45-labs");
    expect(finding(r, "anticoagulant-low-platelets")?.severity).toBe("critical");
  });

  it("13: platelets 245 before surgery (notes) to 118 on day 7 of enoxaparin with a swollen calf: HIT, 4Ts from the notes", () => {
    const r = run("13-uk-hit-enoxaparin-day7-ehr");
    const f = finding(r, "heparin-induced-thrombocytopenia");
    expect(f?.clinician).toMatch(/Platelets fell from 245 \("platelets 245 before" in the notes\)/);
    expect(f?.clinician).toMatch(/timing 2 \("day 7 of enoxaparin" in the notes\)/);
    expect(steps(r).join("\n")).toMatch(/Stop all heparin and start a non-heparin anticoagulant/);
  });

  it("14: pancytopenia on methotrexate with trimethoprim only in the notes: trimethoprim named as a trigger", () => {
    const r = run("14-methotrexate-pancytopenia-older-ehr");
    const f = finding(r, "methotrexate-marrow-toxicity");
    expect(f?.clinician).toMatch(/trimethoprim in the notes \("recently started trimethoprim"\)/);
    expect(f?.nextSteps.some((s) => /trimethoprim in the notes is still being taken/.test(s))).toBe(true);
    expect(cited(r)).toContain("medsafe-2022-methotrexate-trimethoprim");
  });

  it("15: US PSA 6.8 at 72: raised PSA repeated before further tests, no NHS wording", () => {
    const r = run("15-us-psa-72-labs");
    expect(codes(r)).toContain("psa-elevated");
    expect(`${patientText(r)}\n${clinicianText(r)}`).not.toMatch(/\bGP\b|A&E|NHS/);
  });
});
