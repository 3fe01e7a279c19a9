import { FindingFamily, type LabObservation, Severity, type VitalItem } from "../model.ts";
import { formatNumber } from "../text.ts";
import type { RuleContext } from "./context.ts";
import { copdExacerbation } from "./copd-exacerbation.ts";
import { usOxygenReading } from "./copd-oxygen-us.ts";
import { statedMention } from "./notes.ts";
import type { Rule, RuleMatch } from "./types.ts";
import { readsAsUsUnits } from "./uk-record.ts";
import { VITAL_SIGN_RULES } from "./vital-signs.ts";

/*
 * A recorded COPD in an outpatient record (see the seenAt of "nice-ng115-copd",
 * "bts-2015-home-oxygen" and "simon-2023-copd-vaccination", seen 2026-11-28):
 * - Oxygen. NICE NG115 asks for an assessment of the need for oxygen when the saturation breathing
 *   air is 92% or less (also with polycythaemia, cyanosis, peripheral oedema, a raised JVP or an
 *   FEV1 below 30% predicted; considered at 30–49%). NICE QS10: a persistent resting stable
 *   saturation of 92% or less leads to arterial blood gases to assess for long-term oxygen (LTOT).
 *   BTS 2015: LTOT at a resting PaO2 of 7.3 kPa or less, or 8 kPa or less with peripheral oedema,
 *   polycythaemia (haematocrit 55% or more) or pulmonary hypertension. Home oxygen is prescribed
 *   only to people who do not smoke (NICE NG115, as summarised in BMJ 2019;366:l4486), for the fire
 *   risk. The 88–92% target of rules/vital-signs.ts is for giving oxygen in acute illness (NEWS2
 *   scale 2, hypercapnic respiratory failure); it does not make a stable outpatient reading of 92%
 *   or less normal.
 * - Vaccines. NICE NG115: pneumococcal and yearly influenza vaccination; GOLD adds COVID-19 and RSV
 *   (RSV vaccines are licensed from 60). Offered only when the notes say a vaccine was not given.
 * - Inhaler escalation (GOLD group E) is not read here: the exacerbation history sits in free text,
 *   and the GOLD follow-up algorithm was not read in full.
 */

/** SpO2 (%) at or below which NICE NG115 assesses the need for oxygen. */
const SPO2_ASSESS = 92;
/** Below this, with a current reading, rules/vital-signs.ts already reports the saturation. */
const COPD_ACUTE_TARGET = 88;
/** Haematocrit (%) of the BTS polycythaemia criterion for LTOT at a PaO2 of 7.3–8 kPa. */
const BTS_HAEMATOCRIT = 55;
/** An engine choice: a saturation older than this does not stand for the present state. */
const READING_MAX_DAYS = 365;
const DAY_MS = 86_400_000;

/** Already on oxygen at home: the assessment has been done, and the reading may not be on air. */
const ON_OXYGEN =
  /\b(?:home|long[- ]term|ambulatory|domiciliary|supplemental)\s+oxygen\b|\bltot\b|\boxygen concentrator\b|\bon\s+(?:\d+(?:\.\d+)?\s*(?:l|litres?|liters?)(?:\/min)?\s+(?:of\s+)?)?(?:oxygen|o2)\b/;
/** A saturation reading taken on oxygen, by its name or value. */
const READING_ON_OXYGEN =
  /\bon\s+(?:o2|oxygen)\b|\bfio2\b|\b\d+(?:\.\d+)?\s*(?:l|lpm|l\/min)\b|\bnasal cannula\b|\bmask\b/i;
const FEV1_PERCENT = /\bfev1\b[^.;\n]{0,40}?\b(\d{1,3}(?:\.\d+)?)\s*%\s*(?:of\s+)?(?:pred(?:icted)?|predicted)\b/;
const CURRENT_SMOKER = /\b(?:current(?:ly)?\s+(?:smoker|smoking|smokes)|smokes|still smoking|active smoker)\b/;
const NOT_CURRENT = /\b(?:ex-?smoker|former|quit|stopped|gave up|non-?smoker|never smoked)\b/;

/** SpO2 in %, reading a fraction ("0.89") as a percentage. */
function percent(v: VitalItem): number | undefined {
  if (v.value === undefined) return undefined;
  const pct = v.value > 0 && v.value <= 1 ? v.value * 100 : v.value;
  return pct >= 50 && pct <= 100 ? pct : undefined;
}

