import { FindingFamily, type LabObservation, Severity } from "../model.ts";
import type { RuleContext } from "./context.ts";
import { antiCd20 } from "./hbv-reactivation.ts";
import { hivConfirmed } from "./hiv.ts";
import { statedMention } from "./notes.ts";
import { pregnancy } from "./patterns.ts";
import { adequateResponse, titreResponse } from "./syphilis-followup.ts";
import type { Rule, RuleMatch } from "./types.ts";
import { readsAsUk, readsAsUsUnits } from "./uk-record.ts";

/*
 * Infection serology read as a whole, whatever flag the laboratory sent (review 8, onc #8 and #17):
 * - HIV: a reactive antigen/antibody screen is not a diagnosis. The CDC/APHL algorithm follows every
 *   reactive screen with an HIV-1/HIV-2 antibody differentiation immunoassay, and one that is
 *   non-reactive or indeterminate with an HIV-1 RNA test (SUMMARIES["cdc-aphl-2014-hiv-lab-testing"];
 *   for serum or plasma from 2 years of age).
 * - Syphilis: treponemal (EIA/CLIA, TPPA) and non-treponemal (RPR, VDRL) tests are read together,
 *   since only both tell an untreated infection from a treated one (CDC 2024); both reactive is
 *   syphilis to treat by stage with benzathine penicillin G, with a check for neurological, eye and
 *   ear involvement and partner services through public health (CDC 2021). Discordant results are
 *   settled by the other kind of test, or a second treponemal test (the reverse-sequence algorithm).
 * - Hepatitis B: HBsAg negative with anti-HBc and anti-HBs positive is a past infection, recovered
 *   and immune (CDC serology table), not the "past or current" infection anti-HBc alone can mean.
 * - hCG: a raised hCG in a recorded pregnancy is expected, not an abnormal result (review 8, peds #14).
 */

/** A result read as reactive: "Reactive", "Positive", a titre, or an index the laboratory calls high. */
function isReactive(obs: LabObservation | undefined): boolean {
  if (obs === undefined) return false;
  if (obs.value.kind === "qualitative") return obs.value.result === "positive";
  return obs.value.kind === "number" && ["high", "critical-high", "abnormal"].includes(obs.status);
}

/** A result read as non-reactive ("Non-reactive", "Not detected", "Negative"). */
function isNonReactive(obs: LabObservation | undefined): boolean {
  if (obs === undefined) return false;
  if (obs.value.kind === "qualitative") return obs.value.result === "negative";
  return obs.value.kind === "number" && obs.status === "normal";
}

/** A protective anti-HBs: "Positive", or a level at or above the protective one (see catalogue `expected`). */
function isProtective(obs: LabObservation | undefined): boolean {
  if (obs === undefined) return false;
  if (obs.value.kind === "qualitative") return obs.value.result === "positive";
  return obs.value.kind === "number" && obs.status === "normal";
}

/** Earlier treatment for syphilis stated in the notes ("treated for syphilis in 2019", "previous syphilis"). */
const TREATED_BEFORE =
  /\b(?:(?:treated|treatment)\s+(?:for\s+)?syphilis|syphilis\b[^.;\n]{0,40}\b(?:treated|treatment)|(?:previous|prior|past|history of)\s+syphilis)\b/i;

/*
 * Eye or ear symptoms in the notes beside reactive syphilis serology (review 27, organs-27 case 16:
 * "blurred vision in the right eye" on Biktarvy with RPR 1:32 read as a routine high finding). CDC
 * asks for an immediate ophthalmologic evaluation for syphilis with ocular complaints, and for
 * otologic symptoms to be managed with an otolaryngologist (cdc-syphilis-neuro-ocular-oto). Grading
 * eye symptoms critical (same-day eye assessment) is an engine choice.
 */
const EYE_SYMPTOM =
  /\b(?:blurr(?:ed|y|ing)\s+(?:vision|sight)|(?:loss|lost)\s+of\s+(?:vision|sight)|vision\s+loss|visual\s+(?:disturbance|loss|change)s?|floaters|double\s+vision|photophobia|(?:painful|red)\s+eyes?|eye\s+pain|uveitis)\b/i;
const EAR_SYMPTOM = /\b(?:hearing\s+loss|loss\s+of\s+hearing|tinnitus|ringing\s+in\s+(?:the|his|her|my)\s+ears?)\b/i;

