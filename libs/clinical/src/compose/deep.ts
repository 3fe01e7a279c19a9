import type { EhrResult, SelectedElement } from "@hds/contracts";
import { findCitableEvidence } from "../evidence/library.ts";
import { modelScope } from "../evidence/populations.ts";
import type { Finding, PatientModel } from "../model.ts";
import { type EvidenceSet, hitsForProblem, researchQuestions } from "../research.ts";
import { researchEvidence } from "../retrieval/index.ts";
import { type ComposedText, cite, composed, finalizeTexts } from "./citations.ts";
import { trimToPatient } from "./patient-trim.ts";
import { composeClinicianReport, listedSteps, mergedReportSteps } from "./clinician.ts";
import { citeFinding, clinicianSpelling, groupByProblem, isCritical, reportable, uniq } from "./common.ts";
import { type MedicinePlanLine, medicinePlan } from "./medicine-plan.ts";
import { inKidneyFailure } from "../normalize/kidney-failure.ts";
import { genericNamesLowered } from "../rules/medicine-case.ts";
import { composePatientReport } from "./patient.ts";
import { sharedMedicines } from "./shared-medicines.ts";

type Direction = "high" | "low";

/**
 * Differential considerations per problem heading, in our words. A problem about a result that can
 * be out of range either way lists its causes by direction, shown only for the direction the
 * patient's result has (low potassium never gets the causes of high potassium).
 */
interface Differentials {
  /** Causes whatever the direction (a problem that only goes one way). */
  any?: readonly string[];
  /** The tests whose direction decides the list, with the causes of a high and of a low result. */
  analytes?: readonly string[];
  high?: readonly string[];
  low?: readonly string[];
  /**
   * Findings that leave the cause open: without one in the problem the list is not shown (the
   * causes of abnormal liver tests are no discussion for a known cirrhosis or Gilbert's syndrome).
   */
  openedBy?: readonly string[];
  /** Findings that name the cause: with one in the problem the list of other causes is not shown. */
  settledBy?: readonly string[];
}

const THALASSAEMIA_TRAIT = "thalassaemia trait when microcytosis is out of proportion";

/** The causes of a creatinine rise in a kidney graft (SUMMARIES["edren-altered-graft-function"]). */
const GRAFT_RISE_CAUSES: readonly string[] = [
  "acute rejection (often without fever or graft tenderness)",
  "calcineurin-inhibitor toxicity",
  "infection: urinary, BK virus or CMV",
  "fluid depletion",
  "obstruction, lymphocoele, urine leak or a vascular problem",
];

/**
 * The causes of acute kidney injury in cirrhosis with ascites, as the ICA consensus works through
 * them (SUMMARIES["ica-2015-aki-cirrhosis"]): the causes of native CKD (diabetic, hypertensive,
 * glomerular) are no differential for a creatinine that has risen by half on diuretics (review 28,
 * deep-28 case 04).
 */
const CIRRHOSIS_AKI_CAUSES: readonly string[] = [
  "diuretics or other fluid losses",
  "nephrotoxic drugs, NSAIDs above all",
  "a trigger such as infection or bleeding",
  "hepatorenal syndrome (HRS-AKI), once 2 days off diuretics with IV albumin bring no improvement",
  "structural kidney disease (proteinuria, microscopic haematuria or an abnormal kidney ultrasound)",
];

const SEVERE_HYPOTHYROIDISM = "severe hypothyroidism";
const METHOTREXATE_MARROW = "marrow suppression by methotrexate";

