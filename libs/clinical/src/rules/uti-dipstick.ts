import { FindingFamily, type LabObservation, Severity } from "../model.ts";
import { capitalise, joinList } from "../text.ts";
import type { RuleContext } from "./context.ts";
import { statedMention } from "./notes.ts";
import type { Rule, RuleMatch } from "./types.ts";
import { possiblePyelonephritis } from "./uti-upper-dipstick.ts";
import { CATHETER } from "./asymptomatic-bacteriuria.ts";
import { pregnantNow } from "../normalize/egfr.ts";
import { resultText } from "../qualitative-wording.ts";
import { readsAsUsUnits } from "./uk-record.ts";

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

/*
 * Leucocyte esterase on the strip without nitrite (or blood) in a woman of 16 to 64 with urinary
 * symptoms said nothing (review 27, urine-liver-27b case 01). SIGN 160 diagnoses UTI in women under
 * 65 from two or more urinary symptoms with a positive nitrite, and with a negative nitrite asks to
 * consider a urine culture to settle the diagnosis; a single symptom does not confirm it, and
 * vaginal discharge or irritation points away from it (urethritis, sexually transmitted or vaginal
 * infection; NICE QS90 statement 1). Men, women of 65 and over, pregnancy and catheters keep their
 * own readings: this reading is only for the non-pregnant woman under 65 without a catheter.
 */
const UNDER_65 = 65;
const VAGINAL_SYMPTOMS =
  /\bvaginal (?:discharge|irritation|itch\w*|soreness)\b|\bvulval (?:itch\w*|irritation|soreness)\b/;

/**
 * Urinary symptoms with leucocytes of 1+ or more and a negative nitrite, in someone not already read
 * as a likely lower UTI or possible pyelonephritis: the strip that neither confirms nor rules out.
 */
function leucocytesWithoutNitrite(ctx: RuleContext) {
  if (possiblePyelonephritis(ctx) !== undefined || likelyLowerUti(ctx) !== undefined) return undefined;
  const nitrite = ctx.anyLab("urine-nitrite");
  const le = ctx.anyLab("urine-le");
  if (nitrite?.value.kind !== "qualitative" || nitrite.value.result !== "negative" || !atLeastOnePlus(le))
    return undefined;
  const symptoms = URINARY_SYMPTOMS.filter(([, re]) => statedMention(ctx.freeText, re, true) !== undefined).map(
    ([name]) => name,
  );
  return symptoms.length === 0 ? undefined : { nitrite, le, symptoms };
}

function equivocalStrip(ctx: RuleContext): RuleMatch | undefined {
  if (ctx.sex !== "female" || ctx.age === undefined || ctx.age < ADULT_AGE || ctx.age >= UNDER_65) return undefined;
  if (pregnantNow(ctx.model) || statedMention(ctx.freeText, CATHETER, true) !== undefined) return undefined;
  const strip = leucocytesWithoutNitrite(ctx);
  if (strip === undefined) return undefined;
  const { nitrite, le, symptoms } = strip;
  const vaginal = statedMention(ctx.freeText, VAGINAL_SYMPTOMS, true);
  const us = readsAsUsUnits(ctx);
  const extra = [
    symptoms.length >= 2
      ? ""
      : us
        ? "Only one urinary symptom is recorded; cystitis is more likely with a combination of symptoms than with one alone."
        : "Only one urinary symptom is recorded, which does not confirm a urinary infection on its own.",
    vaginal === undefined
      ? ""
      : `The notes mention ${vaginal.toLowerCase()}: with vaginal symptoms a urinary infection is less likely, and vaginal infection or a sexually transmitted infection should be looked for first.`,
  ].filter(Boolean);
  return {
    refs: ctx.refs(le, nitrite),
    values: { le: resultText(le), symptoms: joinList(symptoms), guidance: us ? US_EQUIVOCAL : UK_EQUIVOCAL },
    clinicianExtra: extra.length > 0 ? extra.join(" ") : undefined,
    ...(us && {
      evidence: ["aafp-2002-cystitis-evaluation", "aafp-2015-dysuria", "msd-manual-dysuria"],
      evidenceReplacesRule: true,
    }),
  };
}

const UK_EQUIVOCAL =
  "In women under 65, SIGN 160 diagnoses UTI from two or more urinary symptoms with a positive nitrite; with a negative nitrite it suggests a urine culture to settle the diagnosis, and vaginal or urethral causes, including sexually transmitted infection, are considered first.";
/*
 * A US record is read against US references, not SIGN and NICE (review 28, country-28): the AAFP
 * summary of Bent and Saint's review (urethritis and vaginitis mimic cystitis; dysuria with
 * frequency and no discharge makes cystitis likely, discharge points to vaginitis) and the MSD
 * Manual's dysuria page (white cells with a sterile culture come from STIs, vulvovaginitis and
 * other causes; vaginal discharge calls for a wet mount, and STI testing is common).
 */
