import { FindingFamily, Severity } from "../model.ts";
import type { RuleContext } from "./context.ts";
import { sentenceAround, sentenceStart, statedMatches } from "./notes.ts";
import { isPastMention, referenceNow } from "./past-mention.ts";
import type { Rule, RuleMatch } from "./types.ts";
import { readsAsUk, readsAsUsUnits } from "./uk-record.ts";

/*
 * Stroke or TIA symptoms written in the notes (review 25, acute-25b case 11: "sudden weakness of the
 * right arm and slurred speech for about 40 minutes, now fully resolved" gave no finding). NICE NG128
 * ("nice-ng128-stroke-tia"): a suspected stroke is an emergency for immediate transfer; after a
 * suspected TIA, aspirin 300 mg at once unless contraindicated and specialist assessment within
 * 24 hours of onset, with no ABCD2 triage; on an anticoagulant, imaging first to exclude a bleed.
 * On a US record (review 26, us-acute-26): the AHA/ASA 2026 acute ischemic stroke guideline
 * ("aha-asa-2026-acute-ischemic-stroke": call 911; emergent brain imaging excludes a bleed before
 * reperfusion) and the AHA 2023 statement on TIA in the emergency department
 * ("aha-2023-tia-emergency-department": resolved symptoms still need emergency evaluation, with brain
 * and vessel imaging, ECG and early neurology input). NICE's community aspirin step is not carried
 * over: no US source seen gives aspirin before imaging. A record that reads as neither once stayed
 * silent, so that "sudden right arm weakness and slurred speech starting 40 minutes ago, still
 * present" raised nothing (review 34, acute-neither-34 case 01): it now gets the reading both
 * guidelines share, in words that name no country's number or pathway (neutralReading).
 */

/** A side, an arm, a leg, a hand or the face, as a focal symptom names it. */
const PART = String.raw`(?:arm|leg|hand|face|side|arm and leg|arm and face|face and arm)`;
/**
 * Focal symptoms as notes write them. Review 35 (cardio): "20 minutes of left arm weakness", "right
 * hand went weak and numb", "speech was slurred", "face drooping", "couldn't get his words out" and
 * "loss of vision in her right eye" were not read.
 */
const FOCAL_WORDINGS = [
  String.raw`(?:sudden(?:ly)?\s+)?(?:weakness|numbness|heaviness)\s+(?:of|in)\s+(?:the\s+|her\s+|his\s+)?(?:(?:left|right|l|r)\s+)?${PART}`,
  String.raw`(?:left|right)[- ]${PART}\s+(?:weakness|numbness|heaviness)`,
  String.raw`(?:left|right)\s+${PART}\s+(?:went|was|became|felt|had gone|going)\s+(?:weak|numb|heavy|floppy|limp)`,
  String.raw`weak(?:ness)?\s+(?:of\s+)?(?:the\s+|her\s+|his\s+)?(?:left|right)\s+${PART}`,
  String.raw`(?:left|right)[- ]sided\s+(?:weakness|numbness)`,
  String.raw`facial\s+(?:droop|weakness)|face\s+(?:was\s+|went\s+)?droop(?:ing|ed|y)?|droop(?:ing|ed|y)?\s+(?:of\s+)?(?:the\s+|her\s+|his\s+)?(?:(?:left|right)\s+)?(?:side\s+of\s+(?:the\s+|her\s+|his\s+)?)?(?:face|mouth)`,
  String.raw`slurred\s+(?:speech|(?:her|his|their)\s+(?:speech|words))|speech\s+(?:was\s+|went\s+|became\s+)?slurred|slurring\s+(?:of\s+)?(?:her\s+|his\s+)?(?:speech|words)`,
  String.raw`dysphasi[ac]|aphasi[ac]|word[- ]finding\s+difficult(?:y|ies)|(?:could(?:n't|\s+not)|unable\s+to)\s+get\s+(?:her|his|their|the)\s+words\s+out`,
  String.raw`loss\s+of\s+vision\s+in\s+(?:one|the|her|his|their)\s+(?:(?:left|right)\s+)?eye|amaurosis\s+fugax`,
];
const FOCAL = new RegExp(String.raw`\b(?:${FOCAL_WORDINGS.map((p) => `(?:${p})`).join("|")})\b`);
/** The episode is new: sudden, or placed today or in the last days. */
const ACUTE =
  /\b(?:sudden(?:ly)?|this\s+(?:morning|afternoon|evening)|today|yesterday|last\s+night|overnight|episode|transient|(?:[1-6]|one|two|three|four|five|six|a couple of|a few)\s+days?\s+ago|the\s+day\s+before\s+yesterday)\b/;
