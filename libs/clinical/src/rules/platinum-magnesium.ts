import { FindingFamily, type MedicationItem, Severity } from "../model.ts";
import { medNames, type RuleContext } from "./context.ts";
import type { Rule } from "./types.ts";

/*
 * Low magnesium on platinum chemotherapy (review 21, onc-treatment case 05: magnesium 0.48 with
 * cramps in week 5 of weekly cisplatin with radiotherapy, also on omeprazole; the report blamed the
 * PPI alone and its "find and remove the cause" list left cisplatin out). Sources seen 2026-11-29
 * (seenAt of "workeneh-2021-hypomagnesaemia-cancer"): platinum chemotherapy is among the cancer
 * treatments that cause hypomagnesaemia through kidney losses, and magnesium is checked at the start
 * of and throughout treatment; cisplatin's magnesium wasting is dose-related, deepens as cycles are
 * repeated and can last long after treatment; routine magnesium with each cycle lessens it.
 */

const PLATINUM = new Set(["cisplatin", "carboplatin"]);

/** Current platinum chemotherapy in the record. */
export function platinumChemotherapy(ctx: RuleContext): MedicationItem[] {
  return ctx.meds("cytotoxic").filter((m) => m.drugs.some((d) => PLATINUM.has(d)));
}

export const PLATINUM_MAGNESIUM_RULES: readonly Rule[] = [
  {
    id: "platinum-hypomagnesaemia",
    family: FindingFamily.drugLab,
    severity: Severity.moderate,
    problem: "Magnesium",
    title: "Low magnesium on platinum chemotherapy",
    clinician:
      "Magnesium {mg} on {med}: platinum chemotherapy makes the kidneys lose magnesium, a loss that grows with the dose and with each cycle and can last long after treatment ends, so it is the likely cause here{others}. Magnesium is checked before and throughout treatment, and routine magnesium with each cycle lessens the fall.",
    patient:
      "Your magnesium is low. Your chemotherapy ({drugs}) often makes the kidneys lose magnesium, and the loss can build up with each cycle. Tell your cancer team, who can replace it and check it before each cycle.",
    nextSteps: [
      "Tell the oncology team: replace magnesium and recheck it before each cycle; ask whether magnesium should be added with each cycle",
    ],
    patientQuestions: ["Should I have magnesium with each chemotherapy cycle?"],
    evidence: ["workeneh-2021-hypomagnesaemia-cancer"],
    keywords: ["cisplatin", "carboplatin", "hypomagnesaemia", "renal magnesium wasting"],
    match: (ctx) => {
      const meds = platinumChemotherapy(ctx);
      const mg = ctx.lab("magnesium");
      if (meds.length === 0 || mg === undefined || (mg.status !== "low" && mg.status !== "critical-low"))
        return undefined;
      const ppi = ctx.meds("ppi");
      return {
        refs: ctx.refs(mg, ...meds),
        values: {
          mg: ctx.show(mg),
          med: medNames(meds),
          drugs: [...new Set(meds.flatMap((m) => m.drugs.filter((d) => PLATINUM.has(d))))].join(" and "),
          // The PPI finding reads the acid medicine; here it is named as an added cause, not the main one.
          others: ppi.length > 0 ? `, with ${medNames(ppi)} as a possible added cause` : "",
        },
      };
    },
  },
];
