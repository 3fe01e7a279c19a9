import { healthDataSchema } from "@hds/contracts";
import { describe, expect, it } from "vitest";
import { analyzeEhr } from "../pipeline.ts";

/* Review 10, women's endocrine: vitamin D in pregnancy, TPO before conception, treated Graves', PHPT, prolactin. */

const NOW = new Date("2026-11-20T12:00:00Z");
const DATE = "2026-11-12";

interface Lab {
  display: string;
  value: string;
  unit: string;
  referenceRange: string;
}
const lab = (display: string, value: string, unit: string, referenceRange: string): Lab => ({
  display,
  value,
  unit,
  referenceRange,
});

interface Case {
  age: number;
  labs: Lab[];
  conditions?: string[];
  medications?: string[];
  vitals?: { display: string; value: string; unit: string }[];
  notes?: string;
}

function analyse(c: Case) {
  const data = healthDataSchema.parse({
    patientInfo: { age: c.age, gender: "female" },
    recentAbnormalLabs: c.labs.map((l) => ({ ...l, date: DATE })),
    pastMedicalHistory: (c.conditions ?? []).map((display) => ({ display, clinicalStatus: "active" })),
    medications: (c.medications ?? []).map((medication) => ({ medication, status: "active" })),
    vitalSigns: (c.vitals ?? []).map((v) => ({ ...v, date: DATE })),
    ...(c.notes ? { additionalContext: c.notes } : {}),
  });
  return analyzeEhr(data, { now: NOW });
}
const find = (c: Case, code: string) => analyse(c).findings.find((f) => f.code === code);

const VITD_19 = lab("25-OH Vitamin D", "19", "nmol/L", "50-175");
const CA_NORMAL = lab("Adjusted calcium", "2.21", "mmol/L", "2.20-2.60");

describe("low vitamin D in pregnancy", () => {
  const PREGNANT: Case = {
    age: 29,
    labs: [VITD_19, CA_NORMAL],
    conditions: ["Pregnancy"],
    medications: ["Pregnacare"],
    notes: "22 weeks pregnant. Covers skin outdoors, dark skin.",
  };

  it("is treated with a treatment course then maintenance, not met with advice against testing", () => {
    const f = find(PREGNANT, "vitamin-d-deficiency");
    expect(f?.severity).toBe("moderate");
    expect(f?.clinician).toContain("suggests vitamin D for everyone who is pregnant");
    expect(f?.clinician).toContain("not treatment");
    expect(f?.clinician).not.toContain("advises against routine testing");
    expect(f?.nextSteps[0]).toMatch(
      /^Treat the deficiency: a course of oral vitamin D3.*then a daily maintenance dose/,
    );
    expect(f?.patient).toContain("higher dose than the one in pregnancy vitamins");
    expect(f?.evidenceIds).toEqual(expect.arrayContaining(["nice-ph56-vitamin-d", "rcog-sip43-vitamin-d-pregnancy"]));
  });

  it("does not ask to review a normal calcium already in the record", () => {
    const steps = find(PREGNANT, "vitamin-d-deficiency")?.nextSteps ?? [];
    expect(steps.some((s) => /calcium/i.test(s))).toBe(false);
  });

  it("still asks for calcium when none is in the record", () => {
    const steps = find({ ...PREGNANT, labs: [VITD_19] }, "vitamin-d-deficiency")?.nextSteps ?? [];
    expect(steps).toContain("Check calcium");
  });
});

