/**
 * Pulmonary embolism on a recent scan, already treated with apixaban (review 13 imaging-notes,
 * round 3 case 24). The untreated case is pe-on-imaging.ts; here the only thing worth saying is how
 * the course runs: 10 mg twice daily for the first 7 days, then 5 mg twice daily (apixaban label,
 * evidence "eliquis-label"), for at least 3 months before provoked or unprovoked cause and
 * bleeding risk decide whether to go on (ESC 2019, evidence "esc-2019-acute-pe").
 */
import { FindingFamily, Severity } from "../model.ts";
import { medNames, type RuleContext } from "./context.ts";
import { recentPeOnScan } from "./pe-on-imaging.ts";
import type { Rule, RuleMatch } from "./types.ts";

const APIXABAN = /\b(?:apixaban|eliquis)\b/i;
const LOADING_DAYS = 7;
const DAY_MS = 24 * 3600 * 1000;

const isoDay = (t: number) => new Date(t).toISOString().slice(0, 10);

function match(ctx: RuleContext): RuleMatch | undefined {
  const found = recentPeOnScan(ctx);
  if (found === undefined) return undefined;
  const apixaban = ctx.meds("doac").filter((m) => APIXABAN.test(m.name) || m.drugs.includes("apixaban"));
  if (apixaban.length === 0) return undefined;
  const start = apixaban.map((m) => Date.parse(m.startDate ?? "")).find((t) => !Number.isNaN(t));
  const stepDown =
    start === undefined ? "" : ` (started ${isoDay(start)}, so from ${isoDay(start + LOADING_DAYS * DAY_MS)})`;
  return {
    refs: [found.study.ref, ...apixaban.map((m) => m.ref)],
    values: { drug: medNames(apixaban), stepDown },
  };
}

export const PE_APIXABAN_COURSE_RULES: readonly Rule[] = [
  {
    id: "pe-apixaban-course",
    family: FindingFamily.imaging,
    severity: Severity.low,
    problem: "Pulmonary embolism",
    title: "Pulmonary embolism on apixaban: loading phase and length of treatment",
    clinician:
      "Pulmonary embolism on a recent scan, treated with {drug}: for PE, apixaban is 10 mg twice daily for the first 7 days, then 5 mg twice daily{stepDown}; check the prescription steps down. Anticoagulate for at least 3 months, then weigh whether the PE was provoked and the bleeding risk before stopping or going on.",
    patient:
      "You are taking apixaban for the clots in your lungs. The first 7 days use a higher dose (10 mg twice a day), after which it drops to 5 mg twice a day; check with your pharmacist or doctor when to switch. Treatment usually lasts at least 3 months. Do not stop it without talking to your doctor.",
    nextSteps: [
      "Confirm the step-down from 10 mg to 5 mg twice daily after 7 days is on the prescription",
      "Review at 3 months: provoked or unprovoked PE and bleeding risk decide whether to stop or continue",
    ],
    patientQuestions: ["When does my apixaban dose go down, and how long will I take it?"],
    evidence: ["eliquis-label", "esc-2019-acute-pe"],
    keywords: ["pulmonary embolism", "apixaban", "anticoagulation duration"],
    match,
  },
];
