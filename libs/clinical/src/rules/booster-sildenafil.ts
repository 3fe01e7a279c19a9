import { FindingFamily, Severity } from "../model.ts";
import { formatNumber } from "../text.ts";
import { activeNamed, BOOSTER } from "./booster-corticosteroid.ts";
import { medNames, type RuleContext } from "./context.ts";
import type { Rule, RuleMatch } from "./types.ts";

/*
 * Sildenafil for erectile dysfunction with a ritonavir- or cobicistat-boosted HIV regimen (review 24,
 * deep-24 case 07: Genvoya with sildenafil 100 mg as needed drew nothing).
 * HIV drug-interaction guide (evidence "hiv-guide-cobicistat-sildenafil"): the booster blocks the
 * CYP3A4 that clears sildenafil, so its levels and side effects (low blood pressure, dizziness,
 * fainting, visual change) rise; for erectile dysfunction it is kept to at most 25 mg in 48 hours
 * (started at 12.5 mg), and a dose already taken is lowered to that limit. Sildenafil for pulmonary
 * hypertension is contraindicated with a booster: that use (Revatio, or three times a day) is left
 * out here, as its plan is the pulmonary hypertension team's.
 */

const SILDENAFIL = /\b(?:sildenafil|viagra)\b/i;
const PULMONARY_HYPERTENSION = /\brevatio\b|\bgranpidam\b|\b(?:three times|tds|tid)\b/i;
/** The most sildenafil the guide allows in 48 hours beside a booster, in mg. */
const LIMIT_MG = 25;

function match(ctx: RuleContext): RuleMatch | undefined {
  const boosters = activeNamed(ctx, BOOSTER);
  const sildenafil = activeNamed(ctx, SILDENAFIL).filter(
    (m) => !PULMONARY_HYPERTENSION.test([m.name, m.dosage, m.frequency].filter(Boolean).join(" ")),
  );
  if (boosters.length === 0 || sildenafil.length === 0) return undefined;
  const strengths = sildenafil.flatMap((m) => {
    const mg = /(\d+(?:\.\d+)?)\s*mg\b/i.exec(`${m.name} ${m.dosage ?? ""}`);
    return mg ? [Number(mg[1])] : [];
  });
  const highest = strengths.length > 0 ? Math.max(...strengths) : undefined;
  return {
    refs: ctx.refs(...boosters, ...sildenafil),
    values: {
      boosters: medNames(boosters),
      sildenafil: medNames(sildenafil),
      dose:
        highest !== undefined && highest > LIMIT_MG
          ? ` The recorded strength, ${formatNumber(highest)} mg, is above that limit.`
          : "",
    },
  };
}

export const BOOSTER_SILDENAFIL_RULES: readonly Rule[] = [
  {
    id: "booster-sildenafil",
    family: FindingFamily.drugLab,
    severity: Severity.moderate,
    problem: "Boosted HIV treatment and sildenafil",
    title: "Sildenafil with a ritonavir- or cobicistat-boosted HIV medicine",
    clinician:
      "{sildenafil} with {boosters}: ritonavir and cobicistat block CYP3A4, which clears sildenafil, so its levels rise and with them low blood pressure, dizziness, fainting and visual change. For erectile dysfunction the HIV drug-interaction guidance keeps sildenafil to at most 25 mg in 48 hours beside a booster, starting at 12.5 mg.{dose}",
    patient:
      "One of your HIV medicines ({boosters}) slows down how your body clears sildenafil, so a usual dose can act much more strongly and cause dizziness, fainting or low blood pressure. With your HIV medicine a lower dose is advised: no more than 25 mg in 48 hours. Ask your HIV team or pharmacist before your next dose.",
    nextSteps: [
      "Lower sildenafil to at most 25 mg in 48 hours beside the booster (12.5 mg to start), and warn about dizziness, fainting and visual change",
    ],
    patientQuestions: ["What dose of sildenafil is safe with my HIV medicine?"],
    evidence: ["hiv-guide-cobicistat-sildenafil"],
    keywords: ["sildenafil", "cobicistat", "ritonavir", "erectile dysfunction", "cyp3a4"],
    match,
  },
];
