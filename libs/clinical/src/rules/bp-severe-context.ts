import type { MedicationItem } from "../model.ts";
import type { RuleContext } from "./context.ts";
import { lowEgfrNotYetCkd } from "./ckd-unconfirmed.ts";
import { statedMatches, statedMention } from "./notes.ts";
import { latestBp } from "./other.ts";
import { isBpDrug } from "./resistant-hypertension.ts";
import type { Rule, RuleMatch } from "./types.ts";

/*
 * Severely raised blood pressure (180/120 mmHg or more) read with what the record says around it
 * (review 13 cardiology case 08: 212/124 mmHg, "Ran out of amlodipine 2 weeks ago. Mild headache",
 * and one engine-calculated eGFR of 59 from a creatinine the laboratory called normal). NICE NG136:
 * without same-day features, look for target organ damage at once, start treatment if it is found,
 * and otherwise check the blood pressure again within 7 days (FACTS_SEEN["nice-ng136-hypertension"]).
 * A usual blood pressure drug that has run out is the likely cause, so restarting it comes first.
 * A single low eGFR in a hypertensive crisis is first a question of acute organ damage, checked as
 * part of that assessment, not a chronic kidney disease category.
 */

const STOPPED =
  /\b(?:(?:ran|run|running) out of|stopped(?: taking)?|(?:not|n't) (?:been )?taking|missed (?:her |his |their |my )?(?:doses? of )?)\s*(?:her |his |their |my )?([a-z][a-z-]+)/i;
const GENERIC_SUPPLY = /^(?:tablets?|pills?|medications?|medicines?|blood)$/i;
/** A headache not called severe or sudden: those make it an emergency (bp-emergency-symptoms.ts). */
const HEADACHE = /\b(?:mild |slight |some )?headaches?\b/i;

/** Blood pressure drugs on the list that the notes say have run out or been stopped, with the quote. */
function stoppedBpDrugs(ctx: RuleContext): { meds: MedicationItem[]; quote: string } | undefined {
  const bpDrugs = ctx.model.medications.filter(isBpDrug);
  for (const hit of statedMatches(ctx.freeText, STOPPED)) {
    const word = STOPPED.exec(hit.quote)?.[1] ?? "";
    const named = (m: MedicationItem) =>
      m.name.toLowerCase().includes(word.toLowerCase()) || m.drugs.some((d) => d.toLowerCase() === word.toLowerCase());
    const meds = GENERIC_SUPPLY.test(word) ? bpDrugs : bpDrugs.filter(named);
    if (meds.length > 0) return { meds, quote: sentenceOf(ctx.freeText, hit.index) };
  }
  return undefined;
}

function sentenceOf(text: string, at: number): string {
  const start = Math.max(text.lastIndexOf(".", at) + 1, text.lastIndexOf("\n", at) + 1);
  const end = text.slice(at).search(/[.\n]/);
  return text.slice(start, end === -1 ? text.length : at + end).trim();
}

function severeReading(ctx: RuleContext): boolean {
  const bp = latestBp(ctx);
  return bp !== undefined && (bp.sys >= 180 || bp.dia >= 120);
}

/**
 * A single eGFR of 45–59 from a creatinine inside its laboratory range, with nothing showing
 * chronicity, while blood pressure is 180/120 or more: the blood pressure finding asks for it to be
 * rechecked as organ damage, and ckd-stage stays quiet.
 */
export function singleEgfrInSevereBp(ctx: RuleContext): boolean {
  const egfr = ctx.value("egfr");
  if (egfr === undefined || egfr < 45 || egfr >= 60 || !lowEgfrNotYetCkd(ctx)) return false;
  if (ctx.lab("creatinine")?.status !== "normal") return false;
  if ((ctx.series("egfr")?.points.filter((p) => p.value < 60).length ?? 0) > 1) return false;
  return severeReading(ctx);
}

/** bp-severe with a run-out blood pressure drug, a noted headache and a single low eGFR read into it. */
export function withSevereContext(rule: Rule): Rule {
  return {
    ...rule,
    match: (ctx) => {
      const match = rule.match(ctx);
      if (match === undefined) return match;
      const stopped = stoppedBpDrugs(ctx);
      const headache = statedMention(ctx.freeText, HEADACHE);
      const kidney = singleEgfrInSevereBp(ctx);
      if (stopped === undefined && headache === undefined && !kidney) return match;
      const names = stopped?.meds
        .map((m) => (m.dosage ? `${m.name.toLowerCase()} ${m.dosage}` : m.name.toLowerCase()))
        .join(" and ");
      const clinician = [
        stopped &&
          `The notes record "${stopped.quote}": stopping the usual treatment is the likely cause of this reading, so restart it once acute organ damage is excluded and ask about adherence and supply.`,
        headache &&
          `The notes mention "${headache}": a headache alone is not a same-day feature under NICE NG136, but ask how severe and how sudden it is, as a severe or sudden one with this reading needs same-day assessment.`,
        kidney &&
          `The eGFR below 60 is a single result from a creatinine inside its laboratory range: at this blood pressure it is rechecked as part of the search for organ damage rather than staged as chronic kidney disease.`,
      ].filter(Boolean);
      const steps = [
        ...(stopped ? [`Restart ${names} and check adherence and repeat-prescription supply`] : []),
        ...(kidney
          ? [
              "Look for target organ damage now: repeat creatinine and eGFR, urine albumin:creatinine ratio and dipstick, ECG, fundoscopy",
            ]
          : []),
        "If no target organ damage is found, check the blood pressure again within 7 days",
      ];
      const result: RuleMatch = {
        ...match,
        refs: [
          ...match.refs,
          ...(stopped ? ctx.refs(...stopped.meds) : []),
          ...(kidney ? ctx.refs(ctx.lab("egfr"), ctx.lab("creatinine")) : []),
        ].filter((r, i, all) => all.indexOf(r) === i),
        clinicianExtra: [match.clinicianExtra, ...clinician].filter(Boolean).join(" "),
        ...(stopped && {
          patientExtra: [
            match.patientExtra,
            `Your notes say your ${stopped.meds.map((m) => m.name.toLowerCase()).join(" and ")} ran out or was stopped. This is a likely reason for the high reading; ask your doctor today about restarting it.`,
          ]
            .filter(Boolean)
            .join(" "),
        }),
        nextSteps: [...(match.nextSteps ?? rule.nextSteps), ...steps],
        evidence: [...new Set([...(match.evidence ?? rule.evidence), "nice-ng136-hypertension"])],
      };
      return result;
    },
  };
}
