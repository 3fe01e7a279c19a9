/**
 * Liver injury after amoxicillin-clavulanate (co-amoxiclav).
 *
 * LiverTox names it the commonest cause of clinically apparent drug-induced liver injury in the
 * United States and Europe. The injury is usually cholestatic or mixed, and it often appears
 * days to weeks after a short course has finished, so a completed course still counts.
 *
 * - co-amoxiclav-liver-injury: recent co-amoxiclav, a raised ALT or ALP, and bile ducts that
 *   imaging already showed were not dilated. The ultrasound that jaundice-suspected-cancer
 *   (rules/patterns.ts) asks for is then done, so the drug leads; that finding steps back to a
 *   safety net (review 13 hepatology-gi 10).
 */
import { FindingFamily, Severity } from "../model.ts";
import { classifyMedication } from "../vocab/medications.ts";
import { medNames, type RuleContext, severalMedicines } from "./context.ts";
import { statedMention } from "./notes.ts";
import { latestDateIn, referenceNow } from "./past-mention.ts";
import type { Rule } from "./types.ts";
import { readsAsUk, readsAsUsUnits } from "./uk-record.ts";

/** A sentence naming amoxicillin-clavulanate as an allergy or as never taken is no exposure. */
export const NOT_EXPOSED = /\b(allerg\w*|never|not\s+taken|no)\b/;
const DAY_MS = 86_400_000;
/**
 * A course that ended more than this many days before the liver test is not counted. An engine
 * choice: the injury often starts after a short course has ended (in half the cases of the Spanish
 * registry), with a mean onset of 31 days in DILIN, so 8 weeks covers the usual delay without
 * blaming a course taken years before (overcall review 13, case 06).
 */
const EXPOSURE_WINDOW_DAYS = 56;

/** Sentences of the notes that name amoxicillin-clavulanate and are not an allergy or a denial. */
function notesSentences(ctx: RuleContext): string[] {
  return ctx.freeText
    .split(/[.;\n]+/)
    .filter((s) => classifyMedication(s).classes.includes("amoxicillin-clavulanate") && !NOT_EXPOSED.test(s));
}

/** When the liver tests were taken: the newest ALT or ALP, else the record's "now". */
export function liverTestTime(ctx: RuleContext): number | undefined {
  const times = ["alt", "alp"].flatMap((id) => {
    const t = ctx.lab(id)?.time;
    return t === undefined ? [] : [t];
  });
  return times.length > 0 ? Math.max(...times) : referenceNow(ctx);
}

/** Whether a course ending at `end` is too long before the liver test to explain it. */
export function tooOld(end: number | undefined, test: number | undefined): boolean {
  return end !== undefined && test !== undefined && test - end > EXPOSURE_WINDOW_DAYS * DAY_MS;
}

/**
 * Amoxicillin-clavulanate taken now or recently: a current listed medication, or a finished course
 * that ended within {@link EXPOSURE_WINDOW_DAYS} days of the liver test (its end or start date,
 * else a date the notes give for it), else a sentence of the notes that names it and is not an
 * allergy, a denial or an older course. A finished course with no date still counts, as undated.
 */
export function coAmoxiclavExposure(
  ctx: RuleContext,
): { refs: string[]; named: string; undated?: boolean } | undefined {
  const test = liverTestTime(ctx);
  const sentences = notesSentences(ctx);
  const notesDate = sentences.map(latestDateIn).find((t) => t !== undefined);
  const listed = ctx.model.medications.filter((m) => {
    if (!m.classes.includes("amoxicillin-clavulanate")) return false;
    if (m.active) return true;
    const dated = Date.parse(m.endDate ?? m.startDate ?? "");
    return !tooOld(Number.isNaN(dated) ? notesDate : dated, test);
  });
  if (listed.length > 0) {
    const one = !severalMedicines(listed);
    const undated =
      listed.every((m) => !m.active && m.endDate === undefined && m.startDate === undefined) && notesDate === undefined;
    return {
      refs: listed.map((m) => m.ref),
      named: undated
        ? `${medNames(listed)} ${one ? "is" : "are"} on the medication list as a finished course with no date (ask when it was taken), and amoxicillin-clavulanate`
        : `${medNames(listed)} ${one ? "is" : "are"} on the medication list, and amoxicillin-clavulanate`,
      ...(undated && { undated }),
    };
  }
  const recent = sentences.find((s) => !tooOld(latestDateIn(s), test));
  return recent === undefined
    ? undefined
    : { refs: [], named: "Co-amoxiclav is named in the notes, and amoxicillin-clavulanate (co-amoxiclav)" };
}

const raised = (o: { status: string } | undefined): boolean => o?.status === "high" || o?.status === "critical-high";

/** A raised ALP after co-amoxiclav: a cholestatic injury, which statins rarely cause. */
export function coAmoxiclavCholestasis(ctx: RuleContext): boolean {
  return raised(ctx.lab("alp")) && coAmoxiclavExposure(ctx) !== undefined;
}

/**
 * "no duct dilatation", "bile ducts not dilated", "non-dilated CBD", "no biliary dilatation", and
 * "normal caliber bile ducts" as US reports word it (review 30b, hepato-30b case 08: that ultrasound
 * was asked for again, with a 2-week cancer pathway ahead of the drug).
 */
