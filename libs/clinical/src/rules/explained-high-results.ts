import type { MeaningInContext } from "../catalogue/overlay.ts";
import { FindingFamily, type LabObservation, type MedicationItem, Severity } from "../model.ts";
import { gahtFrom } from "../normalize/gaht.ts";
import { earlyAmiodaroneTshRise } from "./amiodarone-early-thyroid.ts";
import { amiodaroneLiverInjury, mildAmiodaroneTransaminaseRise } from "./amiodarone-liver.ts";
import { amiodaroneThyrotoxicosis } from "./amiodarone-thyrotoxicosis.ts";
import { clottingTimeOnDoac } from "./doac-clotting-tests.ts";
import { inrWithinWarfarinTarget } from "./warfarin-inr-target.ts";
import { medNames, type RuleContext } from "./context.ts";
import type { Rule } from "./types.ts";
import { isHigh } from "./lab-status.ts";

/*
 * Raised results that a listed medicine explains (review11 endocrine, cases 09, 14 and 16).
 *
 * Case 14: a 09:00 total cortisol of 27.5 µg/dL in a 26-year-old on a combined pill with no
 * Cushingoid features was glossed "can come from steroid medicines, stress or, rarely, Cushing
 * syndrome", and the report said no drug–laboratory interaction was found. Oral oestrogen raises
 * cortisol-binding globulin (CBG) and so the total cortisol measured in serum, while salivary cortisol
 * is not changed: in healthy women on ethinylestradiol pills the morning serum cortisol reference
 * interval was about 284–994 nmol/L against 159–569 nmol/L without (Panton et al. 2019, seenAt of
 * "panton-2019-cortisol-ethinylestradiol"); a transdermal oestrogen did not raise it (Qureshi et al.
 * 2007, secondary, same seenAt). So a raised total cortisol on oral oestrogen is not read as cortisol
 * excess; the Cushing screening tests not bound by CBG (late-night salivary cortisol, urine free
 * cortisol) are the ones to use if features suggest it (endosoc-2008-cushing-diagnosis lists them).
 *
 * Case 16: a free T4 just above range on amiodarone was glossed "goes with an overactive thyroid";
 * amiodarone blocks T4-to-T3 conversion and free T4 commonly rises without thyrotoxicosis (ETA 2018).
 * These are meanings for the generic lab line (evaluate.ts), not findings of their own, except the
 * cortisol one, which is also a drug–laboratory finding so the report names the interaction.
 */

/** Oestrogen that is not taken by mouth does not raise CBG in the same way. */
const NOT_ORAL =
  /patch|transdermal|\bgel\b|spray|vaginal|pessar|\bring\b|cream|implant|evorel|estradot|oestrogel|estrogel|sandrena|lenzetto|vagifem/i;

/** A serum or plasma total cortisol (not saliva or urine, not after dexamethasone). */
function serumCortisol(o: LabObservation): boolean {
  return (
    (o.analyteId ?? "").startsWith("cortisol") &&
    o.analyteId !== "cortisol-saliva" &&
    !/saliva|urin|dexameth|\bdst\b|suppression/i.test(o.name)
  );
}

function oralOestrogen(ctx: RuleContext): MedicationItem[] {
  return ctx.meds("oestrogen").filter((m) => m.active && !NOT_ORAL.test(`${m.name} ${m.dosage ?? ""}`));
}

const CORTISOL_ON_OESTROGEN: MeaningInContext = {
  text: "on an oral oestrogen (the combined pill or oral HRT) is most often the oestrogen's effect: it raises the protein that carries cortisol in the blood, so the total cortisol reads high without more active cortisol. A single morning cortisol is not a test for Cushing syndrome",
  evidence: ["panton-2019-cortisol-ethinylestradiol"],
};

const FT4_ON_AMIODARONE: MeaningInContext = {
  text: "on amiodarone is common and on its own is not an overactive thyroid: the drug slows the conversion of T4 to T3, so free T4 rises while T3 falls; read it with the TSH and free T3",
  evidence: ["eta-2018-amiodarone-thyroid"],
};

/*
 * Free T4 rises within an hour of a levothyroxine dose and stays raised for at least 6 hours (Symons
 * and Murphy 1983), so a free T4 above range with a TSH in range is often a sample taken after that
 * day's tablet (review 21, endocrine-pituitary case 12: "took her levothyroxine about 3 hours before
 * the blood test", read as "too much thyroid medicine").
 */
const LEVOTHYROXINE_BEFORE_SAMPLE =
  /\b(?:took|taken|had)\b[^.;]{0,40}\b(?:levothyroxine|thyroxine|synthroid|eltroxin|tablet|dose)\b[^.;]{0,40}\bbefore\b[^.;]{0,20}\b(?:blood|test|sample)/i;
