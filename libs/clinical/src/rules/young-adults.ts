import { FindingFamily, Severity } from "../model.ts";
import { isActiveCondition } from "../vocab/conditions.ts";
import type { RuleContext } from "./context.ts";
import { medNames } from "./context.ts";
import { isType1 } from "./diabetes-ketosis.ts";
import { oralIsotretinoin } from "./isotretinoin.ts";
import { CONTRACEPTIVE } from "./survivorship.ts";
import type { Rule, RuleMatch } from "./types.ts";
import { readsAsUk } from "./uk-record.ts";

/*
 * Safety gaps common in young adults. Where each point was read: the seenAt of "fsrh-ukmec-2016",
 * "mhra-2019-oral-retinoid-ppp" and "nice-cg100-2010" (seen 2026-11-28).
 * - Combined hormonal contraception with migraine with aura is UKMEC category 4 (unacceptable
 *   risk of ischaemic stroke) at any age; progestogen-only and copper methods remain usable.
 * - Oral isotretinoin in anyone who could become pregnant runs under the Pregnancy Prevention
 *   Programme: effective contraception (condoms alone are not enough) from a month before to a
 *   month after treatment, with pregnancy tests. The rule fires only on a record that says the
 *   contraception is inadequate, never on silence.
 * - A dependent drinker (morning shakes, drinking to relieve them) who plans to stop suddenly risks
 *   withdrawal seizures and delirium tremens: NICE advises against a sudden reduction outside
 *   medically assisted withdrawal, and oral thiamine for dependent drinkers.
 * - Adults with type 1 diabetes are supported to aim for an HbA1c of 48 mmol/mol (6.5%) or lower,
 *   with an individual target agreed ("nice-ng17-2015"), so 49-52 mmol/mol is not "well controlled"
 *   against the 53 mmol/mol (7%) goal used for diabetes in general.
 */

/**
 * Migraine with aura, by name or ICD-10 G43.1 (G43.109 and its kin), the aura's kind named or not
 * ("Migraine with visual aura" went unread: review 25, deep-25 case 02).
 */
const MIGRAINE_AURA = /\bmigraine\b[^.;\n]{0,15}\bwith\s+(?:(?:typical|visual|sensory|prolonged)\s+)?aura\b/i;
const MIGRAINE_AURA_CODE = /^G43\.1/i;
/** Notes that deny aura ("migraine without aura", "no aura"). */
const NO_AURA = /\b(?:without|no)\s+aura\b/i;
/** The visual symptoms of a typical aura, as patients and notes describe them. */
const VISUAL_AURA = String.raw`(?:zig-?\s?zag(?:\s+lines)?|flashing\s+lights?|flashes\s+of\s+light|visual\s+disturbances?|shimmering\s+lights?|scintillating\s+scotoma|fortification\s+spectra)`;
/**
 * An aura told, not named: a visual symptom before the headache ("zig-zag lines before headache",
 * "flashing lights then headache", "migraines preceded by zig-zag lines"). Only "migraine with
 * aura" by name was read, so the combined pill went unflagged (review 25, deep-25 case 02).
 */
const AURA_DESCRIBED = new RegExp(
  String.raw`\b${VISUAL_AURA}[^.;\n]{0,40}\b(?:before|then|preced\w*|followed\s+by|prior\s+to)\b[^.;\n]{0,20}\b(?:headaches?|migraines?)\b|\b(?:headaches?|migraines?)\b[^.;\n]{0,40}\bpreceded\s+by\b[^.;\n]{0,20}${VISUAL_AURA}`,
  "i",
);
/** A visual symptom denied ("no flashing lights", "denies visual disturbance"). */
const NO_VISUAL_AURA = new RegExp(String.raw`\b(?:no|denies|without|nil)\b[^.;\n]{0,20}${VISUAL_AURA}`, "i");

/** Whether the notes describe a migraine aura in words without naming it. */
function auraDescribed(text: string): boolean {
  return AURA_DESCRIBED.test(text) && !NO_VISUAL_AURA.test(text);
}

