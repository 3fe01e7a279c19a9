import { FindingFamily, type LabObservation, Severity } from "../model.ts";
import { capitalise, joinList } from "../text.ts";
import type { RuleContext } from "./context.ts";
import { statedMention } from "./notes.ts";
import type { Rule, RuleMatch } from "./types.ts";
import { possiblePyelonephritis } from "./uti-upper-dipstick.ts";
import { resultText } from "../qualitative-wording.ts";

/*
 * A urine dipstick read with the symptoms that led to it (review 11, lab panels 4: nitrite and
 * leucocyte esterase positive in a woman with dysuria and frequency were read as "kidney
 * function", protein on the strip sent for an albumin-to-creatinine ratio).
 *
 * In a UK primary-care study of 427 women with suspected UTI (Little et al., BJGP 2006,
 * little-2006-uti-dipstick), only nitrite, leucocyte esterase (+ or more) and blood (haemolysed
 * trace or more) independently predicted a laboratory-confirmed infection; a rule of nitrite, or
 * leucocytes and blood together, had a positive predictive value of 81%, and nitrite with blood or
 * leucocytes one of 92%. This rule therefore asks for urinary symptoms in the notes and a strip
 * with nitrite, or leucocyte esterase with blood. It names the infection as likely, not proven,
 * and leaves treatment to local guidance: the antibiotic advice of NICE NG109 was not verified
 * for this rule. Children are left out: NICE NG224 covers them.
 */

const F = FindingFamily.pattern;

/** From this age the adult reading applies; younger children have their own guidance. */
const ADULT_AGE = 16;

/** Lower urinary symptoms as notes write them. */
const URINARY_SYMPTOMS: readonly (readonly [string, RegExp])[] = [
  [
    "dysuria",
    /\b(?:dysuria|burning (?:on|when|while) (?:passing urine|urinating|peeing|voiding)|painful (?:urination|micturition|voiding))\b/,
  ],
  ["frequency", /\b(?:urinary )?frequency\b|\bpassing urine (?:more )?often\b|\burinating (?:more )?often\b/],
  ["urgency", /\b(?:urinary )?urgency\b/],
  ["suprapubic pain", /\bsuprapubic (?:pain|tenderness|discomfort)\b/],
  ["new nocturia", /\bnocturia\b/],
  ["cloudy urine", /\bcloudy urine\b/],
];

const positive = (o: LabObservation | undefined): o is LabObservation =>
  o !== undefined && o.value.kind === "qualitative" && o.value.result !== "negative";

/** Whether a qualitative result is at least a "1+" or "positive" (a trace does not count). */
const atLeastOnePlus = (o: LabObservation | undefined): o is LabObservation =>
  o !== undefined && o.value.kind === "qualitative" && o.value.result === "positive";

/** The dipstick pattern and symptoms that make a lower UTI likely, or undefined. */
export function likelyLowerUti(
  ctx: RuleContext,
): { nitrite?: LabObservation; le?: LabObservation; blood?: LabObservation; symptoms: string[] } | undefined {
  if (ctx.age !== undefined && ctx.age < ADULT_AGE) return undefined;
  const nitrite = ctx.anyLab("urine-nitrite");
  const le = ctx.anyLab("urine-le");
  const blood = ctx.anyLab("urine-blood");
  const stripPoints = positive(nitrite) || (atLeastOnePlus(le) && positive(blood));
  if (!stripPoints) return undefined;
  const symptoms = URINARY_SYMPTOMS.filter(([, re]) => statedMention(ctx.freeText, re, true) !== undefined).map(
    ([name]) => name,
  );
  if (symptoms.length === 0) return undefined;
  return {
    ...(positive(nitrite) ? { nitrite } : {}),
    ...(atLeastOnePlus(le) ? { le } : {}),
    ...(positive(blood) ? { blood } : {}),
    symptoms,
  };
}

