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
  // Names the earlier bilirubin results as Gilbert syndrome's swings (review 44, meds-44 case 06).
  "known-gilbert-bilirubin": ["bilirubin-total"],
};

/** The trend findings left once the series a rule finding owns are taken out. */
export function withoutOwnedTrends(
  trends: readonly Finding[],
  findings: readonly Finding[],
  model: PatientModel,
): Finding[] {
  const rated = withoutYearlyRateInAki(trends, findings, model);
  const owned = new Set(findings.flatMap((f) => TREND_OWNERS[f.code] ?? []));
  // A start's expected eGFR dip reads the creatinine rise too, as hf-creatinine-rise-expected does:
  // a moderate "creatinine rising" beside it said the opposite (review 29b, kidney-29b).
  if (findings.some((f) => f.code === "egfr-rapid-decline" && /^eGFR dip after starting\b/.test(f.title)))
    owned.add("creatinine");
  if (owned.size === 0) return rated;
  const ownedRefs = new Set(
    model.series.filter((s) => s.analyteId !== undefined && owned.has(s.analyteId)).map((s) => `lab-trend:${s.ref}`),
  );
  return rated.filter((t) => !ownedRefs.has(t.id));
}

/**
 * Findings that read a creatinine rise as acute kidney injury: a yearly rate of that series would
 * turn a rise of days or weeks into a slow decline (review 31b, resp-31b case 09: creatinine 1.0
 * mg/dL in June and 2.1 mg/dL in rhabdomyolysis read "about 2.2 mg/dL per year"). The trend line
 * stays, without its rate.
 */
const ACUTE_KIDNEY_CODES: ReadonlySet<string> = new Set(["aki-creatinine-rise"]);
const ACUTE_KIDNEY_SERIES: ReadonlySet<string> = new Set(["creatinine", "egfr"]);
const YEARLY_RATE = /; about [^;]*? per year/;

function withoutYearlyRateInAki(
  trends: readonly Finding[],
  findings: readonly Finding[],
  model: PatientModel,
): Finding[] {
  if (!findings.some((f) => ACUTE_KIDNEY_CODES.has(f.code))) return [...trends];
  const kidney = new Set(
    model.series
      .filter((s) => s.analyteId !== undefined && ACUTE_KIDNEY_SERIES.has(s.analyteId))
      .map((s) => `lab-trend:${s.ref}`),
  );
  return trends.map((t) => (kidney.has(t.id) ? { ...t, clinician: t.clinician.replace(YEARLY_RATE, "") } : t));
}
