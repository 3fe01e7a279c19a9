import { medicineWord } from "../vocab/brands.ts";
import { FindingFamily, type LabObservation, type MedicationItem, Severity, type VitalItem } from "../model.ts";
import { capitalise, formatNumber, joinList } from "../text.ts";
import { medNames, type RuleContext } from "./context.ts";
import { statedMention } from "./notes.ts";
import type { Rule, RuleMatch } from "./types.ts";
import { readsAsUsUnits } from "./uk-record.ts";
import { monovalentUnit } from "./equivalent-units.ts";

/*
 * Hyperglycaemic crises: diabetic ketoacidosis (DKA) and the hyperosmolar hyperglycaemic state
 * (HHS). Criteria as seen on 2026-11-24 (see the sources' seenAt):
 * - adults (ADA/EASD/JBDS/AACE/DTS consensus 2024): DKA is glucose ≥200 mg/dL or known diabetes,
 *   β-hydroxybutyrate ≥3.0 mmol/L or urine ketones ≥2+, and pH <7.3 or bicarbonate <18 mmol/L;
 *   HHS is glucose ≥600 mg/dL, effective osmolality >300 (or measured total >320) mOsm/kg,
 *   β-hydroxybutyrate <3.0 mmol/L, and pH ≥7.3 with bicarbonate ≥15 mmol/L. Severe DKA: pH <7.0
 *   or bicarbonate <10 mmol/L.
 * - children (ISPAD 2022): glucose >11 mmol/L, pH <7.3 or bicarbonate <18 mmol/L, ketones ≥3
 *   mmol/L (or moderate or large ketonuria); moderate DKA pH <7.2 or bicarbonate <10, severe pH <7.1
 *   or bicarbonate <5 (RCEM's paediatric DKA module).
 * An SGLT2 inhibitor can cause DKA with a glucose only moderately raised (MHRA: for example below
 * 14 mmol/L, 250 mg/dL), which the "or known diabetes" arm of the adult criteria covers.
 * Treatment (2024 consensus, as tabulated by CCJM, seen 2026-11-28): dextrose 5% or 10% is added
 * once the glucose is below 250 mg/dL, so a DKA that starts below it gets dextrose with the insulin
 * from the start.
 */

const DAY_MS = 86_400_000;

/** Glucose (mg/dL, the rule unit) from which DKA needs no known diabetes, and from which HHS starts. */
const DKA_GLUCOSE = 200;
const HHS_GLUCOSE = 600;
/** β-hydroxybutyrate (mmol/L) that meets the ketone criterion of DKA. */
const KETONES_DKA = 3.0;
/** Glucose below which an SGLT2 inhibitor's DKA is "only moderately raised" (MHRA's example). */
const MODEST_GLUCOSE = 250;

/**
 * Blood ketones by name: β-hydroxybutyrate (however spelled), or ketones named as blood, serum,
 * plasma or capillary. The lab catalogue has no blood-ketone test, so the name is read; a urine
 * test is never taken for one.
 */
const BLOOD_KETONE_NAME =
  /hydroxy\s*-?\s*butyr|\bb-?ohb\b|\bβ-?ohb\b|\bbhb\b|\bketones?\b.*\b(?:blood|serum|plasma|capillary|venous)\b|\b(?:blood|serum|plasma|capillary|venous)\b.*\bketones?\b/i;
/** A pH of blood by name ("pH, venous", "Venous pH", "pH (arterial)"), never of urine or another fluid. */
const PH_NAME = /\bph\b/i;
const NOT_BLOOD = /\burin|\bstool|\bf(?:a)?ecal|\bvagin|\bgastric|\bpleural|\bsaliva|\bcsf\b|\bdipstick/i;

/** Symptoms of a hyperglycaemic crisis in the notes, named for the texts. */
const CRISIS_SYMPTOMS: readonly (readonly [string, RegExp])[] = [
  ["vomiting", /\bvomit\w*|\bbeing sick\b/],
  ["abdominal pain", /\babdominal pain\b|\btummy pain\b|\bstomach pain\b/],
  [
    "deep or fast breathing",
    // "Breathing fast" too (review 45, paeds-45 case 05: a 9-year-old's was not read).
    /\bkussmaul\b|\bdeep (?:sighing )?breathing\b|\bbreathless\w*|\bshort(?:ness)? of breath\b|\bbreathing (?:fast|quickly|rapidly|deeply|heavily)\b|\b(?:fast|rapid) breathing\b/,
  ],
  ["drowsiness or confusion", /\bdrows\w*|\bconfus\w*|\bobtunded\b|\bstupor\w*|\bhard to rouse\b/],
];

export interface Reading {
  obs: LabObservation;
  value: number;
}

