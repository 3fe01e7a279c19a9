import { FindingFamily, type LabObservation, Severity } from "../model.ts";
import type { RuleContext } from "./context.ts";
import { transplantRecorded } from "./transplant-recipient.ts";
import type { Rule, RuleMatch } from "./types.ts";

/*
 * A rising cytomegalovirus (CMV) viral load after an organ transplant (review 21, transplant case
 * 06: weekly plasma CMV PCR going from undetectable to 8400 IU/mL two months after a kidney
 * transplant, prophylaxis stopped early, read only as "above the reference range"). The American
 * Society of Transplantation guideline makes quantitative CMV PCR the test that guides pre-emptive
 * treatment, treats CMV DNA above a predefined threshold with valganciclovir or intravenous
 * ganciclovir, and names a seronegative recipient of a seropositive donor (D+/R−) as at highest
 * risk (SUMMARIES["ast-2019-cmv-sot"]). The threshold is the transplant centre's and its assay's, so
 * the rule names no number: a detectable load that has risen goes to the transplant team.
 */

/** A CMV DNA test (PCR, viral load, NAT), not a CMV antibody. */
const CMV = /\b(?:cmv|cytomegalovirus)\b/i;
const DNA_TEST = /\b(?:dna|pcr|viral\s+load|q?nat|naat|quantitative)\b/i;

/** A result's copies, 0 when reported below the assay's limit ("<137"). */
function load(obs: LabObservation): number | undefined {
  if (obs.value.kind !== "number") return undefined;
  return obs.value.comparator === "<" || obs.value.comparator === "<=" ? 0 : obs.value.value;
}

function risingCmvAfterTransplant(ctx: RuleContext): RuleMatch | undefined {
  const results = ctx.model.labs
    .filter((o) => CMV.test(o.name) && DNA_TEST.test(o.name) && load(o) !== undefined)
    .sort((a, b) => (a.time ?? 0) - (b.time ?? 0));
  const latest = results[results.length - 1];
  const now = latest === undefined ? undefined : load(latest);
  if (latest === undefined || now === undefined || now === 0 || !transplantRecorded(ctx)) return undefined;
  const earlier = results.slice(0, -1).filter((o) => (o.time ?? 0) < (latest.time ?? 0));
  const previous = earlier[earlier.length - 1];
  const before = previous === undefined ? undefined : load(previous);
  if (previous === undefined || before === undefined || before >= now) return undefined;
  const series = [...earlier.slice(-3), latest].map((o) => ctx.show(o)).join(" → ");
  return {
    refs: ctx.refs(...earlier.slice(-3), latest),
    values: { series, name: latest.name },
  };
}

export const TRANSPLANT_CMV_RULES: readonly Rule[] = [
  {
    id: "transplant-cmv-rising",
    family: FindingFamily.pattern,
    severity: Severity.high,
    problem: "Infection after a transplant",
    title: "Rising CMV viral load after a transplant",
    clinician:
      "{name} has risen after an organ transplant: {series}. CMV DNA above the transplant centre's threshold is treated pre-emptively (valganciclovir or intravenous ganciclovir) to prevent CMV disease; the threshold depends on the centre and the assay. A seronegative recipient of a seropositive donor (D+/R−) is at highest risk.",
    patient:
      "Your blood test for cytomegalovirus (CMV), a common virus that can cause illness after a transplant, shows the amount of virus going up. Your transplant team usually treats this early with an antiviral medicine. Contact them today.",
    nextSteps: [
      "Contact the transplant team today about the rising CMV viral load: they decide on pre-emptive antiviral treatment",
      "Ask about fever and malaise; check the full blood count, as CMV can lower white cells and platelets",
    ],
    patientQuestions: ["Do I need treatment for CMV?", "Which symptoms should I report?"],
    evidence: ["ast-2019-cmv-sot"],
    keywords: ["cytomegalovirus", "cmv", "viral load", "transplant", "valganciclovir", "pre-emptive therapy"],
    match: risingCmvAfterTransplant,
  },
];
