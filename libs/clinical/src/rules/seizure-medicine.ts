import { FindingFamily, type LabObservation, Severity } from "../model.ts";
import { medNames, type RuleContext } from "./context.ts";
import { statedMention } from "./notes.ts";
import { pregnancy } from "./patterns.ts";
import type { Rule, RuleMatch } from "./types.ts";
import { HORMONAL_CONTRACEPTIVE, started } from "./enzyme-inducers.ts";
import { lamotrigineRash } from "./lamotrigine-rash.ts";
import { PLANNING } from "./psychiatric-drug-safety.ts";
import { readsAsUk } from "./uk-record.ts";

/**
 * Antiseizure medicine safety: lamotrigine started with valproate (rash risk, dose halved), lamotrigine
 * levels in pregnancy, topiramate in a woman who could become pregnant (Pregnancy Prevention Programme), and
 * carbamazepine, phenytoin or phenobarbital in a UK woman planning a pregnancy (MHRA 2021 review).
 */

const F = FindingFamily.drugLab;
const LAMOTRIGINE = /\b(?:lamotrigine|lamictal)\b/i;

function lamotrigineValproate(ctx: RuleContext): RuleMatch | undefined {
  const lamotrigine = ctx.model.medications.filter((m) => m.active && LAMOTRIGINE.test(m.name));
  const valproate = ctx.meds("valproate");
  if (lamotrigine.length === 0 || valproate.length === 0) return undefined;
  // A rash already present: lamotrigine-rash reports it, valproate included, and the titration is moot.
  if (lamotrigineRash(ctx) !== undefined) return undefined;
  return {
    refs: ctx.refs(...lamotrigine, ...valproate),
    values: { lamotrigine: lamotrigine.map((m) => started(ctx, m)).join(", "), valproate: medNames(valproate) },
  };
}

/**
 * Lamotrigine in pregnancy: clearance rises from early pregnancy, so levels fall on the same dose. A
 * level below 0.65 of the woman's own earlier level predicted seizure worsening (Pennell 2007), so a
 * fall that far is graded higher; earlier levels from before or early in pregnancy are the reference.
 */
const LEVEL_RATIO_SEIZURE_RISK = 0.65;

function lamotriginePregnancy(ctx: RuleContext): RuleMatch | undefined {
  const preg = pregnancy(ctx);
  if (preg === undefined) return undefined;
  const meds = ctx.model.medications.filter((m) => m.active && LAMOTRIGINE.test(m.name));
  if (meds.length === 0) return undefined;
  // Drug levels are not in the analyte catalogue: the number as sent, compared only within one unit.
  const level = (o: LabObservation) =>
    o.value.kind === "number" && o.value.comparator === undefined ? o.value.value : undefined;
  const levels = ctx.model.labs
    .filter((o) => LAMOTRIGINE.test(o.name) && o.date !== undefined && level(o) !== undefined)
    .sort((a, b) => a.date!.localeCompare(b.date!));
  const latest = levels.at(-1);
  const reference = levels.find((o) => o.date !== latest?.date && o.rawUnit === latest?.rawUnit);
  const weeks = preg.weeks === undefined ? "" : ` (${preg.weeks} weeks)`;
  if (latest === undefined || reference === undefined)
    return {
      refs: ctx.refs(...meds, latest),
      values: {
        med: medNames(meds),
        weeks,
        levels:
          latest === undefined
            ? "No lamotrigine level is in the record."
            : `Lamotrigine level ${ctx.show(latest)}, with no earlier level to compare it with.`,
      },
    };
  const ratio = level(latest)! / level(reference)!;
  const fell = ratio < LEVEL_RATIO_SEIZURE_RISK;
  return {
    refs: ctx.refs(...meds, reference, latest),
    values: {
      med: medNames(meds),
      weeks,
      levels: `Lamotrigine level ${ctx.show(latest)}, ${Math.round(ratio * 100)}% of the earlier ${ctx.show(reference)}${fell ? ": below 0.65 of her own reference level, the ratio that predicted worsening seizures" : ""}.`,
    },
    ...(fell ? { severity: Severity.high } : {}),
  };
}

// Topiramate in a woman who could become pregnant (MHRA Pregnancy Prevention Programme, 2024).

export const TOPIRAMATE = /\b(?:topiramate|topamax)\b/i;
const NOT_CHILDBEARING =
  /\b(?:post-?menopaus(?:al|e)|menopause|hysterectomy|sterili[sz](?:ed|ation)|tubal ligation|bilateral (?:salpingectomy|oophorectomy)|premature ovarian insufficiency)\b/i;
/** Methods that do not depend on taking a pill correctly: intrauterine methods and the implant. */
const USER_INDEPENDENT =
  /\b(?:iud|ius|coil|intra-?uterine|mirena|kyleena|jaydess|levosert|copper (?:iud|coil|device)|implant|nexplanon|implanon|vasectom(?:y|ised|ized))\b/i;

