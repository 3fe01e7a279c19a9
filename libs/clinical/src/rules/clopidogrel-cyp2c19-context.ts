/**
 * CYP2C19 reduced function on clopidogrel, with what the record adds (review 13, pharmacogenomics
 * 08):
 *
 * - After an acute coronary syndrome or PCI, CPIC 2022 (Table 2) makes its advice strong: avoid
 *   standard-dose clopidogrel in intermediate metabolisers if possible, and clopidogrel altogether in
 *   poor metabolisers, using prasugrel or ticagrelor at standard dose if not contraindicated.
 *   "Consider an alternative if clinically appropriate" under-stated it.
 * - Omeprazole and esomeprazole inhibit CYP2C19 and lower clopidogrel's activation further; the EMA
 *   and MHRA (2010) discourage taking them with clopidogrel, and found no grounds to extend this to
 *   other PPIs (mhra-2010-clopidogrel-ppi).
 */
import { isActiveCondition } from "../vocab/conditions.ts";
import { metaboliserPhenotype } from "../vocab/genetics.ts";
import { medNames, type RuleContext } from "./context.ts";
import { statedMention } from "./notes.ts";
import type { RuleMatch } from "./types.ts";

/** An acute coronary syndrome or a coronary intervention: the setting of CPIC's strong recommendation. */
const ACS_OR_PCI =
  /\b(?:acute coronary|acs|n?stemi|myocardial infarction|heart attack|pci|angioplasty|stent\w*|percutaneous coronary)\b/i;

/** The PPIs the regulators single out for their CYP2C19 inhibition. */
const CYP2C19_INHIBITING_PPI = ["omeprazole", "esomeprazole"];

/** The omeprazole or esomeprazole medicines in the list. */
export function cyp2c19InhibitingPpis(ctx: RuleContext) {
  return ctx.meds("ppi").filter((p) => p.drugs.some((d) => CYP2C19_INHIBITING_PPI.includes(d)));
}

/** A CYP2C19 result read as a poor or intermediate metaboliser: the genetics finding then names the PPI. */
export function reducedCyp2c19(ctx: RuleContext): boolean {
  return ctx
    .genes("CYP2C19")
    .some((g) =>
      ["poor", "intermediate"].includes(metaboliserPhenotype("CYP2C19", `${g.interpretation} ${g.value ?? ""}`) ?? ""),
    );
}

/** The coronary event or procedure the record names, as written; else undefined. */
function acsOrPci(ctx: RuleContext): string | undefined {
  const c = ctx.model.conditions.find((x) => isActiveCondition(x.status) && ACS_OR_PCI.test(x.name));
  return c?.name ?? statedMention(ctx.freeText, ACS_OR_PCI);
}

/**
 * The CYP2C19–clopidogrel finding with the coronary setting and an interacting PPI taken into
 * account; the match is returned as it is when neither applies or clopidogrel is not taken.
 */
export function withClopidogrelContext(ctx: RuleContext, m: RuleMatch | undefined): RuleMatch | undefined {
  const clopidogrel = ctx.meds("clopidogrel");
  if (m === undefined || clopidogrel.length === 0) return m;
  const phenotype = metaboliserPhenotype(
    "CYP2C19",
    ctx
      .genes("CYP2C19")
      .map((g) => `${g.interpretation} ${g.value ?? ""}`)
      .join(" "),
  );
  const event = acsOrPci(ctx);
  const ppis = cyp2c19InhibitingPpis(ctx);
  if (event === undefined && ppis.length === 0) return m;

  const clinician: string[] = [];
  const patient: string[] = [];
  const steps: string[] = [];
  if (event !== undefined) {
    const poor = phenotype === "poor";
    clinician.push(
      `With ${event}, CPIC 2022 gives a strong recommendation to avoid ${poor ? "clopidogrel" : "standard-dose clopidogrel"} if possible in CYP2C19 ${poor ? "poor" : "intermediate"} metabolisers and to use prasugrel or ticagrelor at standard dose if not contraindicated.`,
    );
    steps.push(
      "Switch clopidogrel to prasugrel or ticagrelor unless contraindicated; discuss with cardiology this week",
    );
    patient.push(
      "After a heart attack or a stent, a different blood thinner (prasugrel or ticagrelor) is advised for people with this result. Contact your heart team or doctor this week about switching. Keep taking clopidogrel until they change it.",
    );
  } else {
    steps.push("Consider an alternative P2Y12 inhibitor (prasugrel or ticagrelor) if clinically appropriate");
    if (m.patientExtra) patient.push(m.patientExtra);
  }
  if (ppis.length > 0) {
    clinician.push(
      `${medNames(ppis)} also inhibits CYP2C19 and lowers clopidogrel activation further; the EMA and MHRA (2010) discourage omeprazole or esomeprazole with clopidogrel, a caution they did not extend to other PPIs.`,
    );
    steps.push(
      "While clopidogrel continues, replace omeprazole or esomeprazole with another PPI if acid suppression is still needed",
    );
    const names = [...new Set(ppis.flatMap((p) => p.drugs.filter((d) => CYP2C19_INHIBITING_PPI.includes(d))))];
    patient.push(
      `Your stomach medicine (${names.join(" and ")}) can make clopidogrel work even less well. Ask your doctor about changing to a different stomach medicine.`,
    );
  }
  steps.push("Record the phenotype in the allergy/alert list");
  return {
    ...m,
    refs: [...m.refs, ...ctx.refs(...ppis)],
    clinicianExtra: [m.clinicianExtra, ...clinician].filter(Boolean).join(" "),
    patientExtra: patient.join(" "),
    nextSteps: steps,
    evidence: [...(m.evidence ?? []), ...(ppis.length > 0 ? ["mhra-2010-clopidogrel-ppi"] : [])],
  };
}