/** What the crisis rule found; the routine-care rules step aside while one is present. */
export interface HyperglycaemicCrisis {
  kind: "dka" | "hhs" | "mixed" | "possible-dka";
  child: boolean;
  glucose?: Reading;
  ketones?: Reading;
  urineKetones?: LabObservation;
  ph?: Reading;
  bicarbonate?: Reading;
  osmolality?: { value: number; measured?: Reading; effective?: number };
  sodium?: Reading;
  potassium?: Reading;
  sglt2i: MedicationItem[];
  metformin: MedicationItem[];
  sulfonylurea: MedicationItem[];
  knownDiabetes: boolean;
  symptoms: string[];
}

/** Whether two results were taken within a day of each other (an undated one may be either). */
function together(a: LabObservation, b: LabObservation | undefined): boolean {
  return b === undefined || a.time === undefined || b.time === undefined || Math.abs(a.time - b.time) <= DAY_MS;
}

/** The newest result of those given (undated ones last), with its number. */
function newest(obs: readonly LabObservation[], value: (o: LabObservation) => number | undefined): Reading | undefined {
  const sorted = [...obs].sort((a, b) => (b.time ?? -Infinity) - (a.time ?? -Infinity));
  for (const o of sorted) {
    const v = value(o);
    if (v !== undefined) return { obs: o, value: v };
  }
  return undefined;
}

/** A plain number from a result, or undefined for a censored or non-numeric one. */
function plainNumber(o: LabObservation): number | undefined {
  return o.value.kind === "number" && o.value.comparator === undefined ? o.value.value : undefined;
}

/** mg/dL of β-hydroxybutyrate in 1 mmol/L (molar mass 104.1 g/mol). */
const BHB_MG_DL_PER_MMOL = 10.41;

/**
 * Blood β-hydroxybutyrate in mmol/L. A result with no unit is read as mmol/L only below 15, the
 * span in which blood ketones are reported in that unit. Some US laboratories report it in mg/dL
 * and some in µmol/L; those are converted (review 34, endo-34 case 02: 19.8 mg/dL, 1.9 mmol/L, in
 * type 1 diabetes with flu was not read at all). Other units are not read.
 */
export function bloodKetones(ctx: RuleContext): Reading | undefined {
  const named = ctx.model.labs.filter((o) => BLOOD_KETONE_NAME.test(o.name) && !NOT_BLOOD.test(o.name));
  return newest(named, (o) => {
    const v = plainNumber(o);
    const unit = (o.unit ?? "").toLowerCase().replace(/\s/g, "");
    if (v === undefined) return undefined;
    if (unit === "mmol/l") return v;
    if (unit === "mg/dl") return Math.round((v / BHB_MG_DL_PER_MMOL) * 10) / 10;
    if (unit === "umol/l" || unit === "µmol/l" || unit === "μmol/l") return Math.round(v / 100) / 10;
    return unit === "" && v < 15 ? v : undefined;
  });
}

/** A blood ketone reading in mmol/L, with the result as reported when it came in another unit. */
export function bloodKetoneText(ctx: RuleContext, k: Reading): string {
  const unit = (k.obs.unit ?? "").toLowerCase().replace(/\s/g, "");
  const mmol = `${formatNumber(k.value)} mmol/L`;
  return unit === "mmol/l" || unit === "" ? mmol : `${mmol} (reported as ${ctx.show(k.obs)})`;
}

/** Blood pH, read only when it lies in the span a blood pH can take and is not filed as urinalysis. */
function bloodPh(ctx: RuleContext): Reading | undefined {
  const named = ctx.model.labs.filter(
    (o) => PH_NAME.test(o.name) && !NOT_BLOOD.test(`${o.name} ${o.category ?? ""}`) && o.analyteId !== "urine-ph",
  );
  return newest(named, (o) => {
    const v = plainNumber(o);
    return v !== undefined && v >= 6.8 && v <= 7.8 ? v : undefined;
  });
}

/** A urine ketone result of 2+ or more (or "moderate" or "large"), the urine arm of the ketone criterion. */
export function strongUrineKetones(ctx: RuleContext): LabObservation | undefined {
  const obs = ctx.anyLab("urine-ketones");
  // A blood ketone the catalogue files under the urine test is read as a blood ketone instead.
  if (obs === undefined || (BLOOD_KETONE_NAME.test(obs.name) && !NOT_BLOOD.test(obs.name))) return undefined;
  const v = obs.value;
  if (v.kind === "qualitative") return v.result === "positive" && (v.grade ?? 0) >= 2 ? obs : undefined;
  return /\b(?:moderate|large)\b/i.test(obs.rawValue) ? obs : undefined;
}

function reading(ctx: RuleContext, id: string): Reading | undefined {
  const obs = ctx.lab(id);
  const value = ctx.valueOf(obs);
  return obs && value !== undefined ? { obs, value } : undefined;
}

