import { FindingFamily, Severity } from "../model.ts";
import { formatNumber } from "../text.ts";
import { isActiveCondition } from "../vocab/conditions.ts";
import { currentBp } from "./bp-readings.ts";
import { culpritMedicines } from "./anaphylaxis-culprit.ts";
import { medNames, type RuleContext } from "./context.ts";
import { statedMatches } from "./notes.ts";
import { isPastMention, referenceNow } from "./past-mention.ts";
import type { Rule } from "./types.ts";
import { readsAsUk, readsAsUsUnits } from "./uk-record.ts";
import { readVitals } from "./vital-signs.ts";

/**
 * Anaphylaxis described in the notes without the word (review 32, acute-32 cases 01, 02 and 14):
 * "hives, lip swelling and wheeze 20 minutes after a wasp sting, BP 82/50" produced nothing, since
 * only the word "anaphylaxis" (anaphylaxis-auto-injector.ts) or a tryptase with a named reaction
 * (tryptase.ts) was read.
 *
 * The WAO 2020 amended criteria ("wao-2020-anaphylaxis-guidance") make anaphylaxis highly likely
 * with (1) acute skin or mucosal involvement (hives, itch or flushing, swollen lips, tongue or
 * uvula) together with respiratory compromise or reduced blood pressure or its end-organ signs
 * (collapse, syncope, incontinence), or (2) acute hypotension, bronchospasm or laryngeal
 * involvement after exposure to a known or highly probable allergen, even without skin signs;
 * in adults hypotension is a systolic below 90 mmHg (or a fall of more than 30% from baseline).
 *
 * Engine choices, said here so they can be checked:
 * - the skin sign and the breathing or circulation sign must be stated (not denied) within
 *   {@link NEAR} characters of each other, so that hives and an unrelated breathlessness in
 *   another paragraph do not combine; a mention written as past ("history of") does not count;
 * - criterion 2 is read only as a stated allergen exposure with a systolic below 90 mmHg or
 *   stridor, throat tightness or bronchospasm: wheeze alone after, say, pollen reads too often as asthma;
 * - a reaction the notes describe as treated, attended or discharged, or as yesterday or days ago,
 *   is over: it is reported (high) for recording as anaphylaxis, auto-injectors and referral; any
 *   other reads as now, and is an emergency (critical);
 * - a reaction the record already names as anaphylaxis and that is over is left to the auto-injector
 *   and tryptase findings, which already read it, unless the medicine that caused it is still on the
 *   active list (anaphylaxis-culprit.ts; review 45).
 */

/** Skin or mucosal involvement as notes write it. */
const SKIN =
  /\b(?:hives|urticari\w*|angio-?o?edema|(?:generali[sz]ed|widespread|whole[- ]body)\s+(?:itch\w*|rash|flushing|erythema|redness)|flush(?:ed|ing)|(?:lips?|tongue|face|facial|throat|eyelids?|mouth|uvula)(?:\s+and\s+(?:lips?|tongue|face|throat|eyelids?|mouth))?\s+swelling|swollen\s+(?:lips?|tongue|face|throat|eyelids?|uvula)|swelling\s+of\s+(?:the\s+)?(?:lips?|tongue|face|throat|uvula))\b/;

/** Airway or breathing compromise. */
const BREATHING =
  /\b(?:wheez\w*|stridor|bronchospasm|throat\s+(?:tightness|closing)|tight(?:ness\s+(?:in|of)\s+the)?\s+throat|hoarse\w*|difficulty\s+(?:breathing|swallowing)|short(?:ness)?\s+of\s+breath|breathless\w*|dyspno?ea|hypox\w*)\b/;

/** Upper-airway or bronchial signs that count without skin signs after a stated allergen (criterion 2). */
const AIRWAY = /\b(?:stridor|bronchospasm|throat\s+(?:tightness|closing)|tight(?:ness\s+(?:in|of)\s+the)?\s+throat)\b/;

/** Reduced blood pressure or its end-organ signs in words. */
const CIRCULATION =
  /\b(?:hypotensi\w*|collaps(?:ed|e)|syncope|faint(?:ed|ing)?|passed\s+out|loss\s+of\s+consciousness|incontinen\w*|shock)\b/;

/** A blood pressure written in the notes: "BP 82/50", "blood pressure of 78/40". */
const NOTED_BP = /\b(?:bp|blood\s+pressure)(?:\s+(?:of|was|is|now))?\s*:?\s*(\d{2,3})\s*\/\s*(\d{2,3})\b/g;

