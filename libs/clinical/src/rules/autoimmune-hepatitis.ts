/**
 * Probable autoimmune hepatitis from results already in the record (review 13 hepatology-gi, case
 * 01: a woman of 42 with ALT 412 U/L, IgG 24.8 g/L and anti-smooth muscle antibody 1:160 was given
 * only the generic liver-pattern advice to "consider autoimmune hepatitis").
 *
 * Autoimmune hepatitis is diagnosed from raised IgG, circulating autoantibodies (ANA, SMA, anti-
 * LKM1), interface hepatitis on biopsy and the absence of viral hepatitis, and active disease is
 * treated with response-guided immunosuppression (HASL 2019 AIH guideline; EASL 2015 AIH CPG). It
 * can present acutely and rarely as liver failure, so the INR is watched. A raised aminotransferase
 * with both a raised IgG and a positive autoantibody fires; a recorded autoimmune hepatitis does not.
 */
import { FindingFamily, type LabObservation, Severity } from "../model.ts";
import { IGG } from "./anti-cd20-hypogammaglobulinaemia.ts";
import type { RuleContext } from "./context.ts";
import type { Rule, RuleMatch } from "./types.ts";

const AIH = /\bautoimmune hepatitis\b|\bAIH\b/i;
/** The autoantibodies of autoimmune hepatitis: smooth muscle, antinuclear, liver-kidney microsomal, SLA. */
const AIH_ANTIBODY =
  /smooth[\s-]*muscle|\bA?SMA\b|anti-?nuclear|\bANA\b|\bLKM|liver[\s-]*kidney[\s-]*microsom|\bSLA\b|soluble liver antigen/i;
/** Other autoimmune disease that often goes with autoimmune hepatitis. */
const OTHER_AUTOIMMUNE =
  /hashimoto|autoimmune thyroid|graves|coeliac|celiac|type 1 diabetes|ulcerative colitis|rheumatoid|sj[oö]gren|vitiligo|systemic lupus/i;

const positive = (o: LabObservation) => o.status === "high" || o.status === "critical-high" || o.status === "abnormal";

function probableAih(ctx: RuleContext): RuleMatch | undefined {
  if (ctx.model.conditions.some((c) => AIH.test(c.name))) return undefined;
  const raised = ["alt", "ast"]
    .map((id) => ctx.lab(id))
    .find((o) => o !== undefined && (o.status === "high" || o.status === "critical-high"));
  if (raised === undefined) return undefined;
  const igg = ctx.model.labs.find((o) => IGG.test(o.name) && positive(o));
  const antibody = ctx.model.labs.find((o) => AIH_ANTIBODY.test(o.name) && positive(o));
  if (igg === undefined || antibody === undefined) return undefined;
  const bilirubin = ctx.lab("bilirubin-total");
  const jaundiced = bilirubin !== undefined && (bilirubin.status === "high" || bilirubin.status === "critical-high");
  const inr = ctx.lab("inr");
  const other = ctx.model.conditions.find((c) => OTHER_AUTOIMMUNE.test(c.name));
  const extra = [
    jaundiced ? `Bilirubin ${ctx.show(bilirubin)} is raised.` : "",
    inr === undefined ? "No INR is recorded: check it now." : `INR ${ctx.show(inr)}.`,
    other === undefined
      ? ""
      : `${other.name} is recorded; other autoimmune disease often goes with autoimmune hepatitis.`,
  ].filter((s) => s !== "");
  return {
    refs: ctx.refs(raised, igg, antibody, jaundiced ? bilirubin : undefined, inr, other),
    values: {
      enzyme: `${raised.name} ${ctx.show(raised)}`,
      igg: ctx.show(igg),
      antibody: `${antibody.name} ${ctx.show(antibody)}`,
    },
    clinicianExtra: extra.join(" "),
  };
}

export const AUTOIMMUNE_HEPATITIS_RULES: readonly Rule[] = [
  {
    id: "autoimmune-hepatitis-probable",
    family: FindingFamily.pattern,
    severity: Severity.high,
    problem: "Possible autoimmune hepatitis",
    title: "Raised liver enzymes with raised IgG and a positive autoantibody: probable autoimmune hepatitis",
    clinician:
      "{enzyme} with a raised IgG of {igg} and a positive {antibody}: together these fit autoimmune hepatitis, once viral hepatitis, alcohol and drugs are excluded. Diagnosis rests on liver biopsy, and active disease is treated with immunosuppression (corticosteroids, usually with azathioprine) guided by the response. It can present acutely and rarely progress to liver failure.",
    patient:
      "Your liver tests are raised, and two blood tests (IgG and an antibody test) point to autoimmune hepatitis, where the immune system attacks the liver. It is treatable, and a liver specialist should see you soon to confirm it and plan treatment.",
    nextSteps: [
      "Refer promptly to hepatology for confirmation (liver biopsy) and treatment (corticosteroids, usually with azathioprine)",
      "Check viral hepatitis serology, alcohol intake and medicines if not already done",
      "Check the INR with each set of liver tests; a rising INR, confusion or drowsiness needs same-day hospital assessment",
    ],
    patientQuestions: ["Do I need a liver biopsy?", "What treatment would I need, and for how long?"],
    evidence: ["hasl-2019-aih", "easl-2015-aih"],
    keywords: ["autoimmune hepatitis", "igg", "smooth muscle antibody", "antinuclear antibody", "azathioprine"],
    match: probableAih,
  },
];
