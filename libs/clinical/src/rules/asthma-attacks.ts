import { FindingFamily, type MedicationItem, Severity } from "../model.ts";
import { isActiveCondition } from "../vocab/conditions.ts";
import { joinList } from "../text.ts";
import { statedMention } from "./notes.ts";
import { isHigh } from "./lab-status.ts";
import { devolvedNation, readsAsUk, readsAsUsUnits } from "./uk-record.ts";
import type { Rule } from "./types.ts";

/**
 * Asthma at high risk of attacks: heavy reliever use, oral steroid courses or emergency visits.
 *
 * Asthma: 3 or more reliever inhalers a year goes with more attacks and is a trigger for review;
 * more than 12 a year marked the people who died in the UK National Review of Asthma Deaths
 * ("nhs-scotland-saba-prescribing"); oral steroid courses and emergency visits are attacks.
 * Reliever use without an inhaled steroid is asthma-saba-without-ics's (asthma-saba-only.ts).
 */

const ASTHMA = /\basthma\b/i;
const SABA = /\b(?:salbutamol|albuterol|levalbuterol|terbutaline|ventolin|salamol|airomir|proair|bricanyl)\b/i;
/** Inhaled corticosteroids, alone or in combination inhalers (the list of asthma-saba-only.ts). */
export const ICS =
  /\b(?:beclometh?asone|budesonide|fluticasone|mometasone|ciclesonide|qvar|clenil|symbicort|fostair|seretide|relvar|flutiform|duoresp|trimbow|trelegy|advair|breo|dulera|airsupra|pulmicort|flixotide|asmanex|alvesco|wixela|sirdupla|combisal|aerivio|airflusal|luforbec|wockair|fobumix|bibecfo)\b/i;
export const ORAL_STEROID = /\b(?:prednisolone|prednisone|dexamethasone)\b/i;
const NUMBER_WORDS: Record<string, number> = { one: 1, two: 2, three: 3, four: 4, five: 5, six: 6 };
const ORDINALS: Record<string, number> = { second: 2, third: 3, fourth: 4, fifth: 5, sixth: 6 };
/** "14 inhalers dispensed in last 12 months". */
const INHALER_COUNT =
  /\b(\d{1,3})\s+(?:(?:salbutamol|saba|reliever|blue|ventolin)\s+)?(?:inhalers?|canisters?)\b[^.;]{0,40}?\b(?:year|12\s+months|annum|twelve\s+months)\b/i;
/** "3 courses", "two bursts of prednisolone", "three prednisone bursts" (review 24, resp-endo-24 case 03). */
const COURSES =
  /\b(\d|one|two|three|four|five|six)\s+(?:(?:oral\s+)?(?:steroid|prednisone|prednisolone|ocs)\s+)?(?:courses?|bursts?)\b/i;
/**
 * "Third course of oral prednisolone this year", "2nd steroid burst": the ordinal counts the courses
 * so far (review 26, children-26b case 11: a 6-year-old's third course read as no marker at all).
 */
const ORDINAL_COURSE =
  /\b(second|third|fourth|fifth|sixth|[2-6](?:nd|rd|th))\s+(?:(?:oral\s+)?(?:steroid|prednisone|prednisolone|ocs)\s+)?(?:course|burst)\b/i;
/** "Two ED visits for asthma", "one urgent care visit", "admitted with asthma". */
const ATTACK_CARE =
  /\b(?:\d+|one|two|three|four|five|six)?\s*(?:ed|a&e|emergency(?: department)?|urgent care)\s+(?:visits?|attendances?|admissions?)\b|\badmitted\s+with\s+asthma\b|\basthma\s+admissions?\b/i;
/** Reliever inhalers a year from which attacks are more frequent (see the module note). */
const HIGH_USE = 3;

/** An ICS/formoterol inhaler. */
const ICS_FORMOTEROL =
  /\b(?:symbicort|duoresp|fobumix|wockair|bibecfo|fostair|luforbec)\b|\b(?:budesonide|beclometh?asone)\b[^,;]{0,30}\bformoterol\b/i;
/** Taken as maintenance and reliever therapy (MART), by the dose or frequency text. */
const MART_USE = /\bmart\b|maintenance and reliever|\band as (?:needed|required)\b|\bplus (?:as needed|prn)\b/i;
/*
 * Already on MART (review 23, gi-resp-23 case 09: budesonide/formoterol twice daily and as needed,
 * told to "step up ... (for example ICS/formoterol maintenance and reliever)"). BTS/NICE/SIGN 2024
 * steps low-dose MART up to moderate-dose MART, then, if still uncontrolled, measures FeNO or blood
 * eosinophils and refers to a specialist when they are raised.
 */