/**
 * The hyperglycaemic crisis the latest results show, if any: DKA, HHS, both (mixed), or blood
 * ketones at the DKA level in diabetes (or on an SGLT2 inhibitor) with no acid–base result to
 * confirm or exclude DKA. Every result used was taken within a day of the others.
 */
export function hyperglycaemicCrisis(ctx: RuleContext): HyperglycaemicCrisis | undefined {
  const ketonesAll = bloodKetones(ctx);
  const urine = strongUrineKetones(ctx);
  const glucoseAll = reading(ctx, "glucose");
  const phAll = bloodPh(ctx);
  const bicarbonateAll = reading(ctx, "bicarbonate");
  // The newest of the results that make a crisis: the others count only if taken within a day of it.
  const anchor = [ketonesAll?.obs, glucoseAll?.obs, phAll?.obs, bicarbonateAll?.obs]
    .filter((o): o is LabObservation => o !== undefined)
    .sort((a, b) => (b.time ?? -Infinity) - (a.time ?? -Infinity))[0];
  if (anchor === undefined) return undefined;
  const near = (r: Reading | undefined) => (r !== undefined && together(anchor, r.obs) ? r : undefined);
  const ketones = near(ketonesAll);
  const glucose = near(glucoseAll);
  const ph = near(phAll);
  const bicarbonate = near(bicarbonateAll);
  const sodium = near(reading(ctx, "sodium"));
  const potassium = near(reading(ctx, "potassium"));
  const measuredOsm = near(reading(ctx, "osmolality-serum"));
  const urineNear = urine !== undefined && together(anchor, urine) ? urine : undefined;
  const knownDiabetes = ctx.conditions("diabetes").length > 0;
  const sglt2i = ctx.meds("sglt2i");
  const child = ctx.age !== undefined && ctx.age < 18;

  const ketotic = (ketones !== undefined && ketones.value >= KETONES_DKA) || urineNear !== undefined;
  const acidotic = (ph !== undefined && ph.value < 7.3) || (bicarbonate !== undefined && bicarbonate.value < 18);
  const acidBaseKnown = ph !== undefined || bicarbonate !== undefined;
  const glycaemic = (glucose !== undefined && glucose.value >= DKA_GLUCOSE) || knownDiabetes;
  const dka = ketotic && acidotic && glycaemic;

  const effective = sodium !== undefined && glucose !== undefined ? 2 * sodium.value + glucose.value / 18 : undefined;
  const hyperosmolar =
    (effective !== undefined && effective > 300) || (measuredOsm !== undefined && measuredOsm.value > 320);
  const severeGlucose = glucose !== undefined && glucose.value >= HHS_GLUCOSE;
  const noKetoacidosis =
    (ketones === undefined || ketones.value < KETONES_DKA) &&
    (ph === undefined || ph.value >= 7.3) &&
    (bicarbonate === undefined || bicarbonate.value >= 15);
  const hhs = severeGlucose && hyperosmolar && noKetoacidosis;
  const mixed = dka && severeGlucose && hyperosmolar;

  const text = ctx.freeText;
  const symptoms = CRISIS_SYMPTOMS.filter(([, re]) => statedMention(text, re) !== undefined).map(([name]) => name);
  const possible =
    !acidBaseKnown &&
    ((ketones !== undefined &&
      ketones.value >= KETONES_DKA &&
      (knownDiabetes || sglt2i.length > 0 || (glucose !== undefined && glucose.value >= DKA_GLUCOSE))) ||
      // On an SGLT2 inhibitor, symptoms of ketoacidosis call for ketones to be tested whatever the
      // glucose (MHRA 2016): strong urine ketones with them, and no blood ketones, are the same
      // question (review 16, coded values 05: dapagliflozin, vomiting, urine ketones ++, glucose 9.8).
      (ketones === undefined && urineNear !== undefined && sglt2i.length > 0 && symptoms.length > 0));

  const kind = mixed ? "mixed" : dka ? "dka" : hhs ? "hhs" : possible ? "possible-dka" : undefined;
  if (kind === undefined) return undefined;
  const osmolality =
    effective !== undefined || measuredOsm !== undefined
      ? {
          value: measuredOsm?.value ?? effective ?? 0,
          ...(measuredOsm !== undefined && { measured: measuredOsm }),
          ...(effective !== undefined && { effective }),
        }
      : undefined;
  return {
    kind,
    child,
    ...(glucose !== undefined && { glucose }),
    ...(ketones !== undefined && { ketones }),
    ...(urineNear !== undefined && { urineKetones: urineNear }),
    ...(ph !== undefined && { ph }),
    ...(bicarbonate !== undefined && { bicarbonate }),
    ...(osmolality !== undefined && { osmolality }),
    ...(sodium !== undefined && { sodium }),
    ...(potassium !== undefined && { potassium }),
    sglt2i,
    metformin: ctx.meds("metformin"),
    sulfonylurea: ctx.meds("sulfonylurea"),
    knownDiabetes,
    symptoms,
  };
}

