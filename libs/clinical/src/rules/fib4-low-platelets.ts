import type { RuleContext } from "./context.ts";
import type { RuleMatch } from "./types.ts";

/*
 * The platelet count inside a high FIB-4 (review 34, liver-gi-34 cases 02 and 03: platelets of 92
 * ×10⁹/L with a FIB-4 of 6.4 in a man with diabetes and a fatty liver, and 128 K/µL with a FIB-4 of
 * 4.0 in untreated hepatitis C, were read only as "many causes, including medicines, liver disease,
 * infections and bone-marrow problems", or as an isolated mild fall to repeat with a film). The
 * score is high partly because the platelets are low; in chronic liver disease a low count comes
 * from the spleen holding platelets back as portal pressure rises, with lower production and shorter
 * survival adding to it (accessmedicine-cirrhosis-hypersplenism), so it points towards cirrhosis and
 * portal hypertension rather than a blood disorder, and is read with the liver assessment.
 * Engine choice: only with a FIB-4 above 2.67 and a count below 150 ×10⁹/L (the usual lower limit);
 * a count below 50 keeps its generic bleeding-risk reading and is not explained away here.
 */

/** Platelets (×10⁹/L, the same number as ×10³/µL) below which the count is called low here. */
const LOW_PLATELETS = 150;
/** Below this the count is a bleeding question of its own, not only a sign of liver disease. */
const VERY_LOW_PLATELETS = 50;
/** FIB-4 above which advanced fibrosis is likely. */
const FIB4_HIGH = 2.67;

/** A high-FIB-4 match with the meaning of its low platelet count added, or the match unchanged. */
export function withLowPlateletReading(ctx: RuleContext, fib4: number, match: RuleMatch): RuleMatch {
  const plt = ctx.value("platelets");
  if (fib4 <= FIB4_HIGH || plt === undefined || plt >= LOW_PLATELETS || plt < VERY_LOW_PLATELETS) return match;
  const clinician =
    "The low platelet count is part of this picture: beside a score this high it most likely reflects portal hypertension (the spleen holding back platelets, with lower production in liver disease), and so points towards cirrhosis rather than a primary blood disorder; it is assessed with the liver, not referred on its own.";
  const patient =
    "Your platelet count (cells that help blood clot) is also a little low. When the liver is scarred this is common, because the spleen holds on to some platelets, so it is looked at together with your liver.";
  return {
    ...match,
    clinicianExtra: [match.clinicianExtra, clinician].filter(Boolean).join(" "),
    patientExtra: [match.patientExtra, patient].filter(Boolean).join(" "),
    evidence: [...(match.evidence ?? []), "accessmedicine-cirrhosis-hypersplenism"],
  };
}
