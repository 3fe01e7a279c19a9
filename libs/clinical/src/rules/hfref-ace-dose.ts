import type { MedicationItem } from "../model.ts";
import { formatNumber } from "../text.ts";
import type { RuleContext } from "./context.ts";
import { dailyDoseMg } from "./older-adults.ts";
import { genericName } from "../vocab/brands.ts";
import { readsAsUsUnits } from "./uk-record.ts";

/*
 * An ACE inhibitor listed in HFrEF below its target dose (review 13 cardiology case 02: ramipril
 * 2.5 mg once daily). Read on 2026-11-29 in the 2021 ESC heart-failure guideline text (evidence
 * "esc-2021-hf", FACTS_SEEN): Table 8 gives target doses (ramipril 5 mg b.i.d., enalapril 10–20 mg
 * b.i.d., lisinopril 20–35 mg o.d.); section 5.3.1 says ACE inhibitors
 * are uptitrated to the maximum tolerated recommended dose, and an ACE inhibitor is replaced by
 * sacubitril/valsartan in ambulatory patients who stay symptomatic, with an adequate blood pressure,
 * eGFR of at least 30 and at least 36 hours off the ACE inhibitor first.
 */
/** ESC 2021 Table 8 target total daily doses (mg), the lower end where a range is given. */
const ACE_TARGET_DAILY_MG: Readonly<Record<string, { mg: number; target: string }>> = {
  ramipril: { mg: 10, target: "5 mg twice daily" },
  enalapril: { mg: 20, target: "10–20 mg twice daily" },
  lisinopril: { mg: 20, target: "20–35 mg once daily" },
};

/**
 * AHA/ACC/HFSA 2022 Table 14 target doses, for a US record (review 29, country-29: a US record was
 * told of "the ESC target"; FACTS_SEEN["aha-acc-hfsa-2022-hf"]). The daily totals are the same.
 */
const ACE_TARGET_US: Readonly<Record<string, string>> = {
  ramipril: "10 mg once daily",
  enalapril: "10–20 mg twice daily",
  lisinopril: "20–40 mg once daily",
};

/** The listed ACE inhibitor below its ESC target dose, with the step to take; undefined when none is. */
export function subTargetAceInhibitor(ctx: RuleContext): { med: MedicationItem; step: string } | undefined {
  // Beside sacubitril/valsartan the ACE inhibitor is to stop, not to raise or replace with what is already
  // listed (review 24, medicine-names-24b case 11: Entresto started, lisinopril still listed).
  if (ctx.meds("arni").length > 0) return undefined;
  for (const med of ctx.meds("ace-inhibitor")) {
    // By generic name, so that a brand (Zestril) is read as its drug.
    const drug = Object.keys(ACE_TARGET_DAILY_MG).find(
      (d) => med.drugs.some((x) => genericName(x) === d) || med.name.toLowerCase().includes(d),
    );
    const daily = dailyDoseMg(med);
    const target = drug === undefined ? undefined : ACE_TARGET_DAILY_MG[drug];
    if (drug === undefined || target === undefined || daily === undefined || daily >= target.mg) continue;
    const us = readsAsUsUnits(ctx);
    const named = us
      ? `AHA/ACC/HFSA 2022 target (${ACE_TARGET_US[drug] ?? target.target})`
      : `ESC target (${target.target})`;
    return {
      med,
      step: `${drug[0]?.toUpperCase()}${drug.slice(1)} ${formatNumber(daily)} mg a day is below the ${named}: uptitrate to the target or highest tolerated dose, or, if symptoms persist, replace it with sacubitril/valsartan (blood pressure adequate, eGFR 30 or more, at least 36 hours after the last ACE inhibitor dose)`,
    };
  }
  return undefined;
}
