import type { PatientModel, Sex } from "../model.ts";
import { knownCirrhosis } from "../rules/cirrhosis.ts";
import { RuleContext } from "../rules/context.ts";
import { type DevolvedNation, devolvedNation, readsAsUk, readsAsUsUnits } from "../rules/uk-record.ts";
import { isActiveCondition } from "../vocab/conditions.ts";
import { metaboliserPhenotype, type MetaboliserPhenotype, reportsPathogenic } from "../vocab/genetics.ts";

/**
 * Conditions that a source can be written for: a heart-failure guideline speaks to people with
 * heart failure, and citing it for a statement made to someone without heart failure misleads the
 * reader, however true the statement. `as const` object plus a type of the same name.
 */
export const Population = {
  heartFailure: "heart-failure",
  atrialFibrillation: "atrial-fibrillation",
  ckd: "ckd",
  diabetes: "diabetes",
  pregnancy: "pregnancy",
  anaemia: "anaemia",
  steatoticLiver: "steatotic-liver",
  coronaryDisease: "coronary-disease",
  /** Past colorectal cancer or Lynch syndrome: outside the average-risk screening population. */
  colorectalHighRisk: "colorectal-high-risk",
  /** Osteoporosis or a fragility fracture in the record: an established reason to treat low vitamin D. */
  osteoporosis: "osteoporosis",
  /** A ferritin below its reference range: iron deficiency shown. */
  ironDeficiency: "iron-deficiency",
  /** A current hepatitis C infection: HCV RNA detected, or hepatitis C among the conditions. */
  hepatitisC: "hepatitis-c",
  /** A cancer in the record, current or past: sources on cancer care (bone metastases) fit only then. */
  cancer: "cancer",
  /** Cirrhosis on record: sources on its complications (kidney injury with ascites) fit only then. */
  cirrhosis: "cirrhosis",
} as const;
export type Population = (typeof Population)[keyof typeof Population];

const {
  heartFailure,
  atrialFibrillation,
  ckd,
  diabetes,
  pregnancy,
  anaemia,
  steatoticLiver,
  coronaryDisease,
  colorectalHighRisk,
  osteoporosis,
  ironDeficiency,
  hepatitisC,
  cancer,
  cirrhosis,
} = Population;

/**
 * Library sources written for people with a condition, with the conditions a patient must have
 * for the source to fit (all of them: the KDIGO guideline on diabetes in CKD needs both). Sources
 * not listed are general (drug labels, screening, diagnosis and general guidelines). Only sources
 * the library may cite are listed; add a condition-specific one here when it is added there.
 */
export const SOURCE_POPULATIONS: Readonly<Record<string, readonly Population[]>> = {
  "aha-acc-hfsa-2022-hf": [heartFailure],
  "esc-2021-hf": [heartFailure],
  // Offered as further reading for an NSAID "triple whammy" without liver disease (review 28).
  "ica-2015-aki-cirrhosis": [cirrhosis],
  "esc-2023-hf-fu": [heartFailure],
  "hfm-weight-gain": [heartFailure],
  "acc-aha-2023-af": [atrialFibrillation],
  "yasuda-2019-afire": [atrialFibrillation],
  "kdigo-2024-ckd": [ckd],
  "kdigo-2017-ckd-mbd": [ckd],
  "kdigo-2021-bp-ckd": [ckd],
  "kdigo-2026-anemia-ckd": [ckd, anaemia],
  "kdoqi-2020-nutrition-ckd": [ckd],
  "kdigo-2022-diabetes-ckd": [diabetes, ckd],
  "ada-soc-2026-s6": [diabetes],
  "ada-soc-2026-s10": [diabetes],
  "ada-soc-2026-s11": [diabetes],
  "ada-soc-2026-s13": [diabetes],
  "aace-2022-dm-care-plan": [diabetes],
  "acog-pb190-gdm": [pregnancy],
  "acog-pb222-htn-preeclampsia": [pregnancy],
  "acog-pb223-thyroid-pregnancy": [pregnancy],
  // An NHS pathway for thyroid disease in pregnancy: no further reading for a woman who is not
  // pregnant (review 31b, deep-paeds-31b case 10: a Hodgkin survivor on levothyroxine was offered it).
  "bnssg-remedy-thyroid-pregnancy": [pregnancy],
  "ata-2026-pregnancy": [pregnancy],
  "uspstf-2021-gdm": [pregnancy],
  "uspstf-2021-aspirin-preeclampsia": [pregnancy],
  "smfm-cs53-icp": [pregnancy],
  "nice-ng3-diabetes-pregnancy": [pregnancy],
  "uspstf-2024-ida-pregnancy": [pregnancy],
  "bsh-2020-iron-pregnancy": [pregnancy],
  "acog-pb233-anemia-pregnancy": [pregnancy],
  "bsh-2016-antibodies-pregnancy": [pregnancy],
  "uktis-2017-warfarin-pregnancy": [pregnancy],
  "asco-ash-2019-cancer-anaemia": [anaemia],
  "munoz-2018-postoperative-anaemia": [anaemia],
  "nice-ng133-hypertension-pregnancy": [pregnancy],
  "haram-2009-hellp": [pregnancy],
  "acog-pb207-thrombocytopenia": [pregnancy],
  "reese-2018-platelets-pregnancy": [pregnancy],
  "aasld-2023-nafld": [steatoticLiver],
  "easl-easd-easo-2024-masld": [steatoticLiver],
  "aha-acc-2023-ccd": [coronaryDisease],
  // A review of hypocalcaemia on bone drugs in advanced prostate cancer: no reading for a woman on
  // alendronate for osteoporosis (review 21, deep sweep 07).
  "body-2018-hypocalcaemia-prostate-antiresorptive": [cancer],
};

