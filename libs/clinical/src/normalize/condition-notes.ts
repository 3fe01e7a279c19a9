import type { ConditionItem, PatientModel } from "../model.ts";
import { isStated, readShorthand, sentenceStart } from "../rules/notes.ts";
import { conditionConcepts } from "../vocab/conditions.ts";

/*
 * Key diagnoses written only in a lab-results request's clinical notes (review 26, notes-26): "known
 * CKD stage 3", "T2DM on metformin", "heart failure", "pregnant 28 weeks", "cirrhosis". The request
 * has a conditions list, but callers often put the history in the notes instead, and the rules that
 * weigh a diagnosis read the conditions. An EHR record brings its history in pastMedicalHistory, but
 * its additionalContext often holds what the list left out ("known type 2 diabetes, on diet only",
 * "heart failure (EF 30%)"; review 27, notes-27), so it is read the same way; the socialHistory of a
 * lab-results request too ("alcohol-related cirrhosis, abstinent", "non-smoker, 20 weeks pregnant").
 *
 * A diagnosis counts only when the notes state it as the patient's own and current: not denied or
 * supposed ("no diabetes", "?CKD", "query heart failure", "possible cirrhosis", "screen for
 * diabetes", "CKD ruled out"), not a relative's ("family history of CKD", "mum has T2DM"), not a
 * risk ("at risk of diabetes", "to exclude CKD") and not past ("previous pregnancy", "heart failure,
 * now resolved"). Prediabetes, gestational diabetes and diabetes insipidus are other conditions, and a
 * "diabetes check" or "diabetes screen" is a test.
 */

interface NotedDiagnosis {
  concept: string;
  re: RegExp;
}

const CANCER_WORD = "(?:cancer|carcinoma|melanoma|sarcoma|adenocarcinoma)";
/** A word naming the cancer's type or site; not a verb, a relative or a negation, which the checks below read. */
const SITE_WORD =
  "(?!(?:had|has|have|was|were|is|of|and|or|history|hx|mother|mum|mom|father|dad|brother|sister|wife|husband|son|daughter|aunt|uncle|no|not|denies|known)\\b)[a-z-]+";

const DIAGNOSES: readonly NotedDiagnosis[] = [
  {
    concept: "ckd",
    re: /\b(?:ckd|chronic kidney disease|chronic renal (?:disease|impairment|insufficiency|failure))(?:\s*(?:stage\s*|g)?(?:[1-5][ab]?|iii?[ab]?|iv|v)\b(?:\s*a[1-3]\b)?)?/g,
  },
  {
    concept: "diabetes",
    re: /(?<!\b(?:pre|non|gestational|steroid)[\s-]?)\b(?:type\s*(?:1|2|i|ii|one|two)\s*(?:diabetes(?: mellitus)?|dm)|t[12]\s?dm|dm\s?(?:type\s*)?[12]|niddm|iddm|diabetes(?: mellitus)?(?:,?\s*type\s*(?:1|2|i|ii))?|diabetic)\b(?!\s+(?:insipidus|checks?|screen\w*|tests?|testing|prevention|risk))/g,
  },
  {
    concept: "heart-failure",
    re: /\b(?:(?:congestive\s+)?heart failure|congestive cardiac failure|cardiac failure|hfref|hfpef|hfmref|ccf|chf|lvsd|left ventricular systolic dysfunction)\b/g,
  },
  // Cirrhosis only as an established diagnosis: known, staged or with its cause named ("known
  // cirrhosis", "alcohol-related cirrhosis", "hep C cirrhosis"), as rules/cirrhosis.ts reads it; a
  // bare "cirrhosis" is as often a scan's or a score's suggestion ("FIB-4 suggests cirrhosis").
  {
    concept: "liver-disease",
    re: /\b(?:known|established|diagnosed|biopsy[- ]proven|compensated|decompensated|child[- ]pugh [abc])\s+(?:[a-z]+(?:[- ][a-z]+)?\s+){0,2}?cirrhosis\b|\b(?:alcohol(?:ic|[- ]related)|hepatitis [bc]|hep [bc]|hbv|hcv|nash|mash|masld|nafld|autoimmune|cryptogenic)(?:[- ]related)?\s+(?:liver\s+)?cirrhosis\b|\bchronic liver disease\b/g,
  },
  // Kidney failure treated with dialysis, or named as end-stage (review 27, notes-27: "on
  // haemodialysis 3x/week" beside a creatinine of 712 was called a critical result to act on now).
  // "Pre-dialysis clinic" and "may need dialysis" name none: the words must say it is being done.
  {
    concept: "kidney-failure",
    re: /\b(?:on\s+(?:long[- ]term\s+|regular\s+|maintenance\s+|home\s+)?(?:haemo|hemo|peritoneal\s+)?dialysis|(?:haemo|hemo|peritoneal\s+)?dialysis\s+(?:\d|three|twice|thrice)\S*\s*(?:x|times)?\s*(?:\/|a|per|weekly|a week)|dialysis[- ]dependent|(?:receiving|having|established on)\s+(?:haemo|hemo|peritoneal\s+)?dialysis|esrd|eskd|end[- ]stage\s+(?:renal|kidney)\s+(?:disease|failure))\b/g,
  },
  // A cancer named with its spread (review 28, haem-onc-28 case 08: "squamous cell lung cancer with
  // bone metastases" in a hospice's notes beside a calcium of 3.1 got very urgent myeloma tests and
  // "look for a cancer"). Only spread makes the words a current cancer; a bare "breast cancer" is as
  // often a past one or a relative's.
  {
    concept: "cancer",
    re: new RegExp(
      `\\bmetastatic\\s+(?:[a-z-]+\\s+){0,3}?${CANCER_WORD}\\b|\\b(?:${SITE_WORD}\\s+){0,3}?${CANCER_WORD}\\s+with\\s+(?:(?!no\\b)[a-z]+\\s+){0,2}?(?:metastases|metastatic\\s+disease|mets)\\b`,
      "g",
    ),
  },
  {
    concept: "pregnancy",
    re: /\b(?:currently\s+)?pregnant\b(?:[^.;\n]{0,12}?\b\d{1,2}(?:\+\d)?\s*(?:weeks?|wks?|\/40)\b)?|\b\d{1,2}(?:\+\d)?\s*(?:weeks?|wks?)\s+pregnant\b/g,
  },
];

