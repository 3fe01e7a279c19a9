import { FindingFamily, type MedicationItem, Severity } from "../model.ts";
import { medNames, type RuleContext } from "./context.ts";
import { statedMention } from "./notes.ts";
import type { Rule, RuleMatch } from "./types.ts";

/**
 * Carbamazepine or oxcarbazepine recently started in someone of an ancestry where HLA-B*15:02 is
 * common, with no result on file (review 26, mental-26b case 10): the engine said nothing. The
 * label asks for the test before the first dose in these populations; the skin reactions start in
 * the first weeks and almost all within three months, so only a recent start is flagged (CPIC).
 * genetics.ts handles a known carrier; this rule covers the test that was never done.
 */

/** The window in which a start still leaves the reaction's usual onset ahead. */
const RECENT_START_DAYS = 90;

/** Demonyms of populations the label lists with a meaningful HLA-B*15:02 frequency (not Japan or Korea). */
const DEMONYM =
  /\b(?:han chinese|chinese|taiwanese|hong kong(?:er|ese)?|thai|malay(?:sian)?|filipin[oa]|indonesian|vietnamese|cambodian|singaporean|(?<!american |native )indian|bangladeshi|pakistani|sri lankan|south asian|south-east asian|southeast asian)\b/i;

/** A country of the same regions, read only as origin ("born in Taiwan", "family from India"), not travel. */
const ORIGIN =
  /\b(?:born in|(?:family|parents|grandparents) (?:are |is )?from|originally from|(?:ancestry|heritage|origin|descent) (?:from|in))\s+(?:mainland\s+)?(?:china|taiwan|hong kong|thailand|malaysia|the philippines|philippines|indonesia|vietnam|cambodia|singapore|india|bangladesh|pakistan|sri lanka)\b/i;

/** A stated HLA-B*15:02 result, either way ("HLA-B*15:02 negative", "negative for HLA-B*1502"). */
const HLA_RESULT =
  /HLA-?B\s*\*?\s*15:?02\s*(?:[:=\-–]\s*|(?:was|is|result(?:ed)?|test(?:ed)?)\s+)*(?:negative|positive|not detected|detected|absent|present|carrier|non-?carrier)|\b(?:negative|positive) for HLA-?B\s*\*?\s*15:?02/i;

function recentlyStarted(ctx: RuleContext, m: MedicationItem): boolean {
  if (m.startDate === undefined || ctx.model.now === undefined) return false;
  const days = (Date.parse(ctx.model.now) - Date.parse(m.startDate)) / 86_400_000;
  return days >= 0 && days <= RECENT_START_DAYS;
}

function hlaResultOnFile(ctx: RuleContext): boolean {
  const inGenes = ctx
    .genes("HLA-B")
    .some((g) => /15:02|1502/.test(`${g.interpretation} ${g.value ?? ""} ${g.geneCode}`));
  const inLabs = ctx.model.labs.some((o) => /HLA-?B\s*\*?\s*15:?02/i.test(o.name));
  return inGenes || inLabs || HLA_RESULT.test(ctx.freeText);
}

function untestedAtRiskStart(ctx: RuleContext): RuleMatch | undefined {
  const meds = [...ctx.meds("carbamazepine"), ...ctx.meds("oxcarbazepine")].filter(
    (m) => m.active && recentlyStarted(ctx, m),
  );
  if (meds.length === 0) return undefined;
  const ancestry = statedMention(ctx.freeText, DEMONYM, true) ?? statedMention(ctx.freeText, ORIGIN, true);
  if (ancestry === undefined || hlaResultOnFile(ctx)) return undefined;
  return {
    refs: ctx.refs(...meds),
    values: { med: medNames(meds), ancestry: `"${ancestry}"` },
  };
}

export const CARBAMAZEPINE_HLA_SCREEN_RULES: readonly Rule[] = [
  {
    id: "carbamazepine-hla-b1502-untested",
    family: FindingFamily.pharmacogenomics,
    severity: Severity.high,
    problem: "Medication safety",
    title: "Carbamazepine started without an HLA-B*15:02 result in an at-risk ancestry",
    clinician:
      "{med} started in the last 3 months, with {ancestry} in the notes and no HLA-B*15:02 result in the record. HLA-B*15:02, common in people with ancestry from broad areas of East, South-East and South Asia, carries a much higher risk of Stevens–Johnson syndrome and toxic epidermal necrolysis; the US label asks for testing before the first dose in these populations, and CPIC advises a carrier not to start the drug. The reactions usually begin within the first weeks and almost always within 3 months.",
    patient:
      "You have recently started {med}. In people whose families come from parts of Asia, a common gene type (HLA-B*15:02) makes a rare but dangerous skin reaction to this medicine much more likely, and there is a test for it. Your record does not show this test. Contact the doctor who prescribed it today. If you get a rash, blisters, peeling skin, sores in the mouth or eyes, or a fever with a rash, get medical help straight away.",
    nextSteps: [
      "Send HLA-B*15:02 genotyping now and review with the prescriber today whether to continue until the result is back; if positive, stop it and choose an alternative with the prescriber, with care over other aromatic anticonvulsants (CPIC)",
      "Tell the patient to report any rash, blistering, mouth or eye sores or fever at once; stop the drug at the first sign of a rash unless it is clearly not drug related",
    ],
    patientQuestions: [
      "Should I have the HLA-B*15:02 test, and should I keep taking the medicine until the result is back?",
    ],
    evidence: ["fda-label-tegretol-hla-b1502", "cpic-hla-carbamazepine-2017"],
    keywords: ["carbamazepine", "oxcarbazepine", "hla-b*15:02", "stevens-johnson syndrome", "asian ancestry"],
    match: untestedAtRiskStart,
  },
];
