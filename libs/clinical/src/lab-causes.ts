/**
 * The causes a lab text names that are medicines ("A low value can come from water pills, vomiting
 * or diarrhoea"), read against the record: a cause the record rules out is left out, and a listed
 * medicine of that kind is named ("water pills such as indapamide").
 *
 * Why an empty medication list does not rule a cause out: the EHR request cannot tell an empty list
 * from a missing one, and an empty list often means "not recorded". So a cause is ruled out only by
 * a list that names medicines, none of them of the kind, or by notes that deny it ("no diuretics",
 * "no regular medications"); with neither, the text stays as written.
 *
 * A cause only one sex can have ("pregnancy") is left out for a patient of the other sex, and kept
 * when the sex is not given; pregnancy is also left out past 55 unless one is recorded. Drinking
 * ("alcohol use" for a raised GGT) is left out when the notes deny it, and for a child under 16
 * unless the notes mention it.
 */
import type { LabDefinition } from "./catalogue/index.ts";
import type { AlcoholCause, CauseList, MedicineCause, SexCause } from "./catalogue/overlay.ts";
import type { MedicationItem, PatientModel } from "./model.ts";
import { readShorthand, sentenceStart } from "./rules/notes.ts";
import { isActiveCondition } from "./vocab/conditions.ts";
import { drugWord, genericName } from "./vocab/brands.ts";
import { DRUG_CLASSES } from "./vocab/medications.ts";
import { joinList } from "./text.ts";

export type CauseReader = "clinician" | "patient";

/** What the record says of one cause: left out, or kept with the patient's medicines of its kind. */
type Verdict = { keep: false } | { keep: true; drugs: readonly string[]; taking: boolean };

/** Notes saying no medicines are taken at all ("no regular medications", "nil meds", "takes no medicines"). */
const NO_MEDICINES =
  /\b(?:no|nil|not on any|not taking any|takes no|taking no)\s+(?:regular\s+|current\s+|prescribed\s+|long-term\s+)?(?:medications?|medicines?|meds|tablets)\b(?!\s+(?:changes?|review|allerg))/;

/** Words that deny what follows them in a sentence. */
const DENIAL = /\b(?:no|not|nor|never|denies|denied|denying|without|nil)\b/g;
/**
 * What may stand between a denying word and the cause for the denial to reach it: filler words and
 * other things denied with it ("not on any diuretics", "denies use of NSAIDs or diuretics").
 */
const DENIED_LIST =
  /^(?:(?:on|any|a|an|taking|take|takes|use of|history of|regular|current|prescribed|known|other)\s+)*(?:[\w-]+(?:\s+[\w-]+)?(?:\s*,\s*(?:(?:or|and|nor)\s+)?|\s+(?:or|and|nor)\s+))*$/;
/** Words that make the denial about something else: "no change to diuretics", "no longer on diuretics". */
const DENIES_SOMETHING_ELSE =
  /\b(?:chang\w*|dose\w*|increas\w*|decreas\w*|reduc\w*|adjust\w*|stop\w*|start\w*|restart\w*|review\w*|switch\w*|longer|respon\w*|toleran\w*|tolerat\w*|effect\w*|benefit\w*|improve\w*|to|in|with|for|from)\b/;
/** A denial after the words: "diuretics: none", "water tablets - no". */
const DENIED_AFTER = /^\s*[:=-]\s*(?:no|none|nil)\b/;

/**
 * The caller's free-text notes, one sentence break between fields, lower-cased and with shorthand
 * written out as notes.ts reads them ("no h/o diuretic use" denies as "no history of" does).
 */
