import type { MeaningInContext } from "../catalogue/overlay.ts";
import type { LabObservation } from "../model.ts";
import { knownCirrhosis } from "./cirrhosis.ts";
import { cirrhosisOnImaging } from "./imaging-abdomen.ts";
import type { RuleContext } from "./context.ts";
import { statedMention } from "./notes.ts";
import { enlargedSpleen as statedSpleen } from "./spleen-size.ts";

/*
 * Low platelets or white cells beside an enlarged spleen in cirrhosis or portal hypertension
 * (review 14, haematology case 13: platelets 64 and white cells 3.2 ×10⁹/L with a 16 cm spleen on
 * ultrasound "consistent with portal hypertension" were read as "viral infections, medicines or
 * bone-marrow problems").
 * - AccessMedicine textbook section on cytopenias in cirrhosis (seenAt): hypersplenism is an
 *   enlarged spleen with a fall in one or more blood cell lines, diagnosed from the examination or
 *   imaging and the counts; in liver disease low platelets also come from lower marrow output and
 *   shorter survival; a low white count is much rarer than low platelets; treatment is usually not
 *   needed.
 * Engine choices: the reading is not offered below 50 ×10⁹/L platelets (the generic text keeps its
 * bleeding-risk sentence), 2.0 white cells or 1.0 neutrophils, nor for a critical result.
 */

const SPLENOMEGALY = /\bsplenomegaly\b|\benlarged spleen\b|\bspleen (?:is |was )?enlarged\b/i;
const PORTAL_HYPERTENSION = /\bportal hypertension\b/i;
/** A spleen length in a scan report; 13 cm or more counts as enlarged, as in imaging-abdomen.ts. */
const SPLEEN_SIZE = /\bspleen\b[^.;]{0,25}?(\d+(?:\.\d+)?)\s*cm\b/i;
const ENLARGED_FROM_CM = 13;

/** The lowest count at which the reading is offered, per test, in the rule units (×10³/µL; neutrophils /µL). */
const FLOOR: Readonly<Record<string, number>> = { platelets: 50, wbc: 2.0, anc: 1000 };

const PLATELETS: MeaningInContext = {
  text: "beside an enlarged spleen in liver disease with portal hypertension most likely reflects hypersplenism (the spleen holds back platelets), with lower production and shorter platelet survival in liver disease adding to it; it usually needs no treatment of its own",
  patient:
    "is common when the liver is scarred and the spleen is enlarged, because the big spleen holds on to some platelets; it usually does not need treatment on its own",
  evidence: ["accessmedicine-cirrhosis-hypersplenism"],
};

/**
 * Platelets in known cirrhosis with no spleen size in the record (review 35, liver-35 case 10:
 * platelets of 98 in alcohol-related cirrhosis were read as "medicines, liver disease, infections and
 * bone-marrow problems"): a low count in cirrhosis comes mostly from portal hypertension and lower
 * production, as the high-FIB-4 reading says (fib4-low-platelets.ts).
 */
const PLATELETS_IN_CIRRHOSIS: MeaningInContext = {
  text: "in known cirrhosis most likely reflects portal hypertension (the spleen holding back platelets, even when its size is not recorded), with lower production and shorter platelet survival in liver disease adding to it; it is followed with the liver care rather than referred on its own",
  patient:
    "is common when the liver is scarred, because the spleen holds on to some platelets and the liver makes less of what the body needs to make them; it is looked at as part of your liver care",
  evidence: ["accessmedicine-cirrhosis-hypersplenism"],
};

const WHITE_CELLS: MeaningInContext = {
  text: "beside an enlarged spleen in liver disease with portal hypertension is most likely hypersplenism (the spleen holds back white cells); a low white count is much less common than low platelets in cirrhosis, so medicines and infection are still considered if it persists or falls",
  patient:
    "can happen when the liver is scarred and the spleen is enlarged, because the big spleen holds on to some white cells; your doctor will still check for other causes if it stays low",
  evidence: ["accessmedicine-cirrhosis-hypersplenism"],
};

/** The text the spleen and portal hypertension are read from: notes, current conditions, scan reports. */
function recordText(ctx: RuleContext): string {
  const conditions = ctx.model.conditions.map((c) => c.name);
  const imaging = ctx.model.imaging.map((s) => `${s.description}. ${s.text}`);
  return [ctx.freeText, ...conditions, ...imaging].join(". ");
}

// A spleen length given in the notes counts as one in a scan report (statedSpleen, spleen-size.ts).
function enlargedSpleen(ctx: RuleContext, text: string): boolean {
  if (statedMention(text, SPLENOMEGALY) !== undefined || statedSpleen(ctx) !== undefined) return true;
  return ctx.model.imaging.some((s) => Number(SPLEEN_SIZE.exec(s.text)?.[1] ?? 0) >= ENLARGED_FROM_CM);
}

/** The text for a mildly low platelet, white-cell or neutrophil count with hypersplenism, or undefined. */
export function countsInHypersplenism(obs: LabObservation, ctx: RuleContext): MeaningInContext | undefined {
  if (obs.status !== "low") return undefined;
  const floor = FLOOR[obs.analyteId ?? ""];
  const value = ctx.valueOf(obs);
  if (floor === undefined || value === undefined || value < floor) return undefined;
  const text = recordText(ctx);
  // A liver scan that itself suggests cirrhosis counts as well as a recorded diagnosis (review 22,
  // deep sweep 04: a nodular liver with a 14.2 cm spleen and platelets of 92 read generically).
  const portal =
    knownCirrhosis(ctx) !== undefined ||
    cirrhosisOnImaging(ctx.model.imaging) !== undefined ||
    statedMention(text, PORTAL_HYPERTENSION) !== undefined;
  if (!portal) return undefined;
  if (!enlargedSpleen(ctx, text))
    return obs.analyteId === "platelets" && knownCirrhosis(ctx) !== undefined ? PLATELETS_IN_CIRRHOSIS : undefined;
  return obs.analyteId === "platelets" ? PLATELETS : WHITE_CELLS;
}
