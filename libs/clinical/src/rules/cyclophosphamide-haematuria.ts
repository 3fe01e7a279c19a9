import { FindingFamily, type LabObservation, Severity } from "../model.ts";
import { medNames, type RuleContext } from "./context.ts";
import { statedMention } from "./notes.ts";
import type { Rule, RuleMatch } from "./types.ts";
import { CYCLOPHOSPHAMIDE, named } from "./immunosuppressant-names.ts";

/**
 * Blood in the urine on cyclophosphamide, a sign of haemorrhagic cystitis and a reason to look for
 * bladder cancer.
 */

const F = FindingFamily.drugLab;

const VISIBLE_HAEMATURIA =
  /\b(?:visible|frank|gross|macroscopic)\s+ha?ematuria\b|\bblood\s+in\s+(?:the\s+|her\s+|his\s+|my\s+)?urine\b|\bred\s+urine\b|\burine\s+(?:is\s+|was\s+)?(?:red|bloody|pink)\b|\bpassing\s+blood\b/;
const URINE_RED_CELLS =
  /\burine\b.*\b(?:red\s+(?:blood\s+)?cells?|rbcs?|erythrocytes?)\b|\b(?:red\s+cells?|rbcs?)\b.*\burine\b/i;

function urineBloodResults(ctx: RuleContext): LabObservation[] {
  const dipstick = ctx.lab("urine-blood");
  const cells = ctx.model.labs.filter(
    (o) => URINE_RED_CELLS.test(o.name) && (o.status === "high" || o.status === "critical-high"),
  );
  const positiveDipstick =
    dipstick !== undefined && dipstick.status !== "normal" && !/\bneg|^\s*(?:nil|none|0)\s*$/i.test(dipstick.rawValue);
  return [...(positiveDipstick ? [dipstick] : []), ...cells.slice(0, 1)];
}

function cyclophosphamideHaematuria(ctx: RuleContext): RuleMatch | undefined {
  const meds = named(ctx, CYCLOPHOSPHAMIDE);
  if (meds.length === 0) return undefined;
  const results = urineBloodResults(ctx);
  const visible = statedMention(ctx.freeText, VISIBLE_HAEMATURIA);
  if (results.length === 0 && visible === undefined) return undefined;
  const what = [
    ...(visible === undefined ? [] : [`"${visible}"`]),
    ...results.map((o) => `${o.name} ${ctx.show(o)}`),
  ].join(", ");
  const vasculitis = ctx.model.conditions.some((c) => /vasculitis|anca|lupus|sle\b|glomerulonephritis/i.test(c.name));
  return {
    refs: ctx.refs(...meds, ...results),
    values: { med: medNames(meds), what },
    severity: visible === undefined ? Severity.moderate : Severity.high,
    clinicianExtra: vasculitis
      ? "With vasculitis or lupus, active glomerulonephritis is the other cause to exclude: look for red cell casts and dysmorphic red cells, and compare creatinine and urine protein with earlier results."
      : undefined,
  };
}

export const CYCLOPHOSPHAMIDE_HAEMATURIA_RULES: readonly Rule[] = [
  {
    id: "cyclophosphamide-haematuria",
    family: F,
    severity: Severity.high,
    problem: "Medication safety",
    title: "Blood in the urine on cyclophosphamide: possible haemorrhagic cystitis",
    clinician:
      "Haematuria on {med} ({what}). Cyclophosphamide's urinary metabolite (acrolein) can cause haemorrhagic cystitis, whose main sign is visible haematuria; long-term exposure also raises the risk of bladder cancer. Urinalysis, urine cytology and cystoscopy are the tests used to diagnose it.",
    patient:
      "You take cyclophosphamide and there is blood in your urine. This medicine can irritate the bladder and make it bleed. Contact the team who give it today, before your next dose, and drink plenty of fluids unless you have been told otherwise.",
    nextSteps: [
      "Contact the team giving cyclophosphamide today, before the next dose",
      "Urine microscopy (red cell casts), urine culture, creatinine and urine protein/creatinine ratio",
      "Persistent or recurrent visible haematuria: urology assessment (cystoscopy)",
    ],
    evidence: ["cancer-1988-cyclophosphamide-cystitis"],
    keywords: ["cyclophosphamide", "haemorrhagic cystitis", "haematuria", "acrolein", "mesna"],
    match: cyclophosphamideHaematuria,
  },
];
