import { FindingFamily, type ConditionItem, type LabObservation, type MedicationItem, Severity } from "../model.ts";
import { isActiveCondition } from "../vocab/conditions.ts";
import { joinList } from "../text.ts";
import { medNames, type RuleContext } from "./context.ts";
import { sentenceAround, statedMatches, statedMention } from "./notes.ts";
import type { Rule, RuleMatch } from "./types.ts";
import { comfortCareStated } from "./comfort-care.ts";
import { digoxinTests } from "./digoxin-tests.ts";
import { readsAsUk } from "./uk-record.ts";
import { patientScope } from "../evidence/populations.ts";

/*
 * Medicine harms and acute illness in older adults that a routine review misses (review 11,
 * geriatrics): a dopamine-blocking antipsychotic in Parkinson's disease or Lewy body dementia,
 * acute confusion with infection markers or a kidney injury (delirium with a likely cause), a
 * medicine that raises digoxin levels when digoxin toxicity is suspected, and a reaction to
 * nitrofurantoin that the notes already describe.
 */

const F = FindingFamily.drugLab;

/** Age from which the delirium risk factor applies (NICE CG103 1.2.1: 65 or older). */
const OLDER_AGE = 65;

// ---------------------------------------------------------------------------------------------
// Antipsychotics and other dopamine blockers in Parkinson's disease or Lewy body dementia.

/**
 * Dopamine-receptor blockers: antipsychotics (AGS Beers 2023 table 3, Parkinson disease row) and
 * the antiemetics the same row names (metoclopramide, prochlorperazine, promethazine).
 * Clozapine, quetiapine and pimavanserin are the row's exceptions and are left out.
 */
const DOPAMINE_BLOCKER =
  /\b(?:haloperidol|haldol|risperidone|risperdal|olanzapine|zyprexa|aripiprazole|abilify|amisulpride|sulpiride|chlorpromazine|largactil|trifluoperazine|flupentixol|zuclopenthixol|fluphenazine|perphenazine|levomepromazine|pericyazine|promazine|paliperidone|lurasidone|ziprasidone|asenapine|cariprazine|brexpiprazole|metoclopramide|maxolon|reglan|prochlorperazine|stemetil|buccastem|promethazine|phenergan)\b/i;

/** Parkinson's disease (not drug-induced parkinsonism, which is a reason to stop, not a diagnosis). */
const PARKINSON = /\bparkinson'?s?\b(?!\s*(?:ism\s+)?(?:drug|medication)\s+induced)|\bG20\b/i;
const LEWY = /\blewy\b|\bdlb\b/i;
const DEMENTIA = /\bdementia\b|\balzheimer/i;

function activeConditions(ctx: RuleContext, re: RegExp): ConditionItem[] {
  return ctx.model.conditions.filter((c) => isActiveCondition(c.status) && (re.test(c.name) || re.test(c.code ?? "")));
}

function antipsychoticParkinson(ctx: RuleContext): RuleMatch | undefined {
  const meds = ctx.model.medications.filter((m) => m.active && DOPAMINE_BLOCKER.test(m.name));
  if (meds.length === 0) return undefined;
  const pd = activeConditions(ctx, PARKINSON);
  const lewy = activeConditions(ctx, LEWY);
  const conditions = [...pd, ...lewy];
  if (conditions.length === 0) return undefined;
  const dementia = activeConditions(ctx, DEMENTIA).filter((c) => !conditions.includes(c));
  const dementiaText =
    dementia.length > 0 || lewy.length > 0
      ? " In dementia, antipsychotics also raise the risk of stroke and death and speed cognitive decline; they are kept for severe distress or risk of harm after other measures have failed."
      : "";
  return {
    refs: [...ctx.refs(...meds), ...ctx.refs(...conditions, ...dementia)],
    values: {
      meds: medNames(meds),
      conditions: [...new Set(conditions.map((c) => c.name))].join(" and "),
      dementia: dementiaText,
    },
  };
}

// ---------------------------------------------------------------------------------------------
// Acute confusion with infection markers or a kidney injury: delirium with a likely cause.

/** An acute or new change in thinking stated in the notes, not long-standing memory loss. */
const ACUTE_CONFUSION =
  /\b(?:acute(?:ly)?\s+(?:confus\w*|agitat\w*)|new(?:ly)?\s+confus\w*|(?:increased|increasing|worsening)\s+confusion|(?:more|increasingly|suddenly)\s+(?:confused|muddled|drowsy)|acute confusional state|deliri(?:um|ous)|muddled)\b/;

