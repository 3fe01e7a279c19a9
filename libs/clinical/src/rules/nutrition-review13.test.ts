import { describe, expect, it } from "vitest";
import { loadReviewCase, runReviewCase, type ReviewCase } from "../testing/review-case.ts";

const folder = new URL("./fixtures/nutrition-electrolytes-review13/", import.meta.url);
const load = (name: string) => loadReviewCase(folder, name);
const finding = (c: ReviewCase, id: string) => runReviewCase(c).findings.find((f) => f.id === id);

describe("review 13 nutrition: Wernicke encephalopathy after sleeve gastrectomy", () => {
  // Case 14: sleeve gastrectomy, 6 weeks of vomiting, diplopia, ataxia, thiamine 52 nmol/L, IV dextrose planned.
  it("is critical and gives parenteral thiamine before the planned dextrose", () => {
    const f = finding(load("14-sleeve-thiamine-old"), "wernicke-suspected");
    expect(f?.severity).toBe("critical");
    expect(f?.clinician).toMatch(/parenteral thiamine .* before any glucose or dextrose/);
    expect(f?.clinician).toMatch(/bariatric surgery, persistent vomiting/);
    expect(f?.clinician).toMatch(/The notes plan dextrose/);
    expect(f?.patient).toMatch(/emergency department today/);
  });

  it("stays silent without neurological signs", () => {
    const c = load("14-sleeve-thiamine-old");
    c.data.additionalContext = "6 weeks of persistent vomiting after sleeve gastrectomy (Sept 2026).";
    expect(finding(c, "wernicke-suspected")).toBeUndefined();
  });
});

describe("review 13 nutrition: vegan B12 deficiency with pins and needles", () => {
  // Case 10: B12 118 ng/L, MMA 0.9, homocysteine 28, strict vegan, pins and needles in the fingers.
  it("starts the neurological pathway, confirms with MMA and names the vegan diet", () => {
    const f = finding(load("10-vegan-b12"), "b12-deficiency-neurological");
    expect(f?.severity).toBe("high");
    expect(f?.clinician).toMatch(/"pins and needles"/);
    expect(f?.clinician).toMatch(/Raised .*confirm a true tissue deficiency/);
    expect(f?.clinician).toMatch(/vegan diet/);
    expect(f?.patient).toMatch(/B12 supplement for life/);
  });
});

describe("review 13 nutrition: exercise-associated hyponatraemia after a marathon", () => {
  // Case 11: sodium 121 with confusion and vomiting after a marathon and 3 L of water, CK 1850, ibuprofen.
  it("names EAH with hypertonic saline, warns off IV fluids and names the NSAID", () => {
    const f = finding(load("11-marathon-hyponatraemia"), "exercise-associated-hyponatraemia");
    expect(f?.severity).toBe("critical");
    expect(f?.nextSteps[0]).toMatch(/hypertonic \(3%\) saline/);
    expect(f?.clinician).toMatch(/no isotonic or hypotonic IV fluids/);
    expect(f?.clinician).toMatch(/Ibuprofen \(an NSAID\)/);
  });

  it("does not ask for IV fluids for the moderate CK rise while the sodium is low", () => {
    const out = runReviewCase(load("11-marathon-hyponatraemia"));
    expect(out.findings.find((f) => f.id === "rhabdomyolysis")).toBeUndefined();
    expect(out.findings.flatMap((f) => f.nextSteps).join(" ")).not.toMatch(/Start intravenous fluids/);
  });

  it("keeps rhabdomyolysis when the sodium is normal", () => {
    const c = load("11-marathon-hyponatraemia");
    c.labResults[0] = { ...c.labResults[0], value: "139", flag: "Normal" };
    expect(finding(c, "rhabdomyolysis")).toBeDefined();
  });
});

describe("review 13 nutrition: hypophosphataemia after ferric carboxymaltose", () => {
  // Case 07: phosphate 1.10 → 0.31 mmol/L after two FCM doses, weakness, groin pain, ALP 145, ferritin 210.
  it("names FCM as the cause, stops it, and images for the groin pain", () => {
    const f = finding(load("07-fcm-hypophosphataemia"), "fcm-hypophosphataemia");
    expect(f?.severity).toBe("critical");
    expect(f?.clinician).toMatch(/caused by ferric carboxymaltose/);
    expect(f?.clinician).toMatch(/"groin pain"/);
    expect(f?.nextSteps.join(" ")).toMatch(/Do not give further ferric carboxymaltose/);
    expect(f?.nextSteps.join(" ")).toMatch(/Yellow Card/);
    expect(f?.nextSteps.join(" ")).toMatch(/insufficiency fracture/);
  });

  it("stays silent when the iron given was not FCM", () => {
    const c = load("07-fcm-hypophosphataemia");
    for (const m of c.data.medications) m.medication = m.medication.replace("Ferric carboxymaltose", "Iron sucrose");
    expect(finding(c, "fcm-hypophosphataemia")).toBeUndefined();
  });
});
