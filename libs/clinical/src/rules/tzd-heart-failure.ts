import { FindingFamily, Severity } from "../model.ts";
import { patientScope } from "../evidence/populations.ts";
import { medNames, type RuleContext } from "./context.ts";
import { statedMention } from "./notes.ts";
import { HF_SYMPTOMS } from "./np-symptoms.ts";
import type { Rule, RuleMatch } from "./types.ts";

/*
 * A thiazolidinedione (pioglitazone, rosiglitazone) with heart failure, known or suspected (review 12
 * cardiometabolic case 11: pioglitazone 30 mg, NT-proBNP 3400 pg/mL, orthopnoea and ankle oedema;
 * the drug was not mentioned). The US label carries a boxed warning that thiazolidinediones cause or
 * worsen heart failure through fluid retention, and asks that heart failure appearing on the drug
 * be treated with stopping or reducing it considered (evidence "fda-pioglitazone-label"); ESC 2021
 * advises against them in heart failure. Heart failure on record, or a natriuretic peptide above
 * the level that rules heart failure out together with fluid signs in the notes, is high priority;
 * either alone asks for a check before the drug is continued (engine choice).
 */

const TZD = /\b(?:pioglitazone|rosiglitazone|actos|avandia|competact|glustin)\b/i;
const SGLT2_STEP =
  "An SGLT2 inhibitor lowers glucose and is a heart-failure treatment (ESC 2021); consider it if kidney function allows";
// A US record names its own heart-failure guideline, which also recommends an SGLT2 inhibitor in
// HFrEF (review 41, diabetes-41 case 08: an Arizona clinic was pointed to ESC 2021 only).
const SGLT2_STEP_US =
  "An SGLT2 inhibitor lowers glucose and is a heart-failure treatment (AHA/ACC/HFSA 2022); consider it if kidney function allows";

function raisedPeptide(ctx: RuleContext): string | undefined {
  const nt = ctx.value("nt-probnp");
  if (nt !== undefined && nt > 125) return `NT-proBNP ${ctx.showValue("nt-probnp")}`;
  const bnp = ctx.value("bnp");
  if (bnp !== undefined && bnp > 35) return `BNP ${ctx.showValue("bnp")}`;
  return undefined;
}

export const TZD_HEART_FAILURE_RULES: readonly Rule[] = [
  {
    id: "tzd-heart-failure",
    family: FindingFamily.drugLab,
    severity: Severity.high,
    problem: "Heart failure",
    title: "Pioglitazone-type medicine with {hfKind} heart failure",
    clinician:
      "{drugs} with {evidence}. Thiazolidinediones retain salt and water and can cause or worsen heart failure (US label boxed warning; the European licence contraindicates them in heart failure). {action}",
    patient:
      "You take {drugs}. This diabetes medicine can make the body hold on to fluid, which strains the heart. {patientAction} Do not stop it on your own; your doctor can switch you to another diabetes medicine.",
    nextSteps: [
      "Review the thiazolidinedione now: stop it while heart failure is assessed, and choose another glucose-lowering drug",
      SGLT2_STEP,
    ],
    patientQuestions: ["Should I change my diabetes medicine because of my heart?"],
    evidence: ["fda-pioglitazone-label", "esc-2021-hf"],
    keywords: ["pioglitazone", "thiazolidinedione", "heart failure", "fluid retention"],
    match: (ctx): RuleMatch | undefined => {
      const tzd = ctx.model.medications.filter((m) => m.active && TZD.test(m.name));
      if (tzd.length === 0) return undefined;
      const hf = ctx.everHad("heart-failure");
      const peptide = raisedPeptide(ctx);
      const signs = statedMention(ctx.freeText, HF_SYMPTOMS);
      const suspected = peptide !== undefined && signs !== undefined;
      if (hf.length === 0 && peptide === undefined && signs === undefined) return undefined;
      const evidence =
        hf.length > 0
          ? `heart failure on record (${hf[0]?.name ?? ""})`
          : [peptide, signs === undefined ? "" : `"${signs}" in the notes`].filter(Boolean).join(" and ");
      const high = hf.length > 0 || suspected;
      const us = patientScope(ctx).country === "us";
      return {
        refs: ctx.refs(...tzd, ...hf, peptide?.startsWith("BNP") ? ctx.lab("bnp") : ctx.lab("nt-probnp")),
        values: {
          drugs: medNames(tzd),
          hfKind: hf.length > 0 ? "known" : "possible",
          evidence,
          action: high
            ? "Stop or withhold it while heart failure is assessed and treated."
            : "Check for heart failure (symptoms, examination, echocardiography as indicated) before continuing it.",
          patientAction: high
            ? "With signs that your heart may be struggling, this medicine should be reviewed by your doctor soon."
            : "Ask your doctor whether it is still the right medicine for you.",
        },
        severity: high ? Severity.high : Severity.moderate,
        nextSteps: high
          ? [
              `Review ${medNames(tzd)} now: stop it while heart failure is assessed, and choose another glucose-lowering drug`,
              us ? SGLT2_STEP_US : SGLT2_STEP,
            ]
          : [
              `Assess for heart failure (symptoms, examination, echocardiography as indicated) before continuing ${medNames(tzd)}`,
            ],
        ...(us && high && { evidence: ["aha-acc-hfsa-2022-hf"] }),
      };
    },
  },
];
