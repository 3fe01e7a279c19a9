import type { LabObservation } from "../model.ts";
import { acuteLiverInjury } from "./acute-liver-injury.ts";
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
  if (ck === undefined) return undefined;
  return {
    band: `not read now: CK ${ctx.show(ck)} is raised as well, and injured muscle releases AST and ALT, so the score would not reflect the liver`,
    patient:
      "for liver scarring cannot be read now, because a muscle test (CK) is raised as well and muscle can raise the liver tests used in the score. It can be worked out again once the muscle test has settled.",
    step: "Repeat AST, ALT and CK once the muscle cause has settled, and calculate FIB-4 then if the liver tests are still raised",
    refs: ctx.refs(ck),
    evidence: ["lim-2020-rhabdomyolysis-liver-tests"],
  };
}
