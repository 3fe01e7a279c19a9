import { joinList } from "../text.ts";

/**
 * Next steps that say the same thing twice in one list, merged (review 22, coherence-22b).
 *
 * - The generic critical-value step ("Act on the critical X now: confirm the result and treat as
 *   clinically indicated; do not let a repeat test delay treatment") came once per test, so a
 *   haemoglobin and haematocrit, or an ALT and AST, from one draw gave the same step twice
 *   (leftovers-20 05). The steps are joined into one that names every test.
 * - A plain step that a fuller one in the same list already covers is left out: "Start vitamin D
 *   replacement … use a loading regimen, then maintenance" beside "Correct vitamin D first (…): a
 *   loading regimen … then maintenance" (sexual-health-bone-22 11). Only the exact plain wording
 *   listed below is dropped, and only when the covering step is there: steps that differ in
 *   substance (a dose, a test, a condition) are never merged.
 */

const ACT_ON_CRITICAL =
  /^Act on the critical (.+) now: confirm the result and treat as clinically indicated; do not let a repeat test delay treatment$/;

interface Covered {
  /** The plain step, or a "; "-separated part of a step, that is left out. */
  plain: RegExp;
  /** A fuller step in the same list that already says it. */
  by: RegExp;
}

const COVERED: readonly Covered[] = [
  // osteoporosis-untreated's loading-then-maintenance step beside vitamin-d-deficiency's.
  {
    plain:
      /^Start vitamin D replacement \(oral vitamin D3\); where rapid correction is needed, as before zoledronate or denosumab, use a loading regimen, then maintenance$/,
    by: /^Correct vitamin D first\b.*\bloading regimen\b.*\bthen maintenance$/,
  },
  // The liver-pattern step's questions beside the acute liver injury's fuller ones, which also name
  // paracetamol (a hepatocellular ALT over 1000 U/L).
  {
    plain: /^Hepatocellular pattern: ask about alcohol and about prescribed and over-the-counter medicines$/,
    by: /^Ask about paracetamol and other medicines\b.*\balcohol\b/i,
  },
  // "…; review alcohol intake" beside a step that asks about alcohol or assesses drinking.
  {
    plain: /^review alcohol intake$/i,
    by: /\bask about alcohol\b|^Assess drinking with AUDIT\b/i,
  },
];

/** The step with the parts another step covers left out; undefined when nothing is left. */
function withoutCovered(step: string, all: readonly string[]): string | undefined {
  const others = all.filter((s) => s !== step);
  const covered = (part: string) => COVERED.some((c) => c.plain.test(part) && others.some((o) => c.by.test(o)));
  if (covered(step)) return undefined;
  const parts = step.split("; ");
  if (parts.length === 1) return step;
  const kept = parts.filter((p) => !covered(p));
  return kept.length === parts.length ? step : kept.length === 0 ? undefined : kept.join("; ");
}

/**
 * The steps with repeated critical-value steps joined and covered plain steps left out. Order is
 * kept. Critical steps are joined within a group (`groupOf`, the test's catalogue category: a
 * haemoglobin with a haematocrit, an ALT with an AST); tests with no group are not joined.
 */
export function withMergedSteps(
  steps: readonly string[],
  groupOf: (name: string) => string | undefined = () => undefined,
): string[] {
  const groupKey = (name: string) => groupOf(name) ?? `name:${name}`;
  const groups = new Map<string, string[]>();
  for (const s of steps) {
    const name = ACT_ON_CRITICAL.exec(s)?.[1];
    if (name === undefined) continue;
    const list = groups.get(groupKey(name)) ?? [];
    if (!list.includes(name)) list.push(name);
    groups.set(groupKey(name), list);
  }
  const out: string[] = [];
  const written = new Set<string>();
  for (const step of steps) {
    const name = ACT_ON_CRITICAL.exec(step)?.[1];
    const names = name === undefined ? undefined : groups.get(groupKey(name));
    if (name !== undefined && names !== undefined && names.length > 1) {
      const key = groupKey(name);
      if (written.has(key)) continue;
      written.add(key);
      out.push(
        `Act on the critical ${joinList(names)} now: confirm the results and treat as clinically indicated; do not let a repeat test delay treatment`,
      );
      continue;
    }
    const kept = withoutCovered(step, steps);
    if (kept !== undefined) out.push(kept);
  }
  return out;
}
