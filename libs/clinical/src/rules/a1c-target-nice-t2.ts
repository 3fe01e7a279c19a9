import type { RuleContext } from "./context.ts";
import { kidneyTransplant } from "./kidney-transplant.ts";
import { notedQrisk, ukDiabetesRecord } from "./statin-diabetes-uk.ts";
import { ifccA1c } from "./uk-record.ts";
import type { LabObservation } from "../model.ts";
import type { RuleMatch } from "./types.ts";

/*
 * HbA1c above target in type 2 diabetes, read the NICE way for a UK record (review 22,
 * cardiometabolic-22 case 01: HbA1c 56 mmol/mol on metformin alone, in GP notes, was read against
 * "the common goal of below 53 mmol/mol" with an SGLT2 inhibitor or a GLP-1 receptor agonist to add).
 * NICE NG28 (FACTS_SEEN["nice-ng28-t2d-adults"]): aim for 48 mmol/mol on diet and lifestyle or a
 * medicine not associated with hypoglycaemia, 53 mmol/mol on one that is (insulin, a sulfonylurea);
 * when HbA1c rises to 58 mmol/mol or more, reinforce diet, lifestyle and adherence, aim for
 * 53 mmol/mol and intensify drug treatment. Below 58 the advice is to reinforce, not yet to add a
 * medicine. Only an HbA1c reported in mmol/mol is read this way, so the figures are the report's own.
 */

/** The QRISK above which NICE NG28 calls cardiovascular risk high in type 2 diabetes from age 40. */
const QRISK_HIGH = 10;
/** HbA1c (mmol/mol) from which NICE NG28 intensifies drug treatment. */
const INTENSIFY_FROM = 58;

export interface NiceType2A1c {
  clinicianExtra: string;
  /** Whether NICE's point for adding a medicine has been reached. */
  intensify: boolean;
  /** The NICE target for this person, mmol/mol: 48, or 53 on a medicine associated with hypoglycaemia. */
  target: number;
  /** The HbA1c read, in mmol/mol. */
  a1c: LabObservation;
  nextSteps?: readonly string[];
  evidence: readonly string[];
  /** NICE's SGLT2 inhibitor for cardiovascular disease on metformin, a point apart from the HbA1c target. */
  cvSglt2?: string;
}

