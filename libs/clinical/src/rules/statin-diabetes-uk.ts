import { formatNumber } from "../text.ts";
import { isActiveCondition } from "../vocab/conditions.ts";
import { Severity } from "../model.ts";
import type { RuleContext } from "./context.ts";
import { albuminuriaLasting } from "./albuminuria-persistence.ts";
import { isType1 } from "./diabetes-ketosis.ts";
import { currentSmoking } from "./other.ts";
import { statinPregnancyPlanning } from "./statin-pregnancy-planning.ts";
import type { RuleMatch } from "./types.ts";
import { readsAsUk } from "./uk-record.ts";

/*
 * The statin question in diabetes, asked the UK way (review 22, cardiometabolic-22 cases 01 and 02: a
 * 58-year-old with type 2 diabetes, HbA1c in mmol/mol, "QRISK3 14.2%" in GP notes, and a
 * 44-year-old with type 1 diabetes seen in an NHS clinic, were both given the ADA rule, "statin
 * therapy is recommended for adults with diabetes aged 40–75", with "at least a moderate-intensity
 * statin"). NICE CG181 (kept in NG238; FACTS_SEEN["nice-cg181-lipid-modification"]) asks a different
 * question for each type:
 * - type 2 diabetes: offer atorvastatin 20 mg for primary prevention when the QRISK 10-year CVD risk
 *   is 10% or more; below 10% no statin is offered on that ground;
 * - type 1 diabetes: consider a statin in all adults, and offer one (atorvastatin 20 mg) to those
 *   older than 40, with diabetes for more than 10 years, with established nephropathy or with other
 *   CVD risk factors; QRISK is not used in type 1 diabetes.
 * A record reads as UK by the shared readsAsUk (uk-record.ts): an HbA1c in mmol/mol, or the notes
 * naming the NHS, NICE, QRISK, a GP surgery or A&E. Vascular disease and chronic kidney disease keep
 * their own NICE steps in statin-opportunity-diabetes (aged 40 to 75 only).
 */

/** The 10-year CVD risk (QRISK) from which NICE offers atorvastatin 20 mg for primary prevention. */
const QRISK_OFFER = 10;
/** A QRISK score in the notes: "QRISK3 14.2%", "QRISK score of 8%", "QRISK2 = 12 %". */
const QRISK_VALUE = /\bqrisk\s*[23]?\b(?:\s*(?:score|risk))?\s*(?:of|is|was|=|:)?\s*(\d{1,2}(?:\.\d+)?)\s*%/i;
const TYPE_2 = /\btype\s*(?:2|ii|two)\b|\bt2d/i;

/** The default (ADA) wording of statin-opportunity-diabetes. */
export function adaDiabetesStatinText(age: number): Record<string, string | number> {
  return {
    age,
    title: "Diabetes aged 40–75 without a statin",
    kind: "Diabetes",
    detail: "; statin therapy is recommended for adults with diabetes aged 40–75.",
    patientLead: "People with diabetes aged 40 to 75 usually benefit from a cholesterol medicine called a statin.",
    patientTail: "",
  };
}

/**
 * The wording for diabetes with chronic kidney disease on a UK record: NICE offers atorvastatin 20 mg
 * in CKD (quality standard QS5), so the ADA sentence is not the one given (review 24, deep-24 case 08).
 */
export function ukCkdDiabetesStatinText(age: number): Record<string, string | number> {
  return {
    age,
    title: "Diabetes with chronic kidney disease and no statin",
    kind: "Diabetes",
    detail: `, and chronic kidney disease. NICE offers atorvastatin 20 mg to adults with chronic kidney disease as its preferred first statin for primary and secondary prevention of cardiovascular disease.${ADA_BESIDE}`,
    patientLead:
      "With diabetes and kidney disease, UK guidance offers a cholesterol medicine called a statin (usually atorvastatin 20 mg) to lower the risk of heart attack and stroke.",
    patientTail: "",
  };
}

/**
 * Whether the record reads as from the UK: now the shared `readsAsUk` (uk-record.ts), which keeps
 * this rule's signals (HbA1c in mmol/mol, the NHS or QRISK in the notes) and adds other UK settings.
 */
export function ukDiabetesRecord(ctx: RuleContext): boolean {
  return readsAsUk(ctx);
}

/*
 * NICE's ages, wider than ADA's 40 to 75 (review 22, uk-us-22): in type 1 diabetes NICE considers a
 * statin in all adults (from 18), offering one over 40; in type 2 diabetes the QRISK question is asked
 * up to and including 84, QRISK's upper age (CG181 key priorities; NG238 1.1.7). From 85 no NICE
 * wording was seen with the search tool, so 85 and over stay silent here.
 */
const UK_MAX_AGE = 84;
const UK_T1_MIN_AGE = 18;
const UK_T2_MIN_AGE = 40;

