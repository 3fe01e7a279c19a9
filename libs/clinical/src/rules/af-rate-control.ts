import { FindingFamily, Severity, type VitalItem } from "../model.ts";
import { formatNumber } from "../text.ts";
import type { RuleContext } from "./context.ts";
import { heartFailureDiagnosed, recordedHfref } from "./hfref-pillars.ts";
import { statedMention } from "./notes.ts";
import type { Rule } from "./types.ts";
import { readsAsUsUnits } from "./uk-record.ts";

/*
 * Atrial fibrillation with a fast resting rate and no rate-control medicine (review 29, deep-29 case
 * 02: AF with HFrEF, a pulse of 108/min and no beta-blocker drew no finding about the rate).
 * Sources, as seen (see their seenAt):
 * - AHA/ACC/ACCP/HRS 2023 ("acc-aha-2023-af"): in AF without heart failure the resting rate target is
 *   guided by symptoms, in general below 100 to 110/min (class 2a); long-term rate control with a
 *   beta-blocker or a nondihydropyridine calcium-channel blocker when LVEF is above 40%, a
 *   beta-blocker when it is 40% or less, where nondihydropyridine CCBs are harmful (class 3); digoxin
 *   is reasonable with heart-failure symptoms. The 2011 ACCF/AHA/HRS update held the lenient resting
 *   target below 110/min for stable ventricular function (LVEF above 40%) and no or acceptable
 *   symptoms, so with symptoms or heart failure the rule reads from 100/min.
 * - NICE NG196 ("nice-ng196-af", its evidence review on rate control): rate control is by
 *   beta-blockers, rate-limiting calcium-channel blockers and digoxin; rate-limiting CCBs are
 *   contraindicated in severe LV dysfunction. NHS pathways ("hwe-icb-af-pathway") manage AF in
 *   primary care, aiming for a resting pulse below 110/min, and send a pulse above 150/min to
 *   emergency care (vital-signs-danger and af-unstable-notes.ts speak to that; this rule stays quiet).
 */

/** Resting rate above which AF is not rate-controlled even by the lenient target. */
const LENIENT = 110;
/** Resting rate above which AF counts as fast with symptoms or heart failure. */
const STRICTER = 100;
/** Above this rate the emergency pathway applies, not this rule. */
const EMERGENCY = 150;
/** A heart rate older than this no longer describes the patient. */
const RECENT_DAYS = 14;
const DAY_MS = 86_400_000;

/** Medicines that already control the ventricular rate (or mean a cardiologist is managing the rhythm). */
const RATE_CONTROL = ["beta-blocker", "rate-limiting-ccb", "digoxin", "amiodarone"] as const;

/** Symptoms AF at a fast rate may cause, as written in the notes. */
const AF_SYMPTOMS =
  /\b(?:palpitations?|heart racing|racing heart|breathless(?:ness)?|short(?:ness)? of breath|dyspno?ea|dizz(?:y|iness)|light-?headed(?:ness)?|fatigue|tired(?:ness)?|exercise intolerance)\b/;

/**
 * An acute cause of a fast rate stated in the notes (bleeding, infection, dehydration, an exacerbation,
 * surgery): the cause is treated first, so rate control is not put forward (review 18 bleeding cases:
 * AF at 102-112/min with melaena or visible haematuria).
 */
const ACUTE_CAUSE =
  /\b(?:bleed\w*|blood loss|ha?emorrhag\w*|mela?ena|black (?:tarry )?stools?|tarry stools?|ha?ematemesis|ha?ematuria|sepsis|septic|fever\w*|febrile|pyrexi\w*|dehydrat\w*|vomiting|diarrho?ea|pneumonia|exacerbation|infection|post-?op\w*)\b/;

/** The latest recent heart rate: the latest dated reading, else the first given; undefined when old. */
function latestRate(ctx: RuleContext): (VitalItem & { value: number }) | undefined {
  const list = ctx
    .vitals("heart-rate")
    .filter((v) => v.value !== undefined && v.value >= 20 && v.value <= 250) as (VitalItem & { value: number })[];
  const dated = list.filter((v) => v.time !== undefined).sort((a, b) => (b.time ?? 0) - (a.time ?? 0));
  const v = dated[0] ?? list[0];
  if (v === undefined) return undefined;
  const now = ctx.model.now === undefined ? Number.NaN : Date.parse(ctx.model.now);
  return v.time === undefined || Number.isNaN(now) || now - v.time <= RECENT_DAYS * DAY_MS ? v : undefined;
}

