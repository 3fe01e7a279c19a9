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
 *
 * Ultrarapid metabolisers (review 19, pgx-2 01: escitalopram with CYP2C19 *17/*17, unremarked) are
 * the other end: faster clearance, lower levels and a higher chance the drug does not work. CPIC
 * 2015 advises considering an antidepressant not predominantly cleared by CYP2C19 (moderate); the
 * 2023 update (cpic-ssri-snri-2023) keeps CYP2C19-based advice for citalopram and escitalopram. It
 * is a question of benefit, not of harm, so the finding is low unless the notes say it has not
 * worked. Sertraline and the rapid phenotype are left out: their CPIC rows were not seen.
 */
import { FindingFamily, type MedicationItem, Severity } from "../model.ts";
import { metaboliserPhenotype } from "../vocab/genetics.ts";
import { mgOf, qtc, QTC_FEMALE, QTC_MALE } from "./cardio-rhythm.ts";
import { medNames, type RuleContext } from "./context.ts";
import { isPlanned } from "./genetics.ts";
import { statedMention } from "./notes.ts";
import type { Rule } from "./types.ts";

/** DPWG maxima (mg a day) for CYP2C19 poor metabolisers, under 65 and from 65. */
const PM_MAX_MG: Readonly<Record<string, { adult: number; older: number }>> = {
  citalopram: { adult: 20, older: 10 },
  escitalopram: { adult: 10, older: 5 },
  sertraline: { adult: 75, older: 75 },
};
const OLDER_AGE = 65;

/** The SSRIs with a CPIC ultrarapid-metaboliser recommendation seen (citalopram, escitalopram). */
const ULTRARAPID_DRUGS = ["citalopram", "escitalopram"];

/** A note that the antidepressant has not worked: "still low", "no response", "not helping". */
const POOR_RESPONSE =
  /\b(?:no|poor|partial|inadequate|little)\s+(?:response|improvement|benefit)\b|\bnot\s+(?:helping|working|helped|worked)\b|\bstill\s+(?:low|depressed|anxious)(?:\s+mood)?\b|\bhasn'?t\s+(?:helped|worked)\b/i;

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
  {
    id: "cyp2c19-ssri-ultrarapid",
    family: FindingFamily.pharmacogenomics,
    severity: Severity.low,
    problem: "Pharmacogenomics",
    title: "CYP2C19 ultrarapid metaboliser and {drugNames}",
    clinician:
      "{result}: CYP2C19 ultrarapid metabolisers clear citalopram and escitalopram faster, so levels are lower and the chance that the antidepressant does not work is higher. CPIC advises considering an antidepressant not predominantly cleared by CYP2C19 (a moderate recommendation). {status}{response}",
    patient:
      "Your genes mean your body clears {drugNames} faster than most people, so it may work less well for you. {patientAdvice}",
    nextSteps: [
      "Review the response; if it is inadequate, consider an antidepressant not predominantly cleared by CYP2C19",
    ],
    patientQuestions: ["Is my antidepressant the best choice for my gene result?"],
    evidence: ["cpic-ssri-snri-2023", "cpic-ssri-2015"],
    keywords: ["cyp2c19", "citalopram", "escitalopram", "ultrarapid metabolizer", "treatment failure"],
    match: (ctx) => {
      const g = ctx
        .genes("CYP2C19")
        .find((x) => metaboliserPhenotype("CYP2C19", `${x.interpretation} ${x.value ?? ""}`) === "ultrarapid");
      if (g === undefined) return undefined;
      const affected = ctx.meds("ssri-snri").filter((m) => ULTRARAPID_DRUGS.some((d) => m.drugs.includes(d)));
      if (affected.length === 0) return undefined;
      const planned = affected.every((m) => isPlanned(ctx, m));
      const poorResponse = planned ? undefined : statedMention(ctx.freeText, POOR_RESPONSE);
      const drugNames = [...new Set(affected.flatMap((m) => ULTRARAPID_DRUGS.filter((d) => m.drugs.includes(d))))].join(
        " and ",
      );
      return {
        refs: ctx.refs(g, ...affected),
        values: {
          result: `CYP2C19 ${g.interpretation}${g.value ? ` ${g.value}` : ""}`,
          drugNames,
          status: planned ? `Planned: ${medNames(affected)}.` : `Currently taking ${medNames(affected)}.`,
          response:
            poorResponse === undefined
              ? ""
              : ` The notes say "${poorResponse}": the result may explain a poor response, which supports a switch.`,
          patientAdvice: planned
            ? "Tell the doctor who prescribes it about this result before you start: another antidepressant may suit you better."
            : poorResponse === undefined
              ? "If it is helping you, this result is no reason to change on your own. If you feel it has not helped enough, talk to your doctor, who may suggest a different antidepressant. Do not stop it on your own."
              : "This may be part of why it has not helped enough. Talk to your doctor about changing to a different antidepressant; do not stop it on your own.",
        },
        severity: poorResponse === undefined ? Severity.low : Severity.moderate,
        nextSteps: [
          planned
            ? "Before starting, consider an antidepressant not predominantly cleared by CYP2C19"
            : poorResponse === undefined
              ? "Review the response at the next appointment; if it is inadequate, consider an antidepressant not predominantly cleared by CYP2C19"
              : "Consider switching to an antidepressant not predominantly cleared by CYP2C19",
          "Record the CYP2C19 phenotype as a prescribing alert",
        ],
      };
    },
  },
];
