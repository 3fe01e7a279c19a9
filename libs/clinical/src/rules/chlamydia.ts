import type { LabObservation } from "../model.ts";
import { FindingFamily, Severity } from "../model.ts";
import type { RuleContext } from "./context.ts";
import type { Rule, RuleMatch } from "./types.ts";

/**
 * A positive chlamydia NAAT: treatment, partner notification, a full STI screen and a retest.
 */

/** A chlamydia test that finds the organism now (a NAAT or culture), not past-infection serology. */
const CHLAMYDIA = /\bchlamydia\b|\bc\.?\s*trachomatis\b|\bct\s+naat\b/i;
const SEROLOGY = /\bantibod|\bigg\b|\bigm\b|\bigA\b|serolog/i;

function chlamydiaPositive(ctx: RuleContext): RuleMatch | undefined {
  const positive = ctx.model.labs.filter(
    (o: LabObservation) =>
      CHLAMYDIA.test(o.name) &&
      !SEROLOGY.test(o.name) &&
      o.value.kind === "qualitative" &&
      o.value.result === "positive",
  );
  if (positive.length === 0) return undefined;
  return {
    refs: ctx.refs(...positive),
    values: { tests: positive.map((o) => `${o.name} ${o.rawValue}${o.date ? ` (${o.date})` : ""}`).join(", ") },
  };
}

export const CHLAMYDIA_RULES: readonly Rule[] = [
  {
    id: "chlamydia-positive",
    family: FindingFamily.pattern,
    severity: Severity.moderate,
    problem: "Sexually transmitted infection",
    title: "Chlamydia detected: treat, notify partners and retest",
    clinician:
      "{tests}: a current chlamydia infection. First-line treatment is doxycycline 100 mg twice daily for 7 days (azithromycin is second-line and is used in pregnancy, where doxycycline is avoided). No sex, including oral sex, until they and their partners have finished treatment; arrange partner notification through sexual health services; complete a screen for other infections including gonorrhoea, HIV and syphilis; and offer a retest for reinfection at about 3 months.",
    patient:
      "Your test shows a chlamydia infection. It is common and is cured with a short course of antibiotics. Avoid sex, including oral sex, until you and your partners have finished treatment. Your recent partners need testing and treatment too; a sexual health clinic can help you tell them. A repeat test in about 3 months checks you have not caught it again.",
    nextSteps: [
      "Treat: doxycycline 100 mg twice daily for 7 days (azithromycin if pregnant or doxycycline cannot be used)",
      "Partner notification through sexual health services; no sex until partners are treated",
      "Complete the STI screen (gonorrhoea, HIV, syphilis) and offer a retest for reinfection at about 3 months",
    ],
    patientQuestions: ["Which partners need to be told, and can the clinic do it for me?"],
    evidence: ["nhs-highland-chlamydia-2023"],
    keywords: ["chlamydia trachomatis", "doxycycline", "partner notification", "sexually transmitted infection"],
    match: chlamydiaPositive,
  },
];
