import type { LabTest, PatientContext } from "@hds/contracts";
import { healthDataSchema } from "@hds/contracts";
import { describe, expect, it } from "vitest";
import { LAB_CATALOGUE, labById } from "./catalogue/index.ts";
import type { CauseList } from "./catalogue/overlay.ts";
import { labMeaning } from "./lab-causes.ts";
import { normalizeLabResults } from "./normalize/lab-results.ts";
import { analyzeEhr, analyzeLabResults } from "./pipeline.ts";

const now = new Date("2026-11-22T00:00:00Z");
const potassium = (value: string): LabTest => ({ name: "Potassium", value, unit: "mmol/L", referenceRange: "3.5-5.0" });
const sodium = (value: string): LabTest => ({ name: "Sodium", value, unit: "mmol/L", referenceRange: "135-145" });

/** The flag finding of the one lab sent (lab-low, lab-high or lab-critical). */
function flag(lab: LabTest, context?: PatientContext) {
  const f = analyzeLabResults([lab], context, { now }).findings.find((x) => x.code.startsWith("lab-"));
  if (f === undefined) throw new Error("no lab finding");
  return f;
}

const meds = (...names: string[]): PatientContext => ({ medications: names.map((name) => ({ name })) });

describe("medicine causes in lab texts, read against the record", () => {
  it("keeps water pills for a low potassium when the record says nothing about medicines", () => {
    const f = flag(potassium("3.2"));
    expect(f.clinician).toContain("A low value can come from water pills, vomiting or diarrhoea;");
    expect(f.patient).toContain("A low level can come from water pills, vomiting or diarrhoea;");
  });

  it("leaves water pills out when the medication list is empty and the notes say no diuretics (EHR)", () => {
    const ehr = (additionalContext?: string) =>
      analyzeEhr(
        healthDataSchema.parse({
          patientInfo: { age: 35, gender: "male" },
          recentAbnormalLabs: [
            { display: "Potassium", value: "3.2", unit: "mmol/L", referenceRange: "3.5-5.0", interpretation: "low" },
          ],
          medications: [],
          ...(additionalContext === undefined ? {} : { additionalContext }),
        }),
        { now },
      ).findings.find((x) => x.code === "lab-low");
    const denied = ehr("Non-smoker, minimal alcohol, no liquorice, no NSAIDs, no diuretics. Occasional cramps.");
    expect(denied?.clinician).toContain("A low value can come from vomiting or diarrhoea; a very low level");
    expect(denied?.patient).toContain("A low level can come from vomiting or diarrhoea; a very low level");
    expect(`${denied?.clinician} ${denied?.patient}`).not.toMatch(/water pills/);
    // An empty list alone may mean "not recorded": the text stays.
    expect(ehr()?.clinician).toContain("can come from water pills, vomiting or diarrhoea");
  });

  it("names a listed water pill, plainly for the clinician and as 'your' for the patient", () => {
    const f = flag(potassium("3.2"), meds("Indapamide 2.5 mg"));
    expect(f.clinician).toContain("A low value can come from water pills such as indapamide, vomiting or diarrhoea;");
    expect(f.patient).toContain("can come from water pills such as your indapamide, vomiting or diarrhoea;");
  });

  it("leaves water pills out when the listed medicines include none", () => {
    const f = flag(potassium("3.2"), meds("Atorvastatin 20 mg", "Amlodipine 5 mg"));
    expect(f.clinician).toContain("A low value can come from vomiting or diarrhoea;");
    expect(f.patient).not.toMatch(/water pills/);
  });

  it("keeps the cause, unnamed, for a stopped water pill or one the list names only by its kind", () => {
    expect(flag(potassium("3.2"), meds("Furosemide 40 mg (stopped)")).clinician).toContain(
      "can come from water pills, vomiting",
    );
    expect(flag(potassium("3.2"), meds("Water tablet (brand unknown)")).clinician).toContain(
      "can come from water pills, vomiting",
    );
  });

  it("keeps the cause when the notes mention diuretics without denying them", () => {
    const notes = (clinicalNotes: string) => flag(potassium("3.2"), { clinicalNotes }).clinician;
    expect(notes("No change to diuretics since last visit.")).toContain("water pills");
    expect(notes("No longer on diuretics from last week.")).toContain("water pills");
    expect(notes("Takes furosemide from a friend.")).toContain("water pills");
    expect(notes("Denies use of NSAIDs or diuretics.")).not.toContain("water pills");
    expect(notes("Diuretics: none.")).not.toContain("water pills");
    // Notes that speak of diuretics keep them even when the list names none.
    const listed = flag(potassium("3.2"), {
      ...meds("Atorvastatin 20 mg"),
      clinicalNotes: "No chest pain, on diuretics for years.",
    });
    expect(listed.clinician).toContain("can come from water pills, vomiting");
  });

  it("reads a critical sodium the same way", () => {
    const critical = (context?: PatientContext) => flag(sodium("118"), context);
    expect(critical().code).toBe("lab-critical");
    expect(critical().clinician).toContain("A low value can come from water pills, drinking a lot of water,");
    const onSertraline = critical(meds("Sertraline 50 mg"));
    expect(onSertraline.clinician).toContain(
      "A low value can come from drinking a lot of water, hormone problems, or heart, liver or kidney disease; a very low level",
    );
    expect(onSertraline.patient).toContain(
      "A result like this can come from drinking a lot of water, hormone problems, or heart, liver or kidney disease;",
    );
    expect(critical(meds("Furosemide 40 mg")).patient).toContain("can come from water pills such as your furosemide,");
    // Spironolactone is a water pill too, though not one the drug-lab rules name for low sodium.
    expect(critical(meds("Spironolactone 25 mg")).clinician).toContain("can come from water pills, drinking");
  });

  it("names blood-pressure medicines for a high potassium, and leaves them out on 'no regular medications'", () => {
    expect(flag(potassium("5.8"), meds("Ramipril 5 mg")).patient).toContain(
      "can come from kidney problems, some blood-pressure and heart medicines such as your ramipril, or a blood sample",
    );
    expect(flag(potassium("5.8"), { clinicalNotes: "No regular medications." }).clinician).toContain(
      "A high value can come from kidney problems or a blood sample damaged on the way to the lab;",
    );
  });
});