/** The eye or ear symptom stated in the notes, as text for the finding, or undefined. */
function syphilisSenseSymptom(
  ctx: RuleContext,
): (Pick<RuleMatch, "severity" | "evidence"> & { clinician: string; patient: string }) | undefined {
  const eye = statedMention(ctx.freeText, EYE_SYMPTOM, true);
  if (eye !== undefined)
    return {
      severity: Severity.critical,
      evidence: ["cdc-syphilis-neuro-ocular-oto"],
      clinician: `Eye symptoms in the notes ("${eye}"): possible ocular syphilis, which can occur at any stage and threatens sight. CDC asks for an immediate ophthalmologic evaluation (same day) and treatment as for neurosyphilis, with intravenous penicillin.`,
      patient:
        "You mentioned a problem with your eyesight. With these results this needs an eye specialist to see you today, because syphilis can affect the eyes and treatment protects your sight.",
    };
  const ear = statedMention(ctx.freeText, EAR_SYMPTOM, true);
  if (ear === undefined) return undefined;
  return {
    evidence: ["cdc-syphilis-neuro-ocular-oto"],
    clinician: `Ear symptoms in the notes ("${ear}"): possible otosyphilis; CDC asks for it to be assessed and managed with an ear, nose and throat specialist (otolaryngologist), and treated as for neurosyphilis.`,
    patient:
      "You mentioned a problem with your hearing. Syphilis can affect the ears, so your doctor will arrange an ear specialist's assessment soon.",
  };
}

function hivScreen(ctx: RuleContext): RuleMatch | undefined {
  const screen = ctx.anyLab("hiv-ag-ab");
  if (!isReactive(screen)) return undefined;
  // Under 2, maternal antibodies make the screen unreliable; with HIV known, it is expected.
  // Confirmed by a differentiation assay or a detectable viral load, it is a diagnosis (hiv.ts).
  if ((ctx.age !== undefined && ctx.age < 2) || hivConfirmed(ctx)) return undefined;
  return { refs: ctx.refs(screen), values: { screen: ctx.show(screen) } };
}

/** The current treponemal results (immunoassay and TPPA/TPHA) and the current non-treponemal one. */
function syphilisTests(ctx: RuleContext) {
  const treponemal = [ctx.anyLab("treponemal-ab"), ctx.anyLab("tppa")].filter(
    (o): o is LabObservation => o !== undefined,
  );
  return { treponemal, rpr: ctx.anyLab("rpr") };
}

function showAll(ctx: RuleContext, list: readonly LabObservation[]): string {
  return list.map((o) => `${o.name} ${ctx.show(o)}`).join(" and ");
}

/** A penicillin allergy in the allergy list or stated in the notes. */
const PENICILLIN_ALLERGY = /\bpenicillin\s+allerg|\ballerg\w*\s+to\s+penicillin/;

function penicillinAllergy(ctx: RuleContext): boolean {
  if (ctx.model.allergies.some((a) => /penicillin|amoxicillin/i.test(a.name))) return true;
  return statedMention(ctx.freeText, PENICILLIN_ALLERGY, true) !== undefined;
}

/*
 * Syphilis in pregnancy (review 12, serology case 10): treated without delay to prevent congenital
 * syphilis; penicillin G is the only treatment known to work for the fetus, so a penicillin allergy
 * leads to desensitisation, not another antibiotic; tests are repeated at 28 weeks and at delivery
 * (CDC 2021 STI guidelines, syphilis during pregnancy and congenital syphilis; see that source's seenAt).
 */
