/**
 * The name a results table gives a test. The catalogue files every troponin I under its
 * high-sensitivity entry, so a conventional "Troponin I" at 0.09 ng/mL was tabled as "Troponin I,
 * high-sensitivity" (review 34, cardio-34 case 03; first seen in review 33, cardio-33 case 03).
 * Whether an assay is high-sensitivity is the laboratory's word to give: the qualifier is kept only
 * when the record's own name carries it ("hs", "high sensitivity", "highly sensitive").
 */
const HS_QUALIFIER = /, high-sensitivity$/;
const RECORD_SAYS_HS = /\bhs\b|\bhs-?c?tn|\bhs-?crp\b|high[\s-]*sensitiv|highly[\s-]*sensitiv|ultra[\s-]*sensitiv/i;

export function assayName(catalogueName: string, recordName: string): string {
  if (!HS_QUALIFIER.test(catalogueName) || RECORD_SAYS_HS.test(recordName)) return catalogueName;
  return catalogueName.replace(HS_QUALIFIER, "");
}
