import { FindingFamily, type LabObservation, Severity } from "../model.ts";
import type { RuleContext } from "./context.ts";
import { sentenceAround, statedMention } from "./notes.ts";
import type { Rule, RuleMatch } from "./types.ts";
import { readVitals } from "./vital-signs.ts";

/*
 * Fever after travel to a malaria area (review 14, infection case 03: 39.4 °C, platelets 68 and a
 * raised bilirubin nine days after Accra, no prophylaxis, "probably flu", no malaria test; the
 * engine offered a sepsis check and hyponatraemia work-up and said nothing needed emergency care).
 *
 * UK malaria treatment guidelines 2016 (lalloo-2016-uk-malaria): malaria must always be sought in a
 * feverish or sick person who has visited a malaria-endemic area; falciparum malaria can turn severe
 * quickly and rarely presents more than six months after exposure, other species more than a year
 * later; one negative specimen does not exclude it. CDC (cdc-malaria-clinicians): suspected malaria
 * is evaluated urgently.
 */

const FEVER_C = 38;
/** Beyond this many months since return the rule stays quiet: non-falciparum species can present over a year later, but the sources' time frame for seeking malaria ends about here. */
const WITHIN_MONTHS = 12;

/*
 * Places where a stay usually means malaria exposure, as travel notes name them: sub-Saharan
 * Africa (West Africa brings most UK cases) and the commonest other sources. Not a risk map: the
 * step asks for the country's risk to be checked.
 */
