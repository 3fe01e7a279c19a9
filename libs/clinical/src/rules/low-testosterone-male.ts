import { FindingFamily, type LabObservation, Severity } from "../model.ts";
import { medNames, type RuleContext } from "./context.ts";
import { statedMention } from "./notes.ts";
import type { Rule } from "./types.ts";
import { raisedProlactinFindingFires } from "./hyperprolactinaemia.ts";
import { suspectedMacroprolactinoma } from "./macroprolactinoma.ts";
import { joinList } from "../text.ts";
import { isLow } from "./lab-status.ts";

/*
 * A low testosterone in a man, read before any treatment (review11 endocrine, case
 * 06-low-testosterone-opioid): total testosterone 208 ng/dL at 16:40, non-fasting, in a 52-year-old
 * with obesity (BMI 36), type 2 diabetes and morphine MR 60 mg a day, asking for testosterone gel,
 * got only a generic "low" line.
 *
 * - Endocrine Society 2018 (Bhasin et al.; seen through secondary copies): hypogonadism is diagnosed
 *   only with symptoms or signs and a consistently low testosterone on at least two occasions; free
 *   testosterone (by equilibrium dialysis or calculated from total testosterone, SHBG and albumin) is
 *   used when SHBG is altered, and obesity and diabetes are among the conditions that alter it;
 *   LH and FSH then separate testicular from pituitary causes.
 * - Morning versus afternoon: testosterone is 10-25% lower at 16:00 than at 08:00, and some men low
 *   in the afternoon are normal in the morning ("jcem-2009-testosterone-diurnal-variation").
 * - Acute illness lowers testosterone non-specifically ("semple-1987-illness-low-testosterone").
 * - Endocrine Society of Australia 2016: men with obesity, type 2 diabetes, or long-term glucocorticoid
 *   or opioid treatment may have a low testosterone without pituitary or testicular disease.
 * - Steps restored with sources seen in review 15 (restore-steps): in primary hypogonadism the
 *   Endocrine Society advises a karyotype, especially with small testes ("bmj-bp-klinefelter-
 *   investigations"); in secondary hypogonadism the other pituitary hormones and a pituitary scan
 *   may be needed ("tau-2016-pituitary-thyroid-hypogonadism"), a mild isolated fall (testosterone
 *   above 6 nmol/L) with obesity or diabetes may not need imaging while more severe cases are
 *   scanned ("endobible-hypogonadism"), who to scan is otherwise uncertain ("dalvi-2016-pituitary-
 *   mri-hypogonadotrophic"), and visual field loss is an urgent referral ("bnssg-male-hypogonadism-
 *   pathway").
 */

const OBESITY_BMI = 30;
/** Hour of the day (as written in the result) from which a sample is not a morning one. */
const AFTERNOON_FROM = 12;

const NON_FASTING = /\bnon-?fasting\b|\bnot fasting\b|\bafter (?:a |his )?(?:meal|lunch|breakfast)\b/;
const AFTERNOON = /\bafternoon\b|\bevening\b|\bpm clinic\b/;
const WANTS_TREATMENT =
  /\b(?:asking|asks|wants?|request\w*)\b[^.;]{0,30}\btestosterone\b|\btestosterone (?:gel|replacement|therapy|injections?)\b|\btrt\b/;

/**
 * Androgen deprivation for prostate cancer lowers testosterone on purpose: a low result is the
 * treatment working, never a reason to repeat it or to consider replacement (review 20,
 * oncology-survivorship cases 05 and 06, where a man on degarelix was told to recheck it fasting).
 */
const onAndrogenDeprivation = (ctx: RuleContext): boolean => ctx.meds("androgen-deprivation").length > 0;

const SHBG_STEP =
  "With the repeat, measure SHBG (to calculate free testosterone where SHBG may be altered) and LH and FSH";
const SHBG_NAME = /\bshbg\b|sex[ -]hormone[ -]binding globulin/i;

/** The newest SHBG result in the record, found by name (the catalogue has no SHBG entry). */
function shbgInRecord(ctx: RuleContext): LabObservation | undefined {
  return ctx.model.labs
    .filter((o) => SHBG_NAME.test(o.name) && o.value.kind === "number")
    .sort((a, b) => (b.time ?? 0) - (a.time ?? 0))[0];
}

