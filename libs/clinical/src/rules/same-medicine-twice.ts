import { FindingFamily, type MedicationItem, Severity } from "../model.ts";
import { capitalise } from "../text.ts";
import { genericName } from "../vocab/brands.ts";
import type { RuleContext } from "./context.ts";
import type { Rule, RuleMatch } from "./types.ts";

/*
 * One medicine listed as two current entries (review 25, medicine-names cases 03-06: "Amlodipine 5mg"
 * with "amlodipine 10 mg tablets", NORVASC with amlodipine, Janumet with Januvia, co-amoxiclav with
 * Augmentin all went unremarked). A duplicated medicine is a discrepancy that medicines reconciliation
 * finds and resolves (NICE NG5); the patient may be taking both. The finding asks which entry is
 * current; it does not say a double dose is taken.
 *
 * Left out on purpose: entries that make up one dose from two strengths of the same named medicine
 * where that is usual practice (warfarin, levothyroxine, steroids, lithium, antiseizure medicines);
 * insulins, whose basal and mealtime kinds share the word "insulin"; anticoagulants, which have their
 * own duplicate rule; a regular opioid with an as-needed one for breakthrough pain; the same text
 * listed twice (one prescription sent twice); creams, drops, inhalers and other local forms.
 */

/** The ingredients of combination products, so that Janumet and Januvia share sitagliptin. */
const COMBINATION_PARTS: Readonly<Record<string, readonly string[]>> = {
  janumet: ["sitagliptin", "metformin"],
  zestoretic: ["lisinopril", "hydrochlorothiazide"],
  prinzide: ["lisinopril", "hydrochlorothiazide"],
  maxzide: ["triamterene", "hydrochlorothiazide"],
  dyazide: ["triamterene", "hydrochlorothiazide"],
  entresto: ["sacubitril", "valsartan"],
  vytorin: ["ezetimibe", "simvastatin"],
  inegy: ["ezetimibe", "simvastatin"],
  "co-codamol": ["codeine", "paracetamol"],
  percocet: ["oxycodone", "paracetamol"],
  norco: ["hydrocodone", "paracetamol"],
  vicodin: ["hydrocodone", "paracetamol"],
  hctz: ["hydrochlorothiazide"],
};

/** Classes with their own duplicate rule, or whose members share a word without being one medicine. */
const NEVER = new Set(["warfarin", "doac", "heparin", "insulin"]);

/** Classes where two strengths of the same named medicine are often taken together to make one dose. */
const DOSE_BUILDING = new Set([
  "thyroid-hormone",
  "systemic-glucocorticoid",
  "lithium",
  "carbamazepine",
  "oxcarbazepine",
  "phenytoin",
  "valproate",
  "gabapentinoid",
  "opioid",
  "cyp2d6-opioid",
]);

const OPIOIDS = new Set(["opioid", "cyp2d6-opioid"]);
const PARACETAMOL = "paracetamol";
const AS_NEEDED = /\b(?:prn|as needed|as required|when required|breakthrough)\b/i;
const LOCAL_FORM =
  /\b(?:gel|cream|ointment|lotion|eye|ear|drops?|patch(?:es)?|spray|inhal\w*|nebul\w*|topical|mouthwash|pessar\w*|suppositor\w*|enema)\b/i;

const text = (m: MedicationItem) => `${m.name} ${m.dosage ?? ""} ${m.frequency ?? ""}`;

/**
 * A long-acting injectable ("depot") form, as lists write it: haloperidol or fluphenazine decanoate,
 * paliperidone or aripiprazole palmitate or lauroxil, olanzapine pamoate, risperidone microspheres.
 */
const DEPOT =
  /\b(?:depot|decanoate|enanthate|palmitate|pamoate|embonate|lauroxil|microspheres|long[- ]acting inject\w*|LAI|consta|maintena|xeplion|invega (?:sustenna|trinza|hafyera)|aristada)\b/i;

/**
 * The same antipsychotic taken orally beside its long-acting injection: a recognised pattern, oral
 * cover while a new depot builds up or an oral top-up to it, not a duplicate entry (review 32,
 * medcase-32 case 03: oral haloperidol with haloperidol decanoate was called "the same medicine listed
 * twice"). It is read by oral-with-depot-antipsychotic below as a check of the combined dose.
 */
