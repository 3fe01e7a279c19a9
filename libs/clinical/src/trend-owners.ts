import type { Finding, PatientModel } from "./model.ts";

/**
 * Rule findings that read a test's whole series themselves, so the generic trend line for that test
 * would only contradict them. On a 5-alpha-reductase inhibitor the PSA falls by about half, and
 * `psa-on-5-ari` measures any rise from the on-treatment low point: a generic "PSA falling" from a
 * value before treatment began says the opposite (review 11 onc-haem, case 02).
 */
const TREND_OWNERS: Readonly<Record<string, readonly string[]>> = {
  "psa-on-5-ari": ["psa"],
  // Reads the TSH from before amiodarone to now as an expected early drug effect (review 11 endocrine, case 16).
  "amiodarone-early-tsh-rise": ["tsh"],
  // States the rise from the pre-treatment value itself (review 13 cardiology, case 13).
  "amiodarone-liver-injury": ["alt", "ast"],
  // States the rise from the creatinine before a heart-failure medicine as expected (review 16, hf-af cases 02-03).
  "hf-creatinine-rise-expected": ["creatinine", "egfr"],
  // Names the earlier FSH values and says none is needed over 45 (review 16, women-bone-hormones case 01).
  "perimenopause-clinical": ["fsh"],
  // States the eGFR fall and its yearly rate itself (review 19, medicines-3 case 11: the fall read twice).
  "egfr-rapid-decline": ["egfr"],
};

/** The trend findings left once the series a rule finding owns are taken out. */
export function withoutOwnedTrends(
  trends: readonly Finding[],
  findings: readonly Finding[],
  model: PatientModel,
): Finding[] {
  const owned = new Set(findings.flatMap((f) => TREND_OWNERS[f.code] ?? []));
  // A start's expected eGFR dip reads the creatinine rise too, as hf-creatinine-rise-expected does:
  // a moderate "creatinine rising" beside it said the opposite (review 29b, kidney-29b).
  if (findings.some((f) => f.code === "egfr-rapid-decline" && /^eGFR dip after starting\b/.test(f.title)))
    owned.add("creatinine");
  if (owned.size === 0) return [...trends];
  const ownedRefs = new Set(
    model.series.filter((s) => s.analyteId !== undefined && owned.has(s.analyteId)).map((s) => `lab-trend:${s.ref}`),
  );
  return trends.filter((t) => !ownedRefs.has(t.id));
}
