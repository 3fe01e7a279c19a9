import { FindingFamily, type MedicationItem, Severity } from "../model.ts";
import { isActiveCondition } from "../vocab/conditions.ts";
import { medNames, type RuleContext } from "./context.ts";
import { statedMention } from "./notes.ts";
import type { Rule } from "./types.ts";
import { readsAsUk } from "./uk-record.ts";

/**
 * Asthma treated with a short-acting reliever (SABA) and no inhaled corticosteroid (ICS). The
 * 2024 BTS/NICE/SIGN asthma guideline (NICE NG245, SIGN 245; evidence "bts-nice-sign-2024-asthma")
 * says a SABA is not prescribed to anyone with asthma without an ICS, that reasons for poor control
 * (adherence, inhaler technique, smoking, exposures) are looked at before medicines are changed,
 * and that the response is reviewed 8 to 12 weeks after a change. High reliever use is a marker of
 * risk: UK guideline summaries name 3 or more SABA inhalers a year (secondary). Engine choices, said
 * here so they can be checked:
 * - SABA without ICS is a moderate finding; it is high with 3 or more reliever inhalers in a year,
 *   or an oral steroid course, an emergency visit or an admission for asthma stated in the notes;
 * - at high, review within days (the guideline gives no interval for this);
 * - the inhaler count is read from the medicine's dosage or frequency, or from the notes
 *   ("13 inhalers issued in last 12 months").
 */

const SABA = /\b(?:salbutamol|albuterol|levalbuterol|terbutaline|ventolin|salamol|airomir|proair|bricanyl)\b/i;
/** Inhaled corticosteroids, alone or in combination inhalers (brand names included). */
const ICS =
  /\b(?:beclometh?asone|budesonide|fluticasone|mometasone|ciclesonide|qvar|clenil|symbicort|fostair|seretide|relvar|flutiform|duoresp|trimbow|trelegy|advair|breo|dulera|airsupra|pulmicort|flixotide|asmanex|alvesco|wixela|sirdupla|combisal|aerivio|airflusal|luforbec|wockair|fobumix|bibecfo)\b/i;
const ASTHMA = /\basthma\b/i;
/** "13 inhalers issued in last 12 months", "12 salbutamol inhalers this year". */
const INHALER_COUNT =
  /\b(\d{1,3})\s+(?:(?:salbutamol|saba|reliever|blue|ventolin)\s+)?(?:inhalers?|canisters?|pumps?)\b[^.;]{0,40}?\b(?:year|12\s+months|annum|twelve\s+months)\b/i;
/** Signs of a recent severe attack stated in the notes. */
const RISK_EVENTS =
  /\b(?:(?:courses?|bursts?)\s+of\s+(?:oral\s+)?(?:prednisolone|prednisone|steroids?)|(?:a&e|ed|emergency department|emergency)\s+(?:visit|attendance|admission)|admitted\s+with\s+asthma|asthma\s+admission|hospital\s+admission)\b/i;
/** Reliever inhalers a year from which use is high (secondary summaries of the 2024 guideline). */
const HIGH_USE = 3;

/**
 * The guideline's children's steps (review 21, infants-children case 09: a 5-year-old was offered
 * ICS/formoterol as reliever, an adult option). For children aged 5 to 11 it offers a twice-daily
 * paediatric low-dose ICS with a SABA as needed, having found no evidence for an as-needed
 * ICS/formoterol inhaler at that age; under 5 its pathway starts with a time-limited trial of a
 * paediatric ICS with the SABA as needed (secondary summary).
 */
const CHILD_AGE = 12;
const SCHOOL_AGE = 5;
const CHILD_FIRST_STEP = {
  school:
    "Asthma review: start a twice-daily paediatric low-dose inhaled corticosteroid with the SABA as needed (the guideline found no evidence for as-needed ICS/formoterol at 5 to 11 years), and stop SABA-only prescribing",
  under5:
    "Asthma review: under 5 the guideline starts with a time-limited trial of a paediatric inhaled corticosteroid with the SABA as needed, watching symptoms when it stops",
};

/** The first next step, by age: the adult wording names reliever ICS/formoterol, not used in children. */
function firstStep(ctx: RuleContext, adult: string): string {
  if (ctx.age === undefined || ctx.age >= CHILD_AGE) return adult;
  return ctx.age >= SCHOOL_AGE ? CHILD_FIRST_STEP.school : CHILD_FIRST_STEP.under5;
}