/**
 * Sources written for people outside a group: USPSTF's colorectal screening is for adults at
 * average risk, "no prior diagnosis of colorectal cancer … no personal diagnosis or family history
 * of known genetic disorders" such as Lynch syndrome (its statement's population, seen on
 * uspreventiveservicestaskforce.org).
 */
export const SOURCE_NOT_FOR: Readonly<Record<string, readonly Population[]>> = {
  "uspstf-2021-crc": [colorectalHighRisk],
  // AGA's gastrointestinal work-up of iron deficiency anaemia (endoscopy for men and postmenopausal
  // women) is not the work-up of anaemia in pregnancy, whose care follows the pregnancy team.
  "aga-2020-ida": [pregnancy],
  // USPSTF 2024 is about screening and routine supplementation in pregnant people without signs or
  // symptoms of iron deficiency; it "does not apply" to those with symptoms of iron deficiency
  // anaemia (odphp.health.gov summary of the statement, seen 2026-11-28), and says nothing on
  // treating a proven anaemia.
  "uspstf-2024-ida-pregnancy": [anaemia],
  // The Endocrine Society 2024 vitamin D guideline is for people "without established indications
  // for vitamin D treatment or 25(OH)D testing" (endocrine.org guideline page and PubMed 38828931
  // abstract, seen 2026-11-28); osteoporosis is such an indication.
  "endosoc-2024-vitamin-d": [osteoporosis],
  // Our summary of SIGN's prevention and remission guideline gives its prediabetes definition and
  // prevention programmes: no reading for someone whose glucose is already in the diabetes range.
  "sign-t2d-prevention-remission": [diabetes],
  // The GeNotes page is about small red cells with a normal ferritin (a haemoglobinopathy): no reading
  // when the ferritin is low, which shows iron deficiency (review 10, infection #9).
  "hee-genomics-microcytic-normal-ferritin": [ironDeficiency],
  // The AASLD fatty-liver guidance stages fibrosis in steatotic liver disease; in current hepatitis C
  // the staging is the HCV guidance's (aasld-idsa-2023-hcv), which the FIB-4 rule cites then.
  "aasld-2023-nafld": [hepatitisC],
  // The ACC/AHA 2019 guideline is on the primary prevention of cardiovascular disease: no reading
  // for aspirin or a statin in someone with established atherosclerotic disease (review 11 onc #15).
  "acc-aha-2019-primary-prevention": [coronaryDisease],
};

/**
 * Whether a source is written for people outside a group this patient is in (see
 * {@link SOURCE_NOT_FOR}). Unlike {@link fitsPopulations}, it does not ask that the patient be in
 * the groups a source is written for, so it applies to the sources rules cite themselves.
 */
export function excludedFor(id: string, populations: ReadonlySet<Population>): boolean {
  return (SOURCE_NOT_FOR[id] ?? []).some((p) => populations.has(p));
}

/** Sources written for one sex, as their recommendations say (USPSTF's BRCA statement is about women). An unknown sex fits either. */
export const SOURCE_SEXES: Readonly<Record<string, Sex>> = {
  "uspstf-2019-brca": "female",
};

/** A Lynch syndrome (mismatch-repair gene) variant reported as pathogenic. */
export function hasLynchVariant(ctx: RuleContext): boolean {
  return ["MLH1", "MSH2", "MSH6", "PMS2", "EPCAM"].some((gene) =>
    ctx.genes(gene).some((g) => reportsPathogenic(g.interpretation, g.value)),
  );
}

/**
 * Ages a source is written for, in whole years: from `from` (inclusive), below `below`.
 * `unknownAge` says whether a patient whose record gives no age fits it.
 */
interface AgeRange {
  from?: number;
  below?: number;
  unknownAge: boolean;
}

/**
 * A record without an age is most often an adult's, so adult sources fit it; sources for children
 * or for people 65 and over need a known age, since a children's guideline offered for an adult
 * (or the Beers Criteria for a 40-year-old) misleads more than a missing further-reading line
 * costs. The rules that cite the children's sources themselves fire only at a known age.
 */
const CHILDREN: AgeRange = { below: 18, unknownAge: false };
const ADULTS: AgeRange = { from: 18, unknownAge: true };
const OLDER_ADULTS: AgeRange = { from: 65, unknownAge: false };

/**
 * Library sources written for an age group, as their titles say: children and adolescents (under
 * 18 unless the source names its own bound, as NICE NG224 does with under 16s), adults, and adults
 * 65 and older (the Beers Criteria). The CDC's adult BMI categories are for adults 20 and older.
 */