function chcMigraineAura(ctx: RuleContext): RuleMatch | undefined {
  if (ctx.sex !== "female") return undefined;
  const pills = ctx
    .meds("oestrogen")
    .filter((m) => CONTRACEPTIVE.test([m.name, m.dosage, m.frequency].filter(Boolean).join(" ")));
  if (pills.length === 0) return undefined;
  const aura = migraineWithAura(ctx);
  if (aura === undefined) return undefined;
  const uk = readsAsUk(ctx);
  return {
    refs: [...pills.map((m) => m.ref), ...aura],
    values: {
      med: medNames(pills),
      method: chcMethod(pills.map((m) => m.name).join(" ")),
      category: uk
        ? "UKMEC category 4 for combined (oestrogen-containing) hormonal contraception at any age: an unacceptable risk of ischaemic stroke"
        : "US MEC 2024 category 4 for combined (estrogen-containing) hormonal contraception at any age, as it is UKMEC category 4: an unacceptable health risk, from ischaemic stroke",
    },
    // A US record is read against the CDC's criteria (review 25, deep-25 case 03: UKMEC alone on a US record).
    ...(!uk && { evidence: ["cdc-us-mec-2024", "fsrh-ukmec-2016"], evidenceReplacesRule: true as const }),
  };
}

/** The patient's word for the combined method taken: a patch or a ring was called a pill (review 25). */
function chcMethod(names: string): string {
  if (/\b(?:patch|transdermal|evra|xulane|twirla)\b/i.test(names)) return "combined contraceptive patch";
  if (/\b(?:ring|vaginal|nuvaring|annovera)\b/i.test(names)) return "combined contraceptive ring";
  return "combined contraceptive pill";
}

/** Migraine with aura in the record: the refs of the conditions naming it (none when only the notes do). */
export function migraineWithAura(ctx: RuleContext): string[] | undefined {
  const aura = ctx.model.conditions.filter(
    (c) =>
      isActiveCondition(c.status) &&
      ((MIGRAINE_AURA.test(c.name) && !NO_AURA.test(c.name)) || MIGRAINE_AURA_CODE.test(c.code ?? "")),
  );
  if (aura.length > 0) return aura.map((c) => c.ref);
  return MIGRAINE_AURA.test(ctx.freeText) || auraDescribed(ctx.freeText) ? [] : undefined;
}

/** Methods the Pregnancy Prevention Programme counts as highly effective (user-independent). */
const HIGHLY_EFFECTIVE =
  /\b(?:implant|nexplanon|implanon|iud|ius|coil|mirena|kyleena|jaydess|levosert|depo[- ]?provera|sayana|(?:contraceptive\s+)?injection|steril[iz]\w*|tubal\s+ligation|vasectom\w*)\b/i;
/** Notes that state the contraception falls short ("condoms only", "declined hormonal contraception"). */
const INADEQUATE =
  /\b(?:condoms?\s+only|only\s+(?:uses?\s+|using\s+)?condoms?|barrier\s+(?:method\s+)?only|no\s+contraception|not\s+(?:on|using)\s+(?:any\s+)?contraception|declined\s+(?:hormonal\s+|any\s+)?contracepti\w*|withdrawal\s+method)\b/i;
/** A record that pregnancy is not possible or not at risk. */
const NOT_AT_RISK =
  /\b(?:not\s+sexually\s+active|abstinen\w*|post-?menopausal|hysterectomy|no\s+(?:childbearing|reproductive)\s+potential)\b/i;
/** The age band in which the programme's childbearing potential is assumed unless recorded otherwise. */
const CHILDBEARING_AGE = { min: 12, max: 55 } as const;

function isotretinoinContraception(ctx: RuleContext): RuleMatch | undefined {
  if (ctx.sex !== "female" || ctx.age === undefined) return undefined;
  if (ctx.age < CHILDBEARING_AGE.min || ctx.age > CHILDBEARING_AGE.max) return undefined;
  const iso = oralIsotretinoin(ctx);
  if (iso.length === 0) return undefined;
  const text = ctx.freeText;
  if (!INADEQUATE.test(text) || NOT_AT_RISK.test(text)) return undefined;
  const methods = [...ctx.model.medications.map((m) => m.name), text].join(" ");
  if (HIGHLY_EFFECTIVE.test(methods)) return undefined;
  return { refs: iso.map((m) => m.ref), values: { med: medNames(iso) } };
}

/** Features of physical dependence the notes state. */
const DEPENDENCE =
  /\b(?:morning\s+(?:shakes|tremors?|sweats)|shak(?:es|y|ing)\b[^.;\n]{0,30}\b(?:relieved|settled|better|stopped)\s+(?:by|with|after)\s+(?:a\s+)?drink|eye[- ]?opener|drinks?\s+to\s+(?:stop|steady|settle)\s+(?:the\s+)?shak\w*|withdrawal\s+(?:symptoms|seizures?|fits?)|(?:previous|past|history\s+of)\s+(?:alcohol\s+)?(?:withdrawal|dts|delirium\s+tremens))\b/i;
