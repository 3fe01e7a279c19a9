import type { RuleContext } from "./context.ts";
import { RECTAL_BLEEDING } from "./doac-bleeding.ts";
import { statedMention } from "./notes.ts";
import { joinList } from "../text.ts";

/*
 * Bleeding on warfarin that is not an emergency by itself but changes what a high INR calls for
 * (review 15 critical values case 10: INR 7.9, a nosebleed lasting over an hour and blood in the
 * urine). The BSH (BCSH) 2011 warfarin guideline treats any bleeding short of major bleeding as
 * non-major: warfarin is withheld and the anticoagulation is reversed with 1–3 mg of intravenous
 * vitamin K; with the INR still above 8 the next day the dose is repeated, and warfarin restarts at a
 * lower dose once the INR is below 5. ACCP 2012's "no routine vitamin K for an INR of 4.5–10" is for
 * patients without bleeding, so it must not be said when bleeding is recorded.
 * Serious bleeding (melaena, vomiting blood, bleeding in the head) is warfarin-major-bleeding's;
 * rectal bleeding is non-major unless the haemoglobin or the circulation says otherwise
 * (warfarin-bleeding then reports it as major).
 */
const NON_MAJOR_BLEEDING: readonly (readonly [string, RegExp])[] = [
  [
    "a nosebleed",
    /\b(?:epistaxis|nose\s?bleeds?|nose\s?bleeding|bleeding\s+(?:from\s+)?(?:the\s+|his\s+|her\s+)?nose|bloody\s+nose)\b/,
  ],
  [
    "blood in the urine",
    /\b(?:ha?ematuria|blood\s+in\s+(?:the\s+|his\s+|her\s+)?(?:urine|wee|pee)|blood(?:y|-stained)\s+urine|(?:red|pink)\s+urine)\b/,
  ],
  ["rectal bleeding", RECTAL_BLEEDING],
  ["bleeding gums", /\b(?:bleeding\s+gums?|gums?\s+(?:bleeding|bleed|bled)|gum\s+bleeding)\b/],
  [
    "prolonged bleeding",
    /\b(?:bleeding\s+(?:that\s+)?(?:will\s+not|won'?t|would\s+not|did\s+not|didn'?t)\s+stop|prolonged\s+bleeding|(?:cut|wound)\s+(?:kept|keeps)\s+bleeding)\b/,
  ],
];

/** The non-major bleeding the notes state (denied or settled mentions do not count), in table order. */
export function warfarinMinorBleeding(ctx: RuleContext): string[] {
  return NON_MAJOR_BLEEDING.filter(([, re]) => statedMention(ctx.freeText, re, true) !== undefined).map(
    ([name]) => name,
  );
}

/** Above this INR BSH 2011 repeats the vitamin K after 24 hours. */
const REPEAT_VITAMIN_K_ABOVE = 8;
/** Warfarin restarts at a lower dose once the INR is below this. */
const RESTART_BELOW = 5;

/*
 * A US record was given BSH 2011, a UK guideline, as its only source (review 46, us-words-46 case
 * 01: INR 9 with haematuria in Phoenix). The US sources held do not set a vitamin K dose for
 * non-major bleeding: the 2020 ACC pathway advises stopping the anticoagulant for now and local
 * measures, with vitamin K for major bleeding or bleeding that needs intervention, and ACCP 2012's
 * INR advice is for patients without bleeding. A US record gets the ACC step, with the BSH dose
 * named as the UK guideline's, and 911 and the emergency room as its other findings say (review 48,
 * leftovers-48 case 03: a US patient was told to "Call an ambulance").
 */
const repeat = (inr: number) =>
  inr > REPEAT_VITAMIN_K_ABOVE ? `, repeat the vitamin K if it is still above ${REPEAT_VITAMIN_K_ABOVE}` : "";

/** warfarin-inr-high's steps, texts and sources when the notes state non-major bleeding with the INR above target. */
export function minorBleedingPlan(
  bleeds: readonly string[],
  inr: number,
  inrText: string,
  look: string,
  us: boolean,
): { steps: string[]; clinician: string; patient: string; evidence: string[] } {
  const what = joinList(bleeds);
  return {
    steps: [
      `Same-day assessment: ${what} in the notes with INR ${inrText} is bleeding on warfarin; judge its size, the haemoglobin and the circulation today, and manage as major bleeding if it is heavy, will not stop or the patient is unstable`,
      us
        ? `Withhold warfarin and control the bleeding locally (2020 ACC pathway, which advises vitamin K for major bleeding or bleeding that needs intervention); for non-major bleeding with a high INR the UK BSH 2011 guideline advises 1–3 mg intravenous vitamin K; recheck the INR the next day${repeat(inr)}, and restart warfarin at a lower dose once the INR is below ${RESTART_BELOW}`
        : `Withhold warfarin and reverse with 1–3 mg intravenous vitamin K (BSH 2011, non-major bleeding); recheck the INR the next day${repeat(inr)}, and restart warfarin at a lower dose once the INR is below ${RESTART_BELOW}`,
      `Find the cause of the high INR: ${look}`,
    ],
    clinician: `Bleeding is recorded in the notes (${what}): with the INR above target this is non-major bleeding on warfarin, which calls for withholding warfarin and ${us ? "a same-day decision on vitamin K" : "intravenous vitamin K"}, not for waiting.`,
    patient: `Your notes mention bleeding (${what}). With your INR this high, you need to be seen by a doctor today: do not take your next warfarin dose until a doctor has told you what to do. ${us ? "Call 911 or go to the emergency room" : "Call an ambulance or go to an emergency department"} if the bleeding is heavy, will not stop, or you feel faint.`,
    evidence: us ? ["acc-2020-oac-bleeding", "bcsh-2011-warfarin"] : ["bcsh-2011-warfarin"],
  };
}
