/**
 * Acute context: what changes in the findings when a critical finding or sepsis is present.
 *
 * The hyperglycaemic-crisis rules already leave routine diabetes and kidney care until the crisis is
 * over (rules/metabolic-emergencies.ts). This generalises that engine choice: while any finding is
 * critical, or sepsis is suspected, kidney disease staging from one acute creatinine, blood pressure
 * goals and CKD-complication work-up are left out (the clinician is told once), and routine
 * prevention (statin and SGLT2 inhibitor opportunities, B12 and urine albumin checks, screening) is
 * kept at low priority but worded "not for now", as rules/patterns.ts already does for an SGLT2
 * inhibitor beside a critical potassium. KDIGO 2012 (AKI): an eGFR is not valid while creatinine is not steady, so kidney staging
 * and dose setting from it wait.
 */
import type { Finding, LabObservation, MedicationItem } from "../model.ts";
import { FindingFamily, SEVERITY_RANK, Severity } from "../model.ts";
import { formatNumber, midSentence } from "../text.ts";
import { drugWords } from "../vocab/brands.ts";
import { medNames, type RuleContext } from "./context.ts";
import { inHospitalMention } from "./in-hospital.ts";
import { ACUTE_ILLNESS, akiWithholdForPressure } from "./aki-acute-illness.ts";
import { statedMention } from "./notes.ts";
import { besideGlomerularDisease } from "./glomerular-context.ts";
import { pseudohyperkalaemiaClues } from "./pseudohyperkalaemia-clues.ts";
import { readsAsUsUnits } from "./uk-record.ts";
import { currentBp } from "./bp-readings.ts";

/**
 * Finding codes dropped while an acute illness is treated: kidney disease staged from one acute
 * creatinine, blood pressure goals, and the routine work-up of CKD complications, which mislead or
 * are unsafe beside an emergency.
 */
const DROPPED_CODES = new Set([
  "ckd-stage",
  "ckd-metabolic-acidosis",
  "ckd-mineral-bone-disorder",
  "anaemia-ckd",
  "bp-elevated",
  "bp-stage-1",
  "bp-above-target",
  "bp-stage-2",
  // A low white cell count is a sign of sepsis itself; a myeloma work-up "within 48 hours" beside
  // it misleads (review 14, infection case 01). The low count stays among the results.
  "myeloma-investigations-low-white-cells",
]);

/** Finding codes of routine prevention and monitoring kept but put off ("not for now"). */
// A low saturation in an acute chest infection is read again once the illness is over: a
// long-term oxygen assessment now would rest on a value the illness explains (review 14, infection
// case 01).
// Primary aldosteronism screening is elective case-finding, and its ratio is read only after the
// potassium is corrected and potassium-wasting diuretics have been withdrawn for 4 weeks (Endocrine
// Society 2016, evidence "endosoc-2016-primary-aldosteronism"): beside a critical hyponatraemia with
// a thiazide low potassium, the preparation cannot be met yet (review 14, neuro case 03).
// The repeat count with a blood film for a mild neutrophilia is planned for a well adult (its rule,
// neutrophilia.ts): beside lithium toxicity, acute kidney injury and delirium it read as a
// routine point for "someone who feels well" (review 19, deep sweep case 03). It waits until the
// illness is over, when the count can be repeated.
// The yearly TSH on levothyroxine is routine monitoring: beside blasts and pancytopenia sent for
// same-day admission, "check TSH now" read as a peer of the leukaemia plan (review 26, haem-26b case 06).
// Intensifying glucose-lowering treatment for an HbA1c above goal is routine care too: the
// hyperglycaemic-crisis rules already set it aside (metabolic-emergencies.ts), yet beside a critical
// potassium or acute pancreatitis "intensify therapy" and "recheck HbA1c in 3 months" stood as peers
// of the emergency plan while the statin offer beside them was put off (review 45, leftovers-45
// cases 11 and 12; with pancreatitis, the added medicine could be a GLP-1 receptor agonist).
// Reliever-only asthma treatment is long-term care: beside anaphylaxis now it read as a peer of the
// adrenaline (review 45, acute-45 case 01). A bone check on an aromatase inhibitor ("calcium and
// vitamin D if needed") beside a calcium of 3.6 mmol/L contradicted the emergency (case 10).
// Starting an SGLT2 inhibitor in HFpEF is prevention of admissions, as the HFrEF groups are: beside
// a potassium of 6.1 mmol/L with low fluids in a care-home resident, sent to hospital today, it was
// offered as a peer of the plan (review 48, multimorbid-48 case 03).
const DEFERRED_CODES = new Set([
  "diabetes-above-target",
  "asthma-saba-without-ics",
  "aromatase-inhibitor-bone-check",
  "metformin-b12-unmonitored",
  "levothyroxine-tsh-unmonitored",
  "diabetes-kidney-monitoring",
  "copd-oxygen-assessment",
  "primary-aldosteronism-screen",
  "neutrophilia-repeat-film",
  "hfpef-sglt2i-missing",
]);

/** Code prefixes of routine prevention (a statin or SGLT2 inhibitor opportunity), put off too. */
const DEFERRED_PREFIXES = ["statin-opportunity-", "sglt2i-opportunity-", "hfref-pillars-"];

/** Sepsis findings, which mark an acute illness whatever their severity. */
const SEPSIS_CODES = new Set(["sepsis-high-risk-adult", "sepsis-risk-child"]);
/** Infections that mark an acute illness when their own rule grades them severe (high). */
const SEVERE_INFECTION_CODES = new Set(["c-difficile-infection"]);

/** Findings kept but with their dose advice put off: a dose set from an eGFR that is not steady. */
const DOSE_DEFERRED_CODES = new Set(["metformin-egfr-reduce", "sulfonylurea-ckd"]);

