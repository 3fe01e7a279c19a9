import { FindingFamily, Severity } from "../model.ts";
import { DRUG_CLASSES } from "../vocab/medications.ts";
import { medNames, type RuleContext } from "./context.ts";
import { sentenceAround, statedMatches } from "./notes.ts";
import { kidneyFunctionUnstable } from "./patterns.ts";
import type { Rule, RuleMatch } from "./types.ts";

/*
 * An NSAID that only the notes mention, beside a diuretic and an ACE inhibitor or ARB, or with
 * kidney function falling (review 14, kidney-urology case 12: a 74-year-old on lisinopril and
 * indapamide "buying naproxen over the counter for 3 weeks", creatinine 82 → 131, potassium 5.7;
 * the report withheld the ACE inhibitor and the diuretic but never named the naproxen, because it
 * was not on the medication list).
 *
 * Lapi et al. (BMJ 2013, 487 372 UK users of antihypertensives): an NSAID added to a diuretic and an
 * ACE inhibitor or ARB raised the rate of acute kidney injury (rate ratio 1.31), most in the first
 * 30 days; an NSAID with only one of them did not, so the rule needs both. A creatinine already
 * rising makes it high priority. An NSAID on the medication list is read by the existing rules.
 */

const NSAID_WORDS = [...(DRUG_CLASSES.nsaid ?? []), "nsaids?", "anti-inflammator(?:y|ies) (?:painkillers?|tablets?)"];
const NSAID_NOTE = new RegExp(`\\b(?:${NSAID_WORDS.join("|")})\\b`);
/** A sentence that says the medicine it names has already been stopped. */
export const STOPPED_IN_SENTENCE = /\b(?:stopped|discontinued|no longer|has not taken|hasn't taken|avoids?)\b/;
const REDUCED_EGFR = 60;

/** An NSAID the notes say is taken, not stopped, as quoted text (also read by colorectal-referral.ts). */
export function nsaidInNotes(ctx: RuleContext): string | undefined {
  const text = ctx.freeText;
  for (const m of statedMatches(text, NSAID_NOTE)) {
    if (!STOPPED_IN_SENTENCE.test(sentenceAround(text, m.index, m.length))) return m.quote;
  }
  return undefined;
}

function match(ctx: RuleContext): RuleMatch | undefined {
  if (ctx.meds("nsaid").length > 0) return undefined;
  const nsaid = nsaidInNotes(ctx);
  if (nsaid === undefined) return undefined;
  const raas = ctx.medsOf("ace-inhibitor", "arb");
  const diuretic = ctx.medsOf("thiazide", "loop-diuretic");
  if (raas.length === 0 || diuretic.length === 0) return undefined;
  const falling = kidneyFunctionUnstable(ctx);
  const egfr = ctx.lab("egfr");
  const egfrValue = ctx.valueOf(egfr);
  const reduced = egfrValue !== undefined && egfrValue < REDUCED_EGFR;
  const with_ = [
    `${medNames([...raas, ...diuretic])} (with the NSAID, the "triple whammy")`,
    falling ? "an acute rise in creatinine" : reduced ? `eGFR ${ctx.show(egfr)}` : "",
  ].filter(Boolean);
  return {
    refs: ctx.refs(...raas, ...diuretic, egfr),
    severity: falling ? Severity.high : Severity.moderate,
    values: { nsaid, with: with_.join(" and ") },
    ...(falling && {
      clinicianExtra:
        "With creatinine rising, the NSAID is a likely contributor to the kidney injury and is stopped along with the assessment of the other medicines.",
      patientExtra: "Your kidney test has changed, and this painkiller may be part of the reason.",
    }),
  };
}

export const NSAID_IN_NOTES_KIDNEY_RULES: readonly Rule[] = [
  {
    id: "nsaid-in-notes-kidney",
    family: FindingFamily.drugLab,
    severity: Severity.moderate,
    problem: "Kidney function and medicines",
    title: "NSAID in the notes, not on the medication list, with kidney risk",
    clinician:
      'The notes mention "{nsaid}", an NSAID that is not on the medication list, with {with}. An NSAID added to a diuretic and an ACE inhibitor or ARB raised the rate of acute kidney injury in a large UK primary-care study (rate ratio 1.31), most in the first 30 days of use.',
    patient:
      "Your record says you take {nsaid}, an anti-inflammatory painkiller. Together with your blood pressure and water tablets, this kind of painkiller can strain the kidneys. Do not take any more until you have spoken to your doctor or pharmacist, who can suggest other pain relief.",
    nextSteps: [
      "Stop the NSAID and add it to the medication record, including medicines bought over the counter",
      "Agree other pain relief with the patient and advise against over-the-counter NSAIDs while on these medicines",
      "Recheck creatinine and potassium",
    ],
    patientQuestions: ["Which painkillers are safe for me with my blood pressure and water tablets?"],
    evidence: ["lapi-2013-triple-whammy"],
    keywords: ["nsaid", "triple whammy", "acute kidney injury", "ace inhibitor", "diuretic", "over the counter"],
    match,
  },
];
