import { FindingFamily, Severity } from "../model.ts";
import { formatNumber } from "../text.ts";
import { acuteLiverInjury } from "./acute-liver-injury.ts";
import type { RuleContext } from "./context.ts";
import { statedMention } from "./notes.ts";
import type { Rule, RuleMatch } from "./types.ts";
import { readsAsUk, readsAsUsUnits } from "./uk-record.ts";

/*
 * Paracetamol (acetaminophen) overdose, read from a paracetamol level and the time since ingestion.
 * UK guidance since September 2012 (MHRA/CHM, seen via MIMS and the NHSGGC handbook, 2026-11-28):
 * IV acetylcysteine when the timed level is on or above one treatment line joining 100 mg/L at
 * 4 hours and 15 mg/L at 15 hours, whatever the risk factors; and, whatever the level, when the
 * overdose was staggered or the time of ingestion is in doubt.
 */

/** The treatment line: 100 mg/L at 4 h falling log-linearly to 15 mg/L at 15 h (MHRA 2012). */
const LINE_START_H = 4;
const LINE_END_H = 15;
const LINE_AT_4H = 100;
const LINE_AT_15H = 15;

/**
 * The US treatment line: the Rumack-Matthew "150 line", 150 mcg/mL (= mg/L) at 4 h with the same
 * slope as the UK line, so 22.5 at 15 h (dart-2023-acetaminophen-consensus; review 26, us-sources-26b).
 */
const US_LINE_AT_4H = 150;

/** The line's level (mg/L) at `hours` after ingestion, for 4–15 h; `atFourHours` picks the UK or US line. */
export function treatmentLine(hours: number, atFourHours: number = LINE_AT_4H): number {
  const fraction = (hours - LINE_START_H) / (LINE_END_H - LINE_START_H);
  return atFourHours * (LINE_AT_15H / LINE_AT_4H) ** fraction;
}

/** The words, line and sources for a UK (or unplaced) record and for one that reads as American. */
interface Practice {
  Drug: string;
  drug: string;
  line: string;
  /** The unit the line is written in: µg/mL on a US record (review 45, acute-45 case 14), the same number as mg/L. */
  unit: string;
  atFourHours: number;
  advice: string;
  evidence: readonly string[];
}

const UK_PRACTICE: Practice = {
  Drug: "Paracetamol",
  drug: "paracetamol",
  line: "UK treatment line",
  unit: "mg/L",
  atFourHours: LINE_AT_4H,
  advice: "Seek advice from TOXBASE or the National Poisons Information Service for anything not straightforward",
  evidence: ["mhra-2012-paracetamol-acetylcysteine"],
};

const US_PRACTICE: Practice = {
  Drug: "Acetaminophen",
  drug: "acetaminophen",
  line: "US treatment line (Rumack-Matthew 150 line)",
  unit: "µg/mL",
  atFourHours: US_LINE_AT_4H,
  advice:
    "Seek advice from the poison center (Poison Help line 1-800-222-1222) or a medical toxicologist for anything not straightforward",
  evidence: ["dart-2023-acetaminophen-consensus", "aapcc-poison-help-line"],
};

/*
 * A record that reads as neither country keeps the UK line, the lower of the two, but is not sent
 * to UK poisons services (review 32, infect-liver-32b case 04: a record naming no country was told
 * to ask TOXBASE or the National Poisons Information Service).
 */
const NEUTRAL_PRACTICE: Practice = {
  ...UK_PRACTICE,
  advice:
    "Seek advice from the local poisons information service or a clinical toxicologist for anything not straightforward",
};

function practice(ctx: RuleContext): Practice {
  if (readsAsUsUnits(ctx)) return US_PRACTICE;
  return readsAsUk(ctx) ? UK_PRACTICE : NEUTRAL_PRACTICE;
}

/**
 * A match's sources, and on a US record its heading: the US sources replace the MHRA line; NICE
 * NG225 stays for self-harm on both (no US source for the psychosocial assessment seen in review 26).
 */
function sources(p: Practice, selfHarm: boolean): Pick<RuleMatch, "evidence" | "evidenceReplacesRule" | "problem"> {
  const selfHarmEvidence = selfHarm ? ["nice-ng225-self-harm"] : [];
  if (p === US_PRACTICE)
    return {
      problem: "Acetaminophen overdose",
      evidence: [...p.evidence, ...selfHarmEvidence],
      evidenceReplacesRule: true,
    };
  return selfHarm ? { evidence: selfHarmEvidence } : {};
}

