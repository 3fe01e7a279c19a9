import type { RuleContext } from "./context.ts";
import { statedMention } from "./notes.ts";
import { isHigh } from "./lab-status.ts";

/*
 * What in the record can make a high potassium spurious besides haemolysis (review 21, electrolytes
 * case 01: potassium 6.4 in a well man with platelets 612 and a sample that reached the laboratory
 * the next morning was told only that "an isolated rise is often spurious"). Platelets and white
 * cells release potassium as a serum sample clots, so a high count with an unexplained high
 * potassium points to pseudohyperkalaemia, confirmed on a plasma (lithium heparin) sample (Šálek,
 * Biochem Med 2018); a delay before the sample is spun raises it too (ADLM scientific short 2012).
 */

/**
 * A haemolysed sample stated in the notes rather than in the laboratory's comment on the result
 * (which evaluate.ts judges): "Lab comment: sample haemolysed" (review 32, hyperk-32 case 07: the
 * finding named only the delay in "sample haemolysed, delayed in transport overnight"). Not
 * "non-haemolysed", which a repeat's comment uses to say the opposite.
 */
const HAEMOLYSED_SAMPLE = /(?<!\bnon[- ]?)\bh(?:a)?emoly[sz]ed\b|\bh(?:a)?emolysis\b/;

/** A sample the notes say was delayed, kept overnight or chilled before the laboratory had it. */
const DELAYED_SAMPLE =
  /\b(?:delay(?:ed)?\s+(?:in\s+)?(?:transport|processing|centrifugation|separation|to\s+the\s+lab\w*)|(?:sample|specimen|blood)s?\b[^.;]{0,90}?\b(?:delayed|overnight|next\s+(?:morning|day)|refrigerated|in\s+the\s+fridge|not\s+(?:spun|centrifuged|separated)))/;

export interface PseudohyperkalaemiaClues {
  /** Clinician sentence naming the clues, with a leading space. */
  text: string;
  /** Patient sentence, with a leading space. */
  patient: string;
  step: string;
  evidence: string[];
  refs: string[];
}

/** The clues to a spurious high potassium in the record (a high platelet or white count, a haemolysed or delayed sample); undefined when none. */
export function pseudohyperkalaemiaClues(ctx: RuleContext): PseudohyperkalaemiaClues | undefined {
  const counts = [ctx.lab("platelets"), ctx.lab("wbc")].filter(isHigh);
  const delay = statedMention(ctx.freeText, DELAYED_SAMPLE);
  const haemolysed = statedMention(ctx.freeText, HAEMOLYSED_SAMPLE, true);
  if (counts.length === 0 && delay === undefined && haemolysed === undefined) return undefined;
  const cells = counts.map((o) => (o.analyteId === "platelets" ? "platelets" : "white cells"));
  const parts = [
    ...(counts.length > 0
      ? [
          `${counts.map((o) => `${o.name} ${ctx.show(o)}`).join(" and ")} ${counts.length > 1 ? "are" : "is"} raised: ${cells.join(" and ")} release potassium as a serum sample clots, so an unexplained high potassium beside a high count may be pseudohyperkalaemia, which a plasma (lithium heparin) potassium shows.`,
        ]
      : []),
    ...(haemolysed !== undefined
      ? [
          `The notes record a haemolysed sample: haemolysis releases potassium from red cells and can raise the result falsely, so the repeat needs a fresh, non-haemolysed sample.`,
        ]
      : []),
    ...(delay !== undefined
      ? [
          `The notes record a delayed sample ("${delay}"): a delay before the sample is spun also raises the measured potassium.`,
        ]
      : []),
  ];
  const why = [
    ...(counts.length > 0
      ? [`a high ${counts.map((o) => (o.analyteId === "platelets" ? "platelet" : "white cell")).join(" and ")} count`]
      : []),
    ...(haemolysed !== undefined ? ["a damaged (haemolysed) sample"] : []),
    ...(delay !== undefined ? ["a delay before the sample reached the laboratory"] : []),
  ].join(" and ");
  return {
    text: ` ${parts.join(" ")}`,
    patient: ` ${why.charAt(0).toUpperCase()}${why.slice(1)} can make potassium read falsely high, and the repeat test checks this.`,
    step:
      counts.length > 0
        ? "Repeat on a fresh sample sent to the laboratory promptly, with a plasma (lithium heparin) potassium to tell a true rise from pseudohyperkalaemia"
        : haemolysed !== undefined
          ? "Repeat on a fresh, non-haemolysed sample sent to the laboratory promptly"
          : "Repeat on a fresh sample sent to the laboratory promptly, so a delayed sample does not raise the potassium again",
    evidence: [
      ...(counts.length > 0 ? ["salek-2018-pseudohyperkalaemia"] : []),
      ...(haemolysed !== undefined ? ["asirvatham-2013-potassium-errors"] : []),
      ...(delay !== undefined ? ["adlm-2012-pseudohyperkalaemia"] : []),
    ],
    refs: ctx.refs(...counts),
  };
}
