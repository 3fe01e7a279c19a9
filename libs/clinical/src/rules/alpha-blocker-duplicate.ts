import { FindingFamily, type MedicationItem, Severity } from "../model.ts";
import { medNames, type RuleContext } from "./context.ts";
import { statedMention } from "./notes.ts";
import type { Rule, RuleMatch } from "./types.ts";

/*
 * Two alpha-1 blockers at once (review 15, deep case 06: doxazosin with tamsulosin in a frail man
 * of 88, dizzy on standing with a standing pressure of 84/50, went unflagged). The tamsulosin SmPC
 * warns that another alpha-1 blocker taken with it can lower blood pressure, and lists dizziness,
 * orthostatic hypotension and fainting among its effects (emc-tamsulosin-smpc); the Beers criteria
 * advise against peripheral alpha-1 blockers for blood pressure in older people because of
 * orthostatic hypotension (ags-beers-2023).
 */

/** Alpha-1 blockers by generic and UK/US brand names; each entry is one medicine. */
const ALPHA1: readonly (readonly [string, RegExp])[] = [
  ["doxazosin", /\b(?:doxazosin|cardura)\b/i],
  ["prazosin", /\b(?:prazosin|hypovase|minipress)\b/i],
  ["terazosin", /\b(?:terazosin|hytrin)\b/i],
  ["tamsulosin", /\b(?:tamsulosin|flomax|flomaxtra|duodart|jalyn|vesomni|urimax)\b/i],
  ["alfuzosin", /\b(?:alfuzosin|xatral|uroxatral)\b/i],
  ["silodosin", /\b(?:silodosin|urorec|rapaflo)\b/i],
  ["indoramin", /\b(?:indoramin|doralese)\b/i],
];

/** Symptoms of a fall in pressure on standing, or of its harms, as notes state them. */
const POSTURAL =
  /\b(?:dizz(?:y|iness)(?:\s+on\s+standing)?|light-?headed(?:ness)?|postural\s+(?:drop|hypotension|dizziness)|orthostatic\s+hypotension|(?:pre-?|near[- ])?syncop(?:e|al)|faint(?:ed|ing|s)?|falls?|fell)\b/;

function alphaBlockers(ctx: RuleContext): { generic: string; med: MedicationItem }[] {
  const found: { generic: string; med: MedicationItem }[] = [];
  for (const med of ctx.model.medications) {
    if (!med.active) continue;
    const hit = ALPHA1.find(([, re]) => re.test(med.name));
    if (hit !== undefined) found.push({ generic: hit[0], med });
  }
  return found;
}

function duplicateAlphaBlocker(ctx: RuleContext): RuleMatch | undefined {
  const found = alphaBlockers(ctx);
  if (new Set(found.map((f) => f.generic)).size < 2) return undefined;
  const meds = found.map((f) => f.med);
  const symptom = statedMention(ctx.freeText, POSTURAL);
  const standing = ctx
    .vitals("bp")
    .filter((v) => /standing|erect/i.test(v.name) && v.value !== undefined)
    .sort((a, b) => (b.time ?? 0) - (a.time ?? 0))[0];
  const signs = [
    symptom === undefined ? "" : `"${symptom}" in the notes`,
    standing === undefined
      ? ""
      : `a standing blood pressure of ${standing.rawValue}${standing.date === undefined ? "" : ` (${standing.date.slice(0, 10)})`}`,
  ].filter(Boolean);
  const older = ctx.age !== undefined && ctx.age >= 65;
  return {
    refs: [...ctx.refs(...meds), ...ctx.refs(standing)],
    values: { meds: medNames(meds) },
    nextSteps: [
      `Review ${medNames(meds)} with the prescriber and keep only one alpha-blocker; where doxazosin, prazosin or terazosin is there for blood pressure in an older person, another class is usually preferred`,
      "Check sitting and standing blood pressure, and ask about dizziness and falls, after the change",
    ],
    ...(signs.length > 0 ? { severity: Severity.high } : {}),
    clinicianExtra: [
      signs.length > 0 ? `With ${signs.join(" and ")}, the combination is a likely cause and is reviewed soon.` : "",
      older
        ? "In older people the Beers criteria advise against a peripheral alpha-1 blocker for blood pressure because of orthostatic hypotension."
        : "",
    ]
      .filter(Boolean)
      .join(" "),
    patientExtra:
      signs.length > 0
        ? "Your notes mention dizziness or a low blood pressure on standing, which these medicines can cause. Until they are reviewed, stand up slowly and sit or lie down if you feel dizzy."
        : undefined,
  };
}

export const ALPHA_BLOCKER_DUPLICATE_RULES: readonly Rule[] = [
  {
    id: "alpha-blocker-duplicate",
    family: FindingFamily.drugLab,
    severity: Severity.moderate,
    problem: "Medication safety",
    title: "Two alpha-blockers taken together",
    clinician:
      "{meds}: two alpha-1 blockers at once. Their blood-pressure-lowering effects add up, and the tamsulosin label warns against giving it with another alpha-1 blocker; dizziness, a fall in pressure on standing and fainting are known effects, and falls follow.",
    patient:
      "You take two medicines of the same kind ({meds}). Both relax blood vessels as well as the prostate, so together they can make your blood pressure drop when you stand up, causing dizziness, fainting or falls. Ask your doctor whether you need both. Do not stop either on your own.",
    nextSteps: [
      "Review the two alpha-blockers with the prescriber and keep only one; where doxazosin, prazosin or terazosin is there for blood pressure in an older person, another class is usually preferred",
      "Check sitting and standing blood pressure, and ask about dizziness and falls, after the change",
    ],
    patientQuestions: ["Do I need both of these medicines for my prostate and blood pressure?"],
    evidence: ["emc-tamsulosin-smpc", "ags-beers-2023"],
    keywords: ["alpha-blocker", "tamsulosin", "doxazosin", "orthostatic hypotension", "falls"],
    match: duplicateAlphaBlocker,
  },
];
