import type { MedicationItem } from "../model.ts";
import { medNames, type RuleContext } from "./context.ts";
import { statedMention } from "./notes.ts";
import type { RuleMatch } from "./types.ts";

/*
 * A potassium-containing salt substitute the notes record, beside a high potassium on spironolactone
 * (review 21, deep sweep 03: "takes over-the-counter potassium-containing salt substitute" with
 * potassium 5.9 on spironolactone and sacubitril/valsartan went unnamed; the finding only asked the
 * generic question). The spironolactone label counts potassium-containing salt substitutes among what
 * raises its risk of hyperkalaemia ("aldactone-label", seen again 2026-11-29). On an ACE inhibitor or
 * ARB alone the substitute went unnamed too (review 37, cardio-renal-37 cases 06 and 07: LoSalt with
 * ramipril, Nu-Salt with losartan); LoSalt's maker advises people on ACE inhibitors or sartans to
 * avoid reduced sodium salts that contain potassium ("losalt-reduced-sodium-suitability").
 */

const SALT_SUBSTITUTE =
  /\b(?:potassium[- ](?:containing|based|chloride)\s+)?salt\s+(?:substitutes?|replacements?)\b|\blo-?salt\b|\bnu-?salt\b|\bpotassium chloride\s+(?:instead of|in place of|for)\s+(?:table\s+)?salt\b/i;

/** The note, step and source a recorded salt substitute adds to a high potassium on these medicines. */
export function saltSubstitute(ctx: RuleContext, meds: readonly MedicationItem[]): Partial<RuleMatch> | undefined {
  const spironolactone = meds.some((m) => m.drugs.includes("spironolactone"));
  const raas = meds.filter((m) => m.classes.includes("ace-inhibitor") || m.classes.includes("arb"));
  if (!spironolactone && raas.length === 0) return undefined;
  const quote = statedMention(ctx.freeText, SALT_SUBSTITUTE);
  if (quote === undefined) return undefined;
  const on = spironolactone ? "spironolactone" : medNames(raas);
  return {
    clinicianExtra: `The notes record a salt substitute ("${quote}"): one that contains potassium adds to the risk of hyperkalaemia on ${on}, and stopping it is part of lowering the potassium.`,
    patientExtra:
      "Your notes say you use a salt substitute. Those that contain potassium add to it, so ask your doctor about stopping it.",
    nextSteps: ["Stop the potassium-containing salt substitute recorded in the notes"],
    evidence: [spironolactone ? "aldactone-label" : "losalt-reduced-sodium-suitability"],
  };
}
