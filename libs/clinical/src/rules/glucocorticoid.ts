import { FindingFamily, type MedicationItem, Severity } from "../model.ts";
import { capitalise, formatNumber, joinList } from "../text.ts";
import { lowestTScore, OSTEOPOROTIC_T, refluxMention } from "./bone.ts";
import { medNames, type RuleContext } from "./context.ts";
import { ENDOCRINE_ONCOLOGY_RULES } from "./endocrine-oncology.ts";
import { statedMention } from "./notes.ts";
import type { Rule, RuleMatch } from "./types.ts";
import { isHigh } from "./lab-status.ts";
import { readsAsUk, readsAsUsUnits } from "./uk-record.ts";

/*
 * Long-term oral glucocorticoids (review 10, deep case 10: COPD on prednisolone 10 mg a day for
 * almost two years, with a raised HbA1c and glucose). Sources (seenAt in evidence/added-sources.ts):
 * - ACR 2022 glucocorticoid-induced osteoporosis guideline (acr-2022-giop): for adults starting or
 *   continuing more than 3 months of glucocorticoids at 2.5 mg of prednisone a day or more, fracture
 *   risk is assessed as soon as possible (clinical risk factors, bone density with vertebral fracture
 *   assessment or spine x-ray, FRAX from age 40); calcium and vitamin D intake, weight-bearing
 *   exercise, no smoking and limited alcohol for everyone on them; osteoporosis treatment at medium
 *   or higher fracture risk, an oral bisphosphonate strongly recommended at high risk.
 * - TSANZ / Choosing Wisely Australia (tsanz-2021-copd-systemic-steroids): long-term systemic
 *   corticosteroids are not recommended in COPD; their side effects include diabetes and osteoporosis.
 * - NHS Scotland inpatient page (rightdecisions-steroids-diabetes-inpatients): steroid-induced
 *   hyperglycaemia and diabetes; cited for the glucose sentence in anyone, COPD or not.
 * - ESE/ES 2024 (ese-es-2024-glucocorticoid-adrenal-insufficiency): after 3–4 weeks above about
 *   4–6 mg prednisolone a day the adrenal axis may be suppressed, so the glucocorticoid is tapered, not
 *   stopped. The adrenal findings of rules/endocrine-oncology.ts say this when they fire; then it is
 *   not said again here.
 * - Devon formulary (devon-formulary-giop-prevention), review 12 immunosuppression case 08: after more
 *   than 3 months of oral glucocorticoid, at 65 or over or after a fragility fracture, bone protection
 *   starts without waiting for a scan (specialist advice first when eGFR is below 30).
 * - NHS Steroid Emergency Card alert (nhs-2020-steroid-emergency-card): a card and sick-day rules for
 *   5 mg of prednisolone a day or its equivalent for 4 weeks or longer.
 */

const DAY_MS = 86_400_000;
/** More than this many days of treatment is long-term use (ACR 2022: more than 3 months). */
const LONG_TERM_DAYS = 90;
/** ACR 2022 applies from this daily dose of prednisone or its equivalent (mg). */
const ACR_DOSE = 2.5;
/**
 * Hydrocortisone up to this daily dose (mg) reads as replacement, not a pharmacological dose (ESE/ES
 * 2024 puts the physiological range at 15–25 mg a day).
 */
const HYDROCORTISONE_REPLACEMENT = 25;

/** Prednisolone milligrams per milligram of each glucocorticoid (standard anti-inflammatory equivalence). */
const PREDNISOLONE_PER_MG: Record<string, number> = {
  prednisolone: 1,
  prednisone: 1,
  methylprednisolone: 1.25,
  medrol: 1.25,
  dexamethasone: 6.67,
  hydrocortisone: 0.25,
  deflazacort: 0.83,
};

/** Forms that act on the skin, eye, ear, nose, lungs, gut lining or a joint, not the whole body. */
const NOT_SYSTEMIC =
  /\b(?:cream|ointment|gel|lotion|topical|eye|ear|drops?|inhal\w*|nasal|spray|enema|foam|suppositor\w*|intra-?articular|joint injection|mouthwash)\b/i;

