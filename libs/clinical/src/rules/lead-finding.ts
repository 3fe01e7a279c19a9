/**
 * A specific finding that explains several results leads, and the generic lines for those results
 * point to it instead of giving their own differential (review 11, onc-haem cases 07, 13 and 14).
 *
 * The generic lab lines list the usual causes of a result one at a time ("a low white cell count can
 * come from viral infections…", "a high potassium can come from a blood sample damaged on the way
 * to the lab", "a low calcium … underactive parathyroid glands after neck surgery"). Beside a
 * neutropenic sepsis, a tumour lysis syndrome or a possible myeloma that already reads the same
 * results together, such a list contradicts it, and a generic critical line placed first pushes the
 * emergency down the "act now" box. Engine choice, following rules/acute-context.ts
 * (withoutGenericCriticalSteps): the lab line keeps its first sentence (the value against its
 * range) and names the finding that reads it; a generic critical line loses its generic step; and a
 * critical emergency finding is placed before the generic critical lines.
 */
import type { Finding } from "../model.ts";
import { Severity } from "../model.ts";
import type { RuleContext } from "./context.ts";

interface Owner {
  /** Analyte ids whose generic lines the finding reads. */
  analytes: ReadonlySet<string>;
  clinician: string;
  patient: string;
}

const OWNERS: Readonly<Record<string, Owner>> = {
  "neutropenic-sepsis": {
    analytes: new Set(["wbc", "anc", "neutrophils", "platelets"]),
    clinician:
      "Read with the suspected neutropenic sepsis above: chemotherapy commonly lowers blood counts, and the emergency is treated as set out there.",
    patient:
      "This low count is read together with the urgent problem explained at the top of this report; cancer treatment often lowers blood counts.",
  },
  "febrile-neutropenia": {
    analytes: new Set(["wbc", "anc", "neutrophils"]),
    clinician: "Read with the fever and low neutrophil count above, which is treated as that emergency.",
    patient: "This low count is part of the urgent problem explained at the top of this report.",
  },
  "tumour-lysis-syndrome": {
    analytes: new Set(["potassium", "phosphorus", "uric-acid", "calcium", "calcium-ionized", "creatinine"]),
    clinician:
      "Read with the tumour lysis syndrome above, of which this result is part; it is treated as that emergency.",
    patient: "This result is part of the urgent problem explained at the top of this report.",
  },
  "myeloma-investigations": {
    analytes: new Set(["calcium", "total-protein", "hemoglobin", "creatinine"]),
    clinician: "Read with the possible myeloma finding, which sets out the tests this result calls for.",
    patient: "This result is one of those that the myeloma tests described in this report look into.",
  },
};

const GENERIC_LAB_CODES = new Set(["lab-critical", "lab-high", "lab-low", "lab-abnormal"]);

/** The first sentence of a text ("Potassium 6.2 mmol/L on … (reference 3.5-5.3)."), without the generic causes. */
function firstSentence(text: string): string {
  const m = /^.*?\.(?=\s+[A-Z]|$)/s.exec(text);
  return (m?.[0] ?? text).trim();
}

function analyteOf(ctx: RuleContext, f: Finding): string | undefined {
  const ref = f.refs[0];
  return ctx.model.labs.find((o) => o.ref === ref)?.analyteId;
}

/** A generic lab line reworded to point to the finding that reads it. */
function pointed(f: Finding, owner: Owner, critical: boolean): Finding {
  return {
    ...f,
    clinician: `${firstSentence(f.clinician)} ${owner.clinician}`,
    patient: f.patient.trim() === "" ? f.patient : `${firstSentence(f.patient)} ${owner.patient}`,
    nextSteps: critical ? [] : f.nextSteps,
    patientQuestions: [],
  };
}

/**
 * The findings with an explaining finding leading: generic lines for its results point to it, and a
 * critical emergency finding comes before the generic critical lines. Order is otherwise kept.
 */
export function leadWithExplainingFinding(findings: readonly Finding[], ctx: RuleContext): Finding[] {
  const owners = findings.filter((f) => OWNERS[f.code] !== undefined);
  if (owners.length === 0) return [...findings];
  const out = findings.map((f) => {
    if (!GENERIC_LAB_CODES.has(f.code)) return f;
    const analyte = analyteOf(ctx, f);
    if (analyte === undefined) return f;
    const owner = owners.find((o) => OWNERS[o.code]?.analytes.has(analyte));
    const spec = owner !== undefined ? OWNERS[owner.code] : undefined;
    return spec !== undefined && owner !== undefined
      ? pointed(f, spec, f.code === "lab-critical" && owner.severity === Severity.critical)
      : f;
  });
  const leading = out.filter((f) => OWNERS[f.code] !== undefined && f.severity === Severity.critical);
  if (leading.length === 0) return out;
  // The emergency goes to the front of the critical findings, ahead of the generic critical lines.
  return [...leading, ...out.filter((f) => !leading.includes(f))];
}
