import { FindingFamily, type LabObservation, Severity } from "../model.ts";
import { joinList } from "../text.ts";
import { isVariantPresent } from "../vocab/genetics.ts";
import type { RuleContext } from "./context.ts";
import { isLow } from "./lab-status.ts";
import { mpnDriverMutation } from "./mpn-driver-mutation.ts";
import { knownBloodCancer } from "./neutrophilia.ts";
import { statedMention } from "./notes.ts";
import type { Rule } from "./types.ts";

/*
 * Clonal haematopoiesis of indeterminate potential (CHIP) in the record (review 23, haem-23 case 03:
 * a DNMT3A R882H variant at 6% from a research panel, blood count normal, "asks whether this means he
 * has leukaemia") was read by no rule; the report was silent on the one result the man was worried
 * about. CHIP is an acquired mutation in blood cells, in a gene linked with blood cancers, at a
 * variant allele frequency of 2% or more, without a blood cancer (nci-chip-definition); it becomes
 * common with age, progresses to a blood cancer at about 0.5–1% a year, and is looked after by
 * watching the blood count for change and reducing cardiovascular risk factors
 * (ash-2018-chip-clinical-consequences), as it goes with about twice the risk of coronary heart
 * disease and ischaemic stroke (libby-2019-chip-cardiovascular). An unexplained low count beside the
 * clone raises the risk of progression, so haematology advice is sought then. JAK2, CALR and MPL
 * mutations are read as myeloproliferative drivers (mpn-driver-mutation.ts), and a known blood cancer
 * explains its own clone.
 */

/** The genes most often mutated in CHIP, read as a clone when reported present. */
const CHIP_GENES = ["DNMT3A", "TET2", "ASXL1"] as const;
/** CHIP named as such in a result, a condition or the notes. */
const CHIP_NAMED = /\bclonal\s+ha?ematopoiesis\b|\bCHIP\b/;

/** The CHIP result: a genetic result naming it or a variant in a CHIP gene, else a condition or note naming it. */
function chipResult(ctx: RuleContext): { text: string; ref?: string } | undefined {
  for (const g of ctx.model.genetics) {
    const all = `${g.gene} ${g.interpretation} ${g.value ?? ""}`;
    const inGene = CHIP_GENES.some(
      (gene) => g.geneCode.toUpperCase() === gene || g.gene.toUpperCase().startsWith(gene),
    );
    if ((CHIP_NAMED.test(all) || inGene) && isVariantPresent(`${g.interpretation} ${g.value ?? ""}`))
      return {
        ref: g.ref,
        text: `${g.gene.trim()}: ${g.interpretation.trim()}${g.value?.trim() ? ` (${g.value.trim()})` : ""}${g.date ? ` on ${g.date.slice(0, 10)}` : ""}`,
      };
  }
  const condition = ctx.model.conditions.find((c) => CHIP_NAMED.test(c.name));
  if (condition !== undefined) return { ref: condition.ref, text: condition.name.trim() };
  const noted = statedMention(ctx.freeText, CHIP_NAMED);
  return noted === undefined ? undefined : { text: `The notes record "${noted}"` };
}

/** The low counts among haemoglobin, white cells, neutrophils and platelets. */
function lowCounts(ctx: RuleContext): LabObservation[] {
  return ["hemoglobin", "wbc", "neutrophils", "platelets"]
    .map((id) => ctx.lab(id))
    .filter((o): o is LabObservation => isLow(o));
}

const CV_STEP = "Review cardiovascular risk factors (blood pressure, lipids, smoking, diabetes) and treat them";

export const CLONAL_HAEMATOPOIESIS_RULES: readonly Rule[] = [
  {
    id: "clonal-haematopoiesis",
    family: FindingFamily.pattern,
    severity: Severity.low,
    problem: "Blood count",
    title: "{title}",
    clinician:
      "{result}. This is clonal haematopoiesis of indeterminate potential (CHIP): an acquired mutation in blood cells, in a gene linked with blood cancers, without a blood cancer. It becomes common with age, is not leukaemia, and progresses to a blood cancer at about 0.5–1% a year; it also goes with about twice the risk of coronary heart disease and ischaemic stroke. {counts}",
    patient:
      "Your gene test found a change in some of your blood cells that becomes common as people get older, called clonal haematopoiesis (CHIP). It is not leukaemia and does not need treatment itself. Only a few people with it go on to get a blood cancer, about 1 in 100 or fewer each year, so your blood count is checked from time to time. It is also linked with a higher risk of heart disease and stroke, so keeping your blood pressure and cholesterol under control and not smoking matter more.{patientCounts}",
    nextSteps: [
      "Repeat the full blood count from time to time; seek haematology advice if a count becomes abnormal",
      CV_STEP,
    ],
    patientQuestions: ["How often should my blood count be checked?"],
    evidence: ["ash-2018-chip-clinical-consequences", "nci-chip-definition", "libby-2019-chip-cardiovascular"],
    keywords: ["clonal haematopoiesis", "chip", "dnmt3a", "tet2", "asxl1", "somatic mutation"],
    match: (ctx) => {
      if (knownBloodCancer(ctx) || mpnDriverMutation(ctx) !== undefined) return undefined;
      const found = chipResult(ctx);
      if (found === undefined) return undefined;
      const low = lowCounts(ctx);
      const counts = ["hemoglobin", "wbc", "platelets"].map((id) => ctx.lab(id)).filter((o) => o !== undefined);
      const refs = [...(found.ref ? [found.ref] : []), ...ctx.refs(...(low.length > 0 ? low : counts))];
      if (low.length > 0)
        return {
          refs,
          severity: Severity.moderate,
          values: {
            result: found.text,
            title: "Clonal haematopoiesis with a low blood count: haematology advice",
            counts: `But ${joinList(low.map((o) => `${o.name.trim()} ${ctx.show(o)}`))} ${low.length > 1 ? "are" : "is"} low: with an unexplained low count beside the clone the risk of progression is higher, so haematology advice is sought.`,
            patientCounts:
              " One of your blood counts is low, so your doctor will ask a blood specialist (haematologist) for advice.",
          },
          nextSteps: ["Haematology advice: a clonal mutation with an unexplained low blood count", CV_STEP],
        };
      return {
        refs,
        values: {
          result: found.text,
          title: "Clonal haematopoiesis (CHIP): not leukaemia; watch the blood count and cardiovascular risk",
          counts:
            counts.length > 0
              ? `The blood count is not low (${counts.map((o) => `${o.name.trim()} ${ctx.show(o)}`).join(", ")}), so care is watching the count for change and reducing cardiovascular risk factors.`
              : "No blood count is in the record: a full blood count shows whether the clone comes with a low count.",
          patientCounts: "",
        },
        ...(counts.length === 0 && {
          nextSteps: ["Full blood count, with haematology advice if a count is low", CV_STEP],
        }),
      };
    },
  },
];
