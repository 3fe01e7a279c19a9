import { FindingFamily, type LabObservation, type MedicationItem, Severity } from "../model.ts";
import { medNames, type RuleContext } from "./context.ts";
import { statedMention } from "./notes.ts";
import type { Rule } from "./types.ts";
import { isHigh } from "./lab-status.ts";

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

export const TRAVEL =
  /\b(?:returned|back)\s+from\b[^.;\n]{0,60}|\b(?:travel\w*|volunteer\w*|lived|living|born|migrated|emigrated|trip|work\w*|stay\w*)\b[^.;\n]{0,40}\b(?:in|to|from)\s+(?:rural\s+)?(?:africa|asia|south[- ]east\s+asia|latin\s+america|south\s+america|central\s+america|caribbean|tropics|india|pakistan|bangladesh|sri\s+lanka|nepal|cambodia|thailand|vietnam|laos|myanmar|indonesia|philippines|malaysia|nigeria|ghana|kenya|uganda|tanzania|ethiopia|somalia|congo|malawi|mozambique|zambia|zimbabwe|rwanda|burundi|sudan|madagascar|sierra\s+leone|liberia|cameroon|senegal|gambia|mali|burkina\s+faso|togo|benin|angola|zanzibar|guinea|brazil|peru|bolivia|colombia|ecuador|jamaica|haiti)\b|\brefugee\b|\bbarefoot\b/i;
const STEROID_NAME =
  /\b(?:prednisolone|prednisone|dexamethasone|methylprednisolone|hydrocortisone\s+tablets?|steroids?|corticosteroids?)\b/i;
const STEROID_PLANNED =
  /\b(?:start\w*|plan\w*|commenc\w*|begin|initiat\w*|due\s+to\s+start|about\s+to\s+start|considering)\b[^.;\n]{0,40}\b(?:prednisolone|prednisone|dexamethasone|methylprednisolone|steroids?|corticosteroids?)\b/i;
const INHALED_OR_TOPICAL =
  /\b(?:inhaler|inhaled|nasal|cream|ointment|drops|spray|topical|turbohaler|evohaler|easyhaler)\b/i;

const POSITIVE = /\b(?:positive|detected|reactive)\b/i;
const NEGATED = /\b(?:not|no|non|negative)\b/i;

/** A positive strongyloides test (serology or stool) in the record, as the laboratory names it. */
function positiveSerology(ctx: RuleContext): LabObservation | undefined {
  return ctx.model.labs.find(
    (o) =>
      /strongyloid/i.test(o.name) &&
      (o.value.kind === "qualitative"
        ? o.value.result === "positive"
        : POSITIVE.test(o.rawValue) && !NEGATED.test(o.rawValue)),
  );
}

const systemicSteroids = (ctx: RuleContext): MedicationItem[] =>
  ctx.model.medications.filter(
    (m) => m.active && STEROID_NAME.test(m.name) && !INHALED_OR_TOPICAL.test(`${m.name} ${m.dosage ?? ""}`),
  );

export const STRONGYLOIDES_RULES: readonly Rule[] = [
  {
    id: "strongyloides-before-steroids",
    family: FindingFamily.pattern,
    severity: Severity.high,
    problem: "Strongyloides",
    title: "Strongyloides with steroids planned: test for it, or treat it, before they start",
    clinician:
      "{lead} Strongyloides can persist silently for decades and corticosteroids can turn it into a fatal hyperinfection: {plan}",
    patient:
      "{patientLead} Steroid medicines can make this infection dangerous, so {patientPlan} before you start steroids.",
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
      const steroids = systemicSteroids(ctx);
      const planned = statedMention(ctx.freeText, STEROID_PLANNED);
      if (steroids.length === 0 && planned === undefined) return undefined;
      const steroid = steroids.length > 0 ? `${medNames(steroids)} listed` : `steroids planned ("${planned}")`;
      const eos = ctx.lab("eosinophils-abs");
      const serology = positiveSerology(ctx);
      // A positive result already in the record is treated, not tested again, whatever the eosinophils
      // (review 21, travel-mens-health case 04).
      if (serology !== undefined)
        return {
          refs: ctx.refs(serology, isHigh(eos) ? eos : undefined, ...steroids),
          values: {
            lead: `${serology.name} positive (${serology.date?.slice(0, 10) ?? "undated"}) with ${steroid}.`,
            patientLead:
              "Your blood test shows a gut worm infection (strongyloides), which can stay in the body for many years.",
            plan: "the infection is already found, so treat it with ivermectin, with infectious diseases advice, before steroids start.",
            patientPlan: "your positive test for this worm means it should be treated",
          },
          nextSteps: [
            "Treat the strongyloides infection with ivermectin (infectious diseases advice) before steroids start",
          ],
          patientQuestions: ["Can I have the worm treatment before I start steroids?"],
        };
      if (!isHigh(eos)) return undefined;
      const travel = statedMention(ctx.freeText, TRAVEL);
      if (travel === undefined) return undefined;
      return {
        refs: ctx.refs(eos, ...steroids),
        values: {
          lead: `Eosinophils ${ctx.show(eos)} with tropical exposure in the notes ("${travel}") and ${steroid}.`,
          patientLead:
            "Your raised eosinophils (a type of white blood cell), together with your time abroad, could mean a gut worm infection picked up from soil.",
          plan: "send strongyloides serology (with concentrated stool microscopy, and schistosoma serology if freshwater exposure fits) before steroids start, and treat with ivermectin if positive, or give it empirically if steroids cannot wait.",
          patientPlan: "ask your doctor for a blood test for it, and treatment if needed,",
        },
      };
    },
  },
];
