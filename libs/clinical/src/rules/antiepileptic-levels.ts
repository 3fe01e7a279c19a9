import { FindingFamily, type LabObservation, type MedicationItem, Severity } from "../model.ts";
import { medNames, type RuleContext, severalMedicines } from "./context.ts";
import { statedMatches } from "./notes.ts";
import type { Rule, RuleMatch } from "./types.ts";

/*
 * A total phenytoin level read with the albumin (review 10, neuro-psych-meds must-fix 2; cases 12
 * and 12b). Only unbound phenytoin is active; with low albumin a total level in range can hide a
 * toxic free level. The Winter-Tozer equation estimates the total level at normal albumin:
 * measured ÷ (0.2 × albumin g/dL + 0.1) ("ann-pharmacother-2016-sheiner-tozer-review"), with 0.1 in
 * place of 0.2 in kidney failure, a form that proved unreliable on haemodialysis
 * ("ann-pharmacother-2017-phenytoin-esrd"). The estimate is biased and imprecise, so a free level is
 * advised. Therapeutic range 10–20 mg/L (= µg/mL). The label ties nystagmus to about 20 mg/L,
 * ataxia to about 30 and slurred speech and lethargy to above 40, and lists the drugs that raise
 * the level (SUMMARIES["dilantin-label-interactions"]).
 */

const RANGE_LOW = 10;
const RANGE_HIGH = 20;
/** Above this (mg/L) the label expects lethargy and slurred speech: severe toxicity. */
const SEVERE = 40;
/** Albumin (g/dL) below which the total level is corrected: the usual lower limit. */
const ALBUMIN_LOW = 3.5;
/** eGFR (mL/min/1.73 m²) below which the kidney-failure coefficient is used (KDIGO G5). */
const EGFR_FAILURE = 15;
/** The albumin is read with the phenytoin only when drawn within this many days of it. */
const SAME_TIME_DAYS = 7;

/** Signs of phenytoin excess stated in the notes. */
const TOXIC_SIGNS =
  /\b(?:nystagmus|ataxi[ac]|ataxic gait|unsteady|unsteadiness|off balance|slurred speech|slurring|dysarthri[ac]|drows(?:y|iness)|lethargi?c?|lethargy|somnolen(?:t|ce)|double vision|diplopia|confus(?:ed|ion))\b/i;

/** Drugs the phenytoin label lists as raising phenytoin levels, by the vocabulary's classes or by name. */
const RAISING_CLASSES = ["azole-antifungal", "co-trimoxazole", "amiodarone", "fluoropyrimidine"];
const RAISING_NAMES =
  /\b(?:fluconazole|ketoconazole|itraconazole|miconazole|voriconazole|fluoxetine|fluvoxamine|sertraline|omeprazole|cimetidine|isoniazid|disulfiram|chloramphenicol|capecitabine|fluorouracil)\b/i;

const round1 = (n: number): string => `${Math.round(n * 10) / 10}`;

/**
 * The unit the estimate and the range are written in: µg/mL (the same number as mg/L) when the
 * level came in µg/mL or mcg/mL, so a US total of "14 µg/mL" is not set beside an estimate of
 * "24.1 mg/L" and a range of "10–20 mg/L" (review 34, paeds-neuro-34 case 08); mg/L otherwise.
 */
function levelUnit(level: LabObservation): string {
  return /^(?:µ|μ|u|mc)g\/ml$/i.test(level.unit ?? "") ? "µg/mL" : "mg/L";
}

function withinDays(a: LabObservation, b: LabObservation, days: number): boolean {
  return a.time === undefined || b.time === undefined || Math.abs(a.time - b.time) <= days * 86_400_000;
}

/** The current medicines the label lists as raising phenytoin levels. */
function raisingDrugs(ctx: RuleContext): MedicationItem[] {
  return ctx.model.medications.filter(
    (m) => m.active && (m.classes.some((c) => RAISING_CLASSES.includes(c)) || RAISING_NAMES.test(m.name)),
  );
}

/** The stated signs of excess, deduplicated, in the order written. */
function statedSigns(text: string): string[] {
  const seen = new Set<string>();
  for (const m of statedMatches(text, TOXIC_SIGNS)) seen.add(m.quote.toLowerCase());
  return [...seen];
}

