import { FindingFamily, type LabObservation, type MedicationItem, Severity } from "../model.ts";
import { classifyMedication } from "../vocab/medications.ts";
import { medNames, type RuleContext } from "./context.ts";
import type { Rule, RuleMatch } from "./types.ts";

/*
 * Calcineurin inhibitors (tacrolimus, ciclosporin) read with their level and the medicines that
 * raise it (review 11, renal case 07). Both are cleared by CYP3A4: a macrolide, an azole
 * antifungal, a rate-limiting calcium channel blocker or a boosted antiviral can push the level
 * far above its target within days, and a high level harms the kidney and brings high potassium
 * and neurotoxicity such as tremor (Prograf label and interaction monographs,
 * SUMMARIES["prograf-tacrolimus-label"]). The level's target belongs to the transplant team, so a
 * level above the recorded target is theirs to act on the same day.
 */

const F = FindingFamily.drugLab;

/** Classes that inhibit CYP3A4 and raise tacrolimus and ciclosporin levels (vocab/medications.ts). */
const RAISING_CLASSES = ["macrolide", "azole-antifungal", "strong-cyp3a4-inhibitor", "rate-limiting-ccb"];
/** A skin preparation of tacrolimus is not systemic and has no blood level to act on. */
const TOPICAL = /\b(?:ointment|cream|topical|protopic|eye drops?)\b/i;
/** A tacrolimus or ciclosporin blood level, by the laboratory's name for it. */
const LEVEL_NAME = /\b(?:tacrolimus|fk506|ciclosporin|cyclosporin[e]?)\b/i;
/** A target range stated in the notes, e.g. "target tacrolimus 5-8". */
const STATED_TARGET =
  /\btarget\b[^.;\d]{0,40}?(\d+(?:\.\d+)?)\s*(?:-|–|to)\s*(\d+(?:\.\d+)?)|\b(?:tacrolimus|ciclosporin|cyclosporine?)\b[^.;\d]{0,20}?target[^.;\d]{0,10}?(\d+(?:\.\d+)?)\s*(?:-|–|to)\s*(\d+(?:\.\d+)?)/i;
/** Potassium (mmol/L) from which the high potassium is named with the calcineurin inhibitor. */
const K_HIGH = 5.5;
/** Potassium (mmol/L) from which same-day assessment is advised (moderate hyperkalaemia and above). */
const K_URGENT = 6.0;
/** Signs of calcineurin-inhibitor neurotoxicity stated in the notes. */
const NEURO_SIGNS = /\b(?:tremor|tremulous|shak(?:y|iness|ing)|headache|confus(?:ed|ion)|seizure|fit)\b/i;

export function systemicCni(ctx: RuleContext): MedicationItem[] {
  return ctx.meds("calcineurin-inhibitor").filter((m) => !TOPICAL.test(m.name));
}

function raisingMeds(ctx: RuleContext): MedicationItem[] {
  return ctx.medsOf(...RAISING_CLASSES).filter((m) => !m.classes.includes("calcineurin-inhibitor"));
}

/*
 * A level-raising medicine the notes say was started or is taken, when the list does not hold it
 * (review 31b, acute-31b case 04: "GP started clarithromycin last week" beside tacrolimus 21.5
 * µg/L, creatinine 188 µmol/L and potassium 5.9; only the list was read, so the likely cause went
 * unnamed). The interaction is the Prograf label's (prograf-tacrolimus-label). A sentence that
 * names it as stopped, finished, avoided, an allergy or not taken does not count.
 */
const NOTED_TAKEN = /\b(?:started|starting|commenced|began|prescribed|given|taking|takes|on|course\s+of)\b/;
const NOTED_NOT_TAKEN =
  /\b(?:stopped|discontinued|ceased|finished|completed|allerg\w*|avoid\w*|never|no|not|declined|instead\s+of|switched\s+from)\b/;

function notedRaisers(ctx: RuleContext, listed: readonly MedicationItem[]): string[] {
  const onList = new Set(listed.flatMap((m) => m.drugs));
  const found = new Set<string>();
  for (const sentence of ctx.freeText.split(/[.;\n]+/)) {
    if (!NOTED_TAKEN.test(sentence) || NOTED_NOT_TAKEN.test(sentence)) continue;
    for (const drug of classifyMedication(sentence).drugs) {
      const classes = classifyMedication(drug).classes;
      if (onList.has(drug) || classes.includes("calcineurin-inhibitor")) continue;
      if (classes.some((c) => RAISING_CLASSES.includes(c))) found.add(drug);
    }
  }
  return [...found];
}

