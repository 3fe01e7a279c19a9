import type { MeaningInContext } from "../catalogue/overlay.ts";
import { FindingFamily, type LabObservation, Severity } from "../model.ts";
import type { RuleContext } from "./context.ts";
import { onFeminisingOestrogen } from "./explained-high-results.ts";
import { suspectedMacroprolactinoma } from "./macroprolactinoma.ts";
import { statedMention } from "./notes.ts";
import { knownPituitaryTumour } from "./pituitary-apoplexy.ts";
import { pregnantOrPostnatal } from "./pregnancy-emergencies.ts";
import { HCG_TESTS as HCG, statedProlactinSymptoms } from "./prolactin-symptoms.ts";
import { KIDNEY_FUNCTION } from "./tests-in-record.ts";
import type { Rule, RuleMatch } from "./types.ts";
import { joinList } from "../text.ts";
import { isHigh, isLow } from "./lab-status.ts";

/*
 * A raised prolactin without a dopamine-blocking medicine, below the level that usually means a
 * prolactinoma (rules/macroprolactinoma.ts reads that and visual field loss; rules/prolactin-symptoms.ts
 * the medicine-induced rise; rules/reproductive-endocrine.ts a macroprolactin result).
 *
 * Review 19 (pituitary-prolactin-2, case 01): a woman of 27 with 7 months of amenorrhoea,
 * galactorrhoea and headaches, no medicines, prolactin 1450 mIU/L (102-496), low LH, FSH and
 * oestradiol, normal TSH and a negative hCG had only generic "above/below the range" lines, the low
 * gonadotrophins glossed "can go with pituitary problems" as if unexplained.
 *
 * Endocrine Society 2011 (with the summaries in the seenAt of "endocrine-society-2011-hyperprolactinaemia"):
 * in symptomatic hyperprolactinaemia that is not physiological, exclude medicines, kidney failure,
 * hypothyroidism and parasellar tumours; macroprolactin is looked for when symptoms are absent;
 * sellar imaging comes after the other causes are excluded (FEBRASGO). A mild rise is confirmed on
 * a new sample taken without venepuncture stress (FEBRASGO, FACTS_SEEN). Prolactin suppresses
 * GnRH and so LH, FSH and oestradiol, and hyperprolactinaemic amenorrhoea lowers bone density,
 * which treatment partly restores (Klibanski 1986, FACTS_SEEN).
 */

const MACROPROLACTIN = /\bmacroprolactin\b|\bpost[- ]?peg\b|\bpeg[- ]precipitat\w*/i;
const BREASTFEEDING = /\bbreast ?feeding\b|\bbreastfed\b|\bnursing (?:her|a|the) (?:baby|infant)\b/i;
const HEADACHE = /\bheadaches?\b/i;
/** Irregular cycles, which the medicine rule's symptom list (absent or infrequent periods) leaves out. */
const IRREGULAR =
  /\birregular (?:menstrual )?(?:periods?|cycles?|menses)\b|\bperiods? (?:have been |are |were )?irregular\b/i;
const STRESS =
  /\b(?:stressful|difficult|traumatic|several attempts at|multiple attempts at) (?:venepuncture|venipuncture|blood (?:test|draw|sample))\b|\b(?:venepuncture|venipuncture|needle) (?:stress|anxiety|phobia)\b|\b(?:anxious|distressed|fainted) (?:at|during|about) (?:the )?(?:blood (?:test|draw|sample)|venepuncture|venipuncture)\b/i;
/** "No periods for 7 months", "amenorrhoea for 8 months": the duration, in months. */
const AMENORRHOEA_MONTHS =
  /\b(?:no (?:menstrual )?periods?|amenorrh\w*|periods? (?:have )?(?:stopped|absent))\b[^.]{0,25}?\b(\d{1,2})\s*months?\b/i;
/**
 * Amenorrhoea of this length with a low oestradiol prompts a bone density assessment: the threshold
 * the Endocrine Society (2017) sets for functional hypothalamic amenorrhoea, used here by analogy
 * (engine choice), since hyperprolactinaemic amenorrhoea also lowers bone density (FACTS_SEEN).
 */
const BONE_MONTHS = 6;
/** Up to twice the upper limit without symptoms is read as a mild rise: repeat and macroprolactin first. */
const MILD_TIMES_UPPER = 2;

export interface RaisedProlactin {
  prolactin: LabObservation;
  /** The value as a multiple of the upper limit, whatever the unit (mIU/L, µg/L, ng/mL). */
  timesUpper?: number;
  symptoms: { clinician: string; patient: string }[];
  headache?: string;
}

