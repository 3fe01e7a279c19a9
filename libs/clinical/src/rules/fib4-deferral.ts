import type { LabObservation } from "../model.ts";
import { acuteLiverInjury } from "./acute-liver-injury.ts";
import { dengueInfection } from "./dengue-warning-signs.ts";
import { medNames, type RuleContext } from "./context.ts";
import { LEFLUNOMIDE, named } from "./immunosuppressant-names.ts";
import { altMayBeMuscle, transaminasesFromMuscle } from "./muscle-ast.ts";

/**
 * When fibrosis staging (FIB-4, then elastography) is put off because the transaminases do not
 * reflect chronic liver disease at the moment.
 *
 * - An acute rise: FIB-4 stages chronic liver disease, and its AST term climbs with acute
 *   inflammation; liver stiffness does too, above the fibrosis cut-offs, falling back as the
 *   aminotransferases settle (arena-2008-acute-hepatitis-stiffness). A rise counts as acute when
 *   ALT is above three times its upper limit and either a normal ALT is on record within the year
 *   before, the level is that of acute liver injury, or a liver-monitored DMARD (methotrexate,
 *   leflunomide) is taken, whose product information and 3E guidance act on a rise above three
 *   times by stopping the drug (drug-monitoring review 14, case 09). Three times is where those
 *   drug rules act, an engine choice for "well above normal".
 * - A muscle source: CK raised with the transaminases muscle can explain (muscle-ast.ts), since
 *   AST and ALT are released from injured muscle (lim-2020-rhabdomyolysis-liver-tests).
 * - Low platelets on valproate, which lowers platelets in a dose-related way
 *   (valproate-liver-platelets.ts): the score's platelet term then reflects the medicine, not portal
 *   hypertension, and thrombocytopenia from other causes is one of the conditions that interfere
 *   with FIB-4 (jones-2023-fib4-analytical-biological). Review 21, psych-meds 06: valproate with
 *   platelets 92 and a raised ALT was given a high FIB-4 and a hepatology referral for fibrosis.
 */

const ACUTE_ALT_TIMES = 3;
const YEAR_MS = 365 * 24 * 3600 * 1000;

export interface StagingDeferred {
  /** Clinician wording, completing "FIB-4 = … ; ". */
  band: string;
  patient: string;
  step: string;
  refs: string[];
  evidence: string[];
}

function normalAltWithinYear(ctx: RuleContext, current: LabObservation): LabObservation | undefined {
  const now = Date.parse(current.date ?? "");
  if (!Number.isFinite(now)) return undefined;
  return ctx.model.labs.find((o) => {
    const when = Date.parse(o.date ?? "");
    return o.analyteId === "alt" && o.status === "normal" && when < now && now - when <= YEAR_MS;
  });
}

function acuteRise(ctx: RuleContext): { refs: string[]; why: string } | undefined {
  const alt = ctx.lab("alt");
  const value = ctx.valueOf(alt);
  const uln = ctx.upperLimit("alt");
  if (alt === undefined || value === undefined || uln === undefined || uln <= 0 || value <= ACUTE_ALT_TIMES * uln)
    return undefined;
  const earlier = normalAltWithinYear(ctx, alt);
  if (earlier !== undefined)
    return { refs: ctx.refs(alt, earlier), why: `ALT was within range (${ctx.show(earlier)}) within the past year` };
  if (acuteLiverInjury(ctx) !== undefined)
    return { refs: ctx.refs(alt), why: "the level is that of acute liver injury" };
  const dmards = [...ctx.meds("methotrexate"), ...named(ctx, LEFLUNOMIDE)];
  if (dmards.length > 0)
    return {
      // The ALT alone: the medicine findings carry the medicines, and this note is about the liver test.
      refs: ctx.refs(alt),
      why: `the rise is being acted on as a possible effect of ${medNames(dmards)}`,
    };
  return undefined;
}

