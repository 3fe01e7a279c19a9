import { FindingFamily, type LabObservation, Severity } from "../model.ts";
import type { RuleContext } from "./context.ts";
import { statedAnaemiaCauses } from "./haematology-context.ts";
import { ibdIron } from "./ibd-iron.ts";
import { statedMention } from "./notes.ts";
import { glutenCutSerology } from "./coeliac-gluten-cut-serology.ts";
import { negativeTtgWithLowIga } from "./coeliac.ts";
import { inRecordNote, type WantedTest } from "./tests-in-record.ts";
import { positiveFit } from "./colorectal-referral.ts";
import type { Rule, RuleMatch } from "./types.ts";
import { devolvedNation, readsAsUsUnits } from "./uk-record.ts";

/*
 * Iron-deficiency anaemia in a man or a postmenopausal woman is a gut question before it is an
 * iron question (review 11 onc-haem, case 15: a GP planned oral iron alone for a man of 63).
 * - NICE NG12 (rec 1.3.1, seen as secondary copies): iron-deficiency anaemia at 60 or over is a
 *   reason for a suspected colorectal cancer pathway referral (appointment within 2 weeks); under 60
 *   without rectal bleeding NG12 offers a faecal immunochemical test.
 * - BSG 2021: about a third of men and postmenopausal women with it have a cause in the gut, so
 *   gastroscopy and colonoscopy are the usual first tests, with coeliac serology for everyone.
 * Aspirin, NSAIDs, anticoagulants or a PPI in the record do not explain the iron loss away.
 * Not for pregnancy, children, or a loss the record already explains (an operation, a delivery, known
 * inflammatory bowel disease under 60: rules/ibd-iron.ts).
 */

const F = FindingFamily.pattern;

/** Oral or intravenous iron named in a medicine ("Ferrous sulfate 200 mg", "ferric carboxymaltose"). */
export const IRON_MEDICINE =
  /\b(?:ferr(?:ous|ic)\s+\w+|iron\s+(?:tablets?|supplements?|sucrose|polymaltose)|sodium\s+feredetate|ferric\s+maltol)\b/;

/** Iron given into a vein, which an oral iron's side effects say nothing about. */
export const INTRAVENOUS_IRON =
  /\b(?:carboxymaltose|derisomaltose|isomaltoside|iron\s+sucrose|iron\s+dextran|ferumoxytol|intravenous|iv|infusion)\b/;

/** NG12's age for a suspected colorectal cancer pathway referral with iron-deficiency anaemia. */
const NG12_IDA_REFERRAL_AGE = 60;
const ADULT_AGE = 18;

const POSTMENOPAUSAL = /\b(?:post-?menopaus\w*|menopause\b|no periods? (?:for|since)|periods? (?:stopped|ceased))/;
const KNOWN_SOURCE = /\b(?:post-?partum|obstetric|pph|delivery|caesarean|surgical|operative)\b/;

function below(ctx: RuleContext, id: string): LabObservation | undefined {
  const obs = ctx.lab(id);
  const value = ctx.valueOf(obs);
  const lower = ctx.lowerLimit(id);
  return obs !== undefined && value !== undefined && lower !== undefined && value < lower ? obs : undefined;
}

/** Whether the gut finding speaks for this record: it then carries the source search and the iron step. */
export function idaGiReferralDue(ctx: RuleContext): boolean {
  return idaReferral(ctx) !== undefined;
}

/** A tTG-IgA from the past year in the record, a negative one included (as patterns.ts reads it). */
const COELIAC_SEROLOGY: WantedTest = { words: "coeliac serology", ids: ["ttg-iga"], withinDays: 365 };

/**
 * The referral and coeliac steps: a tTG-IgA already in the record is named with the referral, not
 * asked for again (review 25, deep-25 case 05: "Check coeliac serology" beside a normal tTG-IgA).
 * One that settles nothing (taken with gluten cut down, or beside a low total IgA) has its own finding.
 */
function referralSteps(ctx: RuleContext, pathway: boolean, us: boolean, scotland: boolean): string[] {
  // A positive FIT already asks for the colonoscopy (fit-positive-referral): the anaemia adds the
  // upper endoscopy to it, not a second colonoscopy (review 30b, nations-30b case 08, a Dayton record).
  const refer = us
    ? positiveFit(ctx) !== undefined
      ? "Add an upper endoscopy at the same sitting as the colonoscopy for the positive FIT (bidirectional endoscopy)"
      : "Refer for bidirectional endoscopy (upper endoscopy and colonoscopy, at the same sitting)"
    : scotland
      ? "Arrange a qFIT with the referral for gastroscopy and colonoscopy: at 20 µg Hb/g or more, or if no sample can be given, it is an urgent suspicion of cancer (USC) referral (Scottish Referral Guidelines for Suspected Cancer)"
      : pathway
        ? "Refer on the suspected cancer pathway (appointment within 2 weeks) for gastroscopy and colonoscopy"
        : "Refer for gastroscopy and colonoscopy";
  const unsettled = glutenCutSerology(ctx) !== undefined || negativeTtgWithLowIga(ctx);
  const note = unsettled ? undefined : inRecordNote(ctx, [COELIAC_SEROLOGY]);
  return note === undefined ? [refer, us ? "Check celiac serology" : "Check coeliac serology"] : [`${refer} ${note}`];
}

