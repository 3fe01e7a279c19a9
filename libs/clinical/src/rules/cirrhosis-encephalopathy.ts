/**
 * Confusion in known cirrhosis read as possible hepatic encephalopathy, with its precipitants.
 *
 * Review 30b, hepato-30b case 01 (from gastro-30 case 12): alcohol-related cirrhosis with a falling
 * sodium and "mild confusion per wife" had the confusion put down to the low sodium alone, with no
 * hepatic encephalopathy finding, no search for what brought it on and no lactulose. The AASLD/EASL
 * 2014 practice guideline (aasld-easl-2014-hepatic-encephalopathy) treats an episode of overt
 * encephalopathy by looking for and correcting its precipitants (infection, gastrointestinal
 * bleeding, diuretic overdose and electrolyte disorders, constipation, dehydration, sedatives), with
 * lactulose as the first choice and rifaximin added to lactulose to prevent recurrence. Low sodium
 * is itself a risk factor for encephalopathy in cirrhosis (guevara-2009-hyponatraemia-hepatic-
 * encephalopathy), so it does not explain the confusion away.
 */
import { FindingFamily, type LabObservation, Severity } from "../model.ts";
import { joinList } from "../text.ts";
import { medNames, type RuleContext } from "./context.ts";
import { knownCirrhosis } from "./cirrhosis.ts";
import { statedMention } from "./notes.ts";
import type { Rule } from "./types.ts";

/** The mental changes of overt encephalopathy as notes record them. */
const MENTAL_CHANGE =
  /\b(?:hepatic\s+)?encephalopath\w*|\bconfus(?:ed|ion)\b|\bdisorient\w*|\bdrows(?:y|iness)\b|\bmuddled\b|\basterixis\b|\bliver flap\b|\b(?:sleep|day[- ]night) (?:reversal|inversion)\b/;

/** Precipitants the notes may state. */
const NOTE_PRECIPITANTS: readonly (readonly [string, RegExp])[] = [
  ["constipation", /\bconstipat\w*|\bno (?:bowel (?:movement|motion)s?|stools?) for\b/],
  [
    "possible gastrointestinal bleeding",
    /\bmela?ena\b|\bha?ematemesis\b|\b(?:vomiting|vomited) blood\b|\bblack (?:tarry )?stools?\b|\b(?:gi|gastrointestinal|variceal) bleed\w*/,
  ],
  [
    "possible infection",
    /\bfever\w*|\bfebrile\b|\bpyrexi\w*|\brigou?rs\b|\b(?:chest|urinary|urine) infection\b|\bcellulitis\b/,
  ],
  ["vomiting or diarrhoea", /\bvomit(?:ing|s)?\b|\bdiarrho?ea\b/],
];

function low(obs: LabObservation | undefined): obs is LabObservation {
  return obs?.status === "low" || obs?.status === "critical-low";
}

function high(obs: LabObservation | undefined): obs is LabObservation {
  return obs?.status === "high" || obs?.status === "critical-high";
}

/** Whether an active medicine entry is named so (lactulose and rifaximin have no class of their own). */
function listsMedicine(ctx: RuleContext, re: RegExp): boolean {
  return ctx.model.medications.some((m) => m.active && re.test(m.name));
}

