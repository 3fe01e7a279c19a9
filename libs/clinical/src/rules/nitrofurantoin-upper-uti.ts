import { FindingFamily, Severity } from "../model.ts";
import { formatNumber } from "../text.ts";
import { medNames, type RuleContext } from "./context.ts";
import { currentMention, statedMention } from "./notes.ts";
import type { Rule, RuleMatch } from "./types.ts";
import { readsAsUk, readsAsUsUnits } from "./uk-record.ts";

/**
 * Nitrofurantoin with signs that the infection has reached the kidney (upper urinary tract
 * infection, pyelonephritis). Nitrofurantoin reaches useful levels in the urine but not in the
 * blood or kidney tissue, so it treats cystitis, not pyelonephritis: NICE NG111 does not list it
 * among the antibiotics for acute pyelonephritis, and the ESCMID/EUCAST review of nitrofurantoin
 * labels says its blood and tissue levels do not give effective exposure there (evidence
 * "nice-ng111-pyelonephritis"). Engine choices, said here so they can be checked:
 * - upper-tract signs are pyelonephritis or upper UTI named, loin or flank pain, or renal angle
 *   tenderness in the notes;
 * - a fever (38 °C or more, or stated) or rigors count too, but only when the notes or conditions
 *   name a urinary infection, since nitrofurantoin may be taken as prophylaxis by someone febrile
 *   from another cause.
 */

/**
 * Loin pain in other words: "aching in the right loin", "ache in her left flank", "aching right loin",
 * "tender right loin", "left loin tender" (review 48, notes-48 cases 01, 02, 17 and 19: a fever with
 * "aching in the right loin" was read as cystitis, and on nitrofurantoin drew no upper-tract point).
 * "Non-tender loins" is an examination without the sign.
 */
export const LOIN_ACHE =
  /\b(?:pain|ache|aching|tenderness)\s+in\s+(?:the\s+|her\s+|his\s+)?(?:(?:right|left)\s+)?(?:loin|flank)\b|\b(?:aching|(?<!\bnon[-\s]?)tender)\s+(?:right|left)\s+(?:loin|flank)\b|\b(?:right|left)\s+(?:loin|flank)\s+tender\b/;

export const UPPER_TRACT = new RegExp(
  String.raw`\b(?:pyelo(?:nephritis)?|upper\s+(?:uti|urinary\s+tract\s+infection)|(?:loin|flank)\s+pain|(?:right|left|bilateral)\s+(?:loin|flank)\s+(?:pain|tenderness)|(?:renal\s+angle|costovertebral(?:\s+angle)?|cva)\s+tenderness)\b|` +
    LOIN_ACHE.source,
);
const FEVER_WORDS = /\b(?:fever|febrile|pyrexi(?:a|al)|rigou?rs)\b/;
const URINARY_INFECTION = /\b(?:uti|urinary\s+(?:tract\s+)?infection|cystitis|dysuria|urosepsis|pyelo(?:nephritis)?)\b/;
const FEVER_C = 38;
/** MHRA: nitrofurantoin is contraindicated below this eGFR, bar a short course at 30–44 (as in older-adults.ts). */
const NITROFURANTOIN_EGFR = 45;

/** The highest recorded temperature of 38 °C or more (°F converted), as text; else undefined. */
export function measuredFever(ctx: RuleContext): { text: string; ref: string } | undefined {
  let best: { c: number; ref: string } | undefined;
  for (const v of ctx.vitals("temperature")) {
    if (v.value === undefined) continue;
    const c = /f/i.test(v.unit ?? "") || v.value > 50 ? ((v.value - 32) * 5) / 9 : v.value;
    if (c >= FEVER_C && (best === undefined || c > best.c)) best = { c, ref: v.ref };
  }
  return best === undefined ? undefined : { text: `temperature ${formatNumber(best.c, 1)} °C`, ref: best.ref };
}

const UK_GUIDANCE =
  "NICE NG111 first-line oral choices for acute pyelonephritis do not include it; it recommends a urine culture before the antibiotic and a review of the choice against the culture result.";

/**
 * On a US record: IDSA's 2025 complicated UTI guideline, which counts pyelonephritis as complicated
 * and, as its summaries report, avoids oral nitrofurantoin there (review 26, us-sources-26b).
 */
const US_GUIDANCE =
  "IDSA (2025) counts pyelonephritis as a complicated UTI, for which oral nitrofurantoin is avoided; the replacement is chosen by illness severity, resistance risk and the local antibiogram, and narrowed on the urine culture.";

