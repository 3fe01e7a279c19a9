import { FindingFamily, Severity } from "../model.ts";
import { parseNumber } from "../parse/number.ts";
import { formatNumber } from "../text.ts";
import type { RuleContext } from "./context.ts";
import type { Rule, RuleMatch } from "./types.ts";

/** The most recent blood pressure: a "148/92" value, or systolic and diastolic of the same time. */
function latestBp(ctx: RuleContext): { sys: number; dia: number; refs: string[]; date?: string } | undefined {
  const pairs = ctx.vitals("bp").filter((v) => v.diastolic !== undefined);
  const sys = ctx.vitals("systolic");
  const dia = ctx.vitals("diastolic");
  const combos: { sys: number; dia: number; refs: string[]; time: number; date?: string }[] = [];
  for (const p of pairs) {
    const c: (typeof combos)[number] = {
      sys: p.value ?? 0,
      dia: p.diastolic ?? 0,
      refs: [p.ref],
      time: p.time ?? Number.NEGATIVE_INFINITY,
    };
    if (p.date !== undefined) c.date = p.date;
    combos.push(c);
  }
  for (const s of sys) {
    const d = dia.find((x) => x.time === s.time) ?? (s.time === undefined ? dia[0] : undefined);
    if (d?.value === undefined || s.value === undefined) continue;
    const c: (typeof combos)[number] = {
      sys: s.value,
      dia: d.value,
      refs: [s.ref, d.ref],
      time: s.time ?? Number.NEGATIVE_INFINITY,
    };
    if (s.date !== undefined) c.date = s.date;
    combos.push(c);
  }
  combos.sort((a, b) => b.time - a.time);
  return combos[0];
}

/** AAP 2017: under 13, blood pressure is classified by percentiles for age, sex and height. */
const ADULT_BP_FROM_AGE = 13;

function isChild(ctx: RuleContext): boolean {
  return ctx.age !== undefined && ctx.age < ADULT_BP_FROM_AGE;
}

function showBp(bp: { sys: number; dia: number; date?: string }): string {
  return `${formatNumber(bp.sys)}/${formatNumber(bp.dia)} mmHg${bp.date ? ` (${bp.date.slice(0, 10)})` : ""}`;
}

function bpRule(
  id: string,
  title: string,
  severity: (typeof Severity)[keyof typeof Severity],
  test: (s: number, d: number) => boolean,
  clinician: string,
  patient: string,
  steps: string[],
): Rule {
  return {
    id,
    family: FindingFamily.vitals,
    severity,
    problem: "Blood pressure",
    title,
    clinician,
    patient,
    nextSteps: steps,
    patientQuestions: ["What should my blood pressure be, and how can I check it at home?"],
    evidence: ["aha-acc-2025-hbp"],
    keywords: ["blood pressure", "hypertension"],
    match: (ctx): RuleMatch | undefined => {
      if (isChild(ctx)) return undefined;
      const bp = latestBp(ctx);
      if (!bp || !test(bp.sys, bp.dia)) return undefined;
      const treated =
        ctx.conditions("hypertension").length > 0 || ctx.medsOf("ace-inhibitor", "arb", "thiazide").length > 0;
      return {
        refs: bp.refs,
        values: { bp: showBp(bp), weight: weightAdvice(ctx) },
        clinicianExtra: treated ? "In treated or known hypertension, the usual goal is below 130/80 mmHg." : "",
      };
    },
  };
}

function latestBmi(ctx: RuleContext): { bmi: number; refs: string[] } | undefined {
  const direct = ctx.vitals("bmi")[0];
  if (direct?.value !== undefined) return { bmi: direct.value, refs: [direct.ref] };
  const w = ctx.vitals("weight")[0];
  const h = ctx.vitals("height")[0];
  if (w?.value === undefined || h?.value === undefined) return undefined;
  const kg = w.unit === "lb" ? w.value * 0.45359237 : w.value;
  const m = h.unit === "cm" ? h.value / 100 : h.unit === "in" ? h.value * 0.0254 : h.unit === "m" ? h.value : undefined;
  if (m === undefined || m <= 0) return undefined;
  return { bmi: kg / (m * m), refs: [w.ref, h.ref] };
}

/** Weight loss is advised only to someone whose BMI is known to be 25 or more. */
function weightAdvice(ctx: RuleContext): string {
  const b = latestBmi(ctx);
  return b !== undefined && b.bmi >= 25 ? ", and so does losing some weight" : "";
}