/** A clock time in a result's own note: "Sample taken 16:00", "drawn 4 pm" (review 21, travel-mens-health case 07). */
const NOTED_TIME = /\b(\d{1,2})(?::(\d{2}))?\s*([ap])\.?m\b|\b(\d{1,2}):(\d{2})\b/i;

/** The hour a sample was taken, from the result's date-time or else its note. */
function sampleTime(o: LabObservation): { hour: number; text: string } | undefined {
  const m = /T(\d{2}):(\d{2})/.exec(o.date ?? "");
  if (m) return { hour: Number(m[1]), text: `${m[1]}:${m[2]}` };
  const n = NOTED_TIME.exec(o.notes ?? "");
  if (n === null) return undefined;
  const hour = n[3] !== undefined ? (Number(n[1]) % 12) + (n[3].toLowerCase() === "p" ? 12 : 0) : Number(n[4]);
  return hour < 24 ? { hour, text: n[0].trim() } : undefined;
}

function hourOf(o: LabObservation): number | undefined {
  return sampleTime(o)?.hour;
}

/** Testosterone (nmol/L) below which secondary hypogonadism is more than a mild fall, and is scanned. */
const SEVERE_BELOW = 6;
/** The same limit in the rule unit, ng/dL (1 ng/dL = 0.0347 nmol/L, the catalogue's factor). */
const SEVERE_BELOW_NG_DL = SEVERE_BELOW / 0.0347;
const VISUAL_LOSS =
  /\bvisual field (?:loss|defects?|abnormalit\w+)\b|\b(?:loss of )?peripheral vision(?: loss)?\b|\bbitemporal\b|\btunnel vision\b|\bbumping into (?:door ?frames|doors|things|objects|people)\b/i;
const SMALL_TESTES =
  /\bsmall (?:firm )?test(?:es|is|icles?)\b|\btestes (?:are |were )?small\b|\btesticular volumes? (?:of )?[1-5](?:\.\d)? ?ml\b/i;

const MORNING_IN_NOTES = /\bmorning (?:samples?|tests?|bloods?|levels?)\b|\b(?:8|9)\s?am\b/;
const DAY_MS = 86_400_000;

/**
 * Low total testosterone results taken in the morning (by the time on the result, or the notes when
 * no time is given), one per day, newest first: two of them are the "consistently low" result the
 * Endocrine Society asks for (review 14, hormones cases 04 and 05, where the rule asked for a second
 * morning sample already on record).
 */
function morningLows(ctx: RuleContext): LabObservation[] {
  const notesSayMorning = statedMention(ctx.freeText, MORNING_IN_NOTES, true) !== undefined;
  const lows = ctx.labs("testosterone-total").filter((o) => {
    if (!isLow(o)) return false;
    const hour = hourOf(o);
    return hour === undefined ? notesSayMorning : hour < AFTERNOON_FROM;
  });
  const days = new Set<number>();
  return lows.filter((o) => {
    const day = o.time === undefined ? undefined : Math.floor(o.time / DAY_MS);
    if (day === undefined || days.has(day)) return false;
    days.add(day);
    return true;
  });
}

const isHighResult = (o: LabObservation | undefined): o is LabObservation =>
  o !== undefined && (o.status === "high" || o.status === "critical-high");

