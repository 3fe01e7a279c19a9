import { FindingFamily, type LabObservation, Severity } from "../model.ts";
import { formatNumber } from "../text.ts";
import type { RuleContext } from "./context.ts";
import { statedMention } from "./notes.ts";
import { pregnancy } from "./patterns.ts";
import type { Rule, RuleMatch } from "./types.ts";
import { readsAsUk } from "./uk-record.ts";

/*
 * Chronic hepatitis B with a viral load and ALT in the treatment range (review 10, infection #6; see
 * SUMMARIES["easl-2017-hbv"] and SUMMARIES["aasld-2018-hbv"] for where each point was read).
 * - EASL 2017: chronic hepatitis B, HBeAg positive or negative, with HBV DNA above 2,000 IU/mL and
 *   ALT above the upper limit of normal, and/or at least moderate necroinflammation or fibrosis, is
 *   treated; HBV DNA above 20,000 IU/mL with ALT above twice the upper limit is treated whatever the
 *   fibrosis. Other causes of a raised ALT are considered first, and the fibrosis is staged.
 * - AASLD 2018: HBsAg-positive adults with cirrhosis, a first-degree relative with HCC, Asian or
 *   African men over 40 and Asian women over 50, and those with hepatitis D, are offered liver
 *   ultrasound with or without AFP every 6 months.
 * A patient already on an antiviral, or facing anti-CD20 therapy (hbv-reactivation.ts), is left out.
 */

const TREATMENT_DNA = 2000;
const HBV_TREATMENT_EVIDENCE = ["easl-2017-hbv", "aasld-2018-hbv"];
const STRONG_DNA = 20000;

/** An antiviral for hepatitis B in the record (listed, or named in the notes as taken). */
const HBV_ANTIVIRAL = /\b(?:entecavir|tenofovir|vemlidy|viread|baraclude|lamivudine|adefovir|telbivudine)\b/i;
const ANTI_CD20 = /\b(?:rituximab|obinutuzumab|ofatumumab|ocrelizumab)\b/i;

/** A first-degree relative with liver cancer, as the notes state it. */
const FAMILY_HCC =
  /\b(?:family history of (?:hcc|hepatocellular carcinoma|liver cancer)|(?:mother|father|brother|sister|sibling|parent|son|daughter)\b[^.;\n]{0,40}\b(?:hcc|hepatocellular carcinoma|liver cancer))\b/i;
/**
 * Asian or African origin, as the record states it: the words, or birth in a country of East or
 * South-East Asia or sub-Saharan Africa where hepatitis B is common. Only a statement counts.
 */
const ASIAN_ORIGIN =
  /\b(?:asian|born in (?:vietnam|china|hong kong|taiwan|korea|south korea|japan|philippines|cambodia|laos|thailand|myanmar|malaysia|indonesia|singapore|mongolia))\b/i;
const AFRICAN_ORIGIN =
  /\b(?:african|black|born in (?:nigeria|ghana|senegal|cameroon|ethiopia|kenya|uganda|tanzania|somalia|congo|sierra leone|liberia|guinea|mali|zimbabwe|mozambique|malawi|zambia|eritrea|sudan))\b/i;

export function isPositive(obs: LabObservation | undefined): obs is LabObservation {
  if (obs === undefined) return false;
  if (obs.value.kind === "qualitative") return obs.value.result === "positive";
  return obs.value.kind === "number" && (obs.status === "high" || obs.status === "critical-high");
}

/** The viral load in IU/mL: a measured number in IU/mL (not "<x", not copies/mL); else undefined. */
export function viralLoad(obs: LabObservation | undefined): number | undefined {
  if (obs === undefined || obs.value.kind !== "number") return undefined;
  if (obs.value.comparator === "<" || obs.value.comparator === "<=") return undefined;
  if (!/\biu\s*\/\s*ml\b/i.test(obs.unit ?? obs.value.unit ?? "")) return undefined;
  return obs.value.value;
}

