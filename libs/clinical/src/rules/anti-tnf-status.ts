import type { ImagingItem, MedicationItem } from "../model.ts";
import type { RuleContext } from "./context.ts";

/*
 * What the record says about a TNF inhibitor and the TB work-up (review 11, rheumatology case 12):
 * whether the drug has already been started (an active entry with a start date on or before the
 * analysis date), and whether a chest X-ray from the last three months is on file, so that the
 * latent TB finding neither calls a running drug "planned" nor asks for an X-ray already done.
 */

/** A chest X-ray older than this (days) is not taken as the pre-treatment film. */
const CXR_MAX_AGE_DAYS = 90;
const DAY_MS = 24 * 3600 * 1000;
const CHEST_XRAY = /\b(?:chest\s*x-?ray|cxr|chest radiograph)\b/i;

function nowMs(ctx: RuleContext): number {
  return ctx.model.now ? Date.parse(ctx.model.now) : Date.now();
}

/** The earliest start date (ISO day) of the active TNF inhibitors already started, if any. */
export function antiTnfStarted(ctx: RuleContext, meds: readonly MedicationItem[]): string | undefined {
  const now = nowMs(ctx);
  const starts = meds
    .filter((m) => m.active && m.startDate !== undefined && Date.parse(m.startDate) <= now)
    .map((m) => (m.startDate ?? "").slice(0, 10))
    .sort();
  return starts[0];
}

/** The latest chest X-ray in the imaging list dated within the last three months. */
export function recentChestXray(ctx: RuleContext): ImagingItem | undefined {
  const now = nowMs(ctx);
  return ctx.model.imaging
    .filter((i) => CHEST_XRAY.test(`${i.type} ${i.description}`) && i.date !== undefined)
    .filter((i) => {
      const t = Date.parse(i.date ?? "");
      return !Number.isNaN(t) && t <= now && now - t <= CXR_MAX_AGE_DAYS * DAY_MS;
    })
    .sort((a, b) => Date.parse(b.date ?? "") - Date.parse(a.date ?? ""))[0];
}
