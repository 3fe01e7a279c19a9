import { analyteUnits, labById, ruleUnit } from "../catalogue/index.ts";
import { FindingFamily, type LabObservation, Severity } from "../model.ts";
import { formatNumber } from "../text.ts";
import { convert, parseUnit } from "../units.ts";
import { veryHighRiskAscvd } from "./ascvd-very-high-risk.ts";
import { medNames, type RuleContext } from "./context.ts";
import { day, nonHdl, type NonHdl, sameDay } from "./lipids.ts";
import { LDL_SECONDARY_GOAL, LDL_VERY_HIGH_RISK_GOAL } from "./patterns.ts";
import { maximalStatin } from "./statin-intensity.ts";
import type { Rule, RuleMatch } from "./types.ts";
import { veryOldOrFrail } from "./very-old-age.ts";

/*
 * Non-HDL cholesterol above its goal while LDL cholesterol is at goal, in established vascular
 * disease (review 18, lipids-2 cases 01, 04). With raised triglycerides (diabetes, metabolic
 * syndrome, alcohol, obesity) much of the atherogenic cholesterol rides in triglyceride-rich
 * remnants that LDL-C does not count; non-HDL-C (total minus HDL) does. The LDL-C goal finding
 * (ldl-above-goal-ascvd) was silent, so the panel read as "at goal".
 *
 * Which goal, by the units the panel was reported in:
 *  - mg/dL: the 2026 ACC/AHA dyslipidemia guideline's non-HDL-C goals, below 100 mg/dL in
 *    secondary prevention and below 85 mg/dL at very high risk (FACTS_SEEN["acc-aha-2026-dyslipidemia"]);
 *    they were seen in mg/dL only, so they are not converted for an SI report.
 *  - mmol/L: NICE NG238's secondary-prevention target, non-HDL-C 2.6 mmol/L or less. NICE gives it
 *    for use where LDL-C is not requested or calculated (FACTS_SEEN["nice-cg181-lipid-modification"]),
 *    so with an LDL-C on the panel it is named only beside raised triglycerides, where a calculated
 *    LDL-C leaves out the remnant cholesterol, and then at low priority: NICE's LDL-C target is met.
 * With persistent triglycerides of 150 mg/dL (1.7 mmol/L) or more the 2026 guideline manages
 * secondary causes with lifestyle first, and with ASCVD and LDL-C and non-HDL-C above the very-high-
 * risk goals on a maximally tolerated statin it intensifies LDL-lowering; NICE NG238 names the
 * common secondary causes (excess alcohol, uncontrolled diabetes, hypothyroidism, liver disease,
 * nephrotic syndrome).
 */

const ACC_AHA_MG_DL = { secondary: 100, veryHigh: 85 } as const;
const NICE_MMOL_L = 2.6;
const TG_RAISED = { mgDl: 150, mmolL: 1.7 } as const;

/** A cholesterol figure in the rule unit. */
function inRuleUnit(value: number, unit: "mg/dL" | "mmol/L"): number | undefined {
  const def = labById("non-hdl-c");
  const from = parseUnit(unit);
  const target = ruleUnit(def);
  return from && target ? convert(value, from, target, analyteUnits(def)) : undefined;
}

/** Whether a triglyceride result is raised, read in its own unit system. */
function tgRaised(ctx: RuleContext, tg: LabObservation | undefined): boolean {
  const value = ctx.valueOf(tg);
  if (tg === undefined || value === undefined) return false;
  const def = labById("triglycerides");
  const si = parseUnit(tg.unit)?.dim === "mol/vol";
  const from = parseUnit(si ? "mmol/L" : "mg/dL");
  const target = ruleUnit(def);
  const bound =
    from && target ? convert(si ? TG_RAISED.mmolL : TG_RAISED.mgDl, from, target, analyteUnits(def)) : undefined;
  return bound !== undefined && value >= bound;
}

