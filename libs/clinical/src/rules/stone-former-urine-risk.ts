import { FindingFamily, type LabObservation, Severity } from "../model.ts";
import type { RuleContext } from "./context.ts";
import type { Rule, RuleMatch } from "./types.ts";
import { isHigh } from "./lab-status.ts";

/*
 * A 24-hour urine collection read for the stone former it was taken for (review 21, urology 05: a man
 * with three calcium oxalate stones, 24-hour urine calcium 342 mg and uric acid 912 mg, both flagged
 * high, got two bare "above the range" lines and nothing on prevention).
 *
 * The collection is a stone work-up only beside a stone history (a listed condition or the notes), so
 * the rule asks for one. High urine calcium and high urine uric acid are each read by the laboratory's
 * own range (the cut-offs differ by sex and by laboratory; none is restated here). Prevention as the
 * NEJM clinical review of calcium stones tabulates it (worcester-coe-2010-calcium-stones): fluids for
 * every stone former; a thiazide-type diuretic lowers urine calcium in hypercalciuric stone formers;
 * allopurinol for hyperuricosuric calcium stone formers; the AUA guideline (aua-2014-kidney-stones)
 * frames the evaluation and prevention of adult stone formers. A drug already listed is not offered.
 * A high serum calcium or PTH leaves the reading to the hypercalcaemia rules.
 */

const STONE_HISTORY =
  /\b(?:kidney|renal|ureteric|ureteral|urinary) (?:stones?|calcul\w*)\b|\b(?:nephro|uro)lithiasis\b|\bcalcium oxalate (?:stones?|monohydrate|dihydrate)\b|\bstone (?:former|episode|analysis)\b/i;

/** A 24-hour (or "daily") urine result whose name also names the analyte. */
const daily = (analyte: RegExp) => (name: string) =>
  /\b(?:24\W?h(?:ou)?r?s?|daily)\b/i.test(name) && /\burin/i.test(name) && analyte.test(name);
const DAILY_CALCIUM = daily(/\bcalcium\b/i);
const DAILY_URATE = daily(/\b(?:uric acid|urate)\b/i);
const DAILY_VOLUME = daily(/\bvolume\b/i);
/** The daily urine volume the NEJM review's fluid advice aims above, in litres. */
const TARGET_LITRES = 2;

/** A 24-hour urine volume below the fluid target, read in litres or millilitres. */
function lowVolume(ctx: RuleContext): LabObservation | undefined {
  const o = latestOf(ctx, DAILY_VOLUME);
  if (o === undefined || o.value.kind !== "number") return undefined;
  const unit = (o.unit ?? "").toLowerCase();
  const litres = unit.startsWith("ml") ? o.value.value / 1000 : unit.startsWith("l") ? o.value.value : undefined;
  return litres !== undefined && litres < TARGET_LITRES ? o : undefined;
}

const FLUIDS = "Advise fluids for a urine volume above 2 litres a day, with less salt and animal protein in the diet";

/** The most recent numeric result whose name passes the test (ISO dates compare as text). */
function latestOf(ctx: RuleContext, test: (name: string) => boolean): LabObservation | undefined {
  return ctx.model.labs
    .filter((l) => test(l.name) && l.value.kind === "number")
    .reduce<LabObservation | undefined>(
      (a, b) => (a === undefined || (b.date ?? "") > (a.date ?? "") ? b : a),
      undefined,
    );
}

function latestHigh(ctx: RuleContext, test: (name: string) => boolean): LabObservation | undefined {
  const latest = latestOf(ctx, test);
  return latest !== undefined && isHigh(latest) ? latest : undefined;
}

function match(ctx: RuleContext): RuleMatch | undefined {
  const history = ctx.model.conditions.some((c) => STONE_HISTORY.test(c.name)) || STONE_HISTORY.test(ctx.freeText);
  if (!history) return undefined;
  // With a high serum calcium or PTH the urine calcium is read by the hypercalcaemia finding
  // (primary hyperparathyroidism), where fluids-and-thiazide stone prevention is the wrong plan.
  if ([ctx.lab("calcium"), ctx.lab("pth-intact")].some((o) => o !== undefined && isHigh(o))) return undefined;
  const calcium = latestHigh(ctx, DAILY_CALCIUM);
  const urate = latestHigh(ctx, DAILY_URATE);
  if (calcium === undefined && urate === undefined) return undefined;
  const volume = lowVolume(ctx);
  const onThiazide = ctx.meds("thiazide").length > 0;
  const onAllopurinol = ctx.meds("allopurinol").length > 0;
  const found = [
    calcium ? `24-hour urine calcium ${ctx.show(calcium)} (high calcium in the urine)` : "",
    urate ? `24-hour urine uric acid ${ctx.show(urate)} (high uric acid in the urine)` : "",
  ].filter(Boolean);
  const drugs = [
    calcium && !onThiazide ? "a thiazide-type diuretic lowers urine calcium in stone formers with hypercalciuria" : "",
    urate && !onAllopurinol ? "allopurinol is an option for calcium stone formers with hyperuricosuria" : "",
  ].filter(Boolean);
  return {
    refs: ctx.refs(calcium, urate, volume),
    values: {
      found: found.join(" and "),
      factors: found.length > 1 ? "urine risk factors" : "a urine risk factor",
      volume: volume
        ? ` The urine volume, ${ctx.show(volume)}, is below the 2 litres a day that fluid advice aims for.`
        : "",
      drugs: drugs.length > 0 ? ` Beyond fluids and diet, ${drugs.join("; ")}.` : "",
    },
    nextSteps: [
      FLUIDS,
      ...(drugs.length > 0
        ? [
            `Consider ${[calcium && !onThiazide ? "a thiazide-type diuretic" : "", urate && !onAllopurinol ? "allopurinol" : ""].filter(Boolean).join(" and ")} to prevent further stones`,
          ]
        : []),
    ],
  };
}

export const STONE_FORMER_URINE_RISK_RULES: readonly Rule[] = [
  {
    id: "stone-former-urine-risk",
    family: FindingFamily.pattern,
    severity: Severity.moderate,
    problem: "Kidney stones",
    title: "Kidney stone former with a stone risk found on the 24-hour urine",
    clinician:
      "Kidney stone history with {found}: {factors} for further stones that prevention can target.{volume}{drugs}",
    patient:
      "Your 24-hour urine collection shows a substance at a level that makes new kidney stones more likely. Drinking plenty to pass a lot of urine helps everyone who has had stones, and there are medicines that lower this risk; your doctor can talk through which suit you.",
    nextSteps: [FLUIDS],
    patientQuestions: ["What can I do, and which medicine might help, to stop new stones forming?"],
    evidence: ["worcester-coe-2010-calcium-stones", "aua-2014-kidney-stones"],
    keywords: ["kidney stones", "hypercalciuria", "hyperuricosuria", "24-hour urine", "stone prevention"],
    match,
  },
];
