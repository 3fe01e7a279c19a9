import { FindingFamily, type LabObservation, type MedicationItem, Severity } from "../model.ts";
import { isActiveCondition } from "../vocab/conditions.ts";
import { ICS, ORAL_STEROID } from "./asthma-attacks.ts";
import type { RuleContext } from "./context.ts";
import { statedMention } from "./notes.ts";
import { readsAsUk } from "./uk-record.ts";
import type { Rule } from "./types.ts";

/**
 * COPD and inhaled steroids: a blood eosinophil count drawn on or just after oral steroids is not used
 * to decide on them.
 *
 * COPD and inhaled steroids: a blood eosinophil count of 0.3 × 10^9/L (300/µL) or more is a
 * strong reason not to withdraw the inhaled steroid, and pneumonia is a recognised harm of
 * long-term use ("ers-2020-ics-withdrawal-copd"); below 0.1 a response is unlikely (GOLD, as
 * summarised in the same entry's seenAt). Oral steroids lower the blood eosinophil count ("frenkel-2019-glucocorticoid-wbc-copd"),
 * so a count drawn during a course or within STEROID_WINDOW_DAYS after it is not used for that
 * decision. The 14 days is our cautious choice, not a published cut-off.
 */

const COPD = /\b(?:copd|chronic obstructive|emphysema)\b/i;
const PNEUMONIA = /\bpneumonia\b/i;
const DAY_MS = 86_400_000;
const STEROID_WINDOW_DAYS = 14;
/** Per µL, the catalogue unit the rules read (0.3 and 0.1 × 10^9/L). */
const EOS_ICS_BENEFIT = 300;
const EOS_ICS_UNLIKELY = 100;
/** "5 days, finished 2026-11-15": a course end written into the dose or frequency text. */
const COURSE_DAYS = /\b(\d{1,2})\s*days?\b/i;
const DEFAULT_COURSE_DAYS = 14;
const COURSE_END = /\b(?:finished|completed|stopped|ended)\s+(?:on\s+)?(\d{4}-\d{2}-\d{2})\b/i;

/** The period an oral steroid was taken, [start, end]; an open end means it is still taken. */
function steroidPeriod(m: MedicationItem): { start: number; end: number } | undefined {
  if (!ORAL_STEROID.test(m.name) && !m.drugs.some((d) => ORAL_STEROID.test(d))) return undefined;
  const text = `${m.dosage ?? ""} ${m.frequency ?? ""}`;
  const end = Date.parse(m.endDate ?? COURSE_END.exec(text)?.[1] ?? "");
  const start = Date.parse(m.startDate ?? "");
  if (Number.isNaN(end))
    return m.active ? { start: Number.isNaN(start) ? -Infinity : start, end: Infinity } : undefined;
  if (!Number.isNaN(start)) return { start, end };
  // Without a start date, the course is dated back from its end by the written length ("5 days"),
  // else by a short course's usual length, so older counts still count as off steroids.
  const days = Number(COURSE_DAYS.exec(text)?.[1] ?? DEFAULT_COURSE_DAYS);
  return { start: end - days * DAY_MS, end };
}

