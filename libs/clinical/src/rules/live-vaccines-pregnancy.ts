import type { MeaningInContext } from "../catalogue/overlay.ts";
import { FindingFamily, type LabObservation, Severity } from "../model.ts";
import type { RuleContext } from "./context.ts";
import { pregnancy } from "./patterns.ts";
import type { Rule, RuleMatch } from "./types.ts";
import { readsAsUk } from "./uk-record.ts";

/*
 * Live vaccines and pregnancy (review 12, serology cases 10 and 13). MMR and varicella vaccines are
 * live and are not given to anyone known to be pregnant. A woman found not immune to rubella in
 * pregnancy is offered MMR after the birth, before leaving hospital, and pregnancy is avoided for
 * 28 days after an MMR dose (SUMMARIES["immunize-org-mmr-pregnancy"]). A woman not immune to
 * varicella who may become pregnant is offered two doses 4 to 8 weeks apart, avoiding pregnancy
 * for one month after each; in pregnancy the first dose waits until after the birth, before
 * discharge, and the second follows 4 to 8 weeks later (SUMMARIES["immunize-org-varicella-pregnancy"]).
 * Varicella antibody has no catalogue entry, so it is read here by name.
 */

const F = FindingFamily.pattern;

const OFFER_STEP =
  "Offer varicella vaccine, two doses 4 to 8 weeks apart; advise avoiding pregnancy for one month after each dose";

/*
 * A pregnant woman without varicella immunity was told only about vaccination after the birth, not
 * what to do after contact with chickenpox or shingles in this pregnancy, when post-exposure
 * immunoglobulin (or aciclovir) depends on prompt reporting (review 30, paeds-obs-30 case 13;
 * SUMMARIES["rcog-gtg13-chickenpox-pregnancy"], SUMMARIES["immunize-org-varizig-exposure"]).
 */
const EXPOSURE_PLAN =
  "Until then, advise her to avoid contact with chickenpox and shingles and to report any contact straight away: post-exposure immunoglobulin is time-limited (up to 10 days).";
const EXPOSURE_PATIENT =
  "Until then, keep away from anyone with chickenpox or shingles, and if you are near someone who has it, tell your midwife or doctor the same day: a treatment that helps prevent infection has to be given soon after the contact.";
const EXPOSURE_STEP =
  "Advise avoiding contact with chickenpox and shingles and reporting any contact the same day, for assessment for post-exposure prophylaxis";

/** A varicella-zoster IgG by name ("Varicella zoster IgG", "VZV IgG"); not IgM, which tests for current infection. */
const VARICELLA_IGG = /\b(?:varicella|vzv|chicken\s?pox)\b(?!.*\bigm\b)/i;
/** Ages from which, and up to which, a woman is treated as able to become pregnant when no pregnancy is recorded. */
const CHILDBEARING = { from: 12, upTo: 50 };
/** Notes that say a pregnancy is being planned. */
const PLANNING = /\b(?:pre-?\s?conception\w*|planning (?:a )?pregnan\w*|trying to conceive|ttc|wish\w* to conceive)\b/i;

/** A varicella IgG reported negative, the latest one if several. */
function negativeVaricellaIgg(ctx: RuleContext): LabObservation | undefined {
  const tests = ctx.model.labs.filter((o) => VARICELLA_IGG.test(o.name) && /\bigg\b|antibod/i.test(o.name));
  const latest = tests.sort((a, b) => (b.time ?? 0) - (a.time ?? 0))[0];
  return latest?.value.kind === "qualitative" && latest.value.result === "negative" ? latest : undefined;
}