function high(obs: LabObservation | undefined): boolean {
  return obs !== undefined && (obs.status === "high" || obs.status === "critical-high");
}

/**
 * Episodes that eating ended ("sweaty and muddled before lunch, better with biscuits"): how a
 * carer describes a hypo on insulin or a sulfonylurea when no meter reading was taken (review 16,
 * older over-calls 04, which was sent for same-day delirium assessment on a stable creatinine).
 */
const EATING_ENDED =
  /\b(?:better|improved|settled|resolved|recovered)\s+(?:with|after)\s+(?:(?:some|a|eating)\s+)?(?:food|eating|biscuits?|sweets|sugar|juice|lucozade|snacks?)\b/;
/** Words in the confusion's own sentence that tie it to a low glucose ("muddled, better after sugary tea"). */
const HYPO_TIE = new RegExp(
  `\\b(?:hypo(?:glyc(?:a)?emi\\w*|s)?|low (?:blood )?(?:sugars?|glucose)|sugary|glucose|dextrose|glucogel)\\b|${EATING_ENDED.source}`,
);
/** Hypoglycaemia stated in the notes: a hypo, a low sugar, or a glucose below 4 mmol/L written out. */
const HYPO_STATED =
  /\bhypo(?:glyc(?:a)?emi\w*|s)?\b|\blow (?:blood )?(?:sugars?|glucose)\b|\bglucose (?:of |was |=\s*)?[0-3](?:\.\d+)?\b/;
/** Glucose below which a result is hypoglycaemia, in mg/dL (3.9 mmol/L; ADA level 1). */
const HYPO_MG_DL = 70;

/**
 * Whether the notes tie the acute confusion to a recorded low glucose (review 15, deep case 06: a
 * frail man "sweaty and muddled ... better after sugary tea" on gliclazide, glucose 2.8). Then the
 * confusion has a stated cause that the hypoglycaemia findings handle, and calling it delirium from
 * a chronically raised creatinine is a false alarm.
 */
function confusionFromHypoglycaemia(ctx: RuleContext): boolean {
  const text = ctx.freeText;
  const documented =
    ctx.labs("glucose").some((o) => (ctx.valueOf(o) ?? Infinity) < HYPO_MG_DL) ||
    statedMention(text, HYPO_STATED) !== undefined ||
    (ctx.medsOf("insulin", "sulfonylurea").length > 0 && statedMention(text, EATING_ENDED) !== undefined);
  if (!documented) return false;
  for (const m of statedMatches(text, ACUTE_CONFUSION)) {
    if (statedMention(sentenceAround(text, m.index, m.length), HYPO_TIE) !== undefined) return true;
  }
  return false;
}

function low(obs: LabObservation | undefined): boolean {
  return obs !== undefined && (obs.status === "low" || obs.status === "critical-low");
}

/** Whether delirium-acute-illness applies: the hypernatraemia finding then leaves the urgency to it. */
export function deliriumAcuteIllnessApplies(ctx: RuleContext): boolean {
  return deliriumAcuteIllness(ctx) !== undefined;
}

/**
 * Sodium and calcium outside their ranges, which dehydration can cause or worsen: named among the
 * delirium finding's results (a sodium of 152 was left out, review 19, sodium-water-2 case 01) and
 * in its repeat step, which named "calcium and sodium" even with neither abnormal.
 */
function electrolytes(ctx: RuleContext): { obs: LabObservation; words: string; repeat: boolean }[] {
  const out: { obs: LabObservation; words: string; repeat: boolean }[] = [];
  const sodium = ctx.lab("sodium");
  // A high sodium is a water deficit with its own finding and rechecks (rules/hypernatraemia.ts).
  if (sodium !== undefined && high(sodium))
    out.push({ obs: sodium, words: `raised sodium ${ctx.show(sodium)} (a water deficit)`, repeat: false });
  if (sodium !== undefined && low(sodium))
    out.push({ obs: sodium, words: `low sodium ${ctx.show(sodium)}`, repeat: true });
  const calcium = ctx.lab("calcium");
  if (calcium !== undefined && (high(calcium) || low(calcium)))
    out.push({ obs: calcium, words: `${high(calcium) ? "raised" : "low"} calcium ${ctx.show(calcium)}`, repeat: true });
  return out;
}

