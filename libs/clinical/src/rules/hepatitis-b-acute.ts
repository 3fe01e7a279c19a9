import { patientScope } from "../evidence/populations.ts";
import { FindingFamily, type LabObservation, Severity } from "../model.ts";
import type { RuleContext } from "./context.ts";
import type { Rule, RuleMatch } from "./types.ts";

/*
 * Acute hepatitis B read from the serology (review 14, infection case 07: HBsAg and IgM anti-HBc
 * reactive with ALT 1460; the IgM was not recognised and nothing named the infection).
 * - CDC serology table (cdc-2010-hbv-serology): HBsAg positive with IgM anti-HBc positive is an
 *   acute infection.
 * - NICE TA96 (nice-ta96-chronic-hbv): hepatitis B is chronic when it persists beyond 6 months;
 *   about 2–10% of people infected as adults become chronic, so the HBsAg is checked again then.
 * - ASHM contact tracing (ashm-contact-tracing-hbv): trace contacts from the 6 months before the
 *   symptoms; test them and give vaccine (with immunoglobulin, passive immunisation); the patient
 *   is infectious until HBsAg is negative; an e-antigen-positive index case is a high risk.
 * - Health Protection (Notification) Regulations 2010 (uk-notification-regulations-2010): acute
 *   infectious hepatitis is a notifiable disease in England.
 * - CDC viral hepatitis surveillance (cdc-viral-hepatitis-general-surveillance): in the US each state
 *   sets what clinicians and laboratories report to the health department, and hepatitis B is under
 *   CDC surveillance.
 * The liver injury itself (how high, how urgent) is read by acute-liver-injury.ts.
 */

function positive(obs: LabObservation | undefined): obs is LabObservation {
  return obs?.value.kind === "qualitative" && obs.value.result === "positive";
}

/** The steps after reporting, the same in every country. */
const CARE_STEPS = [
  "Contact tracing (sexual health or health protection): test sexual, household and needle-sharing contacts from the 6 months before symptoms; offer those not immune hepatitis B vaccine, with hepatitis B immunoglobulin after a recent exposure",
  "Advise condoms until HBsAg is negative and partners are immune",
  "Repeat HBsAg 6 months after onset: still positive means chronic hepatitis B, for hepatology referral",
];

/** The sources of the serology, its course and contact tracing; the reporting source is added by country. */
const CLINICAL_SOURCES = ["cdc-2010-hbv-serology", "nice-ta96-chronic-hbv", "ashm-contact-tracing-hbv"];

/*
 * Who the case is reported to, by the record's country (review 40, country-40 case 01: a Denver record
 * was told acute hepatitis B is "notifiable in England"). England's regulations on a UK record; the
 * state or local health department, as the state requires, on a US record; on a record of neither
 * country, or from Scotland, Wales or Northern Ireland (whose own laws the library does not hold), no
 * law is named.
 */
const NOTIFY = {
  uk: {
    sentence: " Acute infectious hepatitis is notifiable in England.",
    step: "Notify the local health protection team (acute infectious hepatitis is a notifiable disease in England)",
    patient: "Your doctor will report the infection to the local public health team, which is routine.",
    evidence: "uk-notification-regulations-2010",
  },
  us: {
    sentence:
      " In the US, hepatitis B is reported to the state or local health department as each state requires (CDC).",
    step: "Report the case to the state or local health department, as the state's reporting rules require",
    patient: "Your doctor will report the infection to the local health department, which is routine.",
    evidence: "cdc-viral-hepatitis-general-surveillance",
  },
  neither: {
    sentence: "",
    step: "Report the case to the public health authority where local rules require it",
    patient: "Your doctor may report the infection to the local public health team, which is routine.",
    evidence: undefined,
  },
} as const;

/** England's regulations fit a UK record placed in no other nation; Scotland, Wales and Northern Ireland have their own. */
function reportingCountry(ctx: RuleContext): keyof typeof NOTIFY {
  const scope = patientScope(ctx);
  if (scope.country === "uk") return scope.nation === undefined ? "uk" : "neither";
  return scope.country ?? "neither";
}

function acuteHepatitisB(ctx: RuleContext): RuleMatch | undefined {
  const surface = ctx.anyLab("hbsag");
  const coreIgm = ctx.anyLab("anti-hbc-igm");
  if (!positive(surface) || !positive(coreIgm)) return undefined;
  const eAntigen = ctx.anyLab("hbeag");
  const eReactive = positive(eAntigen);
  const notify = NOTIFY[reportingCountry(ctx)];
  return {
    refs: ctx.refs(surface, coreIgm, eAntigen, ctx.lab("anti-hbs")),
    nextSteps: [notify.step, ...CARE_STEPS],
    ...(notify.evidence !== undefined && { evidence: [notify.evidence] }),
    values: {
      notify: notify.sentence,
      patientNotify: notify.patient,
      hbsag: ctx.show(surface),
      igm: ctx.show(coreIgm),
      eAg: eReactive
        ? ` HBeAg ${ctx.show(eAntigen)}: an e-antigen-positive patient is a high transmission risk to contacts.`
        : "",
    },
  };
}

export const HEPATITIS_B_ACUTE_RULES: readonly Rule[] = [
  {
    id: "hbv-acute",
    family: FindingFamily.pattern,
    severity: Severity.high,
    problem: "Hepatitis B",
    title: "Acute hepatitis B: report, trace contacts, recheck HBsAg at 6 months",
    clinician:
      "HBsAg {hbsag} with IgM anti-HBc {igm}: the serological pattern of acute hepatitis B.{eAg} Most people infected as adults clear the virus (NICE TA96: about 2–10% become chronic); HBsAg still present after 6 months means chronic hepatitis B.{notify} The patient is infectious until HBsAg is negative, so sexual, household and needle-sharing contacts from the 6 months before symptoms need testing and vaccination.",
    patient:
      "Your tests show a recent hepatitis B infection. Most adults clear this virus by themselves over a few months, and a repeat blood test in 6 months checks that it has gone. Until then it can pass to other people through sex or blood, so use condoms. Your partners and the people you live with should be tested and offered the hepatitis B vaccine. {patientNotify}",
    nextSteps: [NOTIFY.neither.step, ...CARE_STEPS],
    patientQuestions: [
      "Who should I tell, and can the clinic contact my partners for me?",
      "When will I have the repeat test to check the virus has gone?",
    ],
    evidence: CLINICAL_SOURCES,
    keywords: ["acute hepatitis b", "igm anti-hbc", "hbsag", "contact tracing", "notifiable disease", "reportable"],
    match: acuteHepatitisB,
  },
];
