import {
  type ConditionItem,
  FindingFamily,
  type GeneticItem,
  type LabObservation,
  type MedicationItem,
  Severity,
} from "../model.ts";
import {
  cyp2c9ActivityScore,
  isHomozygous,
  hfeVariantNames,
  isVariantPresent,
  metaboliserPhenotype,
  reportsPathogenic,
  reportsUncertainVariant,
  statedActivityScore,
  vkorc1Variant,
} from "../vocab/genetics.ts";
import { medNames, type RuleContext } from "./context.ts";
import { haemochromatosisLiverRisk, hfeC282yHomozygous } from "./haematology-context.ts";
import { isActiveCondition } from "../vocab/conditions.ts";
import { sentenceAround, sentenceStart, statedMatches } from "./notes.ts";
import {
  atorvastatinAdvice,
  brcaWomanAdvice,
  lynchAdvice,
  ovariesRemoved,
  statinPatientAdvice,
  statinsTaken,
} from "./survivorship-genetics.ts";
import { type TestsStep, withTestsInRecord } from "./tests-in-record.ts";
import { allopurinolTolerated } from "./allopurinol-tolerance.ts";
import { atorvastatinWithinLimit } from "./slco1b1-dose-within-limit.ts";
import { thiopurineMarrow } from "./thiopurine-safety.ts";
import { thiopurineDoseReduced } from "./thiopurine-dose-reduced.ts";
import { lynchSurveillanceContext } from "./lynch-surveillance.ts";
import {
  abacavirOnTreatment,
  allopurinolReactionOnTreatment,
  dpydToxicityOnTreatment,
  withTakenOverride,
} from "./pgx-drug-already-taken.ts";
import type { Rule, RuleMatch } from "./types.ts";
import { withClopidogrelContext } from "./clopidogrel-cyp2c19-context.ts";
import { withPancreaticSurveillance } from "./pancreatic-surveillance.ts";
import { brcaBreastImagingStep, brcaBreastPlanStep, NHS_VHR_PLAN } from "./brca-breast-imaging.ts";
import { readsAsUk } from "./uk-record.ts";
import { lynchGeneTiming } from "./lynch-gene-timing.ts";
import { fhFamilyPrematureChd, fhSevereLdl } from "./fh-genetic-context.ts";

/** The iron indices the HFE step asks for; one already in the record is not asked for again. */
const IRON_INDICES: TestsStep = {
  tests: [
    { words: "fasting transferrin saturation", ids: ["tsat"] },
    { words: "ferritin", ids: ["ferritin"] },
  ],
  tail: "; liver tests",
};

const PGX = FindingFamily.pharmacogenomics;
const GEN = FindingFamily.genetics;

function resultText(g: GeneticItem): string {
  return `${g.interpretation} ${g.value ?? ""}`.trim();
}

/** Interpretation and value together: a "Detected" call may name the variant's class only in the value. */
function pathogenic(g: GeneticItem): boolean {
  return reportsPathogenic(g.interpretation, g.value);
}

