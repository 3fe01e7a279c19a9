import { FindingFamily, Severity } from "../model.ts";
import { formatNumber } from "../text.ts";
import { ANTIPSYCHOTIC } from "./antipsychotic-metabolic.ts";
import { medNames, type RuleContext } from "./context.ts";
import { statedMention } from "./notes.ts";
import type { Rule, RuleMatch } from "./types.ts";
import { readVitals } from "./vital-signs.ts";

/*
 * Possible neuroleptic malignant syndrome (review 31b, mental-31b case 12: a man on oral haloperidol
 * with a haloperidol depot given two days before, temperature 40 °C, lead-pipe rigidity, sweating,
 * fluctuating consciousness and mutism, CK 9,000 U/L, WBC 16.4 and a creatinine doubled in 5 days).
 * The report read "possible sepsis", a critical CK "from hard exercise, a fall, or rarely a medicine
 * such as a statin", an acute kidney injury, and the oral and depot haloperidol as a duplicate: the
 * syndrome that explained them all, and the need to stop the antipsychotic, were not named.
 *
 * BMJ Best Practice ("bmj-bp-nms-diagnosis") makes the diagnosis from the tetrad of altered mental
 * state, muscle rigidity, autonomic dysfunction and hyperthermia; suspicion alone leads clinicians to
 * stop the antipsychotic and start supportive care while other causes are excluded, NMS being a
 * diagnosis of exclusion. The MSD Manual ("msd-nms-professional") stops the causative drug and treats
 * supportively, usually in intensive care: physical cooling, IV benzodiazepines for agitation, and
 * dantrolene, bromocriptine or amantadine as adjuncts whose benefit trials have not shown; about 10 to
 * 20% of treated cases die.
 *
 * Engine reading, after the DSM's structure (rigidity and a raised temperature on a dopamine-blocking
 * drug, with at least two further features): a dopamine-blocking medicine listed as current; rigidity
 * stated in the notes (not denied); a temperature of 38 °C or more, or a fever stated in the notes; and
 * at least two of a CK above its range, a white cell count above its range, an altered mental state or
 * mutism, sweating, a heart rate over 100/min, tremor, incontinence or difficulty swallowing. Without
 * stated rigidity nothing is said: a fever with confusion on an antipsychotic is left to the sepsis
 * and delirium rules.
 */

/** Dopamine-blocking medicines beyond the antipsychotics of ANTIPSYCHOTIC (older phenothiazines, antiemetics). */
const OTHER_DOPAMINE_BLOCKERS =
  /\b(?:fluphenazine|perphenazine|pimozide|levomepromazine|methotrimeprazine|promazine|prochlorperazine|metoclopramide|droperidol|loxapine|thioridazine|pipotiazine|thiothixene|molindone)\b/i;
/** A long-acting injection: exposure goes on after it is stopped. */
const DEPOT = /\b(?:decanoate|depot|palmitate|long[- ]acting|LAI|pamoate|enanthate|monthly\s+injection)\b/i;

const RIGIDITY =
  /\b(?:lead[- ]pipe(?:\s+rigidity)?|rigid(?:ity)?|(?:generali[sz]ed|muscle|muscular)\s+(?:stiffness|rigidity)|stiff\s+all\s+over)\b/;
const FEVER_IN_NOTES = /\b(?:fever|febrile|pyrexi(?:a|al)|hyperthermi(?:a|c))\b/;
const MENTAL =
  /\b(?:confus(?:ed|ion)|delirium|delirious|disorient(?:ed|ation)|(?:fluctuating|reduced|decreased|altered|impaired)\s+(?:level\s+of\s+)?(?:consciousness|conscious\s+level|mental\s+state)|stupor(?:ose|ous)?|obtunded|unresponsive|mute|mutism|catatoni[ac])\b/;
const SWEATING = /\b(?:sweat(?:ing|y)?|diaphore(?:sis|tic)|clammy)\b/;
const TREMOR = /\btremor\b|\btremulous(?:ness)?\b/;
const INCONTINENCE = /\bincontinen(?:t|ce)\b/;
const DYSPHAGIA = /\bdysphagia\b|\b(?:difficulty|unable to)\s+swallow(?:ing)?\b/;

const FEVER_C = 38;
const TACHYCARDIA = 100;

