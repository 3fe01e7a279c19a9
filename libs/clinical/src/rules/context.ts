import { labById } from "../catalogue/index.ts";
import { type ParsedValue, valueInterval } from "../parse/value.ts";
import type {
  ConditionItem,
  FamilyHistoryItem,
  GeneticItem,
  LabObservation,
  LabSeries,
  MedicationItem,
  PatientModel,
  VitalItem,
} from "../model.ts";
import { derivationText } from "../normalize/egfr.ts";
import { resultText } from "../qualitative-wording.ts";
import { formatNumber } from "../text.ts";
import { unitSuffix } from "../units.ts";
import { buildSeries } from "../trends.ts";
import { currentFirstCombinedEgfr } from "./egfr-equation.ts";
import { isActiveCondition } from "../vocab/conditions.ts";
import { singleMedicine } from "../vocab/brands.ts";
import { readShorthand } from "./notes.ts";

/**
 * How rules read a censored result ("<15", ">7.0"), which stands for a range rather than a number:
 * at its bound (just inside it when the comparator is strict) or at the far end of the range (0 for
 * "<", infinity for ">"). No single number is right for every threshold, so a rule may act on a
 * censored result only if it holds at both readings: "<45" then never passes for "eGFR 45–59".
 */
export type CensoredReading = "bound" | "far";

/** Steps a strict bound just inside its range, far finer than any clinical threshold. */
const INSIDE = 1e-9;

function readCensored(
  value: Extract<ParsedValue, { kind: "number" }>,
  bound: number,
  reading: CensoredReading,
): number {
  const below = value.comparator === "<" || value.comparator === "<=";
  if (reading === "far") {
    const range = valueInterval({ ...value, value: bound });
    return below ? range.low : range.high;
  }
  if (value.comparator !== "<" && value.comparator !== ">") return bound;
  const step = Math.max(Math.abs(bound), 1) * INSIDE;
  return below ? bound - step : bound + step;
}

/** Whether a result is written with a comparator ("<15", ">7.0"). */
export function isCensored(obs: LabObservation | undefined): boolean {
  return obs?.value.kind === "number" && obs.value.comparator !== undefined;
}

/**
 * Read-only helpers the rule predicates use; built once per evaluation. Values the engine
 * calculated ({@link PatientModel.derivedLabs}: an eGFR from creatinine) are read exactly like
 * reported ones; the context only notes which of them a rule read (see {@link derivedRead}), so
 * the finding can say they were calculated and cite how.
 */
export class RuleContext {
  readonly model: PatientModel;
  readonly #latest = new Map<string, LabObservation[]>();
  readonly #reading: CensoredReading;
  readonly #derivedRead = new Set<LabObservation>();
  #derivedSeries: LabSeries[] | undefined;
  #freeText: string | undefined;

