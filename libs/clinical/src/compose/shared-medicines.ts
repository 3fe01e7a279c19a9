import type { Finding, PatientModel } from "../model.ts";
import { modelPopulations, Population } from "../evidence/populations.ts";
import { uniq } from "./common.ts";

/**
 * Medicine classes that findings under different problems may each suggest starting, by the words
 * that name them in a finding's text or steps, with the record's classes that mean it is already
 * taken (then the plan by medicine speaks to it instead).
 */
const CLASSES: readonly { name: string; words: RegExp; taken: readonly string[]; notInPregnancy?: true }[] = [
  {
    name: "an SGLT2 inhibitor",
    words: /\bSGLT2 inhibitors?\b|\b(?:dapagliflozin|empagliflozin|canagliflozin)\b/i,
    taken: ["sglt2i"],
    notInPregnancy: true,
  },
  {
    name: "a statin",
    words: /\bstatins?\b|\b(?:atorva|rosuva|simva|prava|fluva)statin\b/i,
    taken: ["statin"],
    notInPregnancy: true,
  },
  {
    name: "an ACE inhibitor or ARB",
    words: /\bACE inhibitors?\b|\bARBs?\b|\bangiotensin[- ]receptor blockers?\b/i,
    taken: ["ace-inhibitor", "arb", "arni"],
    notInPregnancy: true,
  },
  {
    name: "a GLP-1 receptor agonist",
    words: /\bGLP-1 receptor agonists?\b|\b(?:semaglutide|liraglutide|dulaglutide|tirzepatide)\b/i,
    taken: ["glp1-ra"],
    notInPregnancy: true,
  },
  // HFrEF and atrial fibrillation rate control (review 29, deep-29): one beta-blocker serves both.
  {
    name: "a beta-blocker",
    words: /\bbeta[- ]blockers?\b|\b(?:bisoprolol|carvedilol|metoprolol|nebivolol)\b/i,
    taken: ["beta-blocker"],
  },
];

/** Words of a clause that puts a medicine forward. */
const SUGGESTS = /\b(?:recommend\w*|consider\w*|could be added|offer\w*|start\w*|suggest\w*)\b/i;
/** Words of a clause that holds a medicine back or takes it away: no suggestion to start it. */
const AGAINST =
  /\b(?:not (?:advised|recommended|offered|started)|avoid\w*|stop\w*|withh\w*|reduc\w*|caution\w*|contraindicat\w*)\b/i;

/**
 * Words of a clause that say the class is not for this patient now (an eGFR or potassium limit, a
 * contraindication). "Unless contraindicated" is a guideline's general proviso, not such a finding.
 */
const BARRED = /\b(?:not (?:advised|recommended|started)|contraindicat\w*|a caution here|avoid\w*)\b/i;

/**
 * Whether a finding holds the class back for this patient: the barring words close to the class's
 * name, with no "and" between them, since one clause can list two classes and bar only one ("an MRA,
 * a caution here with potassium 5.4 and an SGLT2 inhibitor": the SGLT2 inhibitor is not held back).
 */
function bars(f: Finding, words: RegExp): boolean {
  const near = new RegExp(
    `(?:${words.source})(?:(?! and )[^.;]){0,60}?${BARRED.source}|${BARRED.source}(?:(?! and )[^.;,]){0,40}?(?:${words.source})`,
    "i",
  );
  return [...f.nextSteps, ...f.clinician.split(/(?<=[.;])\s+/)].some((c) =>
    near.test(c.replace(/\bunless contraindicated\b/gi, "")),
  );
}

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
  // Never drawn together for someone who cannot take it: a finding that holds the class back (SGLT2
  // inhibitor below eGFR 20, an MRA-like caution) or a pregnancy for the classes avoided in it.
  const pregnant = modelPopulations(model).has(Population.pregnancy);
  return CLASSES.filter((c) => !c.taken.some((t) => taken.has(t)))
    .filter((c) => !(pregnant && c.notInPregnancy) && !findings.some((f) => bars(f, c.words)))
    .map((c) => {
      const by = findings.filter((f) => suggests(f, c.words));
      return { medicine: c.name, problems: uniq(by.map((f) => f.problem)), findings: by };
    })
    .filter((s) => s.problems.length >= 2);
}
