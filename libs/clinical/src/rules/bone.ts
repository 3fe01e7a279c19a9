import { FindingFamily, type LabObservation, type MedicationItem, Severity } from "../model.ts";
import { formatNumber } from "../text.ts";
import { isActiveCondition } from "../vocab/conditions.ts";
import type { RuleContext } from "./context.ts";
import { sentenceAround, sentenceStart, statedMatches, statedMention } from "./notes.ts";
import type { Rule, RuleMatch } from "./types.ts";
import { denosumabStoppedWithoutFollowOn } from "./denosumab-discontinuation.ts";
import { type PhptBone, phptBoneStep, pthDependentHypercalcaemia } from "./phpt-bone.ts";
import { highCalcium, phptVitaminD } from "./phpt-vitamin-d.ts";
import { VERTEBRAL, vertebralFractureRedFlags } from "./vertebral-fracture-red-flags.ts";

/*
 * Osteoporosis or a fragility fracture with no bone-protective treatment: the post-fracture
 * treatment gap (review 9, endocrine case 11). Sources, seen 2026-11-23 (seenAt in
 * evidence/added-sources.ts):
 * - NOGG 2022, the NICE-accredited UK guideline for postmenopausal women and men from 50:
 *   bisphosphonates are first-line, and the 2022 update made intravenous zoledronate a first-line
 *   option (useful when oral bisphosphonates are unsuitable, as with reflux); a T-score of −2.5 or
 *   less is osteoporosis. Under 50 the guideline asks for specialist assessment.
 * - Royal Osteoporosis Society vitamin D guideline: 25OHD below 30 nmol/L is treated, and
 *   30–50 nmol/L with osteoporosis or fragility fracture; rapid correction with a loading regimen
 *   (up to about 300,000 IU in split doses) before a potent antiresorptive (zoledronate or denosumab),
 *   whose hypocalcaemia risk is greater when vitamin D is low.
 */

/** T-score at or below which bone density is in the osteoporotic range (WHO, as NOGG uses). */
export const OSTEOPOROTIC_T = -2.5;
/** Age from which NOGG's guidance applies; younger patients need specialist assessment. */
const NOGG_FROM_AGE = 50;
/** 25OHD (ng/mL, the rule unit) below which ROS treats: 30 nmol/L. */
const VITD_DEFICIENT = 12;
/** 25OHD (ng/mL) below which ROS treats with osteoporosis or fragility fracture: 50 nmol/L. */
const VITD_INSUFFICIENT = 20;

const T_SCORE = /\bt[- ]?scores?\b[^0-9\-−–.;]{0,20}([-−–]\s?\d+(?:\.\d+)?)/gi;
/** An observation whose name says it is a bone density T-score. */
const T_SCORE_NAME = /\bt[- ]?score\b/i;
/** A bone density site or scan named by an observation whose unit, not its name, says T-score. */
const BONE_DENSITY_NAME = /\b(?:bmd|bone (?:mineral )?density|dexa|dxa|lumbar|spine|hip|femoral|femur)\b/i;
/**
 * Review 47 (endo-bone-47-review47 case 05): "Bone density lumbar spine", -3.1 in "T-score" was
 * read only as a value below its range, with no osteoporosis finding.
 */
const isTScore = (o: { name: string; rawUnit?: string }): boolean =>
  T_SCORE_NAME.test(o.name) || (T_SCORE_NAME.test(o.rawUnit ?? "") && BONE_DENSITY_NAME.test(o.name));
const OSTEOPOROSIS = /\bosteoporosis\b/;
// Radiology words for a vertebral fracture found by chance ("wedge compression of T8", "L1 crush fracture",
// "anterior wedging"), often the only record of one: most vertebral fractures are never diagnosed as such.
// A stated low-trauma cause stays within its clause: "Fracture liaison letter: wrist fracture ... tripped"
// was quoted from "Fracture liaison" (review 38, bone-falls case 04).
const FRAGILITY_FRACTURE =
  /\b(?:wedge|compression|crush)(?:\s+(?:compression|wedge))?(?:\s+(?:fractures?|deformity))?\s+(?:of|at|involving)\s+(?:the\s+)?[tl]\d{1,2}\b|\b[tl]\d{1,2}\s+(?:vertebral\s+(?:body\s+)?)?(?:wedge|compression|crush)(?:\s+compression)?\s+fractures?\b|\banterior\s+wedging\b|\bvertebral\s+(?:body\s+)?(?:height\s+loss|collapse)\b|\b(?:fragility|low[- ]trauma|low[- ]energy|osteoporotic|insufficiency|vertebral (?:compression|wedge))\s+fractures?\b|\bfracture[^.;:]{0,60}\b(?:from standing(?: height)?|standing height|trip(?:ped)?|minor fall|fall from standing)\b|\b(?:fall from standing|standing height|minor fall|trip(?:ped)?)[^.;:]{0,40}\bfracture/;
