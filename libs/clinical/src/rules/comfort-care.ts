import { type Finding, FindingFamily, type MedicationItem, Severity } from "../model.ts";
import { isActiveCondition } from "../vocab/conditions.ts";
import { medNames, type RuleContext } from "./context.ts";
import { statedMention } from "./notes.ts";
import type { Rule } from "./types.ts";

/**
 * Care focused on comfort in an older adult (palliative, end-of-life or comfort care stated in the
 * notes or conditions). Long-term prevention then has little time to pay off: STOPPFrail, consensus
 * criteria for frail older adults with limited life expectancy, lists lipid-lowering therapies and
 * antiplatelets among the medicines to consider stopping (evidence "stoppfrail-2017"). So:
 * - one finding names the preventive medicines to review with the patient and family;
 * - routine prevention and monitoring findings (statin opportunity, LDL-C above goal, yearly urine ACR, B12 checks,
 *   screening) are left out, and monitoring tied to a medicine is reworded to ask first whether the
 *   medicine is still wanted.
 * Only from age 65, and only when comfort care is stated, not guessed from frailty alone.
 */
const OLDER_ADULT_AGE = 65;

const COMFORT_CARE =
  /\b(?:palliative|comfort (?:care|focus(?:ed)?|measures)|focus(?:ed|sing)? on comfort|end[ -]of[ -]life|hospice|terminal care)\b/i;
/** Aspirin or another antiplatelet said in the notes to be for primary prevention. */
const PRIMARY_PREVENTION = /\bprimary prevention\b/i;

/** Where comfort-focused care is stated: a quote from the notes, or a current condition's name. */
export function comfortCareStated(ctx: RuleContext): string | undefined {
  if (ctx.age === undefined || ctx.age < OLDER_ADULT_AGE) return undefined;
  const quote = statedMention(ctx.freeText, COMFORT_CARE, true);
  if (quote !== undefined) return `"${quote}" in the notes`;
  const condition = ctx.model.conditions.find((c) => isActiveCondition(c.status) && COMFORT_CARE.test(c.name));
  return condition?.name;
}

/**
 * Finding codes of routine prevention and monitoring left out in comfort-focused care. The
 * heart-failure medicine groups are started for fewer admissions and longer survival, prevention of
 * the same kind: a 92-year-old in her last weeks of life was offered four new medicines (review 21,
 * older adults case 09). So is the SGLT2 inhibitor offered in HFpEF (review 48, multimorbid-48).
 */
const DROPPED_CODES = new Set([
  "diabetes-kidney-monitoring",
  "metformin-b12-unmonitored",
  "hfref-pillars-missing",
  "hfpef-sglt2i-missing",
]);
const DROPPED_PREFIXES = ["statin-opportunity-", "sglt2i-opportunity-", "ldl-above-goal-"];
/** Monitoring of a medicine: kept, but the medicine's own need comes first. */
const MEDICINE_MONITORING_CODES = new Set(["raas-unmonitored"]);

function isDropped(f: Finding): boolean {
  return DROPPED_CODES.has(f.code) || f.family === "screening" || DROPPED_PREFIXES.some((p) => f.code.startsWith(p));
}

const COMFORT_RULE_ID = "comfort-care-preventive-medicines";

function preventiveMedicines(ctx: RuleContext): { statins: MedicationItem[]; antiplatelets: MedicationItem[] } {
  const statins = ctx.medsOf("statin");
  const primary = statedMention(ctx.freeText, PRIMARY_PREVENTION) !== undefined;
  return { statins, antiplatelets: primary ? ctx.medsOf("aspirin", "clopidogrel", "antiplatelet") : [] };
}

export const COMFORT_CARE_RULES: readonly Rule[] = [
  {
    id: COMFORT_RULE_ID,
    family: FindingFamily.drugLab,
    severity: Severity.moderate,
    problem: "Medicines in older age",
    title: "Care focused on comfort: review medicines taken for long-term prevention",
    clinician:
      "Care is focused on comfort ({where}) at age {age}. {meds} Medicines taken to prevent events years ahead have little time to help and still add tablets and side effects; STOPPFrail, consensus criteria for frail older adults with limited life expectancy, lists lipid-lowering therapies and antiplatelets among the medicines to consider stopping. Discuss stopping with the patient and family as part of the care plan.",
    patient:
      "Your notes say your care is now focused on comfort. Some of your medicines ({names}) are taken to prevent problems many years ahead. Ask your doctor whether they are still helping you, or whether they could be stopped to make things simpler. Do not stop them on your own.",
    nextSteps: [
      "Review each preventive medicine with the patient and family against the goals of care, and stop those no longer wanted",
      "Leave routine prevention and monitoring (yearly urine ACR, lipid checks, screening) aside unless it still serves comfort",
    ],
    patientQuestions: ["Which of my medicines are still helping me now, and which could be stopped?"],
    evidence: ["stoppfrail-2017"],
    keywords: ["deprescribing", "comfort care", "palliative care", "end of life", "statin", "aspirin", "stoppfrail"],
    match: (ctx) => {
      const where = comfortCareStated(ctx);
      if (where === undefined) return undefined;
      const { statins, antiplatelets } = preventiveMedicines(ctx);
      if (statins.length === 0 && antiplatelets.length === 0) return undefined;
      const meds = [
        statins.length > 0 ? `${medNames(statins)}: a statin, for cardiovascular prevention.` : "",
        antiplatelets.length > 0
          ? `${medNames(antiplatelets)}: the notes say it is for primary prevention, not for a past heart attack or stroke.`
          : "",
      ].filter(Boolean);
      return {
        refs: ctx.refs(...statins, ...antiplatelets),
        values: {
          where,
          age: ctx.age ?? "",
          meds: meds.join(" "),
          names: medNames([...statins, ...antiplatelets]),
        },
      };
    },
  },
];

