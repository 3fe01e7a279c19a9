import { FindingFamily, type LabObservation, Severity } from "../model.ts";
import { medNames, type RuleContext } from "./context.ts";
import { sentenceAround, statedMatches } from "./notes.ts";
import type { Rule, RuleMatch } from "./types.ts";

/**
 * Clozapine after stopping smoking (review 26, mental-26b case 04): tobacco smoke induces CYP1A2,
 * which clears clozapine, so a quit (or a smoke-free admission) lets the level climb within days.
 * The engine read a high clozapine level only as "above the range", with no link to the quit.
 * Thresholds from the NHS Glasgow pathway ("nhsggc-clozapine-smoking-cessation"): above 0.6 mg/L
 * a dose reduction is considered and the level repeated after a week.
 */

/** "stopped smoking", "quit cigarettes", "gave up tobacco", "cut down smoking", "no longer smokes". */
const QUIT =
  /\b(?:(?:stopped|quit|quitting|gave up|giving up|given up|cut down|cutting down|reduced) (?:smoking|cigarettes|tobacco)|no longer smok(?:es|ing)|smoke-?free (?:ward|unit|hospital|site))\b/i;

/** A quit long past ("stopped smoking 5 years ago", "quit in 2015") is the steady state, not a change. */
const LONG_AGO = /\b(?:\d+|a|one|two|three|several|many) years? ago\b|\b(?:in|since) (?:19|20)\d\d\b/i;

/** Clozapine level above which the pathway considers a dose reduction, in ng/mL (0.6 mg/L). */
const HIGH_LEVEL_NG_ML = 600;

/** Dose-related clozapine effects the pathway lists, as stated in the notes. */
const DOSE_EFFECTS =
  /\b(?:more sedated|sedat(?:ed|ion)|drows(?:y|iness)|drool(?:ing)?|hypersalivation|dizz(?:y|iness)|seizures?|fits?|postural hypotension)\b/i;

/** The clozapine (not norclozapine) level, read from its name since the catalogue has no entry. */
function clozapineLevel(ctx: RuleContext): { obs: LabObservation; ngPerMl: number } | undefined {
  const levels = ctx.model.labs
    .filter((o) => /\bclozapine\b/i.test(o.name) && !/norclozapine/i.test(o.name) && o.value.kind === "number")
    .sort((a, b) => (b.date ?? "").localeCompare(a.date ?? ""));
  for (const obs of levels) {
    if (obs.value.kind !== "number") continue;
    const unit = (obs.unit ?? obs.rawUnit ?? "").toLowerCase().replace("µ", "u");
    const factor = /^(?:ng\/ml|ug\/l|mcg\/l)$/.test(unit) ? 1 : /^mg\/l$/.test(unit) ? 1000 : undefined;
    if (factor !== undefined) return { obs, ngPerMl: obs.value.value * factor };
  }
  return undefined;
}

function recentQuit(text: string): string | undefined {
  for (const m of statedMatches(text, QUIT, true)) {
    if (!LONG_AGO.test(sentenceAround(text, m.index, m.length))) return sentenceAround(text, m.index, m.length).trim();
  }
  return undefined;
}

function clozapineAfterQuitting(ctx: RuleContext): RuleMatch | undefined {
  const meds = ctx.meds("clozapine").filter((m) => m.active);
  if (meds.length === 0) return undefined;
  const quit = recentQuit(ctx.freeText);
  if (quit === undefined) return undefined;
  const level = clozapineLevel(ctx);
  const effects = statedMatches(ctx.freeText, DOSE_EFFECTS, true).next().value?.quote;
  const high = level !== undefined && level.ngPerMl > HIGH_LEVEL_NG_ML;
  const levelText =
    level === undefined
      ? "No clozapine level is in the record."
      : high
        ? `Clozapine level ${ctx.show(level.obs)} is above 0.6 mg/L (600 ng/mL), in keeping with the loss of smoking's enzyme induction.`
        : `Clozapine level ${ctx.show(level.obs)} is not above 0.6 mg/L, but levels keep rising for some weeks after a quit.`;
  const effectsText = effects ? ` "${effects}" in the notes may be a dose-related effect.` : "";
  return {
    refs: ctx.refs(...meds, ...(level ? [level.obs] : [])),
    severity: high ? Severity.high : Severity.moderate,
    values: { med: medNames(meds), quit: `"${quit.replace(/[.\s]+$/, "")}"` },
    clinicianExtra: `${levelText}${effectsText}`,
    patientExtra: high
      ? "Your clozapine level is already high enough that a lower dose is usually considered. Contact the team who prescribes your clozapine today."
      : "Tell the team who prescribes your clozapine that you have stopped smoking: they may check your level and lower the dose.",
    nextSteps: high
      ? [
          "Contact the prescriber or mental health pharmacy today: consider reducing the clozapine dose, then repeat the level after 7 days",
          "Ask about sedation, drooling, dizziness, fast heartbeat, constipation and fits",
        ]
      : [
          level === undefined
            ? "Check a clozapine plasma level now and again after about a week"
            : "Repeat the clozapine level in about a week",
          "Watch for dose-related effects; if they appear, consider a gradual reduction to about three quarters of the pre-quit dose with the prescriber",
        ],
  };
}

export const CLOZAPINE_SMOKING_RULES: readonly Rule[] = [
  {
    id: "clozapine-smoking-cessation",
    family: FindingFamily.drugLab,
    severity: Severity.moderate,
    problem: "Medication safety",
    title: "Clozapine after stopping smoking: the level can rise",
    clinician:
      "Clozapine ({med}) with {quit} in the notes. Tobacco smoke (not nicotine) induces CYP1A2, the main route of clozapine clearance; after stopping, the clozapine level can rise markedly within days and keep rising for weeks, with dose-related toxicity (sedation, hypersalivation, tachycardia, postural hypotension, constipation, seizures). Nicotine replacement does not prevent the rise.",
    patient:
      "You take clozapine and your notes say you have stopped smoking. Smoking makes the body clear clozapine faster, so after stopping, the amount of clozapine in the blood can rise and cause side effects such as sleepiness, drooling, dizziness, constipation or fits. Nicotine patches or gum do not change this. Do not change the dose yourself.",
    nextSteps: ["Check a clozapine plasma level and review the dose with the prescriber"],
    patientQuestions: ["Does my clozapine dose need lowering now that I have stopped smoking?"],
    evidence: ["nhsggc-clozapine-smoking-cessation"],
    keywords: ["clozapine", "smoking cessation", "cyp1a2", "clozapine level"],
    match: clozapineAfterQuitting,
  },
];
