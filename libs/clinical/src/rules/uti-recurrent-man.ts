import { FindingFamily, type LabObservation, Severity } from "../model.ts";
import { patientScope } from "../evidence/populations.ts";
import type { RuleContext } from "./context.ts";
import { statedMention } from "./notes.ts";
import { PCRMP_PSA_THRESHOLD } from "./psa-nhs-threshold.ts";
import { prostateSymptom } from "./psa-symptomatic.ts";
import type { Rule, RuleMatch } from "./types.ts";

/*
 * Recurrent urinary infection in a man (review 31b, resp-31b case 04: "third urinary tract infection
 * this year" with an E. coli culture, poor stream, and a PSA taken 4 days into antibiotics; the
 * report gave only "urine white cells above the reference range").
 *
 * - NICE QS90 statement 5 ("nice-qs90-uti-adults"): men with a recurrent UTI are referred for
 *   specialist advice, since recurrent infection in men carries higher risks and its cause may
 *   change management. In men an underlying disorder is common: outflow obstruction with residual
 *   urine (the commonest over 50) and stones in younger men, looked for first with ultrasound and a
 *   urine flow rate ("fpnotebook-uti-men"); for a US record that source carries the finding.
 * - A PSA taken during the infection, or within 6 weeks of it, cannot be read: infection raises PSA
 *   for weeks, and the Prostate Cancer Risk Management Programme conditions repeat it about 6 weeks
 *   after treatment ("nhs-lothian-refhelp-raised-psa"; a UK source, so the clause is for UK records).
 *   A PSA that the PSA rules already read with this caveat (4.0 or more, or 3.0 or more at 50 to 69
 *   without symptoms: psa-nhs-threshold.ts, psa-confounders.ts) is left to them.
 * - Recurrent: the notes say so ("recurrent UTIs", "third UTI this year", "two urinary infections
 *   in 4 months"), or two positive urine cultures on different days within 12 months.
 */

const DAY_MS = 86_400_000;
const RECURRENT =
  /\brecurrent\s+(?:lower\s+|upper\s+)?(?:utis?|urinary\s+(?:tract\s+)?infections?|urine\s+infections?|cystitis)\b|\b(?:second|third|fourth|fifth|2nd|3rd|4th|5th)\s+(?:(?:e\.?\s*coli|proven|confirmed|culture-?positive)\s+)?(?:uti|urinary\s+(?:tract\s+)?infection|urine\s+infection)\b|\b(?:two|three|four|five|[2-9])\s+(?:utis|urinary\s+(?:tract\s+)?infections|urine\s+infections)\b/;
const URINE_CULTURE = /\burine\b.*\bculture\b|\bmsu\b|\bculture\b.*\burine\b/i;
const NO_GROWTH = /\bno (?:significant )?growth\b|\bnegative\b|\bsterile\b|\bmixed growth\b/i;
const GROWTH =
  /\b(?:coli|klebsiella|proteus|enterococc\w*|pseudomonas|staphylococc\w*|\d+\s*cfu|10\^?\d)\b|>\s*100,?000/i;
/** A PSA within this many days of a positive culture was taken during or just after the infection. */
const PSA_AFTER_UTI_DAYS = 42;
const CULTURE_WINDOW_DAYS = 365;

function positiveCultures(ctx: RuleContext): LabObservation[] {
  return ctx.model.labs
    .filter((o) => URINE_CULTURE.test(o.name) && !NO_GROWTH.test(o.rawValue) && GROWTH.test(o.rawValue))
    .sort((a, b) => (b.time ?? 0) - (a.time ?? 0));
}

/** A PSA taken within 6 weeks of the latest positive culture (or, undated, beside it), for the rule's text. */
function psaDuringInfection(ctx: RuleContext, culture: LabObservation | undefined): LabObservation | undefined {
  const psa = ctx.lab("psa");
  const value = ctx.valueOf(psa);
  if (psa === undefined || value === undefined || culture === undefined) return undefined;
  if (psa.time === undefined || culture.time === undefined) return undefined;
  const gap = psa.time - culture.time;
  if (gap < -7 * DAY_MS || gap > PSA_AFTER_UTI_DAYS * DAY_MS) return undefined;
  // Read by the PSA rules with the same caveat: a PSA of 4.0 or more, or 3.0 or more at 50 to 69 without symptoms.
  if (value >= 4) return undefined;
  const age = ctx.age;
  if (value >= PCRMP_PSA_THRESHOLD && age !== undefined && age >= 50 && age <= 69 && prostateSymptom(ctx) === undefined)
    return undefined;
  return psa;
}

