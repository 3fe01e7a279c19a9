import { akiWithholdForPressure } from "./aki-acute-illness.ts";
import { inMonovalentUnit, monovalentUnit } from "./equivalent-units.ts";
import { fittingSources } from "../evidence/populations.ts";
import { allopurinolHeldPlan, kidneyFallingFast } from "./allopurinol-kidney-change.ts";
import { allopurinolEarlyRash } from "./allopurinol-early-rash.ts";
import { allopurinolStartedHigh } from "./allopurinol-started-high.ts";
import type { LabObservation, MedicationItem } from "../model.ts";
import { hlaB5801Carrier } from "./genetics.ts";
import { medNames, type RuleContext, severalMedicines } from "./context.ts";
import { statedMention } from "./notes.ts";
import { HEAVY_PERIODS } from "./ida-heavy-periods.ts";
import { isInRecord } from "./tests-in-record.ts";
import type { Rule, RuleMatch } from "./types.ts";
import { drugWords } from "../vocab/brands.ts";

/**
 * What a medicine already in the record changes in a rule's advice (primary-care review 10):
 * a thiazide that has lowered the sodium is stopped rather than built on, allopurinol that has not
 * reached the urate target is raised rather than started (and neither with HLA-B*58:01), and an
 * NSAID taken for heavy periods is not offered as a cause of the blood loss.
 */

const DAY_MS = 86_400_000;

/** A thiazide started within this many days of a low sodium counts as its likely cause: an engine choice (three months). */
const RECENT_START_DAYS = 90;

/** Below this sodium (mmol/L), moderate or profound hyponatraemia (ESE 2014), a thiazide is stopped whenever it was started. */
const MODERATE_SODIUM = 130;

function startedWithin(med: MedicationItem, at: number | undefined, days: number): boolean {
  const start = med.startDate === undefined ? Number.NaN : Date.parse(med.startDate);
  if (Number.isNaN(start) || at === undefined) return false;
  return at - start >= 0 && at - start <= days * DAY_MS;
}

/**
 * Current thiazides to stop because the sodium is low: below 130 mmol/L, or any low sodium within
 * three months of starting one. The European hyponatraemia guideline (ESE 2014) advises stopping
 * medicines that contribute to hyponatraemia where possible. With heart failure the diuretic may be
 * treating fluid overload, so none is named.
 */
export function thiazidesToStop(ctx: RuleContext): MedicationItem[] {
  const thiazides = ctx.meds("thiazide");
  const obs = ctx.lab("sodium");
  const na = ctx.valueOf(obs);
  const limit = Math.min(135, ctx.lowerLimit("sodium") ?? 135);
  if (thiazides.length === 0 || na === undefined || na >= limit) return [];
  if (ctx.conditions("heart-failure").length > 0 || ctx.conditions("hfref").length > 0) return [];
  if (na < MODERATE_SODIUM) return thiazides;
  return thiazides.filter((m) => startedWithin(m, obs?.time, RECENT_START_DAYS));
}

/** Calcium-channel blockers by generic name: one already taken is not suggested as the replacement. */
const CALCIUM_CHANNEL_BLOCKER = /\b(?:amlodipine|felodipine|nifedipine|lercanidipine|lacidipine|diltiazem|verapamil)\b/;

function onCalciumChannelBlocker(ctx: RuleContext): boolean {
  return ctx.model.medications.some((m) => m.active && CALCIUM_CHANNEL_BLOCKER.test(m.name.toLowerCase()));
}

/** The low-sodium diuretic step when a thiazide is to be stopped: what replaces it for blood pressure. */
export function stopThiazideStep(ctx: RuleContext, thiazides: readonly MedicationItem[], tail: string): string {
  const bp = ctx.conditions("hypertension").length > 0 || ctx.medsOf("ace-inhibitor", "arb").length > 0;
  // While fluid is being lost or the pressure is low, blood-pressure medicines are withheld, not
  // replaced (review 32, bp-renal-32 case 07: "control blood pressure with a calcium-channel blocker"
  // stood beside "withhold ramipril and indapamide" in acute kidney injury with diarrhoea).
  const instead = !bp
    ? ""
    : akiWithholdForPressure(ctx) !== undefined
      ? " and review blood pressure treatment once the illness is over"
      : onCalciumChannelBlocker(ctx)
        ? " and control blood pressure with another class"
        : " and control blood pressure with another class, such as a calcium-channel blocker";
  return `Stop ${medNames(thiazides)} (a likely cause of the low sodium)${instead}${tail}`;
}

