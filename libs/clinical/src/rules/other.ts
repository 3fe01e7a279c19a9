import { FindingFamily, type ImagingItem, type LabObservation, Severity, type VitalItem } from "../model.ts";
import { parseNumber } from "../parse/number.ts";
import { articleForNumber, capitalise, formatNumber } from "../text.ts";
import { hasLynchVariant } from "../evidence/populations.ts";
import { isActiveCondition } from "../vocab/conditions.ts";
import {
  type BpReading,
  bpInNotes,
  bpReadings,
  latestVisit,
  lowerOf,
  type NotedBp,
  notedClinicBp,
  outOfOfficeNormalStated,
  showBp,
} from "./bp-readings.ts";
import { medNames, type RuleContext, severalMedicines } from "./context.ts";
import { immunosuppressants } from "./live-vaccine-immunosuppression.ts";
import { BREAST_FAMILY_REFER_STEP, breastFamilyReferral, breastFamilyReferralText } from "./family-breast-referral.ts";
import { fhLevelLdl } from "./fh-notes.ts";
import { lungNoduleSizeMm } from "./imaging-site.ts";
import { lupusNephritisSuspected } from "./lupus-nephritis.ts";
import { suspiciousLungNodule } from "./lung-nodule-suspicious.ts";
import { withThiazideSwitch } from "./medicine-review.ts";
import { withEmergencySymptoms } from "./bp-emergency-symptoms.ts";
import { withSevereContext } from "./bp-severe-context.ts";
import {
  niceCkdDiabetesRangeApplies,
  niceCkdHighAcrTargetApplies,
  niceCkdTargetAwaitsAcr,
  niceUnderEightyTargetApplies,
  notedAcr,
} from "./bp-nice-clinic-target.ts";
import { otherCvRiskFactors } from "./cv-risk-factors.ts";
import { statedMention } from "./notes.ts";
import { bpTreatmentCaution, orthostaticDrop } from "./orthostatic.ts";
import { pregnantOrPostnatal } from "./pregnancy-emergencies.ts";
import {
  isInRecord,
  KIDNEY_FUNCTION,
  stepWording,
  type TestsStep,
  type WantedTest,
  withTestsInRecord,
} from "./tests-in-record.ts";
import {
  awaitsOutOfOfficeConfirmation,
  CONFIRM_FIRST_PATIENT,
  clinicOnlyText,
  confirmFirstSteps,
  earlierBelowRange,
} from "./bp-confirm-first.ts";
import type { Rule, RuleMatch } from "./types.ts";
import { devolvedNation, readsAsUk, readsAsUsUnits } from "./uk-record.ts";
import { devolvedLungScreening } from "./lung-screening-nations.ts";
import { MUSCULAR_BMI_PATIENT, MUSCULAR_BMI_STEP, muscularBuild } from "./bmi-muscular.ts";
import { withResistantHypertension } from "./resistant-hypertension.ts";
import { bpAfterStrokeApplies } from "./stroke-history.ts";
import { lastColonoscopy } from "./lynch-surveillance.ts";
import { bsgFamilyColorectal } from "./family-colorectal-uk.ts";
import { noduleCourseEnded } from "./lung-nodule-course.ts";
import { lungNoduleUnderSurveillance } from "./lung-nodule-surveillance.ts";
import { noduleRisk } from "./lung-nodule-risk.ts";
import { referenceNow } from "./past-mention.ts";
import { isHigh, isLow } from "./lab-status.ts";
import { noduleKind, subsolidPlan } from "./lung-nodule-subsolid.ts";
import { aaaGrowth, ng156Referral } from "./aaa-growth.ts";
import { recordedWeightLoss, veryOldOrFrail } from "./very-old-age.ts";
import { onsetWords } from "../vocab/family.ts";

/** The US task force's family-history advice in plain words (UK records read BSG 2019 instead). */
const EARLIER_SCREENING_PATIENT =
  "This means you should start bowel screening earlier than other people, usually with a colonoscopy.";

/** A clinic reading a category is set on, and how it was chosen. */
interface ClinicBp {
  sys: number;
  dia: number;
  refs: string[];
  date?: string;
  /** The visit's higher reading that a repeat replaced (NICE records the lower of the last two). */
  replaced?: { sys: number; dia: number };
  /** The recorded reading is a repeat the notes give. */
  fromNotes?: boolean;
}

/**
 * Readings recorded as vital signs; without any, the clinic readings the notes give ("BP 168/102
 * today"), as the pregnancy rules read them, leaving out a home or ambulatory average.
 */
function recordedOrNotedBp(ctx: RuleContext): BpReading[] {
  const recorded = bpReadings(ctx);
  if (recorded.length > 0) return recorded;
  const outOfOffice = bpInNotes(ctx).filter((n) => n.kind !== "repeat");
  return notedClinicBp(ctx).filter((r) => !outOfOffice.some((n) => n.sys === r.sys && n.dia === r.dia));
}

/**
 * The clinic blood pressure as NICE NG136 1.2.2 records it: the lower of the last two readings of
 * the newest visit, a repeat the notes give ("repeat after 5 minutes 126/80") counting as the last.
 * A standing reading gives way to a seated or lying one: categories and goals are set on those, and
 * a fall on standing is judged on its own (rules/orthostatic.ts).
 */
export function latestBp(ctx: RuleContext): ClinicBp | undefined {
  const all = recordedOrNotedBp(ctx);
  // Oldest first; readings of the same time keep the order given.
  const visit = latestVisit(all).sort((a, b) => (a.time ?? 0) - (b.time ?? 0));
  const newest = visit[visit.length - 1] ?? all[0];
  if (newest === undefined) return undefined;
  const repeat = bpInNotes(ctx).find((n) => n.kind === "repeat");
  const previous = repeat === undefined ? visit[visit.length - 2] : newest;
  const last: BpReading = repeat === undefined ? newest : { ...newest, sys: repeat.sys, dia: repeat.dia };
  const chosen = previous === undefined ? last : lowerOf(previous, last);
  const other = chosen === last ? previous : last;
  const bp: ClinicBp = {
    sys: chosen.sys,
    dia: chosen.dia,
    refs: [...new Set([...visit.flatMap((r) => r.refs), ...newest.refs])],
  };
  if (chosen.date !== undefined) bp.date = chosen.date;
  if (other !== undefined && (other.sys > chosen.sys || other.dia > chosen.dia))
    bp.replaced = { sys: other.sys, dia: other.dia };
  if (repeat !== undefined && chosen === last) bp.fromNotes = true;
  return bp;
}

/** AAP 2017: under 13, blood pressure is classified by percentiles for age, sex and height. */
const ADULT_BP_FROM_AGE = 13;

function isChild(ctx: RuleContext): boolean {
  return ctx.age !== undefined && ctx.age < ADULT_BP_FROM_AGE;
}

/** The adult categories apply from 13, outside pregnancy and the weeks after birth (rules/pregnancy-emergencies.ts). */
function adultCategoriesApply(ctx: RuleContext): boolean {
  return !isChild(ctx) && !pregnantOrPostnatal(ctx);
}

/** NICE NG136's out-of-office threshold for the diagnosis (ambulatory daytime or home average). */
const OUT_OF_OFFICE_HIGH = { sys: 135, dia: 85 };
/** AHA/ACC 2025: out-of-office readings are high from 130/80, so below it they are normal by both. */
const OUT_OF_OFFICE_HIGH_AHA = { sys: 130, dia: 80 };

/** What readings beyond the clinic one say: out-of-office averages and earlier visits. */
interface BpRecord {
  /** Home or ambulatory readings called normal, or averaging below 130/80, as the clinician text names them. */
  outOfOfficeNormal?: string;
  /** A home or ambulatory average of 135/85 or more. */
  outOfOfficeHigh?: NotedBp;
  /**
   * The out-of-office average counts as normal only by NICE NG136's treated target (below 135/85
   * under 80), not by AHA/ACC's 130/80 (review 13, overcall case 09: home 132/82 on two drugs).
   */
  niceTreatedTarget?: boolean;
  /** Readings of earlier visits at or above a level, newest first. */
  earlier: (atLeast: { sys: number; dia: number }) => BpReading[];
}

function bpRecord(ctx: RuleContext, bp: ClinicBp): BpRecord {
  const noted = bpInNotes(ctx).filter((n) => n.kind !== "repeat");
  const high = noted.find((n) => n.sys >= OUT_OF_OFFICE_HIGH.sys || n.dia >= OUT_OF_OFFICE_HIGH.dia);
  const normalAverage = noted.find((n) => n.sys < OUT_OF_OFFICE_HIGH_AHA.sys && n.dia < OUT_OF_OFFICE_HIGH_AHA.dia);
  // NICE NG136 treats to a home or ambulatory average below 135/85 under 80: below it, treated
  // hypertension is at target, so 130-134/80-84 no longer falls between "normal" and "high".
  const niceTarget =
    knownHypertension(ctx) && ctx.age !== undefined && ctx.age >= 18 && ctx.age < NICE_OLDER_AGE
      ? noted.find((n) => n.sys < OUT_OF_OFFICE_HIGH.sys && n.dia < OUT_OF_OFFICE_HIGH.dia)
      : undefined;
  const stated = outOfOfficeNormalStated(ctx);
  const record: BpRecord = {
    earlier: (atLeast) =>
      // Readings the notes date to earlier visits count too (review 28).
      recordedOrNotedBp(ctx).filter(
        (r) =>
          !r.standing &&
          r.date !== undefined &&
          bp.date !== undefined &&
          r.date.slice(0, 10) < bp.date.slice(0, 10) &&
          (r.sys >= atLeast.sys || r.dia >= atLeast.dia),
      ),
  };
  if (high !== undefined) record.outOfOfficeHigh = high;
  else if (normalAverage !== undefined)
    record.outOfOfficeNormal = `${normalAverage.kind} readings of ${showBp(normalAverage)}`;
  else if (stated) record.outOfOfficeNormal = "home or ambulatory readings recorded as normal in the notes";
  else if (niceTarget !== undefined) {
    record.outOfOfficeNormal = `${niceTarget.kind} readings of ${showBp(niceTarget)}`;
    record.niceTreatedTarget = true;
  }
  return record;
}

/** Earlier visits' readings, one per date, as text: "148/88 mmHg (2026-09-14), 155/93 mmHg (2026-06-01)". */
function earlierText(readings: readonly BpReading[]): string {
  const byDate = new Map<string, BpReading>();
  for (const r of readings)
    if (r.date !== undefined && !byDate.has(r.date.slice(0, 10))) byDate.set(r.date.slice(0, 10), r);
  return [...byDate.values()].map((r) => showBp(r)).join(", ");
}

/**
 * A blood pressure rule's step that advises medicines, and what stays of it when treatment calls
 * for care (orthostatic hypotension, falls, frailty, great age; see bpTreatmentCaution).
 */
interface TreatmentStep {
  step: string;
  keep: string[];
}

/**
 * Dihydropyridine calcium channel blockers: in this engine's classes they sit with beta- and
 * alpha-blockers in "other-bp-lowering", which are often given for other reasons (heart rate,
 * angina, prostate), so only these count as a sign of treated hypertension.
 */
const DIHYDROPYRIDINES = new Set(["amlodipine", "felodipine", "nifedipine", "lercanidipine", "lacidipine"]);

/** A low TSH with a raised free T4 or T3, not on thyroid hormone: thyrotoxicosis now. */
function overtThyrotoxicosis(ctx: RuleContext): boolean {
  return (
    isLow(ctx.lab("tsh")) &&
    (isHigh(ctx.lab("free-t4")) || isHigh(ctx.lab("free-t3"))) &&
    ctx.meds("thyroid-hormone").length === 0
  );
}

/** Hypertension recorded as a condition, or a medicine taken mainly for blood pressure. */
export function knownHypertension(ctx: RuleContext): boolean {
  return (
    ctx.conditions("hypertension").length > 0 ||
    ctx.medsOf("ace-inhibitor", "arb", "thiazide").length > 0 ||
    ctx.medsOf("other-bp-lowering").some((m) => m.drugs.some((d) => DIHYDROPYRIDINES.has(d)))
  );
}

/**
 * UK practice (NICE NG136) for an untreated reading, as a note beside the AHA/ACC category, which
 * it does not change: NICE diagnoses from a clinic reading of 140/90 or more confirmed out of
 * office. NG136 is written for adults, so adolescents, classed from 13 by adult categories, get
 * no note. A record that reads as American gets none either: UK practice is beside the point there
 * (review 26, Synthea: "In UK practice (NICE NG136) …" on every US record with a stage 1 reading).
 */
function niceDiagnosisNote(ctx: RuleContext, sys: number, dia: number): string {
  if ((ctx.age !== undefined && ctx.age < 18) || readsAsUsUnits(ctx)) return "";
  return sys >= 140 || dia >= 90
    ? "In UK practice (NICE NG136), a clinic reading from 140/90 to below 180/120 mmHg is confirmed by ambulatory monitoring, or home monitoring if that is unsuitable, before hypertension is diagnosed."
    : "In UK practice (NICE NG136), hypertension is diagnosed from a clinic reading of 140/90 mmHg or more confirmed by ambulatory or home monitoring, so this reading is below that threshold.";
}

/** What sets one blood pressure rule apart from the others, beyond its texts and steps. */
interface BpRuleOptions {
  /**
   * Not raised from age 80 (review 12, overcall case 07: 128/74 at 88 called "elevated"): the
   * reading is below the goal of under 130/80 that AHA/ACC 2025 sets for all adults and far below
   * NICE NG136's 140/90 for diagnosis and 150/90 target from 80, so it asks nothing of anyone.
   */
  quietFromEighty?: boolean;
  /**
   * Not raised on a UK record (review 23, uk-us-23: 128/78 at an NHS Health Check called
   * "elevated"): NICE NG136 has no such category and reads an untreated clinic reading against its
   * 140/90 diagnosis threshold, so the US label asks a UK patient for nothing NICE would do.
   */
  quietForUk?: boolean;
  /** The step that advises medicines, tempered by bpTreatmentCaution. */
  treatment?: TreatmentStep;
  /**
   * A single clinic reading (no earlier raised visit, no high home or ambulatory average) from
   * `fromAge` (below `belowAge`) that NICE's clinic targets leave alone: low priority, with
   * `clinician` added, `patient` as "{confirm}" and `steps` (review 16, older over-calls 01, 02).
   */
  olderSingle?: {
    fromAge: number;
    belowAge?: number;
    /** Whether the NICE target it reads applies to this patient at all (all patients without it). */
    applies?: (ctx: RuleContext) => boolean;
    clinician: string;
    patient: string;
    steps?: string[];
    /**
     * Also when earlier clinic visits were in the same range: each reading meets the target all the
     * same (review 25, uk-us-25 case 08). A high home or ambulatory average still does not.
     */
    sustainedToo?: boolean;
    /**
     * The reading meets the target, so a fall or postural drop does not turn it into a target
     * missed: the target wording stays, with the caution's steps after its own (review 37,
     * older-adults-37 case 03: 136/80 at 79 after a fall on a UK record was told AHA/ACC's goal).
     */
    targetMet?: boolean;
    /** The wording for a record that reads as US, where NICE's target is not quoted (review 25, uk-us-25b case 05). */
    us?: { clinician: string; patient: string; steps: string[] };
  };
  /** Add the NICE NG136 note for an untreated reading. */
  ukNote?: boolean;
  /** Known or sustained hypertension at 18–39 asks about specialist evaluation for a cause (see YOUNG_ADULT). */
  youngAdult?: boolean;
  /** "{range}": the range the reading is in, by the component that puts it there. */
  range?: (s: number, d: number) => string;
  /**
   * "{habits}": advice to lower the pressure by lifestyle, left out with orthostatic hypotension
   * or falls, where the goal is weighed first (bpTreatmentCaution).
   */
  habits?: string;
  /**
   * No finding with orthostatic hypotension or falls: an elevated reading then adds only advice to
   * lower a pressure that already falls on standing.
   */
  quietWithPosturalOrFalls?: boolean;
  /**
   * Readings that confirm the raised pressure (earlier visits at or above `from`, or a home or
   * ambulatory average of 135/85 or more): "{confirm}" then says so instead of `single`, and the
   * steps become `steps(known)`, with the treatment step `treatment(known)` tempered by caution.
   * Without it the reading is judged alone.
   */
  sustained?: {
    from: { sys: number; dia: number };
    single: string;
    confirmed: string;
    steps: (known: boolean) => string[];
    treatment: (known: boolean) => TreatmentStep;
  };
  /**
   * A single office reading that is in the category only by a value exactly at its lower threshold
   * (122/80 for stage 1, 120/76 for elevated): the category stands, but the finding is low, says
   * the reading sits at the threshold and needs confirming, and its steps (when given) replace the
   * medicine step. An engine choice: one reading at a cut-off is the weakest ground for the category.
   */
  threshold?: {
    /** The category's lower bound: an earlier visit's reading at or above it makes this no single reading. */
    from: { sys: number; dia: number };
    /** The component(s) exactly at the threshold, as words ("diastolic 80 mmHg"), or undefined. */
    at: (s: number, d: number) => string | undefined;
    clinician: string;
    /** "{edge}" in the patient text: one sentence, with a leading space. */
    patient: (s: number, d: number) => string;
    steps?: string[];
  };
}

/** The readings that confirm a raised clinic reading, as text for the clinician and the patient. */
function confirmation(
  record: BpRecord,
  from: { sys: number; dia: number },
): { clinician: string; home: boolean; earlier: string } | undefined {
  const earlier = earlierText(record.earlier(from));
  const home = record.outOfOfficeHigh;
  if (earlier === "" && home === undefined) return undefined;
  const parts = [
    earlier === "" ? "" : `also raised at earlier visits (${earlier})`,
    home === undefined ? "" : `${home.kind} readings of ${showBp(home)}`,
  ].filter(Boolean);
  return {
    clinician: `The raised pressure is sustained, not a single reading: ${parts.join(", and ")}.`,
    home: home !== undefined,
    earlier,
  };
}

/** How the clinic reading was recorded, when a repeat in the same visit replaced a higher one. */
function recordedText(bp: ClinicBp, us: boolean): string {
  if (bp.replaced === undefined) return "";
  // NICE's recording rule is not quoted on a US record (review 27, heart-27 case 14).
  const why = us ? "" : ", as NICE NG136 records the lower of the last two";
  return `The first reading of the visit was ${showBp(bp.replaced)}; the repeat${bp.fromNotes ? " in the notes" : ""} is the one recorded${why}.`;
}

/** AHA/ACC 2025: 180/120 mmHg or more needs prompt assessment whatever other readings show. */
function isSevereRange(s: number, d: number): boolean {
  return s >= 180 || d >= 120;
}

/**
 * Each category rule below severe is quiet when home or ambulatory readings are called normal: a
 * raised clinic reading is then reported once, by bp-out-of-office-normal.
 */
