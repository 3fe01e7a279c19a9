import { type ConditionItem, FindingFamily, type MedicationItem, Severity } from "../model.ts";
import { isActiveCondition } from "../vocab/conditions.ts";
import { ANTIPSYCHOTIC } from "./antipsychotic-metabolic.ts";
import { medNames, type RuleContext } from "./context.ts";
import { fallsOrFractures } from "./older-adults.ts";
import type { Rule } from "./types.ts";

/*
 * An antipsychotic taken long term by a person with dementia (review 15, deep multimorbid case 05:
 * an 86-year-old in a care home on risperidone for ten months for agitation, with two falls, got
 * only the psychosis guideline's metabolic monitoring, "keep taking it" and "let psychiatry lead
 * any change"; nothing said the medicine itself was the question). The AGS Beers Criteria 2023
 * advise avoiding antipsychotics in dementia (chronic or persistent as-needed use) for stroke,
 * faster cognitive decline and death ("ags-beers-2023"); NICE keeps them for risk of harm or
 * severe distress after the causes of distress are looked for ("nice-ktt7-antipsychotics-dementia"),
 * at the lowest dose for the shortest time with a reassessment at least every 6 weeks
 * ("pharmacy-network-dementia-antipsychotics"). Parkinson's disease and Lewy body dementia have
 * their own finding (geriatric-safety.ts, antipsychotic-parkinson); a psychotic or bipolar illness,
 * the Beers exceptions, is a reason the medicine is taken and is left to the psychiatric rules.
 */

const DEMENTIA = /\bdementia\b|\balzheimer|\bF0[0-3]\b|\bG30\b/i;
const PARKINSON_OR_LEWY = /\bparkinson|\blewy\b|\bdlb\b/i;
const PSYCHIATRIC_INDICATION =
  /\bschizo\w*|\bbipolar\b|\bpsychotic disorder\b|\bdelusional disorder\b|\bmanic\b|\bmania\b|\bF2\d\b|\bF31\b/i;

const DAY_MS = 86_400_000;
/** A course longer than this is past the first review NICE asks for. */
const REVIEW_WEEKS = 6;

function active(ctx: RuleContext, re: RegExp): ConditionItem[] {
  return ctx.model.conditions.filter((c) => isActiveCondition(c.status) && (re.test(c.name) || re.test(c.code ?? "")));
}

/** Dementia recorded as a current condition (by name or ICD-10 code). */
export function activeDementia(ctx: RuleContext): ConditionItem[] {
  return active(ctx, DEMENTIA);
}

export interface AntipsychoticInDementia {
  meds: MedicationItem[];
  dementia: ConditionItem[];
}

/** Antipsychotics taken with dementia and no psychiatric indication listed (not Parkinson's or Lewy body). */
export function antipsychoticInDementia(ctx: RuleContext): AntipsychoticInDementia | undefined {
  const meds = ctx.model.medications.filter((m) => m.active && ANTIPSYCHOTIC.test(m.name));
  if (meds.length === 0) return undefined;
  const dementia = activeDementia(ctx);
  if (dementia.length === 0) return undefined;
  if (active(ctx, PARKINSON_OR_LEWY).length > 0 || active(ctx, PSYCHIATRIC_INDICATION).length > 0) return undefined;
  return { meds, dementia };
}

function weeksSince(ctx: RuleContext, date: string | undefined): number | undefined {
  const start = date === undefined ? Number.NaN : Date.parse(date);
  const now = ctx.model.now === undefined ? Number.NaN : Date.parse(ctx.model.now);
  if (Number.isNaN(start) || Number.isNaN(now) || start > now) return undefined;
  return (now - start) / (7 * DAY_MS);
}

export const ANTIPSYCHOTIC_DEMENTIA_RULES: readonly Rule[] = [
  {
    id: "antipsychotic-dementia",
    family: FindingFamily.drugLab,
    severity: Severity.moderate,
    problem: "Medicines in older age",
    title: "Antipsychotic in dementia: review whether it is still needed",
    clinician:
      "{meds} with {dementia}{since}. In dementia, antipsychotics raise the risk of stroke and death and speed cognitive decline; the AGS Beers Criteria advise avoiding them, and NICE keeps them for a risk of harm or severe distress once causes such as pain or delirium have been looked for, at the lowest effective dose for the shortest time, reassessed at least every 6 weeks.{falls}",
    patient:
      "You take {meds}. In people with dementia this kind of medicine can raise the risk of a stroke and of falls, so it is usually given for as short a time as possible. Ask the doctor whether it is still helping and whether the dose can be lowered or stopped. Do not stop it on your own: it is usually reduced step by step.",
    nextSteps: [
      "Review the antipsychotic with the prescriber, the person and carers: name the symptom it was started for and whether there is still a clear benefit; when there is not, reduce it gradually towards stopping and watch for the symptom returning",
      "Look for causes of distress (pain, constipation, infection, delirium, surroundings) and keep non-drug approaches going alongside",
    ],
    patientQuestions: ["Is this medicine still helping, and can the dose be lowered or stopped?"],
    evidence: ["ags-beers-2023", "nice-ktt7-antipsychotics-dementia", "pharmacy-network-dementia-antipsychotics"],
    keywords: ["antipsychotic", "dementia", "risperidone", "behavioural and psychological symptoms", "deprescribing"],
    match: (ctx) => {
      const found = antipsychoticInDementia(ctx);
      if (found === undefined) return undefined;
      const starts = found.meds.map((m) => weeksSince(ctx, m.startDate));
      const known = starts.filter((w): w is number => w !== undefined);
      const weeks = known.length > 0 ? Math.max(...known) : undefined;
      const dates = found.meds.map((m) => m.startDate?.slice(0, 10)).filter(Boolean);
      const since =
        weeks !== undefined && weeks > REVIEW_WEEKS && dates.length > 0
          ? `, taken since ${dates.join(", ")} (about ${Math.round(weeks / 4.35)} months)`
          : "";
      const falls = fallsOrFractures(ctx);
      const fallsText =
        falls === undefined
          ? ""
          : " Falls are recorded, and with a history of falls the Beers Criteria also advise avoiding antipsychotics unless nothing safer will do.";
      return {
        refs: [...ctx.refs(...found.meds), ...ctx.refs(...found.dementia), ...ctx.refs(...(falls?.conditions ?? []))],
        values: {
          meds: medNames(found.meds),
          dementia: [...new Set(found.dementia.map((c) => c.name))].join(" and "),
          since,
          falls: fallsText,
        },
        // Long use past the first review, or with falls: the review is due now.
        ...((weeks !== undefined && weeks > REVIEW_WEEKS) || falls !== undefined ? { severity: Severity.high } : {}),
      };
    },
  },
];
