import { formatNumber } from "../text.ts";
import type { RuleContext } from "./context.ts";
import { statedMatches } from "./notes.ts";

/*
 * A baseline creatinine written in the notes ("baseline Cr 85", "usual creatinine ~90", "admission
 * creatinine 0.9 mg/dL", or an earlier
 * result with its time, "creatinine 88 last year") when the
 * record holds no earlier result (review 18, notes-history: creatinine 192 µmol/L with diarrhoea and
 * vomiting, the baseline from another practice, drew no kidney finding). The NHS AKI algorithm
 * measures a rise against a baseline (nhs-england-aki-algorithm); one the notes give is used only in
 * the absence of a result on record, and the finding says where it came from.
 */

const STATED =
  /\b(?:baseline|usual|normal|previous|last known|admission)\s+(?:serum\s+)?(?:creatinine|creat|cr)\b\s*(?:is|was|of|=|:)?\s*(?:~|approx\.?|about|around|c\.?)?\s*(\d+(?:\.\d+)?)\s*(µmol\/l|umol\/l|micromol\/l|mg\/dl)?/i;
/**
 * A creatinine with a value and a past time, "creatinine 88 last year", "creatinine was 1.0 mg/dL
 * 6 months ago" (review 21, kidney-preg-onc leftovers case 04): an earlier result as the notes give
 * it. The NHS algorithm's baseline reaches back 365 days, so only times within about a year count,
 * among them a month named without a year, "creatinine 1.2 mg/dL in August" (review 24, labs-24
 * case 06); the bare "Cr" is not read here, as "CR" is also a complete response in cancer notes.
 * "Before starting" a treatment too (review 28, haem-onc-28 case 02: "creatinine was 1.0 mg/dL before
 * starting" venetoclax two days earlier, and 1.6 now read only as a CKD category). And the admission
 * result, "creatinine 0.9 mg/dL on admission" (review 36, kidney-36 case 01: a rise to 2.1 mg/dL on day 4
 * of vancomycin with piperacillin-tazobactam drew no kidney injury finding): an earlier result whose
 * time the notes give as the start of this stay.
 */
const DATED =
  /\b(?:serum\s+)?(?:creatinine|creat)\b\s*(?:was|of|=|:)?\s*(?:~|approx\.?|about|around|c\.?)?\s*(\d+(?:\.\d+)?)\s*(µmol\/l|umol\/l|micromol\/l|mg\/dl)?\s*[,(]?\s*(?:last year|a year ago|(?:[1-9]|1[0-2]|a few|several)\s+months?\s+ago|\d+\s+weeks?\s+ago|(?:at|on) (?:the |her |his )?(?:last |annual |yearly )(?:review|check|bloods)|before (?:starting|treatment|chemo(?:therapy)?)|(?:on|at) admission|when admitted|in (?:january|february|march|april|may|june|july|august|september|october|november|december)\b(?!\s*,?\s*\d{4}))\b/i;
const UMOL_PER_MGDL = 88.4;

export interface NotedCreatinineBaseline {
  quote: string;
  /** In mg/dL, the unit the AKI rule compares in. */
  mgdl: number;
  /** As written, with its unit. */
  shown: string;
}

/**
 * The baseline creatinine the notes state; a value without a unit is read as µmol/L from 20 up
 * and as mg/dL below, as no creatinine is plausible in the other reading.
 */
export function notedCreatinineBaseline(ctx: RuleContext): NotedCreatinineBaseline | undefined {
  for (const hit of [...statedMatches(ctx.freeText, STATED, true), ...statedMatches(ctx.freeText, DATED, true)]) {
    const m = STATED.exec(hit.quote) ?? DATED.exec(hit.quote);
    const value = Number(m?.[1]);
    if (!Number.isFinite(value) || value <= 0) continue;
    const mgdl = m?.[2]?.toLowerCase() === "mg/dl" || value < 20;
    return {
      quote: hit.quote,
      mgdl: mgdl ? value : value / UMOL_PER_MGDL,
      shown: mgdl ? `${formatNumber(value, 2)} mg/dL` : `${formatNumber(value)} µmol/L`,
    };
  }
  return undefined;
}
