import { FindingFamily, Severity } from "../model.ts";
import type { RuleContext } from "./context.ts";
import { currentMention } from "./notes.ts";
import type { Rule } from "./types.ts";
import { illnessSigns, statedRash } from "./vital-signs.ts";

/**
 * Signs of bacterial meningitis without a rash (review 32, acute-32 case 15): a 21-year-old with
 * fever, severe headache, a stiff neck, photophobia and new drowsiness drew a sepsis finding that
 * never said meningitis. NICE NG240 ("nice-ng240-meningitis") names fever, headache, neck stiffness
 * and altered consciousness together as the picture of bacterial meningitis.
 *
 * Engine choice: neck stiffness stated as current, with a fever (a reading of 38 °C or more, or a
 * stated fever) and at least one of headache, photophobia or altered consciousness. With a
 * non-blanching rash the meningococcal finding (meningococcal.ts, or the sepsis finding's rash
 * note) already says meningitis, so this one steps aside.
 */

const NECK_STIFFNESS = /\b(?:neck\s+stiffness|stiff\s+neck|nuchal\s+rigidity|meningism\w*|neck\s+(?:is\s+)?stiff)\b/;

/** The other signs, each with the words that show it in the notes. */
const OTHER_SIGNS: readonly [string, RegExp][] = [
  ["headache", /\bheadaches?\b/],
  ["photophobia", /\bphotophobi\w*|\b(?:light|bright lights?)\s+hurts?\b/],
  [
    "altered consciousness",
    /\bdrows(?:y|iness)\b|\bconfus(?:ed|ion)\b|\bhard to (?:wake|rouse)\b|\bgcs\s*(?:of\s*)?(?:[3-9]|1[0-4])\b/,
  ],
];

/** How illnessSigns writes a fever: "fever (39.2 °C ...)" from a reading, or a quoted fever from the notes. */
const FEVER_SIGN = /^(?:fever \(|"(?:fever|febrile|pyrexi|high temperature))/;

function meningitisSigns(ctx: RuleContext): { signs: string[]; refs: string[] } | undefined {
  const text = ctx.freeText;
  const neck = currentMention(text, NECK_STIFFNESS);
  if (neck === undefined || statedRash(ctx) !== undefined) return undefined;
  // The fever: a temperature of 38 °C or more, or a fever stated in the notes (see illnessSigns).
  const fever = illnessSigns(ctx).find((s) => FEVER_SIGN.test(s.text));
  if (fever === undefined) return undefined;
  const others = OTHER_SIGNS.flatMap(([label, re]) => {
    const quote = currentMention(text, re);
    return quote === undefined ? [] : [`${label} ("${quote}")`];
  });
  if (others.length === 0) return undefined;
  return { signs: [fever.text, `neck stiffness ("${neck}")`, ...others], refs: fever.refs };
}

export const MENINGITIS_SIGNS_RULES: readonly Rule[] = [
  {
    id: "bacterial-meningitis-signs",
    family: FindingFamily.pattern,
    severity: Severity.critical,
    problem: "Possible bacterial meningitis",
    title: "Fever with neck stiffness: possible bacterial meningitis",
    clinician:
      "Possible bacterial meningitis: {signs} in the notes. NICE NG240 names fever, headache, neck stiffness and altered consciousness together as the picture of bacterial meningitis. Arrange emergency transfer to hospital now; do not wait for test results.",
    patient:
      "Your notes describe a fever with a stiff neck and other warning signs such as a bad headache, eyes hurting in bright light or drowsiness. Together these can be signs of meningitis, which can get worse within hours. Get emergency help now: call your local emergency number or go to an emergency department.",
    nextSteps: [
      "Emergency transfer to hospital now; do not wait for test results",
      "Look for a non-blanching rash and for signs of sepsis",
    ],
    evidence: ["nice-ng240-meningitis"],
    keywords: ["bacterial meningitis", "neck stiffness", "photophobia", "fever", "headache"],
    match: (ctx) => {
      const found = meningitisSigns(ctx);
      if (found === undefined) return undefined;
      const signs = found.signs;
      return {
        refs: found.refs,
        values: { signs: `${signs.slice(0, -1).join(", ")} and ${signs[signs.length - 1]}` },
      };
    },
  },
];
