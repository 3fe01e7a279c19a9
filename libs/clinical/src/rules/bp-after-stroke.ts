import { FindingFamily, Severity } from "../model.ts";
import { bpReadings, showBp } from "./bp-readings.ts";
import type { RuleContext } from "./context.ts";
import { latestBp } from "./other.ts";
import { bpAfterStrokeApplies, strokeBpApplies } from "./stroke-history.ts";
import type { Rule } from "./types.ts";

/*
 * Blood pressure after an ischaemic stroke or TIA is secondary prevention: the 2021 AHA/ASA
 * guideline sets a goal below 130/80 mmHg for most, starting treatment above it (thiazide, ACE
 * inhibitor or ARB), in people who are neurologically stable. The general category rules
 * (other.ts) would call 136/84 "stage 1, medicine by risk" and 166/94 four days after a stroke
 * "confirm by ambulatory monitoring" (review 15, leftovers-b cases 04–05); they stay quiet below
 * 180/120 where this rule applies. With orthostatic hypotension, falls or frailty the general
 * rules keep the reading, since they weigh the goal against those (orthostatic.ts).
 */

const GOAL = { sys: 130, dia: 80 };

function treated(ctx: RuleContext): boolean {
  return ctx.medsOf("ace-inhibitor", "arb", "thiazide", "other-bp-lowering").length > 0;
}

export const BP_AFTER_STROKE_RULES: readonly Rule[] = [
  {
    id: "bp-after-stroke",
    family: FindingFamily.vitals,
    severity: Severity.moderate,
    problem: "Blood pressure",
    title: "Blood pressure above the goal after stroke or TIA",
    clinician:
      "Blood pressure {bp} after {event}: above the goal of below 130/80 mmHg that the 2021 AHA/ASA secondary-prevention guideline sets for most people after ischaemic stroke or TIA.{record}",
    patient:
      "Your blood pressure is above the level advised after a {eventPatient} (below 130 over 80). Keeping it lower is one of the best ways to prevent another stroke.{patientRecord}",
    nextSteps: ["Treat toward below 130/80 mmHg, after checking adherence and measurement technique"],
    patientQuestions: ["What blood pressure should I aim for after a stroke or TIA, and can I check it at home?"],
    evidence: ["aha-asa-2021-stroke-prevention"],
    keywords: ["secondary stroke prevention", "blood pressure target", "transient ischaemic attack", "hypertension"],
    match: (ctx) => {
      const bp = latestBp(ctx);
      if (bp === undefined || !bpAfterStrokeApplies(ctx, bp.sys, bp.dia)) return undefined;
      const stroke = strokeBpApplies(ctx);
      if (stroke === undefined || stroke.acute) return undefined;
      if (bp.sys < GOAL.sys && bp.dia < GOAL.dia) return undefined;
      const onTreatment = treated(ctx);
      const earlier = bpReadings(ctx).filter(
        (r) =>
          !r.standing &&
          r.date !== undefined &&
          bp.date !== undefined &&
          r.date.slice(0, 10) < bp.date.slice(0, 10) &&
          (r.sys >= GOAL.sys || r.dia >= GOAL.dia),
      );
      const sustained = earlier.length > 0;
      const steps = onTreatment
        ? [
            "Check adherence and measurement technique",
            `${sustained ? "Intensify" : "If home or repeated readings stay at 130/80 mmHg or more, intensify"} treatment toward below 130/80 mmHg`,
          ]
        : [
            ...(sustained ? [] : ["Confirm with repeated clinic or home readings"]),
            `${sustained ? "Start" : "If they stay at 130/80 mmHg or more, start"} blood pressure treatment (AHA/ASA 2021 names a thiazide diuretic, ACE inhibitor or ARB) aiming below 130/80 mmHg`,
          ];
      return {
        refs: [...bp.refs, ...ctx.refs(...stroke.conditions)],
        values: {
          bp: showBp(bp),
          event: stroke.event === "TIA" ? "a TIA" : "an ischaemic stroke",
          eventPatient: stroke.event === "TIA" ? "mini-stroke (TIA)" : "stroke",
          record: [
            sustained ? ` Also at or above it at earlier visits (${earlier.map((r) => showBp(r)).join(", ")}).` : "",
            onTreatment ? " On blood pressure treatment." : " Not on blood pressure treatment.",
          ].join(""),
          patientRecord: sustained
            ? " It has been above this level more than once."
            : " One reading needs confirming with repeat or home readings.",
        },
        nextSteps: steps,
      };
    },
  },
  {
    id: "bp-acute-stroke-phase",
    family: FindingFamily.vitals,
    severity: Severity.low,
    problem: "Blood pressure",
    title: "Blood pressure in the first days after a stroke",
    clinician:
      "Blood pressure {bp}, {when} after {event}. In the acute phase the stroke team decides when to start or restart blood pressure lowering; the long-term goal of below 130/80 mmHg (AHA/ASA 2021) applies once the person is neurologically stable. The general hypertension categories and out-of-office confirmation are not applied to this reading.",
    patient:
      "Your blood pressure is raised in the first days after a stroke. This is common, and your stroke team decides when to start or change blood pressure tablets. Later, the aim is usually below 130 over 80.",
    nextSteps: ["Plan long-term blood pressure treatment toward below 130/80 mmHg with the stroke team once stable"],
    patientQuestions: ["When should my blood pressure treatment start, and what should I aim for?"],
    evidence: ["aha-asa-2021-stroke-prevention"],
    keywords: ["acute stroke", "blood pressure", "secondary stroke prevention"],
    match: (ctx) => {
      const bp = latestBp(ctx);
      if (bp === undefined || !bpAfterStrokeApplies(ctx, bp.sys, bp.dia)) return undefined;
      const stroke = strokeBpApplies(ctx);
      if (stroke === undefined || !stroke.acute || (bp.sys < GOAL.sys && bp.dia < GOAL.dia)) return undefined;
      return {
        refs: [...bp.refs, ...ctx.refs(...stroke.conditions)],
        values: {
          bp: showBp(bp),
          when: stroke.daysSince === undefined ? "in the acute phase" : `${stroke.daysSince} days`,
          event: stroke.event === "TIA" ? "a TIA" : "a stroke",
        },
      };
    },
  },
];
