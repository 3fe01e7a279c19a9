import type { RuleContext } from "./context.ts";
import { readsAsUsUnits } from "./uk-record.ts";

/*
 * Everyday words that differ between UK and US patients and clinicians (review 26, us-words-26):
 * "tummy", "GP", "A&E", "999" and "paracetamol" read as foreign, or wrong, on an American record;
 * a US patient told to "call 999" or "go to A&E" may not know what to do. Rule texts write the
 * word as a placeholder ("{tummy}", "call {emergencyNumber}") and evaluate.ts fills it for the
 * record. Only a record that reads as American gets US words; a UK record, and one that reads as
 * neither, keep the UK words the rules were written with (see readsAsUsUnits).
 */

/** The words, UK first; each key is the placeholder a rule text uses. */
const WORDS = {
  tummy: { uk: "tummy", us: "belly" },
  gp: { uk: "GP", us: "primary care clinician" },
  emergencyDepartment: { uk: "A&E", us: "the emergency department" },
  emergencyNumber: { uk: "999", us: "911" },
  paracetamol: { uk: "paracetamol", us: "acetaminophen" },
} as const;

export type RecordWords = { readonly [K in keyof typeof WORDS]: string };

/** The words for this record: US words on a record that reads as American, UK words otherwise. */
export function recordWords(ctx: RuleContext): RecordWords {
  const us = readsAsUsUnits(ctx);
  const entries = Object.entries(WORDS).map(([key, w]) => [key, us ? w.us : w.uk]);
  return Object.fromEntries(entries) as RecordWords;
}

const PLACEHOLDER = new RegExp(`\\{(${Object.keys(WORDS).join("|")})\\}`, "g");

/**
 * A text with the record's words filled in. Only these placeholders are touched, so this can run
 * after a rule's own values have been filled (a value such as "pain in your {tummy} or pelvis").
 */
export function withRecordWords(text: string, words: RecordWords): string {
  return text.replace(PLACEHOLDER, (_, key: keyof RecordWords) => words[key]);
}
