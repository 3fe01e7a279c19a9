import { FindingFamily, type LabObservation, Severity } from "../model.ts";
import type { RuleContext } from "./context.ts";
import { DRESS_RULES } from "./dress.ts";
import { knownBloodCancer } from "./neutrophilia.ts";
import { statedMention } from "./notes.ts";
import { STRONGYLOIDES_RULES, TRAVEL } from "./strongyloides.ts";
import type { Rule, RuleMatch } from "./types.ts";

/*
 * An eosinophil count of 1.5 ×10⁹/L or more in an adult got only "often goes with allergies, asthma
 * or parasites" (review 19, blood-counts-2 case 04: 1.8 and 1.7 three months apart after years in
 * Ghana). NHS Lothian's referral guidance (seen 2026-11-29) gives the plan: the commonest causes are
 * allergy (eczema, asthma, hay fever), drugs and parasites, with vasculitis, allergic
 * bronchopulmonary aspergillosis, cancer and Hodgkin lymphoma among the rest; check FBC and film, CRP,
 * renal and liver tests, LDH and three stool samples for ova, cysts and parasites, and repeat the
 * count at 3 months; a significant persistent eosinophilia of 1.5 or more with no reactive cause is
 * referred to haematology. UK travel guidance (BIS 2010) tests every returned traveller or migrant
 * with eosinophilia for helminths. Cornwall's guidance seeks early advice for new heart or lung
 * problems with a raised count. A milder count (0.4–1.4) is left to the lab line: Lothian calls an
 * unexplained persistent one idiopathic once secondary causes are excluded. DRESS and strongyloides
 * before steroids have plans of their own, and the finding stays quiet beside them.
 */

/** 1.5 ×10⁹/L in the rule unit (per microlitre). */
const SIGNIFICANT = 1500;
/** An earlier count at least this long before makes the eosinophilia persistent (engine choice: 4 weeks). */
const PERSISTENT_DAYS = 28;
const DAY_MS = 86_400_000;

function earlierSignificant(ctx: RuleContext, current: LabObservation): LabObservation | undefined {
  if (current.time === undefined) return undefined;
  return ctx
    .labs("eosinophils-abs")
    .filter((o) => o !== current && o.time !== undefined && current.time! - o.time >= PERSISTENT_DAYS * DAY_MS)
    .find((o) => (ctx.valueOf(o) ?? 0) >= SIGNIFICANT);
}

function eosinophilia(ctx: RuleContext): RuleMatch | undefined {
  const eos = ctx.lab("eosinophils-abs");
  const value = ctx.valueOf(eos);
  if (ctx.age === undefined || ctx.age < 18 || eos === undefined || value === undefined) return undefined;
  if (value < SIGNIFICANT || knownBloodCancer(ctx)) return undefined;
  if ([...DRESS_RULES, ...STRONGYLOIDES_RULES].some((r) => r.match(ctx) !== undefined)) return undefined;
  const earlier = earlierSignificant(ctx, eos);
  const travel = statedMention(ctx.freeText, TRAVEL);
  return {
    refs: ctx.refs(eos, earlier),
    values: {
      eos: ctx.show(eos),
      earlier: earlier ? `, and ${ctx.show(earlier)} earlier: a persistent eosinophilia` : "",
      travel: travel
        ? ` With time in the tropics in the notes ("${travel}"), parasites come first: send strongyloides serology and concentrated stool microscopy, and schistosoma serology after time in Africa, as UK guidance advises for every returned traveller or migrant with eosinophilia.`
        : "",
      patientTravel: travel ? " Because of your time abroad, this includes tests for worm infections." : "",
    },
    ...(earlier !== undefined && { severity: Severity.moderate }),
  };
}

export const EOSINOPHILIA_RULES: readonly Rule[] = [
  {
    id: "eosinophilia-causes",
    family: FindingFamily.pattern,
    severity: Severity.low,
    problem: "Blood count",
    title: "Eosinophils 1.5 ×10⁹/L or more: look for the cause",
    clinician:
      "Eosinophils {eos}{earlier}. The commonest causes are allergy (eczema, asthma, hay fever), medicines and parasites; vasculitis (such as eosinophilic granulomatosis with polyangiitis), allergic bronchopulmonary aspergillosis, cancer and Hodgkin lymphoma are rarer.{travel} Ask about allergy, rashes, medicines with their start dates (including ones bought over the counter), travel, and heart, chest and gut symptoms. Check a blood film, CRP, renal and liver tests and LDH, send three stool samples for ova, cysts and parasites, and repeat the count in 3 months. Refer to haematology if it stays at 1.5 ×10⁹/L or more with no reactive cause found (NHS Lothian); seek early advice if new heart or lung problems appear.",
    patient:
      "Your eosinophils (a type of white blood cell) are raised. This is most often due to an allergy, a medicine or a parasite (worm) infection. Your doctor will look for the cause with some simple tests and repeat the count in about 3 months.{patientTravel} Tell your doctor about any new medicines, rashes, breathlessness, chest pain or gut symptoms.",
    nextSteps: [
      "Review allergy, medicines (with start dates), travel and symptoms; blood film, CRP, renal and liver tests, LDH; stool for ova, cysts and parasites x3",
      "Repeat the count in 3 months; refer to haematology if it stays at 1.5 ×10⁹/L or more with no reactive cause",
    ],
    patientQuestions: ["What could be causing my raised eosinophils, and which tests do I need?"],
    evidence: ["nhs-lothian-refhelp-eosinophilia", "cornwall-eosinophilia-referral", "checkley-2010-bis-eosinophilia"],
    keywords: ["eosinophilia", "eosinophils", "parasites", "strongyloides", "allergy", "drug reaction"],
    match: eosinophilia,
  },
];
