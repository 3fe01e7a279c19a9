import { FindingFamily, type ImagingItem, Severity } from "../model.ts";
import type { RuleContext } from "./context.ts";
import { currentSmoking } from "./other.ts";
import type { Rule, RuleMatch } from "./types.ts";

/*
 * Late effects of radiotherapy for a cancer in youth (Hodgkin lymphoma above all), and the combined
 * pill in a smoker aged 35 or over. Where each point was read: the seenAt of
 * "ighg-2013-breast-surveillance-chest-radiation", "ash-2016-hodgkin-late-effects"
 * and "fsrh-ukmec-2016" (seen 2026-11-28).
 * - Breast: women given chest radiation before 30 have yearly surveillance (mammography and breast
 *   MRI) from age 25 or 8 years after the radiation, whichever is later, at least to 50 (IGHG; COG
 *   and NCCN as tabled in the ASH reviews). The dose is rarely in a primary-care record; a mantle
 *   field for Hodgkin lymphoma gave well over 10 Gy, so the rule names the dose threshold instead
 *   of assuming it.
 * - Radiotherapy to the neck (part of a mantle field) causes hypothyroidism; chest radiotherapy
 *   causes valve, coronary and pericardial disease years later. Both are followed up for life.
 * - Combined hormonal contraception: at 35 or over, smoking under 15 a day is UKMEC category 3,
 *   15 or more category 4 (the US MEC rows were seen only in AI-generated summaries, so not cited).
 */

/** Radiotherapy that reached the chest (mantle, mediastinal, chest wall, thoracic, supradiaphragmatic). */
const CHEST_RT =
  /\b(?:mantle(?:[- ]field)?|mediastin\w*|chest(?:[- ]wall)?|thora\w*|supra-?diaphragmatic|involved[- ]field|breast|axill\w*)\b[^.;\n]{0,40}\b(?:radiotherapy|radiation|irradiation|rt|dxt)\b|\b(?:radiotherapy|radiation|irradiation)\b[^.;\n]{0,25}\b(?:to (?:the )?)?(?:mantle|mediastin\w*|chest|thora\w*)\b/i;
/** A mantle field covers the neck as well as the chest. */
const NECK_RT =
  /\bmantle\b|\b(?:neck|cervical|supraclavicular|thyroid)\b[^.;\n]{0,30}\b(?:radiotherapy|radiation|irradiation)\b|\b(?:radiotherapy|radiation|irradiation)\b[^.;\n]{0,20}\b(?:to (?:the )?)?neck\b/i;
/** "Radiotherapy … at age 18", "aged 18 at radiotherapy". */
const AGE_AT =
  /\b(?:radiotherapy|radiation|irradiation)\b[^.;\n]{0,40}?\b(?:at|aged?)\s+(?:age\s+)?(\d{1,2})\b|\b(?:at|aged?)\s+(?:age\s+)?(\d{1,2})\b[^.;\n]{0,30}\b(?:radiotherapy|radiation|irradiation)\b/i;
const NEGATED = /\b(?:no|never|without|declined)\b[^.;\n]{0,20}$/i;
/** The surveillance threshold the sources use for chest radiation (before age 30). */
const RT_AGE_LIMIT = 30;
const START_AGE = 25;
const YEARS_AFTER_RT = 8;
/** A breast scan this recent counts as screening in progress. */
const RECENT_SCREEN_DAYS = 15 * 30;
const DAY_MS = 86_400_000;

interface RtHistory {
  refs: string[];
  text: string;
  neck: boolean;
  /** Age when the radiotherapy was given, when the record says or its date gives it. */
  ageAt?: number;
}

function nowMs(ctx: RuleContext): number {
  return ctx.model.now === undefined ? Date.now() : Date.parse(ctx.model.now);
}

