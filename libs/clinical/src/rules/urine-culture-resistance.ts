import { FindingFamily, type LabObservation, type MedicationItem, Severity } from "../model.ts";
import { URINE_CULTURE_NAME, grownOrganism } from "../vocab/culture.ts";
import { medNames, type RuleContext } from "./context.ts";
import { UPPER_TRACT, measuredFever } from "./nitrofurantoin-upper-uti.ts";
import { statedMention } from "./notes.ts";
import type { Rule, RuleMatch } from "./types.ts";
import { readsAsUsUnits } from "./uk-record.ts";

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

/*
 * The list layout many laboratories print: "Resistant: trimethoprim, amoxicillin. Sensitive:
 * nitrofurantoin" (review 46, infection-sweep-46 case 01: a febrile man on trimethoprim with a
 * trimethoprim-resistant E. coli was not told, because only "Trimethoprim R" was read).
 */
const NICE_NG109 =
  "NICE NG109 asks for the antibiotic to be reviewed when the culture result arrives, and changed by the susceptibilities if the organism is resistant and the symptoms are not already improving, to a narrow-spectrum choice where possible.";
/** On a US record with fever or loin pain, IDSA's complicated UTI guideline speaks instead of NICE's cystitis one. */
const IDSA_2025 =
  "IDSA (2025) counts a UTI with fever or flank pain as complicated, does not use an agent the isolate is resistant to, and chooses by severity, resistance and the local antibiogram.";

const SUSCEPTIBILITY_LIST = /\b(resistant|sensitive|susceptible)(?:\s+to)?\s*:\s*([^.;\n]+)/gi;

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
  for (const m of `${obs.rawValue} ${obs.notes ?? ""}`.matchAll(SUSCEPTIBILITY_LIST)) {
    const drugs = (m[2] ?? "")
      .split(/,|\band\b/i)
      .map((d) => d.trim().toLowerCase())
      .filter((d) => d.length > 3);
    (/^r/i.test(m[1] ?? "") ? out.resistant : out.sensitive).push(...drugs);
  }
  return out;
}

const takesOne = (med: MedicationItem, drug: string) =>
  med.drugs.includes(drug) || med.name.toLowerCase().includes(drug);
/** A combination as US laboratories write it ("trimethoprim/sulfamethoxazole") matches a medicine naming every part, in any order. */
const takes = (med: MedicationItem, drug: string) => drug.split("/").every((part) => takesOne(med, part.trim()));

function resistantToCurrent(ctx: RuleContext): RuleMatch | undefined {
  for (const culture of ctx.model.labs) {
    const organism = grownOrganism(culture);
    if (organism === undefined || !URINE_CULTURE_NAME.test(culture.name)) continue;
    const { resistant, sensitive } = susceptibilities(culture);
    const meds = ctx.model.medications.filter((m) => m.active && resistant.some((d) => takes(m, d)));
    if (meds.length === 0) continue;
    const upper = upperTractSigns(ctx);
    const us = readsAsUsUnits(ctx);
    return {
      refs: [...ctx.refs(culture, ...meds), ...(upper?.refs ?? [])],
      ...(upper === undefined ? {} : upperTractCare(upper.signs, us)),
      values: {
        guidance: upper !== undefined && us ? IDSA_2025 : NICE_NG109,
        warning:
          upper === undefined
            ? "Get help the same day if you get a fever, shivers, or pain in your back or side."
            : "Your record already shows a fever or pain in your side, so speak to a doctor today; get help fast if you feel very unwell.",
        culture: `${culture.name} ${culture.rawValue.trim()}${culture.date ? ` (${culture.date})` : ""}`,
        organism,
        med: medNames(meds),
        sensitive: sensitive.length > 0 ? ` The laboratory reports it sensitive to ${sensitive.join(", ")}.` : "",
      },
    };
  }
  return undefined;
}

/** A measured fever or loin pain already in the record: an infection the antibiotic misses may have reached the kidney. */
function upperTractSigns(ctx: RuleContext): { signs: string; refs: string[] } | undefined {
  const fever = measuredFever(ctx);
  const upper = statedMention(ctx.freeText, UPPER_TRACT, true);
  const signs = [...(fever ? [fever.text] : []), ...(upper ? [`"${upper}" in the notes`] : [])];
  return signs.length === 0 ? undefined : { signs: signs.join(", "), refs: fever ? [fever.ref] : [] };
}

/** IDSA 2025 counts a febrile UTI as complicated; NICE NG111 is the UK's pyelonephritis guideline. */
function upperTractCare(signs: string, us: boolean): Partial<RuleMatch> {
  return {
    severity: Severity.high,
    clinicianExtra: `Already recorded: ${signs}. On an antibiotic the organism resists, this may be an upper urinary tract infection (pyelonephritis), and the symptoms are not improving: change the antibiotic today.`,
    nextSteps: [
      "Change the antibiotic today by the susceptibilities to one suitable for pyelonephritis, and assess for sepsis",
    ],
    ...(us
      ? { evidence: ["idsa-2025-complicated-uti"], evidenceReplacesRule: true }
      : { evidence: ["nice-ng111-pyelonephritis"] }),
  };
}

export const URINE_CULTURE_RESISTANCE_RULES: readonly Rule[] = [
  {
    id: "urine-culture-resistant-to-current-antibiotic",
    family: FindingFamily.pattern,
    severity: Severity.moderate,
    problem: "Urinary tract infection",
    title: "Urine culture resistant to the current antibiotic",
    clinician: "{culture}: {organism} resistant to {med}, which is listed as current.{sensitive} {guidance}",
    patient:
      "Your urine test grew bacteria that the antibiotic you are taking ({med}) does not work well against. Contact your doctor or pharmacist today: if you are not getting better, they will usually change it to one that the lab found works against these bacteria. {warning}",
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
