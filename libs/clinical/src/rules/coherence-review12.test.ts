import { describe, expect, it } from "vitest";
import { EMERGENCY_NOW_HEADER } from "../compose/emergency-header.ts";
import { finding, loadReviewCase, runReviewCase } from "../testing/review-case.ts";

/*
 * The review 12 coherence review: findings read together in one report (synthetic cases copied
 * from the haematology and immunosuppression reviews).
 */

const HAEM = new URL("./fixtures/haematology-review12/", import.meta.url);
const IMMUNO = new URL("./fixtures/immunosuppression-review12/", import.meta.url);
const run = (folder: URL, name: string) => runReviewCase(loadReviewCase(folder, name));
type Result = ReturnType<typeof run>;
const patientReport = (r: Result) => String((r.result as Record<string, unknown>).patientResponse ?? "");

const STOP =
  /Stop taking (?:methotrexate|it) until the team who prescribes it has checked your blood, and contact them today\./;

describe("review 12 coherence: methotrexate toxicity read across the blood-count findings", () => {
  // Haematology 13: pancytopenia (neutrophils 0.4) on methotrexate with trimethoprim, "temperature 38.1" and sore throat in the notes.
  const r = run(HAEM, "13-pancytopenia-mtx-trimethoprim");

  it("does not call the macrocytosis a mild stable drug effect or continue routine monitoring", () => {
    const f = finding(r, "macrocytosis");
    expect(f?.clinician).not.toMatch(/mild stable macrocytosis/);
    expect(f?.clinician).toMatch(/read with the possible methotrexate toxicity finding/);
    expect(f?.nextSteps.join(" ")).not.toMatch(/Continue routine methotrexate blood monitoring/);
  });

  it("tells the patient the recorded fever sends them to hospital now, not 'if you get a fever'", () => {
    const f = finding(r, "methotrexate-marrow-toxicity");
    expect(f?.severity).toBe("critical");
    expect(f?.patient).toMatch(STOP);
    expect(f?.patient).toMatch(/Your notes record signs of infection \(.*temperature 38\.1.*\)/);
    expect(f?.patient).toMatch(/go to an emergency department now/);
    expect(f?.patient).not.toMatch(/If you get a fever/);
    expect(f?.patient).not.toMatch(/whether to take your next dose/);
  });

  it("puts the drug first in the pancytopenia finding and does not tell the patient leukaemia must be ruled out", () => {
    const f = finding(r, "severe-cytopenias");
    expect(f?.clinician).toMatch(/Marrow toxicity from methotrexate is the likely cause/i);
    expect(f?.clinician).not.toMatch(/come first among the causes/);
    expect(f?.patient).toMatch(/One of your medicines is the likely cause/);
    expect(f?.patient).not.toMatch(/leukaemia/);
  });

  it("does not tell the patient to raise the mouth ulcers 'soon' or not to change methotrexate", () => {
    // Since review 14 (leftovers, item 4) the mouth ulcers are read only by the marrow-toxicity
    // finding, so the notes finding, which had nothing else to say here, no longer appears.
    expect(finding(r, "methotrexate-safety-notes")).toBeUndefined();
    const patient = r.findings.map((f) => f.patient).join(" ");
    expect(patient).not.toMatch(/soon|do not change your methotrexate/);
  });

  it("does not call a patient on methotrexate 'not immunosuppressed' in the febrile neutropenia finding", () => {
    const f = finding(r, "febrile-neutropenia");
    expect(f?.clinician).not.toMatch(/not immunosuppressed/);
    expect(f?.clinician).toMatch(/the low count here is likely from methotrexate/i);
  });

  it("keeps the stable-drug-effect reading when the counts are normal", () => {
    const c = loadReviewCase(HAEM, "13-pancytopenia-mtx-trimethoprim");
    c.labResults = c.labResults.filter((l: { name: string }) => l.name === "MCV");
    c.patientContext.clinicalNotes = "";
    const f = finding(runReviewCase(c), "macrocytosis");
    expect(f?.clinician).toMatch(/mild stable macrocytosis is most likely a drug effect/);
    expect(f?.nextSteps.join(" ")).toMatch(/Continue routine methotrexate blood monitoring/);
  });
});

describe("review 12 coherence: one instruction for the three marrow-toxicity rules", () => {
  it("azathioprine with neutrophils 0.6 and a recorded sore throat: stop, emergency now, emergency header", () => {
    // Immunosuppression 01: azathioprine week 6, neutrophils 0.6, "Sore throat for 2 days".
    const r = run(IMMUNO, "01-aza-neutropenia-week6");
    const f = finding(r, "thiopurine-marrow-toxicity");
    expect(f?.severity).toBe("critical");
    expect(f?.patient).toMatch(STOP);
    expect(f?.patient).toMatch(/Your notes record signs of infection \(sore throat\)/);
    expect(f?.patient).toMatch(/go to an emergency department now/);
    expect(f?.patient).not.toMatch(/usually ask you to stop it for now/);
    expect(patientReport(r)).toContain(EMERGENCY_NOW_HEADER);
    expect(patientReport(r)).toMatch(/unless this report tells you to stop one/);
  });

  it("sulfasalazine with neutrophils 0.3 and a recorded fever says the same", () => {
    const r = run(IMMUNO, "12-sulfasalazine-agranulocytosis-messy");
    const f = finding(r, "sulfasalazine-marrow-toxicity");
    expect(f?.severity).toBe("critical");
    expect(f?.patient).toMatch(STOP);
    // The temperature is sent as a lab row ("Temp 38.4 C"), read as a vital sign since review 21 (leftovers-21f).
    expect(f?.patient).toMatch(/Your notes record signs of infection \(temperature 38\.4 C, fever\)/);
    expect(f?.patient).toMatch(/go to an emergency department now/);
    // The case reads as US (haemoglobin in g/dL, a count in K/uL): the header says 911 (review 31b, acute-31b).
    expect(patientReport(r)).toMatch(
      /Some of your results need emergency care now\. Call 911 or go to the emergency room now\./,
    );
  });
});