export const SOURCE_AGES: Readonly<Record<string, AgeRange>> = {
  "aap-2017-pediatric-hbp": CHILDREN,
  "esh-2016-paediatric-hypertension": CHILDREN,
  "jackson-2007-gb-bp-centiles": CHILDREN,
  // For serum or plasma from 2 years: maternal antibodies confuse an infant's result.
  "cdc-aphl-2014-hiv-lab-testing": { from: 2, unknownAge: true },
  "nice-ng224-uti-under-16s": { ...CHILDREN, below: 16 },
  "nice-ng143-fever-under-5s": { ...CHILDREN, below: 5 },
  "aha-2017-kawasaki": CHILDREN,
  // Written for babies: newborns under 28 days (NICE CG98) and young infants (NASPGHAN-ESPGHAN 2017).
  "nice-cg98-neonatal-jaundice": { ...CHILDREN, below: 1 },
  "naspghan-espghan-2017-infant-cholestasis": { ...CHILDREN, below: 1 },
  "chop-neonatal-jaundice-when-to-refer": { ...CHILDREN, below: 1 },
  "nice-ng254-sepsis-under-16s": { ...CHILDREN, below: 16 },
  "ssc-2020-sepsis-children": CHILDREN,
  "rcp-news2-2017": { ...ADULTS, from: 16 },
  "zierk-2017-paediatric-alp": CHILDREN,
  "danish-2021-paediatric-bone-markers": CHILDREN,
  // Healthy children and adolescents aged 6–19: orthostatic proteinuria at school age.
  "brandt-2010-orthostatic-proteinuria": { ...CHILDREN, from: 6 },
  "kapelari-2008-paediatric-thyroid-ranges": CHILDREN,
  "aha-acc-2025-hbp": ADULTS,
  // PREVENT was derived and is used in adults aged 30–79.
  "khan-2024-prevent": { from: 30, below: 80, unknownAge: false },
  "aafp-2022-bp-targets": ADULTS,
  "uspstf-2021-hypertension": ADULTS,
  "uspstf-2022-statins": ADULTS,
  "uspstf-2021-vitd-screening": ADULTS,
  "uspstf-2021-tobacco-cessation": ADULTS,
  // Screening adults aged 35 to 70 with overweight or obesity (physiciansweekly.com HealthDay report
  // of the final statement, seen 2026-11-30, review 27).
  "uspstf-2021-prediabetes-t2d": { from: 35, below: 71, unknownAge: true },
  "aace-ata-2012-hypothyroidism": ADULTS,
  // NICE's adult diabetes guidelines were offered as further reading for an 8-year-old's new
  // diabetes (review 26, children-26b case 06); NG18 is the children's guideline.
  "nice-ng17-2015": ADULTS,
  "nice-ng28-t2d-adults": ADULTS,
  "nice-ph38-t2d-prevention": ADULTS,
  "endosoc-2009-hypoglycaemia": ADULTS,
  "ats-idsa-2019-cap": ADULTS,
  "cdc-adult-bmi-categories": { ...ADULTS, from: 20 },
  "ags-beers-2023": OLDER_ADULTS,
  "baillargeon-2012-warfarin-antibiotics": OLDER_ADULTS,
  "nice-ng136-hypertension": ADULTS,
  "aga-2020-ida": ADULTS,
  "aap-2010-iron-deficiency-infants": { ...CHILDREN, below: 4 },
  "aap-2022-neonatal-hyperbilirubinemia": { ...CHILDREN, below: 1 },
  "parkin-2015-cow-milk-ida": { ...CHILDREN, below: 5 },
  "ada-2024-hyperglycaemic-crises": ADULTS,
  "jbds-2022-hhs": ADULTS,
  "jbds-01-hospital-hypoglycaemia": ADULTS,
  "ispad-2022-dka": CHILDREN,
  "rcem-paediatric-dka": CHILDREN,
  "ada-soc-2026-s13": OLDER_ADULTS,
};

/**
 * Who a drug- or gene-specific source is written for: people taking a medicine of one of
 * `medicines` (classes of vocab/medications.ts), or with a result for one of `genes` (symbols of
 * vocab/genetics.ts), since a CPIC guideline is written for people with a genotype as well as for
 * people given the drug.
 */
interface DrugScope {
  medicines: readonly string[];
  genes?: readonly string[];
}

/**
 * Library sources about one medicine (its label, a safety communication, an interaction reference)
 * or one gene–drug pair (CPIC), by the classes and genes their titles name. A CYP2D6 opioid
 * guideline is no reading for someone taking no opioid and without a CYP2D6 result. Medicines
 * count while current: a stopped or only-mentioned medicine is not "taken".
 */
