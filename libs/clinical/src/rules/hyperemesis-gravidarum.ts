import { patientScope } from "../evidence/populations.ts";
import { FindingFamily, type LabObservation, Severity } from "../model.ts";
import { isHigh, isLow } from "./lab-status.ts";
import type { RuleContext } from "./context.ts";
import { statedMention } from "./notes.ts";
import { pregnancy } from "./patterns.ts";
import type { Rule, RuleMatch } from "./types.ts";

/*
 * Hyperemesis gravidarum (review 31, obs-med-31 cases 01-02: a woman at 9 weeks vomiting 10-12
 * times a day, unable to keep fluids down, potassium 3.0 mmol/L, sodium 131 mmol/L, 3+ urine
 * ketones and 6.5% weight loss got only "low sodium" and four below/above-range lines; nothing
 * named the pregnancy complication or the need to be seen today for fluids).
 *
 * Sources (seenAt in evidence/added-sources.ts):
 * - RCOG Green-top Guideline 69 (2nd edition, 2024; BJOG, "rcog-gtg69-2024-nvp-hg"): ketonuria is not
 *   an indicator of dehydration and is not used to judge severity; first-line antiemetics, with
 *   ondansetron and metoclopramide as further options. So urine ketones alone never raise this finding.
 * - RCOG's diagnostic triad as quoted on NHS pages (BNSSG Remedy, "nhs-bnssg-hyperemesis"): protracted
 *   nausea and vomiting of pregnancy with more than 5% pre-pregnancy weight loss, dehydration and
 *   electrolyte imbalance; onset early in pregnancy (before 16 weeks).
 * - NHS Devon referral guidance ("nhs-devon-hyperemesis-referral"): assess dehydration (pulse, blood
 *   pressure), weight loss of 5% or more, and neurological signs such as confusion, nystagmus or
 *   ataxia that could indicate Wernicke's encephalopathy; exclude other causes (abdominal pain,
 *   urinary symptoms, infection, drugs).
 * Engine choices, not guideline figures: the finding needs vomiting stated in the notes (or a
 * recorded hyperemesis) in a pregnancy not known to be past 20 weeks, plus a low potassium or sodium
 * or a stated weight loss of 5% or more; it is critical (assess today for intravenous fluids) when
 * the notes say she cannot keep fluids down, high otherwise.
 */

const F = FindingFamily.pattern;
/** HG begins early in pregnancy; past 20 weeks new vomiting has other causes to look for first. */
const HG_BEFORE_WEEKS = 20;

