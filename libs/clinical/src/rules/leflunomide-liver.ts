import { FindingFamily, type LabObservation, type MedicationItem, Severity } from "../model.ts";
import { formatNumber } from "../text.ts";
import { medNames, type RuleContext } from "./context.ts";
import { LEFLUNOMIDE, named } from "./immunosuppressant-names.ts";
import type { Rule, RuleMatch } from "./types.ts";

/**
 * A raised ALT on leflunomide, judged by its product information: the US boxed warning
 * ("leflunomide-us-label") stops leflunomide above three times the upper limit while the cause is
 * sought, and starts the washout with weekly liver tests if leflunomide is the likely cause; the EU
 * SmPC ("arava-smpc-eu", sections 4.1 and 4.2) checks ALT two-weekly for the first six months and
 * warns that other liver-toxic DMARDs such as methotrexate may raise the risk of serious reactions.
 * Between two and three times the limit the finding asks for a prompt prescriber review and a repeat
 * ALT; the EU 4.4 dose-reduction wording was not seen on a public copy, so no dose is named. Below
 * twice the limit the result is left to the plain lab flag; the methotrexate finding speaks for
 * methotrexate.
 */

const REVIEW_FROM = 2;
const STOP_ABOVE = 3;

/**
 * The medicines matching `pattern` and the ALT, when the ALT is at least twice its upper limit (where
 * the engine asks for a prompt prescriber review); `times` is the ALT over that limit.
 */
export function altTwiceLimitOn(
  ctx: RuleContext,
  pattern: RegExp,
): { meds: MedicationItem[]; obs: LabObservation; times: number } | undefined {
  const meds = named(ctx, pattern);
  if (meds.length === 0) return undefined;
  const obs = ctx.lab("alt");
  const alt = ctx.valueOf(obs);
  const uln = ctx.upperLimit("alt");
  if (obs === undefined || alt === undefined || uln === undefined || uln <= 0) return undefined;
  const times = alt / uln;
  return times < REVIEW_FROM ? undefined : { meds, obs, times };
}

function leflunomideAlt(ctx: RuleContext): RuleMatch | undefined {
  const raised = altTwiceLimitOn(ctx, LEFLUNOMIDE);
  if (raised === undefined) return undefined;
  const { meds, obs, times } = raised;
  const stop = times > STOP_ABOVE;
  const mtx = ctx.meds("methotrexate");
  return {
    refs: ctx.refs(obs, ...meds, ...mtx),
    severity: stop ? Severity.high : Severity.moderate,
    values: {
      alt: ctx.show(obs),
      times: formatNumber(times, 1),
      med: medNames(meds),
      reading: stop
        ? "Above three times the upper limit its US label says leflunomide is stopped while the cause is investigated and, if leflunomide is the likely cause, the washout procedure (colestyramine) is started, with liver tests weekly until they are normal."
        : "Its label warns of severe, sometimes fatal, liver injury; above three times the upper limit it is stopped, so a rise between two and three times needs prompt review with the prescriber and a repeat ALT.",
      mtx:
        mtx.length > 0
          ? ` ${medNames(mtx)} is taken as well: the product information warns that taking leflunomide with a liver-toxic DMARD such as methotrexate may raise the risk of serious adverse reactions, so both may be contributing.`
          : "",
      patientAction: stop
        ? "Please contact the doctor or team who prescribes it in the next day or so: at this level it is usually stopped, and a medicine is given to clear it from your body."
        : "Please contact the doctor or team who prescribes it soon: the test needs repeating, and the medicine may need to change.",
    },
    nextSteps: stop
      ? [
          "Contact the prescriber or rheumatology team promptly: stop leflunomide and start the washout procedure if leflunomide is the likely cause, as its US label directs for ALT above three times the upper limit",
          "Recheck liver tests weekly until they are normal, and ask about alcohol and other liver-toxic medicines",
        ]
      : [
          "Review with the prescriber promptly and repeat ALT: leflunomide is stopped if ALT rises above three times the upper limit",
          "Ask about alcohol and other liver-toxic medicines",
        ],
  };
}

export const LEFLUNOMIDE_LIVER_RULES: readonly Rule[] = [
  {
    id: "leflunomide-raised-alt",
    family: FindingFamily.drugLab,
    severity: Severity.moderate,
    problem: "Medication safety",
    title: "Raised ALT on leflunomide",
    clinician: "ALT {alt} on {med}: {times} times the upper limit. {reading}{mtx}",
    patient:
      "You take leflunomide, and a liver blood test (ALT) is well above the normal range. Leflunomide can affect the liver. {patientAction} Avoid alcohol until you have spoken with them.",
    nextSteps: ["Review leflunomide with the prescriber against the ALT"],
    patientQuestions: ["Should my leflunomide be stopped or lowered?"],
    evidence: ["leflunomide-us-label", "arava-smpc-eu"],
    keywords: ["leflunomide", "alt", "hepatotoxicity", "washout", "colestyramine"],
    match: leflunomideAlt,
  },
];
