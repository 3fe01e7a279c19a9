import { FindingFamily, type LabObservation, Severity } from "../model.ts";
import type { RuleContext } from "./context.ts";
import { LEFLUNOMIDE, SULFASALAZINE, named } from "./immunosuppressant-names.ts";
import { statedMention } from "./notes.ts";
import type { Rule, RuleMatch } from "./types.ts";

/**
 * A positive rheumatoid factor or anti-CCP with joint swelling or stiffness in the notes, before any
 * inflammatory arthritis or DMARD is recorded (review 21: RF 68 and anti-CCP above 250 with 12 weeks
 * of hand synovitis got four separate "above the range" flags and no word about referral). NICE
 * NG100 (1.1.1) refers any adult with suspected persistent synovitis of undetermined cause for a
 * specialist opinion, urgently when small joints of the hands or feet or more than one joint are
 * affected or symptoms began 3 months or more before advice was sought, and says tests ordered in
 * primary care should not delay that referral. The antibodies alone diagnose nothing, so without
 * joint symptoms stated the result is left to its lab flag.
 */

const RHEUMATOID_FACTOR = /\brheumatoid factor\b|^\s*rf\b/i;
const ANTI_CCP = /\bcitrullinated\b|\banti-?\s?ccp\b|\bccp\b|\bacpa\b/i;
/** Joint inflammation as a note states it ("MCP and PIP swelling", "morning stiffness", "synovitis"). */
const JOINT_SIGNS =
  /\bsynovitis\b|\bjoints? (?:swelling|swollen|stiffness)\b|\bswollen (?:joints?|knuckles?|fingers?|wrists?|hands?)\b|\bmorning stiffness\b|\b(?:mcps?|pips?|mtps?|wrists?|knuckles?)\b[^.;]{0,30}\bswelling\b/i;
/** An inflammatory arthritis or connective tissue disease already diagnosed, or a rheumatology team involved. */
const KNOWN_DISEASE =
  /\brheumatoid\b|\binflammatory (?:poly)?arthritis\b|\bpsoriatic arthritis\b|\bspondyl\w*|\blupus\b|\bsjogren|\bsjögren|\bscleroderma\b|\bsystemic sclerosis\b/i;
const SPECIALIST = /\brheumatolog\w*\b/i;

/** The latest result of a test named by `re` when it is positive (above its range, or reported positive). */
function positive(ctx: RuleContext, re: RegExp): LabObservation | undefined {
  const named = ctx.model.labs.filter((o) => re.test(o.name)).sort((a, b) => (b.time ?? 0) - (a.time ?? 0))[0];
  if (named === undefined) return undefined;
  const high = named.status === "high" || named.status === "critical-high";
  return high || /^\s*positive\b/i.test(named.rawValue) ? named : undefined;
}

function seropositiveArthritis(ctx: RuleContext): RuleMatch | undefined {
  const markers = [positive(ctx, RHEUMATOID_FACTOR), positive(ctx, ANTI_CCP)].filter(
    (o): o is LabObservation => o !== undefined,
  );
  if (markers.length === 0) return undefined;
  const signs = statedMention(ctx.freeText, JOINT_SIGNS);
  if (signs === undefined) return undefined;
  const known =
    ctx.model.conditions.some((c) => KNOWN_DISEASE.test(c.name)) ||
    statedMention(ctx.freeText, SPECIALIST) !== undefined ||
    [...ctx.medsOf("methotrexate", "hydroxychloroquine"), ...named(ctx, LEFLUNOMIDE), ...named(ctx, SULFASALAZINE)]
      .length > 0;
  if (known) return undefined;
  // A raised CRP or ESR belongs to the same picture, so it is read here rather than left as a flag of its own.
  const acute = (["crp", "esr"] as const).flatMap((id) => {
    const obs = ctx.lab(id);
    return obs !== undefined && (obs.status === "high" || obs.status === "critical-high") ? [obs] : [];
  });
  return {
    refs: ctx.refs(...markers, ...acute),
    values: {
      markers: markers.map((o) => `${o.name} ${ctx.show(o)}`).join(" and "),
      signs,
      acute:
        acute.length > 0
          ? `, a raised ${acute.map((o) => `${o.analyteId === "crp" ? "CRP" : "ESR"} ${ctx.show(o)}`).join(" and ")}`
          : "",
    },
  };
}

export const SEROPOSITIVE_ARTHRITIS_RULES: readonly Rule[] = [
  {
    id: "seropositive-arthritis-referral",
    family: FindingFamily.pattern,
    severity: Severity.moderate,
    problem: "Joints",
    title: "Joint swelling with positive rheumatoid antibodies: rheumatology referral",
    clinician:
      '{markers}{acute}, with "{signs}" in the notes and no inflammatory arthritis, rheumatology care or DMARD on record: this fits early inflammatory arthritis such as rheumatoid arthritis. NICE NG100 (1.1.1) refers any adult with suspected persistent synovitis of undetermined cause for a specialist opinion, urgently when the small joints of the hands or feet or more than one joint are affected or symptoms began 3 months or more before advice was sought, whatever the antibody and acute-phase results; tests in primary care should not delay the referral.',
    patient:
      "Your blood tests show antibodies linked to rheumatoid arthritis, and your notes describe joint swelling or stiffness. Together these can be a sign of an inflammatory arthritis, which is best treated early by a joint specialist (rheumatologist). Ask your doctor about a prompt referral.",
    nextSteps: [
      "Examine for synovitis and refer to rheumatology, urgently if the small joints of the hands or feet or more than one joint are affected, or symptoms have lasted 3 months or more (NICE NG100)",
      "X-ray the hands and feet if synovitis persists, without delaying the referral",
    ],
    patientQuestions: ["Should I be referred to a rheumatologist, and how soon?"],
    evidence: ["nice-ng100-ra-referral"],
    keywords: ["rheumatoid arthritis", "anti-ccp", "rheumatoid factor", "synovitis", "referral"],
    match: seropositiveArthritis,
  },
];