function bpRule(
  id: string,
  title: string,
  severity: (typeof Severity)[keyof typeof Severity],
  test: (s: number, d: number, known: boolean) => boolean,
  clinician: string,
  patient: string,
  steps: string[],
  options: BpRuleOptions = {},
): Rule {
  const {
    ukNote = false,
    range,
    habits,
    quietWithPosturalOrFalls = false,
    quietFromEighty = false,
    quietForUk = false,
    sustained,
    threshold,
    olderSingle,
    youngAdult = false,
  } = options;
  const rule: Rule = {
    id,
    family: FindingFamily.vitals,
    severity,
    problem: "Blood pressure",
    title,
    clinician,
    patient,
    nextSteps: steps,
    patientQuestions: ["What should my blood pressure be, and how can I check it at home?"],
    evidence: ["aha-acc-2025-hbp"],
    keywords: ["blood pressure", "hypertension"],
    match: (ctx): RuleMatch | undefined => {
      if (!adultCategoriesApply(ctx)) return undefined;
      const bp = latestBp(ctx);
      const known = knownHypertension(ctx);
      if (!bp || !test(bp.sys, bp.dia, known)) return undefined;
      // After a stroke or TIA the secondary-prevention goal is read instead (bp-after-stroke.ts).
      if (bpAfterStrokeApplies(ctx, bp.sys, bp.dia)) return undefined;
      const eighty = ctx.age !== undefined && ctx.age >= NICE_OLDER_AGE;
      // NICE's clinic target from age 80 is below 150/90: a treated reading under it is at target.
      if (known && eighty && bp.sys < 150 && bp.dia < 90) return undefined;
      // Above it, NICE's target is named on UK records only; a US record is told AHA/ACC's goal
      // (review 25, uk-us-25 case 07: "NICE ... below 150/90" on a US record at 84).
      const niceEighty = eighty && readsAsUk(ctx);
      if (quietFromEighty && eighty) return undefined;
      if (quietForUk && readsAsUk(ctx)) return undefined;
      const record = bpRecord(ctx, bp);
      if (record.outOfOfficeNormal !== undefined && !isSevereRange(bp.sys, bp.dia)) return undefined;
      const caution = bpTreatmentCaution(ctx);
      if (quietWithPosturalOrFalls && caution?.posturalOrFalls) return undefined;
      // A lying reading high only with orthostatic hypotension is supine hypertension, said by the
      // orthostatic-hypotension finding; calling it hypertension to treat would deepen the fall.
      if (caution?.supineHypertension && bp.sys === orthostaticDrop(ctx)?.base.sys) return undefined;
      const confirmed = sustained === undefined ? undefined : confirmation(record, sustained.from);
      // One raised reading in untreated overt hyperthyroidism, which raises the systolic pressure and
      // widens the pulse pressure, is not staged as hypertension until it is repeated (review 30b,
      // engine-30b case 05: 142/68 with TSH <0.01 read as "stage 2 hypertension range").
      if (
        !known &&
        !isSevereRange(bp.sys, bp.dia) &&
        record.outOfOfficeHigh === undefined &&
        record.earlier({ sys: 130, dia: 80 }).length === 0 &&
        overtThyrotoxicosis(ctx)
      )
        return undefined;
      // Raised only at clinic visits, untreated: NICE confirms out of office before medicines (bp-confirm-first.ts).
      const clinicOnly =
        ukNote &&
        confirmed !== undefined &&
        !confirmed.home &&
        awaitsOutOfOfficeConfirmation(ctx, bp.sys, bp.dia, known);
      // Only a single reading: none at or above the category at an earlier visit, none high out of office.
      const atThreshold =
        threshold === undefined ||
        confirmed !== undefined ||
        record.outOfOfficeHigh !== undefined ||
        record.earlier(threshold.from).length > 0
          ? undefined
          : threshold.at(bp.sys, bp.dia);
      // The above-target rule's own text is about the goal ({targetLead}), so it is not said twice.
      const ownGoal = clinician.includes("below 130/80") || clinician.includes("{targetLead}");
      const goal = !known
        ? ""
        : niceEighty
          ? "For people aged 80 and over, NICE's clinic blood pressure target is below 150/90 mmHg, with clinical judgement in frailty or multimorbidity."
          : eighty
            ? `${ownGoal ? "" : "AHA/ACC 2025 keeps the treated goal of below 130/80 mmHg for adults of every age. "}At 80 and over the goal is weighed against frailty, falls and postural symptoms.`
            : ownGoal
              ? ""
              : ukUnderEightyTarget(ctx)
                ? `${NICE_UNDER_EIGHTY_TARGET}.`
                : "In treated or known hypertension, the usual goal is below 130/80 mmHg.";
      const niceMet = confirmed?.home === true && (bp.sys >= 140 || bp.dia >= 90);
      // A record in US units is told AHA/ACC's reading alone, as niceDiagnosisNote already does.
      const us = readsAsUsUnits(ctx);
      const nice =
        !ukNote || known || us
          ? ""
          : niceMet && (ctx.age === undefined || ctx.age >= 18)
            ? "This meets the NICE NG136 diagnosis of hypertension (clinic 140/90 mmHg or more with a home or ambulatory average of 135/85 mmHg or more)."
            : niceDiagnosisNote(ctx, bp.sys, bp.dia);
      // AAP 2017 applies these adult categories from 13, so an adolescent's reading cites it too.
      const adolescent = ctx.age !== undefined && ctx.age < 18;
      // A UK adolescent reads ESH 2016, not the US guideline (review 33, women-paeds-33 case 18).
      // Under 16 only, where ESH judges by centiles; from 16 both use adult levels (AAP's are kept).
      const ukTeen = adolescent && (ctx.age ?? 0) < 16 && readsAsUk(ctx);
      const niceEvidence = [
        ...(adolescent ? [ukTeen ? "esh-2016-paediatric-hypertension" : "aap-2017-pediatric-hbp"] : []),
        ...(nice ? ["nice-ng136-hypertension"] : []),
        ...(known && niceEighty ? ["nice-qs28-bp-targets"] : []),
      ];
      // A single raised clinic reading awaiting NICE confirmation gets no medicine advice either.
      const singleAwaiting =
        ukNote &&
        confirmed === undefined &&
        record.outOfOfficeHigh === undefined &&
        awaitsOutOfOfficeConfirmation(ctx, bp.sys, bp.dia, known);
      // It names an earlier reading below 140/90, which shows it is the only raised one (review 12).
      const earlierBelow = singleAwaiting ? earlierBelowRange(ctx, bp) : undefined;
      // Hypertension, not a reading still to confirm, in an adult under 40 (NICE NG136 1.4.14).
      const young =
        youngAdult &&
        ctx.age !== undefined &&
        ctx.age >= 18 &&
        ctx.age < YOUNG_ADULT.belowAge &&
        (known || (confirmed !== undefined && !clinicOnly)) &&
        !knownSecondaryCause(ctx);
      const values = {
        bp: showBp(bp),
        range: range?.(bp.sys, bp.dia) ?? "",
        // No "less salt" to someone whose sodium is low (review 10, case 09).
        habits:
          habits === undefined || caution?.posturalOrFalls || isLowSodium(ctx) ? "" : `${habits}${weightAdvice(ctx)}.`,
        confirm:
          sustained === undefined
            ? ""
            : confirmed === undefined
              ? [sustained.single, earlierBelow?.patient ?? ""].filter(Boolean).join(" ")
              : clinicOnly
                ? CONFIRM_FIRST_PATIENT
                : sustained.confirmed.replace("{where}", confirmed.home ? " and at home" : ""),
        edge: atThreshold === undefined ? "" : (threshold?.patient(bp.sys, bp.dia) ?? ""),
      };
      const older =
        olderSingle !== undefined &&
        ctx.age !== undefined &&
        ctx.age >= olderSingle.fromAge &&
        (olderSingle.belowAge === undefined || ctx.age < olderSingle.belowAge) &&
        (olderSingle.applies === undefined || olderSingle.applies(ctx)) &&
        (confirmed === undefined || olderSingle.sustainedToo === true) &&
        record.outOfOfficeHigh === undefined &&
        // A postural drop or falls keep the caution's own steps (a standing reading before any change),
        // as does any caution where the older wording keeps the step-up advice it tempers.
        // An untreated reading from 80 that asks for no treatment stays low with falls too: the caution
        // tempers a start that is not advised (review 29b, meds-29b case 12: 138/76 at 88 with recurrent
        // falls was moderate and "a little above the ideal level").
        (caution?.posturalOrFalls !== true ||
          (!known && olderSingle.fromAge >= NICE_OLDER_AGE) ||
          olderSingle.targetMet === true) &&
        (olderSingle.steps !== undefined || caution === undefined)
          ? olderSingle
          : undefined;
      const olderUs = older?.us !== undefined && readsAsUsUnits(ctx) ? older.us : undefined;
      const olderText = olderUs ?? older;
      if (olderText !== undefined)
        return {
          refs: bp.refs,
          values: { ...values, confirm: olderText.patient, edge: "" },
          severity: Severity.low,
          // A postural drop or fall is still told to the patient, with its question.
          ...(caution?.posturalOrFalls && { patientExtra: caution.patient, patientQuestions: [caution.question] }),
          clinicianExtra: [
            recordedText(bp, us),
            confirmed?.clinician ?? "",
            // The US wording is AHA/ACC's alone: no NICE note beside it.
            olderUs === undefined ? nice : "",
            olderText.clinician,
            caution?.clinician ?? "",
          ]
            .filter(Boolean)
            .join(" "),
          ...(olderText.steps && {
            nextSteps:
              older?.targetMet && caution?.posturalOrFalls ? [...olderText.steps, ...caution.steps] : olderText.steps,
          }),
          evidence: [
            ...new Set([
              ...(olderUs === undefined ? niceEvidence : niceEvidence.filter((id) => !id.startsWith("nice-"))),
              olderUs === undefined ? "nice-qs28-bp-targets" : "aha-acc-2025-hbp",
              ...(caution === undefined ? [] : caution.evidence),
            ]),
          ],
        };
      const clinicianExtra = [
        recordedText(bp, us),
        clinicOnly ? clinicOnlyText(confirmed?.earlier ?? "") : (confirmed?.clinician ?? ""),
        earlierBelow?.clinician ?? "",
        atThreshold === undefined ? "" : (threshold?.clinician.replace("{at}", atThreshold) ?? ""),
        goal,
        nice,
        adolescent
          ? ukTeen
            ? ukTeenBpNote()
            : "From age 13, the AAP 2017 guideline for children and adolescents uses these adult categories."
          : "",
        young ? (us ? YOUNG_ADULT_US.clinician : YOUNG_ADULT.clinician) : "",
      ].filter(Boolean);
      // A US record is told the young-onset point without NICE NG136 (YOUNG_ADULT_US).
      const youngEvidence = !young
        ? []
        : us
          ? [YOUNG_ADULT_US.evidence]
          : niceEvidence.includes("nice-ng136-hypertension")
            ? []
            : ["nice-ng136-hypertension"];

      const thresholdSteps =
        clinicOnly || singleAwaiting
          ? confirmFirstSteps(ctx)
          : atThreshold === undefined
            ? undefined
            : threshold?.steps;
      const treatment =
        thresholdSteps !== undefined
          ? undefined
          : sustained !== undefined && confirmed
            ? sustained.treatment(known)
            : options.treatment;
      const ownSteps = [
        ...(thresholdSteps ?? (sustained !== undefined && confirmed ? sustained.steps(known) : steps)).map((s) =>
          known ? (TREATED_WORDING[s] ?? s) : s,
        ),
        ...(young ? [us ? YOUNG_ADULT_US.step : YOUNG_ADULT.step] : []),
      ];
      const base = {
        ...(forAge(ctx, ownSteps).join("\n") === steps.join("\n") ? {} : { nextSteps: forAge(ctx, ownSteps) }),
        ...(atThreshold === undefined ? {} : { severity: Severity.low }),
      };
      if (treatment === undefined || caution === undefined) {
        return {
          refs: bp.refs,
          values,
          clinicianExtra: clinicianExtra.join(" "),
          ...(young && { patientExtra: YOUNG_ADULT.patient }),
          evidence: [...niceEvidence, ...youngEvidence],
          ...base,
        };
      }
      return {
        refs: [...bp.refs, ...caution.refs.filter((r) => !bp.refs.includes(r))],
        values,
        clinicianExtra: [...clinicianExtra, caution.clinician].join(" "),
        patientExtra: [young ? YOUNG_ADULT.patient : "", caution.patient].filter(Boolean).join(" "),
        nextSteps: forAge(
          ctx,
          ownSteps.flatMap((s) =>
            s === treatment.step || s === TREATED_WORDING[treatment.step] ? [...treatment.keep, ...caution.steps] : [s],
          ),
        ),
        patientQuestions: [caution.question],
        evidence: [...niceEvidence, ...youngEvidence, ...caution.evidence],
      };
    },
  };
  // A thiazide that has lowered the sodium is replaced, not built on (medicine-review.ts); on three
  // drug groups including a diuretic, stage 2 is resistant hypertension (resistant-hypertension.ts).
  const switched = withResistantHypertension(withThiazideSwitch(rule, THIAZIDE_SWITCHED_STEPS), [
    STAGE_2_TREATMENT,
    STAGE_2_TREATED,
    SUSTAINED_STAGE_2_TREATED,
  ]);
  return rule.nextSteps.includes(stepWording(BP_WORK_UP)) ? withTestsInRecord(BP_WORK_UP, switched) : switched;
}

/** NICE's clinic target for treated hypertension from 18 to 79 (NICE QS28 statement 4, from NG136). */
const NICE_UNDER_EIGHTY_TARGET =
  "In UK practice the clinic target for treated hypertension under 80 is below 140/90 mmHg (NICE QS28, from NG136)";

/** A UK record of treated or known hypertension, aged 18 to 79, held to NICE's under-80 clinic target. */
function ukUnderEightyTarget(ctx: RuleContext): boolean {
  return (
    ctx.age !== undefined &&
    ctx.age >= NICE_TARGET_FROM_AGE &&
    ctx.age < NICE_OLDER_AGE &&
    knownHypertension(ctx) &&
    readsAsUk(ctx) &&
    niceUnderEightyTargetApplies(ctx)
  );
}

/**
 * The source of the above-target goal: AHA/ACC 2025, or on a UK record of diabetes with chronic kidney
 * disease NICE QS5's range, which the reading is measured against instead (review 29, renal-29 case
 * 03: 134/80 with type 2 diabetes and CKD G3bA3 at a UK practice was told "(AHA/ACC 2025)" and cited it).
 */
function withUkCkdDiabetesTarget(rule: Rule): Rule {
  const aboveTarget = (source: string) => ({
    targetLead: `above the usual target of below 130/80 mmHg (${source})`,
    patientLead: "a little above the usual target for people with high blood pressure (below 130/80)",
  });
  const matchTarget = (ctx: RuleContext): RuleMatch | undefined => {
    const match = rule.match(ctx);
    if (match === undefined) return match;
    // CKD without diabetes and no ACR on a UK record: NICE's target hangs on the ACR, and a reading
    // below 140/90 meets the one for an ACR below 70 mg/mmol, so the finding asks for the ACR
    // rather than for more treatment (niceCkdTargetAwaitsAcr; review 34, kidney-lytes-34 case 04).
    if (readsAsUk(ctx) && niceCkdTargetAwaitsAcr(ctx))
      return {
        ...match,
        severity: Severity.low,
        values: {
          ...match.values,
          targetTitle: "Blood pressure in chronic kidney disease: the UK target depends on a urine ACR not on record",
          targetLead:
            "in UK practice NICE's target with chronic kidney disease depends on the urine albumin:creatinine ratio (ACR), which is not on record: below 140/90 mmHg (systolic 120–139) with an ACR below 70 mg/mmol, below 130/80 mmHg (systolic 120–129) with 70 or more. This reading meets the first and not the second",
          patientLead:
            "within the target UK guidance uses for most people with kidney disease (below 140/90), but the target is lower (below 130/80) if there is a lot of protein in the urine",
          confirm:
            "A urine test for protein (the ACR) is not in your record yet, and it decides which target is yours, so ask for it.",
          habits: "Less salt and more activity help in either case.",
        },
        nextSteps: [
          "Measure a urine ACR: it sets NICE's clinic target in CKD (below 140/90 mmHg with an ACR below 70 mg/mmol, below 130/80 mmHg with 70 or more)",
          "If the ACR is 70 mg/mmol or more, adjust treatment toward below 130/80 mmHg; otherwise this reading is at target",
        ],
        evidence: ["nice-ng203-ckd"],
        evidenceReplacesRule: true,
      };
    // CKD with an ACR of 70 mg/mmol or more on a UK record is held to NICE's own target, which
    // the reading is measured against, the ACR read from the notes when no result gives it
    // (review 32, bp-renal-32 case 01: "ACR 85 mg/mmol" in the notes was told "(AHA/ACC 2025)").
    if (readsAsUk(ctx) && niceCkdHighAcrTargetApplies(ctx)) {
      const noted = notedAcr(ctx);
      return {
        ...match,
        values: {
          ...match.values,
          ...aboveTarget(
            `in UK practice, NICE's target with chronic kidney disease and an ACR of 70 mg/mmol or more${noted ? `, here ${noted.value} ${noted.unit} as stated in the notes,` : ""} is a systolic of 120–129 and a diastolic below 80 mmHg`,
          ),
        },
        evidence: ["nice-ng203-ckd"],
        evidenceReplacesRule: true,
      };
    }
    // A UK reading that meets NICE's under-80 clinic target (the rule's low-priority UK wording)
    // leads with NICE, not with AHA/ACC's lower goal (review 32, bp-renal-32 case 16: 136/84 with
    // CKD and "ACR 12 mg/mmol" at a Sheffield practice opened "above the usual target of below 130/80").
    if (readsAsUk(ctx) && match.severity === Severity.low && ukUnderEightyTarget(ctx))
      return {
        ...match,
        values: {
          ...match.values,
          // Not "above the treatment target" over a text saying NICE's target is met (review 46,
          // infection-sweep-46 case 01: 132/80 at 68 in a UK record).
          targetTitle: "Blood pressure at NICE's target, above AHA/ACC's lower goal",
          targetLead:
            "it meets NICE's clinic target for treated hypertension under 80 and is above only AHA/ACC 2025's lower goal of below 130/80 mmHg",
          patientLead: "at a level UK guidance accepts for people treated for high blood pressure",
        },
      };
    if (!readsAsUk(ctx) || !niceCkdDiabetesRangeApplies(ctx))
      return { ...match, values: { ...match.values, ...aboveTarget("AHA/ACC 2025") } };
    return {
      ...match,
      values: {
        ...match.values,
        ...aboveTarget(
          "in UK practice, NICE QS5's range with chronic kidney disease and diabetes is systolic 120–129 and diastolic below 80 mmHg",
        ),
      },
      evidence: [...new Set([...(match.evidence ?? []), "nice-qs28-bp-targets"])],
      evidenceReplacesRule: true,
    };
  };
  return {
    ...rule,
    title: "{targetTitle}",
    match: (ctx) => {
      const match = matchTarget(ctx);
      return match === undefined ? match : { ...match, values: { targetTitle: rule.title, ...match.values } };
    },
  };
}

