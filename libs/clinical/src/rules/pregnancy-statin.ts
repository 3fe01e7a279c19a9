import type { MeaningInContext } from "../catalogue/overlay.ts";
import { FindingFamily, type LabObservation, Severity } from "../model.ts";
import { medNames, type RuleContext } from "./context.ts";
import { pregnancy } from "./patterns.ts";
import type { Rule, RuleMatch } from "./types.ts";
import { readsAsUk } from "./uk-record.ts";

/*
 * A statin in pregnancy (review 12, pregnancy case 08: atorvastatin at 11 weeks was not mentioned,
 * and the LDL was read for heart-attack risk). In July 2021 the FDA removed the pregnancy
 * contraindication from statin labels but still advises stopping the statin in most pregnant
 * patients: statins lower cholesterol and substances made from it and may harm the fetus, and
 * because atherosclerosis is chronic, treating raised lipids is generally not needed during
 * pregnancy. Continuing is an individual decision only for a small very-high-risk group, such as
 * homozygous familial hypercholesterolaemia or a previous heart attack or stroke
 * (SUMMARIES["fda-2021-statins-pregnancy"]). Not the teratogen family of drug-lab.ts: this is a
 * planned stop, not a medicine known to cause malformations.
 */

const F = FindingFamily.drugLab;

const STOP_STEP = "Stop the statin for the pregnancy (and while breastfeeding), and review lipid treatment afterwards";

/** The UK advice (SUMMARIES["uktis-statins-pregnancy"]), for a pregnancy that was planned on a statin or the next one. */
const UK_STATIN_ADVICE =
  "UK advice (UKTIS) is to stop a statin 3 months before trying to conceive and through pregnancy, and to review an unplanned pregnancy on a statin promptly; discuss contraception and plans for future pregnancies.";

/** Recorded conditions in which the FDA leaves continuing the statin to an individual decision. */
function veryHighRisk(ctx: RuleContext): boolean {
  return ctx.conditions("familial-hypercholesterolaemia").length > 0 || ctx.conditions("ascvd").length > 0;
}

function statinInPregnancy(ctx: RuleContext): RuleMatch | undefined {
  const preg = pregnancy(ctx);
  const meds = preg === undefined ? [] : ctx.meds("statin");
  if (preg === undefined || meds.length === 0) return undefined;
  const highRisk = veryHighRisk(ctx);
  return {
    refs: ctx.refs(...meds, ...ctx.conditions("pregnancy"), ...ctx.labs("ldl-c"), ...ctx.labs("cholesterol-total")),
    values: {
      weeks: preg.weeks === undefined ? "" : ` (${preg.weeks} weeks)`,
      med: medNames(meds),
      risk: highRisk
        ? " With established cardiovascular disease or familial hypercholesterolaemia recorded, continuing may be weighed case by case with the specialist."
        : "",
    },
    // A UK record is read with the UK teratology service too, not the FDA alone (review 25).
    ...(readsAsUk(ctx) && {
      clinicianExtra: UK_STATIN_ADVICE,
      evidence: ["uktis-statins-pregnancy", "fda-2021-statins-pregnancy"],
      evidenceReplacesRule: true as const,
    }),
    severity: highRisk ? Severity.low : Severity.moderate,
    nextSteps: [
      highRisk
        ? "Decide with the cardiology or lipid specialist whether to continue the statin in pregnancy"
        : STOP_STEP,
    ],
  };
}

export const PREGNANCY_STATIN_RULES: readonly Rule[] = [
  {
    id: "statin-in-pregnancy",
    family: F,
    severity: Severity.moderate,
    problem: "Medicines in pregnancy",
    title: "Statin in pregnancy: usually stopped until after pregnancy",
    clinician:
      "Pregnant{weeks} and taking {med}. The FDA (2021) advises stopping statins in most pregnant patients: they may harm the fetus, and because atherosclerosis develops over years, treating raised lipids is generally not needed during pregnancy, so a lipid result now is not a reason to start or keep a statin. Statins are also not advised while breastfeeding.{risk}",
    patient:
      "You are pregnant and take a statin, a cholesterol medicine. Most people stop a statin while they are pregnant, because it may affect the baby and a break of some months makes little difference to long-term heart health. Ask the doctor who prescribes it, or your midwife, about stopping it.",
    nextSteps: [STOP_STEP],
    patientQuestions: ["Should I stop my cholesterol medicine while I am pregnant?"],
    evidence: ["fda-2021-statins-pregnancy"],
    keywords: ["statin", "pregnancy", "lipids"],
    match: statinInPregnancy,
  },
];

/** Lipid results whose non-pregnant text ("heart attack and stroke") is not the point in pregnancy. */
const LIPIDS = new Set(["ldl-c", "cholesterol-total"]);

/** The text for a raised LDL or total cholesterol in a current pregnancy; else undefined. */
export function highLipidInPregnancy(obs: LabObservation, ctx: RuleContext): MeaningInContext | undefined {
  if (!LIPIDS.has(obs.analyteId ?? "") || pregnancy(ctx) === undefined) return undefined;
  return {
    text: "is not treated during pregnancy: raised cholesterol harms the arteries over years, so the FDA advises that lipid treatment is generally not needed while pregnant; it is reassessed after pregnancy",
    evidence: ["fda-2021-statins-pregnancy"],
  };
}
