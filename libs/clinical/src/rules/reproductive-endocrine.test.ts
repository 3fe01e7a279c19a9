import { describe, expect, it } from "vitest";
import { labTestSchema, patientContextSchema } from "@hds/contracts";
import type { Finding } from "../model.ts";
import { analyzeLabResults } from "../pipeline.ts";
import { patientText } from "../testing/review-case.ts";

const NOW = { now: new Date("2026-11-20T12:00:00Z") };
type Lab = { name: string; value: string; unit?: string; referenceRange?: string; date?: string };

function run(labs: Lab[], age: number, clinicalNotes = "", conditions: { name: string; status: string }[] = []) {
  return analyzeLabResults(
    labs.map((l) => labTestSchema.parse({ date: "2026-11-12", ...l })),
    patientContextSchema.parse({ age, gender: "female", clinicalNotes, conditions }),
    NOW,
  );
}
const find = (r: { findings: readonly Finding[] }, code: string) => r.findings.find((f) => f.code === code);

// Review 10, women's health case poi-36f-us.
const FSH_1 = { name: "FSH", value: "64", unit: "mIU/mL", referenceRange: "3.5-12.5", date: "2026-09-30" };
const FSH_2 = { name: "FSH", value: "72", unit: "mIU/mL", referenceRange: "3.5-12.5", date: "2026-11-12" };
const E2_LOW = { name: "Estradiol", value: "<15", unit: "pg/mL", referenceRange: "12.5-166" };
const POI_NOTES = "No periods for 8 months, hot flushes. Not on any medicines.";

describe("premature ovarian insufficiency", () => {
  it("is high when FSH is above 25 IU/L twice at least 4 weeks apart in a woman under 40 with 4+ months of amenorrhoea", () => {
    const r = run([FSH_1, FSH_2, E2_LOW], 36, POI_NOTES);
    const f = find(r, "premature-ovarian-insufficiency");
    expect(f?.severity).toBe("high");
    expect(f?.clinician).toMatch(/no periods for 8 months/);
    expect(f?.clinician).toMatch(/two samples at least 4 weeks apart/);
    const steps = f?.nextSteps.join(" ") ?? "";
    expect(steps).toMatch(/until at least the usual age of menopause/);
    expect(steps).toMatch(/DXA/);
    expect(steps).toMatch(/karyotype, FMR1 premutation testing/);
    expect(steps).toMatch(/contraception is still needed/);
    expect(f?.patient).toMatch(/use contraception if you do not want to become pregnant/);
    expect(patientText(r)).not.toMatch(/expected after menopause/);
  });

  it("is moderate on a single raised FSH and asks for a repeat", () => {
    const f = find(run([FSH_2], 36, POI_NOTES), "premature-ovarian-insufficiency");
    expect(f?.severity).toBe("moderate");
    expect(f?.nextSteps.join(" ")).toMatch(/Repeat FSH 4–6 weeks/);
  });

  it("is not raised at 40 or over, nor with under 4 months without periods", () => {
    expect(find(run([FSH_1, FSH_2], 41, POI_NOTES), "premature-ovarian-insufficiency")).toBeUndefined();
    const short = "No periods for 2 months.";
    expect(find(run([FSH_1, FSH_2], 36, short), "premature-ovarian-insufficiency")).toBeUndefined();
  });
});

describe("the menopause meaning of FSH, LH and oestradiol", () => {
  it("is not given to a woman under 45 unless she is recorded as postmenopausal", () => {
    const young = patientText(run([FSH_2, E2_LOW], 36));
    expect(young).toMatch(/Your FSH .* is higher than the usual range/);
    expect(young).not.toMatch(/menopause/);
    expect(patientText(run([FSH_2], 52))).toMatch(/A high level is expected after menopause/);
    expect(patientText(run([FSH_2], 42, "Postmenopausal after surgery."))).toMatch(/expected after menopause/);
  });

  it("keeps ovary problems, not menopause, for a high LH at 26", () => {
    const text = patientText(run([{ name: "LH", value: "30", unit: "IU/L", referenceRange: "2.4-12.6" }], 26));
    expect(text).toMatch(/A high level can go with ovary problems/);
    expect(text).not.toMatch(/menopause/);
  });
});

// Review 10, women's health case athlete-amenorrhoea-19f.
const ATHLETE_LABS: Lab[] = [
  { name: "LH", value: "0.9", unit: "IU/L", referenceRange: "2.4-12.6" },
  { name: "FSH", value: "2.1", unit: "IU/L", referenceRange: "3.5-12.5" },
  { name: "Oestradiol", value: "<70", unit: "pmol/L", referenceRange: "98-571" },
  { name: "Prolactin", value: "210", unit: "mIU/L", referenceRange: "102-496" },
  { name: "TSH", value: "1.1", unit: "mU/L", referenceRange: "0.27-4.2" },
  { name: "Free T4", value: "11.4", unit: "pmol/L", referenceRange: "12-22" },
  { name: "hCG", value: "<1", unit: "IU/L", referenceRange: "<5" },
];
const ATHLETE_NOTES =
  "University 1500m runner, runs 90 km a week. No period for 9 months (previously regular). BMI 17.6, lost 5 kg this year. Stress fracture of the left 2nd metatarsal in the spring. Restricts food before races.";