const ON_MART_STEP =
  "Asthma review within days: check adherence, inhaler technique, triggers and smoking; already on MART, so step up from low-dose to moderate-dose MART, and if still uncontrolled with a raised FeNO or blood eosinophil count, refer to a specialist asthma service";

/*
 * Adherence and inhaler technique already recorded as good (review 24, resp-endo-24 case 03: on
 * fluticasone/salmeterol 500/50 and montelukast, told to "check adherence ... and step up"): control
 * that stays poor despite them is the referral the guideline names, with a raised FeNO or blood
 * eosinophil count as its marker ("bts-nice-sign-2024-asthma").
 */
const TECHNIQUE_GOOD =
  /\btechnique\b[^.;]{0,30}?\b(?:good|correct|satisfactory|fine)\b|\b(?:good|correct|satisfactory)\s+(?:inhaler\s+)?technique\b/i;
const FENO = /\bfeno\b|\bexhaled nitric oxide\b/i;
// A pill count or adherence "confirmed" is adherence shown (review 32, bp-renal-32 case 12: "takes all
// tablets, pill count confirmed" on three drugs was still told to check adherence).
export const ADHERENT =
  /(?<!\bnon-?)\badherent\b|\bgood adherence\b|\badherence\b[^.;]{0,20}?\b(?:good|confirmed)\b|\bpill counts?\s+(?:confirmed|correct|confirms)\b/i;
/* The SABA statement for a record not read as Scottish (review 32), from the Swedish SABINA cohort (review 24). */
const SABA_RISK_UK =
  "Using 3 or more reliever inhalers a year goes with more attacks and hospital care, and more than 12 a year marked many of the people who died in the UK National Review of Asthma Deaths";
const SABA_RISK_OTHER =
  "In a national cohort, collecting 3 or more reliever canisters a year went with more exacerbations and higher mortality, both rising with the number of canisters";

const REVIEW_STEP =
  "Asthma review within days: check adherence to the preventer, inhaler technique, triggers and smoking, and step up treatment (for example ICS/formoterol maintenance and reliever)";
const PLAN_STEP = "Give or update a written asthma action plan and review again after any attack";
/*
 * A US record is read against GINA, not the BTS/NICE/SIGN guideline of UK practice (review 28,
 * country-28): GINA's primary-care summary ("gina-2022-primary-care") refers asthma that stays hard
 * to control for specialist review and prefers ICS-formoterol maintenance and reliever in moderate
 * to severe asthma; the MART dose step and the FeNO or eosinophil marker of the UK step are not
 * in what was seen of it, so they are left out.
 */
const US_ON_MART_STEP =
  "Asthma review within days: check adherence, inhaler technique, triggers and smoking; already on MART, so review whether its dose should be stepped up";
const US_REFER_STEP =
  "Refer for specialist asthma review if control stays poor despite good adherence and inhaler technique";
const REFER_STEP =
  "Refer to a specialist asthma service if control stays poor despite good adherence and technique, or after repeated oral steroid courses";

const toNumber = (s: string) => NUMBER_WORDS[s.toLowerCase()] ?? ORDINALS[s.toLowerCase()] ?? Number.parseInt(s, 10);

function firstCount(texts: readonly string[], re: RegExp): number | undefined {
  for (const t of texts) {
    const m = re.exec(t);
    if (m?.[1] !== undefined) return toNumber(m[1]);
  }
  return undefined;
}

const medText = (m: MedicationItem) => [m.name, m.dosage ?? "", m.frequency ?? ""].join(" ");

