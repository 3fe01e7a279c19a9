import { FindingFamily, Severity } from "../model.ts";
import { checkpointInhibitors, suspectedAdrenalCrisis } from "./adrenal-crisis-suspected.ts";
import { amiodaroneThyrotoxicosis } from "./amiodarone-thyrotoxicosis.ts";
import { medNames, type RuleContext } from "./context.ts";
import { hyperglycaemicCrisis } from "./metabolic-emergencies.ts";
import { statedMention } from "./notes.ts";
import type { Rule, RuleMatch } from "./types.ts";
import { isHigh, isLow } from "./lab-status.ts";

/*
 * Thyroid and pancreatic islet damage from an immune checkpoint inhibitor (review 13 oncology):
 * case 16, a sudden thyrotoxicosis four months into adjuvant pembrolizumab with a normal TSH before,
 * got the Graves work-up (TRAb, uptake scan); case 08, DKA with an undetectable C-peptide and an
 * HbA1c of only 52 on nivolumab, was treated as DKA without naming the drug.
 *
 * ASCO irAE guideline, Table 4 (pocket guide page 29 on eguideline.guidelinecentral.com, seen
 * 2026-11-29): thyrotoxicosis on an ICI is mostly a transient thyroiditis whose usual outcome is
 * hypothyroidism; beta-blocker for symptoms, thyroid tests every 2–3 weeks to catch the change,
 * TRAb only with features of Graves (eye disease, T3 toxicosis), the ICI can continue at G1 and may
 * be held at G2 until symptoms settle, endocrinology if it lasts over 6 weeks. BSMO adds that no
 * antithyroid drug is indicated for the thyroiditis. ASCO diabetes table (CCJM reproduction): new
 * ICI diabetes needs urgent endocrine input and insulin for all; with ketoacidosis hold the ICI
 * until glucose is controlled and admit. In the CANDIED cohort (Muniz 2021) it often began as a
 * hyperglycaemic crisis and appeared irreversible.
 */

/** Features that make Graves disease, not the drug's thyroiditis, worth testing for. */
const GRAVES_FEATURES =
  /\b(?:thyroid )?eye (?:signs|disease)\b|\bproptosis\b|\bexophthalmos\b|\bophthalmopathy\b|\bbruit\b/i;

/** A suppressed TSH with a raised free T4 or T3 on a checkpoint inhibitor (not on thyroid hormone or amiodarone). */
export function iciThyrotoxicosis(ctx: RuleContext): boolean {
  return iciThyroid(ctx) !== undefined;
}

function iciThyroid(ctx: RuleContext) {
  const meds = checkpointInhibitors(ctx);
  if (meds.length === 0) return undefined;
  const tsh = ctx.lab("tsh");
  const ft4 = ctx.lab("free-t4");
  const ft3 = ctx.lab("free-t3");
  if (!isLow(tsh) || (!isHigh(ft4) && !isHigh(ft3))) return undefined;
  if (ctx.meds("thyroid-hormone").length > 0 || amiodaroneThyrotoxicosis(ctx) !== undefined) return undefined;
  return { meds, tsh, ft4: isHigh(ft4) ? ft4 : ft3 };
}

function thyroiditisMatch(ctx: RuleContext): RuleMatch | undefined {
  const t = iciThyroid(ctx);
  if (t === undefined) return undefined;
  const graves = statedMention(ctx.freeText, GRAVES_FEATURES);
  return {
    refs: ctx.refs(t.tsh, t.ft4),
    values: { meds: medNames(t.meds), tsh: ctx.show(t.tsh), ft4: ctx.show(t.ft4) },
    nextSteps: [
      "Beta-blocker (atenolol or propranolol) for palpitations or tremor; an antithyroid drug is not used for this thyroiditis",
      "Repeat TSH and free T4 every 2–3 weeks: the overactive phase usually passes into an underactive one, treated with levothyroxine",
      "Tell the oncology team: the immunotherapy can usually continue, or is held until symptoms settle if they limit daily life",
      graves !== undefined
        ? `TSH-receptor antibodies, as "${graves}" is noted and can point to Graves disease, and endocrinology advice`
        : "TSH-receptor antibodies or an uptake scan only if there are features of Graves disease or the thyrotoxicosis lasts over 6 weeks (then endocrinology)",
    ],
  };
}