const HOURS = String.raw`(\d{1,2}(?:\.\d)?)\s*-?\s*(?:h|hrs?|hours?)\b`;
/** Hours since ingestion as notes or a test name state them ("4 h post ingestion", "level drawn 02:00 = 4 h", "4-hour level"). */
const TIMING: readonly RegExp[] = [
  new RegExp(
    `${HOURS}\\s*(?:post[- ]?(?:ingestion|overdose|od|dose)|after\\s+(?:the\\s+)?(?:ingestion|overdose|od|taking))`,
  ),
  new RegExp(`(?:level|sample|paracetamol|acetaminophen)\\s+(?:drawn|taken|sampled|measured)[^.;]*?=\\s*${HOURS}`),
  new RegExp(`${HOURS}\\s*(?:paracetamol\\s+|acetaminophen\\s+)?level`),
  // "Took about 30 paracetamol tablets roughly 20 hours ago": the time told back from now, in the
  // sentence that names the taking (review 32, infect-liver-32b case 04 read "no time given").
  new RegExp(
    `\\b(?:took|taken|ingest\\w*|swallow\\w*|overdose)\\b[^.;]*?\\b(?:(?:about|roughly|around|approx(?:imately|\\.)?|some)\\s+)?${HOURS}\\s+ago\\b`,
  ),
];
/** A staggered overdose, or doubt over when it was taken. */
// Notes spell the span in words ("over two days"): read as digits only, a staggered overdose with
// ALT 910 and INR 1.6 went unflagged (review 30, gastro-30 case 11).
const STAGGERED_OR_UNKNOWN =
  /\bstaggered\b|\bover\s+(?:the\s+)?(?:several|a\s+few|a\s+couple\s+of|\d+|two|three|four|five|six|seven)\s+(?:hours|days)\b|\btim(?:e|ing)\s+(?:of\s+(?:ingestion|overdose)\s+)?(?:is\s+)?(?:unknown|uncertain|unclear|not\s+known)\b|\b(?:unknown|uncertain|unclear)\s+(?:time|timing)\b|\bunsure\s+when\b/;
/** An overdose named in the notes. */
const OVERDOSE =
  /\boverdose\b|\bself[- ]?poison\w*|\btook\s+(?:about\s+|around\s+|approx(?:imately|\.)?\s+|up\s+to\s+)?\d+\s*(?:x\s*)?(?:\d+\s*mg\s+)?(?:paracetamol|acetaminophen|tablets)\b/;
/** Intentional self-harm named in the notes. */
// A referral to liaison psychiatry after an overdose is made for self-harm; "after argument" is
// how notes often drop the article (review 16, acute panels 08 and 12).
const SELF_HARM =
  /\bself[- ]?harm\w*|\bintentional\b|\bdeliberate\b|\bsuicid\w*|\bafter\s+(?:an?\s+)?argument\b|\bpsych(?:iatry|iatric)?\s+liaison\b|\bliaison\s+psychiatry\b/;

function statedHours(text: string): number | undefined {
  for (const re of TIMING) {
    const m = re.exec(text);
    if (m?.[1] !== undefined) return Number(m[1]);
  }
  return undefined;
}

/** The paracetamol level with what the record says about its timing, the ALT and self-harm. */
function levelReading(ctx: RuleContext) {
  const obs = ctx.lab("paracetamol");
  const level = ctx.valueOf(obs);
  if (obs === undefined || level === undefined) return undefined;
  const censored = obs.value.kind === "number" && obs.value.comparator !== undefined;
  const text = `${obs.name.toLowerCase()} ${(obs.notes ?? "").toLowerCase()} ${ctx.freeText}`;
  const staggered = statedMention(ctx.freeText, STAGGERED_OR_UNKNOWN) !== undefined;
  const alt = ctx.lab("alt");
  const altValue = ctx.valueOf(alt);
  const altUln = ctx.upperLimit("alt");
  return {
    obs,
    level,
    detectable: level > 0 && !censored,
    overdose: statedMention(ctx.freeText, OVERDOSE) !== undefined,
    staggered,
    hours: staggered ? undefined : statedHours(text),
    alt,
    altRaised: altValue !== undefined && altUln !== undefined && altValue > altUln,
    inr: (ctx.valueOf(ctx.lab("inr")) ?? 0) > FAILURE_INR ? ctx.lab("inr") : undefined,
    selfHarm: statedMention(ctx.freeText, SELF_HARM) !== undefined,
    practice: practice(ctx),
  };
}

