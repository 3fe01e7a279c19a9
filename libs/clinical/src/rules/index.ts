import { ACUTE_PANCREATITIS_RULES } from "./acute-pancreatitis.ts";
import { CENTRAL_HYPOTHYROIDISM_VISUAL_RULES } from "./central-hypothyroidism-visual.ts";
import { ALDOSTERONISM_RULES } from "./aldosteronism.ts";
import { ALDOSTERONE_RENIN_MEDICINE_RULES } from "./aldosterone-renin-medicines.ts";
import { YOUNG_HYPERTENSION_RULES } from "./young-hypertension.ts";
import { ASSAY_INTERFERENCE_RULES } from "./assay-interference.ts";
import { BONE_RULES } from "./bone.ts";
import { ANTIRESORPTIVE_SAFETY_RULES } from "./antiresorptive-safety.ts";
import { MENOPAUSE_HRT_RULES } from "./menopause-hrt.ts";
import { HRT_UNOPPOSED_OESTROGEN_RULES } from "./hrt-unopposed-oestrogen.ts";
import { CARDIO_RHYTHM_RULES } from "./cardio-rhythm.ts";
import { AORTIC_STENOSIS_RULES } from "./aortic-stenosis.ts";
import { CORONARY_CALCIUM_RULES } from "./coronary-calcium.ts";
import { CITALOPRAM_AGE_DOSE_RULES } from "./citalopram-age-dose.ts";
import { QT_DRUG_LOW_ELECTROLYTE_RULES } from "./qt-drug-low-electrolytes.ts";
import { CARDIO_ONCOLOGY_RULES } from "./cardio-oncology.ts";
import { CARDIOTOXICITY_LATE_RULES } from "./cardiotoxicity-late.ts";
import { CKD_COMPLICATION_RULES } from "./ckd-complications.ts";
import { COELIAC_RULES } from "./coeliac.ts";
import { COELIAC_GLUTEN_CUT_RULES } from "./coeliac-gluten-cut-serology.ts";
import { AUTOIMMUNE_LIVER_RULES } from "./autoimmune-liver.ts";
import { AUTOIMMUNE_HEPATITIS_RULES } from "./autoimmune-hepatitis.ts";
import { WILSON_DISEASE_RULES } from "./wilson-disease.ts";
import { ACUTE_SEVERE_COLITIS_RULES } from "./acute-severe-colitis.ts";
import { PBC_PROBABLE_RULES } from "./pbc-probable.ts";
import { PBC_WORKUP_RULES } from "./pbc-workup.ts";
import { TRANSPLANT_CNI_RULES } from "./transplant-cni.ts";
import { TRANSPLANT_CNI_LOW_RULES } from "./transplant-cni-low.ts";
import { TRANSPLANT_MYCOPHENOLATE_RULES } from "./transplant-mycophenolate.ts";
import { TRANSPLANT_CMV_RULES } from "./transplant-cmv.ts";
import { KIDNEY_GRAFT_ALERT_RULES } from "./kidney-graft-alerts.ts";
import { NEPHROTIC_RULES } from "./nephrotic.ts";
import { REFEEDING_RULES } from "./refeeding.ts";
import { REFEEDING_RISK_RULES } from "./refeeding-risk.ts";
import { HYPOMAGNESAEMIA_SEVERE_RULES } from "./hypomagnesaemia-severe.ts";
import { PLATINUM_MAGNESIUM_RULES } from "./platinum-magnesium.ts";
import { SGLT2I_CKD_RULES } from "./sglt2i-ckd.ts";
import { FINERENONE_RULES } from "./finerenone-diabetic-ckd.ts";
import { TZD_HEART_FAILURE_RULES } from "./tzd-heart-failure.ts";
import { IDA_GI_REFERRAL_RULES } from "./ida-gi-referral.ts";
import { PSA_SYMPTOMATIC_RULES } from "./psa-symptomatic.ts";
import { PSA_NHS_THRESHOLD_RULES } from "./psa-nhs-threshold.ts";
import { UTI_RECURRENT_MAN_RULES } from "./uti-recurrent-man.ts";
import { TESTOSTERONE_PSA_RULES } from "./testosterone-psa.ts";
import { GLP1_RETINOPATHY_RULES } from "./glp1-retinopathy.ts";
import { PSA_AFTER_PROSTATECTOMY_RULES } from "./psa-after-prostatectomy.ts";
import { PSA_ON_ADT_RULES } from "./psa-on-adt.ts";
import { TAMOXIFEN_BLEEDING_RULES } from "./tamoxifen-bleeding.ts";
import { POSTMENOPAUSAL_BLEEDING_RULES } from "./postmenopausal-bleeding.ts";
import { SPINAL_METASTASES_PAIN_RULES } from "./spinal-metastases-pain.ts";
import { ADT_METABOLIC_RULES } from "./adt-metabolic.ts";
import { TAMOXIFEN_CLOT_RULES } from "./tamoxifen-clot.ts";
import { ENDOCRINE_THERAPY_BONE_RULES } from "./endocrine-therapy-bone.ts";
import { DENOSUMAB_HYPOCALCAEMIA_RULES } from "./denosumab-hypocalcaemia.ts";
import { DENOSUMAB_DISCONTINUATION_RULES } from "./denosumab-discontinuation.ts";
import { ICI_COLITIS_HEPATITIS_RULES } from "./ici-colitis-hepatitis.ts";
import { ICI_ENDOCRINE_RULES } from "./ici-endocrine.ts";
import { AUTOIMMUNE_DIABETES_TYPE_RULES } from "./autoimmune-diabetes-type-review.ts";
import { NEW_DIABETES_WEIGHT_LOSS_RULES } from "./new-diabetes-weight-loss-pancreas.ts";
import { MACROCYTIC_CYTOPENIA_RULES } from "./macrocytic-cytopenia.ts";
import { COLORECTAL_REFERRAL_RULES } from "./colorectal-referral.ts";
import { THIOPURINE_SAFETY_RULES } from "./thiopurine-safety.ts";
import { THIOPURINE_TPMT_MISSING_RULES } from "./thiopurine-tpmt-missing.ts";
import { COPD_RULES } from "./copd.ts";
import { COPD_EXACERBATION_RULES } from "./copd-exacerbation.ts";
import { CV_RISK_RULES } from "./cv-risk.ts";
import { DRUG_BLOOD_RULES } from "./drug-blood.ts";
import { MIRTAZAPINE_NEUTROPENIA_RULES } from "./mirtazapine-neutropenia.ts";
import { PSYCHIATRIC_DRUG_SAFETY_RULES } from "./psychiatric-drug-safety.ts";
import { CLOZAPINE_HYPOMOTILITY_RULES } from "./clozapine-hypomotility.ts";
import { CLOZAPINE_SMOKING_RULES } from "./clozapine-smoking.ts";
import { CARBAMAZEPINE_HLA_SCREEN_RULES } from "./carbamazepine-hla-screen.ts";
import { SEROTONIN_TOXICITY_RULES } from "./serotonin-toxicity.ts";
import { VALPROATE_LIVER_PLATELET_RULES } from "./valproate-liver-platelets.ts";
import { ANTIPSYCHOTIC_WEIGHT_GAIN_RULES } from "./antipsychotic-weight-gain.ts";
import { DRUG_LAB_RULES } from "./drug-lab.ts";
import { ANTICOAGULANT_FALLS_RULES } from "./anticoagulant-falls.ts";
import { ANTICOAGULANT_SSRI_RULES } from "./anticoagulant-ssri.ts";
import { DOAC_DOSING_RULES } from "./doac-dosing.ts";
import { DOAC_STRONG_INHIBITOR_RULES } from "./doac-strong-inhibitors.ts";
import { DOAC_KIDNEY_RULES } from "./doac-kidney.ts";
import { DRESS_RULES } from "./dress.ts";
import { ALLOPURINOL_EARLY_RASH_RULES } from "./allopurinol-early-rash.ts";
import { LAMOTRIGINE_RASH_RULES } from "./lamotrigine-rash.ts";
import { STRONGYLOIDES_RULES } from "./strongyloides.ts";
import { B12_NEUROPATHY_RULES } from "./b12-neuropathy.ts";
import { WERNICKE_RISK_RULES } from "./wernicke-risk.ts";
import { WERNICKE_ALCOHOL_RULES } from "./wernicke-alcohol.ts";
import { PURGING_HYPOKALAEMIA_RULES } from "./purging-hypokalaemia.ts";
import { BARIATRIC_NUTRITION_RULES } from "./bariatric-nutrition.ts";
import { ITP_BLEEDING_RULES } from "./itp-bleeding.ts";
import { PREOP_ANAEMIA_RULES } from "./preop-anaemia.ts";
import { IMMUNOSUPPRESSANT_PREGNANCY_RULES } from "./immunosuppressant-pregnancy.ts";
import { PREGNANCY_ASPIRIN_RULE } from "./pregnancy-aspirin.ts";
import { LIVE_VACCINE_IMMUNOSUPPRESSION_RULES } from "./live-vaccine-immunosuppression.ts";
import { JAK_INHIBITOR_RULES } from "./jak-inhibitors.ts";
import { SULFASALAZINE_RULES } from "./sulfasalazine.ts";
import { CYCLOPHOSPHAMIDE_HAEMATURIA_RULES } from "./cyclophosphamide-haematuria.ts";
import { HAEMATURIA_CANCER_REFERRAL_RULES } from "./haematuria-cancer-referral.ts";
import { URINARY_RETENTION_AKI_RULES } from "./urinary-retention-aki.ts";
import { NSAID_IN_NOTES_KIDNEY_RULES } from "./nsaid-in-notes-kidney.ts";
import { PJP_PROPHYLAXIS_RULES } from "./pjp-prophylaxis.ts";
import { ANTI_CD20_HYPOGAMMAGLOBULINAEMIA_RULES } from "./anti-cd20-hypogammaglobulinaemia.ts";
import { DUFFY_NULL_RULES } from "./duffy-null.ts";
import { KNOWN_GILBERT_RULES } from "./known-gilbert.ts";
import { G6PD_RULES } from "./g6pd.ts";
import { HAEMOLYSIS_PATTERN_RULES } from "./haemolysis-pattern.ts";
import { SICKLE_CELL_RULES } from "./sickle-cell.ts";
import { EATING_DISORDER_RULES } from "./eating-disorder.ts";
import { ADRENAL_RULES } from "./adrenal.ts";
import { SUSPECTED_ADRENAL_CRISIS_RULES } from "./adrenal-crisis-suspected.ts";
import { HYPOPARATHYROIDISM_ACUTE_RULES } from "./hypoparathyroidism-acute.ts";
import { PHAEOCHROMOCYTOMA_RULES } from "./phaeochromocytoma.ts";
import { HYPERPROLACTINAEMIA_RULES } from "./hyperprolactinaemia.ts";
import { MACROPROLACTINOMA_RULES } from "./macroprolactinoma.ts";
import { DIABETES_KETOSIS_RULES } from "./diabetes-ketosis.ts";
import { NEW_DIABETES_KETOSIS_RULES } from "./new-diabetes-ketosis.ts";
import { HBA1C_UNRELIABLE_RULES } from "./hba1c-unreliable-known-diabetes.ts";
import { HBA1C_BELOW_RANGE_DIABETES } from "./hba1c-below-range-diabetes.ts";
import { HBA1C_IRON_RULES } from "./hba1c-iron-deficiency.ts";
import { IV_IRON_HYPOPHOSPHATAEMIA_RULES } from "./iv-iron-hypophosphataemia.ts";
import { AMIODARONE_EARLY_THYROID_RULES } from "./amiodarone-early-thyroid.ts";
import { ANTITHYROID_TREATMENT_RULES } from "./antithyroid-treatment.ts";
import { OESTROGEN_CORTISOL_RULES } from "./explained-high-results.ts";
import { AMIODARONE_THYROTOXICOSIS_RULES } from "./amiodarone-thyrotoxicosis.ts";
import { STEROID_HYPERGLYCAEMIA_RULES } from "./steroid-hyperglycaemia.ts";
import { CUSHING_SINGLE_TEST_RULES } from "./cushing-single-test.ts";
import { ACROMEGALY_RULES } from "./acromegaly.ts";
import { MILD_AUTONOMOUS_CORTISOL_RULES } from "./mild-autonomous-cortisol.ts";
import { BOOSTER_CORTICOSTEROID_RULES } from "./booster-corticosteroid.ts";
import { AZOLE_INHALED_STEROID_RULES } from "./azole-inhaled-steroid.ts";
import { HBA1C_RED_CELL_RULES } from "./hba1c-red-cell-turnover.ts";
import { ADRENAL_SICK_DAY_RULES } from "./adrenal-sick-day.ts";
import { BOOSTER_SILDENAFIL_RULES } from "./booster-sildenafil.ts";
import { STATIN_START_BOOSTER_RULES } from "./statin-start-booster.ts";
import { OPIOID_ADRENAL_INSUFFICIENCY_RULES } from "./opioid-adrenal-insufficiency.ts";
import { CORTISOL_LOW_CONTEXT_RULES } from "./cortisol-low-context.ts";
import { OSTEOMALACIA_RULES } from "./osteomalacia.ts";
import { NUTRITIONAL_RICKETS_RULES } from "./nutritional-rickets.ts";
import { TRANSIENT_HYPERPHOSPHATASAEMIA_RULES } from "./transient-hyperphosphatasaemia.ts";
import { ALP_BONE_SOURCE_RULES } from "./alp-bone-source.ts";
import { LOW_ALP_HYPOPHOSPHATASIA_RULES } from "./low-alp-hypophosphatasia.ts";
import { LOW_TESTOSTERONE_MALE_RULES } from "./low-testosterone-male.ts";
import { ENDOCRINE_ONCOLOGY_RULES } from "./endocrine-oncology.ts";
import { CA125_ENDOMETRIOSIS_RULES } from "./ca125-endometriosis.ts";
import { CA125_PERIOD_RULES } from "./ca125-period.ts";
import { CERVICAL_SCREENING_HPV_RULES } from "./cervical-screening-hpv.ts";
import { CERVICAL_SCREENING_RECALL_RULES } from "./cervical-screening-recall.ts";
import { AMH_OVARIAN_RESERVE_RULES } from "./amh-ovarian-reserve.ts";
import { MGUS_MONITORING_RULES } from "./mgus-monitoring.ts";
import { GCA_RULES } from "./gca.ts";
import { ANCA_VASCULITIS_RULES } from "./anca-vasculitis.ts";
import { CHILD_ACUTE_NEPHRITIS_RULES } from "./child-acute-nephritis.ts";
import { HYPERFERRITINAEMIA_RULES } from "./hyperferritinaemia.ts";
import { GOUT_DRUG_SAFETY_RULES } from "./gout-drug-safety.ts";
import { GOUT_FLARE_URATE_RULES } from "./gout-flare-urate.ts";
import { COLCHICINE_INTERACTION_RULES } from "./colchicine-interactions.ts";
import { CLOPIDOGREL_PPI_RULES } from "./clopidogrel-ppi.ts";
import { FLUOROQUINOLONE_SAFETY_RULES } from "./fluoroquinolone-safety.ts";
import { LUPUS_NEPHRITIS_RULES } from "./lupus-nephritis.ts";
import { HYDROXYCHLOROQUINE_RULES } from "./hydroxychloroquine.ts";
import { GENETIC_RULES } from "./genetics.ts";
import { CYP2C19_SSRI_RULES } from "./cyp2c19-ssri.ts";
import { CYP2C19_PPI_RULES } from "./cyp2c19-ppi.ts";
import { CYP2C9_NSAID_RULES } from "./cyp2c9-nsaid.ts";
import { CYP2D6_TRICYCLIC_RULES } from "./cyp2d6-tricyclic.ts";
import { NSAID_GI_BLEED_RISK_RULES } from "./nsaid-gi-bleed-risk.ts";
import { CYP2D6_TAMOXIFEN_RULES } from "./cyp2d6-tamoxifen.ts";
import { GLUCOCORTICOID_RULES } from "./glucocorticoid.ts";
import { HBV_REACTIVATION_RULES } from "./hbv-reactivation.ts";
import { HEPATITIS_B_RULES } from "./hepatitis-b.ts";
import { HEPATITIS_B_INFECTION_RULES } from "./hepatitis-b-infection.ts";
import { HEPATITIS_B_ACUTE_RULES } from "./hepatitis-b-acute.ts";
import { PROTEINURIA_REFERRAL_RULES } from "./proteinuria-referral.ts";
import { HEART_FAILURE_RULES } from "./heart-failure.ts";
import { NSAID_HEART_FAILURE_RULES } from "./nsaid-heart-failure.ts";
import { RATE_LIMITING_CCB_HFREF_RULES } from "./rate-limiting-ccb-hfref.ts";
import { TRIPLE_ANTITHROMBOTIC_RULES } from "./triple-antithrombotic.ts";
import { HFREF_PILLAR_RULES } from "./hfref-pillars.ts";
import { HFREF_ARNI_SWITCH_RULES } from "./hfref-arni-switch.ts";
import { HFPEF_SGLT2I_RULES } from "./hfpef-sglt2i.ts";
import { HF_IRON_DEFICIENCY_RULES } from "./hf-iron-deficiency.ts";
import { IRON_INFLAMMATION_FERRITIN_RULES } from "./iron-inflammation-ferritin.ts";
import { HF_KIDNEY_DIP_RULES } from "./hf-kidney-dip.ts";
import { RAS_EGFR_FALL_RULES } from "./ras-egfr-fall.ts";
import { IMAGING_RULES } from "./imaging.ts";
import { STEATOSIS_IMAGING_RULES } from "./steatosis-on-imaging.ts";
import { INFANT_JAUNDICE_RULES } from "./infant-jaundice.ts";
import { IRREGULAR_PULSE_RULES } from "./irregular-pulse.ts";
import { AF_UNSTABLE_NOTES_RULES } from "./af-unstable-notes.ts";
import { AF_RATE_CONTROL_RULES } from "./af-rate-control.ts";
import { ANA_LOW_TITRE_RULES } from "./ana-low-titre.ts";
import { SHINGLES_VACCINE_BEFORE_IMMUNOSUPPRESSION_RULES } from "./shingles-vaccine-before-immunosuppression.ts";
import { LEAD_RULES } from "./lead.ts";
import { ANTIEPILEPTIC_LEVEL_RULES, ANTIEPILEPTIC_SODIUM_RULES } from "./antiepileptic-levels.ts";
import { THEOPHYLLINE_LEVEL_RULES } from "./theophylline-level.ts";
import { ABPA_SCREEN_RULES } from "./abpa-screen.ts";
import { ANTIPSYCHOTIC_METABOLIC_RULES } from "./antipsychotic-metabolic.ts";
import { LIPID_RULES } from "./lipids.ts";
import { NON_HDL_GOAL_RULES } from "./non-hdl-goal.ts";
import { LIVER_RULES } from "./liver.ts";
import { HCV_CLEARED_RULES } from "./hcv-cleared.ts";
import { ALCOHOL_HEPATITIS_RULES } from "./alcohol-hepatitis.ts";
import { ALCOHOL_ABOVE_LOW_RISK_RULES } from "./alcohol-above-low-risk.ts";
import { ALCOHOL_ENZYME_PATTERN_RULES } from "./alcohol-enzyme-pattern.ts";
import { CO_AMOXICLAV_LIVER_INJURY_RULES } from "./co-amoxiclav-liver-injury.ts";
import { FLUCLOXACILLIN_LIVER_INJURY_RULES } from "./flucloxacillin-liver-injury.ts";
import { ANTITUBERCULOSIS_TRANSAMINASE_RULES } from "./antituberculosis-transaminase-watch.ts";
import { DECOMPENSATED_LIVER_RULES } from "./decompensated-liver-disease.ts";
import { BILE_DUCT_STONE_RULES } from "./bile-duct-stones.ts";
import { CIRRHOSIS_RULES } from "./cirrhosis.ts";
import { CIRRHOSIS_COMPLICATION_RULES } from "./cirrhosis-complications.ts";
import { CIRRHOSIS_ENCEPHALOPATHY_RULES } from "./cirrhosis-encephalopathy.ts";
import { CIRRHOSIS_PARACETAMOL_RULES } from "./cirrhosis-paracetamol.ts";
import { DIGOXIN_KIDNEY_RULES } from "./digoxin-kidney.ts";
import { MONITORING_GAP_RULES } from "./monitoring-gaps.ts";
import { EGFR_CREATININE_MISMATCH_RULES } from "./egfr-creatinine-mismatch.ts";
import { METHOTREXATE_NOTES_RULES } from "./methotrexate-notes.ts";
import { LEFLUNOMIDE_LIVER_RULES } from "./leflunomide-liver.ts";
import { BUPRENORPHINE_LIVER_RULES } from "./buprenorphine-liver.ts";
import { LEFLUNOMIDE_MARROW_RULES } from "./leflunomide-marrow.ts";
import { MYCOPHENOLATE_MARROW_RULES } from "./mycophenolate-marrow.ts";
import { METHOTREXATE_KIDNEY_DOSE_RULES } from "./methotrexate-kidney-dose.ts";
import { METHOTREXATE_NSAID_RULES } from "./methotrexate-nsaid.ts";
import { METHOTREXATE_DAILY_RULES } from "./methotrexate-daily.ts";
import { CIRRHOSIS_MEDICINES_RULES } from "./cirrhosis-medicines.ts";
import { SEROPOSITIVE_ARTHRITIS_RULES } from "./seropositive-arthritis-referral.ts";
import { LEFLUNOMIDE_BLOOD_PRESSURE_RULES } from "./leflunomide-blood-pressure.ts";
import { LYMPHOCYTOSIS_RULES } from "./lymphocytosis.ts";
import { MONOCYTOSIS_RULES } from "./monocytosis.ts";
import { NEUTROPHILIA_RULES } from "./neutrophilia.ts";
import { ERYTHROCYTOSIS_MPN_RULES } from "./erythrocytosis-mpn-features.ts";
import { EOSINOPHILIA_RULES } from "./eosinophilia.ts";
import { THROMBOCYTOSIS_PERSISTENT_RULES } from "./thrombocytosis-persistent.ts";
import { MPN_DRIVER_MUTATION_RULES } from "./mpn-driver-mutation.ts";
import { CLONAL_HAEMATOPOIESIS_RULES } from "./clonal-haematopoiesis.ts";
import { B12_HIGH_RULES } from "./b12-high.ts";
import { URINE_SEDIMENT_RULES } from "./urine-sediment-signs.ts";
import { MENINGOCOCCAL_RULES } from "./meningococcal.ts";
import { METABOLIC_EMERGENCY_RULES } from "./metabolic-emergencies.ts";
import { PARACETAMOL_OVERDOSE_RULES } from "./paracetamol-overdose.ts";
import { PARACETAMOL_REPEATED_EXCESS_RULES } from "./paracetamol-repeated-excess.ts";
import { ACUTE_LIVER_INJURY_RULES } from "./acute-liver-injury.ts";
import { HEPATITIS_A_ACUTE_RULES } from "./hepatitis-a-acute.ts";
import { HEPATITIS_E_RULES } from "./hepatitis-e.ts";
import { VANCOMYCIN_LEVEL_RULES } from "./vancomycin-level-high.ts";
import { BP_DEPRESCRIBING_RULES } from "./bp-deprescribing-falls.ts";
import { BP_AT_TARGET_OLDER_FALLS_RULES } from "./bp-at-target-older-falls.ts";
import { RHABDOMYOLYSIS_RULES } from "./rhabdomyolysis.ts";
import { NEUROLEPTIC_MALIGNANT_SYNDROME_RULES } from "./neuroleptic-malignant-syndrome.ts";
import { EXERCISE_HYPONATRAEMIA_RULES } from "./exercise-hyponatraemia.ts";
import { HYPERNATRAEMIA_RULES } from "./hypernatraemia.ts";
import { ACUTE_GI_BLEED_RULES } from "./acute-gi-bleed.ts";
import { DOAC_BLEEDING_RULES } from "./doac-bleeding.ts";
import { NITROFURANTOIN_UPPER_UTI_RULES } from "./nitrofurantoin-upper-uti.ts";
import { URINE_CULTURE_RESISTANCE_RULES } from "./urine-culture-resistance.ts";
import { GLANDULAR_FEVER_RULES } from "./glandular-fever.ts";
import { PERTUSSIS_RULES } from "./pertussis.ts";
import { UTI_DIPSTICK_RULES } from "./uti-dipstick.ts";
import { UTI_UPPER_DIPSTICK_RULES } from "./uti-upper-dipstick.ts";
import { BLOOD_CULTURE_GRAM_NEGATIVE_RULES } from "./blood-culture-gram-negative.ts";
import { STAPH_AUREUS_BACTERAEMIA_RULES } from "./staph-aureus-bacteraemia.ts";
import { STONE_FORMER_URINE_RISK_RULES } from "./stone-former-urine-risk.ts";
import { COPD_HYPERCAPNIA_RULES } from "./copd-hypercapnia.ts";
import { ENDOCARDITIS_RULES } from "./endocarditis.ts";
import { PNEUMONIA_CURB65_RULES } from "./pneumonia-curb65.ts";
import { ASTHMA_SABA_RULES } from "./asthma-saba-only.ts";
import { PE_ON_IMAGING_RULES } from "./pe-on-imaging.ts";
import { PE_APIXABAN_COURSE_RULES } from "./pe-apixaban-course.ts";
import { LUNG_NODULE_SUSPICIOUS_RULES } from "./lung-nodule-suspicious.ts";
import { PULMONARY_EMBOLISM_RULES } from "./pulmonary-embolism.ts";
import { METABOLIC_SYNDROME_RULES } from "./metabolic-syndrome.ts";
import { MUSCLE_AST_RULES } from "./muscle-ast.ts";
import { OLDER_ADULT_RULES } from "./older-adults.ts";
import { PPI_LONG_TERM_OLDER_RULES } from "./ppi-long-term-older.ts";
import { PPI_FRACTURE_RISK_RULES } from "./ppi-fracture-risk.ts";
import { ONCOLOGY_HAEMATOLOGY_RULES } from "./oncology-haematology.ts";
import { ONCOLOGY_SURVEILLANCE_RULES } from "./oncology-surveillance.ts";
import { ORTHOSTATIC_RULES } from "./orthostatic.ts";
import { GERIATRIC_SAFETY_RULES } from "./geriatric-safety.ts";
import { ANTIPSYCHOTIC_DEMENTIA_RULES } from "./antipsychotic-dementia.ts";
import { OPIOID_SEDATIVE_RULES } from "./opioid-sedatives.ts";
import { MYASTHENIA_MEDICINE_RULES } from "./myasthenia-medicines.ts";
import { FUMARATE_LYMPHOPENIA_RULES } from "./fumarate-lymphopenia.ts";
import { ANTICOAGULANT_LOW_PLATELETS_RULES } from "./anticoagulant-low-platelets.ts";
import { MS_LYMPHOCYTE_FLOOR_RULES } from "./ms-lymphocyte-floor.ts";
import { ANTISEIZURE_GGT_RULES } from "./antiseizure-ggt.ts";
import { LEVODOPA_HOMOCYSTEINE_RULES } from "./levodopa-homocysteine.ts";
import { ENZYME_INDUCER_RULES } from "./enzyme-inducers.ts";
import { SEIZURE_MEDICINE_RULES } from "./seizure-medicine.ts";
import { DAPT_AFTER_STROKE_RULES } from "./dapt-after-stroke.ts";
import { POTASSIUM_SUPPLEMENT_RULES } from "./potassium-supplement.ts";
import { TOPIRAMATE_ACIDOSIS_RULES } from "./topiramate-acidosis.ts";
import { CHOLINESTERASE_ANTICHOLINERGIC_RULES } from "./cholinesterase-anticholinergic.ts";
import { ALPHA_BLOCKER_DUPLICATE_RULES } from "./alpha-blocker-duplicate.ts";
import { SAME_MEDICINE_TWICE_RULES } from "./same-medicine-twice.ts";
import { LITHIUM_POLYURIA_RULES } from "./lithium-polyuria.ts";
import { SGLT2_NOTED_KETONES_RULES } from "./sglt2-noted-ketones.ts";
import { CO_AMOXICLAV_PENICILLIN_ALLERGY_RULES, PENICILLIN_ALLERGY_RULES } from "./co-amoxiclav-penicillin-allergy.ts";
import { ACE_INHIBITOR_ARNI_RULES } from "./ace-inhibitor-arni.ts";
import { SITAGLIPTIN_KIDNEY_DOSE_RULES } from "./sitagliptin-kidney-dose.ts";
import { LEVETIRACETAM_MOOD_RULES } from "./levetiracetam-mood.ts";
import { SUICIDE_RISK_RULES } from "./suicide-risk-notes.ts";
import { SGLT2I_VOLUME_OLDER_RULES } from "./sglt2i-volume-older.ts";
import { COMFORT_CARE_RULES } from "./comfort-care.ts";
import { FRAIL_STATIN_REVIEW_RULES } from "./frail-statin-review.ts";
import { VERY_OLD_AGE_RULES } from "./very-old-age.ts";
import { OTHER_RULES } from "./other.ts";
import { BP_HOME_AVERAGE_RULES } from "./bp-home-average.ts";
import { LUNG_CANCER_CHEST_XRAY_RULES, notWhenSymptomatic } from "./lung-cancer-chest-xray.ts";
import { UPPER_GI_CANCER_ENDOSCOPY_RULES } from "./upper-gi-cancer-endoscopy.ts";
import { UPPER_GI_NON_URGENT_ENDOSCOPY_RULES } from "./upper-gi-non-urgent-endoscopy.ts";
import { RHD_NEGATIVE_PREGNANCY_RULES } from "./rhd-negative-pregnancy.ts";
import { RED_CELL_ANTIBODIES_PREGNANCY_RULES } from "./red-cell-antibodies-pregnancy.ts";
import { BP_AFTER_STROKE_RULES } from "./bp-after-stroke.ts";
import { ADPKD_RULES } from "./adpkd-progression.ts";
import { PATTERN_RULES } from "./patterns.ts";
import { CHILD_DIABETES_RULES, forChildDiabetes } from "./diabetes-children.ts";
import { PAEDIATRIC_MASLD_RULES } from "./paediatric-masld.ts";
import { CHILD_SCHWARTZ_EGFR_RULES } from "./child-schwartz-egfr.ts";
import { CHILD_CREATININE_FOR_AGE_RULES } from "./child-creatinine-for-age.ts";
import { PREGNANCY_EMERGENCY_RULES } from "./pregnancy-emergencies.ts";
import { HYPEREMESIS_GRAVIDARUM_RULES } from "./hyperemesis-gravidarum.ts";
import { POSTNATAL_HEADACHE_RULES } from "./postnatal-headache.ts";
import { FETAL_WELLBEING_RULES } from "./fetal-wellbeing.ts";
import { PREGNANCY_CHOLESTASIS_RULES } from "./pregnancy-cholestasis.ts";
import { PREGNANCY_THYROTOXICOSIS_RULES } from "./pregnancy-thyrotoxicosis.ts";
import { POSTPARTUM_HAEMORRHAGE_RULES } from "./postpartum-haemorrhage.ts";
import { PREGNANCY_STATIN_RULES } from "./pregnancy-statin.ts";
import { STATIN_85_UK_RULES } from "./statin-85-uk.ts";
import { STATIN_QRISK_UK_RULES } from "./statin-qrisk-uk.ts";
import { STATIN_INTOLERANCE_RULES } from "./statin-intolerance.ts";
import { STATIN_AUTOIMMUNE_MYOPATHY_RULES } from "./statin-autoimmune-myopathy.ts";
import { STATIN_NOTED_ASCVD_RULES } from "./statin-noted-ascvd.ts";
import { LIVE_VACCINE_PREGNANCY_RULES } from "./live-vaccines-pregnancy.ts";
import { H_PYLORI_RULES } from "./h-pylori.ts";
import { PREGNANCY_FOLIC_ACID_RULES } from "./pregnancy-folic-acid.ts";
import { PREGNANCY_GLUCOSE_RULES } from "./pregnancy-glucose.ts";
import { POST_GDM_RULES } from "./post-gdm-hba1c.ts";
import { PREGNANCY_LAB_RULES } from "./pregnancy-labs.ts";
import { PERIMENOPAUSE_RULES } from "./perimenopause.ts";
import { PREGNANCY_THYROID_RULES } from "./pregnancy-thyroid.ts";
import { REPRODUCTIVE_ENDOCRINE_RULES } from "./reproductive-endocrine.ts";
import { SEROLOGY_RULES } from "./serology.ts";
import { HIV_RULES } from "./hiv.ts";
import { ANTIRETROVIRAL_KIDNEY_RULES } from "./antiretroviral-kidney.ts";
import { TDF_KIDNEY_FUNCTION_RULES } from "./tdf-kidney-function.ts";
import { TRIMETHOPRIM_CREATININE_RULES } from "./trimethoprim-creatinine.ts";
import { LATENT_TB_RULES } from "./latent-tb.ts";
import { ANTI_TNF_SCREENING_RULES } from "./anti-tnf-screening.ts";
import { HBV_ON_TREATMENT_RULES } from "./hbv-on-treatment.ts";
import { IGRA_INDETERMINATE_RULES } from "./igra-indeterminate.ts";
import { LYME_IGM_LATE_RULES } from "./lyme-igm-late.ts";
import { SYPHILIS_FOLLOWUP_RULES } from "./syphilis-followup.ts";
import { SURVIVORSHIP_RULES } from "./survivorship.ts";
import { YOUNG_ADULT_RULES } from "./young-adults.ts";
import { HRT_MIGRAINE_AURA_RULES } from "./hrt-migraine-aura.ts";
import { CHC_HYPERTENSION_RULES } from "./chc-hypertension.ts";
import { CHC_BRCA_RULES } from "./chc-brca.ts";
import { GAHT_KIDNEY_RULES } from "./gaht-kidney-estimate.ts";
import { SEMEN_ANALYSIS_RULES } from "./semen-analysis.ts";
import { ANABOLIC_STEROID_RULES } from "./anabolic-steroids.ts";
import { ADHD_STIMULANT_RULES } from "./adhd-stimulants.ts";
import { SICK_DAY_MEDICINE_RULES } from "./sick-day-medicines.ts";
import { LITHIUM_SICK_DAY_RULES } from "./lithium-sick-day.ts";
import { TYPE1_SICK_DAY_RULES } from "./type1-sick-day.ts";
import { CHLAMYDIA_RULES } from "./chlamydia.ts";
import { GONORRHOEA_RULES } from "./gonorrhoea.ts";
import { TRAVEL_MALARIA_RULES } from "./travel-malaria.ts";
import { DENGUE_RULES } from "./dengue-warning-signs.ts";
import { TESTICULAR_MARKER_RULES } from "./testicular-markers.ts";
import { C_DIFFICILE_RULES } from "./c-difficile.ts";
import { HEPB_VACCINE_RESPONSE_RULES } from "./hepb-vaccine-response.ts";
import { BACTERIURIA_PREGNANCY_RULES } from "./bacteriuria-pregnancy.ts";
import { KAWASAKI_RULES } from "./kawasaki-disease.ts";
import { ASYMPTOMATIC_BACTERIURIA_RULES } from "./asymptomatic-bacteriuria.ts";
import { OLDER_DIPSTICK_DELIRIUM_RULES } from "./older-dipstick-delirium.ts";
import { CELLULITIS_RULES } from "./cellulitis.ts";
import { DIABETES_EYE_FOOT_RULES } from "./diabetes-eye-foot.ts";
import { ANTIPSYCHOTIC_COMBINATION_RULES } from "./antipsychotic-combination.ts";
import { ANAPHYLAXIS_AUTO_INJECTOR_RULES } from "./anaphylaxis-auto-injector.ts";
import { ANAPHYLAXIS_PICTURE_RULES } from "./anaphylaxis-picture.ts";
import { MENINGITIS_SIGNS_RULES } from "./meningitis-signs.ts";
import { HEAD_INJURY_ANTICOAGULANT_RULES } from "./head-injury-anticoagulant.ts";
import { HYPOTHERMIA_OLDER_ADULT_RULES } from "./hypothermia-older-adult.ts";
import { STROKE_TIA_NOTES_RULES } from "./stroke-tia-notes.ts";
import { ALPHA1_ANTITRYPSIN_RULES } from "./alpha-1-antitrypsin.ts";
import { ASTHMA_ATTACK_RULES } from "./asthma-attacks.ts";
import { ASTHMA_ACUTE_ATTACK_RULES } from "./asthma-acute-attack.ts";
import { DRUG_PNEUMONITIS_RULES } from "./drug-pneumonitis.ts";
import { AMIODARONE_LIVER_RULES } from "./amiodarone-liver.ts";
import { TRYPTASE_RULES } from "./tryptase.ts";
import { BRONCHIECTASIS_PSEUDOMONAS_RULES } from "./bronchiectasis-pseudomonas.ts";
import { FOOD_ALLERGY_IGE_RULES } from "./food-allergy-ige.ts";
import { COPD_INHALED_STEROID_RULES } from "./copd-inhaled-steroids.ts";
import { COPD_CHRONIC_HYPERCAPNIA_RULES } from "./copd-chronic-hypercapnia.ts";
import { RESISTANT_HYPERTENSION_RULES } from "./resistant-hypertension.ts";
import { TROPONIN_RULES } from "./troponin.ts";
import { SINGLE_TROPONIN_RULES } from "./single-troponin.ts";
import type { Rule } from "./types.ts";
import { VITAMIN_D_TOXICITY_RULES } from "./vitamin-d-toxicity.ts";
import { ZINC_DEFICIENCY_RULES } from "./zinc-deficiency.ts";
import { HIGH_OUTPUT_STOMA_RULES } from "./high-output-stoma.ts";
import { TERIFLUNOMIDE_LIVER_RULES } from "./teriflunomide-liver.ts";
import { ZOLEDRONATE_KIDNEY_RULES } from "./zoledronate-kidney.ts";
import { VITAL_SIGN_RULES } from "./vital-signs.ts";