/**
 * A raised prolactin for which nothing in the record accounts: no dopamine-blocking medicine, no
 * macroprolactin result, no known pituitary tumour, not at prolactinoma level or with field loss,
 * not in pregnancy, after birth or while breastfeeding, not on feminising oestrogen.
 */
export function unexplainedRaisedProlactin(ctx: RuleContext): RaisedProlactin | undefined {
  const obs = ctx.lab("prolactin") ?? ctx.anyLab("prolactin");
  if (!isHigh(obs)) return undefined;
  if (ctx.meds("dopamine-blocker").length > 0) return undefined;
  if (ctx.model.labs.some((o) => MACROPROLACTIN.test(o.name))) return undefined;
  if (suspectedMacroprolactinoma(ctx) !== undefined || knownPituitaryTumour(ctx) !== undefined) return undefined;
  if (pregnantOrPostnatal(ctx) || HCG.some((id) => isHigh(ctx.lab(id)))) return undefined;
  if (statedMention(ctx.freeText, BREASTFEEDING, true) !== undefined) return undefined;
  if (onFeminisingOestrogen(ctx)) return undefined;
  const timesUpper = timesUpperLimit(ctx, obs);
  const headache = statedMention(ctx.freeText, HEADACHE, true);
  return {
    prolactin: obs,
    ...(timesUpper !== undefined && { timesUpper }),
    symptoms: [
      ...statedProlactinSymptoms(ctx),
      ...(statedMention(ctx.freeText, IRREGULAR, true) !== undefined
        ? [{ clinician: "irregular periods", patient: "irregular periods" }]
        : []),
    ],
    ...(headache !== undefined && { headache }),
  };
}

/**
 * The value over the upper limit: the sender's number against the sender's range where both came
 * together (a prolactin in mIU/L has no rule-unit value), else the rule-unit value and limit.
 */
function timesUpperLimit(ctx: RuleContext, obs: LabObservation): number | undefined {
  const raw = obs.value.kind === "number" ? obs.value.value : undefined;
  const upper = obs.range?.high;
  if (obs.rangeSource === "caller" && raw !== undefined && upper !== undefined && upper > 0) return raw / upper;
  const v = ctx.valueOf(obs);
  const limit = ctx.upperLimit("prolactin");
  return v !== undefined && limit !== undefined && limit > 0 ? v / limit : undefined;
}

/** A mild rise with no symptoms of prolactin excess recorded: read by the generic line, not a finding. */
function mildWithoutSymptoms(r: RaisedProlactin): boolean {
  return r.symptoms.length === 0 && r.headache === undefined && (r.timesUpper ?? Infinity) <= MILD_TIMES_UPPER;
}

const MILD_PROLACTIN: MeaningInContext = {
  text: "this mild, with no symptoms of prolactin excess recorded, is often the stress of the blood test or macroprolactin (an inactive form): repeat it on a rested sample and ask the laboratory to check for macroprolactin before any scan",
  patient:
    "this mild, with no symptoms mentioned in your notes, is often caused by the stress of having blood taken or by a harmless inactive form of prolactin. The usual next step is a repeat test taken calmly, which the laboratory can also check for the inactive form",
  evidence: ["endocrine-society-2011-hyperprolactinaemia"],
};

/** The generic line's meaning for a mild raised prolactin without symptoms (evaluate.ts). */
export function mildProlactinMeaning(obs: LabObservation, ctx: RuleContext): MeaningInContext | undefined {
  if (obs.analyteId !== "prolactin") return undefined;
  const r = unexplainedRaisedProlactin(ctx);
  if (r === undefined || r.prolactin.ref !== obs.ref || !mildWithoutSymptoms(r)) return undefined;
  const stress = statedMention(ctx.freeText, STRESS, true);
  // A woman who could be pregnant is offered a pregnancy test, unless the record holds one.
  const pregnancyTest =
    ctx.sex === "female" && (ctx.age ?? 0) < 55 && HCG.every((id) => ctx.lab(id) === undefined)
      ? ", with a pregnancy test if pregnancy is possible"
      : "";
  return {
    ...MILD_PROLACTIN,
    text: `${MILD_PROLACTIN.text}${pregnancyTest}${stress === undefined ? "" : `; the notes record "${stress}"`}`,
  };
}

/**
 * The generic line's meaning for a raised prolactin in a recorded pregnancy or after birth, where
 * the rise is expected: pregnant women have a raised prolactin, and after birth each breastfeed
 * raises it (Huang and Molitch 2012, in the seenAt of "endocrine-society-2011-hyperprolactinaemia").
 * Without it a woman 9 weeks pregnant read that her prolactin "can come from pregnancy, some
 * medicines or a pituitary growth" (review 19, deep sweep case 02). A suspected or known pituitary
 * tumour keeps the general line, which the tumour's own finding reads.
 */
