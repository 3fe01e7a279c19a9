/**
 * CYP2C19 poor metabolisers on a proton pump inhibitor long term (review 19, pgx-2 06: omeprazole
 * for 6 years in a *2/*2 poor metaboliser, unremarked).
 *
 * CPIC 2020 (cpic-ppi-2020): poor metabolisers clear omeprazole, lansoprazole and pantoprazole
 * slowly, so exposure is higher; the standard starting dose stands, and for chronic therapy (over
 * 12 weeks) with efficacy achieved CPIC advises considering a 50% lower daily dose with monitoring
 * for continued efficacy, to lower the risks tied to long-term use at higher levels. It is a dose
 * review, not a safety alarm, so the finding is low, and quiet when the PPI is new or planned.
 * Esomeprazole and rabeprazole are left out: their CPIC rows were not seen.
 */
import { FindingFamily, Severity } from "../model.ts";
import { metaboliserPhenotype } from "../vocab/genetics.ts";
import { medNames } from "./context.ts";
import { monthsTaken } from "./genetics.ts";
import type { Rule } from "./types.ts";

/** The PPIs CPIC's poor-metaboliser row names. */
const CPIC_PPIS = ["omeprazole", "lansoprazole", "pantoprazole", "dexlansoprazole"];

/** CPIC's threshold for chronic therapy: more than 12 weeks (about 2.8 months). */
const CHRONIC_MONTHS = 12 / 4.345;

export const CYP2C19_PPI_RULES: readonly Rule[] = [
  {
    id: "cyp2c19-ppi-long-term",
    family: FindingFamily.pharmacogenomics,
    severity: Severity.low,
    problem: "Pharmacogenomics",
    title: "CYP2C19 poor metaboliser on a long-term proton pump inhibitor",
    clinician:
      "{result}: CYP2C19 poor metabolisers clear {drugNames} slowly, so levels are higher. For chronic therapy (over 12 weeks) that has worked, CPIC advises considering a 50% lower daily dose and monitoring for continued effect. Currently taking {meds}.",
    patient:
      "Your genes mean your body clears {drugNames} slowly, so a lower dose may work as well for you. Do not change the dose on your own; ask your doctor or pharmacist about it at your next review.",
    nextSteps: [
      "At the next review, if symptoms are controlled, consider halving the daily dose and check that control continues",
      "Record the CYP2C19 phenotype as a prescribing alert",
    ],
    patientQuestions: ["Could I take a lower dose of my stomach acid medicine with my gene result?"],
    evidence: ["cpic-ppi-2020"],
    keywords: ["cyp2c19", "proton pump inhibitor", "omeprazole", "poor metabolizer"],
    match: (ctx) => {
      const g = ctx
        .genes("CYP2C19")
        .find((x) => metaboliserPhenotype("CYP2C19", `${x.interpretation} ${x.value ?? ""}`) === "poor");
      if (g === undefined) return undefined;
      const meds = ctx
        .meds("ppi")
        .filter((m) => CPIC_PPIS.some((d) => m.drugs.includes(d)))
        .filter((m) => (monthsTaken(ctx, m) ?? 0) > CHRONIC_MONTHS);
      if (meds.length === 0) return undefined;
      return {
        refs: ctx.refs(g, ...meds),
        values: {
          result: `CYP2C19 ${g.interpretation}${g.value ? ` ${g.value}` : ""}`,
          drugNames: [...new Set(meds.flatMap((m) => CPIC_PPIS.filter((d) => m.drugs.includes(d))))].join(" and "),
          meds: medNames(meds),
        },
      };
    },
  },
];
