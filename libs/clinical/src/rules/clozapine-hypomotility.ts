import { FindingFamily, type MedicationItem, Severity } from "../model.ts";
import { medNames, type RuleContext } from "./context.ts";
import { statedMention } from "./notes.ts";
import type { Rule, RuleMatch } from "./types.ts";

/**
 * Constipation on clozapine: clozapine-induced gut hypomotility can progress to ileus and death.
 */

const F = FindingFamily.drugLab;

/** Medicine names matched by text, for drugs the shared vocabulary has no class for. */
function medsNamed(ctx: RuleContext, re: RegExp): MedicationItem[] {
  return ctx.model.medications.filter((m) => m.active && re.test(m.name));
}

/**
 * Stated constipation: "constipated", "no bowel movement for 6 days", "bowels not opened", and a
 * count of 3 or more days ("bowels open once in the last 6 days", "one bowel movement in 5 days").
 */
const CONSTIPATION =
  /\b(?:constipat(?:ed|ion)|no (?:bowel (?:movement|motion|action)|stools?|bm)s?|(?:bowels? (?:only )?(?:open(?:ed)?|moved) once|(?:only )?one bowel (?:movement|motion|action)) in (?:the )?(?:last |past )?(?:[3-9]|[1-9]\d) days|bowels? (?:not|haven'?t|hasn'?t) (?:been )?(?:opened|moved)|not opened (?:his|her|their|my) bowels|not passed (?:a )?stools?|faecal (?:impaction|loading)|impacted)\b/;

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
      ? "Being unable to open your bowels with sickness, a swollen {tummy} or {tummy} pain can be a serious blockage of the gut on clozapine. Go to an emergency department or call your local emergency number now, and tell them you take clozapine."
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

export const CLOZAPINE_HYPOMOTILITY_RULES: readonly Rule[] = [
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
];
