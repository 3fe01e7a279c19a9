import { FindingFamily, type LabObservation, Severity } from "../model.ts";
import { isActiveCondition } from "../vocab/conditions.ts";
import type { RuleContext } from "./context.ts";
import { sentenceAround, statedMatches } from "./notes.ts";
import { isPastMention, referenceNow } from "./past-mention.ts";
import type { Rule, RuleMatch } from "./types.ts";

/*
 * A raised vitamin B12 got only "Your vitamin B12 is higher than the usual range" (review 22, haem-22
 * cases 03 and 04), the same for a woman two weeks after her hydroxocobalamin injection as for a man
 * who takes no B12 at all. A high B12 is explained when B12 is given as treatment (Arendt and Nexo
 * 2013), and B12 is not measured to monitor established replacement, the result being unnecessary
 * and uninformative (BNSSG Remedy; North Bristol pathology: not sent on B12 therapy): so on treatment
 * it is said to be expected and nothing is chased. Without B12 treatment a raised level is linked
 * mainly with cancer (blood cancers included), liver disease and kidney disease (Arendt and Nexo 2013;
 * Ermens 2003 and Andrès 2013, agreeing), so the finding asks for the supplements to be confirmed and
 * for those to be looked for, at low priority: it is a pointer, not a diagnosis.
 */

/** A medicine that is or contains B12 (an injection, tablet, spray or multivitamin), named in the medication list. */
const B12_MEDICINE = /\b(?:hydroxo|cyano|methyl)?cobalamin\b|\bvitamin\s*b\s*-?12\b|\bb\s?12\b|\bmulti-?vitamins?\b/i;
/** B12 (or a multivitamin) taken as stated in the notes: "B12 injection", "takes B12 supplements", "on hydroxocobalamin". */
const B12_IN_NOTES =
  /\b(?:hydroxo|cyano|methyl)?cobalamin\b|\b(?:vitamin\s+)?b\s?12\s+(?:injections?|jabs?|shots?|supplements?|tablets?|spray)\b|\b(?:takes?|taking|on)\s+(?:a\s+)?(?:daily\s+)?(?:vitamin\s+)?b\s?12\b|\bmulti-?vitamins?\b/i;

/** A course of B12 that has ended, in the same sentence as its mention. */
const STOPPED = /\b(?:stopped|until|no longer|discontinued|finished|ceased|used to)\b/i;

/** The B12 treatment in the record, in words for the clinician, with its ref when it is a medicine. */
export function b12Treatment(ctx: RuleContext): { text: string; ref?: string } | undefined {
  const med = ctx.model.medications.find((m) => m.active && B12_MEDICINE.test(m.name));
  if (med !== undefined) return { text: med.name.trim(), ref: med.ref };
  // Not a course written as past or stopped ("had B12 injections until 2023, stopped").
  const text = ctx.freeText;
  const quote = [...statedMatches(text, B12_IN_NOTES)].find(
    (m) =>
      !isPastMention(text, m.index, m.length, referenceNow(ctx)) &&
      !STOPPED.test(sentenceAround(text, m.index, m.length)),
  )?.quote;
  return quote === undefined ? undefined : { text: `"${quote}" in the notes` };
}

/** A condition in the record that is itself linked with a raised B12 (Arendt and Nexo 2013; Ermens 2003). */
const KNOWN_CAUSE =
  /\b(?:cirrho\w*|hepatitis|(?:chronic\s+)?liver\s+disease|hepatocellular|chronic\s+kidney\s+disease|ckd|renal\s+failure|kidney\s+failure|leuka?emi\w*|myeloma|lymphoma|myeloproliferative|polycyth\w*\s+vera|essential\s+thrombocyth\w*|myelofibrosis|hypereosinophilic|cancer|carcinoma|metasta\w*)\b/i;

const HIGH = (o: LabObservation | undefined) => o?.status === "high" || o?.status === "critical-high";
const NORMAL = (o: LabObservation | undefined) => o?.status === "normal";

function raisedB12(ctx: RuleContext): LabObservation | undefined {
  const b12 = ctx.lab("vitamin-b12");
  return HIGH(b12) ? b12 : undefined;
}

function onTreatment(ctx: RuleContext): RuleMatch | undefined {
  const b12 = raisedB12(ctx);
  const treatment = b12 === undefined ? undefined : b12Treatment(ctx);
  if (b12 === undefined || treatment === undefined) return undefined;
  return {
    refs: ctx.refs(b12, treatment.ref === undefined ? undefined : { ref: treatment.ref }),
    values: { b12: ctx.show(b12), treatment: treatment.text },
  };
}