/**
 * Blood pressure categories whose advice is lifestyle and a recheck at a later visit: for a patient
 * on a ward, one reading taken during the admission says nothing about it (review 16, acute panels 11).
 */
const OUTPATIENT_BP_CODES = new Set(["bp-elevated", "bp-stage-1"]);
/** Other blood pressure lines, kept for a patient on a ward but put off until after the illness. */
const WARD_DEFERRED_BP_CODES = new Set(["bp-stage-2", "bp-above-target"]);

/** Blood pressure categories whose advice adds or intensifies blood-pressure medicines. */
const BP_RAISING_CODES = new Set(["bp-stage-1", "bp-stage-2", "bp-above-target"]);

/** A finding its own rule already put off ("Not for now: consider it once …"): kept as it is. */
const ALREADY_DEFERRED = /\bNot for now\b/;

/** Routine care dropped beside an acute illness. */
export function isDroppedRoutineCare(f: Finding): boolean {
  return DROPPED_CODES.has(f.code);
}

/** Routine prevention or monitoring put off beside an acute illness (unless its own rule already did). */
export function isDeferredRoutineCare(f: Finding): boolean {
  if (ALREADY_DEFERRED.test(f.clinician)) return false;
  return DEFERRED_CODES.has(f.code) || f.family === "screening" || DEFERRED_PREFIXES.some((p) => f.code.startsWith(p));
}

/** A routine finding put off: lower priority, its step worded for later, no question to ask now. */
function routineDeferred(f: Finding, until = "the acute illness"): Finding {
  return {
    ...f,
    severity: f.severity === Severity.info ? Severity.info : Severity.low,
    clinician: `${f.clinician} Not for now: consider it once ${until} is treated.`,
    patient: `${f.patient} This is for later, once the more urgent results have been dealt with.`,
    // Named, since the step list gathers every finding's steps (review 14: a bare "Not for now:
    // review once…" did not say what it was about).
    nextSteps: [`Not for now: review "${f.title}" once ${until} has been treated`],
    patientQuestions: [],
  };
}

/**
 * A critical result's generic step ("Act on the critical potassium now: confirm and treat as
 * clinically indicated") left out when a specific critical finding rests on the same result and
 * says how to treat it: the generic line only repeats it less precisely.
 */
function withoutGenericCriticalSteps(findings: readonly Finding[], ctx: RuleContext): readonly Finding[] {
  const covered = new Set(
    findings.filter((f) => f.severity === Severity.critical && f.family !== "lab-flag").flatMap((f) => f.refs),
  );
  // A risk marker's own finding sets out its plan at any severity (a fasting repeat, specialist
  // advice): "do not let a repeat test delay treatment" beside it contradicted that plan.
  const coveredRisk = new Set(findings.filter((f) => f.family !== "lab-flag").flatMap((f) => f.refs));
  const isCovered = (f: Finding) =>
    f.refs.every((r) => covered.has(r)) || (riskMarkerOnly(f, ctx) && f.refs.every((r) => coveredRisk.has(r)));
  return findings.map((f) =>
    f.code === "lab-critical" && f.refs.length > 0 && isCovered(f) && f.nextSteps.length > 0
      ? { ...f, nextSteps: [] }
      : f,
  );
}

/**
 * A laboratory's critical flag on a risk marker, left to the urgency its own finding gives the same
 * result: triglycerides of 12.4 mmol/L with no symptoms are a high finding with a fasting repeat and
 * warning signs to watch for, yet the flag alone put an "act now… go to an emergency department"
 * box at the top of the patient's report (review 21, leftovers-21d case 03). The flag's line is
 * folded into that finding, which says the laboratory flagged the result critical; the results
 * table still shows the flag.
 */
function riskMarkerAtOwnUrgency(findings: readonly Finding[], ctx: RuleContext): readonly Finding[] {
  const folded = new Map<Finding, Finding>();
  for (const f of findings) {
    if (f.code !== "lab-critical" || !riskMarkerOnly(f, ctx)) continue;
    const own = findings.filter((g) => g.family !== FindingFamily.labFlag && f.refs.every((r) => g.refs.includes(r)));
    if (own.length === 0 || own.some((g) => g.severity === Severity.critical)) continue;
    const top = own.reduce((a, b) => (SEVERITY_RANK[b.severity] > SEVERITY_RANK[a.severity] ? b : a));
    folded.set(f, top);
  }
  const owners = new Set(folded.values());
  return findings
    .filter((f) => !folded.has(f))
    .map((f) =>
      owners.has(f)
        ? {
            ...f,
            clinician: `${f.clinician} The laboratory flagged this result as critical; this finding's plan sets how soon it is acted on.`,
          }
        : f,
    );
}

/**
 * A critical gene-drug or genetic result (HLA-B*58:01 with allopurinol, DPYD before capecitabine)
 * is a prescribing hazard, not an illness: routine care stays in the report beside it.
 */
const NOT_AN_ILLNESS: ReadonlySet<string> = new Set([FindingFamily.pharmacogenomics, FindingFamily.genetics]);

/**
 * Results whose critical flag marks a risk to act on, not an illness under way: triglycerides above
 * the critical limit raise the chance of pancreatitis, but without pancreatitis the routine care
 * beside them is not "for once the acute illness is treated" (review 21, diabetes-metabolic 03:
 * triglycerides 12.4 mmol/L with no abdominal pain put a statin offer off for an illness not present).
 * Pancreatitis itself has its own findings.
 */
const RISK_MARKER_ANALYTES: ReadonlySet<string> = new Set(["triglycerides"]);

/** A critical-value line that rests only on risk-marker results (see RISK_MARKER_ANALYTES). */
function riskMarkerOnly(f: Finding, ctx: RuleContext): boolean {
  if (f.family !== FindingFamily.labFlag || f.refs.length === 0) return false;
  const labs = ctx.model.labs.filter((o) => f.refs.includes(o.ref));
  return labs.length === f.refs.length && labs.every((o) => RISK_MARKER_ANALYTES.has(o.analyteId ?? ""));
}

