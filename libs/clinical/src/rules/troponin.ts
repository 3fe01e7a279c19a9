import { FindingFamily, type LabObservation, type LabSeries, Severity } from "../model.ts";
import { inKidneyFailure } from "../normalize/kidney-failure.ts";
import { formatNumber } from "../text.ts";
import { isActiveCondition } from "../vocab/conditions.ts";
import type { RuleContext } from "./context.ts";
import { denialOf, sentenceAround, statedMention } from "./notes.ts";
import { latestDateIn } from "./past-mention.ts";
import { suspectedPe } from "./pulmonary-embolism.ts";
import type { Rule, RuleMatch } from "./types.ts";
import { isHigh } from "./lab-status.ts";
import { seriesRefs } from "./patterns.ts";

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/**
 * The Fourth Universal Definition of MI calls myocardial injury acute when troponin rises and/or
 * falls, and uses a variation of 20% or less as "stable" for an already raised baseline (see
 * FACTS_SEEN["udmi-4-2018"]): a raised, stable level is chronic injury.
 */
const STABLE_CHANGE = 0.2;

/**
 * An earlier result counts as the patient's baseline only this long before the latest: after an
 * acute event troponin stays raised for days, so two similar values a few days apart may be the
 * rise and the fall of one event. Two weeks is a deliberately cautious gap.
 */
const BASELINE_GAP = 14 * DAY;
/** And no longer ago than this: a baseline from years back says little about today. */
const BASELINE_MAX_AGE = 365 * DAY;

/** How long before or after the latest troponin a recorded symptom counts as the same episode. */
const SYMPTOM_WINDOW = 7 * DAY;

/** Symptoms that could be ischaemic, as notes and condition lists name them. */
const ISCHAEMIC_SYMPTOMS =
  /\bchest\s+(?:pain|tightness|discomfort|pressure|heaviness)\b|\bangina\b|\bbreathless(?:ness)?\b|\bshort(?:ness)?\s+of\s+breath\b|\bdyspno?ea\b|\bsyncope\b|\bfaint(?:ed|ing)?\b|\bpalpitations?\b|\bsweat(?:y|ing)\b|\bdiaphoresis\b/;

type Point = LabSeries["points"][number];

/** What serial results say about the latest raised troponin. */
type Course =
  | { kind: "stable"; text: string }
  | { kind: "baseline"; text: string }
  | { kind: "rising" | "falling"; text: string }
  | { kind: "single" };

const within = (a: number, b: number) => Math.abs(a - b) <= STABLE_CHANGE * b;

/**
 * Serial results in the day before the latest, at least an hour apart: stable when every one stays
 * within 20% of the first, rising or falling when the latest has moved beyond it. Without such a
 * series, an earlier result two weeks to a year before that lies within 20% of the latest is a
 * baseline the latest matches.
 */
function troponinCourse(ctx: RuleContext, id: string, obs: LabObservation): Course {
  const series = ctx.series(id);
  const points = series?.points ?? [];
  const latest = points[points.length - 1];
  if (latest === undefined) return notedCourse(ctx, obs.time, ctx.valueOf(obs), obs.unit ?? "");
  const unit = series?.unit ?? "";
  const day = points.filter((p) => latest.time - p.time <= DAY);
  const first = day[0];
  if (first !== undefined && latest.time - first.time >= HOUR && first.value > 0) {
    const hours = formatNumber(Math.round((latest.time - first.time) / HOUR));
    const text = `${formatNumber(first.value)} then ${formatNumber(latest.value)} ${unit} over ${hours} h`;
    if (day.every((p) => within(p.value, first.value))) return { kind: "stable", text };
    if (!within(latest.value, first.value)) return { kind: latest.value > first.value ? "rising" : "falling", text };
    return { kind: "single" };
  }
  const baseline = [...points]
    .reverse()
    .find(
      (p: Point) =>
        latest.time - p.time >= BASELINE_GAP &&
        latest.time - p.time <= BASELINE_MAX_AGE &&
        p.value > 0 &&
        within(latest.value, p.value),
    );
  if (baseline !== undefined) {
    return {
      kind: "baseline",
      text: `${formatNumber(latest.value)} ${unit}, within 20% of ${formatNumber(baseline.value)} ${unit} on ${baseline.date.slice(0, 10)}`,
    };
  }
  return notedCourse(ctx, latest.time, latest.value, unit);
}

