import { FindingFamily, Severity } from "../model.ts";
import { medNames, type RuleContext } from "./context.ts";
import type { Rule, RuleMatch } from "./types.ts";

/*
 * An ACE inhibitor listed with sacubitril/valsartan (review 24, medicine-names-24b case 11: Entresto
 * started in clinic while lisinopril stayed on the pharmacy profile, and the engine advised replacing
 * the lisinopril with the sacubitril/valsartan already listed). The US safety information
 * (entresto-us-isi) contraindicates the two together, with 36 hours between them when switching, for
 * the risk of angioedema, which can be fatal; ESC 2021 (esc-2021-hf) starts sacubitril/valsartan at
 * least 36 hours after the last ACE inhibitor dose.
 */

function aceInhibitorWithArni(ctx: RuleContext): RuleMatch | undefined {
  const arni = ctx.meds("arni");
  const ace = ctx.meds("ace-inhibitor");
  if (arni.length === 0 || ace.length === 0) return undefined;
  return { refs: ctx.refs(...arni, ...ace), values: { arni: medNames(arni), ace: medNames(ace) } };
}

export const ACE_INHIBITOR_ARNI_RULES: readonly Rule[] = [
  {
    id: "ace-inhibitor-with-arni",
    family: FindingFamily.drugLab,
    severity: Severity.high,
    problem: "Medication safety",
    title: "ACE inhibitor listed with sacubitril/valsartan",
    clinician:
      "{arni} (sacubitril/valsartan) and the ACE inhibitor {ace} are both listed as current. The two are contraindicated together because of the risk of angioedema, which can be fatal; sacubitril/valsartan replaces the ACE inhibitor and is started at least 36 hours after its last dose.",
    patient:
      "Your medicine list shows {arni} together with {ace}. These two medicines should not be taken together, because together they can cause serious swelling of the face, lips, tongue or throat. Contact your doctor or pharmacist today to check which one you should be taking; do not change your medicines on your own before you speak to them. Get emergency help at once if your face, lips, tongue or throat swell or you find it hard to breathe.",
    nextSteps: [
      "Confirm today whether both are being taken; if so, stop the ACE inhibitor and give sacubitril/valsartan only once 36 hours have passed since the last ACE inhibitor dose",
      "Correct the medication list so the ACE inhibitor is no longer shown as current",
    ],
    patientQuestions: ["Should I be taking both of these heart medicines?"],
    evidence: ["entresto-us-isi", "esc-2021-hf"],
    keywords: ["sacubitril/valsartan", "ace inhibitor", "angioedema", "washout"],
    match: aceInhibitorWithArni,
  },
];
