import { describe, expect, it } from "vitest";
import {
  clinicianText,
  codes,
  finding,
  loadReviewCase,
  patientText,
  reviewFolder,
  runReviewCase,
} from "../testing/review-case.ts";
import type { ReviewRun } from "../testing/review-case.ts";

/** The review's cases, kept with the test (synthetic records, no real patient). */
const FOLDER = new URL("./fixtures/haem-22-review22/", import.meta.url);
const { run } = reviewFolder(FOLDER);
/** The generic lab line of one test, found by the start of its title. */
const labLine = (r: ReviewRun, title: string) =>
  r.findings.find((f) => f.code.startsWith("lab-") && f.clinician.startsWith(title));

describe("haematology 22: red cell indices, B12, white cell differentials, MPN mutations (review 22)", () => {
  it("small cells with a normal ferritin and no inflammation: thalassaemia trait screen, and the index lines point to it", () => {
    const r = run("01-microcytosis-normal-ferritin-thal-trait");
    const f = finding(r, "microcytosis-haemoglobinopathy-screen");
    expect(f?.severity).toBe("low");
    expect(f?.clinician).toMatch(/which does not show iron deficiency: a haemoglobinopathy such as thalassaemia trait/);
    expect(f?.nextSteps[0]).toMatch(/^Haemoglobinopathy screen/);
    expect(f?.patient).toMatch(/your iron level is normal/);
    // The MCH/MCHC lines no longer say "goes with low iron" beside a normal ferritin.
    expect(labLine(r, "Mean corpuscular haemoglobin 19.8")?.clinician).toMatch(/Read with the small red cells finding/);
    expect(labLine(r, "Mean corpuscular haemoglobin concentration")?.patient).not.toMatch(/low iron/);
    expect(labLine(r, "Red blood cell count")?.clinician).not.toMatch(/dehydration/);
  });

  it("small cells with a 'normal' ferritin but CRP 48 in an RA flare: iron is not called normal, transferrin saturation comes first", () => {
    const r = run("02-microcytic-ra-ferritin-normal-crp-high");
    const f = finding(r, "microcytosis-haemoglobinopathy-screen");
    expect(f?.title).toMatch(/inflammation that may hide low iron: check transferrin saturation/);
    expect(f?.clinician).toMatch(/CRP 48 mg\/L \(2026-11-26\) is raised\. Ferritin rises with inflammation/);
    expect(f?.clinician).toMatch(/inflammation itself \(anaemia of chronic disease\) makes red cells small/);
    expect(f?.clinician).not.toMatch(/which does not show iron deficiency/);
    expect(f?.nextSteps[0]).toMatch(/^Check transferrin saturation/);
    expect(f?.nextSteps[1]).toMatch(/Haemoglobinopathy screen .* if the iron studies do not explain/);
    expect(f?.patient).not.toMatch(/your iron level is normal/);
    expect(f?.patient).toMatch(/may hide low iron/);
    expect(f?.evidenceIds).toContain("rcpa-manual-anaemia");
  });

  it("B12 above range two weeks after a hydroxocobalamin injection: expected, info only, nothing to chase", () => {
    const r = run("03-b12-high-on-injections");
    const f = finding(r, "b12-high-on-treatment");
    expect(f?.severity).toBe("info");
    expect(f?.clinician).toMatch(/on B12 treatment \(hydroxocobalamin injection\): the expected effect/);
    expect(f?.evidenceIds).toContain("bnssg-remedy-b12");
    expect(codes(r)).not.toContain("b12-high-unexplained");
    expect(patientText(r)).toMatch(/expected with B12 treatment/);
    expect(patientText(r)).not.toMatch(/liver|kidney|cancer/);
  });

  it("a B12 supplement named only in the notes counts as treatment too", () => {
    const c = loadReviewCase(FOLDER, "04-b12-high-unexplained");
    c.patientContext.clinicalNotes = "Health check. Takes a daily B12 supplement from the chemist. Well.";
    const r = runReviewCase(c);
    expect(codes(r)).toContain("b12-high-on-treatment");
    expect(codes(r)).not.toContain("b12-high-unexplained");
  });

  it("B12 injections written as stopped years ago do not explain a high B12 today", () => {
    const c = loadReviewCase(FOLDER, "04-b12-high-unexplained");
    c.patientContext.clinicalNotes = "Had B12 injections until 2023, stopped when levels normal. Well.";
    const r = runReviewCase(c);
    expect(codes(r)).not.toContain("b12-high-on-treatment");
    expect(finding(r, "b12-high-unexplained")?.clinician).toMatch(/no current B12 injections or supplements/);
  });

  it("B12 1650 ng/L with no supplements or injections: a low-priority pointer to liver, kidney and blood causes, naming the normal tests", () => {
    const r = run("04-b12-high-unexplained");
    const f = finding(r, "b12-high-unexplained");
    expect(f?.severity).toBe("low");
    expect(f?.clinician).toMatch(/linked mainly with liver disease, kidney disease and cancer/);
    expect(f?.clinician).toMatch(/ALT 28 U\/L \(2026-11-24\), creatinine 84 µmol\/L \(2026-11-24\)/);
    expect(f?.nextSteps.join(" ")).toMatch(/Confirm that no B12 or multivitamin/);
    // The tests already in the record are not asked for again.
    expect(f?.nextSteps.join(" ")).not.toMatch(/full blood count|liver function/);
    expect(f?.evidenceIds).toContain("arendt-2013-high-cobalamin");
    expect(labLine(r, "Vitamin B12")?.clinician).toMatch(/Read with the raised B12 finding/);
    expect(patientText(r)).toMatch(/liver, kidney or blood condition/);
  });

  it("a raised B12 beside known cirrhosis is read as explained, at info level", () => {
    const c = loadReviewCase(FOLDER, "04-b12-high-unexplained");
    c.patientContext.conditions = [{ name: "Alcohol-related cirrhosis", status: "active" }];
    const f = finding(runReviewCase(c), "b12-high-unexplained");
    expect(f?.severity).toBe("info");
    expect(f?.clinician).toMatch(/Alcohol-related cirrhosis in the record is one of these causes/);
  });

  it("borderline B12 in a vegan with tingling: the diet is named, MMA asked for, and the result not taken as normal", () => {
    const r = run("05-b12-low-normal-vegan");
    const f = finding(r, "b12-deficiency");
    expect(f?.clinician).toMatch(/indeterminate range where methylmalonic acid helps/);
    expect(f?.clinician).toMatch(/The notes record a vegan diet with no B12 supplement or injection/);
    expect(f?.clinician).toMatch(
      /"tingling", which can come from B12 deficiency: a borderline result does not exclude it/,
    );
    expect(f?.nextSteps.join(" ")).toMatch(/Check methylmalonic acid/);
    expect(f?.nextSteps.join(" ")).toMatch(/regular B12 source for the vegan diet/);
    expect(f?.evidenceIds).toContain("nice-ng239-b12");
    expect(f?.patient).toMatch(/A vegan diet without a B12 supplement/);
  });

  it("a vegan who takes a B12 supplement is not told the diet is the cause", () => {
    const c = loadReviewCase(FOLDER, "05-b12-low-normal-vegan");
    c.patientContext.clinicalNotes = "Vegan for 6 years, takes B12 supplements daily. Tired.";
    const f = finding(runReviewCase(c), "b12-deficiency");
    expect(f?.clinician).not.toMatch(/dietary cause/);
    expect(f?.clinician).not.toMatch(/borderline result does not exclude/);
  });

  it("borderline B12 on metformin in a lifelong vegetarian: the metformin finding names the diet as a second possible cause", () => {
    const r = run("13-b12-borderline-metformin-vegetarian");
    const f = finding(r, "metformin-b12-low");
    expect(f?.clinician).toMatch(/on long-term metformin/);
    expect(f?.clinician).toMatch(
      /The notes also record a vegetarian diet with no B12 supplement in the record, a second possible cause/,
    );
    expect(f?.patient).toMatch(
      /Your vegetarian diet, without a B12 supplement or B12-fortified foods, can add to this/,
    );
    expect(f?.evidenceIds).toContain("nice-ng239-b12");
    // One B12 finding, not two.
    expect(codes(r)).not.toContain("b12-deficiency");
    // "No tingling or numbness" is not read as a symptom.
    expect(f?.clinician).not.toMatch(/tingling/);
  });

  it("monocytes 1.3 three weeks after a chest infection: the infection is named as the likely cause, repeat in 3 months, low", () => {
    const r = run("06-monocytosis-after-chest-infection");
    const f = finding(r, "monocytosis-isolated");
    expect(f?.severity).toBe("low");
    expect(f?.clinician).toMatch(/The notes record a recent infection \("chest infection"\), a likely reactive cause/);
    expect(f?.nextSteps.join(" ")).toMatch(/Repeat FBC with differential in 3 months/);
    expect(f?.patient).toMatch(/The recent infection in your notes is a likely reason/);
    expect(clinicianText(r)).not.toMatch(/refer to ha?ematology/i);
  });

  it("an infection written as years ago is not named as the cause of a monocytosis", () => {
    const c = loadReviewCase(FOLDER, "06-monocytosis-after-chest-infection");
    c.patientContext.clinicalNotes = "Had a chest infection in 2019. Well now. No weight loss or night sweats.";
    expect(finding(runReviewCase(c), "monocytosis-isolated")?.clinician).not.toMatch(/recent infection/);
  });

  it("eosinophils 0.9 with asthma and hay fever, no travel: one calm line naming allergy, no work-up finding", () => {
    const r = run("07-eosinophilia-hayfever-asthma");
    expect(codes(r)).toEqual(["lab-high"]);
    expect(r.findings[0]?.severity).toBe("low");
    expect(r.findings[0]?.patient).toMatch(/allergies, asthma or parasites/);
    expect(patientText(r)).not.toMatch(/specialist|ha?ematolog|urgent/i);
  });

  it("eosinophils 2.1 after swimming in Lake Malawi: parasites first, strongyloides and schistosoma serology", () => {
    const r = run("08-eosinophilia-returned-traveller");
    const f = finding(r, "eosinophilia-causes");
    expect(f?.clinician).toMatch(/parasites come first/);
    expect(f?.clinician).toMatch(/strongyloides serology/);
    expect(f?.clinician).toMatch(/schistosoma serology after time in Africa/);
    expect(f?.patient).toMatch(/Because of your time abroad, this includes tests for worm infections/);
  });

  it("JAK2 V617F detected with platelets 612–684 over 6 months: an MPN is named and referred, not 'reactive causes are commoner'", () => {
    const r = run("09-jak2-positive-thrombocytosis-ehr");
    const f = finding(r, "mpn-driver-mutation");
    expect(f?.severity).toBe("moderate");
    expect(f?.title).toBe("JAK2 mutation found: a myeloproliferative neoplasm, refer to haematology");
    expect(f?.clinician).toMatch(/JAK2 mutation test: Detected \(variant allele frequency 14%\) on 2026-11-26/);
    expect(f?.clinician).toMatch(/fits essential thrombocythaemia by the WHO criteria/);
    expect(f?.nextSteps.join(" ")).toMatch(/Refer to haematology/);
    expect(f?.evidenceIds).toContain("statpearls-essential-thrombocythaemia");
    expect(codes(r)).not.toContain("thrombocytosis-persistent");
    expect(clinicianText(r)).not.toMatch(/much commoner than a myeloproliferative neoplasm/);
    expect(patientText(r)).toMatch(/change in the JAK2 gene/);
    expect(patientText(r)).toMatch(/essential thrombocythaemia/);
  });

  it("a JAK2 test reported 'Not detected' leaves the persistent thrombocytosis reading in place", () => {
    const c = loadReviewCase(FOLDER, "09-jak2-positive-thrombocytosis-ehr");
    c.data.geneticData[0].interpretation = "Not detected";
    c.data.geneticData[0].value = "";
    const r = runReviewCase(c);
    expect(codes(r)).not.toContain("mpn-driver-mutation");
    expect(codes(r)).toContain("thrombocytosis-persistent");
  });

  it("a CALR mutation sent as a lab result is read as well, and with normal platelets no ET reading is offered", () => {
    const c = loadReviewCase(FOLDER, "09-jak2-positive-thrombocytosis-ehr");
    c.data.geneticData = [];
    c.data.recentAbnormalLabs = [];
    c.data.labTrends = [];
    c.data.recentNormalLabs.push(
      { code: "CALR-E9", display: "CALR exon 9 mutation", value: "Detected (type 2)", unit: "", date: "2026-11-26" },
      {
        code: "777-3",
        display: "Platelets",
        value: "380",
        unit: "10*9/L",
        date: "2026-11-20",
        referenceRange: "150-400",
      },
    );
    const f = finding(runReviewCase(c), "mpn-driver-mutation");
    expect(f?.title).toMatch(/^CALR mutation found/);
    expect(f?.clinician).not.toMatch(/WHO criteria/);
  });

  it("JAK2 with a haematocrit meeting the PV criteria keeps only the polycythaemia vera finding", () => {
    const c = loadReviewCase(FOLDER, "09-jak2-positive-thrombocytosis-ehr");
    c.data.recentAbnormalLabs.push({
      code: "4544-3",
      display: "Hematocrit",
      value: "0.53",
      unit: "L/L",
      date: "2026-11-20",
      referenceRange: "0.36-0.46",
      interpretation: "H",
    });
    const r = runReviewCase(c);
    expect(codes(r)).toContain("polycythaemia-vera");
    expect(codes(r)).not.toContain("mpn-driver-mutation");
  });

  it("neutrophils 1.4 in a well woman of Yemeni family with 1.3 and 1.5 before: a Duffy-null reading, calm, lines pointing to it", () => {
    const r = run("10-neutrophils-1-4-yemeni-quiet");
    const f = finding(r, "duffy-null-neutrophil-count");
    expect(f?.severity).toBe("low");
    expect(f?.clinician).toMatch(/"family originally from yemen"/);
    expect(f?.clinician).toMatch(/"neutrophils 1\.3 and 1\.5 on previous checks"/);
    expect(labLine(r, "White blood cell count")?.clinician).not.toMatch(/bone-marrow problems/);
    expect(patientText(r)).not.toMatch(/urgent|leukaemia|bone marrow/i);
  });

  it("a holiday in Kenya is not read as ancestry", () => {
    const c = loadReviewCase(FOLDER, "10-neutrophils-1-4-yemeni-quiet");
    c.patientContext.clinicalNotes =
      "Routine bloods. Back from a holiday in Kenya last year. Well. Neutrophils 1.3 and 1.5 on previous checks.";
    const r = runReviewCase(c);
    expect(codes(r)).not.toContain("duffy-null-neutrophil-count");
    expect(codes(r)).not.toContain("duffy-null-single-count");
  });

  it("a normal blood count, B12 and ferritin in a tired vegetarian stays quiet", () => {
    const r = run("11-normal-fbc-b12-quiet");
    expect(r.findings).toHaveLength(0);
  });

  it("platelets 712 in known CALR-positive ET on hydroxycarbamide: read as the condition under haematology, not 'a reaction to inflammation'", () => {
    const r = run("12-calr-positive-et-under-haematology");
    const f = finding(r, "mpn-known-raised-count");
    expect(f?.severity).toBe("info");
    expect(f?.clinician).toMatch(/the raised count is the condition itself, not a reactive one/);
    expect(f?.clinician).toMatch(/\(on hydroxycarbamide\)/);
    expect(labLine(r, "Platelet count")?.clinician).not.toMatch(/reaction to inflammation/);
    expect(codes(r)).not.toContain("mpn-driver-mutation");
    expect(codes(r)).not.toContain("thrombocytosis-persistent");
  });
});
