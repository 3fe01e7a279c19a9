import { isActiveCondition } from "../vocab/conditions.ts";
import { FindingFamily, Severity } from "../model.ts";
import { ascitesRecorded, childPugh, knownCirrhosis } from "./cirrhosis.ts";
import { medNames, type RuleContext } from "./context.ts";
import { statedMention } from "./notes.ts";
import type { Rule, RuleMatch } from "./types.ts";

/*
 * Medicines to review in decompensated cirrhosis (review 22, liver-gi-22 case 04: Child-Pugh C with
 * ascites and grade 2 encephalopathy, on metformin and zopiclone, drew only a B12 reminder for the
 * metformin and nothing for the hypnotic).
 * - Zopiclone SmPC (zopiclone-smpc): contraindicated in severe hepatic insufficiency because of the
 *   risk of encephalopathy; benzodiazepines are not indicated there as they may precipitate it;
 *   sudden stopping after dependence brings withdrawal symptoms.
 * - Metformin labelling (glucophage-label): hepatic impairment is a risk factor for
 *   metformin-associated lactic acidosis, and metformin is avoided with clinical or laboratory
 *   evidence of liver disease.
 * - Statins (review 23, lipids-23 case 04: Child-Pugh C with ascites on simvastatin 40 mg drew
 *   nothing): the US simvastatin label (zocor-label) contraindicates it in decompensated cirrhosis,
 *   and AASLD 2023 (aasld-2023-nafld) supports statins up to compensated cirrhosis with limited data
 *   beyond. Compensated cirrhosis stays quiet: there the statin is recommended.
 */

const ENCEPHALOPATHY = /\bhepatic encephalopathy\b|\bencephalopathy\b/i;
const MENTAL_CHANGE = /\b(?:confus\w*|drows\w*|sleepiness|disorient\w*)\b/i;

/** Why the cirrhosis counts as decompensated (Child-Pugh C, ascites, encephalopathy), or undefined. */
export function decompensatedCirrhosis(
  ctx: RuleContext,
): { why: string; severe: boolean; encephalopathy: boolean } | undefined {
  const cirrhosis = knownCirrhosis(ctx);
  if (cirrhosis === undefined) return undefined;
  const cp = childPugh(ctx);
  const encephalopathy =
    ctx.model.conditions.some((c) => isActiveCondition(c.status) && ENCEPHALOPATHY.test(c.name)) ||
    statedMention(ctx.freeText, ENCEPHALOPATHY) !== undefined;
  const ascites = ascitesRecorded(ctx);
  const parts = [
    cp?.cls === "C" ? `Child-Pugh class C (score ${cp.score})` : undefined,
    ascites ? "ascites" : undefined,
    encephalopathy ? "hepatic encephalopathy" : undefined,
  ].filter((x): x is string => x !== undefined);
  if (parts.length === 0) return undefined;
  return { why: `cirrhosis with ${parts.join(", ")}`, severe: cp?.cls === "C", encephalopathy };
}

function sedatives(ctx: RuleContext): RuleMatch | undefined {
  const meds = ctx.medsOf("z-drug", "benzodiazepine");
  if (meds.length === 0) return undefined;
  const found = decompensatedCirrhosis(ctx);
  // The SmPC's term is severe hepatic insufficiency: Child-Pugh C, or encephalopathy already seen.
  if (found === undefined || (!found.severe && !found.encephalopathy)) return undefined;
  // Drowsiness or confusion in the notes with encephalopathy on record is read as its possible
  // return, which the SmPC says these medicines may bring on (review 24, deep-24 case 02: zopiclone
  // started last month, "more daytime drowsiness and mild confusion", put down to the sodium alone).
  const sign = found.encephalopathy ? statedMention(ctx.freeText, MENTAL_CHANGE) : undefined;
  return {
    refs: ctx.refs(...meds),
    severity: found.encephalopathy ? Severity.high : Severity.moderate,
    values: { meds: medNames(meds), why: found.why },
    ...(sign !== undefined && {
      clinicianExtra: `The notes record "${sign}": with hepatic encephalopathy on record this may be its return, brought on by the hypnotic, and is assessed as such alongside the other causes in the record.`,
      patientExtra: "The drowsiness or confusion in your notes may be this happening.",
      nextSteps: [
        "Assess the drowsiness or confusion as possible hepatic encephalopathy brought on by the hypnotic, with the liver team",
        "Review the hypnotic or benzodiazepine with the liver team: contraindicated in severe hepatic insufficiency (risk of encephalopathy); plan how to stop it",
      ],
    }),
  };
}