/** Chest radiotherapy in the conditions or notes, not negated. */
export function chestRadiotherapy(ctx: RuleContext): RtHistory | undefined {
  const sources: { text: string; refs: string[]; date?: string }[] = [
    ...ctx.model.conditions.map((c) => ({ text: c.name, refs: [c.ref], date: c.date })),
    { text: ctx.freeText, refs: [] },
  ];
  let found: RtHistory | undefined;
  let stated: number | undefined;
  let dated: number | undefined;
  for (const s of sources) {
    const m = CHEST_RT.exec(s.text);
    if (!m || NEGATED.test(s.text.slice(Math.max(0, m.index - 25), m.index))) continue;
    found ??= { refs: [], text: m[0], neck: false };
    found.refs.push(...s.refs);
    if (NECK_RT.test(s.text)) found.neck = true;
    const age = AGE_AT.exec(s.text);
    const n = age ? Number(age[1] ?? age[2]) : undefined;
    if (stated === undefined && n !== undefined && n > 0 && n < 80) stated = n;
    // A dated condition ("Hodgkin lymphoma … radiotherapy", onset 2006) gives the age at treatment.
    if (dated === undefined && s.date && ctx.age !== undefined) {
      const years = (nowMs(ctx) - Date.parse(s.date)) / (365.25 * DAY_MS);
      if (Number.isFinite(years) && years >= 0) dated = Math.floor(ctx.age - years);
    }
  }
  if (found) found.ageAt = stated ?? dated;
  return found;
}

/** A breast scan (mammogram or breast MRI) reported within the last 15 months. */
function recentBreastImaging(ctx: RuleContext): ImagingItem | undefined {
  const now = nowMs(ctx);
  return ctx.model.imaging.find((s) => {
    if (!/\b(?:mammo\w*|breast)\b/i.test(`${s.type} ${s.description} ${s.text}`)) return false;
    const t = s.date ? Date.parse(s.date) : Number.NaN;
    return Number.isFinite(t) && now - t <= RECENT_SCREEN_DAYS * DAY_MS;
  });
}

function breastSurveillance(ctx: RuleContext): RuleMatch | undefined {
  if (ctx.sex !== "female" || ctx.age === undefined || ctx.age < 18) return undefined;
  const rt = chestRadiotherapy(ctx);
  if (rt?.ageAt === undefined || rt.ageAt >= RT_AGE_LIMIT) return undefined;
  if (recentBreastImaging(ctx) !== undefined) return undefined;
  const start = Math.max(START_AGE, rt.ageAt + YEARS_AFTER_RT);
  const due = ctx.age >= start;
  const never = /\bnever\b[^.;\n]{0,30}\b(?:breast screening|mammo\w*|breast mri)\b/i.test(ctx.freeText);
  return {
    refs: rt.refs,
    values: {
      ageAt: rt.ageAt,
      start,
      status: due
        ? `from age ${start}, so it is due now${never ? "; the notes say she has never had breast screening" : ""}`
        : `from age ${start}`,
      patientWhen: due ? "This should already have started." : `This usually starts at age ${start}.`,
    },
    severity: due ? Severity.moderate : Severity.low,
  };
}

/** Valve, coronary or pericardial disease on an echo or other imaging report. */
const HEART_LATE_EFFECT =
  /\b(?:aortic|mitral|tricuspid|pulmonary)\s+(?:valve\s+)?(?:stenosis|regurgitation|sclerosis|thickening)|\bthickened\s+(?:aortic|mitral)\s+valve|\bvalv(?:e|ular)\s+(?:disease|thickening)|\bpericardi\w*|\bcoronary artery disease\b/i;