const VOMITING = /\b(?:vomit\w*|hyperemesis|retching)\b/;
const NO_FLUIDS =
  /\b(?:unable|cannot|can'?t|not able|failing) to (?:keep|tolerate|hold) (?:down )?(?:any )?(?:fluids?|liquids?|water|food or fluids?|anything)(?: down)?\b|\bcannot keep (?:down )?(?:fluids?|liquids?|anything)\b|\bcan'?t keep (?:fluids?|liquids?|anything) down\b/;
/** "6.5% loss", "lost 4 kg (about 6% of ...)", "weight loss of 7%". */
const WEIGHT_LOSS_PCT =
  /\b(\d{1,2}(?:\.\d)?)\s*%\s*(?:of (?:her |pre-?pregnancy |body )*weight\s*)?(?:weight\s*)?loss\b|\b(?:weight loss|lost)\b[^.;]{0,40}?\b(\d{1,2}(?:\.\d)?)\s*%/;

function weightLossPercent(text: string): number | undefined {
  const m = WEIGHT_LOSS_PCT.exec(text);
  if (m === null) return undefined;
  const n = Number(m[1] ?? m[2]);
  return Number.isFinite(n) ? n : undefined;
}

function hyperemesis(ctx: RuleContext): RuleMatch | undefined {
  const p = pregnancy(ctx);
  if (p === undefined) return undefined;
  if ((p.weeks !== undefined && p.weeks >= HG_BEFORE_WEEKS) || (p.trimester !== undefined && p.trimester > 1))
    return undefined;
  const text = ctx.freeText;
  const named = ctx.model.conditions.some((c) => /hyperemesis/i.test(c.name));
  const vomiting = statedMention(text, VOMITING);
  if (vomiting === undefined && !named) return undefined;
  const k = ctx.lab("potassium");
  const na = ctx.lab("sodium");
  const lowK = isLow(k) ? k : undefined;
  const lowNa = isLow(na) ? na : undefined;
  const loss = weightLossPercent(text);
  const bigLoss = loss !== undefined && loss >= 5 ? loss : undefined;
  if (lowK === undefined && lowNa === undefined && bigLoss === undefined) return undefined;
  const noFluids = statedMention(text, NO_FLUIDS) !== undefined;
  const urea = ctx.lab("urea") ?? ctx.lab("bun");
  const ketones = ctx.anyLab("urine-ketones");
  const found: string[] = [];
  const refs: (LabObservation | undefined)[] = [];
  const add = (label: string, obs: LabObservation) => {
    found.push(`${label} ${ctx.show(obs)}`);
    refs.push(obs);
  };
  if (lowK) add("potassium", lowK);
  if (lowNa) add("sodium", lowNa);
  if (isHigh(urea)) add(urea.analyteId === "bun" ? "BUN" : "urea", urea);
  if (bigLoss !== undefined) found.push(`weight loss of about ${bigLoss}% recorded`);
  if (noFluids) found.push("unable to keep fluids down");
  const uk = patientScope(ctx).country === "uk";
  const when = p.weeks !== undefined ? `At ${p.weeks} weeks of pregnancy` : "In early pregnancy";
  const triad =
    bigLoss !== undefined && (lowK !== undefined || lowNa !== undefined)
      ? "This fits the usual definition of hyperemesis gravidarum (protracted vomiting with more than 5% weight loss, dehydration and electrolyte imbalance)."
      : "This may be hyperemesis gravidarum, defined by protracted vomiting with more than 5% weight loss, dehydration and electrolyte imbalance.";
  const ketonePositive = ketones?.value.kind === "qualitative" && ketones.value.result === "positive";
  const ketoneNote =
    ketonePositive || isHigh(ketones)
      ? " Urine ketones are not used to judge dehydration or severity (RCOG 2024)."
      : "";
  const team = uk ? "the early pregnancy unit, maternity unit or GP" : "your obstetric care team";
  return {
    refs: [...ctx.refs(...refs, ketones), ...ctx.refs(...ctx.conditions("pregnancy"))],
    values: { when, found: found.join(", ") },
    severity: noFluids ? Severity.critical : Severity.high,
    // The NHS pages are UK pathways; a US record keeps the RCOG guideline only.
    evidence: patientScope(ctx).country === "us" ? [] : ["nhs-bnssg-hyperemesis", "nhs-devon-hyperemesis-referral"],
    clinicianExtra: `${triad}${ketoneNote}${
      noFluids
        ? " She cannot keep fluids down: assess today for intravenous rehydration and electrolyte replacement (ambulatory day care or admission)."
        : " Assess within a day: hydration, weight, PUQE score and electrolytes, with antiemetics and intravenous fluids if oral intake fails."
    }`,
    patientExtra: noFluids
      ? `You are not keeping fluids down, so you need to be seen today for fluids through a drip. Contact ${team} today; if you cannot get through, go to an emergency department.`
      : `Contact ${team} within a day. Get help the same day if you cannot keep fluids down, pass very little urine, or feel faint or confused.`,
  };
}

export const HYPEREMESIS_GRAVIDARUM_RULES: readonly Rule[] = [
  {
    id: "hyperemesis-gravidarum",
    family: F,
    severity: Severity.high,
    problem: "Pregnancy",
    title: "Severe vomiting in early pregnancy with dehydration or electrolyte loss: possible hyperemesis gravidarum",
    clinician:
      "{when}, persistent vomiting with {found}. Vomiting in pregnancy with weight loss, dehydration or low potassium or sodium is the picture of hyperemesis gravidarum, not ordinary pregnancy sickness.",
    patient:
      "Being sick this much in pregnancy has lowered body salts (such as potassium or sodium) or your weight. This is more than ordinary morning sickness and may be hyperemesis gravidarum, a severe form of pregnancy sickness for which treatment helps.",
    nextSteps: [
      "Assess hydration (pulse, blood pressure, urine output) and weight against the pre-pregnancy weight; score severity (PUQE)",
      "Replace fluids and potassium as needed; offer antiemetics (first-line antihistamine or phenothiazine, or doxylamine/pyridoxine; ondansetron or metoclopramide next)",
      "Exclude other causes of vomiting (urinary infection, abdominal pain, thyroid disease, medicines) and look for confusion, nystagmus or ataxia (Wernicke's encephalopathy)",
    ],
    patientQuestions: ["Do I need fluids through a drip?", "Which anti-sickness medicines are safe in pregnancy?"],
    evidence: ["rcog-gtg69-2024-nvp-hg"],
    keywords: ["hyperemesis", "vomiting", "pregnancy", "potassium", "sodium", "ketones", "weight loss"],
    match: hyperemesis,
  },
];