/** The latest tacrolimus/ciclosporin level with a number. */
export function latestLevel(ctx: RuleContext): LabObservation | undefined {
  const levels = ctx.model.labs.filter((o) => LEVEL_NAME.test(o.name) && o.value.kind === "number");
  return levels.sort((a, b) => (b.time ?? 0) - (a.time ?? 0))[0];
}

export function numeric(obs: LabObservation | undefined): number | undefined {
  return obs?.value.kind === "number" ? obs.value.value : undefined;
}

/** The level's target: from the notes when stated, else the range the laboratory printed. */
export function cniTarget(
  ctx: RuleContext,
  obs: LabObservation,
): { low?: number; high: number; text: string } | undefined {
  const m = STATED_TARGET.exec(ctx.freeText);
  if (m) {
    const low = m[1] ?? m[3];
    const high = m[2] ?? m[4];
    if (low !== undefined && high !== undefined)
      return { low: Number(low), high: Number(high), text: `${low}–${high}` };
  }
  const h = obs.range?.high;
  if (h === undefined) return undefined;
  const l = obs.range?.low;
  return { low: l, high: h, text: l !== undefined ? `${l}–${h}` : `up to ${h}` };
}

/** Earlier values of the same level, oldest first. */
function earlierLevels(ctx: RuleContext, obs: LabObservation): number[] {
  return ctx.model.labs
    .filter((o) => o !== obs && LEVEL_NAME.test(o.name) && (o.time ?? 0) < (obs.time ?? 0))
    .sort((a, b) => (a.time ?? 0) - (b.time ?? 0))
    .map((o) => numeric(o))
    .filter((v): v is number => v !== undefined);
}

/** A creatinine above the one before it, as "128 to 176 µmol/L". */
function creatinineRise(ctx: RuleContext): { text: string; obs: LabObservation } | undefined {
  const all = ctx.labs("creatinine").filter((o) => o.standard !== undefined);
  const latest = all[0];
  const previous = all.find((o) => o !== latest && (o.time ?? 0) < (latest?.time ?? 0));
  const a = ctx.valueOf(previous);
  const b = ctx.valueOf(latest);
  if (latest === undefined || previous === undefined || a === undefined || b === undefined || b <= a) return undefined;
  return { text: `creatinine has risen from ${ctx.show(previous)} to ${ctx.show(latest)}`, obs: latest };
}

function cniLevelAboveTarget(ctx: RuleContext): RuleMatch | undefined {
  const cni = systemicCni(ctx);
  if (cni.length === 0) return undefined;
  const obs = latestLevel(ctx);
  const level = numeric(obs);
  if (obs === undefined || level === undefined) return undefined;
  const target = cniTarget(ctx, obs);
  if (target === undefined || level <= target.high) return undefined;

  const listed = raisingMeds(ctx);
  const noted = notedRaisers(ctx, listed);
  // The list's medicines by their record names, then those only the notes name (see notedRaisers).
  const raisingNames = [medNames(listed), ...noted].filter(Boolean);
  const raisers =
    raisingNames.length <= 1
      ? (raisingNames[0] ?? "")
      : `${raisingNames.slice(0, -1).join(", ")} and ${raisingNames[raisingNames.length - 1]}`;
  const raising = raisingNames;
  const notedText =
    noted.length === 0
      ? ""
      : listed.length === 0
        ? " (started per the notes, not on the medication list)"
        : ` (${noted.join(" and ")} per the notes, not on the medication list)`;
  // A creatinine above its range with no earlier one to show a rise is still named (case 04).
  const creatObs = ctx.lab("creatinine");
  const creatHigh = creatObs !== undefined && (creatObs.status === "high" || creatObs.status === "critical-high");
  const earlier = earlierLevels(ctx, obs);
  const previous = earlier[earlier.length - 1];
  const creat = creatinineRise(ctx);
  const kObs = ctx.lab("potassium");
  const k = ctx.valueOf(kObs);
  const kHigh = k !== undefined && k >= K_HIGH;
  const mgObs = ctx.lab("magnesium");
  const mgLow = mgObs !== undefined && mgObs.status === "low";
  const neuro = NEURO_SIGNS.exec(ctx.freeText)?.[0];

  const effects = [
    creat?.text ?? (creatHigh ? `creatinine is ${ctx.show(creatObs)}, above the reference range` : undefined),
    kHigh ? `potassium is ${ctx.show(kObs)}` : undefined,
    mgLow ? `magnesium is low at ${ctx.show(mgObs)}` : undefined,
    neuro !== undefined ? `the notes record ${neuro}` : undefined,
  ].filter((s): s is string => s !== undefined);

  const clinician = [
    `${obs.name} ${ctx.show(obs)} is above the target of ${target.text}${previous !== undefined ? ` (previous ${previous})` : ""} on ${medNames(cni)}.`,
    noted.length > 0
      ? `CYP3A4 inhibition by ${raisers}${notedText} is the likely cause of the rise: CYP3A4 clears tacrolimus and ciclosporin.`
      : raising.length > 0
        ? `${raisers} inhibits CYP3A4, which clears tacrolimus and ciclosporin, and is the likely cause of the rise.`
        : undefined,
    effects.length > 0
      ? `Alongside it, ${effects.join("; ")}: these fit calcineurin-inhibitor toxicity (kidney injury, high potassium, tremor) rather than progression of chronic kidney disease.`
      : undefined,
  ]
    .filter(Boolean)
    .join(" ");

  const nextSteps = [
    "Contact the transplant team today: the calcineurin-inhibitor dose is decided by them",
    ...(raising.length > 0
      ? [
          `Stop or replace ${raisers} with a medicine that does not raise the level, in discussion with the transplant team`,
        ]
      : []),
    "Repeat the trough level, creatinine, potassium and magnesium within 1–3 days",
    ...(k !== undefined && k >= K_URGENT ? ["Potassium 6.0 mmol/L or more: same-day assessment with an ECG"] : []),
  ];

  return {
    refs: ctx.refs(
      obs,
      ...cni,
      ...listed,
      creat?.obs ?? (creatHigh ? creatObs : undefined),
      kHigh ? kObs : undefined,
      mgLow ? mgObs : undefined,
    ),
    values: { drug: medNames(cni), text: clinician },
    severity: k !== undefined && k >= K_URGENT ? Severity.critical : Severity.high,
    patientExtra:
      raising.length > 0
        ? `Your ${raisers} can raise the level of your transplant medicine. Do not stop any medicine on your own, but contact your transplant team today.`
        : "Contact your transplant team today. Do not change your dose on your own.",
    nextSteps,
  };
}

