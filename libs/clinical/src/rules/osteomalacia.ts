import { FindingFamily, Severity } from "../model.ts";
import type { RuleContext } from "./context.ts";
import { statedMention } from "./notes.ts";
import { childRickets } from "./nutritional-rickets.ts";
import type { Rule } from "./types.ts";
import { joinList } from "../text.ts";
import { isHigh, isLow } from "./lab-status.ts";

/*
 * Osteomalacia from vitamin D deficiency (review11 endocrine, case 04-secondary-hpt-vitd-us): a
 * 56-year-old with coeliac disease and a poor gluten-free diet, 25-OH vitamin D 7 ng/mL, PTH 142
 * pg/mL, ALP 188 U/L, low-normal calcium, diffuse bone aches and proximal weakness got a moderate
 * "low vitamin D, your doctor may suggest a supplement" and an ALP line that "can come from the bile
 * ducts or from bone". No rule named osteomalacia.
 *
 * - StatPearls (with an AccessMedicine chapter agreeing): in adults osteomalacia usually follows
 *   prolonged vitamin D deficiency, with PTH rising in response; bone pain and (proximal) muscle
 *   weakness; low 25-OH vitamin D, low phosphate and secondary hyperparathyroidism; treated with
 *   vitamin D, diet and care of the cause. "Malabsorption needs larger doses" and "with calcium"
 *   were seen only on a Skyscape copy of Harrison's and are no longer stated.
 * - IOM 2011: below 30 nmol/L (12 ng/mL) of 25-OH vitamin D people are at risk of deficiency.
 * An eTG page seen only on a web copy was cited here before (citations-last-a); its 20 nmol/L figure,
 * its "improves within weeks" and its "ALP and PTH normalise" wording are no longer stated. The
 * 20 nmol/L cut-off below stays as the rule's own stricter line for reading the biochemistry alone.
 *
 * Not read here: severe kidney disease (CKD-mineral bone disorder is managed differently), a raised
 * calcium (primary hyperparathyroidism, rules/hypercalcaemia) and a raised GGT (the ALP may then be
 * from the liver).
 */

/** 25-OH vitamin D (ng/mL, the rule unit; 20 nmol/L) below which the biochemistry alone is read: the rule's own line, well inside the IOM deficiency level. */
const VERY_LOW_25OHD = 8;
/** Below this (ng/mL; 30 nmol/L, the IOM's deficiency level) the pattern is read when symptoms are recorded. */
const LOW_25OHD = 12;
/** eGFR (mL/min/1.73 m²) below which bone disease is read as CKD-mineral bone disorder instead. */
const CKD_MBD_EGFR = 30;

const BONE_PAIN = /\bbone (?:pain|aches?|tenderness)\b|\b(?:diffuse|generali[sz]ed) (?:bone )?(?:pain|aches)\b/;
const WEAKNESS =
  /\bproximal (?:muscle )?(?:weakness|myopathy)\b|\bdifficulty (?:climbing stairs|rising from (?:a )?chair)\b|\bwaddling gait\b/;
const MALABSORPTION: readonly (readonly [string, RegExp])[] = [
  ["coeliac disease", /\bco?eliac\b|\bceliac\b/i],
  ["Crohn's disease", /\bcrohn/i],
  ["bariatric surgery", /\bbariatric\b|\bgastric bypass\b|\bsleeve gastrectomy\b/i],
  ["short bowel", /\bshort bowel\b|\bsmall bowel resection\b/i],
  ["pancreatic insufficiency", /\bpancreatic (?:exocrine )?insufficiency\b/i],
];
const LITTLE_SUN =
  /\bcovers? (?:her |his |their )?skin\b|\blittle sun\w*\b|\bhousebound\b|\bno sun(?:light)? exposure\b|\bavoids? (?:the )?sun\b/;
const DIET_LAPSE =
  /\bpoor adherence to (?:a |the |her |his )?gluten[- ]free diet\b|\bnot (?:following|keeping to) (?:a |the |her |his )?gluten[- ]free diet\b/;

function symptoms(ctx: RuleContext): string[] {
  const text = ctx.freeText;
  return [
    statedMention(text, BONE_PAIN, true) !== undefined ? "bone pain" : "",
    statedMention(text, WEAKNESS, true) !== undefined ? "proximal muscle weakness" : "",
  ].filter(Boolean);
}

