import { FindingFamily, Severity } from "../model.ts";
import type { RuleContext } from "./context.ts";
import { medicineWords } from "./acute-gi-bleed.ts";
import { currentMention, sentenceAround, statedMatches } from "./notes.ts";
import { isPastMention, referenceNow } from "./past-mention.ts";
import type { Rule } from "./types.ts";
import { readsAsUk, readsAsUsUnits } from "./uk-record.ts";

/**
 * A head injury in someone taking an anticoagulant (review 32, acute-32 cases 12 and 16): an
 * 84-year-old on warfarin who fell, hit his head and whose GCS went from 15 to 12 with vomiting drew
 * only a moderate "anticoagulant in someone who has fallen" finding; a 76-year-old on apixaban who
 * hit her head drew nothing.
 *
 * NICE NG232 ("nice-ng232-head-injury"): current anticoagulant or antiplatelet treatment is a risk
 * factor that sends a person with a head injury to the emergency department; NICE's quality standard
 * asks for a CT head scan within 8 hours of the injury in people taking anticoagulants with no
 * other risk factor; and a GCS of 12 or less, a GCS below 15 two hours after the injury, more than
 * one episode of vomiting, a post-traumatic seizure or a focal neurological deficit call for a CT
 * head scan within 1 hour.
 *
 * Engine choices: the head injury must be stated as current (not "history of"); any of those
 * warning signs in the notes, a GCS below 15 or one that has fallen, or new drowsiness or confusion,
 * makes it an emergency (critical); without them it is a same-day emergency department referral (high).
 */

const HEAD_INJURY =
  /\b(?:(?:hit|banged|bumped|struck|knocked)\s+(?:his|her|their|the)\s+head|head\s+(?:injury|injuries|strike|trauma)|head\s+(?:hit|struck)|(?:laceration|cut|wound|bruise|haematoma|hematoma|bump)\s+(?:to|on)\s+(?:the\s+)?(?:head|scalp|forehead))\b/;

/**
 * A GCS written in the notes, with a later value in the same clause when there is one: "GCS 15
 * yesterday now 12" is a fall to 12, not a GCS of 15.
 */
// A clock time between the two values ("GCS 15 at 07:00 now 13") does not break the clause (review 33,
// older-acute-33 case 02: the fall to 13 was missed).
const GCS =
  /\bgcs\s*(?:of|was|is|now|:|=)?\s*(\d{1,2})\b(?:(?:[^.;\d]|\d{1,2}:\d{2}\b){0,30}?(?:\bnow|\bto|->|→)\s*(\d{1,2})\b)?/g;

/** Warning signs NICE lists for a CT head scan within 1 hour, and new drowsiness or confusion. */
const WARNING_SIGNS: readonly [string, RegExp][] = [
  [
    "repeated vomiting",
    /\bvomit(?:ed|ing)\s+(?:twice|two\s+times|three\s+times|several\s+times|repeatedly|x\s*[2-9])|\brepeated(?:ly)?\s+vomit\w*|\b(?:more than (?:one|once)|several)\s+(?:episodes?\s+of\s+)?vomit\w*/,
  ],
  ["a seizure", /\b(?:seizures?|fits?|convuls\w+)\b/],
  [
    "a focal neurological deficit",
    /\b(?:weakness\s+(?:of|in)\s+(?:the\s+)?(?:left|right)|(?:left|right)[- ]sided\s+weakness|slurred\s+speech|unequal\s+pupils|focal\s+(?:neuro\w*\s+)?(?:deficit|signs?))\b/,
  ],
  ["drowsiness or confusion", /\b(?:(?:more\s+)?drows(?:y|iness)|confus(?:ed|ion)|hard\s+to\s+(?:wake|rouse))\b/],
];

/**
 * A head injury written as past or already scanned does not count: "hit his head in September (CT
 * normal)" is history, not an injury to assess now (deep-sweep-review18 case 01).
 */
