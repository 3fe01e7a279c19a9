import { FindingFamily, type ImagingItem, Severity } from "../model.ts";
import { sentences, sizesMm } from "./imaging-site.ts";
import { isStated } from "./notes.ts";
import type { Rule, RuleMatch } from "./types.ts";

/**
 * Abdominal reporting systems: LI-RADS liver observations, Bosniak renal cysts and pancreatic
 * cysts (IPMN). Kept apart from imaging.ts so each file stays small; imaging.ts lists these rules
 * with its own. A category counts only when the report states it: "no LR-5 observation" or
 * "Bosniak IIF excluded" is not one.
 */

/** A study named for the report: its type and date. */
function studyName(study: ImagingItem): string {
  return `${study.type}${study.date ? ` (${study.date.slice(0, 10)})` : ""}`;
}

/** The stated matches of a pattern in a study's report, lower-cased: a denied mention is left out. */
function statedMatches(study: ImagingItem, re: RegExp): RegExpExecArray[] {
  const text = study.text.toLowerCase();
  return [...text.matchAll(re)].filter((m) => isStated(text, m.index, m[0].length));
}

// ---------------------------------------------------------------- LI-RADS

type LiradsCategory = "1" | "2" | "3" | "4" | "5" | "M" | "TIV";

/** How much a category asks: tumour in vein and LR-5 first; LR-1 and LR-2 least. */
const LIRADS_ORDER: readonly LiradsCategory[] = ["1", "2", "3", "4", "M", "5", "TIV"];

/**
 * CT/MRI LI-RADS diagnostic categories a report states ("LR-5", "LI-RADS 4", "LR-TIV", "LR-M").
 * Treatment-response categories ("LR-TR viable") and LR-NC are not read: they carry other plans.
 */
export function liradsCategories(study: ImagingItem): LiradsCategory[] {
  const re = /\b(?:li-?rads|lr)[\s-]*(?:category\s*)?(tiv|[1-5m])(?![\w.])/g;
  return statedMatches(study, re).map((m) => (m[1] as string).toUpperCase() as LiradsCategory);
}

interface Plan {
  clinician: string;
  patient: string;
  step: string;
  severity: Severity;
}

/**
 * What each category sets, in our words (ACR CT/MRI LI-RADS v2018, with its management as
 * summarised by the ACR's own FAQ and a peer-reviewed review: see `acr-lirads-2018`).
 */
const LIRADS_PLANS: Record<LiradsCategory, Plan> = {
  TIV: {
    clinician:
      "tumour in vein: refer urgently to the liver cancer multidisciplinary team for tailored work-up; biopsy may be needed if the tumour in vein is not clearly from HCC",
    patient:
      "showed that a growth may be reaching into a blood vessel of the liver. A specialist liver cancer team should see you soon to plan the next steps.",
    step: "Refer urgently to the liver cancer multidisciplinary team (hepatology) for work-up of tumour in vein",
    severity: Severity.high,
  },
  "5": {
    clinician:
      "definite HCC by imaging criteria, with no biopsy needed for the diagnosis: refer urgently to the liver cancer multidisciplinary team (hepatology) for staging and treatment planning",
    patient:
      "showed a spot in the liver with the typical look of a liver cancer (hepatocellular carcinoma). A specialist liver cancer team should see you soon to plan the next steps and treatment.",
    step: "Refer urgently to the liver cancer multidisciplinary team (hepatology) for staging and treatment planning",
    severity: Severity.high,
  },
  M: {
    clinician:
      "probably or definitely malignant but not specific for HCC (cholangiocarcinoma and metastasis are among the causes): discuss in the liver multidisciplinary team; biopsy is usually considered, since the imaging does not establish HCC",
    patient:
      "showed a spot in the liver that needs a closer look. A specialist team will look at it, and a small tissue sample (biopsy) is often needed to find out what it is.",
    step: "Discuss in the liver multidisciplinary team and consider biopsy of the LR-M observation",
    severity: Severity.high,
  },
  "4": {
    clinician:
      "probably HCC: multidisciplinary discussion for tailored work-up, which may include biopsy, or repeat or alternative diagnostic imaging within 3 months",
    patient:
      "showed a spot in the liver that may be a liver cancer but is not certain. A specialist team will decide the next step, often another scan within 3 months or a small tissue sample.",
    step: "Discuss in the liver multidisciplinary team; repeat or alternative CT/MRI within 3 months if no biopsy or treatment is planned",
    severity: Severity.high,
  },
  "3": {
    clinician:
      "intermediate probability of malignancy: repeat or alternative diagnostic imaging (multiphase CT or MRI) in 3 to 6 months",
    patient:
      "showed a spot in the liver that is not clearly harmless or harmful. Most such spots are not cancer. A repeat scan in 3 to 6 months is usually advised to check it.",
    step: "Repeat or alternative multiphase CT/MRI of the liver in 3 to 6 months",
    severity: Severity.moderate,
  },
  "2": {
    clinician:
      "probably benign: return to routine HCC surveillance (usually every 6 months); repeat diagnostic imaging within 6 months may be considered",
    patient:
      "showed a spot in the liver that is very likely harmless. Your usual liver checks every 6 months continue.",
    step: "Continue routine HCC surveillance every 6 months",
    severity: Severity.low,
  },
  "1": {
    clinician: "definitely benign: return to routine HCC surveillance (usually every 6 months)",
    patient: "showed a spot in the liver that is harmless. Your usual liver checks every 6 months continue.",
    step: "Continue routine HCC surveillance every 6 months",
    severity: Severity.low,
  },
};