/** Conditions where hydrocortisone or prednisolone is replacement of missing cortisol. */
const REPLACEMENT =
  /\b(?:adrenal insufficiency|addison\w*|hypoadrenal\w*|hypopituitar\w*|congenital adrenal hyperplasia|adrenalectomy)\b/i;

/** Conditions other than COPD that are treated with long-term glucocorticoids. */
const OTHER_INDICATION =
  /\b(?:polymyalgia|giant cell|temporal arteritis|rheumatoid|lupus|sle|vasculitis|sarcoid\w*|crohn\w*|colitis|inflammatory bowel|myasthenia|autoimmune|nephrotic|transplant\w*|multiple sclerosis|interstitial lung|pulmonary fibrosis|asthma|pemphig\w*|dermatomyositis|polymyositis|myeloma|lymphoma|leuka?emia|brain tumou?r|glioma|glioblastoma)\b/i;

/** Long-term use stated in the notes ("continuous prednisolone since 2025", "on steroids for 2 years"). */
const STEROID = String.raw`(?:prednisolone|prednisone|methylprednisolone|dexamethasone|hydrocortisone|deflazacort|(?:oral |cortico)?steroids?|glucocorticoids?)`;
/** Up to `n` characters within one sentence; a decimal dose ("7.5 mg") does not end it (review 25, uk-us-25b case 03). */
const inSentence = (n: number) => String.raw`(?:[^.;]|(?<=\d)\.(?=\d)){0,${n}}`;
const LONG_TERM_IN_NOTES = new RegExp(
  String.raw`\b(?:long[- ]term|continuous(?:ly)?|maintenance|regular)\b${inSentence(30)}\b${STEROID}\b|\b${STEROID}\b${inSentence(40)}\b(?:long[- ]term|continuously|for (?:\d+|several|many) (?:months|years)|for (?:a|one|two|three) years?|since (?:19|20)\d\d)\b`,
);

/** Age from which bone protection starts without a scan (local formulary guidance on glucocorticoid bone loss). */
const TREAT_WITHOUT_SCAN_AGE = 65;
/** eGFR (mL/min/1.73 m²) below which that guidance asks for specialist advice before a bisphosphonate. */
const BISPHOSPHONATE_EGFR = 30;
/** Daily prednisolone (mg) from which, for 4 weeks or longer, a Steroid Emergency Card is issued (NHS alert). */
const EMERGENCY_CARD_DOSE = 5;
const FRAGILITY_FRACTURE =
  /\b(?:fragility fracture|osteoporotic fracture|vertebral (?:compression |wedge )?fracture|hip fracture|fractured? neck of femur)\b/i;

/** Bone-protective treatments (as rules/bone.ts reads them). */
const BONE_TREATMENT =
  /\b(?:alendron\w*|risedron\w*|ibandron\w*|zoledron\w*|aclasta|fosamax|actonel|denosumab|prolia|teriparatide|forsteo|romosozumab|evenity|abaloparatide|raloxifene|evista)\b/i;
const OSTEOPOROSIS =
  /\b(?:osteoporo\w*|fragility fracture|osteoporotic fracture|vertebral (?:compression |wedge )?fracture)\b/i;

function medText(m: MedicationItem): string {
  return [m.name, m.dosage, m.frequency].filter(Boolean).join(" ");
}

/** Doses a day from the frequency words; 1 when none is given. */
function timesADay(text: string): number {
  if (/\b(?:alternate days?|every other day)\b/i.test(text)) return 0.5;
  if (/\b(?:four times|qds|qid)\b/i.test(text)) return 4;
  if (/\b(?:three times|tds|tid)\b/i.test(text)) return 3;
  if (/\b(?:twice|two times|bd|bid)\b/i.test(text)) return 2;
  return 1;
}

