import { labById } from "../catalogue/index.ts";
import type { LabObservation } from "../model.ts";
import { formatNumber, joinList } from "../text.ts";
import type { RuleContext } from "./context.ts";
import { isStated, sentenceAround } from "./notes.ts";
import type { Rule } from "./types.ts";

/**
 * Next steps that ask for tests ("Check MCV, ferritin, B12, folate and kidney function to find the
 * cause") read the record first: a test already there is named as such rather than asked for
 * again, and when all are there the step asks for them to be reviewed. With none there, the
 * rule's own wording stands unchanged.
 */

/** A test a next step asks for. */
export interface WantedTest {
  /** The words the step uses for it ("ferritin", "kidney function", "a full lipid profile"). */
  words: string;
  /** Catalogue tests that count as it being in the record: any one of them (creatinine or eGFR). */
  ids: readonly string[];
  /** Every one of `ids` is needed (a full lipid profile), not any one. */
  allOf?: boolean;
  /** Only a result taken within this many days of the newest result in the record counts. */
  withinDays?: number;
  /** A scan that counts as it when its finding is recorded (see {@link scanInRecord}). */
  scan?: ScanFinding;
  /**
   * A result of it stated in the notes ("Hepatitis B and C negative"), which counts as it being in
   * the record unless its sentence only asks for or awaits it (review 22, liver-gi-22 case 10).
   */
  stated?: RegExp;
}

/**
 * A scan the record shows was done although it holds no imaging study for it: a condition or a
 * sentence of the notes naming the scan with a finding of it ("Hepatic steatosis on ultrasound",
 * "Ultrasound in October: diffuse fatty liver").
 */
export interface ScanFinding {
  /** The scan's words ("ultrasound", "US scan"). */
  modality: RegExp;
  /** What it found, or the organ it looked at ("steatosis", "fatty liver"). */
  finding: RegExp;
}

/**
 * A liver ultrasound, shown done by a finding of fatty liver named with it. "Echobright liver", the
 * usual UK report wording for a fatty liver, counts too (review 35, liver-35 case 03: an ultrasound
 * read in the notes was asked for again).
 */
export const LIVER_ULTRASOUND_FINDING: ScanFinding = {
  modality: /\b(?:ultra-?sound|sonograph\w*|usg|uss|us (?:scan|abdomen|liver))\b/i,
  finding:
    /\b(?:hepatic steatosis|steatotic liver|steatosis|fatty liver|fatty infiltration|echogenic liver|(?:echo-?)?bright liver|liver echogenicity|nafld|masld|mafld)\b/i,
};

/**
 * An abdominal or liver ultrasound, shown done by what it reported of the bile ducts, gallbladder
 * or liver ("Ultrasound abdomen last week: normal liver, no duct dilatation"). A denial is part of
 * the finding here, as an undilated duct is what the scan found.
 */
export const BILE_DUCT_ULTRASOUND_FINDING: ScanFinding = {
  modality: LIVER_ULTRASOUND_FINDING.modality,
  finding:
    /\b(?:no (?:intra-?(?:hepatic)? or extra-?hepatic |biliary |bile )?duct(?:al)? dilatation|(?:bile|biliary) ducts? (?:not dilated|normal|undilated)|undilated (?:bile |biliary )?ducts?|normal (?:liver|biliary tree|bile ducts?|gall-?bladder))\b/i,
};

/** Words that make a scan asked for or awaited rather than done ("ultrasound requested for fatty liver"). */
const NOT_DONE =
  /\b(?:request(?:ed|ing)?|order(?:ed|ing)?|arrang(?:e|ed|ing)|book(?:ed|ing)?|refer(?:red|ral)?|plan(?:ned)?|await(?:ed|ing)?|pending|due|will|to be|needs?|consider|recommend(?:ed)?|if)\b|\?/i;

/** A next step "Check {tests}{tail}", as the rule words it when none of the tests is in the record. */
export interface TestsStep {
  tests: readonly WantedTest[];
  /** The verb the step starts with (default "Check"; "Test for" hepatitis). */
  verb?: string;
  /** What follows the tests (" to find the cause", "; review diet and alcohol"). */
  tail?: string;
  /** The step when the record holds every test, where "Review the {tests} in the record{tail}" reads badly. */
  whenPresent?: string;
}

/** Kidney function: a creatinine or an eGFR (reported, or calculated from the creatinine). */
export const KIDNEY_FUNCTION = ["creatinine", "egfr"] as const;

/** Liver tests: any of the usual liver panel. */
export const LIVER_TESTS = ["alt", "ast", "alp", "ggt", "bilirubin-total"] as const;

const DAY_MS = 86_400_000;

