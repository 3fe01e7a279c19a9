import { FindingFamily, type LabObservation, Severity } from "../model.ts";
import { capitalise, formatNumber, joinList } from "../text.ts";
import { isActiveCondition } from "../vocab/conditions.ts";
import type { RuleContext } from "./context.ts";
import { statedMention } from "./notes.ts";
import type { Rule, RuleMatch } from "./types.ts";
import { isHigh, isLow } from "./lab-status.ts";

/*
 * A paraprotein result in someone with a recorded MGUS is a monitoring result, not a new finding
 * (review 11 onc-haem, case 08: a woman of 68 with a known IgG-kappa MGUS of 7 g/L, the same as the
 * year before, a normal free light-chain ratio and normal blood count, calcium and creatinine was
 * told only that her paraprotein was "above the reference range").
 *
 * - IMWG consensus (Kyle 2010): low-risk MGUS is an IgG paraprotein under 15 g/L with a normal free
 *   light-chain ratio; progression to myeloma or a related disorder runs at about 1% a year; low-risk
 *   MGUS, once stable, is followed every 2–3 years or sooner when symptoms suggesting a plasma-cell
 *   malignancy appear, and intermediate- and high-risk MGUS yearly for life.
 * - European Myeloma Network (van de Donk 2014): MGUS means no hypercalcaemia, renal insufficiency,
 *   anaemia or bone lesions related to the clone, so one of these, or bone pain, or a rising
 *   paraprotein, is what changes the reading: the monitoring plan is brought forward and haematology
 *   asked.
 * The rule names the risk features it can see and the comparison with an earlier value; it does not
 * set the monitoring interval itself, which the haematology plan in the record usually gives.
 */

/** A recorded MGUS (not a myeloma or smouldering myeloma, which other rules and teams own). */
const MGUS = /\bmgus\b|\bmonoclonal gammopathy\b|\bparaprotein(?:aemia|emia)\b/i;
const MYELOMA = /\bmyeloma\b|\bplasmacytoma\b|\bwaldenstr|\bamyloidosis\b/i;
/** A quantified paraprotein (M-protein, monoclonal band) as laboratories name it. */
const PARAPROTEIN =
  /\bparaprotein\b|\bm-?protein\b|\bm-?spike\b|\bmonoclonal (?:protein|band|component|immunoglobulin)\b/i;
const FLC_RATIO = /\b(?:free light chains?|flc)\b.*\bratio\b|\bkappa\s*\/\s*lambda\b|\bk\s*\/\s*l ratio\b/i;
/** IMWG low-risk ceiling for the paraprotein, g/L. */
const LOW_RISK_MAX_G_L = 15;
/** Bone pain in the notes, a symptom that can come from a plasma-cell malignancy. */
const BONE_PAIN =
  /\bbone pain\b|\b(?:back|rib|spinal) pain\b|\bpathological fracture\b|\bvertebral (?:collapse|fracture)\b/i;
/** "(2025: 7 g/L)", "previous 6.5 g/L", "last year 7 g/L" in the result's own notes. */
const EARLIER_IN_NOTE =
  /(?:\b(?:19|20)\d{2}\b|\bprevious(?:ly)?\b|\blast (?:year|time)\b|\bprior\b)\s*[:=]?\s*(\d+(?:\.\d+)?)\s*(g\/l|g\/dl)\b/i;

/** A paraprotein value in g/L, from a value in g/L or g/dL. */
function gramsPerLitre(value: number, unit: string | undefined): number | undefined {
  if (unit === undefined) return undefined;
  if (/^g\/l$/i.test(unit.trim())) return value;
  if (/^g\/dl$/i.test(unit.trim())) return value * 10;
  return undefined;
}

function numeric(obs: LabObservation): number | undefined {
  return obs.value.kind === "number" ? obs.value.value : undefined;
}