const DIFFERENTIALS: Record<string, Differentials> = {
  Anaemia: {
    settledBy: [
      "iron-deficiency-anaemia",
      "iron-deficiency-without-anaemia",
      "ida-gi-investigation",
      "preop-iron-deficiency-anaemia",
      "folate-deficiency",
    ],
    any: [
      "iron deficiency (blood loss, malabsorption, diet)",
      "anaemia of inflammation or CKD",
      "B12 or folate deficiency",
      THALASSAEMIA_TRAIT,
      METHOTREXATE_MARROW,
    ],
  },
  "Kidney function": {
    any: [
      "diabetic or hypertensive kidney disease",
      "drug effect (NSAIDs, RAAS blockade, diuretics)",
      "volume depletion or obstruction for acute changes",
      "glomerular disease when albuminuria is marked",
    ],
  },
  Thyroid: {
    // TSH high is the underactive pattern, TSH low the overactive one.
    analytes: ["tsh"],
    high: [
      "autoimmune thyroiditis",
      "recovery phase of non-thyroidal illness",
      "drug effect (amiodarone, lithium)",
      "under-replacement or poor absorption of levothyroxine",
      "assay interference (heterophile antibodies)",
    ],
    low: [
      "Graves' disease",
      "toxic nodular goitre",
      "thyroiditis (painless, post-partum or subacute)",
      "excess levothyroxine",
      "drug effect (amiodarone)",
      "non-thyroidal illness or glucocorticoids",
      "assay interference (biotin)",
    ],
  },
  "Liver tests": {
    openedBy: [
      "liver-injury-pattern",
      "masld-risk",
      "fib4-fibrosis-risk",
      "fib4-deferred",
      "possible-decompensated-cirrhosis",
    ],
    any: [
      "steatotic liver disease",
      "alcohol",
      "drug-induced liver injury",
      "viral hepatitis",
      "biliary obstruction for cholestatic patterns",
    ],
  },
  Sodium: {
    analytes: ["sodium"],
    low: [
      "thiazide effect",
      "effect of other diuretics (loop diuretic, mineralocorticoid antagonist)",
      "SIADH",
      "hypovolaemia",
      "adrenal insufficiency, including after stopping or missing long-term glucocorticoids",
      SEVERE_HYPOTHYROIDISM,
      "heart, liver or kidney failure",
      "excess water intake",
    ],
    high: [
      "water loss with too little intake (older or frail people, no access to water)",
      "renal or gastrointestinal water loss (osmotic diuresis, diarrhoea)",
      "diabetes insipidus",
      "excess sodium intake or hypertonic fluids",
    ],
  },
  Calcium: {
    analytes: ["calcium", "calcium-ionized"],
    high: [
      "primary hyperparathyroidism",
      "malignancy",
      "vitamin D excess",
      "thiazide or lithium effect",
      "familial hypocalciuric hypercalcaemia",
    ],
    low: [
      "low albumin (check an albumin-adjusted or ionised calcium)",
      "vitamin D deficiency",
      "hypoparathyroidism (including after neck surgery)",
      "low magnesium",
      "chronic kidney disease",
      "drug effect (bisphosphonates, denosumab, loop diuretics)",
    ],
  },
  "Blood sugar": {
    analytes: ["glucose", "hba1c"],
    high: [
      "prediabetes or early type 2 diabetes",
      "stress or steroid-related hyperglycaemia",
      "conditions altering HbA1c (anaemia, haemoglobin variants)",
    ],
    low: [
      "glucose-lowering drugs (insulin, sulfonylureas), including ones not on the medication list",
      "missed meals, alcohol or unusual exercise on treatment",
      "reduced kidney or liver function (slower clearance of drugs and less glucose production)",
      "adrenal insufficiency",
      "without diabetes: endogenous hyperinsulinism (insulinoma), accidental or factitious insulin or sulfonylurea, or a non-islet-cell tumour",
      "delayed sample processing (glucose falls in an unseparated sample)",
    ],
  },
  Cholesterol: {
    // A pathogenic FH variant names the cause (review 28, deep-28 case 08).
    settledBy: ["fh-genetic-variant"],
    any: [
      "familial hypercholesterolaemia",
      "secondary dyslipidaemia (hypothyroidism, nephrotic syndrome, cholestasis, drugs)",
      "lifestyle-related dyslipidaemia",
    ],
  },
  "Potassium and medicines": {
    analytes: ["potassium"],
    high: ["drug-induced hyperkalaemia", "reduced kidney function", "sample haemolysis (pseudohyperkalaemia)"],
    low: [
      "losses from loop or thiazide diuretics",
      "low magnesium",
      "gastrointestinal losses (vomiting, diarrhoea)",
      "poor intake",
    ],
  },
};

/**
 * A child's or teenager's high blood sugar: NICE NG18 treats symptomatic diabetes in a child as type 1
 * until shown otherwise, so "prediabetes or early type 2 diabetes" leads no child's list (review 26,
 * children-26b case 06: an 8-year-old with glucose 24 mmol/L and ketones).
 */
