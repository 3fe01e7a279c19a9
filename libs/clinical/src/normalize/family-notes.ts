import type { FamilyHistoryItem, PatientModel } from "../model.ts";
import { cleanText } from "../text.ts";
import { describeRelative, familyConcepts, isDecadeAge, parseOnsetAge } from "../vocab/family.ts";

/*
 * Family history written in the notes rather than in the familyHistory field (review 18,
 * notes-history): "FHx: father MI at 50", "FH: mum breast ca aged 42, maternal aunt ovarian ca",
 * "Family hx bowel cancer (brother, dx 48)", "Father died of heart attack at 49". The relatives read
 * here join the structured items, so the rules that weigh a relative's illness (premature ASCVD,
 * familial breast, ovarian and bowel cancer, FH) see them. Two things are never read as a relative's:
 * the patient's own history ("MI at 49, PCI", "PMHx: breast ca") and a family history denied or
 * unknown ("no FHx of note", "FHx: nil", "FHx unknown - adopted").
 */

/**
 * A family-history heading. A bare "FH" also stands for familial hypercholesterolaemia ("possible
 * FH"), so it opens a family history only with a colon or dash, or at the start of a sentence.
 */
const HEADING =
  /\b(?:fhx|f\/h|fam(?:ily)?\s+(?:hx|history|h\/o))\b(?:\s+of\b)?\s*[:\-–]?|\bfh\s*[:\-–]|(?:^|[.\n]\s*)fh\b(?:\s+of\b)?/gi;
/** A denial just before the heading: "no FHx of note", "nil FH", "denies family history". */
const DENIED_BEFORE = /\b(?:no|nil|denies|denied|negative|nkfh)\s*$/i;
/** A family history given as none or not known ("FHx: nil", "FH unknown", "adopted"). */
const NONE =
  /^\s*[:\-–]?\s*(?:nil|none|nad|nkfh|non-?contributory|unremarkable|not known|unknown|n\/k|negative)\b|^\s*[:\-–]?\s*no\b(?:\s*(?:significant|relevant|known|fhx?|family|history|of|note|illness|disease))*\s*$|\badopted\b/i;
/** Where a heading's text ends: the end of its sentence or the next heading. */
const SEGMENT_END =
  /[.!?\n]+(?=\s|$)|\n|\b(?:pmhx?|pshx?|shx?|dhx?|sh|dh|hpc|o\/e|imp|plan|meds|allergies|social|drugs?)\s*[:\-–]/i;

const RELATIVE_WORD =
  "(?:(?:maternal|paternal)\\s+)?(?:great[- ])?(?:grand(?:mother|father|ma|pa|ad|dad|parents?)|granny|gran|nana|nan|mother|mum|mom|mam|father|dad|half[- ](?:brother|sister)s?|brothers?|sisters?|sons?|daughters?|parents?|siblings?|twin|aunt(?:ie)?s?|uncles?|cousins?|nieces?|nephews?)";
const RELATIVE = new RegExp(`\\b${RELATIVE_WORD}\\b`, "gi");
const OWNER = "(?:(?:his|her|their|pt'?s|patient'?s)\\s+)?";
/**
 * A sentence with no heading that tells a relative's illness: "Father died of heart attack at 49".
 * Relatives may share the sentence, and then its illness and age ("Mother and sister both had breast
 * cancer in their 40s"; review 19): readList gives each relative in one part the same age.
 */
const RELATIVE_SENTENCE = new RegExp(
  `^${OWNER}${RELATIVE_WORD}(?:\\s*(?:,|and|&)\\s*${OWNER}${RELATIVE_WORD})*\\s+(?:(?:both|all)\\s+)?(?:died\\s+(?:(?:aged\\s+\\d+\\s+)?(?:of|from)|with)|had|has|was diagnosed with|diagnosed with|dx(?:\\s+with)?|developed)\\b`,
  "i",
);
/**
 * A sentence with no heading and no verb that dates a relative's illness: "Father MI at 52 and mother
 * breast cancer at 60" (review 36, notes-36 case 03). The age after "at" or "aged" is asked for, so
 * that a relative named in passing ("Mother present, worried") is not read as a history; the named
 * illness is asked for below, as for a sentence with a verb.
 */