const FT4_AFTER_LEVOTHYROXINE_DOSE: MeaningInContext = {
  text: "with a TSH in range, on levothyroxine, in a sample the notes place after that day's tablet: free T4 rises within an hour of a dose and stays raised for at least 6 hours, so on its own this does not show over-replacement; repeat with the tablet taken after the blood test if the free T4 matters",
  patient:
    "can happen when the blood is taken a few hours after your levothyroxine tablet, as the notes say it was: the level rises for some hours after each dose. Your TSH is in range. For the next test, your doctor may ask you to take the tablet after the blood sample",
  evidence: ["symons-1983-thyroxine-ingestion"],
};
const FT4_ON_LEVOTHYROXINE_TSH_NORMAL: MeaningInContext = {
  text: "with a TSH in range, on levothyroxine: free T4 rises within an hour of a dose and stays raised for at least 6 hours, so ask when the tablet was taken; a sample taken after it can read high without over-replacement",
  patient:
    "can happen when the blood is taken within a few hours of your levothyroxine tablet, as the level rises for some hours after each dose. Your TSH is in range. Your doctor may ask when you took the tablet",
  evidence: ["symons-1983-thyroxine-ingestion"],
};

/** A free T4 above range with a TSH in range on levothyroxine: read with the time of the dose. */
function ft4OnLevothyroxine(obs: LabObservation, ctx: RuleContext): MeaningInContext | undefined {
  if (obs.analyteId !== "free-t4" || ctx.meds("thyroid-hormone").length === 0) return undefined;
  if (ctx.lab("tsh")?.status !== "normal") return undefined;
  return LEVOTHYROXINE_BEFORE_SAMPLE.test(ctx.freeText)
    ? FT4_AFTER_LEVOTHYROXINE_DOSE
    : FT4_ON_LEVOTHYROXINE_TSH_NORMAL;
}

/**
 * With a suppressed TSH the raised free T4 is part of amiodarone-induced thyrotoxicosis, so the
 * reassuring drug-effect gloss would contradict that finding (review 13 cardiology, case 13).
 */
const FT4_IN_AMIODARONE_THYROTOXICOSIS: MeaningInContext = {
  text: "together with the low TSH on amiodarone is part of the overactive thyroid that the medicine is likely causing",
  evidence: ["eta-2018-amiodarone-thyroid"],
};

const TSH_EARLY_AMIODARONE: MeaningInContext = {
  text: "in the first months of amiodarone is often a passing effect of the drug rather than an underactive thyroid; see the amiodarone finding",
  evidence: ["eta-2018-amiodarone-thyroid"],
};

/**
 * Case 09: an HbA1c of 46 mmol/mol on gliclazide was glossed "blood sugar has been high on average"
 * while the over-treatment finding said it was below the person's goal. In treated diabetes the
 * HbA1c is read against an individual goal (ADA Standards, section 6), not the non-diabetic range.
 */
const HBA1C_TREATED_DIABETES: MeaningInContext = {
  text: "in someone treated for diabetes is read against their own HbA1c goal, set with them, rather than against the range for people without diabetes",
  evidence: ["ada-soc-2026-s6"],
};

/**
 * A transaminase the amiodarone liver finding reads: the generic gloss (fatty liver, alcohol first)
 * sat beside it (review 13 cardiology, case 13).
 */
const TRANSAMINASE_ON_AMIODARONE: MeaningInContext = {
  text: "on amiodarone, at more than 3 times the upper limit, may be the medicine harming the liver; see the amiodarone liver point",
  evidence: ["livertox-amiodarone"],
};

/**
 * Below the 3× stopping threshold (review 20 cardiology-2, case 01): mild symptom-free rises are
 * common on amiodarone (Lewis et al. 1989); it is stopped above 3× (Howell and Nicoll 2009).
 */
const MILD_TRANSAMINASE_ON_AMIODARONE: MeaningInContext = {
  text: "on amiodarone, up to 3 times the upper limit, often comes from the medicine: mild rises without symptoms are common on it. Amiodarone is not stopped for this alone; repeat the liver tests, consider other causes, and review amiodarone with cardiology if ALT goes above 3 times the upper limit",
  patient:
    "while you take amiodarone, a heart-rhythm medicine, is often a mild effect of the medicine. Your doctor will usually repeat the test. Do not stop amiodarone on your own",
  evidence: ["lewis-1989-amiodarone-hepatotoxicity", "medicinetoday-2009-amiodarone-liver"],
};

/**
 * Review 16 (women-bone-hormones case 08): a trans woman's prolactin of 410 mIU/L on oestradiol was
 * glossed "can come from pregnancy, some medicines or a pituitary growth". Oestrogen stimulates the
 * pituitary's prolactin cells, reference intervals run higher in women than in men, and
 * prolactinomas have been reported on feminising hormones (Frontiers 2025 opinion, seenAt of
 * "frontiers-2025-gaht-prolactin").
 */