export function prolactinInPregnancyMeaning(obs: LabObservation, ctx: RuleContext): MeaningInContext | undefined {
  if (obs.analyteId !== "prolactin" || !pregnantOrPostnatal(ctx)) return undefined;
  if (suspectedMacroprolactinoma(ctx) !== undefined || knownPituitaryTumour(ctx) !== undefined) return undefined;
  return {
    text: "in pregnancy or after birth is expected: prolactin is normally raised in pregnancy, and after birth each breastfeed raises it",
    patient:
      "in pregnancy or after birth is expected: prolactin normally rises in pregnancy, and breastfeeding raises it after birth",
    evidence: ["endocrine-society-2011-hyperprolactinaemia"],
  };
}

/** Low gonadotrophins or sex steroid with the raised prolactin: read as caused by it. */
function gonadalReading(ctx: RuleContext): { refs: string[]; names: string[]; female: boolean } | undefined {
  const lh = ctx.lab("lh");
  const fsh = ctx.lab("fsh");
  // Raised gonadotrophins are the gonad's own failure, which prolactin does not explain.
  if (isHigh(lh) || isHigh(fsh)) return undefined;
  const female = ctx.sex === "female";
  const steroid = female ? ctx.lab("estradiol") : (ctx.lab("testosterone-total") ?? ctx.anyLab("testosterone"));
  const low = [lh, fsh, steroid].filter(isLow);
  if (low.length === 0) return undefined;
  const name = (o: LabObservation): string =>
    o === lh ? "LH" : o === fsh ? "FSH" : female ? "oestradiol" : "testosterone";
  return { refs: low.map((o) => o.ref), names: low.map(name), female };
}

/** The causes the guideline asks to exclude, split into those the record settles and those it does not. */
function causes(ctx: RuleContext): { excluded: string[]; todo: string[] } {
  const excluded: string[] = [];
  const todo: string[] = [];
  const hcg = HCG.map((id) => ctx.lab(id)).find((o) => o !== undefined);
  const female = ctx.sex === "female";
  if (female) {
    if (hcg !== undefined && !isHigh(hcg)) excluded.push(`pregnancy (hCG ${ctx.show(hcg)})`);
    else todo.push("a pregnancy test");
  }
  const tsh = ctx.lab("tsh");
  if (tsh?.status === "normal") excluded.push(`hypothyroidism (TSH ${ctx.show(tsh)})`);
  else if (tsh === undefined) todo.push("TSH");
  const kidney = KIDNEY_FUNCTION.map((id) => ctx.lab(id)).filter((o) => o !== undefined);
  if (kidney.length > 0 && kidney.every((o) => o.status === "normal")) excluded.push("kidney failure");
  else if (kidney.length === 0) todo.push("kidney function");
  const liver = ["alt", "bilirubin-total", "albumin"].map((id) => ctx.lab(id)).filter((o) => o !== undefined);
  if (liver.length === 0) todo.push("liver tests");
  return { excluded, todo };
}

/** Whether the raised prolactin finding fires, reading any low testosterone as caused by the prolactin. */
export function raisedProlactinFindingFires(ctx: RuleContext): boolean {
  const r = unexplainedRaisedProlactin(ctx);
  return r !== undefined && !mildWithoutSymptoms(r);
}

