import { FindingFamily, Severity } from "../model.ts";
import { medNames, type RuleContext } from "./context.ts";
import { BLEEDING } from "./itp-bleeding.ts";
import { statedMatches } from "./notes.ts";
import { plateletClumping } from "./pseudothrombocytopenia.ts";
import type { Rule, RuleMatch } from "./types.ts";

/*
 * A platelet count below 50 in someone taking an oral anticoagulant (review 26, haem-26b case 10:
 * apixaban with platelets 41, down from 188, was reported only as a low result). Practice sets a
 * platelet cut-off below which full-dose anticoagulation is held or reduced, though the cut-offs
 * come from leukaemia studies (evidence "thachil-2022-anticoagulation-thrombocytopenia"), and a
 * count under 100 is referred to haematology (evidence "nhs-lothian-refhelp-thrombocytopenia").
 * A count the laboratory reports clumped is left to the pseudothrombocytopenia reading.
 */

/** In the rule unit (×10⁹/L): below this the anticoagulant is reviewed. */
const REVIEW_BELOW = 50;

function anticoagulantLowPlatelets(ctx: RuleContext): RuleMatch | undefined {
  const anticoagulants = ctx.medsOf("doac", "warfarin");
  const plt = ctx.lab("platelets");
  const count = ctx.valueOf(plt);
  if (anticoagulants.length === 0 || plt === undefined || count === undefined || count >= REVIEW_BELOW)
    return undefined;
  if (plateletClumping(plt, ctx.model.labs) !== undefined) return undefined;
  const bleeding = statedMatches(ctx.freeText, BLEEDING).next().value?.quote.toLowerCase();
  const earlier = ctx.labs("platelets").find((o) => o !== plt && (ctx.valueOf(o) ?? 0) >= 150);
  const fall = earlier === undefined ? "" : `, down from ${ctx.show(earlier)}`;
  return {
    refs: ctx.refs(plt, ...anticoagulants, ...(earlier ? [earlier] : [])),
    values: { meds: medNames(anticoagulants), plt: `${ctx.show(plt)}${fall}` },
    severity: bleeding === undefined ? Severity.high : Severity.critical,
    clinicianExtra:
      bleeding === undefined
        ? "No bleeding is recorded: confirm the count within days and decide with haematology whether to continue, reduce or pause the anticoagulant, weighing the stroke or clot risk against the bleeding risk."
        : `Bleeding is recorded ("${bleeding}"): assess today.`,
    patientExtra:
      bleeding === undefined
        ? "Please speak to your doctor in the next few days. Get help the same day if you notice unusual bruising, bleeding gums, nosebleeds, blood in your urine or stools, or tiny red spots on the skin."
        : "Because bleeding is recorded, please get seen today.",
  };
}

export const ANTICOAGULANT_LOW_PLATELETS_RULES: readonly Rule[] = [
  {
    id: "anticoagulant-low-platelets",
    family: FindingFamily.drugLab,
    severity: Severity.high,
    problem: "Medication safety",
    title: "Platelets below 50 on an anticoagulant",
    clinician:
      "Platelet count {plt}, taking {meds}. A count this low adds to the bleeding risk of anticoagulation; practice sets a platelet cut-off below which full-dose anticoagulation is held or reduced, though those cut-offs rest on limited evidence. Repeat the full blood count with a blood film to confirm the count and exclude clumping, review medicines that can lower platelets, and look for the cause (liver disease, B12 or folate, marrow disease); a count under 100 is referred to haematology.",
    patient:
      "Your platelets (the cells that help blood clot) are low, and you take a blood thinner ({meds}). Together these raise the chance of bleeding, so your doctor will want to recheck the count and review the blood thinner. Do not stop it on your own.",
    nextSteps: [
      "Repeat the full blood count with a blood film within days to confirm the count and exclude clumping",
      "Discuss the anticoagulant with haematology: continue, reduce or pause, weighing clot risk against bleeding risk",
      "Review medicines that can lower platelets and look for a cause (liver tests, B12 and folate)",
    ],
    patientQuestions: ["Is it safe to keep taking my blood thinner with a low platelet count?"],
    evidence: ["thachil-2022-anticoagulation-thrombocytopenia", "nhs-lothian-refhelp-thrombocytopenia"],
    keywords: ["thrombocytopenia", "anticoagulant", "doac", "warfarin", "bleeding risk", "platelets"],
    match: anticoagulantLowPlatelets,
  },
];
