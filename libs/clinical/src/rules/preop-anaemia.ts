import { FindingFamily, LabStatus, Severity } from "../model.ts";
import { statedMention } from "./notes.ts";
import type { Rule } from "./types.ts";

/**
 * Iron-deficiency anaemia found before planned surgery, treated before the operation.
 *
 * NICE NG24
 * offers oral iron before and after surgery to people with iron-deficiency anaemia, and considers
 * intravenous iron when oral iron is not tolerated or absorbed, or when the time between the
 * diagnosis and the operation is too short for oral iron to work (evidence "nice-ng24-transfusion");
 * its quality standard adds that the cause may need investigating before surgery.
 */

/** ng/mL (µg/L): the same cut-off the iron-deficiency-anaemia finding uses outside pregnancy and childhood. */
const FERRITIN_DEFICIENT_BELOW = 45;
const ADULT_FROM = 18;
const PLANNED_SURGERY =
  /\b(?:listed|scheduled|booked|planned|awaiting|waiting\s+list|due)\b[^.;\n]{0,40}\b(?:surgery|operation|replacement|arthroplasty|\w+ectomy|\w+otomy|repair|resection|procedure)\b|\bpre-?(?:operative\s+)?assessment\b|\bpre-?op\b/i;
const WEEKS_TO_SURGERY = /\bin\s+(\d{1,2})\s+weeks?\b/i;

export const PREOP_ANAEMIA_RULES: readonly Rule[] = [
  {
    id: "preop-iron-deficiency-anaemia",
    family: FindingFamily.pattern,
    severity: Severity.moderate,
    problem: "Anaemia",
    title: "Iron-deficiency anaemia before planned surgery",
    clinician:
      "Iron-deficiency anaemia (haemoglobin {hb}, ferritin {ferritin}) with surgery planned ({surgery}). NICE NG24 treats iron-deficiency anaemia before an operation: oral iron before and after surgery, and intravenous iron to be considered when oral iron is not tolerated or absorbed or when the time to surgery is too short for it to work.{interval} Correct the anaemia before the operation, and tell the surgical pre-assessment team.",
    patient:
      "Your blood count is low because of low iron, and you have an operation planned. Treating the low iron before the operation can lower the chance of needing a blood transfusion. Ask your doctor or the pre-assessment team about iron treatment now, and whether tablets will work in time or an iron drip is better.",
    nextSteps: [
      "Start iron now and tell the surgical pre-assessment team; consider intravenous iron if the time to surgery is too short for oral iron or it is not tolerated",
      "Recheck the haemoglobin before the operation; decide with the surgical team whether the cause needs investigating before surgery",
    ],
    patientQuestions: ["Will my iron be back up in time for my operation, or do I need an iron drip?"],
    evidence: ["nice-ng24-transfusion"],
    keywords: ["preoperative anaemia", "iron deficiency", "intravenous iron", "patient blood management", "surgery"],
    match: (ctx) => {
      if (ctx.age !== undefined && ctx.age < ADULT_FROM) return undefined;
      const hb = ctx.lab("hemoglobin");
      if (hb?.status !== LabStatus.low && hb?.status !== LabStatus.criticalLow) return undefined;
      const ferritin = ctx.lab("ferritin");
      const ferritinValue = ctx.valueOf(ferritin);
      if (ferritin === undefined || ferritinValue === undefined || ferritinValue >= FERRITIN_DEFICIENT_BELOW)
        return undefined;
      const surgery = statedMention(ctx.freeText, PLANNED_SURGERY);
      if (surgery === undefined) return undefined;
      const weeks = WEEKS_TO_SURGERY.exec(ctx.freeText)?.[1];
      return {
        refs: ctx.refs(hb, ferritin),
        values: {
          hb: ctx.show(hb),
          ferritin: ctx.show(ferritin),
          surgery: `"${surgery}"`,
          interval:
            weeks === undefined
              ? ""
              : ` With the operation in about ${weeks} weeks, judge now whether oral iron can raise the haemoglobin in time.`,
        },
      };
    },
  },
];