/** The episode was days ago, so NG128's 24 hours from onset has passed. */
const DAYS_AGO =
  /\b(?:(?:[2-6]|two|three|four|five|six|a couple of|a few)\s+days\s+ago|the\s+day\s+before\s+yesterday)\b/;
/** The symptoms have gone: a TIA rather than an ongoing stroke. */
const RESOLVED =
  /\b(?:(?:now\s+)?(?:fully\s+|completely\s+)?resolved|back\s+to\s+normal|(?:lasted|lasting)\s+(?:about\s+|around\s+)?(?:\d+|half\s+an\s+hour|an\s+hour)|for\s+(?:about\s+|around\s+)?(?:\d+\s*(?:min(?:ute)?s?|hours?|h)\b|half\s+an\s+hour|an\s+hour)|\d+\s*min(?:ute)?s?\s+of\b|(?:about|around|approximately)\s+\d+\s*min(?:ute)?s?\b(?!\s+ago))/;
/** A cause the sentence gives that is not a stroke: a trapped nerve in the back or wrist, or drink. */
const OTHER_CAUSE =
  /\b(?:sciatica|back pain|radiat(?:ing|es) (?:down|into)|after lifting|carpal tunnel|intoxicat\w*|drunk|after drinking)\b/;
/** Said to be still there, whatever else the sentence says. */
const ONGOING =
  /\bstill\s+(?:present|there|weak|numb|slurred)|\bongoing\b|\bpersist(?:s|ing|ent)\b|\bnot\s+(?:yet\s+)?resolved\b/;

interface Episode {
  quote: string;
  resolved: boolean;
  /** Days ago, not today or yesterday. */
  daysAgo: boolean;
}

function focalEpisode(ctx: RuleContext): Episode | undefined {
  const text = ctx.freeText;
  const now = referenceNow(ctx);
  // A TIA is a focal episode that has resolved, so "fully resolved" just after it still counts.
  for (const m of statedMatches(text, FOCAL, false, true)) {
    const sentence = sentenceAround(text, m.index, m.length);
    if (!ACUTE.test(sentence) || OTHER_CAUSE.test(sentence) || isPastMention(text, m.index, m.length, now)) continue;
    // Quote from the symptoms on, not a heading before a colon ("telephone consultation: ...").
    const at = text.slice(0, m.index).lastIndexOf(":");
    const from = Math.max(sentenceStart(text, m.index), at + 1);
    const quote = text
      .slice(from, from + sentence.length)
      .split(/[.;\n]/)[0]!
      .trim();
    return {
      quote,
      resolved: RESOLVED.test(sentence) && !ONGOING.test(sentence),
      daysAgo: DAYS_AGO.test(sentence),
    };
  }
  return undefined;
}