export const SOURCE_DRUGS: Readonly<Record<string, DrugScope>> = {
  "cpic-cyp2c19-clopidogrel-2022": { medicines: ["clopidogrel"], genes: ["CYP2C19"] },
  "cpic-statins-2022": { medicines: ["statin"], genes: ["SLCO1B1", "ABCG2", "CYP2C9"] },
  "cpic-dpyd-2017": { medicines: ["fluoropyrimidine"], genes: ["DPYD"] },
  "cpic-tpmt-nudt15-2018": { medicines: ["thiopurine"], genes: ["TPMT", "NUDT15"] },
  "cpic-opioids-2021": { medicines: ["cyp2d6-opioid", "opioid"], genes: ["CYP2D6", "OPRM1", "COMT"] },
  "cpic-hlab-abacavir-2014": { medicines: ["abacavir"], genes: ["HLA-B"] },
  "cpic-hlab-allopurinol-2013": { medicines: ["allopurinol"], genes: ["HLA-B"] },
  "cpic-hla-carbamazepine-2017": { medicines: ["carbamazepine", "oxcarbazepine"], genes: ["HLA-B", "HLA-A"] },
  "cpic-phenytoin-2020": { medicines: ["phenytoin"], genes: ["CYP2C9", "HLA-B"] },
  "cpic-warfarin-2017": { medicines: ["warfarin"], genes: ["CYP2C9", "VKORC1"] },
  "cpic-dpyd-guideline-page": { medicines: ["fluoropyrimidine"], genes: ["DPYD"] },
  "cpic-ssri-2015": { medicines: ["ssri-snri"], genes: ["CYP2C19", "CYP2D6"] },
  "cjon-2018-fluoropyrimidine-early-toxicity": { medicines: ["fluoropyrimidine"] },
  "medsafe-2010-allopurinol-rash": { medicines: ["allopurinol"] },
  "ramasamy-2013-allopurinol-hypersensitivity": { medicines: ["allopurinol"] },
  // Found by "rash" and "hypersensitivity" for a lamotrigine rash (review 21, neurology-21 case 04).
  "patientcare-allopurinol-hypersensitivity": { medicines: ["allopurinol"] },
  "fda-allopurinol-label-hla-b5801": { medicines: ["allopurinol"], genes: ["HLA-B"] },
  "viiv-abacavir-never-rechallenge": { medicines: ["abacavir"] },
  "dpwg-ssri-2022": { medicines: ["ssri-snri"], genes: ["CYP2C19", "CYP2D6"] },
  "fda-2017-codeine-tramadol-breastfeeding": { medicines: ["cyp2d6-opioid"] },
  "warfarin-label": { medicines: ["warfarin"] },
  "warfarin-sodium-label-2014": { medicines: ["warfarin"] },
  "ucsd-warfarin-interactions": { medicines: ["warfarin"] },
  "cpsi-2017-warfarin-miconazole": { medicines: ["warfarin"] },
  "eliquis-label": { medicines: ["doac"] },
  "lanoxin-label": { medicines: ["digoxin"] },
  "aldactone-label": { medicines: ["mra"] },
  "fosamax-label": { medicines: ["alendronate"] },
  "inspra-label": { medicines: ["mra"] },
  "neurontin-label": { medicines: ["gabapentinoid"] },
  "lyrica-label": { medicines: ["gabapentinoid"] },
  "fda-lithium-label": { medicines: ["lithium"] },
  "kovacs-2022-lithium-hypercalcaemia": { medicines: ["lithium"] },
  "fda-2011-ppi-hypomagnesaemia": { medicines: ["ppi"] },
  "trimoptin-trimethoprim-smpc": { medicines: ["trimethoprim", "co-trimoxazole"] },
  "fda-rituxan-hbv-2013": { medicines: ["anti-cd20"] },
  "proscar-label-psa": { medicines: ["5-ari"] },
  "nps-radar-dutasteride": { medicines: ["5-ari"] },
  "piketty-2017-biotin-immunoassays": { medicines: ["biotin"] },
  "biotin-tft-washout-2020": { medicines: ["biotin"] },
  "fda-biotin-troponin-2019": { medicines: ["biotin"] },
  "accp-2012-vka-management": { medicines: ["warfarin"] },
  "recker-1997-clarithromycin-warfarin": { medicines: ["warfarin"] },
  "baillargeon-2012-warfarin-antibiotics": { medicines: ["warfarin"] },
  "zocor-label": { medicines: ["statin"] },
  "utah-2012-lovastatin-alert": { medicines: ["statin"] },
  "lipitor-label": { medicines: ["statin"] },
  "ats-2006-tb-hepatotoxicity": { medicines: ["antituberculosis-hepatotoxic"] },
  "alajaji-2021-isotretinoin-laboratory": { medicines: ["isotretinoin"] },
  "livertox-isotretinoin": { medicines: ["isotretinoin"] },
  "fda-1998-isotretinoin-psychiatric": { medicines: ["isotretinoin"] },
  "mhra-2023-isotretinoin": { medicines: ["isotretinoin"] },
  "isotretinoin-smpc-uk": { medicines: ["isotretinoin"] },
  "fda-2012-prinivil-fetal-toxicity": { medicines: ["ace-inhibitor", "arb"] },
  "mhra-2018-valproate-ppp": { medicines: ["valproate"] },
  "methotrexate-injection-label": { medicines: ["methotrexate"] },
  "nice-cg151-neutropenic-sepsis": { medicines: ["cytotoxic", "fluoropyrimidine"] },
  "ash-2018-hit": { medicines: ["heparin"] },
  "lo-2006-4ts": { medicines: ["heparin"] },
  "mhra-sglt2i-dka": { medicines: ["sglt2i"] },
  "glucophage-label": { medicines: ["metformin"] },
  "antoniou-2010-tmp-smx-hyperkalaemia": { medicines: ["trimethoprim", "co-trimoxazole"] },
};

/** Medicine classes licensed only to treat diabetes: taking one places the patient in a diabetes guideline's scope. */
const DIABETES_ONLY_CLASSES = ["insulin", "sulfonylurea", "metformin", "dpp4i"] as const;

const raised = (ctx: RuleContext, id: string) => {
  const status = ctx.lab(id)?.status;
  return status === "high" || status === "critical-high";
};

/**
 * The conditions of {@link Population} this patient has, as a source's scope reads them: a current
 * condition in the record; for CKD also an eGFR below 60 or a urine ACR of 30 mg/g or more (the
 * KDIGO criteria, whose guideline is written for people being assessed on them); for diabetes also
 * an HbA1c of 6.5% or more or a medicine licensed only for diabetes; for anaemia also a haemoglobin
 * below its reference range. Steatotic liver disease counts with a liver finding (a liver condition,
 * or ALT or AST above range) or in the groups its guidelines look for it in (diabetes, obesity).
 */
