import { Severity } from "../model.ts";
import { patientScope } from "../evidence/populations.ts";
import type { RuleContext } from "./context.ts";
import type { RuleMatch } from "./types.ts";

/*
 * A raised PSA without symptoms in a US man of 70 or over (review 45, older-45 case 10: a man of 85
 * with COPD, PSA added at his daughter's request, no urinary symptoms, was told to repeat it and
 * decide about MRI or urology referral, as a man of 60 would be). The USPSTF 2018 statement, the
 * rule's own source, recommends against PSA-based screening from 70: the harms (false positives,
 * biopsy, overdiagnosis and overtreatment) are greater at that age. The test is done, so the finding
 * stays, but the next step is a talk about whether more tests would change his care. Only a record
 * placed in the US: a UK record has its own age bands (psa-nhs-threshold.ts). Symptoms, a known
 * cancer, a BRCA2 variant or a confounder (infection, retention, catheter) are read first (psa-elevated).
 */
const SCREENING_UNTIL = 70;

/** The addition for a US man of 70 or over with no symptoms; undefined otherwise. */
export function olderManScreeningPsa(ctx: RuleContext): Partial<RuleMatch> | undefined {
  if (ctx.age === undefined || ctx.age < SCREENING_UNTIL || patientScope(ctx).country !== "us") return undefined;
  return {
    severity: Severity.low,
    clinicianExtra: `At ${ctx.age} with no prostate symptoms recorded this reads as a screening test, and the USPSTF (2018) recommends against PSA-based screening from 70: false positives, biopsy harms, overdiagnosis and overtreatment weigh more at this age. Before repeating it or referring, discuss with him whether finding a prostate cancer would change his care, given his other conditions, life expectancy and wishes.`,
    patientExtra:
      "At your age, a PSA test without symptoms is not usually advised, because the tests and treatment that can follow may do more harm than good. Talk with your doctor about whether more tests would help you.",
    nextSteps: [
      "Discuss with him whether further tests would change his care (health, life expectancy, wishes) before repeating the PSA; if he wants to go on, repeat it (avoid recent ejaculation, cycling, infection) before any urology referral",
    ],
  };
}