// ---------------------------------------------------------------- Bosniak

type BosniakClass = "I" | "II" | "IIF" | "III" | "IV";

/** Bosniak classes a report states ("Bosniak IIF", "Bosniak 2F", "Bosniak category III"). */
export function bosniakClasses(study: ImagingItem): BosniakClass[] {
  const re =
    /\bbosniak[\s:-]*(?:class(?:ification)?|category|cat\.?|type)?[\s:-]*(ii[\s-]?f|2[\s-]?f|iv|iii|ii|i|[1-4])\b/g;
  const byName: Record<string, BosniakClass> = { "1": "I", "2": "II", "3": "III", "4": "IV" };
  return statedMatches(study, re).map((m) => {
    const raw = (m[1] as string).replace(/[\s-]/g, "");
    if (raw === "iif" || raw === "2f") return "IIF";
    return byName[raw] ?? (raw.toUpperCase() as BosniakClass);
  });
}

/** What a class sets, in our words (Bosniak v2019, `silverman-2019-bosniak`; management as in `lamers-2016-bosniak`). */
const BOSNIAK_PLANS: Partial<Record<BosniakClass, Plan>> = {
  IIF: {
    clinician:
      "a mildly complex cystic renal mass that is probably benign: surveillance with follow-up CT or MRI is advised rather than treatment",
    patient:
      "showed a fluid-filled cyst in the kidney with a few thin walls inside it. Cysts like this are very often harmless. Repeat scans are advised to check that it does not change.",
    step: "Arrange follow-up renal CT or MRI for the Bosniak IIF cyst and record the surveillance plan",
    severity: Severity.moderate,
  },
  III: {
    clinician:
      "an indeterminate cystic renal mass, about half of which prove malignant (usually cystic renal cancers with a favourable course): refer to urology to discuss treatment or active surveillance",
    patient:
      "showed a cyst in the kidney with features that need a specialist's opinion. A urology (kidney surgery) specialist will talk with you about whether to treat it or keep watching it with scans.",
    step: "Refer to urology for the Bosniak III cystic renal mass (treatment or active surveillance)",
    severity: Severity.high,
  },
  IV: {
    clinician:
      "a cystic renal mass with enhancing soft tissue, likely malignant: refer to urology for treatment planning",
    patient:
      "showed a cyst in the kidney with a solid part that may be a cancer. A urology (kidney surgery) specialist should see you soon to plan the next steps.",
    step: "Refer to urology for the Bosniak IV cystic renal mass",
    severity: Severity.high,
  },
};

const BOSNIAK_ORDER: readonly BosniakClass[] = ["I", "II", "IIF", "III", "IV"];

// ---------------------------------------------------------------- Pancreatic cysts and IPMN

/** Words that name a pancreatic cystic lesion or IPMN. */
const PANCREATIC_CYST =
  /\b(?:ipmns?|intraductal papillary mucinous neoplasms?|pancrea\w*[^.;]{0,40}?cyst\w*|cyst\w*[^.;]{0,40}?pancrea\w*)\b/g;
/** Words that put a size on a duct rather than on the cyst ("MPD 4 mm", "main duct 6 mm"). */
const DUCT = /\b(?:mpd|main (?:pancreatic )?duct|pancreatic duct|duct|cbd)\b/;

interface PancreaticCyst {
  study: ImagingItem;
  mm?: number;
  ductMm?: number;
  highRisk: string[];
  worrisome: string[];
}