/** The newest lipid panel's date: of the newest total cholesterol or reported non-HDL. */
function panelDate(ctx: RuleContext): string | undefined {
  const newest = [ctx.labs("cholesterol-total")[0], ctx.labs("non-hdl-c")[0]]
    .filter((o): o is LabObservation => o !== undefined)
    .map(day)
    .sort()
    .pop();
  return newest === "" ? undefined : newest;
}

const EZETIMIBE = /\bezetimib|\bvytorin\b|\binegy\b/i;
const PCSK9 = /\bevolocumab\b|\balirocumab\b|\brepatha\b|\bpraluent\b|\binclisiran\b|\bleqvio\b/i;

function taking(ctx: RuleContext, drug: RegExp): boolean {
  return ctx.model.medications.some((m) => m.active && drug.test(m.name));
}

function intensifyStep(ctx: RuleContext, veryHigh: boolean, goal: string, raisedTg: boolean): string {
  const statins = ctx.meds("statin");
  const maximal = maximalStatin(ctx);
  const ezetimibe = taking(ctx, EZETIMIBE);
  const addOn = ezetimibe
    ? veryHigh && !taking(ctx, PCSK9)
      ? "a PCSK9 antibody"
      : undefined
    : veryHigh
      ? "ezetimibe and/or a PCSK9 antibody"
      : "ezetimibe";
  const then =
    addOn === undefined
      ? `review further LDL-lowering with a lipid specialist if non-HDL-C stays at or above ${goal}`
      : `add ${addOn} if non-HDL-C stays at or above ${goal}`;
  if (statins.length === 0) return `Start a high-intensity statin; ${then}`;
  if (maximal !== undefined)
    return `Already on a maximal statin (${medNames([maximal])}${maximal.dosage ? ` ${maximal.dosage}` : ""}${ezetimibe ? " with ezetimibe" : ""}): check adherence${raisedTg ? " and address the triglyceride causes" : ""}, then ${then}`;
  const dose = statins.length === 1 && statins[0]?.dosage ? ` ${statins[0].dosage}` : "";
  return `Raise the statin (${medNames(statins)}${dose}) to the highest tolerated intensity; ${then}`;
}

const SECONDARY_CAUSES_STEP =
  "Look for secondary causes of raised triglycerides: excess alcohol, diabetes above target, hypothyroidism (TSH), liver disease and nephrotic syndrome (urine protein)";
const LIFESTYLE_STEP =
  "Lifestyle first for the triglycerides: weight loss if overweight, less alcohol, fewer sugars and refined starches, regular activity";

