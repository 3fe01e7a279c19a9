import { FindingFamily, type LabObservation, Severity } from "../model.ts";
import type { RuleContext } from "./context.ts";
import type { Rule } from "./types.ts";

/*
 * A reactive hepatitis C antibody with HCV RNA not detected (review 12, serology case 04). In the
 * CDC testing sequence that AASLD-IDSA follow, a reactive antibody is followed by HCV RNA: detected
 * means current infection (liver.ts), not detected means no current infection, either a past one
 * that resolved or a false-positive antibody (SUMMARIES["aasld-idsa-2023-hcv"] and that source's
 * facts seen). An RNA older than the antibody says nothing about the antibody's time, so it is not read.
 */

function reactive(obs: LabObservation | undefined): obs is LabObservation {
  if (obs === undefined) return false;
  if (obs.value.kind === "qualitative") return obs.value.result === "positive";
  return obs.value.kind === "number" && (obs.status === "high" || obs.status === "critical-high");
}

/** "Not detected", or a result below the assay's limit ("<15 IU/mL"). */
function rnaNotDetected(obs: LabObservation | undefined): obs is LabObservation {
  if (obs === undefined) return false;
  if (obs.value.kind === "qualitative") return obs.value.result === "negative";
  return obs.value.kind === "number" && (obs.value.comparator === "<" || obs.value.comparator === "<=");
}

/*
 * Treated hepatitis C (review 20, infections-2 case 04: RNA not detected 12 weeks after
 * sofosbuvir/velpatasvir was told "a past infection that has gone, or a false alarm"). The
 * Australian consensus statement (gesa-2022-hcv-consensus) defines cure, a sustained virological
 * response (SVR), as HCV RNA undetectable at least 12 weeks after treatment has ended; the antibody
 * stays positive and gives no immunity, so with ongoing risk RNA is tested at least yearly.
 */
const HCV_TREATMENT =
  /\b(?:sofosbuvir|velpatasvir|ledipasvir|glecaprevir|pibrentasvir|elbasvir|grazoprevir|voxilaprevir|daclatasvir|epclusa|harvoni|maviret|mavyret|zepatier|vosevi|direct[- ]acting antivirals?|daas?)\b/i;
const TREATED_CONDITION = /\b(?:hepatitis c|hcv)\b.*\btreated\b|\btreated\b.*\b(?:hepatitis c|hcv)\b/i;
/** "12 weeks after finishing treatment", "SVR12": RNA taken at least that long after the end of treatment. */
const WEEKS_AFTER =
  /\b(\d{1,3})\s*weeks?\s+(?:after|post)\b[^.]{0,30}?\b(?:finish|complet|end|stopp|treatment|therapy|course)/i;
const SVR_WORD = /\bsvr\s?-?(12|24)\b/i;
const SVR_WEEKS = 12;

function treatedHcv(ctx: RuleContext): boolean {
  return (
    ctx.model.medications.some((m) => HCV_TREATMENT.test(m.name)) ||
    ctx.model.conditions.some((c) => TREATED_CONDITION.test(c.name)) ||
    HCV_TREATMENT.test(ctx.freeText)
  );
}

/** Weeks from the end of treatment to the RNA, as the notes state it. */
function weeksAfterTreatment(ctx: RuleContext): number | undefined {
  const m = WEEKS_AFTER.exec(ctx.freeText) ?? SVR_WORD.exec(ctx.freeText);
  return m?.[1] === undefined ? undefined : Number(m[1]);
}

function treatmentReading(ctx: RuleContext): { clinician: string; patient: string } {
  if (!treatedHcv(ctx))
    return {
      clinician:
        "In the CDC testing sequence followed by AASLD-IDSA this is a past infection that has resolved (spontaneously or with treatment) or a false-positive antibody; no HCV treatment is needed.",
      patient:
        "This means you do not have hepatitis C now: either you had it in the past and it has gone, or the antibody result was a false alarm. You do not need treatment for it.",
    };
  const weeks = weeksAfterTreatment(ctx);
  if (weeks !== undefined && weeks >= SVR_WEEKS)
    return {
      clinician: `Hepatitis C treatment is recorded and the notes place this RNA ${weeks} weeks after it: undetectable HCV RNA at least 12 weeks after the end of treatment is a sustained virological response (SVR), a cure; no further treatment is needed. With ongoing risk, HCV RNA is tested at least yearly, as cure gives no immunity.`,
      patient:
        "Your records show treatment for hepatitis C, and this test was done at least 12 weeks after it ended. Finding no virus at that point means the treatment has cured the infection.",
    };
  return {
    clinician:
      "Hepatitis C treatment is recorded but not when it ended: undetectable HCV RNA at least 12 weeks after the end of treatment is a sustained virological response (SVR), a cure; an earlier result does not yet show it, so confirm the timing.",
    patient:
      "Your records show treatment for hepatitis C. A test finding no virus at least 12 weeks after the treatment ended means it has cured the infection; your doctor can check when this test was done.",
  };
}

export const HCV_CLEARED_RULES: readonly Rule[] = [
  {
    id: "hcv-antibody-rna-not-detected",
    family: FindingFamily.pattern,
    severity: Severity.low,
    problem: "Liver",
    title: "Hepatitis C antibody reactive, HCV RNA not detected: no current infection",
    clinician:
      "HCV antibody {antibody} with HCV RNA {rna}: no current hepatitis C infection. {reading} The antibody usually stays reactive after a resolved infection, so after any new exposure infection is looked for with HCV RNA, not the antibody.",
    patient:
      "Your hepatitis C antibody test is positive, but the test for the virus itself found none. {plainReading} If you are ever at risk again, ask for the test for the virus itself, because the antibody test will stay positive.",
    nextSteps: [
      "Record hepatitis C antibody reactive with HCV RNA not detected: no current infection, no treatment needed",
      "After any new exposure, test HCV RNA rather than the antibody",
    ],
    patientQuestions: ["Do I need any more hepatitis C tests?"],
    evidence: ["aasld-idsa-2023-hcv"],
    keywords: ["hepatitis c", "hcv antibody", "hcv rna", "resolved infection", "false positive"],
    match: (ctx) => {
      const antibody = ctx.anyLab("hcv-ab");
      const rna = ctx.anyLab("hcv-rna");
      if (!reactive(antibody) || !rnaNotDetected(rna)) return undefined;
      if (antibody.time !== undefined && rna.time !== undefined && rna.time < antibody.time) return undefined;
      const reading = treatmentReading(ctx);
      return {
        refs: ctx.refs(antibody, rna),
        values: {
          antibody: ctx.show(antibody),
          rna: ctx.show(rna),
          reading: reading.clinician,
          plainReading: reading.patient,
        },
        ...(treatedHcv(ctx) && { evidence: ["gesa-2022-hcv-consensus"] }),
      };
    },
  },
];
