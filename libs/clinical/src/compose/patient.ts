import { type Finding, FindingFamily, type PatientModel } from "../model.ts";
import type { EvidenceSet } from "../research.ts";
import { findCitableEvidence } from "../evidence/library.ts";
import { RuleContext } from "../rules/context.ts";
import { inHospitalMention } from "../rules/in-hospital.ts";
import { careAtHomeWished } from "../rules/comfort-care.ts";
import { statedMention } from "../rules/notes.ts";
import { currentPostpartumHaemorrhage } from "../rules/postpartum-haemorrhage.ts";
import { beforePreEclampsiaWeeks, pregnantOrPostnatal } from "../rules/pregnancy-emergencies.ts";
import { emergencyCountry, recordWords } from "../rules/record-words.ts";
import { devolvedNation } from "../rules/uk-record.ts";
import { type ComposedText, cite, composed } from "./citations.ts";
import { actNowHeader } from "./emergency-header.ts";
import { isDataNote, toldElsewhere, unjudgedTogether } from "./data-notes.ts";
import {
  carriesEmergencyWarning,
  clinicianCallsEmergency,
  isCritical,
  patientSaysSeekHelpNow,
  reportable,
  uniq,
  oldRecord,
} from "./common.ts";
import { rangeMeaningOnce, SLIGHT_PATIENT_MEANING } from "../slight-flag.ts";

/** Under this age the report is usually read by a parent or carer. */
const ADULT_AGE = 18;

/** From this age (13 to 17) the texts speak of a "young person" rather than a "child". */
const YOUNG_PERSON_AGE = 13;

/**
 * A young person's own confidential care recorded in the notes: judged competent to consent
 * ("Fraser competent", "Gillick competent") or not wanting parents told. Under-16s have the same
 * right to confidentiality as adults for contraception and STI tests unless at risk of significant
 * harm (pages (seen 2026-11-30, paeds-25 review25): sexualhealthscotland.co.uk "Will they tell my
 * parents?"; familyserviceshub.havering.gov.uk "Will they tell my parents?" agrees for 13 to 16).
 */
const CONFIDENTIAL_CARE =
  /\b(?:fraser|gillick)[- ](?:competent|competence)\b|\b(?:does not|doesn't|did not|didn't|do not|not) wish (?:her |his |their )?(?:parents?|mum|dad|mother|father|family) (?:to be )?(?:informed|told|involved)\b|\b(?:does not|doesn't|did not|didn't) want (?:her |his |their )?(?:parents?|mum|dad|mother|father|family) (?:to be )?(?:informed|told|involved|to know)\b|\b(?:requests?|requested|asked for) confidentiality\b|\bnot (?:to )?(?:be )?shared with (?:her |his |their )?(?:parents?|mum|dad|mother|father|family)\b|\b(?:asks?|asked|requests?|requested) (?:us |staff )?not to (?:tell|inform) (?:her |his |their )?(?:parents?|mum|dad|mother|father|family)\b/i;

/**
 * The texts say "you" and "your"; for a child's results a parent or carer is told who that means,
 * except for a young person whose care the notes record as their own and confidential, who is the
 * reader (review 25, paeds-25 case 10: a Fraser-competent 15-year-old at a sexual health clinic who
 * did not want her parents told was given a report addressed to a parent or carer).
 */
function childReaderNote(model: PatientModel): string {
  if (readsOwnResults(model)) return "These results are yours, written for you.";
  const who = youngPerson(model) ? "young person" : "child";
  return `These are a ${who}'s results. If you are reading this as a parent or carer, "you" and "your" below mean the ${who}.`;
}

/** A young person whose notes record their care as their own and confidential (see CONFIDENTIAL_CARE). */
function readsOwnResults(model: PatientModel): boolean {
  return youngPerson(model) && statedMention(new RuleContext(model).freeText, CONFIDENTIAL_CARE) !== undefined;
}

function youngPerson(model: PatientModel): boolean {
  const age = model.patient.age;
  return age !== undefined && age >= YOUNG_PERSON_AGE && age < ADULT_AGE;
}

function isChild(model: PatientModel): boolean {
  const age = model.patient.age ?? (model.patient.ageMonths !== undefined ? model.patient.ageMonths / 12 : undefined);
  return age !== undefined && age < ADULT_AGE;
}

/**
 * Signs that call for emergency care now, in words that fit the reader. A child's are those UK
 * health services give parents for calling 999 (breathing hard work, a fit, a rash that does not
 * fade under a glass, drowsy, pale or blue: NHS Bradford and HSE pages on a seriously unwell child).
 * In pregnancy and the weeks after birth they include the symptoms of pre-eclampsia the NHS lists
 * (nhs.uk pre-eclampsia symptoms: severe headache, vision problems, pain just below the ribs,
 * vomiting, sudden swelling of the face, hands or feet).
 */
