import { FindingFamily, Severity } from "../model.ts";
import type { RuleContext } from "./context.ts";
import { onDialysis } from "./ckd-complications.ts";
import { isType1 } from "./diabetes-ketosis.ts";
import { recordedHfref } from "./hfref-pillars.ts";
import { kidneyTransplant } from "./kidney-transplant.ts";
import { statedMatches, statedMention } from "./notes.ts";
import { deferred, deferUntil, pregnancy } from "./patterns.ts";
import type { Rule, RuleMatch } from "./types.ts";

/*
 * Heart failure with mildly reduced or preserved ejection fraction (LVEF above 40%) and no SGLT2
 * inhibitor (review 27, heart-27b). Read on 2026-11-30 in the text of the ESC 2023 focused update
 * (FACTS_SEEN["esc-2023-hf-fu"]): Table 3, HFmrEF is an LVEF of 41–49% and HFpEF 50% or more;
 * Recommendation Tables 1 and 2 (class I, level A), dapagliflozin or empagliflozin is recommended in
 * HFmrEF and in HFpEF to reduce HF hospitalisation or CV death (the benefit was in hospitalisations,
 * not CV death); section 4.1.2, SGLT2 inhibitors are not indicated in type 1 diabetes.
 * HFrEF has its own rule (hfref-pillars.ts), which names the SGLT2 inhibitor with the other groups.
 */
const LVEF_REDUCED_MAX = 40;
/**
 * Engine choice, not from the focused update: below this eGFR no SGLT2 inhibitor is suggested, the
 * floor sglt2i-ckd.ts takes from KDIGO 2024 for starting one.
 */
const EGFR_MIN = 20;

/** Preserved or mildly reduced ejection fraction named in words. */
const HFPEF_WORDS =
  /\bhfpef\b|\bhfmref\b|\bhfnef\b|\b(?:preserved|mildly reduced|normal) (?:ejection fraction|ef|lvef)\b|\bdiastolic (?:heart|cardiac) failure\b/;
/** An improved ejection fraction (HFimpEF) is left to the clinician: the recommendations name HFmrEF and HFpEF. */
const IMPROVED_WORDS =
  /\bhfimpef\b|\bimproved (?:ejection fraction|ef|lvef)\b|\brecovered (?:ejection fraction|ef|lvef)\b/;
const EF_VALUE =
  /\b(?:lvef|ef|ejection fraction)\s*(?:of|is|was|:|=|~|approx(?:imately|\.)?|estimated at|around|about)?\s*(\d{1,2})(?:\s*(?:-|–|to)\s*(\d{1,2}))?\s*%/g;
const HF_WORDS = /\b(?:heart|cardiac) failure\b|\bhfpef\b|\bhfmref\b|\bhfnef\b/;

/** Each text the record gives: listed conditions, the notes and scan reports, lower-case. */
function texts(ctx: RuleContext): { text: string; where: string; ref?: string }[] {
  return [
    ...ctx.conditions("heart-failure").map((c) => ({ text: c.name.toLowerCase(), where: "listed", ref: c.ref })),
    { text: ctx.freeText, where: "in the notes" },
    ...ctx.model.imaging.map((s) => ({ text: s.text.toLowerCase(), where: "on a scan report", ref: s.ref })),
  ];
}

/**
 * HFmrEF or HFpEF: heart failure listed or stated, with preserved or mildly reduced ejection fraction
 * named or an LVEF above 40% given, and no LVEF of 40% or less, no HFrEF and no improved EF anywhere.
 */
