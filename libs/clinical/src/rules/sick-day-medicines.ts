import { FindingFamily, Severity, type LabObservation, type MedicationItem } from "../model.ts";
import { ACUTE_ILLNESS } from "./aki-acute-illness.ts";
import { bpReadings } from "./bp-readings.ts";
import { comfortCareStated } from "./comfort-care.ts";
import { medNames, type RuleContext } from "./context.ts";
import { sentenceAround, statedMatches } from "./notes.ts";
import { latestDateIn, PAST_DAYS, referenceNow } from "./past-mention.ts";
import { kidneyFunctionUnstable } from "./patterns.ts";
import type { Rule, RuleMatch } from "./types.ts";

/*
 * Sick-day guidance for medicines while the notes describe vomiting, diarrhoea or poor intake now
 * (review 18, notes-history: "D&V for 3 days" on metformin, ramipril and dapagliflozin drew only
 * the diabetes review findings). Until this, the same steps came only inside an acute kidney injury
 * finding; the advice is meant to come before the creatinine rises. The NHS sick-day leaflet lists
 * the medicines stopped until the person is well and eating and drinking normally
 * (dchft-type2-sglt2i-sick-day-rules); NICE's key therapeutic topic names dehydration from diarrhoea
 * or vomiting, with NSAIDs, RAS drugs and diuretics, as a route to AKI (rcgp-aki-toolkit). An illness
 * told as past ("D&V last month, resolved") says nothing of now.
 */

/** The medicine groups paused on a sick day, each worded for the step. */
const GROUPS: readonly { classes: readonly string[]; why: string }[] = [
  { classes: ["metformin"], why: "lactic acidosis if the kidneys fail" },
  { classes: ["sglt2i"], why: "ketoacidosis, which can come with a near-normal glucose" },
  { classes: ["sulfonylurea"], why: "hypoglycaemia while not eating" },
  { classes: ["glp1-ra"], why: "more nausea, vomiting and fluid loss" },
  { classes: ["ace-inhibitor", "arb"], why: "acute kidney injury as the blood volume falls" },
  {
    classes: ["thiazide", "loop-diuretic", "mra", "potassium-sparing"],
    why: "more fluid loss and acute kidney injury",
  },
  { classes: ["nsaid"], why: "acute kidney injury" },
];

/** The illness told as past or over after the mention: "last month", "in 2024", "2 weeks ago". */
const PAST =
  /^[^.;]{0,30}?\b(?:last (?:week|month|year)|(?:weeks|months|years) ago|in (?:19|20)\d\d|previously|earlier this year)\b/;

/**
 * The illness told as long-standing in its sentence ("diarrhoea since the summer", "chronic
 * diarrhoea", "for 4 months", "four months of intermittent loose stools" (review 23, gi-resp-23
 * case 01)): sick-day rules are for a short illness, not a lasting symptom,
 * which is a question for whoever looks after its cause. So is "poor oral intake, weight down 9 lb in
 * 3 months" (review 45, older-45 case 12: a nursing-home resident was told her eGFR was "taken during
 * this illness" and could not set the metformin dose); "review in 3 months" is a plan, not a duration.
 */
const LONGSTANDING =
  /\b(?:chronic|long-?standing|persistent|(?:for|over|in) (?:the (?:last|past) )?(?<!\b(?:review(?:ed)?|recheck(?:ed)?|repeat(?:ed)?|again|follow-?up|see|seen|back|due|return)\s+in )(?:\d+|two|three|four|five|six|several|many|some) (?:months|years)|(?:\d+|two|three|four|five|six|several|many) (?:months|years) of|since (?:the )?(?:spring|summer|autumn|fall|winter|last year|(?:19|20)\d\d|january|february|march|april|may|june|july|august|september|october|november|december))\b/;

/**
 * A hospital stay told in the sentence of the illness: "admitted 2026-11-08 to 2026-11-14 with
 * diarrhoea and vomiting". Once the sentence's latest date is more than a week past, the stay and
 * its illness are over (review 48, multimorbid-48 case 05: three weeks after discharge, a man asking
 * what to do "if he gets it again" was told "you are being sick or have diarrhoea" and to have his
 * ketones checked today).
 */
