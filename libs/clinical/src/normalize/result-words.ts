/*
 * Words a laboratory sends in place of a result: not performed, not yet reported, see the comment,
 * the sample could not be tested, a value not calculated. Read by the evaluator for its "not judged"
 * wording, and by the normaliser so a High or Low flag on such words is not read as a direction.
 */

/** A result the laboratory did not perform ("TNP", "test not performed", "not done"): no value is coming. */
export const NOT_PERFORMED = /^\s*(?:tnp|(?:test\s+)?not\s+performed|not\s+done)\b/i;

/** A result that says it is not yet reported ("pending", "to follow"). */
export const NOT_YET_REPORTED = /^\s*(?:pending|to follow|awaited|in progress|not yet (?:available|reported))\b/i;

/** A value that points to the laboratory's comment ("see comment", "refer to note"). */
export const SEE_COMMENT = /^\s*(?:see|refer to)\s+(?:the\s+)?(?:comments?|notes?|report|below)\b/i;

/**
 * A laboratory saying the sample could not be tested: too little ("QNS"), haemolysed, clotted or
 * rejected, or "unable to report". A new sample is needed, not an explanation of a number.
 */
export const SAMPLE_NOT_TESTED =
  /\b(?:qns|quantity not sufficient|insufficient (?:sample|specimen|volume|quantity)|unable to (?:report|analy[sz]e|test|process)|ha?emoly[sz]ed|clotted|(?:sample|specimen) (?:unsuitable|rejected|leaked|lost))\b/i;

/** A laboratory saying it did not calculate an LDL: "LDL not calculated: triglycerides > 400 mg/dL". */
export const NOT_CALCULATED =
  /\bnot\s+(?:calculated|calculable)\b|\b(?:unable to|cannot be|could not be)\s+calculated?\b/i;

/** Whether a result's text stands in for a result that is not there (any of the above). */
export function saysNoResult(text: string): boolean {
  return [NOT_PERFORMED, NOT_YET_REPORTED, SEE_COMMENT, SAMPLE_NOT_TESTED, NOT_CALCULATED].some((re) => re.test(text));
}