function match(ctx: RuleContext): RuleMatch | undefined {
  if (ctx.sex !== "male" || (ctx.age !== undefined && ctx.age < 16)) return undefined;
  const cultures = positiveCultures(ctx);
  const latest = cultures[0];
  const quote = statedMention(ctx.freeText, RECURRENT);
  const days = new Set(cultures.map((c) => c.date?.slice(0, 10)).filter(Boolean));
  const twoCultures =
    days.size >= 2 &&
    latest?.time !== undefined &&
    cultures.filter((c) => c.time !== undefined && latest.time! - c.time <= CULTURE_WINDOW_DAYS * DAY_MS).length >= 2;
  if (quote === undefined && !twoCultures) return undefined;
  const uk = patientScope(ctx).country === "uk";
  const basis = [
    quote ? `"${quote}" in the notes` : "",
    twoCultures
      ? `${cultures.length} positive urine cultures (${cultures
          .slice(0, 3)
          .map((c) => c.date?.slice(0, 10))
          .filter(Boolean)
          .join(", ")})`
      : latest
        ? `positive urine culture ${latest.rawValue}${latest.date ? ` (${latest.date.slice(0, 10)})` : ""}`
        : "",
  ].filter(Boolean);
  const symptom = prostateSymptom(ctx);
  const psa = uk ? psaDuringInfection(ctx, latest) : undefined;
  return {
    refs: ctx.refs(...cultures.slice(0, 3), psa),
    values: {
      basis: basis.join(", "),
      cause: symptom
        ? ` With "${symptom}" in the notes, bladder outflow obstruction with incomplete emptying is one cause to look for.`
        : "",
      psa: psa
        ? ` PSA ${ctx.show(psa)} was taken during this infection: infection raises PSA for weeks, so this value cannot be read either way; under the Prostate Cancer Risk Management Programme conditions it is repeated about 6 weeks after the infection has been treated.`
        : "",
      patientPsa: psa
        ? " Your PSA (prostate blood test) was taken during the infection, which can change it, so it should be repeated about 6 weeks after the infection has been treated."
        : "",
      why: uk
        ? "NICE QS90 refers men with a recurrent urinary tract infection for specialist advice: recurrent infection in men carries higher risks, and finding its cause can change management."
        : "In men a urinary infection often has an underlying cause (outflow obstruction with residual urine, the commonest over 50, or stones in younger men), so recurrent infection is investigated and referred to urology.",
    },
    nextSteps: [
      uk
        ? "Refer to urology for specialist advice on recurrent UTI in a man; send a urine culture with each episode"
        : "Refer to urology to investigate recurrent UTI in a man (renal tract ultrasound and a urine flow rate); send a urine culture with each episode",
      ...(psa ? ["Repeat the PSA about 6 weeks after the infection has been treated, not during it"] : []),
    ],
    evidence: uk ? ["nice-qs90-uti-adults", ...(psa ? ["nhs-lothian-refhelp-raised-psa"] : [])] : [],
  };
}

export const UTI_RECURRENT_MAN_RULES: readonly Rule[] = [
  {
    id: "uti-recurrent-man",
    family: FindingFamily.pattern,
    severity: Severity.moderate,
    problem: "Urinary tract infection",
    title: "Recurrent urinary tract infection in a man: refer to urology",
    clinician: "Recurrent urinary tract infection in a man: {basis}. {why}{cause}{psa}",
    patient:
      "Your notes show repeated urine infections. In men this often has a cause that can be found and treated, such as a prostate or bladder that does not empty fully, so a referral to a urology (bladder and prostate) specialist is usually advised.{patientPsa}",
    nextSteps: ["Refer to urology for recurrent UTI in a man"],
    patientQuestions: ["Should I see a specialist about my repeated urine infections?"],
    evidence: ["fpnotebook-uti-men"],
    keywords: ["recurrent uti", "urinary tract infection", "men", "urology referral", "psa"],
    match,
  },
];
