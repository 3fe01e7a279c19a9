import { FindingFamily, type LabObservation, Severity } from "../model.ts";
import { pregnantNow } from "../normalize/egfr.ts";
import { resultText } from "../qualitative-wording.ts";
import { joinList } from "../text.ts";
import { CATHETER } from "./asymptomatic-bacteriuria.ts";
import type { RuleContext } from "./context.ts";
import { LOIN_ACHE, measuredFever } from "./nitrofurantoin-upper-uti.ts";
import { statedMention } from "./notes.ts";
import type { Rule, RuleMatch } from "./types.ts";
import { readsAsUsUnits } from "./uk-record.ts";

/*
 * A positive urine dipstick in an older person whose notes record new or worsening confusion and
 * no urinary symptoms (review 30, haem-older-30 case 11: an 84-year-old care-home resident in
 * Glasgow, two days of increased confusion, staff-dipped urine nitrite positive). The report read
 * the strip as asymptomatic bacteriuria and told the carers to call "if new confusion appears",
 * which she already had, and nothing said that the strip should not have been used.
 *
 * The UK pathway (PHE/UKHSA diagnostic tool with NICE, phe-uti-over-65-dipstick) does not use
 * dipsticks to diagnose a urinary infection from age 65: bacteriuria is common and the strip does
 * not tell infection from colonisation. A UTI is likely with new dysuria alone or two or more of
 * its listed signs, new or worsening delirium being only one; otherwise the other causes of
 * delirium are looked for (PINCH ME). Only UK records: the US reading stays with the IDSA rule.
 */

const OLDER_FROM = 65;

/** New or worsening confusion as notes write it, read negation-aware. */
export const WORSENING_CONFUSION =
  /\b(?:(?:new|acute|increased|increasing|worsening|worse)\s+(?:onset\s+)?(?:confusion|agitation)|(?:more|increasingly|newly)\s+confused|deliri(?:um|ous)|acute confusional state)\b/;

/**
 * Urinary or systemic signs that, with the confusion, make a urinary infection a real question; loin pain
 * in other words too (review 48, urine-48 case 03: "aching in the right loin" was read as no sign).
 */
const OTHER_UTI_SIGNS = new RegExp(
  String.raw`\b(?:dysuria|burning (?:on|when) (?:passing urine|urinating)|(?:new )?(?:urinary )?frequency|urgency|suprapubic (?:pain|tenderness)|new (?:onset )?(?:urinary )?incontinence|(?:visible|frank) haematuria|loin pain|flank pain|rigors?|fever|febrile|pyrexi(?:a|al)|sepsis|septic)\b|` +
    LOIN_ACHE.source,
);

const positiveStrip = (ctx: RuleContext): LabObservation[] =>
  ["urine-nitrite", "urine-le"]
    .map((id) => ctx.anyLab(id))
    .filter((o): o is LabObservation => o?.value.kind === "qualitative" && o.value.result === "positive");

function match(ctx: RuleContext): RuleMatch | undefined {
  if (ctx.age === undefined || ctx.age < OLDER_FROM || readsAsUsUnits(ctx) || pregnantNow(ctx.model)) return undefined;
  const text = ctx.freeText;
  // A catheter has its own reading (NICE QS90, in asymptomatic-bacteriuria.ts).
  if (statedMention(text, CATHETER, true) !== undefined) return undefined;
  const strip = positiveStrip(ctx);
  if (strip.length === 0) return undefined;
  const quote = statedMention(text, WORSENING_CONFUSION, true);
  if (quote === undefined) return undefined;
  if (statedMention(text, OTHER_UTI_SIGNS, true) !== undefined) return undefined;
  // °F converted, as in asymptomatic-bacteriuria.ts (review 48, urine-48): compared raw, every °F value read as a fever.
  if (measuredFever(ctx) !== undefined) return undefined;
  return {
    refs: ctx.refs(...strip),
    values: {
      age: ctx.age,
      strip: joinList(
        strip.map((o) => `${o === ctx.anyLab("urine-nitrite") ? "nitrite" : "leucocyte esterase"} ${resultText(o)}`),
      ),
      quote,
    },
  };
}

export const OLDER_DIPSTICK_DELIRIUM_RULES: readonly Rule[] = [
  {
    id: "older-dipstick-confusion",
    family: FindingFamily.pattern,
    severity: Severity.moderate,
    problem: "Urine test",
    title: "Positive urine dipstick with confusion at 65 or over: the strip does not diagnose a urine infection",
    clinician:
      'Urine dipstick {strip} at age {age}, with "{quote}" in the notes and no urinary symptoms or fever recorded. UK guidance (PHE/UKHSA diagnostic tool, with NICE) advises against using urine dipsticks to diagnose a urinary infection from age 65: bacteriuria is common at this age and the strip does not tell infection from colonisation. A UTI is likely with new dysuria alone, or with two or more of: temperature 1.5 °C above normal twice in 24 hours, new frequency or urgency, new incontinence, new or worsening delirium, new suprapubic pain or visible haematuria. Confusion alone is one of these, so the other causes of delirium are looked for before it is put down to the urine.',
    patient:
      "A urine dipstick test was positive, but from age 65 this test is not a reliable way to find a urine infection: many older people have germs in the bladder that cause no harm. New or worse confusion has many possible causes, such as another infection, not drinking enough, constipation, pain or a medicine, so your doctor will look for these and may send urine to the laboratory rather than rely on the dipstick. Get help the same day if the confusion gets worse or you get a fever, shivers, burning when passing urine or pain in your side or back.",
    nextSteps: [
      "Look for the other causes of the confusion (pain, other infection, poor nutrition, constipation, dehydration, medicines, change of environment: PINCH ME)",
      "Do not treat on the dipstick alone; if a urinary infection is still suspected, send urine for culture before any antibiotic",
      "Reassess for dysuria, fever, new frequency, urgency or incontinence, suprapubic or loin pain and visible haematuria, which change the reading",
    ],
    patientQuestions: [
      "What else could be causing the confusion, and do I need a urine sample sent to the laboratory?",
    ],
    evidence: ["phe-uti-over-65-dipstick", "nice-qs90-uti-adults"],
    keywords: ["urine dipstick", "older adults", "delirium", "urinary tract infection", "asymptomatic bacteriuria"],
    match,
  },
];
