/**
 * Reading free-text notes: a mention counts only when it is stated, not denied, hypothetical or
 * settled ("no orthopnoea", "advised to call if weight rises", "now resolved"). Shared by the rules
 * that look for symptoms or treatments in notes (heart failure, giant cell arteritis, hepatitis B).
 */

/**
 * Clinicians' shorthand written out, so that rules written for plain words read notes such as "c/o
 * CP radiating to L arm x2/7, SOBOE" or "D&V x3/7" (review 17, notes). Only forms with one reading
 * in a clinical note are written out: "CP" only where a symptom is meant ("c/o CP", "denies SOB,
 * CP", "CP radiating"), as it also stands for cerebral palsy ("child with CP", "PMH: epilepsy,
 * CP"); "LOC" (loss or level of consciousness) is left as written. "2/7", "3/52" and "6/12" are
 * days, weeks and months unless part of a date.
 */
const SHORTHAND: readonly (readonly [RegExp, string])[] = [
  [/\bc\/o\b/g, "complains of"],
  [/\bh\/o\b/g, "history of"],
  [/\bs\/p\b/g, "previous"],
  [/\bpmhx\b/g, "pmh"],
  [/\bsoboe\b/g, "shortness of breath on exertion"],
  [/\bsob\b/g, "shortness of breath"],
  [/\bn\s?[/&]\s?v\b/g, "nausea and vomiting"],
  [/\bd\s?[/&]\s?v\b/g, "diarrhoea and vomiting"],
  [/\b(?:pr|p\.r\.)\s+bleed(?:ing|s)?\b/g, "rectal bleeding"],
  [/\babdo\b/g, "abdominal"],
  [/\+ve\b/g, "positive"],
  [/(?<![\w+-])-ve\b/g, "negative"],
  [
    /(?<=\b(?:complains of|denies|denied|no|nil|ongoing|central|pleuritic|cardiac|atypical|exertional)\s+|\?\s*|\b(?:shortness of breath|palpitations|syncope|dizziness)\s*(?:[,/]|and|or)\s*)cp\b(?!\s*(?:class|score|[abc]\b))|\bcp(?=\s*(?:(?:[,/]|and|or)\s*(?:shortness of breath|palpitations|syncope)|radiat|x\s?\d|on exertion|at rest|worse|today|overnight|this (?:am|morning)))/g,
    "chest pain",
  ],
  // Not a blood pressure: "BP 86/52" is 86 over 52 mmHg, not 86 weeks (review 22, cardiometabolic-22).
  [/(?<![\d/.])(?<!\b(?:bp|blood pressure)\s*(?:(?:of|was|is|now|today|=|:)\s*)?)(\d{1,2})\/7(?![\d/])/g, "$1 days"],
  [/(?<![\d/.])(?<!\b(?:bp|blood pressure)\s*(?:(?:of|was|is|now|today|=|:)\s*)?)(\d{1,2})\/52(?![\d/])/g, "$1 weeks"],
  [/(?<![\d/.])(?<!\b(?:bp|blood pressure)\s*(?:(?:of|was|is|now|today|=|:)\s*)?)(\d{1,2})\/12(?![\d/])/g, "$1 months"],
];

/** Lower-cased notes with clinicians' shorthand written out (see {@link SHORTHAND}). */
export function readShorthand(lowerText: string): string {
  let text = lowerText;
  for (const [re, words] of SHORTHAND) text = text.replace(re, words);
  return text;
}

/**
 * Words that deny or only suppose what follows in the same sentence: "no orthopnoea", "denies
 * PND", "advised to call if weight rises". A list after one ("no chest pain, orthopnoea or PND")
 * stays denied, since commas and "or" do not end it.
 */
