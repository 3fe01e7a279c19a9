import { FindingFamily, type LabObservation, Severity } from "../model.ts";
import { medNames, type RuleContext } from "./context.ts";
import { creatinineRiseFound } from "./patterns.ts";
import type { Rule } from "./types.ts";
import { readsAsUk } from "./uk-record.ts";

/*
 * A vancomycin level above the laboratory's range with no acute kidney injury found (review 22,
 * liver-meds-22b: a trough of 25 mg/L with a stable creatinine was only a generic "above the range"
 * line; with a creatinine rise, aki-antimicrobial-levels.ts puts the level in the AKI finding).
 * The 2020 US consensus guideline (rybak-2020-vancomycin-monitoring) links trough-guided dosing with
 * more kidney injury and doses to an AUC/MIC of 400–600 mg·h/L; the 2009 guideline used troughs of
 * 15–20 mg/L as its stand-in. So a level above range is a dose to review with pharmacy, with kidney
 * function watched; no hold or dose change is named, which is the pharmacy's calculation.
 */

const VANCOMYCIN_LEVEL = /\bvancomycin\b/i;
const ORAL = /\b(?:oral(?:ly)?|po|by mouth|capsules?|enteral)\b/i;

/*
 * An aminoglycoside level above the laboratory's range with no acute kidney injury found (review 24,
 * renal-meds-24 case 05: a gentamicin pre-dose level of 1.8 mg/L against a target below 1.0, on day 4
 * for endocarditis with a stable creatinine, was only a low "above the reference range" line). A
 * level over the target is discussed with microbiology or pharmacy as the dose may need changing,
 * and the level is then checked daily (ouh-gentamicin-monitoring); the US label warns of kidney
 * injury and usually permanent ear damage with high or prolonged exposure, and asks for levels to
 * avoid toxic concentrations (dailymed-gentamicin-label).
 */
const AMINOGLYCOSIDE_LEVEL = /\b(gentamicin|tobramycin|amikacin)\b/i;

/** The newest level of a drug (by the laboratory's test name), when it is above the laboratory's range. */
function raisedLevel(ctx: RuleContext, name: RegExp): LabObservation | undefined {
  const levels = ctx.model.labs.filter((o) => name.test(o.name));
  const newest = levels.reduce<LabObservation | undefined>(
    (kept, o) => (kept === undefined || (o.time ?? 0) > (kept.time ?? 0) ? o : kept),
    undefined,
  );
  return newest !== undefined && (newest.status === "high" || newest.status === "critical-high") ? newest : undefined;
}

export const VANCOMYCIN_LEVEL_RULES: readonly Rule[] = [
  {
    id: "vancomycin-level-high",
    family: FindingFamily.pattern,
    severity: Severity.moderate,
    problem: "Kidney function and medicines",
    title: "Vancomycin level above range: review the dose",
    clinician:
      "{level}{named}, above the laboratory's range. Vancomycin can injure the kidneys, and the 2020 US consensus guideline, which linked trough-guided dosing with more kidney injury, doses to an AUC/MIC of 400–600 mg·h/L rather than to troughs (its 2009 predecessor used 15–20 mg/L), so the next dose and the interval are reviewed with pharmacy before it is given, and creatinine is followed.",
    patient:
      "The level of the antibiotic vancomycin in your blood is higher than the target. Vancomycin can affect the kidneys, so your team and pharmacist will check the dose before the next one and keep checking your kidney blood tests.",
    nextSteps: [
      "Review the vancomycin dose and interval with pharmacy before the next dose (AUC-guided dosing where available)",
      "Recheck creatinine and the vancomycin level while on treatment",
    ],
    evidence: ["rybak-2020-vancomycin-monitoring"],
    keywords: ["vancomycin", "trough", "therapeutic drug monitoring", "nephrotoxicity"],
    match: (ctx) => {
      const level = raisedLevel(ctx, VANCOMYCIN_LEVEL);
      // With a creatinine rise the AKI finding carries the level and its step (aki-antimicrobial-levels.ts).
      if (level === undefined || creatinineRiseFound(ctx)) return undefined;
      const meds = ctx
        .meds("nephrotoxic-antimicrobial")
        .filter((m) => /vanco/i.test(m.name) && !ORAL.test(`${m.name} ${m.dosage ?? ""}`));
      return {
        refs: ctx.refs(level, ...meds),
        values: {
          level: `${level.name} ${ctx.show(level)}`,
          named: meds.length > 0 ? ` on ${medNames(meds)}` : "",
        },
      };
    },
  },
  {
    id: "aminoglycoside-level-high",
    family: FindingFamily.pattern,
    severity: Severity.moderate,
    problem: "Kidney function and medicines",
    title: "Aminoglycoside level above target: review before the next dose",
    clinician:
      "{level}{named}, above the laboratory's range: the drug is accumulating. Aminoglycosides can injure the kidneys and the hearing and balance nerves, the ear damage usually permanent, and the risk rises with high or prolonged exposure, so the dose or interval is reviewed with pharmacy or microbiology before the next dose is given, with the level and creatinine rechecked.",
    patient:
      "The level of the antibiotic {drug} in your blood before your next dose is higher than the target. Too much of it can affect the kidneys and the hearing and balance, so your team and pharmacist will check the dose before the next one and repeat the blood tests. Tell them if you notice ringing in the ears, a change in your hearing or feel unsteady.",
    nextSteps: [
      "Review the dose or interval with pharmacy or microbiology before the next dose is given",
      "Recheck the pre-dose level and creatinine (daily while the level is above target), and ask about tinnitus, hearing loss or unsteadiness",
    ],
    evidence: ["ouh-gentamicin-monitoring"],
    keywords: [
      "gentamicin",
      "aminoglycoside",
      "trough",
      "therapeutic drug monitoring",
      "nephrotoxicity",
      "ototoxicity",
    ],
    match: (ctx) => {
      const level = raisedLevel(ctx, AMINOGLYCOSIDE_LEVEL);
      // With a creatinine rise the AKI finding carries the level and its step (aki-antimicrobial-levels.ts).
      if (level === undefined || creatinineRiseFound(ctx)) return undefined;
      const drug = AMINOGLYCOSIDE_LEVEL.exec(level.name)?.[1]?.toLowerCase() ?? "aminoglycoside";
      const meds = ctx.meds("nephrotoxic-antimicrobial").filter((m) => m.name.toLowerCase().includes(drug));
      return {
        refs: ctx.refs(level, ...meds),
        values: {
          level: `${level.name} ${ctx.show(level)}`,
          named: meds.length > 0 ? ` on ${medNames(meds)}` : "",
          drug,
        },
        evidence: readsAsUk(ctx) ? ["ouh-gentamicin-monitoring"] : ["dailymed-gentamicin-label"],
        evidenceReplacesRule: true,
      };
    },
  },
];
