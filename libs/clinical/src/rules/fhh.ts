import type { LabObservation } from "../model.ts";
import type { RuleContext } from "./context.ts";
import type { RuleMatch } from "./types.ts";
import { statedMention } from "./notes.ts";
import { capitalise } from "../text.ts";

/*
 * Familial hypocalciuric hypercalcaemia (FHH) read from a urine calcium:creatinine clearance ratio
 * (CCCR) already in the record (review 13, adrenal-pituitary case 08: calcium 2.71 mmol/L, PTH 4.8,
 * CCCR 0.004, high since age 18, a mother not cured by parathyroid surgery, called primary
 * hyperparathyroidism and sent to a surgeon while the step still asked for the ratio).
 *
 * A CCCR below 0.01 suggests FHH and one of 0.02 or more primary hyperparathyroidism (Imperial
 * metabolic medicine case review); FHH does not respond to parathyroidectomy (GPnotebook). A low
 * ratio is lowered falsely by vitamin D deficiency, kidney impairment and some medicines, and
 * genetic testing settles it (SFEBES 2026 audit: PPV of a CCCR below 0.01 only 19%, half with such
 * confounders), so the reading names what would confound it and asks for CASR testing.
 */

export const CCCR = /\bcalcium\W{0,3}creatinine clearance\b|\bcccr\b|\bca\W?cr clearance\b/i;
/** Below this ratio FHH is suggested; at or above 0.02 primary hyperparathyroidism. */
const FHH_BELOW = 0.01;
const PHPT_FROM = 0.02;
/** 25-hydroxyvitamin D (ng/mL, the rule unit) below which the ratio may be falsely low: 50 nmol/L. */
const LOW_VITAMIN_D = 20;
/** eGFR (mL/min/1.73 m²) below which the ratio may be falsely low. */
const LOW_EGFR = 60;
const LIFELONG =
  /\b(?:since (?:age|childhood|(?:he|she|they) (?:was|were) (?:young|a child))|lifelong|life-long|all (?:his|her|their) life|every test since)\b/i;
const FAMILY_CALCIUM = /\b(?:calcium|hypercalc\w*|parathyroid|fhh|hypocalciuric)\b/i;
/*
 * A 24-hour urine calcium with no clearance ratio (review 13, nutrition case 15: 95 mg/24h, a father
 * with an untreated high calcium, on lithium, sent to a parathyroid surgeon). Below 2.5 mmol (100 mg)
 * a day is the hypocalciuria found in about half of FHH (J Intern Med 1989); lithium lowers urine
 * calcium too and mimics FHH (VisualDx), so the ratio is asked for before any surgery.
 */
const DAILY_URINE_CALCIUM = /\b(?:24\W?h(?:ou)?r?|daily)\b.*\burin\w*\b.*\bcalcium\b|\burin\w* calcium\b.*\b24\W?h/i;
const LOW_DAILY_MG = 100;
const LOW_DAILY_MMOL = 2.5;

function lowDailyUrineCalcium(ctx: RuleContext): LabObservation | undefined {
  const o = ctx.model.labs.find((l) => DAILY_URINE_CALCIUM.test(l.name) && l.value.kind === "number");
  if (o === undefined || o.value.kind !== "number") return undefined;
  const unit = (o.unit ?? "").toLowerCase();
  const limit = unit.startsWith("mg") ? LOW_DAILY_MG : unit.startsWith("mmol") ? LOW_DAILY_MMOL : undefined;
  const low = limit !== undefined ? o.value.value < limit : o.status === "low";
  return low ? o : undefined;
}

export interface FhhReading {
  ratio: LabObservation;
  value: number;
  /** Below 0.01: FHH suggested; else between 0.01 and 0.02, not separated. */
  low: boolean;
  /** Read from a low 24-hour urine calcium, the ratio not yet measured. */
  daily?: boolean;
  supporting: string[];
  confounders: string[];
  /** The vitamin D read, when in the record, and whether kidney function is. */
  vitaminD?: LabObservation;
  kidneyKnown: boolean;
  refs: string[];
}

/**
 * The urine CCCR beside a PTH-dependent high calcium, when it is below 0.02, or undefined (none, or
 * 0.02 or more, which fits primary hyperparathyroidism and keeps that reading).
 */
export function fhhReading(ctx: RuleContext): FhhReading | undefined {
  const measured = ctx.model.labs.find((o) => CCCR.test(o.name) && o.value.kind === "number");
  const daily = measured === undefined ? lowDailyUrineCalcium(ctx) : undefined;
  const ratio = measured ?? daily;
  if (ratio === undefined || ratio.value.kind !== "number") return undefined;
  const value = ratio.value.value;
  if (daily === undefined && value >= PHPT_FROM) return undefined;
  const relatives = ctx.model.familyHistory.filter((f) => FAMILY_CALCIUM.test(f.condition));
  const supporting = [
    statedMention(ctx.freeText, LIFELONG) !== undefined ? "a lifelong high calcium" : "",
    ...relatives.map((f) => `${f.relationship}: ${f.condition}`),
  ].filter(Boolean);
  const vitD = ctx.lab("vitamin-d-25oh");
  const d = ctx.valueOf(vitD);
  const egfr = ctx.valueOf(ctx.lab("egfr"));
  const confounders = [
    d !== undefined && d < LOW_VITAMIN_D ? `low vitamin D ${ctx.show(vitD)}` : "",
    egfr !== undefined && egfr < LOW_EGFR ? "reduced kidney function" : "",
    ctx.meds("thiazide").length > 0 ? "a thiazide" : "",
    ctx.meds("lithium").length > 0 ? "lithium" : "",
  ].filter(Boolean);
  return {
    ratio,
    value,
    low: daily === undefined && value < FHH_BELOW,
    ...(daily !== undefined && { daily: true }),
    supporting,
    confounders,
    ...(vitD !== undefined && { vitaminD: vitD }),
    kidneyKnown: egfr !== undefined || ctx.lab("creatinine") !== undefined,
    refs: [ratio.ref, ...relatives.map((f) => f.ref)],
  };
}

