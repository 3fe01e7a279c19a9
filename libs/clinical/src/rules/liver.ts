import { FindingFamily, type LabObservation, Severity } from "../model.ts";
import { formatNumber } from "../text.ts";
import type { RuleContext } from "./context.ts";
import type { Rule } from "./types.ts";

/*
 * Liver: a raised or rising AFP in someone under liver-cancer surveillance, and hepatitis C read from
 * its two tests (see SUMMARIES["aasld-2023-hcc"] and SUMMARIES["aasld-idsa-2023-hcv"] for where each
 * point was read).
 *
 * AASLD 2023 puts people with cirrhosis, and some with chronic hepatitis B, under ultrasound and AFP
 * surveillance every 6 months; an AFP of 20 ng/mL or more, or a rising AFP, is a positive result that
 * is followed by multiphase contrast CT or MRI. AFP alone never diagnoses liver cancer, so the finding
 * asks for the scan, not a diagnosis. Outside those groups a raised AFP keeps its lab flag only, and
 * a liver CT or MRI dated on or after the AFP means the scan is done: its report, not the AFP, leads
 * (the imaging rules read LI-RADS).
 *
 * Hepatitis C: a reactive antibody means infection at some time; detected HCV RNA means a current
 * infection, which AASLD-IDSA advise treating in almost everyone. A reactive antibody with no RNA in
 * the record needs the RNA test; with RNA not detected there is no current infection to act on.
 */

/** AFP at or above which surveillance counts as positive (AASLD 2023), in ng/mL. */
const AFP_RECALL = 20;

/** Cirrhosis and chronic hepatitis B as condition names and ICD-10 codes say them. */
const CIRRHOSIS = /\bcirrho/i;
const CIRRHOSIS_ICD = /^(?:K70\.3|K74\.[3-6]|K71\.7)/i;
const CHRONIC_HBV = /\b(?:hepatitis b|hep b|hbv)\b/i;
const CHRONIC_HBV_ICD = /^B18\.[01]/i;

/** The condition that puts the patient under liver-cancer surveillance, if the record has one. */
function surveillanceCondition(ctx: RuleContext) {
  const liver = ctx.conditions("liver-disease");
  return (
    liver.find((c) => CIRRHOSIS.test(c.name) || CIRRHOSIS_ICD.test(c.code ?? "")) ??
    liver.find((c) => (CHRONIC_HBV.test(c.name) && !/\bacute\b/i.test(c.name)) || CHRONIC_HBV_ICD.test(c.code ?? ""))
  );
}

/** A hepatitis marker read as present: "Reactive", "Detected", or a number above a lab's range. */
function isPositive(obs: LabObservation | undefined): obs is LabObservation {
  if (obs === undefined) return false;
  if (obs.value.kind === "qualitative") return obs.value.result === "positive";
  return obs.value.kind === "number" && (obs.status === "high" || obs.status === "critical-high");
}

/**
 * HCV RNA read as detected: "Detected", or a viral load above zero. A result below a limit ("<15
 * IU/mL") is not read as detected: laboratories write undetectable RNA that way too.
 */
function rnaDetected(obs: LabObservation | undefined): obs is LabObservation {
  if (obs === undefined) return false;
  if (obs.value.kind === "qualitative") return obs.value.result === "positive";
  return obs.value.kind === "number" && obs.value.comparator === undefined && obs.value.value > 0;
}

const CROSS_SECTIONAL = /\b(?:ct|mri?|computed tomography|magnetic resonance)\b/i;
const LIVER_SITE = /\b(?:liver|hepat\w*|abdomen|abdominal|li-?rads)\b/i;

/** A liver CT or MRI dated on or after `date` (YYYY-MM-DD...). An undated study cannot show that. */
function scanSince(ctx: RuleContext, date: string | undefined) {
  if (date === undefined) return undefined;
  return ctx.model.imaging.find((i) => {
    const what = `${i.type} ${i.description} ${i.modality ?? ""}`;
    return (
      i.date !== undefined &&
      i.date.slice(0, 10) >= date.slice(0, 10) &&
      CROSS_SECTIONAL.test(what) &&
      LIVER_SITE.test(`${what} ${i.text}`)
    );
  });
}

/** A condition's name mid-sentence: "Alcohol-related cirrhosis" → "alcohol-related cirrhosis", "HBV" kept. */
function midSentence(name: string): string {
  return /^[A-Z][a-z]/.test(name) ? name.charAt(0).toLowerCase() + name.slice(1) : name;
}

/** The AFP result before the current one, read in the rule unit. */
function previousAfp(ctx: RuleContext, current: LabObservation): LabObservation | undefined {
  return ctx.labs("afp").find((o) => o !== current && o.standard !== undefined);
}

