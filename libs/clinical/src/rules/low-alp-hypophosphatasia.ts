import { FindingFamily, type LabObservation, Severity } from "../model.ts";
import { lowestTScore, withoutFractureRisk } from "./bone.ts";
import type { RuleContext } from "./context.ts";
import { statedMention } from "./notes.ts";
import type { Rule, RuleMatch } from "./types.ts";

/*
 * A persistently low ALP in an adult with a skeletal or dental story (review 22, sexual-health-bone
 * case 13: ALP 22 and 24 U/L six months apart in a 44-year-old with two metatarsal stress
 * fractures, early loss of baby teeth and osteopenia was told only "slightly lower than the usual
 * range ... common in people who are well").
 *
 * - Ng 2023 (ng-2023-low-alp-hypophosphatasia): hypophosphatasia is an inherited disorder of
 *   primary mineralisation of osteoid (osteomalacia) that may be misdiagnosed as osteoporosis; both
 *   cause fragility fractures, stress and atypical fractures more often in hypophosphatasia;
 *   antiresorptive treatment, first-line for osteoporosis, is relatively contraindicated in it; a
 *   low ALP is the screening sign, and a persistently low one signals it most.
 * - The same entry's seenAt: a low ALP with a raised pyridoxal-5'-phosphate (PLP, a vitamin B6
 *   form) is its biochemical signature and molecular genetic testing is pivotal in the diagnosis
 *   (Horm Res Paediatr 2024); adults whose ALP is persistently low should have hypophosphatasia
 *   considered and potent anti-remodelling treatment used with caution (JBMR 2014).
 * A single low result, or one without a skeletal or dental reason to look, stays a lab flag.
 */

const DAY = 86_400_000;
/** Two low results at least this far apart count as persistent (an engine choice). */
const PERSISTENT_DAYS = 14;

const ANTIRESORPTIVE =
  /\b(?:alendron\w*|risedron\w*|ibandron\w*|zoledron\w*|pamidron\w*|bisphosphonates?|aclasta|fosamax|actonel|denosumab|prolia)\b/i;
const FRACTURE =
  /\b(?:stress |fragility |low[- ]trauma |atypical (?:femoral )?|metatarsal |insufficiency )?fractures?\b/i;
const LOW_BONE_DENSITY = /\bosteop(?:orosis|orotic|enia|enic)\b/i;
/** A T-score at or below this is osteoporosis, the threshold bone.ts reads (NOGG 2022). */
const OSTEOPOROTIC_T = -2.5;
const EARLY_TOOTH_LOSS =
  /\b(?:early|premature)(?: loss of| lost)? (?:baby|milk|deciduous|primary) teeth\b|\blost (?:\w+ )?(?:baby|milk|deciduous|primary) teeth (?:early|prematurely)\b|\b(?:early|premature) tooth loss\b/i;

function isLow(o: LabObservation): boolean {
  return o.status === "low" || o.status === "critical-low";
}

function contextFeatures(ctx: RuleContext): { features: string[]; antiresorptive?: string } {
  // Notes, condition names and scan reports (a DXA or X-ray report may hold the fracture).
  const recorded = [...ctx.model.conditions.map((c) => c.name), ...ctx.model.imaging.map((s) => s.text)].join(". ");
  const text = `${ctx.freeText} ${recorded.toLowerCase()}`;
  const features: string[] = [];
  const fracture = statedMention(withoutFractureRisk(text), FRACTURE, true);
  if (fracture !== undefined) features.push(fracture.toLowerCase());
  const t = lowestTScore(ctx);
  if (statedMention(text, LOW_BONE_DENSITY, true) !== undefined || (t !== undefined && t.value <= OSTEOPOROTIC_T))
    features.push("low bone density");
  if (statedMention(text, EARLY_TOOTH_LOSS, true) !== undefined) features.push("early loss of baby teeth");
  const med = ctx.model.medications.find((m) => m.active && ANTIRESORPTIVE.test(m.name));
  const antiresorptive = med?.name ?? statedMention(ctx.freeText, ANTIRESORPTIVE);
  return { features, ...(antiresorptive !== undefined && { antiresorptive }) };
}

