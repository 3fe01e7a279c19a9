/**
 * Cholestatic liver injury after flucloxacillin (review 24, infection-liver-24b case 06: jaundice,
 * itching and pale stools three weeks after a 7-day course for cellulitis in a 67-year-old drew an
 * urgent pancreatic-cancer pathway and "review the statin", with the antibiotic never named).
 * In the case-control study of flucloxacillin jaundice (fairley-1993-flucloxacillin-jaundice) the
 * cases had cholestatic liver tests and undilated bile ducts, with jaundice up to eight weeks after
 * the course was stopped; age over 55 and courses over 14 days raised the risk. The drug is named
 * beside the imaging, not instead of it: the same definition needs the ducts seen to be normal.
 */
import { FindingFamily, Severity } from "../model.ts";
import { NOT_EXPOSED, liverTestTime, tooOld } from "./co-amoxiclav-liver-injury.ts";
import { medNames, type RuleContext } from "./context.ts";
import { latestDateIn } from "./past-mention.ts";
import type { Rule } from "./types.ts";

const FLUCLOXACILLIN = /\b(?:flucloxacillin|floxacillin|fluclox|floxapen)\b/i;
/** Age from which the study found the risk much higher. */
const OLDER_AGE = 55;

const raised = (o: { status: string } | undefined): boolean => o?.status === "high" || o?.status === "critical-high";

/**
 * Flucloxacillin taken now or within eight weeks of the liver test: a listed course (by its end or
 * start date, an undated finished course counting), else a sentence of the notes naming it that is
 * not an allergy, a denial or an older course.
 */
function flucloxacillinExposure(ctx: RuleContext): { refs: string[]; named: string } | undefined {
  const test = liverTestTime(ctx);
  const listed = ctx.model.medications.filter((m) => {
    if (!FLUCLOXACILLIN.test(m.name)) return false;
    if (m.active) return true;
    const dated = Date.parse(m.endDate ?? m.startDate ?? "");
    return !tooOld(Number.isNaN(dated) ? undefined : dated, test);
  });
  if (listed.length > 0) return { refs: listed.map((m) => m.ref), named: medNames(listed) };
  const sentence = ctx.freeText
    .split(/[.;\n]+/)
    .find((s) => FLUCLOXACILLIN.test(s) && !NOT_EXPOSED.test(s) && !tooOld(latestDateIn(s), test));
  return sentence === undefined ? undefined : { refs: [], named: "Flucloxacillin (named in the notes)" };
}

/** Recent flucloxacillin with a raised ALP, the cholestatic injury it causes. */
export function flucloxacillinCholestasis(ctx: RuleContext) {
  const alp = ctx.lab("alp");
  if (!raised(alp)) return undefined;
  const drug = flucloxacillinExposure(ctx);
  if (drug === undefined) return undefined;
  const bili = ctx.lab("bilirubin-total") ?? ctx.lab("bilirubin-direct");
  return { ...drug, refs: [...ctx.refs(alp, raised(bili) ? bili : undefined), ...drug.refs], jaundiced: raised(bili) };
}

export const FLUCLOXACILLIN_LIVER_INJURY_RULES: readonly Rule[] = [
  {
    id: "flucloxacillin-liver-injury",
    family: FindingFamily.pattern,
    severity: Severity.moderate,
    problem: "Liver tests and medicines",
    title: "Possible cholestatic liver injury from flucloxacillin",
    clinician:
      "{named} within the eight weeks before these liver tests, with a raised ALP{jaundice}. Flucloxacillin causes a cholestatic hepatitis that can start after the course has ended (in the case-control study of flucloxacillin jaundice, jaundice began up to eight weeks after stopping it){risk}. Once imaging has shown bile ducts of normal calibre, it is the likeliest explanation; it does not replace that imaging.",
    patient:
      "You had the antibiotic flucloxacillin recently. It can, rarely, cause this kind of liver problem, sometimes weeks after the course has finished, so your doctor will think about it alongside the scan.",
    nextSteps: [
      "Keep the bile duct imaging: flucloxacillin liver injury is considered once the ducts are seen to be of normal calibre",
      "Repeat liver tests with bilirubin and INR to follow the course",
      "If no other cause is found, record flucloxacillin as the suspected cause in the adverse reaction record",
    ],
    patientQuestions: ["Could the antibiotic I took have affected my liver?"],
    evidence: ["fairley-1993-flucloxacillin-jaundice", "acg-2017-liver-chemistries"],
    keywords: ["drug-induced liver injury", "flucloxacillin", "cholestatic hepatitis", "jaundice"],
    match: (ctx) => {
      const found = flucloxacillinCholestasis(ctx);
      if (found === undefined) return undefined;
      const older = ctx.age !== undefined && ctx.age > OLDER_AGE;
      return {
        refs: found.refs,
        values: {
          named: found.named,
          jaundice: found.jaundiced ? " and a raised bilirubin" : "",
          risk: older ? `; age over ${OLDER_AGE} was the strongest risk factor found` : "",
        },
        // With jaundice the injury is clinically significant, as for co-amoxiclav.
        severity: found.jaundiced ? Severity.high : Severity.moderate,
      };
    },
  },
];
