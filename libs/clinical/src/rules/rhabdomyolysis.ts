import { FindingFamily, type LabObservation, Severity } from "../model.ts";
import { capitalise, formatNumber } from "../text.ts";
import type { RuleContext } from "./context.ts";
import { EAH_LEADS_BELOW, EXTREME_EXERTION, exerciseHyponatraemia } from "./exercise-hyponatraemia.ts";
import { inMonovalentUnit, monovalentUnit } from "./equivalent-units.ts";
import { hyperkalaemiaSources, potassiumEmergency } from "./hyperkalaemia-emergency.ts";
import { statedMention } from "./notes.ts";
import type { Rule, RuleMatch } from "./types.ts";

/*
 * Rhabdomyolysis: an acute rise of CK above five times the upper limit of normal (RCEMLearning,
 * seen 2026-11-28) with a cause named in the notes, or a CK of 10,000 U/L or more on its own.
 * Raised potassium or creatinine makes it an emergency. A statin is named as a possible
 * contributor, never the cause; the statin CK rule and the potassium-only rule step aside.
 */

/** CK multiple of the upper limit that defines rhabdomyolysis (RCEMLearning). */
export const RHABDO_CK_ULN = 5;
/** CK (U/L) read as rhabdomyolysis without a cause in the notes. */
const RHABDO_CK_ALONE = 10_000;
/** The moderate hyperkalaemia band (6.0–6.4 mmol/L) that asks for an ECG now (rules/drug-lab.ts). */
const MODERATE_POTASSIUM = 6.0;

/** Causes of muscle breakdown in the notes, named for the texts. */
const CAUSES: readonly (readonly [string, RegExp])[] = [
  [
    "a long lie",
    /\blong\s+lie\b|\b\d+[- ]?(?:hour|hr|h)s?\s+lie\b|\bfound\s+on\s+the\s+floor\b|\blying\s+on\s+the\s+floor\b/,
  ],
  ["a fall", /\b(?:had\s+an?|after\s+an?|unwitnessed|witnessed|mechanical|recent)\s+fall\b|\bfell\b/],
  ["immobility", /\bimmobil\w*|\bunable\s+to\s+get\s+up\b/],
  ["a crush injury", /\bcrush\w*/],
  ["a seizure", /\bseizures?\b|\bfits\b|\bhad\s+a\s+fit\b|\bconvuls\w*|\bstatus\s+epilepticus\b/],
  ["extreme exertion", EXTREME_EXERTION],
];
/** Muscle symptoms in the notes: with a statin and no other cause, the statin CK rule leads. */
const MUSCLE_SYMPTOMS =
  /\bmuscle\s+(?:pain|aches?|weakness|tenderness|cramps?)\b|\bmyalgia\b|\b(?:thigh|calf|leg|shoulder)\s+(?:pain|weakness)\b|\bproximal\s+weakness\b/;
const DARK_URINE = /\b(?:dark|brown|cola[- ]colou?red|tea[- ]colou?red)\s+urine\b/;

export interface Rhabdomyolysis {
  ck: number;
  times: number;
  causes: string[];
}

/** Rhabdomyolysis as this rule reads it, or undefined; other rules step aside while it is present. */
export function rhabdomyolysis(ctx: RuleContext): Rhabdomyolysis | undefined {
  const ck = ctx.value("ck");
  const uln = ctx.upperLimit("ck");
  if (ck === undefined || uln === undefined || uln <= 0) return undefined;
  const times = ck / uln;
  const causes = CAUSES.filter(([, re]) => statedMention(ctx.freeText, re) !== undefined).map(([name]) => name);
  if (ck < RHABDO_CK_ALONE && !(times > RHABDO_CK_ULN && causes.length > 0)) return undefined;
  // A moderate CK rise after exertion with a low sodium: the hyponatraemia leads, and IV fluids
  // for the CK would add water to it (rules/exercise-hyponatraemia.ts).
  const na = exerciseHyponatraemia(ctx);
  if (
    ck < RHABDO_CK_ALONE &&
    causes.length === 1 &&
    causes[0] === "extreme exertion" &&
    na !== undefined &&
    na < EAH_LEADS_BELOW
  )
    return undefined;
  // Statin muscle symptoms with no other cause: the statin CK rule (drug-lab.ts) names the myopathy.
  if (
    causes.length === 0 &&
    ctx.meds("statin").length > 0 &&
    statedMention(ctx.freeText, MUSCLE_SYMPTOMS) !== undefined
  )
    return undefined;
  return { ck, times, causes };
}