const HOSPITAL_STAY = /\b(?:admitted|admission|discharged|hospitali[sz]ed|inpatient stay)\b/;

/**
 * Vomiting, diarrhoea or dehydration during a hospital stay now over (see stayOver), quoted up to the
 * illness; only a recent stay: past PAST_DAYS, past-mention.ts reads a dated mention as an old episode.
 */
const ILLNESS_WORDS = new RegExp(ACUTE_ILLNESS.source, "g");

function illnessOfFinishedStay(ctx: RuleContext): string | undefined {
  const now = referenceNow(ctx);
  for (const m of statedMatches(ctx.freeText, ACUTE_ILLNESS)) {
    if (POSTURAL_ONLY.test(m.quote.toLowerCase())) continue;
    const sentence = sentenceAround(ctx.freeText, m.index, m.length);
    const last = latestDateIn(sentence) ?? Number.NEGATIVE_INFINITY;
    if (!stayOver(sentence, now) || (now ?? 0) - last > PAST_DAYS * 86_400_000) continue;
    // Quoted up to its last illness word: the rest of the sentence is the admission's results.
    const ends = [...sentence.matchAll(ILLNESS_WORDS)].map((x) => x.index + x[0].length);
    return sentence
      .slice(0, Math.max(...ends))
      .trim()
      .slice(0, 120);
  }
  return undefined;
}

function stayOver(sentence: string, now: number | undefined): boolean {
  const last = latestDateIn(sentence);
  return HOSPITAL_STAY.test(sentence) && now !== undefined && last !== undefined && now - last > DURING_ILLNESS_MS;
}

/** A postural sign of low volume, not itself a sick day: "dizzy on standing", "postural hypotension". */
const POSTURAL_ONLY = /^(?:dizz(?:y|iness)\s+on\s+standing|postural\s+(?:dizziness|hypotension))$/;
/**
 * Poor intake in the words notes use for it ("off food", "off her fluids", and "eating less" or "not
 * eating" with a febrile UTI (review 25, notes-25 case 04): the NHS leaflet's trigger is being
 * unable to eat and drink as normal, not only vomiting). "Eating less" or "not eating" counts only on
 * its own or with a recent time or drinking after it: "eating less bread" or "not eating meat" is a
 * diet, and "eating less since his wife died" a lasting change, not a sick day (leftovers-21d case 01).
 */
const OFF_FOOD =
  /\boff\s+(?:(?:his|her|their)\s+)?(?:food|fluids|eating|drinking)\b|\beating\s+poorly\b|\b(?:(?:not|barely|hardly)\s+eating(?:\s+(?:much|well|properly))?|eating\s+(?:(?:much|a lot|very)\s+)?(?:less|little))(?=\s*(?:[.,;:)]|$)|\s+(?:than usual|(?:since|for|over)\s+(?:yesterday|today|last night|this morning|(?:the\s+)?(?:last|past)\s+(?:day|\S+\s+days)|\S+\s+days?|\d+\s*(?:h|hrs?|hours?)|(?:mon|tues|wednes|thurs|fri|satur|sun)day)|x|(?:and|or) drinking)\b)/;
const SICK_DAY_TRIGGER = new RegExp(`${ACUTE_ILLNESS.source}|${OFF_FOOD.source}`);
/** A lying (or sitting) and a standing blood pressure in the notes: "lying BP 142/78, standing 118/70". */
const LYING_STANDING_BP =
  /\b(?:lying|supine|sitting)\s+(?:bp\s+|blood pressure\s+)?\d{2,3}\/\d{2,3}\b[^.]{0,40}\bstanding\s+(?:at\s+\d\s*(?:min(?:ute)?s?)\s+)?(?:bp\s+|blood pressure\s+)?\d{2,3}\/\d{2,3}\b/;
/** Eating and drinking normally, as the notes state it. */
const EATING_DRINKING = /\beating and drinking (?:normally|well|as usual)\b/;

/** "Until" or "once" before eating and drinking normally: the advice's end point, not a fact. */
const UNTIL_BEFORE = /\b(?:until|till|once)\s+(?:\w+\s+){0,2}$/;