function preservedOrMildlyReduced(ctx: RuleContext): { text: string; refs: string[] } | undefined {
  const diagnosed = ctx.conditions("heart-failure").length > 0 || statedMention(ctx.freeText, HF_WORDS, true);
  if (!diagnosed || recordedHfref(ctx) !== undefined) return undefined;
  const shown: string[] = [];
  const refs: string[] = [];
  for (const t of texts(ctx)) {
    if (statedMention(t.text, IMPROVED_WORDS, true) !== undefined) return undefined;
    const words = statedMention(t.text, HFPEF_WORDS, true);
    let found = words !== undefined;
    if (words !== undefined) shown.push(`"${words}" ${t.where}`);
    for (const m of statedMatches(t.text, EF_VALUE, true)) {
      const low = Math.min(...[...m.quote.matchAll(/\d{1,2}/g)].map((x) => Number(x[0])));
      if (low <= LVEF_REDUCED_MAX) return undefined;
      shown.push(`"${m.quote}" ${t.where}`);
      found = true;
    }
    if (found && t.ref !== undefined) refs.push(t.ref);
  }
  if (shown.length === 0) return undefined;
  return { text: [...new Set(shown)].join("; "), refs: [...new Set(refs)] };
}

function hfpefWithoutSglt2i(ctx: RuleContext): RuleMatch | undefined {
  if (ctx.meds("sglt2i").length > 0 || (ctx.age !== undefined && ctx.age < 18)) return undefined;
  if (isType1(ctx) || onDialysis(ctx) || pregnancy(ctx) !== undefined) return undefined;
  const egfr = ctx.value("egfr");
  if (egfr !== undefined && egfr < EGFR_MIN) return undefined;
  const hf = preservedOrMildlyReduced(ctx);
  if (hf === undefined) return undefined;
  const refs = [...hf.refs];
  const graft = kidneyTransplant(ctx);
  if (graft !== undefined) refs.push(...graft.refs);
  const until = deferUntil(ctx);
  const match: RuleMatch = {
    refs: [...new Set(refs)],
    values: {
      hf: hf.text,
      graft:
        graft === undefined
          ? ""
          : " In a kidney transplant recipient the SGLT2 inhibitor trials did not include transplant recipients and urinary infection on immunosuppression is the concern, so the choice is made with the transplant team.",
    },
    ...(graft !== undefined && {
      nextSteps: [
        "SGLT2 inhibitor: kidney transplant recipients were outside the trials; decide with the transplant team, weighing urinary infection on immunosuppression",
      ],
      evidence: ["esc-2023-hf-fu", "sglt2i-kidney-transplant"],
    }),
  };
  if (until !== undefined) return { ...match, ...deferred(until, `Consider an SGLT2 inhibitor once ${until}`) };
  return match;
}

export const HFPEF_SGLT2I_RULES: readonly Rule[] = [
  {
    id: "hfpef-sglt2i-missing",
    family: FindingFamily.pattern,
    severity: Severity.moderate,
    problem: "Heart failure",
    title: "Heart failure with preserved or mildly reduced ejection fraction: no SGLT2 inhibitor listed",
    clinician:
      "Heart failure with LVEF above 40% ({hf}) and no SGLT2 inhibitor on the medication list. The ESC 2023 focused update recommends dapagliflozin or empagliflozin in HFmrEF and HFpEF (class I, level A), with or without diabetes, to reduce hospital admission for heart failure or cardiovascular death; the benefit in the trials was fewer heart-failure admissions, with no reduction in cardiovascular death. Not indicated in type 1 diabetes.{graft}",
    patient:
      "You have heart failure in which the heart pumps normally or nearly so. A medicine called an SGLT2 inhibitor (such as dapagliflozin or empagliflozin) lowers the chance of going into hospital with heart failure, whether or not you have diabetes. Ask your doctor or heart team whether it is right for you; do not start or stop medicines on your own.",
    nextSteps: [
      "Consider dapagliflozin or empagliflozin 10 mg once daily if eGFR allows; check kidney function and volume status, and give sick-day advice",
    ],
    patientQuestions: ["Would an SGLT2 inhibitor help my heart failure?"],
    evidence: ["esc-2023-hf-fu"],
    keywords: ["hfpef", "hfmref", "heart failure", "sglt2 inhibitor", "dapagliflozin", "empagliflozin"],
    match: hfpefWithoutSglt2i,
  },
];
