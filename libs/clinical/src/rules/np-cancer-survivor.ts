import { BREATHLESS } from "./cardio-oncology.ts";
import type { RuleContext } from "./context.ts";
import { statedMention } from "./notes.ts";
import { chestRadiotherapy } from "./survivorship.ts";
import type { RuleMatch } from "./types.ts";

/*
 * A raised natriuretic peptide in a survivor of anthracycline chemotherapy or chest radiotherapy
 * (review 31b, deep-paeds-31b case 10: doxorubicin-containing chemotherapy and mantle radiotherapy
 * at 16 for Hodgkin lymphoma, breathless on hills for 3 months, NT-proBNP 310 ng/L). NICE's band
 * below 400 ng/L ("heart failure less likely: review other causes first") was given, and the deep
 * report's ESC summary then asked for echocardiography: the two read against each other. The 2022
 * ESC cardio-oncology guideline ("esc-2022-cardio-oncology", Recommendation Table 41 and Figure 38)
 * follows such survivors with a yearly ECG and natriuretic peptide, counts a new rise in cardiac
 * biomarkers in its definition of cancer therapy-related cardiac dysfunction, and refers survivors
 * who develop new cardiovascular symptoms to cardiology (cardio-oncology where available). So for
 * them the raised peptide leads to an echocardiogram and that referral, not a search elsewhere first.
 */

/** Anthracyclines named in the record (the cardiotoxic chemotherapy of the guideline's risk tables). */
const ANTHRACYCLINE = /\b(doxorubicin|epirubicin|daunorubicin|idarubicin|anthracyclines?|adriamycin)\b/i;

/** The cardiotoxic treatment in the record, in words ("doxorubicin and chest radiotherapy"). */
export function cardiotoxicHistory(ctx: RuleContext): string | undefined {
  const texts = [ctx.freeText, ...ctx.model.conditions.map((c) => c.name), ...ctx.model.medications.map((m) => m.name)];
  const drug = texts.map((t) => statedMention(t, ANTHRACYCLINE)).find((q) => q !== undefined);
  const rt = chestRadiotherapy(ctx) === undefined ? undefined : "chest radiotherapy";
  const parts = [drug?.toLowerCase(), rt].filter((p): p is string => p !== undefined);
  return parts.length === 0 ? undefined : parts.join(" and ");
}

/** The natriuretic peptide finding's reading for such a survivor (see the file comment). */
export function survivorPeptide(
  ctx: RuleContext,
): Pick<RuleMatch, "clinicianExtra" | "patientExtra" | "nextSteps" | "evidence"> | undefined {
  const treatment = cardiotoxicHistory(ctx);
  if (treatment === undefined) return undefined;
  const breathless = statedMention(ctx.freeText, BREATHLESS);
  return {
    clinicianExtra: `After ${treatment}${breathless ? `, with "${breathless}" in the notes` : ""}, this is not a level to look elsewhere first: the 2022 ESC cardio-oncology guideline follows survivors of cardiotoxic treatment with a yearly ECG and natriuretic peptide, counts a new rise in cardiac biomarkers towards cancer therapy-related cardiac dysfunction, and refers survivors with new cardiovascular symptoms to cardiology (cardio-oncology where available).`,
    patientExtra:
      "Because of your past cancer treatment, which can affect the heart years later, a heart scan (echocardiogram) and a heart specialist's review are usually arranged rather than looking for other causes first.",
    nextSteps: [
      "Echocardiogram, and referral to cardio-oncology (or cardiology) in view of the earlier cardiotoxic treatment",
      "ECG; review symptoms, kidney function and age, which also raise the level",
    ],
    evidence: ["esc-2022-cardio-oncology", "esc-2021-hf"],
  };
}
