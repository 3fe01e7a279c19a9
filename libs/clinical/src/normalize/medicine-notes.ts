import type { PatientModel } from "../model.ts";

/*
 * A listed medicine the notes say has been stopped ("Stopped naproxen last month because of
 * indigestion", "Metformin stopped 2 weeks ago by the renal team") is not a current medicine (review
 * 42, notes-42 cases 07 and 10: the naproxen drew the NSAID "triple whammy" finding and the metformin
 * "prescribed while eGFR is 28 ... stop it", though both had been stopped). The stop must name the
 * medicine next to the stopping word, so "stopped ibuprofen, started naproxen" stops only the
 * ibuprofen; a sentence that restarts it, or a stop that is planned or denied, leaves it current.
 */

const STOP_BEFORE = String.raw`\b(?:stopped|discontinued|came off|no longer (?:takes?|taking|on|uses?|using))\s+(?:(?:his|her|their|the|taking|using)\s+)?`;
const STOP_AFTER = String.raw`(?:\s+\d+(?:\.\d+)?\s*(?:mg|micrograms?|mcg|g)\b)?\s+(?:was\s+|has\s+been\s+|had\s+been\s+|were\s+)?(?:stopped|discontinued)\b`;
/** Words that undo or postpone the stop within the same sentence. */
const NOT_A_STOP =
  /\b(?:restart\w*|re-?start\w*|resum\w*|back on|to be stopped|will stop|plan(?:s|ned)? to stop|if\b|not stopped|never stopped|consider)/;
const NEGATED_BEFORE = /\b(?:not|never|n't|be|been advised to|should)\s+$/;

function escape(word: string): string {
  return word.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** The first word of a listed name ("Naproxen 500 mg" -> "naproxen"), and its generic names. */
function namesOf(name: string, drugs: readonly string[]): string[] {
  const first = /^[a-z][a-z-]{3,}/i.exec(name.trim())?.[0];
  return [...new Set([...(first ? [first] : []), ...drugs].map((n) => n.toLowerCase()))];
}

/** Words that put a medicine back in use, in any sentence ("rechallenged with atorvastatin 10 mg"). */
const BACK_IN_USE = String.raw`\b(?:restart\w*|re-?start\w*|resum\w*|rechalleng\w*|back on|now (?:on|taking)|switched back to)\s+(?:(?:his|her|their|the|with)\s+)?`;

/** Whether the notes (lower-cased) say one of a medicine's names was stopped and not taken up again. */
export function stoppedIn(text: string, names: readonly string[]): boolean {
  if (names.some((n) => new RegExp(`${BACK_IN_USE}${escape(n)}\\b`).test(text))) return false;
  for (const sentence of text.split(/(?<=[.;!?])\s+|\n+/)) {
    if (NOT_A_STOP.test(sentence)) continue;
    for (const n of names) {
      const word = escape(n);
      const before = new RegExp(`${STOP_BEFORE}${word}\\b`).exec(sentence);
      if (before !== null && !NEGATED_BEFORE.test(sentence.slice(0, before.index))) return true;
      if (new RegExp(`\\b${word}\\b${STOP_AFTER}`).test(sentence)) return true;
    }
  }
  return false;
}

/** Marks listed medicines the notes say were stopped as stopped. */
export function readNotedStoppedMedicines(model: PatientModel): void {
  const { clinicalNotes, additionalContext } = model.notes;
  const text = (model.agent === "ehr" ? additionalContext : clinicalNotes)?.toLowerCase();
  if (text === undefined || text.trim() === "") return;
  for (const m of model.medications) {
    if (!m.active) continue;
    if (!stoppedIn(text, namesOf(m.name, m.drugs))) continue;
    m.active = false;
    m.status = "stopped";
  }
}
