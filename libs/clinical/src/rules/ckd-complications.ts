import { FindingFamily, Severity } from "../model.ts";
import { isActiveCondition } from "../vocab/conditions.ts";
import { medNames, type RuleContext } from "./context.ts";
import { hyperglycaemicCrisis } from "./metabolic-emergencies.ts";
import { statedMention } from "./notes.ts";
import { kidneyFunctionUnstable } from "./patterns.ts";
import type { Rule, RuleMatch } from "./types.ts";
import { isHigh, isLow } from "./lab-status.ts";
import { inMonovalentUnit, monovalentUnit } from "./equivalent-units.ts";

/*
 * Complications of advanced CKD (GFR categories G3b–G5, not on dialysis) that otherwise get only a
 * generic lab text (review 10, deep case 11: eGFR 21 with bicarbonate 16 on metformin, phosphate
 * 6.1 mg/dL and PTH 312 pg/mL). Sources (seenAt in evidence/added-sources.ts):
 * - KDIGO 2024 CKD (kdigo-2024-ckd), Practice Points 3.10.1–3.10.2 as recorded: consider
 *   pharmacological treatment, with or without dietary change, to prevent acidosis with clinical
 *   implications (e.g. bicarbonate below 18 mmol/L in adults); monitor so bicarbonate does not exceed
 *   the upper limit of normal and blood pressure, potassium and fluid status are not harmed.
 * - The Glucophage label (glucophage-label): metformin is contraindicated in acute or chronic
 *   metabolic acidosis. Metformin below eGFR 30 has its own finding (drug-lab.ts,
 *   metformin-egfr-contraindicated), whose stop step is not repeated here.
 * - KDIGO 2017 CKD-MBD (kdigo-2017-ckd-mbd): from G3a, calcium, phosphate, PTH and alkaline
 *   phosphatase are monitored and judged by trends; a raised phosphate is lowered toward normal
 *   (diet, binders, calcium-based binders limited); with a rising PTH, high phosphate, low calcium
 *   and vitamin D deficiency are looked for first; calcitriol is kept for severe, progressive
 *   hyperparathyroidism in G4–G5.
 * On dialysis both are managed through the dialysis prescription and other targets, so neither
 * finding is made; nor while kidney function is changing (an acute fall), nor in children.
 */

/** Bicarbonate (mmol/L) below which KDIGO 2024 considers treating the acidosis of CKD in adults. */
const BICARBONATE_TREAT = 18;
/** eGFR (mL/min/1.73 m²) below which CKD is category G3b or worse. */
const G3B = 45;

const DIALYSIS = /\b(?:dialysis|haemodialysis|hemodialysis|renal replacement)\b/i;
const DIALYSIS_CODES = /^(?:Z99\.2|Z49|Z91\.15)/i;
const DIALYSIS_IN_NOTES = /\b(?:on (?:haemo|hemo|peritoneal )?dialysis|haemodialysis|hemodialysis)\b/;
/** A recorded CKD stage of 3b, 4 or 5, by name or ICD-10 code. */
const ADVANCED_STAGE_NAME = /\b(?:stage|g)\s*(?:3b|4|5)\b|\bckd\s*(?:3b|4|5)\b/i;
const ADVANCED_STAGE_CODE = /^N18\.(?:32|4|5|6)\b/i;

interface AdvancedCkd {
  /** "G4", or "G3b–G5" when only a recorded diagnosis says so. */
  category: string;
  text: string;
  egfr?: number;
  refs: string[];
}

/** On dialysis (haemodialysis or peritoneal), by a recorded condition or the notes. */
export function onDialysis(ctx: RuleContext): boolean {
  const conditions = ctx.model.conditions.filter((c) => isActiveCondition(c.status));
  return (
    conditions.some((c) => DIALYSIS.test(c.name) || DIALYSIS_CODES.test(c.code ?? "")) ||
    statedMention(ctx.freeText, DIALYSIS_IN_NOTES) !== undefined
  );
}

function gfrCategory(egfr: number): string {
  if (egfr >= 30) return "G3b";
  if (egfr >= 15) return "G4";
  return "G5";
}

/**
 * CKD in category G3b–G5, not on dialysis: the current eGFR below 45 in recorded CKD (or below 60
 * for more than 3 months), or without an eGFR a recorded CKD stage 3b–5. Undefined while kidney
 * function is changing, on dialysis, or under 18.
 */