/**
 * The glucose-corrected sodium (mmol/L) for a glucose in mg/dL: the measured sodium plus 1.6 mmol/L
 * for each 100 mg/dL of glucose above 100 (Katz 1973). A high glucose draws water out of the cells
 * and dilutes the sodium; the corrected value is the sodium to expect once the glucose is normal.
 */
export function glucoseCorrectedSodium(sodium: number, glucoseMgDl: number): number {
  return sodium + (1.6 * Math.max(0, glucoseMgDl - 100)) / 100;
}

/** How severe a DKA is: ADA's adult grades, or the paediatric grades for a child. */
function dkaGrade(c: HyperglycaemicCrisis): string | undefined {
  const ph = c.ph?.value;
  const hco3 = c.bicarbonate?.value;
  const below = (v: number | undefined, limit: number) => v !== undefined && v < limit;
  if (c.child) {
    if (below(ph, 7.1) || below(hco3, 5)) return "severe";
    if (below(ph, 7.2) || below(hco3, 10)) return "moderate";
    return "mild";
  }
  return below(ph, 7.0) || below(hco3, 10) ? "severe" : undefined;
}

/** A glucose sent in mmol/L: the crisis texts then give SI units first. */
function siGlucose(c: HyperglycaemicCrisis): boolean {
  return /mmol/i.test(c.glucose?.obs.unit ?? "");
}

/**
 * A raised anion gap taken with the ketoacidosis results: named in the DKA line, so it is not a
 * second, separate line for the same acid (review 33, diabetes-endo-33 case 02: "anion gap above the
 * reference range ... kidney failure, ketones or lactate" beside a DKA line that already read it).
 */
function dkaAnionGap(ctx: RuleContext, c: HyperglycaemicCrisis): LabObservation | undefined {
  if (c.kind !== "dka" && c.kind !== "mixed") return undefined;
  const gap = ctx.lab("anion-gap");
  const anchor = c.bicarbonate?.obs ?? c.ph?.obs ?? c.ketones?.obs;
  if (gap === undefined || anchor === undefined || !together(anchor, gap)) return undefined;
  return gap.status === "high" || gap.status === "critical-high" ? gap : undefined;
}

/** "3.5 mEq/L" when the record gives its potassium in mEq/L, else mmol/L (review 33, case 02). */
function potassiumFloor(c: HyperglycaemicCrisis, us: boolean): string {
  const unit = c.potassium?.obs.unit ?? "";
  return /meq/i.test(unit) || (unit === "" && us) ? "3.5 mEq/L" : "3.5 mmol/L";
}

function values(ctx: RuleContext, c: HyperglycaemicCrisis): string {
  return [
    c.glucose ? `glucose ${ctx.show(c.glucose.obs)}` : "",
    c.ketones ? `blood ketones (β-hydroxybutyrate) ${ctx.show(c.ketones.obs)}` : "",
    c.urineKetones ? `urine ketones ${ctx.show(c.urineKetones)}` : "",
    c.ph ? `pH ${ctx.show(c.ph.obs)}` : "",
    c.bicarbonate ? `bicarbonate ${ctx.show(c.bicarbonate.obs)}` : "",
    dkaAnionGap(ctx, c) ? `anion gap ${ctx.show(dkaAnionGap(ctx, c))}` : "",
    c.potassium && c.kind !== "possible-dka" ? `potassium ${ctx.show(c.potassium.obs)}` : "",
    c.osmolality?.measured ? `measured osmolality ${ctx.show(c.osmolality.measured.obs)}` : "",
    c.osmolality?.effective !== undefined && c.kind !== "dka" && c.kind !== "possible-dka"
      ? `effective osmolality (2 × sodium + glucose${siGlucose(c) ? ", both in mmol/L" : "/18"}) about ${formatNumber(c.osmolality.effective, 0)} mOsm/kg`
      : "",
  ]
    .filter(Boolean)
    .join(", ");
}

/**
 * The medicines steps: the SGLT2 inhibitor stopped (MHRA), metformin withheld (its label), and a
 * GLP-1 receptor agonist held while the person is dehydrated or cannot eat: its nausea and vomiting
 * add to the fluid loss, and its label warns of acute kidney injury with severe gut side effects.
 */