describe("primary hyperparathyroidism with kidney stones and low vitamin D", () => {
  const PHPT: Case = {
    age: 58,
    labs: [
      lab("Adjusted calcium", "2.79", "mmol/L", "2.20-2.60"),
      lab("PTH", "11.8", "pmol/L", "1.6-6.9"),
      lab("25-OH Vitamin D", "48", "nmol/L", "50-175"),
    ],
    conditions: ["Renal calculi"],
    notes: "Second kidney stone in 2 years. DXA not done.",
  };

  it("gives the raised PTH, not the bones, as the patient's reason to treat the vitamin D", () => {
    const f = find(PHPT, "vitamin-d-deficiency");
    expect(f?.patient).toContain("Because your parathyroid hormone (PTH) is raised");
    expect(f?.patient).not.toContain("Because of your bones");
    expect(f?.nextSteps.some((s) => s.startsWith("Review the calcium in the record"))).toBe(false);
  });

  it("tells the patient about the referral for surgery the clinician text recommends", () => {
    const f = find(PHPT, "hypercalcaemia");
    expect(f?.nextSteps.some((s) => s.startsWith("Refer to endocrinology or a parathyroid surgeon"))).toBe(true);
    expect(f?.patient).toContain("refer you to a hormone specialist or a parathyroid surgeon");
  });
});

describe("raised TSH before conception with TPO antibodies in the record", () => {
  it("reads a 'Thyroid peroxidase Ab' result, does not ask for it again and weaves it into the finding", () => {
    const f = find(
      {
        age: 32,
        labs: [
          lab("TSH", "5.6", "mIU/L", "0.40-4.50"),
          lab("Thyroid peroxidase Ab", "320", "IU/mL", "<35"),
          lab("Free T4", "1.0", "ng/dL", "0.8-1.8"),
        ],
        notes: "Trying to conceive for 8 months.",
      },
      "preconception-tsh-high",
    );
    expect(f?.severity).toBe("high");
    expect(f?.clinician).toContain("TPO antibodies 320 IU/mL");
    expect(f?.nextSteps.some((s) => s.includes("Check TPO antibodies"))).toBe(false);
    expect(f?.nextSteps[0]).toMatch(/^Start levothyroxine now/);
    expect(f?.patient).toContain("thyroid antibody (TPO) test is also raised");
  });
});

describe("carbimazole with a low neutrophil count and fever", () => {
  const CASE: Case = {
    age: 36,
    labs: [
      lab("Neutrophils", "0.3", "x10^9/L", "2.0-7.5"),
      lab("Free T4", "19.8", "pmol/L", "12-22"),
      lab("TSH", "<0.01", "mU/L", "0.27-4.2"),
    ],
    conditions: ["Graves' disease"],
    medications: ["Carbimazole 20 mg tablet"],
    vitals: [{ display: "Temperature", value: "38.7", unit: "Cel" }],
    notes: "Sore throat and fever for 2 days.",
  };

  it("tells the patient to stop carbimazole and go to an emergency department, without 'contact your doctor today'", () => {
    const f = find(CASE, "antithyroid-neutropenia");
    expect(f?.patient).toContain("Stop taking it until a doctor has seen you");
    expect(f?.patient).toContain("go to an emergency department now");
    expect(f?.patient).not.toContain("Contact your doctor today");
  });

  it("qualifies the standing footer so it does not contradict the advice to stop", () => {
    expect(analyse(CASE).result.patientResponse).toContain(
      "Do not stop or change any medicine without talking to your doctor first, unless this report tells you to stop one.",
    );
  });

  it("keeps the plain footer when no finding says to stop a medicine", () => {
    const r = analyse({ age: 40, labs: [lab("Sodium", "139", "mmol/L", "133-146")] });
    expect(r.result.patientResponse).toContain(
      "Do not stop or change any medicine without talking to your doctor first.",
    );
  });

  it("does not call a lagging TSH on an antithyroid drug subclinical hyperthyroidism", () => {
    const r = analyse(CASE);
    expect(r.findings.map((f) => f.code)).not.toContain("subclinical-hyperthyroidism");
    const tsh = r.findings.find((f) => f.code === "lab-low" && f.title.includes("Thyroid-stimulating"));
    expect(tsh?.patient).toContain("TSH can stay low for weeks to months");
  });

  it("still finds subclinical hyperthyroidism without an antithyroid drug", () => {
    const r = analyse({ ...CASE, labs: CASE.labs.slice(1), medications: [], conditions: [], vitals: [], notes: "" });
    expect(r.findings.map((f) => f.code)).toContain("subclinical-hyperthyroidism");
  });
});