const US_EQUIVOCAL =
  "Urethritis and vaginitis can cause the same symptoms: dysuria with frequency and no vaginal discharge makes cystitis likely, while vaginal discharge points to vaginitis. White cells in the urine with a sterile culture can come from a sexually transmitted infection or vulvovaginitis, so a urine culture helps settle the diagnosis.";

/*
 * A man with urinary symptoms and leucocytes without nitrite got nothing (review 28, leftovers-28b
 * case 01): the equivocal reading above is for women, and the likely-UTI one needs nitrite or blood.
 * In a man a urinary infection is complicated by definition: NICE NG109 asks for a midstream urine
 * for culture before the antibiotic and a check for prostatitis (nice-ng109-lower-uti); the AAFP
 * review of dysuria counts male sex as a complicating feature that calls for urinalysis and culture,
 * and names urethritis and sexually transmitted infection among the infectious causes
 * (aafp-2015-dysuria). A US record cites the AAFP review, any other the NICE guideline.
 */
function manLeucocytesOnly(ctx: RuleContext): RuleMatch | undefined {
  if (ctx.sex !== "male" || ctx.age === undefined || ctx.age < ADULT_AGE) return undefined;
  if (statedMention(ctx.freeText, CATHETER, true) !== undefined) return undefined;
  const strip = leucocytesWithoutNitrite(ctx);
  if (strip === undefined) return undefined;
  const { nitrite, le, symptoms } = strip;
  const us = readsAsUsUnits(ctx);
  return {
    refs: ctx.refs(le, nitrite),
    values: {
      le: resultText(le),
      symptoms: joinList(symptoms),
      guidance: us
        ? "The AAFP review of dysuria counts male sex as a complicating feature that calls for urinalysis and urine culture, and names urethritis and sexually transmitted infection among the infectious causes."
        : "NICE NG109 asks for a midstream urine sent for culture and susceptibility before an antibiotic is taken in a man, and a check for prostatitis, pyelonephritis and sepsis.",
    },
    evidence: [us ? "aafp-2015-dysuria" : "nice-ng109-lower-uti"],
    evidenceReplacesRule: true,
  };
}

export const UTI_DIPSTICK_RULES: readonly Rule[] = [
  {
    id: "uti-dipstick-man-leucocytes",
    family: F,
    severity: Severity.moderate,
    problem: "Urine infection",
    title: "Urinary symptoms in a man with leucocytes but no nitrite on the dipstick: culture before antibiotics",
    clinician:
      "Urine dipstick leucocyte esterase {le} with nitrite negative, and {symptoms} in the notes, in a man: a urinary infection in a man is treated as complicated. {guidance}",
    patient:
      "Your urine test shows some white cells, which can mean an infection in the bladder, the prostate gland or the tube you pass urine through, including an infection caught through sex. Your doctor or nurse will usually send your urine to the laboratory before you start any antibiotic. Get help the same day if you get a fever, shivers, pain in your back or side, or feel very unwell.",
    nextSteps: [
      "Send a midstream urine for culture and susceptibility before any antibiotic is given",
      "Ask about urethral discharge and sexual health risk; test for sexually transmitted infection where these point to it",
      "Check for fever, loin pain, features of prostatitis or sepsis, which point to an upper or complicated infection",
    ],
    patientQuestions: [
      "Will you send my urine to the laboratory, and do I need a test for infections caught through sex?",
    ],
    evidence: ["nice-ng109-lower-uti"],
    keywords: ["urinary tract infection", "men", "leucocyte esterase", "urine culture", "prostatitis", "urethritis"],
    match: manLeucocytesOnly,
  },

  {
    id: "uti-dipstick-equivocal",
    family: F,
    severity: Severity.low,
    problem: "Urine infection",
    title: "Urinary symptoms with leucocytes but no nitrite on the dipstick: urinary infection possible, not shown",
    clinician:
      "Urine dipstick leucocyte esterase {le} with nitrite negative, and {symptoms} in the notes: a urinary infection is possible but the strip does not show it. {guidance}",
    patient:
      "Your urine test shows some white cells but not the chemical (nitrite) that most often goes with a urine infection. A urine infection is still possible, and so are other causes of these symptoms. Your doctor or nurse may send your urine to the laboratory (a culture) to check. Get help the same day if you get a fever, shivers, pain in your back or side, or feel very unwell.",
    nextSteps: [
      "Consider sending a midstream urine for culture to settle the diagnosis",
      "Ask about vaginal discharge or irritation and about sexual health risk; test for sexually transmitted infection where these point to it",
      "Check for fever, loin pain or features of sepsis, which point to an upper or complicated infection",
    ],
    patientQuestions: ["Will you send my urine to the laboratory, and when will I hear the result?"],
    evidence: ["sign-160-lower-uti", "nice-qs90-uti-adults"],
    keywords: ["urinary tract infection", "leucocyte esterase", "nitrite negative", "urine culture", "urethritis"],
    match: equivocalStrip,
  },
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
