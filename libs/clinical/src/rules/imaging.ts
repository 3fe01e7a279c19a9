import { FindingFamily, type ImagingItem, Severity } from "../model.ts";
import { formatNumber } from "../text.ts";
import { ABDOMINAL_IMAGING_RULES } from "./imaging-abdomen.ts";
import { noduleSizesMm, sentences, sizesMm } from "./imaging-site.ts";
import { isStated } from "./notes.ts";
import type { Rule, RuleMatch } from "./types.ts";
import { withRaisedMetanephrines } from "./phaeochromocytoma.ts";

/** A study named for the report: its type and date. */
function studyName(study: ImagingItem): string {
  return `${study.type}${study.date ? ` (${study.date.slice(0, 10)})` : ""}`;
}

/** All of a study's words, lower-cased: type, description, modality and report. */
function allText(study: ImagingItem): string {
  return `${study.type}. ${study.description}. ${study.modality ?? ""}. ${study.text}`.toLowerCase();
}

/** A size in mm written in cm, as thyroid and adrenal thresholds are ("1.2 cm", "1.0 cm"). */
function showSize(mm: number): string {
  return `${(mm / 10).toFixed(1)} cm`;
}

// ---------------------------------------------------------------- BI-RADS

/**
 * BI-RADS categories a report gives ("BI-RADS 4B", "BIRADS: 5", "BI-RADS category 3", "BI-RADS
 * final assessment category 0"), upper-cased. Breast composition is written with letters or with
 * the word density, never right after "BI-RADS" and a category word, so it is not read as one.
 */
