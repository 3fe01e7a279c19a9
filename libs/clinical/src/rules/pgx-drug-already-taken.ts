/**
 * A pharmacogenomic result that forbids or limits a drug the patient has already started (review
 * 13, pharmacogenomics 01, 05 and 06). Advice written for a planned start ("before the first
 * dose", "do not start") does not fit, and symptoms in the notes may already be the reaction the
 * result warns of:
 *
 * - DPYD reduced function on a fluoropyrimidine already given, with mouth ulcers or diarrhoea: the
 *   capecitabine label (as summarised by NCBI Medical Genetics Summaries) says to withhold or stop
 *   the drug with early-onset or unusually severe toxicity; uridine triacetate given within 96 hours
 *   is the antidote for early severe toxicity (cjon-2018-fluoropyrimidine-early-toxicity).
 * - HLA-B*58:01 on allopurinol with a new rash: allopurinol is withdrawn at once with any rash and
 *   not given again (medsafe-2010-allopurinol-rash); renal impairment is the commonest risk factor
 *   in published allopurinol hypersensitivity (ramasamy-2013-allopurinol-hypersensitivity).
 * - HLA-B*57:01 on abacavir: never restarted once stopped for a reaction
 *   (viiv-abacavir-never-rechallenge); a combined tablet also holds the other HIV medicines, so
 *   treatment is switched, not stopped.
 */
import type { MedicationItem } from "../model.ts";
import { medNames, type RuleContext } from "./context.ts";
import { isPlanned } from "./genetics.ts";
import { statedMention } from "./notes.ts";
import type { RuleMatch } from "./types.ts";

/** Early signs of fluoropyrimidine toxicity a patient or note states. */
const FLUOROPYRIMIDINE_TOXICITY =
  /\bmouth (?:ulcers?|sores?)\b|\bstomatitis\b|\bmucositis\b|\bdiarrho?ea\b|\bloose stools?\b|\bvomiting\b|\bfebrile\b|\bfever\b|\bneutropeni\w*\b/;

/** The skin and systemic signs that may begin a severe drug hypersensitivity reaction. */
const HYPERSENSITIVITY_SIGNS =
  /\brash\b|\bblister\w*\b|\bpeeling\b|\bmouth (?:ulcers?|sores?)\b|\bskin reaction\b|\bhives\b|\bfacial swelling\b|\bfever\b/;

/** The medicines of a class taken now, not planned. */
function taken(ctx: RuleContext, drugClass: string): MedicationItem[] {
  return ctx.meds(drugClass).filter((m) => !isPlanned(ctx, m));
}

export interface TakenOverride {
  clinicianExtra: string;
  patientExtra: string;
  nextSteps: string[];
  evidence: string[];
}

/** DPYD reduced function with a fluoropyrimidine already being taken and toxicity stated in the notes. */
export function dpydToxicityOnTreatment(ctx: RuleContext): TakenOverride | undefined {
  const meds = taken(ctx, "fluoropyrimidine");
  if (meds.length === 0) return undefined;
  const symptom = statedMention(ctx.freeText, FLUOROPYRIMIDINE_TOXICITY);
  if (symptom === undefined) return undefined;
  return {
    clinicianExtra: `Already being given, with "${symptom}" in the notes: with reduced DPD activity this may be early severe toxicity, so dose-reduction advice for a first cycle no longer applies.`,
    patientExtra:
      "You have already started this medicine, and the side effects in your notes can be an early sign of a severe reaction with your gene result. Do not take the next dose: contact your cancer team or their emergency helpline today. Get urgent care now if you have a fever or shivers, cannot eat or drink, or your diarrhoea or mouth sores are getting worse.",
    nextSteps: [
      `Withhold ${medNames(meds)} now and arrange same-day oncology review`,
      "Check a full blood count urgently for neutropenia, with kidney function and hydration",
      "For severe or early-onset toxicity, consider uridine triacetate, which works only within 96 hours of the last dose",
      "Any further cycle only after recovery, at a reduced dose (at most 50% of standard, CPIC)",
    ],
    evidence: ["cpic-dpyd-guideline-page", "cjon-2018-fluoropyrimidine-early-toxicity"],
  };
}

