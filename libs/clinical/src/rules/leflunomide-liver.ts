import { FindingFamily, Severity } from "../model.ts";
import { formatNumber } from "../text.ts";
import { medNames, type RuleContext } from "./context.ts";
import { LEFLUNOMIDE, named } from "./immunosuppressant-names.ts";
import type { Rule, RuleMatch } from "./types.ts";

/**
 * A raised ALT on leflunomide, judged as its product information does (evidence
 * "leflunomide-product-information-liver"): between two and three times the upper limit a dose
 * reduction from 20 to 10 mg may be considered, with weekly ALT; above three times, or above two
 * times persistently, leflunomide is stopped and the washout procedure started, because its active
 * metabolite stays in the body for weeks. Below twice the limit the result is left to the plain lab
 * flag. With methotrexate as well, the product information calls combining leflunomide with a
 * hepatotoxic DMARD not advisable, so both drugs may be contributing; the methotrexate finding
 * speaks for methotrexate.
 */

const REVIEW_FROM = 2;
const STOP_ABOVE = 3;

function leflunomideAlt(ctx: RuleContext): RuleMatch | undefined {
  const meds = named(ctx, LEFLUNOMIDE);
  if (meds.length === 0) return undefined;
  const obs = ctx.lab("alt");
  const alt = ctx.valueOf(obs);
  const uln = ctx.upperLimit("alt");
  if (alt === undefined || uln === undefined || uln <= 0) return undefined;
  const times = alt / uln;
  if (times < REVIEW_FROM) return undefined;
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
        ? "Above three times the upper limit its product information says leflunomide is stopped and the washout procedure started (colestyramine or activated charcoal), since its active metabolite stays in the body for weeks, with liver tests followed until they are normal."
        : "Between two and three times the upper limit its product information allows a dose reduction from 20 mg to 10 mg with weekly ALT; if the rise above twice the limit persists, leflunomide is stopped and washed out.",
      mtx:
        mtx.length > 0
          ? ` ${medNames(mtx)} is taken as well: the product information calls combining leflunomide with a liver-toxic DMARD such as methotrexate not advisable, so both may be contributing.`
          : "",
      patientAction: stop
        ? "Please contact the doctor or team who prescribes it in the next day or so: at this level it is usually stopped, and a medicine is given to clear it from your body."
        : "Please contact the doctor or team who prescribes it soon: the dose may need lowering and the test repeating weekly.",
    },
    nextSteps: stop
      ? [
          "Contact the prescriber or rheumatology team promptly: stop leflunomide and start the washout procedure, as its product information directs for ALT above three times the upper limit",
          "Recheck liver tests weekly until they are normal, and ask about alcohol and other liver-toxic medicines",
        ]
      : [
          "Review with the prescriber: consider reducing leflunomide from 20 mg to 10 mg, and check ALT weekly",
          "Stop leflunomide with washout if ALT stays above twice the upper limit; ask about alcohol and other liver-toxic medicines",
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
    evidence: ["leflunomide-product-information-liver"],
    keywords: ["leflunomide", "alt", "hepatotoxicity", "washout", "colestyramine"],
    match: leflunomideAlt,
  },
];
