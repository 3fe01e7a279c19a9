import { parseUnit } from "../units.ts";
import type { LabObservation } from "../model.ts";
import type { RuleContext } from "./context.ts";

/*
 * Whether a record reads as from the UK, for the rules whose advice differs between UK (NICE,
 * BASHH, NHS pathways) and US (ADA, CDC, AUA, USPSTF) practice (review 22, uk-us-22). What counts:
 * - an HbA1c reported in mmol/mol (IFCC units, as UK laboratories report it; US laboratories give %);
 * - the notes naming a UK health-service setting or body: NHS, NICE, QRISK, a GP surgery or GP
 *   practice, A&E, a sexual health clinic's UK names (GUM clinic), or the UK and its nations.
 * What does not count on its own: counts in 10^9/L, or mmol/L for glucose and cholesterol. These
 * are SI units used across Europe, Canada, Australia and elsewhere, so they are weak evidence at
 * most; the clozapine rule (drug-blood.ts) reads them for UK and EU schemes together, which is a
 * different question. "NICE" is read only in capitals in the notes as sent ("nice to see you" is
 * not a guideline), and "GP" alone is not enough (many countries have general practitioners).
 */

/** UK bodies and settings in lower-cased notes. */
const UK_WORDS =
  /\bnhs\b|\bqrisk|\bcamhs\b|\bgp (?:surgery|practice)\b|\bgum clinic\b|\ba\s*&\s*e\b|\ba and e department\b|\b(?:uk|united kingdom|england|scotland|wales|northern ireland)\b/;
/** NICE, in capitals, in the notes as sent. */
const NICE = /\bNICE\b/;

const isIfcc = (o: LabObservation | undefined) => o !== undefined && parseUnit(o.unit)?.dim === "mmol/mol";

/**
 * The current HbA1c in mmol/mol: the current result, or its twin in mmol/mol from the same day when
 * the laboratory printed both units (review 25, labs-25 case 05: "HbA1c (IFCC) 53 mmol/mol" and
 * "HbA1c (DCCT) 7.0 %" on one UK report; the % line was taken as current, by a rounding hair, and
 * the record was read as American).
 */
export function ifccA1c(ctx: RuleContext): LabObservation | undefined {
  const current = ctx.lab("hba1c");
  if (current === undefined || isIfcc(current)) return current;
  const day = current.date?.slice(0, 10);
  if (day === undefined) return undefined;
  return ctx.labs("hba1c").find((o) => isIfcc(o) && o.standard !== undefined && o.date?.slice(0, 10) === day);
}

/** Whether the record reads as UK: an HbA1c in mmol/mol, or UK bodies or settings named in the notes. */
export function readsAsUk(ctx: RuleContext): boolean {
  if (ifccA1c(ctx) !== undefined) return true;
  if (UK_WORDS.test(ctx.freeText)) return true;
  const n = ctx.model.notes;
  return NICE.test([n.additionalContext, n.clinicalNotes, n.socialHistory].filter(Boolean).join(" "));
}

/** Units UK laboratories do not report in (they use mmol/L, µmol/L, g/L and mmol/mol). */
const US_UNIT = /^(?:mg\/dl|g\/dl|ng\/dl|% of total hgb)$/i;

/**
 * Whether the record reads as American: nothing marks it as UK and a result is in a US conventional
 * unit. A record that reads as neither keeps the rules' UK wording (review 25, labs-25b).
 */
export function readsAsUsUnits(ctx: RuleContext): boolean {
  return !readsAsUk(ctx) && ctx.model.labs.some((o) => US_UNIT.test((o.rawUnit ?? o.unit ?? "").trim()));
}
