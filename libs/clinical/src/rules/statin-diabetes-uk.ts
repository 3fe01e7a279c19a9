import { formatNumber } from "../text.ts";
import { Severity } from "../model.ts";
import type { RuleContext } from "./context.ts";
import { isType1 } from "./diabetes-ketosis.ts";
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
  const evidence = ["nice-cg181-lipid-modification"];
  if (isType1(ctx)) {
    const older = age > 40;
    return {
      // Under 40 NICE "considers" rather than offers unless other criteria apply (not read here).
      ...(age < 40 && { severity: Severity.low }),
      values: {
        age,
        title: older ? "Type 1 diabetes over 40 without a statin" : "Type 1 diabetes without a statin",
        kind: "Type 1 diabetes",
        patientTail: "",
        detail: `. NICE advises considering a statin for primary prevention in all adults with type 1 diabetes and offering one to those older than 40, with diabetes for more than 10 years, with established nephropathy or with other CVD risk factors, starting with atorvastatin 20 mg; QRISK is not used to decide in type 1 diabetes.${older ? " At this age a statin is offered." : ""}${ADA_BESIDE}`,
        patientLead: older
          ? "UK guidance offers adults with type 1 diabetes over 40 a cholesterol medicine called a statin (usually atorvastatin 20 mg) to lower the risk of heart attack and stroke."
          : "UK guidance suggests adults with type 1 diabetes think about a cholesterol medicine called a statin to lower the risk of heart attack and stroke.",
      },
      nextSteps: [
        older
          ? "Offer atorvastatin 20 mg for primary prevention (NICE, type 1 diabetes over 40), after discussing benefits and risks"
          : "Discuss a statin (NICE: offer atorvastatin 20 mg with type 1 diabetes for more than 10 years, nephropathy or other CVD risk factors)",
        FOLLOW_UP,
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
    evidence,
  };
}
