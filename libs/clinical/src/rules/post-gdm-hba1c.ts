import { FindingFamily, Severity } from "../model.ts";
import type { RuleContext } from "./context.ts";
import { statedMention } from "./notes.ts";
import { daysSinceBirth, pregnantOrPostnatal } from "./pregnancy-emergencies.ts";
import type { Rule } from "./types.ts";

/*
 * After gestational diabetes NICE NG3 asks for a yearly HbA1c once the postnatal test is normal,
 * since the risk of type 2 diabetes stays raised (review 15, leftovers-b cases 01–03). A raised
 * HbA1c is read by the diabetes and prediabetes rules; this rule only says when the yearly test
 * is overdue. Pregnancy and the weeks after birth have their own pathway (pregnancy-glucose.ts).
 */

const GDM = /gestational diabetes|\bgdm\b/i;
const NOT_HERS = /family|mother|sister|risk of|screen(?:ing)? for|excluded|ruled out/i;
/** A year, with three months' grace for a late recall: an engine choice, not a NICE figure. */
const OVERDUE_DAYS = 456;
const DAY_MS = 86_400_000;

/** The record's past gestational diabetes: a condition, or the notes stating it. */
export function pastGdm(ctx: RuleContext): { refs: string[] } | undefined {
  const recorded = ctx.model.conditions.filter(
    (c) => (GDM.test(c.name) || /^O24\.4/i.test(c.code ?? "")) && !NOT_HERS.test(c.name),
  );
  if (recorded.length > 0) return { refs: ctx.refs(...recorded) };
  const noted = statedMention(
    ctx.freeText,
    /\b(?:previous|past|history of|prior|had)\b[^.;]{0,30}(?:gestational diabetes|\bgdm\b)/,
  );
  return noted === undefined ? undefined : { refs: [] };
}

/** NICE NG3's window for the postnatal fasting glucose after gestational diabetes, in days after the birth. */
const FPG_WINDOW_DAYS = { from: 42, to: 91 } as const;

/**
 * The current HbA1c when, after gestational diabetes, it was taken less than 13 weeks after the
 * birth, with the weeks after birth at the test; else undefined. NICE NG3 tests with a fasting
 * plasma glucose 6–13 weeks after the birth and keeps HbA1c for later (after 13 weeks, when a
 * fasting test is not possible; review 20, kidney-pregnancy-leftovers case 06). A fasting glucose
 * already taken from six weeks on is the postnatal test, so the HbA1c beside it is not singled out.
 */
export function earlyPostnatalHba1c(ctx: RuleContext): { weeks: number; refs: string[] } | undefined {
  const a1c = ctx.lab("hba1c");
  const gdm = a1c?.time === undefined ? undefined : pastGdm(ctx);
  const days = daysSinceBirth(ctx);
  const now = ctx.model.now === undefined ? Number.NaN : Date.parse(ctx.model.now);
  if (a1c?.time === undefined || gdm === undefined || days === undefined || Number.isNaN(now)) return undefined;
  const birth = now - days * DAY_MS;
  const daysAtTest = Math.floor((a1c.time - birth) / DAY_MS);
  if (daysAtTest < 0 || daysAtTest >= FPG_WINDOW_DAYS.to) return undefined;
  const fastingAfter = ctx
    .labs("glucose")
    .some((o) => /fast/i.test(o.name) && o.time !== undefined && o.time >= birth + FPG_WINDOW_DAYS.from * DAY_MS);
  return fastingAfter ? undefined : { weeks: Math.floor(daysAtTest / 7), refs: [...gdm.refs, ...ctx.refs(a1c)] };
}

/** The newest glycaemic test (HbA1c or fasting glucose) with a date, as time in ms. */
function lastGlycaemicTest(ctx: RuleContext): number | undefined {
  const times = [...ctx.labs("hba1c"), ...ctx.labs("glucose").filter((o) => /fast/i.test(o.name))]
    .map((o) => o.time)
    .filter((t): t is number => t !== undefined);
  return times.length === 0 ? undefined : Math.max(...times);
}