function deliriumAcuteIllness(ctx: RuleContext): RuleMatch | undefined {
  if (ctx.age === undefined || ctx.age < OLDER_AGE) return undefined;
  const quote = statedMention(ctx.freeText, ACUTE_CONFUSION);
  if (quote === undefined) return undefined;
  const crp = ctx.lab("crp");
  const wbc = ctx.lab("wbc");
  const creat = ctx.lab("creatinine");
  const urea = ctx.lab("urea") ?? ctx.lab("bun");
  const infection = [crp, wbc].filter((o): o is LabObservation => high(o));
  const kidney = [creat, urea].filter((o): o is LabObservation => high(o));
  if (infection.length === 0 && kidney.length === 0) return undefined;
  // Confusion the notes put down to a recorded low glucose steps aside, unless infection markers
  // are raised too (an infection can itself bring on the lows), when the low glucose is named.
  const hypo = confusionFromHypoglycaemia(ctx);
  if (hypo && infection.length === 0) return undefined;
  const parts: string[] = [];
  if (infection.length > 0)
    parts.push(`raised inflammatory markers (${infection.map((o) => `${o.name} ${ctx.show(o)}`).join(", ")})`);
  // With CKD on record and no earlier creatinine, a raised creatinine may be the usual level: it was
  // read as "possible dehydration or acute kidney injury" in recorded CKD 3b (review 30b,
  // older-obs-30b case 01). An earlier result lets the kidney-injury rules judge a rise instead.
  const ckd = ctx.conditions("ckd")[0];
  const earlier = new Set(ctx.labs("creatinine").map((o) => o.date?.slice(0, 10))).size > 1;
  if (kidney.length > 0)
    parts.push(
      `raised ${kidney.map((o) => `${o.name} ${ctx.show(o)}`).join(" and ")}${
        ckd !== undefined && !earlier
          ? ` (${ckd.name} is on record: compare with the usual creatinine, as a rise above it would point to dehydration or acute kidney injury)`
          : " (possible dehydration or acute kidney injury)"
      }`,
    );
  const salts = electrolytes(ctx);
  if (salts.length > 0) parts.push(salts.map((e) => e.words).join(" and "));
  const repeat = salts.filter((e) => e.repeat).map((e) => (e.obs === ctx.lab("sodium") ? "sodium" : "calcium"));
  const dementia = activeConditions(ctx, DEMENTIA);
  // Medicines that can cause or worsen delirium (AGS Beers 2023 table 3, delirium row).
  const deliriogenic = ctx.model.medications.filter(
    (m) =>
      m.active &&
      (DOPAMINE_BLOCKER.test(m.name) ||
        m.classes.some((c) => ["anticholinergic", "benzodiazepine", "z-drug", "opioid"].includes(c)) ||
        /\b(?:tolterodine|oxybutynin|solifenacin|trospium|fesoterodine|darifenacin|amitriptyline|chlorphenamine|diphenhydramine|hydroxyzine|promethazine)\b/i.test(
          m.name,
        )),
  );
  return {
    refs: [
      ...ctx.refs(...infection, ...kidney, ...salts.map((e) => e.obs)),
      ...ctx.refs(...dementia),
      ...ctx.refs(...deliriogenic),
    ],
    nextSteps: [
      ...DELIRIUM_STEPS,
      ...(repeat.length > 0 ? [`Repeat the ${repeat.join(" and ")} after rehydration`] : []),
    ],
    values: {
      age: ctx.age,
      quote,
      findings: parts.join(" and "),
      dementia: dementia[0] === undefined ? "" : ` with ${dementia[0].name}`,
    },
    clinicianExtra:
      [
        hypo
          ? "The notes tie the confusion to a recorded low glucose, which is treated first; raised inflammatory markers mean infection is still looked for."
          : "",
        deliriogenic.length > 0
          ? `Medicines in the record that can cause or worsen delirium: ${medNames(deliriogenic)}.`
          : "",
      ]
        .filter(Boolean)
        .join(" ") || undefined,
  };
}

// ---------------------------------------------------------------------------------------------
// Digoxin toxicity with a medicine that raises digoxin levels.