/** Why this patient is in one of the groups AASLD 2018 names for liver-cancer surveillance, if the record says. */
export function surveillanceGroup(ctx: RuleContext): string | undefined {
  const cirrhosis = ctx.conditions("liver-disease").find((c) => /\bcirrho/i.test(c.name));
  // The recorded name already says cirrhosis: "cirrhosis (Compensated cirrhosis (HBV))" said it twice
  // in nested brackets (review 16, hiv-hep-tb case 06), so it is given without its own bracket.
  if (cirrhosis !== undefined) {
    const name = cirrhosis.name.replace(/\s*\([^()]*\)\s*$/, "").trim();
    return /^[A-Z][a-z]/.test(name) ? name[0]!.toLowerCase() + name.slice(1) : name;
  }
  const relative = ctx.model.familyHistory.find((f) => /\b(?:hcc|hepatocellular|liver cancer)\b/i.test(f.condition));
  if (relative !== undefined && (relative.degree ?? 1) === 1)
    // A relative read from the notes is "Mother (in the notes)": one bracket, not one inside another
    // (review 35, liver-35 case 06).
    return `a first-degree relative with liver cancer (${relative.relationship.replace(/\s*\(([^()]*)\)$/, ", $1").toLowerCase()})`;
  // "Mother also HBsAg+ (no liver cancer in family)" names a relative and liver cancer but denies it.
  const family = statedMention(ctx.freeText, FAMILY_HCC);
  if (family !== undefined && !/\b(?:no|not|never|without|nil)\b/i.test(family))
    return `a relative with liver cancer ("${family}")`;
  const age = ctx.age;
  if (age === undefined) return undefined;
  const asian = statedMention(ctx.freeText, ASIAN_ORIGIN);
  const african = statedMention(ctx.freeText, AFRICAN_ORIGIN);
  if (ctx.sex === "male" && age > 40 && (asian ?? african) !== undefined)
    return `a man over 40 of ${asian !== undefined ? "Asian" : "African"} origin ("${asian ?? african}")`;
  if (ctx.sex === "female" && age > 50 && asian !== undefined) return `a woman over 50 of Asian origin ("${asian}")`;
  return undefined;
}

/*
 * A UK record follows NICE CG165 for liver-cancer surveillance (review 31, infect-31 case 03: a
 * Birmingham NHS record was given the AASLD 2018 groups, "a man over 40 of African origin", and
 * cited AASLD). NICE CG165 (nice-cg165-chronic-hbv, as GPnotebook lists it): hepatic ultrasound and
 * AFP every 6 months with significant fibrosis (METAVIR F2 or more, Ishak 3 or more) or cirrhosis;
 * without them, considered over 40 with a family history of HCC and HBV DNA of 20,000 IU/mL or
 * more; not offered under 40 with HBV DNA below 20,000 IU/mL. Origin is not among its criteria.
 */
const UK_SURVEILLANCE_DNA = 20000;

/** The NICE CG165 reason for liver-cancer surveillance the record shows, if any. */
function ukSurveillanceGroup(ctx: RuleContext): string | undefined {
  const cirrhosis = ctx.conditions("liver-disease").find((c) => /\bcirrho/i.test(c.name));
  if (cirrhosis !== undefined) return "cirrhosis";
  const dna = viralLoad(ctx.anyLab("hbv-dna"));
  const family = ctx.model.familyHistory.some(
    (f) => (f.degree ?? 1) === 1 && /\b(?:hcc|hepatocellular|liver cancer)\b/i.test(f.condition),
  );
  const noted = statedMention(ctx.freeText, FAMILY_HCC);
  const familyNoted = noted !== undefined && !/\b(?:no|not|never|without|nil)\b/i.test(noted);
  if ((family || familyNoted) && (ctx.age ?? 0) > 40 && dna !== undefined && dna >= UK_SURVEILLANCE_DNA)
    return "over 40 with a family history of HCC and HBV DNA of 20,000 IU/mL or more";
  return undefined;
}

/** The surveillance group by the record's country: NICE CG165 on a UK record, else AASLD 2018. */
export function surveillanceGroupFor(ctx: RuleContext): string | undefined {
  return readsAsUk(ctx) ? ukSurveillanceGroup(ctx) : surveillanceGroup(ctx);
}