/** The latest eosinophil count in COPD on an inhaled steroid, when an oral steroid course affects it. */
function countOnSteroid(ctx: RuleContext) {
  const copd = ctx.model.conditions.filter(
    (c) => isActiveCondition(c.status) && (c.concepts.includes("copd") || COPD.test(c.name)),
  );
  if (copd.length === 0) return undefined;
  const inhalers = ctx.model.medications.filter(
    (m) => m.active && (ICS.test(m.name) || m.drugs.some((d) => ICS.test(d))),
  );
  if (inhalers.length === 0) return undefined;
  const courses = ctx.model.medications.flatMap((m) => {
    const p = steroidPeriod(m);
    return p === undefined ? [] : [{ med: m, ...p }];
  });
  if (courses.length === 0) return undefined;
  const counts = ctx
    .labs("eosinophils-abs")
    .filter((o) => o.time !== undefined && ctx.valueOf(o) !== undefined)
    .sort((a, b) => (b.time ?? 0) - (a.time ?? 0));
  const affectedBy = (o: LabObservation) =>
    courses.find((c) => (o.time ?? 0) >= c.start && (o.time ?? 0) <= c.end + STEROID_WINDOW_DAYS * DAY_MS);
  const latest = counts[0];
  if (latest === undefined) return undefined;
  const course = affectedBy(latest);
  if (course === undefined) return undefined;
  const clean = counts.find((o) => affectedBy(o) === undefined);
  const cleanValue = clean === undefined ? undefined : ctx.valueOf(clean);
  const daysAfter = Math.round(((latest.time ?? 0) - course.end) / DAY_MS);
  const pneumonia = ctx.model.conditions.filter((c) => PNEUMONIA.test(c.name));
  return {
    latest,
    course,
    clean,
    cleanValue,
    inhalers,
    pneumonia,
    // Steroids only lower the count, so a count already at the ICS-benefit level is an underestimate that still counts.
    highAnyway: (ctx.valueOf(latest) ?? 0) >= EOS_ICS_BENEFIT,
    values: {
      inhaler: inhalers.map((m) => m.name).join(", "),
      latest: ctx.show(latest),
      timing: daysAfter > 0 ? `${daysAfter} days after a course of` : "during a course of",
      steroid: course.med.name.toLowerCase(),
      pneumonia:
        pneumonia.length === 0
          ? ""
          : ` Pneumonia on record (${pneumonia.map((c) => c.name).join(", ")}) is a recognised harm of long-term inhaled steroids and weighs against it: review benefit and risk rather than decide on the suppressed count.`,
    },
  };
}

const ASTHMA = /\basthma\b/i;

/**
 * COPD on an inhaled steroid whose latest eosinophil count, drawn off oral steroids, is below 0.1 ×
 * 10^9/L. Asthma on record is left out: there the inhaled steroid treats the asthma.
 */
function lowCountOnInhaledSteroid(ctx: RuleContext) {
  const active = ctx.model.conditions.filter((c) => isActiveCondition(c.status));
  if (!active.some((c) => c.concepts.includes("copd") || COPD.test(c.name))) return undefined;
  if (active.some((c) => c.concepts.includes("asthma") || ASTHMA.test(c.name))) return undefined;
  const inhalers = ctx.model.medications.filter(
    (m) => m.active && (ICS.test(m.name) || m.drugs.some((d) => ICS.test(d))),
  );
  if (inhalers.length === 0) return undefined;
  const latest = ctx
    .labs("eosinophils-abs")
    .filter((o) => ctx.valueOf(o) !== undefined)
    .sort((a, b) => (b.time ?? 0) - (a.time ?? 0))[0];
  if (latest === undefined || (ctx.valueOf(latest) ?? Infinity) >= EOS_ICS_UNLIKELY) return undefined;
  // A count drawn on or just after oral steroids belongs to the rules above.
  const onSteroid = ctx.model.medications.some((m) => {
    const p = steroidPeriod(m);
    const t = latest.time ?? 0;
    return p !== undefined && t >= p.start && t <= p.end + STEROID_WINDOW_DAYS * DAY_MS;
  });
  if (onSteroid) return undefined;
  const pneumonia = ctx.model.conditions.filter((c) => PNEUMONIA.test(c.name));
  return { latest, inhalers, pneumonia };
}

const LAMA =
  /\b(?:tiotropium|umeclidinium|glycopyrronium|glycopyrrolate|aclidinium|revefenacin|spiriva|braltus|incruse|seebri|eklira|tudorza|anoro|spiolto|stiolto|ultibro|duaklir|bevespi)\b/i;
const LABA =
  /\b(?:salmeterol|formoterol|eformoterol|vilanterol|olodaterol|indacaterol|arformoterol|serevent|oxis|atimos|striverdi|onbrez|anoro|spiolto|stiolto|ultibro|duaklir|bevespi)\b/i;
const NUMBER_WORDS: Record<string, number> = { one: 1, two: 2, three: 3, four: 4, five: 5, six: 6 };
/** "Two exacerbations in the past year", "3 moderate exacerbations". */
const EXACERBATION_COUNT = /\b(\d|one|two|three|four|five|six)\s+(?:(?:moderate|severe|copd)\s+)?exacerbations?\b/i;
/** An exacerbation that needed a hospital stay: NICE's "severe" exacerbation. */
const EXACERBATION_ADMITTED =
  /\b(?:exacerbation[^.;]{0,60}?\b(?:admitted|admission|hospitali[sz]\w*)|(?:admitted|admission|hospitali[sz]\w*)[^.;]{0,60}?\bexacerbation)/i;