/**
 * On a UK record under NICE's under-80 target, a stage 2 reading (140/90 or more) is treated toward
 * below 140/90 mmHg, not AHA/ACC's below 130/80 (review 24, uk-us-24b case 02: 148/92 on amlodipine
 * at a GP surgery was told to intensify toward below 130/80; nice-qs28-bp-targets). Wrapped around
 * the whole rule, so the thiazide and resistant hypertension wordings built on the AHA/ACC step are
 * aimed at NICE's target too.
 */
function withUkTarget(rule: Rule): Rule {
  return {
    ...rule,
    match: (ctx) => {
      const match = rule.match(ctx);
      if (match === undefined || !ukUnderEightyTarget(ctx)) return match;
      return {
        ...match,
        nextSteps: (match.nextSteps ?? rule.nextSteps).map((s) =>
          s.replace("toward below 130/80 mmHg", "toward NICE's clinic target of below 140/90 mmHg"),
        ),
        evidence: [...new Set([...(match.evidence ?? []), "nice-qs28-bp-targets"])],
      };
    },
  };
}

/*
 * AHA/ACC's stage names on a UK record (review 32, country-32b case 10: 148/92 at a Bristol GP
 * surgery titled "Stage 2 hypertension range"): NICE NG136 stages hypertension differently and
 * confirms a clinic reading out of office first, and its stage definitions were not seen in this
 * review, so a UK record gets the reading's level without a stage number; others keep AHA/ACC's.
 */
const AHA_STAGE_2_WORDS = "in the stage 2 hypertension range";
/** NICE NG136's start of treatment, as NHS summaries of it give it (seenAt of nice-ng136-hypertension, review 33). */
const NICE_STEP_1_START =
  "Lifestyle advice, and drug treatment by NICE NG136 (offered at stage 1 under 80 with target organ damage, cardiovascular or kidney disease, diabetes or a 10-year cardiovascular risk of 10% or more): step 1 is an ACE inhibitor or ARB under 55 (not of Black African or African-Caribbean family origin), or a calcium-channel blocker at 55 or over or of Black African or African-Caribbean family origin";
/**
 * AHA/ACC's stage 1 name on a UK record (review 35, cardio-35 case 04: 132/76 at an NHS Health Check
 * in Sheffield was titled "Stage 1 hypertension range", moderate): NICE NG136 diagnoses hypertension
 * from a clinic reading of 140/90 mmHg or more, so an untreated 130–139/80–89 reading is below its
 * threshold. A UK record gets the reading's level without the US stage as title, and a single such
 * reading is low priority; repeated readings keep the rule's severity.
 */
const STAGE_1_SINGLE = "One reading is not a diagnosis: it needs confirming with home or repeated readings.";
const UK_STAGE_1_TITLE = "Blood pressure above the ideal level, below the NICE threshold for hypertension";
function withUkStage1Wording(rule: Rule): Rule {
  return {
    ...rule,
    title: "{stage1Title}",
    clinician: rule.clinician.replace("in the stage 1 hypertension range", "{stage1Words}"),
    match: (ctx) => {
      const match = rule.match(ctx);
      if (match === undefined) return match;
      const uk = readsAsUk(ctx) && !readsAsUsUnits(ctx);
      const confirm = String(match.values?.confirm ?? "");
      const single = confirm.startsWith(STAGE_1_SINGLE);
      const steps = match.nextSteps ?? rule.nextSteps;
      // Clinic readings alone, however many, stay below NICE's 140/90; a high home average is another
      // matter. Steps that already say no treatment (from 80, olderSingle) are kept as they are.
      const clinicOnlyBelowNice =
        uk && !confirm.includes("at home") && steps.some((s) => UK_BELOW_NICE_STEPS[s] !== undefined);
      return {
        ...match,
        values: {
          ...match.values,
          stage1Title: uk ? UK_STAGE_1_TITLE : rule.title,
          stage1Words: uk ? "in the range AHA/ACC calls stage 1 hypertension" : "in the stage 1 hypertension range",
          ...(uk && single && { confirm: confirm.replace(STAGE_1_SINGLE, UK_BELOW_NICE_PATIENT) }),
        },
        ...(clinicOnlyBelowNice && {
          severity: Severity.low,
          nextSteps: [...new Set([UK_RECHECK_STEP, ...steps.map((s) => UK_BELOW_NICE_STEPS[s] ?? s)])],
        }),
      };
    },
  };
}

function withUkStageFreeWording(rule: Rule): Rule {
  return {
    ...rule,
    title: "{stageTitle}",
    clinician: rule.clinician.replace(AHA_STAGE_2_WORDS, "{stageWords}"),
    match: (ctx) => {
      const match = rule.match(ctx);
      if (match === undefined) return match;
      const uk = readsAsUk(ctx);
      // A UK adult's untreated, confirmed hypertension starts NICE NG136's step 1, not AHA/ACC's two
      // drugs in one pill (review 33, women-paeds-33 case 19: an Exeter GP record, ABPM 141/90).
      const steps = match.nextSteps ?? rule.nextSteps;
      const niceStart =
        uk &&
        ctx.age !== undefined &&
        ctx.age >= 18 &&
        ctx.age < NICE_OLDER_AGE &&
        steps.includes(SUSTAINED_STAGE_2_UNTREATED);
      return {
        ...match,
        values: {
          ...match.values,
          stageTitle: uk ? "Raised blood pressure (140/90 mmHg or more)" : rule.title,
          stageWords: uk ? "raised" : AHA_STAGE_2_WORDS,
        },
        ...(niceStart && {
          nextSteps: steps.map((s) => (s === SUSTAINED_STAGE_2_UNTREATED ? NICE_STEP_1_START : s)),
          evidence: [...new Set([...(match.evidence ?? []), "nice-ng136-hypertension"])],
        }),
      };
    },
  };
}

/**
 * A stage's range named by the component that puts the reading in it, so that 128/82 is not said
 * to be in "130–139/80–89": both when both qualify.
 */
function qualifyingRange(sysIn: boolean, diaIn: boolean, sys: string, dia: string, both: string): string {
  return sysIn && diaIn ? `${both} mmHg` : sysIn ? `systolic ${sys} mmHg` : `diastolic ${dia} mmHg`;
}

function latestBmi(ctx: RuleContext): { bmi: number; refs: string[]; noted?: string } | undefined {
  const direct = ctx.vitals("bmi")[0];
  // A BMI read from the notes (normalize/bmi-notes.ts) is said to be so, as it was not measured here.
  if (direct?.value !== undefined)
    return { bmi: direct.value, refs: [direct.ref], ...(direct.fromNotes && { noted: " (as stated in the notes)" }) };
  const w = ctx.vitals("weight")[0];
  const h = ctx.vitals("height")[0];
  if (w?.value === undefined || h?.value === undefined) return undefined;
  const kg = w.unit === "lb" ? w.value * 0.45359237 : w.value;
  const m = h.unit === "cm" ? h.value / 100 : h.unit === "in" ? h.value * 0.0254 : h.unit === "m" ? h.value : undefined;
  if (m === undefined || m <= 0) return undefined;
  // A weight from the notes (normalize/weight-notes.ts) makes the BMI one read partly from the notes.
  const noted = w.fromNotes === true || h.fromNotes === true;
  return {
    bmi: kg / (m * m),
    refs: [w.ref, h.ref],
    ...(noted && { noted: " (from a weight or height in the notes)" }),
  };
}

/** Weight loss is advised only to someone whose BMI is known to be 25 or more. */
function weightAdvice(ctx: RuleContext): string {
  const b = latestBmi(ctx);
  return b !== undefined && b.bmi >= 25 ? ", and so does losing some weight" : "";
}

/**
 * A high BMI in someone very old or frail: ESPEN (espen-2019-geriatrics) advises against dietary
 * restriction in older people and keeps weight-reducing diets for obesity with weight-related health
 * problems, so the advice is to keep eating well and to watch for weight loss, not to lose weight.
 */
function olderBmiAdvice(who: string, obese: boolean): Partial<RuleMatch> & { values: Record<string, string> } {
  return {
    values: {
      bmiPatient: obese
        ? "in the obesity range. At your age, losing weight is only worth it if your weight is causing health problems, and strict diets are best avoided. Your doctor can help you decide."
        : "in the overweight range. At your age this is not a reason to lose weight, and strict diets are best avoided. Tell your doctor if you lose weight without trying.",
    },
    severity: Severity.low,
    clinicianExtra: obese
      ? `${capitalise(who)}, ESPEN advises avoiding dietary restriction in older people, considers a weight-reducing diet only for obesity with weight-related health problems, and screens every older person for malnutrition.`
      : `${capitalise(who)}, this BMI is not a reason for weight-loss advice: ESPEN advises avoiding dietary restriction in older people and screening every older person for malnutrition.`,
    nextSteps: [
      obese
        ? "Consider a weight-reducing diet only if obesity is causing health problems; otherwise avoid dietary restriction"
        : "No weight-loss advice; weigh at reviews to catch unintended weight loss",
      "Screen for malnutrition with a validated tool",
    ],
    evidence: ["espen-2019-geriatrics"],
  };
}

function bmiRule(
  id: string,
  title: string,
  severity: (typeof Severity)[keyof typeof Severity],
  low: number,
  high: number,
  clinician: string,
  patient: string,
  // Blood pressure, glucose, lipids and sleep apnoea go with a high BMI, not a low one (review 21,
  // electrolytes case 04: anorexia nervosa at BMI 14 was told to check for sleep apnoea).
  step = "Discuss weight, nutrition and activity; consider related conditions (blood pressure, glucose, lipids, sleep apnoea)",
): Rule {
  return {
    id,
    family: FindingFamily.vitals,
    severity,
    problem: "Weight",
    title,
    clinician,
    // The patient text after "Your BMI is ": its default, or the muscular-build wording.
    patient: "Your BMI is {bmiPatient}",
    nextSteps: [step],
    evidence: ["cdc-adult-bmi-categories"],
    keywords: ["bmi", "obesity"],
    match: (ctx) => {
      // NICE PH27 (nice.org.uk/guidance/ph27, seen 2026-11-24) advises healthy eating and activity
      // in pregnancy and gradual weight loss only after it; a booking BMI is no current weight either.
      if ((ctx.age !== undefined && ctx.age < 20) || pregnantOrPostnatal(ctx)) return undefined;
      const b = latestBmi(ctx);
      if (!b || b.bmi < low || b.bmi >= high) return undefined;
      const cls = b.bmi >= 40 ? "class 3" : b.bmi >= 35 ? "class 2" : "class 1";
      const values = { bmi: formatNumber(b.bmi, 1), cls, noted: b.noted ?? "" };
      // A high BMI in a recorded very muscular build overstates fat (bmi-muscular.ts).
      const muscular = low >= 25 ? muscularBuild(ctx, b.bmi) : undefined;
      if (muscular === undefined && low >= 25) {
        // Weight falling without trying is the finding then, not a high BMI (very-old-age.ts).
        if (low < 30 && recordedWeightLoss(ctx) !== undefined) return undefined;
        const old = veryOldOrFrail(ctx);
        if (old !== undefined) {
          const advice = olderBmiAdvice(old, low >= 30);
          return { refs: b.refs, ...advice, values: { ...values, ...advice.values } };
        }
      }
      // A UK record's BMI classes are NICE CG189's (review 36, liver-gi-36 case 01: CDC on a Leeds
      // record); CG189 names no underweight class, so that keeps the CDC categories.
      const uk =
        low >= 25 && readsAsUk(ctx) ? { evidence: ["nice-cg189-obesity"], evidenceReplacesRule: true as const } : {};
      if (muscular === undefined) return { refs: b.refs, values: { ...values, bmiPatient: patient }, ...uk };
      return {
        refs: b.refs,
        values: { ...values, bmiPatient: MUSCULAR_BMI_PATIENT },
        severity: Severity.low,
        clinicianExtra: `The record states a very muscular build ("${muscular}"): BMI does not separate muscle from fat and overstates adiposity here.`,
        nextSteps: [MUSCULAR_BMI_STEP],
        evidence: ["nice-cg189-obesity"],
      };
    },
  };
}

/**
 * A child's reading that adult categories would already call raised: the adult labels and advice
 * do not apply, so the reading is sent for comparison with the paediatric percentile tables. From
 * age 1, AAP 2017 (Table 3) sets each stage at a percentile or a fixed reading, whichever is lower:
 * stage 1 from the 95th percentile or 130/80, stage 2 from the 95th percentile + 12 mmHg or 140/90.
 * A reading at a fixed level is therefore in that stage at least, whatever the child's height.
 */
const childBpRule: Rule = {
  id: "bp-child-percentiles",
  family: FindingFamily.vitals,
  severity: Severity.moderate,
  problem: "Blood pressure",
  title: "Child's blood pressure to check against charts for age, sex and height",
  clinician:
    "Blood pressure {bp} at age {age}: adult blood pressure categories do not apply at this age; a child's blood pressure is classified by {centiles} for age, sex and height, so compare this reading with those tables.",
  patient: "A child's blood pressure is judged with charts for age, sex and height, not with adult numbers. {childBp}",
  nextSteps: ["Repeat the reading and compare it with paediatric percentile tables for age, sex and height"],
  patientQuestions: ["How does this blood pressure compare with other children of the same age and height?"],
  evidence: ["aap-2017-pediatric-hbp"],
  keywords: ["blood pressure", "children", "percentile"],
  match: (ctx) => {
    const bp = latestBp(ctx);
    if (!isChild(ctx) || !bp || (bp.sys < 120 && bp.dia < 80)) return undefined;
    const severe = bp.sys >= 180 || bp.dia >= 120;
    const aapStage = ctx.age !== undefined && ctx.age >= 1 ? childStageFloor(bp.sys, bp.dia) : undefined;
    // A UK record reads ESH 2016 and "centiles", not the US guideline's fixed levels (review 33).
    const uk = readsAsUk(ctx);
    const stage = uk && aapStage ? ukChildStage(aapStage.stage, aapStage.from) : aapStage;
    const earlier = stage === undefined ? "" : earlierText(bpRecord(ctx, bp).earlier(stage.from));
    return {
      refs: bp.refs,
      values: {
        bp: showBp(bp),
        age: ctx.ageMonths !== undefined && ctx.ageMonths < 24 ? `${ctx.ageMonths} months` : (ctx.age ?? ""),
        childBp: stage?.patient ?? "Your doctor can check this reading against those charts.",
        centiles: uk ? "centiles" : "percentiles",
      },
      severity: severe || stage?.stage === 2 ? Severity.high : Severity.moderate,
      ...(uk && {
        evidence: ["esh-2016-paediatric-hypertension"],
        evidenceReplacesRule: true as const,
        nextSteps: stage?.steps ?? [UK_CHILD_BP_COMPARE],
      }),
      clinicianExtra: [
        uk ? UK_CHILD_BP_NOTE : "",
        stage?.clinician ?? "",
        earlier === "" ? "" : `Also at this level at earlier visits (${earlier}).`,
        severe ? "A reading this high needs same-day assessment." : "",
      ]
        .filter(Boolean)
        .join(" "),
      patientExtra: severe ? "A reading this high needs a doctor's check today." : "",
      ...(stage && { nextSteps: stage.steps }),
    };
  },
};

/*
 * A UK child's reading (review 33, women-paeds-33 case 01: a 10-year-old's 142/92 at a Leeds GP
 * surgery was read by the US AAP 2017 guideline's fixed levels in "percentiles"). ESH 2016 judges a
 * reading under 16 by centiles for age, sex and height (hypertension from the 95th centile, stage
 * 2 above the 99th + 5 mmHg) and sets no fixed level, so the tables give the stage; the priority
 * and the referral steps stay as the adult-level reading warrants.
 */
const UK_CHILD_BP_NOTE =
  "The European Society of Hypertension (ESH 2016) judges a reading under 16 by centiles for age, sex and height: high-normal from the 90th centile, hypertension from the 95th, and stage 2 above the 99th centile + 5 mmHg.";
const UK_CHILD_BP_COMPARE = "Repeat the reading and compare it with centile charts for age, sex and height";

function ukChildStage(
  stage: 1 | 2,
  from: { sys: number; dia: number },
): { stage: 1 | 2; from: { sys: number; dia: number }; clinician: string; patient: string; steps: string[] } {
  if (stage === 2)
    return {
      stage,
      from,
      clinician:
        "At 140/90 mmHg or more the reading is above even the adult threshold for hypertension, so the centile charts say whether it is stage 1 or stage 2.",
      patient:
        "This reading is high for a child of any age or height. A doctor should check it again soon and arrange a children's specialist review within a week; if the child has symptoms with it, get medical help the same day.",
      steps: [
        "Repeat the reading, check blood pressure in an arm and a leg, and refer to paediatric specialist care within 1 week",
        "Same-day assessment if the child has symptoms with it, such as headache, vomiting, changes in vision or a fit",
      ],
    };
  return {
    stage,
    from,
    clinician:
      "At 130/80 mmHg or more the reading is at the adult level for raised blood pressure, so the centile charts say whether it is in the hypertension range.",
    patient:
      "This reading is above the adult level for raised blood pressure, so a doctor should check it again within 1 to 2 weeks and compare it with the charts.",
    steps: [
      "Compare the reading with centile charts for age, sex and height; if at or above the 95th centile, repeat within 1–2 weeks with advice on weight and diet",
    ],
  };
}

/** The stage a child's reading is in at least, by AAP 2017's fixed levels (see childBpRule). */
function childStageFloor(
  sys: number,
  dia: number,
):
  | { stage: 1 | 2; from: { sys: number; dia: number }; clinician: string; patient: string; steps: string[] }
  | undefined {
  if (sys >= 140 || dia >= 90)
    return {
      stage: 2,
      from: { sys: 140, dia: 90 },
      clinician:
        "At 140/90 mmHg or more the reading is in the stage 2 hypertension range whatever the tables give: AAP 2017 sets stage 2 in children from the 95th percentile + 12 mmHg or 140/90 mmHg, whichever is lower. AAP 2017 repeats the reading and refers to specialist care within 1 week, and sends a child with symptoms, or a reading more than 30 mmHg above the 95th percentile, to an emergency department.",
      patient:
        "This reading is high for a child of any age or height. A doctor should check it again soon and arrange a children's specialist review within a week; if the child has symptoms with it, get medical help the same day.",
      steps: [
        "Repeat the reading, check blood pressure in an arm and a leg, and refer to paediatric specialist care within 1 week",
        "Emergency department the same day if the child has symptoms, or if the reading is more than 30 mmHg above the 95th percentile for age, sex and height",
      ],
    };
  if (sys >= 130 || dia >= 80)
    return {
      stage: 1,
      from: { sys: 130, dia: 80 },
      clinician:
        "At 130/80 mmHg or more the reading is at least in the stage 1 hypertension range: AAP 2017 sets stage 1 in children from the 95th percentile or 130/80 mmHg, whichever is lower, so the tables say whether it is stage 1 or stage 2.",
      patient:
        "This reading is above the level for high blood pressure in a child, so a doctor should check it again within 1 to 2 weeks and compare it with the charts.",
      steps: [
        "Compare the reading with paediatric percentile tables for age, sex and height; if stage 1, repeat in 1–2 weeks, with lifestyle advice on weight and nutrition (AAP 2017)",
      ],
    };
  return undefined;
}

