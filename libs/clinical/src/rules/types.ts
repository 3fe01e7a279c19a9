import type { FindingFamily, Severity } from "../model.ts";
import type { RuleContext } from "./context.ts";

/** What a rule's predicate returns when it fires: the data it rests on and values for its text. */
export interface RuleMatch {
  refs: string[];
  /** Values substituted into `{name}` placeholders of the rule's texts. */
  values?: Record<string, string | number>;
  /** Overrides the rule's default severity (e.g. a worse grade of the same finding). */
  severity?: Severity;
  /** Overrides the rule's problem heading when the match does not establish that problem (a scan result, no diagnosis). */
  problem?: string;
  /** Extra sentences appended to the clinician or patient statement for this match. */
  clinicianExtra?: string;
  patientExtra?: string;
  /** Replaces the rule's default next steps when the match calls for others (a computed pattern). */
  nextSteps?: readonly string[];
  /** Replaces the rule's default patient questions (a question the record already answers is dropped). */
  patientQuestions?: readonly string[];
  /** Evidence ids cited in addition to the rule's, for statements only this match makes. */
  evidence?: readonly string[];
  /**
   * The match's evidence replaces the rule's: for a rule whose default sources cover several drugs
   * and the match names only some of them (drug-pneumonitis.ts, review 22 deep sweep 03).
   */
  evidenceReplacesRule?: true;
}

/**
 * A clinical rule: data plus one small predicate. Statements are our own words; `{name}`
 * placeholders are filled from the match. Every rule cites at least one evidence entry.
 */
export interface Rule {
  id: string;
  family: FindingFamily;
  severity: Severity;
  problem: string;
  title: string;
  clinician: string;
  patient: string;
  nextSteps: readonly string[];
  patientQuestions?: readonly string[];
  evidence: readonly string[];
  keywords: readonly string[];
  match: (ctx: RuleContext) => RuleMatch | undefined;
}
