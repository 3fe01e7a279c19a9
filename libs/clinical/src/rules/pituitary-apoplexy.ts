import { isActiveCondition } from "../vocab/conditions.ts";
import type { RuleContext } from "./context.ts";
import { statedMention } from "./notes.ts";

/*
 * Pituitary apoplexy behind a low cortisol (review 13, adrenal-pituitary round 3, case 04): a man
 * with a known non-functioning pituitary macroadenoma, a sudden severe headache with vomiting, a
 * third nerve palsy and falling visual acuity, cortisol 70 nmol/L and sodium 130, was read as
 * "probable primary adrenal insufficiency" with adrenal antibodies and a corticotropin test, and
 * nothing about the tumour, the MRI or the neurosurgeon.
 *
 * Society for Endocrinology emergency guidance (2016): apoplexy is a bleed into or infarct of a
 * pituitary tumour, most often not known beforehand; it is considered in any acute severe headache
 * with eye-movement palsies (usually the third nerve), loss of acuity or fields, or reduced
 * consciousness. Hydrocortisone is given without delay when unstable or when vision or
 * consciousness is affected, an urgent MRI confirms it, and care is shared with neurosurgery.
 */

const SUDDEN_HEADACHE =
  /\bthunderclap\b|\bsudden(?: onset(?: of)?)?,? (?:severe |worst )?headache\b|\b(?:sudden|abrupt) severe headache\b|\bworst headache\b/;
const NEURO_OPHTHALMIC =
  /\b(?:third|3rd|fourth|4th|sixth|6th|oculomotor|abducens) (?:cranial )?nerve pals\w*|\bophthalmoplegi\w*|\bdouble vision\b|\bdiplopia\b|\bptosis\b|\b(?:reduced|falling|loss of|lost|worsening) (?:visual acuity|vision)\b|\bvisual (?:field )?loss\b|\bbitemporal\b/;
const PITUITARY_TUMOUR =
  /\bpituitary (?:macro|micro)?adenoma\b|\bmacroadenoma\b|\bpituitary (?:tumou?r|mass|lesion)\b|\bprolactinoma\b/i;

/** A pituitary tumour recorded as an active condition or stated in the notes, or undefined. */
export function knownPituitaryTumour(ctx: RuleContext): string | undefined {
  const known = ctx.model.conditions.find((c) => isActiveCondition(c.status) && PITUITARY_TUMOUR.test(c.name));
  return known?.name ?? statedMention(ctx.freeText, PITUITARY_TUMOUR, true);
}

export interface SuspectedApoplexy {
  headache: string;
  signs: string | undefined;
  tumour: string | undefined;
}

/**
 * A sudden severe headache with a known pituitary tumour or with eye-movement or visual signs, or
 * undefined. The headache is required: eye signs alone have other causes read elsewhere.
 */
export function suspectedPituitaryApoplexy(ctx: RuleContext): SuspectedApoplexy | undefined {
  const text = ctx.freeText;
  const headache = statedMention(text, SUDDEN_HEADACHE, true);
  if (headache === undefined) return undefined;
  const signs = statedMention(text, NEURO_OPHTHALMIC, true);
  const tumour = knownPituitaryTumour(ctx);
  if (tumour === undefined && signs === undefined) return undefined;
  return { headache, signs, tumour };
}