/** Medicines that raise serum digoxin (P-glycoprotein inhibitors and macrolides; ccjm-digoxin-interactions-table). */
export const DIGOXIN_RAISER =
  /\b(?:amiodarone|cordarone|dronedarone|verapamil|securon|clarithromycin|klaricid|erythromycin|propafenone|quinidine|itraconazole|ciclosporin)\b/i;

/** Toxicity features in the notes: stomach symptoms, and yellow or green vision (xanthopsia) or other visual change. */
const DIGOXIN_TOXIC_NOTES = [
  /\b(?:nause(?:a|ated|ous)|vomit\w*)\b/,
  /\b(?:seeing\s+(?:yellow|green)(?:\s+tinge)?|(?:yellow|green)(?:ish)?\s+(?:tinge|vision|halos?)|xanthopsia|haloe?s\s+around|blurred\s+vision|visual\s+disturbance)\b/,
];

/** Heart rate below which the pulse counts as slow for digoxin toxicity. */
const SLOW_HR = 60;
/** A start within this many days counts as recent (the interaction takes up to weeks to develop). */
const RECENT_DAYS = 90;
/** A digoxin level this recent is already in hand for the same-day assessment. */
const LEVEL_HELD_DAYS = 3;
const DIGOXIN_STEPS = [
  "Assess the same day with an ECG, potassium, magnesium, kidney function and a digoxin level; withhold digoxin",
  "Consider digoxin-specific antibody fragments for a life-threatening arrhythmia or severe toxicity",
  "When restarting alongside one of these medicines, use a lower digoxin dose (by up to a half) and recheck the level about a week later",
];

/**
 * The same-day assessment step, asking only for what the record lacks: a recent digoxin level, and
 * potassium, magnesium and kidney function results from the last few days, are read, not asked for
 * (review 44, meds-44 case 08, for the level; review 45, leftovers-45 case 07, for the others).
 */
function digoxinAssessStep(ctx: RuleContext, heldLevel: boolean): string {
  const { toCheck, inRecord } = digoxinTests(ctx);
  const checks = ["an ECG", ...toCheck, ...(heldLevel ? [] : ["a digoxin level"])];
  const held = [...inRecord, ...(heldLevel ? ["the recent digoxin level"] : [])];
  return `Assess the same day with ${joinList(checks)}${held.length > 0 ? `, reading ${joinList(held)} in the record` : ""}; withhold digoxin`;
}

function digoxinRaiser(ctx: RuleContext): RuleMatch | undefined {
  const digoxin = ctx.meds("digoxin");
  if (digoxin.length === 0) return undefined;
  const raisers = ctx.model.medications.filter((m) => m.active && DIGOXIN_RAISER.test(m.name));
  if (raisers.length === 0) return undefined;
  const level = ctx.model.labs
    .filter((o) => /\b(?:digoxin|lanoxin)\b/i.test(o.name) && o.value.kind === "number")
    .sort((a, b) => (b.time ?? 0) - (a.time ?? 0))[0];
  const levelHigh = high(level);
  const symptoms = DIGOXIN_TOXIC_NOTES.map((re) => statedMention(ctx.freeText, re, true)).filter(
    (q): q is string => q !== undefined,
  );
  const hr = ctx.vitals("heart-rate")[0];
  const slow = hr?.value !== undefined && hr.value < SLOW_HR;
  // Fires only when toxicity is suspected; the combination alone is a prescribing check.
  if (!levelHigh && symptoms.length === 0 && !slow) return undefined;
  const now = ctx.model.now === undefined ? Number.NaN : Date.parse(ctx.model.now);
  const recent = (m: MedicationItem): string => {
    if (m.startDate === undefined || Number.isNaN(now)) return m.name;
    const days = (now - Date.parse(m.startDate)) / 86_400_000;
    return days >= 0 && days <= RECENT_DAYS ? `${m.name} (started ${m.startDate.slice(0, 10)})` : m.name;
  };
  const signs: string[] = [];
  if (levelHigh && level) signs.push(`digoxin level ${ctx.show(level)}`);
  if (symptoms.length > 0) signs.push(`${symptoms.map((q) => `"${q}"`).join(" and ")} in the notes`);
  if (slow && hr?.value !== undefined) signs.push(`heart rate ${hr.value}/min`);
  const urgent = slow || symptoms.length > 0;
  // A level from the last few days is the one being acted on, so it is not asked for again (digoxinAssessStep).
  const heldLevel = level?.time !== undefined && !Number.isNaN(now) && now - level.time <= LEVEL_HELD_DAYS * 86_400_000;
  return {
    refs: [...ctx.refs(...digoxin, ...raisers, level), ...(slow && hr ? [hr.ref] : [])],
    severity: urgent ? Severity.critical : Severity.high,
    nextSteps: [digoxinAssessStep(ctx, heldLevel), ...DIGOXIN_STEPS.slice(1)],
    values: { raisers: raisers.map(recent).join(", "), digoxin: medNames(digoxin), signs: signs.join(", ") },
    patientExtra: urgent
      ? "Because you have symptoms or a slow pulse, please get medical help today, at an urgent care centre or emergency department if you cannot see your doctor today."
      : undefined,
  };
}