function iciDiabetes(ctx: RuleContext): RuleMatch | undefined {
  const meds = checkpointInhibitors(ctx);
  if (meds.length === 0) return undefined;
  const crisis = hyperglycaemicCrisis(ctx);
  const cPeptide = ctx.lab("c-peptide");
  const glucose = ctx.lab("glucose");
  const insulinDeficient = isLow(cPeptide) && (isHigh(glucose) || crisis !== undefined);
  const ketotic = crisis !== undefined && crisis.kind !== "hhs" && !crisis.knownDiabetes;
  if (!insulinDeficient && !ketotic) return undefined;
  const evidence = [
    crisis !== undefined && crisis.kind !== "hhs" ? "ketoacidosis" : "",
    isLow(cPeptide) ? `C-peptide ${ctx.show(cPeptide)} (insulin deficiency)` : "",
  ].filter((s) => s !== "");
  return {
    refs: ctx.refs(cPeptide, glucose, crisis?.ketones?.obs),
    values: { meds: medNames(meds), evidence: evidence.join(" and ") },
    nextSteps: [
      ...(crisis !== undefined
        ? ["Treat the ketoacidosis now (see the DKA finding) and hold the immunotherapy until glucose is controlled"]
        : []),
      "Insulin for all; it is expected to be lifelong, and steroids do not reverse this diabetes",
      "Urgent endocrine or diabetes team input, and tell the oncology team",
      "Check for other immune hormone problems: morning cortisol with ACTH, and TSH with free T4",
    ],
  };
}

/**
 * Primary hypothyroidism on a checkpoint inhibitor with no cortisol in the record (review 20, oncology-2:
 * after pembrolizumab thyroiditis, TSH 14.2 with a low free T4 got "start levothyroxine" alone). The
 * same drugs can cause adrenal or pituitary failure, and thyroid hormone started while cortisol is
 * lacking can bring on an adrenal crisis, so a morning cortisol comes first (ASCO irAE guideline).
 */
/** The cortisol check that comes before levothyroxine on a checkpoint inhibitor (see {@link iciHypothyroidism}). */
export const ICI_CORTISOL_FIRST_STEP =
  "Morning cortisol (with ACTH) before starting levothyroxine; if it is low, start hydrocortisone first and seek endocrine advice";

/**
 * A morning cortisol written only in the notes ("9am cortisol 412 nmol/L on 24/11"; review 21,
 * onc-treatment 03): not "no cortisol in the record", but not a result the engine can read against
 * a laboratory range either.
 */
const NOTED_MORNING_CORTISOL =
  /\b(?:0?9[:.]?(?:00)?\s*am|morning|early morning|am)\s+(?:serum\s+)?cortisol\b[^.;\d]{0,15}\d{1,4}(?:\.\d+)?\s*(?:nmol\/l|nmol|mcg\/dl|µg\/dl|ug\/dl)/i;

export function iciHypothyroidism(ctx: RuleContext): RuleMatch | undefined {
  const meds = checkpointInhibitors(ctx);
  if (meds.length === 0 || ctx.meds("thyroid-hormone").length > 0) return undefined;
  const tsh = ctx.lab("tsh");
  const ft4 = ctx.lab("free-t4");
  if (!isHigh(tsh) || !isLow(ft4) || ctx.anyLab("cortisol-am") !== undefined) return undefined;
  // Quoted as written (the shared free text is lower-cased).
  const notes = [ctx.model.notes.clinicalNotes, ctx.model.notes.additionalContext].filter(Boolean).join(". ");
  const noted = NOTED_MORNING_CORTISOL.exec(notes)?.[0];
  return {
    refs: ctx.refs(tsh, ft4),
    values: {
      meds: medNames(meds),
      ...(noted === undefined
        ? {
            cortisolState: "no cortisol is in the record",
            cortisolAction: "a morning cortisol is checked first (hydrocortisone before thyroxine if it is low)",
            patientCortisol: "a morning blood test for cortisol is usually done",
          }
        : {
            cortisolState: `the only cortisol is one written in the notes ("${noted}")`,
            cortisolAction:
              "that result is confirmed as a morning sample taken before any steroid and read against the laboratory's range before thyroxine starts (hydrocortisone first if it is low)",
            patientCortisol: "the cortisol result in your notes is checked",
          }),
    },
    ...(noted === undefined
      ? {}
      : {
          nextSteps: [
            `Confirm the noted morning cortisol ("${noted}") with its laboratory range before starting levothyroxine; if it is low, start hydrocortisone first and seek endocrine advice`,
            ICI_ONCOLOGY_STEP,
          ],
        }),
  };
}

