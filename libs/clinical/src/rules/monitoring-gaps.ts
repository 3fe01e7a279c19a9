/**
 * Medicines whose safety rests on a blood test, with no such test in the record or none for over a
 * year (review 16, Synthea records: a 107-year-old on warfarin, clopidogrel, digoxin and verapamil,
 * and a 68-year-old on warfarin and digoxin, had no INR and no digoxin level anywhere in decades of
 * results, and the reports said nothing of it). With a result in the record, the rules in
 * drug-lab.ts read it. Review 17 (med-monitoring) added thyroid hormone without a yearly TSH and
 * methotrexate, leflunomide or amiodarone without the blood tests each needs.
 */
import { FindingFamily, type LabObservation, type MedicationItem, Severity } from "../model.ts";
import { isActiveCondition } from "../vocab/conditions.ts";
import { medNames, type RuleContext } from "./context.ts";
import { courseEnded } from "./course-ended.ts";
import { warfarinBleeding, warfarinSiteBleeding } from "./drug-lab.ts";
import { DIGOXIN_RAISER } from "./geriatric-safety.ts";
import { methotrexateLowCounts } from "./drug-blood.ts";
import { LEFLUNOMIDE, named } from "./immunosuppressant-names.ts";
import type { Rule, RuleMatch } from "./types.ts";
import { readsAsUk } from "./uk-record.ts";

/** A newest result older than this is no sign of regular monitoring, whatever the usual interval. */
const YEAR_DAYS = 365;
const DIGOXIN_RESULT = /\b(?:digoxin|lanoxin)\b/i;

/**
 * The age of the newest result when it is over `maxDays` old (a year unless the medicine's schedule
 * is tighter): to the nearest whole year past a year ("about 6 years" for 5.7), else in whole months.
 */
function ageText(ctx: RuleContext, o: LabObservation, maxDays: number): string | undefined {
  const now = ctx.model.now === undefined ? Number.NaN : Date.parse(ctx.model.now);
  if (o.time === undefined || Number.isNaN(now)) return undefined;
  const days = (now - o.time) / 86_400_000;
  if (days <= maxDays) return undefined;
  if (days > YEAR_DAYS) {
    const years = Math.max(1, Math.round(days / 365.25));
    return `${years} year${years === 1 ? "" : "s"}`;
  }
  return `${Math.floor(days / 30.44)} months`;
}

/** "no INR in the record" or "the newest INR is from 2019-03-02, about 7 years ago"; undefined when recent. */
function gap(
  ctx: RuleContext,
  newest: LabObservation | undefined,
  test: string,
  maxDays = YEAR_DAYS,
): string | undefined {
  if (newest === undefined) return `no ${test} in the record`;
  const age = ageText(ctx, newest, maxDays);
  if (age === undefined) return undefined;
  return `the newest ${test} is from ${newest.date?.slice(0, 10)}, about ${age} ago`;
}

/** The newest of several tests' results (a full blood count is read from any of its counts). */
function newestOf(ctx: RuleContext, ids: readonly string[]): LabObservation | undefined {
  return ids
    .map((id) => ctx.anyLab(id))
    .filter((o): o is LabObservation => o !== undefined)
    .sort((a, b) => (b.time ?? 0) - (a.time ?? 0))[0];
}

/** Whom the patient asks for a test: "GP surgery" is UK wording, read as odd on a US record (review 23, uk-us-23). */
function practice(ctx: RuleContext): string {
  return readsAsUk(ctx) ? "your GP surgery" : "your doctor";
}

/** A start within this many days leaves no gap yet: the first check after starting is not yet overdue. */
const NEW_START_DAYS = 90;

function startedRecently(ctx: RuleContext, m: MedicationItem): boolean {
  const now = ctx.model.now === undefined ? Number.NaN : Date.parse(ctx.model.now);
  const start = Date.parse(m.startDate ?? "");
  return !Number.isNaN(now) && !Number.isNaN(start) && (now - start) / 86_400_000 < NEW_START_DAYS;
}

