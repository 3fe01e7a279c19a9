/**
 * Lynch syndrome surveillance by gene, and aspirin (review 13, pharmacogenomics 13: an MLH1 carrier
 * of 29 was told "starting in the 20s–30s (gene-dependent)", with no colonoscopy in the record, and
 * nothing about aspirin):
 *
 * - BSG/ACPGBI/UKCGG 2019 (Table 1): 2-yearly colonoscopy from 25 for MLH1 and MSH2 carriers, from
 *   35 for MSH6 and PMS2 carriers, until 75.
 * - NICE NG151 (recommendation 1.1.1): consider daily aspirin, taken for more than 2 years, to
 *   prevent colorectal cancer in Lynch syndrome, after discussing its benefits and harms; no dose is
 *   recommended.
 */
import type { GeneticItem } from "../model.ts";
import { type RuleContext } from "./context.ts";
import { lastColonoscopy } from "./lynch-surveillance.ts";
import { statedMention } from "./notes.ts";

/** BSG/ACPGBI/UKCGG 2019 start ages for 2-yearly colonoscopy, by gene. */
const COLONOSCOPY_FROM: Readonly<Record<string, number>> = { MLH1: 25, MSH2: 25, MSH6: 35, PMS2: 35 };

/**
 * A past colonoscopy the notes name when none is in the imaging list (review 25, cancer-25 case 05:
 * "Last colonoscopy March 2024" in the notes, and the finding said the first was due now).
 */
const NOTED_COLONOSCOPY = /\b(?:last|previous|prior|most recent)\s+(?:surveillance\s+)?colonoscop\w*[^.;]*/i;

export interface LynchGeneTiming {
  clinician: string;
  steps: string[];
  patient: string;
  evidence: string[];
}

/**
 * The gene's colonoscopy start age read against the patient's age and record, and aspirin to
 * discuss; undefined for a colorectal cancer survivor (followed by the cancer team) or a gene
 * without a BSG start age.
 */
export function lynchGeneTiming(ctx: RuleContext, g: GeneticItem): LynchGeneTiming | undefined {
  const from = COLONOSCOPY_FROM[g.gene];
  if (from === undefined || ctx.age === undefined || ctx.everHad("colorectal-cancer").length > 0) return undefined;
  const recorded = lastColonoscopy(ctx) !== undefined;
  const noted = recorded || ctx.age < from ? undefined : statedMention(ctx.freeText, NOTED_COLONOSCOPY);
  const dueNow = ctx.age >= from && !recorded && noted === undefined;
  const aspirin = ctx.meds("aspirin").length > 0;
  const when = dueNow
    ? `; at ${ctx.age} with no colonoscopy in the record, the first is due now`
    : noted
      ? `; the notes record "${noted}" but no dated colonoscopy is in the record, so confirm its date: the next is due 2 years after it`
      : "";
  const clinician = [
    `BSG/ACPGBI/UKCGG 2019: ${g.gene} carriers have colonoscopy every 2 years from age ${from}${when}.`,
    aspirin
      ? ""
      : "NICE NG151 advises considering daily aspirin, taken for more than 2 years, to prevent colorectal cancer in Lynch syndrome.",
  ]
    .filter(Boolean)
    .join(" ");
  const steps = [
    dueNow
      ? `Arrange colonoscopy now (${g.gene}: every 2 years from age ${from}; none in the record)`
      : noted
        ? `Confirm the date of the last colonoscopy and book the next for 2 years after it, now if that has passed (${g.gene})`
        : ctx.age < from
          ? `Plan colonoscopy every 2 years from age ${from} (${g.gene})`
          : `Keep colonoscopy every 2 years (${g.gene}: from age ${from})`,
    ...(aspirin
      ? []
      : ["Discuss daily aspirin for colorectal cancer prevention, with its benefits and bleeding risk (NICE NG151)"]),
  ];
  const patient = [
    dueNow ? "At your age your first bowel check (colonoscopy) is due now: ask your doctor to arrange it." : "",
    noted
      ? "Your notes mention an earlier colonoscopy: your doctor will check its date, as the next is due 2 years after it."
      : "",
    aspirin
      ? ""
      : "Ask your doctor whether taking aspirin every day would suit you: it lowers the chance of bowel cancer in Lynch syndrome.",
  ]
    .filter(Boolean)
    .join(" ");
  return {
    clinician,
    steps,
    patient,
    evidence: ["bsg-2019-hereditary-crc", ...(aspirin ? [] : ["nice-ng151-colorectal-cancer"])],
  };
}
