import type { MeaningInContext } from "../catalogue/overlay.ts";
import { type LabObservation, LabStatus } from "../model.ts";
import { formatNumber } from "../text.ts";
import { onDialysis } from "./ckd-complications.ts";
import type { RuleContext } from "./context.ts";

/*
 * On dialysis a raised phosphate, PTH or urate was given the line written for people whose kidneys
 * work ("an overactive parathyroid gland, low vitamin D…", "raises the risk of gout and kidney
 * stones"), review 21, kidney-preg-onc leftovers case 03. Sources (evidence/added-sources.ts):
 * - KDIGO CKD-MBD (kdigo-2017-ckd-mbd): in G5D a raised phosphate is lowered toward the normal
 *   range (diet, binders, adequate dialysis), decisions follow trends of calcium, phosphate and PTH
 *   together; on dialysis PTH is kept at about 2–9 times the upper limit of the assay's range.
 * - ACR 2020 gout (acr-2020-gout): urate-lowering treatment is conditionally recommended against in
 *   asymptomatic hyperuricaemia.
 * A PTH beside a high calcium is left to the hypercalcaemia finding.
 */

/** KDIGO's PTH range on dialysis, as multiples of the assay's upper limit of normal. */
const PTH_ON_DIALYSIS = { low: 2, high: 9 } as const;

const PHOSPHATE_ON_DIALYSIS: MeaningInContext = {
  text: "on dialysis is common, as the kidneys no longer clear phosphate: KDIGO lowers a raised phosphate toward the normal range with diet, phosphate binders and adequate dialysis, judged on its trend together with calcium and PTH by the kidney team",
  patient:
    "is common on dialysis, because the kidneys no longer clear it. Your kidney team manages it with food advice, phosphate-binding medicine taken with meals and the dialysis itself",
  evidence: ["kdigo-2017-ckd-mbd"],
};

const URATE_ON_DIALYSIS: MeaningInContext = {
  text: "on dialysis is expected, as urate is cleared by the kidneys and now only by dialysis, so it depends on the time since the last session; without gout it is not a reason for urate-lowering treatment (ACR 2020 advises against treating a raised urate without symptoms)",
  patient:
    "is common on dialysis, because the kidneys no longer clear it, and it changes with the time since your last session. Without gout it does not need treatment of its own",
  evidence: ["acr-2020-gout"],
};

const isHigh = (s: LabStatus | undefined) => s === LabStatus.high || s === LabStatus.criticalHigh;

/** The PTH on dialysis, read against KDIGO's 2–9 times the upper limit of the assay's range. */
function pthOnDialysis(obs: LabObservation, ctx: RuleContext): MeaningInContext | undefined {
  if (isHigh(ctx.lab("calcium")?.status)) return undefined;
  const value = obs === ctx.lab("pth-intact") ? ctx.valueOf(obs) : undefined;
  const uln = value === undefined ? undefined : ctx.upperLimit("pth-intact");
  const times = value !== undefined && uln !== undefined && uln > 0 ? value / uln : undefined;
  const place =
    times === undefined
      ? ""
      : times > PTH_ON_DIALYSIS.high
        ? `; at about ${formatNumber(times, 1)} times the upper limit this result is above that range`
        : times >= PTH_ON_DIALYSIS.low
          ? `; at about ${formatNumber(times, 1)} times the upper limit this result is inside that range`
          : "";
  const patientPlace =
    times === undefined || times < PTH_ON_DIALYSIS.low
      ? ""
      : times > PTH_ON_DIALYSIS.high
        ? " Yours is above that range, which your kidney team will look at"
        : " Yours is inside that range";
  return {
    text: `on dialysis is expected to a degree (secondary hyperparathyroidism): KDIGO keeps PTH on dialysis at about ${PTH_ON_DIALYSIS.low}–${PTH_ON_DIALYSIS.high} times the upper limit of the assay's normal range rather than within it${place}, and the kidney team acts on its trend with calcium and phosphate`,
    patient: `is common on dialysis, where the aim is a level of about ${PTH_ON_DIALYSIS.low} to ${PTH_ON_DIALYSIS.high} times the top of the usual range rather than within it${patientPlace === "" ? "" : `.${patientPlace}`}`,
    evidence: ["kdigo-2017-ckd-mbd"],
  };
}

/** What a raised phosphate, PTH or urate means on dialysis; undefined for other results or off dialysis. */
export function mineralResultOnDialysis(obs: LabObservation, ctx: RuleContext): MeaningInContext | undefined {
  if (!isHigh(obs.status)) return undefined;
  const id = obs.analyteId;
  if (id !== "phosphorus" && id !== "pth-intact" && id !== "uric-acid") return undefined;
  if (!onDialysis(ctx)) return undefined;
  if (id === "phosphorus") return PHOSPHATE_ON_DIALYSIS;
  // With gout on record the urate is a treatment target, read by the gout rules.
  if (id === "uric-acid") return ctx.conditions("gout").length > 0 ? undefined : URATE_ON_DIALYSIS;
  return pthOnDialysis(obs, ctx);
}
