/**
 * Primary biliary cholangitis already known and treated (review 13, overcall case 01): a raised
 * ALP and a positive antimitochondrial antibody are then the disease on record, not a new
 * cholestasis to work up.
 */
import type { MeaningInContext } from "../catalogue/overlay.ts";
import type { LabObservation } from "../model.ts";
import { formatNumber } from "../text.ts";
import { recordedPbc } from "./autoimmune-liver.ts";
import type { RuleContext } from "./context.ts";

const AMA = /\banti-?mitochondrial\b|\bAMA(?:-?M2)?\b/i;
const UDCA = /ursodeoxychol|ursodiol|\bUDCA\b|ursofalk|urdox/i;
/**
 * BSG/UK-PBC 2018: UDCA treatment failure is often taken as ALP above 1.67 times the upper limit
 * and/or a raised bilirubin, so below it with a normal bilirubin the response is adequate.
 */
const ALP_FAILURE_RATIO = 1.67;

/** The antibody that made the diagnosis on record, read as such rather than as a new abnormal result. */
export function amaInKnownPbc(obs: LabObservation, ctx: RuleContext): MeaningInContext | undefined {
  if (obs.status === "normal" || !AMA.test(obs.name) || !recordedPbc(ctx)) return undefined;
  return {
    text: "is expected with the primary biliary cholangitis on record: the antibody supports that diagnosis and is not used to follow treatment, which is judged by ALP and bilirubin",
    patient: "is expected with your known primary biliary cholangitis (PBC) and needs no new tests",
    evidence: ["easl-2017-pbc"],
  };
}

/** Recorded PBC on current UDCA with ALP below 1.67 times the upper limit and bilirubin not raised. */
export function pbcUdcaAdequateResponse(ctx: RuleContext): { ratio: string } | undefined {
  if (!recordedPbc(ctx) || !ctx.model.medications.some((m) => m.active && UDCA.test(m.name))) return undefined;
  const alp = ctx.value("alp");
  const upper = ctx.upperLimit("alp");
  const bilirubin = ctx.lab("bilirubin-total");
  if (alp === undefined || upper === undefined || bilirubin === undefined) return undefined;
  if (bilirubin.status !== "normal" || alp / upper >= ALP_FAILURE_RATIO) return undefined;
  return { ratio: formatNumber(alp / upper, 1) };
}
