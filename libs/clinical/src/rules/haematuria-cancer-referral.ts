import { FindingFamily, type LabObservation, Severity } from "../model.ts";
import type { RuleContext } from "./context.ts";
import { statedMention } from "./notes.ts";
import type { Rule, RuleMatch } from "./types.ts";

/*
 * Haematuria that meets the NICE NG12 suspected cancer referral criteria (review 14, kidney-urology
 * cases 03 and 05: a 67-year-old smoker with painless red urine and clots and a sterile culture got
 * only a "dipstick blood positive" line; a 63-year-old with non-visible haematuria on two strips and
 * a white cell count of 12.4 got four unrelated lab lines).
 *
 * NG12 1.6 (seen in the Macmillan rapid referral toolkit copy and local 2WW pages): refer on a
 * suspected cancer pathway (appointment within 2 weeks) for bladder or kidney cancer at 45 or over
 * with unexplained visible haematuria without a urinary tract infection, or visible haematuria that
 * persists or recurs after successful treatment of one; and for bladder cancer at 60 or over with
 * unexplained non-visible haematuria and either dysuria or a raised white cell count. Visible
 * haematuria carries about a 20% risk of urothelial cancer and non-visible about 3% (Cornwall 2WW
 * criteria), so most people referred do not have cancer.
 *
 * "Unexplained" is read narrowly: a urine infection on the strip or culture, menstruation, or a stone
 * episode stated in the notes keeps the rule silent (the infection is treated and the urine rechecked
 * first, as the criteria say). Only 1+ or more counts on the strip; a trace is not haematuria.
 */

const VISIBLE_AGE = 45;
const NON_VISIBLE_AGE = 60;

const VISIBLE =
  /(?<!\bnon[-\s]?)\b(?:visible|frank|gross|macroscopic)\s+ha?ematuria\b|\bred\s+urine\b|\burine\s+(?:is\s+|was\s+)?(?:red|bloody|pink)\b|\bpassing\s+blood\s+in\s+(?:the\s+|his\s+|her\s+)?urine\b|\bclots?\s+in\s+(?:the\s+|his\s+|her\s+)?urine\b/;
const DYSURIA =
  /\b(?:dysuria|burning (?:on|when|while) (?:passing urine|urinating|peeing|voiding)|painful (?:urination|micturition|voiding))\b/;
/** Something that explains blood in the urine, stated in the notes. */
const EXPLAINED =
  /\b(?:menstruat\w*|on (?:her|my) period|day \d+ of (?:her|my) period|period(?:s)? (?:started|now)|renal colic|ureteric colic|(?:kidney|ureteric|renal|bladder) stones?|urolithiasis|catheteri[sz]\w*|cystoscopy|urine infection|urinary tract infection|\buti\b|pyelonephritis)\b/;
const CULTURE = /\bculture\b|\bmc\s*&\s*s\b|\bmsu\b|\bm\s*c\s*s\b/i;
/** A culture report that grew an organism ("E. coli >10^5"), not "no (significant) growth" or a mixed growth. */
const GREW =
  /\b(?:e\.?\s*coli|klebsiella|proteus|enterococc\w*|pseudomonas|staphylococc\w*|>\s*10\^?[45]|10\^?[45]\s*cfu)\b/i;

const positiveStrip = (o: LabObservation | undefined): o is LabObservation =>
  o !== undefined && o.value.kind === "qualitative" && o.value.result === "positive";

/** A urine infection in the record: a positive nitrite, or a culture that grew an organism. */
function infectionShown(ctx: RuleContext): boolean {
  const nitrite = ctx.anyLab("urine-nitrite");
  if (nitrite !== undefined && nitrite.value.kind === "qualitative" && nitrite.value.result !== "negative") return true;
  return ctx.model.labs.some((o) => CULTURE.test(o.name) && GREW.test(o.rawValue));
}

function match(ctx: RuleContext): RuleMatch | undefined {
  const age = ctx.age;
  if (age === undefined || age < VISIBLE_AGE) return undefined;
  if (infectionShown(ctx) || statedMention(ctx.freeText, EXPLAINED) !== undefined) return undefined;
  // On cyclophosphamide the cyclophosphamide-haematuria rule reads it (haemorrhagic cystitis first).
  if (ctx.model.medications.some((m) => m.active && /cyclophosphamide/i.test(m.name))) return undefined;
  const visible = statedMention(ctx.freeText, VISIBLE);
  const strips = ctx.labs("urine-blood").filter(positiveStrip);
  const strip = strips[0];
  if (visible !== undefined) {
    return {
      refs: ctx.refs(strip),
      values: {
        what: `Visible haematuria (the notes record "${visible}"${strip ? `; urine dipstick blood ${strip.rawValue.trim()}` : ""})`,
        criterion: `at ${VISIBLE_AGE} or over with unexplained visible haematuria and no urinary infection (or visible haematuria that persists or recurs after a treated infection)`,
        kind: "bladder or kidney cancer",
      },
    };
  }
  if (age < NON_VISIBLE_AGE || strip === undefined) return undefined;
  const dysuria = statedMention(ctx.freeText, DYSURIA);
  const wbc = ctx.lab("wbc");
  const wbcHigh = wbc !== undefined && (wbc.status === "high" || wbc.status === "critical-high");
  if (dysuria === undefined && !wbcHigh) return undefined;
  const alongside = [
    dysuria !== undefined ? `dysuria ("${dysuria}")` : "",
    wbcHigh ? `a raised white cell count ${ctx.show(wbc)}` : "",
  ]
    .filter(Boolean)
    .join(" and ");
  return {
    refs: ctx.refs(...strips.slice(0, 2), wbcHigh ? wbc : undefined),
    values: {
      what: `Non-visible haematuria (urine dipstick blood ${strip.rawValue.trim()}${strips.length > 1 ? `, positive on ${strips.length} strips` : ""}) with ${alongside}`,
      criterion: `at ${NON_VISIBLE_AGE} or over with unexplained non-visible haematuria and dysuria or a raised white cell count`,
      kind: "bladder cancer",
    },
    patientExtra:
      "Blood seen only on a urine test is usually harmless, but at your age, together with your other results, guidelines advise a specialist check.",
  };
}

export const HAEMATURIA_CANCER_REFERRAL_RULES: readonly Rule[] = [
  {
    id: "haematuria-suspected-cancer-referral",
    family: FindingFamily.pattern,
    severity: Severity.high,
    problem: "Haematuria",
    title: "Haematuria meeting the urgent urology referral criteria",
    clinician:
      "{what} at age {age}, with no urinary infection, menstruation or stone recorded to explain it. NICE NG12 advises a suspected cancer pathway referral (appointment within 2 weeks) for {kind} {criterion}.",
    patient:
      "Blood in your urine, with no infection found to explain it, needs to be checked by a urology (bladder and kidney) specialist. Guidelines advise an urgent referral, usually to be seen within 2 weeks. Most people referred do not have cancer, but this check should not wait.",
    nextSteps: [
      "Refer on the suspected cancer pathway to urology (appointment within 2 weeks) for assessment of the bladder and kidneys",
    ],
    patientQuestions: ["When will I hear about my urology appointment, and what tests will it include?"],
    evidence: ["nice-ng12-suspected-cancer"],
    keywords: ["haematuria", "bladder cancer", "kidney cancer", "suspected cancer referral", "cystoscopy"],
    match: (ctx) => {
      const m = match(ctx);
      return m === undefined ? undefined : { ...m, values: { ...m.values, age: ctx.age ?? "" } };
    },
  },
];
