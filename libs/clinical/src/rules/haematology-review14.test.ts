import { describe, expect, it } from "vitest";
import { type ReviewCase, reviewFolder, runReviewCase } from "../testing/review-case.ts";

const { load } = reviewFolder(new URL("./fixtures/haematology-review14/", import.meta.url));
const find = (c: ReviewCase, code: string) => runReviewCase(c).findings.find((f) => f.code === code);
const codes = (c: ReviewCase) => runReviewCase(c).findings.map((f) => f.code);

describe("HFE results written in HGVS (review 14, haematology case 16)", () => {
  it("reads p.(Cys282Tyr) homozygous as C282Y homozygosity and plans yearly iron checks when iron is normal", () => {
    const f = find(load("16-hfe-homozygote-normal-iron-family-screen"), "hfe-haemochromatosis-genotype");
    expect(f?.severity).toBe("low");
    expect(f?.clinician).toMatch(/do not show iron overload now/);
    expect(f?.nextSteps.join(" ")).toMatch(/Recheck ferritin and transferrin saturation yearly/);
    expect(f?.patient).toMatch(/iron blood tests are normal now, so no treatment is needed/);
    expect(f?.evidenceIds).toContain("easl-2010-hfe-haemochromatosis");
  });

  it("treats an HGVS C282Y homozygote with raised iron indices as iron overload, without asking for genotyping", () => {
    const c = load("16-hfe-homozygote-normal-iron-family-screen");
    c.data.recentNormalLabs[0].value = "720";
    c.data.recentNormalLabs[1].value = "68";
    const found = codes(c);
    expect(found).toContain("hfe-haemochromatosis-genotype");
    expect(found).not.toContain("iron-overload-screen");
    expect(find(c, "hfe-haemochromatosis-genotype")?.severity).toBe("high");
  });

  it("reads c.845G>A with c.187C>G as a compound heterozygote, not a homozygote", () => {
    const c = load("16-hfe-homozygote-normal-iron-family-screen");
    c.data.geneticData[0].value = "c.845G>A / c.187C>G compound heterozygous";
    const f = find(c, "hfe-haemochromatosis-genotype");
    expect(f?.clinician).toMatch(/compound heterozygosity rarely causes iron overload/);
  });
});

describe("persistent monocytosis with macrocytic cytopenias (review 14, haematology case 14)", () => {
  it("does not let a low stated alcohol intake explain the picture away, and names CMML", () => {
    const f = find(load("14-persistent-monocytosis-macrocytosis-72m"), "macrocytosis-with-cytopenias");
    expect(f?.severity).toBe("high");
    expect(f?.clinician).toMatch(/chronic myelomonocytic leukaemia/);
    expect(f?.nextSteps.join(" ")).toMatch(/myelodysplasia or chronic myelomonocytic leukaemia/);
    expect(f?.evidenceIds).toContain("who-2016-myeloid-cmml");
  });

  it("reads drinking above 14 units a week as the explanation", () => {
    const c = load("14-persistent-monocytosis-macrocytosis-72m");
    c.data.additionalContext = "Tired. Drinks 40 units a week.";
    expect(codes(c)).not.toContain("macrocytosis-with-cytopenias");
  });

  it("does not name CMML when the monocyte count has been raised for under 3 months", () => {
    const c = load("14-persistent-monocytosis-macrocytosis-72m");
    c.data.labTrends[0].values = c.data.labTrends[0].values.slice(2);
    const f = find(c, "macrocytosis-with-cytopenias");
    expect(f?.clinician).not.toMatch(/myelomonocytic/);
  });
});

describe("blood counts after a splenectomy (review 14, haematology case 12)", () => {
  it("reads a mildly raised platelet and lymphocyte count as expected after splenectomy", () => {
    const out = runReviewCase(load("12-post-splenectomy-thrombocytosis"));
    const platelets = out.findings.find((f) => f.code === "lab-high" && /Platelet/.test(f.title));
    expect(platelets?.clinician).toMatch(/expected after removal of the spleen/);
    expect(platelets?.patient).not.toMatch(/inflammation, iron deficiency or bleeding/);
    expect(platelets?.evidenceIds).toContain("rab-2018-splenectomy-blood-counts");
    const lymphocytes = out.findings.find((f) => f.code === "lab-high" && /Lymphocytes/.test(f.title));
    expect(lymphocytes?.clinician).toMatch(/expected after removal of the spleen/);
  });

  it("keeps the usual reading without a splenectomy in the record", () => {
    const c = load("12-post-splenectomy-thrombocytosis");
    c.data.pastMedicalHistory = [];
    c.data.medications = [];
    c.data.additionalContext = "Annual review. Well.";
    const platelets = runReviewCase(c).findings.find((f) => f.code === "lab-high" && /Platelet/.test(f.title));
    expect(platelets?.clinician).not.toMatch(/spleen/);
  });
});

describe("iron-deficiency anaemia with heavy periods (review 14, haematology case 08)", () => {
  it("names the heavy periods as the likely source and asks for them to be treated", () => {
    const f = find(load("08-ida-heavy-periods-32f"), "iron-deficiency-anaemia");
    expect(f?.clinician).toMatch(/menstrual loss is the likely source/);
    const steps = f?.nextSteps.join(" ") ?? "";
    // Mefenamic acid (an NSAID, a NICE NG88 option) is already taken: its treatment is reviewed (review 22, deep sweep 02).
    expect(steps).toMatch(/Review the treatment of the heavy periods, still heavy on Mefenamic acid/i);
    expect(steps).not.toMatch(/endoscopy in men and postmenopausal women/);
    expect(f?.evidenceIds).toEqual(
      expect.arrayContaining(["apt-2008-premenopausal-ida", "nice-ng88-heavy-menstrual-bleeding"]),
    );
  });

  it("keeps the search for a source when gut symptoms are recorded", () => {
    const c = load("08-ida-heavy-periods-32f");
    c.patientContext.clinicalNotes = "Heavy periods for 2 years. Indigestion and epigastric pain.";
    expect(find(c, "iron-deficiency-anaemia")?.clinician).not.toMatch(/menstrual loss is the likely source/);
  });

  it("does not read a mother's heavy periods as the patient's", () => {
    const c = load("08-ida-heavy-periods-32f");
    c.patientContext.clinicalNotes = "Tired. Her mother had heavy periods.";
    expect(find(c, "iron-deficiency-anaemia")?.clinician).not.toMatch(/menstrual loss is the likely source/);
  });
});
