import { FindingFamily, Severity } from "../model.ts";
import { capitalise } from "../text.ts";
import { antiTnfScreeningDue } from "./anti-tnf-screening.ts";
import type { RuleContext } from "./context.ts";
import { JAK_INHIBITOR, OTHER_BIOLOGIC } from "./immunosuppressant-names.ts";
import { statedMention } from "./notes.ts";
import type { Rule } from "./types.ts";

/*
 * The shingles vaccine before an immunosuppressive biologic or JAK inhibitor is started (review 29,
 * infection-29 case 11: the recombinant shingles vaccine was offered only inside the pre-TNF screening
 * finding, so it vanished once every screen was done, and never came for other biologics or JAK
 * inhibitors). The recombinant zoster vaccine (Shingrix) is not live and is indicated for adults 18 or
 * older at increased risk of shingles from immunosuppressive disease or therapy
 * ("shingrix-recombinant-immunosuppressed", Canadian Immunization Guide). While a pre-TNF screen is
 * still missing, anti-tnf-screening.ts names the vaccine itself, so this rule stays quiet then.
 */

const TNF =
  /\b(?:adalimumab|humira|amgevita|imraldi|hyrimoz|infliximab|remicade|inflectra|remsima|etanercept|enbrel|benepali|certolizumab|cimzia|golimumab|simponi)\b/i;
const ANTI_CD20 = /\b(?:rituximab|truxima|rixathon|ocrelizumab|ofatumumab)\b/i;
const DRUGS = [TNF, JAK_INHIBITOR, OTHER_BIOLOGIC, ANTI_CD20];

/** A shingles vaccine given, booked or named in the record. */
const SHINGLES_VACCINE = /\b(?:shingrix|recombinant\s+(?:herpes\s+)?zoster|(?:shingles|zoster)\s+vaccin\w*)\b/i;

const PLAN = String.raw`\b(?:plan\w*|start\w*|commenc\w*|initiat\w*|begin\w*|due)\b[^.;]{0,40}?`;

/** The drug the notes plan to start, by the name written there, with the class it belongs to. */
function plannedDrug(ctx: RuleContext): { name: string; tnf: boolean; re: RegExp } | undefined {
  for (const re of DRUGS) {
    const m = new RegExp(`${PLAN}(${re.source})`, "i").exec(ctx.freeText);
    if (m?.[1] !== undefined) return { name: m[1], tnf: re === TNF, re };
  }
  return undefined;
}

export const SHINGLES_VACCINE_BEFORE_IMMUNOSUPPRESSION_RULES: readonly Rule[] = [
  {
    id: "shingles-vaccine-before-immunosuppression",
    family: FindingFamily.screening,
    severity: Severity.low,
    problem: "Vaccines and immunosuppression",
    title: "Shingles vaccine before immunosuppressive treatment",
    clinician:
      "{drug} is planned and no shingles vaccine is recorded. The recombinant zoster vaccine (Shingrix) is not live and is indicated for adults 18 or older at increased risk of shingles because of immunosuppressive treatment, so it can be offered now; the live shingles vaccine is not used.",
    patient:
      "Before you start {plainDrug}, a medicine that lowers part of the immune system, ask about the shingles vaccine. The one used now is not live, so it is safe with this kind of medicine.",
    nextSteps: [
      "Offer the recombinant shingles vaccine (Shingrix): it is not live, and it is indicated for adults whose treatment suppresses immunity",
    ],
    patientQuestions: ["Should I have the shingles vaccine before I start this medicine?"],
    evidence: ["shingrix-recombinant-immunosuppressed"],
    keywords: ["shingles vaccine", "recombinant zoster vaccine", "shingrix", "biologic", "jak inhibitor"],
    match: (ctx) => {
      if (ctx.age === undefined || ctx.age < 18) return undefined;
      if (SHINGLES_VACCINE.test(ctx.freeText) || ctx.model.medications.some((m) => SHINGLES_VACCINE.test(m.name)))
        return undefined;
      const drug = plannedDrug(ctx);
      if (drug === undefined) return undefined;
      // Already listed as taken (started, or running with no start date): not "before" any more.
      const now = ctx.model.now === undefined ? Number.NaN : Date.parse(ctx.model.now);
      const listed = ctx.model.medications.filter((m) => m.active && drug.re.test(m.name));
      if (listed.some((m) => m.startDate === undefined || Number.isNaN(now) || Date.parse(m.startDate) <= now))
        return undefined;
      // The pre-TNF screening finding names the vaccine while a screen is still missing.
      if (drug.tnf && antiTnfScreeningDue(ctx)) return undefined;
      if (statedMention(ctx.freeText, new RegExp(`\\b${drug.name}\\b`, "i")) === undefined) return undefined;
      return {
        refs: ctx.refs(...listed),
        values: { drug: capitalise(drug.name), plainDrug: drug.name },
      };
    },
  },
];