/**
 * The low-potassium step on a diuretic. With a thiazide to stop (the sodium is low too), potassium
 * is replaced and no potassium-sparing agent is added to a medicine that is being stopped. A
 * magnesium in the record within the last month is not asked for again (a low one has its own step).
 */
export function potassiumReplacementStep(ctx: RuleContext): string {
  const stop = thiazidesToStop(ctx);
  const magnesium = isInRecord(ctx, { words: "magnesium", ids: ["magnesium"], withinDays: 30 })
    ? ""
    : "; check magnesium";
  return stop.length > 0
    ? `Replace potassium; with the sodium low too, stop ${medNames(stop)} rather than adding a potassium-sparing agent${magnesium}`
    : `Replace potassium or add a potassium-sparing agent${magnesium}`;
}

/**
 * A blood pressure rule whose steps that advise more treatment say, when a thiazide has lowered
 * the sodium, that the thiazide is replaced rather than built on: a calcium-channel blocker is
 * NICE NG136's step 2 with an ACE inhibitor or ARB.
 */
export function withThiazideSwitch(rule: Rule, treatmentSteps: readonly string[]): Rule {
  return {
    ...rule,
    match: (ctx) => {
      const match = rule.match(ctx);
      if (match === undefined) return match;
      const stop = thiazidesToStop(ctx);
      const steps = match.nextSteps ?? rule.nextSteps;
      if (stop.length === 0 || !steps.some((s) => treatmentSteps.includes(s))) return match;
      const step = onCalciumChannelBlocker(ctx)
        ? `Adjust treatment toward below 130/80 mmHg without ${medNames(stop)}, which has lowered the sodium`
        : `Adjust treatment toward below 130/80 mmHg without ${medNames(stop)}, which has lowered the sodium: a calcium-channel blocker is the usual replacement (NICE NG136)`;
      return {
        ...match,
        refs: [...match.refs, ...ctx.refs(ctx.lab("sodium"), ...stop).filter((r) => !match.refs.includes(r))],
        nextSteps: steps.map((s) => (treatmentSteps.includes(s) ? step : s)),
        evidence: [
          ...new Set([...(match.evidence ?? []), ...(onCalciumChannelBlocker(ctx) ? [] : ["nice-ng136-hypertension"])]),
        ],
      };
    },
  };
}

/**
 * Next steps for hyponatraemia with moderately severe or severe symptoms in the notes (confusion, nausea,
 * vomiting, drowsiness, a fit) and sodium below 130 mmol/L, after the European guideline (ESE
 * 2014): prompt assessment in hospital, a rise of no more than 10 mmol/L in the first 24 hours and
 * 8 mmol/L in each 24 hours after, and stopping what contributes where possible.
 */
export function symptomaticSodiumSteps(
  ctx: RuleContext,
  lowering: readonly MedicationItem[],
  workUp: string,
): string[] {
  // A thiazide to stop has its own step in the diuretic finding (stopThiazideStep); the rest are reviewed.
  const stopped = thiazidesToStop(ctx);
  const review = lowering.filter((m) => !stopped.includes(m));
  return [
    "Same-day hospital assessment: hyponatraemia with symptoms that may be from it",
    `Assess volume status${workUp}`,
    "Limit the rise in sodium to 10 mmol/L in the first 24 hours and 8 mmol/L in each 24 hours after (risk of osmotic demyelination); recheck sodium often while it is corrected",
    review.length > 0
      ? `Review ${medNames(review)} (${severalMedicines(review) ? "they" : "it"} can lower sodium) and fluid intake`
      : stopped.length > 0
        ? "Review fluid intake and any other medicines that can lower sodium"
        : "Review medicines and fluid intake",
  ];
}