const DAY_MS = 86_400_000;
/** How far back an earlier, higher result still describes the same episode. */
const EPISODE_DAYS = 14;
const HEAD_INJURY = /\bhead\s+injur(?:y|ies)\b/;

/** The highest earlier result of a test in the same episode, when it is above the current one. */
function earlierPeak(ctx: RuleContext, id: string): LabObservation | undefined {
  const [current, ...rest] = ctx.labs(id).filter((o) => ctx.valueOf(o) !== undefined);
  const now = ctx.valueOf(current);
  const end = current?.time;
  if (end === undefined || now === undefined) return undefined;
  const since = end - EPISODE_DAYS * DAY_MS;
  const earlier = rest.filter((o) => o.time !== undefined && o.time < end && o.time >= since);
  const peak = earlier.reduce<LabObservation | undefined>(
    (best, o) => ((ctx.valueOf(o) ?? 0) > (ctx.valueOf(best) ?? -Infinity) ? o : best),
    undefined,
  );
  return peak !== undefined && (ctx.valueOf(peak) ?? 0) > now ? peak : undefined;
}

/**
 * Rhabdomyolysis already under treatment and settling (review 16, acute panels 10): CK at most half
 * an earlier peak from the same episode, potassium in range, and creatinine in range or falling. The
 * "start fluids now, go to the emergency department" texts would restart an alarm the team has
 * answered; monitoring goes on until the results have settled (RCEMLearning: serial renal
 * function and acid-base monitoring).
 */
function settling(ctx: RuleContext, ck: number): { ckPeak: LabObservation; creatPeak?: LabObservation } | undefined {
  const ckPeak = earlierPeak(ctx, "ck");
  if (ckPeak === undefined || ck > (ctx.valueOf(ckPeak) ?? 0) / 2 || raised(ctx, "potassium")) return undefined;
  const creatPeak = earlierPeak(ctx, "creatinine");
  if (raised(ctx, "creatinine") && creatPeak === undefined) return undefined;
  return { ckPeak, ...(creatPeak !== undefined && { creatPeak }) };
}

function raised(ctx: RuleContext, id: string): boolean {
  const v = ctx.value(id);
  const uln = ctx.upperLimit(id);
  return v !== undefined && uln !== undefined && v > uln;
}

function causeStep(ctx: RuleContext, found: Rhabdomyolysis): string {
  if (!found.causes.includes("a fall") && !found.causes.includes("a long lie"))
    return "Find and treat the cause of the muscle breakdown";
  // "No head injury" in the notes: the step does not ask for what the record has already excluded.
  const head = statedMention(ctx.freeText, HEAD_INJURY) === undefined && HEAD_INJURY.test(ctx.freeText);
  return `Find out why the fall happened and look for injuries${head ? "" : ", including a head injury"}`;
}

