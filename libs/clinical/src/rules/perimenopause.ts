import { FindingFamily, Severity } from "../model.ts";
import { formatNumber } from "../text.ts";
import type { RuleContext } from "./context.ts";
import { isHigh } from "./lab-status.ts";
import { statedMention } from "./notes.ts";
import { pregnancy } from "./patterns.ts";
import type { Rule } from "./types.ts";

/**
 * Perimenopause as a clinical diagnosis: in an otherwise healthy woman over 45 with vasomotor
 * symptoms and irregular periods, NICE NG23 diagnoses it without laboratory tests (FSH is kept for
 * 40–45, or under 40). Contraception is still needed: without hormones, until 2 years after the
 * last period under 50, and 1 year from 50 (FSRH).
 * Periods that have stopped count as the change in the cycle, and after 12 months or more NG23 1.2.1
 * diagnoses the menopause itself (review 26, screening-26 case 13: hot flushes, no period for 8
 * months and FSH 71 at 48 drew only "FSH above the range").
 */

const VASOMOTOR = /\b(?:hot flush\w*|hot flash\w*|night sweats?|vasomotor)\b/;
const IRREGULAR_PERIODS =
  /\b(?:irregular (?:periods?|menses|cycles?|bleeding)|periods? (?:every|are|have been|becoming) (?:\d+\s*(?:-|–|to)\s*\d+ (?:weeks|months)|irregular|erratic|less frequent|further apart)|oligomenorrh\w*|erratic periods?|(?:periods?|cycles?) (?:irregular|erratic))\b/;
/** Hormones that blur the picture (NG23: menopause is hard to diagnose on hormonal treatment). */
const HORMONES =
  /\b(?:estradiol|oestradiol|estrogen|oestrogen|hrt|levonorgestrel|desogestrel|norethisterone|medroxyprogesterone|etonogestrel|drospirenone|dienogest|ethinyl\w*|progesterone|tibolone|mirena|contracept\w*)\b/i;

function perimenopause(ctx: RuleContext) {
  if (ctx.sex !== "female" || ctx.age === undefined || ctx.age <= 45 || ctx.age >= 56) return undefined;
  if (ctx.model.medications.some((m) => m.active && HORMONES.test(m.name))) return undefined;
  const record = [ctx.freeText, ...ctx.model.conditions.map((c) => c.name.toLowerCase())].join(". ");
  const vasomotor = statedMention(record, VASOMOTOR, true);
  const irregular = statedMention(record, IRREGULAR_PERIODS, true);
  const stopped = irregular === undefined ? statedMention(record, NO_PERIODS, true) : undefined;
  if (vasomotor === undefined || (irregular ?? stopped) === undefined) return undefined;
  if (stopped !== undefined && pregnancy(ctx) !== undefined) return undefined;
  // NG23 1.2.1: a year or more without a period, off hormonal contraception (checked above), is the menopause itself.
  const months = Number(/\b(\d{1,2})\s*months?\b/.exec(stopped ?? "")?.[1] ?? 0);
  const cycle = irregular !== undefined ? `irregular periods ("${irregular}")` : `no periods ("${stopped}")`;
  return { vasomotor, cycle, menopause: months >= 12, age: ctx.age };
}

/*
 * From 40 to 45 NICE NG23 does use FSH (1.2.5: consider it in women of 40 to 45 with menopausal
 * symptoms including a change in the cycle), so a raised FSH there is read with the symptoms
 * rather than left as "above the range" (review 23, sexual-repro case 10: FSH 58 at 42, 7 months
 * without a period and hot flushes, drew only the bare lab flag). Under 40 it is the premature
 * ovarian insufficiency rule's (reproductive-endocrine.ts).
 */
const NO_PERIODS =
  /\b(?:no (?:menstrual )?periods?|amenorrh\w*|periods? (?:have )?stopped)\b[^.;]{0,30}?\b(\d{1,2})\s*months?\b|\bamenorrh\w*\b/;

function fshAt40To45(ctx: RuleContext) {
  if (ctx.sex !== "female" || ctx.age === undefined || ctx.age < 40 || ctx.age > 45) return undefined;
  if (ctx.model.medications.some((m) => m.active && HORMONES.test(m.name))) return undefined;
  if (pregnancy(ctx) !== undefined) return undefined;
  const fsh = ctx.lab("fsh");
  if (!isHigh(fsh)) return undefined;
  const record = [ctx.freeText, ...ctx.model.conditions.map((c) => c.name.toLowerCase())].join(". ");
  const vasomotor = statedMention(record, VASOMOTOR, true);
  const cycle = statedMention(record, IRREGULAR_PERIODS, true) ?? statedMention(record, NO_PERIODS, true);
  if (vasomotor === undefined || cycle === undefined) return undefined;
  return { fsh, vasomotor, cycle, age: ctx.age };
}