/**
 * Whether a sentence says eating and drinking normally again. Medicines are paused until then, so
 * the illness it tells of is over (review 40, kidney-acute-40 case 07: "vomiting and diarrhoea in
 * October, fully recovered, eating and drinking normally" drew sick-day pauses in December).
 */
function eatingDrinkingAgain(sentence: string): boolean {
  return [...statedMatches(sentence, EATING_DRINKING)].some((m) => !UNTIL_BEFORE.test(sentence.slice(0, m.index)));
}

/** What follows a vomiting word when the vomit is blood: "vomited blood", "vomiting up fresh blood", "vomited coffee grounds". */
const VOMITED_BLOOD_AFTER = /^\w*\s+(?:up\s+)?(?:(?:fresh|bright\s+red|dark)\s+)?(?:blood|coffee[- ]grounds?)\b/;

/** The sentence telling of vomiting, diarrhoea or poor intake now, when the notes give one. */
export function fluidLossNow(ctx: RuleContext): string | undefined {
  const text = ctx.freeText;
  // Postural dizziness with eating and drinking normally is not a sick day (review 22, medicines-22
  // case 15: a frail 88-year-old, dizzy on standing after a furosemide increase and "eating and
  // drinking normally", was told to stop empagliflozin, sacubitril/valsartan and furosemide "until
  // eating and drinking normally"); the diuretic dose is the question there, not sick-day rules.
  // A lying and standing blood pressure measured for the dizziness is orthostatic hypotension being
  // assessed (orthostatic-hypotension reviews the medicines), not a sign of a sick day (review 25,
  // ages-25b case 04: an 84-year-old who falls, with no illness, told to pause indapamide).
  // A standing reading recorded as a vital sign is the same assessment, and so is "standing at 3
  // minutes 108/62" (review 27, heart-27 case 15: an 83-year-old on doxazosin and tamsulosin who
  // falls was told "you are not eating or drinking normally" and to pause indapamide).
  const posturalNotSickDay =
    statedMatches(text, EATING_DRINKING).next().done !== true ||
    LYING_STANDING_BP.test(text) ||
    bpReadings(ctx).some((r) => r.standing);
  // Vomiting, diarrhoea or poor intake is the sick day; postural dizziness is only a sign of it, so
  // it is quoted only when the notes name nothing else (review 24, deep-24 case 08: "dizzy on
  // standing" quoted as the trigger beside "off food").
  // Eating little in care focused on comfort is the course of the life-limiting illness, not a short
  // illness to pause medicines through (review 48, multimorbid-48 case 07: a man with NYHA IV heart
  // failure on the palliative care register, "eating little", was told to pause furosemide and
  // sacubitril/valsartan while the heart-failure finding told him not to change his water tablets);
  // vomiting or diarrhoea there is still a sick day.
  const poorIntakeNotSickDay = comfortCareStated(ctx) !== undefined;
  const now = referenceNow(ctx);
  let postural: string | undefined;
  for (const m of statedMatches(text, SICK_DAY_TRIGGER)) {
    const isPostural = POSTURAL_ONLY.test(m.quote.toLowerCase());
    if (posturalNotSickDay && isPostural) continue;
    if (poorIntakeNotSickDay && OFF_FOOD.test(m.quote.toLowerCase())) continue;
    if (PAST.test(text.slice(m.index + m.length))) continue;
    // Vomiting blood is bleeding, not a sick day (review 32, acute-32 case 13: "vomited blood twice"
    // on rivaroxaban and ibuprofen drew sick-day advice to pause ibuprofen for the kidneys).
    if (VOMITED_BLOOD_AFTER.test(text.slice(m.index + m.length))) continue;
    const sentence = sentenceAround(text, m.index, m.length);
    if (LONGSTANDING.test(sentence)) continue;
    if (eatingDrinkingAgain(sentence) || stayOver(sentence, now)) continue;
    // The sentence without a heading before it ("telephone consult: d&v for 3 days").
    const quote = sentence
      .replace(/^[^:]{0,30}:\s*/, "")
      .trim()
      .slice(0, 120);
    if (!isPostural) return quote;
    postural ??= quote;
  }
  return postural;
}