const F = FindingFamily.pattern;

/** INR above which liver injury comes with the coagulopathy of acute liver failure (ACG 2023, as acute-liver-injury.ts). */
const FAILURE_INR = 1.5;
const LIVER_UNIT =
  "Discuss with a liver unit today: look for confusion or drowsiness (encephalopathy), and repeat INR, creatinine, glucose, lactate and pH";

const TREAT_NOW = "Start intravenous acetylcysteine now, using the product's weight-based dosing table";
const CHECK = "Check INR, ALT, creatinine and bicarbonate now and again before stopping treatment";
const ADVICE = UK_PRACTICE.advice;
/**
 * NICE NG225 (via QS34): everyone who has self-harmed, intentional self-poisoning included whatever
 * its purpose, has a psychosocial assessment by a mental health professional; the NHSGGC handbook
 * keeps every self-harm patient for that assessment whatever the dose or timing.
 */
const PSYCHOSOCIAL =
  "Self-harm: before discharge, a mental health assessment (psychosocial assessment) by a mental health professional, at the earliest opportunity, whatever the dose or timing";
const BELOW_LINE_STEP =
  "No acetylcysteine on this level alone: confirm it was a single ingestion at the time given, and treat whatever the level if either is in doubt";
const PATIENT_GO =
  "This can damage the liver, but a medicine given through a drip (acetylcysteine) protects the liver well when it is started early. Go to the emergency department now. If you are already in hospital, stay for the treatment.";

