import { FindingFamily, type MedicationItem, Severity } from "../model.ts";
import { medNames, type RuleContext } from "./context.ts";
import { statedMatches, statedMention } from "./notes.ts";
import type { Rule, RuleMatch } from "./types.ts";

/*
 * A rash stated in the notes while taking lamotrigine (review 21, neurology-21 case 04: a man
 * titrating lamotrigine alongside valproate rang with a widespread rash, fever and a sore mouth a
 * week after a dose rise; the report only repeated the titration advice and said nothing needed
 * emergency care). The label's boxed warning: serious rashes, including Stevens–Johnson syndrome and
 * toxic epidermal necrolysis, occur; benign and serious rashes cannot be told apart at the start, so
 * lamotrigine is stopped at the first sign of a rash unless it is clearly not drug related; valproate
 * and exceeding the starting dose or dose escalation raise the risk. Most rashes begin in the first
 * 8 weeks ("lamotrigine-rash-valproate-panel"). With fever, blisters or mucosal signs the picture is a
 * possible severe reaction needing hospital assessment the same day ("ajem-2022-dress-review"); with
 * raised eosinophils as well, dress-suspected (dress.ts) reports it and this rule stays silent.
 */

const LAMOTRIGINE = /\b(?:lamotrigine|lamictal)\b/i;
const RASH = /\b(?:rash|eruption|exanthem\w*|erythroderm\w*|skin reaction|hives|urticaria)\b/i;
/** Signs that make it a possible severe reaction (SJS/TEN or DRESS), to be seen in hospital the same day. */
const SEVERE =
  /\b(?:fever\w*|febrile|pyrexi\w*|temperature\s+(?:of\s+)?3[89](?:\.\d)?|blister\w*|peeling|(?:sore|ulcerated)\s+(?:mouth|eyes?|lips)|mouth ulcers?|mucosal|(?:facial|face)\s+(?:swelling|oedema|edema)|swollen\s+(?:face|glands|lymph\s+nodes)|lymph\s*nodes?)\b/i;
/** A dose increase stated in the notes: exceeding the escalation is a named risk factor. */
const DOSE_RAISED =
  /\b(?:dose (?:was |recently )?(?:increased|raised|went up|titrated up)|(?:increased|raised|up-?titrated) (?:the |his |her )?(?:dose|lamotrigine))\b/i;
/** Fever or facial swelling with raised eosinophils is dress-suspected's picture. */
const DRESS_SIGN =
  /\b(?:fever|febrile|pyrexi\w*|temperature\s+(?:of\s+)?3[89](?:\.\d)?|(?:facial|face)\s+(?:swelling|oedema|edema)|swollen\s+face)\b/i;

const WEEK_MS = 7 * 86_400_000;

function weeksTaken(ctx: RuleContext, meds: MedicationItem[]): number | undefined {
  const now = ctx.model.now === undefined ? Number.NaN : Date.parse(ctx.model.now);
  const starts = meds.map((m) => (m.startDate === undefined ? Number.NaN : Date.parse(m.startDate)));
  const start = Math.max(...starts.filter((s) => !Number.isNaN(s) && s <= now));
  if (Number.isNaN(now) || !Number.isFinite(start)) return undefined;
  return Math.max(1, Math.round((now - start) / WEEK_MS));
}

/** A rash stated while lamotrigine is taken, unless the DRESS finding reports the same picture. */
export function lamotrigineRash(ctx: RuleContext): RuleMatch | undefined {
  const meds = ctx.model.medications.filter((m) => m.active && LAMOTRIGINE.test(m.name));
  if (meds.length === 0) return undefined;
  const text = ctx.freeText;
  const rash = statedMention(text, RASH);
  if (rash === undefined) return undefined;
  const eos = ctx.lab("eosinophils-abs");
  const eosHigh = eos?.status === "high" || eos?.status === "critical-high";
  if (eosHigh && statedMention(text, DRESS_SIGN) !== undefined) return undefined;
  const severeSigns = [...new Set([...statedMatches(text, SEVERE)].map((m) => `"${m.quote}"`))];
  const severe =
    severeSigns.length === 0
      ? undefined
      : severeSigns.length === 1
        ? severeSigns[0]
        : `${severeSigns.slice(0, -1).join(", ")} and ${severeSigns[severeSigns.length - 1]}`;
  const valproate = ctx.meds("valproate");
  const raised = statedMention(text, DOSE_RAISED);
  const weeks = weeksTaken(ctx, meds);
  const risks = [
    valproate.length > 0 ? `taken with ${medNames(valproate)}` : "",
    raised === undefined ? "" : `after a dose increase ("${raised}")`,
  ].filter(Boolean);
  return {
    refs: ctx.refs(...meds, ...valproate),
    severity: severe === undefined ? Severity.high : Severity.critical,
    values: {
      rash,
      severe: severe === undefined ? "" : ` with ${severe}`,
      med: medNames(meds),
      when: weeks === undefined ? "" : `, started about ${weeks} week${weeks === 1 ? "" : "s"} ago`,
      risks: risks.length === 0 ? "" : ` Risk factors present: ${risks.join(" and ")}.`,
      patientSevere:
        severe === undefined
          ? " Get urgent help if you get a fever, blisters, a sore mouth or eyes, or a swollen face."
          : " With a fever, sore mouth or other signs like these, you need to be seen in hospital today.",
    },
    ...(severe === undefined
      ? {}
      : {
          nextSteps: [
            "Stop lamotrigine now unless the rash is clearly not drug related, and record the reaction as an allergy",
            "Same-day hospital assessment for a severe drug reaction (Stevens–Johnson syndrome, toxic epidermal necrolysis, DRESS): skin and mucosa, lymph nodes; full blood count with eosinophils, liver and kidney function",
            "Agree seizure cover with the epilepsy team while lamotrigine is stopped",
          ],
          evidence: ["lamotrigine-rash-valproate-panel", "ajem-2022-dress-review"],
        }),
  };
}

export const LAMOTRIGINE_RASH_RULES: readonly Rule[] = [
  {
    id: "lamotrigine-rash",
    family: FindingFamily.drugLab,
    severity: Severity.high,
    problem: "Possible severe drug reaction",
    title: "Rash on lamotrigine: stop it unless clearly unrelated",
    clinician:
      'The notes record "{rash}"{severe} on {med}{when}.{risks} Serious rashes, including Stevens–Johnson syndrome and toxic epidermal necrolysis, occur with lamotrigine and cannot be told apart from benign ones at the start, so the label advises stopping it at the first sign of a rash unless the rash is clearly not drug related; most begin in the first 8 weeks.',
    patient:
      "A new rash while taking lamotrigine can be the start of a serious reaction to it. Contact your doctor today: they will usually stop lamotrigine and plan how to protect you from seizures meanwhile.{patientSevere}",
    nextSteps: [
      "Review today: stop lamotrigine unless the rash is clearly not drug related, and record the reaction",
      "Examine for blistering, mouth or eye involvement, facial swelling and lymph nodes; full blood count with eosinophils, liver and kidney function",
      "Agree seizure cover with the epilepsy team while lamotrigine is stopped",
    ],
    patientQuestions: ["Is my rash a reaction to lamotrigine, and what will protect me from seizures if I stop it?"],
    evidence: ["lamotrigine-rash-valproate-panel"],
    keywords: ["lamotrigine", "lamotrigine rash", "stevens-johnson syndrome", "toxic epidermal necrolysis"],
    match: lamotrigineRash,
  },
];