const PROLACTIN_ON_FEMINISING_OESTROGEN: MeaningInContext = {
  text: "on gender-affirming oestrogen is often the oestrogen's effect: oestrogen stimulates the pituitary cells that make prolactin, and reference ranges for women run higher than those for men. A marked or still-rising level needs looking into, since prolactin-making pituitary growths (prolactinomas) have been reported on feminising hormones",
  patient:
    "is common on oestrogen treatment, because oestrogen stimulates the part of the pituitary gland that makes prolactin. A clearly high or still-rising level needs checking",
  evidence: ["frontiers-2025-gaht-prolactin"],
};

export function onFeminisingOestrogen(ctx: RuleContext): boolean {
  const gaht = gahtFrom(
    ctx.model.medications.filter((m) => m.active).map((m) => m.name),
    [...ctx.model.conditions.map((c) => c.name), ctx.freeText],
  );
  return gaht?.hormone === "oestrogen";
}

const GLUCOSE_LOWERING = ["insulin", "sulfonylurea", "metformin", "sglt2i", "glp1-ra", "dpp4i"] as const;

/** The meaning of a raised result that a listed medicine explains, for the generic lab line. */
export function highMeaningOnMedicine(obs: LabObservation, ctx: RuleContext): MeaningInContext | undefined {
  if (!isHigh(obs)) return undefined;
  if (
    obs.analyteId === "hba1c" &&
    ctx.conditions("diabetes").length > 0 &&
    ctx.medsOf(...GLUCOSE_LOWERING).some((m) => m.active)
  )
    return HBA1C_TREATED_DIABETES;
  if (serumCortisol(obs) && oralOestrogen(ctx).length > 0) return CORTISOL_ON_OESTROGEN;
  if (obs.analyteId === "prolactin" && onFeminisingOestrogen(ctx)) return PROLACTIN_ON_FEMINISING_OESTROGEN;
  if (obs.analyteId === "free-t4" && ctx.meds("amiodarone").some((m) => m.active))
    return amiodaroneThyrotoxicosis(ctx) !== undefined ? FT4_IN_AMIODARONE_THYROTOXICOSIS : FT4_ON_AMIODARONE;
  if (obs.analyteId === "tsh" && earlyAmiodaroneTshRise(ctx) !== undefined) return TSH_EARLY_AMIODARONE;
  const levothyroxine = ft4OnLevothyroxine(obs, ctx);
  if (levothyroxine !== undefined) return levothyroxine;
  if (obs.analyteId === "alt" || obs.analyteId === "ast") {
    if (amiodaroneLiverInjury(ctx)) return TRANSAMINASE_ON_AMIODARONE;
    if (mildAmiodaroneTransaminaseRise(ctx, obs)) return MILD_TRANSAMINASE_ON_AMIODARONE;
  }
  return inrWithinWarfarinTarget(obs, ctx) ?? clottingTimeOnDoac(obs, ctx);
}

export const OESTROGEN_CORTISOL_RULES: readonly Rule[] = [
  {
    id: "cortisol-high-on-oral-oestrogen",
    family: FindingFamily.drugLab,
    severity: Severity.low,
    problem: "Adrenal",
    title: "Raised total cortisol on an oral oestrogen",
    clinician:
      "Cortisol {cortisol} on {med}. Oral oestrogen raises cortisol-binding globulin and with it the total serum cortisol, without raising salivary (free) cortisol, so a raised total cortisol here is not evidence of cortisol excess. A random or morning cortisol is not a screening test for Cushing's syndrome; if clinical features suggest it, use a test not affected by the binding protein (late-night salivary cortisol or 24-hour urine free cortisol).",
    patient:
      "Your cortisol result is higher than the usual range. Hormone medicines taken by mouth that contain oestrogen, such as the combined pill, raise the protein that carries cortisol in the blood, so the test reads high even when the body is not making too much cortisol. On its own this result is not a sign of illness.",
    nextSteps: [
      "No action on this result alone; if features of Cushing's syndrome are present, arrange late-night salivary cortisol or 24-hour urine free cortisol rather than repeating a serum cortisol",
    ],
    evidence: ["panton-2019-cortisol-ethinylestradiol", "endosoc-2008-cushing-diagnosis"],
    keywords: ["cortisol", "oral contraceptive", "oestrogen", "cortisol-binding globulin"],
    match: (ctx) => {
      const meds = oralOestrogen(ctx);
      const cortisol = ctx.model.labs.filter((o) => serumCortisol(o) && isHigh(o)).at(-1);
      if (meds.length === 0 || cortisol === undefined) return undefined;
      return { refs: ctx.refs(cortisol, ...meds), values: { cortisol: ctx.show(cortisol), med: medNames(meds) } };
    },
  },
];
