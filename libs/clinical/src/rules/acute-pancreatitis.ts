import { medicineWord } from "../vocab/brands.ts";
import { FindingFamily, type LabObservation, Severity } from "../model.ts";
import { formatNumber } from "../text.ts";
import { heavyDrinking, statedAlcohol } from "./alcohol-hepatitis.ts";
import { medNames, type RuleContext } from "./context.ts";
import { inHospitalMention } from "./in-hospital.ts";
import { statedMention } from "./notes.ts";
import type { Rule } from "./types.ts";

/**
 * Acute pancreatitis by the revised Atlanta criteria (banks-2013-atlanta-pancreatitis): two of
 * typical upper abdominal pain, lipase or amylase at least three times the upper limit of normal,
 * and typical imaging. Pain in the notes with such an enzyme rise makes the diagnosis without
 * imaging, so it is an emergency, not a raised enzyme to repeat. The first work-up and treatment
 * follow szatmary-2022-acute-pancreatitis: IV fluids, pain relief and early feeding; triglycerides,
 * calcium, liver tests and an ultrasound for gallstones to find the cause.
 *
 * A GLP-1 or dual GLP-1/GIP receptor agonist (semaglutide, tirzepatide and the rest) is a named cause:
 * it is stopped at once when pancreatitis is suspected and not restarted if it is confirmed
 * (mhra-2026-glp1-pancreatitis; review 14 diabetes case 01, semaglutide just increased, where only
 * gallstones and alcohol were named). Injections bought privately may be missing from the record,
 * so the medicine history asks for them.
 */

/** Enzyme rise, as a multiple of the upper limit of normal, that meets the Atlanta criterion. */
export const ATLANTA_ENZYME_MULTIPLE = 3;

/** Pain typical of acute pancreatitis as notes put it: upper abdominal or epigastric, or abdominal pain going to the back. */
const PANCREATIC_PAIN =
  /\b(?:(?:severe\s+|sudden\s+|constant\s+|persistent\s+)*(?:epigastric|upper\s+abdominal|upper\s+abdomen|upper\s+(?:tummy|stomach)|luq)\s+(?:pain|ache)|pain\s+(?:in|at)\s+(?:the\s+)?(?:epigastrium|upper\s+abdomen|top\s+of\s+(?:the|his|her|their)\s+(?:tummy|stomach))|abdominal\s+pain\b[^.;]{0,40}?\b(?:radiat\w*|spread\w*|going|goes|through)\s+(?:to\s+|into\s+|through\s+)?(?:the\s+|his\s+|her\s+)?back)\b/;

/**
 * Alcohol as a cause in the notes: an amount or heavy use, not a mention of alcohol alone. A stated
 * amount at or under the NG50 harmful level (rules/alcohol-hepatitis.ts) is not offered as the cause:
 * "drinks 2-3 units a week" is light drinking (review 14 diabetes case 01).
 */
const ALCOHOL =
  /\b(?:(?:drinks?|drinking)\s+(?:about\s+|around\s+|roughly\s+)?(?:\d+|one|two|three|four|five|six|seven|eight|nine|ten)\s+(?:beers?|pints?|cans?|glasses|bottles|drinks|units)|\d+\s+(?:beers?|pints?|units?)\s+(?:a|per|each)\s+(?:day|night|week)|heavy\s+(?:drink\w*|alcohol)|alcohol\s+(?:excess|misuse|dependence|abuse|use\s+disorder)|binge\s+drink\w*)\b/;

/** Triglycerides (mg/dL) from which the lipid rule ties them to pancreatitis (885 mg/dL, 10 mmol/L). */
const TG_PANCREATITIS_MG_DL = 885;

export interface AcutePancreatitis {
  id: "lipase" | "amylase";
  enzyme: LabObservation;
  multiple: number;
  pain: string;
}

/** The enzyme (lipase first, then amylase) at three times its upper limit or more, with its multiple. */
function raisedEnzyme(ctx: RuleContext): Omit<AcutePancreatitis, "pain"> | undefined {
  for (const id of ["lipase", "amylase"] as const) {
    const obs = ctx.lab(id);
    const value = ctx.valueOf(obs);
    const upper = ctx.upperLimit(id);
    if (obs === undefined || value === undefined || upper === undefined || upper <= 0) continue;
    const multiple = value / upper;
    if (multiple >= ATLANTA_ENZYME_MULTIPLE) return { id, enzyme: obs, multiple };
  }
  return undefined;
}

/** Pain typical of acute pancreatitis stated in the notes as present, quoted, or undefined. */
export function pancreaticPain(ctx: RuleContext): string | undefined {
  return statedMention(ctx.freeText, PANCREATIC_PAIN, true);
}

/** Acute pancreatitis in this record by the revised Atlanta criteria (enzyme and pain), or undefined. */
export function acutePancreatitis(ctx: RuleContext): AcutePancreatitis | undefined {
  const raised = raisedEnzyme(ctx);
  if (raised === undefined) return undefined;
  const pain = pancreaticPain(ctx);
  return pain === undefined ? undefined : { ...raised, pain };
}

