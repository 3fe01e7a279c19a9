import type { ConditionItem } from "../model.ts";
import type { RuleContext } from "./context.ts";
import { statedMention } from "./notes.ts";

/*
 * The urate target in gout with tophi (review 11, rheumatology case 04: a tophus on the first MTP
 * joint, target given as below 0.36 mmol/L). EULAR 2016 keeps urate below 6 mg/dL (360 µmol/L) for
 * everyone on urate-lowering therapy and sets a lower target, below 5 mg/dL (300 µmol/L), for severe
 * gout with tophi, chronic gouty arthropathy or frequent flares, until the crystals have dissolved.
 * Only tophi are read here: they are named plainly in records, while "frequent" flares and chronic
 * arthropathy need a count or imaging the record rarely states.
 */

/** Urate targets in mg/dL: the usual one and the one while tophi persist (EULAR 2016). */
export const URATE_TARGET_MGDL = 6;
export const URATE_TARGET_TOPHI_MGDL = 5;

const TOPHUS = /\b(?:tophus|tophi|tophaceous)\b/i;

/** Tophaceous gout in the record: a condition naming tophi, else a stated (not denied) mention in the notes. */
export function tophaceousGout(
  ctx: RuleContext,
  gout: readonly ConditionItem[],
): { conditions: ConditionItem[]; quote: string } | undefined {
  const named = gout.filter((c) => TOPHUS.test(c.name));
  if (named.length > 0) return { conditions: named, quote: named[0]?.name ?? "" };
  const quote = statedMention(ctx.freeText, TOPHUS, true);
  return quote === undefined ? undefined : { conditions: [], quote };
}
