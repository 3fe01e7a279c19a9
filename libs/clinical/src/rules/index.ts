import { DRUG_LAB_RULES } from "./drug-lab.ts";
import { GENETIC_RULES } from "./genetics.ts";
import { OTHER_RULES } from "./other.ts";
import { PATTERN_RULES } from "./patterns.ts";
import type { Rule } from "./types.ts";

/** Every clinical rule, in the order they are evaluated. */
export const RULES: readonly Rule[] = [...DRUG_LAB_RULES, ...PATTERN_RULES, ...GENETIC_RULES, ...OTHER_RULES];

export { RuleContext } from "./context.ts";
export type { Rule, RuleMatch } from "./types.ts";
