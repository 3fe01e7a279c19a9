import { analyteUnits, labById, ruleUnit } from "../catalogue/index.ts";
import { FindingFamily, type LabObservation, Severity } from "../model.ts";
import { formatNumber } from "../text.ts";
import { convert, parseUnit } from "../units.ts";
import { isCensored, type RuleContext } from "./context.ts";
import type { Rule } from "./types.ts";

/*
 * A calculated LDL cholesterol beside very high triglycerides. The Friedewald equation (total minus
 * HDL minus triglycerides / 5 in mg/dL, / 2.2 in mmol/L) is not valid with triglycerides above
 * 4.5 mmol/L (400 mg/dL): it takes too much of the cholesterol to be in VLDL, so the LDL it gives is
 * too low (SUMMARIES["martins-2023-ldl-calculation"]). Such a value passes as a good LDL, even "at
 * target", while the non-HDL cholesterol (total minus HDL), which needs no equation, is high
 * (SUMMARIES["nice-cg181-lipid-modification"], ["eas-eflm-2019-atherogenic-lipoproteins"]).
 *
 * Which LDL counts as calculated: its name or code says so (calc, calculated, Friedewald,
 * Martin-Hopkins, estimated; LOINC 13457-7). The Sampson (NIH) equation holds up to 9 mmol/L
 * (800 mg/dL), so an LDL named for it is questioned only above that. A direct LDL (LOINC 18262-6,
 * "direct", "measured") is not, nor a calculated one when a direct LDL of the same day is there.
 * An LDL whose method is not given is also questioned, more softly (low severity, "if it was
 * calculated"): most laboratories calculate LDL, the note costs little when it was measured, and a
 * falsely low LDL left unremarked can stop treatment that is needed.
 *
 * The 2026 ACC/AHA dyslipidemia guideline recommends the Martin/Hopkins or Sampson/NIH equation over
 * Friedewald (FACTS_SEEN["acc-aha-2026-dyslipidemia"]), so a laboratory still reporting Friedewald,
 * or not saying, is asked about its equation as well.
 */

type LdlMethod = "direct" | "sampson" | "calculated" | "unknown";

const LOINC_LDL_CALCULATED = "13457-7";
const LOINC_LDL_DIRECT = "18262-6";

function ldlMethod(obs: LabObservation): LdlMethod {
  const code = obs.code?.trim();
  const name = obs.name.toLowerCase();
  if (code === LOINC_LDL_DIRECT || /\bdirect\b|\bmeasured\b|\bdldl\b/.test(name)) return "direct";
  if (/\bnih\b|\bsampson\b/.test(name)) return "sampson";
  if (code === LOINC_LDL_CALCULATED || /\bcalc\w*|\bfriedewald\b|\bmartin\b|\bhopkins\b|\bestimated\b/.test(name))
    return "calculated";
  return "unknown";
}

/** The triglyceride limits of the equations, as published in each unit. */
const LIMITS = {
  friedewald: { mgDl: 400, mmolL: 4.5 },
  sampson: { mgDl: 800, mmolL: 9 },
} as const;

/** Whether a triglyceride result is above a limit, read in the result's own unit system. */
function tgAbove(ctx: RuleContext, obs: LabObservation, limit: { mgDl: number; mmolL: number }): boolean | undefined {
  const value = ctx.valueOf(obs);
  if (value === undefined) return undefined;
  const def = labById("triglycerides");
  const target = ruleUnit(def);
  const si = parseUnit(obs.unit)?.dim === "mol/vol";
  const mmol = parseUnit("mmol/L");
  const mgdl = parseUnit("mg/dL");
  if (!target || !mmol || !mgdl) return undefined;
  const bound = si
    ? convert(limit.mmolL, mmol, target, analyteUnits(def))
    : convert(limit.mgDl, mgdl, target, analyteUnits(def));
  return bound === undefined ? undefined : value > bound;
}

export function day(obs: LabObservation): string {
  return obs.date?.slice(0, 10) ?? "";
}

