import { FindingFamily, type LabObservation, Severity } from "../model.ts";
import type { RuleContext } from "./context.ts";
import { pregnancy } from "./patterns.ts";
import type { Rule, RuleMatch } from "./types.ts";
import { readsAsUk, readsAsUsUnits } from "./uk-record.ts";

/*
 * Glucose in pregnancy. The non-pregnant prediabetes and diabetes rules (patterns.ts) step aside in
 * pregnancy: their ranges and advice (weight loss, metformin, yearly HbA1c) are for non-pregnant
 * adults. Here a fasting, 1-hour or 2-hour glucose of a 75 g OGTT at or above a diagnostic
 * threshold is gestational diabetes, for the joint diabetes–antenatal service. A fasting glucose
 * taken outside an OGTT at such a level is reported as needing the OGTT (or the local pathway) to
 * confirm it, since NICE NG3 tests with the 75 g 2-hour OGTT.
 *
 * Sources, checked 2026-11-24 (seenAt in evidence/added-sources.ts):
 * - NICE NG3: gestational diabetes is a fasting plasma glucose of 5.6 mmol/L or more or a 2-hour
 *   glucose of 7.8 mmol/L or more (nice.org.uk, Key priorities for implementation); a fasting
 *   glucose of 7.0 mmol/L or more at diagnosis calls for immediate insulin (BMJ Best Practice's
 *   account of NG3).
 * - ADA Standards of Care, section 2 (its one-step table, seen in the 2024 edition): fasting 5.1,
 *   1-hour 10.0 or 2-hour 8.5 mmol/L or more. The 1-hour time point has only this threshold.
 * A 50 g glucose challenge and the 100 g OGTT (two values needed) have other thresholds and are
 * not judged here.
 */

const F = FindingFamily.pattern;
/** mg/dL to mmol/L for glucose (the catalogue's factor). */
const TO_MMOL = 0.0555;

type TimePoint = "fasting" | "1h" | "2h";

const OTHER_TEST = /\b50\s*-?\s*g\b|challenge|\bgct\b|\bglt\b|\b100\s*-?\s*g\b|\b3\s*-?\s*h(ou)?r?\b|180\s*min/i;
const NOT_BLOOD = /urine|csf|fluid|hba1c|a1c|capillary target/i;
const GLUCOSE = /glucose|\bglu\b|ogtt|\bgtt\b|blood sugar/i;

/** The OGTT time point a glucose test's name gives ("2 hour", "2h", "120 min", "post-load"), if any. */
export function glucoseTimePoint(name: string): TimePoint | undefined {
  const n = name.toLowerCase();
  if (OTHER_TEST.test(n)) return undefined;
  if (/\b2\s*-?\s*(h|hr|hrs|hour|hours)\b|\b120\s*-?\s*min|post[- ]?load|\b2h\b/.test(n)) return "2h";
  if (/\b1\s*-?\s*(h|hr|hour)\b|\b60\s*-?\s*min|\b1h\b/.test(n)) return "1h";
  if (/(?<!\bnon[- ]?)fast|\bfpg\b|\bfbg\b|\b0\s*-?\s*min|\b0\s*h\b|baseline/.test(n)) return "fasting";
  return undefined;
}

/** Thresholds in mmol/L by criteria set (NICE has none at 1 hour). */
const NICE: Partial<Record<TimePoint, number>> = { fasting: 5.6, "2h": 7.8 };
const ADA_ONE_STEP: Record<TimePoint, number> = { fasting: 5.1, "1h": 10.0, "2h": 8.5 };
const LABEL: Record<TimePoint, string> = { fasting: "fasting", "1h": "1-hour", "2h": "2-hour" };

interface Reading {
  obs: LabObservation;
  point: TimePoint;
  mmol: number;
}

