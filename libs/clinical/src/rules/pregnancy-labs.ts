import { FindingFamily, type LabObservation, Severity } from "../model.ts";
import type { RuleContext } from "./context.ts";
import { statedMention } from "./notes.ts";
import { pregnancy } from "./patterns.ts";
import { inPreEclampsiaSetting } from "./pregnancy-emergencies.ts";
import type { Rule } from "./types.ts";

/**
 * Routine results read against pregnancy rather than the non-pregnant adult ranges. Pregnancy is
 * read as the other pregnancy rules read it ({@link pregnancy}: a current pregnancy condition, or a
 * gestational age stated in the notes).
 *
 * - Alkaline phosphatase: the placenta makes its own ALP, which enters the mother's blood from the
 *   second trimester; in late pregnancy total ALP may be two to four times non-pregnant values
 *   (third-trimester range 38–229 U/L against 33–96 U/L; Abbassi-Ghanavati 2009 as tabled by
 *   perinatology.com). A raised ALP with ALT, AST, bilirubin and GGT normal is therefore read as
 *   expected, not as a liver pattern (patterns.ts steps aside), unless it is more than four times
 *   the upper limit, the gestation is known to be under 20 weeks, or itching, cholestasis or raised
 *   bile acids are recorded (intrahepatic cholestasis of pregnancy: itch with raised bile acids,
 *   Geenes & Williamson 2009).
 * - White cell count: it rises in pregnancy, mostly neutrophils: 5.7–13.6 ×10⁹/L in the first
 *   trimester, 5.6–14.8 in the second and 5.9–16.9 in the third, against 3.5–9.1 non-pregnant
 *   (reference intervals in pregnancy). A raised count within the trimester's range, without a
 *   stated fever, is read as common in pregnancy; without the trimester, the first trimester's
 *   limit is used, the lowest of the three. The neutrophil count is read the same way (3.6–10.1,
 *   3.8–12.3 and 3.9–13.1 ×10⁹/L against 1.4–4.6), so that it is not told as a sign of infection
 *   beside a white cell count told as usual (review 20, obstetrics-postpartum case 07).
 * - Creatinine: it falls in pregnancy as filtration rises. Wiles 2019 (systematic review, 4421
 *   values): the pregnancy upper reference limit is 80–86% of the non-pregnant one, and a creatinine
 *   above 77 µmol/L (0.87 mg/dL) should be considered outside the normal range for pregnancy,
 *   whatever the laboratory's non-pregnant range says.
 */

/** The trimester named in a pregnancy condition or the notes ("Pregnancy, third trimester"). */
const TRIMESTER_WORD = /\b(first|1st|second|2nd|third|3rd)\s+trimester\b/i;
const TRIMESTER_NUMBER: Record<string, 1 | 2 | 3> = { first: 1, "1st": 1, second: 2, "2nd": 2, third: 3, "3rd": 3 };

/** Where a current pregnancy is, as far as the record tells: the weeks and the trimester when known. */
export interface Gestation {
  weeks?: number;
  trimester?: 1 | 2 | 3;
}

/** The current pregnancy, with its weeks and trimester when the record gives them; undefined if not pregnant. */
export function gestation(ctx: RuleContext): Gestation | undefined {
  const p = pregnancy(ctx);
  if (p === undefined) return undefined;
  if (p.weeks !== undefined) return { weeks: p.weeks, trimester: p.weeks < 14 ? 1 : p.weeks < 28 ? 2 : 3 };
  const texts = [...ctx.conditions("pregnancy").map((c) => c.name), ctx.freeText];
  for (const text of texts) {
    const m = TRIMESTER_WORD.exec(text);
    if (m) return { trimester: TRIMESTER_NUMBER[(m[1] ?? "").toLowerCase()] as 1 | 2 | 3 };
  }
  return {};
}

/** Weeks from which the placental ALP rise is read as expected. */
const PLACENTAL_ALP_FROM_WEEKS = 20;
/** Late-pregnancy ALP may reach two to four times non-pregnant values; beyond that it is not explained. */
export const PLACENTAL_ALP_MAX_ULN = 4;

