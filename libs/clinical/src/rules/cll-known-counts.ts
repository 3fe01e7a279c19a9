import type { MeaningInContext } from "../catalogue/overlay.ts";
import type { LabObservation } from "../model.ts";
import type { RuleContext } from "./context.ts";
import { isHigh } from "./lab-status.ts";
import { statedMention } from "./notes.ts";
import { readsAsUsUnits } from "./uk-record.ts";

/*
 * Raised lymphocytes, and the white count they raise, in someone known to have chronic lymphocytic
 * leukaemia (review 28, haem-onc-28 cases 02 and 03: lymphocytes 12 in stage A CLL on watch and
 * wait, and 48 in CLL starting venetoclax, each read as "often follows a viral infection"). The
 * NHS Devon CLL page: early-stage CLL is followed by regular review and treated only when it is
 * advanced or progressive; it usually progresses slowly with a rising lymphocytosis.
 */

const CLL = /\b(?:chronic\s+lymphocytic\s+leuka?emia|cll|small\s+lymphocytic\s+lymphoma)\b/i;

/** CLL on the problem list or stated in the notes ("chronic" is the name, not an unchanged state). */
export function knownCll(ctx: RuleContext): boolean {
  return ctx.model.conditions.some((c) => CLL.test(c.name)) || statedMention(ctx.freeText, CLL, true) !== undefined;
}

const COUNT_IN_KNOWN_CLL: MeaningInContext = {
  text: "is in keeping with the known chronic lymphocytic leukaemia rather than an infection; read it against the earlier counts with the team following the CLL, since a rising lymphocytosis is how the disease usually progresses",
  patient:
    "is expected with your known chronic lymphocytic leukaemia (CLL), which raises these white cells. Your care team compares it with your earlier counts to see whether it is changing",
  evidence: ["devon-cll-referral-guidance"],
};

/** A US record does not get the NHS page: only what iwCLL 2018 defines. */
const COUNT_IN_KNOWN_CLL_US: MeaningInContext = {
  text: "is in keeping with the known chronic lymphocytic leukemia, which iwCLL 2018 defines by a sustained clonal B-lymphocytosis, rather than an infection; read it against the earlier counts with the team following the CLL",
  patient: COUNT_IN_KNOWN_CLL.patient,
  evidence: ["iwcll-2018-cll-guidelines"],
};

/** The reading of a raised lymphocyte count, or a white count raised with it, in known CLL; else undefined. */
export function countInKnownCll(obs: LabObservation, ctx: RuleContext): MeaningInContext | undefined {
  if (!isHigh(obs)) return undefined;
  if (obs.analyteId !== "alc" && !(obs.analyteId === "wbc" && isHigh(ctx.lab("alc")))) return undefined;
  if (!knownCll(ctx)) return undefined;
  return readsAsUsUnits(ctx) ? COUNT_IN_KNOWN_CLL_US : COUNT_IN_KNOWN_CLL;
}