/** A glucose value in mmol/L: the catalogue's mg/dL when mapped, else the value in its own unit. */
export function mmolOf(ctx: RuleContext, obs: LabObservation): number | undefined {
  if (obs.analyteId === "glucose") {
    const mg = ctx.valueOf(obs);
    return mg === undefined ? undefined : Math.round(mg * TO_MMOL * 100) / 100;
  }
  if (obs.value.kind !== "number" || obs.value.comparator !== undefined) return undefined;
  const unit = (obs.unit ?? obs.rawUnit ?? "").toLowerCase().replace(/\s/g, "");
  if (unit === "mmol/l") return obs.value.value;
  if (unit === "mg/dl") return Math.round(obs.value.value * TO_MMOL * 100) / 100;
  return undefined;
}

/** The newest reading at each OGTT time point. */
function readings(ctx: RuleContext): Reading[] {
  const out = new Map<TimePoint, Reading>();
  const labs = [...ctx.model.labs].sort((a, b) => (b.time ?? 0) - (a.time ?? 0));
  for (const obs of labs) {
    if (!GLUCOSE.test(obs.name) || NOT_BLOOD.test(obs.name)) continue;
    const point = glucoseTimePoint(`${obs.name} ${obs.notes ?? ""}`);
    const mmol = point === undefined ? undefined : mmolOf(ctx, obs);
    if (point !== undefined && mmol !== undefined && !out.has(point)) out.set(point, { obs, point, mmol });
  }
  return [...out.values()];
}

const GDM_RECORDED = /gestational diabetes|\bgdm\b/i;
/** A fasting sample named as the start of a glucose tolerance test ("OGTT 0 min", "GTT fasting"). */
const OGTT_SAMPLE = /ogtt|\bgtt\b|tolerance|\b0\s*-?\s*min|\b0\s*h\b|baseline/i;

/** Whether the readings come from an OGTT: a 1- or 2-hour value, or a fasting sample named as its start. */
function fromOgtt(found: readonly Reading[]): boolean {
  return found.some((r) => r.point !== "fasting" || OGTT_SAMPLE.test(`${r.obs.name} ${r.obs.notes ?? ""}`));
}

const NOT_PREGNANT_ADVICE =
  "Do not give the non-pregnant prediabetes advice (weight loss, metformin for prevention, yearly HbA1c)";
const CARE =
  "Your pregnancy team will arrange care with a diabetes pregnancy team, who will help with food, activity and checking your blood sugar; some people also need medicine.";

/** The US care step (ACOG Practice Bulletin 190), for a US diagnosis by either OGTT. */
const US_GDM_CARE =
  "Start gestational diabetes care with the prenatal team: nutrition counselling and home glucose monitoring, with medicine if targets are not met";

/** The texts of a diagnosis by OGTT. */
function byOgtt(criteria: string, insulin: boolean): RuleMatch {
  return {
    refs: [],
    values: {
      title: "Gestational diabetes by OGTT",
      verdict: `this meets the diagnostic criteria for gestational diabetes (${criteria}).`,
      insulin: insulin
        ? " A fasting glucose of 7.0 mmol/L or more at diagnosis calls for immediate insulin (NICE NG3)."
        : "",
      patientLead: "shows gestational diabetes, a raised blood sugar that started in pregnancy.",
      patientCare: CARE,
    },
    ...(insulin
      ? {
          nextSteps: [
            "Refer urgently to the joint diabetes and antenatal service: fasting glucose of 7.0 mmol/L or more at diagnosis calls for immediate insulin, with or without metformin (NICE NG3)",
            NOT_PREGNANT_ADVICE,
          ],
        }
      : {}),
  };
}

/**
 * The texts of a lone fasting glucose at an OGTT threshold: NICE NG3 tests for gestational
 * diabetes with a 75 g 2-hour OGTT, so a fasting value outside one does not make the diagnosis.
 */
