import { FindingFamily, type MedicationItem, Severity } from "../model.ts";
import { formatNumber } from "../text.ts";
import { isActiveCondition } from "../vocab/conditions.ts";
import type { RuleContext } from "./context.ts";
import { CONTINUE_HIP_T, latestHipTScore, recentHipTScore } from "./bisphosphonate-hip-dxa.ts";
import { dailyDose } from "./glucocorticoid.ts";
import { statedMention } from "./notes.ts";
import { readsAsUsUnits } from "./uk-record.ts";
import type { Rule } from "./types.ts";

/*
 * Safety of long-term antiresorptive treatment (review 10, women's health case
 * alendronate-8y-thigh-pain-69f: 8 years of alendronate, 3 months of thigh pain and a planned
 * dental extraction, and the engine said nothing). Sources, seen 2026-11-28 (seenAt in
 * evidence/added-sources.ts):
 * - EMA class review (April 2011), adopted by the MHRA: atypical femoral fractures are a rare class
 *   effect of bisphosphonates; thigh, hip or groin pain may be the first sign; if one leg is
 *   affected the other is examined too; the need to continue is reviewed regularly, especially
 *   after five or more years.
 * - ASBMR task force second report (2014): these are stress fractures, seen with bisphosphonates
 *   and denosumab; a periosteal stress reaction is a major feature; risk rises with long use and
 *   falls after stopping. Bubbear (2016): prodromal thigh or groin pain warrants investigation; an
 *   incomplete fracture means stopping the bisphosphonate and considering prophylactic surgery;
 *   review after 5 years of oral or 3 years of intravenous treatment.
 * - NOGG 2022 covers the duration and monitoring of antiresorptive treatment.
 * - SDCEP 2017: stopping a bisphosphonate before dental surgery has no shown benefit for the risk
 *   of jaw osteonecrosis; a drug holiday is the prescriber's decision; with denosumab,
 *   non-urgent invasive dental treatment can be timed for the month before the next dose.
 */

/** Years of bisphosphonate from which thigh pain is read as a possible atypical fracture. */
const AFF_YEARS = 3;
/** Years after which treatment is reviewed: 5 for an oral bisphosphonate, 3 for zoledronate. */
const REVIEW_YEARS_ORAL = 5;
const REVIEW_YEARS_IV = 3;

const ZOLEDRONATE = /zoledron|aclasta|reclast/i;
const MS_PER_YEAR = 365.25 * 24 * 3600 * 1000;

/** Thigh or groin pain, as written in notes or a condition. */
const THIGH_PAIN =
  /\b(?:pain|ache|aching|discomfort|tenderness)\b[^.;]{0,40}?\b(?:thigh|groin)s?\b|\b(?:thigh|groin)s?\b[^.;]{0,20}?\b(?:pain|ache|aching|discomfort|tenderness)\b/;
/** A hip or vertebral fracture ("T12 fracture", "vertebral compression fracture", "fractured hip"). */
const MAJOR_FRACTURE =
  /\b(?:vertebral|vertebra|spinal|spine|hip|femoral neck|neck of femur|wedge|compression)\b[^.;]{0,30}?\bfractures?\b|\b[ctl]\d{1,2}\b[^.;]{0,30}?\bfractures?\b|\bfractured? (?:hip|spine|vertebra\w*|neck of femur)\b/i;
const RELATIVE = /\b(?:mother|father|sister|brother|parent|grandmother|grandfather|family history)\b/i;
/** Invasive dental treatment named in the record. */
const DENTAL =
  /\b(?:dental|tooth|teeth|wisdom tooth)\s+(?:extractions?|surgery|implants?|removal)\b|\bextraction\b[^.;]{0,30}\b(?:tooth|teeth|molar)\b|\b(?:tooth|teeth) (?:out|removed|pulled)\b|\boral surgery\b|\bdental implants?\b/;

/** Notes and current condition names, lower-cased. */
function recordText(ctx: RuleContext): string {
  const conditions = ctx.model.conditions.filter((c) => isActiveCondition(c.status)).map((c) => c.name.toLowerCase());
  return [ctx.freeText, ...conditions].join(". ");
}

