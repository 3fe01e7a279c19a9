import { FindingFamily, type LabObservation, Severity } from "../model.ts";
import { formatNumber } from "../text.ts";
import { checkpointInhibitors } from "./adrenal-crisis-suspected.ts";
import { medNames, type RuleContext } from "./context.ts";
import { systemicGlucocorticoids } from "./endocrine-oncology.ts";
import { statedMatches, statedMention } from "./notes.ts";
import type { Rule, RuleMatch } from "./types.ts";
import { isHigh } from "./lab-status.ts";

/*
 * Diarrhoea or raised liver enzymes on an immune checkpoint inhibitor are immune colitis or hepatitis
 * until shown otherwise (review 13 oncology, case 07: pembrolizumab, 7–8 bloody stools a day,
 * calprotectin >1800, ALT 412; the report gave a routine IBD referral and a fatty-liver line).
 * ASCO irAE guideline, Table 2 (pocket guide pages on eguideline.guidelinecentral.com, seen
 * 2026-11-29): colitis G2 is 4–6 stools a day over baseline, G3 7 or more; from G2 hold the drug,
 * corticosteroids from 1 mg/kg/day, stool tests for infection including C. difficile, infliximab or
 * vedolizumab if no better within 72 hours; G3–4 consider in-patient care. Hepatitis G2 is AST/ALT
 * 3–5× ULN, G3 5–20×, G4 above 20×; at G3 start methylprednisolone 1–2 mg/kg at once, and infliximab
 * is contraindicated for immune hepatitis (mycophenolate or azathioprine if steroid-refractory).
 * Hepatitis G1 (AST/ALT above the limit to 3× ULN; same guideline, Table 2 page 24, seen 2026-11-29)
 * continues the drug with liver tests once or twice a week and a look for other causes.
 */

const DIARRHOEA = /\bdiarrho?ea\b|\bloose (?:stools?|bowel motions?)\b|\bcolitis\b|\bbloody stools?\b/i;
/** "7-8 times a day", "6 stools per day", "x7/day": the highest number is taken. */
const STOOLS_PER_DAY =
  /\b(\d{1,2})(?:\s*(?:-|–|to)\s*(\d{1,2}))?\s*(?:times|stools|episodes|motions|bowel movements|x)\s*(?:a|per|\/)\s*day\b/i;
const BLOOD = /\b(?:some |with |fresh )?blood\b|\bbloody\b|\brectal bleeding\b/i;

function colitisGrade(ctx: RuleContext): { grade: number; text: string } | undefined {
  const stated = statedMention(ctx.freeText, DIARRHOEA);
  const calprotectin = ctx.lab("calprotectin");
  if (stated === undefined && !isHigh(calprotectin)) return undefined;
  const count = STOOLS_PER_DAY.exec(ctx.freeText);
  const perDay = count ? Math.max(Number(count[1]), Number(count[2] ?? 0)) : undefined;
  const bloody = statedMention(ctx.freeText, BLOOD) !== undefined;
  // Without a stool count, blood or a raised calprotectin means colitis, which ASCO treats from grade 2.
  const unknown = bloody || isHigh(calprotectin) ? 2 : 1;
  const grade = perDay === undefined ? unknown : perDay >= 7 ? 3 : perDay >= 4 ? 2 : 1;
  const parts = [
    stated !== undefined ? `"${stated}"${perDay !== undefined ? ` ${count?.[0]}` : ""}` : "",
    bloody ? "with blood" : "",
    isHigh(calprotectin) ? `faecal calprotectin ${ctx.show(calprotectin)}` : "",
  ].filter(Boolean);
  return { grade, text: parts.join(", ") };
}

/** A colitis or diarrhoea the notes say is getting better ("colitis settling on prednisolone taper"). */
const SETTLING =
  /\b(?:colitis|diarrho?ea)\b(?:(?!\bnot\b)[^.;]){0,30}\b(?:settl(?:ing|ed)|improv(?:ing|ed)|resolv(?:ing|ed)|better)\b/i;
const ICI_WORD =
  "(?:immunotherapy|checkpoint inhibitor|pembrolizumab|nivolumab|ipilimumab|atezolizumab|durvalumab|avelumab|cemiplimab|dostarlimab|tremelimumab|relatlimab)";