/**
 * A recorded plan that limits emergency escalation (ReSPECT in the UK, POLST in the US): a ceiling
 * such as ward-based care or comfort measures only, or a wish to be treated or to die at home. A
 * DNACPR or DNR decision alone is about CPR only and limits no other treatment, so it is not read
 * here. Any age: the plan is the person's, not a matter of frailty.
 */
const CEILING =
  /\b(?:not for (?:ICU|ITU|HDU|intensive care|escalation)|ward[- ]based care|ceiling of (?:care|treatment))\b/i;
/** A stated wish not to go into hospital. */
const NO_ADMISSION =
  /\b(?:comfort measures only|(?:wish(?:es)?|wants?|prefers?|would like) to die at home|do not (?:hospitali[sz]e|transfer to hospital))\b/i;
/**
 * Words that are a plan only beside a care plan in the notes: "wants to stay at home" or "selective
 * treatment" can mean other things, and "not for admission" is also an emergency department's
 * decision to send someone home ("seen in ED, not for admission, discharged").
 */
const HOME_WISH =
  /\b(?:(?:wish(?:es)?|wants?|prefers?|would like) to (?:stay|remain|be cared for|be treated) at home|not for (?:hospital )?admission|not to be admitted)\b/i;
const POLST_LEVEL = /\b(?:selective treatment|limited (?:additional )?interventions)\b/i;
const CARE_PLAN =
  /\b(?:ReSPECT|POLST|MOLST|DNACPR|DNAR|DNR)\b|\b(?:advance care plan|palliative|hospice|end[ -]of[ -]life)\b/i;

function homeWishStated(text: string): string | undefined {
  return NO_ADMISSION.exec(text)?.[0] ?? (CARE_PLAN.test(text) ? HOME_WISH.exec(text)?.[0] : undefined);
}

/** Whether the notes record a wish to be cared for at home rather than admitted. */
export function careAtHomeWished(ctx: RuleContext): boolean {
  return homeWishStated(ctx.freeText) !== undefined;
}

/**
 * Urgent findings beside a stated plan limiting escalation keep their facts, and say to act on them
 * with the patient, family and team in line with the plan (review 48, ceilings-48: a palliative man
 * at home with SpO2 91% was sent to A&E; a care-home resident "not for hospital admission" with
 * potassium 6.1 was told she needed same-day hospital assessment). NICE NG31 asks that the person's
 * goals and wishes guide care near the end of life. Where the plan is not to be admitted, the patient
 * text says so beside the advice rather than only sending the person to hospital (for critical
 * findings the patient header does, compose/emergency-header.ts HOME_PLAN_HEADER).
 */
export function adjustForEscalationPlan(findings: readonly Finding[], ctx: RuleContext): Finding[] {
  // The plan's own words are negations ("not for admission"), which a negation-aware reading drops.
  const text = ctx.freeText;
  const home = homeWishStated(text);
  const plan = home ?? CEILING.exec(text)?.[0] ?? (CARE_PLAN.test(text) ? POLST_LEVEL.exec(text)?.[0] : undefined);
  if (plan === undefined) return [...findings];
  const homeWish = home !== undefined;
  return findings.map((f) =>
    !sendsToHospital(f)
      ? f
      : {
          ...f,
          clinician: `${f.clinician} The notes record a plan for emergency care ("${plan}"): decide what to do with the patient, family and the team in line with that plan, and treat at home where it says so.`,
          // Critical findings sit under the patient header, which says this once for all of them.
          patient:
            homeWish && f.severity !== Severity.critical
              ? `${f.patient} Your notes say you would rather be cared for at home than go into hospital. Contact your doctor or care team now: they can treat this at home in line with your plan, and you can still choose to go to hospital if you want to.`
              : f.patient,
          evidenceIds: [...new Set([...f.evidenceIds, COMFORT_TESTS_EVIDENCE])],
        },
  );
}

