import { FindingFamily, type MedicationItem, Severity } from "../model.ts";
import { formatNumber } from "../text.ts";
import { medNames, type RuleContext } from "./context.ts";
import { oestrogens } from "./genetics.ts";
import { isActiveCondition } from "../vocab/conditions.ts";
import { statedMention } from "./notes.ts";
import type { Rule, RuleMatch } from "./types.ts";
import { readsAsUk } from "./uk-record.ts";

/*
 * Oestrogen-only menopausal HRT in a woman who still has her uterus (review 14, hormones case 13:
 * estradiol 2 mg daily for almost three years from a private prescriber, no progestogen, uterus in
 * situ, two episodes of bleeding in the last month, and the engine said nothing). Where each point
 * was read: the seenAt of "bms-2024-unscheduled-bleeding-hrt" and "nice-ng12-suspected-cancer".
 * - Oestrogen taken without a progestogen by a woman with a uterus is what raises the risk of
 *   endometrial hyperplasia and cancer; HRT with a proportionate progestogen does not.
 * - The British Menopause Society 2024 bleeding guidance counts unopposed oestrogen for more than
 *   6 months in a woman with a uterus as a major risk factor: with bleeding, one major factor is
 *   enough for an urgent suspected cancer referral, whatever the bleeding pattern.
 * - NICE NG12: post-menopausal bleeding at 55 or over is referred on a suspected cancer pathway.
 * The rule fires only when the record places the uterus (stated in situ, or bleeding from it):
 * silence is not read as a uterus, since oestrogen alone is the right HRT after a hysterectomy.
 */

/** Progestogens, and combined HRT products named by brand, in a medicine name or the notes. */
const PROGESTOGEN =
  /\b(?:progest\w*|utrogestan|medroxyprogesterone|provera|norethisterone|dydrogesterone|levonorgestrel|mirena|kyleena|levosert|lng-?ius|\bius\b|drospirenone|dienogest|desogestrel|femoston|kliofem|kliovance|elleste[- ]duet|indivina|premique|tridestra|bijuva|angeliq|evorel (?:conti|sequi)|femseven (?:conti|sequi)|novofem|trisequens|nuvelle|conti|sequi)\b/i;
const HYSTERECTOMY = /\b(?:hysterectom\w*|tah\b|uterus (?:was )?removed|no (?:uterus|womb))\b/i;
const UTERUS_IN_PLACE =
  /\b(?:uterus (?:in situ|intact|present)|intact uterus|has (?:a |her )?(?:uterus|womb)|(?:uterus|womb) in place|no hysterectomy|not had a hysterectomy)\b/i;
const BLEEDING =
  /\b(?:(?:vaginal|post-?menopausal|unscheduled|pv|breakthrough)\s+bleed\w*|bleeding\s+(?:per vaginam|pv)|spotting|pmb)\b/i;
/** BMS 2024: unopposed oestrogen beyond 6 months is a major endometrial cancer risk factor. */
const MAJOR_RISK_MONTHS = 6;
/** NICE NG12: post-menopausal bleeding from this age goes on a suspected cancer pathway. */
const NG12_PMB_AGE = 55;
const DAY_MS = 86_400_000;

function monthsSince(start: string | undefined, now: string | undefined): number | undefined {
  if (start === undefined || now === undefined) return undefined;
  const from = Date.parse(start);
  const to = Date.parse(now);
  if (Number.isNaN(from) || Number.isNaN(to) || from > to) return undefined;
  return (to - from) / (30.44 * DAY_MS);
}

function hasProgestogen(ctx: RuleContext): boolean {
  const meds = ctx.model.medications.filter((m) => m.active);
  // "No progestogen" in the notes is a denial, which statedMention leaves out.
  return (
    meds.some((m) => PROGESTOGEN.test([m.name, m.dosage].filter(Boolean).join(" "))) ||
    statedMention(ctx.freeText, PROGESTOGEN) !== undefined
  );
}

function hysterectomy(ctx: RuleContext): boolean {
  const stated = (s: string) => HYSTERECTOMY.test(s) && !/\bno hysterectomy\b|\bnot had a hysterectomy\b/i.test(s);
  return ctx.model.conditions.some((c) => stated(c.name)) || statedMention(ctx.freeText, HYSTERECTOMY) !== undefined;
}

