import type { MeaningInContext } from "../catalogue/overlay.ts";
import type { LabObservation } from "../model.ts";
import { screeningTests } from "./adrenal.ts";
import { checkpointInhibitors } from "./adrenal-crisis-suspected.ts";
import type { RuleContext } from "./context.ts";
import { CCCR } from "./fhh.ts";
import { METANEPHRINE, probablePhaeochromocytoma } from "./phaeochromocytoma.ts";
import { mildMetanephrineLikelyFalse } from "./metanephrine-mild.ts";

/*
 * Endocrine tests the lab catalogue does not hold, so their generic lines had no reading and no
 * evidence (review 13, adrenal-pituitary M7: plasma metanephrines in case 11, the urine calcium:
 * creatinine clearance ratio in case 08, cortisol after dexamethasone in case 15). Each reading
 * here rests on a source read for it; a raised metanephrine beside a probable phaeochromocytoma
 * points to that finding instead. A low phosphate beside a PTH-dependent high calcium (case 07,
 * PTH in range) reads as the PTH effect, as it already did with a raised PTH.
 */

const METANEPHRINE_RAISED: MeaningInContext = {
  text: "is the screening result for a phaeochromocytoma or paraganglioma (a tumour that makes adrenaline-like hormones); every raised result needs follow-up, and some medicines, such as tricyclic antidepressants, can raise it falsely",
  evidence: ["endosoc-2014-phaeochromocytoma", "jcem-2003-metanephrine-false-positives"],
};

const METANEPHRINE_WITH_PHAEO: MeaningInContext = {
  text: "is part of the probable phaeochromocytoma set out in that finding: no biopsy of the adrenal mass and no beta-blocker on its own",
  evidence: ["endosoc-2014-phaeochromocytoma"],
};

/** CCCR cut-offs: below 0.01 suggests FHH, 0.02 or more primary hyperparathyroidism. */
const FHH_BELOW = 0.01;
const PHPT_FROM = 0.02;

const CCCR_FHH: MeaningInContext = {
  text: "of less than 0.01, with a high calcium, points to familial hypocalciuric hypercalcaemia (FHH), an inherited condition that parathyroid surgery does not help, rather than primary hyperparathyroidism; low vitamin D can also lower the ratio, and genetic testing settles it",
  patient:
    "can point to a usually harmless inherited cause of a high calcium that runs in families and does not need an operation, rather than an overactive parathyroid gland; low vitamin D can also lower this result, and a genetic test can settle it",
  evidence: ["gpnotebook-fhh", "sfebes-2026-fhh-cccr-audit"],
};

const CCCR_GREY: MeaningInContext = {
  text: "between 0.01 and 0.02 does not tell familial hypocalciuric hypercalcaemia (FHH) from primary hyperparathyroidism; genetic testing helps before any parathyroid surgery",
  patient:
    "does not tell apart the two usual causes of a high calcium (an overactive parathyroid gland, or a usually harmless inherited cause); your doctor may suggest a genetic test before deciding about an operation",
  evidence: ["sfebes-2026-fhh-cccr-audit"],
};

const DST_NOT_SUPPRESSED: MeaningInContext = {
  text: "means cortisol did not fall after the dexamethasone dose (the cut-off is 50 nmol/L, 1.8 µg/dL): it can mean Cushing syndrome or, with an adrenal lump, mild cortisol excess from that lump, and is confirmed with a second test",
  patient:
    "means your body's cortisol (a stress hormone) did not fall as expected after the dexamethasone tablet; this can mean your body makes too much cortisol, sometimes from a small lump on an adrenal gland, and a second test is needed to confirm it",
  evidence: ["endosoc-2008-cushing-diagnosis", "statpearls-dexamethasone-suppression-test"],
};

const LOW_PHOSPHATE_PTH_DEPENDENT: MeaningInContext = {
  text: "goes with the high calcium and a parathyroid hormone (PTH) that is not suppressed: PTH makes the kidneys pass more phosphate into the urine",
  evidence: ["endotext-approach-to-hypercalcaemia"],
};