/**
 * Critical findings that are a medicine's effect, treated where the person is, not an illness:
 * a low glucose on insulin or a sulfonylurea does not by itself unsettle creatinine or stop eating
 * and drinking, so the sick-day pauses and the "eGFR not steady" wording it brought were wrong
 * beside known stable CKD (review 21, leftovers-21d case 01). Sick-day pauses are for a dehydrating
 * illness (evidence "dchft-type2-sglt2i-sick-day-rules"): fluid loss or poor intake stated in the
 * notes still makes it an illness (ACUTE_ILLNESS, as for acute kidney injury).
 */
const MEDICINE_EFFECT_CODES: ReadonlySet<string> = new Set(["hypoglycaemia-on-glucose-lowering"]);

/** A critical finding that is a medicine's effect, or a critical-value line resting only on one's results. */
function medicineEffectOnly(f: Finding, findings: readonly Finding[], ctx: RuleContext): boolean {
  if (statedMention(ctx.freeText, ACUTE_ILLNESS) !== undefined) return false;
  if (MEDICINE_EFFECT_CODES.has(f.code)) return true;
  if (f.family !== FindingFamily.labFlag || f.refs.length === 0) return false;
  const effectRefs = new Set(findings.filter((g) => MEDICINE_EFFECT_CODES.has(g.code)).flatMap((g) => g.refs));
  return f.refs.every((r) => effectRefs.has(r));
}

/**
 * Whether the findings show an acute illness: a critical finding other than a gene result, a risk
 * marker or a medicine's effect, or suspected sepsis.
 */
export function inAcuteIllness(findings: readonly Finding[], ctx: RuleContext): boolean {
  return acuteMarkers(findings, ctx).length > 0;
}

/**
 * A critical potassium line that the high potassium finding grades below critical and reads as
 * possibly spurious beside a raised cell count or a delayed sample: no illness is shown (review 29b,
 * kidney-29b: potassium 6.3 mmol/L with platelets 968 in a well man put his aneurysm screening off
 * "once the acute illness is treated").
 */
function probablePseudohyperkalaemia(f: Finding, findings: readonly Finding[], ctx: RuleContext): boolean {
  if (f.family !== FindingFamily.labFlag || f.refs.length === 0) return false;
  const labs = ctx.model.labs.filter((o) => f.refs.includes(o.ref));
  if (labs.length !== f.refs.length || !labs.every((o) => o.analyteId === "potassium")) return false;
  const k = findings.find((g) => g.code === "hyperkalaemia");
  return k !== undefined && k.severity !== Severity.critical && pseudohyperkalaemiaClues(ctx) !== undefined;
}

/** The findings that mark an acute illness (see inAcuteIllness). */
function acuteMarkers(findings: readonly Finding[], ctx: RuleContext): Finding[] {
  return findings.filter(
    (f) =>
      (f.severity === Severity.critical &&
        !NOT_AN_ILLNESS.has(f.family) &&
        !riskMarkerOnly(f, ctx) &&
        !medicineEffectOnly(f, findings, ctx) &&
        !probablePseudohyperkalaemia(f, findings, ctx)) ||
      SEPSIS_CODES.has(f.code) ||
      (SEVERE_INFECTION_CODES.has(f.code) && f.severity === Severity.high),
  );
}

/**
 * What a deferred finding waits for. When the only acute item is a critical result that the
 * finding itself reads (potassium 2.9 mEq/L beside a screen for primary aldosteronism prompted by
 * that potassium: review 21, electrolytes-21 case 09), there is no other illness to treat first,
 * so the wait is named as that result.
 */
function deferredUntil(f: Finding, markers: readonly Finding[], ctx: RuleContext): string | undefined {
  if (markers.length === 0) return undefined;
  if (!markers.every((m) => m.family === FindingFamily.labFlag && m.refs.length > 0)) return undefined;
  if (!markers.every((m) => m.refs.every((r) => f.refs.includes(r)))) return undefined;
  const names = [
    ...new Set(
      ctx.model.labs.filter((o) => markers.some((m) => m.refs.includes(o.ref))).map((o) => midSentence(o.name)),
    ),
  ];
  return names.length === 0 ? undefined : `the critical ${names.join(" and ")} result`;
}

/**
 * A current fever that its own finding asks to check for sepsis, short of the high risk criteria
 * (review 20, infections-2 case 06: a statin offer for diabetes led the report of a man with a
 * temperature of 38.9 °C, CRP 180 and a neutrophilia). Engine choice: routine prevention is put off
 * as in an acute illness, so the infection leads, but nothing is dropped: kidney staging and blood
 * pressure lines stay, since the fever alone does not show that creatinine or pressure is unsteady.
 */
// A child under 5's fever check is read so too (review 48, fever-child-48).
const FEVER_CHECKS = new Set(["fever-sepsis-check", "fever-young-child-check"]);
function inFebrileIllness(findings: readonly Finding[]): boolean {
  return findings.some((f) => FEVER_CHECKS.has(f.code));
}

function deferredInFever(f: Finding): Finding {
  return isDeferredRoutineCare(f) ? routineDeferred(f) : f;
}

// ---------------------------------------------------------------------------------------------
// Blood pressure: no "control" or "intensify" advice in shock.
// ---------------------------------------------------------------------------------------------

const VASOPRESSOR =
  /\b(?:nor-?epinephrine|noradrenaline|vasopressin|vasopressors?|metaraminol|phenylephrine|inotropes?|dobutamine)\b/i;
const BP_LOWERING_STEP =
  /^(?:control blood pressure|intensify treatment|adjust treatment toward|start treatment: at this stage)|\b(?:lower|intensify|control)\w* (?:the )?blood pressure\b/i;