function unexplained(ctx: RuleContext): RuleMatch | undefined {
  const b12 = raisedB12(ctx);
  if (b12 === undefined || b12Treatment(ctx) !== undefined) return undefined;
  const known = ctx.model.conditions.find((c) => isActiveCondition(c.status) && KNOWN_CAUSE.test(c.name));
  if (known !== undefined)
    return {
      refs: ctx.refs(b12, known),
      values: {
        b12: ctx.show(b12),
        normal: ` ${known.name.trim()} in the record is one of these causes and may well explain it.`,
        tests: "",
      },
      severity: Severity.info,
      nextSteps: ["Confirm that no B12 or multivitamin supplements are taken; no other work-up for the B12 itself"],
    };
  const tests: [string, string, LabObservation | undefined][] = [
    ["ALT", "liver", ctx.lab("alt")],
    ["creatinine", "kidney", ctx.lab("creatinine")],
    ["platelets", "count", ctx.lab("platelets")],
    ["white cell count", "count", ctx.lab("wbc")],
  ];
  const checked = tests.filter((t): t is [string, string, LabObservation] => NORMAL(t[2]));
  const normal = checked.map(([name, , o]) => `${name} ${ctx.show(o)}`);
  const done = new Set(checked.map(([, kind]) => kind));
  const missing = [
    done.has("count") ? "" : "a full blood count",
    done.has("liver") ? "" : "liver function",
    done.has("kidney") ? "" : "kidney function",
  ].filter(Boolean);
  const listed = (xs: string[]) =>
    xs.length <= 1 ? (xs[0] ?? "") : `${xs.slice(0, -1).join(", ")} and ${xs[xs.length - 1]}`;
  return {
    refs: ctx.refs(b12, ...checked.map(([, , o]) => o)),
    values: {
      b12: ctx.show(b12),
      normal:
        normal.length > 0 ? ` In the record, ${listed(normal)} ${normal.length === 1 ? "is" : "are"} normal.` : "",
      tests: missing.length > 0 ? `, with ${listed(missing)}` : "",
    },
    nextSteps: [
      "Confirm that no B12 or multivitamin supplements or injections are taken",
      `If none: history and examination${missing.length > 0 ? `, ${listed(missing)}` : ""}`,
    ],
  };
}

export const B12_HIGH_RULES: readonly Rule[] = [
  {
    id: "b12-high-on-treatment",
    family: FindingFamily.pattern,
    severity: Severity.info,
    problem: "Vitamin B12",
    title: "High vitamin B12 on B12 treatment: expected",
    clinician:
      "Vitamin B12 {b12} on B12 treatment ({treatment}): the expected effect of the treatment, not a finding to investigate. B12 levels are not needed to monitor established long-term replacement.",
    patient:
      "Your vitamin B12 is high because you are taking B12. This is expected with B12 treatment and is not a sign of a problem, so nothing needs to be done about it.",
    nextSteps: ["No action for the raised B12; continue the B12 replacement as planned"],
    evidence: ["bnssg-remedy-b12", "arendt-2013-high-cobalamin"],
    keywords: ["vitamin b12", "hydroxocobalamin", "replacement"],
    match: onTreatment,
  },
  {
    id: "b12-high-unexplained",
    family: FindingFamily.pattern,
    severity: Severity.low,
    problem: "Vitamin B12",
    title: "High vitamin B12 without B12 treatment: look for a cause",
    clinician:
      "Vitamin B12 {b12}, with no current B12 injections or supplements in the record. Outside B12 treatment, a raised B12 is linked mainly with liver disease, kidney disease and cancer, blood cancers such as myeloproliferative neoplasms included; it is a pointer, not a diagnosis.{normal} Confirm that no B12 or multivitamin supplements are taken, then review the history and examination{tests}.",
    patient:
      "Your vitamin B12 is higher than the usual range, and your record shows no current B12 injections or supplements. A high B12 without supplements sometimes goes with a liver, kidney or blood condition, so your doctor may ask whether you take any vitamins and look at your other blood tests.",
    nextSteps: [
      "Confirm that no B12 or multivitamin supplements or injections are taken",
      "If none: history and examination, full blood count, liver and kidney function",
    ],
    patientQuestions: ["Could any vitamins or supplements I take explain the high B12?"],
    evidence: ["arendt-2013-high-cobalamin"],
    keywords: ["vitamin b12", "hypercobalaminaemia", "liver disease", "myeloproliferative neoplasm"],
    match: unexplained,
  },
];