function match(ctx: RuleContext): RuleMatch | undefined {
  const ascvd = ctx.everHad("ascvd");
  if (ascvd.length === 0 || veryOldOrFrail(ctx) !== undefined) return undefined;
  const date = panelDate(ctx);
  if (date === undefined) return undefined;
  const nh: NonHdl | undefined = nonHdl(ctx, date);
  if (nh?.standard === undefined) return undefined;
  const veryHigh = veryHighRiskAscvd(ctx) !== undefined;
  // An LDL-C above its goal is the LDL finding's point (ldl-above-goal-ascvd).
  const ldl = sameDay(ctx, "ldl-c", date);
  const ldlValue = ctx.valueOf(ldl);
  const latestLdl = ctx.value("ldl-c");
  const ldlGoal = veryHigh ? LDL_VERY_HIGH_RISK_GOAL : LDL_SECONDARY_GOAL;
  if (latestLdl !== undefined && latestLdl >= ldlGoal) return undefined;
  const tg = sameDay(ctx, "triglycerides", date, true);
  const raisedTg = tgRaised(ctx, tg);

  let goal: string;
  let guideline: string;
  let severity: Severity = Severity.moderate;
  const evidence: string[] = [];
  if (nh.si) {
    const bound = inRuleUnit(NICE_MMOL_L, "mmol/L");
    if (bound === undefined || nh.standard <= bound) return undefined;
    if (ldl !== undefined && !raisedTg) return undefined;
    goal = `${formatNumber(NICE_MMOL_L)} mmol/L`;
    guideline =
      ldl !== undefined
        ? `NICE NG238 aims in secondary prevention for LDL-C 2.0 mmol/L or less, which this LDL-C meets, or non-HDL-C ${goal} or less where LDL-C is not used; with raised triglycerides the LDL-C leaves out the cholesterol carried in triglyceride-rich remnants, and non-HDL-C, which counts it, is above that figure.`
        : `NICE NG238 aims in secondary prevention for non-HDL-C ${goal} or less where LDL-C is not measured or calculated.`;
    if (ldl !== undefined) severity = Severity.low;
    evidence.push("nice-cg181-lipid-modification");
  } else {
    const figure = veryHigh ? ACC_AHA_MG_DL.veryHigh : ACC_AHA_MG_DL.secondary;
    const bound = inRuleUnit(figure, "mg/dL");
    if (bound === undefined || nh.standard < bound) return undefined;
    goal = `${figure} mg/dL`;
    guideline = `The 2026 ACC/AHA dyslipidemia guideline sets goals in ${veryHigh ? "very-high-risk ASCVD" : "secondary prevention"} of LDL-C below ${veryHigh ? 55 : 70} mg/dL and non-HDL-C below ${goal}; both count.`;
  }

  const ldlText =
    ldlValue !== undefined && ldl !== undefined
      ? `LDL-C ${ctx.show(ldl)} is at goal, but non-HDL-C is ${nh.text}.`
      : `Non-HDL-C is ${nh.text}; no LDL-C on this panel.`;
  const tgText = raisedTg && tg ? ` Triglycerides are raised at ${ctx.show(tg)}.` : "";
  // The list of secondary causes in the first step is NICE's.
  if (raisedTg && !evidence.includes("nice-cg181-lipid-modification")) evidence.push("nice-cg181-lipid-modification");
  const steps = raisedTg
    ? [SECONDARY_CAUSES_STEP, LIFESTYLE_STEP, intensifyStep(ctx, veryHigh, goal, raisedTg)]
    : [intensifyStep(ctx, veryHigh, goal, raisedTg)];
  return {
    refs: ctx.refs(ldl, tg, ascvd[0]).concat(nh.refs),
    severity,
    values: {
      lead: ldlText,
      condition: ascvd[0]?.name ?? "",
      guideline: `${guideline}${tgText}`,
      patientLead:
        ldl !== undefined
          ? "Your LDL ('bad') cholesterol is at its goal, but your non-HDL cholesterol"
          : "Your non-HDL cholesterol",
    },
    patientExtra: raisedTg
      ? "Your triglycerides (another blood fat) are also raised, which is often why. Less alcohol, fewer sugary foods, losing weight if needed and regular activity bring them down; your doctor may also adjust your cholesterol medicine."
      : "Your doctor may adjust your cholesterol medicine.",
    nextSteps: steps,
    // Triglycerides are asked about only when they are raised (review 21, lipids-21 case 02).
    patientQuestions: [
      raisedTg
        ? "What can I do about my triglycerides and non-HDL cholesterol?"
        : "What can I do to bring my non-HDL cholesterol down?",
    ],
    evidence,
  };
}

/*
 * Primary prevention on a statin, read the UK way (review 18, lipids-2 case 08). NICE NG238 does
 * not set a level in primary prevention: it aims for a fall of more than 40% in non-HDL-C
 * (recommendation 1.6.1), measured about 3 months after starting; if the fall is smaller, adherence,
 * the timing of the dose, diet and lifestyle are checked, and a higher dose is considered below
 * atorvastatin 80 mg at higher risk (NICE's lipid modification algorithm; FACTS_SEEN
 * ["nice-cg181-lipid-modification"]). Read only on an SI panel, where NICE is the likely frame; a US
 * panel is read against the 2026 ACC/AHA goals, which need the PREVENT risk category. The baseline is
 * the last panel on or before the statin's start date, so a record without that date is not read.
 */
