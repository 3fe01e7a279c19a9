import { FindingFamily, Severity, type VitalItem } from "../model.ts";
import { formatNumber } from "../text.ts";
import type { RuleContext } from "./context.ts";
import { currentMention } from "./notes-history.ts";
import { refeeding as refeedingSyndrome } from "./refeeding.ts";
import type { Rule, RuleMatch } from "./types.ts";
import { isLow } from "./lab-status.ts";

/*
 * Medical instability in a recorded eating disorder. Thresholds as seen on 2026-11-28 (see the
 * seenAt of "sahm-2022-restrictive-eating-disorders", "nice-ng69-eating-disorders",
 * "rcpsych-2022-meed" and "nice-cg32-nutrition-support"):
 * - SAHM 2022 (adolescents and young adults with restrictive eating disorders), Table 4: any one of
 *   these justifies hospital admission: heart rate below 50/min by day (below 45/min at night),
 *   blood pressure below 90/45 mmHg, temperature below 35.6 °C, orthostatic changes, low potassium,
 *   sodium or phosphate, ECG changes, 75% or less of median BMI for age and sex.
 * - NICE NG69: bradycardia, hypotension and hypothermia are common in people underweight from an
 *   eating disorder; pulse, blood pressure and degree of underweight are markers of instability.
 * - RCPsych MEED 2022: a risk assessment framework for all ages. Its own thresholds were not seen,
 *   so none is quoted from it; it is named only as the framework to use.
 * - NICE CG32 (adults): low potassium, phosphate or magnesium before feeding, or a BMI below 16,
 *   is high risk of refeeding problems.
 * The day and night heart-rate limits cannot be told apart from one reading, so the day limit is used.
 */

const HR_BELOW = 50;
const SYSTOLIC_BELOW = 90;
const DIASTOLIC_BELOW = 45;
const TEMP_BELOW_C = 35.6;
/** NICE CG32, adults: a BMI below 16 kg/m² is high risk of refeeding problems. */
const REFEEDING_BMI_BELOW = 16;
const ADULT_FROM = 18;
/** Readings older than this before the newest vital sign do not stand for the present. An engine choice. */
const CURRENT_MS = 48 * 3_600_000;

/** An eating disorder stated in the notes (a denied, family, past or remitted one does not count). */
const EATING_DISORDER_IN_TEXT =
  /\b(?:anorexia nervosa|atypical anorexia|bulimia(?: nervosa)?|eating disorder|arfid|avoidant\/?\s?restrictive food intake|restrictive eating|restricting (?:food|intake|(?:her|his|their) (?:intake|eating)|to \d+ ?kcal))\b/;

/** The recorded eating disorder: an active condition, else a mention in the notes. */
export function recordedEatingDisorder(ctx: RuleContext): { text: string; refs: string[] } | undefined {
  const cond = ctx.conditions("eating-disorder")[0];
  if (cond !== undefined) return { text: cond.name, refs: [cond.ref] };
  const quote = currentMention(ctx.freeText, EATING_DISORDER_IN_TEXT);
  return quote === undefined ? undefined : { text: `"${quote}" in the notes`, refs: [] };
}

interface Marker {
  text: string;
  plain: string;
  refs: string[];
  critical?: boolean;
}

function latestVital(ctx: RuleContext, kinds: readonly VitalItem["kind"][]): VitalItem | undefined {
  const all = ctx.model.vitals.map((v) => v.time).filter((t): t is number => t !== undefined);
  const newest = all.length === 0 ? undefined : Math.max(...all);
  const list = kinds.flatMap((k) => ctx.vitals(k));
  const dated = list.filter((v) => v.time !== undefined).sort((a, b) => (b.time ?? 0) - (a.time ?? 0));
  const v = dated[0] ?? list[0];
  if (v === undefined) return undefined;
  return v.time === undefined || newest === undefined || newest - v.time <= CURRENT_MS ? v : undefined;
}

const on = (v: VitalItem) => (v.date === undefined ? "" : ` (${v.date.slice(0, 10)})`);

function celsius(v: VitalItem): number | undefined {
  if (v.value === undefined) return undefined;
  const unit = (v.unit ?? "").toLowerCase();
  const c = /f/.test(unit) || (unit === "" && v.value >= 93 && v.value <= 113) ? ((v.value - 32) * 5) / 9 : v.value;
  return c >= 25 && c <= 45 ? c : undefined;
}

