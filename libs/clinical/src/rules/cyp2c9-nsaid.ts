/**
 * CYP2C9 poor metabolisers and the NSAIDs CPIC doses by CYP2C9 (review 19, pgx-2 05: celecoxib and
 * ibuprofen with CYP2C9 *3/*3, unremarked; only the warfarin and phenytoin notes showed).
 *
 * CPIC 2020 (cpic-nsaid-2020) covers celecoxib, flurbiprofen, ibuprofen, lornoxicam, meloxicam,
 * piroxicam and tenoxicam: poor metabolisers (activity score 0 or 0.5) have higher exposure and a
 * higher risk of adverse effects. For celecoxib it advises starting at 25–50% of the lowest
 * recommended starting dose and titrating to effect (the FDA label: half the lowest dose). The
 * rows for the other NSAIDs were not seen, so for them the finding points to CPIC rather than
 * restating a dose. Naproxen, diclofenac and the rest are not in the guideline and are left out.
 */
import { FindingFamily, Severity } from "../model.ts";
import { cyp2c9ActivityScore, metaboliserPhenotype } from "../vocab/genetics.ts";
import { medNames } from "./context.ts";
import { isPlanned } from "./genetics.ts";
import type { Rule } from "./types.ts";

/** The NSAIDs with CYP2C9 recommendations in CPIC 2020. */
const CPIC_NSAIDS = ["celecoxib", "flurbiprofen", "ibuprofen", "lornoxicam", "meloxicam", "piroxicam", "tenoxicam"];

export const CYP2C9_NSAID_RULES: readonly Rule[] = [
  {
    id: "cyp2c9-nsaid",
    family: FindingFamily.pharmacogenomics,
    severity: Severity.moderate,
    problem: "Pharmacogenomics",
    title: "CYP2C9 poor metaboliser and {drugNames}",
    clinician:
      "{result}: CYP2C9 poor metabolisers clear {drugNames} slowly, so exposure and the risk of adverse effects (gastrointestinal, kidney, cardiovascular) are higher; CPIC 2020 gives genotype-based dosing for these NSAIDs. {advice}{status}",
    patient:
      "Your genes mean your body clears {drugNames} slowly, so the usual doses give higher levels and more risk of side effects such as stomach bleeding. {patientAdvice}",
    nextSteps: ["Review the NSAID: a lower dose per CPIC, or an analgesic not cleared by CYP2C9"],
    patientQuestions: ["Is my anti-inflammatory painkiller at the right dose for my gene result?"],
    evidence: ["cpic-nsaid-2020"],
    keywords: ["cyp2c9", "nsaid", "celecoxib", "ibuprofen", "poor metabolizer"],
    match: (ctx) => {
      const g = ctx.genes("CYP2C9").find((x) => {
        const text = `${x.interpretation} ${x.value ?? ""}`;
        const score = cyp2c9ActivityScore(text);
        return score !== undefined ? score <= 0.5 : metaboliserPhenotype("CYP2C9", text) === "poor";
      });
      if (g === undefined) return undefined;
      const meds = ctx.meds("nsaid").filter((m) => CPIC_NSAIDS.some((d) => m.drugs.includes(d)));
      if (meds.length === 0) return undefined;
      const drugs = [...new Set(meds.flatMap((m) => CPIC_NSAIDS.filter((d) => m.drugs.includes(d))))];
      const planned = meds.every((m) => isPlanned(ctx, m));
      const celecoxib = drugs.includes("celecoxib");
      const others = drugs.filter((d) => d !== "celecoxib");
      const advice = [
        celecoxib
          ? "For celecoxib: start at 25–50% of the lowest recommended starting dose and titrate to effect."
          : "",
        others.length > 0 ? `For ${others.join(" and ")}, see the CPIC table for the dose by phenotype.` : "",
      ]
        .filter(Boolean)
        .join(" ");
      return {
        refs: ctx.refs(g, ...meds),
        values: {
          result: `CYP2C9 ${g.interpretation}${g.value ? ` ${g.value}` : ""}`,
          drugNames: drugs.join(" and "),
          advice: advice === "" ? "" : `${advice} `,
          status: planned ? `Planned: ${medNames(meds)}.` : `Currently taking ${medNames(meds)}.`,
          patientAdvice: planned
            ? "Tell the doctor who prescribes it about this result before you start: a lower dose or another painkiller may suit you better."
            : "Talk to your doctor or pharmacist soon about a lower dose or another painkiller.",
        },
        severity: planned ? Severity.low : Severity.moderate,
      };
    },
  },
];