function pregnancyPlan(ctx: RuleContext): Pick<RuleMatch, "clinicianExtra" | "patientExtra" | "nextSteps"> {
  const allergic = penicillinAllergy(ctx);
  return {
    clinicianExtra: `In pregnancy this is urgent: treat now by stage to prevent congenital syphilis. Penicillin G is the only treatment known to prevent transmission to the fetus${allergic ? "; with the penicillin allergy in the record, refer for allergy assessment and desensitisation, then treat with penicillin" : ", and a pregnant woman with a penicillin allergy is desensitised and then given it"}. Repeat the serology at 28 weeks and at delivery, and tell the paediatric team before the birth.`,
    patientExtra: `Because you are pregnant, treatment is needed soon: it protects your baby from the infection. Penicillin is the only medicine known to protect the baby${allergic ? ", so with your penicillin allergy the team will arrange a safe way to give it (desensitisation) in hospital" : ""}. Your blood tests will be repeated later in pregnancy and at the birth.`,
    nextSteps: [
      "Urgent referral to the antenatal and sexual-health (or infectious-diseases) teams: stage the infection and treat now with benzathine penicillin G by stage",
      allergic
        ? "Penicillin allergy recorded: do not substitute another antibiotic; arrange allergy assessment and penicillin desensitisation, then treat with penicillin"
        : "Penicillin G is the only treatment for syphilis in pregnancy; if a penicillin allergy is reported, desensitise rather than substitute",
      "Ask about and examine for neurological, visual and hearing symptoms, which need intravenous treatment",
      "Repeat the non-treponemal titre at 28 weeks and at delivery; inform the paediatric team for assessment of the baby",
      "Arrange partner notification and testing with the local public health service",
    ],
  };
}

function syphilisReactive(ctx: RuleContext): RuleMatch | undefined {
  const { treponemal, rpr } = syphilisTests(ctx);
  const reactive = treponemal.filter(isReactive);
  if (rpr === undefined || !isReactive(rpr) || reactive.length === 0) return undefined;
  // Documented treatment with a fourfold fall in the titre since: syphilis-followup.ts speaks for it.
  if (adequateResponse(ctx) !== undefined) return undefined;
  const before = statedMention(ctx.freeText, TREATED_BEFORE, true);
  const pregnant = pregnancy(ctx) === undefined ? undefined : pregnancyPlan(ctx);
  // Documented treatment with titres since: a fourfold rise from the lowest after it is named as
  // such (review 22, sexual-health-bone: 1:2 for years after treatment, now 1:16).
  const response = titreResponse(ctx);
  const risen =
    response !== undefined && response.nadir.titre > 0 && response.current.titre >= response.nadir.titre * 4
      ? response
      : undefined;
  const extra = [
    risen !== undefined
      ? `After documented treatment (${risen.treatment.text}) the titre fell to ${risen.nadir.shown} and is now ${risen.current.shown}, a rise of fourfold or more: with the rise sustained, this is reinfection or treatment failure, which is retreated and reassessed (including for neurosyphilis).`
      : before === undefined
        ? undefined
        : `The notes mention earlier syphilis ("${before}"): compare this non-treponemal result with those after that treatment before deciding whether this is a new infection.`,
    pregnant?.clinicianExtra,
  ].filter((t): t is string => t !== undefined);
  const sense = syphilisSenseSymptom(ctx);
  if (sense !== undefined) extra.unshift(sense.clinician);
  // A UK record was given only the CDC's guidance (review 30, sources-30 case 09): the UK guideline is BASHH's.
  const uk = readsAsUk(ctx) && !readsAsUsUnits(ctx);
  if (uk)
    extra.push(
      "The UK guideline (BASHH) likewise prefers benzathine penicillin, with procaine penicillin now an alternative rather than the preferred treatment at every stage except neurosyphilis.",
    );
  const patientExtra = [sense?.patient, pregnant?.patientExtra].filter((t): t is string => t !== undefined);
  const evidence = [...(sense?.evidence ?? []), ...(uk ? ["bashh-2015-syphilis"] : [])];
  // UK partner notification is done by the sexual health (GUM) clinic's health advisers, not a
  // public health department (review 30b, nations-30b case 17; sources-30 case 09).
  const steps = pregnant?.nextSteps ?? SEROLOGY_RULES.find((r) => r.id === "syphilis-serology-reactive")?.nextSteps;
  const ukSteps = steps?.map((s) =>
    s === "Arrange partner notification and testing with the local public health service"
      ? "Refer to the local sexual health (GUM) clinic, whose health advisers arrange partner notification and testing"
      : s,
  );
  return {
    refs: ctx.refs(...reactive, rpr),
    values: { treponemal: showAll(ctx, reactive), rpr: `${rpr.name} ${ctx.show(rpr)}` },
    ...(extra.length > 0 && { clinicianExtra: extra.join(" ") }),
    ...(patientExtra.length > 0 && { patientExtra: patientExtra.join(" ") }),
    ...(pregnant !== undefined && { nextSteps: pregnant.nextSteps }),
    ...(uk && ukSteps !== undefined && { nextSteps: ukSteps }),
    ...(sense?.severity !== undefined && { severity: sense.severity }),
    ...(evidence.length > 0 && { evidence }),
  };
}

