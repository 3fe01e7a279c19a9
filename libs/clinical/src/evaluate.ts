import { labById } from "./catalogue/index.ts";
import { findEvidence } from "./evidence/library.ts";
import {
  type Finding,
  FindingFamily,
  type LabObservation,
  NotComparable,
  type PatientModel,
  SEVERITY_RANK,
  Severity,
} from "./model.ts";
import { RULES, RuleContext, type Rule, type RuleMatch } from "./rules/index.ts";
import { formatNumber, nameKey } from "./text.ts";
import { summariseSeries } from "./trends.ts";

function fill(template: string, values: Record<string, string | number> = {}): string {
  return template
    .replace(/\{(\w+)\}/g, (_, key: string) => String(values[key] ?? ""))
    .replace(/\s+([.,;])/g, "$1")
    .trim();
}

function fromRule(rule: Rule, match: RuleMatch): Finding {
  const clinician = [fill(rule.clinician, match.values), match.clinicianExtra ?? ""].filter(Boolean).join(" ");
  const patient = [fill(rule.patient, match.values), match.patientExtra ?? ""].filter(Boolean).join(" ");
  return {
    id: rule.id,
    code: rule.id,
    family: rule.family,
    severity: match.severity ?? rule.severity,
    problem: rule.problem,
    title: rule.title,
    clinician,
    patient,
    nextSteps: [...rule.nextSteps],
    patientQuestions: [...(rule.patientQuestions ?? [])],
    evidenceIds: [...rule.evidence],
    refs: [...new Set(match.refs)],
    keywords: [...rule.keywords],
  };
}

/** The observation reports use for a test: the latest, preferring a listed lab over a trend point. */
function latestPerTest(labs: readonly LabObservation[]): LabObservation[] {
  const best = new Map<string, LabObservation>();
  for (const obs of labs) {
    const key = obs.analyteId ?? nameKey(obs.name);
    const current = best.get(key);
    const t = obs.time ?? Number.NEGATIVE_INFINITY;
    const ct = current?.time ?? Number.NEGATIVE_INFINITY;
    if (!current || t > ct || (t === ct && current.source === "trend" && obs.source !== "trend")) best.set(key, obs);
  }
  return [...best.values()];
}

function describeStatus(obs: LabObservation): string {
  switch (obs.status) {
    case "critical-high":
      return "critically high";
    case "critical-low":
      return "critically low";
    case "high":
      return "above the reference range";
    case "low":
      return "below the reference range";
    case "abnormal":
      return "abnormal";
    default:
      return obs.status;
  }
}

function showLab(obs: LabObservation): string {
  const v =
    obs.value.kind === "number" ? `${obs.value.comparator ?? ""}${formatNumber(obs.value.value)}` : obs.rawValue.trim();
  return `${v}${obs.unit ? ` ${obs.unit}` : ""}`;
}

/** Findings for abnormal, critical and not-comparable results of each test's latest value. */
function labFindings(model: PatientModel): Finding[] {
  const out: Finding[] = [];
  for (const obs of latestPerTest(model.labs)) {
    const def = obs.analyteId ? labById(obs.analyteId) : undefined;
    const name = def?.name ?? obs.name;
    const plain = def?.plain ?? obs.name;
    const insight = def && findEvidence(`insight:${def.id}`) ? [`insight:${def.id}`] : [];
    const range = obs.range?.text
      ? ` (reference ${obs.range.text}${obs.rangeSource === "catalogue" ? ", adult range from our catalogue" : ""})`
      : "";
    const date = obs.date ? ` on ${obs.date.slice(0, 10)}` : "";
    if (obs.critical || obs.status === "critical-high" || obs.status === "critical-low") {
      const meaning = obs.status === "critical-low" ? def?.meaning.low : def?.meaning.high;
      const lead = obs.status === "critical-low" ? "A low value" : "A high value";
      out.push({
        id: `lab-critical:${obs.ref}`,
        code: "lab-critical",
        family: FindingFamily.labFlag,
        severity: Severity.critical,
        problem: "Critical results",
        title: `Critical ${name}`,
        clinician: `${name} ${showLab(obs)}${date} is ${describeStatus(obs)}${range}, beyond a commonly used critical limit${obs.statusSource === "caller" ? " or flagged critical by the laboratory" : ""}.${meaning ? ` ${lead} ${meaning}.` : ""}`,
        patient: `Your ${plain} result is at a level that needs urgent attention.${meaning ? ` A result like this ${meaning}.` : ""}`,
        nextSteps: [`Act on the critical ${name} today: repeat to confirm and treat as clinically indicated`],
        patientQuestions: [],
        evidenceIds: insight,
        refs: [obs.ref],
        keywords: [name, "critical value"],
      });
      continue;
    }
    if (obs.status === "high" || obs.status === "low" || obs.status === "abnormal") {
      const meaning =
        obs.status === "low" ? def?.meaning.low : obs.status === "high" ? def?.meaning.high : def?.meaning.positive;
      out.push({
        id: `lab-abnormal:${obs.ref}`,
        code: obs.status === "high" ? "lab-high" : obs.status === "low" ? "lab-low" : "lab-abnormal",
        family: FindingFamily.labFlag,
        severity: Severity.low,
        problem: "Other results",
        title: `${name} ${describeStatus(obs)}`,
        clinician: `${name} ${showLab(obs)}${date} is ${describeStatus(obs)}${range}.${meaning ? ` ${obs.status === "abnormal" ? "A positive result" : `A ${obs.status} value`} ${meaning}.` : ""}`,
        patient: `Your ${plain} is ${obs.status === "high" ? "higher than the usual range" : obs.status === "low" ? "lower than the usual range" : "not in the usual range"}.${meaning ? ` A ${obs.status === "abnormal" ? "result like this" : `${obs.status} level`} ${meaning}.` : ""}`,
        nextSteps: [],
        patientQuestions: [],
        evidenceIds: insight,
        refs: [obs.ref],
        keywords: [name],
      });
      continue;
    }
    if (
      obs.notComparable === NotComparable.unitMismatch ||
      obs.notComparable === NotComparable.noUnit ||
      obs.notComparable === NotComparable.implausibleUnit
    ) {
      out.push({
        id: `lab-not-comparable:${obs.ref}`,
        code: "lab-not-comparable",
        family: FindingFamily.labFlag,
        severity: Severity.info,
        problem: "Other results",
        title: `${name}: units not comparable`,
        clinician: `${name} ${obs.rawValue.trim()}${obs.rawUnit ? ` ${obs.rawUnit}` : ""}${date} could not be judged: ${obs.notComparable === NotComparable.noUnit ? "no unit was given" : obs.notComparable === NotComparable.implausibleUnit ? "the value is about ten times off the range for its stated unit, which suggests a mislabelled unit" : "its unit does not match the reference range and no safe conversion exists"}, so no flag was derived.`,
        patient: `We could not compare your ${plain} result with a normal range because the units did not match. Ask your doctor about it.`,
        nextSteps: [`Confirm the unit of the ${name} result`],
        patientQuestions: [],
        evidenceIds: [],
        refs: [obs.ref],
        keywords: [name],
      });
    }
  }
  return out;
}

