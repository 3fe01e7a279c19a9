/**
 * eGFR calculated from serum creatinine when the record reports none, with the race-free
 * CKD-EPI 2021 creatinine equation (Inker LA et al., N Engl J Med 2021): many records carry a
 * creatinine but no eGFR, and without one every kidney-function rule would stay silent.
 *
 * One value per creatinine day that has no reported eGFR, so rules see the latest kidney function
 * whichever way it was recorded and a reported eGFR is never overridden for its own draw. The
 * values are kept apart from the record's labs (see PatientModel.derivedLabs): they add no
 * element, flag or trend of their own, and the rule context decides how they join series.
 */
import { labById, ruleUnit } from "../catalogue/index.ts";
import { type LabObservation, LabStatus, type PatientModel, type Sex } from "../model.ts";
import { formatNumber } from "../text.ts";
import { currentFirst } from "../trends.ts";
import { isActiveCondition } from "../vocab/conditions.ts";
import { gestationInText } from "../vocab/pregnancy.ts";
import { readShorthand } from "../rules/notes.ts";

/** The equation's name as texts quote it. */
export const CKD_EPI_2021 = "CKD-EPI 2021";

/** The equation is for adults; children's kidney function needs other equations. */
const ADULT_AGE = 18;

/** Creatinine's molar mass factor: µmol/L ÷ 88.4 = mg/dL. */
export const CREATININE_UMOL_PER_MG_DL = 88.4;

/**
 * Creatinine values (mg/dL) outside which no eGFR is calculated: lower is below what serum holds
 * (a µmol/L value labelled mg/dL reads the other way), higher is a mg/dL label on a µmol/L number.
 */
const PLAUSIBLE_MG_DL = { low: 0.1, high: 30 } as const;

/** Names of creatinine measurements that are not serum or plasma creatinine. */
const NOT_SERUM = /urin|clearance|\bcrcl\b|24\s*h|dialys|fluid|ratio|\bacr\b|\bpcr\b/i;

const YEAR_MS = 365.25 * 86_400_000;

/**
 * CKD-EPI 2021 creatinine equation, unrounded, in mL/min/1.73 m²:
 * 142 × min(Scr/κ, 1)^α × max(Scr/κ, 1)^−1.200 × 0.9938^age × 1.012 (female), with κ 0.7 (female)
 * or 0.9 (male) and α −0.241 (female) or −0.302 (male); creatinine in mg/dL, age in years.
 */
export function ckdEpi2021(creatinineMgDl: number, age: number, sex: Sex): number {
  const female = sex === "female";
  const kappa = female ? 0.7 : 0.9;
  const alpha = female ? -0.241 : -0.302;
  const ratio = creatinineMgDl / kappa;
  return 142 * Math.min(ratio, 1) ** alpha * Math.max(ratio, 1) ** -1.2 * 0.9938 ** age * (female ? 1.012 : 1);
}

/** The day of a dated observation (a result at 08:00 and one dated that day are one draw). */
export function dayOf(obs: LabObservation): string | undefined {
  if (obs.date === undefined || obs.time === undefined) return undefined;
  return obs.date.length > 10 ? new Date(obs.time).toISOString().slice(0, 10) : obs.date.slice(0, 10);
}

/** A creatinine in mg/dL that the equation may use: serum, numeric, uncensored and plausible. */
export function creatinineMgDl(obs: LabObservation): number | undefined {
  if (obs.analyteId !== "creatinine" || obs.value.kind !== "number" || obs.value.comparator !== undefined)
    return undefined;
  if (NOT_SERUM.test(`${obs.name} ${obs.category ?? ""}`)) return undefined;
  if (obs.standard === undefined || obs.standard.unit !== "mg/dL") return undefined;
  const v = obs.standard.value;
  return v >= PLAUSIBLE_MG_DL.low && v <= PLAUSIBLE_MG_DL.high ? v : undefined;
}

/** How the creatinine is quoted: as given, with mg/dL added when it was given in another unit. */
function quoteCreatinine(obs: LabObservation, mgDl: number): string {
  const given = obs.value.kind === "number" ? formatNumber(obs.value.value) : obs.rawValue.trim();
  const unit = obs.unit ?? "mg/dL";
  return unit === "mg/dL" ? `${given} mg/dL` : `${given} ${unit} (${formatNumber(mgDl, 2)} mg/dL)`;
}

/**
 * The patient's age at a draw: the given age, less the whole years between the draw and the
 * latest of `now` and the record's creatinine dates (the age is taken to be the current one).
 */
export function ageAt(obs: LabObservation, age: number, reference: number | undefined): number {
  if (obs.time === undefined || reference === undefined) return age;
  return age - Math.max(0, Math.floor((reference - obs.time) / YEAR_MS));
}

