import { FindingFamily, Severity } from "../model.ts";
import { checkpointInhibitors } from "./adrenal-crisis-suspected.ts";
import { pituitaryMassVisualSymptom } from "./central-hypothyroidism.ts";
import type { RuleContext } from "./context.ts";
import { knownPituitaryTumour, suspectedPituitaryApoplexy } from "./pituitary-apoplexy.ts";
import type { Rule } from "./types.ts";

/*
 * Review 32, endo-32 case 05: a 54-year-old outpatient in Denver with free T4 0.5 ng/dL, TSH 0.9
 * mIU/L, six months of fatigue, low libido and headaches, and reduced peripheral vision on the left,
 * got one low-priority row: "an illness can upset thyroid tests; rarely, the pituitary". A low free
 * T4 without a raised TSH beside a visual symptom of a mass near the pituitary is central
 * hypothyroidism until shown otherwise: BMJ Best Practice lists headache, double vision and reduced
 * peripheral vision among its features and pituitary masses among its causes, with pituitary MRI,
 * prolactin, a morning cortisol, testosterone and the gonadotrophins as the next tests; cortisol
 * comes before thyroxine (Medscape hypopituitarism). High priority is our own choice: the eyesight
 * and an untested cortisol axis are both at stake.
 *
 * Left to other rules: a known pituitary tumour (the free T4 row reads it, central-hypothyroidism.ts),
 * suspected apoplexy (a sudden severe headache, pituitary-apoplexy.ts), a checkpoint inhibitor
 * (hypophysitis, ici-endocrine.ts), and thyroxine or an antithyroid drug, where a low free T4 with a
 * TSH that is not raised has treatment-related readings.
 */

const isLow = (s: string | undefined) => s === "low" || s === "critical-low";

function centralPicture(ctx: RuleContext) {
  const ft4 = ctx.lab("free-t4");
  const tsh = ctx.lab("tsh");
  if (ft4 === undefined || tsh === undefined || !isLow(ft4.status)) return undefined;
  if (tsh.status !== "normal" && !isLow(tsh.status)) return undefined;
  if (ctx.meds("thyroid-hormone").length > 0 || ctx.meds("antithyroid").length > 0) return undefined;
  if (checkpointInhibitors(ctx).length > 0) return undefined;
  if (knownPituitaryTumour(ctx) !== undefined || suspectedPituitaryApoplexy(ctx) !== undefined) return undefined;
  const quote = pituitaryMassVisualSymptom(ctx);
  return quote === undefined ? undefined : { ft4, tsh, quote };
}

export const CENTRAL_HYPOTHYROIDISM_VISUAL_RULES: readonly Rule[] = [
  {
    id: "central-hypothyroidism-visual-symptom",
    family: FindingFamily.pattern,
    severity: Severity.high,
    problem: "Pituitary",
    title: "Low free T4 without a raised TSH, with a visual symptom: possible pituitary mass",
    clinician:
      'Free T4 {ft4} is low with a TSH that is not raised ({tsh}), and the notes record a visual symptom ("{quote}") that a mass pressing near the pituitary can cause. This is central hypothyroidism from a pituitary or nearby mass until shown otherwise, rather than an illness upsetting the thyroid tests: headache, double vision and reduced peripheral vision are among its features. A pituitary MRI, formal visual fields, prolactin, a morning cortisol and the gonadotrophins with testosterone or oestradiol are the next steps. Cortisol is checked, and replaced if low, before any thyroxine, which can otherwise bring on an adrenal crisis.',
    patient:
      "Your thyroid hormone (free T4) is low, but the hormone from the pituitary gland that drives the thyroid (TSH) has not risen as it should. Together with the change in your eyesight, this may mean a problem with the pituitary gland at the base of the brain, such as a growth pressing near the nerves to the eyes. Please see your doctor within days: you are likely to need a scan of the pituitary, an eye field test and more hormone tests, including cortisol (a stress hormone), before any thyroid tablets are started. Seek help the same day if your eyesight gets worse quickly or you get a sudden severe headache.",
    nextSteps: [
      "Check a 9 am cortisol (with ACTH) before any levothyroxine; if it is low, start hydrocortisone first",
      "Arrange an urgent pituitary MRI and formal visual field testing, and refer urgently to endocrinology",
      "Measure prolactin, LH and FSH with testosterone (men) or oestradiol (women), and repeat TSH with free T4",
      "Same-day assessment if vision worsens quickly or a sudden severe headache starts (pituitary apoplexy)",
    ],
    patientQuestions: ["Do I need a scan of my pituitary gland, and how soon?"],
    evidence: ["bmj-bp-central-hypothyroidism", "medscape-hypopituitarism"],
    keywords: ["central hypothyroidism", "pituitary", "free t4", "tsh", "visual field", "peripheral vision"],
    match: (ctx) => {
      const p = centralPicture(ctx);
      if (p === undefined) return undefined;
      return {
        refs: ctx.refs(p.ft4, p.tsh),
        values: { ft4: ctx.show(p.ft4), tsh: ctx.show(p.tsh), quote: p.quote },
      };
    },
  },
];
