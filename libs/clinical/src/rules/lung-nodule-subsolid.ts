import { Severity } from "../model.ts";
import { formatNumber } from "../text.ts";
import { solidPartMm } from "./lung-nodule-suspicious.ts";
import { statedMention } from "./notes.ts";

/*
 * Imaging-3 review 19: a ground-glass or part-solid nodule was given the solid-nodule schedule of
 * Fleischner 2017. Its subsolid recommendations (evidence "fleischner-2017", recommendations 3 and
 * 4) differ: a pure ground-glass nodule under 6 mm needs no routine follow-up (selected high-risk
 * patients may have CT at 2 and 4 years); one of 6 mm or more has CT at 6–12 months, then every
 * 2 years until 5 years. A part-solid nodule under 6 mm is treated like a ground-glass one; of 6 mm
 * or more with a solid part under 6 mm, CT at 3–6 months, then yearly for at least 5 years; with a
 * solid part of 6 mm or more, CT at 3–6 months, and PET/CT, biopsy or resection for suspicious
 * morphology, a growing solid part or one over 8 mm (the last two go to lung-nodule-suspicious).
 */

export type NoduleKind = "solid" | "ground-glass" | "part-solid" | "subsolid";

const PART_SOLID = /\bpart[- ]?solid\b|\bsemi-?solid\b/;
const GROUND_GLASS = /\bground[- ]glass\b(?![- ]free)|\bnon-?solid\b|\bggn\b|\bggo\b/;
/** "Subsolid" alone does not say whether there is a solid part. */
const SUBSOLID = /\bsub-?solid\b/;

/** The kind of lung nodule a report describes; solid unless it states a subsolid kind. */
export function noduleKind(report: string): NoduleKind {
  const t = report.toLowerCase();
  if (statedMention(t, PART_SOLID) !== undefined) return "part-solid";
  if (statedMention(t, GROUND_GLASS) !== undefined) return "ground-glass";
  if (statedMention(t, SUBSOLID) !== undefined) return "subsolid";
  return "solid";
}

export interface SubsolidPlan {
  /** The nodule as the clinician text names it ("ground-glass nodule"). */
  described: string;
  advice: string;
  patientAdvice: string;
  severity: Severity;
}

const PART_SOLID_PLAN =
  "CT at 3–6 months to confirm it persists, then yearly CT for at least 5 years while it is unchanged and its solid part stays under 6 mm";
const PART_SOLID_PATIENT =
  "It needs a repeat scan in 3 to 6 months to see whether it has gone, and if it stays, yearly scans for at least 5 years to check that it does not change.";

/**
 * The Fleischner 2017 plan for a subsolid nodule of `size` mm; undefined where none is advised
 * (under 6 mm, without high-risk features).
 */
export function subsolidPlan(
  kind: Exclude<NoduleKind, "solid">,
  size: number,
  report: string,
  highRisk: boolean,
): SubsolidPlan | undefined {
  const solid = kind === "part-solid" ? solidPartMm(report.toLowerCase()) : undefined;
  const described =
    kind === "part-solid" && solid !== undefined
      ? `part-solid nodule with a ${formatNumber(solid, 1)} mm solid part`
      : `${kind} nodule`;
  if (size < 6) {
    if (!highRisk) return undefined;
    return {
      described,
      advice:
        "no routine follow-up; in selected high-risk patients, particularly a nodule close to 6 mm or with suspicious morphology, CT at 2 and 4 years is an option",
      patientAdvice:
        "Very small hazy spots like this usually need no more scans; your doctor may suggest a check scan in a few years.",
      severity: Severity.low,
    };
  }
  if (kind === "ground-glass")
    return {
      described,
      advice: "CT at 6–12 months to confirm it persists, then every 2 years until 5 years",
      patientAdvice:
        "It is a hazy (ground-glass) spot. A repeat scan in 6 to 12 months, then every 2 years up to 5 years, is usually advised to check that it does not change.",
      severity: Severity.moderate,
    };
  if (solid !== undefined && solid >= 6)
    return {
      described,
      advice:
        "CT at 3–6 months to confirm it persists; PET/CT, biopsy or resection if its morphology is suspicious or the solid part grows or exceeds 8 mm",
      patientAdvice: "It needs a repeat scan in 3 to 6 months, and more tests if the solid part grows.",
      severity: Severity.high,
    };
  const unknown =
    kind === "subsolid"
      ? " (the report does not say whether it is ground-glass or part-solid; the part-solid schedule, the shorter, is given)"
      : solid === undefined
        ? " (the report does not give the size of the solid part, which decides the plan)"
        : "";
  return {
    described,
    advice: `${PART_SOLID_PLAN}${unknown}`,
    patientAdvice: PART_SOLID_PATIENT,
    severity: Severity.moderate,
  };
}