function phenytoinLevel(ctx: RuleContext): RuleMatch | undefined {
  const level = ctx.lab("phenytoin");
  const measured = ctx.valueOf(level);
  if (level === undefined || measured === undefined) return undefined;

  const albuminObs = ctx.lab("albumin");
  const albumin = ctx.valueOf(albuminObs);
  const useAlbumin =
    albuminObs !== undefined &&
    albumin !== undefined &&
    albumin > 0 &&
    albumin < ALBUMIN_LOW &&
    withinDays(level, albuminObs, SAME_TIME_DAYS);
  const egfr = ctx.value("egfr");
  const kidneyFailure = ctx.conditions("kidney-failure").length > 0 || (egfr !== undefined && egfr < EGFR_FAILURE);
  const coefficient = kidneyFailure ? 0.1 : 0.2;
  const corrected = useAlbumin ? measured / (coefficient * albumin + 0.1) : undefined;
  const effective = corrected ?? measured;

  const signs = statedSigns(ctx.freeText);
  const drugs = raisingDrugs(ctx);
  const high = effective > RANGE_HIGH;
  // A total level below range that corrects into or above it: the dose must not be raised on the total.
  const hiddenByAlbumin = corrected !== undefined && measured < RANGE_LOW && corrected >= RANGE_LOW;
  if (!high && !hiddenByAlbumin) return undefined;

  const severity = !high
    ? Severity.moderate
    : effective >= SEVERE
      ? Severity.critical
      : signs.length > 0
        ? Severity.high
        : Severity.moderate;

  const unit = levelUnit(level);
  const correction =
    corrected === undefined
      ? ""
      : ` With albumin ${ctx.show(albuminObs!)}, the Winter-Tozer estimate at normal albumin is about ${round1(corrected)} ${unit} (measured ÷ (${coefficient} × albumin g/dL + 0.1)${kidneyFailure ? ", the kidney-failure form, which has proved unreliable on haemodialysis" : ""}), so the active (free) drug is higher than the total suggests.`;
  const reading = high
    ? ` This is above the usual range of ${RANGE_LOW}–${RANGE_HIGH} ${unit}${corrected !== undefined && measured <= RANGE_HIGH ? " although the total itself looks in range" : ""}.`
    : ` The total is below range, but the estimate is within or above it: do not raise the dose on the total level.`;
  const signText =
    signs.length > 0
      ? high
        ? ` The notes record ${signs.join(", ")}, which ${signs.length > 1 ? "fit" : "fits"} phenytoin toxicity.`
        : ` The notes record ${signs.join(", ")}.`
      : "";
  const drugText =
    drugs.length > 0
      ? ` ${medNames(drugs)} can raise phenytoin levels (the phenytoin label lists ${severalMedicines(drugs) ? "them" : "it"} among drugs that do).`
      : "";

  const steps: string[] = [];
  if (high) {
    steps.push(
      severity === Severity.critical
        ? "Same-day emergency assessment for phenytoin toxicity; withhold phenytoin and seek specialist advice on restarting"
        : signs.length > 0
          ? "Same-day review: withhold or reduce phenytoin with the prescriber or neurology, then recheck the level"
          : "Review the phenytoin dose with the prescriber; small dose changes raise the level disproportionately",
    );
  }
  if (corrected !== undefined)
    steps.push("Measure a free (unbound) phenytoin level to confirm, as the albumin estimate is imprecise");
  if (drugs.length > 0)
    steps.push(
      `Review ${medNames(drugs)} with the prescriber and recheck the phenytoin level after starting or stopping it`,
    );
  if (!high) steps.push("Do not increase the phenytoin dose on the total level alone");

  const patient = high
    ? severity === Severity.critical
      ? "Your phenytoin level looks very high. This can cause serious side effects. Please get medical help today, at an emergency department if you feel very drowsy or confused."
      : signs.length > 0
        ? `Your phenytoin level looks too high, and what your notes record (${signs.join(", ")}) can be a side effect of too much phenytoin. Please speak to your doctor today.`
        : "Your phenytoin level looks higher than the usual range. Your doctor may adjust the dose."
    : "Your phenytoin level looks low on paper, but because your albumin (a blood protein) is low, more of the medicine is active than the number shows. The dose should not be raised on this result alone.";
  const lowAlbuminPatient =
    high && corrected !== undefined
      ? " Your albumin (a blood protein) is low, so more of the medicine is active than the level shows."
      : "";

  return {
    refs: ctx.refs(level, useAlbumin ? albuminObs : undefined),
    severity,
    values: {
      level: ctx.show(level),
      correction,
      reading,
      signs: signText,
      drugs: drugText,
      patient: patient + lowAlbuminPatient,
    },
    nextSteps: steps,
    evidence:
      corrected === undefined
        ? []
        : kidneyFailure
          ? ["ann-pharmacother-2016-sheiner-tozer-review", "ann-pharmacother-2017-phenytoin-esrd"]
          : ["ann-pharmacother-2016-sheiner-tozer-review"],
  };
}

export const ANTIEPILEPTIC_LEVEL_RULES: readonly Rule[] = [
  {
    id: "phenytoin-level",
    family: FindingFamily.drugLab,
    severity: Severity.moderate,
    problem: "Phenytoin level",
    title: "Phenytoin level outside the therapeutic range (read with the albumin)",
    clinician: "Total phenytoin {level}.{correction}{reading}{signs}{drugs}",
    patient: "{patient} Do not stop or change phenytoin on your own.",
    nextSteps: ["Review the phenytoin dose with the prescriber"],
    evidence: ["dilantin-label-interactions"],
    keywords: ["phenytoin", "phenytoin toxicity", "albumin", "winter-tozer", "free phenytoin", "nystagmus", "ataxia"],
    match: phenytoinLevel,
  },
];