/** Confirmed low testosterone, read through LH and FSH to primary or secondary hypogonadism. */
function confirmedLowTestosterone(ctx: RuleContext) {
  if (ctx.sex !== "male" || (ctx.age ?? 0) < 18) return undefined;
  if (ctx.meds("testosterone").length > 0 || suspectedMacroprolactinoma(ctx) !== undefined) return undefined;
  if (onAndrogenDeprivation(ctx)) return undefined;
  const lows = morningLows(ctx);
  if (lows.length < 2) return undefined;
  const lh = ctx.lab("lh");
  const fsh = ctx.lab("fsh");
  // mIU/L prolactin has no rule-unit value; its flag is enough here.
  const prl = ctx.lab("prolactin") ?? ctx.anyLab("prolactin");
  const blockers = ctx.meds("dopamine-blocker");
  const opioids = ctx.meds("opioid");
  const gonadotrophins = [lh, fsh].filter((o): o is LabObservation => o !== undefined);
  const shownAxis = gonadotrophins.map((o) => `${o.analyteId === "lh" ? "LH" : "FSH"} ${ctx.show(o)}`).join(", ");
  const primary = gonadotrophins.some(isHighResult);
  const prlHigh = isHighResult(prl);
  const values = lows
    .slice(0, 2)
    .map((o) => ctx.show(o))
    .join(" and ");
  let axis: string;
  let patientAxis: string;
  let steps: string[];
  let extraEvidence: string[] = [];
  const lowest = Math.min(...lows.slice(0, 2).map((o) => ctx.valueOf(o) ?? Number.POSITIVE_INFINITY));
  const severe = lowest < SEVERE_BELOW_NG_DL;
  // The limit in the record's own unit first: a Tucson record in ng/dL read "below 6 nmol/L" beside
  // values of 172 and 180 ng/dL (review 32, endo-32 case 15).
  const severeLimit = /ng\/dl/i.test(lows[0]?.unit ?? "")
    ? `${Math.round(SEVERE_BELOW_NG_DL)} ng/dL (${SEVERE_BELOW} nmol/L)`
    : `${SEVERE_BELOW} nmol/L`;
  const visual = statedMention(ctx.freeText, VISUAL_LOSS);
  if (gonadotrophins.length === 0) {
    axis =
      " LH and FSH are not in the record: they separate testicular (primary) from pituitary or hypothalamic (secondary) causes.";
    patientAxis =
      "The next tests, LH and FSH, show whether the cause lies in the testes or in the signals from the brain.";
    steps = ["Measure LH and FSH (with SHBG) to separate primary from secondary hypogonadism"];
  } else if (primary) {
    const small = statedMention(ctx.freeText, SMALL_TESTES);
    axis = ` ${shownAxis}: raised gonadotrophins, so primary (testicular) hypogonadism. Its causes include Klinefelter syndrome, orchitis, testicular trauma, chemotherapy and testicular irradiation; the Endocrine Society advises a karyotype once primary hypogonadism is confirmed, especially with small testes${small === undefined ? "" : ` (the notes record "${small}")`}.`;
    patientAxis =
      "The hormones from the brain that drive the testes (LH and FSH) are high, which means the brain is pushing hard and the testes are not responding. Causes include an inherited chromosome difference (Klinefelter syndrome), past infection or injury of the testes, and cancer treatment. A blood test of the chromosomes can look for the inherited cause.";
    steps = [
      `Karyotype to look for Klinefelter syndrome${small === undefined ? ", particularly if the testes are small" : ""}, with counselling before the test; ask about testicular injury, orchitis, chemotherapy or radiotherapy`,
    ];
    extraEvidence = ["bmj-bp-klinefelter-investigations"];
  } else {
    axis = ` ${shownAxis}: low or inappropriately normal gonadotrophins, so secondary (pituitary or hypothalamic) hypogonadism.`;
    patientAxis =
      "The hormones from the brain that drive the testes (LH and FSH) are not raised, which points to the pituitary gland or the brain's signals rather than the testes.";
    steps = prlHigh
      ? [
          `Treat the raised prolactin as the likely cause first${blockers.length > 0 ? ` (see the ${medNames(blockers)} review)` : ""}, then recheck morning testosterone`,
          "Check transferrin saturation (iron overload, a recognised cause)",
        ]
      : [
          `Check prolactin${prl === undefined ? "" : " (on record, not raised)"}, transferrin saturation (iron overload) and the other pituitary hormones (morning cortisol, TSH with free T4); hypothalamic or pituitary tumours are among the causes to consider`,
          visual !== undefined
            ? "Refer urgently to endocrinology for pituitary MRI and formal visual fields: visual field loss with secondary hypogonadism suggests a pituitary mass"
            : severe
              ? `Arrange pituitary MRI: testosterone below ${severeLimit} is more than a mild fall`
              : `Consider pituitary MRI if testosterone falls below ${severeLimit}, other pituitary hormones are low, or headaches or visual symptoms appear; a mild, isolated fall with obesity or type 2 diabetes may not need a scan`,
        ];
    if (!prlHigh) {
      extraEvidence = [
        "tau-2016-pituitary-thyroid-hypogonadism",
        "endobible-hypogonadism",
        "dalvi-2016-pituitary-mri-hypogonadotrophic",
        ...(visual !== undefined ? ["bnssg-male-hypogonadism-pathway"] : []),
      ];
      if (visual !== undefined)
        axis += ` The notes record visual symptoms ("${visual}"), which with a pituitary cause point to a mass pressing on the optic pathways.`;
    }
  }
  const functional = [
    prlHigh && prl
      ? `the raised prolactin (${ctx.show(prl)})${blockers.length > 0 ? ` on ${medNames(blockers)}` : ""}`
      : "",
    opioids.length > 0 ? `opioid treatment (${medNames(opioids)})` : "",
  ].filter(Boolean);
  const causes =
    !primary && functional.length > 0
      ? ` The record holds a recognised cause of secondary hypogonadism: ${joinList(functional)}.`
      : "";
  const urgent = gonadotrophins.length > 0 && !primary && !prlHigh && visual !== undefined;
  return {
    refs: ctx.refs(...lows.slice(0, 2), ...gonadotrophins, prlHigh ? prl : undefined, ...blockers, ...opioids),
    ...(urgent ? { severity: Severity.high } : {}),
    values: { values, axis, causes },
    patientExtra: `${patientAxis}${prlHigh && blockers.length > 0 && !primary ? " Your raised prolactin, which your medicine can cause, may be the reason." : ""}${urgent ? " Because your notes mention changes in your side vision, a hormone specialist should see you urgently, with a scan of the pituitary gland." : ""}`,
    nextSteps: [
      ...steps,
      // Named as a cause but given no step (review 32, endo-32 case 15: oxycodone for 4 years); the
      // same step as the unconfirmed rule's below.
      ...(opioids.length > 0 && !primary
        ? [`Review the need for ${medNames(opioids)}: long-term opioids are a recognised cause of low testosterone`]
        : []),
      "Confirm symptoms or signs of testosterone deficiency before any treatment",
    ],
    evidence: [
      "endocrine-society-2018-testosterone",
      ...(gonadotrophins.length > 0 && !primary ? ["easl-2022-haemochromatosis"] : []),
      ...extraEvidence,
    ],
  };
}

