import { FindingFamily, Severity } from "../model.ts";
import type { RuleContext } from "./context.ts";
import { sentenceAround, statedMatches } from "./notes.ts";
import type { Rule, RuleMatch } from "./types.ts";
import { isLow } from "./lab-status.ts";

/*
 * A child's blood lead level graded by CDC's recommended actions (see
 * SUMMARIES["cdc-2021-blood-lead-actions"]): at or above the blood lead reference value of
 * 3.5 µg/dL the source is found and removed, with nutrition advice, developmental follow-up and a
 * repeat test; at 20–44 µg/dL also a full examination, an environmental investigation of the home,
 * iron status and an abdominal X-ray if lead ingestion is suspected; at 45 µg/dL or more chelation
 * with specialist advice; at 70 µg/dL or more admission and chelation at once. Adults are left to
 * the laboratory flag: the tiers are for children.
 */

/** The age below which the children's tiers apply. */
const CHILD_AGE = 18;
/** The age from which the reports speak of a "young person" (as compose/patient.ts does). */
const YOUNG_PERSON_AGE = 13;

/** CDC's blood lead reference value, and the tiers of its actions, in the rule unit (µg/dL; × 0.0483 = µmol/L). */
const REFERENCE_VALUE = 3.5;
const INVESTIGATION = 20;
const CHELATION = 45;
const EMERGENCY = 70;

/** A capillary (finger- or heel-prick) sample, which CDC confirms on a venous one. */
const CAPILLARY = /\b(?:capillary|finger[- ]?(?:stick|prick)|heel[- ]?prick|fingerstick)\b/i;

/** A likely source of lead stated in the notes: old paint, renovation, eating non-food things. */
const LEAD_SOURCE =
  /\b(?:(?:peeling|chipping|flaking|old) paint|paint (?:chips|flakes|dust)|lead(?:-based)? paint|renovat(?:ed|ing|ion|ions)|built (?:in|before) 1[89]\d\d|pica|mouths? (?:objects|things|toys)|eats? (?:paint|soil|dirt)|imported (?:spices|cosmetics|remedies|pottery|cookware))\b/i;

interface Tier {
  severity: Severity;
  clinician: string;
  patient: string;
  steps: readonly string[];
}

const IRON_STATUS = "Check iron status and haemoglobin";

const EDUCATION =
  "Find and remove the source of lead (paint in homes built before 1978 and renovation dust, soil, water, take-home exposure from adults' work or hobbies), advise on iron and calcium intake, and follow development";

function tierFor(ugdl: number): Tier {
  if (ugdl >= EMERGENCY)
    return {
      severity: Severity.critical,
      clinician:
        "70 µg/dL or more, where CDC's actions are admission to hospital and chelation started at once, with a complete neurological examination",
      patient:
        "The child's blood lead level is dangerously high. This is a medical emergency: the child needs to go to hospital straight away for treatment to remove lead from the body.",
      steps: [
        "Admit today and start chelation with a specialist in childhood lead poisoning (poison centre or paediatric toxicologist); examine for encephalopathy",
        "Abdominal X-ray for lead in the gut, with bowel decontamination if indicated",
        "Notify the local health department for an environmental investigation; the child returns only to a lead-safe home",
      ],
    };
  if (ugdl >= CHELATION)
    return {
      severity: Severity.critical,
      clinician:
        "45 µg/dL or more, where CDC's actions add chelation therapy with specialist advice and a complete neurological examination, with admission considered if a lead-safe home cannot be assured",
      patient:
        "The child's blood lead level is very high. The child needs to see a doctor urgently, within a day or two, and will probably need medicine to remove lead from the body. A stay in hospital may be needed if the home cannot be made safe from lead quickly.",
      steps: [
        "Same-day advice from a specialist in childhood lead poisoning (poison centre or paediatric toxicologist) on chelation, which is indicated at this level",
        "Complete neurological and developmental examination; abdominal X-ray for lead in the gut, with bowel decontamination if indicated",
        "Notify the local health department for an environmental investigation; consider admission if a lead-safe home cannot be assured",
        IRON_STATUS,
      ],
    };
  if (ugdl >= INVESTIGATION)
    return {
      severity: Severity.high,
      clinician:
        "20–44 µg/dL, where CDC's actions are a complete history and examination with a neurodevelopmental assessment, an environmental investigation of the home with lead hazard reduction, iron status and haemoglobin, and an abdominal X-ray if lead ingestion is suspected",
      patient:
        "The child's blood lead level is high. The doctor should examine the child and check development and iron levels. The local health department usually checks the home to find where the lead comes from. Keep the child away from peeling paint and renovation dust. The test will be repeated soon.",
      steps: [
        "Complete history and examination with a neurodevelopmental assessment",
        "Refer to the local health department for an environmental investigation of the home and lead hazard reduction",
        IRON_STATUS,
        "Abdominal X-ray if lead ingestion is suspected",
        "Repeat the venous blood lead at the interval the local lead programme advises, to make sure it is falling",
      ],
    };
  return {
    severity: Severity.moderate,
    clinician:
      "at or above CDC's blood lead reference value of 3.5 µg/dL, where the actions are to find and remove the source, advise on nutrition, follow development and repeat the test",
    patient:
      "The child's blood lead level is above the level doctors use to find children who need help. The main steps are to find and remove the source of lead, give foods rich in iron and calcium, and repeat the test.",
    steps: [EDUCATION, "Repeat the venous blood lead at the interval the local lead programme advises"],
  };
}