/** A dose increase stated in the notes, which makes the antiepileptic the likelier cause. */
const DOSE_RAISED =
  /\b(?:dose (?:was |recently )?(?:increased|raised|went up|titrated up)|(?:increased|raised|up-?titrated) (?:the |his |her )?(?:dose|carbamazepine|oxcarbazepine))\b/i;

/**
 * Carbamazepine or oxcarbazepine with a low sodium (review 10, cases 08–09): the antiepileptic is
 * named as a likely cause, with a dose increase from the notes; the hyponatraemia finding keeps
 * the grade and the correction advice (SUMMARIES["epilepsia-1994-cbz-oxc-hyponatremia"]).
 */
/** Sodium (mmol/L) from which hyponatraemia is mild, and the fall from the previous value still read as stable. */
const MILD_SODIUM_FLOOR = 130;
const STABLE_SODIUM_DROP = 2;

function antiepilepticLowSodium(ctx: RuleContext): RuleMatch | undefined {
  const meds = ctx.medsOf("carbamazepine", "oxcarbazepine");
  const na = ctx.value("sodium");
  if (meds.length === 0 || na === undefined || na >= (ctx.lowerLimit("sodium") ?? 135)) return undefined;
  const raised = statedMatches(ctx.freeText, DOSE_RAISED).next().done === false;
  // Most of this hyponatraemia causes no symptoms: a mild value no lower than the one before
  // (review 12, neurology case 03: 134 then 133) is watched, not met with a dose change.
  const [latest, previous] = ctx.labs("sodium").filter((o) => o.standard !== undefined);
  const before = ctx.valueOf(previous);
  const stable = !raised && na >= MILD_SODIUM_FLOOR && before !== undefined && na >= before - STABLE_SODIUM_DROP;
  if (stable)
    return {
      refs: ctx.refs(latest, previous, ...meds),
      severity: Severity.low,
      values: {
        drug: medNames(meds),
        na: ctx.showValue("sodium"),
        raised: ` Mildly low and stable (previously ${ctx.show(previous)}), as most of this hyponatraemia is: no dose change is needed for this alone.`,
        patientPlan:
          " This is a small, steady change that usually causes no symptoms and does not need a change of medicine; it is checked again with your routine blood tests.",
      },
      nextSteps: [
        "Recheck sodium with the next routine bloods; sooner with headache, nausea, confusion or more seizures",
      ],
    };
  return {
    refs: ctx.refs(ctx.lab("sodium"), ...meds),
    values: {
      drug: medNames(meds),
      na: ctx.showValue("sodium"),
      raised: raised ? " The notes record a recent dose increase, which makes it the likelier cause." : "",
      patientPlan: " Your doctor may change the dose.",
    },
    nextSteps: [
      moodStabiliserOnly(ctx)
        ? `Review ${medNames(meds)} with the prescriber or psychiatry: a lower dose or another mood stabiliser may be needed; do not stop it abruptly`
        : `Review ${medNames(meds)} with the prescriber or neurology: a lower dose or another medicine may be needed; do not stop it abruptly (seizure risk)`,
    ],
  };
}

/**
 * Carbamazepine taken for bipolar disorder with no epilepsy recorded: its review is psychiatry's,
 * not neurology's, and the seizure warning does not apply (review 21, psych-meds 04).
 */
function moodStabiliserOnly(ctx: RuleContext): boolean {
  const names = ctx.model.conditions.filter((c) => !/resolved|inactive/i.test(c.status)).map((c) => c.name);
  return ctx.conditions("bipolar-disorder").length > 0 && !names.some((n) => /epilep|seizure|convuls/i.test(n));
}

export const ANTIEPILEPTIC_SODIUM_RULES: readonly Rule[] = [
  {
    id: "antiepileptic-low-sodium",
    family: FindingFamily.drugLab,
    severity: Severity.moderate,
    problem: "Sodium",
    title: "Low sodium on carbamazepine or oxcarbazepine",
    clinician:
      "Sodium {na} on {drug}, a known cause of low sodium through an SIADH-like effect (commoner with oxcarbazepine, older age and higher levels).{raised}",
    patient:
      "Your sodium is low. Your epilepsy or mood medicine ({drug}) is a common cause of this. Do not stop it on your own.{patientPlan}",
    nextSteps: [
      "Review the antiepileptic with the prescriber or neurology: a lower dose or another medicine may be needed; do not stop it abruptly (seizure risk)",
    ],
    evidence: ["epilepsia-1994-cbz-oxc-hyponatremia"],
    keywords: ["carbamazepine", "oxcarbazepine", "hyponatremia", "siadh", "low sodium"],
    match: antiepilepticLowSodium,
  },
];