function loneFasting(criteria: string, high: boolean): RuleMatch {
  return {
    refs: [],
    values: {
      title: "Fasting glucose in the gestational diabetes range, not yet confirmed by OGTT",
      verdict: `a lone fasting value, not part of an OGTT, at or above the fasting threshold of the 75 g OGTT for gestational diabetes (${criteria}); it needs confirming with a 75 g 2-hour OGTT or the local pathway.`,
      insulin: high
        ? " A fasting glucose of 7.0 mmol/L or more needs urgent assessment: NICE NG3 calls for immediate insulin when gestational diabetes is diagnosed at this level."
        : "",
      patientLead:
        "is at a level that can mean gestational diabetes, a raised blood sugar that started in pregnancy. A further test, usually a glucose drink test, is needed to confirm it.",
      patientCare:
        "If it is confirmed, a diabetes pregnancy team will help with food, activity and checking your blood sugar; some people also need medicine.",
    },
    severity: high ? Severity.high : Severity.moderate,
    nextSteps: [
      high
        ? "Refer urgently to the joint diabetes and antenatal service to confirm the diagnosis: if gestational diabetes is confirmed with a fasting glucose of 7.0 mmol/L or more, NICE NG3 calls for immediate insulin"
        : "Arrange a 75 g 2-hour OGTT, or follow the local pathway, to confirm or exclude gestational diabetes: a lone fasting glucose does not make the diagnosis",
      NOT_PREGNANT_ADVICE,
    ],
    patientQuestions: ["Do I need a glucose drink test (OGTT) to check for gestational diabetes?"],
  };
}

/*
 * The US two-step pathway's diagnostic test, the 100 g 3-hour OGTT (review 24, womens-24b case 04:
 * fasting 92, 1-hour 186, 2-hour 162 and 3-hour 128 mg/dL at 27 weeks after a failed 50 g
 * challenge, and only lab flags were reported). ACOG Practice Bulletin 190, as the AAFP table and
 * the AHRQ evidence synthesis in the seenAt of "acog-pb190-gdm" give it: gestational diabetes when
 * two or more values meet or exceed the Carpenter–Coustan thresholds (fasting 95, 1-hour 180,
 * 2-hour 155, 3-hour 140 mg/dL) or the stricter National Diabetes Data Group ones (105, 190, 165,
 * 145 mg/dL); either set is acceptable, so the report says which the values meet.
 */
type HundredPoint = TimePoint | "3h";
const CARPENTER_COUSTAN: Record<HundredPoint, number> = { fasting: 95, "1h": 180, "2h": 155, "3h": 140 };
const NDDG: Record<HundredPoint, number> = { fasting: 105, "1h": 190, "2h": 165, "3h": 145 };
const HUNDRED_LABEL: Record<HundredPoint, string> = { ...LABEL, "3h": "3-hour" };
/** The name of the test itself ("100 g", "(3 hr GTT)", "3-hour OGTT"), taken out before the time point is read. */
const HUNDRED_G_TEST =
  /\(?\s*(?:100\s*-?\s*g\s*)?(?:3|three)\s*-?\s*h(?:ou)?rs?\.?\s*(?:gtt|ogtt|glucose tolerance(?: test)?)\s*\)?|\b100\s*-?\s*g(?:ram)?\b/gi;
const CHALLENGE = /\b50\s*-?\s*g\b|challenge|\bgct\b|\bglt\b|glucola/i;
const THREE_HOUR = /\b3\s*-?\s*(?:h|hr|hrs|hour|hours)\b|\b180\s*-?\s*min|\b3h\b/i;

interface HundredReading {
  obs: LabObservation;
  point: HundredPoint;
  mg: number;
}

/** A glucose value in mg/dL (the catalogue's unit when mapped). */
function mgOf(ctx: RuleContext, obs: LabObservation): number | undefined {
  if (obs.analyteId === "glucose") return ctx.valueOf(obs);
  const mmol = mmolOf(ctx, obs);
  return mmol === undefined ? undefined : mmol / TO_MMOL;
}

/**
 * The newest 100 g OGTT: glucose values named as part of it, or timed values taken the same day as
 * a 3-hour value (only that test has one).
 */
