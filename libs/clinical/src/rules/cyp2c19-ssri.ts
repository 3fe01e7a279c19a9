/**
 * CYP2C19 poor metabolisers and the SSRIs cleared mainly by CYP2C19 (review 13, pharmacogenomics
 * 16: citalopram 40 mg in a poor metaboliser with a QTc of 498 ms, missed).
 *
 * - CPIC 2015 (cpic-ssri-2015): for poor metabolisers, a lower starting dose of citalopram or
 *   escitalopram, or an antidepressant not mainly cleared by CYP2C19.
 * - DPWG (dpwg-ssri-2022): poor metabolisers should not exceed half the usual maximum: citalopram
 *   20 mg a day (10 mg from 65), escitalopram 10 mg (5 mg from 65), sertraline 75 mg.
 * - Citalopram's QT effect rises with exposure, which is why its label caps the dose in poor
 *   metabolisers; a prolonged QTc on an over-limit dose makes the change urgent.
 */
import { FindingFamily, type MedicationItem, Severity } from "../model.ts";
import { metaboliserPhenotype } from "../vocab/genetics.ts";
import { mgOf, qtc, QTC_FEMALE, QTC_MALE } from "./cardio-rhythm.ts";
import { medNames, type RuleContext } from "./context.ts";
import { isPlanned } from "./genetics.ts";
import type { Rule } from "./types.ts";

/** DPWG maxima (mg a day) for CYP2C19 poor metabolisers, under 65 and from 65. */
const PM_MAX_MG: Readonly<Record<string, { adult: number; older: number }>> = {
  citalopram: { adult: 20, older: 10 },
  escitalopram: { adult: 10, older: 5 },
  sertraline: { adult: 75, older: 75 },
};
const OLDER_AGE = 65;

interface Affected {
  med: MedicationItem;
  drug: string;
  max: number;
  mg?: number;
}

function affectedSsris(ctx: RuleContext): Affected[] {
  const older = (ctx.age ?? 0) >= OLDER_AGE;
  return ctx.meds("ssri-snri").flatMap((med) => {
    const drug = Object.keys(PM_MAX_MG).find((d) => med.drugs.includes(d));
    const limits = drug === undefined ? undefined : PM_MAX_MG[drug];
    if (drug === undefined || limits === undefined) return [];
    return [{ med, drug, max: older ? limits.older : limits.adult, mg: mgOf(med) }];
  });
}

export const CYP2C19_SSRI_RULES: readonly Rule[] = [
  {
    id: "cyp2c19-ssri",
    family: FindingFamily.pharmacogenomics,
    severity: Severity.moderate,
    problem: "Pharmacogenomics",
    title: "CYP2C19 poor metaboliser and {drugNames}",
    clinician:
      "{result}: CYP2C19 poor metabolisers clear citalopram, escitalopram and sertraline slowly, so levels and dose-related side effects rise; CPIC advises a lower starting dose or an antidepressant not mainly cleared by CYP2C19, and DPWG caps the daily dose (for citalopram and escitalopram at half the usual maximum). {doses}{qt}",
    patient:
      "Your genes mean your body clears {drugNames} slowly, so the usual doses give higher levels in the blood and more side effects. {patientAdvice}",
    nextSteps: [
      "Keep the dose within the poor-metaboliser maximum, or choose an antidepressant not mainly cleared by CYP2C19",
    ],
    patientQuestions: ["What dose of my antidepressant is right for my gene result, or should I change to another?"],
    evidence: ["cpic-ssri-2015", "dpwg-ssri-2022"],
    keywords: ["cyp2c19", "citalopram", "escitalopram", "sertraline", "poor metabolizer", "qt prolongation"],
    match: (ctx) => {
      const g = ctx
        .genes("CYP2C19")
        .find((x) => metaboliserPhenotype("CYP2C19", `${x.interpretation} ${x.value ?? ""}`) === "poor");
      if (g === undefined) return undefined;
      const affected = affectedSsris(ctx);
      if (affected.length === 0) return undefined;
      const over = affected.filter((a) => !isPlanned(ctx, a.med) && a.mg !== undefined && a.mg > a.max);
      const planned = affected.every((a) => isPlanned(ctx, a.med));
      const q = qtc(ctx);
      const longQt = q !== undefined && q.value > (ctx.sex === "female" ? QTC_FEMALE : QTC_MALE);
      const qtDrug = over.find((a) => a.drug !== "sertraline");
      const doses = affected
        .map((a) =>
          a.mg !== undefined && a.mg > a.max && !isPlanned(ctx, a.med)
            ? `${a.med.name} is above the ${a.max} mg daily maximum for a poor metaboliser.`
            : `${a.med.name}${isPlanned(ctx, a.med) ? " (planned)" : ""}: keep to ${a.max} mg a day at most.`,
        )
        .join(" ");
      const qt =
        longQt && qtDrug !== undefined
          ? ` With ${q.text}, the raised ${qtDrug.drug} level is a likely contributor to the long QT: reduce the dose or switch now.`
          : "";
      const steps = [
        over.length > 0
          ? `Reduce ${medNames(over.map((a) => a.med))} to the poor-metaboliser maximum or switch to an antidepressant not mainly cleared by CYP2C19, ${qt === "" ? "at the next review" : "now"}`
          : planned
            ? "Start at a reduced dose within the poor-metaboliser maximum, or choose an antidepressant not mainly cleared by CYP2C19"
            : "Keep the dose within the poor-metaboliser maximum when adjusting it",
        ...(qt === "" ? [] : ["Repeat the ECG after the change and check potassium and magnesium"]),
        "Record the CYP2C19 phenotype as a prescribing alert",
      ];
      const patientAdvice =
        over.length > 0
          ? qt === ""
            ? "Your dose is higher than advised for your result. Please talk to your doctor soon about lowering it or changing medicine; do not stop it suddenly on your own."
            : "Your dose is higher than advised for your result and may be adding to the change in your heart tracing. Contact your doctor today about lowering it or changing medicine; do not stop it suddenly on your own. If you faint, nearly faint or feel your heart racing, call emergency services."
          : planned
            ? "Tell the doctor who prescribes it about this result before you start: a lower dose or another medicine may suit you better."
            : "Your current dose is within the advised range; tell your doctor about this result before any dose increase.";
      return {
        refs: [...ctx.refs(g, ...affected.map((a) => a.med)), ...(qt === "" || q === undefined ? [] : q.refs)],
        values: {
          result: `CYP2C19 ${g.interpretation}${g.value ? ` ${g.value}` : ""}`,
          drugNames: [...new Set(affected.map((a) => a.drug))].join(" and "),
          doses,
          qt,
          patientAdvice,
        },
        severity: qt !== "" ? Severity.high : over.length > 0 ? Severity.moderate : Severity.low,
        nextSteps: steps,
      };
    },
  },
];
