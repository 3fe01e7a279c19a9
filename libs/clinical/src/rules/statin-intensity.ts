import type { MedicationItem } from "../model.ts";
import { lowEgfrNotYetCkd } from "./ckd-unconfirmed.ts";
import { Severity } from "../model.ts";
import { capitalise } from "../text.ts";
import { medNames, type RuleContext } from "./context.ts";
import { statinIntoleranceRecorded } from "./statin-intolerance.ts";
import { readsAsUk } from "./uk-record.ts";
import type { RuleMatch } from "./types.ts";

/*
 * Statin advice that depends on what is already taken (review 12 cardiometabolic cases 02 and 11,
 * neuro case with no statin): "maximise statin intensity" was said to someone on atorvastatin 80 mg
 * and to someone on no statin, and a diabetes patient with a previous MI was offered "at least a
 * moderate-intensity statin". NICE (CG181 and its successor NG238, evidence
 * "nice-cg181-lipid-modification") starts people with cardiovascular disease on atorvastatin 80 mg and
 * considers ezetimibe when LDL-C stays above target, so someone already on the top dose is offered
 * ezetimibe, and someone on none is told to start, not to "maximise".
 */

/** The highest licensed daily dose (mg) of the statins whose top dose is high intensity. */
const MAXIMAL_DOSE_MG: Readonly<Record<string, number>> = { atorvastatin: 80, rosuvastatin: 40 };
/** The lowest high-intensity daily dose (mg): atorvastatin 40–80 mg, rosuvastatin 20–40 mg, as the rules state them. */
const HIGH_INTENSITY_FROM_MG: Readonly<Record<string, number>> = { atorvastatin: 40, rosuvastatin: 20 };

/** A listed statin at or above a daily dose of its drug, read from the dosage or the name ("Atorvastatin 80 mg"). */
function statinFrom(ctx: RuleContext, doses: Readonly<Record<string, number>>): MedicationItem | undefined {
  return ctx.meds("statin").find((m) => {
    const text = `${m.name} ${m.dosage ?? ""}`.toLowerCase();
    const mg = /(\d+(?:\.\d+)?)\s*mg\b/.exec(text);
    if (mg === null) return false;
    return Object.entries(doses).some(([drug, from]) => text.includes(drug) && Number(mg[1]) >= from);
  });
}

/** A listed statin at its highest licensed dose. */
export function maximalStatin(ctx: RuleContext): MedicationItem | undefined {
  return statinFrom(ctx, MAXIMAL_DOSE_MG);
}

const EZETIMIBE = /\bezetimib|\bvytorin\b|\binegy\b/i;
const INJECTABLE = /\bevolocumab\b|\balirocumab\b|\brepatha\b|\bpraluent\b|\binclisiran\b|\bleqvio\b/i;

function taking(ctx: RuleContext, drug: RegExp): boolean {
  return ctx.model.medications.some((m) => m.active && drug.test(m.name));
}

function takingEzetimibe(ctx: RuleContext): boolean {
  return taking(ctx, EZETIMIBE);
}

/*
 * On the top statin dose with ezetimibe already (review 25, lipids-25 case 01: atorvastatin 80 mg and
 * ezetimibe after an NSTEMI, LDL-C 3.4 mmol/L, was told to "add ezetimibe"). The next step is an
 * injectable. On a UK record NICE's technology appraisals say who is offered one: inclisiran after a
 * cardiovascular event with LDL-C persistently 2.6 mmol/L or more despite maximum tolerated
 * lipid-lowering therapy (TA733, evidence "nice-ta733-inclisiran"); evolocumab with CVD when LDL-C
 * stays above 4.0 mmol/L, or above 3.5 mmol/L with recurrent events or polyvascular disease (TA394,
 * evidence "nice-ta394-evolocumab").
 */
function afterStatinAndEzetimibe(
  ctx: RuleContext,
  statin: string,
  goal: string,
  lead = `Already on ${statin} with ezetimibe: check adherence`,
): string {
  if (taking(ctx, INJECTABLE)) return `${lead} to all three, then review further LDL-lowering with a lipid specialist`;
  if (!readsAsUk(ctx)) return `${lead}, then consider a PCSK9 inhibitor if LDL-C remains ≥${goal}`;
  return `${lead}, then, if LDL-C stays high on a repeat test, consider an injectable as NICE allows: inclisiran when LDL-C is persistently 2.6 mmol/L or more despite maximum tolerated therapy (TA733), or evolocumab when it stays above 4.0 mmol/L (above 3.5 mmol/L with recurrent events or disease in more than one vascular bed; TA394)`;
}

