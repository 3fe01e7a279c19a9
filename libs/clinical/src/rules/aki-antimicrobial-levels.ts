import type { LabObservation, MedicationItem } from "../model.ts";
import { medNames, type RuleContext } from "./context.ts";
import { readsAsUsUnits } from "./uk-record.ts";

/*
 * Vancomycin and the aminoglycosides in an acute kidney injury (review 21 infection, cases 01 and
 * 02: a vancomycin trough of 24 and a gentamicin pre-dose level of 2.4 mg/L, each above the
 * laboratory's range, beside a creatinine rise, were left as low "above the range" lines and the
 * AKI steps named only NSAIDs). Both drugs can harm the kidneys and are dosed by their levels
 * (rybak-2020-vancomycin-monitoring; ouh-gentamicin-monitoring: levels over the target are
 * discussed with microbiology or pharmacy, and checked daily while kidney function is unstable).
 */

/** A level of vancomycin or an aminoglycoside, by the laboratory's test name. */
const LEVEL_NAME = /\b(vancomycin|gentamicin|tobramycin|amikacin)\b/i;
/** Oral vancomycin (for C. difficile) stays in the gut: no level, no kidney harm. */
const ORAL = /\b(?:oral(?:ly)?|po|by mouth|capsules?|enteral)\b/i;

/*
 * Vancomycin given with piperacillin-tazobactam (review 22, medicines-22 case 03: a creatinine
 * doubling on day 5 of both, with only the vancomycin named). In a cohort of 11,650 adults, AKI was
 * about 21% on the combination against about 8% on either drug alone, and the combination was
 * independently associated with about twice the odds (J Hosp Med 2017, evidence
 * "jhm-2017-vancomycin-piperacillin-aki"); the step asks for the combination to be reviewed, not
 * for a named replacement, which is microbiology's choice.
 */
const PIP_TAZ = /\b(?:piperacillin|tazocin|zosyn|pip[- ]?taz)\b/i;

const raised = (o: LabObservation): boolean => o.status === "high" || o.status === "critical-high";

/** The newest raised level of each of these antibiotics, by drug. */
function raisedLevels(ctx: RuleContext): LabObservation[] {
  const newest = new Map<string, LabObservation>();
  for (const o of ctx.model.labs) {
    const drug = LEVEL_NAME.exec(o.name)?.[1]?.toLowerCase();
    if (drug === undefined) continue;
    const kept = newest.get(drug);
    if (kept === undefined || (o.time ?? 0) > (kept.time ?? 0)) newest.set(drug, o);
  }
  return [...newest.values()].filter(raised);
}

function injected(m: MedicationItem): boolean {
  return !ORAL.test(`${m.name} ${m.dosage ?? ""}`);
}

/** The AKI step for vancomycin or an aminoglycoside given now, with any raised level, and its sources. */
export function akiAntimicrobialSteps(ctx: RuleContext): { steps: string[]; refs: string[]; evidence: string[] } {
  const meds = ctx.meds("nephrotoxic-antimicrobial").filter(injected);
  const levels = raisedLevels(ctx);
  if (meds.length === 0 && levels.length === 0) return { steps: [], refs: [], evidence: [] };
  const named = meds.length > 0 ? medNames(meds) : levels.map((o) => o.name).join(" and ");
  const levelText =
    levels.length > 0
      ? `; ${levels.map((o) => `${o.name} ${ctx.show(o)}`).join(" and ")} ${levels.length > 1 ? "are" : "is"} above the laboratory's range`
      : "";
  const names = [...meds.map((m) => m.name), ...levels.map((o) => o.name)];
  const vancomycin = names.some((n) => /vanco/i.test(n));
  const aminoglycoside = names.some((n) => /gentamicin|tobramycin|amikacin|streptomycin/i.test(n));
  const pipTaz = meds.some((m) => /vanco/i.test(m.name))
    ? ctx.model.medications.filter((m) => m.active && PIP_TAZ.test(m.name))
    : [];
  const combination =
    pipTaz.length > 0
      ? `. It is given with ${medNames(pipTaz)}: AKI is about twice as likely on vancomycin with piperacillin-tazobactam as on either alone, so review whether the combination is still needed`
      : "";
  return {
    steps: [
      // Two drugs read as one ("vancomycin and gentamicin ...: it can harm the kidneys and is dosed by
      // its level"; review 30, meds-30b case 08).
      `Review ${named} with pharmacy or microbiology before the next dose: ${new Set(names.map((n) => n.split(/\s/)[0]?.toLowerCase())).size > 1 ? "each can harm the kidneys and is dosed by its level" : "it can harm the kidneys and is dosed by its level"}${levelText}${combination}. Recheck the level and creatinine daily while kidney function is unstable`,
    ],
    refs: ctx.refs(...meds, ...levels, ...pipTaz),
    evidence: [
      ...(vancomycin ? ["rybak-2020-vancomycin-monitoring"] : []),
      // A US record cites the US gentamicin label, as aminoglycoside-level-high does, rather than a UK
      // hospital's guide (review 37, country-37 case 01: a Columbus, Ohio inpatient cited the OUH guide).
      ...(aminoglycoside ? [readsAsUsUnits(ctx) ? "dailymed-gentamicin-label" : "ouh-gentamicin-monitoring"] : []),
      ...(pipTaz.length > 0 ? ["jhm-2017-vancomycin-piperacillin-aki"] : []),
    ],
  };
}
