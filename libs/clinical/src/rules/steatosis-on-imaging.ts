import { FindingFamily, type ImagingItem, Severity } from "../model.ts";
import { formatNumber, joinList } from "../text.ts";
import { knownCirrhosis } from "./cirrhosis.ts";
import type { RuleContext } from "./context.ts";
import { cirrhosisOnImaging } from "./imaging-abdomen.ts";
import { isStated } from "./notes.ts";
import { fib4 } from "./patterns.ts";
import type { Rule } from "./types.ts";

/**
 * Hepatic steatosis reported on imaging with normal liver enzymes (imaging-2 review 19, case 08).
 * masld-risk (patterns.ts) starts from a raised ALT, so a fatty liver on ultrasound in someone with
 * diabetes and obesity and normal tests had no finding at all. MASLD is steatosis (imaging is
 * enough) with at least one of five cardiometabolic risk factors and little alcohol; liver enzymes
 * are not a sensitive guide, and fibrosis risk is staged with FIB-4 first (`easl-easd-easo-2024-masld`,
 * `aasld-2023-nafld`). A raised ALT, cirrhosis or a child are left to the rules that read those.
 */

const ADULT_AGE = 18;

/** FIB-4 below this: low risk of advanced fibrosis (as in fib4-low-risk). */
const FIB4_LOW = 1.3;

/** Report words for a fatty liver; a denied one ("no steatosis") does not count. */
const STEATOSIS =
  /\b(?:hepatic steatosis|steatosis|steatotic liver|fatty (?:liver|infiltration)|(?:liver|hepatic parenchyma)(?: is)? diffusely (?:echogenic|bright|hyperechoic))\b/g;
/** A study that looks at the liver. */
const LIVER_STUDY = /\b(?:liver|hepat\w*|abdom\w*|ruq|right upper quadrant)\b/;

function steatosisStudy(studies: readonly ImagingItem[]): ImagingItem | undefined {
  return studies.find((study) => {
    const text = study.text.toLowerCase();
    if (!LIVER_STUDY.test(`${study.type} ${study.description} ${text}`.toLowerCase())) return false;
    return [...text.matchAll(STEATOSIS)].some((m) => isStated(text, m.index, m[0].length));
  });
}

interface Risk {
  name: string;
  patient: string;
}

/** The cardiometabolic risk factors of the MASLD definition that the record holds. */
function cardiometabolicRisks(ctx: RuleContext): Risk[] {
  const bmi = ctx.vitals("bmi")[0]?.value;
  const weight =
    ctx.conditions("obesity").length > 0
      ? { name: "obesity", patient: "extra weight" }
      : bmi !== undefined && bmi >= 25 && bmi <= 80
        ? { name: `BMI ${formatNumber(bmi, 1)} kg/m²`, patient: "extra weight" }
        : undefined;
  return [
    ctx.conditions("diabetes").length > 0 ? { name: "diabetes", patient: "diabetes" } : undefined,
    ctx.conditions("prediabetes").length > 0 ? { name: "prediabetes", patient: "prediabetes" } : undefined,
    weight,
    ctx.conditions("hypertension").length > 0 ? { name: "hypertension", patient: "high blood pressure" } : undefined,
    ctx.meds("statin").length > 0 ? { name: "lipid-lowering treatment", patient: "a cholesterol medicine" } : undefined,
  ].filter((r): r is Risk => r !== undefined);
}

/** When a low FIB-4 is repeated (AASLD 2023): sooner with (pre)diabetes or two or more metabolic risk factors. */
function repeatText(risks: readonly Risk[]): string {
  const sooner = risks.length >= 2 || risks.some((r) => r.name === "diabetes" || r.name === "prediabetes");
  return sooner
    ? "repeat in 1–2 years (prediabetes, type 2 diabetes or two or more metabolic risk factors)"
    : "repeat in 2–3 years";
}