const AMENORRHOEA = [{ name: "Secondary amenorrhoea", status: "active" }];

describe("functional hypothalamic amenorrhoea (RED-S)", () => {
  it("brings amenorrhoea, low gonadotrophins and oestradiol and energy-deficit clues together", () => {
    const r = run(ATHLETE_LABS, 19, ATHLETE_NOTES, AMENORRHOEA);
    const f = find(r, "functional-hypothalamic-amenorrhoea");
    expect(f?.severity).toBe("high");
    expect(f?.clinician).toMatch(/BMI 17\.6/);
    expect(f?.clinician).toMatch(/stress fracture/);
    expect(f?.clinician).toMatch(/not primary hypothyroidism/);
    const steps = f?.nextSteps.join(" ") ?? "";
    expect(steps).toMatch(/DXA bone density scan now/);
    expect(steps).toMatch(/Dietitian and sports medicine/);
    expect(steps).toMatch(/eating disorder/);
    expect(steps).toMatch(/Do not start the combined pill only to bring periods back/);
    expect(f?.evidenceIds).toEqual(expect.arrayContaining(["endocrine-society-2017-fha", "ioc-2023-reds"]));
    const text = patientText(r);
    expect(text).not.toMatch(/underactive thyroid\./);
    expect(text).not.toMatch(/expected after menopause/);
  });

  it("is moderate without a fracture, and absent without any energy-deficit clue or with a raised prolactin", () => {
    const noFracture = "No period for 9 months. BMI 17.6, lost 5 kg this year.";
    expect(find(run(ATHLETE_LABS, 19, noFracture, AMENORRHOEA), "functional-hypothalamic-amenorrhoea")?.severity).toBe(
      "moderate",
    );
    const noClue = "No period for 9 months.";
    expect(find(run(ATHLETE_LABS, 19, noClue, AMENORRHOEA), "functional-hypothalamic-amenorrhoea")).toBeUndefined();
    const highPrl = ATHLETE_LABS.map((l) => (l.name === "Prolactin" ? { ...l, value: "1900" } : l));
    expect(find(run(highPrl, 19, ATHLETE_NOTES, AMENORRHOEA), "functional-hypothalamic-amenorrhoea")).toBeUndefined();
  });

  it("reads a low free T4 with a normal TSH as not an underactive thyroid gland, whatever the rest", () => {
    const r = run(
      [
        { name: "TSH", value: "1.1", unit: "mU/L", referenceRange: "0.27-4.2" },
        { name: "Free T4", value: "11.4", unit: "pmol/L", referenceRange: "12-22" },
      ],
      50,
    );
    const ft4 = r.findings.find((f) => f.title.startsWith("Free thyroxine"));
    expect(ft4?.clinician).toMatch(/not an underactive thyroid gland/);
    expect(ft4?.evidenceIds).toContain("eta-2018-central-hypothyroidism");
  });
});

// Review 10, women's health case prolactin-macro-31f-si.
const PRL = { name: "Prolactin", value: "1480", unit: "mIU/L", referenceRange: "102-496" };
const PEG = { name: "Prolactin, post-PEG (monomeric)", value: "298", unit: "mIU/L", referenceRange: "72-408" };
const RECOVERY = {
  name: "Macroprolactin recovery",
  value: "20",
  unit: "%",
  referenceRange: ">60 % recovery excludes macroprolactin",
};
const PRL_NOTES = "Regular 28-day cycles, no galactorrhoea, no headaches or visual symptoms.";

