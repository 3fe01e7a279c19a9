import type { Finding } from "../model.ts";

/*
 * A finding that another finding of the same grade reads as its cause goes first (review 31,
 * resp-renal-31):
 * - case 03: a suspected pulmonary embolism (Wells 7.5, D-dimer 2.8 mg/L FEU) stood second behind
 *   the raised troponin, whose own text reads the troponin as right-ventricular strain from that
 *   embolism ("see that finding"); the troponin finding is an owner of its lab lines and was moved
 *   to the front of the critical findings (lead-finding.ts).
 * - case 01: an acute kidney injury (creatinine 2.5× baseline with diarrhoea, on ramipril, furosemide
 *   and ibuprofen) stood third, behind the high potassium and the NSAID combination, both of whose
 *   texts send the reader to the acute creatinine rise finding for which medicines to withhold.
 * Only the pairs below, where the effect's text names the cause when both are present (troponin.ts
 * through suspectedPe, drug-lab.ts on an acute creatinine rise), and only within one grade: a
 * critical effect is not put behind a cause of a lower grade.
 */
// Review 31b, mental-31b: case 05, day 21 of clozapine with troponin 148 ng/L, CRP 98 mg/L and
// eosinophilia led with "assess as a possible acute coronary syndrome" although the troponin text
// itself names clozapine myocarditis (troponin.ts); case 12, a possible neuroleptic malignant
// syndrome stood behind "possible sepsis", whose fever, heart rate and white cells it reads (the
// NMS text keeps infection to be excluded alongside).
const EXPLAINED_BY: Readonly<Record<string, readonly string[]>> = {
  "troponin-elevated": ["suspected-pulmonary-embolism", "clozapine-myocarditis"],
  "sepsis-high-risk-adult": ["neuroleptic-malignant-syndrome"],
  "raas-hyperkalaemia": ["aki-creatinine-rise"],
  "nsaid-raas-diuretic": ["aki-creatinine-rise"],
};

/** The findings with each listed cause moved just ahead of the first effect it explains. */
export function causeLeadsEffect(findings: readonly Finding[]): Finding[] {
  const out = [...findings];
  for (const [effect, causes] of Object.entries(EXPLAINED_BY)) {
    const at = out.findIndex((f) => f.code === effect);
    const effectFinding = out[at];
    if (effectFinding === undefined) continue;
    const from = out.findIndex((f) => causes.includes(f.code) && f.severity === effectFinding.severity);
    if (from <= at) continue;
    const [cause] = out.splice(from, 1);
    if (cause !== undefined) out.splice(at, 0, cause);
  }
  return out;
}
