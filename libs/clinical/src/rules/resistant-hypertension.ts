import { FindingFamily, type MedicationItem, Severity } from "../model.ts";
import { isActiveCondition } from "../vocab/conditions.ts";
import type { RuleContext } from "./context.ts";
import { bpInNotes, bpReadings, latestVisit, showBp } from "./bp-readings.ts";
import { ADHERENT } from "./asthma-attacks.ts";
import { statedMention } from "./notes.ts";
import { medNames } from "./context.ts";
import { aldosteroneScreenPending } from "./aldosteronism.ts";
import type { Rule } from "./types.ts";
import { readsAsUsUnits } from "./uk-record.ts";
import { kidneyFunctionUnstable } from "./patterns.ts";

/*
 * Resistant hypertension (review 12, respiratory case 05): blood pressure above target on three or
 * more blood pressure drugs of different classes including a diuretic. The adult stage 2 steps
 * ("start or intensify treatment, usually two drugs") do not fit such a person. NICE NG136 step 4
 * ("nice-ng136-hypertension", seenAt of 2026-11-28) confirms the raised pressure out of office,
 * checks adherence, then adds low-dose spironolactone when potassium is 4.5 mmol/L or lower, or an
 * alpha- or beta-blocker when higher, with specialist advice if it stays uncontrolled.
 * Obstructive sleep apnoea is common in resistant hypertension, and CPAP lowers ambulatory blood
 * pressure in people with both ("lei-cpap-resistant-hypertension").
 */

const CCB = /\b(?:amlodipine|felodipine|nifedipine|lercanidipine|lacidipine|diltiazem|verapamil)\b/i;
const ALPHA = /\b(?:doxazosin|prazosin|terazosin)\b/i;
const named = (m: MedicationItem, re: RegExp) => re.test(m.name) || m.drugs.some((d) => re.test(d));

/** Blood pressure drug groups, one count each; "diuretic" is the group the definition requires. */
const GROUPS: readonly { group: string; has: (m: MedicationItem) => boolean }[] = [
  { group: "ras", has: (m) => m.classes.includes("ace-inhibitor") || m.classes.includes("arb") },
  { group: "ccb", has: (m) => named(m, CCB) },
  { group: "diuretic", has: (m) => m.classes.includes("thiazide") || m.classes.includes("loop-diuretic") },
  { group: "mra", has: (m) => m.classes.includes("mra") },
  { group: "beta", has: (m) => m.classes.includes("beta-blocker") },
  { group: "alpha", has: (m) => named(m, ALPHA) },
];

/** Whether a medicine belongs to one of the blood pressure drug groups above. */
export function isBpDrug(m: MedicationItem): boolean {
  return GROUPS.some((g) => g.has(m));
}

/** The current blood pressure drugs and the groups they cover. */
function bpRegimen(ctx: RuleContext): { meds: MedicationItem[]; groups: Set<string> } {
  const active = ctx.model.medications.filter((m) => m.active);
  const groups = new Set<string>();
  const meds: MedicationItem[] = [];
  for (const m of active) {
    const hit = GROUPS.filter((g) => g.has(m));
    if (hit.length === 0) continue;
    meds.push(m);
    for (const g of hit) groups.add(g.group);
  }
  return { meds, groups };
}

/** The blood pressure drugs when there are three groups or more including a diuretic; else undefined. */
export function resistantRegimen(ctx: RuleContext): MedicationItem[] | undefined {
  const { meds, groups } = bpRegimen(ctx);
  return groups.size >= 3 && groups.has("diuretic") ? meds : undefined;
}

/**
 * An ACE inhibitor or ARB with a calcium-channel blocker and no diuretic: NICE's step 2 regimen, whose
 * next step adds a thiazide-like diuretic (review 21, cardio-vitals case 01: a year of readings near
 * 150/95 on full-dose amlodipine and ramipril got only "intensify treatment").
 */
function stepTwoRegimen(ctx: RuleContext): MedicationItem[] | undefined {
  const { meds, groups } = bpRegimen(ctx);
  return groups.has("ras") && groups.has("ccb") && !groups.has("diuretic") ? meds : undefined;
}

const STEP_THREE =
  "On an ACE inhibitor or ARB with a calcium-channel blocker: check adherence and measurement technique, then add a thiazide-like diuretic (NICE NG136 step 3)";
/** Step 3 for a single raised reading, which is confirmed out of office first. */
const CONFIRM_THEN_STEP_THREE =
  "Confirm with home or ambulatory readings; if they stay above target on an ACE inhibitor or ARB with a calcium-channel blocker, check adherence, then intensify the current treatment by adding a thiazide-like diuretic (NICE NG136 step 3)";

/*
 * A US record is given the AHA resistant hypertension statement's step, an MRA after a thiazide-like
 * diuretic, not NICE's potassium-led step 4 (review 30, cardio-30 case 13: a Phoenix record on
 * amlodipine, losartan and chlorthalidone was sent to "NICE NG136 step 4").
 */