/**
 * A raised clinic reading (130/80 or more, below 180/120) with home or ambulatory readings called
 * normal or averaging below 130/80. NICE NG136 diagnoses hypertension only with an out-of-office
 * average of 135/85 or more, and AHA/ACC 2025 reads office and out-of-office readings together:
 * this is white-coat hypertension when untreated and a white-coat effect on treatment. Reported
 * once, at low priority, in place of the category rules.
 */
const outOfOfficeNormalRule: Rule = {
  id: "bp-out-of-office-normal",
  family: FindingFamily.vitals,
  severity: Severity.low,
  problem: "Blood pressure",
  title: "Raised clinic blood pressure with normal home readings",
  clinician: "Clinic blood pressure {clinic}{repeat}, with {outside}. {meaning}",
  patient: "{patientText} Keep having it checked at your routine visits.",
  nextSteps: ["No blood pressure treatment on these readings; recheck at routine visits"],
  patientQuestions: ["How often should my blood pressure be checked?"],
  evidence: ["aha-acc-2025-hbp"],
  keywords: ["blood pressure", "white-coat hypertension", "home blood pressure monitoring"],
  match: (ctx) => {
    if (!adultCategoriesApply(ctx)) return undefined;
    const bp = latestBp(ctx);
    if (bp === undefined || isSevereRange(bp.sys, bp.dia)) return undefined;
    const highest = bp.replaced ?? bp;
    if (highest.sys < 130 && highest.dia < 80) return undefined;
    const record = bpRecord(ctx, bp);
    const normal = record.outOfOfficeNormal;
    if (normal === undefined) return undefined;
    const known = knownHypertension(ctx);
    const niceTarget = record.niceTreatedTarget === true;
    const nice = !known && (ctx.age === undefined || ctx.age >= 18);
    return {
      refs: bp.refs,
      values: {
        clinic: showBp({ ...highest, ...(bp.date === undefined ? {} : { date: bp.date }) }),
        repeat:
          bp.replaced === undefined ? "" : `, ${showBp({ sys: bp.sys, dia: bp.dia })} on repeat in the same visit`,
        outside: normal,
        meaning: niceTarget
          ? "On treatment and under 80, NICE NG136's target for a home or ambulatory average is below 135/85 mmHg, which this meets: the raised clinic reading is a white-coat effect, not uncontrolled hypertension, so there is no need to intensify treatment. AHA/ACC 2025 aims lower, below 130/80 mmHg out of office as well."
          : known
            ? "On treatment, a raised clinic reading with out-of-office readings at goal is a white-coat effect (AHA/ACC 2025), not uncontrolled hypertension."
            : `Hypertension is not diagnosed on these readings: ${nice ? "NICE NG136 needs a clinic reading of 140/90 mmHg or more confirmed by an ambulatory or home average of 135/85 mmHg or more, and " : ""}AHA/ACC 2025 reads a raised office reading with normal out-of-office readings as white-coat hypertension.`,
        patientText: known
          ? "Your blood pressure was higher at the clinic than at home. Your home readings are within the goal, and they show best how well your treatment works."
          : `${bp.replaced === undefined ? "Your blood pressure was raised at the clinic, but your home readings were normal." : "Your blood pressure was high on the first reading at the clinic, but the repeat reading and your home readings were normal."} This often happens at appointments and does not show high blood pressure.`,
      },
      ...(known && {
        nextSteps: [
          "Judge control by the home or ambulatory readings; no change of treatment for the clinic reading alone",
        ],
      }),
      evidence: nice || niceTarget ? ["nice-ng136-hypertension"] : [],
    };
  },
};

/**
 * Breast screening advice is for women: USPSTF's familial risk assessment is for women, and NCCN's
 * enhanced screening for carriers. A man still gains from counselling, since a BRCA2 variant
 * changes his own prostate screening.
 */
const BRCA_FAMILY_ADVICE: Record<"female" | "male" | "unknown", string> = {
  female:
    "It meets the criteria for a familial risk assessment and referral for genetic counselling; breast screening is then planned by the assessed risk, and a BRCA1/2 carrier needs enhanced screening with MRI.",
  male: "Genetic counselling can judge whether he should be tested: a male BRCA2 carrier needs prostate screening, and relatives can then be tested for the family variant. Breast screening advice for women does not apply to him.",
  unknown:
    "Refer for genetic counselling about testing; if the patient is female, breast screening is then planned by the assessed risk, and a BRCA1/2 carrier needs enhanced screening with MRI.",
};

/*
 * Premature heart disease in the family, by the record's country (review 31, infect-31 case 04: a
 * Bristol NHS Health Check with a brother's heart attack at 57 got nothing, and UK records were told
 * the ACC/AHA definition, a male first-degree relative before 55 or a female before 65). UK practice
 * estimates risk with QRISK3 (NICE NG238), whose family-history input is angina or a heart attack in
 * a first-degree relative under 60, of either sex ("qrisk3-2017-bmj"); other records keep ACC/AHA.
 */
const UK_PREMATURE_CHD_AGE = 60;
const CORONARY_EVENT =
  /\b(?:mi|myocardial infarct\w*|heart attacks?|angina|coronary|chd|cad|ihd|isch(?:a)?emic heart|cabg|bypass|stents?|acute coronary)\b/i;

export function premature(ctx: RuleContext) {
  const uk = readsAsUk(ctx);
  return ctx
    .family("ascvd")
    .filter(
      (f) =>
        (f.degree ?? 1) === 1 &&
        f.onsetAge !== undefined &&
        (uk
          ? f.onsetAge < UK_PREMATURE_CHD_AGE && CORONARY_EVENT.test(f.condition)
          : f.onsetAge < (f.relativeSex === "female" ? 65 : 55)),
    );
}

/** Pack-years from free text: "20 pack-years", "30 pack years", "1 pack a day for 25 years". */
export function packYears(text: string): number | undefined {
  const direct = /(\d+(?:\.\d+)?)\s*(?:pack[- ]?years?|py\b|pack[- ]?yr)/.exec(text);
  if (direct) return parseNumber(direct[1] ?? "");
  const perDay = /(\d+(?:\.\d+)?)\s*packs?\s*(?:a|per)\s*day\s*for\s*(\d+)\s*years?/.exec(text);
  if (perDay) return (parseNumber(perDay[1] ?? "") ?? 0) * (parseNumber(perDay[2] ?? "") ?? 0);
  return undefined;
}

/**
 * Never having smoked, as notes say it. A bare "non-smoker" is not among them: it means not smoking
 * now, which an ex-smoker says too (review 25, ages-25b: "Non-smoker" was read as never smoked).
 */
export const NEVER_SMOKED =
  /\bnever[- ]?smok\w*|\b(?:life-?long|lifetime) non-?smoker\b|\bno (?:tobacco|smoking) history\b|\bno history of smoking\b/;
const NON_SMOKER = /\bnon-?smokers?\b/g;

/** Whether the record says the person has smoked, never smoked, or neither ("non-smoker" alone). */
export function smokingHistory(ctx: RuleContext): "ever" | "never" | "unknown" {
  const t = ctx.freeText;
  if (NEVER_SMOKED.test(t)) return "never";
  const rest = t.replace(NON_SMOKER, "");
  const ever =
    ctx.everHad("smoker").length > 0 ||
    /\b(former|ex-?|current)?\s*smok(er|es|ed|ing)\b|pack[- ]?years?|cigarette/.test(rest);
  return ever ? "ever" : "unknown";
}

/** Whether the record says the person smokes or has smoked. */
export function everSmoked(ctx: RuleContext): boolean {
  return smokingHistory(ctx) === "ever";
}

function quitYearsAgo(ctx: RuleContext): number | undefined {
  const m = /quit(?:\s+in)?\s+(\d{4})/.exec(ctx.freeText);
  const now = ctx.model.now ? new Date(ctx.model.now).getUTCFullYear() : undefined;
  if (!m || now === undefined) return undefined;
  return now - Number(m[1]);
}

/** First size in millimetres stated for a nodule ("8 mm", "0.9 cm", "1.2cm nodule"). */
export function noduleSizeMm(text: string): number | undefined {
  const t = text.toLowerCase();
  if (!/nodul/.test(t)) return undefined;
  const re = /(\d+(?:\.\d+)?)\s*(mm|cm)\b/g;
  let best: number | undefined;
  for (let m = re.exec(t); m !== null; m = re.exec(t)) {
    const value = Number(m[1]) * (m[2] === "cm" ? 10 : 1);
    const window = t.slice(Math.max(0, m.index - 60), m.index + 60);
    if (/nodul/.test(window)) best = best === undefined ? value : Math.max(best, value);
  }
  return best;
}

/** All of a study's text, lower-cased: type, description and report. */
function studyText(study: ImagingItem): string {
  return `${study.type}. ${study.description}. ${study.text}`.toLowerCase();
}

/**
 * The Lung-RADS category a report gives ("Lung-RADS 2", "Lung-RADS v2022 category 4B", "LR 4A"),
 * upper-cased, or undefined. A bare "LR-4" is also a LI-RADS (liver) category, so the short form
 * counts only with a Lung-RADS letter (4A, 4B, 4X) or in a study that is about the lungs.
 */