function medicineSteps(
  c: HyperglycaemicCrisis,
  acidotic: boolean,
  glp1: readonly MedicationItem[] = [],
  us = false,
): { steps: string[]; evidence: string[] } {
  const steps: string[] = [];
  const evidence: string[] = [];
  // On a US record, ketoacidosis on an SGLT2 inhibitor rests on the FDA's 2015 warning: stop the
  // drug once acidosis is confirmed (review 26, us-sources-26b). The MHRA's restart condition and its
  // advice to interrupt the drug in acute illness have no US counterpart seen, so they stay as they were.
  if (c.sglt2i.length > 0 && acidotic && us) {
    steps.push(`Stop ${medNames(c.sglt2i)} now: the FDA warns that SGLT2 inhibitors can cause ketoacidosis`);
    evidence.push("fda-2015-sglt2i-ketoacidosis");
  } else if (c.sglt2i.length > 0) {
    steps.push(
      acidotic
        ? `Stop ${medNames(c.sglt2i)} now and do not restart it unless another clear cause of the DKA is found and resolved`
        : `Interrupt ${medNames(c.sglt2i)} during this acute illness and restart only once ketones are normal and the person is stable`,
    );
    evidence.push("mhra-sglt2i-dka");
  }
  if (c.metformin.length > 0) {
    steps.push(
      acidotic
        ? `Withhold ${medNames(c.metformin)}: it is contraindicated in metabolic acidosis, including DKA`
        : `Withhold ${medNames(c.metformin)} while dehydrated and while kidney function is affected`,
    );
    // The DCHFT (NHS) sick-day leaflet supports withholding while dehydrated; the acidosis
    // contraindication rests on the label copies alone.
    evidence.push("glucophage-label", ...(acidotic ? [] : ["dchft-type2-sglt2i-sick-day-rules"]));
  }
  // Sick-day guidance stops a sulfonylurea until the person is well and eating and drinking
  // normally; insulin under the protocol takes its place (review 16, acute panels 01).
  if (c.sulfonylurea.length > 0) {
    steps.push(
      `Withhold ${medNames(c.sulfonylurea)} during the crisis; restart only once eating and drinking normally, at a dose set for kidney function once creatinine is stable`,
    );
    evidence.push("dchft-type2-sglt2i-sick-day-rules");
  }
  if (glp1.length > 0) {
    steps.push(
      `Hold ${medNames(glp1)} during this illness (its nausea and vomiting add to dehydration); restart once eating and drinking normally`,
    );
    evidence.push("ozempic-label");
  }
  return { steps, evidence };
}

/** The generic names the patient's medicines were recognised by ("dapagliflozin"), for patient text. */
function plainNames(meds: readonly MedicationItem[]): string {
  return joinList([...new Set(meds.map(medicineWord))]);
}

/** The patient's words for the SGLT2 inhibitor and metformin: tell the team, do not decide alone. */
function medicinePatientText(c: HyperglycaemicCrisis): string {
  const named = [...c.sglt2i, ...c.metformin, ...c.sulfonylurea];
  if (named.length === 0) return "";
  const sglt2 =
    c.sglt2i.length > 0 && c.kind !== "hhs"
      ? ` Medicines like ${plainNames(c.sglt2i)} can bring on DKA even when blood sugar is not very high.`
      : "";
  return `Tell the team that you take ${plainNames(named)}: ${named.length > 1 ? "these are" : "this is"} usually paused during this kind of illness.${sglt2}`;
}

/** What the patient may ask in a crisis: about their medicines when they take some that are paused. */
function crisisQuestions(c: HyperglycaemicCrisis): string[] {
  return c.sglt2i.length > 0 || c.metformin.length > 0 || c.sulfonylurea.length > 0
    ? ["Which of my diabetes medicines should be paused, and when can I restart them?"]
    : ["What treatment will I need for diabetes after this?"];
}

const EMERGENCY_PATIENT =
  "This is an emergency that needs hospital treatment now. If you are not already in hospital, go to an emergency department now or call your local emergency number.";

/**
 * The paediatric DKA protocol to name: BSPED's is the UK's own, so a US record names ISPAD only
 * (review 46, paeds-46 case 05).
 */
const dkaProtocol = (ctx: RuleContext): string => (readsAsUsUnits(ctx) ? "ISPAD" : "ISPAD/BSPED");