const ICI_ONCOLOGY_STEP =
  "Tell the oncology team: without symptoms (grade 1) the immunotherapy continues; with symptoms it may be held until they settle";

/**
 * A low morning cortisol with an ACTH that is not raised on a checkpoint inhibitor, with no crisis
 * features (review 37, endocrine-meds-37 case 05: cortisol 2.1 µg/dL and ACTH 4 pg/mL on nivolumab
 * with ipilimumab got two lab lines and no finding, as the crisis finding needs a salt change or a
 * low blood pressure and secondary adrenal insufficiency keeps the salts normal). ASCO reads this as
 * hypophysitis: hydrocortisone with endocrine input, the other axes checked, thyroid hormone only after
 * hydrocortisone, and a stimulation test can mislead early on. The crisis finding reads the acute case.
 */
function iciHypophysitisAdrenal(ctx: RuleContext): RuleMatch | undefined {
  const meds = checkpointInhibitors(ctx);
  if (meds.length === 0 || ctx.meds("systemic-glucocorticoid").length > 0) return undefined;
  if (ctx.conditions("adrenal-insufficiency").length > 0) return undefined;
  const cortisol = ctx.lab("cortisol-am");
  const acth = ctx.lab("acth");
  if (!isLow(cortisol) || acth === undefined || isHigh(acth)) return undefined;
  if (suspectedAdrenalCrisis(ctx) !== undefined) return undefined;
  return {
    refs: ctx.refs(cortisol, acth, ...meds),
    values: { meds: medNames(meds), cortisol: ctx.show(cortisol), acth: ctx.show(acth) },
  };
}