/** Bleeding from the gut, or upper gut symptoms, named in the notes: an NSAID's own bleeding risk. */
const GUT_BLEEDING_OR_SYMPTOMS =
  /\b(?:mela?ena|ha?ematemesis|ha?ematochezia|(?:black|tarry)\s+stools?|coffee[- ]ground|(?:rectal|pr)\s+bleed(?:ing)?|(?:gi|gastrointestinal)\s+(?:bleed(?:ing)?|ha?emorrhage)|blood\s+in\s+(?:the\s+)?(?:stools?|poo)|dyspepsia|indigestion|epigastric\s+pain|peptic\s+ulcer)\b/;

/**
 * Whether the blood loss behind an iron deficiency reads as heavy menstrual bleeding (a current
 * condition or the notes) with nothing pointing to the gut. NICE NG88 recommends NSAIDs (with
 * tranexamic acid) to reduce heavy menstrual loss, so an NSAID is then not a cause to look at.
 */
export function nsaidTreatsMenstrualLoss(ctx: RuleContext): boolean {
  if (ctx.sex === "male") return false;
  const heavy =
    ctx.conditions("heavy-menstrual-bleeding").length > 0 || statedMention(ctx.freeText, HEAVY_PERIODS) !== undefined;
  if (!heavy) return false;
  const gut =
    ctx.conditions("gi-bleeding").length > 0 ||
    ctx.model.conditions.some((c) => GUT_BLEEDING_OR_SYMPTOMS.test(c.name.toLowerCase())) ||
    statedMention(ctx.freeText, GUT_BLEEDING_OR_SYMPTOMS) !== undefined;
  return !gut;
}

/**
 * The clinician's note on NSAIDs taken with heavy menstrual bleeding, and its source. A US record
 * is not given NICE NG88's recommendation; the ACOG sources held do not name NSAIDs, so it gets the
 * Cochrane review's finding that they lower the loss (review 28, country-28c).
 */
export function menstrualNsaidNote(meds: readonly MedicationItem[], us: boolean): { text: string; evidence: string } {
  const verb = severalMedicines(meds) ? "they are" : "it is";
  return us
    ? {
        text: `${medNames(meds)}: with heavy menstrual bleeding, NSAIDs lower menstrual blood loss (Cochrane review of randomised trials), so ${verb} not counted as a cause of the blood loss.`,
        evidence: "cochrane-2019-nsaids-heavy-menstrual-bleeding",
      }
    : {
        text: `${medNames(meds)}: with heavy menstrual bleeding, NSAIDs reduce menstrual blood loss and are a recommended treatment for it (NICE NG88), so ${verb} not counted as a cause of the blood loss.`,
        evidence: "nice-ng88-heavy-menstrual-bleeding",
      };
}

/** A start date a medication's own text gives ("once daily (started 2026-10-07)"). */
const STARTED_ON = /\bstarted\s+(?:on\s+)?(\d{4}-\d{2}(?:-\d{2})?)\b/i;

/** When a medicine was started (ms), from its start date or a date its text gives. */
function startOf(med: MedicationItem): number | undefined {
  const text = med.startDate ?? STARTED_ON.exec(`${med.name} ${med.dosage ?? ""}`)?.[1];
  const t = text === undefined ? Number.NaN : Date.parse(text);
  return Number.isNaN(t) ? undefined : t;
}

export const PROPHYLAXIS = "colchicine, an NSAID or prednisolone";

export interface UratePlan {
  steps: string[];
  clinician?: string;
  patient?: string;
  evidence: string[];
}

