import { FindingFamily, type LabObservation, LabStatus, Severity } from "../model.ts";
import { checkpointInhibitors } from "./adrenal-crisis-suspected.ts";
import type { RuleContext } from "./context.ts";
import { isType1 } from "./diabetes-ketosis.ts";
import { hyperglycaemicCrisis } from "./metabolic-emergencies.ts";
import type { Rule, RuleMatch } from "./types.ts";

/*
 * Autoimmune diabetes recorded as type 2 (review 21, diabetes-metabolic case 04: a 35-year-old with
 * "type 2 diabetes", BMI 23, a positive GAD antibody and a low C-peptide beside a glucose of 13.2
 * got only "HbA1c above target" with an SGLT2 inhibitor or a GLP-1 agonist to add). NICE NG17 and
 * ADA section 2 place all diabetes from autoimmune beta-cell destruction (including the slowly
 * progressing adult form, LADA) under type 1, note that adults with it are often taken for type 2,
 * and use islet antibodies and C-peptide to settle the type when the picture is unclear.
 */

/** Islet autoantibodies as labs name them: GAD, IA-2, ZnT8, islet-cell and insulin autoantibodies. */
const ISLET_ANTIBODY =
  /\b(?:anti[- ]?gad|gad(?:65|-65)?\s*(?:anti|ab\b)|glutamic acid decarboxylase|ia-?2\s*(?:anti|ab\b)|anti[- ]?ia-?2|znt-?8|islet[- ]cell\s*(?:anti|ab\b)|insulin auto[- ]?antibod)/i;
const TYPE_2 = /\btype\s*(?:2|ii|two)\b|\bt2(?:dm?)?\b|\bniddm\b|\bdm2\b|\bE11\b/i;
const POSITIVE_TEXT = /\bpositive\b|\bdetected\b|\breactive\b/i;
const NEGATIVE_TEXT = /\bnegative\b|\bnot detected\b|\bnon[- ]?reactive\b/i;

/** A positive islet antibody: read positive as text, or flagged above its range. */
function positiveIsletAntibody(ctx: RuleContext): LabObservation | undefined {
  return ctx.model.labs.find((o) => {
    if (!ISLET_ANTIBODY.test(o.name)) return false;
    if (o.value.kind === "qualitative") return o.value.result === "positive";
    if (POSITIVE_TEXT.test(o.rawValue)) return !NEGATIVE_TEXT.test(o.rawValue);
    return o.status === LabStatus.high || o.status === LabStatus.criticalHigh || o.status === LabStatus.abnormal;
  });
}

/**
 * The results that point to autoimmune, insulin-deficient diabetes in a person recorded with diabetes
 * but not type 1: a positive islet antibody, or a C-peptide below its range while the glucose is high
 * (a low C-peptide at a normal or low glucose says little). Undefined otherwise; on a checkpoint
 * inhibitor the immune diabetes is read in ici-endocrine.ts, and in a crisis the crisis comes first.
 */
export function autoimmuneDiabetesMarkers(
  ctx: RuleContext,
): { antibody?: LabObservation; cPeptide?: LabObservation } | undefined {
  if (ctx.conditions("diabetes").length === 0 || isType1(ctx)) return undefined;
  if (checkpointInhibitors(ctx).length > 0 || hyperglycaemicCrisis(ctx) !== undefined) return undefined;
  const antibody = positiveIsletAntibody(ctx);
  const c = ctx.lab("c-peptide");
  const glucose = ctx.lab("glucose");
  const glucoseHigh = glucose?.status === LabStatus.high || glucose?.status === LabStatus.criticalHigh;
  const cPeptide = c !== undefined && c.status === LabStatus.low && glucoseHigh ? c : undefined;
  return antibody === undefined && cPeptide === undefined ? undefined : { antibody, cPeptide };
}

const TYPE_REVIEW_STEP =
  "Review the diabetes type with the diabetes team before the next treatment change, and plan for insulin as insulin production falls";

function match(ctx: RuleContext): RuleMatch | undefined {
  const found = autoimmuneDiabetesMarkers(ctx);
  if (found === undefined) return undefined;
  const { antibody, cPeptide } = found;
  const glucose = cPeptide === undefined ? undefined : ctx.lab("glucose");
  const evidence = [
    antibody === undefined ? "" : `a positive islet antibody (${antibody.name} ${antibody.rawValue.trim()})`,
    cPeptide === undefined || glucose === undefined
      ? ""
      : `a C-peptide below its range (${ctx.show(cPeptide)}) while the glucose is high (${ctx.show(glucose)})`,
  ].filter((s) => s !== "");
  const patientEvidence = [
    antibody === undefined ? "" : "an antibody linked to type 1 diabetes was found",
    cPeptide === undefined ? "" : "your body seems to be making little insulin of its own",
  ].filter((s) => s !== "");
  const type2 = ctx.conditions("diabetes").some((c) => TYPE_2.test(`${c.name} ${c.code ?? ""}`));
  return {
    refs: ctx.refs(antibody, cPeptide, glucose),
    values: {
      title: type2 ? "Autoimmune diabetes features in diabetes recorded as type 2" : "Autoimmune diabetes features",
      recorded: type2 ? "Diabetes recorded as type 2" : "Diabetes recorded without a type",
      patientRecorded: type2 ? "Your diabetes is recorded as type 2, but" : "Your tests show that",
      evidence: evidence.join(" and "),
      patientEvidence: patientEvidence.join(" and "),
    },
    nextSteps: [
      TYPE_REVIEW_STEP,
      ...(cPeptide === undefined
        ? ["If not yet measured, a C-peptide with a paired glucose shows how much insulin is still made"]
        : []),
    ],
  };
}

export const AUTOIMMUNE_DIABETES_TYPE_RULES: readonly Rule[] = [
  {
    id: "autoimmune-diabetes-recorded-type-2",
    family: FindingFamily.pattern,
    severity: Severity.high,
    problem: "Diabetes",
    title: "{title}",
    clinician:
      "{recorded}, with {evidence}. This points to autoimmune diabetes (type 1, including its slowly progressing adult form, LADA), which is often taken for type 2 in adults; it tends towards insulin deficiency, sometimes only after years, so the diabetes type, and the treatment that follows from it, needs review.",
    patient:
      "{patientRecorded} {patientEvidence}. This can mean an autoimmune type of diabetes (type 1, or a slow adult form called LADA), which often needs insulin, sometimes only after some years. Ask your diabetes team to review which type you have before your treatment is changed.",
    nextSteps: [TYPE_REVIEW_STEP],
    patientQuestions: ["Could my diabetes be type 1 or LADA, and would insulin be better for me?"],
    evidence: ["nice-ng17-2015", "ada-soc-2026-s2"],
    keywords: ["latent autoimmune diabetes in adults", "gad antibodies", "c-peptide", "diabetes classification"],
    match,
  },
];
