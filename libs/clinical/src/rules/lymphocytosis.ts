import { FindingFamily, type LabObservation, Severity } from "../model.ts";
import type { RuleContext } from "./context.ts";
import { isStated } from "./notes.ts";
import type { Rule, RuleMatch } from "./types.ts";

/*
 * A lymphocytosis that lasts, or comes with enlarged lymph nodes, in an adult: not the viral
 * after-effect the plain lab text suggests, but a reason to look for chronic lymphocytic leukaemia
 * or another lymphoproliferative disorder (review case L3). iwCLL 2018 defines CLL by 5 ×10⁹/L or
 * more clonal B lymphocytes sustained for 3 months, clonality shown by flow cytometry; NHS referral
 * guidance asks for immunophenotyping of a lymphocytosis above 5 ×10⁹/L lasting over 3 months.
 */

/** 5 ×10⁹/L in the rule unit for lymphocytes (per microlitre). */
const THRESHOLD_PER_UL = 5000;
const PERSISTENT_DAYS = 90;
const DAY_MS = 86_400_000;

/** Enlarged lymph nodes stated in the notes ("lymphadenopathy", "nodes both axillae", "palpable cervical nodes"). */
const NODES =
  /\b(?:lymphadenopathy|(?:enlarged|palpable|swollen)\s+(?:(?:axillary|cervical|inguinal|supraclavicular|lymph)\s+)?(?:nodes?|glands?)|(?:lymph\s+)?nodes?\s+(?:in\s+)?(?:both\s+|the\s+|left\s+|right\s+)?(?:axilla\w*|neck|groin|cervical|inguinal|supraclavicular)|(?:axillary|cervical|inguinal|supraclavicular)\s+(?:lymph\s+)?(?:nodes?|lymphadenopathy))/g;

function statedNodes(ctx: RuleContext): string | undefined {
  const text = ctx.freeText;
  return [...text.matchAll(NODES)].find((m) => isStated(text, m.index, m[0].length))?.[0];
}

/** An earlier result above the threshold taken at least 3 months before the current one. */
function earlierHigh(ctx: RuleContext, current: LabObservation): LabObservation | undefined {
  if (current.time === undefined) return undefined;
  return ctx
    .labs("alc")
    .filter((o) => o !== current && o.time !== undefined && current.time! - o.time >= PERSISTENT_DAYS * DAY_MS)
    .find((o) => (ctx.valueOf(o) ?? 0) > THRESHOLD_PER_UL);
}

function persistentLymphocytosis(ctx: RuleContext): RuleMatch | undefined {
  const obs = ctx.lab("alc");
  const value = ctx.valueOf(obs);
  if (ctx.age === undefined || ctx.age < 18 || obs === undefined || value === undefined) return undefined;
  if (value <= THRESHOLD_PER_UL) return undefined;
  const earlier = earlierHigh(ctx, obs);
  const nodes = statedNodes(ctx);
  if (earlier === undefined && nodes === undefined) return undefined;
  const why = [
    earlier ? `and ${ctx.show(earlier)} 3 months or more earlier` : "",
    nodes ? `with enlarged lymph nodes in the notes ("${nodes}")` : "",
  ].filter(Boolean);
  const told = `${earlier ? " and have stayed high for months" : ""}${nodes ? ", and swollen glands were noted" : ""}`;
  return {
    refs: ctx.refs(obs, earlier),
    values: { alc: ctx.show(obs), why: why.join(", "), told },
  };
}

export const LYMPHOCYTOSIS_RULES: readonly Rule[] = [
  {
    id: "persistent-lymphocytosis",
    family: FindingFamily.pattern,
    severity: Severity.moderate,
    problem: "Blood count",
    title: "Lasting lymphocytosis: look for a lymphoproliferative disorder",
    clinician:
      "Lymphocytes {alc} {why}. A lymphocytosis above 5 ×10⁹/L that lasts 3 months or more, or comes with enlarged nodes, in an adult calls for a blood film and flow cytometry (immunophenotyping) to look for chronic lymphocytic leukaemia or another lymphoproliferative disorder: iwCLL 2018 defines CLL by 5 ×10⁹/L or more clonal B lymphocytes sustained for at least 3 months, with clonality confirmed by flow cytometry.",
    patient:
      "Your lymphocytes (a type of white blood cell) are high{told}. This needs a closer look: your doctor may arrange a blood film and a test of the type of these cells (flow cytometry).",
    nextSteps: [
      "Blood film and peripheral blood flow cytometry (immunophenotyping) of the lymphocytes",
      "Ask about fevers, night sweats and weight loss, and examine the lymph nodes, liver and spleen",
    ],
    patientQuestions: ["Why are my lymphocytes high, and do I need more tests?"],
    evidence: ["iwcll-2018-cll-guidelines", "devon-cll-referral-guidance", "bnssg-leucocytosis-pathway"],
    keywords: ["lymphocytosis", "chronic lymphocytic leukaemia", "cll", "flow cytometry", "immunophenotyping"],
    match: persistentLymphocytosis,
  },
];