/**
 * The urate-lowering steps in gout with urate above target (ACR 2020; NICE NG219):
 * - HLA-B*58:01 present: CPIC advises against allopurinol in carriers, so it is neither started nor
 *   raised, and an alternative such as febuxostat (another oral urate-lowering drug ACR 2020 doses
 *   and titrates to the same target) is named; with cardiovascular disease ACR 2020 favours another
 *   agent over febuxostat.
 * - Allopurinol taken and the urate measured after its start: the dose is raised stepwise against
 *   monthly urate results to the target, with prophylaxis while titrating.
 * - Allopurinol started after the latest urate: the result is a pre-treatment value and says nothing
 *   of the dose, so urate is rechecked on treatment before the dose is raised.
 * - Otherwise treatment is started.
 */
export function urateLoweringSteps(ctx: RuleContext, urate: LabObservation, target: string): UratePlan {
  const allopurinol = ctx.meds("allopurinol");
  if (hlaB5801Carrier(ctx) !== undefined) {
    const on = allopurinol.length > 0;
    const cvd = ctx.conditions("ascvd").length > 0;
    return {
      steps: [
        on
          ? `Do not raise ${medNames(allopurinol)}: HLA-B*58:01 is positive; contact the prescriber the same day about stopping it`
          : "Do not start allopurinol: HLA-B*58:01 is positive",
        cvd
          ? `Choose a urate-lowering drug other than allopurinol (with cardiovascular disease, ACR 2020 favours another agent over febuxostat) and titrate it to urate below ${target}`
          : `Choose a urate-lowering drug other than allopurinol, such as febuxostat, started low and titrated to urate below ${target}`,
        `When starting it, give anti-inflammatory prophylaxis (${PROPHYLAXIS}) for 3–6 months`,
      ],
      clinician: `HLA-B*58:01 is positive${on ? ` and ${medNames(allopurinol)} is listed` : ""}: CPIC advises that carriers should not be prescribed allopurinol, so the urate target is reached with another urate-lowering drug, not by ${on ? "raising the allopurinol dose" : "starting allopurinol"}.`,
      patient: cvd
        ? "Because of your gene test result, allopurinol is not a safe choice for you. Your doctor can offer a different medicine to lower the uric acid."
        : "Because of your gene test result, allopurinol is not a safe choice for you. Your doctor can offer a different medicine, such as febuxostat, to lower the uric acid.",
      evidence: ["cpic-hlab-allopurinol-2013"],
    };
  }
  // A rash in the first months of allopurinol: it is being stopped (allopurinol-early-rash.ts), not raised.
  if (allopurinol.length > 0 && allopurinolEarlyRash(ctx) !== undefined)
    return {
      steps: [
        `Not for now: do not restart or raise ${medNames(allopurinol)}; plan urate-lowering treatment again once the suspected reaction has been assessed`,
      ],
      clinician: `${medNames(allopurinol)} is being stopped for a rash in its first months, so its dose is not raised.`,
      patient:
        "Because of your rash, allopurinol is being stopped; your doctor will plan gout treatment again afterwards.",
      evidence: [],
    };
  if (allopurinol.length === 0)
    return {
      steps: [
        `Start or titrate urate-lowering therapy (allopurinol first line) to urate below ${target}`,
        `When starting it, give anti-inflammatory prophylaxis (${PROPHYLAXIS}) for 3–6 months`,
      ],
      evidence: [],
    };
  const names = medNames(allopurinol);
  const starts = allopurinol.map(startOf).filter((t): t is number => t !== undefined);
  const started = starts.length > 0 ? Math.max(...starts) : undefined;
  // A urate from the day allopurinol was started or earlier is a pre-treatment value.
  if (
    started !== undefined &&
    urate.time !== undefined &&
    Math.floor(urate.time / DAY_MS) <= Math.floor(started / DAY_MS)
  ) {
    const since = new Date(started).toISOString().slice(0, 10);
    return {
      steps: [
        `Recheck urate about a month after starting ${names}, then raise the dose stepwise, guided by urate about monthly, until urate is below ${target}`,
        `While the dose is raised, give anti-inflammatory prophylaxis (${PROPHYLAXIS}) for 3–6 months`,
      ],
      clinician: `${names} was started on ${since}, after this urate${urate.date ? ` (${urate.date.slice(0, 10)})` : ""}: the result is from before treatment, so it does not show whether the current dose is enough.`,
      patient:
        "Your uric acid was measured before you started allopurinol. A new test after some weeks on it will show whether the dose needs to go up.",
      evidence: ["nice-ng219-gout"],
    };
  }
  // Kidney function falling fast: no step up until it is stable (allopurinol-kidney-change.ts).
  const falling = kidneyFallingFast(ctx);
  if (falling !== undefined) return allopurinolHeldPlan(names, falling, target);
  // Started above the low start with eGFR below 30: lowered first, not raised (allopurinol-started-high.ts).
  const startedHigh = allopurinolStartedHigh(ctx);
  if (startedHigh !== undefined)
    return {
      steps: [
        `Do not raise ${names} now: lower it with the prescriber first (it was started above the low start advised with this kidney function), then build it up slowly, guided by urate about monthly, until urate is below ${target}`,
        `While titrating, give anti-inflammatory prophylaxis (${PROPHYLAXIS}) for 3–6 months`,
      ],
      clinician: `Already on ${names}, started at its current dose ("${startedHigh}") with eGFR below 30: the urate is above target, but the dose is lowered and then built up slowly rather than raised now.`,
      patient:
        "Your allopurinol dose will be looked at first because of your kidney function; it is then usually built up slowly until the uric acid reaches the goal.",
      evidence: ["acr-2020-gout"],
    };
  const since = allopurinol.map((m) => m.startDate).find((d) => d !== undefined);
  return {
    steps: [
      `Check adherence, then raise the dose of ${names} stepwise, guided by urate about monthly, until urate is below ${target}`,
      `While titrating, give anti-inflammatory prophylaxis (${PROPHYLAXIS}) for 3–6 months`,
    ],
    clinician: `Already on ${names}${since ? ` (since ${since.slice(0, 10)})` : ""}: the dose has not reached the target, so it is raised rather than a new treatment started.`,
    patient: "Your allopurinol dose may need to go up, step by step, until the uric acid reaches the goal.",
    evidence: ["nice-ng219-gout"],
  };
}

