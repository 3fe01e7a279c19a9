/**
 * Autoimmune liver disease already in the record.
 *
 * A recorded primary biliary cholangitis (PBC) is not suggested as a test again by the liver-test
 * pattern (rules/patterns.ts, liver-injury-pattern): the diagnosis is known.
 */
import type { RuleContext } from "./context.ts";

const PBC = /\bprimary biliary (?:cholangitis|cirrhosis)\b|\bPBC\b/i;

/** A recorded primary biliary cholangitis (any status: it does not resolve); its former name counts. */
export function recordedPbc(ctx: RuleContext): boolean {
  return ctx.model.conditions.some((c) => PBC.test(c.name) || c.code?.toUpperCase().startsWith("K74.3") === true);
}
