import { FindingFamily, type LabObservation, Severity } from "../model.ts";
import type { RuleContext } from "./context.ts";
import { kidneyTransplant } from "./kidney-transplant.ts";
import { cniTarget, latestLevel, numeric } from "./transplant-cni.ts";
import type { Rule, RuleMatch } from "./types.ts";

/*
 * Two graft alerts for kidney transplant recipients (review 26, immuno case 01 and 02).
 *
 * Case 01: creatinine 121 → 168 µmol/L (+39%) in two months, tacrolimus in target, read only as
 * a G3b "category" with "none of these results needs emergency care". A rise in creatinine in a
 * graft is a possible rejection until shown otherwise: the Edinburgh renal unit's transplant
 * handbook lists rejection, infection, tacrolimus toxicity and fluid balance as the common causes,
 * notes that the classic signs of rejection are usually absent on current immunosuppression, and
 * works it up with a tacrolimus level, urine culture, CMV PCR, ultrasound and, if needed, a biopsy
 * (SUMMARIES["edren-altered-graft-function"]). No numeric threshold was seen in a guideline; the
 * engine's choice is a rise of 20% or more over the lowest creatinine of the previous 12 months,
 * well past the wobble of a single repeat. A tacrolimus level above its target is left to
 * cni-level-above-target, which already names the creatinine rise.
 *
 * Case 02: plasma BK virus DNA 18,500 copies/mL at month 9 read as "above the reference range".
 * The second international BK consensus (TTS 2024) reduces immunosuppression for plasma BK DNA
 * persisting above 1000 copies/mL or exceeding 10,000 copies/mL, in steps set by the transplant
 * team (SUMMARIES["tts-2024-bk-polyomavirus"]).
 */

/** Rise over the 12-month lowest creatinine at which a graft rise is flagged (engine choice). */
const GRAFT_RISE = 0.2;
const YEAR_MS = 365 * 24 * 3600 * 1000;

function graftCreatinineRise(ctx: RuleContext): RuleMatch | undefined {
  const tx = kidneyTransplant(ctx);
  if (tx === undefined) return undefined;
  const all = ctx.labs("creatinine").filter((o) => ctx.valueOf(o) !== undefined && o.time !== undefined);
  const latest = all[0];
  const now = ctx.valueOf(latest);
  if (latest?.time === undefined || now === undefined) return undefined;
  const earlier = all.filter(
    (o) => (o.time ?? 0) < (latest.time ?? 0) && (latest.time ?? 0) - (o.time ?? 0) <= YEAR_MS,
  );
  const baseline = earlier.reduce<LabObservation | undefined>(
    (low, o) => (low === undefined || (ctx.valueOf(o) ?? Infinity) < (ctx.valueOf(low) ?? Infinity) ? o : low),
    undefined,
  );
  const base = ctx.valueOf(baseline);
  if (baseline === undefined || base === undefined || base <= 0 || now < base * (1 + GRAFT_RISE)) return undefined;
  const levelObs = latestLevel(ctx);
  const level = numeric(levelObs);
  const target = levelObs === undefined ? undefined : cniTarget(ctx, levelObs);
  if (level !== undefined && target !== undefined && level > target.high) return undefined;
  const pct = Math.round(((now - base) / base) * 100);
  const levelText =
    levelObs === undefined
      ? "No recent tacrolimus or ciclosporin level is in the record: check one."
      : `${levelObs.name} ${ctx.show(levelObs)}${target !== undefined && level !== undefined && level >= (target.low ?? 0) ? ` is within its target of ${target.text}, so toxicity from a high level is less likely` : ""}.`;
  return {
    refs: [...new Set([...ctx.refs(latest, baseline, levelObs), ...tx.refs])],
    values: {
      text: `Creatinine has risen from ${ctx.show(baseline)} to ${ctx.show(latest)} (${pct}%) in a kidney transplant recipient. ${levelText}`,
    },
  };
}

/** A plasma or blood BK virus DNA result (not urine). */
const BK = /\b(?:bk\s*(?:virus|v|pyv)?|bk\s*polyoma\w*|polyoma\s*virus\s*bk)\b/i;
const DNA_TEST = /\b(?:dna|pcr|viral\s+load|q?nat|naat|quantitative|dnaemia|viraemia|viremia)\b/i;
const URINE = /\burine\b|\burinary\b/i;
/** Plasma BK DNA at which the 2024 consensus reduces immunosuppression without waiting for a repeat (copies/mL). */
const BK_REDUCE = 10_000;
/** Plasma BK DNA that, if it persists, also leads to a reduction (copies/mL). */
const BK_PERSIST = 1000;