export function advancedCkd(ctx: RuleContext): AdvancedCkd | undefined {
  if ((ctx.age ?? 18) < 18 || onDialysis(ctx) || kidneyFunctionUnstable(ctx)) return undefined;
  const ckd = [...ctx.conditions("ckd"), ...ctx.conditions("kidney-failure")];
  const egfrObs = ctx.lab("egfr");
  const egfr = ctx.valueOf(egfrObs);
  if (egfr !== undefined) {
    if (egfr >= G3B) return undefined;
    const points = ctx.series("egfr")?.points.filter((p) => p.value < 60) ?? [];
    const first = points[0];
    const last = points[points.length - 1];
    const lasting = first !== undefined && last !== undefined && last.time - first.time >= 90 * 86_400_000;
    if (ckd.length === 0 && !lasting) return undefined;
    const category = gfrCategory(egfr);
    return { category, text: `CKD ${category}, eGFR ${ctx.show(egfrObs)}`, egfr, refs: ctx.refs(egfrObs, ...ckd) };
  }
  const staged = ckd.find(
    (c) =>
      c.concepts.includes("kidney-failure") ||
      ADVANCED_STAGE_NAME.test(c.name) ||
      ADVANCED_STAGE_CODE.test(c.code ?? ""),
  );
  if (staged === undefined) return undefined;
  return { category: "G3b–G5", text: staged.name, refs: ctx.refs(staged) };
}

const ACIDOSIS_STEPS = [
  "Consider treating the acidosis with oral alkali (such as sodium bicarbonate), with or without dietary change, so that bicarbonate does not stay below 18 mmol/L",
  "While treating, check that bicarbonate does not rise above the normal range and that blood pressure, potassium and fluid status are not made worse",
] as const;

function metabolicAcidosis(ctx: RuleContext): RuleMatch | undefined {
  const kidney = advancedCkd(ctx);
  if (kidney === undefined) return undefined;
  const obs = ctx.lab("bicarbonate");
  const hco3 = ctx.valueOf(obs);
  if (obs === undefined || hco3 === undefined || hco3 >= BICARBONATE_TREAT) return undefined;
  // Ketoacidosis or a hyperglycaemic crisis has its own finding (metabolic-emergencies.ts).
  if (hyperglycaemicCrisis(ctx)) return undefined;
  const metformin = ctx.meds("metformin");
  // KDIGO's 18 mmol/L in the record's own unit: a US record in mEq/L (the same number for
  // bicarbonate) was answered in mmol/L (review 36, notes-36 case 10).
  const unit = monovalentUnit(obs);
  const values = { hco3: ctx.show(obs), kidney: kidney.text, unit };
  const steps = ACIDOSIS_STEPS.map((s) => inMonovalentUnit(s, unit));
  if (metformin.length === 0) return { refs: [...ctx.refs(obs), ...kidney.refs], values, nextSteps: steps };
  // Below eGFR 30 metformin-egfr-contraindicated already says to stop it: only the further reason here.
  const belowThirty = kidney.egfr !== undefined && kidney.egfr < 30;
  return {
    refs: [...ctx.refs(obs, ...metformin), ...kidney.refs],
    values,
    clinicianExtra: belowThirty
      ? `Metformin (${medNames(metformin)}) is also contraindicated in metabolic acidosis (its label), a further reason to stop it besides the eGFR below 30.`
      : `${medNames(metformin)}: metformin is contraindicated in metabolic acidosis (its label), so it should be stopped while the acidosis lasts.`,
    patientExtra: belowThirty
      ? "This is one more reason why metformin, one of your diabetes medicines, is not suitable for you now."
      : "Metformin, one of your diabetes medicines, is not used when the blood is this acidic. Talk to your doctor soon; do not stop any medicine on your own.",
    ...(belowThirty
      ? { nextSteps: steps }
      : {
          nextSteps: [
            `Stop ${medNames(metformin)}: metformin is contraindicated in metabolic acidosis; choose another glucose-lowering treatment`,
            ...steps,
          ],
        }),
    evidence: ["glucophage-label"],
  };
}