function raisedProlactinFinding(ctx: RuleContext): RuleMatch | undefined {
  const r = unexplainedRaisedProlactin(ctx);
  if (r === undefined || mildWithoutSymptoms(r)) return undefined;
  const symptomatic = r.symptoms.length > 0;
  const mild = (r.timesUpper ?? Infinity) <= MILD_TIMES_UPPER;
  const { excluded, todo } = causes(ctx);
  const gonadal = gonadalReading(ctx);
  const months = AMENORRHOEA_MONTHS.exec(ctx.freeText.toLowerCase())?.[1];
  const longAmenorrhoea = months !== undefined && Number(months) >= BONE_MONTHS;
  const times =
    r.timesUpper !== undefined ? ` (about ${Math.round(r.timesUpper * 10) / 10} times the upper limit)` : "";
  const stated = [...r.symptoms.map((s) => s.clinician), ...(r.headache !== undefined ? ["headaches"] : [])];
  const steps: string[] = [];
  if (todo.length > 0)
    steps.push(
      `Exclude the other causes first: ${joinList(todo)}, and a full medicine history including medicines bought over the counter`,
    );
  else steps.push("Confirm with the patient that no medicine, including over-the-counter ones, could raise prolactin");
  if (symptomatic && mild)
    steps.push(
      "Confirm the rise on a repeat sample taken at rest: the stress of the blood test can raise prolactin this far",
    );
  if (!symptomatic)
    steps.push(
      "Ask about symptoms of a high prolactin (milky nipple discharge, periods stopping, low sex drive or erectile problems); without them, repeat the prolactin on a rested sample and ask the laboratory to check for macroprolactin",
    );
  steps.push(
    symptomatic
      ? `Pituitary MRI once ${mild ? "the rise is confirmed and " : ""}the other causes are excluded, and refer to endocrinology`
      : "If the repeat stays raised without macroprolactin or another cause, arrange pituitary MRI and refer to endocrinology",
  );
  if (r.headache !== undefined) steps.push("With headaches, test the visual fields formally");
  if (gonadal !== undefined && gonadal.female && longAmenorrhoea)
    steps.push(`Consider bone density (DXA): amenorrhoea for ${months} months with a low oestradiol`);
  if (gonadal !== undefined && !gonadal.female)
    steps.push("Treat the low testosterone through the prolactin rather than with testosterone");
  const gonadalText =
    gonadal === undefined
      ? ""
      : ` The low ${joinList(gonadal.names)} ${gonadal.names.length > 1 ? "are" : "is"} part of the same picture: prolactin suppresses the pituitary's signal to the ${gonadal.female ? "ovaries" : "testes"} (hypogonadotropic hypogonadism), not ${gonadal.female ? "ovarian" : "testicular"} failure${gonadal.female && longAmenorrhoea ? `; after ${months} months of amenorrhoea the oestrogen lack puts bone density at risk` : ""}.`;
  const excludedText = excluded.length > 0 ? ` The record already excludes ${joinList(excluded)}.` : "";
  return {
    refs: [r.prolactin.ref, ...(gonadal?.refs ?? [])],
    severity: symptomatic ? Severity.moderate : Severity.low,
    values: {
      prolactin: ctx.show(r.prolactin),
      times,
      title: symptomatic
        ? "Raised prolactin with symptoms and no medicine to explain it: hyperprolactinaemia to investigate"
        : "Raised prolactin without recorded symptoms: confirm before investigating",
      reading: symptomatic
        ? `with ${joinList(stated)} in the notes and no dopamine-blocking medicine in the record: symptomatic hyperprolactinaemia. The causes to exclude are pregnancy, medicines, hypothyroidism and kidney or liver disease; with those excluded${mild ? " and the rise confirmed on a rested sample (it is mild)" : ""}, a pituitary adenoma (prolactinoma) is the likely cause and a pituitary MRI is the next step.${excludedText}${gonadalText}`
        : `${r.headache !== undefined ? 'with "headaches" in the notes but ' : ""}with no symptoms of prolactin excess recorded and no dopamine-blocking medicine in the record. Without symptoms, the rise is first confirmed on a rested sample and checked for macroprolactin, an inactive form, before any scan.${excludedText}${gonadalText}`,
      patient: symptomatic
        ? `, and your notes mention ${joinList([...r.symptoms.map((s) => s.patient), ...(r.headache !== undefined ? ["headaches"] : [])])}, which a high prolactin can cause.${gonadal !== undefined ? ` It also lowers the hormones that ${gonadal.female ? "run your periods" : "make testosterone"}, which explains your other low results.` : ""} ${mild ? "The next steps are a repeat test and ruling out other causes; a scan of the pituitary gland and a referral to a hormone specialist may follow." : "The next steps are to rule out other causes and to have a scan of the pituitary gland, with a referral to a hormone specialist."} A small non-cancerous growth that makes prolactin is a common cause, and it is usually treated with tablets.`
        : `. Your doctor will ask about symptoms and usually repeat the test, which can also check for a harmless inactive form of prolactin, before deciding on any scan.`,
    },
    nextSteps: steps,
  };
}

export const HYPERPROLACTINAEMIA_RULES: readonly Rule[] = [
  {
    id: "hyperprolactinaemia",
    family: FindingFamily.pattern,
    severity: Severity.moderate,
    problem: "Pituitary",
    title: "{title}",
    clinician: "Prolactin {prolactin}{times} is raised, {reading}",
    patient: "Your prolactin (a hormone made by the pituitary gland at the base of the brain) is raised{patient}",
    nextSteps: ["Exclude the other causes of a raised prolactin, then pituitary MRI and endocrinology referral"],
    patientQuestions: ["Which tests and scan do I need, and will I need treatment to lower my prolactin?"],
    evidence: ["endocrine-society-2011-hyperprolactinaemia"],
    keywords: ["hyperprolactinaemia", "prolactin", "galactorrhoea", "amenorrhoea", "prolactinoma", "macroprolactin"],
    match: raisedProlactinFinding,
  },
];
