import type { PatientModel, VitalKind } from "../model.ts";

/*
 * Heart rate, temperature, respiratory rate and SpO2 written only in a lab request's notes ("On exam
 * HR 128, temp 38.9, RR 26, SpO2 95% on air"; review 30, engine-30 cases 01-02) join the vitals when
 * the vitals give none of that kind, so the sepsis criteria, the Burch-Wartofsky score and the other
 * rules that read a vital sign see them; before, a woman with urosepsis was scored on her notes'
 * blood pressure alone. Blood pressure in the notes is read by rules/bp-readings.ts (notedClinicBp).
 * The reading is cautious: only a number right after its label (a goal such as "HR target <110" or
 * "aim sats 94-98%" has words or signs between), whole-number rates only (so "HR 1.32" for a hazard
 * ratio is not a pulse), within plausible limits, and not named as past, usual or a goal (engine-30
 * case 03); in "24 hr 120 mL" the "hr" is an hour. The readings are left undated and read as taken
 * with the request, as the notes' blood pressure is.
 */

interface NotedVitalSpec {
  kind: VitalKind;
  name: string;
  label: RegExp;
  unit?: string;
}

/** "HR 128", "heart rate: 128 bpm", "pulse of 128", "RR 26/min", "SpO2 95%", "temp 38.9", "temperature 102.4 F". */
const CONNECTOR = String.raw`\s*(?:of|was|is|now|:|=|-|–)?\s*`;
const RATE = String.raw`(\d{2,3})(?![.,]\d|\s*[-–/]\s*\d)`;
const SPECS: readonly NotedVitalSpec[] = [
  {
    kind: "heart-rate",
    name: "Heart rate (in the notes)",
    unit: "/min",
    label: new RegExp(String.raw`(?<!\d\s*)\b(?:hr|heart rate|pulse(?: rate)?)\b${CONNECTOR}${RATE}`, "gi"),
  },
  {
    kind: "respiratory-rate",
    name: "Respiratory rate (in the notes)",
    unit: "/min",
    label: new RegExp(
      String.raw`\b(?:rr|resp(?:iratory)? rate|resps)\b${CONNECTOR}(\d{1,2})(?![.,]\d|\s*[-–/]\s*\d)`,
      "gi",
    ),
  },
  {
    kind: "spo2",
    name: "SpO2 (in the notes)",
    unit: "%",
    label: new RegExp(
      String.raw`\b(?:spo2|o2 sats?|sats|oxygen saturations?)\b${CONNECTOR}(\d{2,3})(?![.,]\d|\s*[-–/]\s*\d)\s*%?`,
      "gi",
    ),
  },
  {
    kind: "temperature",
    name: "Temperature (in the notes)",
    // "Fever 38.9", "febrile 39.2 C", "pyrexial to 102.4 F" (review 44, acute-44 case 04: a sepsis picture
    // went unread as a fever). After a fever word the number needs a decimal or a unit, so "fever 10 days" is not read.
    label:
      /\b(?:(?:temp|temperature)\b\s*(?:of|was|is|now|:|=|-|–)?|(?:fever|febrile|pyrexi(?:a|al))\s*(?:of|to|at|:|-|–)?(?=\s*\d{2,3}(?:\.\d|\s*(?:°|º|deg|[cf]\b))))\s*(\d{2,3}(?:\.\d)?)(?![.,]?\d|\s*[-–/]\s*\d)\s*(?:°|º|deg(?:rees)?\s*)?([cf])?\b/gi,
  },
];

/** Our own plausibility limits, not from a source: values outside them are read as something else. */
const PLAUSIBLE: Partial<Record<VitalKind, [number, number]>> = {
  "heart-rate": [25, 250],
  "respiratory-rate": [4, 80],
  spo2: [50, 100],
};
const CELSIUS: [number, number] = [30, 44];
const FAHRENHEIT: [number, number] = [86, 111];

/**
 * Not a reading now: a goal or a limit, a past, usual or relative's value (words before it in its clause).
 * A parent who reports or measured the reading is giving the child's own ("Mom reports rectal temp
 * 101 F at home" for a 5-week-old was not read, so the baby's fever drew no finding; review 48,
 * fever-child-48 case 07). NICE NG143 1.1.6 takes a parent's report of a fever as valid.
 */
const NOT_NOW_BEFORE =
  /\b(?:target|goal|aim(?:ing)?|keep|threshold|if|when|usual(?:ly)?|baseline|previous(?:ly)?|prior|last (?:year|month|week|visit|admission|time)|in (?:19|20)\d{2}|admitted in|(?:mother|mum|mom|father|dad)(?!\s+(?:reports?|reported|says|said|measured|checked|found|noted|states?|stated)\b))\b|[<>≤≥]/i;
/** Pasts and goals that follow the number: "HR 140 last year", "pulse 90 in 2023", "sats 88 target". */
const NOT_NOW_AFTER =
  /^[^.;,\n]{0,20}\b(?:ago|last (?:year|month|week|visit|admission|time)|previously|before|at baseline|target|goal|in (?:19|20)\d{2})\b/i;
/** A clause ends at a full stop, semicolon or line, not at a point inside "38.9". */
const CLAUSE_END = /[;\n]|\.(?!\d)|,\s*(?:but|and)\b/g;

function clauseBefore(text: string, at: number): string {
  let start = 0;
  for (const m of text.slice(0, at).matchAll(CLAUSE_END)) start = m.index + m[0].length;
  return text.slice(start, at);
}

function plausible(spec: NotedVitalSpec, m: RegExpMatchArray): { value: number; unit?: string } | undefined {
  const value = Number(m[1]);
  if (spec.kind === "temperature") {
    const f = (m[2] ?? "").toLowerCase() === "f" || value >= FAHRENHEIT[0];
    const [low, high] = f ? FAHRENHEIT : CELSIUS;
    return value >= low && value <= high ? { value, unit: f ? "[degF]" : "Cel" } : undefined;
  }
  const [low, high] = PLAUSIBLE[spec.kind] ?? [0, 0];
  return value >= low && value <= high ? { value, ...(spec.unit !== undefined && { unit: spec.unit }) } : undefined;
}

/** The current readings of one kind stated in a note, in the order written. */
function notedVitals(text: string, spec: NotedVitalSpec): { value: number; unit?: string; text: string }[] {
  const out: { value: number; unit?: string; text: string }[] = [];
  for (const m of text.matchAll(spec.label)) {
    const after = text.slice(m.index + m[0].length);
    if (NOT_NOW_BEFORE.test(clauseBefore(text, m.index)) || NOT_NOW_AFTER.test(after)) continue;
    const read = plausible(spec, m);
    if (read !== undefined) out.push({ ...read, text: m[0].trim() });
  }
  return out;
}

/** Adds the last current heart rate, respiratory rate, SpO2 and temperature the notes state, each when the vitals give none of its kind. */
export function readNotedVitals(model: PatientModel): void {
  const n = model.notes;
  const texts = [n.additionalContext, n.clinicalNotes].filter((t): t is string => t !== undefined);
  for (const spec of SPECS) {
    if (model.vitals.some((v) => v.kind === spec.kind && v.value !== undefined)) continue;
    const last = texts.flatMap((t) => notedVitals(t, spec)).at(-1);
    if (last === undefined) continue;
    model.vitals.push({
      ref: `notes-vital:${spec.kind}`,
      index: model.vitals.length,
      name: spec.name,
      kind: spec.kind,
      rawValue: last.text,
      ...(last.unit !== undefined && { unit: last.unit }),
      value: last.value,
      fromNotes: true,
    });
  }
}
