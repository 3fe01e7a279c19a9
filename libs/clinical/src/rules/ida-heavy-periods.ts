import type { RuleContext } from "./context.ts";
import { isActiveCondition } from "../vocab/conditions.ts";
import { statedMention } from "./notes.ts";
import { readsAsUsUnits } from "./uk-record.ts";
import { glutenCutSerology } from "./coeliac-gluten-cut-serology.ts";
import { inRecordNote, type WantedTest } from "./tests-in-record.ts";

/*
 * Iron-deficiency anaemia in a woman who still has periods and records heavy ones (review 14,
 * haematology case 08: 32 years old, "heavy periods with clots for 2 years, flooding", ferritin 5,
 * was told only "the source of iron loss should be found", with a step naming endoscopy in men
 * and postmenopausal women, and nothing about treating the periods).
 * - BSG 2021: blood loss, menstrual or gastrointestinal, is a common mechanism of iron deficiency;
 *   the third with a gut cause is among men and postmenopausal women.
 * - AGA 2020: premenopausal women get a gut evaluation tailored to them, not routine endoscopy.
 * - Aliment Pharmacol Ther 2008 (187 premenopausal women): heavy periods and a possible gut cause
 *   sat together in about a third; upper gut symptoms were the main predictor of a gut cause.
 * - NICE NG88: heavy periods are treated (hormonal coil or combined pill, tranexamic acid, NSAIDs).
 * Only when the notes or conditions name the woman's own heavy periods and nothing points to the
 * gut (the caller checks both); under 50, since the gut work-up takes over after the menopause.
 */

/**
 * Heavy periods as the notes name them ("menorrhagia", "heavy periods", "periods … very heavy
 * since", but not "on heavy days") or as women describe the flow without the word "heavy" (NICE NG88 asks about the flow's
 * effect: flooding, soaking or changing a pad every hour, large clots, needing pads and tampons
 * together). Clots "in the urine" or "PR" are not menstrual.
 */
export const HEAVY_MENSTRUAL_FLOW =
  /\b(?:flooding(?!\s+(?:of|in)\b)|(?:soak(?:s|ing|ed)?|chang(?:e|es|ing|ed))\s+(?:through\s+)?(?:a\s+|her\s+|my\s+)?(?:pads?|tampons?|sanitary\s+(?:pads?|towels?))\s+(?:every\s+(?:hour|1\s*-?\s*2\s+hours?|30\s+min(?:ute)?s?)|hourly)|passing\s+(?:large|big|golf[- ]ball[- ]sized)\s+clots(?![^.;\n]{0,20}\b(?:urine|pr|rectum|stools?)\b)|double\s+protection)\b/;
export const HEAVY_PERIODS = new RegExp(
  `${/\b(?:menorrhagia|heavy\s+(?:menstrual\s+(?:bleeding|loss|periods?)|periods?|menses)|(?:periods?|menses)\b[^.;]{0,40}?\bheavy(?!\s+days?\b))\b/.source}|${HEAVY_MENSTRUAL_FLOW.source}`,
);

/** Below this age a woman with heavy periods is read as still menstruating (engine choice). */
export const MENSTRUATING_BELOW_AGE = 50;

export interface MenstrualIronLoss {
  cause: string;
  patientCause: string;
  nextSteps: string[];
  evidence: string[];
}

/**
 * NICE NG88's medicines for heavy periods, with how each shows on a medication list, and the US
 * words for those the ACOG sources seen name (`us`; none for the NSAID, which they do not).
 */
const HMB_TREATMENTS: readonly { option: string; us?: string; re: RegExp }[] = [
  {
    option: "a hormonal coil",
    us: "a levonorgestrel IUD",
    re: /\b(?:levonorgestrel[- ]?(?:releasing\s+)?(?:intrauterine|iud|ius)|lng[- ]?ius|mirena|kyleena)\b/i,
  },
  {
    option: "the combined pill",
    us: "combined hormonal contraception",
    re: /\b(?:combined (?:oral )?contracept\w*|ethinyl\s*estradiol|ethinylestradiol|microgynon|rigevidon)\b/i,
  },
  {
    option: "tranexamic acid",
    // The ACOG source seen for it is the opinion on acute bleeding, so the US step says so.
    us: "tranexamic acid for acute heavy bleeding",
    re: /\btranexamic\b|\bcyklokapron\b/i,
  },
  { option: "an NSAID", re: /\bmefenamic\b|\bponstan\b|\bnaproxen\b/i },
];

const UK_HMB_STEP =
  "Assess and treat the heavy periods (NICE NG88 options include a hormonal coil or the combined pill, tranexamic acid, or an NSAID)";
