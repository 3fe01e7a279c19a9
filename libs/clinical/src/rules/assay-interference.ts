import { FindingFamily, type LabObservation, type MedicationItem, Severity } from "../model.ts";
import { formatNumber } from "../text.ts";
import { medNames, type RuleContext } from "./context.ts";
import type { Rule } from "./types.ts";
import { ng12PsaThreshold, prostateSymptom } from "./psa-symptomatic.ts";
import { PCRMP_PSA_THRESHOLD } from "./psa-nhs-threshold.ts";
import { isHigh, isLow } from "./lab-status.ts";
import { statedMatches } from "./notes.ts";
import { readsAsUsUnits } from "./uk-record.ts";

/*
 * Results that a medicine distorts rather than reflects (see SUMMARIES for where each point was
 * read). High-dose biotin saturates the streptavidin–biotin step of many immunoassays: sandwich
 * assays (TSH, troponin) then read falsely low and competitive ones (free T4, free T3) falsely
 * high, so a biotin user's thyroid tests can mimic hyperthyroidism or over-replacement. Whether a
 * given assay is affected depends on the platform, which the record does not say, so the findings
 * ask for a repeat after a washout or an unaffected assay before treatment changes. A
 * 5-alpha-reductase inhibitor lowers PSA by about half, so a PSA on one understates the risk.
 */

const F = FindingFamily.drugLab;

/**
 * Biotin in the medication list with the thyroid results biotin produces: a low TSH, or a high
 * free T4 or free T3. A high TSH or a low free T4 is the opposite of biotin's effect and is left to
 * the thyroid rules. The rules that would read this pattern as hyperthyroidism or over-replacement
 * stand down while it holds (drug-lab.ts, patterns.ts), so a dose is not changed on a result that
 * may be an artefact.
 */
export function biotinThyroidPattern(
  ctx: RuleContext,
): { meds: MedicationItem[]; results: LabObservation[] } | undefined {
  const meds = ctx.meds("biotin");
  if (meds.length === 0) return undefined;
  const tsh = ctx.lab("tsh");
  // Total T3 too: on a susceptible platform it rose with free T4 on 10 mg biotin a day (ATA page seen
  // for piketty-2017-biotin-immunoassays), so it is read with the artefact (review 27, endocrine case 05).
  const hormones = ["free-t4", "free-t3", "total-t3"].map((id) => ctx.lab(id)).filter(isHigh);
  const results = [...(isLow(tsh) ? [tsh] : []), ...hormones];
  return results.length > 0 ? { meds, results } : undefined;
}

/** How the biotin finding names a thyroid test. */
function labName(obs: LabObservation): string {
  if (obs.analyteId === "total-t3") return "total T3";
  return obs.analyteId === "tsh" ? "TSH" : obs.analyteId === "free-t4" ? "free T4" : "free T3";
}

/** "Biotin 10 mg daily": the listed name with its dose, as the record gives them. */
function withDose(meds: readonly MedicationItem[]): string {
  return medNames(meds.map((m) => ({ ...m, name: [m.name, m.dosage, m.frequency].filter(Boolean).join(" ") })));
}

/** The most recent earlier TSH within range, which a biotin artefact would contrast with. */
function earlierNormalTsh(ctx: RuleContext, current: LabObservation | undefined): LabObservation | undefined {
  return ctx.labs("tsh").find((o) => o !== current && o.status === "normal");
}

/** A PSA rise from the lowest earlier value, by more than the 5% the trends call stable. */
function psaRise(ctx: RuleContext, current: LabObservation): LabObservation | undefined {
  const now = ctx.valueOf(current);
  let lowest: { obs: LabObservation; value: number } | undefined;
  for (const obs of ctx.labs("psa")) {
    const value = ctx.valueOf(obs);
    if (obs === current || value === undefined || (current.time ?? 0) < (obs.time ?? 0)) continue;
    if (lowest === undefined || value < lowest.value) lowest = { obs, value };
  }
  return now !== undefined && lowest !== undefined && now > lowest.value * 1.05 ? lowest.obs : undefined;
}