const NOT_STATED_BEFORE =
  /\b(?:no|nil|not|nor|never|denies|denied|denying|without|negative for|free of|absence of|if|unless|advised|advise|told|instructed|educated|education|counsell?ed|should|would|report any|call if|return if|monitor(?:ing)? for|watch(?:ing)? for|look(?:ing)? out for|check(?:ing)? for|ask(?:ed)? about|screen(?:ed|ing)? for|in case of|warning signs?|rule out|r\/o|query|possible|suspected)(?=\W|$)|\?/g;
/**
 * "Until" a time now past: what was absent then began ("no bleeding until 6 weeks ago: spotting on
 * and off since" states the bleeding and the spotting; review 25, notes-25 case 01). "Until" a
 * condition ("withhold until eating and drinking normally") is an instruction and ends nothing.
 */
const UNTIL_PAST = String.raw`until\s+(?:recently|yesterday|last\s+\w+|(?:\d+|a|an|one|two|three|four|five|six|a few|several)\s+(?:days?|weeks?|months?|years?)\s+ago)`;
/** Words after which a denial no longer reaches ("denies PND but reports orthopnoea", "no fever, has oedema"). */
const DENIAL_ENDS = new RegExp(
  String.raw`\b(?:but|however|although|though|yet|except|apart from|now|reports?|reported|complains?|complained|complaining|endorses?|endorsed|describes?|described|developed|presents?|presented|presenting|${UNTIL_PAST})\b|,\s*(?:has|have|had|is|are|with)\b`,
);
/**
 * The denied mention itself began at a time now past: "no bleeding until 6 weeks ago". Only after a
 * plain denial: "advised to avoid NSAIDs until 2 weeks ago" is still advice.
 */
const BEGAN_SINCE = new RegExp(String.raw`^[^.;,:]{0,20}?\b${UNTIL_PAST}\b`);
const DENIES = /^(?:no|nil|not|never|denies|denied|denying|without)$/;
/**
 * A query mark covers the item it stands before, not a list: "? chest infection, known heart
 * failure" queries only the infection (each queried item gets its own mark: "?PE, ?pneumonia").
 */
const QUERY_ENDS = /[,:]/;
/**
 * A denied item given a time span, then a comma: "no period for 7 months,", "no BM x 4 days,", "no
 * period since March,". The absence with a span is itself a finding, not the head of a list of
 * denied items, so what follows the comma is a new item: "no period for 7 months, hot flushes"
 * states the hot flushes (review 24, notes-reports case 01). An "or" or "nor" among the items after
 * it carries the denial on ("no weight loss in 6 months, night sweats or fevers"), as it does in a
 * bare list ("no fever, cough or rash").
 */
const SPAN_THEN_COMMA =
  /\b(?:(?:for|in|over|x)\s*(?:the\s+(?:last|past)\s+)?(?:\d+|a|an|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|several|a few|many)\s*(?:days?|weeks?|months?|years?)|since\s+\w+)\b[^,;]*,/;
const LIST_GOES_ON = /\b(?:or|nor)\b/;
/**
 * "no improvement in orthopnoea" states orthopnoea: "no" then denies the improvement, not the sign.
 * "nil by mouth, vomiting" is an instruction, not a denial of the vomiting. "Not eased by paracetamol"
 * denies the easing, not what follows (review 38, pregnancy-38 case 01: "headache not eased by
 * paracetamol, and flashing lights in both eyes" lost the visual disturbance of pre-eclampsia).
 */
const NOT_A_DENIAL =
  /^(?:(?:no|not)\s+(?:improvement|relief|better|change for the better)|not\s+(?:eased|relieved|helped|settled|improved)\s+(?:by|with)\b|nil\s+by\s+mouth)\b/;