const PLACES =
  /\b(?:sub-?saharan africa|west africa|east africa|central africa|nigeria|lagos|abuja|ghana|accra|kumasi|sierra leone|freetown|liberia|guinea|ivory coast|c[oô]te d'ivoire|cameroon|togo|benin|burkina faso|mali|gambia|senegal|uganda|kampala|kenya|nairobi|tanzania|zanzibar|dar es salaam|malawi|mozambique|zambia|zimbabwe|congo|kinshasa|angola|sudan|ethiopia|somalia|rwanda|burundi|madagascar|india|pakistan|papua new guinea|malaria(?:-|\s)(?:endemic|area|region|zone))\b/;
const TRAVEL =
  /\b(?:return(?:ed|ing)?|back from|came back|arrived|travel(?:l?ed|l?ing)?|trip|holiday|visit(?:ed|ing)?|flew|stay(?:ed)?|working in)\b/;
/** Fever as a symptom: not the names "yellow fever" (a vaccine) or "hay fever" (an allergy). */
const FEVER_WORDS =
  /(?<!\b(?:yellow|hay)\s)\b(?:fevers?|feverish|febrile|pyrexi(?:a|al)|rigou?rs|high temperature|sweats)\b/;
/** Travel that has happened; a sentence without it that plans a trip is about the future. */
const PAST_TRAVEL =
  /\b(?:return(?:ed|ing from)|back from|came back|arrived|flew (?:back|home|in)|travell?ed|visited|stayed|was (?:in|working in)|(?:has|have) been (?:in|to)|recent(?:ly)? (?:trip|travel|return))\b/;
const PLANNED_TRAVEL =
  /\b(?:in \d+\s*(?:days?|weeks?|months?)|planning|plans? to|will (?:travel|go|fly|be)|going to|about to|upcoming|next (?:week|month|year)|booked|pre-?travel|travel clinic)\b/;
const AGO = /\b(\d+)\s*(day|week|month|year)s?\s+ago\b/;
const MALARIA_TEST = /\bmalaria\b|\bplasmodium\b|\bthick (?:and thin )?(?:blood )?films?\b|\bmalarial parasites?\b/i;

/**
 * The travel sentence: a place where malaria is found and a travel word in one sentence, about a
 * trip made, not one planned (review 14: "Travelling to Ghana in 6 weeks; travel clinic booked for
 * yellow fever vaccine" is a pre-travel visit, not fever after travel).
 */
function travelSentence(text: string): string | undefined {
  for (const m of text.matchAll(new RegExp(PLACES, "g"))) {
    const s = sentenceAround(text, m.index ?? 0, m[0].length);
    if (TRAVEL.test(s) && (PAST_TRAVEL.test(s) || !PLANNED_TRAVEL.test(s))) return s.trim();
  }
  return undefined;
}

/** Months since return when the sentence says so ("9 days ago"), else undefined. */
function monthsAgo(sentence: string): number | undefined {
  const m = AGO.exec(sentence);
  if (m === null) return undefined;
  const n = Number(m[1]);
  return { day: n / 30, week: n / 4.3, month: n, year: n * 12 }[m[2] as "day" | "week" | "month" | "year"];
}

function isPositive(o: LabObservation): boolean {
  if (o.value.kind === "qualitative") return o.value.result === "positive";
  return (
    /\bseen\b|\bdetected\b|\bpositive\b|\bfalciparum\b|\bvivax\b|\bovale\b/i.test(o.rawValue) &&
    !/\bnot\b|\bno\b/i.test(o.rawValue)
  );
}

function feverAfterTravel(ctx: RuleContext): RuleMatch | undefined {
  const text = ctx.freeText;
  const travel = travelSentence(text);
  if (travel === undefined) return undefined;
  const months = monthsAgo(travel);
  if (months !== undefined && months > WITHIN_MONTHS) return undefined;
  const temp = readVitals(ctx).temp;
  const measured = temp !== undefined && temp.value >= FEVER_C;
  const stated = measured ? undefined : statedMention(text, FEVER_WORDS);
  if (!measured && stated === undefined) return undefined;
  const tests = ctx.model.labs.filter((o) => MALARIA_TEST.test(o.name));
  // A positive test is malaria found, no longer a search for it: the treating team has it.
  if (tests.some(isPositive)) return undefined;
  const platelets = ctx.lab("platelets");
  const bilirubin = ctx.lab("bilirubin-total");
  const clues = [
    platelets?.status === "low" || platelets?.status === "critical-low" ? `platelets ${ctx.show(platelets)}` : "",
    bilirubin?.status === "high" || bilirubin?.status === "critical-high" ? `bilirubin ${ctx.show(bilirubin)}` : "",
  ].filter(Boolean);
  const fever = measured ? `temperature ${temp.value.toFixed(1)} °C` : `"${stated}"`;
  const negative = tests.length > 0;
  return {
    refs: ctx.refs(temp?.v, ...tests, platelets, bilirubin),
    values: {
      fever,
      travel: `"${travel}"`,
      tested: negative
        ? ` A negative ${tests.map((o) => o.name).join(" and ")} is on file, but one negative set does not exclude malaria: repeat the films.`
        : " No malaria test is in the record.",
    },
    ...(clues.length > 0 && {
      clinicianExtra: `${clues.join(" and ")} fit malaria, though they do not prove it.`,
    }),
  };
}

export const TRAVEL_MALARIA_RULES: readonly Rule[] = [
  {
    id: "malaria-returning-traveller",
    family: FindingFamily.pattern,
    severity: Severity.high,
    problem: "Fever after travel",
    title: "Fever after travel to a malaria area: same-day malaria testing",
    clinician:
      "Fever ({fever}) after travel: {travel}. Malaria must be sought in anyone feverish or unwell who has visited a malaria-endemic area, whatever prophylaxis was taken; falciparum malaria can become severe rapidly and rarely presents more than 6 months after exposure, while other species can present more than a year later.{tested}",
    patient:
      "You have a fever after a trip to a place where malaria is found. Malaria can become serious quickly, so you need a malaria blood test today, even if you were told it is probably flu. Go to urgent care or the emergency department today if you cannot get the test quickly, or straight away if you feel confused, very drowsy or short of breath.",
    nextSteps: [
      "Same day: thick and thin blood films with a rapid antigen test for malaria; one negative set does not exclude it, so repeat the films if the first are negative",
      "Check the country's malaria risk and assess how unwell the patient is; if malaria is found, treat it urgently with infection-specialist advice",
      "Consider other infections of that region and travel, including viral haemorrhagic fever where the history fits",
    ],
    patientQuestions: ["Where can I have the malaria blood test today?"],
    evidence: ["lalloo-2016-uk-malaria", "cdc-malaria-clinicians"],
    keywords: ["malaria", "returning traveller", "fever after travel", "blood film", "plasmodium falciparum"],
    match: feverAfterTravel,
  },
];
