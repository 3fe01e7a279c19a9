import { findLab } from "../catalogue/index.ts";
import type { LabObservation, Sex } from "../model.ts";
import type { DecimalMark } from "../parse/number.ts";
import type { RangePhase } from "../parse/range.ts";
import { cleanText } from "../text.ts";
import { classifyMedication } from "../vocab/medications.ts";
import { buildObservation, isCriticalFlag, type RawLab } from "./labs.ts";

/**
 * Gender-affirming hormone therapy (GAHT) as the record shows it: the hormone taken and the sex whose
 * ranges then apply. The Endocrine Society 2017 guideline (Hembree et al., Table 14, as adapted in
 * WPATH SOC8 Table 5) aims to keep sex steroids in the range of the affirmed gender, and Cheung et
 * al. (JCEM 2021, PMC7947878) propose judging results against the affirmed gender's range once
 * treatment has started. A laboratory often prints the range of the sex assigned at birth, which
 * calls on-target levels abnormal (review 12, young adults, cases 13 and 14).
 */
export interface Gaht {
  hormone: "testosterone" | "oestrogen";
  affirmed: Sex;
}

/** Words that say the therapy is gender-affirming, not replacement for hypogonadism or menopause. */
const GENDER_AFFIRMING =
  /\b(?:gender[- ](?:dysphoria|incongruen\w*|affirming|diverse)|trans(?:gender)?[- ]?(?:m[ae]n|wom[ae]n|male|female|masculine|feminine)|transgender|non-?binary|sex[- ]assigned[- ]at[- ]birth|HA60|F64(?:\.\d+)?)\b/i;

/**
 * The therapy, when the record names gender incongruence (a condition, its code or the notes) and
 * one hormone (a medicine, or the same text: "trans man on testosterone"). Both hormones together,
 * or neither, leave the ranges as sent.
 */
export function gahtFrom(
  activeMedicines: readonly string[],
  context: readonly (string | undefined)[],
): Gaht | undefined {
  const texts = context.filter((t): t is string => t !== undefined);
  if (!texts.some((t) => GENDER_AFFIRMING.test(t))) return undefined;
  const classes = new Set([...activeMedicines, ...texts].flatMap((t) => classifyMedication(t).classes));
  const testosterone = classes.has("testosterone");
  const oestrogen = classes.has("oestrogen");
  if (testosterone === oestrogen) return undefined;
  return testosterone ? { hormone: "testosterone", affirmed: "male" } : { hormone: "oestrogen", affirmed: "female" };
}

/**
 * Targets of the Endocrine Society 2017 guideline: total testosterone 400–700 ng/dL on testosterone
 * (mid-interval, or at least 400 ng/dL at the trough of undecanoate); on oestrogen, testosterone
 * below 50 ng/dL and oestradiol 100–200 pg/mL.
 */
const TARGETS: Readonly<Record<Gaht["hormone"], Readonly<Record<string, string>>>> = {
  testosterone: { "testosterone-total": "400-700 ng/dL" },
  oestrogen: { "testosterone-total": "<50 ng/dL", estradiol: "100-200 pg/mL" },
};

/**
 * Tests whose range differs by sex and follows the hormone: haemoglobin and haematocrit, and
 * creatinine, which moves toward the affirmed gender's values within months as muscle mass changes
 * (Millington et al. 2022, "millington-2022-gaht-creatinine"; review 14, hormones case 07, where a
 * trans man's creatinine of 88 µmol/L was called high against the female range).
 */
const AFFIRMED_RANGE = new Set(["hemoglobin", "hematocrit", "creatinine"]);

/**
 * Builds an observation as {@link buildObservation} does, except on GAHT: a sex-hormone result is
 * judged against the guideline's target, and haemoglobin or haematocrit against the catalogue's
 * range for the affirmed gender, in place of the range and flag sent (the birth-sex ones); a
 * critical flag is kept, and the range text names the range used and quotes the laboratory's.
 */
export function buildGahtObservation(
  raw: RawLab,
  sex: Sex | undefined,
  gaht: Gaht | undefined,
  age?: number,
  mark?: DecimalMark,
  phase?: RangePhase,
): LabObservation {
  const def = gaht && findLab(raw.name, raw.code, raw.category);
  const target = gaht && def && TARGETS[gaht.hormone][def.id];
  if (!gaht || !def || (target === undefined && !AFFIRMED_RANGE.has(def.id)))
    return buildObservation(raw, sex, age, mark, phase);
  const { referenceRange: sent, flag, ...kept } = raw;
  const judged: RawLab = target === undefined ? kept : { ...kept, referenceRange: target };
  if (flag !== undefined && isCriticalFlag(flag)) judged.flag = flag;
  const obs = buildObservation(judged, gaht.affirmed, age, mark, phase);
  if (obs.range === undefined) return obs;
  const therapy = gaht.hormone === "testosterone" ? "gender-affirming testosterone" : "gender-affirming oestrogen";
  const used = target === undefined ? `${gaht.affirmed} range on ${therapy}` : `Endocrine Society target on ${therapy}`;
  const laboratory = sent !== undefined && cleanText(sent) !== "" ? `; laboratory range ${cleanText(sent)}` : "";
  obs.range = { ...obs.range, text: `${obs.range.text} (${used}${laboratory})` };
  obs.rangeSource = "catalogue";
  if (sent !== undefined) obs.rangeText = cleanText(sent);
  return obs;
}