function bmiRule(
  id: string,
  title: string,
  severity: (typeof Severity)[keyof typeof Severity],
  low: number,
  high: number,
  clinician: string,
  patient: string,
): Rule {
  return {
    id,
    family: FindingFamily.vitals,
    severity,
    problem: "Weight",
    title,
    clinician,
    patient,
    nextSteps: [
      "Discuss weight, nutrition and activity; consider related conditions (blood pressure, glucose, lipids, sleep apnoea)",
    ],
    evidence: ["cdc-adult-bmi-categories"],
    keywords: ["bmi", "obesity"],
    match: (ctx) => {
      if (ctx.age !== undefined && ctx.age < 20) return undefined;
      const b = latestBmi(ctx);
      if (!b || b.bmi < low || b.bmi >= high) return undefined;
      const cls = b.bmi >= 40 ? "class 3" : b.bmi >= 35 ? "class 2" : "class 1";
      return { refs: b.refs, values: { bmi: formatNumber(b.bmi, 1), cls } };
    },
  };
}

/**
 * A child's reading that adult categories would already call raised: the adult labels and advice
 * do not apply, so the reading is sent for comparison with the paediatric percentile tables.
 */
const childBpRule: Rule = {
  id: "bp-child-percentiles",
  family: FindingFamily.vitals,
  severity: Severity.moderate,
  problem: "Blood pressure",
  title: "Child's blood pressure to check against percentiles",
  clinician:
    "Blood pressure {bp} at age {age}: adult blood pressure categories do not apply before age 13; a child's blood pressure is classified by percentiles for age, sex and height, so compare this reading with those tables.",
  patient:
    "A child's blood pressure is judged with charts for age, sex and height, not with adult numbers. Your doctor can check this reading against those charts.",
  nextSteps: ["Repeat the reading and compare it with paediatric percentile tables for age, sex and height"],
  patientQuestions: ["How does this blood pressure compare with other children of the same age and height?"],
  evidence: ["aap-2017-pediatric-hbp"],
  keywords: ["blood pressure", "children", "percentile"],
  match: (ctx) => {
    const bp = latestBp(ctx);
    if (!isChild(ctx) || !bp || (bp.sys < 120 && bp.dia < 80)) return undefined;
    const severe = bp.sys >= 180 || bp.dia >= 120;
    return {
      refs: bp.refs,
      values: {
        bp: showBp(bp),
        age: ctx.ageMonths !== undefined && ctx.ageMonths < 24 ? `${ctx.ageMonths} months` : (ctx.age ?? ""),
      },
      severity: severe ? Severity.high : Severity.moderate,
      clinicianExtra: severe ? "A reading this high needs same-day assessment." : "",
      patientExtra: severe ? "A reading this high needs a doctor's check today." : "",
    };
  },
};

/**
 * Breast screening advice is for women: USPSTF's familial risk assessment is for women, and NCCN's
 * enhanced screening for carriers. A man still gains from counselling, since a BRCA2 variant
 * changes his own prostate screening.
 */
const BRCA_FAMILY_ADVICE: Record<"female" | "male" | "unknown", string> = {
  female:
    "It meets the criteria for a familial risk assessment and referral for genetic counselling; breast screening is then planned by the assessed risk, and a BRCA1/2 carrier needs enhanced screening with MRI.",
  male: "Genetic counselling can judge whether he should be tested: a male BRCA2 carrier needs prostate screening, and relatives can then be tested for the family variant. Breast screening advice for women does not apply to him.",
  unknown:
    "Refer for genetic counselling about testing; if the patient is female, breast screening is then planned by the assessed risk, and a BRCA1/2 carrier needs enhanced screening with MRI.",
};

function premature(ctx: RuleContext) {
  return ctx
    .family("ascvd")
    .filter(
      (f) => (f.degree ?? 1) === 1 && f.onsetAge !== undefined && f.onsetAge < (f.relativeSex === "female" ? 65 : 55),
    );
}

/** Pack-years from free text: "20 pack-years", "30 pack years", "1 pack a day for 25 years". */
function packYears(text: string): number | undefined {
  const direct = /(\d+(?:\.\d+)?)\s*(?:pack[- ]?years?|py\b|pack[- ]?yr)/.exec(text);
  if (direct) return parseNumber(direct[1] ?? "");
  const perDay = /(\d+(?:\.\d+)?)\s*packs?\s*(?:a|per)\s*day\s*for\s*(\d+)\s*years?/.exec(text);
  if (perDay) return (parseNumber(perDay[1] ?? "") ?? 0) * (parseNumber(perDay[2] ?? "") ?? 0);
  return undefined;
}