function lowAlpPersistent(ctx: RuleContext): RuleMatch | undefined {
  if (ctx.age === undefined || ctx.age < 18) return undefined;
  const all = ctx.labs("alp").filter((o) => o.value.kind === "number" && o.time !== undefined);
  const latest = all[0];
  if (latest === undefined || !isLow(latest)) return undefined;
  const earlier = all.slice(1).find((o) => isLow(o) && latest.time! - o.time! >= PERSISTENT_DAYS * DAY);
  if (earlier === undefined) return undefined;
  const { features, antiresorptive } = contextFeatures(ctx);
  if (features.length === 0 && antiresorptive === undefined) return undefined;
  const low = all.filter(isLow);
  const shown = low.map((o) => ctx.show(o)).join(", ");
  const story = [
    ...features,
    ...(antiresorptive === undefined ? [] : [`antiresorptive treatment (${antiresorptive})`]),
  ];
  return {
    refs: ctx.refs(...low),
    ...(antiresorptive !== undefined && { severity: Severity.moderate }),
    values: {
      series: `${low.length} of ${all.length} results: ${shown}`,
      story: story.length > 1 ? `${story.slice(0, -1).join(", ")} and ${story.at(-1)}` : story.join(""),
    },
    ...(antiresorptive !== undefined && {
      clinicianExtra: `Antiresorptive treatment is recorded or planned (${antiresorptive}): review it with a metabolic bone specialist before it continues or starts.`,
      patientExtra:
        "Because a bone-strengthening medicine is recorded or planned for you, ask your doctor to check this before you take more of it.",
    }),
  };
}

export const LOW_ALP_HYPOPHOSPHATASIA_RULES: readonly Rule[] = [
  {
    id: "alp-low-persistent-hypophosphatasia",
    family: FindingFamily.pattern,
    severity: Severity.low,
    problem: "Bone",
    title: "Persistently low ALP with a bone or dental history: consider hypophosphatasia",
    clinician:
      "ALP below the laboratory's range on {series}, with {story} in the record. A persistently low ALP is the screening sign of hypophosphatasia, an inherited disorder of bone mineralisation (an osteomalacia) that can be mistaken for osteoporosis: both cause fragility fractures, stress and atypical fractures more often in hypophosphatasia, and antiresorptive treatment, first-line for osteoporosis, is relatively contraindicated in it. A raised pyridoxal-5'-phosphate (PLP) with the low ALP is its biochemical signature, and genetic testing (ALPL) supports the diagnosis.",
    patient:
      "Your alkaline phosphatase (an enzyme made by bone and the liver) has been low on more than one test. With your bone or tooth history, this can be a sign of a rare inherited condition called hypophosphatasia, in which bones do not harden properly. It can look like thin bones (osteoporosis), but some of the usual medicines for thin bones may not suit it, so it is worth checking first. A blood test for a form of vitamin B6 helps to show it.",
    nextSteps: [
      "Measure pyridoxal-5'-phosphate (PLP, a vitamin B6 form): raised with a low ALP, it supports hypophosphatasia",
      "Before any antiresorptive treatment, discuss with a metabolic bone specialist (genetic testing of ALPL if the picture fits)",
    ],
    patientQuestions: [
      "Could my low alkaline phosphatase mean hypophosphatasia, and should I have a vitamin B6 (PLP) test?",
    ],
    evidence: ["ng-2023-low-alp-hypophosphatasia"],
    keywords: ["alkaline phosphatase", "hypophosphatasia", "low alp", "pyridoxal-5'-phosphate", "antiresorptive"],
    match: lowAlpPersistent,
  },
];