export function patientPopulations(ctx: RuleContext): Set<Population> {
  const found = new Set<Population>();
  if (ctx.conditions("heart-failure").length > 0 || ctx.conditions("hfref").length > 0) found.add(heartFailure);
  if (ctx.conditions("atrial-fibrillation").length > 0) found.add(atrialFibrillation);
  const egfr = ctx.value("egfr");
  const acr = ctx.value("uacr");
  if (ctx.conditions("ckd").length > 0 || (egfr !== undefined && egfr < 60) || (acr !== undefined && acr >= 30))
    found.add(ckd);
  const a1c = ctx.value("hba1c");
  if (
    ctx.conditions("diabetes").length > 0 ||
    (a1c !== undefined && a1c >= 6.5) ||
    diabetesRangeGlucose(ctx) ||
    ctx.medsOf(...DIABETES_ONLY_CLASSES).length > 0
  )
    found.add(diabetes);
  if (ctx.sex !== "male" && ctx.conditions("pregnancy").length > 0) found.add(pregnancy);
  const hb = ctx.lab("hemoglobin");
  if (ctx.conditions("anaemia").length > 0 || hb?.status === "low" || hb?.status === "critical-low") found.add(anaemia);
  const bmi = ctx.vitals("bmi")[0]?.value;
  const obesity = ctx.conditions("obesity").length > 0 || (bmi !== undefined && bmi >= 30);
  const liverFinding = ctx.conditions("liver-disease").length > 0 || raised(ctx, "alt") || raised(ctx, "ast");
  if (liverFinding || found.has(diabetes) || obesity) found.add(steatoticLiver);
  if (ctx.conditions("ascvd").length > 0) found.add(coronaryDisease);
  const everHad = (concept: string) => ctx.model.conditions.some((c) => c.concepts.includes(concept));
  if (everHad("colorectal-cancer") || everHad("lynch-syndrome") || hasLynchVariant(ctx)) found.add(colorectalHighRisk);
  if (hasOsteoporosis(ctx)) found.add(osteoporosis);
  if (everHad("cancer") || everHad("prostate-cancer")) found.add(cancer);
  const ferritin = ctx.lab("ferritin")?.status;
  if (ferritin === "low" || ferritin === "critical-low") found.add(ironDeficiency);
  const rna = ctx.anyLab("hcv-rna");
  const rnaDetected =
    rna?.value.kind === "qualitative"
      ? rna.value.result === "positive"
      : rna?.status === "high" || rna?.status === "critical-high";
  if (rnaDetected || ctx.conditions("liver-disease").some((c) => /\bhepatitis c\b|\bhcv\b/i.test(c.name)))
    found.add(hepatitisC);
  if (knownCirrhosis(ctx) !== undefined) found.add(cirrhosis);
  return found;
}

/** Osteoporosis or a fragility fracture named in a condition or stated in a scan report (not denied there). */
const OSTEOPOROSIS = /\bosteoporo(?:sis|tic)\b|\b(?:fragility|low[- ]trauma) fractures?\b/i;
const DENIED_OSTEOPOROSIS = /\b(?:no|without|negative for)\b[^.;]{0,30}\bosteoporo/i;
function hasOsteoporosis(ctx: RuleContext): boolean {
  return (
    ctx.model.conditions.some((c) => isActiveCondition(c.status) && OSTEOPOROSIS.test(c.name)) ||
    ctx.model.imaging.some((s) => OSTEOPOROSIS.test(s.text) && !DENIED_OSTEOPOROSIS.test(s.text))
  );
}

/**
 * A glucose in the diabetes range (ADA): fasting 126 mg/dL (7.0 mmol/L) or more, or any glucose of
 * 200 mg/dL (11.1 mmol/L) or more. For a source's scope this places the patient beyond prediabetes.
 */
function diabetesRangeGlucose(ctx: RuleContext): boolean {
  return ctx.labs("glucose").some((o) => {
    const v = ctx.valueOf(o);
    if (v === undefined) return false;
    return v >= 200 || (v >= 126 && /fast|fpg|fbg/i.test(`${o.name} ${o.notes ?? ""}`));
  });
}

/** {@link patientPopulations} of a model, for callers outside the rules (reports, retrieval). */
export function modelPopulations(model: PatientModel): Set<Population> {
  return patientPopulations(new RuleContext(model));
}

/** What a source's scope is checked against: the patient's conditions, age, medicines and genetic results. */
export interface PatientScope {
  populations: ReadonlySet<Population>;
  /** Age in years; undefined when the record gives none. */
  age: number | undefined;
  /** Classes of the current medicines. */
  medicines: ReadonlySet<string>;
  /** Genes with a result in the record. */
  genes: ReadonlySet<string>;
  /** Metaboliser phenotypes in the record, as "GENE:phenotype" ("CYP2C19:ultrarapid"). */
  phenotypes?: ReadonlySet<string>;
  sex: Sex | undefined;
  /** The country the record reads as (rules/uk-record.ts); undefined when it reads as neither. */
  country?: "us" | "uk";
  /** The UK nation other than England a UK record places the patient in (rules/uk-record.ts). */
  nation?: DevolvedNation;
}

/** The {@link PatientScope} of the patient a rule reads. */
export function patientScope(ctx: RuleContext): PatientScope {
  return {
    populations: patientPopulations(ctx),
    age: ctx.age,
    medicines: new Set(ctx.model.medications.filter((m) => m.active).flatMap((m) => m.classes)),
    genes: new Set(ctx.model.genetics.map((g) => g.gene)),
    phenotypes: new Set(
      ctx.model.genetics.flatMap((g) => {
        const p = metaboliserPhenotype(g.gene, `${g.interpretation} ${g.value ?? ""}`);
        return p === undefined ? [] : [`${g.gene}:${p}`];
      }),
    ),
    sex: ctx.sex,
    country: readsAsUsUnits(ctx) ? "us" : readsAsUk(ctx) ? "uk" : undefined,
    nation: devolvedNation(ctx),
  };
}