/**
 * The latest systolic pressure recorded, in mmHg; without a recorded one, the notes' current clinic
 * reading, as the sepsis criteria read it (currentBp). Review 36, notes-36 case 06: "BP 84/50 today"
 * only in the notes met the sepsis high risk criterion, but its lactate of 2.8 was not read with the
 * hypotension and the fluid bolus step was left out.
 */
function latestSystolic(ctx: RuleContext): number | undefined {
  const list = [...ctx.vitals("bp"), ...ctx.vitals("systolic")].filter(
    (v) => v.value !== undefined && v.value >= 30 && v.value <= 300,
  );
  const dated = list.filter((v) => v.time !== undefined).sort((a, b) => (b.time ?? 0) - (a.time ?? 0));
  return (dated[0] ?? list[0])?.value ?? currentBp(ctx)?.sys;
}

/** Whether the patient is hypotensive now (systolic below 90 mmHg) or on a vasopressor. */
export function inShock(ctx: RuleContext): boolean {
  const sbp = latestSystolic(ctx);
  const onPressor =
    ctx.model.medications.some((m) => m.active && VASOPRESSOR.test(m.name)) || VASOPRESSOR.test(ctx.freeText);
  return (sbp !== undefined && sbp < 90) || onPressor;
}

/** A finding without any step to lower or control blood pressure ("Control blood pressure; review…" keeps its rest). */
function withoutBpLowering(f: Finding): Finding {
  const steps = f.nextSteps
    // With the latest reading named, or asked for (patterns.ts withBpToControl; review 31, engine-31).
    .map((s) =>
      s.replace(
        /^(?:control blood pressure(?: \(latest [^)]*\))?|measure blood pressure \([^)]*\) and control it);\s*/i,
        "",
      ),
    )
    .map((s) => (s.length > 0 ? s.charAt(0).toUpperCase() + s.slice(1) : s))
    .filter((s) => !BP_LOWERING_STEP.test(s));
  return steps.length === f.nextSteps.length && steps.every((s, i) => s === f.nextSteps[i])
    ? f
    : { ...f, nextSteps: steps };
}

// ---------------------------------------------------------------------------------------------
// KDIGO AKI stage.
// ---------------------------------------------------------------------------------------------

/**
 * KDIGO 2012 AKI stage from creatinine (mg/dL): 3.0× baseline or more, or a rise to 4.0 mg/dL
 * (353.6 µmol/L) or more, is stage 3; 2.0–2.9× is stage 2; otherwise (1.5–1.9×, or a rise of
 * 0.3 mg/dL within 48 h) stage 1. Only for a rise that meets KDIGO's AKI definition.
 */
export function kdigoAkiStage(ratio: number, latestMgDl: number): 1 | 2 | 3 {
  if (ratio >= 3 || latestMgDl >= 4) return 3;
  if (ratio >= 2) return 2;
  return 1;
}

/** The CKD definition sentence some eGFR texts carry, which misleads in a sudden kidney injury. */
const CKD_DEFINITION = /;?\s*below 60 for three months or more meets the definition of chronic kidney disease\.?/i;
const OVER_TIME = /has been going down over time/i;

/** eGFR texts reworded for acute kidney injury: no chronic-disease framing of a change over days. */
function eGfrInAki(f: Finding): Finding {
  if (!CKD_DEFINITION.test(f.patient) && !CKD_DEFINITION.test(f.clinician)) {
    return /\beGFR\b/.test(f.patient) && OVER_TIME.test(f.patient)
      ? { ...f, patient: f.patient.replace(OVER_TIME, "has dropped quickly") }
      : f;
  }
  return {
    ...f,
    clinician: f.clinician.replace(
      CKD_DEFINITION,
      ". With creatinine changing over days (acute kidney injury), this eGFR does not measure a steady GFR and gives no CKD category (KDIGO 2012 AKI).",
    ),
    evidenceIds: [...new Set([...f.evidenceIds, "kdigo-2012-aki"])],
    patient: f.patient
      .replace(OVER_TIME, "has dropped quickly")
      .replace(
        CKD_DEFINITION,
        ". Your kidney test changed suddenly, so this number is not a reliable measure right now. It points to a sudden kidney injury, not long-term kidney disease.",
      ),
  };
}

/**
 * The generic low eGFR line beside a creatinine rise against a baseline whose date is not known
 * (the notes give a baseline value only), so the rise is not yet dated as acute kidney injury. The
 * rise still shows creatinine is not steady: KDIGO 2012 (AKI) notes that an estimated GFR reflects
 * true GFR less well then than in CKD, and KDIGO 2024 (CKD) needs three months to call it chronic.
 */
function eGfrBesideCreatinineRise(f: Finding, rise: Finding): Finding {
  if (f === rise || !CKD_DEFINITION.test(f.clinician)) return f;
  return {
    ...f,
    clinician: f.clinician.replace(
      CKD_DEFINITION,
      `. Creatinine has risen from its baseline (see the "${rise.title}" finding), so it may not be steady: an estimated GFR then reflects true GFR less accurately than in chronic kidney disease, and this value gives no CKD category until repeat results show a stable creatinine (KDIGO 2012 AKI; KDIGO 2024 CKD).`,
    ),
    patient: f.patient.replace(
      CKD_DEFINITION,
      ". Your creatinine has gone up compared with before, so this number may not be a reliable measure right now and does not on its own mean long-term kidney disease. Repeat tests will show where it settles.",
    ),
    evidenceIds: [...new Set([...f.evidenceIds, "kdigo-2012-aki", "kdigo-2024-ckd"])],
  };
}

/**
 * Whether a creatinine or eGFR from an earlier day than the newest is on record: against it the
 * acute kidney injury rule measures a rise, and without a rise the newest value is not shown to be
 * changing.
 */