const CHILD_HIGH_SUGAR: readonly string[] = [
  "type 1 diabetes (in a child or young person with symptoms, managed as type 1 until shown otherwise)",
  "youth-onset type 2 diabetes",
  "monogenic diabetes",
  "stress or steroid-related hyperglycaemia",
  "conditions altering HbA1c (anaemia, haemoglobin variants)",
];

/**
 * Rules whose finding is about one direction of a result, for when the result itself is not flagged
 * that way (a rule threshold inside a laboratory's wide range).
 */
const RULE_DIRECTION: Record<string, Direction> = {
  "raas-hyperkalaemia": "high",
  "diuretic-hypokalaemia": "low",
  "digoxin-low-potassium": "low",
  hyponatraemia: "low",
  "diuretic-hyponatraemia": "low",
  hypercalcaemia: "high",
  hypoglycaemia: "low",
  "prediabetes-range": "high",
  "diabetes-range-undiagnosed": "high",
  "subclinical-hypothyroidism": "high",
  "overt-hypothyroidism": "high",
  "levothyroxine-tsh-high": "high",
  "subclinical-hyperthyroidism": "low",
  "overt-hyperthyroidism": "low",
  "levothyroxine-tsh-low": "low",
};

/** The directions of the problem's tests among the results its findings rest on. */
function directions(model: PatientModel, list: readonly Finding[], analytes: readonly string[]): Set<Direction> {
  const out = new Set<Direction>();
  for (const f of list) {
    const hint = RULE_DIRECTION[f.code];
    if (hint) out.add(hint);
    for (const ref of f.refs) {
      const obs = model.labs.find((o) => o.ref === ref);
      if (!obs?.analyteId || !analytes.includes(obs.analyteId)) continue;
      if (obs.status === "high" || obs.status === "critical-high") out.add("high");
      if (obs.status === "low" || obs.status === "critical-low") out.add("low");
    }
  }
  return out;
}

/**
 * Causes that are a medicine's effect, with the classes that make them: listed only when the patient
 * takes one (a thiazide effect is no cause for someone on furosemide and spironolactone).
 */
const DRUG_CAUSES: Readonly<Record<string, readonly string[]>> = {
  "thiazide effect": ["thiazide"],
  "effect of other diuretics (loop diuretic, mineralocorticoid antagonist)": ["loop-diuretic", "mra"],
  "thiazide or lithium effect": ["thiazide", "lithium"],
  "drug effect (amiodarone, lithium)": ["amiodarone", "lithium"],
  "drug effect (amiodarone)": ["amiodarone"],
  // Levothyroxine's dose and absorption explain a TSH only in someone who takes it (review 23).
  "under-replacement or poor absorption of levothyroxine": ["thyroid-hormone"],
  "excess levothyroxine": ["thyroid-hormone"],
  [METHOTREXATE_MARROW]: ["methotrexate"],
};

/**
 * Causes that do not fit a TSH out of range on levothyroxine for a known underactive thyroid: over-
 * replacement is no new toxic goitre, and a high TSH on replacement (in pregnancy too) is about the
 * dose and its absorption, not a new thyroiditis or recovery from illness.
 */
const NOT_ON_REPLACEMENT: Readonly<Record<string, readonly string[]>> = {
  "levothyroxine-tsh-low": ["Graves' disease", "toxic nodular goitre"],
  "levothyroxine-tsh-high": ["autoimmune thyroiditis", "recovery phase of non-thyroidal illness"],
  "pregnancy-levothyroxine": ["autoimmune thyroiditis", "recovery phase of non-thyroidal illness"],
};