function cniHyperkalaemia(ctx: RuleContext): RuleMatch | undefined {
  const cni = systemicCni(ctx);
  const kObs = ctx.lab("potassium");
  const k = ctx.valueOf(kObs);
  if (cni.length === 0 || k === undefined || k < K_HIGH || k >= 6.5) return undefined;
  // A level above target names the potassium itself (cniLevelAboveTarget).
  if (cniLevelAboveTarget(ctx) !== undefined) return undefined;
  const raising = raisingMeds(ctx);
  return {
    refs: ctx.refs(kObs, ...cni, ...raising),
    severity: k >= K_URGENT ? Severity.critical : Severity.high,
    values: {
      drug: medNames(cni),
      text: `Potassium ${ctx.show(kObs)} on ${medNames(cni)}, which raises potassium.${raising.length > 0 ? ` ${medNames(raising)} can raise its level: check a trough level.` : " Check a trough level if none is recent."}`,
    },
    nextSteps: [
      "Discuss with the transplant team; check the trough level, creatinine and magnesium",
      k >= K_URGENT
        ? "Potassium 6.0 mmol/L or more: same-day assessment with an ECG"
        : "Repeat potassium within 3 days; review other medicines that raise potassium",
    ],
  };
}

export const TRANSPLANT_CNI_RULES: readonly Rule[] = [
  {
    id: "cni-level-above-target",
    family: F,
    severity: Severity.high,
    problem: "Transplant medicines",
    title: "Calcineurin-inhibitor level above target",
    clinician: "{text} The transplant team sets the target and the dose.",
    patient:
      "The blood level of your {drug} is higher than the target your transplant team set. A high level can strain the kidney and raise potassium.",
    nextSteps: ["Discuss with the transplant team today"],
    patientQuestions: [
      "Should my transplant medicine dose change?",
      "Is my antibiotic or other new medicine safe with it?",
    ],
    evidence: ["prograf-tacrolimus-label"],
    keywords: ["tacrolimus", "ciclosporin", "calcineurin inhibitor", "kidney transplant", "clarithromycin", "cyp3a4"],
    match: cniLevelAboveTarget,
  },
  {
    id: "cni-hyperkalaemia",
    family: F,
    severity: Severity.high,
    problem: "Potassium and medicines",
    title: "High potassium on a calcineurin inhibitor",
    clinician: "{text} The transplant team sets the target and the dose.",
    patient:
      "Your potassium is high. Your {drug} can raise potassium; your transplant team should check it. Get help at once for palpitations, chest pain or new weakness.",
    nextSteps: ["Discuss with the transplant team today"],
    patientQuestions: ["Does my transplant medicine level need checking?"],
    evidence: ["prograf-tacrolimus-label"],
    keywords: ["tacrolimus", "ciclosporin", "hyperkalemia", "potassium", "kidney transplant"],
    match: cniHyperkalaemia,
  },
];