function oralWithDepot(a: MedicationItem, b: MedicationItem): boolean {
  if (!a.classes.includes("antipsychotic") || !b.classes.includes("antipsychotic")) return false;
  return DEPOT.test(text(a)) !== DEPOT.test(text(b));
}
const sameText = (a: MedicationItem, b: MedicationItem) =>
  a.name.toLowerCase().replace(/\s+/g, " ").trim() === b.name.toLowerCase().replace(/\s+/g, " ").trim();

function ingredients(m: MedicationItem): string[] {
  return m.drugs.flatMap((d) => COMBINATION_PARTS[d] ?? [genericName(d)]);
}

/**
 * Whether two entries naming the same ingredient can be one intended regimen rather than a duplicate.
 * Paracetamol is never made up from two entries: an as-needed opioid beside regular co-codamol is
 * breakthrough pain relief, but paracetamol in both adds up past its daily maximum (review 25b,
 * medicines-25b cases 02-03: co-codamol with paracetamol, Percocet with Tylenol).
 */
function intended(a: MedicationItem, b: MedicationItem, drug: string): boolean {
  if (sameText(a, b)) return true;
  if (drug === PARACETAMOL) return false;
  if (oralWithDepot(a, b)) return true;
  const classes = [...a.classes, ...b.classes];
  const sameWord = a.drugs.some((d) => b.drugs.includes(d));
  if (sameWord && classes.some((c) => DOSE_BUILDING.has(c))) return true;
  return classes.some((c) => OPIOIDS.has(c)) && (AS_NEEDED.test(text(a)) || AS_NEEDED.test(text(b)));
}

/** Each ingredient named by two or more current entries that are not one intended regimen. */
function duplicates(ctx: RuleContext): { drug: string; meds: MedicationItem[] }[] {
  const meds = ctx.model.medications.filter(
    (m) => m.active && !m.classes.some((c) => NEVER.has(c)) && !LOCAL_FORM.test(m.name),
  );
  const byDrug = new Map<string, MedicationItem[]>();
  for (const m of meds) for (const drug of new Set(ingredients(m))) byDrug.set(drug, [...(byDrug.get(drug) ?? []), m]);
  return [...byDrug.entries()]
    .map(([drug, group]) => ({
      drug,
      meds: group.filter((m) => group.some((other) => other !== m && !intended(m, other, drug))),
    }))
    .filter((d) => d.meds.length >= 2);
}

/** Paracetamol as the record names it: "acetaminophen" unless an entry uses a UK name for it. */
function paracetamolWord(meds: readonly MedicationItem[]): string {
  return meds.some((m) => /paracetamol|co-?codamol|panadol/i.test(m.name)) ? "paracetamol" : "acetaminophen";
}

const drugWordOf = (d: { drug: string; meds: MedicationItem[] }) =>
  d.drug === PARACETAMOL ? paracetamolWord(d.meds) : d.drug;

/**
 * Paracetamol twice is a risk of overdose, not only a list to tidy: the label's maximum is 4,000 mg in
 * 24 hours, and it warns that taking it with another medicine containing it can cause severe liver
 * damage (fda-acetaminophen-otc-liver-warning). Graded high when both entries are taken regularly.
 */
function paracetamolTwice(meds: readonly MedicationItem[]): Partial<RuleMatch> {
  const word = paracetamolWord(meds);
  const regular = meds.filter((m) => !AS_NEEDED.test(text(m)));
  return {
    severity: regular.length >= 2 ? Severity.high : Severity.moderate,
    clinicianExtra: `Each of these entries contains ${word}: taken as listed, the total can pass the maximum of 4,000 mg in 24 hours, and the label warns that taking ${word} with another medicine containing it can cause severe liver damage.`,
    patientExtra: `Both of these contain ${word}. Taking both can mean more than the safe daily amount, which can damage the liver. Until you have checked with your pharmacist or doctor, do not take them together, and check the labels of any cold or flu remedies for ${word} too.`,
    nextSteps: [
      `Add up the ${word} from every entry and any medicine bought without a prescription; keep the total within 4,000 mg in 24 hours, or the prescriber's lower limit`,
    ],
    evidence: ["fda-acetaminophen-otc-liver-warning"],
  };
}

const listed = (d: { drug: string; meds: MedicationItem[] }) =>
  `${drugWordOf(d)} (${d.meds.map((m) => m.name).join(" and ")})`;