/** Treatment long enough for monitoring to be due: active, not a finished course, not just started. */
const established = (ctx: RuleContext, meds: readonly MedicationItem[]) =>
  meds.filter((m) => !courseEnded(ctx, m) && !startedRecently(ctx, m));

/** Thyroid hormone for pituitary disease is followed by free T4, not TSH. */
const CENTRAL = /\b(?:hypopituitarism|panhypopituitarism|central hypothyroidism|secondary hypothyroidism|pituitary)\b/i;

const FBC = ["wbc", "anc", "platelets", "hemoglobin"] as const;
const LIVER = ["alt", "ast"] as const;

/**
 * What two tests' gaps say together: "no full blood count in the record, and the newest ALT or AST
 * is from …"; tests last done on the same day are named once, "the newest TSH and ALT or AST are from …".
 */
function twoGaps(
  ctx: RuleContext,
  [a, aName]: [LabObservation | undefined, string],
  [b, bName]: [LabObservation | undefined, string],
  maxDays = YEAR_DAYS,
): string | undefined {
  const first = gap(ctx, a, aName, maxDays);
  const second = gap(ctx, b, bName, maxDays);
  if (
    first !== undefined &&
    second !== undefined &&
    a?.date !== undefined &&
    a.date.slice(0, 10) === b?.date?.slice(0, 10)
  )
    return gap(ctx, a, `${aName} and ${bName}`, maxDays)?.replace(" is from ", " are from ");
  const gaps = [first, second].filter((g): g is string => g !== undefined);
  return gaps.length === 0 ? undefined : gaps.join(", and ");
}

/**
 * Methotrexate and leflunomide, once stable, have their blood count and liver tests every 1–3 months
 * (3E methotrexate recommendations; SPS leflunomide: every 2–3 months), so a year is far too long to
 * wait before calling them overdue (review 19, medicines-3: counts 10 months old on methotrexate drew
 * nothing). Six months, twice the longest of those intervals, is overdue rather than a late booking.
 */
const DMARD_MAX_DAYS = 183;

/** The blood counts and liver tests a DMARD needs, when overdue. */
function dmardGaps(ctx: RuleContext): { text: string; refs: string[] } | undefined {
  const fbc = newestOf(ctx, FBC);
  const liver = newestOf(ctx, LIVER);
  const text = twoGaps(ctx, [fbc, "full blood count"], [liver, "ALT or AST"], DMARD_MAX_DAYS);
  return text === undefined ? undefined : { text, refs: ctx.refs(fbc, liver) };
}

function methotrexateGap(ctx: RuleContext): RuleMatch | undefined {
  const meds = established(ctx, ctx.meds("methotrexate"));
  // With leflunomide as well, the leflunomide finding names both medicines.
  if (meds.length === 0 || established(ctx, named(ctx, LEFLUNOMIDE)).length > 0) return undefined;
  // The schedules read here are for inflammatory disease; cancer treatment follows its own protocol.
  if (ctx.conditions("cancer").length > 0) return undefined;
  // Low counts read as possible toxicity are retested the same day with kidney and liver tests
  // (review 28, haem-onc-28 case 10: "no recent blood monitoring" beside that day's pancytopenia).
  if (methotrexateLowCounts(ctx) !== undefined) return undefined;
  const gaps = dmardGaps(ctx);
  if (gaps === undefined) return undefined;
  return { refs: [...ctx.refs(...meds), ...gaps.refs], values: { med: medNames(meds), gap: gaps.text } };
}

function leflunomideGap(ctx: RuleContext): RuleMatch | undefined {
  const meds = established(ctx, named(ctx, LEFLUNOMIDE));
  if (meds.length === 0) return undefined;
  const gaps = dmardGaps(ctx);
  if (gaps === undefined) return undefined;
  const mtx = established(ctx, ctx.meds("methotrexate"));
  return {
    refs: [...ctx.refs(...meds, ...mtx), ...gaps.refs],
    values: { med: medNames(meds), gap: gaps.text },
    ...(mtx.length > 0
      ? {
          clinicianExtra: `${medNames(mtx)} is taken as well: with the two together the SPS schedule keeps monthly checks until stable for 12 months, and the 3E methotrexate recommendations check ALT, creatinine and a full blood count every 1–3 months once the dose is stable.`,
          evidence: ["visser-2009-methotrexate-3e"],
        }
      : {}),
  };
}