function everSmoked(ctx: RuleContext): boolean {
  const t = ctx.freeText;
  if (/\bnever smok|\bnon-?smoker\b/.test(t)) return false;
  return (
    ctx.everHad("smoker").length > 0 ||
    /\b(former|ex-?|current)?\s*smok(er|es|ed|ing)\b|pack[- ]?years?|cigarette/.test(t)
  );
}

function quitYearsAgo(ctx: RuleContext): number | undefined {
  const m = /quit(?:\s+in)?\s+(\d{4})/.exec(ctx.freeText);
  const now = ctx.model.now ? new Date(ctx.model.now).getUTCFullYear() : undefined;
  if (!m || now === undefined) return undefined;
  return now - Number(m[1]);
}

/** First size in millimetres stated for a nodule ("8 mm", "0.9 cm", "1.2cm nodule"). */
export function noduleSizeMm(text: string): number | undefined {
  const t = text.toLowerCase();
  if (!/nodul/.test(t)) return undefined;
  const re = /(\d+(?:\.\d+)?)\s*(mm|cm)\b/g;
  let best: number | undefined;
  for (let m = re.exec(t); m !== null; m = re.exec(t)) {
    const value = Number(m[1]) * (m[2] === "cm" ? 10 : 1);
    const window = t.slice(Math.max(0, m.index - 60), m.index + 60);
    if (/nodul/.test(window)) best = best === undefined ? value : Math.max(best, value);
  }
  return best;
}

