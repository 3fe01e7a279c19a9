import { usA1cPercent } from "./a1c-percent.ts";
import { setAsideRow } from "./aside-rows.ts";
import { assayName } from "./assay-name.ts";
import { summaryConditionNames } from "./condition-names.ts";
import { labById } from "../catalogue/index.ts";
import { normalisedSince } from "../historical-result.ts";
import { type Finding, type LabObservation, NotComparable, type PatientModel } from "../model.ts";
import { pregnantNow } from "../normalize/egfr.ts";
import { positiveWord, resultText } from "../qualitative-wording.ts";
import { isMeasured } from "../parse/value.ts";
import { isCriticalFlag } from "../normalize/labs.ts";
import type { EvidenceSet } from "../research.ts";
import { cleanText, formatNumber, nameKey } from "../text.ts";
import { currentFirst, formatReported, seriesDisplay, summariseSeries, trendLevel } from "../trends.ts";
import { isNegativeCall } from "../vocab/genetics.ts";
import { unitSuffix } from "../units.ts";
import { type ComposedText, cite, composed } from "./citations.ts";
import { mainIssues } from "./main-issues.ts";
import { dataNoteSentences, isDataNote } from "./data-notes.ts";
import { supersededBySoundRepeat } from "../superseded.ts";
import { trendWord } from "../persisting-critical.ts";
import { withoutSuperseded } from "./medicine-plan.ts";
import { withoutRepeatedReferrals } from "./referral-steps.ts";
import { withMergedSteps } from "./merged-steps.ts";
import { SAMPLE_REPEAT_KEYWORD } from "../rules/haemolysis.ts";
import { currentFirstCombinedEgfr } from "../rules/egfr-equation.ts";
import { medicineNamesOnce, RuleContext } from "../rules/context.ts";
import { babyWordsWithoutAge } from "../rules/infant-jaundice.ts";
import { genericNamesLowered } from "../rules/medicine-case.ts";
import {
  citeFinding,
  clinicianSpelling,
  describePatient,
  groupByProblem,
  isCritical,
  isMedicationFinding,
  reportable,
  uniq,
  oldRecord,
} from "./common.ts";

/** Under this age results are judged only against ranges for the age (normalize/labs.ts). */
const ADULT_AGE = 18;

/** Why a result was not judged, in the few words a table cell holds (the finding gives the whole reason). */
const NOT_JUDGED_WHY: Record<NotComparable, string> = {
  [NotComparable.noRange]: "no range",
  [NotComparable.unitMismatch]: "unit does not match the range",
  [NotComparable.noUnit]: "no usable unit",
  [NotComparable.notNumeric]: "not a number",
  [NotComparable.comparatorStraddles]: "censored value spans the limit",
  [NotComparable.sexUnknown]: "range depends on sex, not given",
  [NotComparable.implausibleUnit]: "value impossible in its unit",
  [NotComparable.adultRangeOnly]: "only adult ranges on file",
  [NotComparable.adultEgfrInChild]: "adult eGFR, not valid under 18",
  [NotComparable.egfrInPregnancy]: "eGFR equations not valid in pregnancy",
  [NotComparable.ambiguousNumber]: "decimal mark unclear",
  [NotComparable.phaseUnknown]: "range depends on cycle phase or menopause, not given",
  [NotComparable.groupUnknown]: "several ranges printed; which applies not known",
  [NotComparable.fastingRangeOnly]: "fasting range; sample not stated as fasting",
};

/**
 * Who called a critical result critical: the laboratory's own critical flag, or the engine's
 * critical limit on a result the laboratory flagged only high or low (magnesium 0.41 flagged "Low"
 * must not read as the laboratory's critical call).
 */
function criticalSource(obs: LabObservation): string {
  if (obs.statusSource !== "caller") return "";
  if (isCriticalFlag(obs.callerFlag)) return " (laboratory flag)";
  return ` (laboratory flag: ${obs.callerFlag ?? "none"}; beyond the critical limit)`;
}

/** A count given as a band ("6-10" red cells per field). */
const COUNT_BAND = /^\s*\d+\s*-\s*\d+\s*$/;