const EARLIER =
  /\b(?:in\s+(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*|(?:last|previous)\s+(?:week|month|year)|(?:weeks|months|years)\s+ago|ct\b|scan(?:ned)?\b|mri\b)/;

/**
 * An injury written as a day or more ago ("hit her head 5 days ago", "yesterday"): NICE's 8 hours from
 * the injury have passed, so the scan is asked for now rather than within a window already gone
 * (review 44, acute-44 case 01). "Last night" is left out, since it may be under 8 hours.
 */
const LATE =
  /\b(?:(?:\d{1,2}|one|two|three|four|five|six|a\s+couple\s+of|a\s+few|several)\s+days?\s+ago|(?:the\s+day\s+before\s+)?yesterday|(?:9|1\d|2\d)\s+hours\s+ago)\b/;

function recentInjury(ctx: RuleContext): { quote: string; late?: string } | undefined {
  const text = ctx.freeText;
  const now = referenceNow(ctx);
  for (const m of statedMatches(text, HEAD_INJURY, true)) {
    if (isPastMention(text, m.index, m.length, now)) continue;
    const sentence = sentenceAround(text, m.index, m.length);
    if (EARLIER.test(sentence)) continue;
    const late = LATE.exec(sentence)?.[0];
    return late === undefined ? { quote: m.quote } : { quote: m.quote, late };
  }
  return undefined;
}

function gcsSign(text: string): string | undefined {
  const values = [...text.matchAll(GCS)]
    .flatMap((m) => [m[1], m[2]])
    .filter((v) => v !== undefined)
    .map(Number)
    .filter((v) => v >= 3 && v <= 15);
  const last = values[values.length - 1];
  if (last === undefined) return undefined;
  const highest = Math.max(...values);
  if (highest > last) return `GCS fallen from ${highest} to ${last}`;
  return last < 15 ? `GCS ${last}` : undefined;
}

/** A current head injury in someone taking an anticoagulant, with any warning signs; else undefined. */
export function headInjuryOnAnticoagulant(ctx: RuleContext) {
  const text = ctx.freeText;
  const recent = recentInjury(ctx);
  if (recent === undefined) return undefined;
  const { quote: injury, late } = recent;
  const anticoagulants = ctx.medsOf("warfarin", "doac", "heparin");
  if (anticoagulants.length === 0) return undefined;
  const gcs = gcsSign(text);
  const warnings = [
    ...(gcs ? [gcs] : []),
    ...WARNING_SIGNS.flatMap(([label, re]) => {
      const quote = currentMention(text, re);
      return quote === undefined ? [] : [`${label} ("${quote}")`];
    }),
  ];
  return { injury, late, anticoagulants, warnings };
}

export const HEAD_INJURY_ANTICOAGULANT_RULES: readonly Rule[] = [
  {
    id: "head-injury-on-anticoagulant",
    family: FindingFamily.pattern,
    severity: Severity.critical,
    problem: "Head injury on an anticoagulant",
    title: "{title}",
    clinician: 'The notes record a head injury ("{injury}") in someone taking {drugs}{warnings}. {plan}',
    patient: "Your notes describe a head injury while taking a blood thinner{patientText}",
    nextSteps: ["Emergency department assessment with a CT head scan"],
    patientQuestions: ["Do I need a head scan, and what happens with my blood thinner?"],
    // By country (sourcesForCountry): NICE NG232 on a UK record, ACEP's 2023 mild head injury policy on a
    // US one (review 33, older-acute-33); the text names neither on a record of neither country.
    evidence: ["nice-ng232-head-injury", "acep-2023-mild-tbi"],
    keywords: ["head injury", "anticoagulant", "ct head", "glasgow coma scale", "intracranial haemorrhage"],
    match: (ctx) => {
      const found = headInjuryOnAnticoagulant(ctx);
      if (found === undefined) return undefined;
      const inr = ctx.meds("warfarin").length > 0 ? ctx.lab("inr") : undefined;
      const names = medicineWords(found.anticoagulants);
      const drugs = `${names}${inr ? ` (INR ${ctx.show(inr)})` : ""}`;
      // A&E on a UK record, the emergency room on a US one, neutral words otherwise.
      const us = readsAsUsUnits(ctx);
      const uk = !us && readsAsUk(ctx);
      const ed = us ? "the emergency room" : uk ? "A&E" : "an emergency department";
      const refs = ctx.refs(...found.anticoagulants, inr);
      if (found.warnings.length > 0) {
        return {
          refs,
          severity: Severity.critical,
          values: {
            title: "Head injury on an anticoagulant with signs of brain injury: emergency",
            injury: found.injury,
            drugs,
            warnings: `, with ${found.warnings.join(", ")}`,
            plan: uk
              ? "This reads as possible bleeding inside the head. Treat as an emergency: transfer to hospital now; NICE NG232 lists a GCS of 12 or less, a GCS below 15 two hours after the injury, more than one episode of vomiting, a seizure or a focal deficit as reasons for a CT head scan within 1 hour."
              : "This reads as possible bleeding inside the head. Treat as an emergency: transfer to hospital now for an immediate CT head scan; a reduced or falling GCS, repeated vomiting, a seizure or a focal deficit after a head injury on an anticoagulant call for imaging without delay.",
            patientText:
              ", with signs such as more drowsiness, confusion or vomiting. This can mean bleeding inside the head and is an emergency. If you are not already being cared for in hospital, call your local emergency number now.",
          },
          nextSteps: [
            uk
              ? "Emergency transfer to hospital now for a CT head scan within 1 hour"
              : "Emergency transfer to hospital now for an immediate CT head scan",
            `Tell the receiving team about ${names} and the time of the last dose`,
          ],
        };
      }
      return {
        refs,
        severity: Severity.high,
        values: {
          title: "Head injury on an anticoagulant: same-day emergency assessment",
          injury: found.injury,
          drugs,
          warnings: "",
          plan: uk
            ? `NICE NG232 counts anticoagulant treatment as a reason to send someone with a head injury to the emergency department, and NICE's quality standard asks for a CT head scan within 8 hours of the injury for people taking anticoagulants, even with no other risk factor.${found.late ? ` The injury was ${found.late}, so those 8 hours have passed: the scan should not wait any longer.` : ""}`
            : us
              ? "ACEP's 2023 clinical policy on mild head injury in adults advises that no decision rule (such as the Canadian CT Head Rule) can exclude the need for a head CT in someone taking an anticoagulant, so a CT head scan the same day is usual even with no other risk factor."
              : "Anticoagulant treatment raises the risk of bleeding inside the head after even a minor injury, and decision rules for who needs a scan do not apply to people taking one: assess in an emergency department the same day, usually with a CT head scan, even with no other risk factor.",
          patientText: `. Even if you feel well, blood thinners raise the risk of bleeding inside the head, so you need to be checked in ${ed} today, usually with a head scan. If you become drowsy or confused, vomit, have a fit or get a worsening headache, call your local emergency number now.`,
        },
        nextSteps: [
          found.late !== undefined
            ? `Send to ${ed} today for assessment and a CT head scan without further delay`
            : uk
              ? `Send to ${ed} today for assessment and a CT head scan within 8 hours of the injury`
              : `Send to ${ed} today for assessment and a CT head scan`,
          `Tell the receiving team about ${names} and the time of the last dose`,
        ],
      };
    },
  },
];
