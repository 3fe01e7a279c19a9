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
 * The liver injury itself (how high, how urgent) is read by acute-liver-injury.ts.
 */

function positive(obs: LabObservation | undefined): obs is LabObservation {
  return obs?.value.kind === "qualitative" && obs.value.result === "positive";
}

function acuteHepatitisB(ctx: RuleContext): RuleMatch | undefined {
  const surface = ctx.anyLab("hbsag");
  const coreIgm = ctx.anyLab("anti-hbc-igm");
  if (!positive(surface) || !positive(coreIgm)) return undefined;
  const eAntigen = ctx.anyLab("hbeag");
  const eReactive = positive(eAntigen);
  return {
    refs: ctx.refs(surface, coreIgm, eAntigen, ctx.lab("anti-hbs")),
    values: {
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
    title: "Acute hepatitis B: notify, trace contacts, recheck HBsAg at 6 months",
    clinician:
      "HBsAg {hbsag} with IgM anti-HBc {igm}: the serological pattern of acute hepatitis B.{eAg} Most people infected as adults clear the virus (NICE TA96: about 2–10% become chronic); HBsAg still present after 6 months means chronic hepatitis B. Acute infectious hepatitis is notifiable in England. The patient is infectious until HBsAg is negative, so sexual, household and needle-sharing contacts from the 6 months before symptoms need testing and vaccination.",
    patient:
      "Your tests show a recent hepatitis B infection. Most adults clear this virus by themselves over a few months, and a repeat blood test in 6 months checks that it has gone. Until then it can pass to other people through sex or blood, so use condoms. Your partners and the people you live with should be tested and offered the hepatitis B vaccine. Your doctor will report the infection to the local public health team, which is routine.",
    nextSteps: [
      "Notify the local health protection team (acute infectious hepatitis is a notifiable disease in England)",
      "Contact tracing (sexual health or health protection): test sexual, household and needle-sharing contacts from the 6 months before symptoms; offer those not immune hepatitis B vaccine, with hepatitis B immunoglobulin after a recent exposure",
      "Advise condoms until HBsAg is negative and partners are immune",
      "Repeat HBsAg 6 months after onset: still positive means chronic hepatitis B, for hepatology referral",
    ],
    patientQuestions: [
      "Who should I tell, and can the clinic contact my partners for me?",
      "When will I have the repeat test to check the virus has gone?",
    ],
    evidence: [
      "cdc-2010-hbv-serology",
      "nice-ta96-chronic-hbv",
      "ashm-contact-tracing-hbv",
      "uk-notification-regulations-2010",
    ],
    keywords: ["acute hepatitis b", "igm anti-hbc", "hbsag", "contact tracing", "notifiable disease"],
    match: acuteHepatitisB,
  },
];
