/**
 * The engine's internal model. Both request shapes (EHR `data` and lab-results `labResults` +
 * `patientContext`) are normalised into one {@link PatientModel}; every type here is plain JSON
 * (no classes, no Dates, no Maps) because deep mode passes models and findings across the bus.
 */
import type { LabTest } from "@hds/contracts";
import type { ParsedRange } from "./parse/range.ts";
import type { Comparator, ParsedValue } from "./parse/value.ts";

export type Sex = "male" | "female";

/**
 * Where a lab observation came from: a list of the request, or "calculated" for a value the
 * engine derived from other results (an eGFR from a creatinine; see {@link LabDerivation}).
 */
export type LabSource = "abnormal" | "normal" | "trend" | "lab-results" | "calculated";

/**
 * How the engine calculated an observation that the record did not report. Such observations
 * live in {@link PatientModel.derivedLabs}, never in `labs`: they are not elements of the record.
 */
export interface LabDerivation {
  /** The equation, as named in texts ("CKD-EPI 2021"). */
  method: "CKD-EPI 2021";
  /** The creatinine the value was calculated from, as quoted in texts ("4.6 mg/dL", "407 µmol/L (4.6 mg/dL)"). */
  from: string;
  /** Reference of that creatinine observation. */
  fromRef: string;
  /** Creatinine in mg/dL and the age in years used in the equation. */
  creatinineMgDl: number;
  age: number;
}

/** Result of comparing a value with its range (our flag vocabulary, finer than the wire's). */
export const LabStatus = {
  criticalHigh: "critical-high",
  criticalLow: "critical-low",
  high: "high",
  low: "low",
  normal: "normal",
  abnormal: "abnormal",
  unknown: "unknown",
} as const;
export type LabStatus = (typeof LabStatus)[keyof typeof LabStatus];

/** Why a value could not be judged against a range. */
export const NotComparable = {
  noRange: "no-range",
  unitMismatch: "unit-mismatch",
  noUnit: "no-unit",
  notNumeric: "not-numeric",
  comparatorStraddles: "comparator-straddles",
  sexUnknown: "sex-unknown",
  /** The value is impossible for its test in the stated unit (Hb 135 g/dL): a mislabelled unit or a typo. */
  implausibleUnit: "implausible-unit",
  /** A child's result with only the catalogue's adult range to judge it by (no range sent with it). */
  adultRangeOnly: "adult-range-only",
  /** A child's eGFR from the laboratory, which adult equations compute: it does not apply under 18. */
  adultEgfrInChild: "adult-egfr-in-child",
  /** A laboratory eGFR in a current pregnancy: creatinine-based equations do not apply then (normalize/egfr.ts pregnantNow). */
  egfrInPregnancy: "egfr-in-pregnancy",
  /** A number the request's decimal mark cannot settle ("1,234": 1234 or 1.234). */
  ambiguousNumber: "ambiguous-number",
  /** The laboratory printed bands per phase (cycle, menopause) that judge the value differently, and the record shows none is the patient's. */
  phaseUnknown: "phase-unknown",
  /** The laboratory printed bands for other groups (age groups, "Low risk/High risk") that judge the value differently, and the record does not say which is the patient's. */
  groupUnknown: "group-unknown",
  /** A glucose above the catalogue's fasting range from a sample not stated as fasting: the range does not apply. */
  fastingRangeOnly: "fasting-range-only",
} as const;
export type NotComparable = (typeof NotComparable)[keyof typeof NotComparable];

export interface LabObservation {
  /** Stable reference used by findings and selection, e.g. "lab:3". */
  ref: string;
  source: LabSource;
  /** Position in its source list, after limiting (for labelling and order). */
  index: number;
  name: string;
  code?: string;
  /** Catalogue id when recognised. */
  analyteId?: string;
  date?: string;
  time?: number;
  rawValue: string;
  rawUnit?: string;
  value: ParsedValue;
  /** The unit the value is in, when known ("mmol/L"); from the value text or the unit field. */
  unit?: string;
  /** Value in the catalogue's rule unit, when convertible. */
  standard?: { value: number; unit: string };
  range?: ParsedRange;
  rangeSource?: "caller" | "catalogue";
  /**
   * The caller's reference range as sent, kept even when it could not be parsed: a range given per
   * trimester of pregnancy is read from it by the pregnancy thyroid rules.
   */
  rangeText?: string;
  status: LabStatus;
  statusSource: "caller" | "range" | "catalogue" | "none";
  /** Caller's flag or interpretation as given. */
  callerFlag?: string;
  /** Beyond a commonly used critical limit of the catalogue. */
  critical: boolean;
  /** High, but within a borderline band the catalogue names above its range (total cholesterol 200–239 mg/dL). */
  borderline?: boolean;
  notComparable?: NotComparable;
  category?: string;
  notes?: string;
  /** Set only on a value the engine calculated; its `ref` is then that of the result it came from. */
  derivation?: LabDerivation;
}

export interface TrendPoint {
  date: string;
  time: number;
  value: number;
  unit: string;
  labRef?: string;
  /** Set when the result reports only a limit ("<0.01"): `value` is that limit. */
  comparator?: Comparator;
}

export interface LabSeries {
  ref: string;
  analyteId?: string;
  name: string;
  unit: string;
  points: TrendPoint[];
  /** Points left out because their unit could not be converted to the series unit. */
  excludedPoints: number;
  /**
   * The test's newest result when it reports only a limit ("TSH <0.01") and is newer than every
   * point. It is kept apart from `points`, which rules read as exact values, so that a trend can
   * still end at the current result instead of silently stopping before it.
   */
  censoredLatest?: TrendPoint;
  /** Results left out because the laboratory called the sample unsound (haemolysed, rejected). */
  unsoundPoints?: number;
}

