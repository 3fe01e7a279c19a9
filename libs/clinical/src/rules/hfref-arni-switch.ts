import { FindingFamily, Severity } from "../model.ts";
import { medNames, type RuleContext } from "./context.ts";
import { subTargetAceInhibitor } from "./hfref-ace-dose.ts";
import { readsAsUsUnits } from "./uk-record.ts";
import { heartFailureDiagnosed, lowPressureOrRate, NOT_HFREF_MRA, recordedHfref } from "./hfref-pillars.ts";
import { statedMention } from "./notes.ts";
import { deferUntil } from "./patterns.ts";
import type { Rule, RuleMatch } from "./types.ts";

/*
 * HFrEF on all four medicine groups with an ACE inhibitor (or ARB) and symptoms still recorded
 * (review 28, leftovers-28b case 03): the missing-groups finding rightly stays silent, so the one
 * step left, the switch to sacubitril/valsartan, went unsaid. ESC 2021 (esc-2021-hf, section 5.2.2
 * and 5.3.1, read in this review) keeps an ARNI as the replacement for an ACE inhibitor in suitable
 * patients who stay symptomatic on an ACE inhibitor, a beta-blocker and an MRA, and recommends that
 * an ACE inhibitor or ARB is replaced by it in ambulatory patients who remain symptomatic despite
 * optimal treatment; starting it needs an adequate blood pressure, eGFR of 30 or more and, after an
 * ACE inhibitor, at least 36 hours' washout. Already on sacubitril/valsartan, or without symptoms,
 * nothing is said; a low blood pressure or eGFR below 30 keeps it silent too.
 */

/** Symptoms of heart failure still present, as the notes state them (NYHA I is not symptomatic). */
const ONGOING_SYMPTOMS =
  /\bnyha (?:class )?(?:ii|iii|iv|2|3|4)\b|\bbreathless(?:ness)?\b|\bshort(?:ness)? of breath\b|\bdyspno?ea\b/;

const EGFR_MIN = 30;

const GUIDELINE_OTHER =
  "ESC 2021 recommends replacing an ACE inhibitor or ARB with sacubitril/valsartan in ambulatory patients with HFrEF who remain symptomatic despite optimal treatment (class I), to lower the risk of heart-failure admission and death; it needs an adequate blood pressure and eGFR of 30 or more, and is started at least 36 hours after the last ACE inhibitor dose.";
const GUIDELINE_US =
  "AHA/ACC/HFSA 2022 recommends replacing an ACE inhibitor or ARB with sacubitril/valsartan in chronic symptomatic HFrEF (NYHA class II or III) when the ACE inhibitor or ARB is tolerated (class 1), to further reduce morbidity and mortality; it needs an adequate blood pressure and eGFR of 30 or more, and is not given within 36 hours of the last ACE inhibitor dose.";

function arniSwitch(ctx: RuleContext): RuleMatch | undefined {
  const hf = recordedHfref(ctx);
  if (hf === undefined || !heartFailureDiagnosed(ctx) || deferUntil(ctx) !== undefined) return undefined;
  if (ctx.meds("arni").length > 0) return undefined;
  const ras = ctx.medsOf("ace-inhibitor", "arb");
  const bb = ctx.meds("hf-beta-blocker");
  const mra = ctx.meds("mra").filter((m) => !NOT_HFREF_MRA.test(m.name));
  const sglt2 = ctx.meds("sglt2i");
  if (ras.length === 0 || bb.length === 0 || mra.length === 0 || sglt2.length === 0) return undefined;
  if (lowPressureOrRate(ctx).hypotension !== undefined) return undefined;
  const egfr = ctx.value("egfr");
  if (egfr !== undefined && egfr < EGFR_MIN) return undefined;
  const symptoms = statedMention(ctx.freeText, ONGOING_SYMPTOMS, true);
  if (symptoms === undefined) return undefined;
  const ace = ctx.meds("ace-inhibitor");
  const washout = ace.length > 0 ? ", at least 36 hours after the last ACE inhibitor dose" : "";
  const lowAce = subTargetAceInhibitor(ctx);
  // A US record is cared for under AHA/ACC/HFSA 2022, which recommends the same switch (review 29,
  // country-29; FACTS_SEEN["aha-acc-hfsa-2022-hf"], recommendation 7.3.1-4); other records keep ESC 2021.
  const us = readsAsUsUnits(ctx);
  return {
    refs: [...hf.refs, ...ctx.refs(...ras, ...bb, ...mra, ...sglt2)],
    evidence: [us ? "aha-acc-hfsa-2022-hf" : "esc-2021-hf"],
    evidenceReplacesRule: true,
    values: {
      guideline: us ? GUIDELINE_US : GUIDELINE_OTHER,
      hf: hf.text,
      ras: medNames(ras),
      plainRas: [...new Set(ras.flatMap((m) => m.drugs))].join(" or ") || medNames(ras),
      groups: medNames([...ras, ...bb, ...mra, ...sglt2]),
      symptoms: symptoms.replace(
        /\bnyha\b( class)? (\w+)/,
        (_, c: string | undefined, n: string) => `NYHA${c ?? ""} ${n.toUpperCase()}`,
      ),
    },
    nextSteps: [
      lowAce?.step ??
        `Consider replacing ${medNames(ras)} with sacubitril/valsartan: blood pressure adequate, eGFR ${EGFR_MIN} or more${egfr === undefined ? " (check it first)" : ""}${washout}`,
      "Check potassium, creatinine and blood pressure after the switch",
    ],
  };
}

export const HFREF_ARNI_SWITCH_RULES: readonly Rule[] = [
  {
    id: "hfref-arni-switch",
    family: FindingFamily.pattern,
    severity: Severity.low,
    problem: "Heart failure",
    title: "HFrEF on all four medicine groups with symptoms still recorded: consider sacubitril/valsartan",
    clinician:
      'HFrEF ({hf}) on all four guideline medicine groups ({groups}), with "{symptoms}" in the notes. {guideline}',
    patient:
      "You already take the four main groups of medicines for heart failure, and your notes say you still have symptoms. Your heart team may suggest swapping {plainRas} for a combined medicine called sacubitril/valsartan, which can lower the chance of going into hospital further. The two must not be taken together: the new one is started only after a gap. Do not change your medicines on your own.",
    nextSteps: ["Consider replacing the ACE inhibitor or ARB with sacubitril/valsartan"],
    patientQuestions: ["Would switching to sacubitril/valsartan help me, and how is the switch done safely?"],
    evidence: ["esc-2021-hf"],
    keywords: ["hfref", "heart failure", "sacubitril/valsartan", "arni", "ace inhibitor"],
    match: arniSwitch,
  },
];