/** Whole years a medicine has been taken: from its start date, else "for N years" in its text or the notes. */
function yearsOn(ctx: RuleContext, m: MedicationItem): number | undefined {
  const now = ctx.model.now ? Date.parse(ctx.model.now) : Number.NaN;
  const start = m.startDate ? Date.parse(m.startDate) : Number.NaN;
  if (!Number.isNaN(now) && !Number.isNaN(start) && start <= now) return (now - start) / MS_PER_YEAR;
  const own = [m.name, m.dosage, m.frequency].filter(Boolean).join(" ");
  const stated = /\bfor (?:the (?:last|past) )?(\d+(?:\.\d+)?) years?\b/i.exec(own);
  if (stated) return Number(stated[1]);
  // "Alendronic acid" in the list and "alendronate" in the notes: the stem names both.
  const names = [
    ...new Set(
      m.drugs.map((d) => `${(d.split(" ")[0] ?? d).replace(/(?:ate|ic)$/, "").replace(/[^a-z0-9-]/gi, "")}\\w*`),
    ),
  ].join("|");
  if (names === "") return undefined;
  const inNotes = new RegExp(
    `\\b(?:${names})\\b[^.;]{0,40}?\\bfor (?:the (?:last|past) )?(\\d+(?:\\.\\d+)?) years?|\\b(\\d+(?:\\.\\d+)?) years? (?:of|on) (?:${names})\\b`,
    "i",
  ).exec(ctx.freeText);
  if (inNotes) return Number(inNotes[1] ?? inNotes[2]);
  // "Alendronic acid since 2020" (review 22, medicines-22 case 14): counted from the end of that
  // year, the shortest time it can mean, so a review is never brought forward by the reading.
  const since = new RegExp(`\\b(?:${names})\\b[^.;]{0,30}?\\bsince ((?:19|20)\\d{2})\\b`, "i").exec(ctx.freeText);
  if (since === null || Number.isNaN(now)) return undefined;
  const fromEnd = Date.UTC(Number(since[1]), 11, 31);
  return fromEnd <= now ? (now - fromEnd) / MS_PER_YEAR : undefined;
}

interface Antiresorptive {
  med: MedicationItem;
  name: string;
  years?: number;
  denosumab: boolean;
  iv: boolean;
}

function antiresorptives(ctx: RuleContext): Antiresorptive[] {
  const out: Antiresorptive[] = [];
  for (const med of ctx.meds("bisphosphonate")) {
    const years = yearsOn(ctx, med);
    out.push({
      med,
      name: med.drugs[0] ?? med.name,
      ...(years !== undefined ? { years } : {}),
      denosumab: false,
      iv: ZOLEDRONATE.test(med.name),
    });
  }
  for (const med of ctx.meds("denosumab")) {
    const years = yearsOn(ctx, med);
    out.push({ med, name: "denosumab", ...(years !== undefined ? { years } : {}), denosumab: true, iv: false });
  }
  return out;
}

/** NOGG 2022 plans a longer first course from these: a start at 70 or over, prednisolone 7.5 mg a day or more. */
const LONGER_COURSE_START_AGE = 70;
const LONGER_COURSE_PREDNISOLONE_MG = 7.5;
const LONGER_COURSE_YEARS_ORAL = 10;
const LONGER_COURSE_YEARS_IV = 6;

/** Why NOGG 2022 plans a longer course than the review point, from the age at starting or a glucocorticoid dose. */
function longerCourseReason(ctx: RuleContext, years: number): string | undefined {
  // Age in whole years makes this the youngest the patient can have been at the start.
  const startAge = ctx.age === undefined ? undefined : Math.floor(ctx.age - years);
  if (startAge !== undefined && startAge >= LONGER_COURSE_START_AGE) return `it was started at about age ${startAge}`;
  for (const m of ctx.meds("systemic-glucocorticoid")) {
    const d = dailyDose(m);
    if (d.prednisolone !== undefined && d.prednisolone >= LONGER_COURSE_PREDNISOLONE_MG)
      return `${d.drug} ${formatNumber(d.mg ?? d.prednisolone)} mg a day is taken alongside`;
  }
  return undefined;
}