function lateEffects(ctx: RuleContext): RuleMatch | undefined {
  const rt = chestRadiotherapy(ctx);
  if (rt === undefined) return undefined;
  const effects: string[] = [];
  const patient: string[] = [];
  const refs = [...rt.refs];
  const steps: string[] = [];
  const tsh = ctx.lab("tsh");
  const ft4 = ctx.lab("free-t4");
  const hypoCondition = ctx.conditions("hypothyroidism")[0];
  const hypoLabs = tsh?.status === "high" || tsh?.status === "critical-high";
  if (rt.neck && (hypoLabs || hypoCondition)) {
    refs.push(...ctx.refs(hypoLabs ? tsh : undefined, hypoLabs ? ft4 : undefined, hypoCondition));
    effects.push(
      `${hypoLabs ? `the raised TSH ${ctx.show(tsh)}` : "the hypothyroidism"} fits radiation damage to the thyroid, a common late effect of a mantle or neck field; thyroid function is then followed at least yearly for life`,
    );
    patient.push("your underactive thyroid");
    // A raised TSH with a normal FT4: the subclinical-hypothyroidism finding says whether it still
    // needs confirming and when to start levothyroxine, so this step defers to it rather than
    // contradicting (review 13, case 13) or repeating it (review 20, oncology-3).
    const subclinical = hypoLabs && ft4?.status === "normal" && hypoCondition === undefined;
    steps.push(
      subclinical
        ? "Manage the raised TSH as in the subclinical hypothyroidism plan (confirmation and when to start levothyroxine); then check TSH at least yearly for life; examine the thyroid for nodules"
        : "Treat the hypothyroidism and check TSH at least yearly for life; examine the thyroid for nodules",
    );
  }
  const valve = ctx.model.imaging.find((s) => HEART_LATE_EFFECT.test(s.text));
  if (valve) {
    refs.push(valve.ref);
    const what = HEART_LATE_EFFECT.exec(valve.text)?.[0] ?? "valve disease";
    effects.push(
      `the ${what.toLowerCase()} on ${valve.type}${valve.date ? ` (${valve.date.slice(0, 10)})` : ""} at this age is most likely radiation-related heart disease, which progresses over decades and comes with a raised risk of coronary disease`,
    );
    patient.push("the change in one of your heart valves");
    steps.push(
      "Arrange cardiology follow-up with repeat echocardiography for the valve disease; keep a low threshold for investigating chest pain or breathlessness",
      "Manage cardiovascular risk factors actively (smoking, blood pressure, lipids, glucose)",
    );
  }
  if (effects.length === 0) return undefined;
  return {
    refs: [...new Set(refs)],
    values: {
      rt: rt.ageAt === undefined ? "Radiotherapy to the chest" : `Radiotherapy to the chest at age ${rt.ageAt}`,
      effects: effects.join("; "),
      patientEffects: `${patient.join(" and ").charAt(0).toUpperCase()}${patient.join(" and ").slice(1)}`,
    },
    nextSteps: steps,
  };
}

/** Cigarettes a day written in the notes ("smoker 5/day", "20 cigarettes a day"). */
function cigarettesPerDay(text: string): number | undefined {
  const m =
    /\b(?:smok\w*|cigarettes?)\b[^.;\n\d]{0,20}(\d{1,3})\s*(?:\/\s*d(?:ay)?|(?:cigarettes?\s+)?(?:a|per)\s+day|daily)\b/i.exec(
      text,
    ) ?? /\b(\d{1,3})\s*(?:cigarettes?|cigs?)\s*(?:\/\s*d(?:ay)?|a day|per day|daily)\b/i.exec(text);
  const n = m ? Number(m[1]) : undefined;
  return n !== undefined && n > 0 && n < 200 ? n : undefined;
}

export const CONTRACEPTIVE =
  /ethinyl|contracept|\bcoc\b|\bchc\b|\bthe pill\b|microgynon|rigevidon|marvelon|femodene|cilest|loestrin|yaz|yasmin|nuvaring|evra|qlaira|zoely/i;

function cocSmoker(ctx: RuleContext): RuleMatch | undefined {
  if (ctx.sex !== "female" || ctx.age === undefined || ctx.age < 35) return undefined;
  const pills = ctx
    .meds("oestrogen")
    .filter((m) => CONTRACEPTIVE.test([m.name, m.dosage, m.frequency].filter(Boolean).join(" ")));
  if (pills.length === 0) return undefined;
  const smoking = currentSmoking(ctx);
  if (smoking === undefined) return undefined;
  const perDay = cigarettesPerDay(`${smoking.what} ${ctx.freeText}`);
  const heavy = perDay !== undefined && perDay >= 15;
  const amount =
    perDay === undefined
      ? "The number of cigarettes a day is not recorded: below 15 a day this is category 3 (risks usually outweigh the benefits), at 15 or more category 4 (unacceptable risk)."
      : heavy
        ? `At ${perDay} cigarettes a day (15 or more) this is category 4: an unacceptable risk.`
        : `At ${perDay} cigarettes a day (fewer than 15) this is category 3: the risks usually outweigh the benefits.`;
  return {
    refs: [...pills.map((m) => m.ref), ...smoking.refs],
    values: { age: ctx.age, med: pills.map((m) => m.name).join(", "), amount },
    severity: heavy ? Severity.high : Severity.moderate,
  };
}

