/**
 * Paracetamol (acetaminophen) taken repeatedly above the adult maximum of 4 g in 24 hours, read from
 * the medicines list and the notes, and a full 4 g a day in an adult under 50 kg.
 *
 * Review 30 (country-30 cases 12 and 13; meds-30b cases 01–03): 5 g a day or more for days, with a
 * cold and flu remedy on top, nausea and ALT 412 U/L gave no finding, because the overdose rules
 * need a measured level or a stated overdose. Doses spread over more than an hour are a staggered
 * ingestion, for which the treatment line does not apply and acetylcysteine is given whatever the
 * level (MHRA 2012); the NHSGGC handbook (after TOXBASE) sends every symptomatic patient with
 * therapeutic excess for hospital assessment. In the US the ACG 2023 guideline recommends early
 * acetylcysteine for suspected acetaminophen toxicity, and the OTC label sets the 4,000 mg maximum
 * and warns against a second product containing it.
 */
import { FindingFamily, type MedicationItem, Severity } from "../model.ts";
import { COUNT_WORDS, countOf, formatNumber } from "../text.ts";
import type { RuleContext } from "./context.ts";
import { statedMention } from "./notes.ts";
import { timesPerDay } from "./older-adults.ts";
import { PARACETAMOL_OVERDOSE_RULES } from "./paracetamol-overdose.ts";
import type { Rule, RuleMatch } from "./types.ts";
import { readsAsUsUnits } from "./uk-record.ts";

/** The adult maximum in 24 hours (mg). */
const MAX_DAILY_MG = 4000;
/** Body weight (kg) below which the full adult dose carries more risk (JRCALC 2016 update; BMJ 2010). */
const LOW_WEIGHT_KG = 50;
/** INR above which liver injury comes with the coagulopathy of acute liver failure (ACG 2023). */
const FAILURE_INR = 1.5;

/** Products that are, or contain, paracetamol as their paracetamol-bearing name. */
const PARACETAMOL_PRODUCT =
  /\b(?:paracetamol|acetaminophen|apap|tylenol|panadol|co-?codamol|co-?dydramol|solpadeine|zapain|tylex|percocet|norco|vicodin|lortab|hydrocodone\s*(?:\/|and|-)\s*(?:apap|acetaminophen)|oxycodone\s*(?:\/|and|-)\s*(?:apap|acetaminophen))\b/;
/**
 * Cold and flu remedies that usually carry paracetamol as well: the "hidden" second dose the label
 * warns about (fda-acetaminophen-otc-liver-warning).
 */
const COLD_REMEDY =
  /\b(?:lemsip(?:\s+max)?|beechams|night\s+nurse|day\s+nurse|nyquil|dayquil|theraflu|cold\s+(?:and|&)\s+flu\s+(?:remedy|remedies|product|products|medicine|medicines|tablets|capsules|sachets|powders?|drinks?)|flu\s+(?:remedy|sachets?|powders?))\b/;
const AS_NEEDED = /\b(?:as\s+needed|as\s+required|when\s+required|prn|if\s+needed)\b/;
const N = String.raw`\b(\d{1,2}|${Object.keys(COUNT_WORDS).join("|")})`;
const UNIT = String.raw`(?:tablets?|tabs?|caplets?|capsules?|gel\s*caps?)`;

/** The paracetamol (mg) in one tablet: the second number of a combination ("30/500"), a strength, or the brand's. */
function strengthMg(text: string): number | undefined {
  const pair = /\b\d+(?:\.\d+)?\s*\/\s*(325|500|650)\b/.exec(text);
  if (pair?.[1] !== undefined) return Number(pair[1]);
  const mg = /\b(325|500|650|1000)\s*mg\b/.exec(text);
  if (mg?.[1] !== undefined) return Number(mg[1]);
  if (/\bextra\s+strength\b|\bpanadol\b|\bco-?codamol\b|\bco-?dydramol\b/.test(text)) return 500;
  return undefined;
}

/** Doses a day: "every 3-4 hours" counts the longer interval, so the reading stays a minimum. */
function dosesPerDay(text: string): number | undefined {
  const every = /\bevery\s+(\d{1,2})(?:\s*(?:-|to)\s*(\d{1,2}))?\s*h(?:ou)?rs?\b|\bq(\d{1,2})h\b/.exec(text);
  const hours = Number(every?.[2] ?? every?.[1] ?? every?.[3]);
  if (hours > 0) return Math.floor(24 / hours);
  return timesPerDay(text);
}

