import { describe, expect, it } from "vitest";
import { codes, finding, reviewFolder, runReviewCase } from "../testing/review-case.ts";

const { run, load } = reviewFolder(new URL("./fixtures/infection-29-review29/", import.meta.url));

interface LabCase {
  labResults: { name: string; value: string; unit?: string; date?: string }[];
  patientContext: { age?: string; clinicalNotes: string; medications: { name: string }[] };
}
const lab = (c: ReturnType<typeof load>) => c as unknown as LabCase;

describe("advanced HIV with chest symptoms is checked for Pneumocystis pneumonia the same day (review 29, infection-29)", () => {
  it("03: CD4 150 with a dry cough and breathlessness puts a same-day Pneumocystis check first, and prophylaxis after it", () => {
    const f = finding(run("03-uk-hiv-detectable-cd4-150-no-pcp-labs"), "hiv-advanced-cd4-below-200");
    expect(f?.nextSteps[0]).toMatch(/^Same-day assessment for Pneumocystis pneumonia \("dry cough" in the notes\)/);
    expect(f?.nextSteps.join(" ")).toMatch(/Once Pneumocystis pneumonia is excluded, start Pneumocystis prophylaxis/);
    expect(f?.clinician).toMatch(/looked for the same day before prophylaxis is started/);
    expect(f?.patient).toMatch(/See a doctor today\./);
    expect(f?.evidenceIds).toContain("salzer-2018-pcp-hiv-presentation");
    expect(f?.evidenceIds).toContain("dhhs-virologic-failure");
  });

  it("03: the same record without chest symptoms keeps prophylaxis as the plan, with no same-day check", () => {
    const c = load("03-uk-hiv-detectable-cd4-150-no-pcp-labs");
    lab(c).patientContext.clinicalNotes =
      "HIV clinic, Leeds. Admits missing doses over the summer after bereavement. No co-trimoxazole. Feels well.";
    const f = finding(runReviewCase(c), "hiv-advanced-cd4-below-200");
    expect(f?.nextSteps.join(" ")).not.toMatch(/Same-day assessment|Once Pneumocystis/);
    expect(f?.nextSteps.join(" ")).toMatch(/Start Pneumocystis prophylaxis with trimethoprim-sulfamethoxazole/);
    expect(f?.patient).not.toMatch(/See a doctor today/);
    expect(f?.evidenceIds).not.toContain("salzer-2018-pcp-hiv-presentation");
  });

  it("03: a cough that the notes deny does not count", () => {
    const c = load("03-uk-hiv-detectable-cd4-150-no-pcp-labs");
    lab(c).patientContext.clinicalNotes = "HIV clinic, Leeds. Admits missing doses. No cough, no shortness of breath.";
    const f = finding(runReviewCase(c), "hiv-advanced-cd4-below-200");
    expect(f?.nextSteps.join(" ")).not.toMatch(/Same-day assessment/);
  });
});

describe("pre-TNF screening offers the non-live shingles vaccine to adults (review 29, infection-29)", () => {
  it("11: a woman of 72 before infliximab is offered the recombinant shingles vaccine beside VZV serology", () => {
    const f = finding(run("11-us-varicella-serology-before-infliximab-72f-labs"), "anti-tnf-pre-treatment-screening");
    expect(f?.nextSteps[0]).toMatch(/VZV serology/);
    expect(f?.nextSteps.join(" ")).toMatch(/Offer the recombinant shingles vaccine \(Shingrix\): it is not live/);
    expect(f?.evidenceIds).toContain("shingrix-recombinant-immunosuppressed");
    expect(f?.patient).toMatch(/Ask about the shingles vaccine too/);
  });

  it("11: a teenager of 16 keeps VZV serology without the adult shingles vaccine step", () => {
    const c = load("11-us-varicella-serology-before-infliximab-72f-labs");
    lab(c).patientContext.age = "16";
    const f = finding(runReviewCase(c), "anti-tnf-pre-treatment-screening");
    expect(f?.nextSteps[0]).toMatch(/VZV serology/);
    expect(f?.nextSteps.join(" ")).not.toMatch(/shingles vaccine/);
    expect(f?.evidenceIds).not.toContain("shingrix-recombinant-immunosuppressed");
  });

  it("11: an adult whose notes record Shingrix already is not offered it again", () => {
    const c = load("11-us-varicella-serology-before-infliximab-72f-labs");
    lab(c).patientContext.clinicalNotes += " Shingrix dose 1 given last month.";
    const f = finding(runReviewCase(c), "anti-tnf-pre-treatment-screening");
    expect(f?.nextSteps.join(" ")).not.toMatch(/Offer the recombinant shingles vaccine/);
  });
});

describe("the other infection cases keep their readings (review 29, infection-29)", () => {
  it("01: a serofast RPR after treatment is read as an adequate response, not reinfection", () => {
    expect(codes(run("01-us-rpr-serofast-after-treatment-labs"))).toContain("syphilis-treated-adequate-response");
  });
  it("02: a fourfold RPR rise after treatment is read as reinfection or failure", () => {
    const f = finding(run("02-uk-rpr-rising-fourfold-labs"), "syphilis-serology-reactive");
    expect(f?.clinician).toMatch(/reinfection or treatment failure/);
  });
  it("10: fever on chemotherapy with neutrophils 0.3 is a critical neutropenic sepsis finding", () => {
    const f = finding(run("10-us-neutropenic-fever-chemo-ehr"), "neutropenic-sepsis");
    expect(f?.severity).toBe("critical");
  });
});

describe("an isolated anti-HBc is read as such, not as a call to vaccinate (review 29, infection-29)", () => {
  const withoutRituximab = () => {
    const c = load("04-us-isolated-anti-hbc-before-rituximab-labs");
    lab(c).patientContext.clinicalNotes = "Primary care, Ohio. Born in Vietnam. Well.";
    return c;
  };

  it("04: HBsAg negative, anti-HBc reactive, anti-HBs <3.5 gives the isolated anti-HBc finding and drops the vaccine line", () => {
    const r = runReviewCase(withoutRituximab());
    const f = finding(r, "hbv-isolated-core-antibody");
    expect(f?.clinician).toMatch(/false-positive anti-HBc, a past infection, a low-level chronic infection/);
    expect(f?.evidenceIds).toContain("cdc-2010-hbv-serology");
    expect(r.result.patientResponse).not.toMatch(/whether a vaccine is advised/);
    expect(codes(r)).not.toContain("lab-low");
  });

  it("04: with anti-HBs protective the resolved-and-immune finding stands instead", () => {
    const c = withoutRituximab();
    lab(c).labResults = lab(c).labResults.map((o) =>
      o.name === "Hepatitis B surface antibody" ? { ...o, value: "85" } : o,
    );
    const r = runReviewCase(c);
    expect(codes(r)).toContain("hbv-resolved-immune");
    expect(codes(r)).not.toContain("hbv-isolated-core-antibody");
  });

  it("04: before rituximab the reactivation finding speaks for the results, not the isolated anti-HBc one", () => {
    const r = run("04-us-isolated-anti-hbc-before-rituximab-labs");
    expect(codes(r)).toContain("hbv-reactivation-anti-cd20");
    expect(codes(r)).not.toContain("hbv-isolated-core-antibody");
  });
});