describe("macroprolactinaemia", () => {
  it("is a low finding that replaces the pituitary-growth text when the monomeric prolactin is normal", () => {
    const r = run([PRL, PEG, RECOVERY], 31, PRL_NOTES);
    const f = find(r, "macroprolactinaemia");
    expect(f?.severity).toBe("low");
    expect(f?.clinician).toMatch(/monomeric \(post-PEG\) prolactin 298 mIU\/L .* within its range/);
    expect(f?.clinician).toMatch(/below 40%/);
    expect(f?.clinician).toMatch(/needs no pituitary MRI and no treatment/);
    const text = patientText(r);
    expect(text).toMatch(/large, inactive form called macroprolactin/);
    expect(text).not.toMatch(/pituitary growth/);
  });

  it("does not read a PEG or monomeric prolactin as the total prolactin", () => {
    const r = run([PRL, { ...PEG, name: "PEG prolactin" }], 31, PRL_NOTES);
    expect(r.model.labs.find((o) => o.name === "PEG prolactin")?.analyteId).toBeUndefined();
    expect(find(r, "macroprolactinaemia")).toBeDefined();
    const mono = run([PRL, { ...PEG, name: "Monomeric prolactin" }], 31, PRL_NOTES);
    expect(mono.model.labs.find((o) => o.name === "Monomeric prolactin")?.analyteId).toBeUndefined();
  });

  it("is not raised with a raised monomeric prolactin or an equivocal recovery alone", () => {
    expect(find(run([PRL, { ...PEG, value: "900" }], 31, PRL_NOTES), "macroprolactinaemia")).toBeUndefined();
    expect(find(run([PRL, { ...RECOVERY, value: "50" }], 31, PRL_NOTES), "macroprolactinaemia")).toBeUndefined();
  });

  it("does not call it harmless alone when symptoms of prolactin excess are recorded", () => {
    const f = find(run([PRL, PEG], 31, "Galactorrhoea for 3 months."), "macroprolactinaemia");
    expect(f?.clinician).toMatch(/look for another cause/);
    expect(f?.clinician).not.toMatch(/needs no pituitary MRI/);
  });
});

// Review 10, women's health case pcos-26f-us.
const PCOS_LABS: Lab[] = [
  { name: "Testosterone, Total, LC/MS", value: "78", unit: "ng/dL", referenceRange: "2-45" },
  { name: "Free Androgen Index", value: "15.0", unit: "%", referenceRange: "0.5-6.5" },
  { name: "LH", value: "14.2", unit: "mIU/mL", referenceRange: "1.9-12.5" },
  { name: "FSH", value: "5.1", unit: "mIU/mL", referenceRange: "2.5-10.2" },
  { name: "Prolactin", value: "14", unit: "ng/mL", referenceRange: "3.0-30.0" },
  { name: "TSH", value: "1.9", unit: "mIU/L", referenceRange: "0.40-4.50" },
  { name: "17-OH Progesterone", value: "62", unit: "ng/dL", referenceRange: "<185" },
  { name: "Hemoglobin A1c", value: "5.8", unit: "%", referenceRange: "<5.7" },
  { name: "Triglycerides", value: "186", unit: "mg/dL", referenceRange: "<150" },
  { name: "HDL Cholesterol", value: "41", unit: "mg/dL", referenceRange: ">50" },
];
const PCOS_NOTES =
  "Cycles every 45-90 days since menarche. Facial hair, acne. BMI 33. Not trying to conceive at present. Ultrasound: polycystic ovarian morphology both ovaries.";
const PCOS_CONDITIONS = [
  { name: "Irregular periods", status: "active" },
  { name: "Hirsutism", status: "active" },
];

describe("polycystic ovary syndrome pattern", () => {
  it("brings the Rotterdam features into one finding with metabolic, endometrial and hirsutism advice", () => {
    const r = run(PCOS_LABS, 26, PCOS_NOTES, PCOS_CONDITIONS);
    const f = find(r, "pcos-pattern");
    expect(f?.severity).toBe("moderate");
    expect(f?.clinician).toMatch(/all 3 Rotterdam criteria/);
    expect(f?.clinician).toMatch(/17-hydroxyprogesterone results are normal/);
    expect(f?.clinician).toMatch(/BMI 33/);
    expect(f?.clinician).toMatch(/raised LH .* not a sign of menopause/);
    const steps = f?.nextSteps.join(" ") ?? "";
    expect(steps).toMatch(/protect the endometrium/);
    expect(steps).toMatch(/combined pill is first-line/);
    expect(steps).toMatch(/Metabolic screening/);
    expect(patientText(r)).not.toMatch(/go with menopause/);
  });

  it("is not raised when a thyroid cause is not excluded, nor in an adolescent on ultrasound and hair alone", () => {
    const highTsh = PCOS_LABS.map((l) => (l.name === "TSH" ? { ...l, value: "9.5" } : l));
    expect(find(run(highTsh, 26, PCOS_NOTES, PCOS_CONDITIONS), "pcos-pattern")).toBeUndefined();
    const teen = "Facial hair. Ultrasound: polycystic ovarian morphology.";
    expect(find(run([PCOS_LABS[3] as Lab], 17, teen), "pcos-pattern")).toBeUndefined();
  });

  it("names the exclusion tests that are missing", () => {
    const f = find(run(PCOS_LABS.slice(0, 2), 26, PCOS_NOTES, PCOS_CONDITIONS), "pcos-pattern");
    expect(f?.nextSteps[0]).toMatch(/Check TSH, prolactin and 17-hydroxyprogesterone/);
  });
});
