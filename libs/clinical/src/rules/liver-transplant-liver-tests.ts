import type { MeaningInContext } from "../catalogue/overlay.ts";
import type { LabObservation } from "../model.ts";
import { isActiveCondition } from "../vocab/conditions.ts";
import type { RuleContext } from "./context.ts";

/*
 * A raised liver test in a liver transplant recipient (review 21, transplant case 07: ALT 34 → 96
 * U/L a year after a liver transplant) was read with the generic "fatty liver, alcohol, medicines
 * or hepatitis" line and no word of the transplant team. The AASLD/AST 2012 guideline on long-term
 * care after a liver transplant (evidence "aasld-ast-2012-liver-transplant") leaves the monitoring
 * of liver tests to the transplant centre, chooses imaging by their pattern and a biopsy when injury
 * to the graft is suspected; rejection and biliary and vascular complications raise them.
 */

const LIVER_TESTS: ReadonlySet<string> = new Set(["alt", "ast", "alp", "ggt", "bilirubin-total"]);
/** A liver transplant named in a condition ("Liver transplant 2024", "orthotopic liver transplantation"). */
const LIVER_TRANSPLANT = /\b(?:liver|hepatic)\s+(?:transplant\w*|allograft)\b|\bOLT\b/i;
/** ICD-10 Z94.4: liver transplant status. */
const Z94_4 = /^Z94\.4/i;

const MEANING: MeaningInContext = {
  text: "after a liver transplant is taken to the transplant team, who set how liver tests are followed: rejection and bile duct or blood vessel complications of the graft are among the causes, and imaging or a liver biopsy may be needed to tell them apart",
  patient:
    "after a liver transplant needs checking by your transplant team, who look for causes such as rejection or a problem with the bile ducts or blood vessels of the new liver; contact them about this result",
  evidence: ["aasld-ast-2012-liver-transplant"],
};

/** The transplant-team meaning of a raised liver test in a liver transplant recipient, else undefined. */
export function liverTestAfterLiverTransplant(obs: LabObservation, ctx: RuleContext): MeaningInContext | undefined {
  if (obs.status !== "high" || !LIVER_TESTS.has(obs.analyteId ?? "")) return undefined;
  const recipient = ctx.model.conditions.some(
    (c) =>
      isActiveCondition(c.status) && (LIVER_TRANSPLANT.test(c.name) || (c.code !== undefined && Z94_4.test(c.code))),
  );
  return recipient ? MEANING : undefined;
}