/** Whether a UK record's age is one NICE asks the statin question at, for its type of diabetes. */
export function ukDiabetesStatinAge(ctx: RuleContext, age: number): boolean {
  if (age > UK_MAX_AGE || !ukDiabetesRecord(ctx)) return false;
  return age >= (isType1(ctx) ? UK_T1_MIN_AGE : UK_T2_MIN_AGE);
}

/** The latest QRISK score written in the notes, in percent. */
export function notedQrisk(ctx: RuleContext): number | undefined {
  const m = QRISK_VALUE.exec(ctx.freeText);
  const v = m?.[1] === undefined ? Number.NaN : Number(m[1]);
  return Number.isFinite(v) ? v : undefined;
}

/**
 * A UK record whose notes give a QRISK score at NICE's offer level: the statin question is answered
 * from it (statin-qrisk-uk.ts), not from a US risk equation (review 25, lipids-25 case 09).
 */
export function ukQriskAtOffer(ctx: RuleContext): number | undefined {
  const qrisk = notedQrisk(ctx);
  return qrisk !== undefined && qrisk >= QRISK_OFFER && ukDiabetesRecord(ctx) ? qrisk : undefined;
}

/** When the diabetes began, in the sentence that names it: "type 1 diabetes diagnosed aged 14". */
const DIAGNOSED_AGED =
  /\b(?:diabetes|t1dm?)\b[^.]{0,40}?\bdiagnosed\s+(?:at\s+(?:the\s+)?age\s+(?:of\s+)?|aged\s+|age\s+)(\d{1,2})\b/i;
/** How long it has lasted: "diabetes for 18 years", "T1DM diagnosed 18 years ago". */
const DIABETES_FOR =
  /\b(?:diabetes|t1dm?)\b[^.]{0,40}?\b(?:for\s+(\d{1,2})\s+years|diagnosed\s+(\d{1,2})\s+years\s+ago)\b/i;
const NEPHROPATHY = /\bnephropathy\b|\bchronic kidney disease\b|\bckd\b|\balbuminuria\b/i;
const YEAR_MS = 365.25 * 86_400_000;
/** NICE offers the statin in type 1 diabetes with diabetes for more than 10 years. */
const T1_LONG_YEARS = 10;

/** How many years the type 1 diabetes has lasted, from the condition's date or the notes. */
function type1Years(ctx: RuleContext, age: number): number | undefined {
  const dated = ctx.model.conditions.find((c) => /type\s*(?:1|i|one)\b|\bt1d/i.test(c.name) && c.date !== undefined);
  const since = dated?.date === undefined ? Number.NaN : Date.parse(dated.date);
  if (Number.isFinite(since) && ctx.model.now !== undefined) return (Date.parse(ctx.model.now) - since) / YEAR_MS;
  const aged = DIAGNOSED_AGED.exec(ctx.freeText);
  if (aged?.[1] !== undefined && Number(aged[1]) <= age) return age - Number(aged[1]);
  const span = DIABETES_FOR.exec(ctx.freeText);
  const years = span?.[1] ?? span?.[2];
  return years === undefined ? undefined : Number(years);
}

/**
 * Which of NICE's offer criteria in type 1 diabetes the record shows: over 40, diabetes for more than
 * 10 years, established nephropathy (named, or albuminuria shown to last), or other CVD risk factors.
 * NICE does not list those; recorded hypertension and current smoking, established modifiable CVD
 * risk factors (FACTS_SEEN["nice-cg181-lipid-modification"], pharmaceutical-journal.com), are read as
 * such (review 25, lipids-25 case 03: 34 years, type 1 diabetes for 8 years, treated hypertension and
 * 10 cigarettes a day, was only to "discuss" a statin). Softer factors (weight, family history) are not.
 */
function type1OfferReason(
  ctx: RuleContext,
  age: number,
): { title: string; clinician: string; patient: string } | undefined {
  if (age > 40) return { title: "over 40", clinician: "older than 40", patient: "over 40" };
  const years = type1Years(ctx, age);
  if (years !== undefined && years > T1_LONG_YEARS) {
    const shown = Math.floor(years);
    return {
      title: "for more than 10 years",
      clinician: `diabetes for about ${shown} years, more than 10`,
      patient: "who have had diabetes for more than 10 years",
    };
  }
  const named = ctx.model.conditions.some((c) => isActiveCondition(c.status) && NEPHROPATHY.test(c.name));
  if (named || albuminuriaLasting(ctx))
    return {
      title: "with nephropathy",
      clinician: named
        ? "nephropathy is recorded"
        : "albuminuria has lasted 3 months or more (established nephropathy)",
      patient: "whose kidneys are affected",
    };
  const factors = [
    ctx.conditions("hypertension").length > 0 ? "hypertension" : undefined,
    currentSmoking(ctx) !== undefined ? "current smoking" : undefined,
  ].filter((f) => f !== undefined);
  if (factors.length > 0)
    return {
      title: "with other CVD risk factors",
      clinician: `other CVD risk factors: ${factors.join(" and ")}`,
      patient: "who have other heart risk factors, such as high blood pressure or smoking",
    };
  return undefined;
}

