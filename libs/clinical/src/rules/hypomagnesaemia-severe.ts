import { FindingFamily, type LabObservation, Severity } from "../model.ts";
import { formatNumber } from "../text.ts";
import { medNames, type RuleContext } from "./context.ts";
import { currentMention, statedMention } from "./notes.ts";
import { platinumChemotherapy } from "./platinum-magnesium.ts";
import { emergencyCountry } from "./record-words.ts";
import type { Rule } from "./types.ts";

/*
 * Magnesium below 0.5 mmol/L with symptoms or a low calcium (review 15 critical values case 11:
 * magnesium 0.35 on omeprazole for 6 years, cramps and tingling fingers, adjusted calcium 1.95): the
 * findings said "replace magnesium" with no route or timing. NHS Highland's hypomagnesaemia
 * guideline gives magnesium by mouth from 0.5 to 0.7 mmol/L and intravenously below 0.5 (20 mmol
 * magnesium sulfate in 250 mL glucose 5% over 3 hours by pump, three doses 12-hourly, half the dose
 * more slowly with eGFR below 30, with blood pressure, heart rate, breathing and urine output watched;
 * not for heart block or existing myocardial damage, critical illness or refeeding). An IV infusion
 * is given in hospital, so this is a same-day step. Without symptoms or a low calcium the existing
 * findings (lab-critical, ppi-hypomagnesaemia) stand.
 */

/** mmol/L: below this the guideline gives magnesium intravenously. */
const IV_BELOW_MMOL = 0.5;
/** mg/dL (the rule unit) to mmol/L, as the catalogue converts magnesium. */
const MG_DL_TO_MMOL = 0.4114;
const LOW = new Set(["low", "critical-low"]);
const ADULT_AGE = 18;

/*
 * The patient's words for the drip, the hospital and the emergency call: a US patient was told
 * magnesium is "given through a drip in hospital" and to "Call an ambulance" (review 45,
 * leftovers-45 case 01); Americans say an IV, "the hospital" and 911. A UK record, and one that
 * reads as neither, keep the ambulance, which needs no number.
 */
const PATIENT_WORDS = {
  uk: {
    values: { drip: "through a drip", hospital: "hospital", call: "Call an ambulance" },
    question: "Do I need to go to hospital for a magnesium drip?",
  },
  us: {
    values: { drip: "through an IV", hospital: "the hospital", call: "Call 911" },
    question: "Do I need to go to the hospital for IV magnesium?",
  },
} as const;
const CAUSE_QUESTION = "What caused my magnesium to drop so low?";

/** Symptoms of low magnesium stated in the notes; the dangerous ones make it an emergency. */
const SYMPTOMS =
  /\b(?:tingling|pins and needles|paraesthesi\w*|paresthesi\w*|cramps?|cramping|spasms?|tetany|twitch\w*|tremor|fasciculation\w*|palpitations?)\b/;
const DANGER =
  /\b(?:tetany|carpopedal\s+spasm|seizures?|fitting|convulsions?|arrhythmi\w*|torsades?|ventricular\s+tachycardia|nystagmus)\b/;
/** Settings the guideline's regimen is not for: its own teams decide (refeeding, intensive care). */
const OUT_OF_SCOPE = /\b(?:refeeding|re-feeding|intensive\s+care|icu|itu)\b/;

function isLow(obs: LabObservation | undefined): obs is LabObservation {
  return obs !== undefined && LOW.has(obs.status);
}

/**
 * Magnesium below 0.5 mmol/L with symptoms or a low calcium, outside the settings the guideline
 * leaves to its own teams: the case for same-day intravenous magnesium, whose plan (magnesium
 * first, with calcium and potassium rechecked) the drug findings then leave to this rule.
 */
export function severeHypomagnesaemia(ctx: RuleContext):
  | {
      mg: LabObservation;
      mmol: number;
      symptom: string | undefined;
      danger: string | undefined;
      lowCalcium: LabObservation | undefined;
    }
  | undefined {
  const mg = ctx.lab("magnesium");
  const value = ctx.valueOf(mg);
  if (mg === undefined || value === undefined || value * MG_DL_TO_MMOL >= IV_BELOW_MMOL) return undefined;
  if (statedMention(ctx.freeText, OUT_OF_SCOPE) !== undefined) return undefined;
  // With a low PTH, hypocalcaemia-hypoparathyroidism gives the IV magnesium plan (magnesium-hypoparathyroidism.ts).
  const calcium = ctx.lab("calcium");
  if (isLow(calcium) && isLow(ctx.lab("pth-intact"))) return undefined;
  const symptom = statedMention(ctx.freeText, SYMPTOMS);
  // A seizure now, not "one withdrawal seizure in 2024" (review 31b, mental-31b case 09).
  const danger = currentMention(ctx.freeText, DANGER, ctx.nowYear);
  const lowCalcium = isLow(calcium) ? calcium : undefined;
  if (symptom === undefined && danger === undefined && lowCalcium === undefined) return undefined;
  return { mg, mmol: value * MG_DL_TO_MMOL, symptom, danger, lowCalcium };
}

