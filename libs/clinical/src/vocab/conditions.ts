import { nameKey } from "../text.ts";

interface ConceptDef {
  words: readonly string[];
  /** ICD-10 code prefixes. */
  icd?: readonly string[];
  /** Words that veto the concept ("prediabetes" is not "diabetes"). */
  not?: readonly string[];
}

/** Condition concepts the rules use, recognised from names, ICD-10 prefixes and a few SNOMED codes. */
export const CONDITION_CONCEPTS: Record<string, ConceptDef> = {
  diabetes: {
    words: ["diabetes", "diabetic", "t2dm", "t1dm", "dm2", "dm type 2", "type 2 dm", "niddm", "iddm"],
    icd: ["E10", "E11", "E13", "E14"],
    not: [
      "prediabetes",
      "pre diabetes",
      "prediabetic",
      "insipidus",
      "gestational",
      "borderline",
      "risk of diabetes",
      "family history",
    ],
  },
  prediabetes: {
    words: [
      "prediabetes",
      "pre diabetes",
      "prediabetic",
      "impaired fasting glucose",
      "impaired glucose tolerance",
      "borderline diabetes",
    ],
    icd: ["R73"],
  },
  ckd: {
    words: [
      "chronic kidney disease",
      "ckd",
      "chronic renal",
      "renal insufficiency",
      "diabetic nephropathy",
      "diabetic renal disease",
      "kidney disease",
      "renal failure chronic",
      "end stage renal",
    ],
    icd: ["N18", "E11.2", "I12", "I13"],
    not: ["acute kidney injury"],
  },
  // Kidney failure (KDIGO G5), treated with dialysis or not: creatinine and urea far above the
  // range are its expected state, not an emergency (normalize/kidney-failure.ts).
  "kidney-failure": {
    words: [
      "end stage renal",
      "end stage kidney",
      "esrd",
      "eskd",
      "kidney failure",
      "renal failure chronic",
      "chronic renal failure",
      "ckd stage 5",
      "ckd 5",
      "ckd g5",
      "stage 5 chronic kidney",
      "chronic kidney disease stage 5",
      "dialysis",
      "haemodialysis",
      "hemodialysis",
      "renal replacement therapy",
    ],
    icd: ["N18.5", "N18.6", "Z99.2", "Z49", "Z91.15"],
    not: ["acute kidney", "acute renal", "transplant"],
  },
  hypertension: {
    words: ["hypertension", "high blood pressure", "htn", "hypertensive"],
    icd: ["I10", "I11", "I12", "I13", "I15"],
    not: ["pulmonary hypertension", "ocular hypertension", "intracranial hypertension"],
  },
  ascvd: {
    words: [
      "coronary",
      "myocardial infarction",
      // Matched as a whole word ("Previous MI", review 12 cardiometabolic case 11).
      "mi",
      "heart attack",
      "angina",
      "cad",
      "ischemic heart",
      "ischaemic heart",
      "stroke",
      "cerebral infarction",
      "transient ischemic attack",
      // UK spelling, as British records write it (review 14, neuro case 11).
      "transient ischaemic attack",
      "tia",
      "peripheral arterial disease",
      "peripheral artery disease",
      "acute coronary syndrome",
      "nstemi",
      "stemi",
      "pci",
      "stent",
      "cabg",
    ],
    icd: ["I20", "I21", "I22", "I23", "I24", "I25", "I63", "I70", "G45"],
  },
  "heart-failure": {
    words: [
      "heart failure",
      "hfref",
      "hfpef",
      "chf",
      "cardiac failure",
      "congestive heart",
      "reduced ejection fraction",
    ],
    icd: ["I50"],
  },
  hfref: { words: ["hfref", "reduced ejection fraction", "systolic heart failure"] },
  "atrial-fibrillation": { words: ["atrial fibrillation", "afib", "af", "atrial flutter"], icd: ["I48"] },
  hypothyroidism: {
    words: ["hypothyroidism", "hypothyroid", "hashimoto", "underactive thyroid"],
    icd: ["E03", "E06.3"],
  },
  hyperthyroidism: {
    words: ["hyperthyroidism", "hyperthyroid", "graves", "thyrotoxicosis", "overactive thyroid"],
    icd: ["E05"],
  },
  gout: { words: ["gout", "gouty"], icd: ["M10", "M1A"] },
  "prostate-cancer": {
    words: ["prostate cancer", "carcinoma of prostate", "prostate carcinoma", "prostatectomy", "neoplasm of prostate"],
    icd: ["C61"],
  },
  "breast-cancer": { words: ["breast cancer", "carcinoma of breast", "breast carcinoma"], icd: ["C50"] },
  "colorectal-cancer": {
    words: ["colorectal cancer", "colon cancer", "rectal cancer", "bowel cancer", "carcinoma of colon"],
    icd: ["C18", "C19", "C20"],
  },
  "lung-cancer": {
    words: [
      "lung cancer",
      "carcinoma of lung",
      "lung carcinoma",
      "bronchogenic carcinoma",
      "non-small cell lung",
      "small cell lung",
      "nsclc",
      "sclc",
      "lung adenocarcinoma",
      "squamous cell carcinoma of lung",
    ],
    icd: ["C34"],
  },
  "lynch-syndrome": { words: ["lynch syndrome", "hnpcc", "hereditary nonpolyposis", "hereditary non-polyposis"] },
  cancer: {
    words: [
      "cancer",
      "carcinoma",
      "malignant",
      "malignancy",
      "lymphoma",
      "leukemia",
      "leukaemia",
      "melanoma",
      "myeloma",
      "metastatic",
    ],
    icd: ["C"],
  },
  "liver-disease": {
    words: [
      "cirrhosis",
      "hepatitis",
      "fatty liver",
      "masld",
      "nafld",
      "nash",
      "mash",
      "steatotic liver",
      "liver disease",
    ],
    icd: ["K70", "K71", "K72", "K73", "K74", "K75", "K76", "B18"],
  },
  obesity: { words: ["obesity", "obese", "morbid obesity", "body mass index 30", "bmi 30", "bmi 40"], icd: ["E66"] },
  hiv: { words: ["hiv", "human immunodeficiency virus"], icd: ["B20", "Z21"] },
  anaemia: { words: ["anemia", "anaemia"], icd: ["D50", "D51", "D52", "D53", "D63", "D64"] },
  // Read by rules/g6pd.ts: oxidant medicines to avoid and drug-induced haemolysis.
  "g6pd-deficiency": {
    words: ["g6pd deficiency", "g6pd deficient", "glucose 6 phosphate dehydrogenase deficiency", "favism"],
    icd: ["D55.0"],
  },
  // Read by rules/sickle-cell.ts and rules/haematology-context.ts. Sickle cell trait is a carrier state, not the disease.
  "sickle-cell-disease": {
    words: [
      "sickle cell disease",
      "sickle cell anemia",
      "sickle cell anaemia",
      "hbss",
      "hb ss",
      "hbsc",
      "hb sc",
      "sickle beta thalassemia",
      "sickle beta thalassaemia",
      "sickle cell",
    ],
    icd: ["D57.0", "D57.1", "D57.2", "D57.4", "D57.8"],
    not: ["sickle cell trait"],
  },
  "heavy-menstrual-bleeding": { words: ["heavy menstrual", "menorrhagia", "heavy periods"], icd: ["N92"] },
  vte: {
    words: ["deep vein thrombosis", "dvt", "pulmonary embolism", "venous thromboembolism", "vte"],
    icd: ["I26", "I80", "I82"],
  },
  "bipolar-disorder": { words: ["bipolar", "manic"], icd: ["F31"] },
  pregnancy: { words: ["pregnant", "pregnancy", "gestation"], icd: ["O", "Z33", "Z34"] },
  "familial-hypercholesterolaemia": {
    words: ["familial hypercholesterolemia", "familial hypercholesterolaemia"],
    icd: ["E78.01"],
  },
  "lung-nodule": { words: ["pulmonary nodule", "lung nodule"], icd: ["R91.1"] },
  // Read by rules/copd.ts: oxygen assessment and vaccines in a recorded COPD.
  copd: {
    words: ["copd", "chronic obstructive", "emphysema", "coad"],
    icd: ["J43", "J44"],
    not: ["family history", "alpha-1 antitrypsin carrier"],
  },
  smoker: { words: ["tobacco", "smoker", "smoking", "nicotine dependence"], icd: ["F17", "Z72.0"] },
  "gi-bleeding": { words: ["gastrointestinal bleed", "gi bleed", "melena", "melaena", "hematochezia"], icd: ["K92"] },
  // Read by rules/adrenal.ts: a known lack of cortisol (primary, secondary or from congenital
  // adrenal hyperplasia), in which vomiting, low blood pressure or the salt pattern may be a crisis.
  "adrenal-insufficiency": {
    words: [
      "addison",
      "addisons",
      "addisonian",
      "adrenal insufficiency",
      "adrenal failure",
      "adrenocortical insufficiency",
      "hypoadrenalism",
      "hypopituitarism",
      "panhypopituitarism",
      "acth deficiency",
      "congenital adrenal hyperplasia",
      "bilateral adrenalectomy",
    ],
    icd: ["E27.1", "E27.2", "E27.3", "E27.4", "E23.0", "E25.0", "E89.6"],
    not: ["family history", "excluded", "ruled out", "risk of"],
  },
  // Read by rules/gca.ts: a headache in someone with migraine must be said to be new or different.
  migraine: { words: ["migraine"], icd: ["G43"] },
  // Read by rules/gca.ts: a known PMR is not a new "possible PMR" picture.
  "polymyalgia-rheumatica": { words: ["polymyalgia rheumatica", "polymyalgia", "pmr"], icd: ["M35.3"] },
  // Read by rules/eating-disorder.ts (and rules/vital-signs.ts): markers of medical instability
  // from starvation. "Anorexia" alone is a symptom (poor appetite), not the disorder.
  "eating-disorder": {
    words: [
      "anorexia nervosa",
      "atypical anorexia",
      "bulimia nervosa",
      "eating disorder",
      "arfid",
      "avoidant restrictive food intake",
      "restrictive eating disorder",
    ],
    icd: ["F50"],
  },
};

/** Concept words in matching form, computed once. */
const KEYED = Object.entries(CONDITION_CONCEPTS).map(([id, def]) => ({
  id,
  def,
  words: def.words.map((w) => ` ${nameKey(w)} `),
  not: (def.not ?? []).map((n) => nameKey(n)),
}));

/** Concept ids recognised in a condition name and optional ICD-10 code. */
export function conditionConcepts(name: string, code?: string): string[] {
  const key = ` ${nameKey(name)} `;
  const icd = code?.trim().toUpperCase();
  const found: string[] = [];
  for (const { id, def, words, not } of KEYED) {
    if (not.some((n) => key.includes(n))) continue;
    const byWord = words.some((w) => key.includes(w));
    const byCode = icd !== undefined && /^[A-Z]\d/.test(icd) && (def.icd?.some((p) => icd.startsWith(p)) ?? false);
    if (byWord || byCode) found.push(id);
  }
  return found;
}

/** Whether a clinical status counts as current (spec's clinicalStatus values, or free text). */
export function isActiveCondition(status: string | undefined): boolean {
  if (status === undefined || status.trim() === "") return true;
  return /^(active|recurrence|relapse|current|ongoing|chronic|confirmed)$/i.test(status.trim());
}
