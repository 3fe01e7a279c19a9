import { runMemo } from "./memo.ts";

/**
 * Text normalisation shared by the parsers, the catalogue lookup and retrieval.
 *
 * Real-world lab exports carry zero-width spaces (Synthea puts U+200B inside LOINC display names),
 * non-breaking spaces, typographic dashes and two different "micro" characters; all of them are
 * folded here so that every other module can compare plain strings.
 */

const INVISIBLE = /[\u200B-\u200D\u2060\uFEFF\u00AD]/g;
const SPACES = /[\u00A0\u2000-\u200A\u202F\u205F\u3000\t]/g;
const DASHES = /[\u2010-\u2015\u2212\uFE58\uFE63\uFF0D]/g;

/** Plain printable ASCII with single spaces needs no folding (the common case, kept fast). */
const NEEDS_CLEANING = /[^\x20-\x7E]|\s\s/;

/** Removes invisible characters and folds exotic spaces, dashes and micro signs. */
export function cleanText(input: string): string {
  if (!NEEDS_CLEANING.test(input)) return input.trim();
  return input
    .replace(INVISIBLE, "")
    .replace(SPACES, " ")
    .replace(DASHES, "-")
    .replace(/[\u00B5\u03BC]/g, "µ")
    .replace(/\u00B2/g, "2")
    .replace(/\u00B3/g, "3")
    .replace(/\s+/g, " ")
    .trim();
}

const KEYS = runMemo<string>();

/** Lower-case key for matching names: punctuation becomes space, runs of spaces collapse. */
export function nameKey(input: string): string {
  return KEYS.get(input, computeNameKey);
}

function computeNameKey(input: string): string {
  return cleanText(input)
    .toLowerCase()
    .replace(/[''`]/g, "")
    .replace(/[^a-z0-9µ+#*%]+/g, " ")
    .trim();
}

/** Word tokens for retrieval and fuzzy matching. */
export function tokens(input: string): string[] {
  const key = nameKey(input);
  return key === "" ? [] : key.split(" ");
}

/** Upper-cases the first letter (for sentence starts built from lower-case names). */
export function capitalise(input: string): string {
  return input.length === 0 ? input : input.charAt(0).toUpperCase() + input.slice(1);
}

/** Formats a number for reports without binary noise (0.30000000000000004 → 0.3). */
/** "a" or "an" before a number as read aloud: an 8, an 11, an 18, an 80; a 9, a 110. */
export function articleForNumber(text: string): "a" | "an" {
  return /^(?:8|1[18](?:\D|$))/.test(text) ? "an" : "a";
}

export function formatNumber(value: number, maxDecimals = 2): string {
  if (!Number.isFinite(value)) return String(value);
  const rounded = Number(value.toFixed(maxDecimals));
  return String(rounded);
}

/**
 * A result's multiple of the upper limit, as words: "just above the upper limit" below 1.05, where
 * one decimal prints "1×" or "1.0×" for a result above the limit (review 24, labs-24b: CK 1.04 times
 * the limit shown as "1×"), else "2.3× the upper limit".
 */
export function timesUpperLimit(times: number): string {
  return times < 1.05 ? "just above the upper limit" : `${formatNumber(times, 1)}× the upper limit`;
}

/**
 * A threshold converted from another unit, as the round figure it stands for: whole numbers from
 * 10 up (1.3 mg/dL of creatinine is 114.92 µmol/L: 115; HbA1c 6.5 % is 47.54 mmol/mol: 48), three
 * significant figures below.
 */
export function formatThreshold(value: number): string {
  if (!Number.isFinite(value)) return String(value);
  return String(Math.abs(value) >= 10 ? Math.round(value) : Number(value.toPrecision(3)));
}

/**
 * A test's name as it reads inside a sentence ("Your white cell count…"): a capital that only
 * starts the name is lowered, while acronyms and mixed-case names (ALT, HbA1c, eGFR) are kept.
 */
export function midSentence(name: string): string {
  const first = name.split(/[\s(,-]/, 1)[0] ?? "";
  if (PROPER_FIRST_WORDS.has(first)) return name;
  return /^[A-Z][a-z]+$/.test(first) ? `${name[0]!.toLowerCase()}${name.slice(1)}` : name;
}

/*
 * First words of test names that are proper nouns, places, people or genus names, and keep their
 * capital mid-sentence (review 32, infect-liver-32b case 11: "Your test for lyme disease antibody
 * screen (EIA) was positive"). A closed list of names seen in test names.
 */
const PROPER_FIRST_WORDS = new Set([
  "Lyme",
  "Borrelia",
  "Epstein",
  "Coombs",
  "Bence",
  "Gilbert",
  "Helicobacter",
  "Legionella",
  "Mycoplasma",
  "Chlamydia",
  "Treponema",
  "Toxoplasma",
  "Neisseria",
  "Bordetella",
  "Streptococcus",
  "Staphylococcus",
  "Candida",
  "Aspergillus",
  "Cryptococcus",
  "Plasmodium",
  "Giardia",
  "Cryptosporidium",
  "Schistosoma",
  "Strongyloides",
  "Brucella",
  "Leptospira",
  "Trichomonas",
  "Trypanosoma",
  "Histoplasma",
  "Coccidioides",
]);

/** Plural nouns that name tests; a closed list, since a name ending in "s" may be singular ("analysis"). */
const PLURAL_NOUNS = new Set([
  "neutrophils",
  "platelets",
  "lymphocytes",
  "monocytes",
  "eosinophils",
  "basophils",
  "reticulocytes",
  "ketones",
  "triglycerides",
  "antibodies",
  "cells",
  // "Your bile acids are higher" (review 22, pregnancy-22 case 06), also amino and fatty acids.
  "acids",
]);

/**
 * Whether a test's name is a plural noun, so the sentence reads "Your platelets are …": the head
 * noun is the last word before any bracket and before "in"/"of" ("white cells in the urine",
 * "neutrophils (infection-fighting white cells)", "Platelets").
 */
export function isPluralName(name: string): boolean {
  const head = name
    .replace(/\(.*$/, "")
    .split(/\s+(?:in|of)\s+/i)[0]
    ?.trim()
    .toLowerCase()
    .split(/\s+/)
    .pop();
  return head !== undefined && PLURAL_NOUNS.has(head);
}

/** Counts the notes write as words. */
export const COUNT_WORDS: Readonly<Record<string, number>> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  eighteen: 18,
};

/** A count written in the notes as a word or in digits ("three years", "18 months"). */
export function countOf(text: string): number {
  return COUNT_WORDS[text.toLowerCase()] ?? Number(text);
}

/** Items as an English list: "a", "a and b", "a, b and c". */
export function joinList(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? "";
  return `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`;
}
