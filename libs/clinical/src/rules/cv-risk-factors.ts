import type { RuleContext } from "./context.ts";
import { currentSmoking } from "./other.ts";

/*
 * Other cardiovascular risk factors in the record, named beside the family history of premature
 * ASCVD so the risk discussion counts them (review 12 deep case 05: HIV on antiretroviral therapy,
 * 20 cigarettes a day, father with MI at 49). Current smoking is one of the major risk factors of the
 * 10-year risk estimate (ACC/AHA 2019 primary prevention); HIV infection is counted as a
 * risk-enhancing factor (2018 AHA/ACC cholesterol guideline, evidence "acc-aha-2018-cholesterol").
 */
export function otherCvRiskFactors(
  ctx: RuleContext,
): { clinician: string; patient: string; refs: string[]; evidence: string[] } | undefined {
  const smoking = currentSmoking(ctx);
  const hiv = ctx.conditions("hiv")[0];
  if (smoking === undefined && hiv === undefined) return undefined;
  const parts = [
    smoking === undefined ? "" : "current smoking, a major risk factor in the 10-year risk estimate",
    hiv === undefined ? "" : `${hiv.name}, itself a risk-enhancing factor (2018 AHA/ACC cholesterol guideline)`,
  ].filter(Boolean);
  const patientParts = [smoking === undefined ? "" : "smoking", hiv === undefined ? "" : "HIV"].filter(Boolean);
  return {
    clinician: `Also count ${parts.join(", and ")}.`,
    patient: `${patientParts.join(" and ")} also add${patientParts.length > 1 ? "" : "s"} to this risk.`.replace(
      /^./,
      (c) => c.toUpperCase(),
    ),
    refs: [...(smoking?.refs ?? []), ...(hiv === undefined ? [] : [hiv.ref])],
    evidence: hiv === undefined ? [] : ["acc-aha-2018-cholesterol"],
  };
}