/**
 * The daily paracetamol (mg) a text states: grams a day; tablets a day times their strength; or
 * tablets a dose times strength times doses a day. `fallback` is the strength when the text has none
 * (the listed product's, when the notes say only "up to 10 tablets a day").
 */
function dailyMg(text: string, fallback: number | undefined): number | undefined {
  const grams = /(\d+(?:\.\d+)?)\s*(g|grams?|mg)\s*(?:\/|a|per|each)\s*(?:day|d|24\s*h(?:ours?)?)\b/.exec(text);
  if (grams?.[1] !== undefined) return Number(grams[1]) * (grams[2] === "mg" ? 1 : 1000);
  const strength = strengthMg(text) ?? fallback;
  const perDay = new RegExp(`${N}\\s*${UNIT}\\s*(?:a|per|/|each|every)\\s*day\\b`).exec(text);
  if (perDay?.[1] !== undefined && strength !== undefined) return countOf(perDay[1]) * strength;
  const doses = dosesPerDay(text);
  if (doses === undefined) return undefined;
  const gramDose = /\b(\d(?:\.\d)?)\s*g\b/.exec(text);
  if (gramDose?.[1] !== undefined) return Number(gramDose[1]) * 1000 * doses;
  if (strength === undefined) return undefined;
  const tablets =
    new RegExp(`${N}\\s*(?:x\\s*)?${UNIT}`).exec(text) ??
    new RegExp(`${N}\\s*x\\s*\\d{3}\\s*mg`).exec(text) ??
    new RegExp(`${N}\\s+(?=qds|qid|tds|tid|bd|bid|four\\s+times|three\\s+times|twice|every)`).exec(text);
  return (tablets?.[1] === undefined ? 1 : countOf(tablets[1])) * strength * doses;
}

const medText = (m: MedicationItem): string => `${m.name} ${m.dosage ?? ""} ${m.frequency ?? ""}`.toLowerCase();

/**
 * Clauses of the notes, split at sentence ends, commas, colons and "plus"/"and"/"with", so that one product's
 * dose is read without another's numbers ("tramadol 50 mg 2 tablets every 4 hours, paracetamol
 * regularly" is no paracetamol dose).
 */
const clauses = (text: string): string[] =>
  text.split(/(?<=[.;!])\s+|\n|[,:]|\bplus\b|\band\b|\bwith\b/).filter((s) => s.trim() !== "");

export interface ParacetamolIntake {
  /** The largest daily total (mg) the medicines list or the notes give. */
  mg: number;
  /** Where it is read, as quoted or listed. */
  source: string;
  /** A cold and flu remedy named beside it, as quoted. */
  remedy?: string;
  /** The listed entries holding paracetamol, taken regularly. */
  meds: MedicationItem[];
}

/** The regular paracetamol intake the record states, or undefined when no daily total can be read. */
export function paracetamolIntake(ctx: RuleContext): ParacetamolIntake | undefined {
  const meds = ctx.model.medications.filter(
    (m) => m.active && PARACETAMOL_PRODUCT.test(medText(m)) && !AS_NEEDED.test(medText(m)),
  );
  const listed = meds.reduce((sum, m) => sum + (dailyMg(medText(m), undefined) ?? 0), 0);
  const listedStrength = meds.map((m) => strengthMg(medText(m))).find((s) => s !== undefined);
  let noted = 0;
  let quote = "";
  for (const s of clauses(ctx.freeText)) {
    if (statedMention(s, PARACETAMOL_PRODUCT) === undefined) continue;
    // "Paracetamol" alone is a 500 mg tablet in UK practice; an American "acetaminophen" may be 325 mg.
    const fallback = listedStrength ?? (/\bparacetamol\b/.test(s) ? 500 : undefined);
    const mg = dailyMg(s, fallback) ?? 0;
    if (mg > noted) {
      noted = mg;
      quote = s.trim().replace(/\.$/, "");
    }
  }
  const remedy =
    statedMention(ctx.freeText, COLD_REMEDY) ??
    ctx.model.medications.find((m) => m.active && COLD_REMEDY.test(medText(m)))?.name;
  const mg = Math.max(listed, noted);
  if (mg === 0) return undefined;
  // Two listed products read "Paracetamol about 8 g a day (paracetamol 500 mg tablets and co-codamol
  // 30/500 tablets)", both names in one clause with no share of the total (review 31, engine-31
  // case 08): each product is named with what it adds.
  const counted = meds.filter((m) => (dailyMg(medText(m), undefined) ?? 0) > 0);
  const source =
    noted >= listed
      ? `"${quote}"`
      : counted.length > 1
        ? counted.map((m) => `${grams(dailyMg(medText(m), undefined) ?? 0)} from ${m.name.trim()}`).join(" plus ")
        : meds.map((m) => m.name).join(" and ");
  return { mg, source, meds, ...(remedy !== undefined && { remedy }) };
}

