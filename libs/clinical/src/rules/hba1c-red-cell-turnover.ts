import { FindingFamily, Severity } from "../model.ts";
import type { RuleContext } from "./context.ts";
import { sentenceAround, statedMatches } from "./notes.ts";
import type { Rule } from "./types.ts";

/*
 * HbA1c in known diabetes read as good control after a recent blood transfusion or with a
 * haemoglobin disorder (review 34, endo-34 case 03: type 2 diabetes 5 weeks after a 4-unit
 * transfusion, HbA1c 44 mmol/mol beside a fasting glucose of 9.8 and home readings of 9–14, was told
 * "well controlled" and to cut her gliclazide; case 04: beta thalassaemia trait, HbA1c 6.1% beside a
 * fasting glucose of 171 mg/dL, the same).
 * - ADA Standards, section 2 (evidence "ada-soc-2026-s2", recommendations seen in FACTS_SEEN): recent
 *   blood loss or transfusion and sickle cell disease alter the link between HbA1c and glucose, so
 *   glucose criteria are used there; marked discordance between HbA1c and glucose raises assay
 *   interference from a haemoglobin variant. A transfusion replaces the patient's red cells with
 *   donor cells whose glycation did not see the patient's glucose, so the HbA1c is not read for
 *   about 3 months (the red-cell lifespan it reflects).
 * A haemoglobin trait (thalassaemia or sickle cell trait) often leaves HbA1c usable, so it counts only
 * when a fasting glucose in the diabetes range disagrees with an HbA1c below it; sickle cell disease
 * (shortened red-cell survival) and a recent transfusion count on their own.
 */
const TRANSFUSION = /\b(?:blood|red (?:blood )?cell|red cell)\s+transfusions?\b|\btransfus(?:ed|ion|ions)\b/i;
/** A transfusion this long ago or longer no longer shapes the HbA1c. */
const OLD_TRANSFUSION =
  /\b(?:(?:\d+|a|an|one|two|three|four|five|six|seven|eight|nine|ten|several|many)\s+years?\s+ago|(?:[3-9]|1[0-2]|three|four|five|six|several)\s+months\s+ago|as\s+a\s+(?:child|teenager)|in\s+childhood|last\s+year|years\s+ago)\b/i;
const RED_CELL_SURVIVAL =
  /\bsickle[- ]cell (?:disease|ana?emia)\b|\bhb ?s[sc]\b|\bha?emolytic ana?emia\b|\bspherocytosis\b/i;
const TRAIT =
  /\bthalass?a?emia\b|\bsickle[- ]cell trait\b|\bhbas\b|\bha?emoglobin variant\b|\bha?emoglobinopathy\b|\bhb ?[ce]\b/i;
/** Fasting glucose (mg/dL) of diabetes, and the HbA1c (%) below which it does not fit. */
const FASTING_DIABETES = 126;
const A1C_DIABETES = 6.5;

/** A recent transfusion stated in the notes (not denied, not years or 3+ months ago). */
function recentTransfusion(ctx: RuleContext): string | undefined {
  const text = ctx.freeText;
  for (const m of statedMatches(text, TRANSFUSION, true)) {
    const sentence = sentenceAround(text, m.index, m.length);
    if (!OLD_TRANSFUSION.test(sentence)) return sentence.trim();
  }
  return undefined;
}

/** A fasting glucose in the diabetes range with an HbA1c below it. */
function discordantFasting(ctx: RuleContext) {
  const glucose = ctx.lab("glucose");
  const fasting = glucose !== undefined && /(?<!\bnon[- ]?)fast/i.test(glucose.name) ? ctx.valueOf(glucose) : undefined;
  const a1c = ctx.valueOf(ctx.lab("hba1c"));
  return fasting !== undefined && a1c !== undefined && fasting >= FASTING_DIABETES && a1c < A1C_DIABETES
    ? glucose
    : undefined;
}

/** Why this HbA1c does not reflect glucose (a recent transfusion or a haemoglobin disorder), if it does not. */
export function hba1cRedCellReason(ctx: RuleContext): { why: string; refs: string[] } | undefined {
  if (ctx.conditions("diabetes").length === 0 || ctx.lab("hba1c") === undefined) return undefined;
  const transfusion = recentTransfusion(ctx);
  if (transfusion !== undefined)
    return {
      why: `a recent blood transfusion ("${transfusion}"): donor red cells dilute the patient's own, so the HbA1c does not reflect the patient's glucose for about 3 months`,
      refs: [],
    };
  const survival = ctx.model.conditions.find((c) => RED_CELL_SURVIVAL.test(c.name));
  if (survival !== undefined)
    return { why: `${survival.name}: shortened red-cell survival lowers HbA1c falsely`, refs: [survival.ref] };
  const trait = ctx.model.conditions.find((c) => TRAIT.test(c.name));
  const glucose = trait !== undefined ? discordantFasting(ctx) : undefined;
  if (trait !== undefined && glucose !== undefined)
    return {
      why: `${trait.name}, with a fasting glucose ${ctx.show(glucose)} in the diabetes range while the HbA1c is below it: a haemoglobin variant can interfere with some HbA1c assays`,
      refs: [trait.ref, glucose.ref],
    };
  return undefined;
}

const GLUCOSE_STEP =
  "Judge glucose control on capillary glucose readings or continuous glucose monitoring (fructosamine is an option), not on this HbA1c";

export const HBA1C_RED_CELL_RULES: readonly Rule[] = [
  {
    id: "hba1c-unreliable-red-cells",
    family: FindingFamily.pattern,
    severity: Severity.moderate,
    problem: "Diabetes",
    title: "HbA1c not reliable here: judge control on glucose readings",
    clinician:
      "HbA1c {a1c} in known diabetes with {why}. Do not read this HbA1c as good control or base treatment changes (such as reducing a sulfonylurea or insulin) on it alone.",
    patient:
      "Your HbA1c (the long-term sugar test) may not show your real sugar levels at the moment, {patientWhy}. Your doctor will judge your diabetes on your finger-prick or sensor glucose readings instead.",
    nextSteps: [GLUCOSE_STEP],
    patientQuestions: ["Should I check my glucose at home more often until the HbA1c can be trusted again?"],
    evidence: ["ada-soc-2026-s2"],
    keywords: ["hba1c", "blood transfusion", "haemoglobinopathy", "glucose monitoring"],
    match: (ctx) => {
      const reason = hba1cRedCellReason(ctx);
      const a1c = ctx.lab("hba1c");
      if (reason === undefined || a1c === undefined) return undefined;
      const transfused = reason.why.startsWith("a recent blood transfusion");
      return {
        nextSteps: [
          GLUCOSE_STEP,
          transfused
            ? "Repeat HbA1c no sooner than 3 months after the transfusion"
            : "Ask the laboratory whether its HbA1c method is affected by the haemoglobin variant",
        ],
        refs: [...ctx.refs(a1c), ...reason.refs],
        values: {
          a1c: ctx.show(a1c),
          why: reason.why,
          patientWhy: transfused
            ? "because the blood transfusion you had recently mixes in red cells from a donor"
            : "because of the blood condition in your record, which can change how this test reads",
        },
      };
    },
  },
];
