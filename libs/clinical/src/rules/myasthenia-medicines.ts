import { FindingFamily, type ConditionItem, type MedicationItem, Severity } from "../model.ts";
import { isActiveCondition } from "../vocab/conditions.ts";
import { medNames, type RuleContext } from "./context.ts";
import { statedMention } from "./notes.ts";
import type { Rule, RuleMatch } from "./types.ts";

/**
 * Medicines that can worsen myasthenia gravis, taken by someone with the condition.
 */

const F = FindingFamily.drugLab;

function activeConditions(ctx: RuleContext, re: RegExp): ConditionItem[] {
  return ctx.model.conditions.filter((c) => isActiveCondition(c.status) && (re.test(c.name) || re.test(c.code ?? "")));
}

const MYASTHENIA = /\bmyasthenia\b|\bmyasthenic\b|\bG70\.0/i;

/** Medicine groups the MGFA caution list and the label warnings name, each with its pattern. */
const MG_WORSENING: readonly (readonly [string, RegExp])[] = [
  [
    "fluoroquinolone",
    /\b(?:ciprofloxacin|levofloxacin|moxifloxacin|ofloxacin|norfloxacin|delafloxacin|ciproxin|cipro|levaquin|tavanic|avelox)\b/i,
  ],
  [
    "macrolide",
    /\b(?:clarithromycin|erythromycin|azithromycin|telithromycin|klaricid|klacid|biaxin|zithromax|erythrocin|erymax)\b/i,
  ],
  ["aminoglycoside", /\b(?:gentamicin|tobramycin|amikacin|neomycin|streptomycin|kanamycin)\b/i],
  [
    "beta-blocker",
    /\b(?:propranolol|atenolol|bisoprolol|metoprolol|carvedilol|labetalol|nebivolol|nadolol|sotalol|timolol|acebutolol|inderal|tenormin)\b/i,
  ],
  ["magnesium", /\bmagnesium\s+(?:sulfate|sulphate)\b/i],
];

/** New weakness of the eyelids, eyes, swallowing, speech or breathing stated in the notes. */
const BULBAR_NOTES =
  /\b(?:ptosis|droopy (?:eye)?lids?|drooping (?:eye)?lids?|double vision|diplopia|difficulty (?:in )?swallowing|trouble swallowing|dysphagia|choking|slurred speech|dysarthria|breathless\w*|short(?:ness)? of breath|dyspnoea|dyspnea|weak(?:er|ness)? (?:cough|neck|arms|legs))\b/;

/** Groups stopped at once in a possible crisis (an antibiotic has alternatives); the others are reviewed after it. */
const ANTIBIOTIC_GROUPS: ReadonlySet<string> = new Set(["fluoroquinolone", "macrolide", "aminoglycoside"]);

/**
 * The crisis steps for the medicines actually taken: review 14 (neuro, case 16) saw a beta-blocker
 * step for a patient on clarithromycin alone.
 */
function crisisSteps(hits: readonly { m: MedicationItem; group: string }[]): string[] {
  const antibiotics = hits.filter((h) => ANTIBIOTIC_GROUPS.has(h.group)).map((h) => h.m);
  const others = hits.filter((h) => !ANTIBIOTIC_GROUPS.has(h.group)).map((h) => h.m);
  return [
    "Same-day assessment for myasthenic exacerbation or crisis: breathing capacity, swallow, neck and limb strength; involve the neurology team",
    ...(antibiotics.length > 0
      ? [`Stop ${medNames(antibiotics)} and choose an antibiotic that does not impair neuromuscular transmission`]
      : []),
    ...(others.length > 0 ? [`Review ${medNames(others)} with the prescriber once the acute episode is managed`] : []),
  ];
}

function myastheniaDrugs(ctx: RuleContext): RuleMatch | undefined {
  const mg = activeConditions(ctx, MYASTHENIA);
  if (mg.length === 0) return undefined;
  const hits = ctx.model.medications
    .filter((m) => m.active)
    .map((m) => ({ m, group: MG_WORSENING.find(([, re]) => re.test(m.name))?.[0] }))
    .filter((h): h is { m: MedicationItem; group: string } => h.group !== undefined);
  if (hits.length === 0) return undefined;
  const symptom = statedMention(ctx.freeText, BULBAR_NOTES, true);
  const named = hits.map((h) => `${h.m.name} (${h.group})`).join(", ");
  return {
    refs: [...ctx.refs(...hits.map((h) => h.m)), ...ctx.refs(...mg)],
    values: { meds: named, condition: mg[0]?.name ?? "myasthenia gravis" },
    ...(symptom !== undefined
      ? {
          severity: Severity.critical,
          clinicianExtra: `The notes describe "${symptom}": new eyelid, swallowing, speech or breathing weakness after one of these medicines may be the start of a myasthenic crisis and needs assessment today, including breathing capacity (vital capacity or negative inspiratory force) and a swallow check.`,
          patientExtra:
            "Because your notes mention new weakness such as drooping eyelids or trouble swallowing, please get medical help today. If you are short of breath, cannot swallow your saliva or your speech is getting weaker, call emergency services.",
          nextSteps: crisisSteps(hits),
        }
      : {}),
  };
}

export const MYASTHENIA_MEDICINE_RULES: readonly Rule[] = [
  {
    id: "myasthenia-worsening-medicine",
    family: F,
    severity: Severity.high,
    problem: "Myasthenia gravis",
    title: "Medicine that can worsen myasthenia gravis",
    clinician:
      "{condition} with {meds}. These medicines impair neuromuscular transmission and can worsen myasthenic weakness or bring on a crisis; fluoroquinolones carry a boxed warning to this effect and macrolides, aminoglycosides, beta-blockers and intravenous magnesium are on the standard caution lists.",
    patient:
      "You have myasthenia gravis and take {meds}. Medicines like these can make myasthenia weakness worse. Please ask your doctor soon whether a different medicine can be used.",
    nextSteps: [
      "Choose an alternative that does not impair neuromuscular transmission where possible (for an infection, an antibiotic outside these groups)",
      "Ask about new or worse drooping eyelids, double vision, swallowing, speech or breathing difficulty",
    ],
    patientQuestions: ["Is this medicine safe with my myasthenia gravis?"],
    evidence: ["mgfa-myasthenia-medications"],
    keywords: [
      "myasthenia gravis",
      "fluoroquinolone",
      "macrolide",
      "aminoglycoside",
      "beta-blocker",
      "myasthenic crisis",
    ],
    match: myastheniaDrugs,
  },
];