function describe(g: GeneticItem): string {
  // A value that names the gene itself ("BRCA2 c.5946delT (p.Ser1982Argfs*22)") leads, so the gene is
  // not printed twice around the call (review 21, deep sweep 02: "BRCA2 Pathogenic BRCA2 c.5946delT").
  const value = g.value?.trim() ?? "";
  if (value.toUpperCase().startsWith(`${g.gene.toUpperCase()} `))
    return `${value}, reported ${g.interpretation.toLowerCase()}`;
  return `${g.gene} ${resultText(g)}`;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** A medicine on hold or not started yet (a start date after today): planned, not taken now. */
export function isPlanned(ctx: RuleContext, m: MedicationItem): boolean {
  if (/hold|planned|intended|draft|not[- ]?started|proposed/i.test(m.status)) return true;
  const start = m.startDate === undefined ? Number.NaN : Date.parse(m.startDate);
  const now = ctx.model.now === undefined ? Number.NaN : Date.parse(ctx.model.now);
  return start > now;
}

/** Days since a medicine was started, when its start date and today are known. */
function daysTaken(ctx: RuleContext, m: MedicationItem): number | undefined {
  const start = m.startDate === undefined ? Number.NaN : Date.parse(m.startDate);
  const now = ctx.model.now === undefined ? Number.NaN : Date.parse(ctx.model.now);
  return Number.isNaN(start) || Number.isNaN(now) ? undefined : Math.floor((now - start) / DAY_MS);
}

/** "Currently taking X." and "On hold or not yet started: Y (start 2026-11-30)." for the medicines a finding rests on. */
function drugStatusText(ctx: RuleContext, meds: readonly MedicationItem[]): string {
  const planned = meds.filter((m) => isPlanned(ctx, m));
  const current = meds.filter((m) => !isPlanned(ctx, m));
  const starts = planned.map((m) => m.startDate?.slice(0, 10)).filter((d): d is string => d !== undefined);
  return [
    current.length > 0 ? `Currently taking ${medNames(current)}.` : "",
    planned.length > 0
      ? `On hold or not yet started: ${medNames(planned)}${starts.length > 0 ? ` (start ${starts.join(", ")})` : ""}.`
      : "",
  ]
    .filter(Boolean)
    .join(" ");
}

/** What the patient is told to do about an affected medicine, by whether it is taken now or planned. */
interface PatientAdvice {
  onDrug?: string;
  planned?: string;
}

const PLANNED_ADVICE =
  "A medicine planned for you is affected by this result. Tell the doctor who prescribes it about this result before you start it.";

/**
 * A pharmacogenomic finding: higher severity when the affected drug is taken now or planned. The
 * patient is told what to do by how urgent the finding is: a critical one is for today, not "soon".
 */
function pgxMatch(
  ctx: RuleContext,
  gene: string,
  affected: (g: GeneticItem) => boolean,
  drugClasses: string[],
  onDrug: Severity,
  advice: PatientAdvice = {},
): RuleMatch | undefined {
  const g = ctx.genes(gene).find(affected);
  if (!g) return undefined;
  const meds = ctx.medsOf(...drugClasses);
  const allPlanned = meds.length > 0 && meds.every((m) => isPlanned(ctx, m));
  const drugText =
    meds.length > 0
      ? drugStatusText(ctx, meds)
      : "No affected drug is listed now; the result matters if one is considered.";
  const onDrugAdvice =
    advice.onDrug ??
    (onDrug === Severity.critical
      ? "You take a medicine affected by this result. Contact the doctor who prescribes it today; do not stop it on your own unless they tell you to."
      : "You take a medicine affected by this result. Do not stop it on your own; talk to your doctor soon.");
  return {
    refs: ctx.refs(g, ...meds),
    values: { result: describe(g), drugs: drugText },
    severity: meds.length > 0 ? onDrug : Severity.info,
    patientExtra: meds.length === 0 ? "" : allPlanned ? (advice.planned ?? PLANNED_ADVICE) : onDrugAdvice,
  };
}

/**
 * An HLA allele that forbids a drug (abacavir with HLA-B*57:01, allopurinol with *58:01): the
 * result names the allele and reports it present.
 */
function hlaCarrier(ctx: RuleContext, gene: string, allele: RegExp): GeneticItem | undefined {
  return ctx
    .genes(gene)
    .find(
      (x) =>
        allele.test(`${x.interpretation} ${x.value ?? ""} ${x.geneCode}`) &&
        isVariantPresent(resultText(x)) &&
        !/negative|not detected|absent/i.test(x.interpretation),
    );
}

/**
 * The HLA-B*58:01 result that forbids allopurinol (CPIC), when the record reports the allele present:
 * other rules that would start or raise allopurinol turn to an alternative instead.
 */
export function hlaB5801Carrier(ctx: RuleContext): GeneticItem | undefined {
  return hlaCarrier(ctx, "HLA-B", /58:01|5801/);
}

/** Critical while the drug is taken, an alert otherwise. */
function hlaBCarrierMatch(
  ctx: RuleContext,
  allele: RegExp,
  drugClass: string,
  drugName: string,
): RuleMatch | undefined {
  const g = hlaCarrier(ctx, "HLA-B", allele);
  if (!g) return undefined;
  const meds = ctx.meds(drugClass);
  return {
    refs: ctx.refs(g, ...meds),
    values: {
      result: describe(g),
      drugs: meds.length > 0 ? drugStatusText(ctx, meds) : `${drugName} is not listed now.`,
    },
    severity: meds.length > 0 ? Severity.critical : Severity.moderate,
  };
}

/**
 * CPIC: the skin reactions of carbamazepine, oxcarbazepine and phenytoin start within about 4–28
 * days and usually within three months, so a patient who has taken the drug steadily for longer
 * without a skin reaction may cautiously continue.
 */
const HLA_TOLERANCE_DAYS = 90;

/** A skin or systemic sign, or a break in treatment, stated in the notes: the tolerance does not hold. */
const HLA_REACTION_OR_BREAK =
  /\b(?:rash|blister\w*|peeling|mouth (?:ulcers?|sores?)|skin reaction|hypersensitivity|dress|stevens|fever|restart\w*|re-?start\w*|stopped|paused|interrupted)\b/i;

/**
 * Months a medicine has been taken as the notes state it: "on carbamazepine for 8 years",
 * "carbamazepine since 2015", "for many years" (review 19, pgx-2 09: a record with no start date
 * but years of use in the notes was treated as a new start).
 */
function statedMonthsTaken(ctx: RuleContext, m: MedicationItem): number | undefined {
  const names = m.drugs.map((d) => d.replace(/[-*]/g, "\\$&")).join("|");
  if (names === "") return undefined;
  const re = new RegExp(
    String.raw`\b(?:${names})\b[^.;\n]{0,40}?\b(?:for|over)\s+(?:the\s+(?:last|past)\s+)?(\d+|many|several|some)\s+(years?|months?)\b|\b(?:${names})\b[^.;\n]{0,40}?\bsince\s+((?:19|20)\d\d)\b`,
    "i",
  );
  const hit = re.exec(ctx.freeText);
  if (!hit) return undefined;
  const nowYear = ctx.model.now === undefined ? Number.NaN : new Date(ctx.model.now).getUTCFullYear();
  if (hit[3] !== undefined) return Number.isNaN(nowYear) ? undefined : (nowYear - Number(hit[3])) * 12;
  const n = /^\d+$/.test(hit[1] ?? "") ? Number(hit[1]) : 2;
  return /^year/i.test(hit[2] ?? "") ? n * 12 : n;
}

/** Months a medicine has been taken, from its start date or as the notes state it; undefined when neither says. */
export function monthsTaken(ctx: RuleContext, m: MedicationItem): number | undefined {
  if (isPlanned(ctx, m)) return undefined;
  const days = daysTaken(ctx, m);
  return days !== undefined ? days / 30.44 : statedMonthsTaken(ctx, m);
}

/** Taken for more than three months, by start date or as the notes state it. */
function takenBeyondHlaWindow(ctx: RuleContext, m: MedicationItem): boolean {
  if (isPlanned(ctx, m)) return false;
  const days = daysTaken(ctx, m);
  if (days !== undefined) return days >= HLA_TOLERANCE_DAYS;
  const months = statedMonthsTaken(ctx, m);
  return months !== undefined && months > 3;
}

/**
 * An HLA allele and aromatic anticonvulsants (HLA-B*15:02; HLA-A*31:01 with carbamazepine): the
 * highest severity while a drug is taken for under three months (or for an unknown time) or is
 * planned. Once taken for longer with no skin reaction or break in the notes, CPIC allows
 * continued use to be cautiously considered, so the finding is a low alert against starting the
 * related drugs, not a same-day call (review 19, pgx-2 09: 8 years seizure-free on carbamazepine
 * was told to contact the prescriber today).
 */
function hlaAnticonvulsantMatch(
  ctx: RuleContext,
  g: GeneticItem,
  classes: string[],
  severity: { early: Severity; tolerated: Severity },
  none: string,
): RuleMatch {
  const meds = ctx.medsOf(...classes);
  const stated = statedMatches(ctx.freeText, HLA_REACTION_OR_BREAK).next();
  const reaction = stated.done !== true;
  const sign =
    stated.done !== true &&
    meds.some((m) => !isPlanned(ctx, m)) &&
    !/stop|paus|interrupt|start/i.test(stated.value.quote)
      ? ` "${stated.value.quote}" in the notes: a possible cutaneous reaction, to be assessed promptly.`
      : "";
  const early = meds.filter((m) => reaction || !takenBeyondHlaWindow(ctx, m));
  const tolerated = meds.filter((m) => !early.includes(m));
  const duration =
    tolerated.length > 0 && early.length === 0
      ? ` Taken for more than 3 months${reaction ? "" : " with no skin reaction recorded"}: CPIC allows continued use to be cautiously considered.`
      : early.some((m) => daysTaken(ctx, m) !== undefined && !isPlanned(ctx, m))
        ? ` Started ${early.map((m) => daysTaken(ctx, m)).find((d) => d !== undefined)} days ago, inside the period when these reactions usually begin.`
        : "";
  const others = classes.filter((c) => !tolerated.some((m) => m.classes.includes(c)));
  const onlyTolerated = tolerated.length > 0 && early.length === 0;
  return {
    refs: ctx.refs(g, ...meds),
    values: { result: describe(g), drugs: meds.length > 0 ? `${drugStatusText(ctx, meds)}${duration}${sign}` : none },
    severity: early.length > 0 ? severity.early : tolerated.length > 0 ? severity.tolerated : Severity.moderate,
    patientExtra:
      meds.length === 0
        ? ""
        : onlyTolerated
          ? `You have taken ${medNames(tolerated)} for more than 3 months without a skin reaction, and these reactions almost always begin in the first months, so this result is no reason to stop it. Tell any doctor who prescribes you a new medicine about this result. Get medical help at once if you ever get a rash, blisters, peeling skin, sores in your mouth or a fever.`
          : early.length > 0 && early.every((m) => isPlanned(ctx, m))
            ? "A medicine planned for you is one of these. Tell the doctor who prescribes it about this result before you start it."
            : "You take one of these medicines. Contact the doctor who prescribed it today; do not stop it on your own. Get medical help at once if you get a rash, blisters, peeling skin, sores in your mouth or a fever.",
    ...(onlyTolerated
      ? {
          nextSteps: [
            `Continuing ${medNames(tolerated)} may be cautiously considered: taken for more than 3 months without a skin reaction`,
            ...(others.length > 0 ? [`Do not start ${others.join(" or ")} in this patient`] : []),
            "CPIC's allowance is for consistent use: review the result before restarting after any break in treatment",
            "Record as a drug allergy alert",
          ],
        }
      : {}),
  };
}

/** An SLCO1B1 result of reduced function: a decreased, intermediate or poor phenotype, or a *5/*15 or rs4149056 C call. */
export function slco1b1Reduced(ctx: RuleContext): GeneticItem | undefined {
  return ctx
    .genes("SLCO1B1")
    .find(
      (g) =>
        ["decreased-function", "poor", "intermediate"].includes(metaboliserPhenotype("SLCO1B1", resultText(g)) ?? "") ||
        /\*5\b|\*15\b|rs4149056\s*[:=]?\s*(c\/c|t\/c|c\/t|tc|ct|cc)\b|521\s*t\s*>\s*c/i.test(resultText(g)),
    );
}

/**
 * CPIC 2022 advice for simvastatin by SLCO1B1 phenotype: poor function, an alternative statin;
 * decreased function, an alternative statin, or simvastatin below 20 mg/day if it is still
 * warranted. Other statins have their own dose limits by phenotype (its Figure 1), which are
 * pointed to rather than restated. A genotype without a stated phenotype gets both.
 */
function slco1b1Advice(
  phenotype: string | undefined,
  statin: "simvastatin" | "other" | "none",
): { text: string; steps: string[] } {
  const others = "For other statins CPIC gives a dose limit by statin and phenotype (its Figure 1).";
  const poor = phenotype === "poor";
  const decreased = phenotype === "decreased-function" || phenotype === "intermediate";
  const label = poor ? "poor function" : decreased ? "decreased function" : "its phenotype";
  const text = poor
    ? `With poor function, CPIC 2022 advises prescribing an alternative statin of the needed intensity instead of simvastatin. ${others}`
    : decreased
      ? `With decreased function, CPIC 2022 advises an alternative statin of the needed intensity, or simvastatin below 20 mg/day if it is still warranted. ${others}`
      : `CPIC 2022 advises an alternative statin to simvastatin (with decreased function, simvastatin below 20 mg/day if it is still warranted). ${others}`;
  let step: string;
  if (statin === "simvastatin")
    step = poor
      ? "Replace simvastatin with an alternative statin of the needed intensity, at a dose within CPIC 2022's limit for SLCO1B1 poor function"
      : decreased
        ? "Prefer an alternative statin of the needed intensity; if simvastatin stays, keep the dose below 20 mg/day (CPIC 2022)"
        : "Confirm the SLCO1B1 phenotype, then choose the statin and dose within CPIC 2022's limits for it";
  else if (statin === "other")
    step = `Check the current statin and dose against CPIC 2022's limits for SLCO1B1 ${label}`;
  else
    step = `If a statin is started, prefer one other than simvastatin, at a dose within CPIC 2022's limits for SLCO1B1 ${label}`;
  return { text, steps: [step] };
}

/** The patient's line when a yearly breast scan is due (brca-breast-imaging.ts). */
const brcaScansDue = (imaging: { due: readonly string[]; patient: string } | undefined): string =>
  imaging === undefined || imaging.due.length === 0
    ? ""
    : `${imaging.patient}: your ${imaging.due.join(" and ")} ${imaging.due.length > 1 ? "are" : "is"} due now.`;

/** The BRCA finding's meaning for a woman (or a patient whose sex is not recorded). */
const BRCA_WOMEN =
  "a pathogenic BRCA variant carries a high lifetime risk of breast and ovarian cancer (and prostate and pancreatic cancer); management includes MRI-based breast screening, discussion of risk-reducing surgery, and cascade testing of relatives.";

/**
 * Genes of recessive conditions that ACOG lists for carrier screening (cystic fibrosis, spinal
 * muscular atrophy, haemoglobinopathies, Tay–Sachs), with the condition named in texts.
 */
const RECESSIVE_GENES: readonly (readonly [string, string])[] = [
  ["CFTR", "cystic fibrosis"],
  ["SMN1", "spinal muscular atrophy"],
  ["HBB", "beta-thalassaemia or sickle cell disease"],
  ["HEXA", "Tay–Sachs disease"],
];

/** One copy reported: carrier or heterozygous, not a non-carrier, and not two copies (affected). */
function isCarrier(g: GeneticItem): boolean {
  const text = resultText(g);
  if (/non[- ]?carrier|not a carrier|negative|not detected|no (pathogenic )?variant/i.test(text)) return false;
  if (/homozygous|compound heterozygous|biallelic|affected/i.test(text)) return false;
  return /\bcarrier\b|\bheterozygous\b|\bheterozygote\b/i.test(text);
}

/** Free text saying a pregnancy is planned or under way. */
const PREGNANCY_PLANS =
  /planning (a )?pregnan|plan(s|ning)? to (conceive|have (a )?(baby|child))|trying to conceive|pregnan/;

/** A condition the record does not stand by: refuted or entered in error. */
function unconfirmed(c: ConditionItem): boolean {
  return /refuted|entered-in-error|error/i.test(c.verification ?? "");
}

/** Breastfeeding as a current condition or in the notes ("exclusively breastfeeding"), not a past or stopped one. */
const BREASTFEEDING =
  /\bbreast[- ]?feed(?:ing|s)?\b|\bbreast[- ]?fed\b|\blactating\b|\bnursing (?:her|the|a|my) (?:baby|infant)\b/i;
const STOPPED_FEEDING = /\b(?:stopped|ceased|no longer|finished|weaned|formula[- ]fed|bottle[- ]fed)\b/i;

function breastfeeding(ctx: RuleContext): string | undefined {
  const condition = ctx.model.conditions.find(
    (c) =>
      BREASTFEEDING.test(c.name) && !STOPPED_FEEDING.test(c.name) && isActiveCondition(c.status) && !unconfirmed(c),
  );
  if (condition) return condition.name;
  const text = ctx.freeText;
  for (const m of statedMatches(text, BREASTFEEDING, true))
    if (!STOPPED_FEEDING.test(sentenceAround(text, m.index, m.length))) return m.quote;
  return undefined;
}

const INFANT = /\b(?:baby|babies|infant|newborn|neonate)\b/i;
/** Signs of opioid toxicity in a breastfed baby (FDA): sleepiness, feeding or breathing difficulty, limpness. */
const INFANT_SIGNS =
  /\b(?:sleepy|drowsy|lethargic|floppy|limp|hard to (?:wake|rouse)|difficult to (?:wake|rouse)|not waking|feeding poorly|poor(?:ly)? feeding|not feeding|won'?t feed|(?:difficulty|trouble|problems?) (?:breast)?feeding|breathing (?:problems?|difficult\w*|slowly)|slow breathing|shallow breathing|apno?eas?|pauses in (?:her |his )?breathing|cyanos\w*)\b/i;

/** What may lie between "baby" and its sign: a few words, not a comma or "but" that starts a clause about someone else. */
const SAME_CLAUSE = /^[^,;]{0,40}$/;
const CLAUSE_BREAK = /\b(?:but|while|whereas|mother|mum|she)\b/i;

/** A sentence of the notes saying the baby shows a sign of opioid toxicity ("Baby sleepy today and feeding poorly"), if one does. */
function infantSigns(ctx: RuleContext): string | undefined {
  const text = ctx.freeText;
  for (const m of statedMatches(text, INFANT_SIGNS, true)) {
    const whole = sentenceAround(text, m.index, m.length);
    const signAt = m.index - sentenceStart(text, m.index);
    const aboutBaby = [...whole.matchAll(new RegExp(INFANT.source, "gi"))].some((b) => {
      const between =
        b.index < signAt ? whole.slice(b.index + b[0].length, signAt) : whole.slice(signAt + m.length, b.index);
      return SAME_CLAUSE.test(between) && !CLAUSE_BREAK.test(between);
    });
    const sentence = whole.trim();
    if (aboutBaby) return sentence.length > 140 ? `${sentence.slice(0, 137)}…` : sentence;
  }
  return undefined;
}

/** What a DPYD result means for dosing: its phenotype, with the activity score when stated. */
type DpydCall = { kind: "normal" | "intermediate" | "poor" | "unclear"; score?: number };

function dpydCall(g: GeneticItem): DpydCall {
  const text = resultText(g);
  const score = statedActivityScore(text);
  if (score !== undefined)
    return score >= 2
      ? { kind: "normal", score }
      : score >= 1
        ? { kind: "intermediate", score }
        : { kind: "poor", score };
  const phenotype = metaboliserPhenotype("DPYD", text);
  if (phenotype === "poor") return { kind: "poor" };
  if (phenotype === "intermediate" || phenotype === "decreased-function") return { kind: "intermediate" };
  if (phenotype === "normal") return { kind: "normal" };
  if (!/\*2a|\*13\b|c\.1905\+1g>a|c\.2846a>t|c\.1679t>g|c\.1236g>a|c\.1129-5923c>g|hapb3/i.test(text))
    return { kind: "normal" };
  return /homozygous|compound|biallelic/i.test(text) ? { kind: "unclear" } : { kind: "intermediate" };
}

/** CPIC's fluoropyrimidine advice for a DPYD call (2017 guideline, with its update to a 50% reduction at activity score 1.5). */
function dpydAdvice(call: DpydCall): { text: string; step: string } {
  const score = call.score === undefined ? "" : ` (activity score ${call.score})`;
  if (call.kind === "intermediate")
    return {
      text: `Intermediate metaboliser${score}: CPIC advises starting at 50% of the standard dose, then raising it if the first cycles are tolerated or lowering it if not (or guiding it by drug levels where available).`,
      step: "Start the fluoropyrimidine at 50% of the standard dose and titrate by toxicity (CPIC); tell the oncology team before the first dose",
    };
  if (call.kind === "poor")
    return {
      text:
        call.score === 0.5
          ? `Poor metaboliser${score}: CPIC advises avoiding fluorouracil and capecitabine; if no alternative is suitable, a strongly reduced dose with early therapeutic drug monitoring.`
          : `Poor metaboliser${score}: CPIC advises avoiding fluorouracil and capecitabine and using an alternative.`,
      step: "Avoid fluorouracil and capecitabine; agree an alternative regimen with the oncology team",
    };
  return {
    text: "The phenotype is not stated: with two decreased-function variants the activity score decides between a 50% starting dose and avoiding the drug.",
    step: "Ask the laboratory for the DPYD activity score before dosing; adjust or avoid fluoropyrimidines per CPIC",
  };
}

/** A TPMT enzyme-activity result (a phenotype test reported as a lab) below the laboratory's range or called low. */
const TPMT_ACTIVITY = /\btpmt\b|thiopurine (?:s-)?methyl ?transferase/i;

function lowTpmtActivity(ctx: RuleContext): LabObservation | undefined {
  return ctx.model.labs.find(
    (o) =>
      TPMT_ACTIVITY.test(o.name) &&
      (o.status === "low" ||
        o.status === "critical-low" ||
        /^\s*low\b/i.test(o.callerFlag ?? "") ||
        /\b(low|reduced|decreased|deficient|absent|intermediate)\b/i.test(`${o.rawValue} ${o.notes ?? ""}`)) &&
      !/\b(normal|high)\s+activity\b/i.test(o.rawValue),
  );
}

/** A thiopurine's recorded plan to raise the dose ("to increase to 2.5 mg/kg (150 mg) in 2 weeks"). */
const DOSE_INCREASE =
  /\b(?:increas\w*|titrat\w*|up-?titrat\w*|escalat\w*|step(?:ping)? up|going up|rais\w*)\b[^.;]{0,40}?\d/i;

function plannedIncrease(meds: readonly MedicationItem[]): string | undefined {
  for (const m of meds) {
    const text = [m.name, m.dosage, m.frequency].filter(Boolean).join(", ");
    const hit = DOSE_INCREASE.exec(text);
    if (hit) return text.slice(hit.index).split(/[;]/)[0]?.trim();
  }
  return undefined;
}

const REDUCED = ["poor", "intermediate", "decreased-function"];

/** A reduced-function TPMT or NUDT15 result, by gene. */
function thiopurineGene(ctx: RuleContext, gene: string): GeneticItem | undefined {
  return ctx.genes(gene).find((g) => REDUCED.includes(metaboliserPhenotype(gene, resultText(g)) ?? ""));
}

/** How an oestrogen is used: a combined contraceptive, systemic menopausal HRT, or low-dose vaginal oestrogen. */
type OestrogenUse = "contraceptive" | "systemic-hrt" | "vaginal";

const CONTRACEPTIVE =
  /ethinyl|contracept|\bcoc\b|\bchc\b|\bthe pill\b|microgynon|rigevidon|marvelon|femodene|cilest|loestrin|yaz|yasmin|nuvaring|evra|etonogestrel|drospirenone|desogestrel|gestodene|norgestimate|nomegestrol|dienogest|qlaira|zoely/i;
const VAGINAL = /vagin|pessar|vagifem|estring|ovestin|imvaggis|intravaginal/i;
const HRT =
  /\bhrt\b|hormone replacement|menopaus|climacteric|estradiol|oestradiol|conjugated|premarin|estrace|estriol|oestrogel|estrogel|evorel|estradot|sandrena/i;
export const TRANSDERMAL = /patch|transdermal|\bgel\b|spray|evorel|estradot|oestrogel|estrogel|sandrena|lenzetto/i;

function oestrogenUse(ctx: RuleContext, m: MedicationItem): OestrogenUse {
  const text = [m.name, m.dosage, m.frequency].filter(Boolean).join(" ");
  if (CONTRACEPTIVE.test(text)) return "contraceptive";
  if (VAGINAL.test(text) && !/vaginal ring/i.test(text.replace(/estring/gi, ""))) return "vaginal";
  if (/vaginal ring/i.test(text) && /estradiol|oestradiol/i.test(text)) return "vaginal";
  if (HRT.test(text)) return "systemic-hrt";
  // A bare "oestrogen" is menopausal treatment from the mid-40s, a contraceptive before.
  return (ctx.age ?? 0) >= 45 ? "systemic-hrt" : "contraceptive";
}

/** Thrombophilia named as a condition (not a screen, a negative result or a relative's). */
const THROMBOPHILIA =
  /factor v leiden|\bfvl\b|prothrombin (?:gene )?(?:mutation|variant)|g20210a|(?:antithrombin|protein c|protein s) deficiency|thrombophilia|activated protein c resistance/i;
const NOT_THE_PATIENTS =
  /\b(?:screen(?:ing)?|negative|not detected|excluded|ruled out|family history|fh of|mother|father|sister|brother|relative|prophyla\w*|risk of|no)\b/i;

/** What makes oestrogen a clotting risk for this patient: a thrombogenic variant, a thrombophilia condition, or a past DVT/PE. */
type ClotRisk =
  | { kind: "variant"; ref: string; text: string }
  | { kind: "thrombophilia"; ref: string; text: string }
  | { kind: "vte"; ref: string; text: string; date?: string; unprovoked?: boolean };

const usable = (c: ConditionItem) => !unconfirmed(c) && !NOT_THE_PATIENTS.test(c.name);

/** An inherited thrombophilia: a thrombogenic variant in the genetic results, else one recorded as a condition. */
function thrombophilia(ctx: RuleContext): ClotRisk | undefined {
  const g = [...ctx.genes("F5"), ...ctx.genes("F2")].find((x) => isVariantPresent(resultText(x)));
  if (g) return { kind: "variant", ref: g.ref, text: describe(g) };
  const t = ctx.model.conditions.find((c) => THROMBOPHILIA.test(c.name) && usable(c));
  return t ? { kind: "thrombophilia", ref: t.ref, text: t.name } : undefined;
}

/** A past DVT or PE. It counts whatever its status: the history, not its activity, carries the risk. */
function pastVte(ctx: RuleContext): ClotRisk | undefined {
  const v = ctx.everHad("vte").find(usable);
  if (!v) return undefined;
  const text = `${v.name}${isActiveCondition(v.status) ? "" : ` (${v.status})`}`;
  // "Unprovoked" in the condition or the notes: NICE NG23 would then seek a haematologist's view before HRT.
  const unprovoked = /\bunprovoked\b/i.test(`${v.name} ${ctx.freeText}`);
  return { kind: "vte", ref: v.ref, text, ...(v.date ? { date: v.date } : {}), unprovoked };
}

function clotRisk(ctx: RuleContext): ClotRisk | undefined {
  return thrombophilia(ctx) ?? pastVte(ctx);
}

/** The patient's sentence on why oestrogen matters for them. */
function clotRiskForPatient(risk: ClotRisk): string {
  if (risk.kind === "variant") return "You carry a gene change that makes blood clots more likely.";
  if (risk.kind === "thrombophilia") return "You have an inherited tendency to form blood clots.";
  return "You have had a blood clot in a vein before, which makes another one more likely.";
}

export function oestrogens(ctx: RuleContext, use: OestrogenUse): MedicationItem[] {
  return ctx.meds("oestrogen").filter((m) => oestrogenUse(ctx, m) === use);
}

/** A pathogenic FH variant (LDLR, APOB or PCSK9): genetically confirmed familial hypercholesterolaemia. */
export function fhVariant(ctx: RuleContext): GeneticItem | undefined {
  return ["LDLR", "APOB", "PCSK9"].flatMap((s) => ctx.genes(s)).find(pathogenic);
}

/** A sudden death named as such, not one with another stated cause. */
const SUDDEN_DEATH =
  /\bsudden(?:ly)?\s+(?:(?:cardiac|unexplained|arrhythmic|adult)\s+)?(?:death|died|collapse and death)\b|\bdied\s+suddenly\b|\bsudden\s+cardiac\s+arrest\b|\bsads\b|\bsudden unexplained\b/i;
const OTHER_CAUSE =
  /aneurysm|stroke|haemorrhage|hemorrhage|overdose|accident|trauma|drown|suicide|embol|cancer|sepsis|infection|epilep|seizure/i;
/** APHRS/HRS 2020: screen first-degree relatives after a sudden unexplained death below this age. */
const SUD_AGE_LIMIT = 45;
const NO_POST_MORTEM =
  /\bno (?:post[- ]?mortem|autopsy)\b|\b(?:post[- ]?mortem|autopsy) (?:was )?not (?:done|performed|carried out)\b/i;

/** Switching off an oestrogen-containing contraceptive: soon, without a gap in contraception, with clot signs. */
const OESTROGEN_SWITCH_PATIENT =
  "Contact your {gp} or clinic soon to change to another method. Do not stop the pill until another method is in place (or use condoms meanwhile), so you are not left unprotected against pregnancy. Get urgent help for a painful, swollen leg, chest pain or sudden breathlessness: these can be signs of a blood clot.";

/** EASL 2022: C282Y homozygosity with raised TSAT and ferritin is enough to diagnose haemochromatosis. */
const HFE_OVERLOAD_PATIENT =
  "haemochromatosis, where the body stores too much iron, and your iron blood tests show that extra iron has built up. It is treated by removing blood regularly (venesection), which helps prevent damage to the liver and other organs. Your doctor will arrange this and check your liver.";
/** EASL 2010: a C282Y homozygote without iron overload could be monitored yearly; siblings are tested. */
const HFE_NO_OVERLOAD_PATIENT =
  "two copies of the main haemochromatosis gene change. This means your body can store too much iron over time, but your iron blood tests are normal now, so no treatment is needed. A yearly iron blood test shows whether iron starts to build up, and treatment (removing blood regularly) is simple if it does.";
const HFE_NO_OVERLOAD_STEPS = [
  "Recheck ferritin and transferrin saturation yearly; start venesection if the ferritin rises above normal",
  "Offer HFE testing to siblings not yet tested (and consider other first-degree relatives)",
];
const HFE_FIBROSIS_STEP =
  "Assess liver fibrosis and other end-organ damage before treatment (liver tests, fibrosis assessment)";
const HFE_OVERLOAD_STEPS = [
  "Iron overload is confirmed: start venesection (EASL 2022 targets ferritin below 50 µg/L in induction, below 100 µg/L in maintenance)",
  HFE_FIBROSIS_STEP,
  "Screen first-degree relatives",
];

/** EASL 2022: TSAT above 45% with ferritin above 200 µg/L in women, above 50% and 300 µg/L in men. */
function overloadByEasl(ctx: RuleContext): boolean {
  const male = ctx.sex === "male";
  const tsat = ctx.value("tsat");
  return tsat !== undefined && tsat > (male ? 50 : 45) && (ctx.value("ferritin") ?? 0) > (male ? 300 : 200);
}

/**
 * A C282Y homozygous HFE result with iron indices that confirm iron overload (EASL 2022): the
 * genotype finding then gives venesection and relative screening, so the liver-risk finding in
 * patterns.ts does not repeat them (review 14, haematology case 15).
 */
export function hfeOverloadConfirmed(ctx: RuleContext): boolean {
  return hfeC282yHomozygous(ctx) !== undefined && overloadByEasl(ctx);
}

export const GENETIC_RULES: readonly Rule[] = [
  {
    id: "cyp2c19-clopidogrel",
    family: PGX,
    severity: Severity.high,
    problem: "Pharmacogenomics",
    title: "CYP2C19 reduced function and clopidogrel",
    clinician:
      "{result}: CYP2C19 poor or intermediate metabolisers convert less clopidogrel to its active form and have more cardiovascular events; for cardiovascular indications prasugrel or ticagrelor is preferred if not contraindicated. {drugs}",
    patient:
      "Your genes affect how your body handles clopidogrel, a blood-thinning medicine. It may not work well for you.",
    nextSteps: [
      "Consider an alternative P2Y12 inhibitor (prasugrel or ticagrelor) if clinically appropriate",
      "Record the phenotype in the allergy/alert list",
    ],
    patientQuestions: ["Is clopidogrel the right medicine for me with my gene result?"],
    evidence: ["cpic-cyp2c19-clopidogrel-2022"],
    keywords: ["cyp2c19", "clopidogrel", "poor metabolizer"],
    match: (ctx) =>
      withClopidogrelContext(
        ctx,
        pgxMatch(
          ctx,
          "CYP2C19",
          (g) => ["poor", "intermediate"].includes(metaboliserPhenotype("CYP2C19", resultText(g)) ?? ""),
          ["clopidogrel"],
          Severity.high,
        ),
      ),
  },
  {
    id: "slco1b1-simvastatin",
    family: PGX,
    severity: Severity.high,
    problem: "Pharmacogenomics",
    title: "SLCO1B1 reduced function and statins",
    clinician:
      "{result}: reduced SLCO1B1 function raises statin exposure and the risk of statin muscle symptoms, most of all with simvastatin. {advice} {drugs}",
    patient:
      "Your genes make muscle side effects more likely with some statins, most of all simvastatin. {statinAdvice}",
    nextSteps: ["Choose the statin and dose for the SLCO1B1 result per CPIC 2022"],
    evidence: ["cpic-statins-2022"],
    keywords: ["slco1b1", "simvastatin", "myopathy"],
    match: (ctx) => {
      const g = slco1b1Reduced(ctx);
      const m = pgxMatch(ctx, "SLCO1B1", (x) => x === g, ["statin"], Severity.moderate);
      if (!m || !g) return m;
      const onSimvastatin = ctx.model.medications.some((x) => x.active && x.drugs.includes("simvastatin"));
      if (onSimvastatin) m.severity = Severity.high;
      const statin = onSimvastatin ? "simvastatin" : ctx.medsOf("statin").length > 0 ? "other" : "none";
      const phenotype = metaboliserPhenotype("SLCO1B1", resultText(g));
      const advice = slco1b1Advice(phenotype, statin);
      // The statin taken gets its own CPIC advice (atorvastatin), and is the one the patient text names.
      const taken = statinsTaken(ctx);
      const atorva = statin === "other" && taken.includes("atorvastatin") ? atorvastatinAdvice(phenotype) : undefined;
      const within = atorva ? atorvastatinWithinLimit(ctx, phenotype) : undefined;
      return {
        ...m,
        values: {
          ...m.values,
          advice: atorva ? atorva.text : advice.text,
          statinAdvice: within ? `You take ${taken.join(" and ")}.` : statinPatientAdvice(taken),
        },
        nextSteps: atorva ? [atorva.step] : advice.steps,
        ...(within
          ? {
              severity: Severity.low,
              clinicianExtra: `The current ${within.mg} mg a day is within the ${within.limit} mg limit: no change is needed.`,
              patientExtra:
                "Your current dose is within the range advised for your gene result, so no change is needed. Tell your doctor about this result before any dose increase.",
            }
          : {}),
      };
    },
  },
  {
    id: "hla-b5701-abacavir",
    family: PGX,
    severity: Severity.critical,
    problem: "Pharmacogenomics",
    title: "HLA-B*57:01 and abacavir",
    clinician:
      "{result}: HLA-B*57:01 carriers are at high risk of abacavir hypersensitivity, which can be life-threatening; abacavir should not be used. {drugs}",
    patient:
      "Your gene test shows a high risk of a serious allergic reaction to abacavir, an HIV medicine. This medicine should be avoided.",
    nextSteps: [
      "Do not start abacavir; if taking it, contact the prescriber the same day",
      "Record as a drug allergy alert",
    ],
    evidence: ["cpic-hlab-abacavir-2014"],
    keywords: ["hla-b*57:01", "abacavir", "hypersensitivity"],
    match: (ctx) => {
      const m = hlaBCarrierMatch(ctx, /57:01|5701/, "abacavir", "Abacavir");
      return m && withTakenOverride(m, abacavirOnTreatment(ctx));
    },
  },
  {
    id: "hla-b5801-allopurinol",
    family: PGX,
    severity: Severity.critical,
    problem: "Pharmacogenomics",
    title: "HLA-B*58:01 and allopurinol",
    clinician:
      "{result}: HLA-B*58:01 is strongly associated with allopurinol-induced severe cutaneous adverse reactions (drug hypersensitivity syndrome, Stevens–Johnson syndrome, toxic epidermal necrolysis); CPIC advises that allopurinol should not be prescribed to carriers and that an alternative be considered. {drugs}",
    patient:
      "Your gene test shows a high risk of a serious skin and allergic reaction to allopurinol, a medicine for gout and high uric acid. This medicine should be avoided; other medicines can be used instead.",
    nextSteps: [
      "Do not start allopurinol; if taking it, contact the prescriber the same day",
      "Use an alternative to allopurinol when urate-lowering treatment is needed",
      "Record as a drug allergy alert",
    ],
    patientQuestions: ["Which medicine can I take for gout or uric acid instead of allopurinol?"],
    evidence: ["cpic-hlab-allopurinol-2013"],
    keywords: ["hla-b*58:01", "allopurinol", "severe cutaneous adverse reaction", "stevens-johnson syndrome"],
    match: (ctx) => {
      const m = hlaBCarrierMatch(ctx, /58:01|5801/, "allopurinol", "Allopurinol");
      // Taken for months without a reaction: an alert for review, not a same-day stop.
      const tolerated = m ? allopurinolTolerated(ctx) : undefined;
      if (!m) return m;
      if (!tolerated) return withTakenOverride(m, allopurinolReactionOnTreatment(ctx));
      return {
        ...m,
        values: { ...m.values, drugs: tolerated.drugs },
        severity: Severity.moderate,
        nextSteps: tolerated.steps,
        patientExtra: tolerated.patient,
        evidence: ["cpic-hlab-allopurinol-2013", "fda-allopurinol-label-hla-b5801"],
      };
    },
  },
  {
    id: "tpmt-nudt15-thiopurine",
    family: PGX,
    severity: Severity.high,
    problem: "Pharmacogenomics",
    title: "TPMT/NUDT15 reduced function and thiopurines",
    clinician:
      "{result}: reduced TPMT or NUDT15 activity raises the risk of severe myelosuppression with azathioprine, mercaptopurine or thioguanine. {advice} {drugs}",
    patient:
      "Your genes affect how your body breaks down medicines like azathioprine. Normal doses could lower your blood counts too much.",
    nextSteps: ["Reduce the thiopurine starting dose per CPIC or choose an alternative; monitor blood counts closely"],
    evidence: ["cpic-tpmt-nudt15-2018"],
    keywords: ["tpmt", "nudt15", "azathioprine", "myelosuppression"],
    match: (ctx) => {
      const tpmt = thiopurineGene(ctx, "TPMT");
      const nudt15 = thiopurineGene(ctx, "NUDT15");
      const activity = tpmt ? undefined : lowTpmtActivity(ctx);
      if (!tpmt && !nudt15 && !activity) return undefined;
      const phenotypes = [tpmt, nudt15].map((g) => (g ? metaboliserPhenotype(g.gene, resultText(g)) : undefined));
      const poor =
        phenotypes.includes("poor") ||
        (activity !== undefined &&
          /\b(deficient|absent|undetectable|no activity)\b/i.test(`${activity.rawValue} ${activity.notes ?? ""}`));
      const both = tpmt !== undefined && nudt15 !== undefined && !poor;
      const result = [
        ...[tpmt, nudt15].filter((g): g is GeneticItem => g !== undefined).map(describe),
        ...(activity ? [`TPMT activity ${ctx.show(activity)}, below the laboratory's range`] : []),
      ].join("; ");
      const advice = poor
        ? "With absent (poor-metaboliser) activity CPIC advises a non-thiopurine alternative for non-malignant conditions, and for malignancy a drastically reduced dose (a tenth of the daily dose, given three times a week)."
        : both
          ? "With reduced TPMT and NUDT15 function together, CPIC (2024 update) advises starting at 20–50% of the normal dose."
          : activity && !tpmt && !nudt15
            ? "Reduced TPMT activity: CPIC advises a reduced starting dose (30–80% of normal) for intermediate activity and a non-thiopurine alternative for absent activity; the laboratory's phenotype bands place the result."
            : "CPIC advises starting at 30–80% of the normal dose (for azathioprine, normally 2–3 mg/kg/day) and adjusting by blood counts, allowing 2–4 weeks at each dose to reach steady state.";
      const meds = ctx.meds("thiopurine");
      const current = meds.filter((m) => !isPlanned(ctx, m));
      const increase = plannedIncrease(meds);
      // With the counts already low the thiopurine is withheld (thiopurine-marrow-toxicity): the
      // reduced dose is for the restart, and a dose "review" would contradict the withholding.
      const withheld = current.length > 0 && thiopurineMarrow(ctx) !== undefined;
      const reduced = current.length > 0 && !poor && !withheld && !increase ? thiopurineDoseReduced(ctx) : undefined;
      const steps = reduced
        ? [
            `The notes record the dose as already reduced ("${reduced}"): keep it guided by the blood counts and continue the usual monitoring`,
          ]
        : [
            poor
              ? "For a non-malignant condition choose a non-thiopurine alternative; in malignancy use a drastically reduced dose (CPIC)"
              : withheld
                ? "When restarting after the counts recover, use a reduced dose per CPIC and adjust it by blood counts"
                : "Use a reduced thiopurine dose per CPIC and adjust it by blood counts",
            ...(current.length > 0 && !withheld
              ? ["Check a full blood count promptly and review the current dose against this result"]
              : []),
            ...(increase ? ["Review the planned dose increase before it is made"] : []),
          ];
      return {
        refs: ctx.refs(tpmt, nudt15, activity, ...meds),
        values: {
          result,
          advice: increase
            ? `${advice} A dose increase is planned ("${increase}"): with this result the dose should stay reduced and follow the blood counts rather than rise to a standard full dose.`
            : advice,
          drugs:
            meds.length > 0
              ? drugStatusText(ctx, meds)
              : "No thiopurine is listed now; the result matters if one is considered.",
        },
        severity:
          current.length > 0 && poor
            ? Severity.critical
            : reduced
              ? Severity.moderate
              : meds.length > 0
                ? Severity.high
                : Severity.info,
        nextSteps: steps,
        patientExtra:
          meds.length === 0
            ? ""
            : current.length > 0 && poor
              ? // Review 13 pharmacogenomics 04: a standard dose with absent activity can empty the marrow.
                `You take a medicine affected by this result. Contact the doctor or team who prescribes it today, before the next dose: the dose may need to be much lower, and a blood count is needed. Get emergency care for a fever, bleeding or unusual bruising.${increase ? " Do not raise the dose until your doctor has seen this result." : ""}`
              : reduced
                ? "You take a medicine affected by this result. Your notes say your dose was already lowered because of it, so keep having your regular blood tests."
                : current.length > 0
                  ? `You take a medicine affected by this result. Do not stop it on your own, but contact your doctor soon: you may need a lower dose and a blood count check.${increase ? " Do not raise the dose until your doctor has seen this result." : ""}`
                  : PLANNED_ADVICE,
      };
    },
  },
  {
    id: "dpyd-fluoropyrimidine",
    family: PGX,
    severity: Severity.critical,
    problem: "Pharmacogenomics",
    title: "DPYD reduced function and fluoropyrimidines",
    clinician:
      "{result}: DPYD decreased-function variants cause severe, potentially fatal toxicity from fluorouracil or capecitabine. {advice} {drugs}",
    patient:
      "Your genes mean some cancer medicines (fluorouracil or capecitabine) could cause severe side effects at normal doses.",
    nextSteps: ["Adjust or avoid fluoropyrimidines per CPIC; inform the oncology team"],
    evidence: ["cpic-dpyd-2017"],
    keywords: ["dpyd", "fluorouracil", "capecitabine", "toxicity"],
    match: (ctx) => {
      const g = ctx.genes("DPYD").find((x) => dpydCall(x).kind !== "normal");
      if (!g) return undefined;
      const call = dpydCall(g);
      const advice = dpydAdvice(call);
      const avoid = call.kind === "poor";
      const m = pgxMatch(ctx, "DPYD", (x) => x === g, ["fluoropyrimidine"], Severity.critical, {
        onDrug: avoid
          ? "You take a cancer medicine that your genes make unsafe at usual doses. Contact your cancer team today; do not take the next dose until you have spoken to them."
          : "You take a cancer medicine affected by this result. Contact your cancer team today: your dose may need to be lowered. Do not change it on your own.",
        planned: avoid
          ? "Tell your cancer team about this result before your first dose: this medicine is usually avoided with your result."
          : "Tell your cancer team about this result before your first dose: the starting dose usually needs to be lowered.",
      });
      if (!m) return undefined;
      return withTakenOverride(
        {
          ...m,
          values: { ...m.values, advice: advice.text },
          nextSteps: [advice.step],
          ...(call.kind === "intermediate" ? { evidence: ["cpic-dpyd-guideline-page"] } : {}),
        },
        dpydToxicityOnTreatment(ctx),
      );
    },
  },
  {
    id: "cyp2d6-codeine-tramadol",
    family: PGX,
    severity: Severity.high,
    problem: "Pharmacogenomics",
    title: "CYP2D6 phenotype and codeine or tramadol",
    clinician: "{result}: {meaning} {drugs}",
    patient: "Your genes change how codeine and tramadol work in your body. {effect}",
    nextSteps: ["Avoid codeine and tramadol; use a non-CYP2D6 analgesic"],
    evidence: ["cpic-opioids-2021"],
    keywords: ["cyp2d6", "codeine", "tramadol"],
    match: (ctx) => {
      const g = ctx
        .genes("CYP2D6")
        .find((x) => ["poor", "ultrarapid"].includes(metaboliserPhenotype("CYP2D6", resultText(x)) ?? ""));
      if (!g) return undefined;
      const ultrarapid = metaboliserPhenotype("CYP2D6", resultText(g)) === "ultrarapid";
      const m = pgxMatch(
        ctx,
        "CYP2D6",
        (x) => x === g,
        ["cyp2d6-opioid"],
        ultrarapid ? Severity.high : Severity.moderate,
        {
          onDrug: ultrarapid
            ? "You take a pain medicine that your body turns into a stronger opioid too fast, which can cause too much drowsiness or slow breathing. Ask your doctor or pharmacist soon for a different pain medicine."
            : "The pain medicine you take may not relieve your pain. Ask your doctor or pharmacist about a different one.",
        },
      );
      if (!m) return undefined;
      const meaning = ultrarapid
        ? "a CYP2D6 ultrarapid metaboliser converts codeine and tramadol to their active opioids faster, with a risk of opioid toxicity; CPIC advises avoiding both."
        : "a CYP2D6 poor metaboliser gets little pain relief from codeine and tramadol; CPIC advises avoiding both.";
      const taking = ctx.meds("cyp2d6-opioid").filter((x) => !isPlanned(ctx, x));
      const feeding = ultrarapid && taking.length > 0 ? breastfeeding(ctx) : undefined;
      // The patient hears the risk of their own phenotype, not both (review 19, pgx-2 12).
      const effect =
        taking.length > 0
          ? ""
          : ultrarapid
            ? "These pain medicines may be unsafe for you."
            : "These pain medicines may not relieve pain for you.";
      if (!feeding) return { ...m, values: { ...m.values, meaning, effect } };
      const baby = infantSigns(ctx);
      return {
        ...m,
        values: {
          ...m.values,
          effect,
          meaning: `${meaning} She is breastfeeding ("${feeding}"): in an ultrarapid metaboliser enough morphine can pass into breast milk to harm the baby, and the FDA (2017) recommends against codeine and tramadol while breastfeeding.${
            baby
              ? ` The notes describe signs in the baby that can be opioid toxicity ("${baby}"): the baby needs urgent medical assessment today.`
              : " Warning signs in the baby are excess sleepiness, difficulty breastfeeding, breathing problems and limpness."
          }`,
        },
        severity: baby ? Severity.critical : Severity.high,
        nextSteps: [
          "Stop codeine and tramadol now; use a non-opioid analgesic, or an opioid not activated by CYP2D6 if one is needed",
          baby
            ? "Arrange urgent same-day medical assessment of the baby for opioid toxicity"
            : "Tell the mother the warning signs in the baby (excess sleepiness, feeding difficulty, breathing problems, limpness) and to get help at once if they appear",
        ],
        patientQuestions: ["Which pain medicine is safe while I breastfeed?"],
        patientExtra: `Do not take any more codeine or tramadol while you breastfeed: with your genes it can reach your baby through your milk. Ask your doctor or pharmacist today for another pain medicine.${
          baby
            ? " Your baby needs to be checked by a doctor urgently today because of the sleepiness and poor feeding in your notes. Call your local emergency number if your baby is hard to wake, floppy, or breathing slowly or with difficulty."
            : " Get medical help for your baby at once if your baby becomes very sleepy, has trouble feeding or breathing, or goes floppy."
        }`,
        evidence: ["fda-2017-codeine-tramadol-breastfeeding"],
      };
    },
  },
  {
    id: "hla-b1502-anticonvulsants",
    family: PGX,
    severity: Severity.critical,
    problem: "Pharmacogenomics",
    title: "HLA-B*15:02 and carbamazepine, oxcarbazepine or phenytoin",
    clinician:
      "{result}: HLA-B*15:02 carriers are at much higher risk of Stevens–Johnson syndrome and toxic epidermal necrolysis with carbamazepine, oxcarbazepine and phenytoin or fosphenytoin. CPIC advises not using them in a patient who has not taken them before, and care in choosing another aromatic anticonvulsant (eslicarbazepine, lamotrigine, phenobarbital). The reaction usually begins 4–28 days after starting, almost always within 3 months. {drugs}",
    patient:
      "Your gene test shows a high risk of a serious skin reaction to some epilepsy medicines: carbamazepine, oxcarbazepine and phenytoin.",
    nextSteps: [
      "Contact the prescriber the same day: stop or do not start carbamazepine, oxcarbazepine or phenytoin, and choose an alternative with care over other aromatic anticonvulsants",
      "Advise the patient to seek care at once for a rash, blistering, mouth sores or fever",
      "Record as a drug allergy alert",
    ],
    patientQuestions: ["Which epilepsy medicine is safe for me with this gene result?"],
    evidence: ["cpic-hla-carbamazepine-2017", "cpic-phenytoin-2020"],
    keywords: ["hla-b*15:02", "carbamazepine", "oxcarbazepine", "phenytoin", "stevens-johnson syndrome"],
    match: (ctx) => {
      const g = hlaCarrier(ctx, "HLA-B", /15:02|1502/);
      if (!g) return undefined;
      return hlaAnticonvulsantMatch(
        ctx,
        g,
        ["carbamazepine", "oxcarbazepine", "phenytoin"],
        { early: Severity.critical, tolerated: Severity.low },
        "None of these medicines is listed now.",
      );
    },
  },
  {
    id: "hla-a3101-carbamazepine",
    family: PGX,
    severity: Severity.high,
    problem: "Pharmacogenomics",
    title: "HLA-A*31:01 and carbamazepine",
    clinician:
      "{result}: HLA-A*31:01 raises the risk of carbamazepine hypersensitivity (drug reaction with eosinophilia and systemic symptoms, maculopapular eruption, Stevens–Johnson syndrome). CPIC advises not using carbamazepine in a patient who has not taken it before when alternatives exist; if there is none, closer monitoring and stopping it at the first skin reaction. {drugs}",
    patient:
      "Your gene test shows a higher risk of an allergic reaction to carbamazepine, an epilepsy and nerve-pain medicine.",
    nextSteps: [
      "Prefer an alternative to carbamazepine; if none, monitor closely and stop it at the first skin reaction",
      "Record as a drug allergy alert",
    ],
    evidence: ["cpic-hla-carbamazepine-2017"],
    keywords: ["hla-a*31:01", "carbamazepine", "hypersensitivity"],
    match: (ctx) => {
      const g = hlaCarrier(ctx, "HLA-A", /31:01|3101/);
      // With HLA-B*15:02 as well, that finding covers carbamazepine and more.
      if (!g || hlaCarrier(ctx, "HLA-B", /15:02|1502/)) return undefined;
      return hlaAnticonvulsantMatch(
        ctx,
        g,
        ["carbamazepine"],
        { early: Severity.high, tolerated: Severity.low },
        "Carbamazepine is not listed now.",
      );
    },
  },
  {
    id: "cyp2c9-vkorc1-warfarin",
    family: PGX,
    severity: Severity.moderate,
    problem: "Pharmacogenomics",
    title: "CYP2C9/VKORC1 and warfarin",
    clinician:
      "{result}: CYP2C9 decreased-function alleles (*2, *3) and the VKORC1 -1639A allele lower the warfarin dose needed; with non-genetic factors these genes explain about half of the variation in dose. CPIC advises calculating the dose with a published pharmacogenetic algorithm that includes them (its recommendations differ for people of African ancestry). {drugs}",
    patient:
      // Worded for someone who does not take warfarin as well as for someone who does (review 19).
      "Your genes mean warfarin, a blood thinner, may need a lower dose for you than for most people. Its dose is always set with regular INR blood tests.",
    nextSteps: [
      "When warfarin is started or restarted, calculate the dose with a pharmacogenetic algorithm (CPIC 2017); on an established dose, keep adjusting by INR",
    ],
    evidence: ["cpic-warfarin-2017"],
    keywords: ["cyp2c9", "vkorc1", "warfarin", "pharmacogenetic dosing"],
    match: (ctx) => {
      const cyp = ctx.genes("CYP2C9").find((g) => {
        const score = cyp2c9ActivityScore(resultText(g));
        return score !== undefined ? score < 2 : REDUCED.includes(metaboliserPhenotype("CYP2C9", resultText(g)) ?? "");
      });
      const vk = ctx.genes("VKORC1").find((g) => vkorc1Variant(resultText(g)));
      const g = cyp ?? vk;
      if (!g) return undefined;
      const m = pgxMatch(ctx, g.gene, (x) => x === g, ["warfarin"], Severity.moderate, {
        onDrug:
          "You take warfarin. Keep taking it as prescribed and keep your INR blood tests; tell the clinic that checks your INR about this result.",
      });
      if (!m) return undefined;
      const both = cyp && vk ? `${describe(cyp)}; ${describe(vk)}` : describe(g);
      return { ...m, refs: ctx.refs(cyp, vk, ...ctx.meds("warfarin")), values: { ...m.values, result: both } };
    },
  },
  {
    id: "cyp2c9-phenytoin",
    family: PGX,
    severity: Severity.moderate,
    problem: "Pharmacogenomics",
    title: "CYP2C9 reduced function and phenytoin",
    clinician: "{result}: {advice} Later doses follow drug levels and response (CPIC 2020). {drugs}",
    patient:
      "Your genes mean your body clears phenytoin, an epilepsy medicine, more slowly than usual, so a lower dose may be needed.",
    nextSteps: ["Use a lower starting maintenance dose of phenytoin per CPIC and guide later doses by levels"],
    evidence: ["cpic-phenytoin-2020"],
    keywords: ["cyp2c9", "phenytoin", "poor metabolizer"],
    match: (ctx) => {
      // HLA-B*15:02 rules phenytoin out in a patient who has not taken it, whatever the dose.
      if (hlaCarrier(ctx, "HLA-B", /15:02|1502/)) return undefined;
      const g = ctx.genes("CYP2C9").find((x) => {
        const score = cyp2c9ActivityScore(resultText(x));
        const phenotype = metaboliserPhenotype("CYP2C9", resultText(x));
        return score !== undefined ? score <= 1 : phenotype === "poor" || phenotype === "intermediate";
      });
      if (!g) return undefined;
      const score = cyp2c9ActivityScore(resultText(g));
      const poor = score !== undefined ? score <= 0.5 : metaboliserPhenotype("CYP2C9", resultText(g)) === "poor";
      const m = pgxMatch(ctx, "CYP2C9", (x) => x === g, ["phenytoin"], poor ? Severity.high : Severity.moderate);
      if (!m) return undefined;
      const as = score === undefined ? "" : ` (activity score ${score})`;
      const advice = poor
        ? `CYP2C9 poor metaboliser${as}: phenytoin is cleared more slowly; CPIC advises considering a 50% lower starting maintenance dose.`
        : score === 1
          ? `CYP2C9 intermediate metaboliser${as}: phenytoin is cleared more slowly; CPIC advises considering a 25% lower starting maintenance dose.`
          : "CYP2C9 intermediate metaboliser: phenytoin is cleared more slowly; CPIC advises considering a 25% lower starting maintenance dose at an activity score of 1 (for example *1/*3 or *2/*2); confirm the activity score.";
      return { ...m, values: { ...m.values, advice } };
    },
  },
  withPancreaticSurveillance({
    id: "brca-pathogenic-variant",
    family: GEN,
    severity: Severity.high,
    problem: "Hereditary cancer risk",
    title: "Pathogenic BRCA1/BRCA2 variant",
    clinician: "BRCA result {result}: {meaning}",
    patient:
      "Your gene test found a change in a BRCA gene. This raises the chance of some cancers. Extra screening and other options can lower the risk. Your relatives may want testing too.",
    nextSteps: [
      "Refer to cancer genetics / high-risk clinic",
      "Annual breast MRI and mammography per NCCN; discuss risk-reducing salpingo-oophorectomy timing",
      "Offer cascade testing to first-degree relatives",
    ],
    patientQuestions: ["What screening do I need and from what age?", "Should my family members be tested?"],
    evidence: ["nccn-genetic-familial-bopp"],
    keywords: ["brca1", "brca2", "hereditary breast ovarian cancer"],
    match: (ctx) => {
      const g = [...ctx.genes("BRCA1"), ...ctx.genes("BRCA2")].find(pathogenic);
      if (!g) return undefined;
      // USPSTF 2019 is not cited: it is about finding the women to refer for counselling and testing,
      // and its "assess familial risk and refer" told a known carrier to do what was done (review 21,
      // deep sweep 02). A family history without a result is the family-history rules' (other.ts).
      if (ctx.sex !== "male") {
        // The breast scans in the record are named, and one more than a year old is due (brca-breast-imaging.ts).
        const imaging = ctx.everHad("breast-cancer").length > 0 ? undefined : brcaBreastImagingStep(ctx);
        // Once her ovaries are out, the operation's timing is not raised (review 25, cancer-25 case 02).
        const removed = ovariesRemoved(ctx);
        const base: RuleMatch = {
          refs: [g.ref, ...(imaging?.refs ?? [])],
          values: { result: describe(g), meaning: BRCA_WOMEN },
          ...((imaging || removed) && {
            nextSteps: [
              "Refer to cancer genetics / high-risk clinic",
              imaging?.step ?? brcaBreastPlanStep(ctx),
              ...(removed ? [] : ["Discuss risk-reducing salpingo-oophorectomy timing"]),
              "Offer cascade testing to first-degree relatives",
            ],
          }),
        };
        const scansDue = brcaScansDue(imaging);
        // A survivor, or a carrier past the age for risk-reducing surgery, gets advice for where she is now.
        const now = brcaWomanAdvice(ctx, g, BRCA_WOMEN);
        // A UK carrier's general plan is NICE CG164's, not "per NCCN" (review 24, uk-pathways-24
        // case 06); where NCCN's ages or scan intervals are named, CG164 is cited beside it.
        const uk = readsAsUk(ctx);
        if (uk && !now && !imaging)
          return {
            ...base,
            nextSteps: [
              "Refer to cancer genetics / high-risk clinic",
              NHS_VHR_PLAN,
              removed
                ? "Discuss risk-reducing mastectomy with the specialist team, its benefits and risks (NICE CG164)"
                : "Discuss risk-reducing mastectomy and risk-reducing salpingo-oophorectomy with the specialist team: benefits and risks, including an early surgical menopause, with salpingo-oophorectomy considered once her family is complete (NICE CG164)",
              "Offer cascade testing to first-degree relatives",
            ],
            evidence: ["nhs-bsp-very-high-risk-protocols", "nice-cg164-familial-breast-cancer"],
            evidenceReplacesRule: true,
          };
        // A UK carrier's scans follow the NHS protocol's ages; NCCN stays cited only where its
        // surgery ages are named (brcaWomanAdvice).
        // Since review 26 (cancer-26b) a UK carrier's surgery timing is in UK words too, so NCCN
        // stays cited only for a survivor, whose breast imaging step still names it.
        const survivor = ctx.everHad("breast-cancer").length > 0;
        const ukSource = uk
          ? {
              evidence: [
                "nhs-bsp-very-high-risk-protocols",
                "nice-cg164-familial-breast-cancer",
                ...(now?.meaning.includes("salpingo-oophorectomy")
                  ? ["nice-ng241-familial-ovarian-cancer", "ndrs-rrso-brca-carriers"]
                  : []),
              ],
              ...((!now || !survivor) && { evidenceReplacesRule: true as const }),
            }
          : {};
        return now
          ? {
              ...ukSource,
              ...base,
              values: { ...base.values, meaning: now.meaning },
              nextSteps: now.steps,
              patientQuestions: now.questions,
              patientExtra: [now.patientExtra, scansDue].filter(Boolean).join(" "),
            }
          : { ...base, ...ukSource, ...(scansDue && { patientExtra: scansDue }) };
      }
      // Breast MRI and salpingo-oophorectomy are women's management; NCCN sets out men's
      // (its male recommendations as tabulated in PMC8305894, and helix.com's v2.2026 summary).
      const brca2 = g.gene === "BRCA2";
      return {
        refs: [g.ref],
        values: {
          result: describe(g),
          meaning: `in a man, a pathogenic ${g.gene} variant raises the risk of prostate cancer, male breast cancer and pancreatic cancer. NCCN: prostate cancer screening from 40 (recommended for BRCA2 carriers, considered for BRCA1), clinical breast exam every 12 months from 35, and cascade testing of relatives; his daughters and sisters who carry it face the high breast and ovarian cancer risks.`,
        },
        nextSteps: [
          "Refer to cancer genetics / high-risk clinic",
          `Discuss prostate cancer screening with PSA from age 40 (NCCN: ${brca2 ? "recommended for BRCA2 carriers" : "considered for BRCA1 carriers"})`,
          "Clinical breast exam every 12 months from age 35; report any breast lump or nipple change",
          "Offer cascade testing to first-degree relatives",
        ],
      };
    },
  }),
  {
    id: "recessive-carrier",
    family: GEN,
    severity: Severity.low,
    problem: "Genetic results",
    title: "Carrier of a recessive condition",
    clinician:
      "{result}: a carrier of one {condition} variant; carriers are usually healthy, but a child of two carriers can inherit the condition. Offer the partner carrier testing, ideally before pregnancy, with genetic counselling if both carry a variant (ACOG); relatives may carry the same variant.{plans}",
    patient:
      "Your gene test shows you carry one copy of a gene change linked to {condition}. Carriers are usually healthy. If your partner also carries a change in the same gene, a child could have the condition, so your partner can be offered a test, best before a pregnancy. Your relatives may want to know too.",
    nextSteps: [
      "Offer the reproductive partner carrier testing for the same condition, ideally before pregnancy",
      "Offer genetic counselling if both partners are carriers",
      "Encourage telling relatives, who may carry the same variant",
    ],
    patientQuestions: ["Should my partner have a carrier test?"],
    evidence: ["acog-co691-carrier-screening"],
    keywords: ["carrier screening", "cystic fibrosis carrier", "partner testing", "genetic counseling"],
    match: (ctx) => {
      for (const [symbol, condition] of RECESSIVE_GENES) {
        const g = ctx.genes(symbol).find(isCarrier);
        if (!g) continue;
        const plans = PREGNANCY_PLANS.test(ctx.freeText);
        return {
          refs: [g.ref],
          values: {
            result: describe(g),
            condition,
            plans: plans ? " A pregnancy is planned or under way, so partner testing is timely." : "",
          },
          severity: plans ? Severity.moderate : Severity.low,
        };
      }
      return undefined;
    },
  },
  {
    id: "lynch-syndrome-variant",
    family: GEN,
    severity: Severity.high,
    problem: "Hereditary cancer risk",
    title: "Lynch syndrome variant",
    clinician: "{result}: Lynch syndrome; {surveillance}, and cascade testing.{due}",
    patient:
      "Your gene test shows Lynch syndrome. It raises the risk of bowel and some other cancers. Regular colonoscopy greatly lowers this risk.",
    nextSteps: ["Refer to genetics; colonoscopy every 1–2 years; gynaecological risk management; test relatives"],
    patientQuestions: ["How often do I need a colonoscopy?"],
    evidence: ["acg-2015-hereditary-gi-cancer"],
    keywords: ["lynch syndrome", "mlh1", "msh2", "colonoscopy surveillance"],
    match: (ctx) => {
      const g = ["MLH1", "MSH2", "MSH6", "PMS2", "EPCAM"].flatMap((s) => ctx.genes(s)).find(pathogenic);
      if (!g) return undefined;
      // The gene's start age and aspirin (rules/lynch-gene-timing.ts).
      const timing = lynchGeneTiming(ctx, g);
      // Sex, age and a past colorectal cancer shape the surveillance (rules/survivorship-genetics.ts);
      // the gene's own colonoscopy step, when given, is not repeated in general words.
      const advice = lynchAdvice(ctx, timing !== undefined);
      // An overdue colonoscopy or bowel symptoms come first (rules/lynch-surveillance.ts).
      const due = lynchSurveillanceContext(ctx);
      const patientExtra = [due?.patient.trim(), timing?.patient].filter(Boolean).join(" ");
      return {
        refs: [g.ref],
        values: {
          result: describe(g),
          surveillance: advice.surveillance,
          due: [due?.text ?? "", timing?.clinician ?? ""]
            .filter(Boolean)
            .map((t) => ` ${t.trim()}`)
            .join(""),
        },
        nextSteps: [...(due?.steps ?? []), ...advice.steps, ...(timing?.steps ?? [])],
        ...(due?.severity ? { severity: due.severity } : {}),
        ...(patientExtra ? { patientExtra } : {}),
        ...(timing ? { evidence: timing.evidence } : {}),
      };
    },
  },
  withTestsInRecord(IRON_INDICES, {
    id: "hfe-haemochromatosis-genotype",
    family: GEN,
    severity: Severity.moderate,
    problem: "Iron",
    title: "HFE haemochromatosis genotype",
    clinician:
      "HFE genotype {result}{iron} Iron overload is judged on transferrin saturation and ferritin, not on genotype alone.",
    patient: "Your gene test shows {patientText}",
    nextSteps: [
      "Check fasting transferrin saturation and ferritin; liver tests",
      "If iron overload: venesection; screen first-degree relatives",
    ],
    evidence: ["acg-2019-hemochromatosis", "easl-2022-haemochromatosis"],
    keywords: ["hfe", "c282y", "hemochromatosis", "ferritin"],
    match: (ctx) => {
      const g = ctx.genes("HFE").find((x) => isVariantPresent(hfeVariantNames(resultText(x)), /c282y/i));
      if (!g) return undefined;
      const text = hfeVariantNames(resultText(g));
      const homozygous = isHomozygous(text) || /c282y\s*\/\s*c282y/i.test(text);
      const ferritin = ctx.lab("ferritin");
      const tsat = ctx.value("tsat");
      const indices = ferritin !== undefined && tsat !== undefined;
      const overload =
        (ferritin !== undefined && (ferritin.status === "high" || ferritin.status === "critical-high")) ||
        (tsat !== undefined && tsat >= 45);
      const confirmed = homozygous && overloadByEasl(ctx);
      const iron = homozygous
        ? overload
          ? `: C282Y homozygosity with raised iron indices (ferritin ${ctx.show(ferritin) || "n/a"}${tsat !== undefined ? `, TSAT ${ctx.showValue("tsat")}` : ""}) confirms HFE haemochromatosis with iron overload.`
          : ": C282Y homozygosity; iron indices decide whether iron overload is present."
        : `: a single C282Y copy or compound heterozygosity rarely causes iron overload on its own; ${indices ? `read it with the iron indices in the record (ferritin ${ctx.show(ferritin)}, TSAT ${ctx.showValue("tsat")}).` : "check iron indices."}`;
      // A single C282Y copy with normal iron tests is a carrier state, told as such (review 12, deep case 10).
      const carrierNormal =
        !homozygous && !/h63d|s65c/i.test(text) && indices && !overload && ferritin.status === "normal";
      // A homozygote without iron overload yet (family screening, review 14 haematology case 16) is
      // followed yearly, not left unmentioned or told to "check iron" already checked (EASL 2010).
      if (homozygous && indices && !overload && ferritin.status === "normal") {
        return {
          refs: ctx.refs(g, ferritin, ctx.lab("tsat")),
          values: {
            result: resultText(g),
            iron: `: C282Y homozygosity, with iron indices in the record that do not show iron overload now (ferritin ${ctx.show(ferritin)}, TSAT ${ctx.showValue("tsat")}). EASL suggests yearly monitoring of a homozygote without iron overload, with venesection started when the ferritin rises above normal.`,
            patientText: HFE_NO_OVERLOAD_PATIENT,
          },
          severity: Severity.low,
          nextSteps: HFE_NO_OVERLOAD_STEPS,
          evidence: ["easl-2010-hfe-haemochromatosis"],
        };
      }
      return {
        refs: ctx.refs(g, overload || indices ? ferritin : undefined, indices ? ctx.lab("tsat") : undefined),
        // The clinician text already starts "HFE genotype", so the result is given without the gene.
        values: {
          result: resultText(g),
          iron,
          patientText: carrierNormal
            ? "you carry one copy of the main haemochromatosis gene change: you are a carrier. Carriers rarely store too much iron, and your iron blood tests are normal, so no treatment is needed for this."
            : confirmed
              ? HFE_OVERLOAD_PATIENT
              : "a change linked to haemochromatosis, where the body stores too much iron. Blood tests for iron show whether treatment is needed.",
        },
        severity: homozygous ? (overload ? Severity.high : Severity.moderate) : Severity.low,
        // Iron indices already in the record are read, not requested again; overload they confirm is
        // treated, not left conditional (review 13, pharmacogenomics 12).
        // With the liver-risk finding present (patterns.ts), fibrosis staging is its step, not this one's.
        ...(confirmed
          ? {
              nextSteps: HFE_OVERLOAD_STEPS.filter((x) => !(haemochromatosisLiverRisk(ctx) && x === HFE_FIBROSIS_STEP)),
            }
          : indices
            ? { nextSteps: ["If iron overload: venesection; screen first-degree relatives"] }
            : {}),
      };
    },
  }),
  {
    id: "thrombophilia-oestrogen",
    family: GEN,
    severity: Severity.high,
    problem: "Clotting risk",
    title: "Inherited clotting variant with oestrogen",
    clinician:
      "{cause} while taking {med}: known thrombogenic mutations make combined (oestrogen-containing) hormonal contraception an unacceptable risk ({mec} category 4).",
    patient:
      "{patientWhy} Medicines with oestrogen, like the combined pill, raise that risk further. Other options are available.",
    nextSteps: ["Switch to a progestin-only or non-hormonal method (e.g. IUD)", "Counsel on clot symptoms"],
    patientQuestions: ["Which contraception is safe for me?"],
    evidence: ["cdc-us-mec-2024"],
    keywords: ["factor v leiden", "combined oral contraceptive", "thrombophilia", "estrogen"],
    match: (ctx) => {
      const risk = thrombophilia(ctx);
      const meds = oestrogens(ctx, "contraceptive");
      if (!risk || meds.length === 0) return undefined;
      return {
        refs: ctx.refs(risk, ...meds),
        values: {
          cause: risk.text,
          med: medNames(meds),
          patientWhy: clotRiskForPatient(risk),
          // A UK record cites UKMEC in place of the US MEC (sourcesForCountry), and names what it cites
          // (review 32, country-32 case 07).
          mec: readsAsUk(ctx) ? "UKMEC" : "US MEC",
        },
        // Review 13 pharmacogenomics 13: the reader heard neither the urgency nor the clot signs.
        patientExtra: OESTROGEN_SWITCH_PATIENT,
      };
    },
  },
  {
    id: "vte-history-oestrogen",
    family: FindingFamily.pattern,
    severity: Severity.high,
    problem: "Clotting risk",
    title: "Past blood clot with combined hormonal contraception",
    clinician:
      "{cause} while taking {med}: a past deep vein thrombosis or pulmonary embolism makes combined (oestrogen-containing) hormonal contraception an unacceptable risk (UKMEC category 4).",
    patient:
      "You have had a blood clot in a vein before, which makes another one more likely. Medicines with oestrogen, like the combined pill, raise that risk further. Other options are available.",
    nextSteps: ["Switch to a progestin-only or non-hormonal method (e.g. IUD)", "Counsel on clot symptoms"],
    patientQuestions: ["Which contraception is safe for me?"],
    evidence: ["fsrh-ukmec-2016"],
    keywords: ["deep vein thrombosis", "combined oral contraceptive", "venous thromboembolism", "estrogen"],
    match: (ctx) => {
      // A thrombophilia has its own finding, which already says the same.
      if (thrombophilia(ctx)) return undefined;
      const risk = pastVte(ctx);
      const meds = oestrogens(ctx, "contraceptive");
      if (!risk || meds.length === 0) return undefined;
      return { refs: ctx.refs(risk, ...meds), values: { cause: risk.text, med: medNames(meds) } };
    },
  },
  {
    id: "thrombophilia-hrt",
    family: GEN,
    severity: Severity.moderate,
    problem: "Clotting risk",
    title: "Clotting risk with menopausal HRT",
    clinician: "{cause} {link} {med}: {why}",
    patient: "{patientWhy} {hrt} Talk to your doctor before changing your HRT.",
    nextSteps: ["Discuss the clotting risk of HRT; consider transdermal rather than oral oestrogen (NICE NG23)"],
    patientQuestions: ["Is a patch or gel safer for me than HRT tablets?"],
    evidence: ["nice-ng23-menopause"],
    keywords: ["hormone replacement therapy", "venous thromboembolism", "transdermal estrogen", "thrombophilia"],
    match: (ctx) => {
      const risk = clotRisk(ctx);
      const meds = oestrogens(ctx, "systemic-hrt");
      if (!risk || meds.length === 0) return undefined;
      const transdermal = meds.every((m) => TRANSDERMAL.test([m.name, m.dosage, m.frequency].join(" ")));
      const inherited = risk.kind !== "vte";
      // A clot dated before the HRT started did not happen on it: "while taking" would say it did.
      const start = meds
        .map((m) => m.startDate)
        .filter((d): d is string => d !== undefined)
        .sort()[0];
      const dated = risk.kind === "vte" && risk.date !== undefined && start !== undefined;
      const before = dated && risk.date! < start!;
      const link =
        risk.kind !== "vte" || (dated && !before) ? "while taking" : before ? "before starting" : "and now taking";
      const unprovoked = risk.kind === "vte" && risk.unprovoked === true;
      const referral = inherited
        ? " NICE NG23 also advises considering referral to a haematologist for assessment before HRT in a woman with a confirmed hereditary thrombophilia."
        : unprovoked
          ? " After an unprovoked venous thromboembolism, a haematologist's advice is sought before HRT is continued, with transdermal oestrogen if it is."
          : "";
      return {
        refs: ctx.refs(risk, ...meds),
        values: {
          cause: risk.text,
          link,
          med: medNames(meds),
          why: transdermal
            ? `the oestrogen is transdermal, the route NICE NG23 advises considering for women at increased risk of venous thromboembolism, since oral oestrogen raises that risk.${referral}`
            : `oral oestrogen raises the risk of venous thromboembolism, and NICE NG23 advises considering transdermal rather than oral HRT for women at increased risk.${referral}`,
          patientWhy: clotRiskForPatient(risk),
          hrt: transdermal
            ? "Your HRT goes through the skin, which is the safer way for you. Your doctor may still ask a blood specialist for advice."
            : "HRT taken as tablets raises the chance of a clot more than HRT through the skin (a patch or gel). Ask your doctor whether a patch or gel would be safer for you.",
        },
        // Oral oestrogen after an unprovoked clot, with no haematology view yet, is rated high (review 10).
        severity: transdermal ? Severity.low : unprovoked ? Severity.high : Severity.moderate,
        nextSteps: [
          ...(transdermal
            ? []
            : ["Discuss the clotting risk of HRT; consider transdermal rather than oral oestrogen (NICE NG23)"]),
          ...(inherited
            ? ["Consider haematology referral for assessment of the thrombophilia before continuing HRT (NICE NG23)"]
            : []),
          ...(unprovoked
            ? [
                "Seek haematology advice before continuing HRT after the unprovoked VTE; if HRT continues, use transdermal oestrogen (NICE NG23)",
              ]
            : []),
          ...(transdermal && !inherited ? ["Keep HRT transdermal; review VTE risk at each HRT review"] : []),
        ],
      };
    },
  },
  {
    id: "thrombophilia-variant",
    family: GEN,
    severity: Severity.low,
    problem: "Clotting risk",
    title: "Inherited clotting variant",
    clinician:
      "{result}: a thrombogenic variant; oestrogen-containing contraception is avoided, and it informs decisions around HRT, surgery, pregnancy and immobility.",
    patient:
      "You carry a gene change that makes blood clots a little more likely. Tell doctors about it before surgery, pregnancy or starting hormones.",
    nextSteps: [
      "Record the result; take it into account before oestrogen-containing contraception or HRT, surgery, pregnancy or immobility",
    ],
    evidence: ["cdc-us-mec-2024"],
    keywords: ["factor v leiden", "prothrombin g20210a"],
    match: (ctx) => {
      const g = [...ctx.genes("F5"), ...ctx.genes("F2")].find((x) => isVariantPresent(resultText(x)));
      if (!g || oestrogens(ctx, "contraceptive").length > 0 || oestrogens(ctx, "systemic-hrt").length > 0)
        return undefined;
      return { refs: [g.ref], values: { result: describe(g) } };
    },
  },
  {
    id: "apoe-e4",
    family: GEN,
    severity: Severity.info,
    problem: "Genetic results",
    title: "APOE ε4 result",
    clinician:
      "{result}: APOE ε4 raises Alzheimer risk but is neither necessary nor sufficient for the disease; it should be discussed with genetic counselling and does not change management on its own.",
    patient:
      "Your APOE gene result is linked to a higher chance of Alzheimer's disease. It does not mean you will get it. A genetic counsellor can explain what it means for you.",
    nextSteps: ["Offer genetic counselling; focus on modifiable cardiovascular risk factors"],
    evidence: ["acmg-nsgc-2011-alzheimer-genetics"],
    keywords: ["apoe", "alzheimer", "genetic counseling"],
    match: (ctx) => {
      const g = ctx.genes("APOE").find((x) => /(e|ε|epsilon)\s*4|\*4|e4/i.test(`${x.interpretation} ${x.value ?? ""}`));
      return g
        ? {
            refs: [g.ref],
            values: { result: describe(g) },
            severity: /4\s*\/\s*(e|ε)?4|homozygous/i.test(resultText(g)) ? Severity.low : Severity.info,
          }
        : undefined;
    },
  },
  {
    id: "fh-genetic-variant",
    family: GEN,
    severity: Severity.high,
    problem: "Cholesterol",
    title: "Familial hypercholesterolaemia variant",
    clinician:
      "{result}: genetically confirmed familial hypercholesterolaemia; lifelong high-intensity lipid lowering and cascade testing of relatives.{familyChd}",
    patient:
      "Your gene test shows an inherited high-cholesterol condition. Strong cholesterol treatment protects your heart. Your family should be tested.",
    nextSteps: ["High-intensity statin ± ezetimibe; cascade testing of first-degree relatives"],
    evidence: ["nla-2015-part1", "esc-eas-2019-dyslipidaemias"],
    keywords: ["familial hypercholesterolemia", "ldlr", "apob", "pcsk9"],
    match: (ctx) => {
      const g = fhVariant(ctx);
      if (!g) return undefined;
      const chd = fhFamilyPrematureChd(ctx);
      const ldl = fhSevereLdl(ctx);
      return {
        refs: [g.ref, ...(ldl?.refs ?? []), ...chd.refs],
        values: { result: describe(g), familyChd: chd.text },
        clinicianExtra: ldl?.clinician,
        patientExtra: ldl?.patient,
        // A UK record is cared for under NICE CG71 (high-intensity statin, cascade testing of
        // relatives, children tested by 10), not the NLA's and ESC/EAS's mg/dL goals (review 28).
        ...(readsAsUk(ctx) && { evidence: ["nice-cg71-fh"], evidenceReplacesRule: true as const }),
      };
    },
  },
  {
    id: "uncertain-variant",
    family: GEN,
    severity: Severity.info,
    problem: "Genetic results",
    title: "Variant of uncertain significance",
    clinician:
      "{result}: {vusDoesNot} change screening or treatment. Only a minority are later reclassified as pathogenic, and acting on one risks unnecessary treatment and distress; care follows the personal and family history, and the laboratory may reclassify {theVariant}.",
    patient:
      "Your gene test found {changes} whose meaning is not known yet ({vusName}). Most changes like this are not later found to be harmful, and {careUnchanged}. Your doctor will go by your own and your family's health history.",
    nextSteps: [
      "Base screening on the personal and family history, not on the VUS; ask the laboratory to report any reclassification",
    ],
    patientQuestions: ["What does a variant of uncertain significance mean for me and my family?"],
    evidence: ["burke-2022-vus"],
    keywords: ["variant of uncertain significance", "vus", "genetic counseling"],
    match: (ctx) => {
      const harmful = new Set(ctx.model.genetics.filter(pathogenic).map((g) => g.gene));
      // Every uncertain variant is named, so none (an MLH1 VUS beside a BRCA2 one) is silently left out.
      const found = ctx.model.genetics.filter(
        (x) => !harmful.has(x.gene) && reportsUncertainVariant(x.interpretation, x.value),
      );
      if (found.length === 0) return undefined;
      const genes = [...new Set(found.map((g) => g.gene))];
      const one = found.length === 1;
      return {
        refs: found.map((g) => g.ref),
        values: {
          result: found.map(describe).join("; "),
          vusDoesNot: one
            ? "a variant of uncertain significance does not by itself"
            : "variants of uncertain significance do not by themselves",
          changes: one ? "a change" : `changes in ${genes.slice(0, -1).join(", ")} and ${genes.at(-1)}`,
          vusName: one ? '"a variant of uncertain significance"' : '"variants of uncertain significance"',
          careUnchanged: one ? "it does not change your care on its own" : "they do not change your care on their own",
          theVariant: one ? "the variant" : "the variants",
        },
      };
    },
  },
  {
    id: "family-sudden-cardiac-death",
    family: FindingFamily.familyHistory,
    severity: Severity.moderate,
    problem: "Inherited heart conditions",
    title: "Sudden death of a young first-degree relative",
    clinician:
      "{relative}: {condition} at {age}{postMortem}. After a sudden unexplained death under 45 with a negative or no post-mortem, APHRS/HRS 2020 advise screening first-degree relatives: history, examination, standard and high precordial lead ECG, echocardiography and exercise testing, within a team with cardiology and genetics expertise.",
    patient:
      "A close relative died suddenly at a young age. Some heart conditions that cause this run in families, so a heart check for you is advised, with a heart tracing (ECG) and a heart scan.",
    nextSteps: [
      "Offer cardiac assessment: history, examination, standard and high precordial lead ECG, echocardiography and exercise testing (APHRS/HRS 2020)",
      "Refer to an inherited cardiac conditions service (cardiology with genetics)",
    ],
    patientQuestions: ["Should I and my family have heart checks?"],
    evidence: ["aphrs-hrs-2020-sud"],
    keywords: ["sudden cardiac death", "family screening", "inherited cardiac conditions", "ecg"],
    match: (ctx) => {
      const f = ctx.model.familyHistory.find(
        (x) =>
          x.degree === 1 &&
          x.onsetAge !== undefined &&
          x.onsetAge < SUD_AGE_LIMIT &&
          SUDDEN_DEATH.test(x.condition) &&
          !OTHER_CAUSE.test(x.condition),
      );
      if (!f || f.onsetAge === undefined) return undefined;
      const noPostMortem = NO_POST_MORTEM.test(`${f.condition} ${ctx.freeText}`);
      return {
        refs: [f.ref],
        values: {
          relative: f.relationship,
          condition: f.condition,
          age: f.onsetAge,
          postMortem: noPostMortem ? " (no post-mortem)" : "",
        },
      };
    },
  },
];