/**
 * Syphilis tests that disagree, or a reactive non-treponemal test with no treponemal one: which of
 * them was reactive decides the next test.
 */
function syphilisDiscordant(ctx: RuleContext): RuleMatch | undefined {
  const { treponemal, rpr } = syphilisTests(ctx);
  if (rpr === undefined) return undefined;
  const reactive = treponemal.filter(isReactive);
  const nonReactive = treponemal.filter(isNonReactive);
  if (isReactive(rpr)) {
    if (reactive.length > 0) return undefined;
    const detail =
      nonReactive.length > 0
        ? `${rpr.name} ${ctx.show(rpr)} is reactive but the treponemal test (${showAll(ctx, nonReactive)}) is not: the two kinds of test disagree, so this is not yet a diagnosis of syphilis; discuss with the laboratory, which may repeat or add a different treponemal test.`
        : `${rpr.name} ${ctx.show(rpr)} is reactive with no treponemal test in the record: a non-treponemal screen is confirmed with a treponemal test before syphilis is diagnosed.`;
    return {
      refs: ctx.refs(rpr, ...nonReactive),
      values: { detail },
      nextSteps: [
        nonReactive.length > 0
          ? "Discuss the disagreeing syphilis tests with the laboratory before treating"
          : "Confirm with a treponemal test (EIA/CLIA or TPPA)",
      ],
    };
  }
  if (reactive.length === 0 || !isNonReactive(rpr)) return undefined;
  const secondNegative = nonReactive.length > 0;
  // A documented treatment with a titre that has since fallen is read by its own finding, which
  // already settles "treated or not" (review 23, sexual-repro case 07: asked to look for the
  // treatment record the notes gave).
  if (!secondNegative && adequateResponse(ctx) !== undefined) return undefined;
  const detail = secondNegative
    ? `${showAll(ctx, reactive)} is reactive, but ${showAll(ctx, nonReactive)} and ${rpr.name} ${ctx.show(rpr)} are not: the second treponemal test does not confirm the screen, which points to a false-positive screen.`
    : reactive.length > 1
      ? `Both treponemal tests (${showAll(ctx, reactive)}) are reactive but ${rpr.name} ${ctx.show(rpr)} is not: a past syphilis infection, treated or not; a documented past treatment settles which.`
      : `${showAll(ctx, reactive)} is reactive but ${rpr.name} ${ctx.show(rpr)} is not: a past infection (treated or not) or a false-positive screen; in the reverse-sequence algorithm a second, different treponemal test settles it.`;
  const steps = secondNegative
    ? ["Discuss with the laboratory whether the screen is a false positive before any treatment"]
    : reactive.length > 1
      ? [
          "Look for a record of past syphilis treatment; without one, seek specialist or public-health advice on treatment",
        ]
      : [
          "Ask the laboratory for a second, different treponemal test (such as TPPA) on the sample",
          "Look for a record of past syphilis treatment",
        ];
  return { refs: ctx.refs(...reactive, ...nonReactive, rpr), values: { detail }, nextSteps: steps };
}

/*
 * A reactive treponemal screen with no non-treponemal test, in pregnancy (review 46, infection-sweep-46
 * case 09: a reactive antenatal booking screen got only "a second kind of syphilis test shows whether
 * it is current", with no urgency and no referral). The screen alone cannot tell a current, a treated
 * or a false-positive result (reverse-sequence algorithm), but in pregnancy the confirmation and, once
 * confirmed, the referral are not left for later: CDC counts a seropositive pregnant woman as infected
 * unless adequate treatment is documented, and UKHSA's pathway refers every woman with a confirmed
 * screen positive result to sexual health services.
 */
