import { FindingFamily, type LabObservation, Severity } from "../model.ts";
import type { RuleContext } from "./context.ts";
import { antiTnf } from "./latent-tb.ts";
import { sentenceAround, statedMatches } from "./notes.ts";
import { DRUG_CLASSES } from "../vocab/medications.ts";
import type { Rule, RuleMatch } from "./types.ts";

/*
 * An indeterminate IGRA before a biologic (review 12, serology case 12). An indeterminate result
 * gives no answer about TB infection; a low mitogen (positive-control) response points to impaired
 * T-cell function, which steroids and lymphopenia make common (SUMMARIES["ejci-2011-igra-indeterminate"]).
 * The CDC QuantiFERON guidance calls an indeterminate result uninformative and, where infection is
 * more likely, a second test (a new blood sample or a tuberculin skin test) prudent
 * (SUMMARIES["cdc-2005-quantiferon-guidelines"]); a missed infection matters most before a biologic,
 * where the ACR 2015 screening pathway (chest X-ray, latent TB treated first) applies
 * (SUMMARIES["acr-2015-ra"]).
 */

const IGRA = /\b(?:quantiferon|qft|igra|t-?spot|interferon[- ]gamma release|tb gold)\b/i;
const IGRA_PART = /\b(?:antigen\s*(?:minus|-)\s*nil|nil|mitogen|tb[12])\b/i;
const INDETERMINATE = /\b(?:indeterminate|invalid|equivocal)\b/i;
const BIOLOGIC = /\b(?:biologics?|jak inhibitor|tofacitinib|baricitinib|upadacitinib)\b/i;
const ANTI_TNF_NAMES = new RegExp(String.raw`\b(?:${(DRUG_CLASSES["anti-tnf"] ?? []).join("|")})\b`, "i");

/** A biologic planned in the notes ("pre-biologic screening for infliximab"), named when the sentence names a TNF inhibitor. */
function plannedBiologic(ctx: RuleContext): string | undefined {
  const tnf = antiTnf(ctx);
  if (tnf !== undefined) return tnf.name;
  for (const hit of statedMatches(ctx.freeText, BIOLOGIC, true)) {
    const drug = ANTI_TNF_NAMES.exec(sentenceAround(ctx.freeText, hit.index, hit.length));
    return drug === null ? "a biologic (named in the notes)" : `${drug[0]} (named in the notes)`;
  }
  return undefined;
}

function latestIgra(ctx: RuleContext): LabObservation | undefined {
  return ctx.model.labs
    .filter((o) => IGRA.test(o.name) && !IGRA_PART.test(o.name))
    .sort((a, b) => (b.time ?? -Infinity) - (a.time ?? -Infinity))[0];
}

function igraIndeterminate(ctx: RuleContext): RuleMatch | undefined {
  const test = latestIgra(ctx);
  if (test === undefined || !INDETERMINATE.test(test.rawValue)) return undefined;
  const biologic = plannedBiologic(ctx);
  if (biologic === undefined) return undefined;
  const steroid = ctx.meds("systemic-glucocorticoid")[0];
  const lymphocytes = ctx.lab("alc");
  const lowLymphocytes = lymphocytes !== undefined && ["low", "critical-low"].includes(lymphocytes.status);
  const causes = [
    steroid === undefined ? undefined : steroid.name,
    lowLymphocytes ? `lymphocytes ${ctx.show(lymphocytes)}` : undefined,
  ].filter((t): t is string => t !== undefined);
  return {
    refs: ctx.refs(test, lymphocytes, steroid, ...ctx.meds("anti-tnf")),
    values: {
      test: `${test.name} ${test.rawValue.trim()}${test.notes ? ` (${test.notes.trim()})` : ""}`,
      biologic,
      causes:
        causes.length === 0
          ? ""
          : ` The likely cause here is a weak immune response to the control (${causes.join(", ")}): steroids and a low lymphocyte count make indeterminate results common.`,
    },
  };
}

export const IGRA_INDETERMINATE_RULES: readonly Rule[] = [
  {
    id: "igra-indeterminate-before-biologic",
    family: FindingFamily.pattern,
    severity: Severity.moderate,
    problem: "Tuberculosis",
    title: "Indeterminate TB blood test before a biologic: TB infection not excluded",
    clinician:
      "{test} before {biologic}: an indeterminate IGRA gives no answer about TB infection and must not be read as negative.{causes} A missed infection matters most before a biologic, so a second test is prudent: the IGRA is repeated on a new blood sample (ideally when the steroid dose is lower) or a tuberculin skin test is done instead, with a TB risk assessment and a chest X-ray; latent TB found this way is treated before the biologic starts.",
    patient:
      "Your TB blood test did not give a clear answer. This often happens when steroid medicines or a low white cell count weaken the test, and it does not mean you are free of TB. Before your new medicine, your doctor will repeat the test or do a skin test, and may arrange a chest X-ray.",
    nextSteps: [
      "Do not read the indeterminate IGRA as negative: repeat the IGRA on a new sample or do a tuberculin skin test before the biologic",
      "Assess TB risk (exposure, birth or residence in a high-incidence country, symptoms) and get a chest X-ray",
      "If latent TB is found, treat it and start the biologic after at least 1 month of that treatment",
    ],
    patientQuestions: ["Will the TB test be repeated before I start my new medicine?"],
    evidence: ["ejci-2011-igra-indeterminate", "cdc-2005-quantiferon-guidelines", "acr-2015-ra"],
    keywords: ["igra", "quantiferon", "indeterminate", "latent tuberculosis", "biologic", "tuberculin skin test"],
    match: igraIndeterminate,
  },
];