/** Above the maximum, or at it with a cold and flu remedy adding more. */
function excessive(intake: ParacetamolIntake): boolean {
  return intake.mg > MAX_DAILY_MG || (intake.mg >= MAX_DAILY_MG && intake.remedy !== undefined);
}

const SYMPTOMS =
  /\b(?:nause\w*|vomit\w*|right\s+upper\s+quadrant|ruq|abdominal\s+pain|jaundic\w*|yellow\s+(?:skin|eyes)|poor\s+appetite|anorexia)\b/;

interface Practice {
  drug: string;
  Drug: string;
  advice: string;
  treat: string;
  evidence: readonly string[];
}

const UK: Practice = {
  drug: "paracetamol",
  Drug: "Paracetamol",
  advice: "Seek advice from TOXBASE or the National Poisons Information Service (0344 892 0111)",
  treat:
    "Treat as a staggered ingestion: the treatment line does not apply, so start intravenous acetylcysteine whatever the paracetamol level, as TOXBASE advises",
  evidence: ["nhsggc-paracetamol-overdose-handbook", "mhra-2012-paracetamol-acetylcysteine"],
};

const US: Practice = {
  drug: "acetaminophen",
  Drug: "Acetaminophen",
  advice: "Call the poison center (Poison Help line 1-800-222-1222) or a medical toxicologist for advice",
  treat:
    "The Rumack-Matthew nomogram does not apply to repeated ingestion: start N-acetylcysteine early for suspected acetaminophen toxicity, without waiting for the level",
  evidence: ["acg-2023-acute-liver-failure", "fda-acetaminophen-otc-liver-warning", "aapcc-poison-help-line"],
};

const practice = (ctx: RuleContext): Practice => (readsAsUsUnits(ctx) ? US : UK);

/** A raised ALT, or a raised AST when the record has no raised ALT. */
function liverInjury(ctx: RuleContext) {
  const raised = (["alt", "ast"] as const).map((id) => {
    const obs = ctx.lab(id);
    const value = ctx.valueOf(obs);
    const uln = ctx.upperLimit(id);
    return value !== undefined && uln !== undefined && value > uln ? obs : undefined;
  });
  return raised.find((o) => o !== undefined);
}

/** A remedy as the notes name it: a brand capitalised, a generic "cold and flu remedy" described. */
function remedyWords(remedy: string, drug: string): { clinician: string; patient: string } {
  const generic = /^(?:cold|flu)\b/i.test(remedy);
  const brand = remedy.replace(/\b\w/g, (c) => c.toUpperCase());
  return generic
    ? {
        clinician: `, with a cold and flu remedy that usually contains ${drug} too`,
        patient: `The cold and flu remedy most likely contains ${drug} too.`,
      }
    : {
        clinician: `, with ${brand} (a cold and flu remedy that usually contains ${drug} too)`,
        patient: `${brand}, a cold and flu remedy, most likely contains ${drug} too.`,
      };
}

/** Whether the level-based overdose rule reads this record: its finding carries the antidote steps. */
const levelRuleFires = (ctx: RuleContext): boolean =>
  PARACETAMOL_OVERDOSE_RULES.some((r) => r.id === "paracetamol-overdose" && r.match(ctx) !== undefined);

function grams(mg: number): string {
  return `${formatNumber(mg / 1000, 1)} g`;
}