const FHH_EVIDENCE = ["imperial-fhh-cccr", "sfebes-2026-fhh-cccr-audit", "gpnotebook-fhh"];
const DAILY_EVIDENCE = ["jim-1989-fhh-kindreds", "visualdx-fhh", "gpnotebook-fhh"];

/**
 * Rewrites the PTH-dependent hypercalcaemia match (rules/patterns.ts) when the urine CCCR points to
 * FHH: no parathyroid surgery referral, CASR testing and family screening instead. Returns the
 * evidence ids its statements rest on.
 */
export function readAsFhh(match: RuleMatch, fhh: FhhReading, ctx: RuleContext): string[] {
  // The ratio is shown as written: rounding to the display precision would show 0.004 as 0.
  const shown = fhh.ratio.rawValue.trim();
  const measure = fhh.daily ? "urine calcium" : "ratio";
  const confounded =
    fhh.confounders.length > 0
      ? ` ${fhh.confounders.join(", ")} can lower the ${measure} falsely, so correct or allow for ${fhh.confounders.length > 1 ? "them" : "it"} before relying on it.`
      : [
          fhh.vitaminD !== undefined
            ? ` Vitamin D ${ctx.show(fhh.vitaminD)} is adequate, so it does not lower the ratio falsely.`
            : "",
          fhh.kidneyKnown ? "" : ` Check kidney function, as impairment can lower the ${measure} falsely.`,
        ].join("");
  const support = fhh.supporting.length > 0 ? ` (with ${fhh.supporting.join("; ")})` : "";
  const pth =
    typeof match.values?.pth === "string"
      ? match.values.pth.replace(/, consistent with primary hyperparathyroidism\.$/, ".")
      : "";
  if (fhh.daily) return readDailyAsFhh(match, fhh, pth, shown, confounded);
  match.values = {
    ...match.values,
    pth: fhh.low
      ? `${pth} But the urine calcium:creatinine clearance ratio ${shown} is below 0.01${support}, which points to familial hypocalciuric hypercalcaemia (FHH) rather than primary hyperparathyroidism; FHH does not respond to parathyroidectomy.${confounded}`
      : `${pth} The urine calcium:creatinine clearance ratio ${shown} is between 0.01 and 0.02, where FHH and primary hyperparathyroidism overlap${support}.${confounded}`,
    ...(fhh.low && {
      cause:
        "Your urine test shows your kidneys hold on to calcium, which fits an inherited condition called familial hypocalciuric hypercalcaemia (FHH).",
    }),
  };
  match.refs = [...new Set([...match.refs, ...fhh.refs])];
  const steps = (match.nextSteps ?? []).filter((s) => !/parathyroid surgeon|to exclude familial hypocalciuric/.test(s));
  match.nextSteps = [
    ...steps,
    fhh.low
      ? "Do not refer for parathyroid surgery on this result: refer to endocrinology for CASR genetic testing, and offer calcium testing to first-degree relatives"
      : "Refer to endocrinology: CASR genetic testing separates FHH from primary hyperparathyroidism before any surgery is considered; assess end-organ effects meanwhile (DXA, renal tract ultrasound, eGFR)",
  ];
  match.patientExtra = fhh.low
    ? "FHH is usually harmless and an operation on the parathyroid glands does not help it. Your doctor may offer a genetic test, and calcium tests for your close relatives."
    : "Your urine test does not yet tell apart an overactive parathyroid gland from a usually harmless inherited cause of high calcium. A hormone specialist can arrange a genetic test before any operation is considered.";
  return FHH_EVIDENCE;
}

/**
 * A low 24-hour urine calcium with no clearance ratio: FHH is not excluded, so the surgical referral
 * waits for the ratio (and CASR testing when it is low or a relative is affected).
 */
function readDailyAsFhh(match: RuleMatch, fhh: FhhReading, pth: string, shown: string, confounded: string): string[] {
  const unit = fhh.ratio.unit ?? fhh.ratio.rawUnit ?? "";
  const support = fhh.supporting.length > 0 ? `, with ${fhh.supporting.join("; ")}` : "";
  match.values = {
    ...match.values,
    pth: `${pth} But the 24-hour urine calcium ${shown}${unit ? ` ${unit}` : ""} is low (below 2.5 mmol, 100 mg, a day)${support}: relative hypocalciuria points to familial hypocalciuric hypercalcaemia (FHH), which does not respond to parathyroidectomy, so FHH is not yet excluded.${capitalise(confounded.trimStart()).replace(/^(?=.)/, " ")}`,
  };
  match.refs = [...new Set([...match.refs, ...fhh.refs])];
  const steps = (match.nextSteps ?? []).filter((s) => !/parathyroid surgeon|to exclude familial hypocalciuric/.test(s));
  match.nextSteps = [
    ...steps,
    "Before any parathyroid surgery referral, exclude FHH: calculate the calcium:creatinine clearance ratio from the 24-hour urine calcium and creatinine with a paired serum calcium and creatinine; if it is below 0.01 or a relative is affected, refer to endocrinology for CASR genetic testing and offer calcium testing to first-degree relatives",
  ];
  match.patientExtra =
    "Your urine calcium is low. This can happen with an inherited and usually harmless cause of high calcium called FHH, which an operation does not help, and lithium can lower urine calcium too. More tests are needed before any operation is considered.";
  return DAILY_EVIDENCE;
}
