import { FindingFamily, LabStatus, Severity } from "../model.ts";
import type { RuleContext } from "./context.ts";
import { statedMention } from "./notes.ts";
import type { Rule, RuleMatch } from "./types.ts";

/*
 * Anti-HBs below 10 mIU/mL after a completed hepatitis B vaccine course (review 14, infection case
 * 15: a junior doctor's check 2 months after three doses read 6 mIU/mL, "not judged", nothing said).
 *
 * immunize.org's expert answers, which follow CDC (immunize-org-hepb-nonresponse): a healthcare
 * worker below 10 mIU/mL after a first series either has one more dose and a retest, or repeats the
 * series and is retested 1–2 months after its last dose; still below 10, HBsAg and total anti-HBc
 * show whether infection explains it; negative for both is a non-responder, susceptible, who needs
 * hepatitis B immune globulin after any exposure to HBsAg-positive blood.
 */

const PROTECTIVE = 10;
const COURSE =
  /\b(?:hep(?:atitis)? ?b|hbv)\b[^.;]{0,40}\b(?:vaccin\w*|immunis\w*|immuniz\w*)\b[^.;]{0,40}\b(?:course|series|doses?)\b|\b(?:completed|finished|after)\b[^.;]{0,30}\b(?:\d|three|two)[- ]dose\b[^.;]{0,30}\b(?:hep(?:atitis)? ?b|hbv)\b/i;
const HEALTHCARE =
  /\b(?:doctor|nurse|midwife|dentist|student nurse|medical student|healthcare worker|health care worker|surgeon|paramedic|phlebotomist|occupational health)\b/i;

function noResponseAfterCourse(ctx: RuleContext): RuleMatch | undefined {
  const antibody = ctx.lab("anti-hbs");
  const value = ctx.valueOf(antibody);
  if (antibody === undefined || value === undefined || value >= PROTECTIVE) return undefined;
  if (antibody.status !== LabStatus.low && antibody.status !== LabStatus.normal) return undefined;
  const course = statedMention(ctx.freeText, COURSE, true);
  if (course === undefined) return undefined;
  // HBsAg positive is chronic infection, which other rules read; the vaccine question is then moot.
  const surface = ctx.anyLab("hbsag");
  if (surface?.value.kind === "qualitative" && surface.value.result === "positive") return undefined;
  const worker = HEALTHCARE.test(ctx.freeText);
  return {
    refs: ctx.refs(antibody, surface),
    severity: worker ? Severity.moderate : Severity.low,
    values: { antibody: `${antibody.name} ${ctx.show(antibody)}`, course: `"${course}"` },
  };
}

export const HEPB_VACCINE_RESPONSE_RULES: readonly Rule[] = [
  {
    id: "hepb-vaccine-no-response",
    family: FindingFamily.pattern,
    severity: Severity.low,
    problem: "Immunity",
    title: "Hepatitis B antibody below 10 mIU/mL after a vaccine course: not yet protected",
    clinician:
      "{antibody} after a completed course ({course}): below the protective 10 mIU/mL, so not yet protected. Either one more dose with a retest, or a repeat full series with anti-HBs 1–2 months after its last dose; if still below 10, HBsAg and total anti-HBc to look for infection. Negative for both means a vaccine non-responder, still susceptible, who needs hepatitis B immune globulin after any exposure to HBsAg-positive blood.",
    patient:
      "Your hepatitis B antibody level is below the level that shows protection, even though you had the vaccine course. Some people need more doses before they respond. Your doctor or occupational health team will usually offer more vaccine and a repeat blood test. Until then, report any needlestick or blood splash straight away, as you may need extra protection.",
    nextSteps: [
      "Revaccinate: one further dose with anti-HBs 1–2 months later, or a repeat full series with anti-HBs 1–2 months after its last dose",
      "If anti-HBs is still below 10 mIU/mL: test HBsAg and total anti-HBc; if both are negative, record as a non-responder, susceptible, needing hepatitis B immune globulin after any exposure to HBsAg-positive blood",
    ],
    patientQuestions: ["When should I have the extra vaccine doses and the repeat test?"],
    evidence: ["immunize-org-hepb-nonresponse"],
    keywords: ["hepatitis b vaccine", "anti-hbs", "vaccine non-responder", "healthcare worker"],
    match: noResponseAfterCourse,
  },
];