describe("high prolactin on risperidone with symptoms in the notes", () => {
  const CASE: Case = {
    age: 29,
    labs: [
      lab("Prolactin", "142", "ng/mL", "4.8-23.3"),
      lab("TSH", "1.8", "mIU/L", "0.4-4.5"),
      lab("Creatinine", "0.72", "mg/dL", "0.5-1.1"),
    ],
    conditions: ["Schizophrenia"],
    medications: ["Risperidone 4 mg tablet"],
    notes: "No periods for 7 months and milky discharge from both nipples. Mental state stable on risperidone.",
  };

  it("does not ask about symptoms the notes record, nor for TSH and kidney tests in the record", () => {
    const f = find(CASE, "prolactin-high-on-dopamine-blocker");
    expect(f?.nextSteps.some((s) => s.startsWith("Ask about symptoms"))).toBe(false);
    expect(f?.nextSteps.some((s) => s.includes("TSH"))).toBe(false);
    expect(f?.clinician).toContain("The notes record galactorrhea and absent or infrequent periods");
  });

  it("offers a switch or adding aripiprazole with psychiatry for symptomatic hyperprolactinaemia", () => {
    const f = find(CASE, "prolactin-high-on-dopamine-blocker");
    expect(f?.nextSteps[0]).toContain("adding low-dose aripiprazole");
    expect(f?.evidenceIds).toContain("tewksbury-2016-antipsychotic-prolactin");
    expect(f?.patient).toContain("review the medicine with your mental health team");
  });

  it("asks about symptoms and the missing tests when the record holds neither", () => {
    const f = find({ ...CASE, labs: CASE.labs.slice(0, 1), notes: "" }, "prolactin-high-on-dopamine-blocker");
    expect(f?.nextSteps[0]).toBe("Check TSH and kidney function to exclude other causes");
    expect(f?.nextSteps.some((s) => s.startsWith("Ask about symptoms"))).toBe(true);
  });
});

describe("perimenopause at 47 with irregular periods and hot flushes", () => {
  const CASE: Case = {
    age: 47,
    labs: [lab("FSH", "38.2", "IU/L", "Follicular 3.5-12.5")],
    conditions: ["Vasomotor symptoms"],
    notes:
      "Periods every 6-10 weeks for the past year, hot flushes and night sweats. Would like to discuss HRT. Uses condoms.",
  };

  it("is diagnosed from the symptoms without FSH, with HRT and contraception advice", () => {
    const f = find(CASE, "perimenopause-clinical");
    expect(f?.clinician).toContain("NICE NG23 diagnoses perimenopause without laboratory tests");
    expect(f?.nextSteps).toContain("Discuss treatment of the symptoms, including HRT and its benefits and risks");
    expect(f?.nextSteps).toContain("Advise contraception until 2 years after the last period");
    expect(f?.patient).toContain("keep using contraception until 2 years after your last period");
    expect(f?.evidenceIds).toEqual(expect.arrayContaining(["nice-ng23-menopause", "fsrh-2017-contraception-over-40"]));
  });

  it("gives 1 year of contraception from 50", () => {
    expect(find({ ...CASE, age: 51 }, "perimenopause-clinical")?.nextSteps).toContain(
      "Advise contraception until 1 year after the last period",
    );
  });

  it("is not made at 45 or younger, where NICE keeps FSH, nor on hormonal treatment", () => {
    expect(find({ ...CASE, age: 44 }, "perimenopause-clinical")).toBeUndefined();
    expect(
      find({ ...CASE, medications: ["Desogestrel 75 microgram tablet"] }, "perimenopause-clinical"),
    ).toBeUndefined();
  });

  it("needs both vasomotor symptoms and irregular periods", () => {
    expect(
      find({ ...CASE, conditions: [], notes: "Periods every 6-10 weeks." }, "perimenopause-clinical"),
    ).toBeUndefined();
  });
});
