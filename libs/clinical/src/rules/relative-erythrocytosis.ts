import type { MeaningInContext } from "../catalogue/overlay.ts";
import type { LabObservation } from "../model.ts";
import type { RuleContext } from "./context.ts";
import { dengueWithWarningSigns } from "./dengue-warning-signs.ts";
import { statedMention } from "./notes.ts";
import { currentSmoking } from "./other.ts";
import { isHigh } from "./lab-status.ts";

/*
 * A raised haemoglobin or haematocrit with signs of fluid loss (review 14, haematology case 01: Hb
 * 176 g/L, Hct 0.53 after three days of vomiting and diarrhoea, sodium 147, urea 9.6, read only as
 * "smoking, altitude, dehydration or a bone-marrow condition").
 * - NHS Dumfries & Galloway RefHelp (polycythaemia, reviewed 2024): relative polycythaemia from a
 *   reduced plasma volume; repeat the blood count when well hydrated; urgent referral for a
 *   haematocrit above 0.60 in men or 0.56 in women, or with a clot; a raised white count or
 *   platelets beside it is a reason to refer.
 * - NHS Devon and NHS Lothian referral pages (seenAt): dehydration and diuretics lower the plasma
 *   volume and raise Hb and Hct; a haematocrit raised for at least 2 months is what is investigated.
 * Engine choices: fluid loss is read from a raised sodium or urea, or vomiting, diarrhoea or
 * dehydration stated in the notes; the reading is not offered at the urgent haematocrit, nor with
 * raised white cells or platelets.
 *
 * A current smoker (review 18 us-clinic-sweep 10: Hct 54 %, Hb 18.1 g/dL at 55, 30 pack-years) is
 * read the same way but with its own plan: smoking is a common cause (the Devon page), yet it does
 * not exclude a marrow cause, so the count is repeated and a haematocrit that stays above the D&G
 * threshold (men 52 %, women 46 %) is referred.
 */

const FLUID_LOSS = /\b(?:vomit\w*|diarrh?o?ea\w*|d\s*&\s*v|dehydrat\w*|gastroenteritis|drinking (?:very )?little)\b/i;
/** Haematocrit (%) from which the D&G page asks for urgent referral. */
const URGENT_HCT = { male: 60, female: 56 } as const;

const RAISED_FROM_FLUID_LOSS: MeaningInContext = {
  text: "with signs of fluid loss most likely reflects a reduced plasma volume (relative erythrocytosis) rather than more red cells; repeat the blood count once well hydrated, and investigate only if the haematocrit stays raised",
  patient:
    "is most likely because you have lost fluid, which makes the blood more concentrated; a repeat blood test once you are drinking normally again should show whether it settles",
  evidence: ["dg-refhelp-polycythaemia"],
};

const RAISED_IN_SMOKER: MeaningInContext = {
  text: "in a current smoker is often due to smoking, which can raise it by lowering the plasma volume among other ways; advise stopping, repeat the blood count in about 2 months with good hydration, and refer to haematology if the haematocrit stays above 52% in men or 46% in women, since smoking does not exclude a bone-marrow cause",
  patient:
    "is often caused by smoking, which makes the blood thicker. Stopping smoking helps. Your doctor will repeat the test in a couple of months, and if it stays high, a blood specialist may check for other causes",
  evidence: ["dg-refhelp-polycythaemia"],
};

/** The reading for a raised Hb or Hct with signs of fluid loss or in a current smoker, or undefined. */
export function raisedWithFluidLoss(obs: LabObservation, ctx: RuleContext): MeaningInContext | undefined {
  if (obs.status !== "high" || (obs.analyteId !== "hemoglobin" && obs.analyteId !== "hematocrit")) return undefined;
  const hct = ctx.value("hematocrit");
  const urgent = ctx.sex === "female" ? URGENT_HCT.female : URGENT_HCT.male;
  if (hct !== undefined && hct >= urgent) return undefined;
  if (isHigh(ctx.lab("wbc")) || isHigh(ctx.lab("platelets"))) return undefined;
  // In dengue with warning signs a rising haematocrit is plasma leakage, read by dengue-warning-signs.ts.
  if (dengueWithWarningSigns(ctx) !== undefined) return undefined;
  const dry =
    isHigh(ctx.lab("sodium")) || isHigh(ctx.lab("bun")) || statedMention(ctx.freeText, FLUID_LOSS) !== undefined;
  if (dry) return RAISED_FROM_FLUID_LOSS;
  return currentSmoking(ctx) !== undefined ? RAISED_IN_SMOKER : undefined;
}