function crisisMatch(ctx: RuleContext, c: HyperglycaemicCrisis): RuleMatch {
  // A raised creatinine or urea in a crisis is most often from dehydration: named, and not staged.
  const kidney = ["creatinine", "bun"]
    .map((id) => ctx.lab(id))
    .filter((o): o is LabObservation => o !== undefined && (o.status === "high" || o.status === "critical-high"))
    .filter((o) => c.glucose === undefined || together(c.glucose.obs, o));
  const kidneyText =
    kidney.length > 0 && c.kind !== "possible-dka"
      ? ` ${capitalise(joinList(kidney.map((o) => `${o.analyteId !== "bun" ? "creatinine" : /\bbun\b/i.test(o.name) ? "BUN" : "urea"} ${ctx.show(o)}`)))} ${kidney.length > 1 ? "are" : "is"} raised, most likely from dehydration: reassess kidney function once rehydrated.`
      : "";
  const refs = ctx.refs(
    ...(kidneyText ? kidney : []),
    c.glucose?.obs,
    c.ketones?.obs,
    c.urineKetones,
    c.ph?.obs,
    c.bicarbonate?.obs,
    dkaAnionGap(ctx, c),
    c.osmolality?.measured?.obs,
    c.kind === "hhs" || c.kind === "mixed" ? c.sodium?.obs : undefined,
    c.kind === "possible-dka" ? undefined : c.potassium?.obs,
    ...c.sglt2i,
    ...c.metformin,
    ...c.sulfonylurea,
    ...ctx.conditions("diabetes"),
  );
  const shown = capitalise(values(ctx, c));
  const symptoms = c.symptoms.length > 0 ? ` The notes mention ${joinList(c.symptoms)}.` : "";
  const acidotic = c.kind === "dka" || c.kind === "mixed";
  const meds = medicineSteps(c, acidotic, ctx.meds("glp1-ra"), readsAsUsUnits(ctx));
  const newDiabetes = c.knownDiabetes
    ? ""
    : " No diabetes is recorded, so this is probably how diabetes has first shown itself: a hyperglycaemic crisis establishes the diagnosis, and no repeat HbA1c or fasting glucose is needed to confirm it.";
  const afterwards =
    "Do not stage kidney disease, set HbA1c goals or start routine diabetes care from these results; review them once recovered";

  if (c.kind === "possible-dka" && c.ketones === undefined) {
    return {
      refs,
      severity: Severity.high,
      values: {
        title: "Possible diabetic ketoacidosis on an SGLT2 inhibitor: urine ketones with symptoms",
        results: `${shown}, on ${medNames(c.sglt2i)}`,
        interpretation: `on an SGLT2 inhibitor, ketoacidosis can come with a glucose only moderately raised, so strong urine ketones with symptoms of it call for blood ketones and an acid–base check; none from the same time is in the record.${symptoms}`,
        patientLead: `Your urine test shows ketones. With how you feel, on ${medNames(c.sglt2i)}, this can be the start of diabetic ketoacidosis (DKA), a serious illness, even though your blood sugar is not very high.`,
        patientAction:
          "You need a check today: contact your doctor or urgent care now. If you keep vomiting, have {tummy} pain, are breathing fast or feel drowsy, go to an emergency department now.",
      },
      nextSteps: [
        "Check blood ketones and venous pH and bicarbonate (with glucose and potassium) today to confirm or exclude DKA; send to emergency care if they confirm it or the person is unwell",
        ...meds.steps,
      ],
      patientQuestions: ["Do I need to go to hospital today?"],
      evidence: meds.evidence,
    };
  }

  if (c.kind === "possible-dka") {
    const onSglt2 = c.sglt2i.length > 0 ? `, on ${medNames(c.sglt2i)}` : "";
    // A child with ketones at the DKA level and its symptoms is an emergency like a confirmed DKA, and
    // a child with no diabetes recorded is not told "with diabetes" (review 45, paeds-45 case 05: a
    // 9-year-old with 3 weeks of thirst, vomiting and ketones of 3.5 had a high-priority finding
    // below the critical ketone line, with the adult steps).
    const childEmergency = c.child && c.symptoms.length > 0;
    return {
      refs,
      severity: childEmergency ? Severity.critical : Severity.high,
      values: {
        title: "Possible diabetic ketoacidosis: blood ketones at the DKA level",
        results: `${shown}${onSglt2}`,
        interpretation: `blood ketones of 3.0 mmol/L or more meet the ketone criterion of DKA, and no pH or bicarbonate from the same time is in the record to confirm or exclude it.${symptoms}${c.sglt2i.length > 0 ? " On an SGLT2 inhibitor, DKA can occur with a glucose only moderately raised." : ""}${c.knownDiabetes ? "" : " No diabetes is recorded, so this is probably how diabetes has first shown itself."}`,
        patientLead: `Your blood ketones are high. ${c.knownDiabetes ? `With diabetes${c.sglt2i.length > 0 ? ", or on your diabetes medicine" : ""}, this` : "With a high blood sugar, this"} can be the start of diabetic ketoacidosis (DKA), a serious illness.`,
        // Symptoms of DKA already in the notes (vomiting, abdominal pain, fast breathing, drowsiness)
        // are the very reasons the text gives for going now, so "a check today" no longer fits
        // (review 42, diabetes-42 case 05: empagliflozin, ketones 3.8 mmol/L, two days of vomiting).
        patientAction:
          c.symptoms.length > 0
            ? `With ketones this high and ${joinList(c.symptoms)}, you need to be seen now: go to an emergency department now or call your local emergency number.`
            : `You need a check today: contact your doctor or urgent care now. If you are vomiting, have {tummy} pain, are breathing fast or feel drowsy, go to an emergency department now.`,
      },
      nextSteps: [
        ...(childEmergency
          ? [
              `Emergency care now with paediatric specialist input, managed under a paediatric DKA protocol (${dkaProtocol(ctx)}) if it is confirmed`,
            ]
          : []),
        c.symptoms.length > 0
          ? `Send for emergency assessment now (${joinList(c.symptoms)} with ketones at the DKA level): check venous pH and bicarbonate (and glucose and potassium) now to confirm or exclude DKA`
          : "Check venous pH and bicarbonate (and glucose and potassium) today to confirm or exclude DKA; send to emergency care if they confirm it or the person is unwell",
        ...meds.steps,
      ],
      patientQuestions:
        c.symptoms.length > 0
          ? ["What happens to my diabetes medicines while I am unwell?"]
          : ["Do I need to go to hospital today?"],
      evidence: meds.evidence,
    };
  }

  if (c.kind === "hhs") {
    const sodium = c.sodium && c.glucose ? glucoseCorrectedSodium(c.sodium.value, c.glucose.value) : undefined;
    const correct =
      sodium !== undefined && c.sodium
        ? ` Corrected for the glucose, sodium ${ctx.show(c.sodium.obs)} is about ${formatNumber(sodium, 0)} ${monovalentUnit(c.sodium.obs)}, a large water deficit.`
        : "";
    return {
      refs,
      severity: Severity.critical,
      values: {
        title: "Hyperosmolar hyperglycaemic state (HHS)",
        results: shown,
        // mmol/L first when the glucose is in mmol/L (review 29b, kidney-29b: a UK record led with mg/dL).
        interpretation: `hyperosmolar hyperglycaemic state (glucose ${siGlucose(c) ? "33.3 mmol/L (600 mg/dL) or more" : "600 mg/dL or more, 33.3 mmol/L"}, with raised osmolality and no ketoacidosis).${correct}${kidneyText}${symptoms}${newDiabetes}`,
        patientLead:
          "Your blood sugar is extremely high and your blood is much more concentrated than normal, usually because a lot of water has been lost through the urine. This is called the hyperosmolar hyperglycaemic state (HHS).",
        patientAction: `${EMERGENCY_PATIENT} ${medicinePatientText(c)}`.trim(),
      },
      nextSteps: [
        "Emergency admission now: manage as HHS under an HHS protocol (fluid replacement first, with a gradual fall in osmolality and glucose; insulin as the protocol sets; potassium replaced as needed)",
        "Look for and treat the trigger (infection, vascular event, medicines) and watch for complications such as thrombosis",
        ...meds.steps,
        afterwards,
      ],
      patientQuestions: crisisQuestions(c),
      evidence: [...(c.child ? [] : ["jbds-2022-hhs"]), ...meds.evidence],
    };
  }

  const grade = dkaGrade(c);
  const modest =
    c.sglt2i.length > 0 && c.glucose !== undefined && c.glucose.value < MODEST_GLUCOSE
      ? ` The glucose is only moderately raised, as DKA on an SGLT2 inhibitor (${medNames(c.sglt2i)}) can be.`
      : c.sglt2i.length > 0
        ? ` ${medNames(c.sglt2i)}, an SGLT2 inhibitor, can bring on DKA.`
        : "";
  const mixedText =
    c.kind === "mixed"
      ? " The glucose of 600 mg/dL (33.3 mmol/L) or more with raised osmolality also meets the HHS criteria: a mixed DKA–HHS picture."
      : "";
  // Below 250 mg/dL (13.9 mmol/L) the consensus adds dextrose to the fluids; a DKA that starts there
  // (as on an SGLT2 inhibitor) needs it from the start, or the insulin that clears the ketones
  // brings on hypoglycaemia.
  const dextrose =
    !c.child && c.glucose !== undefined && c.glucose.value < MODEST_GLUCOSE
      ? [
          `With the glucose already below ${siGlucose(c) ? "13.9 mmol/L (250 mg/dL)" : "250 mg/dL (13.9 mmol/L)"}, here ${ctx.show(c.glucose.obs)}, run a glucose-containing infusion (5% or 10% dextrose) alongside the fixed-rate insulin from the start, so the insulin can clear the ketones without causing hypoglycaemia; keep the insulin going until the ketoacidosis has resolved`,
        ]
      : [];
  const trigger =
    c.sglt2i.length > 0
      ? "look for and treat the trigger (surgery, fasting or poor food intake, infection, a missed or reduced insulin dose)"
      : "look for and treat the trigger (infection, missed insulin, new diabetes)";
  const kussmaul = kussmaulText(ctx, c);
  const childSteps = c.child
    ? [
        `Emergency care now with paediatric specialist input, managed under a paediatric DKA protocol (${dkaProtocol(ctx)})`,
        "Watch closely for cerebral oedema: headache, a change in conscious level, irritability or restlessness, a slowing heart rate with rising blood pressure, or new neurological signs",
      ]
    : [
        `Emergency care now: manage under a DKA protocol (intravenous fluids, fixed-rate intravenous insulin, potassium replaced as levels guide; hold insulin while potassium is below ${potassiumFloor(c, readsAsUsUnits(ctx))} until it is replaced)`,
      ];
  return {
    refs: [...refs, ...kussmaul.refs],
    severity: Severity.critical,
    values: {
      title:
        c.kind === "mixed"
          ? "Diabetic ketoacidosis with hyperosmolar state (mixed DKA–HHS)"
          : "Diabetic ketoacidosis (DKA)",
      results: shown,
      interpretation: `${grade ? `${grade} ` : ""}diabetic ketoacidosis (raised ketones, acidosis${c.knownDiabetes ? " and known diabetes" : " and a raised glucose"}).${mixedText}${modest}${kidneyText}${symptoms}${kussmaul.text}${newDiabetes}`,
      patientLead:
        "Your results show diabetic ketoacidosis (DKA). Without enough insulin the body burns fat for energy and makes acids called ketones, which build up in the blood.",
      patientAction: `${EMERGENCY_PATIENT} ${medicinePatientText(c)}`.trim(),
    },
    nextSteps: [
      ...childSteps,
      ...dextrose,
      `Monitor glucose, blood ketones, venous pH or bicarbonate and potassium closely; ${trigger}`,
      ...meds.steps,
      afterwards,
    ],
    patientQuestions: crisisQuestions(c),
    evidence: meds.evidence,
  };
}