/** The latest result read against an earlier one the notes give; "single" when they give none. */
function notedCourse(ctx: RuleContext, time: number | undefined, value: number | undefined, unit: string): Course {
  if (time === undefined || value === undefined || !/^(?:ng\/l|pg\/ml)$/i.test(unit.replace(/\s/g, ""))) {
    return { kind: "single" };
  }
  const noted = notedBaseline(ctx, time, value, unit);
  return noted === undefined
    ? { kind: "single" }
    : { kind: "baseline", text: `${formatNumber(value)} ${unit}, within 20% of ${noted} given in the notes` };
}

/** A value in ng/L (or pg/mL, the same number) with the time words after it, up to the next value. */
const NOTED_TROPONIN_VALUE = /(\d+(?:\.\d+)?)\s*(?:ng\s*\/\s*l|pg\s*\/\s*ml)\b([^,;]*?)(?=\s+and\b|,|;|$)/g;

const MONTH_NAMES = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"];

/**
 * "in August" with no year, as clinic notes write a recent month: the last such month that began
 * before `time`, taken at its last day (never beyond `time`) so the gap is never overstated
 * (review 27, heart-27 case 09: "Previous troponin T 26 ng/L in August" in CKD stage 4 was no
 * baseline and a stable 28 ng/L stayed an emergency). Undefined without such a month.
 */