describe("lab texts with medicine causes left out stay grammatical", () => {
  const withCauses = LAB_CATALOGUE.filter((d) => d.causes !== undefined);
  const keys = ["high", "low", "positive"] as const;
  /** A record whose only medicine is of no class any cause names. */
  const noneOfThem = normalizeLabResults([], meds("Amlodipine 5 mg"));
  const nothingKnown = normalizeLabResults([], undefined);
  /** Records of each sex, saying nothing of medicines: they leave out the other sex's causes. */
  const ofSex = {
    male: normalizeLabResults([], { gender: "male" }),
    female: normalizeLabResults([], { gender: "female" }),
  };
  const medicineItems = (list: CauseList) => list.items.filter((i) => typeof i !== "string" && "classes" in i);
  const sexes = (list: CauseList) => [
    ...new Set(list.items.flatMap((i) => (typeof i !== "string" && "sex" in i ? [i.sex] : []))),
  ];

  it("tags the medicine causes of every test whose text names a kind of medicine the vocabulary knows", () => {
    expect(withCauses.map((d) => d.id).sort()).toEqual(
      [
        "afp",
        "alt",
        "anc",
        "ast",
        "bicarbonate",
        "chloride",
        "d-dimer",
        "estradiol",
        "fsh",
        "ggt",
        "inr",
        "lh",
        "prolactin",
        "free-t4",
        "glucose",
        "magnesium",
        "potassium",
        "pt",
        "sodium",
        "testosterone-total",
        "tsh",
        "uric-acid",
        "urine-glucose",
        "vitamin-b12",
      ].sort(),
    );
  });

  it("finds each tagged list in its text, so nothing changes without medicine information", () => {
    for (const def of withCauses)
      for (const key of keys) {
        if (def.causes?.[key] === undefined) continue;
        const list = def.causes?.[key];
        if (list === undefined) continue;
        // A cause with words for people not known to take its medicines is said in those words.
        const unknown = medicineItems(list).reduce(
          (text, item) => (item.ifNotTaken === undefined ? text : text?.replace(item.text, item.ifNotTaken)),
          def.meaning[key],
        );
        expect(labMeaning(def, key, nothingKnown, "clinician"), `${def.id} ${key}`).toBe(unknown);
        const others = [
          ...(medicineItems(list).length > 0 ? [noneOfThem] : []),
          ...sexes(list).map((sex) => ofSex[sex === "male" ? "female" : "male"]),
        ];
        for (const model of others) {
          const left = labMeaning(def, key, model, "clinician");
          expect(left, `${def.id} ${key} unchanged: its list was not found`).not.toBe(def.meaning[key]);
        }
      }
  });

  it("leaves no stray commas, joins or empty lists when every medicine cause is left out", () => {
    for (const def of withCauses)
      for (const key of keys) {
        const list = def.causes?.[key];
        if (list === undefined) continue;
        const text = labMeaning(def, key, noneOfThem, "patient") ?? "";
        const where = `${def.id} ${key}: "${text}"`;
        expect(text, where).not.toMatch(
          /\s{2}|\s[,;]|,\s*[,;]|,$|;\s*$|^\s|^[,;]|\b(or|and|from|with|that|include)\s*(;|$)/,
        );
        for (const item of medicineItems(list)) expect(text, where).not.toContain(item.text);
        for (const sex of ["male", "female"] as const) {
          const forSex = labMeaning(def, key, ofSex[sex], "patient") ?? "";
          expect(forSex, `${def.id} ${key} (${sex}): "${forSex}"`).not.toMatch(/\s{2}|\s[,;]|,\s*[,;]|,$|^[,;]/);
          for (const item of list.items)
            if (typeof item !== "string" && "sex" in item && item.sex !== sex)
              expect(forSex, where).not.toContain(item.text);
        }
      }
  });

  it.each([
    [
      "potassium",
      "high",
      "can come from kidney problems or a blood sample damaged on the way to the lab; a very high level can upset the heart rhythm",
    ],
    [
      "sodium",
      "low",
      "can come from drinking a lot of water, hormone problems, or heart, liver or kidney disease; a very low level can cause confusion or seizures",
    ],
    ["magnesium", "low", "can come from alcohol or diarrhoea"],
    ["glucose", "low", "can cause shakiness, sweating or confusion"],
    ["uric-acid", "high", "raises the risk of gout and kidney stones; kidney disease can raise it"],
    [
      "vitamin-b12",
      "low",
      "can cause anaemia, tiredness, numbness or memory problems; common causes include low intake and stomach problems",
    ],
    ["tsh", "low", "usually means the thyroid is overactive"],
    ["free-t4", "high", "goes with an overactive thyroid"],
    ["pt", "high", "means blood takes longer to clot, from liver disease or low vitamin K"],
    ["urine-glucose", "positive", "usually means blood sugar is high"],
  ] as const)("reads %s %s without its medicine causes", (id, key, expected) => {
    expect(labMeaning(labById(id), key, noneOfThem, "patient")).toBe(expected);
  });

  it("keeps one medicine cause of two, named, with the list still joined", () => {
    const model = normalizeLabResults([], meds("Omeprazole 20 mg"));
    expect(labMeaning(labById("magnesium"), "low", model, "patient")).toBe(
      "can come from acid-reducing medicines such as your omeprazole taken for a long time, alcohol or diarrhoea",
    );
    // A cause that names its drug itself is kept as written, not named twice.
    const warfarin = normalizeLabResults([], meds("Warfarin 3 mg"));
    expect(labMeaning(labById("pt"), "high", warfarin, "patient")).toBe(labById("pt").meaning.high);
  });
});
