import { FindingFamily, Severity } from "../model.ts";
import type { RuleContext } from "./context.ts";
import { statedMatches, statedMention } from "./notes.ts";
import { pregnancy } from "./patterns.ts";
import type { Rule, RuleMatch } from "./types.ts";
import { readsAsUk, readsAsUsUnits } from "./uk-record.ts";

/*
 * Routine cervical screening that the record shows as overdue or never done (review 26,
 * screening-26): notes such as "last smear 2019" or "never had a smear" drew nothing. Sources seen
 * 2026-11-30:
 * - "nhs-cervical-screening-recall": the NHS invites 25 to 49 every 3 years and 50 to 64 every 5;
 *   in England, from 1 July 2025, a 25 to 49-year-old whose screen on or after that date is HPV
 *   negative is next invited in 5 years.
 * - "uspstf-2018-cervical-screening": 21 to 29, cytology every 3 years; 30 to 65, cytology every 3
 *   years, hrHPV alone or co-testing every 5 years; none after a hysterectomy removing the cervix.
 * The rule fires only on what the record says about screening, never on age and sex alone. A past
 * abnormal result or colposcopy puts the person on follow-up, not routine recall, so it stays silent.
 */

const YEAR_MS = 365.25 * 86_400_000;
/** The NHS 5-yearly interval for 25 to 49 applies to an HPV-negative screen from this date. */
const NHS_FIVE_YEARLY_FROM = Date.UTC(2025, 6, 1);

