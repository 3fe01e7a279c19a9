import { FindingFamily, type LabObservation, Severity } from "../model.ts";
import { formatNumber } from "../text.ts";
import type { RuleContext } from "./context.ts";
import { kidneyTransplant } from "./kidney-transplant.ts";
import { lupusNephritisSuspected } from "./lupus-nephritis.ts";
import { nephroticSyndrome } from "./nephrotic.ts";
import type { Rule, RuleMatch } from "./types.ts";
import { resultText } from "../qualitative-wording.ts";
import { inKidneyFailure } from "../normalize/kidney-failure.ts";
import { statedMention } from "./notes.ts";
import { pregnantNow } from "../normalize/egfr.ts";
import { gestationInText } from "../vocab/pregnancy.ts";

/*
 * Proteinuria that meets the kidney referral criteria (review 14, kidney case 07: PCR 164 then 182
 * mg/mmol with 2+ blood, not diabetic; only the eGFR was staged, "a single result does not
 * establish CKD", and no referral was suggested).
 * - NICE NG203 (nice-ng203-ckd): refer adults with an ACR of 70 mg/mmol or more, unless known to be
 *   caused by diabetes and already appropriately treated, or an ACR above 30 mg/mmol (category A3)
 *   with haematuria.
 * - UK eCKD guide (ukka-eckd-referral): the protein:creatinine equivalents, PCR above 100 mg/mmol,
 *   or above 50 with microscopic haematuria; urgent referral for heavy proteinuria with a low serum
 *   albumin (nephrotic syndrome).
 * Thresholds are held in mg/mmol; the engine's standard unit for both ratios is mg/g (× 0.113).
 */

const MG_G_TO_MG_MMOL = 0.113;
const ACR_HEAVY = 70;
const ACR_A3 = 30;
const PCR_HEAVY = 100;
const PCR_WITH_BLOOD = 50;

/** A ratio in mg/mmol, from the engine's standard mg/g. */
function inMgMmol(ctx: RuleContext, obs: LabObservation | undefined): number | undefined {
  const value = ctx.valueOf(obs);
  return value === undefined ? undefined : value * MG_G_TO_MG_MMOL;
}

/** Notes saying the kidney team already follows the patient: a referral is not asked for again. */
const UNDER_KIDNEY_TEAM =
  /\b(?:under (?:the )?(?:renal|kidney|nephrology) (?:team|clinic|unit)|(?:renal|nephrology|low clearance|kidney) clinic|seen by (?:the )?(?:renal|nephrology|kidney) team)\b/;

const positiveStrip = (o: LabObservation): boolean => o.value.kind === "qualitative" && o.value.result === "positive";

