import { FindingFamily, Severity } from "../model.ts";
import { formatNumber } from "../text.ts";
import { medNames, type RuleContext } from "./context.ts";
import type { Rule, RuleMatch } from "./types.ts";

/*
 * A PSA rising during androgen deprivation for prostate cancer (review 20, oncology-survivorship
 * case 06: metastatic disease on degarelix, PSA 0.6 → 1.5 → 3.4 µg/L with testosterone 0.4 nmol/L,
 * flagged "normal" by the lab, got only a low rising-trend line and a line asking for the
 * testosterone to be repeated). On treatment the PSA is a measure of response, not a screening
 * test, and the population range says nothing.
 * - EAU definition of castration resistance (quoted in a South African CPD course page, seen
 *   2026-11-29; agreeing secondary summaries on droracle.ai): castrate serum testosterone below
 *   1.7 nmol/L (50 ng/dL) with biochemical progression, three consecutive PSA rises at least a week
 *   apart giving two 50% increases over the nadir; the summaries add a PSA more than 2 ng/mL above
 *   the nadir (PCWG2), confirmed by a second value three or more weeks later.
 * - PCWG 2008 PSA progression (Table 2 of J Clin Oncol 2009;27:2450, seen 2026-11-29): a rise of 25%
 *   or more and 2 ng/mL or more above the nadir.
 * The rule says "may be becoming resistant" and leaves the confirmation to the cancer team.
 */

/** PSA rise above the nadir (ng/mL) from which the progression is plain on two values. */
const CLEAR_RISE_ABOVE_NADIR = 2;
/** Castrate level of total testosterone in the rule unit (ng/dL; 1.7 nmol/L). */
const CASTRATE_NG_DL = 50;

function match(ctx: RuleContext): RuleMatch | undefined {
  if (ctx.sex === "female") return undefined;
  const adt = ctx.meds("androgen-deprivation");
  if (adt.length === 0) return undefined;
  const psa = ctx.lab("psa");
  const points = (ctx.series("psa")?.points ?? []).filter((p) => p.comparator === undefined);
  const last = points.at(-1);
  const before = points.at(-2);
  if (psa === undefined || last === undefined || before === undefined || last.value <= before.value) return undefined;
  const nadir = Math.min(...points.map((p) => p.value));
  const twoRises = points.length >= 3 && before.value > points.at(-3)!.value;
  const clear = last.value - nadir >= CLEAR_RISE_ABOVE_NADIR;
  // One small rise can be noise; two rises in a row, or a clear rise over the nadir, is a trend.
  if (!twoRises && !clear) return undefined;
  const t = ctx.lab("testosterone-total");
  const tValue = ctx.valueOf(t);
  const castrate = t !== undefined && tValue !== undefined && tValue < CASTRATE_NG_DL;
  const history = points
    .slice(-4)
    .map((p) => `${formatNumber(p.value)} (${p.date.slice(0, 10)})`)
    .join(" → ");
  return {
    refs: ctx.refs(psa, castrate ? t : undefined, ...adt),
    severity: clear ? Severity.high : Severity.moderate,
    values: { meds: medNames(adt), history, nadir: formatNumber(nadir) },
    clinicianExtra: castrate
      ? `Testosterone ${ctx.show(t)} is at castrate level (below 1.7 nmol/L), so a rise that is confirmed meets the EAU picture of castration-resistant disease.`
      : "No castrate-level testosterone is on record: measure testosterone, as a rising PSA without castrate testosterone points to incomplete suppression rather than resistance.",
    ...(castrate
      ? {}
      : { nextSteps: ["Measure total testosterone", "Tell the urology or oncology team about the rise"] }),
  };
}

/** Whether the PSA is rising on androgen deprivation as this rule reads it (psa-elevated steps aside for it). */
export const psaRisingOnAdt = (ctx: RuleContext): boolean => match(ctx) !== undefined;

export const PSA_ON_ADT_RULES: readonly Rule[] = [
  {
    id: "psa-rising-on-adt",
    family: FindingFamily.pattern,
    severity: Severity.moderate,
    problem: "Rising PSA on hormone therapy for prostate cancer",
    title: "PSA rising during androgen deprivation for prostate cancer",
    clinician:
      "PSA rising on {meds}: {history} (lowest on record {nadir}). During androgen deprivation the PSA measures response to treatment and the laboratory's population range does not apply; a PSA that keeps rising may mean the cancer is becoming resistant to hormone therapy (castration-resistant).",
    patient:
      "Your PSA has gone up while you are on hormone treatment for prostate cancer. On this treatment the PSA shows how well it is working, so the normal range on the lab report does not apply. A rising PSA can mean the cancer is starting to grow despite the treatment, and there are further treatments for this, so your cancer team should know soon. Keep taking your hormone treatment unless they tell you otherwise.",
    nextSteps: [
      "Tell the urology or oncology team promptly (not routine) about the rising PSA",
      "Repeat the PSA to confirm the rise, as the specialist team advises",
    ],
    patientQuestions: ["Does my rising PSA mean my hormone treatment is working less well, and what comes next?"],
    evidence: ["jco-2009-psa-progression-definitions", "eau-crpc-definition"],
    keywords: ["psa", "androgen deprivation therapy", "castration-resistant prostate cancer", "psa progression"],
    match,
  },
];
