import { FindingFamily, type LabObservation, Severity } from "../model.ts";
import type { RuleContext } from "./context.ts";
import { knownBloodCancer } from "./neutrophilia.ts";
import { mpnDriverMutation } from "./mpn-driver-mutation.ts";
import { splenectomy } from "./post-splenectomy-counts.ts";
import { pregnantOrPostnatal } from "./pregnancy-emergencies.ts";
import type { Rule, RuleMatch } from "./types.ts";

/*
 * A platelet count above 450 ×10⁹/L on counts 3 months or more apart, with no iron deficiency or
 * inflammation in the results, got only "often a reaction to inflammation, iron deficiency or
 * bleeding" (review 19, blood-counts-2 case 07: 590 then 610 with normal ferritin and CRP). NHS
 * Lothian's referral guidance (seen 2026-11-29) refers a persistent unexplained thrombocytosis above
 * 450 lasting at least 3 months to haematology, and notes that reactive causes (infection,
 * inflammation, iron deficiency or bleeding, recent surgery, hyposplenism, solid cancers) are far
 * commoner than a myeloproliferative neoplasm, and that thrombocytosis is a risk marker for lung,
 * endometrial, gastric, oesophageal and colorectal cancer. A low ferritin keeps the iron reading
 * (thrombocytosis-iron.ts), a splenectomy the post-splenectomy one, and a raised CRP or ESR leaves
 * the reactive cause in view; pregnancy and a known blood cancer have their own plans.
 */

/** Lothian's referral level, ×10⁹/L (the platelet rule unit). */
const ABOVE = 450;
const PERSISTENT_DAYS = 90;
const DAY_MS = 86_400_000;

const HIGH = (o: LabObservation | undefined) => o?.status === "high" || o?.status === "critical-high";
const LOW = (o: LabObservation | undefined) => o?.status === "low" || o?.status === "critical-low";

function persistentThrombocytosis(ctx: RuleContext): RuleMatch | undefined {
  const plt = ctx.lab("platelets");
  const value = ctx.valueOf(plt);
  if (ctx.age === undefined || ctx.age < 18 || plt?.time === undefined || value === undefined) return undefined;
  if (value <= ABOVE || !HIGH(plt)) return undefined;
  const earlier = ctx
    .labs("platelets")
    .filter((o) => o !== plt && o.time !== undefined && plt.time! - o.time >= PERSISTENT_DAYS * DAY_MS)
    .find((o) => (ctx.valueOf(o) ?? 0) > ABOVE);
  if (earlier === undefined) return undefined;
  if (LOW(ctx.lab("ferritin")) || HIGH(ctx.lab("crp")) || HIGH(ctx.lab("esr"))) return undefined;
  if (splenectomy(ctx) || pregnantOrPostnatal(ctx) || knownBloodCancer(ctx)) return undefined;
  // A JAK2, CALR or MPL mutation shows the count is not reactive: mpn-driver-mutation.ts refers (review 22).
  if (mpnDriverMutation(ctx) !== undefined) return undefined;
  const ferritin = ctx.lab("ferritin");
  const crp = ctx.lab("crp") ?? ctx.lab("esr");
  const checked = [
    ferritin && `ferritin ${ctx.show(ferritin)}`,
    crp && `${crp.analyteId === "esr" ? "ESR" : "CRP"} ${ctx.show(crp)}`,
  ]
    .filter(Boolean)
    .join(" and ");
  const missing = [ferritin ? "" : "ferritin", crp ? "" : "CRP"].filter(Boolean).join(" and ");
  return {
    refs: ctx.refs(plt, earlier, ferritin, crp),
    values: {
      plt: ctx.show(plt),
      earlier: ctx.show(earlier),
      checked: checked ? `, with ${checked} normal` : "",
      missing: missing ? ` Check ${missing}, which the record lacks.` : "",
    },
  };
}

export const THROMBOCYTOSIS_PERSISTENT_RULES: readonly Rule[] = [
  {
    id: "thrombocytosis-persistent",
    family: FindingFamily.pattern,
    severity: Severity.moderate,
    problem: "Blood count",
    title: "Platelet count raised for 3 months or more with no cause found: refer to haematology",
    clinician:
      "Platelets {plt}, and {earlier} 3 months or more earlier{checked}. Reactive causes (infection, inflammation, iron deficiency or bleeding, recent surgery, hyposplenism, cancer) are much commoner than a myeloproliferative neoplasm such as essential thrombocythaemia, so look for them in the history and examination, with a blood film.{missing} A thrombocytosis above 450 ×10⁹/L that persists for 3 months or more without a cause is referred to haematology, as is any raised count with an arterial or venous clot (NHS Lothian). Thrombocytosis is also a risk marker for lung, endometrial, gastric, oesophageal and colorectal cancer: ask about symptoms of these, and consider a chest X-ray when nothing points elsewhere.",
    patient:
      "Your platelet count (cells that help blood clot) has been above the usual range for at least 3 months, and the usual causes such as low iron or inflammation have not shown up in your results. Most raised platelet counts are a reaction to something else, but one that stays high without a clear reason is usually looked at by a blood specialist (haematologist). Your doctor may also ask about other symptoms and arrange a chest X-ray.",
    nextSteps: [
      "History and examination for reactive causes (infection, inflammation, bleeding, surgery, cancer); blood film, CRP/ESR and ferritin",
      "Refer to haematology for a persistent unexplained thrombocytosis; consider a chest X-ray and symptoms of lung, endometrial, gastric, oesophageal and colorectal cancer",
    ],
    patientQuestions: ["Why is my platelet count still high, and do I need to see a specialist?"],
    evidence: ["nhs-lothian-refhelp-thrombocytosis"],
    keywords: [
      "thrombocytosis",
      "platelets",
      "essential thrombocythaemia",
      "myeloproliferative neoplasm",
      "haematology referral",
    ],
    match: persistentThrombocytosis,
  },
];
