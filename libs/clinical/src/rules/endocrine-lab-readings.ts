import type { MeaningInContext } from "../catalogue/overlay.ts";
import type { LabObservation } from "../model.ts";
import { screeningTests } from "./adrenal.ts";
import type { RuleContext } from "./context.ts";
import { CCCR } from "./fhh.ts";
import { METANEPHRINE, probablePhaeochromocytoma } from "./phaeochromocytoma.ts";

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
  evidence: ["gpnotebook-fhh", "sfebes-2026-fhh-cccr-audit"],
};

const CCCR_GREY: MeaningInContext = {
  text: "between 0.01 and 0.02 does not tell familial hypocalciuric hypercalcaemia (FHH) from primary hyperparathyroidism; genetic testing helps before any parathyroid surgery",
  evidence: ["sfebes-2026-fhh-cccr-audit"],
};

const DST_NOT_SUPPRESSED: MeaningInContext = {
  text: "means cortisol did not fall after the dexamethasone dose (the cut-off is 50 nmol/L, 1.8 µg/dL): it can mean Cushing syndrome or, with an adrenal lump, mild cortisol excess from that lump, and is confirmed with a second test",
  evidence: ["endosoc-2008-cushing-diagnosis", "statpearls-dexamethasone-suppression-test"],
};

const LOW_PHOSPHATE_PTH_DEPENDENT: MeaningInContext = {
  text: "goes with the high calcium and a parathyroid hormone (PTH) that is not suppressed: PTH makes the kidneys pass more phosphate into the urine",
  evidence: ["endotext-approach-to-hypercalcaemia"],
};

const high = (s: string | undefined) => s === "high" || s === "critical-high";
const low = (s: string | undefined) => s === "low" || s === "critical-low";

function cccrMeaning(obs: LabObservation): MeaningInContext | undefined {
  if (obs.value.kind !== "number") return undefined;
  if (obs.value.value < FHH_BELOW) return CCCR_FHH;
  return obs.value.value < PHPT_FROM ? CCCR_GREY : undefined;
}

/** The reading of one of these endocrine results in its record, or undefined to keep the generic line. */
export function endocrineLabReading(obs: LabObservation, ctx: RuleContext): MeaningInContext | undefined {
  if (high(obs.status) && METANEPHRINE.test(obs.name))
    return probablePhaeochromocytoma(ctx) !== undefined ? METANEPHRINE_WITH_PHAEO : METANEPHRINE_RAISED;
  if (low(obs.status) && CCCR.test(obs.name)) return cccrMeaning(obs);
  if (high(obs.status) && screeningTests(ctx).some((t) => t.kind === "dst" && t.obs === obs)) return DST_NOT_SUPPRESSED;
  if (obs.analyteId === "phosphorus" && low(obs.status)) {
    // A raised PTH already has its own reading (MEANINGS_IN_CONTEXT.lowPhosphateHighPth).
    if (high(ctx.lab("calcium")?.status) && ctx.lab("pth-intact")?.status === "normal")
      return LOW_PHOSPHATE_PTH_DEPENDENT;
  }
  return undefined;
}
