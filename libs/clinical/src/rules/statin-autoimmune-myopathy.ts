import { FindingFamily, Severity, type LabObservation, type MedicationItem } from "../model.ts";
import { formatNumber } from "../text.ts";
import type { RuleContext } from "./context.ts";
import { MUSCLE_WEAKNESS } from "./drug-lab.ts";
import { statedMention } from "./notes.ts";
import { MINOR_CK_ULN } from "./statin-ck-exercise.ts";
import type { Rule, RuleMatch } from "./types.ts";

/*
 * Weakness and a raised CK that go on for weeks after a statin was stopped (review 24,
 * statins-24-review24 case 03: atorvastatin held six weeks earlier for a CK of 3650 U/L, still
 * unable to rise from a low chair, CK now 4120 U/L; the report gave only generic CK lines and
 * suggested starting a statin for her diabetes). Statin myopathy settles once the statin is
 * stopped; weakness and a raised CK that persist after stopping point to statin-associated
 * immune-mediated necrotising myopathy with anti-HMGCR antibodies, which needs specialist
 * immunosuppressive treatment (SUMMARIES["tiniakou-2020-statin-autoimmune-myopathy"]).
 */

const DAY_MS = 86_400_000;
/** Swallowing named in the notes either way. */
const SWALLOWING = /\b(?:dysphagia|swallow\w*)\b/;
/** "Several weeks" after stopping: sooner than this a CK may still be falling from statin myopathy alone. */
const PERSISTING_DAYS = 21;

/** A statin the notes say was stopped or held ("atorvastatin held 10/13", "off statin since"). */
const STATIN_STOPPED =
  /\b(?:stopped|held|discontinued|withdrawn|off)\s+(?:(?:the|her|his|my)\s+)?(?:statins?|\w+vastatin)\b|\b(?:statins?|\w+vastatin)\b[^.;]{0,30}\b(?:stopped|held|discontinued|withdrawn)\b/;

function stoppedStatin(ctx: RuleContext): { med?: MedicationItem; quote?: string } | undefined {
  const med = ctx.model.medications.find((m) => !m.active && m.classes.includes("statin"));
  const quote = statedMention(ctx.freeText, STATIN_STOPPED, true);
  if (med === undefined && quote === undefined) return undefined;
  return { ...(med !== undefined && { med }), ...(quote !== undefined && { quote }) };
}

/** The earliest raised CK at least PERSISTING_DAYS before the latest, within a year: the rise has persisted. */
function earlierRaisedCk(ctx: RuleContext, latest: LabObservation, uln: number): LabObservation | undefined {
  const end = latest.time;
  if (end === undefined) return undefined;
  return ctx
    .labs("ck")
    .filter((o) => {
      const v = ctx.valueOf(o);
      return (
        o.time !== undefined &&
        v !== undefined &&
        v > uln &&
        end - o.time >= PERSISTING_DAYS * DAY_MS &&
        end - o.time <= 365 * DAY_MS
      );
    })
    .at(-1);
}

interface Persisting {
  ck: LabObservation;
  times: number;
  weakness: string;
  stopped: { med?: MedicationItem; quote?: string };
  earlier?: LabObservation;
  days: number;
}

/**
 * No statin now, one stopped, weakness in the notes and a CK above MINOR_CK_ULN× its limit at
 * least PERSISTING_DAYS after the stop (or after an earlier raised CK when the stop date is not
 * recorded): the picture of statin-associated autoimmune myopathy.
 */
export function statinAutoimmuneMyopathy(ctx: RuleContext): Persisting | undefined {
  if (ctx.meds("statin").length > 0) return undefined;
  const stopped = stoppedStatin(ctx);
  if (stopped === undefined) return undefined;
  const weakness = statedMention(ctx.freeText, MUSCLE_WEAKNESS, true);
  const ck = ctx.lab("ck");
  const value = ctx.valueOf(ck);
  const uln = ctx.upperLimit("ck");
  if (weakness === undefined || ck?.time === undefined || value === undefined || uln === undefined) return undefined;
  const times = value / uln;
  if (times < MINOR_CK_ULN) return undefined;
  const stopTime = stopped.med?.endDate !== undefined ? Date.parse(stopped.med.endDate) : Number.NaN;
  const earlier = earlierRaisedCk(ctx, ck, uln);
  const since = Number.isNaN(stopTime) ? earlier?.time : stopTime;
  if (since === undefined) return undefined;
  const days = (ck.time - since) / DAY_MS;
  if (days < PERSISTING_DAYS) return undefined;
  return { ck, times, weakness, stopped, ...(earlier !== undefined && { earlier }), days };
}

function match(ctx: RuleContext): RuleMatch | undefined {
  const found = statinAutoimmuneMyopathy(ctx);
  if (found === undefined) return undefined;
  const statin = found.stopped.med?.name ?? "the statin";
  const weeks = Math.floor(found.days / 7);
  const tsh = ctx.lab("tsh");
  return {
    refs: ctx.refs(found.ck, found.earlier, found.stopped.med, tsh),
    values: {
      ck: ctx.show(found.ck),
      times: formatNumber(found.times, 1),
      weeks: String(weeks),
      statin,
      weakness: found.weakness,
      earlier: found.earlier === undefined ? "" : ` (earlier ${ctx.show(found.earlier)})`,
    },
    nextSteps: [
      `Weakness with CK ${formatNumber(found.times, 1)}× the upper limit ${weeks} weeks after stopping ${statin}: consider statin-associated immune-mediated necrotising myopathy; test anti-HMGCR antibodies and refer to a neuromuscular or rheumatology (myositis) specialist`,
      ...(tsh === undefined ? ["Check TSH (hypothyroidism raises CK and causes weakness)"] : []),
      // Swallowing is asked about unless the notes already answer it ("denies dysphagia").
      SWALLOWING.test(ctx.freeText)
        ? "Keep statins stopped while this is assessed"
        : "Keep statins stopped while this is assessed; ask about swallowing difficulty",
    ],
  };
}

export const STATIN_AUTOIMMUNE_MYOPATHY_RULES: readonly Rule[] = [
  {
    id: "statin-autoimmune-myopathy",
    family: FindingFamily.pattern,
    severity: Severity.high,
    problem: "Muscle and medicines",
    title: "Weakness and raised CK persisting after a statin was stopped",
    clinician:
      'CK {ck}{earlier}, {times}× the upper limit, with weakness ("{weakness}") {weeks} weeks after {statin} was stopped. Statin myopathy settles once the statin stops; weakness and a raised CK that persist after stopping suggest statin-associated immune-mediated necrotising myopathy (anti-HMGCR antibodies), which needs specialist immunosuppressive treatment.',
    patient:
      "Your muscle test (CK) is still high and your notes say your muscles are still weak, weeks after the statin was stopped. Muscle problems from a statin usually settle once it stops. When they do not, a rare immune reaction triggered by statins can be the cause: a blood antibody test helps show this, and it is treated by a specialist. Please see your doctor soon about this. Get urgent help if you have trouble swallowing or your weakness gets quickly worse.",
    nextSteps: [
      "Consider statin-associated immune-mediated necrotising myopathy: test anti-HMGCR antibodies and refer to a neuromuscular or rheumatology specialist",
    ],
    patientQuestions: ["Could this be an immune reaction to the statin, and should I see a specialist?"],
    evidence: ["tiniakou-2020-statin-autoimmune-myopathy"],
    keywords: ["statin", "anti-HMGCR", "immune-mediated necrotising myopathy", "creatine kinase", "weakness"],
    match,
  },
];