/**
 * A hip or spine fracture named without its cause ("Fracture of neck of femur", "hip fracture last year"):
 * in an older adult almost always from a fall from standing height or less, so it is read as a
 * fragility fracture unless a sentence naming one gives a high-energy cause (review 38, bone-falls case 01;
 * "nogg-2022-osteoporosis" seenAt 2026-12-02: nearly all hip fractures follow a fall, and vertebral
 * fractures may happen without one). Wrist and upper-arm fractures are as often from sport or a
 * bigger fall, so they count only with a stated low-trauma cause (FRAGILITY_FRACTURE).
 */
const HIP_OR_SPINE_FRACTURE =
  /\b(?:hip|femoral neck|neck of (?:the )?femur|nof|(?:inter|sub|per)trochanteric|vertebral)\s+fractures?\b|\bfractured?\s+(?:of\s+)?(?:(?:the|her|his|their|left|right)\s+)*(?:hip|neck of (?:the )?femur|femoral neck|vertebra\w*)\b|\bbroken?\s+(?:(?:her|his|their|left|right)\s+)*hip\b/;
/** Causes that make a fracture a high-energy one, not a fragility fracture. */
const HIGH_ENERGY =
  /\b(?:car|road traffic|motorbike|motorcycle|bike|cycling|riding|skiing|ski|rugby|football|sport\w*|high[- ](?:energy|impact|velocity)|major trauma|rt[ac]|ladder|roof|scaffold\w*|(?:from|off) (?:a |the )?(?:height|wall|horse|stairs?)|down (?:the |a flight of )?stairs|assault\w*|pathological|metasta\w*)\b/;
/** A relative named earlier in the sentence: "Mother had a hip fracture at 79" is family history. */
const RELATIVE_BEFORE =
  /\b(?:family history|fhx?|mother|father|mum|mom|dad|parents?|brother|sister|sibling|grandmother|grandfather|aunt|uncle|husband|wife)\b[^.;]*$/;
/** Age from which a hip or spine fracture without a stated cause is presumed a fragility fracture. */
const PRESUMED_FRAGILITY_FROM_AGE = 65;

/**
 * The first hip or spine fracture, from 65 on, when no sentence naming one gives a high-energy cause:
 * a coded "Fracture of neck of femur" is the same fracture the notes put down to a car crash.
 */
function presumedFragilityFracture(ctx: RuleContext, text: string): string | undefined {
  if (ctx.age === undefined || ctx.age < PRESUMED_FRAGILITY_FROM_AGE) return undefined;
  const found = [...statedMatches(text, HIP_OR_SPINE_FRACTURE, true)].filter(
    (m) => !RELATIVE_BEFORE.test(text.slice(sentenceStart(text, m.index), m.index)),
  );
  if (found.some((m) => HIGH_ENERGY.test(sentenceAround(text, m.index, m.length)))) return undefined;
  return found[0]?.quote;
}

/**
 * A fracture risk, not a fracture: "FRAX 10-year major osteoporotic fracture risk 8%", "risk of a hip
 * fracture" (review 22, sexual-health-bone case 14: a FRAX score was read as a fragility fracture), and
 * the second figure of a FRAX pair, "major osteoporotic fracture 14%" (review 38, bone-falls case 11).
 */