function settlingMatch(
  ctx: RuleContext,
  found: Rhabdomyolysis,
  falling: { ckPeak: LabObservation; creatPeak?: LabObservation },
): RuleMatch {
  const creat = ctx.lab("creatinine");
  const kidney =
    falling.creatPeak !== undefined && raised(ctx, "creatinine")
      ? ` Creatinine ${ctx.show(creat)} is still raised but down from ${ctx.show(falling.creatPeak)}.`
      : creat !== undefined
        ? ` Creatinine ${ctx.show(creat)} is in range.`
        : "";
  const potassium = ctx.lab("potassium");
  return {
    refs: ctx.refs(ctx.lab("ck"), falling.ckPeak, creat, falling.creatPeak, potassium),
    severity: Severity.moderate,
    values: {
      ck: ctx.showValue("ck"),
      times: formatNumber(found.times, 0),
      cause: found.causes.length > 0 ? ` after ${found.causes.join(" and ")}` : "",
      complications: ` It is settling: CK is down from ${ctx.show(falling.ckPeak)}${potassium !== undefined ? ` and potassium ${ctx.show(potassium)} is in range` : ""}.${kidney}`,
      statin: "",
      state:
        "is still raised, but it has come down a lot since your earlier test, and your kidney and potassium results are in range or improving. This fits muscle damage that is healing.",
      stop: "",
      go: "Your care team will keep checking your blood tests until they are back to normal.",
    },
    nextSteps: [
      "Continue fluids with fluid balance and urine output monitoring until CK and creatinine have settled",
      "Repeat CK, creatinine and potassium to confirm the fall continues",
      causeStep(ctx, found),
    ],
    patientQuestions: ["When will my blood tests be checked again?"],
  };
}

/*
 * The raised potassium of rhabdomyolysis, tiered by the engine's hyperkalaemia bands (review 32,
 * onc-haem-32b cases 02–04: any potassium above the range, even 5.3 mmol/L, got "treat the potassium
 * as an emergency" and made the finding critical). An emergency is what potassiumEmergency reads
 * (6.5 mmol/L or more, or hyperkalaemic ECG changes in the notes); 6.0–6.4 is the moderate band that
 * asks for a 12-lead ECG now; below 6.0 the potassium is repeated with the other bloods, as it can
 * keep rising while muscle breaks down.
 */
type PotassiumBand = "emergency" | "urgent" | "repeat";

function potassiumBand(ctx: RuleContext): PotassiumBand {
  if (potassiumEmergency(ctx) !== undefined) return "emergency";
  return (ctx.value("potassium") ?? 0) >= MODERATE_POTASSIUM ? "urgent" : "repeat";
}

const BAND_TEXT: Record<PotassiumBand, string> = {
  emergency: " (a hyperkalaemia emergency: 6.5 mmol/L or more, or ECG changes)",
  urgent: " (6.0–6.4 mmol/L: a 12-lead ECG now)",
  repeat: " (below 6.0 mmol/L, but it can rise as muscle breaks down)",
};

function potassiumStep(ctx: RuleContext, band: PotassiumBand): string {
  const unit = monovalentUnit(ctx.lab("potassium"));
  const step =
    band === "emergency"
      ? "Treat the potassium as an emergency now with continuous cardiac monitoring, following the hyperkalaemia protocol"
      : band === "urgent"
        ? "12-lead ECG now for the potassium of 6.0–6.4 mmol/L; treat it as an emergency if the ECG shows hyperkalaemic changes or potassium reaches 6.5 mmol/L"
        : "Recheck potassium within hours with the other bloods: it is below 6.0 mmol/L now but can rise as muscle breaks down";
  return inMonovalentUnit(step, unit);
}