/** A stated plan to stop drinking suddenly or alone. */
const PLAN_TO_STOP =
  /\b(?:(?:wants?|plans?|planning|intends?|going|trying|decided)\s+to\s+(?:stop|quit|give\s+up|cut\s+out)\b[^.;\n]{0,30}\b(?:drink\w*|alcohol|booze)|(?:stop|quit)(?:ping)?\s+(?:drinking|alcohol)\b[^.;\n]{0,30}\b(?:on\s+(?:his|her|their)\s+own|alone|cold\s+turkey|at\s+home|this\s+week|tomorrow)|cold\s+turkey)/i;
const COCAINE = /\bcocaine\b/i;
/**
 * A bare wish to stop ("Wants to stop; has had shakes in the morning and one withdrawal seizure"),
 * read only where alcohol dependence is recorded, so that the stopping is the drinking (review 31b,
 * mental-31b case 09: the semicolon kept "drinking" out of reach and the plan went unread).
 */
const BARE_PLAN_TO_STOP = /\b(?:wants?|plans?|planning|intends?|decided)\s+to\s+(?:stop|quit)\b(?=\s*(?:[.;,]|$))/i;
const ALCOHOL_DEPENDENCE = /\balcohol\s+(?:dependen\w*|use\s+disorder)|\bdependent\s+drink\w*/i;

function plansToStop(ctx: RuleContext): boolean {
  if (PLAN_TO_STOP.test(ctx.freeText)) return true;
  if (!BARE_PLAN_TO_STOP.test(ctx.freeText)) return false;
  return (
    ALCOHOL_DEPENDENCE.test(ctx.freeText) ||
    ctx.model.conditions.some((c) => isActiveCondition(c.status) && ALCOHOL_DEPENDENCE.test(c.name))
  );
}

function alcoholWithdrawalRisk(ctx: RuleContext): RuleMatch | undefined {
  const text = ctx.freeText;
  if (!DEPENDENCE.test(text) || !plansToStop(ctx)) return undefined;
  const benzos = ctx.meds("benzodiazepine");
  const extra = [
    benzos.length > 0 &&
      `${medNames(benzos)} is recorded: a benzodiazepine taken with alcohol adds to sedation and breathing depression, and an unsupervised supply is no substitute for a planned withdrawal regimen.`,
    COCAINE.test(text) &&
      "Cocaine use is recorded: with alcohol it forms cocaethylene, which adds to the heart risk; ask about it in the same consultation.",
  ].filter((s): s is string => typeof s === "string");
  return {
    refs: benzos.map((m) => m.ref),
    ...(extra.length > 0 && { clinicianExtra: extra.join(" ") }),
  };
}

/** NICE NG17: HbA1c 48 mmol/mol (6.5%) or lower for adults with type 1 diabetes; 7% is the general goal. */
const T1D_TARGET_PERCENT = 6.5;
const GENERAL_GOAL_PERCENT = 7;
const ADULT = 18;

/**
 * An adult with type 1 diabetes whose HbA1c is above NICE's 48 mmol/mol target but below the 7%
 * (53 mmol/mol) general goal: the band where "within the usual goal" would mislead.
 */
export function type1AboveNiceTarget(ctx: RuleContext): boolean {
  const raw = ctx.value("hba1c");
  if (raw === undefined || ctx.age === undefined || ctx.age < ADULT || !isType1(ctx)) return false;
  // Compared at the one decimal the % figure is reported with, as the general goal rules do.
  const a1c = Math.round(raw * 10) / 10;
  return a1c > T1D_TARGET_PERCENT && a1c < GENERAL_GOAL_PERCENT;
}

