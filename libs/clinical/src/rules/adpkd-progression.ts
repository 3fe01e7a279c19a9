import { FindingFamily, Severity } from "../model.ts";
import { formatNumber } from "../text.ts";
import { summariseSeries } from "../trends.ts";
import { medNames, type RuleContext } from "./context.ts";
import { statedMention } from "./notes.ts";
import { sustainedEgfrDecline } from "./patterns.ts";
import type { Rule } from "./types.ts";

/*
 * Autosomal dominant polycystic kidney disease with a sustained eGFR fall of more than 5 a year
 * (KDIGO 2024's rapid progression, which egfr-rapid-decline reports): NICE TA358 recommends
 * tolvaptan for adults with CKD stage 2 or 3 at the start of treatment and evidence of rapidly
 * progressing disease, so the referral names that question (review 15, leftovers-b cases 06–07).
 * The "kidney disease" in its name already makes it CKD for the other kidney rules.
 */

const ADPKD = /polycystic kidney|\badpkd\b|polycystic renal/i;
const NOT_ADPKD = /recessive|\barpkd\b|family|screen|risk of/i;
const NSAID_NOTED = /\b(?:ibuprofen|naproxen|diclofenac|nsaids?|anti-?inflammator(?:y|ies))\b/;

export const ADPKD_RULES: readonly Rule[] = [
  {
    id: "adpkd-rapid-progression",
    family: FindingFamily.pattern,
    severity: Severity.moderate,
    problem: "Kidney function",
    title: "Polycystic kidney disease progressing quickly: tolvaptan question",
    clinician:
      "Autosomal dominant polycystic kidney disease with eGFR falling from {from} to {to} ({rate} mL/min/1.73 m² per year), now in CKD stage {stage}. NICE TA358 recommends tolvaptan for adults with ADPKD who have CKD stage 2 or 3 at the start of treatment and evidence of rapidly progressing disease, so the nephrology team should assess eligibility.{nsaid}",
    patient:
      "Your kidney filtering number is falling faster than expected with polycystic kidney disease. A kidney specialist can check whether a medicine that slows this disease (tolvaptan) is right for you.{nsaidPatient}",
    nextSteps: [
      "Refer to nephrology to assess tolvaptan eligibility (NICE TA358) and confirm the rate of decline",
      "Look for reversible causes of the fall and review medicines that can harm the kidneys",
    ],
    patientQuestions: ["Could tolvaptan slow my polycystic kidney disease?"],
    evidence: ["nice-ta358-tolvaptan-adpkd", "kdigo-2024-ckd"],
    keywords: ["autosomal dominant polycystic kidney disease", "tolvaptan", "egfr decline"],
    match: (ctx: RuleContext) => {
      if (ctx.age === undefined || ctx.age < 18) return undefined;
      const pkd = ctx.model.conditions.filter(
        (c) => (ADPKD.test(c.name) || /^Q61\.[23]/i.test(c.code ?? "")) && !NOT_ADPKD.test(c.name),
      );
      if (pkd.length === 0) return undefined;
      if (ctx.model.medications.some((m) => m.active && /tolvaptan|jinarc|jynarque/i.test(m.name))) return undefined;
      const series = ctx.series("egfr");
      const s = series === undefined ? undefined : summariseSeries(series, ctx.model);
      if (series === undefined || s?.perYear === undefined || s.perYear > -5) return undefined;
      if (s.last.time - s.first.time < 180 * 86_400_000 || !sustainedEgfrDecline(series.points)) return undefined;
      // TA358 covers CKD stages 2 and 3 at the start of treatment.
      if (s.last.value < 30 || s.last.value >= 90) return undefined;
      const nsaids = ctx.meds("nsaid");
      const noted = nsaids.length === 0 ? statedMention(ctx.freeText, NSAID_NOTED) : undefined;
      const nsaid = nsaids.length > 0 ? medNames(nsaids) : noted;
      return {
        refs: [...ctx.refs(...pkd), ...series.points.map((p) => p.labRef).filter((r): r is string => r !== undefined)],
        values: {
          from: `${formatNumber(s.first.value)} (${s.first.date.slice(0, 10)})`,
          to: `${formatNumber(s.last.value)} (${s.last.date.slice(0, 10)})`,
          rate: formatNumber(s.perYear, 1),
          stage: s.last.value >= 60 ? "2" : "3",
          nsaid:
            nsaid === undefined
              ? ""
              : ` The record shows NSAID use (${nsaid}): KDIGO 2024 advises avoiding nephrotoxins such as prolonged NSAIDs in CKD.`,
          nsaidPatient:
            nsaid === undefined
              ? ""
              : " Anti-inflammatory painkillers such as ibuprofen can harm the kidneys: ask your doctor about safer pain relief.",
        },
      };
    },
  },
];