export const RHABDOMYOLYSIS_RULES: readonly Rule[] = [
  {
    id: "rhabdomyolysis",
    family: FindingFamily.pattern,
    severity: Severity.high,
    problem: "Muscle breakdown",
    title: "Rhabdomyolysis",
    clinician: "CK {ck} ({times}× the upper limit){cause}: rhabdomyolysis.{complications}{statin}",
    patient: "Your muscle enzyme test (CK) {state}{stop} {go}",
    nextSteps: [
      "Start intravenous fluids now, with strict fluid balance and urine output monitoring",
      "Repeat potassium, creatinine, calcium, phosphate and CK; watch urine output and acid-base",
      "Examine the limbs for compartment syndrome",
      "Find and treat the cause of the muscle breakdown",
    ],
    patientQuestions: ["What caused my muscles to break down?"],
    evidence: [
      "rcem-learning-rhabdomyolysis",
      "emergencycarebc-rhabdomyolysis",
      "northwestern-rhabdomyolysis-urinalysis",
    ],
    keywords: ["rhabdomyolysis", "creatine kinase", "acute kidney injury", "hyperkalaemia", "myoglobin"],
    match: (ctx): RuleMatch | undefined => {
      const found = rhabdomyolysis(ctx);
      if (found === undefined) return undefined;
      const falling = settling(ctx, found.ck);
      if (falling !== undefined) return settlingMatch(ctx, found, falling);
      const kHigh = raised(ctx, "potassium");
      const kBand = kHigh ? potassiumBand(ctx) : undefined;
      const creatHigh = raised(ctx, "creatinine");
      const critical = kBand === "emergency" || creatHigh;
      const dark = statedMention(ctx.freeText, DARK_URINE);
      const liverFromMuscle = raised(ctx, "ast") || raised(ctx, "alt");
      const causeText = found.causes.join(" and ");
      const statins = ctx.meds("statin");
      const statinName = statins.map((m) => m.name).join(" and ");
      const complications = [
        kBand !== undefined
          ? `potassium ${ctx.showValue("potassium")} is raised${inMonovalentUnit(BAND_TEXT[kBand], monovalentUnit(ctx.lab("potassium")))}`
          : "",
        creatHigh
          ? `creatinine ${ctx.showValue("creatinine")} is raised (acute kidney injury until shown otherwise)`
          : "",
        dark !== undefined ? `"${dark}" in the notes suggests myoglobin in the urine` : "",
        liverFromMuscle ? "the raised AST and ALT can come from the injured muscle rather than the liver" : "",
      ].filter(Boolean);
      const steps = [
        "Start intravenous fluids now, with strict fluid balance and urine output monitoring",
        ...(kBand !== undefined ? [potassiumStep(ctx, kBand)] : []),
        "Repeat potassium, creatinine, calcium, phosphate and CK; watch urine output and acid-base",
        "Examine the limbs for compartment syndrome",
        causeStep(ctx, found),
        ...(statins.length > 0
          ? [
              found.causes.length > 0
                ? `Stop ${statinName} for now: a statin may have added to the muscle damage`
                : `Stop ${statinName} now: with no other cause named, the statin may be the cause`,
            ]
          : []),
      ];
      return {
        refs: ctx.refs(
          ctx.lab("ck"),
          kHigh ? ctx.lab("potassium") : undefined,
          creatHigh ? ctx.lab("creatinine") : undefined,
          ...statins,
        ),
        severity: critical ? Severity.critical : Severity.high,
        values: {
          ck: ctx.showValue("ck"),
          times: formatNumber(found.times, 0),
          cause: found.causes.length > 0 ? ` after ${causeText}` : "",
          complications: complications.length > 0 ? ` ${capitalise(complications.join("; "))}.` : "",
          statin:
            statins.length > 0
              ? found.causes.length > 0
                ? ` ${statinName} may have contributed, but ${causeText} ${found.causes.length > 1 ? "are" : "is"} the more likely trigger.`
                : ` No other cause is named, so ${statinName} may be the cause.`
              : "",
          state: `is very high. This means muscle has been breaking down, which can harm the kidneys${critical ? `, and your ${creatHigh ? (kBand === "emergency" ? "kidney and potassium results" : "kidney results") : "potassium result"} already ${creatHigh ? "show" : "shows"} strain` : kBand !== undefined ? ", and your potassium is raised and needs checking again" : ""}. It needs fluids through a drip and close checks in hospital.`,
          stop: statins.length > 0 ? ` Do not take more ${statinName} until you have spoken with a doctor.` : "",
          go: critical
            ? "Go to the emergency department now. If you are already in hospital, stay and tell the team."
            : "Go to the emergency department today.",
        },
        nextSteps: steps,
        evidence: [
          // The hyperkalaemia source by the record's country: a US record was cited NHS GGC (review 32, hyperk-32 case 04).
          // Cited for the bands that act on the potassium (6.0 or more, or ECG changes).
          ...(kBand !== undefined && kBand !== "repeat" ? hyperkalaemiaSources(ctx) : []),
          ...(statins.length > 0 ? ["eas-2015-statin-muscle"] : []),
          ...(liverFromMuscle ? ["lim-2020-rhabdomyolysis-liver-tests"] : []),
        ],
      };
    },
  },
];
