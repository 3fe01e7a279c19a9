import { FindingFamily, type LabObservation, Severity } from "../model.ts";
import { b12Level } from "./b12.ts";
import { statedMatches, statedMention } from "./notes.ts";
import type { RuleContext } from "./context.ts";
import type { Rule } from "./types.ts";

/**
 * Low B12 with neurological features in the notes, treated at once with injections.
 *
 * NICE NG239
 * lists cognitive difficulty such as short-term memory loss, balance problems and falls from lost
 * position sense, and peripheral neuropathy among the signs of B12 deficiency (evidence
 * "nice-ng239-b12"); with such features UK practice gives alternate-day intramuscular
 * hydroxocobalamin at once and seeks specialist advice, and NHS Lothian admits the same day when the
 * symptoms point to the spinal cord or optic nerve (evidence "nhs-lothian-b12-neurological"; the
 * 1 mg dose and "until no further improvement" were seen only in secondary summaries, so they are
 * not stated). Graded high, above the medicine-linked low-B12 findings, because the treatment
 * differs and should start now.
 */

/** Neurological features of a myeloneuropathy (also read for copper deficiency, bariatric-nutrition.ts). */
export const NEURO =
  /\b(?:ataxi\w*|unsteady|unsteadiness|gait|balance|falls?|memory|forgetful\w*|confus\w*|cognitive|brain\s+fog|paraesthesi\w*|paresthesi\w*|pins\s+and\s+needles|tingling|numbness|numb|proprioception|blurred\s+vision|visual\s+loss|optic)\b/gi;
/** At least this many distinct features, or one central (gait, balance, memory) feature. */
const CENTRAL =
  /^(?:ataxi\w*|unsteady|unsteadiness|gait|balance|falls?|memory|forgetful\w*|confus\w*|cognitive|brain\s+fog|proprioception)$/i;

/** No animal foods (vegan), read as a dietary cause of low B12. */
const VEGAN = /\b(?:strict )?vegan\b/;

/** Raised methylmalonic acid or homocysteine, the metabolites that confirm a tissue B12 deficiency. */
function confirmingMarkers(ctx: RuleContext): { label: string; obs: LabObservation }[] {
  return [
    { label: "methylmalonic acid", obs: ctx.lab("mma") },
    { label: "homocysteine", obs: ctx.lab("homocysteine") },
  ].filter(
    (m): m is { label: string; obs: LabObservation } => m.obs?.status === "high" || m.obs?.status === "critical-high",
  );
}

/**
 * The neurological features that make a low B12 a case for injections now, with the markers that
 * confirm it; undefined when the B12 is not low or the notes do not show enough. Other B12 findings
 * read it so they do not ask "injections or tablets?" once injections are advised.
 */
export function neurologicalB12(
  ctx: RuleContext,
): { features: string[]; markers: ReturnType<typeof confirmingMarkers> } | undefined {
  if (b12Level(ctx) !== "low") return undefined;
  const features = [...new Set([...statedMatches(ctx.freeText, NEURO)].map((m) => m.quote.toLowerCase()))];
  if (features.length === 0) return undefined;
  const markers = confirmingMarkers(ctx);
  // One peripheral symptom is enough when a raised MMA or homocysteine confirms the deficiency.
  if (features.length < 2 && !features.some((f) => CENTRAL.test(f)) && markers.length === 0) return undefined;
  return { features, markers };
}

export const B12_NEUROPATHY_RULES: readonly Rule[] = [
  {
    id: "b12-deficiency-neurological",
    family: FindingFamily.pattern,
    severity: Severity.high,
    problem: "Vitamin B12",
    title: "Low B12 with neurological symptoms",
    clinician:
      "Vitamin B12 {b12} with neurological symptoms in the notes ({features}). B12 deficiency with neurological involvement (balance and gait, memory, neuropathy) is treated without delay: start alternate-day intramuscular hydroxocobalamin now and seek specialist (haematology or neurology) advice, the same day if the symptoms suggest spinal cord or optic nerve involvement; do not rely on oral B12.",
    patient:
      "Your B12 level is low and your symptoms (such as tingling, unsteadiness or memory problems) may come from it. This needs treatment soon with B12 injections rather than tablets. Please contact your doctor within the next day or two.",
    nextSteps: [
      "Start alternate-day intramuscular hydroxocobalamin now, for as long as specialist advice sets; then maintenance injections",
      "Specialist advice (haematology or neurology) promptly, same-day if the symptoms suggest spinal cord or optic nerve involvement; examine for proprioceptive loss, vibration loss, neuropathy and cognitive change",
      "Intrinsic factor antibodies for pernicious anaemia; review metformin and acid suppression as contributors",
    ],
    patientQuestions: ["When can I start B12 injections, and how often will I need them?"],
    evidence: ["nice-ng239-b12", "nhs-lothian-b12-neurological", "bsh-2014-b12-folate"],
    keywords: ["vitamin b12", "hydroxocobalamin", "subacute combined degeneration", "neuropathy", "ataxia"],
    match: (ctx) => {
      const found = neurologicalB12(ctx);
      if (found === undefined) return undefined;
      const { features, markers } = found;
      const vegan = statedMention(ctx.freeText, VEGAN) !== undefined;
      return {
        refs: ctx.refs(ctx.lab("vitamin-b12"), ...markers.map((m) => m.obs)),
        values: { b12: ctx.showValue("vitamin-b12"), features: features.map((f) => `"${f}"`).join(", ") },
        clinicianExtra: [
          markers.length > 0
            ? `Raised ${markers.map(({ label, obs }) => `${label} ${ctx.show(obs)}`).join(" and ")} confirm a true tissue deficiency.`
            : "",
          vegan
            ? "A vegan diet without B12 supplements is the likely cause: after the injections, continue oral B12 for life."
            : "",
        ]
          .filter(Boolean)
          .join(" "),
        ...(vegan && {
          patientExtra:
            "A vegan diet without B12 supplements is the likely cause, so you will need a B12 supplement for life afterwards.",
        }),
      };
    },
  },
];