/**
 * A relative's illness, in the same sentence before the mention: "family history of CKD", "mum has
 * T2DM". A spouse, partner or child only as the one who has it ("husband has type 2 diabetes on
 * gliclazide", review 27), since "lives with her partner, 12 weeks pregnant" is the patient's own.
 */
const RELATIVE_BEFORE =
  /\b(?:family\s+(?:history|hx)|fhx?|f\/h|mother|mum|mom|father|dad|brother|sister|sibling|parents?|grand(?:mother|father|ma|pa|parents?)|aunt|uncle|cousin|son|daughter|relatives?)\b|\b(?:child(?:ren)?|nephew|niece|twin|husband|wife|partner|spouse|boyfriend|girlfriend|fianc[eé]e?|carer)(?:'s|\s+(?:has|had|have|with|is|was|also))\b/;
/**
 * A risk, a test or a diagnosis still being made, not a known one: "at risk of diabetes", "to
 * exclude CKD", "testing for diabetes", "considering metformin for new type 2 diabetes" (a new
 * diagnosis is the work of the rules that read new results, such as new-diabetes-ketosis).
 */
const NOT_A_DIAGNOSIS_BEFORE =
  /\b(?:risk|exclude|excluding|prevent\w*|test(?:s|ing)?\s+for|investigat\w*|assess\w*\s+for|likely|probable|borderline|new(?:ly)?(?:\s+diagnosed)?|consider\w*|plan(?:s|ned|ning)?)\s*(?:of\s+|for\s+)?(?:[\w-]+\s+){0,2}$/;
/** A pregnancy that is not a current one: "previous pregnancy", "planning a pregnancy", "pregnancy test negative". */
const NOT_CURRENT_PREGNANCY_BEFORE =
  /\b(?:previous|prior|past|last|earlier|after|post|planning|plans?|trying|wants?|wish(?:es)?|hoping|hopes?|may|might|could|possibly|not|ectopic|miscarri\w*)\b[^.;\n]{0,20}$/;
const NOT_CURRENT_PREGNANCY_AFTER = /^\s*(?:test|loss|ended|terminated|\?)/;
/**
 * Dialysis that was, or is to come: "previously on haemodialysis, transplant 2021", "was on dialysis
 * for AKI", "approaching ESKD", "may need dialysis", "dialysis stopped".
 */
const NOT_CURRENT_DIALYSIS_BEFORE =
  /\b(?:previous(?:ly)?|prior|past|was|were|formerly|briefly|temporar\w*|stopped|came off|off|until|approach\w*|nearing|towards|may|might|could|would|will|need\w*|prepar\w*|discuss\w*|before|post[- ]transplant|transplant\w*)\b[^.;\n]{0,25}$/;
const NOT_CURRENT_DIALYSIS_AFTER =
  /^[^.;\n]{0,25}\b(?:for (?:an? )?(?:aki|acute kidney)|during|until|stopped|discontinued|recovered|in (?:19|20)\d{2}\s*[-–]\s*(?:19|20)\d{2})\b/;
/** "Heart failure, now resolved"-like endings that isStated leaves to the clause ("in remission"). */
const SETTLED_AFTER = /^[^.;]{0,30}\b(?:in remission|reversed|no longer)\b/;
/** How far back a relative or a risk word reaches, in characters. */
const REACH = 60;

function currentDiagnosis(text: string, at: number, length: number, concept: string): boolean {
  if (!isStated(text, at, length)) return false;
  const before = text.slice(Math.max(sentenceStart(text, at), at - REACH), at);
  const after = text.slice(at + length, at + length + 40);
  if (RELATIVE_BEFORE.test(before) || NOT_A_DIAGNOSIS_BEFORE.test(before) || SETTLED_AFTER.test(after)) return false;
  if (concept === "pregnancy")
    return !NOT_CURRENT_PREGNANCY_BEFORE.test(before) && !NOT_CURRENT_PREGNANCY_AFTER.test(after);
  if (concept === "kidney-failure")
    return !NOT_CURRENT_DIALYSIS_BEFORE.test(before) && !NOT_CURRENT_DIALYSIS_AFTER.test(after);
  return true;
}

/** The diagnoses the notes state as current, one a concept, each with the words the notes used. */
export function notedDiagnoses(notes: string): { concept: string; quote: string }[] {
  const text = readShorthand(notes.toLowerCase());
  const out: { concept: string; quote: string }[] = [];
  for (const { concept, re } of DIAGNOSES) {
    for (const m of text.matchAll(re)) {
      if (!currentDiagnosis(text, m.index, m[0].length, concept)) continue;
      out.push({ concept, quote: m[0].trim() });
      break;
    }
  }
  return out;
}

/**
 * Adds to the model, after the conditions sent, the key diagnoses the notes state, marked as read from
 * the notes; a diagnosis the conditions already give (active or not) is not added again. `withheld`
 * holds the concepts of diagnoses the record sent as refuted or entered in error, which the notes do
 * not bring back.
 */
export function readNotedConditions(model: PatientModel, withheld: readonly string[] = []): void {
  const { clinicalNotes, socialHistory, additionalContext } = model.notes;
  const texts = model.agent === "ehr" ? [additionalContext] : [clinicalNotes, socialHistory];
  const given = model.conditions.slice();
  for (const notes of texts) {
    if (notes !== undefined) addNoted(model, notes, given, withheld);
  }
}

function addNoted(model: PatientModel, notes: string, given: readonly ConditionItem[], withheld: readonly string[]) {
  for (const { concept, quote } of notedDiagnoses(notes)) {
    if (concept === "pregnancy" && model.patient.sex === "male") continue;
    if (withheld.includes(concept)) continue;
    if (given.some((c) => c.concepts.includes(concept))) continue;
    if (model.conditions.some((c) => c.fromNotes === true && c.concepts.includes(concept))) continue;
    const index = model.conditions.length;
    // The notes' own spelling ("CKD stage 3a"), where shorthand was not written out in the quote.
    const at = notes.toLowerCase().indexOf(quote);
    const words = at >= 0 ? notes.slice(at, at + quote.length) : quote;
    const item: ConditionItem = {
      ref: `notes-condition:${index - given.length}`,
      index,
      name: `${words.charAt(0).toUpperCase()}${words.slice(1)} (in the notes)`,
      status: "active",
      concepts: [...new Set([concept, ...conditionConcepts(quote)])],
      fromNotes: true,
    };
    model.conditions.push(item);
  }
}