/** Whether digoxin-toxicity-interaction applies: digoxin-level-high then leaves it the assessment. */
export function digoxinToxicityWithRaiser(ctx: RuleContext): boolean {
  return digoxinRaiser(ctx) !== undefined;
}

// ---------------------------------------------------------------------------------------------
// Nitrofurantoin with lung or nerve symptoms already in the notes.

const LUNG_SYMPTOM = /\b(?:cough\w*|breathless\w*|short(?:ness)?\s+of\s+breath|dyspn\w*|sob on exertion)\b/;
const NERVE_SYMPTOM = /\b(?:tingl\w*|numb\w*|pins and needles|paraesthesi\w*|paresthesi\w*|neuropath\w*)\b/;

/** Lung and nerve symptoms stated in the notes (quoted), for nitrofurantoin's reaction check. */
export function nitrofurantoinSymptoms(ctx: RuleContext): { lung?: string; nerve?: string } {
  return {
    lung: statedMention(ctx.freeText, LUNG_SYMPTOM, true),
    nerve: statedMention(ctx.freeText, NERVE_SYMPTOM, true),
  };
}

function nitrofurantoinReaction(ctx: RuleContext): RuleMatch | undefined {
  const meds = ctx.meds("nitrofurantoin");
  if (meds.length === 0) return undefined;
  const { lung, nerve } = nitrofurantoinSymptoms(ctx);
  if (lung === undefined && nerve === undefined) return undefined;
  const quoted = [lung, nerve].filter((q): q is string => q !== undefined).map((q) => `"${q}"`);
  const kinds = [
    lung !== undefined ? "pulmonary reaction (which can be chronic and insidious in older people)" : "",
    nerve !== undefined ? "peripheral neuropathy" : "",
  ].filter(Boolean);
  return {
    refs: ctx.refs(...meds),
    values: { med: medNames(meds), quoted: quoted.join(" and "), kinds: kinds.join(" and ") },
    nextSteps: [
      "Stop nitrofurantoin now and record the suspected reaction",
      ...(lung !== undefined
        ? ["Examine the chest and arrange a chest X-ray; consider lung function or CT if it persists"]
        : []),
      ...(nerve !== undefined ? ["Examine for peripheral neuropathy and document its extent"] : []),
      "Check liver tests and a full blood count; plan another approach to preventing urine infections",
    ],
  };
}

/** The delirium finding's fixed steps; a repeat of the abnormal sodium or calcium is added per record. */
const DELIRIUM_STEPS = [
  "Same-day clinical assessment for delirium (for example the 4AT or the Confusion Assessment Method) and its causes: observations and a sepsis screen, hydration, urine and chest as sources, kidney function",
  "Review medicines that can cause or worsen delirium, and hold diuretics while dehydrated",
];

