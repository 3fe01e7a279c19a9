import type { Finding, MedicationItem, PatientModel } from "../model.ts";

/*
 * One plan per medicine when several findings speak about the same one (review 14 known gaps: an
 * older man with a sulfonylurea low, acute kidney injury, a high potassium and an NSAID read "Withhold
 * gliclazide", "Review the sulfonylurea dose", "Stop or replace metformin", "Review metformin, ramipril
 * and spironolactone while kidney function is unstable", "Hold naproxen" and "Withhold naproxen,
 * ramipril and spironolactone" side by side). Each step's clauses are read for the action they take on
 * the medicines they name; a step that only reviews (or repeats) what another step already stops or
 * withholds is left out, and the deep report lists the firmest action for each medicine once.
 */

/** How firmly a clause acts on a medicine. */
export type Action = "review" | "reduce" | "withhold" | "stop";
const RANK: Record<Action, number> = { review: 1, reduce: 2, withhold: 3, stop: 4 };

/**
 * A clause's leading verb and the action it takes. "Lower potassium while keeping the ACE
 * inhibitor" acts on a result, not on the medicine it names, and a clause that acts only on a
 * condition ("reduce or stop it only if potassium stays high") is a fallback no other step outdoes.
 */
const VERBS: readonly (readonly [RegExp, Action])[] = [
  [/^(?:stop|discontinue|avoid|do not (?:give|restart|use|start|prescribe))\b/i, "stop"],
  [/^(?:withhold|hold|pause|omit|suspend)\b/i, "withhold"],
  [
    /^(?:reduce|lower|halve)\b(?!\s+(?:the\s+)?(?:potassium|sodium|glucose|blood|cholesterol|LDL|calcium|urate|risk|intake)\b)/i,
    "reduce",
  ],
  [/^review\b/i, "review"],
];
const CONDITIONAL = /\bonly (?:if|when)\b/i;
/** A hedged action ("where possible", "if feasible"): it never outdoes a firm step on the same medicine. */
const HEDGED = /\b(?:where|if|when) (?:possible|feasible|practical|practicable)\b/i;
/**
 * A clause that opens with its condition ("Below 35 mL/min, stop alendronate", "If potassium stays
 * above 6.0, stop spironolactone"): the action is read after the condition's comma, and only the
 * medicines named there count, so "While clopidogrel continues, replace omeprazole" takes no action
 * on clopidogrel.
 */
const LEADING_CONDITION =
  /^(?:if|when|whenever|once|while|unless|until|after|below|above|under|over|at|with|should)\b/i;
/**
 * A short label before the action ("Same-day assessment: withhold lithium ..."): the action follows
 * it. Without this the lithium toxicity step's withholding went unread, and the plan by medicine
 * said only "review" lithium (review 19, deep sweep case 03).
 */
const LEADING_LABEL = /^[A-Z][\w -]{0,40}:\s+/;

/** Class words a step may use in place of the medicine's name ("the sulfonylurea", "the NSAID"). */
const CLASS_WORDS: Readonly<Record<string, RegExp>> = {
  sulfonylurea: /\bsul(?:f|ph)onylureas?\b/i,
  metformin: /\bmetformin\b/i,
  mra: /\b(?:mineralocorticoid (?:receptor )?antagonists?|aldosterone antagonists?|MRAs?)\b/i,
  nsaid: /\bNSAIDs?\b/,
  "ace-inhibitor": /\bACE inhibitors?\b/i,
  arb: /\bARBs?\b/,
  // Steps say "alendronate" where the record lists "Alendronic acid" (review 15, deep-multimorbid case 02).
  alendronate: /\balendron(?:ate|ic acid)\b/i,
};

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** Whether a piece of text names the medicine: its listed name, a generic name, or its class word. */
function names(text: string, m: MedicationItem): boolean {
  if (text.toLowerCase().includes(m.name.toLowerCase())) return true;
  if (m.drugs.some((d) => new RegExp(`\\b${escape(d)}\\b`, "i").test(text))) return true;
  return m.classes.some((c) => CLASS_WORDS[c]?.test(text) === true);
}

/** The clauses of a step: split at semicolons, and at ", and <verb>" where a second action begins. */
function clauses(step: string): string[] {
  return step
    .split(/;\s*/)
    .flatMap((c) => c.split(/,\s*and\s+(?=(?:review|withhold|hold|stop|reduce|avoid)\b)/i))
    .map((c) => c.trim())
    .filter((c) => c !== "");
}

interface Read {
  action: Action;
  /** The part that takes the action, where the medicines it acts on are named. */
  acts: string;
  /** Taken only when a leading condition holds. */
  conditional: boolean;
}

function verbOf(text: string): Action | undefined {
  return VERBS.find(([re]) => re.test(text))?.[1];
}