function varicellaNonImmune(ctx: RuleContext): RuleMatch | undefined {
  if (ctx.sex !== "female") return undefined;
  const obs = negativeVaricellaIgg(ctx);
  if (obs === undefined) return undefined;
  const preg = pregnancy(ctx);
  const age = ctx.age;
  if (preg === undefined && age !== undefined && (age < CHILDBEARING.from || age > CHILDBEARING.upTo)) return undefined;
  const date = obs.date === undefined ? "" : ` (${obs.date})`;
  if (preg !== undefined) {
    return {
      refs: ctx.refs(obs, ...ctx.conditions("pregnancy")),
      values: {
        result: `Varicella IgG negative${date} in pregnancy`,
        plan: `Varicella vaccine is live and is not given in pregnancy: offer the first dose after the birth, before discharge, and the second 4 to 8 weeks later. ${EXPOSURE_PLAN}`,
        patientPlan: `The chickenpox vaccine is not given during pregnancy; it is offered after your baby is born, with a second dose 4 to 8 weeks later. ${EXPOSURE_PATIENT}`,
      },
      nextSteps: [
        EXPOSURE_STEP,
        "Plan varicella vaccination after the birth (first dose before discharge, second 4 to 8 weeks later)",
      ],
      // A UK booking record was cited to US sources only (review 30, paeds-obs-30 case 13).
      evidence: readsAsUk(ctx)
        ? ["rcog-gtg13-chickenpox-pregnancy"]
        : ["immunize-org-varicella-pregnancy", "immunize-org-varizig-exposure"],
      evidenceReplacesRule: true,
    };
  }
  const planning = PLANNING.test(ctx.freeText);
  return {
    refs: ctx.refs(obs),
    values: {
      result: `Varicella IgG negative${date}${planning ? ", before a planned pregnancy" : ""}`,
      plan: "Offer two doses of varicella vaccine 4 to 8 weeks apart, and advise avoiding pregnancy for one month after each dose.",
      patientPlan:
        "A chickenpox vaccine, two doses 4 to 8 weeks apart, can protect you. It is not given during pregnancy, so it is best given before you become pregnant, and pregnancy should be avoided for one month after each dose.",
    },
    severity: planning ? Severity.moderate : Severity.low,
    nextSteps: [OFFER_STEP],
  };
}

export const LIVE_VACCINE_PREGNANCY_RULES: readonly Rule[] = [
  {
    id: "varicella-non-immune",
    family: F,
    severity: Severity.low,
    problem: "Immunity and vaccines",
    title: "Not immune to chickenpox (varicella)",
    clinician: "{result}: no evidence of immunity to varicella. {plan}",
    patient: "Your blood test shows no protection against chickenpox. {patientPlan}",
    nextSteps: [OFFER_STEP],
    patientQuestions: ["When should I have the chickenpox vaccine?"],
    evidence: ["immunize-org-varicella-pregnancy"],
    keywords: ["varicella", "chickenpox", "vaccination", "pregnancy", "preconception"],
    match: varicellaNonImmune,
  },
];

/** The text for a rubella antibody below the protective level in a current pregnancy; else undefined. */
export function rubellaNonImmuneInPregnancy(obs: LabObservation, ctx: RuleContext): MeaningInContext | undefined {
  if (obs.analyteId !== "rubella-igg" || pregnancy(ctx) === undefined) return undefined;
  // A UK record was told the US plan (MMR before leaving hospital) and cited US sources; in England
  // the test is no longer routine and MMR status is checked instead (review 30, paeds-obs-30 case 13).
  if (readsAsUk(ctx))
    return {
      text: "means no sign of protection against rubella (German measles). Rubella testing is no longer routine in pregnancy in England; what counts is two recorded doses of the MMR vaccine. MMR is a live vaccine and is not given during pregnancy; if doses are missing it is offered after the birth, before any further pregnancy. Until then, contact with anyone who has a rash illness should be reported to the midwife",
      evidence: ["rcm-2016-rubella-screening-ends"],
    };
  return {
    text: "means no sign of protection against rubella (German measles). The MMR vaccine is a live vaccine and is not given during pregnancy; it is offered after the birth, before leaving hospital, with pregnancy avoided for 28 days after it",
    evidence: ["immunize-org-mmr-pregnancy"],
  };
}
