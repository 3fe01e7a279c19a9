import { Severity } from "../model.ts";
import type { RuleContext } from "./context.ts";
import { statedMention } from "./notes.ts";
import type { Rule } from "./types.ts";

/*
 * Blood pressure of 180/120 mmHg or more with symptoms of acute organ damage already written in the
 * notes (review 12 cardiometabolic case 14: 186/124 mmHg, "severe headache and blurred vision since
 * yesterday", creatinine 1.6 mg/dL). The severe-range finding told the patient "if you have … vision
 * changes, get emergency care now" although the notes said they had. NICE NG136 sends a reading of
 * 180/120 or more with papilloedema or retinal haemorrhage, or life-threatening symptoms (new
 * confusion, chest pain, heart failure, acute kidney injury), for same-day specialist assessment; a
 * severe headache with blurred vision points to accelerated hypertension. So the finding becomes an
 * emergency, and a raised creatinine is read as possible acute kidney injury from the blood
 * pressure rather than a chronic kidney category.
 */

const SYMPTOMS: readonly { re: RegExp; plain: string }[] = [
  {
    re: /\b(?:blurred|blurring of|blurry|double|loss of|reduced|disturbed) vision\b|\bvisual (?:disturbance|loss|change)s?\b/i,
    plain: "vision changes",
  },
  // A headache alone is common with a high reading and is not one of NICE's same-day features; a
  // severe or sudden one is counted (it goes with accelerated hypertension and bleeding in the brain).
  { re: /\b(?:severe|sudden|worst|thunderclap) headaches?\b/i, plain: "a severe headache" },
  { re: /\bchest (?:pain|tightness)\b/i, plain: "chest pain" },
  { re: /\bconfus(?:ed|ion)\b/i, plain: "confusion" },
  { re: /\b(?:short(?:ness)? of breath|breathless\w*)\b/i, plain: "breathlessness" },
  {
    re: /\b(?:slurred speech|weakness of (?:the )?(?:arm|leg|face)|facial droop|seizures?|fits?)\b/i,
    plain: "weakness, speech change or a fit",
  },
];

const LEAD = "Your blood pressure reading is very high";
const PATIENT =
  ", and your notes mention {symptoms}. Together these can mean the high blood pressure is harming the body now. Get emergency care now; do not wait for a routine appointment.";

/** bp-severe turned into an emergency when the notes state symptoms of acute organ damage. */
export function withEmergencySymptoms(rule: Rule): Rule {
  // The wrapped rule's own patient text goes on after the shared opening when no symptom is noted.
  if (!rule.patient.startsWith(LEAD)) throw new Error(`${rule.id}: patient text must start "${LEAD}"`);
  const usual = rule.patient.slice(LEAD.length);
  return {
    ...rule,
    patient: `${LEAD}{bpPatient}`,
    match: (ctx) => {
      const match = rule.match(ctx);
      if (match === undefined) return match;
      const found = SYMPTOMS.flatMap((s) => {
        const quote = statedMention(ctx.freeText, s.re);
        return quote === undefined ? [] : [{ quote, plain: s.plain }];
      });
      if (found.length === 0) return { ...match, values: { ...match.values, bpPatient: usual } };
      const kidney = raisedCreatinine(ctx);
      return {
        ...match,
        refs: [...match.refs, ...kidney.refs.filter((r) => !match.refs.includes(r))],
        severity: Severity.critical,
        values: { ...match.values, bpPatient: PATIENT.replace("{symptoms}", joinPlain(found.map((f) => f.plain))) },
        clinicianExtra: [
          match.clinicianExtra,
          `The notes record ${found.map((f) => `"${f.quote}"`).join(", ")}: with this reading, treat as a possible hypertensive emergency (acute organ damage, such as accelerated hypertension) until proven otherwise. NICE NG136 asks for same-day specialist assessment at 180/120 mmHg or more with retinal haemorrhage or papilloedema or life-threatening symptoms.${kidney.text}`,
        ]
          .filter(Boolean)
          .join(" "),
        nextSteps: [
          "Emergency same-day specialist assessment now for possible hypertensive emergency: fundoscopy, ECG, urine dipstick for blood and protein, creatinine and electrolytes",
          ...(kidney.text
            ? [
                "Compare the creatinine with earlier values: a new rise here is treated as acute kidney injury, not staged as chronic kidney disease",
              ]
            : []),
        ],
        evidence: [...new Set([...(match.evidence ?? []), "nice-ng136-hypertension"])],
      };
    },
  };
}

function raisedCreatinine(ctx: RuleContext): { text: string; refs: string[] } {
  const cr = ctx.lab("creatinine");
  if (cr?.status !== "high" && cr?.status !== "critical-high") return { text: "", refs: [] };
  return {
    text: ` The raised creatinine ${ctx.show(cr)} may be acute kidney injury from the blood pressure, one of the NICE same-day features, rather than chronic kidney disease.`,
    refs: ctx.refs(cr),
  };
}

function joinPlain(items: readonly string[]): string {
  const unique = [...new Set(items)];
  return unique.length <= 1 ? (unique[0] ?? "") : `${unique.slice(0, -1).join(", ")} and ${unique[unique.length - 1]}`;
}