/** Whole years, as the duration is only approximate ("about 8 years"). */
const yearsText = (y: number) => (y < 2 ? "a year" : `${formatNumber(Math.floor(y), 0)} years`);
const capitalise = (t: string) => t.charAt(0).toUpperCase() + t.slice(1);

export const ANTIRESORPTIVE_SAFETY_RULES: readonly Rule[] = [
  {
    id: "antiresorptive-thigh-pain",
    family: FindingFamily.pattern,
    severity: Severity.high,
    problem: "Bone health",
    title: "Thigh or groin pain on long-term antiresorptive: possible atypical femoral fracture",
    clinician:
      '"{pain}" in someone taking {drug}{duration}: thigh or groin pain can be the warning sign of an atypical femoral fracture, a rare stress fracture of the femoral shaft linked to bisphosphonates and denosumab, often on both sides and more likely with longer use.',
    patient:
      "Your {site} pain needs checking. Rarely, long-term use of {patientDrug} can cause a stress crack in the thigh bone. An X-ray of both thigh bones can show this. Please see your doctor soon, and tell them if the pain gets worse.",
    nextSteps: [
      "X-ray the full length of both femurs",
      "If a fracture or cortical stress reaction is found: stop the antiresorptive and refer to orthopaedics (prophylactic fixation may be considered)",
    ],
    patientQuestions: ["Could my bone medicine be causing my thigh pain?"],
    evidence: ["ema-mhra-2011-bisphosphonate-aff", "asbmr-2014-atypical-femoral-fracture", "bubbear-2016-aff"],
    keywords: ["atypical femoral fracture", "bisphosphonate", "denosumab", "thigh pain", "groin pain"],
    match: (ctx) => {
      const pain = statedMention(recordText(ctx), THIGH_PAIN);
      if (pain === undefined) return undefined;
      const drugs = antiresorptives(ctx);
      if (drugs.length === 0) return undefined;
      // The longest-taken medicine decides; denosumab counts at any duration.
      const d = drugs.reduce((a, b) => ((b.years ?? -1) > (a.years ?? -1) ? b : a));
      const long = d.denosumab || (d.years !== undefined && d.years >= AFF_YEARS);
      return {
        refs: ctx.refs(...drugs.map((x) => x.med)),
        values: {
          pain,
          site: /groin/.test(pain) && !/thigh/.test(pain) ? "groin" : "thigh",
          drug: d.name,
          duration: d.years !== undefined ? ` for about ${yearsText(d.years)}` : " (duration not recorded)",
          patientDrug: d.denosumab ? "denosumab" : "bone-strengthening tablets or infusions like yours",
        },
        // Short or unknown bisphosphonate use makes the fracture less likely; still worth an X-ray.
        severity: long ? Severity.high : Severity.moderate,
      };
    },
  },
  {
    id: "bisphosphonate-duration-review",
    family: FindingFamily.pattern,
    severity: Severity.moderate,
    problem: "Bone health",
    title: "Long-term bisphosphonate: treatment review due",
    clinician:
      "{drugCap} for about {years}: treatment review is due after {limit} years of {route} bisphosphonate. The rare risk of atypical femoral fracture rises with duration and falls after stopping; {decision}",
    patient:
      "You have taken {drug} for about {years}. {patientDecision} Do not stop it on your own; ask your doctor about a review.",
    nextSteps: [
      "Reassess fracture risk (FRAX with femoral neck BMD from a recent DXA, fractures since starting) and discuss continuing or a treatment break (NOGG 2022)",
    ],
    patientQuestions: ["Should I keep taking my bone medicine, or is a break right for me?"],
    evidence: [
      "nogg-2022-osteoporosis",
      "ema-mhra-2011-bisphosphonate-aff",
      "bubbear-2016-aff",
      "asbmr-2014-atypical-femoral-fracture",
    ],
    keywords: ["bisphosphonate", "drug holiday", "alendronate", "zoledronate", "treatment duration"],
    match: (ctx) => {
      const due = antiresorptives(ctx).filter(
        (d) => !d.denosumab && d.years !== undefined && d.years >= (d.iv ? REVIEW_YEARS_IV : REVIEW_YEARS_ORAL),
      );
      const d = due[0];
      if (d === undefined || d.years === undefined) return undefined;
      // Review 47 (case 03): NOGG is a UK guideline; a US record is told so rather than handed it as local guidance.
      const nogg = readsAsUsUnits(ctx) ? "UK guidance (NOGG 2022)" : "NOGG 2022";
      const values = {
        drug: d.name,
        drugCap: capitalise(d.name),
        years: yearsText(d.years),
        limit: d.iv ? REVIEW_YEARS_IV : REVIEW_YEARS_ORAL,
        route: d.iv ? "intravenous" : "oral",
      };
      // Review 46 (endocrine-sweep-46 case 13): a T12 fracture found after 6 years of alendronate
      // was offered "continuing or a treatment break". A hip or vertebral fracture keeps the risk
      // high, and one on treatment is a poor response: no break (Langdahl 2019, NOGG 2022).
      // A relative's fracture ("mother had a hip fracture") is family history, not hers.
      const ownText = recordText(ctx)
        .split(/(?<=[.;])\s+/)
        .filter((sentence) => !RELATIVE.test(sentence))
        .join(" ");
      if (statedMention(ownText, MAJOR_FRACTURE) !== undefined) {
        return {
          refs: ctx.refs(d.med),
          values: {
            ...values,
            decision:
              "a hip or vertebral fracture is recorded, which keeps fracture risk high, so a treatment break is not appropriate. Continue treatment; a fracture that happened during treatment calls for specialist review of switching to another drug.",
            patientDecision:
              "Because you have had a broken bone in the spine or hip, doctors usually advise carrying on with treatment, or changing to another bone medicine, rather than taking a break.",
          },
          nextSteps: [
            "Hip or vertebral fracture in the record: no treatment break; continue the bisphosphonate, and if the fracture happened on treatment, refer to an osteoporosis or endocrinology specialist about switching drug",
          ],
          evidence: ["langdahl-2019-bisphosphonate-treatment-breaks"],
          patientQuestions: ["Should I carry on with my bone medicine, or change to a different one?"],
        };
      }
      const hip = latestHipTScore(ctx);
      if (hip !== undefined && hip.value <= CONTINUE_HIP_T) {
        // The scan the review would ask for is on record and answers it: the risk is still high.
        const t = formatNumber(hip.value, 1).replace("-", "−");
        const when = hip.study.date ? ` (${hip.study.date.slice(0, 7)})` : "";
        return {
          refs: [...ctx.refs(d.med), hip.study.ref],
          values: {
            ...values,
            decision: `the DXA on record${when} gives a hip T-score of ${t}, still in the osteoporotic range, so fracture risk stays high: continue the bisphosphonate or switch treatment; a treatment break is not appropriate.`,
            patientDecision:
              "Your last bone scan still shows thin bone at the hip, so doctors usually advise carrying on with treatment, or changing to another bone medicine, rather than taking a break.",
          },
          nextSteps: [
            `DXA${when} hip T-score ${t}: continue the bisphosphonate or switch treatment, not a treatment break; check for fractures since starting (${nogg})`,
          ],
          patientQuestions: ["Should I carry on with my bone medicine, or change to a different one?"],
        };
      }
      // Review 47 (endo-bone-47-review47 cases 01-03): NOGG 2022 plans at least 10 years of an oral
      // bisphosphonate (6 of zoledronate) when started at 70 or over or with prednisolone 7.5 mg a day
      // or more, so "continue or a break" read as a choice it does not offer.
      // Past that longer course the review is the open one again.
      const planned = d.iv ? LONGER_COURSE_YEARS_IV : LONGER_COURSE_YEARS_ORAL;
      const longer = d.years < planned ? longerCourseReason(ctx, d.years) : undefined;
      if (longer !== undefined) {
        return {
          refs: ctx.refs(d.med),
          values: {
            ...values,
            decision: `${longer}, and for this ${nogg} plans at least ${planned} years of treatment rather than a break: continue, reassessing fracture risk and fractures since starting.`,
            patientDecision:
              "For someone in your situation, doctors usually plan a longer course, so a break is not usually advised at this point.",
          },
          nextSteps: [
            `${capitalise(longer)}: ${nogg} plans at least ${planned} years of ${values.route} bisphosphonate, so continue rather than break; reassess fracture risk (FRAX) and ask about fractures since starting`,
          ],
          patientQuestions: ["Should I carry on with my bone medicine, and for how long?"],
        };
      }
      // A scan from the last year above the line is the "recent DXA" the review needs: it is named, not asked for.
      const recent = recentHipTScore(ctx);
      if (recent !== undefined) {
        const t = formatNumber(recent.value, 1).replace("-", "−");
        const when = ` (${recent.study.date!.slice(0, 10)})`;
        return {
          refs: [...ctx.refs(d.med), recent.study.ref],
          values: {
            ...values,
            decision: `the DXA on record${when} gives a lowest hip T-score of ${t}, above −2.5, so a treatment break can be considered if fracture risk assessed with that scan is not high (${nogg}).`,
            patientDecision:
              "Your recent bone scan shows the hip bone is above the level doctors call osteoporosis, so your doctor can use it to decide whether to carry on or take a planned break.",
          },
          nextSteps: [
            `Reassess fracture risk with FRAX using the femoral neck BMD of the DXA on record${when}, and fractures since starting; discuss continuing or a treatment break (${nogg})`,
          ],
        };
      }
      return {
        refs: ctx.refs(d.med),
        values: {
          ...values,
          decision: "whether to continue or take a treatment break depends on current fracture risk.",
          patientDecision: "After this long, doctors review whether to carry on or take a planned break.",
        },
        ...(nogg === "NOGG 2022"
          ? {}
          : {
              nextSteps: [
                `Reassess fracture risk (FRAX with femoral neck BMD from a recent DXA, fractures since starting) and discuss continuing or a treatment break (${nogg})`,
              ],
            }),
      };
    },
  },
  {
    id: "antiresorptive-dental",
    family: FindingFamily.pattern,
    severity: Severity.low,
    problem: "Bone health",
    title: "Invasive dental treatment on an antiresorptive",
    clinician:
      '"{dental}" in someone taking {drug}: antiresorptives carry a small risk of medication-related osteonecrosis of the jaw after dental extraction or surgery. The dentist should know about the medicine; stopping a bisphosphonate beforehand has no shown benefit and is not routinely advised (SDCEP).{denosumab}',
    patient:
      "Tell your dentist that you take {drug}. It can rarely slow healing of the jaw bone after a tooth is taken out. Keep your teeth and gums clean and go to your check-ups. Do not stop the medicine for the dental work unless your doctor tells you to.",
    nextSteps: [
      "Tell the dentist about the antiresorptive; good oral hygiene and regular dental review; no routine interruption of a bisphosphonate (SDCEP)",
    ],
    patientQuestions: ["Does my dentist need to do anything differently because of my bone medicine?"],
    evidence: ["sdcep-2017-mronj"],
    keywords: ["osteonecrosis of the jaw", "dental extraction", "bisphosphonate", "denosumab"],
    match: (ctx) => {
      const dental = statedMention(recordText(ctx), DENTAL);
      if (dental === undefined) return undefined;
      const drugs = antiresorptives(ctx);
      if (drugs.length === 0) return undefined;
      const dmab = drugs.find((d) => d.denosumab);
      return {
        refs: ctx.refs(...drugs.map((x) => x.med)),
        values: {
          dental,
          drug: drugs.map((d) => d.name).join(" and "),
          denosumab: dmab
            ? " With 6-monthly denosumab, non-urgent invasive dental treatment can be timed for the month before the next injection, and that injection delayed until the socket has healed, in liaison with the dentist."
            : "",
        },
        ...(dmab
          ? {
              nextSteps: [
                "Tell the dentist about the antiresorptive; good oral hygiene and regular dental review (SDCEP)",
                "Denosumab: time non-urgent extraction for the month before the next dose and delay that dose until healing, with the dentist (SDCEP)",
              ],
            }
          : {}),
      };
    },
  },
];
