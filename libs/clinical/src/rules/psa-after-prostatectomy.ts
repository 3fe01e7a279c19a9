import { FindingFamily, Severity, type TrendPoint } from "../model.ts";
import { formatNumber } from "../text.ts";
import type { RuleContext } from "./context.ts";
import { statedMention } from "./notes.ts";
import type { Rule, RuleMatch } from "./types.ts";

/*
 * After a radical prostatectomy the population range (<4.0) says nothing (review 13 oncology, case 05: 0.03 → 0.11 → 0.24 µg/L after a robotic
 * prostatectomy, flagged "normal" by the lab, got only a low rising-trend line).
 * - EAU definition of biochemical recurrence after prostatectomy, seen as a table in a 2023
 *   review (nature.com s41391-023-00712-z, table 1): a PSA of 0.2 ng/mL with a confirmatory value
 *   of 0.2 or more.
 * - EAU BCR risk groups (Tilki et al., Eur Urol 2019, abstract on endourology.ph): the high-risk
 *   group had more metastasis and prostate cancer death, and salvage radiotherapy given below a PSA
 *   of 0.5 ng/mL was highly protective. A short PSA doubling time predicted distant spread in a
 *   brachytherapy series (Stock 2008); the one-year cut-off is the review's reading of the EAU
 *   grouping, not seen in a primary copy, so the text says only "a higher risk of spread".
 */

/** PSA (ng/mL) from which a rise after prostatectomy is biochemical recurrence. */
const BCR_PSA = 0.2;
/** A detectable, rising PSA below BCR that is still worth a urology review. */
const DETECTABLE_PSA = 0.1;
/** The doubling time (months) under which the text warns of a higher risk of spread. */
const HIGH_RISK_DOUBLING_MONTHS = 12;
const DAY_MS = 86_400_000;
const MONTH_DAYS = 30.44;

const PROSTATECTOMY = /\b(?:radical |robotic |laparoscopic |retropubic )*prostatectomy\b|\brarp\b|\bralp\b/i;
/** A simple or transurethral operation leaves prostate tissue behind; the rule is not for it. */
const PARTIAL_PROSTATE_SURGERY = /\b(?:simple|transurethral|turp|holep|millin)\b[^.;,]{0,20}prostatectomy|\bturp\b/i;

function prostatectomyMention(ctx: RuleContext): string | undefined {
  const named = ctx.model.conditions.find((c) => PROSTATECTOMY.test(c.name) && !PARTIAL_PROSTATE_SURGERY.test(c.name));
  if (named !== undefined) return named.name;
  if (PARTIAL_PROSTATE_SURGERY.test(ctx.freeText)) return undefined;
  return statedMention(ctx.freeText, PROSTATECTOMY, true);
}

/** Doubling time in months from the last two detectable points, when the PSA rose between them. */
function doublingMonths(a: TrendPoint, b: TrendPoint): number | undefined {
  if (a.value <= 0 || b.value <= a.value || b.time <= a.time) return undefined;
  const days = (b.time - a.time) / DAY_MS;
  return (days * Math.LN2) / Math.log(b.value / a.value) / MONTH_DAYS;
}

function match(ctx: RuleContext): RuleMatch | undefined {
  if (ctx.sex === "female") return undefined;
  const psa = ctx.lab("psa");
  const value = ctx.valueOf(psa);
  if (psa === undefined || value === undefined || value < DETECTABLE_PSA) return undefined;
  const surgery = prostatectomyMention(ctx);
  if (surgery === undefined) return undefined;
  // A rise is what makes it recurrence rather than a stable trace of benign tissue.
  const detectable = (ctx.series("psa")?.points ?? []).filter((p) => p.comparator === undefined && p.value > 0);
  const last = detectable.at(-1);
  const before = detectable.at(-2);
  if (last === undefined || before === undefined || last.value <= before.value) return undefined;
  const months = doublingMonths(before, last);
  const recurrence = value >= BCR_PSA;
  const confirmed = recurrence && before.value >= BCR_PSA;
  const history = detectable
    .slice(-4)
    .map((p) => `${formatNumber(p.value)} (${p.date.slice(0, 10)})`)
    .join(" → ");
  const dt =
    months === undefined
      ? ""
      : ` The PSA doubling time from the last two values is about ${formatNumber(Math.round(months))} months${months < HIGH_RISK_DOUBLING_MONTHS ? "; a doubling time under a year goes with a higher risk of spread" : ""}.`;
  const status = recurrence
    ? confirmed
      ? "This meets the EAU definition of biochemical recurrence (0.2 ng/mL or more, confirmed)."
      : "At 0.2 ng/mL or more and rising, this is biochemical recurrence unless a repeat disagrees (EAU asks for a confirmatory value of 0.2 or more)."
    : "It is below the 0.2 ng/mL recurrence threshold but detectable and rising, which often precedes recurrence.";
  return {
    refs: ctx.refs(psa),
    severity: recurrence ? Severity.high : Severity.moderate,
    values: { psa: ctx.show(psa), surgery: surgery.charAt(0).toLowerCase() + surgery.slice(1), history },
    clinicianExtra: `${status}${dt}`,
    nextSteps: recurrence
      ? [
          "Refer back to urology or clinical oncology promptly (not routine) for biochemical recurrence after prostatectomy",
          "Repeat the PSA to confirm the rise and to measure the doubling time",
          "Specialist team to discuss staging with PSMA PET-CT and early salvage radiotherapy, which works best while the PSA is still low (below 0.5 ng/mL)",
        ]
      : [
          "Repeat the PSA in about 3 months and tell the urology team that it is detectable and rising",
          "Refer back to urology if it reaches 0.2 ng/mL or keeps rising",
        ],
  };
}

export const PSA_AFTER_PROSTATECTOMY_RULES: readonly Rule[] = [
  {
    id: "psa-rising-after-prostatectomy",
    family: FindingFamily.pattern,
    severity: Severity.high,
    problem: "Rising PSA after prostatectomy",
    title: "PSA detectable and rising after radical prostatectomy",
    clinician:
      "PSA {psa} after {surgery}: {history}. After the prostate has been removed the laboratory's population range does not apply: recurrence is judged from 0.2 ng/mL (EAU), and a detectable PSA that keeps rising points to prostate cancer left behind or returning.",
    patient:
      "After your prostate operation your PSA is expected to stay very low. It is now measurable and going up, which can mean the prostate cancer has come back. This is often still treatable, and treatment works best when the PSA is low, so your urology or cancer team should see you soon. The normal range on the lab report does not apply after this operation.",
    nextSteps: ["Refer back to urology or clinical oncology"],
    patientQuestions: ["Does my rising PSA mean the cancer has come back, and would radiotherapy now help?"],
    evidence: ["eau-2023-bcr-definition-table", "tilki-2019-eau-bcr-risk-groups"],
    keywords: ["psa", "radical prostatectomy", "biochemical recurrence", "salvage radiotherapy", "psa doubling time"],
    match,
  },
];
