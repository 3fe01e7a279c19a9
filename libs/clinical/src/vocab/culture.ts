import type { LabObservation } from "../model.ts";

/**
 * Culture results: which result is a culture, and the organism it grew. A culture reports an
 * organism, not a level, so it is never "higher than the usual range" (review 20, infections-2
 * case 05: "Your urine culture is higher than the usual range" for E. coli over 10^5 CFU/mL).
 */

/** A culture of any specimen, named as laboratories name it (MSU, CSU, "urine culture", "blood culture"). */
export const CULTURE_NAME = /\bcultures?\b|\b(?:msu|mssu|csu)\b/i;
/** A culture of urine. */
export const URINE_CULTURE_NAME =
  /\b(?:urine|urinary|msu|mssu|csu|midstream|mid-stream|catheter specimen)\b.*\bculture\b|\bculture\b.*\burine\b|\b(?:msu|mssu|csu)\b/i;
/** Bacteria that urine and other cultures report by name. */
export const ORGANISM =
  /\b(?:escherichia coli|e\.? coli|klebsiella(?: \w+)?|proteus(?: \w+)?|enterococc\w*(?: \w+)?|pseudomonas(?: \w+)?|citrobacter\w*|enterobacter\w*|morganella\w*|serratia\w*|staphylococc\w*(?: \w+)?|streptococc\w*(?: \w+)?|group b strep\w*|coliforms?)\b/i;
export const NO_GROWTH = /\bno (?:significant )?growth\b|\bsterile\b|\bnegative\b|\bno bacteria\b/i;

/** The organism a culture result names as grown ("Escherichia coli"), or undefined. */
export function grownOrganism(obs: LabObservation): string | undefined {
  if (!CULTURE_NAME.test(obs.name) || NO_GROWTH.test(obs.rawValue)) return undefined;
  return ORGANISM.exec(obs.rawValue)?.[0];
}
