import { patientPopulations, Population } from "../evidence/populations.ts";
import { formatNumber } from "../text.ts";
import { medNames, type RuleContext } from "./context.ts";
import { type LabObservation, Severity } from "../model.ts";
import type { Rule } from "./types.ts";
import { readsAsUsUnits } from "./uk-record.ts";

/*
 * A modest ALT rise on a statin beside diabetes or obesity (review 15, us-units 10: ALT 88 U/L on
 * Crestor with a BMI of 33). statin-alt-elevated stays silent there, rightly not blaming the statin,
 * so nothing told the patient or the clinician that the statin carries on. NICE (CG181, now NG238)
 * does not exclude people from statin treatment for transaminases raised below 3 times the upper
 * limit, and stops a statin only when they rise to and stay at 3 times or more.
 */

/** Below this multiple of the upper limit the statin is continued (NICE). */
const CONTINUE_BELOW = 3;

/** The statin and the ALT multiple when the rise is modest and fatty liver is the likelier reading. */
function modestRiseOnStatin(ctx: RuleContext): { statins: string; times: number; refs: string[] } | undefined {
  const statins = ctx.meds("statin");
  const alt = ctx.value("alt");
  const uln = ctx.upperLimit("alt");
  if (statins.length === 0 || alt === undefined || uln === undefined || alt <= uln) return undefined;
  const times = alt / uln;
  if (times >= CONTINUE_BELOW) return undefined;
  // The metabolic reasons statin-alt-elevated reads as fatty liver; other masld-risk readings
  // (prediabetes alone) leave that rule to speak about the statin.
  const bmi = ctx.vitals("bmi")[0]?.value;
  const metabolic =
    patientPopulations(ctx).has(Population.diabetes) ||
    ctx.conditions("obesity").length > 0 ||
    (bmi !== undefined && bmi >= 30);
  return metabolic ? { statins: medNames(statins), times, refs: ctx.refs(...statins) } : undefined;
}

/**
 * An ALT at 3 times its upper limit or more on a statin, with the last ALT before the statin was
 * started within its range: the rise followed the start (review 17, us-panels 05: ALT 31 then 142
 * U/L three months into atorvastatin was read as "fatty liver likely" with prediabetes). NICE stops
 * the statin when the rise to 3 times the limit persists.
 */
export function altRiseSinceStatinStart(
  ctx: RuleContext,
): { before: LabObservation; statins: string; start: string; refs: string[] } | undefined {
  const statins = ctx.meds("statin");
  const alt = ctx.value("alt");
  const uln = ctx.upperLimit("alt");
  if (statins.length === 0 || alt === undefined || uln === undefined || alt < CONTINUE_BELOW * uln) return undefined;
  const starts = statins.flatMap((m) => (m.startDate === undefined ? [] : [m.startDate.slice(0, 10)])).sort();
  const start = starts[0];
  if (start === undefined) return undefined;
  const before = ctx.labs("alt").find((o) => o.date !== undefined && o.date.slice(0, 10) < start);
  if (before === undefined || before.status !== "normal") return undefined;
  return { before, statins: medNames(statins), start, refs: ctx.refs(before, ...statins) };
}

/** The fatty-liver rule, saying the statin carries on when the ALT rise is below 3 times its limit. */
export function withStatinContinued(rule: Rule): Rule {
  return {
    ...rule,
    match: (ctx) => {
      const match = rule.match(ctx);
      // A rise that followed the statin's start is the statin finding's to explain first.
      const sinceStart = match && altRiseSinceStatinStart(ctx);
      if (match && sinceStart)
        return {
          ...match,
          refs: [...new Set([...match.refs, ...sinceStart.refs])],
          severity: Severity.low,
          values: {
            ...match.values,
            judgement: `ALT was within its range (${ctx.show(sinceStart.before)}) before ${sinceStart.statins} was started (${sinceStart.start}), so the rise is read with the statin finding first; steatotic liver disease is judged on a repeat ALT`,
            staging: "",
            patientCause: `Your liver test was normal before you started your statin, so your doctor will look at the statin first. Fat in the liver is also possible, and a repeat test will help tell.`,
          },
          nextSteps: [
            "Repeat ALT; if it stays raised once the statin question is settled, assess for steatotic liver disease (FIB-4, liver ultrasound, alcohol intake)",
          ],
        };
      const rise = match && modestRiseOnStatin(ctx);
      if (!match || !rise) return match;
      const join = (a: string | undefined, b: string) => (a ? `${a} ${b}` : b);
      // A US record is not given NICE's threshold as its rule: there the AASLD 2023 guidance it already
      // cites recommends statins across steatotic liver disease (review 35, liver-35 case 04: a Phoenix
      // clinic was told "(NICE)" and cited NICE NG238).
      if (readsAsUsUnits(ctx))
        return {
          ...match,
          refs: [...new Set([...match.refs, ...rise.refs])],
          clinicianExtra: join(
            match.clinicianExtra,
            `On ${rise.statins}: ALT at ${formatNumber(rise.times, 1)}× the upper limit is not a reason to stop the statin, which AASLD 2023 recommends for cardiovascular risk across steatotic liver disease, compensated cirrhosis included; recheck ALT.`,
          ),
          patientExtra: join(
            match.patientExtra,
            "This small rise in a liver test is not a reason to stop your statin, so keep taking it unless your doctor advises otherwise; the test will be checked again.",
          ),
          nextSteps: [...(match.nextSteps ?? rule.nextSteps), "Continue the statin and recheck ALT"],
        };
      return {
        ...match,
        refs: [...new Set([...match.refs, ...rise.refs])],
        clinicianExtra: join(
          match.clinicianExtra,
          `On ${rise.statins}: ALT at ${formatNumber(rise.times, 1)}× the upper limit, below 3×, is not a reason to stop the statin (NICE); recheck ALT, and stop it only if ALT rises to and stays at 3 times the limit or more.`,
        ),
        patientExtra: join(
          match.patientExtra,
          "This small rise in a liver test is not a reason to stop your statin, so keep taking it unless your doctor advises otherwise; the test will be checked again.",
        ),
        nextSteps: [
          ...(match.nextSteps ?? rule.nextSteps),
          "Continue the statin and recheck ALT: a rise below 3 times the upper limit is not a reason to stop it",
        ],
        evidence: [...new Set([...(match.evidence ?? []), "nice-cg181-lipid-modification"])],
      };
    },
  };
}
