import type { LabObservation } from "../model.ts";
import type { RuleContext } from "./context.ts";
import { midSentence } from "../text.ts";
import { statedMention } from "./notes.ts";

/*
 * Sarcoidosis not yet on the problem list, read from the record beside a PTH-independent high
 * calcium (review 31, resp-renal-31 case 11: adjusted calcium 2.91 mmol/L with PTH 0.9 pmol/L, a chest
 * X-ray showing bilateral hilar lymphadenopathy, tender red shins and a raised serum ACE, on
 * colecalciferol, was told to measure PTHrP and look for a cancer). ATS 2020 lists bilateral hilar
 * adenopathy and erythema nodosum (Löfgren's syndrome) among the features that make sarcoidosis highly
 * probable, with hypercalcaemia from abnormal vitamin D metabolism and a raised ACE as supporting
 * features ("ats-2020-sarcoidosis-diagnosis"). A raised ACE alone is neither sensitive nor specific,
 * so it is named only beside one of the highly probable features; on its own the cancer work-up stays.
 */

const HILAR_NODES =
  /\bbilateral\s+hilar\s+(?:lymph\s*adenopathy|lymphadenopathy|adenopathy|lymph\s+nodes?|nodes)\b|\bbhl\b/;
const ERYTHEMA_NODOSUM =
  /\berythema\s+nodosum\b|\b(?:tender|painful)\s+(?:red|raised\s+red)\s+(?:lumps\s+on\s+(?:the\s+|both\s+)?|nodules\s+on\s+(?:the\s+|both\s+)?)?shins\b/;
const SERUM_ACE = /\bangiotensin[- ]?converting[- ]?enzyme\b|^\s*(?:serum\s+)?s?-?ace\s*$/i;

export interface SuspectedSarcoidosis {
  /** "bilateral hilar lymphadenopathy on the Chest X-ray (2026-11-20)", "a raised ACE 112 U/L". */
  clues: string[];
  refs: string[];
}

function raisedAce(ctx: RuleContext): LabObservation | undefined {
  return ctx.model.labs.find((o) => SERUM_ACE.test(o.name) && (o.status === "high" || o.status === "critical-high"));
}

/** Highly probable features of sarcoidosis in the notes or imaging, with a raised ACE named beside them. */
export function suspectedSarcoidosis(ctx: RuleContext): SuspectedSarcoidosis | undefined {
  const clues: string[] = [];
  const refs: string[] = [];
  const scan = ctx.model.imaging.find(
    (s) => statedMention(`${s.description} ${s.text}`.toLowerCase(), HILAR_NODES) !== undefined,
  );
  if (scan !== undefined) {
    clues.push(`bilateral hilar lymphadenopathy on the ${midSentence(scan.type)}${scan.date ? ` (${scan.date})` : ""}`);
    refs.push(scan.ref);
  } else if (statedMention(ctx.freeText, HILAR_NODES) !== undefined) {
    clues.push("bilateral hilar lymphadenopathy in the notes");
  }
  const skin =
    statedMention(ctx.freeText, ERYTHEMA_NODOSUM) ??
    ctx.model.conditions.map((c) => statedMention(c.name.toLowerCase(), ERYTHEMA_NODOSUM)).find(Boolean);
  if (skin !== undefined)
    clues.push(/erythema\s+nodosum/.test(skin) ? "erythema nodosum" : `"${skin}" in the notes (erythema nodosum)`);
  if (clues.length === 0) return undefined;
  const ace = raisedAce(ctx);
  if (ace !== undefined) {
    clues.push(`a raised ACE ${ctx.show(ace)}`);
    refs.push(ace.ref);
  }
  return { clues, refs };
}
