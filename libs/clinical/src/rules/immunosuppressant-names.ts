import type { MedicationItem } from "../model.ts";
import type { RuleContext } from "./context.ts";

/**
 * Immunosuppressants without a class of their own in vocab/medications.ts, read by name.
 */

export const MYCOPHENOLATE = /\b(?:mycophenol\w*|cellcept|myfortic)\b/i;
export const LEFLUNOMIDE = /\b(?:leflunomide|arava)\b/i;
export const CYCLOPHOSPHAMIDE = /\b(?:cyclophosphamide|endoxana|cytoxan)\b/i;
export const SULFASALAZINE = /\b(?:sulfasalazine|sulphasalazine|salazopyrin\w*)\b/i;
export const JAK_INHIBITOR =
  /\b(?:tofacitinib|xeljanz|baricitinib|olumiant|upadacitinib|rinvoq|filgotinib|jyseleca|abrocitinib|cibinqo)\b/i;
/** Biologics outside the anti-TNF and anti-CD20 classes that the Green Book's "immunosuppressive biological therapy" covers. */
export const OTHER_BIOLOGIC =
  /\b(?:tocilizumab|sarilumab|abatacept|ustekinumab|secukinumab|ixekizumab|vedolizumab|anakinra|belimumab|risankizumab|guselkumab|natalizumab|alemtuzumab)\b/i;

export function named(ctx: RuleContext, re: RegExp): MedicationItem[] {
  return ctx.model.medications.filter((m) => m.active && re.test(m.name));
}