/**
 * A mention denied, excluded or settled just after it: "orthopnoea: none", "PND - no", "tendon
 * xanthomata ruled out on examination", "last retinal screening for hydroxychloroquine: none
 * recorded", "eye check not done", "breathless at rest on admission, now resolved" (but not
 * "not improved"). "Not ruled out" leaves it possible, which is not stated either. "Seizure-free 2
 * years" or "seizure free for 2 years" denies the seizure (review 31b, mental-31b case 08: read as a
 * seizure now, it drew 3% saline for a sodium of 128). A screen or test named negative denies what
 * it screens for: "delirium screen negative" was read as delirium, a CURB65 point and a sepsis
 * criterion (review 38, resp-gi-38 case 09). A bare "denied" after the mention denies it: "black stools
 * denied" was read as melaena, and a man on aspirin and clopidogrel with iron deficiency was sent
 * for a same-day GI bleed assessment (review 48, multimorbid-48 case 10).
 */
const NOT_STATED_AFTER =
  /^-free\b|^\s+free\s+(?:for|since|x|\d)|^\s+(?:screen(?:ing)?|tests?|swabs?)\s*(?:[:=-]\s*)?(?:negative|neg)\b|^\s*(?:[:=-]\s*(?:no|none|nil|absent|negative|neg|denied)\b|(?:not present|absent|negative|neg|denied)\b)|^[^.;:]{0,30}:\s*(?:none|nil)\b|^[^.;]{0,30}?\b(?:ruled out|excluded|none recorded|not (?:found|seen|present|detected|identified|elicited|confirmed|done|recorded|performed))\b/;
/**
 * A denial set after a list, for every item of it: "chest pain, breathlessness, palpitations: all
 * absent", "fever, rigors - none of these" (review 36, notes-36 case 04: each symptom before "all
 * absent" was read as present, and a troponin in a well man drew "chest pain is recorded" and 999).
 * Only a plural denial ("all absent", "both negative", "none of these") closing its clause is read
 * so: a bare "none" after a list may belong to its last item alone, often a new label ("ramipril,
 * amlodipine, allergies: none").
 */
const LIST_DENIAL_AFTER =
  /(?:\s*[:=\-–—]?\s*(?:all|both)\s+(?:absent|negative|denied|not present)|\s*[:=\-–—]?\s*none of (?:these|the above|them))(?=\s*(?:[,.;!?\n]|$))/;
/** Words in a list's items that make it more than a list of mentions ("chest pain but palpitations: none"). */
const NOT_A_PLAIN_LIST =
  /[:()]|\b(?:but|however|although|though|yet|except|apart from|now|has|have|had|is|are|was|were)\b/;

/** Whether the mention ending at `end` is one of a list of short items that a denial after the list covers. */
function deniedAfterList(text: string, end: number): boolean {
  const tail = text.slice(end, end + LIST_REACH);
  const stop = tail.search(SENTENCE_END);
  const sentence = stop === -1 ? tail : tail.slice(0, stop);
  const denial = LIST_DENIAL_AFTER.exec(sentence);
  if (denial === null) return false;
  const between = sentence.slice(0, denial.index);
  if (between.trim() === "") return true;
  if (!/^\s*(?:,|\/|\b(?:or|and)\b)/.test(between) || NOT_A_PLAIN_LIST.test(between)) return false;
  const items = between.split(LIST_SEPARATOR).slice(1);
  return items.every((item) => item.trim().length > 0 && item.trim().length <= LIST_ITEM_MAX);
}

/** A symptom said to have gone just after it: not present now, though it happened. */
const SETTLED_AFTER = /^[^.;]{0,30}?(?<!\bnot\s|\bno\s)\b(?:resolved|settled|improved|gone)\b/;
/** How far before a mention a denying word still reaches, in characters. */
const DENIAL_REACH = 80;
/**
 * How far a denial reaches along a list of short items: "No rash, bilateral conjunctival injection,
 * strawberry tongue, swelling or peeling of the hands or feet, or cervical lymphadenopathy" denies
 * its last item too, though it lies more than {@link DENIAL_REACH} characters after "No" (review 34,
 * paeds-neuro-34 case 03: read as present, the lymphadenopathy made a child's cold possible
 * Kawasaki disease).
 */
