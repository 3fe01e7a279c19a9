import { FindingFamily, Severity } from "../model.ts";
import type { LabObservation } from "../model.ts";
import type { RuleContext } from "./context.ts";
import { bloodKetones, bloodKetoneText, hyperglycaemicCrisis } from "./metabolic-emergencies.ts";
import { statedMention } from "./notes.ts";
import type { Rule } from "./types.ts";

/*
 * Ketosis below the DKA level in type 1 diabetes (review11 endocrine, case 08-t1d-sickday-ketones):
 * a 14-year-old on an insulin pump with flu, glucose 14 mmol/L and blood ketones 1.9 mmol/L got
 * only generic low-priority lines, because rules/metabolic-emergencies.ts acts from ketones of
 * 3.0 mmol/L. This is the point at which sick-day rules stop DKA developing.
 *
 * Sources (see evidence ids): blood ketones of 0.6 mmol/L or more with a high glucose call for
 * extra insulin and fluids and urgent advice (eTG, secondary copy); on a pump, a glucose of 15 mmol/L
 * or more with ketones of 0.6 or more needs insulin by pen and a full line change, and vomiting with
 * a high glucose and ketones is handled as line failure with urgent emergency care; ketones are rechecked every 2 hours once raised, insulin is
 * never stopped, and ketones of 3.0 or more, vomiting, abdominal pain, fast breathing or drowsiness
 * need emergency care (RCH Melbourne sick-day pages).
 */

/** Blood ketones (mmol/L) from which extra insulin and urgent advice are needed with a high glucose. */
const KETOSIS = 0.6;
/** Blood ketones (mmol/L) from which the sick-day steps are same-hours (high). */
const KETOSIS_HIGH = 1.5;
/** The DKA ketone level; from here rules/metabolic-emergencies.ts acts. */
const KETONES_DKA = 3.0;

const TYPE_1 = /\btype\s*(?:1|i|one)\b(?!\.\d)|\bt1(?:dm?)?\b|\biddm\b|\binsulin[- ]dependent\b/i;
const PUMP = /\bpump\b|\bcsii\b|\bomnipod\b|\bt:?slim\b|\bmedtronic\b|\bcontinuous subcutaneous insulin\b/i;
const ILLNESS =
  /\bflu\b|\bflu-like\b|\binfluenza\b|\bfever\w*|\bfebrile\b|\binfection\b|\bunwell\b|\bill(?:ness)?\b|\bsore throat\b|\bcough\w*|\bcold\b|\bgastroenteritis\b|\bdiarrho?ea\b|\beating (?:little|poorly)\b|\bnot eating\b|\bpoor (?:appetite|intake)\b/;
const DANGER: readonly (readonly [string, RegExp])[] = [
  ["vomiting", /\bvomit\w*|\bbeing sick\b/],
  ["abdominal pain", /\babdominal pain\b|\btummy pain\b|\bstomach pain\b/],
  ["fast or deep breathing", /\bkussmaul\b|\bdeep (?:sighing )?breathing\b|\bfast breathing\b|\bbreathless\w*/],
  ["drowsiness or confusion", /\bdrows\w*|\bconfus\w*|\bhard to rouse\b/],
];

/*
 * A urine ketone strip when no blood ketone is in the record (review 34, endo-34 case 01: type 1
 * diabetes with a sore throat, glucose 15.2 mmol/L and urine ketones 4.0 mmol/L, a "moderate" strip,
 * got only a low lab line). Urine strips read acetoacetate, not β-hydroxybutyrate, and lag behind
 * the blood, so a urine level is never compared with the blood DKA level of 3.0 mmol/L; it is graded
 * as the strips are (in mmol/L: small 1.5, moderate 4, large 8 or more; in mg/dL: 15, 40, 80) and a
 * blood ketone check is asked for. Ketones in the urine during illness start the sick-day plan and an
 * early call to the diabetes team (Diabetes Victoria, evidence "diabetes-vic-t1-sick-day").
 */
