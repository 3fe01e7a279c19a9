import { FindingFamily, type MedicationItem, Severity } from "../model.ts";
import { medNames, type RuleContext } from "./context.ts";
import { statedMatches, statedMention } from "./notes.ts";
import { firstDateIn } from "./past-mention.ts";
import type { Rule, RuleMatch } from "./types.ts";

/*
 * Denosumab stopped with nothing to follow it (review 16, women-bone-hormones case 04: Prolia for
 * five years, the patient declining the next injection after a better DXA, no bisphosphonate
 * planned, and the engine said nothing). Where each point was read: the seenAt of
 * "anastasilakis-2021-denosumab-discontinuation".
 * - Denosumab's effect reverses quickly when it stops: bone turnover rebounds above pre-treatment
 *   levels, most patients lose bone fast, and some have multiple vertebral fractures; follow-on
 *   antiresorptive treatment is needed (Anastasilakis 2021).
 * - ECTS 2021: the alternative antiresorptive is started 6 months after the last injection; a
 *   previous vertebral fracture and a longer time off treatment raise the fracture risk.
 * The 120 mg cancer product (Xgeva) is left out: its use and follow-up are the oncology team's.
 */

const CANCER_PRODUCT = /xgeva|\b120\s*mg\b/i;
/** Stopping as the notes put it, next to the drug or its injection. */
const STOPPING =
  /\b(?:denosumab|prolia)\b[^.;]{0,50}?\b(?:stop(?:ped|ping)?|discontinu\w*|declin\w*|overdue|missed|lapsed)\b|\b(?:stop(?:ped|ping)?|discontinu\w*|declin\w*|refus\w*|come off|missed)\b[^.;]{0,40}?\b(?:denosumab|prolia|(?:denosumab |prolia )?inj\w*)\b/;
/**
 * A wish or question about stopping ("would like to stop denosumab", "asking whether she can stop
 * Prolia", "wants a drug holiday from Prolia"). The shared note reader takes "would" or "asked about"
 * as supposing, not stating, yet a wish to stop is when the rebound advice matters most (ECTS 2021),
 * so this rule reads it (review 40, wording-40 cases 05–07). A wish denied before it ("does not want
 * to stop Prolia") still is not read.
 */
const WISH =
  /\b(?:wants?|wanting|wish(?:es|ing)?|would like|keen|consider\w*|thinking (?:about|of)|plans?|planning|hop(?:es|ing)|ask\w*|wonder\w*)\b[^.;]{0,30}?\b(?:stop\w*|come off|coming off|discontinu\w*|(?:drug )?(?:holiday|break) from)\b[^.;]{0,20}?\b(?:denosumab|prolia)\b/;
/** A follow-on bisphosphonate the notes already plan. */
const FOLLOW_ON =
  /\b(?:switch\w*|follow[- ]on|start\w*|booked|planned|arranged|then)\b[^.;]{0,40}?\b(?:zoledron\w*|aclasta|alendron\w*|risedron\w*|ibandron\w*|bisphosphonate)\b/;
/** "last Prolia inj 20/05/2026", "last denosumab injection 2026-05-20". */
const LAST_DOSE =
  /\blast\b[^.;]{0,30}?\b(?:denosumab|prolia|inj\w*)\b[^.;0-9]{0,20}(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})|\blast\b[^.;]{0,30}?\b(?:denosumab|prolia|inj\w*)\b[^.;0-9]{0,20}(\d{4})-(\d{2})-(\d{2})/;