function readClause(clause: string): Read | undefined {
  if (CONDITIONAL.test(clause)) return undefined;
  const action = verbOf(clause);
  if (action !== undefined) return { action, acts: clause, conditional: false };
  const label = LEADING_LABEL.exec(clause);
  if (label !== null) {
    const rest = clause.slice(label[0].length);
    const after = verbOf(rest);
    if (after !== undefined) return { action: after, acts: rest, conditional: false };
  }
  if (!LEADING_CONDITION.test(clause)) return undefined;
  // The condition may hold commas of its own ("If glucose cannot be checked, the person cannot eat,
  // or lows recur, arrange ..."): the action begins at the first comma a recognised verb follows.
  for (const m of clause.matchAll(/,\s*/g)) {
    const rest = clause.slice(m.index + m[0].length);
    const after = verbOf(rest);
    if (after !== undefined) return { action: after, acts: rest, conditional: true };
  }
  return undefined;
}

interface Acting {
  /** Medicine ref → the firmest action the step takes on it. */
  on: Map<string, Action>;
  /** Every clause names a medicine and takes a recognised action on it. */
  pure: boolean;
}

function acting(step: string, meds: readonly MedicationItem[]): Acting {
  const on = new Map<string, Action>();
  let pure = true;
  for (const c of clauses(step)) {
    const read = readClause(c);
    // An action taken only under a condition makes no other step redundant, and is not dropped. Nor
    // does a hedged one ("Stop the NSAID where possible"): it dropped the firm "Hold ibuprofen" of
    // stage 3 acute kidney injury (review 33, renal-drugs-33 case 12).
    const named =
      read === undefined || read.conditional || HEDGED.test(c) ? [] : meds.filter((m) => names(read.acts, m));
    if (read === undefined || named.length === 0) {
      pure = false;
      continue;
    }
    for (const m of named) {
      const was = on.get(m.ref);
      if (was === undefined || RANK[read.action] > RANK[was]) on.set(m.ref, read.action);
    }
  }
  return { on, pure: pure && on.size > 0 };
}

/**
 * The steps without those another step makes redundant: a step that only acts on medicines, never
 * stops one, and for each medicine it names is outdone by another step (a firmer action, or the
 * same action on the same medicines and more).
 */
export function withoutSuperseded(model: PatientModel, steps: readonly string[]): string[] {
  const meds = model.medications.filter((m) => m.active);
  const read = steps.map((s) => acting(s, meds));
  return steps.filter((_, i) => {
    const own = read[i];
    if (own === undefined || !own.pure || [...own.on.values()].some((a) => a === "stop")) return true;
    const outdone = [...own.on].every(([ref, action]) =>
      read.some((other, j) => {
        if (j === i) return false;
        const theirs = other.on.get(ref);
        if (theirs === undefined) return false;
        if (RANK[theirs] > RANK[action]) return true;
        return (
          RANK[theirs] === RANK[action] &&
          [...own.on.keys()].every((r) => other.on.has(r)) &&
          other.on.size > own.on.size
        );
      }),
    );
    return !outdone;
  });
}

export interface MedicinePlanLine {
  medicine: string;
  action: Action;
  /** The action is taken only when the step's leading condition holds (no action is taken now). */
  conditional: boolean;
  /** The clause that takes the firmest action. */
  step: string;
  /** Titles of the findings whose steps name the medicine. */
  because: string[];
}

/**
 * The firmest action for each current medicine that the findings' steps name, when advice about at
 * least one medicine comes from more than one finding (otherwise the findings already read as one plan).
 */
export function medicinePlan(model: PatientModel, findings: readonly Finding[]): MedicinePlanLine[] {
  const meds = model.medications.filter((m) => m.active);
  const lines: MedicinePlanLine[] = [];
  let spread = false;
  for (const m of meds) {
    // The firmest action taken now, and the firmest taken only under a condition.
    let best: { action: Action; step: string } | undefined;
    let ifNeeded: { action: Action; step: string } | undefined;
    const because = new Set<string>();
    for (const f of findings) {
      for (const step of f.nextSteps) {
        const parts = clauses(step);
        parts.forEach((c, i) => {
          const read = readClause(c);
          if (read === undefined || !names(read.acts, m)) return;
          because.add(f.title);
          // A withheld medicine's restart condition, when the step gives one, belongs with it.
          const next = parts[i + 1];
          const restart =
            read.action === "withhold" && next !== undefined && /^restart\b/i.test(next) ? `; ${next}` : "";
          const candidate = { action: read.action, step: `${c}${restart}` };
          const held = read.conditional ? ifNeeded : best;
          if (held !== undefined && RANK[read.action] <= RANK[held.action]) return;
          if (read.conditional) ifNeeded = candidate;
          else best = candidate;
        });
      }
    }
    // A firmer action under a condition follows the action taken now ("Withhold spironolactone
    // today; if potassium stays above 6.0, stop it"), and does not stand in for it.
    const now = best ?? ifNeeded;
    if (now === undefined) continue;
    const later =
      best !== undefined && ifNeeded !== undefined && RANK[ifNeeded.action] > RANK[best.action]
        ? `; ${ifNeeded.step.charAt(0).toLowerCase()}${ifNeeded.step.slice(1)}`
        : "";
    if (because.size > 1) spread = true;
    const text = `${now.step}${later}`;
    lines.push({
      medicine: m.name,
      action: now.action,
      conditional: best === undefined,
      step: `${text.charAt(0).toUpperCase()}${text.slice(1)}`,
      because: [...because],
    });
  }
  return spread ? lines.sort((a, b) => RANK[b.action] - RANK[a.action]) : [];
}