/*
 * A PSA from before the 5-alpha-reductase inhibitor, written only in the notes (review 23,
 * sexual-repro case 04: "PSA before starting was 3.2", 3.1 after a year of finasteride, read only
 * as a doubled value). The medicine lowers PSA by about half within about 6 months (proscar-label-psa,
 * nps-radar-dutasteride), so a PSA that has barely fallen from it by then is higher than the medicine
 * should leave it: non-adherence, or a rise behind the drug, which the label asks to evaluate.
 */
const PSA_BEFORE_5ARI =
  /\b(?:pre-?treatment|baseline|pre-?(?:finasteride|dutasteride))\s+psa\b[^\n;.]{0,25}?\b(\d{1,2}(?:\.\d+)?)(?!\d|\.\d)|\bpsa\s+(?:was\s+)?(?:before|prior to)\s+(?:starting|treatment|finasteride|dutasteride|proscar|avodart|combodart|duodart)\b[^\n;.]{0,40}?\b(\d{1,2}(?:\.\d+)?)(?!\d|\.\d)/i;
/** A start month and year written after "started" or "since" in the notes. */
const STARTED =
  /\b(?:started|since|from)\b[^\n;.]{0,40}?\b(?:(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\s+)?((?:19|20)\d\d)\b/i;
const MONTHS = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"];
/** The labels' time for the full fall in PSA, in months. */
const FULL_FALL_MONTHS = 6;
/** Fallen by less than a quarter: short of the expected half by a clear margin. */
const NOT_FALLEN_RATIO = 0.75;

/** When the medicine was started: its start date, or a month and year written in the notes. */
function startedAt(ctx: RuleContext, meds: readonly MedicationItem[]): number | undefined {
  const dated = meds.map((m) => Date.parse(m.startDate ?? "")).filter(Number.isFinite);
  if (dated.length > 0) return Math.min(...dated);
  const m = STARTED.exec(ctx.freeText);
  if (m === null) return undefined;
  const month = m[1] === undefined ? 0 : MONTHS.indexOf(m[1].toLowerCase());
  return Date.UTC(Number(m[2]), month);
}

/** The clinician and patient text for a PSA that has not fallen from the pre-treatment value in the notes. */
function notFallenFromNotes(
  ctx: RuleContext,
  meds: readonly MedicationItem[],
  psa: LabObservation,
  value: number,
): { rise: string; risePatient: string } | undefined {
  for (const hit of statedMatches(ctx.freeText, PSA_BEFORE_5ARI, true)) {
    const m = PSA_BEFORE_5ARI.exec(hit.quote);
    const before = Number(m?.[1] ?? m?.[2]);
    if (!Number.isFinite(before) || before <= 0 || value < before * NOT_FALLEN_RATIO) continue;
    const start = startedAt(ctx, meds);
    const months =
      start === undefined || psa.time === undefined ? undefined : (psa.time - start) / (30.44 * 86_400_000);
    if (months !== undefined && months < FULL_FALL_MONTHS) return undefined;
    const fell = value >= before ? "has not fallen" : "has barely fallen";
    const when =
      months === undefined
        ? "If he has taken it for 6 months or more, it"
        : `After about ${formatNumber(Math.floor(months))} months of treatment it`;
    return {
      rise: ` The PSA before treatment was ${formatNumber(before, 1)} ${psa.unit ?? "ng/mL"} (in the notes: "${hit.quote}"), and it ${fell}. ${when} should have fallen to about half (about ${formatNumber(before / 2, 1)}), so the PSA is higher than the medicine should leave it: check adherence (not taking it also affects the PSA), repeat the PSA, and if it is confirmed refer for urological assessment, as the label asks for any confirmed rise on treatment to be evaluated.`,
      risePatient: ` Your PSA has also not come down as expected since you started ${medNames(meds)}, which needs checking.`,
    };
  }
  return undefined;
}

const NG12_STEP =
  "Doubled PSA above the NG12 age threshold in a man with symptoms: exclude a urinary infection, then consider a suspected prostate cancer pathway referral; check adherence to the 5-alpha-reductase inhibitor";
const NOT_FALLEN_STEP =
  "Check adherence to the 5-alpha-reductase inhibitor and repeat PSA; if the PSA stays above half the pre-treatment value, refer for urological assessment";

/** Names of the vocabulary's 5-alpha-reductase inhibitors that contain dutasteride. */
const DUTASTERIDE_NAMES = new Set(["dutasteride", "avodart", "duodart", "jalyn"]);

/** The threshold a PSA is compared with in men not taking a 5-alpha-reductase inhibitor, in ng/mL. */
const PSA_THRESHOLD = 4.0;

/** Hair loss named in the conditions or notes, or finasteride at the 1 mg hair-loss dose. */
const HAIR_LOSS = /\b(?:alopecia|hair loss|male[- ]pattern (?:hair loss|baldness))\b/i;

/**
 * Whether the 5-alpha-reductase inhibitor is taken for hair loss, so the patient is not told it
 * is a prostate medicine (review 22, urology-mens case 15: finasteride 1 mg for hair loss).
 */
function hairLossUse(ctx: RuleContext, meds: readonly MedicationItem[]): boolean {
  const prostate = /\b(?:bph|benign prostatic|enlarged prostate|prostatic (?:hyperplasia|enlargement)|luts)\b/i;
  if (ctx.model.conditions.some((c) => prostate.test(c.name)) || prostate.test(ctx.freeText)) return false;
  return (
    meds.some((m) => /^\s*1\s*mg\b/i.test(m.dosage ?? "") || /\b1\s*mg\b/.test(m.name)) ||
    ctx.model.conditions.some((c) => HAIR_LOSS.test(c.name)) ||
    HAIR_LOSS.test(ctx.freeText)
  );
}

export const ASSAY_INTERFERENCE_RULES: readonly Rule[] = [
  {
    id: "biotin-thyroid-interference",
    family: F,
    severity: Severity.moderate,
    problem: "Thyroid",
    title: "Thyroid results that biotin can distort",
    clinician:
      "{results} while taking {med}{onThyroxine}. High-dose biotin interferes with immunoassays built on streptavidin–biotin binding: sandwich assays such as TSH read falsely low and competitive assays such as free T4 and free T3 falsely high, a pattern that mimics hyperthyroidism or over-replacement. Whether this laboratory's assays are affected depends on the platform.{earlier} Before changing treatment, repeat TSH and free T4 after biotin has been stopped (in healthy adults, interference from 10 mg a day lasted up to 2 days on susceptible platforms), or ask the laboratory for an assay that does not use biotin; meanwhile judge symptoms and signs of thyrotoxicosis clinically.",
    patient:
      "You take biotin (vitamin B7). High doses of biotin can upset some blood tests: the thyroid test TSH can read too low and thyroid hormone levels too high, so results can look like {patientLook}. Ask your doctor about stopping biotin for a few days and repeating the tests.",
    nextSteps: [
      "Before any change of treatment, stop biotin for at least 2 days (longer at doses above 10 mg a day) and repeat TSH and free T4, or ask the laboratory for an assay without streptavidin–biotin",
      "Tell the laboratory that the patient takes biotin",
    ],
    patientQuestions: ["Should I stop biotin before my next blood test, and for how long?"],
    evidence: ["piketty-2017-biotin-immunoassays", "biotin-tft-washout-2020"],
    keywords: ["biotin", "assay interference", "tsh", "free t4", "streptavidin"],
    match: (ctx) => {
      const pattern = biotinThyroidPattern(ctx);
      if (pattern === undefined) return undefined;
      const tsh = pattern.results.find((o) => o.analyteId === "tsh");
      const earlier = earlierNormalTsh(ctx, tsh);
      const thyroxine = ctx.meds("thyroid-hormone");
      // Thyroid medicine is named only to a patient who takes some (review 11, lab-panels #16c).
      const thyroidMeds = thyroxine.length > 0 || ctx.meds("antithyroid").length > 0;
      return {
        refs: ctx.refs(...pattern.results, ...pattern.meds, ...thyroxine),
        values: {
          results: pattern.results.map((o) => `${labName(o)} ${ctx.show(o)}`).join(", "),
          med: withDose(pattern.meds),
          onThyroxine: thyroxine.length > 0 ? ` and ${medNames(thyroxine)}` : "",
          patientLook: thyroidMeds
            ? `an overactive thyroid${thyroxine.length > 0 ? ", or a thyroid dose that is too high," : ""} when they are not. Do not change any thyroid medicine because of these results alone`
            : "an overactive thyroid when they are not. No treatment should be started because of these results alone",
          earlier: tsh && earlier ? ` An earlier TSH was in range (${ctx.show(earlier)}).` : "",
        },
      };
    },
  },
  {
    id: "biotin-troponin-interference",
    family: F,
    severity: Severity.moderate,
    problem: "Heart",
    title: "Troponin in range while taking biotin",
    clinician:
      "Troponin {value} is within range while taking {med}. Biotin can make some troponin assays read falsely low, and the FDA continues to receive reports of such results, so a troponin in range does not by itself exclude myocardial injury in a patient taking biotin. Tell the laboratory, and where myocardial infarction is suspected use an assay not affected by biotin and judge the patient clinically.",
    patient:
      "You take biotin (vitamin B7). Biotin can make some heart blood tests (troponin) read too low. If you have chest pain or other heart symptoms, tell the doctors that you take biotin.",
    nextSteps: [
      "Tell the laboratory the patient takes biotin; if myocardial infarction is suspected, use a troponin assay not affected by biotin",
    ],
    evidence: ["fda-biotin-troponin-2019"],
    keywords: ["biotin", "troponin", "assay interference"],
    match: (ctx) => {
      const meds = ctx.meds("biotin");
      const obs = ["hs-troponin-i", "hs-troponin-t"].map((id) => ctx.lab(id)).find((o) => o?.status === "normal");
      if (meds.length === 0 || obs === undefined) return undefined;
      return { refs: ctx.refs(obs, ...meds), values: { value: ctx.show(obs), med: withDose(meds) } };
    },
  },
  {
    id: "psa-on-5-ari",
    family: F,
    severity: Severity.moderate,
    problem: "Prostate",
    title: "PSA on a 5-alpha-reductase inhibitor",
    clinician:
      "PSA {psa} on {med}, a 5-alpha-reductase inhibitor. These lower PSA by about half within about 6 months of treatment, so the measured value understates the risk: doubled, it is about {doubled}, {comparison}.{rise}",
    patient:
      "You take {med}, a medicine for {use} that lowers the PSA test to about half of what it would otherwise be. So your PSA result counts as about twice as high as it reads.{risePatient} Ask your doctor whether you need to see a prostate specialist (urologist).",
    nextSteps: [
      "Read PSA doubled against thresholds for untreated men; repeat PSA, check adherence to the 5-alpha-reductase inhibitor, and discuss urological assessment",
    ],
    patientQuestions: ["Do I need to see a urologist about my PSA?"],
    // Finasteride's label; a dutasteride review is added for dutasteride (DUTASTERIDE_NAMES).
    evidence: ["proscar-label-psa"],
    keywords: ["psa", "finasteride", "dutasteride", "5-alpha-reductase inhibitor", "prostate cancer"],
    match: (ctx) => {
      const meds = ctx.meds("5-ari");
      const psa = ctx.lab("psa");
      const value = ctx.valueOf(psa);
      if (ctx.sex === "female" || meds.length === 0 || psa === undefined || value === undefined) return undefined;
      const rise = psaRise(ctx, psa);
      // A man with prostate symptoms is judged on NICE NG12's threshold for his age (psa-symptomatic.ts),
      // not the generic 4.0 (review 11, onc-haem case 02).
      // NG12 and the NHS PCRMP level are English guidance: a US record is read against the generic
      // 4.0 instead (review 42, primary-care case 06: a Denver man on finasteride was offered "a
      // suspected prostate cancer pathway referral" on NICE NG12's threshold).
      const uk = !readsAsUsUnits(ctx);
      const symptom = uk ? prostateSymptom(ctx) : undefined;
      const band = symptom !== undefined ? ng12PsaThreshold(ctx.age) : undefined;
      const above = band !== undefined && value * 2 > band;
      // Without symptoms at 50 to 69, a doubled value of 3.0 to 3.9 is raised by the NHS Prostate
      // Cancer Risk Management Programme's level (psa-nhs-threshold.ts; review 22, urology-mens case 15).
      const nhs =
        uk &&
        band === undefined &&
        ctx.age !== undefined &&
        ctx.age >= 50 &&
        ctx.age <= 69 &&
        value * 2 >= PCRMP_PSA_THRESHOLD &&
        value * 2 < PSA_THRESHOLD;
      const notFallen = rise === undefined ? notFallenFromNotes(ctx, meds, psa, value) : undefined;
      if (rise === undefined && notFallen === undefined && !nhs && value * 2 < (band ?? PSA_THRESHOLD))
        return undefined;
      const match = {
        refs: ctx.refs(psa, rise, ...meds),
        evidence: meds.some((m) => m.drugs.some((d) => DUTASTERIDE_NAMES.has(d))) ? ["nps-radar-dutasteride"] : [],
        values: {
          psa: ctx.show(psa),
          med: medNames(meds),
          doubled: `${formatNumber(value * 2, 1)} ${psa.unit ?? "ng/mL"}`,
          comparison: nhs
            ? "below the generic 4.0 ng/mL cut-off for untreated men but at or above 3.0 ng/mL, the level the NHS Prostate Cancer Risk Management Programme treats as raised in men aged 50 to 69"
            : band === undefined
              ? "to be compared with thresholds for untreated men (4.0 ng/mL)"
              : `${above ? "above" : "not above"} the NICE NG12 threshold for his age (more than ${formatNumber(band)} ng/mL at ${ctx.age}) in a man with symptoms ("${symptom?.trim() ?? ""}")${above ? ": consider a suspected prostate cancer pathway referral" : ""}`,
          rise: "",
          risePatient: "",
          use: hairLossUse(ctx, meds) ? "hair loss" : "an enlarged prostate",
        },
      };
      if (band !== undefined) match.evidence = [...match.evidence, "nice-ng12-suspected-cancer"];
      if (nhs) match.evidence = [...match.evidence, "pcrmp-psa-gp-summary"];
      if (match.values.use === "hair loss") match.evidence = [...match.evidence, "dermatology-times-propecia-psa"];
      if (notFallen !== undefined)
        return {
          ...match,
          severity: Severity.high,
          values: { ...match.values, ...notFallen },
          nextSteps: [above ? NG12_STEP : NOT_FALLEN_STEP],
        };
      if (rise === undefined)
        return above
          ? {
              ...match,
              severity: Severity.high,
              nextSteps: [NG12_STEP],
            }
          : match;
      return {
        ...match,
        severity: Severity.high,
        values: {
          ...match.values,
          rise: ` PSA has risen from ${ctx.show(rise)}: a confirmed rise from the lowest value on a 5-alpha-reductase inhibitor should be evaluated even when the value is within the range for untreated men, so confirm it with a repeat PSA and refer for urological assessment.`,
          risePatient: " Your PSA has also gone up, which needs checking even though the medicine lowers it.",
        },
        nextSteps: [
          "Repeat PSA to confirm the rise and check adherence to the 5-alpha-reductase inhibitor; refer for urological assessment",
        ],
      };
    },
  },
];