/** The AHA/ASA reading of focal symptoms on a US record: 911 and the emergency department. */
function usReading(ctx: RuleContext, episode: Episode): RuleMatch {
  const anticoagulant = ctx.medsOf("warfarin", "doac", "heparin");
  const onAnticoagulant =
    anticoagulant.length > 0
      ? ` On an anticoagulant (${anticoagulant[0]!.name}): tell the emergency team, since the brain imaging must exclude a bleed before any antithrombotic decision.`
      : "";
  const lead = episode.resolved
    ? `Symptoms that have resolved read as a suspected TIA, a warning of stroke with the risk highest in the first 2 days. The AHA's 2023 statement on TIA: evaluate in the emergency department now, not at a later office visit: brain imaging (MRI with diffusion preferred; CT with CT angiography otherwise), imaging of the neck and brain vessels, an ECG, and early neurology input.${onAnticoagulant}`
    : `Symptoms not stated as resolved read as a suspected stroke: call 911 now for emergency transport to a stroke-capable emergency department, where brain imaging excludes a bleed before clot-dissolving or clot-removing treatment (AHA/ASA 2026).${onAnticoagulant}`;
  return {
    refs: ctx.refs(...anticoagulant),
    severity: Severity.critical,
    values: {
      quote: episode.quote,
      lead,
      patientText: episode.resolved
        ? "They went away, so this can be a mini-stroke (transient ischemic attack), which is a warning that a stroke may follow, often within days. Go to an emergency department now to be checked, even though you feel back to normal. If the symptoms come back, even briefly, call 911 at once."
        : "A stroke is an emergency: get emergency help now by calling 911.",
    },
    nextSteps: episode.resolved
      ? [
          "Emergency department evaluation now: brain imaging (MRI with diffusion preferred), neck and brain vessel imaging, ECG and early neurology input",
          "Advise calling 911 at once if symptoms return",
        ]
      : ["Call 911 now for emergency transport to a stroke-capable emergency department"],
    evidence: episode.resolved
      ? ["aha-2023-tia-emergency-department", "aha-asa-2026-acute-ischemic-stroke"]
      : ["aha-asa-2026-acute-ischemic-stroke"],
    evidenceReplacesRule: true,
  };
}

/**
 * Focal symptoms on a record of neither country: what NICE NG128 and the AHA/ASA agree on (a stroke
 * is an emergency for transfer to a stroke service, a bleed excluded by imaging before any
 * clot-dissolving or antithrombotic step; a TIA is assessed by a specialist without delay), with
 * each guideline's own TIA step named as its own, not given as the pathway.
 */
function neutralReading(ctx: RuleContext, episode: Episode): RuleMatch {
  const anticoagulant = ctx.medsOf("warfarin", "doac", "heparin");
  const onAnticoagulant =
    anticoagulant.length > 0
      ? ` On an anticoagulant (${anticoagulant[0]!.name}): brain imaging must exclude a bleed before any antithrombotic decision.`
      : "";
  const lead = episode.resolved
    ? `Symptoms that have resolved read as a suspected TIA, a warning of stroke with the risk highest in the first days: assessment by a stroke specialist without delay, by the local TIA pathway (NICE NG128: aspirin 300 mg at once unless contraindicated and specialist review within 24 hours of onset; AHA 2023: emergency department evaluation now, with brain and vessel imaging, an ECG and early neurology input).${onAnticoagulant}`
    : `Symptoms not stated as resolved read as a suspected stroke: an emergency for immediate ambulance transfer to a hospital with an acute stroke service, where brain imaging excludes a bleed before clot-dissolving or clot-removing treatment.${onAnticoagulant}`;
  return {
    refs: ctx.refs(...anticoagulant),
    severity: Severity.critical,
    values: {
      quote: episode.quote,
      lead,
      patientText: episode.resolved
        ? "They went away, so this can be a mini-stroke (transient ischaemic attack), which is a warning that a stroke may follow. You need to be checked by a stroke specialist today. If the symptoms come back, even briefly, call your local emergency number at once."
        : "A stroke is an emergency: call your local emergency number now.",
    },
    nextSteps: episode.resolved
      ? [
          "Assessment by a stroke specialist today, by the local TIA pathway: brain and vessel imaging, ECG",
          "Advise calling the local emergency number at once if symptoms return",
        ]
      : ["Emergency ambulance transfer to a hospital with an acute stroke service now"],
    evidence: episode.resolved
      ? ["nice-ng128-stroke-tia", "aha-2023-tia-emergency-department"]
      : ["nice-ng128-stroke-tia", "aha-asa-2026-acute-ischemic-stroke"],
    evidenceReplacesRule: true,
  };
}

