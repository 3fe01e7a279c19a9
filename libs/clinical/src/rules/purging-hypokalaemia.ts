import { FindingFamily, type MedicationItem, Severity } from "../model.ts";
import type { RuleContext } from "./context.ts";
import { recordedEatingDisorder } from "./eating-disorder.ts";
import { statedMention } from "./notes.ts";
import type { Rule } from "./types.ts";

/**
 * Low potassium from laxative or diuretic misuse (purging). Review 13, case 12: bulimia, K 2.4,
 * ten senna a day and furosemide bought without a prescription got "replace potassium or add a
 * potassium-sparing agent". The fix is to stop the misused drug, not to add a second one, and to
 * expect fluid retention when purging stops: chronic volume loss drives a secondary
 * hyperaldosteronism (pseudo-Bartter), the cause of oedema on stopping (evidence
 * "jdiaa-2022-pseudo-bartter"). Eating disorder services watch electrolytes in people who purge
 * (evidence "nice-ng69-eating-disorders").
 */

const STIMULANT_LAXATIVE = /\b(?:senna\w*|sennoside\w*|bisacodyl|dulcolax|picosulfate|picosulphate)\b/i;
const NOT_PRESCRIBED =
  /\b(?:without (?:a )?prescription|not prescribed|non-?prescribed|over the counter|bought (?:online|herself|himself)|misus\w*|abus\w*)\b/;
const CARDIAC_SYMPTOMS = /\b(?:palpitations?|irregular (?:heart ?beat|pulse)|skipped beats?|syncope|faint\w*)\b/;

function purgingDrugs(ctx: RuleContext): { diuretics: MedicationItem[]; laxatives: MedicationItem[] } {
  return {
    diuretics: ctx.medsOf("thiazide", "loop-diuretic"),
    laxatives: ctx.model.medications.filter((m) => m.active && STIMULANT_LAXATIVE.test(m.name)),
  };
}

/**
 * Laxatives or diuretics read as purging: taken with a recorded eating disorder, or stated as
 * not prescribed or misused. rules/drug-lab.ts (diuretic-hypokalaemia) steps aside for it.
 */
export function purgingMisuse(
  ctx: RuleContext,
): { diuretics: MedicationItem[]; laxatives: MedicationItem[]; basis: string; refs: string[] } | undefined {
  const drugs = purgingDrugs(ctx);
  if (drugs.diuretics.length === 0 && drugs.laxatives.length === 0) return undefined;
  const ed = recordedEatingDisorder(ctx);
  const stated = statedMention(ctx.freeText, NOT_PRESCRIBED);
  if (ed === undefined && stated === undefined) return undefined;
  const basis = [ed?.text, stated === undefined ? undefined : `"${stated}" in the notes`].filter(Boolean).join("; ");
  return { ...drugs, basis, refs: ed?.refs ?? [] };
}

const names = (meds: readonly MedicationItem[]) => meds.map((m) => m.name).join(" and ");

export const PURGING_HYPOKALAEMIA_RULES: readonly Rule[] = [
  {
    id: "purging-hypokalaemia",
    family: FindingFamily.pattern,
    severity: Severity.high,
    problem: "Potassium and medicines",
    title: "Low potassium from laxative or diuretic misuse",
    clinician:
      "Potassium {k} with {drugs} taken as purging ({basis}). The potassium loss comes from the misuse itself, so the answer is to stop the misused drug, not to add a potassium-sparing or any other diuretic.{alkalosis}",
    patient:
      "Your potassium is low. Taking laxatives or water tablets to lose weight or feel less bloated washes potassium out of the body, and a level this low can upset the heart rhythm. {when} Your doctor can help you stop them safely; some puffiness or swelling for a few weeks after stopping is common and treatable, and is not fat gain.",
    nextSteps: [
      "Stop the diuretic taken without a medical need; do not add a potassium-sparing or any other diuretic to correct the potassium",
      "Replace potassium and check magnesium (replace if low); repeat potassium",
      "Name the laxative and diuretic misuse with the patient and involve the eating disorder service",
      "Warn that fluid retention (rebound oedema from pseudo-Bartter physiology) can follow stopping; monitor weight and oedema rather than restarting a diuretic",
    ],
    patientQuestions: ["How can I stop the laxatives and water tablets safely, and what should I expect when I do?"],
    evidence: ["jdiaa-2022-pseudo-bartter", "nice-ng69-eating-disorders"],
    keywords: ["laxative misuse", "diuretic misuse", "purging", "hypokalaemia", "pseudo-bartter", "bulimia"],
    match: (ctx) => {
      const obs = ctx.lab("potassium");
      if (obs === undefined || (obs.status !== "low" && obs.status !== "critical-low")) return undefined;
      const misuse = purgingMisuse(ctx);
      if (misuse === undefined) return undefined;
      const critical = obs.status === "critical-low";
      const symptoms = statedMention(ctx.freeText, CARDIAC_SYMPTOMS);
      const urgent = critical || symptoms !== undefined;
      const bicarbonateHigh = ctx.lab("bicarbonate")?.status === "high";
      const chlorideLow = ctx.lab("chloride")?.status === "low";
      const meds = [...misuse.diuretics, ...misuse.laxatives];
      return {
        refs: ctx.refs(obs, ...meds, ...(bicarbonateHigh ? [ctx.lab("bicarbonate")] : [])),
        severity: critical ? Severity.critical : Severity.high,
        values: {
          k: ctx.show(obs),
          drugs: names(meds),
          basis: misuse.basis,
          alkalosis:
            bicarbonateHigh && chlorideLow
              ? " The high bicarbonate with low chloride is a hypochloraemic metabolic alkalosis, which fits loss from vomiting or diuretics (laxative loss alone tends to give an acidosis)."
              : "",
          when: urgent
            ? "Please get medical help today: the potassium needs replacing with a heart monitor in place."
            : "Please see your doctor soon.",
        },
        ...(urgent && {
          nextSteps: [
            `Same-day hospital care: IV potassium with ECG monitoring (${symptoms === undefined ? "critically low potassium" : `"${symptoms}" in the notes`}); check magnesium and replace it`,
            misuse.diuretics.length > 0
              ? `Stop the ${names(misuse.diuretics)} taken without a medical need; do not add a potassium-sparing or any other diuretic to correct the potassium`
              : "Do not add a potassium-sparing or any other diuretic to correct the potassium",
            "Name the laxative and diuretic misuse with the patient and involve the eating disorder service",
            "Warn that fluid retention (rebound oedema from pseudo-Bartter physiology) can follow stopping; monitor weight and oedema rather than restarting a diuretic",
          ],
        }),
      };
    },
  },
];
