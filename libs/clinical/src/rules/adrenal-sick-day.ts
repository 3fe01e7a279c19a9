import { FindingFamily, Severity } from "../model.ts";
import { adrenalCrisisExplains } from "./adrenal.ts";
import { medNames, type RuleContext } from "./context.ts";
import { currentMention } from "./notes.ts";
import type { Rule } from "./types.ts";

/*
 * Known adrenal insufficiency on glucocorticoid replacement with a febrile or infective illness now,
 * and no sign of crisis (review 34, endo-34 case 10: Addison's disease on hydrocortisone, fever of
 * 38.4 °C and a chest infection on amoxicillin, asking what to do with her hydrocortisone, got "no
 * rule-based problems"). The crisis rule (adrenal.ts) acts on vomiting, severe or persistent
 * diarrhoea, low blood pressure or the salts; this is the step before it, sick-day rule 1. Diarrhoea
 * on its own, tablets kept down, is one of ADSHG's sick-day illnesses (review 35, acute-endo: it was
 * read as a crisis needing the injection and an ambulance).
 * - ADSHG sick-day rules (evidence "adshg-sick-day-rules"): double the daily hydrocortisone or
 *   prednisolone dose with a temperature of 38 °C or more, diarrhoea, or an infection that makes the
 *   person feel poorly, at least 40 mg hydrocortisone a day, for 48 hours, back to the usual dose if better.
 * - Society for Endocrinology (evidence "sfe-adrenal-crisis"): crisis comes when replacement does
 *   not meet the need of illness; vomiting calls for the emergency injection.
 */
const REPLACEMENT = /\b(?:hydrocortisone|plenadren|prednisolone|prednisone|dexamethasone)\b/i;
const NOT_SYSTEMIC = /\b(?:cream|ointment|lotion|topical|enema|foam|suppositor\w*|eye|ear|drops)\b/i;
const ILLNESS =
  /\bdiarrho?ea\b|\bloose stools\b|\bfever\w*|\bfebrile\b|\btemperature (?:of )?3[89](?:\.\d)?\b|\b3[89](?:\.\d)?\s*°?\s*c\b|\bchest infection\b|\bpneumonia\b|\burinary (?:tract )?infection\b|\buti\b|\bcellulitis\b|\bflu\b|\binfluenza\b|\bcovid\w*/i;

const FEBRILE = /\bfever\w*|\bfebrile\b|\btemperature (?:of )?3[89](?:\.\d)?\b|\b3[89](?:\.\d)?\s*°?\s*c\b/i;
const DIARRHOEA = /diarrho?ea|loose stools/i;

function match(ctx: RuleContext) {
  const known = ctx.conditions("adrenal-insufficiency")[0];
  if (known === undefined || adrenalCrisisExplains(ctx)) return undefined;
  const replacement = ctx.model.medications.filter(
    (m) => m.active && REPLACEMENT.test(m.name) && !NOT_SYSTEMIC.test(m.name),
  );
  if (replacement.length === 0) return undefined;
  const illness = currentMention(ctx.freeText, ILLNESS);
  if (illness === undefined) return undefined;
  const febrile = currentMention(ctx.freeText, FEBRILE) !== undefined;
  return {
    refs: [known.ref, ...ctx.refs(...replacement)],
    values: {
      condition: known.name,
      meds: medNames(replacement),
      illness,
      kind: febrile ? "a febrile illness" : DIARRHOEA.test(illness) ? "diarrhoea" : "an infection",
    },
  };
}

export const ADRENAL_SICK_DAY_RULES: readonly Rule[] = [
  {
    id: "adrenal-insufficiency-sick-day",
    family: FindingFamily.pattern,
    severity: Severity.moderate,
    problem: "Adrenal insufficiency",
    title: "Adrenal insufficiency with {kind}: sick-day steroid doses now",
    clinician:
      '{condition} on {meds}, with "{illness}" in the notes and no sign of crisis in the record: the body\'s cortisol need rises with illness and the usual replacement does not meet it. Sick-day rule 1 applies now: double the usual daily glucocorticoid dose (hydrocortisone at least 40 mg a day) for 48 hours, returning to the usual dose once better, and keeping it doubled with advice if not. Vomiting, being unable to keep tablets down, or feeling faint or confused calls for the emergency hydrocortisone injection and urgent care.',
    patient:
      "Your body cannot make the extra cortisol it needs when you are ill, so you need more of your steroid medicine now. Double your usual daily dose while you have a fever, diarrhoea or an infection, usually for 2 days, then go back to your usual dose if you feel better; if you do not, keep the double dose and get advice from your doctor or endocrine team. If you vomit and cannot keep your tablets down, or feel faint or confused, use your emergency hydrocortisone injection if you have one and get emergency help.",
    nextSteps: [
      "Advise sick-day rule 1 now: double the usual daily glucocorticoid dose (hydrocortisone at least 40 mg a day) for 48 hours, then back to the usual dose if better",
      "Check the patient has an in-date emergency hydrocortisone injection kit and a steroid emergency card or medical alert ID, and knows when to use the injection (vomiting, unable to keep tablets down, collapse)",
      "Review the same day if not better after 48 hours, or sooner with vomiting, diarrhoea that is severe or goes on, dizziness or confusion",
    ],
    patientQuestions: ["How much of my steroid should I take while I am ill, and when should I use my injection?"],
    evidence: ["adshg-sick-day-rules", "sfe-adrenal-crisis"],
    keywords: ["adrenal insufficiency", "addison's disease", "sick day rules", "hydrocortisone", "fever", "diarrhoea"],
    match,
  },
];