export const SURVIVORSHIP_RULES: readonly Rule[] = [
  {
    id: "chest-radiotherapy-breast-surveillance",
    family: FindingFamily.screening,
    severity: Severity.moderate,
    problem: "Cancer survivorship",
    title: "Chest radiotherapy before 30: yearly breast MRI and mammography",
    clinician:
      "Chest radiotherapy at age {ageAt}: women given chest radiation before 30 (10 Gy or more; a mantle field exceeds this) are at high breast cancer risk. Yearly surveillance with breast MRI and mammography is advised from age 25 or 8 years after the radiation, whichever is later, at least to age 50: here {status}.",
    patient:
      "You had radiotherapy to your chest when you were young. This raises the chance of breast cancer later in life, so yearly breast checks with an MRI scan and a mammogram are advised. {patientWhen}",
    nextSteps: [
      "Refer for yearly breast MRI with mammography (high-risk breast screening); confirm the radiation field and dose from the treatment summary",
      "Explain breast awareness and how to report a breast change",
    ],
    patientQuestions: ["How do I get yearly breast scans, and who arranges them?"],
    evidence: ["ighg-2013-breast-surveillance-chest-radiation", "ash-2016-hodgkin-late-effects"],
    keywords: ["hodgkin lymphoma survivor", "chest radiotherapy", "breast cancer surveillance", "breast mri"],
    match: breastSurveillance,
  },
  {
    id: "radiotherapy-late-effects",
    family: FindingFamily.pattern,
    severity: Severity.moderate,
    problem: "Cancer survivorship",
    title: "Late effects of chest and neck radiotherapy",
    clinician: "{rt}: {effects}. Survivors of chest radiotherapy need lifelong follow-up for these late effects.",
    patient:
      "You had radiotherapy to your chest when you were young. It can cause problems many years later. {patientEffects} may be caused by it. Regular heart and thyroid check-ups are advised for life.",
    nextSteps: ["Set up lifelong late-effects follow-up (survivorship clinic or primary care plan)"],
    patientQuestions: ["Which check-ups do I need because of my radiotherapy, and how often?"],
    evidence: ["ash-2016-hodgkin-late-effects"],
    keywords: ["radiation-induced heart disease", "radiation hypothyroidism", "hodgkin lymphoma late effects"],
    match: lateEffects,
  },
  {
    id: "combined-contraceptive-smoker-35",
    family: FindingFamily.drugLab,
    severity: Severity.moderate,
    problem: "Contraception",
    title: "Combined hormonal contraception in a smoker aged 35 or over",
    clinician:
      "Age {age}, current smoker, taking {med}. For women aged 35 or over who smoke, UKMEC advises against combined hormonal contraception because of the risk of heart attack and stroke. {amount}",
    patient:
      "You take a combined contraceptive pill and you smoke. From age 35, this mix raises the risk of heart attack and stroke. Other types of contraception are safer for you. Do not stop your pill before you have another method in place: talk to your doctor or clinic.",
    nextSteps: [
      "Offer a switch to a progestogen-only or non-hormonal method (implant, IUD or IUS, progestogen-only pill), with no gap in contraception",
      "Offer stop-smoking support",
    ],
    patientQuestions: ["Which contraception is safe for me while I smoke?"],
    evidence: ["fsrh-ukmec-2016"],
    keywords: ["combined oral contraceptive", "smoking", "age 35", "medical eligibility criteria"],
    match: cocSmoker,
  },
];
