/**
 * Our own words on top of the sourced lab facts in labs.source.json (a verbatim copy of
 * shared/evidence/labs.json, which carries the provenance of every code, range and limit).
 *
 * Each entry gives the plain name used in patient text, what a high or low result usually means
 * (written here, in plain language, for both reports), spellings seen on real reports, and the few
 * corrections the source file needs (see the `why` comments).
 */
export interface RangeBandOverride {
  sex: "any" | "male" | "female";
  low: number | null;
  high: number | null;
  unit: string;
  text: string;
  source: string;
  borderlineHigh?: number;
  /** Whole years of age the band is for, `to` exclusive. */
  ages?: { from: number; to?: number };
}

/**
 * A public page that says what a test's `high`, `low` or `positive` text says, checked by reading it:
 * the insight that carries those texts links here rather than to the test's LOINC code page, which
 * defines the code but says nothing about what a result means.
 */
export interface MeaningSource {
  url: string;
  /** Who publishes the page, as the citation names it ("Endocrine Society (Hormone Health Network)"). */
  publisher?: string;
  /** Who publishes the page, where and when it was read, and what it says that the texts rely on. */
  seenAt: string;
}

/**
 * A cause named in a "high", "low" or "positive" text that is a kind of medicine. A report leaves it
 * out when the record rules it out and names the patient's own medicine when one is listed (see
 * ../lab-causes.ts); when the record says nothing about medicines the text stays as written.
 */
export interface MedicineCause {
  /** The cause as it stands in its list ("water pills"). */
  text: string;
  /** Drug classes of vocab/medications.ts the cause stands for; a current one is named. */
  classes: readonly string[];
  /** Other classes the words also cover, which keep the cause without being named by it. */
  alsoKeptBy?: readonly string[];
  /**
   * Words for the cause in notes and medication lists: denied in the notes ("no diuretics") they
   * rule it out; in a medication's own text ("Natrilix (diuretic)") they keep it.
   */
  words: RegExp;
  /** The words of `text` after which a listed medicine is named; none when the text names the drug itself. */
  nameAfter?: string;
  /** The cause in words for a record that lists no current medicine of `classes` (said of people who take one). */
  ifNotTaken?: string;
}

/**
 * A cause only one sex can have ("pregnancy", "some testicular cancers"): left out of a report for a
 * patient of the other sex, kept when the sex is not given (see ../lab-causes.ts).
 */
export interface SexCause {
  text: string;
  sex: "male" | "female";
  /** Left out above this age as well, unless the record names a current pregnancy. */
  upToAge?: number;
  /**
   * Left out below this age as well (kept when the age is not given), unless the record says she
   * is postmenopausal: "menopause" as the cause of a raised FSH is not said to a woman of 36
   * (review 10, women's health 6).
   */
  fromAge?: number;
}

/** Menopause as a cause: from 45 (the usual age of natural menopause is 45–55), or when recorded. */
const MENOPAUSE: SexCause = { text: "menopause", sex: "female", fromAge: 45 };

/**
 * Pregnancy as a cause: not for a man, nor for a woman over 55, past the usual age of natural
 * menopause (45–55), unless a pregnancy is recorded (review case L11).
 */
const PREGNANCY: SexCause = { text: "pregnancy", sex: "female", upToAge: 55 };

/**
 * Drinking as a cause: left out for a child under 16 and when the notes deny drinking ("No
 * alcohol"), kept when the notes mention it (see ../lab-causes.ts; review 28, paeds-obs-28 case 12:
 * "alcohol use" for a 14-year-old whose notes said "No alcohol").
 */
export interface AlcoholCause {
  text: string;
  alcohol: true;
}

/** A list of causes exactly as it stands in a meaning text: `lead` followed by the joined items. */
export interface CauseList {
  /** The text just before the list, cut with it when every item is left out. */
  lead: string;
  items: readonly (string | MedicineCause | SexCause | AlcoholCause)[];
  /** The text just after the list that agrees with it in number: " are common causes" or " is a common cause". */
  agree?: { many: string; one: string };
  /** The word before the last item. */
  last: "or" | "and";
  /** A comma before that word too, where an item holds "and" or "or" itself. */
  serial?: boolean;
}

export interface LabOverlay {
  /** Replaces the source's name where that name says more than the results it gathers. */
  name?: string;
  plain: string;
  high?: string;
  low?: string;
  /**
   * What a low result at or above `from` (in the rule unit) means, when `low` speaks only of lower
   * values: an eGFR of 70 is below the range but is not the CKD the `low` text defines.
   */
  mildLow?: {
    from: number;
    text: string;
    /** The patient's words, where `text` carries numbers and units a patient need not read. */
    patient?: string;
  };
  /** For qualitative tests: what a positive result usually means. */
  positive?: string;
  /** The lists in the texts above that name medicines as causes. */
  causes?: { high?: CauseList; low?: CauseList; positive?: CauseList };
  synonyms?: readonly string[];
  /** Clean unit names where the source's unit text carries notes ("mmol/L (urea)"). */
  units?: { conventional?: string; si?: string; factorToSI?: number | null };
  valence?: number;
  unitAliases?: readonly string[];
  /** Indexes of the source's reference bands to use (default: all). */
  bands?: readonly number[];
  /** The source's alternate LOINC codes that name another test (their names are dropped as synonyms too). */
  notAlternates?: readonly string[];
  /** A result in `unit` is the test `id`, whatever its name says (see LabDefinition.inUnit). */
  inUnit?: { unit: string; id: string };
  /** Bands to use instead of the source's (with their own provenance). */
  replaceBands?: readonly RangeBandOverride[];
  special?: "hba1c";
  /** Children's cut-offs by age (see LabDefinition.ageBands). */
  ageBands?: readonly RangeBandOverride[];
  /** The ranges hold at every age. */
  anyAge?: true;
  /** "positive" for an immunity test (see LabDefinition.expected). */
  expected?: "positive";
  meaningSource?: MeaningSource;
}

/** A meaning that replaces a test's `high` or `low` text, with the sources that say it. */
export interface MeaningInContext {
  text: string;
  /** Plain wording for the patient line when `text` is too technical for it. */
  patient?: string;
  evidence: readonly string[];
  /** The setting makes the result urgent whatever its size, so no text calls it "not an emergency". */
  urgent?: true;
}

/**
 * What a result means once other results of the record settle what its own text leaves open (see
 * evaluate.ts, which picks one): a calcium already adjusted for albumin is not low "due to a low
 * albumin"; a low TSH reads by the free T4 beside it; a low phosphate beside a raised PTH is that
 * hormone's effect.
 */