function amiodaroneGap(ctx: RuleContext): RuleMatch | undefined {
  const meds = established(ctx, ctx.meds("amiodarone"));
  if (meds.length === 0) return undefined;
  const tsh = ctx.anyLab("tsh");
  const liver = newestOf(ctx, LIVER);
  const text = twoGaps(ctx, [tsh, "TSH"], [liver, "ALT or AST"]);
  if (text === undefined) return undefined;
  // Only the overdue tests are named: a TSH taken this week is not "no recent thyroid test" to the
  // patient, nor to be checked again now (review 27, endocrine case 04).
  const thyroidDue = gap(ctx, tsh, "TSH") !== undefined;
  const liverDue = gap(ctx, liver, "ALT or AST") !== undefined;
  const tests =
    thyroidDue && liverDue ? "thyroid or liver blood tests" : thyroidDue ? "thyroid blood tests" : "liver blood tests";
  const due =
    thyroidDue && liverDue
      ? "TSH (with free T4 and T3 if abnormal) and liver tests"
      : thyroidDue
        ? "TSH (with free T4 and T3 if abnormal)"
        : "liver tests";
  return {
    refs: ctx.refs(...meds, tsh, liver),
    values: { med: medNames(meds), gap: text, whom: practice(ctx), tests },
    nextSteps: [`Check ${due} now, then thyroid and liver tests every 6 months while amiodarone is taken`],
  };
}

