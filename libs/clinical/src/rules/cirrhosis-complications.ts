/**
 * Complications of cirrhosis with ascites that single-result rules do not join up (review 12, deep
 * case 03: decompensated cirrhosis, moderate ascites, fever 38.1 °C, abdominal pain, naproxen).
 *
 * - An NSAID in cirrhosis with ascites: NSAIDs are not used here, since they bring on acute kidney
 *   injury and add to the bleeding risk of portal hypertension (Liver Int 2018 review of medicines in
 *   cirrhosis, table 1). The EASL 2018 text on NSAIDs (low sodium, diuretic resistance) has not been
 *   seen in a primary copy, so the finding does not state those effects.
 * - Fever or abdominal pain in cirrhosis with ascites: possible spontaneous bacterial peritonitis;
 *   a diagnostic paracentesis is done without delay, and an ascitic neutrophil count above 250/mm3
 *   makes the diagnosis (BSG/BASL 2020 ascites guideline, recommendations 2.2 and 2.3).
 *
 * Ascites counts when stated (not denied) in the notes, the current conditions or an imaging report.
 */
import { FindingFamily, Severity } from "../model.ts";
import { formatNumber } from "../text.ts";
import { ascitesDescribed, ascitesRecorded, knownCirrhosis } from "./cirrhosis.ts";
import { medNames } from "./context.ts";
import { statedMention } from "./notes.ts";
import type { Rule } from "./types.ts";

/** Temperature (°C) from which it counts as a fever. */
const FEVER_C = 38;
const FEVER_WORDS = /\b(?:fever\w*|febrile|pyrexi\w*|rigors?)\b/;
const ABDOMINAL_PAIN =
  /\b(?:abdominal|belly|tummy|stomach) (?:pain|tenderness|discomfort)\b|\b(?:pain|tenderness) in the (?:abdomen|belly|tummy)\b|\btender abdomen\b/;
/**
 * Encephalopathy is among the BSG/BASL 2020 reasons for a diagnostic tap, and infection of the
 * ascites may show only as confusion: growing ascites with "mild confusion per wife" had no
 * paracentesis step (review 30, gastro-30 case 12).
 */
const CONFUSION = /\b(?:hepatic\s+)?encephalopathy\b|\bconfus(?:ed|ion)\b|\bdrows(?:y|iness)\b/;