/*
 * ACOG Practice Bulletin 136 names the levonorgestrel IUD, combined hormonal contraception and
 * progestins for abnormal uterine bleeding; Committee Opinion 557 adds tranexamic acid for acute
 * heavy bleeding. NSAIDs were not seen in an ACOG source, so the US step does not name them.
 */
const US_HMB_STEP =
  "Assess and treat the heavy periods (ACOG options include a levonorgestrel IUD or combined hormonal contraception, a progestin, and tranexamic acid for acute heavy bleeding)";

/**
 * The sources for treating heavy periods: ACOG's on a US record, NICE NG88 otherwise. ACOG's opinion
 * on acute bleeding backs only the tranexamic acid the step offers; for long-standing heavy periods
 * already on tranexamic acid it is off topic (review 28, deep-28 case 09).
 */
export function heavyPeriodsSources(ctx: RuleContext): string[] {
  if (!readsAsUsUnits(ctx)) return ["nice-ng88-heavy-menstrual-bleeding"];
  const tranexamic = HMB_TREATMENTS.find((t) => t.option === "tranexamic acid")?.re;
  const taken = ctx.model.medications.some((m) => m.active && tranexamic?.test(m.name) === true);
  const acute = taken ? [] : ["acog-co557-acute-aub"];
  return ["acog-pb136-aub-ovulatory-dysfunction", ...acute];
}

/**
 * The step for the heavy periods: with one of NICE NG88's treatments already on the list, the
 * periods are still heavy on it, so its treatment is reviewed and the other options named (review
 * 22, deep sweep 02: tranexamic acid was offered to a woman already taking it).
 */
export function heavyPeriodsStep(ctx: RuleContext): string {
  const active = ctx.model.medications.filter((m) => m.active);
  const onList = HMB_TREATMENTS.map((t) => ({ ...t, meds: active.filter((m) => t.re.test(m.name)) }));
  const used = onList.filter((t) => t.meds.length > 0);
  const options = (list: readonly { option: string }[]) => {
    const names = list.map((t) => t.option);
    return names.length <= 1 ? names.join("") : `${names.slice(0, -1).join(", ")} or ${names.at(-1)}`;
  };
  // A US record gets the options of the ACOG sources, in US words (review 26, haem-26b case 04; review 28, country-28).
  const us = readsAsUsUnits(ctx);
  if (used.length === 0) return us ? US_HMB_STEP : UK_HMB_STEP;
  const rest = onList
    .filter((t) => t.meds.length === 0 && (!us || t.us !== undefined))
    .map((t) => ({ option: us ? (t.us ?? t.option) : t.option }));
  const meds = used.flatMap((t) => t.meds.map((m) => m.name)).join(" and ");
  const others = us ? "other ACOG options" : "other NICE NG88 options";
  return `Review the treatment of the heavy periods, still heavy on ${meds}${rest.length > 0 ? ` (${others}: ${options(rest)})` : ""}`;
}

/*
 * Fibroids with the heavy periods (review 23, sexual-repro case 05: a 6 cm intramural and a 3 cm
 * submucosal fibroid distorting the cavity, still heavy on tranexamic acid, Hb 94: the step only
 * listed other NG88 medicines, a hormonal coil first, and never said refer). An NHS referral pathway
 * (bnssg-remedy-fibroids) refers fibroids whose heavy bleeding has not improved on initial treatment
 * (tranexamic acid or an NSAID stopped after 3 cycles without improvement) and fibroids in the cavity.
 */
const FIBROIDS = /\b(?:fibroids?|leiomyomas?|leiomyomata|uterine myomas?)\b/i;
const CAVITY_FIBROID =
  /\b(?:submucos\w*|sub-mucos\w*|intracavit\w*)\b|\bdistort\w*\s+(?:the\s+)?(?:uterine\s+|endometrial\s+)?cavity\b/i;

/** Fibroids stated in the conditions, notes or scan reports, and whether one lies in the cavity. */
function fibroids(ctx: RuleContext): { cavity: boolean } | undefined {
  const texts = [
    ctx.freeText,
    ...ctx.model.conditions.filter((c) => isActiveCondition(c.status)).map((c) => c.name),
    ...ctx.model.imaging.map((i) => `${i.type}: ${i.description}. ${i.text}`),
  ];
  const stated = texts.filter((t) => statedMention(t, FIBROIDS, true) !== undefined);
  if (stated.length === 0) return undefined;
  return { cavity: stated.some((t) => statedMention(t, CAVITY_FIBROID, true) !== undefined) };
}