function hundredGramReadings(ctx: RuleContext): HundredReading[] {
  const timed: (HundredReading & { named: boolean })[] = [];
  for (const obs of ctx.model.labs) {
    const text = `${obs.name} ${obs.notes ?? ""}`;
    if (!GLUCOSE.test(obs.name) || NOT_BLOOD.test(obs.name) || CHALLENGE.test(text)) continue;
    const named = new RegExp(HUNDRED_G_TEST.source, "i").test(text);
    const rest = obs.name.replace(HUNDRED_G_TEST, " ");
    const point = THREE_HOUR.test(rest) ? "3h" : glucoseTimePoint(rest);
    const mg = point === undefined ? undefined : mgOf(ctx, obs);
    if (point !== undefined && mg !== undefined) timed.push({ obs, point, mg, named });
  }
  const threeHourDays = new Set(timed.filter((r) => r.point === "3h").map((r) => r.obs.date));
  const test = timed.filter((r) => r.named || threeHourDays.has(r.obs.date));
  const newest = test
    .map((r) => r.obs.date ?? "")
    .sort()
    .at(-1);
  const out = new Map<HundredPoint, HundredReading>();
  for (const r of test) if ((r.obs.date ?? "") === newest && !out.has(r.point)) out.set(r.point, r);
  return [...out.values()];
}

function hundredGramOgtt(ctx: RuleContext): RuleMatch | undefined {
  const p = pregnancy(ctx);
  if (p === undefined || ctx.conditions("diabetes").length > 0) return undefined;
  if (ctx.model.conditions.some((c) => GDM_RECORDED.test(c.name))) return undefined;
  const found = hundredGramReadings(ctx);
  const cc = found.filter((r) => r.mg >= CARPENTER_COUSTAN[r.point]);
  if (cc.length < 2) return undefined;
  const nddg = found.filter((r) => r.mg >= NDDG[r.point]);
  const order: HundredPoint[] = ["fasting", "1h", "2h", "3h"];
  const shown = [...found].sort((a, b) => order.indexOf(a.point) - order.indexOf(b.point));
  // The 50 g challenge that led to the test is read with it, not flagged again on its own.
  const challenge = ctx.model.labs.filter(
    (o) =>
      GLUCOSE.test(o.name) &&
      CHALLENGE.test(`${o.name} ${o.notes ?? ""}`) &&
      (o.date ?? "") <= (shown[0]?.obs.date ?? ""),
  );
  return {
    refs: ctx.refs(...shown.map((r) => r.obs), ...challenge, ...ctx.conditions("pregnancy")),
    values: {
      gestation: p.weeks === undefined ? "" : ` at ${p.weeks} weeks`,
      values: shown.map((r) => `${HUNDRED_LABEL[r.point]} ${ctx.show(r.obs)}`).join(", "),
      challenge: challenge.length > 0 ? ` (after a 50 g challenge of ${ctx.show(challenge[0]!)})` : "",
      count: cc.length === 2 ? "Two" : cc.length === 3 ? "Three" : "All four",
      nddg:
        nddg.length >= 2
          ? "The stricter National Diabetes Data Group thresholds (105, 190, 165, 145 mg/dL) are met as well."
          : "The stricter National Diabetes Data Group thresholds (105, 190, 165, 145 mg/dL) are not met by two values, so a service using those would not make the diagnosis.",
    },
  };
}

/** ADA's early band is judged before 15 weeks, from 5.9% (41 mmol/mol); 6.5% or more is diabetes range. */
const EARLY_WEEKS = 15;
const EARLY_A1C_LOW = 5.9;
const PREVIOUS_GDM =
  /\b(?:previous|prior|past|history of|last pregnancy)\b[^.;]{0,30}\b(?:gestational diabetes|gdm)\b|\b(?:gestational diabetes|gdm)\b[^.;]{0,30}\b(?:in (?:a |her |the )?(?:previous|last|prior) pregnancy|previously)\b/;

