import { FindingFamily, type LabObservation, Severity } from "../model.ts";
import type { RuleContext } from "./context.ts";
import { CHLAMYDIA_TEST, GONORRHOEA_TEST, listTests, stiScreen } from "./sti-screen.ts";
import type { Rule, RuleMatch } from "./types.ts";
import { readsAsUk, readsAsUsUnits } from "./uk-record.ts";

/*
 * A positive gonorrhoea NAAT or culture (review 14, infection case 09: gonorrhoea and chlamydia
 * both detected on a vulvovaginal swab; only the chlamydia was read, its doxycycline was already
 * prescribed, and nothing said the gonorrhoea was untreated).
 *
 * CDC 2020 (cdc-2020-gonococcal-update): one 500 mg intramuscular dose of ceftriaxone, with a week
 * of doxycycline when chlamydia is not excluded; 1 g at 150 kg or more; a test of cure for throat
 * infection and a retest for reinfection at about 3 months.
 *
 * A UK record (readsAsUk, uk-record.ts) gets UK (BASHH) practice instead, as NHS guidance gives it
 * (`nhs-borders-gonorrhoea-bashh`, review 22, uk-us-22): ceftriaxone 1 g intramuscularly, cultures
 * taken before treatment, and a test of cure for everyone by NAAT about 3 weeks after treatment.
 */

const SEROLOGY = /\bantibod|\bigg\b|\bigm\b|\biga\b|serolog/i;
const THROAT = /\b(?:throat|pharyn\w*|oral)\b/i;
const DOXYCYCLINE = /\bdoxycycline\b/i;
const CEFTRIAXONE = /\bceftriaxone\b/i;

const TREAT_STEP =
  "Treat: ceftriaxone 500 mg intramuscularly as a single dose (1 g at 150 kg or more); add doxycycline 100 mg twice daily for 7 days if chlamydia is not excluded";
const US_TREAT_CHLAMYDIA_EXCLUDED_STEP =
  "Treat: ceftriaxone 500 mg intramuscularly as a single dose (1 g at 150 kg or more); chlamydia tested negative in this episode, so doxycycline is not added for it";
const UK_TREAT_STEP =
  "Take cultures from the infected sites before treatment (for antibiotic susceptibility); treat with ceftriaxone 1 g intramuscularly as a single dose (BASHH)";
const US_REGIMEN =
  "CDC 2020: a single 500 mg intramuscular dose of ceftriaxone (1 g at 150 kg or more), with doxycycline 100 mg twice daily for 7 days when chlamydia has not been excluded.";
const UK_REGIMEN =
  "UK (BASHH) practice, as NHS guidance gives it: cultures taken before treatment, a single 1 g intramuscular dose of ceftriaxone, and a test of cure for everyone by NAAT about 3 weeks after treatment from the sites that were positive. (The US CDC regimen is 500 mg, with a test of cure only for throat infection.)";
const PARTNER_STEP =
  "Partner notification through sexual health services; no sex until they and their partners are treated";
/*
 * A US record is not sent to "sexual health services", a UK service (review 31b, leftovers-31b case
 * 14: a Houston, Texas record): recent partners are evaluated and treated, with the clinic's or the
 * local health department's help, as CDC's guidelines have clinicians work with health departments
 * on partner services ("cdc-2021-sti-guidelines").
 */
const US_PARTNER_STEP =
  "Partner services: recent sex partners need evaluation, testing and treatment, with the clinic's or the local health department's help; no sex until they and their partners are treated";

const UK_CHLAMYDIA_STEP =
  "Chlamydia not tested in this episode: send a chlamydia NAAT, and treat chlamydia as well if it is found";

/*
 * Chlamydia in the same episode (review 23, sexual-repro case 01: a UK gonorrhoea-only NAAT, and the
 * UK finding, given as ceftriaxone monotherapy, said nothing of chlamydia). Under the US regimen
 * doxycycline is added while chlamydia is not excluded; UK monotherapy leaves chlamydia to be
 * tested for and treated when found, so an untested episode asks for the test, and one found is named.
 */
function chlamydiaInEpisode(ctx: RuleContext, index: LabObservation): "positive" | "negative" | "untested" {
  if (stiScreen(ctx, index, ["chlamydia"]).missing.length > 0) return "untested";
  const found = ctx.model.labs.some(
    (o) =>
      CHLAMYDIA_TEST.test(o.name) &&
      !SEROLOGY.test(o.name) &&
      o.value.kind === "qualitative" &&
      o.value.result === "positive",
  );
  return found ? "positive" : "negative";
}