export function lungRadsCategory(text: string): string | undefined {
  const t = text.toLowerCase();
  const full =
    /\blung[- ]?rads\b(?:\s*(?:v(?:ersion)?\s*)?(?:1\.[01]|20\d\d))?[\s:,(-]*(?:category|cat\.?)?[\s:-]*([0-4])([abx](?=s?(?![a-z])))?(?!\d|\.\d)/.exec(
      t,
    );
  const m = full ?? /\blr[- ]?([0-4])([abx])\b/.exec(t);
  if (m) return `${m[1] ?? ""}${(m[2] ?? "").toUpperCase()}`;
  const bare = /\blr[- ]?([0-4])\b/.exec(t);
  if (bare && /\b(lung|chest|thorax|thoracic|pulmonary)\b/.test(t) && !/\b(liver|hepat|li-?rads)/.test(t))
    return bare[1];
  return undefined;
}

/** Report phrases that name the study itself as lung-cancer screening. */
const SCREENING_CT =
  /\b(?:lung cancer screening|lung screening|screening (?:low[- ]dose )?(?:chest )?(?:ct|ldct|computed tomography)|(?:low[- ]dose|ldct)\b[^.;]{0,30}\bscreening)\b/g;
/** Phrases that only suggest screening ("eligible for lung cancer screening"), not a screening study. */
const SUGGESTS_SCREENING =
  /\b(?:eligible|eligibility|consider|considered|recommend(?:ed)?|refer(?:red|ral)?|candidate|discuss(?:ed)?|offer(?:ed)?)\b[^.;]{0,25}$/;

/**
 * A lung-cancer screening CT: a Lung-RADS report, or a study called a (low-dose) lung-cancer
 * screening CT. Fleischner's incidental-nodule advice does not apply to these. A low-dose chest CT
 * alone is not enough: diagnostic nodule follow-up is often done at low dose.
 */
export function isLungScreeningCt(study: ImagingItem): boolean {
  const t = studyText(study);
  if (lungRadsCategory(t) !== undefined || /\blung[- ]?rads\b/.test(t)) return true;
  for (const m of t.matchAll(SCREENING_CT)) {
    const before = t.slice(Math.max(0, (m.index ?? 0) - 40), m.index ?? 0);
    if (!SUGGESTS_SCREENING.test(before)) return true;
  }
  return false;
}

/** What a Lung-RADS category sets for follow-up, in our words, for the clinician, the patient and the next step. */
interface LungRadsPlan {
  clinician: string;
  patient: string;
  step: string;
}

/**
 * The management a Lung-RADS category sets, in our words. Checked 2026-11-22 (search, pages):
 * categories 1–2 annual LDCT in 12 months, 3 LDCT in 6 months, 4A LDCT in 3 months with PET/CT when
 * there is a solid component of 8 mm or more, 0 more screening images or comparison with earlier
 * CTs (ACR Lung-RADS v1.1 table, NCBI Bookshelf NBK568579; the ACR v1.0 table on paperzz.com),
 * and, new in v2022, LDCT in 1–3 months for findings that look infectious or inflammatory
 * (portal.myesr.org poster; yingbo777.com). 4B and 4X: diagnostic chest CT, PET/CT and/or tissue
 * sampling by the probability of cancer and comorbidities (ACR v1.0 table; a v2022 table with this
 * wording was not found, but no version seen changes it).
 */
function lungRadsPlan(category: string): LungRadsPlan {
  const n = Number(category.charAt(0));
  const letter = category.slice(1);
  const given = `Your scan was given category ${category}, which usually means`;
  if (n === 0)
    return {
      clinician:
        "category 0 means the screen is incomplete: more screening CT images or comparison with earlier chest CTs are needed first (or, for findings that look infectious or inflammatory, a low-dose CT in 1–3 months) before a category can be given",
      patient: `${given} more pictures, or a look at an earlier scan, are needed before the result can be given.`,
      step: "Obtain the additional screening images or earlier chest CTs for comparison so a final category can be given",
    };
  if (n <= 2)
    return {
      clinician:
        "categories 1 and 2 are a negative screen, so annual screening continues with a low-dose CT in 12 months while the person remains eligible",
      patient: `${given} the next screening scan is in about 12 months.`,
      step: "Continue annual low-dose CT screening (next scan in 12 months) while eligible",
    };
  if (n === 3)
    return {
      clinician: "category 3 is a positive screen (probably benign): low-dose CT in 6 months",
      patient: `${given} a repeat low-dose scan in about 6 months.`,
      step: "Low-dose CT in 6 months",
    };
  if (letter === "A")
    return {
      clinician:
        "category 4A is a positive screen (suspicious): low-dose CT in 3 months; PET/CT may be considered when there is a solid component of 8 mm or more",
      patient: `${given} a repeat low-dose scan in about 3 months. Sometimes a different scan (PET/CT) is done instead.`,
      step: "Low-dose CT in 3 months; consider PET/CT when there is a solid component of 8 mm or more",
    };
  if (letter === "B" || letter === "X")
    return {
      clinician: `category ${category} is a positive screen (very suspicious): refer for further work-up such as diagnostic chest CT, PET/CT and/or tissue sampling, chosen by the probability of cancer and other illnesses`,
      patient: `${given} more tests, such as a different kind of scan or a biopsy, rather than waiting for the next screening scan.`,
      step: "Refer for further work-up: diagnostic chest CT, PET/CT and/or tissue sampling",
    };
  return {
    clinician:
      "category 4 is a positive screen: 4A sets a low-dose CT in 3 months and 4B or 4X further work-up (diagnostic chest CT, PET/CT and/or tissue sampling), so the subcategory is needed",
    patient:
      "Your scan was given category 4, which means a finding that needs a closer look: a repeat scan in about 3 months or more tests, depending on the subcategory.",
    step: "Obtain the Lung-RADS subcategory (4A, 4B or 4X) from the radiologist; it sets the interval or work-up",
  };
}

/** Next steps of a screening CT whose category is not known. */
const LUNG_SCREENING_STEPS = [
  "Follow up as the screening programme's Lung-RADS category directs",
  "If no Lung-RADS category is reported, ask the screening programme or radiologist for it",
] as const;

/**
 * A significant finding unrelated to lung cancer: the report's S modifier ("S modifier",
 * "Lung-RADS 4AS", "2S", "category S"), or a coronary artery calcification it notes. Lung-RADS
 * adds S to categories 0–4 for clinically significant or potentially clinically significant
 * findings unrelated to lung cancer (seen 2026-11-22: yingbo777.com Lung-RADS page; PubMed
 * 35032477, Chest 2022, on category S findings); it does not change the category.
 */
function lungRadsIncidental(text: string): { modifier: boolean; cac: boolean } {
  const modifier =
    /\bs[- ]?modifier\b|\bmodifier\s+["“]?s\b|\bcategory\s+s\b|\blung[- ]?rads\b[^.;]{0,25}?\b[0-4][abx]?\/?s\b/.test(
      text,
    );
  let cac = false;
  for (const m of text.matchAll(/\bcoronary\s+(?:artery\s+|arterial\s+)?calcifi(?:cation|c|ed)/g)) {
    const before = text.slice(Math.max(0, (m.index ?? 0) - 25), m.index ?? 0);
    if (!/\b(?:no|without|absent|negative for)\b[^.;]*$/.test(before)) cac = true;
  }
  return { modifier, cac };
}

/** Where an abdominal aortic aneurysm was found, its largest stated diameter in cm, and whether repaired. */
interface KnownAaa {
  refs: string[];
  source: string;
  cm?: number;
  repaired: boolean;
  /** The scan's report and date, to read growth since a previous size. */
  report?: string;
  date?: string;
}

/** A mention of an aortic aneurysm that is not thoracic (ascending, arch, root, descending). */
const AORTIC_ANEURYSM =
  /\b(?:abdominal\s+)?aortic\s+aneurysms?\b|\baaa\b|\baneurysm(?:al)?\s+(?:dilatation\s+)?of\s+the\s+(?:infrarenal\s+|abdominal\s+)*aorta\b/g;
const THORACIC = /\b(thoracic|thoraco-?abdominal|ascending|descending|arch|root|sinus|intracranial|cerebral)\b/;
/** A negation just before the mention ("no evidence of an abdominal aortic aneurysm"), not "no change in". */
const NEGATED =
  /\b(?:no|without|negative for|free of|rule out|r\/o|excluded?)\s+(?:(?:evidence|signs?|findings?)\s+of\s+)?(?:an?\s+)?(?:(?:infrarenal|juxtarenal|suprarenal|abdominal)\s+)*$/;
/** "AAA screening" or "AAA surveillance" names a test, not a finding; "screening negative" says there is none. */
const NOT_A_FINDING =
  /^\s*(?:screening|screen|surveillance|follow-?up)\b|^[^.;]{0,25}\b(?:screening|screen)\b[^.;]{0,20}\b(?:negative|normal|not (?:done|performed)|due|recommended)\b/;

/** Diameter in cm from text just after (or else just before) an aneurysm mention: "measuring 4.8 cm", "52 mm", "5.1 x 4.9 cm". */
function aneurysmDiameterCm(after: string, before: string): number | undefined {
  const read = (s: string, last: boolean): number | undefined => {
    // The upper end of a size band ("Small AAA (3.0-4.4 cm)") is a category, not a measurement.
    const re = /(?<!\d\s*(?:-|–|to)\s*)(\d+(?:\.\d+)?(?:\s*[x×]\s*\d+(?:\.\d+)?)*)\s*(cm|mm)\b/g;
    const all = [...s.matchAll(re)];
    const m = last ? all[all.length - 1] : all[0];
    if (m === undefined) return undefined;
    const dims = (m[1] ?? "").split(/\s*[x×]\s*/).map(Number);
    const cm = Math.max(...dims) / (m[2] === "mm" ? 10 : 1);
    return cm >= 1.5 && cm <= 15 ? cm : undefined;
  };
  return read(after, false) ?? read(before, true);
}

/**
 * A measured abdominal aortic diameter: "maximal AP diameter of the abdominal aorta 34 mm",
 * "infrarenal aorta maximal AP diameter 5.8 cm (previous 5.1 cm)". The first figure after
 * "diameter" (or straight after "infrarenal aorta") in a sentence naming the abdominal aorta, not a
 * band's upper end or a thoracic aorta.
 */
function aorticDiameterCm(t: string): number | undefined {
  for (const sentence of t.split(/[.;](?!\d)/)) {
    if (!/\b(?:abdominal|infrarenal)\s+aort/.test(sentence) || THORACIC.test(sentence)) continue;
    // "Infrarenal aorta 3.4 cm (previous 3.3 cm)" gives the size straight after the vessel, without "diameter".
    const at = sentence.search(
      /\bdiameter\b|\b(?:abdominal|infrarenal)\s+aorta\s*(?:measures?|measuring|is|of|:)?\s*(?=\d)/,
    );
    if (at === -1) continue;
    const cm = aneurysmDiameterCm(sentence.slice(at), "");
    if (cm !== undefined) return cm;
  }
  return undefined;
}

/** An abdominal aorta of 3.0 cm or more is an aneurysm, whether or not the report uses the word. */
const AAA_MIN_CM = 3;

/** A positive, non-thoracic mention of an abdominal aortic aneurysm in one text. */
function aaaInText(text: string): { cm?: number; repaired: boolean } | undefined {
  const t = text.toLowerCase();
  const measured = aorticDiameterCm(t);
  // A study's description ("aneurysm follow-up scan") names it before the report gives a size, so keep reading.
  let first: { repaired: boolean } | undefined;
  for (const m of t.matchAll(AORTIC_ANEURYSM)) {
    const at = m.index ?? 0;
    const before = t.slice(Math.max(0, at - 60), at);
    const clauseStart = Math.max(before.lastIndexOf("."), before.lastIndexOf(";")) + 1;
    const clause = before.slice(clauseStart);
    const rest = t.slice(at + m[0].length);
    const afterClause = rest.split(/[.;](?!\d)/)[0] ?? "";
    const thoracic =
      THORACIC.test(clause.slice(-30)) ||
      /^\s*(?:of|in|involving)\s+the\s+(?:ascending|thoracic|descending|arch|root)\b/.test(afterClause);
    if (thoracic || NEGATED.test(clause) || NOT_A_FINDING.test(afterClause)) continue;
    if (/\b(family history|father|mother|brother|sister|sibling|relative)\b/.test(clause)) continue;
    const repaired = /\b(repair|repaired|evar|endograft|stent[- ]?graft|s\/p)\b/.test(`${clause} ${afterClause}`);
    const cm = measured ?? aneurysmDiameterCm(afterClause.slice(0, 80), clause);
    if (cm !== undefined) return { cm, repaired };
    first ??= { repaired };
  }
  if (first !== undefined) return first;
  return measured !== undefined && measured >= AAA_MIN_CM ? { cm: measured, repaired: false } : undefined;
}

/** ICD-10 I71.3 and I71.4 are abdominal aortic aneurysm (ruptured, without rupture). */
const AAA_ICD = /^I71\.[34]/i;

/**
 * A known abdominal aortic aneurysm: described on imaging, or a listed condition (current only,
 * unless `anyStatus`: a resolved or repaired one still means screening is not due).
 */
function knownAaa(ctx: RuleContext, anyStatus = false): KnownAaa | undefined {
  for (const study of ctx.model.imaging) {
    const found = aaaInText(study.text) ?? aaaInText(study.description);
    if (found === undefined) continue;
    const item: KnownAaa = {
      refs: [study.ref],
      source: `${study.type}${study.date ? ` (${study.date.slice(0, 10)})` : ""}`,
      repaired: found.repaired,
      report: study.text,
      ...(study.date !== undefined && { date: study.date }),
    };
    if (found.cm !== undefined) item.cm = found.cm;
    return item;
  }
  const conditions = anyStatus ? ctx.model.conditions : ctx.model.conditions.filter((c) => isActiveCondition(c.status));
  for (const c of conditions) {
    const byCode = c.code !== undefined && AAA_ICD.test(c.code.trim());
    const found = aaaInText(c.name) ?? (byCode ? { repaired: false } : undefined);
    if (found === undefined) continue;
    const item: KnownAaa = { refs: [c.ref], source: `listed condition "${c.name}"`, repaired: found.repaired };
    if (found.cm !== undefined) item.cm = found.cm;
    return item;
  }
  return undefined;
}

const RAPID_GROWTH_PATIENT =
  "It has grown quickly since the last scan, so a vascular surgeon should see you soon. Get emergency care at once for sudden severe belly, back or side pain.";

/** Next step for a known AAA by diameter and sex, in our words (SVS 2018). */
function aaaAdvice(
  cm: number | undefined,
  sex: "male" | "female" | undefined,
): { advice: string; patient: string; severity: Severity } {
  if (cm === undefined)
    return {
      advice:
        "no diameter was given; obtain the maximum diameter, since it sets the plan (surveillance imaging for smaller aneurysms, vascular surgical referral for large ones).",
      patient:
        "Your doctor will check its size, which decides how often it is checked and whether a vascular surgeon should see you.",
      severity: Severity.moderate,
    };
  if (cm >= 5.5 && sex !== "female")
    return {
      advice:
        sex === "male"
          ? "at 5.5 cm or more in a man, the usual size for elective repair has been reached: refer promptly to vascular surgery."
          : "at 5.5 cm or more, the usual size for elective repair in men has been reached: refer promptly to vascular surgery.",
      patient:
        "It has reached the size at which repair is usually considered, so you should see a vascular surgeon soon. Get emergency care at once for sudden severe belly, back or side pain.",
      severity: Severity.high,
    };
  if (cm >= 5 && sex !== "male")
    return {
      advice:
        sex === "female"
          ? "in a woman, repair is often considered below the 5.5 cm used for men: arrange prompt vascular surgical review."
          : "if the patient is female, repair is often considered below the 5.5 cm used for men: arrange prompt vascular surgical review.",
      patient:
        "It is large enough that a vascular surgeon should see you soon. Get emergency care at once for sudden severe belly, back or side pain.",
      severity: Severity.high,
    };
  if (cm < 3)
    return {
      advice:
        "this is below the 3.0 cm usually used to define an AAA; confirm the measurement and agree follow-up with the reporting team.",
      patient: "The artery is a little wider than usual. Your doctor will decide whether and when to check it again.",
      severity: Severity.low,
    };
  // The UK interval first (review 13, overcall case 15); the US one is kept, labelled, where it differs.
  const interval =
    cm < 4.5
      ? `ultrasound surveillance every 12 months at 3.0-4.4 cm in the UK (NHS AAA Screening Programme)${cm < 4 ? "; US guidance (SVS 2018) allows about every 3 years at 3.0-3.9 cm" : ""}`
      : cm < 5
        ? "ultrasound surveillance every 3 months at 4.5-5.4 cm in the UK (NHS AAA Screening Programme; about every 12 months at 4.0-4.9 cm in US guidance, SVS 2018), with vascular surgical review"
        : "ultrasound surveillance every 3 months at 4.5-5.4 cm in the UK (NHS AAA Screening Programme), and vascular surgical review, as it nears the size for repair";
  return {
    advice: `below the size for repair: ${interval}, plus vascular review and cardiovascular risk control.`,
    patient:
      "At this size it is usually watched with regular scans rather than repaired. Get emergency care at once for sudden severe belly, back or side pain.",
    severity: cm >= 4 ? Severity.moderate : Severity.low,
  };
}

/** Words that put a smoking mention in the past, deny it, or are about someone else. */
const NOT_CURRENT_SMOKING =
  /\b(former|ex|never|non|nonsmoker|passive|second-?hand|denies|no longer|quit|quitted|stopped|gave up|abstinent|in remission|history of|hx of)\b|\bsmok(?:er|ing):?\s*(?:no|none|n)\b|\bno (?:tobacco|smoking)\b|\bnot\s+(?:a\s+|currently\s+(?:a\s+)?)?smok|\b(?:does\s*n[o']?t|doesn't|don't|do not|did not|didn't)\s+smoke/;
/**
 * Someone else as the smoker: "her father smokes 20 a day", "lives with a partner who smokes". A
 * relative, partner or household member named before the smoking words makes the sentence theirs.
 */
const SOMEONE_ELSE_SMOKES =
  /\b(?:mother|father|mum|mom|dad|parents?|brother|sister|sibling|son|daughter|child(?:ren)?|grand(?:mother|father|parents?)|uncle|aunt|cousin|husband|wife|partner|spouse|boyfriend|girlfriend|flatmate|housemate|roommate|carer|friend|family|household|lives with)\b[^.;]*\bsmok/;
/** Phrases that say someone smokes now. */
const CURRENT_SMOKING =
  /\bcurrent(?:ly)?\s+(?:a\s+)?(?:every ?day\s+|some ?day\s+|daily\s+)?(?:tobacco\s+)?smok|\b(?:every ?day|some ?day|daily|light|heavy|active)\s+(?:tobacco\s+|cigarette\s+)?smoker\b|\bsmokes\b|\bstill smok|\bcontinues to smoke\b|\bsmoking\s+(?:\d+|one|a|half|about)\b[^.;]{0,30}\b(?:cigarettes?|cigs?|packs?|cigars?)\b|\b(?:\d+|one|a|half a)\s+(?:cigarettes?|cigs|packs?)\s+(?:a|per)\s+day\b|\b\d+(?:\.\d+)?\s*ppd\b|\bsmoker\b|\btobacco use disorder\b|\bsmoking:\s*yes\b/;

/** "trying to quit" and "wants to stop" are about a current smoker. */
function plansToQuit(sentence: string): string {
  return sentence.replace(
    /\b(?:trying|tries|wants|wishes|plans|planning|ready|willing|advised|counselled|counseled)\s+to\s+(?:quit|stop)\b/g,
    "",
  );
}

/** Current tobacco smoking from conditions (active, not former) or free text; undefined if none. */
export function currentSmoking(ctx: RuleContext): { refs: string[]; what: string } | undefined {
  const nonSmoked = /\b(chew|chewing|smokeless|snuff|snus|vap|e-?cig|electronic cigarette)/;
  for (const c of ctx.conditions("smoker")) {
    const name = plansToQuit(c.name.toLowerCase());
    if (NOT_CURRENT_SMOKING.test(name) || nonSmoked.test(name) || /\bexposure\b/.test(name)) continue;
    return { refs: [c.ref], what: c.name };
  }
  for (const raw of ctx.freeText.split(/[.;\n]+(?!\d)/)) {
    const sentence = plansToQuit(raw.trim());
    if (sentence === "" || NOT_CURRENT_SMOKING.test(sentence) || SOMEONE_ELSE_SMOKES.test(sentence)) continue;
    if (!CURRENT_SMOKING.test(sentence)) continue;
    return { refs: [], what: raw.trim() };
  }
  return undefined;
}

/** Whether a condition is listed at all, current or past (a cancer survivor is followed up, not screened). */
function hadCondition(ctx: RuleContext, concept: string): boolean {
  return ctx.model.conditions.some((c) => c.concepts.includes(concept));
}

/**
 * An illness that limits life expectancy, after which screening stops (USPSTF): a current
 * metastatic or palliative cancer in the conditions, or palliative or end-of-life care in the notes.
 * An advanced cancer, best supportive care, or a life expectancy or prognosis of weeks to months
 * stated in the notes is the same (review 27, heart-27b: AAA screening was still raised, "not for
 * now", for a man with advanced pancreatic cancer; UpToDate weighs screening against the chance of
 * death from other causes first).
 */
const LIFE_LIMITING =
  /\b(?:metasta\w*|stage (?:iv|4)|palliative|hospice|end[ -]of[ -]life|terminal(?:ly)? ill|advanced (?:\w+ ){0,2}(?:cancer|malignancy|(?:adeno)?carcinoma|lymphoma|myeloma)|best supportive care|(?:very )?(?:limited|short|reduced) life expectancy|(?:life expectancy|prognosis) (?:of |is |estimated at |likely |probably |under |below |less than |<\s*)*(?:(?:a few|few|several|\d+(?:\s*(?:-|–|to)\s*\d+)?) )?(?:days|weeks|months)\b)/i;
/** A cancer named in a condition the vocabulary does not map ("advanced pancreatic adenocarcinoma"). */
const CANCER_NAME = /\b(?:cancer|\w*carcinoma|malignan\w*|lymphoma|myeloma|sarcoma|neoplasm)\b/i;
function lifeLimitingIllness(ctx: RuleContext): boolean {
  const cancers = ctx.model.conditions.filter((c) => isActiveCondition(c.status) && CANCER_NAME.test(c.name));
  return (
    [...ctx.conditions("cancer"), ...cancers].some((c) => LIFE_LIMITING.test(c.name)) ||
    statedMention(ctx.freeText, LIFE_LIMITING) !== undefined
  );
}

/** NICE NG224 covers babies, children and young people under 16. */
const UTI_CHILD_BELOW = 16;

/** The current dipstick result of a urine test when it reads positive (trace is not positive). */
function positiveDipstick(ctx: RuleContext, id: string): LabObservation | undefined {
  const obs = ctx.anyLab(id);
  return obs?.value.kind === "qualitative" && obs.value.result === "positive" ? obs : undefined;
}

/**
 * The latest temperature in °C: a Fahrenheit unit is converted, and without a unit the value's
 * size decides (34–45 is Celsius, 93–113 Fahrenheit); anything else is not read.
 */
function latestTemperatureC(ctx: RuleContext): { c: number; vital: VitalItem } | undefined {
  const t = ctx.vitals("temperature")[0];
  if (t?.value === undefined) return undefined;
  const unit = (t.unit ?? "").toLowerCase();
  const fahrenheit = /f/.test(unit) || (unit === "" && t.value >= 93 && t.value <= 113);
  const c = fahrenheit ? ((t.value - 32) * 5) / 9 : t.value;
  if (unit === "" && !fahrenheit && (c < 34 || c > 45)) return undefined;
  return { c, vital: t };
}

/** Inflammatory markers the laboratory itself flags as above its range. */
function raisedMarkers(ctx: RuleContext): LabObservation[] {
  return ["crp", "wbc", "procalcitonin"]
    .map((id) => ctx.lab(id))
    .filter((o): o is LabObservation => o !== undefined && (o.status === "high" || o.status === "critical-high"));
}

const childUtiRule: Rule = {
  id: "child-uti-dipstick",
  family: FindingFamily.pattern,
  severity: Severity.moderate,
  problem: "Possible urinary tract infection",
  title: "Positive urine dipstick in a child: possible urinary tract infection",
  clinician:
    "Urine dipstick {tests} at age {age}: possible urinary tract infection. This needs same-day clinical assessment, a urine sample sent for culture before antibiotics are started (if one has not already been sent), and treatment decided by the clinician. A positive leukocyte esterase or nitrite is a reason to send urine for culture, and fever is among the signs that make a urinary infection more likely in a child.",
  patient:
    "This urine test shows signs that could mean a urine infection. A child with this result should be checked by a doctor today. A urine sample should go to the laboratory before antibiotics are started, and the doctor will decide on treatment. Get urgent help if the child seems very unwell or is getting worse.",
  nextSteps: [
    "Same-day clinical assessment; refer a baby under 3 months to paediatric specialist care",
    "Send a urine sample for culture before starting antibiotics, if one has not already been sent",
    "Decide on antibiotic treatment clinically and review it against the culture result",
  ],
  patientQuestions: ["Has a urine sample been sent to the laboratory, and when will the result be back?"],
  evidence: ["nice-ng224-uti-under-16s"],
  keywords: ["urinary tract infection", "children", "urine dipstick", "nitrite", "leukocyte esterase", "urine culture"],
  match: (ctx) => {
    const age = ctx.age;
    if (age === undefined || age >= UTI_CHILD_BELOW) return undefined;
    const nitrite = positiveDipstick(ctx, "urine-nitrite");
    const le = positiveDipstick(ctx, "urine-le");
    if (nitrite === undefined && le === undefined) return undefined;
    const tests = [
      nitrite === undefined ? "" : `nitrite ${ctx.show(nitrite)}`,
      le === undefined ? "" : `leukocyte esterase ${ctx.show(le)}`,
    ].filter(Boolean);
    const temp = latestTemperatureC(ctx);
    const fever = temp !== undefined && temp.c >= 38 ? temp : undefined;
    const markers = raisedMarkers(ctx);
    const baby = ctx.ageMonths !== undefined && ctx.ageMonths < 3;
    const raised = [
      fever === undefined ? "" : `temperature ${formatNumber(fever.c, 1)} °C`,
      ...markers.map((o) => `raised ${o.name} ${ctx.show(o)}`),
    ].filter(Boolean);
    const extra = [
      raised.length === 0 ? "" : `Higher priority: ${joinWords(raised)} in this record.`,
      baby
        ? "Babies under 3 months with a suspected urinary infection are referred to paediatric specialist care, with urine sent for urgent microscopy and culture."
        : "",
    ].filter(Boolean);
    return {
      refs: ctx.refs(nitrite, le, fever?.vital, ...markers),
      values: {
        tests: joinWords(tests),
        age: ctx.ageMonths !== undefined && ctx.ageMonths < 24 ? `${ctx.ageMonths} months` : age,
      },
      severity: raised.length > 0 || baby ? Severity.high : Severity.moderate,
      clinicianExtra: extra.join(" "),
    };
  },
};

function joinWords(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? "";
  return `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`;
}

/**
 * The tests the stage 2 step asks for, read against the record. A result more than a year older
 * than the newest in the record is asked for again: an engine choice, not a guideline figure.
 */
const BP_WORK_UP: TestsStep = {
  tests: [
    { words: "kidney function", ids: KIDNEY_FUNCTION, withinDays: 365 },
    { words: "potassium", ids: ["potassium"], withinDays: 365 },
    { words: "urine albumin", ids: ["uacr"], withinDays: 365 },
  ],
};

// LDL, HDL and triglycerides make the profile; the total is often left off a report that has them.
const FULL_LIPID_PROFILE: WantedTest = {
  words: "a full lipid profile",
  ids: ["ldl-c", "hdl-c", "triglycerides"],
  allOf: true,
};

const FAMILY_ASCVD_STEPS = [
  "Include as a risk enhancer in the 10-year ASCVD risk discussion",
  "Check a full lipid profile (and consider Lp(a))",
] as const;
const US_FAMILY_ASCVD_MEANING =
  "a family history of premature ASCVD (male first-degree relative before 55, female before 65) is a risk-enhancing factor that favours statin therapy in borderline or intermediate risk.";
/**
 * On a record that reads as neither country, the same advice said as ACC/AHA's (review 37, country-37
 * case 12: an Auckland, New Zealand record was told the US risk-enhancer rule as if it were local).
 */
const NEITHER_FAMILY_ASCVD_MEANING =
  "in the ACC/AHA 2019 primary prevention guideline (US), a family history of premature ASCVD (male first-degree relative before 55, female before 65) is a risk-enhancing factor that favours statin therapy in borderline or intermediate risk.";
/** UK wording (review 31, infect-31 case 04; see premature). */
const UK_FAMILY_CHD_MEANING =
  "a family history of premature coronary heart disease (angina or a heart attack in a first-degree relative under 60), which QRISK3 counts in its 10-year risk estimate; NICE NG238 uses that estimate for the statin decision in primary prevention.";
const UK_FAMILY_CHD_STEP =
  "Record the family history in QRISK3 (angina or heart attack in a first-degree relative under 60) when estimating 10-year risk";

/** The family-history lipid step read against the record; undefined when it holds neither test. */
function familyLipidSteps(ctx: RuleContext): string[] | undefined {
  const lipids = isInRecord(ctx, FULL_LIPID_PROFILE);
  const lpa = isInRecord(ctx, { words: "Lp(a)", ids: ["lpa"] });
  const step = lipids
    ? lpa
      ? "Review the full lipid profile and Lp(a) in the record"
      : "Review the full lipid profile in the record (and consider Lp(a))"
    : lpa
      ? "Check a full lipid profile (Lp(a) already in the record)"
      : undefined;
  return step === undefined ? undefined : [FAMILY_ASCVD_STEPS[0], step];
}

/** The steps of the stage 1, stage 2 and above-target rules that advise medicines (see TreatmentStep). */
const STAGE_1_TREATMENT = "Lifestyle measures; medication depending on cardiovascular risk";
/*
 * NICE NG136 offers ambulatory (or home) monitoring from a clinic reading of 140/90 mmHg, so UK clinic
 * readings below it are not sent for out-of-office confirmation (review 36, cardio-36 case 02: 132/76
 * at an NHS Health Check was told "Confirm with out-of-office readings"), nor told of medicines.
 */
const OUT_OF_OFFICE_STEP = "Confirm with out-of-office readings";
const UK_RECHECK_STEP =
  "Recheck the clinic blood pressure at routine reviews: NICE NG136 offers ambulatory (or home) monitoring from a clinic reading of 140/90 mmHg";
const UK_BELOW_NICE_STEPS: Readonly<Record<string, string>> = {
  [OUT_OF_OFFICE_STEP]: UK_RECHECK_STEP,
  [STAGE_1_TREATMENT]: "Lifestyle measures",
  "Lifestyle measures; recheck within 3–6 months": "Lifestyle measures",
};
const UK_BELOW_NICE_PATIENT =
  "It is below the level (140/90) at which UK guidance checks for high blood pressure with home or 24-hour readings, so it is simply checked again at your routine visits.";
const STAGE_2_TREATMENT = "Confirm readings; start or intensify treatment (usually two drugs at this level)";
/** Someone already treated is never told to "start" (review 13, overcall case 09). */
const STAGE_2_TREATED =
  "Confirm with home or ambulatory readings; intensify the current treatment if they stay above target";
const TREATED_WORDING: Readonly<Record<string, string>> = { [STAGE_2_TREATMENT]: STAGE_2_TREATED };
const ABOVE_TARGET_TREATMENT = "If control stays above target, consider adjusting treatment toward below 130/80 mmHg";
/** The same steps when several readings, or a home or ambulatory average, confirm the raised pressure. */
const SUSTAINED_ABOVE_TARGET_TREATMENT = "Adjust treatment toward below 130/80 mmHg";
const SUSTAINED_STAGE_2_UNTREATED =
  "Start treatment: at this stage AHA/ACC 2025 prefers two first-line drugs of different classes, in one pill";
const SUSTAINED_STAGE_2_TREATED =
  "Intensify treatment toward below 130/80 mmHg, after checking adherence and measurement technique";
/**
 * Under 18 the adult two-drug, one-pill start is not used (review 12, young adults 11): raised blood
 * pressure in an adolescent goes to a specialist, with medicines that raise it (such as ADHD
 * stimulants, NICE NG87) reviewed first.
 */
const SUSTAINED_STAGE_2_UNDER_18 =
  "Under 18: seek a paediatric hypertension specialist's advice rather than starting the adult two-drug regimen; look for a cause, including medicines that raise blood pressure";

/**
 * Under 18 the adult medicine steps give way to AAP 2017's (management by blood pressure level):
 * stage 1 is repeated in 1–2 weeks and again at 3 months, then confirmed by ambulatory monitoring
 * before evaluation and treatment; stage 2 is repeated with referral to specialist care within a
 * week. The adult cardiovascular-risk tools behind "depending on cardiovascular risk" are not for
 * adolescents (review 17, paediatrics 12).
 */
const UNDER_18_STEPS: Readonly<Record<string, string>> = {
  [SUSTAINED_STAGE_2_UNTREATED]: SUSTAINED_STAGE_2_UNDER_18,
  [STAGE_1_TREATMENT]:
    "Under 18: lifestyle advice on weight and nutrition; repeat in 1–2 weeks and at 3 months, and if still raised confirm with ambulatory monitoring before evaluating for a cause and treating (AAP 2017)",
  [STAGE_2_TREATMENT]:
    "Under 18: repeat the reading, check blood pressure in an arm and a leg, and refer to paediatric or adolescent hypertension care within 1 week (AAP 2017)",
};

/** The medicine steps for the person's age (see UNDER_18_STEPS); a UK record's steps do not name the US guideline. */
function forAge(ctx: RuleContext, steps: readonly string[]): string[] {
  if (ctx.age === undefined || ctx.age >= 18) return [...steps];
  const uk = readsAsUk(ctx);
  return steps.map((s) => {
    const step = UNDER_18_STEPS[s] ?? s;
    return uk ? step.replace(" (AAP 2017)", "") : step;
  });
}

/**
 * A UK adolescent's reading (review 33, women-paeds-33 case 18: a 14-year-old's 144/90 at a York GP
 * surgery was told "From age 13, the AAP 2017 guideline … uses these adult categories"). ESH 2016
 * judges a reading under 16 by centiles and applies the adult levels from 16.
 */
function ukTeenBpNote(): string {
  return "Under 16 the European Society of Hypertension (ESH 2016) judges blood pressure by centiles for age, sex and height (hypertension from the 95th centile, stage 2 above the 99th centile + 5 mmHg), so the adult category here is a guide to the level, and the centile charts give the stage.";
}
/** The steps that advise more treatment, which a thiazide that has lowered the sodium changes. */
const THIAZIDE_SWITCHED_STEPS = [
  STAGE_2_TREATMENT,
  STAGE_2_TREATED,
  ABOVE_TARGET_TREATMENT,
  SUSTAINED_ABOVE_TARGET_TREATMENT,
  SUSTAINED_STAGE_2_TREATED,
];

/**
 * Hypertension under 40: NICE NG136 1.4.14 advises considering specialist evaluation for secondary
 * causes and a more detailed look at the long-term balance of treatment benefits and risks.
 */
export const YOUNG_ADULT = {
  belowAge: 40,
  clinician:
    "Under 40 with hypertension: NICE NG136 advises considering a specialist's evaluation for secondary causes, and a fuller assessment of the long-term benefits and risks of treatment.",
  patient:
    "At your age, high blood pressure sometimes has a cause that can be found, so your doctor may suggest seeing a specialist to look for one.",
  step: "Under 40: consider referral to a hypertension specialist to look for secondary causes",
};

/**
 * The same point on a US record, without NICE NG136 (review 29b, country-29b: a 36-year-old's US
 * record cited NG136). The AHA/ACC 2025 text seen does not set an age for this, so the BMJ practice
 * review ("rison-2022-young-hypertension") carries it: up to 30% of young-onset hypertension has a
 * secondary cause, thyroid, kidney and renal artery (fibromuscular dysplasia) causes the commonest.
 */
export const YOUNG_ADULT_US = {
  clinician:
    "Under 40 with hypertension: secondary causes may account for up to 30% of young-onset hypertension, thyroid disease, kidney disease and renal artery stenosis from fibromuscular dysplasia being the commonest in younger people, so a cause is looked for.",
  step: "Under 40: look for a secondary cause (thyroid, kidney and renal artery causes are the commonest at this age)",
  evidence: "rison-2022-young-hypertension",
} as const;

/**
 * A recorded condition that already explains hypertension in a young adult (kidney disease, above
 * all a nephritis, or an endocrine or vascular cause): the search for a secondary cause is answered.
 */
const SECONDARY_CAUSE =
  /\b(?:nephritis|glomerul\w*|nephropathy|nephrotic|chronic kidney disease|ckd|polycystic kidney|renal artery stenosis|fibromuscular dysplasia|hyperaldosteronism|conn'?s|phaeochromocytoma|pheochromocytoma|cushing'?s|coarctation)\b/i;

export function knownSecondaryCause(ctx: RuleContext): boolean {
  // Lupus with kidney signs is a kidney cause in the making, and its finding already sends the
  // patient to nephrology (review 28, deep-28 case 07).
  if (lupusNephritisSuspected(ctx)) return true;
  return ctx.model.conditions.some((c) => isActiveCondition(c.status) && SECONDARY_CAUSE.test(c.name));
}

/** Age from which NICE sets the clinic target for treated hypertension at below 150/90 mmHg. */
const NICE_OLDER_AGE = 80;
/** From this age a single treated reading meeting NICE's under-80 target is low priority (see bp-above-target). */
const NICE_TARGET_FROM_AGE = 18;

/** A current sodium below the laboratory's lower limit (135 mmol/L without one). */
function isLowSodium(ctx: RuleContext): boolean {
  const na = ctx.value("sodium");
  return na !== undefined && na < (ctx.lowerLimit("sodium") ?? 135);
}

/** 130–139 systolic or 80–89 diastolic, below 140/90: AHA/ACC stage 1. */
function stage1Range(s: number, d: number): boolean {
  return (s >= 130 && s < 140 && d < 90) || (d >= 80 && d < 90 && s < 140);
}

/** Months from a CT to the first Fleischner check of a 6–8 mm solid nodule (6–12 months). */
const NODULE_FIRST_CHECK_MONTHS = 6;
const MONTH_MS = (365.25 / 12) * 86_400_000;

/**
 * Whole months since `study` when its first follow-up scan is due (6 months or more) and no later
 * chest imaging is on record (review 20, deep-sweep case 05: a 7 mm nodule 6.5 months on, nothing booked).
 */
function followUpDueMonths(ctx: RuleContext, study: ImagingItem): number | undefined {
  const at = study.date === undefined ? NaN : Date.parse(study.date);
  const now = referenceNow(ctx);
  if (Number.isNaN(at) || now === undefined) return undefined;
  const later = ctx.model.imaging.some(
    (i) => i !== study && i.date !== undefined && Date.parse(i.date) > at && lungNoduleSizeMm(i) !== undefined,
  );
  const months = Math.floor((now - at) / MONTH_MS);
  return later || months < NODULE_FIRST_CHECK_MONTHS ? undefined : months;
}

/** Licensed stop-smoking medicines (USPSTF 2021: nicotine replacement, varenicline, bupropion). */
const CESSATION_MEDICINE =
  /\b(?:varenicline|champix|chantix|bupropion|zyban|nicotine (?:patch|gum|lozenge|inhalator|mouth spray|nasal spray|replacement)|nicorette|niquitin|nicotinell)\b/i;

export const OTHER_RULES: readonly Rule[] = [
  // With known or treated hypertension, 120–129/<80 is within the usual goal, so only untreated
  // readings are classed as elevated; readings of 130/80 and over are judged against the goal.
  bpRule(
    "bp-elevated",
    "Elevated blood pressure",
    Severity.low,
    (s, d, known) => !known && s >= 120 && s < 130 && d < 80,
    "Blood pressure {bp}: elevated (120–129 systolic, diastolic below 80).",
    "Your blood pressure is a little above the ideal level.{edge} One reading is worth rechecking, at home or at your next visit. Healthy habits can bring it down.",
    ["Lifestyle measures; recheck within 3–6 months"],
    {
      quietWithPosturalOrFalls: true,
      quietFromEighty: true,
      quietForUk: true,
      threshold: {
        from: { sys: 120, dia: 80 },
        at: (s) => (s === 120 ? "systolic 120 mmHg" : undefined),
        clinician:
          "A single office reading exactly at the lower threshold of the category ({at}): it needs confirming by repeated or home readings before it is called elevated.",
        patient: () => " It is right at the cut-off (120 for the top number).",
      },
    },
  ),
  withUkStage1Wording(
    bpRule(
      "bp-stage-1",
      "Stage 1 hypertension range",
      Severity.moderate,
      (s, d, known) => !known && stage1Range(s, d),
      "Blood pressure {bp}: in the stage 1 hypertension range ({range}).",
      "Your blood pressure reading is a little above the ideal level.{edge} {confirm} {habits}",
      ["Confirm with out-of-office readings", STAGE_1_TREATMENT],
      {
        treatment: { step: STAGE_1_TREATMENT, keep: ["Lifestyle measures"] },
        threshold: {
          from: { sys: 130, dia: 80 },
          at: (s, d) =>
            s > 130 || d > 80
              ? undefined
              : s === 130 && d === 80
                ? "130/80 mmHg"
                : s === 130
                  ? "systolic 130 mmHg"
                  : "diastolic 80 mmHg",
          clinician:
            "A single office reading exactly at the stage 1 threshold ({at}): confirm it with repeated office or out-of-office readings before treating it as stage 1; no decision on medicines rests on this reading alone.",
          patient: (s, d) =>
            ` It is right at the cut-off (${s === 130 && d === 80 ? "130 over 80" : s === 130 ? "130 for the top number" : "80 for the bottom number"}).`,
          steps: ["Confirm with out-of-office readings", "Lifestyle measures; recheck within 3–6 months"],
        },
        ukNote: true,
        // From 80 an untreated reading below 140/90 is below NICE's diagnosis threshold and far below
        // its target of under 150/90 for those already treated: nothing to start (older over-calls 02).
        olderSingle: {
          fromAge: NICE_OLDER_AGE,
          clinician:
            "From age 80, NICE's clinic target even for treated hypertension is below 150/90 mmHg, with clinical judgement in frailty or multimorbidity, so this untreated reading asks for no treatment; it is rechecked at routine visits.",
          patient:
            "At your age this is below the level at which blood pressure treatment is considered, so it is simply checked again at your routine visits.",
          steps: ["No blood pressure treatment on this reading; recheck at routine visits"],
          us: {
            clinician:
              "AHA/ACC 2025 starts stage 1 with lifestyle change, adding medicines with clinical cardiovascular disease, diabetes, chronic kidney disease or a PREVENT 10-year cardiovascular risk of 7.5% or more, or when the average stays at 130/80 mmHg or more after 3–6 months; PREVENT covers ages 30 to 79, so at this age any medicine is an individual decision, weighed against frailty, falls and postural symptoms.",
            patient:
              "One reading at this level does not call for a medicine at your age. It is checked again, with home readings if possible.",
            steps: [
              "Confirm with home readings; lifestyle measures first",
              "Any medicine at this age is an individual decision, weighed against frailty, falls and postural symptoms",
            ],
          },
        },
        range: (s, d) => qualifyingRange(s >= 130, d >= 80, "130–139", "80–89", "130–139/80–89"),
        habits: "Less salt and more activity help",
        sustained: {
          from: { sys: 130, dia: 80 },
          single: STAGE_1_SINGLE,
          confirmed: "It has been at this level more than once{where}, so it is not a one-off reading.",
          steps: () => [STAGE_1_TREATMENT],
          treatment: () => ({ step: STAGE_1_TREATMENT, keep: ["Lifestyle measures"] }),
        },
      },
    ),
  ),
  withUkCkdDiabetesTarget(
    bpRule(
      "bp-above-target",
      "Blood pressure above the treatment target",
      Severity.moderate,
      (s, d, known) => known && stage1Range(s, d),
      "Blood pressure {bp} with known or treated hypertension: {targetLead}; this is a question of control, not a new stage.",
      "Your blood pressure reading is {patientLead}. {confirm} {habits}",
      [
        "Review control with home or repeated readings, and check adherence and measurement technique",
        ABOVE_TARGET_TREATMENT,
      ],
      {
        treatment: { step: ABOVE_TARGET_TREATMENT, keep: [] },
        youngAdult: true,
        // Under 80 one treated reading of 130–139/<90 meets NICE's clinic target of below 140/90 where
        // that target applies (bp-nice-clinic-target.ts): the tighter AHA/ACC goal is then a shared
        // choice, not a moderate alarm (older over-calls 01; review 21, multimorbidity 06 at 72).
        olderSingle: {
          fromAge: NICE_TARGET_FROM_AGE,
          belowAge: NICE_OLDER_AGE,
          // Only on a UK record: a US record keeps AHA/ACC's goal of below 130/80 (review 24, uk-us-24b case 01).
          applies: (ctx) => readsAsUk(ctx) && niceUnderEightyTargetApplies(ctx),
          sustainedToo: true,
          targetMet: true,
          // Not AHA/ACC's "adjust toward below 130/80" as the step on a UK record (review 25, uk-us-25 case 08).
          steps: [
            "Recheck at routine reviews, with home readings if the clinic readings vary",
            "NICE's clinic target of below 140/90 mmHg is met: aiming lower is a shared decision with the patient",
          ],
          clinician: `${NICE_UNDER_EIGHTY_TARGET}, which this reading meets: aiming lower is a shared decision, not a need.`,
          patient:
            "It is within the target that UK guidance uses at your age (below 140/90), so a change of treatment is a choice to talk over with your doctor rather than a need.",
        },
        habits: "Less salt and more activity also help",
        sustained: {
          from: { sys: 130, dia: 80 },
          single:
            "One reading does not show the whole picture: home or repeated readings help your doctor judge whether your treatment needs a change.",
          confirmed:
            "It has been above the target more than once{where}, so your doctor may suggest a change in treatment.",
          steps: () => ["Check adherence and measurement technique", SUSTAINED_ABOVE_TARGET_TREATMENT],
          treatment: () => ({ step: SUSTAINED_ABOVE_TARGET_TREATMENT, keep: [] }),
        },
      },
    ),
  ),
  withUkTarget(
    withUkStageFreeWording(
      bpRule(
        "bp-stage-2",
        "Stage 2 hypertension range",
        Severity.moderate,
        (s, d) => (s >= 140 || d >= 90) && s < 180 && d < 120,
        "Blood pressure {bp}: in the stage 2 hypertension range ({range}).",
        "Your blood pressure reading is high. {confirm} High blood pressure strains the heart, kidneys and brain. Treatment lowers these risks.",
        [STAGE_2_TREATMENT, "Check kidney function, potassium and urine albumin"],
        {
          treatment: { step: STAGE_2_TREATMENT, keep: ["Confirm readings"] },
          ukNote: true,
          youngAdult: true,
          range: (s, d) => qualifyingRange(s >= 140, d >= 90, "≥140", "≥90", "≥140/90"),
          sustained: {
            from: { sys: 140, dia: 90 },
            single: "One reading needs confirming with home or repeated readings.",
            confirmed: "It has been high more than once{where}, so this is not a one-off reading.",
            steps: (known) => [
              known ? SUSTAINED_STAGE_2_TREATED : SUSTAINED_STAGE_2_UNTREATED,
              "Check kidney function, potassium and urine albumin",
            ],
            treatment: (known) => ({ step: known ? SUSTAINED_STAGE_2_TREATED : SUSTAINED_STAGE_2_UNTREATED, keep: [] }),
          },
        },
      ),
    ),
  ),
  // Symptoms of acute organ damage already in the notes make it an emergency (bp-emergency-symptoms.ts).
  withEmergencySymptoms(
    // A run-out drug, a noted headache and a single low eGFR are read into it (bp-severe-context.ts).
    withSevereContext(
      bpRule(
        "bp-severe",
        "Severely raised blood pressure",
        Severity.high,
        isSevereRange,
        "Blood pressure {bp}: severely raised ({range}); assess promptly for acute organ damage (chest pain, breathlessness, neurological symptoms, visual change).",
        "Your blood pressure reading is very high. If you have chest pain, shortness of breath, weakness, trouble speaking or vision changes, get emergency care now.",
        ["Same-day assessment for hypertensive emergency; repeat reading"],
        { range: (s, d) => qualifyingRange(s >= 180, d >= 120, "≥180", "≥120", "≥180/120") },
      ),
    ),
  ),
  outOfOfficeNormalRule,
  childBpRule,
  bmiRule(
    "bmi-obesity",
    "Obesity by BMI",
    Severity.moderate,
    30,
    1000,
    "BMI {bmi} kg/m²{noted}: obesity ({cls}).",
    "in the obesity range. Losing even a small amount of weight can improve blood pressure, sugar and cholesterol.",
  ),
  bmiRule(
    "bmi-overweight",
    "Overweight by BMI",
    Severity.low,
    25,
    30,
    "BMI {bmi} kg/m²{noted}: overweight (25 to under 30).",
    "in the overweight range. Healthy eating and activity can help.",
  ),
  bmiRule(
    "bmi-underweight",
    "Underweight by BMI",
    Severity.moderate,
    0,
    18.5,
    "BMI {bmi} kg/m²{noted}: underweight (below 18.5); consider nutrition, malabsorption, thyroid disease and other causes.",
    "below the healthy range. Your doctor may want to find out why.",
    "Assess nutrition and look for the cause of the low weight",
  ),
  {
    id: "family-premature-ascvd",
    family: FindingFamily.familyHistory,
    severity: Severity.moderate,
    problem: "Cardiovascular risk",
    title: "Family history of premature heart disease",
    clinician: "{relatives}: {meaning}",
    patient:
      "A close family member had heart disease at a young age. This raises your own risk, so controlling cholesterol and blood pressure matters more.",
    nextSteps: FAMILY_ASCVD_STEPS,
    patientQuestions: ["Does my family history change my treatment?"],
    evidence: ["acc-aha-2019-primary-prevention"],
    keywords: ["family history premature ascvd", "risk enhancer"],
    match: (ctx) => {
      const p = premature(ctx);
      if (p.length === 0) return undefined;
      // A risk enhancer informs primary prevention only: with established ASCVD the statin decision
      // is made already (secondary prevention), so the risk-enhancer advice does not apply.
      if (ctx.everHad("ascvd").length > 0) return undefined;
      // At an LDL-C where FH is considered, the FH findings lead and risk calculators do not apply (NICE CG71).
      if (fhLevelLdl(ctx)) return undefined;
      const steps = familyLipidSteps(ctx);
      // Smoking and HIV in the record belong to the same risk discussion (cv-risk-factors.ts).
      const others = otherCvRiskFactors(ctx);
      // A UK record: the QRISK3 input and NICE NG238, not the ACC/AHA risk enhancer (see premature).
      const uk = readsAsUk(ctx);
      const ukSteps = [UK_FAMILY_CHD_STEP, ...(steps ?? FAMILY_ASCVD_STEPS).slice(1)];
      return {
        refs: [...ctx.refs(...p), ...(others?.refs ?? [])],
        values: {
          relatives: p.map((f) => `${f.relationship} with ${f.condition}${onsetWords(f)}`).join("; "),
          meaning: uk
            ? UK_FAMILY_CHD_MEANING
            : readsAsUsUnits(ctx)
              ? US_FAMILY_ASCVD_MEANING
              : NEITHER_FAMILY_ASCVD_MEANING,
        },
        ...(uk ? { nextSteps: ukSteps } : steps && { nextSteps: steps }),
        ...(others && { clinicianExtra: others.clinician, patientExtra: others.patient }),
        ...(uk
          ? {
              evidence: ["nice-cg181-lipid-modification", "qrisk3-2017-bmj", ...(others?.evidence ?? [])],
              evidenceReplacesRule: true as const,
            }
          : others && { evidence: others.evidence }),
      };
    },
  },
  {
    id: "family-breast-ovarian-cancer",
    family: FindingFamily.familyHistory,
    severity: Severity.moderate,
    problem: "Hereditary cancer risk",
    title: "Family history suggesting hereditary breast/ovarian cancer",
    clinician: "{relatives}: this family history suggests a possible hereditary BRCA1/2 variant. {advice}{referral}",
    patient:
      "Some of your relatives had breast or ovarian cancer. This may run in the family. A genetics team can check your risk.",
    nextSteps: ["Use a familial risk tool; refer for genetic counselling and testing if positive"],
    patientQuestions: ["Should I see a genetic counsellor?"],
    evidence: ["uspstf-2019-brca", "nccn-genetic-familial-bopp"],
    keywords: ["family history breast cancer", "ovarian cancer", "brca"],
    match: (ctx) => {
      const rel = [
        ...ctx
          .family("breast-cancer")
          .filter(
            (f) => (f.degree ?? 1) <= 2 && ((f.onsetAge !== undefined && f.onsetAge < 50) || f.relativeSex === "male"),
          ),
        ...ctx.family("ovarian-cancer").filter((f) => (f.degree ?? 1) <= 2),
      ];
      const breastCount = ctx.family("breast-cancer").filter((f) => (f.degree ?? 1) <= 2).length;
      const list = rel.length > 0 ? rel : breastCount >= 2 ? ctx.family("breast-cancer") : [];
      if (list.length === 0 || ctx.genes("BRCA1").concat(ctx.genes("BRCA2")).length > 0) return undefined;
      // Histories that meet the NICE CG164 referral criteria go to the genetics service outright.
      const referral = breastFamilyReferral(ctx);
      return {
        refs: ctx.refs(...list, ...referral.otherCancers),
        values: {
          relatives: list.map((f) => `${f.relationship}: ${f.condition}${onsetWords(f)}`).join("; "),
          advice: BRCA_FAMILY_ADVICE[ctx.sex ?? "unknown"],
          referral: breastFamilyReferralText(referral),
        },
        ...(referral.reasons.length > 0 && {
          nextSteps: [BREAST_FAMILY_REFER_STEP],
          evidence: ["nice-cg164-familial-breast-cancer", "uspstf-2019-brca", "nccn-genetic-familial-bopp"],
        }),
      };
    },
  },
  {
    id: "family-colorectal-cancer",
    family: FindingFamily.familyHistory,
    severity: Severity.moderate,
    problem: "Cancer screening",
    title: "Family history of colorectal cancer",
    clinician: "{relatives}: {advice}",
    patient: "A close relative had bowel cancer, which can raise your own risk of it.",
    nextSteps: ["Arrange colonoscopy at the age and interval for family-history risk"],
    patientQuestions: ["When should I have my first colonoscopy?"],
    evidence: ["usmstf-2017-crc-screening"],
    keywords: ["family history colorectal cancer", "colonoscopy", "screening age"],
    match: (ctx) => {
      const fdr = ctx.family("colorectal-cancer").filter((f) => (f.degree ?? 1) === 1);
      if (fdr.length === 0) return undefined;
      // Someone who has had bowel cancer, or has Lynch syndrome, is under surveillance at intervals of its own.
      if (hadCondition(ctx, "colorectal-cancer") || hadCondition(ctx, "lynch-syndrome") || hasLynchVariant(ctx))
        return undefined;
      const relatives = fdr.map((f) => `${f.relationship}: ${f.condition}${onsetWords(f)}`).join("; ");
      // UK records follow BSG 2019 (one colonoscopy at 55 for moderate risk), not the US task force.
      if (readsAsUk(ctx)) return bsgFamilyColorectal(ctx, fdr, relatives);
      const youngest = Math.min(...fdr.map((f) => f.onsetAge ?? 100));
      const high = fdr.length >= 2 || youngest < 60;
      const startAge = high ? Math.min(40, youngest < 100 ? youngest - 10 : 40) : 40;
      const advice = high
        ? `colonoscopy every 5 years from age ${startAge}, the earlier of 40 and 10 years before the youngest relative's diagnosis (US Multi-Society Task Force 2017).`
        : "screening from age 40 at average-risk intervals.";
      // Past the start age with no colonoscopy in the 5-year interval, the first one is due now, not later.
      const last = lastColonoscopy(ctx);
      const fiveYearsBefore = ctx.model.now === undefined ? undefined : new Date(ctx.model.now);
      fiveYearsBefore?.setUTCFullYear(fiveYearsBefore.getUTCFullYear() - 5);
      const recent =
        last !== undefined && fiveYearsBefore !== undefined && Date.parse(last) > fiveYearsBefore.getTime();
      if (!high || ctx.age === undefined || ctx.age < startAge || recent)
        return { refs: ctx.refs(...fdr), values: { relatives, advice }, patientExtra: EARLIER_SCREENING_PATIENT };
      return {
        refs: ctx.refs(...fdr),
        values: {
          relatives,
          advice: `${advice} At ${ctx.age}, already past that start age, with ${last === undefined ? "no colonoscopy on record" : `the last colonoscopy on ${last}`}: arrange a colonoscopy now.`,
        },
        nextSteps: [`Arrange a colonoscopy now: already past the family-history start age of ${startAge}`],
        patientExtra: `${EARLIER_SCREENING_PATIENT} You are already past the age when this extra checking should start, so ask your doctor to arrange a colonoscopy now.`,
        patientQuestions: ["Can you arrange a colonoscopy for me now?"],
      };
    },
  },
  {
    id: "pulmonary-nodule-follow-up",
    family: FindingFamily.imaging,
    severity: Severity.moderate,
    problem: "Imaging follow-up",
    title: "Pulmonary nodule needing a follow-up plan",
    clinician:
      "{study}: {article} {size} mm {described}. For an incidental {kind} nodule in an adult without cancer or immunosuppression, Fleischner 2017 advises {advice}.",
    patient: "Your scan showed a small spot on the lung (a nodule). {patientAdvice}",
    nextSteps: ["Document smoking history and risk; schedule follow-up per Fleischner size category"],
    patientQuestions: ["Do I need another scan, and when?"],
    evidence: ["fleischner-2017"],
    keywords: ["pulmonary nodule", "fleischner", "ct follow-up"],
    match: (ctx) => {
      // A nodule already suspicious for cancer goes to urgent referral (lung-nodule-suspicious), not surveillance.
      if (ctx.model.imaging.some((i) => suspiciousLungNodule(i).length > 0)) return undefined;
      // A nodule a later CT calls resolved, or a solid one stable over 2 years, needs no new plan
      // (imaging-2 review 19): the old study is not a new finding.
      if (noduleCourseEnded(ctx.model.imaging) !== undefined) return undefined;
      for (const study of ctx.model.imaging) {
        // Fleischner 2017 is for incidental nodules; screening CTs follow Lung-RADS instead.
        if (isLungScreeningCt(study)) continue;
        // Only a lung nodule: not a thyroid, adrenal or other organ's nodule on any scan.
        const size = lungNoduleSizeMm(study);
        if (size === undefined) continue;
        const risk = noduleRisk(ctx, study);
        // Ground-glass and part-solid nodules have their own Fleischner schedules (lung-nodule-subsolid.ts).
        const kind = noduleKind(`${study.description}. ${study.text}`);
        const subsolid = kind === "solid" ? undefined : subsolidPlan(kind, size, study.text, risk.features.length > 0);
        if (kind !== "solid" && subsolid === undefined) return undefined;
        const advice =
          subsolid?.advice ??
          (size < 6
            ? "no routine follow-up if low risk (optional CT at 12 months if high risk)"
            : size <= 8
              ? // The high-risk row drops "consider" for the second scan (review 25, deep-25 case 08).
                `CT at 6–12 months, then ${risk.features.length > 0 ? "CT at" : "consider"} 18–24 months`
              : "considering CT at 3 months, PET-CT or tissue sampling");
        const patientAdvice =
          subsolid?.patientAdvice ??
          (size < 6
            ? "Most are not cancer. Very small nodules like this often need no more scans."
            : size <= 8
              ? "Most are not cancer. A follow-up scan is usually advised to check it does not grow."
              : "At this size more tests are needed soon, such as another scan within a few months or a PET-CT scan, to find out what it is.");
        const schedule = `schedule follow-up per Fleischner size category${risk.features.length > 0 ? " for a high-risk patient" : ""}`;
        // From 8 mm BTS 2015 estimates the cancer risk (Brock model) before choosing scans, PET-CT or biopsy.
        // (Kept to solid nodules: the subsolid pathway was not reviewed against BTS 2015.)
        const brock = kind === "solid" && size >= 8 && risk.features.length > 0;
        const due = kind === "solid" && size >= 6 && size <= 8 ? followUpDueMonths(ctx, study) : undefined;
        // Fleischner 2017 is not for immunosuppressed patients: their plan is the nodule service's
        // (review 22, deep sweep 03: methotrexate for RA, read as if the intervals applied).
        const suppressed = immunosuppressants(ctx);
        const outsideScope =
          suppressed.length > 0
            ? `${medNames(suppressed)} ${severalMedicines(suppressed) ? "are" : "is"} immunosuppressive, which puts this patient outside the Fleischner guidance: plan follow-up with the respiratory (lung nodule) service.`
            : undefined;
        const extra = [
          ...(outsideScope ? [outsideScope] : []),
          ...(risk.features.length > 0
            ? [
                `High-risk features (Fleischner 2017): ${risk.features.join(", ")}.${brock ? " Estimate the malignancy risk with the Brock model and refer to the respiratory (lung nodule) service; BTS 2015 uses the Brock model for nodules of 8 mm or more, then the Herder model after PET-CT." : ""}`,
              ]
            : []),
          ...(due === undefined
            ? []
            : [`The CT was ${due} months ago and no later chest CT is on record, so the 6–12 month scan is due now.`]),
        ];
        return {
          refs: [study.ref],
          values: {
            study: `${study.type}${study.date ? ` (${study.date.slice(0, 10)})` : ""}`,
            article: articleForNumber(formatNumber(size, 1)),
            size: formatNumber(size, 1),
            described: subsolid?.described ?? "nodule",
            kind: kind === "solid" ? "solid" : kind,
            advice,
            patientAdvice,
          },
          severity: subsolid?.severity ?? (size > 8 ? Severity.high : size >= 6 ? Severity.moderate : Severity.low),
          ...(extra.length > 0 && { clinicianExtra: extra.join(" ") }),
          ...(due !== undefined && {
            patientExtra: "That follow-up scan is due now, so ask your doctor to arrange it if it is not booked.",
          }),
          nextSteps: [
            ...(due !== undefined ? [`Arrange the follow-up chest CT now (${due} months since the scan)`] : []),
            ...(brock
              ? ["Estimate the malignancy risk (Brock model) and refer to the respiratory (lung nodule) service"]
              : []),
            suppressed.length > 0
              ? `Plan follow-up with the respiratory (lung nodule) service: on ${medNames(suppressed)}, outside the Fleischner guidance`
              : risk.smokingRecorded
                ? capitalise(schedule)
                : `Document smoking history and risk; ${schedule}`,
          ],
          ...(brock && { evidence: ["fleischner-2017", "bts-2015-pulmonary-nodules"] }),
        };
      }
      return undefined;
    },
  },
  {
    id: "lung-screening-ct-result",
    family: FindingFamily.imaging,
    severity: Severity.moderate,
    problem: "Imaging follow-up",
    title: "Lung cancer screening CT result",
    clinician:
      "{study}: lung-cancer screening CT{result}. Incidental-nodule (Fleischner) intervals do not apply to a screening CT; follow-up follows the screening programme's Lung-RADS category{meaning}.",
    patient: "Your lung screening scan {patientResult}. {patientPlan}",
    nextSteps: LUNG_SCREENING_STEPS,
    patientQuestions: ["When is my next scan, and do I need any other tests?"],
    evidence: ["acr-lung-rads-v2022"],
    keywords: ["lung cancer screening", "lung-rads", "screening ct"],
    match: (ctx) => {
      for (const study of ctx.model.imaging) {
        if (!isLungScreeningCt(study)) continue;
        const text = studyText(study);
        const category = lungRadsCategory(text);
        const size = noduleSizeMm(study.text);
        if (category === undefined && size === undefined) continue;
        const parts = [
          category !== undefined ? `Lung-RADS category ${category}` : "",
          size !== undefined ? `${articleForNumber(formatNumber(size, 1))} ${formatNumber(size, 1)} mm nodule` : "",
        ].filter(Boolean);
        const n = category !== undefined ? Number(category.charAt(0)) : undefined;
        const plan = category !== undefined ? lungRadsPlan(category) : undefined;
        const match: RuleMatch = {
          refs: [study.ref],
          values: {
            study: `${study.type}${study.date ? ` (${study.date.slice(0, 10)})` : ""}`,
            result: ` reporting ${parts.join(" and ")}`,
            meaning:
              plan !== undefined
                ? ` (${plan.clinician})`
                : "; no category was found in the report, so obtain it from the screening programme",
            patientResult:
              n === undefined
                ? "showed a small spot (a nodule)"
                : n <= 2 && n >= 1
                  ? "did not show anything that needs extra tests now"
                  : n === 0
                    ? "needs more pictures or a comparison before it can be read"
                    : "showed a finding that needs a closer look",
            patientPlan:
              plan?.patient ??
              "The screening programme uses the scan's result category to decide when your next scan is, or whether more tests are needed. Ask the screening team which category your scan was given.",
          },
          severity:
            n === undefined ? Severity.moderate : n >= 4 ? Severity.high : n === 3 ? Severity.moderate : Severity.low,
        };
        if (plan !== undefined) match.nextSteps = [plan.step];
        const incidental = lungRadsIncidental(text);
        if (incidental.modifier || incidental.cac) {
          const what = incidental.cac ? " (coronary artery calcification)" : "";
          match.clinicianExtra = incidental.modifier
            ? `The report adds the S modifier, a clinically significant or potentially significant finding unrelated to lung cancer${what}; it does not change the category and needs its own follow-up outside the screening programme.`
            : "The report also notes coronary artery calcification, a finding unrelated to lung cancer that the Lung-RADS category does not cover; whether it needs follow-up is a separate decision.";
          match.patientExtra = incidental.cac
            ? "The scan also showed calcium in the heart's arteries. This is not about lung cancer, but your doctor may want to follow it up separately."
            : "The scan also showed something not related to lung cancer that your doctor may want to follow up separately.";
          match.nextSteps = [
            ...(match.nextSteps ?? LUNG_SCREENING_STEPS),
            incidental.modifier
              ? `Follow up the significant incidental (S) finding separately${what}`
              : "Decide whether the coronary artery calcification needs follow-up; it is outside the screening category",
          ];
        }
        return match;
      }
      return undefined;
    },
  },
  {
    id: "smoking-cessation",
    family: FindingFamily.screening,
    severity: Severity.moderate,
    problem: "Smoking",
    title: "Current smoking: offer help to stop",
    clinician: "Current smoking ({what}): advise stopping and {support}",
    patient:
      "You smoke. Stopping is one of the best things you can do for your health, and support such as counselling (and, for most people, stop-smoking medicines) makes quitting more likely. Your doctor can help you plan it.",
    nextSteps: [
      "Advise stopping; offer behavioural counselling and, outside pregnancy, cessation medication",
      "Record smoking status and follow up on the quit attempt",
    ],
    patientQuestions: ["Which stop-smoking support and medicines would suit me?"],
    evidence: ["uspstf-2021-tobacco-cessation"],
    keywords: ["smoking cessation", "tobacco", "current smoker"],
    match: (ctx) => {
      if (ctx.age !== undefined && ctx.age < 18) return undefined;
      const smoking = currentSmoking(ctx);
      if (smoking === undefined) return undefined;
      const pregnant = ctx.conditions("pregnancy").length > 0;
      // A stop-smoking medicine already on the list is a quit attempt under way: it is supported, not
      // offered again (review 24, deep-24 case 07: varenicline started this month and "offer varenicline").
      const aids = ctx.model.medications.filter((m) => m.active && CESSATION_MEDICINE.test(m.name));
      if (aids.length > 0 && !pregnant)
        return {
          refs: [...smoking.refs, ...ctx.refs(...aids)],
          values: {
            what: smoking.what.length > 80 ? `${smoking.what.slice(0, 77)}...` : smoking.what,
            support: `support the quit attempt under way with ${medNames(aids)}: behavioural counselling alongside the medicine makes quitting more likely.`,
          },
          nextSteps: [
            `Support the quit attempt with ${medNames(aids)}: add behavioural counselling if not already given`,
            "Record smoking status and follow up on the quit attempt",
          ],
        };
      // A UK record outside pregnancy follows NICE NG209, not the USPSTF (review 27, country-27b).
      if (!pregnant && readsAsUk(ctx))
        return {
          refs: smoking.refs,
          values: {
            what: smoking.what.length > 80 ? `${smoking.what.slice(0, 77)}...` : smoking.what,
            support:
              "agree a plan to stop (NICE NG209): varenicline with behavioural support, or short-acting plus long-acting nicotine replacement therapy, are the options most likely to work.",
          },
          evidence: ["nice-ng209-tobacco"],
          evidenceReplacesRule: true,
        };
      return {
        refs: smoking.refs,
        values: {
          what: smoking.what.length > 80 ? `${smoking.what.slice(0, 77)}...` : smoking.what,
          support: pregnant
            ? "offer behavioural counselling; in pregnancy the evidence on cessation medicines is insufficient to judge their benefits and harms."
            : "offer cessation support: behavioural counselling and licensed stop-smoking medication (nicotine replacement therapy, varenicline or bupropion), alone or together.",
        },
      };
    },
  },
  {
    id: "aaa-screening-due",
    family: FindingFamily.screening,
    severity: Severity.low,
    problem: "Screening",
    title: "Abdominal aortic aneurysm screening",
    clinician: "Man aged {age}{smoking}: {advice}",
    patient: "{offered} one ultrasound scan of the {tummy} to check the main blood vessel{more}",
    nextSteps: ["One-time abdominal aortic ultrasound if not done"],
    evidence: ["uspstf-2019-aaa"],
    keywords: ["abdominal aortic aneurysm", "screening"],
    match: (ctx) => {
      const age = ctx.age;
      // A UK record gets the NHS programme (review 23, uk-us-23), which is for every man, smoker or
      // not: invited in the year he turns 65, and self-referral after that (review 24, uk-pathways-24
      // case 04; `nhs-aaa-screening-invitation`, `nice-ng156-aaa`). Past 75 it stays quiet, as for a
      // US record (review 16, very-old-age: screening advice at 84 was noise).
      const uk = readsAsUk(ctx);
      const smoked = everSmoked(ctx);
      if (ctx.sex !== "male" || age === undefined || age < 65 || age > 75 || (!uk && !smoked)) return undefined;
      if (lifeLimitingIllness(ctx)) return undefined;
      if (ctx.model.imaging.some((i) => /aort|aaa/i.test(i.text))) return undefined;
      // Screening is for finding an aneurysm; someone known to have one needs its follow-up instead.
      if (knownAaa(ctx, true) !== undefined) return undefined;
      // Screening already recorded in the notes ("AAA screen 2024: normal aorta") is not offered again.
      if (uk && statedMention(ctx.freeText, /\b(?:aaa|aortic aneurysm) screen/i) !== undefined) return undefined;
      // England's programme and NICE NG156 are England's: Wales, Scotland and Northern Ireland run
      // their own (review 29, country-29: a Cardiff record was pointed to the NHS programme by name).
      // Wales's own page was seen (phw-aaa-screening-wales); for the others the text stays general.
      const nation = uk ? devolvedNation(ctx) : undefined;
      if (nation !== undefined) {
        const wales = nation === "Wales";
        return {
          refs: [],
          values: {
            age,
            smoking: smoked ? " with a smoking history" : "",
            advice: wales
              ? age === 65
                ? "the Wales abdominal aortic aneurysm screening programme (Public Health Wales) invites men aged 65 for a single ultrasound scan; check that he has been invited or screened."
                : "if he has not been screened, men over 65 in Wales who were never screened or diagnosed with an aneurysm can ask their local AAA screening office for a scan (Public Health Wales)."
              : `abdominal aortic aneurysm screening for men from 65 is run separately in each UK nation: check what is offered in ${nation} and whether he has been invited or screened.`,
            offered: wales ? "In Wales, men aged 65 are offered" : `Men from 65 may be offered`,
            more: wales
              ? age === 65
                ? " (abdominal aortic aneurysm screening), with an invitation at 65."
                : " (abdominal aortic aneurysm screening). If you have never had it, you can ask your local screening office for a scan."
              : ` (abdominal aortic aneurysm screening). Ask your GP practice what is offered in ${nation}.`,
          },
          nextSteps: [
            wales
              ? "Check he has been invited to, or has had, AAA screening in Wales"
              : `Check whether he has been invited to, or has had, AAA screening in ${nation}`,
          ],
          // Northern Ireland: no page of its own was seen; the Welsh page carries the UK-wide points
          // (men from 65, one scan, programmes run by each nation), as the lung rule does. Scotland has
          // its own (review 31, nations-31 case 04: a Dundee man was cited Public Health Wales).
          evidence: [nation === "Scotland" ? "nhs-health-scotland-aaa-screening" : "phw-aaa-screening-wales"],
          evidenceReplacesRule: true,
        };
      }
      if (uk) {
        const encourage = smoked ? ", and encouraging self-referral in those who smoke or used to smoke" : "";
        return {
          refs: [],
          values: {
            age,
            smoking: smoked ? " with a smoking history" : "",
            advice:
              age === 65
                ? "the NHS abdominal aortic aneurysm screening programme invites men for a single ultrasound scan in the year they turn 65; check that he has been invited or screened."
                : `if he has not been screened, NICE NG156 advises telling men aged 66 or over about the NHS abdominal aortic aneurysm screening programme, which they can self-refer to${encourage}.`,
            offered: "The NHS offers men from 65",
            more:
              age === 65
                ? " (abdominal aortic aneurysm screening), with an invitation in the year they turn 65."
                : ` (abdominal aortic aneurysm screening). If you have not had it, you can refer yourself${smoked ? ", and this is encouraged for men who smoke or used to smoke" : ""}.`,
          },
          nextSteps: [
            age === 65
              ? "Check he has been invited to, or has had, NHS AAA screening"
              : smoked
                ? "If not already screened, encourage self-referral to the NHS AAA screening programme"
                : "If not already screened, tell him he can self-refer to the NHS AAA screening programme",
          ],
          evidence: age === 65 ? ["nhs-aaa-screening-invitation", "nice-ng156-aaa"] : ["nice-ng156-aaa"],
          evidenceReplacesRule: true,
        };
      }
      // The USPSTF statement is the US schedule: a record that reads as neither country is told whose
      // advice it is and to check what is offered where the patient lives (review 37, country-37 case
      // 08: a Brisbane smoker was told screening "is recommended" and "offered", as to a US patient).
      if (!readsAsUsUnits(ctx))
        return {
          refs: [],
          values: {
            age,
            smoking: " with a smoking history",
            advice:
              "the US Preventive Services Task Force recommends one-time ultrasound screening for abdominal aortic aneurysm in men aged 65 to 75 who have ever smoked; programmes differ between countries, so if not already done, check what is offered locally.",
            offered: "US guidance advises men aged 65 to 75 who have ever smoked to have",
            more: " (abdominal aortic aneurysm screening). Ask your doctor whether it is offered where you live.",
          },
        };
      return {
        refs: [],
        values: {
          age,
          smoking: " with a smoking history",
          advice: "one-time ultrasound screening for abdominal aortic aneurysm is recommended if not already done.",
          offered: "Men aged 65 to 75 who have ever smoked are offered",
          more: ".",
        },
      };
    },
  },
  {
    id: "aaa-known",
    family: FindingFamily.imaging,
    severity: Severity.moderate,
    problem: "Abdominal aortic aneurysm",
    title: "Abdominal aortic aneurysm needing a follow-up plan",
    clinician: "{source}: abdominal aortic aneurysm{size}; {advice}",
    patient:
      "You have a widening of the main artery in your belly (an abdominal aortic aneurysm). {patientAdvice} Not smoking and controlling blood pressure help.",
    nextSteps: [
      "Arrange surveillance imaging (usually ultrasound) at the interval the diameter sets, or vascular surgical referral when large",
      "Address cardiovascular risk: stop smoking, control blood pressure and lipids",
    ],
    patientQuestions: ["How big is my aneurysm, and when should it be checked again?"],
    evidence: ["svs-2018-aaa"],
    keywords: ["abdominal aortic aneurysm", "aaa surveillance", "vascular surgery"],
    match: (ctx) => {
      const aaa = knownAaa(ctx);
      // A repaired aneurysm is followed by the team that repaired it; this rule is about unrepaired ones.
      if (aaa === undefined || aaa.repaired) return undefined;
      const a = aaaAdvice(aaa.cm, ctx.sex);
      const growth =
        aaa.cm !== undefined && aaa.report !== undefined ? aaaGrowth(aaa.report, aaa.cm, aaa.date) : undefined;
      const referral = aaa.cm !== undefined ? ng156Referral(aaa.cm, growth) : undefined;
      // Someone recorded as not smoking is not told to stop (overcall review 13, case 15).
      const riskStep = `Address cardiovascular risk: ${currentSmoking(ctx) === undefined ? "" : "stop smoking, "}control blood pressure and lipids`;
      return {
        refs: aaa.refs,
        values: {
          source: aaa.source,
          size: aaa.cm !== undefined ? `, maximum diameter ${formatNumber(aaa.cm, 1)} cm` : "",
          advice: a.advice,
          patientAdvice: referral?.rapid && a.severity !== Severity.high ? RAPID_GROWTH_PATIENT : a.patient,
        },
        severity: referral?.rapid ? Severity.high : a.severity,
        ...(referral === undefined && {
          ...(aaa.cm !== undefined && aaa.cm >= 3 && { evidence: ["nhs-aaa-screening-pathway"] }),
          nextSteps: [
            "Arrange surveillance imaging (usually ultrasound) at the interval the diameter sets, or vascular surgical referral when large",
            riskStep,
          ],
        }),
        ...(referral !== undefined && {
          clinicianExtra: referral.text,
          nextSteps: [
            referral.rapid && aaa.cm! < 5.5
              ? "Refer urgently to the regional vascular service: rapid growth of the aneurysm"
              : "Refer to the regional vascular service, to be seen within 2 weeks",
            riskStep,
          ],
          evidence: ["svs-2018-aaa", "nice-ng156-aaa"],
        }),
      };
    },
  },
  {
    id: "lung-cancer-screening-due",
    family: FindingFamily.screening,
    severity: Severity.low,
    problem: "Screening",
    title: "Lung cancer screening eligibility",
    clinician: "Age {age}{history}: {advice}",
    patient: "Because of your age and smoking history, {patient}",
    nextSteps: ["Shared decision-making and referral for annual low-dose CT"],
    evidence: ["uspstf-2021-lung"],
    keywords: ["lung cancer screening", "low-dose ct", "pack-years"],
    match: (ctx) => {
      const age = ctx.age;
      const py = packYears(ctx.freeText);
      const quit = quitYearsAgo(ctx);
      // The NHS lung health check invites anyone of 55 to 74 who smokes or used to smoke, with no
      // pack-year or quit-date entry condition (review 24, uk-pathways-24 case 05).
      const uk = readsAsUk(ctx);
      if (age === undefined) return undefined;
      if (uk ? age < 55 || age > 74 || !everSmoked(ctx) : age < 50 || age > 80 || py === undefined || py < 20)
        return undefined;
      if (!uk && quit !== undefined && quit > 15) return undefined;
      // Screening looks for a cancer not yet known, in someone who could have curative treatment (USPSTF 2021).
      if (hadCondition(ctx, "lung-cancer") || lifeLimitingIllness(ctx)) return undefined;
      // Already screened: the programme's Lung-RADS category sets the next scan (lung-screening-ct-result).
      if (ctx.model.imaging.some(isLungScreeningCt)) return undefined;
      // A nodule under CT surveillance: the nodule pathway sets the scans (lung-nodule-surveillance.ts).
      if (lungNoduleUnderSurveillance(ctx)) return undefined;
      const quitText = quit !== undefined ? `, quit ${quit} years ago` : "";
      const values = {
        age,
        history:
          py !== undefined
            ? ` with about ${formatNumber(py)} pack-years${quitText}`
            : ` with a smoking history${quitText}`,
      };
      // A UK record gets the NHS lung health check and its ages, not USPSTF's (review 23, uk-us-23),
      // unless the notes already record one (review 24, uk-pathways-24 case 08).
      if (uk) {
        if (statedMention(ctx.freeText, /\blung health check/i) !== undefined) return undefined;
        const nation = devolvedNation(ctx);
        if (nation !== undefined) return devolvedLungScreening(nation, values);
        return {
          refs: [],
          values: {
            ...values,
            advice:
              "in England the NHS targeted lung health check invites people aged 55 to 74 whose GP record shows they smoke or used to smoke, and after its assessment invites some for a lung CT scan (lung cancer screening).",
            patient:
              "you may be invited to an NHS lung health check, which can lead to a lung scan that finds lung cancer early. The invitation depends on your GP record showing that you smoke or used to smoke.",
          },
          nextSteps: [
            "Make sure smoking status is recorded, so the NHS targeted lung health check can invite the patient",
          ],
          evidence: ["nhs-targeted-lung-health-check"],
          evidenceReplacesRule: true,
        };
      }
      return {
        refs: [],
        values: {
          ...values,
          advice: "meets criteria for annual low-dose CT lung cancer screening.",
          patient: "a yearly low-dose lung scan can find lung cancer early.",
        },
      };
    },
  },
  childUtiRule,
  {
    id: "isolated-thrombocytopenia-child",
    family: FindingFamily.pattern,
    severity: Severity.high,
    problem: "Low platelets",
    title: "Isolated low platelets in a child: likely immune thrombocytopenia (ITP)",
    clinician:
      "Platelets {plt} at age {age}, with haemoglobin and white cell count normal{viral}: an isolated low platelet count in a child is most often immune thrombocytopenia (ITP), which in children often settles on its own within weeks to months. ITP is a diagnosis of exclusion: a blood film{film} and an examination for lymph nodes, liver or spleen enlargement and bone pain are needed to rule out leukaemia and other causes. Bleeding, not the count, sets the urgency: ASH 2019 favours outpatient care for a child with no bleeding or only skin bleeding (bruises, petechiae), whatever the count, when follow-up is assured; bleeding from the nose, mouth or gut, blood in the urine or any sign of bleeding in the head needs emergency care.",
    patient:
      "Your platelet count is low, and your other blood counts are normal. Platelets help blood to clot. In children this is most often caused by the immune system after a virus (called ITP), and it often gets better on its own. A doctor should see you today to confirm this. Get emergency help if there is bleeding from the nose or mouth that will not stop, blood in the urine or poo, a bad headache, or unusual sleepiness.",
    nextSteps: [
      "Same-day review by a paediatrician, with paediatric haematology advice: examination and a blood film to exclude leukaemia and other causes",
      "With no bleeding or skin bleeding only, outpatient observation is usually suitable; treat mucosal or other bleeding",
      "Avoid aspirin and NSAIDs (such as ibuprofen), contact sports and injections into the muscle while the count is low",
    ],
    patientQuestions: [
      "What should we watch for at home, and who do we call?",
      "When will the platelet count be checked again?",
    ],
    evidence: ["ash-2019-itp"],
    keywords: ["immune thrombocytopenia", "itp", "children", "platelets", "petechiae"],
    match: (ctx) => {
      const age = ctx.age;
      if (age === undefined || age >= 18) return undefined;
      const plt = ctx.lab("platelets");
      const value = ctx.valueOf(plt);
      // Below 100 ×10⁹/L only (an engine choice): a mildly low count is left to the laboratory flag.
      if (plt === undefined || value === undefined || value >= 100) return undefined;
      const hb = ctx.lab("hemoglobin");
      const wbc = ctx.lab("wbc");
      const anc = ctx.lab("anc");
      // Only an isolated low count: a normal haemoglobin and white cell count must be on record.
      if (hb?.status !== "normal" || wbc?.status !== "normal") return undefined;
      if (anc !== undefined && anc.status !== "normal") return undefined;
      if (pregnantOrPostnatal(ctx)) return undefined;
      const viral = statedMention(
        `${ctx.freeText}. ${ctx.model.conditions.map((c) => c.name).join(". ")}`,
        /\b(?:viral|virus|cold|flu|upper respiratory(?: tract)? infection|urti|chickenpox|varicella)\b/i,
        true,
      );
      const noBlasts = /\bno blasts\b/i.test(ctx.freeText);
      return {
        refs: ctx.refs(plt, hb, wbc, anc),
        values: {
          plt: ctx.show(plt),
          age: String(age),
          viral: viral ? ", after a recent viral illness" : "",
          film: noBlasts ? " (the notes record no blasts)" : "",
        },
        severity: value < 20 ? Severity.high : Severity.moderate,
      };
    },
  },
];