/** SAHM 2022 physiological instability: slow heart rate, low blood pressure, low temperature. */
function vitalMarkers(ctx: RuleContext): Marker[] {
  const out: Marker[] = [];
  const hr = latestVital(ctx, ["heart-rate"]);
  if (hr?.value !== undefined && hr.value >= 20 && hr.value < HR_BELOW)
    out.push({
      text: `heart rate ${formatNumber(hr.value)}/min${on(hr)}, below 50/min`,
      plain: "a very slow heart rate",
      refs: [hr.ref],
    });
  const bp = latestVital(ctx, ["bp", "systolic"]);
  const dia = bp?.diastolic ?? latestVital(ctx, ["diastolic"])?.value;
  if (bp?.value !== undefined && (bp.value < SYSTOLIC_BELOW || (dia !== undefined && dia < DIASTOLIC_BELOW)))
    out.push({
      text: `blood pressure ${formatNumber(bp.value)}${dia === undefined ? "" : `/${formatNumber(dia)}`} mmHg${on(bp)}, below 90/45`,
      plain: "low blood pressure",
      refs: [bp.ref],
    });
  const t = latestVital(ctx, ["temperature"]);
  const c = t === undefined ? undefined : celsius(t);
  if (t !== undefined && c !== undefined && c < TEMP_BELOW_C)
    out.push({
      text: `temperature ${formatNumber(c, 1)} °C${on(t)}, below 35.6 °C`,
      plain: "a low body temperature",
      refs: [t.ref],
    });
  return out;
}

/** A lab below its range, quoted with its name and value. */
function lowLab(ctx: RuleContext, id: string, plain: string): Marker | undefined {
  const o = ctx.lab(id);
  return isLow(o)
    ? {
        text: `${o.name} ${ctx.show(o)}, ${o.status === "critical-low" ? "critically low" : "low"}`,
        plain,
        refs: [o.ref],
        critical: o.status === "critical-low",
      }
    : undefined;
}

function bmiOf(ctx: RuleContext): VitalItem | undefined {
  const v = latestVital(ctx, ["bmi"]);
  return v?.value !== undefined && v.value >= 8 && v.value <= 80 ? v : undefined;
}

function words(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? "";
  return `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`;
}

/*
 * Low white cells and neutrophils beside the instability markers (review 24, paeds-24 case 05: a
 * 16-year-old's white cells 2.9 and neutrophils 1.3 were read as "viral infections, medicines or
 * bone-marrow problems", with a word on African ancestry). Starvation commonly lowers both, from a
 * reversible marrow change that recovers with refeeding (sabel-2013-anorexia-haematology,
 * ijed-2009-anorexia-haematology-review). A count in the critical range keeps its own line.
 */
function starvationCounts(ctx: RuleContext): { text: string; refs: string[] } | undefined {
  const counts = [ctx.lab("wbc"), ctx.lab("anc")].filter(
    (o): o is NonNullable<typeof o> => isLow(o) && o.status !== "critical-low",
  );
  if (counts.length === 0) return undefined;
  return {
    text: ` The low ${counts.map((o) => `${o.analyteId === "anc" ? "neutrophils" : "white cells"} ${ctx.show(o)}`).join(" and ")} are common in anorexia nervosa: starvation suppresses the bone marrow, and the counts recover with refeeding, so they are read with the eating disorder rather than worked up on their own.`,
    refs: counts.map((o) => o.ref),
  };
}