export const LOW_TESTOSTERONE_MALE_RULES: readonly Rule[] = [
  {
    id: "low-testosterone-confirmed",
    family: FindingFamily.pattern,
    severity: Severity.moderate,
    problem: "Testosterone",
    title: "Low testosterone confirmed on two morning samples: find the cause",
    clinician:
      "Total testosterone is low on two morning samples ({values}): the consistently low result the Endocrine Society asks for, which with symptoms or signs is male hypogonadism.{axis}{causes}",
    patient: "Your testosterone has been low on two morning tests, so the low level is real rather than a one-off.",
    nextSteps: ["Measure LH and FSH to separate primary from secondary hypogonadism"],
    patientQuestions: ["What is causing my low testosterone, and what tests come next?"],
    evidence: ["endocrine-society-2018-testosterone"],
    keywords: ["male hypogonadism", "testosterone", "lh", "fsh", "klinefelter syndrome"],
    match: confirmedLowTestosterone,
  },
  {
    id: "low-testosterone-confirm-first",
    family: FindingFamily.pattern,
    severity: Severity.low,
    problem: "Testosterone",
    title: "Low testosterone in a man: confirm on fasting morning samples before any treatment",
    clinician:
      "Total testosterone {t} is low{sample}. One result does not diagnose hypogonadism: the Endocrine Society asks for symptoms with a consistently low testosterone on at least two occasions, and testing is done on fasting morning samples.{confirm}{causes}{request}",
    patient:
      "Your testosterone result is low, but one test is not enough to tell whether your body really makes too little. Testosterone is highest in the morning, and illness, some medicines and extra weight can lower it, so {patientRepeat}, before any decision about treatment.{patientCauses}",
    nextSteps: [
      "Repeat total testosterone on a fasting morning sample, when not acutely ill, and confirm on a second occasion before diagnosing hypogonadism",
      SHBG_STEP,
      "Do not start testosterone on a single or afternoon result",
    ],
    patientQuestions: [
      "When should I have my testosterone rechecked, and should I fast first?",
      "Could my medicines or weight be lowering my testosterone?",
    ],
    evidence: [
      "endocrine-society-2018-testosterone",
      "esa-2016-male-hypogonadism",
      "jcem-2009-testosterone-diurnal-variation",
      "semple-1987-illness-low-testosterone",
    ],
    keywords: ["testosterone", "male hypogonadism", "shbg", "opioid-induced hypogonadism", "obesity"],
    match: (ctx) => {
      if (ctx.sex !== "male" || (ctx.age ?? 0) < 18) return undefined;
      if (ctx.meds("testosterone").length > 0) return undefined;
      if (onAndrogenDeprivation(ctx)) return undefined;
      const t = ctx.lab("testosterone-total");
      if (!isLow(t)) return undefined;
      // A pituitary cause already in the record is read there (review 13, adrenal-pituitary case 06).
      if (suspectedMacroprolactinoma(ctx) !== undefined) return undefined;
      // Likewise a raised prolactin read as the cause (review 19, pituitary-prolactin-2 case 02).
      if (raisedProlactinFindingFires(ctx)) return undefined;
      // Two low morning results are the confirmation this rule asks for: read as confirmed instead.
      if (morningLows(ctx).length >= 2) return undefined;
      const text = ctx.freeText;
      const hour = hourOf(t);
      const sampleNotes = [
        hour !== undefined && hour >= AFTERNOON_FROM ? `taken at ${sampleTime(t)?.text ?? ""}` : "",
        statedMention(text, AFTERNOON, true) !== undefined && !(hour !== undefined && hour >= AFTERNOON_FROM)
          ? "taken in the afternoon"
          : "",
        statedMention(text, NON_FASTING, true) !== undefined ? "non-fasting" : "",
      ].filter(Boolean);
      // A morning sample is right already: what is missing is the second one (review 13 round 3).
      const morning = hour !== undefined && hour < AFTERNOON_FROM && sampleNotes.length === 0;
      const opioids = ctx.meds("opioid");
      const steroids = ctx.meds("systemic-glucocorticoid");
      const bmi = ctx
        .vitals("bmi")
        .filter((v) => v.value !== undefined)
        .sort((a, b) => (b.time ?? 0) - (a.time ?? 0))[0];
      const obese = ctx.conditions("obesity").length > 0 || (bmi?.value !== undefined && bmi.value >= OBESITY_BMI);
      const diabetes = ctx.conditions("diabetes").length > 0;
      const causes = [
        opioids.length > 0 ? `opioid treatment (${medNames(opioids)})` : "",
        steroids.length > 0 ? `glucocorticoid treatment (${medNames(steroids)})` : "",
        obese ? "obesity" : "",
        diabetes ? "type 2 diabetes" : "",
      ].filter(Boolean);
      const shbg = obese || diabetes;
      const shbgLab = shbgInRecord(ctx);
      // LH and FSH taken with the low result are read, not asked for again; raised ones point to the
      // testes, and the karyotype the confirmed finding advises is named now (review 29, endo-29 case 11:
      // testosterone 4.1 nmol/L with LH 19.5 and FSH 32 and small firm testes was told to "measure LH and FSH").
      const gonadotrophins = [ctx.lab("lh"), ctx.lab("fsh")].filter((o): o is LabObservation => o !== undefined);
      const shownAxis = gonadotrophins
        .map((o) => `${o.analyteId === "lh" ? "LH" : "FSH"} ${ctx.show(o)}`)
        .join(" and ");
      const primary = gonadotrophins.some(isHighResult);
      const raisedAxis = gonadotrophins
        .filter(isHighResult)
        .map((o) => `${o.analyteId === "lh" ? "LH" : "FSH"} ${ctx.show(o)}`)
        .join(" and ");
      const small = primary ? statedMention(text, SMALL_TESTES) : undefined;
      const shbgStep =
        gonadotrophins.length > 0
          ? `With the repeat, measure SHBG${shbgLab ? " again" : ""} to calculate free testosterone where SHBG may be altered; ${shownAxis} ${gonadotrophins.length > 1 ? "are" : "is"} already in the record`
          : shbgLab
            ? `With the repeat, measure LH and FSH, and SHBG again to calculate free testosterone; SHBG ${ctx.show(shbgLab)} is already in the record`
            : SHBG_STEP;
      const primarySteps = primary
        ? [
            `If the repeat confirms the low testosterone: karyotype to look for Klinefelter syndrome${small === undefined ? ", particularly if the testes are small" : ""}, with counselling before the test; ask about testicular injury, orchitis, chemotherapy or radiotherapy`,
          ]
        : [];
      const wantsTreatment = statedMention(text, WANTS_TREATMENT, true);
      return {
        refs: ctx.refs(
          t,
          // Read in the text below, so it gets no unexplained line of its own.
          shbg ? shbgLab : undefined,
          ...opioids,
          ...steroids,
          ...ctx.conditions("obesity"),
          ...ctx.conditions("diabetes"),
          ...gonadotrophins,
        ),
        ...(primary
          ? {
              clinicianExtra: `${raisedAxis} ${gonadotrophins.filter(isHighResult).length > 1 ? "are" : "is"} raised with it: if the low testosterone is confirmed, this is primary (testicular) hypogonadism, and the Endocrine Society advises a karyotype, especially with small testes${small === undefined ? "" : ` (the notes record "${small}")`}.`,
              patientExtra:
                "The hormones from the brain that drive the testes (LH and FSH) are high, which points to the testes themselves. If the repeat test is also low, a blood test of the chromosomes can look for an inherited cause (Klinefelter syndrome).",
              evidence: ["bmj-bp-klinefelter-investigations"],
            }
          : {}),
        values: {
          t: ctx.show(t),
          sample:
            sampleNotes.length > 0
              ? // "on a sample taken non-fasting", not "on a sample non-fasting" (review 22, urology-mens case 08).
                ` on a sample ${joinList(sampleNotes).replace(/^non-fasting/, "taken non-fasting")}, which can read lower than a fasting morning one`
              : "",
          causes:
            causes.length > 0
              ? ` The record holds recognised causes of a low testosterone without pituitary or testicular disease: ${joinList(causes)}.${shbg ? ` Obesity and diabetes also lower SHBG, which lowers total testosterone, so free testosterone is the better measure here${shbgLab ? `; SHBG is ${ctx.show(shbgLab)}` : ""}.` : ""}`
              : "",
          confirm: morning
            ? ` This sample was taken at ${sampleTime(t)?.text ?? ""}, in the morning; a second fasting morning sample is needed to confirm it.`
            : "",
          patientRepeat: morning
            ? "this morning sample needs confirming with a second one, also taken in the morning before eating"
            : "the test needs repeating on a morning sample taken before eating",
          request:
            wantsTreatment !== undefined
              ? ` The notes record a request for testosterone ("${wantsTreatment}"): treatment is not indicated on this result.`
              : "",
          patientCauses:
            opioids.length > 0
              ? " Long-term strong painkillers (opioids) can lower testosterone; do not stop them on your own, but ask your doctor whether this applies to you."
              : "",
        },
        ...(opioids.length > 0 || morning || shbgLab || gonadotrophins.length > 0
          ? {
              nextSteps: [
                morning
                  ? "Confirm with a second total testosterone on a fasting morning sample, when not acutely ill, before diagnosing hypogonadism"
                  : "Repeat total testosterone on a fasting morning sample, when not acutely ill, and confirm on a second occasion before diagnosing hypogonadism",
                shbgStep,
                ...primarySteps,
                ...(opioids.length > 0
                  ? [
                      `Review the need for ${medNames(opioids)}: long-term opioids are a recognised cause of low testosterone`,
                    ]
                  : []),
                morning
                  ? "Do not start testosterone on a single result"
                  : "Do not start testosterone on a single or afternoon result",
              ],
            }
          : {}),
      };
    },
  },
];