function usStepFour(ctx: RuleContext): string {
  const mra =
    "a mineralocorticoid receptor antagonist (spironolactone or eplerenone) if potassium and kidney function allow";
  const drug = aldosteroneScreenPending(ctx)
    ? `only after the aldosterone:renin ratio has been taken (primary aldosteronism screen pending: spironolactone makes that test unreadable), add ${mra}`
    : `add ${mra}`;
  const confirmed = confirmedResistance(ctx);
  return confirmed !== undefined
    ? `On three or more blood pressure drugs including a diuretic, with ${confirmed}: resistant hypertension. Next, ${drug}; refer to a hypertension specialist if it stays uncontrolled (AHA 2018 resistant hypertension statement)`
    : `On three or more blood pressure drugs including a diuretic: resistant hypertension if confirmed. Confirm with home or ambulatory readings and check adherence, then ${drug}; refer to a hypertension specialist if it stays uncontrolled (AHA 2018 resistant hypertension statement)`;
}

/** The potassium-led fourth step of NICE NG136. */
function stepFour(ctx: RuleContext): string {
  if (readsAsUsUnits(ctx)) return usStepFour(ctx);
  const k = ctx.valueOf(ctx.lab("potassium"));
  const drug =
    k === undefined
      ? "then, by potassium, low-dose spironolactone (4.5 mmol/L or lower) or an alpha- or beta-blocker (above 4.5)"
      : k <= 4.5
        ? aldosteroneScreenPending(ctx)
          ? `then, only after the aldosterone:renin ratio has been taken (primary aldosteronism screen pending: spironolactone makes that test unreadable), consider low-dose spironolactone (potassium ${k} mmol/L, 4.5 or lower)`
          : `then consider low-dose spironolactone (potassium ${k} mmol/L, 4.5 or lower)`
        : `then consider an alpha- or beta-blocker (potassium ${k} mmol/L, above 4.5, so not spironolactone)`;
  const confirmed = confirmedResistance(ctx);
  if (confirmed !== undefined) {
    return `On three or more blood pressure drugs including a diuretic, with ${confirmed}: resistant hypertension. Next, ${drug.replace(/^then,? /, "")}; seek specialist advice if it stays uncontrolled (NICE NG136 step 4)`;
  }
  return `On three or more blood pressure drugs including a diuretic: resistant hypertension if confirmed. Confirm with ambulatory or home readings and check adherence, ${drug}; seek specialist advice if it stays uncontrolled (NICE NG136 step 4)`;
}

/**
 * What NICE NG136 step 4 asks to confirm before a fourth drug, when the notes already give both: an
 * ambulatory or home average of 135/85 mmHg or more and good adherence (review 24, cardio-24b case
 * 07: ABPM 152/95 and "pharmacist confirms good adherence", still told to confirm and check both).
 */
function confirmedResistance(ctx: RuleContext): string | undefined {
  const outOfOffice = bpInNotes(ctx).find((n) => n.kind !== "repeat" && (n.sys >= 135 || n.dia >= 85));
  if (outOfOffice === undefined || statedMention(ctx.freeText, ADHERENT) === undefined) return undefined;
  return `${outOfOffice.kind === "ambulatory" ? "an" : "a"} ${outOfOffice.kind} average of ${showBp(outOfOffice)} and good adherence stated in the notes`;
}

/**
 * The stage 2 and above-target rules' intensify step, replaced by the step 4 work-up when the
 * person already takes three blood pressure drug groups including a diuretic, or by step 3 on an
 * ACE inhibitor or ARB with a calcium-channel blocker.
 */
const AKI_NO_INTENSIFY =
  "Do not add or increase blood pressure medicines while the acute rise in creatinine is assessed; recheck the pressure once kidney function has recovered and any withheld medicines are restarted, then review treatment";