/**
 * COPD on a long-acting muscarinic antagonist and a long-acting beta agonist, without an inhaled
 * steroid, with exacerbations and a raised blood eosinophil count (review 23, gi-resp-23 case 02:
 * two exacerbations a year on tiotropium/olodaterol with eosinophils 0.42, no word of an inhaled
 * steroid). NICE NG115 considers adding one on LAMA + LABA after a severe exacerbation (hospital) or
 * 2 moderate exacerbations in a year; GOLD adds one for continuing exacerbations when eosinophils are
 * 0.1 × 10^9/L or more, and a response is more likely at 0.3 or more. A count drawn on or just after
 * oral steroids is left to the rules above.
 */
function escalationCandidate(ctx: RuleContext) {
  const active = ctx.model.conditions.filter((c) => isActiveCondition(c.status));
  const copd = active.filter((c) => c.concepts.includes("copd") || COPD.test(c.name));
  if (copd.length === 0) return undefined;
  if (active.some((c) => c.concepts.includes("asthma") || ASTHMA.test(c.name))) return undefined;
  const meds = ctx.model.medications.filter((m) => m.active);
  const has = (re: RegExp) => meds.filter((m) => re.test(m.name) || m.drugs.some((d) => re.test(d)));
  if (has(ICS).length > 0) return undefined;
  const lama = has(LAMA);
  const laba = has(LABA);
  if (lama.length === 0 || laba.length === 0) return undefined;
  const latest = ctx
    .labs("eosinophils-abs")
    .filter((o) => ctx.valueOf(o) !== undefined)
    .sort((a, b) => (b.time ?? 0) - (a.time ?? 0))[0];
  const eos = latest === undefined ? undefined : ctx.valueOf(latest);
  if (latest === undefined || eos === undefined || eos < EOS_ICS_UNLIKELY) return undefined;
  const onSteroid = ctx.model.medications.some((m) => {
    const p = steroidPeriod(m);
    const t = latest.time ?? 0;
    return p !== undefined && t >= p.start && t <= p.end + STEROID_WINDOW_DAYS * DAY_MS;
  });
  if (onSteroid) return undefined;
  const countQuote = statedMention(ctx.freeText, EXACERBATION_COUNT);
  const count = countQuote === undefined ? undefined : EXACERBATION_COUNT.exec(countQuote)?.[1];
  const moderate = count === undefined ? 0 : (NUMBER_WORDS[count.toLowerCase()] ?? Number(count));
  const admitted = statedMention(ctx.freeText, EXACERBATION_ADMITTED);
  if (moderate < 2 && admitted === undefined) return undefined;
  return {
    latest,
    eos,
    inhalers: [...new Set([...lama, ...laba])],
    exacerbations: moderate >= 2 ? `"${countQuote}"` : `"${admitted}"`,
    pneumonia: ctx.model.conditions.filter((c) => PNEUMONIA.test(c.name)),
  };
}