/** The drug of a glucocorticoid entry and its daily dose in prednisolone milligrams, when written. */
export function dailyDose(m: MedicationItem): { drug: string; mg?: number; prednisolone?: number } {
  const text = medText(m);
  const drug = Object.keys(PREDNISOLONE_PER_MG).find((d) => new RegExp(`\\b${d}\\b`, "i").test(text)) ?? "prednisolone";
  // The dose field before the name: "Prednisolone 5 mg tablets" with a dose of 40 mg is 40 mg a day
  // (review 12, immunosuppression case 08).
  const DOSE = /(\d+(?:\.\d+)?)\s*(mg|milligrams?|micrograms?|mcg)\b/i;
  const dose = DOSE.exec([m.dosage, m.frequency].filter(Boolean).join(" ")) ?? DOSE.exec(text);
  if (dose === null) return { drug };
  const micrograms = /^(?:micrograms?|mcg)$/i.test(dose[2] ?? "");
  const mg = Number(dose[1]) * (micrograms ? 0.001 : 1);
  const perDay = mg * timesADay(text);
  return { drug, mg: perDay, prednisolone: perDay * (PREDNISOLONE_PER_MG[drug] ?? 1) };
}

/** How long the glucocorticoid has been taken, when the start date or the notes show over 3 months. */
function longTermUse(ctx: RuleContext, meds: readonly MedicationItem[]): string | undefined {
  const now = ctx.model.now === undefined ? Number.NaN : Date.parse(ctx.model.now);
  for (const m of meds) {
    const start = m.startDate === undefined ? Number.NaN : Date.parse(m.startDate);
    if (Number.isNaN(start) || Number.isNaN(now)) continue;
    const days = (now - start) / DAY_MS;
    if (days <= LONG_TERM_DAYS) continue;
    // Just over 90 days is "about 3 months", never "about 2 months" beside "more than 3 months"
    // (review 28, deep-28 case 07).
    const months = Math.max(3, Math.floor(days / 30.44));
    const span = months >= 24 ? `${Math.floor(months / 12)} years` : `${months} months`;
    return `since ${m.startDate?.slice(0, 10)} (about ${span})`;
  }
  for (const m of meds) {
    if (/\blong[- ]term\b/i.test(medText(m))) return "long-term, as its entry says";
  }
  const note = statedMention(ctx.freeText, LONG_TERM_IN_NOTES);
  if (note === undefined) return undefined;
  // "since 2026" in 2026 may be less than 3 months.
  const year = /since ((?:19|20)\d\d)/.exec(note)?.[1];
  if (year !== undefined && !Number.isNaN(now) && Number(year) >= new Date(now).getUTCFullYear()) {
    return /\b(?:long[- ]term|continuous|maintenance|regular)\b/.test(note) ? `the notes say "${note}"` : undefined;
  }
  return `the notes say "${note}"`;
}

/** Whether an adrenal finding of rules/endocrine-oncology.ts already says to taper, not stop. */
function adrenalFindingFires(ctx: RuleContext): boolean {
  return ENDOCRINE_ONCOLOGY_RULES.some(
    (r) =>
      (r.id === "glucocorticoid-adrenal-insufficiency" || r.id === "cortisol-low-on-glucocorticoid") &&
      r.match(ctx) !== undefined,
  );
}

