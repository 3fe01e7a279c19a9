import type { RuleMatch } from "./types.ts";
import type { DevolvedNation } from "./uk-record.ts";

/*
 * England's targeted lung health check is England's programme alone: each UK nation brings in the
 * UK National Screening Committee's targeted lung screening (ages 55 to 74, current or former
 * smokers) on its own timetable (review 28, country-28c: a "Cardiff practice" record was pointed to
 * England's check). Wales is introducing a national programme by age, oldest first, with the first
 * invitations expected in 2027 (wales-2025-national-lung-screening). For Scotland and Northern
 * Ireland no current programme was seen, so the finding says only that it differs by nation.
 * Each nation cites its own source (review 31b, leftovers-31b case 07: a Glasgow record cited the
 * Welsh Government's statement): Scotland the Scottish Government's answer of January 2025, that a
 * programme is being planned and will take years rather than months
 * (scottish-parliament-2025-lung-screening); Northern Ireland the UK-wide recommendation as Cancer
 * Research UK gives it (cruk-lung-cancer-screening).
 */
const NATION_EVIDENCE: Record<DevolvedNation, string> = {
  Wales: "wales-2025-national-lung-screening",
  Scotland: "scottish-parliament-2025-lung-screening",
  "Northern Ireland": "cruk-lung-cancer-screening",
};
export function devolvedLungScreening(nation: DevolvedNation, values: Record<string, string | number>): RuleMatch {
  const wales = nation === "Wales";
  return {
    refs: [],
    values: {
      ...values,
      advice: wales
        ? "the UK National Screening Committee recommends targeted lung cancer screening for people aged 55 to 74 who smoke or used to smoke, and each UK nation introduces it separately. Wales is bringing in a national lung screening programme in stages by age, oldest first, with the first invitations expected in 2027: check whether it has reached this patient."
        : `the UK National Screening Committee recommends targeted lung cancer screening for people aged 55 to 74 who smoke or used to smoke, and each UK nation introduces it separately and at its own pace: check what is offered in ${nation}.${nation === "Scotland" ? " In January 2025 the Scottish Government said a national programme was being planned and would take years rather than months to bring in." : ""}`,
      patient: wales
        ? "you may be invited for lung screening when the new programme in Wales reaches your age group. It uses a low-dose scan to find lung cancer early. Make sure your GP practice knows that you smoke or used to smoke."
        : `lung screening, a low-dose scan that finds lung cancer early, may be offered where you live. Ask your GP practice whether it is offered in ${nation}, and make sure it knows that you smoke or used to smoke.`,
    },
    nextSteps: [
      wales
        ? "Record smoking status, and check whether the national lung screening programme in Wales has reached the patient's age group"
        : `Record smoking status, and check whether targeted lung screening is offered in ${nation}`,
    ],
    evidence: [NATION_EVIDENCE[nation]],
    evidenceReplacesRule: true,
  };
}
