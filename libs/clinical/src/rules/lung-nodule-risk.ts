import type { ImagingItem } from "../model.ts";
import type { RuleContext } from "./context.ts";
import { statedMention } from "./notes.ts";
import { packYears } from "./other.ts";

/*
 * Review 13 (imaging-notes, cases 01 and 14): a spiculated upper-lobe nodule in a 40-pack-year
 * smoker with emphysema was given the same wording as a low-risk nodule. Fleischner 2017
 * ("fleischner-2017") grades patients as high risk by smoking (30 pack-years or more, or quit within
 * 15 years), and names suspicious morphology such as spiculation, upper-lobe position and emphysema
 * as features that raise the risk of cancer. BTS 2015 ("bts-2015-pulmonary-nodules") estimates the
 * malignancy risk of a solid nodule of 8 mm or more with the Brock model, then with the Herder model
 * after PET-CT.
 */

const SPICULATED = /\bspiculat\w*/;
const UPPER_LOBE = /\b(?:right|left) upper lobe\b|\b(?:rul|lul)\b/;
const EMPHYSEMA = /\bemphysema\w*/;
/** Fleischner's heavy-smoking threshold (the NLST entry criterion). */
const HEAVY_PACK_YEARS = 30;

/** Smoking status in the record in any form, including "never smoked": then it need not be asked again. */
const SMOKING_RECORDED = /\bsmok|\bpack[- ]?years?\b|\bcigarette|\btobacco\b/;

export interface NoduleRisk {
  /** The high-risk features found, in plain words ("spiculated margins", "40 pack-years"). */
  features: string[];
  /** Whether the record already gives the smoking history. */
  smokingRecorded: boolean;
}

/** The Fleischner high-risk features of a lung nodule on this study, from its report and the record. */
export function noduleRisk(ctx: RuleContext, study: ImagingItem): NoduleRisk {
  const report = `${study.description}. ${study.text}`.toLowerCase();
  const record = [ctx.freeText, ...ctx.model.conditions.map((c) => c.name.toLowerCase())].join(". ");
  const features: string[] = [];
  if (statedMention(report, SPICULATED) !== undefined) features.push("spiculated margins");
  if (statedMention(report, UPPER_LOBE) !== undefined) features.push("upper-lobe position");
  if (statedMention(report, EMPHYSEMA) !== undefined || statedMention(record, EMPHYSEMA) !== undefined)
    features.push("emphysema");
  const py = packYears(record);
  if (py !== undefined && py >= HEAVY_PACK_YEARS) features.push(`${py} pack-years of smoking`);
  return { features, smokingRecorded: SMOKING_RECORDED.test(record) };
}
