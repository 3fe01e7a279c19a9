import { FindingFamily, type LabObservation, type MedicationItem, Severity } from "../model.ts";
import { medNames, type RuleContext } from "./context.ts";
import { statedMention } from "./notes.ts";
import type { Rule } from "./types.ts";

/**
 * Strongyloides testing before steroids in a returned traveller or migrant with eosinophilia, because
 * steroids can turn a silent infection into a fatal hyperinfection.
 *
 * a returned traveller or migrant from the tropics with eosinophilia and steroids planned or
 * taken: strongyloides serology (and stool microscopy) is advised for every returned traveller
 * or migrant with eosinophilia (evidence "checkley-2010-bis-eosinophilia"), and testing before
 * immunosuppression, steroids above all, because they can turn a silent infection into a fatal
 * hyperinfection (evidence "cdc-strongyloides-treatment").
 */

const isHigh = (o: LabObservation | undefined): o is LabObservation =>
  o !== undefined && (o.status === "high" || o.status === "critical-high");

export const TRAVEL =
  /\b(?:returned|back)\s+from\b[^.;\n]{0,60}|\b(?:travel\w*|volunteer\w*|lived|living|born|migrated|emigrated|trip|work\w*|stay\w*)\b[^.;\n]{0,40}\b(?:in|to|from)\s+(?:rural\s+)?(?:africa|asia|south[- ]east\s+asia|latin\s+america|south\s+america|central\s+america|caribbean|tropics|india|pakistan|bangladesh|sri\s+lanka|nepal|cambodia|thailand|vietnam|laos|myanmar|indonesia|philippines|malaysia|nigeria|ghana|kenya|uganda|tanzania|ethiopia|somalia|congo|brazil|peru|bolivia|colombia|ecuador|jamaica|haiti)\b|\brefugee\b|\bbarefoot\b/i;
const STEROID_NAME =
  /\b(?:prednisolone|prednisone|dexamethasone|methylprednisolone|hydrocortisone\s+tablets?|steroids?|corticosteroids?)\b/i;
const STEROID_PLANNED =
  /\b(?:start\w*|plan\w*|commenc\w*|begin|initiat\w*|due\s+to\s+start|about\s+to\s+start|considering)\b[^.;\n]{0,40}\b(?:prednisolone|prednisone|dexamethasone|methylprednisolone|steroids?|corticosteroids?)\b/i;
const INHALED_OR_TOPICAL =
  /\b(?:inhaler|inhaled|nasal|cream|ointment|drops|spray|topical|turbohaler|evohaler|easyhaler)\b/i;

const systemicSteroids = (ctx: RuleContext): MedicationItem[] =>
  ctx.model.medications.filter(
    (m) => m.active && STEROID_NAME.test(m.name) && !INHALED_OR_TOPICAL.test(`${m.name} ${m.dosage ?? ""}`),
  );

export const STRONGYLOIDES_RULES: readonly Rule[] = [
  {
    id: "strongyloides-before-steroids",
    family: FindingFamily.pattern,
    severity: Severity.high,
    problem: "Eosinophilia",
    title: "Eosinophilia after tropical exposure with steroids planned: rule out strongyloides first",
    clinician:
      "Eosinophils {eos} with tropical exposure in the notes ({travel}) and {steroid}. Strongyloides can persist silently for decades and corticosteroids can turn it into a fatal hyperinfection: send strongyloides serology (with concentrated stool microscopy, and schistosoma serology if freshwater exposure fits) before steroids start, and treat with ivermectin if positive, or give it empirically if steroids cannot wait.",
    patient:
      "Your raised eosinophils (a type of white blood cell), together with your time abroad, could mean a gut worm infection picked up from soil. Steroid medicines can make this infection dangerous, so ask your doctor for a blood test for it, and treatment if needed, before you start steroids.",
    nextSteps: [
      "Strongyloides serology and concentrated stool microscopy before steroids start; add schistosoma serology and region-specific tests as the exposure fits",
      "If positive, or if steroids cannot wait for the result, treat with ivermectin first (infectious diseases advice)",
    ],
    patientQuestions: ["Should I be tested for a worm infection before I start steroids?"],
    evidence: ["checkley-2010-bis-eosinophilia", "cdc-strongyloides-treatment"],
    keywords: [
      "strongyloides",
      "eosinophilia",
      "returned traveller",
      "corticosteroids",
      "hyperinfection",
      "ivermectin",
    ],
    match: (ctx) => {
      const eos = ctx.lab("eosinophils-abs");
      if (!isHigh(eos)) return undefined;
      const travel = statedMention(ctx.freeText, TRAVEL);
      if (travel === undefined) return undefined;
      const steroids = systemicSteroids(ctx);
      const planned = statedMention(ctx.freeText, STEROID_PLANNED);
      if (steroids.length === 0 && planned === undefined) return undefined;
      return {
        refs: ctx.refs(eos, ...steroids),
        values: {
          eos: ctx.show(eos),
          travel: `"${travel}"`,
          steroid: steroids.length > 0 ? `${medNames(steroids)} listed` : `steroids planned ("${planned}")`,
        },
      };
    },
  },
];