/** The latest quantified paraprotein and the one before it (another result, or the value its note gives). */
function paraprotein(
  ctx: RuleContext,
): { obs: LabObservation; gL: number; earlier?: { gL: number; when?: string } } | undefined {
  const all = ctx.model.labs
    .filter((l) => PARAPROTEIN.test(l.name) && numeric(l) !== undefined)
    .sort((a, b) => (a.date ?? "").localeCompare(b.date ?? ""));
  const obs = all.at(-1);
  if (obs === undefined) return undefined;
  const gL = gramsPerLitre(numeric(obs)!, obs.unit ?? obs.rawUnit);
  if (gL === undefined) return undefined;
  const before = all
    .slice(0, -1)
    .filter((l) => l.date !== obs.date)
    .at(-1);
  const beforeGL = before === undefined ? undefined : gramsPerLitre(numeric(before)!, before.unit ?? before.rawUnit);
  if (beforeGL !== undefined) return { obs, gL, earlier: { gL: beforeGL, when: before?.date?.slice(0, 10) } };
  const note = ctx.model.labResults?.find((t) => t.name === obs.name)?.notes;
  const m = note === undefined ? null : EARLIER_IN_NOTE.exec(note);
  const noted = m === null ? undefined : gramsPerLitre(Number(m[1]), m[2]);
  return noted === undefined ? { obs, gL } : { obs, gL, earlier: { gL: noted } };
}

/**
 * A recorded MGUS: an active condition, or one stated in the notes ("Past history: MGUS (IgG kappa)").
 * Review 29 (leftovers-29): an MGUS named only in the past history was read as a new paraprotein
 * "with no MGUS ... in the record". A myeloma anywhere in the record leaves it to the myeloma rules.
 */
function knownMgus(ctx: RuleContext): { name: string; ref?: string } | undefined {
  const active = ctx.model.conditions.filter((c) => isActiveCondition(c.status));
  if (active.some((c) => MYELOMA.test(c.name)) || statedMention(ctx.freeText, MYELOMA) !== undefined) return undefined;
  const mgus = active.find((c) => MGUS.test(c.name));
  if (mgus !== undefined) return mgus;
  const noted = statedMention(ctx.freeText, MGUS_IN_NOTES);
  return noted === undefined ? undefined : { name: `${noted} ${notedIsotype(ctx.freeText)}` };
}

/** MGUS as the notes name it; "paraproteinaemia" alone is left out, as it also describes a new finding. */
const MGUS_IN_NOTES = /\bmgus\b|\bmonoclonal gammopathy of (?:undetermined|uncertain) significance\b/;

function mgusMatch(ctx: RuleContext): RuleMatch | undefined {
  const mgus = knownMgus(ctx);
  if (mgus === undefined) return undefined;
  const p = paraprotein(ctx);
  if (p === undefined) return undefined;

  const g = (v: number) => `${formatNumber(v, 1)} g/L`;
  let trend = "No earlier paraprotein value is in the record to compare with.";
  let rising = false;
  if (p.earlier !== undefined) {
    const was = `${g(p.earlier.gL)}${p.earlier.when ? ` (${p.earlier.when})` : ""}`;
    // Rounded to 0.1 g/L, the precision laboratories report: only a visible change is called one.
    const diff = Math.round((p.gL - p.earlier.gL) * 10) / 10;
    rising = diff > 0;
    trend =
      diff === 0
        ? `It is unchanged from the earlier ${was}.`
        : diff > 0
          ? `It has risen from ${was}.`
          : `It is lower than the earlier ${was}.`;
  }

  const { flc, risk } = imwgRisk(ctx, p, mgus.name);

  // What would change the reading: end-organ signs, bone pain, or a rise.
  const { flags, hb, ca, creat, egfr, reassure } = progressionSigns(ctx, rising);

  const refs = ctx.refs(
    p.obs,
    mgus.ref === undefined ? undefined : { ref: mgus.ref },
    flc,
    ...(flags.length > 0 ? [hb, ca, creat, egfr] : []),
  );
  // CRAB at end-organ level in known MGUS is possible myeloma: the same pathway as a new paraprotein.
  const damage = endOrganDamage(ctx);
  const routine = {
    reading: "a monitoring result",
    readingText: ", so this is a monitoring result, not a new finding",
    mgusWords: "a usually harmless protein in the blood that is watched over time",
  };
  // With signs of progression it is no longer routine, and the patient is not told it is harmless.
  const changed = {
    reading: damage.length > 0 ? "possible myeloma" : "signs of possible progression",
    readingText: ", read against the signs of progression below",
    mgusWords: "a protein in the blood that is watched over time",
  };
  if (damage.length > 0)
    return { refs, values: { pp: ctx.show(p.obs), trend, risk, ...changed }, ...myelomaPathway(flags, damage) };
  if (flags.length > 0) {
    return {
      refs,
      severity: Severity.moderate,
      values: { pp: ctx.show(p.obs), trend, risk, ...changed },
      clinicianExtra: `With ${flags.join(", ")}, this is no longer a routine monitoring result: these are the signs that MGUS may be progressing, so the review is brought forward and haematology asked.`,
      patientExtra:
        "Some of your other results or symptoms mean this should be looked at sooner than your usual check. Please contact your doctor in the next few days.",
      nextSteps: [
        "Bring the monitoring forward: discuss with haematology, with serum protein electrophoresis, free light chains, full blood count, calcium and creatinine",
        "Ask about bone pain, infections, weight loss, night sweats and numbness or tingling",
      ],
    };
  }
  return {
    refs,
    values: { pp: ctx.show(p.obs), trend, risk, ...routine },
    clinicianExtra: reassure.trim() || undefined,
  };
}