const FRACTURE_RISK =
  /\b(?:major\s+)?(?:osteoporotic|fragility|hip)\s+fractures?\s*(?:risk\s*)?(?:of\s*)?[:=]?\s*\d+(?:\.\d+)?\s*%|\b(?:frax\w*|q?fracture\s+score|(?:10|ten)[- ]year)\b[^.;]{0,60}?\bfractures?\b(?:\s+(?:risk|probability))?|\b(?:major\s+)?(?:osteoporotic|fragility|hip)\s+fractures?\s+(?:risk|probability)\b|\b(?:risk|probability|chance)\s+of\s+(?:an?\s+)?(?:major\s+)?(?:osteoporotic|fragility|hip)?\s*fractures?\b/gi;

/** Text with fracture-risk phrases blanked out (same length, so positions hold), for reading fractures. */
export function withoutFractureRisk(text: string): string {
  return text.replace(FRACTURE_RISK, (m) => " ".repeat(m.length));
}

const BONE_TREATMENT =
  /\b(?:alendron\w*|risedron\w*|ibandron\w*|zoledron\w*|aclasta|fosamax|actonel|denosumab|prolia|teriparatide|forsteo|romosozumab|evenity|abaloparatide|raloxifene|evista)\b/i;
// "Gastro-oesophageal reflux disease" is quoted whole: "oesophageal" alone reads as a noun missing.
const REFLUX =
  /\b(?:gastro-?o?esophageal reflux(?: disease)?|reflux|gord|gerd|oesophag\w*|esophag\w*|barrett\w*|hiatus hernia|dysphagia|achalasia|can(?:not|'t) (?:sit|stand) upright)\b/;
/**
 * Reflux or oesophageal disease in the notes or active conditions, quoted, which may make oral
 * bisphosphonates unsuitable; shared with the glucocorticoid bone advice so the two agree (review 39).
 */
export function refluxMention(ctx: RuleContext): string | undefined {
  const text = [
    ctx.freeText,
    ...ctx.model.conditions.filter((c) => isActiveCondition(c.status)).map((c) => c.name.toLowerCase()),
  ].join(". ");
  return statedMention(text, REFLUX, true);
}
/** A potent antiresorptive the notes say is booked or planned ("zoledronic acid 5 mg IV infusion booked"). */
const POTENT = /\b(?:zoledron\w*(?: acid)?|aclasta|denosumab|prolia)\b/;
const PLANNED_POTENT = new RegExp(
  `${POTENT.source}[^.;]{0,60}?\\b(?:booked|planned|arranged|scheduled|due)\\b|\\b(?:booked|planned|arranged|scheduled|referred) (?:for|to start)\\b[^.;]{0,30}?${POTENT.source}`,
);

/** The lowest T-score written in DXA reports or notes, or sent as an observation. */
export function lowestTScore(ctx: RuleContext): { value: number; refs: string[] } | undefined {
  let found: { value: number; refs: string[] } | undefined;
  const read = (text: string, refs: string[]) => {
    for (const m of text.matchAll(T_SCORE)) {
      const value = Number((m[1] ?? "").replace(/[−–]/, "-").replace(/\s/g, ""));
      if (!Number.isNaN(value) && value > -10 && (found === undefined || value < found.value)) found = { value, refs };
    }
  };
  for (const s of ctx.model.imaging) read(s.text, [s.ref]);
  read(ctx.freeText, []);
  // A DXA result sent as an observation ("DEXA lumbar spine T-score", -2.1), as many records send it
  // (review 21, onc-treatment case 07): its value is the T-score.
  for (const o of ctx.model.labs) {
    if (!isTScore(o) || o.value.kind !== "number") continue;
    const value = o.value.value;
    if (value > -10 && value < 10 && (found === undefined || value < found.value)) found = { value, refs: [o.ref] };
  }
  return found;
}

/** Record text: notes, condition names and imaging reports, lower-cased. */
function recordText(ctx: RuleContext): string {
  const conditions = ctx.model.conditions.map((c) => c.name);
  return [...conditions, ...ctx.model.imaging.map((s) => s.text), ctx.freeText].join(". ").toLowerCase();
}

export function onBoneTreatment(ctx: RuleContext): boolean {
  return ctx.model.medications.some((m) => m.active && BONE_TREATMENT.test(m.name));
}

interface BoneFindings {
  tScore?: { value: number; refs: string[] };
  osteoporosis?: string;
  fracture?: string;
  /** The fracture quote in the record's own case ("T8", not "t8"), for display. */
  fractureAsWritten?: string;
  /** The fracture is a hip or spine one with no cause given, read as fragility by age (presumedFragilityFracture). */
  presumed?: boolean;
  refs: string[];
}

/** A lower-cased quote as the record wrote it, from the first text that holds it. */
function asWritten(ctx: RuleContext, quote: string): string {
  const n = ctx.model.notes;
  const texts = [
    ...ctx.model.conditions.map((c) => c.name),
    ...ctx.model.imaging.map((s) => s.text),
    n.additionalContext,
    n.clinicalNotes,
    n.socialHistory,
  ];
  for (const t of texts) {
    const at = t?.toLowerCase().indexOf(quote) ?? -1;
    if (t !== undefined && at >= 0) return t.slice(at, at + quote.length);
  }
  return quote;
}

function boneFindings(ctx: RuleContext): BoneFindings | undefined {
  const text = recordText(ctx);
  const t = lowestTScore(ctx);
  const tScore = t !== undefined && t.value <= OSTEOPOROTIC_T ? t : undefined;
  // A diagnosis or a scan report, not any mention in the notes ("mother had osteoporosis").
  const diagnosed = [...ctx.model.conditions.map((c) => c.name), ...ctx.model.imaging.map((s) => s.text)]
    .join(". ")
    .toLowerCase();
  const osteoporosis = statedMention(diagnosed, OSTEOPOROSIS, true);
  const stated = statedMention(withoutFractureRisk(text), FRAGILITY_FRACTURE, true);
  const presumed = stated === undefined ? presumedFragilityFracture(ctx, withoutFractureRisk(text)) : undefined;
  const fracture = stated ?? presumed;
  if (tScore === undefined && osteoporosis === undefined && fracture === undefined) return undefined;
  const refs = [
    ...(tScore?.refs ?? []),
    ...ctx.model.conditions.filter((c) => /osteopor|fractur/i.test(c.name)).map((c) => c.ref),
    ...ctx.model.imaging
      .filter((i) => fracture !== undefined && i.text.toLowerCase().includes(fracture))
      .map((i) => i.ref),
  ];
  const out: BoneFindings = { refs };
  if (tScore) out.tScore = tScore;
  if (osteoporosis) out.osteoporosis = osteoporosis;
  if (fracture) {
    out.fracture = fracture;
    out.fractureAsWritten = asWritten(ctx, fracture);
    if (presumed !== undefined) out.presumed = true;
  }
  return out;
}

/** The broken bone in the patient's words: a spine bone found on a scan is not "broken in a minor fall". */
function brokenBone(b: BoneFindings): string {
  const fracture = b.fracture ?? "";
  if (b.presumed) return VERTEBRAL.test(fracture) ? "a broken bone in the spine" : "a broken hip";
  return VERTEBRAL.test(fracture)
    ? "a squashed (broken) bone in the spine seen on a scan"
    : "a bone broken in a minor fall";
}

/** What the record shows, for the clinician text. */
function describe(b: BoneFindings): string {
  return [
    b.tScore ? `a T-score of ${formatNumber(b.tScore.value, 1).replace("-", "−")}` : "",
    b.fracture
      ? b.presumed
        ? `a ${VERTEBRAL.test(b.fracture) ? "vertebral" : "hip"} fracture with no high-energy cause recorded ("${b.fractureAsWritten ?? b.fracture}"), which from 65 is presumed a fragility fracture`
        : `a fragility fracture ("${b.fractureAsWritten ?? b.fracture}")`
      : "",
    b.osteoporosis && !b.tScore ? "osteoporosis recorded" : "",
  ]
    .filter(Boolean)
    .join(" and ");
}

/** The vitamin D step: repletion before a potent antiresorptive when 25OHD is low or unknown. */
function vitaminDStep(ctx: RuleContext, obs: LabObservation | undefined): string {
  const d = ctx.valueOf(obs);
  if (obs === undefined || d === undefined)
    return "Check 25-hydroxyvitamin D before starting treatment; correct a deficiency first, especially before IV zoledronate or denosumab";
  const level = `25OHD ${ctx.show(obs)}${d < VITD_DEFICIENT ? ", deficient" : ", insufficient for someone with osteoporosis"}`;
  // A high calcium rules out a loading regimen (rules/phpt-vitamin-d.ts): the vitamin D finding's plan stands.
  const ca = d < VITD_INSUFFICIENT ? highCalcium(ctx) : undefined;
  if (ca !== undefined)
    return phptVitaminD(ctx) !== undefined
      ? `Correct vitamin D before any IV zoledronate or denosumab (${level}): with the calcium high and PTH not suppressed, at a steady dose with calcium rechecked, not a loading regimen (see the vitamin D finding)`
      : `Vitamin D is low (${level}), but with calcium ${ctx.show(ca)} high it is not replaced until the cause of the high calcium is found (see the vitamin D finding)`;
  if (d < VITD_INSUFFICIENT)
    return `Correct vitamin D first (${level}): a loading regimen (up to about 300,000 IU oral vitamin D3 in split weekly or daily doses) before IV zoledronate or denosumab, which can cause low calcium when vitamin D is low; then maintenance`;
  // With a high calcium, "continue calcium intake" contradicted the calcium finding's supplement review
  // (review 24, resp-endo-24 case 06).
  return highCalcium(ctx) === undefined
    ? `25OHD ${ctx.show(obs)} is adequate; continue maintenance vitamin D and calcium intake`
    : `25OHD ${ctx.show(obs)} is adequate; calcium and vitamin D supplements are reviewed with the high calcium (see the calcium finding)`;
}

/** The alendronate label's and the zoledronate label's creatinine clearance limit, mL/min; eGFR below it prompts the check. */
const BISPHOSPHONATE_KIDNEY_LIMIT = 35;
/** eGFR below which denosumab's label warns of severe hypocalcaemia (boxed warning, advanced CKD). */
const DENOSUMAB_CKD_EGFR = 30;

/**
 * An eGFR below 35 takes away the first-line choices the step offers: "alendronate first line" at
 * eGFR 26 with alendronic acid planned in the notes (review 27, endocrine case 14).
 */
function lowKidneyTreatment(
  ctx: RuleContext,
): { step: string; clinician: string; patient: string; refs: string[]; evidence: string[] } | undefined {
  const obs = ctx.lab("egfr");
  const egfr = ctx.valueOf(obs);
  if (obs === undefined || egfr === undefined || egfr >= BISPHOSPHONATE_KIDNEY_LIMIT) return undefined;
  const advanced = egfr < DENOSUMAB_CKD_EGFR;
  const denosumab = advanced
    ? " Denosumab at an eGFR below 30 carries its label's boxed warning of severe, sometimes fatal hypocalcaemia: chronic kidney disease–mineral bone disorder is assessed first and treatment is supervised by a clinician experienced in it."
    : "";
  return {
    step: `eGFR ${ctx.show(obs)} is below 35: calculate creatinine clearance (Cockcroft–Gault) before any bisphosphonate, as the alendronate label does not recommend it and the zoledronate label contraindicates it below 35 mL/min; ${advanced ? "discuss the choice with a renal or metabolic bone specialist, correcting vitamin D and calcium first" : "if the clearance is below 35, choose with a renal or metabolic bone specialist"}`,
    clinician: `Kidney function narrows the choice: eGFR ${ctx.show(obs)}; alendronate is not recommended and zoledronate is contraindicated at a creatinine clearance below 35 mL/min.${denosumab}`,
    patient:
      "Your kidney function is low, which rules out some bone medicines, so the choice may need advice from a kidney or bone specialist.",
    refs: ctx.refs(obs),
    evidence: ["fosamax-label", "reclast-label-renal", ...(advanced ? ["prolia-label-advanced-ckd"] : [])],
  };
}

function calciumKidneyStep(ctx: RuleContext, phpt: PhptBone | undefined): string {
  const ca = ctx.lab("calcium");
  // A cause the same report already names (the parathyroid step above) is not sent for again.
  const high =
    phpt !== undefined ? " is high from the PTH-dependent cause set out above" : " is high, so find its cause first";
  const egfr = ctx.lab("egfr") ?? ctx.lab("creatinine");
  const parts = [
    ca === undefined
      ? "check calcium"
      : `calcium ${ctx.show(ca)}${ca.status === "normal" ? " is normal" : ca.status === "high" || ca.status === "critical-high" ? high : ", correct it first if low"}`,
    egfr === undefined ? "check kidney function" : `kidney function: ${ctx.show(egfr)}`,
  ];
  return `Before a bisphosphonate or denosumab: ${parts.join("; ")} (bisphosphonates need adequate kidney function)`;
}

/**
 * A bone density result in the record ("a T-score of −2.6"), whatever its level, for the
 * hyperparathyroidism work-up, which asks for a DXA only when none is there (review 19).
 */
export function boneDensityInRecord(ctx: RuleContext): string | undefined {
  const t = lowestTScore(ctx);
  return t === undefined ? undefined : `a T-score of ${formatNumber(t.value, 1).replace("-", "−")}`;
}

/**
 * Fragile bone for the falls findings, which state the fracture risk that falls and osteoporosis
 * add up to (review 12, deep case 06): what the record shows, and any bone treatment taken.
 */
export function boneFragility(ctx: RuleContext): { what: string; treatment: MedicationItem[] } | undefined {
  const b = boneFindings(ctx);
  if (b === undefined) return undefined;
  return { what: describe(b), treatment: ctx.model.medications.filter((m) => m.active && BONE_TREATMENT.test(m.name)) };
}

export const BONE_RULES: readonly Rule[] = [
  {
    id: "osteoporosis-untreated",
    family: FindingFamily.pattern,
    severity: Severity.moderate,
    problem: "Bone health",
    title: "Osteoporosis or fragility fracture without bone-protective treatment",
    clinician:
      "The record shows {what}, and no bone-protective treatment is listed. {age} Bisphosphonates are first-line treatment; NOGG 2022 also makes intravenous zoledronate a first-line option{reflux}.",
    patient:
      "Your records show {patientWhat}, but you do not seem to be on a medicine to strengthen them. Such medicines lower the chance of {another} broken bone. {patientPrep}Ask your doctor which treatment suits you.",
    nextSteps: [
      "Offer bone-protective treatment: an oral bisphosphonate (alendronate or risedronate) first line; IV zoledronate or denosumab when oral bisphosphonates are unsuitable",
    ],
    patientQuestions: ["Which bone-strengthening treatment is right for me, and what needs doing before I start it?"],
    evidence: ["nogg-2022-osteoporosis", "ros-2018-vitamin-d-bone-health"],
    keywords: ["osteoporosis", "fragility fracture", "dxa", "t-score", "bisphosphonate", "zoledronate", "denosumab"],
    match: (ctx) => {
      // A booked infusion or injection closes the gap; its preparation is potent-antiresorptive-vitamin-d's.
      if (onBoneTreatment(ctx) || statedMention(ctx.freeText, PLANNED_POTENT) !== undefined) return undefined;
      // Review 38, bone-falls case 08: after denosumab the gap is the follow-on treatment, set out there.
      if (denosumabStoppedWithoutFollowOn(ctx)) return undefined;
      const b = boneFindings(ctx);
      if (b === undefined) return undefined;
      const young = ctx.age !== undefined && ctx.age < NOGG_FROM_AGE;
      const reflux = refluxMention(ctx);
      const vitd = ctx.lab("vitamin-d-25oh");
      const d = ctx.valueOf(vitd);
      const lowD = d === undefined || d < VITD_INSUFFICIENT;
      const kidney = lowKidneyTreatment(ctx);
      const treatment =
        kidney?.step ??
        (reflux
          ? `Oral bisphosphonates may be unsuitable with ${reflux}: consider IV zoledronate (first-line option in NOGG 2022) or denosumab`
          : "Offer bone-protective treatment: an oral bisphosphonate (alendronate or risedronate) first line; IV zoledronate or denosumab when oral bisphosphonates are unsuitable");
      // Primary hyperparathyroidism: surgery, not a bisphosphonate first (rules/phpt-bone.ts).
      const phpt = pthDependentHypercalcaemia(ctx);
      const match: RuleMatch = {
        refs: [...b.refs, ...ctx.refs(vitd, phpt?.calcium, phpt?.pth)],
        values: {
          what: describe(b),
          age: young
            ? "Under 50, osteoporosis needs a search for secondary causes and specialist assessment."
            : "This meets the treatment threshold: a fragility fracture, or a T-score of −2.5 or less.",
          reflux: reflux ? `, which suits someone with ${reflux}, in whom oral bisphosphonates may be unsuitable` : "",
          patientWhat:
            b.tScore || b.osteoporosis
              ? `thin bones (osteoporosis)${b.fracture ? ` and ${brokenBone(b)}` : ""}`
              : `${brokenBone(b)}, which can be a sign of thin bones (osteoporosis)`,
          // "Another" broken bone only after one (imaging-2 review 19, case 09: a DXA result alone).
          another: b.fracture !== undefined ? "another" : "a",
          patientPrep: !lowD
            ? ""
            : highCalcium(ctx) === undefined
              ? d === undefined
                ? "Your vitamin D needs checking first, and bringing up if it is low, particularly before a yearly drip or an injection treatment, to keep your calcium safe. "
                : "Your vitamin D needs to be brought up first, particularly before a yearly drip or an injection treatment, to keep your calcium safe. "
              : phptVitaminD(ctx) !== undefined
                ? "Your vitamin D needs to be brought up first, slowly and with your calcium checked because it is high, particularly before a yearly drip or an injection treatment. "
                : "",
        },
        nextSteps: [
          ...(young ? ["Refer for specialist assessment and a search for secondary causes of osteoporosis"] : []),
          phpt !== undefined ? phptBoneStep(phpt, ctx) : treatment,
          vitaminDStep(ctx, vitd),
          calciumKidneyStep(ctx, phpt),
        ],
        severity: b.fracture !== undefined ? Severity.high : Severity.moderate,
      };
      // An aromatase inhibitor speeds bone loss: named as a cause, with treatment for as long as it is taken.
      const ai = ctx.meds("aromatase-inhibitor");
      if (ai.length > 0) {
        const names = ai.map((m) => m.name).join(" and ");
        match.refs.push(...ctx.refs(...ai));
        match.clinicianExtra = `${names} (an aromatase inhibitor) speeds bone loss and is a likely contributor; bone-directed treatment is advised for as long as it is taken (IOF and partner societies' 2017 position statement on aromatase inhibitor-associated bone loss).`;
        match.patientExtra = `Your ${ai[0]!.drugs[0] ?? "breast cancer medicine"}, a breast cancer medicine, speeds up bone loss. This makes bone treatment more important while you take it.`;
        match.evidence = ["iof-2017-aibl"];
      }
      if (kidney !== undefined && phpt === undefined) {
        match.refs.push(...kidney.refs);
        match.clinicianExtra = [match.clinicianExtra, kidney.clinician].filter(Boolean).join(" ");
        match.patientExtra = [match.patientExtra, kidney.patient].filter(Boolean).join(" ");
        match.evidence = [...(match.evidence ?? []), ...kidney.evidence];
      }
      const redFlags = b.fracture !== undefined ? vertebralFractureRedFlags(ctx, b.fracture) : undefined;
      if (redFlags !== undefined) {
        match.clinicianExtra = [match.clinicianExtra, redFlags].filter(Boolean).join(" ");
        match.evidence = [...(match.evidence ?? []), "agarwal-2022-fls-myeloma"];
      }
      if (phpt !== undefined) {
        match.evidence = [...(match.evidence ?? []), "yeh-2016-parathyroidectomy-fracture"];
        match.clinicianExtra = [
          match.clinicianExtra,
          "Here the high calcium with a PTH that is not suppressed points to primary hyperparathyroidism as a cause of the bone loss: parathyroidectomy comes before a bisphosphonate.",
        ]
          .filter(Boolean)
          .join(" ");
        match.patientExtra = [
          match.patientExtra,
          "Your high calcium and parathyroid hormone may be part of the reason for your thin bones, and an operation on the parathyroid gland may help your bones more than a tablet.",
        ]
          .filter(Boolean)
          .join(" ");
      }
      return match;
    },
  },
  {
    id: "potent-antiresorptive-vitamin-d",
    family: FindingFamily.pattern,
    severity: Severity.moderate,
    problem: "Bone health",
    title: "Low vitamin D before zoledronic acid or denosumab",
    clinician: "{treatment}, with 25-hydroxyvitamin D {vitd}: {level}. {correction}{calcium}",
    patient:
      "Your vitamin D is low, and you are due a bone-strengthening drip or injection. Low vitamin D makes the calcium in your blood more likely to drop after it. {patientFix} Ask your doctor before the appointment.",
    nextSteps: [
      "Give a vitamin D loading regimen (up to about 300,000 IU oral vitamin D3 in split weekly or daily doses) before the dose, moving the date if needed; then maintenance",
      "Check adjusted calcium and kidney function before the dose",
    ],
    patientQuestions: ["Should my bone treatment wait until my vitamin D is back up?"],
    evidence: ["ros-2018-vitamin-d-bone-health"],
    keywords: ["vitamin d", "zoledronate", "denosumab", "hypocalcaemia", "loading regimen"],
    match: (ctx) => {
      const vitd = ctx.lab("vitamin-d-25oh");
      const d = ctx.valueOf(vitd);
      if (vitd === undefined || d === undefined || d >= VITD_INSUFFICIENT) return undefined;
      const planned = statedMention(ctx.freeText, PLANNED_POTENT);
      const current = ctx.model.medications.filter(
        (m) => m.active && POTENT.test(m.name.toLowerCase()) && !/xgeva|\b120\s*mg\b|zometa|\b4\s*mg\b/i.test(m.name),
      );
      if (planned === undefined && current.length === 0) return undefined;
      const ca = ctx.lab("calcium");
      const caLow = ca !== undefined && (ca.status === "low" || ca.status === "critical-low");
      // A high calcium rules out the loading regimen (rules/phpt-vitamin-d.ts, review 19).
      const caHigh = highCalcium(ctx);
      const phpt = caHigh !== undefined ? phptVitaminD(ctx) : undefined;
      const loading = caHigh === undefined;
      return {
        refs: [...ctx.refs(vitd, ca, caHigh, ...current)],
        ...(!loading && {
          nextSteps: [
            ...(phpt?.nextSteps ?? [
              "Do not start vitamin D replacement until the cause of the high calcium is found; decide the timing of the dose with that cause in mind",
            ]),
            "Check adjusted calcium and kidney function before the dose",
          ],
          evidence: phpt?.evidence ?? [],
        }),
        // Deficiency before a first dose the notes have booked is the case that needs acting on now.
        severity: planned !== undefined && d < VITD_DEFICIENT ? Severity.high : Severity.moderate,
        values: {
          treatment:
            planned !== undefined ? `The notes record "${planned}"` : `On ${current.map((m) => m.name).join(" and ")}`,
          vitd: ctx.show(vitd),
          correction: loading
            ? "The Royal Osteoporosis Society corrects vitamin D with a loading regimen before a potent antiresorptive such as zoledronate or denosumab, because the calcium can fall after the dose when vitamin D is low."
            : phpt !== undefined
              ? `The Royal Osteoporosis Society corrects vitamin D before a potent antiresorptive such as zoledronate or denosumab, because the calcium can fall after the dose when vitamin D is low; with calcium ${ctx.show(caHigh)} high and PTH not suppressed, that is at a steady dose with calcium rechecked, not a loading regimen.`
              : `With calcium ${ctx.show(caHigh)} high, vitamin D is not replaced until the cause of the high calcium is found (see the vitamin D finding).`,
          patientFix: loading
            ? "A short course of higher-dose vitamin D first makes it safer, so the date may need to move."
            : phpt !== undefined
              ? "Because your calcium is high, vitamin D is brought up slowly, with your calcium checked, so the date may need to move."
              : "Your calcium is high, so its cause is looked for before any vitamin D is given, and the date may need to move.",
          level: d < VITD_DEFICIENT ? "deficient, below 30 nmol/L" : "insufficient, 30–50 nmol/L",
          calcium:
            caHigh !== undefined
              ? "" // already named in the correction sentence
              : ca === undefined
                ? " No calcium result is in the record."
                : caLow
                  ? ` The calcium is already low (${ctx.show(ca)}).`
                  : ` Calcium ${ctx.show(ca)}.`,
        },
      };
    },
  },
];
