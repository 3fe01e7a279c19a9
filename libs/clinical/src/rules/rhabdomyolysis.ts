import { FindingFamily, Severity } from "../model.ts";
import { capitalise, formatNumber } from "../text.ts";
import type { RuleContext } from "./context.ts";
import { EAH_LEADS_BELOW, EXTREME_EXERTION, exerciseHyponatraemia } from "./exercise-hyponatraemia.ts";
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

function raised(ctx: RuleContext, id: string): boolean {
  const v = ctx.value(id);
  const uln = ctx.upperLimit(id);
  return v !== undefined && uln !== undefined && v > uln;
}

export const RHABDOMYOLYSIS_RULES: readonly Rule[] = [
  {
    id: "rhabdomyolysis",
    family: FindingFamily.pattern,
    severity: Severity.high,
    problem: "Muscle breakdown",
    title: "Rhabdomyolysis",
    clinician: "CK {ck} ({times}× the upper limit){cause}: rhabdomyolysis.{complications}{statin}",
    patient:
      "Your muscle enzyme test (CK) is very high. This means muscle has been breaking down, which can harm the kidneys{kidneys}. It needs fluids through a drip and close checks in hospital.{stop} {go}",
    nextSteps: [
      "Start intravenous fluids now, with strict fluid balance and urine output monitoring",
      "Repeat potassium, creatinine, calcium, phosphate and CK; watch urine output and acid-base",
      "Examine the limbs for compartment syndrome",
      "Find and treat the cause of the muscle breakdown",
    ],
    patientQuestions: ["What caused my muscles to break down?"],
    evidence: ["rcem-learning-rhabdomyolysis"],
    keywords: ["rhabdomyolysis", "creatine kinase", "acute kidney injury", "hyperkalaemia", "myoglobin"],
    match: (ctx): RuleMatch | undefined => {
      const found = rhabdomyolysis(ctx);
      if (found === undefined) return undefined;
      const kHigh = raised(ctx, "potassium");
      const creatHigh = raised(ctx, "creatinine");
      const critical = kHigh || creatHigh;
      const dark = statedMention(ctx.freeText, DARK_URINE);
      const liverFromMuscle = raised(ctx, "ast") || raised(ctx, "alt");
      const causeText = found.causes.join(" and ");
      const statins = ctx.meds("statin");
      const statinName = statins.map((m) => m.name).join(" and ");
      const complications = [
        kHigh ? `potassium ${ctx.showValue("potassium")} is raised` : "",
        creatHigh
          ? `creatinine ${ctx.showValue("creatinine")} is raised (acute kidney injury until shown otherwise)`
          : "",
        dark !== undefined ? `"${dark}" in the notes suggests myoglobin in the urine` : "",
        liverFromMuscle ? "the raised AST and ALT can come from the injured muscle rather than the liver" : "",
      ].filter(Boolean);
      const steps = [
        "Start intravenous fluids now, with strict fluid balance and urine output monitoring",
        ...(kHigh
          ? [
              "Treat the potassium as an emergency with an ECG and cardiac monitoring, following the hyperkalaemia protocol",
            ]
          : []),
        "Repeat potassium, creatinine, calcium, phosphate and CK; watch urine output and acid-base",
        "Examine the limbs for compartment syndrome",
        found.causes.includes("a fall") || found.causes.includes("a long lie")
          ? "Find out why the fall happened and look for injuries, including a head injury"
          : "Find and treat the cause of the muscle breakdown",
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
          kidneys: critical ? ", and your kidney or potassium results already show strain" : "",
          stop: statins.length > 0 ? ` Do not take more ${statinName} until you have spoken with a doctor.` : "",
          go: critical
            ? "Go to the emergency department now. If you are already in hospital, stay and tell the team."
            : "Go to the emergency department today.",
        },
        nextSteps: steps,
        evidence: [
          ...(kHigh ? ["nhs-ggc-hyperkalaemia"] : []),
          ...(statins.length > 0 ? ["eas-2015-statin-muscle"] : []),
          ...(liverFromMuscle ? ["lim-2020-rhabdomyolysis-liver-tests"] : []),
        ],
      };
    },
  },
];
