import type { LabObservation } from "../model.ts";
import { FindingFamily, Severity } from "../model.ts";
import type { RuleContext } from "./context.ts";
import { pregnancy } from "./patterns.ts";
import { CHLAMYDIA_TEST, GONORRHOEA_TEST, listTests, stiScreen } from "./sti-screen.ts";
import type { Rule, RuleMatch } from "./types.ts";
import { readsAsUsUnits } from "./uk-record.ts";

/**
 * A positive chlamydia NAAT: treatment, partner notification, a full STI screen and a retest. The
 * screen asks only for the tests the record lacks from the same episode (sti-screen.ts); a
 * gonorrhoea also found is named, since its treatment (ceftriaxone) is in its own finding.
 */

const SEROLOGY = /\bantibod|\bigg\b|\bigm\b|\bigA\b|serolog/i;

const TREAT_STEP =
  "Treat: doxycycline 100 mg twice daily for 7 days (azithromycin if pregnant or doxycycline cannot be used)";
const PARTNER_STEP = "Partner notification through sexual health services; no sex until partners are treated";
const PREGNANCY_TREAT_STEP = "Treat with azithromycin (doxycycline is contraindicated in pregnancy)";
const PREGNANCY_CURE_STEP =
  "Test of cure after treatment in pregnancy, where cure rates are lower (NHS Grampian: 6 weeks after treatment)";

/*
 * A US record follows CDC's STI treatment guidelines (review 31b, leftovers-31b case 13: a
 * Columbus, Ohio student was cited NHS Highland's guidance and sent to "sexual health services").
 * CDC 2021 ("cdc-2021-sti-guidelines"): doxycycline 100 mg twice daily for 7 days, azithromycin 1 g
 * once as the alternative and in pregnancy, with a test of cure 3 to 4 weeks after treatment in
 * pregnancy; partners from the last 60 days evaluated and treated, with expedited partner therapy
 * where state law allows; a retest at about 3 months.
 */
const US_TREAT_STEP =
  "Treat: doxycycline 100 mg twice daily for 7 days (azithromycin 1 g as a single dose if pregnant or doxycycline cannot be used)";
const US_PARTNER_STEP =
  "Partners from the last 60 days: evaluation, testing and treatment, with expedited partner therapy where state law allows; no sex until 7 days after treatment and until partners are treated";
const US_PREGNANCY_TREAT_STEP = "Treat with azithromycin 1 g as a single dose (doxycycline is avoided in pregnancy)";
const US_PREGNANCY_CURE_STEP = "Test of cure 3 to 4 weeks after treatment in pregnancy, and a retest within 3 months";
const WORDS = {
  uk: {
    partner: "arrange partner notification through sexual health services",
    patientPartner: "a sexual health clinic can help you tell them",
  },
  us: {
    partner:
      "sex partners from the last 60 days need evaluation, testing and treatment (expedited partner therapy where state law allows)",
    patientPartner: "your clinic or the local health department can help you tell them",
  },
} as const;

