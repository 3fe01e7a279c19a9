import { FindingFamily, Severity } from "../model.ts";
import type { RuleContext } from "./context.ts";
import { statedMention } from "./notes.ts";
import type { Rule, RuleMatch } from "./types.ts";
import { emergencyAmbulance, illnessSigns, statedRash, VITAL_SIGN_RULES } from "./vital-signs.ts";

/*
 * A non-blanching (petechial or purpuric) rash in someone who is unwell: possible meningococcal
 * disease, whether or not a fever was recorded. NICE NG240 (2024, all ages) names a purpuric or
 * spreading non-blanching rash, or such a rash with any sign of bacterial meningitis, as red flags;
 * UK government guidance (GOV.UK) treats a rash that does not fade on pressure as a medical emergency (seenAt of
 * "nice-ng240-meningitis" and "govuk-meningococcal-disease").
 *
 * A rash with no sign of illness in the record ("petechiae on the face after coughing, well") does
 * not fire: the engine cannot examine the person, and such a rash alone is too common to call an
 * emergency. Any one sign of illness is enough, so a rash after vomiting fires: an over-call there
 * costs a same-hour review, a missed case can cost a life.
 */

/** Signs of illness in the notes that NICE NG240 (neck stiffness, altered consciousness) and GOV.UK (vomiting, drowsiness) list for these diseases. */
const ILL_IN_NOTES: readonly [string, RegExp][] = [
  ["drowsiness", /\bdrows(?:y|iness)\b|\bhard to (?:wake|rouse)\b|\blethargi(?:c|a)\b/],
  ["confusion", /\bconfus(?:ed|ion)\b|\bdisorient(?:ed|ation)\b|\bdelirium\b|\bdelirious\b/],
  ["vomiting", /\bvomit(?:ing|ed|s)?\b/],
  ["neck stiffness", /\bneck stiffness\b|\bstiff neck\b|\bnuchal rigidity\b/],
];

/** NICE's sepsis criteria for adults start at 16; younger people have the under-16 tables. */
const ADULT_FROM = 16;

/** The sepsis findings that already carry the rash (see rashExtra in vital-signs.ts). */
const SEPSIS_IDS = new Set(["sepsis-high-risk-adult", "sepsis-risk-child"]);

function meningococcalRash(ctx: RuleContext): RuleMatch | undefined {
  const rash = statedRash(ctx);
  if (rash === undefined) return undefined;
  if (VITAL_SIGN_RULES.some((r) => SEPSIS_IDS.has(r.id) && r.match(ctx) !== undefined)) return undefined;
  const notes = ILL_IN_NOTES.flatMap(([label, re]) => {
    const quote = statedMention(ctx.freeText, re, true);
    return quote === undefined ? [] : [`${label} ("${quote}" in the notes)`];
  });
  const read = illnessSigns(ctx);
  const signs = [...new Set([...read.map((s) => s.text), ...notes])];
  if (signs.length === 0) return undefined;
  const child = ctx.age !== undefined && ctx.age < ADULT_FROM;
  return {
    refs: [...new Set(read.flatMap((s) => s.refs))],
    values: { rash, signs: signs.join("; ") },
    ...(child
      ? {
          clinicianExtra: `NICE's sepsis criteria for under 16s list a non-blanching rash as high risk; with suspected sepsis and any high risk criterion, a child is referred for emergency medical care, usually by ${emergencyAmbulance(ctx)}.`,
          evidence: ["nice-ng254-sepsis-under-16s"],
        }
      : {}),
  };
}

export const MENINGOCOCCAL_RULES: readonly Rule[] = [
  {
    id: "meningococcal-rash",
    family: FindingFamily.vitals,
    severity: Severity.critical,
    problem: "Possible meningococcal disease",
    title: "Non-blanching rash in an unwell person: possible meningococcal disease",
    clinician:
      'Possible meningococcal disease: a non-blanching, petechial or purpuric rash in the notes ("{rash}") with signs of illness: {signs}. NICE NG240 lists a purpuric or spreading non-blanching rash, or a non-blanching rash with any sign of bacterial meningitis, as red flags to strongly suspect meningococcal disease; UK government guidance (GOV.UK) treats a rash that does not fade on pressure as a medical emergency. Arrange emergency transfer to hospital now.',
    patient:
      "A rash that does not fade when pressed, in someone who is unwell, can be a sign of meningococcal disease (meningitis or blood poisoning), which can get worse within hours. Get emergency help now: call your local emergency number or go to an emergency department.",
    nextSteps: [
      "Emergency transfer to hospital now (call the emergency number); do not wait for a fever or test results",
      "Examine the whole skin for the rash and check for signs of sepsis and meningitis",
    ],
    evidence: ["nice-ng240-meningitis", "govuk-meningococcal-disease"],
    keywords: ["meningococcal disease", "meningitis", "non-blanching rash", "petechiae", "purpura", "septicaemia"],
    match: meningococcalRash,
  },
];
