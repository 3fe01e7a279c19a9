import type { LabObservation } from "../model.ts";
import { FindingFamily, Severity } from "../model.ts";
import type { RuleContext } from "./context.ts";
import type { Rule, RuleMatch } from "./types.ts";

/**
 * Self-sourced anabolic steroids stated in the notes, read as one drug effect across the haematocrit,
 * HDL, LH/FSH, testosterone and ALT rather than as separate diseases.
 *
 * Self-sourced anabolic-androgenic steroids stated in the notes explain a raised haematocrit, a low
 * HDL, suppressed LH and FSH (the testes' own drive switched off), a high testosterone and, with
 * oral agents, a raised ALT. Read together they are one drug effect, not a marrow or pituitary disease.
 */

/** Anabolic-androgenic steroids named in free text (common generic, brand and street names). */
const AAS =
  /\b(?:anabolic(?:[- ]androgenic)?\s+steroids?|testosterone\s+(?:enanthate|cypionate|propionate|undecanoate)|nandrolone|deca[- ]durabolin|trenbolone|oxymetholone|anadrol|dianabol|methandrostenolone|methandienone|stanozolol|winstrol|oxandrolone|anavar|boldenone|(?:steroid|testosterone)\s+cycles?|cycles?\s+of\s+(?:steroids|testosterone|anabolics?))\b/i;
/** A denial next to the word ("denies steroid use", "no anabolic steroids"). */
const AAS_DENIED = /\b(?:denies|denied|no|never\s+used?)\s+(?:any\s+)?(?:anabolic|steroid|aas)\b/i;
/** Oral 17-alpha-alkylated agents, the ones linked with liver injury. */
const ORAL_17AA =
  /\b(?:oxymetholone|anadrol|dianabol|methandrostenolone|methandienone|stanozolol|winstrol|oxandrolone|anavar)\b/i;
/** Haematocrit above which the Endocrine Society testosterone guideline stops treatment (0.54, or 54%). */
const HCT_ACTION = 0.54;

function above(ctx: RuleContext, id: string): LabObservation | undefined {
  const obs = ctx.lab(id);
  const value = ctx.valueOf(obs);
  const upper = ctx.upperLimit(id);
  return value !== undefined && upper !== undefined && value > upper ? obs : undefined;
}

function below(ctx: RuleContext, id: string): LabObservation | undefined {
  const obs = ctx.lab(id);
  const value = ctx.valueOf(obs);
  const lower = ctx.lowerLimit(id);
  return value !== undefined && lower !== undefined && value < lower ? obs : undefined;
}

function anabolicSteroidPattern(ctx: RuleContext): RuleMatch | undefined {
  const text = ctx.freeText;
  if (!AAS.test(text) || AAS_DENIED.test(text)) return undefined;
  const red = [above(ctx, "hematocrit"), above(ctx, "hemoglobin")].filter((o) => o !== undefined);
  const hdl = below(ctx, "hdl-c");
  const axis = [below(ctx, "lh"), below(ctx, "fsh")].filter((o) => o !== undefined);
  const testosterone = above(ctx, "testosterone-total");
  const alt = above(ctx, "alt");
  const parts = [
    red.length > 0 && "raised red cell mass",
    hdl !== undefined && "low HDL cholesterol",
    axis.length > 0 && "suppressed LH/FSH",
    testosterone !== undefined && "testosterone above the range",
    alt !== undefined && "raised ALT",
  ].filter((s): s is string => typeof s === "string");
  // One abnormal result alone is not a pattern; two or more read together are.
  if (parts.length < 2) return undefined;
  const hctValue = ctx.value("hematocrit");
  const hct = hctValue === undefined ? undefined : hctValue > 1 ? hctValue / 100 : hctValue;
  const highHct = hct !== undefined && hct > HCT_ACTION;
  const extra = [
    highHct &&
      `Haematocrit ${ctx.showValue("hematocrit")} is above 0.54, the level at which the Endocrine Society testosterone guideline stops treatment: the blood is thicker and the risk of clotting is higher.`,
    alt !== undefined &&
      ORAL_17AA.test(text) &&
      "An oral 17-alpha-alkylated steroid is named in the notes; these are the agents linked with liver injury, so the raised ALT fits them.",
  ].filter((s): s is string => typeof s === "string");
  return {
    refs: ctx.refs(...red, hdl, ...axis, testosterone, alt),
    values: { pattern: parts.join(", ") },
    severity: highHct ? Severity.high : Severity.moderate,
    ...(extra.length > 0 && { clinicianExtra: extra.join(" ") }),
    ...(highHct && { evidence: ["endocrine-society-testosterone-monitoring"] }),
  };
}

export const ANABOLIC_STEROID_RULES: readonly Rule[] = [
  {
    id: "anabolic-steroid-pattern",
    family: FindingFamily.pattern,
    severity: Severity.moderate,
    problem: "Anabolic steroid use",
    title: "Results that fit anabolic-androgenic steroid use",
    clinician:
      "The notes record anabolic-androgenic steroid use, and the results show {pattern}. Read together these are the expected effects of supraphysiological androgens (more red cells, an adverse lipid profile, the body's own testosterone drive switched off), not signs of a marrow or pituitary disease. The Endocrine Society links performance-enhancing drug use with cardiovascular, hepatic, endocrine and psychiatric harm; testicular function and gonadotrophins can take months to recover after stopping.",
    patient:
      "Your notes say you have used anabolic steroids. Several of your results, such as a high red blood cell level, low 'good' HDL cholesterol and low levels of the hormones that drive your testes, fit the effects of these drugs rather than a separate disease. They raise the risk of blood clots, heart disease and liver strain, and can lower fertility for months after stopping. Your doctor can talk with you, without judgement, about stopping safely and what to check next.",
    nextSteps: [
      "Discuss the steroid use without judgement: stopping or harm reduction, what else is taken, injecting practice",
      "Check blood pressure and repeat haematocrit, lipids and liver tests; discuss venesection if the haematocrit stays above 0.54",
      "After stopping, recheck LH, FSH and testosterone over the following months (axis recovery, fertility)",
    ],
    patientQuestions: ["How can I stop steroids safely, and what should be rechecked?"],
    evidence: ["endocrine-society-2014-ped", "bond-2022-aas-review"],
    keywords: ["anabolic-androgenic steroids", "erythrocytosis", "hdl cholesterol", "hypogonadotropic hypogonadism"],
    match: anabolicSteroidPattern,
  },
];