export const OSTEOMALACIA_RULES: readonly Rule[] = [
  {
    id: "osteomalacia-vitamin-d",
    family: FindingFamily.pattern,
    severity: Severity.moderate,
    problem: "Vitamin D",
    title: "Probable osteomalacia from severe vitamin D deficiency",
    clinician:
      "25-OH vitamin D {vitd} with {bone}{symptoms}: the pattern of osteomalacia from vitamin D deficiency, with secondary hyperparathyroidism; in this picture the raised ALP is from bone.{causes}",
    patient:
      "Your vitamin D is very low and your blood tests show your bones are affected (soft bones, called osteomalacia){patientSymptoms}. This needs treatment with vitamin D at a treatment dose, not just a small supplement, and a check that you get enough calcium.{patientCause}",
    nextSteps: [
      "Start treatment-dose colecalciferol and review dietary calcium",
      "Recheck calcium, phosphate, ALP, PTH and 25-OH vitamin D on treatment",
      "Refer to endocrinology or a metabolic bone service if the diagnosis is uncertain or it does not respond",
    ],
    patientQuestions: ["What dose of vitamin D do I need, and when will my blood tests be checked again?"],
    evidence: ["statpearls-osteomalacia", "iom-2011-vitamin-d-dri"],
    keywords: ["osteomalacia", "vitamin d deficiency", "secondary hyperparathyroidism", "alkaline phosphatase"],
    match: (ctx) => {
      const vitdObs = ctx.lab("vitamin-d-25oh");
      const d = ctx.value("vitamin-d-25oh");
      const alp = ctx.lab("alp");
      if (vitdObs === undefined || d === undefined || d >= LOW_25OHD || !isHigh(alp)) return undefined;
      // In a growing child the same biochemistry is rickets (nutritional-rickets.ts).
      if (childRickets(ctx) !== undefined) return undefined;
      const pth = ctx.lab("pth-intact");
      const calcium = ctx.lab("calcium");
      const phosphate = ctx.lab("phosphorus");
      if (isHigh(calcium) || isHigh(ctx.lab("ggt"))) return undefined;
      const egfr = ctx.value("egfr");
      if (egfr !== undefined && egfr < CKD_MBD_EGFR) return undefined;
      const minerals = [
        isHigh(pth) ? `raised PTH ${ctx.show(pth)}` : "",
        isLow(calcium) ? `low calcium ${ctx.show(calcium)}` : "",
        isLow(phosphate) ? `low phosphate ${ctx.show(phosphate)}` : "",
      ].filter(Boolean);
      if (minerals.length === 0) return undefined;
      const felt = symptoms(ctx);
      // Below 20 nmol/L the biochemistry alone is enough; between 20 and 30 nmol/L symptoms are needed.
      if (d >= VERY_LOW_25OHD && felt.length === 0) return undefined;
      const conditionText = ctx.model.conditions.map((c) => c.name).join(". ");
      const malabsorption = MALABSORPTION.filter(([, re]) => re.test(conditionText)).map(([n]) => n);
      const dietLapse = statedMention(ctx.freeText, DIET_LAPSE, true);
      const sun = statedMention(ctx.freeText, LITTLE_SUN, true);
      const causes = [
        ...malabsorption.map((m) =>
          m === "coeliac disease" && dietLapse !== undefined ? `coeliac disease with "${dietLapse}"` : m,
        ),
        sun !== undefined ? `little sun exposure ("${sun}")` : "",
      ].filter(Boolean);
      const coeliac = malabsorption.includes("coeliac disease");
      return {
        refs: ctx.refs(
          vitdObs,
          alp,
          isHigh(pth) ? pth : undefined,
          isLow(calcium) ? calcium : undefined,
          isLow(phosphate) ? phosphate : undefined,
          ...ctx.model.conditions.filter((c) => MALABSORPTION.some(([, re]) => re.test(c.name))),
        ),
        values: {
          vitd: ctx.show(vitdObs),
          bone: `raised ALP ${ctx.show(alp)} and ${joinList(minerals)}${calcium && !isLow(calcium) ? ` (calcium ${ctx.show(calcium)} not low)` : ""}`,
          symptoms: felt.length > 0 ? `, and ${joinList(felt)} in the notes` : "",
          causes:
            causes.length > 0
              ? ` Likely causes in the record: ${joinList(causes)}; treat the cause as well as the deficiency.`
              : "",
          patientSymptoms: felt.length > 0 ? `, which can explain your ${joinList(felt)}` : "",
          patientCause: coeliac
            ? " Keeping strictly to a gluten-free diet helps your gut absorb vitamin D and calcium again."
            : "",
        },
        ...(coeliac
          ? {
              nextSteps: [
                "Start treatment-dose colecalciferol and review dietary calcium",
                "Treat the cause: review gluten-free diet adherence with a dietitian (coeliac disease is the likely reason vitamin D and calcium are not absorbed)",
                "Recheck calcium, phosphate, ALP, PTH and 25-OH vitamin D on treatment",
                "Refer to endocrinology or a metabolic bone service if the diagnosis is uncertain or it does not respond",
              ],
            }
          : {}),
      };
    },
  },
];