function kidneyBaseline(ctx: RuleContext): boolean {
  const kidney = ctx.model.labs.filter(
    (o) => (o.analyteId === "creatinine" || o.analyteId === "egfr") && o.date !== undefined,
  );
  const days = new Set(kidney.map((o) => o.date?.slice(0, 10)));
  return days.size > 1;
}

/**
 * The generic low eGFR line during an acute illness with no earlier creatinine or eGFR on record, so
 * no acute kidney injury finding can measure a rise (review 16, acute panels 15: urosepsis,
 * creatinine 196 µmol/L and no baseline). Its "below 60 for three months" sentence would read a
 * creatinine that may still be changing as a chronic disease: KDIGO 2012 (AKI) notes that an
 * estimated GFR reflects true GFR less well in acute kidney injury than in CKD, and KDIGO 2024
 * (CKD) does not assume chronicity from one abnormal eGFR, which may be an acute kidney injury.
 */
function eGfrInAcuteIllness(f: Finding, lead: Finding, ctx: RuleContext): Finding {
  if (f === lead || !CKD_DEFINITION.test(f.clinician)) return f;
  // With CKD on record the patient was told the result "does not on its own mean long-term kidney
  // disease" (review 30b, older-obs-30b case 01: CKD 3b, eGFR 38): the value is read against the usual
  // one, a fall below it being an acute kidney injury on the chronic disease.
  const ckd = ctx.conditions("ckd")[0];
  if (ckd !== undefined)
    return {
      ...f,
      clinician: f.clinician.replace(
        CKD_DEFINITION,
        `. Chronic kidney disease is on record (${ckd.name}); during an acute illness creatinine may still be changing, so this value is compared with the usual eGFR, and a fall below it is read as acute kidney injury on the chronic disease (KDIGO 2012 AKI). Read with the "${lead.title}" finding, which sets out the acute care.`,
      ),
      patient: f.patient.replace(
        CKD_DEFINITION,
        ". Long-term kidney disease is already on your record. During an illness like this the kidney test can change quickly, so this number is compared with your usual result and checked again once you have recovered. It is read together with the urgent problem at the top of this report.",
      ),
      patientQuestions: [],
      evidenceIds: [...new Set([...f.evidenceIds, "kdigo-2012-aki"])],
    };
  return {
    ...f,
    clinician: f.clinician.replace(
      CKD_DEFINITION,
      `. During an acute illness creatinine may still be changing, and an estimated GFR then reflects true GFR less accurately than in chronic kidney disease: this value is not a reliable measure of kidney function now and gives no CKD category, and whether function is reduced for the long term is judged from results once the illness is over (KDIGO 2012 AKI; KDIGO 2024 CKD). Read with the "${lead.title}" finding, which sets out the acute care.`,
    ),
    patient: f.patient.replace(
      CKD_DEFINITION,
      ". During an illness like this the kidney test can change quickly, so this number is not a reliable measure right now and does not on its own mean long-term kidney disease. It is read together with the urgent problem at the top of this report and checked again once you have recovered.",
    ),
    patientQuestions: [],
    evidenceIds: [...new Set([...f.evidenceIds, "kdigo-2012-aki", "kdigo-2024-ckd"])],
  };
}

// ---------------------------------------------------------------------------------------------
// Sepsis: lactate and the first hour.
// ---------------------------------------------------------------------------------------------

/** Lactate in mmol/L: the rule unit, or a mg/dL result converted (1 mmol/L = 9.01 mg/dL). */
function lactateMmol(ctx: RuleContext): { obs: LabObservation; mmol: number } | undefined {
  // A mg/dL result has no rule-unit value (the catalogue lists only mmol/L), so it is converted here.
  const obs = ctx.lab("lactate") ?? ctx.anyLab("lactate");
  if (obs === undefined) return undefined;
  if (/mg\s*\/\s*dl/i.test(obs.unit ?? "") && obs.value.kind === "number") return { obs, mmol: obs.value.value / 9.01 };
  const v = ctx.valueOf(obs);
  return v === undefined ? undefined : { obs, mmol: v };
}

/**
 * First actions for an adult at high risk from sepsis, in the engine's words: senior review,
 * cultures and IV antibiotics within 1 hour of recognising high risk (NICE NG51's high risk
 * pathway), and a fluid bolus for a lactate of 4 mmol/L or more or hypotension (the sepsis bundles).
 */
const SEPSIS_HIGH_RISK_STEPS = [
  "Immediate review by a senior clinical decision maker; outside hospital, emergency transfer with a pre-alert",
  "Blood cultures, then broad-spectrum IV antibiotics without delay, within 1 hour of recognising high risk",
  "Full blood count, CRP, urea and electrolytes, creatinine and clotting; blood gas with lactate, repeated to follow the response",
  "Monitor urine output; look for and control the source of infection",
];
/*
 * The same first actions on a US record (review 31, infect-31 case 10: a Houston record was given
 * NICE's "senior clinical decision maker", "within 1 hour of recognising high risk" and "urea and
 * electrolytes"), worded as the finding's own US reading is: 911 transport outside hospital, and the
 * Surviving Sepsis Campaign 2021's antimicrobials immediately, ideally within 1 hour.
 */
const US_SEPSIS_STEPS = [
  "Emergency assessment now; outside hospital, 911 transport to an emergency department",
  "Blood cultures, then broad-spectrum IV antibiotics immediately, ideally within 1 hour (Surviving Sepsis Campaign 2021)",
  "Complete blood count, CRP, electrolytes, BUN and creatinine, and coagulation studies; lactate, repeated to follow the response",
  "Monitor urine output; look for and control the source of infection",
];
const FLUID_STEP =
  "Lactate 4 mmol/L or more or systolic below 90 mmHg: IV crystalloid fluid bolus now, reassess after each bolus, and discuss with critical care";