/** The latest resting saturation reading taken on air, if within READING_MAX_DAYS of the analysis. */
function latestSpo2(ctx: RuleContext): { v: VitalItem; value: number } | undefined {
  const list = ctx
    .vitals("spo2")
    .filter((v) => percent(v) !== undefined && !READING_ON_OXYGEN.test(`${v.name} ${v.rawValue}`));
  const dated = list.filter((v) => v.time !== undefined).sort((a, b) => (b.time ?? 0) - (a.time ?? 0));
  const v = dated[0] ?? list[0];
  if (v === undefined) return undefined;
  const now = ctx.model.now === undefined ? Number.NaN : Date.parse(ctx.model.now);
  if (v.time !== undefined && !Number.isNaN(now) && now - v.time > READING_MAX_DAYS * DAY_MS) return undefined;
  const value = percent(v);
  return value === undefined ? undefined : { v, value };
}

function currentSmoker(ctx: RuleContext): boolean {
  if (ctx.conditions("smoker").some((c) => !NOT_CURRENT.test(c.name.toLowerCase()))) return true;
  return !NOT_CURRENT.test(ctx.freeText) && statedMention(ctx.freeText, CURRENT_SMOKER, true) !== undefined;
}

function raised(obs: LabObservation | undefined): obs is LabObservation {
  return obs !== undefined && (obs.status === "high" || obs.status === "critical-high");
}

/** Oxygen at home in the notes, the problem list or the medicines. */
export function onHomeOxygen(ctx: RuleContext): boolean {
  return (
    statedMention(ctx.freeText, ON_OXYGEN, true) !== undefined ||
    ctx.model.conditions.some((c) => ON_OXYGEN.test(c.name.toLowerCase())) ||
    ctx.model.medications.some((m) => /\boxygen\b/i.test(m.name))
  );
}

const NICE_READING =
  "NICE NG115 assesses the need for oxygen when the saturation breathing air is 92% or less, and a persistent resting stable saturation at that level leads to arterial blood gases for long-term oxygen (NICE QS10). The lower 88–92% target used in COPD is for giving oxygen in acute illness (NEWS2 scale 2); it does not make a stable outpatient reading normal.";
const NICE_PATIENT_LEAD =
  "That is 92% or lower. When you are well, a level like this means your doctor should check whether you need oxygen at home, usually with a blood test.";
const PATIENT_RED =
  " Your red blood cell level is also high, which can happen when the oxygen level stays low for a long time.";

const spo2Shown = (spo2: { v: VitalItem; value: number }): string =>
  `${formatNumber(spo2.value, 1)}%${spo2.v.date ? ` (${spo2.v.date.slice(0, 10)})` : ""}`;