/** The main pancreatic duct's calibre in mm, when the report gives it. */
function ductCalibreMm(text: string): number | undefined {
  const m = /\b(?:mpd|main (?:pancreatic )?duct|pancreatic duct)\b[^.;]{0,25}?(\d+(?:\.\d+)?)\s*(mm|cm)\b/.exec(text);
  if (m === null) return undefined;
  return Number(m[1]) * (m[2] === "cm" ? 10 : 1);
}

/**
 * A pancreatic cyst or IPMN in a study, with its size and the high-risk stigmata and worrisome
 * features (Fukuoka 2017) the report states. A stated absence ("no mural nodule", "without
 * worrisome features") is not a feature.
 */
function pancreaticCyst(study: ImagingItem): PancreaticCyst | undefined {
  const text = study.text.toLowerCase();
  const named = statedMatches(study, PANCREATIC_CYST);
  if (named.length === 0) return undefined;
  const cystSentences = sentences(study.text).filter((s) => /ipmn|intraductal papillary|pancrea|cyst/.test(s));
  const sizes = cystSentences.flatMap((s) =>
    sizesMm(s)
      .filter((x) => !DUCT.test(s.slice(Math.max(0, x.index - 25), x.index)))
      .map((x) => x.mm),
  );
  const found: PancreaticCyst = { study, highRisk: [], worrisome: [] };
  if (sizes.length > 0) found.mm = Math.max(...sizes);
  const duct = ductCalibreMm(text);
  if (duct !== undefined) found.ductMm = duct;
  const stated = (re: RegExp) => statedMatches(study, new RegExp(re.source, "g")).length > 0;
  if (stated(/\b(?:obstructive )?jaundice\b/)) found.highRisk.push("obstructive jaundice");
  if (stated(/\benhancing (?:mural )?(?:nodules?|solid component)/))
    found.highRisk.push("enhancing mural nodule or solid component");
  if (duct !== undefined && duct >= 10) found.highRisk.push(`main duct ${duct} mm (10 mm or more)`);
  if (found.mm !== undefined && found.mm >= 30) found.worrisome.push("cyst 3 cm or more");
  if (duct !== undefined && duct >= 5 && duct < 10) found.worrisome.push(`main duct ${duct} mm (5-9 mm)`);
  if (stated(/\bthick(?:ened)?(?: enhancing)? (?:cyst )?walls?\b/))
    found.worrisome.push("thickened or enhancing cyst wall");
  if (!found.highRisk.some((f) => f.startsWith("enhancing")) && stated(/\bmural nodules?\b/))
    found.worrisome.push("mural nodule");
  if (stated(/\babrupt (?:change in )?(?:duct )?calib(?:re|er)\b/))
    found.worrisome.push("abrupt change in duct calibre");
  if (stated(/\bpancreatitis\b/)) found.worrisome.push("pancreatitis");
  if (stated(/\bworrisome features?\b/) && found.worrisome.length === 0)
    found.worrisome.push("worrisome features (as reported)");
  return found;
}

/** The plan Fukuoka 2017 sets for a cyst without high-risk stigmata or worrisome features, by size. */
function sizePlan(mm: number | undefined): Plan {
  if (mm === undefined)
    return {
      clinician:
        "no cyst size was found in the report; the size sets the surveillance interval, so obtain the maximum diameter",
      patient: "Its size decides how often it needs checking; your doctor will look into this.",
      step: "Obtain the pancreatic cyst's maximum diameter; it sets the surveillance interval",
      severity: Severity.moderate,
    };
  if (mm < 10)
    return {
      clinician: "under 1 cm without worrisome features: CT or MRI/MRCP at 6 months, then every 2 years if unchanged",
      patient:
        "It is small and has no worrying features. A repeat scan in about 6 months, then every 2 years, is usually advised.",
      step: "MRI/MRCP (or CT) of the pancreas at 6 months, then every 2 years if unchanged",
      severity: Severity.low,
    };
  if (mm < 20)
    return {
      clinician:
        "1-2 cm without worrisome features: MRI/MRCP at 6-12 months, then yearly for 2 years, then every 2 years if unchanged",
      patient:
        "It has no worrying features. A repeat MRI scan in 6 to 12 months, then yearly for 2 years, is usually advised to check that it does not change.",
      step: "MRI/MRCP of the pancreas at 6-12 months, then yearly for 2 years, then every 2 years if unchanged",
      severity: Severity.moderate,
    };
  return {
    clinician:
      "2-3 cm without worrisome features: endoscopic ultrasound (EUS) in 3-6 months, then yearly surveillance alternating MRI/MRCP and EUS",
    patient:
      "It has no worrying features. Most cysts like this never become cancer, but at this size regular checks are advised: an endoscopic ultrasound (a scan through a thin tube passed through the mouth) in 3 to 6 months, then yearly scans.",
    step: "Arrange EUS in 3-6 months, then yearly surveillance alternating MRI/MRCP and EUS",
    severity: Severity.moderate,
  };
}

