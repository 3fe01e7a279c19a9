import { FindingFamily, type ImagingItem, type LabObservation, Severity } from "../model.ts";
import { formatNumber } from "../text.ts";
import type { RuleContext } from "./context.ts";
import type { Rule } from "./types.ts";
import { readsAsUk } from "./uk-record.ts";

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

/** A laboratory comment that the HCV RNA is on its way ("HCV RNA to follow", "RNA referred", "RNA pending"). */
const RNA_TO_FOLLOW = /\brna\b[^.;]{0,40}\b(?:to follow|will follow|referred|pending|sent|requested|in progress)\b/i;

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

/** An AFP result that makes surveillance positive, with the one before it when that shows a rise. */
interface AfpSignal {
  current: LabObservation;
  previous: LabObservation | undefined;
  rising: boolean;
  /** At or above 20 ng/mL; undefined when the unit has no mass value to compare. */
  atRecall: boolean | undefined;
}

/**
 * The latest AFP read against 20 ng/mL and against the result before it. Laboratories that report in
 * kU/L (IU/mL) give no mass value (the factor depends on the assay's calibration, so none is
 * guessed): such a result counts only as a rise above the range from an earlier result in the same unit.
 */
function afpSignal(ctx: RuleContext): AfpSignal | undefined {
  const numeric = ctx.labs("afp").filter((o) => o.value.kind === "number");
  const current = numeric[0];
  if (current === undefined || current.value.kind !== "number") return undefined;
  if (current.standard !== undefined) {
    const value = ctx.valueOf(current);
    if (value === undefined) return undefined;
    const previous = numeric.find((o) => o !== current && o.standard !== undefined);
    const before = ctx.valueOf(previous);
    const upper = ctx.upperLimit("afp");
    const rising = before !== undefined && value > before && upper !== undefined && value > upper;
    if (value < AFP_RECALL && !rising) return undefined;
    return {
      current,
      previous: before !== undefined && value > before ? previous : undefined,
      rising,
      atRecall: value >= AFP_RECALL,
    };
  }
  const previous = numeric.find((o) => o !== current && o.unit === current.unit);
  const high = current.status === "high" || current.status === "critical-high";
  const rising = previous?.value.kind === "number" && current.value.value > previous.value.value && high;
  return rising ? { current, previous, rising, atRecall: undefined } : undefined;
}

/** Words a report uses for a focal liver observation. */
const LESION = /\b(?:lesions?|nodules?|mass|masses|focal abnormality|space-occupying)\b/i;
/** A lesion denied ("no focal lesion") or named as benign or unchanged, which does not recall. */
const NOT_SUSPICIOUS =
  /\b(?:no|nor|without)\s+(?:\w+\s+){0,3}(?:lesions?|nodules?|mass)\b|\b(?:haemangioma|hemangioma|cysts?|cystic|unchanged|stable)\b/i;
const SIZE = /(\d+(?:\.\d+)?)\s*(mm|cm)\b/gi;
const ULTRASOUND = /\b(?:ultrasound|ultrasonography|sonograph\w*|us)\b/i;

/**
 * A focal liver lesion of 1 cm or more on the latest liver ultrasound, read sentence by sentence so a
 * spleen's size or a denied lesion elsewhere in the report is not taken for it.
 */
function surveillanceLesion(ctx: RuleContext): { study: ImagingItem; mm: number } | undefined {
  const study = ctx.model.imaging
    .filter((i) => {
      const what = `${i.type} ${i.description} ${i.modality ?? ""}`;
      return ULTRASOUND.test(what) && !CROSS_SECTIONAL.test(what) && LIVER_SITE.test(`${what} ${i.text}`);
    })
    .sort((a, b) => (b.date ?? "").localeCompare(a.date ?? ""))[0];
  if (study === undefined) return undefined;
  for (const sentence of study.text.split(/(?<=[.;])\s+|\n/)) {
    if (!LESION.test(sentence) || NOT_SUSPICIOUS.test(sentence)) continue;
    const sizes = [...sentence.matchAll(SIZE)].map((m) => Number(m[1]) * (m[2]?.toLowerCase() === "cm" ? 10 : 1));
    const mm = Math.max(0, ...sizes);
    if (mm >= 10) return { study, mm };
  }
  return undefined;
}

/**
 * A positive liver-cancer surveillance result not yet answered by a liver CT or MRI (whose report
 * then leads, through the imaging rules): a raised or rising AFP, or a lesion of 1 cm or more on
 * ultrasound, in someone under surveillance. Routine 6-monthly surveillance advice yields to it.
 */
export function surveillanceRecall(ctx: RuleContext) {
  const condition = surveillanceCondition(ctx);
  if (condition === undefined) return undefined;
  const afpRaw = afpSignal(ctx);
  const afp = afpRaw && scanSince(ctx, afpRaw.current.date) === undefined ? afpRaw : undefined;
  const lesionRaw = surveillanceLesion(ctx);
  const lesion = lesionRaw && scanSince(ctx, lesionRaw.study.date) === undefined ? lesionRaw : undefined;
  return afp === undefined && lesion === undefined ? undefined : { condition, afp, lesion };
}

