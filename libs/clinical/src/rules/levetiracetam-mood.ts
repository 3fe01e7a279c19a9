import { FindingFamily, Severity } from "../model.ts";
import { medNames, type RuleContext } from "./context.ts";
import { statedMatches, statedMention } from "./notes.ts";
import type { Rule } from "./types.ts";

/*
 * Mood and behaviour changes on levetiracetam (review 22, medicines-22 case 04: low mood,
 * irritability and snapping at family since levetiracetam was started, with normal bloods, raised
 * nothing). Levetiracetam's psychiatric adverse effects (depression, irritability, hostility or
 * aggression, anxiety; rarely psychosis and suicidal thoughts) are common and recognised, and often
 * settle when the dose is lowered or the drug withdrawn (Pharmaceutical Journal case-based learning;
 * the prescribing information as published by the maker's distributor; evidence
 * "pj-levetiracetam-psychiatric"). The change is the prescriber's, so the step goes to them: the
 * antiseizure medicine is not stopped by the patient. Thoughts of suicide or self-harm, stated and
 * not denied, make it high with a same-day assessment.
 */

const LEVETIRACETAM = /\b(?:levetiracetam|keppra|desitrend)\b/i;
/**
 * Mood and behaviour changes as the notes state them. Anxiety and agitation are left out: in notes
 * they are as often about a result or a delirium as a lasting change in mood.
 */
const MOOD =
  /\b(?:(?:low|depressed|flat)\s+(?:in\s+)?mood|mood\s+(?:changes?|swings?)|depress(?:ion|ed)|irritab(?:le|ility)|snapping|short[- ]tempered|angry|anger|aggressi(?:ve|on)|hostil(?:e|ity)|tearful)\b/i;
/** Thoughts of suicide or self-harm as the notes state them. */
const SUICIDAL =
  /\b(?:suicid\w*|self[- ]harm\w*|harm(?:ing)?\s+(?:her|him|them|my)sel(?:f|ves)|end\s+(?:her|his|their|my)\s+life)\b/i;

export const LEVETIRACETAM_MOOD_RULES: readonly Rule[] = [
  {
    id: "levetiracetam-mood-change",
    family: FindingFamily.drugLab,
    severity: Severity.moderate,
    problem: "Medicines and mood",
    title: "Mood or behaviour change on levetiracetam",
    clinician:
      "On {med}, the notes record {quotes}. Levetiracetam commonly causes psychiatric and behavioural effects (low mood, irritability, hostility or aggression, anxiety; rarely psychosis or suicidal thoughts), which often settle when the dose is lowered or the drug is changed. Review it with the prescriber rather than treating the mood on its own.{suicidalNote}",
    patient:
      "Your notes mention changes in mood or temper. Levetiracetam, your epilepsy medicine, can cause these, and they often get better when the dose or the medicine is changed. Talk to the doctor who prescribes it soon. Do not stop it or lower the dose yourself.{safety}",
    nextSteps: [
      "Review levetiracetam with the prescriber (neurology or epilepsy team): a lower dose or a change of antiseizure medicine is considered",
      "Ask about mood, including thoughts of self-harm or suicide",
    ],
    patientQuestions: ["Could my epilepsy medicine be affecting my mood?"],
    evidence: ["pj-levetiracetam-psychiatric"],
    keywords: [
      "levetiracetam",
      "psychiatric adverse effects",
      "irritability",
      "depression",
      "behavioural adverse effects",
    ],
    match: (ctx: RuleContext) => {
      const meds = ctx.model.medications.filter((m) => m.active && LEVETIRACETAM.test(m.name));
      if (meds.length === 0) return undefined;
      // Every distinct change the notes state ("low mood", "irritable", "snapping"), up to three.
      const moods = [...new Set([...statedMatches(ctx.freeText, MOOD)].map((m) => m.quote.toLowerCase()))].slice(0, 3);
      const suicidal = statedMention(ctx.freeText, SUICIDAL);
      if (moods.length === 0 && suicidal === undefined) return undefined;
      const quotes = [...moods, ...(suicidal === undefined ? [] : [suicidal])].map((q) => `"${q}"`).join(", ");
      return {
        refs: ctx.refs(...meds),
        values: {
          med: medNames(meds),
          quotes,
          suicidalNote:
            suicidal === undefined
              ? ""
              : " Thoughts of suicide or self-harm are recorded: assess the risk today and arrange mental-health care.",
          safety:
            " If you have thoughts of harming yourself, get help now: call your local emergency number or go to an emergency department.",
        },
        ...(suicidal !== undefined
          ? {
              severity: Severity.high,
              nextSteps: [
                "Assess suicide risk today and arrange urgent mental-health care",
                "Review levetiracetam with the prescriber today: a lower dose or a change of antiseizure medicine is considered",
              ],
            }
          : {}),
      };
    },
  },
];