function emergencySigns(model: PatientModel): { critical: string; general: string } {
  const ctx = new RuleContext(model);
  if (beforePreEclampsiaWeeks(ctx)) {
    // Before 20 weeks the warning signs are those of early pregnancy (pages (seen 2026-11-28):
    // nhsggc.org.uk early pregnancy assessment service, "Seeking emergency services": very heavy
    // bleeding or feeling faint; one-sided pain in the tummy, pelvis or shoulder tip, dizziness or
    // a fast heartbeat, which can mean an ectopic pregnancy).
    // "Tummy" is British; a US reader says belly (review 25, labs-25b case 11).
    const early = `you bleed heavily from the vagina, have severe or one-sided pain in your ${recordWords(ctx).tummy} or pain in the tip of your shoulder, feel faint or dizzy, have a ${recordWords(ctx).fit}, chest pain or trouble breathing`;
    return { critical: early, general: early };
  }
  if (pregnantOrPostnatal(ctx)) {
    // After a recorded postpartum haemorrhage, heavy bleeding and faintness come first (NHS Highland
    // PPH guideline: faintness and a fast pulse are the signs of a large loss; review 12, pregnancy 12).
    const bleeding = currentPostpartumHaemorrhage(ctx)
      ? "you bleed heavily or pass large clots, feel faint or dizzy, "
      : "";
    const pregnant = `${bleeding}you have a severe headache, problems with your vision such as blurring or flashing lights, severe pain just below your ribs, vomiting, sudden swelling of your face, hands or feet, a ${recordWords(ctx).fit}, chest pain or trouble breathing`;
    return { critical: pregnant, general: pregnant };
  }
  // A young person reading their own confidential results is told the signs as an adult would be.
  if (isChild(model) && !readsOwnResults(model)) {
    const child = `the ${youngPerson(model) ? "young person" : "child"} finds breathing hard work, has a ${recordWords(ctx).fit}, is very drowsy or hard to wake, looks pale or blue, or has a rash that does not fade when a glass is pressed on it`;
    return { critical: child, general: child };
  }
  return {
    critical:
      "you have chest pain, trouble breathing, a very fast or uneven heartbeat, fainting, new weakness, or confusion",
    general: "you have chest pain, trouble breathing, fainting, or sudden weakness",
  };
}

/** The usual questions when no finding brings its own, asked of the child's results when the reader is a parent. */
function defaultQuestions(model: PatientModel): string[] {
  // A gene result is not repeated, so with no lab tests "when again" has no answer (review 13,
  // pharmacogenomics 04, 14); nor with only medicines, conditions or vital signs (review 21,
  // minimal-requests 07, 08).
  const noLabs = model.labs.length === 0;
  if (youngPerson(model))
    return ["What do these results mean?", noLabs ? "What happens next?" : "When should these tests be done again?"];
  return isChild(model)
    ? [
        "What do these results mean for my child?",
        noLabs ? "What happens next for my child?" : "When should my child have these tests again?",
      ]
    : sentItems(model)
      ? [
          "What do these results mean for me?",
          noLabs ? "What happens next for me?" : "When should I have these tests again?",
        ]
      : // Notes alone hold no results to ask about (review 21, minimal-requests 10).
        ["Which check-ups or tests would be useful for me?"];
}

/**
 * A finding's question in the parent's words, for a child's results: rules write them for the
 * patient ("What is causing my anaemia?"), and a parent asking it means the child's (review 21,
 * infants-children 04). Only "my", "me" and "I" after a modal verb or do/am/have are turned;
 * a question with another "I" is kept as written rather than risk broken grammar.
 */
function parentQuestion(q: string): string {
  const turned = q
    .replace(/\bmy\b(?! (?:child|baby|son|daughter)\b)/g, "my child's")
    .replace(/\bme\b/g, "my child")
    .replace(/\b(should|can|could|will|would|might|must) I\b/gi, "$1 my child")
    .replace(/\bDo I\b/g, "Does my child")
    .replace(/\bAm I\b/g, "Is my child")
    .replace(/\bHave I\b/g, "Has my child");
  return /\bI\b/.test(turned) ? q : turned;
}

/** How many findings the patient text explains (the rest are for the clinician). */
const MAX_PATIENT_FINDINGS = 8;

function sentNotes(model: PatientModel): boolean {
  const { additionalContext, clinicalNotes, socialHistory } = model.notes;
  return [additionalContext, clinicalNotes, socialHistory].some((t) => t !== undefined && t.trim() !== "");
}

/** Whether the request held any item to check, beyond free-text notes. */
function sentItems(model: PatientModel): boolean {
  // A diagnosis read from the notes was not sent as an item (normalize/condition-notes.ts).
  const conditions = model.conditions.filter((c) => c.fromNotes !== true).length;
  return (
    model.labs.length + model.medications.length + conditions + model.vitals.length > 0 ||
    model.genetics.length + model.familyHistory.length + model.imaging.length > 0
  );
}