/** On a UK record the AASLD guidance is not cited (see ukSurveillanceGroup). */
export function withoutAasldOnUk(
  ctx: RuleContext,
  evidence: readonly string[],
): Pick<RuleMatch, "evidence" | "evidenceReplacesRule"> {
  return readsAsUk(ctx)
    ? { evidence: evidence.filter((id) => id !== "aasld-2018-hbv"), evidenceReplacesRule: true }
    : {};
}

/** The liver-cancer surveillance step: the group the record shows, else the question whether one applies. */
export function surveillanceStep(ctx: RuleContext): string {
  if (readsAsUk(ctx)) {
    const uk = ukSurveillanceGroup(ctx);
    if (uk === "cirrhosis")
      return "Liver-cancer surveillance: hepatic ultrasound and AFP every 6 months (NICE CG165: cirrhosis)";
    if (uk !== undefined)
      return `Consider liver-cancer surveillance with hepatic ultrasound and AFP every 6 months (NICE CG165: ${uk})`;
    return "Liver-cancer surveillance by NICE CG165: hepatic ultrasound and AFP every 6 months with significant fibrosis (METAVIR F2 or more, Ishak 3 or more) or cirrhosis, so the fibrosis stage decides; without them it is considered only over 40 with a family history of HCC and HBV DNA of 20,000 IU/mL or more";
  }
  const group = surveillanceGroup(ctx);
  return group === undefined
    ? "Check whether the patient is in a group AASLD 2018 offers liver-cancer surveillance (cirrhosis, a first-degree relative with HCC, Asian or African men over 40, Asian women over 50, hepatitis D); if so, liver ultrasound with or without AFP every 6 months"
    : `Liver-cancer surveillance: liver ultrasound with or without AFP every 6 months (AASLD 2018 group: ${group})`;
}

export function onAntiviral(ctx: RuleContext): boolean {
  const listed = ctx.model.medications.some((m) => m.active && HBV_ANTIVIRAL.test(m.name));
  return listed || statedMention(ctx.freeText, /\b(?:on|taking|started)\s+(?:entecavir|tenofovir)\b/i) !== undefined;
}

export function chronicHbvTreatmentRange(ctx: RuleContext): RuleMatch | undefined {
  const surface = ctx.anyLab("hbsag");
  const known = ctx.conditions("liver-disease").find((c) => /\bhepatitis b\b|\bhbv\b/i.test(c.name));
  if (!isPositive(surface) && known === undefined) return undefined;
  if (ctx.model.medications.some((m) => m.active && ANTI_CD20.test(m.name)) || onAntiviral(ctx)) return undefined;
  const dnaObs = ctx.anyLab("hbv-dna");
  const dna = viralLoad(dnaObs);
  const alt = ctx.lab("alt");
  const altValue = ctx.valueOf(alt);
  const altUpper = ctx.upperLimit("alt");
  if (dna === undefined || dna <= TREATMENT_DNA || altValue === undefined || altUpper === undefined) return undefined;
  if (altValue <= altUpper) return undefined;
  const eAntigen = ctx.anyLab("hbeag");
  const eStatus =
    eAntigen?.value.kind === "qualitative"
      ? `, HBeAg ${eAntigen.value.result === "negative" ? "negative" : "positive"}`
      : ", HBeAg not in the record";
  const strong = dna > STRONG_DNA && altValue > 2 * altUpper;
  const surveillance = surveillanceStep(ctx);
  const pregnant = pregnancy(ctx);
  return {
    // The pregnancy text names AASLD 2018 itself, so its sources stay then.
    ...(pregnant === undefined ? withoutAasldOnUk(ctx, HBV_TREATMENT_EVIDENCE) : inPregnancy(pregnant.weeks, dna)),
    refs: ctx.refs(surface, dnaObs, alt, eAntigen),
    values: {
      dna: `${ctx.show(dnaObs)}`,
      alt: `${ctx.show(alt)} (upper limit ${formatNumber(altUpper)})`,
      eStatus,
      grade: strong
        ? "HBV DNA above 20,000 IU/mL with ALT above twice the upper limit, which EASL 2017 treats whatever the degree of fibrosis"
        : "HBV DNA above 2,000 IU/mL with ALT above the upper limit, which EASL 2017 treats, with staging of fibrosis to support the decision",
    },
    nextSteps: [
      pregnant === undefined
        ? "Refer to hepatology for antiviral treatment (entecavir or tenofovir) and fibrosis assessment (elastography or a non-invasive score)"
        : "Refer to hepatology now for antiviral treatment, and tell the maternity team: in pregnancy the antiviral is tenofovir (EASL 2017), not entecavir",
      "Consider other causes of the raised ALT (alcohol, fatty liver, medicines, hepatitis D, C or HIV co-infection) at the same review",
      ...(pregnant === undefined
        ? []
        : [
            "Plan for the baby: hepatitis B vaccine and HBIG on the day of birth (HBIG within 12 hours), then the infant vaccine course and HBsAg and anti-HBs testing after it",
          ]),
      surveillance,
    ],
  };
}

