import { describe, expect, it } from "vitest";
import { clinicianText, codes, finding, patientText, reviewFolder, runReviewCase } from "../testing/review-case.ts";

const { run, load } = reviewFolder(new URL("./fixtures/kidney-29b-review29b/", import.meta.url));

type Lab = { name: string; value: string; unit?: string; referenceRange?: string; flag?: string; date?: string };
type EhrLab = { display: string; value: string; unit?: string; referenceRange?: string; interpretation?: string };

describe("a laboratory eGFR in pregnancy is left unjudged, as for a child (review 29b, kidney-29b)", () => {
  it("01: eGFR 71 at 31 weeks is not called below the range, with no CKD wording, and says why", () => {
    const r = run("01-uk-pregnancy-lab-egfr");
    const egfr = r.model.labs.find((o) => o.analyteId === "egfr");
    expect(egfr?.notComparable).toBe("egfr-in-pregnancy");
    expect(r.findings.filter((f) => f.code === "lab-low")).toEqual([]);
    const f = r.findings.find((x) => x.code === "lab-not-comparable" && x.refs.includes(egfr?.ref ?? ""));
    expect(f?.clinician).toMatch(/not valid in pregnancy/);
    expect(patientText(r)).not.toMatch(/chronic kidney disease/);
    expect(patientText(r)).not.toMatch(/eGFR \(an estimate of kidney filtering\) is lower than the usual range/);
    expect(clinicianText(r)).toMatch(/eGFR equations not valid in pregnancy/);
    // The pregnancy findings stay.
    expect(codes(r)).toEqual(expect.arrayContaining(["pre-eclampsia", "pregnancy-creatinine-raised"]));
  });

  it("01: the same results in a woman who is not pregnant keep the low eGFR judged", () => {
    const c = load("01-uk-pregnancy-lab-egfr");
    c.patientContext.conditions = [];
    c.patientContext.clinicalNotes = "GP surgery, NHS Leicester. Mild ankle swelling. No headache.";
    const r = runReviewCase(c);
    expect(r.model.labs.find((o) => o.analyteId === "egfr")?.notComparable).toBeUndefined();
    expect(r.findings.some((f) => f.code === "lab-low" && /eGFR/.test(f.title))).toBe(true);
  });
});