interface UrineKetones {
  obs: LabObservation;
  /** 1 small (+), 2 moderate (++), 3 large (+++ or more). */
  grade: 1 | 2 | 3;
}
const URINE_GRADE_WORDS = ["", "small (+)", "moderate (++)", "large (+++)"] as const;
const BLOOD_NAMED = /hydroxy\s*-?\s*butyr|\bb-?ohb\b|\bbhb\b|\bblood\b|\bserum\b|\bplasma\b|\bcapillary\b/i;

function urineKetones(ctx: RuleContext): UrineKetones | undefined {
  const obs = ctx.anyLab("urine-ketones");
  if (obs === undefined || BLOOD_NAMED.test(obs.name)) return undefined;
  const v = obs.value;
  const unit = (obs.unit ?? "").toLowerCase().replace(/\s/g, "");
  let grade = 0;
  if (v.kind === "qualitative") grade = v.result === "positive" ? Math.min(v.grade ?? 1, 3) : 0;
  else if (/\blarge\b/i.test(obs.rawValue)) grade = 3;
  else if (/\bmoderate\b/i.test(obs.rawValue)) grade = 2;
  else if (/\bsmall\b/i.test(obs.rawValue)) grade = 1;
  else if (v.kind === "number" && unit === "mmol/l")
    grade = v.value >= 8 ? 3 : v.value >= 4 ? 2 : v.value >= 1.5 ? 1 : 0;
  else if (v.kind === "number" && unit === "mg/dl")
    grade = v.value >= 80 ? 3 : v.value >= 40 ? 2 : v.value >= 15 ? 1 : 0;
  return grade >= 1 ? { obs, grade: grade as 1 | 2 | 3 } : undefined;
}

export function isType1(ctx: RuleContext): boolean {
  return ctx.model.conditions.some((c) => TYPE_1.test(c.name) && /diabet|\bt1d/i.test(c.name));
}