/** NSAIDs named in the notes ("each treated with naproxen"), where the medicine list may not hold them. */
const NSAID_IN_NOTES =
  /\b(?:naproxen|ibuprofen|diclofenac|indomethacin|indometacin|etoricoxib|celecoxib|meloxicam|ketoprofen|piroxicam|nsaids?)\b/;

/** Alcohol intake stated in the notes ("drinks beer most evenings"), not denied. */
const ALCOHOL_IN_NOTES =
  /\b(?:beers?|lagers?|ciders?|wine|spirits|whisk(?:e)?y|vodka|pints?|alcohol (?:intake|excess|use)|drinks? (?:alcohol|heavily|daily|every day|most days))\b/;

export interface GoutReview {
  clinician: string[];
  patient: string[];
  steps: string[];
  evidence: string[];
  refs: string[];
  /**
   * eGFR below 60 or CKD: prophylaxis is named without an NSAID, whether or not one is taken for
   * flares, since NSAIDs can worsen kidney function (KDIGO 2024; review 22, an eGFR of 26 was offered
   * "an NSAID" as prophylaxis).
   */
  noNsaid: boolean;
}

/**
 * What the record adds to gout advice beyond the urate target:
 * - An NSAID used for flares (listed, or named in the notes) with eGFR below 60 or CKD: NSAIDs can
 *   worsen kidney function (KDIGO 2024), and ACR 2020 leaves the choice between colchicine, an
 *   NSAID and a glucocorticoid to patient factors, so colchicine at a dose suited to kidney function
 *   or a short course of prednisolone is named instead, for flares and for prophylaxis.
 * - Alcohol in the notes: ACR 2020 conditionally recommends limiting alcohol in gout, whatever the
 *   disease activity.
 */