/**
 * The IMWG risk features as far as the record shows them: type (from the result's name, the recorded
 * condition or the result's own note), size and free light-chain ratio.
 */
function imwgRisk(ctx: RuleContext, p: { obs: LabObservation; gL: number }, typeText: string) {
  // The notes reach here lower-cased ("iga"): the type is written back in its usual form.
  const heavyChain = /\bIg([GAM])\b/i.exec(`${p.obs.name} ${typeText}`)?.[1]?.toUpperCase();
  const igType = /\bIgG\b/i.test(`${p.obs.name} ${typeText}`)
    ? "IgG"
    : heavyChain === undefined
      ? undefined
      : `Ig${heavyChain}`;
  const flc = ctx.model.labs.filter((l) => FLC_RATIO.test(l.name) && numeric(l) !== undefined).at(-1);
  const flcNormal = flc === undefined ? undefined : flc.status === "normal";
  const lowRisk = igType === "IgG" && p.gL < LOW_RISK_MAX_G_L && flcNormal === true;
  const risk = lowRisk
    ? "With an IgG paraprotein under 15 g/L and a normal free light-chain ratio this is low-risk MGUS by the IMWG model (progression about 1% a year overall)."
    : `Risk features by the IMWG model: ${[
        igType === undefined
          ? "type not stated"
          : igType === "IgG"
            ? "IgG type"
            : `${igType} type (non-IgG, a risk feature)`,
        p.gL >= LOW_RISK_MAX_G_L ? "paraprotein 15 g/L or more (a risk feature)" : "paraprotein under 15 g/L",
        flcNormal === undefined
          ? "free light-chain ratio not in the record"
          : flcNormal
            ? "normal free light-chain ratio"
            : "abnormal free light-chain ratio (a risk feature)",
      ].join(", ")}.`;
  return { flc, lowRisk, flcKnown: flcNormal !== undefined, typeKnown: igType !== undefined, risk };
}

/*
 * The heavy-chain type as the notes give it beside the paraprotein ("IgG kappa paraprotein 6 g/L"):
 * review 26 (haem-26b case 01), an IgG paraprotein named only in the notes was read as "type not
 * stated" and given the yearly follow-up of intermediate risk.
 */
const NOTED_ISOTYPE =
  /\bIg[GAM]\b[\s-]*(?:kappa|lambda|κ|λ)?[\s-]*(?:paraprotein|m[\s-]?(?:spike|protein|band)|monoclonal|band)|\b(?:paraprotein|m[\s-]?spike|monoclonal\s+band)\b[^.;]{0,25}?\bIg[GAM]\b/i;

/** The notes' words naming the paraprotein's type, or "" when they do not. */
function notedIsotype(freeText: string): string {
  return statedMention(freeText, NOTED_ISOTYPE) ?? "";
}

/** The signs that a paraprotein is more than MGUS: a rise, anaemia, high calcium, kidney impairment, bone pain. */
function progressionSigns(ctx: RuleContext, rising: boolean) {
  const hb = ctx.lab("hemoglobin");
  const ca = ctx.lab("calcium");
  const creat = ctx.lab("creatinine");
  const egfr = ctx.lab("egfr");
  const bonePain = statedMention(ctx.freeText, BONE_PAIN);
  const lytic = statedMention(ctx.freeText, LYTIC_LESIONS);
  const flags = [
    rising ? "a rising paraprotein" : "",
    isLow(hb) ? `anaemia (haemoglobin ${ctx.show(hb)})` : "",
    isHigh(ca) ? `a high calcium (${ctx.show(ca)})` : "",
    isHigh(creat) ? `a raised creatinine (${ctx.show(creat)})` : isLow(egfr) ? `a low eGFR (${ctx.show(egfr)})` : "",
    bonePain !== undefined ? `bone pain in the notes ("${bonePain}")` : "",
    lytic !== undefined ? `bone lesions on imaging ("${lytic}")` : "",
  ].filter(Boolean);
  const checked = [hb, ca, creat].filter((o) => o !== undefined);
  const reassure =
    flags.length === 0 && checked.length === 3
      ? " Haemoglobin, calcium and creatinine are within range and the notes record no bone pain."
      : "";
  return { flags, hb, ca, creat, egfr, reassure };
}