function bareMonthEnd(text: string, time: number): number | undefined {
  const m = /\bin\s+(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\b/.exec(text);
  if (m?.[1] === undefined) return undefined;
  const month = MONTH_NAMES.indexOf(m[1]);
  const now = new Date(time);
  const year = Date.UTC(now.getUTCFullYear(), month, 1) <= time ? now.getUTCFullYear() : now.getUTCFullYear() - 1;
  return Math.min(Date.UTC(year, month + 1, 0), time);
}

/**
 * An earlier troponin the notes give with its month ("hs-troponin T was 29 ng/L in August 2026"),
 * held to the same gap, age and 20% as a recorded baseline, the month taken at its last day so the
 * gap is never overstated (review 24, cardio-24b case 04: a stable 31 ng/L in CKD stage 4, earlier
 * values only in the notes, read as an emergency). Its text, or undefined.
 */
function notedBaseline(ctx: RuleContext, time: number, latest: number, unit: string): string | undefined {
  const text = ctx.freeText;
  for (const mention of text.matchAll(/troponin/g)) {
    const sentence = sentenceAround(text, mention.index, mention[0].length);
    for (const m of sentence.matchAll(NOTED_TROPONIN_VALUE)) {
      const value = Number(m[1]);
      const at = latestDateIn(m[2] ?? "") ?? bareMonthEnd(m[2] ?? "", time);
      if (at === undefined || value <= 0) continue;
      const gap = time - at;
      if (gap >= BASELINE_GAP && gap <= BASELINE_MAX_AGE && within(latest, value)) {
        return `${formatNumber(value)} ${unit} ${(m[2] ?? "").trim().replace(/\.$/, "")}`;
      }
    }
  }
  return undefined;
}

/** Whether the notes give a troponin value other than `latest`, an earlier result to compare with. */
function notedOtherTroponin(ctx: RuleContext, latest: number | undefined): boolean {
  const text = ctx.freeText;
  for (const mention of text.matchAll(/troponin/g)) {
    const sentence = sentenceAround(text, mention.index, mention[0].length);
    for (const m of sentence.matchAll(NOTED_TROPONIN_VALUE)) if (Number(m[1]) !== latest) return true;
  }
  return false;
}

/**
 * A symptom of ischaemia stated in the notes (and not denied), or a current condition naming one
 * that was recorded within a week of the latest troponin ("Chest pain", onset today). An undated
 * or old "angina" on the problem list is a diagnosis, not today's symptom.
 */
function ischaemicSymptom(ctx: RuleContext, latest: LabObservation): string | undefined {
  const noted = statedMention(ctx.freeText, ISCHAEMIC_SYMPTOMS);
  if (noted !== undefined) return noted;
  if (latest.time === undefined) return undefined;
  const at = latest.time;
  const listed = ctx.model.conditions.find((c) => {
    if (!isActiveCondition(c.status) || c.date === undefined || !ISCHAEMIC_SYMPTOMS.test(c.name.toLowerCase())) {
      return false;
    }
    return Math.abs(Date.parse(c.date) - at) <= SYMPTOM_WINDOW;
  });
  return listed?.name;
}

const ASYMPTOMATIC = /\basymptomatic\b/;

/**
 * The notes' denial of chest pain or other symptoms of ischaemia ("Denies chest pain",
 * "asymptomatic"), quoted; undefined when they say nothing either way. "Call 999 if chest pain"
 * denies nothing (notes.ts denialOf).
 */
function deniedIschaemicSymptom(text: string): string | undefined {
  const asymptomatic = statedMention(text, ASYMPTOMATIC);
  if (asymptomatic !== undefined) return asymptomatic;
  for (const m of text.matchAll(new RegExp(ISCHAEMIC_SYMPTOMS.source, "g"))) {
    const denial = denialOf(text, m.index, m[0].length);
    if (denial !== undefined) return denial;
  }
  return undefined;
}

/** ST depression or T-wave inversion written in the notes, with its leads ("1 mm ST depression V4-V6"). */
const ISCHAEMIC_ECG =
  /(?:\b\d+(?:\.\d+)?\s*mm\s+)?\bst[- ](?:segment\s+)?depression\b[^.;,\n]*|\bt[- ]wave inversion\b[^.;,\n]*/;

const KIDNEY_FAILURE_NOTE = " Kidney failure is on record, which commonly keeps troponin raised.";

const EMERGENCY_STEP =
  "Emergency assessment now as a possible acute coronary syndrome: ECG, repeat troponin and cardiology input";
const URGENT_STEP = "Urgent clinical assessment, ECG and serial troponin";
/**
 * A rise or fall above the 99th centile with symptoms already meets the UDMI-4 criteria, so the
 * next step is the acute coronary pathway; asking for yet another troponin only delays it.
 */
const ACS_PATHWAY_STEP =
  "Emergency assessment now as a possible acute coronary syndrome, on the acute coronary pathway: 12-lead ECG and cardiology input; the troponin change with symptoms already meets the criteria, so do not wait for a further troponin";

/**
 * The finding for a raised latest troponin, by its course and the symptoms on record; `lone` when it
 * is the only troponin known, in the record or the notes.
 */
function troponinMatch(ctx: RuleContext, obs: LabObservation, course: Course, lone: boolean): RuleMatch {
  const symptom = ischaemicSymptom(ctx, obs);
  const base = { refs: ctx.refs(obs), values: { value: ctx.show(obs) } };
  const kidneyNote = inKidneyFailure(ctx.model) ? KIDNEY_FAILURE_NOTE : "";
  if ((course.kind === "stable" || course.kind === "baseline") && symptom === undefined) {
    const how =
      course.kind === "stable"
        ? `it is stable on serial testing (${course.text}, within 20%)`
        : `it matches an earlier result (${course.text})`;
    return {
      ...base,
      values: {
        ...base.values,
        reading: `${how} and no symptoms of ischaemia are stated in the notes. A raised troponin without a rise or fall fits chronic myocardial injury (seen with kidney disease and structural heart disease) rather than an acute event; it is not an emergency on its own but needs clinical review of its cause.${kidneyNote}`,
        patientText: `It ${course.kind === "stable" ? "stayed steady between tests" : "is much the same as an earlier result"}. A steady raised level is often long-standing, for example with kidney disease, and on its own does not point to a heart attack. Ask your doctor to review it. Get emergency help if you have chest pain, breathlessness or feel faint.`,
      },
      severity: Severity.high,
      nextSteps: [
        "Clinical review of the cause of chronic myocardial injury (kidney function, heart failure, structural heart disease); compare with earlier troponin results",
        "Assess the same day, with ECG and repeat troponin, if chest pain, breathlessness or other symptoms of ischaemia appear",
      ],
    };
  }
  const changing = course.kind === "rising" || course.kind === "falling" ? course : undefined;
  // In suspected pulmonary embolism (pulmonary-embolism.ts) a raised troponin reads as right-ventricular strain.
  if (suspectedPe(ctx) !== undefined) {
    return {
      ...base,
      values: {
        ...base.values,
        reading:
          "pulmonary embolism is suspected (see that finding), and there a raised troponin points to right-ventricular strain and a higher-risk embolism; an acute coronary syndrome stays in the differential if imaging does not show a clot.",
        patientText:
          "With the suspected blood clot in your lungs, this most likely means the clot is straining your heart. This needs care in hospital now. If you are not already being cared for in hospital, call your local emergency number now.",
      },
      nextSteps: [
        "Read with the suspected pulmonary embolism: assess right-ventricular strain (CTPA or echocardiography) and monitor for deterioration; ECG, and reassess for an acute coronary syndrome if no clot is found",
      ],
      evidence: ["esc-2019-acute-pe"],
    };
  }
  if (symptom !== undefined) {
    const how = changing ? `it is ${changing.kind} (${changing.text}) and "${symptom}"` : `"${symptom}"`;
    // ST depression stated in the notes was left unsaid (review 30b, nations-30b case 18; cardio-30
    // case 07): UDMI-4 counts new ischaemic ECG changes as evidence of ischaemia beside symptoms.
    const ecg = statedMention(ctx.freeText, ISCHAEMIC_ECG);
    const ecgText =
      ecg === undefined
        ? ""
        : ` The notes also record "${ecg.replace(/\bst\b/g, "ST").replace(/\bv(\d)/g, "V$1")}" on the ECG, an ischaemic change that the fourth universal definition counts as evidence of ischaemia when new; without persistent ST elevation this reads as a possible non-ST-elevation myocardial infarction.`;
    return {
      ...base,
      values: {
        ...base.values,
        reading: `${how} is recorded. ${changing ? "A rise or fall of troponin with symptoms of ischaemia fits acute myocardial infarction" : "With symptoms of ischaemia a raised troponin may be acute myocardial infarction"} unless another cause is found: assess now as a possible acute coronary syndrome.${ecgText}`,
        patientText: `${changing ? `It ${changing.kind === "rising" ? "went up" : "changed"} between tests, and your` : "Your"} record mentions ${symptom.toLowerCase()}. Together these can be signs of a heart attack. If you are not already being cared for in hospital, call your local emergency number now.`,
      },
      nextSteps: [changing ? ACS_PATHWAY_STEP : EMERGENCY_STEP],
    };
  }
  if (changing !== undefined) {
    return {
      ...base,
      values: {
        ...base.values,
        reading: `it is ${changing.kind} (${changing.text}), which means acute myocardial injury; with symptoms this may be myocardial infarction, and it needs same-day evaluation.`,
        patientText: `It ${changing.kind === "rising" ? "went up" : "changed"} between tests, which can be a sign of new heart damage. It needs to be checked urgently, today. If you have chest pain, breathlessness or feel faint, call your local emergency number now.`,
      },
      nextSteps: [URGENT_STEP],
    };
  }
  // The only troponin known, in someone the notes call free of ischaemic symptoms (review 37,
  // cardio-renal-37 case 01: 38 ng/L at a pre-operative check, "denies chest pain", was a critical
  // "act now"): UDMI-4 tells acute from chronic injury by a rise or fall, so the repeat decides. An
  // earlier value that is no baseline (under two weeks old, or more than 20% away) may be the same
  // event or a change, and stays urgent.
  const denied = lone ? deniedIschaemicSymptom(ctx.freeText) : undefined;
  if (denied !== undefined) {
    return {
      ...base,
      values: {
        ...base.values,
        reading: `the notes record no symptoms of ischaemia ("${denied}"). A single raised value cannot tell acute from chronic myocardial injury: a repeat troponin shows a rise or fall (acute injury) or a stable level (chronic injury, as with kidney disease or structural heart disease), with an ECG and review of the cause.${kidneyNote}`,
        patientText:
          "Your notes say you have no chest pain. One raised result cannot show whether this is new or long-standing, so your doctor needs to repeat the test and check a heart tracing (ECG) soon. Get emergency help if you get chest pain, breathlessness or feel faint.",
      },
      severity: Severity.high,
      nextSteps: [
        "Repeat troponin with an ECG and clinical review soon, to look for a rise or fall; assess the same day as a possible acute coronary syndrome if chest pain or other symptoms of ischaemia appear",
      ],
    };
  }
  return {
    ...base,
    values: {
      ...base.values,
      reading: `with symptoms this may be myocardial infarction and needs same-day evaluation.${kidneyNote}`,
      patientText: "This can be a sign of heart damage. It needs to be checked urgently, today.",
    },
  };
}

/** On clozapine a raised troponin may be clozapine-induced myocarditis: say so beside the coronary reading. */
function withClozapine(ctx: RuleContext, m: RuleMatch): RuleMatch {
  const clozapine = ctx.meds("clozapine").filter((x) => x.active);
  if (clozapine.length === 0) return m;
  return {
    ...m,
    refs: [...m.refs, ...ctx.refs(...clozapine)],
    clinicianExtra: `${m.clinicianExtra ? `${m.clinicianExtra} ` : ""}Clozapine is taken: a raised troponin, above all in the first weeks of treatment, may be clozapine-induced myocarditis, which needs clozapine stopped and urgent cardiology input.`,
    patientExtra: `${m.patientExtra ? `${m.patientExtra} ` : ""}You also take clozapine, which can rarely inflame the heart muscle, so your doctors will check for this too.`,
    evidence: [...(m.evidence ?? []), "ronaldson-2011-clozapine-myocarditis"],
  };
}

export const TROPONIN_RULES: readonly Rule[] = [
  {
    id: "troponin-elevated",
    family: FindingFamily.pattern,
    severity: Severity.critical,
    problem: "Heart",
    title: "Raised troponin",
    clinician:
      "Troponin {value} is above the 99th-percentile upper reference limit, indicating myocardial injury; {reading}",
    patient: "A heart-muscle blood test (troponin) is raised. {patientText}",
    nextSteps: [URGENT_STEP],
    evidence: ["udmi-4-2018", "aha-acc-2021-chest-pain"],
    keywords: ["troponin", "myocardial injury", "myocardial infarction"],
    match: (ctx) => {
      for (const id of ["hs-troponin-i", "hs-troponin-t"]) {
        const obs = ctx.lab(id) ?? ctx.anyLab(id);
        if (!isHigh(obs)) continue;
        const course = troponinCourse(ctx, id, obs);
        const lone = ctx.labs(id).length <= 1 && !notedOtherTroponin(ctx, ctx.valueOf(obs));
        const m = troponinMatch(ctx, obs, course, lone);
        // A rise or fall this finding states is its own reading, not a second "rising" trend line.
        const serial = course.kind === "rising" || course.kind === "falling" ? seriesRefs(ctx, id) : [];
        return withClozapine(ctx, { ...m, refs: [...new Set([...m.refs, ...serial])] });
      }
      return undefined;
    },
  },
];
