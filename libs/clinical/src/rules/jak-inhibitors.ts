import { FindingFamily, Severity } from "../model.ts";
import { medNames, type RuleContext } from "./context.ts";
import { statedMention } from "./notes.ts";
import { currentSmoking } from "./other.ts";
import type { Rule, RuleMatch } from "./types.ts";
import { JAK_INHIBITOR, named } from "./immunosuppressant-names.ts";

/**
 * JAK inhibitors in the MHRA and EMA risk groups, or with lymphocytes below 0.5 × 10⁹/L, where the
 * product information restricts, interrupts or stops them.
 */

const F = FindingFamily.drugLab;

const PAST_SMOKING =
  /\bex-?smoker\b|\bformer\s+smoker\b|\b(?:stopped|quit|gave\s+up)\s+smoking\b|\b\d+\s*pack[- ]?years?\b/;
/** Lymphocytes (per µL, as the engine reads them) below which JAK inhibitor product information interrupts or stops the drug. */
const JAK_LYMPHOCYTES = 500;

function jakRiskGroups(ctx: RuleContext): RuleMatch | undefined {
  const meds = named(ctx, JAK_INHIBITOR);
  if (meds.length === 0) return undefined;
  const risks: string[] = [];
  const refs: string[] = [];
  if (ctx.age !== undefined && ctx.age >= 65) risks.push(`age ${ctx.age}`);
  const smoking = currentSmoking(ctx);
  const past = smoking === undefined ? statedMention(ctx.freeText, PAST_SMOKING) : undefined;
  if (smoking !== undefined) {
    risks.push("current smoking");
    refs.push(...smoking.refs);
  } else if (past !== undefined || ctx.everHad("smoker").length > 0) risks.push("past smoking");
  for (const [concept, label] of [
    ["vte", "previous venous thromboembolism"],
    ["ascvd", "cardiovascular disease"],
    ["cancer", "cancer"],
  ] as const) {
    const had = ctx.everHad(concept);
    if (had.length === 0) continue;
    risks.push(`${label} (${had[0]?.name})`);
    refs.push(...ctx.refs(...had));
  }
  if (risks.length === 0) return undefined;
  return {
    refs: [...ctx.refs(...meds), ...refs],
    values: { med: medNames(meds), risks: risks.join(", ") },
  };
}

function jakLymphopenia(ctx: RuleContext): RuleMatch | undefined {
  const meds = named(ctx, JAK_INHIBITOR);
  const alc = meds.length === 0 ? undefined : ctx.lab("alc");
  const value = ctx.valueOf(alc);
  if (alc === undefined || value === undefined || value >= JAK_LYMPHOCYTES) return undefined;
  return { refs: ctx.refs(alc, ...meds), values: { med: medNames(meds), alc: ctx.show(alc) } };
}

export const JAK_INHIBITOR_RULES: readonly Rule[] = [
  {
    id: "jak-inhibitor-risk-group",
    family: F,
    severity: Severity.high,
    problem: "Medication safety",
    title: "JAK inhibitor in a patient with risk factors named by the MHRA",
    clinician:
      "{med} with {risks}. The MHRA (2023, following the EMA review) found higher rates of major cardiovascular events, cancer, venous thromboembolism, serious infection and death with JAK inhibitors than with TNF inhibitors in at-risk patients, and advises avoiding them unless there is no suitable alternative in people aged 65 or over, current or past long-time smokers, or those with other cardiovascular or cancer risk factors; they are used with caution with other VTE risk factors, at a lower dose where the product allows, with periodic skin checks.",
    patient:
      "Your medicine ({med}) belongs to a group called JAK inhibitors. In people with some risk factors, including yours, these medicines have been linked to heart problems, blood clots, cancer and serious infections. Ask your specialist whether it is still the best choice for you. Get help urgently for a painful swollen leg, chest pain or sudden breathlessness.",
    nextSteps: [
      "Ask the prescribing specialist to review whether a suitable alternative to the JAK inhibitor exists",
      "Seek urgent assessment for leg swelling or pain, chest pain or sudden breathlessness (possible clot)",
    ],
    patientQuestions: ["Is there another treatment with fewer risks for me?"],
    evidence: ["mhra-2023-jak-inhibitors"],
    keywords: ["jak inhibitor", "tofacitinib", "baricitinib", "upadacitinib", "filgotinib", "mace", "vte"],
    match: jakRiskGroups,
  },
  {
    id: "jak-inhibitor-lymphopenia",
    family: F,
    severity: Severity.high,
    problem: "Medication safety",
    title: "Lymphocytes below 0.5 × 10⁹/L on a JAK inhibitor",
    clinician:
      "Lymphocytes {alc} on {med}. JAK inhibitor product information interrupts treatment when the lymphocyte count is below 0.5 × 10⁹/L (baricitinib, abrocitinib), and the tofacitinib label stops tofacitinib when a repeat test confirms a count below 500 cells/mm³; a low count raises the risk of serious infection.",
    patient:
      "Your lymphocytes, a type of white blood cell that fights infection, are very low. Your medicine ({med}) can cause this. Contact your specialist soon: the test is usually repeated, and the medicine stopped if it stays this low.",
    nextSteps: [
      "Repeat the full blood count with a differential within days",
      "If confirmed below 0.5 × 10⁹/L, stop the JAK inhibitor and discuss with the prescribing specialist",
    ],
    evidence: ["jak-inhibitor-lymphopenia-product-information"],
    keywords: ["jak inhibitor", "tofacitinib", "lymphopenia", "lymphocytes"],
    match: jakLymphopenia,
  },
];