function copies(obs: LabObservation): number | undefined {
  if (obs.value.kind !== "number") return undefined;
  return obs.value.comparator === "<" || obs.value.comparator === "<=" ? 0 : obs.value.value;
}

function bkDnaemia(ctx: RuleContext): RuleMatch | undefined {
  const tx = kidneyTransplant(ctx);
  if (tx === undefined) return undefined;
  const results = ctx.model.labs
    .filter((o) => BK.test(o.name) && DNA_TEST.test(o.name) && !URINE.test(o.name) && copies(o) !== undefined)
    .sort((a, b) => (b.time ?? 0) - (a.time ?? 0));
  const latest = results[0];
  const load = latest === undefined ? undefined : copies(latest);
  if (latest === undefined || load === undefined) return undefined;
  const previous = results.find((o) => (o.time ?? 0) < (latest.time ?? 0));
  const persists = load > BK_PERSIST && previous !== undefined && (copies(previous) ?? 0) > BK_PERSIST;
  if (load < BK_REDUCE && !persists) return undefined;
  const reason =
    load >= BK_REDUCE ? "above 10,000 copies/mL" : `persisting above 1000 copies/mL (previous ${ctx.show(previous)})`;
  return {
    refs: [...new Set([...ctx.refs(latest, previous), ...tx.refs])],
    values: { text: `${latest.name} ${ctx.show(latest)} in a kidney transplant recipient is ${reason}.` },
  };
}

export const KIDNEY_GRAFT_ALERT_RULES: readonly Rule[] = [
  {
    id: "kidney-graft-creatinine-rise",
    family: FindingFamily.pattern,
    severity: Severity.high,
    problem: "Kidney function",
    title: "Creatinine rise in a kidney transplant",
    clinician:
      "{text} A rise in graft creatinine needs prompt assessment by the transplant team: common causes are acute rejection, infection (including BK virus or CMV), calcineurin-inhibitor toxicity and fluid depletion, less often obstruction or a vascular problem, and rejection usually gives no fever or graft tenderness on current immunosuppression.",
    patient:
      "Your creatinine, which shows how well your transplanted kidney is working, has gone up compared with your earlier results. This needs checking soon by your transplant team, even if you feel well. Contact them today.",
    nextSteps: [
      "Contact the transplant team today about the creatinine rise: they arrange the work-up (tacrolimus level, urinalysis and urine culture, CMV and BK PCR, graft ultrasound, and a biopsy if no cause is found)",
      "Ask about fluid intake, urine output, fever and any new medicines (NSAIDs, interacting antibiotics or antifungals)",
    ],
    patientQuestions: ["Does my transplant team know about this result?", "Which symptoms should I report?"],
    evidence: ["edren-altered-graft-function"],
    keywords: ["kidney transplant", "creatinine", "graft dysfunction", "rejection", "tacrolimus"],
    match: graftCreatinineRise,
  },
  {
    id: "kidney-transplant-bk-dnaemia",
    family: FindingFamily.pattern,
    severity: Severity.high,
    problem: "Infection after a transplant",
    title: "BK virus in the blood after a kidney transplant",
    clinician:
      "{text} The 2024 international BK consensus reduces immunosuppression in set steps (the antiproliferative drug, the calcineurin inhibitor, or both) for plasma BK DNA above 10,000 copies/mL or persisting above 1000 copies/mL, as BK nephropathy can cause graft loss; there is no specific antiviral treatment.",
    patient:
      "Your blood test shows BK virus, a common virus that can harm a transplanted kidney when the immune system is lowered. Your transplant team usually manages this by adjusting your transplant medicines. Contact them this week, and do not change any medicine on your own.",
    nextSteps: [
      "Contact the transplant team about the BK viral load: they decide how to reduce immunosuppression and how often to repeat the plasma BK PCR",
      "Follow creatinine closely; a rising creatinine with BK in the blood may need a graft biopsy",
    ],
    patientQuestions: ["Will my transplant medicines change?", "How often will the BK test be repeated?"],
    evidence: ["tts-2024-bk-polyomavirus"],
    keywords: ["bk virus", "polyomavirus", "kidney transplant", "immunosuppression", "viral load"],
    match: bkDnaemia,
  },
];