export const ICI_ENDOCRINE_RULES: readonly Rule[] = [
  {
    id: "ici-hypophysitis-adrenal",
    family: FindingFamily.drugLab,
    severity: Severity.high,
    problem: "Possible adrenal insufficiency",
    title: "Low cortisol with ACTH not raised on immune checkpoint inhibitor: likely hypophysitis",
    clinician:
      "On {meds}: morning cortisol {cortisol} is low with ACTH {acth} not raised, which is secondary (central) adrenal insufficiency, most likely checkpoint-inhibitor hypophysitis (pituitary inflammation). No crisis features are read from the record, but any illness can bring one on. ASCO advises hydrocortisone replacement with endocrine input and a check of the other pituitary hormones, with thyroid hormone started only after hydrocortisone; a stimulation test can be falsely reassuring early in hypophysitis.",
    patient:
      "Your cortisol (a stress hormone) is low, and so is the signal from the pituitary gland that drives it. On immunotherapy ({meds}) this is most likely inflammation of the pituitary gland, a known immune side effect. It is treated by replacing cortisol with hydrocortisone tablets, which a hormone specialist should help plan soon. Get urgent help if you are vomiting, very weak or faint, and tell your cancer team.",
    nextSteps: [
      "Start hydrocortisone replacement with same-day endocrine advice; do not wait for a stimulation test, which can be falsely reassuring early in hypophysitis",
      "Check TSH and free T4 and the other pituitary hormones; start any thyroid hormone only after hydrocortisone",
      "Pituitary MRI if there is headache or a change in vision (swelling, pressure on the optic chiasm)",
      "Give sick-day advice and a Steroid Emergency Card, and tell the patient to seek urgent help with vomiting, collapse or severe weakness",
      "Tell the oncology team, who hold the immunotherapy if symptoms are severe",
    ],
    patientQuestions: ["Should I start hydrocortisone now, and can I continue my immunotherapy?"],
    evidence: ["asco-2018-irae", "sfe-adrenal-crisis", "nhs-2020-steroid-emergency-card"],
    keywords: ["immune checkpoint inhibitor", "hypophysitis", "secondary adrenal insufficiency", "cortisol", "acth"],
    match: iciHypophysitisAdrenal,
  },
  {
    id: "ici-hypothyroidism-cortisol-first",
    family: FindingFamily.drugLab,
    severity: Severity.moderate,
    problem: "Thyroid",
    title: "Hypothyroidism on immune checkpoint inhibitor: check cortisol before levothyroxine",
    clinician:
      "On {meds}: primary hypothyroidism, most likely the drug's immune thyroiditis. The same treatment can cause adrenal or pituitary failure, and {cortisolState}; levothyroxine started while cortisol is lacking can bring on an adrenal crisis, so {cortisolAction}.",
    patient:
      "Your underactive thyroid is most likely a side effect of your immunotherapy ({meds}). The same treatment can sometimes affect the glands that make cortisol, so {patientCortisol} before the thyroid tablet is started. Let your cancer team know.",
    nextSteps: [ICI_CORTISOL_FIRST_STEP, ICI_ONCOLOGY_STEP],
    patientQuestions: ["Should my cortisol be checked before I start thyroid tablets?"],
    evidence: ["asco-2018-irae"],
    keywords: ["immune checkpoint inhibitor", "hypothyroidism", "cortisol", "levothyroxine"],
    match: iciHypothyroidism,
  },
  {
    id: "ici-thyroiditis",
    family: FindingFamily.drugLab,
    severity: Severity.high,
    problem: "Thyroid",
    title: "Thyrotoxicosis on immune checkpoint inhibitor: likely immune thyroiditis",
    clinician:
      "On {meds}: TSH {tsh} with raised free thyroid hormone {ft4}. New thyrotoxicosis during checkpoint-inhibitor treatment is usually a painless destructive thyroiditis caused by the drug, not Graves disease; it is transient and commonly followed by hypothyroidism.",
    patient:
      "Your thyroid is overactive. On immunotherapy ({meds}) this is usually inflammation of the thyroid caused by the treatment. It tends to settle by itself over weeks, often followed by an underactive phase that needs thyroid tablets, so your thyroid tests will be repeated every few weeks. A beta-blocker can ease a fast heartbeat. Let your cancer team know.",
    nextSteps: ["Tell the oncology team and repeat thyroid tests every 2–3 weeks"],
    patientQuestions: ["Can I keep having my immunotherapy while my thyroid settles?"],
    evidence: ["asco-2018-irae"],
    keywords: ["immune checkpoint inhibitor", "thyroiditis", "thyrotoxicosis", "pembrolizumab", "nivolumab"],
    match: thyroiditisMatch,
  },
  {
    id: "ici-diabetes",
    family: FindingFamily.drugLab,
    severity: Severity.high,
    problem: "Diabetes",
    title: "Insulin-deficient diabetes from immune checkpoint inhibitor",
    clinician:
      "On {meds}: new diabetes with {evidence}. Diabetes arising on a checkpoint inhibitor is an immune destruction of the insulin-making cells, often abrupt (HbA1c may be only slightly raised) and presenting in ketoacidosis; it is permanent.",
    patient:
      "Your results show your body has stopped making insulin. On immunotherapy ({meds}) this is a known immune side effect on the pancreas. It needs hospital treatment now and insulin from here on, which is likely to be lifelong. Your cancer team needs to know.",
    nextSteps: ["Insulin and urgent diabetes team input; tell the oncology team"],
    patientQuestions: ["Will I need insulin for good, and can I continue my immunotherapy?"],
    evidence: ["asco-2018-irae", "muniz-2021-candied-ici-diabetes"],
    keywords: ["immune checkpoint inhibitor", "type 1 diabetes", "diabetic ketoacidosis", "c-peptide", "nivolumab"],
    match: iciDiabetes,
  },
];