const NICE_PRIMARY_FALL = 0.4;
const DAY_MS = 24 * 60 * 60 * 1000;
/** NICE measures at 3 months; a panel from 6 weeks on shows most of a statin's effect. */
const FOLLOW_UP_FROM_DAYS = 42;

function panelDates(ctx: RuleContext): string[] {
  const days = [...ctx.labs("cholesterol-total"), ...ctx.labs("non-hdl-c")].map(day).filter((d) => d !== "");
  return [...new Set(days)].sort();
}

function primaryFallMatch(ctx: RuleContext): RuleMatch | undefined {
  if (ctx.everHad("ascvd").length > 0) return undefined;
  const statin = ctx.meds("statin").find((m) => m.startDate !== undefined);
  const start = statin?.startDate?.slice(0, 10);
  if (statin === undefined || start === undefined) return undefined;
  const dates = panelDates(ctx);
  const baseDate = dates.filter((d) => d <= start).pop();
  const nowDate = dates.filter((d) => Date.parse(d) - Date.parse(start) >= FOLLOW_UP_FROM_DAYS * DAY_MS).pop();
  if (baseDate === undefined || nowDate === undefined) return undefined;
  const base = nonHdl(ctx, baseDate);
  const now = nonHdl(ctx, nowDate);
  if (!base?.si || !now?.si || base.standard === undefined || now.standard === undefined || base.standard <= 0)
    return undefined;
  const fall = (base.standard - now.standard) / base.standard;
  if (fall > NICE_PRIMARY_FALL) return undefined;
  const percent = Math.round(fall * 100);
  const change = percent > 0 ? `a fall of ${percent}%` : "no fall";
  return {
    refs: ctx.refs(statin).concat(base.refs, now.refs),
    values: {
      base: `${base.text} on ${baseDate}`,
      now: `${now.text} on ${nowDate}`,
      statin: `${medNames([statin])}${statin.dosage ? ` ${statin.dosage}` : ""}`,
      start,
      change,
      patientChange: percent > 0 ? `come down by about ${percent}%` : "not come down",
    },
  };
}

export const NON_HDL_GOAL_RULES: readonly Rule[] = [
  {
    id: "non-hdl-above-goal-ascvd",
    family: FindingFamily.pattern,
    severity: Severity.moderate,
    problem: "Cholesterol",
    title: "Non-HDL cholesterol above goal with established vascular disease",
    clinician: "{lead} Established atherosclerotic disease ({condition}). {guideline}",
    patient:
      "{patientLead}, which counts all the cholesterol that can clog arteries, is above the goal for people who have had heart or blood-vessel disease.",
    nextSteps: ["Intensify LDL-lowering until non-HDL-C is at goal"],
    evidence: ["acc-aha-2026-dyslipidemia"],
    keywords: ["non-hdl cholesterol", "secondary prevention", "hypertriglyceridemia", "residual risk"],
    match,
  },
  {
    id: "non-hdl-fall-below-40-primary",
    family: FindingFamily.pattern,
    severity: Severity.moderate,
    problem: "Cholesterol",
    title: "Non-HDL cholesterol fall on a statin short of NICE's 40%",
    clinician:
      "Non-HDL-C {base}, before the statin ({statin}) was started on {start}, and {now}: {change}. For primary prevention NICE NG238 aims for a fall of more than 40% in non-HDL-C.",
    patient:
      "Since you started your statin, your non-HDL cholesterol has {patientChange}. In the UK the aim is a fall of more than 40%. Your doctor may check how you take the statin, talk about food and activity, or suggest a higher dose.",
    nextSteps: [
      "Check adherence and the timing of the dose, and review diet and lifestyle",
      "If the fall stays under 40%, consider raising the dose where it is below atorvastatin 80 mg and the cardiovascular risk is higher; seek specialist advice if eGFR is below 30",
    ],
    patientQuestions: ["Is my statin working well enough, or should the dose change?"],
    evidence: ["nice-cg181-lipid-modification"],
    keywords: ["non-hdl cholesterol", "primary prevention", "statin response", "NICE"],
    match: primaryFallMatch,
  },
];