/** A numeric result of a test on a given day (the same panel), newest first; uncensored unless allowed. */
export function sameDay(ctx: RuleContext, id: string, date: string, censored = false): LabObservation | undefined {
  return ctx.labs(id).find((o) => o.standard !== undefined && (censored || !isCensored(o)) && day(o) === date);
}

/** A result as reported, without its date: "9.1 mmol/L". */
function plain(obs: LabObservation): string {
  const v =
    obs.value.kind === "number" ? `${obs.value.comparator ?? ""}${formatNumber(obs.value.value)}` : obs.rawValue;
  return `${v}${obs.unit ? ` ${obs.unit}` : ""}`;
}

/** A non-HDL cholesterol as shown ("3.6 mmol/L"), how it was had, its value in the rule unit, and its unit system. */
export interface NonHdl {
  value: string;
  text: string;
  refs: string[];
  standard: number | undefined;
  si: boolean;
}

/**
 * Non-HDL cholesterol (total minus HDL) from the same panel, in the unit the total was reported in;
 * else a non-HDL the laboratory reported that day.
 */
export function nonHdl(ctx: RuleContext, date: string): NonHdl | undefined {
  const tc = sameDay(ctx, "cholesterol-total", date);
  const hdl = sameDay(ctx, "hdl-c", date);
  if (tc && hdl && tc.value.kind === "number" && hdl.value.kind === "number") {
    const tcUnit = parseUnit(tc.unit);
    const hdlUnit = parseUnit(hdl.unit);
    let diff: number | undefined;
    if (tcUnit && hdlUnit && tcUnit === hdlUnit) diff = tc.value.value - hdl.value.value;
    else {
      const def = labById("cholesterol-total");
      const from = ruleUnit(def);
      const tcValue = ctx.valueOf(tc);
      const hdlValue = ctx.valueOf(hdl);
      if (from && tcUnit && tcValue !== undefined && hdlValue !== undefined)
        diff = convert(tcValue - hdlValue, from, tcUnit, analyteUnits(def));
    }
    if (diff !== undefined && tcUnit) {
      const shown = formatNumber(diff, tcUnit.dim === "mol/vol" ? 1 : 0);
      const tcStandard = ctx.valueOf(tc);
      const hdlStandard = ctx.valueOf(hdl);
      return {
        value: `${shown} ${tc.unit}`,
        text: `${shown} ${tc.unit} (total ${plain(tc)} minus HDL ${plain(hdl)})`,
        refs: [tc.ref, hdl.ref],
        standard: tcStandard === undefined || hdlStandard === undefined ? undefined : tcStandard - hdlStandard,
        si: tcUnit.dim === "mol/vol",
      };
    }
  }
  const reported = sameDay(ctx, "non-hdl-c", date);
  return reported
    ? {
        value: plain(reported),
        text: `${plain(reported)} as reported`,
        refs: [reported.ref],
        standard: ctx.valueOf(reported),
        si: parseUnit(reported.unit)?.dim === "mol/vol",
      }
    : undefined;
}

const ADULT_STEPS = [
  "Judge the LDL-lowering need on non-HDL cholesterol (and apoB where available), not on this LDL",
  "If an LDL value is needed, ask the laboratory for a direct LDL, ideally on a fasting sample once the triglycerides are lower",
];

