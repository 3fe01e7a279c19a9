import type { RuleContext } from "./context.ts";
import { statedMention } from "./notes.ts";

/*
 * Review 13 (imaging-notes, case 09): a vertebral fracture found by chance on a chest X-ray is
 * usually osteoporotic, but myeloma and bone metastases also collapse vertebrae. In a fracture
 * liaison service, universal screening found undiagnosed myeloma in about 1 in 195 fragility
 * fractures, and the Royal Osteoporosis Society (2019) recommends serum and urine electrophoresis
 * with serum free light chains for those recommended bone treatment ("agarwal-2022-fls-myeloma").
 */

/** A fracture quote that is a spine bone (vertebra, T or L level, wedge, crush, compression). */
export const VERTEBRAL = /\b(?:vertebra\w*|wedg\w*|[tl]\d{1,2}|crush|compression)\b/;

/** Features that make another cause than osteoporosis more likely, from notes and conditions. */
const RED_FLAGS =
  /\b(?:weight loss|night (?:pain|sweats)|pain at rest|rest pain|lytic|myeloma|paraprotein|metasta\w*|(?:history of|known|previous) (?:\w+ )?cancer|malignan\w*|an(?:a)?emi\w*|hypercalc(?:a)?emi\w*)\b/;

/** The myeloma and red-flag sentence for a vertebral fracture, or undefined for other fractures. */
export function vertebralFractureRedFlags(ctx: RuleContext, fracture: string): string | undefined {
  if (!VERTEBRAL.test(fracture)) return undefined;
  const record = [ctx.freeText, ...ctx.model.conditions.map((c) => c.name.toLowerCase())].join(". ");
  const flag = statedMention(record, RED_FLAGS);
  const start = flag
    ? `The record mentions "${flag}": exclude myeloma or metastatic disease before treating this as osteoporosis`
    : "Before putting a vertebral fracture down to osteoporosis, ask about cancer, weight loss and night or rest pain";
  return `${start}; a myeloma screen (serum protein electrophoresis, serum free light chains, urine electrophoresis, with full blood count and calcium) is advised by the Royal Osteoporosis Society (2019) for fracture-service patients starting bone treatment.`;
}