/**
 * Focal neurological symptoms now in the notes: the NG128 reading on a UK record, the AHA/ASA
 * reading on a US one, the shared reading on a record of neither; else undefined.
 */
export function strokeOrTiaInNotes(ctx: RuleContext): RuleMatch | undefined {
  const us = readsAsUsUnits(ctx);
  const episode = focalEpisode(ctx);
  if (episode === undefined) return undefined;
  if (us) return usReading(ctx, episode);
  if (!readsAsUk(ctx)) return neutralReading(ctx, episode);
  const anticoagulant = ctx.medsOf("warfarin", "doac", "heparin");
  const onAnticoagulant = anticoagulant.length > 0;
  const tiaAction = onAnticoagulant
    ? `On an anticoagulant (${anticoagulant[0]!.name}): a bleed must be excluded first, so NICE NG128 advice here is immediate admission for urgent brain imaging rather than aspirin in the community.`
    : episode.daysAgo
      ? "NICE NG128: give aspirin 300 mg now unless contraindicated, and refer immediately for specialist assessment; its aim of being seen within 24 hours of onset has passed, so without further delay. Do not use ABCD2 or another score to decide the urgency."
      : "NICE NG128: give aspirin 300 mg now unless contraindicated, and refer immediately to be seen by a stroke specialist within 24 hours of onset; do not use ABCD2 or another score to decide the urgency.";
  const lead = episode.resolved
    ? `Symptoms that have resolved read as a suspected TIA, a warning of stroke. ${tiaAction}`
    : "Symptoms not stated as resolved read as a suspected stroke: an emergency for immediate transfer to an acute stroke unit ({emergencyNumber}).";
  return {
    refs: ctx.refs(...anticoagulant),
    severity: Severity.critical,
    values: {
      quote: episode.quote,
      lead,
      patientText: episode.resolved
        ? `They went away, so this can be a mini-stroke (transient ischaemic attack), which is a warning that a stroke may follow. You need to be seen by a stroke specialist ${episode.daysAgo ? "as soon as possible" : "within 24 hours"}.${onAnticoagulant ? " Because you take a blood thinner, you need a brain scan in hospital first." : ""} If the symptoms come back, even briefly, call {emergencyNumber} at once.`
        : "A stroke is an emergency: call {emergencyNumber} now.",
    },
    nextSteps: episode.resolved
      ? [
          onAnticoagulant
            ? "Immediate admission for urgent brain imaging to exclude a bleed (on an anticoagulant)"
            : episode.daysAgo
              ? "Aspirin 300 mg now unless contraindicated; immediate referral for specialist stroke assessment"
              : "Aspirin 300 mg now unless contraindicated; immediate referral to be seen by a stroke specialist within 24 hours of onset",
          "Advise calling {emergencyNumber} at once if symptoms return",
        ]
      : ["Emergency transfer ({emergencyNumber}) to an acute stroke unit now"],
  };
}

export const STROKE_TIA_NOTES_RULES: readonly Rule[] = [
  {
    id: "stroke-tia-symptoms-in-notes",
    family: FindingFamily.pattern,
    severity: Severity.critical,
    problem: "Stroke or TIA",
    title: "Stroke or TIA symptoms in the notes",
    clinician: 'The notes describe focal neurological symptoms ("{quote}"). {lead}',
    patient:
      "Your notes describe sudden symptoms, such as weakness or trouble speaking, that can be signs of a stroke. {patientText}",
    nextSteps: ["Urgent stroke assessment"],
    evidence: ["nice-ng128-stroke-tia"],
    keywords: ["stroke", "transient ischaemic attack", "tia", "aspirin", "fast"],
    match: strokeOrTiaInNotes,
  },
];