const RULES: readonly Rule[] = [
  {
    id: "levothyroxine-tsh-unmonitored",
    family: FindingFamily.drugLab,
    severity: Severity.low,
    problem: "Thyroid",
    title: "Thyroid hormone with no TSH in the past year",
    clinician:
      "On {med}: {gap}. Once the dose is stable, TSH is checked once a year: it shows whether the dose is still right and whether the tablets are being taken, and people can feel well with thyroid tests outside the range.",
    patient:
      "You take thyroid hormone tablets, and your record has no thyroid blood test (TSH) from the past year. A yearly TSH checks that your dose is still right. Ask {whom} to arrange one at your next visit.",
    nextSteps: ["Check TSH now, and then once a year while the dose stays the same"],
    patientQuestions: ["When is my next thyroid blood test due?"],
    evidence: ["nhs-cornwall-hypothyroidism-rms", "nice-ng145-thyroid-disease"],
    keywords: ["levothyroxine", "tsh monitoring", "hypothyroidism"],
    match: (ctx) => {
      const meds = established(ctx, ctx.meds("thyroid-hormone"));
      if (meds.length === 0) return undefined;
      if (ctx.model.conditions.some((c) => isActiveCondition(c.status) && CENTRAL.test(c.name))) return undefined;
      const newest = ctx.anyLab("tsh");
      const said = gap(ctx, newest, "TSH");
      if (said === undefined) return undefined;
      return { refs: ctx.refs(...meds, newest), values: { med: medNames(meds), gap: said, whom: practice(ctx) } };
    },
  },
  {
    id: "methotrexate-bloods-unmonitored",
    family: FindingFamily.drugLab,
    severity: Severity.moderate,
    problem: "Medication safety",
    title: "Methotrexate with no recent blood monitoring",
    clinician:
      "On {med}: {gap}. Methotrexate can harm the bone marrow and the liver; the 3E recommendations check ALT, creatinine and a full blood count every 1–3 months once the dose is stable.",
    patient:
      "You take methotrexate, and your record has no recent blood tests for your blood count and liver. These tests are done every few months while you take it, to catch side effects early. Please contact the team who prescribes it soon to arrange them.",
    nextSteps: [
      "Check a full blood count, ALT and creatinine/eGFR now, and confirm who monitors the methotrexate and how often",
    ],
    patientQuestions: ["Who arranges my methotrexate blood tests, and how often?"],
    evidence: ["visser-2009-methotrexate-3e", "sps-methotrexate-monitoring"],
    keywords: ["methotrexate", "monitoring", "full blood count", "liver function"],
    match: methotrexateGap,
  },
  {
    id: "leflunomide-bloods-unmonitored",
    family: FindingFamily.drugLab,
    severity: Severity.moderate,
    problem: "Medication safety",
    title: "Leflunomide with no recent blood monitoring",
    clinician:
      "On {med}: {gap}. Leflunomide can cause liver injury and low blood counts; its EU product information checks ALT and a full blood count every 8 weeks after the first six months, and the NHS SPS schedule checks blood pressure, weight, a full blood count, liver tests and creatinine every 2–3 months once stable.",
    patient:
      "You take leflunomide, and your record has no recent blood tests for your blood count and liver. These tests, with a blood pressure check, are done every two or three months while you take it, to catch side effects early. Please contact the team who prescribes it soon to arrange them.",
    nextSteps: [
      "Check a full blood count, ALT, creatinine/eGFR, blood pressure and weight now, and confirm who monitors the leflunomide and how often",
    ],
    patientQuestions: ["Who arranges my leflunomide blood tests, and how often?"],
    evidence: ["arava-smpc-eu", "sps-leflunomide-monitoring"],
    keywords: ["leflunomide", "monitoring", "full blood count", "liver function", "blood pressure"],
    match: leflunomideGap,
  },
  {
    id: "amiodarone-unmonitored",
    family: FindingFamily.drugLab,
    severity: Severity.moderate,
    problem: "Medication safety",
    // Names only the overdue tests: "no recent thyroid or liver tests" headed a case whose TSH and
    // free T4 were taken that week (review 29, endo-29 case 07).
    title: "Amiodarone with no recent {tests}",
    clinician:
      "On {med}: {gap}. Amiodarone can cause an underactive or an overactive thyroid, and liver injury; the NHS SPS schedule checks thyroid and liver function every 6 months once stable.",
    patient:
      "You take amiodarone, and your record has no recent {tests}. Thyroid and liver tests are checked about every 6 months while you take it, because amiodarone can affect the thyroid gland and the liver. Please ask {whom} or heart team to arrange them soon.",
    nextSteps: [
      "Check TSH (with free T4 and T3 if abnormal) and liver tests now, then every 6 months while amiodarone is taken",
    ],
    patientQuestions: ["Who arranges my amiodarone blood tests, and how often?"],
    evidence: ["sps-amiodarone-monitoring", "eta-2018-amiodarone-thyroid", "livertox-amiodarone"],
    keywords: ["amiodarone", "thyroid function", "liver function", "monitoring"],
    match: amiodaroneGap,
  },
  {
    id: "warfarin-inr-unmonitored",
    family: FindingFamily.drugLab,
    severity: Severity.moderate,
    problem: "Anticoagulation",
    title: "Warfarin with no recent INR",
    clinician:
      "On {med}: {gap}. The warfarin label calls for regular INR monitoring in everyone treated, because medicines, diet and other factors change the INR and bleeding is more likely at a high one; age 65 or over and other medicines that affect bleeding add to the risk.{adders}",
    patient:
      "You take warfarin. Its dose is guided by a regular blood test called the INR, and your record has no recent INR result. Please contact your doctor or anticoagulation clinic soon to have it checked.",
    nextSteps: [
      "Check the INR now and confirm who doses the warfarin and when the next INR is due",
      "Review whether warfarin is still indicated and whether any antiplatelet or NSAID taken with it is needed",
    ],
    patientQuestions: ["When is my next INR test, and who adjusts my warfarin dose?"],
    evidence: ["warfarin-label", "warfarin-sodium-label-2014"],
    keywords: ["warfarin", "inr monitoring", "anticoagulation", "bleeding"],
    match: (ctx) => {
      const meds = ctx.meds("warfarin");
      // Bleeding on warfarin is the bleeding finding's, which asks for the INR itself.
      if (meds.length === 0 || warfarinBleeding(ctx) !== undefined || warfarinSiteBleeding(ctx) !== undefined)
        return undefined;
      const newest = ctx.anyLab("inr");
      const said = gap(ctx, newest, "INR");
      if (said === undefined) return undefined;
      const adders = ctx.medsOf("aspirin", "clopidogrel", "antiplatelet", "nsaid");
      return {
        refs: ctx.refs(...meds, newest, ...adders),
        values: {
          med: medNames(meds),
          gap: said,
          adders: adders.length > 0 ? ` Also taken: ${medNames(adders)}.` : "",
        },
      };
    },
  },
  {
    id: "digoxin-raiser-no-level",
    family: FindingFamily.drugLab,
    severity: Severity.moderate,
    problem: "Digoxin treatment",
    title: "Digoxin with a medicine that raises its level, and no recent digoxin level",
    clinician:
      "{digoxin} with {raisers}, which raise serum digoxin (verapamil by 50–75% on the digoxin label; most of these block the P-glycoprotein pump that clears digoxin), and {gap}. For a rise above 50%, the label advises measuring the level before the other medicine is started, reducing the digoxin dose by about 30–50% or changing its frequency, and continued monitoring; advanced age and impaired kidney function also predispose to toxicity.{age}",
    patient:
      "You take digoxin together with {raisersPlain}, which can raise the amount of digoxin in your blood. A blood test of the digoxin level helps your doctor check that the dose is still right. Ask your doctor about it at your next visit, and sooner if you feel sick, see changes in your vision or notice a slow or uneven heartbeat.",
    nextSteps: [
      "Check a digoxin level (just before the next dose or at least 6–8 hours after the last), with potassium and kidney function, and review the digoxin dose",
    ],
    patientQuestions: ["Is my digoxin dose right with my other medicines?"],
    evidence: ["lanoxin-label", "ccjm-digoxin-interactions-table"],
    keywords: ["digoxin", "digoxin level", "verapamil", "amiodarone", "drug interaction"],
    match: (ctx) => {
      const digoxin = ctx.meds("digoxin");
      if (digoxin.length === 0) return undefined;
      const raisers = ctx.model.medications.filter((m) => m.active && DIGOXIN_RAISER.test(m.name));
      if (raisers.length === 0) return undefined;
      // Below eGFR 30 digoxin-low-egfr-no-level asks for the level; suspected toxicity is digoxin-toxicity-interaction's.
      const egfr = ctx.value("egfr");
      if (egfr !== undefined && egfr < 30) return undefined;
      const newest = ctx.model.labs
        .filter((o) => DIGOXIN_RESULT.test(o.name))
        .sort((a, b) => (b.time ?? 0) - (a.time ?? 0))[0];
      const said = gap(ctx, newest, "digoxin level");
      if (said === undefined) return undefined;
      const names = [...new Set(raisers.flatMap((m) => m.name.match(DIGOXIN_RAISER)?.[0]?.toLowerCase() ?? []))];
      return {
        refs: ctx.refs(...digoxin, ...raisers, newest),
        values: {
          digoxin: medNames(digoxin),
          raisers: medNames(raisers),
          raisersPlain: names.join(" and "),
          gap: said,
          age: ctx.age !== undefined && ctx.age >= 80 ? ` The patient is ${ctx.age}.` : "",
        },
      };
    },
  },
];

/**
 * Read only in an EHR record: a lab-results request carries the results sent now, not the record's
 * history, so a test missing from it says nothing about whether it is being done.
 */
export const MONITORING_GAP_RULES: readonly Rule[] = RULES.map((rule) => ({
  ...rule,
  match: (ctx: RuleContext) => (ctx.model.labResults === undefined ? rule.match(ctx) : undefined),
}));
