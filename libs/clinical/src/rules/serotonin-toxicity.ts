import { FindingFamily, type MedicationItem, Severity } from "../model.ts";
import { medNames, type RuleContext } from "./context.ts";
import { statedMatches, statedMention } from "./notes.ts";
import type { Rule, RuleMatch } from "./types.ts";
import { formatNumber, joinList } from "../text.ts";
import { readVitals } from "./vital-signs.ts";

/**
 * Serotonin toxicity when a serotonergic medicine such as tramadol is added to an antidepressant that
 * raises serotonin.
 */

const F = FindingFamily.drugLab;

/** Medicine names matched by text, for drugs the shared vocabulary has no class for. */
function medsNamed(ctx: RuleContext, re: RegExp): MedicationItem[] {
  return ctx.model.medications.filter((m) => m.active && re.test(m.name));
}

/** Antidepressants that raise serotonin: the SSRIs and SNRIs, clomipramine and the MAOIs. */
const SEROTONERGIC_ANTIDEPRESSANT_NAME =
  /\b(?:clomipramine|imipramine|amitriptyline|phenelzine|tranylcypromine|isocarboxazid|moclobemide|vortioxetine)\b/i;

/** Medicines that add serotonin toxicity to such an antidepressant (the labels' lists). */
const ADDED_SEROTONERGIC =
  /\b(?:tramadol|tapentadol|pethidine|meperidine|fentanyl|methadone|linezolid|methylene blue|methylthioninium|st\.? john'?s wort|hypericum|dextromethorphan|tryptophan|buspirone)\b/i;

/**
 * Triptans count only with symptoms: in 47,968 people prescribed triptans, serotonin syndrome with
 * an SSRI or SNRI was 0 to 4 cases per 10,000 person-years (Orlova, JAMA Neurol 2018, PMC5885255,
 * seen 2026-11-28), so the common pairing is not flagged on its own (review 12, neurology case 10).
 */
const TRIPTAN = /\b(?:suma|riza|zolmi|ele|nara|almo|frova)triptan\b/i;

/** Symptoms of serotonin toxicity stated in the notes (autonomic, neuromuscular, mental state). */
const TOXICITY_SIGNS =
  /\b(?:sweat(?:y|ing)?|diaphore(?:sis|tic)|jitter(?:y|iness)?|tremor(?:s|ous)?|shak(?:y|ing)|shiver(?:s|ing)?|twitch(?:es|ing|y)?|(?:myo)?clonus|myoclon(?:ic|us)|jerk(?:s|y|ing)|hyperreflexia|agitat(?:ed|ion)|restless(?:ness)?|confus(?:ed|ion)|hallucinat(?:ing|ions?)|fever|hypertherm(?:ia|ic)|rigid(?:ity)?)\b/;

/** Opioid use disorder, or a service treating it, named in the conditions or notes. */
const OPIOID_USE_DISORDER =
  /\bopioid (?:use disorder|dependence|addiction|substitution|agonist (?:therapy|treatment))\b|\bopiate (?:dependence|addiction|substitution)\b|\baddiction (?:service|clinic|team)\b|\bdrug (?:and alcohol )?service\b|\bmethadone (?:maintenance|programme|program|clinic)\b/i;

/** Signs of severe toxicity: high temperature or rigidity. */
const SEVERE_SIGNS = /\b(?:fever|hypertherm(?:ia|ic)|rigid(?:ity)?)\b/;

/** Plain words for a noted sign (the notes may say "diaphoresis" or "hyperreflexia"). */
const PLAIN_SIGNS: readonly (readonly [RegExp, string])[] = [
  [/confus/, "confusion"],
  [/sweat|diaphore/, "sweating"],
  [/tremor|shak|shiver|jitter/, "shaking"],
  [/twitch|clonus|myoclon|jerk|hyperreflexia/, "twitching or jerking"],
  [/agitat|restless/, "restlessness"],
  [/hallucinat/, "seeing or hearing things that are not there"],
];

/**
 * The patient's words for the signs in the notes, naming only those signs: "the sweating, shaking or
 * twitching you have noticed" told a woman with dementia, whose notes recorded only confusion, of
 * symptoms she never had (review 21, multimorbidity case 04).
 */
function noticedText(signs: readonly string[]): string {
  const plain = [...new Set(signs.map((s) => PLAIN_SIGNS.find(([re]) => re.test(s.toLowerCase()))?.[1] ?? s))];
  const confusion = plain.includes("confusion") ? "" : " or you become confused";
  return `The ${joinList(plain)} mentioned in your notes may be caused by this combination, though it can have other causes. Contact your doctor today; go to an emergency department if you get a high temperature or stiff muscles${confusion}.`;
}

/**
 * The distinct signs stated in the notes, each as written (review 35: "sweating, tremor and clonus"
 * was quoted as "sweating" alone, leaving out the clonus that most marks serotonin toxicity).
 */
function statedSigns(text: string): string[] {
  const seen = new Map<string, string>();
  for (const m of statedMatches(text, TOXICITY_SIGNS, true)) {
    const key = m.quote.toLowerCase();
    if (!seen.has(key)) seen.set(key, m.quote);
  }
  return [...seen.values()];
}

function serotoninToxicity(ctx: RuleContext): RuleMatch | undefined {
  const base = [...new Set([...ctx.meds("ssri-snri"), ...medsNamed(ctx, SEROTONERGIC_ANTIDEPRESSANT_NAME)])].filter(
    (m) => m.active,
  );
  if (base.length === 0) return undefined;
  const signs = statedSigns(ctx.freeText);
  const noted = statedMention(ctx.freeText, SEVERE_SIGNS, true);
  const symptomatic = signs.length > 0;
  // With signs in the notes, a current temperature of 38 °C or more is a fever as the word "fever" is
  // (review 29b, meds-29b case 08: 100.9 °F recorded with jerking and sweating was told to go to
  // hospital "if you get a high temperature").
  const temp = readVitals(ctx).temp;
  const fever = symptomatic && noted === undefined && temp !== undefined && temp.value >= 38 ? temp : undefined;
  const feverText =
    fever === undefined
      ? ""
      : `temperature ${formatNumber(fever.value, 1)} °C${fever.v.date ? ` (${fever.v.date.slice(0, 10)})` : ""}`;
  const severe = noted ?? (fever === undefined ? undefined : feverText);
  const added = ctx.model.medications.filter(
    (m) => m.active && !base.includes(m) && (ADDED_SEROTONERGIC.test(m.name) || (symptomatic && TRIPTAN.test(m.name))),
  );
  if (added.length === 0) return undefined;
  // Methadone for opioid use disorder is the treatment to keep, not the "added" medicine to
  // question: "Review whether methadone is needed with citalopram" reached a man on 110 mg for opioid
  // use disorder (review 32, mental-32b case 06). The antidepressant is the one to review.
  const substitution = OPIOID_USE_DISORDER.test(`${ctx.model.conditions.map((c) => c.name).join(" ")} ${ctx.freeText}`)
    ? added.filter((m) => /\bmethadone\b/i.test(m.name))
    : [];
  // Linezolid with an SSRI was cited to the FDA's opioid communication alone and read as any other
  // pairing (review 35, resp-infect-35 case 02: linezolid for MRSA osteomyelitis with sertraline);
  // the FDA's linezolid communication names the pairing and when it may still be used.
  const linezolid = added.some((m) => /\blinezolid\b/i.test(m.name));
  const linezolidNote = linezolid
    ? " Linezolid inhibits monoamine oxidase A; the FDA advises that it is generally not given with serotonergic psychiatric medicines (most reported cases were with an SSRI or SNRI) unless the infection is life-threatening or urgent, such as VRE, or MRSA in hospital-acquired pneumonia or complicated skin infection."
    : "";
  return {
    ...(linezolid && { evidence: ["fda-2011-linezolid-serotonergic"], evidenceReplacesRule: true as const }),
    refs: [...ctx.refs(...base, ...added), ...(fever === undefined ? [] : [fever.v.ref])],
    severity: severe !== undefined ? Severity.critical : symptomatic ? Severity.high : Severity.moderate,
    values: { base: medNames(base), added: medNames(added) },
    clinicianExtra: symptomatic
      ? `${linezolidNote.trim()}${linezolid ? " " : ""}The notes record ${joinList([...signs, ...(noted !== undefined && !signs.includes(noted) ? [noted] : [])].map((s) => `"${s}"`))}${fever === undefined ? "" : `, with a recorded ${feverText}`}: with these two medicines this fits serotonin toxicity until shown otherwise (look for clonus, hyperreflexia, tremor, sweating, agitation and temperature, as in the Hunter criteria).`
      : `No symptoms are recorded: the combination needs a clear reason, the lowest doses, and warning the patient of the symptoms.${linezolidNote}`,
    patientExtra: symptomatic
      ? severe !== undefined
        ? "With a high temperature or stiff muscles this can be dangerous: go to an emergency department now, or call your local emergency number, and take your medicine list."
        : noticedText(signs)
      : "Get medical help the same day if you notice sweating, shaking, twitching or jerking muscles, agitation or a high temperature.",
    // With a fever or rigidity already recorded the assessment is now, not "today" (review 34,
    // acute-neither-34 case 06: 38.9 °C with clonus was told "Assess today").
    nextSteps: symptomatic
      ? [
          `${severe === undefined ? "Assess today" : "Emergency assessment now"} for serotonin toxicity (clonus, reflexes, temperature, heart rate); stop ${medNames(added)}, and stop or hold the antidepressant if toxicity is confirmed`,
          severe === undefined
            ? "Emergency care if the temperature is raised, muscles are rigid or the patient is confused; choose a non-serotonergic painkiller or alternative"
            : "Choose a non-serotonergic painkiller or alternative",
        ]
      : substitution.length > 0
        ? [
            `Keep ${medNames(substitution)}, which treats opioid use disorder, unless the addiction service changes it; review whether ${medNames(base)} is the right antidepressant with its prescriber, and warn about the symptoms of serotonin toxicity`,
          ]
        : [
            `Review whether ${medNames(added)} is needed with ${medNames(base)}; if it is, use the lowest dose and warn about the symptoms of serotonin toxicity`,
          ],
    // A painkiller question does not fit methadone for opioid use disorder.
    ...(substitution.length > 0 && {
      patientQuestions: ["Is my antidepressant the right one to take with my methadone treatment?"],
    }),
  };
}

/**
 * The medicines of a serotonin toxicity read as severe (a fever or rigidity with its signs in the
 * notes), for the sepsis finding to name as the likelier cause of the fever; else undefined.
 */
export function severeSerotoninToxicity(ctx: RuleContext): string | undefined {
  const found = serotoninToxicity(ctx);
  if (found?.severity !== Severity.critical || found.values === undefined) return undefined;
  return `${found.values.added} with ${found.values.base}`;
}

export const SEROTONIN_TOXICITY_RULES: readonly Rule[] = [
  {
    id: "serotonin-toxicity-combination",
    family: F,
    severity: Severity.moderate,
    problem: "Medication safety",
    title: "Serotonergic combination: risk of serotonin toxicity",
    clinician:
      "{added} taken with {base}. Both raise serotonin, and the combination can cause serotonin toxicity (serotonin syndrome), which can be life-threatening and can occur at usual doses.",
    patient:
      "You take {added} together with {base}. Both affect a brain chemical called serotonin, and together they can rarely cause a serious reaction called serotonin syndrome.",
    nextSteps: ["Review whether both serotonergic medicines are needed"],
    patientQuestions: ["Is there a painkiller or alternative that does not interact with my antidepressant?"],
    evidence: ["fda-2016-opioid-serotonin-syndrome"],
    keywords: ["serotonin syndrome", "serotonin toxicity", "tramadol", "ssri", "snri"],
    match: serotoninToxicity,
  },
];
