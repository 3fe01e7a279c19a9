/**
 * CYP2D6 poor and ultrarapid metabolisers on a tricyclic antidepressant (review 19, pgx-2 08:
 * amitriptyline 10 mg for migraine with CYP2D6 *4/*4, unremarked).
 *
 * CPIC 2016 (cpic-tca-2016), Table 2 by CYP2D6 phenotype: poor metabolisers have higher levels and
 * more side effects, so avoid a tricyclic, or if one is warranted consider a 50% lower starting
 * dose with drug-level monitoring; ultrarapid metabolisers have lower levels and a higher chance
 * of failure, so avoid, or titrate to a higher target dose with monitoring. These recommendations
 * apply only to the higher initial doses used for conditions such as depression, so at the low
 * doses used for pain or migraine prevention the finding is a low note, never an instruction to stop.
 */
import { FindingFamily, Severity } from "../model.ts";
import { metaboliserPhenotype } from "../vocab/genetics.ts";
import { medNames } from "./context.ts";
import { isPlanned } from "./genetics.ts";
import type { Rule } from "./types.ts";

export const CYP2D6_TRICYCLIC_RULES: readonly Rule[] = [
  {
    id: "cyp2d6-tricyclic",
    family: FindingFamily.pharmacogenomics,
    severity: Severity.low,
    problem: "Pharmacogenomics",
    title: "CYP2D6 {phenotype} metaboliser and a tricyclic antidepressant",
    clinician:
      "{result}: {meaning} CPIC's dosing advice applies to the higher doses used for conditions such as depression, not to the low doses often used for pain or migraine prevention. {status}",
    patient:
      "Your genes affect how your body handles antidepressants of the tricyclic type, such as amitriptyline. {patientText}",
    nextSteps: ["Keep the result in mind before any dose increase; monitor for side effects or lack of effect"],
    evidence: ["cpic-tca-2016"],
    keywords: ["cyp2d6", "amitriptyline", "nortriptyline", "tricyclic antidepressant"],
    match: (ctx) => {
      const g = ctx
        .genes("CYP2D6")
        .find((x) =>
          ["poor", "ultrarapid"].includes(metaboliserPhenotype("CYP2D6", `${x.interpretation} ${x.value ?? ""}`) ?? ""),
        );
      if (g === undefined) return undefined;
      const meds = ctx.meds("tricyclic");
      if (meds.length === 0) return undefined;
      const ultrarapid = metaboliserPhenotype("CYP2D6", `${g.interpretation} ${g.value ?? ""}`) === "ultrarapid";
      const planned = meds.every((m) => isPlanned(ctx, m));
      return {
        refs: ctx.refs(g, ...meds),
        values: {
          phenotype: ultrarapid ? "ultrarapid" : "poor",
          result: `CYP2D6 ${g.interpretation}${g.value ? ` ${g.value}` : ""}`,
          meaning: ultrarapid
            ? "CYP2D6 ultrarapid metabolisers clear tricyclics faster, so levels are lower and treatment may fail; CPIC advises avoiding a tricyclic, or if one is warranted, titrating to a higher target dose guided by drug levels."
            : "CYP2D6 poor metabolisers clear tricyclics slowly, so levels are higher and side effects more likely; CPIC advises avoiding a tricyclic, or if one is warranted, a 50% lower starting dose guided by drug levels.",
          status: planned ? `Planned: ${medNames(meds)}.` : `Currently taking ${medNames(meds)}.`,
          patientText: ultrarapid
            ? "You clear them faster than most people, so they may work less well. Tell your doctor about this result before any dose change."
            : "You clear them slowly, so side effects are more likely, mainly at higher doses. Tell your doctor about this result before any dose increase, and mention any side effects.",
        },
      };
    },
  },
];
