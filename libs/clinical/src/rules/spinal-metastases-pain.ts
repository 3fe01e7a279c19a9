import { FindingFamily, Severity } from "../model.ts";
import { isActiveCondition } from "../vocab/conditions.ts";
import { statedMention } from "./notes.ts";
import type { Rule } from "./types.ts";

/*
 * New spinal pain in someone whose cancer has spread to bone (review 20, oncology-2: metastatic
 * prostate cancer on ADT with new back pain was read only for its PSA). NICE CG75 key priorities
 * (replaced by NG234 in 2023; seen 2026-11-29): in people with cancer, thoracic or cervical spinal
 * pain, progressive or severe unremitting lumbar pain, pain worse on straining, local tenderness or
 * night pain that stops sleep are discussed with the MSCC coordinator within 24 hours; with
 * radicular pain, limb weakness, difficulty walking, sensory loss or bladder or bowel dysfunction it
 * is an oncological emergency, discussed at once, and QS56 asks for a whole-spine MRI within 24 hours.
 * Read only with spread stated (to bone or spine, or the cancer recorded as metastatic), so that back
 * pain in a cancer survivor without known metastases is not raised on its own.
 */

const BONE_SPREAD =
  /\b(?:bone|bony|skeletal|spinal|spine|vertebral)\s+(?:metastas[ie]s|mets|secondar(?:y|ies)|deposits?)\b|\bmetasta\w+ (?:to|in) (?:the )?(?:bones?|spine|vertebra\w*)\b|\bspread to (?:the |his |her )?(?:bones?|spine)\b/i;
const SPINAL_PAIN =
  /\b(?:back|spinal|spine|neck|thoracic|lumbar)\s+pain\b|\bpain in (?:the |his |her |my )?(?:(?:middle|upper|lower|low|top|bottom) (?:of (?:the |his |her |my )?)?)?(?:back|spine|neck)\b|\bback ?ache\b/i;
/** An active cancer recorded as metastatic or stage 4: in prostate and breast cancer mostly bone. */
const METASTATIC = /(?<!\bnon[- ]?)\bmetasta\w*|\bstage (?:iv|4)\b/i;
const NEURO =
  /\b(?:legs?|limbs?|arms?)\s+(?:weakness|(?:feel |feels |feeling |are |is |gone )?weak)\b|\bweak(?:ness)? (?:in|of) (?:the |his |her |both )?(?:legs?|arms?|limbs?)\b|\bdifficulty (?:in )?walking\b|\b(?:trouble|struggling) walking\b|\bnumb\w*|\bpins and needles\b|\b(?:urinary|faecal|fecal|bladder|bowel) (?:retention|incontinence|dysfunction|control)\b|\bsaddle (?:numbness|anaesthesia|anesthesia)\b|\bradicular\b|\bband-like\b/i;

export const SPINAL_METASTASES_PAIN_RULES: readonly Rule[] = [
  {
    id: "spinal-metastases-pain",
    family: FindingFamily.pattern,
    severity: Severity.high,
    problem: "Possible spinal cord compression",
    title: "{title}",
    clinician:
      'Spinal pain ("{pain}") in a patient with cancer that has spread ("{spread}").{neuro} NICE (CG75, now NG234) treats spinal pain in cancer as a possible sign of spinal metastases and metastatic spinal cord compression (MSCC): discuss with the acute oncology or MSCC service {when}.',
    patient:
      "Your cancer has spread, so back or neck pain like yours needs checking quickly by your cancer team, as it can come from cancer in the spine. {patient}",
    nextSteps: [
      "Discuss with the acute oncology / MSCC service within 24 hours; examine for neurological signs",
      "Safety-net: limb weakness, difficulty walking, numbness or bladder or bowel change means immediate contact",
    ],
    patientQuestions: ["Which signs mean I should call the cancer helpline or go to hospital straight away?"],
    evidence: ["nice-cg75-mscc"],
    keywords: ["metastatic spinal cord compression", "spinal metastases", "back pain", "bone metastases"],
    match: (ctx) => {
      const cancerText = [
        ...ctx.model.conditions.filter((c) => isActiveCondition(c.status)).map((c) => c.name.toLowerCase()),
        ctx.freeText,
      ].join(". ");
      const spread = statedMention(cancerText, BONE_SPREAD, true) ?? statedMention(cancerText, METASTATIC, true);
      if (spread === undefined) return undefined;
      // "Chronic" or "stable" back pain is not the new pain the guideline is about.
      const pain = statedMention(ctx.freeText, SPINAL_PAIN);
      if (pain === undefined) return undefined;
      const neuro = statedMention(ctx.freeText, NEURO, true);
      const emergency = neuro !== undefined;
      return {
        refs: [],
        severity: emergency ? Severity.critical : Severity.high,
        values: {
          title: emergency
            ? "Spinal pain with neurological symptoms in metastatic cancer: possible spinal cord compression, emergency"
            : "New spinal pain with metastatic cancer: rule out spinal metastases and cord compression within 24 hours",
          pain,
          spread,
          neuro: emergency
            ? ` "${neuro}" is also noted, a neurological symptom that suggests cord or cauda equina compression.`
            : "",
          when: emergency
            ? "immediately, as an oncological emergency, with a whole-spine MRI within 24 hours"
            : "within 24 hours, and ask about neurological symptoms",
          patient: emergency
            ? "With the weakness, numbness or bladder or bowel change you have noticed, it can mean the cancer is pressing on the nerves in the spine. This is an emergency: contact your cancer team's 24-hour helpline or go to an emergency department now. Quick treatment protects walking and bladder control."
            : "Contact your cancer team or helpline today. Go to an emergency department at once if you notice weakness or numbness in your legs, difficulty walking, or problems passing urine or controlling your bowels.",
        },
        nextSteps: emergency
          ? [
              "Contact the acute oncology / MSCC service now: suspected metastatic spinal cord compression is an oncological emergency",
              "Whole-spine MRI within 24 hours, unless contraindicated",
            ]
          : [
              "Discuss with the acute oncology / MSCC service within 24 hours; examine for neurological signs",
              "Safety-net: limb weakness, difficulty walking, numbness or bladder or bowel change means immediate contact",
            ],
      };
    },
  },
];
