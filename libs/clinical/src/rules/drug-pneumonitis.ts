import { FindingFamily, Severity } from "../model.ts";
import { medNames } from "./context.ts";
import { statedMention } from "./notes.ts";
import type { Rule } from "./types.ts";

/**
 * Amiodarone or methotrexate with cough, breathlessness or interstitial shadows: possible drug
 * pneumonitis, treated by early withdrawal of the drug.
 *
 * Amiodarone and methotrexate can cause pneumonitis (cough, breathlessness, crackles, interstitial
 * shadows); early withdrawal of the drug is the treatment ("wolkove-2009-amiodarone-lung",
 * "emj-2020-methotrexate-lung"). Nitrofurantoin alone is nitrofurantoin-reaction-reported's.
 */

const PNEUMONITIS_DRUGS: readonly { name: string; re: RegExp }[] = [
  { name: "amiodarone", re: /\bamiodarone\b/i },
  { name: "methotrexate", re: /\bmethotrexate\b/i },
  { name: "nitrofurantoin", re: /\bnitrofurantoin\b|\bmacrobid\b|\bmacrodantin\b/i },
];
const LUNG_IMAGING = /\bpneumonitis\b|\binterstitial\b|\bground[- ]glass\b|\breticulat\w*|\bpulmonary fibrosis\b/i;
const LUNG_NOTES =
  /\bpneumonitis\b|\binterstitial (?:changes|lung disease|shadowing)\b|\bcrackles\b|\bcrepitations\b|\b(?:breathless\w*|dyspn\w+|short(?:ness)? of breath)\b/i;
const COUGH = /\bcough\w*/i;
/**
 * A lung change the report itself calls unchanged or stable is a known, settled one, not a new drug
 * reaction (review 24, deep-24 case 05: RA with known ILD, "mild subpleural reticulation at both
 * bases, unchanged from 2024", was sent for urgent assessment and methotrexate withdrawal).
 */
const UNCHANGED = /\b(?:unchanged|stable|no (?:interval |significant )?change|not changed|no progression)\b/i;
/** The sentences of a scan report that show a lung change not called unchanged or stable. */
function newLungChange(text: string): string[] {
  return text.split(/(?<=[.;])\s+/).filter((x) => LUNG_IMAGING.test(x) && !UNCHANGED.test(x));
}

export const DRUG_PNEUMONITIS_RULES: readonly Rule[] = [
  {
    id: "drug-induced-pneumonitis",
    family: FindingFamily.pattern,
    severity: Severity.high,
    problem: "Drug-induced lung disease",
    title: "Possible drug-induced pneumonitis",
    clinician:
      "{drugs} with {signs}. {causes} pneumonitis (dry cough, breathlessness, crackles, interstitial or ground-glass shadowing){nitro}; it is a diagnosis of exclusion, and the outlook is best when the drug is withdrawn early. Withdrawal is decided with the prescribing specialist, who weighs the drug's indication.",
    patient:
      "Your breathing symptoms or scan could be a side effect of {drugs_plain}, which can inflame the lungs. Please see your doctor within the next day or two. Do not stop {own} on your own; your doctors will decide together whether to stop it. Get urgent help if your breathing gets worse quickly.",
    nextSteps: [
      "Urgent assessment: chest imaging (HRCT) if not done, oxygen saturation, lung function with gas transfer, and exclusion of infection and heart failure",
      "Withhold the implicated drug pending review, decided with its prescriber (cardiology for amiodarone, rheumatology for methotrexate)",
      "Refer to a respiratory or interstitial lung disease specialist; corticosteroids may be needed",
    ],
    patientQuestions: ["Could my medicine be affecting my lungs, and should it be stopped?"],
    // Each match cites only the sources for the drugs it finds (below).
    evidence: ["wolkove-2009-amiodarone-lung", "emj-2020-methotrexate-lung"],
    keywords: ["drug-induced pneumonitis", "amiodarone", "methotrexate", "interstitial lung disease", "nitrofurantoin"],
    match: (ctx) => {
      const active = ctx.model.medications.filter((m) => m.active);
      const implicated = PNEUMONITIS_DRUGS.map((d) => ({
        ...d,
        meds: active.filter((m) => d.re.test(m.name) || m.drugs.some((x) => d.re.test(x))),
      })).filter((d) => d.meds.length > 0);
      if (!implicated.some((d) => d.name !== "nitrofurantoin")) return undefined;
      const scans = ctx.model.imaging.filter((s) => newLungChange(s.text).length > 0);
      const lungNote = statedMention(ctx.freeText, LUNG_NOTES);
      const cough = statedMention(ctx.freeText, COUGH);
      const notesSuggest =
        lungNote !== undefined &&
        (/pneumonitis|interstitial|crackles|crepitations/i.test(lungNote) || cough !== undefined);
      if (scans.length === 0 && !notesSuggest) return undefined;
      const meds = implicated.flatMap((d) => d.meds);
      // The scan's sentences that show the lung change, not the whole report (review 22, deep sweep
      // 03: a CT quoted whole, nodule and all, as the sign of pneumonitis).
      const signs = [
        ...scans.map((s) => {
          const shown = newLungChange(s.text);
          return `${s.description}: "${shown.join(" ").trim()}"`;
        }),
        ...(notesSuggest
          ? [`"${lungNote}"${cough !== undefined && cough !== lungNote ? ` and "${cough}"` : ""} in the notes`]
          : []),
      ];
      const nitro = implicated.some((d) => d.name === "nitrofurantoin");
      // Only the drugs on the list are named, with their own source and prescriber (review 22, deep
      // sweep 03: amiodarone and cardiology were named to a patient on methotrexate alone).
      const main = implicated.filter((d) => d.name !== "nitrofurantoin").map((d) => d.name);
      const amiodarone = main.includes("amiodarone");
      const methotrexate = main.includes("methotrexate");
      const prescribers = [
        ...(amiodarone ? ["cardiology for amiodarone"] : []),
        ...(methotrexate ? ["rheumatology or the prescribing team for methotrexate"] : []),
      ];
      return {
        refs: [...ctx.refs(...meds), ...scans.map((s) => s.ref)],
        values: {
          drugs: medNames(meds),
          drugs_plain: implicated.map((d) => d.name).join(" or "),
          signs: signs.join("; "),
          nitro: nitro ? ", and so can nitrofurantoin, which is stopped at once when a lung reaction is suspected" : "",
          causes: `${main.map((n, i) => (i === 0 ? n.charAt(0).toUpperCase() + n.slice(1) : n)).join(" and ")} can cause`,
          own: amiodarone ? "a heart-rhythm medicine" : "this medicine",
        },
        nextSteps: [
          "Urgent assessment: chest imaging (HRCT) if not done, oxygen saturation, lung function with gas transfer, and exclusion of infection and heart failure",
          `Withhold the implicated drug pending review, decided with its prescriber (${prescribers.join(", ")})`,
          "Refer to a respiratory or interstitial lung disease specialist; corticosteroids may be needed",
        ],
        evidence: [
          ...(amiodarone ? ["wolkove-2009-amiodarone-lung"] : []),
          ...(methotrexate ? ["emj-2020-methotrexate-lung"] : []),
          ...(nitro ? ["mhra-2014-nitrofurantoin"] : []),
        ],
        evidenceReplacesRule: true,
      };
    },
  },
];
