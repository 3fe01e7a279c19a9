import type { GeneticItem } from "../model.ts";
import { reportsPathogenic } from "../vocab/genetics.ts";
import type { RuleContext } from "./context.ts";
import { psaConfounders } from "./psa-confounders.ts";
import type { RuleMatch } from "./types.ts";
import { psaDuringRetention } from "./urinary-retention-notes.ts";

/*
 * A raised PSA in a man carrying a pathogenic BRCA2 variant (review 25, cancer-25 case 04: a
 * carrier of 52 screened yearly, PSA 2.1 to 4.6 in a year with the pre-test conditions met, was told
 * "A raised PSA should be repeated before further tests"). In the IMPACT study (impact-2019-brca2-psa,
 * seen 2026-11-30: abstract on abstracts.ncri.org.uk and the Maastricht record, and the 2014 first
 * round on cancertherapyadvisor.com) carriers of 40 to 69 screened yearly were offered a prostate
 * biopsy once the PSA was above 3.0 ng/mL, without a repeat first, and about half of the BRCA2
 * carriers biopsied at that level in the first round had cancer, mostly needing treatment. So in
 * that age band the PSA is acted on from above 3.0, and a repeat is kept for a sample taken in a
 * state that raises PSA (psa-confounders.ts). Outside the band the study says nothing, and the
 * confirm-then-refer plan stands.
 */

/** The PSA (ng/mL) above which IMPACT offered a carrier a biopsy. */
const IMPACT_LEVEL = 3.0;
const IMPACT_FROM_AGE = 40;
const IMPACT_TO_AGE = 69;

/** The man's pathogenic BRCA2 result, if any. */
export const brca2Result = (ctx: RuleContext): GeneticItem | undefined =>
  ctx.genes("BRCA2").find((g) => reportsPathogenic(g.interpretation, g.value));

/** Whether his age is in IMPACT's band, where a PSA above 3.0 is acted on. */
const inImpactBand = (ctx: RuleContext): boolean =>
  ctx.age !== undefined && ctx.age >= IMPACT_FROM_AGE && ctx.age <= IMPACT_TO_AGE;

/** Whether a carrier's PSA is raised: above IMPACT's 3.0 in its age band, otherwise from 4.0. */
export const brca2PsaRaised = (ctx: RuleContext, psa: number): boolean =>
  brca2Result(ctx) !== undefined && (psa >= 4.0 || (psa > IMPACT_LEVEL && inImpactBand(ctx)));

const RISK =
  "BRCA2 carriers get prostate cancer more often, younger and more often aggressive, and a raised PSA in a carrier more often means cancer.";

/**
 * The raised PSA finding's text and plan for a BRCA2 carrier (`gene`), with `threshold` the level
 * named for a man without the variant.
 */
export function brca2PsaMatch(ctx: RuleContext, gene: GeneticItem, psa: number, threshold: string): RuleMatch {
  const base = {
    refs: ctx.refs(ctx.lab("psa"), gene),
    evidence: ["impact-2019-brca2-psa"],
  };
  const values = (plan: string, patientReading: string) => ({
    psa: ctx.showValue("psa"),
    history: inImpactBand(ctx) ? "" : " in a man with a pathogenic BRCA2 variant",
    threshold: inImpactBand(ctx)
      ? "3.0 ng/mL in a man with a pathogenic BRCA2 variant (the IMPACT study offered BRCA carriers aged 40 to 69 a prostate biopsy above 3.0)"
      : threshold,
    plan,
    patientReading,
  });
  const confounded = psaConfounders(ctx) ?? psaDuringRetention(ctx);
  if (confounded !== undefined)
    return {
      ...confounded,
      ...base,
      refs: [...base.refs, ...(confounded.refs ?? [])],
      evidence: [...(confounded.evidence ?? []), ...base.evidence],
      values: values(RISK, "Something before the test can raise it, so it is repeated first."),
      patientExtra: [
        confounded.patientExtra,
        "Because of your BRCA2 gene change, if the repeat is still raised your doctor will refer you to a prostate specialist without delay.",
      ]
        .filter(Boolean)
        .join(" "),
    };
  if (!inImpactBand(ctx))
    return {
      ...base,
      values: values(
        "A raised PSA should be repeated before further tests.",
        "Many things besides cancer can raise it. The test is usually repeated first.",
      ),
      clinicianExtra: `${RISK} After a confirmatory repeat, refer promptly to urology for MRI and biopsy assessment rather than waiting for a routine recheck.`,
      patientExtra:
        "Because of your BRCA2 gene change, if the repeat test is still raised your doctor will usually refer you promptly to a prostate specialist.",
      nextSteps: [
        "Repeat PSA within weeks to confirm; if it is still raised, refer promptly to urology for prostate MRI (BRCA2 carrier)",
      ],
    };
  return {
    ...base,
    values: values(
      `${RISK} IMPACT offered a biopsy at this level without a repeat first, so refer to urology now for prostate MRI and biopsy assessment; repeat first only if a urinary infection or another cause of a raised PSA is likely.`,
      "Because of your BRCA2 gene change, a raised PSA is more likely to matter, so your doctor will usually refer you to a prostate specialist now rather than repeat the test first. Many raised PSA results still turn out not to be cancer.",
    ),
    nextSteps: [
      "Discuss with him and refer to urology now for prostate MRI and biopsy assessment (BRCA2 carrier; no repeat PSA first unless a urinary infection or another cause is likely)",
    ],
    patientQuestions: ["When should I expect to hear from a prostate specialist?"],
  };
}
