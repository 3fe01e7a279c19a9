import { FindingFamily, type MedicationItem, Severity } from "../model.ts";
import { medNames, type RuleContext } from "./context.ts";
import { statedMention } from "./notes.ts";
import type { Rule, RuleMatch } from "./types.ts";

/*
 * Harms of psychiatric medicines that show in the notes rather than the blood results (see SUMMARIES
 * for where each point was read): clozapine-induced gastrointestinal hypomotility, which can
 * progress to ileus and death (MHRA 2017), and serotonin toxicity when a serotonergic medicine such
 * as tramadol is added to an antidepressant that raises serotonin (tramadol and SSRI labels).
 */

const F = FindingFamily.drugLab;

/** Medicine names matched by text, for drugs the shared vocabulary has no class for. */
function medsNamed(ctx: RuleContext, re: RegExp): MedicationItem[] {
  return ctx.model.medications.filter((m) => m.active && re.test(m.name));
}

/** Stated constipation: "constipated", "no bowel movement for 6 days", "bowels not opened". */
const CONSTIPATION =
  /\b(?:constipat(?:ed|ion)|no (?:bowel (?:movement|motion|action)|stools?|bm)s?|bowels? (?:not|haven'?t|hasn'?t) (?:been )?(?:opened|moved)|not opened (?:his|her|their|my) bowels|not passed (?:a )?stools?|faecal (?:impaction|loading)|impacted)\b/;

/** Features of hypomotility progressing to obstruction or ileus. */
const OBSTRUCTION =
  /\b(?:vomit(?:ing|ed|s)?|(?:abdominal |tummy )?distension|distended|bloated|abdominal pain|(?:paralytic )?ileus|(?:bowel|intestinal) obstruction|pseudo-?obstruction|not passing (?:wind|flatus)|overflow diarrho?ea)\b/;

/** Anticholinergics often given for clozapine hypersalivation, beyond the Beers strong list. */
const ANTICHOLINERGIC_NAME = /\b(?:hyoscine|scopolamine|kwells|glycopyrr(?:onium|olate)|procyclidine|pirenzepine)\b/i;

