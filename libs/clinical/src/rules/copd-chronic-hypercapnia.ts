import { FindingFamily, type LabObservation, Severity } from "../model.ts";
import type { RuleContext } from "./context.ts";
import { copdHypercapnia, PH_ACIDOSIS } from "./copd-hypercapnia.ts";
import { onHomeOxygen } from "./copd.ts";
import { formatNumber } from "../text.ts";
import { parseNumber } from "../parse/number.ts";
import type { Rule } from "./types.ts";

/**
 * COPD with a compensated raised pCO2 on record: oxygen in an exacerbation is controlled to 88–92%,
 * and the PaO2 is read against the long-term oxygen criteria.
 *
 * COPD with a raised pCO2 and a pH of 7.35 or more on a blood gas already on record: chronic
 * (compensated) hypercapnic respiratory failure, so oxygen in any exacerbation is controlled to
 * 88–92% ("bts-2017-emergency-oxygen"); the same gas's PaO2 is read against the LTOT criteria
 * (8 kPa or less with a haematocrit of 55% or more, 7.3 kPa or less alone; "bts-2015-home-oxygen")
 * instead of asking for a gas as if none existed. The acidotic case is copd-hypercapnic-acidosis's.
 * Someone already on home oxygen has had that assessment, and a gas taken on oxygen is not one to
 * judge eligibility by (review 24, resp-endo-24 case 02: a PaO2 of 8.1 kPa on 1 L/min read as
 * "above the BTS range for long-term oxygen").
 */

const PO2_NAME = /^(?:p[a]?o2|po₂|partial pressure (?:of )?oxygen)\b/i;
const KPA_PER_MMHG = 0.133322;
const LTOT_ALONE_KPA = 7.3;
const LTOT_WITH_SIGNS_KPA = 8;
const LTOT_HAEMATOCRIT = 0.55;
const RECORD_STEP =
  "Record chronic hypercapnic respiratory failure, so oxygen is controlled to 88–92% in any exacerbation or emergency";

/** The PaO2 in kPa from the newest oxygen tension on record. */
function newestPo2(ctx: RuleContext): { o: LabObservation; kpa: number } | undefined {
  const o = [...ctx.model.labs]
    .filter((l) => PO2_NAME.test(l.name.trim()))
    .sort((a, b) => (b.time ?? 0) - (a.time ?? 0))[0];
  const raw = o === undefined ? undefined : parseNumber(o.rawValue);
  if (o === undefined || raw === undefined) return undefined;
  const unit = (o.rawUnit ?? o.unit ?? "").toLowerCase();
  return { o, kpa: unit.includes("mm") || (unit === "" && raw > 30) ? raw * KPA_PER_MMHG : raw };
}

export const COPD_CHRONIC_HYPERCAPNIA_RULES: readonly Rule[] = [
  {
    id: "copd-chronic-hypercapnia",
    family: FindingFamily.pattern,
    severity: Severity.moderate,
    problem: "Breathing",
    title: "COPD with a raised pCO2 and a compensated pH: chronic hypercapnic respiratory failure",
    clinician:
      "COPD with pCO2 {pco2} and pH {ph}{bicarbonate}: a raised carbon dioxide with a pH of 7.35 or more, compensated, which is chronic hypercapnic (type 2) respiratory failure rather than an acute acidosis. In any exacerbation, oxygen is controlled to a target saturation of 88–92% (BTS), with a repeat gas after 30–60 minutes; record the hypercapnia risk so that emergency teams see it.{po2}",
    patient:
      "Your blood gas test shows that carbon dioxide has built up in your blood over time because of your COPD. This is why, when you are unwell, the oxygen you are given needs to be carefully controlled rather than high. Make sure anyone treating you in an emergency knows this.",
    nextSteps: [
      RECORD_STEP,
      "Use the blood gas on record for the long-term oxygen assessment instead of requesting one as if none existed; repeat it only when stable if it was taken during an exacerbation",
    ],
    patientQuestions: ["How much oxygen is safe for me when I am unwell, and how do I tell the emergency team?"],
    evidence: ["bts-2017-emergency-oxygen", "bts-2015-home-oxygen"],
    keywords: ["copd", "hypercapnia", "type 2 respiratory failure", "controlled oxygen", "ltot"],
    match: (ctx) => {
      const gas = copdHypercapnia(ctx);
      if (gas === undefined || gas.phValue < PH_ACIDOSIS) return undefined;
      const bicarbonate = ctx.model.labs.find(
        (o) => /bicarbonate|\bhco3\b/i.test(o.name) && (o.status === "high" || o.status === "critical-high"),
      );
      const onOxygen = onHomeOxygen(ctx);
      const po2 = onOxygen ? undefined : newestPo2(ctx);
      const hct = onOxygen ? undefined : ctx.lab("hematocrit");
      const hctValue = ctx.valueOf(hct);
      const hctFraction = hctValue === undefined ? undefined : hctValue > 1 ? hctValue / 100 : hctValue;
      let po2Text = "";
      if (po2 !== undefined) {
        const shown = `PaO2 ${po2.o.rawValue} ${po2.o.rawUnit ?? po2.o.unit ?? ""}`.trim();
        po2Text =
          po2.kpa <= LTOT_ALONE_KPA
            ? ` The same gas gives ${shown}, at or below 7.3 kPa: if it holds when stable, this meets the BTS criterion for long-term oxygen.`
            : po2.kpa <= LTOT_WITH_SIGNS_KPA
              ? ` The same gas gives ${shown}, 7.3–8 kPa: BTS orders long-term oxygen at this level when stable with polycythaemia (haematocrit 55% or more), peripheral oedema or pulmonary hypertension${
                  hctFraction !== undefined && hctFraction >= LTOT_HAEMATOCRIT && hct !== undefined
                    ? `, and the haematocrit is ${ctx.show(hct)}`
                    : ""
                }.`
              : ` The same gas gives ${shown}, above 8 kPa: above the BTS range for long-term oxygen.`;
      }
      return {
        refs: ctx.refs(gas.pco2, gas.ph, bicarbonate, po2?.o, hct),
        values: {
          pco2: `${gas.pco2.rawValue} ${gas.pco2.rawUnit ?? gas.pco2.unit ?? ""}`.trim(),
          ph: formatNumber(gas.phValue, 2),
          bicarbonate: bicarbonate === undefined ? "" : ` (bicarbonate ${ctx.show(bicarbonate)}, raised to compensate)`,
          po2: po2Text,
        },
        ...(onOxygen && {
          clinicianExtra: "Already on home oxygen, so the PaO2 is not read against the criteria for starting it.",
          nextSteps: [RECORD_STEP],
        }),
      };
    },
  },
];