export const STEATOSIS_IMAGING_RULES: readonly Rule[] = [
  {
    id: "steatosis-on-imaging",
    family: FindingFamily.imaging,
    severity: Severity.low,
    problem: "Liver tests",
    title: "Fatty liver on imaging: assess for MASLD and fibrosis",
    clinician: "{study}: hepatic steatosis. {masld} {fibrosis}",
    patient: "Your scan showed fat in the liver (fatty liver). {patientCause}{patientFib4}",
    nextSteps: ["Stage fibrosis with FIB-4; review alcohol intake"],
    patientQuestions: ["Is the fat in my liver harmful, and what can I do about it?"],
    evidence: ["easl-easd-easo-2024-masld", "aasld-2023-nafld"],
    keywords: ["masld", "hepatic steatosis", "fatty liver", "fib-4"],
    match: (ctx) => {
      if (ctx.age === undefined || ctx.age < ADULT_AGE) return undefined;
      const study = steatosisStudy(ctx.model.imaging);
      if (study === undefined) return undefined;
      // A raised ALT goes to masld-risk and the liver-pattern findings; cirrhosis to its own rules.
      const alt = ctx.lab("alt");
      if (alt?.status === "high" || alt?.status === "critical-high") return undefined;
      if (knownCirrhosis(ctx) !== undefined || cirrhosisOnImaging(ctx.model.imaging) !== undefined) return undefined;
      const risks = cardiometabolicRisks(ctx);
      const score = fib4(ctx);
      const masld =
        risks.length > 0
          ? `With ${joinList(risks.map((r) => r.name))}, this meets the definition of metabolic dysfunction-associated steatotic liver disease (MASLD: steatosis with at least one cardiometabolic risk factor) if alcohol intake is low and there is no other cause. Liver enzymes are not a sensitive guide to steatohepatitis, so normal ones do not rule out liver disease.`
          : "No cardiometabolic risk factor is recorded: MASLD needs at least one (raised BMI or waist, raised glucose or HbA1c or type 2 diabetes, raised blood pressure or its treatment, raised triglycerides, low HDL or lipid-lowering treatment), so check them and alcohol intake.";
      const fibrosis =
        score === undefined
          ? "Fibrosis is staged with FIB-4 first (needs age, AST, ALT and platelets)."
          : score.value < FIB4_LOW
            ? `FIB-4 = ${score.values.fib4}, from age ${score.age}, AST ${score.values.ast}, ALT ${score.values.alt} and platelets ${score.values.plt}: below 1.3, a low risk of advanced fibrosis; ${repeatText(risks)}.`
            : `FIB-4 = ${score.values.fib4}, from age ${score.age}, AST ${score.values.ast}, ALT ${score.values.alt} and platelets ${score.values.plt}: 1.3 or more, so a second test (elastography or ELF) is the next step.`;
      const reviewAlcohol = "review alcohol intake";
      const step =
        score === undefined
          ? `Calculate FIB-4 (AST, ALT, platelets); ${reviewAlcohol}`
          : score.value < FIB4_LOW
            ? `FIB-4 low risk: ${repeatText(risks)}; ${reviewAlcohol}`
            : `FIB-4 1.3 or more: arrange elastography (VCTE) or ELF; ${reviewAlcohol}`;
      return {
        refs: [study.ref, ...(score?.refs ?? [])],
        values: {
          study: `${study.type}${study.date ? ` (${study.date.slice(0, 10)})` : ""}`,
          masld,
          fibrosis,
          patientCause:
            risks.length > 0
              ? `With ${joinList([...new Set(risks.map((r) => r.patient))])}, this is most often linked to metabolism rather than to liver damage. Weight loss and exercise help. `
              : "Your doctor will check what may have caused it, such as weight, blood sugar, blood pressure, cholesterol and alcohol. ",
          patientFib4:
            score === undefined
              ? "A simple score from blood tests shows whether the liver is at risk of scarring."
              : score.value < FIB4_LOW
                ? `A score made from your age and blood tests shows a low risk of scarring in the liver; it is usually worked out again ${repeatText(risks).startsWith("repeat in 1–2") ? "every year or two" : "every two or three years"}.`
                : "A score made from your age and blood tests is not low enough to rule out scarring, so another test (such as a liver stiffness scan) is advised.",
        },
        nextSteps: [step],
      };
    },
  },
];
