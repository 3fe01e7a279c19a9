import { medNames, type RuleContext } from "./context.ts";

/**
 * A TNF inhibitor taken with a thiopurine whose counts have fallen, and infection signs: the
 * combination adds to the infection risk, and the infliximab label stops a TNF inhibitor in a
 * serious infection or sepsis, so its next dose waits for the review (review 13 hepatology-gi 05:
 * the finding withheld azathioprine and did not mention the infliximab).
 */
export function antiTnfHold(
  ctx: RuleContext,
  signs: string | undefined,
): { step: string; sentence: string; refs: string[] } | undefined {
  const meds = ctx.meds("anti-tnf");
  if (signs === undefined || meds.length === 0) return undefined;
  const names = medNames(meds);
  return {
    step: `Hold the next dose of ${names} until the infection is treated and the counts have recovered, and tell the IBD or prescribing team`,
    sentence: `${names} is taken as well: a TNF inhibitor with a thiopurine adds to the risk of serious and opportunistic infection, and it is stopped in a serious infection or sepsis.`,
    refs: meds.map((m) => m.ref),
  };
}