const VERBLESS_SENTENCE = new RegExp(
  `^${OWNER}${RELATIVE_WORD}\\s+(?!(?:and|&)\\b)[a-z][^,;]*?\\b(?:at|aged?)\\s+\\d{2}\\b`,
  "i",
);
const ONSET_AGE =
  /\b(?:at|aged?|dx(?:\s+at)?|diagnosed(?:\s+at)?|died(?:\s+at)?|@)\s*(\d{1,3})\b|\((\d{2})\)|\b(\d{2})\s*(?:yo|y\/o|yrs?|years?)\b|\b(?:(?:in\s+)?(?:his|her|their)\s+)?(?:early\s+|mid\s+|late\s+)?\d0'?s\b|\b(\d{2})\s*$/i;
/** Words left once the relatives and the age are taken out that say nothing of the illness. */
const FILLER =
  /\b(?:died|of|from|had|has|with|was|diagnosed|dx|developed|aged?|at|in|his|her|their|both|and|a|an|the|yo|y\/o|yrs?|years?|old|also)\b|[()\-–:?@/,;.]/gi;
/** A part of the list that denies or leaves unknown ("no bowel ca", "father unknown"). */
const PART_DENIED = /^(?:no|nil|not|denies|unknown)\b|\bunknown\b|\bnot known\b/i;

const SENTENCE = /[^.!?\n]+(?:[.!?]+(?=\s|$)|\n|$)/g;

interface Relative {
  relationship: string;
  condition: string;
  onsetAge?: number;
  onsetDecade?: true;
}

/** Splits at commas and semicolons outside brackets: "bowel cancer (brother, dx 48)" stays one part. */
function parts(segment: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < segment.length; i++) {
    const c = segment[i];
    if (c === "(") depth++;
    else if (c === ")") depth = Math.max(0, depth - 1);
    else if ((c === "," || c === ";") && depth === 0) {
      out.push(segment.slice(start, i));
      start = i + 1;
    }
  }
  out.push(segment.slice(start));
  return out.map((p) => p.trim()).filter((p) => p !== "");
}

/** One word for each relative, so that "mum" in the notes and "Mother" in the field are the same person. */
function samePerson(a: string, b: string): boolean {
  const word = (r: string) =>
    r
      .toLowerCase()
      .replace(/\b(?:mum|mom|mam)\b/, "mother")
      .replace(/\bdad\b/, "father")
      .replace(/[^a-z ]/g, "")
      .trim();
  return word(a) === word(b);
}

/** Singular relationship words, so that "brothers" reads as a brother for degree and sex. */
function singular(relationship: string): string {
  return relationship.replace(
    /\b(brother|sister|son|daughter|parent|grandparent|sibling|auntie|aunt|uncle|cousin|niece|nephew)s\b/,
    "$1",
  );
}

/** Where "and" or "&" sets a relative after another's illness: "father MI at 52 and mother breast cancer at 60". */
const AND_BEFORE_RELATIVE = new RegExp(`\\s+(?:and|&)\\s+(?=${OWNER}${RELATIVE_WORD}\\b)`, "gi");

/** Whether a piece of a list names an illness, once its relatives, age and filler words are taken out. */
function namesIllness(piece: string): boolean {
  const ageMatch = ONSET_AGE.exec(piece);
  const rest = piece
    .replace(ageMatch?.[0] ?? "", " ")
    .replace(RELATIVE, " ")
    .replace(FILLER, " ");
  return /[a-z]{2}/i.test(rest);
}

/**
 * A part split where "and" joins two relatives' own illnesses ("father MI at 52 and mother breast
 * cancer at 60", "father had an MI and brother had a stroke"), so each relative keeps their own
 * illness and age (review 36, notes-36 cases 01-03: read as one part, both parents had "MI breast
 * cancer 60" at 52, and the father's "breast cancer" drew a BRCA referral for male breast cancer).
 * Relatives sharing one illness ("mother and sister both had breast cancer") stay one part, as the
 * piece before "and" names no illness.
 */
function splitJoinedEvents(part: string): string[] {
  const out: string[] = [];
  let start = 0;
  for (const m of part.matchAll(AND_BEFORE_RELATIVE)) {
    const left = part.slice(start, m.index);
    const right = part.slice(m.index + m[0].length);
    if (!namesIllness(left) || !namesIllness(right.split(AND_BEFORE_RELATIVE)[0] ?? "")) continue;
    out.push(left);
    start = m.index + m[0].length;
  }
  out.push(part.slice(start));
  return out;
}

/**
 * The relatives and illnesses in a list ("father MI at 50, mum T2DM"). A part naming only relatives
 * takes the illness before it ("breast ca: mother, sister (45)"); one naming only an illness takes the
 * relatives before it ("father MI at 50, stroke at 60"); one naming only an age dates the item before.
 */
