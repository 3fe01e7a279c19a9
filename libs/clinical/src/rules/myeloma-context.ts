import { formatNumber } from "../text.ts";
import type { ConditionItem, MedicationItem } from "../model.ts";
import type { RuleContext } from "./context.ts";
import type { RuleMatch } from "./types.ts";
import { readsAsUsUnits } from "./uk-record.ts";

/*
 * What the NG12 myeloma finding adds when the picture is fuller (review 11 onc-haem, case 07: a man of
 * 71 with back and rib pain, total protein 94 and albumin 31 g/L, adjusted calcium 2.88, creatinine
 * 94 → 172 µmol/L and haemoglobin 96 g/L).
 * - The globulin (total protein minus albumin) is the figure that points to a paraprotein; a raised
 *   total protein alone undersells it.
 * - NICE NG35 (seen 2026-11-28 only in secondary copies quoting it: gpnotebook/pharmacynotebook
 *   myeloma investigations, wikilite, a Binding Site news note): serum protein electrophoresis and a
 *   serum free light-chain assay to look for a paraprotein; no single test excludes myeloma.
 * - A high calcium with kidney function much worse than before is a medical problem for today: the
 *   Australian optimal care pathway for myeloma (seen 2026-11-28) sends people with suspected myeloma
 *   and severe hypercalcaemia or renal failure to a haematologist or the emergency department at once.
 */

/** Creatinine at 1.5 times an earlier value or more: the KDIGO ratio for a kidney injury. */
const CREATININE_RISE_RATIO = 1.5;
/** A globulin above this (g/L) is raised (usual adult range about 20–35 g/L). */
const GLOBULIN_HIGH_G_L = 35;

/** The globulin (total protein − albumin) in g/L, when both were measured. */
function globulin(ctx: RuleContext): number | undefined {
  const tp = ctx.valueOf(ctx.lab("total-protein"));
  const alb = ctx.valueOf(ctx.lab("albumin"));
  if (tp === undefined || alb === undefined || tp <= alb) return undefined;
  // Both are held in g/dL, the rule unit.
  return (tp - alb) * 10;
}

/** The earliest lower creatinine and the latest, when the latest is at least 1.5 times it. */
export function creatinineRise(ctx: RuleContext): { from: string; to: string } | undefined {
  const points = ctx.series("creatinine")?.points ?? [];
  const last = points[points.length - 1];
  if (last === undefined || points.length < 2) return undefined;
  const lowest = points.slice(0, -1).reduce((a, b) => (b.value < a.value ? b : a));
  if (lowest.value <= 0 || last.value / lowest.value < CREATININE_RISE_RATIO) return undefined;
  const latest = ctx.lab("creatinine");
  const reported = latest?.value.kind === "number" ? latest.value.value : undefined;
  const factor =
    reported !== undefined && latest?.standard !== undefined && latest.standard.value !== 0
      ? reported / latest.standard.value
      : 1;
  const unit = factor !== 1 && latest?.unit ? latest.unit : last.unit;
  const show = (v: number) => formatNumber(v * factor, factor === 1 ? 2 : 0);
  return {
    from: `${show(lowest.value)} ${unit} (${lowest.date.slice(0, 10)})`,
    to: `${show(last.value)} ${unit} (${last.date.slice(0, 10)})`,
  };
}

/** The extra text and steps for the myeloma finding: globulin, free light chains, same-day discussion. */
export function myelomaExtras(ctx: RuleContext, highCalcium: boolean): Partial<RuleMatch> {
  const glob = globulin(ctx);
  const rise = creatinineRise(ctx);
  const urgent = highCalcium && rise !== undefined;
  const us = readsAsUsUnits(ctx);
  const parts = [
    glob !== undefined && glob > GLOBULIN_HIGH_G_L
      ? `The globulin (total protein minus albumin) is ${formatNumber(glob, 0)} g/L, raised, which can be a paraprotein.`
      : "",
    urgent
      ? `With the high calcium, creatinine has risen from ${rise.from} to ${rise.to}: a kidney injury with hypercalcaemia that may be myeloma kidney, to be discussed with haematology or acute medicine the same day (fluids, stop nephrotoxic medicines) rather than staged as chronic kidney disease.`
      : "",
    // A US record is given neither NICE guideline nor the NHS pathway (review 29b, country-29b).
    us
      ? "The optimal care pathway lists these as the first tests; no single test excludes myeloma."
      : "Serum free light chains are tested with the protein electrophoresis (NICE NG35, seen in secondary copies; the optimal care pathway lists both): no single test excludes myeloma.",
  ].filter(Boolean);
  return {
    clinicianExtra: parts.join(" "),
    nextSteps: [
      ...(urgent
        ? ["Discuss with haematology or acute medicine today: hypercalcaemia with a kidney injury in possible myeloma"]
        : []),
      ...(us
        ? [
            "Urgent serum protein electrophoresis with immunofixation, serum free light chains and urine Bence-Jones protein test, within days",
            "If the results suggest myeloma, refer urgently to haematology",
          ]
        : [
            "Very urgent (within 48 hours) serum protein electrophoresis, serum free light chains and urine Bence-Jones protein test",
            "If the results suggest myeloma, refer to haematology on a suspected cancer pathway",
          ]),
    ],
    ...(us
      ? { evidence: ["ocp-multiple-myeloma"], evidenceReplacesRule: true as const }
      : { evidence: ["nice-ng12-suspected-cancer", "ocp-multiple-myeloma"] }),
    ...(urgent
      ? {
          patientExtra:
            "Your calcium is high and your kidney test is much worse than before. Together with the other results this needs a doctor's attention today, not just the blood tests.",
        }
      : {}),
  };
}

/**
 * A high calcium with creatinine at 1.5 times an earlier value, at 60 or over, in someone without
 * known chronic kidney disease: the kidney and the anaemia are read in the myeloma finding, not
 * staged as chronic kidney disease or called anaemia of CKD.
 */
export function myelomaKidneyPicture(ctx: RuleContext): boolean {
  if (ctx.age === undefined || ctx.age < 60 || ctx.conditions("ckd").length > 0) return false;
  const ca = ctx.lab("calcium");
  if (ca?.status !== "high" && ca?.status !== "critical-high") return false;
  return creatinineRise(ctx) !== undefined;
}

/**
 * Known myeloma with a high calcium and creatinine at 1.5 times an earlier value: renal failure with
 * hypercalcaemia, which the optimal care pathway sends to a haematologist or the emergency department
 * at once; light-chain cast nephropathy is then looked for, and lenalidomide, cleared by the kidney,
 * has its dose reviewed (review 20, oncology-3: Ca 3.12, creatinine 96 → 212 µmol/L on lenalidomide
 * was told to "contact your doctor today").
 */
export function knownMyelomaKidneyInjury(
  ctx: RuleContext,
  cancers: readonly ConditionItem[],
): { text: string; lenalidomide: MedicationItem[]; refs: string[] } | undefined {
  const myeloma = cancers.filter((c) => /\bmyeloma\b/i.test(c.name));
  const rise = myeloma.length > 0 ? creatinineRise(ctx) : undefined;
  if (rise === undefined) return undefined;
  const lenalidomide = ctx.model.medications.filter((m) => m.active && /\b(?:lenalidomide|revlimid)\b/i.test(m.name));
  return {
    text: `creatinine has risen from ${rise.from} to ${rise.to}`,
    lenalidomide,
    refs: ctx.refs(ctx.lab("creatinine"), ...myeloma, ...lenalidomide),
  };
}