/** The checkpoint inhibitor held ("immunotherapy on hold", "pembrolizumab paused"). */
const ICI_HELD = new RegExp(
  `\\b${ICI_WORD}\\b[^.;]{0,20}\\b(?:on hold|held|paused|withheld|suspended)\\b|\\b(?:holding|held|paused|withheld|suspended)\\b[^.;]{0,20}\\b${ICI_WORD}\\b`,
  "i",
);

/**
 * A colitis already under treatment: a mild reading (no stool count of 4 or more, no blood, no raised
 * calprotectin) that the notes say is settling, on a systemic steroid or with the checkpoint inhibitor
 * held. It is the oncology team's known colitis, not a new grade 1 where "the checkpoint inhibitor
 * usually continues" (review 38, meds-wording-38 case 08: "colitis settling on prednisolone taper.
 * Immunotherapy on hold.").
 */
function colitisUnderTreatment(ctx: RuleContext, colitis: { grade: number }): boolean {
  if (colitis.grade > 1 || statedMention(ctx.freeText, SETTLING) === undefined) return false;
  return systemicGlucocorticoids(ctx).length > 0 || statedMention(ctx.freeText, ICI_HELD) !== undefined;
}

const REPLACEMENT_STEROID = /\b(?:hydrocortisone|fludrocortisone|plenadren)\b/i;

/**
 * The systemic steroid a colitis of grade 2 or more is already being treated with, named. Offering
 * "start corticosteroids" then misses the point: ASCO calls colitis that has not fallen by a grade
 * within 72 hours of steroids steroid-refractory and adds infliximab or vedolizumab (review 39,
 * onc-meds-39 case 02: day 3 of prednisolone 60 mg, still 6–7 stools a day, was told to start IV
 * methylprednisolone).
 */
function steroidAlreadyGiven(ctx: RuleContext, colitis: { grade: number }): string | undefined {
  // Hydrocortisone here is usually replacement (immune hypophysitis or adrenalitis), not colitis treatment.
  const steroids = systemicGlucocorticoids(ctx).filter((m) => !REPLACEMENT_STEROID.test(m.name));
  return colitis.grade >= 2 && steroids.length > 0 ? medNames(steroids) : undefined;
}

function hepatitisGrade(ctx: RuleContext): { grade: number; text: string; obs: LabObservation } | undefined {
  let best: { grade: number; text: string; obs: LabObservation } | undefined;
  for (const id of ["alt", "ast"]) {
    const obs = ctx.lab(id);
    const value = ctx.valueOf(obs);
    const upper = ctx.upperLimit(id);
    if (obs === undefined || value === undefined || upper === undefined || upper <= 0) continue;
    const times = value / upper;
    // Grade 1 (above the limit to 3 times it) is told to the oncology team too (review 20 case 03).
    const grade = times > 20 ? 4 : times > 5 ? 3 : times > 3 ? 2 : times > 1 ? 1 : 0;
    if (grade === 0 || (best !== undefined && best.grade >= grade)) continue;
    best = {
      grade,
      obs,
      text: `${id.toUpperCase()} ${ctx.show(obs)}, about ${formatNumber(Math.round(times))} times the upper limit`,
    };
  }
  return best;
}