export function biradsCategories(text: string): string[] {
  const re =
    /\bbi[- ]?rads\b[®\s:,(-]*(?:(?:final\s+)?assessment[\s:-]*)?(?:category|cat\.?)?[\s:-]*([0-6])([abc])?(?!\d|\.\d|[a-z])/g;
  return [...text.toLowerCase().matchAll(re)].map((m) => `${m[1]}${(m[2] ?? "").toUpperCase()}`);
}

/** How much a category asks of the clinician: 5, then 4C–4A, then 0, 3 and 6; 1 and 2 ask nothing. */
function biradsRank(category: string): number {
  const order = ["2", "1", "6", "3", "0", "4", "4A", "4B", "4C", "5"];
  return order.indexOf(category);
}

interface BiradsPlan {
  clinician: string;
  patient: string;
  step: string;
  severity: Severity;
}

/**
 * What a BI-RADS category sets, in our words (ACR BI-RADS Atlas, 5th edition; the assessment
 * category table as reproduced in peer-reviewed summaries: see `acr-birads-atlas-2013`).
 */
function biradsPlan(category: string): BiradsPlan | undefined {
  const n = category.charAt(0);
  if (n === "0")
    return {
      clinician:
        "category 0 is an incomplete assessment: additional imaging (further views or ultrasound) and/or comparison with earlier mammograms are needed before a final category can be given",
      patient: "needs more pictures, or a comparison with earlier scans, before a result can be given.",
      step: "Arrange the additional breast imaging or obtain earlier mammograms for comparison",
      severity: Severity.moderate,
    };
  if (n === "3")
    return {
      clinician:
        "category 3 is probably benign (likelihood of cancer 2% or less): short-interval follow-up imaging, usually at 6 months, or continued surveillance rather than biopsy",
      patient:
        "showed something that is very likely harmless. A repeat scan in about 6 months is usually advised to check that it stays the same.",
      step: "Short-interval breast imaging follow-up, usually at 6 months",
      severity: Severity.moderate,
    };
  if (n === "4") {
    const sub: Record<string, string> = {
      "4": "suspicious (likelihood of cancer above 2% and below 95%)",
      "4A": "low suspicion for cancer (likelihood above 2% and up to 10%)",
      "4B": "moderate suspicion for cancer (likelihood above 10% and up to 50%)",
      "4C": "high suspicion for cancer (likelihood above 50% and below 95%)",
    };
    const reassure = category === "4C" ? "" : " Many areas checked this way turn out not to be cancer.";
    return {
      clinician: `category ${category} is ${sub[category]}: tissue diagnosis (image-guided biopsy) is recommended`,
      patient: `showed an area that needs a closer look. A biopsy (taking a small sample of tissue) is recommended to find out what it is.${reassure}`,
      step: "Arrange image-guided breast biopsy (tissue diagnosis) and confirm it is booked",
      severity: Severity.high,
    };
  }
  if (n === "5")
    return {
      clinician:
        "category 5 is highly suggestive of cancer (likelihood 95% or more): tissue diagnosis (image-guided biopsy) is recommended, and the breast team should be involved early",
      patient:
        "showed an area that looks worrying. A biopsy (taking a small sample of tissue) is needed soon to find out what it is, so that any treatment can be planned quickly.",
      step: "Arrange image-guided breast biopsy without delay and refer to the breast team",
      severity: Severity.high,
    };
  if (n === "6")
    return {
      clinician:
        "category 6 is a known, biopsy-proven cancer: the imaging serves treatment planning, and management follows the breast cancer care plan (surgical excision when clinically appropriate)",
      patient:
        "looked at a breast cancer that was already found by a biopsy. Your care team uses it to plan your treatment.",
      step: "Confirm the breast cancer treatment plan is in place with the breast team",
      severity: Severity.moderate,
    };
  return undefined;
}

// ---------------------------------------------------------------- ACR TI-RADS

/**
 * ACR TI-RADS size thresholds in mm and follow-up ultrasound schedule per level (Tessler et al.
 * 2017; see `acr-tirads-2017`). TR1 and TR2 need neither FNA nor follow-up.
 */
const TIRADS_LEVELS: Record<number, { label: string; fnaMm: number; followMm: number; schedule: string }> = {
  3: { label: "mildly suspicious", fnaMm: 25, followMm: 15, schedule: "at 1, 3 and 5 years" },
  4: { label: "moderately suspicious", fnaMm: 15, followMm: 10, schedule: "at 1, 2, 3 and 5 years" },
  5: { label: "highly suspicious", fnaMm: 10, followMm: 5, schedule: "every year for up to 5 years" },
};

/** Other thyroid scoring systems, whose levels and thresholds differ from the ACR's. */
const OTHER_TIRADS = /\b(?:eu|k|c|kwak)[- ]?$/;

/**
 * ACR TI-RADS levels in a sentence ("ACR TI-RADS TR4", "TI-RADS 5", "TR3"). The bare "TR" form is
 * read only in a thyroid study (it is also tricuspid regurgitation on an echocardiogram).
 */
function tiradsLevels(sentence: string, thyroid: boolean): number[] {
  const out: number[] = [];
  const re =
    /\bti[- ]?rads\b[\s:,(-]*(?:category|cat\.?|level|score)?[\s:-]*(?:tr[- ]?)?([1-5])(?![\d.])|\btr[- ]?([1-5])\b/g;
  for (const m of sentence.matchAll(re)) {
    const before = sentence.slice(Math.max(0, (m.index ?? 0) - 6), m.index ?? 0);
    if (m[1] !== undefined && OTHER_TIRADS.test(before)) continue;
    if (m[2] !== undefined && !thyroid) continue;
    out.push(Number(m[1] ?? m[2]));
  }
  return out;
}

/** A thyroid nodule's ACR TI-RADS level with its size in mm when the report gives it. */
interface TiradsNodule {
  level: number;
  mm?: number;
}

/** The largest nodule size in a sentence. */
function noduleSize(sentence: string): number | undefined {
  const sizes = noduleSizesMm(sentence);
  return sizes.length > 0 ? Math.max(...sizes) : undefined;
}

/**
 * The ACR TI-RADS nodules of a study. A level and a size in the same sentence belong together;
 * a report with one level and one sized nodule in different sentences (findings, then conclusion)
 * is read as that nodule.
 */
export function tiradsNodules(study: ImagingItem): TiradsNodule[] {
  const text = allText(study);
  const thyroid = /\bthyroid|ti[- ]?rads/.test(text);
  const out: TiradsNodule[] = [];
  const sized: number[] = [];
  for (const s of sentences(study.text)) {
    const mm = noduleSize(s);
    if (mm !== undefined) sized.push(mm);
    for (const level of tiradsLevels(s, thyroid)) out.push(mm === undefined ? { level } : { level, mm });
  }
  const only = out.length === 1 ? out[0] : undefined;
  if (only !== undefined && only.mm === undefined && sized.length === 1) only.mm = sized[0];
  return out;
}

/** What ACR TI-RADS sets for one nodule: FNA, follow-up ultrasound, or neither. */
function tiradsAction(n: TiradsNodule): "fna" | "follow" | "none" | "size-needed" | undefined {
  const t = TIRADS_LEVELS[n.level];
  if (t === undefined) return undefined;
  if (n.mm === undefined) return "size-needed";
  if (n.mm >= t.fnaMm) return "fna";
  if (n.mm >= t.followMm) return "follow";
  return "none";
}

const TIRADS_ORDER = ["none", "size-needed", "follow", "fna"] as const;

// ---------------------------------------------------------------- Adrenal incidentaloma

/**
 * A lesion word after "adrenal" in a sentence, and no negation before it ("no adrenal mass"). The
 * negation is looked for up to the lesion word, not only up to "adrenal": "Adrenal glands normal, no
 * adrenal nodule" denies the nodule (imaging-2 review 19, case 06), and a denial after it ("adrenal
 * nodule not seen") counts too.
 */
function adrenalLesion(sentence: string): boolean {
  const m =
    /\badrenals?\b[^.;]{0,40}?\b(nodul\w*|mass(?:es)?|lesions?|adenomas?|incidentalomas?|tumou?rs?|myelolipomas?)\b/.exec(
      sentence,
    );
  if (m === null) return false;
  const word = m.index + m[0].length - (m[1] as string).length;
  const before = sentence.slice(0, word);
  if (/\b(no|without|negative for|resolved)\b[^.;,]{0,30}$/.test(before)) return false;
  return isStated(sentence, word, (m[1] as string).length);
}

/** Words that put a density on a contrast-enhanced phase rather than the unenhanced one. */
const ENHANCED = /\b(portal|venous|delayed|arterial|post[- ]?contrast|contrast[- ]enhanced|enhanced)\b/;
const UNENHANCED = /\b(unenhanced|non[- ]?contrast|noncontrast|pre[- ]?contrast|native|plain)\b/;

/**
 * The unenhanced CT density of the lesion in HU ("6 HU on unenhanced images", "density 8 HU").
 * A density given for a contrast phase is not read: the 10 HU criterion is for unenhanced CT.
 */
export function adrenalHu(text: string): number | undefined {
  const t = text.toLowerCase();
  for (const m of t.matchAll(/(-?\d+(?:\.\d+)?)\s*(?:hu|hounsfield(?: units?)?)\b/g)) {
    const around = t.slice(Math.max(0, (m.index ?? 0) - 50), (m.index ?? 0) + m[0].length + 40);
    if (ENHANCED.test(around) && !UNENHANCED.test(around)) continue;
    return Number(m[1]);
  }
  return undefined;
}

interface AdrenalFinding {
  study: ImagingItem;
  mm?: number;
  hu?: number;
  heterogeneous: boolean;
  homogeneous: boolean;
}

/**
 * An adrenal lesion on imaging. One under 1 cm is not an incidentaloma by definition (CUA 2023)
 * and is left out.
 */
function adrenalFinding(study: ImagingItem): AdrenalFinding | undefined {
  const lesion = sentences(study.text).filter(adrenalLesion);
  if (lesion.length === 0) return undefined;
  const sizes = lesion.flatMap((s) => sizesMm(s).map((x) => x.mm));
  const mm = sizes.length > 0 ? Math.max(...sizes) : undefined;
  if (mm !== undefined && mm < 10) return undefined;
  const text = study.text.toLowerCase();
  const found: AdrenalFinding = {
    study,
    heterogeneous: /\b(heterogene\w*|inhomogene\w*|non-?homogene\w*)/.test(text),
    homogeneous: /\bhomogene?ous\b/.test(text),
  };
  if (mm !== undefined) found.mm = mm;
  const hu = adrenalHu(study.text);
  if (hu !== undefined) found.hu = hu;
  return found;
}

/** The hormone tests every adrenal incidentaloma needs, in our words (CUA 2023; ESE/ENSAT 2023 for the cortisol cut-off). */
function adrenalHormoneText(f: AdrenalFinding, benign: boolean): string {
  const metanephrines = !benign
    ? "; plasma or urine metanephrines to exclude phaeochromocytoma, since the lesion is not an unequivocal adenoma on unenhanced CT"
    : f.hu !== undefined && f.hu < 10
      ? "; screening for phaeochromocytoma may be left out for an unequivocal adenoma under 10 HU when there are no adrenergic symptoms"
      : "; at exactly 10 HU, consider plasma or urine metanephrines, since phaeochromocytoma screening is waived only below 10 HU";
  return `Hormonal work-up applies to every adrenal incidentaloma: a 1 mg overnight dexamethasone suppression test (a cortisol above 50 nmol/L, 1.8 µg/dL, afterwards, without overt Cushing's features, is mild autonomous cortisol secretion); an aldosterone-to-renin ratio if there is hypertension or low potassium${metanephrines}.`;
}

/**
 * What a benign-looking lesion's finding says: no further imaging, whatever its size (ESE/ENSAT 2023),
 * but only to decide whether it is benign. It says nothing on hormone excess, which the tests decide
 * (CUA 2023): "harmless, no more scans" beside a primary aldosteronism screen read as a contradiction
 * (review 14 known gaps). With homogeneity not stated the criterion is not yet met, so the step is
 * conditional on the radiologist confirming it.
 */
function benignAdrenalMatch(f: AdrenalFinding, lead: Record<string, string>, aldosterone: boolean): RuleMatch {
  const unstated = f.homogeneous ? "" : " (homogeneity was not stated; the criterion is for a homogeneous lesion)";
  const hormones = aldosterone
    ? "one after a dexamethasone tablet taken the night before checks cortisol, and one for aldosterone and renin checks aldosterone, because of your blood pressure or potassium"
    : "one after a dexamethasone tablet taken the night before checks that it is not making too much cortisol";
  return {
    refs: [f.study.ref],
    severity: Severity.low,
    values: {
      ...lead,
      plan: `A homogeneous adrenal lesion of 10 HU or less on unenhanced CT is benign and needs no further imaging, whatever its size${unstated}. That settles whether it is benign, not whether it secretes hormones, which the work-up decides. ${adrenalHormoneText(f, true)}`,
      patient: `Its appearance is typical of a harmless kind of growth (an adenoma), so ${f.homogeneous ? "it needs no more scans to check what it is" : "it is unlikely to need more scans once the radiologist confirms one detail of its appearance"}. Some adenomas make too much of a hormone, so blood tests are still advised: ${hormones}.`,
    },
    nextSteps: [
      f.homogeneous
        ? "No further imaging needed to characterise this benign-appearing lesion (homogeneous, 10 HU or less); the hormone work-up still applies"
        : "Ask the radiologist whether the lesion is homogeneous: if it is, no further imaging is needed to characterise it; if not, discuss in an adrenal multidisciplinary meeting",
      `Arrange a 1 mg overnight dexamethasone suppression test; aldosterone-to-renin ratio if hypertensive or hypokalaemic`,
    ],
  };
}

function adrenalMatch(f: AdrenalFinding, aldosterone: boolean): RuleMatch {
  const size = f.mm !== undefined ? `${showSize(f.mm)} ` : "";
  const density = f.hu !== undefined ? `, ${formatNumber(f.hu, 1)} HU on unenhanced CT` : "";
  const texture = f.heterogeneous ? ", heterogeneous" : f.homogeneous ? ", homogeneous" : "";
  const lead = { study: studyName(f.study), size, texture, density };
  const benign = f.hu !== undefined && f.hu <= 10 && !f.heterogeneous;
  const highRisk = !benign && f.mm !== undefined && f.mm > 40 && (f.heterogeneous || (f.hu !== undefined && f.hu > 20));
  const dst = "1 mg overnight dexamethasone suppression test";
  if (benign) return benignAdrenalMatch(f, lead, aldosterone);
  const why =
    f.hu === undefined
      ? "No unenhanced CT density was given, so the lesion is not yet characterised: an unenhanced (adrenal-protocol) CT is the first test to tell a benign adenoma from other lesions."
      : `It does not meet the benign criterion (homogeneous, 10 HU or less on unenhanced CT), so it is indeterminate: discuss it in a multidisciplinary meeting; further imaging (washout CT or chemical-shift MRI) may characterise it.`;
  const risk = highRisk
    ? " Larger than 4 cm and heterogeneous or above 20 HU, its risk of malignancy is high enough that surgery is usually advised."
    : "";
  return {
    refs: [f.study.ref],
    severity: highRisk ? Severity.high : Severity.moderate,
    values: {
      ...lead,
      plan: `${why}${risk} ${adrenalHormoneText(f, false)}`,
      patient: highRisk
        ? "Because of its size and look, a specialist team should review it soon; an operation to remove it is often advised. Blood and urine tests of the gland's hormones are part of the check-up."
        : "Most such lumps are harmless, but this scan could not show that for sure. Your doctor may suggest another scan and blood or urine tests to check the lump is not making too many hormones.",
    },
    nextSteps: [
      f.hu === undefined
        ? "Obtain an unenhanced (adrenal-protocol) CT density for the lesion"
        : "Discuss in an adrenal multidisciplinary meeting; consider washout CT or chemical-shift MRI",
      ...(highRisk ? ["Refer for adrenal surgical assessment"] : []),
      `Arrange a ${dst} and plasma or urine metanephrines; aldosterone-to-renin ratio if hypertensive or hypokalaemic`,
    ],
  };
}

// ---------------------------------------------------------------- Rules

export const IMAGING_RULES: readonly Rule[] = [
  {
    id: "breast-birads-action",
    family: FindingFamily.imaging,
    severity: Severity.high,
    problem: "Imaging follow-up",
    title: "Breast imaging BI-RADS category needing action",
    clinician: "{study}: BI-RADS {category}. In the ACR BI-RADS Atlas, {meaning}.",
    patient: "Your breast scan {patient}",
    nextSteps: ["Act on the BI-RADS category's management recommendation"],
    patientQuestions: ["What is the next test for my breast, and when will it be?"],
    evidence: ["acr-birads-atlas-2013"],
    keywords: ["bi-rads", "breast imaging", "mammogram", "breast biopsy"],
    match: (ctx) => {
      let best: { study: ImagingItem; category: string; plan: BiradsPlan } | undefined;
      for (const study of ctx.model.imaging) {
        for (const category of biradsCategories(allText(study))) {
          const plan = biradsPlan(category);
          if (plan === undefined) continue;
          if (best === undefined || biradsRank(category) > biradsRank(best.category)) best = { study, category, plan };
        }
      }
      if (best === undefined) return undefined;
      return {
        refs: [best.study.ref],
        severity: best.plan.severity,
        values: {
          study: studyName(best.study),
          category: best.category,
          meaning: best.plan.clinician,
          patient: best.plan.patient,
        },
        nextSteps: [best.plan.step],
      };
    },
  },
  {
    id: "thyroid-nodule-tirads",
    family: FindingFamily.imaging,
    severity: Severity.moderate,
    problem: "Imaging follow-up",
    title: "Thyroid nodule: ACR TI-RADS plan",
    clinician: "{study}: ACR TI-RADS TR{level} ({label}) thyroid nodule{size}. {plan}",
    patient:
      "Your neck scan showed a lump in the thyroid gland (a nodule). Most thyroid nodules are not cancer. {patientPlan}",
    nextSteps: ["Follow the ACR TI-RADS size thresholds for FNA and follow-up ultrasound"],
    patientQuestions: ["Do I need a needle test or another scan of my thyroid, and when?"],
    evidence: ["acr-tirads-2017"],
    keywords: ["thyroid nodule", "ti-rads", "fine-needle aspiration", "thyroid ultrasound"],
    match: (ctx) => {
      let best: { study: ImagingItem; nodule: TiradsNodule; action: (typeof TIRADS_ORDER)[number] } | undefined;
      for (const study of ctx.model.imaging) {
        for (const nodule of tiradsNodules(study)) {
          const action = tiradsAction(nodule);
          if (action === undefined) continue;
          if (best === undefined || TIRADS_ORDER.indexOf(action) > TIRADS_ORDER.indexOf(best.action))
            best = { study, nodule, action };
        }
      }
      if (best === undefined) return undefined;
      const { nodule, action } = best;
      const t = TIRADS_LEVELS[nodule.level] as (typeof TIRADS_LEVELS)[number];
      const thresholds = `ACR TI-RADS sets FNA for a TR${nodule.level} nodule from ${showSize(t.fnaMm)} and follow-up ultrasound from ${showSize(t.followMm)}`;
      const growth =
        "significant growth at follow-up (more than 20% and 2 mm in two dimensions, or more than 50% in volume) is a reason to sample it";
      const plans = {
        fna: {
          plan: `${thresholds}, so FNA is recommended.`,
          patient: "Because of its size and look, a needle test (fine-needle aspiration) is advised to check it.",
          step: "Arrange ultrasound-guided fine-needle aspiration of the thyroid nodule",
          severity: Severity.high,
        },
        follow: {
          plan: `${thresholds}, so no FNA now; follow-up ultrasound ${t.schedule}; ${growth}.`,
          patient:
            "It is too small to need a needle test now. A repeat ultrasound in about a year is usually advised, to check that it does not grow.",
          step: `Thyroid ultrasound follow-up ${t.schedule}; no FNA at this size`,
          severity: Severity.moderate,
        },
        none: {
          plan: `${thresholds}, so at this size it needs neither FNA nor follow-up ultrasound.`,
          patient: "It is small, and by the usual size rules it needs no needle test or repeat scan.",
          step: "No FNA or thyroid ultrasound follow-up needed at this size",
          severity: Severity.low,
        },
        "size-needed": {
          plan: `No nodule size was found in the report; ${thresholds}, so obtain the maximum diameter.`,
          patient: "Its size decides whether a needle test or a repeat scan is needed; your doctor will check this.",
          step: "Obtain the nodule's maximum diameter; it sets FNA or follow-up by ACR TI-RADS",
          severity: Severity.moderate,
        },
      }[action];
      return {
        refs: [best.study.ref],
        severity: plans.severity,
        values: {
          study: studyName(best.study),
          level: nodule.level,
          label: t.label,
          size: nodule.mm !== undefined ? `, ${showSize(nodule.mm)}` : "",
          plan: plans.plan,
          patientPlan: plans.patient,
        },
        nextSteps: [plans.step],
      };
    },
  },
  {
    id: "adrenal-incidentaloma",
    family: FindingFamily.imaging,
    severity: Severity.moderate,
    problem: "Imaging follow-up",
    title: "Adrenal incidentaloma: imaging and hormone work-up",
    clinician: "{study}: {size}adrenal lesion{texture}{density}. {plan}",
    patient:
      "Your scan showed a lump on one of your adrenal glands (small glands that sit on top of the kidneys). {patient}",
    nextSteps: ["Characterise the adrenal lesion and complete the hormone work-up"],
    patientQuestions: ["Do I need hormone tests or another scan for the lump on my adrenal gland?"],
    evidence: ["ese-ensat-2023-adrenal-incidentaloma", "cua-2023-adrenal-mass"],
    keywords: ["adrenal incidentaloma", "adrenal adenoma", "dexamethasone suppression test", "hounsfield units"],
    match: (ctx) => {
      for (const study of ctx.model.imaging) {
        const found = adrenalFinding(study);
        // Hypertension or a low potassium adds the aldosterone test to what the patient is told.
        const aldosterone =
          ctx.conditions("hypertension").length > 0 ||
          ctx.labs("potassium").some((o) => o.status === "low" || o.status === "critical-low");
        if (found !== undefined) return withRaisedMetanephrines(adrenalMatch(found, aldosterone), ctx);
      }
      return undefined;
    },
  },
  ...ABDOMINAL_IMAGING_RULES,
];
