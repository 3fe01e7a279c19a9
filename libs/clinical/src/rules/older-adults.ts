import { type ConditionItem, FindingFamily, type LabObservation, type MedicationItem, Severity } from "../model.ts";
import { valueInterval } from "../parse/value.ts";
import { capitalise, formatNumber } from "../text.ts";
import { currentFirst } from "../trends.ts";
import { FIRST_GENERATION_ANTIHISTAMINES } from "../vocab/medications.ts";
import { medNames, type RuleContext } from "./context.ts";
import type { Rule, RuleMatch } from "./types.ts";

const F = FindingFamily.drugLab;

/** Creatinine clearance or eGFR (mL/min) below which both gabapentinoid labels lower the dose. */
const RENAL_LIMIT = 60;

/** Age from which the AGS Beers Criteria apply. */
export const OLDER_ADULT_AGE = 65;

/** A result named as a creatinine clearance ("Creatinine clearance", "CrCl (Cockcroft-Gault)", "CLcr"). */
const CRCL_NAME = /\bcreatinine\s+clearance\b|\bcrcl\b|\bclcr\b/i;
/** Creatinine clearance is reported in mL/min; a value per 1.73 m² is a GFR estimate. */
const CRCL_UNIT = /^\s*ml\s*\/\s*min\s*$/i;

/**
 * The current creatinine clearance the record reports, if any. The catalogue has no such test (a
 * "Creatinine clearance" result is matched to serum creatinine and then set aside for its unit), so
 * it is found by name and unit, as the digoxin rules find digoxin levels.
 */
function reportedCreatinineClearance(ctx: RuleContext): LabObservation | undefined {
  return ctx.model.labs
    .filter((o) => CRCL_NAME.test(o.name) && o.value.kind === "number" && CRCL_UNIT.test(o.unit ?? ""))
    .sort(currentFirst)[0];
}

/** Whether a result is below a limit at every value it can stand for: "<45" is, ">50" is not. */
function whollyBelow(obs: LabObservation, limit: number): boolean {
  if (obs.value.kind !== "number") return false;
  const { high } = valueInterval(obs.value);
  return high < limit || (high === limit && obs.value.comparator === "<");
}

interface KidneyReading {
  /** How the finding quotes it: "eGFR 42 mL/min/1.73m2 (2026-10-01)". */
  text: string;
  refs: string[];
  isEgfr: boolean;
}

/**
 * Kidney function below 60 for gabapentinoid dosing. Both labels dose by creatinine clearance, so a
 * reported one decides when there is one; otherwise the eGFR decides, reported or calculated from
 * creatinine, read as the other kidney rules read it (the evaluation then says it was calculated).
 */
function reducedKidneyFunction(ctx: RuleContext): KidneyReading | undefined {
  const crcl = reportedCreatinineClearance(ctx);
  if (crcl !== undefined) {
    if (!whollyBelow(crcl, RENAL_LIMIT)) return undefined;
    return { text: `creatinine clearance ${ctx.show(crcl)}`, refs: [crcl.ref], isEgfr: false };
  }
  const egfr = ctx.value("egfr");
  if (egfr === undefined || egfr >= RENAL_LIMIT) return undefined;
  return { text: `eGFR ${ctx.showValue("egfr")}`, refs: ctx.refs(ctx.lab("egfr")), isEgfr: true };
}

const EGFR_NOT_CLEARANCE =
  "This rests on eGFR; the label's bands are creatinine clearance, which can differ from eGFR, so estimate clearance before choosing the dose.";

const BEERS_RENAL =
  "For adults 65 and older the 2023 AGS Beers Criteria also advise a lower gabapentin or pregabalin dose when creatinine clearance is below 60 mL/min, because of their side effects on the brain.";

/** Current entries naming one gabapentinoid, by generic or brand name. */
function gabapentinoidMeds(ctx: RuleContext, names: readonly string[]): MedicationItem[] {
  return ctx.meds("gabapentinoid").filter((m) => m.drugs.some((d) => names.includes(d)));
}