export const LIPID_RULES: readonly Rule[] = [
  {
    id: "ldl-calculated-high-triglycerides",
    family: FindingFamily.pattern,
    severity: Severity.moderate,
    problem: "Cholesterol",
    title: "{title}",
    clinician: "LDL cholesterol {ldl} {lead} {nonHdl}{apob}",
    patient:
      "{patientLead} does not work well when triglycerides (a blood fat) are as high as yours, so your real LDL is probably higher than the report shows.{patientNonHdl} Your doctor may use that number instead, or ask for LDL to be measured directly.",
    nextSteps: ADULT_STEPS,
    patientQuestions: ["Should my cholesterol be judged on my non-HDL cholesterol instead of my LDL?"],
    evidence: [
      "martins-2023-ldl-calculation",
      "nice-cg181-lipid-modification",
      "eas-eflm-2019-atherogenic-lipoproteins",
      "acc-aha-2026-dyslipidemia",
    ],
    keywords: ["friedewald", "calculated ldl", "non-hdl cholesterol", "hypertriglyceridemia", "apolipoprotein b"],
    match: (ctx) => {
      const all = ctx.labs("ldl-c");
      const latest = all[0];
      if (latest === undefined) return undefined;
      const date = day(latest);
      const panel = all.filter((o) => day(o) === date && o.value.kind === "number");
      // A direct LDL of the same panel answers the question already.
      if (panel.length === 0 || panel.some((o) => ldlMethod(o) === "direct")) return undefined;
      const tg = sameDay(ctx, "triglycerides", date, true);
      if (tg === undefined) return undefined;
      const ldl = panel.find((o) => {
        const method = ldlMethod(o);
        return tgAbove(ctx, tg, method === "sampson" ? LIMITS.sampson : LIMITS.friedewald) === true;
      });
      if (ldl === undefined) return undefined;
      const method = ldlMethod(ldl);
      const limit = method === "sampson" ? LIMITS.sampson : LIMITS.friedewald;
      const si = parseUnit(tg.unit)?.dim === "mol/vol";
      const limitText = si ? `${formatNumber(limit.mmolL)} mmol/L` : `${limit.mgDl} mg/dL`;
      const equation = method === "sampson" ? "the Sampson (NIH) equation" : "a calculated LDL (Friedewald)";
      const known = method !== "unknown";
      const lead = known
        ? `is calculated, and triglycerides on the same sample are ${ctx.show(tg)}, above ${limitText}, where ${equation} is not valid: it underestimates LDL, so this value may look falsely reassuring.`
        : `does not say how it was obtained; triglycerides on the same sample are ${ctx.show(tg)}, above ${limitText}. If this LDL was calculated (as most are), it is not valid at this level and underestimates LDL.`;
      const nh = nonHdl(ctx, date);
      const apob = sameDay(ctx, "apob", date);
      const nonHdlText = nh
        ? `Use non-HDL cholesterol instead: ${nh.text}.`
        : "Use non-HDL cholesterol (total minus HDL) instead; total and HDL cholesterol of the same sample are not available to give it.";
      const patientNonHdl = nh ? ` Your non-HDL cholesterol, which needs no formula, is ${nh.value}.` : "";
      // Under 18 the adult LDL-lowering framing does not apply (paediatric review 10).
      const minor = ctx.age !== undefined && ctx.age < 18;
      const equationStep =
        method === "sampson" || /\bmartin\b|\bhopkins\b/.test(ldl.name.toLowerCase())
          ? []
          : ["Ask the laboratory whether it can report LDL by the Martin/Hopkins or Sampson (NIH) equation instead"];
      return {
        refs: ctx.refs(ldl, tg, apob).concat(nh?.refs ?? []),
        ...(known ? {} : { severity: Severity.low }),
        nextSteps: [
          ...(minor
            ? [
                "Read the cholesterol on non-HDL cholesterol, not on this LDL",
                "If an LDL value is needed, ask the laboratory for a direct LDL, ideally on a fasting sample once the triglycerides are lower",
              ]
            : ADULT_STEPS),
          ...equationStep,
        ],
        values: {
          title: known
            ? `Calculated LDL not valid with triglycerides above ${limitText}`
            : `LDL may be unreliable with triglycerides above ${limitText}`,
          ldl: ctx.show(ldl),
          lead,
          nonHdl: nonHdlText,
          apob: apob ? ` ApoB on the same sample: ${ctx.show(apob)}.` : "",
          patientLead: known
            ? 'Your LDL ("bad") cholesterol was worked out with a formula that'
            : 'If your LDL ("bad") cholesterol was worked out with a formula, as it usually is, that formula',
          patientNonHdl,
        },
      };
    },
  },
];