/*
 * End-organ damage by the myeloma optimal care pathway's indicators (review 28, haem-onc-28 case 06:
 * an M-spike of 3.4 g/dL with calcium 11.8 mg/dL, creatinine 2.3 mg/dL and haemoglobin 9.1 g/dL got
 * "discuss with haematology soon ... in the next few days"): calcium above 2.75 mmol/L, creatinine
 * above 177 µmol/L, haemoglobin below 100 g/L. Bone lesions need imaging, which is not read here.
 */
/** Rule units: calcium mg/dL (2.75 mmol/L), creatinine mg/dL (177 µmol/L), haemoglobin g/dL (100 g/L). */
const END_ORGAN = { calcium: 11, creatinine: 2, hemoglobin: 10 } as const;

function endOrganDamage(ctx: RuleContext): string[] {
  const over = (id: "calcium" | "creatinine", label: string) => {
    const v = ctx.valueOf(ctx.lab(id));
    return v !== undefined && v > END_ORGAN[id] ? [`${label} ${ctx.show(ctx.lab(id)!)}`] : [];
  };
  const hb = ctx.valueOf(ctx.lab("hemoglobin"));
  const lytic = statedMention(ctx.freeText, LYTIC_LESIONS);
  return [
    ...over("calcium", "calcium"),
    ...over("creatinine", "creatinine"),
    ...(hb !== undefined && hb < END_ORGAN.hemoglobin ? [`haemoglobin ${ctx.show(ctx.lab("hemoglobin")!)}`] : []),
    ...(lytic === undefined ? [] : [`bone lesions on imaging ("${lytic}" in the notes)`]),
  ];
}

/** Bone lesions as imaging reports name them (the pathway's fourth indicator; review 29, leftovers-29). */
const LYTIC_LESIONS =
  /\b(?:osteo)?lytic (?:bone |bony )?(?:lesions?|deposits?)\b|\bpunched[- ]out (?:lesions?|lucenc\w*)\b/;

/**
 * Whether the record holds a newly found quantified paraprotein (no MGUS, myeloma or B-cell clone on
 * record): the electrophoresis is done, and the new-paraprotein finding sets the plan. A known MGUS
 * keeps the work-up the other findings ask for.
 */
export function paraproteinMeasured(ctx: RuleContext): boolean {
  if (
    ctx.model.conditions.some((c) => MGUS.test(c.name) || MYELOMA.test(c.name) || B_CELL_CLONE.test(c.name)) ||
    statedMention(ctx.freeText, MGUS_IN_NOTES) !== undefined
  )
    return false;
  return (paraprotein(ctx)?.gL ?? 0) > 0;
}

/** Free light chains (kappa, lambda, ratio), read with the paraprotein they belong to. */
const FREE_LIGHT_CHAIN = /\bfree light chains?\b|\bflc\b|\bkappa\b|\blambda\b/i;
/** B-cell disorders that can make a paraprotein of their own and are already under haematology. */
const B_CELL_CLONE = /\blymphoma\b|\bchronic lymphocytic leuka?emia\b|\bcll\b/i;

/**
 * A paraprotein found with no MGUS or plasma-cell disorder in the record (review 24, haem-onc-24b
 * case 04: an IgG-kappa M-spike of 0.8 g/dL found at an insurance medical, with a normal light-chain
 * ratio, blood count, calcium and kidney function, was read only as "M-spike above the reference
 * range"). By the EMN recommendations (emn-2014-mgus) it is MGUS only while anaemia, high calcium,
 * kidney impairment and bone lesions are absent, so those are named first; the IMWG risk model
 * (imwg-2010-mgus-smm) then sets the follow-up: low risk is rechecked at 6 months and, if stable,
 * every 2–3 years; intermediate and high risk at 6 months and then yearly.
 */