/** The US rule, named beside NICE's so the cited ADA standard says what it is cited for. */
const ADA_BESIDE = " (The US ADA standards recommend a statin for adults with diabetes aged 40–75.)";

const FOLLOW_UP =
  "Recheck total, HDL and non-HDL cholesterol at 3 months, aiming for a fall of more than 40% in non-HDL cholesterol (NICE)";

/**
 * The NICE reading of the statin question in diabetes for a UK record: a match to use in place of
 * the ADA one, "quiet" when NICE would not offer a statin (type 2 diabetes with a QRISK below 10%),
 * or undefined for a record that does not read as UK.
 */
export function ukDiabetesStatin(ctx: RuleContext, age: number): Omit<RuleMatch, "refs"> | "quiet" | undefined {
  if (!ukDiabetesRecord(ctx)) return undefined;
  // A statin offered to a woman who could become pregnant comes with a word on planning (review 26).
  const planning = statinPregnancyPlanning(ctx);
  const planningStep = planning === undefined ? [] : [planning.step];
  const evidence = ["nice-cg181-lipid-modification", ...(planning === undefined ? [] : [planning.evidence])];
  if (isType1(ctx)) {
    const reason = type1OfferReason(ctx, age);
    return {
      // Without an offer criterion in the record NICE "considers" rather than offers.
      ...(reason === undefined && { severity: Severity.low }),
      values: {
        age,
        title:
          reason === undefined
            ? "Type 1 diabetes without a statin"
            : `Type 1 diabetes ${reason.title} without a statin`,
        kind: "Type 1 diabetes",
        patientTail: "",
        detail: `. NICE advises considering a statin for primary prevention in all adults with type 1 diabetes and offering one to those older than 40, with diabetes for more than 10 years, with established nephropathy or with other CVD risk factors, starting with atorvastatin 20 mg; QRISK is not used to decide in type 1 diabetes.${reason === undefined ? "" : ` Here a statin is offered (${reason.clinician}).`}${ADA_BESIDE}`,
        patientLead:
          reason === undefined
            ? "UK guidance suggests adults with type 1 diabetes think about a cholesterol medicine called a statin to lower the risk of heart attack and stroke."
            : `UK guidance offers a cholesterol medicine called a statin (usually atorvastatin 20 mg) to adults with type 1 diabetes ${reason.patient}, to lower the risk of heart attack and stroke.`,
      },
      nextSteps: [
        reason === undefined
          ? "Discuss a statin (NICE: offer atorvastatin 20 mg with type 1 diabetes for more than 10 years, nephropathy or other CVD risk factors)"
          : `Offer atorvastatin 20 mg for primary prevention (NICE, type 1 diabetes ${reason.title}), after discussing benefits and risks`,
        FOLLOW_UP,
        ...planningStep,
      ],
      evidence,
    };
  }
  const kind = ctx.model.conditions.some((c) => TYPE_2.test(c.name)) ? "Type 2 diabetes" : "Diabetes";
  const qrisk = notedQrisk(ctx);
  if (qrisk !== undefined && qrisk < QRISK_OFFER) return "quiet";
  if (qrisk !== undefined) {
    const shown = `${formatNumber(qrisk)}%`;
    return {
      values: {
        age,
        title: "Type 2 diabetes with a QRISK of 10% or more and no statin",
        kind,
        patientTail: "",
        detail: `, and the notes give a QRISK 10-year CVD risk of ${shown}. NICE offers atorvastatin 20 mg for primary prevention to people with type 2 diabetes whose 10-year CVD risk is 10% or more.${ADA_BESIDE}`,
        patientLead: `Your estimated chance of a heart attack or stroke in the next 10 years is ${shown}. UK guidance offers people with type 2 diabetes a cholesterol medicine called a statin (usually atorvastatin 20 mg) when this is 10% or more.`,
      },
      nextSteps: [
        "Offer atorvastatin 20 mg for primary prevention (NICE: type 2 diabetes with a QRISK of 10% or more), after discussing benefits and risks",
        FOLLOW_UP,
        ...planningStep,
      ],
      evidence,
    };
  }
  return {
    values: {
      age,
      title: "Diabetes without a statin or a QRISK score",
      kind,
      detail: ` and no QRISK score in the record. In type 2 diabetes NICE estimates the 10-year CVD risk with QRISK and offers atorvastatin 20 mg for primary prevention when it is 10% or more.${ADA_BESIDE}`,
      patientLead:
        "People with type 2 diabetes are offered a cholesterol medicine called a statin when their estimated chance of a heart attack or stroke in the next 10 years is 10% or more.",
      patientTail: ", and no risk score is in your record",
    },
    nextSteps: [
      "Calculate QRISK3; offer atorvastatin 20 mg for primary prevention if the 10-year risk is 10% or more (NICE)",
    ],
    patientQuestions: ["What is my QRISK score, and should I take a statin?"],
    // No offer yet, so no word on pregnancy planning or its source.
    evidence: ["nice-cg181-lipid-modification"],
  };
}
