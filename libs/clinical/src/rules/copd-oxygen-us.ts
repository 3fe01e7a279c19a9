import { Severity } from "../model.ts";
import { formatNumber } from "../text.ts";
import type { RuleMatch } from "./types.ts";

/*
 * The long-term oxygen reading of a stable COPD saturation on a US record (review 34,
 * acute-neither-34 case 04: a Denver clinic's COPD with a resting SpO2 of 91% was told NICE NG115's
 * "assess for oxygen at 92% or less" and NICE QS10, and cited NICE and BTS). The ATS 2020 guideline
 * on home oxygen ("ats-2020-home-oxygen"): long-term oxygen for at least 15 hours a day in COPD with
 * severe chronic resting room-air hypoxemia (PaO2 55 mmHg or less or SpO2 88% or less; or PaO2
 * 56–59 mmHg or SpO2 89% with edema, a hematocrit of 55% or more or P pulmonale on the ECG), and a
 * suggestion against it in moderate hypoxemia (SpO2 89–93%). Stopping smoking is part of its oxygen
 * safety education (fire risk); it does not say oxygen is withheld from people who smoke.
 */

/** SpO2 (%) at or below which ATS 2020 calls a stable resting reading severe hypoxemia. */
const ATS_SEVERE_SPO2 = 88;
/** SpO2 (%) that counts as severe with edema, a hematocrit of 55% or more or P pulmonale. */
const ATS_SEVERE_WITH_SIGNS_SPO2 = 89;
/** Edema in the notes, one of ATS 2020's signs that make an SpO2 of 89% severe. */
const EDEMA = /\b(?:o?edema|swollen (?:ankles|legs)|ankle swelling)\b/i;

const SEVERE_CRITERIA =
  "PaO2 55 mmHg or less or SpO2 88% or less; or PaO2 56–59 mmHg or SpO2 89% with edema, a hematocrit of 55% or more or P pulmonale on the ECG";

/** What the US reading needs from the COPD rule. */
export interface UsOxygenInput {
  spo2: number;
  /** The raised hematocrit or hemoglobin, as shown ("hematocrit 56%"); empty when neither is raised. */
  red: readonly string[];
  /** Whether a raised hematocrit is 55% or more, the ATS sign. */
  hematocrit55: boolean;
  smoker: boolean;
  freeText: string;
  /** Whether a blood gas is already on record, used rather than requested again. */
  gasOnRecord: boolean;
}

/** The title, texts and steps of the COPD oxygen finding on a US record. */
export function usOxygenReading(input: UsOxygenInput): Pick<
  RuleMatch,
  "severity" | "nextSteps" | "evidence" | "evidenceReplacesRule"
> & {
  values: Record<string, string>;
} {
  const { spo2, red, hematocrit55, smoker } = input;
  const signs = hematocrit55 || EDEMA.test(input.freeText);
  const severe = spo2 <= ATS_SEVERE_SPO2 || (spo2 <= ATS_SEVERE_WITH_SIGNS_SPO2 && signs);
  const reading = severe
    ? `This is severe chronic resting hypoxemia if it is a stable reading: ATS 2020 recommends long-term oxygen for at least 15 hours a day in COPD at that level (${SEVERE_CRITERIA}); confirm with an arterial blood gas when stable.`
    : `A stable resting SpO2 of 89–93% is moderate hypoxemia, for which ATS 2020 suggests not prescribing long-term oxygen; it recommends long-term oxygen for severe chronic resting hypoxemia (${SEVERE_CRITERIA}). Recheck at rest on air when stable.`;
  const supports = [
    red.length > 0
      ? ` Raised ${red.join(" and ")}: secondary polycythemia from chronic hypoxemia fits${hematocrit55 ? ", and a hematocrit of 55% or more is one of the signs that make an SpO2 of 89% severe in ATS 2020" : ""}. Other causes of a raised hematocrit, smoking among them, are weighed too.`
      : "",
    smoker
      ? " Current smoking: smoking near oxygen is a fire and burn risk, and ATS 2020 makes stopping smoking part of oxygen safety education; offer stop-smoking treatment."
      : "",
  ].join("");
  return {
    severity: red.length > 0 ? Severity.high : severe ? Severity.moderate : Severity.low,
    values: {
      title: severe
        ? "COPD with a resting saturation at the long-term oxygen level: assess for long-term oxygen"
        : "COPD with a resting saturation of 89–92%: recheck when stable",
      supports,
      reading: `${reading} The lower 88–92% target used in COPD is for giving oxygen in acute illness; it does not make a stable outpatient reading normal.`,
      patientLead: severe
        ? "That is low. When you are well, a level like this means your doctor should check whether you need oxygen at home, usually with a blood test."
        : `That is a little low. Oxygen at home helps when the level stays at ${formatNumber(ATS_SEVERE_SPO2)}% or lower, so your doctor should recheck it when you are well.`,
      patientSmoke: smoker ? " Smoking near oxygen can start a fire, so stopping smoking is an important step." : "",
    },
    nextSteps: [
      "Recheck the saturation at rest on air when stable (not during an exacerbation)",
      `If it is ${formatNumber(ATS_SEVERE_SPO2)}% or less, or 89% with edema, a hematocrit of 55% or more or P pulmonale: long-term oxygen assessment (ATS 2020), ${input.gasOnRecord ? "with the blood gas already on record (repeated only if it was not taken when stable)" : "with an arterial blood gas when stable"}`,
      ...(smoker ? ["Offer stop-smoking treatment; smoking near oxygen is a fire risk"] : []),
    ],
    evidence: ["ats-2020-home-oxygen"],
    evidenceReplacesRule: true,
  };
}