/** Diarrhoea or vomiting, which on lithium the lithium-level-high finding reads as possible toxicity. */
const LITHIUM_TOXICITY_SIGN = /\b(?:diarrh(?:o)?ea|loose\s+stools?|d\s?&\s?v|vomit(?:s|ed|ing)?)\b/i;
/** Medicines that reduce lithium clearance: that finding reviews them, with the lithium. */
const LITHIUM_RAISING = new Set([
  "ace-inhibitor",
  "arb",
  "thiazide",
  "loop-diuretic",
  "mra",
  "potassium-sparing",
  "nsaid",
]);

function sickDay(ctx: RuleContext) {
  // An acute kidney injury or a metabolic crisis has its own findings, which name these medicines.
  if (kidneyFunctionUnstable(ctx)) return undefined;
  const quote = fluidLossNow(ctx);
  if (quote === undefined) return undefined;
  // On lithium, diarrhoea or vomiting may be lithium toxicity, not a sick day: the lithium finding
  // withholds lithium and reviews the medicines that raise it, so "pause, then restart" for those
  // contradicted it (review 23, coherence-23 case 03). Other sick-day medicines keep their advice.
  const lithium = ctx.meds("lithium").length > 0 && LITHIUM_TOXICITY_SIGN.test(quote);
  const groups = pausedGroups(ctx, lithium);
  return groups.length === 0 ? undefined : { quote, groups, lithium };
}

/** The medicines paused on a sick day, by group; with lithium, those the lithium finding reviews are left to it. */
function pausedGroups(ctx: RuleContext, lithium: boolean): { meds: MedicationItem[]; why: string }[] {
  // A combination tablet (lisinopril-hydrochlorothiazide) sits in two groups: it is named once,
  // under its first group, with the reasons of both (review 24, renal-meds-24 case 02).
  const seen = new Set<MedicationItem>();
  const groups = GROUPS.filter((g) => !lithium || !g.classes.some((c) => LITHIUM_RAISING.has(c)))
    .map((g) => ({ ...g, all: ctx.medsOf(...g.classes) }))
    .map((g) => {
      const meds = g.all.filter((m) => !seen.has(m));
      for (const m of meds) seen.add(m);
      return { ...g, meds };
    });
  const whyOf = (g: (typeof groups)[number]) =>
    [g.why, ...groups.filter((o) => o !== g && o.all.some((m) => g.meds.includes(m))).map((o) => o.why)].join("; ");
  return groups.filter((g) => g.meds.length > 0).map((g) => ({ meds: g.meds, why: whyOf(g) }));
}

const PAUSE_STEP =
  "Give sick-day advice: pause the listed medicines until eating and drinking normally for 24 to 48 hours, then restart";

/** Medicines whose dose is set by eGFR and that sick-day advice names. */
const KIDNEY_DOSED = ["metformin", "sulfonylurea"] as const;
/** How recent an eGFR must be to have been taken during the illness the notes describe now. */
const DURING_ILLNESS_MS = 7 * 86_400_000;

/**
 * A low eGFR taken during the vomiting or diarrhoea the notes describe now, on a medicine dosed by
 * it: creatinine may not be steady while fluid is being lost, and KDIGO 2012 (AKI) notes that an
 * estimated GFR then reflects true GFR poorly, so a kidney dose waits for a repeat once recovered
 * (review 18, kidney-diabetes case 09: "reduce metformin" from an eGFR of 38 on day 3 of D&V).
 * The metformin and sulfonylurea dose rules stay silent while this holds; the sick-day finding
 * says it instead.
 */
export function egfrDuringSickDay(ctx: RuleContext): LabObservation | undefined {
  const egfr = ctx.lab("egfr");
  const now = ctx.model.now === undefined ? undefined : Date.parse(ctx.model.now);
  const value = ctx.valueOf(egfr);
  if (egfr?.time === undefined || now === undefined || value === undefined || value >= 60) return undefined;
  if (now - egfr.time > DURING_ILLNESS_MS || ctx.medsOf(...KIDNEY_DOSED).length === 0) return undefined;
  return sickDay(ctx) === undefined ? undefined : egfr;
}