function copdOxygen(ctx: RuleContext): RuleMatch | undefined {
  if (ctx.age !== undefined && ctx.age < 16) return undefined;
  const copd = ctx.conditions("copd");
  if (copd.length === 0) return undefined;
  if (onHomeOxygen(ctx)) return undefined;
  // A saturation taken during an exacerbation is not a stable reading: copd-exacerbation.ts names
  // the exacerbation and leaves the oxygen assessment until the person is stable (review 31b,
  // resp-31b case 01: an LTOT assessment led the report of a current exacerbation).
  if (copdExacerbation(ctx) !== undefined) return undefined;
  const spo2 = latestSpo2(ctx);
  if (spo2 === undefined || spo2.value > SPO2_ASSESS) return undefined;
  // A current reading below the acute target is an acute finding of rules/vital-signs.ts.
  if (spo2.value < COPD_ACUTE_TARGET) {
    const acute = VITAL_SIGN_RULES.filter((r) => r.id === "vital-signs-danger" || r.id === "sepsis-high-risk-adult");
    if (acute.some((r) => r.match(ctx)?.refs.includes(spo2.v.ref))) return undefined;
  }

  const hct = ctx.lab("hematocrit");
  const hb = ctx.lab("hemoglobin");
  const hctValue = ctx.valueOf(hct);
  const red = [
    raised(hct) ? `haematocrit ${ctx.show(hct)}` : "",
    raised(hb) ? `haemoglobin ${ctx.show(hb)}` : "",
  ].filter(Boolean);
  const polycythaemia = red.length > 0;
  const fev1Match = FEV1_PERCENT.exec(ctx.freeText);
  const fev1 = fev1Match?.[1] === undefined ? undefined : Number(fev1Match[1]);
  const smoker = currentSmoker(ctx);
  if (readsAsUsUnits(ctx)) {
    const us = usOxygenReading({
      spo2: spo2.value,
      red,
      hematocrit55: raised(hct) && hctValue !== undefined && hctValue >= BTS_HAEMATOCRIT,
      smoker,
      freeText: ctx.freeText,
      gasOnRecord: ctx.model.labs.some((l) => /^p[a]?o2\b/i.test(l.name.trim())),
    });
    return {
      ...us,
      refs: ctx.refs(spo2.v, raised(hct) ? hct : undefined, raised(hb) ? hb : undefined, ...copd),
      values: {
        ...us.values,
        spo2: spo2Shown(spo2),
        condition: copd[0]?.name.trim() ?? "COPD",
        patientRed: red.length > 0 ? PATIENT_RED : "",
      },
    };
  }

  const supports = [
    polycythaemia
      ? ` Raised ${red.join(" and ")}: secondary polycythaemia from chronic hypoxaemia fits, and NICE lists polycythaemia among the reasons to assess for oxygen${
          raised(hct) && hctValue !== undefined && hctValue >= BTS_HAEMATOCRIT
            ? "; a haematocrit of 55% or more is one of the BTS criteria for LTOT at a PaO2 of 7.3–8 kPa"
            : "; BTS counts a haematocrit of 55% or more as an LTOT criterion at a PaO2 of 7.3–8 kPa"
        }. Other causes of a raised haematocrit, smoking among them, are weighed too.`
      : "",
    fev1 !== undefined && fev1 < 50
      ? ` FEV1 ${formatNumber(fev1)}% predicted in the notes: NICE assesses for oxygen below 30% and considers it at 30–49%.`
      : "",
    smoker
      ? " Current smoking: long-term oxygen is not prescribed to people who still smoke, because of the fire and burn risk (NICE NG115, BTS), so stop-smoking treatment comes first."
      : "",
  ].join("");

  return {
    refs: ctx.refs(spo2.v, raised(hct) ? hct : undefined, raised(hb) ? hb : undefined, ...copd),
    severity: polycythaemia ? Severity.high : Severity.moderate,
    values: {
      title: "COPD with a resting saturation of 92% or less: assess for long-term oxygen",
      spo2: spo2Shown(spo2),
      condition: copd[0]?.name.trim() ?? "COPD",
      supports,
      reading: NICE_READING,
      patientLead: NICE_PATIENT_LEAD,
      patientRed: polycythaemia ? PATIENT_RED : "",
      patientSmoke: smoker
        ? " Home oxygen is not given to people who smoke, because it can catch fire. Stopping smoking is the first step."
        : "",
    },
    nextSteps: [
      "Recheck the saturation at rest on air when stable (not during an exacerbation)",
      // A gas already on record is used, not requested again (review 12, respiratory case 02).
      ctx.model.labs.some((l) => /^p[a]?o2\b/i.test(l.name.trim()))
        ? "If it stays at 92% or less: refer for long-term oxygen assessment, with the blood gas already on record (repeated only if it was not taken when stable)"
        : "If it stays at 92% or less: refer for long-term oxygen assessment (arterial blood gases when stable)",
      ...(smoker ? ["Offer stop-smoking treatment: long-term oxygen is not prescribed while the person smokes"] : []),
    ],
  };
}

/** A vaccine the notes say was not given: "flu vaccine not yet this season", "never had the pneumococcal vaccine". */
const VACCINE = String.raw`(?:flu|influenza|pneumococcal|pneumonia|pneumovax|covid(?:-19)?|coronavirus|rsv)`;
const VACCINE_WORD = String.raw`(?:vaccines?|vaccinations?|jabs?|shots?|immuni[sz]ations?)`;
const VACCINE_NOT_GIVEN = new RegExp(
  String.raw`\b${VACCINE}\s+${VACCINE_WORD}\s+(?:is\s+|was\s+|has\s+|have\s+)?(?:not|never)\b(?:\s+(?:yet|been|given|had|received|done|up to date))*` +
    String.raw`|\b(?:not|never)\s+(?:yet\s+)?(?:had|received|been given|given)\s+(?:a\s+|an\s+|the\s+|his\s+|her\s+|their\s+|any\s+|this year'?s\s+)?${VACCINE}\s+${VACCINE_WORD}` +
    String.raw`|\bno\s+${VACCINE}\s+${VACCINE_WORD}\b|\b${VACCINE}\s+${VACCINE_WORD}\s+(?:due|overdue|outstanding)\b`,
);