const TEST = String.raw`(?:cervical (?:screening|smear|cytology)(?: tests?)?|(?:pap |cervical )?smear(?: tests?)?|pap(?: tests?)?|(?:hr-?)?hpv (?:tests?|screen\w*)|co-?test\w*)`;
/** A dated last test: "last smear 2019", "last cervical screening March 2021 (HPV negative)". */
const LAST_TEST = new RegExp(String.raw`\b(?:last|previous|most recent|latest)\s+${TEST}\b([^.;\n]{0,50})`, "g");
/** A result with its year: "HPV negative 2021", "smear normal in 2018". */
const RESULT_DATED = new RegExp(
  String.raw`\b(?:(?:hr-?)?hpv (?:negative|not detected)|${TEST} (?:normal|negative|clear))\b([^.;\n]{0,30})`,
  "g",
);
const NEVER = new RegExp(
  String.raw`\bnever (?:had|been for|attended|been invited for|been screened|had any)\b[^.;\n]{0,25}?(?:${TEST}|cervical)|\bno (?:previous |prior )?${TEST} (?:ever|on record)\b|\bnever screened\b[^.;\n]{0,20}\bcervi`,
);
const OVERDUE = new RegExp(
  String.raw`\b${TEST}\s+(?:is\s+|was\s+)?(?:overdue|out of date)\b|\boverdue (?:for )?(?:a |her |their )?${TEST}`,
);
const MONTH =
  /\b(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?\s+((?:19|20)\d{2})\b|\b(\d{1,2})\/((?:19|20)\d{2})\b|\b((?:19|20)\d{2})\b/;
const MONTHS = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"];
const HPV_BASED = /\b(?:hr-?)?hpv\b|\bco-?test/;
const HPV_NEGATIVE = /\b(?:hr-?)?hpv (?:negative|not detected)\b|\bnegative for (?:hr-?)?hpv\b/;

/** Follow-up outside routine recall: an abnormal result, colposcopy, treated CIN or cervical cancer. */
const NOT_ROUTINE =
  /\b(?:colposcop\w*|cin ?(?:1|2|3|i{1,3})\b|cgin|dyskaryo\w*|lletz|lltz|cone biopsy|(?:hsil|lsil|asc-?us|asc-?h|agc)\b|abnormal (?:smear|cervical|pap)\w*|cervical (?:cancer|carcinoma|intraepithelial)|(?:hr-?)?hpv (?:positive|detected)|high-?grade (?:lesion|dyskaryosis)|immunosuppress\w*|\bhiv\b|transplant)/;
const HYSTERECTOMY = /\b(?:total (?:abdominal |laparoscopic |vaginal )?hysterectomy|hysterectomy|tah\b|tlh\b)/;
/** A hysterectomy that leaves the cervix keeps the person in screening. */
const CERVIX_KEPT = /\b(?:subtotal|supracervical|partial)\s+hysterectomy\b|\bcervix (?:retained|conserved|left)/;
const HAS_CERVIX = /\b(?:trans(?:gender)? m[ae]n|has a cervix|person with a cervix)\b/;
/** "Pap" is the US name for the test: a record using it reads as US without a US unit. */
const US_TERM = /\bpap\b/;

interface Programme {
  us: boolean;
  from: number;
  to: number;
}

interface LastTest {
  quote: string;
  /** The latest day the wording allows (year only: 31 December), so "overdue" is never early. */
  latest: number;
  shown: string;
  hpvBased: boolean;
  hpvNegative: boolean;
}

function dateIn(text: string): { latest: number; shown: string } | undefined {
  const m = MONTH.exec(text);
  if (m === null) return undefined;
  if (m[1] !== undefined) {
    const month = MONTHS.indexOf(m[1].slice(0, 3));
    return { latest: Date.UTC(Number(m[2]), month + 1, 0), shown: `${m[1][0]!.toUpperCase()}${m[1].slice(1)} ${m[2]}` };
  }
  if (m[3] !== undefined) {
    const month = Number(m[3]);
    if (month < 1 || month > 12) return undefined;
    return { latest: Date.UTC(Number(m[4]), month, 0), shown: `${m[3]}/${m[4]}` };
  }
  return { latest: Date.UTC(Number(m[5]), 11, 31), shown: m[5]! };
}

/** The most recent dated screening test the notes give. */
function lastTest(text: string): LastTest | undefined {
  const found: LastTest[] = [];
  for (const re of [LAST_TEST, RESULT_DATED]) {
    for (const m of statedMatches(text, re, true)) {
      const date = dateIn(m.quote);
      if (date === undefined) continue;
      found.push({
        ...date,
        quote: m.quote,
        hpvBased: HPV_BASED.test(m.quote),
        hpvNegative: HPV_NEGATIVE.test(m.quote),
      });
    }
  }
  return found.sort((a, b) => b.latest - a.latest)[0];
}

/** The routine interval in years after this test, at the age the person had then. */
function intervalYears(p: Programme, test: LastTest, ageAtTest: number): number {
  if (p.us) return ageAtTest >= 30 && test.hpvBased ? 5 : 3;
  if (ageAtTest >= 50) return 5;
  return test.hpvNegative && test.latest >= NHS_FIVE_YEARLY_FROM ? 5 : 3;
}

function inRoutineRecall(ctx: RuleContext, text: string): boolean {
  if (ctx.sex === "male" && !HAS_CERVIX.test(text)) return false;
  if (statedMention(text, HYSTERECTOMY, true) !== undefined && !CERVIX_KEPT.test(text)) return false;
  if (statedMention(text, NOT_ROUTINE, true) !== undefined) return false;
  return pregnancy(ctx) === undefined;
}

const UK_PLAN =
  "The NHS programme invites people with a cervix aged 25 to 49 every 3 years (every 5 years after an HPV-negative screen taken from 1 July 2025 in England) and 50 to 64 every 5 years.";
const US_PLAN =
  "USPSTF (2018): cytology every 3 years from 21 to 29; from 30 to 65, cytology every 3 years, hrHPV testing alone every 5 years, or co-testing every 5 years.";

function recall(ctx: RuleContext): RuleMatch | undefined {
  const age = ctx.age;
  const text = [ctx.freeText, ...ctx.model.conditions.map((c) => c.name.toLowerCase())].join(". ");
  if (age === undefined || !inRoutineRecall(ctx, text)) return undefined;
  const us = readsAsUsUnits(ctx) || (!readsAsUk(ctx) && US_TERM.test(text));
  const p: Programme = us ? { us, from: 21, to: 65 } : { us, from: 25, to: 64 };
  if (age < p.from || age > p.to) return undefined;
  const plan = us ? US_PLAN : UK_PLAN;
  const book = us
    ? "Offer cervical cancer screening now (USPSTF 2018 options for the age)"
    : "Offer cervical screening (an HPV test) now, booked with the GP practice or a sexual health clinic";
  const patientBook = us
    ? "You can ask your primary care clinician or gynecologist for a Pap or HPV test."
    : "You can book it with your GP practice.";
  const never = statedMention(text, NEVER, true);
  if (never !== undefined)
    return {
      refs: [],
      values: {
        status: `never screened, as the notes say ("${never}")`,
        plan,
        patientStatus: "that you have never had cervical screening",
        patientBook,
      },
      nextSteps: [book],
    };
  const last = lastTest(text);
  const now = ctx.model.now === undefined ? Number.NaN : Date.parse(ctx.model.now);
  if (last !== undefined && !Number.isNaN(now)) {
    const ageAtTest = age - Math.floor((now - last.latest) / YEAR_MS);
    const years = intervalYears(p, last, ageAtTest);
    const due = last.latest + years * YEAR_MS;
    if (now <= due) return undefined;
    return {
      refs: [],
      values: {
        status: `last test ${last.shown} ("${last.quote}"), so the ${years}-yearly recall that applies after it is overdue`,
        plan,
        patientStatus: `that your last cervical screening test was in ${last.shown}, more than ${years} years ago`,
        patientBook,
      },
      nextSteps: [book],
    };
  }
  const overdue = statedMention(text, OVERDUE, true);
  if (overdue === undefined) return undefined;
  return {
    refs: [],
    values: {
      status: `the notes record it as overdue ("${overdue}")`,
      plan,
      patientStatus: "that your cervical screening is overdue",
      patientBook,
    },
    nextSteps: [book],
  };
}

export const CERVICAL_SCREENING_RECALL_RULES: readonly Rule[] = [
  {
    id: "cervical-screening-overdue",
    family: FindingFamily.pattern,
    severity: Severity.low,
    problem: "Cervical screening",
    title: "Cervical screening overdue or never done",
    clinician: "Routine cervical screening: {status}. {plan}",
    patient:
      "Your record says {patientStatus}. Cervical screening checks for HPV, the virus behind most cervical cancers, and for cell changes, so they can be treated before cancer can develop. {patientBook}",
    nextSteps: ["Offer cervical screening now"],
    patientQuestions: ["How do I book my cervical screening test?"],
    evidence: ["nhs-cervical-screening-recall", "uspstf-2018-cervical-screening"],
    keywords: ["cervical screening", "smear", "pap test", "hpv", "screening overdue"],
    match: (ctx) => {
      const m = recall(ctx);
      if (m === undefined) return undefined;
      const us = m.values?.plan === US_PLAN;
      return {
        ...m,
        evidence: [us ? "uspstf-2018-cervical-screening" : "nhs-cervical-screening-recall"],
        evidenceReplacesRule: true,
      };
    },
  },
];