export const POST_GDM_RULES: readonly Rule[] = [
  {
    id: "post-gdm-early-hba1c",
    family: FindingFamily.screening,
    severity: Severity.low,
    problem: "Diabetes risk",
    title: "HbA1c too soon after birth to read after gestational diabetes",
    clinician:
      "HbA1c {a1c}, taken {weeks} weeks after a birth that followed gestational diabetes. NICE NG3 tests with a fasting plasma glucose 6–13 weeks after the birth and uses HbA1c only after 13 weeks (when a fasting test is not possible), so this HbA1c is not read as normal, prediabetes or diabetes.",
    patient:
      "After diabetes in pregnancy, the check for diabetes in the first weeks after the birth is a fasting blood sugar test rather than HbA1c, so this HbA1c result is not used to judge your blood sugar.",
    nextSteps: [
      "Offer a fasting plasma glucose 6–13 weeks after the birth; if it is missed, a fasting glucose (or HbA1c if fasting is not possible) after 13 weeks",
    ],
    patientQuestions: ["When should I have the fasting blood sugar test after the birth?"],
    evidence: ["nice-ng3-diabetes-pregnancy"],
    keywords: ["gestational diabetes", "postnatal", "hba1c", "fasting plasma glucose"],
    match: (ctx) => {
      if (ctx.conditions("diabetes").length > 0) return undefined;
      const a1c = ctx.value("hba1c");
      // A result in the diabetes range is confirmed by diabetes-range-undiagnosed's repeat test.
      const early = a1c !== undefined && a1c < 6.5 ? earlyPostnatalHba1c(ctx) : undefined;
      if (early === undefined) return undefined;
      return { refs: early.refs, values: { a1c: ctx.showValue("hba1c"), weeks: String(early.weeks) } };
    },
  },
  {
    id: "post-gdm-hba1c-due",
    family: FindingFamily.screening,
    severity: Severity.low,
    problem: "Diabetes risk",
    title: "Yearly HbA1c due after gestational diabetes",
    clinician:
      "Past gestational diabetes, {last}. NICE NG3 asks for a yearly HbA1c after gestational diabetes once the postnatal test is normal, because the risk of type 2 diabetes stays raised; an HbA1c of 39–47 mmol/mol then means a high risk, with prevention advice and referral to a diabetes prevention programme.",
    patient:
      "You had diabetes in a past pregnancy (gestational diabetes). This raises the chance of type 2 diabetes later, so a yearly HbA1c blood test is advised, and one is due now.",
    nextSteps: [
      "Check HbA1c now, then yearly",
      "Give or repeat advice on weight, diet and activity to lower the risk of type 2 diabetes",
    ],
    patientQuestions: ["Can my yearly diabetes blood test be set up as a reminder?"],
    evidence: ["nice-ng3-diabetes-pregnancy"],
    keywords: ["gestational diabetes", "postnatal", "hba1c", "type 2 diabetes prevention"],
    match: (ctx) => {
      if (ctx.sex === "male" || (ctx.age !== undefined && ctx.age < 16)) return undefined;
      if (ctx.conditions("diabetes").length > 0 || pregnantOrPostnatal(ctx)) return undefined;
      const gdm = pastGdm(ctx);
      if (gdm === undefined) return undefined;
      const now = ctx.model.now === undefined ? undefined : Date.parse(ctx.model.now);
      const last = lastGlycaemicTest(ctx);
      if (now === undefined || (last !== undefined && now - last <= OVERDUE_DAYS * DAY_MS)) return undefined;
      const latest = ctx.anyLab("hba1c");
      return {
        refs: [...gdm.refs, ...ctx.refs(latest)],
        values: {
          last:
            last === undefined
              ? "with no HbA1c or fasting glucose in the record"
              : `with the last glucose test ${Math.floor((now - last) / (30.44 * DAY_MS))} months ago${latest ? ` (HbA1c ${ctx.show(latest)})` : ""}`,
        },
      };
    },
  },
];