/*
 * Sources written for one country's care pathway (review 27, reading-27). The research step ranks
 * sources by shared words, so a US record was offered NICE NG203 for CKD, NICE NG241 and NDRS for a
 * BRCA carrier, NHS Lothian RefHelp for anaemia and the NHS AAA screening programme for a smoker:
 * referral routes, screening invitations and thresholds of the NHS, off the subject for a patient
 * cared for in the US. UK-practice sources are NICE, the NHS and its boards' referral pathways
 * (RefHelp, Remedy, ICB pathways, NHS Scotland's Right Decisions, NHS England's genomics referral
 * teaching), NDRS and SIGN: by id prefix (nice-, nhs, ndrs-, sign-) and the list below for those
 * named otherwise. Left out on purpose, because their advice is clinical rather than the NHS
 * route: the British societies' guidelines (BSG, BSH, BTS), MHRA safety updates, the Green Book and
 * NHS trusts' patient leaflets. The NHS Specialist Pharmacy Service's monitoring pages (sps-…-monitoring)
 * count as UK practice since review 37 (country-37 case 02: a Wisconsin rheumatology record with a
 * raised ALT on methotrexate cited the SPS schedule beside the multinational 3E recommendations;
 * review 33 had done so for lithium alone): they are the NHS shared-care schedules, so on a US record
 * another source of the finding leads, and they stay where they are its only source or the text names them.
 * US-practice sources are the USPSTF statements (the US preventive schedule, and what US insurers
 * must cover), the US multi-society colorectal screening advice and the CDC's US contraceptive
 * eligibility criteria: a UK record has the NHS screening programmes, NICE and UKMEC for these.
 * The USPSTF statement on stopping smoking stays: it is about treatment, and the library holds no
 * UK counterpart. FDA labels and safety communications are about the medicine and stay, as MHRA
 * updates do.
 * Further reading is filtered (hitsForProblem), and so, since review 32, is what a rule cites for
 * its finding, unless that would leave it uncited (see sourcesForCountry).
 */
const UK_PRACTICE_PREFIX = /^(?:nice-|nhs|ndrs-|sign-|sps-[a-z0-9-]+-monitoring$)/;
const UK_PRACTICE_IDS: ReadonlySet<string> = new Set([
  // Quality standards for UK liver services' fatty-liver pathway (review 35, liver-35): not further
  // reading for a US record, which has the AASLD guidance.
  "basl-bsg-2022-nafld-quality-standards",
  // UK crisis routes for suicidal thoughts (999, A&E, Samaritans; review 32, mental-32b).
  "mhf-suicidal-thoughts-uk",
  "rcuk-2021-anaphylaxis-update",
  "bts-nice-sign-2024-asthma",
  "praxbind-idarucizumab",
  "rcgp-aki-toolkit",
  "bnssg-remedy-b12",
  "bnssg-remedy-fibroids",
  "bnssg-remedy-hyponatraemia",
  "bnssg-remedy-thyroid-pregnancy",
  "bnssg-leucocytosis-pathway",
  "bnssg-male-hypogonadism-pathway",
  "hwe-icb-af-pathway",
  "hwe-haematuria-pathway",
  "hnyp-nvh-pathway",
  "ncl-icb-urgent-suspected-cancer-urology",
  "scottish-referral-guidelines-prostate-2025",
  "scottish-referral-guidelines-lower-gi-2025",
  "scottish-referral-guidelines-upper-gi-2025",
  "scottish-referral-guidelines-lung-2025",
  "scottish-referral-guidelines-bladder-kidney-2025",
  "dg-refhelp-polycythaemia",
  "bnssg-remedy-polycythaemia",
  "rightdecisions-steroids-diabetes-inpatients",
  "hee-genotes-family-history-gi-cancer",
  "cornwall-rms-ida",
  "cornwall-eosinophilia-referral",
  "devon-cll-referral-guidance",
  "devon-western-lymphocytosis-guidance",
  "devon-formulary-giop-prevention",
  "bms-2024-unscheduled-bleeding-hrt",
  "barnsley-new-diabetes-initial-management",
  "pcrmp-psa-gp-summary",
  "govuk-diabetic-eye-screening-intervals",
  "uk-cmo-2016-low-risk-drinking",
  "wales-2025-national-lung-screening",
  // Lung screening in Scotland and the UK NSC recommendation (review 31b, leftovers-31b).
  "scottish-parliament-2025-lung-screening",
  "cruk-lung-cancer-screening",
  "phw-aaa-screening-wales",
  // QRISK3, the UK risk tool NICE NG238 uses (review 31, infect-31).
  "qrisk3-2017-bmj",
]);
const US_PRACTICE_PREFIX = /^uspstf-/;
const US_PRACTICE_IDS: ReadonlySet<string> = new Set([
  // The US 988 Suicide & Crisis Lifeline (review 32, mental-32b).
  "webmd-2022-988-lifeline",
  "usmstf-2017-crc-screening",
  "cdc-us-mec-2024",
  // ACIP's US schedule for the shingles vaccine (review 31, infect-31); a UK record has the Green Book.
  "acip-2022-rzv-immunocompromised",
  // ACEP's emergency-department consensus on hyperkalaemia (review 31b, acute-31b); a UK record has the NHS protocols.
  "acep-2021-hyperkalaemia-ed",
  // The ACG's 2021 upper GI and ulcer bleeding guideline (review 33, haem-bleed-33); a UK record has NICE CG141.
  "acg-2021-ugib",
  // ACEP's policy on mild head injury in adults (review 33, older-acute-33); a UK record has NICE NG232.
  "acep-2023-mild-tbi",
  // ACOG's two-step gestational diabetes testing (50 g challenge, then a 100 g OGTT) is the US route;
  // a UK record is diagnosed by NICE NG3's 75 g OGTT (review 31b, deep-paeds-31b case 12).
  "acog-pb190-gdm",
  // The US Xarelto dosing (review 34, cardio-34 case 04); a UK or other record has the EU SmPC.
  "xarelto-us-label",
  // Its DVT and PE dosing (review 35, cardio-35 case 02); a UK or other record has the EU SmPC.
  "xarelto-us-dvt-pe-dosing",
  // The AAP's newborn bilirubin curves (review 34, paeds-neuro-34 case 02); a UK record has NICE CG98.
  "aap-2022-neonatal-hyperbilirubinemia",
  // NASPGHAN's 2-week (3 weeks if breastfed and well) direct bilirubin, as a US hospital gives it
  // (review 38, country-38 case 02); a UK record has NICE CG98's 14 days.
  "chop-neonatal-jaundice-when-to-refer",
]);