export const OTHER_RULES: readonly Rule[] = [
  bpRule(
    "bp-elevated",
    "Elevated blood pressure",
    Severity.low,
    (s, d) => s >= 120 && s < 130 && d < 80,
    "Blood pressure {bp}: elevated (120–129 systolic, diastolic below 80).",
    "Your blood pressure is a little above the ideal level. Healthy habits can bring it down.",
    ["Lifestyle measures; recheck within 3–6 months"],
  ),
  bpRule(
    "bp-stage-1",
    "Stage 1 hypertension range",
    Severity.moderate,
    (s, d) => (s >= 130 && s < 140 && d < 90) || (d >= 80 && d < 90 && s < 140),
    "Blood pressure {bp}: in the stage 1 hypertension range (130–139/80–89 mmHg); confirm with home or ambulatory readings.",
    "Your blood pressure reading is high. Home readings can confirm it. Less salt and more activity help{weight}.",
    ["Confirm with out-of-office readings", "Lifestyle measures; medication depending on cardiovascular risk"],
  ),
  bpRule(
    "bp-stage-2",
    "Stage 2 hypertension range",
    Severity.moderate,
    (s, d) => (s >= 140 || d >= 90) && s < 180 && d < 120,
    "Blood pressure {bp}: in the stage 2 hypertension range (≥140/90 mmHg).",
    "Your blood pressure reading is high. High blood pressure strains the heart, kidneys and brain. Treatment lowers these risks.",
    [
      "Confirm readings; start or intensify treatment (usually two drugs at this level)",
      "Check kidney function, potassium and urine albumin",
    ],
  ),
  bpRule(
    "bp-severe",
    "Severely raised blood pressure",
    Severity.high,
    (s, d) => s >= 180 || d >= 120,
    "Blood pressure {bp}: severely raised (≥180/120 mmHg); assess promptly for acute organ damage (chest pain, breathlessness, neurological symptoms, visual change).",
    "Your blood pressure reading is very high. If you have chest pain, shortness of breath, weakness, trouble speaking or vision changes, get emergency care now.",
    ["Same-day assessment for hypertensive emergency; repeat reading"],
  ),
  childBpRule,
  bmiRule(
    "bmi-obesity",
    "Obesity by BMI",
    Severity.moderate,
    30,
    1000,
    "BMI {bmi} kg/m²: obesity ({cls}).",
    "Your BMI is in the obesity range. Losing even a small amount of weight can improve blood pressure, sugar and cholesterol.",
  ),
  bmiRule(
    "bmi-overweight",
    "Overweight by BMI",
    Severity.low,
    25,
    30,
    "BMI {bmi} kg/m²: overweight (25 to under 30).",
    "Your BMI is in the overweight range. Healthy eating and activity can help.",
  ),
  bmiRule(
    "bmi-underweight",
    "Underweight by BMI",
    Severity.moderate,
    0,
    18.5,
    "BMI {bmi} kg/m²: underweight (below 18.5); consider nutrition, malabsorption, thyroid disease and other causes.",
    "Your BMI is below the healthy range. Your doctor may want to find out why.",
  ),
  {
    id: "family-premature-ascvd",
    family: FindingFamily.familyHistory,
    severity: Severity.moderate,
    problem: "Cardiovascular risk",
    title: "Family history of premature heart disease",
    clinician:
      "{relatives}: a family history of premature ASCVD (male first-degree relative before 55, female before 65) is a risk-enhancing factor that favours statin therapy in borderline or intermediate risk.",
    patient:
      "A close family member had heart disease at a young age. This raises your own risk, so controlling cholesterol and blood pressure matters more.",
    nextSteps: [
      "Include as a risk enhancer in the 10-year ASCVD risk discussion",
      "Check a full lipid profile (and consider Lp(a))",
    ],
    patientQuestions: ["Does my family history change my treatment?"],
    evidence: ["acc-aha-2019-primary-prevention"],
    keywords: ["family history premature ascvd", "risk enhancer"],
    match: (ctx) => {
      const p = premature(ctx);
      if (p.length === 0) return undefined;
      return {
        refs: ctx.refs(...p),
        values: { relatives: p.map((f) => `${f.relationship} with ${f.condition} at ${f.onsetAge}`).join("; ") },
      };
    },
  },
  {
    id: "family-breast-ovarian-cancer",
    family: FindingFamily.familyHistory,
    severity: Severity.moderate,
    problem: "Hereditary cancer risk",
    title: "Family history suggesting hereditary breast/ovarian cancer",
    clinician: "{relatives}: this family history suggests a possible hereditary BRCA1/2 variant. {advice}",
    patient:
      "Some of your relatives had breast or ovarian cancer. This may run in the family. A genetics team can check your risk.",
    nextSteps: ["Use a familial risk tool; refer for genetic counselling and testing if positive"],
    patientQuestions: ["Should I see a genetic counsellor?"],
    evidence: ["uspstf-2019-brca", "nccn-genetic-familial-bopp"],
    keywords: ["family history breast cancer", "ovarian cancer", "brca"],
    match: (ctx) => {
      const rel = [
        ...ctx
          .family("breast-cancer")
          .filter(
            (f) => (f.degree ?? 1) <= 2 && ((f.onsetAge !== undefined && f.onsetAge < 50) || f.relativeSex === "male"),
          ),
        ...ctx.family("ovarian-cancer").filter((f) => (f.degree ?? 1) <= 2),
      ];
      const breastCount = ctx.family("breast-cancer").filter((f) => (f.degree ?? 1) <= 2).length;
      const list = rel.length > 0 ? rel : breastCount >= 2 ? ctx.family("breast-cancer") : [];
      if (list.length === 0 || ctx.genes("BRCA1").concat(ctx.genes("BRCA2")).length > 0) return undefined;
      return {
        refs: ctx.refs(...list),
        values: {
          relatives: list
            .map((f) => `${f.relationship}: ${f.condition}${f.onsetAge !== undefined ? ` at ${f.onsetAge}` : ""}`)
            .join("; "),
          advice: BRCA_FAMILY_ADVICE[ctx.sex ?? "unknown"],
        },
      };
    },
  },
  {
    id: "family-colorectal-cancer",
    family: FindingFamily.familyHistory,
    severity: Severity.moderate,
    problem: "Cancer screening",
    title: "Family history of colorectal cancer",
    clinician: "{relatives}: {advice}",
    patient:
      "A close relative had bowel cancer. This means you should start bowel screening earlier than other people, usually with a colonoscopy.",
    nextSteps: ["Arrange colonoscopy at the age and interval for family-history risk"],
    patientQuestions: ["When should I have my first colonoscopy?"],
    evidence: ["usmstf-2017-crc-screening"],
    keywords: ["family history colorectal cancer", "colonoscopy", "screening age"],
    match: (ctx) => {
      const fdr = ctx.family("colorectal-cancer").filter((f) => (f.degree ?? 1) === 1);
      if (fdr.length === 0) return undefined;
      const youngest = Math.min(...fdr.map((f) => f.onsetAge ?? 100));
      const high = fdr.length >= 2 || youngest < 60;
      const startAge = high ? Math.min(40, youngest < 100 ? youngest - 10 : 40) : 40;
      const advice = high
        ? `colonoscopy every 5 years starting at age ${startAge} (40, or 10 years before the youngest relative's diagnosis, whichever is earlier).`
        : "screening from age 40 at average-risk intervals.";
      return {
        refs: ctx.refs(...fdr),
        values: {
          relatives: fdr
            .map((f) => `${f.relationship}: ${f.condition}${f.onsetAge !== undefined ? ` at ${f.onsetAge}` : ""}`)
            .join("; "),
          advice,
        },
      };
    },
  },
  {
    id: "pulmonary-nodule-follow-up",
    family: FindingFamily.imaging,
    severity: Severity.moderate,
    problem: "Imaging follow-up",
    title: "Pulmonary nodule needing a follow-up plan",
    clinician:
      "{study}: a {size} mm nodule. For an incidental solid nodule in an adult without cancer or immunosuppression, Fleischner 2017 advises {advice}.",
    patient: "Your scan showed a small spot on the lung (a nodule). Most are not cancer. {patientAdvice}",
    nextSteps: ["Document smoking history and risk; schedule follow-up per Fleischner size category"],
    patientQuestions: ["Do I need another scan, and when?"],
    evidence: ["fleischner-2017"],
    keywords: ["pulmonary nodule", "fleischner", "ct follow-up"],
    match: (ctx) => {
      for (const study of ctx.model.imaging) {
        const size = noduleSizeMm(study.text);
        if (size === undefined) continue;
        const advice =
          size < 6
            ? "no routine follow-up if low risk (optional CT at 12 months if high risk)"
            : size <= 8
              ? "CT at 6–12 months, then consider 18–24 months"
              : "considering CT at 3 months, PET-CT or tissue sampling";
        const patientAdvice =
          size < 6
            ? "Very small nodules like this often need no more scans."
            : "A follow-up scan is usually advised to check it does not grow.";
        return {
          refs: [study.ref],
          values: {
            study: `${study.type}${study.date ? ` (${study.date.slice(0, 10)})` : ""}`,
            size: formatNumber(size, 1),
            advice,
            patientAdvice,
          },
          severity: size > 8 ? Severity.high : size >= 6 ? Severity.moderate : Severity.low,
        };
      }
      return undefined;
    },
  },
  {
    id: "aaa-screening-due",
    family: FindingFamily.screening,
    severity: Severity.low,
    problem: "Screening",
    title: "Abdominal aortic aneurysm screening",
    clinician:
      "Man aged {age} with a smoking history: one-time ultrasound screening for abdominal aortic aneurysm is recommended if not already done.",
    patient:
      "Men aged 65 to 75 who have ever smoked are offered one ultrasound scan of the belly to check the main blood vessel.",
    nextSteps: ["One-time abdominal aortic ultrasound if not done"],
    evidence: ["uspstf-2019-aaa"],
    keywords: ["abdominal aortic aneurysm", "screening"],
    match: (ctx) => {
      const age = ctx.age;
      if (ctx.sex !== "male" || age === undefined || age < 65 || age > 75 || !everSmoked(ctx)) return undefined;
      if (ctx.model.imaging.some((i) => /aort|aaa/i.test(i.text))) return undefined;
      return { refs: [], values: { age } };
    },
  },
  {
    id: "lung-cancer-screening-due",
    family: FindingFamily.screening,
    severity: Severity.low,
    problem: "Screening",
    title: "Lung cancer screening eligibility",
    clinician:
      "Age {age} with about {py} pack-years{quit}: meets criteria for annual low-dose CT lung cancer screening.",
    patient: "Because of your age and smoking history, a yearly low-dose lung scan can find lung cancer early.",
    nextSteps: ["Shared decision-making and referral for annual low-dose CT"],
    evidence: ["uspstf-2021-lung"],
    keywords: ["lung cancer screening", "low-dose ct", "pack-years"],
    match: (ctx) => {
      const age = ctx.age;
      const py = packYears(ctx.freeText);
      if (age === undefined || age < 50 || age > 80 || py === undefined || py < 20) return undefined;
      const quit = quitYearsAgo(ctx);
      if (quit !== undefined && quit > 15) return undefined;
      return {
        refs: [],
        values: { age, py: formatNumber(py), quit: quit !== undefined ? `, quit ${quit} years ago` : "" },
      };
    },
  },
];