  constructor(model: PatientModel, reading: CensoredReading = "bound") {
    this.model = model;
    this.#reading = reading;
    for (const obs of [...model.labs, ...(model.derivedLabs ?? [])]) {
      if (obs.analyteId === undefined) continue;
      const list = this.#latest.get(obs.analyteId) ?? [];
      list.push(obs);
      this.#latest.set(obs.analyteId, list);
    }
    for (const list of this.#latest.values()) list.sort(currentFirstCombinedEgfr);
  }

  get age(): number | undefined {
    return this.model.patient.age;
  }

  /** The year of the report's date, which dates mentions such as "in 2024" as past or current. */
  get nowYear(): number | undefined {
    return this.model.now === undefined ? undefined : new Date(this.model.now).getUTCFullYear();
  }

  /** The age in months, known only when it was given so (a baby). */
  get ageMonths(): number | undefined {
    return this.model.patient.ageMonths;
  }

  get sex(): "male" | "female" | undefined {
    return this.model.patient.sex;
  }

  /** All observations of a test, current first (see {@link currentFirstCombinedEgfr}). */
  labs(id: string): LabObservation[] {
    return this.#latest.get(id) ?? [];
  }

  /** The most recent observation of a test that has a value in the rule unit. */
  lab(id: string): LabObservation | undefined {
    return this.labs(id).find((o) => o.standard !== undefined);
  }

  /** The most recent observation of a test, numeric or not. */
  anyLab(id: string): LabObservation | undefined {
    return this.labs(id)[0];
  }

  /** Current value of a test in the rule unit (see {@link valueOf}). */
  value(id: string): number | undefined {
    return this.valueOf(this.lab(id));
  }

  /**
   * An observation's value in the rule unit; a censored one ("<15") is read as this context's
   * {@link CensoredReading}. Rules read every number through here, never `standard` directly.
   */
  valueOf(obs: LabObservation | undefined): number | undefined {
    if (obs?.standard === undefined) return undefined;
    if (obs.derivation) this.#derivedRead.add(obs);
    return obs.value.kind === "number" && obs.value.comparator !== undefined
      ? readCensored(obs.value, obs.standard.value, this.#reading)
      : obs.standard.value;
  }

  /**
   * An observation's number in the unit it was reported in, a censored one read like {@link valueOf}:
   * for cut-offs set in that unit ("<3" mg/mmol is below 3, not at it).
   */
  reportedValueOf(obs: LabObservation | undefined): number | undefined {
    if (obs?.value.kind !== "number") return undefined;
    return obs.value.comparator !== undefined
      ? readCensored(obs.value, obs.value.value, this.#reading)
      : obs.value.value;
  }

  /**
   * Whether any result is censored, so matches must also hold at the far reading. Every result
   * counts, not only each test's current one: some rules pick another (a fasting glucose).
   */
  get hasCensoredValues(): boolean {
    return [...this.#latest.values()].some((list) => list.some(isCensored));
  }

  /** Upper limit of normal used for the latest value: the printed range, else the catalogue's. */
  upperLimit(id: string): number | undefined {
    return this.#limit(id, "high");
  }

  /** Lower limit of normal, likewise: a rule never calls low what the lab calls normal. */
  lowerLimit(id: string): number | undefined {
    return this.#limit(id, "low");
  }

  #limit(id: string, side: "low" | "high"): number | undefined {
    const obs = this.lab(id);
    const printed = obs?.range?.[side];
    if (printed !== undefined && obs?.standard && obs.value.kind === "number" && obs.value.value !== 0) {
      return printed * (obs.standard.value / obs.value.value);
    }
    const def = labById(id);
    const band =
      def.ranges.find((b) => b.sex === this.sex && b[side] !== null) ??
      def.ranges.find((b) => b.sex === "any" && b[side] !== null);
    return band?.[side] ?? undefined;
  }

  /**
   * How a lab is quoted in reports: "52 mL/min/1.73m2 (2026-10-02)"; a calculated value says so,
   * "13 mL/min/1.73m2 (calculated from creatinine 4.6 mg/dL, CKD-EPI 2021; 2026-10-02)".
   */
  show(obs: LabObservation | undefined): string {
    if (obs === undefined) return "";
    const v =
      obs.value.kind === "number" ? `${obs.value.comparator ?? ""}${formatNumber(obs.value.value)}` : resultText(obs);
    // A word result takes no unit: "HCV RNA Not detected", not "Not detected IU/mL" (review 22).
    const unit = obs.value.kind === "qualitative" ? "" : unitSuffix(obs.unit);
    if (obs.derivation) this.#derivedRead.add(obs);
    const notes = [derivationText(obs), obs.date?.slice(0, 10) ?? ""].filter(Boolean).join("; ");
    return `${v}${unit}${notes ? ` (${notes})` : ""}`;
  }

  showValue(id: string): string {
    return this.show(this.lab(id));
  }

  /**
   * A test's series. With no result of the test reported at all, the series of the values the
   * engine calculated stands in: calculated and reported values are never mixed in one series,
   * since the laboratory's equation may differ from ours and the difference is no trend.
   */
  series(id: string): LabSeries | undefined {
    const reported = this.model.series.find((s) => s.analyteId === id);
    if (reported || this.model.labs.some((o) => o.analyteId === id)) return reported;
    this.#derivedSeries ??= buildSeries(this.model.derivedLabs ?? []);
    const derived = this.#derivedSeries.find((s) => s.analyteId === id);
    const refs = new Set(derived?.points.map((p) => p.labRef));
    for (const obs of this.model.derivedLabs ?? []) if (derived && refs.has(obs.ref)) this.#derivedRead.add(obs);
    return derived;
  }

  /** Calculated values read (their number or their text) since the last {@link clearDerivedRead}. */
  get derivedRead(): LabObservation[] {
    return [...this.#derivedRead];
  }

  clearDerivedRead(): void {
    this.#derivedRead.clear();
  }

  /** Active medications of a class. */
  meds(cls: string): MedicationItem[] {
    return this.model.medications.filter((m) => m.active && m.classes.includes(cls));
  }

  medsOf(...classes: string[]): MedicationItem[] {
    return this.model.medications.filter((m) => m.active && m.classes.some((c) => classes.includes(c)));
  }

  /** Current conditions with a concept. */
  conditions(concept: string): ConditionItem[] {
    return this.model.conditions.filter((c) => c.concepts.includes(concept) && isActiveCondition(c.status));
  }

  /** Conditions with a concept whatever their status (history counts for some rules). */
  everHad(concept: string): ConditionItem[] {
    return this.model.conditions.filter((c) => c.concepts.includes(concept));
  }

  genes(symbol: string): GeneticItem[] {
    return this.model.genetics.filter((g) => g.gene === symbol);
  }

  family(concept: string): FamilyHistoryItem[] {
    return this.model.familyHistory.filter((f) => f.concepts.includes(concept));
  }

  vitals(kind: VitalItem["kind"]): VitalItem[] {
    return this.model.vitals.filter((v) => v.kind === kind && v.value !== undefined);
  }

  /** Free text the caller gave (context, notes, social history), lower-cased, with shorthand written out. */
  get freeText(): string {
    const n = this.model.notes;
    this.#freeText ??= readShorthand(
      [n.additionalContext, n.clinicalNotes, n.socialHistory].filter(Boolean).join(" ").toLowerCase(),
    );
    return this.#freeText;
  }

  /**
   * A quote from {@link freeText} as the notes wrote it ("E. coli", "CXR", "R-CHOP"), for display; the
   * lower-cased form when it cannot be found there (shorthand written out).
   */
  asWritten(quote: string): string {
    const n = this.model.notes;
    const raw = [n.additionalContext, n.clinicalNotes, n.socialHistory].filter(Boolean).join(" ");
    const at = raw.toLowerCase().indexOf(quote.toLowerCase());
    return at === -1 ? quote : raw.slice(at, at + quote.length);
  }

  refs(...items: ({ ref: string } | undefined)[]): string[] {
    return items.filter((i): i is { ref: string } => i !== undefined).map((i) => i.ref);
  }
}

/**
 * Names of medications, one a medicine: entries naming the same single medicine by brand and by
 * generic name are one, the others given after the first ("Furosemide 40 mg tablet (also listed as
 * Lasix 40 mg oral tablet)"; review 24, notes-reports case 04). Entries under the same name (two
 * warfarin strengths) stay apart, as the tablets that make up one dose.
 */
export function medicineNamesOnce(meds: readonly MedicationItem[]): string[] {
  const groups = new Map<string, MedicationItem[]>();
  for (const m of meds) {
    const key = singleMedicine(m) ?? m.ref;
    groups.set(key, [...(groups.get(key) ?? []), m]);
  }
  return [...groups.values()].flatMap((group) => {
    const names = [...new Set(group.map((m) => m.name))];
    if (new Set(group.map((m) => m.drugs.join("+"))).size === 1) return names;
    const [first, ...others] = names;
    return [`${first} (also listed as ${others.join(" and ")})`];
  });
}

/**
 * Whether medications name more than one medicine, as {@link medNames} prints them: text choosing
 * "are" or "is" counts these, since one medicine listed under its brand and generic name reads as one
 * (review 24, medicine-names-24b case 01).
 */
export function severalMedicines(meds: readonly MedicationItem[]): boolean {
  return medicineNamesOnce(meds).length > 1;
}

/** Names of medications, joined for text ("lisinopril 20 mg tablet and spironolactone"). */
export function medNames(meds: readonly MedicationItem[]): string {
  const names = medicineNamesOnce(meds);
  if (names.length <= 1) return names[0] ?? "";
  return `${names.slice(0, -1).join(", ")} and ${names[names.length - 1]}`;
}