/** Trend findings: a threshold crossed, or a change of 10% or more, between first and last value. */
function trendFindings(model: PatientModel): Finding[] {
  const out: Finding[] = [];
  for (const series of model.series) {
    const s = summariseSeries(series, model);
    if (!s || s.direction === "stable") continue;
    if (s.crossings.length === 0 && Math.abs(s.percentChange) < 10) continue;
    const def = series.analyteId ? labById(series.analyteId) : undefined;
    const name = def?.name ?? series.name;
    const crossing =
      s.crossings.length > 0
        ? `, crossing ${s.crossings.map((c) => `${formatNumber(c.threshold)} ${series.unit}`).join(" and ")}`
        : "";
    const rate = s.perYear !== undefined ? `; about ${formatNumber(s.perYear, 1)} ${series.unit} per year` : "";
    // A trend matters more when it ends outside the normal range than when it ends inside it.
    const lastObs = model.labs.find((o) => o.ref === s.last.labRef);
    const endsAbnormal = lastObs !== undefined && lastObs.status !== "normal" && lastObs.status !== "unknown";
    out.push({
      id: `lab-trend:${series.ref}`,
      code: s.direction === "rising" ? "trend-rising" : "trend-falling",
      family: FindingFamily.trend,
      severity: s.crossings.length > 0 && endsAbnormal ? Severity.moderate : Severity.low,
      problem: "Trends",
      title: `${name} ${s.direction}`,
      clinician: `${name} ${s.direction} from ${formatNumber(s.first.value)} (${s.first.date.slice(0, 10)}) to ${formatNumber(s.last.value)} ${series.unit} (${s.last.date.slice(0, 10)}), ${formatNumber(s.percentChange, 0)}%${crossing}${rate}${series.excludedPoints > 0 ? `. ${series.excludedPoints} value(s) in non-convertible units were left out` : ""}.`,
      patient: `Your ${def?.plain ?? name} has been ${s.direction === "rising" ? "going up" : "going down"} over time.`,
      nextSteps: [],
      patientQuestions: [],
      evidenceIds: def && findEvidence(`insight:${def.id}`) ? [`insight:${def.id}`] : [],
      refs: series.points.map((p) => p.labRef).filter((r): r is string => r !== undefined),
      keywords: [name, "trend"],
    });
  }
  return out;
}

/**
 * Runs flags, trends and every rule over the model. Findings come back in priority order
 * (see {@link prioritizeFindings}); each carries the model references it rests on.
 */
export function evaluate(model: PatientModel): Finding[] {
  const ctx = new RuleContext(model);
  const findings: Finding[] = [];
  for (const rule of RULES) {
    const match = rule.match(ctx);
    if (match) findings.push(fromRule(rule, match));
  }
  findings.push(...labFindings(model), ...trendFindings(model));
  return prioritizeFindings(model, findings);
}

const FAMILY_ORDER: Record<string, number> = {
  "lab-flag": 0,
  "drug-lab": 1,
  pharmacogenomics: 2,
  pattern: 3,
  genetics: 4,
  vitals: 5,
  "family-history": 6,
  imaging: 7,
  trend: 8,
  screening: 9,
};

/** How many focus words (from userInstructions / additionalContext) a finding touches. */
export function focusScore(model: PatientModel, finding: Finding): number {
  if (model.focus.length === 0) return 0;
  const text = nameKey(`${finding.problem} ${finding.title} ${finding.keywords.join(" ")}`);
  return model.focus.filter((w) => text.includes(w.length > 5 ? w.slice(0, w.length - 2) : w)).length;
}

/**
 * Orders findings: critical first, then by severity, then by how well they match the caller's
 * instructions, then by family. Stable for equal keys, so the output is deterministic.
 */
export function prioritizeFindings(model: PatientModel, findings: readonly Finding[]): Finding[] {
  return findings
    .map((f, i) => ({ f, i, focus: focusScore(model, f) }))
    .sort(
      (a, b) =>
        SEVERITY_RANK[b.f.severity] - SEVERITY_RANK[a.f.severity] ||
        b.focus - a.focus ||
        (FAMILY_ORDER[a.f.family] ?? 99) - (FAMILY_ORDER[b.f.family] ?? 99) ||
        a.i - b.i,
    )
    .map((x) => x.f);
}
