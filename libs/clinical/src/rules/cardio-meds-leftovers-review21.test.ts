import { describe, expect, it } from "vitest";
import { SEVERITY_RANK, Severity } from "../model.ts";
import {
  clinicianLine,
  clinicianText,
  codes,
  finding,
  loadReviewCase,
  patientText,
  reviewFolder,
  runReviewCase,
} from "../testing/review-case.ts";

const FOLDER = new URL("./fixtures/cardio-meds-leftovers-review21/", import.meta.url);
const { run } = reviewFolder(FOLDER);
const count = (text: string, re: RegExp) => text.match(new RegExp(re.source, `${re.flags}g`))?.length ?? 0;

describe("hypertension under 40: specialist evaluation for secondary causes, said once (review 21)", () => {
  it("a new diagnosis at 33 sent with the readings only in the notes gets the NICE NG136 advice", () => {
    const r = run("01-htn-new-33y-uk");
    const f = finding(r, "hypertension-under-40");
    expect(f?.severity).toBe(Severity.low);
    expect(f?.evidenceIds).toEqual(["nice-ng136-hypertension", "rison-2022-young-hypertension"]);
    expect(clinicianText(r)).toMatch(/NICE NG136 advises considering a specialist's evaluation for secondary causes/);
    expect(clinicianText(r)).toMatch(/up to 30% of young-onset hypertension/);
    expect(patientText(r)).toMatch(/high blood pressure sometimes has a cause that can be found/);
  });

  it("a US 36-year-old with raised readings hears it once, from the blood pressure finding", () => {
    const r = run("02-htn-new-36y-us-ehr");
    expect(codes(r)).toContain("bp-stage-2");
    expect(codes(r)).not.toContain("hypertension-under-40");
    // Review 29b (country-29b): a US record is told the young-onset point without NICE NG136.
    expect(count(clinicianText(r), /Under 40: look for a secondary cause/)).toBe(1);
    expect(count(patientText(r), /sometimes has a cause that can be found/)).toBe(1);
  });

  it("is not said with a known secondary cause or once the cause has been looked for", () => {
    const c = loadReviewCase(FOLDER, "01-htn-new-33y-uk");
    const known = structuredClone(c);
    known.patientContext.conditions.push({ name: "Fibromuscular dysplasia", status: "active" });
    expect(codes(runReviewCase(known))).not.toContain("hypertension-under-40");
    const assessed = structuredClone(c);
    assessed.patientContext.clinicalNotes += " Secondary causes excluded by the hypertension clinic.";
    expect(codes(runReviewCase(assessed))).not.toContain("hypertension-under-40");
    const older = structuredClone(c);
    older.patientContext.age = "45";
    expect(codes(runReviewCase(older))).not.toContain("hypertension-under-40");
  });
});

describe("amiodarone and a raised TSH: told once (review 21)", () => {
  it("subclinical hypothyroidism names amiodarone and the separate amiodarone-thyroid finding steps aside", () => {
    const r = run("03-amiodarone-tsh-high-uk");
    expect(codes(r)).toContain("subclinical-hypothyroidism");
    expect(codes(r)).not.toContain("amiodarone-thyroid");
    expect(count(patientText(r), /amiodarone/i)).toBeGreaterThan(0);
    expect(patientText(r)).not.toMatch(/The heart medicine amiodarone can affect the thyroid/);
    expect(clinicianText(r)).not.toMatch(/Check free T4|Review the free T4/);
    expect(clinicianLine(r, "Subclinical hypothyroidism")).toMatch(/On amiodarone, a likely cause/);
  });

  it("without a free T4 the amiodarone-thyroid finding still asks for one", () => {
    const c = loadReviewCase(FOLDER, "03-amiodarone-tsh-high-uk");
    c.labResults = c.labResults.filter((l: { name: string }) => l.name !== "Free T4");
    const r = runReviewCase(c);
    expect(codes(r)).toContain("amiodarone-thyroid");
    expect(codes(r)).not.toContain("subclinical-hypothyroidism");
  });
});

describe("digoxin and potassium: one point per potassium (review 21)", () => {
  it("a low potassium on digoxin and furosemide is one finding that names the diuretic as the cause", () => {
    const r = run("04-digoxin-low-k-us");
    expect(codes(r)).toContain("digoxin-low-potassium");
    expect(codes(r)).not.toContain("diuretic-hypokalaemia");
    expect(clinicianLine(r, "Low potassium on digoxin")).toMatch(/Furosemide is a likely cause/);
    expect(count(patientText(r), /Your potassium is low/)).toBe(1);
    expect(patientText(r)).toMatch(/Your water pill can wash potassium out of the body/);
    expect(clinicianText(r)).toMatch(/Replace potassium and review the diuretic dose; repeat potassium/);
  });

  it("a high potassium on digoxin and ramipril is told by one potassium finding", () => {
    const r = run("05-digoxin-high-k-uk");
    expect(r.findings.filter((f) => f.problem === "Potassium and medicines").map((f) => f.code)).toEqual([
      "raas-hyperkalaemia",
    ]);
  });
});

describe("colchicine with medicines that raise it, and with liver impairment (review 21)", () => {
  it("colchicine with clarithromycin in liver disease with a raised bilirubin and low albumin is high and names the liver", () => {
    const r = run("06-colchicine-clarithromycin-liver-uk");
    const f = finding(r, "colchicine-macrolide");
    expect(f?.severity).toBe(Severity.high);
    expect(f?.evidenceIds).toContain("colchicine-500mcg-smpc-uk");
    expect(clinicianLine(r, "Colchicine with clarithromycin")).toMatch(
      /alcohol-related liver disease with Bilirubin .*the product information contraindicates colchicine with a strong CYP3A4 inhibitor in liver impairment/,
    );
    expect(patientText(r)).toMatch(/Because your liver works less well/);
  });

  it("colchicine with verapamil and a raised CK names colchicine as a possible cause of the muscle damage", () => {
    const r = run("07-colchicine-atorvastatin-verapamil-ck-us");
    expect(codes(r)).toContain("statin-ck-elevated");
    const f = finding(r, "colchicine-clearance-inhibitor");
    expect(f?.severity).toBe(Severity.moderate);
    expect(clinicianLine(r, "Colchicine with verapamil ER")).toMatch(/colchicine can itself damage muscle/);
    expect(clinicianText(r)).toMatch(/Consider holding colchicine as well as any statin until CK settles/);
  });

  it("colchicine with diltiazem and normal organ function is a low-priority dose review", () => {
    const c = loadReviewCase(FOLDER, "07-colchicine-atorvastatin-verapamil-ck-us");
    c.labResults = c.labResults.filter((l: { name: string }) => l.name !== "CK");
    c.patientContext.medications[2] = { name: "Diltiazem", dosage: "120 mg", frequency: "daily" };
    c.patientContext.clinicalNotes = "Colchicine for pericarditis since September.";
    const f = finding(runReviewCase(c), "colchicine-clearance-inhibitor");
    expect(f?.severity).toBe(Severity.low);
  });
});

describe("eGFR fall after an ACE inhibitor or ARB outside heart failure: NICE's 25% / 30% limits (review 21)", () => {
  it("a 30% fall after ramipril was raised is read with the dose change, not staged as CKD", () => {
    const r = run("08-ramipril-uptitration-egfr-fall-ehr");
    expect(codes(r)).toContain("ras-egfr-fall-beyond-limit");
    expect(codes(r)).not.toContain("ckd-stage");
    const line = clinicianLine(r, "Kidney function fall after starting or raising an ACE inhibitor or ARB");
    expect(line).toMatch(/down 30% from 71 .*up 33% from 78/);
    expect(line).toMatch(/less than 25% or creatinine rises by less than 30%/);
    expect(patientText(r)).toMatch(/dropped since ramipril was started or increased/);
    expect(patientText(r)).not.toMatch(/expected when it starts working/);
  });

  it("an 18% dip after losartan stays the expected dip, with the same limits and no beyond-limit finding", () => {
    const r = run("11-losartan-start-egfr-dip-18pct-ehr");
    expect(codes(r)).not.toContain("ras-egfr-fall-beyond-limit");
    // A generic name is lower-case mid-sentence (review 29b, kidney-29b).
    expect(clinicianText(r)).toMatch(/an 18% fall within 3 months of starting losartan 50 mg/);
    expect(clinicianText(r)).toMatch(/less than 25% \(or creatinine rises by less than 30%\)/);
  });
});

describe("quiet cases stay quiet (review 21, cardio-meds-leftovers)", () => {
  for (const name of ["09-quiet-htn-ramipril-normal-ue-uk", "10-quiet-htn-lisinopril-normal-bmp-us"]) {
    it(`${name}: no finding above low and nothing alarming`, () => {
      const r = run(name);
      expect(r.findings.filter((f) => SEVERITY_RANK[f.severity] > SEVERITY_RANK.low).map((f) => f.code)).toEqual([]);
      expect(codes(r)).not.toContain("ras-egfr-fall-beyond-limit");
      // Review 25: case 09's "Clinic BP 132/80, home average 128/78" is now read from the notes: the
      // home readings at goal make it a low white-coat note, not uncontrolled hypertension.
      expect(patientText(r)).toMatch(
        name.startsWith("09")
          ? /higher at the clinic than at home\. Your home readings are within the goal/
          : /Nothing in these results stands out as a concern/,
      );
    });
  }
});
