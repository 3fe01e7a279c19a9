import { FindingFamily, Severity } from "../model.ts";
import { medNames, type RuleContext } from "./context.ts";
import { infectionSigns } from "./drug-blood.ts";
import { marrowInfectionAdvice, marrowSeverity } from "./drug-marrow.ts";
import { MYCOPHENOLATE, named } from "./immunosuppressant-names.ts";
import { mycophenolateOutsideTransplant } from "./mycophenolate-marrow.ts";
import type { Rule, RuleMatch } from "./types.ts";

/*
 * Low neutrophils on mycophenolate after an organ transplant (review 21, transplant case 07: a liver
 * recipient with neutrophils 1.1 got only plain lab flags, one calling the count mildly low and
 * harmless). rules/mycophenolate-marrow.ts leaves transplant recipients out because stopping the
 * drug that prevents rejection is not for the reader to decide. The US label interrupts or reduces
 * mycophenolate below 1.3 × 10⁹/L neutrophils and names other medicines and viral infection as
 * causes to look for; the EU product information puts the drug's follow-up with the transplant
 * specialists (SUMMARIES["mycophenolate-mofetil-us-label"]). So the count is named and handed to
 * the transplant team the same day, without telling the patient to stop it.
 */

/** Neutrophils (per µL) below which the label interrupts or reduces mycophenolate. */
const ANC_LABEL = 1300;

function mycophenolateNeutropeniaInTransplant(ctx: RuleContext): RuleMatch | undefined {
  const meds = named(ctx, MYCOPHENOLATE);
  // Outside a transplant the same count is read by mycophenolate-marrow-toxicity.
  if (meds.length === 0 || mycophenolateOutsideTransplant(ctx).length > 0) return undefined;
  const obs = ctx.lab("anc");
  const anc = ctx.valueOf(obs);
  if (obs === undefined || anc === undefined || anc >= ANC_LABEL) return undefined;
  const signs = infectionSigns(ctx);
  return {
    refs: ctx.refs(obs, ...meds),
    severity: marrowSeverity(anc, signs, obs.status === "critical-low"),
    values: { med: medNames(meds), anc: ctx.show(obs) },
    clinicianExtra: signs === undefined ? undefined : `Signs of infection are recorded (${signs}).`,
    patientExtra: marrowInfectionAdvice(anc, signs),
  };
}

export const TRANSPLANT_MYCOPHENOLATE_RULES: readonly Rule[] = [
  {
    id: "transplant-mycophenolate-neutropenia",
    family: FindingFamily.drugLab,
    severity: Severity.high,
    problem: "Transplant medicines",
    title: "Low neutrophils on mycophenolate after a transplant",
    clinician:
      "Neutrophils {anc} on {med} after an organ transplant. The mycophenolate label interrupts or reduces the dose below 1.3 × 10⁹/L and looks for other causes (other medicines, viral infection); after a transplant that change is the transplant team's, weighed against the risk of rejection.",
    patient:
      "Your neutrophils (infection-fighting white cells) are low, and your {med} can cause this. Do not stop or change it on your own: it protects your transplant, and your transplant team decides any change. Contact them today.",
    nextSteps: [
      "Contact the transplant team today about the neutrophil count: they decide whether to reduce or pause mycophenolate",
      "Repeat the full blood count with a differential; review other medicines and viral infection as causes with the transplant team",
    ],
    patientQuestions: ["Does my mycophenolate dose need to change?"],
    evidence: ["mycophenolate-mofetil-us-label"],
    keywords: ["mycophenolate", "neutropenia", "transplant", "immunosuppressant"],
    match: mycophenolateNeutropeniaInTransplant,
  },
];