function gabapentinoidKidney(names: readonly string[]) {
  return (ctx: RuleContext): RuleMatch | undefined => {
    const meds = gabapentinoidMeds(ctx, names);
    if (meds.length === 0) return undefined;
    const kidney = reducedKidneyFunction(ctx);
    if (kidney === undefined) return undefined;
    const older = ctx.age !== undefined && ctx.age >= OLDER_ADULT_AGE;
    const extra = [kidney.isEgfr ? EGFR_NOT_CLEARANCE : "", older ? BEERS_RENAL : ""].filter(Boolean).join(" ");
    const match: RuleMatch = {
      refs: [...kidney.refs, ...ctx.refs(...meds)],
      values: { med: medNames(meds), kidney: kidney.text },
    };
    if (extra) match.clinicianExtra = extra;
    if (older) match.evidence = ["ags-beers-2023"];
    return match;
  };
}

const GABAPENTINOID_RULE = {
  family: F,
  severity: Severity.moderate,
  problem: "Kidney function and medicines",
} as const;

/** Words that deny what follows in the same clause ("no falls", "denies any fracture"). */
const DENIAL_BEFORE = /\b(?:no|not|denies|denied|without|never|nil)\b[^.;,]*$/;
/** A risk, a fear or a plan to prevent is not a history: "at risk of falls", "fear of falling". */
const RISK_BEFORE = /\b(?:risk|prevent\w*|fear)\s+(?:of|for)\s+(?:\w+\s+){0,2}$/;
const RISK_AFTER = /^\s*(?:risks?|prevention|assessment|screen\w*|clinic|probability)\b/;

/** Whether text states a fall or fracture matched by re, not denied and not a risk. */
function statesHistory(text: string, re: RegExp): boolean {
  const global = new RegExp(re.source, "g");
  for (const m of text.matchAll(global)) {
    const before =
      text
        .slice(0, m.index)
        .split(/[.;\n]/)
        .at(-1) ?? "";
    const after = text.slice(m.index + m[0].length);
    if (!DENIAL_BEFORE.test(before) && !RISK_BEFORE.test(before) && !RISK_AFTER.test(after)) return true;
  }
  return false;
}

/** A fall or fracture in a condition's name ("Fracture of forearm", "History of fall"). */
const FALL_CONDITION = /\b(?:falls?|fallen|fell|falling|fractur(?:e|es|ed))\b/;

/**
 * A fall or fracture stated in the notes. The notes speak of other falls too ("a fall in eGFR",
 * "BP falls on standing"), so a fall counts only in phrasings that mean the person fell.
 */
const FALL_IN_NOTES: readonly RegExp[] = [
  /\bfractur(?:e|es|ed)\b/,
  /\b(?:broken|broke)\s+(?:(?:her|his|their|a|the)\s+)?(?:hip|wrist|arm|leg|ankle|pelvis|shoulder|femur)\b/,
  /\bhistory\s+of\s+(?:a\s+)?falls?\b/,
  /\b(?:a|recent|recurrent|repeated|multiple|frequent|several|previous|prior|mechanical|unwitnessed|witnessed)\s+falls?\b(?!\s+(?:in|of)\b)/,
  /\b(?:has|had|have|having)\s+(?:had\s+)?(?:a\s+|two\s+|several\s+)?(?:fallen|falls?)\b(?!\s+(?:in|of)\b)/,
  /\bfall\s+(?:at|from|down|out\s+of|on\s+the)\b/,
  /\bfell\s+(?:at|in|down|over|off|from|and|while|when|on|onto|out|backwards|yesterday|last|twice|again)\b/,
];

/** Where a fall or fracture is recorded: conditions of any status (a healed fracture counts), or notes. */
export function fallsOrFractures(ctx: RuleContext): { conditions: ConditionItem[]; inNotes: boolean } | undefined {
  const conditions = ctx.model.conditions.filter(
    (c) =>
      !/refuted|entered-in-error/i.test(c.verification ?? "") && statesHistory(c.name.toLowerCase(), FALL_CONDITION),
  );
  const text = ctx.freeText;
  const inNotes = FALL_IN_NOTES.some((re) => statesHistory(text, re));
  return conditions.length > 0 || inNotes ? { conditions, inNotes } : undefined;
}

/**
 * Strongly anticholinergic drugs that are also CNS-active in the Beers sense (antidepressants and
 * skeletal muscle relaxants), for the count of CNS-active medicines taken together.
 */
const CNS_ACTIVE_ANTICHOLINERGICS = new Set([
  "amitriptyline",
  "amoxapine",
  "clomipramine",
  "desipramine",
  "imipramine",
  "nortriptyline",
  "paroxetine",
  "cyclobenzaprine",
  "orphenadrine",
]);

