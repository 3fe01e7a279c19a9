import type { RuleContext } from "./context.ts";
import { readsAsUk, readsAsUsUnits } from "./uk-record.ts";

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
  // "A fit" is British for a seizure (review 44, us-wording-44 case 05: an Atlanta pregnancy record).
  fit: { uk: "fit", us: "seizure" },
} as const;

/** The placeholders' words, and which spelling the rest of the text takes (see {@link usWording}). */
export type RecordWords = { readonly [K in keyof typeof WORDS]: string } & { readonly spelling: "uk" | "us" };

/** The words for this record: US words on a record that reads as American, UK words otherwise. */
export function recordWords(ctx: RuleContext): RecordWords {
  const us = readsAsUsUnits(ctx);
  const entries = Object.entries(WORDS).map(([key, w]) => [key, us ? w.us : w.uk]);
  const emergency = emergencyCountry(ctx) === undefined ? NEUTRAL_EMERGENCY_WORDS : {};
  return { ...Object.fromEntries(entries), ...emergency, spelling: us ? "us" : "uk" } as RecordWords;
}

/*
 * A record that reads as neither UK nor US keeps the UK everyday words, but not the UK's emergency
 * number or A&E: a thyroid storm on such a record was told "Go to A&E now, or call 999" (review 34,
 * acute-neither-34 case 08). As with withCountryWords, a wrong number is worse than a general one.
 */
const NEUTRAL_EMERGENCY_WORDS = {
  emergencyDepartment: "an emergency department",
  emergencyNumber: "your local emergency number",
} as const;

/*
 * British spellings and UK lay words read as foreign on an American record (review 27, us-words-27:
 * "anaemia", "haemoglobin", "oedema", "water tablets" and "poo" in texts to US patients and
 * clinicians). Rather than a placeholder in each of several hundred texts, a US record's texts get
 * the US forms of these words: patients' texts where the placeholders are filled, clinicians' texts
 * once the findings are final (evaluate.ts) and the reports' own headings (compose). Guards, so that nothing but
 * ordinary words changes:
 * - whole words from this list only; no drug names (oestradiol, haem arginate stay), no organism
 *   names (Haemophilus does not match "haemophilia");
 * - a capitalised word only at the start of a sentence: mid-sentence capitals are names and titles
 *   ("British Society for Haematology", "NICE CKS Anaemia");
 * - nothing inside quotation marks (quoted notes, guideline and source titles) or web addresses.
 * "GP" is not here: "GP surgery" and "GP record" need their own words ({gp} in the rule's text).
 * Clinicians get the spelling only (review 28, us-clinician-28): "stool" and "urine" are their
 * words, and "poop" would be out of place in a clinician's note.
 */