export const MEANINGS_IN_CONTEXT = {
  // Review 25 (paeds-25 case 08): a 13-year-old's phosphate above an adult range was "usually linked
  // to reduced kidney function", beside a finding saying it can be normal for age.
  highPhosphateInGrowingChild: {
    text: "in a child or teenager can be normal for age: phosphate runs higher while children grow and falls until growth ends, so it is judged against a range for age and sex before it is read as high",
    patient:
      "can be normal for a child or teenager, who has more phosphate in the blood than an adult while growing; it needs comparing with a range for their age",
    evidence: ["danish-2021-paediatric-bone-markers"],
  },
  trueLowCalcium: {
    text: "is a true low calcium, as albumin is already allowed for; low vitamin D, low magnesium, underactive parathyroid glands (for example after neck surgery) and kidney disease are the usual causes, which magnesium, vitamin D, parathyroid hormone (PTH) and kidney tests tell apart",
    evidence: ["hannan-2013-investigating-hypocalcaemia"],
  },
  // Review 20 (oncology-survivorship case 10): pre-cycle counts on EC chemotherapy, afebrile, were glossed
  // with viral infections and a benign ethnic neutropenia, and nothing said what to do with a fever.
  lowCountOnChemotherapy: {
    text: "during chemotherapy is most likely the treatment's effect on the blood count, which the cancer team checks before each cycle; NICE CG151 asks that anyone having anticancer treatment who becomes unwell, or has a temperature above 38 °C, be assessed at once for neutropenic sepsis",
    patient:
      "is most likely from your chemotherapy, which lowers the blood count for a time. If you get a temperature above 38 °C or feel unwell, call your chemotherapy helpline or go to hospital straight away, day or night",
    evidence: ["nice-cg151-neutropenic-sepsis"],
  },
  // A low white count beside low neutrophils on chemotherapy (review 21, onc-treatment 02): the fever advice
  // is given once, on the neutrophils, but "viral infections or bone-marrow problems" did not fit either.
  lowWhiteCountWithNeutrophilsOnChemotherapy: {
    text: "during chemotherapy, with the neutrophils low too, is most likely the treatment's effect on the blood count (see the neutrophils for what to do with a fever)",
    patient: "is most likely from your chemotherapy, which lowers the blood count for a time",
    evidence: ["nice-cg151-neutropenic-sepsis"],
  },
  // Review 20 (oncology-survivorship cases 05 and 06): a man on degarelix was told to repeat it fasting.
  lowTestosteroneOnAdt: {
    text: "on androgen deprivation for prostate cancer is the treatment working: it lowers testosterone on purpose, to castrate levels (below 1.7 nmol/L), so the result is expected and is not repeated or treated as a testosterone deficiency",
    patient:
      "is expected: your hormone treatment for prostate cancer works by lowering testosterone on purpose, so a low result shows it is working",
    evidence: ["eau-crpc-definition"],
  },
  lowTshHighFt4: {
    text: "together with a raised free T4 means the thyroid is overactive, or a thyroid hormone dose is too high",
    evidence: ["uptodate-subclinical-hyperthyroidism", "racgp-2021-thyroid-long-term"],
  },
  lowTshNormalFt4: {
    text: "with a normal free T4 is a mild (subclinical) overactive thyroid, or a thyroid hormone dose that is a little high",
    evidence: ["uptodate-subclinical-hyperthyroidism", "racgp-2021-thyroid-long-term"],
  },
  lowTshNormalFt4OnAntithyroid: {
    text: "with a normal free T4 is common on a medicine for an overactive thyroid: the TSH can stay low for weeks to months after the thyroid hormone level is back to normal, so the free T4 guides the dose",
    evidence: ["hopkins-graves-antithyroid-monitoring"],
  },
  lowFt4TshNotRaised: {
    text: "with a TSH that is not raised is not an underactive thyroid gland (which raises TSH): an illness can upset thyroid tests for a while, and, rarely, a pituitary gland makes too little TSH",
    evidence: ["eta-2018-central-hypothyroidism", "nice-ng145-thyroid-disease"],
  },
  lowFt4TshNotRaisedOnCheckpoint: {
    text: "with a TSH that is not raised, on an immune checkpoint inhibitor cancer drug, points to the pituitary gland making too little TSH (hypophysitis), not to the thyroid itself; cortisol is checked and, if low, treated before any thyroid hormone is started",
    evidence: ["asco-2018-irae"],
  },
  nearOptimalLdlYoung: {
    text: "like this one is only a little above the optimal level (below 100 mg/dL, 2.6 mmol/L): 100 to 129 mg/dL is called near or above optimal. With no other heart risk factor in the record, the overall risk at this age is low, and healthy eating and regular activity are the usual answer",
    // "In the record" is the clinician's phrase; the patient line says it plainly (review 23, fresh sweep 09).
    patient:
      "like this one is only a little above the optimal level (below 100 mg/dL, 2.6 mmol/L): 100 to 129 mg/dL is called near or above optimal. With no other heart risk factors known, your overall risk at this age is low, and healthy eating and regular activity are the usual answer",
    evidence: ["ncep-atp3-2002"],
  },
  nearOptimalLdlMidlife: {
    text: "like this one is only a little above the optimal level (below 100 mg/dL, 2.6 mmol/L): 100 to 129 mg/dL is called near or above optimal. With no diabetes, heart or artery disease or other risk factor in the record, whether anything beyond healthy eating and activity is needed is decided from the overall 10-year heart risk estimate, not from this number alone",
    patient:
      "like this one is only a little above the optimal level (below 100 mg/dL, 2.6 mmol/L): 100 to 129 mg/dL is called near or above optimal. Whether you need anything beyond healthy eating and activity is decided from your overall 10-year heart risk, not from this number alone",
    evidence: ["ncep-atp3-2002", "acc-aha-2026-dyslipidemia"],
  },
  lowActhLowCortisol: {
    text: "with a low cortisol means the pituitary gland is not driving the adrenal glands (secondary adrenal insufficiency), as in pituitary disease or inflammation, including from immune checkpoint inhibitor cancer drugs",
    evidence: ["asco-2018-irae"],
  },
  // Review 37 (endocrine-meds-37 cases 04, 06): without this, a low ACTH on pembrolizumab with a
  // borderline or missing cortisol was put down to "steroid medicines or an adrenal gland making too
  // much cortisol on its own".
  lowActhOnCheckpoint: {
    text: "on an immune checkpoint inhibitor cancer drug, with no steroid medicine listed, can be a sign of inflammation of the pituitary gland (hypophysitis), which these drugs can cause; it is read with a morning cortisol and the symptoms, with endocrine advice",
    patient:
      "on an immunotherapy cancer drug, when no steroid medicine is taken, can be a sign of inflammation of the pituitary gland, a known side effect of these drugs; your doctors will read it with a morning cortisol test and how you feel",
    evidence: ["asco-2018-irae"],
  },
  lowTshLowFt4OnCheckpoint: {
    text: "together with a low free T4 on an immune checkpoint inhibitor cancer drug points to inflammation of the pituitary gland (hypophysitis), which can also stop the adrenal glands being driven; cortisol is checked and, if low, treated before any thyroid hormone is started",
    evidence: ["asco-2018-irae"],
  },
  lowTshLowFt4: {
    text: "together with a low free T4 points away from the thyroid itself: an illness can upset thyroid tests for a while, and, rarely, a pituitary gland makes too little TSH",
    evidence: ["eta-2018-central-hypothyroidism", "nice-ng145-thyroid-disease"],
  },
  achrInKnownMyasthenia: {
    text: "is expected with the myasthenia gravis on record: this antibody supports the diagnosis, and its level is not used to judge how the condition is doing from day to day",
    evidence: ["sanders-2014-achr-antibody-change"],
  },
  kidneyFailureRetained: {
    text: "is expected with the kidney failure on record, in which the kidneys no longer clear it (on dialysis it also depends on the time since the last session); it is compared with the person's own earlier results rather than the usual range",
    evidence: ["kdigo-2024-ckd"],
  },
  lowPhosphateHighPth: {
    text: "goes with the raised parathyroid hormone (PTH), which makes the kidneys pass more phosphate into the urine",
    evidence: ["endotext-approach-to-hypercalcaemia"],
  },
  // Pregnancy (rules/pregnancy-labs.ts decides when these apply).
  alpInLaterPregnancy: {
    text: "is expected in the second half of pregnancy, because the placenta makes this enzyme too and can raise the level two to four times; with the other liver tests normal it does not point to a liver problem. New itching, or a rise in the other liver tests, should still be checked",
    evidence: ["abbassi-ghanavati-2009-pregnancy-labs", "geenes-2009-intrahepatic-cholestasis-pregnancy"],
  },
  alpInPregnancyLiverUnchecked: {
    text: "is common in the second half of pregnancy, because the placenta makes this enzyme too and can raise the level two to four times. The other liver tests (ALT and bilirubin) show whether the liver is involved, and itching should be checked",
    evidence: ["abbassi-ghanavati-2009-pregnancy-labs", "geenes-2009-intrahepatic-cholestasis-pregnancy"],
  },
  // Review 38, pregnancy-38 case 08: with itching at 32 weeks the ALP was told as "from the bile ducts or from bone".
  alpInPregnancyWithItch: {
    text: "is partly expected in the second half of pregnancy, because the placenta makes this enzyme too and can raise the level two to four times; with itching it is read beside the bile acids and the other liver tests (see the liver finding)",
    evidence: ["abbassi-ghanavati-2009-pregnancy-labs", "geenes-2009-intrahepatic-cholestasis-pregnancy"],
  },
  // A glucose beyond the critical limit (evaluate.ts): far above prediabetes, whatever the sample.
  criticalHighGlucose: {
    text: "means very high blood sugar, from known or new diabetes; it needs checking straight away for ketones and dehydration, which can come with it",
    evidence: ["ada-2024-hyperglycaemic-crises"],
  },
  // A newborn's haemoglobin or haematocrit above even a newborn's usual values (evaluate.ts: first
  // month of life): an adult's causes (smoking, altitude) do not apply (review 19, children-3).
  redCellsHighInNewborn: {
    text: "is above the values usual even for a newborn, whose haematocrit is normally 45–65% and haemoglobin up to about 21 g/dL in the first week; an adult's causes such as smoking or altitude do not apply",
    patient:
      "is higher than is usual even for a newborn baby, whose levels are normally higher than an adult's; the baby's doctor will review it",
    evidence: ["current-paediatrics-2018-haematology", "asif-neonatal-hemogram-first-week"],
  },
  // Babies (rules/infant-jaundice.ts decides when these apply).
  smallConjugatedInBaby: {
    text: "in a young baby is still below the 1.0 mg/dL (17 µmol/L) above which a conjugated bilirubin is taken as a sign of a liver or bile-duct problem, so on its own it does not point to one",
    evidence: ["naspghan-espghan-2017-infant-cholestasis"],
  },
  totalBilirubinInNewborn: {
    text: "in a newborn baby is judged against treatment charts set by the baby's age in hours and how many weeks the baby was born at, not against a usual range. This report does not hold those charts, so the baby's doctor or midwife compares the result with them to decide on light treatment (phototherapy)",
    // A US record reads the AAP's curves first, a UK one only NICE's (review 34, paeds-neuro-34 case 02).
    evidence: ["nice-cg98-neonatal-jaundice", "aap-2022-neonatal-hyperbilirubinemia"],
  },
  // A baby known to be born at 38 weeks or later and at least 4 days old: NICE CG98's table is flat
  // from 96 hours, so the result is placed against its lines (review 25, ages-25b case 03).
  totalBilirubinBelowPhototherapyLine: {
    text: "in a baby born at 38 weeks or later and at least 4 days (96 hours) old is below NICE CG98's threshold for starting light treatment (phototherapy), 350 µmol/L (20.5 mg/dL), and its exchange-transfusion threshold, 450 µmol/L, so it is not a critical value for this baby. The baby's midwife or doctor still checks it against the treatment chart, with the local laboratory's advice on its assay, and decides when to measure it again",
    patient:
      "in a baby of this age born at 38 weeks or later is below the level at which light treatment (phototherapy) is started, so it is not an emergency. The midwife or doctor will check it against the baby's chart and decide when to test again; tell them if the baby looks more yellow or is not feeding well",
    evidence: ["nice-cg98-neonatal-jaundice"],
  },
  totalBilirubinPhototherapyLine: {
    text: "in a baby born at 38 weeks or later is above NICE CG98's threshold for starting light treatment (phototherapy), which is 350 µmol/L (20.5 mg/dL) from 96 hours of age and lower before then, though below its exchange-transfusion threshold of 450 µmol/L: NICE advises starting phototherapy",
    patient:
      "in a baby of this age born at 38 weeks or later is above the level at which light treatment (phototherapy) is started, so the baby needs to be seen today to start it",
    evidence: ["nice-cg98-neonatal-jaundice"],
  },
  totalBilirubinExchangeLine: {
    text: "in a baby born at 38 weeks or later is above NICE CG98's exchange-transfusion threshold of 450 µmol/L (26.3 mg/dL), which applies from 42 hours of age (it is lower before then): NICE advises an exchange transfusion unless the level falls below the threshold while it is being prepared",
    patient: "in a baby of this age is at a level that needs emergency hospital treatment straight away",
    evidence: ["nice-cg98-neonatal-jaundice"],
  },
  // From 20 weeks of pregnancy or after birth, with high blood pressure or HELLP (rules/pregnancy-emergencies.ts decides).
  transaminaseInPreEclampsia: {
    text: "in the second half of pregnancy or soon after birth, with high blood pressure or low platelets, can be a sign that pre-eclampsia is affecting the liver; the maternity team reads it with the blood pressure, urine protein and platelet results",
    evidence: ["nice-ng133-hypertension-pregnancy"],
  },
  proteinuriaInPreEclampsia: {
    text: "in the second half of pregnancy or soon after birth, with high blood pressure, is one of the signs of pre-eclampsia that the maternity team checks for",
    evidence: ["nice-ng133-hypertension-pregnancy"],
  },
  urateInPreEclampsia: {
    text: "in the second half of pregnancy or soon after birth, with high blood pressure, can go with pre-eclampsia; the maternity team reads it with the blood pressure, urine protein, platelet and liver results rather than as a sign of gout",
    evidence: [],
  },
  wbcInPregnancy: {
    text: "of this size is common in pregnancy, when the body makes more white blood cells; on its own it is not a sign of infection, but a fever or other signs of infection still need checking",
    evidence: ["abbassi-ghanavati-2009-pregnancy-labs"],
  },
  neutrophilsInPregnancy: {
    text: "of this size is common in pregnancy, when most of the extra white blood cells are neutrophils; on its own it is not a sign of infection, but a fever or other signs of infection still need checking",
    evidence: ["abbassi-ghanavati-2009-pregnancy-labs"],
  },
  // Known diabetes: the glucose is read as a reading of that diabetes, not as a possible new
  // diagnosis (review11 endocrine, cases 08, 11).
  highGlucoseInDiabetes: {
    text: "is above target for someone with diabetes; illness, missed or too little insulin or tablets, and some medicines such as steroids can raise it",
    evidence: [],
  },
  // HIV confirmed elsewhere in the record (rules/hiv.ts decides): the screen is no longer "not a diagnosis".
  // Review 31 (engine-31 case 05): a raised tTG in coeliac disease diagnosed years before was
  // "usually confirmed with further tests before any change of diet", the advice before a diagnosis.
  ttgInKnownCoeliac: {
    text: "in coeliac disease already diagnosed is read as a guide to the gluten-free diet: a level still raised usually means some gluten is still being eaten, often unknowingly, though it can take many months to fall after diagnosis; it is followed up with a review of the diet (a specialist dietitian if needed) and a repeat",
    patient:
      "in someone who already has coeliac disease usually means some gluten is still getting into the diet, often without knowing it; it is a reason to go over the diet with your doctor or a dietitian and to repeat the test",
    evidence: ["bmj-bp-coeliac-monitoring"],
  },
  hivScreenConfirmed: {
    text: "fits the HIV diagnosis that the other results or the record confirm",
    evidence: ["cdc-aphl-2014-hiv-lab-testing"],
  },
} as const satisfies Record<string, MeaningInContext>;

/** Diuretics as notes and medication lists name them ("no diuretics", "water tablet"). */
const DIURETIC_WORDS = /\b(?:diuretics?|water (?:pills?|tablets?)|fluid (?:pills?|tablets?))\b/i;

/** Water pills in the texts below: the thiazide and loop diuretics, as the drug-lab rules read them. */
const WATER_PILLS: MedicineCause = {
  text: "water pills",
  classes: ["thiazide", "loop-diuretic"],
  words: DIURETIC_WORDS,
  nameAfter: "water pills",
};

/** Steroid tablets and injections as the neutrophil text names them, and as notes and lists word them. */
const STEROIDS: MedicineCause = {
  text: "steroid medicines",
  classes: ["systemic-glucocorticoid"],
  words: /\b(?:steroids?|corticosteroids?|glucocorticoids?)\b/i,
  nameAfter: "steroid medicines",
};

/** Acid-reducing medicines: proton-pump inhibitors, and H2 blockers, which the vocabulary has no class for. */
const ACID_REDUCING_WORDS =
  /\b(?:acid[- ]reduc\w*|antacids?|ppis?|proton[- ]pump|famotidine|ranitidine|cimetidine|nizatidine)\b/i;

const THYROID_MEDICINE_WORDS =
  /\b(?:thyroid (?:medicines?|medications?|hormones?|tablets?|replacement)|levothyroxine|thyroxine|liothyronine)\b/i;

/**
 * A child's white cell count band from the University Hospitals Dorset NHS laboratory's paediatric
 * ranges (evidence uhd-nhs-paediatric-fbc-ranges): its "1 year" column is used from 6 months to
 * under 2 years, its "2–6 years" column from 2 to under 6 and its "6–12 years" column from 6 to
 * under 12 (an engine choice; the page gives no column between 3–6 months and 1 year, and from 12
 * its adult ranges apply). `low` null: the page's lower limit is not used.
 */
function childCountBand(
  from: number,
  to: number,
  low: number | null,
  high: number,
  unit: string,
  text: string,
): RangeBandOverride {
  return {
    sex: "any",
    low,
    high,
    unit,
    text: `${text} (children's range, ${from === 0.5 ? "6 months to 2 years" : `${from}–${to} years`})`,
    source: "University Hospitals Dorset NHS paediatric FBC reference ranges (evidence uhd-nhs-paediatric-fbc-ranges)",
    ages: { from, to },
  };
}

/** A child's TSH upper limit (mIU/L) for `from` to `to` years (evidence mp-pediatria-tsh-by-age). */
function tshChildBand(from: number, to: number, high: number, group: string): RangeBandOverride {
  return {
    sex: "any",
    low: null,
    high,
    unit: "mIU/L",
    text: `up to ${high.toFixed(1)} mIU/L (children's range, ${group})`,
    source: "Medycyna Praktyczna paediatrics handbook, TSH by age (evidence mp-pediatria-tsh-by-age)",
    ages: { from, to },
  };
}

/** A WHO 2024 haemoglobin cut-off for children of `from` to `to` years (0.5: 6 months; low bound only, in g/dL). */
function whoHb(from: number, to: number, low: number, group: string): RangeBandOverride {
  return {
    sex: "any",
    low,
    high: null,
    unit: "g/dL",
    text: `${low} g/dL or more (WHO anaemia cut-off, children aged ${group})`,
    source: "WHO 2024 haemoglobin cut-offs (evidence who-2024-hb-cutoffs)",
    ages: { from, to },
  };
}