export const LIVER_RULES: readonly Rule[] = [
  {
    id: "liver-afp-hcc-workup",
    family: FindingFamily.pattern,
    severity: Severity.high,
    problem: "Liver",
    title: "Raised or rising AFP under liver-cancer surveillance: multiphase CT or MRI",
    clinician:
      "AFP {afp}{trend} with {condition}. In surveillance for hepatocellular carcinoma, AASLD 2023 treats an AFP of 20 ng/mL or more, or a rising AFP, as a positive result to be followed by multiphase contrast-enhanced CT or MRI; AFP alone does not diagnose HCC.",
    patient:
      "Your AFP, a blood marker checked with liver scans when the liver is scarred, has {plainChange}. This can be an early sign of liver cancer, though it is not proof of it. Doctors usually arrange a detailed liver scan (CT or MRI with contrast) soon rather than waiting for the next routine check.",
    nextSteps: [
      "Arrange multiphase contrast-enhanced CT or MRI of the liver now (HCC work-up), rather than waiting for the next surveillance ultrasound",
      "Refer to hepatology or the liver-cancer multidisciplinary team with the result; AFP alone does not diagnose HCC",
    ],
    patientQuestions: ["When will my liver scan be, and who will go through the result with me?"],
    evidence: ["aasld-2023-hcc"],
    keywords: [
      "alpha-fetoprotein",
      "afp",
      "hepatocellular carcinoma",
      "hcc surveillance",
      "cirrhosis",
      "multiphase ct",
    ],
    match: (ctx) => {
      const condition = surveillanceCondition(ctx);
      const current = ctx.lab("afp");
      const value = ctx.valueOf(current);
      if (condition === undefined || current === undefined || value === undefined) return undefined;
      const upper = ctx.upperLimit("afp");
      const previous = previousAfp(ctx, current);
      const before = ctx.valueOf(previous);
      const rising = before !== undefined && value > before && upper !== undefined && value > upper;
      if ((value < AFP_RECALL && !rising) || scanSince(ctx, current.date) !== undefined) return undefined;
      const trend = previous && before !== undefined && value > before ? `, up from ${ctx.show(previous)}` : "";
      const shown = `${formatNumber(current.value.kind === "number" ? current.value.value : value)}${current.unit ? ` ${current.unit}` : ""}`;
      return {
        refs: ctx.refs(current, previous, condition),
        values: {
          afp: ctx.show(current),
          trend,
          condition: midSentence(condition.name),
          plainChange: trend === "" ? `come back high at ${shown}` : `risen to ${shown}`,
        },
        // A rise still within 20 ng/mL is less certain than a clearly raised value.
        ...(value < AFP_RECALL ? { severity: Severity.moderate } : {}),
      };
    },
  },
  {
    id: "liver-hcv-active",
    family: FindingFamily.pattern,
    severity: Severity.high,
    problem: "Liver",
    title: "Current hepatitis C infection: refer for antiviral treatment",
    clinician:
      "HCV RNA {rna}{antibody}: a current hepatitis C infection. AASLD-IDSA guidance recommends treatment for everyone with current infection unless life expectancy is short and cannot be improved.{cirrhosis}",
    patient:
      "Your blood test found the hepatitis C virus itself, which means the infection is active now. Treatment with tablets can cure hepatitis C, and your doctor can arrange it.",
    nextSteps: [
      "Refer for direct-acting antiviral treatment of hepatitis C (hepatology or infectious diseases)",
      "Before treatment: assess liver fibrosis if not known, test HBsAg, and review medicines for interactions",
    ],
    patientQuestions: ["When can I start treatment for hepatitis C, and who will prescribe it?"],
    evidence: ["aasld-idsa-2023-hcv"],
    keywords: ["hepatitis c", "hcv rna", "direct-acting antiviral", "viral load"],
    match: (ctx) => {
      const rna = ctx.anyLab("hcv-rna");
      if (!rnaDetected(rna)) return undefined;
      const antibody = ctx.anyLab("hcv-ab");
      const cirrhosis = ctx.conditions("liver-disease").find((c) => CIRRHOSIS.test(c.name));
      return {
        refs: ctx.refs(rna, isPositive(antibody) ? antibody : undefined, cirrhosis),
        values: {
          rna: ctx.show(rna),
          antibody: isPositive(antibody) ? ` with HCV antibody ${ctx.show(antibody)}` : "",
          cirrhosis: cirrhosis
            ? " With cirrhosis, treatment is planned by a specialist, who also judges whether the liver is decompensated."
            : "",
        },
      };
    },
  },
  {
    id: "liver-hcv-antibody-needs-rna",
    family: FindingFamily.pattern,
    severity: Severity.moderate,
    problem: "Liver",
    title: "Reactive hepatitis C antibody without an HCV RNA result",
    clinician:
      "HCV antibody {antibody} with no HCV RNA result in the record. A reactive antibody shows infection at some time, current or cleared; AASLD-IDSA advise HCV RNA testing to tell which.",
    patient:
      "Your blood test shows you have had hepatitis C at some time. A second test (HCV RNA) shows whether the virus is still there and needs treatment.",
    nextSteps: ["Test HCV RNA (ideally by reflex on the same sample) to tell current from past infection"],
    patientQuestions: ["Has my sample been tested for the virus itself (HCV RNA)?"],
    evidence: ["aasld-idsa-2023-hcv"],
    keywords: ["hepatitis c", "hcv antibody", "hcv rna", "reflex testing"],
    match: (ctx) => {
      const antibody = ctx.anyLab("hcv-ab");
      if (!isPositive(antibody) || ctx.anyLab("hcv-rna") !== undefined) return undefined;
      return { refs: ctx.refs(antibody), values: { antibody: ctx.show(antibody) } };
    },
  },
];