const MEDICINE_RULES: readonly Rule[] = [
  {
    id: "antipsychotic-parkinson",
    family: F,
    severity: Severity.high,
    problem: "Medicines in older age",
    title: "Dopamine-blocking antipsychotic or antiemetic with Parkinson's disease or Lewy body dementia",
    clinician:
      "{meds} with {conditions}. Dopamine-blocking medicines worsen parkinsonism and can cause severe, sometimes life-threatening antipsychotic sensitivity reactions in Parkinson's disease and Lewy body dementia; the AGS Beers Criteria advise avoiding them, the exceptions being clozapine, quetiapine and pimavanserin.{dementia}",
    patient:
      "You take {meds}. In Parkinson's disease and some kinds of dementia this type of medicine can make stiffness, slowness and falls much worse and can cause a serious reaction. Please ask your doctor to review it soon. If it was started for confusion or agitation, the cause of that needs looking for too.",
    nextSteps: [
      "Stop or replace the dopamine blocker with the prescriber; if an antipsychotic is truly needed, use one the Parkinson's team advises (quetiapine or clozapine)",
      "Look for and treat a cause of new confusion or agitation (infection, dehydration, pain, constipation, medicines) before any sedative",
      "Watch for worsening rigidity, falls, fever or reduced consciousness after any dose",
    ],
    patientQuestions: ["Is this medicine safe with my Parkinson's disease or dementia?"],
    evidence: ["ags-beers-2023", "nice-ktt7-antipsychotics-dementia"],
    keywords: ["parkinson's disease", "lewy body dementia", "haloperidol", "antipsychotic", "neuroleptic sensitivity"],
    match: antipsychoticParkinson,
  },
  {
    id: "delirium-acute-illness",
    family: FindingFamily.pattern,
    // Same-day assessment, as for the other urgent findings; critical is kept for "act now" (and a
    // sepsis finding on the same data leads the report).
    severity: Severity.high,
    problem: "Acute confusion in an older adult",
    title: "Acute confusion with signs of infection or kidney injury: possible delirium",
    clinician:
      'Age {age}{dementia}: the notes describe "{quote}" with {findings}. A recent change in thinking or behaviour in an older person is delirium until shown otherwise, and infection, dehydration and acute kidney injury are common causes. Delirium is a medical emergency in its own right and is assessed the same day, before routine investigations of other results.',
    patient:
      "New confusion in an older person is often caused by an illness such as an infection or by not drinking enough, and your results suggest this may be happening. Please get medical help today, at an urgent care centre or emergency department if your doctor cannot see you today.",
    nextSteps: DELIRIUM_STEPS,
    patientQuestions: ["Could an infection or dehydration be causing the confusion?"],
    // NICE CG103 leads on a UK record; a US record cites the Lancet review alone (sourcesForCountry;
    // review 33, older-acute-33: NICE was the only source on US records).
    evidence: ["nice-cg103-delirium", "inouye-2014-delirium-elderly"],
    keywords: ["delirium", "acute confusion", "older adults", "infection", "acute kidney injury", "sepsis"],
    match: deliriumAcuteIllness,
  },
  {
    id: "digoxin-toxicity-interaction",
    family: F,
    severity: Severity.high,
    problem: "Digoxin treatment",
    title: "Suspected digoxin toxicity with a medicine that raises digoxin levels",
    clinician:
      "{digoxin} with {raisers}, which raise serum digoxin levels (most block the P-glycoprotein pump that clears digoxin, so the digoxin dose may need halving when one is started). Features of toxicity in the record: {signs}. Nausea, visual disturbance and a slow or irregular pulse are typical signs.",
    patient:
      "One of your medicines ({raisers}) can raise the amount of digoxin in your blood, and your record shows signs that the level may be too high. Do not take more digoxin until you have spoken to a doctor.",
    nextSteps: DIGOXIN_STEPS,
    patientQuestions: ["Does my digoxin dose need to change because of my other medicines?"],
    evidence: ["lanoxin-label", "ccjm-digoxin-interactions-table"],
    keywords: ["digoxin toxicity", "amiodarone", "verapamil", "clarithromycin", "drug interaction", "xanthopsia"],
    match: digoxinRaiser,
  },
  {
    id: "nitrofurantoin-reaction-reported",
    family: F,
    severity: Severity.high,
    problem: "Kidney function and medicines",
    title: "Nitrofurantoin with symptoms of a lung or nerve reaction in the notes",
    clinician:
      "{med} with {quoted} in the notes: possible {kinds}. The label says to stop nitrofurantoin at the first signs of a pulmonary reaction or of nerve involvement such as tingling; neuropathy can become severe or permanent and lung reactions worsen the longer the drug continues.",
    patient:
      "Your notes mention symptoms (such as cough, breathlessness or tingling) that can be side effects of nitrofurantoin. Please contact your doctor this week to review it; these side effects usually improve once the medicine is stopped.",
    nextSteps: ["Stop nitrofurantoin and investigate the reported symptoms"],
    patientQuestions: ["Could my symptoms be caused by nitrofurantoin?"],
    evidence: ["mhra-2014-nitrofurantoin"],
    keywords: ["nitrofurantoin", "pulmonary reaction", "peripheral neuropathy", "adverse drug reaction"],
    match: nitrofurantoinReaction,
  },
];

