import { FindingFamily, Severity } from "../model.ts";
import { medNames, type RuleContext, severalMedicines } from "./context.ts";
import { statedMention } from "./notes.ts";
import { kidneyFunctionUnstable } from "./patterns.ts";
import type { Rule, RuleMatch } from "./types.ts";
import { retentionStated } from "./urinary-retention-notes.ts";

/*
 * Urinary retention stated in the notes with raised or rising creatinine (review 14, kidney-urology
 * case 10: a 79-year-old with BPH, 18 hours without urine, a palpable bladder and a bladder scan of
 * 1150 mL, creatinine 96 → 318 and potassium 6.2, on oxybutynin started two weeks before; the
 * report asked to "assess obstruction" and to "treat the metabolic acidosis of CKD", never to
 * catheterise, and read the raised PSA as if it were a screening result).
 *
 * Serlin et al. (Am Fam Physician 2018) and Selius and Subedi (2008): prompt and complete bladder
 * decompression by catheter is the first step, BPH is the commonest cause, and anticholinergic
 * medicines are a common pharmacological one. Billet and Windsor: tests and imaging should not delay
 * decompression. The management chapter on abdominalkey: with a raised creatinine, image the kidneys
 * to find high-pressure chronic retention, and admit to follow fluid balance and kidney function
 * through the post-obstructive diuresis; stop a causative drug where possible. The raised PSA is
 * read in psa-elevated (urinary-retention-notes.ts).
 */

/** Already catheterised: the first step is done and the notes say so. */
const CATHETERISED =
  /\bcatheteri[sz]ed\b|\bcatheter (?:was |has been )?(?:inserted|placed|passed|in situ|sited)\b|\bin-?dwelling catheter\b/;

function match(ctx: RuleContext): RuleMatch | undefined {
  const retention = retentionStated(ctx);
  if (retention === undefined) return undefined;
  const creatinine = ctx.lab("creatinine");
  const high = creatinine !== undefined && (creatinine.status === "high" || creatinine.status === "critical-high");
  const rising = kidneyFunctionUnstable(ctx);
  if (!high && !rising) return undefined;
  const catheterised = statedMention(ctx.freeText, CATHETERISED) !== undefined;
  const anticholinergic = ctx.meds("strong-anticholinergic");
  return {
    refs: ctx.refs(creatinine, ctx.lab("egfr"), anticholinergic[0]),
    values: { retention, creatinine: ctx.show(creatinine) },
    ...(anticholinergic.length > 0 && {
      clinicianExtra: `${medNames(anticholinergic)} ${severalMedicines(anticholinergic) ? "are" : "is"} anticholinergic and can bring on retention; stop ${severalMedicines(anticholinergic) ? "them" : "it"} if possible.`,
    }),
    nextSteps: [
      catheterised
        ? "The bladder has been catheterised: keep the catheter on free drainage and record the volume drained"
        : "Decompress the bladder now with a catheter; do not let blood tests or imaging delay it",
      "Admit to follow fluid balance, creatinine and electrolytes (including potassium) through a possible post-obstructive diuresis",
      "Ultrasound the kidneys to look for hydronephrosis and high-pressure chronic retention",
      ...(anticholinergic.length > 0
        ? [`Stop or review ${medNames(anticholinergic)}, which can cause retention, before a trial without catheter`]
        : []),
    ],
  };
}

export const URINARY_RETENTION_AKI_RULES: readonly Rule[] = [
  {
    id: "urinary-retention-aki",
    family: FindingFamily.pattern,
    severity: Severity.high,
    problem: "Kidney function",
    title: "Urinary retention with kidney injury",
    clinician:
      'The notes record "{retention}" with creatinine {creatinine}: kidney injury from bladder outflow obstruction until shown otherwise. Prompt, complete bladder decompression by catheter is the first treatment, and tests or imaging should not delay it.',
    patient:
      "Your bladder is not emptying and this is putting pressure on your kidneys. A thin tube (catheter) to drain the bladder is the first treatment and should not wait. Your kidney tests and fluid levels will be checked closely afterwards.",
    nextSteps: ["Decompress the bladder with a catheter now"],
    patientQuestions: ["What caused my bladder to stop emptying, and do any of my medicines need to change?"],
    evidence: ["serlin-2018-urinary-retention"],
    keywords: ["urinary retention", "acute kidney injury", "obstruction", "catheter", "post-obstructive diuresis"],
    match,
  },
];