/** The country whose care pathway a source is written for, when it is written for one. */
export function sourceCountry(id: string): "us" | "uk" | undefined {
  if (UK_PRACTICE_PREFIX.test(id) || UK_PRACTICE_IDS.has(id)) return "uk";
  if ((US_PRACTICE_PREFIX.test(id) && id !== "uspstf-2021-tobacco-cessation") || US_PRACTICE_IDS.has(id)) return "us";
  return undefined;
}

/*
 * Sources for one UK nation's own programme or pathway (review 31: an English record was offered
 * Scotland's AAA screening page as further reading beside NICE NG156). "England" fits a UK record
 * placed in no other nation.
 */
const SOURCE_NATION: Readonly<Record<string, DevolvedNation | "England">> = {
  "nhs-aaa-screening-invitation": "England",
  "nhs-health-scotland-aaa-screening": "Scotland",
  "scottish-parliament-2025-lung-screening": "Scotland",
  "scottish-referral-guidelines-prostate-2025": "Scotland",
  "scottish-referral-guidelines-lower-gi-2025": "Scotland",
  "scottish-referral-guidelines-upper-gi-2025": "Scotland",
  "scottish-referral-guidelines-lung-2025": "Scotland",
  "scottish-referral-guidelines-bladder-kidney-2025": "Scotland",
  "wales-2025-national-lung-screening": "Wales",
  "phw-aaa-screening-wales": "Wales",
  // NHS Scotland's reliever-prescribing page (review 32, country-32b case 04: offered to a Leeds record).
  "nhs-scotland-saba-prescribing": "Scotland",
};

/** Whether a source fits the country (and UK nation) the record reads as: any does when it reads as neither. */
export function fitsCountry(id: string, patient: PatientScope): boolean {
  const country = sourceCountry(id);
  const nation = SOURCE_NATION[id];
  if (nation !== undefined && patient.country === "uk" && nation !== (patient.nation ?? "England")) return false;
  return patient.country === undefined || country === undefined || country === patient.country;
}

/*
 * The other country's counterpart of a source written for one country's pathway, where the library
 * holds one that supports what the rules cite the first for (review 32, country-32): UKMEC rates
 * combined hormonal contraception with a known thrombophilia such as factor V Leiden category 4, as
 * the US MEC does (api.brainscape.com UKMEC cards, seen 2026-12-01; the seenAt of "fsrh-ukmec-2016").
 */
const COUNTRY_COUNTERPART: Readonly<Record<string, string>> = {
  "cdc-us-mec-2024": "fsrh-ukmec-2016",
};

/*
 * US prescribing information whose UK counterpart the library holds (review 32, country-32b case 07:
 * a UK record on apixaban was offered the US ELIQUIS label as further reading beside the UK SmPC's
 * dosing table). Only further reading leaves it out: the rules cite the US label on purpose for
 * what the UK page does not carry (its bleeding warning with SSRIs, SNRIs and NSAIDs).
 */
const UK_LABEL_COUNTERPART: Readonly<Record<string, string>> = {
  "eliquis-label": "eliquis-smpc-renal",
};

/** Whether a source is fit further reading for the record's country: not a US label a UK record has the UK counterpart of. */
export function fitsReadingCountry(id: string, patient: PatientScope): boolean {
  return fitsCountry(id, patient) && !(patient.country === "uk" && UK_LABEL_COUNTERPART[id] !== undefined);
}

/** The body a source is named by in a finding's own words ("NICE NG51 advises…"), by its id. */
const NAMED_AS: readonly { id: RegExp; name: RegExp }[] = [
  { id: /^nice-|^bts-nice-/, name: /\bNICE\b/ },
  { id: /^nhs|refhelp|remedy/, name: /\bNHS\b|\bRefHelp\b|\bRemedy\b/ },
  { id: /^sign-/, name: /\bSIGN\b/ },
  { id: /^sps-/, name: /\bSPS\b|Specialist Pharmacy Service/ },
  { id: /^uspstf-/, name: /\bUSPSTF\b|Preventive Services Task Force/ },
  { id: /^cdc-us-mec/, name: /\bUS MEC\b|\bCDC\b/ },
  { id: /^acip-/, name: /\bACIP\b/ },
];

