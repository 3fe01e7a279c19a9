import { FindingFamily, type LabObservation, Severity } from "../model.ts";
import type { RuleContext } from "./context.ts";
import type { Rule, RuleMatch } from "./types.ts";

/*
 * A semen analysis below the reference values (review 14, hormones case 15: a first analysis with
 * concentration, motility and morphology each just below range came out as three bare lines, "Your
 * normal forms is lower than the usual range", with no word on what happens next). Where each point
 * was read: the seenAt of "nice-cg156-fertility".
 * - Semen analysis uses the WHO laboratory manual's methods and reference values; NICE defines mild
 *   male factor infertility on two or more analyses with a value below the 5th centile, so one
 *   abnormal analysis is confirmed by a repeat, about 3 months later (one cycle of sperm production).
 * - No sperm at all (azoospermia) is worked up further: FSH, LH and testosterone, with karyotype.
 */

/** Semen results by name: the catalogue holds none of them. */
const PARAMETERS: readonly { re: RegExp; label: string }[] = [
  { re: /\bsperm\s+(?:concentration|count|density)\b|\btotal\s+sperm\s+(?:number|count)\b/i, label: "concentration" },
  { re: /\b(?:total|progressive)\s+motility\b|\bmotil(?:ity|e)\b/i, label: "motility" },
  { re: /\bnormal\s+(?:forms|morphology)\b|\bmorphology\b/i, label: "morphology (normal forms)" },
  { re: /\b(?:semen|ejaculate)\s+volume\b/i, label: "volume" },
];
const AZOOSPERMIA = /\b(?:azoospermi\w*|no\s+sperm\w*\s+seen)\b/i;

const isLowResult = (o: LabObservation) => o.status === "low" || o.status === "critical-low";

function semenAnalysis(ctx: RuleContext): RuleMatch | undefined {
  if (ctx.sex === "female") return undefined;
  const rows = PARAMETERS.flatMap(({ re, label }) => {
    const obs = ctx.model.labs
      .filter((o) => o.analyteId === undefined && re.test(o.name))
      .sort((a, b) => (b.time ?? 0) - (a.time ?? 0));
    return obs.length > 0 ? [{ label, obs }] : [];
  });
  const low = rows.filter((r) => isLowResult(r.obs[0]!));
  if (low.length === 0) return undefined;
  const latest = low.map((r) => r.obs[0]!);
  const azoospermia = latest.some(
    (o) => AZOOSPERMIA.test(`${o.rawValue} ${o.notes ?? ""}`) || (o.value.kind === "number" && o.value.value === 0),
  );
  // An earlier analysis also below range makes it the confirmed pattern NICE defines, not a first result.
  const repeated = low.some((r) => r.obs.slice(1).some(isLowResult));
  return {
    refs: ctx.refs(...latest),
    values: {
      low: latest.map((o, i) => `${low[i]!.label} ${ctx.show(o)}`).join(", "),
      status: repeated
        ? "An earlier analysis was also below range, so this meets NICE's definition of male factor infertility on two or more analyses."
        : "One analysis does not define male factor infertility: NICE defines it on two or more analyses, so this one is repeated, about 3 months later (one cycle of sperm production).",
      patientStatus: repeated
        ? "As an earlier test was also below range, the next step is a fertility assessment for you and your partner together."
        : "One test is not enough to be sure, so it is usually repeated in about 3 months, the time the body takes to make new sperm.",
    },
    ...(azoospermia && {
      severity: Severity.moderate,
      clinicianExtra:
        "No sperm were seen: check FSH, LH and testosterone and consider karyotype, with specialist referral.",
    }),
    nextSteps: [
      repeated
        ? "Refer the couple for fertility assessment together"
        : "Repeat the semen analysis about 3 months after this one, in a laboratory using WHO methods",
      ...(azoospermia
        ? ["Azoospermia: FSH, LH, testosterone and karyotype; refer to a male fertility specialist"]
        : []),
    ],
  };
}

export const SEMEN_ANALYSIS_RULES: readonly Rule[] = [
  {
    id: "semen-analysis-below-reference",
    family: FindingFamily.pattern,
    severity: Severity.low,
    problem: "Fertility",
    title: "Semen analysis below the reference values",
    clinician: "Semen analysis below the WHO-based reference values: {low}. {status}",
    patient:
      "Your semen test shows some results below the usual range (how many sperm there are, how well they move or their shape). {patientStatus}",
    nextSteps: ["Repeat the semen analysis about 3 months after this one"],
    patientQuestions: ["When should I repeat the semen test, and is there anything I can do before it?"],
    evidence: ["nice-cg156-fertility"],
    keywords: ["semen analysis", "male infertility", "oligozoospermia", "asthenozoospermia"],
    match: semenAnalysis,
  },
];
