import { describe, expect, it } from "vitest";
import type { Finding } from "../model.ts";
import { clinicianText, codes, finding, patientText, reviewFolder } from "../testing/review-case.ts";

const { run } = reviewFolder(new URL("./fixtures/coherence-22-review22/", import.meta.url));
type Run = ReturnType<typeof run>;

/** The generic lab line (lab-high, lab-low or lab-critical) whose clinician text starts with `name`. */
function labLine(r: Run, name: string): Finding {
  const line = r.findings.find(
    (f) => /^lab-(high|low|critical|abnormal)$/.test(f.code) && f.clinician.startsWith(name),
  );
  if (line === undefined) throw new Error(`no lab line for ${name}`);
  return line;
}

const both = (f: Finding) => `${f.clinician} ${f.patient}`;

/** What the mildly-low neutrophil text says; wrong beside a finding that withholds a medicine for the count. */
const MILD_NEUTROPHILS = /does not usually raise the risk of infection|harmless/;

describe("review 22, coherence-22: a generic lab line does not contradict the finding that reads the result", () => {
  it("a neutrophil count falling on mercaptopurine is not called harmless beside the finding that withholds the thiopurine (01)", () => {
    const r = run("01-mercaptopurine-neutrophils-falling-uk");
    expect(codes(r)).toContain("thiopurine-marrow-toxicity");
    const anc = labLine(r, "Neutrophils");
    expect(both(anc)).not.toMatch(MILD_NEUTROPHILS);
    expect(anc.clinician).toMatch(/Read with the finding on the medicine and the blood count/);
    expect(labLine(r, "White blood cell count").clinician).not.toMatch(/bone-marrow problems/);
    expect(patientText(r)).not.toMatch(/harmless/);
  });

  it("a platelet fall read as possible HIT is not framed as a bleeding risk (02)", () => {
    const r = run("02-dalteparin-hip-fracture-platelet-fall-ehr");
    expect(codes(r)).toContain("heparin-induced-thrombocytopenia");
    const plt = labLine(r, "Platelet count");
    expect(both(plt)).not.toMatch(/risk of bleeding/);
    expect(plt.clinician).toMatch(/Read with the heparin-induced thrombocytopenia finding/);
    expect(clinicianText(r)).toMatch(/non-heparin anticoagulant/);
  });

  it("the platelets and LDH of a HELLP syndrome point to it instead of 'many causes' and 'not specific' (03)", () => {
    const r = run("03-hellp-35-weeks-us-units");
    expect(finding(r, "hellp-syndrome")?.severity).toBe("critical");
    const plt = labLine(r, "Platelet count");
    const ldh = labLine(r, "Lactate dehydrogenase");
    expect(both(plt)).not.toMatch(/many causes|does not usually cause bleeding/);
    expect(both(ldh)).not.toMatch(/not specific/);
    for (const f of [plt, ldh]) expect(f.clinician).toMatch(/Read with the HELLP syndrome finding/);
  });

  it("a haematocrit rise the dengue finding reads as a warning sign is not put down to smoking or the marrow (04)", () => {
    const r = run("04-dengue-bali-haematocrit-rising-uk");
    expect(codes(r)).toContain("dengue-warning-signs");
    const hct = labLine(r, "Haematocrit");
    expect(both(hct)).not.toMatch(/smoking|bone-marrow/);
    expect(hct.clinician).toMatch(/Read with the dengue warning signs finding/);
    expect(labLine(r, "Platelet count").clinician).toMatch(/Read with the dengue warning signs finding/);
  });

  it("on high-dose biotin the thyroid lines do not call the results an overactive thyroid, nor cite the subclinical sources (05)", () => {
    const r = run("05-biotin-low-tsh-high-ft4-uk");
    expect(codes(r)).toContain("biotin-thyroid-interference");
    expect(codes(r)).not.toContain("overt-hyperthyroidism");
    for (const name of ["Thyroid-stimulating hormone", "Free thyroxine", "Free triiodothyronine"]) {
      const line = labLine(r, name);
      expect(both(line)).not.toMatch(/goes with an overactive thyroid|means the thyroid is overactive/);
      expect(line.clinician).toMatch(/Read with the biotin finding/);
    }
    // A pointer keeps the test's own evidence only: the sources of the meaning it no longer gives go.
    expect(labLine(r, "Thyroid-stimulating hormone").evidenceIds).toEqual(["insight:tsh"]);
  });

  it("a low TSH on levothyroxine is read against the dose, not as a mild overactive thyroid (06)", () => {
    const r = run("06-levothyroxine-over-replaced-82-ehr");
    expect(codes(r)).toContain("levothyroxine-tsh-low");
    const tsh = labLine(r, "Thyroid-stimulating hormone");
    expect(both(tsh)).not.toMatch(/subclinical|overactive thyroid/);
    expect(tsh.clinician).toMatch(/Read with the thyroid medicine finding/);
  });

  it("a D-dimer under the age-adjusted cut-off is not said to go with a clot (07)", () => {
    const r = run("07-d-dimer-0-64-age-74-uk");
    expect(codes(r)).toContain("d-dimer-below-age-adjusted-cutoff");
    const dd = labLine(r, "D-dimer");
    expect(both(dd)).not.toMatch(/can go with a blood clot/);
    expect(dd.clinician).toMatch(/Read with the D-dimer finding/);
  });

  it("an isolated raised bilirubin is not put down to liver or bile-duct problems beside the Gilbert reading (08)", () => {
    const r = run("08-gilbert-bilirubin-fasting-uk");
    expect(codes(r)).toContain("isolated-raised-bilirubin");
    const bili = labLine(r, "Bilirubin, total");
    expect(both(bili)).not.toMatch(/liver or bile-duct problems/);
    expect(bili.clinician).toMatch(/Read with the isolated raised bilirubin finding/);
  });

  it("a low TSH with normal free T4 and raised free T3 is not called a mild (subclinical) overactive thyroid (09)", () => {
    const r = run("09-t3-toxicosis-us-units");
    expect(codes(r)).toContain("overt-hyperthyroidism");
    const tsh = labLine(r, "Thyroid-stimulating hormone");
    expect(both(tsh)).not.toMatch(/mild|subclinical|a little high/);
    expect(tsh.clinician).toMatch(/usually means the thyroid is overactive/);
    expect(patientText(r)).not.toMatch(/mild \(subclinical\)/);
  });

  it("with a normal free T3 the low TSH line still reads as mild (subclinical), beside the subclinical finding (10)", () => {
    const r = run("10-subclinical-hyper-normal-ft3-quiet-uk");
    expect(codes(r)).toContain("subclinical-hyperthyroidism");
    expect(codes(r)).not.toContain("overt-hyperthyroidism");
    expect(labLine(r, "Thyroid-stimulating hormone").clinician).toMatch(/mild \(subclinical\) overactive thyroid/);
  });

  it("a mildly low neutrophil count with no medicine keeps its reassurance and points nowhere (11)", () => {
    const r = run("11-mild-neutropenia-no-medicine-quiet-uk");
    const anc = labLine(r, "Neutrophils");
    expect(anc.clinician).toMatch(MILD_NEUTROPHILS);
    expect(anc.clinician).not.toMatch(/Read with/);
    expect(codes(r).filter((c) => !c.startsWith("lab-"))).toEqual([]);
  });

  it("low counts on mycophenolate point to the medicine finding rather than 'viral infections' or 'harmless' (12)", () => {
    const r = run("12-mycophenolate-lupus-neutrophils-1-3-uk");
    expect(codes(r)).toContain("mycophenolate-marrow-toxicity");
    const anc = labLine(r, "Neutrophils");
    const wbc = labLine(r, "White blood cell count");
    expect(both(anc)).not.toMatch(MILD_NEUTROPHILS);
    expect(both(wbc)).not.toMatch(/viral infections/);
    for (const f of [anc, wbc])
      expect(f.patient).toMatch(
        /explained in the point of this report that begins "You take mycophenolate, and some of your blood cell counts are low"/,
      );
  });

  it("a low TSH early in pregnancy is read with the pregnancy finding, not as a mild overactive thyroid (13)", () => {
    const r = run("13-pregnancy-9-weeks-tsh-0-06-uk");
    expect(codes(r)).toContain("pregnancy-tsh-low");
    const tsh = labLine(r, "Thyroid-stimulating hormone");
    expect(both(tsh)).not.toMatch(/subclinical|a little high/);
    expect(tsh.clinician).toMatch(/Read with the pregnancy thyroid finding/);
  });

  it("the raised counts of a JAK2-positive polycythaemia vera are not put down to smoking, altitude or inflammation (14)", () => {
    const r = run("14-pv-jak2-woman-uk-ehr");
    expect(codes(r)).toContain("polycythaemia-vera");
    for (const name of ["Haemoglobin", "Haematocrit", "Platelet count"]) {
      const line = labLine(r, name);
      expect(both(line)).not.toMatch(/smoking|altitude|reaction to inflammation/);
      expect(line.clinician).toMatch(/Read with the polycythaemia vera finding/);
    }
  });
});