export const LIVER_RULES: readonly Rule[] = [
  {
    id: "liver-afp-hcc-workup",
    family: FindingFamily.pattern,
    severity: Severity.high,
    problem: "Liver",
    title: "Positive liver-cancer surveillance (raised or rising AFP, or a liver lesion): multiphase CT or MRI",
    clinician:
      "{signal} with {condition}. In surveillance for hepatocellular carcinoma, AASLD 2023 treats a suspicious lesion of 1 cm or more, an AFP of 20 ng/mL or more, or a rising AFP, as a positive result to be followed by multiphase contrast-enhanced CT or MRI; AFP alone does not diagnose HCC.",
    patient:
      "{plainChange} This can be an early sign of liver cancer, though it is not proof of it. Doctors usually arrange a detailed liver scan (CT or MRI with contrast) soon rather than waiting for the next routine check.",
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
      "liver lesion",
    ],
    match: (ctx) => {
      const recall = surveillanceRecall(ctx);
      if (recall === undefined) return undefined;
      const { condition, afp, lesion } = recall;
      const parts: string[] = [];
      const plain: string[] = [];
      if (lesion !== undefined) {
        const size = `${formatNumber(lesion.mm / 10)} cm`;
        parts.push(
          `a ${size} focal liver lesion on the ${midSentence(lesion.study.type)}${lesion.study.date ? ` (${lesion.study.date.slice(0, 10)})` : ""}`,
        );
        plain.push(`Your liver ultrasound shows a spot in the liver ${size} across.`);
      }
      if (afp !== undefined) {
        const { current, previous } = afp;
        const shown = `${formatNumber(current.value.kind === "number" ? current.value.value : 0)}${current.unit ? ` ${current.unit}` : ""}`;
        parts.unshift(`AFP ${ctx.show(current)}${previous ? `, up from ${ctx.show(previous)}` : ""}`);
        plain.push(
          `Your AFP, a blood marker checked with liver scans when the liver is scarred, has ${previous ? `risen to ${shown}` : `come back high at ${shown}`}.`,
        );
      }
      return {
        refs: ctx.refs(afp?.current, afp?.previous, condition, lesion?.study),
        values: {
          signal: parts.join(", and ").replace(/^a /, "A "),
          condition: midSentence(condition.name),
          plainChange: plain.join(" "),
        },
        // A rise still within 20 ng/mL, with no lesion, is less certain than a clearly raised value.
        ...(lesion === undefined && afp?.atRecall === false ? { severity: Severity.moderate } : {}),
      };
    },
  },
  {
    id: "liver-hcv-active",
    family: FindingFamily.pattern,
    severity: Severity.high,
    problem: "Liver",
    title: "Current hepatitis C infection: refer for antiviral treatment",
    clinician: "HCV RNA {rna}{antibody}: a current hepatitis C infection. {guidance}{cirrhosis}",
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
      // A UK record is treated through the NHS route, NICE TA430 and the hepatitis C operational
      // delivery networks, not told the US AASLD-IDSA guidance alone (review 34, liver-gi-34 case 01:
      // a Leeds record, RNA detected and never treated, cited AASLD-IDSA only).
      const uk = readsAsUk(ctx);
      return {
        refs: ctx.refs(rna, isPositive(antibody) ? antibody : undefined, cirrhosis),
        ...(uk && {
          nextSteps: [
            "Refer to the local hepatitis C treatment service (operational delivery network) for direct-acting antiviral treatment",
            "Before treatment: assess liver fibrosis if not known, test HBsAg, and review medicines for interactions",
          ],
          evidence: ["nice-ta430-hcv", "aasld-idsa-2023-hcv"],
          evidenceReplacesRule: true as const,
        }),
        values: {
          guidance: uk
            ? "NICE TA430 recommends direct-acting antiviral treatment (sofosbuvir–velpatasvir) for adults with chronic hepatitis C of any genotype, with or without cirrhosis; in England the decision to treat is made by the multidisciplinary team of a hepatitis C operational delivery network."
            : "AASLD-IDSA guidance recommends treatment for everyone with current infection unless life expectancy is short and cannot be improved.",
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
      // The laboratory's own comment that the RNA is on its way: the step is to see it, not order it
      // again (review 24, labs-24 case 04: "Hepatitis C RNA to follow on this sample").
      const pending = RNA_TO_FOLLOW.test(antibody?.notes ?? "") ? antibody?.notes?.trim() : undefined;
      return {
        refs: ctx.refs(antibody),
        values: { antibody: ctx.show(antibody) },
        ...(pending !== undefined && {
          clinicianExtra: `The laboratory says the RNA is to follow ("${pending}").`,
          patientExtra: "The laboratory says this second test is already on its way.",
          nextSteps: ["Check the HCV RNA result the laboratory says is to follow, to tell current from past infection"],
        }),
      };
    },
  },
];