function sameMedicineTwice(ctx: RuleContext): RuleMatch | undefined {
  const found = duplicates(ctx);
  if (found.length === 0) return undefined;
  const drugs = found.map(drugWordOf).join(" and ");
  const paracetamol = found.find((d) => d.drug === PARACETAMOL);
  const extra = paracetamol === undefined ? {} : paracetamolTwice(paracetamol.meds);
  return {
    refs: ctx.refs(...new Set(found.flatMap((d) => d.meds))),
    values: {
      listing: found.map(listed).join("; "),
      drugs,
      entries: [...new Set(found.flatMap((d) => d.meds.map((m) => m.name)))].join(", "),
    },
    ...extra,
    nextSteps: [
      `Confirm with the patient, and the pharmacy or dispensing record, which ${drugs} entry is current and the total daily dose actually taken`,
      ...(extra.nextSteps ?? []),
      "Remove the entry that is no longer meant, or mark it stopped, so the medicine cannot be taken twice",
    ],
  };
}

export const SAME_MEDICINE_TWICE_RULES: readonly Rule[] = [
  {
    id: "same-medicine-twice",
    family: FindingFamily.drugLab,
    severity: Severity.moderate,
    problem: "Medication safety",
    title: "The same medicine listed twice",
    clinician:
      "Listed more than once as current: {listing}. The entries contain the same medicine, by another name, strength or in a combination tablet; unless they are meant to make up one dose, the patient may be taking it twice over. A duplicate is a discrepancy to find and resolve at medicines reconciliation.",
    patient:
      "Your medicine list has {drugs} more than once ({entries}). If you take both, you may be getting more than you should. Ask your pharmacist or doctor soon which one you should be taking, and show them all your medicine boxes. Do not stop a medicine on your own.",
    nextSteps: ["Confirm which entry is current and remove the duplicate from the medication list"],
    patientQuestions: [
      "My medicine list shows the same medicine twice: should I take both, or is one an old prescription?",
    ],
    evidence: ["nice-ng5-medicines-optimisation"],
    keywords: ["duplicate medicine", "therapeutic duplication", "medicines reconciliation", "brand and generic"],
    match: sameMedicineTwice,
  },
  {
    id: "oral-with-depot-antipsychotic",
    family: FindingFamily.drugLab,
    severity: Severity.low,
    problem: "Medication safety",
    title: "An antipsychotic taken both orally and as a long-acting injection",
    clinician:
      "{Drug} is listed both as a long-acting injection and by mouth ({entries}). Oral cover while a new injection builds up, or an oral top-up to it, is a recognised pattern rather than a duplicate entry, but the two add up: check the combined dose, look for extrapyramidal side effects (stiffness, tremor, restlessness) and the need for an anticholinergic{qt}, and agree when the oral form is to stop.",
    patient:
      "Your list has {drug} both as an injection and as tablets or liquid. Taking both for a while can be planned, for example while a new injection starts to work, but together they give a higher dose. Ask your mental health team how long you should take both, and tell them about any stiffness, shaking or restlessness. Do not stop either on your own.",
    nextSteps: [
      "Confirm with the prescriber that the oral and injected forms are meant together, the combined daily dose, and when the oral form stops",
      "Review for extrapyramidal side effects and whether an anticholinergic is still needed",
    ],
    evidence: ["gpnotebook-antipsychotic-qt"],
    keywords: ["long-acting injectable", "depot", "oral supplementation", "antipsychotic dose", "extrapyramidal"],
    match: (ctx) => {
      const meds = ctx.model.medications.filter((m) => m.active && m.classes.includes("antipsychotic"));
      for (const depot of meds.filter((m) => DEPOT.test(text(m)))) {
        const drugs = new Set(depot.drugs.map(genericName));
        const oral = meds.filter((m) => !DEPOT.test(text(m)) && m.drugs.some((d) => drugs.has(genericName(d))));
        if (oral.length === 0) continue;
        const drug = depot.drugs.map(genericName).find((d) => oral.some((m) => m.drugs.map(genericName).includes(d)));
        // An antipsychotic that lengthens the QT interval (haloperidol) adds the ECG to the check.
        const qt = [depot, ...oral].some((m) => m.classes.includes("qt-prolonging"));
        return {
          refs: ctx.refs(depot, ...oral),
          values: {
            drug: drug ?? depot.name,
            Drug: capitalise(drug ?? depot.name),
            entries: [depot, ...oral].map((m) => m.name).join(" and "),
            qt: qt ? ", check an ECG for the QT interval, as when any antipsychotic dose is raised" : "",
          },
          ...(qt ? { nextSteps: ["Check an ECG (QTc) and potassium and magnesium while both forms are taken"] } : {}),
        };
      }
      return undefined;
    },
  },
];