/*
 * The injectable step before ezetimibe is taken. "Consider a PCSK9 inhibitor if LDL-C remains ≥1.8
 * mmol/L" is the US threshold; on a UK record NICE's appraisals decide (review 30, cardio-30 case 04:
 * a Nottingham NSTEMI on atorvastatin 80 mg with LDL-C 2.4 mmol/L). NG238 escalates, ezetimibe first,
 * above an LDL-C of 2.0 mmol/L (evidence "nice-cg181-lipid-modification", which records NG238).
 */
function injectableStep(ctx: RuleContext, goal: string): string {
  return readsAsUk(ctx)
    ? "an injectable follows only as NICE allows (inclisiran with LDL-C persistently 2.6 mmol/L or more despite maximum tolerated therapy, TA733; evolocumab above 4.0 mmol/L, or 3.5 mmol/L with recurrent events or disease in more than one vascular bed, TA394)"
    : `consider a PCSK9 inhibitor if LDL-C remains ≥${goal}`;
}

function addEzetimibe(ctx: RuleContext): string {
  return readsAsUk(ctx)
    ? "add ezetimibe after discussing benefits and risks (NICE NG238 escalates above its LDL-C target of 2.0 mmol/L)"
    : "add ezetimibe";
}

/** The NICE appraisals cited by the steps above, for a UK record on a statin (or intolerant of one) with no injectable. */
export function injectableAppraisals(ctx: RuleContext): string[] {
  const applies =
    readsAsUk(ctx) &&
    !taking(ctx, INJECTABLE) &&
    (ctx.meds("statin").length > 0 || statinIntoleranceRecorded(ctx) !== undefined);
  return applies ? ["nice-ta733-inclisiran", "nice-ta394-evolocumab"] : [];
}

/** The LDL-lowering step for established ASCVD above goal, by what is already taken. */
export function ascvdLdlStep(ctx: RuleContext, goal: string): string {
  const statins = ctx.meds("statin");
  // Statin intolerance recorded: NLA 2022 starts non-statin therapy at high risk while a tolerable
  // statin regimen is still sought, rather than starting the statin again at high intensity.
  const intolerant = statins.length === 0 ? statinIntoleranceRecorded(ctx) : undefined;
  if (intolerant !== undefined) {
    const retry = "keep seeking a tolerable statin regimen (a different statin, a low dose or less frequent dosing)";
    const what = `Statin intolerance recorded${/intoleran/i.test(intolerant) ? "" : ` (${intolerant})`}`;
    return takingEzetimibe(ctx)
      ? `${afterStatinAndEzetimibe(ctx, "", goal, `${what}, on ezetimibe: check adherence`)}; ${retry}`
      : `${what}: ${addEzetimibe(ctx)}, and ${injectableStep(ctx, goal)}; ${retry}`;
  }
  if (statins.length === 0) return `${startHighIntensity(ctx)}; add ezetimibe if LDL-C remains ≥${goal}`;
  const maximal = maximalStatin(ctx);
  if (maximal !== undefined && takingEzetimibe(ctx))
    return afterStatinAndEzetimibe(ctx, `${medNames([maximal])}${maximal.dosage ? ` ${maximal.dosage}` : ""}`, goal);
  if (maximal !== undefined)
    return `Already on a maximal high-intensity statin (${medNames([maximal])}${maximal.dosage ? ` ${maximal.dosage}` : ""}): check adherence, then ${addEzetimibe(ctx)}; ${injectableStep(ctx, goal)}`;
  // Atorvastatin 40 mg is already high intensity (review 17, lipids case 01): "increase to a
  // high-intensity statin" misreads it; the choice is the top dose or ezetimibe.
  const high = statinFrom(ctx, HIGH_INTENSITY_FROM_MG);
  if (high !== undefined)
    return `Already on a high-intensity statin (${medNames([high])}${high.dosage ? ` ${high.dosage}` : ""}): check adherence, then raise to the highest tolerated dose or ${addEzetimibe(ctx)}; ${injectableStep(ctx, goal)}`;
  // A UK record is told NICE's dose, as when a statin is started (review 28, deep-28 case 06:
  // atorvastatin 20 mg after a myocardial infarction).
  const nice = readsAsUk(ctx) ? " (NICE: atorvastatin 80 mg, lower if interactions or side effects are a concern)" : "";
  return readsAsUk(ctx)
    ? `Increase to a high-intensity statin at the highest tolerated dose${nice}, then ${addEzetimibe(ctx)}; ${injectableStep(ctx, goal)}`
    : `Increase to a high-intensity statin at the highest tolerated dose; consider ezetimibe or a PCSK9 inhibitor if LDL-C remains ≥${goal}`;
}

