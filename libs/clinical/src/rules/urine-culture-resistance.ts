import { FindingFamily, type LabObservation, type MedicationItem, Severity } from "../model.ts";
import { URINE_CULTURE_NAME, grownOrganism } from "../vocab/culture.ts";
import { medNames, type RuleContext } from "./context.ts";
import type { Rule, RuleMatch } from "./types.ts";

/*
 * A urine culture whose organism is resistant to the antibiotic the patient is taking (review 20,
 * infections-2 case 05: E. coli resistant to trimethoprim in a woman on trimethoprim whose symptoms
 * were no better; only "your urine culture is higher than the usual range" was said).
 *
 * NICE NG109 1.1.4 (nice-ng109-lower-uti): when the culture comes back, review the antibiotic, and
 * change it by the susceptibilities if the bacteria are resistant and the symptoms are not already
 * improving, choosing a narrow-spectrum one where possible. The rule reads the laboratory's own
 * susceptibility list ("Trimethoprim R, Nitrofurantoin S") in the result or its notes; it does not
 * judge susceptibility itself.
 */

/** One antibiotic and its reported result: "Trimethoprim R", "nitrofurantoin: S", "Co-amoxiclav (R)". */
const SUSCEPTIBILITY = /\b([a-z][a-z-]{3,}(?: acid)?)\s*[:=]?\s*\(?\b([RSI])\b\)?(?=[\s,;.)]|$)/gi;

interface Susceptibility {
  resistant: string[];
  sensitive: string[];
}

function susceptibilities(obs: LabObservation): Susceptibility {
  const out: Susceptibility = { resistant: [], sensitive: [] };
  for (const m of `${obs.rawValue} ${obs.notes ?? ""}`.matchAll(SUSCEPTIBILITY)) {
    const drug = (m[1] ?? "").toLowerCase();
    if (m[2]?.toUpperCase() === "R") out.resistant.push(drug);
    else if (m[2]?.toUpperCase() === "S") out.sensitive.push(drug);
  }
  return out;
}

const takes = (med: MedicationItem, drug: string) => med.drugs.includes(drug) || med.name.toLowerCase().includes(drug);

function resistantToCurrent(ctx: RuleContext): RuleMatch | undefined {
  for (const culture of ctx.model.labs) {
    const organism = grownOrganism(culture);
    if (organism === undefined || !URINE_CULTURE_NAME.test(culture.name)) continue;
    const { resistant, sensitive } = susceptibilities(culture);
    const meds = ctx.model.medications.filter((m) => m.active && resistant.some((d) => takes(m, d)));
    if (meds.length === 0) continue;
    return {
      refs: ctx.refs(culture, ...meds),
      values: {
        culture: `${culture.name} ${culture.rawValue.trim()}${culture.date ? ` (${culture.date})` : ""}`,
        organism,
        med: medNames(meds),
        sensitive: sensitive.length > 0 ? ` The laboratory reports it sensitive to ${sensitive.join(", ")}.` : "",
      },
    };
  }
  return undefined;
}

export const URINE_CULTURE_RESISTANCE_RULES: readonly Rule[] = [
  {
    id: "urine-culture-resistant-to-current-antibiotic",
    family: FindingFamily.pattern,
    severity: Severity.moderate,
    problem: "Urinary tract infection",
    title: "Urine culture resistant to the current antibiotic",
    clinician:
      "{culture}: {organism} resistant to {med}, which is listed as current.{sensitive} NICE NG109 asks for the antibiotic to be reviewed when the culture result arrives, and changed by the susceptibilities if the organism is resistant and the symptoms are not already improving, to a narrow-spectrum choice where possible.",
    patient:
      "Your urine test grew bacteria that the antibiotic you are taking ({med}) does not work well against. Contact your doctor or pharmacist today: if you are not getting better, they will usually change it to one that the lab found works against these bacteria. Get help the same day if you get a fever, shivers, or pain in your back or side.",
    nextSteps: [
      "Review the antibiotic now; if symptoms are not already improving, change it by the susceptibilities to a narrow-spectrum choice",
      "Reassess for upper urinary tract infection or sepsis if fever, rigors or loin pain develop",
    ],
    patientQuestions: ["Should my antibiotic be changed to one that works against these bacteria?"],
    evidence: ["nice-ng109-lower-uti"],
    keywords: ["urine culture", "antibiotic resistance", "susceptibility", "urinary tract infection"],
    match: resistantToCurrent,
  },
];
