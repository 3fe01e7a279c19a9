import type { MeaningInContext } from "../catalogue/overlay.ts";
import type { MedicationItem } from "../model.ts";
import { medNames, type RuleContext } from "./context.ts";
import { systemicGlucocorticoids } from "./endocrine-oncology.ts";
import { statedMention } from "./notes.ts";
import { knownPituitaryTumour } from "./pituitary-apoplexy.ts";

/*
 * A low free T4 with a TSH that is not raised reads as non-thyroidal illness first, unless another
 * pituitary axis is failing beside it (review 13, adrenal-pituitary case 03: low cortisol with a
 * low ACTH, low LH and FSH). Then it is central hypothyroidism, and thyroxine must wait for
 * glucocorticoid cover, or it can bring on acute cortisol insufficiency, an adrenal crisis (Medscape
 * hypopituitarism).
 */

const PITUITARY_AXES = ["acth", "lh", "fsh"] as const;

const CENTRAL_HYPOTHYROIDISM: MeaningInContext = {
  text: "with a TSH that is not raised, beside other pituitary hormones that are low, means the pituitary gland is making too little TSH (central hypothyroidism); cortisol is replaced before any thyroxine, which can otherwise bring on an adrenal crisis",
  evidence: ["medscape-hypopituitarism"],
};

// A known pituitary tumour makes the pituitary the likelier cause too (review 13 round 3, case 04).
const BESIDE_PITUITARY_TUMOUR: MeaningInContext = {
  text: "with a TSH that is not raised, beside a known pituitary tumour, points to the pituitary gland making too little TSH (central hypothyroidism) rather than non-thyroidal illness; cortisol is checked and replaced before any thyroxine, which can otherwise bring on an adrenal crisis",
  patient:
    "means that, with the known growth on your pituitary gland, the pituitary is probably not making enough of the hormone that drives the thyroid; your doctors check and treat cortisol (a stress hormone) first, before any thyroid tablets",
  evidence: ["medscape-hypopituitarism"],
};

/*
 * Review 32, endo-32 case 05: a well outpatient with free T4 0.5 ng/dL, TSH 0.9, headaches, low
 * libido and reduced peripheral vision read as "an illness can upset thyroid tests; rarely, the
 * pituitary" at low priority. Headache, double vision and reduced peripheral vision are features of
 * central hypothyroidism that point to a mass in or near the pituitary (BMJ Best Practice); the next
 * tests are a pituitary MRI, prolactin, a morning cortisol, testosterone and the gonadotrophins.
 */
const VISUAL_MASS_EFFECT =
  /\b(?:reduced|decreased|narrow(?:ed|ing)?|loss of|lost|poor|worsening) (?:peripheral|side) vision\b|\bperipheral vision (?:loss|is reduced|reduced)\b|\bvisual field (?:loss|defect|cut|narrowing)s?\b|\bbitemporal\b|\bhemianop\w*|\btunnel vision\b|\bdouble vision\b|\bdiplopia\b|\bbumping into (?:door ?frames|doors|things|objects|people)\b/i;

/**
 * A visual symptom in the notes that points to a mass pressing near the pituitary, quoted; else
 * undefined. Not on phenytoin or carbamazepine: they lower the measured free T4 with a normal TSH
 * and can cause double vision themselves, so that picture is theirs to explain first (our own
 * caution, no source cited).
 */
export function pituitaryMassVisualSymptom(ctx: RuleContext): string | undefined {
  if (ctx.medsOf("phenytoin", "carbamazepine").length > 0) return undefined;
  return statedMention(ctx.freeText, VISUAL_MASS_EFFECT, true);
}

const BESIDE_VISUAL_SYMPTOM: MeaningInContext = {
  text: "with a TSH that is not raised, beside a visual symptom in the notes that a mass near the pituitary can cause, points to the pituitary gland making too little TSH (central hypothyroidism) rather than non-thyroidal illness; a pituitary MRI, prolactin, a morning cortisol and the other pituitary hormones come next; cortisol is checked and replaced before any thyroxine, which can otherwise bring on an adrenal crisis",
  patient:
    "together with the change in your eyesight, may mean the pituitary gland (at the base of the brain) is not making enough of the hormone that drives the thyroid; your doctors will want a scan of the pituitary and more hormone tests, including cortisol (a stress hormone), before any thyroid tablets",
  evidence: ["bmj-bp-central-hypothyroidism", "medscape-hypopituitarism"],
};

/*
 * With glucocorticoid replacement already listed, "cortisol is checked and replaced first" is done
 * (review 21, endocrine-pituitary case 04: three months after pituitary surgery on hydrocortisone, the
 * patient was told "your doctors check and treat cortisol first"); what is left is the thyroxine, and
 * its dose is judged by free T4, not TSH (pitu.ca).
 */
function coveredByGlucocorticoid(meaning: MeaningInContext, meds: readonly MedicationItem[]): MeaningInContext {
  const named = medNames(meds);
  return {
    text: meaning.text.replace(
      /; cortisol is (?:checked and )?replaced before any thyroxine, which can otherwise bring on an adrenal crisis$/,
      `; a glucocorticoid (${named}) is already listed, so thyroxine need not wait for cortisol cover, and its dose is then judged by free T4, not TSH`,
    ),
    patient:
      "means that the pituitary gland is probably not making enough of the hormone that drives the thyroid. You already take a steroid medicine that covers cortisol, so thyroid tablets can be considered; their dose is checked with a free T4 blood test, not TSH",
    evidence: [...meaning.evidence, "pitu-central-hypothyroidism-thyroxine"],
  };
}

/**
 * The central reading of a low free T4 (TSH not raised) when another pituitary axis is low or a
 * pituitary tumour is known; else undefined.
 */
export function centralHypothyroidMeaning(ctx: RuleContext): MeaningInContext | undefined {
  const low = (id: string) => {
    const s = ctx.lab(id)?.status;
    return s === "low" || s === "critical-low";
  };
  const meaning = PITUITARY_AXES.some(low)
    ? CENTRAL_HYPOTHYROIDISM
    : knownPituitaryTumour(ctx) !== undefined
      ? BESIDE_PITUITARY_TUMOUR
      : pituitaryMassVisualSymptom(ctx) !== undefined
        ? BESIDE_VISUAL_SYMPTOM
        : undefined;
  if (meaning === undefined) return undefined;
  const replacement = systemicGlucocorticoids(ctx);
  return replacement.length > 0 ? coveredByGlucocorticoid(meaning, replacement) : meaning;
}