/** A stated exposure to a likely allergen: a sting, a food, a drug or contrast just before the reaction. */
const ALLERGEN =
  /\b(?:(?:bee|wasp|hornet|insect)\s+stings?|stung\s+by|after\s+(?:eating|taking|a\s+dose\s+of|an?\s+injection|iv\s+contrast|contrast)|peanuts?|tree\s+nuts?|cashews?|shellfish|prawns?|satay|sesame|contrast\s+(?:medium|dye|injection)|penicillin|amoxicillin|co-amoxiclav|cephalosporin|ceftriaxone)\b/;

/** Words that place the reaction in the past: treated, seen and sent home, or days ago. */
const OVER =
  /\b(?:discharged|was\s+treated|treated\s+with|were\s+given|was\s+given|attended|yesterday|last\s+(?:night|week|month)|(?:\d+|a|one|two|three|four|five|six|several)\s+(?:days?|weeks?|months?)\s+ago|settled|resolved)\b/;

const ANAPHYLAXIS = /\banaphyla\w*/;
const AUTO_INJECTOR =
  /\b(?:epipens?|jext|emerade|anapen|auvi-?q|(?:adrenaline|epinephrine)\s+(?:auto-?\s?injectors?|pens?)|auto-?\s?injectors?)\b/i;

/** How near (characters) a skin sign and a breathing or circulation sign must be stated to be one reaction. */
const NEAR = 250;
/** Systolic pressure (mmHg) below which an adult's blood pressure counts as reduced (WAO 2020). */
const SYSTOLIC_LOW = 90;

export interface AnaphylaxisPicture {
  /** The signs quoted from the notes, and a low pressure. */
  signs: string[];
  /** Whether skin or mucosal signs are part of it (WAO criterion 1); else it meets criterion 2 only. */
  skin: boolean;
  /** The stated allergen exposure, if any. */
  allergen?: string;
  /** Whether the notes describe the reaction as over (treated, discharged, days ago). */
  over: boolean;
  refs: string[];
}

const firstStated = (text: string, re: RegExp, now: number | undefined) => {
  for (const m of statedMatches(text, re, true)) if (!isPastMention(text, m.index, m.length, now)) return m;
  return undefined;
};

/** A systolic below 90 mmHg: the newest recorded pressure, or one written in the window of notes. */
function lowPressure(ctx: RuleContext, window: string): { text: string; refs: string[] } | undefined {
  for (const m of window.matchAll(NOTED_BP)) {
    const sys = Number(m[1]);
    if (sys < SYSTOLIC_LOW) return { text: `blood pressure ${m[1]}/${m[2]} mmHg (in the notes)`, refs: [] };
  }
  const bp = currentBp(ctx);
  if (bp !== undefined && !bp.inNotes && bp.sys < SYSTOLIC_LOW)
    return { text: `blood pressure ${formatNumber(bp.sys)}/${formatNumber(bp.dia)} mmHg`, refs: bp.refs };
  return undefined;
}

/** A reaction the notes describe that meets the WAO 2020 criteria (see the module note), else undefined. */
export function anaphylaxisPicture(ctx: RuleContext): AnaphylaxisPicture | undefined {
  const text = ctx.freeText;
  const now = referenceNow(ctx);
  const skin = firstStated(text, SKIN, now);
  const allergen = firstStated(text, ALLERGEN, now);
  const anchor = skin ?? allergen;
  if (anchor === undefined) return undefined;
  const window = text.slice(Math.max(0, anchor.index - NEAR), anchor.index + anchor.length + NEAR);
  const breathing = firstStated(window, skin ? BREATHING : AIRWAY, now);
  const circulationWord = firstStated(window, CIRCULATION, now);
  const pressure = lowPressure(ctx, window);
  const signs = [
    ...(skin ? [skin.quote] : []),
    ...(breathing ? [breathing.quote] : []),
    ...(circulationWord ? [circulationWord.quote] : []),
  ].map((s) => `"${s}"`);
  if (pressure) signs.push(pressure.text);
  // Criterion 1: skin with breathing or circulation; criterion 2: an allergen with low pressure or airway signs.
  const criterion1 = skin !== undefined && (breathing ?? circulationWord ?? pressure) !== undefined;
  const criterion2 = allergen !== undefined && (pressure !== undefined || (breathing !== undefined && !skin));
  if (!criterion1 && !criterion2) return undefined;
  return {
    signs,
    skin: criterion1,
    ...(allergen ? { allergen: allergen.quote } : {}),
    over: OVER.test(window),
    refs: pressure?.refs ?? [],
  };
}