const OPIOID_AI_CAUSE =
  "fits opioid-induced adrenal insufficiency: long-term opioids, more often at high doses, damp the brain's drive to the adrenal glands; it needs confirming with endocrinology (a stimulation test, with pituitary disease still to be excluded), hydrocortisone cover if confirmed, and it can recover as the opioid dose comes down";
const OPIOID_AI_PATIENT =
  "can come from long-term strong painkillers (opioids), which can damp the brain's signal that tells the adrenal glands to make cortisol; a hormone specialist can confirm it with a further test. Do not stop or cut your painkillers on your own";
const EVIDENCE_OPIOID_AI = ["patel-2024-opioid-induced-adrenal-insufficiency"];

const LOW_ACTH_ON_OPIOIDS: MeaningInContext = {
  text: `with a low cortisol, on long-term opioids, ${OPIOID_AI_CAUSE}`,
  patient: OPIOID_AI_PATIENT,
  evidence: EVIDENCE_OPIOID_AI,
};

const LOW_CORTISOL_ON_OPIOIDS: MeaningInContext = {
  text: `with an ACTH that is not raised, on long-term opioids, ${OPIOID_AI_CAUSE}`,
  patient: OPIOID_AI_PATIENT,
  evidence: EVIDENCE_OPIOID_AI,
};

const high = (s: string | undefined) => s === "high" || s === "critical-high";
const low = (s: string | undefined) => s === "low" || s === "critical-low";

function cccrMeaning(obs: LabObservation): MeaningInContext | undefined {
  if (obs.value.kind !== "number") return undefined;
  if (obs.value.value < FHH_BELOW) return CCCR_FHH;
  return obs.value.value < PHPT_FROM ? CCCR_GREY : undefined;
}

/**
 * A low cortisol with an ACTH that is not raised in someone on opioids (review 13 round 3, case 06:
 * oxycodone for 4 years, cortisol 118 nmol/L, ACTH 5 ng/L, read only as pituitary disease or
 * checkpoint inhibitors). A checkpoint inhibitor keeps its own hypophysitis reading.
 */
function opioidAdrenalReading(obs: LabObservation, ctx: RuleContext): MeaningInContext | undefined {
  if (!low(obs.status) || ctx.meds("opioid").length === 0 || checkpointInhibitors(ctx).length > 0) return undefined;
  const cortisol = ctx.lab("cortisol-am");
  const acth = ctx.lab("acth");
  if (!low(cortisol?.status) || acth === undefined || high(acth.status)) return undefined;
  if (obs === acth) return low(acth.status) ? LOW_ACTH_ON_OPIOIDS : undefined;
  return obs === cortisol ? LOW_CORTISOL_ON_OPIOIDS : undefined;
}

/** The reading of one of these endocrine results in its record, or undefined to keep the generic line. */
export function endocrineLabReading(obs: LabObservation, ctx: RuleContext): MeaningInContext | undefined {
  if (high(obs.status) && METANEPHRINE.test(obs.name))
    return probablePhaeochromocytoma(ctx) !== undefined
      ? METANEPHRINE_WITH_PHAEO
      : (mildMetanephrineLikelyFalse(obs, ctx) ?? METANEPHRINE_RAISED);
  if (low(obs.status) && CCCR.test(obs.name)) return cccrMeaning(obs);
  if (high(obs.status) && screeningTests(ctx).some((t) => t.kind === "dst" && t.obs === obs)) return DST_NOT_SUPPRESSED;
  const opioidAdrenal = opioidAdrenalReading(obs, ctx);
  if (opioidAdrenal !== undefined) return opioidAdrenal;
  if (obs.analyteId === "phosphorus" && low(obs.status)) {
    // A raised PTH already has its own reading (MEANINGS_IN_CONTEXT.lowPhosphateHighPth).
    if (high(ctx.lab("calcium")?.status) && ctx.lab("pth-intact")?.status === "normal")
      return LOW_PHOSPHATE_PTH_DEPENDENT;
  }
  return undefined;
}