function repeatedExcess(ctx: RuleContext): RuleMatch | undefined {
  if ((ctx.age ?? 18) < 16) return undefined;
  const intake = paracetamolIntake(ctx);
  if (intake === undefined || !excessive(intake) || levelRuleFires(ctx)) return undefined;
  const p = practice(ctx);
  const injury = liverInjury(ctx);
  const inrObs = ctx.lab("inr");
  const inr = (ctx.valueOf(inrObs) ?? 0) > FAILURE_INR && ctx.meds("warfarin").length === 0 ? inrObs : undefined;
  const symptoms = statedMention(ctx.freeText, SYMPTOMS);
  const level = ctx.lab("paracetamol");
  const remedy = intake.remedy === undefined ? undefined : remedyWords(intake.remedy, p.drug);
  const dose = intake.mg > MAX_DAILY_MG ? `about ${grams(intake.mg)} a day` : `${grams(intake.mg)} a day`;
  const values = {
    Drug: p.Drug,
    drug: p.drug,
    dose,
    source: intake.source,
    remedy: remedy?.clinician ?? "",
    over:
      intake.mg > MAX_DAILY_MG
        ? "above the adult maximum of 4 g in 24 hours"
        : "the full adult maximum of 4 g in 24 hours already, so the remedy takes the total above it",
    remedyPatient: remedy === undefined ? "" : ` ${remedy.patient}`,
  };
  const stop = `Stop all ${p.drug}-containing products, including cold and flu remedies, until assessed`;
  const problem = p === US ? { problem: "Acetaminophen overdose" } : {};
  if (injury !== undefined) {
    const enzyme = injury.analyteId === "ast" ? "AST" : "ALT";
    return {
      refs: [...ctx.refs(injury, inr), ...ctx.refs(...intake.meds)],
      values: {
        ...values,
        reading: `${enzyme} ${ctx.show(injury)} is raised${inr === undefined ? "" : `, and INR ${ctx.show(inr)} shows the liver's clotting proteins are falling: possible acute liver failure`}${symptoms === undefined ? "" : `, with "${symptoms}" in the notes`}. Repeated supratherapeutic ingestion with a raised aminotransferase is ${p.drug} liver toxicity until shown otherwise.`,
        lead: `You have been taking more ${p.drug} than the safe maximum of 4 g a day (eight 500 mg tablets), and a liver blood test is raised.`,
        go: `This can mean ${p.drug} is harming your liver. Go to {emergencyDepartment} today: a treatment given through a drip (acetylcysteine) protects the liver. Do not take anything that contains ${p.drug}, including cold and flu remedies, until a doctor has seen you.`,
      },
      nextSteps: [
        "Same-day emergency department assessment",
        `${level === undefined ? `Send a serum ${p.drug} level now, with` : "Repeat"} ALT, INR, creatinine, glucose and a venous gas (bicarbonate, lactate)`,
        p.treat,
        ...(inr === undefined
          ? []
          : ["Discuss with a liver unit today: look for confusion or drowsiness (encephalopathy)"]),
        p.advice,
        stop,
      ],
      evidence: p.evidence,
      evidenceReplacesRule: true,
      ...problem,
    };
  }
  return {
    refs: ctx.refs(...intake.meds),
    severity: symptoms === undefined ? Severity.moderate : Severity.high,
    values: {
      ...values,
      reading:
        symptoms === undefined
          ? ctx.lab("alt") === undefined
            ? "No ALT is in the record: check liver tests."
            : `ALT ${ctx.show(ctx.lab("alt"))} is within range.`
          : `"${symptoms}" in the notes: a symptomatic patient after therapeutic excess needs assessment in hospital.`,
      lead: `You may be taking more ${p.drug} than the safe maximum of 4 g a day (eight 500 mg tablets).`,
      go:
        symptoms === undefined
          ? `Too much over several days can harm the liver. Speak to your doctor or pharmacist today about a safe dose, and do not take more than one medicine containing ${p.drug}.`
          : `Too much over several days can harm the liver, and feeling sick can be an early sign. Go to {emergencyDepartment} today. Do not take anything that contains ${p.drug} until a doctor has seen you.`,
    },
    nextSteps: [
      symptoms === undefined
        ? `Confirm the total daily ${p.drug} from every product; if more than the licensed dose was taken over 24 hours, check ALT, INR and a ${p.drug} level today`
        : `Same-day hospital assessment: ${p.drug} level, ALT, INR and creatinine`,
      p.advice,
      stop,
    ],
    evidence: p.evidence,
    evidenceReplacesRule: true,
    ...problem,
  };
}

const LOW_WEIGHT_STEP =
  "Review the dose: consider a lower daily paracetamol dose judged on weight and risk factors (poor nutrition, alcohol, liver disease), and recheck pain control";

