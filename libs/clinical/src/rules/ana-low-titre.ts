import { FindingFamily, type LabObservation, Severity } from "../model.ts";
import { statedMention } from "./notes.ts";
import type { Rule } from "./types.ts";

/*
 * A low-titre antinuclear antibody (1:80 or 1:160) in an adult with no connective tissue disease
 * listed and none of its features in the notes (review 29, rheum-29 case 07: ANA 1:160 speckled in a
 * well woman of 36 drew only "higher than the usual range"). Sources, as seen (their seenAt):
 * - Tan et al., Arthritis Rheum 1997 ("tan-1997-ana-healthy"): healthy adults by HEp-2
 *   immunofluorescence were ANA positive in 13.3% at 1:80 and 5.0% at 1:160.
 * - Abeles and Abeles, Am J Med 2013 ("abeles-2013-positive-ana"): among 232 people referred for a
 *   positive ANA the positive predictive value was 2.1% for lupus and 9.1% for any ANA-associated
 *   rheumatic disease; none with a titre below 1:160 had one.
 * Higher titres, a positive specific antibody (dsDNA, ENA), an abnormal count or raised liver
 * enzymes, or a stated feature of disease are left to the clinician: this reassurance is not for them.
 */

const ANA_NAME = /\bANA\b|anti-?nuclear/i;
/** An ANA screen's name, for the generic line this finding folds in (rules/lead-finding.ts). */
export const isAnaName = (name: string): boolean => ANA_NAME.test(name);
/** Specific antibodies whose positive result makes the ANA more than a background finding. */
const SPECIFIC =
  /\b(?:ds-?DNA|double[- ]stranded|ENA|extractable|anti-?Ro|anti-?La|SS-?A|SS-?B|anti-?Sm|RNP|Scl-?70|centromere|Jo-?1|smooth muscle|ASMA|LKM)\b/i;
/** Listed conditions the ANA belongs to, or that change its reading. */
const AUTOIMMUNE =
  /lupus|\bSLE\b|sj[oö]gren|scleroderma|systemic sclerosis|myositis|connective tissue|\bMCTD\b|raynaud|rheumatoid|autoimmune hepatitis|primary biliary|vasculitis|inflammatory arthritis/i;
/** Features of a connective tissue disease, as written in the notes (negated mentions do not count). */
const FEATURES =
  /\b(?:joint (?:swelling|pain|ache)s?|joints? ach\w*|aching joints?|(?:morning )?stiffness|stiff joints?|swollen joints?|synovitis|arthralgia|arthritis|(?:malar |butterfly |photosensitive )?rash(?:es)?|photosensitiv\w*|mouth ulcers?|oral ulcers?|raynaud'?s?|dry (?:eyes|mouth)|sicca|pleuri\w+|pericarditis|hair loss|alopecia|proteinuria|muscle weakness)\b/i;

/** The titre of an ANA result ("Positive 1:160, speckled pattern" gives 160). */
function titre(o: LabObservation): number | undefined {
  const m = /\b1\s*:\s*(\d{2,5})\b/.exec(o.rawValue);
  return m === null ? undefined : Number(m[1]);
}

const isPositive = (o: LabObservation) =>
  o.status === "high" || o.status === "critical-high" || o.status === "abnormal" || /\bpositive\b/i.test(o.rawValue);

export const ANA_LOW_TITRE_RULES: readonly Rule[] = [
  {
    id: "ana-low-titre-well",
    family: FindingFamily.pattern,
    severity: Severity.low,
    problem: "Antinuclear antibody",
    title: "Low-titre ANA with no features of connective tissue disease",
    clinician:
      "ANA {result}{date}: a low titre, with no connective tissue disease listed and no features of one recorded. Low-titre ANA is common in healthy people: in an international study of healthy adults by HEp-2 immunofluorescence, 13.3% were positive at 1:80 and 5.0% at 1:160.{referred} Read alone it does not point to disease; the clinical picture decides.",
    patient:
      "Your ANA test is positive at a low level. This is common in healthy people: in one study about 1 in 8 healthy adults were positive at 1:80, and 1 in 20 at 1:160. On its own, and without symptoms, it does not mean you have an autoimmune disease. Tell your doctor if you get swollen joints, a rash, mouth ulcers or fingers that turn white in the cold.",
    nextSteps: [
      "Interpret with the clinical picture: reassess if joint swelling, a rash, mouth ulcers, Raynaud's, or dry eyes or mouth develop",
    ],
    patientQuestions: ["Which symptoms should make me come back about this result?"],
    evidence: ["tan-1997-ana-healthy", "abeles-2013-positive-ana"],
    keywords: ["antinuclear antibody", "ana", "low titre", "healthy individuals", "positive predictive value"],
    match: (ctx) => {
      if (ctx.age === undefined || ctx.age < 18) return undefined;
      const ana = ctx.model.labs.filter((o) => ANA_NAME.test(o.name) && !SPECIFIC.test(o.name));
      const latest = [...ana].sort((a, b) => (b.time ?? 0) - (a.time ?? 0))[0];
      // Only when the result is flagged: an ANA the laboratory's range already reads as normal stays
      // quiet (review 21, rheum-dmard case 07), and the reassurance answers the "above the range" line.
      if (latest === undefined || !["high", "critical-high", "abnormal"].includes(latest.status)) return undefined;
      const t = titre(latest);
      if (t === undefined || t < 80 || t > 160) return undefined;
      if (ctx.model.conditions.some((c) => AUTOIMMUNE.test(c.name))) return undefined;
      if (ctx.model.labs.some((o) => SPECIFIC.test(o.name) && isPositive(o))) return undefined;
      const abnormal = ["alt", "ast", "wbc", "platelets", "hemoglobin", "creatinine"].some((id) => {
        const s = ctx.lab(id)?.status;
        return s !== undefined && s !== "normal" && s !== "unknown";
      });
      if (abnormal) return undefined;
      if (statedMention(ctx.freeText, FEATURES) !== undefined) return undefined;
      return {
        refs: ctx.refs(latest),
        values: {
          result: latest.rawValue,
          date: latest.date === undefined ? "" : ` (${latest.date.slice(0, 10)})`,
          referred:
            t < 160
              ? " Among people referred to a rheumatology clinic for a positive ANA, none with a titre below 1:160 had an ANA-associated rheumatic disease."
              : "",
        },
      };
    },
  },
];