export function goutReview(ctx: RuleContext): GoutReview {
  const out: GoutReview = { clinician: [], patient: [], steps: [], evidence: [], refs: [], noNsaid: false };
  const egfrObs = ctx.lab("egfr");
  const egfr = ctx.valueOf(egfrObs);
  const ckd = ctx.conditions("ckd");
  const kidney =
    egfr !== undefined && egfr < 60
      ? `eGFR ${ctx.show(egfrObs)}`
      : ckd.length > 0
        ? "chronic kidney disease"
        : undefined;
  out.noNsaid = kidney !== undefined;
  const listed = ctx.meds("nsaid");
  const noted = listed.length > 0 ? undefined : statedMention(ctx.freeText, NSAID_IN_NOTES);
  if (kidney !== undefined && (listed.length > 0 || noted !== undefined)) {
    const which = listed.length > 0 ? `${medNames(listed)}, an NSAID,` : `An NSAID ("${noted}" in the notes)`;
    const hypertension = ctx.conditions("hypertension").length > 0 ? " and hypertension" : "";
    out.clinician.push(
      `${which} in gout with ${kidney}${hypertension}: NSAIDs can worsen kidney function, so for flares colchicine at a dose suited to kidney function or a short course of oral prednisolone suits better (ACR 2020 leaves the choice to patient factors).`,
    );
    out.steps.push(
      "Treat flares with colchicine (dose suited to kidney function) or a short course of oral prednisolone rather than an NSAID",
    );
    out.patient.push(
      "Pain medicines like naproxen or ibuprofen can harm the kidneys. Ask your doctor about other treatments for gout attacks.",
    );
    out.evidence.push("kdigo-2024-ckd");
    out.refs.push(...ctx.refs(egfr !== undefined && egfr < 60 ? egfrObs : ckd[0], ...listed));
  }
  const drink = statedMention(ctx.freeText, ALCOHOL_IN_NOTES);
  if (drink !== undefined) {
    out.clinician.push(`The notes record alcohol ("${drink}"): ACR 2020 advises people with gout to limit alcohol.`);
    out.steps.push("Advise limiting alcohol, beer especially");
    out.patient.push("Cutting down on alcohol, especially beer, helps prevent gout attacks.");
  }
  return out;
}

/** Prophylaxis without an NSAID, for reduced kidney function. */
export const PROPHYLAXIS_NO_NSAID = "colchicine at a dose suited to kidney function, or low-dose prednisolone";

/** Potassium (mmol/L) above which ESC 2021 halves a mineralocorticoid antagonist in heart failure. */
const MRA_HALVE_POTASSIUM = 5.5;
/** Potassium (mmol/L) above which ESC 2021 stops a mineralocorticoid antagonist at once. */
const MRA_STOP_POTASSIUM = 6.0;

/**
 * A high potassium in heart failure on a mineralocorticoid antagonist (MRA): above 5.5 mmol/L the
 * ESC 2021 heart failure guideline's practical table halves the MRA dose (and stops it above 6.0),
 * and AHA/ACC/HFSA 2022 stops it when potassium cannot be kept below 5.5; the spironolactone label
 * lowers the dose or stops it when hyperkalaemia occurs. So the MRA is the first medicine named, ahead
 * of the ACE inhibitor or ARB. At 5.5 or below (a raised potassium the caller has found) the MRA is
 * kept and the potassium rechecked. Undefined without heart failure or an MRA.
 */