/*
 * A pregnant woman in the treatment range was offered "entecavir or tenofovir" with no word on the
 * pregnancy or the baby (review 28, leftovers-28b case 02), and the pregnancy plan of
 * hepatitis-b-infection.ts stays silent once this rule speaks. AASLD 2018 treats a pregnant
 * woman who meets the usual criteria (EASL 2017 names advanced fibrosis), with tenofovir, and EASL
 * 2017 replaces other antivirals by it (easl-2017-hbv); above 200,000 IU/mL EASL 2017 also gives
 * tenofovir to prevent transmission; the baby gets vaccine and HBIG at birth (aih-hepb-infants-hbsag-mothers).
 */
const PREGNANCY_DNA = 200000;

function inPregnancy(
  weeks: number | undefined,
  dna: number,
): Pick<RuleMatch, "clinicianExtra" | "patientExtra" | "evidence"> {
  return {
    evidence: ["aih-hepb-infants-hbsag-mothers"],
    clinicianExtra: `Pregnant${weeks === undefined ? "" : ` (${weeks} weeks)`}: AASLD 2018 treats a pregnant woman who meets the usual criteria (EASL 2017 names advanced fibrosis), and the antiviral in pregnancy is tenofovir disoproxil (EASL 2017 replaces other antivirals by it).${dna > PREGNANCY_DNA ? " HBV DNA is also above 200,000 IU/mL, the level at which EASL 2017 gives tenofovir from week 24–28 to prevent transmission even outside the usual criteria." : ""} The baby needs hepatitis B vaccine and hepatitis B immunoglobulin (HBIG) on the day of birth, HBIG within 12 hours.`,
    patientExtra:
      "Because you are pregnant, the medicine usually offered is tenofovir, the one advised for use in pregnancy; it also lowers the chance of passing the virus to your baby. Your baby will get a hepatitis B vaccine and an extra injection of antibodies (immunoglobulin) soon after birth.",
  };
}

export const HEPATITIS_B_RULES: readonly Rule[] = [
  {
    id: "hbv-chronic-treatment-range",
    family: FindingFamily.pattern,
    severity: Severity.moderate,
    problem: "Hepatitis B",
    title: "Chronic hepatitis B in the treatment range",
    clinician:
      "Hepatitis B virus DNA {dna} and ALT {alt}{eStatus}, HBsAg positive: {grade}. The treatment decision also weighs fibrosis stage, other causes of the raised ALT and family history; untreated, active hepatitis B raises the risk of cirrhosis and liver cancer.",
    patient:
      "Your tests show that the hepatitis B virus is active and your liver is inflamed. This is the stage at which medicine for hepatitis B is usually offered. The medicine keeps the virus down and protects the liver. Your doctor can refer you to a liver specialist, who may also check your liver with a scan.",
    nextSteps: [
      "Refer to hepatology for antiviral treatment (entecavir or tenofovir) and fibrosis assessment (elastography or a non-invasive score)",
    ],
    patientQuestions: ["Do I need medicine for hepatitis B, and for how long?", "Do I need regular liver scans?"],
    evidence: HBV_TREATMENT_EVIDENCE,
    keywords: ["hepatitis b", "hbv dna", "hbeag", "alt", "antiviral treatment", "hcc surveillance"],
    match: chronicHbvTreatmentRange,
  },
];