function topiramatePpp(ctx: RuleContext): RuleMatch | undefined {
  const age = ctx.age;
  if (ctx.sex !== "female" || age === undefined || age < 12 || age > 55) return undefined;
  const meds = ctx.model.medications.filter((m) => m.active && TOPIRAMATE.test(m.name));
  if (meds.length === 0 || pregnancy(ctx) !== undefined) return undefined;
  if (ctx.model.conditions.some((c) => NOT_CHILDBEARING.test(c.name))) return undefined;
  if (statedMention(ctx.freeText, NOT_CHILDBEARING) !== undefined) return undefined;
  const reliable =
    ctx.model.medications.some((m) => m.active && USER_INDEPENDENT.test(m.name)) ||
    ctx.model.conditions.some((c) => USER_INDEPENDENT.test(c.name)) ||
    statedMention(ctx.freeText, USER_INDEPENDENT) !== undefined;
  if (reliable) return undefined;
  const pills = ctx.model.medications.filter((m) => m.active && HORMONAL_CONTRACEPTIVE.test(m.name));
  const uk = readsAsUk(ctx);
  return {
    refs: ctx.refs(...meds, ...pills),
    nextSteps: [uk ? TOPIRAMATE_UK_REVIEW : TOPIRAMATE_ELSEWHERE_REVIEW, TOPIRAMATE_CONTRACEPTION],
    values: {
      med: medNames(meds),
      age,
      ppp: uk ? "Since 2024 the MHRA contraindicates" : "Since 2024 the UK regulator (MHRA) has contraindicated",
      contraception:
        pills.length > 0
          ? ` The record shows ${medNames(pills)}, which depends on being taken correctly; a method that does not (an intrauterine method or implant) is preferred.`
          : " No contraception is recorded.",
    },
  };
}

/*
 * The Risk Awareness Form is the UK programme's paperwork: a record from elsewhere is told whose
 * programme it is and asked for the yearly review without the form (review 40, perinatal-meds-40
 * case 10: an Austin record was asked to "complete the annual Risk Awareness Form").
 */
const TOPIRAMATE_UK_REVIEW = "Review the need for topiramate and alternatives; complete the annual Risk Awareness Form";
const TOPIRAMATE_ELSEWHERE_REVIEW =
  "Review the need for topiramate and alternatives, and its risks in pregnancy, at least yearly";
const TOPIRAMATE_CONTRACEPTION =
  "Arrange highly effective contraception (an intrauterine method or implant); some hormonal methods are weakened by topiramate at higher doses";

/*
 * The MHRA's 2021 review found more major malformations with carbamazepine, phenytoin and phenobarbital
 * (topiramate has its own programme above) and asks for treatment to be discussed with women planning a
 * pregnancy; before conception is when a change can still help (review 44, meds-44 case 03: a Leicester
 * woman on carbamazepine planning a pregnancy got no finding). UK records only: no US source was seen.
 */
const MALFORMATION_RISK = /\b(?:carbamazepine|tegretol|phenytoin|epanutin|phenobarbit\w*)\b/i;

function teratogenPlanning(ctx: RuleContext): RuleMatch | undefined {
  const age = ctx.age;
  if (ctx.sex !== "female" || age === undefined || age < 12 || age > 55) return undefined;
  if (pregnancy(ctx) !== undefined || !readsAsUk(ctx)) return undefined;
  const meds = ctx.model.medications.filter((m) => m.active && MALFORMATION_RISK.test(m.name));
  if (meds.length === 0) return undefined;
  const planning = statedMention(ctx.freeText, PLANNING);
  if (planning === undefined) return undefined;
  return { refs: ctx.refs(...meds), values: { med: medNames(meds), age, planning } };
}