function unopposedOestrogen(ctx: RuleContext): RuleMatch | undefined {
  if (ctx.sex === "male") return undefined;
  const hrt: MedicationItem[] = oestrogens(ctx, "systemic-hrt");
  if (hrt.length === 0 || hasProgestogen(ctx) || hysterectomy(ctx)) return undefined;
  const text = ctx.freeText;
  const uterus = statedMention(text, UTERUS_IN_PLACE, true);
  const bleeding = statedMention(text, BLEEDING, true);
  if (uterus === undefined && bleeding === undefined) return undefined;
  const months = Math.max(...hrt.map((m) => monthsSince(m.startDate, ctx.model.now) ?? 0));
  const longTerm = months > MAJOR_RISK_MONTHS;
  const duration = months > 0 ? ` for about ${Math.round(months)} months` : "";
  if (bleeding !== undefined) {
    const age55 = (ctx.age ?? 0) >= NG12_PMB_AGE;
    return {
      refs: ctx.refs(...hrt),
      severity: Severity.high,
      values: {
        med: medNames(hrt),
        duration,
        patientAction:
          "Your notes also mention bleeding from the vagina, which needs checking urgently, usually starting with a scan of the womb lining. Please contact your doctor within the next few days; they will also sort out the progestogen. Do not simply stop your HRT on your own.",
      },
      clinicianExtra: `Bleeding is recorded ("${bleeding}").${longTerm ? " Unopposed oestrogen for more than 6 months is a major endometrial cancer risk factor in the British Menopause Society 2024 guidance, enough on its own for an urgent suspected cancer referral when there is bleeding." : " Bleeding on unopposed oestrogen needs urgent assessment of the endometrium."}${age55 ? " NICE NG12 also refers post-menopausal bleeding at 55 or over on a suspected cancer pathway." : ""}`,
      nextSteps: [
        "Refer urgently on the suspected gynaecological cancer pathway (endometrial assessment, usually transvaginal ultrasound then biopsy or hysteroscopy as indicated)",
        "Do not leave the oestrogen unopposed while waiting: add a progestogen (or levonorgestrel IUS) or stop the HRT, agreed with the patient",
        "Examine to find where the bleeding comes from (vulva, vagina, cervix) and check cervical screening is up to date",
      ],
      evidence: ["nice-ng12-suspected-cancer"],
    };
  }
  return {
    refs: ctx.refs(...hrt),
    values: {
      med: medNames(hrt),
      duration,
      patientAction: "Please speak to your doctor soon about adding it; do not simply stop your HRT on your own.",
    },
    ...(longTerm && {
      clinicianExtra:
        "At more than 6 months this is a major endometrial cancer risk factor in the British Menopause Society 2024 guidance: any bleeding from now on calls for an urgent suspected cancer referral.",
    }),
  };
}

/*
 * Unscheduled bleeding on combined HRT (review 16, women-bone-hormones case 03: continuous combined
 * patches for almost 3 years, bleed-free for 18 months, then three bleeds in six weeks at 58 with a
 * BMI of 34 and diabetes, and the engine said nothing). The BMS 2024 guidance, as the NHS pathways
 * in the seenAt of "bms-2024-unscheduled-bleeding-hrt" give it: bleeding in the first 6 months of
 * HRT is common and first managed by adjusting the HRT; bleeding that first appears after that, or
 * with two minor risk factors, is investigated (ultrasound); one major (BMI 40 or more, Lynch or
 * Cowden syndrome) or three minor risk factors (BMI 30–39, diabetes, PCOS) call for an urgent
 * suspected cancer referral. NICE NG12 does not address bleeding on HRT.
 */
const SETTLING_MONTHS = 6;
const LYNCH_COWDEN = /\b(?:lynch|hnpcc|cowden)\b/i;
const PCOS = /\b(?:pcos|polycystic ovar\w*)\b/i;