const US_SPELLINGS: readonly (readonly [RegExp, string])[] = [
  [
    /^haem(oglobin\w*|angiom\w*|atolog\w*|atur\w*|orrhag\w*|orrhoid\w*|oly\w*|atocrit\w*|ochromatos\w*|atoma\w*|odialys\w*|ophilia\w*|atinic\w*|ostas\w*|optys\w*|atemes\w*|atochez\w*|odynamic\w*|ofiltration|atopoie\w*|opoie\w*)$/,
    "hem$1",
  ],
  [/^(\w+)aemi(a|as|c|cally)$/, "$1emi$2"],
  [/^oedema(s|tous)?$/, "edema$1"],
  // "black, tarry stools (melaena)" reached a US patient and clinician (review 30, sources-30 case 03).
  [/^melaena$/, "melena"],
  [/^oesophag(\w*)$/, "esophag$1"],
  [/^transoesophag(\w*)$/, "transesophag$1"],
  [/^oestrogen(s|ic)?$/, "estrogen$1"],
  [/^(\w+)rrhoea(l?)$/, "$1rrhea$2"],
  [/^(\w*)pnoea(s?)$/, "$1pnea$2"],
  [/^paediatri(\w*)$/, "pediatri$1"],
  [/^orthopaedic(s?)$/, "orthopedic$1"],
  [/^gynaeco(log\w*|mast\w*)$/, "gyneco$1"],
  [/^anaesthe(\w*)$/, "anesthe$1"],
  [/^faec(es|al)$/, "fec$1"],
  [/^coeliac$/, "celiac"],
  [/^(milli|deci|micro)?litre(s?)$/, "$1liter$2"],
  [/^tumour(s?)$/, "tumor$1"],
  [/^centre(s?)$/, "center$1"],
  [/^titre(s?)$/, "titer$1"],
  [/^fibre(s?)$/, "fiber$1"],
  [/^manoeuvre(s?)$/, "maneuver$1"],
  [/^programme(s?)$/, "program$1"],
  [/^(behavi|col|fav|lab)our(\w*)$/, "$1or$2"],
  [/^caesarean(s?)$/, "cesarean$1"],
  [/^(\w*)leuc(ocyt\w*|open\w*)$/, "$1leuk$2"],
  [/^ageing$/, "aging"],
  [/^analys(e|ed|ing)$/, "analyz$1"],
  [/^judgement(s?)$/, "judgment$1"],
  [/^counsell(ing|ed|ors?)$/, "counsel$1"],
  [/^nebulis(ed|ers?|ation)$/, "nebuliz$1"],
  // Review 29 (words-29): "-ise" verbs and "-isation" nouns from an explicit list of stems, never
  // a broad "-ise" rule: advise, exercise, revise, supervise, compromise, otherwise, surprise and
  // "specialist" keep their spelling because their stems are not here.
  [
    /^(un|de|re|im|non|allo|hyper)?(optim|minim|maxim|organ|recogn|normal|stabil|priorit|summar|character|hospital|immun|sensit|random|util|special|catheter|vascular|steril|mineral|individual|standard|general|harmon|metabol|colon|author|personal|femin|micron|ion|final|emphas|mobil|neutral|categor|lateral|jeopard|central|sanit)is(e|es|ed|ing|ation|ations|er|ers|able)$/,
    "$1$2iz$3",
  ],
  [/^(pico)?sulphate(s?)$/, "$1sulfate$2"],
  [/^sulphonylurea(s?)$/, "sulfonylurea$1"],
  [/^sulphur$/, "sulfur"],
  [/^foet(al|us|uses)$/, "fet$1"],
  [/^aluminium$/, "aluminum"],
  [/^(centi|milli|kilo)?metre(s?)$/, "$1meter$2"],
  [/^catalogue(s?)$/, "catalog$1"],
  [/^catalogued$/, "cataloged"],
  [/^artefact(s|ual)?$/, "artifact$1"],
  [/^(re|mis|un)?(label|travel|signal|model|cancel)l(ed|ing|ers?)$/, "$1$2$3"],
];

/** UK lay words a US patient would not use; patients' texts only. */
const US_LAY_WORDS: readonly (readonly [RegExp, string])[] = [
  [/^poo$/, "poop"],
  [/^wee$/, "pee"],
];

/*
 * The lab catalogue's names are American ("Hemoglobin", "Leukocyte esterase", "International
 * normalized ratio"), and laboratories' own names can be too; on a UK record they read as foreign
 * in the flag titles and the results table (review 28, words-28b). Only these US forms are turned
 * back: the rules are written in British spelling already. A capitalised word mid-sentence is
 * turned too, unlike in {@link US_SPELLINGS}, since here it is the lab's name ("Critical
 * Hemoglobin", "Act on the critical Hemoglobin now"), not a society's or a guideline's.
 */
const UK_SPELLINGS: readonly (readonly [RegExp, string])[] = [
  [/^hem(oglobin\w*|atocrit\w*)$/, "haem$1"],
  [/^leuk(ocyt\w*)$/, "leuc$1"],
  [/^fecal$/, "faecal"],
  [/^esophag(eal|itis|us)$/, "oesophag$1"],
  [/^(normal|ion)iz(ed?|ation)$/, "$1is$2"],
];

/** A hemolysed sample is hemolyzed in US spelling. */
const LYSED = /lysed$/;

