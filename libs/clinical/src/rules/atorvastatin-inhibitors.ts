import type { MedicationItem } from "../model.ts";
import type { RuleContext } from "./context.ts";

/*
 * Atorvastatin with a strong CYP3A4 inhibitor (review 19, statin-muscle-2). Unlike simvastatin and
 * lovastatin, atorvastatin is not contraindicated with these: its label warns that higher doses with
 * strong CYP3A4 inhibitors such as clarithromycin, itraconazole and HIV protease inhibitors raise the
 * risk of myopathy and rhabdomyolysis, and its product information sets a 20 mg daily dose point
 * (see FACTS_SEEN["lipitor-label"]): not above 20 mg with clarithromycin or with saquinavir or
 * darunavir plus ritonavir or fosamprenavir, and caution above 20 mg with itraconazole.
 */

function joinList(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? "";
  return `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`;
}

const ATORVASTATIN = new Set(["atorvastatin", "lipitor"]);

/** The inhibitors the product information gives a 20 mg atorvastatin dose point, by the names they are recognised by. */
const AT_20_MG: readonly { drug: string; names: ReadonlySet<string>; advice: "limit" | "caution" }[] = [
  { drug: "clarithromycin", names: new Set(["clarithromycin", "klacid", "klaricid", "biaxin"]), advice: "limit" },
  { drug: "itraconazole", names: new Set(["itraconazole", "sporanox"]), advice: "caution" },
  { drug: "saquinavir", names: new Set(["saquinavir"]), advice: "limit" },
  { drug: "darunavir", names: new Set(["darunavir"]), advice: "limit" },
  { drug: "fosamprenavir", names: new Set(["fosamprenavir"]), advice: "limit" },
];

/** The atorvastatin dose point with these inhibitors (mg a day). */
export const ATORVASTATIN_INHIBITOR_MG = 20;

export interface AtorvastatinInhibitors {
  /** The current atorvastatin items. */
  atorvastatin: MedicationItem[];
  /** The current inhibitors with a 20 mg dose point. */
  meds: MedicationItem[];
  /** Their generic names ("clarithromycin"). */
  names: string[];
  /** The daily dose when one strength is written, else undefined. */
  dose: number | undefined;
  /** The product information's advice worded: "not above 20 mg a day with clarithromycin". */
  advice: string;
}

/** The daily atorvastatin dose when a single strength is written in its name or dosage. */
function strength(meds: readonly MedicationItem[]): number | undefined {
  const found = new Set<number>();
  for (const m of meds)
    for (const hit of `${m.name} ${m.dosage ?? ""}`.matchAll(/(?<![\d.,/])(\d+(?:[.,]\d+)?)\s*mg\b/gi))
      found.add(Number((hit[1] ?? "").replace(",", ".")));
  return found.size === 1 ? [...found][0] : undefined;
}

/** Current atorvastatin with a current inhibitor the product information gives a 20 mg dose point; else undefined. */
export function atorvastatinInhibitors(ctx: RuleContext): AtorvastatinInhibitors | undefined {
  const atorvastatin = ctx.meds("statin").filter((m) => m.drugs.some((d) => ATORVASTATIN.has(d)));
  if (atorvastatin.length === 0) return undefined;
  const hits = AT_20_MG.filter((a) =>
    ctx.model.medications.some((m) => m.active && m.drugs.some((d) => a.names.has(d))),
  );
  if (hits.length === 0) return undefined;
  const meds = ctx.model.medications.filter((m) => m.active && m.drugs.some((d) => hits.some((a) => a.names.has(d))));
  const limit = hits.filter((a) => a.advice === "limit").map((a) => a.drug);
  const caution = hits.filter((a) => a.advice === "caution").map((a) => a.drug);
  const advice = [
    limit.length > 0 ? `not above ${ATORVASTATIN_INHIBITOR_MG} mg a day with ${joinList(limit)}` : "",
    caution.length > 0 ? `caution above ${ATORVASTATIN_INHIBITOR_MG} mg a day with ${joinList(caution)}` : "",
  ]
    .filter(Boolean)
    .join(", and ");
  return { atorvastatin, meds, names: hits.map((a) => a.drug), dose: strength(atorvastatin), advice };
}

/** The same, only when the atorvastatin dose is above the 20 mg dose point. */
export function atorvastatinAboveInhibitorDose(ctx: RuleContext): AtorvastatinInhibitors | undefined {
  const found = atorvastatinInhibitors(ctx);
  return found?.dose !== undefined && found.dose > ATORVASTATIN_INHIBITOR_MG ? found : undefined;
}
