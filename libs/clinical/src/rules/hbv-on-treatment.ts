import { FindingFamily, type LabObservation, Severity } from "../model.ts";
import type { RuleContext } from "./context.ts";
import { monthsSinceLastLiverScan } from "./cirrhosis.ts";
import { onAntiviral, surveillanceGroupFor, surveillanceStep } from "./hepatitis-b.ts";
import type { Rule, RuleMatch } from "./types.ts";
import { readsAsUk } from "./uk-record.ts";

/*
 * Chronic hepatitis B with the viral load below detection on an antiviral (review 12, serology case
 * 16): the treatment is working, so the result is read as controlled, not as a raised HBsAg.
 * Long-term entecavir or tenofovir is continued (stopping it outside specialist care risks a flare),
 * HBV DNA and ALT are checked about every 6 months, kidney function on tenofovir, and liver-cancer
 * surveillance goes on in the groups that need it. Sources: withdrawal flares
 * ("cmh-2023-na-withdrawal-flares"), the 6-monthly ALT, HBV DNA and creatinine checks
 * ("ctg-2025-na-monitoring-renal-safety"), creatinine, eGFR and phosphate on tenofovir
 * ("jrenhep-2017-tenofovir-renal"), and the AASLD 2018 surveillance groups ("aasld-2018-hbv").
 * A UK record follows NICE CG165 for the surveillance instead, as hepatitis-b.ts does (review 31b,
 * leftovers-31b case 04: a Leeds man born in Nigeria on tenofovir was given AASLD's "man over 40
 * of African origin" group and cited AASLD): its criteria, and "nice-cg165-chronic-hbv" for AASLD.
 */
const EVIDENCE = [
  "cmh-2023-na-withdrawal-flares",
  "ctg-2025-na-monitoring-renal-safety",
  "jrenhep-2017-tenofovir-renal",
  "easl-2017-hbv",
  "aasld-2018-hbv",
];
const UK_EVIDENCE = [...EVIDENCE.filter((id) => id !== "aasld-2018-hbv"), "nice-cg165-chronic-hbv"];

/** HBV DNA below the detection limit: "<20 IU/mL" or "Not detected". */
function undetected(obs: LabObservation | undefined): obs is LabObservation {
  if (obs === undefined) return false;
  if (obs.value.kind === "qualitative") return obs.value.result === "negative";
  return obs.value.kind === "number" && (obs.value.comparator === "<" || obs.value.comparator === "<=");
}

function hbvSuppressedOnTreatment(ctx: RuleContext): RuleMatch | undefined {
  const surface = ctx.anyLab("hbsag");
  const known = ctx.conditions("liver-disease").find((c) => /\bhepatitis b\b|\bhbv\b/i.test(c.name));
  const positive = surface?.value.kind === "qualitative" && surface.value.result === "positive";
  if (!positive && known === undefined) return undefined;
  if (!onAntiviral(ctx)) return undefined;
  const dna = ctx.anyLab("hbv-dna");
  if (!undetected(dna)) return undefined;
  const alt = ctx.lab("alt");
  const uk = readsAsUk(ctx);
  const group = surveillanceGroupFor(ctx);
  const named = uk ? `NICE CG165: ${group}` : group;
  const months = monthsSinceLastLiverScan(ctx);
  const overdue = months !== undefined && months > 6 ? months : undefined;
  const tenofovir = ctx.model.medications.some((m) => m.active && /\b(?:tenofovir|viread|vemlidy)\b/i.test(m.name));
  return {
    refs: ctx.refs(surface, dna, alt),
    values: {
      // "Not detected IU/mL (…) (below detection)" read oddly: a word result is given without a unit.
      dna:
        dna.value.kind === "number"
          ? `${ctx.show(dna)} (below detection)`
          : `not detected${dna.date ? ` (${dna.date.slice(0, 10)})` : ""}`,
      alt: alt === undefined ? "" : `, ALT ${ctx.show(alt)}`,
      // With no HBsAg result sent, the hepatitis B is the recorded condition: no test result is
      // claimed (review 21 infection, case 11).
      opening: positive ? "HBsAg positive with" : `Chronic hepatitis B in the record ("${known?.name ?? ""}") with`,
      surfaceNote: positive ? " A positive HBsAg is expected while on treatment and is not a new finding." : "",
      plainSurface: positive
        ? " The hepatitis B surface test stays positive while you are on treatment; this is expected."
        : "",
    },
    nextSteps: [
      "Continue the antiviral; do not stop it outside specialist care (risk of a hepatitis flare)",
      `Check HBV DNA and ALT about every 6 months${tenofovir ? ", and kidney function (creatinine, eGFR, phosphate) on tenofovir" : ""}`,
      group === undefined
        ? uk
          ? surveillanceStep(ctx)
          : "Check whether liver-cancer surveillance is indicated (cirrhosis, a first-degree relative with HCC, Asian or African men over 40, Asian women over 50, hepatitis D)"
        : overdue !== undefined
          ? `Liver-cancer surveillance is overdue: the last liver ultrasound was ${overdue} months ago; arrange it now, then every 6 months (${named})`
          : `Continue liver-cancer surveillance with ${uk ? "hepatic ultrasound and AFP" : "ultrasound"} every 6 months (${named})`,
    ],
    ...(uk && { evidence: UK_EVIDENCE, evidenceReplacesRule: true as const }),
  };
}

export const HBV_ON_TREATMENT_RULES: readonly Rule[] = [
  {
    id: "hbv-suppressed-on-treatment",
    family: FindingFamily.pattern,
    severity: Severity.low,
    problem: "Hepatitis B",
    title: "Chronic hepatitis B controlled on antiviral treatment",
    clinician:
      "{opening} hepatitis B virus DNA {dna}{alt} on antiviral treatment: the virus is suppressed and the infection is controlled on treatment.{surfaceNote} Treatment is long-term; stopping it can cause a flare of hepatitis, and liver-cancer risk persists in those with risk factors despite suppression.",
    patient:
      "Your hepatitis B medicine is working: the virus cannot be found in your blood.{plainSurface} Keep taking your medicine every day and do not stop it unless your liver specialist tells you to. You will still have regular blood tests.",
    nextSteps: ["Continue the antiviral; do not stop it outside specialist care (risk of a hepatitis flare)"],
    patientQuestions: ["How often do I need blood tests or liver scans?"],
    evidence: EVIDENCE,
    keywords: ["hepatitis b", "hbv dna", "tenofovir", "entecavir", "virological suppression"],
    match: hbvSuppressedOnTreatment,
  },
];