/**
 * What a rule's finding cites, for the country the record reads as (review 32, country-32: a US
 * lithium record cited NICE QS95 beside the FDA label, a US anaemia record NHS Lothian RefHelp
 * beside the WHO). A source written for the other country's pathway (see {@link fitsCountry}) is
 * replaced by its counterpart in the library when there is one, and otherwise dropped when the
 * finding keeps another source; when it would keep none, it stays, since an uncited statement
 * helps no one. A source the finding's own words name ("NICE NG23 advises…") stays too, so that
 * the text never names a source it does not cite.
 */
export function sourcesForCountry(ids: readonly string[], patient: PatientScope, text = ""): string[] {
  if (patient.country === undefined) return [...ids];
  const named = (id: string) => NAMED_AS.some((n) => n.id.test(id) && n.name.test(text));
  const swapped = ids.map((id) => (fitsCountry(id, patient) || named(id) ? id : (COUNTRY_COUNTERPART[id] ?? id)));
  const kept = [...new Set(swapped)];
  const fitting = kept.filter((id) => fitsCountry(id, patient) || named(id));
  const cited = fitting.length > 0 ? fitting : kept;
  // The record's own country's pathway leads (review 32, bp-renal-32 case 02: 148/92 at a Bristol
  // GP surgery cited AHA/ACC 2025 as [1] and NICE's clinic target only as [2]).
  const own = cited.filter((id) => sourceCountry(id) === patient.country);
  return [...own, ...cited.filter((id) => !own.includes(id))];
}

/**
 * Sources whose summary of ours speaks of some metaboliser phenotypes of a gene only: CPIC's
 * clopidogrel guideline as its advice for poor and intermediate metabolisers, DPWG's and CPIC's SSRI
 * guidelines as their caps for poor metabolisers. As further reading for someone with another
 * phenotype of that gene they are off the subject (review 20: a CYP2C19 ultrarapid metaboliser on
 * clopidogrel and escitalopram was offered both).
 */
const SOURCE_PHENOTYPES: Readonly<Record<string, { gene: string; phenotypes: readonly MetaboliserPhenotype[] }>> = {
  "cpic-cyp2c19-clopidogrel-2022": { gene: "CYP2C19", phenotypes: ["poor", "intermediate"] },
  "dpwg-ssri-2022": { gene: "CYP2C19", phenotypes: ["poor"] },
  "cpic-ssri-2015": { gene: "CYP2C19", phenotypes: ["poor"] },
};

/**
 * Whether a source's summary fits the patient's phenotypes: it does unless the record gives a
 * phenotype for its gene and none of them is one the summary speaks of.
 */
export function fitsPhenotypes(id: string, patient: PatientScope): boolean {
  const scope = SOURCE_PHENOTYPES[id];
  if (scope === undefined) return true;
  const known = [...(patient.phenotypes ?? [])].filter((p) => p.startsWith(`${scope.gene}:`));
  return known.length === 0 || scope.phenotypes.some((p) => known.includes(`${scope.gene}:${p}`));
}

/** {@link patientScope} of a model, for callers outside the rules (reports, retrieval). */
export function modelScope(model: PatientModel): PatientScope {
  return patientScope(new RuleContext(model));
}

/** The conditions a source is written for (none for a general source). */
export function sourcePopulations(id: string): readonly Population[] {
  return SOURCE_POPULATIONS[id] ?? [];
}

/**
 * Whether a source fits a patient with these conditions: they have all it is written for (none for
 * a general source) and none of those it is not written for.
 */
export function fitsPopulations(id: string, populations: ReadonlySet<Population>): boolean {
  return (
    sourcePopulations(id).every((p) => populations.has(p)) &&
    !(SOURCE_NOT_FOR[id] ?? []).some((p) => populations.has(p))
  );
}

/** Whether a source fits a patient of this age (see {@link SOURCE_AGES} for an unknown age). */
function fitsAge(id: string, age: number | undefined): boolean {
  const range = SOURCE_AGES[id];
  if (range === undefined) return true;
  if (age === undefined) return range.unknownAge;
  return age >= (range.from ?? 0) && age < (range.below ?? Infinity);
}

/** Whether a source fits a patient's medicines and genetic results (see {@link SOURCE_DRUGS}). */
function fitsDrugs(id: string, patient: PatientScope): boolean {
  const scope = SOURCE_DRUGS[id];
  if (scope === undefined) return true;
  return scope.medicines.some((c) => patient.medicines.has(c)) || (scope.genes ?? []).some((g) => patient.genes.has(g));
}

/** Whether a source fits this patient: their conditions, age, medicines and genetic results are all within its scope. */
export function fitsPatient(id: string, patient: PatientScope): boolean {
  const sex = SOURCE_SEXES[id];
  return (
    fitsPopulations(id, patient.populations) &&
    fitsAge(id, patient.age) &&
    fitsDrugs(id, patient) &&
    (sex === undefined || patient.sex === undefined || patient.sex === sex)
  );
}

/**
 * The sources among `ids` that fit this patient. Rules pass the sources written for a group (a
 * condition, an age, a medicine) that a statement could cite, and cite only those the patient is in.
 */
export function fittingSources(ctx: RuleContext, ids: readonly string[]): string[] {
  const patient = patientScope(ctx);
  return ids.filter((id) => fitsPatient(id, patient));
}