/** What the sick-day finding adds when the eGFR was taken during the illness (see egfrDuringSickDay). */
function doseWaits(ctx: RuleContext, egfr: LabObservation | undefined): Partial<RuleMatch> {
  if (egfr === undefined) return {};
  const dosed = medNames(ctx.medsOf(...KIDNEY_DOSED));
  return {
    clinicianExtra: `eGFR ${ctx.show(egfr)} was taken during this illness, when creatinine may not be steady and an estimated GFR reflects true GFR poorly (KDIGO 2012 AKI): it does not set the kidney dose of ${dosed}. Repeat creatinine and eGFR once recovered and set the dose from that result.`,
    patientExtra:
      "Your kidney test was taken while you were unwell, so it may not show how your kidneys usually work. It should be repeated once you are better, before any change to the dose of your diabetes medicines.",
    nextSteps: [
      PAUSE_STEP,
      `Repeat creatinine and eGFR once recovered (sooner if unable to keep fluids down or passing little urine); set the dose of ${dosed} from that result, not from the one taken while unwell`,
    ],
    evidence: ["dchft-type2-sglt2i-sick-day-rules", "rcgp-aki-toolkit", "kdigo-2012-aki"],
  };
}

const SICK_DAY_STEPS = [
  PAUSE_STEP,
  "Check creatinine and potassium if the illness lasts more than a day or two, or sooner if unable to keep fluids down",
];

/** Vomiting as the notes write it, a symptom of ketoacidosis on an SGLT2 inhibitor. */
const VOMITING = /\bvomit|\bd\s?&\s?v\b/;

/**
 * A ketone check on an SGLT2 inhibitor while vomiting (review 24, renal-meds-24 case 03: D&V on
 * dapagliflozin drew "pause, then restart" but no ketone check). Vomiting is among the symptoms of
 * ketoacidosis, which on these medicines can come with a near-normal glucose, and the MHRA asks for
 * ketones to be tested whenever its symptoms appear, stopping the medicine if it is suspected
 * (mhra-sglt2i-dka).
 */
function ketoneCheck(ctx: RuleContext, quote: string, meds: readonly MedicationItem[]) {
  const sglt2i = ctx.meds("sglt2i").filter((m) => meds.includes(m));
  if (sglt2i.length === 0 || !VOMITING.test(quote.toLowerCase())) return undefined;
  return {
    step: `Check blood ketones now on ${medNames(sglt2i)} with vomiting, even if the glucose is normal; raised ketones need same-day assessment for ketoacidosis`,
    patient: `Because you take ${medNames(sglt2i)}, vomiting can be a sign of a serious acid build-up (ketoacidosis) even when your sugar is normal: ask for your blood ketones to be checked today.`,
  };
}

function sickDayMedicines(ctx: RuleContext): RuleMatch | undefined {
  const day = sickDay(ctx);
  if (day === undefined) return undefined;
  const { quote, groups, lithium } = day;
  const meds = groups.flatMap((g) => g.meds);
  const egfr = egfrDuringSickDay(ctx);
  const waits = doseWaits(ctx, egfr);
  const ketones = ketoneCheck(ctx, quote, meds);
  return {
    ...waits,
    ...(lithium && {
      clinicianExtra:
        `On lithium, the diarrhoea or vomiting may itself be lithium toxicity: the lithium finding deals with the lithium and the medicines that reduce its clearance. ${waits.clinicianExtra ?? ""}`.trim(),
      evidence: [...(waits.evidence ?? []), "fda-lithium-label"],
    }),
    ...(ketones && {
      nextSteps: [...(waits.nextSteps ?? SICK_DAY_STEPS), ketones.step],
      patientExtra: [waits.patientExtra, ketones.patient].filter(Boolean).join(" "),
      evidence: [...(waits.evidence ?? []), ...(lithium ? ["fda-lithium-label"] : []), "mhra-sglt2i-dka"],
    }),
    refs: ctx.refs(...meds, egfr),
    values: {
      quote,
      meds: medNames(meds),
      illness: LITHIUM_TOXICITY_SIGN.test(quote)
        ? "You are being sick or have diarrhoea"
        : "You are not eating or drinking normally",
      risks: groups.map((g) => `${medNames(g.meds)} (${g.why})`).join("; "),
      insulin:
        ctx.meds("insulin").length > 0
          ? " Insulin is not stopped; its dose may need changing with more frequent glucose checks."
          : "",
    },
  };
}

