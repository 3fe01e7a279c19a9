import { FindingFamily, type LabObservation, Severity } from "../model.ts";
import type { RuleContext } from "./context.ts";
import { hyperglycaemicCrisis } from "./metabolic-emergencies.ts";
import { statedMention } from "./notes.ts";
import type { Rule, RuleMatch } from "./types.ts";
import { devolvedNation, readsAsUsUnits } from "./uk-record.ts";

/*
 * New diabetes with weight loss at 60 or over (review 21, diabetes-metabolic case 05: a 63-year-old
 * with HbA1c 110 mmol/mol and 7 kg lost over 3 months was told only that diabetes was diagnosed).
 * NICE NG12 (nice-ng12-suspected-cancer) advises considering an urgent direct-access CT scan (within
 * 2 weeks), or an urgent ultrasound if CT is not available, to look for pancreatic cancer in people
 * aged 60 and over with weight loss and new-onset diabetes.
 */

const NG12_AGE = 60;
/** HbA1c (%, the rule unit) in the diabetes range: 48 mmol/mol. */
const A1C_DIABETES = 6.5;
/** Glucose (mg/dL, the rule unit) in the diabetes range on any sample: 11.1 mmol/L. */
const GLUCOSE_DIABETES = 200;
/** A diabetes diagnosis dated within this many days counts as new onset: an engine choice, NG12 gives no span. */
const NEW_ONSET_DAYS = 365;
const DAY_MS = 86_400_000;

const WEIGHT_LOSS =
  /\b(?:weight loss|weight has dropped|los(?:t|ing) (?:\d+(?:\.\d+)?\s*(?:kg|kilos?|lb|pounds|stone)\b|weight))/i;
/** Weight lost on purpose or expected from treatment: not the weight loss NG12 means. */
const INTENDED =
  /\b(?:trying to lose|intentional(?:ly)?|on a diet|dieting|slimming|weight[- ]loss (?:programme|program|injection|drug|medication)|bariatric|gastric (?:band|bypass|sleeve)|semaglutide|tirzepatide|wegovy|mounjaro|ozempic)\b/i;

/** The result that puts the glucose in the diabetes range: an HbA1c of 48 mmol/mol or more, else a glucose of 11.1 mmol/L or more. */
function diabetesRangeResult(ctx: RuleContext): LabObservation | undefined {
  const a1c = ctx.lab("hba1c");
  if ((ctx.valueOf(a1c) ?? 0) >= A1C_DIABETES) return a1c;
  const glucose = ctx.lab("glucose");
  return (ctx.valueOf(glucose) ?? 0) >= GLUCOSE_DIABETES ? glucose : undefined;
}

/** Diabetes found now (in range with no diagnosis) or a diabetes diagnosis dated within the last year. */
function newOnset(ctx: RuleContext): { refs: string[] } | undefined {
  const recorded = ctx.conditions("diabetes");
  if (recorded.length === 0) {
    const result = diabetesRangeResult(ctx);
    return result === undefined ? undefined : { refs: ctx.refs(result) };
  }
  const now = ctx.model.now === undefined ? Number.NaN : Date.parse(ctx.model.now);
  const dates = recorded.map((c) => (c.date === undefined ? Number.NaN : Date.parse(c.date)));
  // Every recorded diabetes must be recent: one undated or older entry means it is not new.
  const recent = dates.every((t) => Number.isFinite(t) && now - t >= 0 && now - t <= NEW_ONSET_DAYS * DAY_MS);
  return recent ? { refs: ctx.refs(...recorded) } : undefined;
}

function match(ctx: RuleContext): RuleMatch | undefined {
  if (ctx.age === undefined || ctx.age < NG12_AGE || hyperglycaemicCrisis(ctx) !== undefined) return undefined;
  const text = ctx.freeText;
  const loss = statedMention(text, WEIGHT_LOSS);
  if (loss === undefined || statedMention(text, INTENDED) !== undefined) return undefined;
  if (ctx.model.medications.some((m) => m.active && INTENDED.test(m.name))) return undefined;
  const onset = newOnset(ctx);
  if (onset === undefined) return undefined;
  // A US record has no NG12 or direct-access 2-week pathway (review 30, country-30 case 03: a
  // Portland, Oregon record was told "NICE NG12" and "within 2 weeks"); it keeps the prompt
  // pancreas imaging in plain terms with no guideline named, as no US guideline for it was seen.
  if (readsAsUsUnits(ctx))
    return {
      refs: onset.refs,
      values: {
        age: ctx.age,
        loss,
        guidance:
          "New diabetes with unexplained weight loss after 60 can be an early sign of pancreatic cancer, so prompt pancreas imaging (pancreatic-protocol CT) is worth considering.",
      },
      nextSteps: [
        "Consider prompt pancreatic-protocol CT; refer to gastroenterology if it shows a mass or duct change",
      ],
      evidence: [],
      evidenceReplacesRule: true,
    };
  // NG12 is England's and Wales's; Scotland has its own guidelines (review 31, nations-31 case 06:
  // an Aberdeen record was given NG12's 2-week direct-access CT). Their current pancreatic section
  // was not seen, so no guideline is named and the step is worded as an urgent suspected cancer
  // referral or imaging by the local pathway.
  if (devolvedNation(ctx) === "Scotland")
    return {
      refs: onset.refs,
      values: {
        age: ctx.age,
        loss,
        guidance:
          "New diabetes with unexplained weight loss after 60 can be an early sign of pancreatic cancer, so urgent imaging of the pancreas or an urgent suspected cancer referral is worth considering.",
      },
      nextSteps: [
        "Consider urgent imaging of the pancreas (CT) or an urgent suspected cancer referral by the local pathway",
      ],
      evidence: [],
      evidenceReplacesRule: true,
    };
  return { refs: onset.refs, values: { age: ctx.age, loss, guidance: NG12_GUIDANCE } };
}

const NG12_GUIDANCE =
  "NICE NG12 advises considering an urgent direct-access CT scan (within 2 weeks), or an urgent ultrasound if CT is not available, to assess for pancreatic cancer in people aged 60 and over with weight loss and new-onset diabetes.";

export const NEW_DIABETES_WEIGHT_LOSS_RULES: readonly Rule[] = [
  {
    id: "new-diabetes-weight-loss-pancreas",
    family: FindingFamily.pattern,
    severity: Severity.high,
    problem: "Blood sugar",
    title: "New diabetes with weight loss at 60 or over: pancreatic cancer to be excluded",
    clinician: 'New-onset diabetes at age {age} with weight loss in the notes ("{loss}"). {guidance}',
    patient:
      "Your diabetes is new and you have lost weight. High blood sugar itself often causes weight loss, but at your age guidelines advise considering a scan of the pancreas soon, to be sure nothing else is causing both.",
    nextSteps: [
      "Consider an urgent direct-access CT of the pancreas (within 2 weeks), or an urgent ultrasound if CT is not available (NICE NG12)",
    ],
    patientQuestions: ["Do I need a scan to check my pancreas?"],
    evidence: ["nice-ng12-suspected-cancer"],
    keywords: ["new-onset diabetes", "weight loss", "pancreatic cancer", "suspected cancer referral"],
    match,
  },
];
