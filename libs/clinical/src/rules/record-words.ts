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

/** The placeholders' words, and which spelling the rest of the text takes (see {@link usWording}). */
export type RecordWords = { readonly [K in keyof typeof WORDS]: string } & { readonly spelling: "uk" | "us" };

/** The words for this record: US words on a record that reads as American, UK words otherwise. */
export function recordWords(ctx: RuleContext): RecordWords {
  const us = readsAsUsUnits(ctx);
  const entries = Object.entries(WORDS).map(([key, w]) => [key, us ? w.us : w.uk]);
  return { ...Object.fromEntries(entries), spelling: us ? "us" : "uk" } as RecordWords;
}

/*
 * British spellings and UK lay words read as foreign on an American record (review 27, us-words-27:
 * "anaemia", "haemoglobin", "oedema", "water tablets" and "poo" in texts to US patients and
 * clinicians). Rather than a placeholder in each of several hundred texts, a US record's texts get
 * the US forms of these words at the point the placeholders are filled. Guards, so that nothing but
 * ordinary words changes:
 * - whole words from this list only; no drug names (oestradiol, haem arginate stay), no organism
 *   names (Haemophilus does not match "haemophilia");
 * - a capitalised word only at the start of a sentence: mid-sentence capitals are names and titles
 *   ("British Society for Haematology", "NICE CKS Anaemia");
 * - nothing inside quotation marks (quoted notes, guideline and source titles) or web addresses.
 * "GP" is not here: "GP surgery" and "GP record" need their own words ({gp} in the rule's text).
 */
const US_FORMS: readonly (readonly [RegExp, string])[] = [
  [
    /^haem(oglobin\w*|atolog\w*|atur\w*|orrhag\w*|orrhoid\w*|oly\w*|atocrit\w*|ochromatos\w*|atoma\w*|odialys\w*|ophilia\w*|atinic\w*|ostas\w*|optys\w*|atemes\w*|atochez\w*|odynamic\w*|ofiltration|atopoie\w*|opoie\w*)$/,
    "hem$1",
  ],
  [/^(\w+)aemi(a|as|c|cally)$/, "$1emi$2"],
  [/^oedema(s|tous)?$/, "edema$1"],
  [/^oesophag(\w*)$/, "esophag$1"],
  [/^oestrogen(s|ic)?$/, "estrogen$1"],
  [/^(\w+)rrhoea(l?)$/, "$1rrhea$2"],
  [/^(\w*)pnoea(s?)$/, "$1pnea$2"],
  [/^paediatri(\w*)$/, "pediatri$1"],
  [/^orthopaedic(s?)$/, "orthopedic$1"],
  [/^gynaecolog(\w*)$/, "gynecolog$1"],
  [/^anaesthe(\w*)$/, "anesthe$1"],
  [/^faec(es|al)$/, "fec$1"],
  [/^coeliac$/, "celiac"],
  [/^(milli|deci|micro)?litre(s?)$/, "$1liter$2"],
  [/^tumour(s?)$/, "tumor$1"],
  [/^centre(s?)$/, "center$1"],
  [/^poo$/, "poop"],
  [/^wee$/, "pee"],
];

/** A hemolysed sample is hemolyzed in US spelling. */
const LYSED = /lysed$/;

function usWord(word: string): string {
  const lower = word.toLowerCase();
  for (const [re, us] of US_FORMS) {
    if (!re.test(lower)) continue;
    let out = lower.replace(re, us);
    if (/^hem/.test(out)) out = out.replace(LYSED, "lyzed");
    return word[0] === lower[0] ? out : out.charAt(0).toUpperCase() + out.slice(1);
  }
  return word;
}

/** Quoted text ("…", “…”, ‘…’, '…') and web addresses, which keep their own spelling. */
const PROTECTED =
  /"[^"]*"|“[^”]*”|‘[^’]*’|(?<!\w)'[^']*'(?!\w)|\bhttps?:\/\/\S+|\b[\w.-]+\.(?:org|com|gov|net|edu|uk|int)\/\S*/g;

/** A sentence has just begun: after a full stop, "?", "!" or a line break (or at the start of the text). */
const SENTENCE_START = /(?:[.!?]\s+|\n\s*)$/;

/** A text in US spelling and US lay words (see {@link US_FORMS} for what changes and what does not). */
export function usWording(text: string): string {
  const startsSentence = (at: number) => at === 0 || SENTENCE_START.test(text.slice(Math.max(0, at - 8), at));
  const plain = (from: number, to: number) =>
    text
      .slice(from, to)
      .replace(/[A-Za-z]+/g, (word, offset: number) => {
        const capital = word.charAt(0) !== word.charAt(0).toLowerCase();
        if (capital && (word.slice(1) !== word.slice(1).toLowerCase() || !startsSentence(from + offset))) return word;
        return usWord(word);
      })
      .replace(/\b([Ww])ater( or pain)? tablet(s?)\b/g, "$1ater$2 pill$3");
  let out = "";
  let at = 0;
  for (const m of text.matchAll(PROTECTED)) {
    out += plain(at, m.index) + m[0];
    at = m.index + m[0].length;
  }
  return out + plain(at, text.length);
}

const PLACEHOLDER = new RegExp(`\\{(${Object.keys(WORDS).join("|")})\\}`, "g");

/**
 * A text with the record's words filled in. Only these placeholders are touched, so this can run
 * after a rule's own values have been filled (a value such as "pain in your {tummy} or pelvis").
 */
export function withRecordWords(text: string, words: RecordWords): string {
  return text.replace(PLACEHOLDER, (_, key: keyof typeof WORDS) => words[key]);
}

/**
 * A patient's text in the record's spelling: US spelling and lay words on a US record. Clinician
 * texts keep the rules' British spelling for now: over forty older review tests assert it on US
 * records, and changing them is left to a later review (review 27, us-words-27).
 */
export function forPatient(text: string, words: RecordWords): string {
  return words.spelling === "us" ? usWording(text) : text;
}