function usWord(word: string, forms: readonly (readonly [RegExp, string])[]): string {
  const lower = word.toLowerCase();
  for (const [re, us] of forms) {
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

const ALL_US_FORMS = [...US_SPELLINGS, ...US_LAY_WORDS];

/** A text in US spelling only, for clinicians (see {@link US_SPELLINGS} for what changes and what does not). */
export function usSpelling(text: string): string {
  return inUsForms(text, US_SPELLINGS, usTerms);
}

/** A text in US spelling and US lay words, for patients. */
export function usWording(text: string): string {
  return inUsForms(text, ALL_US_FORMS, (plain) =>
    usDrip(usTerms(plain).replace(/\b([Ww])ater( or pain)? tablet(s?)\b/g, "$1ater$2 pill$3")),
  );
}

/*
 * "A drip" is British for an intravenous infusion; US patients say "IV" (review 46, us-words-46:
 * "fluids through a drip" for rhabdomyolysis, "an iron drip", "a drip of albumin" on US records).
 * Named medicines become "IV iron", "IV albumin" or "IV magnesium", a yearly bone treatment an
 * "infusion", and any other drip an IV (but a post-nasal drip is no infusion). Patients' texts
 * only; a UK record, and one that reads as neither, keep "drip".
 */
function usDrip(plain: string): string {
  return plain
    .replace(/\b(?:an )?iron drip\b/g, "IV iron")
    .replace(/\ba drip of albumin\b/g, "IV albumin")
    .replace(/\ba (magnesium|potassium|calcium) drip\b/g, "IV $1")
    .replace(/\bsugar drip\b/g, "IV sugar")
    .replace(/\bby a drip into a vein\b/g, "through an IV")
    .replace(/\b(yearly|bone|bone-strengthening) drip\b/g, "$1 infusion")
    .replace(/\ba drip\b/g, "an IV")
    .replace(/(?<!nasal )\bdrip\b/g, "IV");
}

const upperIf = (first: string, word: string) =>
  (first === first.toUpperCase() ? word[0]!.toUpperCase() : word[0]!) + word.slice(1);

/*
 * UK clinical terms with one meaning and a US equivalent (review 28, words-28b: "repeat FBC",
 * "U&E", "loin pain" and "the children's diabetes team" on US records). Each is the same test or
 * sign under its US name, so it is replaced wherever it stands outside quotes; "U&E" is named by
 * what is read (a BMP holds more). "GP" needs a placeholder instead (see US_SPELLINGS).
 */
function usTerms(plain: string): string {
  return (
    plain
      .replace(
        /\b([Ff])ull blood count(s?)\b/g,
        (_, f: string, s: string) => `${upperIf(f, "complete")} blood count${s}`,
      )
      .replace(/\bFBC(s?)\b/g, "CBC$1")
      // The blood bank's sample for grouping and antibody screening (review 33, haem-bleed-33 case 01:
      // "group and save" in the emergency steps of a Tampa GI bleed).
      .replace(/\b([Gg])roup and save\b/g, (_, g: string) => `${upperIf(g, "type")} and screen`)
      // The BAN's "colestyramine" is "cholestyramine" in the US (review 29, rheum-29 case 04: leflunomide washout).
      .replace(/\b([Cc])olestyramine\b/g, (_, c: string) => `${upperIf(c, "cholestyramine")}`)
      // The BAN "co-trimoxazole" is trimethoprim-sulfamethoxazole in the US (review 46, us-words-46
      // case 11: a US patient with HIV was told of "a daily antibiotic tablet (co-trimoxazole)").
      // Where a text gives the US name already, its bracketed BAN stays.
      .replace(/(?<!sulfamethoxazole \()\b([Cc])o-trimoxazole\b/g, (_, c: string) =>
        upperIf(c, "trimethoprim-sulfamethoxazole"),
      )
      // Lower case only: "Grey Turner's sign" is a name (review 29, words-29).
      .replace(/\bgrey\b/g, "gray")
      .replace(/\bU&Es?(?: and creatinine)?(?!\w)/g, "electrolytes and creatinine")
      .replace(/\b([Ll])oin(?: or flank)? pain\b/g, (_, l: string) => `${upperIf(l, "flank")} pain`)
      .replace(/\b([Cc])hildren's diabetes team\b/g, (_, c: string) => `${upperIf(c, "pediatric")} diabetes team`)
  );
}

/** A clinician's text with the lab catalogue's US forms in British spelling (see {@link UK_SPELLINGS}). */
export function ukSpelling(text: string): string {
  return inUsForms(text, UK_SPELLINGS, (plain) => plain, true);
}

function inUsForms(
  text: string,
  forms: readonly (readonly [RegExp, string])[],
  phrases: (plain: string) => string,
  namesToo = false,
): string {
  const startsSentence = (at: number) =>
    namesToo || at === 0 || SENTENCE_START.test(text.slice(Math.max(0, at - 8), at));
  const plain = (from: number, to: number) =>
    phrases(
      text.slice(from, to).replace(/[A-Za-z]+/g, (word, offset: number) => {
        const capital = word.charAt(0) !== word.charAt(0).toLowerCase();
        if (capital && (word.slice(1) !== word.slice(1).toLowerCase() || !startsSentence(from + offset))) return word;
        if (!namesToo && namesAProgramme(word, text.slice(0, from + offset))) return word;
        return usWord(word, forms);
      }),
    );
  let out = "";
  let at = 0;
  for (const m of text.matchAll(PROTECTED)) {
    out += plain(at, m.index) + m[0];
    at = m.index + m[0].length;
  }
  return out + plain(at, text.length);
}

/*
 * "The NHS programme", "England's programme", "the Cardiff PPH programme" name a British programme
 * (review 29, words-29): its own word stays, as a title does. Only "programme" is held back, and
 * only when its sentence so far names a UK body or nation, or an abbreviation stands just before it.
 */
const UK_PROGRAMME_OWNER =
  /\b(?:NHS|UK|England|English|Wales|Welsh|Scotland|Scottish|Northern Ireland|British|Public Health|MHRA|NICE)\b[^.!?\n]*$|\b[A-Z]{2,}\s+$/;

function namesAProgramme(word: string, before: string): boolean {
  return /^programmes?$/i.test(word) && UK_PROGRAMME_OWNER.test(before.slice(-200));
}

const PLACEHOLDER = new RegExp(`\\{(${Object.keys(WORDS).join("|")})\\}`, "g");

/**
 * A text with the record's words filled in. Only these placeholders are touched, so this can run
 * after a rule's own values have been filled (a value such as "pain in your {tummy} or pelvis").
 */
export function withRecordWords(text: string, words: RecordWords): string {
  return text.replace(PLACEHOLDER, (_, key: keyof typeof WORDS) => words[key]);
}

/** A patient's text in the record's spelling: US spelling and lay words on a US record. */
export function forPatient(text: string, words: RecordWords): string {
  return words.spelling === "us" ? usWording(text) : text;
}

/**
 * A clinician's text in the record's spelling: US spelling, but not lay words, on a US record
 * (review 28, us-clinician-28: "anaemia" and "oedema" in a US clinician's report); British names
 * for the lab catalogue's American ones otherwise (words-28b: "Hemoglobin" on a UK record).
 */
export function forClinician(text: string, words: RecordWords): string {
  return words.spelling === "us" ? usSpelling(text) : ukSpelling(text);
}

/*
 * The emergency number by the record's country (review 31b, acute-31b: UK and US records were
 * told to "call your local emergency number" by the hyperkalaemia, pulmonary embolism and
 * neutropenic sepsis texts, among others). Rule texts keep the neutral words, which the checks for
 * "emergency help now" read (compose/emergency-header.ts, in-hospital.ts); once the findings are
 * final (evaluate.ts) a UK record's patient texts say 999 and a US record's 911. Unlike the other
 * record words, a record that reads as neither keeps the neutral words: a wrong number is worse
 * than a general one. The act-now header says A&E, NHS 111 and the emergency room itself
 * (compose/emergency-header.ts).
 */
export type EmergencyCountry = "uk" | "us" | undefined;

/** The country whose emergency number the patient is given: undefined when the record reads as neither. */
export function emergencyCountry(ctx: RuleContext): EmergencyCountry {
  if (readsAsUsUnits(ctx)) return "us";
  return readsAsUk(ctx) ? "uk" : undefined;
}

const LOCAL_EMERGENCY_NUMBER = /\b([Cc])all your local emergency number\b/g;

/*
 * The adrenal-crisis and acute-hypocalcaemia texts name every number at once ("call an ambulance
 * (999 in the UK, 911 in the US, or your local emergency number)"): a Phoenix, Arizona record with
 * Addison's disease and vomiting was told about 999 (review 32, endo-32 case 07). A country's record
 * is given its own number; a record that reads as neither keeps all three.
 */
const EVERY_EMERGENCY_NUMBER = /\(999 in the UK, 911 in the US, or your local emergency number\)/g;

/*
 * "Go to a hospital emergency department now" (the lithium toxicity text) and "an urgent care
 * centre or emergency department" (delirium) reached UK patients, who know it as A&E (review 32,
 * country-32 case 11). A UK record's patient texts say A&E; US records keep "emergency department".
 */
const EMERGENCY_DEPARTMENT =
  /\b(?:(?:[Aa]n?|[Tt]he|[Yy]our)\s+(?:nearest\s+)?(?:hospital\s+)?)?emergency department\b/g;

/*
 * The lab explanations name diuretics as "water pills" ("can come from water pills, vomiting or
 * diarrhoea"), the word lab-causes.ts reads them by; a UK patient says water tablets (review 46,
 * us-words-46 case 08: a Sheffield record with a critically low potassium). Quoted notes keep theirs.
 */
const ukWaterTablets = (text: string) =>
  inUsForms(text, [], (plain) => plain.replace(/\b([Ww])ater pill(s?)\b/g, "$1ater tablet$2"));

/**
 * A patient's text in the words of the record's country: "call your local emergency number" as
 * "call 999" (UK) or "call 911" (US), and on a UK record the emergency department as A&E and
 * water pills as water tablets.
 */
export function withCountryWords(text: string, country: EmergencyCountry): string {
  if (country === undefined) return text;
  const number = country === "uk" ? "999" : "911";
  const numbered = text
    .replace(LOCAL_EMERGENCY_NUMBER, (_, c: string) => `${c}all ${number}`)
    .replace(EVERY_EMERGENCY_NUMBER, `(${number})`);
  return country === "uk" ? ukWaterTablets(numbered.replace(EMERGENCY_DEPARTMENT, "A&E")) : numbered;
}
