import type { PatientModel } from "../model.ts";

/*
 * A child's height written only in the notes ("Height 168 cm", "ht 1.42 m", "152 cm tall"; review 22,
 * paeds-ranges-22) joins the vitals when the vitals give none, so the bedside Schwartz estimate
 * (rules/child-schwartz-egfr.ts) can be made: a lab-results request often carries the height only in
 * its clinical notes, and without it a 16-year-old's adult-equation eGFR was the only kidney
 * reading. Children only (under 18), where kidney function is read from the height. The reading is
 * cautious: a target, predicted, parental or past height, or a centile, is not the child's height
 * now. A height read this way is dated at the time of the request, as the notes go with it.
 */

const ADULT_AGE = 18;
const PLAUSIBLE_CM = { low: 60, high: 210 };

/** "Height 168 cm", "height: 142.5cm", "ht 1.42 m", "152 cm tall". */
const HEIGHT_STATED =
  /\b(?:height|ht)\b\s*(?:(?:is|of|=|:|now|today|measured|-|–)\s*)*(?:(\d{2,3}(?:\.\d)?)\s*cm\b|([12]\.\d{1,2})\s*m\b)|\b(\d{2,3}(?:\.\d)?)\s*cm\s+tall\b/gi;
/** Not the child's measured height now. */
const NOT_NOW =
  /\b(?:target|predicted|expected|projected|final|adult|mid-?parental|parental|birth|at birth|was|previous(?:ly)?|last year|ago|centile|percentile|mother|mum|mom|father|dad|brother|sister|parents?)\b/i;
/** A sentence or clause; a point inside a number ("1.42") does not end it. */
const SENTENCE = /(?:[^.!?\n;]|[.!?](?!\s|$))+(?:[.!?;]+(?=\s|$)|\n|$)/g;

/** The last current height (cm) the notes state, with its words. */
function readHeight(text: string): { cm: number; text: string } | undefined {
  let found: { cm: number; text: string } | undefined;
  for (const s of text.matchAll(SENTENCE)) {
    const sentence = s[0];
    for (const m of sentence.matchAll(HEIGHT_STATED)) {
      const before = sentence.slice(Math.max(0, m.index - 30), m.index);
      if (NOT_NOW.test(before) || NOT_NOW.test(m[0])) continue;
      const cm = m[1] ?? m[3];
      const value = cm !== undefined ? Number(cm) : Number(m[2]) * 100;
      if (!(value >= PLAUSIBLE_CM.low && value <= PLAUSIBLE_CM.high)) continue;
      found = { cm: value, text: m[0].trim() };
    }
  }
  return found;
}

/** Adds a child's height stated in the notes as a vital, when the vitals give no height of their own. */
export function readNotedChildHeight(model: PatientModel): void {
  const age = model.patient.age;
  if (age === undefined || age >= ADULT_AGE) return;
  if (model.vitals.some((v) => v.kind === "height" && v.value !== undefined)) return;
  const n = model.notes;
  const found = [n.additionalContext, n.clinicalNotes]
    .map((t) => (t ? readHeight(t) : undefined))
    .filter((h) => h !== undefined)
    .at(-1);
  if (found === undefined) return;
  const time = model.now === undefined ? undefined : Date.parse(model.now);
  model.vitals.push({
    ref: "notes-vital:height",
    index: model.vitals.length,
    name: "Height (in the notes)",
    kind: "height",
    rawValue: found.text,
    unit: "cm",
    value: found.cm,
    ...(time !== undefined && !Number.isNaN(time) && { date: model.now?.slice(0, 10), time }),
    fromNotes: true,
  });
}