/*
 * After a hospital stay with vomiting, diarrhoea or dehydration, now over, the same medicines are
 * paused the next time (review 48, multimorbid-48 cases 05-06: three weeks after an admission with
 * D&V and AKI on metformin, empagliflozin, ramipril and furosemide, the man asking what to do with
 * his tablets "if he gets it again" was given nothing once the illness was no longer read as now).
 * The RCGP post-AKI toolkit has the medicines reviewed after the illness; the NHS leaflet lists those
 * paused while unable to eat and drink as normal.
 */
function sickDayPlan(ctx: RuleContext): RuleMatch | undefined {
  if (kidneyFunctionUnstable(ctx) || fluidLossNow(ctx) !== undefined) return undefined;
  const quote = illnessOfFinishedStay(ctx);
  if (quote === undefined) return undefined;
  const meds = pausedGroups(ctx, false).flatMap((g) => g.meds);
  if (meds.length === 0) return undefined;
  return { refs: ctx.refs(...meds), values: { quote, meds: medNames(meds) } };
}

export const SICK_DAY_MEDICINE_RULES: readonly Rule[] = [
  {
    id: "sick-day-plan-after-admission",
    family: FindingFamily.pattern,
    severity: Severity.moderate,
    problem: "Medicines during acute illness",
    title: "Sick-day plan for next time after an admission with fluid loss",
    clinician:
      'The notes record a hospital stay now over ("{quote}"), and the patient takes medicines paused on a sick day: {meds}. Sick-day guidance pauses these during vomiting, diarrhoea or poor intake until eating and drinking normally again (usually 24 to 48 hours), then restarts them; after an admission the medicines stopped in hospital are reviewed against their reasons and restarted where they are still needed.',
    patient:
      "You were in hospital recently with an illness that made you lose fluid. If you are sick, have diarrhoea or cannot eat and drink normally again, some of your medicines ({meds}) are usually paused for a short time and restarted once you are eating and drinking normally for 24 to 48 hours. Ask your doctor or pharmacist for a written plan so you know which ones to pause next time.",
    nextSteps: [
      "Give written sick-day guidance: which of the listed medicines to pause during vomiting, diarrhoea or poor intake, when to restart, and when to seek help",
    ],
    patientQuestions: ["Which of my medicines should I pause if I am ill again, and when do I restart them?"],
    evidence: ["dchft-type2-sglt2i-sick-day-rules", "rcgp-aki-toolkit"],
    keywords: ["sick day rules", "acute kidney injury", "post-aki care", "metformin", "sglt2 inhibitor"],
    match: sickDayPlan,
  },
  {
    id: "sick-day-medicines",
    family: FindingFamily.pattern,
    severity: Severity.moderate,
    problem: "Medicines during acute illness",
    title: "Sick-day advice for medicines during vomiting, diarrhoea or poor intake",
    clinician:
      'The notes record "{quote}" now, and the patient takes medicines paused on a sick day: {risks}. Sick-day guidance stops these until the patient is well again and eating and drinking normally (usually 24 to 48 hours), then restarts them.{insulin}',
    patient:
      "{illness}. Some of your medicines ({meds}) are usually paused for a short time while you cannot eat and drink normally, because with less fluid in the body they can harm the kidneys or upset your body's chemistry. Speak to your doctor or pharmacist today about which ones to pause and when to restart; seek help the same day if you cannot keep fluids down, pass much less urine or feel faint.",
    nextSteps: SICK_DAY_STEPS,
    patientQuestions: ["Which of my medicines should I pause while I am ill, and when do I restart them?"],
    evidence: ["dchft-type2-sglt2i-sick-day-rules", "rcgp-aki-toolkit"],
    keywords: ["sick day rules", "vomiting", "diarrhoea", "acute kidney injury", "metformin", "sglt2 inhibitor"],
    match: sickDayMedicines,
  },
];
