import type { Finding, PatientModel } from "../model.ts";
import { uniq } from "./common.ts";

/**
 * Medicine classes that findings under different problems may each suggest starting, by the words
 * that name them in a finding's text or steps, with the record's classes that mean it is already
 * taken (then the plan by medicine speaks to it instead).
 */
const CLASSES: readonly { name: string; words: RegExp; taken: readonly string[] }[] = [
  {
    name: "an SGLT2 inhibitor",
    words: /\bSGLT2 inhibitors?\b|\b(?:dapagliflozin|empagliflozin|canagliflozin)\b/i,
    taken: ["sglt2i"],
  },
  { name: "a statin", words: /\bstatins?\b|\b(?:atorva|rosuva|simva|prava|fluva)statin\b/i, taken: ["statin"] },
  {
    name: "an ACE inhibitor or ARB",
    words: /\bACE inhibitors?\b|\bARBs?\b|\bangiotensin[- ]receptor blockers?\b/i,
    taken: ["ace-inhibitor", "arb", "arni"],
  },
  {
    name: "a GLP-1 receptor agonist",
    words: /\bGLP-1 receptor agonists?\b|\b(?:semaglutide|liraglutide|dulaglutide|tirzepatide)\b/i,
    taken: ["glp1-ra"],
  },
];

/** Words of a clause that puts a medicine forward. */
const SUGGESTS = /\b(?:recommend\w*|consider\w*|could be added|offer\w*|start\w*|suggest\w*)\b/i;
/** Words of a clause that holds a medicine back or takes it away: no suggestion to start it. */
const AGAINST =
  /\b(?:not (?:advised|recommended|offered|started)|avoid\w*|stop\w*|withh\w*|reduc\w*|caution\w*|contraindicat\w*)\b/i;

/** Whether a finding puts the class forward in one of its steps or one clause of its text. */
function suggests(f: Finding, words: RegExp): boolean {
  return [...f.nextSteps, ...f.clinician.split(/(?<=[.;])\s+/)].some(
    (c) => words.test(c) && SUGGESTS.test(c) && !AGAINST.test(c),
  );
}

export interface SharedMedicine {
  /** The class, with its article ("an SGLT2 inhibitor"). */
  medicine: string;
  /** The problems whose findings suggest it, in report order. */
  problems: string[];
  /** The findings that suggest it. */
  findings: Finding[];
}

/**
 * Medicine classes not yet taken that findings under two or more problems each suggest: one
 * medicine answers them all, which the per-problem discussion never says (review 28, deep-28 case
 * 01: an SGLT2 inhibitor suggested apart under kidney function, diabetes and heart failure).
 */
export function sharedMedicines(model: PatientModel, findings: readonly Finding[]): SharedMedicine[] {
  const taken = new Set(model.medications.filter((m) => m.active).flatMap((m) => m.classes));
  return CLASSES.filter((c) => !c.taken.some((t) => taken.has(t)))
    .map((c) => {
      const by = findings.filter((f) => suggests(f, c.words));
      return { medicine: c.name, problems: uniq(by.map((f) => f.problem)), findings: by };
    })
    .filter((s) => s.problems.length >= 2);
}