function longTermGlucocorticoid(ctx: RuleContext): RuleMatch | undefined {
  if ((ctx.age ?? 0) < 18) return undefined;
  const conditionNames = ctx.model.conditions.map((c) => c.name).join(". ");
  if (REPLACEMENT.test(conditionNames)) return undefined;
  const meds = ctx
    .meds("systemic-glucocorticoid")
    .filter((m) => !NOT_SYSTEMIC.test(medText(m)))
    .filter((m) => {
      const d = dailyDose(m);
      // Hydrocortisone is counted only at a dose above replacement; others from ACR's 2.5 mg a day.
      if (d.drug === "hydrocortisone") return d.mg !== undefined && d.mg > HYDROCORTISONE_REPLACEMENT;
      return d.prednisolone === undefined || d.prednisolone >= ACR_DOSE;
    });
  if (meds.length === 0) return undefined;
  const duration = longTermUse(ctx, meds);
  if (duration === undefined) return undefined;

  const doses = meds.map(dailyDose);
  // The daily dose shown with the name, so a tablet strength in the name is not read as the dose.
  const named = medNames(
    meds.map((m, i) => {
      const mg = doses[i]?.mg;
      return mg === undefined ? m : { ...m, name: `${m.name} (${formatNumber(mg)} mg a day)` };
    }),
  );
  const doseKnown = doses.every((d) => d.prednisolone !== undefined);
  const evidence = new Set<string>(["acr-2022-giop"]);
  const clinician: string[] = [];
  const patient: string[] = [];
  const steps: string[] = [];
  const questions: string[] = [];

  // Raised glucose or HbA1c: the glucocorticoid is a likely contributor.
  const glucoseLabs = [ctx.lab("hba1c"), ctx.lab("glucose")].filter(isHigh);
  if (glucoseLabs.length > 0) {
    const diabetes = ctx.conditions("diabetes").length > 0;
    clinician.push(
      `Glucocorticoids raise blood glucose and can cause diabetes, so the raised ${joinList(glucoseLabs.map((o) => `${o.analyteId === "hba1c" ? "HbA1c" : "glucose"} ${ctx.show(o)}`))} ${glucoseLabs.length > 1 ? "are" : "is"} ${diabetes ? "likely in part due to it: take it into account when adjusting diabetes treatment, which may need to come down again if the glucocorticoid is reduced" : "possibly in part due to it"}.`,
    );
    patient.push(
      diabetes
        ? "Your blood sugar tests are high, and the steroid is likely part of the reason. If the steroid dose changes, your diabetes medicines may need to change too."
        : "Your blood sugar is high, and the steroid may be part of the reason.",
    );
    if (diabetes)
      steps.push(
        "Allow for the glucocorticoid when adjusting diabetes treatment; recheck glucose when its dose changes",
      );
    // A source on steroids and glucose, not the COPD one, whose summary is off-topic outside COPD
    // (review 20, deep sweep case 02: lupus); not the NHS Scotland page on a US record (review 25,
    // uk-us-25b case 03).
    evidence.add(
      readsAsUsUnits(ctx) ? "steroid-hyperglycaemia-incidence-2013" : "rightdecisions-steroids-diabetes-inpatients",
    );
  }

  // Bone: fracture-risk assessment and protection (ACR 2022); from 65 or after a fragility fracture,
  // protection without waiting for a scan (local formulary guidance, review 12 immunosuppression case 08).
  const boneTreatment = ctx.model.medications.filter((m) => m.active && BONE_TREATMENT.test(m.name));
  // A DXA T-score in the osteoporosis range counts as osteoporosis on record: fracture risk is not
  // assessed again, and its treatment is osteoporosis-untreated's (review 24, deep-24 case 03: a DXA
  // with T-score −2.8 and FRAX in the record, and "assess fracture risk now: bone density (DXA)").
  const tScore = lowestTScore(ctx);
  const osteoporosis =
    statedMention(conditionNames.toLowerCase(), OSTEOPOROSIS) ??
    (tScore !== undefined && tScore.value <= OSTEOPOROTIC_T
      ? `a T-score of ${formatNumber(tScore.value).replace("-", "−")} (osteoporosis)`
      : undefined);
  const fracture = statedMention(conditionNames.toLowerCase(), FRAGILITY_FRACTURE);
  const older = (ctx.age ?? 0) >= TREAT_WITHOUT_SCAN_AGE;
  // With reflux or oesophageal disease, the same steer as osteoporosis-untreated (review 39, bone-endo-39
  // item 2: "an oral bisphosphonate" here beside "may be unsuitable with reflux" there).
  const reflux = refluxMention(ctx);
  const notOral =
    reflux && `oral bisphosphonates may be unsuitable with ${reflux}, so consider IV zoledronate or denosumab`;
  if (boneTreatment.length > 0) {
    clinician.push(`Bone protection is in place (${medNames(boneTreatment)}).`);
  } else if ((older || fracture !== undefined) && readsAsUsUnits(ctx)) {
    // The Devon formulary's treat-without-a-scan route is UK guidance; a US record is read by ACR
    // 2022 alone: assess now, treat at medium or higher risk (review 25, uk-us-25b case 03).
    clinician.push(
      `No bone protection is listed${fracture === undefined ? ` at age ${ctx.age}` : ` with ${fracture} on record`}. ACR 2022 asks for fracture risk to be assessed as soon as possible on long-term glucocorticoids and strongly recommends osteoporosis treatment, an oral bisphosphonate first, at medium or higher fracture risk.`,
    );
    patient.push(
      `${fracture === undefined ? "At your age" : "With a past broken bone"}, steroids raise the chance of breaking a bone. A bone check now, and often a medicine to protect the bones, is advised.`,
    );
    steps.push(
      `Assess fracture risk now (bone density with vertebral fracture assessment, and FRAX) and start osteoporosis treatment at medium or higher risk: ${notOral || "an oral bisphosphonate such as alendronate or risedronate"}, with calcium and vitamin D`,
      "Advise enough calcium and vitamin D, weight-bearing exercise, not smoking and limited alcohol",
    );
    questions.push("Should I start a medicine to protect my bones while I take steroids?");
  } else if (older || fracture !== undefined) {
    const egfr = ctx.lab("egfr");
    const lowEgfr = (ctx.valueOf(egfr) ?? Number.POSITIVE_INFINITY) < BISPHOSPHONATE_EGFR;
    clinician.push(
      `No bone protection is listed${fracture === undefined ? ` at age ${ctx.age}` : ` with ${fracture} on record`}. ACR 2022 asks for fracture risk to be assessed as soon as possible on long-term glucocorticoids; for more than 3 months of oral glucocorticoid at age 65 or over, or after a fragility fracture, UK formulary guidance starts bone protection (calcium and vitamin D with an oral bisphosphonate) straight away rather than waiting for a bone density scan; with an eGFR below 30 it asks for specialist advice first.`,
    );
    patient.push(
      "At your age or with a past broken bone, a medicine to protect the bones is usually started now, without waiting for a bone scan.",
    );
    steps.push(
      lowEgfr && egfr !== undefined
        ? `Start bone protection now, without waiting for DXA; eGFR ${ctx.show(egfr)} is below 30, so ask for specialist advice on the choice of treatment`
        : `Start bone protection now, without waiting for DXA: ${notOral ? `${notOral},` : "an oral bisphosphonate (alendronic acid 70 mg or risedronate 35 mg weekly)"} with calcium and vitamin D`,
      "Advise enough calcium and vitamin D, weight-bearing exercise, not smoking and limited alcohol",
    );
    questions.push("Should I start a medicine to protect my bones while I take steroids?");
    evidence.add("devon-formulary-giop-prevention");
    // NOGG 2022 is the source for IV zoledronate as a first-line option when oral ones are unsuitable.
    if (reflux) evidence.add("nogg-2022-osteoporosis");
  } else if (osteoporosis !== undefined) {
    clinician.push(`${capitalise(osteoporosis)} is on record, and the glucocorticoid adds to the fracture risk.`);
  } else {
    clinician.push(
      "ACR 2022 advises, for adults on 2.5 mg of prednisone (or its equivalent) a day or more for over 3 months, assessing fracture risk as soon as possible, and treating osteoporosis at medium or higher risk, usually with an oral bisphosphonate first.",
    );
    patient.push("A bone check, and perhaps a medicine to protect your bones, is usually advised.");
    steps.push(
      `Assess fracture risk now: clinical risk factors, bone density (DXA) with vertebral fracture assessment or spine x-ray${(ctx.age ?? 0) >= 40 ? ", and FRAX" : ""}; offer osteoporosis treatment at medium or higher fracture risk`,
      "Advise enough calcium and vitamin D, weight-bearing exercise, not smoking and limited alcohol",
    );
    questions.push("Should I have a bone density scan or take a medicine to protect my bones?");
  }

  // COPD: long-term oral corticosteroids are not recommended.
  const copd = ctx.conditions("copd");
  const other = statedMention(conditionNames.toLowerCase(), OTHER_INDICATION);
  if (copd.length > 0 && other === undefined) {
    clinician.push(
      "In COPD, long-term oral corticosteroids are not recommended: their benefit outside exacerbations is unproven and their harms (diabetes, osteoporosis, muscle weakness, weight gain) are well known; an exacerbation needs only a short course.",
    );
    patient.push(
      "For COPD, steroid tablets are usually given only as short courses during flare-ups. Ask your doctor whether you still need them every day.",
    );
    steps.push(
      "Review why the glucocorticoid continues: long-term oral corticosteroids are not recommended in COPD; if it is to stop, reduce it gradually",
    );
    questions.push("Do I still need my steroid tablets every day, and how should they be reduced?");
    evidence.add("tsanz-2021-copd-systemic-steroids");
  }

  // Never stopped abruptly, and a Steroid Emergency Card from 5 mg a day, unless an adrenal finding
  // already says so.
  if (!adrenalFindingFires(ctx)) {
    clinician.push(
      "After this long the adrenal axis may be suppressed, so it must not be stopped abruptly: any reduction is a gradual taper.",
    );
    patient.push(
      "Do not stop it suddenly. After long use your body needs time to make enough of its own steroid again, so any cut must be slow and planned with your doctor.",
    );
    if (copd.length === 0 || other !== undefined)
      steps.push("Use the lowest dose that controls the condition; never stop it abruptly after long use: taper");
    evidence.add("ese-es-2024-glucocorticoid-adrenal-insufficiency");
    const prednisolone = doses.reduce((sum, d) => sum + (d.prednisolone ?? 0), 0);
    // Review 25, uk-us-25 case 06: a US record was told to carry an NHS Steroid Emergency Card. It gets
    // the ESE/Endocrine Society risk threshold (above prednisone 4–6 mg a day for 3–4 weeks) and education.
    if (doseKnown && prednisolone >= EMERGENCY_CARD_DOSE && !readsAsUk(ctx)) {
      clinician.push(
        "At this dose and duration the ESE/Endocrine Society 2024 guideline counts the patient at risk of adrenal insufficiency (oral glucocorticoid above prednisone 4–6 mg a day, or its equivalent, for 3–4 weeks or more) and asks that patients be taught about the endocrine effects of their glucocorticoid.",
      );
      patient.push(
        "After this long, your body may not make enough of its own steroid when you are ill. Ask your doctor what to do with your steroid dose if you become ill, and what to do if you are vomiting and cannot keep the tablets down.",
      );
      steps.push(
        "Teach the patient about the risk of adrenal insufficiency on this dose and what to do with the dose during illness (ESE/Endocrine Society 2024)",
      );
    } else if (doseKnown && prednisolone >= EMERGENCY_CARD_DOSE) {
      clinician.push(
        "At 5 mg of prednisolone a day (or its equivalent) or more for 4 weeks or longer, the NHS patient safety alert on adrenal crisis calls for an NHS Steroid Emergency Card and sick-day rules.",
      );
      patient.push(
        "Carry an NHS Steroid Emergency Card and show it whenever you are treated. When you are ill with a fever or need antibiotics, your steroid dose usually needs to go up for a while; if you are vomiting and cannot keep the tablets down, get urgent help.",
      );
      steps.push(
        "Issue an NHS Steroid Emergency Card and teach sick-day rules (double the daily dose with fever or an illness needing antibiotics; with vomiting, emergency hydrocortisone injection and urgent help)",
      );
      evidence.add("nhs-2020-steroid-emergency-card");
    }
  }

  return {
    refs: ctx.refs(...meds, ...glucoseLabs, ...copd),
    values: {
      named,
      duration,
      doseNote: doseKnown ? "" : "; the daily dose is not clear from the record",
      rest: clinician.map((t) => ` ${t}`).join(""),
      patientRest: patient.map((t) => ` ${t}`).join(""),
    },
    nextSteps: steps.length > 0 ? steps : ["Review whether the glucocorticoid is still needed at this dose"],
    ...(questions.length > 0 ? { patientQuestions: questions } : {}),
    evidence: [...evidence].filter((id) => id !== "acr-2022-giop"),
  };
}

export const GLUCOCORTICOID_RULES: readonly Rule[] = [
  {
    id: "glucocorticoid-long-term",
    family: FindingFamily.drugLab,
    severity: Severity.moderate,
    problem: "Long-term steroid treatment",
    title: "Long-term oral glucocorticoid: glucose, bone and tapering",
    clinician:
      "{named}, a glucocorticoid taken by mouth, {duration}: long-term use (more than 3 months{doseNote}).{rest}",
    patient:
      "You have been taking {named}, a steroid medicine, for a long time. Taken for months, steroid tablets can raise blood sugar and thin the bones.{patientRest}",
    nextSteps: ["Use the lowest dose that controls the condition; never stop it abruptly after long use: taper"],
    patientQuestions: ["How long do I need to take my steroid tablets?"],
    evidence: ["acr-2022-giop"],
    keywords: ["glucocorticoid", "prednisolone", "osteoporosis", "hyperglycaemia"],
    match: longTermGlucocorticoid,
  },
];