/** The all-clear; "these results" only when results were sent (review 21, minimal-requests 10). */
function quietLine(model: PatientModel): string {
  return sentItems(model)
    ? "Nothing in these results stands out as a concern. Keep up your usual check-ups."
    : "Nothing we were sent stands out as a concern. Keep up your usual check-ups.";
}

function whatWeLookedAt(model: PatientModel): string {
  const parts: string[] = [];
  const n = (count: number, one: string, many: string) => (count === 1 ? `1 ${one}` : `${count} ${many}`);
  if (model.labs.length > 0) parts.push(n(model.labs.length, "lab result", "lab results"));
  if (model.medications.length > 0) parts.push(n(model.medications.length, "medicine", "medicines"));
  const conditions = model.conditions.filter((c) => c.fromNotes !== true).length;
  if (conditions > 0) parts.push(n(conditions, "health condition", "health conditions"));
  if (model.vitals.length > 0) parts.push(n(model.vitals.length, "body measurement", "body measurements"));
  if (model.genetics.length > 0) parts.push(n(model.genetics.length, "gene test", "gene tests"));
  const family = model.familyHistory.filter((f) => f.fromNotes !== true).length;
  if (family > 0) parts.push(n(family, "family health note", "family health notes"));
  if (model.imaging.length > 0) parts.push(n(model.imaging.length, "scan report", "scan reports"));
  // Notes alone are read (ages, family history, context) but hold no results to check; saying
  // nothing was received denied the text the client sent (review 21, minimal-requests 10).
  if (parts.length === 0)
    return sentNotes(model)
      ? "We read the notes sent with your request. They did not include test results, medicines or health conditions for us to check."
      : "We did not receive health details to look at.";
  const list = parts.length === 1 ? parts[0] : `${parts.slice(0, -1).join(", ")} and ${parts[parts.length - 1]}`;
  const old = oldRecord(model);
  const age = old && `about ${old.years} year${old.years === 1 ? "" : "s"} ago`;
  return `We looked at ${list}.${old ? ` Your most recent test results are from ${old.date.slice(0, 4)}, ${age}, so they may not show how things are now.` : ""}`;
}

/** One bullet of the patient text: a finding's words, with any repeat of the same point folded in. */
interface Bullet {
  text: string;
  evidenceIds: string[];
  /** The finding the bullet opens with, which decides the section it stands in. */
  f: Finding;
}

const labRefs = (f: Finding) => f.refs.filter((r) => r.startsWith("lab:"));
const isSubset = (small: readonly string[], big: readonly string[]) => small.every((r) => big.includes(r));

/**
 * "Your sodium (a body salt) is very low." and "Your sodium is low." open with the same point: how far
 * out a result is does not make it another matter (review 18, leftovers 04).
 */
function opening(text: string): { first: string; rest: string } {
  const m = /^(.*?\.)(?:\s+(.*))?$/s.exec(text.trim());
  return { first: m?.[1] ?? text, rest: (m?.[2] ?? "").trim() };
}
const openingKey = (t: string) =>
  opening(t)
    .first.toLowerCase()
    .replace(/\s*\([^)]*\)/g, "")
    .replace(/\b(?:very|slightly|a little|much|far)\s+/g, "")
    .replace(/\s+/g, " ");
const sameOpening = (a: string, b: string) => openingKey(a) === openingKey(b);
/**
 * Whether `earlier` opens with `later`'s whole opening point and goes on with "and …": "Your potassium
 * is low and you are being treated for high blood pressure." already says "Your potassium is low."
 * (review 24, notes-reports case 08: the low potassium was told twice, for aldosteronism and for the
 * diuretic). Not the other way round: the longer opening's "and …" is what its next sentences build on.
 */
const extendsOpening = (earlier: string, later: string) =>
  openingKey(earlier).startsWith(`${openingKey(later).replace(/\.$/, "")} and `);

/**
 * Whether a finding's bullet repeats another shown finding and so drops out of the patient text:
 * a result's trend when a rule already explains that result, and a finding about results alone
 * (no medicine, gene, reading or scan; "Your haemoglobin is low. This is called anaemia.") when a
 * finding at least as serious rests on the same results and more ("iron-deficiency anaemia"),
 * unless only the first tells the reader to seek help at once. The report's lead finding stays
 * unless a more serious one covers it, so both texts open with the same point (review 13, deep
 * coherence 04: low B12 with nerve symptoms in the notes, the clinician report's first finding,
 * fell out beside the bariatric deficiency finding of equal severity that also cites the B12).
 */