function metformin(ctx: RuleContext): RuleMatch | undefined {
  const meds = ctx.meds("metformin");
  if (meds.length === 0) return undefined;
  const found = decompensatedCirrhosis(ctx);
  if (found === undefined) return undefined;
  return { refs: ctx.refs(...meds), values: { meds: medNames(meds), why: found.why } };
}

function statins(ctx: RuleContext): RuleMatch | undefined {
  const meds = ctx.meds("statin");
  if (meds.length === 0) return undefined;
  const found = decompensatedCirrhosis(ctx);
  if (found === undefined) return undefined;
  const simvastatin = meds.some((m) => /simvastatin/i.test(m.name));
  return {
    refs: ctx.refs(...meds),
    values: {
      meds: medNames(meds),
      why: found.why,
      label: simvastatin ? "contraindicates it" : "contraindicates simvastatin",
    },
  };
}

export const CIRRHOSIS_MEDICINES_RULES: readonly Rule[] = [
  {
    id: "cirrhosis-sedative",
    family: FindingFamily.drugLab,
    severity: Severity.high,
    problem: "Medicines",
    title: "Sleeping tablet or benzodiazepine in advanced cirrhosis: risk of encephalopathy",
    clinician:
      "{meds} in {why}. The zopiclone SmPC contraindicates it in severe hepatic insufficiency because of the risk of encephalopathy, and states that benzodiazepines are not indicated there, as they may precipitate encephalopathy. After regular use, stopping suddenly can bring withdrawal symptoms, so a plan to stop is made with the prescriber.",
    patient:
      "You take a sleeping tablet or sedative ({meds}). In advanced liver disease these medicines can bring on confusion and drowsiness caused by the liver (hepatic encephalopathy). Please speak to your doctor or liver team soon about stopping it safely. Do not stop it suddenly on your own.",
    nextSteps: [
      "Review the hypnotic or benzodiazepine with the liver team: contraindicated in severe hepatic insufficiency (risk of encephalopathy); plan how to stop it",
    ],
    patientQuestions: ["Is my sleeping tablet safe with my liver disease, and how should I stop it?"],
    evidence: ["zopiclone-smpc"],
    keywords: ["zopiclone", "benzodiazepine", "hepatic encephalopathy", "cirrhosis"],
    match: sedatives,
  },
  {
    id: "cirrhosis-metformin",
    family: FindingFamily.drugLab,
    severity: Severity.moderate,
    problem: "Medicines",
    title: "Metformin in decompensated cirrhosis: lactic acidosis risk",
    clinician:
      "{meds} in {why}. Metformin labelling lists hepatic impairment as a risk factor for metformin-associated lactic acidosis and advises avoiding it with clinical or laboratory evidence of liver disease.",
    patient:
      "You take metformin for diabetes. With advanced liver disease, metformin carries a higher risk of a rare but serious build-up of acid in the blood (lactic acidosis). Please ask your doctor or liver team whether metformin is still the right medicine for you. Do not stop it without talking to them first.",
    nextSteps: [
      "Review metformin with the diabetes and liver teams (hepatic impairment raises the risk of lactic acidosis) and whether another glucose-lowering treatment is needed",
    ],
    patientQuestions: ["Is metformin still safe for me with my liver disease?"],
    evidence: ["glucophage-label"],
    keywords: ["metformin", "lactic acidosis", "cirrhosis", "hepatic impairment"],
    match: metformin,
  },
  {
    id: "cirrhosis-statin",
    family: FindingFamily.drugLab,
    severity: Severity.moderate,
    problem: "Medicines",
    title: "Statin in decompensated cirrhosis",
    clinician:
      "{meds} in {why}. The US simvastatin label {label} in acute liver failure or decompensated cirrhosis; AASLD 2023 supports statins in fatty liver disease up to compensated cirrhosis, with limited data once cirrhosis has decompensated. Whether the statin continues is a decision for the liver team.",
    patient:
      "You take a statin ({meds}) for cholesterol. With advanced liver disease, whether a statin is still right for you needs checking with your doctor or liver team. Do not stop it without talking to them first.",
    nextSteps: ["Review the statin with the liver team (simvastatin is contraindicated in decompensated cirrhosis)"],
    patientQuestions: ["Should I still take my statin with my liver disease?"],
    evidence: ["zocor-label", "aasld-2023-nafld"],
    keywords: ["statin", "simvastatin", "decompensated cirrhosis"],
    match: statins,
  },
];