function notesText(model: PatientModel): string {
  const n = model.notes;
  return readShorthand(
    [n.additionalContext, n.clinicalNotes, n.socialHistory].filter(Boolean).join("\n").toLowerCase(),
  );
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** Whether the mention at `at` is explicitly denied: "no diuretics", "denies NSAIDs or diuretics". */
function explicitlyDenied(text: string, at: number, length: number): boolean {
  if (DENIED_AFTER.test(text.slice(at + length, at + length + 20))) return true;
  const before = text.slice(sentenceStart(text, at), at);
  let cueEnd: number | undefined;
  for (const m of before.matchAll(DENIAL)) cueEnd = m.index + m[0].length;
  if (cueEnd === undefined) return false;
  const between = before.slice(cueEnd).trimStart();
  return DENIED_LIST.test(between) && !DENIES_SOMETHING_ELSE.test(between);
}

/**
 * What the notes say of a cause: "mentioned" when its words or one of its drugs come up other than
 * explicitly denied ("on diuretics", "advised to avoid diuretics"), which keeps it whatever the list
 * says; "denied" when its words are only denied ("no diuretics"); else "silent". Denying one drug
 * ("no furosemide") does not deny its kind.
 */
function notesSay(notes: string, cause: MedicineCause): "mentioned" | "denied" | "silent" {
  const drugs = [...cause.classes, ...(cause.alsoKeptBy ?? [])].flatMap((c) => DRUG_CLASSES[c] ?? []);
  const drugWords = new RegExp(`\\b(?:${drugs.map(escape).join("|")})\\b`, "g");
  for (const m of notes.matchAll(drugWords)) if (!explicitlyDenied(notes, m.index, m[0].length)) return "mentioned";
  let denied = false;
  for (const m of notes.matchAll(new RegExp(cause.words.source, "gi"))) {
    if (!explicitlyDenied(notes, m.index, m[0].length)) return "mentioned";
    denied = true;
  }
  return denied ? "denied" : "silent";
}

/** The names the medicines were recognised by, for the cause's classes, less any the cause already names. */
function drugNames(meds: readonly MedicationItem[], cause: MedicineCause): string[] {
  const listed = new Set(cause.classes.flatMap((c) => DRUG_CLASSES[c] ?? []));
  // Brands as proper names: "water pills such as Zestoretic and Lasix", not "zestoretic and lasix" (review 25).
  // One medicine listed under two names is named once, as first listed: "furosemide", not "furosemide
  // and Lasix" (review 26, Synthea: a furosemide injection and Lasix tablets on one list).
  const byGeneric = new Map<string, string>();
  for (const m of meds)
    for (const d of medicineName(m, listed).filter((d) => !cause.text.includes(d)))
      if (!byGeneric.has(genericName(d))) byGeneric.set(genericName(d), drugWord(d, m.name));
  return [...byGeneric.values()];
}

/**
 * The words one medicine is named by. Two recognised words of one name stay one name: "Insulin
 * glargine" is "insulin glargine", not "insulin and glargine" (review 15, critical-values 01).
 */
function medicineName(m: MedicationItem, listed: ReadonlySet<string>): string[] {
  const found = m.drugs.filter((d) => listed.has(d));
  if (found.length < 2) return found;
  const name = m.name.toLowerCase();
  // A brand in brackets after the generic is the same medicine: "Tacrolimus MR (Envarsus)" is
  // tacrolimus, not "tacrolimus and envarsus" (review 21, transplant 04).
  const unbracketed = name.replace(/\([^)]*\)/g, " ");
  const outside = found.filter((d) => unbracketed.includes(d));
  const drugs = outside.length > 0 ? outside : found;
  if (drugs.length < 2) return drugs;
  const at = drugs.map((d) => ({ start: name.indexOf(d), end: name.indexOf(d) + d.length }));
  if (at.some((a) => a.start < 0)) return drugs;
  const start = Math.min(...at.map((a) => a.start));
  const end = Math.max(...at.map((a) => a.end));
  // Only words next to each other ("insulin glargine"), not two medicines in one line.
  const span = name.slice(start, end);
  return /^[\w -]+$/.test(span) && span.split(/\s+/).length <= drugs.length + 1 ? [span] : drugs;
}

function judge(cause: MedicineCause, model: PatientModel, notes: string): Verdict {
  const of = (classes: readonly string[]) =>
    model.medications.filter((m) => m.classes.some((c) => classes.includes(c)));
  const current = of(cause.classes).filter((m) => m.active);
  if (current.length > 0) return { keep: true, drugs: drugNames(current, cause), taking: true };
  // A stopped one, a medicine the words cover but the classes do not, or one the list names only by
  // its kind ("water tablet") may still be the cause: kept, unnamed.
  const covered =
    of([...cause.classes, ...(cause.alsoKeptBy ?? [])]).length > 0 ||
    model.medications.some((m) => cause.words.test([m.name, m.dosage, m.frequency].join(" ")));
  if (covered) return { keep: true, drugs: [], taking: false };
  const said = notesSay(notes, cause);
  if (said === "mentioned") return { keep: true, drugs: [], taking: false };
  if (said === "denied" || NO_MEDICINES.test(notes)) return { keep: false };
  return model.medications.length > 0 ? { keep: false } : { keep: true, drugs: [], taking: false };
}

