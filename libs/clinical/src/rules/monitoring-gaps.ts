/**
 * Medicines whose safety rests on a blood test, with no such test in the record or none for over a
 * year (review 16, Synthea records: a 107-year-old on warfarin, clopidogrel, digoxin and verapamil,
 * and a 68-year-old on warfarin and digoxin, had no INR and no digoxin level anywhere in decades of
 * results, and the reports said nothing of it). With a result in the record, the rules in
 * drug-lab.ts read it.
 */
import { FindingFamily, type LabObservation, Severity } from "../model.ts";
import { medNames, type RuleContext } from "./context.ts";
import { warfarinBleeding } from "./drug-lab.ts";
import { DIGOXIN_RAISER } from "./geriatric-safety.ts";
import type { Rule } from "./types.ts";

/** A newest result older than this is no sign of regular monitoring, whatever the usual interval. */
const YEAR_DAYS = 365;
const DIGOXIN_RESULT = /\b(?:digoxin|lanoxin)\b/i;

/** The age of the newest result, in whole years, when it is over a year old; undefined otherwise. */
function yearsOld(ctx: RuleContext, o: LabObservation): number | undefined {
  const now = ctx.model.now === undefined ? Number.NaN : Date.parse(ctx.model.now);
  if (o.time === undefined || Number.isNaN(now)) return undefined;
  const days = (now - o.time) / 86_400_000;
  return days > YEAR_DAYS ? Math.max(1, Math.floor(days / 365.25)) : undefined;
}

/** "no INR in the record" or "the newest INR is from 2019-03-02, about 7 years ago"; undefined when recent. */
function gap(ctx: RuleContext, newest: LabObservation | undefined, test: string): string | undefined {
  if (newest === undefined) return `no ${test} in the record`;
  const years = yearsOld(ctx, newest);
  if (years === undefined) return undefined;
  return `the newest ${test} is from ${newest.date?.slice(0, 10)}, about ${years} year${years === 1 ? "" : "s"} ago`;
}

export const MONITORING_GAP_RULES: readonly Rule[] = [
  {
    id: "warfarin-inr-unmonitored",
    family: FindingFamily.drugLab,
    severity: Severity.moderate,
    problem: "Anticoagulation",
    title: "Warfarin with no recent INR",
    clinician:
      "{med} with {gap}. The warfarin label calls for regular INR monitoring in everyone treated, because medicines, diet and other factors change the INR and bleeding is more likely at a high one; age 65 or over and other medicines that affect bleeding add to the risk.{adders}",
    patient:
      "You take warfarin. Its dose is guided by a regular blood test called the INR, and your record has no recent INR result. Please contact your doctor or anticoagulation clinic soon to have it checked.",
    nextSteps: [
      "Check the INR now and confirm who doses the warfarin and when the next INR is due",
      "Review whether warfarin is still indicated and whether any antiplatelet or NSAID taken with it is needed",
    ],
    patientQuestions: ["When is my next INR test, and who adjusts my warfarin dose?"],
    evidence: ["warfarin-label", "warfarin-sodium-label-2014"],
    keywords: ["warfarin", "inr monitoring", "anticoagulation", "bleeding"],
    match: (ctx) => {
      const meds = ctx.meds("warfarin");
      // Bleeding on warfarin is warfarin-major-bleeding's, which asks for the INR itself.
      if (meds.length === 0 || warfarinBleeding(ctx) !== undefined) return undefined;
      const newest = ctx.anyLab("inr");
      const said = gap(ctx, newest, "INR");
      if (said === undefined) return undefined;
      const adders = ctx.medsOf("aspirin", "clopidogrel", "antiplatelet", "nsaid");
      return {
        refs: ctx.refs(...meds, newest, ...adders),
        values: {
          med: medNames(meds),
          gap: said,
          adders: adders.length > 0 ? ` Also taken: ${medNames(adders)}.` : "",
        },
      };
    },
  },
  {
    id: "digoxin-raiser-no-level",
    family: FindingFamily.drugLab,
    severity: Severity.moderate,
    problem: "Digoxin treatment",
    title: "Digoxin with a medicine that raises its level, and no recent digoxin level",
    clinician:
      "{digoxin} with {raisers}, which raise serum digoxin (verapamil by 50–75% on the digoxin label; most of these block the P-glycoprotein pump that clears digoxin), and {gap}. For a rise above 50%, the label advises measuring the level before the other medicine is started, reducing the digoxin dose by about 30–50% or changing its frequency, and continued monitoring; advanced age and impaired kidney function also predispose to toxicity.{age}",
    patient:
      "You take digoxin together with {raisersPlain}, which can raise the amount of digoxin in your blood. A blood test of the digoxin level helps your doctor check that the dose is still right. Ask your doctor about it at your next visit, and sooner if you feel sick, see changes in your vision or notice a slow or uneven heartbeat.",
    nextSteps: [
      "Check a digoxin level (just before the next dose or at least 6–8 hours after the last), with potassium and kidney function, and review the digoxin dose",
    ],
    patientQuestions: ["Is my digoxin dose right with my other medicines?"],
    evidence: ["lanoxin-label", "ccjm-digoxin-interactions-table"],
    keywords: ["digoxin", "digoxin level", "verapamil", "amiodarone", "drug interaction"],
    match: (ctx) => {
      const digoxin = ctx.meds("digoxin");
      if (digoxin.length === 0) return undefined;
      const raisers = ctx.model.medications.filter((m) => m.active && DIGOXIN_RAISER.test(m.name));
      if (raisers.length === 0) return undefined;
      // Below eGFR 30 digoxin-low-egfr-no-level asks for the level; suspected toxicity is digoxin-toxicity-interaction's.
      const egfr = ctx.value("egfr");
      if (egfr !== undefined && egfr < 30) return undefined;
      const newest = ctx.model.labs
        .filter((o) => DIGOXIN_RESULT.test(o.name))
        .sort((a, b) => (b.time ?? 0) - (a.time ?? 0))[0];
      const said = gap(ctx, newest, "digoxin level");
      if (said === undefined) return undefined;
      const names = [...new Set(raisers.flatMap((m) => m.name.match(DIGOXIN_RAISER)?.[0]?.toLowerCase() ?? []))];
      return {
        refs: ctx.refs(...digoxin, ...raisers, newest),
        values: {
          digoxin: medNames(digoxin),
          raisers: medNames(raisers),
          raisersPlain: names.join(" and "),
          gap: said,
          age: ctx.age !== undefined && ctx.age >= 80 ? ` The patient is ${ctx.age}.` : "",
        },
      };
    },
  },
];