/** The differential considerations for one problem, following the direction of its results. */
export function differentialsFor(model: PatientModel, problem: string, list: readonly Finding[]): string[] {
  const d = DIFFERENTIALS[problem];
  if (!d) return [];
  // The causes of native CKD are no discussion for a graft whose creatinine has risen, which has
  // its own, or for kidney failure already on record (review 26, immuno cases 01 and 03).
  if (problem === "Kidney function") {
    if (list.some((f) => f.code === "kidney-graft-creatinine-rise")) return [...GRAFT_RISE_CAUSES];
    if (list.some((f) => f.evidenceIds.includes("ica-2015-aki-cirrhosis"))) return [...CIRRHOSIS_AKI_CAUSES];
    if (inKidneyFailure(model)) return [];
  }
  const codes = new Set(list.map((f) => f.code));
  if (d.openedBy !== undefined && !d.openedBy.some((c) => codes.has(c))) return [];
  if (d.settledBy?.some((c) => codes.has(c))) return [];
  const found = d.analytes ? directions(model, list, d.analytes) : new Set<Direction>();
  const child = model.patient.age !== undefined && model.patient.age < 18;
  const high = problem === "Blood sugar" && child ? CHILD_HIGH_SUGAR : d.high;
  const all = [
    ...(d.any ?? []),
    ...(found.has("high") ? (high ?? []) : []),
    ...(found.has("low") ? (d.low ?? []) : []),
  ];
  const taken = new Set(model.medications.filter((m) => m.active).flatMap((m) => m.classes));
  const fits = all.filter((x) => DRUG_CAUSES[x] === undefined || DRUG_CAUSES[x].some((c) => taken.has(c)));
  const unfit = new Set(list.flatMap((f) => NOT_ON_REPLACEMENT[f.code] ?? []));
  if (mcvNotLow(model)) unfit.add(THALASSAEMIA_TRAIT);
  // A normal TSH in the record makes hypothyroidism an unlikely cause of a low sodium: said beside
  // it, rather than listed as if untested (review 28, deep-28 case 04).
  const tsh = latestLab(model, "tsh");
  return fits
    .filter((x) => !unfit.has(x))
    .map((x) =>
      x === SEVERE_HYPOTHYROIDISM && tsh?.status === "normal"
        ? `${x}: unlikely with the normal TSH (${[tsh.rawValue, tsh.unit, tsh.date?.slice(0, 10)].filter(Boolean).join(" ")})`
        : x,
    );
}

/**
 * How many lab results there are when every one is within its reference range: a report of normal
 * results listed none of them, so the reader could not tell that all had been checked and found in
 * range (review 28, deep-28 case 05). Undefined with no results or any result out of range or unjudged.
 */
function labsAllInRange(model: PatientModel): number | undefined {
  const n = model.labs.length;
  return n > 0 && model.labs.every((o) => o.status === "normal") ? n : undefined;
}

/** The newest result of a test. */
function latestLab(model: PatientModel, analyteId: string) {
  return model.labs
    .filter((o) => o.analyteId === analyteId)
    .sort((a, b) => (b.date ?? "").localeCompare(a.date ?? ""))[0];
}

/** Content words cut to five letters, so "screen" and "screened" match. */
function stems(text: string): Set<string> {
  return new Set((text.toLowerCase().match(/[a-z0-9–-]{4,}/g) ?? []).map((w) => w.slice(0, 5)));
}

/**
 * Whether a source's summary says little beyond its recommendations shown beside it: at least half
 * of its content words are in them (an engine choice, tuned on review 27's case 08).
 */
function restates(summary: string, recommendations: readonly string[]): boolean {
  if (recommendations.length === 0) return false;
  const words = [...stems(summary)];
  const rec = stems(recommendations.join(" "));
  return words.length > 0 && words.filter((w) => rec.has(w)).length / words.length >= 0.5;
}

/**
 * The latest MCV is in range or high: there is no microcytosis for thalassaemia trait to explain
 * (review 23, deep-23 case 01). Without an MCV the conditional wording stands.
 */
function mcvNotLow(model: PatientModel): boolean {
  const mcv = latestLab(model, "mcv");
  return mcv !== undefined && ["normal", "high", "critical-high"].includes(mcv.status);
}

/**
 * The problem each source is summarised under: the one whose finding lists it earliest among its
 * sources, the first such problem on a tie. A source summarised where it is first cited landed the
 * heart-failure guideline under "Potassium and medicines" in HFpEF on an ACE inhibitor and
 * spironolactone, because the potassium finding, listed first, cites it last as its backing (review
 * 28, leftovers-28b case 05).
 */
