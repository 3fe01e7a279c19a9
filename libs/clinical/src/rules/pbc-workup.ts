/**
 * A cholestatic liver picture with itch or tiredness, or one that has lasted, named only as a
 * pattern (review 27, urine-liver-27b cases 03 and 04: ALP and GGT raised with a modest ALT in a
 * woman of 54 with three months of itch, and in a woman of 58 with the same picture seven months
 * apart, got "consider testing for primary biliary cholangitis and primary sclerosing cholangitis").
 *
 * EASL 2017 (primary biliary cholangitis): with liver tests suggesting cholestatic disease, an
 * ultrasound first tells intra- from extrahepatic cholestasis, antimitochondrial antibodies (AMA)
 * and PBC-specific antinuclear antibodies are tested in everyone with unexplained cholestasis, and
 * MRCP follows when it stays unexplained. PBC is a common cause of chronic cholestasis, above all
 * in women over 40, and itch and fatigue are among its symptoms. The rule speaks when the picture
 * comes with itch or tiredness, or has lasted: an earlier raised ALP at least
 * {@link PERSISTENT_DAYS} days before the latest (the guideline gives no interval; an engine choice).
 * An AMA already in the record (a result, or in the notes) is not asked for again: pbc-probable.ts
 * reads a positive one.
 */
import { FindingFamily, Severity } from "../model.ts";
import { recordedPbc } from "./autoimmune-liver.ts";
import { dilatedDuctSeen, gallstoneDuctObstruction } from "./bile-duct-stones.ts";
import type { RuleContext } from "./context.ts";
import { statedMention } from "./notes.ts";
import { liverPattern, recentLiverUltrasound } from "./patterns.ts";
import { probablePbc } from "./pbc-probable.ts";
import { BILE_DUCT_ULTRASOUND_FINDING, scanInRecord } from "./tests-in-record.ts";
import type { Rule, RuleMatch } from "./types.ts";

/** How far apart two raised ALP results must be to count as a lasting rise (an engine choice). */
const PERSISTENT_DAYS = 180;
const DAY_MS = 86_400_000;
const ADULT_AGE = 18;

const AMA = /anti-?mitochondrial|\bAMA(?:-?M2)?\b/i;
/** Itch of the skin: not a local itch ("vaginal itch", "itchy eyes", "pruritus ani"). */
const ITCH =
  /\b(?<!(?:vaginal|vulval|vulvar|genital|perianal|anal|scalp|eye|ear|throat)\s)(?:itch\w*|prurit\w*)\b(?!\s+(?:ani|vulvae|eyes?|ears?|throat|scalp)\b)/;
const TIREDNESS = /\b(?:fatigue\w*|tired(?:ness)?|exhausted|exhaustion|lethargy|lethargic)\b/;

const raised = (status: string): boolean => status === "high" || status === "critical-high";

function amaInRecord(ctx: RuleContext): boolean {
  return ctx.model.labs.some((o) => AMA.test(o.name)) || AMA.test(ctx.freeText);
}

/** The earliest raised ALP at least {@link PERSISTENT_DAYS} days before the latest one, if any. */
function earlierRaisedAlp(ctx: RuleContext): string | undefined {
  const [latest, ...earlier] = ctx.labs("alp");
  if (latest?.time === undefined) return undefined;
  const before = earlier.filter(
    (o) => o.time !== undefined && raised(o.status) && latest.time! - o.time >= PERSISTENT_DAYS * DAY_MS,
  );
  const first = before.at(-1);
  return first === undefined ? undefined : ctx.show(first);
}

export function pbcWorkup(ctx: RuleContext): RuleMatch | undefined {
  if (ctx.age === undefined || ctx.age < ADULT_AGE) return undefined;
  if (liverPattern(ctx)?.pattern !== "cholestatic") return undefined;
  const alp = ctx.lab("alp");
  const ggt = ctx.lab("ggt");
  if (alp === undefined || ggt === undefined || !raised(alp.status) || !raised(ggt.status)) return undefined;
  if (recordedPbc(ctx) || probablePbc(ctx) !== undefined || amaInRecord(ctx)) return undefined;
  if (gallstoneDuctObstruction(ctx) !== undefined) return undefined;
  // A dilated duct already seen makes the cholestasis extrahepatic: the ultrasound EASL puts first has
  // answered, and the AMA work-up is for intrahepatic cholestasis left unexplained (review 32,
  // infect-liver-32b case 05).
  if (dilatedDuctSeen(ctx) !== undefined) return undefined;
  const symptoms = [
    statedMention(ctx.freeText, ITCH, true) !== undefined ? "itch" : "",
    statedMention(ctx.freeText, TIREDNESS, true) !== undefined ? "tiredness" : "",
  ].filter(Boolean);
  const earlier = earlierRaisedAlp(ctx);
  if (symptoms.length === 0 && earlier === undefined) return undefined;
  const why = [
    symptoms.length > 0 ? `with ${symptoms.join(" and ")} in the notes` : "",
    earlier === undefined ? "" : `and raised before (ALP ${earlier})`,
  ]
    .filter(Boolean)
    .join(" ")
    .replace(/^and /, "");
  // An ultrasound already done, as a study or read in the notes, is not asked for again.
  const scanned = recentLiverUltrasound(ctx) || scanInRecord(ctx, BILE_DUCT_ULTRASOUND_FINDING) !== undefined;
  return {
    refs: ctx.refs(alp, ggt),
    values: { alp: ctx.show(alp), ggt: ctx.show(ggt), why },
    nextSteps: [
      "Test antimitochondrial antibodies (AMA), with PBC-specific antinuclear antibodies by immunofluorescence",
      ...(scanned ? [] : ["Liver and bile duct ultrasound to tell intrahepatic from extrahepatic cholestasis"]),
      "If AMA and the PBC-specific antibodies are negative and the cause is still unexplained, MRCP of the bile ducts",
      "Ask about medicines and alcohol, and check for dry eyes and mouth",
    ],
  };
}

export const PBC_WORKUP_RULES: readonly Rule[] = [
  {
    id: "pbc-workup",
    family: FindingFamily.pattern,
    severity: Severity.moderate,
    problem: "Liver tests",
    title: "Cholestatic liver tests with symptoms or lasting: test for primary biliary cholangitis",
    clinician:
      "ALP {alp} with GGT {ggt}, a cholestatic pattern, {why}. EASL 2017 advises an ultrasound first to tell intra- from extrahepatic cholestasis and antimitochondrial antibody (AMA) testing in everyone with unexplained cholestasis; primary biliary cholangitis (PBC) is a common cause of lasting cholestasis, above all in women over 40, and can cause itch and tiredness.",
    patient:
      "Your liver tests show a pattern that points to the bile ducts. A blood test for an antibody (AMA) and a liver scan can check for primary biliary cholangitis (PBC), a long-term bile duct condition that can cause itching and tiredness and is treatable.",
    nextSteps: [
      "Test antimitochondrial antibodies (AMA), with PBC-specific antinuclear antibodies by immunofluorescence",
      "Liver and bile duct ultrasound to tell intrahepatic from extrahepatic cholestasis",
    ],
    patientQuestions: ["Could this be primary biliary cholangitis, and which tests will check for it?"],
    evidence: ["easl-2017-pbc"],
    keywords: ["primary biliary cholangitis", "pbc", "antimitochondrial antibody", "cholestasis", "pruritus"],
    match: pbcWorkup,
  },
];
