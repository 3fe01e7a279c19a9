import { FindingFamily, Severity } from "../model.ts";
import { capitalise, joinList } from "../text.ts";
import { isActiveCondition } from "../vocab/conditions.ts";
import type { RuleContext } from "./context.ts";
import { statedMention } from "./notes.ts";
import { pregnancy } from "./patterns.ts";
import { afterBirth } from "./pregnancy-emergencies.ts";
import type { Rule } from "./types.ts";
import { readsAsUsUnits } from "./uk-record.ts";

/*
 * Low-dose aspirin from 12 weeks for a pregnancy at high risk of pre-eclampsia (review 26,
 * pregnancy-26b case 10: a woman with chronic hypertension booking at 12 weeks had her ramipril and
 * statin reviewed but heard nothing of aspirin). NICE NG133 advises 75–150 mg daily from 12 weeks
 * until the birth with any one high-risk factor; the USPSTF (2021) advises 81 mg/day after 12 weeks
 * with one or more. The high-risk factors both name are read here: chronic hypertension, kidney
 * disease, type 1 or 2 diabetes, lupus or antiphospholipid syndrome, and pre-eclampsia or
 * hypertensive disease in an earlier pregnancy. Engine choices: the gestational age must be known
 * and under 36 weeks (aspirin is started early and the record says nothing about it late); any
 * mention of aspirin in the notes (taken, declined, not tolerated) leaves it to the team; the
 * moderate-risk factors, which need combining, are not weighed.
 */

const LATEST_WEEKS = 36;

/** Hypertension that arose in this pregnancy is not the chronic hypertension the guidelines name. */
const PREGNANCY_HYPERTENSION = /\bgestational\b|\bpregnancy[- ]induced\b|\bpih\b|\bpre-?eclampsia\b/i;
const AUTOIMMUNE = /\b(?:systemic lupus|lupus erythematosus|sle|antiphospholipid)\b/i;
const EARLIER_PRE_ECLAMPSIA =
  /\b(?:previous|prior|past|history of|hx of|last|earlier)\s+(?:pregnancy\s+(?:with|complicated by)\s+)?(?:pre-?eclampsia|hypertensive disease (?:of|in) pregnancy|gestational hypertension|hellp)\b/i;
const ASPIRIN_NOTED = /\baspirin\b/i;

interface Factors {
  names: string[];
  /** The same factors in the patient's words. */
  plain: string[];
  refs: string[];
}

function highRiskFactors(ctx: RuleContext): Factors {
  const f: Factors = { names: [], plain: [], refs: [] };
  const add = (name: string, plain: string, items: readonly { ref: string }[]) => {
    f.names.push(name);
    f.plain.push(plain);
    f.refs.push(...ctx.refs(...items));
  };
  const chronicHypertension = ctx.conditions("hypertension").filter((c) => !PREGNANCY_HYPERTENSION.test(c.name));
  if (chronicHypertension.length > 0)
    add("chronic hypertension", "high blood pressure from before pregnancy", chronicHypertension);
  const kidney = ctx.conditions("ckd");
  if (kidney.length > 0) add("chronic kidney disease", "kidney disease", kidney);
  const diabetes = ctx.conditions("diabetes");
  if (diabetes.length > 0) add("diabetes from before pregnancy", "diabetes", diabetes);
  const active = ctx.model.conditions.filter((c) => isActiveCondition(c.status));
  const autoimmune = active.filter((c) => AUTOIMMUNE.test(c.name));
  if (autoimmune.length > 0)
    add("lupus or antiphospholipid syndrome", "lupus or antiphospholipid syndrome", autoimmune);
  const earlierInRecord = ctx.model.conditions.filter((c) => EARLIER_PRE_ECLAMPSIA.test(c.name));
  const earlierInNotes = statedMention(ctx.freeText, EARLIER_PRE_ECLAMPSIA);
  if (earlierInRecord.length > 0 || earlierInNotes !== undefined)
    add(
      "pre-eclampsia or hypertension in an earlier pregnancy",
      "pre-eclampsia or high blood pressure in an earlier pregnancy",
      earlierInRecord,
    );
  return f;
}

const UK = {
  advice: "NICE NG133 advises aspirin 75–150 mg daily from 12 weeks until the birth with any one high-risk factor",
  step: "Offer aspirin 75–150 mg once daily from 12 weeks until the birth (NICE NG133; prescribed, as its use in pregnancy is off-label)",
  evidence: "nice-ng133-hypertension-pregnancy",
};
const US = {
  advice:
    "the USPSTF (2021) recommends low-dose aspirin 81 mg/day after 12 weeks of gestation with one or more high-risk factors",
  step: "Prescribe low-dose aspirin 81 mg/day from 12 weeks of gestation (USPSTF 2021)",
  evidence: "uspstf-2021-aspirin-preeclampsia",
};

export const PREGNANCY_ASPIRIN_RULE: Rule = {
  id: "pre-eclampsia-aspirin-not-recorded",
  family: FindingFamily.pattern,
  severity: Severity.moderate,
  problem: "Medicines in pregnancy",
  title: "High risk of pre-eclampsia: low-dose aspirin not recorded",
  clinician:
    "At {weeks} weeks of pregnancy with {factors}, a high-risk factor for pre-eclampsia; no aspirin is recorded. {advice}, to lower the risk of pre-eclampsia.",
  patient:
    "Because of your {plain}, you have a higher chance of pre-eclampsia, a pregnancy condition that raises blood pressure. A daily low-dose aspirin from 12 weeks of pregnancy lowers that chance. Ask your midwife, doctor or {gp} whether you should take it; do not buy it yourself without asking.",
  nextSteps: [UK.step],
  patientQuestions: ["Should I take low-dose aspirin in this pregnancy?"],
  evidence: [UK.evidence],
  keywords: ["pre-eclampsia", "preeclampsia", "hypertension in pregnancy", "pre-eclampsia prevention"],
  match: (ctx) => {
    const weeks = pregnancy(ctx)?.weeks;
    if (weeks === undefined || weeks >= LATEST_WEEKS || afterBirth(ctx)) return undefined;
    if (ctx.medsOf("aspirin").length > 0 || statedMention(ctx.freeText, ASPIRIN_NOTED, true) !== undefined)
      return undefined;
    const factors = highRiskFactors(ctx);
    if (factors.names.length === 0) return undefined;
    const us = readsAsUsUnits(ctx);
    const guide = us ? US : UK;
    return {
      refs: [...factors.refs, ...ctx.refs(...ctx.conditions("pregnancy"))],
      values: {
        weeks,
        factors: joinList(factors.names),
        plain: joinList(factors.plain),
        advice: capitalise(guide.advice),
      },
      nextSteps: [guide.step],
      ...(us && { evidence: [US.evidence], evidenceReplacesRule: true as const }),
    };
  },
};