export const CIRRHOSIS_ENCEPHALOPATHY_RULES: readonly Rule[] = [
  {
    id: "cirrhosis-hepatic-encephalopathy",
    family: FindingFamily.pattern,
    severity: Severity.high,
    problem: "Liver tests",
    title: "Cirrhosis with confusion: possible hepatic encephalopathy",
    clinician:
      '{cirrhosis} with "{sign}" in the notes. In cirrhosis, new confusion or drowsiness is hepatic encephalopathy until shown otherwise, even when another cause is present; an episode is treated by finding and correcting what brought it on, with lactulose as the first-choice treatment.{found}',
    patient:
      "You have scarring of the liver (cirrhosis), and your notes mention {patientSign}. When the liver is scarred, substances it would normally clear can build up and affect the brain (hepatic encephalopathy). An infection, bleeding from the gut, constipation, dehydration, changes in body salts or some medicines can bring it on. It can be treated, often with a medicine called lactulose that helps clear these substances through the bowel. Please contact your liver team or doctor today; if the confusion or sleepiness gets worse, go to an emergency department.",
    nextSteps: [
      "Same-day assessment for hepatic encephalopathy: grade it (West Haven), look for asterixis, check glucose and exclude other causes of confusion",
    ],
    patientQuestions: ["Could my confusion come from my liver, and what brought it on?"],
    evidence: ["aasld-easl-2014-hepatic-encephalopathy"],
    keywords: ["hepatic encephalopathy", "lactulose", "rifaximin", "cirrhosis", "confusion"],
    match: (ctx) => {
      const cirrhosis = knownCirrhosis(ctx);
      if (cirrhosis === undefined) return undefined;
      const sign = statedMention(ctx.freeText, MENTAL_CHANGE);
      if (sign === undefined) return undefined;
      const sodium = ctx.lab("sodium");
      const potassium = ctx.lab("potassium");
      const kidney = (
        [
          ["creatinine", ctx.lab("creatinine")],
          ["urea", ctx.lab("urea")],
          ["BUN", ctx.lab("bun")],
        ] as const
      ).find(([, obs]) => high(obs));
      const sedatives = ctx.medsOf("opioid", "benzodiazepine", "z-drug", "gabapentinoid");
      const diuretics = ctx.medsOf("loop-diuretic", "thiazide", "mra");
      const found = [
        low(sodium) ? `sodium ${ctx.show(sodium)}` : "",
        low(potassium) ? `potassium ${ctx.show(potassium)}` : "",
        kidney !== undefined ? `${kidney[0]} ${ctx.show(kidney[1])} (dehydration, over-diuresis or kidney injury)` : "",
        sedatives.length > 0 ? `${medNames(sedatives)} (sedating)` : "",
        diuretics.length > 0 ? `${medNames(diuretics)} (over-diuresis)` : "",
        ...NOTE_PRECIPITANTS.filter(([, re]) => statedMention(ctx.freeText, re) !== undefined).map(([n]) => n),
      ].filter(Boolean);
      const onLactulose = listsMedicine(ctx, /\blactulose\b/i);
      const onRifaximin = listsMedicine(ctx, /\brifaximin\b|\bxifaxan\b|\btargaxan\b/i);
      return {
        refs: ctx.refs(
          cirrhosis,
          low(sodium) ? sodium : undefined,
          low(potassium) ? potassium : undefined,
          kidney?.[1],
          ...sedatives,
          ...diuretics,
        ),
        values: {
          cirrhosis: cirrhosis.name,
          sign,
          patientSign: sign.includes("drows") ? "drowsiness" : "some confusion",
          found:
            found.length > 0
              ? ` Possible precipitants in the record: ${joinList(found)}.${low(sodium) ? " Low sodium is itself a risk factor for encephalopathy in cirrhosis, so it does not explain the confusion away." : ""}`
              : "",
        },
        ...(low(sodium) && {
          evidence: ["guevara-2009-hyponatraemia-hepatic-encephalopathy"],
        }),
        nextSteps: [
          "Same-day assessment for hepatic encephalopathy: grade it (West Haven), look for asterixis, check glucose and exclude other causes of confusion",
          "Look for precipitants: infection (blood and urine cultures, and a diagnostic ascitic tap when there is ascites), gastrointestinal bleeding, constipation, dehydration or over-diuresis, low potassium or sodium, and opioids, benzodiazepines or other sedatives",
          onLactulose
            ? "On lactulose already: check it is being taken and adjust the dose to 2–3 soft stools a day"
            : "Start lactulose, adjusting the dose to 2–3 soft stools a day",
          onRifaximin
            ? "Continue rifaximin with lactulose to prevent further episodes"
            : "After a second episode, add rifaximin to lactulose to prevent recurrence",
        ],
      };
    },
  },
];
