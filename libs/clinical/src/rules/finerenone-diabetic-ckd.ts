import { FindingFamily, Severity, type LabObservation } from "../model.ts";
import { acrRaised, raisedAcrPoints } from "./albuminuria-persistence.ts";
import { medNames, type RuleContext } from "./context.ts";
import { isType1 } from "./diabetes-ketosis.ts";
import { deferUntil, kidneyFunctionUnstable, pregnancy } from "./patterns.ts";
import type { Rule, RuleMatch } from "./types.ts";

/*
 * Finerenone, a non-steroidal mineralocorticoid receptor antagonist (ns-MRA), in type 2 diabetes
 * with CKD (review 18, kidney-diabetes; everyday-sweep case 03: G3aA3 on ramipril 10 mg with a
 * potassium of 4.8 drew the SGLT2 inhibitor but never the ns-MRA). KDIGO 2022 (diabetes in CKD,
 * Rec 1.4.1) and KDIGO 2024 (CKD, Rec 3.8.1) suggest an ns-MRA with proven kidney or
 * cardiovascular benefit for type 2 diabetes with an eGFR of 25 or more, a normal potassium and
 * albuminuria of 30 mg/g (3 mg/mmol) or more despite the highest tolerated dose of an ACE inhibitor
 * or ARB; it goes on top of the ACE inhibitor or ARB and of an SGLT2 inhibitor. The guideline's
 * start is at a potassium of 4.8 or less: 10 mg at eGFR 25–59, 20 mg from 60, potassium checked
 * at 1 month and then every 4 months (FACTS_SEEN, kdigo-2022-diabetes-ckd and kdigo-2024-ckd).
 * Albuminuria has to last (two raised results 3 months apart, as KDIGO defines CKD), so a single
 * ACR waits for its repeat, as the SGLT2 inhibitor finding does.
 *
 * The start rests on a current potassium and eGFR: the label measures both before starting, starts
 * at a potassium of 4.8 or less (considered from 4.8 to 5.0 with extra monitoring, never above 5.0)
 * and chooses the dose by eGFR (kerendia-finerenone-label). A potassium older than the longest gap
 * the guideline leaves between potassium checks on finerenone (4 months) is no longer "known"
 * (review 19, medicines-3: a potassium of 4.5 from 14 months before gave a 10 mg start): the finding
 * still names the opportunity, but asks for potassium and eGFR first and states no starting dose.
 */

const EGFR_FROM = 25;
const POTASSIUM_UP_TO = 4.8;
const PERSISTS_MS = 90 * 86_400_000;
/** KDIGO's maintenance interval for potassium on finerenone (every 4 months); older is stale. */
const CURRENT_MS = 122 * 86_400_000;
const LABEL_START_UP_TO = 5.0;

const POTASSIUM_STEP = "Check potassium and eGFR 1 month after starting finerenone, then every 4 months";

const TRANSPLANT_OR_DIALYSIS = /\b(?:transplant\w*|dialysis|haemodialysis|hemodialysis)\b/i;

/** The raised ACR results when albuminuria is shown to last: the latest raised, and one 3 months before it. */
function persistentAlbuminuria(ctx: RuleContext): string[] | undefined {
  const points = raisedAcrPoints(ctx);
  const latest = ctx.lab("uacr");
  const last = points[points.length - 1];
  const first = points[0];
  if (latest === undefined || !acrRaised(ctx, latest, ctx.valueOf(latest) ?? 0)) return undefined;
  if (first === undefined || last === undefined || last.time - first.time < PERSISTS_MS) return undefined;
  return points.map((p) => p.labRef).filter((r): r is string => r !== undefined);
}

/** Whole months a result is older than the analysis, when it is older than CURRENT_MS. */
function staleMonths(ctx: RuleContext, obs: LabObservation | undefined): number | undefined {
  const now = ctx.model.now === undefined ? Number.NaN : Date.parse(ctx.model.now);
  if (obs?.time === undefined || Number.isNaN(now) || now - obs.time <= CURRENT_MS) return undefined;
  return Math.floor((now - obs.time) / (30.4 * 86_400_000));
}

function excluded(ctx: RuleContext): boolean {
  return (
    ctx.conditions("diabetes").length === 0 ||
    isType1(ctx) ||
    ctx.meds("mra").length > 0 ||
    ctx.conditions("kidney-failure").length > 0 ||
    ctx.model.conditions.some((c) => TRANSPLANT_OR_DIALYSIS.test(c.name)) ||
    (ctx.age !== undefined && ctx.age < 18) ||
    pregnancy(ctx) !== undefined ||
    // With kidney function still changing or a critical result, long-term medicines wait (deferUntil).
    kidneyFunctionUnstable(ctx) ||
    deferUntil(ctx) !== undefined
  );
}

