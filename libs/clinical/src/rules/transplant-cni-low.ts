import { FindingFamily, Severity } from "../model.ts";
import { medNames, type RuleContext } from "./context.ts";
import { named } from "./immunosuppressant-names.ts";
import { cniTarget, latestLevel, numeric, systemicCni } from "./transplant-cni.ts";
import { transplantRecorded } from "./transplant-recipient.ts";
import type { Rule, RuleMatch } from "./types.ts";

/*
 * A tacrolimus or ciclosporin level below its target after an organ transplant (review 21,
 * transplant case 02: a kidney recipient's tacrolimus fell to 2.9 three weeks into rifampicin for
 * latent TB and the report said only "lower than the usual range"). An under-dosed calcineurin
 * inhibitor leaves the graft open to rejection, and the medicines that induce CYP3A4 speed its
 * clearance: the Prograf label lists rifampicin, rifabutin, carbamazepine, phenytoin,
 * phenobarbital and St John's wort among those that lower tacrolimus concentrations, and case
 * reports describe rejection after rifampicin was added (SUMMARIES["prograf-tacrolimus-label"]).
 * Outside a transplant (tacrolimus for an autoimmune disease) the target is not the graft's, so
 * the rule needs a transplant recorded or stated.
 */

/** Medicines the Prograf label names as lowering tacrolimus concentrations (CYP3A4 inducers), by name. */
const LOWERING =
  /\b(?:rifampi(?:ci)?n|rifadin|rifinah|rifater|rifamate|rifabutin|mycobutin|carbamazepine|tegretol|phenytoin|epanutin|dilantin|phenobarbit(?:al|one)|st\.? john'?s wort|hypericum)\b/i;
function cniLevelBelowTarget(ctx: RuleContext): RuleMatch | undefined {
  const cni = systemicCni(ctx);
  if (cni.length === 0 || !transplantRecorded(ctx)) return undefined;
  const obs = latestLevel(ctx);
  const level = numeric(obs);
  if (obs === undefined || level === undefined) return undefined;
  const target = cniTarget(ctx, obs);
  if (target?.low === undefined || level >= target.low) return undefined;
  const lowering = named(ctx, LOWERING);
  const text = [
    `${obs.name} ${ctx.show(obs)} is below the target of ${target.text} on ${medNames(cni)}; a level below target leaves the graft open to rejection.`,
    lowering.length > 0
      ? `${medNames(lowering)} induces CYP3A4, which clears tacrolimus and ciclosporin, and is the likely cause of the fall: the calcineurin-inhibitor dose usually has to rise while it is taken and fall again after it stops.`
      : "Check adherence, the timing of the sample against the dose, and any new medicine.",
  ].join(" ");
  return {
    refs: ctx.refs(obs, ...cni, ...lowering),
    severity: lowering.length > 0 ? Severity.high : Severity.moderate,
    values: { drug: medNames(cni), text },
    nextSteps: [
      lowering.length > 0
        ? `Contact the transplant team today about the level and ${medNames(lowering)}: they decide the dose and how often to check the level`
        : "Contact the transplant team about the level: they decide the dose",
      "Repeat the trough level (taken just before a dose) and creatinine as the transplant team advises",
    ],
    patientExtra:
      lowering.length > 0
        ? `Your ${medNames(lowering)} can lower the level of your transplant medicine. Do not stop or change any medicine on your own, but contact your transplant team today.`
        : "Contact your transplant team. Do not change your dose on your own.",
  };
}

export const TRANSPLANT_CNI_LOW_RULES: readonly Rule[] = [
  {
    id: "cni-level-below-target",
    family: FindingFamily.drugLab,
    severity: Severity.moderate,
    problem: "Transplant medicines",
    title: "Calcineurin-inhibitor level below target after a transplant",
    clinician: "{text} The transplant team sets the target and the dose.",
    patient:
      "The blood level of your {drug} is lower than the target your transplant team set. A low level may not protect your transplant well enough.",
    nextSteps: ["Contact the transplant team about the level"],
    patientQuestions: ["Should my transplant medicine dose change?", "Do any of my other medicines affect its level?"],
    evidence: ["prograf-tacrolimus-label"],
    keywords: ["tacrolimus", "ciclosporin", "calcineurin inhibitor", "transplant", "rifampicin", "cyp3a4 inducer"],
    match: cniLevelBelowTarget,
  },
];
