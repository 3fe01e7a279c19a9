import type { MedicationItem } from "../model.ts";
import { medNames, type RuleContext } from "./context.ts";
import { statedMention } from "./notes.ts";
import { isInRecord } from "./tests-in-record.ts";
import type { Rule } from "./types.ts";

/**
 * What a medicine already in the record changes in a rule's advice (primary-care review 10):
 * a thiazide that has lowered the sodium is stopped rather than built on, allopurinol that has not
 * reached the urate target is raised rather than started, and an NSAID taken for heavy periods is
 * not offered as a cause of the blood loss.
 */

const DAY_MS = 86_400_000;

/** A thiazide started within this many days of a low sodium counts as its likely cause: an engine choice (three months). */
const RECENT_START_DAYS = 90;

/** Below this sodium (mmol/L), moderate or profound hyponatraemia (ESE 2014), a thiazide is stopped whenever it was started. */
const MODERATE_SODIUM = 130;

function startedWithin(med: MedicationItem, at: number | undefined, days: number): boolean {
  const start = med.startDate === undefined ? Number.NaN : Date.parse(med.startDate);
  if (Number.isNaN(start) || at === undefined) return false;
  return at - start >= 0 && at - start <= days * DAY_MS;
}

/**
 * Current thiazides to stop because the sodium is low: below 130 mmol/L, or any low sodium within
 * three months of starting one. The European hyponatraemia guideline (ESE 2014) advises stopping
 * medicines that contribute to hyponatraemia where possible. With heart failure the diuretic may be
 * treating fluid overload, so none is named.
 */
export function thiazidesToStop(ctx: RuleContext): MedicationItem[] {
  const thiazides = ctx.meds("thiazide");
  const obs = ctx.lab("sodium");
  const na = ctx.valueOf(obs);
  const limit = Math.min(135, ctx.lowerLimit("sodium") ?? 135);
  if (thiazides.length === 0 || na === undefined || na >= limit) return [];
  if (ctx.conditions("heart-failure").length > 0 || ctx.conditions("hfref").length > 0) return [];
  if (na < MODERATE_SODIUM) return thiazides;
  return thiazides.filter((m) => startedWithin(m, obs?.time, RECENT_START_DAYS));
}

/** Calcium-channel blockers by generic name: one already taken is not suggested as the replacement. */
const CALCIUM_CHANNEL_BLOCKER = /\b(?:amlodipine|felodipine|nifedipine|lercanidipine|lacidipine|diltiazem|verapamil)\b/;

function onCalciumChannelBlocker(ctx: RuleContext): boolean {
  return ctx.model.medications.some((m) => m.active && CALCIUM_CHANNEL_BLOCKER.test(m.name.toLowerCase()));
}

/** The low-sodium diuretic step when a thiazide is to be stopped: what replaces it for blood pressure. */
export function stopThiazideStep(ctx: RuleContext, thiazides: readonly MedicationItem[], tail: string): string {
  const bp = ctx.conditions("hypertension").length > 0 || ctx.medsOf("ace-inhibitor", "arb").length > 0;
  const instead = !bp
    ? ""
    : onCalciumChannelBlocker(ctx)
      ? " and control blood pressure with another class"
      : " and control blood pressure with another class, such as a calcium-channel blocker";
  return `Stop ${medNames(thiazides)} (a likely cause of the low sodium)${instead}${tail}`;
}

/**
 * The low-potassium step on a diuretic. With a thiazide to stop (the sodium is low too), potassium
 * is replaced and no potassium-sparing agent is added to a medicine that is being stopped. A
 * magnesium in the record within the last month is not asked for again (a low one has its own step).
 */
export function potassiumReplacementStep(ctx: RuleContext): string {
  const stop = thiazidesToStop(ctx);
  const magnesium = isInRecord(ctx, { words: "magnesium", ids: ["magnesium"], withinDays: 30 })
    ? ""
    : "; check magnesium";
  return stop.length > 0
    ? `Replace potassium; with the sodium low too, stop ${medNames(stop)} rather than adding a potassium-sparing agent${magnesium}`
    : `Replace potassium or add a potassium-sparing agent${magnesium}`;
}

/**
 * A blood pressure rule whose steps that advise more treatment say, when a thiazide has lowered
 * the sodium, that the thiazide is replaced rather than built on: a calcium-channel blocker is
 * NICE NG136's step 2 with an ACE inhibitor or ARB.
 */
export function withThiazideSwitch(rule: Rule, treatmentSteps: readonly string[]): Rule {
  return {
    ...rule,
    match: (ctx) => {
      const match = rule.match(ctx);
      if (match === undefined) return match;
      const stop = thiazidesToStop(ctx);
      const steps = match.nextSteps ?? rule.nextSteps;
      if (stop.length === 0 || !steps.some((s) => treatmentSteps.includes(s))) return match;
      const step = onCalciumChannelBlocker(ctx)
        ? `Adjust treatment toward below 130/80 mmHg without ${medNames(stop)}, which has lowered the sodium`
        : `Adjust treatment toward below 130/80 mmHg without ${medNames(stop)}, which has lowered the sodium: a calcium-channel blocker is the usual replacement (NICE NG136)`;
      return {
        ...match,
        refs: [...match.refs, ...ctx.refs(ctx.lab("sodium"), ...stop).filter((r) => !match.refs.includes(r))],
        nextSteps: steps.map((s) => (treatmentSteps.includes(s) ? step : s)),
        evidence: [
          ...new Set([...(match.evidence ?? []), ...(onCalciumChannelBlocker(ctx) ? [] : ["nice-ng136-hypertension"])]),
        ],
      };
    },
  };
}

