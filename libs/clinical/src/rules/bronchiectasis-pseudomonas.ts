import { FindingFamily, type LabObservation, Severity } from "../model.ts";
import { isActiveCondition } from "../vocab/conditions.ts";
import type { RuleContext } from "./context.ts";
import { statedMention } from "./notes.ts";
import type { Rule } from "./types.ts";

/**
 * A new growth of Pseudomonas aeruginosa in bronchiectasis, which is offered eradication treatment.
 *
 * Bronchiectasis: a new growth of Pseudomonas aeruginosa is offered eradication antibiotics
 * (regimens range from an oral fluoroquinolone to intravenous treatment; the BTS regimen itself was
 * not seen, so no length is stated); chronic Pseudomonas goes with more exacerbations, worse quality of life and higher
 * mortality; exacerbations are treated for 14 days guided by sputum sensitivities
 * ("bts-2019-bronchiectasis").
 */

const BRONCHIECTASIS = /\bbronchiectasis\b/i;
const PSEUDOMONAS = /\bpseudomonas(?:\s+aeruginosa)?\b|\bp\.\s*aeruginosa\b/i;
const CULTURE = /\bsputum\b|\bculture\b|\bbronch\w* (?:lavage|aspirate)\b|\bmicrobiolog/i;
/** "Chronic", "known" or "persistent" Pseudomonas means it is not a new isolate. */
const CHRONIC_PSEUDOMONAS =
  /\b(?:chronic(?:ally)?|known|persistent|long-?standing|colonised|colonized)\b[^.;]{0,40}\bpseudomonas\b/i;
const EXACERBATION =
  /\b(?:(?:more|increas\w*|worse|purulent|green)\s+(?:sputum|phlegm|cough|breathless\w*)|sputum (?:volume|purulence) (?:up|increased)|exacerbation)\b/i;

function pseudomonasCultures(ctx: RuleContext): LabObservation[] {
  return ctx.model.labs.filter((o) => CULTURE.test(o.name) && PSEUDOMONAS.test(`${o.rawValue} ${o.name}`));
}

export const BRONCHIECTASIS_PSEUDOMONAS_RULES: readonly Rule[] = [
  {
    id: "bronchiectasis-new-pseudomonas",
    family: FindingFamily.pattern,
    severity: Severity.moderate,
    problem: "Breathing",
    title: "Bronchiectasis with a new Pseudomonas aeruginosa isolate: offer eradication",
    clinician:
      "Bronchiectasis with {culture}: a new Pseudomonas aeruginosa isolate. Guidelines, the BTS among them, offer eradication antibiotics for a new growth (the regimen, from oral ciprofloxacin to intravenous treatment, is chosen with the respiratory team and guided by sensitivities), because chronic Pseudomonas brings more exacerbations, worse quality of life and higher mortality.{exacerbation} Repeat sputum culture afterwards to confirm clearance.",
    patient:
      "Your phlegm test grew a germ called Pseudomonas, which has not been found before. In people with bronchiectasis, doctors usually try to clear it early with a course of antibiotics, because if it settles in the lungs it causes more flare-ups. Ask your doctor or chest team about treatment soon.",
    nextSteps: [
      "Offer Pseudomonas eradication, agreeing the regimen with the respiratory team (oral ciprofloxacin where sensitive, otherwise intravenous); ask them again if it persists or is resistant",
      "Send a repeat sputum culture after treatment to confirm clearance",
    ],
    patientQuestions: ["Do I need antibiotics to clear the Pseudomonas, and how will we know it has gone?"],
    evidence: ["bts-2019-bronchiectasis"],
    keywords: ["bronchiectasis", "pseudomonas aeruginosa", "eradication", "sputum culture"],
    match: (ctx) => {
      const conditions = ctx.model.conditions.filter((c) => isActiveCondition(c.status) && BRONCHIECTASIS.test(c.name));
      if (conditions.length === 0 && statedMention(ctx.freeText, BRONCHIECTASIS) === undefined) return undefined;
      const cultures = pseudomonasCultures(ctx);
      if (cultures.length === 0) return undefined;
      const chronic =
        CHRONIC_PSEUDOMONAS.test(ctx.freeText) || cultures.some((o) => CHRONIC_PSEUDOMONAS.test(o.rawValue));
      if (chronic || cultures.length > 1) return undefined;
      const culture = cultures[0] as LabObservation;
      const worse = statedMention(ctx.freeText, EXACERBATION);
      return {
        refs: ctx.refs(culture, ...conditions),
        values: {
          culture: `${culture.name} "${culture.rawValue}"`,
          exacerbation:
            worse === undefined
              ? ""
              : ` "${worse}" in the notes suggests an exacerbation as well: treat it for 14 days, with the antibiotic chosen by the Pseudomonas sensitivities.`,
        },
      };
    },
  },
];
