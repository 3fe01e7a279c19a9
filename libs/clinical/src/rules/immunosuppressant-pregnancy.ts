import { FindingFamily, type MedicationItem, Severity } from "../model.ts";
import { medNames, type RuleContext } from "./context.ts";
import { statedMention } from "./notes.ts";
import { pregnancy } from "./patterns.ts";
import { positivePregnancyTest } from "./pregnancy-test.ts";
import type { Rule, RuleMatch } from "./types.ts";
import { CYCLOPHOSPHAMIDE, LEFLUNOMIDE, MYCOPHENOLATE, named } from "./immunosuppressant-names.ts";

/**
 * Teratogenic immunosuppressants (one rule per medicine) with a pregnancy, a possible pregnancy or a
 * pregnancy plan, because they can harm an unborn baby.
 */

const F = FindingFamily.drugLab;

const POSSIBLE =
  /\bmissed\s+(?:a\s+|her\s+|my\s+|last\s+)?period\b|\bperiods?\s+(?:is\s+|are\s+)?(?:late|overdue)\b|\blate\s+period\b|\bnot\s+using\s+(?:any\s+|reliable\s+)?contracepti\w*/;
const PLAN =
  /\b(?:trying|try|tries|planning|plans?|wants?|wishes|hoping|hopes)\s+(?:to\s+)?(?:for\s+)?(?:a\s+)?(?:baby|pregnan\w*|conceive|get\s+pregnant|start\s+a\s+family)\b|\bstopped\s+(?:her\s+|taking\s+|using\s+)?(?:the\s+)?(?:contracepti\w*|pill|coil|implant)\b|\bpregnancy\s+plan\w*/;

interface PregnancyState {
  kind: "pregnant" | "possible" | "planning";
  what: string;
  refs: string[];
}

function pregnancyState(ctx: RuleContext): PregnancyState | undefined {
  if (ctx.sex === "male") return undefined;
  if (pregnancy(ctx) !== undefined)
    return { kind: "pregnant", what: "Pregnant", refs: ctx.refs(...ctx.conditions("pregnancy")) };
  const positive = positivePregnancyTest(ctx);
  if (positive !== undefined) return { kind: "pregnant", ...positive };
  const text = ctx.freeText;
  const possible = statedMention(text, POSSIBLE);
  if (possible !== undefined) return { kind: "possible", what: `Possible pregnancy ("${possible}")`, refs: [] };
  const plan = statedMention(text, PLAN);
  return plan === undefined ? undefined : { kind: "planning", what: `Pregnancy planned ("${plan}")`, refs: [] };
}

interface Teratogen {
  drug: string;
  meds: (ctx: RuleContext) => MedicationItem[];
  why: string;
  evidence: string;
}

const TERATOGENS: readonly Teratogen[] = [
  {
    drug: "mycophenolate",
    meds: (ctx) => named(ctx, MYCOPHENOLATE),
    why: "Mycophenolate: the MHRA advises against its use in pregnancy unless no suitable alternative can prevent transplant rejection, because it causes serious birth defects in about a quarter of exposed live births and miscarriage in about half of exposed pregnancies; women who could become pregnant need effective contraception during treatment and for 6 weeks after stopping.",
    evidence: "mhra-2015-mycophenolate-pregnancy",
  },
  {
    drug: "leflunomide",
    meds: (ctx) => named(ctx, LEFLUNOMIDE),
    why: "Leflunomide: contraindicated in pregnancy. Its active metabolite can stay in the blood for up to 2 years, so stopping it is not enough: a drug-elimination procedure (colestyramine 8 g three times a day for 11 days) clears it, with plasma levels below 0.02 mg/L confirmed by two tests at least 14 days apart before conception.",
    evidence: "medscape-leflunomide-pregnancy",
  },
  {
    drug: "cyclophosphamide",
    meds: (ctx) => named(ctx, CYCLOPHOSPHAMIDE),
    why: "Cyclophosphamide: teratogenic and avoided in pregnancy; in a lupus case series every pregnancy exposed to it ended in loss.",
    evidence: "clowse-2005-cyclophosphamide-pregnancy",
  },
  {
    drug: "methotrexate",
    // A current pregnancy on methotrexate is drug-lab.ts's methotrexate-in-pregnancy finding.
    meds: (ctx) =>
      pregnancy(ctx) !== undefined || ctx.conditions("cancer").length > 0 ? [] : ctx.meds("methotrexate"),
    why: "Methotrexate: can cause embryo-fetal toxicity including fetal death, and is contraindicated in pregnancy outside cancer treatment.",
    evidence: "methotrexate-injection-label",
  },
];

function teratogenicImmunosuppressant(t: Teratogen, ctx: RuleContext): RuleMatch | undefined {
  const meds = t.meds(ctx);
  const state = meds.length === 0 ? undefined : pregnancyState(ctx);
  if (state === undefined) return undefined;
  const drugs = t.drug;
  const leflunomide = t.drug === "leflunomide";
  const washout = leflunomide
    ? [
        "Plan the leflunomide drug-elimination procedure (colestyramine for 11 days) with the specialist, and confirm plasma levels below 0.02 mg/L on two tests 14 days apart",
      ]
    : [];
  const steps =
    state.kind === "planning"
      ? [
          `Advise reliable contraception now, and refer to the prescribing specialist before conception to plan a change from ${drugs}`,
          ...washout,
        ]
      : [
          ...(state.kind === "possible" ? ["Do a pregnancy test today"] : []),
          `Contact the prescribing specialist today about ${drugs}, and arrange early obstetric (maternal medicine) review`,
          ...washout,
          "Do not stop other immunosuppressants or steroids abruptly: the specialist plans treatment that suits pregnancy",
        ];
  const patient =
    state.kind === "planning"
      ? `You are planning a pregnancy and take ${drugs}, which can harm an unborn baby. Keep using reliable contraception and talk to your specialist before trying to conceive: the medicine usually has to be changed first${leflunomide ? ", and leflunomide has to be cleared from the body with another medicine" : ""}.`
      : `${state.kind === "pregnant" ? "Your results suggest you are pregnant" : "You may be pregnant"}, and you take ${drugs}, which can harm an unborn baby. Contact the doctor who prescribes it today.`;
  return {
    refs: [...ctx.refs(...meds), ...state.refs],
    values: { state: state.what, med: medNames(meds), why: t.why, patient },
    nextSteps: steps,
  };
}

/** One rule per medicine, each citing its own source. */
function teratogenRule(t: Teratogen): Rule {
  return {
    id: `${t.drug}-pregnancy-risk`,
    family: F,
    severity: Severity.high,
    problem: "Medicines in pregnancy",
    title: `Pregnancy or a pregnancy plan on ${t.drug}, which can harm an unborn baby`,
    clinician: "{state} on {med}, a medicine that can harm an unborn baby. {why}",
    patient: "{patient} Do not stop any of your medicines on your own: ask the doctor who prescribes them first.",
    nextSteps: ["Contact the prescribing specialist today"],
    patientQuestions: ["Which of my medicines need to change before or during a pregnancy?"],
    evidence: [t.evidence],
    keywords: [t.drug, "pregnancy", "teratogen", "contraception"],
    match: (ctx) => teratogenicImmunosuppressant(t, ctx),
  };
}

export const IMMUNOSUPPRESSANT_PREGNANCY_RULES: readonly Rule[] = [...TERATOGENS.map(teratogenRule)];