export const PERIMENOPAUSE_RULES: readonly Rule[] = [
  {
    id: "menopause-fsh-40-to-45",
    family: FindingFamily.pattern,
    severity: Severity.low,
    problem: "Menopause",
    title: "Raised FSH at 40 to 45 with menopausal symptoms",
    clinician:
      'FSH {fsh} at {age} with vasomotor symptoms ("{vasomotor}") and a change in the periods ("{cycle}"): at 40 to 45 NICE NG23 uses an FSH test with these symptoms to help diagnose the menopause, and a raised FSH fits it, earlier than usual. Contraception is still needed until 2 years after the last period under 50 (FSRH).',
    patient:
      "Your hot flushes or night sweats, the change in your periods and your FSH hormone result fit the menopause, which for you is coming earlier than for most women. Treatment such as hormone replacement therapy (HRT) can help with the symptoms, and your doctor can talk through its benefits and risks with you. You can still get pregnant, so keep using contraception until 2 years after your last period.",
    nextSteps: [
      "Discuss the menopause diagnosis and treatment of the symptoms, including HRT and its benefits and risks",
      "Advise contraception until 2 years after the last period (under 50)",
    ],
    patientQuestions: ["Would HRT suit me, and what are its benefits and risks for me?"],
    evidence: ["nice-ng23-menopause", "fsrh-2017-contraception-over-40"],
    keywords: ["menopause", "fsh", "hot flushes", "hrt", "contraception"],
    match: (ctx) => {
      const m = fshAt40To45(ctx);
      if (m === undefined) return undefined;
      return {
        refs: ctx.refs(m.fsh),
        values: { fsh: ctx.show(m.fsh), age: String(m.age), vasomotor: m.vasomotor, cycle: m.cycle },
      };
    },
  },
  {
    id: "perimenopause-clinical",
    family: FindingFamily.pattern,
    severity: Severity.low,
    problem: "Menopause",
    title: "Perimenopause or menopause: a diagnosis from symptoms",
    clinician:
      'Age {age} with vasomotor symptoms ("{vasomotor}") and {cycle}: NICE NG23 diagnoses {diagnosis} without laboratory tests in otherwise healthy women over 45, so {fsh}. Contraception is still needed until {contraception} after the last period (FSRH).',
    patient:
      "Your hot flushes or night sweats and {patientFit}. At your age this is diagnosed from symptoms, without a blood test. Treatment such as hormone replacement therapy (HRT) can help with the symptoms, and your doctor can talk through its benefits and risks with you. You can still get pregnant, so keep using contraception until {contraception} after your last period.",
    nextSteps: [
      "Diagnose perimenopause from the symptoms; an FSH test is not needed over 45",
      "Discuss treatment of the symptoms, including HRT and its benefits and risks",
      "Advise contraception until 2 years after the last period under 50, or 1 year from 50",
    ],
    patientQuestions: ["Would HRT suit me, and what are its benefits and risks for me?"],
    evidence: ["nice-ng23-menopause", "fsrh-2017-contraception-over-40"],
    keywords: ["perimenopause", "menopause", "hot flushes", "fsh", "hrt", "contraception"],
    match: (ctx) => {
      const p = perimenopause(ctx);
      if (p === undefined) return undefined;
      const fsh = ctx.lab("fsh");
      const contraception = p.age < 50 ? "2 years" : "1 year";
      // Earlier FSH values are named here, as this finding owns the series (trend-owners.ts): a
      // generic "FSH rising" beside it would read as a new problem in what the diagnosis explains.
      const earlier = (ctx.series("fsh")?.points ?? [])
        .filter((pt) => fsh?.date === undefined || pt.date.slice(0, 10) < fsh.date.slice(0, 10))
        .map((pt) => `${formatNumber(pt.value)} on ${pt.date.slice(0, 10)}`);
      const fshText =
        fsh === undefined
          ? "an FSH test is not needed"
          : earlier.length > 0
            ? `the FSH results in the record (${ctx.show(fsh)}, after ${earlier.join(", ")}) are not needed to make it`
            : `the FSH in the record (${ctx.show(fsh)}) is not needed to make it`;
      // NG23 needs no laboratory test here, so a raised LH sent with the FSH is read with it rather
      // than left as a separate "LH above the range" (review 21, women's health 01).
      const lh = ctx.lab("lh");
      const lhRaised = fsh !== undefined && lh?.status === "high" ? lh : undefined;
      return {
        refs: ctx.refs(fsh, lhRaised, ...ctx.model.conditions.filter((c) => VASOMOTOR.test(c.name.toLowerCase()))),
        values: {
          age: String(p.age),
          vasomotor: p.vasomotor,
          cycle: p.cycle,
          diagnosis: p.menopause ? "menopause after 12 months without a period" : "perimenopause",
          patientFit: p.menopause
            ? "a year without a period fit the menopause"
            : "changing periods fit the perimenopause, the years before periods stop",
          fsh: lhRaised ? `${fshText}, nor is the raised LH (${ctx.show(lhRaised)})` : fshText,
          contraception,
        },
        nextSteps: [
          `Diagnose ${p.menopause ? "the menopause" : "perimenopause"} from the symptoms; an FSH test is not needed over 45`,
          "Discuss treatment of the symptoms, including HRT and its benefits and risks",
          `Advise contraception until ${contraception} after the last period`,
        ],
      };
    },
  },
];
