import { FindingFamily, type LabObservation, Severity } from "../model.ts";
import { medNames, type RuleContext } from "./context.ts";
import type { Rule, RuleMatch } from "./types.ts";
import { readsAsUsUnits } from "./uk-record.ts";

/**
 * A raised ALT or low platelets on valproate, read as a possible valproate effect with the liver and
 * clotting checks the monitoring advice asks for.
 */

const F = FindingFamily.drugLab;

const high = (o: LabObservation | undefined) => o?.status === "high" || o?.status === "critical-high";
const low = (o: LabObservation | undefined) => o?.status === "low" || o?.status === "critical-low";

/** Platelet count (10^9/L) below which the label's trial counted clinically relevant thrombocytopenia. */
const PLATELETS_MARKED = 75;
/** ALT multiple of the upper limit treated as more than a transient rise. */
const ALT_MARKED_ULN = 3;
/** Total valproate (mg/L) above which low platelets became more likely in the label's trial. */
const LEVEL_PLATELETS = { female: 110, male: 135 } as const;

const LIVER_DISEASE = /\b(?:liver disease|cirrho|hepatitis|fatty liver|steatohepatitis|masld|nafld|hepatic)/i;

function valproateLiverPlatelets(ctx: RuleContext): RuleMatch | undefined {
  const meds = ctx.meds("valproate").filter((m) => m.active);
  if (meds.length === 0) return undefined;
  const alt = ctx.lab("alt");
  const plt = ctx.lab("platelets");
  const altHigh = high(alt) ? alt : undefined;
  const pltLow = low(plt) ? plt : undefined;
  if (altHigh === undefined && pltLow === undefined) return undefined;
  const altValue = ctx.valueOf(altHigh);
  const uln = ctx.upperLimit("alt");
  const altTimes = altValue !== undefined && uln !== undefined && uln > 0 ? altValue / uln : undefined;
  const pltValue = ctx.valueOf(pltLow);
  const inr = ctx.lab("inr");
  const inrHigh = high(inr) ? inr : undefined;
  const level = ctx.model.labs
    .filter((o) => /valpro/i.test(o.name) && o.value.kind === "number")
    .sort((a, b) => (b.time ?? 0) - (a.time ?? 0))[0];
  const levelValue = level?.value.kind === "number" ? level.value.value : undefined;
  const levelLimit = ctx.sex === "male" ? LEVEL_PLATELETS.male : LEVEL_PLATELETS.female;
  const liverDisease = ctx.model.conditions.find(
    (c) => !/resolved|inactive/i.test(c.status) && LIVER_DISEASE.test(c.name),
  );
  const marked =
    (pltValue !== undefined && pltValue < PLATELETS_MARKED) ||
    (altTimes !== undefined && altTimes >= ALT_MARKED_ULN) ||
    inrHigh !== undefined;
  const results = [
    altHigh
      ? `ALT ${ctx.show(altHigh)}${altTimes !== undefined ? `, about ${altTimes.toFixed(1)} times the upper limit` : ""}`
      : "",
    pltLow ? `platelets ${ctx.show(pltLow)}` : "",
  ].filter(Boolean);
  // A US record reads the US label's monitoring, not the NHS Specialist Pharmacy Service (review 48,
  // us-sources-48 case 03: a Denver record on divalproex was told what "the NHS Specialist Pharmacy
  // Service asks"); the SPS page alone gives the prothrombin time and the transient rise.
  const us = readsAsUsUnits(ctx);
  const parts = [
    altHigh && us
      ? "Valproate can injure the liver, sometimes fatally, mostly in the first 6 months, and the US label's boxed warning asks for close monitoring with serum liver tests at frequent intervals: review clinically and repeat the liver tests until the ALT settles."
      : "",
    altHigh && !us
      ? "Valproate can injure the liver, sometimes fatally, mostly in the first 6 months (US label's boxed warning): a raised ALT is often transient, but the NHS Specialist Pharmacy Service asks for clinical review and repeat liver tests with the prothrombin time (INR) until it settles."
      : "",
    pltLow
      ? "Valproate lowers platelets in a dose-related way (NHS Specialist Pharmacy Service) and also impairs platelet function."
      : "",
    pltLow && levelValue !== undefined && levelValue > levelLimit
      ? `The valproate level ${ctx.show(level)} is above ${levelLimit} mg/L, where low platelets became more likely in the label's trial, so the dose is the first thing to review.`
      : "",
    liverDisease
      ? `${liverDisease.name} is recorded: pre-existing liver disease adds to the risk of valproate liver injury, and lowers albumin so a total level under-reads the free drug.`
      : "",
    inrHigh
      ? `INR ${ctx.show(inrHigh)} is raised: abnormal liver function with a prolonged prothrombin time is a reason to stop valproate.`
      : "",
  ].filter(Boolean);
  return {
    refs: ctx.refs(...[altHigh, pltLow, level, inrHigh].filter((o): o is LabObservation => o !== undefined), ...meds),
    severity: marked ? Severity.high : Severity.moderate,
    values: {
      med: medNames(meds),
      results: results.join("; "),
      reading: parts.join(" "),
      patientLabs: [altHigh ? "a liver test (ALT) is raised" : "", pltLow ? "your platelets are low" : ""]
        .filter(Boolean)
        .join(" and "),
    },
    nextSteps: [
      "Ask about bruising, bleeding, jaundice, abdominal pain, vomiting or drowsiness; repeat liver tests with INR and bilirubin and a full blood count",
      `Review the valproate dose${level ? " and level" : ""} with the prescriber; valproate is stopped under specialist advice if liver function is abnormal with a prolonged INR, or with a blood dyscrasia or bleeding`,
    ],
  };
}

export const VALPROATE_LIVER_PLATELET_RULES: readonly Rule[] = [
  {
    id: "valproate-liver-platelets",
    family: F,
    severity: Severity.moderate,
    problem: "Medication safety",
    title: "Raised ALT or low platelets on valproate",
    clinician: "On valproate ({med}) with {results}. {reading}",
    patient:
      "You take valproate, and {patientLabs}. Valproate can affect the liver and lower platelets (the cells that help blood clot). Ask your doctor to review these results and your valproate dose; do not stop valproate on your own. Get medical help the same day if you notice yellowing of the skin or eyes, unusual bruising or bleeding, {tummy} pain with vomiting, or unusual drowsiness.",
    nextSteps: ["Repeat liver tests with INR and a full blood count; review the valproate dose with the prescriber"],
    patientQuestions: ["Could my valproate be affecting my liver or platelets, and does my dose need changing?"],
    // The US label leads (review 39, country-39 case 01: a US record cited the NHS SPS page alone); the
    // text names SPS for what only its page gives, so sourcesForCountry keeps it on a US record.
    evidence: ["fda-valproate-label", "sps-valproate-monitoring"],
    keywords: ["valproate", "alt", "hepatotoxicity", "thrombocytopenia", "platelets"],
    match: valproateLiverPlatelets,
  },
];