export const AF_RATE_CONTROL_RULES: readonly Rule[] = [
  {
    id: "af-rate-not-controlled",
    family: FindingFamily.pattern,
    severity: Severity.moderate,
    problem: "Atrial fibrillation",
    title: "Atrial fibrillation with a fast heart rate and no rate control",
    clinician:
      "Atrial fibrillation with a resting heart rate of {rate}/min{date} and no rate-control medicine listed (beta-blocker, rate-limiting calcium-channel blocker or digoxin).{reason} {choice}",
    patient:
      "You have atrial fibrillation, an irregular heart rhythm, and your recent heart rate was fast ({rate} beats a minute). None of your listed medicines slows the heart rate. A medicine to slow it, often a beta-blocker, can ease symptoms and protect the heart. Ask your doctor whether you need one.",
    nextSteps: [
      "Confirm the resting rate on a 12-lead ECG and look for a cause of the fast rate (infection, thyroid function, anaemia, alcohol)",
      "Offer rate control, usually starting with a beta-blocker such as bisoprolol (a rate-limiting calcium-channel blocker is the alternative when the ejection fraction is above 40%); titrate to a resting rate below 110/min, lower if symptoms persist",
    ],
    patientQuestions: ["Do I need a medicine to slow my heart rate?"],
    evidence: ["nice-ng196-af", "hwe-icb-af-pathway"],
    keywords: ["atrial fibrillation", "rate control", "beta-blocker", "heart rate", "lenient rate control"],
    match: (ctx) => {
      if (ctx.age === undefined || ctx.age < 18) return undefined;
      const af = ctx.conditions("atrial-fibrillation");
      if (af.length === 0 || ctx.medsOf(...RATE_CONTROL).length > 0) return undefined;
      const hr = latestRate(ctx);
      if (hr === undefined || hr.value <= STRICTER || hr.value > EMERGENCY) return undefined;
      // A fast rate with an acute cause, anaemia or thyrotoxicosis is read there first (the thyroid
      // findings themselves speak to beta-blockade).
      if (statedMention(ctx.freeText, ACUTE_CAUSE) !== undefined) return undefined;
      const low = (id: string) => ["low", "critical-low"].includes(ctx.lab(id)?.status ?? "");
      if (low("hemoglobin") || low("tsh")) return undefined;
      const hfref = recordedHfref(ctx);
      const hf = hfref !== undefined || heartFailureDiagnosed(ctx);
      const symptom = statedMention(ctx.freeText, AF_SYMPTOMS);
      if (hr.value <= LENIENT && !hf && symptom === undefined) return undefined;
      const us = readsAsUsUnits(ctx);
      const reason =
        hr.value > LENIENT
          ? " This is above the lenient resting target of below 110/min."
          : ` The lenient target of below 110/min is for people without heart failure and with few symptoms; ${
              hf ? "with heart failure" : `with "${symptom}" in the notes`
            } a resting rate below 100/min is aimed for.`;
      const choice =
        hfref !== undefined
          ? `A beta-blocker is the rate-control medicine to offer here, as it also treats the heart failure; digoxin is an option added to it or when it cannot be taken. Rate-limiting calcium-channel blockers (verapamil, diltiazem) are not advised with an ejection fraction of 40% or less, as they can worsen heart failure.`
          : us
            ? "AHA/ACC/ACCP/HRS 2023 recommends a beta-blocker or a nondihydropyridine calcium-channel blocker (diltiazem, verapamil) for long-term rate control when the ejection fraction is above 40%; with an ejection fraction of 40% or less a beta-blocker is the choice, and these calcium-channel blockers are not given as they can worsen heart failure."
            : "NICE NG196 uses a beta-blocker or a rate-limiting calcium-channel blocker (verapamil, diltiazem) for rate control, with digoxin as a further option; the calcium-channel blockers are contraindicated with severe left ventricular dysfunction, so the ejection fraction is known before one is chosen.";
      return {
        refs: [...ctx.refs(...af, hr), ...(hfref?.refs ?? [])],
        values: {
          rate: formatNumber(hr.value),
          date: hr.date === undefined ? "" : ` (${hr.date.slice(0, 10)})`,
          reason,
          choice,
        },
        ...(us ? { evidence: ["acc-aha-2023-af"], evidenceReplacesRule: true as const } : {}),
        ...(hfref !== undefined
          ? {
              nextSteps: [
                "Confirm the resting rate on a 12-lead ECG and look for a cause of the fast rate (infection, thyroid function, anaemia, alcohol)",
                "Offer a beta-blocker licensed for heart failure (bisoprolol or carvedilol) for rate control and the heart failure together, starting low and titrating; not verapamil or diltiazem",
              ],
            }
          : {}),
      };
    },
  },
];
