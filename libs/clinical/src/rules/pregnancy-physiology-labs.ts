import type { MeaningInContext } from "../catalogue/overlay.ts";
import type { LabObservation } from "../model.ts";
import type { RuleContext } from "./context.ts";
import { inPreEclampsiaSetting } from "./pregnancy-emergencies.ts";
import { gestation } from "./pregnancy-labs.ts";

/*
 * D-dimer, fibrinogen and albumin read against pregnancy (review 12, pregnancy case 05: at 30 weeks a
 * D-dimer of 1.4 mg/L "can go with a blood clot", a fibrinogen of 5.3 g/L "reflects inflammation" and
 * an albumin of 31 g/L "can come from liver disease", beside pregnancy-aware lines for the white cells,
 * ALP and creatinine).
 *
 * - D-dimer rises through normal pregnancy: above the usual 500 µg/L cut-off in 99% of women in the
 *   third trimester, with trimester upper limits of 1202, 3258 and 3333 µg/L (PMID 29975107). For
 *   that reason it is not used on its own to rule out a clot in pregnancy; a suspected clot is still
 *   assessed (clinical pathway and imaging).
 * - Fibrinogen rises with each trimester: upper limits 6.56, 8.53 and 9.14 g/L (PMID 32596295).
 * - Albumin falls as the plasma volume expands: lower limits 31, 26 and 23 g/L in the three trimesters
 *   (Abbassi-Ghanavati 2009, as tabled by perinatology.com). Pre-eclampsia and HELLP also lower it, so
 *   in that setting the test's own text is kept.
 *
 * - Urea falls as the GFR rises: urea nitrogen 7–12, 3–13 and 3–11 mg/dL in the three trimesters
 *   against 7–20 outside pregnancy (Abbassi-Ghanavati 2009, as tabled by babymed.com; review 20,
 *   kidney-pregnancy-leftovers: a urea of 2.1 mmol/L at 35 weeks read as "low protein intake or
 *   liver disease").
 *
 * Each applies only within the limit of the trimester; without the trimester, the first trimester's
 * limit is used, the strictest of the three, as for the white cell count (rules/pregnancy-labs.ts).
 */

/** Upper limit of D-dimer in each trimester, in the catalogue unit (µg/mL FEU, = mg/L). */
const D_DIMER_UPPER: Record<1 | 2 | 3, number> = { 1: 1.202, 2: 3.258, 3: 3.333 };
/** Upper limit of fibrinogen in each trimester, in the catalogue unit (mg/dL). */
const FIBRINOGEN_UPPER: Record<1 | 2 | 3, number> = { 1: 656, 2: 853, 3: 914 };
/** Lower limit of albumin in each trimester, in the catalogue unit (g/dL). */
const ALBUMIN_LOWER: Record<1 | 2 | 3, number> = { 1: 3.1, 2: 2.6, 3: 2.3 };
/** Lower limit of urea nitrogen in each trimester, in the catalogue unit (mg/dL). */
const UREA_NITROGEN_LOWER: Record<1 | 2 | 3, number> = { 1: 7, 2: 3, 3: 3 };
/** Urea in mg/dL is 2.14 times urea nitrogen (catalogue/extra.ts). */
const UREA_PER_UREA_NITROGEN = 2.14;

const D_DIMER_IN_PREGNANCY: MeaningInContext = {
  text: "of this size is expected in pregnancy: D-dimer rises through normal pregnancy and by the third trimester is above the usual cut-off in nearly every woman, so on its own it does not point to a blood clot. For the same reason a D-dimer is not used on its own to rule out a clot in pregnancy: leg pain or swelling, chest pain or breathlessness still need checking, usually with a scan",
  evidence: ["scand-jcli-2018-d-dimer-pregnancy", "bmri-2020-d-dimer-fibrinogen-pregnancy"],
};

const FIBRINOGEN_IN_PREGNANCY: MeaningInContext = {
  text: "of this size is expected in pregnancy: fibrinogen rises with each trimester as the body prepares for birth, so on its own it is not a sign of inflammation",
  evidence: ["bmri-2020-d-dimer-fibrinogen-pregnancy"],
};

const ALBUMIN_IN_PREGNANCY: MeaningInContext = {
  text: "of this size is expected in pregnancy: the blood's fluid volume expands and dilutes the albumin, so on its own it does not point to liver or kidney disease or poor nutrition",
  evidence: ["abbassi-ghanavati-2009-pregnancy-labs"],
};

const UREA_IN_PREGNANCY: MeaningInContext = {
  text: "of this size is expected in pregnancy: the kidneys filter more blood from early pregnancy, so urea runs lower than outside pregnancy, and on its own it does not point to diet or liver disease",
  evidence: ["abbassi-ghanavati-2009-pregnancy-labs"],
};

/** The pregnancy text for a current raised D-dimer or fibrinogen within this trimester's range; else undefined. */
export function highClottingTestInPregnancy(obs: LabObservation, ctx: RuleContext): MeaningInContext | undefined {
  const limits =
    obs.analyteId === "d-dimer" ? D_DIMER_UPPER : obs.analyteId === "fibrinogen" ? FIBRINOGEN_UPPER : undefined;
  if (limits === undefined || obs.status !== "high" || obs !== ctx.lab(obs.analyteId ?? "")) return undefined;
  const g = gestation(ctx);
  const value = ctx.valueOf(obs);
  if (g === undefined || value === undefined || value > limits[g.trimester ?? 1]) return undefined;
  return obs.analyteId === "d-dimer" ? D_DIMER_IN_PREGNANCY : FIBRINOGEN_IN_PREGNANCY;
}

/** The pregnancy text for a current low albumin within this trimester's range, outside pre-eclampsia; else undefined. */
export function lowAlbuminInPregnancy(obs: LabObservation, ctx: RuleContext): MeaningInContext | undefined {
  if (obs.analyteId !== "albumin" || obs.status !== "low" || obs !== ctx.lab("albumin")) return undefined;
  const g = gestation(ctx);
  const value = ctx.valueOf(obs);
  if (g === undefined || value === undefined || value < ALBUMIN_LOWER[g.trimester ?? 1]) return undefined;
  return inPreEclampsiaSetting(ctx) ? undefined : ALBUMIN_IN_PREGNANCY;
}

/** The pregnancy text for a current low urea or urea nitrogen within this trimester's range; else undefined. */
export function lowUreaInPregnancy(obs: LabObservation, ctx: RuleContext): MeaningInContext | undefined {
  const id = obs.analyteId;
  if ((id !== "bun" && id !== "urea") || obs.status !== "low" || obs !== ctx.lab(id)) return undefined;
  const g = gestation(ctx);
  const value = ctx.valueOf(obs);
  if (g === undefined || value === undefined) return undefined;
  const lower = UREA_NITROGEN_LOWER[g.trimester ?? 1] * (id === "urea" ? UREA_PER_UREA_NITROGEN : 1);
  return value < lower ? undefined : UREA_IN_PREGNANCY;
}
