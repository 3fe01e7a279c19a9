import { FindingFamily, type LabObservation, type MedicationItem, Severity } from "../model.ts";
import { medNames, type RuleContext, severalMedicines } from "./context.ts";
import type { Rule } from "./types.ts";

/*
 * Aldosterone and renin measured on medicines that change them (review 21, endocrine-pituitary case 06):
 * a man of 49 with resistant hypertension on ramipril, amlodipine and spironolactone had aldosterone
 * 610 pmol/L and renin 48 mU/L sent "to screen for primary aldosteronism", and got two bare "above the
 * reference range" lines. The Endocrine Society (2016) prepares the aldosterone:renin ratio by withdrawing
 * spironolactone, eplerenone, amiloride, triamterene and potassium-wasting diuretics for at least 4 weeks;
 * diuretics, ACE inhibitors, ARBs and dihydropyridine calcium blockers stimulate renin (falsely negative
 * ratios), beta-blockers, methyldopa, clonidine and NSAIDs suppress it (falsely positive ones), and
 * slow-release verapamil, hydralazine, prazosin or doxazosin interfere little (Stowasser et al. 2012).
 */

const ALDOSTERONE = /\baldosterone\b/i;
const RENIN = /\brenin\b/i;
const RATIO = /\bratio\b|\barr\b/i;
/** Withdrawn for at least 4 weeks before the ratio (Endocrine Society 2016). */
const WITHDRAW_4_WEEKS = ["mra", "potassium-sparing", "thiazide", "loop-diuretic"] as const;
/** Stimulate renin: falsely negative ratios. */
const RAISE_RENIN = ["ace-inhibitor", "arb"] as const;
const DIHYDROPYRIDINE = /\b(?:amlodipine|felodipine|nifedipine|lercanidipine|lacidipine|nicardipine|isradipine)\b/i;
/** Suppress renin: falsely positive ratios. */
const SUPPRESS_RENIN = ["beta-blocker", "nsaid"] as const;
const CENTRAL = /\b(?:methyldopa|clonidine)\b/i;

/** The latest result whose name matches `re` and is not a ratio. */
function latestNamed(ctx: RuleContext, re: RegExp): LabObservation | undefined {
  return ctx.model.labs
    .filter((o) => re.test(o.name) && !RATIO.test(o.name))
    .sort((a, b) => (b.time ?? 0) - (a.time ?? 0))[0];
}

/** Medicines listed as started after the sample were not taken at the time of it. */
function takenAt(meds: MedicationItem[], time: number | undefined): MedicationItem[] {
  return meds.filter((m) => {
    const start = Date.parse(m.startDate ?? "");
    return time === undefined || Number.isNaN(start) || start <= time;
  });
}

const unique = (meds: MedicationItem[]) => meds.filter((m, i) => meds.findIndex((x) => x.ref === m.ref) === i);

export const ALDOSTERONE_RENIN_MEDICINE_RULES: readonly Rule[] = [
  {
    id: "aldosterone-renin-on-interfering-medicines",
    family: FindingFamily.drugLab,
    severity: Severity.low,
    problem: "Blood pressure",
    title: "Aldosterone and renin measured on medicines that change them: not a readable screen",
    clinician:
      "Aldosterone {aldosterone} and renin {renin} were measured while taking {meds}. {effects} Taken this way, the results neither confirm nor exclude primary aldosteronism.",
    patient:
      "Your aldosterone and renin were measured while you take {meds}. Some of these medicines change both hormones, so this result cannot show whether your adrenal glands make too much aldosterone. If the test is still needed, your doctor may repeat it after changing some medicines for a few weeks. Do not stop any medicine on your own.",
    nextSteps: [
      "If the screen is still wanted, repeat it after withdrawing the interfering medicines where feasible (mineralocorticoid antagonists, amiloride, triamterene and other diuretics for at least 4 weeks; others for at least 2 weeks), with potassium corrected",
      "While they are withdrawn, control blood pressure with agents that interfere little: slow-release verapamil, hydralazine, prazosin or doxazosin",
    ],
    patientQuestions: ["Should my aldosterone and renin test be repeated after a change of medicines?"],
    evidence: ["endosoc-2016-primary-aldosteronism", "stowasser-2012-arr-factors"],
    keywords: ["aldosterone renin ratio", "primary aldosteronism", "spironolactone", "ace inhibitor", "renin"],
    match: (ctx) => {
      const aldosterone = latestNamed(ctx, ALDOSTERONE);
      const renin = latestNamed(ctx, RENIN);
      if (aldosterone === undefined || renin === undefined) return undefined;
      const time = Math.max(aldosterone.time ?? 0, renin.time ?? 0) || undefined;
      const active = ctx.model.medications.filter((m) => m.active);
      const withdraw = takenAt(ctx.medsOf(...WITHDRAW_4_WEEKS), time);
      const raise = takenAt(
        unique([...ctx.medsOf(...RAISE_RENIN), ...active.filter((m) => DIHYDROPYRIDINE.test(m.name))]),
        time,
      ).filter((m) => !withdraw.includes(m));
      const suppress = takenAt(
        unique([...ctx.medsOf(...SUPPRESS_RENIN), ...active.filter((m) => CENTRAL.test(m.name))]),
        time,
      );
      const all = unique([...withdraw, ...raise, ...suppress]);
      if (all.length === 0) return undefined;
      const effects = [
        withdraw.length > 0
          ? `The Endocrine Society withdraws ${medNames(withdraw)} for at least 4 weeks before an aldosterone:renin ratio, since ${severalMedicines(withdraw) ? "they stimulate" : "it stimulates"} renin.`
          : "",
        raise.length > 0
          ? `${medNames(raise)} ${severalMedicines(raise) ? "stimulate" : "stimulates"} renin and can make the ratio falsely negative.`
          : "",
        suppress.length > 0
          ? `${medNames(suppress)} ${severalMedicines(suppress) ? "suppress" : "suppresses"} renin and can make the ratio falsely positive.`
          : "",
      ]
        .filter(Boolean)
        .join(" ");
      return {
        refs: ctx.refs(aldosterone, renin, ...all),
        values: {
          aldosterone: ctx.show(aldosterone),
          renin: ctx.show(renin),
          meds: medNames(all),
          effects,
        },
      };
    },
  },
];