export const ASTHMA_ATTACK_RULES: readonly Rule[] = [
  {
    id: "asthma-high-risk-attacks",
    family: FindingFamily.pattern,
    severity: Severity.high,
    problem: "Asthma",
    title: "Asthma with markers of a high risk of attacks",
    clinician:
      "Asthma on an inhaled corticosteroid with markers of poor control and a higher risk of attacks: {markers}. {risk}",
    patient:
      "Your record shows signs that your asthma is not well controlled: {markers_plain}. This raises the chance of a serious attack. Please book an asthma review within the next few days. Keep using your inhalers as prescribed, and get urgent help if your reliever is not helping or you are too breathless to speak.",
    nextSteps: [REVIEW_STEP, PLAN_STEP, REFER_STEP],
    patientQuestions: ["Is my asthma treatment strong enough, and do I have a written asthma action plan?"],
    evidence: ["bts-nice-sign-2024-asthma", "nhs-scotland-saba-prescribing"],
    keywords: ["asthma", "saba overuse", "oral corticosteroid", "asthma attack", "asthma review"],
    match: (ctx) => {
      const asthma = ctx.model.conditions.filter((c) => ASTHMA.test(c.name) && isActiveCondition(c.status));
      if (asthma.length === 0) return undefined;
      const active = ctx.model.medications.filter((m) => m.active);
      const hasIcs = active.some((m) => ICS.test(m.name) || m.drugs.some((d) => ICS.test(d)));
      if (!hasIcs) return undefined;
      const saba = active.filter((m) => SABA.test(m.name) || m.drugs.some((d) => SABA.test(d)));
      const steroids = active.filter((m) => ORAL_STEROID.test(m.name));
      const inhalers = firstCount([...saba.map(medText), ctx.freeText], INHALER_COUNT);
      const courses =
        firstCount([...steroids.map(medText), ctx.freeText], COURSES) ??
        firstCount([...steroids.map(medText), ctx.freeText], ORDINAL_COURSE);
      const care = statedMention(ctx.freeText, ATTACK_CARE, true);
      const markers: string[] = [];
      const plain: string[] = [];
      if (inhalers !== undefined && inhalers >= HIGH_USE) {
        markers.push(`${inhalers} reliever inhalers in a year`);
        plain.push(`${inhalers} reliever inhalers in a year`);
      }
      if (courses !== undefined && courses >= 2) {
        markers.push(`${courses} oral steroid courses`);
        plain.push(`${courses} courses of steroid tablets`);
      }
      if (care !== undefined) {
        markers.push(`"${care}" in the notes`);
        plain.push("emergency care for asthma");
      }
      if (markers.length === 0) return undefined;
      const onMart = active.some(
        (m) => (ICS_FORMOTEROL.test(m.name) || ICS_FORMOTEROL.test(m.drugs.join(" "))) && MART_USE.test(medText(m)),
      );
      const technique = statedMention(ctx.freeText, TECHNIQUE_GOOD);
      const adherent = statedMention(ctx.freeText, ADHERENT);
      const feno = ctx.model.labs.find((o) => FENO.test(o.name));
      const eos = ctx.lab("eosinophils-abs");
      const type2 = [feno, eos].filter((o) => o !== undefined && isHigh(o));
      // The UK deaths-review wording rests on NHS Scotland's prescribing page, a Scottish source: other
      // UK records get the cohort wording and source (review 32, country-32b case 04: a Leeds record).
      const uk = readsAsUk(ctx) && devolvedNation(ctx) === "Scotland";
      // The reliever-count risk speaks only to a reliever count; steroid courses alone are attacks
      // (review 26, children-26b case 11: a canister cohort stood beside three prednisolone courses).
      const relieverCount = inhalers !== undefined && inhalers >= HIGH_USE;
      const attacks = "oral steroid courses and emergency visits are attacks in their own right.";
      const refs = ctx.refs(...asthma, ...saba, ...steroids, ...type2);
      const values = {
        markers: markers.join(", "),
        markers_plain: plain.join(", "),
        risk: relieverCount
          ? `${uk ? SABA_RISK_UK : SABA_RISK_OTHER}; ${attacks}`
          : `${attacks.charAt(0).toUpperCase()}${attacks.slice(1)}`,
      };
      const us = readsAsUsUnits(ctx);
      const guideline = us
        ? (["gina-2022-primary-care", "gina-2021-executive-summary"] as const)
        : (["bts-nice-sign-2024-asthma"] as const);
      const evidence = !relieverCount
        ? guideline
        : uk
          ? undefined
          : ([...guideline, "nwaru-2020-saba-overuse"] as const);
      if (technique !== undefined && adherent !== undefined) {
        const raised = type2.map((o) => `${o === feno ? "FeNO" : "blood eosinophil count"} ${ctx.show(o)}`);
        const markersText = raised.length > 0 ? `, with a raised ${joinList(raised)}` : "";
        return {
          refs,
          values,
          nextSteps: [
            `Refer to a specialist asthma service now: control is poor although adherence and inhaler technique are recorded as good ("${adherent}", "${technique}")${markersText}`,
            PLAN_STEP,
          ],
          ...(evidence && { evidence, evidenceReplacesRule: true }),
        };
      }
      return {
        refs,
        values,
        ...(onMart && {
          nextSteps: us ? [US_ON_MART_STEP, PLAN_STEP, US_REFER_STEP] : [ON_MART_STEP, PLAN_STEP, REFER_STEP],
        }),
        ...(!onMart && us && { nextSteps: [REVIEW_STEP, PLAN_STEP, US_REFER_STEP] }),
        ...(evidence && { evidence, evidenceReplacesRule: true }),
      };
    },
  },
];
