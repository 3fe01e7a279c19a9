import type { RuleContext } from "./context.ts";
import { devolvedNation, readsAsUsUnits } from "./uk-record.ts";

/** NICE NG12's step for jaundice at 40 or over, as England and Wales refer. */
export const NG12_JAUNDICE_STEP =
  "Suspected cancer pathway referral for pancreatic cancer (NICE NG12: aged 40 and over with jaundice)";

/*
 * The cancer pathway for jaundice at 40 or over, by the country the record reads as (review 31,
 * nations-31 cases 08, 09 and 12: Glasgow and Denver records with obstructive jaundice, and a
 * Glasgow record with gallstones and a dilated duct, were given NICE NG12's suspected cancer
 * pathway). NG12 is England's and Wales's. Scotland's current hepatobiliary and pancreatic section
 * was not seen, so a Scottish record is given an urgent suspected cancer referral by the local
 * pathway with no guideline named; a US record has no suspected cancer pathway and is given prompt
 * gastroenterology referral, with no guideline named for it (none was seen). `named` says whether
 * NG12 is the source to cite.
 */
export function jaundicePathway(ctx: RuleContext): { guidance: string; step: string; named: boolean } {
  if (readsAsUsUnits(ctx))
    return {
      guidance:
        "At 40 or over, obstructive jaundice needs pancreatic and bile duct cancer ruled out: image promptly and refer promptly to gastroenterology.",
      step: "Refer promptly to gastroenterology (endoscopic ultrasound or ERCP as needed) if imaging shows a mass, duct dilatation or no cause",
      named: false,
    };
  if (devolvedNation(ctx) === "Scotland")
    return {
      guidance:
        "At 40 or over, jaundice needs pancreatic and bile duct cancer ruled out: an urgent suspected cancer referral by the local pathway.",
      step: "Urgent suspected cancer referral for pancreatic or bile duct cancer by the local pathway",
      named: false,
    };
  return {
    guidance:
      "NICE NG12 advises a suspected cancer pathway referral (appointment within 2 weeks) for pancreatic cancer in anyone aged 40 or over with jaundice.",
    step: NG12_JAUNDICE_STEP,
    named: true,
  };
}