export const ACUTE_PANCREATITIS_RULES: readonly Rule[] = [
  {
    id: "acute-pancreatitis",
    family: FindingFamily.pattern,
    severity: Severity.critical,
    problem: "Pancreas",
    title: "Acute pancreatitis: pancreatic enzyme three times the upper limit or more with typical pain",
    clinician:
      '{enzyme}, {multiple} times the upper limit of normal, with "{pain}" in the notes: two of the three revised Atlanta criteria, so this is acute pancreatitis until shown otherwise{assess}.{causes}',
    patient:
      "Your {enzymeName} (a pancreas enzyme) is more than three times the usual upper limit, and your notes describe pain at the top of your {tummy}. Together these point to acute pancreatitis, an inflamed pancreas. {care} Doctors will look for the cause, such as gallstones, alcohol or very high blood fats (triglycerides).",
    nextSteps: [
      "Emergency assessment and hospital admission for acute pancreatitis",
      "IV fluid resuscitation and pain relief; watch for organ failure (breathing, circulation, kidney function) and involve critical care if organs fail",
      "Find the cause: abdominal ultrasound for gallstones, liver tests, triglycerides, calcium and an alcohol and medicine history",
    ],
    patientQuestions: ["What has caused my pancreatitis, and how can I stop it coming back?"],
    evidence: ["banks-2013-atlanta-pancreatitis", "szatmary-2022-acute-pancreatitis", "nidirect-acute-pancreatitis"],
    keywords: ["acute pancreatitis", "lipase", "amylase", "atlanta criteria", "hypertriglyceridemia"],
    match: (ctx) => {
      const ap = acutePancreatitis(ctx);
      if (ap === undefined) return undefined;
      const tgObs = ctx.lab("triglycerides");
      const tgMgDl = ctx.valueOf(tgObs);
      const highTg = tgObs !== undefined && tgMgDl !== undefined && tgMgDl >= TG_PANCREATITIS_MG_DL;
      const calciumObs = ctx.lab("calcium");
      const calcium = ctx.valueOf(calciumObs);
      const calciumUpper = ctx.upperLimit("calcium");
      const highCalcium =
        calciumObs !== undefined && calcium !== undefined && calciumUpper !== undefined && calcium > calciumUpper;
      const intake = statedAlcohol(ctx);
      const lightAmount = intake?.unitsPerWeek !== undefined && heavyDrinking(ctx) === undefined;
      const alcohol = lightAmount ? undefined : statedMention(ctx.freeText, ALCOHOL);
      const glp1 = ctx.meds("glp1-ra");
      const causes = [
        highTg ? `triglycerides ${ctx.show(tgObs)}, high enough to cause pancreatitis` : "",
        alcohol !== undefined ? `alcohol ("${alcohol}" in the notes)` : "",
        highCalcium ? `a high calcium, ${ctx.show(calciumObs)}` : "",
      ].filter(Boolean);
      const enzymeName = ap.id;
      // Already admitted ("AMU day 2"): no sending to hospital (review 16, acute panels 03).
      const ward = inHospitalMention(ctx);
      const steps = [
        ward === undefined
          ? "Emergency assessment and hospital admission for acute pancreatitis"
          : `Already in hospital ("${ward}" in the notes): continue inpatient care for acute pancreatitis`,
        "IV fluid resuscitation and pain relief; watch for organ failure (breathing, circulation, kidney function) and involve critical care if organs fail",
        ...(glp1.length > 0
          ? [
              `Stop ${medNames(glp1)} now and do not restart it if pancreatitis is confirmed; report it as a suspected adverse reaction (Yellow Card in the UK)`,
            ]
          : []),
        `Find the cause: abdominal ultrasound for gallstones, liver tests${highTg ? "" : ", triglycerides"}${highCalcium ? "" : ", calcium"} and an alcohol and medicine history${glp1.length > 0 ? "" : " (ask about GLP-1 weight-loss or diabetes injections, which may be bought privately and missing from the record)"}`,
        ...(highTg
          ? [
              `Triglycerides ${ctx.show(tgObs)} are a likely cause: seek specialist advice on lowering them during the admission; routine lipid follow-up waits until the acute illness is treated`,
            ]
          : []),
        ...(alcohol !== undefined ? ["Advise stopping alcohol and offer support to do so"] : []),
      ];
      return {
        refs: ctx.refs(ap.enzyme, highTg ? tgObs : undefined, highCalcium ? calciumObs : undefined, ...glp1),
        values: {
          enzyme: `${enzymeName === "amylase" ? "Amylase" : "Lipase"} ${ctx.show(ap.enzyme)}`,
          enzymeName,
          multiple: formatNumber(ap.multiple, 1),
          pain: ap.pain,
          assess:
            ward === undefined
              ? " and needs emergency assessment"
              : `; the notes place the patient in hospital already ("${ward}")`,
          care:
            ward === undefined
              ? "This needs emergency care: if you are not already in hospital, go to the emergency department now."
              : "It is treated in hospital, where you are already being looked after.",
          causes: [
            causes.length > 0
              ? ` Likely causes in this record: ${causes.join("; ")}; gallstones still need to be looked for.`
              : "",
            glp1.length > 0
              ? ` ${medNames(glp1)}, a GLP-1 (or dual GLP-1/GIP) receptor agonist, is a possible cause: these medicines are stopped at once when pancreatitis is suspected and not restarted if it is confirmed.`
              : "",
          ].join(""),
        },
        nextSteps: steps,
        ...(glp1.length > 0 && {
          patientExtra: `Your ${[...new Set(glp1.map(medicineWord))].join(" and ")} injection can, rarely, cause pancreatitis. Tell the team you take it: it is usually stopped straight away while this is checked, and not restarted if pancreatitis is confirmed.`,
        }),
        evidence: [
          ...(highTg ? ["nhs-lothian-hypertriglyceridaemia"] : []),
          // The MHRA update also asks about privately bought injections, so it backs the history step.
          "mhra-2026-glp1-pancreatitis",
        ],
      };
    },
  },
];