function labRow(
  model: PatientModel,
  obs: LabObservation,
  spell: (text: string) => string,
  percent: (obs: LabObservation) => string,
): string {
  const def = obs.analyteId ? labById(obs.analyteId) : undefined;
  // "1,234" of unknown decimal mark is shown as sent: either reading would claim what we do not know.
  // So is a count band: "6-10" red cells per field is not 6 (review 17, urinalysis).
  const value = COUNT_BAND.test(obs.rawValue)
    ? obs.rawValue.trim()
    : obs.value.kind === "number" && obs.notComparable !== NotComparable.ambiguousNumber
      ? `${obs.value.comparator ?? ""}${formatReported(obs.value.value)}`
      : resultText(obs);
  // A result in a unit with no factor to the catalogue's is in a series of its own unit (trends.ts).
  const series = obs.analyteId
    ? (model.series.find((s) => s.analyteId === obs.analyteId) ??
      model.series.find((s) => s.points.some((p) => p.labRef === obs.ref)))
    : undefined;
  const s = series ? summariseSeries(series, model) : undefined;
  const shown = series ? seriesDisplay(series, model.labs) : undefined;
  const trend =
    s && shown
      ? `${trendWord(s, model.labs)} (${trendLevel(s.first, shown)} → ${trendLevel(s.last, shown)}${unitSuffix(shown.unit)} since ${s.first.date.slice(0, 7)})${s.turn === undefined ? "" : `, ${s.direction === "rising" ? "falling" : "rising"} since ${s.turn.date.slice(0, 7)}`}`
      : "–";
  // A reference the laboratory printed in words ("None seen", "Negative") has no numeric range, but it
  // is what the flag was judged against: "–" beside a flagged row hid it (review 21, urology-21 04).
  const range = obs.range?.text
    ? // "(catalog)" on a US record (review 29, words-29).
      `${obs.range.text}${obs.rangeSource === "catalogue" ? spell(" (catalogue)") : ""}`
    : (obs.rangeText ?? "–");
  const flag = obs.critical
    ? `**${obs.status}**${criticalSource(obs)}`
    : obs.status === "unknown"
      ? // A body temperature sent as a lab row is judged as a vital sign (normalize/temperature-labs.ts):
        // "not judged" beside the fever finding that reads it contradicted it (review 21, leftovers-21f 03).
        model.vitals.some((v) => v.ref === obs.ref)
        ? "read as a vital sign"
        : `not judged${obs.notComparable ? ` (${NOT_JUDGED_WHY[obs.notComparable]})` : ""}`
      : obs.borderline
        ? "borderline high"
        : // A present/absent test has no range to be above: "Positive (> 70000 BTU)" read "high".
          (positiveWord(obs) ?? obs.status);
  const cell = (t: string) => t.replace(/\|/g, "/");
  // The catalogue's names are American: "Haemoglobin" on a UK record (review 28, words-28b).
  return `| ${cell(spell(def === undefined ? obs.name : assayName(def.name, obs.name)))} | ${cell(`${value}${isMeasured(obs.value) ? `${unitSuffix(obs.unit)}${percent(obs)}` : ""}`)} | ${cell(range)} | ${flag} | ${obs.date?.slice(0, 10) ?? "undated"} | ${trend} |`;
}

/** Latest listed (non-trend) observation per test, abnormal or not comparable, critical first. */
/**
 * The data note on undated items, saying what they are ("1 condition had no usable date"), since a
 * reader who sees every result dated cannot tell what "1 item" means. Items are ranked last when
 * the element limits keep the most recent.
 */
function undatedNote(counts: PatientModel["counts"]): string {
  const kinds = counts.undatedKinds ?? [];
  const total = kinds.reduce((n, k) => n + k.count, 0);
  // Ranking matters only when the limits left items out; "1 lab result … was ranked last" for a
  // request of one result said nothing (review 21, minimal-requests 11).
  const ranked = counts.received !== counts.analysed;
  if (kinds.length === 0 || total !== counts.undated)
    return `${counts.undated} item(s) had no usable date${ranked ? " and were ranked last" : ""}.`;
  const named = kinds.map((k) => `${k.count} ${k.kind}${k.count === 1 ? "" : "s"}`);
  const list = named.length === 1 ? named[0] : `${named.slice(0, -1).join(", ")} and ${named.at(-1)}`;
  return `${list} had no usable date${ranked ? ` and ${total === 1 ? "was" : "were"} ranked last` : ""}.`;
}

/** An EHR request may hold no labs at all: "0 lab value(s) analysed" read as a failed analysis. */
function labsAnalysed(count: number): string {
  return count === 0 ? "No lab values were supplied" : `${count} lab value${count === 1 ? "" : "s"} analysed`;
}

