/**
 * One referral step per specialty. Two rules can each ask for the same referral (a glomerular
 * haematuria and an ACR over the referral threshold both "Refer to nephrology"), and the clinician's
 * list of next steps then said it twice (review 21, urology-21 case 04).
 */

/** "Refer to <where>", then an optional "(reason)" and an optional ": what to do with it". */
const PLAIN_REFERRAL = /^Refer to ([a-z][a-z' -]*[a-z])(?: \(([^()]+)\))?(?:: (.+))?$/i;

interface Referral {
  where: string;
  reasons: string[];
  details: string[];
}

function readReferral(step: string): Referral | undefined {
  const m = PLAIN_REFERRAL.exec(step);
  if (m?.[1] === undefined) return undefined;
  return { where: m[1], reasons: m[2] === undefined ? [] : [m[2]], details: m[3] === undefined ? [] : [m[3]] };
}

function key(where: string): string {
  return where.toLowerCase();
}

/**
 * The steps with each plain referral to one place said once, where it first came, its reasons and
 * details joined; a step referring there only "if" something is then dropped too, since the referral
 * is already made. A referral for a stated purpose ("Refer to nephrology to assess tolvaptan
 * eligibility") is a different step and stays.
 */
export function withoutRepeatedReferrals(steps: readonly string[]): string[] {
  const merged = new Map<string, Referral>();
  // A plain referral beside an urgent one to the same specialty ("Urgent rheumatology and nephrology
  // review (within days) for kidney biopsy" and "Refer to nephrology: check blood pressure, eGFR …")
  // read as two referrals of different urgency; the urgent one stands (review 23, deep-23 case 09).
  const urgent = steps
    .filter((s) => /^(?:refer urgently to|urgent)\b/i.test(s))
    .map((s) => (s.split(/[:;(]/)[0] ?? "").toLowerCase());
  // PLAIN_REFERRAL reads a place as letters, spaces, hyphens and apostrophes: no escaping needed.
  const urgentTo = (where: string) => urgent.some((u) => new RegExp(`\\b${where.toLowerCase()}\\b`).test(u));
  for (const step of steps) {
    const r = readReferral(step);
    if (r === undefined || urgentTo(r.where)) continue;
    const prior = merged.get(key(r.where));
    if (prior === undefined) merged.set(key(r.where), r);
    else {
      prior.reasons.push(...r.reasons.filter((x) => !prior.reasons.includes(x)));
      prior.details.push(...r.details.filter((x) => !prior.details.includes(x)));
    }
  }
  const written = new Set<string>();
  const out: string[] = [];
  for (const step of steps) {
    const r = readReferral(step);
    if (r !== undefined) {
      if (urgentTo(r.where)) continue;
      const k = key(r.where);
      const all = merged.get(k);
      if (written.has(k) || all === undefined) continue;
      written.add(k);
      out.push(
        `Refer to ${all.where}${all.reasons.length > 0 ? ` (${all.reasons.join("; ")})` : ""}${all.details.length > 0 ? `: ${all.details.join("; ")}` : ""}`,
      );
      continue;
    }
    const conditional = /^Refer to (.+?) if /i.exec(step)?.[1];
    if (conditional !== undefined && (merged.has(key(conditional)) || urgentTo(conditional))) continue;
    out.push(step);
  }
  return out;
}