function mineralBone(ctx: RuleContext): RuleMatch | undefined {
  const kidney = advancedCkd(ctx);
  if (kidney === undefined) return undefined;
  const phosphate = ctx.lab("phosphorus");
  const pth = ctx.lab("pth-intact");
  const highPhosphate = isHigh(phosphate);
  const highPth = isHigh(pth);
  if (!highPhosphate && !highPth) return undefined;
  // A high calcium with a raised PTH is read by the hypercalcaemia finding (patterns.ts).
  const calcium = ctx.lab("calcium");
  if (isHigh(calcium)) return undefined;
  const lowCalcium = isLow(calcium);
  const vitaminD = ctx.lab("vitamin-d-25oh");
  const lowVitaminD = isLow(vitaminD);
  const raised = [highPhosphate ? `phosphate ${ctx.show(phosphate)}` : "", highPth ? `PTH ${ctx.show(pth)}` : ""]
    .filter(Boolean)
    .join(" and ");
  const found = [
    lowCalcium ? `calcium ${ctx.show(calcium)} is low` : "",
    lowVitaminD ? `25-hydroxyvitamin D ${ctx.show(vitaminD)} is low` : "",
  ].filter(Boolean);
  const missing = [
    calcium === undefined ? "calcium" : "",
    ctx.lab("alp") === undefined ? "alkaline phosphatase" : "",
    highPth && vitaminD === undefined ? "25-hydroxyvitamin D" : "",
  ].filter(Boolean);
  const clinician = [
    `with phosphate retained as filtering falls${highPth ? " and secondary hyperparathyroidism" : ""}.`,
    found.length > 0 ? ` In the record, ${found.join(" and ")}.` : "",
    " KDIGO 2017 advises following calcium, phosphate, PTH and alkaline phosphatase together and judging them by their trends rather than one result.",
    highPhosphate
      ? " A raised phosphate is lowered toward the normal range, with calcium-based binders limited so as to avoid a high calcium."
      : "",
    highPth
      ? " With a raised PTH, a high phosphate, a low calcium and vitamin D deficiency are looked for and corrected first; calcitriol or other active vitamin D is not routine and is kept for severe, progressive hyperparathyroidism in G4–G5."
      : "",
  ].join("");
  const steps = [
    `Follow calcium, phosphate, PTH and alkaline phosphatase together and act on their trends${missing.length > 0 ? `; check ${missing.join(", ").replace(/, ([^,]*)$/, " and $1")}, not in the record` : ""}`,
    ...(highPhosphate
      ? [
          "Lower the phosphate toward the normal range: dietary phosphate advice, then a phosphate binder if needed, limiting calcium-based binders",
        ]
      : []),
    ...(highPth
      ? [
          `For the raised PTH, first correct ${[
            highPhosphate ? "the high phosphate" : "",
            lowCalcium ? "the low calcium" : "",
            "any vitamin D deficiency",
          ]
            .filter(Boolean)
            .join(", ")
            .replace(
              /, ([^,]*)$/,
              " and $1",
            )}; active vitamin D only for severe, progressive hyperparathyroidism, with the kidney team`,
        ]
      : []),
  ];
  const which = `${[highPhosphate ? "phosphate" : "", highPth ? "parathyroid hormone (PTH)" : ""].filter(Boolean).join(" and ")} ${highPhosphate && highPth ? "are" : "is"}`;
  const patient = highPhosphate
    ? " It is managed with advice on food and sometimes a medicine that binds phosphate in food."
    : "";
  return {
    refs: [
      ...ctx.refs(
        highPhosphate ? phosphate : undefined,
        highPth ? pth : undefined,
        lowCalcium ? calcium : undefined,
        lowVitaminD ? vitaminD : undefined,
      ),
      ...kidney.refs,
    ],
    severity: highPhosphate ? Severity.moderate : Severity.low,
    values: { raised, kidney: kidney.text, rest: clinician, which, patientRest: patient },
    nextSteps: steps,
    patientQuestions: [
      `Do I need to change what I eat, or take a medicine, for my ${highPhosphate && highPth ? "phosphate and PTH" : highPhosphate ? "phosphate" : "PTH"}?`,
    ],
  };
}

export const CKD_COMPLICATION_RULES: readonly Rule[] = [
  {
    id: "ckd-metabolic-acidosis",
    family: FindingFamily.pattern,
    severity: Severity.moderate,
    problem: "Kidney function",
    title: "Metabolic acidosis of chronic kidney disease",
    clinician:
      "Bicarbonate {hco3} in {kidney}: metabolic acidosis of CKD. KDIGO 2024 advises considering treatment to keep bicarbonate from falling below 18 {unit} in adults, monitored so that it does not overshoot or harm blood pressure, potassium or fluid balance.",
    patient:
      "Your bicarbonate is low. This means your blood is more acidic than it should be, which is common when the kidneys work less well. It can be treated, often with bicarbonate tablets.",
    nextSteps: ACIDOSIS_STEPS,
    patientQuestions: ["Do I need treatment for the acid level in my blood?"],
    evidence: ["kdigo-2024-ckd"],
    keywords: ["metabolic acidosis", "bicarbonate", "chronic kidney disease", "sodium bicarbonate"],
    match: metabolicAcidosis,
  },
  {
    id: "ckd-mineral-bone-disorder",
    family: FindingFamily.pattern,
    severity: Severity.moderate,
    problem: "Kidney function",
    title: "Raised phosphate or PTH in advanced CKD: CKD–mineral and bone disorder",
    clinician:
      "Raised {raised} in {kidney}: in advanced CKD this most often reflects CKD–mineral and bone disorder (CKD-MBD), {rest}",
    patient:
      "Your {which} high. When the kidneys work less well, phosphate builds up in the blood and the parathyroid glands work harder. Over time this can affect the bones.{patientRest}",
    nextSteps: ["Follow calcium, phosphate, PTH and alkaline phosphatase together and act on their trends"],
    evidence: ["kdigo-2017-ckd-mbd"],
    keywords: ["ckd-mbd", "phosphate", "parathyroid hormone", "secondary hyperparathyroidism"],
    match: mineralBone,
  },
];
