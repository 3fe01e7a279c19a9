import type { LabObservation } from "../model.ts";
import type { RuleContext } from "./context.ts";
import { statedMention } from "./notes.ts";
import { planningPregnancy } from "./pregnancy-thyroid.ts";

/*
 * What probable coeliac disease (a raised tTG-IgA) changes in nearby findings:
 * - Raised aminotransferases are common in untreated coeliac disease and usually return to normal
 *   after 6-12 months of a strict gluten-free diet; only if they stay raised is another liver
 *   disease sought (SUMMARIES["jcth-2021-coeliac-liver-enzymes"]). So a raised ALT is not first read
 *   as fatty liver, and weight loss is not advised to someone losing weight from malabsorption.
 * - Planning a pregnancy with coeliac disease (or diabetes) calls for folic acid 5 mg a day, not
 *   400 micrograms, from before conception to week 12 (SUMMARIES["nhs-dg-folic-acid-5mg"]).
 * - Gluten already cut down before the diagnosis is confirmed can make the biopsy falsely normal:
 *   NICE NG20 asks for gluten in more than one meal a day for at least 6 weeks before testing.
 */

/** A stated cut-down or exclusion of gluten ("cut down on bread", "gluten-free diet", "avoiding wheat"). */
const GLUTEN_CUT =
  /\b(?:(?:cut(?:ting)? (?:down|back|out)|reduc\w*|stopp\w*|avoid\w*|exclud\w*|eliminat\w*|gave up|giving up)\b[^.;]{0,30}?\b(?:gluten|bread|wheat|pasta|cereals?)|gluten[- ]free)\b/i;

/** The notes' words for gluten cut down or excluded ("Cut out gluten 3 months ago"), when stated. */
export function glutenCut(ctx: RuleContext): string | undefined {
  return statedMention(ctx.freeText, GLUTEN_CUT);
}

/** A raised tTG-IgA: probable coeliac disease, not yet confirmed. */
export function probableCoeliac(ctx: RuleContext): LabObservation | undefined {
  const obs = ctx.lab("ttg-iga");
  const value = ctx.valueOf(obs);
  const upper = ctx.upperLimit("ttg-iga");
  return obs !== undefined && value !== undefined && upper !== undefined && value > upper ? obs : undefined;
}

/** The raised ALT read beside probable coeliac disease, in place of the fatty-liver reading. */
export function coeliacLiver(
  ctx: RuleContext,
): { ref: string[]; judgement: string; patientCause: string; nextSteps: string[] } | undefined {
  const ttg = probableCoeliac(ctx);
  if (ttg === undefined) return undefined;
  return {
    ref: ctx.refs(ttg),
    judgement: `with probable coeliac disease (tissue transglutaminase IgA ${ctx.show(ttg)}), a coeliac-related rise in aminotransferases is the first explanation: it usually settles within 6–12 months of a strict gluten-free diet, so steatotic or other liver disease is judged if ALT stays raised then`,
    patientCause:
      "Coeliac disease itself often raises this liver test a little. It usually settles once a gluten-free diet is started after the diagnosis is confirmed, and your doctor will recheck it then.",
    nextSteps: [
      "Recheck ALT 6–12 months into a strict gluten-free diet once coeliac disease is confirmed; if still raised, look for another liver disease (FIB-4, liver ultrasound, alcohol review)",
    ],
  };
}

/**
 * Folic acid 5 mg started now for a planned pregnancy with probable coeliac disease: the low-folate
 * finding then sends B12 in the same request rather than holding folic acid back for its result.
 */
export function coeliacFolicAcidNow(ctx: RuleContext): boolean {
  return probableCoeliac(ctx) !== undefined && planningPregnancy(ctx) !== undefined;
}

/** Steps and sentences the coeliac finding adds for a planned pregnancy and for gluten already cut down. */
export function coeliacPlanning(ctx: RuleContext):
  | {
      steps: string[];
      keepGluten: string | undefined;
      clinician: string;
      patient: string;
      evidence: string[];
    }
  | undefined {
  const cut = glutenCut(ctx);
  const pregnancy = planningPregnancy(ctx);
  if (cut === undefined && pregnancy === undefined) return undefined;
  const diabetes = ctx.conditions("diabetes").length > 0;
  const steps: string[] = [];
  const clinician: string[] = [];
  const patient: string[] = [];
  const evidence: string[] = [];
  if (pregnancy !== undefined) {
    steps.push(
      `Planning pregnancy ("${pregnancy.quote}"): start folic acid 5 mg daily now, on prescription, instead of 400 micrograms (coeliac disease${diabetes ? " and diabetes" : ""}), continued until week 12 of pregnancy; check B12 at the same time`,
    );
    clinician.push(
      `With a pregnancy planned, coeliac disease${diabetes ? " and diabetes each call" : " calls"} for folic acid 5 mg a day from before conception to week 12.`,
    );
    patient.push(
      "As you plan a pregnancy, a higher dose of folic acid (5 mg a day, on prescription) is advised from now until week 12 of pregnancy. Ask your doctor for it.",
    );
    evidence.push("nhs-dg-folic-acid-5mg");
  }
  const keepGluten =
    cut === undefined
      ? undefined
      : `Gluten already cut down ("${cut}"): ask the patient to eat gluten in more than one meal every day for at least 6 weeks before the duodenal biopsy, or it may look falsely normal; no gluten-free diet until a specialist confirms the diagnosis`;
  if (cut !== undefined) {
    clinician.push(
      "Gluten has already been cut down, which can make the biopsy falsely normal; NICE NG20 asks for gluten in more than one meal a day for at least 6 weeks before testing.",
    );
    patient.push(
      "You have already cut down on gluten. Eat foods with gluten in more than one meal every day until the specialist tests are done.",
    );
  }
  return { steps, keepGluten, clinician: clinician.join(" "), patient: patient.join(" "), evidence };
}