export const PREGNANCY_GLUCOSE_RULES: readonly Rule[] = [
  {
    id: "gestational-diabetes-100g-ogtt",
    family: F,
    severity: Severity.high,
    problem: "Blood sugar",
    title: "Gestational diabetes by 100 g 3-hour OGTT",
    clinician:
      "In pregnancy{gestation}, 100 g 3-hour OGTT{challenge}: {values}. {count} values meet or exceed the Carpenter–Coustan thresholds (fasting 95, 1-hour 180, 2-hour 155, 3-hour 140 mg/dL), which diagnoses gestational diabetes in the two-step approach (ACOG). {nddg} The non-pregnant prediabetes ranges and advice do not apply.",
    patient:
      "Your 3-hour sugar drink test in pregnancy shows gestational diabetes, a raised blood sugar that started in pregnancy. It can be treated, and treating it protects you and your baby. Your pregnancy care team will help with food, activity and checking your blood sugar; some people also need medicine.",
    nextSteps: [US_GDM_CARE, NOT_PREGNANT_ADVICE],
    patientQuestions: ["Who will teach me to check my blood sugar?", "What should I eat now?"],
    evidence: ["acog-pb190-gdm"],
    keywords: ["gestational diabetes", "100 g oral glucose tolerance test", "carpenter-coustan", "two-step"],
    match: hundredGramOgtt,
  },
  {
    id: "gestational-diabetes",
    family: F,
    severity: Severity.high,
    problem: "Blood sugar",
    title: "{title}",
    clinician:
      "In pregnancy{gestation}: {values}; {verdict} The non-pregnant prediabetes ranges and advice do not apply.{insulin}",
    patient:
      "Your sugar test in pregnancy {patientLead} It can be treated, and treating it protects you and your baby. {patientCare}",
    nextSteps: ["Refer promptly to the joint diabetes and antenatal (pregnancy diabetes) service", NOT_PREGNANT_ADVICE],
    patientQuestions: ["When will I see the diabetes pregnancy team?", "How do I check my blood sugar?"],
    evidence: ["nice-ng3-diabetes-pregnancy", "ada-soc-2026-s2"],
    keywords: ["gestational diabetes", "ogtt", "pregnancy", "75 g oral glucose tolerance test"],
    match: (ctx) => {
      const p = pregnancy(ctx);
      if (p === undefined || ctx.conditions("diabetes").length > 0) return undefined;
      if (ctx.model.conditions.some((c) => GDM_RECORDED.test(c.name))) return undefined;
      const found = readings(ctx);
      // Review 38, pregnancy-38 case 03: a Denver one-step OGTT (fasting 94, 2-hour 141 mg/dL) was
      // said to meet NICE NG3 too, its 2-hour value counted at NICE's 7.8 mmol/L; US services use
      // the ADA one-step thresholds, given there in mg/dL.
      const us = readsAsUsUnits(ctx);
      const nice = us ? [] : found.filter((r) => r.mmol >= (NICE[r.point] ?? Infinity));
      // Review 24, womens-24b case 03: a UK OGTT of fasting 5.3 mmol/L, normal by NICE NG3, was
      // called gestational diabetes by the ADA one-step threshold, which UK services do not use.
      const uk = readsAsUk(ctx);
      const ada = uk ? [] : found.filter((r) => r.mmol >= ADA_ONE_STEP[r.point]);
      if (ada.length === 0 && nice.length === 0) return undefined;
      const met = found.filter((r) => nice.includes(r) || ada.includes(r));
      const adaUnits = us
        ? "fasting 92, 1-hour 180 or 2-hour 153 mg/dL"
        : "fasting 5.1, 1-hour 10.0 or 2-hour 8.5 mmol/L";
      const criteria = [
        nice.length > 0 ? `NICE NG3: fasting 5.6 or 2-hour 7.8 mmol/L or more` : "",
        ada.length > 0 ? `ADA one-step 75 g OGTT: ${adaUnits} or more` : "",
      ]
        .filter(Boolean)
        .join("; ");
      const fasting = found.find((r) => r.point === "fasting");
      const high = fasting !== undefined && fasting.mmol >= 7;
      const texts = fromOgtt(found) ? byOgtt(criteria, high) : loneFasting(criteria, high);
      return {
        ...texts,
        ...(uk ? { evidence: ["nice-ng3-diabetes-pregnancy"], evidenceReplacesRule: true as const } : {}),
        ...(us && !high
          ? {
              evidence: ["ada-soc-2026-s2", "acog-pb190-gdm"],
              evidenceReplacesRule: true as const,
              nextSteps: [US_GDM_CARE, NOT_PREGNANT_ADVICE],
            }
          : {}),
        refs: ctx.refs(...met.map((r) => r.obs), ...ctx.conditions("pregnancy")),
        values: {
          ...texts.values,
          gestation: p.weeks === undefined ? "" : ` at ${p.weeks} weeks`,
          values: met.map((r) => `${LABEL[r.point]} glucose ${ctx.show(r.obs)}`).join(" and "),
        },
      };
    },
  },
  {
    // A booking HbA1c of 6.0% after previous gestational diabetes got only a generic lab flag (review
    // 23, deep-23 case 06). ADA section 2 (secondary copy seen): before 15 weeks an A1C of 5.9–6.4%
    // is early abnormal glucose metabolism; NHS GGC's booking pathway treats 41–47 mmol/mol with a
    // risk factor (previous GDM among them) as gestational diabetes and refers to the diabetes team.
    id: "pregnancy-early-hba1c",
    family: F,
    severity: Severity.moderate,
    problem: "Blood sugar",
    title: "Raised HbA1c early in pregnancy",
    clinician:
      "In pregnancy at {weeks} weeks: HbA1c {a1c}, in the 5.9–6.4% (41–47 mmol/mol) band the ADA Standards of Care call early abnormal glucose metabolism before 15 weeks, with a higher risk of adverse pregnancy outcomes and of later gestational diabetes.{history} HbA1c does not make the diagnosis of gestational diabetes, and the non-pregnant prediabetes advice does not apply.",
    patient:
      "Your HbA1c (a sugar test) early in pregnancy is a little raised. This can mean a higher chance of diabetes in pregnancy (gestational diabetes), so your pregnancy team may arrange an early sugar test or refer you to the diabetes pregnancy team. It can be treated, and treating it protects you and your baby.",
    nextSteps: [
      "Refer to the joint diabetes and antenatal service, or follow the local pathway, for early assessment for gestational diabetes rather than waiting for the 24–28 week test (some UK booking pathways treat an HbA1c of 41–47 mmol/mol with a risk factor as gestational diabetes)",
      NOT_PREGNANT_ADVICE,
    ],
    patientQuestions: ["Do I need an early sugar test in this pregnancy?"],
    evidence: ["ada-soc-2026-s2", "nhsggc-booking-gdm-screening"],
    keywords: ["gestational diabetes", "hba1c", "early pregnancy", "booking"],
    match: (ctx) => {
      const p = pregnancy(ctx);
      const a1c = ctx.value("hba1c");
      if (p?.weeks === undefined || p.weeks >= EARLY_WEEKS || a1c === undefined) return undefined;
      if (a1c < EARLY_A1C_LOW || a1c >= 6.5 || ctx.conditions("diabetes").length > 0) return undefined;
      const history = [ctx.freeText, ...ctx.model.conditions.map((c) => c.name)].join(". ").toLowerCase();
      return {
        refs: ctx.refs(ctx.lab("hba1c"), ...ctx.conditions("pregnancy")),
        values: {
          weeks: String(p.weeks),
          a1c: ctx.showValue("hba1c"),
          history: PREVIOUS_GDM.test(history)
            ? " Gestational diabetes in a previous pregnancy is recorded, itself a risk factor calling for testing early in this one."
            : "",
        },
      };
    },
  },
];