export const PARACETAMOL_OVERDOSE_RULES: readonly Rule[] = [
  {
    id: "paracetamol-overdose",
    family: F,
    severity: Severity.critical,
    problem: "Paracetamol overdose",
    title: "{Drug} overdose",
    clinician: "{Drug} level {level}{timing}. {reading}",
    patient: "{lead} " + PATIENT_GO,
    nextSteps: [TREAT_NOW, CHECK, ADVICE],
    patientQuestions: ["How long will the treatment take, and when can I go home?"],
    evidence: ["mhra-2012-paracetamol-acetylcysteine"],
    keywords: ["paracetamol", "acetaminophen", "overdose", "acetylcysteine", "nomogram"],
    match: (ctx: RuleContext): RuleMatch | undefined => {
      const r = levelReading(ctx);
      if (r === undefined) return undefined;
      const { obs, level, detectable, overdose, staggered, hours, alt, altRaised, inr, selfHarm, practice: p } = r;
      const steps = [TREAT_NOW, CHECK, p.advice, ...(selfHarm ? [PSYCHOSOCIAL] : [])];
      const selfHarmEvidence = sources(p, selfHarm);
      const refs = ctx.refs(obs, altRaised ? alt : undefined);
      const shown = ctx.show(obs);
      const named = { Drug: p.Drug, level: shown };

      if (staggered) {
        if (!detectable && !altRaised) return undefined;
        // Liver injury with an INR above 1.5 is the coagulopathy of acute liver failure: the report
        // named the raised ALT but not the INR of 1.6 beside it, nor the liver unit (review 30,
        // gastro-30 case 11).
        const failing = altRaised && inr !== undefined;
        return {
          refs: failing ? [...refs, ...ctx.refs(inr)] : refs,
          values: {
            ...named,
            timing: ", after a staggered overdose or one whose time is uncertain",
            reading: `The treatment line cannot be used here; treat whatever the level${altRaised ? ` (ALT ${ctx.show(alt)} is raised)` : ""}.${failing ? ` INR ${ctx.show(inr)} with the liver injury is the clotting disorder of possible acute liver failure: discuss with a liver unit today.` : ""}`,
            lead: `You may have taken too much ${p.drug}, and it is not clear exactly when.${failing ? " Your blood tests show your liver is already affected, and your blood is clotting more slowly because of it." : ""}`,
          },
          // The acute liver injury finding asks for the liver unit itself when the ALT is high enough.
          nextSteps: failing && acuteLiverInjury(ctx)?.inr === undefined ? [...steps, LIVER_UNIT] : steps,
          ...selfHarmEvidence,
          ...(failing && {
            evidence: [...(selfHarmEvidence.evidence ?? []), "acg-2023-acute-liver-failure"],
          }),
        };
      }
      if (hours !== undefined) {
        if (hours < LINE_START_H)
          return detectable
            ? {
                refs,
                severity: Severity.high,
                values: {
                  ...named,
                  timing: ` at ${formatNumber(hours)} h after ingestion`,
                  reading:
                    "A level taken before 4 hours cannot be read on the treatment line; repeat it at 4 hours or later.",
                  lead: `Your ${p.drug} level was taken too soon after the tablets to judge the risk.`,
                },
                nextSteps: [`Repeat the ${p.drug} level at 4 hours or later after ingestion`, CHECK, p.advice],
                ...sources(p, false),
              }
            : undefined;
        if (hours > LINE_END_H) {
          if (!detectable && !altRaised) return undefined;
          return {
            refs,
            values: {
              ...named,
              timing: ` at ${formatNumber(hours)} h after ingestion`,
              reading: `Beyond ${LINE_END_H} hours the treatment line no longer applies; treat while advice is sought.`,
              lead: `You took too much ${p.drug} some time ago, and some is still in your blood.`,
            },
            nextSteps: steps,
            ...selfHarmEvidence,
          };
        }
        const line = treatmentLine(hours, p.atFourHours);
        if (level < line) return undefined;
        return {
          refs,
          values: {
            ...named,
            timing: ` at ${formatNumber(hours)} h after ingestion`,
            reading: `On or above the ${p.line} (${formatNumber(line, 0)} ${p.unit} at ${formatNumber(hours)} h; the line runs from ${p.atFourHours} ${p.unit} at 4 h to ${formatNumber(treatmentLine(LINE_END_H, p.atFourHours))} ${p.unit} at 15 h).`,
            lead: `Your ${p.drug} level is above the level that needs treatment.`,
          },
          nextSteps: steps,
          ...selfHarmEvidence,
        };
      }
      // No timing at all: the level cannot be judged. Only a detectable level after an overdose,
      // or above the laboratory's range, counts.
      const uln = ctx.upperLimit("paracetamol");
      if (!detectable || (!overdose && (uln === undefined || level <= uln))) return undefined;
      return {
        refs,
        values: {
          ...named,
          timing: ", with no time since ingestion given",
          reading:
            "It cannot be interpreted without the time of ingestion; treat if in doubt while the timing is established.",
          lead: `Your ${p.drug} level cannot be judged without knowing when the tablets were taken.`,
        },
        nextSteps: steps,
        ...selfHarmEvidence,
      };
    },
  },
  {
    // Below the line the level alone needs no antidote, which the generic "above the reference range"
    // line did not say (review 16, acute panels 12). A raised ALT, a staggered overdose or an
    // uncertain time is left to the rule above.
    id: "paracetamol-below-line",
    family: F,
    severity: Severity.low,
    problem: "Paracetamol overdose",
    title: "{Drug} level below the treatment line",
    clinician:
      "{Drug} level {level} at {hours} h after ingestion, below the {lineName} ({line} {lineUnit} at {hours} h). After a single ingestion at a known time, acetylcysteine is not indicated on this level alone; it is given whatever the level when the overdose was staggered or the time of ingestion is in doubt.",
    patient:
      "Your {drug} level, taken {hours} hours after the tablets, is below the level at which the antidote (acetylcysteine) is needed.",
    nextSteps: [BELOW_LINE_STEP],
    evidence: ["mhra-2012-paracetamol-acetylcysteine"],
    keywords: ["paracetamol", "acetaminophen", "overdose", "acetylcysteine", "nomogram"],
    match: (ctx: RuleContext): RuleMatch | undefined => {
      const r = levelReading(ctx);
      if (r === undefined || r.staggered || r.altRaised || r.hours === undefined) return undefined;
      if (r.hours < LINE_START_H || r.hours > LINE_END_H) return undefined;
      const p = r.practice;
      const line = treatmentLine(r.hours, p.atFourHours);
      if (r.level >= line) return undefined;
      const values = {
        Drug: p.Drug,
        drug: p.drug,
        lineName: p.line,
        level: ctx.show(r.obs),
        hours: formatNumber(r.hours),
        line: formatNumber(line, 0),
        lineUnit: p.unit,
      };
      if (!r.selfHarm) return { refs: ctx.refs(r.obs), values, ...sources(p, false) };
      return {
        refs: ctx.refs(r.obs),
        values,
        severity: Severity.moderate,
        patientExtra:
          "Before you go home, a mental health professional will usually talk with you about how you have been feeling and what support would help.",
        nextSteps: [BELOW_LINE_STEP, PSYCHOSOCIAL],
        patientQuestions: ["Who can I talk to about how I have been feeling?"],
        ...sources(p, true),
      };
    },
  },
];