// ---------------------------------------------------------------------------------------------
// Tight diabetes control on a sulfonylurea or insulin in frailty or dementia, without recorded hypos
// (those are diabetes-overtreatment-older-adult's, rules/patterns.ts).

/** HbA1c (%) below which a hypoglycaemia-causing medicine is stronger than any older adult's goal needs. */
const A1C_FLOOR = 7.0;
const FRAIL_OR_DEMENTIA = /\bfrail\w*|\bdementia\b|\balzheimer|\bcognitive impairment\b|\bclinical frailty scale\b/i;
// "Palliative care home visit" is a palliative care visit at home, not a care home (review 29b, meds-29b case 13).
const FRAIL_NOTES = /\bfrail\w*|(?<!palliative )\bcare home\b|\bnursing home\b|\bbed[- ]bound\b|\bbed[- ]to[- ]chair\b/;
/**
 * Hypoglycaemia stated in the notes ("two hypos last month", "low blood sugars"). Shaking with
 * sweating together is read as a hypo's symptoms (review 11, geriatrics case 02); either alone is
 * not. "Shakiness" counts as shaking (review 20, older-adults-meds case 08: "sweating and shakiness
 * before lunch, carers gave biscuits" on gliclazide was missed). A glucose reading written in the
 * notes below ADA's level 1 of 3.9 mmol/L (70 mg/dL) is a recorded hypo too (review 26, older-26
 * case 03: "capillary glucose 3.4" on gliclazide and insulin in a care home was read as tight
 * control without hypos). Symptoms that settle with sugar are read as a hypo too, with no glucose
 * measured (review 37, older-adults-37 case 06: "sweaty and drowsy before lunch, settled after a
 * sugary drink" on gliclazide in a care home was read as tight control without hypos).
 */
const LOW_GLUCOSE_IN_NOTES = String.raw`\b(?:capillary (?:blood )?(?:glucose|sugar)|cbg|bms?|finger[- ]?(?:stick|prick) (?:glucose|sugar)|blood (?:glucose|sugar)|glucose)\b[^.\d]{0,12}(?:(?:[0-2]|3(?=\.[0-8]))\.\d+|[0-2]\s*mmol|[1-6]\d\s*mg)\b`;
const RELIEVED_BY_SUGAR = String.raw`\b(?:sweat\w*|clammy|shak(?:y|ing|iness)|trembl\w*|drows\w*|confus\w*)\b[^.]{0,60}\b(?:settled|resolved|improved|recovered|better|relieved)\b[^.;]{0,30}\b(?:sugar\w*|glucose|dextrose|lucozade|sweets|biscuits?|juice|eating|food)\b(?:\s+(?:drinks?|tablets?|gel))?`;
export const HYPO_NOTES = new RegExp(
  String.raw`\bhypo(?:glyc(?:a)?emi\w*|s)?\b|\blow (?:blood )?(?:sugars?|glucose)\b|\b(?:shak(?:y|ing|iness)|trembl\w*)\b[^.]{0,20}\bsweat\w*|\bsweat\w*[^.]{0,20}\b(?:shak(?:y|ing|iness)|trembl\w*)\b|${LOW_GLUCOSE_IN_NOTES}|${RELIEVED_BY_SUGAR}`,
);

/** Whether diabetes-tight-control-frailty applies: diabetes-at-goal's "well controlled" would contradict it. */
export function tightDiabetesControlInFrailty(ctx: RuleContext): boolean {
  return tightControlFrailty(ctx) !== undefined;
}

