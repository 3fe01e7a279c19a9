import { FindingFamily, type LabObservation, Severity } from "../model.ts";
import { formatNumber } from "../text.ts";
import type { RuleContext } from "./context.ts";
import { statedMention } from "./notes.ts";
import type { Rule } from "./types.ts";
import { isActiveCondition } from "../vocab/conditions.ts";

/*
 * Possible lupus nephritis in a patient with systemic lupus erythematosus (review 11, rheumatology
 * case 06: low C3 and C4, anti-dsDNA 312, uPCR 185 mg/mmol, creatinine 68 → 112 µmol/L). The
 * EULAR/ERA-EDTA 2019 recommendations ("eular-2019-lupus-nephritis", statement 1): any sign of
 * kidney involvement, above all reproducible proteinuria of 0.5 g/24 h or more, especially with
 * glomerular haematuria or cellular casts, is an indication for kidney biopsy, because clinical and
 * serological tests do not predict the biopsy findings; the same recommendations call a uPCR below
 * 50 mg/mmol a complete renal response. Without this rule the engine listed C3, C4 and dsDNA as
 * separate unexplained lines and sent the kidney picture down the generic AKI path.
 *
 * SLE is read from the condition list by name (there is no condition concept for it yet). A kidney
 * sign is a uPCR of 50 mg/mmol or more (about 0.5 g/day), dipstick protein 2+ or more (lab or notes),
 * or a creatinine risen by a quarter or more from an earlier value. Low C3/C4 or a raised anti-dsDNA
 * are named as supporting activity but are not required: biopsy rests on the urine.
 */

const SLE = /\bsystemic lupus\b|\blupus erythematosus\b|\bsle\b|\blupus nephritis\b/i;
const NOT_SLE = /\b(?:discoid|cutaneous|drug[- ]induced|neonatal)\s+lupus\b/i;

/** uPCR in the rule unit (mg/g) equal to 50 mg/mmol, the EULAR complete-response bound (×0.113). */
const UPCR_MG_PER_G = 50 / 0.113;
/** A creatinine rise of a quarter or more from an earlier value is treated as a fall in function. */
const CREATININE_RISE = 1.25;

const C3 = /\bc3\b/i;
const C4 = /\bc4\b/i;
const DSDNA = /\b(?:anti[-\s]?)?ds[-\s]?dna\b|double[-\s]stranded dna/i;
const PROTEIN_DIP_TEXT = /\bprotein(?:uria)?\s*(?:[2-4]\s*\+|\+{2,4})|\b[2-4]\s*\+\s*protein/;
const PROTEIN_DIP_NAME = /\b(?:urine|urinary|urinalysis|dipstick)\b.*\bprotein\b/i;

const low = (o: LabObservation) => o.status === "low" || o.status === "critical-low";
const high = (o: LabObservation) => o.status === "high" || o.status === "critical-high";

function byName(ctx: RuleContext, re: RegExp): LabObservation | undefined {
  return ctx.model.labs.find((o) => re.test(o.name));
}

/** The kidney signs present, with the results they rest on. */
function kidneySigns(ctx: RuleContext): { text: string[]; refs: string[] } {
  const text: string[] = [];
  const refs: string[] = [];
  const upcr = ctx.lab("upcr");
  const v = ctx.valueOf(upcr);
  if (upcr && v !== undefined && v >= UPCR_MG_PER_G) {
    text.push(`uPCR ${ctx.show(upcr)}`);
    refs.push(upcr.ref);
  }
  const dip = ctx.model.labs.find(
    (o) => PROTEIN_DIP_NAME.test(o.name) && !/ratio/i.test(o.name) && /[2-4]\s*\+|\+{2,4}/.test(o.rawValue),
  );
  if (dip) {
    text.push(`${dip.name} ${ctx.show(dip)}`);
    refs.push(dip.ref);
  } else if (text.length === 0) {
    const quote = statedMention(ctx.freeText, PROTEIN_DIP_TEXT);
    if (quote) text.push(`"${quote}" in the notes`);
  }
  const creat = ctx.labs("creatinine").filter((o) => o.standard !== undefined);
  if (creat.length >= 2) {
    const [latest, ...earlier] = creat;
    const lo = earlier.reduce((a, b) => ((ctx.valueOf(b) ?? Infinity) < (ctx.valueOf(a) ?? Infinity) ? b : a));
    const now = ctx.valueOf(latest);
    const base = ctx.valueOf(lo);
    if (latest && now !== undefined && base !== undefined && base > 0 && now / base >= CREATININE_RISE) {
      text.push(`creatinine ${ctx.show(latest)} up from ${ctx.show(lo)} (${formatNumber((now / base - 1) * 100, 0)}%)`);
      refs.push(latest.ref, lo.ref);
    }
  }
  return { text, refs };
}

function activeSle(ctx: RuleContext) {
  return ctx.model.conditions.filter((c) => SLE.test(c.name) && !NOT_SLE.test(c.name) && isActiveCondition(c.status));
}

/** Whether the lupus-nephritis finding applies: it then owns the kidney referral (see proteinuria-referral.ts). */
export function lupusNephritisSuspected(ctx: RuleContext): boolean {
  return activeSle(ctx).length > 0 && kidneySigns(ctx).text.length > 0;
}

export const LUPUS_NEPHRITIS_RULES: readonly Rule[] = [
  {
    id: "lupus-nephritis-suspected",
    family: FindingFamily.pattern,
    severity: Severity.high,
    problem: "Lupus kidney involvement",
    title: "Lupus with signs of kidney involvement: possible lupus nephritis",
    clinician:
      "Systemic lupus erythematosus with {signs}: possible active lupus nephritis. Any sign of kidney involvement in SLE, above all proteinuria of 0.5 g/day or more with haematuria or casts, is an indication for kidney biopsy; urine and blood tests cannot tell the class of nephritis, which decides treatment.",
    patient:
      "Your lupus may be affecting your kidneys: your tests show protein leaking into the urine or a change in kidney function. Your lupus or kidney team needs to see you within the next few days.",
    nextSteps: [
      "Urgent rheumatology and nephrology review (within days) for kidney biopsy",
      "Urine microscopy for red cells and casts, and a repeat uPCR to confirm the proteinuria",
      "Check blood pressure, albumin and creatinine; start or optimise an ACE inhibitor or ARB for proteinuria if blood pressure allows",
      "Do not put the kidney changes down to NSAIDs or dehydration without the nephritis work-up",
    ],
    patientQuestions: ["When can I see my lupus or kidney team, and will I need a kidney biopsy?"],
    evidence: ["eular-2019-lupus-nephritis"],
    keywords: ["lupus nephritis", "sle", "proteinuria", "complement", "anti-dsdna", "kidney biopsy"],
    match: (ctx) => {
      const sle = activeSle(ctx);
      if (sle.length === 0) return undefined;
      const signs = kidneySigns(ctx);
      if (signs.text.length === 0) return undefined;
      const serology = [byName(ctx, C3), byName(ctx, C4)]
        .filter((o): o is LabObservation => o !== undefined && low(o))
        .concat([byName(ctx, DSDNA)].filter((o): o is LabObservation => o !== undefined && high(o)));
      return {
        refs: [...ctx.refs(...sle), ...signs.refs, ...ctx.refs(...serology)],
        values: { signs: signs.text.join(", ") },
        ...(serology.length === 0
          ? {}
          : {
              clinicianExtra: `Serology points to active disease: ${serology.map((o) => `${o.name} ${ctx.show(o)}`).join(", ")}.`,
            }),
      };
    },
  },
];
