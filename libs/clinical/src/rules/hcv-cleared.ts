import { FindingFamily, type LabObservation, Severity } from "../model.ts";
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

export const HCV_CLEARED_RULES: readonly Rule[] = [
  {
    id: "hcv-antibody-rna-not-detected",
    family: FindingFamily.pattern,
    severity: Severity.low,
    problem: "Liver",
    title: "Hepatitis C antibody reactive, HCV RNA not detected: no current infection",
    clinician:
      "HCV antibody {antibody} with HCV RNA {rna}: no current hepatitis C infection. In the CDC testing sequence followed by AASLD-IDSA this is a past infection that has resolved (spontaneously or with treatment) or a false-positive antibody; no HCV treatment is needed. The antibody usually stays reactive after a resolved infection, so after any new exposure infection is looked for with HCV RNA, not the antibody.",
    patient:
      "Your hepatitis C antibody test is positive, but the test for the virus itself found none. This means you do not have hepatitis C now: either you had it in the past and it has gone, or the antibody result was a false alarm. You do not need treatment for it. If you are ever at risk again, ask for the test for the virus itself, because the antibody test will stay positive.",
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
      return { refs: ctx.refs(antibody, rna), values: { antibody: ctx.show(antibody), rna: ctx.show(rna) } };
    },
  },
];