/** HLA-B*58:01 with allopurinol being taken and a rash or other hypersensitivity sign stated. */
export function allopurinolReactionOnTreatment(ctx: RuleContext): TakenOverride | undefined {
  const meds = taken(ctx, "allopurinol");
  if (meds.length === 0) return undefined;
  const sign = statedMention(ctx.freeText, HYPERSENSITIVITY_SIGNS);
  if (sign === undefined) return undefined;
  const egfr = ctx.valueOf(ctx.lab("egfr"));
  const kidney =
    (egfr !== undefined && egfr < 60) || ctx.conditions("ckd").length > 0
      ? " Reduced kidney function adds to the risk of a severe reaction."
      : "";
  return {
    clinicianExtra: `"${sign}" in the notes while taking ${medNames(meds)}: in an HLA-B*58:01 carrier this may be the start of a severe cutaneous reaction (DRESS, SJS/TEN).${kidney}`,
    patientExtra:
      "The rash in your notes may be the start of a serious reaction to allopurinol. Stop allopurinol today and see a doctor today. Get urgent care now if you have a fever, blisters, peeling skin, or sores in the mouth, eyes or genitals. Do not take allopurinol again.",
    nextSteps: [
      `Stop ${medNames(meds)} now and do not restart it`,
      "Same-day assessment of the rash: look for fever, mucosal lesions, blistering or skin pain, facial swelling and lymph node enlargement",
      "Check a full blood count with eosinophils, liver tests and creatinine",
      "Record allopurinol as a drug allergy alert",
    ],
    evidence: ["medsafe-2010-allopurinol-rash", ...(kidney ? ["ramasamy-2013-allopurinol-hypersensitivity"] : [])],
  };
}

/** HLA-B*57:01 with abacavir being taken: switch the regimen, with the signs that mean a reaction. */
export function abacavirOnTreatment(ctx: RuleContext): TakenOverride | undefined {
  const meds = taken(ctx, "abacavir");
  if (meds.length === 0) return undefined;
  const sign = statedMention(ctx.freeText, HYPERSENSITIVITY_SIGNS);
  return {
    clinicianExtra:
      sign === undefined ? "" : `"${sign}" in the notes: treat as a possible abacavir hypersensitivity reaction.`,
    patientExtra:
      "You have started a medicine that contains abacavir. Contact your HIV clinic today, before your next dose: they will switch you to HIV medicines without abacavir. Do not stop all your HIV treatment on your own, as the same tablet may hold your other HIV medicines. If you get a fever, rash, vomiting, diarrhoea, stomach pain, cough or breathlessness, or feel generally very unwell, stop it and get urgent care. Never take abacavir again once stopped.",
    nextSteps: [
      `Switch ${medNames(meds)} to an abacavir-free regimen the same day, without interrupting antiretroviral treatment`,
      "If any hypersensitivity symptom is present, stop abacavir permanently and never rechallenge",
      "Record as a drug allergy alert",
    ],
    evidence: ["viiv-abacavir-never-rechallenge"],
  };
}

/** A finding's match with the already-taken advice in place of the advice for a planned start. */
export function withTakenOverride(m: RuleMatch, o: TakenOverride | undefined): RuleMatch {
  if (o === undefined) return m;
  return {
    ...m,
    ...(o.clinicianExtra === ""
      ? {}
      : { clinicianExtra: [m.clinicianExtra, o.clinicianExtra].filter(Boolean).join(" ") }),
    patientExtra: o.patientExtra,
    nextSteps: o.nextSteps,
    evidence: [...(m.evidence ?? []), ...o.evidence],
  };
}