function repeats(f: Finding, shown: readonly Finding[]): boolean {
  const labs = labRefs(f);
  if (labs.length === 0) return false;
  const others = shown.filter((o) => o !== f && o.family !== "lab-flag" && o.family !== "trend");
  const lead = shown.find((o) => o.family !== "lab-flag" && o.family !== "trend");
  if (f.family === "trend") return others.some((o) => isSubset(labs, o.refs));
  if (f.family === "lab-flag" || !f.refs.every((r) => r.startsWith("lab:") || r.startsWith("condition:"))) return false;
  return others.some(
    (o) =>
      isSubset(f.refs, o.refs) &&
      (o.refs.length > f.refs.length || sameProblemBefore(o, f, shown)) &&
      (SEVERITY_RANK[o.severity] > SEVERITY_RANK[f.severity] ||
        (SEVERITY_RANK[o.severity] === SEVERITY_RANK[f.severity] && f !== lead)) &&
      (patientSaysSeekHelpNow(o) || !patientSaysSeekHelpNow(f)),
  );
}

/**
 * Whether `o`, shown before `f`, is the same kind of finding on exactly its results under the same
 * problem: two findings on one blood count ("microcytic anaemia without iron studies" and "anaemia")
 * told the reader about anaemia twice (review 21, minimal-requests-21 case 05). The earlier one keeps
 * the point. A finding of another kind on the same results (a medicine's step on a thyroid result)
 * says something the pattern does not, so it stays.
 */
function sameProblemBefore(o: Finding, f: Finding, shown: readonly Finding[]): boolean {
  return (
    o.refs.length === f.refs.length &&
    o.problem === f.problem &&
    o.family === f.family &&
    shown.indexOf(o) < shown.indexOf(f)
  );
}

const SEVERITY_RANK: Record<Finding["severity"], number> = { info: 0, low: 1, moderate: 2, high: 3, critical: 4 };

/** The result a trend's sentence is about, without its gloss: "Your TSH" of "Your TSH (the signal …) has been …". */
function trendSubject(patient: string): string | undefined {
  return /^(Your [^(]+?)(?: \([^)]*\))? (?:has|have) been\b/.exec(patient)?.[1];
}