export function heartFailureMraHyperkalaemia(ctx: RuleContext, k: number): Partial<RuleMatch> | undefined {
  const mra = ctx.meds("mra");
  const hfSources = fittingSources(ctx, ["esc-2021-hf", "aha-acc-hfsa-2022-hf"]);
  if (mra.length === 0 || hfSources.length === 0) return undefined;
  const names = medNames(mra);
  const unit = monovalentUnit(ctx.lab("potassium"));
  const u = (text: string) => inMonovalentUnit(text, unit);
  // Raised but not above 5.5: the guideline's table keeps the dose, so "review the dose of the MRA"
  // would advise a change it does not make (review 14, drug monitoring 13).
  if (k <= MRA_HALVE_POTASSIUM) {
    return {
      clinicianExtra: u(
        `In heart failure the ESC 2021 guideline's practical table halves a mineralocorticoid antagonist only when potassium rises above 5.5 mmol/L (and stops it above 6.0 mmol/L), so at this level ${names} is kept at its dose while potassium and creatinine are rechecked.`,
      ),
      patientExtra:
        "With heart failure, your heart medicines are usually kept at this potassium level, with the blood test repeated soon. Do not change your medicines on your own.",
      nextSteps: [
        "Repeat potassium and creatinine soon (exclude a haemolysed sample)",
        u(
          `Keep ${names} at its dose while potassium stays at 5.5 mmol/L or below; halve it above 5.5 mmol/L and stop it above 6.0 mmol/L (ESC 2021)`,
        ),
        "Review potassium supplements, NSAIDs, salt substitutes and dietary potassium",
      ],
      evidence: hfSources,
    };
  }
  const stop = k > MRA_STOP_POTASSIUM;
  const ras = ctx.medsOf("ace-inhibitor", "arb");
  const drugs = drugWords(mra).join(" or ") || "water tablet";
  return {
    clinicianExtra: u(
      `In heart failure, ${names} is the first medicine to ${stop ? "stop" : "reduce or hold"}: the ESC 2021 heart failure guideline halves a mineralocorticoid antagonist dose when potassium rises above 5.5 mmol/L and stops it above 6.0 mmol/L, and AHA/ACC/HFSA 2022 stops it when potassium cannot be kept below 5.5 mmol/L.`,
    ),
    patientExtra: stop
      ? `With heart failure, the usual first step at this potassium is to stop your ${drugs}, a heart medicine that keeps potassium in the body. Contact your doctor today; do not change your medicines on your own.`
      : `With heart failure, the usual first step is to lower the dose of your ${drugs}, or pause it, because it keeps potassium in the body. Talk to your doctor soon; do not change your medicines on your own.`,
    nextSteps: [
      "Repeat potassium promptly (exclude a haemolysed sample)",
      stop
        ? u(`Stop ${names} (potassium above 6.0 mmol/L in heart failure); recheck potassium and creatinine closely`)
        : u(
            `Halve the dose of ${names} or hold it first (potassium above 5.5 mmol/L in heart failure); recheck potassium and creatinine closely`,
          ),
      ras.length > 0
        ? `Review potassium supplements, NSAIDs and dietary potassium; review the dose of ${medNames(ras)} if potassium stays high once the mineralocorticoid antagonist is reduced`
        : "Review potassium supplements, NSAIDs, other potassium-raising medicines and dietary potassium",
      "Check eGFR and, if potassium is 6.0 or more, an ECG",
    ],
    evidence: hfSources,
  };
}

/** Age from which ADA's older-adults section applies (65 and over). */
const OLDER_ADULT_AGE = 65;

/**
 * An HbA1c at goal in an older adult on a medicine that can cause hypoglycaemia (a sulfonylurea or
 * insulin): ADA 2026 section 13 deintensifies such treatment when this can be done within the
 * individual HbA1c goal, so "continue current treatment" is replaced by a review of that medicine.
 * Undefined under 65 or without such a medicine.
 */
export function atGoalDeintensification(
  ctx: RuleContext,
): { step: string; clinician: string; patient: string; evidence: string[] } | undefined {
  const age = ctx.age;
  const meds = ctx.medsOf("sulfonylurea", "insulin");
  if (age === undefined || age < OLDER_ADULT_AGE || meds.length === 0) return undefined;
  const names = medNames(meds);
  const drugs = drugWords(meds).join(" or ") || "diabetes medicine";
  return {
    step: `Review ${names}: at this HbA1c, reduce or stop ${severalMedicines(meds) ? "them" : "it"} if the individual goal allows, to avoid hypoglycaemia; check HbA1c at least twice a year`,
    clinician: `At age ${age} on ${names}, which can cause hypoglycaemia: ADA advises deintensifying such treatment in older adults when this can be done within the individual HbA1c goal, so the current treatment is reviewed rather than simply continued.`,
    patient: `Because you take ${drugs}, which can make blood sugar too low, your doctor may lower the dose now that your sugar is well controlled.`,
    evidence: ["ada-soc-2026-s13"],
  };
}