function syphilisScreenInPregnancy(ctx: RuleContext): RuleMatch | undefined {
  const { treponemal, rpr } = syphilisTests(ctx);
  const reactive = treponemal.filter(isReactive);
  if (rpr !== undefined || reactive.length === 0 || treponemal.some(isNonReactive)) return undefined;
  if (pregnancy(ctx) === undefined || adequateResponse(ctx) !== undefined) return undefined;
  const uk = readsAsUk(ctx);
  return {
    refs: ctx.refs(...reactive),
    values: { screen: showAll(ctx, reactive) },
    ...(uk
      ? {
          clinicianExtra:
            "UKHSA's pathway for England: the antenatal screening team gives a confirmed screen positive result within 5 working days of receiving it, refers every woman to sexual health services and adds her to the maternity infectious diseases MDT caseload.",
          evidence: ["ukhsa-2023-syphilis-pregnancy"],
          nextSteps: [
            ...SCREEN_STEPS,
            "Once confirmed: give the result in person, refer to sexual health services and add her to the maternity infectious diseases MDT caseload",
          ],
        }
      : {
          clinicianExtra:
            "CDC counts a pregnant woman with reactive syphilis serology as infected unless adequate past treatment is documented with an appropriate fall in the titre.",
          nextSteps: [
            ...SCREEN_STEPS,
            "Once confirmed without documented adequate past treatment: treat now with benzathine penicillin G by stage, and refer to the sexual-health or infectious-diseases team",
          ],
        }),
  };
}

const SCREEN_STEPS = [
  "Confirm now: ask the laboratory for a quantitative non-treponemal test (RPR) and, if that is non-reactive, a second, different treponemal test (such as TPPA)",
  "Ask about past syphilis treatment and any rash, genital or mouth ulcer, or neurological, visual or hearing symptoms",
];

function hbvResolved(ctx: RuleContext): RuleMatch | undefined {
  const surface = ctx.anyLab("hbsag");
  const core = ctx.labs("anti-hbc").find((o) => !/\bigm\b/i.test(o.name));
  const antibody = ctx.anyLab("anti-hbs");
  if (!isNonReactive(surface) || !isReactive(core) || !isProtective(antibody)) return undefined;
  // Before anti-CD20 therapy, listed or named in the notes, the reactivation rule speaks for these results.
  if (antiCd20(ctx) !== undefined) return undefined;
  return {
    refs: ctx.refs(surface, core, antibody),
    values: { hbsag: ctx.show(surface), core: ctx.show(core), antibody: ctx.show(antibody) },
  };
}

/**
 * Total anti-HBc on its own: HBsAg negative and anti-HBs absent or below the protective level (review
 * 29, infection-29 case 04). With no rule for it, the record showed only two plain flags, one telling
 * a patient with a past or current infection that a doctor would say "whether a vaccine is advised".
 * The CDC serology table reads it as one of four things: a false-positive anti-HBc, a past infection,
 * a low-level chronic infection, or passive transfer of antibody to an infant.
 */
function hbvIsolatedCore(ctx: RuleContext): RuleMatch | undefined {
  const surface = ctx.anyLab("hbsag");
  const core = ctx.labs("anti-hbc").find((o) => !/\bigm\b/i.test(o.name));
  const antibody = ctx.anyLab("anti-hbs");
  if (!isNonReactive(surface) || !isReactive(core) || antibody === undefined) return undefined;
  const absent =
    antibody.value.kind === "qualitative" ? antibody.value.result === "negative" : antibody.status === "low";
  if (!absent) return undefined;
  // A reactive IgM anti-HBc is a recent infection (acute resolving in the CDC table), not an isolated core antibody.
  if (ctx.labs("anti-hbc").some((o) => /\bigm\b/i.test(o.name) && isReactive(o))) return undefined;
  // Before anti-CD20 therapy the reactivation rule speaks for these results, as for a resolved infection.
  if (antiCd20(ctx) !== undefined) return undefined;
  return {
    refs: ctx.refs(surface, core, antibody),
    values: { hbsag: ctx.show(surface), core: ctx.show(core), antibody: ctx.show(antibody) },
  };
}

function hcgInPregnancy(ctx: RuleContext): RuleMatch | undefined {
  const pregnant = pregnancy(ctx);
  if (pregnant === undefined) return undefined;
  const serum = ctx.anyLab("hcg");
  const urine = ctx.anyLab("hcg-urine");
  const raised = [serum, urine].filter(
    (o): o is LabObservation =>
      o !== undefined && (isReactive(o) || o.status === "high" || o.status === "critical-high"),
  );
  if (raised.length === 0) return undefined;
  return {
    refs: ctx.refs(...raised),
    values: {
      hcg: raised.map((o) => `${o.name} ${ctx.show(o)}`).join(" and "),
      weeks: pregnant.weeks === undefined ? "" : ` at ${pregnant.weeks} weeks`,
    },
  };
}