export const YOUNG_ADULT_RULES: readonly Rule[] = [
  {
    id: "type1-hba1c-above-nice-target",
    family: FindingFamily.pattern,
    severity: Severity.low,
    problem: "Diabetes",
    title: "HbA1c just above the NICE target for type 1 diabetes",
    clinician:
      "HbA1c {a1c} in an adult with type 1 diabetes: below the general 53 mmol/mol (7%) goal, but above the 48 mmol/mol (6.5%) or lower that NICE NG17 supports adults with type 1 diabetes to aim for, with an individual target agreed that takes account of hypoglycaemia, daily life and other conditions.",
    patient:
      "Your HbA1c (average blood sugar over about 3 months) is close to target but a little above the level of 48 mmol/mol or lower that is usually aimed for in type 1 diabetes. Your diabetes team can agree the right target for you and whether small changes would help.",
    nextSteps: [
      "Agree an individual HbA1c target (NICE: 48 mmol/mol or lower) and review glucose data and insulin settings",
    ],
    patientQuestions: ["What HbA1c target is right for me?"],
    evidence: ["nice-ng17-2015"],
    keywords: ["type 1 diabetes", "hba1c target", "glycaemic control"],
    match: (ctx) => {
      if (!type1AboveNiceTarget(ctx)) return undefined;
      const a1c = ctx.lab("hba1c");
      return { refs: ctx.refs(a1c), values: { a1c: ctx.show(a1c) } };
    },
  },
  {
    id: "combined-contraceptive-migraine-aura",
    family: FindingFamily.drugLab,
    severity: Severity.high,
    problem: "Contraception",
    title: "Combined hormonal contraception with migraine with aura",
    clinician:
      "Migraine with aura recorded while taking {med}. Migraine with aura is {category}. Progestogen-only and copper methods can be used. A new aura, or a change in aura, needs prompt review in its own right.",
    patient:
      "You have migraine with aura (warning signs such as zig-zag lines before the headache) and you take a {method}. Together they raise the risk of stroke, so this method is not advised for you. Do not simply stop it: talk to your doctor or clinic soon about switching to a safer method without a gap. Get urgent help if you have weakness, numbness, trouble speaking or an aura that lasts longer than an hour.",
    nextSteps: [
      "Stop the combined method and switch to a progestogen-only or non-hormonal method (implant, IUD or IUS, progestogen-only pill), with no gap in contraception",
      "If the aura is new or has changed, review it promptly (onset, duration, focal features)",
    ],
    patientQuestions: ["Which contraception is safe for me with migraine with aura?"],
    evidence: ["fsrh-ukmec-2016"],
    keywords: ["combined oral contraceptive", "migraine with aura", "ischaemic stroke", "medical eligibility criteria"],
    match: chcMigraineAura,
  },
  {
    id: "isotretinoin-pregnancy-prevention",
    family: FindingFamily.drugLab,
    severity: Severity.high,
    problem: "Isotretinoin treatment",
    title: "Isotretinoin without adequate contraception",
    clinician:
      "{med} in a woman who could become pregnant, and the record says her contraception is not adequate (for example condoms only). Isotretinoin causes severe birth defects; the MHRA Pregnancy Prevention Programme requires effective contraception, preferably a user-independent method such as an implant or IUD/IUS, or two complementary methods including a barrier, from a month before until a month after treatment, with pregnancy tests before, during and after.",
    patient:
      "Isotretinoin can seriously harm an unborn baby. Condoms alone are not enough protection while you take it. Please contact the doctor who prescribes it before your next dose to agree a more reliable method of contraception and a pregnancy test.",
    nextSteps: [
      "Contact the prescriber today: confirm Pregnancy Prevention Programme conditions before any further isotretinoin",
      "Offer a highly effective method (implant, IUD or IUS), or two complementary methods including a barrier; repeat the pregnancy test",
    ],
    patientQuestions: ["Which contraception do I need while I take isotretinoin?"],
    evidence: ["mhra-2019-oral-retinoid-ppp", "isotretinoin-smpc-uk"],
    keywords: ["isotretinoin", "pregnancy prevention programme", "teratogen", "contraception"],
    match: isotretinoinContraception,
  },
  {
    id: "alcohol-withdrawal-risk",
    family: FindingFamily.pattern,
    severity: Severity.high,
    problem: "Alcohol use",
    title: "Alcohol dependence with a plan to stop suddenly: withdrawal risk",
    clinician:
      "The notes describe physical dependence on alcohol (withdrawal symptoms relieved by drinking) and a plan to stop suddenly without support. Stopping abruptly can cause withdrawal seizures and delirium tremens. NICE advises dependent drinkers against a sudden reduction outside medically assisted withdrawal, admission when the risk of seizures or delirium tremens is high, and oral thiamine to prevent Wernicke's encephalopathy.",
    patient:
      "Your notes describe signs that your body has got used to alcohol, such as shakes that settle with a drink, and a plan to stop drinking suddenly. Wanting to stop is a good step. But stopping suddenly after heavy drinking can cause {fit}s and severe confusion, which can be dangerous. Please speak to your doctor or a local alcohol service before you stop, so it can be done safely with medicine and support. Get urgent help for a {fit}, confusion, or seeing or hearing things that are not there.",
    nextSteps: [
      "Assess dependence and withdrawal risk (AUDIT, SADQ, past seizures or delirium tremens) and arrange medically assisted withdrawal (community or inpatient) before drinking stops",
      "Start oral thiamine; advise not to stop abruptly alone in the meantime",
    ],
    patientQuestions: ["How can I stop drinking safely?"],
    evidence: ["nice-cg100-2010"],
    keywords: ["alcohol dependence", "alcohol withdrawal", "delirium tremens", "thiamine"],
    match: alcoholWithdrawalRisk,
  },
];
