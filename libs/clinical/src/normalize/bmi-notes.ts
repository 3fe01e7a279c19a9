import type { PatientModel, VitalItem } from "../model.ts";

/*
 * A BMI written only in the notes ("BMI 36", "BMI of 41.2 kg/m2", "obese, BMI 33"; review 19,
 * notes-and-counts) joins the vitals when the vitals give none, so the rules that weigh obesity
 * (the BMI categories, MASLD risk, refeeding) see it. Measured vitals win: with a BMI, or a weight and
 * a height to compute one, the notes are not read. The reading is a cautious one. A number read is a
 * current BMI only when nothing in its sentence makes it a target ("BMI target 25", "aim for BMI <30"),
 * a past value ("BMI was 36 in 2015", "pre-op BMI 45", "previously BMI 38"), a relative's, or a
 * centile; a wrong obesity label is worse than one missed, which the clinician still reads in the notes.
 * Adults only: a child's BMI is judged by centiles, which a bare number in the notes does not give.
 */

const BMI_STATED =
  /\b(?:bmi|body mass index)\b\s*(?:(?:is|of|=|:|now|today|currently|measured|calculated|recorded|-|–)\s*)*(?:~|≈|approx(?:imately|\.)?\s*|about\s+|around\s+)?(\d{2}(?:\.\d{1,2})?)\b(?!\s*(?:%|th\b|st\b|nd\b|rd\b|(?:centile|percentile)))(?:\s*kg\s*\/\s*m\s*(?:2|²|\^2))?/gi;
/** A later value in the same phrase is the current one: "BMI 36 -> 31", "BMI 44 now 38". */
const LATER = /^\s*(?:→|->|=>|to|now|down to|reduced to|fell to|falling to)\s*(\d{2}(?:\.\d{1,2})?)\b/i;
/** A target or threshold, not a measurement: "BMI target 25", "aim BMI 25", "if BMI >35". */
const TARGET =
  /\b(?:target|goal|aim(?:ing|ed)?|ideal|desired|threshold|criteri(?:a|on)|eligib\w*|cut-?off|if|when|unless)\b/i;
/** A past value: a dated or earlier reading, "was", "pre-op", "previously". */
const PAST =
  /\b(?:was|were|had been|previous(?:ly)?|prior|formerly|used to|ago|historic(?:al|ally)?|last year|peak|max(?:imum)?|highest|pre-?(?:op(?:erative)?|surgery|pregnancy|bariatric)|before (?:surgery|pregnancy|the operation)|at (?:diagnosis|booking|referral))\b/i;
/** Words that bring a past sentence to the present again: "BMI was 36 today". */
const NOW = /\b(?:today|now|currently|this visit|at this visit)\b/i;
const YEAR = /\b(?:19|20)\d{2}\b/g;
const RELATIVE =
  /\b(?:mother|mum|mom|father|dad|brother|sister|son|daughter|wife|husband|partner|parent|aunt|uncle|cousin|grand\w+)\b/i;
/** A sentence or clause; a point inside a number ("41.2") does not end it. */
const SENTENCE = /(?:[^.!?\n;]|[.!?](?!\s|$))+(?:[.!?;]+(?=\s|$)|\n|$)/g;
const PLAUSIBLE = { low: 12, high: 90 };

interface NotedBmi {
  value: number;
  text: string;
}

/** The current BMIs a note states, in the order written. */
function readNote(text: string, year: number | undefined): NotedBmi[] {
  const out: NotedBmi[] = [];
  for (const s of text.matchAll(SENTENCE)) {
    const sentence = s[0];
    const years = [...sentence.matchAll(YEAR)].map((m) => Number(m[0]));
    const oldYear = year !== undefined && years.some((y) => y < year);
    const past = (PAST.test(sentence) && !NOW.test(sentence)) || oldYear;
    if (past || RELATIVE.test(sentence)) continue;
    for (const m of sentence.matchAll(BMI_STATED)) {
      const before = sentence.slice(Math.max(0, m.index - 25), m.index);
      const after = sentence.slice(m.index + m[0].length);
      if (TARGET.test(before) || /^\s*(?:target|goal|aim)\b/i.test(after) || /[<>≤≥]\s*$/.test(before)) continue;
      const later = LATER.exec(after);
      const value = Number(later?.[1] ?? m[1]);
      if (value < PLAUSIBLE.low || value > PLAUSIBLE.high) continue;
      out.push({ value, text: later ? `${m[0]}${later[0]}`.trim() : m[0].trim() });
    }
  }
  return out;
}

/** Adds the last current BMI stated in the notes as a vital, when the vitals give no BMI of their own. */
export function readNotedBmi(model: PatientModel): void {
  if (model.patient.age === undefined || model.patient.age < 18) return;
  const has = (kind: VitalItem["kind"]) => model.vitals.some((v) => v.kind === kind && v.value !== undefined);
  if (has("bmi") || (has("weight") && has("height"))) return;
  const year = model.now === undefined ? undefined : new Date(model.now).getUTCFullYear();
  const n = model.notes;
  const found = [n.additionalContext, n.clinicalNotes, n.socialHistory].flatMap((t) => (t ? readNote(t, year) : []));
  const last = found.at(-1);
  if (last === undefined) return;
  model.vitals.push({
    ref: "notes-vital:0",
    index: model.vitals.length,
    name: "BMI (in the notes)",
    kind: "bmi",
    rawValue: last.text,
    unit: "kg/m2",
    value: last.value,
    fromNotes: true,
  });
}
