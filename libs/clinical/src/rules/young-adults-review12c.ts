import type { LabObservation, MedicationItem } from "../model.ts";
import { FindingFamily, Severity } from "../model.ts";
import { ANTIPSYCHOTIC } from "./antipsychotic-metabolic.ts";
import type { RuleContext } from "./context.ts";
import { medNames } from "./context.ts";
import { isType1 } from "./diabetes-ketosis.ts";
import { bloodKetones, hyperglycaemicCrisis } from "./metabolic-emergencies.ts";
import { statedMention } from "./notes.ts";
import type { Rule, RuleMatch } from "./types.ts";

/*
 * Third round of the young-adults review (review 12). Where each point was read: the seenAt of the
 * evidence ids named in each rule.
 * - Sick-day rules in type 1 diabetes: rules/diabetes-ketosis.ts acts only on blood ketones between
 *   0.6 and 3.0 mmol/L, and in DKA the crisis rule speaks. Neither answers a person who asks about
 *   sick-day rules with no ketones measured (case 08), nor names basal insulin stopped while not
 *   eating as the trigger of a DKA (case 07). RCH Melbourne and UCLH: insulin is never stopped,
 *   ketones are checked more often when unwell, and on a pump extra doses go by pen or syringe.
 * - A positive chlamydia NAAT was only a generic "abnormal" line (case 06). NHS sexual health
 *   guidance following BASHH 2018: doxycycline for 7 days first-line, no sex until partners are
 *   treated, partner notification, a full STI screen, and a retest for reinfection at about 3 months.
 * - Two antipsychotics prescribed together (case 12): WHO mhGAP advises one at a time routinely,
 *   with combinations only after single drugs have failed, under specialist supervision.
 */