const DUCTS_NOT_DILATED =
  /\b(?:no|without)\s+(?:(?:intra|extra)-?hepatic\s+|common\s+)?(?:bile\s+|biliary\s+)?(?:ducts?|duct(?:al)?|biliary|cbd)\s+dilat\w*|\b(?:bile\s+)?ducts?\s+(?:are\s+|were\s+)?(?:not|non-?)\s*dilated|\bnon-?dilated\s+(?:bile\s+|common\s+bile\s+)?(?:ducts?|cbd)\b|\bnormal[- ]calib(?:er|re)\s+(?:(?:intra|extra)-?hepatic\s+|common\s+)?(?:bile\s+|biliary\s+)?(?:ducts?|cbd)\b|\b(?:bile\s+)?(?:ducts?|cbd)\s+(?:is\s+|are\s+|were\s+)?(?:of\s+)?normal\s+calib(?:er|re)\b/;
/** Imaging that found a cause of obstruction: then the drug does not lead. */
const OBSTRUCTION_SEEN = /\b(?:mass|tumou?r|stones?\s+in\s+the\s+(?:cbd|common\s+bile\s+duct)|choledocholithiasis)\b/;

/** The record's imaging and notes, lower-cased, with the refs of the imaging studies. */
function imagingText(ctx: RuleContext): { text: string; refs: string[] } {
  const studies = ctx.model.imaging;
  return {
    text: [ctx.freeText, ...studies.map((s) => `${s.description}. ${s.text}`.toLowerCase())].join(" "),
    refs: studies.filter((s) => DUCTS_NOT_DILATED.test(`${s.description}. ${s.text}`.toLowerCase())).map((s) => s.ref),
  };
}

export interface CoAmoxiclavLiverInjury {
  refs: string[];
  named: string;
  jaundiced: boolean;
}

/** Recent co-amoxiclav with raised liver enzymes and bile ducts already seen not to be dilated. */
export function coAmoxiclavLiverInjury(ctx: RuleContext): CoAmoxiclavLiverInjury | undefined {
  const drug = coAmoxiclavExposure(ctx);
  if (drug === undefined) return undefined;
  const up = ["alt", "alp"].map((id) => ctx.lab(id)).filter(raised);
  if (up.length === 0) return undefined;
  const imaging = imagingText(ctx);
  // "No mass" is no obstruction: only a stated finding stops the drug from leading.
  if (!DUCTS_NOT_DILATED.test(imaging.text) || statedMention(imaging.text, OBSTRUCTION_SEEN) !== undefined)
    return undefined;
  const bili = ctx.lab("bilirubin-total") ?? ctx.lab("bilirubin-direct");
  const jaundiced = raised(bili);
  return {
    refs: [...ctx.refs(...up, jaundiced ? bili : undefined), ...drug.refs, ...imaging.refs],
    named: drug.named,
    jaundiced,
  };
}

const STEPS: readonly string[] = [
  "Record amoxicillin-clavulanate as the suspected cause of liver injury in the adverse reaction record, so it is not given again",
  "Repeat liver tests with bilirubin and INR weekly until they are clearly improving",
  "CT or MRCP of the bile ducts and pancreas if the liver tests are not improving, or sooner with weight loss, a rising INR or confusion",
  "Check viral hepatitis serology and alcohol intake to exclude other causes",
];

/**
 * Reporting the suspected reaction to the medicines regulator (review 30b, hepato-30b case 07: a
 * jaundiced 71-year-old had no reporting step): a serious suspected reaction, and any in someone
 * over 65, goes to the MHRA's Yellow Card scheme on a UK record (nhs-kent-medway-adr-yellow-card),
 * to FDA MedWatch on a US one (fda-medwatch).
 */
function reportingRoute(ctx: RuleContext): { step: string; evidence: string[] } {
  if (readsAsUk(ctx))
    return {
      step: "Report the suspected reaction to the MHRA through the Yellow Card scheme (serious suspected reactions to established medicines are reported)",
      evidence: ["nhs-kent-medway-adr-yellow-card"],
    };
  if (readsAsUsUnits(ctx))
    return {
      step: "Report the suspected reaction to FDA MedWatch (online or 1-800-FDA-1088)",
      evidence: ["fda-medwatch"],
    };
  return { step: "Report the suspected reaction to the national medicines regulator", evidence: [] };
}

export const CO_AMOXICLAV_LIVER_INJURY_RULES: readonly Rule[] = [
  {
    id: "co-amoxiclav-liver-injury",
    family: FindingFamily.pattern,
    severity: Severity.moderate,
    problem: "Liver tests and medicines",
    title: "Probable drug-induced liver injury from amoxicillin-clavulanate (co-amoxiclav)",
    clinician:
      "Raised liver tests after amoxicillin-clavulanate, with imaging that already shows no bile duct dilatation. {named} is the commonest cause of clinically apparent drug-induced liver injury in the United States and Europe. It is usually cholestatic or mixed and often starts after the course has finished, so this is the likeliest explanation.",
    patient:
      "Your liver tests are raised after a course of the antibiotic co-amoxiclav (amoxicillin-clavulanate). This antibiotic is a well-known cause of this kind of liver problem, which can start weeks after the course ends. It usually settles slowly once the medicine has stopped, but your doctor will want to check your blood tests regularly until it does.",
    nextSteps: STEPS,
    patientQuestions: ["How often should my liver blood tests be repeated, and which antibiotics should I avoid?"],
    evidence: ["livertox-amoxicillin-clavulanate", "acg-2017-liver-chemistries"],
    keywords: ["drug-induced liver injury", "amoxicillin-clavulanate", "co-amoxiclav", "cholestatic hepatitis"],
    match: (ctx) => {
      const found = coAmoxiclavLiverInjury(ctx);
      if (found === undefined) return undefined;
      const report = reportingRoute(ctx);
      // With jaundice the injury is clinically significant: it leads the report.
      return {
        refs: found.refs,
        values: { named: found.named },
        severity: found.jaundiced ? Severity.high : Severity.moderate,
        nextSteps: [STEPS[0]!, report.step, ...STEPS.slice(1)],
        evidence: report.evidence,
      };
    },
  },
];