export const CIRRHOSIS_COMPLICATION_RULES: readonly Rule[] = [
  {
    id: "cirrhosis-ascites-nsaid",
    family: FindingFamily.drugLab,
    severity: Severity.high,
    problem: "Liver tests",
    title: "NSAID in cirrhosis with ascites",
    clinician:
      "{nsaid} in {cirrhosis} with ascites. NSAIDs are not used in cirrhosis with ascites: they can bring on acute kidney injury, and they add to the bleeding risk of varices, low platelets and a prolonged INR.{kidney}",
    patient:
      "You take {nsaid}, an anti-inflammatory painkiller. With liver scarring and fluid in the belly, these painkillers can harm the kidneys and raise the risk of bleeding. Please talk to your doctor soon about stopping it and about a safer painkiller; do not change your other medicines on your own.",
    nextSteps: [
      "Stop the NSAID; for pain, {paracetamol} at a reduced dose (no more than 2 g a day) is preferred",
      "Check creatinine, sodium and potassium; if kidney function has worsened, review the diuretics with the liver team",
    ],
    patientQuestions: ["Which painkiller is safe for me with my liver condition?"],
    evidence: ["easl-2018-decompensated-cirrhosis", "liver-int-2018-medications-in-cirrhosis"],
    keywords: ["nsaid", "cirrhosis", "ascites", "acute kidney injury", "hepatorenal syndrome", "naproxen", "ibuprofen"],
    match: (ctx) => {
      const cirrhosis = knownCirrhosis(ctx);
      if (cirrhosis === undefined || !ascitesRecorded(ctx)) return undefined;
      const nsaids = ctx.meds("nsaid");
      if (nsaids.length === 0) return undefined;
      const points = ctx.series("creatinine")?.points ?? [];
      const first = points[0];
      const last = points[points.length - 1];
      const rose = first !== undefined && last !== undefined && last.value >= first.value * 1.5;
      const latest = ctx.lab("creatinine");
      return {
        refs: [cirrhosis.ref, ...nsaids.map((m) => m.ref), ...(rose && latest ? [latest.ref] : [])],
        values: {
          nsaid: medNames(nsaids),
          cirrhosis: cirrhosis.name,
          kidney: rose
            ? ` Creatinine has already risen from ${formatNumber(first.value)} (${first.date.slice(0, 10)}) to ${ctx.show(latest)}, and the NSAID is a likely contributor.`
            : "",
        },
      };
    },
  },
  {
    id: "cirrhosis-sbp-suspected",
    family: FindingFamily.pattern,
    severity: Severity.high,
    problem: "Liver tests",
    title: "Cirrhosis with ascites and {trigger}: possible spontaneous bacterial peritonitis",
    clinician:
      "{cirrhosis} with ascites, and {signs}. In cirrhosis with ascites this can be spontaneous bacterial peritonitis (infection of the ascitic fluid), which is often subtle and carries a high mortality; a diagnostic paracentesis is needed without delay.",
    patient:
      "You have fluid in the belly (ascites) from liver scarring, and {patientSigns}. This can be a sign of an infection in that fluid, which is serious. It is checked by taking a small sample of the fluid with a needle, and it needs to be done today. {act}",
    nextSteps: [
      "Urgent (same-day) diagnostic paracentesis: ascitic neutrophil count (above 250/mm3 means spontaneous bacterial peritonitis) and culture, with ascitic fluid put into blood-culture bottles at the bedside",
      "Start antibiotics straight away if the ascitic neutrophil count is above 250/mm3, without waiting for the culture; take blood cultures",
      "Check creatinine, sodium, bilirubin and INR, and review diuretics and nephrotoxic drugs with the liver team",
    ],
    evidence: ["bsg-basl-2020-ascites", "easl-2018-decompensated-cirrhosis"],
    keywords: ["spontaneous bacterial peritonitis", "sbp", "ascites", "diagnostic paracentesis", "cirrhosis", "fever"],
    match: (ctx) => {
      const cirrhosis = knownCirrhosis(ctx);
      if (cirrhosis === undefined || !ascitesDescribed(ctx)) return undefined;
      const text = ctx.freeText;
      const temp = [...ctx.vitals("temperature")]
        .filter((v) => v.value !== undefined && v.value >= 30 && v.value <= 45)
        .sort((a, b) => (b.time ?? 0) - (a.time ?? 0))[0];
      const feverTemp = temp?.value !== undefined && temp.value >= FEVER_C ? temp : undefined;
      const feverWords = statedMention(text, FEVER_WORDS);
      const pain = statedMention(text, ABDOMINAL_PAIN);
      const fever = feverTemp !== undefined || feverWords !== undefined;
      const confusion = statedMention(text, CONFUSION);
      if (!fever && pain === undefined && confusion === undefined) return undefined;
      const signs = [
        feverTemp ? `a temperature of ${formatNumber(feverTemp.value ?? 0)} °C` : "",
        !feverTemp && feverWords ? `"${feverWords}" in the notes` : "",
        pain ? `"${pain}" in the notes` : "",
        confusion ? `"${confusion}" in the notes` : "",
      ].filter(Boolean);
      const trigger = [fever ? "fever" : "", pain ? "abdominal pain" : "", confusion ? "confusion" : ""]
        .filter(Boolean)
        .join(" and ");
      return {
        refs: [cirrhosis.ref, ...(feverTemp ? [feverTemp.ref] : [])],
        severity: fever ? Severity.critical : Severity.high,
        ...(confusion && {
          clinicianExtra:
            "The confusion may be hepatic encephalopathy, which an infection of the ascites can bring on and which is itself a reason for the tap.",
        }),
        values: {
          cirrhosis: cirrhosis.name,
          signs: signs.join(" and "),
          trigger,
          patientSigns: [fever ? "a fever" : "", pain ? "belly pain" : "", confusion ? "some confusion" : ""]
            .filter(Boolean)
            .join(" and "),
          act: fever
            ? "Please contact your liver team or doctor now; if you cannot reach them, go to an emergency department."
            : "Please contact your liver team or doctor today.",
        },
      };
    },
  },
];