export const SEIZURE_MEDICINE_RULES: readonly Rule[] = [
  {
    id: "lamotrigine-valproate",
    family: F,
    severity: Severity.high,
    problem: "Epilepsy medicines",
    title: "Lamotrigine with valproate: slower titration and serious rash risk",
    clinician:
      "{lamotrigine} with {valproate}. Valproate roughly doubles lamotrigine levels; with valproate the lamotrigine starting dose and dose steps are halved, and taking valproate or going faster than the recommended escalation are the main risk factors for serious rash (Stevens-Johnson syndrome, toxic epidermal necrolysis). Check the titration schedule used.",
    patient:
      "You take lamotrigine with valproate. Valproate raises lamotrigine levels, so lamotrigine has to be increased more slowly. If you get a rash, fever, sore mouth or eyes, or swollen glands, contact a doctor the same day. Please ask your doctor to check your lamotrigine dose plan.",
    nextSteps: [
      "Check the lamotrigine dose and escalation against the schedule for use with valproate",
      "Tell the patient to stop lamotrigine and seek same-day advice at the first sign of rash, fever, mouth ulcers or swollen glands",
    ],
    patientQuestions: ["Is my lamotrigine dose right alongside valproate?"],
    evidence: ["lamotrigine-rash-valproate-panel"],
    keywords: ["lamotrigine", "valproate", "stevens-johnson syndrome", "rash", "drug interaction", "titration"],
    match: lamotrigineValproate,
  },
  {
    id: "lamotrigine-pregnancy-levels",
    family: F,
    severity: Severity.moderate,
    problem: "Epilepsy medicines",
    title: "Lamotrigine in pregnancy: levels fall as clearance rises",
    clinician:
      "Pregnant{weeks} and taking {med}. {levels} Lamotrigine clearance rises in every trimester (by about 90% at its peak in the third), so levels fall on an unchanged dose; the level is measured against her own reference level from before or early in pregnancy, at least every 2 months, and the dose raised to keep it near that reference. Clearance returns to its usual rate within weeks of birth, so the dose is brought back down after delivery to avoid toxicity.",
    patient:
      "You take lamotrigine and are pregnant. During pregnancy the body clears lamotrigine faster, so the level in your blood can drop and seizures can come back. Regular blood tests of the level help your epilepsy team adjust the dose. Tell them about any seizures or jerks. Do not stop or change lamotrigine on your own.",
    nextSteps: [
      "Ask the epilepsy or obstetric medicine team to review the lamotrigine dose against her reference level, and any seizures since pregnancy began",
      "Measure the lamotrigine level at least every 2 months in pregnancy; plan a dose reduction after delivery",
    ],
    patientQuestions: ["Does my lamotrigine dose need to go up while I am pregnant?"],
    evidence: ["pennell-2007-lamotrigine-pregnancy"],
    keywords: ["lamotrigine", "pregnancy", "clearance", "therapeutic drug monitoring", "epilepsy", "seizures"],
    match: lamotriginePregnancy,
  },
  {
    id: "topiramate-pregnancy-prevention",
    family: F,
    severity: Severity.high,
    problem: "Medicines and pregnancy",
    title: "Topiramate in a woman who could become pregnant: Pregnancy Prevention Programme",
    clinician:
      "{med} in a woman aged {age}. {ppp} topiramate in women who could become pregnant unless the Pregnancy Prevention Programme is met: highly effective contraception, a negative pregnancy test before starting, a signed annual Risk Awareness Form and a review of alternatives at least yearly. Exposure in pregnancy raises the risk of birth defects and a 2–3 times higher risk of intellectual disability, autism and ADHD.{contraception}",
    patient:
      "You take topiramate. It can harm an unborn baby, so women who could become pregnant need very reliable contraception while taking it and for at least 4 weeks after stopping, and a yearly review. Please talk to your doctor soon about this. Do not stop topiramate on your own.",
    nextSteps: [TOPIRAMATE_UK_REVIEW, TOPIRAMATE_CONTRACEPTION],
    patientQuestions: ["Is my contraception reliable enough while I take topiramate?"],
    evidence: ["mhra-2024-topiramate-ppp"],
    keywords: ["topiramate", "pregnancy prevention programme", "contraception", "teratogen"],
    match: topiramatePpp,
  },
  {
    id: "antiseizure-pregnancy-planning",
    family: F,
    severity: Severity.moderate,
    problem: "Medicines and pregnancy",
    title: "Carbamazepine, phenytoin or phenobarbital while planning a pregnancy: review treatment before conception",
    clinician:
      '{med} in a woman aged {age}; the notes say "{planning}". The MHRA\'s 2021 review of epilepsy medicines in pregnancy found a higher risk of major birth defects with carbamazepine, phenytoin and phenobarbital than in the general population (dose-related for carbamazepine and phenobarbital, with no dose free of risk), and no such rise with lamotrigine or levetiracetam. The treatment is best reviewed with the specialist who manages it before she conceives, weighing control of her condition against these risks.',
    patient:
      "You take {med} and are thinking about a pregnancy. This medicine can raise the chance of birth defects. Please ask to see the doctor or nurse who looks after this treatment before you try to get pregnant, to talk about whether it should change. Do not stop it on your own: if it is for epilepsy, seizures in pregnancy can be dangerous.",
    nextSteps: [
      "Arrange a pre-conception review with the specialist managing this medicine to discuss its risks in pregnancy and whether to change treatment before she conceives",
    ],
    patientQuestions: ["Should this medicine change before I try for a baby?"],
    evidence: ["mhra-2021-antiepileptic-pregnancy-par"],
    keywords: ["carbamazepine", "phenytoin", "phenobarbital", "pregnancy", "preconception", "congenital malformations"],
    match: teratogenPlanning,
  },
];