/** Antidepressants among the strong anticholinergics: Beers 2023 table 2 advises avoiding them outright. */
export const ANTICHOLINERGIC_ANTIDEPRESSANTS = new Set([
  "amitriptyline",
  "amoxapine",
  "clomipramine",
  "desipramine",
  "imipramine",
  "nortriptyline",
  "paroxetine",
]);

/** First-generation antihistamines among the strong anticholinergics, also to be avoided outright. */
const FIRST_GENERATION = new Set<string>(FIRST_GENERATION_ANTIHISTAMINES);

/** Number of CNS-active medicines the Beers Criteria advise against taking three or more of together. */
const CNS_ACTIVE_LIMIT = 3;

/** One kind of medicine the Beers Criteria flag, as found in the record. */
interface Flagged {
  kind: "benzodiazepine" | "z-drug" | "anticholinergic" | "combination" | "opioid" | "gabapentinoid";
  meds: MedicationItem[];
  /** How the clinician text names the kind, singular and plural. */
  one: string;
  many: string;
  why: string;
}

function joinList(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? "";
  return `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`;
}

function unique(meds: readonly MedicationItem[]): MedicationItem[] {
  return [...new Map(meds.map((m) => [m.ref, m])).values()];
}

const WHY = {
  benzodiazepine:
    "Benzodiazepines are best avoided: older adults are more sensitive to them, and they raise the risk of cognitive impairment, delirium, falls, fractures and motor vehicle crashes.",
  zDrug:
    "Z-drug hypnotics are best avoided: their harms are much the same as those of benzodiazepines, for little gain in sleep.",
  anticholinergic:
    "Strongly anticholinergic medicines add to confusion, delirium and falls; the criteria advise avoiding them with dementia, delirium or a history of falls, and avoiding two or more together.",
  combination:
    "A gabapentinoid taken with an opioid is to be avoided because together they can cause severe sedation, respiratory depression and death, unless the gabapentinoid is part of a switch away from the opioid or a plan to lower its dose.",
} as const;

/**
 * Current strongly anticholinergic medicines: the vocabulary's class, and paroxetine, which Beers
 * table 7 also lists but the vocabulary files with the SSRIs (a name belongs to one class only).
 */
function strongAnticholinergics(ctx: RuleContext): MedicationItem[] {
  const paroxetine = ctx.model.medications.filter((m) => m.active && m.drugs.includes("paroxetine"));
  return unique([...ctx.meds("strong-anticholinergic"), ...paroxetine]);
}

/** The medicines flagged, by kind; opioids and gabapentinoids alone count only after a fall or fracture. */
function flaggedMedicines(ctx: RuleContext, falls: boolean): Flagged[] {
  const gabapentinoids = ctx.meds("gabapentinoid");
  const opioids = ctx.medsOf("opioid", "cyp2d6-opioid");
  const combination = gabapentinoids.length > 0 && opioids.length > 0;
  const kinds: Flagged[] = [
    {
      kind: "benzodiazepine",
      meds: ctx.meds("benzodiazepine"),
      one: "a benzodiazepine",
      many: "benzodiazepines",
      why: WHY.benzodiazepine,
    },
    { kind: "z-drug", meds: ctx.meds("z-drug"), one: "a Z-drug hypnotic", many: "Z-drug hypnotics", why: WHY.zDrug },
    {
      kind: "anticholinergic",
      meds: strongAnticholinergics(ctx),
      one: "a strongly anticholinergic medicine",
      many: "strongly anticholinergic medicines",
      why: WHY.anticholinergic,
    },
  ];
  if (combination) {
    const meds = unique([...gabapentinoids, ...opioids]);
    const one = "a gabapentinoid with an opioid";
    kinds.push({ kind: "combination", meds, one, many: one, why: WHY.combination });
  } else if (falls) {
    // The falls sentence gives the reason for these two.
    kinds.push({ kind: "opioid", meds: opioids, one: "an opioid", many: "opioids", why: "" });
    kinds.push({
      kind: "gabapentinoid",
      meds: gabapentinoids,
      one: "a gabapentinoid",
      many: "gabapentinoids",
      why: "",
    });
  }
  return kinds.filter((k) => k.meds.length > 0);
}

/** Current CNS-active medicines among those the engine recognises (Beers table 5's classes). */
function cnsActive(ctx: RuleContext): MedicationItem[] {
  const direct = ctx.medsOf("benzodiazepine", "z-drug", "opioid", "cyp2d6-opioid", "gabapentinoid");
  const anticholinergic = strongAnticholinergics(ctx).filter((m) =>
    m.drugs.some((d) => CNS_ACTIVE_ANTICHOLINERGICS.has(d)),
  );
  return unique([...direct, ...anticholinergic]);
}