function combinedHrtBleeding(ctx: RuleContext): RuleMatch | undefined {
  if (ctx.sex === "male") return undefined;
  const hrt = oestrogens(ctx, "systemic-hrt");
  if (hrt.length === 0 || !hasProgestogen(ctx) || hysterectomy(ctx)) return undefined;
  // Review 24, womens-24b case 06: the bleeding was coded only as an active problem ("Postmenopausal
  // bleeding"), with none in the notes' words the engine reads as stated.
  const coded = ctx.model.conditions.find((c) => isActiveCondition(c.status) && BLEEDING.test(c.name));
  const bleeding = statedMention(ctx.freeText, BLEEDING, true) ?? coded?.name;
  if (bleeding === undefined) return undefined;
  const months = Math.max(...hrt.map((m) => monthsSince(m.startDate, ctx.model.now) ?? 0));
  if (months <= SETTLING_MONTHS) return undefined;
  const bmi = ctx.vitals("bmi")[0];
  const conditions = ctx.model.conditions.map((c) => c.name).join(". ");
  const major = [
    bmi?.value !== undefined && bmi.value >= 40 ? `BMI ${formatNumber(bmi.value, 1)}` : "",
    LYNCH_COWDEN.test(conditions) ? "Lynch or Cowden syndrome" : "",
  ].filter(Boolean);
  const minor = [
    bmi?.value !== undefined && bmi.value >= 30 && bmi.value < 40 ? `BMI ${formatNumber(bmi.value, 1)}` : "",
    ctx.conditions("diabetes").length > 0 ? "diabetes" : "",
    PCOS.test(conditions) ? "PCOS" : "",
  ].filter(Boolean);
  const refer = major.length > 0 || minor.length >= 3;
  const factors = [...major.map((f) => `${f} (major)`), ...minor.map((f) => `${f} (minor)`)];
  // Review 24, womens-24b case 06: a US record was given the BMS (NHS) ultrasound pathway alone; ACOG
  // CO 734 gives the US first evaluation (seenAt of "acog-co734-tvus-postmenopausal-bleeding"). With
  // risk factors enough for referral, urgent specialist assessment is the step either side.
  const us = !readsAsUk(ctx);
  return {
    refs: [
      ...ctx.refs(...hrt, ...(coded ? [coded] : [])),
      ...(bmi && (major.length > 0 || minor.length > 0) ? [bmi.ref] : []),
    ],
    severity: refer ? Severity.high : Severity.moderate,
    values: {
      med: medNames(hrt),
      months: String(Math.round(months)),
      bleeding,
      factors:
        factors.length > 0
          ? ` Endometrial cancer risk factors in the record: ${factors.join(", ")}.`
          : " No endometrial cancer risk factor is recorded.",
      plan: refer
        ? "With one major or three minor risk factors the BMS advises an urgent suspected cancer referral."
        : us
          ? "In US practice (ACOG Committee Opinion 734) it is evaluated promptly, with a transvaginal ultrasound or office endometrial sampling first: an endometrium of 4 mm or less makes cancer very unlikely, and one thicker or not clearly seen calls for sampling."
          : "Bleeding that starts after the first 6 months is investigated, starting with a transvaginal ultrasound, rather than managed by adjusting the HRT alone.",
    },
    ...(us && !refer ? { evidence: ["acog-co734-tvus-postmenopausal-bleeding"] } : {}),
    nextSteps: [
      refer
        ? "Refer urgently on the suspected gynaecological cancer pathway for endometrial assessment"
        : us
          ? "Evaluate the endometrium promptly with a transvaginal ultrasound or office endometrial sampling; sample if it is over 4 mm or not clearly seen, and investigate further (hysteroscopy) if bleeding persists after a negative first evaluation"
          : "Arrange a transvaginal ultrasound of the endometrium (urgent, within about 6 weeks in the BMS pathway); refer if it is abnormal or the bleeding continues",
      "Examine to find where the bleeding comes from (vulva, vagina, cervix) and check cervical screening is up to date; ask about missed doses and interacting medicines",
    ],
  };
}

export const HRT_UNOPPOSED_OESTROGEN_RULES: readonly Rule[] = [
  {
    id: "hrt-unopposed-oestrogen-uterus",
    family: FindingFamily.drugLab,
    severity: Severity.moderate,
    problem: "Medication safety",
    title: "Oestrogen-only HRT with the uterus in place",
    clinician:
      "{med} (systemic oestrogen){duration} with no progestogen in the record, and the notes place the uterus. Oestrogen unopposed by a progestogen raises the risk of endometrial hyperplasia and cancer; a woman with a uterus needs a progestogen with it (oral or the levonorgestrel IUS), in a dose that matches the oestrogen.",
    patient:
      "Your HRT contains oestrogen only. When the womb is still in place, oestrogen on its own can make the womb lining grow too much, which raises the risk of womb cancer; a second hormone, a progestogen, protects the lining. {patientAction}",
    nextSteps: [
      "Confirm the uterus is in place and add a progestogen in a dose that matches the oestrogen (oral progestogen, or levonorgestrel IUS), or switch to a combined HRT product",
      "Ask about any vaginal bleeding: with unopposed oestrogen it needs urgent endometrial assessment",
    ],
    patientQuestions: ["Do I need a progestogen with my HRT?", "What bleeding should I report?"],
    evidence: ["bms-2024-unscheduled-bleeding-hrt"],
    keywords: ["unopposed oestrogen", "hormone replacement therapy", "endometrial hyperplasia", "endometrial cancer"],
    match: unopposedOestrogen,
  },
  {
    id: "hrt-combined-unscheduled-bleeding",
    family: FindingFamily.pattern,
    severity: Severity.moderate,
    problem: "Gynaecology",
    title: "Unscheduled bleeding on combined HRT after the first 6 months",
    clinician:
      '"{bleeding}" on {med}, started about {months} months ago. Bleeding on combined HRT is common in the first 6 months; bleeding that first appears or persists after that needs the endometrium assessed (British Menopause Society 2024).{factors} {plan}',
    patient:
      "Your notes mention bleeding from the vagina while on HRT that contains both hormones. Some bleeding is common in the first months of HRT, but new bleeding after that needs checking, usually with a scan of the womb lining. Most often no serious cause is found. Please book to see your doctor in the next week or two, and do not stop your HRT on your own.",
    nextSteps: ["Assess the endometrium, starting with a transvaginal ultrasound"],
    patientQuestions: ["Do I need a scan, and should my HRT be changed?"],
    evidence: ["bms-2024-unscheduled-bleeding-hrt"],
    keywords: ["unscheduled bleeding", "hormone replacement therapy", "endometrial cancer", "transvaginal ultrasound"],
    match: combinedHrtBleeding,
  },
];
