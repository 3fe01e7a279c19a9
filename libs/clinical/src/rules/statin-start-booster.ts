import { FindingFamily, Severity } from "../model.ts";
import { medNames, type RuleContext } from "./context.ts";
import { activeNamed, BOOSTER } from "./booster-corticosteroid.ts";
import type { Rule, RuleMatch } from "./types.ts";

/*
 * Choosing a statin beside a ritonavir- or cobicistat-boosted HIV regimen (review 26, immuno case 07:
 * a 61-year-old on darunavir with ritonavir, type 2 diabetes and QRISK 18% was told "offer
 * atorvastatin 20 mg", NICE's usual first statin, with no word that the booster raises atorvastatin
 * levels). Between 40 and 75 the DHHS panel recommends a statin for almost everyone with HIV
 * (SUMMARIES["dhhs-2024-statin-hiv"]), so with a booster and no statin the choice of statin is a live
 * question whichever finding raises it. The NLA's table of ART-statin interactions starts atorvastatin
 * at the lowest dose and titrates with boosted protease inhibitors and cobicistat, keeps it at 20 mg or
 * less with darunavir/ritonavir, and contraindicates lovastatin; pitavastatin needs no dose change
 * (SUMMARIES["nla-art-statin-interactions"]); the atorvastatin label gives the same 20 mg ceiling
 * (FACTS_SEEN["lipitor-label"]). Simvastatin and lovastatin already taken are simvastatin's own
 * finding. Paxlovid, a five-day course, is left out.
 */

const LONG_TERM_BOOSTER = (name: string): boolean => BOOSTER.test(name) && !/\bpaxlovid\b/i.test(name);

function statinChoiceWithBooster(ctx: RuleContext): RuleMatch | undefined {
  const age = ctx.age;
  if (age === undefined || age < 40 || age > 75 || ctx.meds("statin").length > 0) return undefined;
  const boosters = activeNamed(ctx, BOOSTER).filter((m) => LONG_TERM_BOOSTER(m.name));
  if (boosters.length === 0) return undefined;
  return { refs: ctx.refs(...boosters), values: { boosters: medNames(boosters) } };
}

export const STATIN_START_BOOSTER_RULES: readonly Rule[] = [
  {
    id: "statin-choice-hiv-booster",
    family: FindingFamily.drugLab,
    severity: Severity.moderate,
    problem: "Cardiovascular risk",
    title: "Statin choice with a ritonavir- or cobicistat-boosted HIV regimen",
    clinician:
      "No statin is listed, and the HIV regimen is boosted ({boosters}): ritonavir and cobicistat block the clearance of most statins. If a statin is started, atorvastatin (and rosuvastatin) begin at the lowest dose and are titrated, atorvastatin staying at 20 mg a day or less with darunavir/ritonavir; simvastatin and lovastatin are contraindicated; pitavastatin needs no dose change with these boosters.",
    patient:
      "Your HIV medicine ({boosters}) raises the level of some cholesterol medicines (statins). If you start a statin, your doctor will choose one that is safe with it and may start with a low dose. Your HIV clinic can check the combination.",
    nextSteps: [
      "If a statin is started, check it against the HIV regimen with the HIV clinic or an HIV drug-interaction checker: lowest dose of atorvastatin or rosuvastatin and titrate, or pitavastatin; never simvastatin or lovastatin",
    ],
    patientQuestions: ["Which statin is safe with my HIV medicines?"],
    evidence: ["nla-art-statin-interactions", "dhhs-2024-statin-hiv"],
    keywords: ["statin", "ritonavir", "cobicistat", "darunavir", "atorvastatin", "drug interaction", "hiv"],
    match: statinChoiceWithBooster,
  },
];