function pancreaticMatch(c: PancreaticCyst): RuleMatch {
  const size = c.mm !== undefined ? ` ${(c.mm / 10).toFixed(1)} cm` : "";
  const plan: Plan =
    c.highRisk.length > 0
      ? {
          clinician: `high-risk stigmata (${c.highRisk.join("; ")}): refer to the pancreatic surgical (HPB) team for assessment for resection if fit`,
          patient:
            "It has a feature that needs a specialist's opinion soon. A pancreas specialist team will talk with you about the next steps, which may include an operation.",
          step: "Refer to the pancreatic surgical (HPB) multidisciplinary team",
          severity: Severity.high,
        }
      : c.worrisome.length > 0
        ? {
            clinician: `worrisome features (${c.worrisome.join("; ")}): endoscopic ultrasound (EUS) to look for a mural nodule, main-duct involvement or suspicious cytology, and discussion with the pancreatic team`,
            patient:
              "It has a feature that needs a closer look. An endoscopic ultrasound (a scan through a thin tube passed through the mouth) is usually advised.",
            step: "Arrange endoscopic ultrasound (EUS) and discuss with the pancreatic team",
            severity: Severity.high,
          }
        : sizePlan(c.mm);
  const duct = c.ductMm !== undefined ? `, main duct ${c.ductMm} mm` : "";
  return {
    refs: [c.study.ref],
    severity: plan.severity,
    values: { study: studyName(c.study), size, duct, plan: plan.clinician, patient: plan.patient },
    nextSteps: [plan.step],
  };
}

// ---------------------------------------------------------------- Rules

/** The highest-ranked stated category across the studies, with the study that gives it. */
function bestOf<T>(
  studies: readonly ImagingItem[],
  read: (s: ImagingItem) => T[],
  order: readonly T[],
): { study: ImagingItem; value: T } | undefined {
  let best: { study: ImagingItem; value: T } | undefined;
  for (const study of studies)
    for (const value of read(study))
      if (best === undefined || order.indexOf(value) > order.indexOf(best.value)) best = { study, value };
  return best;
}

export const ABDOMINAL_IMAGING_RULES: readonly Rule[] = [
  {
    id: "liver-lirads",
    family: FindingFamily.imaging,
    severity: Severity.high,
    problem: "Imaging follow-up",
    title: "Liver observation: LI-RADS category and plan",
    clinician: "{study}: LI-RADS LR-{category}. In ACR CT/MRI LI-RADS v2018 this is {meaning}.",
    patient: "Your liver scan {patient}",
    nextSteps: ["Act on the LI-RADS category's management"],
    patientQuestions: ["What does the spot on my liver scan mean, and what is the next step?"],
    evidence: ["acr-lirads-2018"],
    keywords: ["li-rads", "hepatocellular carcinoma", "liver mri", "hcc surveillance", "cirrhosis"],
    match: (ctx) => {
      const best = bestOf(ctx.model.imaging, liradsCategories, LIRADS_ORDER);
      if (best === undefined) return undefined;
      const plan = LIRADS_PLANS[best.value];
      return {
        refs: [best.study.ref],
        severity: plan.severity,
        values: { study: studyName(best.study), category: best.value, meaning: plan.clinician, patient: plan.patient },
        nextSteps: [plan.step],
      };
    },
  },
  {
    id: "renal-cyst-bosniak",
    family: FindingFamily.imaging,
    severity: Severity.moderate,
    problem: "Imaging follow-up",
    title: "Cystic renal mass: Bosniak class and plan",
    clinician:
      "{study}: Bosniak {category} cystic renal mass. In the Bosniak classification (version 2019) this is {meaning}.",
    patient: "Your imaging scan {patient}",
    nextSteps: ["Act on the Bosniak class"],
    patientQuestions: ["Does the cyst on my kidney need more scans or a specialist?"],
    evidence: ["silverman-2019-bosniak", "lamers-2016-bosniak"],
    keywords: ["bosniak", "renal cyst", "cystic renal mass", "renal cell carcinoma"],
    match: (ctx) => {
      const best = bestOf(ctx.model.imaging, bosniakClasses, BOSNIAK_ORDER);
      const plan = best === undefined ? undefined : BOSNIAK_PLANS[best.value];
      if (best === undefined || plan === undefined) return undefined;
      return {
        refs: [best.study.ref],
        severity: plan.severity,
        values: { study: studyName(best.study), category: best.value, meaning: plan.clinician, patient: plan.patient },
        nextSteps: [plan.step],
      };
    },
  },
  {
    id: "pancreatic-cyst-ipmn",
    family: FindingFamily.imaging,
    severity: Severity.moderate,
    problem: "Imaging follow-up",
    title: "Pancreatic cyst or IPMN: risk features and surveillance",
    clinician:
      "{study}: pancreatic cystic lesion or IPMN{size}{duct}. By the 2017 international (Fukuoka) consensus, {plan}.",
    patient: "Your scan showed a small fluid-filled sac (cyst) in the pancreas. {patient}",
    nextSteps: ["Set pancreatic cyst surveillance by its size and features"],
    patientQuestions: ["How often does the cyst in my pancreas need checking, and with which scan?"],
    evidence: ["fukuoka-2017-ipmn"],
    keywords: ["ipmn", "pancreatic cyst", "mrcp", "endoscopic ultrasound", "worrisome features"],
    match: (ctx) => {
      for (const study of ctx.model.imaging) {
        const found = pancreaticCyst(study);
        if (found !== undefined) return pancreaticMatch(found);
      }
      return undefined;
    },
  },
];