const ITCH = /\b(?:itch\w*|prurit\w*)/;
const CHOLESTASIS = /\bcholestasis\b/i;

const notRaised = (o: LabObservation | undefined) => o === undefined || o.status === "normal" || o.status === "low";

/** Signs of intrahepatic cholestasis of pregnancy in the record: itch in the notes, the condition, raised bile acids. */
function cholestasisSigns(ctx: RuleContext): boolean {
  if (statedMention(ctx.freeText, ITCH) !== undefined) return true;
  if (ctx.model.conditions.some((c) => CHOLESTASIS.test(c.name))) return true;
  return ctx.model.labs.some(
    (o) => /\bbile\s+acids?\b/i.test(o.name) && (o.status === "high" || o.status === "critical-high"),
  );
}

/**
 * A raised ALP that the placenta can explain: a current pregnancy not known to be under 20 weeks,
 * ALP at most four times its upper limit, AST, bilirubin and GGT not raised, and no itch,
 * cholestasis or raised bile acids recorded. "normal" when ALT is measured and not raised,
 * "alt-unmeasured" when there is no ALT; undefined otherwise (a raised ALT keeps the liver reading).
 */
export function placentalAlp(ctx: RuleContext): "normal" | "alt-unmeasured" | undefined {
  const g = gestation(ctx);
  if (g === undefined || (g.weeks !== undefined && g.weeks < PLACENTAL_ALP_FROM_WEEKS) || g.trimester === 1)
    return undefined;
  const alp = ctx.lab("alp");
  const value = ctx.valueOf(alp);
  const uln = ctx.upperLimit("alp");
  if (alp?.status !== "high" || value === undefined || uln === undefined || value > PLACENTAL_ALP_MAX_ULN * uln)
    return undefined;
  if (!["ast", "bilirubin-total", "ggt"].every((id) => notRaised(ctx.lab(id)))) return undefined;
  if (cholestasisSigns(ctx)) return undefined;
  const alt = ctx.lab("alt");
  if (alt === undefined) return "alt-unmeasured";
  return notRaised(alt) ? "normal" : undefined;
}

/**
 * Upper limit of the white cell and neutrophil counts in each trimester, in the catalogue's rule
 * units (white cells ×10³/µL, that is ×10⁹/L; neutrophils /µL: 10,100 /µL is 10.1 ×10⁹/L).
 */
const WHITE_CELL_UPPER: Partial<Record<string, Record<1 | 2 | 3, number>>> = {
  wbc: { 1: 13.6, 2: 14.8, 3: 16.9 },
  anc: { 1: 10_100, 2: 12_300, 3: 13_100 },
};
const FEVER = /\b(?:fever\w*|febrile|pyrexi\w*|rigors?)\b/;

/** A raised white cell or neutrophil count within the range usual for this pregnancy, with no fever stated. */
export function whiteCellsUsualInPregnancy(ctx: RuleContext, obs: LabObservation): boolean {
  const g = gestation(ctx);
  const value = ctx.valueOf(obs);
  const upper = WHITE_CELL_UPPER[obs.analyteId ?? ""];
  if (g === undefined || upper === undefined || obs.status !== "high" || value === undefined) return false;
  if (value > upper[g.trimester ?? 1]) return false;
  return statedMention(ctx.freeText, FEVER) === undefined;
}

/** Wiles 2019: creatinine above 77 µmol/L is outside the normal range for pregnancy. */
const PREGNANCY_CREATININE_MAX_UMOL = 77;
const UMOL_PER_MG_DL = 88.4;
const DAY_MS = 86_400_000;
/** Longest a pregnancy lasts, for a creatinine with no gestational age to place it. */
const PREGNANCY_DAYS = 300;

/**
 * The current creatinine when it was taken in this pregnancy: within the weeks of gestation of
 * the record's newest result (with a week's margin), else within the length of a pregnancy.
 */