/**
 * Wheeze in someone with asthma during anaphylaxis is read as part of the reaction, not graded as an
 * asthma attack (asthma-acute-attack.ts stays quiet then; review 45, acute-45 case 01), so the text
 * says that adrenaline, not the reliever, comes first.
 */
function asthmaSentence(ctx: RuleContext, drug: string): string {
  if (!ctx.model.conditions.some((c) => /\basthma\b/i.test(c.name) && isActiveCondition(c.status))) return "";
  return ` Asthma is on the record: the breathing signs are read as part of the reaction, not as an asthma attack, and intramuscular ${drug} comes before any reliever.`;
}

const joinSigns = (signs: readonly string[]) =>
  signs.length <= 1 ? (signs[0] ?? "") : `${signs.slice(0, -1).join(", ")} and ${signs[signs.length - 1]}`;

export const ANAPHYLAXIS_PICTURE_RULES: readonly Rule[] = [
  {
    id: "anaphylaxis-clinical-picture",
    family: FindingFamily.pattern,
    severity: Severity.critical,
    problem: "Anaphylaxis",
    title: "{title}",
    clinician:
      "The notes describe {signs}{allergen}: {criterion}, one of the WAO 2020 criteria that make anaphylaxis highly likely{unnamed}. {plan}",
    patient: "Your notes describe {patientText}",
    nextSteps: ["Treat as anaphylaxis now: intramuscular {drug} and an emergency ambulance"],
    patientQuestions: ["Was this anaphylaxis, and what should I carry and do if it happens again?"],
    evidence: ["wao-2020-anaphylaxis-guidance"],
    keywords: ["anaphylaxis", "urticaria", "angioedema", "wheeze", "hypotension", "adrenaline", "epinephrine"],
    match: (ctx) => {
      const picture = anaphylaxisPicture(ctx);
      if (picture === undefined) return undefined;
      const named =
        ctx.model.conditions.some((c) => ANAPHYLAXIS.test(c.name.toLowerCase())) || ANAPHYLAXIS.test(ctx.freeText);
      // A suspected culprit still on the active list is stopped and recorded as a drug allergy (review 45).
      const culprits = culpritMedicines(ctx, picture.allergen);
      // A reaction already called anaphylaxis and over is read by the auto-injector and tryptase findings,
      // unless the medicine that caused it is still on the active list, which they do not read
      // (review 45, acute-45 case 13: "anaphylaxis to co-amoxiclav yesterday" with it still active drew nothing).
      if (named && picture.over && culprits.length === 0) return undefined;
      const us = readsAsUsUnits(ctx);
      const drug = us ? "epinephrine" : "adrenaline";
      const unnamed = named ? "" : ", although the word is not used";
      // Which WAO criterion the notes meet, so the text does not claim skin signs the notes lack.
      const criterion = picture.skin
        ? "skin or mucosal signs with airway, breathing or circulation compromise"
        : "airway compromise or low blood pressure soon after a likely allergen, even without skin signs";
      const what = picture.skin
        ? "swelling or a rash together with breathing difficulty or low blood pressure"
        : "breathing difficulty or low blood pressure soon after something you may be allergic to";
      const hasPen =
        ctx.model.medications.some((m) => m.active && AUTO_INJECTOR.test(m.name)) || AUTO_INJECTOR.test(ctx.freeText);
      // UK records get NICE CG134 and, for the emergency treatment, the RCUK 2021 points; US records the AAAAI/ACAAI parameter.
      const uk = readsAsUk(ctx) && !us;
      const allergy = us ? "an allergist" : "a specialist allergy service";
      const culprit = culprits.length > 0 ? medNames(culprits) : undefined;
      // A medicine on the list is named rather than the notes' bare "after taking" (review 45, case 03).
      const allergen = culprit
        ? ` (likely trigger: ${culprit})`
        : picture.allergen
          ? ` (likely trigger in the notes: "${picture.allergen}")`
          : "";
      const stopSentence = culprit
        ? ` ${culprit}, the likely trigger, is still on the active medicine list: stop it and record a suspected drug allergy to it (the drug, the reaction and its date).`
        : "";
      const stopStep = culprit
        ? [
            `Stop ${culprit} now and record a suspected drug allergy to it: the drug, the reaction, its severity and date, and what to avoid until an allergy assessment`,
          ]
        : [];
      const stopPatient = culprit
        ? ` Do not take any more ${culprit}, and ask for it to be recorded as an allergy.`
        : "";
      const evidence = [
        ...(uk ? ["nice-cg134-anaphylaxis", ...(picture.over ? [] : ["rcuk-2021-anaphylaxis-update"])] : []),
        ...(uk && culprit ? ["nice-cg183-bmj-2014-drug-allergy"] : []),
        ...(us ? ["aaaai-acaai-2020-anaphylaxis"] : []),
      ];
      if (!picture.over) {
        // The oxygen, pulse, breathing rate and pressure now are the reaction's, so the danger-sign
        // finding does not repeat them as "think of sepsis" (review 45, acute-45 case 01).
        const v = readVitals(ctx);
        return {
          refs: [...new Set([...picture.refs, ...ctx.refs(v.spo2?.v, v.hr?.v, v.rr?.v, v.systolic?.v)])],
          severity: Severity.critical,
          values: {
            unnamed,
            title: "Reaction described in the notes meets the criteria for anaphylaxis",
            signs: joinSigns(picture.signs),
            allergen,
            criterion,
            drug,
            plan:
              (uk
                ? `Treat as an emergency now: intramuscular ${drug}, repeated after 5 minutes if airway, breathing or circulation problems persist, lying flat (half-sitting if breathing is easier so), with emergency transfer.`
                : `Treat as an emergency now: intramuscular ${drug}, the first-line treatment, with emergency transfer.`) +
              stopSentence +
              asthmaSentence(ctx, drug),
            patientText: `a severe allergic reaction (anaphylaxis): ${what}. This is an emergency. If you are not already being cared for in hospital, call your local emergency number now. If you have ${us ? "an epinephrine" : "an adrenaline"} auto-injector, use it now.${uk ? " Lie down, or sit half-up if that makes breathing easier, and do not stand up suddenly." : ""}${stopPatient}`,
          },
          nextSteps: [
            uk
              ? `Treat as anaphylaxis now: intramuscular ${drug}, repeated after 5 minutes if airway, breathing or circulation problems persist, with emergency transfer; keep the person lying flat (half-sitting if breathing is easier) and avoid sudden standing`
              : `Treat as anaphylaxis now: intramuscular ${drug}, the first-line treatment, with emergency transfer`,
            ...stopStep,
            `After the reaction: timed mast cell tryptase, observation, and referral to ${allergy} to confirm the trigger`,
          ],
          ...(evidence.length > 0 ? { evidence } : {}),
        };
      }
      // Auto-injectors after a named anaphylaxis are the auto-injector finding's, which leaves out a drug trigger.
      const offerPen = !hasPen && !named;
      const penStep = !offerPen
        ? []
        : [
            us
              ? "Prescribe epinephrine auto-injectors, with training in their use and advice to carry them at all times"
              : "Prescribe 2 adrenaline auto-injectors, with training in their use and advice to carry both at all times",
          ];
      return {
        refs: picture.refs,
        severity: Severity.high,
        values: {
          unnamed,
          title: "Past reaction described in the notes meets the criteria for anaphylaxis",
          signs: joinSigns(picture.signs),
          allergen,
          criterion,
          drug,
          plan: `The reaction is over, so it should be recorded as suspected anaphylaxis, with referral to ${allergy} to confirm the trigger${offerPen ? ` and ${drug} auto-injectors, which are not on the medication list` : ""}.${stopSentence}`,
          patientText: `a reaction that fits a severe allergic reaction (anaphylaxis)${named ? "" : ", even though that word is not used"}. Ask for it to be recorded as anaphylaxis and for a referral to ${us ? "an allergist" : "an allergy clinic"}${!offerPen ? "" : `, and ask about ${us ? "an epinephrine auto-injector" : "two adrenaline pens"} and how to use ${us ? "it" : "them"}`}. Avoid what you reacted to until you have been seen.${stopPatient} If it happens again, call your local emergency number.`,
        },
        nextSteps: [
          "Record the reaction as suspected anaphylaxis, with the likely trigger",
          ...stopStep,
          ...penStep,
          `Refer to ${allergy} to confirm the trigger; advise avoiding it until then`,
        ],
        ...(evidence.length > 0 ? { evidence } : {}),
      };
    },
  },
];
