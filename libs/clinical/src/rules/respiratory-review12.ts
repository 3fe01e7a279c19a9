import { FindingFamily, type LabObservation, Severity } from "../model.ts";
import { isActiveCondition } from "../vocab/conditions.ts";
import { medNames, type RuleContext } from "./context.ts";
import { sentenceAround, statedMatches, statedMention } from "./notes.ts";
import type { Rule } from "./types.ts";

/*
 * Respiratory and allergy patterns from review 12 (where each point was read: the seenAt of the
 * evidence ids named below, seen 2026-11-28).
 * - Sarcoidosis and other granulomatous diseases make active vitamin D (1,25-dihydroxyvitamin D)
 *   outside the normal control, so a low 25-hydroxyvitamin D there does not show a need for vitamin
 *   D, and supplements were followed by about twice as much hypercalcaemia
 *   ("sarcoidosis-vitamin-d-2016", "capolongo-2016-sarcoidosis-vitamin-d"). With a high calcium that
 *   is not parathyroid-driven, or a suppressed PTH, replacement waits for the cause to be found.
 * - After emergency treatment for anaphylaxis NICE CG134 offers 2 adrenaline auto-injectors before
 *   discharge, with training and advice to carry both, and referral to a specialist allergy service
 *   ("nice-cg134-anaphylaxis").
 */

/** A granulomatous disease that can make active vitamin D (not granulomatosis with polyangiitis). */
const GRANULOMATOUS = /\bsarcoid\w*|\bgranulomatous\b/i;

const isHigh = (o: LabObservation | undefined): o is LabObservation =>
  o !== undefined && (o.status === "high" || o.status === "critical-high");

/** Active sarcoidosis or another granulomatous disease on the problem list. */
export function activeGranulomatousDisease(ctx: RuleContext) {
  return ctx.model.conditions.filter((c) => GRANULOMATOUS.test(c.name) && isActiveCondition(c.status));
}

export interface VitaminDCaution {
  refs: string[];
  why: string;
  patient: string;
  nextSteps: string[];
  evidence: string[];
}

/**
 * Why vitamin D replacement is not advised now (see the module note): a high calcium, a suppressed
 * PTH, or active granulomatous disease. Undefined when none applies.
 */
export function vitaminDCaution(ctx: RuleContext): VitaminDCaution | undefined {
  const pth = ctx.lab("pth-intact");
  // With a raised PTH, low vitamin D is still replaced ("ros-2018-vitamin-d-bone-health" in the vitamin D rule).
  const calcium = isHigh(pth) ? undefined : [ctx.lab("calcium"), ctx.lab("calcium-ionized")].find(isHigh);
  const pthLow = pth !== undefined && (pth.status === "low" || pth.status === "critical-low") ? pth : undefined;
  const granulomatous = activeGranulomatousDisease(ctx);
  if (calcium === undefined && pthLow === undefined && granulomatous.length === 0) return undefined;
  const reasons = [
    ...(calcium ? [`calcium ${ctx.show(calcium)} high`] : []),
    ...(pthLow ? [`PTH ${ctx.show(pthLow)} suppressed`] : []),
    ...(granulomatous.length > 0 ? [`${granulomatous.map((c) => c.name).join(", ")} active`] : []),
  ];
  const supplements = ctx.meds("vitamin-d");
  const granulomaText =
    granulomatous.length > 0
      ? " In sarcoidosis and other granulomatous diseases the granulomas turn 25-hydroxyvitamin D into active 1,25-dihydroxyvitamin D without the normal control, so a low 25-hydroxyvitamin D does not show a need for vitamin D, and supplements have been followed by about twice as much hypercalcaemia."
      : "";
  return {
    refs: ctx.refs(calcium, pthLow, ...granulomatous, ...supplements),
    why: `With ${reasons.join(", ")}, vitamin D replacement is not advised now.${granulomaText}${calcium || pthLow ? " The cause of the high calcium or low PTH is found first." : ""}`,
    patient:
      supplements.length > 0
        ? "With your other results and conditions, vitamin D supplements could push your calcium up, so this is not a reason to take them now. Ask your doctor soon whether to stop the vitamin D you take."
        : "With your other results and conditions, vitamin D supplements could push your calcium up, so do not start one unless your doctor advises it.",
    nextSteps: [
      supplements.length > 0
        ? `Do not start vitamin D replacement; stop ${medNames(supplements)}`
        : "Do not start vitamin D replacement",
      granulomatous.length > 0
        ? "Measure 1,25-dihydroxyvitamin D with calcium before any replacement is considered, and decide it with the sarcoidosis team"
        : "Find the cause of the high calcium or low PTH before any replacement is considered",
    ],
    evidence: granulomatous.length > 0 ? ["sarcoidosis-vitamin-d-2016", "capolongo-2016-sarcoidosis-vitamin-d"] : [],
  };
}

