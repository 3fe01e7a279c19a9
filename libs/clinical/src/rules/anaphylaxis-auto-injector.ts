import { FindingFamily, Severity } from "../model.ts";
import { sentenceAround, statedMatches } from "./notes.ts";
import type { Rule } from "./types.ts";
import { readsAsUsUnits } from "./uk-record.ts";

/**
 * Anaphylaxis on record without adrenaline auto-injectors, which NICE offers before discharge.
 *
 * After emergency treatment for anaphylaxis NICE CG134 offers 2 adrenaline auto-injectors before
 * discharge, with training and advice to carry both, and referral to a specialist allergy service
 * ("nice-cg134-anaphylaxis").
 */

/** Anaphylaxis named on the problem list or stated in the notes. */
const ANAPHYLAXIS = /\banaphyla\w*/i;
/** An adrenaline auto-injector by kind or brand. */
const AUTO_INJECTOR =
  /\b(?:epipens?|jext|emerade|anapen|auvi-?q|(?:adrenaline|epinephrine)\s+(?:auto-?\s?injectors?|pens?)|auto-?\s?injectors?)\b/i;
/** A drug trigger: NICE lets an easily avoided drug allergy go without auto-injectors. */
const DRUG_TRIGGER =
  /\b(?:penicillin|amoxicillin|co-amoxiclav|cephalosporin|antibiotic|contrast|an(?:a)?esthe\w*|nsaid|ibuprofen|aspirin|drug|medicine|medication)\b/i;

/** A pen the patient no longer has in date: "expired last year, not renewed", "out of date", "lost". */
const LAPSED =
  /\b(?:expired|out\s+of\s+date|not\s+(?:renewed|replaced|re-?prescribed)|lost|used\s+up|ran\s+out|none\s+at\s+home)\b/;

const UK_WORDS = {
  drug: "adrenaline",
  guidance:
    "After emergency treatment for suspected anaphylaxis, NICE asks that people are offered a prescription for 2 adrenaline auto-injectors, shown how to use them and told to carry both at all times, and referred to a specialist allergy service.",
  patientText:
    "adrenaline pen. Ask your doctor soon for two adrenaline auto-injector pens, learn how to use them, and carry both with you at all times. You should also be referred to an allergy clinic. If you have another severe reaction, use the pen and call your local emergency number.",
};

/**
 * A record that reads as US gets US words (epinephrine, allergist, 911) and the AAAAI/ACAAI 2020
 * practice parameter, which asks for self-injectable epinephrine with training, education on
 * recurrence and triggers, and referral to an allergist (review 26, us-sources-26b). It does not
 * set a number of devices, so none is named here.
 */
const US_WORDS = {
  drug: "epinephrine",
  guidance:
    "After anaphylaxis, the AAAAI/ACAAI practice parameter (2020) asks for self-injectable epinephrine with training in its use, education on the risk of recurrence and on avoiding the trigger, and referral to an allergist.",
  patientText:
    "epinephrine auto-injector (such as an EpiPen). Ask your primary care clinician soon for a prescription, learn how to use it, and carry it with you at all times. You should also be referred to an allergist. If you have another severe reaction, use the auto-injector and call 911.",
};

const US_STEPS = [
  "Prescribe epinephrine auto-injectors now, with training in their use and advice to carry them at all times",
  "Refer to an allergist to confirm the trigger; advise avoiding the suspected trigger until then",
];

/** An auto-injector stated in the notes that the patient still has (review 25, acute-25b case 12). */
function carriedAutoInjector(text: string): boolean {
  return [...statedMatches(text, AUTO_INJECTOR)].some((m) => !LAPSED.test(sentenceAround(text, m.index, m.length)));
}

export const ANAPHYLAXIS_AUTO_INJECTOR_RULES: readonly Rule[] = [
  {
    id: "anaphylaxis-no-adrenaline-auto-injector",
    family: FindingFamily.pattern,
    severity: Severity.high,
    problem: "Anaphylaxis",
    title: "Anaphylaxis without an {drug} auto-injector",
    clinician: "Anaphylaxis is recorded ({what}), and no {drug} auto-injector is on the medication list. {guidance}",
    patient: "You had a severe allergic reaction (anaphylaxis), and your record shows no {patientText}",
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
      if (carriedAutoInjector(ctx.freeText)) return undefined;
      const what = conditions.length > 0 ? conditions.map((c) => c.name).join("; ") : "in the notes";
      if (!readsAsUsUnits(ctx)) return { refs: ctx.refs(...conditions), values: { what, ...UK_WORDS } };
      return {
        refs: ctx.refs(...conditions),
        values: { what, ...US_WORDS },
        nextSteps: US_STEPS,
        patientQuestions: ["Can I have an epinephrine auto-injector, and who will show me how to use it?"],
        evidence: ["aaaai-acaai-2020-anaphylaxis"],
        evidenceReplacesRule: true,
      };
    },
  },
];