/** The vaccine a quote names, in plain words for the patient. */
const VACCINE_NAMES: readonly [RegExp, string][] = [
  [/\b(?:flu|influenza)\b/, "flu"],
  [/\b(?:pneumococcal|pneumonia|pneumovax)\b/, "pneumonia (pneumococcal)"],
  [/\b(?:covid|coronavirus)\b/, "COVID-19"],
  [/\brsv\b/, "RSV"],
];

function copdVaccines(ctx: RuleContext): RuleMatch | undefined {
  if (ctx.age !== undefined && ctx.age < 16) return undefined;
  const copd = ctx.conditions("copd");
  if (copd.length === 0) return undefined;
  const quote = statedMention(ctx.freeText, VACCINE_NOT_GIVEN, true);
  if (quote === undefined) return undefined;
  const named = VACCINE_NAMES.find(([re]) => re.test(quote))?.[1];
  const rsv = ctx.age !== undefined && ctx.age >= 60;
  const list = ["yearly influenza", "pneumococcal", "COVID-19", ...(rsv ? ["RSV"] : [])];
  return {
    refs: ctx.refs(...copd),
    values: {
      quote,
      named: named === undefined ? "a vaccine has" : `a ${named} vaccine has`,
      list: `${list.slice(0, -1).join(", ")} and ${list[list.length - 1]}`,
      patientList: rsv
        ? "flu, pneumonia (pneumococcal), COVID-19 and RSV (a common chest virus)"
        : "flu, pneumonia (pneumococcal) and COVID-19",
    },
  };
}

export const COPD_RULES: readonly Rule[] = [
  {
    id: "copd-oxygen-assessment",
    family: FindingFamily.pattern,
    severity: Severity.moderate,
    problem: "COPD",
    // By country: NICE NG115 with BTS 2015 and NEWS2, or ATS 2020 on a US record (copd-oxygen-us.ts).
    title: "{title}",
    clinician: "{condition} with SpO2 {spo2} on air.{supports} {reading}",
    patient:
      "You have COPD, and your oxygen level at rest was {spo2}. {patientLead}{patientRed}{patientSmoke} Get help fast if you become much more breathless, confused or very drowsy, or your lips turn blue.",
    nextSteps: ["Refer for long-term oxygen assessment if the resting saturation on air stays at 92% or less"],
    patientQuestions: ["Do I need a test to see whether oxygen at home would help me?"],
    evidence: ["nice-ng115-copd", "bts-2015-home-oxygen", "rcp-news2-2017"],
    keywords: ["copd", "long-term oxygen therapy", "ltot", "oxygen saturation", "polycythaemia", "hypoxaemia"],
    match: copdOxygen,
  },
  {
    id: "copd-vaccines",
    family: FindingFamily.screening,
    severity: Severity.low,
    problem: "COPD",
    title: "COPD: vaccines to offer",
    clinician:
      'COPD with "{quote}" in the notes. Offer the vaccines recommended in COPD, as national schedules allow: {list}. NICE NG115 offers influenza and pneumococcal vaccination; GOLD adds COVID-19 and RSV (RSV vaccines are authorised from age 60).',
    patient:
      "You have COPD, and your notes say {named} not been given. Chest infections can make COPD worse. Vaccines against {patientList} lower that risk, so ask which ones are due.",
    nextSteps: ["Offer the vaccines due: influenza every year, pneumococcal, COVID-19 and, from 60, RSV"],
    patientQuestions: ["Which vaccines should I have for my COPD?"],
    evidence: ["nice-ng115-copd", "simon-2023-copd-vaccination"],
    keywords: ["copd", "influenza vaccine", "pneumococcal vaccine", "covid-19 vaccine", "rsv vaccine"],
    match: copdVaccines,
  },
];
