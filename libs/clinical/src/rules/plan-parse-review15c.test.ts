import { describe, expect, it } from "vitest";
import { loadReviewCase, reviewFolder, runReviewCase } from "../testing/review-case.ts";

/** Review 15, plan-parse-c: B12 with an ataxia another condition explains; culture counts with points. */
const B12_CORD = new URL("./fixtures/infection-b12-review15b/", import.meta.url);
const { load } = reviewFolder(new URL("./fixtures/plan-parse-review15c/", import.meta.url));
type Case = ReturnType<typeof load>;
const b12 = (c: Case) => runReviewCase(c).findings.find((f) => f.code === "b12-deficiency-neurological");
/** The Friedreich case with other notes and conditions. */
const variant = (notes: string, conditions?: { name: string }[]) => {
  const c = load("01-b12-friedreich-ataxia");
  c.patientContext.clinicalNotes = notes;
  if (conditions !== undefined) c.patientContext.conditions = conditions;
  return c;
};

describe("B12 deficiency with an ataxia that has another recorded cause", () => {
  it("keeps Friedreich's ataxia with a low B12 at high, saying why and what would change it", () => {
    const f = b12(load("01-b12-friedreich-ataxia"));
    expect(f?.severity).toBe("high");
    expect(f?.title).toBe("Low B12 with neurological symptoms");
    expect(f?.clinician).toMatch(/The ataxia may come from the recorded "Friedreich's ataxia"/);
    expect(f?.clinician).toMatch(/Romberg sign, which would point to the spinal cord/);
    expect(f?.patient).toMatch(/within the next day or two/);
    expect(f?.patient).not.toMatch(/spinal cord|emergency department/);
  });

  it.each([
    ["a cerebellar stroke in the conditions", "Ataxic gait since then.", [{ name: "Cerebellar stroke (2019)" }]],
    ["spinocerebellar ataxia in the conditions", "Ataxia worse.", [{ name: "Spinocerebellar ataxia type 3" }]],
    ["MS in the conditions", "Ataxia and numb feet.", [{ name: "Relapsing MS" }]],
    ["multiple sclerosis in the notes", "Known multiple sclerosis. Ataxia and numb feet.", []],
    ["alcohol-related cerebellar damage in the notes", "Alcohol dependence for years; ataxic gait. Numb feet.", []],
    [
      "a long-standing Friedreich's ataxia in the notes only",
      "Long-standing Friedreich's ataxia. Ataxia worse this year, tingling feet.",
      [],
    ],
  ])("keeps high with %s", (_, notes, conditions) => {
    expect(b12(variant(notes, conditions))?.severity).toBe("high");
  });

  it("stays critical for the cord's own signs, whatever explains the ataxia", () => {
    const signs = [
      "Ataxia worse. Loss of vibration sense to the knees.",
      "Ataxia worse. Impaired proprioception at the toes.",
      "Ataxia worse. Romberg positive.",
      "Ataxia worse; MRI shows a myelopathy of the dorsal columns.",
      "Ataxia worse; visual loss in both eyes over six weeks.",
    ];
    for (const notes of signs) expect(b12(variant(notes))?.severity, notes).toBe("critical");
  });

  it("reads ataxia alone as cord involvement when nothing else explains it", () => {
    const none = variant("Ataxia over three months, tingling feet.", [{ name: "Hypothyroidism" }]);
    expect(b12(none)?.severity).toBe("critical");
    // Not the patient's own cause: a relative's stroke, a denied one, an echocardiogram's stroke volume.
    for (const notes of [
      "Ataxia over three months. Her father had a stroke.",
      "Ataxia over three months. No history of stroke or multiple sclerosis.",
      "Ataxia over three months. Echo: stroke volume normal.",
    ])
      expect(b12(variant(notes, []))?.severity, notes).toBe("critical");
  });

  it("leaves the review 15b cord case critical", () => {
    expect(b12(loadReviewCase(B12_CORD, "04-b12-cord-signs"))?.severity).toBe("critical");
  });
});

describe("a culture count with points between thousands (German and Dutch laboratories)", () => {
  it("reads 100.000 KBE/ml and 10.000 CFU/ml as whole counts, and leaves the specific gravity and white cells alone", () => {
    const r = runReviewCase(load("02-culture-dot-thousands"));
    const value = (name: string) => r.model.labs.find((o) => o.name === name)?.value;
    expect(value("Urine culture (MSU)")).toMatchObject({ kind: "number", value: 100000 });
    expect(value("Urine culture (CSU, repeat)")).toMatchObject({ kind: "number", value: 10000 });
    expect(value("Urine specific gravity")).toMatchObject({ kind: "number", value: 1.005 });
    expect(value("WBC")).toMatchObject({ kind: "number", value: 7.5 });
    expect(r.findings.map((f) => f.code)).toContain("asymptomatic-bacteriuria-no-antibiotics");
    expect(r.findings.map((f) => f.code)).not.toContain("lab-not-comparable");
    expect(r.result.clinicianResponse).toMatch(/\| Urine culture \(MSU\) \| 100000 KBE\/ml/);
  });
});