function finerenoneOpportunity(ctx: RuleContext): RuleMatch | undefined {
  const raas = ctx.medsOf("ace-inhibitor", "arb");
  if (raas.length === 0 || excluded(ctx)) return undefined;
  const egfr = ctx.value("egfr");
  const potassium = ctx.value("potassium");
  if (egfr === undefined || egfr < EGFR_FROM || potassium === undefined) return undefined;
  const kStale = staleMonths(ctx, ctx.lab("potassium"));
  const egfrStale = staleMonths(ctx, ctx.lab("egfr"));
  // A current potassium above 4.8 keeps the prompt quiet; an old one decides nothing either way,
  // except that one above the label's 5.0 limit is not set aside on age alone.
  if (kStale === undefined ? potassium > POTASSIUM_UP_TO : potassium > LABEL_START_UP_TO) return undefined;
  const acrRefs = persistentAlbuminuria(ctx);
  if (acrRefs === undefined) return undefined;
  const sglt2i = ctx.meds("sglt2i");
  const stale = kStale !== undefined || egfrStale !== undefined;
  const both = kStale !== undefined && egfrStale !== undefined;
  const staleNote = [
    kStale === undefined ? undefined : `the latest potassium, ${ctx.showValue("potassium")}, is ${kStale} months old`,
    egfrStale === undefined ? undefined : `the latest eGFR, ${ctx.showValue("egfr")}, is ${egfrStale} months old`,
  ]
    .filter(Boolean)
    .join(" and ");
  const sglt2Note =
    sglt2i.length === 0
      ? "No SGLT2 inhibitor is listed: that is the first addition (see its finding), and finerenone can be added alongside it."
      : `It is added to the SGLT2 inhibitor already taken (${medNames(sglt2i)}).`;
  return {
    refs: [...ctx.refs(ctx.lab("egfr"), ctx.lab("potassium"), ...raas, ...ctx.conditions("diabetes")), ...acrRefs],
    values: {
      acr: ctx.showValue("uacr"),
      egfr: ctx.showValue("egfr"),
      potassium: ctx.showValue("potassium"),
      raas: medNames(raas),
    },
    nextSteps: stale
      ? [
          "Measure potassium and eGFR before deciding: finerenone is started only with a current potassium of 4.8 or less (4.8 to 5.0 with extra monitoring in the first 4 weeks, not above 5.0), at a dose chosen by the eGFR",
          "If the ACE inhibitor or ARB is at the highest tolerated dose (uptitrate first if not) and the new results allow it, consider finerenone",
          POTASSIUM_STEP,
        ]
      : [
          `If the ACE inhibitor or ARB is at the highest tolerated dose (uptitrate first if not), consider finerenone, starting at ${egfr >= 60 ? "20 mg once daily (eGFR 60 or more)" : "10 mg once daily (eGFR 25–59)"}`,
          POTASSIUM_STEP,
        ],
    clinicianExtra: stale
      ? `${sglt2Note} But ${staleNote}: too old to start on, so no starting dose is given until ${both ? "they are" : "it is"} repeated.`
      : sglt2Note,
    ...(stale && {
      patientExtra: "A fresh blood test of your potassium and kidney function is needed before this can be decided.",
    }),
    // The SGLT2 inhibitor comes first where it is missing (its own finding); finerenone is added with it.
    ...(sglt2i.length === 0 && { severity: Severity.low }),
  };
}

/**
 * Finerenone taken with no potassium in the last 4 months: the label re-measures potassium 4 weeks
 * after a start or dose change and periodically after, and the guideline every 4 months, so an older
 * potassium says nothing about the dose now (review 19, medicines-3). With no potassium at all the
 * general check (raas-unmonitored) speaks instead.
 */
function finerenonePotassiumOverdue(ctx: RuleContext): RuleMatch | undefined {
  const meds = ctx.meds("mra").filter((m) => /\b(?:finerenone|kerendia)\b/i.test(m.name));
  const obs = ctx.lab("potassium");
  const months = staleMonths(ctx, obs);
  if (meds.length === 0 || months === undefined) return undefined;
  return {
    refs: ctx.refs(obs, ...meds),
    values: { med: medNames(meds), potassium: ctx.show(obs), months: String(months) },
  };
}

export const FINERENONE_RULES: readonly Rule[] = [
  {
    id: "finerenone-potassium-overdue",
    family: FindingFamily.drugLab,
    severity: Severity.low,
    problem: "Potassium and medicines",
    title: "On finerenone with no recent potassium",
    clinician:
      "On {med}; the latest potassium, {potassium}, is {months} months old. Potassium is re-measured periodically on finerenone (every 4 months in the KDIGO guideline) and the dose is set by it, so the current dose rests on no current result.",
    patient:
      "You take finerenone, which can raise the potassium in your blood. Your last potassium test was a long time ago, and this medicine needs one every few months.",
    nextSteps: ["Check potassium and eGFR now, then every 4 months while on finerenone"],
    evidence: ["kerendia-finerenone-label", "kdigo-2022-diabetes-ckd"],
    keywords: ["finerenone", "potassium monitoring"],
    match: finerenonePotassiumOverdue,
  },
  {
    id: "finerenone-opportunity-diabetic-kidney",
    family: FindingFamily.pattern,
    severity: Severity.moderate,
    problem: "Kidney function",
    title: "Diabetic kidney disease with lasting albuminuria on an ACE inhibitor or ARB: consider finerenone",
    clinician:
      "Type 2 diabetes with lasting albuminuria, urine ACR {acr}, on {raas}; eGFR {egfr}, potassium {potassium}. KDIGO suggests adding a non-steroidal MRA with proven kidney and heart benefit (finerenone) when eGFR is 25 or more, potassium is normal and albuminuria persists despite the highest tolerated dose of the ACE inhibitor or ARB.",
    patient:
      "You have diabetes and your urine still shows a protein leak from the kidneys, even on your kidney-protecting blood pressure medicine. Another medicine, finerenone, can lower the chance of the kidney disease getting worse and of heart problems. It needs regular potassium blood tests.",
    nextSteps: [
      "If the ACE inhibitor or ARB is at the highest tolerated dose (uptitrate first if not), consider finerenone",
      POTASSIUM_STEP,
    ],
    patientQuestions: ["Would finerenone help protect my kidneys and heart?"],
    evidence: ["kdigo-2022-diabetes-ckd", "kdigo-2024-ckd", "kerendia-finerenone-label"],
    keywords: ["finerenone", "non-steroidal mineralocorticoid receptor antagonist", "diabetic kidney disease"],
    match: finerenoneOpportunity,
  },
];
