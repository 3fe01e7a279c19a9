import { FindingFamily, type LabObservation, Severity } from "../model.ts";
import type { RuleContext } from "./context.ts";
import { inHospitalMention } from "./in-hospital.ts";
import { statedMention } from "./notes.ts";
import type { Rule, RuleMatch } from "./types.ts";
import { readsAsUsUnits } from "./uk-record.ts";

/*
 * A positive blood culture with a Gram-negative organism (review 27, organs-27 case 15): results
 * phoned to a GP with "Gram-negative rods in 1 of 2 bottles", rigors, loin pain, CRP 180,
 * procalcitonin 6.2 and lactate 3.1 gave only a statin opportunity and a CKD stage from one acute
 * creatinine. No rule read a blood culture. A laboratory blood culture liaison guide says a blood
 * culture growing an Enterobacterales species (E. coli, Klebsiella, Proteus and the like) is almost
 * never contamination, and that the urinary tract is its commonest source, then the biliary tract
 * and the abdomen (idmic-blood-culture-gram-negatives); NICE NG51 asks "could this be sepsis?" when
 * signs indicate an infection (nice-ng51-sepsis). Engine choices, said here so they can be checked:
 * - only Gram-negative organisms count: a single bottle of a skin organism may be a contaminant and
 *   is left to the laboratory's advice;
 * - the finding is critical (assess face to face now) for a patient not stated to be in hospital,
 *   and high for one on a ward, whose team already holds the result;
 * - a lactate above its reference range is named as a further sign of severity.
 */

const BLOOD_CULTURE = /\bblood\s+cultures?\b|\bbacter(?:a)?emia\b/;
const GRAM_NEGATIVE =
  /\bgram[\s-]*neg(?:ative)?\s+(?:rods?|bacilli|bacillus|organisms?|bacteria)\b|\bgnr\b|\b(?:e\.?\s?coli|escherichia coli|klebsiella|proteus|enterobacter|pseudomonas)\b/;
/**
 * Words between the culture and the organism, within one sentence, that do not hand the organism to
 * another sample or leave the culture unreported ("blood cultures pending, urine grew E. coli").
 */
const BETWEEN = String.raw`(?:(?!\b(?:urine|msu|csu|sputum|stool|wound|swab|pending|awaited|no growth)\b)[^.;])*?`;
/** The culture and the organism named in one sentence of the notes. */
const NOTED_CULTURE = new RegExp(
  `(?:${BLOOD_CULTURE.source})${BETWEEN}(?:${GRAM_NEGATIVE.source})|(?:${GRAM_NEGATIVE.source})${BETWEEN}(?:${BLOOD_CULTURE.source})`,
);
const NO_GROWTH = /\bno growth\b|^\s*negative\b|\bnot isolated\b/i;

function labCulture(ctx: RuleContext): LabObservation | undefined {
  return ctx.model.labs.find(
    (o) =>
      BLOOD_CULTURE.test(o.name.toLowerCase()) &&
      GRAM_NEGATIVE.test(`${o.rawValue} ${o.name}`.toLowerCase()) &&
      !NO_GROWTH.test(o.rawValue),
  );
}

function match(ctx: RuleContext): RuleMatch | undefined {
  const lab = labCulture(ctx);
  const noted = lab === undefined ? statedMention(ctx.freeText, NOTED_CULTURE, true) : undefined;
  if (lab === undefined && noted === undefined) return undefined;
  const lactate = ctx.lab("lactate");
  const highLactate = lactate !== undefined && (lactate.status === "high" || lactate.status === "critical-high");
  const onWard = inHospitalMention(ctx) !== undefined;
  const us = readsAsUsUnits(ctx);
  return {
    ...(us ? { evidence: ["idmic-blood-culture-gram-negatives", "ssc-2021-sepsis"], evidenceReplacesRule: true } : {}),
    refs: [...ctx.refs(lab), ...(highLactate ? [lactate.ref] : [])],
    ...(onWard ? { severity: Severity.high } : {}),
    values: {
      sepsis: us
        ? "treat possible sepsis as an emergency (Surviving Sepsis Campaign 2021)"
        : "think 'could this be sepsis?' (NICE NG51)",
      culture: lab
        ? `${lab.name} ${lab.rawValue.trim()}${lab.date ? ` (${lab.date})` : ""}`
        : `"${noted}" in the notes`,
      lactate: highLactate ? ` Lactate ${ctx.show(lactate)} is above its range, a further sign of severity.` : "",
      action: onWard
        ? "For the ward team: confirm the antibiotic covers the organism and review it against the sensitivities."
        : "Contact the patient now and assess face to face as an emergency, with a low threshold for hospital admission and intravenous antibiotics.",
    },
  };
}

export const BLOOD_CULTURE_GRAM_NEGATIVE_RULES: readonly Rule[] = [
  {
    id: "blood-culture-gram-negative",
    family: FindingFamily.pattern,
    severity: Severity.critical,
    problem: "Possible sepsis",
    title: "Positive blood culture with a Gram-negative organism",
    clinician:
      "Blood culture positive for a Gram-negative organism: {culture}. A Gram-negative organism such as E. coli or Klebsiella in blood is almost never contamination, so read it as a bloodstream infection (bacteraemia) and {sepsis}.{lactate} {action} Look for the source: most often the urinary tract, then the biliary tract or the abdomen.",
    patient:
      "A blood test has grown bacteria, which means an infection has reached your bloodstream. This needs a doctor to see you today, straight away. Call {emergencyNumber} now if you feel very unwell, confused, breathless, very cold or shivery, or pass much less urine.",
    nextSteps: [
      "Assess now: temperature, heart rate, blood pressure, respiratory rate, oxygen saturation and mental state; admit for intravenous antibiotics with any sign of sepsis",
      "Ask the microbiology laboratory for the organism's identity and sensitivities and match the antibiotic to them",
      "Look for the source (urine, biliary tract, abdomen) and send a urine culture",
    ],
    evidence: ["idmic-blood-culture-gram-negatives", "nice-ng51-sepsis"],
    keywords: ["bacteraemia", "blood culture", "gram-negative", "sepsis", "urosepsis"],
    match,
  },
];
