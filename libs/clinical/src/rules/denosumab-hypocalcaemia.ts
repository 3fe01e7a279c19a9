import { FindingFamily, Severity } from "../model.ts";
import { formatNumber } from "../text.ts";
import { adjustedForAlbumin, albuminBeside } from "./calcium-correction.ts";
import { medNames, type RuleContext } from "./context.ts";
import { statedMention } from "./notes.ts";
import type { Rule, RuleMatch } from "./types.ts";
import { isLow } from "./lab-status.ts";

/*
 * A low calcium on denosumab is the drug's known, sometimes fatal, effect (review 13 oncology, case
 * 14: Xgeva 120 mg two weeks earlier, calcium 1.84 mmol/L, perioral and finger tingling, vitamin D 18,
 * CKD 3b, calcium supplement stopped; it got a low lab line and the magnesium was called the cause).
 * - TGA Medicines Safety Update 29 (Australian Prescriber) and MIMS UK's report of the Amgen letter
 *   (mims.co.uk article 1156742), evidence "tga-msu-29-denosumab-hypocalcaemia": severe
 *   hypocalcaemia, some fatal, greater with Xgeva 120 mg; risk highest in the first 6 months and with
 *   severe renal impairment; calcium and vitamin D supplements with Xgeva unless the calcium is high;
 *   hypocalcaemia is corrected before treatment.
 * - Body et al., BMC Urol 2018 (PMC6148993): hypocalcaemia is commonest in prostate cancer; vitamin D
 *   deficiency, renal insufficiency and osteoblastic metastases add to the risk.
 * - Society for Endocrinology emergency guidance: below 1.9 mmol/L adjusted, or with symptoms, IV
 *   calcium gluconate under ECG monitoring.
 */

/** Adjusted calcium (mg/dL, the rule unit) below which hypocalcaemia is severe: 1.9 mmol/L. */
const SEVERE_CALCIUM = 7.6;
const MMOL_PER_MG_DL = 0.2495;
const SYMPTOMS =
  /\btingl\w*|\bparaesthes\w*|\bparesthes\w*|\bpins and needles\b|\bnumb\w*|\bcramp\w*|\bcarpopedal\b|\btetany\b|\bmuscle spasms?\b|\bseizures?\b|\bprolonged qtc?\b/i;
const SUPPLEMENT_STOPPED =
  /\b(?:stopped|not taking|no longer taking|ran out of|off)\b[^.;]{0,25}\bcalcium\b|\bcalcium\b[^.;]{0,25}\b(?:stopped|not taken)\b/i;

function match(ctx: RuleContext): RuleMatch | undefined {
  const meds = ctx.meds("denosumab");
  const calcium = ctx.lab("calcium");
  const ca = ctx.valueOf(calcium);
  if (meds.length === 0 || !isLow(calcium) || ca === undefined) return undefined;
  const beside = albuminBeside(ctx, calcium);
  const adjusted = beside === undefined ? ca : adjustedForAlbumin(ca, beside.alb);
  // A low total calcium that a low albumin fully explains is not hypocalcaemia.
  const lower = ctx.lowerLimit("calcium");
  if (lower !== undefined && adjusted >= lower) return undefined;
  const symptom = statedMention(ctx.freeText, SYMPTOMS);
  const severe = adjusted < SEVERE_CALCIUM || symptom !== undefined;
  const vitD = ctx.lab("vitamin-d-25oh");
  const mg = ctx.lab("magnesium");
  const egfr = ctx.lab("egfr");
  const egfrValue = ctx.valueOf(egfr);
  const contributors = [
    isLow(vitD) ? `vitamin D deficiency (${ctx.show(vitD)})` : "",
    egfr !== undefined && egfrValue !== undefined && egfrValue < 60
      ? `reduced kidney function (eGFR ${ctx.show(egfr)})`
      : "",
    statedMention(ctx.freeText, SUPPLEMENT_STOPPED, true) !== undefined
      ? "the calcium supplement has been stopped"
      : "",
    isLow(mg) ? `a low magnesium (${ctx.show(mg)}), to replace alongside` : "",
  ].filter(Boolean);
  const adjustedText =
    beside === undefined || calcium.unit !== "mmol/L"
      ? ""
      : ` (adjusted for albumin about ${formatNumber(adjusted * MMOL_PER_MG_DL, 2)} mmol/L)`;
  const why = [
    adjusted < SEVERE_CALCIUM ? "the adjusted calcium is below 1.9 mmol/L" : "",
    symptom !== undefined ? `the notes record "${symptom}"` : "",
  ].filter(Boolean);
  return {
    refs: ctx.refs(calcium, beside?.albumin, isLow(vitD) ? vitD : undefined, isLow(mg) ? mg : undefined, egfr),
    severity: severe ? Severity.critical : Severity.high,
    values: { calcium: `${ctx.show(calcium)}${adjustedText}`, meds: medNames(meds) },
    clinicianExtra: [
      contributors.length > 0 ? `Other contributors: ${contributors.join("; ")}.` : "",
      severe
        ? `This is severe hypocalcaemia (${why.join(" and ")}) and a medical emergency.`
        : "Not severe now, but it can fall further after each dose.",
    ]
      .filter(Boolean)
      .join(" "),
    patientExtra: severe
      ? "With the tingling or a calcium this low, you need to be seen today, usually in hospital, for calcium through a drip."
      : undefined,
    nextSteps: [
      ...(severe
        ? [
            "Same-day assessment: ECG for the QT interval, and IV calcium gluconate under ECG monitoring (10% solution, 10–20 mL over 10 minutes, then an infusion) as in the Society for Endocrinology emergency guidance",
          ]
        : ["Recheck the adjusted calcium within a few days and start or increase oral calcium"]),
      "Replace vitamin D and magnesium if low",
      "Do not give the next denosumab dose until the calcium is corrected; tell the oncology team",
      "Restart daily calcium and vitamin D supplements (required with denosumab 120 mg unless the calcium is high) and check the calcium more often, especially with reduced kidney function",
    ],
  };
}

export const DENOSUMAB_HYPOCALCAEMIA_RULES: readonly Rule[] = [
  {
    id: "denosumab-hypocalcaemia",
    family: FindingFamily.drugLab,
    severity: Severity.high,
    problem: "Hypocalcaemia on denosumab",
    title: "Low calcium on denosumab",
    clinician:
      "Calcium {calcium} is low in a patient on {meds}. Denosumab strongly blocks bone resorption and hypocalcaemia is its known effect, most often in the first months of treatment; severe symptomatic cases, some fatal, have been reported with the 120 mg dose, particularly without calcium and vitamin D supplements, with vitamin D deficiency or with kidney disease.",
    patient:
      "Your calcium is low. This is a known side effect of your bone injection, {meds}. Calcium and vitamin D usually put it right, and the next injection should wait until your calcium is back to normal. Your team will tell you which calcium and vitamin D supplement to take; if the one you had upset you, say so, as there are others.",
    nextSteps: ["Treat the low calcium and hold the next denosumab dose until it is corrected"],
    patientQuestions: ["Should I take calcium and vitamin D with my bone injection, and when can I have the next one?"],
    evidence: [
      "tga-msu-29-denosumab-hypocalcaemia",
      "body-2018-hypocalcaemia-prostate-antiresorptive",
      "sfe-2016-acute-hypocalcaemia",
    ],
    keywords: ["denosumab", "xgeva", "hypocalcaemia", "calcium gluconate", "vitamin d"],
    match,
  },
];