function instability(ctx: RuleContext): RuleMatch | undefined {
  const ed = recordedEatingDisorder(ctx);
  if (ed === undefined) return undefined;
  const vitals = vitalMarkers(ctx);
  const salts = [
    lowLab(ctx, "potassium", "low potassium"),
    lowLab(ctx, "sodium", "low sodium"),
    lowLab(ctx, "phosphorus", "low phosphate"),
  ].filter((m): m is Marker => m !== undefined);
  const magnesium = lowLab(ctx, "magnesium", "low magnesium");
  const glucose = lowLab(ctx, "glucose", "low blood sugar");
  const adult = ctx.age !== undefined && ctx.age >= ADULT_FROM;
  const bmi = bmiOf(ctx);
  const lowAdultBmi = adult && bmi?.value !== undefined && bmi.value < REFEEDING_BMI_BELOW;
  // Refeeding risk (NICE CG32): low potassium, phosphate or magnesium before feeding; in adults a BMI below 16.
  const refeedingSalts = [
    ...salts.filter((m) => m.plain !== "low sodium"),
    ...(magnesium === undefined ? [] : [magnesium]),
  ];
  const refeeding = refeedingSalts.length > 0 || lowAdultBmi;
  const markers = [...vitals, ...salts];
  if (markers.length === 0 && !refeeding) return undefined;

  // Vital-sign instability, or a critically low potassium, sodium or phosphate: critical. Low salts
  // alone: high. Only a refeeding risk (low magnesium, or an adult BMI below 16): moderate.
  const critical = vitals.length > 0 || salts.some((m) => m.critical === true);
  const severity = markers.length === 0 ? Severity.moderate : critical ? Severity.critical : Severity.high;

  const also = [magnesium, glucose].filter((m): m is Marker => m !== undefined);
  const bmiText =
    bmi?.value === undefined
      ? ""
      : adult
        ? ` BMI ${formatNumber(bmi.value, 1)} kg/m²${on(bmi)}${lowAdultBmi ? ", below 16" : ""}.`
        : ` BMI ${formatNumber(bmi.value, 1)} kg/m²${on(bmi)}: under 18, SAHM judges weight as a percentage of the median BMI for age and sex (75% or less supports admission), so compare it on a growth chart.`;
  const lead =
    markers.length > 0
      ? `${markers.map((m) => m.text).join("; ")}.${also.length > 0 ? ` Also: ${also.map((m) => m.text).join("; ")}.` : ""}${bmiText} These are markers of medical instability in an eating disorder: SAHM 2022 (adolescents and young adults) lists each one (a heart rate below 50/min by day or 45/min at night, blood pressure below 90/45 mmHg, a temperature below 35.6 °C, low potassium, sodium or phosphate) as a reason for hospital admission, and NICE NG69 names a slow pulse, low blood pressure and low temperature as markers of instability in people underweight from an eating disorder. Arrange same-day medical assessment with a view to admission, and grade the risk with the RCPsych MEED (2022) framework.${vitals.some((m) => m.plain !== "a very slow heart rate") ? " Without fever, raised inflammatory markers or another sign of infection, a low blood pressure and temperature here are read as effects of starvation, not as sepsis; look for an infection if other signs appear." : ""}`
      : `${also.length > 0 ? `${also.map((m) => m.text).join("; ")}.` : ""}${bmiText}`.trim();
  // Feeding has already restarted and the salts have fallen: rules/refeeding.ts reads that as refeeding
  // syndrome with its own steps, so the risk "before feeding" is not set out beside it (review 21).
  const started = refeeding && refeedingSyndrome(ctx) !== undefined;
  const refeedingText = started
    ? " Feeding has restarted and the salts have fallen: see the refeeding syndrome finding."
    : refeeding
      ? ` Refeeding syndrome: ${
          refeedingSalts.length > 0
            ? `${words(refeedingSalts.map((m) => m.plain))} before feeding`
            : "a BMI below 16 kg/m²"
        } is a high risk criterion for refeeding problems in NICE CG32 (written for adults). Refeed under medical supervision, and check potassium, phosphate and magnesium closely and replace them as feeding starts.`
      : "";

  const plain = words([...new Set(markers.map((m) => m.plain))]);
  const steps = [
    ...(markers.length > 0
      ? [
          "Same-day medical assessment with a view to admission: repeat the observations with lying and standing heart rate and blood pressure, an ECG (rate and QTc), and sodium, potassium, phosphate, magnesium and glucose",
          "Grade the risk with the RCPsych MEED (2022) framework and involve the eating disorder service",
        ]
      : []),
    ...(refeeding && !started
      ? [
          "Before and during refeeding, check potassium, phosphate and magnesium closely and replace them; refeed under medical supervision",
        ]
      : []),
  ];
  const counts = markers.length > 0 ? starvationCounts(ctx) : undefined;
  return {
    refs: [
      ...new Set([
        ...ed.refs,
        ...markers.flatMap((m) => m.refs),
        ...also.flatMap((m) => m.refs),
        ...(bmi ? [bmi.ref] : []),
        ...(counts?.refs ?? []),
      ]),
    ],
    severity,
    ...(counts ? { evidence: ["sabel-2013-anorexia-haematology", "ijed-2009-anorexia-haematology-review"] } : {}),
    values: {
      ed: ed.text,
      lead: (lead + refeedingText + (counts?.text ?? "")).trim(),
      patientLead:
        markers.length > 0
          ? `With an eating disorder, some of these results are signs that the body is under serious strain: ${plain}. This needs a doctor's check today, and a stay in hospital may be needed. If you cannot see a doctor today, or you faint, have chest pain or feel very unwell, go to an emergency department.`
          : "With an eating disorder, starting to eat more needs medical care.",
      patientRefeeding: refeeding
        ? " When eating increases again, body salts such as potassium, phosphate and magnesium can drop quickly. This is called refeeding syndrome. Blood tests and medical care are needed while eating builds back up."
        : "",
    },
    nextSteps: steps,
  };
}

export const EATING_DISORDER_RULES: readonly Rule[] = [
  {
    id: "eating-disorder-medical-instability",
    family: FindingFamily.pattern,
    severity: Severity.critical,
    problem: "Eating disorder",
    title: "Eating disorder: signs of medical instability or refeeding risk",
    clinician: "Eating disorder recorded ({ed}): {lead}",
    patient: "{patientLead}{patientRefeeding}",
    nextSteps: ["Same-day medical assessment with a view to admission"],
    evidence: ["sahm-2022-restrictive-eating-disorders", "nice-ng69-eating-disorders", "rcpsych-2022-meed"],
    keywords: ["eating disorder", "anorexia nervosa", "arfid", "bradycardia", "hypothermia", "refeeding syndrome"],
    match: (ctx) => {
      const m = instability(ctx);
      if (m === undefined) return undefined;
      const refeeding = m.nextSteps?.some((s) => s.startsWith("Before and during refeeding")) ?? false;
      return refeeding ? { ...m, evidence: ["nice-cg32-nutrition-support", ...(m.evidence ?? [])] } : m;
    },
  },
];
