import { type Finding, type PatientModel, SEVERITY_RANK } from "../model.ts";

const isCriticalLab = (status: string | undefined) => status === "critical-high" || status === "critical-low";

/**
 * The problems the clinician summary names as its main issues, most severe first (review 11, 3:
 * "Main issues: Sodium" led a report whose potassium was 6.9 mmol/L; "Main issues: Vitamin D" one
 * with a critical glucose). Problems are ranked by their most severe finding; among equals, one
 * resting on a critical result comes first, then the order the findings came in. A critical
 * result no rule explains is named too ("critical Glucose"), since the summary must not read as
 * if the worst thing in the report were a lesser problem.
 */
export function mainIssues(shown: readonly Finding[], model: PatientModel): string[] {
  const criticalRefs = new Set(model.labs.filter((o) => isCriticalLab(o.status)).map((o) => o.ref));
  const explained = new Set(
    shown
      .filter((f) => f.family !== "lab-flag" && f.family !== "trend" && f.severity !== "info")
      .flatMap((f) => f.refs),
  );
  const ranked = new Map<string, { rank: number; onCritical: boolean; order: number }>();
  shown.forEach((f, order) => {
    let problem: string | undefined;
    if (f.family !== "lab-flag" && f.family !== "trend" && f.severity !== "info") problem = f.problem;
    else if (f.code === "lab-critical" && !f.refs.every((r) => explained.has(r))) problem = uncritical(f.title);
    if (problem === undefined) return;
    const rank = SEVERITY_RANK[f.severity];
    const onCritical = f.refs.some((r) => criticalRefs.has(r));
    const prior = ranked.get(problem);
    if (prior === undefined) ranked.set(problem, { rank, onCritical, order });
    else
      ranked.set(problem, {
        rank: Math.max(rank, prior.rank),
        onCritical: onCritical || prior.onCritical,
        order: prior.order,
      });
  });
  return [...ranked.entries()]
    .sort(([, a], [, b]) => b.rank - a.rank || Number(b.onCritical) - Number(a.onCritical) || a.order - b.order)
    .map(([problem]) => problem);
}

/** "Critical Glucose, serum/plasma" as a problem name: "critical Glucose, serum/plasma". */
function uncritical(title: string): string {
  return title.replace(/^Critical\b/, "critical");
}