/** The retest step, asking only for the part of the HIV and syphilis screen the episode lacks (sti-screen.ts). */
function retestStep(ctx: RuleContext, index: LabObservation, throat: boolean, uk: boolean): string {
  const { missing, done } = stiScreen(ctx, index, ["HIV", "syphilis"]);
  const screen =
    missing.length === 0
      ? `; ${listTests(done)} already tested`
      : `, and complete the ${listTests(missing)} screen${done.length > 0 ? ` (${listTests(done)} already tested)` : ""}`;
  if (uk)
    return `Test of cure for everyone: NAAT about 3 weeks after treatment from the sites that were positive (BASHH)${screen}`;
  return throat
    ? `Throat infection: test of cure 7–14 days after treatment; retest everyone for reinfection at about 3 months${screen}`
    : `Retest for reinfection at about 3 months (test of cure at 7–14 days for throat infection)${screen}`;
}

function gonorrhoeaPositive(ctx: RuleContext): RuleMatch | undefined {
  const positive = ctx.model.labs.filter(
    (o: LabObservation) =>
      GONORRHOEA_TEST.test(o.name) &&
      !SEROLOGY.test(o.name) &&
      o.value.kind === "qualitative" &&
      o.value.result === "positive",
  );
  if (positive.length === 0) return undefined;
  const meds = ctx.model.medications.map((m) => m.name).join(" ");
  // Ceftriaxone already recorded: treated, so there is nothing left to prompt.
  if (CEFTRIAXONE.test(meds) || /\bceftriaxone\b[^.;]{0,40}\b(?:given|administered|im\b)/.test(ctx.freeText)) {
    return undefined;
  }
  const doxy = DOXYCYCLINE.test(meds) || DOXYCYCLINE.test(ctx.freeText);
  const throat = positive.some((o) => THROAT.test(o.name));
  const uk = readsAsUk(ctx);
  // The note on silent infection and pelvic inflammatory disease is about women: not told of a man.
  const women =
    ctx.sex === "male"
      ? []
      : ["Infection in women is often without symptoms until complications such as pelvic inflammatory disease."];
  const chlamydia = chlamydiaInEpisode(ctx, positive[0]!);
  const extra = [
    ...women,
    ...(doxy ? ["Doxycycline is recorded: it treats chlamydia, not gonorrhoea, so ceftriaxone is still needed."] : []),
    ...(chlamydia === "positive" && uk
      ? ["Chlamydia was found too and is treated as well (see its own finding)."]
      : []),
    ...(chlamydia === "untested"
      ? [
          uk
            ? "Chlamydia has not been tested in this episode: test for it, and treat it as well if it is found."
            : "Chlamydia has not been tested in this episode, so it is not excluded.",
        ]
      : []),
  ];
  return {
    refs: ctx.refs(...positive),
    values: {
      tests: positive.map((o) => `${o.name} ${o.rawValue}${o.date ? ` (${o.date})` : ""}`).join(", "),
      regimen: uk ? UK_REGIMEN : US_REGIMEN,
      retest: uk
        ? "A repeat test about 3 weeks after treatment checks that the infection has gone."
        : "A repeat test in about 3 months checks you have not caught it again.",
      patientPartner: readsAsUsUnits(ctx)
        ? "your clinic or the local health department can help you tell them"
        : "a sexual health clinic can help you tell them",
    },
    ...(extra.length > 0 && { clinicianExtra: extra.join(" ") }),
    ...(doxy && {
      patientExtra:
        "The doxycycline tablets you may have been given treat chlamydia; gonorrhoea needs an injection as well.",
    }),
    nextSteps: [
      uk ? UK_TREAT_STEP : chlamydia === "negative" ? US_TREAT_CHLAMYDIA_EXCLUDED_STEP : TREAT_STEP,
      ...(uk && chlamydia === "untested" ? [UK_CHLAMYDIA_STEP] : []),
      readsAsUsUnits(ctx) ? US_PARTNER_STEP : PARTNER_STEP,
      retestStep(ctx, positive[0]!, throat, uk),
    ],
    ...(uk && { evidence: ["nhs-borders-gonorrhoea-bashh"] }),
    ...(readsAsUsUnits(ctx) && { evidence: ["cdc-2021-sti-guidelines"] }),
  };
}

export const GONORRHOEA_RULES: readonly Rule[] = [
  {
    id: "gonorrhoea-positive",
    family: FindingFamily.pattern,
    severity: Severity.moderate,
    problem: "Sexually transmitted infection",
    title: "Gonorrhoea detected: ceftriaxone, partner notification and retest",
    clinician: "{tests}: a current gonococcal infection. {regimen}",
    patient:
      "Your test shows gonorrhoea, a common infection passed on during sex. It is cured with one antibiotic injection. Avoid sex until you and your partners have been treated; your recent partners need testing and treatment too, and {patientPartner}. {retest}",
    nextSteps: [
      TREAT_STEP,
      PARTNER_STEP,
      "Retest for reinfection at about 3 months (test of cure at 7–14 days for throat infection); complete the HIV and syphilis screen",
    ],
    patientQuestions: ["Where can I have the injection, and which partners need to be told?"],
    evidence: ["cdc-2020-gonococcal-update"],
    keywords: ["gonorrhoea", "neisseria gonorrhoeae", "ceftriaxone", "partner notification"],
    match: gonorrhoeaPositive,
  },
];