export const COPD_INHALED_STEROID_RULES: readonly Rule[] = [
  {
    id: "copd-exacerbations-eosinophils-consider-ics",
    family: FindingFamily.pattern,
    severity: Severity.moderate,
    problem: "Breathing",
    title:
      "COPD with exacerbations on LAMA + LABA and eosinophils of 0.1 × 10^9/L or more: consider adding an inhaled steroid",
    clinician:
      "COPD on {inhaler} without an inhaled steroid, with exacerbations in the record ({exacerbations}) and a blood eosinophil count of {latest}. {nice}GOLD advises it for continuing exacerbations when blood eosinophils are 0.1 × 10^9/L (100/µL) or more, {band}.{pneumonia}",
    patient:
      "Your record shows COPD flare-ups while on your current inhaler, and your eosinophil count (a type of white blood cell linked to airway inflammation) suggests a steroid inhaler may help prevent further flare-ups. Ask at your next COPD review whether a steroid should be added to your inhaler.",
    nextSteps: [
      "At a COPD review, after checking inhaler technique, adherence and smoking, consider adding an inhaled corticosteroid (LAMA + LABA + ICS), weighing the pneumonia risk",
    ],
    patientQuestions: ["Would adding a steroid to my inhaler help prevent flare-ups?"],
    evidence: ["nice-ng115-copd", "gold-2026", "ers-2020-ics-withdrawal-copd"],
    keywords: ["copd", "blood eosinophils", "inhaled corticosteroid", "triple therapy", "exacerbation"],
    match: (ctx) => {
      const c = escalationCandidate(ctx);
      if (c === undefined) return undefined;
      // A record not read as UK's gets GOLD alone (review 24, resp-endo-24 case 01: a US record led with NICE).
      const uk = readsAsUk(ctx);
      return {
        refs: ctx.refs(c.latest, ...c.inhalers, ...c.pneumonia),
        ...(!uk && { evidence: ["gold-2026", "ers-2020-ics-withdrawal-copd"], evidenceReplacesRule: true as const }),
        values: {
          nice: uk
            ? "NICE NG115 considers adding an inhaled corticosteroid (LAMA + LABA + ICS) for people on LAMA + LABA who have a severe exacerbation needing hospital admission or 2 moderate exacerbations within a year; "
            : "Adding an inhaled corticosteroid (LAMA + LABA + ICS): ",
          inhaler: c.inhalers.map((m) => m.name).join(", "),
          exacerbations: c.exacerbations,
          latest: ctx.show(c.latest),
          band:
            c.eos >= EOS_ICS_BENEFIT
              ? "and at 0.3 × 10^9/L or more a response is more likely"
              : "though below 0.3 × 10^9/L the likely benefit is smaller",
          pneumonia:
            c.pneumonia.length === 0
              ? ""
              : ` Pneumonia on record (${c.pneumonia.map((p) => p.name).join(", ")}) is a recognised harm of inhaled steroids and weighs against adding one.`,
        },
      };
    },
  },
  {
    id: "copd-eosinophils-on-oral-steroid",
    family: FindingFamily.pattern,
    severity: Severity.moderate,
    problem: "Breathing",
    title: "COPD: eosinophil count taken on or just after oral steroids is not valid for the inhaled-steroid decision",
    clinician:
      "COPD on an inhaled steroid ({inhaler}). The latest blood eosinophil count, {latest}, was drawn {timing} {steroid}; oral steroids lower the count, so it does not show the usual level and should not be used to decide on the inhaled steroid.{earlier}{pneumonia}",
    patient:
      "Your latest eosinophil blood count was taken while or just after you took steroid tablets, which lower it for a while. It should not be used on its own to decide whether you still need your steroid inhaler. Do not stop the inhaler yourself; ask your doctor or nurse to review it {review}.",
    nextSteps: [
      "Do not use the eosinophil count taken on or soon after oral steroids for the inhaled-steroid decision; use a count from a stable period off oral steroids, or repeat it once stable",
      "Review the inhaled steroid's benefit and risk (exacerbation history, eosinophils off oral steroids, pneumonia) at a COPD review; if it is withdrawn, keep one or two long-acting bronchodilators",
    ],
    patientQuestions: ["Do I still need my steroid inhaler, and which blood count should we use to decide?"],
    evidence: ["ers-2020-ics-withdrawal-copd", "frenkel-2019-glucocorticoid-wbc-copd"],
    keywords: ["copd", "blood eosinophils", "inhaled corticosteroid", "prednisolone", "ics withdrawal"],
    match: (ctx) => {
      const on = countOnSteroid(ctx);
      if (on === undefined || on.highAnyway) return undefined;
      const { latest, course, clean, cleanValue, inhalers, pneumonia } = on;
      let earlier = " No count off oral steroids is on record; repeat it when stable.";
      if (clean !== undefined && cleanValue !== undefined) {
        const reading =
          cleanValue >= EOS_ICS_BENEFIT
            ? "at or above 0.3 × 10^9/L, where the ERS guideline strongly advises against withdrawing the inhaled steroid"
            : cleanValue < EOS_ICS_UNLIKELY
              ? "below 0.1 × 10^9/L, where benefit from an inhaled steroid is unlikely"
              : "between 0.1 and 0.3 × 10^9/L, where the benefit is intermediate and exacerbation history decides";
        earlier = ` The count off oral steroids, ${ctx.show(clean)}, is ${reading}.`;
      }
      return {
        refs: ctx.refs(latest, course.med, ...inhalers, ...(clean === undefined ? [] : [clean]), ...pneumonia),
        values: {
          ...on.values,
          earlier,
          // Only point to an earlier result the record holds.
          review: clean === undefined ? "with a count repeated once you are well" : "with your earlier result",
        },
      };
    },
  },
  {
    id: "copd-eosinophils-high-on-oral-steroid",
    family: FindingFamily.pattern,
    severity: Severity.low,
    problem: "Breathing",
    title: "COPD: eosinophil count high even on oral steroids supports the inhaled steroid",
    clinician:
      "COPD on an inhaled steroid ({inhaler}). The latest blood eosinophil count, {latest}, was drawn {timing} {steroid}. Oral steroids lower the count, so the usual level is probably higher still: a count at or above 0.3 × 10^9/L even on steroids still supports keeping the inhaled steroid, where the ERS guideline strongly advises against withdrawing it.{pneumonia}",
    patient:
      "Your eosinophil count (a type of white blood cell linked to airway inflammation in COPD) is high, even though it was taken while you were on steroid tablets, which lower it. This suggests your steroid inhaler is still worth taking. Keep using it unless your doctor or nurse advises otherwise.",
    nextSteps: [
      "Keep the inhaled steroid: a count of 0.3 × 10^9/L or more, even on oral steroids, argues against withdrawing it",
    ],
    patientQuestions: ["Should I keep using my steroid inhaler?"],
    evidence: ["ers-2020-ics-withdrawal-copd", "frenkel-2019-glucocorticoid-wbc-copd"],
    keywords: ["copd", "blood eosinophils", "inhaled corticosteroid", "prednisolone", "ics withdrawal"],
    match: (ctx) => {
      const on = countOnSteroid(ctx);
      if (on === undefined || !on.highAnyway) return undefined;
      return {
        refs: ctx.refs(on.latest, on.course.med, ...on.inhalers, ...on.pneumonia),
        values: on.values,
      };
    },
  },
  {
    id: "copd-inhaled-steroid-low-eosinophils",
    family: FindingFamily.pattern,
    severity: Severity.low,
    problem: "Breathing",
    title: "COPD: low eosinophil count on an inhaled steroid, review whether it is still needed",
    clinician:
      "COPD on an inhaled steroid ({inhaler}) with a blood eosinophil count of {latest}, below 0.1 × 10^9/L (100/µL), where benefit from an inhaled steroid is unlikely.{pneumonia} The ERS guideline suggests withdrawing the inhaled steroid in COPD without frequent exacerbations, keeping one or two long-acting bronchodilators; the exacerbation history decides.",
    patient:
      "Your eosinophil count (a type of white blood cell linked to airway inflammation in COPD) is low. In COPD this means the steroid part of your inhaler is less likely to help. Do not stop your inhaler yourself; ask at your next COPD review whether you still need the steroid part.",
    nextSteps: [
      "At the next COPD review, weigh withdrawing the inhaled steroid if exacerbations are not frequent, keeping one or two long-acting bronchodilators",
    ],
    patientQuestions: ["Do I still need the steroid part of my inhaler?"],
    evidence: ["ers-2020-ics-withdrawal-copd"],
    keywords: ["copd", "blood eosinophils", "inhaled corticosteroid", "ics withdrawal", "pneumonia"],
    match: (ctx) => {
      const low = lowCountOnInhaledSteroid(ctx);
      if (low === undefined) return undefined;
      return {
        refs: ctx.refs(low.latest, ...low.inhalers, ...low.pneumonia),
        values: {
          inhaler: low.inhalers.map((m) => m.name).join(", "),
          latest: ctx.show(low.latest),
          pneumonia:
            low.pneumonia.length === 0
              ? ""
              : ` Pneumonia on record (${low.pneumonia.map((c) => c.name).join(", ")}) is a recognised harm of long-term inhaled steroids and weighs further against it.`,
        },
      };
    },
  },
];
