import { FindingFamily, type LabObservation, Severity } from "../model.ts";
import { glutenCut } from "./coeliac-context.ts";
import type { RuleContext } from "./context.ts";
import type { Rule } from "./types.ts";

/*
 * A coeliac blood test taken after gluten was cut down or excluded. NICE NG20: the tests are
 * accurate only while gluten is eaten, in more than one meal a day for at least 6 weeks before
 * testing, and someone who has already cut it out is asked to eat it again before testing, or the
 * result may be falsely negative (review 21, gastro-hepatology case 07: a normal tTG-IgA after 3
 * months off gluten was quoted as "coeliac serology ... normal" beside iron-deficiency anaemia).
 */

/** A tTG-IgA within its range taken while the notes say gluten was cut down: its result and the notes' words. */
export function glutenCutSerology(ctx: RuleContext): { ttg: LabObservation; cut: string } | undefined {
  const ttg = ctx.lab("ttg-iga");
  const value = ctx.valueOf(ttg);
  const upper = ctx.upperLimit("ttg-iga");
  if (ttg === undefined || value === undefined || upper === undefined || value > upper) return undefined;
  const cut = glutenCut(ctx);
  return cut === undefined ? undefined : { ttg, cut };
}

export const COELIAC_GLUTEN_CUT_RULES: readonly Rule[] = [
  {
    id: "coeliac-serology-gluten-cut",
    family: FindingFamily.pattern,
    severity: Severity.moderate,
    problem: "Coeliac disease",
    title: "Coeliac blood test taken with gluten cut down: a normal result may be falsely negative",
    clinician:
      'Tissue transglutaminase IgA {ttg} is not raised, but the notes say gluten was cut down ("{cut}"). The test is reliable only while gluten is eaten, so this result does not rule out coeliac disease (NICE NG20).',
    patient:
      "Your coeliac blood test was normal, but you had already cut down on gluten. Without gluten in the diet the test can look normal even when coeliac disease is there. If your doctor still thinks coeliac disease is possible, the test is repeated after you eat gluten again every day for some weeks.",
    nextSteps: [
      "If coeliac disease is still suspected, repeat tTG-IgA (with total IgA) after gluten is eaten in more than one meal a day for at least 6 weeks",
    ],
    patientQuestions: ["Should I eat gluten again before a repeat coeliac test?"],
    evidence: ["nice-ng20-coeliac"],
    keywords: ["coeliac disease", "celiac disease", "ttg", "gluten-free diet", "gluten challenge"],
    match: (ctx) => {
      const found = glutenCutSerology(ctx);
      if (found === undefined) return undefined;
      return { refs: ctx.refs(found.ttg), values: { ttg: ctx.show(found.ttg), cut: found.cut } };
    },
  },
];