function tightControlFrailty(ctx: RuleContext): RuleMatch | undefined {
  if (ctx.age === undefined || ctx.age < OLDER_AGE) return undefined;
  if (ctx.conditions("diabetes").length === 0) return undefined;
  const drugs = ctx.medsOf("insulin", "sulfonylurea");
  if (drugs.length === 0) return undefined;
  const a1c = ctx.lab("hba1c");
  const value = ctx.valueOf(a1c);
  if (a1c === undefined || value === undefined || value >= A1C_FLOOR) return undefined;
  // Recorded hypos are the overtreatment rule's, which says more.
  if (statedMention(ctx.freeText, HYPO_NOTES) !== undefined) return undefined;
  if (ctx.labs("glucose").some((o) => (ctx.valueOf(o) ?? Infinity) < 70)) return undefined;
  const frail = activeConditions(ctx, FRAIL_OR_DEMENTIA);
  const noted = statedMention(ctx.freeText, FRAIL_NOTES, true);
  // Care focused on comfort is ADA's very poor health too, where avoiding hypoglycaemia comes first.
  const comfort = comfortCareStated(ctx);
  if (frail.length === 0 && noted === undefined && comfort === undefined) return undefined;
  const context = [
    ...frail.map((c) => c.name),
    ...(noted === undefined ? [] : [`"${noted}" in the notes`]),
    ...(comfort === undefined ? [] : [`care focused on comfort (${comfort})`]),
  ];
  return {
    refs: [...ctx.refs(a1c, ...drugs), ...ctx.refs(...frail)],
    values: {
      a1c: ctx.show(a1c),
      age: ctx.age,
      meds: medNames(drugs),
      context: context.join(", "),
    },
    nextSteps: tightControlSteps(CARE_HOME.test(ctx.freeText) ? careHomeWord(ctx) : undefined),
    // A UK record names NICE's relaxed target too (review 31b, leftovers-31b case 02): NG28 asks for
    // the HbA1c target to be relaxed case by case for older or frail people, such as those at risk of
    // falls ("nice-ng28-t2d-adults").
    ...(readsAsUk(ctx) && {
      clinicianExtra:
        "NICE NG28 likewise asks for the HbA1c target to be relaxed case by case for older or frail people, especially when hypoglycaemia would put them at high risk, for example of falls.",
      evidence: ["nice-ng28-t2d-adults"],
    }),
  };
}

/*
 * Care-home glucose records only exist for someone living in a home (review 26, older-26 case 04:
 * an 85-year-old living with her daughter was sent to them).
 */
const CARE_HOME = /(?<!palliative )\b(?:care|nursing|residential) home\b/;

/** A US record says nursing home (review 45, older-45 case 12: "care-home glucose records" in Ohio). */
function careHomeWord(ctx: RuleContext): string {
  return patientScope(ctx).country === "us" ? "nursing-home" : "care-home";
}

/** The steps, with the home's glucose records for a resident (`home`: "care-home" or "nursing-home"). */
function tightControlSteps(home: string | undefined): string[] {
  return [
    "Reduce or stop the sulfonylurea or insulin and agree a less strict individual goal focused on avoiding hypoglycaemia",
    `Check for unrecognised hypoglycaemia (${home ? `${home} glucose records` : "home glucose meter readings"}, early-morning or pre-meal readings) after each change`,
  ];
}

const DIABETES_RULES: readonly Rule[] = [
  {
    id: "diabetes-tight-control-frailty",
    family: F,
    severity: Severity.high,
    problem: "Diabetes",
    title: "Tight HbA1c on a sulfonylurea or insulin with frailty or dementia: consider easing treatment",
    clinician:
      "HbA1c {a1c} at age {age} on {meds}, with {context}. This is tighter control than an older adult with frailty or dementia needs, and these medicines cause hypoglycaemia, which is often unrecognised in dementia and leads to falls and confusion. ADA advises less strict goals with complex or poor health (in very poor health HbA1c is not relied on and avoiding hypoglycaemia comes first) and easing hypoglycaemia-causing medicines when the individual goal allows.",
    patient:
      "Your HbA1c (average blood sugar) is lower than it needs to be at this stage, and {meds} can make blood sugar go too low, which can cause falls and confusion. Ask your doctor soon whether the dose can be lowered or the medicine stopped. Do not change it on your own.",
    nextSteps: tightControlSteps("care-home"),
    patientQuestions: ["Could my diabetes medicine be lowered now?"],
    evidence: ["ada-soc-2026-s13"],
    keywords: ["deintensification", "hypoglycemia", "frailty", "dementia", "sulfonylurea", "insulin", "hba1c"],
    match: tightControlFrailty,
  },
];

export const GERIATRIC_SAFETY_RULES: readonly Rule[] = [...MEDICINE_RULES, ...DIABETES_RULES];