function sourceHomes(
  groups: readonly [string, Finding[]][],
  sourcesOf: (f: Finding) => readonly string[],
): Map<string, string> {
  const best = new Map<string, { problem: string; rank: number }>();
  for (const [problem, list] of groups)
    for (const f of list)
      sourcesOf(f).forEach((id, rank) => {
        const now = best.get(id);
        if (now === undefined || rank < now.rank) best.set(id, { problem, rank });
      });
  return new Map([...best].map(([id, b]) => [id, b.problem]));
}

/**
 * Plan lines that carry the same step for several medicines ("Withhold ramipril, spironolactone and
 * furosemide while …") printed once, naming them together, rather than the same sentence per medicine.
 */
export function planByStep(plan: readonly MedicinePlanLine[]) {
  const out: { medicines: string[]; action: string; conditional: boolean; step: string; because: string[] }[] = [];
  for (const p of plan) {
    const same = out.find((o) => o.step === p.step && o.action === p.action && o.conditional === p.conditional);
    if (same === undefined) out.push({ ...p, medicines: [p.medicine], because: [...p.because] });
    else {
      same.medicines.push(p.medicine);
      same.because = uniq([...same.because, ...p.because]);
    }
  }
  return out;
}

/**
 * The deep-mode report: the light clinician report followed by a per-problem discussion (findings,
 * guideline recommendations with their strength where the source grades them, differentials,
 * monitoring) and further reading from the research queries. Returns an EhrResult with
 * researchTasks set to the research queries that were run.
 */