function keyLabs(model: PatientModel, shown: readonly Finding[]): LabObservation[] {
  const current = new Map<string, LabObservation>();
  const out: LabObservation[] = [];
  // An earlier result with a finding of its own keeps its row (review 28, labs-27b case 01: the
  // potassium of 6.1 a failed repeat left standing had no row; the unjudged repeat had).
  const reported = new Set(shown.filter((f) => f.family === "lab-flag" && !isDataNote(f)).map((f) => f.refs[0]));
  // The row shows the eGFR the findings read: of same-time ones, the combined creatinine–cystatin C one.
  for (const obs of [...model.labs].sort(currentFirstCombinedEgfr)) {
    if (setAsideRow(obs, model)) continue;
    const key = obs.analyteId ?? nameKey(obs.name);
    // One row per test, its current result; a critical result of the test keeps a row of its own,
    // unless a later sound sample has shown it spurious.
    const now = current.get(key);
    if (now !== undefined && (!obs.critical || supersededBySoundRepeat(obs, now)) && !reported.has(obs.ref)) continue;
    if (now === undefined) current.set(key, obs);
    // A result that a normal one a year or more later has settled is history (historical-result.ts).
    if (normalisedSince(obs, model) !== undefined) continue;
    if (obs.status !== "normal" && !(obs.status === "unknown" && obs.notComparable === undefined)) out.push(obs);
  }
  return out.sort((a, b) => Number(b.critical) - Number(a.critical));
}

/**
 * Conditions that are episodes, over once treated or ended: a pregnancy or its loss, appendicitis, a
 * cardiac arrest, a fracture or a burn. Records leave them "active" for decades (a Synthea record
 * listed a 1982 miscarriage and a 1993 tubal pregnancy among a 70-year-old's active problems).
 */
const EPISODE =
  /\b(?:pregnan\w*|miscarriage|ectopic|appendicitis|(?:rupture|perforation) of (?:the )?appendix|cardiac arrest|fracture\w*|burns?|sprain\w*|concussion|laceration)\b/i;
/** How long after its date an episode is history, not a current problem; longer than any pregnancy (44 weeks). */
const EPISODE_OVER_DAYS = 365;

function pastEpisode(c: PatientModel["conditions"][number], now: string | undefined): boolean {
  // "History of cardiac arrest" is recorded as history on purpose and stays listed.
  if (!EPISODE.test(c.name) || /^history of\b/i.test(c.name) || c.date === undefined || now === undefined) return false;
  return Date.parse(now) - Date.parse(c.date) > EPISODE_OVER_DAYS * 86_400_000;
}

/** The section of this report a finding is written out in. */
function shownUnder(f: Finding): string {
  if (isCritical(f)) return "Critical findings";
  if (f.family === "trend") return "Trends";
  if (f.severity === "info") return isDataNote(f) ? "Data notes" : "Suggested next steps and monitoring";
  return f.problem;
}

/**
 * The listed current medicines a finding's clinician text names, by the listed name or by a generic
 * name recognised in it ("Apixaban (Eliquis)" is named as "apixaban").
 */
function namedMedicines(model: PatientModel, f: Finding) {
  const text = f.clinician.toLowerCase();
  return model.medications.filter(
    (m) => m.active && [m.name, ...m.drugs].some((n) => n.length > 2 && text.includes(n.toLowerCase())),
  );
}

/**
 * The medicine a drug finding quotes from the notes when none is listed ("a steroid injection
 * ("Kenalog 40 mg injection" in the notes)"): the pointer names it, not the finding's title (review 42,
 * notes-42 case 03: "Low morning cortisol after a steroid injection: possible adrenal suppression: see").
 */
function notedMedicine(f: Finding): string | undefined {
  if (!isMedicationFinding(f)) return undefined;
  const quote = /"([^"]{3,60})" in the notes/.exec(f.clinician)?.[1];
  return quote === undefined ? undefined : `${quote.charAt(0).toUpperCase()}${quote.slice(1)} (in the notes)`;
}

/**
 * Every medicine finding is already written out in its own section, so the medication section points
 * to it, medicine by medicine, instead of repeating it (review 20, oncology-2: each ADT, tamoxifen and
 * immunotherapy finding appeared twice). A finding that names no listed medicine is pointed to by title.
 */