/** The newest time any result in the record was taken, which a recency window counts back from. */
function newestTime(ctx: RuleContext): number | undefined {
  const times = ctx.model.labs.flatMap((o) => (o.time === undefined ? [] : [o.time]));
  return times.length === 0 ? undefined : Math.max(...times);
}

/**
 * Whether a result counts: it has a value (a "pending" or "haemolysed" text is no result) and,
 * with a window, was taken within it; an undated result cannot be judged old, so it counts.
 */
function counts(obs: LabObservation, newest: number | undefined, withinDays: number | undefined): boolean {
  if (obs.value.kind === "text") return false;
  if (withinDays === undefined || obs.time === undefined || newest === undefined) return true;
  return newest - obs.time <= withinDays * DAY_MS;
}

/**
 * A scan the record shows done by its finding (see {@link ScanFinding}): the condition that names
 * it, or the sentence of the notes that states it, with the condition's reference; undefined when
 * there is none, or the notes only ask for or await it.
 */
export function scanInRecord(ctx: RuleContext, scan: ScanFinding): { text: string; ref?: string } | undefined {
  const names = (text: string) => scan.modality.test(text) && scan.finding.test(text) && !NOT_DONE.test(text);
  const condition = ctx.model.conditions.find((c) => names(c.name));
  if (condition !== undefined) return { text: condition.name, ref: condition.ref };
  const notes = ctx.freeText;
  const global = new RegExp(scan.finding.source, "gi");
  for (const m of notes.matchAll(global)) {
    const sentence = sentenceAround(notes, m.index, m[0].length).trim();
    if (names(sentence) && isStated(notes, m.index, m[0].length))
      return { text: `"${sentence.replace(/[.;!\s]+$/, "")}" in the notes` };
  }
  return undefined;
}

/** A result of a wanted test stated in the notes (see {@link WantedTest.stated}), as quoted text. */
function statedResult(ctx: RuleContext, test: WantedTest): string | undefined {
  if (test.stated === undefined) return undefined;
  const notes = ctx.freeText;
  const global = new RegExp(
    test.stated.source,
    test.stated.flags.includes("g") ? test.stated.flags : `${test.stated.flags}g`,
  );
  for (const m of notes.matchAll(global)) {
    const sentence = sentenceAround(notes, m.index, m[0].length);
    if (!NOT_DONE.test(sentence)) return m[0].trim();
  }
  return undefined;
}

/** Whether the record holds a wanted test: a result of it, for a scan its recorded finding, or a result stated in the notes. */
export function isInRecord(ctx: RuleContext, test: WantedTest): boolean {
  const newest = newestTime(ctx);
  const has = (id: string) => ctx.labs(id).some((o) => counts(o, newest, test.withinDays));
  if (test.scan !== undefined && scanInRecord(ctx, test.scan) !== undefined) return true;
  if (statedResult(ctx, test) !== undefined) return true;
  return test.ids.length > 0 && (test.allOf ? test.ids.every(has) : test.ids.some(has));
}

/** The wanted tests split into those the record holds and those it lacks, each in the step's order. */
function testsInRecord(
  ctx: RuleContext,
  tests: readonly WantedTest[],
): { present: WantedTest[]; missing: WantedTest[] } {
  const present = tests.filter((t) => isInRecord(ctx, t));
  return { present, missing: tests.filter((t) => !present.includes(t)) };
}

/** The rule's own wording of the step: "Check MCV, ferritin, B12, folate and kidney function to find the cause". */
export function stepWording(step: TestsStep): string {
  return `${step.verb ?? "Check"} ${joinList(step.tests.map((t) => t.words))}${step.tail ?? ""}`;
}

/** The tail with a note put where it reads best: before a following clause (";"), else at the end. */
function withNote(tail: string, note: string): string {
  const cut = tail.indexOf(";");
  return cut < 0 ? `${tail} ${note}` : `${tail.slice(0, cut)} ${note}${tail.slice(cut)}`;
}

/**
 * The step for the tests the record lacks, naming those it holds: "Check MCV, ferritin and folate
 * to find the cause (B12 and kidney function already in the record)"; the rule's own wording when
 * it holds none, and undefined when it holds them all.
 */
export function checkMissing(ctx: RuleContext, step: TestsStep): string | undefined {
  const { present, missing } = testsInRecord(ctx, step.tests);
  if (missing.length === 0) return undefined;
  const tail = step.tail ?? "";
  const asked = `${step.verb ?? "Check"} ${joinList(missing.map((t) => t.words))}`;
  if (present.length === 0) return `${asked}${tail}`;
  return `${asked}${withNote(tail, `(${joinList(present.map((t) => t.words))} already in the record)`)}`;
}