/** The adult sepsis finding with its lactate criterion and the first-hour actions. */
function sepsisWithLactate(f: Finding, ctx: RuleContext): Finding {
  if (f.code !== "sepsis-high-risk-adult") return f;
  const lactate = lactateMmol(ctx);
  const sbp = latestSystolic(ctx);
  const hypotensive = sbp !== undefined && sbp < 90;
  const highLactate = lactate !== undefined && lactate.mmol >= 4;
  const shockLactate = lactate !== undefined && lactate.mmol > 2 && hypotensive;
  const shown = lactate === undefined ? "" : `lactate ${formatNumber(lactate.mmol, 1)} mmol/L`;
  const note = highLactate
    ? ` Also ${shown}, 4 mmol/L or more: a sign of poor tissue perfusion that calls for a fluid bolus${hypotensive ? "; with hypotension it can mean septic shock" : ""}.`
    : shockLactate
      ? ` Also ${shown}, over 2 mmol/L with systolic below 90 mmHg: this can mean septic shock.`
      : "";
  const fluids = highLactate || hypotensive;
  return {
    ...f,
    clinician: `${f.clinician}${note}`,
    nextSteps: [
      ...(readsAsUsUnits(ctx) ? US_SEPSIS_STEPS : SEPSIS_HIGH_RISK_STEPS),
      ...(fluids ? [FLUID_STEP] : []),
      ...f.nextSteps.slice(1),
    ],
    refs: lactate !== undefined && (highLactate || shockLactate) ? [...new Set([...f.refs, lactate.obs.ref])] : f.refs,
  };
}

/**
 * A low white cell count beside the adult sepsis finding, read as part of it: in sepsis a low count
 * carries a higher risk of death than a high one (belok-2021-leukopenia-sepsis), so it is a sign of
 * severity, not a finding to work up on its own (review 16, acute panels 05).
 */
function sepsisWithLowWhiteCells(f: Finding, ctx: RuleContext): Finding {
  if (f.code !== "sepsis-high-risk-adult") return f;
  const wbc = ctx.lab("wbc");
  const value = ctx.valueOf(wbc);
  const lower = ctx.lowerLimit("wbc");
  if (wbc === undefined || value === undefined || lower === undefined || value >= lower) return f;
  return {
    ...f,
    clinician: `${f.clinician} White cell count ${ctx.show(wbc)} is low: in people with suspected infection a low count has been linked with a higher risk of death than a raised one, so here it adds to the severity rather than calling for its own work-up; recheck it once the infection is treated.`,
    refs: [...new Set([...f.refs, wbc.ref])],
    evidenceIds: [...new Set([...f.evidenceIds, "belok-2021-leukopenia-sepsis"])],
  };
}

// ---------------------------------------------------------------------------------------------
// The hook.
// ---------------------------------------------------------------------------------------------

/**
 * A sulfonylurea's kidney-dose line put off: during an acute illness sick-day guidance stops a
 * sulfonylurea until the person is well and eating and drinking normally (the DCHFT leaflet), so
 * the dose is set for kidney function only once creatinine is steady (review 16, acute panels 01:
 * "review the dose" in HHS with an acute creatinine).
 */
function sulfonylureaDeferred(f: Finding, ctx: RuleContext, sglt2i: readonly MedicationItem[]): Finding {
  // The tablet is named: the patient text replaces the finding's own, so "this diabetes tablet" had
  // nothing before it to point to (review 24, deep-24 case 02).
  const names = ctx.meds("sulfonylurea").flatMap((m) => m.drugs.slice(0, 1));
  const tablet = names.length > 0 ? `Your diabetes tablet ${names[0]}` : "Your sulfonylurea diabetes tablet";
  const also = sglt2iAlsoPaused(sglt2i);
  // Kept at its grade: withholding it now, not a dose for later, is the step.
  return {
    ...f,
    clinician: `${f.clinician} Not for now: during an acute illness an eGFR from a creatinine that is not steady does not guide dosing, and sick-day guidance stops a sulfonylurea until the person is well and eating and drinking normally; set its dose for kidney function once creatinine is stable.${also.clinician}`,
    patient: `${tablet} is usually stopped while you are unwell, as it can cause low blood sugar when you are not eating and drinking normally. Its dose can be looked at again once you have recovered.${also.patient}`,
    nextSteps: [
      "Withhold the sulfonylurea while acutely unwell; restart once eating and drinking normally, at a dose set for kidney function once creatinine is stable",
      ...also.steps,
    ],
    patientQuestions: ["When can I restart my diabetes tablets?"],
    evidenceIds: [...new Set([...f.evidenceIds, "dchft-type2-sglt2i-sick-day-rules", ...also.evidence])],
  };
}

/**
 * The SGLT2 inhibitor paused beside the sulfonylurea (review 25b, medicines-25b case 01: in digoxin
 * toxicity with nausea and poor appetite, gliclazide was withheld and dapagliflozin was not named). The
 * same sick-day leaflet stops both (dchft-type2-sglt2i-sick-day-rules), and the MHRA advice interrupts
 * an SGLT2 inhibitor in acute serious illness, with ketones checked as ketoacidosis can come with a
 * near-normal glucose (mhra-sglt2i-dka).
 */
function sglt2iAlsoPaused(sglt2i: readonly MedicationItem[]) {
  if (sglt2i.length === 0) return { clinician: "", patient: "", steps: [], evidence: [] };
  const names = medNames(sglt2i);
  return {
    clinician: ` The same guidance pauses ${names} while acutely unwell: ketoacidosis on an SGLT2 inhibitor can come with a near-normal glucose.`,
    patient: ` Your ${drugWords(sglt2i).join(" and ")} is usually paused while you are unwell too, and restarted when you are eating and drinking normally again.`,
    steps: [
      `Pause ${names} while acutely unwell and check blood ketones if vomiting or unwell, whatever the glucose; restart once eating and drinking normally`,
    ],
    evidence: ["mhra-sglt2i-dka"],
  };
}

