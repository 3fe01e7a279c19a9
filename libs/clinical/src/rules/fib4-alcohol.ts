import { heavyDrinking } from "./alcohol-hepatitis.ts";
import type { RuleContext } from "./context.ts";
import { readsAsUk } from "./uk-record.ts";

/*
 * FIB-4 read beside harmful drinking (review 26, labs-26 cases 05 and 06). The score was built and
 * banded for viral hepatitis and fatty liver disease (MASLD); in alcohol-related liver disease the ELF
 * test and transient elastography are the better-validated tests (hadefi-2020-ald-noninvasive), and
 * NICE NG50 offers transient elastography to men drinking over 50 units a week and women over 35
 * whatever their blood tests (nice-ng50-cirrhosis). A 52-year-old drinking 60 units a week was told
 * his FIB-4 of 0.86 meant a low risk of scarring, to be repeated in 1–2 years.
 */

export interface Fib4WithAlcohol {
  /** Clinician sentences on why the score is less reliable here, for a score below 1.3 or not. */
  clinician: (low: boolean) => string;
  /** Patient sentence for a low score, following "A score made from your age and blood tests ". */
  patientLow: string;
  /** The step that replaces repeating or relying on the score. */
  step: string;
  evidence: string[];
}

/** How the FIB-4 is read with harmful drinking in the record, or undefined without it. */
export function fib4WithHarmfulDrinking(ctx: RuleContext): Fib4WithAlcohol | undefined {
  const intake = heavyDrinking(ctx);
  if (intake === undefined) return undefined;
  const uk = readsAsUk(ctx);
  const nice = uk
    ? " NICE NG50 offers transient elastography to men drinking over 50 units a week and women over 35, whatever the blood tests show."
    : "";
  return {
    clinician: (low) =>
      `The notes record harmful drinking ("${intake.quote}"). FIB-4 was developed and banded for viral hepatitis and fatty liver disease (MASLD); in alcohol-related liver disease it is less reliable, and the ELF test and transient elastography are the better-validated tests${low ? ", so a low score does not exclude advanced fibrosis here" : ""}.${nice}`,
    patientLow:
      "is in the low range, but with the amount of alcohol you drink this score is less reliable and cannot rule out scarring in the liver. A liver scan (elastography) is the better check.",
    step: "Do not rely on FIB-4 with this alcohol intake: assess fibrosis with transient elastography (or an ELF test)",
    evidence: uk ? ["hadefi-2020-ald-noninvasive", "nice-ng50-cirrhosis"] : ["hadefi-2020-ald-noninvasive"],
  };
}