const STATUS_WORDS: Partial<Record<LabObservation["status"], string>> = {
  normal: "normal",
  high: "high",
  "critical-high": "high",
  low: "low",
  "critical-low": "low",
  abnormal: "abnormal",
};

/** A result as a step quotes it, without its date: "21 pmol/L, normal" (no word when it was not judged). */
function resultText(obs: LabObservation): string {
  const v = obs.value;
  const value =
    v.kind === "number"
      ? `${v.comparator ?? ""}${formatNumber(v.value)}${obs.unit ? ` ${obs.unit}` : ""}`
      : obs.rawValue.trim();
  const status = STATUS_WORDS[obs.status];
  return status === undefined ? value : `${value}, ${status}`;
}

/**
 * What the record holds for a wanted test, so the step states it rather than sending the reader
 * to look: the one result by its name ("FT4 21 pmol/L, normal"); of several (a liver panel), those
 * out of range, or "liver tests normal" when all are; nothing when they were not judged.
 */
export function heldText(ctx: RuleContext, test: WantedTest): string | undefined {
  const newest = newestTime(ctx);
  const held = test.ids.flatMap((id) => ctx.labs(id).find((o) => counts(o, newest, test.withinDays)) ?? []);
  if (held.length === 0 && test.scan !== undefined) return scanInRecord(ctx, test.scan)?.text;
  if (held.length === 0 && test.stated !== undefined) {
    const quote = statedResult(ctx, test);
    return quote === undefined ? undefined : `"${quote}" in the notes`;
  }
  if (held.length === 1) return `${held[0]!.name} ${resultText(held[0]!)}`;
  const out = held.filter((o) => o.status !== "normal" && STATUS_WORDS[o.status] !== undefined);
  if (out.length > 0) return out.map((o) => `${o.name} ${resultText(o)}`).join("; ");
  return held.length > 0 && held.every((o) => o.status === "normal") ? `${test.words} normal` : undefined;
}

/**
 * A note for a step that keeps its own wording, naming the wanted tests the record holds with
 * their results: "(coeliac serology already in the record: Tissue transglutaminase IgA <1 U/mL,
 * normal)"; undefined when it holds none.
 */
export function inRecordNote(ctx: RuleContext, tests: readonly WantedTest[]): string | undefined {
  const present = tests.filter((t) => isInRecord(ctx, t));
  if (present.length === 0) return undefined;
  const held = present.flatMap((t) => heldText(ctx, t) ?? []);
  return `(${joinList(present.map((t) => t.words))} already in the record${held.length > 0 ? `: ${held.join("; ")}` : ""})`;
}

/**
 * "Review the TSH, liver tests and urine protein in the record (TSH 2.1 mIU/L, normal; liver tests
 * normal) for secondary causes".
 */
export function reviewWording(ctx: RuleContext, step: TestsStep): string {
  if (step.whenPresent !== undefined) return step.whenPresent;
  const words = joinList(step.tests.map((t) => t.words)).replace(/^an? /, "");
  const held = step.tests.flatMap((t) => heldText(ctx, t) ?? []);
  return `Review the ${words} in the record${held.length > 0 ? ` (${held.join("; ")})` : ""}${step.tail ?? ""}`;
}

/**
 * A rule's next steps with its test step read against the record; undefined when the record
 * holds none of the tests, or the steps do not include the test step, so the steps stand as given.
 */
function nextStepsFor(ctx: RuleContext, steps: readonly string[], step: TestsStep): readonly string[] | undefined {
  const own = stepWording(step);
  if (!steps.includes(own) || testsInRecord(ctx, step.tests).present.length === 0) return undefined;
  const worded = checkMissing(ctx, step) ?? reviewWording(ctx, step);
  return steps.map((s) => (s === own ? worded : s));
}

/**
 * The rule with its test step read against the record in every match (see {@link nextStepsFor}),
 * including steps a match gives in place of the rule's own. The step must be one of the rule's
 * next steps, word for word, and name catalogue tests: a mismatch fails when the rules load.
 */
export function withTestsInRecord(step: TestsStep, rule: Rule): Rule {
  if (!rule.nextSteps.includes(stepWording(step)))
    throw new Error(`rule ${rule.id} has no next step "${stepWording(step)}"`);
  for (const t of step.tests) for (const id of t.ids) labById(id);
  return {
    ...rule,
    match: (ctx) => {
      const match = rule.match(ctx);
      const steps = match && nextStepsFor(ctx, match.nextSteps ?? rule.nextSteps, step);
      return match && steps ? { ...match, nextSteps: steps } : match;
    },
  };
}
