import { describe, expect, it } from "vitest";
import {
  clinicianText,
  codes,
  expectDeepReadsThrough,
  finding,
  patientText,
  reviewFolder,
  runReviewCase,
  runDeepReviewCase,
} from "../testing/review-case.ts";

/** The review's cases, kept with the test (synthetic records, no real patient). */
const { load, run } = reviewFolder(new URL("./fixtures/haem-23-review23/", import.meta.url));

describe("haematology 23: Mentzer index, CHIP, known MPN, oral iron response, headings (review 23)", () => {
  it("small cells with a high red cell count and no ferritin: the Mentzer index favours a trait, so the screen goes with the ferritin", () => {
    const r = run("01-microcytosis-high-rbc-mentzer");
    const f = finding(r, "microcytic-anaemia-iron-studies");
    expect(f?.clinician).toMatch(
      /Mentzer index \(MCV\/red cell count\) 11\.3, below 13, which favours thalassaemia trait/,
    );
    expect(f?.nextSteps[0]).toMatch(/^Check ferritin and CRP with a haemoglobinopathy screen .* at the same time/);
    expect(f?.nextSteps).toContain("If a carrier state is found, test the partner before conception");
    expect(f?.patient).not.toMatch(/often means low iron/);
    expect(f?.patient).toMatch(/carrier trait such as thalassaemia trait/);
    expect(f?.evidenceIds).toContain("vehapoglu-2014-mentzer-index");
  });

  it("a low red cell count with small cells (Mentzer above 13) keeps the iron-first reading", () => {
    const c = load("01-microcytosis-high-rbc-mentzer");
    const rbc = c.labResults.find((l: { name: string }) => l.name === "Red cell count");
    Object.assign(rbc, { value: "3.6", flag: "Low" });
    const f = finding(runReviewCase(c), "microcytic-anaemia-iron-studies");
    expect(f?.clinician).not.toMatch(/Mentzer/);
    expect(f?.patient).toMatch(/This often means low iron/);
  });

  it("iron-deficiency anaemia with a Mentzer index above 13 is not told about a trait", () => {
    const r = run("02-microcytosis-normal-rbc-iron-deficiency");
    expect(codes(r)).toContain("iron-deficiency-anaemia");
    expect(clinicianText(r)).not.toMatch(/Mentzer|thalassaemia trait over/);
  });

  it("a DNMT3A clone with a normal count is read as CHIP: not leukaemia, watch the count and cardiovascular risk", () => {
    const r = run("03-chip-dnmt3a-normal-fbc");
    const f = finding(r, "clonal-haematopoiesis");
    expect(f?.severity).toBe("low");
    expect(f?.clinician).toMatch(/clonal haematopoiesis of indeterminate potential \(CHIP\)/);
    expect(f?.clinician).toMatch(/about 0\.5–1% a year/);
    expect(f?.clinician).toMatch(/The blood count is not low/);
    expect(f?.patient).toMatch(/It is not leukaemia/);
    expect(f?.nextSteps.join(" ")).toMatch(/cardiovascular risk factors/);
    expect(f?.evidenceIds).toEqual(
      expect.arrayContaining(["ash-2018-chip-clinical-consequences", "libby-2019-chip-cardiovascular"]),
    );
  });

  it("CHIP beside a low platelet count asks for haematology advice", () => {
    const c = load("03-chip-dnmt3a-normal-fbc");
    c.data.recentNormalLabs = c.data.recentNormalLabs.filter((l: { display: string }) => l.display !== "Platelets");
    c.data.recentAbnormalLabs = [
      {
        display: "Platelets",
        value: "96",
        unit: "10*9/L",
        date: "2026-11-18",
        referenceRange: "150-400",
        interpretation: "L",
      },
    ];
    const f = finding(runReviewCase(c), "clonal-haematopoiesis");
    expect(f?.severity).toBe("moderate");
    expect(f?.nextSteps[0]).toMatch(/^Haematology advice/);
  });

  it("known polycythaemia vera on hydroxycarbamide: the haematocrit is read against its 0.45 target, and the macrocytosis as the drug's", () => {
    const r = run("04-pv-on-hydroxycarbamide-aspirin");
    const f = finding(r, "mpn-known-raised-count");
    expect(f?.severity).toBe("moderate");
    expect(f?.clinician).toMatch(
      /^Haematocrit 0\.46 L\/L .* not under the treatment target \(a haematocrit below 0\.45\)/,
    );
    expect(f?.clinician).toMatch(/\(on hydroxycarbamide 500 mg\)/);
    expect(f?.evidenceIds).toEqual(["leukemia-2021-pv-treatment-review"]);
    const mcv = finding(r, "macrocytosis");
    expect(mcv?.clinician).toMatch(/hydroxycarbamide raises the MCV/);
    expect(mcv?.nextSteps.join(" ")).not.toMatch(/Check B12, folate/);
    expect(clinicianText(r)).not.toMatch(/### Ana?emia/);
  });

  it("known polycythaemia vera with its JAK2 result on file is not diagnosed afresh with aspirin and hydroxycarbamide to start", () => {
    const c = load("04-pv-on-hydroxycarbamide-aspirin");
    c.data.recentNormalLabs[0].value = "0.53";
    c.data.geneticData = [
      { geneCode: "JAK2", geneDisplay: "JAK2 V617F", interpretation: "Detected", date: "2022-02-10" },
    ];
    const r = runReviewCase(c);
    expect(codes(r)).not.toContain("polycythaemia-vera");
    expect(codes(r)).not.toContain("mpn-driver-mutation");
    expect(clinicianText(r)).not.toMatch(/add cytoreductive treatment/);
    expect(finding(r, "mpn-known-raised-count")?.clinician).toMatch(/^Haematocrit 0\.53/);
  });

  it("low-risk ET on aspirin keeps the platelet reading and says nothing of starting treatment", () => {
    const r = run("05-et-low-risk-aspirin");
    const f = finding(r, "mpn-known-raised-count");
    expect(f?.severity).toBe("info");
    expect(f?.clinician).toMatch(/the raised count is the condition itself, not a reactive one/);
    expect(clinicianText(r)).not.toMatch(/cytoreduct|start (?:low-dose )?aspirin/i);
  });

  it("haemoglobin not risen after 8 weeks of oral iron: adherence, malabsorption, loss and intravenous iron, not 'continue'", () => {
    const r = run("06-oral-iron-not-working");
    const f = finding(r, "iron-deficiency-anaemia");
    expect(f?.clinician).toMatch(
      /The oral iron is not working: haemoglobin 97 g\/L \(2026-09-28\) to 96 g\/L \(2026-11-26\) after 8 weeks/,
    );
    expect(f?.nextSteps[0]).toMatch(
      /^No response to oral iron: .*every other day.*coeliac serology, Helicobacter pylori.*intravenous iron/,
    );
    expect(f?.nextSteps.join(" ")).not.toMatch(/Continue the iron already prescribed/);
    expect(f?.patient).toMatch(/has not risen on the iron tablets/);
    expect(f?.evidenceIds).toContain("cornwall-rms-ida");
  });

  it("oral iron started only two weeks before the latest haemoglobin is not judged yet", () => {
    const c = load("06-oral-iron-not-working");
    c.data.medications[0].startDate = "2026-11-12";
    const f = finding(runReviewCase(c), "iron-deficiency-anaemia");
    expect(f?.clinician).not.toMatch(/not working/);
    expect(f?.nextSteps[0]).toMatch(/^Continue the iron already prescribed/);
  });

  it("a haemoglobin that rose on oral iron is a response", () => {
    const c = load("06-oral-iron-not-working");
    c.data.labTrends[0].values[2].value = "112";
    c.data.recentAbnormalLabs[0].value = "112";
    expect(finding(runReviewCase(c), "iron-deficiency-anaemia")?.clinician ?? "").not.toMatch(/not working/);
  });

  it("a low folate with a normal haemoglobin is headed Folate, not Anaemia", () => {
    const r = run("07-folate-low-hb-normal");
    expect(finding(r, "folate-deficiency")).toBeDefined();
    expect(clinicianText(r)).toMatch(/### Folate/);
    expect(clinicianText(r)).not.toMatch(/Ana?emia/);
  });

  it("isolated mild thrombocytopenia stays a single low-priority line", () => {
    const r = run("08-mild-thrombocytopenia-isolated");
    expect(codes(r)).toEqual(["lab-low"]);
    expect(patientText(r)).toMatch(/does not usually cause bleeding/);
  });

  it("lasting lymphocytosis in a 74-year-old asks for a film and flow cytometry", () => {
    const r = run("09-lymphocytosis-older-adult");
    expect(finding(r, "persistent-lymphocytosis")?.nextSteps[0]).toMatch(/flow cytometry/);
  });

  it("raised ferritin with a normal transferrin saturation points to metabolic causes, not overload", () => {
    const r = run("10-ferritin-high-tsat-normal-metabolic");
    expect(codes(r)).toContain("raised-ferritin-tsat-below-45");
    expect(codes(r)).not.toContain("iron-overload-screen");
  });

  it("low B12 on metformin and lansoprazole names both medicines", () => {
    const r = run("11-b12-deficiency-ppi-metformin");
    expect(codes(r)).toEqual(expect.arrayContaining(["metformin-b12-low", "ppi-b12-low"]));
  });

  it("the EHR cases read through in deep mode, with the CHIP and known-PV readings kept", () => {
    for (const name of ["03-chip-dnmt3a-normal-fbc", "04-pv-on-hydroxycarbamide-aspirin", "06-oral-iron-not-working"]) {
      const c = load(name);
      const r = runDeepReviewCase(c);
      expectDeepReadsThrough(r);
      if (name.startsWith("03")) expect(codes(r)).toContain("clonal-haematopoiesis");
      if (name.startsWith("04")) expect(codes(r)).toContain("mpn-known-raised-count");
    }
  });

  it("a normal blood count with normal haematinics stays quiet", () => {
    const r = run("12-normal-fbc-quiet");
    expect(r.findings).toHaveLength(0);
    expect(patientText(r)).toMatch(/Nothing in these results stands out/);
  });
});