/** A respiratory rate above this (per minute) is fast breathing in an adult. */
const FAST_BREATHING = 20;

/**
 * Fast breathing recorded within a day of the ketoacidosis results: the deep, fast (Kussmaul)
 * breathing by which the lungs offset the acid. Named in the DKA finding, which is why the adult
 * dangerous-vital-signs finding (rules/vital-signs.ts) does not also frame it as possible sepsis.
 */
export function kussmaulBreathing(ctx: RuleContext, c: HyperglycaemicCrisis | undefined): VitalItem | undefined {
  if (c === undefined || (c.kind !== "dka" && c.kind !== "mixed")) return undefined;
  const anchor = c.ph?.obs ?? c.bicarbonate?.obs ?? c.ketones?.obs;
  const rr = ctx
    .vitals("respiratory-rate")
    .filter((v) => (v.value ?? 0) > FAST_BREATHING && (v.value ?? 0) <= 120)
    .filter((v) => anchor?.time === undefined || v.time === undefined || Math.abs(anchor.time - v.time) <= DAY_MS)
    .sort((a, b) => (b.time ?? -Infinity) - (a.time ?? -Infinity));
  return rr[0];
}

function kussmaulText(ctx: RuleContext, c: HyperglycaemicCrisis): { text: string; refs: string[] } {
  const rr = kussmaulBreathing(ctx, c);
  if (rr === undefined) return { text: "", refs: [] };
  return {
    text: ` A respiratory rate of ${formatNumber(rr.value ?? 0)}/min${rr.date ? ` (${rr.date.slice(0, 10)})` : ""} fits the deep, fast breathing by which the body offsets the acidosis; it does not on its own point to sepsis, but look for an infection as a trigger.`,
    refs: [rr.ref],
  };
}

/** The crisis rule for adults (ADA consensus) or for children (ISPAD, RCEM), each citing its own sources. */
function crisisRule(child: boolean): Rule {
  return {
    id: child ? "hyperglycaemic-crisis-child" : "hyperglycaemic-crisis",
    family: FindingFamily.pattern,
    severity: Severity.critical,
    problem: "Diabetic emergency",
    title: "{title}",
    clinician: "{results}: {interpretation}",
    patient: "{patientLead} {patientAction}",
    nextSteps: ["Emergency assessment now for a hyperglycaemic crisis, under the local DKA or HHS protocol"],
    evidence: child ? ["ispad-2022-dka", "rcem-paediatric-dka"] : ["ada-2024-hyperglycaemic-crises"],
    keywords: ["diabetic ketoacidosis", "hyperosmolar hyperglycaemic state", "ketones", "sglt2 inhibitor"],
    match: (ctx) => {
      const crisis = hyperglycaemicCrisis(ctx);
      return crisis && crisis.child === child ? crisisMatch(ctx, crisis) : undefined;
    },
  };
}

export const METABOLIC_EMERGENCY_RULES: readonly Rule[] = [crisisRule(false), crisisRule(true)];