export const PARACETAMOL_REPEATED_EXCESS_RULES: readonly Rule[] = [
  {
    id: "paracetamol-repeated-excess",
    family: FindingFamily.pattern,
    severity: Severity.critical,
    problem: "Paracetamol overdose",
    title: "{Drug} above the 4 g daily maximum, taken repeatedly",
    clinician: "{Drug} {dose} ({source}){remedy}: {over}. {reading}",
    patient: "{lead}{remedyPatient} {go}",
    nextSteps: [UK.treat, UK.advice],
    patientQuestions: ["How much {paracetamol} is safe for me each day, and which of my medicines contain it?"],
    evidence: UK.evidence,
    keywords: ["paracetamol", "acetaminophen", "therapeutic excess", "staggered overdose", "acetylcysteine"],
    match: repeatedExcess,
  },
  {
    // Review 30 (meds-30b case 05): co-codamol 30/500 two tablets four times a day in a woman of 84
    // weighing 44 kg, losing weight and eating poorly, went unremarked.
    id: "paracetamol-low-weight-full-dose",
    family: FindingFamily.drugLab,
    severity: Severity.low,
    problem: "Medication safety",
    title: "Full-dose {drug} in an adult under 50 kg",
    clinician:
      "{meds}: {dose} a day, the full adult dose, at a body weight of {weight}. Adults under 50 kg, and those with risk factors for liver toxicity such as poor nutrition, are at more risk of liver toxicity at therapeutic doses, and acute liver failure has followed 4 g a day in malnourished adults of low weight; the dose is adjusted on clinical judgement.",
    patient:
      "You take {drug} regularly at the full adult amount. For people who weigh under 50 kg ({fiftyKg}) a lower daily amount is often safer for the liver. Ask your doctor or pharmacist whether your dose should be lowered. Do not stop it suddenly if you need it for pain.",
    nextSteps: [LOW_WEIGHT_STEP],
    evidence: ["jrcalc-2016-paracetamol-low-weight", "claridge-2010-paracetamol-low-weight-alf"],
    keywords: ["paracetamol", "low body weight", "hepatotoxicity", "dose reduction"],
    match: (ctx) => {
      if ((ctx.age ?? 0) < 18) return undefined;
      const weight = [...ctx.vitals("weight")].sort((a, b) => (b.time ?? 0) - (a.time ?? 0))[0];
      const inPounds = /lb|pound/i.test(weight?.unit ?? "");
      const kg = weight?.value === undefined ? undefined : inPounds ? weight.value * 0.4536 : weight.value;
      if (kg === undefined || kg < 25 || kg >= LOW_WEIGHT_KG) return undefined;
      const intake = paracetamolIntake(ctx);
      if (intake === undefined || intake.meds.length === 0 || intake.mg < MAX_DAILY_MG) return undefined;
      // Above the maximum, or with a remedy on top, the excess finding speaks for it.
      if (excessive(intake) && repeatedExcess(ctx) !== undefined) return undefined;
      const p = practice(ctx);
      return {
        // Review 31 (sources-31): a US record cites the US labels (weight-based dosing under 50 kg,
        // the 4,000 mg maximum) rather than the UK ambulance guideline, with the BMJ case series.
        ...(p === US
          ? {
              evidence: [
                "fda-acetaminophen-injection-weight-dosing",
                "fda-acetaminophen-otc-liver-warning",
                "claridge-2010-paracetamol-low-weight-alf",
              ],
              evidenceReplacesRule: true as const,
              nextSteps: [LOW_WEIGHT_STEP.replace("paracetamol", "acetaminophen")],
            }
          : {}),
        refs: [...ctx.refs(...intake.meds), ...(weight?.fromNotes === true ? [] : ctx.refs(weight))],
        values: {
          meds: intake.meds.map((m) => `${m.name}${m.frequency ? ` ${m.frequency}` : ""}`).join(" and "),
          dose: grams(intake.mg),
          // Review 31 (sources-31 case 01): a weight recorded in pounds is given in pounds first, so
          // the number matches the record, with kilograms beside it for the 50 kg threshold.
          weight: inPounds
            ? `${formatNumber(weight?.value ?? 0, 0)} lb (${formatNumber(kg, 0)} kg)`
            : `${formatNumber(kg, 0)} kg`,
          drug: p.drug,
          fiftyKg: p === US ? "about 110 pounds" : "about 7 stone 12 pounds",
        },
      };
    },
  },
];
