import { FindingFamily, Severity } from "../model.ts";
import { capitalise } from "../text.ts";
import { antiTnfScreeningDue } from "./anti-tnf-screening.ts";
import type { RuleContext } from "./context.ts";
import { patientScope } from "../evidence/populations.ts";
import { isPlanned } from "./genetics.ts";
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

/*
 * The medication list is read too (review 31, infect-31 case 05: "Tofacitinib 5 mg twice daily
 * (planned)" in the list of a UK record with nothing in the notes got no reminder). A listed
 * medicine is planned when its status says so (planned, intended, on hold) or it starts after today
 * (genetics.ts isPlanned); it is named by the word in the list that matched.
 */
interface PlannedDrug {
  name: string;
  tnf: boolean;
  re: RegExp;
  /** Found in the medication list, not only in the notes. */
  listed: boolean;
}

/** The drug the notes or the medication list plan to start, by the name written there, with its class. */
function plannedDrug(ctx: RuleContext): PlannedDrug | undefined {
  for (const re of DRUGS) {
    const m = new RegExp(`${PLAN}(${re.source})`, "i").exec(ctx.freeText);
    if (m?.[1] !== undefined && statedMention(ctx.freeText, new RegExp(`\\b${m[1]}\\b`, "i")) !== undefined)
      return { name: m[1], tnf: re === TNF, re, listed: false };
  }
  for (const re of DRUGS) {
    const med = ctx.model.medications.find((m) => m.active && isPlanned(ctx, m) && re.test(m.name));
    const name = med === undefined ? undefined : re.exec(med.name)?.[0];
    if (name !== undefined) return { name: name.toLowerCase(), tnf: re === TNF, re, listed: true };
  }
  return undefined;
}

/*
 * Who is offered the vaccine, by country. US: ACIP 2022 recommends two doses for adults 19 or older
 * who are or will be immunosuppressed by disease or therapy ("acip-2022-rzv-immunocompromised"). UK:
 * the NHS programme (Green Book chapter 28a) offers it to severely immunosuppressed adults, from 18
 * since September 2025, people on biologics and JAK inhibitors among them ("green-book-ch28a-shingles").
 * A record that reads as neither keeps the licence-based wording (Canadian Immunization Guide).
 */
const WHO: Record<"us" | "uk" | "none", { text: string; evidence: string; minAge: number }> = {
  us: {
    text: "ACIP (2022) recommends two doses of the recombinant zoster vaccine (Shingrix), which is not live, for adults 19 or older who are or will be immunosuppressed by disease or therapy, so it can be given now, before the drug starts; the live shingles vaccine is not used.",
    evidence: "acip-2022-rzv-immunocompromised",
    minAge: 19,
  },
  uk: {
    text: "The recombinant zoster vaccine (Shingrix) is not live; the NHS shingles programme (Green Book chapter 28a) offers two doses to severely immunosuppressed adults aged 18 or over, who include people on biologic or JAK inhibitor treatment, so it can be offered now, before the drug starts; the live shingles vaccine is not used.",
    evidence: "green-book-ch28a-shingles",
    minAge: 18,
  },
  none: {
    text: "The recombinant zoster vaccine (Shingrix) is not live and is indicated for adults 18 or older at increased risk of shingles because of immunosuppressive treatment, so it can be offered now; the live shingles vaccine is not used.",
    evidence: "shingrix-recombinant-immunosuppressed",
    minAge: 18,
  },
};

export const SHINGLES_VACCINE_BEFORE_IMMUNOSUPPRESSION_RULES: readonly Rule[] = [
  {
    id: "shingles-vaccine-before-immunosuppression",
    family: FindingFamily.screening,
    severity: Severity.low,
    problem: "Vaccines and immunosuppression",
    title: "Shingles vaccine before immunosuppressive treatment",
    clinician: "{drug} is planned{where} and no shingles vaccine is recorded. {who}",
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
      const country = patientScope(ctx).country ?? "none";
      const who = WHO[country];
      if (ctx.age < who.minAge) return undefined;
      // Already listed as taken (started, or running with no start date): not "before" any more.
      const listed = ctx.model.medications.filter((m) => m.active && drug.re.test(m.name));
      if (listed.some((m) => !isPlanned(ctx, m))) return undefined;
      // The pre-TNF screening finding names the vaccine while a screen is still missing.
      if (drug.tnf && antiTnfScreeningDue(ctx)) return undefined;
      return {
        refs: ctx.refs(...listed),
        values: {
          drug: capitalise(drug.name),
          plainDrug: drug.name,
          where: drug.listed ? " (in the medication list)" : "",
          who: who.text,
        },
        evidence: [who.evidence],
        evidenceReplacesRule: true,
      };
    },
  },
];