/** The words after "last Prolia injection", where a worded date may follow ("April 2026", "in March"). */
const LAST_DOSE_TAIL = /\blast\b[^.;]{0,30}?\b(?:denosumab|prolia|inj\w*)\b([^.;]{0,30})/;
const MONTHS = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"];
/** A month named without a year, as notes write a recent one: "in March", "March". */
const BARE_MONTH =
  /^[^0-9]{0,24}?\b(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\b(?!\.?\s*\d)(?!\s+(?:have|be|not|need))/;
/** A stop recorded longer ago than this is history, not a decision being made now. */
const RECENT_STOP_MONTHS = 18;
/** ECTS 2021: the follow-on treatment starts this long after the last injection. */
const FOLLOW_ON_MONTHS = 6;
const MONTH_MS = 30.44 * 86_400_000;

function monthsBefore(now: string | undefined, iso: string | undefined): number | undefined {
  if (now === undefined || iso === undefined) return undefined;
  const d = Date.parse(now) - Date.parse(iso);
  return Number.isNaN(d) || d < 0 ? undefined : d / MONTH_MS;
}

/**
 * The last day of the most recent such month that began by `now` (never beyond `now`): "March" in a
 * December note is this year's March, in a February note last year's.
 */
function bareMonthEnd(month: number, now: number): number {
  const today = new Date(now);
  const year = Date.UTC(today.getUTCFullYear(), month, 1) <= now ? today.getUTCFullYear() : today.getUTCFullYear() - 1;
  return Math.min(Date.UTC(year, month + 1, 0), now);
}

/**
 * A worded last-injection date (review 39, bone-endo-39 item 1: "Last Prolia injection April 2026" gave
 * no timing). The month is taken at its last day, never beyond now, so the time since is never
 * overstated and an overdue follow-on is not announced early.
 */
function wordedLastDose(text: string, now: number): number | undefined {
  const tail = LAST_DOSE_TAIL.exec(text)?.[1];
  if (tail === undefined) return undefined;
  const dated = firstDateIn(tail);
  if (dated !== undefined) return Math.min(dated, now);
  const bare = BARE_MONTH.exec(tail)?.[1];
  return bare === undefined ? undefined : bareMonthEnd(MONTHS.indexOf(bare.slice(0, 3)), now);
}

function lastDose(text: string, now: string | undefined): string | undefined {
  const m = LAST_DOSE.exec(text);
  if (!m) {
    const reference = now === undefined ? Number.NaN : Date.parse(now);
    const worded = Number.isNaN(reference) ? undefined : wordedLastDose(text, reference);
    return worded === undefined ? undefined : new Date(worded).toISOString();
  }
  const [d, mo, y] = m[1] !== undefined ? [m[1], m[2], m[3]] : [m[6], m[5], m[4]];
  return `${y}-${mo!.padStart(2, "0")}-${d!.padStart(2, "0")}`;
}

/** "about 7 months ago"; a month taken at its last day can leave under one ("about 0 months" read oddly). */
function monthsAgo(months: number): string {
  const whole = Math.floor(months);
  return whole < 1 ? "less than a month ago" : `about ${whole} month${whole === 1 ? "" : "s"} ago`;
}

/**
 * What the notes say about stopping: a stated stop, decline or missed dose first; else a wish to stop.
 * A stop inside a wish ("asking whether she can stop Prolia") is the wish.
 */
function stopInNotes(text: string): { quote: string; wish: boolean } | undefined {
  const wishes = [...statedMatches(text, WISH, true)];
  const inWish = (m: { index: number; length: number }): boolean =>
    wishes.some((w) => m.index < w.index + w.length && w.index < m.index + m.length);
  for (const m of statedMatches(text, STOPPING, true)) if (!inWish(m)) return { quote: m.quote, wish: false };
  const wish = wishes[0];
  return wish === undefined ? undefined : { quote: wish.quote, wish: true };
}

function match(ctx: RuleContext): RuleMatch | undefined {
  const dmab: MedicationItem[] = ctx.model.medications.filter(
    (m) => m.classes.includes("denosumab") && !CANCER_PRODUCT.test([m.name, m.dosage].filter(Boolean).join(" ")),
  );
  if (dmab.length === 0) return undefined;
  if (ctx.meds("bisphosphonate").length > 0 || statedMention(ctx.freeText, FOLLOW_ON) !== undefined) return undefined;
  const said = stopInNotes(ctx.freeText);
  const stoppedInList = dmab.find((m) => {
    if (m.active) return false;
    const since = monthsBefore(ctx.model.now, m.endDate);
    return since === undefined || since <= RECENT_STOP_MONTHS;
  });
  if (said === undefined && stoppedInList === undefined) return undefined;
  const last = lastDose(ctx.freeText, ctx.model.now);
  const months = monthsBefore(ctx.model.now, last);
  const fracture = ctx.model.conditions.some((c) =>
    /vertebr\w*[^.;]{0,20}fracture|fracture[^.;]{0,20}vertebr/i.test(c.name),
  );
  return {
    refs: ctx.refs(...dmab),
    values: {
      med: medNames(dmab),
      how: said !== undefined ? `The notes record "${said.quote}"` : `It is recorded as ${stoppedInList!.status}`,
      notesSay: said?.wish
        ? "Your notes say you are thinking about stopping your denosumab (Prolia) injections."
        : "Your notes say your denosumab (Prolia) injections are stopping.",
      timing:
        months === undefined
          ? ""
          : months >= FOLLOW_ON_MONTHS
            ? ` The last injection was ${monthsAgo(months)}, so the follow-on treatment is due now.`
            : ` The last injection was ${monthsAgo(months)}, so the follow-on treatment is due in about ${Math.ceil(FOLLOW_ON_MONTHS - months)} month(s).`,
      fracture: fracture ? " A previous vertebral fracture raises this risk further." : "",
    },
  };
}

/**
 * Whether the record shows denosumab stopping with no follow-on: the osteoporosis treatment-gap finding
 * stands aside, as its "oral bisphosphonate first line, or denosumab" ignores the rebound and the timing.
 */
export function denosumabStoppedWithoutFollowOn(ctx: RuleContext): boolean {
  return match(ctx) !== undefined;
}

export const DENOSUMAB_DISCONTINUATION_RULES: readonly Rule[] = [
  {
    id: "denosumab-stopped-no-follow-on",
    family: FindingFamily.pattern,
    severity: Severity.high,
    problem: "Bone health",
    title: "Denosumab stopping without a follow-on treatment",
    clinician:
      "{how} for {med}, and no follow-on bone treatment is listed or planned. When denosumab stops, bone turnover rebounds above pre-treatment levels, bone density falls quickly and some patients have multiple vertebral fractures; a follow-on antiresorptive, usually a bisphosphonate, is started 6 months after the last injection (ECTS 2021).{timing}{fracture}",
    patient:
      "{notesSay} When denosumab stops, its protection wears off quickly and bone can be lost fast; a few people break several bones in the spine. Another bone medicine, usually a bisphosphonate, taken from about 6 months after the last injection, helps prevent this. Please talk to your doctor soon, rather than just letting the injections lapse.",
    nextSteps: [
      "Discuss the rebound risk; if denosumab is to stop, start a follow-on bisphosphonate (such as zoledronic acid or alendronic acid) 6 months after the last injection, or continue denosumab",
      "Seek osteoporosis specialist advice on the follow-on regimen, especially after several years of denosumab",
    ],
    patientQuestions: ["If I stop my denosumab injections, which medicine should I take instead, and when?"],
    evidence: ["anastasilakis-2021-denosumab-discontinuation"],
    keywords: ["denosumab", "discontinuation", "rebound", "vertebral fractures", "bisphosphonate"],
    match,
  },
];