/** An urgent finding whose advice is emergency or same-day hospital care. */
const HOSPITAL_ADVICE = /\b(?:A&E|999|911|emergency|hospital|same[- ]day|same hour|assess the patient now)\b/i;

function sendsToHospital(f: Finding): boolean {
  if (f.severity !== Severity.critical && f.severity !== Severity.high) return false;
  return f.severity === Severity.critical || [f.patient, ...f.nextSteps].some((t) => HOSPITAL_ADVICE.test(t));
}

/** A next step that is a test: "Check ferritin…", "Repeat sodium", "Monitor eGFR…". */
const TEST_STEP = /^(?:check|recheck|repeat|measure|monitor|confirm|screen)\b/i;
const TEST_STEP_PREFIX = "Only if it would change comfort-focused care: ";

/** A test step reworded to be done only where it serves comfort; other steps unchanged. */
function testOnlyIfUseful(step: string): string {
  return TEST_STEP.test(step) ? `${TEST_STEP_PREFIX}${step.charAt(0).toLowerCase()}${step.slice(1)}` : step;
}

const COMFORT_TESTS_ID = "comfort-care-tests";
const COMFORT_TESTS_EVIDENCE = "hodgkinson-2016-ng31-dying-adults";
const COMFORT_TESTS_SENTENCE =
  "For people in the last days of life, NICE advises against tests unlikely to change their care unless there is a clinical need, so the tests these results would usually prompt are worth doing only where they would change comfort-focused care.";

/**
 * The comfort-care finding for a record with no preventive medicine to review, made when this
 * adjustment changed the report: a 92-year-old in her last weeks of life had a work-up of anaemia and
 * low sodium suggested with no word of her care plan (review 21, older adults case 09).
 */
function comfortTestsFinding(where: string, ctx: RuleContext, leftOut: string): Finding {
  return {
    id: COMFORT_TESTS_ID,
    code: COMFORT_TESTS_ID,
    family: FindingFamily.pattern,
    severity: Severity.moderate,
    problem: "Care focused on comfort",
    title: "Care focused on comfort: tests and new long-term medicines only where they serve it",
    clinician: `Care is focused on comfort (${where}) at age ${ctx.age ?? ""}. ${COMFORT_TESTS_SENTENCE}${leftOut}`,
    patient:
      "Your notes say your care is now focused on comfort. Some of the extra tests or new medicines these results would usually lead to may not help now. Ask the care team which, if any, would make a difference to comfort.",
    nextSteps: ["Agree with the patient and family which tests, if any, would change comfort-focused care"],
    patientQuestions: ["Which of these tests or medicines would help with comfort now?"],
    evidenceIds: [COMFORT_TESTS_EVIDENCE],
    refs: [],
    keywords: ["end of life", "comfort care", "palliative care", "investigations"],
  };
}

/**
 * Findings adjusted for comfort-focused care: routine prevention and monitoring left out (named once
 * in the comfort finding), tests reworded to be done only where they serve comfort, medicine
 * monitoring reworded. Unchanged otherwise.
 */
export function adjustForComfortCare(findings: readonly Finding[], ctx: RuleContext): Finding[] {
  const where = comfortCareStated(ctx);
  if (where === undefined) return [...findings];
  const dropped = findings.filter(isDropped);
  const names = [...new Set(dropped.map((f) => f.title.charAt(0).toLowerCase() + f.title.slice(1)))];
  const leftOut =
    names.length > 0 ? ` Left out of this report as routine prevention or monitoring: ${names.join("; ")}.` : "";
  const kept = findings.filter((f) => !isDropped(f));
  const testsReworded = kept.some(
    (f) => !MEDICINE_MONITORING_CODES.has(f.code) && f.nextSteps.some((s) => TEST_STEP.test(s)),
  );
  const adjusted = kept.map((f) => {
    if (f.code === COMFORT_RULE_ID)
      return {
        ...f,
        clinician: `${f.clinician}${testsReworded ? ` ${COMFORT_TESTS_SENTENCE}` : ""}${leftOut}`,
        evidenceIds: testsReworded ? [...new Set([...f.evidenceIds, COMFORT_TESTS_EVIDENCE])] : f.evidenceIds,
      };
    if (MEDICINE_MONITORING_CODES.has(f.code))
      return {
        ...f,
        severity: Severity.info,
        clinician: `${f.clinician} With care focused on comfort, first decide whether the medicine is still wanted; check the blood tests only if it continues.`,
        nextSteps: [
          "Decide first whether the medicine is still wanted; if it continues, check potassium and kidney function",
        ],
      };
    return { ...f, nextSteps: f.nextSteps.map(testOnlyIfUseful) };
  });
  const told = adjusted.some((f) => f.code === COMFORT_RULE_ID);
  return told || (!testsReworded && leftOut === "")
    ? adjusted
    : [comfortTestsFinding(where, ctx, leftOut), ...adjusted];
}