/** Whether a bullet's opening sentence is about the trend's result, so "It" can stand for it. */
function opensWithSubject(first: string, trendPatient: string): boolean {
  const subject = trendSubject(trendPatient);
  return subject !== undefined && first.startsWith(subject) && /^(?:\s|\(|$)/.test(first.slice(subject.length));
}

/** A trend's sentence told of a result its bullet has already named: "It has been going down over time." */
function trendAfter(patient: string): string {
  return patient.replace(
    /^Your .+? (has|have) been\b/,
    (_m, verb: string) => `${verb === "have" ? "They have" : "It has"} been`,
  );
}

/**
 * The bullets for a list of findings, each point once: repeats drop out (see repeats), and a
 * finding that opens with the same point as an earlier one on the same result ("Your kidney test
 * is low."), or a result's own flag beside its trend, adds only its remaining sentences to that bullet;
 * a trend ending in a result a bullet already covers adds its one sentence there (review 18,
 * leftovers 04: low sodium was told three times, in the urgent point, a diuretic point and a trend).
 */
function bullets(list: readonly Finding[], shown: readonly Finding[], evidence?: EvidenceSet): Bullet[] {
  const out: Bullet[] = [];
  for (const f of list) {
    if (repeats(f, shown)) continue;
    const ids = evidence?.byFinding[f.id] ?? f.evidenceIds;
    const latest = f.family === "trend" ? labRefs(f).at(-1) : undefined;
    const into = out.find(
      (b) =>
        labRefs(f).some((r) => b.f.refs.includes(r)) &&
        (sameOpening(b.f.patient, f.patient) ||
          extendsOpening(b.f.patient, f.patient) ||
          (latest !== undefined && b.f.refs.includes(latest)) ||
          (f.family === "lab-flag" && b.f.family === "trend" && isSubset(f.refs, b.f.refs))),
    );
    if (into === undefined) {
      out.push({ text: f.patient, evidenceIds: [...ids], f });
      continue;
    }
    if (latest !== undefined) {
      // Where the result is heading belongs beside the result, before what it may mean. "It" stands
      // for the result only when the bullet opens with it (review 20, infections-2 case 03: a falling
      // CD4 count told as "It has been going down" after "Your HIV virus level is measurable again").
      const { first, rest } = opening(into.text);
      // Nor when the bullet opens with the medicine (review 21, psych-meds 03: "You take lithium. It
      // has been going up over time." read as the lithium dose going up).
      // Nor when it opens with something else the patient has (review 21, onc-treatment 03 and 08: "Your
      // thyroid is underactive. It has been going up", "Your results … suggest …. It has been going up").
      const trend = withoutRepeatedAgeNote(
        labRefs(into.f)[0] === latest && opensWithSubject(first, f.patient) ? trendAfter(f.patient) : f.patient,
        into.text,
      );
      into.text = [first, trend, rest].filter((t) => t !== "").join(" ");
    } else {
      const rest = withoutCoveredDoNotStop(into.text, opening(f.patient).rest);
      // A later warning for every medicine covers an earlier stock one for a single medicine.
      if (rest !== "") into.text = `${withoutCoveredDoNotStop(rest, into.text)} ${rest}`;
    }
    into.evidenceIds = uniq([...into.evidenceIds, ...ids]);
  }
  // What a laboratory range means is said once, however many results sit just outside one.
  const merged = sameMeaningOnce(out);
  const texts = rangeMeaningOnce(merged.map((b) => b.text));
  return merged.map((b, i) => ({ ...b, text: texts[i] ?? b.text }));
}

/**
 * Result lines that say the same after their opening are one point, their openings side by side
 * (review 30, wording-30 case 04: a smoker's high haemoglobin and high haematocrit each told "A
 * high level is often caused by smoking … a blood specialist may check for other causes" in full).
 */
function sameMeaningOnce(list: readonly Bullet[]): Bullet[] {
  const out: Bullet[] = [];
  for (const b of list) {
    const { first, rest } = opening(b.text);
    const at =
      // A pointer to another point ("This result is explained …") stays with its one result.
      b.f.family === "lab-flag" && rest !== "" && !/^This result\b/.test(rest)
        ? out.findIndex((o) => o.f.family === "lab-flag" && o.text.endsWith(` ${rest}`))
        : -1;
    const into = out[at];
    if (into === undefined) {
      out.push(b);
      continue;
    }
    out[at] = {
      ...into,
      text: `${into.text.slice(0, -rest.length).trimEnd()} ${first} ${rest}`,
      evidenceIds: uniq([...into.evidenceIds, ...b.evidenceIds]),
    };
  }
  return out;
}

/** The sentence stale-results.ts adds to a finding on old results ("This is from a test in 2019, about 2 years ago, …"). */
const AGE_NOTE =
  / ?This is from (?:an? )?(?:tests?|readings?) (?:in|up to) \d{4}, [^.]*?, which may not show how things are now\./;
/** Words another old-result note in a bullet ends with, in either of its forms. */
const SAYS_AGE = /may not show how things are now\./;

/**
 * A trend's sentence less its own note on how old its results are, when the bullet it joins already
 * says so: the trend ends in the bullet's own result, so its age is the same (review 26, Synthea:
 * "This is from a test in 2019, about 2 years ago, …" told twice in one low-haemoglobin point).
 */
function withoutRepeatedAgeNote(trend: string, bullet: string): string {
  const dated = SAYS_AGE.test(bullet) ? trend.replace(AGE_NOTE, "") : trend;
  // Any other note both carry on the result they share is said once too ("Another result for the
  // same test, taken at the same time, …", rules/same-time-disagreement.ts).
  return dated
    .split(/(?<=\.)\s+(?=[A-Z])/)
    .filter((s, i) => i === 0 || !bullet.includes(s))
    .join(" ");
}

/** A sentence that only carries the stock warning ("Do not stop it on your own: talk to your doctor first."). */
const STOCK_DO_NOT_STOP =
  /^Do not stop (?:or change )?(?:it|them|either(?: one)?)(?: or change the dose)? on your own(?:: talk to your doctor first)?\.$/i;
/** A warning already given for every medicine ("… your water pill or any other medicine on your own"). */
const ANY_MEDICINE_ON_YOUR_OWN = /\bdo not stop\b[^.]*\b(?:any(?: other)? medicines?|anything)\b[^.]*\bon your own\b/i;

/**
 * The sentences of a finding merged into a bullet, less a stock "do not stop it on your own" when
 * the bullet already warns against stopping any medicine (review 15, primary-care-labs case 15: the
 * thiazide and the SSRI sodium findings each added the warning to one bullet).
 */
function withoutCoveredDoNotStop(bullet: string, rest: string): string {
  if (!ANY_MEDICINE_ON_YOUR_OWN.test(bullet)) return rest;
  return rest
    .split(/(?<=[.!?])\s+/)
    .filter((sentence) => !STOCK_DO_NOT_STOP.test(sentence.trim()))
    .join(" ");
}

const bulletLine = (b: Bullet) => `- ${b.text} ${cite(b.evidenceIds)}`.trimEnd();

/** A sentence that tells the reader to stop a medicine or hold its next doses. */
const TELLS_STOP =
  /(?:^|[.!?]\s+)Stop (?!smoking|drinking)\w+|\bstop it and\b|\bdo not take (?:any more|more|the next dose)\b|\bdo not take \w+ again\b/i;

/** Words by which a finding tells the reader to stop or not take a medicine for now. */
const STOP_MEDICINE = /\b(?:do not take (?:any )?more|stop taking|do not take)\b/i;

/**
 * A finding's stock "Do not stop it on your own" line, left out when another finding on the same
 * medicine (a critical muscle injury on a statin) tells the reader not to take it until they have
 * spoken with a doctor.
 */
function withoutStockDoNotStop(f: Finding, shown: readonly Finding[]): Finding {
  if (!/do not stop it on your own/i.test(f.patient)) return f;
  const meds = f.refs.filter((r) => r.startsWith("med:"));
  const stopped = shown.some((c) => c !== f && STOP_MEDICINE.test(c.patient) && c.refs.some((r) => meds.includes(r)));
  if (!stopped) return f;
  const patient = f.patient
    .replace(/;? ?do not stop it on your own unless they tell you to\./i, ".")
    .replace(/Do not stop it on your own(?:;|, but)\s+(\w)/, (_m, c: string) => c.toUpperCase())
    .replace(/\s*Do not stop it on your own\.?/, "");
  return { ...f, patient };
}

/** Lipid tests whose out-of-range results the patient text gives as one point, in plain words. */
const LIPID_WORDS: Record<string, string> = {
  "ldl-c": "LDL ('bad') cholesterol",
  "hdl-c": "HDL ('good') cholesterol",
  triglycerides: "triglycerides (a blood fat)",
  "cholesterol-total": "total cholesterol",
  "non-hdl-c": "non-HDL cholesterol",
  apob: "apolipoprotein B (a cholesterol-carrying protein)",
};

const isCitable = (id: string) => findCitableEvidence(id) !== undefined;

const joinAnd = (items: readonly string[]) =>
  items.length <= 1 ? (items[0] ?? "") : `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`;

/**
 * The oldest age NICE NG238 uses QRISK3 for (25 to 84): a 91-year-old was told her doctor "can
 * work out your overall heart risk", which no score does at her age (review 21, older adults case 01).
 */
const QRISK3_MAX_AGE = 84;
/**
 * The youngest age QRISK3 is used at: a 16-year-old with high cholesterol was told his doctor "can
 * work out your overall heart risk", which no adult score does for a teenager (review 21, adolescents case 04).
 */
const QRISK3_MIN_AGE = 25;
const NICE_LIPID_GUIDELINE = "nice-cg181-lipid-modification";

/** What the patient is told about a heart-risk score, which adult calculators give only from 25 to 84. */
function riskScoreSentence(beyond: boolean, before: boolean): string {
  if (beyond)
    return "The usual heart-risk calculator is made for people up to 84, so at your age whether any treatment would help is something to talk through with your doctor.";
  if (before)
    return "The usual heart-risk calculator is made for adults aged 25 and over, so it is not used at your age; what these results mean for you is something to talk through with your doctor.";
  return "Your doctor can work out your overall heart risk and talk with you about what would lower it.";
}

/**
 * Two or more lipid results flagged only as out of range ("Your LDL cholesterol is higher than the
 * usual range", "Your HDL … lower") become one "cholesterol and heart risk" point, where the first
 * of them stood: the reader gets one point about heart risk, not four about single numbers.
 */
function withLipidsFolded(list: readonly Finding[], model: PatientModel, evidence?: EvidenceSet): Finding[] {
  const lipid = (f: Finding) => {
    if (f.family !== "lab-flag" || f.code === "lab-critical" || f.refs.length !== 1) return undefined;
    const obs = model.labs.find((o) => o.ref === f.refs[0]);
    const words = obs?.analyteId === undefined ? undefined : LIPID_WORDS[obs.analyteId];
    return words === undefined || (obs?.status !== "high" && obs?.status !== "low")
      ? undefined
      : `${obs.status === "low" ? "low" : "high"} ${words}`;
  };
  const folded = list.filter((f) => lipid(f) !== undefined);
  const first = folded[0];
  if (first === undefined || folded.length < 2) return [...list];
  // The point speaks for every result it names, so its pages are cited only when each result has
  // one: the triglyceride page alone does not support a sentence on total and HDL cholesterol
  // (review 18, everyday-sweep case 01).
  const sources = folded.map((f) => (evidence?.byFinding[f.id] ?? f.evidenceIds).filter(isCitable));
  const age = model.patient.age;
  const beyondRiskScore = (age ?? 0) > QRISK3_MAX_AGE;
  const beforeRiskScore = age !== undefined && age < QRISK3_MIN_AGE;
  const evidenceIds = uniq([
    ...(sources.every((ids) => ids.length > 0) ? sources.flat() : []),
    ...(beyondRiskScore || beforeRiskScore ? [NICE_LIPID_GUIDELINE].filter(isCitable) : []),
  ]);
  const merged: Finding = {
    ...first,
    id: `lipids-folded:${first.id}`,
    severity: folded.reduce((s, f) => (SEVERITY_RANK[f.severity] > SEVERITY_RANK[s] ? f.severity : s), first.severity),
    title: "Cholesterol and heart risk",
    patient: `Several of your cholesterol results are outside the usual range: ${joinAnd(folded.map((f) => lipid(f) ?? ""))}. Together they affect your risk of heart attack and stroke. ${riskScoreSentence(beyondRiskScore, beforeRiskScore)}`,
    refs: uniq(folded.flatMap((f) => f.refs)),
    evidenceIds,
    patientQuestions: uniq(folded.flatMap((f) => f.patientQuestions)),
  };
  return list.flatMap((f) => (f === first ? [merged] : folded.includes(f) ? [] : [f]));
}

/**
 * Results told as just outside their range (slight-flag.ts), which the text itself calls common in
 * well people, after the other points: a white count of 11.2 against 11.0 took one of the eight
 * places before findings with a plan of their own (review 19, deep sweep case 01).
 */
function slightLast(list: readonly Finding[]): Finding[] {
  const slight = (f: Finding) => f.patient.includes(SLIGHT_PATIENT_MEANING);
  return [...list.filter((f) => !slight(f)), ...list.filter(slight)];
}

/** Words by which a patient text asks for a test or a check. */
const TEST_WORDS = /\b(?:tests?|check(?:s|ed|ing)?|monitor(?:s|ed|ing)?|screen(?:s|ed|ing)?|scans?)\b/i;
/** A patient text that says nothing needs doing. */
const NOTHING_TO_DO = /\bnothing (?:needs|has) to be done\b|\bno (?:further|more|other) tests? (?:is|are) needed\b/i;

/** Whether an information point asks the person to keep up with a test (rather than only tells them something). */
function asksForTest(f: Finding): boolean {
  return TEST_WORDS.test(f.patient) && !NOTHING_TO_DO.test(f.patient);
}

/**
 * The patient report, in plain language: anything urgent first, what was looked at, what stands
 * out and why it matters, questions for the doctor, when to get help fast, and a clear
 * statement that this is not a diagnosis. Citation markers follow each explained finding.
 */
export function composePatientReport(
  model: PatientModel,
  findings: readonly Finding[],
  evidence?: EvidenceSet,
): ComposedText {
  const shown = reportable(findings).filter((f) => f.family !== "trend" || f.severity !== "low");
  const critical = shown.filter(isCritical);
  // A critical result's own bullet is left out when an urgent finding on it already says to act now.
  const criticalShown = critical.filter(
    (f) =>
      !(
        f.code === "lab-critical" &&
        critical.some(
          (o) => o !== f && o.family !== "lab-flag" && isSubset(f.refs, o.refs) && patientSaysSeekHelpNow(o),
        )
      ),
  );
  const lines: string[] = ["# Your results explained", ""];
  if (isChild(model)) lines.push(childReaderNote(model), "");
  const onTheWard = inHospitalMention(new RuleContext(model)) !== undefined;
  const careAtHome = careAtHomeWished(new RuleContext(model));
  const mainAll = slightLast(
    withLipidsFolded(
      shown.filter((f) => !isCritical(f) && f.severity !== "info").map((f) => withoutStockDoNotStop(f, shown)),
      model,
      evidence,
    ),
  );
  // One list, so a point on a result the urgent section already covers is folded into it there.
  const allBullets = bullets([...criticalShown, ...mainAll], shown, evidence);
  const mainBullets = allBullets.filter((b) => !isCritical(b.f));
  if (critical.length > 0) {
    lines.push("## Please act on this now", "");
    const ctx = new RuleContext(model);
    const country = emergencyCountry(ctx);
    const nation = country === "uk" ? devolvedNation(ctx) : undefined;
    lines.push(actNowHeader(critical, onTheWard, { country, careAtHome, ...(nation ? { nation } : {}) }), "");
    for (const b of allBullets.filter((x) => isCritical(x.f))) lines.push(bulletLine(b));
    lines.push("");
  }
  lines.push("## What we looked at", "", whatWeLookedAt(model), "");

  const main = mainAll.slice(0, MAX_PATIENT_FINDINGS);
  // A result we could not check is not a reassuring one.
  const unjudged = unjudgedTogether(shown.filter((f) => f.code === "lab-not-comparable" && !toldElsewhere(f, shown)));
  lines.push("## What stands out", "");
  // Bullets folded into the urgent ones above can leave none to show: the heading never stands empty.
  if (mainBullets.length === 0 && critical.length > 0) {
    lines.push(
      main.length > 0
        ? `The other results that stand out are part of the urgent ${critical.length === 1 ? "point" : "points"} above.`
        : `Apart from the urgent ${critical.length === 1 ? "point" : "points"} above, nothing else in these results stands out.`,
    );
  } else if (mainBullets.length === 0) {
    lines.push(
      main.length > 0
        ? "The points below cover these results."
        : unjudged.length === 0
          ? quietLine(model)
          : model.labs.every((o) => o.notComparable !== undefined)
            ? model.labs.length === 1
              ? "Your result could not be checked (see below), so go over it with your doctor."
              : "None of your results could be checked (see below), so go over them with your doctor."
            : "Nothing in the results we could check stands out as a concern. Some results could not be checked (see below), so go over them with your doctor.",
    );
  } else {
    for (const b of mainBullets.slice(0, MAX_PATIENT_FINDINGS)) lines.push(bulletLine(b));
    const extra = mainBullets.length - Math.min(mainBullets.length, MAX_PATIENT_FINDINGS);
    if (extra > 0)
      lines.push(
        `- There ${extra === 1 ? "is 1 more smaller point" : `are ${extra} more smaller points`} in the report for your doctor.`,
      );
  }
  lines.push("");

  // A result whose units could not be compared is not a test to keep up with; it gets its own list.
  // A flag on the lab report that the numbers overruled is not a test to keep up with either: it
  // gets its own short list (review 11, lab panels 8).
  // A gene result for a medicine the person does not take is not a test to keep up with either: under
  // that heading "you may need a lower dose of warfarin" read as if they took it (review 19, deep
  // sweep case 04). It gets its own list, for a medicine that may be offered later.
  const geneNotes = shown.filter(
    (f) => f.severity === "info" && f.family === FindingFamily.pharmacogenomics && !isDataNote(f),
  );
  const infoNotes = shown.filter((f) => f.severity === "info" && !isDataNote(f) && !geneNotes.includes(f));
  // An information point that asks for no test (a high B12 expected on B12 treatment, "nothing needs to
  // be done"; a known condition's expected result) is not a test to keep up with either (review 22,
  // coherence-22b): it gets its own heading.
  const monitoring = infoNotes.filter(asksForTest);
  const otherNotes = infoNotes.filter((f) => !monitoring.includes(f));
  if (monitoring.length > 0) {
    lines.push("## Tests to keep up with", "");
    for (const b of bullets(monitoring, shown, evidence).slice(0, 4)) lines.push(bulletLine(b));
    lines.push("");
  }
  if (otherNotes.length > 0) {
    lines.push("## Other points about your results", "");
    for (const b of bullets(otherNotes, shown, evidence).slice(0, 4)) lines.push(bulletLine(b));
    lines.push("");
  }
  if (geneNotes.length > 0) {
    lines.push(
      "## Gene results for medicines you may be offered later",
      "",
      "You do not take these medicines now. Tell any doctor or pharmacist who offers you one about your gene results.",
      "",
    );
    for (const b of bullets(geneNotes, shown, evidence).slice(0, 4)) lines.push(bulletLine(b));
    lines.push("");
  }
  const reflagged = shown.filter((f) => f.code === "lab-flag-overruled");
  if (reflagged.length > 0) {
    lines.push("## Flags on the lab report", "");
    for (const f of reflagged.slice(0, 4)) lines.push(`- ${f.patient}`);
    lines.push("");
  }
  if (unjudged.length > 0) {
    lines.push("## Results we could not check", "");
    for (const f of unjudged.slice(0, 4)) lines.push(`- ${f.patient}`);
    lines.push("");
  }

  const parent = isChild(model) && !youngPerson(model);
  const questions = uniq(
    [...critical, ...main].flatMap((f) => f.patientQuestions).map((q) => (parent ? parentQuestion(q) : q)),
  ).slice(0, 6);
  lines.push("## Questions to ask your doctor", "");
  for (const q of questions.length > 0 ? questions : defaultQuestions(model)) lines.push(`- ${q}`);
  lines.push("");

  lines.push("## When to get help fast", "");
  const signs = emergencySigns(model);
  if (onTheWard) {
    // In hospital the ward team is the help to get now; the emergency signs are kept for after discharge.
    lines.push(
      `Your notes say you are in hospital now: tell the nurse or doctor looking after you straight away if ${signs.critical}. After you leave hospital, get emergency care if ${signs.general}.`,
    );
  } else if (critical.length > 0 && careAtHome) {
    // A stated wish to be cared for at home is not overruled here; emergency help stays the person's choice.
    lines.push(
      `Contact your doctor or care team straight away if ${signs.critical}. You can still call for emergency help if you want to.`,
    );
  } else if (critical.length > 0) {
    lines.push(`Get emergency care now if ${signs.critical}.`);
  } else if ([...main, ...monitoring].some(carriesEmergencyWarning)) {
    // A point above that says when to seek help at once must not be contradicted here.
    lines.push(
      `Some points above say when to get help quickly; follow that advice. Get emergency care if ${signs.general}.`,
    );
  } else if (shown.some((f) => carriesEmergencyWarning(f) || clinicianCallsEmergency(f))) {
    lines.push(`Get emergency care if ${signs.general}.`);
  } else if (sentItems(model)) {
    lines.push(`None of these results needs emergency care on its own. Get help fast if ${signs.general}.`);
  } else {
    lines.push(`Get help fast if ${signs.general}.`);
  }
  lines.push("");
  lines.push("## Please note", "");
  // A point that tells the reader to stop or withhold a medicine ("Stop allopurinol today", "do not take
  // the next dose", "do not take more simvastatin until…") must not be contradicted here.
  const saysStop = shown.some((f) => TELLS_STOP.test(f.patient));
  lines.push(
    `This is not a diagnosis. It is a summary to help you talk with your doctor. Do not stop or change any medicine without talking to your doctor first${saysStop ? ", unless this report tells you to stop one" : ""}.`,
  );
  return composed(lines.join("\n").trim());
}
