import { describe, expect, it } from "vitest";
import { codes, reviewFolder } from "../testing/review-case.ts";

const { run } = reviewFolder(new URL("./fixtures/blood-counts-2-review19/", import.meta.url));
const find = (r: ReturnType<typeof run>, code: string) => r.findings.find((f) => f.code === code);
const NEW_CODES = [
  "lymphocytosis-repeat-film",
  "lymphocytosis-refer",
  "persistent-lymphocytosis",
  "eosinophilia-causes",
  "thrombocytosis-persistent",
];

describe("a single lymphocytosis in an adult gets a plan (review 19, blood-counts-2)", () => {
  it("01: a well 71-year-old with lymphocytes 9.6 is told to repeat with a film, then immunophenotyping if it persists", () => {
    const r = run("01-lymphocytosis-older-well");
    const f = find(r, "lymphocytosis-repeat-film");
    expect(f?.severity).toBe("low");
    expect(f?.clinician).toMatch(/repeat the complete blood count with a blood film in 1–2 months/);
    expect(f?.clinician).toMatch(/immunophenotyping \(flow cytometry\).*clonal B-cell population/);
    // US spelling on this record's clinician texts (g/dL: review 28, us-clinician-28).
    expect(f?.clinician).toMatch(/In an older adult .*chronic lymphocytic leukemia/);
    expect(f?.patient).toMatch(/blood film/);
    expect(f?.patient).not.toMatch(/leuka?emia|cancer/i);
    expect(codes(r)).not.toContain("lymphocytosis-refer");
    // The lab lines point to the finding instead of "often follows a viral infection".
    const lines = r.findings.filter((x) => x.code === "lab-high");
    expect(lines).toHaveLength(2);
    for (const l of lines) {
      expect(l.clinician).toMatch(/Read with the raised lymphocyte count finding/);
      expect(l.clinician).not.toMatch(/viral infection|most often due to infection/);
    }
  });

  it("02: a young adult after a sore throat keeps the gentle, reactive reading", () => {
    const r = run("02-lymphocytosis-young-viral");
    const f = find(r, "lymphocytosis-repeat-film");
    expect(f?.clinician).toMatch(/recent illness \("sore throat"\).*reactive/);
    expect(f?.clinician).not.toMatch(/In an older adult/);
    expect(codes(r)).not.toContain("neutrophilia-repeat-film");
  });

  it("03: night sweats and anaemia call for referral, not a repeat, in one finding", () => {
    const r = run("03-lymphocytosis-b-symptoms");
    const f = find(r, "lymphocytosis-refer");
    expect(f?.severity).toBe("moderate");
    expect(f?.clinician).toMatch(/"drenching night sweats" in the notes and hemoglobin 10\.4/);
    expect(f?.clinician).toMatch(/Refer urgently to hematology rather than waiting/);
    expect(f?.patient).toMatch(/blood specialist/);
    expect(codes(r)).not.toContain("lymphocytosis-repeat-film");
  });

  it("11 and 13: a known CLL and a splenectomy stay with the lab line only", () => {
    for (const name of ["11-lymphocytosis-known-cll", "13-lymphocytosis-after-splenectomy"]) {
      const r = run(name);
      for (const c of NEW_CODES) expect(codes(r)).not.toContain(c);
    }
  });
});

describe("other differential counts in well adults (review 19, blood-counts-2)", () => {
  it("04: a persistent eosinophilia of 1.8 after years in Ghana names the causes, parasite tests and the referral point", () => {
    const r = run("04-eosinophilia-persistent");
    const f = find(r, "eosinophilia-causes");
    expect(f?.severity).toBe("moderate");
    expect(f?.clinician).toMatch(/allergy \(eczema, asthma, hay fever\), medicines and parasites/);
    expect(f?.clinician).toMatch(/strongyloides serology/);
    expect(f?.clinician).toMatch(/Refer to hematology if it stays at 1\.5 ×10⁹\/L or more with no reactive cause/);
    expect(f?.patient).toMatch(/worm infections/);
    expect(r.findings.find((x) => x.code === "lab-high")?.clinician).toMatch(/Read with the eosinophilia finding/);
    expect(codes(r)).not.toContain("strongyloides-before-steroids");
  });

  it("10: a mild eosinophilia with asthma and hay fever stays a lab line", () => {
    const r = run("10-mild-eosinophilia-asthma");
    expect(codes(r)).toEqual(["lab-high"]);
  });

  it("05: a persistent monocytosis with macrocytosis and low counts is read by the marrow finding, its lab lines pointing there", () => {
    const r = run("05-monocytosis-older");
    expect(find(r, "macrocytosis-with-cytopenias")?.clinician).toMatch(/chronic myelomonocytic leukemia/);
    const mono = r.findings.find((x) => x.code === "lab-high" && /Monocytes/.test(x.title));
    expect(mono?.clinician).toMatch(/Read with the large red cells and low counts finding/);
  });

  it("06: platelets 520 with ferritin 6 stay the reactive iron reading, with no persistent-thrombocytosis finding", () => {
    const r = run("06-platelets-low-ferritin");
    expect(codes(r)).not.toContain("thrombocytosis-persistent");
    expect(r.findings.find((x) => x.code === "lab-high")?.clinician).toMatch(/reaction to the iron deficiency/);
  });

  it("07: platelets above 450 for 3 months with normal ferritin and CRP are referred to haematology", () => {
    const r = run("07-platelets-persistent-no-cause");
    const f = find(r, "thrombocytosis-persistent");
    expect(f?.severity).toBe("moderate");
    expect(f?.clinician).toMatch(/ferritin 80 µg\/L \(2026-11-20\) and CRP 2 mg\/L \(2026-11-20\) normal/);
    expect(f?.clinician).toMatch(/myeloproliferative neoplasm such as essential thrombocythemia/);
    expect(f?.clinician).toMatch(/referred to hematology/);
    expect(r.findings.find((x) => x.code === "lab-high")?.clinician).toMatch(/Read with the persistent thrombocytosis/);
  });

  it("12: a single raised platelet count during a chest infection stays a lab line", () => {
    const r = run("12-platelets-single-high");
    expect(codes(r)).toEqual(["lab-high"]);
  });

  it("08: a single mildly low neutrophil count with African ancestry is told without alarm, with one repeat", () => {
    const r = run("08-neutropenia-african-single");
    const f = find(r, "duffy-null-single-count");
    expect(f?.severity).toBe("low");
    expect(f?.clinician).toMatch(/Duffy-null associated neutrophil count .* is the likely reading/);
    expect(f?.clinician).toMatch(/investigate only if it falls below 1\.0 ×10⁹\/L on repeat testing/);
    expect(r.findings.every((x) => x.severity === "low")).toBe(true);
    // The white cell line no longer names bone-marrow problems beside it.
    for (const l of r.findings.filter((x) => x.code === "lab-low")) {
      expect(l.clinician).toMatch(/Read with the mildly low neutrophil count finding/);
      expect(l.clinician).not.toMatch(/bone-marrow/);
    }
    expect(codes(r)).not.toContain("duffy-null-neutrophil-count");
  });

  it("09: a normal blood count is quiet", () => {
    expect(run("09-quiet-normal-fbc").findings).toEqual([]);
  });
});
