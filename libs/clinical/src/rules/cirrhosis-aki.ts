import type { RuleContext } from "./context.ts";
import { medNames } from "./context.ts";
import { ascitesRecorded, knownCirrhosis } from "./cirrhosis.ts";
import type { Rule } from "./types.ts";

/*
 * A creatinine rise in cirrhosis with ascites (review 12 deep case 03: 0.9 → 1.6 mg/dL over 80 days
 * on spironolactone, furosemide and naproxen). The general finding judged it by KDIGO's 7-day
 * window and did not name hepatorenal syndrome. The International Club of Ascites (ICA) counts a
 * rise of 50% or more from baseline as acute kidney injury in cirrhosis, and hepatorenal syndrome
 * (HRS-AKI) is diagnosed only when creatinine does not improve after at least 2 days of stopping
 * diuretics and giving albumin (1 g/kg a day, at most 100 g), with no shock, no current or recent
 * nephrotoxic drug and no sign of structural kidney disease (evidence "ica-2015-aki-cirrhosis").
 */

/** ICA: a rise of 50% or more from baseline. */
const ICA_RATIO = 1.5;
/**
 * How old an earlier result may be to serve as the baseline: an engine choice, so that a value from
 * years before, when the liver disease was milder, is not read as the baseline of a new injury.
 */
const BASELINE_DAYS = 90;
const DAY_MS = 86_400_000;

/** The lowest creatinine of the BASELINE_DAYS before the latest, when the latest is 1.5 times it or more. */
function icaRise(ctx: RuleContext): { ratio: number } | undefined {
  const [latest, ...earlier] = ctx.labs("creatinine").filter((o) => o.time !== undefined);
  const now = ctx.valueOf(latest);
  if (latest?.time === undefined || now === undefined) return undefined;
  const at = latest.time;
  const base = Math.min(
    ...earlier
      .filter((o) => o.time !== undefined && o.time < at && at - o.time <= BASELINE_DAYS * DAY_MS)
      .map((o) => ctx.valueOf(o) ?? Infinity),
  );
  return Number.isFinite(base) && base > 0 && now >= base * ICA_RATIO ? { ratio: now / base } : undefined;
}

/** The acute creatinine rise finding, read by the ICA criteria when cirrhosis with ascites is on record. */
export function withCirrhosisAki(rule: Rule): Rule {
  return {
    ...rule,
    match: (ctx) => {
      const m = rule.match(ctx);
      const cirrhosis = m === undefined ? undefined : knownCirrhosis(ctx);
      if (m === undefined || cirrhosis === undefined || !ascitesRecorded(ctx) || icaRise(ctx) === undefined) return m;
      const diuretics = ctx.medsOf("loop-diuretic", "thiazide", "mra");
      const nsaids = ctx.medsOf("nsaid");
      const stop = [...diuretics, ...nsaids];
      return {
        ...m,
        refs: [...m.refs, cirrhosis.ref, ...stop.map((s) => s.ref)],
        clinicianExtra: [
          m.clinicianExtra ?? "",
          `With ${cirrhosis.name} and ascites, a rise of 50% or more from baseline counts as acute kidney injury by the International Club of Ascites criteria, and hepatorenal syndrome (HRS-AKI) has to be considered. It is diagnosed only when creatinine does not improve after at least 2 days of stopping diuretics and giving IV albumin (1 g/kg a day, at most 100 g a day), with no shock, no current or recent nephrotoxic drug, and no sign of structural kidney disease (proteinuria above 500 mg a day, microscopic haematuria, abnormal kidney ultrasound).`,
          stop.length > 0 ? `${medNames(stop)} should be stopped first.` : "",
        ]
          .filter(Boolean)
          .join(" "),
        patientExtra: [
          m.patientExtra ?? "",
          "With liver scarring and fluid in the belly, this can be a kidney problem caused by the liver (hepatorenal syndrome). Your liver team needs to know about this result soon; they may pause water tablets and painkillers that strain the kidneys and give a drip of albumin (a blood protein).",
        ]
          .filter(Boolean)
          .join(" "),
        nextSteps: [
          `Stop ${stop.length > 0 ? medNames(stop) : "diuretics and nephrotoxic drugs"} and look for a trigger: infection (including spontaneous bacterial peritonitis), bleeding, fluid losses`,
          "If creatinine does not improve: IV albumin 1 g/kg a day (at most 100 g a day) for 2 days, with the liver team",
          "No response after 2 days, with no shock, no nephrotoxic drug and no sign of structural kidney disease (urine protein and blood, kidney ultrasound): treat as HRS-AKI with the liver team (vasoconstrictor with albumin; transplant assessment)",
        ],
        evidence: [...(m.evidence ?? []), "ica-2015-aki-cirrhosis"],
      };
    },
  };
}