function match(ctx: RuleContext): RuleMatch | undefined {
  const meds = checkpointInhibitors(ctx);
  if (meds.length === 0) return undefined;
  const read = colitisGrade(ctx);
  const colitis = read !== undefined && colitisUnderTreatment(ctx, read) ? undefined : read;
  const hepatitis = hepatitisGrade(ctx);
  if (colitis === undefined && hepatitis === undefined) return undefined;
  const refractory = colitis !== undefined ? steroidAlreadyGiven(ctx, colitis) : undefined;
  const top = Math.max(colitis?.grade ?? 0, hepatitis?.grade ?? 0);
  const what = [
    colitis !== undefined ? `colitis (grade ${colitis.grade}: ${colitis.text})` : "",
    hepatitis !== undefined ? `hepatitis (grade ${hepatitis.grade}: ${hepatitis.text})` : "",
  ]
    .filter(Boolean)
    .join(" and ");
  const mildLiverOnly = top === 1 && colitis === undefined;
  const steps = [
    mildLiverOnly
      ? "Tell the oncology team before the next dose: at grade 1 ASCO continues the checkpoint inhibitor with liver tests once or twice a week and a look for other causes"
      : top >= 3
        ? "Same-day acute oncology review, usually admission; hold the checkpoint inhibitor"
        : top === 2
          ? "Contact the oncology team today; hold the checkpoint inhibitor until this settles to grade 1"
          : "Tell the oncology team today; at grade 1 the checkpoint inhibitor usually continues with close review every few days",
    ...(colitis !== undefined
      ? [
          "Stool culture, C. difficile toxin and viral studies to rule out infection; CT abdomen if there is pain or bleeding; gastroenterology for endoscopy",
        ]
      : []),
    ...(hepatitis !== undefined
      ? [
          mildLiverOnly
            ? "Look for other causes: other medicines and supplements, alcohol, viral hepatitis, liver metastases"
            : "Liver screen: hepatitis A, B, C and E, other medicines and alcohol; check bilirubin and INR every 1–3 days",
        ]
      : []),
    ...(refractory !== undefined
      ? []
      : top >= 3
        ? ["Start corticosteroids without waiting for the tests: IV methylprednisolone 1–2 mg/kg/day"]
        : top === 2
          ? ["Corticosteroids (prednisolone 1 mg/kg/day) unless the problem is settling"]
          : []),
    ...(refractory !== undefined
      ? [
          `Already on a steroid (${refractory}) with colitis still at grade ${colitis?.grade}: if it has not fallen by a grade within 72 hours of starting, treat it as steroid-refractory and add ${hepatitis !== undefined ? "vedolizumab (rather than infliximab while the liver is inflamed)" : "infliximab or vedolizumab"} with gastroenterology, rather than more steroid alone`,
        ]
      : colitis !== undefined
        ? [
            hepatitis !== undefined
              ? "Colitis not better within 72 hours of steroids: a biologic on specialist advice, vedolizumab rather than infliximab while the liver is inflamed"
              : "Colitis not better within 72 hours of steroids: infliximab or vedolizumab, on specialist advice",
          ]
        : []),
    ...(hepatitis !== undefined && !mildLiverOnly
      ? [
          "Hepatitis not responding to steroids: mycophenolate or azathioprine, on specialist advice; infliximab is not used for immune hepatitis",
        ]
      : []),
    ...(colitis !== undefined ? ["Correct fluids and salts (potassium) lost with the diarrhoea"] : []),
  ];
  // Both raised liver enzymes are read here: a bare AST line would offer "alcohol and fatty liver" (review 21, onc-treatment 08).
  const raisedEnzymes = hepatitis !== undefined ? [ctx.lab("alt"), ctx.lab("ast")].filter(isHigh) : [];
  const refs = ctx.refs(ctx.lab("calprotectin"), hepatitis?.obs, ...raisedEnzymes);
  const organ = colitis === undefined ? "liver" : hepatitis === undefined ? "bowel" : "bowel and liver";
  return {
    refs,
    severity: top >= 3 ? Severity.critical : top === 2 ? Severity.high : Severity.moderate,
    values: {
      meds: medNames(meds),
      what,
      which: colitis === undefined ? "hepatitis" : hepatitis === undefined ? "colitis" : "colitis and hepatitis",
      patientWhat: mildLiverOnly
        ? `liver test is a little raised while you are on immunotherapy (${medNames(meds)}).`
        : `${colitis !== undefined ? "results and symptoms suggest" : "liver tests suggest"} that your immunotherapy (${medNames(meds)}) is causing inflammation of your ${organ}.`,
      patientAction: mildLiverOnly
        ? ", which can inflame the liver. A small rise like this is usually watched with repeat blood tests while the treatment carries on. Tell your cancer team about this result before your next dose."
        : " and it is treatable, usually with steroid medicine, but it needs your cancer team's help today. Contact your oncology helpline or go to hospital now; do not wait for a routine appointment.",
    },
    nextSteps: steps,
    ...(mildLiverOnly
      ? { patientQuestions: ["How often should my liver tests be repeated while I stay on immunotherapy?"] }
      : {}),
  };
}

/** The steps when the checkpoint inhibitor is held and no steroid is listed: no taper to keep to. */
const NO_TAPER_STEPS = [
  "If diarrhoea returns or worsens, grade it again and contact the oncology team the same day",
  "Restarting the checkpoint inhibitor is the oncology team's decision once the colitis has settled",
];