function inhalerCount(ctx: RuleContext, saba: readonly MedicationItem[]): number | undefined {
  const texts = [...saba.flatMap((m) => [m.dosage ?? "", m.frequency ?? ""]), ctx.freeText];
  for (const t of texts) {
    const m = INHALER_COUNT.exec(t);
    if (m?.[1] !== undefined) return Number(m[1]);
  }
  return undefined;
}

const ADULT_FIRST_STEP =
  "Asthma review: restart inhaled-corticosteroid-containing treatment (for example ICS/formoterol as reliever or maintenance and reliever) and stop SABA-only prescribing";
const ASTHMA_SABA_NEXT_STEPS: readonly string[] = [
  ADULT_FIRST_STEP,
  "Check adherence, inhaler technique, smoking and triggers",
  "Review the response 8 to 12 weeks after the change",
];

export const ASTHMA_SABA_RULES: readonly Rule[] = [
  {
    id: "asthma-saba-without-ics",
    family: FindingFamily.pattern,
    severity: Severity.moderate,
    problem: "Asthma",
    title: "Asthma on a reliever without an inhaled steroid",
    clinician:
      "Asthma with {saba} and no inhaled corticosteroid on the medication list{count}{events}. {guideline}; reliever-only treatment leaves the airway inflammation untreated.{risk}",
    patient:
      "Your asthma is being treated with a reliever inhaler only. Guidelines advise that everyone with asthma also has an inhaled steroid (a preventer), which lowers the chance of a serious attack. {urgency}Do not stop your reliever.",
    nextSteps: ASTHMA_SABA_NEXT_STEPS,
    patientQuestions: ["Should I be using a preventer inhaler?"],
    evidence: ["bts-nice-sign-2024-asthma"],
    keywords: ["asthma", "saba overuse", "inhaled corticosteroid", "reliever", "asthma control"],
    match: (ctx) => {
      const asthma = ctx.model.conditions.filter((c) => ASTHMA.test(c.name) && isActiveCondition(c.status));
      if (asthma.length === 0) return undefined;
      const active = ctx.model.medications.filter((m) => m.active);
      const saba = active.filter((m) => SABA.test(m.name) || m.drugs.some((d) => SABA.test(d)));
      if (saba.length === 0) return undefined;
      if (active.some((m) => ICS.test(m.name) || m.drugs.some((d) => ICS.test(d)))) return undefined;
      const count = inhalerCount(ctx, saba);
      const event = statedMention(ctx.freeText, RISK_EVENTS, true);
      const high = (count !== undefined && count >= HIGH_USE) || event !== undefined;
      // From 12 on a record that is not from the UK, GINA's recommendation is cited instead of the
      // UK guideline (review 24, uk-us-24b case 09; gina-2021-executive-summary); its 8-to-12-week
      // review interval is the UK guideline's, so it is not given there.
      const gina = !readsAsUk(ctx) && (ctx.age === undefined || ctx.age >= CHILD_AGE);
      const steps = [firstStep(ctx, ADULT_FIRST_STEP), ...ASTHMA_SABA_NEXT_STEPS.slice(1)];
      return {
        refs: ctx.refs(...asthma, ...saba),
        values: {
          guideline: gina
            ? "GINA recommends that adults and adolescents with asthma are not treated with a short-acting beta2 agonist alone"
            : "The 2024 BTS/NICE/SIGN guideline says a short-acting beta2 agonist is not prescribed to anyone with asthma without an inhaled corticosteroid",
          saba: medNames(saba),
          count: count === undefined ? "" : `, ${count} reliever inhalers in a year`,
          events: event === undefined ? "" : ` ("${event}" in the notes)`,
          risk: high
            ? " High reliever use (3 or more inhalers a year) or a recent attack needing oral steroids or emergency care marks a higher risk of a severe attack; the engine asks for review within days."
            : "",
          urgency: high ? "Please book an asthma review within the next few days. " : "",
        },
        severity: high ? Severity.high : Severity.moderate,
        nextSteps: gina ? steps.slice(0, 2) : steps,
        ...(gina && { evidence: ["gina-2021-executive-summary"], evidenceReplacesRule: true as const }),
      };
    },
  },
];
