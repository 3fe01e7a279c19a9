import { describe, expect, it } from "vitest";
import { reviewFolder } from "../testing/review-case.ts";

const { run } = reviewFolder(new URL("./fixtures/overcall-review12/", import.meta.url));

describe("review 12, overcall: explained or marginal results are not over-called", () => {
  it("a calcium that is normal once adjusted for a high-normal albumin is not sent to a parathyroid work-up (04)", () => {
    const r = run("04-mild-isolated-lab");
    expect(r.findings.map((f) => f.code)).not.toContain("hypercalcaemia");
    const calcium = r.findings.find((f) => f.code === "lab-high" && /calcium/i.test(f.title));
    expect(calcium?.clinician).toContain("adjusted for it, the calcium is about 9.7 mg/dL, within the usual range");
    expect(calcium?.evidenceIds).toContain("gpnotebook-calcium-adjustment");
    expect(r.result.patientResponse).not.toMatch(/overactive parathyroid gland\.|PTH\) test/);
  });

  it("a sodium just below the range in a well adult is low priority with a repeat, not an osmolality work-up (04)", () => {
    const na = run("04-mild-isolated-lab").findings.find((f) => f.code === "hyponatraemia");
    expect(na?.severity).toBe("low");
    expect(na?.nextSteps[0]).toMatch(/^Repeat the sodium with the next routine bloods/);
    expect(na?.patient).toContain("only just below the usual range");
    expect(na?.evidenceIds).toContain("bnssg-remedy-hyponatraemia");
  });

  it("sodium 134 on sertraline without symptoms is low priority and still names the drug (psychiatry 16)", () => {
    const na = run("16-psychiatry-lithium-sodium-134").findings.find((f) => f.code === "hyponatraemia");
    expect(na?.severity).toBe("low");
    expect(na?.nextSteps.join(" ")).toMatch(/sertraline/i);
  });

  it("a recorded Gilbert syndrome explains the unconjugated rise: no repeat, no 'could this be' question (02)", () => {
    const r = run("02-gilbert-lab");
    const codes = r.findings.map((f) => f.code);
    expect(codes).toContain("known-gilbert-bilirubin");
    expect(codes).not.toContain("isolated-raised-bilirubin");
    expect(r.result.patientResponse).toContain("This fits your known Gilbert syndrome");
    expect(r.result.patientResponse).not.toMatch(/Could this be Gilbert|repeat test/);
    expect(r.result.clinicianResponse).not.toMatch(/Repeat the bilirubin/);
  });

  it("a Duffy-null count stable by the notes is read calmly without an earlier count in the results (03)", () => {
    const r = run("03-ben-lab");
    const f = r.findings.find((x) => x.code === "duffy-null-neutrophil-count");
    expect(f?.clinician).toContain('with the record stating "neutrophils 1.1-1.3 on four counts since 2018, stable"');
    expect(r.result.patientResponse).not.toMatch(/serious infection|bone-marrow problems/);
    expect(r.result.patientResponse).toContain("does not raise the risk of infection");
  });
});