const US_CARE: Pick<RuleMatch, "nextSteps" | "evidence" | "evidenceReplacesRule"> = {
  nextSteps: [
    "Review the antibiotic today: change to one suitable for pyelonephritis (IDSA 2025: without sepsis and able to take tablets, oral trimethoprim/sulfamethoxazole, levofloxacin or ciprofloxacin, avoiding an agent an earlier urine isolate was resistant to, by the local antibiogram)",
    "Send a urine culture if not already sent, and assess for sepsis",
  ],
  evidence: ["idsa-2025-complicated-uti"],
  evidenceReplacesRule: true,
};

/*
 * On a record that reads as neither country: NICE's list of antibiotics is not named in the step
 * (review 37, country-37 case 06: a Munich record was told "NICE NG111 options include cefalexin…"),
 * as uti-upper-dipstick.ts does for its referral step; the clinician text still says whose advice it
 * cites, and the choice is local.
 */
const NEUTRAL_STEPS = [
  "Review the antibiotic today: change to one suitable for pyelonephritis by local guidance and resistance patterns, and review it against the urine culture",
  "Send a urine culture if not already sent, and assess for sepsis",
];

export const NITROFURANTOIN_UPPER_UTI_RULES: readonly Rule[] = [
  {
    id: "nitrofurantoin-upper-uti",
    family: FindingFamily.pattern,
    severity: Severity.high,
    problem: "Urinary tract infection",
    title: "Nitrofurantoin with signs of kidney infection",
    clinician:
      "{med} with signs of upper urinary tract infection ({signs}): nitrofurantoin reaches useful levels in the urine but not in kidney tissue or blood, so it is not suitable for pyelonephritis. {guidance}",
    patient:
      "Your notes describe signs that the urine infection may have reached the kidney. The antibiotic nitrofurantoin works in the bladder but does not reach the kidney well, so a doctor should review it today. Keep taking your medicine until you have spoken to a doctor, and get urgent help if you feel very unwell, faint or confused.",
    nextSteps: [
      "Review the antibiotic today: change to one suitable for pyelonephritis by local guidance (NICE NG111 options include cefalexin, or co-amoxiclav or trimethoprim when the culture shows susceptibility, or ciprofloxacin)",
      "Send a urine culture if not already sent, and assess for sepsis",
    ],
    patientQuestions: ["Is my antibiotic the right one for a kidney infection?"],
    evidence: ["nice-ng111-pyelonephritis"],
    keywords: ["nitrofurantoin", "pyelonephritis", "upper urinary tract infection", "loin pain", "fever"],
    match: (ctx) => {
      const meds = ctx.meds("nitrofurantoin");
      if (meds.length === 0) return undefined;
      const text = ctx.freeText;
      const signs: string[] = [];
      const refs: string[] = [];
      // Loin pain set in the past ("had loin pain last year with a stone") is not today's upper-tract sign
      // (review 48, urine-48 cases 06 and 07: a cystitis was told to change antibiotic for pyelonephritis).
      const upper = currentMention(text, UPPER_TRACT, ctx.nowYear);
      if (upper !== undefined) signs.push(`"${upper}" in the notes`);
      const urinary =
        statedMention(text, URINARY_INFECTION, true) !== undefined ||
        ctx.model.conditions.some((c) => URINARY_INFECTION.test(c.name.toLowerCase()));
      const fever = measuredFever(ctx);
      const feverWords = statedMention(text, FEVER_WORDS, true);
      if (upper !== undefined || urinary) {
        if (fever !== undefined) {
          signs.push(fever.text);
          refs.push(fever.ref);
        }
        if (feverWords !== undefined) signs.push(`"${feverWords}" in the notes`);
      }
      if (upper === undefined && !(urinary && (fever !== undefined || feverWords !== undefined))) return undefined;
      // The kidney-function finding on nitrofurantoin steps aside here (older-adults.ts): its reason
      // is said once, with this finding's stronger action (change the antibiotic today).
      const egfr = ctx.value("egfr");
      const lowEgfr = egfr !== undefined && egfr < NITROFURANTOIN_EGFR;
      const us = readsAsUsUnits(ctx);
      return {
        refs: [...ctx.refs(...meds), ...refs, ...(lowEgfr ? ctx.refs(ctx.lab("egfr")) : [])],
        values: { med: medNames(meds), signs: signs.join(", "), guidance: us ? US_GUIDANCE : UK_GUIDANCE },
        ...(us ? US_CARE : readsAsUk(ctx) ? {} : { nextSteps: NEUTRAL_STEPS }),
        ...(lowEgfr
          ? {
              clinicianExtra: `The eGFR of ${ctx.showValue("egfr")} is also below ${NITROFURANTOIN_EGFR}, where the MHRA contraindicates nitrofurantoin (bar a short course at 30–44), so it is not restarted for the bladder either; choose and dose the replacement for this kidney function.`,
              evidence: [...(us ? ["idsa-2025-complicated-uti"] : []), "mhra-2014-nitrofurantoin"],
            }
          : {}),
      };
    },
  },
];