function fallsText(falls: { conditions: ConditionItem[]; inNotes: boolean }): string {
  const where = [
    falls.conditions.length > 0 ? `in the conditions (${joinList(falls.conditions.map((c) => c.name))})` : "",
    falls.inNotes ? "in the notes" : "",
  ].filter(Boolean);
  return `A fall or fracture is recorded ${joinList(where)}. With that history the criteria advise avoiding benzodiazepines, Z-drugs, anticholinergics, opioids (except for severe acute pain) and antiepileptics, gabapentinoids included (except for seizures and mood disorders), unless safer alternatives are not available, and cutting down other medicines that act on the brain.`;
}

const COUNT_WORDS = ["no", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"];

function countWord(n: number): string {
  return COUNT_WORDS[n] ?? formatNumber(n);
}

/** What the criteria say of the kinds of strong anticholinergic found, and of taking several. */
function anticholinergicDetail(meds: readonly MedicationItem[]): string[] {
  const named = (set: ReadonlySet<string>) => meds.filter((m) => m.drugs.some((d) => set.has(d)));
  const antidepressants = named(ANTICHOLINERGIC_ANTIDEPRESSANTS);
  const antihistamines = named(FIRST_GENERATION);
  return [
    antidepressants.length > 0
      ? `Antidepressants with strong anticholinergic activity (${medNames(antidepressants)}) are to be avoided in older adults generally: they are highly anticholinergic and sedating, and cause orthostatic hypotension.`
      : "",
    antihistamines.length > 0
      ? `First-generation antihistamines (${medNames(antihistamines)}) are on the list to avoid in older adults generally.`
      : "",
    meds.length > 1
      ? `${capitalise(countWord(meds.length))} strongly anticholinergic medicines are taken together here.`
      : "",
  ].filter(Boolean);
}

const BEERS_CLOSING =
  "The criteria apply to adults 65 and older outside hospice and end-of-life care and support, rather than replace, clinical judgement: weigh each medicine's indication, benefit and alternatives with the patient, and reduce gradually where stopping is right.";

function beersMedicines(ctx: RuleContext): RuleMatch | undefined {
  const age = ctx.age;
  if (age === undefined || age < OLDER_ADULT_AGE) return undefined;
  const falls = fallsOrFractures(ctx);
  const kinds = flaggedMedicines(ctx, falls !== undefined);
  if (kinds.length === 0) return undefined;
  const all = unique(kinds.flatMap((k) => k.meds));
  const combination = kinds.some((k) => k.kind === "combination");
  const cns = cnsActive(ctx);

  const clinician = [
    ...kinds.flatMap((k) => (k.kind === "anticholinergic" ? [k.why, ...anticholinergicDetail(k.meds)] : [k.why])),
    cns.length >= CNS_ACTIVE_LIMIT
      ? `${capitalise(countWord(cns.length))} CNS-active medicines are taken together (${medNames(cns)}); the criteria advise against three or more because of falls and fractures.`
      : "",
    falls ? fallsText(falls) : "",
    BEERS_CLOSING,
  ].filter(Boolean);

  const more = [
    combination
      ? "Taking gabapentin or pregabalin together with an opioid painkiller can make you very drowsy and slow your breathing, so your doctor should check that you still need both."
      : "",
    falls ? "You have had a fall or a broken bone before, which makes this check more important." : "",
  ].filter(Boolean);

  const nextSteps = [
    "Review each listed medicine with the patient: what it is for, whether it still helps, its harms and the alternatives",
    "Plan any reduction with the patient, and taper where a medicine should not be stopped suddenly",
    ...(combination
      ? [
          "Check whether the gabapentinoid is part of a switch from, or a reduction of, the opioid; if not, review the combination",
        ]
      : []),
    falls
      ? "Assess fall risk, and review other medicines that act on the brain"
      : "Ask about drowsiness, confusion, dizziness and falls",
  ];

  return {
    refs: [...ctx.refs(...all), ...ctx.refs(...(falls?.conditions ?? []))],
    values: {
      age: formatNumber(age),
      found: joinList(kinds.map((k) => `${k.meds.length > 1 ? k.many : k.one} (${medNames(k.meds)})`)),
      names: medNames(all),
      more: more.length > 0 ? ` ${more.join(" ")}` : "",
    },
    severity: falls || combination ? Severity.high : Severity.moderate,
    clinicianExtra: clinician.join(" "),
    nextSteps,
  };
}

export const OLDER_ADULT_RULES: readonly Rule[] = [
  {
    id: "gabapentin-renal-dose",
    ...GABAPENTINOID_RULE,
    title: "Gabapentin with reduced kidney function",
    clinician:
      "{med} with {kidney}. Gabapentin is cleared by the kidneys and builds up when they work less well, bringing drowsiness, dizziness and unsteadiness, and with them falls. The NEURONTIN label sets the daily dose by creatinine clearance: 900–3600 mg at 60 mL/min or more, 400–1400 mg above 30 to 59 mL/min, 200–700 mg above 15 to 29 mL/min and less again below that, with a supplement after haemodialysis; the current dose should be checked against it.",
    patient:
      "Your kidney test is lower than normal. Gabapentin leaves the body through the kidneys, so it can build up and make you drowsy, dizzy or unsteady on your feet, which can lead to a fall. Ask your doctor or pharmacist to check that your dose suits your kidneys. Do not stop it or change the dose on your own.",
    nextSteps: [
      "Estimate creatinine clearance (the label uses the Cockcroft–Gault equation) and check the total daily gabapentin dose against the label's renal dosing table",
      "Ask about drowsiness, dizziness, unsteadiness and falls",
      "If the dose is lowered or gabapentin stopped, do it gradually over at least a week",
    ],
    patientQuestions: ["Is my gabapentin dose right for my kidney function?"],
    evidence: ["neurontin-label"],
    keywords: ["gabapentin", "neurontin", "renal dosing", "creatinine clearance", "egfr", "falls"],
    match: gabapentinoidKidney(["gabapentin", "neurontin"]),
  },
  {
    id: "pregabalin-renal-dose",
    ...GABAPENTINOID_RULE,
    title: "Pregabalin with reduced kidney function",
    clinician:
      "{med} with {kidney}. Pregabalin is removed mainly by the kidneys and builds up when they work less well, bringing dizziness, drowsiness and unsteadiness, and with them falls. The LYRICA label gives its usual doses for a creatinine clearance of at least 60 mL/min and lowers the dose when clearance is reduced; the current dose should be checked against its renal dosing table.",
    patient:
      "Your kidney test is lower than normal. Pregabalin leaves the body through the kidneys, so it can build up and make you dizzy, drowsy or unsteady on your feet, which can lead to a fall. Ask your doctor or pharmacist to check that your dose suits your kidneys. Do not stop it or change the dose on your own.",
    nextSteps: [
      "Estimate creatinine clearance and check the total daily pregabalin dose against the label's renal dosing table",
      "Ask about dizziness, drowsiness, unsteadiness and falls",
      "If the dose is lowered or pregabalin stopped, do it gradually over at least a week",
    ],
    patientQuestions: ["Is my pregabalin dose right for my kidney function?"],
    evidence: ["lyrica-label"],
    keywords: ["pregabalin", "lyrica", "renal dosing", "creatinine clearance", "egfr", "falls"],
    match: gabapentinoidKidney(["pregabalin", "lyrica"]),
  },
  {
    id: "beers-older-adult-medicines",
    family: F,
    severity: Severity.moderate,
    problem: "Medicines in older age",
    title: "Medicines to review in an older adult (AGS Beers Criteria 2023)",
    clinician:
      "Age {age}, taking medicines the 2023 AGS Beers Criteria list as potentially inappropriate for adults 65 and older: {found}.",
    patient:
      "Some of your medicines ({names}) can make you drowsy, confused or unsteady on your feet, and that can lead to a fall, more so as we get older.{more} This does not mean they are wrong for you, but it is worth asking your doctor or pharmacist to go through them with you: there may be a safer choice or a lower dose. Do not stop them on your own; some need to be reduced slowly.",
    nextSteps: [
      "Review each listed medicine with the patient: what it is for, whether it still helps, its harms and the alternatives",
    ],
    patientQuestions: [
      "Could any of my medicines be making me drowsy or unsteady?",
      "Is there a safer medicine or a lower dose I could try?",
    ],
    evidence: ["ags-beers-2023"],
    keywords: [
      "beers criteria",
      "older adults",
      "potentially inappropriate medication",
      "deprescribing",
      "benzodiazepine",
      "zolpidem",
      "anticholinergic",
      "falls",
      "gabapentin",
      "opioid",
    ],
    match: beersMedicines,
  },
];