/** NICE's targets for an HbA1c above goal in type 2 diabetes on a UK record; undefined otherwise. */
export function niceType2A1c(ctx: RuleContext): NiceType2A1c | undefined {
  const obs = ifccA1c(ctx);
  if (obs === undefined || obs.value.kind !== "number") return undefined;
  if (!ukDiabetesRecord(ctx)) return undefined;
  const hypoRisk = ctx.meds("insulin").length > 0 || ctx.meds("sulfonylurea").length > 0;
  const target = hypoRisk
    ? "53 mmol/mol, as a medicine associated with hypoglycaemia is taken"
    : "48 mmol/mol on diet and lifestyle or medicines not associated with hypoglycaemia";
  const intensify = obs.value.value >= INTENSIFY_FROM;
  const base = `NICE NG28 supports aiming for ${target}; when HbA1c rises to ${INTENSIFY_FROM} mmol/mol or more it reinforces diet, lifestyle and adherence, aims for 53 mmol/mol and intensifies drug treatment.`;
  // NICE NG28 (2022) also considers an SGLT2 inhibitor for cardiovascular protection at a QRISK above
  // 10% from age 40, whatever the HbA1c, checking the risks for ketoacidosis first.
  const qrisk = notedQrisk(ctx);
  const sglt2 =
    qrisk !== undefined && qrisk > QRISK_HIGH && (ctx.age ?? 0) >= 40 && ctx.meds("sglt2i").length === 0 && !intensify;
  const sglt2Text = sglt2
    ? ` Separately, at a QRISK above ${QRISK_HIGH}% from age 40 NICE advises considering an SGLT2 inhibitor with proven cardiovascular benefit for cardiovascular protection, whatever the HbA1c.`
    : "";
  // NICE NG28 (our summary of it): with chronic heart failure or established atherosclerotic
  // cardiovascular disease an SGLT2 inhibitor with proven cardiovascular benefit is added once
  // metformin is tolerated, so the other problem decides the add-on (review 29, deep-29 case 01: a
  // heart attack on record and "an SGLT2 inhibitor or a GLP-1 receptor agonist" offered as equals).
  // Not below the eGFR of 20 from which KDIGO 2024 starts one, nor after a kidney transplant (its team's choice).
  const cardiac = [...ctx.conditions("ascvd"), ...ctx.conditions("heart-failure"), ...ctx.conditions("hfref")][0];
  const egfr = ctx.value("egfr");
  const cvSglt2 =
    intensify &&
    cardiac !== undefined &&
    ctx.meds("metformin").length > 0 &&
    ctx.meds("sglt2i").length === 0 &&
    !(egfr !== undefined && egfr < 20) &&
    kidneyTransplant(ctx) === undefined
      ? ` With "${cardiac.name}" on record, NICE NG28 adds an SGLT2 inhibitor with proven cardiovascular benefit once metformin is tolerated, after checking the risks for ketoacidosis: that problem decides the add-on.`
      : "";
  return intensify
    ? {
        clinicianExtra: `${base}${cvSglt2}`,
        cvSglt2,
        intensify,
        target: hypoRisk ? 53 : 48,
        a1c: obs,
        evidence: ["nice-ng28-t2d-adults"],
      }
    : {
        clinicianExtra: `${base} This HbA1c is below ${INTENSIFY_FROM} mmol/mol, so for glucose the NICE step now is to reinforce diet, lifestyle and adherence rather than add a medicine.${sglt2Text}`,
        intensify,
        target: hypoRisk ? 53 : 48,
        a1c: obs,
        nextSteps: [
          `Review adherence, diet and activity against the agreed target; NICE intensifies drug treatment if HbA1c reaches ${INTENSIFY_FROM} mmol/mol or more`,
          ...(sglt2
            ? [
                "Consider an SGLT2 inhibitor with proven cardiovascular benefit for cardiovascular protection (NICE: QRISK above 10% from age 40), after checking the risks for ketoacidosis",
              ]
            : []),
          "Recheck HbA1c in 3 to 6 months (NICE)",
        ],
        evidence: ["nice-ng28-t2d-adults"],
      };
}

/**
 * NICE's reading of an HbA1c inside the common 53 mmol/mol (7%) goal but above the person's own NICE
 * target of 48 (review 25, labs-25 case 05: 53 mmol/mol on metformin alone was "within the usual
 * goal"); undefined when the target is met or the record is not read the NICE way.
 */
export function niceAboveOwnTarget(ctx: RuleContext): NiceType2A1c | undefined {
  const nice = niceType2A1c(ctx);
  const value = nice?.a1c.value.kind === "number" ? nice.a1c.value.value : undefined;
  return nice !== undefined && value !== undefined && value > nice.target ? nice : undefined;
}

/** diabetes-above-target's match with NICE's reading added for a UK type 2 record. */
export function withNiceType2A1c(ctx: RuleContext, match: RuleMatch, addOn: string | undefined): RuleMatch {
  const nice = niceType2A1c(ctx);
  if (nice === undefined) return addOn === undefined ? match : { ...match, clinicianExtra: addOn };
  // Read the NICE way, the finding rests on NICE alone: ADA's 7% goal and its mg/dL hypoglycaemia
  // levels were the deep report's only source summary on UK records (review 28, deep-28 case 01).
  return {
    ...match,
    // The HbA1c is quoted in mmol/mol, the unit of NICE's figures, when the same sample also came in %
    // (review 34, endo-34 case 11: "HbA1c 7.5 %" was read against targets of 48, 53 and 58 mmol/mol).
    values: { ...match.values, a1c: ctx.show(nice.a1c), goalLead: "the target NICE NG28 sets for this person" },
    clinicianExtra: [nice.clinicianExtra, nice.intensify ? addOn : undefined].filter(Boolean).join(" "),
    ...(nice.nextSteps && { nextSteps: nice.nextSteps }),
    evidence: [...(match.evidence ?? []), ...nice.evidence],
    evidenceReplacesRule: true,
  };
}