/** Why FIB-4 is not read now (see the file comment), or undefined when it can be. */
export function fibrosisStagingDeferred(ctx: RuleContext): StagingDeferred | undefined {
  const acute = acuteRise(ctx);
  if (acute !== undefined)
    return {
      band: `not read now: ALT is more than three times the upper limit in an acute rise (${acute.why}), and acute inflammation raises the AST in the score and the liver stiffness that elastography measures, independent of fibrosis`,
      patient:
        "for liver scarring cannot be read while the liver is inflamed, as it is now. It can be worked out again once your liver tests have settled.",
      step: "Defer fibrosis staging: repeat FIB-4 once the liver tests have settled, and arrange elastography then only if it is 1.3 or more",
      refs: acute.refs,
      evidence: ["arena-2008-acute-hepatitis-stiffness"],
    };
  const ck = transaminasesFromMuscle(ctx) !== undefined ? ctx.lab("ck") : altMayBeMuscle(ctx);
  if (ck === undefined) return drugLoweredPlatelets(ctx) ?? dengueLoweredPlatelets(ctx);
  return {
    band: `not read now: CK ${ctx.show(ck)} is raised as well, and injured muscle releases AST and ALT, so the score would not reflect the liver`,
    patient:
      "for liver scarring cannot be read now, because a muscle test (CK) is raised as well and muscle can raise the liver tests used in the score. It can be worked out again once the muscle test has settled.",
    step: "Repeat AST, ALT and CK once the muscle cause has settled, and calculate FIB-4 then if the liver tests are still raised",
    refs: ctx.refs(ck),
    evidence: ["lim-2020-rhabdomyolysis-liver-tests"],
  };
}

/**
 * Low platelets in a positive dengue test: the infection lowers platelets and raises AST (review 21,
 * travel-mens-health case 03 scored FIB-4 10.8 in acute dengue), one of the other causes of
 * thrombocytopenia that interfere with the score.
 */
function dengueLoweredPlatelets(ctx: RuleContext): StagingDeferred | undefined {
  const plt = ctx.lab("platelets");
  const dengue = dengueInfection(ctx);
  if (dengue === undefined || (plt?.status !== "low" && plt?.status !== "critical-low")) return undefined;
  return {
    band: `not read now: platelets ${ctx.show(plt)} are low in acute dengue (${dengue.text}), which lowers platelets and can raise AST and ALT (severe dengue includes AST or ALT of 1000 U/L or more), so the score reflects the infection rather than liver fibrosis`,
    patient:
      "for liver scarring cannot be read now, because dengue lowers the platelet count and raises the liver tests used in the score. It can be worked out again after you have recovered, if your liver tests are still raised.",
    step: "Repeat the liver tests and platelets after recovery from dengue, and calculate FIB-4 then only if the liver tests are still raised",
    refs: [...ctx.refs(plt), ...dengue.refs],
    evidence: ["jones-2023-fib4-analytical-biological", "thein-2013-dengue-warning-signs"],
  };
}

/** Low platelets while valproate is taken: the score would read the medicine's effect as fibrosis. */
function drugLoweredPlatelets(ctx: RuleContext): StagingDeferred | undefined {
  const plt = ctx.lab("platelets");
  const meds = ctx.meds("valproate").filter((m) => m.active);
  if (meds.length === 0 || (plt?.status !== "low" && plt?.status !== "critical-low")) return undefined;
  return {
    band: `not read now: platelets ${ctx.show(plt)} are low on ${medNames(meds)}, which lowers platelets itself, so the platelet term of the score reflects the medicine rather than the liver`,
    patient:
      "for liver scarring cannot be read now, because your platelets are low and valproate can lower them by itself, which makes the score look worse than the liver is. It can be worked out again once the platelet count has been reviewed.",
    step: "Repeat FIB-4 once the platelet count has been reviewed with the prescriber; assess fibrosis directly with elastography (or an ELF test) if liver disease is suspected",
    refs: ctx.refs(plt, ...meds),
    evidence: ["jones-2023-fib4-analytical-biological", "sps-valproate-monitoring"],
  };
}