export const LAB_OVERLAY: Record<string, LabOverlay> = {
  creatinine: {
    plain: "creatinine (a kidney test)",
    high: "can mean the kidneys are filtering less well; dehydration, some medicines and high muscle mass can also raise it",
    low: "usually reflects low muscle mass and is rarely a concern on its own",
    // German, Nordic, French and Spanish exports: "Kreatinin", "P-Kreatinin", "Crea", "Créatinine", "Creatinina".
    synonyms: [
      "creatinine",
      "creatinine serum",
      "creatinine blood",
      "serum creatinine",
      "cre",
      "creat",
      "kreatinin",
      "crea",
      "krea",
      "creatinina",
    ],
  },
  bun: {
    // Its own name: a US patient sent a BUN was told "Your urea" (review 48, multimorbid-48 case 04).
    plain: "blood urea nitrogen (BUN, a kidney and hydration test)",
    high: "can reflect dehydration, reduced kidney function, a high-protein diet or bleeding in the gut",
    low: "can reflect low protein intake or liver disease; often not significant",
    // "Urea" is its own test (see extra.ts): in mg/dL it is 2.14 times the urea nitrogen.
    synonyms: ["urea nitrogen", "blood urea nitrogen", "bun", "urea bun", "bun urea", "urea n", "serum urea nitrogen"],
    units: { conventional: "mg/dL", si: "mmol/L", factorToSI: 0.357 },
  },
  urea: {
    plain: "urea (a kidney and hydration test)",
    high: "can reflect dehydration, reduced kidney function, a high-protein diet or bleeding in the gut",
    low: "can reflect low protein intake or liver disease; often not significant",
    synonyms: ["urea", "serum urea", "urea serum", "plasma urea", "urea level", "urea plasma", "harnstoff", "urée"],
  },
  egfr: {
    plain: "eGFR (an estimate of kidney filtering)",
    low: "means the kidneys filter less blood than expected; below 60 for three months or more meets the definition of chronic kidney disease",
    mildLow: {
      from: 60,
      text: "means the kidneys filter a little less blood than expected; on its own, a value of 60 or more does not mean chronic kidney disease unless there are other signs of kidney damage, such as protein in the urine, for three months or more",
    },
    synonyms: [
      "egfr",
      "estimated gfr",
      "estimated glomerular filtration rate",
      "gfr estimated",
      "egfr ckd epi",
      "egfr ckd epi 2021",
      "egfr mdrd",
      "glomerular filtration rate",
      "egfr non african american",
      // US laboratories' race-split label for the eGFR without the race coefficient (review 15, US
      // units case 03); the "If Africn Am" value beside it carries the retired coefficient and is not read as eGFR.
      "egfr if nonafricn am",
      "egfr if non africn am",
      "egfr if non african am",
      "egfr if non african american",
      // Quest's older print and the long form of the same label (review 27, labs-27 04). Seen 2026-11-30:
      // kidneyfoundation.wordpress.com (2019-03-29 post) on reports printing both "GFR NON AFRICAN AMERICAN"
      // and "GFR AFRICAN AMERICAN"; ltig.lhsc.on.ca eGFR page ("Multiply eGFR by 1.159 for patients of
      // African descent"), the coefficient the second value carries.
      "egfr non afr american",
      "estimated gfr non african american",
      "estimated gfr if non african american",
      "egfr creatinine",
      // A cystatin C-based eGFR named without brackets (review 12, overcall case 12); rules tell it apart by name.
      "egfr cystatin c",
      "egfr cystatin",
    ],
    unitAliases: ["mL/min"],
  },
  "cystatin-c": {
    plain: "cystatin C (a kidney test)",
    high: "suggests reduced kidney filtering; it is less affected by muscle mass than creatinine",
    synonyms: ["cystatin c", "cystatin"],
  },
  uacr: {
    plain: "urine albumin (protein leak from the kidneys)",
    high: "means the kidneys are leaking albumin, an early sign of kidney damage and a marker of heart and kidney risk",
    synonyms: [
      "albumin creatinine ratio",
      "albumin creatinine ratio urine",
      "urine albumin creatinine ratio",
      "microalbumin creatinine ratio",
      "urine microalbumin creatinine ratio",
      "acr",
      "uacr",
      "microalbumin urine",
      "albumin/creatinine ratio",
      // "urine" is a discriminating qualifier in findLab, so "Urine ACR" needs its own spelling.
      "urine acr",
      "acr urine",
      // "Albumin:creatinine" would otherwise fall to the one-word synonym "creatinine".
      "albumin creatinine",
      "urine albumin creatinine",
      // US spellings (review 15, US units case 02): "Microalb/Creat Ratio".
      "microalb creat ratio",
      "microalb creat ratio urine",
      "microalbumin creat ratio",
    ],
  },
  sodium: {
    plain: "sodium (a body salt)",
    high: "usually means the body is short of water",
    low: "can come from water pills, drinking a lot of water, hormone problems, or heart, liver or kidney disease; a very low level can cause confusion or seizures",
    causes: {
      low: {
        lead: "can come from ",
        items: [
          // Spironolactone and amiloride are water pills too: on one of them the cause stays, unnamed.
          { ...WATER_PILLS, alsoKeptBy: ["mra", "potassium-sparing"] },
          "drinking a lot of water",
          "hormone problems",
          "heart, liver or kidney disease",
        ],
        last: "or",
        serial: true,
      },
    },
    synonyms: ["sodium", "na", "serum sodium", "sodium serum", "na+", "natrium", "sodio"],
    valence: 1,
  },
  potassium: {
    plain: "potassium (a body salt that keeps the heart rhythm steady)",
    high: "can come from kidney problems, some blood-pressure and heart medicines, or a blood sample damaged on the way to the lab; a very high level can upset the heart rhythm",
    low: "can come from water pills, vomiting or diarrhoea; a very low level can cause weakness and heart rhythm problems",
    causes: {
      high: {
        lead: "can come from ",
        items: [
          "kidney problems",
          {
            text: "some blood-pressure and heart medicines",
            classes: ["ace-inhibitor", "arb", "mra", "potassium-sparing"],
            words:
              /\b(?:(?:blood[- ]pressure|heart) (?:medicines?|medications?|tablets?|pills?)|antihypertensives?|ace[- ]inhibitors?)\b/i,
            nameAfter: "some blood-pressure and heart medicines",
          },
          "a blood sample damaged on the way to the lab",
        ],
        last: "or",
        serial: true,
      },
      low: { lead: "can come from ", items: [WATER_PILLS, "vomiting", "diarrhoea"], last: "or" },
    },
    synonyms: ["potassium", "k", "serum potassium", "potassium serum", "k+", "kalium", "potasio"],
    valence: 1,
  },
  chloride: {
    plain: "chloride (a body salt)",
    high: "often goes with dehydration or acid-base changes",
    low: "often goes with vomiting, water pills or low sodium",
    causes: { low: { lead: "often goes with ", items: ["vomiting", WATER_PILLS, "low sodium"], last: "or" } },
    synonyms: ["chloride", "cl", "serum chloride"],
    valence: 1,
  },
  bicarbonate: {
    plain: "bicarbonate (the blood's acid buffer)",
    high: "can come from vomiting, water pills or long-standing lung disease",
    low: "suggests the blood is more acidic, for example from kidney disease, diarrhoea or uncontrolled diabetes",
    causes: {
      high: { lead: "can come from ", items: ["vomiting", WATER_PILLS, "long-standing lung disease"], last: "or" },
    },
    synonyms: ["carbon dioxide", "co2", "total co2", "bicarbonate", "hco3", "bicarb", "carbon dioxide total", "tco2"],
    valence: 1,
  },
  "anion-gap": {
    plain: "anion gap (a calculated acid-base value)",
    high: "can point to extra acid in the blood, such as from kidney failure, ketones or lactate",
    synonyms: ["anion gap", "ag"],
    valence: 1,
  },
  calcium: {
    // why: the results gathered here include adjusted (albumin-corrected) calcium, which the rules read
    // as calcium too; "Calcium, total" would relabel an adjusted result as what it is not.
    name: "Calcium",
    plain: "calcium",
    high: "is most often caused by an overactive parathyroid gland or, less often, by cancer or too much vitamin D",
    low: "is often due to a low albumin level; true low calcium can come from low vitamin D, low magnesium or kidney disease",
    synonyms: ["calcium", "ca", "serum calcium", "calcium serum", "calcium total", "total calcium"],
    valence: 2,
  },
  "calcium-ionized": {
    plain: "ionised calcium (the active part of blood calcium)",
    high: "confirms truly high calcium, for example from an overactive parathyroid gland",
    low: "confirms truly low calcium",
    synonyms: ["ionized calcium", "ionised calcium", "calcium ionized", "free calcium", "ica"],
    units: { conventional: "mmol/L", si: "mmol/L", factorToSI: 1 },
    // why: the source's only band is in mg/dL for a test whose unit is mmol/L; the mmol/L values
    // are the ones the source itself gives in its text (×0.2495).
    replaceBands: [
      {
        sex: "any",
        low: 1.15,
        high: 1.27,
        unit: "mmol/L",
        text: "≈1.15–1.27 mmol/L (4.6–5.1 mg/dL)",
        source: "labs.json calcium-ionized band text (NLM LHNCBC h17.js local range, converted ×0.2495)",
      },
    ],
  },
  magnesium: {
    plain: "magnesium",
    high: "is uncommon and usually linked to kidney failure or supplements",
    low: "can come from water pills, acid-reducing medicines taken for a long time, immune-suppressing medicines, alcohol or diarrhoea",
    causes: {
      low: {
        lead: "can come from ",
        items: [
          WATER_PILLS,
          {
            text: "acid-reducing medicines taken for a long time",
            classes: ["ppi"],
            words: ACID_REDUCING_WORDS,
            nameAfter: "acid-reducing medicines",
          },
          // Tacrolimus and ciclosporin make the kidney lose magnesium (review 21, transplant 04;
          // ADDED_SOURCES "transplant-proc-2006-tacrolimus-hypomagnesaemia"); named only when taken.
          {
            text: "immune-suppressing medicines",
            classes: ["calcineurin-inhibitor"],
            words: /\b(?:tacrolimus|ciclosporin|cyclosporine?|calcineurin inhibitors?)\b/i,
            nameAfter: "immune-suppressing medicines",
          },
          // Left out under 16 and when the notes deny drinking, as for the liver tests (review 29, leftovers-29).
          { text: "alcohol", alcohol: true },
          "diarrhoea",
        ],
        last: "or",
      },
    },
    synonyms: ["magnesium", "mg", "serum magnesium"],
    valence: 2,
  },
  phosphorus: {
    plain: "phosphate",
    high: "is usually linked to reduced kidney function",
    low: "can come from poor nutrition, alcohol or vitamin D problems",
    synonyms: ["phosphorus", "phosphate", "phos", "po4", "inorganic phosphate"],
  },
  "osmolality-serum": {
    plain: "blood concentration (osmolality)",
    high: "usually means the body is short of water or has high sugar or sodium",
    low: "usually goes with low sodium",
    synonyms: ["osmolality", "serum osmolality", "osmolality serum", "osm"],
  },
  glucose: {
    plain: "blood sugar (glucose)",
    high: "can mean diabetes or prediabetes, especially on a fasting sample; stress and some medicines also raise it",
    low: "can cause shakiness, sweating or confusion and is most often caused by diabetes medicines",
    causes: {
      low: {
        lead: " and is most often caused by ",
        items: [
          {
            text: "diabetes medicines",
            // Insulin and sulfonylureas are the ones that cause it; on other diabetes medicines it stays, unnamed.
            classes: ["insulin", "sulfonylurea"],
            alsoKeptBy: ["metformin", "sglt2i", "glp1-ra"],
            words:
              /\b(?:diabet\w* (?:medicines?|medications?|tablets?|pills?|drugs?)|insulin|repaglinide|nateglinide|gli\w*ides?)\b/i,
            nameAfter: "diabetes medicines",
            // Without insulin or a sulfonylurea listed, "most often caused by diabetes medicines" read as
            // if theirs were to blame (review 15, critical-values 02).
            ifNotTaken: "insulin or some diabetes tablets (sulfonylureas), in people who take them",
          },
        ],
        last: "or",
      },
    },
    synonyms: [
      "glucose",
      "glucose fasting",
      "fasting glucose",
      "fasting blood glucose",
      "fasting plasma glucose",
      "blood glucose",
      "plasma glucose",
      "glucose serum",
      "glucose random",
      "random glucose",
      // A non-fasting glucose is a random one.
      "glucose non-fasting",
      "glucose non fasting",
      "non-fasting glucose",
      "non fasting glucose",
      "fbg",
      "fpg",
      "glu",
      "blood sugar",
      "glukose",
      "glucosa",
      "blutzucker",
    ],
  },
  hba1c: {
    plain: "HbA1c (average blood sugar over about three months)",
    // No diagnostic cut-offs: this text also reads known diabetes and mmol/mol results; the glucose
    // rules (rules/patterns.ts) quote them knowing the diagnosis and the units.
    high: "means blood sugar has been high on average over the last two to three months",
    synonyms: [
      "hba1c",
      "a1c",
      "hemoglobin a1c",
      "haemoglobin a1c",
      "glycated hemoglobin",
      "glycated haemoglobin",
      "glycosylated hemoglobin",
      "glycohemoglobin",
      "glyco hb",
      "glycated hb",
      "glycosylated hb",
      "hgb a1c",
      "hb a1c",
      "a1c hemoglobin",
      "hemoglobin a1c hemoglobin total in blood",
    ],
    units: { conventional: "%", si: "mmol/mol", factorToSI: null },
    special: "hba1c",
    // ADA's HbA1c criteria for diabetes and prediabetes apply to children and adolescents as to
    // adults (ada-soc-2026-s2), so a child's HbA1c is judged, not left "not judged" (review 25,
    // labs-25b case 01: 5.4% at 11 years).
    anyAge: true,
  },
  insulin: {
    // why: a sample of unstated fasting status is gathered here too; "Insulin, fasting" would claim it.
    name: "Insulin",
    plain: "insulin",
    high: "on a fasting sample can point to insulin resistance",
    synonyms: ["insulin", "fasting insulin"],
  },
  "c-peptide": {
    plain: "C-peptide (a marker of the body's own insulin)",
    high: "suggests the body is making a lot of insulin, as in insulin resistance",
    low: "suggests the body makes little insulin of its own",
    synonyms: ["c peptide", "c-peptide"],
  },
  "uric-acid": {
    plain: "uric acid",
    high: "raises the risk of gout and kidney stones; water pills and kidney disease can raise it",
    causes: { high: { lead: "; ", items: [WATER_PILLS, "kidney disease"], last: "and" } },
    synonyms: ["uric acid", "urate", "serum urate", "harnsäure", "acido urico", "ácido úrico"],
  },
  lactate: {
    plain: "lactate",
    high: "can mean the body's tissues are short of oxygen, as in severe infection or shock",
    synonyms: ["lactate", "lactic acid"],
  },
  alt: {
    plain: "ALT (a liver enzyme)",
    high: "means liver cells may be irritated or damaged, commonly from fatty liver, alcohol, medicines or hepatitis",
    causes: {
      high: {
        lead: ", commonly from ",
        items: ["fatty liver", { text: "alcohol", alcohol: true }, "medicines", "hepatitis"],
        last: "or",
      },
    },
    synonyms: ["alt", "alanine aminotransferase", "sgpt", "alt sgpt", "alanine transaminase", "gpt"],
  },
  ast: {
    plain: "AST (a liver and muscle enzyme)",
    high: "can come from the liver or from muscle; alcohol and fatty liver are common causes",
    causes: {
      high: {
        lead: "; ",
        items: [{ text: "alcohol", alcohol: true }, "fatty liver"],
        agree: { many: " are common causes", one: " is a common cause" },
        last: "and",
      },
    },
    synonyms: ["ast", "aspartate aminotransferase", "sgot", "ast sgot", "aspartate transaminase", "got"],
  },
  alp: {
    plain: "alkaline phosphatase (a liver and bone enzyme)",
    high: "can come from the bile ducts or from bone",
    synonyms: ["alkaline phosphatase", "alk phos", "alp", "alkp", "alk phosphatase", "alkaline phos"],
  },
  ggt: {
    plain: "GGT (a liver enzyme)",
    high: "often points to alcohol use, fatty liver or bile-duct problems",
    causes: {
      high: {
        lead: "often points to ",
        items: [{ text: "alcohol use", alcohol: true }, "fatty liver", "bile-duct problems"],
        last: "or",
      },
    },
    synonyms: [
      "ggt",
      "gamma gt",
      "gamma glutamyl transferase",
      "ggtp",
      "gamma glutamyltransferase",
      "gamma glutamyl transpeptidase",
      "gamma glutamyltranspeptidase",
      "gt",
    ],
  },
  "bilirubin-total": {
    plain: "bilirubin (a breakdown product of red cells)",
    high: "can cause yellow skin and comes from liver or bile-duct problems or from red-cell breakdown",
    synonyms: [
      "bilirubin",
      "total bilirubin",
      "bilirubin total",
      "tbil",
      "t bili",
      "bili",
      "total bili",
      "bili total",
      "bilirubin gesamt",
      "gesamtbilirubin",
    ],
  },
  "bilirubin-direct": {
    plain: "direct bilirubin",
    high: "points to a liver or bile-duct problem",
    synonyms: ["direct bilirubin", "bilirubin direct", "conjugated bilirubin", "d bili"],
  },
  "bilirubin-indirect": {
    plain: "indirect (unconjugated) bilirubin",
    high: "most often comes from Gilbert syndrome, a common harmless inherited condition, or from faster breakdown of red blood cells, rather than from liver damage",
    synonyms: [
      "indirect bilirubin",
      "bilirubin indirect",
      "unconjugated bilirubin",
      "bilirubin unconjugated",
      "indirect bili",
      "ibil",
    ],
  },
  albumin: {
    plain: "albumin (the main blood protein)",
    low: "can come from liver disease, kidney protein loss, poor nutrition or a recent illness",
    synonyms: ["albumin", "serum albumin", "albumin serum", "alb"],
  },
  "total-protein": {
    plain: "total protein",
    high: "can come from dehydration or from raised antibody proteins",
    low: "can come from liver disease, kidney protein loss or poor nutrition",
    synonyms: ["total protein", "protein total", "protein serum", "tp"],
  },
  ldh: {
    plain: "LDH (a tissue-damage marker)",
    high: "shows tissue damage somewhere in the body, such as red-cell breakdown, and is not specific",
    synonyms: ["ldh", "lactate dehydrogenase", "ld"],
  },
  lipase: {
    plain: "lipase (a pancreas enzyme)",
    high: "well above normal suggests inflammation of the pancreas",
    synonyms: ["lipase"],
  },
  amylase: {
    plain: "amylase (a pancreas enzyme)",
    high: "can come from the pancreas or the salivary glands",
    synonyms: ["amylase"],
  },
  "cholesterol-total": {
    plain: "total cholesterol",
    high: "raises the long-term risk of heart attack and stroke",
    synonyms: [
      "total cholesterol",
      "cholesterol total",
      "cholesterol",
      "chol",
      "tc",
      "cholesterol serum",
      "cholesterin",
      "gesamtcholesterin",
      "cholesterin gesamt",
      "colesterol",
      "colesterol total",
    ],
    // why: the source's band text names a borderline tier its bounds cannot carry; 200–239 mg/dL
    // is borderline, not high (the source's own text).
    replaceBands: [
      {
        sex: "any",
        low: null,
        high: 200,
        borderlineHigh: 240,
        unit: "mg/dL",
        text: "<200 desirable; 200–239 borderline; ≥240 high",
        source:
          "labs.json cholesterol-total band (MedlinePlus / Cleveland Clinic cholesterol pages via gh-index id 68833090121)",
      },
    ],
  },
  "ldl-c": {
    plain: "LDL cholesterol (the 'bad' cholesterol)",
    high: "builds up in the artery walls and raises the risk of heart attack and stroke",
    synonyms: [
      "ldl",
      "ldl c",
      "ldl cholesterol",
      "low density lipoprotein cholesterol",
      "ldl calculated",
      "ldl cholesterol calculated",
      "ldl direct",
      "ldl chol",
      "ldl chol calc",
      "cholesterol in ldl",
      "bad cholesterol",
    ],
    // The catalogue's own text nests a bracket in the bracket the report puts around a band's text.
    replaceBands: [
      {
        sex: "any",
        low: null,
        high: 100,
        unit: "mg/dL",
        text: "<100 mg/dL optimal; goals by risk may be lower",
        source: "labs.json ldl-c band (MedlinePlus / Cleveland Clinic cholesterol pages via gh-index id 68833090121)",
      },
    ],
  },
  "hdl-c": {
    plain: "HDL cholesterol (the 'good' cholesterol)",
    low: "is linked with a higher risk of heart disease",
    synonyms: [
      "hdl",
      "hdl c",
      "hdl cholesterol",
      "hdl chol",
      "high density lipoprotein cholesterol",
      "cholesterol in hdl",
      "good cholesterol",
    ],
  },
  triglycerides: {
    plain: "triglycerides (a blood fat)",
    high: "adds to heart risk, and a very high level can inflame the pancreas",
    synonyms: ["triglycerides", "triglyceride", "trig", "tg", "trigs"],
    meaningSource: {
      url: "https://www.hormone.org/patient-guides/2012/hypertriglyceridemia",
      publisher: "Endocrine Society (Hormone Health Network)",
      seenAt:
        "pages: www.hormone.org/patient-guides/2012/hypertriglyceridemia (Endocrine Society, Hormone Health Network), seen 2026-11-24 at its http address (patient guide from the Endocrine Society's practice guideline on hypertriglyceridemia: triglyceride levels that are too high may put you at risk for heart disease, stroke and other health problems; very high triglycerides raise the risk for pancreatitis, an inflammation of the pancreas)",
    },
  },
  "non-hdl-c": {
    plain: "non-HDL cholesterol",
    high: "raises the risk of heart attack and stroke",
    synonyms: ["non hdl", "non hdl cholesterol", "non hdl c", "cholesterol non hdl"],
  },
  apob: {
    plain: "apolipoprotein B (a count of harmful cholesterol particles)",
    high: "raises the risk of heart attack and stroke",
    synonyms: ["apob", "apo b", "apolipoprotein b"],
  },
  lpa: {
    plain: "lipoprotein(a) (an inherited cholesterol particle)",
    high: "is mostly inherited and raises the risk of heart attack, stroke and a narrowed heart valve",
    synonyms: ["lp a", "lpa", "lipoprotein a", "lipoprotein little a"],
    // why: the source gives "mg/dL (mass) or nmol/L (molar)"; these are different measurements
    // and must never be converted into each other, so no factor is recorded.
    units: { conventional: "mg/dL", si: "nmol/L", factorToSI: null },
  },
  hemoglobin: {
    plain: "haemoglobin (the oxygen carrier in red blood cells)",
    high: "can come from smoking, living at altitude, dehydration or a bone-marrow condition",
    low: "can be a sign of anaemia (judged with cut-offs for age and sex); common causes are low iron, blood loss, low vitamin B12 or folate, and kidney disease",
    synonyms: [
      "hemoglobin",
      "haemoglobin",
      "hgb",
      "hb",
      "hemoglobin blood",
      "hemoglobin total",
      "haemoglobin total",
      "hämoglobin",
      "hemoglobina",
      "hémoglobine",
    ],
    // An adult is anaemic below the WHO 2024 cut-offs (13.0 g/dL for men, 12.0 for women; evidence
    // who-2024-hb-cutoffs), which the patient text promises; ABIM's 14–18 g/dL band for men would
    // call a man with 13.6 g/dL low. The upper bounds stay ABIM's, as WHO sets none.
    replaceBands: [
      {
        sex: "male",
        low: 13,
        high: 18,
        unit: "g/dL",
        text: "13.0–18.0 g/dL (low bound: WHO anaemia cut-off)",
        source:
          "WHO 2024 haemoglobin cut-offs (evidence who-2024-hb-cutoffs); upper bound ABIM Laboratory Test Reference Ranges",
      },
      {
        sex: "female",
        low: 12,
        high: 16,
        unit: "g/dL",
        text: "12.0–16.0 g/dL (low bound: WHO anaemia cut-off, not pregnant)",
        source:
          "WHO 2024 haemoglobin cut-offs (evidence who-2024-hb-cutoffs); upper bound ABIM Laboratory Test Reference Ranges",
      },
    ],
    // WHO 2024 anaemia cut-offs for children, as rules/patterns.ts reads them (hbCutoff; evidence
    // who-2024-hb-cutoffs): 6–23 months 10.5, 24–59 months 11.0, 5–11 years 11.5, 12–14 years 12.0
    // g/dL. Under a year, only an age in months tells 6 months from younger: the band starts at half
    // a year, which a baby's age reaches only when given in months, weeks or days (see lab-results.ts).
    ageBands: [
      whoHb(0.5, 2, 10.5, "6–23 months"),
      whoHb(2, 5, 11, "24–59 months"),
      whoHb(5, 12, 11.5, "5–11 years"),
      whoHb(12, 15, 12, "12–14 years"),
    ],
  },
  hematocrit: {
    plain: "haematocrit (the share of blood made of red cells)",
    high: "can come from dehydration, smoking or a bone-marrow condition",
    low: "goes with anaemia",
    synonyms: ["hematocrit", "haematocrit", "hct", "pcv", "packed cell volume"],
  },
  rbc: {
    plain: "red blood cell count",
    high: "can come from dehydration or a bone-marrow condition; a high count with small cells can be a thalassaemia trait",
    low: "goes with anaemia",
    synonyms: [
      "rbc",
      "red blood cells",
      "red blood cell count",
      "erythrocytes",
      "erythrocyte count",
      "rbc count",
      "rbc auto",
      "red cell count",
      "red cells",
      "rcc",
      "red blood count",
      "total rbc",
    ],
  },
  wbc: {
    plain: "white blood cell count",
    high: "is most often due to infection, inflammation, stress or steroid medicines",
    low: "can come from viral infections, medicines or bone-marrow problems and can raise infection risk",
    // Young children's counts run higher than adults' (review 19, children-3): 6–16 ×10⁹/L at 1
    // year and 5–15 at 2–6 years (evidence uhd-nhs-paediatric-fbc-ranges).
    ageBands: [
      childCountBand(0.5, 2, 6, 16, "10^3/µL", "6–16 ×10⁹/L"),
      childCountBand(2, 6, 5, 15, "10^3/µL", "5–15 ×10⁹/L"),
      // School-age children (review 20, children 6–18): 5–13 at 6–12 years.
      childCountBand(6, 12, 5, 13, "10^3/µL", "5–13 ×10⁹/L"),
    ],
    synonyms: [
      "wbc",
      "white blood cells",
      "white blood cell count",
      "leukocytes",
      "leucocytes",
      "white count",
      "wbc count",
      "wbc auto",
      "white cell count",
      "white cells",
      "wcc",
      "total white cell count",
      "total white count",
      "white blood count",
      "leucocyte count",
      "leukocyte count",
      "total leucocyte count",
      "total leukocyte count",
      "tlc",
      "total wbc",
      "wbc total",
      "leukozyten",
      "leucocitos",
    ],
  },
  platelets: {
    plain: "platelets (cells that help blood clot)",
    high: "is often a reaction to inflammation, iron deficiency or bleeding",
    // why: most low counts are mild (138 ×10⁹/L), where bleeding is not expected. Surgical bleeding
    // below about 50 and spontaneous bleeding below about 10 ×10⁹/L (pubmed.ncbi.nlm.nih.gov/31194365
    // abstract, pages corpus, seen 2026-11-24); counts above 100 not usually linked with bleeding
    // (alpfmedical.info thrombocytopenia page, same corpus).
    // The mild-count sentence is for counts of 100 ×10⁹/L and over only: a critical or much lower count
    // carries the bleeding risk instead (review 8, onc #2).
    low: "has many causes, including medicines, liver disease, infections and bone-marrow problems; the lower the count, the higher the risk of bleeding, which rises below about 50 and is greatest at very low counts",
    mildLow: {
      from: 100,
      text: "has many causes, including medicines, liver disease and infections; a mildly low count does not usually cause bleeding, which becomes a risk only at much lower counts",
    },
    synonyms: [
      "platelets",
      "platelet count",
      "plt",
      "thrombocytes",
      "platelet",
      "plts",
      "plt count",
      "thrombocyte count",
      "thrombozyten",
      "plaquettes",
      "plaquetas",
    ],
  },
  mcv: {
    plain: "MCV (red cell size)",
    high: "(large red cells) can come from low vitamin B12 or folate, alcohol, liver disease or some medicines",
    low: "(small red cells) is most often due to low iron or a thalassaemia trait",
    // Young children's red cells are smaller than adults' (review 22, paeds-ranges-22: MCV 78 fL at 3
    // years against an adult 80–100 was put down to low iron or thalassaemia): 72–84 fL at 1 year,
    // 75–87 at 2–6 years and 77–95 at 6–12 years (evidence uhd-nhs-paediatric-fbc-ranges). Only the
    // low side is read against them (normalize/labs.ts, normalForAge).
    ageBands: [
      childCountBand(0.5, 2, 72, 84, "fL", "72–84 fL"),
      childCountBand(2, 6, 75, 87, "fL", "75–87 fL"),
      childCountBand(6, 12, 77, 95, "fL", "77–95 fL"),
    ],
    synonyms: ["mcv", "mean corpuscular volume", "mean cell volume"],
  },
  mch: {
    plain: "MCH (haemoglobin per red cell)",
    high: "goes with large red cells",
    low: "goes with small, pale red cells, as in low iron",
    synonyms: [
      "mch",
      "mean corpuscular hemoglobin",
      "mean cell hemoglobin",
      "mean corpuscular haemoglobin",
      "mean cell haemoglobin",
    ],
  },
  mchc: {
    plain: "MCHC (haemoglobin concentration in red cells)",
    low: "goes with low iron",
    synonyms: [
      "mchc",
      "mean corpuscular hemoglobin concentration",
      "mean corpuscular haemoglobin concentration",
      "mean cell hemoglobin concentration",
      "mean cell haemoglobin concentration",
    ],
  },
  rdw: {
    plain: "RDW (variation in red cell size)",
    high: "means red cells vary in size, as in early iron or vitamin deficiency",
    synonyms: ["rdw", "rdw cv", "red cell distribution width"],
    // why: the source lists 21000-5, "Erythrocyte distribution width [Entitic volume]", as a code of
    // this test although its own note says it is the RDW-SD in fL; read as the RDW-CV in %, every
    // RDW-SD (Synthea's whole blood count) was "unit does not match, confirm the unit" (review 16).
    // It is the rdw-sd record of extra.ts.
    notAlternates: ["21000-5"],
    // why: laboratories also print the RDW-SD as plain "RDW"; its unit, fL, tells it from the RDW-CV.
    inUnit: { unit: "fL", id: "rdw-sd" },
  },
  "rdw-sd": {
    plain: "RDW-SD (variation in red cell size, in fL)",
    high: "means red cells vary in size, as in early iron or vitamin deficiency",
    synonyms: ["rdw sd", "rdw-sd", "red cell distribution width sd"],
  },
  mpv: {
    plain: "MPV (platelet size)",
    high: "can go with young, large platelets",
    synonyms: ["mpv", "mean platelet volume"],
  },
  anc: {
    plain: "neutrophils (infection-fighting white cells)",
    high: "usually reflects infection, inflammation or steroid medicines",
    low: "raises the risk of serious infection, especially below 0.5 ×10⁹/L (500 per microlitre)",
    // A mildly low count (1.0 ×10⁹/L or more) does not generally raise infection risk, and a lower
    // normal range in people of African or Middle Eastern ancestry is of no clinical consequence
    // (evidence nhs-lothian-refhelp-neutropenia); the risk sentence is kept for lower counts (review
    // 12, haematology 18: the request's ethnicity field is not read, so the ancestry is not known).
    mildLow: {
      from: 1000,
      text: "of 1.0 ×10⁹/L (1000 per microlitre) or more does not usually raise the risk of infection, which rises as the count falls, especially below 0.5 ×10⁹/L; a stable, mildly low count is common and harmless in many people of African or Middle Eastern ancestry",
      // The same point without the units (review 19, quiet panels 08: a well cyclist read
      // "1.0 ×10⁹/L (1000 per microlitre) … below 0.5 ×10⁹/L").
      patient:
        "like this, only mildly below the range, does not usually raise the risk of infection; a steady, mildly low count is common and harmless in many people of African or Middle Eastern ancestry",
    },
    // Steroids raise the neutrophil count; a listed one is named (review 12, haematology 12).
    causes: { high: { lead: "usually reflects ", items: ["infection", "inflammation", STEROIDS], last: "or" } },
    // A young child's lower limit is below an adult's (review 19, children-3): 1.0–7.0 ×10⁹/L at 1
    // year and 1.5–8.0 at 2–6 years (evidence uhd-nhs-paediatric-fbc-ranges).
    ageBands: [
      childCountBand(0.5, 2, 1, 7, "10^3/µL", "1.0–7.0 ×10⁹/L"),
      childCountBand(2, 6, 1.5, 8, "10^3/µL", "1.5–8.0 ×10⁹/L"),
      // 2.0–8.0 at 6–12 years (review 20, children 6–18).
      childCountBand(6, 12, 2, 8, "10^3/µL", "2.0–8.0 ×10⁹/L"),
    ],
    synonyms: [
      "anc",
      "absolute neutrophil count",
      "neutrophils absolute",
      "neutrophils",
      "neutrophil count",
      "ne#",
      "neuts",
      "neutrophils abs",
      "absolute neutrophils",
      "neutrophil",
      "total neutrophils",
    ],
  },
  alc: {
    plain: "lymphocytes (a type of white cell)",
    high: "often follows a viral infection",
    low: "can follow illness, steroids or other treatments",
    // Lymphocytes predominate in young children (review 19, children-3): 3.5–11.0 ×10⁹/L at 1 year
    // and up to 9.0 at 2–6 years (evidence uhd-nhs-paediatric-fbc-ranges). The page's lower limit
    // for 2–6 years (6.0, above its 1-year and 6–12-year ones) is not used, so only a count above
    // 9.0 is judged at that age (normalize/labs.ts, ceiling-only bands).
    ageBands: [
      childCountBand(0.5, 2, 3.5, 11, "10^3/µL", "3.5–11.0 ×10⁹/L"),
      childCountBand(2, 6, null, 9, "10^3/µL", "up to 9.0 ×10⁹/L"),
      // 1.0–5.0 at 6–12 years (review 20, children 6–18).
      childCountBand(6, 12, 1, 5, "10^3/µL", "1.0–5.0 ×10⁹/L"),
    ],
    synonyms: [
      "alc",
      "absolute lymphocyte count",
      "lymphocytes absolute",
      "lymphocytes",
      "ly#",
      "lymphocyte count",
      "lymphs",
      "lymphocytes abs",
      "absolute lymphocytes",
      "lymphocyte",
      // LabCorp's absolute count, beside its "Lymphs" percentage (review 17, us-panels 02).
      "lymphs absolute",
    ],
  },
  "monocytes-abs": {
    plain: "monocytes (a type of white cell)",
    high: "can go with long-lasting infection or inflammation",
    synonyms: [
      "monocytes",
      "monocytes absolute",
      "mo#",
      "monocyte count",
      "monocytes abs",
      "absolute monocytes",
      "monos",
    ],
  },
  "eosinophils-abs": {
    plain: "eosinophils (a type of white cell)",
    high: "often goes with allergies, asthma or parasites",
    synonyms: [
      "eosinophils",
      "eosinophils absolute",
      "eo#",
      "aec",
      "eosinophil count",
      "eosinophils abs",
      "absolute eosinophils",
      "eos",
      "eos absolute",
    ],
  },
  "basophils-abs": {
    plain: "basophils (a type of white cell)",
    high: "is uncommon and can go with allergy or bone-marrow conditions",
    synonyms: [
      "basophils",
      "basophils absolute",
      "ba#",
      "basophil count",
      "basophils abs",
      "absolute basophils",
      "basos",
      "baso absolute",
      "basos absolute",
    ],
  },
  reticulocytes: {
    plain: "reticulocytes (young red cells)",
    high: "shows the bone marrow is working hard, for example after bleeding or red-cell breakdown",
    low: "in anaemia suggests the marrow is not keeping up, as in iron, B12 or folate deficiency",
    synonyms: ["reticulocytes", "reticulocyte count", "retic", "retic count"],
  },
  ferritin: {
    plain: "ferritin (the body's iron store)",
    high: "can mean iron overload but is more often raised by inflammation, liver disease or alcohol",
    low: "means the body's iron stores are low, the most specific sign of iron deficiency",
    synonyms: ["ferritin", "serum ferritin", "ferritin serum"],
    // WHO 2020 cut-offs for iron deficiency in apparently healthy people, as rules/patterns.ts reads
    // them (lowFerritinCutoff; evidence who-2020-ferritin): below 12 µg/L under 5 years, below 15 from 5.
    ageBands: [
      {
        sex: "any",
        low: 12,
        high: null,
        unit: "ng/mL",
        text: "12 µg/L or more (WHO 2020 cut-off for iron deficiency under 5 years)",
        source: "WHO 2020 ferritin guideline (evidence who-2020-ferritin)",
        ages: { from: 0, to: 5 },
      },
      {
        sex: "any",
        low: 15,
        high: null,
        unit: "ng/mL",
        text: "15 µg/L or more (WHO 2020 cut-off for iron deficiency from 5 years)",
        source: "WHO 2020 ferritin guideline (evidence who-2020-ferritin)",
        ages: { from: 5, to: 18 },
      },
    ],
    // why: band 2 is the AGA decision threshold for iron deficiency in anaemia, not a
    // population range; it is used by the iron-deficiency rule instead.
    bands: [0, 1],
  },
  iron: {
    plain: "iron",
    high: "can go with iron overload or recent iron tablets",
    low: "can go with iron deficiency or inflammation",
    synonyms: ["iron", "serum iron", "fe", "iron serum"],
  },
  tibc: {
    plain: "TIBC (iron-binding capacity)",
    high: "often goes with iron deficiency",
    low: "often goes with inflammation or iron overload",
    synonyms: ["tibc", "total iron binding capacity", "iron binding capacity"],
    bands: [0],
  },
  tsat: {
    plain: "transferrin saturation (how much iron is in transit)",
    high: "is a screening sign of iron overload when it is 45% or more on a fasting sample",
    low: "supports iron deficiency when it is below 20%",
    // "% Saturation" as Quest's iron panel prints it (review 27, labs-27); "O2 saturation %" stays apart by "o2".
    synonyms: [
      "transferrin saturation",
      "tsat",
      "iron saturation",
      "saturation",
      "iron sat",
      "percent saturation",
      "% saturation",
    ],
    bands: [0],
  },
  transferrin: {
    plain: "transferrin (the iron carrier)",
    high: "often goes with iron deficiency",
    low: "often goes with inflammation or poor nutrition",
    synonyms: ["transferrin"],
  },
  "vitamin-b12": {
    plain: "vitamin B12",
    low: "can cause anaemia, tiredness, numbness or memory problems; common causes include low intake, stomach problems and long-term metformin or acid-reducing medicines",
    causes: {
      low: {
        lead: "common causes include ",
        items: [
          "low intake",
          "stomach problems",
          {
            text: "long-term metformin or acid-reducing medicines",
            classes: ["metformin", "ppi"],
            words:
              /\b(?:metformin|acid[- ]reduc\w*|antacids?|ppis?|proton[- ]pump|famotidine|ranitidine|cimetidine|nizatidine)\b/i,
          },
        ],
        last: "and",
      },
    },
    synonyms: ["vitamin b12", "b12", "cobalamin", "vit b12", "cyanocobalamin", "vitamin b 12"],
  },
  folate: {
    plain: "folate (a B vitamin)",
    low: "can cause anaemia with large red cells; it is usually due to diet, alcohol or some medicines",
    synonyms: ["folate", "folic acid", "serum folate", "folate serum"],
  },
  "vitamin-d-25oh": {
    plain: "vitamin D",
    low: "can weaken bones and muscles over time; below 12 ng/mL there is a real risk of deficiency",
    high: "is usually from high-dose supplements and can raise calcium",
    synonyms: [
      "vitamin d",
      "25 oh vitamin d",
      "25 hydroxy vitamin d",
      "25 hydroxyvitamin d",
      "vitamin d 25 hydroxy",
      "vitamin d 25 oh",
      "25 oh d",
      "calcidiol",
      "vit d",
      "25ohd",
      "vitamin d total",
      "25 hydroxyvitamin d2 25 hydroxyvitamin d3",
      "25 oh vitamin d3",
      "25 hydroxyvitamin d3",
      "25 hydroxy vitamin d3",
    ],
    // why: band 1 (30–100 ng/mL) is a laboratory convention, not a deficiency threshold; the
    // engine judges against ≥20 ng/mL (NIH ODS, band 0).
    bands: [0],
  },
  homocysteine: {
    plain: "homocysteine",
    high: "can point to low vitamin B12 or folate, or reduced kidney function",
    synonyms: ["homocysteine", "thcy", "total homocysteine"],
  },
  mma: {
    plain: "methylmalonic acid (a B12 marker)",
    high: "supports true vitamin B12 deficiency, unless kidney function is reduced",
    synonyms: ["methylmalonic acid", "mma"],
  },
  tsh: {
    plain: "TSH (the signal that drives the thyroid)",
    high: "usually means the thyroid is underactive, or that a thyroid hormone dose is too low",
    low: "usually means the thyroid is overactive, or that a thyroid hormone dose is too high",
    causes: {
      high: {
        lead: ", or that ",
        items: [
          {
            text: "a thyroid hormone dose is too low",
            classes: ["thyroid-hormone"],
            words: THYROID_MEDICINE_WORDS,
          },
        ],
        last: "or",
      },
      low: {
        lead: ", or that ",
        items: [
          {
            text: "a thyroid hormone dose is too high",
            classes: ["thyroid-hormone"],
            words: THYROID_MEDICINE_WORDS,
          },
        ],
        last: "or",
      },
    },
    synonyms: [
      "tsh",
      "thyroid stimulating hormone",
      "thyrotropin",
      "tsh 3rd generation",
      "tsh 3rd gen",
      "3rd generation tsh",
      "tsh ultrasensitive",
      "thyroid stimulating hormone tsh",
    ],
    // A child's TSH runs above adult limits (review 23, paeds-23: 4.9 mIU/L at 8 years against an
    // adult 0.35–4.50 was called subclinical hypothyroidism): up to 7.0 mIU/L from 1 month to 3
    // years, 6.0 in the 4th–5th years of life and 5.0 in the 6th–10th, adult limits after
    // (evidence mp-pediatria-tsh-by-age). Only the upper limit is used (normalize/labs.ts,
    // normalForAge). Under 2 months the newborn allowance of normalize/labs.ts CHILD_SIDE applies.
    ageBands: [
      tshChildBand(2 / 12, 3, 7, "2 months to 3 years"),
      tshChildBand(3, 5, 6, "3–4 years"),
      tshChildBand(5, 10, 5, "5–9 years"),
    ],
  },
  "free-t4": {
    plain: "free T4 (thyroid hormone)",
    high: "goes with an overactive thyroid or too much thyroid medicine",
    low: "goes with an underactive thyroid",
    causes: {
      high: {
        lead: "goes with ",
        items: [
          "an overactive thyroid",
          {
            text: "too much thyroid medicine",
            classes: ["thyroid-hormone"],
            words: THYROID_MEDICINE_WORDS,
            nameAfter: "too much thyroid medicine",
          },
        ],
        last: "or",
      },
    },
    // US reports write "T4,Free(Direct)" (review 15, US units case 12).
    synonyms: ["free t4", "ft4", "free thyroxine", "thyroxine free", "t4 free", "t4 free direct", "free t4 direct"],
  },
  "total-t4": {
    plain: "total T4 (thyroid hormone)",
    high: "goes with an overactive thyroid or high binding proteins",
    low: "goes with an underactive thyroid",
    synonyms: ["total t4", "t4", "thyroxine", "t4 total"],
  },
  "free-t3": {
    plain: "free T3 (thyroid hormone)",
    high: "goes with an overactive thyroid",
    low: "is common in illness and not specific",
    // The hyphenated British spelling, as UK trust reports print it (review 27, labs-27).
    synonyms: [
      "free t3",
      "ft3",
      "t3 free",
      "free triiodothyronine",
      "free tri iodothyronine",
      "tri iodothyronine free",
    ],
  },
  "total-t3": {
    plain: "total T3 (thyroid hormone)",
    high: "goes with an overactive thyroid",
    low: "is common in illness",
    synonyms: ["total t3", "t3", "triiodothyronine", "t3 total", "tri iodothyronine", "total tri iodothyronine"],
  },
  "tpo-ab": {
    plain: "thyroid antibodies (TPO)",
    high: "shows autoimmune thyroid disease and a higher chance of the thyroid becoming underactive",
    synonyms: [
      "tpo antibodies",
      "anti tpo",
      "tpoab",
      "thyroid peroxidase antibodies",
      "thyroid peroxidase antibody",
      "thyroid peroxidase ab",
      "tpo ab",
      "anti thyroid peroxidase",
      "anti thyroid peroxidase antibodies",
    ],
  },
  "hs-troponin-i": {
    plain: "troponin (a heart-muscle damage marker)",
    high: "means heart muscle has been injured, for example by a heart attack, and needs urgent assessment",
    synonyms: [
      "troponin i",
      "hs troponin i",
      "high sensitivity troponin i",
      "hs ctni",
      "hstni",
      "troponin i high sensitivity",
      "ctni",
      "troponin",
    ],
  },
  "hs-troponin-t": {
    plain: "troponin T (a heart-muscle damage marker)",
    high: "means heart muscle has been injured and needs urgent assessment",
    synonyms: ["troponin t", "hs troponin t", "high sensitivity troponin t", "hs ctnt", "hstnt", "ctnt"],
  },
  bnp: {
    plain: "BNP (a heart-strain marker)",
    high: "suggests the heart is under strain, as in heart failure",
    synonyms: ["bnp", "b type natriuretic peptide", "brain natriuretic peptide"],
    // why: as for NT-proBNP below, a BNP reported in pmol/L could not be read, so 40 pmol/L (about
    // 138 pg/mL) with breathlessness and ankle swelling raised no heart-failure finding (review 37,
    // cardio-renal-37 case 05). pg/mL × 0.289 = pmol/L (1 pmol/L = 3.46 pg/mL), seen 2026-12-02
    // (pages): gpnotebook.com BNP reference values (BNP 100 pg/ml = 29 pmol/litre, 400 pg/ml = 116
    // pmol/litre).
    units: { conventional: "pg/mL", si: "pmol/L", factorToSI: 0.289 },
  },
  "nt-probnp": {
    plain: "NT-proBNP (a heart-strain marker)",
    high: "suggests the heart is under strain, as in heart failure; age and kidney function also raise it",
    synonyms: [
      "nt probnp",
      "nt pro bnp",
      "n terminal pro bnp",
      "ntprobnp",
      "n terminal pro b type natriuretic peptide",
    ],
    // why: the source's SI unit was "ng/L" (the same scale as pg/mL), so an NT-proBNP reported in
    // pmol/L, as some laboratories do, could not be read at all and 212 pmol/L (about 1800 pg/mL)
    // raised no natriuretic-peptide finding (review 34, cardio-34 case 01). pmol/L × 8.457 = pg/mL
    // (= ng/L), pg/mL × 0.118 = pmol/L, seen 2026-12-02 (pages): testguide.adhb.govt.nz/eguidemob/
    // ?gm=359&gs=3 (Auckland LabPLUS NT-pro-BNP, Roche proBNP II, reported in pmol/L: "To change
    // from pmol/L to pg/mL Multiply by 8.457"); siv.no praksisnytt, changed NT-proBNP unit from
    // 16 October 2017 ("ng/L=pg/mL = pmol/L x 8,457").
    units: { conventional: "pg/mL", si: "pmol/L", factorToSI: 1 / 8.457 },
  },
  ck: {
    plain: "CK (a muscle enzyme)",
    high: "shows muscle injury, from hard exercise, a fall, or rarely a medicine such as a statin",
    synonyms: ["ck", "cpk", "creatine kinase", "creatine phosphokinase", "ck total"],
  },
  "ck-mb": {
    plain: "CK-MB (a heart-muscle enzyme)",
    high: "can show heart-muscle injury",
    synonyms: ["ck mb", "ckmb", "creatine kinase mb"],
  },
  crp: {
    plain: "CRP (an inflammation marker)",
    high: "shows inflammation or infection somewhere in the body",
    synonyms: ["crp", "c reactive protein", "c-reactive protein"],
  },
  "hs-crp": {
    plain: "hs-CRP (a heart-risk inflammation marker)",
    high: "above 3 mg/L adds to heart risk; above 10 mg/L usually means a current infection or inflammation",
    synonyms: [
      "hs crp",
      "hscrp",
      "high sensitivity crp",
      "high sensitivity c reactive protein",
      "cardio crp",
      // LabCorp's name for the high-sensitivity test, read as the plain CRP with "inflammation or
      // infection" wording (review 17, us-panels 11).
      "c reactive protein cardiac",
      "crp cardiac",
      "cardiac crp",
    ],
  },
  esr: {
    plain: "ESR (an inflammation marker)",
    high: "shows inflammation, infection or anaemia; it rises with age",
    synonyms: ["esr", "sed rate", "erythrocyte sedimentation rate", "westergren"],
  },
  procalcitonin: {
    plain: "procalcitonin (a bacterial infection marker)",
    high: "suggests a bacterial infection",
    synonyms: ["procalcitonin", "pct"],
  },
  pt: {
    plain: "prothrombin time (clotting time)",
    high: "means blood takes longer to clot, from warfarin, liver disease or low vitamin K",
    causes: {
      high: {
        lead: ", from ",
        items: [
          {
            text: "warfarin",
            classes: ["warfarin"],
            // Other vitamin K antagonists keep it too.
            words: /\b(?:warfarin|anticoagulants?|blood[- ]thinners?|acenocoumarol|phenprocoumon)\b/i,
          },
          "liver disease",
          "low vitamin K",
        ],
        last: "or",
      },
    },
    synonyms: ["pt", "prothrombin time", "protime"],
  },
  inr: {
    plain: "INR (a clotting test)",
    high: "means blood takes longer to clot and raises bleeding risk; it can come from warfarin (where the usual goal is 2 to 3), liver disease or low vitamin K",
    low: "on warfarin means less protection against clots",
    // Warfarin's goal is no reading of a raised INR in someone not taking it (review case L10).
    causes: {
      high: {
        lead: "; it can come from ",
        items: [
          {
            text: "warfarin (where the usual goal is 2 to 3)",
            classes: ["warfarin"],
            words: /\b(?:warfarin|anticoagulants?|blood[- ]thinners?|acenocoumarol|phenprocoumon)\b/i,
          },
          "liver disease",
          "low vitamin K",
        ],
        last: "or",
      },
    },
    synonyms: [
      "inr",
      "pt inr",
      "international normalized ratio",
      "international normalised ratio",
      "prothrombin time inr",
      "inr pt",
      "inr ratio",
    ],
  },
  aptt: {
    plain: "aPTT (a clotting test)",
    high: "means blood takes longer to clot, from heparin, clotting-factor problems or lupus anticoagulant",
    synonyms: ["aptt", "ptt", "activated partial thromboplastin time", "partial thromboplastin time"],
  },
  fibrinogen: {
    plain: "fibrinogen (a clotting protein)",
    high: "often reflects inflammation",
    low: "can raise bleeding risk",
    synonyms: ["fibrinogen"],
  },
  "d-dimer": {
    plain: "D-dimer (a clot breakdown marker)",
    high: "can go with a blood clot but is also raised by age, infection, surgery and pregnancy",
    causes: {
      high: {
        lead: " but is also raised by ",
        items: ["age", "infection", "surgery", PREGNANCY],
        last: "and",
      },
    },
    synonyms: ["d dimer", "d-dimer", "ddimer", "fibrin d dimer"],
  },
  "urine-sg": {
    plain: "urine concentration (specific gravity)",
    high: "usually means concentrated urine from low fluid intake",
    low: "means dilute urine",
    synonyms: ["specific gravity", "urine specific gravity", "sg", "usg"],
  },
  "urine-ph": {
    plain: "urine pH",
    high: "can go with some urine infections or diet",
    low: "can go with diet or kidney stones",
    synonyms: ["urine ph", "ph urine", "ph of urine"],
  },
  "urine-protein": {
    plain: "protein in the urine",
    positive: "can be a sign of kidney damage; a urine albumin-to-creatinine ratio gives a more exact measure",
    synonyms: [
      "urine protein",
      "protein urine",
      "protein urine dipstick",
      "proteinuria",
      "urine protein dipstick",
      "protein ua",
    ],
  },
  "urine-glucose": {
    plain: "sugar in the urine",
    positive: "usually means blood sugar is high, or reflects an SGLT2-inhibitor medicine",
    causes: {
      positive: {
        lead: ", or reflects ",
        items: [
          {
            text: "an SGLT2-inhibitor medicine",
            classes: ["sglt2i"],
            words: /\b(?:sglt-?2\w*|\w+gliflozin)\b/i,
            nameAfter: "an SGLT2-inhibitor medicine",
            // With none listed it was said as if taken (review 30b, endo-infect-30b case 02).
            ifNotTaken: "an SGLT2-inhibitor medicine, in people who take one",
          },
        ],
        last: "or",
      },
    },
    synonyms: ["urine glucose", "glucose urine", "glycosuria", "glucose ua"],
  },
  "urine-ketones": {
    plain: "ketones in the urine",
    positive: "can come from fasting, or from uncontrolled diabetes when blood sugar is high",
    synonyms: ["urine ketones", "ketones urine", "ketones", "ketonuria"],
  },
  "urine-blood": {
    plain: "blood in the urine",
    positive: "can come from infection, stones, menstruation or, less often, kidney or bladder disease",
    synonyms: [
      "urine blood",
      "blood urine",
      "hemoglobin urine",
      "occult blood urine",
      // LabCorp's urinalysis pad; read as urine only on a urinalysis (see normalize/labs.ts).
      "urine occult blood",
      "hematuria",
      // UK reports name the strip before the pad (review 14, kidney-urology cases 03 and 05).
      "urine dipstick blood",
      "dipstick blood",
    ],
  },
  // Urine microscopy, apart from the blood counts of the same names (review 17, urinalysis).
  "urine-rbc": {
    plain: "red blood cells in the urine (seen under the microscope)",
    high: "can come from a urine infection, a stone, menstruation or hard exercise, or less often from a kidney or bladder problem; 3 or more per high-power field is called microscopic blood in the urine",
    synonyms: [
      "urine rbc",
      "rbc urine",
      "rbc ua",
      "urine red blood cells",
      "red blood cells urine",
      "urine red cells",
      "red cells urine",
      "urine erythrocytes",
      "erythrocytes urine",
    ],
  },
  "urine-wbc": {
    plain: "white blood cells in the urine (seen under the microscope)",
    high: "often goes with a urine infection or inflammation, and can also come from a sample contaminated during collection",
    synonyms: [
      "urine wbc",
      "wbc urine",
      "wbc ua",
      "urine white blood cells",
      "white blood cells urine",
      "urine white cells",
      "white cells urine",
    ],
  },
  "urine-nitrite": {
    plain: "nitrite in the urine",
    positive: "suggests a urine infection",
    synonyms: ["urine nitrite", "nitrite", "nitrites", "nitrite urine", "urine dipstick nitrite"],
  },
  "urine-le": {
    plain: "white cells in the urine (leukocyte esterase)",
    positive: "suggests a urine infection or inflammation",
    synonyms: [
      "leukocyte esterase",
      "urine leukocyte esterase",
      // LabCorp's urinalysis pad, not the blood white cell count (review 17, us-panels 09).
      "wbc esterase",
      "le",
      "leukocytes urine",
      // The British spelling and the strip name as UK reports print them (review 14, kidney-urology).
      "urine leucocytes",
      "urine leukocytes",
      "leucocytes urine",
      "urine dipstick leucocytes",
      "leucocyte esterase",
      // The specimen written after the test, as US panels print it ("Leukocyte esterase, urine"),
      // and either spelling before it; "Urine WBC esterase" is the pad, not the urine white cells.
      "leukocyte esterase urine",
      "leucocyte esterase urine",
      "urine leucocyte esterase",
      "urine wbc esterase",
    ],
  },
  "testosterone-total": {
    plain: "testosterone",
    high: "in women can go with polycystic ovary syndrome",
    low: "in men can cause tiredness and low sex drive and should be confirmed on a morning sample",
    // Each text speaks of one sex only, so it is left out for the other (review case L3: a man was
    // told of polycystic ovary syndrome).
    causes: {
      high: {
        lead: "",
        items: [{ text: "in women can go with polycystic ovary syndrome", sex: "female" }],
        last: "or",
      },
      low: {
        lead: "",
        items: [
          {
            text: "in men can cause tiredness and low sex drive and should be confirmed on a morning sample",
            sex: "male",
          },
        ],
        last: "or",
      },
    },
    synonyms: ["testosterone", "total testosterone", "testosterone total"],
  },
  estradiol: {
    plain: "oestradiol (a hormone)",
    high: "depends on the menstrual cycle and treatment",
    low: "is expected after menopause",
    causes: { low: { lead: "is expected after ", items: [MENOPAUSE], last: "or" } },
    synonyms: ["estradiol", "oestradiol", "e2"],
    // why: the source's female band text gives its phase bands without a unit, so a result in pmol/L
    // read "37–661 pmol/L (follicular 10–180; … postmenopausal <10 pg/mL)", as if only the last
    // were in pg/mL. Same bands and source; the unit is now written with every band.
    replaceBands: [
      {
        sex: "female",
        low: 10,
        high: 180,
        unit: "pg/mL",
        text: "follicular 10–180 pg/mL; mid-cycle 100–300 pg/mL; luteal 40–200 pg/mL; postmenopausal <10 pg/mL",
        source:
          "labs.source.json estradiol female band (ABIM Laboratory Test Reference Ranges (https://www.abim.org/Media/bfijryql/laboratory-reference-ranges.pdf) — values as transcribed in public repo file 'Lab analyte registry' (gh-index find_string id 68833090121), which records source per band)",
      },
      {
        sex: "male",
        low: 20,
        high: 50,
        unit: "pg/mL",
        text: "20–50 pg/mL",
        source:
          "labs.source.json estradiol male band (ABIM Laboratory Test Reference Ranges (https://www.abim.org/Media/bfijryql/laboratory-reference-ranges.pdf) — values as transcribed in public repo file 'Lab analyte registry' (gh-index find_string id 68833090121), which records source per band)",
      },
    ],
  },
  lh: {
    plain: "LH (a reproductive hormone)",
    high: "can go with menopause, ovary problems or testis problems",
    low: "can go with pituitary problems",
    // Menopause and the ovaries are a woman's causes, the testes a man's (review 9, endocrine 14 and 18).
    causes: {
      high: {
        lead: "can go with ",
        items: [MENOPAUSE, { text: "ovary problems", sex: "female" }, { text: "testis problems", sex: "male" }],
        last: "or",
      },
    },
    synonyms: ["lh", "luteinizing hormone", "luteinising hormone"],
  },
  fsh: {
    plain: "FSH (a reproductive hormone)",
    high: "is expected after menopause",
    low: "can go with pituitary problems",
    causes: { high: { lead: "is expected after ", items: [MENOPAUSE], last: "or" } },
    synonyms: ["fsh", "follicle stimulating hormone"],
  },
  prolactin: {
    plain: "prolactin (a pituitary hormone)",
    high: "can come from pregnancy, some medicines or a pituitary growth",
    causes: {
      high: {
        lead: "can come from ",
        items: [PREGNANCY, "some medicines", "a pituitary growth"],
        last: "or",
      },
    },
    synonyms: ["prolactin", "prl"],
  },
  "cortisol-am": {
    // why: every serum cortisol is gathered here, whatever its sample time; "Cortisol, morning" would
    // label an afternoon or untimed sample as a morning one (review 21, endocrine-pituitary case 02).
    name: "Cortisol",
    plain: "cortisol (a stress hormone)",
    high: "can come from steroid medicines, stress or, rarely, Cushing syndrome",
    low: "can point to weak adrenal glands",
    synonyms: ["cortisol", "morning cortisol", "am cortisol", "cortisol am", "8 am cortisol"],
  },
  acth: {
    plain: "ACTH (the pituitary hormone that drives cortisol)",
    high: "can come from a pituitary or other ACTH-making growth, or from adrenal glands that make too little cortisol",
    low: "can come from steroid medicines or from an adrenal gland making too much cortisol on its own",
    synonyms: [
      "acth",
      "corticotropin",
      "corticotrophin",
      "plasma acth",
      "adrenocorticotropic hormone",
      "adrenocorticotrophic hormone",
    ],
  },
  "cortisol-saliva": {
    plain: "late-night saliva cortisol (a test for too much cortisol)",
    high: "can point to too much cortisol (Cushing syndrome) and is usually checked with a second test",
    synonyms: [
      "late night salivary cortisol",
      "late-night salivary cortisol",
      "salivary cortisol",
      "lnsc",
      "midnight salivary cortisol",
      "saliva cortisol",
      "cortisol saliva",
    ],
  },
  "pth-intact": {
    plain: "parathyroid hormone (PTH)",
    high: "can come from an overactive parathyroid gland, low vitamin D or kidney disease",
    low: "with high calcium points away from the parathyroid glands",
    synonyms: ["pth", "parathyroid hormone", "intact pth", "pth intact", "ipth"],
    // why: the source's SI unit is "ng/L" (the same scale as pg/mL) with an unverified note, so a
    // PTH in pmol/L, as UK laboratories report it, could not be read at all. pg/mL × 0.106 = pmol/L
    // (1 pmol/L ≈ 9.43 pg/mL, molar mass of PTH 1–84 about 9.4–9.5 kDa), seen 2026-11-23 (pages):
    // teveritt.co.uk/test_directory/pindex/ParathyroidHormone.htm ("to convert from ng/L (pg/mL)
    // to pmol/L multiply by 0.106"); mmoll-to-mgdl.com PTH converter (10–65 pg/mL given as
    // 1.1–6.9 pmol/L); labtests.co.in/unit-converter/parathyroid-hormone-pth (MW about 9500,
    // 1 pg/mL = 0.105 pmol/L).
    units: { conventional: "pg/mL", si: "pmol/L", factorToSI: 0.106 },
  },
  "dhea-s": {
    plain: "DHEA-S (an adrenal hormone)",
    high: "can go with polycystic ovary syndrome or adrenal conditions",
    synonyms: ["dhea s", "dheas", "dhea sulfate", "dehydroepiandrosterone sulfate"],
  },
  psa: {
    plain: "PSA (a prostate test)",
    high: "can come from an enlarged prostate, inflammation or prostate cancer and needs a discussion about next steps",
    synonyms: ["psa", "prostate specific antigen", "psa total", "total psa", "prostate specific ag"],
  },
  cea: {
    plain: "CEA (a tumour marker)",
    high: "is used to follow some cancers; smoking and inflammation can also raise it",
    synonyms: ["cea", "carcinoembryonic antigen"],
  },
  "ca-125": {
    plain: "CA-125 (a tumour marker)",
    high: "can come from ovarian cancer but also from many benign conditions",
    synonyms: ["ca 125", "ca125", "cancer antigen 125"],
  },
  "ca-19-9": {
    plain: "CA 19-9 (a tumour marker)",
    high: "can come from pancreatic or bile-duct disease, including benign blockage",
    synonyms: ["ca 19 9", "ca19 9", "cancer antigen 19 9"],
  },
  afp: {
    plain: "AFP (a tumour marker)",
    high: "can go with liver cancer, some testicular cancers or pregnancy",
    causes: {
      high: {
        lead: "can go with ",
        items: ["liver cancer", { text: "some testicular cancers", sex: "male" }, PREGNANCY],
        last: "or",
      },
    },
    synonyms: ["afp", "alpha fetoprotein", "alpha-fetoprotein"],
  },
  fit: {
    plain: "stool blood test (FIT)",
    positive: "means blood was found in the stool and a colonoscopy is usually advised",
    synonyms: [
      "fit",
      "fecal immunochemical test",
      "faecal immunochemical test",
      "ifobt",
      "stool occult blood",
      "fecal occult blood",
    ],
  },
  lithium: {
    plain: "lithium level",
    high: "above the usual range raises the risk of lithium toxicity (shakiness, confusion, vomiting)",
    low: "may mean the dose is not reaching an effective level",
    synonyms: ["lithium", "lithium level", "serum lithium", "li"],
    valence: 1,
  },
  paracetamol: {
    plain: "paracetamol level",
    high: "after an overdose is judged against the hours since the tablets were taken; a high level can harm the liver, and an antidote works well when started early",
    synonyms: [
      "paracetamol",
      "paracetamol level",
      "serum paracetamol",
      "plasma paracetamol",
      "acetaminophen",
      "acetaminophen level",
      "serum acetaminophen",
      "apap",
    ],
    valence: 1,
  },
  "ige-total": {
    plain: "total IgE (an allergy antibody)",
    synonyms: ["total ige", "ige total", "total immunoglobulin e", "serum total ige"],
  },
  theophylline: {
    plain: "theophylline level",
    high: "above the usual range raises the risk of theophylline side effects (sickness, a fast or irregular heartbeat, and at high levels fits)",
    low: "may mean the dose is not reaching an effective level",
    synonyms: ["theophylline", "theophylline level", "serum theophylline", "aminophylline level"],
    valence: 1,
  },
  phenytoin: {
    plain: "phenytoin level",
    high: "above the usual range raises the risk of phenytoin side effects (unsteadiness, jerky eye movements, slurred speech, drowsiness)",
    low: "may mean the dose is not reaching an effective level; with low albumin the active drug can be higher than this number suggests",
    synonyms: ["phenytoin", "phenytoin total", "total phenytoin", "phenytoin level", "dilantin", "dilantin level"],
  },
  hbsag: {
    plain: "hepatitis B surface antigen (a hepatitis B test)",
    positive: "means the hepatitis B virus is present in the body now",
    synonyms: [
      "hbsag",
      "hbs ag",
      "hepatitis b surface antigen",
      "hep b surface antigen",
      "hep b surface ag",
      "hepatitis b surface ag",
      "hepatitis b virus surface antigen",
      "hbv surface antigen",
    ],
  },
  "anti-hbc": {
    plain: "hepatitis B core antibody (a test for past or current hepatitis B)",
    positive:
      "means a past or current hepatitis B infection; the virus can become active again with strong immune-suppressing treatment",
    synonyms: [
      "anti hbc",
      "anti hbc total",
      "hbcab",
      "hbc ab",
      "hepatitis b core antibody",
      "hepatitis b core antibody total",
      "hepatitis b core ab",
      "hepatitis b core total antibody",
      "hep b core antibody",
      "hepatitis b virus core antibody",
      "hbv core antibody",
    ],
  },
  "anti-hbc-igm": {
    plain: "hepatitis B core IgM antibody (a test for recent hepatitis B)",
    positive: "means a recent hepatitis B infection",
    synonyms: [
      "anti hbc igm",
      "igm anti hbc",
      "hbc igm",
      "hbcab igm",
      "hbc ab igm",
      "anti hbc igm antibody",
      "hepatitis b core igm",
      "hepatitis b core ab igm",
      "hepatitis b core antibody igm",
      "hepatitis b core igm antibody",
      "hepatitis b virus core antibody igm",
      "hepatitis b virus core ab igm",
      "hep b core igm",
      "hep b core ab igm",
    ],
  },
  "hcv-ab": {
    plain: "hepatitis C antibody (a test for past or current hepatitis C)",
    positive: "means hepatitis C infection at some time; an HCV RNA test shows whether the virus is still present",
    synonyms: [
      "hepatitis c antibody",
      "hepatitis c ab",
      "hepatitis c virus antibody",
      "hep c antibody",
      "hcv antibody",
      "hcv ab",
      "anti hcv",
      "hcvab",
    ],
  },
  "hcv-rna": {
    plain: "hepatitis C RNA (a test for the hepatitis C virus itself)",
    positive: "means the hepatitis C virus is present in the blood now",
    synonyms: [
      "hcv rna",
      "hepatitis c rna",
      "hepatitis c virus rna",
      "hcv rna pcr",
      "hcv pcr",
      "hcv viral load",
      "hepatitis c viral load",
      "hcv rna quantitative",
      "hcv rna qualitative",
    ],
  },
  "hbv-dna": {
    plain: "hepatitis B virus level (HBV DNA)",
    high: "means the hepatitis B virus is multiplying in the body; the level helps decide whether treatment is needed",
    positive: "means the hepatitis B virus is multiplying in the body",
    synonyms: [
      "hbv dna",
      "hbv dna pcr",
      "hbv dna quantitative",
      "hbv pcr",
      "hbv viral load",
      "hepatitis b dna",
      "hepatitis b virus dna",
      "hepatitis b viral load",
      "hep b viral load",
    ],
  },
  hbeag: {
    plain: "hepatitis B e antigen (HBeAg, a hepatitis B test)",
    positive: "usually goes with a high level of the hepatitis B virus",
    synonyms: [
      "hbeag",
      "hbe ag",
      "hepatitis b e antigen",
      "hep b e antigen",
      "hepatitis b virus e antigen",
      "hepatitis b e ag",
    ],
  },
  "hav-igm": {
    plain: "hepatitis A IgM antibody (a test for recent hepatitis A)",
    positive: "means a recent hepatitis A infection",
    synonyms: [
      "hav igm",
      "anti hav igm",
      "hepatitis a igm",
      "hepatitis a ab igm",
      "hepatitis a antibody igm",
      "hepatitis a igm antibody",
      "hepatitis a virus igm antibody",
      "hepatitis a virus ab igm",
      "hep a igm",
    ],
  },
  "hev-igm": {
    plain: "hepatitis E IgM antibody (a test for recent hepatitis E)",
    positive: "means a recent hepatitis E infection",
    synonyms: [
      "hev igm",
      "anti hev igm",
      "hepatitis e igm",
      "hepatitis e ab igm",
      "hepatitis e antibody igm",
      "hepatitis e igm antibody",
      "hepatitis e virus igm antibody",
      "hepatitis e virus ab igm",
      "hep e igm",
    ],
  },
  "hev-rna": {
    plain: "hepatitis E RNA (a test for the hepatitis E virus itself)",
    positive: "means the hepatitis E virus is present in the blood now",
    synonyms: [
      "hev rna",
      "hepatitis e rna",
      "hepatitis e virus rna",
      "hepatitis e virus rna pcr",
      "hepatitis e virus rna (pcr)",
      "hev rna pcr",
      "hev pcr",
      "hepatitis e pcr",
      "hev viral load",
    ],
  },
  "ttg-iga": {
    plain: "tissue transglutaminase IgA (a test for coeliac disease)",
    high: "can point to coeliac disease; it is usually confirmed with further tests before any change of diet",
    synonyms: [
      "ttg iga",
      "anti ttg iga",
      "ttg ab iga",
      "iga ttg",
      "iga anti ttg",
      "tissue transglutaminase iga",
      "tissue transglutaminase ab iga",
      "tissue transglutaminase antibody iga",
      "tissue transglutaminase iga antibody",
      "tissue transglutaminase iga ab",
      "transglutaminase iga",
      "t transglutaminase iga",
    ],
  },
  calprotectin: {
    plain: "calprotectin (a stool test for bowel inflammation)",
    high: "shows inflammation in the bowel; it needs to be looked at with the symptoms, and a specialist may need to look inside the bowel",
    synonyms: [
      "calprotectin",
      "faecal calprotectin",
      "fecal calprotectin",
      "calprotectin fecal",
      "calprotectin faecal",
      "calprotectin stool",
      "stool calprotectin",
      "fcp",
    ],
  },
  "alpha-1-antitrypsin": {
    plain: "alpha-1 antitrypsin (a protein that protects the lungs)",
    low: "can mean alpha-1 antitrypsin deficiency, an inherited condition that can affect the lungs and liver; a specialist confirms it with a genetic test",
    synonyms: [
      "alpha-1 antitrypsin",
      "alpha 1 antitrypsin",
      "alpha1 antitrypsin",
      "alpha-1-antitrypsin",
      "a1at",
      "a1-antitrypsin",
      "aat",
      "alpha-1 antitrypsin level",
    ],
  },
  tryptase: {
    plain: "tryptase (a marker released by allergy cells)",
    high: "can follow a severe allergic reaction when taken within hours of it; a high level when well is compared with the lab's range and may need a specialist's view",
    synonyms: [
      "tryptase",
      "serum tryptase",
      "mast cell tryptase",
      "total tryptase",
      "tryptase baseline",
      "baseline tryptase",
      "tryptase acute",
    ],
  },
  "iga-total": {
    plain: "immunoglobulin A (IgA, an antibody)",
    low: "can mean IgA deficiency, which is usually harmless but makes some blood tests, such as the usual coeliac test, unreliable",
    synonyms: [
      "iga",
      "total iga",
      "iga total",
      "immunoglobulin a",
      "immunoglobulin a total",
      "immunoglobulin a iga",
      "serum iga",
      "iga serum",
    ],
  },
  "blasts-blood": {
    plain: "blasts (immature white cells)",
    high: "means immature white cells are in the blood, where they are not normally seen; a severe infection or some medicines can cause this, but so can a bone-marrow condition such as leukaemia, so the blood film needs prompt specialist review",
    synonyms: [
      "blasts",
      "blast cells",
      "blasts %",
      "blast %",
      "blasts percent",
      "blast cells %",
      "peripheral blasts",
      "peripheral blood blasts",
      "blasts blood",
      "blasts manual",
      "blasts manual diff",
      "blast",
    ],
    anyAge: true,
  },
  "hiv-ag-ab": {
    plain: "HIV screening test (antigen/antibody)",
    positive:
      "is a screening result, not a diagnosis: further tests, on the same or a new blood sample, are needed to confirm or rule out HIV",
    synonyms: [
      "hiv ag ab",
      "hiv ab ag",
      "hiv 1 2 ag ab",
      "hiv 1 2 ab ag",
      "hiv 1 2 antigen antibody",
      "hiv antigen antibody",
      "hiv 1 2 antigen antibody combo",
      "hiv 1 2 antigen antibody combo 4th gen",
      "hiv 1 2 ag ab combo",
      "hiv ag ab combo",
      "hiv combo",
      "hiv screen",
      "hiv screening",
      "hiv 4th generation",
      "hiv 4th gen",
      "hiv 1 and 2 antigen antibody",
      "hiv 1 2 antibody",
      "hiv antibody",
      "hiv antibodies",
      "hiv 1 2 antibodies",
      "hiv serology",
      "hiv ab",
      "hiv 1 2 ab",
      "hiv test",
    ],
  },
  "treponemal-ab": {
    plain: "syphilis antibody test (treponemal)",
    positive:
      "means antibodies to syphilis were found, from an infection now or in the past; a second kind of syphilis test shows whether it is current or was treated before",
    synonyms: [
      "syphilis eia",
      "syphilis eia treponemal",
      "syphilis clia",
      "syphilis cmia",
      "syphilis antibody",
      "syphilis antibodies",
      "syphilis total antibody",
      "syphilis total antibodies",
      "syphilis igg",
      "syphilis igg igm",
      "syphilis serology",
      "syphilis screen",
      "syphilis screening",
      "treponemal antibody",
      "treponemal antibodies",
      "treponemal eia",
      "treponemal ab",
      "treponemal igg igm",
      "treponema pallidum antibody",
      "treponema pallidum antibodies",
      "treponema pallidum ab",
      "treponema pallidum igg igm",
      "t pallidum antibody",
      "t pallidum ab",
      "tp antibody",
      "tp ab",
    ],
  },
  tppa: {
    plain: "syphilis antibody test (TPPA)",
    positive:
      "means antibodies to syphilis were found, from an infection now or in the past; a second kind of syphilis test shows whether it is current or was treated before",
    synonyms: [
      "tppa",
      "tp pa",
      "tpha",
      "treponema pallidum particle agglutination",
      "treponema pallidum antibody tppa",
      "treponema pallidum ab tppa",
      "treponema pallidum haemagglutination",
      "treponema pallidum hemagglutination",
      "treponema pallidum antibody tpha",
      "syphilis tppa",
      "syphilis tpha",
    ],
  },
  rpr: {
    plain: "syphilis activity test (RPR)",
    positive:
      "is a sign of syphilis that is read together with a second kind of syphilis test, which shows whether the infection is current or was treated before",
    synonyms: [
      "rpr",
      "rapid plasma reagin",
      "rpr titre",
      "rpr titer",
      "rpr quantitative",
      "rpr qualitative",
      "rpr screen",
      "reagin antibody",
      "vdrl",
      "vdrl titre",
      "vdrl titer",
      "syphilis rpr",
      "syphilis vdrl",
      "non treponemal",
    ],
  },
  "anti-hbs": {
    plain: "hepatitis B surface antibody (protection against hepatitis B)",
    low: "means no sign of protection against hepatitis B from a vaccine or a past infection; your doctor can tell you whether a vaccine is advised",
    synonyms: [
      "anti hbs",
      "anti hbs antibody",
      "anti hbs quantitative",
      "hbsab",
      "hbs ab",
      "hbsab quantitative",
      "hepatitis b surface antibody",
      "hepatitis b surface ab",
      "hepatitis b surface antibody quantitative",
      "hep b surface antibody",
      "hepatitis b virus surface antibody",
      "hbv surface antibody",
      "hepatitis b immunity",
    ],
    expected: "positive",
    anyAge: true,
  },
  "rubella-igg": {
    plain: "rubella (German measles) antibody",
    low: "means no sign of protection against rubella (German measles); your doctor can tell you whether a vaccine is advised",
    synonyms: [
      "rubella igg",
      "rubella igg antibody",
      "rubella antibody",
      "rubella antibodies",
      "rubella immunity",
      "rubella immune status",
      "rubella virus igg",
      "rubella ab igg",
      "rubella igg ab",
      "rubella serology",
      "german measles antibody",
    ],
    expected: "positive",
    anyAge: true,
  },
  upcr: {
    plain: "urine protein-to-creatinine ratio (protein leak from the kidneys)",
    high: "means the kidneys are letting protein leak into the urine, a sign of kidney damage or strain that needs checking",
    synonyms: [
      "upcr",
      "urine pcr",
      "pcr urine",
      "protein creatinine ratio",
      "protein creatinine ratio urine",
      "urine protein creatinine ratio",
      "urinary protein creatinine ratio",
      "urine protein to creatinine ratio",
      "protein to creatinine ratio",
      "total protein creatinine ratio",
      "urine total protein creatinine ratio",
      "spot urine protein creatinine ratio",
      "urine protein creatinine",
      "protein creatinine",
    ],
  },
  "lead-blood": {
    plain: "blood lead",
    high: "means the body has taken in more lead than most people have; no safe level of lead is known for children, so finding and removing the source matters, and a repeat test and follow-up are usually arranged",
    synonyms: [
      "lead",
      "blood lead",
      "lead blood",
      "lead venous",
      "venous lead",
      "venous blood lead",
      "lead venous blood",
      "lead level",
      "blood lead level",
      "lead whole blood",
      "bll",
      "pb",
    ],
    anyAge: true,
  },
  bhb: {
    plain: "blood ketones (beta-hydroxybutyrate)",
    high: "means the body is burning fat for fuel and making ketones, as happens with fasting; with high blood sugar, a high level can be a sign of diabetic ketoacidosis, which needs urgent treatment",
    synonyms: [
      "beta hydroxybutyrate",
      "betahydroxybutyrate",
      "beta hydroxybutyric acid",
      "b hydroxybutyrate",
      "3 hydroxybutyrate",
      "3 hydroxybutyric acid",
      "bhb",
      "bohb",
      "blood ketones",
      "blood ketone",
      "ketones blood",
      "serum ketones",
      "plasma ketones",
      "capillary ketones",
      "blood beta ketone",
      "beta ketone",
    ],
  },
  "blood-ph": {
    plain: "blood acidity (pH)",
    high: "means the blood is more alkaline than normal, for example after a lot of vomiting or from breathing fast",
    low: "means the blood is more acidic than normal, which can come from serious problems such as diabetic ketoacidosis, kidney failure, a severe infection or breathing difficulties, and needs prompt assessment",
    synonyms: [
      "blood ph",
      "ph blood",
      "ph venous",
      "venous ph",
      "ph venous blood",
      "ph arterial",
      "arterial ph",
      "ph arterial blood",
      "ph capillary",
      "capillary ph",
      "ph whole blood",
      "ph abg",
      "ph vbg",
      "abg ph",
      "vbg ph",
    ],
  },
  haptoglobin: {
    plain: "haptoglobin (a protein used up when red blood cells break down)",
    high: "often goes with inflammation",
    low: "suggests red blood cells are breaking down in the bloodstream; severe liver disease can also lower it",
    synonyms: ["haptoglobin", "hapto", "haptoglobin serum", "serum haptoglobin"],
  },
  hcg: {
    plain: "hCG (the pregnancy hormone)",
    high: "is expected in pregnancy; outside pregnancy a raised level needs checking, since a few other conditions, including some tumours, can raise it",
    synonyms: [
      "hcg",
      "beta hcg",
      "b hcg",
      "bhcg",
      "hcg serum",
      "serum hcg",
      "hcg serum quantitative",
      "quantitative hcg",
      "hcg quantitative",
      "hcg total",
      "total hcg",
      "beta hcg quantitative",
      "serum beta hcg",
      "human chorionic gonadotropin",
      "human chorionic gonadotrophin",
      "choriogonadotropin",
    ],
  },
  "hcg-urine": {
    plain: "urine pregnancy test",
    positive: "means the pregnancy hormone hCG was found, which usually means a pregnancy",
    synonyms: [
      "urine hcg",
      "hcg urine",
      "urine pregnancy test",
      "pregnancy test urine",
      "pregnancy test",
      "upt",
      "urine beta hcg",
      "qualitative hcg urine",
      "urine hcg qualitative",
    ],
  },
};
