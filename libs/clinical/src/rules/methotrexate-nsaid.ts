import { FindingFamily, Severity } from "../model.ts";
import { medNames, type RuleContext } from "./context.ts";
import { methotrexateLowCounts } from "./drug-blood.ts";
import { nsaidInNotes } from "./nsaid-in-notes-kidney.ts";
import type { Rule, RuleMatch } from "./types.ts";

/*
 * Methotrexate taken with an NSAID (review 22, liver-gi-22 case 05: weekly methotrexate 15 mg with
 * naproxen 500 mg twice daily, started this month, drew no word at all).
 * - SPS, managing interactions with methotrexate (sps-methotrexate-interactions): methotrexate is
 *   cleared mainly by the kidneys, so any medicine that can harm kidney function can raise its level
 *   quickly and cause toxicity; interactions are reviewed case by case, with more monitoring where
 *   needed, and the person is counselled to ask before buying medicines over the counter.
 * - Pharmaceutical Journal and GPnotebook (same entry): NSAIDs can reduce the renal excretion of
 *   methotrexate; toxicity, some fatal, has been reported; the risk is greatest at high doses and
 *   with impaired kidney function, much lower at low weekly doses with normal kidney function; use
 *   with caution on the specialist's advice, routine methotrexate monitoring should detect toxicity,
 *   and the person reports sore throat, mouth ulcers or unexplained bruising or bleeding.
 * Cancer doses are set by the oncology protocol, so a cancer on record leaves this alone.
 */

const EGFR_REDUCED = 60;

function methotrexateNsaid(ctx: RuleContext): RuleMatch | undefined {
  if (ctx.conditions("cancer").length > 0) return undefined;
  const mtx = ctx.meds("methotrexate");
  if (mtx.length === 0) return undefined;
  const listed = ctx.meds("nsaid");
  const noted = listed.length === 0 ? nsaidInNotes(ctx) : undefined;
  if (listed.length === 0 && noted === undefined) return undefined;
  const egfr = ctx.lab("egfr");
  const egfrValue = ctx.valueOf(egfr);
  const reduced = egfrValue !== undefined && egfrValue < EGFR_REDUCED;
  return {
    refs: ctx.refs(...mtx, ...listed, egfr),
    severity: reduced ? Severity.high : Severity.moderate,
    values: {
      // With low counts the marrow finding tells the patient to stop methotrexate today, so this one
      // must not say to keep both (review 28, deep-28 case 02).
      selfStop:
        methotrexateLowCounts(ctx) === undefined
          ? "Do not stop either medicine yourself"
          : "Do not stop the painkiller yourself",
      mtx: medNames(mtx),
      nsaid: listed.length > 0 ? medNames(listed) : `"${noted}" in the notes`,
      kidney:
        egfrValue === undefined
          ? " No kidney function result is in the record."
          : reduced
            ? ` Here eGFR is ${ctx.show(egfr)}, below 60, so the risk is higher.`
            : ` Here eGFR is ${ctx.show(egfr)}.`,
    },
    nextSteps: [
      "Tell the methotrexate prescriber about the NSAID and review whether it is needed; keep to the methotrexate blood monitoring (full blood count, liver tests, creatinine/eGFR), more often if advised",
      ...(egfrValue === undefined ? ["Check creatinine/eGFR"] : []),
      "Advise no over-the-counter NSAIDs (ibuprofen, pain-relief doses of aspirin) without asking, and to report sore throat, mouth ulcers, or unexplained bruising or bleeding",
    ],
  };
}

export const METHOTREXATE_NSAID_RULES: readonly Rule[] = [
  {
    id: "methotrexate-nsaid",
    family: FindingFamily.drugLab,
    severity: Severity.moderate,
    problem: "Medicines",
    title: "Methotrexate with an NSAID",
    clinician:
      "{mtx} with {nsaid}. Methotrexate is cleared mainly by the kidneys, and NSAIDs can reduce its excretion, so it can build up; toxicity, some of it fatal, has been reported. The risk is greatest with impaired kidney function and high doses, and much lower at low weekly doses with normal kidney function.{kidney} NSAIDs are used with methotrexate with caution and on the specialist's advice, and routine methotrexate monitoring should pick up toxicity.",
    patient:
      "You take methotrexate and an anti-inflammatory painkiller. Together they can let methotrexate build up in the body, mostly when the kidneys are not working well. {selfStop}: ask the team who prescribes your methotrexate whether you should keep taking the painkiller, and do not buy anti-inflammatory painkillers such as ibuprofen without asking a pharmacist. Tell your doctor quickly if you get a sore throat, mouth ulcers, or unexplained bruising or bleeding.",
    nextSteps: [
      "Tell the methotrexate prescriber about the NSAID and review whether it is needed; keep to the methotrexate blood monitoring (full blood count, liver tests, creatinine/eGFR), more often if advised",
    ],
    patientQuestions: ["Is it safe to keep taking this painkiller with my methotrexate?"],
    evidence: ["sps-methotrexate-interactions"],
    keywords: ["methotrexate", "nsaid", "drug interaction", "methotrexate toxicity"],
    match: methotrexateNsaid,
  },
];