/**
 * Starting a high-intensity statin. NICE's atorvastatin 80 mg is named for a UK record only: a US
 * record read "NICE" against its own ACC/AHA goals (review 23, fresh sweep, Synthea records).
 */
function startHighIntensity(ctx: RuleContext, purpose = ""): string {
  return readsAsUk(ctx)
    ? `Start a high-intensity statin${purpose} (NICE: atorvastatin 80 mg, lower if interactions or side effects are a concern)`
    : `Start a high-intensity statin${purpose} (a lower intensity if interactions or side effects are a concern)`;
}

/** The statin step for diabetes with established ASCVD and no statin: secondary prevention. */
export function secondaryPreventionStatinStep(ctx: RuleContext): string {
  return `${startHighIntensity(ctx, " for secondary prevention")}; review antiplatelet therapy`;
}

/**
 * The statin step for diabetes with chronic kidney disease and no vascular disease (review 12,
 * cardiometabolic case 15: "at least a moderate-intensity statin" at CKD G3bA3). NICE (CG181
 * recommendation 1.3.27 and quality standard QS5, evidence "nice-cg181-lipid-modification") offers
 * adults with CKD atorvastatin 20 mg as the preferred initial high-intensity statin. CKD here is a
 * recorded one or an eGFR below 60 shown to last; kidney failure is left to the renal team.
 */
export function ckdStatinStep(ctx: RuleContext): string | undefined {
  if (ctx.conditions("kidney-failure").length > 0) return undefined;
  const egfr = ctx.value("egfr");
  const lowLasting = egfr !== undefined && egfr < 60 && !lowEgfrNotYetCkd(ctx);
  if (ctx.conditions("ckd").length === 0 && !lowLasting) return undefined;
  return "With chronic kidney disease, offer atorvastatin 20 mg (NICE's preferred starting high-intensity statin in CKD); raise the dose if cholesterol does not fall enough";
}

/**
 * LDL-C above goal with vascular disease in someone very old or frail (review 16, very-old-age case
 * 01: 107 years, simvastatin 20 mg, told to go to the highest tolerated high-intensity statin and
 * consider a PCSK9 inhibitor). NLA (nla-2015-part2) advises for secondary prevention from age 80 a
 * moderate-intensity statin, considered after a discussion of its benefits and risks, drug
 * interactions, the number of medicines, other conditions including frailty, cost and the patient's
 * preference. Someone already on a statin is low priority: the choice is theirs to revisit.
 */
export function withVeryOldStatinChoice(ctx: RuleContext, match: RuleMatch, who: string): RuleMatch {
  const statins = ctx.meds("statin");
  const current = statins.length > 0 ? `Already taken: ${medNames(statins)}.` : "";
  return {
    ...match,
    severity: statins.length > 0 ? Severity.low : Severity.moderate,
    clinicianExtra:
      `${capitalise(who)}, advice for older people applies: for secondary prevention from age 80, NLA advises considering a moderate-intensity statin after discussing its benefits and risks with the patient, weighing drug interactions, the number of medicines, other conditions including frailty, and the patient's preference. ${current}`.trim(),
    patientExtra:
      "At your age, whether to change your cholesterol medicine is a choice to make with your doctor, weighing the possible benefit against side effects, your other medicines and what matters most to you.",
    nextSteps: [
      statins.length > 0
        ? "Review the statin with the patient (side effects, other medicines, wishes); intensifying or adding medicines is a shared decision, not a routine step"
        : "Discuss a moderate-intensity statin with the patient, weighing drug interactions, other medicines, frailty and their wishes",
    ],
    evidence: ["nla-2015-part2"],
  };
}