describe("routine kidney and urine work-up defers to a glomerular finding (review 29b, kidney-29b)", () => {
  it("02: possible lupus nephritis: no cystoscopy or camera test leads, the eGFR fall is read with it", () => {
    const r = run("02-us-lupus-nephritis-haematuria");
    const lead = finding(r, "lupus-nephritis-suspected");
    expect(lead?.clinician).toMatch(/Left to this finding rather than listed as routine work-up: the fall in eGFR/);
    expect(codes(r)).not.toContain("egfr-rapid-decline");
    const h = finding(r, "microhaematuria-evaluation");
    expect(h?.severity).toBe("low");
    expect(h?.clinician).toMatch(/Not for now: the "Lupus with signs of kidney involvement/);
    expect(h?.clinician).not.toMatch(/First exclude a passing cause/);
    expect(h?.nextSteps).toEqual([
      "Not for now: the urological evaluation of the hematuria, once nephrology has assessed the kidney disease",
    ]);
    expect(patientText(r)).not.toMatch(/camera test of the bladder/);
    expect(clinicianText(r)).not.toMatch(/refer for cystoscopy|refer to nephrology if the fall is sustained/i);
  });

  it("02: the same urine without lupus keeps the risk-based urological evaluation", () => {
    const c = load("02-us-lupus-nephritis-haematuria");
    c.patientContext.conditions = [];
    const r = runReviewCase(c);
    expect(codes(r)).not.toContain("lupus-nephritis-suspected");
    const h = finding(r, "microhaematuria-evaluation");
    expect(h?.severity).toBe("moderate");
    expect(h?.nextSteps.join(" ")).toMatch(/cystoscopy/);
  });

  it("03: ANCA vasculitis of the kidneys: no dipstick confirmation steps, no 'clarify timing' AKI line", () => {
    const r = run("03-us-anca-rpgn-dipstick");
    expect(codes(r)).not.toContain("dipstick-blood-confirm-microscopy");
    expect(codes(r)).not.toContain("proteinuria-dipstick-confirm");
    const aki = finding(r, "aki-creatinine-rise");
    expect(aki?.clinician).not.toMatch(/timing should be clarified/);
    expect(aki?.clinician).toMatch(/read with the "Positive ANCA with falling kidney function/);
    expect(aki?.nextSteps).toEqual([]);
    const text = clinicianText(r);
    expect(text).not.toMatch(/away from menstruation|early-morning sample/);
    expect(text).toMatch(/Send urine microscopy \(red cells, casts\), urine protein quantification/);
  });

  it("04: suspected RPGN: the haematuria's CT urography and the routine proteinuria referral wait", () => {
    const r = run("04-us-rpgn-casts-haematuria");
    expect(codes(r)).not.toContain("proteinuria-nephrology-referral");
    expect(finding(r, "rpgn-suspected")?.clinician).toMatch(/a routine nephrology referral for proteinuria/);
    const h = finding(r, "microhaematuria-evaluation");
    expect(h?.severity).toBe("low");
    expect(h?.patient).not.toMatch(/camera test/);
    expect(clinicianText(r)).not.toMatch(/then refer for cystoscopy and CT urography/);
  });

  it("04: the same creatinine rise without a nephritic urine keeps the generic AKI line and its steps", () => {
    const c = load("04-us-rpgn-casts-haematuria");
    c.labResults = (c.labResults as Lab[]).filter((o) => /creatinine$/i.test(o.name) || /hemoglobin/i.test(o.name));
    const r = runReviewCase(c);
    expect(codes(r)).not.toContain("rpgn-suspected");
    const aki = finding(r, "aki-creatinine-rise");
    expect(aki?.clinician).toMatch(/timing should be clarified/);
    expect(aki?.nextSteps.length).toBeGreaterThan(0);
  });
});

describe("an SGLT2 inhibitor's expected dip owns the creatinine rise too, in lower case (review 29b, kidney-29b)", () => {
  it("05: no separate moderate 'creatinine rising' trend, and dapagliflozin is not capitalised mid-sentence", () => {
    const r = run("05-uk-dapagliflozin-dip-creatinine");
    expect(r.findings.some((f) => f.code === "trend-rising" && /Creatinine/.test(f.title))).toBe(false);
    const dip = finding(r, "egfr-rapid-decline");
    expect(dip?.title).toBe("eGFR dip after starting dapagliflozin: expected");
    expect(dip?.patient).toMatch(/since you started dapagliflozin\./);
    expect(`${patientText(r)} ${clinicianText(r)}`).not.toMatch(/starting Dapagliflozin|started Dapagliflozin/);
  });

  it("05: the same rise without the new medicine keeps its creatinine trend", () => {
    const c = load("05-uk-dapagliflozin-dip-creatinine");
    c.patientContext.medications = c.patientContext.medications.filter(
      (m: { name: string }) => m.name !== "Dapagliflozin",
    );
    c.patientContext.clinicalNotes = "GP surgery, Derby (NHS). Well, eating and drinking normally. No vomiting.";
    const r = runReviewCase(c);
    expect(r.findings.some((f) => f.code === "trend-rising" && /Creatinine/.test(f.title))).toBe(true);
  });
});

describe("adrenal insufficiency lists a glucose only when it is low for the laboratory (review 29b, kidney-29b)", () => {
  it("06: glucose 3.6 mmol/L within 3.5-7.8 is not among the abnormal features", () => {
    const f = finding(run("06-uk-adrenal-glucose-in-range"), "adrenal-crisis-suspected");
    expect(f?.clinician).toMatch(/potassium 5\.9 mmol\/L \(2026-11-30\), darker skin/);
    expect(f?.clinician).not.toMatch(/glucose 3\.6/);
  });

  it("06: glucose 3.2 mmol/L below the range is still listed", () => {
    const c = load("06-uk-adrenal-glucose-in-range");
    for (const o of c.labResults as Lab[]) if (o.name === "Glucose") Object.assign(o, { value: "3.2", flag: "Low" });
    const f = finding(runReviewCase(c), "adrenal-crisis-suspected");
    expect(f?.clinician).toMatch(/glucose 3\.2 mmol\/L \(2026-11-30\)/);
  });
});

describe("the HHS definition gives mmol/L first on an SI record (review 29b, kidney-29b)", () => {
  it("07: a UK record reads glucose 33.3 mmol/L (600 mg/dL) and the osmolality formula in mmol/L", () => {
    const f = finding(run("07-uk-hhs-si-units"), "hyperglycaemic-crisis");
    expect(f?.clinician).toMatch(/glucose 33\.3 mmol\/L \(600 mg\/dL\) or more, with raised osmolality/);
    expect(f?.clinician).not.toMatch(/600 mg\/dL or more, 33\.3/);
  });

  it("07: the same crisis in US units keeps mg/dL first", () => {
    const c = load("07-uk-hhs-si-units");
    const us: Record<string, Partial<EhrLab>> = {
      Glucose: { value: "762", unit: "mg/dL", referenceRange: "70-140" },
      Urea: { display: "BUN", value: "55", unit: "mg/dL", referenceRange: "7-20" },
      Creatinine: { value: "1.9", unit: "mg/dL", referenceRange: "0.5-1.0" },
    };
    c.data.recentAbnormalLabs = (c.data.recentAbnormalLabs as EhrLab[]).map((o) => ({ ...o, ...us[o.display] }));
    c.data.additionalContext = "Home visit, Tucson, Arizona. Daughter reports a week of confusion and thirst.";
    const f = finding(runReviewCase(c), "hyperglycaemic-crisis");
    expect(f?.clinician).toMatch(/glucose 600 mg\/dL or more, 33\.3 mmol\/L/);
  });
});

describe("a probable pseudohyperkalaemia is no acute illness, and points to its finding (review 29b, kidney-29b)", () => {
  it("08: AAA screening is not put off 'once the acute illness is treated', and no 'potassium section'", () => {
    const r = run("08-uk-pseudohyperk-aaa-screening");
    const aaa = finding(r, "aaa-screening-due");
    expect(aaa?.clinician).not.toMatch(/Not for now/);
    expect(patientText(r)).not.toMatch(/potassium section of this report/);
    // Since review 30 (engine-30) the critical line is folded into the high potassium point itself.
    expect(patientText(r)).not.toMatch(/This result is explained with the high potassium/);
    expect(finding(r, "hyperkalaemia")?.patient).toMatch(/potassium/);
  });

  it("08: the same potassium with a normal platelet count still puts the screening off", () => {
    const c = load("08-uk-pseudohyperk-aaa-screening");
    for (const o of c.labResults as Lab[])
      if (/platelet/i.test(o.name)) Object.assign(o, { value: "260", flag: undefined });
    c.patientContext.conditions = [];
    c.patientContext.medications = [];
    c.patientContext.clinicalNotes = "GP surgery, Norwich (NHS). Routine bloods. Feels well.";
    const r = runReviewCase(c);
    expect(finding(r, "aaa-screening-due")?.clinician).toMatch(/Not for now/);
  });
});
