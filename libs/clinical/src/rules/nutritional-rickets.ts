import { FindingFamily, Severity } from "../model.ts";
import type { RuleContext } from "./context.ts";
import { statedMention } from "./notes.ts";
import type { Rule, RuleMatch } from "./types.ts";
import { isHigh, isLow } from "./lab-status.ts";
import { joinList } from "../text.ts";

/*
 * Nutritional rickets in a child (review 21, infants-children case 08): an 18-month-old with
 * bowed legs, 25-OH vitamin D 22 nmol/L, ALP 1150 U/L, a raised PTH and a low calcium was told the
 * ALP "most likely comes from bone (growth)" and given the adult vitamin D advice (the Royal
 * Osteoporosis Society's thresholds, a loading regimen "before zoledronate or denosumab").
 *
 * - Scottish Paediatric Endocrine Group (speg-vitamin-d-deficiency-children): in children, a
 *   25-OH vitamin D below 30 nmol/L is deficiency; the classical biochemical picture is a low
 *   25-OH vitamin D with a raised ALP, a normal or raised PTH and a normal or low calcium and
 *   phosphate; the work-up includes an X-ray of the left wrist under 3 years and of the knee
 *   over 3 years.
 * - Global consensus 2016 (munns-2016-nutritional-rickets): vitamin D and calcium deficiency cause
 *   nutritional rickets, whose diagnosis and management the consensus sets out for children.
 * A raised ALP alone is normal for a growing child, so a raised PTH or a low calcium or phosphate
 * is also needed here. The adult reading of the same biochemistry (osteomalacia.ts) and the
 * growth reading of the ALP (patterns.ts, alp-raised-growth) stand aside for it.
 */

const ADULT_AGE = 18;
/**
 * From this age growth may have finished (an engine choice): rickets needs open growth plates, and
 * once they have fused the same deficiency causes osteomalacia (amboss-osteomalacia-rickets; review
 * 22, paeds-ranges-22: a 17-year-old five years past menarche was told adult osteomalacia advice did
 * not apply).
 */
const GROWTH_MAY_HAVE_ENDED_AGE = 15;
/** SPEG: 25-OH vitamin D deficiency in children, below 30 nmol/L (12 ng/mL, the rule unit). */
const DEFICIENT_25OHD_NGML = 12;

/** Signs of rickets as notes word them. */
const RICKETS_SIGNS =
  /\b(?:bow(?:ed|ing)? legs?|bow[- ]?legged|genu (?:varum|valgum)|knock[- ]knees?|(?:wide(?:ned)?|swollen|thick(?:ened)?) wrists?|rachitic rosary|late (?:walking|to walk)|delayed walking|not (?:yet )?walking|craniotabes)\b/i;

/** The biochemistry of nutritional rickets in a child, as read by the rule below. */
export function childRickets(ctx: RuleContext): RuleMatch | undefined {
  if (ctx.age === undefined || ctx.age >= ADULT_AGE) return undefined;
  const vitd = ctx.lab("vitamin-d-25oh");
  const d = ctx.valueOf(vitd);
  const alp = ctx.lab("alp");
  if (vitd === undefined || d === undefined || d >= DEFICIENT_25OHD_NGML || !isHigh(alp)) return undefined;
  const calcium = ctx.lab("calcium");
  // A high calcium is not this picture, and a raised GGT may put the ALP in the liver.
  if (isHigh(calcium) || isHigh(ctx.lab("ggt"))) return undefined;
  const pth = ctx.lab("pth-intact");
  const phosphate = ctx.lab("phosphorus");
  const minerals = [
    isHigh(pth) ? `a raised PTH ${ctx.show(pth)}` : "",
    isLow(calcium) ? `a low calcium ${ctx.show(calcium)}` : "",
    isLow(phosphate) ? `a low phosphate ${ctx.show(phosphate)}` : "",
  ].filter(Boolean);
  if (minerals.length === 0) return undefined;
  const signs = statedMention(ctx.freeText, RICKETS_SIGNS, true);
  const months = ctx.ageMonths;
  const under3 = months !== undefined ? months < 36 : ctx.age < 3;
  const lateTeen = ctx.age >= GROWTH_MAY_HAVE_ENDED_AGE;
  return {
    refs: ctx.refs(
      vitd,
      alp,
      isHigh(pth) ? pth : undefined,
      isLow(calcium) ? calcium : undefined,
      isLow(phosphate) ? phosphate : undefined,
    ),
    values: {
      vitd: ctx.show(vitd),
      alp: ctx.show(alp),
      minerals: joinList(minerals),
      age: months !== undefined && months < 24 ? `${months} months` : String(ctx.age),
      signs: signs === undefined ? "" : ` The notes record "${signs}".`,
      care: lateTeen
        ? "At this age growth may have finished: rickets affects the growth plates only while they are open, and once they have fused the same deficiency causes osteomalacia instead; the X-ray shows which, and either is treated with vitamin D, with enough calcium."
        : "Adult vitamin D and osteomalacia advice does not apply; rickets is confirmed on X-ray and treated with vitamin D, with enough calcium, under paediatric care.",
    },
    ...(lateTeen && {
      evidence: ["amboss-osteomalacia-rickets"],
      patientExtra:
        "If growing has already finished, the same problem is called osteomalacia (softening of the bones), and it is treated with vitamin D and calcium in the same way.",
    }),
    nextSteps: [
      `X-ray ${under3 ? "of the wrist (under 3 years)" : "of the knee (from 3 years)"} to look for rickets, with magnesium, kidney and liver tests if not already done`,
      "Paediatric review to treat the vitamin D deficiency at a dose for the child's age, and check the child's dietary calcium",
      "Recheck calcium, phosphate, ALP, PTH and 25-OH vitamin D on treatment",
    ],
  };
}

export const NUTRITIONAL_RICKETS_RULES: readonly Rule[] = [
  {
    id: "nutritional-rickets-child",
    family: FindingFamily.pattern,
    severity: Severity.moderate,
    problem: "Vitamin D",
    title: "Possible nutritional rickets: vitamin D deficiency with bone changes in a child",
    clinician:
      "25-OH vitamin D {vitd}, below the 30 nmol/L (12 ng/mL) that defines deficiency in children, with ALP {alp}, {minerals}, at age {age}: the biochemical picture of vitamin D deficiency affecting the growing bone (nutritional rickets), so here the raised ALP is not read as growth alone.{signs} {care}",
    patient:
      "The child's vitamin D is very low, and the other bone tests (alkaline phosphatase, and calcium or parathyroid hormone) suggest it is affecting how the bones grow. This is called rickets. It is treatable with vitamin D and enough calcium in the diet. The doctor may arrange an X-ray and a treatment dose of vitamin D for the child.",
    nextSteps: [
      "X-ray to look for rickets",
      "Paediatric review to treat the vitamin D deficiency at a dose for the child's age, and check the child's dietary calcium",
    ],
    patientQuestions: ["Does my child need an X-ray, and what dose of vitamin D should they have?"],
    evidence: ["speg-vitamin-d-deficiency-children", "munns-2016-nutritional-rickets"],
    keywords: ["nutritional rickets", "vitamin d deficiency", "child", "alkaline phosphatase", "parathyroid hormone"],
    match: childRickets,
  },
];
