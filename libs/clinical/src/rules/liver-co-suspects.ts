/**
 * Other liver-toxic medicines beside the one a liver-injury finding blames (review 25, deep-25 case
 * 06: isoniazid, methotrexate and amiodarone each had a finding naming only itself, so each read as
 * the one cause). Each of these classes has its own liver-injury finding and source; this only makes
 * those findings name one another, so the suspects are weighed together.
 */
import { DRUG_CLASSES } from "../vocab/medications.ts";
import type { RuleContext } from "./context.ts";
import { capitalise, joinList } from "../text.ts";

/** Classes whose liver injury has its own finding (drug-lab.ts, drug-blood.ts, amiodarone-liver.ts). */
const LIVER_INJURY_CLASSES = ["antituberculosis-hepatotoxic", "methotrexate", "amiodarone"] as const;

/** Generic names of the patient's active medicines in a class ("isoniazid"). */
function namesIn(ctx: RuleContext, cls: string): string[] {
  const listed = new Set(DRUG_CLASSES[cls] ?? []);
  return ctx.meds(cls).flatMap((m) => {
    const known = m.drugs.filter((d) => listed.has(d));
    return known.length > 0 ? known : [m.name];
  });
}

/**
 * A sentence naming the other liver-toxic medicines on the list, for the finding that blames `own`;
 * undefined when there are none.
 */
export function otherLiverSuspects(ctx: RuleContext, own: (typeof LIVER_INJURY_CLASSES)[number]): string | undefined {
  const others = [...new Set(LIVER_INJURY_CLASSES.filter((c) => c !== own).flatMap((c) => namesIn(ctx, c)))];
  if (others.length === 0) return undefined;
  return `${capitalise(joinList(others))} ${others.length > 1 ? "are" : "is"} also on the list and can injure the liver: weigh ${others.length > 1 ? "them" : "it"} together with this medicine as possible causes, and agree with each prescriber which to stop first.`;
}

/** Two sentences joined, either of which may be missing. */
export function joinExtra(a: string | undefined, b: string | undefined): string | undefined {
  return [a, b].filter((s) => s !== undefined && s !== "").join(" ") || undefined;
}