export function withResistantHypertension(rule: Rule, treatmentSteps: readonly string[]): Rule {
  return {
    ...rule,
    match: (ctx) => {
      const match = rule.match(ctx);
      if (match === undefined) return match;
      const steps = match.nextSteps ?? rule.nextSteps;
      // During an acute creatinine rise the ACE inhibitor or ARB and diuretic are withheld or reviewed
      // (aki-creatinine-rise): no blood pressure drug is added or intensified beside that (review 33,
      // renal-drugs-33 case 16: "withhold losartan and hydrochlorothiazide" beside "add a
      // mineralocorticoid receptor antagonist" with potassium 5.4 mEq/L).
      if (
        kidneyFunctionUnstable(ctx) &&
        ctx.medsOf("ace-inhibitor", "arb", "thiazide", "loop-diuretic", "mra").length > 0 &&
        steps.some((s) => treatmentSteps.includes(s))
      ) {
        const held = steps.filter((s) => !treatmentSteps.includes(s));
        return { ...match, nextSteps: [...held, AKI_NO_INTENSIFY] };
      }
      const resistant = resistantRegimen(ctx);
      // NICE's step 3 is a UK step: a US record keeps its own wording and citation (review 31b,
      // deep-paeds-31b case 11: a Cleveland record on losartan and amlodipine was sent to "NICE NG136 step 3").
      const meds = resistant ?? (readsAsUsUnits(ctx) ? undefined : stepTwoRegimen(ctx));
      if (meds === undefined || !steps.some((s) => treatmentSteps.includes(s))) return match;
      const step = (replaced: string) =>
        resistant !== undefined ? stepFour(ctx) : replaced.startsWith("Confirm") ? CONFIRM_THEN_STEP_THREE : STEP_THREE;
      return {
        ...match,
        refs: [...match.refs, ...ctx.refs(...meds).filter((r) => !match.refs.includes(r))],
        nextSteps: steps.map((s) => (treatmentSteps.includes(s) ? step(s) : s)),
        evidence: [
          ...new Set([
            ...(match.evidence ?? []),
            resistant !== undefined && readsAsUsUnits(ctx)
              ? "aha-2018-resistant-hypertension"
              : "nice-ng136-hypertension",
            ...(resistant !== undefined && stepFour(ctx).includes("aldosterone:renin")
              ? ["endosoc-2016-primary-aldosteronism"]
              : []),
          ]),
        ],
      };
    },
  };
}

const OSA = /\b(?:obstructive sleep apn(?:o)?ea|sleep apn(?:o)?ea|osahs|osa)\b/i;
/** CPAP in use and tolerated; "CPAP not tolerated", "declined CPAP" and the like are not. */
const CPAP_NOT_USED =
  /\bcpap\b[^.;]{0,30}\b(?:not tolerated|intoleran\w*|declined|stopped|refused|not used|abandoned)\b|\b(?:not tolerat\w*|intoleran\w* of|declined|stopped|refused|not using|not on)\s+(?:the\s+)?cpap\b/i;
const CPAP = /\bcpap\b|\bpositive airway pressure\b/i;

export const RESISTANT_HYPERTENSION_RULES: readonly Rule[] = [
  {
    id: "resistant-hypertension-sleep-apnoea",
    family: FindingFamily.pattern,
    severity: Severity.moderate,
    problem: "Blood pressure",
    title: "Blood pressure above target on three drugs with untreated sleep apnoea",
    clinician:
      "Blood pressure {bp} on {meds}: three or more blood pressure drug groups including a diuretic, so resistant hypertension if out-of-office readings and adherence confirm it. {osa} is on record and not treated{cpap}: sleep apnoea is common in resistant hypertension and a secondary cause to treat, and CPAP lowers ambulatory blood pressure in people with both. Refer back to the sleep service to get treatment that can be used (mask refit, alternatives), alongside the NICE step 4 work-up.",
    patient:
      "Your blood pressure is still high although you take three blood pressure medicines. Untreated sleep apnoea can keep blood pressure up, and treating it can help bring it down. Ask your doctor about going back to the sleep clinic to find a treatment you can use, and about checking your blood pressure at home.",
    nextSteps: [
      "Refer back to the sleep service to restart treatment of the sleep apnoea (CPAP refit or alternatives)",
      "Confirm the raised pressure with ambulatory or home readings and check adherence before adding a fourth drug",
    ],
    patientQuestions: [
      "Could treating my sleep apnoea help my blood pressure, and what can I use instead of my CPAP mask?",
    ],
    evidence: ["lei-cpap-resistant-hypertension", "nice-ng136-hypertension"],
    keywords: ["resistant hypertension", "obstructive sleep apnoea", "cpap", "secondary hypertension"],
    match: (ctx) => {
      const meds = resistantRegimen(ctx);
      if (meds === undefined) return undefined;
      const visit = latestVisit(bpReadings(ctx));
      const bp = visit.reduce<(typeof visit)[number] | undefined>(
        (low, r) => (low === undefined || r.sys + r.dia < low.sys + low.dia ? r : low),
        undefined,
      );
      if (bp === undefined || (bp.sys < 140 && bp.dia < 90)) return undefined;
      const osa = ctx.model.conditions.filter((c) => isActiveCondition(c.status) && OSA.test(c.name));
      if (osa.length === 0) return undefined;
      const text = [ctx.freeText, ...osa.map((c) => c.name)].join(". ");
      const notUsed = CPAP_NOT_USED.exec(text);
      if (notUsed === null && CPAP.test(text)) return undefined;
      return {
        refs: [...bp.refs, ...ctx.refs(...meds, ...osa)],
        values: {
          bp: showBp(bp),
          meds: medNames(meds),
          osa: osa.map((c) => c.name).join(", "),
          cpap: notUsed === null ? "" : ` ("${notUsed[0]}")`,
        },
      };
    },
  },
];
