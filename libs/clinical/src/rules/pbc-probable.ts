/**
 * Probable primary biliary cholangitis: a raised ALP with a positive antimitochondrial antibody
 * (review 13 hepatology-gi, case 07: a woman of 56 with ALP 486 U/L, GGT 392 U/L, AMA-M2 positive
 * and itch was told to "consider testing for primary biliary cholangitis").
 *
 * PBC is usually diagnosed from cholestatic liver tests with circulating antimitochondrial
 * antibodies (EASL 2017); ursodeoxycholic acid is offered to everyone, and the response on
 * treatment sorts out who needs second-line therapy (BSG/UK-PBC 2018). A recorded PBC is left to
 * the treatment-response rule (autoimmune-liver.ts).
 */
import { FindingFamily, Severity } from "../model.ts";
import { recordedPbc } from "./autoimmune-liver.ts";
import type { RuleContext } from "./context.ts";
import type { Rule, RuleMatch } from "./types.ts";

const AMA = /anti-?mitochondrial|\bAMA\b/i;

export function probablePbc(ctx: RuleContext): RuleMatch | undefined {
  if (recordedPbc(ctx)) return undefined;
  const ama = ctx.model.labs.find(
    (o) => AMA.test(o.name) && (o.status === "high" || o.status === "critical-high" || o.status === "abnormal"),
  );
  const alp = ctx.lab("alp");
  if (ama === undefined || alp === undefined || (alp.status !== "high" && alp.status !== "critical-high"))
    return undefined;
  const ggt = ctx.lab("ggt");
  const ggtHigh = ggt !== undefined && (ggt.status === "high" || ggt.status === "critical-high");
  return {
    refs: ctx.refs(alp, ama, ggtHigh ? ggt : undefined),
    values: {
      alp: ctx.show(alp),
      ama: `${ama.name} ${ctx.show(ama)}`,
      ggt: ggtHigh ? ` with GGT ${ctx.show(ggt)}` : "",
    },
  };
}

export const PBC_PROBABLE_RULES: readonly Rule[] = [
  {
    id: "pbc-probable",
    family: FindingFamily.pattern,
    severity: Severity.moderate,
    problem: "Primary biliary cholangitis",
    title: "Raised ALP with a positive antimitochondrial antibody: probable primary biliary cholangitis",
    clinician:
      "ALP {alp}{ggt} and {ama}: cholestatic liver tests with antimitochondrial antibodies are the usual basis for diagnosing primary biliary cholangitis (PBC). Ursodeoxycholic acid (UDCA) is offered to everyone with PBC, and the response on treatment guides further care.",
    patient:
      "Your liver tests and an antibody test (AMA) point to primary biliary cholangitis (PBC), a long-term condition of the small bile ducts in the liver. It is treated with a daily medicine, and a liver specialist can confirm it and start treatment.",
    nextSteps: [
      "Arrange a liver and bile duct ultrasound to exclude blocked bile ducts",
      "Refer to hepatology to confirm PBC and start weight-based ursodeoxycholic acid",
      "Ask about itch and tiredness, which can be treated",
      "Review the response to ursodeoxycholic acid with hepatology after about a year of treatment",
    ],
    patientQuestions: ["Do I have primary biliary cholangitis?", "How is it treated, and for how long?"],
    evidence: ["easl-2017-pbc", "bsg-2018-pbc"],
    keywords: ["primary biliary cholangitis", "pbc", "antimitochondrial antibody", "ama", "ursodeoxycholic acid"],
    match: probablePbc,
  },
];