export function composeDeepReport(
  model: PatientModel,
  findings: readonly Finding[],
  evidence: EvidenceSet,
  selected: readonly SelectedElement[],
): EhrResult {
  const questions = researchQuestions(model, findings);
  const scope = modelScope(model);
  const base = composeClinicianReport(model, findings, evidence);
  const lines: string[] = [base.markdown, "", "# Detailed discussion", ""];
  const inRange = labsAllInRange(model);
  if (inRange !== undefined)
    lines.push(
      inRange === 1
        ? "The one lab result supplied was within its reference range."
        : `All ${inRange} lab results supplied were within their reference ranges.`,
      "",
    );
  const shown = reportable(findings).filter(
    (f) => f.family !== "lab-flag" && f.family !== "trend" && f.severity !== "info",
  );
  // Without a problem beyond single out-of-range results there is nothing to discuss in depth; the
  // section says so rather than standing empty.
  // With no finding at all there are no results above to point back to (review 21, deep sweep 06).
  if (shown.length === 0)
    lines.push(
      reportable(findings).length === 0
        ? "No problem was identified in the data supplied, so there is no further discussion."
        : "No problem beyond the individual results above was identified, so there is no further discussion. Review those results in their clinical context.",
      "",
    );
  // The report above already states each finding and lists the next steps; the discussion adds to
  // it rather than repeating it: a source's summary and its recommendations are printed once (where
  // it is first cited), and later problems point back to them.
  // Advice on one medicine spread over several findings is drawn together once, firmest action first.
  const spell = clinicianSpelling(model);
  const plan = medicinePlan(model, shown);
  if (plan.length > 0) {
    lines.push("## Plan by medicine", "");
    // The medicines after the first are mid-list: generic names in lower case (review 31, medcase-31).
    const lower = genericNamesLowered(model.medications);
    for (const p of planByStep(plan))
      lines.push(
        `- **${lower(p.medicines.join(", "))}** (${p.action}${p.conditional ? ", conditional" : ""}): ${p.step}. From: ${p.because.join("; ")}.`,
      );
    lines.push("");
  }
  const shared = sharedMedicines(model, shown);
  if (shared.length > 0) {
    lines.push("## One medicine, several problems", "");
    for (const s of shared) {
      const names = s.problems.map((p) => `"${spell(p)}"`);
      const all = ["both", "all three", "all four"][s.problems.length - 2] ?? `all ${s.problems.length}`;
      const ids = uniq(s.findings.flatMap((f) => evidence.byFinding[f.id] ?? f.evidenceIds));
      lines.push(
        `- ${s.medicine[0]?.toUpperCase()}${s.medicine.slice(1)} is suggested under ${names.slice(0, -1).join(", ")} and ${names.at(-1)}: a single medicine of this class would answer ${all} suggestions, so it is best weighed once for these problems together. ${cite(ids)}`.trimEnd(),
      );
    }
    lines.push("");
  }
  const summarised = new Set<string>();
  const pointed = new Set<string>();
  const furtherShown = new Set<string>();
  // Sources a finding cites are summarised under that finding's own problem, so they are no further
  // reading under another, earlier one (review 28, deep-28 case 02: the methotrexate–co-trimoxazole
  // sources read once as further reading under "Medicines", then again under "Medication safety").
  const citedByFindings = new Set(shown.flatMap((f) => evidence.byFinding[f.id] ?? f.evidenceIds));
  // The steps across all findings, merged as the report above merges its own (mergedReportSteps):
  // a step it joined (two critical values, two referrals to one specialty) or left out because
  // another outdoes it is not repeated here in its unmerged form (review 23, deep-23).
  const raw = uniq(shown.flatMap((f) => f.nextSteps));
  const kept = mergedReportSteps(model, raw);
  const listed = listedSteps(model, reportable(findings));
  // A step adds nothing to the list above when it is there, or merging it in takes it away (a
  // referral to a specialty already referred to, a critical value already joined, a plain step a
  // fuller one covers).
  const addsToListed = (x: string) => !listed.includes(x) && mergedReportSteps(model, [...listed, x]).includes(x);
  const printedSteps = new Set<string>();
  const groups = groupByProblem(shown);
  const home = sourceHomes(groups, (f) => evidence.byFinding[f.id] ?? f.evidenceIds);
  for (const [problem, list] of groups) {
    lines.push(`## ${spell(problem)}`, "");
    const covered = list.filter((f) => base.markdown.includes(f.clinician));
    if (covered.length > 0)
      lines.push(
        `Findings (stated above${covered.some(isCritical) ? "; critical ones at the top" : ""}): ${covered
          .map((f) => `**${f.title}** (priority: ${f.severity})`)
          .join("; ")}.`,
        "",
      );
    for (const f of list)
      if (!covered.includes(f)) lines.push(`${f.clinician} ${citeFinding(f, evidence)}`.trimEnd(), "");
    // The sources the report cites for these findings (see retrieveEvidence), not every id a rule lists.
    const sourceIds = uniq(list.flatMap((f) => evidence.byFinding[f.id] ?? f.evidenceIds));
    const isHome = (id: string) => (home.get(id) ?? problem) === problem;
    const fresh = sourceIds.filter((id) => !summarised.has(id) && isHome(id));
    // A recommendation for one band of a guideline is shown only beside a finding in that band.
    const citing = (id: string) => list.filter((f) => (evidence.byFinding[f.id] ?? f.evidenceIds).includes(id));
    const recs = fresh.flatMap((id) =>
      (findCitableEvidence(id)?.recommendations ?? [])
        .filter((r) => r.onlyWhen === undefined || citing(id).some((f) => r.onlyWhen?.test(f.clinician)))
        // Trimmed to who the patient is (review 32, research-32 case 02): see trimToPatient.
        .map((r) => ({ id, r: { ...r, text: trimToPatient(r.text, scope) } }))
        .filter(({ r }) => r.text !== ""),
    );
    if (recs.length > 0) {
      lines.push("**Guideline recommendations**", "");
      for (const { id, r } of recs)
        lines.push(`- ${r.text}${r.strength ? ` _Strength: ${r.strength}._` : ""} ${cite([id])}`.trimEnd());
      lines.push("");
    }
    const withSummary = sourceIds
      .map((id) => findCitableEvidence(id))
      .filter((e) => e !== undefined && !e.id.startsWith("insight:"))
      .map((e) => ({ ...(e as NonNullable<typeof e>), summary: trimToPatient(e?.summary ?? "", scope) }))
      .filter((e) => e.summary !== "");
    // A summary that only restates the recommendation printed just above for the same source is left
    // out (review 27, leftovers-27 case 08: the USPSTF screening advice printed twice under [7]).
    const newSummaries = withSummary.filter(
      (e) =>
        !summarised.has(e.id) &&
        isHome(e.id) &&
        !restates(
          e.summary,
          recs.filter((x) => x.id === e.id).map((x) => x.r.text),
        ),
    );
    // A source is pointed back to once: the Beers Criteria got an "Also cited here" line under two
    // problems besides its own (review 30b, older-obs-30b case 01); the report above cites it anyway.
    const earlier = withSummary.filter((e) => summarised.has(e.id) && !pointed.has(e.id));
    const later = withSummary.filter((e) => !summarised.has(e.id) && !isHome(e.id) && !pointed.has(e.id));
    for (const e of [...earlier, ...later]) pointed.add(e.id);
    if (newSummaries.length > 0 || earlier.length > 0 || later.length > 0) {
      lines.push("**What the sources say**", "");
      // Our own words, so spelt for the record; a recommendation's words and a research hit's are the source's own.
      for (const e of newSummaries) lines.push(`- ${spell(e.summary)} ${cite([e.id])}`);
      if (earlier.length > 0)
        lines.push(`- Also cited here, summarised under an earlier problem: ${cite(earlier.map((e) => e.id))}`);
      for (const [where, ids] of Map.groupBy(later, (e) => home.get(e.id) ?? problem))
        lines.push(`- Also cited here, summarised under "${spell(where)}" below: ${cite(ids.map((e) => e.id))}`);
      lines.push("");
    }
    for (const id of sourceIds) if (isHome(id)) summarised.add(id);
    const differentials = differentialsFor(model, problem, list);
    if (differentials.length > 0)
      lines.push("**Differential considerations**", "", ...differentials.map((d) => `- ${spell(d)}`), "");
    // This problem's merged steps: those that change or go when its own raw steps are taken out. A
    // merged step is printed once, under the first problem it comes from, and not when the report
    // above already lists it (it shows a limited number).
    const own = new Set(list.flatMap((f) => f.nextSteps));
    const without = new Set(
      mergedReportSteps(
        model,
        raw.filter((x) => !own.has(x)),
      ),
    );
    const steps = kept.filter((x) => !without.has(x) && !printedSteps.has(x) && addsToListed(x));
    for (const x of steps) printedSteps.add(x);
    if (steps.length > 0) lines.push("**Further steps**", "", ...steps.map((x) => `- ${x}`), "");
    const q = questions.find((x) => x.findingIds.some((id) => list.some((f) => f.id === id)));
    if (q) {
      const cited = new Set(list.flatMap((f) => f.evidenceIds));
      // The research task's answer when one ran (deep mode); the same search here otherwise.
      // Only hits that fit this patient (see hitsForProblem): the search knows words, not patients.
      // The filter comes before the cut to the best few (review 32, research-32 case 01).
      const hits = hitsForProblem(scope, [...cited], evidence.related[q.query] ?? researchEvidence(q.query));
      // A source without a summary of ours has nothing to show but its title ("X: X"); it is left out,
      // as is one already summarised or offered under another problem.
      const further = hits
        .filter((h) => {
          const e = findCitableEvidence(h.id);
          return (
            e !== undefined &&
            e.summary !== "" &&
            !cited.has(h.id) &&
            !citedByFindings.has(h.id) &&
            !summarised.has(h.id) &&
            !furtherShown.has(h.id) &&
            !h.id.startsWith("insight:") &&
            trimToPatient(h.passage, scope) !== ""
          );
        })
        .slice(0, 2);
      if (further.length > 0) {
        lines.push("**Further reading from the research step**", "");
        for (const h of further) {
          furtherShown.add(h.id);
          lines.push(`- ${h.title}: ${trimToPatient(h.passage, scope)} ${cite([h.id])}`);
        }
        lines.push("");
      }
    }
  }
  if (shown.some(isCritical)) lines.push("_Critical findings are listed at the top of this report._");
  const clinician: ComposedText = composed(lines.join("\n").trim());
  const light = composePatientReport(model, findings, evidence);
  const normal =
    inRange === undefined
      ? undefined
      : inRange === 1
        ? "Your one lab result was within its normal range."
        : `All ${inRange} of your lab results were within their normal ranges.`;
  const patient: ComposedText =
    normal === undefined
      ? light
      : { ...light, markdown: light.markdown.replace(/^We looked at [^\n]*$/m, (x) => `${x} ${normal}`) };
  const texts = finalizeTexts(patient, clinician);
  return {
    selectedElements: [...selected],
    patientResponse: texts.patientResponse,
    clinicianResponse: texts.clinicianResponse,
    citations: texts.citations,
    researchTasks: questions.map((q) => q.query),
  };
}