/** Findings that already pause an SGLT2 inhibitor: the sick-day findings, or a step naming it. */
const SGLT2I_PAUSING_CODES: ReadonlySet<string> = new Set(["sick-day-medicines", "diabetes-ketosis-sick-day"]);

/** The SGLT2 inhibitors no other finding pauses, so the deferred sulfonylurea names them. */
function sglt2iNotYetPaused(findings: readonly Finding[], ctx: RuleContext): MedicationItem[] {
  const sglt2i = ctx.meds("sglt2i");
  const paused = findings.some(
    (f) =>
      SGLT2I_PAUSING_CODES.has(f.code) ||
      f.nextSteps.some((s) => /^(?:pause|withhold|stop|hold)\b/i.test(s) && sglt2i.some((m) => s.includes(m.name))),
  );
  return paused ? [] : sglt2i;
}

/** metformin-egfr-reduce put off: no dose set from one acute eGFR. */
function doseDeferred(f: Finding, ctx: RuleContext, sglt2i: readonly MedicationItem[]): Finding {
  if (f.code === "sulfonylurea-ckd") return sulfonylureaDeferred(f, ctx, sglt2i);
  return {
    ...f,
    severity: Severity.low,
    clinician: `${f.clinician} Not for now: during an acute illness an eGFR from a creatinine that is not steady does not guide dosing; consider whether to pause metformin while acutely unwell, and set the dose once kidney function is stable.`,
    patient:
      "Your doctor may pause your metformin while you are unwell. Its dose can be looked at again once you have recovered.",
    nextSteps: [
      "Consider pausing metformin while acutely unwell; set its dose for kidney function once recovered and creatinine is stable",
    ],
    patientQuestions: ["Should I stop my metformin while I am unwell?"],
  };
}

/**
 * Dose lines set from an eGFR beside a creatinine rise, with no illness marked acute by its grade: the
 * eGFR is not steady, so no dose is set from it (review 36, kidney-36 case 02: creatinine 80 → 186
 * µmol/L with a fever and suspected urosepsis, and gliclazide given a dose review from an eGFR of 29).
 * With a fever the sick-day wording applies; without one, the rise alone puts the dose off.
 */
function dosesBesideCreatinineRise(
  findings: readonly Finding[],
  rise: Finding,
  fever: boolean,
  ctx: RuleContext,
): Finding[] {
  const sglt2i = sglt2iNotYetPaused(findings, ctx);
  return findings.map((f) =>
    !DOSE_DEFERRED_CODES.has(f.code)
      ? f
      : fever
        ? doseDeferred(f, ctx, sglt2i)
        : f.code === "sulfonylurea-ckd"
          ? sulfonylureaBesideRise(f, rise, ctx)
          : metforminBesideRise(f, rise),
  );
}

/** The rise named as the reason the eGFR sets no dose now. */
const notSteady = (rise: Finding): string =>
  `Not for now: creatinine has risen from its baseline (see the "${rise.title}" finding), so this eGFR is not steady and does not guide dosing`;

/**
 * A sulfonylurea beside a creatinine rise: its dose waits for a steady creatinine, and meanwhile it is
 * reviewed for hypoglycaemia, as it accumulates when kidney function falls (the rule's own source,
 * kdigo-2022-diabetes-ckd).
 */
function sulfonylureaBesideRise(f: Finding, rise: Finding, ctx: RuleContext): Finding {
  const names = medNames(ctx.meds("sulfonylurea"));
  return {
    ...f,
    clinician: `${f.clinician} ${notSteady(rise)}; meanwhile it accumulates as kidney function falls, so review it now for hypoglycaemia, and set its dose for kidney function once creatinine is stable.`,
    patient: `${f.patient} Your kidney test has changed quickly, so its dose is best set once your kidney tests settle. Meanwhile it can cause low blood sugar while your kidneys are under strain: ask your doctor today whether to pause or change it.`,
    nextSteps: [
      `Review ${names || "the sulfonylurea"} now for hypoglycaemia while kidney function is unstable (check glucose); set its dose for kidney function once creatinine is stable`,
    ],
  };
}

/** Metformin beside a creatinine rise: the acute finding withholds it now (aki-sick-day-diabetes.ts). */
function metforminBesideRise(f: Finding, rise: Finding): Finding {
  return {
    ...f,
    severity: Severity.low,
    clinician: `${f.clinician} ${notSteady(rise)}; what to do with metformin now is in that finding, and its dose is set once creatinine is stable.`,
    patient:
      "Your kidney test has changed quickly, so your metformin dose is best set once your kidney tests settle; the point about the kidney test says what to do with it now.",
    nextSteps: ["Set the metformin dose for kidney function once creatinine is stable"],
  };
}

/** The finding that names the acute illness: the top critical finding, else the infection. */
function acuteLead(findings: readonly Finding[]): Finding | undefined {
  return (
    findings.find(
      (f) => f.severity === Severity.critical && f.family !== "lab-flag" && !NOT_AN_ILLNESS.has(f.family),
    ) ??
    findings.find((f) => f.severity === Severity.critical && !NOT_AN_ILLNESS.has(f.family)) ??
    findings.find((f) => SEPSIS_CODES.has(f.code) || SEVERE_INFECTION_CODES.has(f.code))
  );
}

/** A liver injury finding: an acute injury, or one put down to a medicine. */
const LIVER_INJURY_CODES: ReadonlySet<string> = new Set([
  "acute-liver-injury",
  "antituberculosis-liver-injury",
  "amiodarone-liver-injury",
  "methotrexate-raised-transaminases",
]);

/**
 * A statin offer waits beside a liver injury graded high or more: starting a new medicine while the
 * culprit is sought clouds the picture (review 25, deep-25 case 06: "people with diabetes usually
 * benefit from a statin" beside ALT 186 U/L on isoniazid, amiodarone and methotrexate). Engine
 * choice, as for routine prevention beside an acute illness.
 */
