import { Severity } from "../model.ts";
import { medNames, type RuleContext } from "./context.ts";
import { LEFLUNOMIDE } from "./immunosuppressant-names.ts";
import { altTwiceLimitOn } from "./leflunomide-liver.ts";
import type { RuleMatch } from "./types.ts";

/**
 * A raised ALT on methotrexate or leflunomide read beside metabolic risk factors (review 21: ALT 105
 * on methotrexate 20 mg a week with 6-8 beers at weekends and BMI 33 was called "steatotic liver
 * disease is likely"). Both drugs raise ALT and have monitoring findings of their own that confirm
 * the rise and decide about the drug (3E recommendation 5, the leflunomide label), so fatty liver is
 * named as possible, not likely, and is judged once the drug question is settled.
 */
export function masldBesideDmard(ctx: RuleContext, match: RuleMatch, patientRisks: string): RuleMatch | undefined {
  const mtx = ctx.meds("methotrexate");
  // Leflunomide has a finding of its own from twice the upper limit (leflunomide-liver.ts).
  const lef = altTwiceLimitOn(ctx, LEFLUNOMIDE)?.meds ?? [];
  const meds = [...mtx, ...lef];
  if (meds.length === 0) return undefined;
  const names = medNames(meds);
  return {
    ...match,
    refs: [...match.refs, ...ctx.refs(...meds)],
    // The drug's own finding carries the action on this ALT.
    severity: Severity.low,
    values: {
      ...match.values,
      // The drug's finding has already told the patient a liver test is raised.
      raised: "",
      judgement: `${names} can raise ALT in its own right and is read by its own monitoring finding first, so steatotic liver disease is possible rather than likely`,
      staging: "",
      patientCause: `Besides your ${mtx.length > 0 ? "methotrexate" : "leflunomide"}, explained above, fat in the liver is another possible cause of the raised liver test, with ${patientRisks}.`,
    },
    nextSteps: [`Once the ${names} question is settled, if ALT stays raised assess for steatotic liver disease`],
    evidence: [
      ...(mtx.length > 0 ? ["visser-2009-methotrexate-3e"] : []),
      ...(lef.length > 0 ? ["leflunomide-us-label"] : []),
    ],
  };
}