/*
 * A US record is not given the NHS pathway (review 28, country-28c): the ACR Appropriateness
 * Criteria (acr-ac-uterine-fibroids) rate myomectomy and uterine artery embolization, beside
 * medical treatment, usually appropriate for fibroids with heavy bleeding, which is what a
 * gynecology opinion offers. Its "3 cycles" and cavity triggers were not seen in a US source.
 */
const US_FIBROID_OPTIONS =
  " with heavy bleeding from fibroids, procedures such as myomectomy or uterine artery embolization are usually appropriate options beside medical treatment (ACR Appropriateness Criteria)";

/** The referral for fibroids still bleeding heavily on treatment or lying in the cavity; else undefined. */
function fibroidReferral(ctx: RuleContext): { step: string; cause: string; patient: string } | undefined {
  const found = fibroids(ctx);
  if (found === undefined) return undefined;
  const active = ctx.model.medications.filter((m) => m.active);
  const treated = active.filter((m) => HMB_TREATMENTS.some((t) => t.re.test(m.name)));
  const reasons = [
    ...(treated.length > 0 ? [`the periods are still heavy on ${treated.map((m) => m.name).join(" and ")}`] : []),
    ...(found.cavity ? ["a fibroid lies in or distorts the uterine cavity"] : []),
  ];
  const us = readsAsUsUnits(ctx);
  if (reasons.length === 0)
    return {
      step: us
        ? `${US_HMB_STEP}; with fibroids, a gynecology opinion on procedures such as myomectomy or uterine artery embolization`
        : `${UK_HMB_STEP}; with fibroids, refer to gynaecology if the bleeding has not improved after 3 cycles of treatment`,
      cause: us
        ? ` Fibroids are recorded:${US_FIBROID_OPTIONS}.`
        : " Fibroids are recorded: if the bleeding does not improve on first treatment, they are referred to gynaecology.",
      patient: "",
    };
  return {
    step: `Refer to gynaecology for the fibroids: ${reasons.join(" and ")}, with iron-deficiency anaemia`,
    cause: us
      ? ` Fibroids are recorded (${reasons.join(" and ")}):${US_FIBROID_OPTIONS}, so a gynecology opinion is the next step.`
      : ` Fibroids are recorded (${reasons.join(" and ")}): fibroids whose heavy bleeding has not settled on first treatment${found.cavity ? ", and fibroids in the cavity," : ""} are referred to gynaecology.`,
    patient:
      treated.length > 0
        ? " Because you have fibroids and the bleeding has not settled on treatment, a referral to a women's health specialist (gynaecologist) is the usual next step."
        : " Because one of your fibroids sits inside the womb, a referral to a women's health specialist (gynaecologist) is the usual next step.",
  };
}

/** The reading of iron-deficiency anaemia whose likely source is the heavy periods quoted. */
export function menstrualIronLoss(
  ctx: RuleContext,
  heavy: string,
  ironStep: string,
  coeliac: WantedTest,
  recheckStep: string,
): MenstrualIronLoss {
  const coeliacNote = inRecordNote(ctx, [coeliac]);
  // A normal tTG-IgA taken with gluten cut down: its own finding asks for the repeat on gluten (review 21).
  const glutenCut = glutenCutSerology(ctx) !== undefined;
  const fibroid = fibroidReferral(ctx);
  return {
    cause: `Heavy periods are recorded ("${heavy}") and nothing in the record points to the gut, so menstrual loss is the likely source of the iron loss.${fibroid?.cause ?? ""} A gut cause still sits alongside heavy periods in about a third of such women, more often with upper gut symptoms, so coeliac serology is checked and the gut is looked at if symptoms appear or the iron deficiency does not recover once the periods are treated.`,
    patientCause: `Your heavy periods are the most likely reason for the low iron. Treating the heavy periods, as well as taking iron, helps stop the anaemia coming back.${fibroid?.patient ?? ""}`,
    nextSteps: [
      ironStep,
      fibroid?.step ?? heavyPeriodsStep(ctx),
      ...(coeliacNote === undefined ? ["Check coeliac serology"] : []),
      `Look at the gut (gastroscopy, colonoscopy) if there are gut symptoms or the iron deficiency does not recover once the periods are treated${coeliacNote === undefined || glutenCut ? "" : ` ${coeliacNote}`}`,
      recheckStep,
    ],
    evidence: [
      "bsg-2021-ida",
      "apt-2008-premenopausal-ida",
      ...heavyPeriodsSources(ctx),
      ...(fibroid ? [readsAsUsUnits(ctx) ? "acr-ac-uterine-fibroids" : "bnssg-remedy-fibroids"] : []),
    ],
  };
}