/** Under this age drinking is not named as a cause unless the notes mention it: an engine choice (review 28). */
const ALCOHOL_FROM_AGE = 16;
/** Words for drinking in the notes. */
const ALCOHOL_WORDS = /\b(?:alcohol|etoh)\b/g;
/** A denial of too much drinking only ("no alcohol excess"), which leaves drinking itself open. */
const EXCESS_AFTER = /^\s*(?:excess|misuse|abuse|dependence|problems?|issues?|binges?|bingeing)\b/;
/** Not drinking at all, in words the denial reader does not cover. */
const NON_DRINKER =
  /\b(?:tee-?total\w*|non-?drinker|abstains?|abstinent|(?:does not|doesn't|never) drinks?\b(?!\s+(?:much|water|milk|enough))|alcohol\s*[:=-]?\s*(?:0|zero|nil|none)\b)/;

/**
 * Whether drinking stays a cause: kept when the notes mention it other than to deny it ("alcohol
 * 20 units a week", "no alcohol excess"), left out when they deny it ("No alcohol", "teetotal"),
 * and, with notes silent, left out for a child under {@link ALCOHOL_FROM_AGE}.
 */
function alcoholKept(model: PatientModel, notes: string): boolean {
  let denied = NON_DRINKER.test(notes);
  for (const m of notes.matchAll(ALCOHOL_WORDS)) {
    const end = m.index + m[0].length;
    if (EXCESS_AFTER.test(notes.slice(end, end + 20)) || !explicitlyDenied(notes, m.index, m[0].length)) return true;
    denied = true;
  }
  if (denied) return false;
  return model.patient.age === undefined || model.patient.age >= ALCOHOL_FROM_AGE;
}

function isAlcoholCause(item: MedicineCause | SexCause | AlcoholCause): item is AlcoholCause {
  return "alcohol" in item;
}

function isSexCause(item: MedicineCause | SexCause): item is SexCause {
  return "sex" in item;
}

/** A woman recorded as past the menopause: a condition, or notes that say so ("postmenopausal"). */
const POSTMENOPAUSAL = /\bpost-?\s?menopaus\w*|\bmenopause\b/i;

function recordedPostmenopausal(model: PatientModel): boolean {
  // Menopause does not resolve: a recorded one counts whatever its status.
  if (model.conditions.some((c) => POSTMENOPAUSAL.test(c.name))) return true;
  return /\bpost-?\s?menopaus\w*/.test(notesText(model));
}

function fitsSex(cause: SexCause, model: PatientModel): boolean {
  if (model.patient.sex !== undefined && model.patient.sex !== cause.sex) return false;
  const age = model.patient.age;
  if (cause.fromAge !== undefined && age !== undefined && age < cause.fromAge && !recordedPostmenopausal(model))
    return false;
  if (cause.upToAge === undefined || age === undefined || age <= cause.upToAge) return true;
  return model.conditions.some((c) => c.concepts.includes("pregnancy") && isActiveCondition(c.status));
}

/** The items of a cause list joined as the overlay writes them ("a, b or c"; "a, b, or c, d or e" when serial). */
export function joinCauses(items: readonly string[], list: CauseList): string {
  if (items.length <= 1) return items[0] ?? "";
  const comma = list.serial === true && items.length > 2 ? "," : "";
  return `${items.slice(0, -1).join(", ")}${comma} ${list.last} ${items.at(-1)}`;
}

function shown(cause: MedicineCause, drugs: readonly string[], taking: boolean, reader: CauseReader): string {
  // Not known to take a medicine of the kind: the cause is said of people who take one.
  if (!taking && cause.ifNotTaken !== undefined) return cause.ifNotTaken;
  if (cause.nameAfter === undefined || drugs.length === 0) return cause.text;
  const named = `${cause.nameAfter} such as ${reader === "patient" ? "your " : ""}${joinList(drugs)}`;
  return cause.text.replace(cause.nameAfter, named);
}

/**
 * What a high, low or positive result of this test usually means (the catalogue's text), with the
 * medicine causes read against the record: those it rules out left out, the patient's own named.
 */
export function labMeaning(
  def: LabDefinition | undefined,
  key: "high" | "low" | "positive",
  model: PatientModel,
  reader: CauseReader,
): string | undefined {
  const text = def?.meaning[key];
  const list = def?.causes?.[key];
  if (text === undefined || list === undefined) return text;
  const whole =
    list.lead +
    joinCauses(
      list.items.map((i) => (typeof i === "string" ? i : i.text)),
      list,
    ) +
    (list.agree?.many ?? "");
  const notes = notesText(model);
  const kept = list.items.flatMap((item) => {
    if (typeof item === "string") return [item];
    if (isAlcoholCause(item)) return alcoholKept(model, notes) ? [item.text] : [];
    if (isSexCause(item)) return fitsSex(item, model) ? [item.text] : [];
    const verdict = judge(item, model, notes);
    return verdict.keep ? [shown(item, verdict.drugs, verdict.taking, reader)] : [];
  });
  const agree = list.agree === undefined ? "" : kept.length === 1 ? list.agree.one : list.agree.many;
  return text.replace(whole, kept.length > 0 ? list.lead + joinCauses(kept, list) + agree : "");
}