/** A mention of sick-day rules in the notes (a question or a request for them). */
const SICK_DAY = /\bsick[- ]?day\b/i;
/** Insulin stated as skipped, stopped or omitted ("skipped glargine because not eating"). */
const MISSED_INSULIN =
  /\b(?:skipped|skipping|stopped|stopping|omitted|omitting|missed|missing|held|withheld|did not take|didn't take|not taken)\s+(?:(?:his|her|their|the|my|all|any)\s+)?(?:basal\s+|long[- ]acting\s+|background\s+)?(?:insulin|glargine|detemir|degludec|lantus|levemir|tresiba|toujeo|abasaglar|semglee|basal)\b/i;
const PUMP = /\bpump\b|\bcsii\b|\bomnipod\b|\bt:?slim\b/i;
/** The ketone band in which rules/diabetes-ketosis.ts gives the sick-day steps itself. */
const KETOSIS_BAND = { from: 0.6, below: 3.0 } as const;

function sickDayRules(ctx: RuleContext): RuleMatch | undefined {
  if (!isType1(ctx)) return undefined;
  const text = ctx.freeText;
  const asked = statedMention(text, SICK_DAY, true);
  const missed = statedMention(text, MISSED_INSULIN, true);
  if (asked === undefined && missed === undefined) return undefined;
  const crisis = hyperglycaemicCrisis(ctx) !== undefined;
  const k = bloodKetones(ctx);
  // Ketosis below the DKA level: the sick-day rule in diabetes-ketosis.ts already gives these steps.
  if (!crisis && k !== undefined && k.value >= KETOSIS_BAND.from && k.value < KETOSIS_BAND.below) return undefined;
  const pump =
    ctx.model.medications.some((m) => PUMP.test(m.name)) || ctx.model.conditions.some((c) => PUMP.test(c.name));
  const trigger =
    missed === undefined
      ? "The notes ask about sick-day rules."
      : `The notes say "${missed}"${crisis ? ", the likely trigger of this DKA" : ""}: stopping insulin when not eating is how ketoacidosis starts, because the body still needs basal insulin.`;
  const conditions = ctx.model.conditions.filter((c) => /diabet/i.test(c.name)).map((c) => c.ref);
  return {
    refs: conditions,
    severity: missed !== undefined ? Severity.moderate : Severity.low,
    values: {
      trigger,
      when: crisis ? "Once the DKA has resolved and before discharge, go" : "Go",
      pump: pump
        ? " On a pump: keep pen or syringe insulin and blood ketone strips to hand, because while ketones are raised extra doses are given by pen or syringe in case the pump or infusion site has failed."
        : "",
      patientPump: pump
        ? " Because you use a pump, always carry insulin pens or syringes and ketone strips as a back-up, including when you travel."
        : "",
    },
    evidence: pump ? ["uch-pump-sick-day-rules"] : [],
  };
}

/** A chlamydia test that finds the organism now (a NAAT or culture), not past-infection serology. */
const CHLAMYDIA = /\bchlamydia\b|\bc\.?\s*trachomatis\b|\bct\s+naat\b/i;
const SEROLOGY = /\bantibod|\bigg\b|\bigm\b|\bigA\b|serolog/i;

function chlamydiaPositive(ctx: RuleContext): RuleMatch | undefined {
  const positive = ctx.model.labs.filter(
    (o: LabObservation) =>
      CHLAMYDIA.test(o.name) &&
      !SEROLOGY.test(o.name) &&
      o.value.kind === "qualitative" &&
      o.value.result === "positive",
  );
  if (positive.length === 0) return undefined;
  return {
    refs: ctx.refs(...positive),
    values: { tests: positive.map((o) => `${o.name} ${o.rawValue}${o.date ? ` (${o.date})` : ""}`).join(", ") },
  };
}

/** Brand names read as their generic drug, so that one drug listed twice is not a combination. */
const GENERIC: Readonly<Record<string, string>> = {
  zyprexa: "olanzapine",
  clozaril: "clozapine",
  seroquel: "quetiapine",
  risperdal: "risperidone",
  abilify: "aripiprazole",
};
/** A switch from one antipsychotic to another stated in the notes, when an overlap is expected. */
const SWITCHING = /\b(?:switch\w*|cross[- ]?(?:taper\w*|titrat\w*)|changing (?:from|over)|tapering off|weaning off)\b/i;

function antipsychoticCombination(ctx: RuleContext): RuleMatch | undefined {
  const meds: MedicationItem[] = [];
  const drugs = new Set<string>();
  for (const m of ctx.model.medications) {
    const hit = ANTIPSYCHOTIC.exec(m.name);
    if (hit === null) continue;
    const drug = hit[0].toLowerCase();
    drugs.add(GENERIC[drug] ?? drug);
    meds.push(m);
  }
  if (drugs.size < 2) return undefined;
  if (statedMention(ctx.freeText, SWITCHING) !== undefined) return undefined;
  return { refs: ctx.refs(...meds), values: { med: medNames(meds) } };
}

export const YOUNG_ADULT_RULES_C: readonly Rule[] = [
  {
    id: "type1-sick-day-rules",
    family: FindingFamily.pattern,
    severity: Severity.low,
    problem: "Type 1 diabetes",
    title: "Sick-day rules for type 1 diabetes",
    clinician:
      "{trigger} {when} through the sick-day rules with them: never stop insulin, including the basal insulin, even when not eating; check glucose and blood ketones more often when unwell (every 2 hours once ketones are raised); extra rapid-acting insulin and fluids for a high glucose with ketones, as the diabetes team's plan sets out; call the team early with vomiting and ketones; emergency care with ketones of 3.0 mmol/L or more, vomiting, abdominal pain, fast breathing or drowsiness.{pump}",
    patient:
      "When you are ill, your body often needs more insulin, not less. Never stop your insulin, even if you are not eating. Check your sugar and ketones more often, drink fluids, and follow your diabetes team's plan for extra insulin. Call the team early if you are vomiting with ketones, and go to an emergency department if ketones reach 3.0 or you vomit, have tummy pain, breathe fast or feel very drowsy.{patientPump}",
    nextSteps: [
      "Go through the sick-day rules and give a written plan: never stop basal insulin, more frequent glucose and ketone checks, extra insulin doses, when to call and when to attend",
      "Check they have blood ketone strips and the diabetes team's out-of-hours number",
    ],
    patientQuestions: ["Can you give me a written sick-day plan, with how much extra insulin to take?"],
    evidence: ["rch-sick-day-injections", "rch-sick-day-insulin-pump"],
    keywords: ["sick day rules", "type 1 diabetes", "ketones", "basal insulin", "diabetic ketoacidosis"],
    match: sickDayRules,
  },
  {
    id: "chlamydia-positive",
    family: FindingFamily.pattern,
    severity: Severity.moderate,
    problem: "Sexually transmitted infection",
    title: "Chlamydia detected: treat, notify partners and retest",
    clinician:
      "{tests}: a current chlamydia infection. First-line treatment is doxycycline 100 mg twice daily for 7 days (azithromycin is second-line and is used in pregnancy, where doxycycline is avoided). No sex, including oral sex, until they and their partners have finished treatment; arrange partner notification through sexual health services; complete a screen for other infections including gonorrhoea, HIV and syphilis; and offer a retest for reinfection at about 3 months.",
    patient:
      "Your test shows a chlamydia infection. It is common and is cured with a short course of antibiotics. Avoid sex, including oral sex, until you and your partners have finished treatment. Your recent partners need testing and treatment too; a sexual health clinic can help you tell them. A repeat test in about 3 months checks you have not caught it again.",
    nextSteps: [
      "Treat: doxycycline 100 mg twice daily for 7 days (azithromycin if pregnant or doxycycline cannot be used)",
      "Partner notification through sexual health services; no sex until partners are treated",
      "Complete the STI screen (gonorrhoea, HIV, syphilis) and offer a retest for reinfection at about 3 months",
    ],
    patientQuestions: ["Which partners need to be told, and can the clinic do it for me?"],
    evidence: ["nhs-highland-chlamydia-2023"],
    keywords: ["chlamydia trachomatis", "doxycycline", "partner notification", "sexually transmitted infection"],
    match: chlamydiaPositive,
  },
  {
    id: "antipsychotic-combination",
    family: FindingFamily.drugLab,
    severity: Severity.moderate,
    problem: "Antipsychotic medication",
    title: "Two antipsychotics prescribed together",
    clinician:
      "{med} are prescribed together. WHO mhGAP advises one antipsychotic at a time routinely, keeping combinations for psychosis that has not responded to adequate trials of single drugs, under specialist supervision with close monitoring. Two antipsychotics add their side effects (QTc, prolactin, weight and glucose), so check whether this is a planned switch and, if not, review with the prescribing psychiatrist.",
    patient:
      "You are taking two antipsychotic medicines. Usually only one is used at a time, because two together add up side effects such as weight gain, raised blood sugar and effects on the heart rhythm. Please ask your psychiatrist whether both are still needed. Do not stop either one on your own.",
    nextSteps: [
      "Ask the prescribing psychiatrist whether this is a planned switch; if not, review the need for two antipsychotics",
    ],
    patientQuestions: ["Do I need both of my antipsychotic medicines?"],
    evidence: ["who-mhgap-antipsychotic-combination"],
    keywords: ["antipsychotic", "polypharmacy", "combined antipsychotics", "olanzapine", "risperidone"],
    match: antipsychoticCombination,
  },
];