export const HYPOMAGNESAEMIA_SEVERE_RULES: readonly Rule[] = [
  {
    id: "hypomagnesaemia-severe-symptomatic",
    family: FindingFamily.pattern,
    severity: Severity.high,
    problem: "Magnesium",
    title: "Severe low magnesium with {short}: intravenous magnesium today",
    clinician:
      "Magnesium {mg}{inMmol} is below 0.5 mmol/L with {why}. At this level NHS Highland's hypomagnesaemia guideline replaces magnesium intravenously rather than by mouth, which means same-day hospital care.",
    patient:
      "Your magnesium is very low, and {patientWhy}. At this level magnesium is usually given {drip} in {hospital}, so you need to be seen today: contact your doctor or go to {hospital} today. {call} if you have a {fit}, severe muscle spasms, or a fast or irregular heartbeat.",
    nextSteps: [
      "Same-day hospital assessment for intravenous magnesium",
      "ECG; recheck magnesium, calcium and potassium during replacement, correcting the magnesium first",
    ],
    patientQuestions: [PATIENT_WORDS.uk.question, CAUSE_QUESTION],
    evidence: ["nhs-highland-hypomagnesaemia"],
    keywords: ["hypomagnesaemia", "magnesium sulfate", "intravenous magnesium", "tetany"],
    match: (ctx) => {
      const severe = severeHypomagnesaemia(ctx);
      if (severe === undefined) return undefined;
      const { mg, mmol, symptom, danger, lowCalcium } = severe;
      const why = [
        ...[danger, symptom].filter((s): s is string => s !== undefined).map((s) => `"${s}" in the notes`),
        ...(lowCalcium ? [`a low calcium (${ctx.show(lowCalcium)})`] : []),
      ];
      const egfr = ctx.value("egfr");
      const lowEgfr = egfr !== undefined && egfr < 30;
      // Chemotherapy is not a cause to "remove": the platinum finding names it (rules/platinum-magnesium.ts).
      const platinum = platinumChemotherapy(ctx);
      // The guideline's cut-off is in mmol/L: a result in mg/dL or mEq/L is shown converted beside it
      // (review 37, older-adults-37 case 07: "1.2 mg/dL is below 0.5 mmol/L", then "0.49 mmol/L is below 0.5").
      const mmolText = `${formatNumber(mmol)} mmol/L`;
      const recordMmol = /^\s*mmol\s*\/\s*l\s*$/i.test(mg.rawUnit ?? mg.unit ?? "");
      // Alcohol is named as a cause from the age the engine's alcohol rules read (alcohol-above-low-risk.ts),
      // not for a child (review 30, engine-30 case 07); a record without an age keeps it.
      const words = PATIENT_WORDS[emergencyCountry(ctx) === "us" ? "us" : "uk"];
      const causes = `proton pump inhibitors, diuretics, ${ctx.age === undefined || ctx.age >= ADULT_AGE ? "alcohol, " : ""}diarrhoea or malabsorption`;
      return {
        refs: [mg.ref, ...(lowCalcium ? [lowCalcium.ref] : []), ...(lowEgfr ? ctx.refs(ctx.lab("egfr")) : [])],
        severity: danger !== undefined ? Severity.critical : Severity.high,
        patientQuestions: [words.question, CAUSE_QUESTION],
        values: {
          ...words.values,
          mg: ctx.show(mg),
          inMmol: recordMmol ? "" : `, ${mmolText},`,
          why: why.join(" and "),
          short: [symptom !== undefined || danger !== undefined ? "symptoms" : "", lowCalcium ? "a low calcium" : ""]
            .filter(Boolean)
            .join(" and "),
          patientWhy:
            symptom !== undefined || danger !== undefined
              ? "your notes mention symptoms that low magnesium can cause"
              : "your calcium is low too, which will not correct until the magnesium does",
        },
        nextSteps: [
          `Same-day hospital assessment for intravenous magnesium: ${recordMmol ? `${mmolText} is below 0.5` : `${mg.rawValue} ${mg.unit ?? mg.rawUnit ?? ""} (${mmolText}) is below 0.5 mmol/L`} with ${why.join(" and ")}`,
          // The guideline is an adult one ("adult therapeutic guidelines"): its fixed 20 mmol dose is
          // not given for a child (review 30, engine-30 case 07, a boy of 9).
          ctx.age !== undefined && ctx.age < ADULT_AGE
            ? "Intravenous magnesium dosed by weight with paediatric advice: the guideline's fixed regimen (20 mmol magnesium sulfate over 3 hours) is for adults"
            : `Intravenous magnesium sulfate by infusion pump, for example 20 mmol in 250 mL glucose 5% over 3 hours, repeated 12-hourly for three doses${lowEgfr ? "; with this eGFR below 30 give half the dose over a longer time" : " (half the dose, more slowly, if eGFR is below 30)"}; watch blood pressure, heart rate, breathing and urine output. The guideline's regimen is not for heart block or existing myocardial damage: seek specialist advice then`,
          "ECG; recheck magnesium, calcium and potassium during replacement, correcting the magnesium first",
          platinum.length > 0
            ? `Tell the oncology team: ${medNames(platinum)} makes the kidneys lose magnesium; review other causes too (${causes})`
            : `Find and remove the cause (${causes})`,
        ],
      };
    },
  },
];