function readList(segment: string): Relative[] {
  const out: Relative[] = [];
  let lastCondition: string | undefined;
  let lastRelatives: string[] = [];
  for (const part of parts(segment).flatMap(splitJoinedEvents)) {
    if (PART_DENIED.test(part)) {
      lastCondition = undefined;
      lastRelatives = [];
      continue;
    }
    const relatives = [...part.matchAll(RELATIVE)].map((m) => singular(m[0].toLowerCase()));
    const ageMatch = ONSET_AGE.exec(part);
    const onsetAge = ageMatch
      ? parseOnsetAge(ageMatch[1] ?? ageMatch[2] ?? ageMatch[3] ?? ageMatch[4] ?? ageMatch[0])
      : undefined;
    const decade = onsetAge !== undefined && isDecadeAge(ageMatch?.[0]);
    const rest = cleanText(
      part
        .replace(ageMatch?.[0] ?? "", " ")
        .replace(RELATIVE, " ")
        .replace(FILLER, " "),
    );
    const condition = /[a-z]{2}/i.test(rest) ? rest : lastCondition;
    const who = relatives.length > 0 ? relatives : rest !== "" ? lastRelatives : [];
    if (relatives.length === 0 && rest === "") {
      const last = out.at(-1);
      if (last && last.onsetAge === undefined && onsetAge !== undefined) {
        last.onsetAge = onsetAge;
        if (decade) last.onsetDecade = true;
      }
      continue;
    }
    if (condition !== undefined)
      for (const relationship of who)
        out.push({
          relationship,
          condition,
          ...(onsetAge !== undefined && { onsetAge }),
          ...(decade && { onsetDecade: true as const }),
        });
    lastCondition = condition;
    lastRelatives = who;
  }
  return out;
}

/** Relatives' illnesses stated in one note. */
function readNote(text: string): Relative[] {
  const out: Relative[] = [];
  const headed: { start: number; end: number }[] = [];
  for (const m of text.matchAll(HEADING)) {
    const start = m.index + m[0].length;
    const tail = text.slice(start);
    const stop = tail.search(SEGMENT_END);
    const end = start + (stop === -1 ? tail.length : stop);
    headed.push({ start: m.index, end });
    const segment = text.slice(start, end);
    if (DENIED_BEFORE.test(text.slice(Math.max(0, m.index - 12), m.index)) || NONE.test(segment)) continue;
    out.push(...readList(segment));
  }
  for (const m of text.matchAll(SENTENCE)) {
    if (headed.some((h) => h.start < m.index + m[0].length && h.end > m.index)) continue;
    const trimmed = m[0].trim().replace(/[.!?]+$/, "");
    const lead = RELATIVE_SENTENCE.exec(trimmed) ?? VERBLESS_SENTENCE.exec(trimmed);
    if (!lead) continue;
    // "Mother, sister and aunt had breast cancer": the commas join relatives, not separate items.
    const sentence = lead[0].replace(/,/g, " and ") + trimmed.slice(lead[0].length);
    // Without a heading only a named illness counts: "son has been helping" is not a history.
    out.push(...readList(sentence).filter((r) => familyConcepts(r.condition).length > 0));
  }
  return out;
}

/**
 * Adds the family history stated in the notes to the model, after the structured items and marked as
 * read from the notes; a relative the structured field already gives with the same illness is not
 * added twice.
 */
export function readNotedFamilyHistory(model: PatientModel): void {
  const n = model.notes;
  const found = [n.additionalContext, n.clinicalNotes, n.socialHistory].flatMap((t) => (t ? readNote(t) : []));
  const given = model.familyHistory.slice();
  for (const r of found) {
    const concepts = familyConcepts(r.condition);
    const rel = describeRelative(r.relationship);
    const same = (f: FamilyHistoryItem) =>
      samePerson(f.relationship, r.relationship) &&
      (f.concepts.some((c) => concepts.includes(c)) || f.condition.toLowerCase() === r.condition.toLowerCase());
    if (given.some(same)) continue;
    const index = model.familyHistory.length;
    const item: FamilyHistoryItem = {
      ref: `notes-family:${index - given.length}`,
      index,
      relationship: `${r.relationship.charAt(0).toUpperCase()}${r.relationship.slice(1)} (in the notes)`,
      condition: r.condition,
      concepts,
      fromNotes: true,
    };
    if (rel.degree !== undefined) item.degree = rel.degree;
    if (rel.sex !== undefined) item.relativeSex = rel.sex;
    if (r.onsetAge !== undefined) item.onsetAge = r.onsetAge;
    if (r.onsetDecade) item.onsetDecade = true;
    model.familyHistory.push(item);
  }
}