function derivedObservation(obs: LabObservation, mgDl: number, age: number, sex: Sex): LabObservation {
  const def = labById("egfr");
  const unit = ruleUnit(def)?.key ?? "mL/min/1.73m2";
  // Laboratories report eGFR as a whole number; rules read it so too.
  const value = Math.round(ckdEpi2021(mgDl, age, sex));
  const low = def.ranges.find((b) => b.sex === "any")?.low ?? undefined;
  const derived: LabObservation = {
    ref: obs.ref,
    source: "calculated",
    index: obs.index,
    name: def.name,
    analyteId: def.id,
    rawValue: String(value),
    value: { kind: "number", value },
    unit,
    standard: { value, unit },
    status: low === undefined ? LabStatus.unknown : value < low ? LabStatus.low : LabStatus.normal,
    statusSource: low === undefined ? "none" : "catalogue",
    critical: false,
    derivation: { method: CKD_EPI_2021, from: quoteCreatinine(obs, mgDl), fromRef: obs.ref, creatinineMgDl: mgDl, age },
  };
  if (obs.date !== undefined) derived.date = obs.date;
  if (obs.time !== undefined) derived.time = obs.time;
  return derived;
}

/**
 * eGFR values calculated from the record's creatinines: one per day with a usable creatinine and
 * no reported eGFR (from that day's current creatinine), for an adult whose age and sex (male or
 * female) are known. Nothing is calculated from a censored ("<0.5"), implausible, unitless or
 * non-serum creatinine. An undated creatinine gets one only when no eGFR is reported at all, and
 * an undated reported eGFR stops every calculation, since it may belong to any draw. Nor is one
 * calculated in a current pregnancy (see {@link pregnantNow}).
 */
export function deriveEgfr(
  model: Pick<PatientModel, "labs" | "patient" | "now"> & Partial<Pick<PatientModel, "conditions" | "notes">>,
): LabObservation[] {
  const { age, sex } = model.patient;
  if (age === undefined || age < ADULT_AGE || (sex !== "male" && sex !== "female")) return [];
  if (pregnantNow(model)) return [];
  const reported = model.labs.filter((o) => o.analyteId === "egfr");
  if (reported.some((o) => o.time === undefined)) return [];
  const reportedDays = new Set(reported.map(dayOf));
  const byDay = new Map<string, LabObservation[]>();
  for (const obs of model.labs) {
    if (creatinineMgDl(obs) === undefined) continue;
    const day = dayOf(obs);
    if (day === undefined ? reported.length > 0 : reportedDays.has(day)) continue;
    const key = day ?? "undated";
    byDay.set(key, [...(byDay.get(key) ?? []), obs]);
  }
  const times = [...byDay.values()].flat().map((o) => o.time ?? Number.NEGATIVE_INFINITY);
  const now = model.now === undefined ? Number.NaN : Date.parse(model.now);
  const latest = Math.max(Number.isNaN(now) ? Number.NEGATIVE_INFINITY : now, ...times);
  const reference = Number.isFinite(latest) ? latest : undefined;
  const out: LabObservation[] = [];
  for (const list of byDay.values()) {
    const current = list.sort(currentFirst)[0] as LabObservation;
    const at = ageAt(current, age, reference);
    const mgDl = creatinineMgDl(current);
    if (at < ADULT_AGE || mgDl === undefined) continue;
    out.push(derivedObservation(current, mgDl, at, sex));
  }
  // Oldest first, undated last: the order of a series, whatever order the request used.
  return out.sort((a, b) => (a.time ?? Number.POSITIVE_INFINITY) - (b.time ?? Number.POSITIVE_INFINITY));
}

/**
 * A current pregnancy: an active pregnancy condition, or notes that state a gestational age ("34
 * weeks pregnant"; a bare mention of the word is not enough). Creatinine-based eGFR equations are not valid in pregnancy: the
 * GFR rises by about half and creatinine falls, and guidelines exclude the equations then
 * (Sci Rep 2024, doi:10.1038/s41598-024-57737-0; Mussap & Noto, J Lab Precis Med, "Renal
 * disorders in pregnancy": their use "is strongly discouraged during pregnancy").
 */
export function pregnantNow(model: Partial<Pick<PatientModel, "conditions" | "patient" | "notes">>): boolean {
  if (model.patient?.sex === "male") return false;
  if ((model.conditions ?? []).some((c) => c.concepts.includes("pregnancy") && isActiveCondition(c.status))) {
    return true;
  }
  const n = model.notes ?? {};
  // Shorthand written out as the rules read it, so "16/52 pregnant" states a gestation here too.
  const text = readShorthand(
    [n.additionalContext, n.clinicalNotes, n.socialHistory].filter(Boolean).join(" ").toLowerCase(),
  );
  return gestationInText(text) !== undefined;
}

/** How a calculated value's origin is written after it: "calculated from creatinine 4.6 mg/dL, CKD-EPI 2021". */
export function derivationText(obs: LabObservation): string {
  return obs.derivation ? `calculated from creatinine ${obs.derivation.from}, ${obs.derivation.method}` : "";
}
