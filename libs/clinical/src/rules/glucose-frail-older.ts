import type { MeaningInContext } from "../catalogue/overlay.ts";
import type { LabObservation } from "../model.ts";
import { complexHealth } from "./a1c-goal-older.ts";
import type { RuleContext } from "./context.ts";
import { readsAsUk } from "./uk-record.ts";

/*
 * A glucose a little above the laboratory's range in an older adult with frailty or dementia and
 * known diabetes (review 31b, leftovers-31b case 01: 88 years, nursing home, falls, glipizide,
 * HbA1c 6.9%, glucose 118 mg/dL). The generic line called it "above target for someone with
 * diabetes" beside the finding that says to ease treatment, a contradiction. ADA's framework for
 * older adults (ada-soc-2026-s13; Table 13.1 seen in the 2024 edition and ADA's own table page)
 * gives 90–150 mg/dL (5.0–8.3 mmol/L) fasting or before meals with complex or intermediate health,
 * and 100–180 mg/dL (5.6–10.0 mmol/L) in very complex or poor health (long-term care among its
 * examples). NICE NG28 (nice-ng28-t2d-adults) asks for the HbA1c target to be relaxed case by case
 * for older or frail people, among them those at risk of falls. So a glucose up to 150 mg/dL is
 * read as within the less strict range; above it the generic line stays (an engine choice: the
 * sample may not be fasting, and higher values call for the usual review).
 */

/** ADA's upper fasting or pre-meal glucose (mg/dL) for older adults with complex or intermediate health. */
const COMPLEX_FASTING_TOP = 150;
const HYPO_CAUSING = ["sulfonylurea", "insulin"] as const;

export function glucoseInFrailOlderAdult(obs: LabObservation, ctx: RuleContext): MeaningInContext | undefined {
  if (obs.analyteId !== "glucose" || obs.status !== "high") return undefined;
  const value = ctx.valueOf(obs);
  if (value === undefined || value > COMPLEX_FASTING_TOP) return undefined;
  if (complexHealth(ctx) === undefined) return undefined;
  const uk = readsAsUk(ctx);
  const mmol = /mmol/i.test(obs.unit ?? "");
  const ranges = mmol
    ? "5.0–8.3 mmol/L (90–150 mg/dL) before meals with complex or intermediate health, and 5.6–10.0 mmol/L in very poor health"
    : "90–150 mg/dL (5.0–8.3 mmol/L) before meals with complex or intermediate health, and 100–180 mg/dL in very poor health";
  const lowRisk =
    ctx.medsOf(...HYPO_CAUSING).length > 0
      ? ", and on a sulfonylurea or insulin low readings are the greater risk"
      : "";
  return {
    text: `in an older adult with frailty or dementia is within the less strict glucose range ADA gives for older adults, ${ranges}${uk ? "; NICE asks for the HbA1c target to be relaxed for older or frail people, such as those at risk of falls" : ""}. It is not a reason to add or increase glucose-lowering treatment${lowRisk}`,
    patient:
      "is within the less strict range usually aimed for in an older person with frailty, so on its own it is not a reason for more diabetes medicine",
    evidence: uk ? ["nice-ng28-t2d-adults", "ada-soc-2026-s13"] : ["ada-soc-2026-s13"],
  };
}