function match(ctx: RuleContext): RuleMatch | undefined {
  // Loin pain with a fever, rigors or vomiting: read as possible pyelonephritis instead (review 26).
  if (possiblePyelonephritis(ctx) !== undefined) return undefined;
  const found = likelyLowerUti(ctx);
  if (found === undefined) return undefined;
  const { nitrite, le, blood, symptoms } = found;
  const protein = ctx.anyLab("urine-protein");
  const strip = [
    nitrite ? `nitrite ${resultText(nitrite)}` : "",
    le ? `leucocyte esterase ${resultText(le)}` : "",
    blood ? `blood ${resultText(blood)}` : "",
  ].filter(Boolean);
  const alsoOnStrip = [positive(protein) ? "protein" : "", blood ? "blood" : ""].filter(Boolean);
  const man = ctx.sex === "male";
  const extra = [
    man ? IN_A_MAN : "",
    alsoOnStrip.length > 0
      ? `${capitalise(joinList(alsoOnStrip))} found on the strip during a urine infection may come from the infection: repeat the dipstick once it is treated before reading ${alsoOnStrip.length > 1 ? "them" : "it"} as kidney disease.`
      : "",
  ].filter(Boolean);
  return {
    refs: ctx.refs(nitrite, le, blood, positive(protein) ? protein : undefined),
    values: { strip: joinList(strip), symptoms: joinList(symptoms) },
    clinicianExtra: extra.length > 0 ? extra.join(" ") : undefined,
    ...(man ? { nextSteps: MAN_NEXT_STEPS, evidence: ["nice-ng109-lower-uti"] } : {}),
  };
}

/*
 * A man's lower UTI is not left to local culture policy: NICE NG109 (1.1.5) offers men an
 * immediate antibiotic, and its summary for men asks for a midstream urine sent for culture and
 * susceptibility before the antibiotic is taken, with a 7-day course (nice-ng109-lower-uti); the
 * UKHSA diagnostic tool's points for men ask to check for pyelonephritis, prostatitis and sepsis.
 */
const IN_A_MAN =
  "In a man, NICE NG109 advises an immediate antibiotic (a 7-day course) and a midstream urine sent for culture and susceptibility before the first dose.";

const MAN_NEXT_STEPS: readonly string[] = [
  "Send a midstream urine for culture and susceptibility before the antibiotic is taken; review the choice when the result is back",
  "Check for fever, loin pain, features of prostatitis or sepsis, which point to an upper or complicated infection",
  "Repeat the dipstick after treatment before investigating any protein or blood on it",
];

export const UTI_DIPSTICK_RULES: readonly Rule[] = [
  {
    id: "uti-dipstick-likely",
    family: F,
    severity: Severity.moderate,
    problem: "Urine infection",
    title: "Urinary symptoms with a positive dipstick: lower urinary tract infection likely",
    clinician:
      "Urine dipstick {strip} with {symptoms} in the notes: a lower urinary tract infection is likely. Nitrite, leucocyte esterase and blood on the strip each predicted a confirmed infection in women with urinary symptoms in UK primary care; a strip does not prove one.",
    patient:
      "Your urine test and your symptoms point to a urine infection (cystitis). Your doctor or pharmacist can advise on treatment. Get help the same day if you get a fever, shivers, pain in your back or side, or feel very unwell, as these can mean the infection has spread to the kidneys.",
    nextSteps: [
      "Manage as a likely lower urinary tract infection following local antimicrobial guidance; check for fever, loin pain or features of sepsis, which point to an upper or complicated infection",
      "Send urine for culture where local guidance asks for it, or if the symptoms do not settle",
      "Repeat the dipstick after treatment before investigating any protein or blood on it",
    ],
    patientQuestions: ["Do I need antibiotics, and what should I do if I am not better in a few days?"],
    evidence: ["little-2006-uti-dipstick"],
    keywords: ["urinary tract infection", "cystitis", "nitrite", "leucocyte esterase", "urine dipstick"],
    match,
  },
];