/** The features beyond rigidity and fever, each with the record's words. */
function supportingFeatures(ctx: RuleContext): { text: string; refs: string[] }[] {
  const out: { text: string; refs: string[] }[] = [];
  const ck = ctx.lab("ck");
  const ckValue = ctx.valueOf(ck);
  const ckUln = ctx.upperLimit("ck");
  if (ck !== undefined && ckValue !== undefined && ckUln !== undefined && ckValue > ckUln)
    out.push({ text: `CK ${ctx.show(ck)}`, refs: [ck.ref] });
  const wbc = ctx.lab("wbc");
  if (wbc !== undefined && (wbc.status === "high" || wbc.status === "critical-high"))
    out.push({ text: `white cells ${ctx.show(wbc)}`, refs: [wbc.ref] });
  for (const re of [MENTAL, SWEATING, TREMOR, INCONTINENCE, DYSPHAGIA]) {
    const quote = statedMention(ctx.freeText, re, true);
    if (quote !== undefined) out.push({ text: `"${quote}" in the notes`, refs: [] });
  }
  const hr = readVitals(ctx).hr;
  if (hr !== undefined && hr.value > TACHYCARDIA)
    out.push({ text: `heart rate ${formatNumber(hr.value)}/min`, refs: [hr.v.ref] });
  return out;
}

function possibleNms(ctx: RuleContext): RuleMatch | undefined {
  const meds = ctx.model.medications.filter(
    (m) => m.active && (ANTIPSYCHOTIC.test(m.name) || OTHER_DOPAMINE_BLOCKERS.test(m.name)),
  );
  if (meds.length === 0) return undefined;
  const rigidity = statedMention(ctx.freeText, RIGIDITY, true);
  if (rigidity === undefined) return undefined;
  const temp = readVitals(ctx).temp;
  const feverQuote = statedMention(ctx.freeText, FEVER_IN_NOTES, true);
  const fever =
    temp !== undefined && temp.value >= FEVER_C
      ? `temperature ${formatNumber(temp.value, 1)} °C`
      : feverQuote !== undefined && (temp === undefined || temp.value >= FEVER_C)
        ? `"${feverQuote}" in the notes`
        : undefined;
  if (fever === undefined) return undefined;
  const support = supportingFeatures(ctx);
  if (support.length < 2) return undefined;
  const depot = meds.filter((m) => DEPOT.test(m.name));
  return {
    refs: [...ctx.refs(...meds), ...support.flatMap((s) => s.refs), ...(temp === undefined ? [] : [temp.v.ref])],
    values: {
      drugs: medNames(meds),
      fever,
      rigidity,
      support: support.map((s) => s.text).join(", "),
    },
    // A step template is not filled: the medicine names go in here.
    nextSteps: STEPS.map((step) => step.replace("{drugs}", medNames(meds))),
    ...(depot.length === 0
      ? {}
      : {
          clinicianExtra: `${medNames(depot)} is a long-acting injection: stopping it does not end the exposure, so record the date it was given and tell the treating team.`,
        }),
  };
}

const STEPS = [
  "Medical emergency now: stop {drugs} and every other dopamine-blocking medicine (including antiemetics such as metoclopramide), and arrange care in a monitored setting, usually intensive care",
  "Supportive care: active cooling, IV fluids and a benzodiazepine for agitation; dantrolene, bromocriptine or amantadine only with specialist advice, as trials have not shown their benefit",
  "Repeat CK, creatinine and potassium to follow muscle breakdown and kidney injury",
  "Exclude other causes alongside, infection above all (NMS is a diagnosis of exclusion): the sepsis steps stand until infection is excluded",
  "Record the reaction; any later antipsychotic is a decision for the psychiatrist once the patient has recovered",
];

export const NEUROLEPTIC_MALIGNANT_SYNDROME_RULES: readonly Rule[] = [
  {
    id: "neuroleptic-malignant-syndrome",
    family: FindingFamily.drugLab,
    severity: Severity.critical,
    problem: "Medication safety",
    title: "Possible neuroleptic malignant syndrome",
    clinician:
      'Possible neuroleptic malignant syndrome: {drugs} with fever ({fever}) and rigidity ("{rigidity}" in the notes), and {support}. The syndrome is diagnosed from altered mental state, muscle rigidity, autonomic instability and hyperthermia on a dopamine-blocking medicine, and about 1 in 10 to 1 in 5 treated patients die. Suspicion is enough to stop the medicine and start supportive care while other causes, infection above all, are excluded (it is a diagnosis of exclusion).',
    patient:
      "Your notes describe a high temperature and stiff muscles while you take {drugs}. This medicine can rarely cause a serious reaction called neuroleptic malignant syndrome. This is an emergency: call {emergencyNumber} or go to {emergencyDepartment} now. Do not take another dose until a doctor has seen you.",
    nextSteps: STEPS,
    patientQuestions: [],
    evidence: ["bmj-bp-nms-diagnosis", "msd-nms-professional"],
    keywords: [
      "neuroleptic malignant syndrome",
      "antipsychotic",
      "haloperidol",
      "rigidity",
      "hyperthermia",
      "creatine kinase",
    ],
    match: possibleNms,
  },
];
