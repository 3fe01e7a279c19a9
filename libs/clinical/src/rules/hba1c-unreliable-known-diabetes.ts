/**
 * HbA1c in known diabetes on anaemia treatment that lowers it without better glucose control
 * (review 14, diabetes case 15: CKD G4 on darbepoetin, HbA1c 39 mmol/mol beside a fasting glucose
 * of 10.6 mmol/L and home readings of 9–14, accepted silently).
 * - GPonline report of a Hull York Medical School study in Diabetes Care: erythropoiesis-stimulating
 *   agents and intravenous iron lower HbA1c without a change in glycaemic control in diabetes with
 *   CKD; capillary glucose and continuous glucose monitoring are the alternatives, and treatment is
 *   not based on HbA1c alone.
 * A recent transfusion and advanced CKD on their own are not triggers: the only text seen for them
 * was a mirror of subscription guidance and a forum answer, not a source that can be cited.
 * - Cirrhosis (review 22, liver-meds-22b): HbA1c misrepresents glycaemia in cirrhosis and is often
 *   falsely low, more so with worse liver function (Addepally 2018, with fructosamine no better;
 *   decompensated cirrhosis, Hindawi 2016), so control is judged on glucose readings there too.
 * The diagnosis rule has its own check (a1cUnreliable in patterns.ts); this one is for monitoring.
 */
import { FindingFamily, type MedicationItem, Severity } from "../model.ts";
import { knownCirrhosis } from "./cirrhosis.ts";
import { hba1cRedCellReason } from "./hba1c-red-cell-turnover.ts";
import { medNames, type RuleContext } from "./context.ts";
import type { Rule } from "./types.ts";

const ESA = /\b(?:darbepoetin|epoetin|erythropoietin|aranesp|eprex|neorecormon|retacrit|binocrit|mircera)\b/i;
const IV_IRON =
  /\b(?:ferric carboxymaltose|ferinject|iron sucrose|venofer|ferric derisomaltose|monofer|iron dextran|cosmofer)\b/i;
/** Fasting glucose (mg/dL) of diabetes, and the HbA1c (%) below which it does not fit. */
const FASTING_DIABETES = 126;
const A1C_DIABETES = 6.5;

const taking = (ctx: RuleContext, re: RegExp): MedicationItem[] =>
  ctx.model.medications.filter((m) => m.active && re.test(m.name));

/**
 * Whether something in the record lowers HbA1c without better glucose control (anaemia treatment,
 * known cirrhosis): such an HbA1c "within the goal" is no sign of good control (review 23, deep-23
 * case 03 was told both that its HbA1c was at goal and that it likely underestimates glucose).
 */
export function hba1cLikelyLowered(ctx: RuleContext): boolean {
  // A recent transfusion or a haemoglobin disorder too (review 34, endo-34 cases 03-04).
  return (
    taking(ctx, ESA).length > 0 ||
    taking(ctx, IV_IRON).length > 0 ||
    knownCirrhosis(ctx) !== undefined ||
    hba1cRedCellReason(ctx) !== undefined
  );
}

/**
 * The rule, once for anaemia treatment (with cirrhosis as a further reason when present) and once
 * for cirrhosis alone, so each cites only its own evidence (a rule's evidence is always cited).
 */
const hba1cUnreliableRule = (cirrhosisOnly: boolean): Rule => ({
  id: cirrhosisOnly ? "hba1c-unreliable-cirrhosis" : "hba1c-unreliable-known-diabetes",
  family: FindingFamily.pattern,
  severity: Severity.moderate,
  problem: "Diabetes",
  title: "HbA1c likely to underestimate glucose: judge control on glucose readings",
  clinician:
    "HbA1c {a1c} with {reasons}: {these} HbA1c without any better glucose control, so it likely underestimates the glucose level.{discordant} Do not base treatment on this HbA1c alone.",
  patient:
    "Your HbA1c (the long-term sugar test) may read lower than your real sugar levels, {patientWhy}. Your doctor will judge your diabetes on your finger-prick or sensor glucose readings instead.",
  nextSteps: [
    "Judge glucose control on capillary glucose readings or continuous glucose monitoring, not on this HbA1c",
    "Read later HbA1c results with the same caution while these apply",
  ],
  patientQuestions: ["Should I check my glucose at home more often, or use a glucose sensor?"],
  evidence: cirrhosisOnly ? ["addepally-2018-hba1c-cirrhosis"] : ["gponline-hba1c-ckd-anaemia-therapy"],
  keywords: cirrhosisOnly
    ? ["hba1c", "cirrhosis", "glucose monitoring"]
    : ["hba1c", "erythropoietin", "intravenous iron", "chronic kidney disease", "glucose monitoring"],
  match: (ctx) => {
    if (ctx.conditions("diabetes").length === 0) return undefined;
    const a1c = ctx.lab("hba1c");
    const a1cValue = ctx.valueOf(a1c);
    if (a1c === undefined || a1cValue === undefined) return undefined;
    const esa = taking(ctx, ESA);
    const ivIron = taking(ctx, IV_IRON);
    const cirrhosis = knownCirrhosis(ctx);
    const reasons = [
      esa.length > 0 ? `an erythropoiesis-stimulating agent (${medNames(esa)})` : "",
      ivIron.length > 0 ? `intravenous iron (${medNames(ivIron)})` : "",
      cirrhosis !== undefined ? cirrhosis.name : "",
    ].filter(Boolean);
    const anaemiaTreatment = esa.length > 0 || ivIron.length > 0;
    if (reasons.length === 0 || anaemiaTreatment === cirrhosisOnly) return undefined;
    const patientWhy = [
      anaemiaTreatment ? "because your treatment for anaemia changes the red cells it is measured on" : "",
      cirrhosis !== undefined
        ? `${anaemiaTreatment ? "and " : ""}because this test often reads too low in cirrhosis of the liver`
        : "",
    ]
      .filter(Boolean)
      .join(" ");
    const glucose = ctx.lab("glucose");
    const fasting =
      glucose !== undefined && /(?<!\bnon[- ]?)fast/i.test(glucose.name) ? ctx.valueOf(glucose) : undefined;
    const discordant = fasting !== undefined && fasting >= FASTING_DIABETES && a1cValue < A1C_DIABETES;
    return {
      refs: [
        ...ctx.refs(a1c, ...esa, ...ivIron, discordant ? glucose : undefined),
        ...(cirrhosis !== undefined ? [cirrhosis.ref] : []),
      ],
      values: {
        a1c: ctx.show(a1c),
        reasons: reasons.join(" and "),
        these: reasons.length > 1 ? "these lower" : cirrhosis !== undefined ? "cirrhosis often lowers" : "this lowers",
        patientWhy,
        discordant: discordant
          ? ` The fasting glucose ${ctx.show(glucose)} is in the diabetes range while this HbA1c is not, which fits.`
          : "",
      },
      ...(cirrhosis !== undefined && !cirrhosisOnly && { evidence: ["addepally-2018-hba1c-cirrhosis"] }),
    };
  },
});

export const HBA1C_UNRELIABLE_RULES: readonly Rule[] = [hba1cUnreliableRule(false), hba1cUnreliableRule(true)];