function medicationPointers(model: PatientModel, medFindings: readonly Finding[]): string[] {
  const spell = clinicianSpelling(model);
  const where = new Map<string, string[]>();
  for (const f of medFindings) {
    const referenced = model.medications.filter((m) => f.refs.includes(m.ref));
    // Some drug rules reference only the results they read; the medicine is then the one they name.
    const named = namedMedicines(model, f);
    // One medicine listed under brand and generic names is one pointer (review 24, notes-reports case 04).
    // Generic names after the first read in lower case, as in the findings' texts ("Lasix 40 mg
    // (also listed as furosemide 40 mg tablet)"; review 31, medcase-31).
    const listed = medicineNamesOnce(referenced.length > 0 ? referenced : named);
    const names = listed.map(genericNamesLowered(model.medications));
    for (const key of names.length > 0 ? names : [notedMedicine(f) ?? f.title])
      where.set(key, uniq([...(where.get(key) ?? []), spell(shownUnder(f))]));
  }
  return [...where].map(([what, sections]) => `${what}: see ${sections.map((x) => `"${x}"`).join(" and ")}`);
}

/**
 * Next steps as the reports print them: each once, a step that only reviews a medicine another step
 * stops or withholds left out (medicine-plan.ts), one referral per specialty (referral-steps.ts),
 * repeated critical-value steps joined within a test category and plain steps a fuller one covers
 * left out (merged-steps.ts). The deep report's further steps go through the same merging, so that
 * it does not repeat what the light report has joined (review 23, deep-23).
 */
export function mergedReportSteps(model: PatientModel, steps: readonly string[]): string[] {
  // Keyed by the name as the steps spell it (evaluate.ts).
  const spell = clinicianSpelling(model);
  const categories = new Map(
    model.labs.flatMap((o) => {
      const def = o.analyteId ? labById(o.analyteId) : undefined;
      return def === undefined ? [] : [[spell(def.name), def.category] as const];
    }),
  );
  return withoutSuperseded(
    model,
    withoutRepeatedReferrals(withMergedSteps(uniq(steps), (name) => categories.get(name))),
  );
}

/** The next steps the clinician report lists (at most 15), from the findings it shows. */
export function listedSteps(model: PatientModel, shown: readonly Finding[]): string[] {
  return mergedReportSteps(
    model,
    shown
      // A result the laboratory flagged critical keeps its "review today" step (evaluate.ts), and
      // one from a sample the laboratory doubts keeps its repeat (rules/haemolysis.ts).
      .filter(
        (f) =>
          f.family !== "lab-flag" ||
          isCritical(f) ||
          f.code === "lab-critical" ||
          f.keywords.includes(SAMPLE_REPEAT_KEYWORD),
      )
      // A monitoring reminder's sentence (listed apart) already says what to check, so its step would
      // say it twice; a genetic result's sentence does not, so its steps stay.
      .filter((f) => f.severity !== "info" || f.family === "pharmacogenomics" || f.family === "genetics")
      .flatMap((f) => f.nextSteps),
  ).slice(0, 15);
}

/**
 * The clinician report: critical values first, a short summary, a key-findings table with values,
 * ranges and trends, an assessment grouped by problem, next steps and monitoring, medication
 * considerations and data notes. Every clinical statement carries citation markers.
 */
