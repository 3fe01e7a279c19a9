import { type ConditionItem, FindingFamily, Severity } from "../model.ts";
import { capitalise } from "../text.ts";
import { isActiveCondition } from "../vocab/conditions.ts";
import { biotinThyroidPattern } from "./assay-interference.ts";
import { amiodaroneThyrotoxicosis } from "./amiodarone-thyrotoxicosis.ts";
import { medNames, type RuleContext } from "./context.ts";
import { infectionSigns } from "./drug-blood.ts";
import { iciThyrotoxicosis } from "./ici-endocrine.ts";
import { isHigh, isLow } from "./lab-status.ts";
import { thyrotoxicosisSetting } from "./pregnancy-thyrotoxicosis.ts";
import { IMPENDING_SCORE, thyroidStormReading } from "./thyroid-storm.ts";
import type { Rule, RuleMatch } from "./types.ts";
import { readsAsUk } from "./uk-record.ts";

/*
 * Overt hyperthyroidism in someone already taking an antithyroid drug (review 30b, endo-infect-30b
 * case 01: known Graves' disease, 3 weeks on methimazole, read as "It needs treatment" with
 * "Determine the cause (TRAb, uptake scan) … refer to endocrinology"). This is treated disease not
 * yet controlled, so the question is monitoring, not diagnosis:
 * - free T4 and T3 guide the dose, because TSH can stay suppressed for weeks to months after the
 *   hormones settle; NICE NG145 considers TSH, FT4 and FT3 every 6 weeks on an antithyroid drug
 *   (UK record); ATA 2016 rests dose changes on free T4 and T3 (US record);
 * - agranulocytosis: ATA 2016 (recommendations 14 and 16) and the CSM/MHRA advice in NHS formularies
 *   ask for a differential white count with a sore throat, mouth ulcers or fever, the drug stopped
 *   until it is known. With such a sign in the record this comes first and the finding is high.
 * Thyroid storm (Burch-Wartofsky 25 or more with signs beyond the heart), pregnancy and the
 * postpartum, amiodarone, checkpoint inhibitors and biotin stay with the rules that read them
 * (patterns.ts overt-hyperthyroidism and the files it defers to); a raised free T3 with a normal
 * free T4 on an antithyroid drug stays unreported there, as before.
 */

/** Graves' disease recorded as an active condition. */
export function knownGraves(ctx: RuleContext): ConditionItem | undefined {
  return ctx.model.conditions.find((c) => isActiveCondition(c.status) && /\bgraves\b/i.test(c.name));
}

/**
 * Whether the thyroid tests show overt hyperthyroidism (low TSH, raised free T4) on a current
 * antithyroid drug, outside the settings other rules read. The overt-hyperthyroidism rule steps
 * aside when this holds.
 */
export function treatedOvertHyperthyroidism(ctx: RuleContext): boolean {
  if (ctx.meds("antithyroid").length === 0 || ctx.meds("thyroid-hormone").length > 0) return false;
  if (!isLow(ctx.lab("tsh")) || !isHigh(ctx.lab("free-t4"))) return false;
  if (biotinThyroidPattern(ctx) || amiodaroneThyrotoxicosis(ctx) || iciThyrotoxicosis(ctx)) return false;
  if (thyrotoxicosisSetting(ctx) !== undefined) return false;
  const storm = thyroidStormReading(ctx);
  return storm.score < IMPENDING_SCORE || !storm.beyondHeart;
}

function match(ctx: RuleContext): RuleMatch | undefined {
  if (!treatedOvertHyperthyroidism(ctx)) return undefined;
  const meds = ctx.meds("antithyroid");
  const tsh = ctx.lab("tsh");
  const ft4 = ctx.lab("free-t4");
  const ft3 = ctx.lab("free-t3");
  const t3High = isHigh(ft3);
  const graves = knownGraves(ctx);
  const signs = infectionSigns(ctx);
  const uk = readsAsUk(ctx);
  // The drug's own name, not the whole prescription line ("Carbimazole 20mg tablets, one daily").
  const drug = [...new Set(meds.flatMap((m) => m.drugs))].join(" and ") || medNames(meds);
  const interval = uk
    ? "Recheck TSH, free T4 and free T3 about every 6 weeks and adjust the dose with the prescribing team (NICE NG145); judge the dose on free T4 and T3 while TSH stays suppressed"
    : "Recheck free T4 and T3 (TSH may stay suppressed for weeks to months) about every 4–6 weeks and adjust the dose with the prescribing team";
  const bloodCount = signs
    ? `${capitalise(signs)} recorded: stop ${drug} now and check a full blood count with differential today; restart only with a normal neutrophil count`
    : "Full blood count with differential at once if a sore throat, mouth ulcers or fever develop, stopping the drug until the result is known; liver tests if jaundice, dark urine, pale stools or itching";
  return {
    refs: ctx.refs(tsh, ft4, t3High ? ft3 : undefined, graves, ...meds),
    severity: signs ? Severity.high : Severity.moderate,
    values: {
      tsh: ctx.show(tsh),
      hormones: `free T4 ${ctx.show(ft4)}${t3High ? ` and free T3 ${ctx.show(ft3)}` : ""}`,
      drug,
      cause: graves ? " for Graves' disease" : "",
      signs: signs
        ? ` ${capitalise(signs)} is recorded: antithyroid drugs can cause agranulocytosis, so the drug is stopped and a differential white count checked the same day.`
        : "",
      patientSigns: signs
        ? " Your notes mention signs of infection, so stop it today and have an urgent blood count the same day."
        : " If you get a sore throat, mouth ulcers or a fever, stop it and have an urgent blood count the same day.",
    },
    nextSteps: signs ? [bloodCount, interval] : [interval, bloodCount],
    evidence: uk ? ["nice-ng145-thyroid-disease", "nhs-devon-antithyroid-drugs"] : ["ata-2016-hyperthyroidism"],
    evidenceReplacesRule: true,
  };
}

export const ANTITHYROID_TREATMENT_RULES: readonly Rule[] = [
  {
    id: "hyperthyroidism-on-antithyroid-drug",
    family: FindingFamily.pattern,
    severity: Severity.moderate,
    problem: "Thyroid",
    title: "Hyperthyroidism not yet controlled on an antithyroid drug",
    clinician:
      "TSH {tsh} with raised {hormones} on {drug}{cause}: hyperthyroidism not yet controlled on treatment, not a new diagnosis; free T4 and T3, not TSH, guide the dose while TSH stays suppressed.{signs}",
    patient:
      "Your thyroid is still overactive while you take {drug}. This medicine takes several weeks to bring the levels down, so your thyroid blood tests will be repeated every few weeks to adjust the dose. Rarely, it lowers the white blood cells that fight infection.{patientSigns}",
    // The match always sets its own steps (by country and by infection signs); these stand for the rule.
    nextSteps: [
      "Recheck free T4 and T3 every few weeks and adjust the dose; TSH may stay suppressed for weeks to months",
      "Full blood count with differential at once with a sore throat, mouth ulcers or fever",
    ],
    evidence: ["ata-2016-hyperthyroidism"],
    keywords: ["hyperthyroidism", "graves", "methimazole", "carbimazole", "propylthiouracil", "agranulocytosis"],
    match,
  },
];