function chlamydiaPositive(ctx: RuleContext): RuleMatch | undefined {
  const positive = ctx.model.labs.filter(
    (o: LabObservation) =>
      CHLAMYDIA_TEST.test(o.name) &&
      !SEROLOGY.test(o.name) &&
      o.value.kind === "qualitative" &&
      o.value.result === "positive",
  );
  if (positive.length === 0) return undefined;
  const { missing, done } = stiScreen(ctx, positive[0]!, ["gonorrhoea", "HIV", "syphilis"]);
  const gonorrhoea = ctx.model.labs.some(
    (o) => GONORRHOEA_TEST.test(o.name) && o.value.kind === "qualitative" && o.value.result === "positive",
  );
  const found = gonorrhoea ? "gonorrhoea was found too and needs ceftriaxone: see its own finding" : "";
  const already = done.length > 0 ? ` (${listTests(done)} already tested)` : "";
  // One bracket for both notes: "(gonorrhoea and HIV already tested) (gonorrhoea was found too ...)"
  // stood side by side (review 31, infect-31 case 01).
  // A gonorrhoea found is named as found, not also as "already tested".
  const tested = gonorrhoea ? done.filter((t) => t !== "gonorrhoea") : done;
  const screenNotes = [tested.length > 0 ? `${listTests(tested)} already tested` : "", found].filter(Boolean);
  const screen =
    missing.length === 0
      ? `the screen for ${listTests(done)} is in the record${found ? ` (${found})` : ""}`
      : `complete a screen for other infections including ${listTests(missing)}${screenNotes.length > 0 ? ` (${screenNotes.join("; ")})` : ""}`;
  const pregnant = pregnancy(ctx) !== undefined;
  const us = readsAsUsUnits(ctx);
  const retest =
    done.length === 0
      ? "Complete the STI screen (gonorrhoea, HIV, syphilis) and offer a retest for reinfection at about 3 months"
      : missing.length === 0
        ? `Offer a retest for reinfection at about 3 months (${listTests(done)} already tested)`
        : `Complete the STI screen (${listTests(missing)}) and offer a retest for reinfection at about 3 months${already}`;
  return {
    refs: ctx.refs(...positive),
    values: {
      tests: positive.map((o) => `${o.name} ${o.rawValue}${o.date ? ` (${o.date})` : ""}`).join(", "),
      screen,
      ...WORDS[us ? "us" : "uk"],
    },
    ...(us && {
      nextSteps: pregnant
        ? [US_PREGNANCY_TREAT_STEP, US_PREGNANCY_CURE_STEP, US_PARTNER_STEP, retest]
        : [US_TREAT_STEP, US_PARTNER_STEP, retest],
      ...(pregnant && {
        clinicianExtra:
          "Pregnant: doxycycline is avoided, so azithromycin 1 g as a single dose is used, with a test of cure 3 to 4 weeks after treatment and a retest within 3 months.",
        patientExtra:
          "Because you are pregnant, you will be given an antibiotic that is safe in pregnancy, and a repeat test some weeks after treatment checks that the infection has gone.",
      }),
      evidence: ["cdc-2021-sti-guidelines"],
      evidenceReplacesRule: true as const,
    }),
    ...(!us &&
      (done.length > 0 || pregnant) && {
        nextSteps: pregnant
          ? [PREGNANCY_TREAT_STEP, PREGNANCY_CURE_STEP, PARTNER_STEP, retest]
          : [TREAT_STEP, PARTNER_STEP, retest],
      }),
    // In pregnancy (review 22, sexual-health-bone): azithromycin, not doxycycline, and a test of cure.
    ...(!us &&
      pregnant && {
        clinicianExtra:
          "Pregnant: doxycycline is contraindicated, so azithromycin is used, and a test of cure is arranged because cure rates are lower in pregnancy (NHS Grampian: 6 weeks after treatment).",
        patientExtra:
          "Because you are pregnant, you will be given an antibiotic that is safe in pregnancy, and a repeat test some weeks after treatment checks that the infection has gone.",
        evidence: ["nhs-grampian-chlamydia-pregnancy"],
      }),
  };
}

export const CHLAMYDIA_RULES: readonly Rule[] = [
  {
    id: "chlamydia-positive",
    family: FindingFamily.pattern,
    severity: Severity.moderate,
    problem: "Sexually transmitted infection",
    title: "Chlamydia detected: treat, notify partners and retest",
    clinician:
      "{tests}: a current chlamydia infection. First-line treatment is doxycycline 100 mg twice daily for 7 days (azithromycin is second-line and is used in pregnancy, where doxycycline is avoided). No sex, including oral sex, until they and their partners have finished treatment; {partner}; {screen}; and offer a retest for reinfection at about 3 months.",
    patient:
      "Your test shows a chlamydia infection. It is common and is cured with a short course of antibiotics. Avoid sex, including oral sex, until you and your partners have finished treatment. Your recent partners need testing and treatment too; {patientPartner}. A repeat test in about 3 months checks you have not caught it again.",
    nextSteps: [
      TREAT_STEP,
      PARTNER_STEP,
      "Complete the STI screen (gonorrhoea, HIV, syphilis) and offer a retest for reinfection at about 3 months",
    ],
    patientQuestions: ["Which partners need to be told, and can the clinic do it for me?"],
    evidence: ["nhs-highland-chlamydia-2023"],
    keywords: ["chlamydia trachomatis", "doxycycline", "partner notification", "sexually transmitted infection"],
    match: chlamydiaPositive,
  },
];