function idaReferral(ctx: RuleContext): RuleMatch | undefined {
  const age = ctx.age;
  if (age === undefined || age < ADULT_AGE) return undefined;
  if (ctx.conditions("pregnancy").length > 0) return undefined;
  const hb = below(ctx, "hemoglobin");
  const ferritin = below(ctx, "ferritin");
  if (hb === undefined || ferritin === undefined) return undefined;
  const male = ctx.sex === "male";
  const female = ctx.sex === "female";
  const postmenopausal =
    female &&
    (age >= NG12_IDA_REFERRAL_AGE ||
      ctx.model.conditions.some((c) => POSTMENOPAUSAL.test(c.name.toLowerCase())) ||
      statedMention(ctx.freeText, POSTMENOPAUSAL) !== undefined);
  if (!male && !postmenopausal) return undefined;
  const known = statedAnaemiaCauses(ctx).find(
    (c) => c.kind === "surgery" || (c.kind === "bleeding" && KNOWN_SOURCE.test(c.text.toLowerCase())),
  );
  if (known !== undefined || ibdIron(ctx) !== undefined) return undefined;
  const who = male ? `Man aged ${age}` : `Postmenopausal woman aged ${age}`;
  // A US record has no NG12 two-week pathway; AGA 2020 is its guideline (review 27, country-27b).
  const us = readsAsUsUnits(ctx);
  // Scotland refers by the Scottish Referral Guidelines for Suspected Cancer, not NG12 (review 30b,
  // nations-30b case 01, country-30 case 09: a Glasgow man was given NG12's 2-week pathway). They
  // send iron-deficiency anaemia at any adult age to a qFIT, which sets the urgency.
  const scotland = devolvedNation(ctx) === "Scotland";
  const pathway = !us && !scotland && age >= NG12_IDA_REFERRAL_AGE;
  const meds = ctx.medsOf("aspirin", "nsaid", "antiplatelet", "clopidogrel", "warfarin", "doac", "ppi");
  const medText =
    meds.length > 0
      ? ` Current ${meds.map((m) => m.name.trim()).join(", ")} ${meds.length === 1 ? "does" : "do"} not explain the iron loss and ${meds.length === 1 ? "does" : "do"} not replace the tests.`
      : "";
  return {
    refs: ctx.refs(hb, ferritin, ...meds),
    values: {
      who,
      hb: ctx.show(hb),
      ferritin: ctx.show(ferritin),
      plan: us
        ? "AGA 2020 recommends bidirectional endoscopy (upper endoscopy and colonoscopy, at the same sitting) for men and postmenopausal women with iron-deficiency anemia, with celiac serology first where celiac disease is plausible."
        : scotland
          ? "Under the Scottish Referral Guidelines for Suspected Cancer (2025) iron-deficiency anaemia is an indication for a qFIT: a result of 20 µg Hb/g or more, or a person who cannot complete the test, makes it an urgent suspicion of cancer (USC) referral to the colorectal service. BSG 2021 advises gastroscopy and colonoscopy as the first tests; a lower qFIT sets the priority, not whether the gut is examined."
          : pathway
            ? "At 60 or over this is a reason for a suspected colorectal cancer pathway referral (appointment within 2 weeks) under NICE NG12; BSG 2021 advises gastroscopy and colonoscopy as the first tests."
            : "BSG 2021 advises gastroscopy and colonoscopy as the first tests in men and postmenopausal women; under 60 without rectal bleeding, NICE NG12 offers a faecal immunochemical test, which does not replace them.",
      meds: medText,
    },
    nextSteps: [
      ...referralSteps(ctx, pathway, us, scotland),
      ctx.model.medications.some((m) => m.active && IRON_MEDICINE.test(m.name.toLowerCase()))
        ? "Continue the iron already prescribed alongside the referral, not instead of it"
        : "Start iron alongside the referral, not instead of it",
    ],
    ...(us
      ? { evidence: ["aga-2020-ida", "bsg-2021-ida"], evidenceReplacesRule: true as const }
      : scotland
        ? {
            evidence: ["scottish-referral-guidelines-lower-gi-2025", "bsg-2021-ida"],
            evidenceReplacesRule: true as const,
          }
        : {
            evidence: pathway
              ? ["nice-ng12-suspected-cancer", "bsg-2021-ida"]
              : ["bsg-2021-ida", "nice-ng12-suspected-cancer"],
          }),
  };
}

export const IDA_GI_REFERRAL_RULES: readonly Rule[] = [
  {
    id: "ida-gi-investigation",
    family: F,
    severity: Severity.high,
    problem: "Anaemia",
    title: "Iron-deficiency anaemia: the gut needs looking at",
    clinician:
      "{who} with iron-deficiency anaemia (haemoglobin {hb}, ferritin {ferritin}): the source of iron loss is in the gut in about a third of men and postmenopausal women, sometimes a cancer without other symptoms. {plan}{meds}",
    patient:
      "Low iron with anaemia at your age needs tests that look inside your stomach and bowel with a camera (gastroscopy and colonoscopy), arranged soon, to find where the iron is being lost. Iron tablets treat the anaemia but do not replace these tests.",
    nextSteps: ["Refer for gastroscopy and colonoscopy"],
    patientQuestions: ["When will my stomach and bowel camera tests be done?"],
    evidence: ["bsg-2021-ida"],
    keywords: ["iron deficiency anaemia", "suspected cancer", "gastroscopy", "colonoscopy", "colorectal cancer"],
    match: idaReferral,
  },
];