export function composeClinicianReport(
  model: PatientModel,
  findings: readonly Finding[],
  evidence?: EvidenceSet,
): ComposedText {
  const shown = reportable(findings);
  const lines: string[] = ["# Clinical summary", ""];
  const critical = shown.filter(isCritical);
  if (critical.length > 0) {
    // "Findings": a critical value and a suspected diagnosis (giant cell arteritis, sepsis) alike.
    lines.push("> **Critical findings — act now**");
    for (const f of critical) lines.push(`> - ${f.clinician} ${citeFinding(f, evidence)}`.trimEnd());
    lines.push("");
  }
  const spell = clinicianSpelling(model);
  const problems = mainIssues(shown, model).map(spell);
  const flagged = shown.filter((f) => f.family === "lab-flag" && f.severity !== "info").length;
  // Tidied and listed once for the summary line (compose/condition-names.ts; review 32, bp-renal-32 case 01).
  const active = summaryConditionNames(
    model.conditions
      .filter((c) => /active|recurrence|relapse/i.test(c.status) && !pastEpisode(c, model.now))
      .map((c) => c.name),
  );
  const meds = model.medications.filter((m) => m.active).map((m) => m.name);
  const old = oldRecord(model);
  lines.push("## Summary", "");
  lines.push(
    `${describePatient(model)}. ${spell(labsAnalysed(model.labs.length))}${active.length > 0 ? `; active problems: ${active.slice(0, 6).join(", ")}` : ""}${meds.length > 0 ? `; ${meds.length} current medication(s)` : ""}.` +
      (problems.length > 0
        ? ` Main issues: ${problems.slice(0, 6).join("; ")}.`
        : flagged > 0
          ? ` No pattern beyond the ${flagged === 1 ? "result" : `${flagged} results`} outside the reference range (below) was identified; ${flagged === 1 ? "it needs" : "they need"} clinical interpretation.`
          : " No rule-based problems were identified.") +
      (old ? ` The newest lab result is from ${old.date}, about ${old.years} year(s) ago: see the data notes.` : ""),
  );
  // On one line and in quotes: the client's words are quoted, never laid out as Markdown of ours.
  const instructions = model.notes.userInstructions && cleanText(model.notes.userInstructions);
  if (instructions) lines.push("", `Requested focus: "${instructions}"`);
  lines.push("");

  const labs = keyLabs(model, shown);
  if (labs.length > 0) {
    lines.push(
      "## Key findings",
      "",
      "| Test | Result | Reference | Flag | Date | Trend |",
      "|---|---|---|---|---|---|",
    );
    const percent = usA1cPercent(model);
    for (const obs of labs.slice(0, 30)) lines.push(labRow(model, obs, spell, percent));
    lines.push("");
  }

  const assessed = shown.filter((f) => !isCritical(f) && f.severity !== "info" && f.family !== "trend");
  if (assessed.length > 0) {
    lines.push("## Assessment by problem", "");
    for (const [problem, list] of groupByProblem(assessed)) {
      lines.push(`### ${spell(problem)}`, "");
      for (const f of list)
        // "Priority", so that "(low)" beside a raised result is not read as the result being low.
        lines.push(`- **${f.title}** (priority: ${f.severity}): ${f.clinician} ${citeFinding(f, evidence)}`.trimEnd());
      lines.push("");
    }
  }
  const trends = shown.filter((f) => f.family === "trend");
  if (trends.length > 0) {
    lines.push("## Trends", "");
    for (const f of trends) lines.push(`- ${f.clinician} ${citeFinding(f, evidence)}`.trimEnd());
    lines.push("");
  }

  // A result not judged and a flag overruled are data notes, not monitoring (see data-notes.ts).
  const monitoring = shown.filter((f) => f.severity === "info" && !isDataNote(f));
  const steps = listedSteps(model, shown);
  if (steps.length > 0 || monitoring.length > 0) {
    lines.push("## Suggested next steps and monitoring", "");
    for (const s of steps) lines.push(`- ${s}`);
    for (const f of monitoring) lines.push(`- ${f.clinician} ${citeFinding(f, evidence)}`.trimEnd());
    lines.push("");
  }

  // A result read in the light of a medicine ("raised on apixaban") is a drug–laboratory finding too,
  // whatever rule wrote it: the section must point to it, not say none was found (review 21).
  const medFindings = shown.filter((f) => isMedicationFinding(f) || namedMedicines(model, f).length > 0);
  if (medFindings.length > 0 || meds.length > 0) {
    lines.push("## Medication considerations", "");
    for (const line of medicationPointers(model, medFindings)) lines.push(`- ${line}`);
    // A gene result no rule read is not a drug–gene check that found nothing: it is one not made.
    const read = new Set(findings.flatMap((f) => f.refs));
    const unread = model.genetics.filter((g) => !read.has(g.ref) && !isNegativeCall(g.interpretation));
    if (medFindings.length === 0 && unread.length > 0 && meds.length > 0)
      lines.push(
        `- ${unread.length} genetic result(s) (${uniq(unread.map((g) => g.gene)).join(", ")}) were not checked against the listed medications by this analysis; check them against CPIC guidance or the drug labels. No drug–laboratory interactions were found. This is not a full drug–drug interaction check.`,
      );
    else if (medFindings.length === 0)
      lines.push(
        "- No drug–laboratory, drug–gene or pharmacogenomic interactions were found for the listed medications. This is not a full drug–drug interaction check.",
      );
    lines.push("");
  }

  const notes: string[] = [];
  if (model.counts.received !== model.counts.analysed)
    notes.push(
      `${model.counts.received - model.counts.analysed} item(s) were left out by the element limits (most recent kept).`,
    );
  if (model.counts.undated > 0) notes.push(undatedNote(model.counts));
  const notComparable = model.labs.filter((o) => o.notComparable === "unit-mismatch" || o.notComparable === "no-unit");
  if (notComparable.length > 0)
    notes.push(
      `${notComparable.length} result(s) could not be compared with a range because of missing or mismatched units; no flag was guessed.`,
    );
  if (old)
    notes.push(
      `The most recent lab result is from ${old.date}, about ${old.years} year(s) before this analysis; current values may differ.`,
    );
  const derived = model.derivedLabs ?? [];
  const newest = [...derived].sort(currentFirst)[0];
  if (newest?.derivation) {
    // With reported eGFRs too, "no eGFR was reported" would read as false: only some draws lack one,
    // and the newest calculated value need not be the newest eGFR.
    const reported = model.labs.some((o) => o.analyteId === "egfr");
    const calculation = `eGFR was calculated from creatinine, age and sex with the race-free CKD-EPI 2021 equation (${reported ? "most recent calculated value" : "latest"} ${formatNumber(newest.standard?.value ?? 0)} ${newest.unit ?? ""} from creatinine ${newest.derivation.from}${newest.date ? ` on ${newest.date.slice(0, 10)}` : ""}); findings that use it say so.`;
    const which = derived.length === 1 ? "the creatinine" : `${derived.length} creatinine results`;
    // Beside reported eGFRs the draws meant are dated: "the creatinine" read as today's, which had
    // an eGFR with it (review 31b, resp-31b case 11).
    const days = [...new Set(derived.map((d) => d.date?.slice(0, 10)).filter((d): d is string => d !== undefined))];
    const dated =
      days.length === 0
        ? which
        : derived.length === 1
          ? `the creatinine of ${days[0]}`
          : `${which} (${days.join(", ")})`;
    const lead = reported
      ? `No eGFR was reported from the same day as ${dated}, so for ${derived.length === 1 ? "that draw" : "those draws"} ${calculation} Reported eGFRs are used as reported.`
      : `No eGFR was reported with ${which}, so ${calculation}`;
    notes.push(`${lead} ${cite(["inker-2021-ckd-epi-race-free"])}`.trimEnd());
  }
  // Without this the reader of a pregnant woman's creatinine would wonder why no eGFR is given.
  const creatinine = model.labs.some((o) => o.analyteId === "creatinine");
  if (creatinine && derived.length === 0 && pregnantNow(model))
    notes.push(
      `No eGFR was calculated from the creatinine because a current pregnancy is recorded: creatinine-based equations are not valid in pregnancy, when GFR rises by about half and creatinine falls; judge the creatinine against pregnancy ranges. ${cite(["fernandez-riejos-2022-gfr-pregnancy"])}`.trimEnd(),
    );
  // A result sent with a range that a child's band overruled had a range (review 20, children 6–18),
  // and a child's results are judged only against ranges for the age.
  if (model.labs.some((o) => o.rangeSource === "catalogue" && o.rangeText === undefined))
    notes.push(
      `Where no reference range was supplied, ${(model.patient.age ?? ADULT_AGE) < ADULT_AGE ? "the catalogue's ranges for the patient's age" : "adult catalogue ranges"} were used; laboratory-specific ranges take precedence.`,
    );
  // Without an age, adult cut-offs were used for every judged value, blood pressure and BMI too
  // (review 21, minimal-requests 08): said once, so a child's record sent without an age is not
  // read as judged for the age.
  const judged = model.labs.some((o) => o.notComparable === undefined) || model.vitals.length > 0;
  if (model.patient.age === undefined && model.patient.ageMonths === undefined && judged) {
    const baby = babyWordsWithoutAge(new RuleContext(model));
    notes.push(
      baby === undefined
        ? "The patient's age was not given: adult ranges and cut-offs were used; children's differ."
        : `The patient's age was not given, but the notes read as a baby's ("${baby}"): adult ranges and cut-offs were used, and a baby's differ widely with age, so judge these results against ranges for the baby's age.`,
    );
  }
  const either = model.patient.ageDaysEither;
  if (either !== undefined)
    notes.push(
      `The date of birth in the notes can be read day-first or month-first, giving an age of ${either[0]} or ${either[1]} days; both fall in the same age band for these rules, and the younger age was used for ranges.`,
    );
  // An overruled flag is noted even when a rule covers its result: the rule does not mention the flag.
  notes.push(...dataNoteSentences([...shown, ...findings.filter((f) => f.code === "lab-flag-overruled")]));
  notes.push(
    "Generated by a rule-based engine from the data supplied; it supports, and does not replace, clinical judgement.",
  );
  lines.push("## Data notes", "", ...notes.map((n) => `- ${spell(n)}`));
  return composed(lines.join("\n").trim());
}