/**
 * A known immune colitis settling under treatment, recognised rather than passed over (review 39,
 * onc-meds-39 case 01: "Colitis settled on prednisolone ... Pembrolizumab on hold" with the colitis
 * listed drew nothing). What is said is what relapse on a steroid taper needs: keep to the plan, do
 * not stop the steroid suddenly, and re-grade diarrhoea that comes back. No taper length, and no
 * infection or bone prophylaxis, is given: the source read for this rule does not set them.
 */
function knownColitis(ctx: RuleContext): RuleMatch | undefined {
  const meds = checkpointInhibitors(ctx);
  if (meds.length === 0) return undefined;
  // "Colitis settled on prednisolone" counts: a settled colitis on a taper is the case in point.
  const settling = statedMatches(ctx.freeText, SETTLING, false, true).next().value?.quote;
  if (settling === undefined) return undefined;
  const read = colitisGrade(ctx);
  if (read !== undefined && read.grade > 1) return undefined;
  const steroids = systemicGlucocorticoids(ctx);
  if (steroids.length === 0 && statedMention(ctx.freeText, ICI_HELD) === undefined) return undefined;
  return {
    refs: ctx.refs(...meds, ...steroids),
    ...(steroids.length === 0 ? { nextSteps: NO_TAPER_STEPS } : {}),
    values: {
      meds: medNames(meds),
      text: `"${settling}"`,
      steroid: steroids.length > 0 ? ` on ${medNames(steroids)}` : "",
      afterTaper: steroids.length > 0 ? " during or after the steroid taper" : "",
      patientSteroid:
        steroids.length > 0
          ? " Keep taking your steroid exactly as your cancer team has planned, lowering it step by step, and do not stop it suddenly."
          : "",
    },
  };
}

export const ICI_COLITIS_HEPATITIS_RULES: readonly Rule[] = [
  {
    id: "ici-colitis-hepatitis",
    family: FindingFamily.drugLab,
    severity: Severity.high,
    problem: "Immune side effect of cancer immunotherapy",
    title: "Suspected immune checkpoint inhibitor {which}",
    clinician:
      "On {meds}: suspected immune-related {what}. Diarrhoea or raised liver enzymes during checkpoint-inhibitor treatment are treated as an immune side effect of the drug until shown otherwise, graded by the CTCAE criteria the ASCO guideline uses, not read as new inflammatory bowel disease or fatty liver.",
    patient: "Your {patientWhat} This is a known side effect of immunotherapy{patientAction}",
    nextSteps: ["Contact the oncology team today and hold the checkpoint inhibitor"],
    patientQuestions: ["Will I need steroids, and can I restart my immunotherapy later?"],
    evidence: ["asco-2018-irae"],
    keywords: ["immune checkpoint inhibitor", "colitis", "hepatitis", "pembrolizumab", "immune-related adverse event"],
    match,
  },
  {
    id: "ici-colitis-settling",
    family: FindingFamily.drugLab,
    severity: Severity.low,
    problem: "Immune side effect of cancer immunotherapy",
    title: "Known immune checkpoint inhibitor colitis, settling under treatment",
    clinician:
      "On {meds}: a known immune-related colitis recorded as settling ({text}){steroid}. This is the oncology team's colitis under treatment, not a new grade 1 episode. Diarrhoea that returns or worsens{afterTaper} is a relapse, graded again by the ASCO criteria (4–6 stools a day over baseline grade 2, 7 or more grade 3) and treated as such.",
    patient:
      "Your records show inflammation of the bowel caused by your immunotherapy ({meds}), which is now settling.{patientSteroid} If the diarrhoea comes back or gets worse, contact your oncology helpline the same day.",
    nextSteps: [
      "Keep to the oncology team's written steroid taper; do not stop the steroid abruptly",
      "If diarrhoea returns or worsens during or after the taper, grade it again and contact the oncology team the same day",
      "Restarting the checkpoint inhibitor is the oncology team's decision once the colitis has settled",
    ],
    patientQuestions: ["How will my steroid be reduced, and when can I restart my immunotherapy?"],
    evidence: ["asco-2018-irae"],
    keywords: ["immune checkpoint inhibitor", "colitis", "steroid taper", "relapse", "immune-related adverse event"],
    match: knownColitis,
  },
];