const LIST_REACH = 240;
/** What parts the items of a list. */
const LIST_SEPARATOR = /,|\/|\b(?:or|nor|and)\b/;
/** The longest item, in characters, of a list a denial runs along: a few words, not a clause. */
const LIST_ITEM_MAX = 40;

/** Whether `denied` (from a denying word up to a mention) is a list of short items the mention belongs to. */
function isDeniedList(denied: string): boolean {
  const items = denied.split(LIST_SEPARATOR);
  return items.length >= 3 && items.every((item) => item.trim().length <= LIST_ITEM_MAX);
}
/**
 * Ends of a sentence: full stops and the like, but not the point of a decimal ("2.5 kg"). A "?" ends
 * a sentence only straight after a word ("any chest pain? none"); set before a word ("? heart
 * failure", "SOB, ? PE") it is clinicians' mark for a query, which isStated reads as not stated.
 */
const SENTENCE_END = /(?:[.;!]|(?<=[^\s([,:/-])\?)+(?=\s|$)|\n/g;

/** Where the sentence holding position `at` starts. */
export function sentenceStart(text: string, at: number): number {
  let start = 0;
  for (const m of text.slice(0, at).matchAll(SENTENCE_END)) start = m.index + m[0].length;
  return start;
}

/** Whether `denied` (a denial's reach up to the mention at `at`) ends a spanned item and a comma, with no "or" list going on. */
function newItemAfterSpan(denied: string, text: string, at: number): boolean {
  const span = SPAN_THEN_COMMA.exec(denied);
  if (span === null) return false;
  const tail = text.slice(at);
  const end = tail.search(SENTENCE_END);
  const items = denied.slice(span.index + span[0].length) + (end === -1 ? tail : tail.slice(0, end));
  return !LIST_GOES_ON.test(items);
}

/**
 * "Without" straight after a finding qualifies that finding alone: "both eyes red without discharge,
 * cracked red lips, swollen red hands" denies only the discharge (review 43, ehr-sweep-43 case 10: the
 * lips and hands were read as denied, and a child with classic Kawasaki disease got no Kawasaki
 * finding). Set after words in its own clause and followed by a comma, it ends there unless an "or",
 * "nor" or "and" carries the list on ("chest pain without sweating, nausea or vomiting" stays denied).
 */
const LIST_GOES_ON_AND = /\b(?:or|nor|and)\b/;
function qualifyingWithoutEnds(cue: string, beforeCue: string, denied: string, text: string, at: number): boolean {
  if (cue !== "without") return false;
  const clause = beforeCue.split(/[,:(]/).pop() ?? "";
  if (!/[a-z]/i.test(clause)) return false;
  const comma = denied.indexOf(",");
  if (comma === -1) return false;
  const tail = text.slice(at);
  const end = tail.search(SENTENCE_END);
  const items = denied.slice(comma + 1) + (end === -1 ? tail : tail.slice(0, end));
  return !LIST_GOES_ON_AND.test(items);
}

/**
 * Whether the mention at `at` (of `length` characters) is stated as present: not denied or only
 * supposed before it in its sentence, and not denied or settled just after it. With `settledCounts`
 * a symptom said to have resolved still counts as stated: it happened, which is what a rule about an
 * episode that has passed (a TIA) asks.
 */
export function isStated(text: string, at: number, length: number, settledCounts = false): boolean {
  const before = text.slice(Math.max(sentenceStart(text, at), at - LIST_REACH), at);
  let cue: RegExpExecArray | undefined;
  for (const m of before.matchAll(NOT_STATED_BEFORE)) cue = m;
  // Beyond the usual reach, a denial holds only along a list (see LIST_REACH).
  if (
    cue !== undefined &&
    before.length - cue.index > DENIAL_REACH &&
    !isDeniedList(before.slice(cue.index + cue[0].length))
  )
    cue = undefined;
  if (cue !== undefined) {
    const rest = before.slice(cue.index);
    const denied = rest.slice(cue[0].length);
    const began = DENIES.test(cue[0]) && BEGAN_SINCE.test(text.slice(at + length, at + length + 60));
    const ended = DENIAL_ENDS.test(denied) || began || (cue[0] === "?" && QUERY_ENDS.test(denied));
    if (
      !NOT_A_DENIAL.test(rest) &&
      !ended &&
      !newItemAfterSpan(denied, text, at) &&
      !qualifyingWithoutEnds(cue[0].toLowerCase(), before.slice(0, cue.index), denied, text, at)
    )
      return false;
  }
  const after = text.slice(at + length, at + length + 40);
  if (deniedAfterList(text, at + length)) return false;
  return !NOT_STATED_AFTER.test(after) && (settledCounts || !SETTLED_AFTER.test(after));
}

/** The NOT_STATED_BEFORE cues that deny, unlike those that suppose, advise or query ("if", "advised", "?"). */
const DENYING_CUE = /^(?:no|nil|not|nor|never|denies|denied|denying|without|negative for|free of|absence of)$/;
/** A denial straight after a mention ("chest pain: none", "PND - no"); not "ECG not done" or "ruled out" later in the clause. */
const DENIED_JUST_AFTER = /^\s*(?:[:=-]\s*)?(?:no|none|nil|absent|negative|denied)\b/;

/**
 * The words denying a mention the notes leave unstated, quoted with it: "denies chest pain", "chest
 * pain: none", "chest pain, breathlessness: all absent". Undefined when the mention is stated, or is
 * unstated only as a supposition, advice or a query ("call 999 if chest pain" denies nothing), which
 * a rule asking whether something was ruled out must not read as a denial.
 */
export function denialOf(text: string, at: number, length: number): string | undefined {
  if (isStated(text, at, length, true)) return undefined;
  const mention = text.slice(at, at + length);
  const before = text.slice(Math.max(sentenceStart(text, at), at - LIST_REACH), at);
  const cue = [...before.matchAll(NOT_STATED_BEFORE)].at(-1);
  if (cue !== undefined) return DENYING_CUE.test(cue[0]) ? `${before.slice(cue.index)}${mention}` : undefined;
  const tail = text.slice(at + length, at + length + LIST_REACH);
  const after =
    DENIED_JUST_AFTER.exec(tail) ?? (deniedAfterList(text, at + length) ? LIST_DENIAL_AFTER.exec(tail) : null);
  return after === null ? undefined : `${mention}${tail.slice(0, after.index + after[0].length)}`;
}

/** Words that make a mention an unchanged state rather than a change ("stable 2-pillow orthopnoea"). */
const UNCHANGED =
  /\b(?:stable|unchanged|chronic|long-?standing|no change|not changed|as before)\b|(?<!\b(?:than|above|over|from)\s)\b(?:baseline|usual)\b/;
/** Words and marks that bound the clause a mention's "stable" or "unchanged" belongs to. */
const CLAUSE_BOUND = /[,;.:\n]|\b(?:but|and|or|while|whereas|although|though|despite|with|however)\b/g;
/**
 * A comment set off by a comma that makes the mention before it an unchanged state: "ankle
 * swelling, unchanged", "blurred vision, typical of her usual migraine". A bare "stable" or
 * "chronic" counts only when it ends the clause, since "orthopnoea, stable weight" is about the weight.
 */
const TRAILING_UNCHANGED =
  /^\s*,\s*(?:(?:which|that)\s+(?:is|are|was|were|has been|have been)\s+|(?:and|but)\s+)?(?:unchanged|as before|no change|typical of|(?:her|his|their)\s+usual|as usual|same as (?:usual|before|previously)|(?:stable|long-?standing|chronic)\s*(?:[.;,\n]|$))/;

/** The clause around a mention: from the last bound before it to the first bound after it. */
function clauseAround(text: string, at: number, length: number): { start: number; end: number } {
  let start = 0;
  for (const m of text.slice(0, at).matchAll(CLAUSE_BOUND)) start = m.index + m[0].length;
  const tail = text.slice(at + length);
  const end = tail.search(CLAUSE_BOUND);
  return { start, end: at + length + (end === -1 ? tail.length : end) };
}

/** Whether the mention at `at` is described as an unchanged state in its clause or just after it. */
function isUnchanged(text: string, at: number, length: number): boolean {
  const { start, end } = clauseAround(text, at, length);
  return UNCHANGED.test(text.slice(start, end)) || TRAILING_UNCHANGED.test(text.slice(end));
}

/**
 * Stated mentions of a pattern, in order, leaving out unchanged states unless `unchangedCounts`, and
 * symptoms said to have resolved unless `settledCounts` (see isStated).
 */
export function* statedMatches(
  text: string,
  re: RegExp,
  unchangedCounts = false,
  settledCounts = false,
): Generator<{ quote: string; index: number; length: number }> {
  const global = new RegExp(re.source, re.flags.includes("g") ? re.flags : `${re.flags}g`);
  for (const m of text.matchAll(global)) {
    if (!isStated(text, m.index, m[0].length, settledCounts)) continue;
    if (!unchangedCounts && isUnchanged(text, m.index, m[0].length)) continue;
    yield { quote: m[0].trim(), index: m.index, length: m[0].length };
  }
}

/** The first stated mention of a pattern in the text, and not an unchanged state, as quoted text; else undefined. */
export function statedMention(text: string, re: RegExp, unchangedCounts = false): string | undefined {
  for (const m of statedMatches(text, re, unchangedCounts)) return m.quote;
  return undefined;
}

/**
 * A mention its own clause or sentence places in the past (review 31b, mental-31b case 09: "one
 * withdrawal seizure in 2024" made a magnesium of 0.48 a same-day emergency "with seizure"): "history
 * of", "previous", "prior" or "past" just before it in its clause, or just after it an earlier year
 * ("in 2024", "in March 2023"), a number of months or years ago, or childhood. "Since 2024" is left
 * alone, as the symptom goes on. For rules asking whether a symptom is present now.
 */
const PAST_BEFORE = /\b(?:history of|previous(?:ly)?|prior|past|remote|childhood)\s+(?:[a-z-]+\s+){0,2}$/;
const PAST_AFTER =
  /^[^.;:]{0,30}?\b(?:(?:in|during|back in)\s+(?:(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\s+)?((?:19|20)\d\d)|(?:\d+|a|an|one|two|three|four|five|six|seven|eight|nine|ten|several|many)\s+(?:years?|months?)\s+ago|as\s+a\s+(?:child|teenager)|in\s+childhood|last\s+year)\b/;

/** Whether the mention at `at` is set in the past (see PAST_BEFORE and PAST_AFTER); `nowYear` dates "in 2024". */
export function isPastMention(text: string, at: number, length: number, nowYear?: number): boolean {
  const { start } = clauseAround(text, at, length);
  if (PAST_BEFORE.test(text.slice(start, at))) return true;
  const m = PAST_AFTER.exec(text.slice(at + length));
  if (m === null) return false;
  const year = m[1] === undefined ? undefined : Number(m[1]);
  return year === undefined || nowYear === undefined || year < nowYear;
}

/** The first stated mention of a pattern that is not set in the past (unchanged states count), as quoted text. */
export function currentMention(text: string, re: RegExp, nowYear?: number): string | undefined {
  for (const m of statedMatches(text, re, true)) if (!isPastMention(text, m.index, m.length, nowYear)) return m.quote;
  return undefined;
}

/** The sentence holding the mention at `at` (of `length` characters). */
export function sentenceAround(text: string, at: number, length: number): string {
  const tail = text.slice(at + length);
  const end = tail.search(SENTENCE_END);
  return text.slice(sentenceStart(text, at), at + length + (end === -1 ? tail.length : end));
}