/** Anaphylaxis named on the problem list or stated in the notes. */
const ANAPHYLAXIS = /\banaphyla\w*/i;
/** An adrenaline auto-injector by kind or brand. */
const AUTO_INJECTOR =
  /\b(?:epipen|jext|emerade|anapen|auvi-?q|(?:adrenaline|epinephrine)\s+(?:auto-?\s?injector|pen)|auto-?\s?injectors?)\b/i;
/** A drug trigger: NICE lets an easily avoided drug allergy go without auto-injectors. */
const DRUG_TRIGGER =
  /\b(?:penicillin|amoxicillin|co-amoxiclav|cephalosporin|antibiotic|contrast|an(?:a)?esthe\w*|nsaid|ibuprofen|aspirin|drug|medicine|medication)\b/i;

export const RESPIRATORY_REVIEW12_RULES: readonly Rule[] = [
  {
    id: "anaphylaxis-no-adrenaline-auto-injector",
    family: FindingFamily.pattern,
    severity: Severity.high,
    problem: "Anaphylaxis",
    title: "Anaphylaxis without an adrenaline auto-injector",
    clinician:
      "Anaphylaxis is recorded ({what}), and no adrenaline auto-injector is on the medication list. After emergency treatment for suspected anaphylaxis, NICE asks that people are offered a prescription for 2 adrenaline auto-injectors, shown how to use them and told to carry both at all times, and referred to a specialist allergy service.",
    patient:
      "You had a severe allergic reaction (anaphylaxis), and your record shows no adrenaline pen. Ask your doctor soon for two adrenaline auto-injector pens, learn how to use them, and carry both with you at all times. You should also be referred to an allergy clinic. If you have another severe reaction, use the pen and call your local emergency number.",
    nextSteps: [
      "Prescribe 2 adrenaline auto-injectors now, with training in their use and advice to carry both at all times",
      "Refer to a specialist allergy service to confirm the trigger; advise avoiding the suspected trigger until then",
    ],
    patientQuestions: ["Can I have two adrenaline pens, and who will show me how to use them?"],
    evidence: ["nice-cg134-anaphylaxis"],
    keywords: ["anaphylaxis", "adrenaline auto-injector", "epinephrine", "allergy referral"],
    match: (ctx) => {
      const conditions = ctx.model.conditions.filter((c) => ANAPHYLAXIS.test(c.name));
      const noted = [...statedMatches(ctx.freeText, ANAPHYLAXIS)].map((m) =>
        sentenceAround(ctx.freeText, m.index, m.length),
      );
      if (conditions.length === 0 && noted.length === 0) return undefined;
      const text = [...conditions.map((c) => c.name), ...noted].join(" ");
      if (DRUG_TRIGGER.test(text)) return undefined;
      if (ctx.model.medications.some((m) => m.active && AUTO_INJECTOR.test(m.name))) return undefined;
      if (statedMention(ctx.freeText, AUTO_INJECTOR) !== undefined) return undefined;
      return {
        refs: ctx.refs(...conditions),
        values: { what: conditions.length > 0 ? conditions.map((c) => c.name).join("; ") : "in the notes" },
      };
    },
  },
];