// ---------------------------------------------------------------- Cirrhosis on imaging

/** Report words that describe cirrhosis or its signs (nodular liver surface, splenomegaly, varices, ascites). */
const CIRRHOSIS_SIGN =
  /\b(cirrho\w*|nodular (?:liver )?(?:contour|surface|outline|margin)|(?:surface|contour) nodularity|splenomegaly|enlarged spleen|(?:oesophageal |esophageal |gastric )?varices|portal hypertension|ascites|recanali[sz]ed umbilical vein)\b/g;

/** A study of the liver or abdomen (ultrasound, CT, MRI or elastography). */
function isLiverStudy(study: ImagingItem): boolean {
  return /\b(liver|hepat\w*|abdom\w*|ruq|right upper quadrant|elastograph\w*|fibroscan)\b/i.test(
    `${study.type} ${study.description} ${study.text}`,
  );
}

/** A liver study on record: a scan of the liver has been done, so it is not asked for again. */
export function liverImaging(studies: readonly ImagingItem[]): ImagingItem | undefined {
  return studies.find(isLiverStudy);
}

/**
 * A liver study whose report describes cirrhosis or its signs ("mildly nodular contour; spleen
 * 13.5 cm … possible cirrhosis"), with the signs it states. A denied sign ("no ascites") is left
 * out, and a spleen size counts as splenomegaly from 13 cm.
 */
/**
 * The signs of cirrhosis a scan states, as a phrase for "<scan> reports …": the word cirrhosis itself
 * is left to the sentence that follows, and a measured spleen stands in for "splenomegaly"
 * (review 22, deep sweep 04: "reports … cirrhosis, splenomegaly, spleen 14.2 cm, which suggests cirrhosis").
 */
export function cirrhosisSignsText(signs: readonly string[]): string {
  const sized = signs.some((s) => /^spleen \d/.test(s));
  const shown = signs.filter((s) => !/^cirrho/.test(s) && !(sized && /splenomegaly|enlarged spleen/.test(s)));
  if (shown.length === 0) return "features of cirrhosis";
  return shown.length === 1 ? (shown[0] as string) : `${shown.slice(0, -1).join(", ")} and ${shown.at(-1)}`;
}

export function cirrhosisOnImaging(
  studies: readonly ImagingItem[],
): { study: ImagingItem; name: string; signs: string[] } | undefined {
  for (const study of studies) {
    if (!isLiverStudy(study)) continue;
    const signs = statedMatches(study, CIRRHOSIS_SIGN).map((m) => m[0]);
    const spleen = /\bspleen\b[^.;]{0,25}?(\d+(?:\.\d+)?)\s*cm\b/.exec(study.text.toLowerCase());
    if (spleen && Number(spleen[1]) >= 13) signs.push(`spleen ${spleen[1]} cm`);
    const unique = [...new Set(signs)];
    if (unique.some((s) => s.startsWith("cirrho") || /nodular/.test(s)) || unique.length >= 2)
      return { study, name: studyName(study), signs: unique };
  }
  return undefined;
}
