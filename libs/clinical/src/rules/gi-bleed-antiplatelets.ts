/**
 * What the acute upper GI bleeding finding (acute-gi-bleed.ts) says about antiplatelets taken to
 * protect the heart or brain (deep-multimorbid review 15, case 07: melaena 5 months after a
 * drug-eluting stent, on aspirin and ticagrelor, where both were simply "withheld" with no word of
 * cardiology).
 *
 * - Low-dose aspirin taken for secondary prevention is continued once haemostasis is achieved
 *   (NICE CG141, "nice-cg141-upper-gi-bleeding"): any pause ends then; it is not stopped for good.
 * - A P2Y12 inhibitor (clopidogrel, prasugrel, ticagrelor) is decided with cardiology; the same day
 *   with a coronary stent placed within the last 12 months (engine choice: the period in which dual
 *   antiplatelet therapy is usually still planned). The ticagrelor label advises managing bleeding
 *   without stopping it where possible, because stopping it raises the risk of cardiovascular events
 *   ("brilinta-label"); that is said only for ticagrelor.
 * - Aspirin without a recorded vascular indication keeps the plain "withhold pending assessment".
 */
import type { MedicationItem } from "../model.ts";
import type { RuleContext } from "./context.ts";
import { statedMention } from "./notes.ts";
import { referenceNow } from "./past-mention.ts";

/** A coronary stent or intervention as records and notes name it. */
const CORONARY_STENT = /\b(?:stent\w*|pci|percutaneous coronary intervention|coronary angioplasty)\b/i;
/** A stent placed within this many days counts as recent (engine choice, see the module note). */
const RECENT_STENT_DAYS = 365;
const DAY_MS = 86_400_000;

export interface AntiplateletPlan {
  /** Aspirin taken for secondary prevention (a recorded coronary, cerebrovascular or arterial disease). */
  aspirin: MedicationItem[];
  /** The vascular condition that makes it secondary prevention, as the record names it. */
  indication?: string;
  /** Clopidogrel, prasugrel or ticagrelor. */
  p2y12: MedicationItem[];
  /** The stent as the record names it, with its date when known. */
  stent?: { name: string; date?: string; months?: number };
  /** The stent was placed within {@link RECENT_STENT_DAYS} days. */
  recentStent: boolean;
  refs: string[];
}

function stentOf(ctx: RuleContext): (NonNullable<AntiplateletPlan["stent"]> & { ref?: string }) | undefined {
  const now = referenceNow(ctx);
  const recorded = ctx.model.conditions
    .filter((c) => CORONARY_STENT.test(c.name))
    .sort((a, b) => (b.date ?? "").localeCompare(a.date ?? ""))[0];
  if (recorded !== undefined) {
    const at = recorded.date !== undefined ? Date.parse(recorded.date) : Number.NaN;
    const days = now !== undefined && !Number.isNaN(at) ? (now - at) / DAY_MS : undefined;
    return {
      name: recorded.name,
      ref: recorded.ref,
      ...(recorded.date !== undefined ? { date: recorded.date.slice(0, 10) } : {}),
      ...(days !== undefined && days >= 0 ? { months: Math.floor(days / 30.44) } : {}),
    };
  }
  const stated = statedMention(ctx.freeText, CORONARY_STENT);
  return stated === undefined ? undefined : { name: stated };
}

/** The antiplatelet picture of a patient with upper GI bleeding, or undefined when none is taken. */
export function antiplateletPlan(ctx: RuleContext): AntiplateletPlan | undefined {
  const p2y12 = ctx.medsOf("clopidogrel", "antiplatelet");
  const vascular = ctx.conditions("ascvd")[0];
  const stent = stentOf(ctx);
  const indication = vascular?.name ?? stent?.name;
  const aspirin = indication !== undefined ? ctx.meds("aspirin") : [];
  if (aspirin.length === 0 && p2y12.length === 0) return undefined;
  const recentStent = stent?.months !== undefined && stent.months * 30.44 <= RECENT_STENT_DAYS;
  const stentOut = stent === undefined ? undefined : { name: stent.name, date: stent.date, months: stent.months };
  return {
    aspirin,
    ...(indication !== undefined ? { indication } : {}),
    p2y12,
    ...(stentOut !== undefined ? { stent: stentOut } : {}),
    recentStent,
    refs: [...(vascular ? [vascular.ref] : []), ...(stent?.ref ? [stent.ref] : [])],
  };
}

const genericName = (m: MedicationItem) => m.drugs[0] ?? m.name;

/** A record's capitalised name inside a sentence ("Percutaneous coronary …" → "percutaneous coronary …"); acronyms kept. */
const sentenceCase = (name: string) => (/^[A-Z][a-z]/.test(name) ? name[0]?.toLowerCase() + name.slice(1) : name);

/** "5 months ago (2026-06-13)", "(2026-06-13)" or "" for the stent's timing. */
function stentWhen(s: NonNullable<AntiplateletPlan["stent"]>): string {
  if (s.months !== undefined && s.date !== undefined)
    return ` ${s.months === 0 ? "less than a month" : `${s.months} month${s.months === 1 ? "" : "s"}`} ago (${s.date})`;
  return s.date !== undefined ? ` (${s.date})` : "";
}

/** The clinician's next steps on the antiplatelets. */
export function antiplateletSteps(plan: AntiplateletPlan): string[] {
  const steps: string[] = [];
  if (plan.aspirin.length > 0)
    steps.push(
      `Low-dose aspirin is for secondary prevention (${sentenceCase(plan.indication ?? "")}): continue it once haemostasis is achieved (NICE CG141), so any pause ends then and it is not stopped for good`,
    );
  if (plan.p2y12.length > 0) {
    const names = [...new Set(plan.p2y12.map(genericName))].join(" and ");
    const ticagrelor = plan.p2y12.some((m) => m.drugs.includes("ticagrelor"));
    const label = ticagrelor
      ? "; the ticagrelor label advises managing bleeding without stopping it where possible, as stopping it raises the risk of cardiovascular events"
      : "";
    steps.push(
      plan.recentStent && plan.stent !== undefined
        ? `Agree with cardiology today whether ${names} is paused and when it restarts: ${sentenceCase(plan.stent.name)}${stentWhen(plan.stent)}${label}`
        : `Decide with cardiology whether ${names} is paused and when it restarts${label}`,
    );
  }
  return steps;
}

/** The patient's sentence on the antiplatelets. */
export function antiplateletPatientText(plan: AntiplateletPlan): string {
  const names = [...new Set([...plan.aspirin, ...plan.p2y12].map(genericName))];
  if (names.length === 0) return "";
  const list = names.length === 1 ? names[0] : `${names.slice(0, -1).join(", ")} and ${names[names.length - 1]}`;
  const why = plan.stent !== undefined ? "your heart stent" : "your heart or circulation";
  return ` Tell the doctors you take ${list} to protect ${why}: they will decide, with a heart specialist where needed, whether to pause ${names.length === 1 ? "it" : "them"} for now and when to restart. Do not stop ${names.length === 1 ? "it" : "them"} for good on your own.`;
}
