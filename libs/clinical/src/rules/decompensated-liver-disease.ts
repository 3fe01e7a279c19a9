/**
 * Possible decompensated cirrhosis not yet recorded as such (review 13 hepatology-gi 09: a heavy
 * drinker with increasing abdominal girth, albumin 29 g/L, INR 1.5, bilirubin 52 µmol/L and
 * platelets 96 was read only as alcohol-related hepatitis).
 *
 * EASL 2018 marks the decompensated phase of cirrhosis by overt signs, most often ascites,
 * bleeding, encephalopathy and jaundice, after which the disease progresses faster. BSG/BASL 2020
 * asks for a diagnostic paracentesis when liver function worsens, an ascitic neutrophil count
 * above 250/mm³ diagnosing spontaneous bacterial peritonitis. A recorded cirrhosis has its own
 * finding with Child-Pugh and MELD-Na (cirrhosis.ts).
 */
import { FindingFamily, type LabObservation, Severity } from "../model.ts";
import { statedAlcohol } from "./alcohol-hepatitis.ts";
import { ascitesRecorded, knownCirrhosis, meldNa } from "./cirrhosis.ts";
import type { RuleContext } from "./context.ts";
import { statedMention } from "./notes.ts";
import type { Rule } from "./types.ts";

/** Ascites described without the word: "increasing abdominal girth", "distended abdomen". */
const ASCITES_WORDS =
  /\b(?:increas\w*|swollen|swelling|distended|enlarging)\s+(?:of\s+the\s+)?(?:abdominal\s+girth|abdomen|belly|girth)\b|\babdominal\s+(?:swelling|distension|distention)\b|\bshifting\s+dullness\b/;

const low = (o: LabObservation | undefined) => o?.status === "low" || o?.status === "critical-low";
const high = (o: LabObservation | undefined) => o?.status === "high" || o?.status === "critical-high";

/** Failing liver function and portal hypertension read from the results, each shown. */
function liverMarkers(ctx: RuleContext): LabObservation[] {
  return [
    low(ctx.lab("albumin")) ? ctx.lab("albumin") : undefined,
    // An INR raised by warfarin says nothing of the liver.
    high(ctx.lab("inr")) && ctx.meds("warfarin").length === 0 ? ctx.lab("inr") : undefined,
    high(ctx.lab("bilirubin-total")) ? ctx.lab("bilirubin-total") : undefined,
    low(ctx.lab("platelets")) ? ctx.lab("platelets") : undefined,
  ].filter((o): o is LabObservation => o !== undefined);
}

/** Ascites (recorded or described) with at least two failing liver markers, cirrhosis not yet recorded. */
export function possibleDecompensatedCirrhosis(
  ctx: RuleContext,
): { ascites: string; markers: LabObservation[] } | undefined {
  if (knownCirrhosis(ctx) !== undefined) return undefined;
  const words = statedMention(ctx.freeText, ASCITES_WORDS);
  const ascites = ascitesRecorded(ctx)
    ? "Ascites recorded"
    : words === undefined
      ? undefined
      : `"${words}" in the notes`;
  const markers = liverMarkers(ctx);
  if (ascites === undefined || markers.length < 2) return undefined;
  return { ascites, markers };
}

export const DECOMPENSATED_LIVER_RULES: readonly Rule[] = [
  {
    id: "possible-decompensated-cirrhosis",
    family: FindingFamily.pattern,
    severity: Severity.high,
    problem: "Liver tests",
    title: "Possible decompensated cirrhosis: ascites with failing liver tests",
    clinician:
      "{ascites} with {markers}{alcohol}: this points to {cause}cirrhosis that has decompensated with ascites. Decompensation (ascites, bleeding, encephalopathy or jaundice) marks a faster course and needs prompt specialist care.{meld}",
    patient:
      "Your notes describe a swelling of the {tummy}, and your blood tests suggest the liver is not working well. Together these can mean scarring of the liver (cirrhosis) with fluid building up in the abdomen. This needs to be seen by a liver team soon.",
    nextSteps: [
      "Urgent assessment with the liver team, the same day if there is fever, abdominal pain, confusion or bleeding",
      "Diagnostic paracentesis: an ascitic neutrophil count above 250/mm³ means spontaneous bacterial peritonitis",
      "Assess for varices (upper GI endoscopy) with the liver team",
    ],
    patientQuestions: ["Do I need to see the liver team, and should the fluid in my abdomen be tested?"],
    evidence: ["easl-2018-decompensated-cirrhosis", "bsg-basl-2020-ascites"],
    keywords: ["decompensated cirrhosis", "ascites", "paracentesis", "meld", "alcohol-related liver disease"],
    match: (ctx) => {
      const found = possibleDecompensatedCirrhosis(ctx);
      if (found === undefined) return undefined;
      const { ascites, markers } = found;
      const alcohol = statedAlcohol(ctx);
      const meld = meldNa(ctx);
      const missing = ["creatinine", "sodium"].filter((id) => ctx.value(id) === undefined);
      return {
        refs: ctx.refs(...markers),
        values: {
          ascites,
          markers: markers.map((o) => `${o.name} ${ctx.show(o)}`).join(", "),
          alcohol: alcohol === undefined ? "" : ` and "${alcohol.quote}" recorded`,
          cause: alcohol === undefined ? "" : "alcohol-related ",
          meld: meld === undefined ? "" : ` MELD ${meld.meld}, MELD-Na ${meld.meldNa}.`,
        },
        ...(missing.length > 0 && {
          nextSteps: [
            "Urgent assessment with the liver team, the same day if there is fever, abdominal pain, confusion or bleeding",
            `Check ${missing.join(" and ")} to calculate the MELD score with the bilirubin and INR`,
            "Diagnostic paracentesis: an ascitic neutrophil count above 250/mm³ means spontaneous bacterial peritonitis",
            "Assess for varices (upper GI endoscopy) with the liver team",
          ],
        }),
      };
    },
  },
];