function clozapineHypomotility(ctx: RuleContext): RuleMatch | undefined {
  const meds = ctx.meds("clozapine").filter((m) => m.active);
  if (meds.length === 0) return undefined;
  const constipation = statedMention(ctx.freeText, CONSTIPATION, true);
  if (constipation === undefined) return undefined;
  // "No bowel movement for 6 days, distension and vomiting": the "no" belongs to the bowel movement,
  // so the constipation phrase is read as one word before the other features are looked for.
  const rest = ctx.freeText.replace(new RegExp(CONSTIPATION.source, "g"), "constipated");
  const obstruction = statedMention(rest, OBSTRUCTION, true);
  const anticholinergics = [
    ...new Set([...ctx.medsOf("strong-anticholinergic"), ...medsNamed(ctx, ANTICHOLINERGIC_NAME)]),
  ].filter((m) => m.active);
  const added =
    anticholinergics.length > 0
      ? ` ${medNames(anticholinergics)} adds anticholinergic slowing of the gut and should be reviewed.`
      : "";
  const emergency = obstruction !== undefined;
  return {
    refs: ctx.refs(...meds, ...anticholinergics),
    severity: emergency ? Severity.critical : Severity.moderate,
    values: {
      med: medNames(meds),
      notes: emergency ? `"${constipation}" and "${obstruction}"` : `"${constipation}"`,
    },
    clinicianExtra: emergency
      ? `Vomiting, distension or pain with constipation on clozapine suggests possible ileus or bowel obstruction, which has killed patients: this needs same-day medical assessment.${added}`
      : `Constipation on clozapine is treated actively and the bowel habit followed, since it can progress to obstruction.${added}`,
    patientExtra: emergency
      ? "Being unable to open your bowels with sickness, a swollen tummy or tummy pain can be a serious blockage of the gut on clozapine. Go to an emergency department or call your local emergency number now, and tell them you take clozapine."
      : "Tell the doctor who prescribes your clozapine about the constipation today: it needs treating, not waiting.",
    nextSteps: emergency
      ? [
          "Same-day emergency medical assessment for possible ileus or bowel obstruction (abdominal examination and imaging as the assessing team decides)",
          "Do not give further anticholinergic medicines; review the anticholinergic medicines listed and the clozapine dose with the psychiatrist",
        ]
      : [
          "Start or step up laxatives (a stimulant with a softener) and record the bowel habit",
          "Review other constipating and anticholinergic medicines with the prescriber",
        ],
  };
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

/** Signs of severe toxicity: high temperature or rigidity. */
const SEVERE_SIGNS = /\b(?:fever|hypertherm(?:ia|ic)|rigid(?:ity)?)\b/;

function serotoninToxicity(ctx: RuleContext): RuleMatch | undefined {
  const base = [...new Set([...ctx.meds("ssri-snri"), ...medsNamed(ctx, SEROTONERGIC_ANTIDEPRESSANT_NAME)])].filter(
    (m) => m.active,
  );
  if (base.length === 0) return undefined;
  const sign = statedMention(ctx.freeText, TOXICITY_SIGNS, true);
  const severe = statedMention(ctx.freeText, SEVERE_SIGNS, true);
  const symptomatic = sign !== undefined;
  const added = ctx.model.medications.filter(
    (m) => m.active && !base.includes(m) && (ADDED_SEROTONERGIC.test(m.name) || (symptomatic && TRIPTAN.test(m.name))),
  );
  if (added.length === 0) return undefined;
  return {
    refs: ctx.refs(...base, ...added),
    severity: severe !== undefined ? Severity.critical : symptomatic ? Severity.high : Severity.moderate,
    values: { base: medNames(base), added: medNames(added) },
    clinicianExtra: symptomatic
      ? `The notes record "${sign}"${severe !== undefined && severe !== sign ? ` and "${severe}"` : ""}: with these two medicines this fits serotonin toxicity until shown otherwise (look for clonus, hyperreflexia, tremor, sweating, agitation and temperature, as in the Hunter criteria).`
      : "No symptoms are recorded: the combination needs a clear reason, the lowest doses, and warning the patient of the symptoms.",
    patientExtra: symptomatic
      ? severe !== undefined
        ? "With a high temperature or stiff muscles this can be dangerous: go to an emergency department now, or call your local emergency number, and take your medicine list."
        : "The sweating, shaking or twitching you have noticed may be caused by this combination. Contact your doctor today; go to an emergency department if you get a high temperature, stiff muscles or confusion."
      : "Get medical help the same day if you notice sweating, shaking, twitching or jerking muscles, agitation or a high temperature.",
    nextSteps: symptomatic
      ? [
          `Assess today for serotonin toxicity (clonus, reflexes, temperature, heart rate); stop ${medNames(added)}, and stop or hold the antidepressant if toxicity is confirmed`,
          "Emergency care if the temperature is raised, muscles are rigid or the patient is confused; choose a non-serotonergic painkiller or alternative",
        ]
      : [
          `Review whether ${medNames(added)} is needed with ${medNames(base)}; if it is, use the lowest dose and warn about the symptoms of serotonin toxicity`,
        ],
  };
}

/**
 * A lithium sample the notes say was not a 12-hour trough: "3 hours after the morning dose",
 * "post-dose", "random level". Ranges apply to a sample taken 12 hours after the dose, so an earlier
 * sample overstates the level. "12 hours after the dose" is a trough and is not matched.
 */
const NOT_TROUGH =
  /\b(?:(?:[1-9](?:\.\d)?|one|two|three|four|five|six|seven|eight|nine)\s*(?:h|hrs?|hours?)\s+(?:post[\s-]?dose|after (?:the |her |his |their )?(?:morning |evening |last |lithium )?dose)|post[\s-]?dose (?:sample|level)|not (?:a )?(?:12[\s-]?(?:h|hr|hour)s?|trough)|random (?:sample|level)|non[\s-]?trough)\b/;

/** The notes' words saying a lithium sample was not a 12-hour trough, when stated. */
export function lithiumNotTrough(ctx: RuleContext): string | undefined {
  return statedMention(ctx.freeText, NOT_TROUGH, true);
}

export const PSYCHIATRY_REVIEW12_RULES: readonly Rule[] = [
  {
    id: "clozapine-gi-hypomotility",
    family: F,
    severity: Severity.moderate,
    problem: "Medication safety",
    title: "Constipation or possible ileus on clozapine",
    clinician:
      "Clozapine ({med}) with {notes} in the notes. Clozapine slows the gut (clozapine-induced gastrointestinal hypomotility), and constipation can progress to faecal impaction, paralytic ileus and bowel obstruction, which can be fatal.",
    patient:
      "You take clozapine, and your notes mention constipation. Clozapine often slows the gut, and this can become serious if it is not treated.",
    nextSteps: ["Start or step up laxatives and record the bowel habit"],
    patientQuestions: ["Which laxative should I take, and when should I seek help if my bowels do not open?"],
    evidence: ["mhra-2017-clozapine-gi-hypomotility"],
    keywords: ["clozapine", "constipation", "ileus", "gastrointestinal hypomotility", "anticholinergic"],
    match: clozapineHypomotility,
  },
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
    evidence: ["tramadol-label-serotonin-syndrome"],
    keywords: ["serotonin syndrome", "serotonin toxicity", "tramadol", "ssri", "snri"],
    match: serotoninToxicity,
  },
];
