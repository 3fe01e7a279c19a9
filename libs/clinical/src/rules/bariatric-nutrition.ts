import { type ConditionItem, FindingFamily, type LabObservation, Severity } from "../model.ts";
import type { RuleContext } from "./context.ts";
import { NEURO } from "./b12-neuropathy.ts";
import { statedMatches } from "./notes.ts";
import type { Rule } from "./types.ts";

/**
 * Micronutrient deficiencies after bariatric surgery, above all copper. Review 13, case 01: after a
 * Roux-en-Y gastric bypass, with vitamins stopped and numbness and an unsteady gait, copper 48 got
 * a bare low line and the low B12 and iron were put down to omeprazole. Copper deficiency after
 * gastric bypass is common (prevalence about 10%, incidence about 19% in one cohort), comes with
 * anaemia, leucopenia and neuromuscular problems, and can do lasting harm if left untreated
 * (evidence "gletsu-miller-2012-copper-rygb"); its myeloneuropathy looks like that of B12
 * deficiency, so both are treated.
 */

const BARIATRIC =
  /\bbariatric\b|\bgastric bypass\b|\broux[- ]en[- ]y\b|\bsleeve gastrectomy\b|\bduodenal switch\b|\bbiliopancreatic\b/i;
const COPPER = /\bcopper\b|\bcaeruloplasmin\b|\bceruloplasmin\b/i;

const NUTRIENTS: readonly { name: string; test: (o: LabObservation) => boolean }[] = [
  { name: "copper", test: (o) => COPPER.test(o.name) },
  { name: "vitamin B12", test: (o) => o.analyteId === "vitamin-b12" || /\bb12\b|cobalamin/i.test(o.name) },
  { name: "iron (ferritin)", test: (o) => o.analyteId === "ferritin" || /ferritin/i.test(o.name) },
  { name: "vitamin D", test: (o) => /vitamin d|25-?oh|hydroxyvitamin/i.test(o.name) },
  { name: "folate", test: (o) => /folate|folic/i.test(o.name) },
  { name: "zinc", test: (o) => /\bzinc\b/i.test(o.name) },
  { name: "thiamine", test: (o) => /thiamin/i.test(o.name) },
];

const isLow = (o: LabObservation) => o.status === "low" || o.status === "critical-low";

/** Recorded bariatric operations: after one, malabsorption is the first cause of a low micronutrient. */
export function bariatricSurgery(ctx: RuleContext): ConditionItem[] {
  return ctx.model.conditions.filter((c) => BARIATRIC.test(c.name));
}

export const BARIATRIC_NUTRITION_RULES: readonly Rule[] = [
  {
    id: "bariatric-micronutrient-deficiency",
    family: FindingFamily.pattern,
    severity: Severity.moderate,
    problem: "Nutrition after bariatric surgery",
    title: "Micronutrient deficiencies after bariatric surgery",
    clinician:
      "{surgery} with low {low}. The operation, which bypasses the main absorption sites, is the likely cause rather than other medicines; lifelong supplements and monitoring are needed.{copper}",
    patient:
      "Some of your vitamin and mineral levels are low. After weight-loss surgery the body absorbs less of them, so lifelong supplements and regular blood tests are needed. {copperPlain}",
    nextSteps: [
      "Restart the full bariatric supplement plan (multivitamin with minerals, calcium citrate and vitamin D) and refer back to the bariatric service",
      "B12 by injection lifelong after a bypass; consider IV iron if oral iron is not absorbed",
      "Check any of copper, zinc, folate, thiamine and vitamin D not yet measured",
    ],
    patientQuestions: ["Which supplements should I take for life after my operation, and who will check my levels?"],
    evidence: ["gletsu-miller-2012-copper-rygb"],
    keywords: ["bariatric surgery", "gastric bypass", "copper deficiency", "micronutrients", "myeloneuropathy"],
    match: (ctx) => {
      const surgery = bariatricSurgery(ctx);
      if (surgery.length === 0) return undefined;
      const lows = NUTRIENTS.map((n) => ({ n, obs: ctx.model.labs.find((o) => n.test(o) && isLow(o)) })).filter(
        (x): x is { n: (typeof NUTRIENTS)[number]; obs: LabObservation } => x.obs !== undefined,
      );
      if (lows.length === 0) return undefined;
      const copper = lows.find((x) => x.n.name === "copper")?.obs;
      const features = [...new Set([...statedMatches(ctx.freeText, NEURO)].map((m) => m.quote.toLowerCase()))];
      const neuro = copper !== undefined && features.length > 0;
      const measured = (re: RegExp) => ctx.model.labs.some((o) => re.test(o.name));
      const unmeasured = [
        ["copper", COPPER],
        ["zinc", /\bzinc\b/i],
        ["folate", /folate|folic/i],
        ["thiamine", /thiamin/i],
      ]
        .filter(([, re]) => !measured(re as RegExp))
        .map(([n]) => n as string);
      return {
        refs: ctx.refs(...surgery, ...lows.map((x) => x.obs)),
        severity: neuro ? Severity.high : Severity.moderate,
        values: {
          surgery: surgery.map((c) => c.name).join(", "),
          low: lows.map((x) => `${x.n.name} ${ctx.show(x.obs)}`).join(", "),
          copper:
            copper === undefined
              ? ""
              : ` Copper deficiency after a bypass causes anaemia, a low white cell count and a myeloneuropathy that looks like B12 deficiency${neuro ? ` (notes: ${features.map((f) => `"${f}"`).join(", ")})` : ""}; replace copper now as well as B12, because nerve damage can be permanent if it is missed.`,
          copperPlain:
            copper === undefined
              ? ""
              : "Your copper is low too. Low copper can cause numbness and unsteady walking, so it needs replacing promptly.",
        },
        nextSteps: [
          ...(copper === undefined
            ? []
            : [
                `Replace copper now (oral, or IV when severe or with neurological signs)${neuro ? "; examine for a myeloneuropathy and check a full blood count with white cells" : ""}; recheck copper and zinc, as zinc excess blocks copper absorption`,
              ]),
          "Restart the full bariatric supplement plan (multivitamin with minerals, calcium citrate and vitamin D) and refer back to the bariatric service",
          "B12 by injection lifelong after a bypass; consider IV iron if oral iron is not absorbed",
          ...(unmeasured.length === 0 ? [] : [`Check ${unmeasured.join(", ")}`]),
        ],
      };
    },
  },
];
