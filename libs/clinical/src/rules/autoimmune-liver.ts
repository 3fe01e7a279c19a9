/**
 * Autoimmune liver disease already in the record.
 *
 * A recorded primary biliary cholangitis (PBC) is not suggested as a test again by the liver-test
 * pattern (rules/patterns.ts, liver-injury-pattern): the diagnosis is known.
 */
import { FindingFamily, Severity } from "../model.ts";
import type { RuleContext } from "./context.ts";
import type { Rule, RuleMatch } from "./types.ts";

const PBC = /\bprimary biliary (?:cholangitis|cirrhosis)\b|\bPBC\b/i;

/** A recorded primary biliary cholangitis (any status: it does not resolve); its former name counts. */
export function recordedPbc(ctx: RuleContext): boolean {
  return ctx.model.conditions.some((c) => PBC.test(c.name) || c.code?.toUpperCase().startsWith("K74.3") === true);
}

const UDCA = /ursodeoxychol|ursodiol|\bUDCA\b|ursofalk|urdox/i;
const MS_PER_DAY = 24 * 60 * 60 * 1000;
/** Twelve months of treatment, counted as 365 days. */
const UDCA_YEAR_DAYS = 365;

/**
 * How long the notes say UDCA has been taken ("on ursodiol 13-15 mg/kg/day for 18 months"), in
 * months. A medicine list without start dates (the lab-results API) left PBC with ALP twice the
 * limit after 18 months of UDCA with only a GGT and an ultrasound (review 30b, hepato-30b case 14).
 */
const NOTED_UDCA_DURATION =
  /\b(?:ursodeoxycholic acid|ursodiol|udca|ursofalk|urdox)\b[^.;]{0,40}?\bfor (?:about |over |more than )?(\d+) (month|year)s?\b/;

function notedUdcaMonths(text: string): number | undefined {
  const m = NOTED_UDCA_DURATION.exec(text);
  if (m === null) return undefined;
  return Number(m[1]) * (m[2] === "year" ? 12 : 1);
}

/**
 * A recorded PBC on ursodeoxycholic acid for 12 months or more (from its start date to the date of the
 * alkaline phosphatase result) with the ALP still above the laboratory's upper limit: the response to
 * UDCA is reviewed with hepatology and second-line treatment considered (EASL 2017 PBC guideline; BSG/
 * UK-PBC 2018: UDCA treatment failure leads to consideration of second-line therapy, obeticholic acid
 * and fibrates named as options). No response threshold is quoted: the ones in use differ
 * in their cut-off and time point.
 */
function pbcUdcaInadequate(ctx: RuleContext): RuleMatch | undefined {
  if (!recordedPbc(ctx)) return undefined;
  const alp = ctx.lab("alp");
  const value = ctx.valueOf(alp);
  const upper = ctx.upperLimit("alp");
  if (alp === undefined || value === undefined || upper === undefined || value <= upper) return undefined;
  const measured = Date.parse(alp.date ?? ctx.model.now ?? "");
  if (Number.isNaN(measured)) return undefined;
  const udca = ctx.model.medications.find((m) => {
    if (!m.active || !UDCA.test(m.name)) return false;
    const start = Date.parse(m.startDate ?? "");
    return !Number.isNaN(start) && (measured - start) / MS_PER_DAY >= UDCA_YEAR_DAYS;
  });
  const months =
    udca !== undefined
      ? Math.floor((measured - Date.parse(udca.startDate ?? "")) / (MS_PER_DAY * 30.44))
      : ctx.model.medications.some((m) => m.active && UDCA.test(m.name))
        ? notedUdcaMonths(ctx.freeText)
        : undefined;
  if (months === undefined || months < 12) return undefined;
  return {
    refs: ctx.refs(alp),
    values: { alp: ctx.show(alp), months: String(months) },
  };
}

export const AUTOIMMUNE_LIVER_RULES: readonly Rule[] = [
  {
    id: "pbc-udca-inadequate-response",
    family: FindingFamily.pattern,
    severity: Severity.moderate,
    problem: "Primary biliary cholangitis",
    title: "PBC: alkaline phosphatase still raised after 12 months of ursodeoxycholic acid",
    clinician:
      "Primary biliary cholangitis on ursodeoxycholic acid (UDCA) for about {months} months, with alkaline phosphatase still above the upper limit ({alp}). Guidelines (EASL 2017, BSG/UK-PBC 2018) use the biochemical response to UDCA to find people at higher risk, who are considered for second-line treatment (options have included obeticholic acid and, off-label, fibrates; licensing has changed, so check it). Check adherence and dose, and review the response with hepatology.",
    patient:
      "You have primary biliary cholangitis (PBC), and you have taken ursodeoxycholic acid for more than a year. One of your liver tests (ALP) is still raised. This can mean the medicine is not controlling PBC well enough. A liver specialist can review this and may suggest an added medicine.",
    nextSteps: [
      "Check that UDCA is taken regularly at the prescribed weight-based dose",
      "Review the response to UDCA with hepatology (ALP and bilirubin on treatment)",
      "Consider second-line treatment with hepatology (options have included obeticholic acid and fibrates; check current licensing)",
    ],
    patientQuestions: ["Is my PBC medicine working well enough?", "Would an added medicine help me?"],
    evidence: ["easl-2017-pbc", "bsg-2018-pbc"],
    keywords: ["primary biliary cholangitis", "pbc", "ursodeoxycholic acid", "udca", "obeticholic acid", "fibrate"],
    match: pbcUdcaInadequate,
  },
];