function statinBesideLiverInjury(findings: readonly Finding[]): Finding[] {
  const injury = findings.some(
    (f) => LIVER_INJURY_CODES.has(f.code) && SEVERITY_RANK[f.severity] >= SEVERITY_RANK[Severity.high],
  );
  return findings.map((f) =>
    injury && f.code.startsWith("statin-opportunity-") && !ALREADY_DEFERRED.test(f.clinician)
      ? routineDeferred(f, "the liver injury")
      : f,
  );
}

/**
 * The findings adjusted for an acute illness: routine care left out (and named once in the top
 * critical finding's clinician text), routine prevention and dose setting deferred, blood-pressure lowering advice removed
 * in shock, eGFR texts reworded in acute kidney injury, and the adult sepsis finding given its
 * lactate criterion and first-hour actions. Without an acute illness only the shock guard applies.
 */
export function adjustForAcuteIllness(all: readonly Finding[], ctx: RuleContext): Finding[] {
  // Routine kidney and urine work-up beside a glomerular finding first (review 29b, kidney-29b).
  const findings = besideGlomerularDisease(all);
  const shock = inShock(ctx);
  // "treat this as acute kidney injury": a rise the notes' illness or baseline date to the last few days.
  const aki = findings.some(
    (f) =>
      f.code === "aki-creatinine-rise" && /meeting KDIGO criteria|treat this as acute kidney injury/.test(f.clinician),
  );
  let out = riskMarkerAtOwnUrgency(withoutGenericCriticalSteps(findings, ctx), ctx).map((f) =>
    sepsisWithLowWhiteCells(sepsisWithLactate(shock ? withoutBpLowering(f) : f, ctx), ctx),
  );
  const rise = findings.find((f) => f.code === "aki-creatinine-rise");
  if (aki) out = out.map(eGfrInAki);
  else if (rise !== undefined) out = out.map((f) => eGfrBesideCreatinineRise(f, rise));
  // Acute kidney injury with its blood-pressure medicines withheld: advice to start, add or
  // intensify them waits until recovery (review 32, bp-renal-32 case 06: "consider an alpha- or
  // beta-blocker" for resistant hypertension stood beside "withhold ramipril and indapamide").
  if (aki && akiWithholdForPressure(ctx) !== undefined)
    out = out.map((f) => (BP_RAISING_CODES.has(f.code) ? routineDeferred(f, "the acute kidney injury") : f));
  if (inHospitalMention(ctx) !== undefined) {
    out = out
      .filter((f) => !OUTPATIENT_BP_CODES.has(f.code))
      .map((f) => (WARD_DEFERRED_BP_CODES.has(f.code) ? routineDeferred(f) : f));
  }
  out = statinBesideLiverInjury(out);
  if (!inAcuteIllness(findings, ctx)) {
    const fever = inFebrileIllness(findings);
    if (rise !== undefined) out = dosesBesideCreatinineRise(out, rise, fever, ctx);
    return fever ? out.map(deferredInFever) : out;
  }
  const lead = acuteLead(out);
  if (!aki && lead !== undefined && !kidneyBaseline(ctx)) out = out.map((f) => eGfrInAcuteIllness(f, lead, ctx));
  // The hyperglycaemic crisis already withholds the sulfonylurea and sets its dose for later.
  if (out.some((f) => f.code === "hyperglycaemic-crisis")) out = out.filter((f) => f.code !== "sulfonylurea-ckd");
  const dropped = out.filter(isDroppedRoutineCare);
  const markers = acuteMarkers(findings, ctx);
  const sglt2i = sglt2iNotYetPaused(out, ctx);
  out = out
    .filter((f) => !isDroppedRoutineCare(f))
    .map((f) =>
      DOSE_DEFERRED_CODES.has(f.code)
        ? doseDeferred(f, ctx, sglt2i)
        : isDeferredRoutineCare(f)
          ? routineDeferred(f, deferredUntil(f, markers, ctx))
          : f,
    );
  if (dropped.length === 0) return out;
  const top = acuteLead(out);
  if (top === undefined) return out;
  // A creatinine raised during the illness is not yet a chronic kidney disease, so its staging is named as deferred.
  // The anaemia itself stays in the report; only its kidney work-up waits (review 13, deep coherence 12).
  // Beside sepsis a low white cell count is read with the sepsis finding, not as a myeloma question;
  // beside blasts in the blood it is read with the suspected acute leukaemia (review 26, haem-26b case 06).
  const sepsis = out.some((f) => SEPSIS_CODES.has(f.code) || f.code === "suspected-acute-leukaemia");
  const named = dropped.filter((f) => !(sepsis && f.code === "myeloma-investigations-low-white-cells"));
  if (named.length === 0) return out;
  // Kidney disease already in the record is reviewed after the illness, not staged anew (review 20,
  // ckd-mineral-acid case 08: known CKD stage 5 was told its staging waits for a stable creatinine).
  const knownCkd = ctx.conditions("ckd").length > 0 || ctx.conditions("kidney-failure").length > 0;
  const names = [
    ...new Set(
      named.map((f) =>
        f.code === "ckd-stage"
          ? knownCkd
            ? "the routine review of the known kidney disease"
            : "kidney disease staging, once creatinine is stable after the illness"
          : f.code === "anaemia-ckd"
            ? "the work-up of anaemia of kidney disease (iron studies, B12 and folate)"
            : f.code === "myeloma-investigations-low-white-cells"
              ? "a myeloma work-up for the low white cell count, if it stays low once the illness is over"
              : f.title.charAt(0).toLowerCase() + f.title.slice(1),
      ),
    ),
  ];
  const note = ` Until the acute illness is treated, routine care left out of this report: ${names.join("; ")}.`;
  return out.map((f) => (f === top ? { ...f, clinician: `${f.clinician}${note}` } : f));
}