function creatinineInPregnancy(ctx: RuleContext, g: Gestation): LabObservation | undefined {
  const obs = ctx.lab("creatinine");
  if (obs === undefined) return undefined;
  const times = [...ctx.model.labs, ...ctx.model.vitals].map((x) => x.time).filter((t): t is number => t !== undefined);
  if (obs.time === undefined || times.length === 0) return obs;
  const days = g.weeks === undefined ? PREGNANCY_DAYS : (g.weeks + 1) * 7;
  return Math.max(...times) - obs.time <= days * DAY_MS ? obs : undefined;
}

const creatinineRule: Rule = {
  id: "pregnancy-creatinine-raised",
  family: FindingFamily.pattern,
  severity: Severity.moderate,
  problem: "Kidney function",
  title: "Creatinine above the range for pregnancy",
  clinician:
    "{stage}: creatinine {creat}{inRange}. Creatinine falls in pregnancy as the kidneys filter more; a value above 77 µmol/L (0.87 mg/dL) is outside the normal range for pregnancy (Wiles 2019) and may mean reduced kidney function, such as pre-eclampsia or kidney disease. Creatinine-based eGFR equations do not apply in pregnancy.",
  patient:
    "Your creatinine (a kidney test) {patientLead} In pregnancy the kidneys work harder and creatinine is usually lower. {patientCheck}",
  nextSteps: [
    "Check blood pressure and a urine protein:creatinine ratio, and repeat creatinine, to look for pre-eclampsia or kidney disease; discuss with the maternity team",
  ],
  patientQuestions: ["Why is my kidney test higher than expected in pregnancy, and what checks do I need?"],
  evidence: [
    "wiles-2019-creatinine-pregnancy",
    "nice-ng133-hypertension-pregnancy",
    "fernandez-riejos-2022-gfr-pregnancy",
  ],
  keywords: ["creatinine", "pregnancy", "kidney function in pregnancy", "pre-eclampsia"],
  match: (ctx) => {
    const g = gestation(ctx);
    if (g === undefined) return undefined;
    const obs = creatinineInPregnancy(ctx, g);
    const mgDl = ctx.valueOf(obs);
    if (obs === undefined || mgDl === undefined) return undefined;
    // Compared in whole µmol/L, the unit of the threshold, so 77 µmol/L itself (0.87 mg/dL) does not count.
    if (Math.round(mgDl * UMOL_PER_MG_DL) <= PREGNANCY_CREATININE_MAX_UMOL) return undefined;
    const high = obs.status === "high" || obs.status === "critical-high";
    // With pre-eclampsia's blood pressure or HELLP already found, the creatinine is one of its signs,
    // not a reason to order the blood pressure and urine tests again (review 12, pregnancy 1).
    const preEclampsia = inPreEclampsiaSetting(ctx);
    return {
      ...(preEclampsia && {
        clinicianExtra:
          "With the blood pressure or HELLP results already found, it is read as part of pre-eclampsia's picture.",
        nextSteps: ["Repeat creatinine with the pre-eclampsia bloods; the maternity team reads it with them"],
        patientQuestions: [],
      }),
      refs: ctx.refs(obs, ...ctx.conditions("pregnancy")),
      values: {
        stage: g.weeks !== undefined ? `At ${g.weeks} weeks of pregnancy` : "In pregnancy",
        creat: ctx.show(obs),
        inRange: !high && obs.range?.text ? `, inside the reference range given (${obs.range.text})` : "",
        patientLead: high
          ? "is higher than the usual range, and higher still than expected in pregnancy."
          : "is inside the usual range on the report, but it is higher than expected in pregnancy.",
        patientCheck: preEclampsia
          ? "Your pregnancy team will read it together with your blood pressure and other results."
          : "Your pregnancy team should check your blood pressure, urine and kidney tests.",
      },
    };
  },
};

export const PREGNANCY_LAB_RULES: readonly Rule[] = [creatinineRule];