function newParaproteinMatch(ctx: RuleContext): RuleMatch | undefined {
  // Any status: a past myeloma in remission or an inactive MGUS entry is not a new finding.
  if (
    ctx.model.conditions.some((c) => MGUS.test(c.name) || MYELOMA.test(c.name) || B_CELL_CLONE.test(c.name)) ||
    statedMention(ctx.freeText, MGUS_IN_NOTES) !== undefined
  )
    return undefined;
  const p = paraprotein(ctx);
  if (p === undefined || p.gL <= 0) return undefined;
  const note = ctx.model.labResults?.find((t) => t.name === p.obs.name)?.notes ?? "";
  const { flc, lowRisk, flcKnown, typeKnown, risk } = imwgRisk(ctx, p, `${note} ${notedIsotype(ctx.freeText)}`);
  const { flags, hb, ca, creat, egfr, reassure } = progressionSigns(
    ctx,
    p.earlier !== undefined && p.earlier.gL < p.gL,
  );
  const lightChains = ctx.model.labs.filter((l) => FREE_LIGHT_CHAIN.test(l.name));
  const refs = ctx.refs(p.obs, flc, ...lightChains, hb, ca, creat, egfr);
  // The IMWG cut-off is in g/L; a result in g/dL is shown with its g/L value beside it.
  const inGL = /^g\/dl$/i.test((p.obs.unit ?? p.obs.rawUnit ?? "").trim())
    ? `, that is ${formatNumber(p.gL, 0)} g/L,`
    : "";
  // Review 32, onc-haem-32b case 08: with calcium 12.4 mg/dL, creatinine 2.6 mg/dL and anaemia the
  // title still read "assess for MGUS and its risk" and the patient "most often this is MGUS".
  const values = {
    pp: `${ctx.show(p.obs)}${inGL}`,
    risk,
    title:
      flags.length > 0
        ? "Paraprotein with features beyond MGUS: myeloma or a related disorder to exclude"
        : "Paraprotein found: assess for MGUS and its risk",
    patientReading:
      flags.length > 0
        ? "On its own this is most often MGUS, which causes no symptoms, but with your other results a blood specialist needs to check for a blood cancer such as myeloma."
        : "Most often this is MGUS, which causes no symptoms and rarely (about 1 in 100 people a year) turns into a blood cancer such as myeloma. It is watched with blood tests over time.",
  };
  const damage = endOrganDamage(ctx);
  if (damage.length > 0) return { refs, values, ...myelomaPathway(flags, damage) };
  if (flags.length > 0) {
    return {
      refs,
      severity: Severity.high,
      values,
      clinicianExtra: `With ${flags.join(", ")}, this may be more than MGUS: myeloma or a related disorder needs excluding.`,
      patientExtra:
        "Some of your other results or symptoms mean this needs looking at soon by a blood specialist. Please contact your doctor in the next few days.",
      nextSteps: [
        "Discuss with haematology soon: with these features myeloma or a related disorder needs excluding",
        "Ask about bone pain, infections, weight loss, night sweats and numbness or tingling",
      ],
    };
  }
  return routineParaprotein(refs, values, { lowRisk, flcKnown, typeKnown, reassure });
}

/**
 * Possible myeloma: end-organ damage beside a paraprotein, new or in known MGUS (review 28
 * haem-onc-28 case 06; review 29 leftovers-29 for known MGUS), seen by haematology within a week.
 */
function myelomaPathway(flags: string[], damage: string[]): Omit<RuleMatch, "refs" | "values"> {
  return {
    severity: Severity.high,
    clinicianExtra: `With ${flags.join(", ")}, this may be more than MGUS: myeloma or a related disorder needs excluding. ${capitalise(joinList(damage))} ${damage.length > 1 ? "are" : "is"} at the level the myeloma optimal care pathway counts as end-organ damage, for which a haematologist sees the patient within a week, and at once (haematology or the emergency department) with severe hypercalcaemia, kidney failure, severe new back pain or new neurological symptoms.`,
    patientExtra:
      "Some of your other results mean a blood specialist (haematologist) needs to see you quickly, within a week. Please contact your doctor today, and go to an emergency department if you feel very unwell, very thirsty or confused, or have new severe back pain, weakness or numbness in the legs.",
    nextSteps: [
      "Refer to haematology to be seen within a week; the same day (haematology or the emergency department) with severe hypercalcaemia, kidney failure, severe new back pain or new neurological symptoms",
      "Serum free light chains and immunofixation with the referral, if not already done",
      "Ask about bone pain, infections, weight loss, night sweats and numbness or tingling",
    ],
    // Not the routine "when should my paraprotein be checked again" (review 32, onc-haem-32b case 08).
    patientQuestions: ["When will I see the blood specialist, and what should make me go to hospital sooner?"],
    evidence: ["emn-2014-mgus", "imwg-2010-mgus-smm", "ocp-multiple-myeloma"],
  };
}