/** The sentence of the notes that states a likely source of lead, trimmed of its full stop. */
function sourceSentence(text: string): string | undefined {
  for (const m of statedMatches(text, LEAD_SOURCE)) {
    return sentenceAround(text, m.index, m.length)
      .trim()
      .replace(/[.;]+$/, "");
  }
  return undefined;
}

/** A child's blood lead graded by CDC's actions, or undefined below the reference value or in an adult. */
function leadInChild(ctx: RuleContext): RuleMatch | undefined {
  const age = ctx.age;
  if (age === undefined || age >= CHILD_AGE) return undefined;
  const lead = ctx.lab("lead-blood");
  const ugdl = ctx.valueOf(lead);
  if (lead === undefined || ugdl === undefined || ugdl < REFERENCE_VALUE) return undefined;
  const tier = tierFor(ugdl);
  const capillary = CAPILLARY.test(lead.name);
  const source = sourceSentence(ctx.freeText);
  const ferritin = ctx.lab("ferritin");
  const ironLow = isLow(ferritin) ? ferritin : undefined;
  const steps = [
    ...(capillary
      ? [
          ugdl >= CHELATION
            ? "This is a capillary sample: confirm on a venous sample at once, without delaying specialist advice"
            : "This is a capillary sample: confirm on a venous sample before acting on the grade",
        ]
      : []),
    // Iron already measured is not asked for again; its treatment is the iron rules' step.
    ...tier.steps.filter((s) => !(s === IRON_STATUS && ferritin !== undefined)),
  ];
  const umol = Math.round(ugdl * 0.0483 * 100) / 100;
  return {
    refs: ctx.refs(lead, ironLow),
    values: {
      lead: ctx.show(lead),
      age: ctx.ageMonths !== undefined && ctx.ageMonths < 24 ? `${ctx.ageMonths} months` : `${age}`,
      umol: `${umol}`,
      sample: capillary ? "Capillary blood lead" : "Blood lead",
      tier: tier.clinician,
      source: source ? ` The notes mention a likely source ("${source}").` : "",
      // The report says who "you" means for a child's results, so "your child" would be the child's
      // child (review 26, children-26b case 09); a teenager is "the young person", as the report calls them.
      patient: [tier.patient, ironLow ? "Treating the child's low iron is part of the plan." : ""]
        .filter(Boolean)
        .join(" ")
        .replace(
          /\b([Tt])he child\b/g,
          (_, t: string) => `${t}he ${age >= YOUNG_PERSON_AGE ? "young person" : "child"}`,
        ),
      iron: ironLow
        ? ` Ferritin ${ctx.show(ironLow)} is low: iron deficiency is treated as part of the lead work-up, which includes iron status and iron and calcium intake.`
        : "",
    },
    severity: tier.severity,
    nextSteps: steps,
  };
}

export const LEAD_RULES: readonly Rule[] = [
  {
    id: "lead-child",
    family: FindingFamily.pattern,
    severity: Severity.moderate,
    problem: "Lead exposure",
    title: "Raised blood lead in a child",
    clinician:
      "{sample} {lead} (about {umol} µmol/L) at age {age} is {tier}.{source}{iron} No safe blood lead level in children is known.",
    patient: "{patient} No safe level of lead is known for children.",
    nextSteps: [EDUCATION],
    evidence: ["cdc-2021-blood-lead-actions"],
    keywords: ["blood lead", "lead poisoning", "lead exposure", "chelation", "child"],
    match: leadInChild,
  },
];