/**
 * Next steps for hyponatraemia with moderately severe or severe symptoms in the notes (confusion,
 * vomiting, drowsiness, a fit) and sodium below 130 mmol/L, after the European guideline (ESE
 * 2014): prompt assessment in hospital, a rise of no more than 10 mmol/L in the first 24 hours and
 * 8 mmol/L in each 24 hours after, and stopping what contributes where possible.
 */
export function symptomaticSodiumSteps(
  ctx: RuleContext,
  lowering: readonly MedicationItem[],
  workUp: string,
): string[] {
  // A thiazide to stop has its own step in the diuretic finding (stopThiazideStep); the rest are reviewed.
  const stopped = thiazidesToStop(ctx);
  const review = lowering.filter((m) => !stopped.includes(m));
  return [
    "Same-day hospital assessment: hyponatraemia with symptoms that may be from it",
    `Assess volume status${workUp}`,
    "Limit the rise in sodium to 10 mmol/L in the first 24 hours and 8 mmol/L in each 24 hours after (risk of osmotic demyelination); recheck sodium often while it is corrected",
    review.length > 0
      ? `Review ${medNames(review)} (${review.length > 1 ? "they" : "it"} can lower sodium) and fluid intake`
      : stopped.length > 0
        ? "Review fluid intake and any other medicines that can lower sodium"
        : "Review medicines and fluid intake",
  ];
}

/** Heavy periods named in the notes. */
const HEAVY_PERIODS = /\b(?:menorrhagia|heavy\s+(?:menstrual\s+(?:bleeding|loss|periods?)|periods?|menses))\b/;

/** Bleeding from the gut, or upper gut symptoms, named in the notes: an NSAID's own bleeding risk. */
const GUT_BLEEDING_OR_SYMPTOMS =
  /\b(?:mela?ena|ha?ematemesis|ha?ematochezia|(?:black|tarry)\s+stools?|coffee[- ]ground|(?:rectal|pr)\s+bleed(?:ing)?|(?:gi|gastrointestinal)\s+(?:bleed(?:ing)?|ha?emorrhage)|blood\s+in\s+(?:the\s+)?(?:stools?|poo)|dyspepsia|indigestion|epigastric\s+pain|peptic\s+ulcer)\b/;

/**
 * Whether the blood loss behind an iron deficiency reads as heavy menstrual bleeding (a current
 * condition or the notes) with nothing pointing to the gut. NICE NG88 recommends NSAIDs (with
 * tranexamic acid) to reduce heavy menstrual loss, so an NSAID is then not a cause to look at.
 */
export function nsaidTreatsMenstrualLoss(ctx: RuleContext): boolean {
  if (ctx.sex === "male") return false;
  const heavy =
    ctx.conditions("heavy-menstrual-bleeding").length > 0 || statedMention(ctx.freeText, HEAVY_PERIODS) !== undefined;
  if (!heavy) return false;
  const gut =
    ctx.conditions("gi-bleeding").length > 0 ||
    ctx.model.conditions.some((c) => GUT_BLEEDING_OR_SYMPTOMS.test(c.name.toLowerCase())) ||
    statedMention(ctx.freeText, GUT_BLEEDING_OR_SYMPTOMS) !== undefined;
  return !gut;
}

/** The clinician's note on NSAIDs taken with heavy menstrual bleeding. */
export function menstrualNsaidNote(meds: readonly MedicationItem[]): string {
  return `${medNames(meds)}: with heavy menstrual bleeding, NSAIDs reduce menstrual blood loss and are a recommended treatment for it (NICE NG88), so ${meds.length > 1 ? "they are" : "it is"} not counted as a cause of the blood loss.`;
}

/**
 * The urate-lowering steps in gout with urate above target: with allopurinol already taken, its
 * dose is raised stepwise against monthly urate results to the target (ACR 2020; NICE NG219), and
 * prophylaxis is given while titrating; otherwise treatment is started.
 */
export function urateLoweringSteps(
  allopurinol: readonly MedicationItem[],
  target: string,
): { steps: string[]; clinician?: string; patient?: string } {
  if (allopurinol.length === 0)
    return {
      steps: [
        `Start or titrate urate-lowering therapy (allopurinol first line) to urate below ${target}`,
        "When starting it, give anti-inflammatory prophylaxis (colchicine, an NSAID or prednisolone) for 3–6 months",
      ],
    };
  const since = allopurinol.map((m) => m.startDate).find((d) => d !== undefined);
  return {
    steps: [
      `Check adherence, then raise the dose of ${medNames(allopurinol)} stepwise, guided by urate about monthly, until urate is below ${target}`,
      "While titrating, give anti-inflammatory prophylaxis (colchicine, an NSAID or prednisolone) for 3–6 months",
    ],
    clinician: `Already on ${medNames(allopurinol)}${since ? ` (since ${since.slice(0, 10)})` : ""}: the dose has not reached the target, so it is raised rather than a new treatment started.`,
    patient: "Your allopurinol dose may need to go up, step by step, until the uric acid reaches the goal.",
  };
}