/** A new paraprotein with no sign of progression: the IMWG risk sets the follow-up. */
function routineParaprotein(
  refs: string[],
  values: Record<string, string>,
  {
    lowRisk,
    flcKnown,
    typeKnown,
    reassure,
  }: { lowRisk: boolean; flcKnown: boolean; typeKnown: boolean; reassure: string },
): RuleMatch {
  const follow = lowRisk
    ? "Repeat serum protein electrophoresis and free light chains in 6 months; if stable, every 2–3 years (IMWG low-risk MGUS), sooner for symptoms"
    : typeKnown
      ? "Repeat serum protein electrophoresis and free light chains in 6 months, then yearly (IMWG intermediate or high risk); discuss with haematology"
      : "Type the paraprotein (immunofixation): the type sets the IMWG risk and so the follow-up interval; repeat serum protein electrophoresis and free light chains in 6 months meanwhile";
  return {
    refs,
    severity: lowRisk ? Severity.low : Severity.moderate,
    values,
    clinicianExtra: reassure.trim() || undefined,
    patientExtra:
      [
        reassure !== "" ? "Your blood count, calcium and kidney tests are normal, which fits with this." : "",
        lowRisk || !typeKnown ? "" : "Some features of the protein mean it is checked every year.",
      ]
        .filter(Boolean)
        .join(" ") || undefined,
    nextSteps: [
      ...(flcKnown ? [] : ["Send serum free light chains (kappa/lambda ratio) to complete the risk assessment"]),
      follow,
      "See sooner for bone pain, recurrent infections, weight loss, night sweats or numbness",
    ],
  };
}

export const MGUS_MONITORING_RULES: readonly Rule[] = [
  {
    id: "mgus-known-paraprotein",
    family: FindingFamily.pattern,
    severity: Severity.low,
    problem: "Known MGUS",
    title: "Paraprotein in known MGUS: {reading}",
    clinician: "Paraprotein {pp} in a patient with a recorded MGUS{readingText}. {trend} {risk}",
    patient:
      "Your paraprotein test is part of the regular check for your known MGUS ({mgusWords}). The result is read against your earlier results, not against the usual range for people without MGUS.",
    nextSteps: [
      "Continue the monitoring plan in the record (IMWG: low-risk MGUS, once stable, every 2–3 years; intermediate or high risk yearly)",
      "See sooner for bone pain, recurrent infections, weight loss, night sweats or numbness, or if the paraprotein rises or haemoglobin, calcium or creatinine change",
    ],
    patientQuestions: ["When is my next MGUS check, and what symptoms should make me come back sooner?"],
    evidence: ["imwg-2010-mgus-smm", "emn-2014-mgus"],
    keywords: ["mgus", "paraprotein", "monoclonal gammopathy", "free light chains", "myeloma"],
    match: mgusMatch,
  },
  {
    id: "paraprotein-new-finding",
    family: FindingFamily.pattern,
    severity: Severity.moderate,
    problem: "Paraprotein",
    title: "{title}",
    clinician:
      "Paraprotein {pp} with no MGUS, myeloma or related disorder in the record. It is MGUS only while anaemia, high calcium, kidney impairment and bone lesions are absent. {risk}",
    patient:
      "A blood test found a paraprotein, an antibody made in large amounts by one group of cells. {patientReading}",
    nextSteps: ["See sooner for bone pain, recurrent infections, weight loss, night sweats or numbness"],
    patientQuestions: [
      "When should my paraprotein be checked again, and what symptoms should make me come back sooner?",
    ],
    evidence: ["emn-2014-mgus", "imwg-2010-mgus-smm"],
    keywords: ["mgus", "paraprotein", "monoclonal gammopathy", "m-spike", "free light chains", "myeloma"],
    match: newParaproteinMatch,
  },
];
