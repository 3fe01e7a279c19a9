import type { LabObservation, TrendPoint } from "../model.ts";
import type { RuleContext } from "./context.ts";
import { statedMatches } from "./notes.ts";

/*
 * Whether albuminuria has lasted the 3 months KDIGO 2024 asks of a kidney marker before calling it
 * CKD, with each urine ACR judged in the unit it was reported in. KDIGO's A2 threshold is 30 mg/g or
 * 3 mg/mmol, but the engine's rule unit (mg/g) turns 3.0–3.3 mg/mmol into 26.5–29 mg/g, so two such
 * results 3 months apart did not count as lasting (review 21, diabetes-metabolic-21 report). An
 * earlier raised ACR the notes give with its time ("ACR was 38 mg/mmol in June") also counts (case
 * 08 of that review), as earlier low eGFRs in the notes already do (ckd-stable-older.ts).
 */

const A2_MG_G = 30;
const A2_MG_MMOL = 3;
const PERSISTS_MS = 90 * 86_400_000;
const DAY_MS = 86_400_000;

const MONTHS = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"] as const;
const MONTH =
  "(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)";

/**
 * A urine ACR with its value and a past time: "ACR was 38 mg/mmol in June", "urine ACR 45 mg/g
 * 6 months ago", "ACR 5.2 mg/mmol last year". Group 1 value, 2 unit, 3 the time words.
 */
const STATED_ACR = new RegExp(
  String.raw`\b(?:urine\s+)?(?:u?acr|albumin(?:\s*[:/-]\s*|\s+to\s+|\s+)creatinine\s+ratio)\b\s*(?:was|of|=|:)?\s*(?:~|about|around)?\s*(\d+(?:\.\d+)?)\s*(mg\s*\/\s*mmol|mg\s*\/\s*g)?\s*[,(]?\s*(?:also\s+|too\s+)?((?:in|on|at|from)\s+(?:the\s+)?${MONTH}(?:\s+(?:19|20)\d\d)?|last\s+${MONTH}|last year|a year ago|\d{1,2}\s+months?\s+ago|\d{1,2}\s+weeks?\s+ago)\b`,
  "i",
);

/** A urine ACR in the albuminuric range (A2 or more), judged in the unit it was reported in. */
export function acrRaised(ctx: RuleContext, obs: LabObservation | undefined, ruleValue: number): boolean {
  const mgMmol = /mg\s*\/\s*mmol/i.test(obs?.unit ?? "") ? ctx.reportedValueOf(obs) : undefined;
  return mgMmol !== undefined ? mgMmol >= A2_MG_MMOL : ruleValue >= A2_MG_G;
}

/** Whether the current urine ACR is in the albuminuric range. */
export function latestAcrRaised(ctx: RuleContext): boolean {
  const obs = ctx.lab("uacr");
  const value = ctx.value("uacr");
  return value !== undefined && acrRaised(ctx, obs, value);
}

/** The urine ACR results in the albuminuric range, oldest first. */
export function raisedAcrPoints(ctx: RuleContext): TrendPoint[] {
  const byRef = new Map(ctx.model.labs.map((o) => [o.ref, o]));
  return (ctx.series("uacr")?.points ?? []).filter((p) =>
    acrRaised(ctx, p.labRef === undefined ? undefined : byRef.get(p.labRef), p.value),
  );
}

/** Whether raised urine ACR results span 3 months. */
export function albuminuriaLastingByResults(ctx: RuleContext): boolean {
  const points = raisedAcrPoints(ctx);
  const first = points[0];
  const last = points[points.length - 1];
  return first !== undefined && last !== undefined && last.time - first.time >= PERSISTS_MS;
}

/** The latest moment a stated time can mean (so a "3 months" span is never overstated); undefined if unread. */
function latestMomentOf(words: string, now: Date): number | undefined {
  const w = words.toLowerCase();
  const ago = /^(\d{1,2})\s+(month|week)s?\s+ago$/.exec(w);
  if (ago !== null) {
    const d = new Date(now);
    if (ago[2] === "month") d.setUTCMonth(d.getUTCMonth() - Number(ago[1]));
    else d.setUTCDate(d.getUTCDate() - 7 * Number(ago[1]));
    return d.getTime();
  }
  if (w === "last year") return Date.UTC(now.getUTCFullYear() - 1, 11, 31);
  if (w === "a year ago") return now.getTime() - 365 * DAY_MS;
  const month = /([a-z]{3})[a-z]*(?:\s+((?:19|20)\d\d))?$/.exec(w);
  const index = month === null ? -1 : MONTHS.indexOf(month[1] as (typeof MONTHS)[number]);
  if (month === null || index < 0) return undefined;
  // "In June" is the last June before this month; the month is taken at its last day.
  const year = month[2] !== undefined ? Number(month[2]) : now.getUTCFullYear() - (index < now.getUTCMonth() ? 0 : 1);
  return Math.min(Date.UTC(year, index + 1, 0), now.getTime());
}

/**
 * A raised urine ACR the notes give with a time at least 3 months before the current raised result
 * (or, with none, before the analysis). A value without a unit counts only at 30 or more, raised in
 * either unit.
 */
export function statedEarlierRaisedAcr(ctx: RuleContext): { quote: string } | undefined {
  if (ctx.model.now === undefined) return undefined;
  const now = new Date(ctx.model.now);
  const current = raisedAcrPoints(ctx).at(-1)?.time ?? now.getTime();
  for (const hit of statedMatches(ctx.freeText, STATED_ACR, true)) {
    const m = STATED_ACR.exec(hit.quote);
    if (m === null) continue;
    const value = Number(m[1]);
    const unit = m[2]?.replace(/\s+/g, "").toLowerCase();
    const raised = unit === "mg/mmol" ? value >= A2_MG_MMOL : value >= A2_MG_G;
    const at = latestMomentOf(m[3]!.replace(/^(?:in|on|at|from)\s+(?:the\s+)?/i, ""), now);
    if (raised && at !== undefined && current - at >= PERSISTS_MS) return { quote: hit.quote };
  }
  return undefined;
}

/** Whether albuminuria is shown to last: by results 3 months apart, or by an earlier raised ACR in the notes. */
export function albuminuriaLasting(ctx: RuleContext): boolean {
  return albuminuriaLastingByResults(ctx) || statedEarlierRaisedAcr(ctx) !== undefined;
}
