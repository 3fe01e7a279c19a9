import { onsetWords } from "../vocab/family.ts";
import type { RuleContext } from "./context.ts";
import type { RuleMatch } from "./types.ts";

/*
 * A father or brother with prostate cancer puts a man in the group that guidelines test earlier
 * (review 13, oncology case 04: father diagnosed at 61, ignored by every PSA finding). Seen
 * 2026-11-29 as a review's table of guidelines (`mja-2022-psa-guideline-table`): EAU, from 45 for a
 * family history of prostate cancer; Prostate Cancer Foundation of Australia, from 45 at a 2.5–3
 * times raised risk (a brother diagnosed, more so before 60) and from 40 at a 9–10 times risk.
 */

/** A raised-PSA match with the man's first-degree family history of prostate cancer added. */
export function withPsaFamilyHistory(ctx: RuleContext, match: RuleMatch): RuleMatch {
  const relatives = ctx.family("prostate-cancer").filter((f) => f.degree === 1);
  if (relatives.length === 0) return match;
  const who = relatives.map((f) => `${f.relationship}${onsetWords(f)}`).join(", ");
  const clinician = `Family history: prostate cancer in a first-degree relative (${who}). This puts him in the higher-risk group that guidelines test from an earlier age (EAU: from 45 with a family history), so it adds weight to further assessment of a raised or rising PSA rather than only watching it.`;
  const patient =
    "Prostate cancer in your close family raises your own chance of it, so your doctor will take this result more seriously.";
  return {
    ...match,
    refs: [...match.refs, ...relatives.map((f) => f.ref)],
    clinicianExtra: [match.clinicianExtra, clinician].filter(Boolean).join(" "),
    patientExtra: [match.patientExtra, patient].filter(Boolean).join(" "),
    evidence: [...(match.evidence ?? []), "mja-2022-psa-guideline-table"],
  };
}