/** Every clinical rule, in the order they are evaluated. */
export const RULES: readonly Rule[] = [
  ...METABOLIC_EMERGENCY_RULES,
  ...ACUTE_PANCREATITIS_RULES,
  ...CENTRAL_HYPOTHYROIDISM_VISUAL_RULES,
  ...PARACETAMOL_OVERDOSE_RULES,
  ...PARACETAMOL_REPEATED_EXCESS_RULES,
  ...ACUTE_LIVER_INJURY_RULES,
  ...HEPATITIS_A_ACUTE_RULES,
  ...HEPATITIS_E_RULES,
  ...VANCOMYCIN_LEVEL_RULES,
  ...RHABDOMYOLYSIS_RULES,
  ...NEUROLEPTIC_MALIGNANT_SYNDROME_RULES,
  ...EXERCISE_HYPONATRAEMIA_RULES,
  ...HYPERNATRAEMIA_RULES,
  ...ACUTE_GI_BLEED_RULES,
  ...DOAC_BLEEDING_RULES,
  ...NITROFURANTOIN_UPPER_UTI_RULES,
  ...URINE_CULTURE_RESISTANCE_RULES,
  ...GLANDULAR_FEVER_RULES,
  ...PERTUSSIS_RULES,
  ...UTI_DIPSTICK_RULES,
  ...UTI_UPPER_DIPSTICK_RULES,
  ...BLOOD_CULTURE_GRAM_NEGATIVE_RULES,
  ...STAPH_AUREUS_BACTERAEMIA_RULES,
  ...STONE_FORMER_URINE_RISK_RULES,
  ...COPD_HYPERCAPNIA_RULES,
  ...ENDOCARDITIS_RULES,
  ...PNEUMONIA_CURB65_RULES,
  ...ASTHMA_SABA_RULES,
  ...PULMONARY_EMBOLISM_RULES,
  ...PE_ON_IMAGING_RULES,
  ...PE_APIXABAN_COURSE_RULES,
  ...LUNG_NODULE_SUSPICIOUS_RULES,
  ...DRUG_LAB_RULES,
  ...DOAC_DOSING_RULES,
  ...ANTICOAGULANT_FALLS_RULES,
  ...ANTICOAGULANT_SSRI_RULES,
  ...DOAC_STRONG_INHIBITOR_RULES,
  ...DOAC_KIDNEY_RULES,
  ...DRESS_RULES,
  ...ALLOPURINOL_EARLY_RASH_RULES,
  ...LAMOTRIGINE_RASH_RULES,
  ...STRONGYLOIDES_RULES,
  ...B12_NEUROPATHY_RULES,
  ...WERNICKE_RISK_RULES,
  ...WERNICKE_ALCOHOL_RULES,
  ...PURGING_HYPOKALAEMIA_RULES,
  ...BARIATRIC_NUTRITION_RULES,
  ...ITP_BLEEDING_RULES,
  ...PREOP_ANAEMIA_RULES,
  ...IMMUNOSUPPRESSANT_PREGNANCY_RULES,
  PREGNANCY_ASPIRIN_RULE,
  ...LIVE_VACCINE_IMMUNOSUPPRESSION_RULES,
  ...JAK_INHIBITOR_RULES,
  ...SULFASALAZINE_RULES,
  ...CYCLOPHOSPHAMIDE_HAEMATURIA_RULES,
  ...HAEMATURIA_CANCER_REFERRAL_RULES,
  ...URINARY_RETENTION_AKI_RULES,
  ...NSAID_IN_NOTES_KIDNEY_RULES,
  ...PJP_PROPHYLAXIS_RULES,
  ...ANTI_CD20_HYPOGAMMAGLOBULINAEMIA_RULES,
  ...PATTERN_RULES.map(forChildDiabetes),
  ...PAEDIATRIC_MASLD_RULES,
  ...CHILD_SCHWARTZ_EGFR_RULES,
  ...CHILD_CREATININE_FOR_AGE_RULES,
  ...CHILD_DIABETES_RULES,
  ...TROPONIN_RULES,
  ...SINGLE_TROPONIN_RULES,
  ...PREGNANCY_THYROID_RULES,
  ...PERIMENOPAUSE_RULES,
  ...PREGNANCY_GLUCOSE_RULES,
  ...POST_GDM_RULES,
  ...PREGNANCY_EMERGENCY_RULES,
  ...HYPEREMESIS_GRAVIDARUM_RULES,
  ...POSTNATAL_HEADACHE_RULES,
  ...FETAL_WELLBEING_RULES,
  ...PREGNANCY_LAB_RULES,
  ...PREGNANCY_CHOLESTASIS_RULES,
  ...PREGNANCY_THYROTOXICOSIS_RULES,
  ...POSTPARTUM_HAEMORRHAGE_RULES,
  ...PREGNANCY_STATIN_RULES,
  ...STATIN_85_UK_RULES,
  ...STATIN_QRISK_UK_RULES,
  ...STATIN_INTOLERANCE_RULES,
  ...STATIN_AUTOIMMUNE_MYOPATHY_RULES,
  ...STATIN_NOTED_ASCVD_RULES,
  ...LIVE_VACCINE_PREGNANCY_RULES,
  ...H_PYLORI_RULES,
  ...PREGNANCY_FOLIC_ACID_RULES,
  ...RHD_NEGATIVE_PREGNANCY_RULES,
  ...RED_CELL_ANTIBODIES_PREGNANCY_RULES,
  ...HEART_FAILURE_RULES,
  ...NSAID_HEART_FAILURE_RULES,
  ...RATE_LIMITING_CCB_HFREF_RULES,
  ...TRIPLE_ANTITHROMBOTIC_RULES,
  ...HFREF_PILLAR_RULES,
  ...HFREF_ARNI_SWITCH_RULES,
  ...HFPEF_SGLT2I_RULES,
  ...HF_IRON_DEFICIENCY_RULES,
  ...IRON_INFLAMMATION_FERRITIN_RULES,
  ...HF_KIDNEY_DIP_RULES,
  ...RAS_EGFR_FALL_RULES,
  ...GENETIC_RULES,
  ...CYP2C19_SSRI_RULES,
  ...CYP2C19_PPI_RULES,
  ...CYP2C9_NSAID_RULES,
  ...CYP2D6_TRICYCLIC_RULES,
  ...NSAID_GI_BLEED_RISK_RULES,
  ...CYP2D6_TAMOXIFEN_RULES,
  ...OTHER_RULES.map(notWhenSymptomatic),
  ...BP_HOME_AVERAGE_RULES,
  ...LUNG_CANCER_CHEST_XRAY_RULES,
  ...UPPER_GI_CANCER_ENDOSCOPY_RULES,
  ...UPPER_GI_NON_URGENT_ENDOSCOPY_RULES,
  ...BP_AFTER_STROKE_RULES,
  ...ADPKD_RULES,
  ...OLDER_ADULT_RULES,
  ...PPI_LONG_TERM_OLDER_RULES,
  ...PPI_FRACTURE_RISK_RULES,
  ...IMAGING_RULES,
  ...STEATOSIS_IMAGING_RULES,
  ...GCA_RULES,
  ...ANCA_VASCULITIS_RULES,
  ...CHILD_ACUTE_NEPHRITIS_RULES,
  ...HYPERFERRITINAEMIA_RULES,
  ...GOUT_DRUG_SAFETY_RULES,
  ...GOUT_FLARE_URATE_RULES,
  ...COLCHICINE_INTERACTION_RULES,
  ...CLOPIDOGREL_PPI_RULES,
  ...FLUOROQUINOLONE_SAFETY_RULES,
  ...LUPUS_NEPHRITIS_RULES,
  ...HYDROXYCHLOROQUINE_RULES,
  ...HBV_REACTIVATION_RULES,
  ...HEPATITIS_B_RULES,
  ...HEPATITIS_B_INFECTION_RULES,
  ...HEPATITIS_B_ACUTE_RULES,
  ...PROTEINURIA_REFERRAL_RULES,
  ...SEROLOGY_RULES,
  ...HIV_RULES,
  ...ANTIRETROVIRAL_KIDNEY_RULES,
  ...TDF_KIDNEY_FUNCTION_RULES,
  ...TRIMETHOPRIM_CREATININE_RULES,
  ...SYPHILIS_FOLLOWUP_RULES,
  ...LATENT_TB_RULES,
  ...ANTI_TNF_SCREENING_RULES,
  ...HBV_ON_TREATMENT_RULES,
  ...IGRA_INDETERMINATE_RULES,
  ...LYME_IGM_LATE_RULES,
  ...ALDOSTERONISM_RULES,
  ...ALDOSTERONE_RENIN_MEDICINE_RULES,
  ...YOUNG_HYPERTENSION_RULES,
  ...ASSAY_INTERFERENCE_RULES,
  ...ORTHOSTATIC_RULES,
  ...BP_DEPRESCRIBING_RULES,
  ...BP_AT_TARGET_OLDER_FALLS_RULES,
  ...GERIATRIC_SAFETY_RULES,
  ...ANTIPSYCHOTIC_DEMENTIA_RULES,
  ...OPIOID_SEDATIVE_RULES,
  ...MYASTHENIA_MEDICINE_RULES,
  ...FUMARATE_LYMPHOPENIA_RULES,
  ...ANTICOAGULANT_LOW_PLATELETS_RULES,
  ...MS_LYMPHOCYTE_FLOOR_RULES,
  ...ANTISEIZURE_GGT_RULES,
  ...LEVODOPA_HOMOCYSTEINE_RULES,
  ...ENZYME_INDUCER_RULES,
  ...SEIZURE_MEDICINE_RULES,
  ...DAPT_AFTER_STROKE_RULES,
  ...POTASSIUM_SUPPLEMENT_RULES,
  ...TOPIRAMATE_ACIDOSIS_RULES,
  ...CHOLINESTERASE_ANTICHOLINERGIC_RULES,
  ...ALPHA_BLOCKER_DUPLICATE_RULES,
  ...SAME_MEDICINE_TWICE_RULES,
  ...LITHIUM_POLYURIA_RULES,
  ...SGLT2_NOTED_KETONES_RULES,
  ...CO_AMOXICLAV_PENICILLIN_ALLERGY_RULES,
  ...PENICILLIN_ALLERGY_RULES,
  ...ACE_INHIBITOR_ARNI_RULES,
  ...SITAGLIPTIN_KIDNEY_DOSE_RULES,
  ...LEVETIRACETAM_MOOD_RULES,
  ...SUICIDE_RISK_RULES,
  ...SGLT2I_VOLUME_OLDER_RULES,
  ...COMFORT_CARE_RULES,
  ...FRAIL_STATIN_REVIEW_RULES,
  ...VERY_OLD_AGE_RULES,
  ...LIVER_RULES,
  ...HCV_CLEARED_RULES,
  ...ALCOHOL_HEPATITIS_RULES,
  ...ALCOHOL_ABOVE_LOW_RISK_RULES,
  ...ALCOHOL_ENZYME_PATTERN_RULES,
  ...CO_AMOXICLAV_LIVER_INJURY_RULES,
  ...FLUCLOXACILLIN_LIVER_INJURY_RULES,
  ...ANTITUBERCULOSIS_TRANSAMINASE_RULES,
  ...BILE_DUCT_STONE_RULES,
  ...DECOMPENSATED_LIVER_RULES,
  ...CIRRHOSIS_RULES,
  ...CIRRHOSIS_COMPLICATION_RULES,
  ...CIRRHOSIS_ENCEPHALOPATHY_RULES,
  ...CIRRHOSIS_PARACETAMOL_RULES,
  ...DIGOXIN_KIDNEY_RULES,
  ...MONITORING_GAP_RULES,
  ...EGFR_CREATININE_MISMATCH_RULES,
  ...METHOTREXATE_NOTES_RULES,
  ...LEFLUNOMIDE_LIVER_RULES,
  ...BUPRENORPHINE_LIVER_RULES,
  ...LEFLUNOMIDE_MARROW_RULES,
  ...MYCOPHENOLATE_MARROW_RULES,
  ...METHOTREXATE_KIDNEY_DOSE_RULES,
  ...METHOTREXATE_NSAID_RULES,
  ...METHOTREXATE_DAILY_RULES,
  ...CIRRHOSIS_MEDICINES_RULES,
  ...SEROPOSITIVE_ARTHRITIS_RULES,
  ...LEFLUNOMIDE_BLOOD_PRESSURE_RULES,
  ...TERIFLUNOMIDE_LIVER_RULES,
  ...INFANT_JAUNDICE_RULES,
  ...EATING_DISORDER_RULES,
  ...REPRODUCTIVE_ENDOCRINE_RULES,
  ...VITAL_SIGN_RULES,
  ...ENDOCRINE_ONCOLOGY_RULES,
  ...CA125_ENDOMETRIOSIS_RULES,
  ...CA125_PERIOD_RULES,
  ...CERVICAL_SCREENING_HPV_RULES,
  ...CERVICAL_SCREENING_RECALL_RULES,
  ...AMH_OVARIAN_RESERVE_RULES,
  ...MGUS_MONITORING_RULES,
  ...ADRENAL_RULES,
  ...SUSPECTED_ADRENAL_CRISIS_RULES,
  ...HYPOPARATHYROIDISM_ACUTE_RULES,
  ...PHAEOCHROMOCYTOMA_RULES,
  ...MACROPROLACTINOMA_RULES,
  ...HYPERPROLACTINAEMIA_RULES,
  ...DIABETES_KETOSIS_RULES,
  ...NEW_DIABETES_KETOSIS_RULES,
  ...HBA1C_UNRELIABLE_RULES,
  HBA1C_BELOW_RANGE_DIABETES,
  ...HBA1C_IRON_RULES,
  ...IV_IRON_HYPOPHOSPHATAEMIA_RULES,
  ...AMIODARONE_THYROTOXICOSIS_RULES,
  ...AMIODARONE_EARLY_THYROID_RULES,
  ...ANTITHYROID_TREATMENT_RULES,
  ...OESTROGEN_CORTISOL_RULES,
  ...STEROID_HYPERGLYCAEMIA_RULES,
  ...CUSHING_SINGLE_TEST_RULES,
  ...ACROMEGALY_RULES,
  ...MILD_AUTONOMOUS_CORTISOL_RULES,
  ...OPIOID_ADRENAL_INSUFFICIENCY_RULES,
  ...CORTISOL_LOW_CONTEXT_RULES,
  ...BOOSTER_CORTICOSTEROID_RULES,
  ...AZOLE_INHALED_STEROID_RULES,
  ...HBA1C_RED_CELL_RULES,
  ...ADRENAL_SICK_DAY_RULES,
  ...BOOSTER_SILDENAFIL_RULES,
  ...STATIN_START_BOOSTER_RULES,
  ...OSTEOMALACIA_RULES,
  ...NUTRITIONAL_RICKETS_RULES,
  ...TRANSIENT_HYPERPHOSPHATASAEMIA_RULES,
  ...ALP_BONE_SOURCE_RULES,
  ...LOW_ALP_HYPOPHOSPHATASIA_RULES,
  ...LOW_TESTOSTERONE_MALE_RULES,
  ...VITAMIN_D_TOXICITY_RULES,
  ...ZINC_DEFICIENCY_RULES,
  ...HIGH_OUTPUT_STOMA_RULES,
  ...DRUG_BLOOD_RULES,
  ...MIRTAZAPINE_NEUTROPENIA_RULES,
  ...PSYCHIATRIC_DRUG_SAFETY_RULES,
  ...CLOZAPINE_HYPOMOTILITY_RULES,
  ...CLOZAPINE_SMOKING_RULES,
  ...CARBAMAZEPINE_HLA_SCREEN_RULES,
  ...SEROTONIN_TOXICITY_RULES,
  ...VALPROATE_LIVER_PLATELET_RULES,
  ...ANTIPSYCHOTIC_WEIGHT_GAIN_RULES,
  ...MUSCLE_AST_RULES,
  ...DUFFY_NULL_RULES,
  ...KNOWN_GILBERT_RULES,
  ...G6PD_RULES,
  ...HAEMOLYSIS_PATTERN_RULES,
  ...SICKLE_CELL_RULES,
  ...LYMPHOCYTOSIS_RULES,
  ...NEUTROPHILIA_RULES,
  ...ERYTHROCYTOSIS_MPN_RULES,
  ...MONOCYTOSIS_RULES,
  ...EOSINOPHILIA_RULES,
  ...THROMBOCYTOSIS_PERSISTENT_RULES,
  ...MPN_DRIVER_MUTATION_RULES,
  ...CLONAL_HAEMATOPOIESIS_RULES,
  ...B12_HIGH_RULES,
  ...URINE_SEDIMENT_RULES,
  ...MENINGOCOCCAL_RULES,
  ...ONCOLOGY_HAEMATOLOGY_RULES,
  ...BONE_RULES,
  ...ANTIRESORPTIVE_SAFETY_RULES,
  ...ZOLEDRONATE_KIDNEY_RULES,
  ...MENOPAUSE_HRT_RULES,
  ...HRT_UNOPPOSED_OESTROGEN_RULES,
  ...CARDIO_RHYTHM_RULES,
  ...CITALOPRAM_AGE_DOSE_RULES,
  ...QT_DRUG_LOW_ELECTROLYTE_RULES,
  ...IRREGULAR_PULSE_RULES,
  ...AF_UNSTABLE_NOTES_RULES,
  ...AF_RATE_CONTROL_RULES,
  ...ANA_LOW_TITRE_RULES,
  ...SHINGLES_VACCINE_BEFORE_IMMUNOSUPPRESSION_RULES,
  ...LIPID_RULES,
  ...NON_HDL_GOAL_RULES,
  ...CV_RISK_RULES,
  ...METABOLIC_SYNDROME_RULES,
  ...LEAD_RULES,
  ...ANTIEPILEPTIC_LEVEL_RULES,
  ...THEOPHYLLINE_LEVEL_RULES,
  ...ABPA_SCREEN_RULES,
  ...ANTIEPILEPTIC_SODIUM_RULES,
  ...ANTIPSYCHOTIC_METABOLIC_RULES,
  ...COPD_RULES,
  ...COPD_EXACERBATION_RULES,
  ...ONCOLOGY_SURVEILLANCE_RULES,
  ...CARDIO_ONCOLOGY_RULES,
  ...CARDIOTOXICITY_LATE_RULES,
  ...SURVIVORSHIP_RULES,
  ...YOUNG_ADULT_RULES,
  ...HRT_MIGRAINE_AURA_RULES,
  ...CHC_HYPERTENSION_RULES,
  ...CHC_BRCA_RULES,
  ...GAHT_KIDNEY_RULES,
  ...SEMEN_ANALYSIS_RULES,
  ...ANABOLIC_STEROID_RULES,
  ...ADHD_STIMULANT_RULES,
  ...TYPE1_SICK_DAY_RULES,
  ...SICK_DAY_MEDICINE_RULES,
  ...LITHIUM_SICK_DAY_RULES,
  ...CHLAMYDIA_RULES,
  ...GONORRHOEA_RULES,
  ...TRAVEL_MALARIA_RULES,
  ...DENGUE_RULES,
  ...TESTICULAR_MARKER_RULES,
  ...C_DIFFICILE_RULES,
  ...HEPB_VACCINE_RESPONSE_RULES,
  ...BACTERIURIA_PREGNANCY_RULES,
  ...KAWASAKI_RULES,
  ...ASYMPTOMATIC_BACTERIURIA_RULES,
  ...OLDER_DIPSTICK_DELIRIUM_RULES,
  ...CELLULITIS_RULES,
  ...DIABETES_EYE_FOOT_RULES,
  ...ANTIPSYCHOTIC_COMBINATION_RULES,
  ...ANAPHYLAXIS_AUTO_INJECTOR_RULES,
  ...ANAPHYLAXIS_PICTURE_RULES,
  ...MENINGITIS_SIGNS_RULES,
  ...HEAD_INJURY_ANTICOAGULANT_RULES,
  ...HYPOTHERMIA_OLDER_ADULT_RULES,
  ...STROKE_TIA_NOTES_RULES,
  ...ALPHA1_ANTITRYPSIN_RULES,
  ...ASTHMA_ATTACK_RULES,
  ...ASTHMA_ACUTE_ATTACK_RULES,
  ...DRUG_PNEUMONITIS_RULES,
  ...AMIODARONE_LIVER_RULES,
  ...TRYPTASE_RULES,
  ...BRONCHIECTASIS_PSEUDOMONAS_RULES,
  ...FOOD_ALLERGY_IGE_RULES,
  ...COPD_INHALED_STEROID_RULES,
  ...COPD_CHRONIC_HYPERCAPNIA_RULES,
  ...RESISTANT_HYPERTENSION_RULES,
  ...GLUCOCORTICOID_RULES,
  ...CKD_COMPLICATION_RULES,
  ...THIOPURINE_SAFETY_RULES,
  ...THIOPURINE_TPMT_MISSING_RULES,
  ...COLORECTAL_REFERRAL_RULES,
  ...COELIAC_RULES,
  ...COELIAC_GLUTEN_CUT_RULES,
  ...AUTOIMMUNE_LIVER_RULES,
  ...AUTOIMMUNE_HEPATITIS_RULES,
  ...WILSON_DISEASE_RULES,
  ...ACUTE_SEVERE_COLITIS_RULES,
  ...PBC_PROBABLE_RULES,
  ...PBC_WORKUP_RULES,
  ...TRANSPLANT_CNI_RULES,
  ...TRANSPLANT_CNI_LOW_RULES,
  ...TRANSPLANT_MYCOPHENOLATE_RULES,
  ...TRANSPLANT_CMV_RULES,
  ...KIDNEY_GRAFT_ALERT_RULES,
  ...NEPHROTIC_RULES,
  ...REFEEDING_RULES,
  ...REFEEDING_RISK_RULES,
  ...HYPOMAGNESAEMIA_SEVERE_RULES,
  ...PLATINUM_MAGNESIUM_RULES,
  ...SGLT2I_CKD_RULES,
  ...FINERENONE_RULES,
  ...TZD_HEART_FAILURE_RULES,
  ...IDA_GI_REFERRAL_RULES,
  ...PSA_SYMPTOMATIC_RULES,
  ...PSA_NHS_THRESHOLD_RULES,
  ...UTI_RECURRENT_MAN_RULES,
  ...TESTOSTERONE_PSA_RULES,
  ...GLP1_RETINOPATHY_RULES,
  ...PSA_AFTER_PROSTATECTOMY_RULES,
  ...PSA_ON_ADT_RULES,
  ...TAMOXIFEN_BLEEDING_RULES,
  ...POSTMENOPAUSAL_BLEEDING_RULES,
  ...SPINAL_METASTASES_PAIN_RULES,
  ...ADT_METABOLIC_RULES,
  ...TAMOXIFEN_CLOT_RULES,
  ...ENDOCRINE_THERAPY_BONE_RULES,
  ...DENOSUMAB_HYPOCALCAEMIA_RULES,
  ...DENOSUMAB_DISCONTINUATION_RULES,
  ...ICI_COLITIS_HEPATITIS_RULES,
  ...ICI_ENDOCRINE_RULES,
  ...AUTOIMMUNE_DIABETES_TYPE_RULES,
  ...NEW_DIABETES_WEIGHT_LOSS_RULES,
  ...MACROCYTIC_CYTOPENIA_RULES,
  ...AORTIC_STENOSIS_RULES,
  ...CORONARY_CALCIUM_RULES,
];

export { RuleContext } from "./context.ts";
export type { Rule, RuleMatch } from "./types.ts";
