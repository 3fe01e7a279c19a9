import type { MeaningInContext } from "../catalogue/overlay.ts";
import type { LabObservation } from "../model.ts";
import type { RuleContext } from "./context.ts";
import { statedMention } from "./notes.ts";

/*
 * Raised platelets, lymphocytes or monocytes after the spleen was removed (review 14, haematology
 * case 12: platelets 612 ×10⁹/L, stable for three years after a splenectomy for trauma, were read
 * only as "often a reaction to inflammation, iron deficiency or bleeding").
 * - Rab et al., Int J Hematol 2018: years after splenectomy, platelet and lymphocyte counts stay
 *   raised, lymphocytes most after trauma.
 * - University of Bern and University of Aberdeen haematology teaching pages (seenAt): lymphocytes,
 *   monocytes and platelets are often mildly raised; a platelet count of 400–700 usually persists
 *   for life and needs no investigation.
 * Engine choice: a platelet count of 1000 ×10⁹/L or more keeps the generic text (as in
 * thrombocytosis-iron.ts), and a splenectomy is read from any recorded condition, whatever its
 * status, since the spleen does not come back.
 */

const SPLENECTOMY = /\bsplenectom\w*|\basplen\w*|\bspleen (?:was )?removed\b|\bremoval of (?:the )?spleen\b/i;
/** Platelets (×10⁹/L) from which the expected reading is not offered (engine choice). */
const EXPECTED_BELOW = 1000;

const PLATELETS: MeaningInContext = {
  text: "is expected after removal of the spleen: a mildly raised count often persists for life and does not need investigating on its own; a count that keeps rising, or a blood clot, needs review",
  patient:
    "is expected after an operation to remove the spleen: a mildly high count often stays that way for life and is not a worry on its own",
  evidence: ["rab-2018-splenectomy-blood-counts"],
};

const WHITE_CELLS: MeaningInContext = {
  text: "is expected after removal of the spleen, which leaves the lymphocyte and monocyte counts mildly raised for years",
  patient: "is expected after an operation to remove the spleen, which often leaves this count a little high",
  evidence: ["rab-2018-splenectomy-blood-counts"],
};

export function splenectomy(ctx: RuleContext): boolean {
  return (
    ctx.model.conditions.some((c) => SPLENECTOMY.test(c.name)) || statedMention(ctx.freeText, SPLENECTOMY) !== undefined
  );
}

/** The text for a mildly raised platelet, lymphocyte or monocyte count after a splenectomy, or undefined. */
export function countsAfterSplenectomy(obs: LabObservation, ctx: RuleContext): MeaningInContext | undefined {
  if (obs.status !== "high") return undefined;
  const id = obs.analyteId;
  if (id !== "platelets" && id !== "alc" && id !== "monocytes-abs") return undefined;
  if (id === "platelets" && (ctx.valueOf(obs) ?? EXPECTED_BELOW) >= EXPECTED_BELOW) return undefined;
  if (!splenectomy(ctx)) return undefined;
  return id === "platelets" ? PLATELETS : WHITE_CELLS;
}