export const DIABETES_KETOSIS_RULES: readonly Rule[] = [
  {
    id: "diabetes-ketosis-sick-day",
    family: FindingFamily.pattern,
    severity: Severity.high,
    problem: "Ketosis in type 1 diabetes",
    title: "{title}",
    clinician:
      "{ketones}{glucose} in type 1 diabetes{pump}{illness}: {meaning} mean too little insulin for the body's needs, and without action DKA can follow within hours. {danger}",
    patient: "Your {which} ketones are raised. {patient}",
    nextSteps: [
      "Give extra rapid-acting insulin now as set out in the diabetes team's sick-day plan; contact the diabetes team now",
    ],
    patientQuestions: ["How much extra insulin should I give for ketones, and when should I go to hospital?"],
    evidence: ["rch-sick-day-insulin-pump", "rch-sick-day-injections"],
    keywords: ["ketones", "sick day rules", "type 1 diabetes", "insulin pump", "diabetic ketoacidosis"],
    match: (ctx) => {
      if (!isType1(ctx)) return undefined;
      const k = bloodKetones(ctx);
      const urine = k === undefined ? urineKetones(ctx) : undefined;
      if (urine === undefined && (k === undefined || k.value < KETOSIS || k.value >= KETONES_DKA)) return undefined;
      // A crisis already found (acidosis with ketones) takes over.
      if (hyperglycaemicCrisis(ctx) !== undefined) return undefined;
      const text = ctx.freeText;
      const pump =
        ctx.model.medications.some((m) => PUMP.test(m.name)) ||
        ctx.model.conditions.some((c) => PUMP.test(c.name)) ||
        statedMention(text, /\binsulin pump\b|\bon (?:a|her|his|their) pump\b|\bpump site\b/) !== undefined;
      const illness = statedMention(text, ILLNESS, true);
      const danger = DANGER.filter(([, re]) => statedMention(text, re, true) !== undefined).map(([n]) => n);
      const glucose = ctx.lab("glucose");
      const high = (k !== undefined ? k.value >= KETOSIS_HIGH : (urine?.grade ?? 0) >= 2) || danger.length > 0;
      const emergency = danger.length > 0;
      const steps = [
        ...(emergency
          ? [
              `Emergency department now: ketones with ${danger.join(", ")} can be the start of DKA (on a pump, vomiting with a high glucose and ketones is treated as pump or line failure)`,
            ]
          : []),
        pump
          ? "Give a correction dose of rapid-acting insulin by pen or syringe now, not through the pump, and change the infusion set and site (suspect pump or cannula failure), as set out in the diabetes team's sick-day plan"
          : "Give extra rapid-acting insulin now as set out in the diabetes team's sick-day plan; never stop the basal insulin, even when not eating",
        ...(urine !== undefined
          ? [
              "Check blood ketones now with a meter if one is available: a urine strip lags behind the blood level and cannot show how close this is to DKA",
            ]
          : []),
        "Drink fluids often (sugar-free if glucose is high); recheck glucose and ketones every 1–2 hours",
        "Contact the diabetes team now for dose advice",
        "Go to the emergency department if blood ketones reach 3.0 mmol/L, if ketones keep rising or have not fallen after the extra insulin, or with vomiting, abdominal pain, fast breathing or drowsiness",
      ];
      return {
        refs: [(k?.obs ?? urine!.obs).ref, ...(glucose ? [glucose.ref] : [])],
        // The pump page only for someone on a pump (as in type1-sick-day.ts), and the urine-ketone
        // guidance only when a urine strip is what was read (review 34, endo-34 case 01).
        evidence: [
          pump ? "rch-sick-day-insulin-pump" : "rch-sick-day-injections",
          ...(urine !== undefined ? ["diabetes-vic-t1-sick-day"] : []),
        ],
        evidenceReplacesRule: true,
        severity: emergency ? Severity.critical : high ? Severity.high : Severity.moderate,
        values: {
          title: emergency
            ? "Ketones with vomiting or other danger signs in type 1 diabetes: emergency care now"
            : "Raised ketones in type 1 diabetes: sick-day rules now (extra insulin, diabetes team)",
          ketones:
            k !== undefined
              ? `Blood ketones ${bloodKetoneText(ctx, k)}`
              : `Urine ketones ${ctx.show(urine!.obs)}, ${URINE_GRADE_WORDS[urine!.grade]} on a urine strip,`,
          meaning:
            k !== undefined
              ? "raised ketones below the DKA level (3.0 mmol/L)"
              : "ketones in the urine during illness (no blood ketone result in the record)",
          which: k !== undefined ? "blood" : "urine",
          glucose: glucose ? ` with glucose ${ctx.show(glucose)}` : "",
          pump: pump ? " on an insulin pump" : "",
          illness: illness !== undefined ? `, with "${illness}" in the notes` : "",
          danger: emergency
            ? `The notes record ${danger.join(", ")}: with ketones this needs emergency assessment now.`
            : pump
              ? "On a pump, ketones can mean the pump or cannula has failed, so extra insulin is given by pen or syringe."
              : "",
          patient: emergency
            ? "With your symptoms, this can be the start of diabetic ketoacidosis (DKA). Go to an emergency department now or call an ambulance."
            : `This means your body needs more insulin, and without it a serious illness called diabetic ketoacidosis (DKA) can develop within hours. Follow your sick-day plan now: ${pump ? "give extra insulin with a pen or syringe (not the pump) and change your pump set" : "give the extra insulin in your plan"}, drink fluids, check glucose and ketones every 1 to 2 hours, and call your diabetes team now. Never stop your insulin. Go to an emergency department if blood ketones reach 3.0, keep rising, or if you vomit, have {tummy} pain, breathe fast or feel very drowsy.`,
        },
        nextSteps: steps,
      };
    },
  },
];