function proteinuriaReferral(ctx: RuleContext): RuleMatch | undefined {
  if (kidneyTransplant(ctx) !== undefined) return undefined; // the transplant team follows the graft
  if (nephroticSyndrome(ctx)) return undefined; // nephrotic.ts refers urgently and says why
  if (lupusNephritisSuspected(ctx)) return undefined; // lupus-nephritis.ts asks for urgent review and biopsy
  // Recorded kidney failure, or a kidney clinic in the notes, is care already with the kidney team
  // (review 20, ckd-mineral-acid case 08: low clearance clinic, fistula formed, told to refer).
  if (inKidneyFailure(ctx.model) || statedMention(ctx.freeText, UNDER_KIDNEY_TEAM) !== undefined) return undefined;
  // From 20 weeks of pregnancy new proteinuria is read by the maternity team as possible
  // pre-eclampsia, not referred to nephrology by NG203's CKD criteria (review 33, women-paeds-33
  // case 10: HELLP at 34 weeks in Phoenix was told "Refer to nephrology (NICE NG203 criteria met)").
  if (pregnantNow(ctx.model)) {
    const weeks =
      gestationInText(ctx.freeText) ?? gestationInText(ctx.model.conditions.map((c) => c.name.toLowerCase()).join(" "));
    if (weeks !== undefined && weeks >= 20) return undefined;
  }
  const acrObs = ctx.lab("uacr");
  const pcrObs = ctx.lab("upcr");
  const acr = inMgMmol(ctx, acrObs);
  const pcr = inMgMmol(ctx, pcrObs);
  const blood = ctx.labs("urine-blood").find(positiveStrip);
  const heavy = (acr !== undefined && acr >= ACR_HEAVY) || (pcr !== undefined && pcr > PCR_HEAVY);
  const withBlood =
    blood !== undefined && ((acr !== undefined && acr > ACR_A3) || (pcr !== undefined && pcr > PCR_WITH_BLOOD));
  if (!heavy && !withBlood) return undefined;
  // NG203's exception: proteinuria from diabetes already treated with an ACE inhibitor or ARB.
  const treatedDiabetes =
    ctx.conditions("diabetes").length > 0 && (ctx.meds("ace-inhibitor").length > 0 || ctx.meds("arb").length > 0);
  if (treatedDiabetes && !withBlood) return undefined;
  // The PCR when the laboratory measured one, else the ACR.
  const id = pcr !== undefined ? "upcr" : "uacr";
  const repeated = ctx.labs(id).filter((o) => {
    const v = inMgMmol(ctx, o);
    return v !== undefined && v > (id === "upcr" ? PCR_WITH_BLOOD : ACR_A3);
  });
  const albumin = ctx.lab("albumin");
  const nephrotic = heavy && (albumin?.status === "low" || albumin?.status === "critical-low");
  const label = id === "upcr" ? "Urine PCR" : "Urine ACR";
  const shown = repeated
    .slice(0, 3)
    .map((o) => ctx.show(o))
    .join(", ");
  return {
    refs: ctx.refs(...repeated, blood, nephrotic ? albumin : undefined),
    ...(nephrotic ? { severity: Severity.high } : {}),
    values: {
      what: `${label} ${shown}${repeated.length > 1 ? " (persistent)" : ""}${blood ? ` with urine dipstick blood ${resultText(blood)}` : ""}`,
      category: `above ${formatNumber(id === "upcr" ? PCR_WITH_BLOOD : ACR_A3)} mg/mmol: category A3, severely increased`,
      criterion: heavy
        ? `${id === "upcr" ? `a PCR above ${PCR_HEAVY}` : `an ACR of ${ACR_HEAVY} or more`} mg/mmol${withBlood ? ", with haematuria as well" : ""}`
        : `${id === "upcr" ? `a PCR above ${PCR_WITH_BLOOD}` : `an ACR above ${ACR_A3}`} mg/mmol with haematuria`,
      urgency: nephrotic
        ? ` With serum albumin ${ctx.show(albumin)}, below its range, this may be nephrotic syndrome: refer urgently.`
        : "",
    },
    ...(nephrotic && {
      nextSteps: ["Urgent nephrology referral (heavy proteinuria with low serum albumin: possible nephrotic syndrome)"],
    }),
  };
}

/** Whether the record's proteinuria meets the referral criteria (the CKD staging finding reads it). */
export function meetsProteinuriaReferral(ctx: RuleContext): boolean {
  return proteinuriaReferral(ctx) !== undefined;
}

export const PROTEINURIA_REFERRAL_RULES: readonly Rule[] = [
  {
    id: "proteinuria-nephrology-referral",
    family: FindingFamily.pattern,
    severity: Severity.moderate,
    problem: "Kidney function",
    title: "Proteinuria meeting the criteria for nephrology referral",
    clinician:
      "{what}: {category}. This meets the criteria for specialist referral: {criterion}. NICE NG203 refers adults with an ACR of 70 mg/mmol or more (unless from diabetes already treated), or above 30 mg/mmol with haematuria; the UK eCKD guide's protein:creatinine equivalents are above 100, or above 50 with haematuria.{urgency}",
    patient:
      "Your urine tests show a lot of protein leaking from the kidneys. Protein at this level is a sign that the kidneys' filters are damaged, and guidelines advise that a kidney specialist looks into the cause. Your doctor can arrange the referral.",
    nextSteps: ["Refer to nephrology (NICE NG203 criteria met)"],
    patientQuestions: ["Should I see a kidney specialist, and what is causing the protein in my urine?"],
    evidence: ["nice-ng203-ckd", "ukka-eckd-referral"],
    keywords: ["proteinuria", "albuminuria", "nephrology referral", "haematuria", "protein creatinine ratio"],
    match: proteinuriaReferral,
  },
];