export const SEROLOGY_RULES: readonly Rule[] = [
  {
    id: "hiv-screen-reactive",
    family: FindingFamily.pattern,
    severity: Severity.high,
    problem: "HIV",
    title: "Reactive HIV screening test: confirm with the supplemental tests",
    clinician:
      "HIV-1/2 antigen/antibody screen: {screen}, with no HIV diagnosis in the record. A reactive screen is not a diagnosis: under the CDC/APHL laboratory algorithm it is followed by an HIV-1/HIV-2 antibody differentiation immunoassay and, if that is non-reactive or indeterminate, by an HIV-1 RNA (nucleic acid) test, which can find an infection that antibody tests miss.",
    patient:
      "Your HIV screening test was reactive. This is a screening result, not a diagnosis: a second kind of test, often done on the same blood sample, is needed to show whether you have HIV. Your doctor will arrange it and go through the result with you.",
    nextSteps: [
      "Complete the CDC laboratory algorithm: HIV-1/HIV-2 antibody differentiation immunoassay on the reactive specimen, then HIV-1 RNA if it is non-reactive or indeterminate",
      "Give the confirmatory result in person, and explain meanwhile that a reactive screen is not a diagnosis",
    ],
    patientQuestions: ["When will the result of the confirmatory test be ready?"],
    evidence: ["cdc-aphl-2014-hiv-lab-testing"],
    keywords: ["hiv", "hiv screening", "antigen/antibody", "hiv-1 rna", "differentiation assay"],
    match: hivScreen,
  },
  {
    id: "syphilis-serology-reactive",
    family: FindingFamily.pattern,
    severity: Severity.high,
    problem: "Syphilis",
    title: "Syphilis: treponemal and non-treponemal tests both reactive",
    clinician:
      "{treponemal} and {rpr}: a treponemal and a non-treponemal test both reactive, which means syphilis, current unless it was adequately treated before (CDC 2024: the two kinds of test read together tell an untreated infection from a treated one). CDC 2021 treats syphilis of less than a year with one intramuscular dose of benzathine penicillin G 2.4 million units, and of more than a year or unknown duration with three weekly doses; neurological, eye or ear involvement can occur at any stage and needs intravenous penicillin.",
    patient:
      "Your blood tests show syphilis, an infection passed on through sex. It is treated with penicillin injections. Your doctor will ask whether you have been treated for it before, check you for signs of it, and talk with you about testing and treatment for your sex partners.",
    nextSteps: [
      "Take a treatment history and stage the infection clinically; treat with benzathine penicillin G by stage (one 2.4 million unit IM dose under a year, three weekly doses for longer or unknown duration)",
      "Ask about and examine for neurological, visual and hearing symptoms, which need intravenous treatment",
      "Arrange partner notification and testing with the local public health service",
    ],
    patientQuestions: ["How and when will I be treated, and how will my partners be told?"],
    evidence: ["cdc-2024-syphilis-lab", "cdc-2021-sti-guidelines"],
    keywords: ["syphilis", "rpr", "tppa", "treponemal", "benzathine penicillin", "partner notification"],
    match: syphilisReactive,
  },
  {
    id: "syphilis-serology-discordant",
    family: FindingFamily.pattern,
    severity: Severity.moderate,
    problem: "Syphilis",
    title: "Syphilis tests that need another test to read",
    clinician: "Syphilis tests read together: {detail}",
    patient:
      "Your syphilis blood tests do not yet give a clear answer on their own. Another test, or a check of your past treatment, will show what they mean. Your doctor will explain the next step.",
    nextSteps: ["Complete the syphilis testing algorithm"],
    patientQuestions: ["What further test do I need, and when?"],
    evidence: ["soreng-2014-syphilis-reverse-algorithm", "cdc-2024-syphilis-lab"],
    keywords: ["syphilis", "rpr", "tppa", "treponemal", "reverse sequence"],
    match: syphilisDiscordant,
  },
  {
    id: "syphilis-screen-reactive-pregnancy",
    family: FindingFamily.pattern,
    severity: Severity.high,
    problem: "Syphilis",
    title: "Reactive syphilis screen in pregnancy: confirm now",
    clinician:
      "{screen} in pregnancy, with no non-treponemal test in the record: the treponemal screen alone does not tell a current infection from a treated one or a false-positive result, so it is confirmed with a non-treponemal titre and, when they disagree, a second treponemal test. In pregnancy this is done now, not at the next visit, because penicillin treatment in pregnancy prevents congenital syphilis.",
    patient:
      "Your syphilis screening test in pregnancy was reactive. This is not yet a diagnosis: more tests on your blood show whether it is an infection now, one treated in the past, or a false result. Your team will arrange them soon. If an infection is confirmed, penicillin treatment in pregnancy protects your baby.",
    nextSteps: SCREEN_STEPS,
    patientQuestions: ["When will the confirmation test be done, and who will give me the result?"],
    evidence: ["soreng-2014-syphilis-reverse-algorithm", "cdc-2021-sti-guidelines"],
    keywords: ["syphilis", "pregnancy", "antenatal screening", "treponemal", "rpr", "congenital syphilis"],
    match: syphilisScreenInPregnancy,
  },
  {
    id: "hbv-resolved-immune",
    family: FindingFamily.pattern,
    severity: Severity.low,
    problem: "Hepatitis B",
    title: "Resolved hepatitis B infection, immune",
    clinician:
      "HBsAg {hbsag}, total anti-HBc {core} and anti-HBs {antibody}: recovered from a past hepatitis B infection and immune (CDC serology table), not a current infection. No treatment or vaccination is needed. The past infection matters before immunosuppression: HBV can reactivate, and anti-CD20 therapy calls for antiviral prophylaxis (AASLD 2018).",
    patient:
      "Your hepatitis B tests show an infection in the past that your body has cleared, and you are now protected against hepatitis B. It needs no treatment. If you are ever offered a medicine that strongly weakens the immune system, tell the doctor about this result, because the virus can become active again with some of these medicines.",
    nextSteps: [
      "Record resolved hepatitis B (HBsAg negative, anti-HBc positive, anti-HBs positive); assess reactivation risk before any immunosuppressive or cytotoxic treatment",
    ],
    patientQuestions: [],
    evidence: ["cdc-2010-hbv-serology", "aasld-2018-hbv"],
    keywords: ["hepatitis b", "anti-hbc", "anti-hbs", "resolved hepatitis b", "immune"],
    match: hbvResolved,
  },
  {
    id: "hbv-isolated-core-antibody",
    family: FindingFamily.pattern,
    severity: Severity.low,
    problem: "Hepatitis B",
    title: "Hepatitis B core antibody on its own (isolated anti-HBc)",
    clinician:
      "HBsAg {hbsag}, total anti-HBc {core} and anti-HBs {antibody}: an isolated anti-HBc. The CDC serology table gives four readings: a false-positive anti-HBc, a past infection, a low-level chronic infection, or antibody passed to an infant from the mother. It is not the pattern of a vaccinated person, which is anti-HBs alone. A past or low-level infection matters before immunosuppression: HBV can reactivate, and anti-CD20 therapy calls for antiviral prophylaxis (AASLD 2018).",
    patient:
      "Your hepatitis B tests show only one kind of antibody, the core antibody. Most often this means an infection in the past, but the test can be a false alarm, or the virus can still be there at a low level. Your doctor will decide whether more tests are needed. If you are ever offered a medicine that strongly weakens the immune system, tell the doctor about this result.",
    nextSteps: [
      "Record isolated anti-HBc (HBsAg negative, anti-HBc positive, anti-HBs not protective); read it with the ALT and the history, and assess reactivation risk before any immunosuppressive or cytotoxic treatment",
    ],
    patientQuestions: ["Do I need more hepatitis B tests to find out what this result means?"],
    evidence: ["cdc-2010-hbv-serology", "aasld-2018-hbv"],
    keywords: ["hepatitis b", "anti-hbc", "isolated anti-hbc", "anti-hbs", "occult hepatitis b"],
    match: hbvIsolatedCore,
  },
  {
    id: "hcg-expected-in-pregnancy",
    family: FindingFamily.pattern,
    severity: Severity.info,
    problem: "Pregnancy",
    title: "hCG as expected in pregnancy",
    clinician:
      "{hcg} in a recorded pregnancy{weeks}: hCG is high in pregnancy, so this is an expected result, not an abnormal one.",
    patient: "Your pregnancy hormone (hCG) result fits your pregnancy.",
    nextSteps: ["No action on the hCG itself"],
    patientQuestions: [],
    evidence: ["jcem-1988-hcg-thyrotropic"],
    keywords: ["hcg", "pregnancy"],
    match: hcgInPregnancy,
  },
];
