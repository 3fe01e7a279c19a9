import type { LabObservation } from "../model.ts";
import { CYSTATIN_EGFR_NAME } from "../trends.ts";
import type { RuleContext } from "./context.ts";
import type { RuleMatch } from "./types.ts";
import { statedMention } from "./notes.ts";

/*
 * On a creatine supplement a raised creatinine is checked with cystatin C (or a cystatin C-based
 * eGFR) and the urine albumin:creatinine ratio, as the rule in drug-lab.ts advises (review 11, renal
 * case 11). When the record already holds them they are read, not advised again. CKD needs an eGFR
 * below 60 or an ACR of 30 mg/g (3 mg/mmol) or more (KDIGO 2024), so a cystatin C-based eGFR of 60 or
 * more with an ACR below 30 mg/g shows no CKD.
 */

/** KDIGO 2024: CKD needs an eGFR below 60 or an ACR of 30 mg/g (the rule unit) or more. */
const EGFR_CKD_BELOW = 60;
const ACR_CKD_FROM_MG_G = 30;

const REPEAT_STEP =
  "Repeat creatinine and eGFR after several days without creatine and without strenuous exercise, noting the supplement on the request";

/**
 * Under 18 no adult eGFR equation applies (the bedside Schwartz equation, from height, is for 1–18
 * years): a 17-year-old rugby player on creatine was advised to repeat "creatinine and eGFR"
 * (review 21, adolescents case 02).
 */
const ADULT_AGE = 18;
const CHILD_REPEAT_STEP =
  "Repeat creatinine after several days without creatine and without strenuous exercise, noting the supplement on the request; under 18, estimate GFR from height with the bedside Schwartz equation, as adult eGFR equations do not apply";
const CHILD_EVIDENCE = ["nkf-bedside-schwartz-2009"];

const isChild = (ctx: RuleContext) => ctx.age !== undefined && ctx.age < ADULT_AGE;

/** For a child or young person, the repeat step without an adult eGFR, and its source; nothing for an adult. */
export function creatineChildSteps(ctx: RuleContext): Partial<RuleMatch> {
  if (!isChild(ctx)) return {};
  return {
    nextSteps: [CHILD_REPEAT_STEP, "If kidney function is still in doubt, check cystatin C and urine albumin (ACR)"],
    evidence: CHILD_EVIDENCE,
  };
}

export function creatineRecordTests(ctx: RuleContext): { obs: LabObservation[]; match: Partial<RuleMatch> } {
  const cysEgfr = ctx.labs("egfr").find((o) => CYSTATIN_EGFR_NAME.test(o.name) && o.value.kind === "number");
  const cystatin = ctx.lab("cystatin-c");
  const acr = ctx.lab("uacr");
  if (cysEgfr === undefined && cystatin === undefined && acr === undefined) return { obs: [], match: {} };
  const cysValue = ctx.valueOf(cysEgfr);
  const acrValue = ctx.valueOf(acr);
  const held = [
    cysEgfr !== undefined ? `cystatin C-based eGFR ${ctx.show(cysEgfr)}` : undefined,
    cysEgfr === undefined && cystatin !== undefined ? `cystatin C ${ctx.show(cystatin)}` : undefined,
    acr !== undefined ? `urine ACR ${ctx.show(acr)}` : undefined,
  ].filter((s): s is string => s !== undefined);
  const noCkd =
    cysValue !== undefined && cysValue >= EGFR_CKD_BELOW && acrValue !== undefined && acrValue < ACR_CKD_FROM_MG_G;
  const missing = [
    cysEgfr === undefined && cystatin === undefined ? "cystatin C" : undefined,
    acr === undefined ? "urine albumin (ACR)" : undefined,
  ].filter((s): s is string => s !== undefined);
  return {
    obs: [cysEgfr ?? cystatin, acr].filter((o): o is LabObservation => o !== undefined),
    match: {
      clinicianExtra: `Already in the record: ${held.join(" and ")}.${noCkd ? " Both are normal: they show no chronic kidney disease (KDIGO needs an eGFR below 60 or an ACR of 30 mg/g, 3 mg/mmol, or more)." : ""}`,
      nextSteps: noCkd
        ? ["No kidney work-up is needed; note the creatine supplement on future kidney test requests"]
        : [
            isChild(ctx) ? CHILD_REPEAT_STEP : REPEAT_STEP,
            ...(missing.length > 0 ? [`If kidney function is still in doubt, check ${missing.join(" and ")}`] : []),
          ],
      ...(noCkd && cysEgfr !== undefined
        ? {
            patientExtra:
              "A second kidney test that muscle and creatine hardly affect (cystatin C) is normal, so your kidneys are filtering normally and no repeat test is needed.",
          }
        : {}),
      evidence: ["longobardi-2023-creatine-kidney", "kdigo-2024-ckd", ...(isChild(ctx) ? CHILD_EVIDENCE : [])],
    },
  };
}

/**
 * A creatine supplement stated only in the notes or social history ("Takes creatine supplement 5 g
 * daily"), not in the medicine list (review 12, overcall case 01): it explains a raised creatinine
 * just as a listed one does. "Creatine kinase" is a muscle enzyme, not the supplement.
 */
const STATED_CREATINE =
  /\b(?:(?:takes?|taking|uses?|using|on)\s+(?:a\s+|daily\s+)?creatine\b(?!\s+kinase)|creatine(?:\s+monohydrate)?\s+(?:supplements?|powder|loading)\b)/;

/** The notes' words stating a creatine supplement, or undefined. */
export function statedCreatine(ctx: RuleContext): string | undefined {
  return statedMention(ctx.freeText, STATED_CREATINE, true);
}