export interface ConditionItem {
  ref: string;
  index: number;
  name: string;
  status: string;
  code?: string;
  date?: string;
  verification?: string;
  /** Concept ids from the vocabulary (e.g. "diabetes", "ckd"). */
  concepts: string[];
  /** Read from the notes, not sent as a condition (normalize/condition-notes.ts). */
  fromNotes?: true;
}

export interface MedicationItem {
  ref: string;
  index: number;
  name: string;
  status: string;
  active: boolean;
  dosage?: string;
  frequency?: string;
  startDate?: string;
  /** When it was stopped or is to stop (ISO), so a rule can tell how recently a medicine was taken. */
  endDate?: string;
  /** Drug class ids (e.g. "metformin", "ace-inhibitor", "statin"). */
  classes: string[];
  /** Generic names recognised in the text. */
  drugs: string[];
}

export interface FamilyHistoryItem {
  ref: string;
  index: number;
  relationship: string;
  condition: string;
  onsetAge?: number;
  /** The age was given only as a decade ("in their 40s"): onsetAge holds its upper end and is told as the decade. */
  onsetDecade?: true;
  degree?: 1 | 2 | 3;
  relativeSex?: Sex;
  concepts: string[];
  /** Read from the notes, not sent as a family-history item (normalize/family-notes.ts). */
  fromNotes?: true;
}

export interface ImagingItem {
  ref: string;
  index: number;
  type: string;
  description: string;
  date?: string;
  modality?: string;
  text: string;
}

export interface GeneticItem {
  ref: string;
  index: number;
  gene: string;
  geneCode: string;
  interpretation: string;
  value?: string;
  method?: string;
  date?: string;
}

export interface VitalItem {
  ref: string;
  index: number;
  name: string;
  kind: VitalKind;
  rawValue: string;
  unit?: string;
  value?: number;
  /** For blood pressure written as one value: "148/92". */
  diastolic?: number;
  date?: string;
  time?: number;
  /** Read from the notes, not sent as a vital sign (normalize/bmi-notes.ts). */
  fromNotes?: true;
}

export type VitalKind =
  | "bp"
  | "systolic"
  | "diastolic"
  | "heart-rate"
  | "bmi"
  | "weight"
  | "height"
  | "temperature"
  | "spo2"
  | "respiratory-rate"
  | "other";

export interface AllergyItem {
  ref: string;
  index: number;
  name: string;
  reaction?: string;
}

export interface PatientModel {
  agent: "ehr" | "lab-results";
  /** ISO date-time of `now` when the caller gave one (staleness statements need it). */
  now?: string;
  /** `ageMonths` only when the age was given in months, weeks or days (a baby). */
  /** `ageDaysEither`: both ages a date of birth gives when its day and month could be either way round. */
  patient: {
    age?: number;
    ageMonths?: number;
    ageDays?: number;
    ageDaysEither?: readonly [number, number];
    sex?: Sex;
    genderText?: string;
  };
  labs: LabObservation[];
  /**
   * Values the engine calculated where the record reported none (an eGFR from a creatinine with
   * CKD-EPI 2021); rules read them like reported ones, reports say they were calculated.
   */
  derivedLabs?: LabObservation[];
  series: LabSeries[];
  conditions: ConditionItem[];
  medications: MedicationItem[];
  allergies: AllergyItem[];
  familyHistory: FamilyHistoryItem[];
  imaging: ImagingItem[];
  genetics: GeneticItem[];
  vitals: VitalItem[];
  notes: { additionalContext?: string; userInstructions?: string; socialHistory?: string; clinicalNotes?: string };
  /** Lower-case focus words drawn from userInstructions and additionalContext. */
  focus: string[];
  counts: {
    received: number;
    analysed: number;
    undated: number;
    /** The undated items by kind ("1 condition"), for the data note; see limits.ts undatedByKind. */
    undatedKinds?: readonly { kind: string; count: number }[];
  };
  /** Lab-results agent only: the input labs kept after limiting, in analysis order. */
  labResults?: LabTest[];
}

export const Severity = { critical: "critical", high: "high", moderate: "moderate", low: "low", info: "info" } as const;
export type Severity = (typeof Severity)[keyof typeof Severity];

export const SEVERITY_RANK: Record<Severity, number> = { critical: 4, high: 3, moderate: 2, low: 1, info: 0 };

/** Families of findings; rules declare one, flags and trends have their own. */
export const FindingFamily = {
  labFlag: "lab-flag",
  trend: "trend",
  drugLab: "drug-lab",
  pattern: "pattern",
  pharmacogenomics: "pharmacogenomics",
  genetics: "genetics",
  vitals: "vitals",
  familyHistory: "family-history",
  imaging: "imaging",
  screening: "screening",
} as const;
export type FindingFamily = (typeof FindingFamily)[keyof typeof FindingFamily];

/** One thing the engine concluded, with the data it rests on and the evidence that supports it. */
export interface Finding {
  /** Unique within a run, e.g. "metformin-egfr-reduce" or "lab-flag:lab:3". */
  id: string;
  /** Rule id or finding code (gold cases are written against this). */
  code: string;
  family: FindingFamily;
  severity: Severity;
  /** Problem heading for "assessment by problem" (e.g. "Kidney function"). */
  problem: string;
  title: string;
  clinician: string;
  patient: string;
  nextSteps: string[];
  patientQuestions: string[];
  evidenceIds: string[];
  /** Model references (lab:3, med:0, …) the finding rests on. */
  refs: string[];
  /** Search terms for literature retrieval. */
  keywords: string[];
}
