import { isActiveCondition } from "../vocab/conditions.ts";
import type { RuleContext } from "./context.ts";
import { statedMention } from "./notes.ts";

/** Any organ transplant named in a condition or the notes ("Liver transplant 2024", "renal allograft"). */
const TRANSPLANT = /\btransplant\w*\b|\ballograft\b/i;

/** Whether the record names an organ transplant, in an active condition or stated in the notes. */
export function transplantRecorded(ctx: RuleContext): boolean {
  return (
    ctx.model.conditions.some((c) => isActiveCondition(c.status) && TRANSPLANT.test(c.name)) ||
    statedMention(ctx.freeText, TRANSPLANT) !== undefined
  );
}
