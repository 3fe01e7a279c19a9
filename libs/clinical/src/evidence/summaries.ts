/**
 * Our own short summaries of what each source says on the points the rules use. They feed the
 * retrieval index (so a query finds the right source) and the passages shown with search hits.
 * `strength` is given only where the source itself grades the recommendation.
 */
export interface SourceRecommendation {
  text: string;
  strength?: string;
  /**
   * For a recommendation about one band of what a guideline covers (a nodule size, an age): shown
   * only beside a finding whose clinician text matches, so a 7 mm nodule is not given the guideline's
   * advice for nodules under 6 mm (review 21, deep sweep 05).
   */
  onlyWhen?: RegExp;
}

export interface SourceSummary {
  topics: readonly string[];
  summary: string;
  recommendations?: readonly SourceRecommendation[];
}

export const SUMMARIES: Record<string, SourceSummary> = {
  "iranmanesh-2017-epidural-triamcinolone-hpa": {
    topics: ["triamcinolone injection", "adrenal suppression", "cortisol after steroid injection", "epidural steroid"],
    summary:
      "A single 80 mg epidural triamcinolone injection suppressed morning ACTH and cortisol markedly at 1 week, with unstimulated values recovering by 4 weeks; stimulated cortisol stayed reduced in most of eight men at 4 and 12 weeks. A low cortisol within the first weeks after a depot injection is expected, and recovery can take longer.",
  },
  "nhs-somerset-antidepressant-hyponatraemia": {
    topics: ["antidepressant", "ssri", "hyponatraemia", "low sodium", "siadh"],
    summary:
      "Hyponatraemia, mostly in older people and possibly through SIADH, has been linked with every type of antidepressant and more often with SSRIs; it is considered in anyone who becomes drowsy or confused or has a fit on one. With a mildly low sodium (above 125 mmol/L) the sodium and symptoms are followed first rather than an effective antidepressant switched, other sodium-lowering medicines are reviewed, and below 125 mmol/L the antidepressant is stopped at once with specialist care.",
  },
  "aha-2017-kawasaki": {
    topics: [
      "kawasaki disease",
      "incomplete kawasaki disease",
      "coronary artery aneurysm",
      "intravenous immunoglobulin",
    ],
    summary:
      "The American Heart Association's statement on Kawasaki disease, a childhood vasculitis that causes coronary artery aneurysms in about a quarter of untreated children. Classic disease is fever for 5 days or more with at least 4 of 5 principal features (red eyes, lip and mouth changes, rash, hand and foot changes, a swollen neck gland); an algorithm using CRP, ESR, supplementary blood and urine findings and the echocardiogram guides treatment of incomplete disease. Intravenous immunoglobulin is the main treatment, given within 10 days of the fever starting.",
  },
  "nice-ng143-fever-under-5s": {
    topics: ["fever in children under 5", "kawasaki disease", "prolonged fever", "feverish illness assessment"],
    summary:
      "NICE's guideline on fever in children under 5. Assessment starts by looking for immediately life-threatening features (a threat to the airway, breathing or circulation, or a lowered level of consciousness) before judging the risk of serious illness, and a parent's report of a fever is taken seriously. It also asks clinicians to think about Kawasaki disease in every child with a fever lasting 5 days or longer, even without other features, to ask about and record the principal features, which come and go, and to remember that incomplete disease is commoner under 1 year. Prompt diagnosis and treatment can prevent heart complications.",
  },
  "aus-alcohol-guidelines-wernicke": {
    topics: ["wernicke encephalopathy", "thiamine", "alcohol dependence", "alcohol withdrawal", "magnesium"],
    summary:
      "Australia's alcohol treatment guidelines hold everyone who drinks heavily at risk of Wernicke encephalopathy and treat anyone with any of its features as if it were established; people with poor intake get thiamine by injection or drip rather than by mouth, and electrolytes such as magnesium are corrected.",
  },
  "acg-2021-ugib": {
    topics: [
      "upper gastrointestinal bleeding",
      "melena",
      "hematemesis",
      "glasgow-blatchford score",
      "endoscopy timing",
      "transfusion threshold",
    ],
    summary:
      "The American College of Gastroenterology's 2021 guideline on overt upper GI and ulcer bleeding: risk assessment in the emergency department, where very-low-risk patients (Glasgow-Blatchford score 0–1) may be discharged with outpatient follow-up; a red cell transfusion threshold of 7 g/dL for those admitted; erythromycin before endoscopy and endoscopy within 24 hours; endoscopic therapy for high-risk ulcer stigmata, followed by high-dose proton pump inhibitor therapy.",
  },
  "fda-antidepressant-young-adults": {
    topics: ["antidepressants", "suicidality", "young adults", "boxed warning", "depression"],
    summary:
      "The FDA's page on antidepressant use in children, adolescents and adults: the boxed warning on suicidal thinking and behaviour, first for children and adolescents, was extended to young adults aged 18 to 24 during the first one to two months of treatment.",
  },
  "nice-ng222-depression-under-25": {
    topics: ["depression", "antidepressants", "suicide risk", "young adults", "review"],
    summary:
      "NICE's adult depression guideline asks that people aged 18 to 25, or at raised risk of suicide, have their mood assessed before an antidepressant is prescribed, a risk plan in place because suicidal thoughts and self-harm may be more common early in treatment, and a review a week after starting or raising the dose.",
  },
  "esh-2016-paediatric-hypertension": {
    topics: ["high blood pressure in children and adolescents", "paediatric hypertension", "blood pressure centiles"],
    summary:
      "The European Society of Hypertension's guideline for children and adolescents judges blood pressure under 16 by centiles for age, sex and height: high-normal from the 90th centile, hypertension from the 95th, and stage 2 above the 99th centile plus 5 mmHg. From 16 the adult levels apply. It covers out-of-office and central blood pressure, new risk factors and treatment.",
  },
  "nhs-ayrshire-arran-asb-pregnancy": {
    topics: ["asymptomatic bacteriuria", "pregnancy", "urine culture", "test of cure"],
    summary:
      "An NHS board's antimicrobial guidance: asymptomatic bacteriuria in pregnancy, confirmed on a second culture, is treated for 7 days with an antibiotic chosen from the culture result, because it raises the risk of kidney infection, preterm birth and low birth weight. A urine culture 7 days after treatment confirms clearance, with cultures at later antenatal visits.",
  },
  "fda-methadone-label-qt": {
    topics: ["methadone", "qt prolongation", "torsade de pointes", "opioid use disorder", "ecg monitoring"],
    summary:
      "The US methadone label's boxed warning: methadone can prolong the QT interval and cause torsade de pointes, mostly at large pain doses but also at maintenance doses for opioid addiction, so people with QT risk factors, conduction disease or other medicines that affect conduction need close rhythm monitoring when it is started or the dose changed.",
  },
  "buprenorphine-label-hepatitis": {
    topics: ["buprenorphine", "hepatitis", "liver injury", "transaminases", "opioid use disorder"],
    summary:
      "The US buprenorphine label warns of hepatitis on buprenorphine, from a symptom-free rise in transaminases to liver failure and death, often where liver disease was already present; it also warns that stopping buprenorphine abruptly brings on opioid withdrawal, so any reduction is gradual.",
  },
  "livertox-buprenorphine": {
    topics: ["buprenorphine", "drug-induced liver injury", "hepatitis c", "injecting drug use"],
    summary:
      "The NIH LiverTox entry on buprenorphine: mild, transient enzyme rises are seen in treatment, and clinically apparent liver injury, sometimes severe, occurs mainly when the sublingual product is injected.",
  },
  "wms-2014-accidental-hypothermia": {
    topics: ["accidental hypothermia", "core temperature", "rewarming", "cold exposure", "older adults"],
    summary:
      "An expert panel's graded guideline on recognising and treating accidental hypothermia: a core temperature of 35 °C or below, mild down to 32 °C, moderate down to 28 °C and severe below that. Level of consciousness, shivering and cardiovascular stability guide care more than the number; patients are handled gently, kept from further heat loss and rewarmed, with cardiac monitoring.",
  },
  "nhs-forth-valley-t1-sick-day-injections": {
    topics: ["type 1 diabetes", "sick day rules", "ketones", "insulin injections", "adults"],
    summary:
      "An NHS diabetes service's illness advice for adults with type 1 diabetes on insulin injections: insulin is never stopped when unwell; glucose is checked often, and ketones too once glucose is above 14 mmol/L or the person feels very unwell, rechecking every 2 hours; ketones above 1.5 mmol/L with a high glucose call for a doubled correction dose, and with vomiting, breathlessness or inability to keep fluids down, for the emergency department straight away.",
  },
  "acep-2023-mild-tbi": {
    topics: ["head injury", "mild traumatic brain injury", "anticoagulant", "ct head", "canadian ct head rule"],
    summary:
      "The American College of Emergency Physicians' 2023 policy on adults in the emergency department after a minor head injury: the Canadian CT Head Rule guides who needs a head CT, but no decision tool can rule out the need for a CT in someone taking an anticoagulant or an antiplatelet other than aspirin. After one CT with no bleeding and a normal examination, a repeat scan or admission is not routine; discharge advice covers delayed bleeding, and fall risk and the anticoagulant's balance of benefit are reviewed afterwards.",
  },
  "inouye-2014-delirium-elderly": {
    topics: ["delirium", "acute confusion", "older adults", "cognitive assessment", "prevention"],
    summary:
      "A Lancet review of delirium in people aged 65 and over: an acute disturbance of attention and cognition that is common, serious and often missed. Diagnosis rests on a formal cognitive assessment and a history of acute onset; the causes are usually several at once (illness, medicines, dehydration). Non-drug multicomponent care prevents it best, sedating drugs are reduced, and no medicine has been shown to prevent or treat it.",
  },
  "jfp-2005-elevated-prolactin": {
    topics: ["hyperprolactinaemia", "prolactin", "antipsychotic", "prolactinoma", "pituitary mri"],
    summary:
      "A family-practice evidence review of a raised prolactin: antipsychotics commonly raise it, and when the medicine is needed the level is followed with psychiatric advice on the choice of drug. Symptoms such as headaches or visual disturbance, or a prolactin of 200 ng/mL or more, call for pituitary imaging (MRI or CT), as does a raised prolactin with no explanation.",
  },
  "mhf-suicidal-thoughts-uk": {
    topics: ["suicidal thoughts", "suicide risk", "crisis help", "samaritans"],
    summary:
      "The Mental Health Foundation's page for people with suicidal thoughts in the UK: anyone who has taken steps to end their life, or cannot keep themselves safe, calls 999 or goes to A&E straight away; Samaritans answer on 116 123 at any hour. It lists risk factors such as earlier attempts or self-harm, unemployment, living alone, alcohol or drug dependence and mental illness.",
  },
  "webmd-2022-988-lifeline": {
    topics: ["suicidal thoughts", "crisis help", "988 lifeline"],
    summary:
      "Explains the US 988 Suicide and Crisis Lifeline: since July 2022, calling or texting 988 reaches a trained crisis counselor at any hour, free, for thoughts of suicide or a mental health or substance use crisis; the counselor can bring in emergency services (911) for someone in danger.",
  },
  "michiels-1999-thrombocythaemia-acquired-vwd": {
    topics: ["essential thrombocythaemia", "extreme thrombocytosis", "acquired von willebrand syndrome", "aspirin"],
    summary:
      "A review of thrombocythaemia explaining why a platelet count above about 1000 ×10⁹/L brings bleeding as well as clots: the excess platelets deplete the large von Willebrand factor multimers. At such counts low-dose aspirin still prevents clots but can make bleeding worse, and bringing the count back below 1000 ×10⁹/L restores the factor and removes the bleeding tendency, while the clotting risk remains.",
  },
  "path-2017-frail-lipid-lowering": {
    topics: ["deprescribing", "statins", "frailty", "primary prevention", "older adults"],
    summary:
      "A systematic review by the Canadian PATH programme on cholesterol-lowering medicines in people who are severely frail: no trials were done in this group, and the evidence gives no reason to start or keep a statin for primary prevention, because it is unlikely to help the outcomes that matter to them. For secondary prevention a statin is probably not needed either, unless there are particular reasons. If one is kept, a lower dose may suit better, and stopping can be tried when side effects or interactions are a worry.",
  },
  "rcem-learning-ugib-blatchford": {
    topics: ["upper gastrointestinal bleeding", "glasgow-blatchford score", "risk stratification"],
    summary:
      "The Royal College of Emergency Medicine's learning module on upper GI bleeding: the Glasgow-Blatchford score is the emergency department's risk tool, built from liver disease and heart failure in the history, melaena and fainting, the pulse and blood pressure, and the haemoglobin and urea; a score of 0 allows early discharge with outpatient endoscopy under NICE.",
  },
  "rcem-learning-variceal-bleeds": {
    topics: ["variceal bleeding", "terlipressin", "antibiotics", "cirrhosis", "upper gastrointestinal bleeding"],
    summary:
      "The Royal College of Emergency Medicine's learning module on variceal bleeding: terlipressin lowers portal pressure, reduces blood loss and lowers mortality (octreotide if it is unavailable), and every patient with a suspected variceal bleed is given intravenous antibiotics by local guidance.",
  },
  "nhs-devon-haematuria-referral": {
    topics: ["visible haematuria", "haematuria", "urology referral", "bladder cancer"],
    summary:
      "NHS Devon's referral guidance on blood in the urine: visible haematuria without symptoms of a urine infection is a red flag. A urine infection is diagnosed and treated before referral is considered. For visible haematuria the work-up is a full blood count, creatinine, blood pressure and a urine culture (MSU). NICE's suspected cancer criteria cover most cases, but a few people under 45 get bladder cancer, so a referral outside those criteria can still be right case by case.",
  },
  "nice-ng232-head-injury": {
    topics: ["head injury", "anticoagulant", "ct head scan", "glasgow coma scale"],
    summary:
      "NICE's head injury guideline (2023): anticoagulant or antiplatelet treatment is a risk factor that sends someone with a head injury to the emergency department; NICE's quality standard asks for a CT head scan within 8 hours of the injury for people on anticoagulants even without other risk factors; a GCS of 12 or less, a GCS below 15 two hours after the injury, more than one episode of vomiting, a seizure, a focal deficit or signs of a skull fracture call for a scan within 1 hour.",
  },
  "bmj-bp-central-hypothyroidism": {
    topics: ["central hypothyroidism", "pituitary", "free t4", "tsh", "visual field", "pituitary mri"],
    summary:
      "A clinical reference topic on central hypothyroidism, a low free T4 without the raised TSH of thyroid-gland failure: headache, double vision and reduced peripheral vision are among its features and point to a mass in or near the pituitary, a known risk factor. Free T4 and TSH come first; pituitary MRI, prolactin, a fasting morning cortisol, testosterone and the gonadotrophins are the tests to consider next.",
  },
  "jolson-1991-warfarin-fluoroquinolones": {
    topics: ["warfarin", "fluoroquinolone", "ciprofloxacin", "drug interaction", "prothrombin time", "inr"],
    summary:
      "Reports to the US FDA's adverse reaction system describe people on warfarin whose prothrombin time became prolonged 2 to 16 days after a fluoroquinolone such as ciprofloxacin or norfloxacin was added; the authors advise close monitoring of clotting tests while the two are taken together.",
  },
  "stone-1999-lithium-ndi": {
    topics: ["lithium", "nephrogenic diabetes insipidus", "polyuria", "thirst", "hypernatraemia"],
    summary:
      "A review with a case: lithium can cause nephrogenic diabetes insipidus, in which the kidneys cannot concentrate urine, in a sizeable minority of people taking it (up to 20 to 40 percent), and the defect can last long after lithium is stopped. Such people can become dangerously dehydrated with a high sodium if they cannot drink freely, so people on lithium, or who took it in the past, should be watched for its signs.",
  },
  "wao-2020-anaphylaxis-guidance": {
    topics: ["anaphylaxis", "diagnostic criteria", "urticaria", "angioedema", "hypotension", "epinephrine"],
    summary:
      "The World Allergy Organization's 2020 guidance: anaphylaxis is highly likely when sudden skin or mucosal signs (hives, itch, flushing, swollen lips or tongue) come with breathing difficulty or low blood pressure, or when low blood pressure, bronchospasm or throat involvement follows a known or very likely allergen even without skin signs; an adult systolic below 90 mmHg counts as low. Intramuscular adrenaline is the first treatment, and people are referred to a specialist afterwards.",
  },
  "rcuk-2021-anaphylaxis-update": {
    topics: ["anaphylaxis", "adrenaline", "emergency treatment", "posture"],
    summary:
      "A summary of the Resuscitation Council UK's 2021 anaphylaxis guideline: intramuscular adrenaline first, repeated after 5 minutes if airway, breathing or circulation problems persist; the person lies flat, or half-sits if that eases breathing, and avoids sudden standing; early IV fluids for low blood pressure; antihistamines come third and steroids are no longer routine.",
  },
  "kdigo-2020-potassium-controversies": {
    topics: ["hyperkalemia", "hyperkalaemia", "hypokalemia", "potassium", "kidney disease", "acute hyperkalemia"],
    summary:
      "The conclusions of an international KDIGO conference on potassium in kidney disease: high and low potassium are common, above all with tubular disorders and a low GFR, and a multidisciplinary panel (nephrology, cardiology, emergency medicine and others) met to identify the evidence and the best management of high and low potassium, acute and chronic.",
  },
  "nice-ng114-copd-exacerbation-antibiotics": {
    topics: ["copd exacerbation", "antibiotics", "sputum purulence", "aecopd"],
    summary:
      "NICE's guideline on antibiotics for an acute exacerbation of COPD: an antibiotic is considered only after weighing the severity of symptoms, particularly a change in sputum colour or a rise in its volume or thickness, whether hospital treatment is needed, earlier exacerbations and sputum results, and the risk of resistance; people are told to seek help if symptoms worsen quickly or do not improve within 2 to 3 days.",
  },
  "aimar-2014-copd-management": {
    topics: ["copd exacerbation", "hospital admission", "hypoxaemia", "confusion"],
    summary:
      "An Italian multi-society document on COPD care whose table lists when an exacerbation should be treated in hospital: failed outpatient treatment, serious other illness, a marked rise in breathlessness or new signs such as cyanosis or oedema, clearly worse hypoxaemia or hypercapnia, a change in mental state, and too little support at home.",
  },
  "fpnotebook-uti-men": {
    topics: ["urinary tract infection", "men", "recurrent uti", "outflow obstruction"],
    summary:
      "A reference page on urinary infection in men: about half have a significant underlying disorder, outflow obstruction with residual urine being the commonest over 50 and stones in younger men, so the urinary tract is studied (ultrasound, flow rate, then cystoscopy or urodynamics where needed).",
  },
  "aafp-2015-coc-vte-cochrane": {
    topics: ["combined oral contraceptive", "venous thromboembolism", "pulmonary embolism", "deep vein thrombosis"],
    summary:
      "A Cochrane review summarised for family doctors: every combined oral contraceptive raises the risk of venous thromboembolism, up to about fourfold, and pills with desogestrel, drospirenone, gestodene or cyproterone more than those with levonorgestrel.",
  },
  "tebben-2016-vitamin-d-hypercalcaemia": {
    topics: ["hypercalcaemia", "vitamin d toxicity", "sarcoidosis", "1,25-dihydroxyvitamin d", "25-hydroxyvitamin d"],
    summary:
      "A review of hypercalcaemia driven by vitamin D: too much vitamin D taken by mouth raises 25-hydroxyvitamin D to very high levels, whereas granulomas (sarcoidosis, tuberculosis) and some lymphomas make excess 1,25-dihydroxyvitamin D, and a failure to break 1,25-dihydroxyvitamin D down is a rarer cause; the two forms therefore point to different causes when PTH is suppressed.",
  },
  "acep-2021-hyperkalaemia-ed": {
    topics: ["hyperkalemia", "hyperkalaemia", "emergency department", "calcium", "insulin", "potassium shift"],
    summary:
      "An expert panel sponsored by the American College of Emergency Physicians reviewed emergency treatment of high potassium: intravenous calcium to protect the heart muscle, and treatments that move potassium into the cells and remove it from the body, and proposed a treatment algorithm for emergency departments.",
  },
  "nhs-ggc-non-visible-haematuria": {
    topics: ["non-visible haematuria", "dipstick haematuria", "scotland", "urology referral", "renal referral"],
    summary:
      "NHS Greater Glasgow and Clyde's primary care pathway for non-visible haematuria in adults without symptoms: the dipstick is repeated 2 to 6 weeks later; a negative or trace result needs no referral; 1+ or more leads to an assessment with blood pressure, urine culture, blood count and eGFR; with no infection, over 60 is an urgent suspicion of cancer referral to urology, 45 to 60 a routine urology referral with an ultrasound, and under 45 a renal referral is considered by kidney function, blood pressure and proteinuria.",
  },
  "nhs-lanarkshire-h-pylori-eradication": {
    topics: ["helicobacter pylori", "eradication therapy", "dyspepsia", "scotland", "antibiotics"],
    summary:
      "NHS Lanarkshire's primary care antimicrobial guidance on Right Decisions: a positive H. pylori test with ulcer disease, low-grade MALToma or non-ulcer dyspepsia is treated (not reflux alone) with a proton-pump inhibitor, amoxicillin and either clarithromycin or metronidazole for 7 days, avoiding an antibiotic used in the past year; bismuth-based therapy is used with penicillin allergy and previous clarithromycin.",
  },
  "scottish-parliament-2025-lung-screening": {
    topics: ["lung cancer screening", "scotland", "targeted lung screening", "smoking"],
    summary:
      "The Scottish Government's written answer of January 2025: it plans targeted lung cancer screening for people aged 55 to 74 with a history of smoking, as the UK National Screening Committee recommended; a business case was being developed, and a national programme is likely to take years rather than months to bring in.",
  },
  "cruk-lung-cancer-screening": {
    topics: ["lung cancer screening", "uk national screening committee", "low-dose ct", "smoking"],
    summary:
      "Cancer Research UK's page for health professionals on lung cancer screening: in September 2022 the UK National Screening Committee recommended targeted screening across the UK, inviting people aged 55 to 74 who smoke or used to smoke to a risk assessment and offering a low-dose CT scan to those at high risk, with stop-smoking support; it will take time to reach everyone.",
  },
  "rch-psgn-guideline": {
    topics: ["post-streptococcal glomerulonephritis", "acute nephritis in children", "psgn", "complement c3"],
    summary:
      "The Royal Children's Hospital Melbourne guideline on post-streptococcal glomerulonephritis, the commonest acquired glomerulonephritis in children: it follows a strep throat or skin infection by 2 to 4 weeks, with high blood pressure, blood in the urine and swelling. Severe hypertension, high potassium or acidosis, fluid on the lungs, little or no urine or a rising creatinine need urgent specialist care; most children are managed with close follow-up until it settles by about 8 weeks.",
  },
  "nhsggc-paediatric-glomerulonephritis": {
    topics: ["glomerulonephritis in children", "acute nephritis in children", "complement c3"],
    summary:
      "NHS Greater Glasgow and Clyde's guideline on glomerulonephritis in children: acute glomerulonephritis is sudden blood and protein in the urine, sometimes with swelling and high blood pressure; first tests include kidney function, streptococcal antibodies and complement, and a low C3 in suspected post-infectious disease is checked again at 6 to 8 weeks.",
  },
  "coreem-post-infectious-gn": {
    topics: ["post-infectious glomerulonephritis", "post-streptococcal glomerulonephritis", "complement c3"],
    summary:
      "Core EM's summary of post-infectious glomerulonephritis: it follows a strep throat or skin infection, mostly in children aged 3 to 12, with cola-coloured urine, and is treated supportively for fluid overload and high blood pressure; a C3 that has not returned to normal by 10 weeks, or a creatinine that stays raised, prompts a search for another cause.",
  },
  "bmj-bp-nms-diagnosis": {
    topics: ["neuroleptic malignant syndrome", "antipsychotic", "hyperthermia", "rigidity", "altered mental status"],
    summary:
      "BMJ Best Practice's approach to diagnosing neuroleptic malignant syndrome: it rests on the tetrad of altered mental state, muscle rigidity, autonomic dysfunction and hyperthermia; when it is suspected the antipsychotic is stopped and supportive care started while the work-up goes on, and it stays a diagnosis of exclusion.",
  },
  "msd-nms-professional": {
    topics: ["neuroleptic malignant syndrome", "dantrolene", "bromocriptine", "cooling", "intensive care"],
    summary:
      "The MSD Manual's account of neuroleptic malignant syndrome treatment: stop the causative drug and treat supportively, usually in intensive care, with physical cooling and IV benzodiazepines for agitation; dantrolene, bromocriptine or amantadine are adjuncts without proof of benefit in trials; about 10 to 20% of treated patients die.",
  },
  "nhs-health-scotland-aaa-screening": {
    topics: ["abdominal aortic aneurysm", "aaa screening", "scotland", "men aged 65"],
    summary:
      "Scotland's abdominal aortic aneurysm screening programme invites men in their 65th year for one ultrasound scan of the abdomen; most have no aneurysm, and one that is found is watched with repeat scans or referred to a surgeon by its size.",
  },
  "bmj-bp-coeliac-monitoring": {
    topics: ["coeliac disease", "celiac disease", "ttg", "gluten-free diet", "adherence", "monitoring"],
    summary:
      "BMJ Best Practice on following up coeliac disease: yearly reviews check how well the gluten-free diet is kept; the IgA tTG antibody is repeated in the first year after diagnosis and then yearly as a guide to adherence. It usually returns to normal within 6 to 9 months of a strict diet, though in some it takes years, and a level that is falling in someone who is well needs no immediate action.",
  },
  "rcog-gtg69-2024-nvp-hg": {
    topics: ["hyperemesis gravidarum", "nausea and vomiting of pregnancy", "antiemetics in pregnancy"],
    summary:
      "The Royal College of Obstetricians and Gynaecologists' 2024 guideline on sickness in pregnancy and its severe form, hyperemesis gravidarum. It scores severity with questionnaires, says urine ketones should not be used to judge dehydration or severity, and lists anti-sickness medicines that are safe to use.",
  },
  "nhs-bnssg-hyperemesis": {
    topics: ["hyperemesis gravidarum", "nausea and vomiting of pregnancy"],
    summary:
      "An NHS referral page from Bristol and nearby areas. It explains that hyperemesis gravidarum is the severe end of pregnancy sickness, diagnosed when vomiting goes on with more than 5% weight loss, dehydration and upset body salts.",
  },
  "nhs-devon-hyperemesis-referral": {
    topics: ["hyperemesis gravidarum", "dehydration in pregnancy", "wernicke's encephalopathy"],
    summary:
      "NHS Devon's guide for doctors assessing severe pregnancy sickness: checking pulse, blood pressure, weight and signs of dehydration, looking for other causes, and watching for confusion or unsteadiness that could mean a vitamin B1 (thiamine) shortage.",
  },
  "nhs-postnatal-headache": {
    topics: ["postnatal headache", "headache after birth", "pre-eclampsia after birth"],
    summary:
      "An NHS page for new mothers about headaches after birth. Most are mild, but some signs mean going to A&E at once (a fit, a sudden very severe headache, weakness, vision loss, confusion), and a headache that painkillers do not ease or that changes with position means contacting the maternity unit or GP the same day.",
  },
  "bja-ed-2022-postpartum-headache": {
    topics: ["postpartum headache", "post-dural puncture headache", "cerebral venous sinus thrombosis"],
    summary:
      "A 2022 review for anaesthetists on headaches after childbirth. Most are harmless, but causes such as bleeding in the brain, blood clots in the brain's veins, pre-eclampsia and a leak after an epidural need urgent care; an epidural leak headache is reviewed by the anaesthetic team.",
  },
  "acip-2022-rzv-immunocompromised": {
    topics: ["shingles vaccine", "recombinant zoster vaccine", "shingrix", "immunosuppression"],
    summary:
      "The US vaccine committee's 2022 advice: adults aged 19 or older whose immune system is, or is about to be, weakened by an illness or its treatment should have two doses of the non-live shingles vaccine (Shingrix); the second dose can come 1 to 2 months after the first when a shorter schedule helps.",
  },
  "green-book-ch28a-shingles": {
    topics: ["shingles vaccine", "shingrix", "severe immunosuppression", "nhs shingles programme"],
    summary:
      "The UK's Green Book chapter on the shingles vaccine. The NHS offers two doses of the non-live vaccine (Shingrix) to people whose immune system is severely weakened: from age 50 since September 2023, and from age 18 since September 2025. People taking biologic or JAK inhibitor medicines are among them; GP practices give the vaccine.",
  },
  "qrisk3-2017-bmj": {
    topics: ["qrisk3", "cardiovascular risk", "family history of coronary heart disease", "primary prevention"],
    summary:
      "The 2017 BMJ paper that built and tested QRISK3, the UK tool that estimates a person's chance of a heart attack or stroke over 10 years (ages 25 to 84). One of its questions is whether a parent, brother, sister or child had angina or a heart attack before the age of 60.",
  },
  "ats-2020-sarcoidosis-diagnosis": {
    topics: ["sarcoidosis", "bilateral hilar lymphadenopathy", "erythema nodosum", "hypercalcaemia", "serum ace"],
    summary:
      "The American Thoracic Society's 2020 guideline on diagnosing sarcoidosis: the diagnosis rests on a fitting clinical picture, granulomas in a tissue sample and ruling out other causes. Löfgren's syndrome, erythema nodosum and swollen lymph glands on both sides of the chest (bilateral hilar lymphadenopathy) make it highly probable; a high calcium from abnormal vitamin D handling and a raised ACE level support it. Calcium is checked at the start in everyone with sarcoidosis.",
  },
  "scottish-referral-guidelines-lung-2025": {
    topics: ["lung cancer", "chest x-ray", "haemoptysis", "weight loss", "suspected cancer referral", "scotland"],
    summary:
      "Scotland's 2025 suspected-cancer referral guide for lung and pleural cancer: an urgent suspicion of cancer (USC) chest X-ray for unexplained symptoms lasting 3 weeks or more (one in anyone who has smoked, two in others) such as cough, breathlessness, chest pain, weight or appetite loss and tiredness, or for a raised platelet count without another cause; unexplained coughing up of blood, or an X-ray or CT concerning for cancer, is a USC referral to the respiratory service, and some symptom combinations are referred even after a normal X-ray.",
  },
  "scottish-referral-guidelines-bladder-kidney-2025": {
    topics: ["haematuria", "bladder cancer", "kidney cancer", "suspected cancer referral", "scotland"],
    summary:
      "Scotland's 2025 suspected-cancer referral guide for bladder and kidney cancer: unexplained visible blood in the urine (one episode without infection at 45 or over, more than one under 45, or bleeding that continues after a treated infection), or blood found only on dipstick at 60 or over that is still there on a repeat test 2 to 6 weeks later with a negative urine culture, is referred to urology as an urgent suspicion of cancer (USC).",
  },
  "bsg-2023-acute-liver-injury-to-failure": {
    topics: ["acute liver injury", "acute liver failure", "coagulopathy", "encephalopathy", "liver transplant centre"],
    summary:
      "British Society of Gastroenterology teaching (2023): acute liver injury is a sudden rise in liver tests with clotting impaired by the liver, and acute liver failure adds confusion from liver failure; every case of acute liver failure, and any acute liver injury with significant or worsening clotting failure, is discussed promptly with a liver transplant centre, with careful supportive care before any transfer.",
  },
  "fda-acetaminophen-injection-weight-dosing": {
    topics: ["acetaminophen", "paracetamol", "low body weight", "under 50 kg", "hepatotoxicity", "maximum daily dose"],
    summary:
      "The US label for intravenous acetaminophen carries a boxed warning: for patients under 50 kg the dose is worked out from body weight, the total daily dose from all sources must stay within the maximum, and acetaminophen has caused acute liver failure, sometimes needing a liver transplant or ending in death.",
  },
  "acog-pb222-htn-preeclampsia": {
    topics: ["preeclampsia", "gestational hypertension", "severe features", "magnesium sulfate", "hellp syndrome"],
    summary:
      "ACOG's practice bulletin on gestational hypertension and preeclampsia. Preeclampsia is blood pressure of 140/90 mmHg or more on two occasions at least 4 hours apart after 20 weeks, with new proteinuria or, without it, signs of organ involvement; 160/110 mmHg or more is the severe range. Acute-onset severe hypertension that persists for 15 minutes or more is treated urgently (labetalol, hydralazine or immediate-release nifedipine). Magnesium sulfate is used for seizure prophylaxis in gestational hypertension and preeclampsia with severe features, and from 34 weeks severe features are a reason to proceed to delivery.",
  },
  "nhs-devon-antithyroid-drugs": {
    topics: ["antithyroid drugs", "carbimazole", "propylthiouracil", "agranulocytosis", "neutropenia", "sore throat"],
    summary:
      "An NHS formulary page on antithyroid drugs: people taking carbimazole or propylthiouracil are asked to report a sore throat, mouth ulcers or high fever; a white cell count is checked with any sign of infection, and the drug is stopped promptly with clinical or laboratory evidence of neutropenia. Carbimazole is given until euthyroid, usually 4-8 weeks, then at a maintenance dose, usually for 12-18 months.",
  },
  "ccjm-2018-sab-echo-id": {
    topics: ["staphylococcus aureus", "bacteraemia", "bacteremia", "endocarditis", "echocardiography"],
    summary:
      "An editorial on Staphylococcus aureus bacteraemia: it always needs further investigation, because up to a quarter of patients have endocarditis, which S. aureus can cause on normal valves; routine echocardiography is recommended, transoesophageal finding more endocarditis than transthoracic, and persistent bacteraemia or fever on treatment and community onset predict a complicated course.",
  },
  "holland-2022-persistent-mrsa-bacteraemia": {
    topics: ["mrsa", "staphylococcus aureus", "bacteraemia", "follow-up blood cultures", "echocardiography"],
    summary:
      "An opinion paper on persistent MRSA bacteraemia: a positive follow-up blood culture on apparently appropriate treatment is common and ominous, and bacteraemia beyond one calendar day should start a search for metastatic infection; transthoracic echocardiography is advised for every patient with MRSA bacteraemia and transoesophageal when it is negative or a prosthetic valve is present.",
  },
  "tong-2025-sab-review": {
    topics: ["staphylococcus aureus", "bacteraemia", "mssa", "mrsa", "cefazolin", "source control"],
    summary:
      "A clinical review of Staphylococcus aureus bacteraemia: case fatality is 15-30%; empirical treatment covers MRSA (vancomycin or daptomycin), and once susceptibilities are known MSSA is treated with cefazolin or an antistaphylococcal penicillin; sites of metastatic infection are sought and the source controlled by removing infected devices and draining abscesses.",
  },
  "idsa-shea-2021-cdi": {
    topics: ["clostridioides difficile", "c. difficile", "fidaxomicin", "oral vancomycin", "recurrence"],
    summary:
      "The IDSA/SHEA 2021 focused update on C. difficile infection in adults: fidaxomicin is preferred over a standard course of oral vancomycin for an initial episode and for recurrences, vancomycin remaining an acceptable alternative; bezlotoxumab is added for a recurrence within 6 months. Severe disease is marked by white cells of 15,000 or more or creatinine above 1.5 mg/dL, fulminant disease by hypotension, shock, ileus or megacolon.",
  },
  "scottish-referral-guidelines-lower-gi-2025": {
    topics: ["fit", "qfit", "iron deficiency anaemia", "colorectal cancer", "suspected cancer referral", "scotland"],
    summary:
      "Scotland's 2025 suspected-cancer referral guide for bowel cancer: iron-deficiency anaemia, repeated rectal bleeding, blood mixed in the stool or a change in bowel habit for 4 weeks or more is tested with a quantitative FIT; a result of 20 µg haemoglobin per gram of faeces or more, or a person who cannot do the test, is referred to the colorectal service as an urgent suspicion of cancer (USC), as is an abdominal or rectal mass.",
  },
  "scottish-referral-guidelines-upper-gi-2025": {
    topics: ["dysphagia", "weight loss", "dyspepsia", "upper gi cancer", "suspected cancer referral", "scotland"],
    summary:
      "Scotland's 2025 suspected-cancer referral guide for upper GI cancer: persistent or progressive trouble swallowing, or weight loss (5% or more, or strongly suspected) at 55 or over with upper abdominal pain, early fullness, reflux, indigestion or nausea or vomiting, is referred as an urgent suspicion of cancer (USC) by the local pathway, for assessment rather than a set test.",
  },
  "nhsggc-paracetamol-overdose-handbook": {
    topics: ["paracetamol overdose", "therapeutic excess", "staggered overdose", "acetylcysteine", "toxbase"],
    summary:
      "A Scottish health board's adult guidance on paracetamol overdose, used with TOXBASE and the National Poisons Information Service: intravenous acetylcysteine is the treatment of choice, most effective within 8 hours but possibly still useful beyond 24. Everyone who has self-harmed needs hospital assessment, and after therapeutic excess so does anyone with symptoms, or anyone who took 75 mg/kg or more in a 24-hour period while also exceeding the licensed dose.",
  },
  "jrcalc-2016-paracetamol-low-weight": {
    topics: ["paracetamol", "low body weight", "under 50 kg", "hepatotoxicity", "dose adjustment"],
    summary:
      "The UK ambulance clinical guidelines (JRCALC) added that some patients are at more risk of paracetamol toxicity even at usual doses, above all those weighing under 50 kg and those with risk factors for liver toxicity, and that the oral or intravenous dose should be adjusted on clinical judgement.",
  },
  "claridge-2010-paracetamol-low-weight-alf": {
    topics: ["paracetamol", "acute liver failure", "low body weight", "malnutrition", "maximum daily dose"],
    summary:
      "Two cases from a UK liver unit, one fatal, of acute liver failure after paracetamol at the usual maximum of 4 g a day in malnourished adults of low body weight; the authors advise considering a lower dose when body weight is low or there are other risk factors such as malnutrition, alcohol or enzyme-inducing drugs.",
  },
  "aasld-easl-2014-hepatic-encephalopathy": {
    topics: ["hepatic encephalopathy", "cirrhosis", "lactulose", "rifaximin", "precipitating factors"],
    summary:
      "The joint AASLD/EASL practice guideline on hepatic encephalopathy in chronic liver disease. Overt encephalopathy is graded clinically (West Haven) after other causes of confusion are excluded, and an episode is treated by finding and correcting what brought it on: infection, gastrointestinal bleeding, dehydration or too much diuretic, electrolyte disturbances such as low potassium, constipation and sedating medicines. Lactulose is the first-choice treatment, adjusted to two or three soft stools a day and continued to prevent recurrence; rifaximin is added to lactulose after a further episode.",
  },
  "nhs-kent-medway-adr-yellow-card": {
    topics: ["adverse drug reaction", "yellow card", "mhra", "pharmacovigilance"],
    summary:
      "An NHS formulary's guidance on reporting adverse drug reactions in the UK: suspected reactions are reported to the MHRA through the Yellow Card scheme (online, by app or on paper). All serious suspected reactions to established medicines are reported, as is any suspected reaction in children, in people over 65 or to newer medicines marked with a black triangle.",
  },
  "fda-medwatch": {
    topics: ["adverse drug reaction", "medwatch", "fda", "pharmacovigilance"],
    summary:
      "The FDA's MedWatch programme, the US route for reporting serious adverse events that health professionals or patients suspect were caused by a medicine or device, online, by phone (1-800-FDA-1088) or on Form 3500; US medicine labels name it for reporting suspected adverse reactions.",
  },
  "aha-2018-resistant-hypertension": {
    topics: ["resistant hypertension", "hypertension", "spironolactone", "primary aldosteronism"],
    summary:
      "The American Heart Association's statement on blood pressure that stays above goal on three drug classes at full doses, usually a calcium-channel blocker, an ACE inhibitor or ARB and a diuretic. Adherence and out-of-office readings are checked first to exclude pseudoresistance; contributing lifestyle factors, interfering drugs and secondary causes are looked for. Treatment maximises lifestyle change, uses a long-acting thiazide-like diuretic, adds spironolactone or eplerenone, then further drugs, with a hypertension specialist if it stays uncontrolled.",
  },
  "bashh-2015-syphilis": {
    topics: ["syphilis", "benzathine penicillin", "procaine penicillin", "sexual health", "uk"],
    summary:
      "The British Association for Sexual Health and HIV's UK guideline on syphilis (2015 update): benzathine penicillin is the preferred treatment, and procaine penicillin, which needs daily injections, is now only an alternative at every stage except neurosyphilis; macrolide antibiotics are kept for when nothing else is suitable and follow-up is assured.",
  },
  "heart-uk-2019-lpa": {
    topics: ["lipoprotein(a)", "cardiovascular risk", "lipids", "familial hypercholesterolaemia"],
    summary:
      "The UK lipid charity's consensus on lipoprotein(a): a largely inherited, independent cause of atherosclerotic disease and aortic stenosis. Results are reported in nmol/L, and the risk it adds is graded as minor at 32–90, moderate at 90–200, high at 200–400 and very high above 400 nmol/L. It is measured in people with early vascular disease in themselves or their family, in FH, in aortic stenosis, at borderline 10-year risk, and in close relatives of people above 200 nmol/L. Care aims at lowering overall risk, with a desirable non-HDL cholesterol below 2.5 mmol/L.",
  },
  "acog-pb183-pph-2017": {
    topics: ["postpartum hemorrhage", "obstetric hemorrhage", "hypovolemia", "pregnancy"],
    summary:
      "The US obstetric guideline on bleeding after birth: postpartum hemorrhage is a cumulative blood loss of 1,000 mL or more, or any loss with signs or symptoms of low blood volume, within 24 hours of the birth. It is a leading cause of maternal death and, through transfusion, of severe maternal illness, and units are urged to use standard hemorrhage bundles and protocols.",
  },
  "rcm-2016-rubella-screening-ends": {
    topics: ["rubella", "mmr vaccine", "pregnancy", "antenatal screening"],
    summary:
      "Rubella immunity testing stopped being part of routine antenatal screening in England in April 2016: rubella is eliminated in the UK, the test does not protect the current pregnancy, and MMR before pregnancy protects best. A woman without two recorded MMR doses is offered MMR after the birth, before any further pregnancy, and meanwhile avoids contact with the infection.",
  },
  "nice-ta430-hcv": {
    topics: ["hepatitis c", "hcv", "direct-acting antiviral", "sofosbuvir–velpatasvir", "delivery network"],
    summary:
      "NICE's appraisal of sofosbuvir–velpatasvir: it recommends this tablet treatment for adults with chronic hepatitis C of any genotype, whether or not they were treated before and including those with cirrhosis. In the NHS in England the decision to treat is made by the multidisciplinary team of a hepatitis C operational delivery network.",
  },
  "tenner-1994-alt-gallstone-pancreatitis": {
    topics: ["acute pancreatitis", "gallstone pancreatitis", "biliary pancreatitis", "alt", "liver tests"],
    summary:
      "A meta-analysis of blood tests for the cause of acute pancreatitis: an ALT of about three times the upper limit or more (150 IU/L) points strongly to gallstones as the cause, while bilirubin and ALP help little in telling them apart.",
  },
  "basl-bsg-2022-nafld-quality-standards": {
    topics: ["fatty liver", "masld", "nafld", "liver fibrosis", "fib-4", "hepatology referral"],
    summary:
      "UK liver societies' quality standards for fatty liver disease. Fibrosis risk is first judged in primary care with a simple score such as FIB-4; people at high risk of advanced fibrosis or cirrhosis are referred to a liver specialist, an in-between result is followed by elastography or the ELF blood test, and people at low risk stay in primary care with lifestyle and heart-risk care, the score being repeated after three years.",
  },
  "nice-dg50-nafld-fibrosis-tests": {
    topics: ["fatty liver", "masld", "nafld", "liver fibrosis", "elf test", "fib-4", "elastography"],
    summary:
      "NICE's account of how fibrosis is tested for in fatty liver disease in England: its NAFLD guideline NG49 suggests the enhanced liver fibrosis (ELF) blood test, a score of 10.51 or more pointing to advanced fibrosis and leading on to elastography for cirrhosis; ordinary liver blood tests neither rule out fatty liver nor stage it. The British Society of Gastroenterology starts with FIB-4 or the NAFLD fibrosis score and uses elastography or ELF when the result is intermediate. Local pathways differ.",
  },
  "rcog-gtg13-chickenpox-pregnancy": {
    topics: ["varicella", "chickenpox", "pregnancy", "vaccination", "post-exposure prophylaxis"],
    summary:
      "The UK obstetric guideline on chickenpox in pregnancy. A woman found not immune is offered varicella vaccine before a pregnancy or after the birth (breastfeeding is safe after it), not during pregnancy. Meanwhile she should avoid contact with chickenpox and shingles and tell her maternity team or GP straight away after any contact, because immunoglobulin or antiviral treatment after exposure depends on timing.",
  },
  "immunize-org-varizig-exposure": {
    topics: ["varicella", "chickenpox", "pregnancy", "immune globulin", "post-exposure prophylaxis"],
    summary:
      "US advice from the immunisation committee (ACIP): people without evidence of varicella immunity who are at high risk of severe disease and cannot be vaccinated, pregnant people among them, are given varicella zoster immune globulin (VariZIG) as soon as possible and up to 10 days after contact with chickenpox or shingles.",
  },
  "acg-cag-2017-dyspepsia": {
    topics: ["dyspepsia", "upper gi endoscopy", "helicobacter pylori", "gastric cancer", "alarm features"],
    summary:
      "The joint North American dyspepsia guideline suggests an upper endoscopy for anyone 60 or over with dyspepsia, to exclude a cancer or other disease, and earlier for those at higher risk. Under 60, alarm features are weighed case by case rather than leading to endoscopy automatically; the first steps are a non-invasive H. pylori test, treated if positive, then a trial of a proton pump inhibitor.",
  },
  "stopp-start-v3-2023": {
    topics: [
      "deprescribing",
      "older adults",
      "polypharmacy",
      "potentially inappropriate medication",
      "medication review",
    ],
    summary:
      "The third version of the European STOPP/START criteria, agreed by a panel of experts in prescribing for older people: 190 explicit criteria, up from 114, naming medicines that are potentially inappropriate (STOPP) and treatments that are potentially missing (START), for use at medication review in older people with several conditions and many medicines.",
  },
  "phe-uti-over-65-dipstick": {
    topics: ["urinary tract infection", "urine dipstick", "older adults", "delirium", "care home"],
    summary:
      "The English pathway for suspected urinary infection from age 65 drops the urine dipstick, which grows less reliable with age. Sepsis and kidney infection are checked for first; a urinary infection is then likely with new painful urination alone, or with two or more of fever, new frequency or urgency, new incontinence, new or worse delirium, new suprapubic pain and visible blood in the urine. When it is unlikely, other causes of delirium and other infections are sought.",
  },
  "nice-ng97-dementia-anticholinergic": {
    topics: ["dementia", "anticholinergic burden", "medication review", "cognitive impairment"],
    summary:
      "NICE's dementia guideline (NG97), as summarised in the BMJ by its authors: a high anticholinergic burden can cause cognitive impairment, worsening the thinking and memory problems of dementia or leading to a mistaken diagnosis of it, and a validated tool such as the Anticholinergic Cognitive Burden Scale helps judge whether it is a problem. NICE notes that many people living with dementia are still prescribed medicines with a high anticholinergic burden.",
  },
  "fda-2012-citalopram-older": {
    topics: ["citalopram", "qt prolongation", "maximum dose", "older adults", "torsade de pointes"],
    summary:
      "The FDA's 2012 revision of the citalopram label: no more than 40 mg a day for anyone, and no more than 20 mg a day for people over 60, with liver impairment, who are CYP2C19 poor metabolisers or who take cimetidine or another CYP2C19 inhibitor, because higher levels lengthen the QT interval. Citalopram is not recommended with other QT-prolonging medicines, congenital long QT, a slow heart rate, low potassium or magnesium, a recent heart attack or uncompensated heart failure.",
  },
  "acr-ac-hemoptysis-2014": {
    topics: ["hemoptysis", "haemoptysis", "chest x-ray", "ct angiography", "lung cancer", "imaging"],
    summary:
      "The American College of Radiology's appropriateness criteria for coughing up blood: a chest X-ray is the usual first test, and CT angiography of the chest is also usually appropriate for a larger bleed or for persistent bleeding in someone over 40 or with a heavy smoking history. Even with a normal X-ray, the chance of cancer may be 5-10% after a bleed of more than 30 mL or in a smoker over 40; a normal CT and bronchoscopy together make lung cancer very unlikely.",
  },
  "tan-1997-ana-healthy": {
    topics: ["antinuclear antibody", "ana", "healthy individuals", "titre", "hep-2 immunofluorescence"],
    summary:
      "Fifteen international laboratories tested healthy adults for antinuclear antibodies by HEp-2 immunofluorescence: 31.7% were positive at 1:40, 13.3% at 1:80, 5.0% at 1:160 and 3.3% at 1:320, with no difference between ages 20 and 60. A 1:160 cut-off leaves out 95% of healthy people but catches only part of those with disease.",
  },
  "abeles-2013-positive-ana": {
    topics: ["antinuclear antibody", "ana", "positive predictive value", "lupus", "referral"],
    summary:
      "Of 232 people referred to a rheumatology clinic because of a positive ANA, only 2.1% had lupus and 9.1% any ANA-associated rheumatic disease; none with a titre below 1:160 had one. Most testing had been done for widespread pain, so the poor predictive value came largely from testing without a clinical reason.",
  },
  "jmcr-2023-mirtazapine-neutropenic-sepsis": {
    topics: ["mirtazapine", "neutropenia", "agranulocytosis", "neutropenic sepsis"],
    summary:
      "Mirtazapine can rarely cause a dangerous fall in neutrophils: a case report describes severe neutropenia with sepsis in an older woman on mirtazapine, treated by stopping it and giving G-CSF, and asks prescribers to watch for it.",
  },
  "hse-mirtazapine-side-effects": {
    topics: ["mirtazapine", "weight gain", "increased appetite", "antidepressant side effects"],
    summary:
      "Increased appetite and weight gain are common side effects of mirtazapine (more than 1 in 100 people): it makes people hungrier, so weight is hard to keep steady; a balanced diet without bigger portions, low-calorie snacks and regular exercise help.",
  },
  "arthritis-rheum-1989-mcv-methotrexate": {
    topics: ["methotrexate", "mcv", "macrocytosis", "folate deficiency", "haematological toxicity"],
    summary:
      "In 23 people with rheumatoid arthritis on low-dose methotrexate, all 6 who developed blood toxicity were folate deficient and most had marked macrocytosis; a sustained rise in the MCV may herald blood toxicity from folate depletion.",
  },
  "burch-wartofsky-point-scale": {
    topics: ["thyroid storm", "thyrotoxicosis", "burch-wartofsky", "hyperthyroidism", "fever", "tachycardia"],
    summary:
      "A point scale for thyroid storm in thyrotoxicosis: points for fever, nervous-system effects (from agitation to coma), gut and liver problems, a fast heart rate, heart failure, atrial fibrillation and a trigger; a total of 45 or more strongly suggests thyroid storm, 25 to 44 an impending storm, and below 25 makes it unlikely.",
  },
  "salzer-2018-pcp-hiv-presentation": {
    topics: ["pneumocystis pneumonia", "pcp", "hiv", "cd4", "dyspnoea", "dry cough"],
    summary:
      "A teaching report on Pneumocystis pneumonia: in people with HIV it usually builds up over weeks, with breathlessness on exertion, a dry cough and fever; with a CD4 count below 200, these symptoms, low oxygen and changes on imaging lead to treatment.",
  },
  "statpearls-rpgn": {
    topics: [
      "rapidly progressive glomerulonephritis",
      "rpgn",
      "red cell casts",
      "nephritic syndrome",
      "anti-gbm",
      "anca",
    ],
    summary:
      "Review of rapidly progressive glomerulonephritis: kidney function is lost over days to weeks, with blood (often dysmorphic red cells and red cell casts) and protein in the urine. Causes are anti-GBM disease, immune-complex glomerulonephritis and ANCA vasculitis, told apart by blood tests and kidney biopsy. Without prompt diagnosis and treatment the kidney damage becomes permanent.",
  },
  "phw-aaa-screening-wales": {
    topics: ["wales", "public health wales", "aaa screening wales"],
    summary:
      "Public Health Wales invites men aged 65 who live in Wales for a one-off ultrasound scan for abdominal aortic aneurysm. Men over 65 who have never been screened or diagnosed with an aneurysm can ask their local screening office for a scan. Women are not screened.",
  },
  "bernard-1996-digoxin-sampling": {
    topics: ["digoxin", "therapeutic drug monitoring", "sampling time", "post-distribution sample"],
    summary:
      "A review of outpatient digoxin levels found that about half of those from patients dosed at a fixed time were drawn less than 6 hours after the dose, before digoxin had finished moving into the tissues, which leaves the result impossible to interpret; taking the dose in the evening avoided such early samples.",
  },
  "acr-ac-uterine-fibroids": {
    topics: ["uterine fibroids", "leiomyoma", "heavy menstrual bleeding", "myomectomy", "uterine artery embolization"],
    summary:
      "The American College of Radiology's appropriateness ratings for symptomatic fibroids with heavy bleeding or bulk symptoms in women of reproductive age: besides medical treatment, myomectomy, uterine artery embolization and focused ultrasound are usually appropriate first treatments; hysteroscopic myomectomy is usually appropriate when fertility is to be kept, and hysterectomy may be appropriate when it is not.",
  },
  "cochrane-2019-nsaids-heavy-menstrual-bleeding": {
    topics: ["heavy menstrual bleeding", "menorrhagia", "nsaids", "mefenamic acid", "naproxen"],
    summary:
      "A 2019 Cochrane review of 19 randomised trials in women with regular heavy periods and no structural cause: NSAIDs lowered menstrual blood loss more than placebo, though less than tranexamic acid, danazol or the levonorgestrel intrauterine system.",
  },
  "acg-2023-celiac-update": {
    topics: ["celiac disease", "coeliac disease", "ttg", "tissue transglutaminase", "iga deficiency", "biopsy"],
    summary:
      "The American College of Gastroenterology's 2023 update on celiac disease. The first blood test is tTG-IgA with total IgA, taken while the person still eats gluten; with IgA deficiency, IgG-based tests (DGP IgG or tTG IgG) are used. Upper endoscopy with several duodenal biopsies confirms the diagnosis in adults and children. A tTG-IgA above 10 times the upper limit with a positive EMA on a second sample can diagnose selected children without biopsy, and may be taken as likely celiac disease in a symptomatic adult who cannot or will not have endoscopy.",
  },
  // Review 28: UK diabetes sections showed only ADA's summary, in % and mg/dL.
  "nice-ng28-t2d-adults": {
    topics: ["type 2 diabetes", "hba1c target", "metformin", "sglt2 inhibitor"],
    summary:
      "An HbA1c target is agreed with each adult with type 2 diabetes: usually 48 mmol/mol on diet and lifestyle or on medicines that do not cause hypoglycaemia such as metformin, and 53 mmol/mol on a medicine that can; drug treatment is stepped up once HbA1c reaches 58 mmol/mol. HbA1c is checked every 3 to 6 months until stable, then every 6 months. Metformin comes first; with chronic heart failure or established atherosclerotic cardiovascular disease an SGLT2 inhibitor with proven cardiovascular benefit is added as soon as metformin is tolerated (and considered at high cardiovascular risk), after checking the risks for ketoacidosis. SGLT2 inhibitors in chronic kidney disease with albuminuria are covered too. The target is relaxed case by case, especially for older or frail people, when long-term benefit is unlikely, when hypoglycaemia would put them at high risk (for example of falls), or when intensive management is not appropriate.",
  },
  "wales-2025-national-lung-screening": {
    topics: ["lung cancer screening", "wales", "low-dose ct", "smoking", "targeted lung screening"],
    summary:
      "The Welsh Government's 2025 decision to bring in a national targeted lung cancer screening programme in Wales, as the UK National Screening Committee advised, for people aged 55 to 74 who smoke or used to smoke, with low-dose CT and stop-smoking support. It is introduced in stages by age, the oldest first, with the first invitations expected in 2027.",
  },
  "niaaa-low-risk-drinking": {
    topics: ["alcohol", "low-risk drinking", "heavy drinking", "standard drink", "alcohol use disorder"],
    summary:
      "The US National Institute on Alcohol Abuse and Alcoholism sets low-risk drinking, for the risk of alcohol use disorder, at no more than 7 US standard drinks a week and 3 on any one day for women, and no more than 14 a week and 4 on any one day for men. Few people who stay within these amounts have an alcohol use disorder.",
  },
  "apem-2021-paediatric-subclinical-hypothyroidism": {
    topics: ["subclinical hypothyroidism", "children", "tsh", "levothyroxine", "hashimoto thyroiditis"],
    summary:
      "A review for paediatricians: in children a raised TSH with a normal free T4 is called mild when TSH is 4.5 to 10 mIU/L and severe above 10. Treating the severe form is broadly agreed; the mild form is decided child by child. Hashimoto's thyroiditis is the usual cause in older children and teenagers.",
  },
  "aafp-2002-cystitis-evaluation": {
    topics: ["cystitis", "dysuria", "urinary tract infection", "vaginitis", "urethritis"],
    summary:
      "An AAFP summary of how to evaluate women with cystitis symptoms: urethritis and vaginitis can feel the same, and a vaginal discharge points strongly to vaginitis. Several urinary symptoms together, such as painful and frequent passing of urine without discharge, make cystitis likely from the history alone, and women with discharge need an examination.",
  },
  "msd-manual-dysuria": {
    topics: ["dysuria", "urine culture", "pyuria", "sexually transmitted infection", "vulvovaginitis"],
    summary:
      "The MSD Manual's page on painful urination: testing varies, from treating classic cystitis without tests to urinalysis and culture for all, some keeping culture for urine with white cells on the dipstick. Vaginal discharge calls for a wet mount, and many clinicians test for gonorrhoea and chlamydia. White cells in urine whose culture grows nothing are not specific, and may come from a sexually transmitted infection, vulvovaginitis or other causes.",
  },
  "ada-2025-prevention-metformin-adults": {
    topics: ["prediabetes", "diabetes prevention", "metformin", "lifestyle intervention"],
    summary:
      "A summary of the ADA's 2025 chapter on preventing or delaying type 2 diabetes: people at high risk join a structured lifestyle programme aiming for about 7% weight loss and 150 minutes of moderate activity a week, and metformin is considered for high-risk adults, above all those aged 25 to 59 with a BMI of 35 or more. Young people are covered by the separate children's chapter.",
  },
  "haemer-2014-prediabetes-youth": {
    topics: ["prediabetes", "children", "adolescents", "obesity", "lifestyle intervention"],
    summary:
      "A review and consensus from US children's hospital obesity programmes: the cut-offs for prediabetes were set from studies in adults, evidence on stopping its progression in young people is thin, and many obese youths with prediabetes go back to normal glucose without drugs. Lifestyle change is supported; the place of medicines in youth is not yet settled.",
  },
  "ada-apa-2004-antipsychotic-metabolic": {
    topics: ["antipsychotic", "metabolic monitoring", "schizophrenia", "weight gain", "fasting glucose", "lipids"],
    summary:
      "A US consensus of diabetes, psychiatry, endocrine and obesity societies: newer antipsychotics can bring large weight gain, diabetes and unhealthy blood fats. Its minimum monitoring plan weighs the patient at the start, at 4, 8 and 12 weeks and then every 3 months; checks blood pressure and fasting glucose at the start, at 12 weeks and then yearly; and checks fasting lipids at the start, at 12 weeks and then every 5 years, more often when the clinical picture calls for it.",
  },
  "acog-pb136-aub-ovulatory-dysfunction": {
    topics: ["abnormal uterine bleeding", "heavy periods", "levonorgestrel iud", "combined hormonal contraception"],
    summary:
      "ACOG's bulletin on abnormal uterine bleeding from ovulatory dysfunction: the levonorgestrel IUD works for abnormal uterine bleeding and is worth considering at any age; progestins and combined hormonal contraception are the medical options when ovulation is disturbed, and surgery is kept for when medicines fail, cannot be used or are not tolerated.",
  },
  "acog-co557-acute-aub": {
    topics: ["acute abnormal uterine bleeding", "heavy bleeding", "tranexamic acid", "combined oral contraceptives"],
    summary:
      "ACOG's opinion on sudden heavy uterine bleeding outside pregnancy: check first for blood-volume loss and instability, then look for the cause. Most are treated with medicines first (intravenous estrogen, several daily doses of a combined pill or a progestin, or tranexamic acid), surgery being for those unstable or not helped, and longer-term treatment follows once the bleeding is under control.",
  },
  "nhs-highland-dvt-rivaroxaban-renal": {
    topics: ["rivaroxaban", "deep vein thrombosis", "renal dosing", "creatinine clearance"],
    summary:
      "A Scottish health board's primary care DVT guideline: rivaroxaban starts at 15 mg twice daily for three weeks and continues at 20 mg once daily. It is not used below a creatinine clearance of 15 mL/min; between 15 and 49 mL/min the prescriber weighs dropping the long-term dose to 15 mg once daily when bleeding risk is judged greater than the risk of another clot, with haematology advice if needed.",
  },
  "bnssg-remedy-polycythaemia": {
    topics: ["polycythaemia", "erythrocytosis", "haematocrit", "jak2", "polycythaemia vera"],
    summary:
      "An NHS referral pathway for a raised haemoglobin or haematocrit: the cause may be secondary, relative (low plasma volume) or polycythaemia vera, and iron deficiency can hide polycythaemia vera. Testing is for a haematocrit above 0.52 in men or 0.48 in women; the assessment looks for itch, an enlarged spleen, past clots and a raised white cell or platelet count, and JAK2 V617F is present in nearly all polycythaemia vera.",
  },
  "aafp-2015-dysuria": {
    topics: [
      "dysuria",
      "urinary tract infection",
      "men",
      "urethritis",
      "sexually transmitted infection",
      "urine culture",
    ],
    summary:
      "An American Family Physician review of painful urination in adults: infection is the usual cause, mostly bladder infection, but urethritis, sexually transmitted infections and vaginitis also cause it. Being male, pregnant, having a blocked urinary tract or a recent procedure make a urinary infection complicated; then, or when symptoms keep coming back, the patient is examined and the urine is tested and cultured.",
  },
  "gina-2022-primary-care": {
    topics: [
      "asthma",
      "asthma review",
      "maintenance and reliever therapy",
      "severe asthma referral",
      "asthma action plan",
    ],
    summary:
      "A GINA summary for primary care: every adult and adolescent with asthma, and most children, should take a treatment containing an inhaled steroid to lower the risk of severe attacks, and ICS-formoterol used both daily and as the reliever is the preferred choice in moderate to severe asthma. Treatment is assessed, adjusted and reviewed for each person, and people whose asthma stays hard to control are referred for specialist review, which too often happens late.",
  },
  "nice-ng209-tobacco": {
    topics: ["smoking cessation", "tobacco dependence", "varenicline", "nicotine replacement therapy"],
    summary:
      "NICE's tobacco guideline for the UK: talk through stopping with anyone who smokes, lay out the medicines and behavioural support on offer, and agree a plan that suits them. Varenicline with behavioural support, or short-acting plus long-acting nicotine replacement together, are the options most likely to work.",
  },
  "sign-160-lower-uti": {
    topics: ["urinary tract infection", "cystitis", "urine dipstick", "nitrite", "urine culture", "women"],
    summary:
      "SIGN's guidance on diagnosing a bacterial lower urinary infection in women under 65: the diagnosis is clinical, made from two or more urinary symptoms with a positive nitrite on the dipstick. A single symptom does not confirm it, and new vaginal discharge or irritation argues against it, so urethritis and sexually transmitted infection are considered. With two or more symptoms and a negative nitrite, a urine culture can be sent to settle the diagnosis.",
  },
  "uk-alcohol-units-drinks": {
    topics: ["alcohol", "alcohol units", "drinking", "beer", "wine", "spirits"],
    summary:
      "An NHS trust's guide to UK alcohol units: one unit is 8 g (10 mL) of pure alcohol, and a drink's units are its volume in mL times its strength in % divided by 1000. A pint of ordinary beer or lager at 3.6% is about 2 units, a small glass of wine 1.5, a 75 cl bottle of 12% wine 9 and a 70 cl bottle of 37.5% spirits about 26; stronger drinks hold more.",
  },
  "nkf-asn-2021-race-free-egfr": {
    topics: ["egfr", "race coefficient", "ckd-epi", "chronic kidney disease", "laboratory reporting"],
    summary:
      "A joint US kidney-society task force weighed many ways of estimating kidney filtering and advised every US laboratory to move straight away to the 2021 CKD-EPI creatinine equation, refitted without any race term, so that one eGFR is reported for everyone rather than separate values by race.",
  },
  "prolia-label-advanced-ckd": {
    topics: ["denosumab", "prolia", "hypocalcaemia", "chronic kidney disease", "egfr", "ckd-mbd"],
    summary:
      "The US label for denosumab 60 mg carries a boxed warning that people with an eGFR under 30, dialysis included, are more likely to develop severe low calcium after an injection, at times fatal. Kidney-related bone and mineral disease raises the risk further, so it is looked for before the first dose, and such patients are treated under a clinician with experience in it.",
  },
  "cdc-syphilis-neuro-ocular-oto": {
    topics: ["syphilis", "ocular syphilis", "otosyphilis", "neurosyphilis", "uveitis", "hiv"],
    summary:
      "CDC's clinician page on syphilis of the nervous system, eyes and ears: these can happen at any stage, so people at risk, such as those with HIV, are asked about nerve, vision and hearing symptoms. Someone with syphilis and eye complaints needs an eye examination straight away, hearing symptoms are managed with an ear specialist, and eye involvement is treated like neurosyphilis.",
  },
  "gpnotebook-digoxin-toxicity": {
    topics: ["digoxin", "digoxin toxicity", "hypokalaemia", "therapeutic range"],
    summary:
      "A primary care reference on digoxin toxicity: the gap between a helpful and a harmful level is narrow, and older people can be poisoned at a level inside the usual range. When toxicity is suspected potassium is checked first, and if it is low digoxin is stopped for now whatever the measured level.",
  },
  "idmic-blood-culture-gram-negatives": {
    topics: ["bacteraemia", "blood culture", "gram-negative", "e. coli", "klebsiella", "urosepsis"],
    summary:
      "Microbiology practice notes on phoning positive blood cultures to clinicians: when an enteric Gram-negative such as E. coli or Klebsiella grows in blood it is almost never a contaminant. The source should be sought and controlled; the urinary tract is the most common, followed by the biliary tract and the abdomen.",
  },
  "niaaa-standard-drink": {
    topics: ["alcohol", "standard drink", "alcohol units", "drinking"],
    summary:
      "The US National Institute on Alcohol Abuse and Alcoholism counts alcohol in standard drinks: one is any drink with 14 g (0.6 fl oz) of pure alcohol, such as a regular beer, a glass of wine or a shot of spirits. A UK unit is smaller, 8 g, so one US standard drink is about 1.75 UK units.",
  },
  "sglt2i-kidney-transplant": {
    topics: ["sglt2 inhibitor", "kidney transplant", "urinary tract infection", "heart failure", "diabetes"],
    summary:
      "A 2024 review of SGLT2 inhibitors after kidney transplantation: the large kidney and heart failure trials left transplant recipients out, so their benefit on the graft is still unproven. Early reports in recipients with diabetes suggest the drugs are reasonably safe, with urinary infection the commonest problem; use is a decision for the transplant team.",
  },
  "smfm-cs53-icp": {
    topics: ["intrahepatic cholestasis of pregnancy", "bile acids", "ursodiol", "delivery timing", "stillbirth"],
    summary:
      "The Society for Maternal-Fetal Medicine's consult on cholestasis of pregnancy: suspected cases have bile acids and transaminases measured; ursodeoxycholic acid is the first treatment for the itch; fetal surveillance begins once delivery would be acted on. With total bile acids of 100 µmol/L or more, delivery is offered at 36 weeks because stillbirth risk climbs around then; below 100, delivery falls between 36 and 39 weeks. Steroids for fetal lungs are given if birth comes before 37 weeks.",
  },
  "uspstf-2021-aspirin-preeclampsia": {
    topics: ["preeclampsia", "aspirin", "pregnancy", "prevention", "high risk"],
    summary:
      "The USPSTF's 2021 grade B recommendation: pregnant people at high risk of preeclampsia take low-dose aspirin, 81 mg a day, from after 12 weeks of gestation. High risk means any one of a past preeclampsia, a multiple pregnancy, chronic hypertension, type 1 or 2 diabetes from before pregnancy, kidney disease, or an autoimmune disease such as lupus or antiphospholipid syndrome; several moderate factors together may also count.",
  },
  "isotretinoin-label-us": {
    topics: ["isotretinoin", "pregnancy", "teratogen", "ipledge", "boxed warning"],
    summary:
      "The US label's boxed warning: isotretinoin is contraindicated in pregnancy because even a short exposure at any dose carries a very high risk of severe birth defects. When a patient becomes pregnant on it, the drug is stopped at once and she is referred to an obstetrician-gynecologist with experience of reproductive toxicity; the exposure is reported to the FDA (MedWatch) and the iPLEDGE pregnancy registry, the restricted program under which it is dispensed.",
  },
  "nice-ng241-familial-ovarian-cancer": {
    topics: ["brca1", "brca2", "familial ovarian cancer", "risk-reducing surgery", "genetic testing"],
    summary:
      "NICE's 2024 guideline on inherited ovarian cancer risk: people who may carry a variant are referred straight to genetics services; carriers are supported by gynaecology oncology teams to decide on risk-reducing surgery, removing the ovaries and tubes being the most effective option, timed to the gene involved and weighed against the effects of an early surgical menopause.",
  },
  "rch-kidsconnect-hypothyroidism-referral": {
    topics: [
      "hypothyroidism in children",
      "acquired hypothyroidism",
      "paediatric endocrinology referral",
      "raised tsh",
    ],
    summary:
      "A children's hospital guide for family doctors: a small TSH rise in a child often settles and is simply repeated with thyroid antibodies, whereas a TSH above 20 or a free T4 below the range is referred, with a call to the on-call paediatric endocrinologist since treatment usually starts before the clinic appointment.",
  },
  "hwe-haematuria-pathway": {
    topics: ["non-visible haematuria", "dipstick haematuria", "urinary tract infection", "repeat dipstick"],
    summary:
      "An NHS primary care pathway: blood found only on a urine dipstick matters when it comes with urinary symptoms or persists on two of three strips, and in either case only once a urine infection or another passing cause has been ruled out; an infection is treated first and the strip repeated afterwards, and NICE's cancer referral criteria apply to blood that persists or returns after the infection has been treated.",
  },
  "nhs-lothian-refhelp-thrombocytopenia": {
    topics: [
      "thrombocytopenia",
      "low platelets",
      "referral",
      "drug-induced thrombocytopenia",
      "heparin-induced thrombocytopenia",
    ],
    summary:
      "NHS Lothian's primary care referral page for a low platelet count: look at every medicine as a possible cause, refer counts under 100, and call the on-call haematology registrar for counts under 20 or a suspected heparin-induced fall; a mild isolated count over 100 is simply repeated later.",
  },
  "thachil-2022-anticoagulation-thrombocytopenia": {
    topics: ["anticoagulation", "thrombocytopenia", "bleeding risk", "platelet threshold", "doac"],
    summary:
      "A journal forum piece on giving anticoagulants to people with very low platelets: the worry is bleeding, and practice relies on a platelet cut-off below which anticoagulation is held or cut back, even though those cut-offs were borrowed from leukaemia studies; the authors call for better markers of bleeding risk.",
  },
  "ndrs-rrso-brca-carriers": {
    topics: ["brca1", "brca2", "risk-reducing salpingo-oophorectomy", "surgical menopause"],
    summary:
      "An NHS England registry service page on BRCA carriers: removing the ovaries and fallopian tubes is the usual way to lower their ovarian cancer risk and is generally offered somewhere between the mid-30s and mid-40s; the operation causes an early menopause, and a small risk of peritoneal cancer is left.",
  },
  "hee-genotes-family-history-gi-cancer": {
    topics: ["family history", "colorectal cancer", "lynch syndrome", "mismatch repair", "clinical genetics referral"],
    summary:
      "NHS genomics education guidance for clinicians seeing someone whose relatives had bowel cancer: moderate risk means one parent, sibling or child diagnosed before 50, or two at any age; whether the relative's cancer came from Lynch syndrome or polyposis is checked by mismatch repair testing of the tumour and their colonoscopy reports, and a known or suspected inherited bowel cancer syndrome in the family is a reason to refer to clinical genetics.",
  },
  "nhsggc-clozapine-smoking-cessation": {
    topics: ["clozapine", "smoking cessation", "cyp1a2", "clozapine level", "therapeutic drug monitoring"],
    summary:
      "Chemicals in tobacco smoke speed up the liver enzyme that clears clozapine, so stopping smoking lets the clozapine level climb within days and keep rising for weeks; nicotine replacement does not prevent this. The NHS Glasgow pathway checks a level, watches for dose-related effects, and above 0.6 mg/L considers a lower dose with a repeat level a week later.",
  },
  "fda-label-tegretol-hla-b1502": {
    topics: [
      "carbamazepine",
      "hla-b*15:02",
      "stevens-johnson syndrome",
      "toxic epidermal necrolysis",
      "asian ancestry",
    ],
    summary:
      "The US carbamazepine label carries a boxed warning that severe skin reactions are far more likely in carriers of HLA-B*1502, an allele found mainly in people of East, South-East and South Asian ancestry, and asks for testing before the first dose in people from those populations; long use without a rash means a low risk.",
  },
  "dart-2023-acetaminophen-consensus": {
    topics: ["acetaminophen", "paracetamol", "overdose", "acetylcysteine", "rumack-matthew nomogram", "poison center"],
    summary:
      "Consensus of four North American toxicology societies on emergency care of acetaminophen poisoning: a timed level taken 4 to 24 hours after a single acute ingestion is read on a revised Rumack-Matthew nomogram, whose treatment line in US practice starts at 150 mcg/mL at 4 hours; repeated, extended-release and high-risk ingestions are handled separately.",
  },
  "aapcc-poison-help-line": {
    topics: ["poison control", "poison center", "overdose", "911"],
    summary:
      "In the US one toll-free number, 1-800-222-1222, reaches the local poison center at any hour for advice after too much of a medicine is swallowed; 911 is called for someone who has collapsed, is not breathing, is fitting or cannot be woken.",
  },
  "aafp-2009-macrocytosis": {
    topics: ["macrocytosis", "mcv", "vitamin b12", "folate", "alcohol", "hypothyroidism"],
    summary:
      "A family-medicine review of large red cells (MCV over 100 fL): alcohol, low B12 or folate and medicines are the usual causes; the history, a B12 level, a reticulocyte count and a blood film sort them, with thyroid and liver disease and marrow disorders among the rest.",
  },
  "aaaai-acaai-2020-anaphylaxis": {
    topics: ["anaphylaxis", "epinephrine", "epinephrine auto-injector", "allergist referral"],
    summary:
      "The US allergy societies' 2020 practice parameter: epinephrine is the first treatment for anaphylaxis, and everyone who has had it is taught about recurrence and triggers, given and shown how to use self-injectable epinephrine, and referred to an allergist.",
  },
  "fda-2015-sglt2i-ketoacidosis": {
    topics: ["sglt2 inhibitor", "ketoacidosis", "euglycemic dka", "canagliflozin", "dapagliflozin", "empagliflozin"],
    summary:
      "The FDA warned in 2015, and then added to the labels, that SGLT2 inhibitors can cause ketoacidosis, sometimes needing hospital care; anyone on one with symptoms such as nausea, vomiting, belly pain, breathlessness or unusual tiredness is checked for acidosis, and the drug is stopped if it is confirmed.",
  },
  "idsa-2014-ssti": {
    topics: ["cellulitis", "skin and soft tissue infection", "necrotizing fasciitis", "sepsis"],
    summary:
      "The Infectious Diseases Society of America's skin and soft tissue infection guideline: cellulitis without signs of systemic illness is treated by mouth against streptococci as an outpatient, while systemic signs, suspected necrotising infection or a weak immune system call for intravenous treatment and hospital care.",
  },
  "idsa-2025-complicated-uti": {
    topics: ["pyelonephritis", "complicated urinary tract infection", "urosepsis", "antibiotic choice"],
    summary:
      "IDSA's first guideline on complicated UTI (2025): any infection beyond the bladder, pyelonephritis included, is complicated; the empiric antibiotic is chosen by how ill the person is (sepsis or not), their risk of resistant organisms, their own factors and the local antibiogram, then narrowed on the urine culture.",
  },
  "ungprasert-2015-nsaid-hf-exacerbation": {
    topics: ["nsaid", "heart failure", "heart failure exacerbation", "celecoxib", "older adults"],
    summary:
      "A pooled analysis of six observational studies in people who already had heart failure: those taking NSAIDs had more exacerbations of it than those who did not, roughly 40% more with conventional NSAIDs and with celecoxib, and most with rofecoxib.",
  },
  "epogen-label-ckd": {
    topics: [
      "epoetin alfa",
      "erythropoiesis-stimulating agent",
      "anemia of ckd",
      "hemoglobin target",
      "iron supplementation",
      "dialysis",
    ],
    summary:
      "The US epoetin alfa (EPOGEN) prescribing information for anemia of CKD: treatment starts below a hemoglobin of 10 g/dL, and trials aiming above 11 g/dL saw more deaths, strokes and serious cardiovascular events, so the lowest dose that limits transfusion is used. Iron status is checked before and during treatment, with supplemental iron when ferritin is under 100 or transferrin saturation under 20%; most CKD patients need it. On hemodialysis it is given intravenously.",
  },
  "nla-art-statin-interactions": {
    topics: ["statin", "antiretroviral therapy", "ritonavir", "cobicistat", "drug interaction", "hiv"],
    summary:
      "The National Lipid Association's table of statin interactions with HIV medicines: boosted protease inhibitors and cobicistat sharply raise atorvastatin exposure, so it starts at the lowest dose and is titrated, with a 20 mg daily ceiling beside darunavir, fosamprenavir or saquinavir boosted by ritonavir. Lovastatin is contraindicated with any protease inhibitor or cobicistat, while pitavastatin changes little and needs no dose adjustment.",
  },
  "hadefi-2020-ald-noninvasive": {
    topics: ["alcohol-related liver disease", "liver fibrosis", "fib-4", "transient elastography", "elf test"],
    summary:
      "Blood-based fibrosis scores were built for viral hepatitis and fatty liver disease and were checked in alcohol-related liver disease only later; in people who drink heavily, the ELF test, FibroTest and transient elastography have the best evidence for finding advanced fibrosis.",
  },
  "pierce-2021-ckid-u25": {
    topics: ["paediatric egfr", "ckid u25", "schwartz", "adolescents", "creatinine"],
    summary:
      "From a large cohort of children and young adults with kidney disease and measured GFR, the height-to-creatinine constant of the newer equations depends on age and sex: it climbs through childhood and levels off at 18, higher in males (about 51) than females (about 41), where the bedside Schwartz uses one constant (41.3) for all, so that older teenagers, boys above all, can read lower on the bedside formula.",
  },
  "edren-altered-graft-function": {
    topics: ["kidney transplant", "graft dysfunction", "creatinine rise", "rejection", "tacrolimus toxicity"],
    summary:
      "The Edinburgh renal unit's transplant handbook on a rising creatinine in a kidney graft: rejection, infection, tacrolimus toxicity and fluid shifts are the usual causes, with obstruction, leaks and vascular problems rarer. Because modern immunosuppression hides the fever and graft tenderness of rejection, every rise is assessed: fluid status, blood count, temperature, urine culture, CMV PCR and a drug level, then ultrasound, Doppler and biopsy as needed.",
  },
  "tts-2024-bk-polyomavirus": {
    topics: ["bk virus", "polyomavirus", "kidney transplant", "bk nephropathy", "immunosuppression reduction"],
    summary:
      "The second international consensus on BK polyomavirus after kidney transplantation: plasma BK DNA is screened monthly to month 9 and then three-monthly to two years. A load above 10,000 copies/mL, one that stays above 1000 copies/mL, or biopsy-proven BK nephropathy leads to a stepwise cut in immunosuppression (the antiproliferative drug, the calcineurin inhibitor, or both), as no antiviral works reliably and the nephropathy can destroy the graft.",
  },
  "ggc-ssri-bleeding": {
    topics: ["ssri", "snri", "oral anticoagulant", "nsaid", "bleeding risk", "proton pump inhibitor"],
    summary:
      "NHS Greater Glasgow and Clyde advice: an SSRI taken with an NSAID or with an oral anticoagulant carries more bleeding risk than either alone, and SNRIs are treated the same way though their evidence is thinner. Before prescribing an SSRI with an anticoagulant, weigh the person's own risks and consider adding a PPI; the SSRI-NSAID pairing is best avoided.",
  },
  "xarelto-label-ssri-snri": {
    topics: ["rivaroxaban", "xarelto", "ssri", "snri", "bleeding risk", "drug interaction"],
    summary:
      "The manufacturer's medical information on rivaroxaban with antidepressants repeats the label: medicines that affect haemostasis, SSRIs and SNRIs among them, raise rivaroxaban's bleeding risk, and patients should be warned about bleeding. In the ROCKET-AF trial, people taking an SSRI had more clinically relevant bleeding.",
  },
  "aha-asa-2026-acute-ischemic-stroke": {
    topics: ["stroke", "acute ischemic stroke", "911", "emergency medical services", "brain imaging", "thrombolysis"],
    summary:
      "The American stroke guideline for the first hours and days of an ischaemic stroke: the public should know the warning signs and call 911 for emergency care; on arrival, urgent CT or MRI of the brain rules out bleeding before any clot-dissolving or clot-removing treatment, which works best the earlier it is given.",
  },
  "aha-2023-tia-emergency-department": {
    topics: ["transient ischemic attack", "tia", "emergency department", "stroke risk", "mri", "neurology"],
    summary:
      "An American Heart Association statement on TIA seen in the emergency department: stroke symptoms that have gone still need emergency assessment, because the risk of a stroke is highest in the first days. Workup covers brain imaging (MRI with diffusion preferred), imaging of the neck and brain vessels, an ECG and early neurology input, and decides who can go home and who is admitted.",
  },
  "ssc-2020-sepsis-children": {
    topics: ["sepsis", "septic shock", "children", "pediatric sepsis", "screening", "lactate"],
    summary:
      "The international Surviving Sepsis Campaign guideline for infants, children and adolescents with septic shock or other organ dysfunction from sepsis: acutely unwell children should be screened systematically so sepsis is recognised early, lactate is often measured when it is quickly available, and care follows an agreed protocol.",
  },
  "nhs-cervical-screening-recall": {
    topics: ["cervical screening", "smear test", "hpv", "screening interval", "uk"],
    summary:
      "The NHS calls people with a cervix for screening from 25 to 64: every 3 years up to 49 and every 5 years from 50. In England, a screen from 1 July 2025 that finds no high-risk HPV moves a 25 to 49-year-old to a 5-year gap; a self-sample or a positive result does not. Anyone who has fallen behind can book through their GP practice.",
  },
  "uspstf-2018-cervical-screening": {
    topics: ["cervical cancer screening", "pap test", "hpv test", "co-testing", "us"],
    summary:
      "The US task force screens from 21 to 29 with a Pap (cytology) test every 3 years, and from 30 to 65 with a Pap test every 3 years or an HPV test alone or with cytology every 5 years. It advises no screening before 21, after 65 when earlier screening was adequate, or after a hysterectomy that removed the cervix for a benign reason. A December 2024 draft keeps these ages and favours HPV testing from 30, including self-collected samples.",
  },
  "benzylpenicillin-smpc-penicillin-allergy": {
    topics: ["benzylpenicillin", "penicillin g", "penicillin allergy", "hypersensitivity"],
    summary:
      "The UK benzylpenicillin injection product information rules it out in anyone allergic to penicillins and asks that possible cross-allergy with cephalosporins be weighed. Patients are watched for half an hour after a dose, and the drug is withdrawn if an allergic reaction appears.",
  },
  "ampicillin-label-penicillin-allergy": {
    topics: ["ampicillin", "penicillin allergy", "hypersensitivity", "beta-lactam"],
    summary:
      "Ampicillin is a penicillin; its US label treats an earlier reaction to any penicillin as a contraindication and warns that serious, sometimes fatal reactions are more likely after one. Past reactions to penicillins and cephalosporins are asked about before it is given.",
  },
  "negaban-smpc-penicillin-allergy": {
    topics: ["temocillin", "negaban", "penicillin allergy", "hypersensitivity", "beta-lactam"],
    summary:
      "Temocillin (Negaban) is a penicillin. Its UK product information rules it out after an allergic reaction to any penicillin or other beta-lactam, notes that cross-allergy with cephalosporins is common, and says to stop it if an allergic reaction occurs.",
  },
  "selexid-pil-penicillin-allergy": {
    topics: ["pivmecillinam", "selexid", "penicillin allergy", "urinary tract infection"],
    summary:
      "Pivmecillinam (Selexid), used mainly for urine infections, is a penicillin. The UK leaflet tells people allergic to penicillins or cephalosporins not to take it.",
  },
  "jackson-2007-gb-bp-centiles": {
    topics: ["children's blood pressure", "blood pressure centiles", "paediatric hypertension", "uk"],
    summary:
      "British reference centiles for blood pressure in children and young people aged 4 to 23, built from national health surveys; the authors define high blood pressure for age as above the 98th centile and high-normal as between the 91st and 98th.",
  },
  "bsh-2016-antibodies-pregnancy": {
    topics: [
      "red cell antibodies",
      "anti-d",
      "alloimmunisation",
      "haemolytic disease of the fetus and newborn",
      "antenatal",
    ],
    summary:
      "UK haematology guidance on antenatal blood grouping and antibody screening, at booking and at 28 weeks. Anti-D, anti-c and anti-K can cause serious fetal and neonatal disease (anaemia, jaundice, perinatal loss); women with them are followed by measuring the antibody level at set intervals and referred to a fetal medicine specialist by an algorithm, and immune anti-D must be told apart from passive anti-D given as prophylaxis.",
  },
  "ada-soc-2025-s9": {
    topics: ["metformin", "vitamin b12 deficiency", "vitamin b12 monitoring", "peripheral neuropathy", "anemia"],
    summary:
      "The ADA's 2025 chapter on glucose-lowering medicines: long-term metformin can lower vitamin B12, so B12 is measured now and then in people taking it, above all when they have peripheral neuropathy or anemia; no fixed interval is set.",
  },
  "mhra-methotrexate-once-weekly": {
    topics: ["methotrexate", "once weekly", "daily dosing error", "overdose", "medication error"],
    summary:
      "The MHRA warns that methotrexate for autoimmune disease is taken once a week and that taking it daily by mistake has caused fatal overdoses. Prescribers agree and write the day of the week on the prescription, and patients are told it must never be taken daily and to seek advice at once if they think they have taken too much.",
  },
  "nice-ng128-stroke-tia": {
    topics: ["transient ischaemic attack", "tia", "stroke", "aspirin", "abcd2", "stroke referral"],
    summary:
      "NICE guideline on the first assessment of stroke and TIA in people over 16. Suspected stroke is an emergency for immediate transfer to acute stroke services. After a suspected TIA, aspirin 300 mg is started at once unless contraindicated and the person is referred straight away to be seen by a specialist within 24 hours of the symptoms starting; risk scores such as ABCD2 are not used to decide how urgent the referral is. Someone on an anticoagulant or with a bleeding disorder needs imaging first to exclude a bleed.",
  },
  "amoxicillin-smpc-penicillin-allergy": {
    topics: ["amoxicillin", "penicillin allergy", "hypersensitivity", "beta-lactam"],
    summary:
      "The UK amoxicillin product information contraindicates it with hypersensitivity to any penicillin and after a severe immediate reaction to another beta-lactam. Earlier reactions are asked about before starting; serious, sometimes fatal reactions are more likely after a previous penicillin reaction, and an allergic reaction means stopping it for another antibiotic.",
  },
  "flucloxacillin-cmi-penicillin-allergy": {
    topics: ["flucloxacillin", "penicillin allergy", "hypersensitivity"],
    summary:
      "The flucloxacillin consumer leaflet says it is a penicillin and is not to be taken by anyone allergic to another penicillin, a cephalosporin or other beta-lactams; it also warns of severe liver damage, mainly in older people and with courses over 14 days.",
  },
  "phenoxymethylpenicillin-pil-penicillin-allergy": {
    topics: ["phenoxymethylpenicillin", "penicillin v", "penicillin allergy"],
    summary:
      "The UK leaflet for phenoxymethylpenicillin (penicillin V) says it is a penicillin and is not to be taken by anyone allergic to it, to another penicillin or to cephalosporins.",
  },
  "tazocin-smpc-penicillin-allergy": {
    topics: ["piperacillin-tazobactam", "tazocin", "zosyn", "penicillin allergy", "hypersensitivity"],
    summary:
      "The UK Tazocin product information contraindicates piperacillin/tazobactam with hypersensitivity to any other penicillin and after an acute severe reaction to another beta-lactam, asks for careful enquiry about earlier reactions before starting, and reports serious, sometimes fatal anaphylaxis with penicillins including this one.",
  },
  "fda-acetaminophen-otc-liver-warning": {
    topics: ["paracetamol", "acetaminophen", "maximum daily dose", "liver damage", "duplicate paracetamol"],
    summary:
      "The US over-the-counter acetaminophen label warns that severe liver damage can follow more than 4,000 mg in 24 hours, taking it with other medicines that contain acetaminophen, or three or more alcoholic drinks a day.",
  },
  "nhs-lothian-refhelp-iron-deficiency": {
    topics: ["iron deficiency", "ferritin", "iron deficiency without anaemia"],
    summary:
      "Adult referral guidance from NHS Lothian: a ferritin below 30 µg/L shows iron deficiency, with or without anaemia; with a normal ferritin, fasting iron studies are needed to show it.",
  },
  "ssc-2021-sepsis": {
    topics: ["sepsis", "septic shock", "qsofa", "sepsis screening", "lactate", "time to antibiotics"],
    summary:
      "The Surviving Sepsis Campaign's 2021 guideline for adults in hospital: screen acutely ill high-risk patients for sepsis, but not with qSOFA alone in place of SIRS, NEWS or MEWS; measure lactate when sepsis is suspected; treat sepsis as an emergency, with antimicrobials ideally within an hour when septic shock is possible.",
  },
  "singer-2016-sepsis-3": {
    topics: ["sepsis", "sepsis-3", "qsofa", "sofa", "organ dysfunction", "septic shock"],
    summary:
      "The 2016 international consensus (Sepsis-3) defines sepsis as life-threatening organ dysfunction from a dysregulated response to infection. Its bedside quick SOFA gives one point each for a respiratory rate of 22/min or more, altered mentation and a systolic pressure of 100 mmHg or less; two or more in suspected infection point to a higher risk of a poor outcome.",
  },
  "acog-pb233-anemia-pregnancy": {
    topics: ["anemia in pregnancy", "iron deficiency", "pregnancy", "intravenous iron", "prenatal screening"],
    summary:
      "The US obstetric guidance on anaemia in pregnancy: anaemia is judged against trimester-specific haemoglobin cut-offs, iron deficiency and acute blood loss are its two commonest causes in pregnancy and after birth, and the 2021 update covers screening, intravenous iron and cell salvage.",
  },
  "acog-2023-cpg5-perinatal-mental-health": {
    topics: ["pregnancy", "postpartum", "bipolar disorder", "depression", "psychiatric medication", "lithium"],
    summary:
      "The US obstetric guideline on treating mental health conditions in pregnancy and after birth: obstetricians counsel on the benefits and risks of psychiatric medicines, start or refer for treatment, and do not withhold or stop medicines for mental health conditions because of pregnancy or breastfeeding alone.",
  },
  "westin-2017-lithium-pregnancy": {
    topics: ["lithium", "pregnancy", "therapeutic drug monitoring", "bipolar disorder"],
    summary:
      "A Norwegian registry study of lithium levels in pregnancy: dose-adjusted levels fell by about a third by the third trimester, so doses often need raising and levels are checked more closely through pregnancy and after delivery.",
  },
  "hermann-2019-lithium-perinatal": {
    topics: ["lithium", "pregnancy", "postpartum", "bipolar disorder", "ebstein anomaly"],
    summary:
      "A review of lithium in pregnancy and after birth: first-trimester use carries no or a small increase in heart malformations, Ebstein's anomaly among them; lithium remains an important treatment, and the risk of continuing it is weighed against the risk of stopping or changing it.",
  },
  "uktis-statins-pregnancy": {
    topics: ["statin", "pregnancy", "preconception", "contraception", "familial hypercholesterolaemia"],
    summary:
      "The UK teratology service's advice: statins are usually avoided in pregnancy because their safety for the baby is not established; as a precaution women stop them three months before trying to conceive and through pregnancy, and anyone who becomes pregnant while taking one is reviewed promptly.",
  },
  "uktis-2017-warfarin-pregnancy": {
    topics: ["warfarin", "pregnancy", "warfarin embryopathy", "low molecular weight heparin", "teratogen"],
    summary:
      "The UK teratology service's monograph on warfarin in pregnancy: first-trimester use can cause warfarin embryopathy (nasal hypoplasia, stippled epiphyses), with the critical period thought to be weeks 6–12 and a risk of about 6–10% in recent studies; later exposure risks CNS and eye anomalies and fetal bleeding. Its leaflet says most women found to be pregnant on warfarin are switched, usually to a low molecular weight heparin, and not to stop warfarin unadvised.",
  },
  "augmentin-gsk-safety": {
    topics: ["co-amoxiclav", "augmentin", "penicillin allergy", "hypersensitivity", "beta-lactam"],
    summary:
      "Co-amoxiclav (amoxicillin with clavulanic acid) is contraindicated with hypersensitivity to any penicillin, after a severe immediate reaction to another beta-lactam, and after jaundice from co-amoxiclav. Earlier reactions are asked about before starting; serious, sometimes fatal reactions are more likely after a previous penicillin reaction, and an allergic reaction means stopping it for another antibiotic.",
  },
  "aafp-2017-b12": {
    topics: ["vitamin b12", "b12 deficiency", "intramuscular b12", "oral b12", "neurological symptoms", "metformin"],
    summary:
      "A US family-medicine review of B12 deficiency: testing is for people at risk (long-term metformin or acid suppression, gut surgery, vegan diet, over 75); high-dose oral B12 (1–2 mg a day) works as well as injections for anaemia and nerve symptoms, but injections act faster and are considered when the deficiency or the neurological symptoms are severe.",
  },
  "nice-ng5-medicines-optimisation": {
    topics: ["medicines reconciliation", "duplicate medicine", "medication list", "discrepancy", "care transitions"],
    summary:
      "Medicines reconciliation builds one accurate list of the medicines a person actually takes, prescribed or bought, compares it with the list in use and resolves every discrepancy, such as a medicine listed twice, a wrong dose or an omission. In hospital it is done within 24 hours of admission or transfer, and it may need repeating during a stay.",
  },
  "nhs-pulmonary-embolism": {
    topics: ["pulmonary embolism", "pleuritic chest pain", "haemoptysis", "breathlessness"],
    summary:
      "The NHS patient page on pulmonary embolism: a clot in a lung artery shows as breathlessness coming on suddenly, chest pain that is worse on breathing in, or coughing up blood, sometimes with a swollen painful calf. It is an emergency when breathing is very hard, the heart races or the person collapses; when a GP suspects it, the person goes to hospital and usually has an anticoagulant before the test results.",
  },
  "nice-ta733-inclisiran": {
    topics: ["inclisiran", "secondary prevention", "ldl cholesterol", "maximum tolerated lipid-lowering therapy"],
    summary:
      "NICE makes inclisiran available in England to adults who have had a cardiovascular event (acute coronary syndrome, revascularisation, coronary heart disease, ischaemic stroke or peripheral arterial disease) and whose LDL cholesterol stays at 2.6 mmol/L or more despite the most lipid-lowering treatment they can tolerate.",
  },
  "nice-ta394-evolocumab": {
    topics: ["evolocumab", "pcsk9 inhibitor", "ldl cholesterol", "familial hypercholesterolaemia"],
    summary:
      "NICE makes evolocumab available when LDL cholesterol stays high despite maximal tolerated lipid-lowering therapy: in non-familial disease only with cardiovascular disease, above 4.0 mmol/L (above 3.5 mmol/L with recurrent events or disease in more than one vascular bed); in heterozygous familial hypercholesterolaemia above 5.0 mmol/L without, or 3.5 mmol/L with, cardiovascular disease.",
  },
  "nhs-bsp-very-high-risk-protocols": {
    topics: ["brca", "breast screening", "breast mri", "mammography", "very high risk", "palb2", "tp53"],
    summary:
      "The NHS Breast Screening Programme's table of who is screened as very high risk and how. Women carrying a BRCA1, BRCA2 or PALB2 variant have a yearly breast MRI from 25, a yearly mammogram added from 40, and from 51 a yearly mammogram, with MRI continued only if the breast density review at 50 calls for it, until 71. TP53 carriers have yearly MRI only, from 20, as mammograms are avoided for them.",
  },
  "gina-2021-executive-summary": {
    topics: ["asthma", "saba", "inhaled corticosteroid", "ics-formoterol", "reliever"],
    summary:
      "GINA's 2021 strategy: adults and adolescents with asthma are not treated with a short-acting beta2 agonist alone, because SABA-only treatment and overuse carry risk and inhaled corticosteroids help. As-needed low-dose ICS-formoterol cuts severe attacks in mild asthma by 60% or more against SABA alone; the preferred track uses ICS-formoterol as the reliever at every step, with daily ICS-formoterol maintenance from step 3, and the alternative track an as-needed SABA with regular ICS.",
  },
  "entresto-us-isi": {
    topics: ["sacubitril/valsartan", "entresto", "ace inhibitor", "angioedema", "washout"],
    summary:
      "The US safety information for sacubitril/valsartan: it must not be taken together with an ACE inhibitor, and 36 hours must pass when switching from an ACE inhibitor to it or back; it is not used after angioedema on an ACE inhibitor or ARB. It can itself cause angioedema, which can be fatal when the throat swells; it is then stopped at once and not given again.",
  },
  "acog-co734-tvus-postmenopausal-bleeding": {
    topics: ["postmenopausal bleeding", "transvaginal ultrasound", "endometrial thickness", "endometrial sampling"],
    summary:
      "Postmenopausal bleeding is evaluated promptly to exclude endometrial cancer or its precursor. Transvaginal ultrasound or office endometrial sampling may come first; an endometrium of 4 mm or less on ultrasound makes cancer very unlikely (negative predictive value above 99%), an endometrium not clearly seen calls for sampling, hysteroscopy or sonohysterography, and persistent or recurrent bleeding after a negative first evaluation is investigated further.",
  },
  "nhs-cornwall-thyrotoxicosis-rms": {
    topics: ["hyperthyroidism", "thyrotoxicosis", "trab", "referral", "propranolol"],
    summary:
      "An NHS primary care referral pathway for adults with hyperthyroidism: before referral, check TSH, free T4 and T3, TSH-receptor antibodies, a full blood count, kidney and liver tests (and pregnancy where relevant), without a thyroid ultrasound or uptake scan; propranolol is considered for tremor or a fast heart rate; overt hyperthyroidism is referred routinely to endocrinology, and thyroid storm is an emergency.",
  },
  "asco-idsa-2018-outpatient-fever-neutropenia": {
    topics: ["febrile neutropenia", "neutropenic fever", "chemotherapy", "empiric antibiotics", "mascc"],
    summary:
      "ASCO and IDSA guidance on fever and neutropenia in adults treated for cancer: the first dose of empirical antibacterial therapy is given within 1 hour of triage; only patients judged low risk, by clinical criteria or a validated tool such as the MASCC index, are considered for outpatient treatment, and they are observed for at least 4 hours before going home.",
  },
  "acog-pb190-gdm": {
    topics: ["gestational diabetes", "100 g oral glucose tolerance test", "carpenter-coustan", "two-step screening"],
    summary:
      "Describes the US two-step approach: a 50 g glucose challenge, then for those above its cut-off a 100 g 3-hour OGTT, with gestational diabetes diagnosed when two or more values meet or exceed the thresholds: Carpenter–Coustan fasting 95, 1-hour 180, 2-hour 155, 3-hour 140 mg/dL, or the higher National Diabetes Data Group set (105, 190, 165, 145 mg/dL); either set is acceptable. Gestational diabetes controlled without medicine is class A1, needing medicine class A2.",
  },
  "fairley-1993-flucloxacillin-jaundice": {
    topics: ["flucloxacillin", "drug-induced liver injury", "cholestatic hepatitis", "jaundice"],
    summary:
      "A case-control study of jaundice after flucloxacillin: the cases had cholestatic liver tests and bile ducts of normal calibre, with jaundice starting up to eight weeks after the antibiotic was stopped. Older age (over 55) and courses longer than 14 days raised the risk sharply; the dose and route did not.",
  },
  "guevara-2009-hyponatraemia-hepatic-encephalopathy": {
    topics: ["hyponatraemia", "hepatic encephalopathy", "cirrhosis", "sodium"],
    summary:
      "A prospective study of 61 people with cirrhosis over a year: a sodium below 130 mmol/L, earlier overt encephalopathy, bilirubin and creatinine were the only independent predictors of overt hepatic encephalopathy, so low sodium is a major risk factor for it.",
  },
  "rcog-gtg31-sga-fetus-2013": {
    topics: ["fetal growth restriction", "small for gestational age", "umbilical artery doppler", "pregnancy"],
    summary:
      "The RCOG guideline on the small-for-gestational-age fetus: pregnancies at high risk are followed with serial ultrasound of fetal size and umbilical artery Doppler. Nothing but birth changes the course of growth restriction, so its timing weighs prematurity against staying in the womb; a small fetus found after 32 weeks with an abnormal umbilical artery Doppler should be delivered by 37 weeks at the latest.",
  },
  "cuh-reduced-fetal-movements": {
    topics: ["reduced fetal movements", "pregnancy", "stillbirth", "maternity unit"],
    summary:
      "An NHS trust's advice on the baby's movements: babies do not move less late in pregnancy, and movements that slow down or stop are reported to the hospital midwives at once, not left until the next day.",
  },
  "endo-soc-2012-hypertriglyceridemia": {
    topics: ["hypertriglyceridemia", "triglycerides", "pancreatitis", "fibrate"],
    summary:
      "The Endocrine Society grades fasting triglycerides: mild 150–199, moderate 200–999, severe 1000–1999 and very severe 2000 mg/dL or more. Mild and moderate levels matter for cardiovascular risk; severe and very severe levels carry a risk of pancreatitis, and there dietary fat and simple carbohydrates are cut and a fibrate is the first-line drug.",
  },
  "bnssg-remedy-thyroid-pregnancy": {
    topics: ["hypothyroidism", "pregnancy", "levothyroxine", "tsh", "antenatal"],
    summary:
      "An NHS primary care pathway for thyroid disease in pregnancy: TSH is kept within trimester-specific targets (up to 2.5 mU/L in the first trimester); on levothyroxine, a TSH of 2.5–5 raises the dose by 25 micrograms a day, 5–10 by 50 micrograms a day with referral to the endocrine antenatal clinic, and above 10 is referred urgently.",
  },
  "khan-2017-phpt-consensus": {
    topics: ["primary hyperparathyroidism", "parathyroidectomy", "hypercalcaemia", "egfr", "osteoporosis"],
    summary:
      "An international consensus on primary hyperparathyroidism: surgery is indicated with symptoms and advised without them when any criterion is met: age under 50, a calcium more than 1 mg/dL (0.25 mmol/L) above the upper limit, a T-score of -2.5 or less at spine, hip or one-third radius or a low-energy fracture, a GFR below 60 mL/min, or kidney stones, nephrocalcinosis or a high stone risk.",
  },
  "nwaru-2020-saba-overuse": {
    topics: ["asthma", "saba overuse", "reliever inhaler", "asthma exacerbation", "asthma mortality"],
    summary:
      "A Swedish national cohort of people with asthma aged 12 to 45: collecting 3 or more short-acting reliever canisters a year went with more exacerbations and higher mortality than 2 or fewer, and both risks rose step by step with the number of canisters (3 to 5, 6 to 10, 11 or more).",
  },
  "tiniakou-2020-statin-autoimmune-myopathy": {
    topics: ["statin", "anti-hmgcr", "immune-mediated necrotising myopathy", "weakness", "creatine kinase"],
    summary:
      "A review of statin-associated autoimmune myopathy: a rare necrotising myopathy driven by antibodies against HMGCR, the enzyme statins block. Unlike ordinary statin muscle symptoms, which settle once the statin is stopped, its proximal weakness and raised CK persist for weeks after stopping; anti-HMGCR antibody testing tells the two apart, and the autoimmune form needs immunosuppressive treatment.",
  },
  "nla-2022-statin-intolerance": {
    topics: ["statin intolerance", "statin-associated muscle symptoms", "nocebo", "non-statin therapy", "ezetimibe"],
    summary:
      "The US National Lipid Association's 2022 definition of statin intolerance: side effects that resolve or improve when the dose is lowered or the statin stopped, complete or partial, and called intolerance only after at least two statins, one at the lowest approved daily dose. A different statin, dose or dosing frequency is tried to find one that suits; when goals are not reached on the most that is tolerated, non-statin therapy with cardiovascular outcome evidence is favoured.",
  },
  "shalimar-2013-hev-pregnancy": {
    topics: ["hepatitis e", "pregnancy", "acute liver failure", "hev"],
    summary:
      "Hepatitis E is more often severe in pregnancy, especially with genotypes 1 and 2 in South Asia and Africa and later in pregnancy: acute liver failure, fetal loss, preterm labour and maternal or neonatal death are more common, and care is supportive.",
  },
  "addepally-2018-hba1c-cirrhosis": {
    topics: ["hba1c", "cirrhosis", "diabetes", "fructosamine", "continuous glucose monitoring"],
    summary:
      "In cirrhosis HbA1c can read falsely low and tracks glucose far less well than without cirrhosis, more so with worse liver function; fructosamine did no better, so glucose readings are the better guide.",
  },
  "metald-alcohol-thresholds": {
    topics: ["metald", "masld", "alcohol", "steatotic liver disease", "alcohol-related liver disease"],
    summary:
      "Under the 2023 steatotic liver disease nomenclature, metabolic risk with alcohol at 140–350 g a week in women or 210–420 g a week in men is MetALD, not MASLD; above that it is alcohol-related liver disease.",
  },
  "mims-empagliflozin-volume-depletion": {
    topics: ["empagliflozin", "sglt2 inhibitor", "volume depletion", "older adults", "hypotension"],
    summary:
      "The empagliflozin prescribing information: its fall in blood pressure needs care in people aged 75 or over, with heart disease, or on blood-pressure treatment with a history of low blood pressure; volume depletion is more likely at 75 or over, so volume status and blood pressure are watched.",
  },
  "jhm-2017-vancomycin-piperacillin-aki": {
    topics: ["vancomycin", "piperacillin-tazobactam", "acute kidney injury", "nephrotoxicity", "drug combination"],
    summary:
      "A large hospital cohort: acute kidney injury was about two and a half times as common on vancomycin with piperacillin-tazobactam (21%) as on either drug alone (about 8%), and the combination roughly doubled the odds after adjustment.",
  },
  "pj-levetiracetam-psychiatric": {
    topics: [
      "levetiracetam",
      "psychiatric adverse effects",
      "irritability",
      "depression",
      "aggression",
      "suicidal ideation",
    ],
    summary:
      "A pharmacist teaching article and the prescribing information: levetiracetam commonly causes low mood, irritability, hostility or aggression and anxiety, and rarely psychosis or suicidal thoughts; these are recognised as drug effects and often settle when the dose is reduced or the drug withdrawn.",
  },
  "onglyza-eu-smpc": {
    topics: ["saxagliptin", "dpp-4 inhibitor", "renal dosing", "chronic kidney disease"],
    summary:
      "The saxagliptin product information: 5 mg once a day, lowered to 2.5 mg once a day when the GFR is below 45 or kidney impairment is severe, and not recommended on haemodialysis; kidney function is checked before starting and from time to time after.",
  },
  "galvus-mims-prescribing-info": {
    topics: ["vildagliptin", "dpp-4 inhibitor", "renal dosing", "chronic kidney disease"],
    summary:
      "The vildagliptin prescribing information: 50 mg twice a day in most combinations, with no change in mild kidney impairment and 50 mg once a day in moderate or severe kidney impairment; not recommended on haemodialysis.",
  },
  "diabetes-care-2003-tacrolimus-ptdm": {
    topics: ["tacrolimus", "post-transplant diabetes", "new-onset diabetes after transplant", "kidney transplant"],
    summary:
      "A study of kidney transplant recipients on tacrolimus tested with glucose tolerance tests: over half had diabetes by one to three months after the transplant, insulin release was most held back at three months and recovered as the tacrolimus dose came down, and routine screening was advised.",
  },
  "arena-2008-acute-hepatitis-stiffness": {
    topics: ["liver stiffness", "elastography", "acute hepatitis", "fib-4", "aminotransferases", "liver fibrosis"],
    summary:
      "A study of people admitted with acute viral hepatitis: at the peak of their liver enzymes every patient's liver stiffness was above the values used to suggest scarring or cirrhosis, and it fell back as the enzymes settled. Inflammation, not only scarring, stiffens the liver, so fibrosis is measured once an acute rise has settled.",
  },
  "jones-2023-fib4-analytical-biological": {
    topics: ["fib-4", "liver fibrosis", "thrombocytopenia", "platelets", "acute hepatitis", "muscle damage"],
    summary:
      "A laboratory review of the FIB-4 score: besides the ordinary variation of its four inputs, conditions that move them for other reasons, such as acute hepatitis, muscle injury and a low platelet count from a cause outside the liver, distort it, so one result should not decide care.",
  },
  "decaux-2000-azathioprine-mcv": {
    topics: ["azathioprine", "thiopurine", "macrocytosis", "mcv", "6-thioguanine nucleotides"],
    summary:
      "A study of people on a steady azathioprine dose: in most, the red cell size (MCV) rose over the first three months and settled by six, in step with the level of the drug's active metabolites, so a modestly raised MCV on azathioprine can be an expected drug effect.",
  },
  "aha-accf-2010-torsade-prevention": {
    topics: ["qt prolongation", "qtc", "torsade de pointes", "hypokalaemia", "hypomagnesaemia", "ecg monitoring"],
    summary:
      "The American Heart Association and American College of Cardiology Foundation statement on preventing torsade de pointes in hospital. A QTc above 500 ms is listed as a risk factor, with QT-prolonging drugs (more so when combined), heart disease, older age, female sex, low potassium, magnesium or calcium, diuretics and a slow heart rate. Watching the ECG lets staff see the QT lengthening, stop the drug responsible and correct low potassium and a slow rhythm. Other reviews seen with it advise stopping QT-prolonging drugs when the QTc goes above 500 ms and, once torsade occurs, giving intravenous magnesium and raising potassium to 4.5–5 mmol/L.",
  },
  "fluconazole-product-information-qt": {
    topics: ["fluconazole", "azole antifungal", "qt prolongation", "torsade de pointes"],
    summary:
      "MIMS's fluconazole monograph lists a longer QT interval as a significant side effect and ventricular arrhythmia, including torsade de pointes, as a potentially fatal one. It asks for caution in people whose condition already favours arrhythmia, such as a low potassium, other disturbed salts or advanced heart failure, and for periodic potassium checks.",
  },
  "arava-smpc-eu": {
    topics: ["leflunomide", "alt", "monitoring", "methotrexate combination", "washout"],
    summary:
      "Leflunomide's EU product information: taking it with, or soon after, another liver- or blood-toxic DMARD such as methotrexate may raise the risk of serious side effects, and switching without the washout procedure carries risk long afterwards. ALT and a full blood count are checked before starting, every two weeks for six months and every eight weeks after.",
  },
  "leflunomide-us-label": {
    topics: ["leflunomide", "hepatotoxicity", "pregnancy", "washout", "alt"],
    summary:
      "Leflunomide's US boxed warning: it is contraindicated in pregnancy, and it can cause severe, sometimes fatal, liver injury. ALT is checked at least monthly for six months and then every six to eight weeks; if ALT rises above three times the upper limit the drug is stopped while the cause is sought, and if leflunomide is the likely cause the accelerated elimination (washout) procedure is started and liver tests are checked weekly until normal.",
  },
  "ast-2019-cmv-sot": {
    topics: ["cytomegalovirus", "cmv", "transplant", "viral load", "pre-emptive therapy", "valganciclovir"],
    summary:
      "American Society of Transplantation guideline on CMV after solid organ transplant: prevention is by antiviral prophylaxis or by regular quantitative CMV PCR with pre-emptive treatment (valganciclovir or intravenous ganciclovir) once the viral load passes a threshold, which varies with the assay and the centre. A seronegative recipient of a seropositive donor's organ is at highest risk.",
  },
  "mycophenolate-mofetil-us-label": {
    topics: ["mycophenolate", "transplant", "neutropenia", "infection", "bone marrow"],
    summary:
      "The US label for mycophenolate mofetil carries a boxed warning on serious infections and malignancy. Neutropenia may come from mycophenolate, other medicines or viral infection, is most frequent in the first six months after a transplant, and below 1.3 × 10⁹/L neutrophils the dose is interrupted or reduced and the cause looked for; patients report any infection, bruising or bleeding at once.",
  },
  "sps-mycophenolate-monitoring": {
    topics: ["mycophenolate", "monitoring", "neutropenia", "full blood count", "dmard"],
    summary:
      "NHS Specialist Pharmacy Service monitoring for mycophenolate: blood count, liver and kidney tests every two weeks until the dose has been stable for six weeks, then at least every 12 weeks. Stopping and contacting the specialist is considered for white cells below 3.5, neutrophils below 1.6 or platelets below 140 × 10⁹/L, among other results.",
  },
  "sps-methotrexate-renal-dosing": {
    topics: ["methotrexate", "renal impairment", "egfr", "dose", "toxicity"],
    summary:
      "An NHS good-practice example on methotrexate and kidney function: methotrexate builds up when the kidneys filter less, risking marrow suppression, liver toxicity and pneumonitis, and British Society for Rheumatology advice is not to exceed 12.5 mg a week when eGFR is below 60. An audit found patients in primary care on doses too high for their eGFR.",
  },
  "nice-ng100-ra-referral": {
    topics: ["rheumatoid arthritis", "synovitis", "referral", "anti-ccp", "rheumatoid factor"],
    summary:
      "NICE's rheumatoid arthritis guideline: any adult with suspected persistent synovitis of unknown cause is referred for a specialist opinion, urgently when small joints of the hands or feet or more than one joint are affected or symptoms have gone on for 3 months or more, even with normal inflammatory markers or negative antibodies. Tests in primary care should not delay referral.",
  },
  "humphreys-2017-methotrexate-alcohol": {
    topics: ["methotrexate", "alcohol", "transaminitis", "rheumatoid arthritis", "liver toxicity"],
    summary:
      "A study of nearly 12,000 people with rheumatoid arthritis on methotrexate in UK general practice records: the chance of ALT or AST rising above three times the upper limit grew with weekly alcohol, possibly from 15-21 units and clearly above 21 units, while drinking under 14 units a week did not appear to raise it.",
  },
  "nmss-2014-tecfidera-label-changes": {
    topics: [
      "dimethyl fumarate",
      "tecfidera",
      "lymphopenia",
      "progressive multifocal leukoencephalopathy",
      "multiple sclerosis",
    ],
    summary:
      "A patient society's account of the 2014 US label changes for dimethyl fumarate: blood counts with lymphocytes after six months and then every 6 to 12 months, and a break from treatment considered when lymphocytes stay low for more than six months, after a death from PML in a person with long-lasting lymphopenia on the drug.",
  },
  "halmed-2015-tecfidera-pml-dhpc": {
    topics: ["dimethyl fumarate", "lymphopenia", "pml", "multiple sclerosis monitoring"],
    summary:
      "A 2015 safety letter to prescribers, agreed with the European regulator, on PML with dimethyl fumarate: blood counts with lymphocytes before treatment and every three months on it; stopping is to be considered when lymphocytes stay below 0.5 × 10⁹/L for more than six months, and after stopping the count is followed until it recovers.",
  },
  "wjg-2014-anti-tnf-screening": {
    topics: [
      "tnf inhibitor",
      "pre-biologic screening",
      "latent tuberculosis",
      "hepatitis b",
      "hiv",
      "varicella zoster",
    ],
    summary:
      "A table of the tests to do before a TNF inhibitor is started: latent TB by history, chest X-ray and IGRA or skin test (treated first), hepatitis B status, HIV serology, and VZV serology when there is no history of chickenpox or shingles, with vaccination before treatment if it is negative.",
  },
  "infliximab-label-serious-infection": {
    topics: ["infliximab", "anti-tnf", "serious infection", "immunosuppression", "sepsis"],
    summary:
      "The US prescribing information for an infliximab product: infliximab raises the risk of serious and opportunistic infections, mostly in patients also taking other immunosuppressants; it is not started during an active infection and is stopped if a serious infection or sepsis develops.",
  },
  "mja-2022-psa-guideline-table": {
    topics: ["psa", "prostate cancer", "family history", "early detection"],
    summary:
      "A review's table of prostate cancer testing guidelines: European and Australian guidance starts PSA testing earlier, from 45, in men whose father or brother had prostate cancer, because their own risk is higher.",
  },
  "nhs-lothian-refhelp-raised-psa": {
    topics: ["psa", "urinary tract infection", "prostate cancer referral", "psa pre-test conditions"],
    summary:
      "A Scottish health board's referral guide for a raised PSA: the test is not taken during a urinary infection or within 48 hours of ejaculation or hard exercise; a PSA raised by an infection or a catheter is repeated six weeks later, and the man is referred only if it stays raised.",
  },
  "pcrmp-psa-gp-summary": {
    topics: ["psa", "prostate cancer", "psa threshold", "psa pre-test conditions"],
    summary:
      "The NHS programme for men without symptoms who ask for a PSA test: most men have a PSA below 3, and a PSA of 3 or more is treated as raised in men aged 50 to 69, although most men with a raised PSA do not have cancer; the test is not taken within 6 weeks of a urinary infection or a prostate procedure, or within 48 hours of ejaculation or hard exercise.",
  },
  "ncl-icb-urgent-suspected-cancer-urology": {
    topics: ["psa", "prostate cancer referral", "suspected cancer", "repeat psa"],
    summary:
      "NHS GP guidance from North Central London on referring suspected prostate cancer: men of 50 or over can ask for a PSA test without symptoms; a raised PSA is not repeated before referral unless something else probably raised it, such as a urinary infection or a recent catheter, and a urine test is used to exclude infection; a very high PSA or an abnormal rectal examination is referred urgently whatever else is going on.",
  },
  "scottish-referral-guidelines-prostate-2025": {
    topics: ["psa", "prostate cancer referral", "suspected cancer", "urinary tract infection"],
    summary:
      "Scotland's 2025 suspected-cancer referral guide: a PSA of 3 or more under 70, or 5 or more at 70 to 79, is referred urgently; a PSA raised around a urinary infection is not referred urgently but repeated 6 weeks after the infection has been treated, and referred if it is still raised.",
  },
  "catalona-1995-free-psa": {
    topics: ["free psa", "psa", "prostate cancer"],
    summary:
      "A study of men with a total PSA of 4 to 10 who all had a biopsy: the share of PSA that was free was lower in men with cancer (median about 9% with a normal-sized gland) than in men with benign enlargement (about 19%), so the free share helps tell the two apart.",
  },
  "hoffman-2000-free-total-psa-ratio": {
    topics: ["free psa", "psa", "prostate cancer"],
    summary:
      "A review of studies of the free-to-total PSA ratio in men with a PSA of 2 to 10: a low ratio makes cancer more likely and a high ratio less likely, but a high ratio still leaves about a 1 in 10 chance of cancer, so it does not rule cancer out.",
  },
  "dermatology-times-propecia-psa": {
    topics: ["finasteride", "psa", "hair loss", "5-alpha-reductase inhibitor"],
    summary:
      "A report of a trial in men of 40 to 60 taking finasteride 1 mg for hair loss: the low hair-loss dose also lowers PSA, by about half in men in their fifties within a year, so a PSA in these men reads lower than it would otherwise be.",
  },
  "mhra-venetoclax-tls-dsu": {
    topics: ["venetoclax", "tumour lysis syndrome", "chronic lymphocytic leukaemia"],
    summary:
      "Regulator's safety advice on venetoclax: tumour lysis can be fatal even at the lowest starting dose, so the dose ramp-up, preventive fluids and urate-lowering drugs and blood monitoring are followed strictly; the prescriber's dosing guide has the drug interrupted or reduced for tumour lysis and the risk reassessed before restarting after a break.",
  },
  "muniz-2021-candied-ici-diabetes": {
    topics: ["immune checkpoint inhibitor", "type 1 diabetes", "diabetic ketoacidosis"],
    summary:
      "A Canadian series of 34 people who developed insulin-dependent diabetes on PD-1 or PD-L1 immunotherapy: it often began as a hyperglycaemic emergency a few months into treatment and did not go away.",
  },
  "eau-2023-bcr-definition-table": {
    topics: ["psa", "radical prostatectomy", "biochemical recurrence", "salvage radiotherapy"],
    summary:
      "A review's table of the guidelines on prostate cancer that comes back after treatment: after the prostate has been removed, EAU calls a PSA of 0.2 ng/mL confirmed by a second value of 0.2 or more biochemical recurrence, and recommends salvage radiotherapy early, while the PSA is still low, when no spread is seen.",
  },
  "tilki-2019-eau-bcr-risk-groups": {
    topics: ["biochemical recurrence", "radical prostatectomy", "psa doubling time", "salvage radiotherapy"],
    summary:
      "A European cohort of over a thousand men whose PSA came back after prostatectomy: those in the EAU high-risk group went on to spread and to die of prostate cancer several times more often, and salvage radiotherapy given while the PSA was below 0.5 ng/mL protected strongly.",
  },
  "tga-msu-29-denosumab-hypocalcaemia": {
    topics: ["denosumab", "xgeva", "hypocalcaemia", "calcium and vitamin d supplements"],
    summary:
      "Regulator's safety advice on denosumab: severe low calcium, sometimes fatal and more likely with the 120 mg cancer dose (Xgeva), can occur at any time but most often in the first six months, and with poor kidney function or dialysis; low calcium is corrected before treatment, and the manufacturer's letter asks for calcium and vitamin D supplements with Xgeva unless the calcium is high.",
  },
  "body-2018-hypocalcaemia-prostate-antiresorptive": {
    topics: ["denosumab", "bisphosphonate", "hypocalcaemia", "prostate cancer", "bone metastases"],
    summary:
      "A review of low calcium with bone-protecting drugs in advanced prostate cancer: it is commonest in prostate cancer and more likely with denosumab than bisphosphonates; bone-forming metastases, vitamin D deficiency and poor kidney function add to the risk; checking calcium, correcting a low level first and giving supplements prevent it.",
  },
  "siad-2016-practical-recommendations": {
    topics: ["siadh", "siad", "hyponatraemia", "fluid restriction", "tolvaptan"],
    summary:
      "A review of the diagnosis and treatment of the syndrome of inappropriate antidiuresis: published guidelines make fluid restriction the first-line treatment, although it often works only modestly or cannot be kept to, and tolvaptan is the option with trial support when it fails.",
  },
  "little-2006-uti-dipstick": {
    topics: ["urinary tract infection", "cystitis", "urine dipstick", "nitrite", "leucocyte esterase"],
    summary:
      "A UK general-practice study of women with suspected urine infection: of the dipstick results, only nitrite, leucocyte esterase and blood each pointed to an infection later confirmed by the laboratory. Nitrite with blood or leucocytes made infection very likely; a negative strip made it less likely but did not rule it out.",
  },
  "imwg-2010-mgus-smm": {
    topics: ["mgus", "monoclonal gammopathy", "paraprotein", "myeloma", "free light chains", "monitoring"],
    summary:
      "International Myeloma Working Group consensus on MGUS and smouldering myeloma: MGUS progresses at about 1% a year. Low-risk MGUS (IgG, paraprotein under 15 g/L, normal free light-chain ratio) is rechecked at 6 months and, if stable, every 2–3 years or sooner when symptoms suggest a plasma-cell malignancy; intermediate- and high-risk MGUS is followed yearly for life.",
  },
  "emn-2014-mgus": {
    topics: [
      "mgus",
      "monoclonal gammopathy",
      "paraprotein",
      "hypercalcaemia",
      "anaemia",
      "renal insufficiency",
      "bone lesions",
    ],
    summary:
      "European Myeloma Network recommendations on MGUS: MGUS means a paraprotein without the hypercalcaemia, kidney impairment, anaemia or bone lesions that myeloma causes; the paraprotein level, its type and the light chains help predict progression, and follow-up watches blood count, calcium, kidney function and the paraprotein.",
  },
  "iota-2011-ca125-likelihood": {
    topics: ["ca-125", "endometriosis", "endometrioma", "ovarian mass", "ovarian cancer", "benign causes"],
    summary:
      "A large International Ovarian Tumor Analysis study of women operated on for an adnexal mass: endometriomas and abscesses were the benign masses with a raised median CA-125 (about 43–45 U/mL), before and after the menopause, and CA-125 overlapped widely between benign and malignant groups, so it tells them apart poorly on its own.",
  },
  "jpd-2020-oh-parkinsons": {
    topics: [
      "orthostatic hypotension",
      "parkinson's disease",
      "supine hypertension",
      "neurogenic orthostatic hypotension",
    ],
    summary:
      "A review of orthostatic hypotension in Parkinson's disease: medicine and volume causes are corrected first, then non-drug measures, then drug treatment. About half of people with neurogenic orthostatic hypotension also have supine hypertension, which is handled with non-drug measures and, if severe, a short-acting antihypertensive at bedtime.",
  },
  "nice-cg103-delirium": {
    topics: ["delirium", "acute confusion", "older adults", "dementia", "risk factors"],
    summary:
      "NICE's delirium guideline: age 65 or over, dementia or cognitive impairment, hip fracture and severe illness put a person at risk; a recent change or fluctuation in behaviour over hours or days is assessed as possible delirium, and when delirium and dementia cannot be told apart the person is managed for delirium first. Causes are looked for and treated, and medicines reviewed.",
  },
  "nice-ktt7-antipsychotics-dementia": {
    topics: [
      "antipsychotics",
      "dementia",
      "lewy body dementia",
      "parkinson's disease dementia",
      "sensitivity reaction",
    ],
    summary:
      "NICE's key therapeutic topic on antipsychotics in dementia: offer one only for risk of harm or severe distress, after looking for causes such as pain or delirium. In Lewy body dementia and Parkinson's disease dementia antipsychotics can worsen movement and cause severe sensitivity reactions.",
  },
  "ccjm-digoxin-interactions-table": {
    topics: [
      "digoxin",
      "drug interaction",
      "p-glycoprotein",
      "amiodarone",
      "verapamil",
      "clarithromycin",
      "digoxin toxicity",
    ],
    summary:
      "A review table on medicines that make digoxin toxicity more likely: amiodarone, dronedarone, quinidine, verapamil and diltiazem, propafenone, flecainide, clarithromycin, ciclosporin and itraconazole block the P-glycoprotein pump that clears digoxin, so the digoxin dose may need halving when one is started, with a level about a week later. Macrolide antibiotics also raise digoxin absorption, and diuretics add risk through low potassium. The US labels agree: reduce digoxin by 30–50% (by half with amiodarone or dronedarone) and keep checking levels.",
  },
  "cpic-cyp2d6-tamoxifen-2018": {
    topics: ["cyp2d6", "tamoxifen", "endoxifen", "aromatase inhibitor", "poor metaboliser"],
    summary:
      "CPIC's guideline on tamoxifen by CYP2D6 phenotype: poor metabolisers form little endoxifen and are advised an aromatase inhibitor instead (with ovarian suppression before the menopause); intermediate metabolisers are advised to consider the same. A 40 mg daily tamoxifen dose raises endoxifen without normalising it and is kept for when an aromatase inhibitor cannot be used. CYP2D6-inhibiting medicines are avoided.",
  },
  "sideras-2010-tamoxifen-cyp2d6-inhibitors": {
    topics: ["tamoxifen", "cyp2d6 inhibitor", "paroxetine", "fluoxetine", "bupropion", "venlafaxine"],
    summary:
      "A review of medicines that inhibit CYP2D6 in women taking tamoxifen: paroxetine, fluoxetine, bupropion and quinidine inhibit it strongly and can lower endoxifen, while venlafaxine and desvenlafaxine inhibit it little and are preferred when an antidepressant is needed.",
  },
  "fda-allopurinol-label-hla-b5801": {
    topics: ["hla-b*58:01", "allopurinol", "severe cutaneous adverse reaction", "long-term use"],
    summary:
      "The US allopurinol label advises against allopurinol in HLA-B*58:01 carriers unless the benefit clearly outweighs the risk, and does not advise screening people already taking it, because severe skin and hypersensitivity reactions mostly start in the first few months of treatment.",
  },
  "nice-cg141-upper-gi-bleeding": {
    topics: ["upper gastrointestinal bleeding", "melaena", "haematemesis", "glasgow-blatchford score", "endoscopy"],
    summary:
      "NICE's guideline on acute upper GI bleeding in over-16s: every patient is risk-assessed with the Blatchford score at first assessment and the full Rockall score after endoscopy. Unstable patients with severe bleeding have endoscopy immediately after resuscitation, all others within 24 hours. Transfusion decisions rest on the whole clinical picture; platelets, plasma and prothrombin complex concentrate (on warfarin) are given to those actively bleeding by set criteria.",
  },
  "nice-ng158-vte": {
    topics: ["pulmonary embolism", "wells score", "d-dimer", "ctpa", "interim anticoagulation", "deep vein thrombosis"],
    summary:
      "NICE's guideline on suspected DVT and PE in adults: clinical probability is set with the two-level Wells score. For PE, a score above 4 (PE likely) leads straight to CTPA; a score of 4 or less leads to a D-dimer, and CTPA if it is positive. A V/Q scan can replace CTPA when contrast is unsuitable. When imaging cannot be done at once, interim therapeutic anticoagulation is given while waiting.",
  },
  "esc-2019-acute-pe": {
    topics: ["pulmonary embolism", "risk stratification", "right ventricular dysfunction", "troponin", "nt-probnp"],
    summary:
      "The ESC/ERS guideline on acute pulmonary embolism. In patients without shock, risk is graded further: right-ventricular dysfunction on imaging together with a raised cardiac biomarker such as troponin marks intermediate-high risk, a group monitored closely for haemodynamic decompensation.",
  },
  "esc-2022-cardio-oncology": {
    topics: [
      "cardio-oncology",
      "cancer therapy-related cardiac dysfunction",
      "ctrcd",
      "anthracycline",
      "trastuzumab",
      "lvef",
    ],
    summary:
      "ESC guideline on heart care before, during and after cancer treatment. Cancer therapy-related cardiac dysfunction (CTRCD) is graded by LVEF: severe is a new fall to below 40%; moderate a new fall of 10 points or more to 40–49% (or a smaller fall to 40–49% with a strain or biomarker change); mild an LVEF of 50% or more with a new strain fall or biomarker rise. New heart toxicity during or after cancer treatment calls for cardio-oncology or specialist cardiology assessment, and moderate or severe CTRCD for heart failure treatment including an ACE inhibitor or ARB and a beta-blocker.",
  },
  "asco-2013-crc-survivorship": {
    topics: ["colorectal cancer surveillance", "cea", "recurrence", "survivorship", "ct surveillance"],
    summary:
      "ASCO endorsement of the Cancer Care Ontario guideline on follow-up after colorectal cancer. Surveillance is guided by the risk of recurrence and the patient's fitness: history, examination and CEA every 3 to 6 months for 5 years, and CT of the chest and abdomen yearly for 3 years, so that a recurrence is found while it may still be treated, for example by liver resection.",
  },
  "ighg-2013-breast-surveillance-chest-radiation": {
    topics: ["breast cancer surveillance", "chest radiotherapy", "hodgkin lymphoma", "cancer survivors", "breast mri"],
    summary:
      "International harmonised advice for women treated with chest radiation before 30: yearly breast surveillance (mammography and breast MRI) is recommended after 20 Gy or more and reasonable after 10–19 Gy, starting at age 25 or 8 years after radiation, whichever is later, and continuing at least to age 50.",
  },
  "ash-2016-hodgkin-late-effects": {
    topics: [
      "hodgkin lymphoma",
      "late effects",
      "radiotherapy",
      "valvular heart disease",
      "hypothyroidism",
      "survivorship",
    ],
    summary:
      "Review of late effects after Hodgkin lymphoma treatment: second cancers and cardiovascular disease are the leading causes of death; radiotherapy raises the risk of coronary, valvular and pericardial disease and heart failure from 5 to more than 35 years later, and neck radiotherapy causes thyroid dysfunction, followed up with at least yearly TSH.",
  },
  "acr-2022-giop": {
    topics: ["glucocorticoid-induced osteoporosis", "prednisolone", "fracture risk", "bisphosphonate", "frax"],
    summary:
      "For adults taking 2.5 mg or more of prednisone (or equivalent) a day for over 3 months, fracture risk is assessed as soon as possible (clinical risk factors, bone density with vertebral fracture assessment, FRAX from 40); everyone gets calcium and vitamin D advice, and osteoporosis treatment, usually an oral bisphosphonate first, is offered at medium or higher fracture risk.",
  },
  "tsanz-2021-copd-systemic-steroids": {
    topics: ["copd", "oral corticosteroids", "prednisolone", "low-value care", "steroid side effects"],
    summary:
      "The Thoracic Society of Australia and New Zealand advises against long-term systemic corticosteroids in COPD: their benefit outside exacerbations is unproven, and side effects include diabetes, osteoporosis, muscle weakness and weight gain. Exacerbations need only a short course.",
  },
  "kdigo-2017-ckd-mbd": {
    topics: ["ckd-mbd", "phosphate", "parathyroid hormone", "secondary hyperparathyroidism", "chronic kidney disease"],
    summary:
      "From CKD G3a, calcium, phosphate, PTH and alkaline phosphatase are monitored and judged by their trends; a raised phosphate is lowered toward normal (diet, binders, with calcium-based binders limited); with a rising PTH, high phosphate, low calcium and vitamin D deficiency are looked for first, and calcitriol is kept for severe, progressive hyperparathyroidism in G4–G5.",
  },
  "nice-ng88-heavy-menstrual-bleeding": {
    topics: ["heavy menstrual bleeding", "menorrhagia", "nsaids", "tranexamic acid", "iron deficiency"],
    summary:
      "NICE guideline on assessing and treating heavy menstrual bleeding. Treatment aims to improve quality of life; options include the levonorgestrel intrauterine system, tranexamic acid, NSAIDs and combined hormonal contraception. NSAIDs taken during the period reduce menstrual blood loss.",
  },
  "kdigo-2024-anca-vasculitis": {
    topics: ["anca vasculitis", "rapidly progressive glomerulonephritis", "mpo-anca", "pr3-anca", "kidney biopsy"],
    summary:
      "KDIGO guideline on ANCA-associated vasculitis. With a picture compatible with small-vessel vasculitis and a positive MPO- or PR3-ANCA, immunosuppression is not held back while waiting for a kidney biopsy, above all when kidney function is falling fast; patients are treated at centres experienced with the disease, with biopsy after treatment has started when feasible.",
  },
  "schweizer-2015-hyperferritinaemia-hlh": {
    topics: [
      "hyperferritinaemia",
      "haemophagocytic lymphohistiocytosis",
      "macrophage activation syndrome",
      "still's disease",
    ],
    summary:
      "Review of patients with ferritin above 5000 µg/L: haemophagocytic lymphohistiocytosis (HLH) was common among them, Still's disease also raises ferritin through macrophage activation, and cytopenia of two or more cell lines carried a high mortality. A very high ferritin with systemic inflammation should make clinicians think of HLH; in adults it is not specific and is also seen with infection, liver injury, kidney failure and blood cancers.",
  },
  "medsafe-2018-febuxostat-thiopurine": {
    topics: [
      "febuxostat",
      "azathioprine",
      "mercaptopurine",
      "xanthine oxidase",
      "drug interaction",
      "myelosuppression",
    ],
    summary:
      "Medsafe safety article: xanthine oxidase inactivates mercaptopurine (the active product of azathioprine); febuxostat blocks the enzyme and can raise thiopurine levels to toxic ones. The combination is not recommended; if it cannot be avoided, the thiopurine dose is cut and blood counts watched closely.",
  },
  "colchicine-500mcg-smpc-uk": {
    topics: ["colchicine", "renal impairment", "dose", "gout", "statin", "myopathy"],
    summary:
      "UK product information for colchicine 500 microgram tablets: flare prophylaxis when starting allopurinol is 500 micrograms twice daily; with moderate kidney impairment the dose is reduced or the interval lengthened and the patient watched closely for adverse effects, and it is not used in severe kidney impairment.",
  },
  "hung-2005-colchicine-clarithromycin": {
    topics: ["colchicine", "clarithromycin", "cyp3a4", "p-glycoprotein", "drug interaction", "renal impairment"],
    summary:
      "Retrospective study of inpatients given colchicine and clarithromycin: giving them together was linked with fatal colchicine toxicity, with kidney impairment, longer overlap and pancytopenia the main risk factors for death. Clarithromycin blocks CYP3A4 and P-glycoprotein, which clear colchicine; the authors advise against prescribing the two together.",
  },
  "fda-febuxostat-cv-death-label": {
    topics: ["febuxostat", "cardiovascular death", "boxed warning", "gout"],
    summary:
      "US febuxostat label, boxed warning since 2019: in a cardiovascular outcomes trial, gout patients with established cardiovascular disease had more cardiovascular deaths on febuxostat than on allopurinol; the risks and benefits are weighed before starting or continuing it.",
  },
  "eular-2019-lupus-nephritis": {
    topics: ["lupus nephritis", "systemic lupus erythematosus", "kidney biopsy", "proteinuria", "hydroxychloroquine"],
    summary:
      "EULAR/ERA-EDTA recommendations on lupus nephritis. Any sign of kidney involvement in SLE, especially proteinuria of 0.5 g/day or more with glomerular haematuria or cellular casts, calls for a kidney biopsy, since blood and urine tests do not predict the biopsy class that guides treatment. A complete response is a uPCR below 50 mg/mmol with normal or near-normal kidney function. Hydroxychloroquine is advised for all, at no more than 5 mg/kg/day with regular eye checks.",
  },
  "rcophth-2020-hcq-retinopathy": {
    topics: ["hydroxychloroquine", "retinopathy", "retinal screening", "oct", "tamoxifen"],
    summary:
      "Royal College of Ophthalmologists' recommendations on monitoring for hydroxychloroquine and chloroquine retinopathy. Everyone on hydroxychloroquine is referred for yearly retinal imaging (SD-OCT and widefield fundus autofluorescence) after five years, or from one year with extra risk factors: more than 5 mg/kg/day, tamoxifen, or reduced kidney function (eGFR below 60). Stopping the drug is the only way to prevent further damage.",
  },
  "kafali-2004-ca125-menstrual-cycle": {
    topics: ["ca-125", "menstruation", "endometriosis", "tumour marker"],
    summary:
      "CA-125 was higher during menstruation than in the rest of the cycle, by about a fifth on average in women without endometriosis and about threefold in women with it, while outside menstruation the two groups had similar values; so a sample taken during a period reads higher than one taken at another time in the cycle.",
  },
  "jsa-1996-macrocytosis-general-practice": {
    topics: ["macrocytosis", "mcv", "alcohol"],
    summary:
      "Among general-practice patients in Finland with an MCV of 100 fL or more that had not been looked into, alcohol misuse was the commonest cause found, in about four in five men and nearly half of women; in some no cause was found.",
  },
  "baek-2025-methotrexate-macrocytosis": {
    topics: ["methotrexate", "macrocytosis", "mcv", "rheumatoid arthritis"],
    summary:
      "In about 1,150 people starting methotrexate for rheumatoid arthritis, about one in five developed an MCV above 100 fL over roughly three years, usually persisting on treatment and mostly without anaemia; it was more likely with older age, higher methotrexate doses and combination DMARDs.",
  },
  "eular-2016-gout": {
    topics: ["gout", "urate target", "tophi", "urate-lowering therapy", "allopurinol"],
    summary:
      "EULAR's gout recommendations: urate-lowering therapy is considered from the first presentation and urate kept below 6 mg/dL (360 µmol/L) for life; in severe gout, with tophi, chronic gouty arthropathy or frequent flares, the target is below 5 mg/dL (300 µmol/L) until the crystals have dissolved, after which below 6 mg/dL is enough.",
  },
  "nice-ng219-gout": {
    topics: ["gout", "urate-lowering therapy", "allopurinol", "treat to target", "flare prophylaxis"],
    summary:
      "NICE guideline on gout. Urate-lowering therapy is given by treat-to-target: start at a low dose and raise it guided by monthly serum urate, as tolerated, until urate is below 360 µmol/L (6 mg/dL); colchicine is offered to prevent flares while the target is being reached. For diagnosis, a urate of 360 µmol/L or more confirms suspected gout; a lower urate during a flare is repeated at least 2 weeks after the flare has settled, with joint aspiration or imaging if the diagnosis stays uncertain, and a red swollen joint is first assessed for septic arthritis.",
  },
  "sahm-2022-restrictive-eating-disorders": {
    topics: ["eating disorders", "anorexia nervosa", "arfid", "adolescents", "hospitalisation", "bradycardia"],
    summary:
      "Position paper on medical care of adolescents and young adults with restrictive eating disorders (anorexia nervosa, atypical anorexia nervosa, ARFID). Any one of these justifies hospital admission: 75% or less of median BMI for age and sex, dehydration, low potassium, sodium or phosphate, ECG changes, a heart rate below 50/min by day or 45/min at night, blood pressure below 90/45 mmHg, a temperature below 35.6 °C, postural changes in pulse or blood pressure, acute food refusal or acute complications of malnutrition.",
  },
  "nice-ng69-eating-disorders": {
    topics: ["eating disorders", "anorexia nervosa", "medical instability", "bradycardia", "hypothermia"],
    summary:
      "NICE guideline on recognising and treating eating disorders. Bradycardia, hypotension and hypothermia are common in people underweight from an eating disorder, and pulse, blood pressure and degree of underweight are used as markers of medical instability when deciding on admission and on how to give nutrition.",
  },
  "rcpsych-2022-meed": {
    topics: ["eating disorders", "medical emergencies", "risk assessment", "refeeding", "admission"],
    summary:
      "UK guidance (replacing MARSIPAN and Junior MARSIPAN) on recognising and managing medical emergencies in eating disorders at any age, with a traffic-light risk assessment framework adjusted for age and sex in children and young people, and advice on safe refeeding.",
  },
  "prograf-tacrolimus-label": {
    topics: [
      "tacrolimus",
      "calcineurin inhibitor",
      "drug interactions",
      "CYP3A4",
      "hyperkalaemia",
      "nephrotoxicity",
      "rejection",
    ],
    summary:
      "Tacrolimus is broken down by CYP3A, so medicines that block this enzyme (clarithromycin and other macrolides, azole antifungals, some calcium channel blockers, HIV protease inhibitors) can raise its blood level sharply within days. High levels can harm the kidney and cause high potassium and nerve toxicity such as tremor. Medicines that induce the enzyme (rifampicin, rifabutin, carbamazepine, phenytoin, phenobarbital, St John's wort) lower the level, and rejection has been reported after rifampicin was added. When such a medicine is started or stopped, trough levels are checked early and the dose adjusted; creatinine and potassium are checked regularly.",
  },
  "medscape-calcium-albumin-correction": {
    topics: ["corrected calcium", "albumin", "hypercalcaemia", "hypocalcaemia"],
    summary:
      "Total calcium falls by about 0.8 mg/dL for each 1 g/dL the albumin is below 4 g/dL, so with a low albumin the total calcium understates the calcium that matters. The corrected value is the measured calcium plus 0.8 × (4 − albumin in g/dL); an ionised calcium avoids the estimate.",
  },
  "kopp-2020-podocytopathies": {
    topics: ["nephrotic syndrome", "proteinuria", "hypoalbuminaemia", "podocytopathy"],
    summary:
      "A review of kidney diseases driven by podocyte injury. In adults, nephrotic syndrome is heavy proteinuria (3.5 g a day or more, or a urine protein:creatinine ratio of 300 mg/mmol or more) with a serum albumin below 30 g/L, oedema and usually high cholesterol. Supportive care includes renin-angiotensin blockade for the proteinuria, diuretics, statins and, for some, anticoagulation.",
  },
  "nice-cg32-nutrition-support": {
    topics: ["refeeding syndrome", "malnutrition", "nutrition support", "phosphate", "potassium", "magnesium"],
    summary:
      "NICE guideline on nutrition support in adults. People are at high risk of refeeding problems with a BMI below 16 kg/m², weight loss of more than 15% in 3–6 months, little or no intake for more than 10 days, or low potassium, phosphate or magnesium before feeding starts.",
  },
  "cdc-aphl-2014-hiv-lab-testing": {
    topics: [
      "hiv",
      "hiv testing algorithm",
      "4th generation",
      "antigen/antibody",
      "hiv-1 rna",
      "differentiation assay",
    ],
    summary:
      "CDC and APHL's laboratory algorithm for diagnosing HIV in adults and children from 2 years: testing starts with a combined HIV-1/2 antibody and HIV-1 p24 antigen immunoassay; every reactive specimen goes on to an immunoassay that tells HIV-1 from HIV-2 antibodies, and one that is non-reactive or indeterminate on it goes on to an HIV-1 nucleic acid (RNA) test. A reactive screen on its own is therefore not a diagnosis.",
  },
  "cdc-2021-sti-guidelines": {
    topics: [
      "syphilis",
      "chlamydia",
      "sexually transmitted infections",
      "benzathine penicillin",
      "partner notification",
    ],
    summary:
      "CDC's current STI treatment guidelines: syphilis of less than a year is treated with one intramuscular dose of benzathine penicillin G 2.4 million units, and of more than a year or unknown duration with three weekly doses; anyone with syphilis is examined for neurological, eye and ear involvement, which needs longer intravenous treatment; clinicians work with public health departments on partner services. Chlamydia is treated with doxycycline 100 mg twice daily for 7 days (azithromycin 1 g once is the alternative, and is used in pregnancy, with a test of cure a few weeks later); partners from the last 60 days are evaluated and treated, with expedited partner therapy where state law allows, and a retest at about 3 months looks for reinfection.",
  },
  "cdc-2024-syphilis-lab": {
    topics: ["syphilis", "treponemal test", "nontreponemal test", "rpr", "syphilis serology"],
    summary:
      "CDC's laboratory recommendations for syphilis: serology uses nontreponemal tests (such as RPR) and treponemal tests (such as EIA or TPPA), and both kinds are needed together to tell an untreated infection from a past infection that was treated.",
  },
  "soreng-2014-syphilis-reverse-algorithm": {
    topics: ["syphilis", "reverse sequence algorithm", "treponemal screen", "discordant syphilis serology"],
    summary:
      "A review with a CDC author of the two syphilis testing orders: the traditional one screens with a nontreponemal test (RPR) and confirms with a treponemal test; the reverse one screens with a treponemal immunoassay, follows with RPR and, when the two disagree, settles it with a second treponemal test. The reverse order finds more infection, especially early primary and late latent, but also more false-positive screens.",
  },
  "cdc-2010-hbv-serology": {
    topics: [
      "hepatitis b serology",
      "anti-hbs",
      "anti-hbc",
      "igm anti-hbc",
      "acute hepatitis b",
      "resolved hepatitis b",
      "hbv immunity",
    ],
    summary:
      "CDC's table for reading hepatitis B serology: HBsAg positive with IgM core antibody (IgM anti-HBc) positive is an acute infection, and HBsAg positive with the IgM negative a chronic one; HBsAg negative with anti-HBc and anti-HBs positive means recovery from a past infection with immunity; anti-HBs alone (above 10 mIU/mL) means immunity from vaccination; anti-HBc alone has several readings (a false positive, a past infection, a low-level chronic infection).",
  },
  "nice-ta96-chronic-hbv": {
    topics: ["chronic hepatitis b", "acute hepatitis b", "hbsag persistence", "6 months"],
    summary:
      "NICE's appraisal background on hepatitis B: the infection is called chronic when the virus and liver inflammation last more than 6 months after the acute illness. How often that happens depends on age at infection: almost every newborn, about half of young children, but only about 2 to 10 in 100 people infected as adults.",
  },
  "nice-cg165-chronic-hbv": {
    topics: ["chronic hepatitis b", "hbsag", "hepatology referral", "hepatitis d", "hepatitis a", "pregnancy"],
    summary:
      "NICE's guideline on chronic hepatitis B: the infection is chronic when HBsAg stays in the blood for more than 6 months; in some people it stays inactive, in others it leads to scarring, cirrhosis and liver cancer, more so with a higher viral load. Every adult with a positive HBsAg is referred to a liver specialist with the first tests done: HBeAg, HBV DNA, IgM core antibody, hepatitis C, D and HIV antibodies, hepatitis A immunity, liver tests, blood count, clotting, AFP and a liver ultrasound. A pregnant woman is seen within 6 weeks of the result so that treatment can be given later in pregnancy.",
  },
  "aih-hepb-infants-hbsag-mothers": {
    topics: ["hepatitis b", "pregnancy", "newborn", "hepatitis b immunoglobulin", "hepatitis b vaccine"],
    summary:
      "The Australian Immunisation Handbook: a baby whose mother has chronic hepatitis B gets a hepatitis B vaccine and hepatitis B immunoglobulin (HBIG) on the day of birth, the immunoglobulin preferably within 12 hours; the vaccine course is completed and the baby's HBsAg and antibody are checked after it, not before 9 months of age.",
  },
  "ashm-contact-tracing-hbv": {
    topics: [
      "hepatitis b",
      "contact tracing",
      "partner notification",
      "post-exposure vaccination",
      "hepatitis b immunoglobulin",
    ],
    summary:
      "ASHM's contact tracing guidance for hepatitis B: look back 6 months before the acute symptoms began. A person is infectious from about two weeks before symptoms until the surface antigen (HBsAg) disappears, or for life if the infection becomes chronic. Sexual, needle-sharing and household contacts are a high priority; they are tested and protected with hepatitis B vaccine and immunoglobulin, and referral is considered when the risk of transmission is high (an e-antigen-positive index patient, unprotected sex, a needle-stick). Condoms protect well.",
  },
  "nice-ng203-ckd": {
    topics: ["chronic kidney disease", "nephrology referral", "albuminuria", "proteinuria", "haematuria"],
    summary:
      "NICE's guideline on chronic kidney disease, on when to refer adults to a kidney specialist: an albumin:creatinine ratio of 70 mg/mmol or more (unless it comes from diabetes that is already treated), or above 30 mg/mmol together with blood in the urine; also a high 5-year risk of kidney failure, a fast fall in eGFR, blood pressure uncontrolled on four medicines, and rare or inherited kidney disease. Accelerated progression is a sustained fall in GFR of 25% or more with a change in GFR category within 12 months, or of 15 mL/min/1.73 m² or more a year; a new low eGFR, or a fall of 25% or more, is repeated within 2 weeks to exclude an acute cause.",
  },
  "ukka-eckd-referral": {
    topics: ["nephrology referral", "proteinuria", "protein creatinine ratio", "nephrotic syndrome", "haematuria"],
    summary:
      "The UK Kidney Association's primary-care guide on kidney referral gives the protein:creatinine equivalents of the albumin thresholds: refer routinely with a PCR above 100 mg/mmol (ACR above 70), or a PCR above 50 (ACR above 30) with blood in the urine; refer urgently with heavy protein loss and a low blood albumin (nephrotic syndrome) or kidney function falling fast.",
  },
  "uk-notification-regulations-2010": {
    topics: ["notifiable disease", "acute infectious hepatitis", "health protection", "england"],
    summary:
      "The regulations that list the diseases a doctor in England must notify to the local authority's proper officer when there are reasonable grounds to suspect them; acute infectious hepatitis is on the list, with others such as measles, tuberculosis and malaria.",
  },
  "endosoc-2022-hypercalcaemia-malignancy": {
    topics: ["hypercalcaemia of malignancy", "hypercalcemia", "denosumab", "bisphosphonate", "cancer"],
    summary:
      "Endocrine Society guideline on high calcium caused by cancer, the most common metabolic complication of malignancy: every adult with it is treated with denosumab or an intravenous bisphosphonate (with intravenous fluids), and in severe cases, above 14 mg/dL (3.5 mmol/L), calcitonin can be added at the start.",
  },
  "kovacs-2022-lithium-hypercalcaemia": {
    topics: ["lithium", "hypercalcaemia", "hyperparathyroidism", "pth"],
    summary:
      "An expert algorithm for a high calcium during lithium treatment: measure calcium and PTH again after about two weeks, repeat after a month if PTH is normal or high, treat a calcium above 2.8 mmol/L more urgently, and refer to endocrinology if the calcium and PTH stay abnormal.",
  },
  "easl-2010-hfe-haemochromatosis": {
    topics: ["haemochromatosis", "hfe", "liver biopsy", "ferritin", "hyperferritinaemia"],
    summary:
      "Earlier EASL guideline on HFE haemochromatosis: common causes of a raised ferritin are looked for first; people with genotypes other than C282Y homozygosity are investigated for other causes; liver biopsy can be offered to C282Y homozygotes with a ferritin above 1000 µg/L, a raised AST, an enlarged liver or age over 40; siblings are tested. A C282Y homozygote without iron overload can be checked yearly, with venesection started once the ferritin rises above normal.",
  },
  "who-2016-myeloid-cmml": {
    topics: ["chronic myelomonocytic leukaemia", "monocytosis", "myelodysplastic syndrome", "who classification"],
    summary:
      "The 2016 WHO revision of myeloid neoplasms: chronic myelomonocytic leukaemia needs a persistent blood monocyte count of at least 1 ×10⁹/L making up at least 10% of the white cells, with dysplasia, a clonal marker, or a monocytosis lasting 3 months or more once other causes are excluded.",
  },
  "rab-2018-splenectomy-blood-counts": {
    topics: ["splenectomy", "asplenia", "thrombocytosis", "lymphocytosis", "blood count"],
    summary:
      "A study of people years after splenectomy: platelet counts and lymphocyte numbers stay raised over time, especially after removal of the spleen for trauma, so these counts read differently from those of people with a spleen.",
  },
  "gponline-hba1c-ckd-anaemia-therapy": {
    topics: [
      "hba1c",
      "chronic kidney disease",
      "erythropoietin",
      "intravenous iron",
      "blood transfusion",
      "glucose monitoring",
    ],
    summary:
      "A report of a UK study in people with type 2 diabetes and kidney disease: anaemia treatment with erythropoiesis-stimulating agents or intravenous iron lowered HbA1c without any change in glucose control, so treatment should not rest on HbA1c alone; finger-prick glucose and continuous glucose monitoring are the alternatives. Agreeing guidance adds a recent transfusion and severe kidney impairment as reasons HbA1c reads low.",
  },
  "dg-refhelp-polycythaemia": {
    topics: ["polycythaemia", "erythrocytosis", "haematocrit", "dehydration", "relative polycythaemia"],
    summary:
      "An NHS referral page on a raised haemoglobin or haematocrit: it can be relative, from a reduced plasma volume, as well as secondary (low oxygen) or primary (a bone-marrow disorder). The count is repeated once the person is well hydrated; a very high haematocrit or a clot needs urgent referral, and a persistent unexplained rise, a big spleen, itch or raised white cells or platelets a routine one.",
  },
  "bsg-2017-bile-duct-stones": {
    topics: ["common bile duct stones", "choledocholithiasis", "gallstones", "mrcp", "endoscopic ultrasound", "ercp"],
    summary:
      "The British Society of Gastroenterology guideline on stones in the common bile duct: they are found in 10–20% of people with symptomatic gallstones and cause pain, jaundice, infection and pancreatitis. When a stone is possible but not seen, MRCP or endoscopic ultrasound finds it accurately; confirmed stones are removed by ERCP, surgery or a radiological method.",
  },
  "accessmedicine-cirrhosis-hypersplenism": {
    topics: ["hypersplenism", "splenomegaly", "cirrhosis", "portal hypertension", "thrombocytopenia", "leukopenia"],
    summary:
      "A textbook section on low blood counts in cirrhosis: an enlarged spleen from portal hypertension holds back blood cells (hypersplenism), so platelets, and less often white cells, run low; in liver disease platelets also fall from lower marrow output and shorter survival. The diagnosis rests on an enlarged spleen on examination or imaging with the low counts, and treatment is usually not needed.",
  },
  "apt-2008-premenopausal-ida": {
    topics: ["iron deficiency anaemia", "premenopausal women", "heavy menstrual bleeding", "gastroscopy"],
    summary:
      "A study of premenopausal women with iron-deficiency anaemia: two in three had heavy periods, but a possible gut cause (often one that limits iron absorption) sat alongside heavy periods in about a third, and upper gut symptoms were the strongest pointer to it.",
  },
  "racgp-haemoglobinopathies": {
    topics: ["haemoglobinopathy", "thalassaemia trait", "carrier screening", "pre-pregnancy", "partner testing"],
    summary:
      "Haemoglobinopathies are recessive, so a carrier's pregnancy is at risk only if the partner also carries one. Carrier screening is discussed before and during pregnancy for people with small red cells (MCV below 80 fL or MCH below 27 pg), a family history, or a background with a high carrier rate, including southern European.",
  },
  "hee-genomics-microcytic-normal-ferritin": {
    topics: ["microcytic anaemia", "normal ferritin", "thalassaemia trait", "haemoglobinopathy", "iron supplements"],
    summary:
      "Small red cells with a normal ferritin may be caused by an inherited haemoglobinopathy such as thalassaemia trait; iron tablets may not help; carriers are usually well, but their children can be affected if the other parent is also a carrier.",
  },
  "vehapoglu-2014-mentzer-index": {
    topics: ["mentzer index", "thalassaemia trait", "iron deficiency anaemia", "red cell indices", "microcytosis"],
    summary:
      "A study in children comparing twelve red cell indices for telling beta-thalassaemia trait from iron deficiency: the Mentzer index (MCV divided by the red cell count) was the most reliable. A value below 13 points to thalassaemia trait and above 13 to iron deficiency; it guides which test comes first but does not replace iron studies or a haemoglobinopathy screen.",
  },
  "cornwall-rms-ida": {
    topics: ["iron deficiency anaemia", "oral iron", "response to iron", "referral", "helicobacter pylori"],
    summary:
      "NHS referral guidance on iron-deficiency anaemia in adults: on iron, haemoglobin should rise by about 20 g/L over 3–4 weeks, so the blood count is rechecked within 4 weeks; without a response the patient is referred, and H. pylori is tested for if the gut has already been examined. Iron continues for 3 months after the haemoglobin is normal.",
  },
  "blood-2014-refractory-ida": {
    topics: [
      "refractory iron deficiency",
      "coeliac disease",
      "autoimmune gastritis",
      "helicobacter pylori",
      "oral iron",
    ],
    summary:
      "A review of iron-deficiency anaemia that is unexplained or does not respond to oral iron: coeliac disease, autoimmune gastritis and Helicobacter pylori infection are common causes and are tested for; treating H. pylori cures many such patients.",
  },
  "hydroxyurea-1987-macrocytosis": {
    topics: ["hydroxyurea", "hydroxycarbamide", "macrocytosis", "mcv", "myeloproliferative neoplasm"],
    summary:
      "On long-term hydroxyurea (hydroxycarbamide) the red cells become steadily larger from the start of treatment, with B12 and folate normal; the large cells are a drug effect that can be mistaken for a deficiency.",
  },
  "ash-2018-chip-clinical-consequences": {
    topics: ["clonal haematopoiesis", "chip", "dnmt3a", "tet2", "leukaemia risk", "cardiovascular risk"],
    summary:
      "A review of clonal haematopoiesis of indeterminate potential (CHIP), acquired blood-cell mutations that become common with age: about 0.5–1% a year go on to a blood cancer, and the condition also raises cardiovascular risk. Care is watching the blood count for change and reducing cardiovascular risk factors.",
  },
  "nci-chip-definition": {
    topics: ["clonal haematopoiesis", "chip", "variant allele frequency", "somatic mutation"],
    summary:
      "The US National Cancer Institute's definition of CHIP: acquired mutations in blood-forming stem cells, in genes affected in blood cancers, at a variant allele frequency of 2% or more, without a blood cancer. It is commoner with age and after cancer treatment, and raises the risk of heart disease and of blood cancers.",
  },
  "libby-2019-chip-cardiovascular": {
    topics: ["clonal haematopoiesis", "chip", "coronary heart disease", "stroke", "cardiovascular risk"],
    summary:
      "A cardiology and haematology review of CHIP as a cardiovascular risk factor: people with it have about twice the risk of coronary heart disease and ischaemic stroke, independent of the usual risk factors, so those risk factors are managed carefully.",
  },
  "nhs-lothian-endocarditis": {
    topics: ["infective endocarditis", "blood cultures", "cardiology opinion", "antibiotic timing"],
    summary:
      "NHS Lothian's antimicrobial guidance for suspected endocarditis: take 3 sets of blood cultures from 3 different sites, spaced in time, and get a cardiology opinion; antibiotics wait unless there is sepsis with organ dysfunction, and microbiology is called before treatment starts.",
  },
  "nice-cg191-pneumonia": {
    topics: ["community-acquired pneumonia", "crb65", "curb65", "severity assessment", "place of care"],
    summary:
      "NICE's pneumonia guideline scores 30-day mortality risk with CRB65 outside hospital (confusion, respiratory rate 30 or more, low blood pressure, age 65 or more) and CURB65 in hospital (adding urea above 7 mmol/L). Higher scores mean higher risk: CRB65 3–4 and CURB65 3–5 are high risk, where hospital care and an intensive care assessment are considered.",
  },
  "nhs-lothian-refhelp-microcytic-anaemia": {
    topics: ["microcytic anaemia", "iron deficiency", "anaemia of chronic disease", "thalassaemia", "ferritin"],
    summary:
      "The main causes of small-cell anaemia are iron deficiency, the anaemia of chronic disease and thalassaemia: a low ferritin shows iron deficiency, chronic disease comes with a normal or raised ferritin and signs of inflammation, and thalassaemia is shown by haemoglobin electrophoresis.",
  },
  "rcpa-manual-anaemia": {
    topics: ["anaemia", "mcv", "microcytic", "normocytic", "macrocytic", "acute blood loss"],
    summary:
      "Pathology guidance on investigating anaemia by red cell size: small cells point to iron deficiency, thalassaemia, lead or sideroblastic anaemia (iron studies, haemoglobinopathy screen, CRP); normal-sized cells to chronic disease, early iron deficiency, marrow disease or recent blood loss (tests guided by the history, reticulocytes and film); large cells to alcohol, liver disease, myelodysplasia or B12 or folate deficiency. Anaemia from acute blood loss is a clinical diagnosis followed with repeat counts.",
  },
  "asco-ash-2019-cancer-anaemia": {
    topics: ["chemotherapy-associated anaemia", "cancer anaemia", "erythropoiesis-stimulating agents", "transfusion"],
    summary:
      "ASCO and ASH guidance on anaemia in cancer: anaemia caused by chemotherapy may be treated with an erythropoiesis-stimulating agent when treatment is not curative and haemoglobin is below 10 g/dL, or with transfusion; before that, other causes of anaemia besides chemotherapy or a blood cancer are looked for and treated.",
  },
  "munoz-2018-postoperative-anaemia": {
    topics: ["postoperative anaemia", "surgery", "blood loss", "patient blood management"],
    summary:
      "Anaemia is very common just after major surgery, in up to 90% of patients, and usually has several causes: anaemia before the operation, blood lost during it, frequent blood tests and poor eating afterwards.",
  },
  "aap-2010-iron-deficiency-infants": {
    topics: ["iron deficiency", "iron-deficiency anaemia", "infants", "toddlers", "children"],
    summary:
      "American Academy of Pediatrics report on diagnosing and preventing iron deficiency and iron-deficiency anaemia in infants and toddlers from birth to 3 years; iron deficiency, with or without anaemia, can have lasting effects on development.",
  },
  "parkin-2015-cow-milk-ida": {
    topics: ["cow's milk", "iron-deficiency anaemia", "toddlers", "feeding practices"],
    summary:
      "In young children, severe iron-deficiency anaemia was linked with drinking more than 500 mL of cow's milk a day and with using a bottle during the day after 12 months or in bed.",
  },
  "ada-soc-2026-s2": {
    topics: ["diabetes diagnosis", "prediabetes", "hba1c", "fasting glucose", "screening"],
    summary:
      "Defines diabetes as HbA1c 6.5% or more, fasting plasma glucose 126 mg/dL or more, or 2-hour OGTT glucose 200 mg/dL or more, confirmed by repeat testing unless clearly symptomatic; prediabetes is HbA1c 5.7–6.4% or fasting glucose 100–125 mg/dL. In pregnancy, its one-step 75 g OGTT diagnoses gestational diabetes at a fasting glucose of 92, a 1-hour of 180 or a 2-hour of 153 mg/dL or more.",
  },
  "ada-soc-2026-s6": {
    topics: ["glycemic targets", "hba1c goal", "hypoglycemia", "diabetes control"],
    summary:
      "An HbA1c goal below 7% suits many non-pregnant adults, individualised to hypoglycaemia risk and comorbidity; glucose below 70 mg/dL is level 1 and below 54 mg/dL level 2 hypoglycaemia.",
  },
  "ada-2024-hyperglycaemic-crises": {
    topics: ["diabetic ketoacidosis", "dka", "hyperosmolar hyperglycaemic state", "hhs", "ketones", "sglt2 inhibitor"],
    summary:
      "In adults, DKA is a glucose of 200 mg/dL (11.1 mmol/L) or more or known diabetes, β-hydroxybutyrate of 3.0 mmol/L or more (or urine ketones 2+ or more), and a pH below 7.3 or bicarbonate below 18 mmol/L, so DKA on an SGLT2 inhibitor with a near-normal glucose is included; HHS is a glucose of 600 mg/dL (33.3 mmol/L) or more with effective osmolality above 300 (or total above 320) mOsm/kg, ketones below 3.0 mmol/L and no acidosis. Both are emergencies treated with fluids, insulin and potassium replacement, with insulin held while potassium is below 3.5 mmol/L; dextrose is added to the fluids once the glucose is below 250 mg/dL (13.9 mmol/L) so the insulin can continue until the ketoacidosis resolves.",
  },
  "panton-2019-cortisol-ethinylestradiol": {
    topics: ["cortisol", "cortisol-binding globulin", "oral contraceptive", "ethinylestradiol", "oestrogen"],
    summary:
      "In healthy women taking ethinylestradiol pills, morning serum total cortisol and cortisol-binding globulin run well above the usual reference limits, while salivary cortisol and the free cortisol index do not differ; separate reference intervals are needed for serum cortisol, and salivary cortisol suits the assessment of possible cortisol excess in women on oestrogen.",
  },
  "ispad-2022-dka": {
    topics: [
      "paediatric diabetic ketoacidosis",
      "dka in children",
      "cerebral oedema",
      "hyperosmolar hyperglycaemic state",
    ],
    summary:
      "In children and adolescents, DKA is a glucose above 11 mmol/L (200 mg/dL), a venous pH below 7.3 or bicarbonate below 18 mmol/L (raised from 15 in this edition), and ketonaemia (β-hydroxybutyrate 3 mmol/L or more) or moderate or large ketonuria; it covers the hyperosmolar hyperglycaemic state and mixed presentations.",
  },
  "rcem-paediatric-dka": {
    topics: ["paediatric dka", "dka severity", "cerebral oedema warning signs"],
    summary:
      "Paediatric DKA is graded moderate at a pH below 7.2 or bicarbonate below 10 mmol/L and severe at a pH below 7.1 or bicarbonate below 5; cerebral oedema is the feared complication, with warning signs of headache, a change in conscious level, irritability, focal signs and a slowing heart rate with rising blood pressure.",
  },
  "jbds-2022-hhs": {
    topics: ["hyperosmolar hyperglycaemic state", "hhs", "osmolality"],
    summary:
      "HHS in adults is a medical emergency with marked dehydration, osmolality of 320 mOsm/kg or more and a glucose of 30 mmol/L or more without significant ketonaemia or acidosis; fluids come first, with a gradual fall in osmolality, insulin once osmolality stops falling with fluids (unless ketotic), potassium replacement, prevention of thrombosis and treatment of the trigger.",
  },
  "mhra-sglt2i-dka": {
    topics: ["sglt2 inhibitor", "diabetic ketoacidosis", "euglycaemic dka", "dapagliflozin", "empagliflozin"],
    summary:
      "SGLT2 inhibitors can cause DKA with a glucose only moderately raised (for example below 14 mmol/L); ketones are tested in anyone with its symptoms whatever the glucose, the SGLT2 inhibitor is stopped at once if DKA is suspected and not restarted unless another cause was found, and it is interrupted during hospital admission for major surgery or acute serious illness.",
  },
  // Seen 2026-11-28: PubMed 28827377 abstract (and the same text on documents.pub and docksci.com).
  "aap-2017-pediatric-hbp": {
    topics: ["high blood pressure in children and adolescents", "paediatric hypertension", "elevated blood pressure"],
    summary:
      'The AAP\'s guideline for children and adolescents replaces "prehypertension" with "elevated blood pressure", gives new normal blood pressure tables based on children of normal weight, and simplifies the classification from 13 years of age to line up with the AHA/ACC adult guideline. Blood pressure is screened at preventive care visits, and ambulatory monitoring has a larger role in diagnosis and management.',
  },
  // Seen 2026-11-28 on themeditary.com and drugs-library.com copies of the label (5.3) and the
  // linkedlifedata.com DailyMed record of the tablet label (dosage section).
  "lanoxin-label": {
    topics: ["digoxin", "digoxin toxicity", "serum digoxin concentration"],
    summary:
      "Digoxin toxicity shows as nausea, vomiting, visual disturbance and arrhythmias, and older age, low body weight, reduced kidney function and electrolyte disturbances make it more likely. About two-thirds of adults with clinical toxicity have a level above 2.0 ng/mL and one-third a lower one, so the level is read in the clinical context; it is sampled just before the next dose or at least 6–8 hours after the last.",
  },
  "ozempic-label": {
    topics: [
      "semaglutide",
      "glp-1 receptor agonist",
      "acute kidney injury",
      "nausea",
      "vomiting",
      "pancreatitis",
      "diabetic retinopathy",
      "gallbladder disease",
    ],
    summary:
      "Semaglutide's commonest side effects are nausea, vomiting, diarrhoea, abdominal pain and constipation; acute kidney injury has been reported, and kidney function is monitored in people with kidney impairment who have severe gut side effects. It is stopped if pancreatitis is suspected and not restarted if it is confirmed; people with diabetic retinopathy are monitored for its complications; gallbladder studies are done if gallstones or cholecystitis are suspected; with insulin or a sulfonylurea their dose may need lowering to avoid hypoglycaemia.",
  },
  "mhra-2026-glp1-pancreatitis": {
    topics: ["glp-1 receptor agonist", "tirzepatide", "semaglutide", "acute pancreatitis", "drug safety"],
    summary:
      "The UK regulator's 2026 warning for all GLP-1 and dual GLP-1/GIP receptor agonists (dulaglutide, exenatide, liraglutide, semaglutide, tirzepatide): acute pancreatitis, rarely necrotising or fatal, can occur. Severe persistent abdominal pain, sometimes going to the back, with nausea or vomiting needs urgent assessment; the medicine is stopped at once if pancreatitis is suspected and not restarted if it is confirmed. Privately bought injections may be missing from the record, so patients are asked.",
  },
  "barnsley-new-diabetes-initial-management": {
    topics: ["type 1 diabetes", "new diagnosis", "ketones", "insulin", "referral"],
    summary:
      "A local NHS primary-care guide to newly found diabetes: suspected type 1 diabetes (usually under 50, often a BMI below 25, marked hyperglycaemia, rapid weight loss, quick onset, ketones in the urine) is referred the same day to the hospital diabetes team to start insulin; more than minimal ketosis strongly points to the need for insulin, and signs of acidosis need hospital care at once.",
  },
  "dchft-type2-sglt2i-sick-day-rules": {
    topics: ["sick day rules", "metformin", "sglt2 inhibitor", "dehydration", "ace inhibitor"],
    summary:
      "An NHS hospital leaflet for people with type 2 diabetes on an SGLT-2 inhibitor: when unwell and unable to eat and drink as normal, they stop the SGLT-2 inhibitor, metformin, sulfonylureas, GLP-1 analogues, diuretics, ACE inhibitors, ARBs and NSAIDs until well again and eating and drinking normally, and never stop insulin.",
  },
  "glucophage-label": {
    topics: ["metformin", "lactic acidosis", "metabolic acidosis", "dehydration"],
    summary:
      "Metformin is contraindicated in acute or chronic metabolic acidosis, including diabetic ketoacidosis, which it does not treat, and is not used in acute conditions that can affect the kidneys, such as dehydration, severe infection or shock; suspected lactic acidosis means stopping it and hospital care.",
  },
  "katz-1973-glucose-sodium": {
    topics: ["corrected sodium", "hyperglycaemia", "pseudohyponatraemia", "translocational hyponatraemia"],
    summary:
      "A high glucose draws water out of cells and dilutes the serum sodium; the sodium expected once glucose is normal is the measured value plus about 1.6 mmol/L for each 100 mg/dL of glucose above 100, which tells this dilution from a true hyponatraemia.",
  },
  "ada-soc-2026-s13": {
    topics: ["older adults diabetes", "deintensification", "hypoglycaemia", "individualised hba1c goal", "frailty"],
    summary:
      "Glycaemic goals for older adults follow health status: below 7.0–7.5% when healthy, below 8.0% (64 mmol/mol) with complex or intermediate health such as several chronic illnesses or mild to moderate cognitive impairment, and avoiding hypoglycaemia rather than chasing an HbA1c in very poor health; hypoglycaemia-causing treatment is deintensified when this can be done within the individual goal. Its fasting or pre-meal glucose ranges are 80–130 mg/dL (4.4–7.2 mmol/L) when healthy, 90–150 mg/dL (5.0–8.3 mmol/L) with complex or intermediate health and 100–180 mg/dL (5.6–10.0 mmol/L) in very poor health.",
  },
  "nhs-highland-hyperkalaemia": {
    topics: ["hyperkalaemia", "potassium", "primary care", "repeat potassium", "ecg"],
    summary:
      "A potassium of 5.5–5.9 mmol/L needs review and a repeat within 14 days if the patient is well, within 3 days if unexpected, with hospital referral considered if unwell or with acute kidney injury; 6.0–6.4 needs urgent review with a repeat within a working day and an ECG; 6.5 or more, ECG changes or a fast rise need urgent hospital referral. An isolated unexpected rise without kidney disease is often spurious.",
  },
  "nhs-lothian-hypertriglyceridaemia": {
    topics: ["hypertriglyceridaemia", "triglycerides", "pancreatitis", "alcohol", "referral"],
    summary:
      "Triglycerides above 10 mmol/L (about 885 mg/dL) carry a risk of pancreatitis and call for specialist advice, above 20 mmol/L (about 1770 mg/dL) for urgent referral unless caused by alcohol or poor glucose control; most high triglycerides are secondary (diabetes, alcohol, medicines), so MCV and GGT are checked and a fasting repeat is done.",
  },
  "martins-2023-ldl-calculation": {
    topics: ["ldl calculation", "friedewald", "sampson-nih", "hypertriglyceridaemia", "direct ldl"],
    summary:
      "A review of how laboratories should obtain LDL cholesterol: the Friedewald equation is not valid when triglycerides are above 4.5 mmol/L (400 mg/dL), where it underestimates LDL; direct LDL assays are not standardised between makers and are also affected by high triglycerides; the Sampson-NIH equation can be used with triglycerides up to 9 mmol/L.",
  },
  "nice-cg181-lipid-modification": {
    topics: ["non-hdl cholesterol", "lipid profile", "ldl cholesterol", "cardiovascular risk", "triglycerides"],
    summary:
      "NICE's lipid modification guideline (NG238, which replaced CG181 in December 2023) uses non-HDL cholesterol (total minus HDL) rather than LDL cholesterol: a calculated LDL needs triglycerides below 4.5 mmol/L (and traditionally a fasting sample), while non-HDL cholesterol does not. For primary prevention it estimates 10-year cardiovascular risk with QRISK3 in adults aged 25–84 without cardiovascular disease, and offers atorvastatin 20 mg from a QRISK3 of 10%.",
  },
  "eas-eflm-2019-atherogenic-lipoproteins": {
    topics: ["non-hdl cholesterol", "apolipoprotein b", "apob", "hypertriglyceridaemia", "ldl cholesterol"],
    summary:
      "EAS and EFLM consensus on laboratory lipid testing: non-HDL cholesterol, calculated from total and HDL cholesterol, is part of the primary lipid panel, and non-HDL cholesterol or apolipoprotein B should be used to assess risk, especially with raised triglycerides (2–10 mmol/L).",
  },
  "nidirect-acute-pancreatitis": {
    topics: ["acute pancreatitis", "abdominal pain", "when to get help"],
    summary:
      "Acute pancreatitis usually starts with sudden, severe pain at the top of the tummy that can spread to the back, often with vomiting; sudden severe abdominal pain needs medical help at once.",
  },
  "kdigo-2012-ckd-progression": {
    topics: ["ckd progression", "egfr decline", "rapid progression"],
    summary:
      "Small fluctuations in GFR are common and not necessarily progression; a certain drop is a fall in GFR category with a 25% or greater fall from baseline, rapid progression is a sustained decline of more than 5 mL/min/1.73 m² a year, and confidence grows with more measurements over a longer time.",
  },
  "ada-soc-2026-s10": {
    topics: ["diabetes cardiovascular risk", "statin in diabetes", "blood pressure in diabetes", "lipids"],
    summary:
      "Adults with diabetes aged 40–75 years benefit from statin therapy; blood pressure and lipid management are central to cardiovascular risk reduction in diabetes.",
  },
  "ada-soc-2026-s11": {
    topics: ["diabetic kidney disease", "uacr", "egfr", "sglt2 inhibitor", "ace inhibitor", "arb"],
    summary:
      "People with diabetes should have urine albumin-to-creatinine ratio and eGFR checked at least yearly; albuminuria and reduced eGFR call for kidney-protective treatment such as an ACE inhibitor or ARB and an SGLT2 inhibitor.",
  },
  "kdigo-2024-ckd": {
    topics: [
      "chronic kidney disease",
      "egfr",
      "albuminuria",
      "ckd staging",
      "gfr category",
      "progression",
      "nephrotoxic",
      "nsaid",
      "potassium",
    ],
    summary:
      "CKD is an eGFR below 60 mL/min/1.73 m² or albuminuria (ACR 30 mg/g or more) lasting over 3 months, staged by GFR category G1–G5 and albuminuria category A1–A3; a sustained eGFR fall of more than 5 mL/min/1.73 m² a year signals rapid progression. It advises medicine review, avoiding nephrotoxins such as prolonged NSAIDs, and renin–angiotensin blockade when albuminuria is present. GFR is first assessed from serum creatinine with an estimating equation. Treatment of metabolic acidosis is considered to keep bicarbonate from falling below 18 mmol/L in adults. An SGLT2 inhibitor is recommended for adults with CKD and an eGFR of 20 or more who have type 2 diabetes, heart failure, or a urine ACR of 200 mg/g or more with or without diabetes; the guideline does not cover dialysis or kidney transplant recipients.",
  },
  "inker-2021-ckd-epi-race-free": {
    topics: ["egfr equation", "ckd-epi 2021", "creatinine", "estimated gfr", "race-free egfr", "cystatin c"],
    summary:
      "The CKD-EPI collaboration refitted its eGFR equations without a race term: the 2021 creatinine equation estimates GFR from serum creatinine, age and sex alone, and a creatinine–cystatin C version is more accurate still. In validation, 85% or more of the estimates lay within 30% of measured GFR for both Black and non-Black participants.",
  },
  "kdigo-2012-aki": {
    topics: ["acute kidney injury", "creatinine rise", "aki staging"],
    summary:
      "AKI is a creatinine rise of 0.3 mg/dL or more within 48 hours, or to 1.5 times baseline or more within the prior 7 days, or low urine output; stages 1–3 by the size of the rise.",
  },
  "kdigo-2022-diabetes-ckd": {
    topics: ["diabetes and ckd", "metformin egfr", "sglt2 inhibitor", "sulfonylurea"],
    summary:
      "In diabetes with CKD, metformin is continued when eGFR is 30 or more with a lower dose at 30–44, and stopped below 30; an SGLT2 inhibitor is recommended when eGFR is 20 or more; kidney function guides dosing of other glucose-lowering drugs.",
  },
  "kdigo-2026-anemia-ckd": {
    topics: ["anaemia in ckd", "hemoglobin", "iron in ckd"],
    summary:
      "Anaemia is common in CKD; evaluation includes iron status (ferritin and transferrin saturation), B12 and folate before kidney-related causes are assumed.",
  },
  "kdigo-2021-bp-ckd": {
    topics: ["blood pressure ckd", "hypertension kidney"],
    summary: "Blood pressure control in CKD, with renin–angiotensin blockade favoured when albuminuria is present.",
  },
  "acc-aha-2018-cholesterol": {
    topics: [
      "cholesterol",
      "ldl",
      "statin",
      "severe hypercholesterolemia",
      "ldl 190",
      "triglycerides",
      "statin safety",
      "ck",
      "alt",
    ],
    summary:
      "An LDL-C of 190 mg/dL or more is severe primary hypercholesterolaemia warranting high-intensity statin therapy without risk calculation; triglycerides of 500 mg/dL or more are severe hypertriglyceridaemia; routine CK and liver enzymes are not needed on statins but should be checked with muscle symptoms or signs of liver injury. Superseded in 2026 by the ACC/AHA dyslipidemia guideline.",
  },
  "acc-aha-2026-dyslipidemia": {
    topics: [
      "cholesterol",
      "blood cholesterol",
      "dyslipidemia",
      "ldl",
      "lipids",
      "statin",
      "ldl goal",
      "non-hdl",
      "lipoprotein(a)",
      "severe hypercholesterolemia",
      "hypertriglyceridemia",
    ],
    summary:
      "The 2026 ACC/AHA guideline on managing dyslipidemia; it replaces the 2018 ACC/AHA cholesterol guideline. It brings back LDL-C and non-HDL-C goals: below 70 and 100 mg/dL in vascular disease, below 55 and 85 mg/dL at very high risk (two or more major events, or one with two or more high-risk features). LDL-C of 190 mg/dL or more is severe hypercholesterolaemia. Lipoprotein(a) is measured at least once in every adult, 125 nmol/L (50 mg/dL) or more adding to risk, with testing of close relatives when it is high. LDL-C is estimated with the Martin/Hopkins or Sampson/NIH equation rather than Friedewald. Triglycerides of 500 mg/dL or more that persist despite diet are severe hypertriglyceridaemia, for which a fibrate is reasonable.",
  },
  "esc-eas-2019-dyslipidaemias": {
    topics: ["dyslipidaemia", "ldl goals", "familial hypercholesterolaemia", "lipoprotein(a)"],
    summary:
      "Sets risk-based LDL-C goals (below 55, 70, 100 or 116 mg/dL by risk) and advises suspecting familial hypercholesterolaemia with very high LDL-C, premature coronary disease in the patient or family, or tendon xanthomas.",
  },
  "nla-2015-part1": {
    topics: ["dyslipidemia", "familial hypercholesterolemia", "ldl", "non-hdl"],
    summary:
      "Patient-centred lipid management; LDL-C of 190 mg/dL or more suggests familial hypercholesterolaemia, which is confirmed by family history, clinical criteria or genetic testing, and first-degree relatives should be screened.",
  },
  "nla-2024-lpa": {
    topics: ["lipoprotein(a)", "lpa", "risk enhancer"],
    summary:
      "Lipoprotein(a) of 50 mg/dL or more (or 125 nmol/L or more) is a risk-enhancing factor for atherosclerotic cardiovascular disease; mass and molar units cannot be converted into each other.",
  },
  "alberti-2009-metabolic-syndrome": {
    topics: ["metabolic syndrome", "waist circumference", "triglycerides", "hdl cholesterol", "fasting glucose"],
    summary:
      "Harmonised definition of metabolic syndrome: any 3 of 5 findings, none obligatory. Waist above the population's cut-point; triglycerides 150 mg/dL (1.7 mmol/L) or more; HDL cholesterol below 40 mg/dL in men or 50 mg/dL in women; blood pressure 130/85 mmHg or more; fasting glucose 100 mg/dL (5.6 mmol/L) or more. Drug treatment for each counts in place of the value.",
  },
  "acc-aha-2019-primary-prevention": {
    topics: ["primary prevention", "family history premature ascvd", "risk enhancers", "ascvd risk"],
    summary:
      "Lists risk-enhancing factors for atherosclerotic disease, including a family history of premature ASCVD (male relative before 55 or female relative before 65), LDL-C 160 mg/dL or more, CKD, metabolic syndrome and lipoprotein(a) 50 mg/dL or more. Low-dose aspirin raises the risk of bleeding, so it is not used routinely for primary prevention in people at higher bleeding risk, such as those also taking NSAIDs or anticoagulants.",
  },
  "aha-acc-2023-ccd": {
    topics: ["chronic coronary disease", "ldl goal", "secondary prevention", "statin"],
    summary:
      "People with chronic coronary disease should take high-intensity statin therapy, with added treatment when LDL-C remains 70 mg/dL or more.",
  },
  "endosoc-2016-primary-aldosteronism": {
    topics: ["primary aldosteronism", "aldosterone renin ratio", "hypokalemia", "test preparation"],
    summary:
      "Before the aldosterone-to-renin ratio is measured, a low potassium is corrected (supplements aim at about 4.0 mmol/L), since a low potassium lowers aldosterone and can make the screen falsely negative; salt intake is not restricted, and mineralocorticoid receptor antagonists, other potassium-sparing and potassium-wasting diuretics and liquorice are stopped for at least 4 weeks where that is safe.",
  },
  "khan-2024-prevent": {
    topics: ["cardiovascular risk", "PREVENT", "10-year risk", "primary prevention", "heart failure risk"],
    summary:
      "The American Heart Association's PREVENT equations estimate the 10- and 30-year risk of total cardiovascular disease (atherosclerotic disease and heart failure), atherosclerotic disease and heart failure in adults aged 30–79 without cardiovascular disease. They are sex-specific and do not use race; the base model uses age, total and HDL cholesterol, systolic blood pressure, blood pressure treatment, diabetes, current smoking, eGFR and statin use (BMI only for heart failure), and optional models add HbA1c, urine albumin-to-creatinine ratio and a social deprivation index.",
  },
  "aha-acc-2025-hbp": {
    topics: [
      "hypertension",
      "blood pressure categories",
      "elevated blood pressure",
      "stage 1",
      "stage 2",
      "hypertensive crisis",
      "primary aldosteronism",
      "aldosterone renin ratio",
      "hypokalaemia",
    ],
    summary:
      "Blood pressure is normal below 120/80 mmHg, elevated at 120–129 systolic with diastolic below 80, stage 1 hypertension at 130–139 or 80–89, and stage 2 at 140 or 90 and above; very high readings (180/120 or more) need prompt assessment for organ damage. Office readings and home or ambulatory ones together tell sustained hypertension from white-coat and masked hypertension. A treated goal below 130/80 suits most adults. For stage 2 hypertension, treatment preferably starts with two first-line drugs of different classes in one pill. Adults with hypertension and a low potassium, whether it came on by itself or with a diuretic, should be screened for primary aldosteronism (as should those with resistant hypertension, sleep apnoea, an adrenal mass found by chance, or a family history of early hypertension or stroke before 40), with plasma aldosterone, renin activity and their ratio, keeping most blood pressure medicines other than mineralocorticoid receptor antagonists; screening may be considered in stage 2 hypertension. A positive screen, or a suppressed renin, leads to referral to a hypertension specialist or endocrinologist.",
  },
  "acc-aha-2017-hbp": {
    topics: ["hypertension", "blood pressure categories", "thiazide", "hypokalemia", "diuretic monitoring"],
    summary:
      "Defines stage 1 hypertension as 130–139/80–89 mmHg and stage 2 as 140/90 mmHg or more; its drug tables advise monitoring thiazide and loop diuretic users for low potassium and sodium. Superseded by the 2025 guideline.",
  },
  "aha-acc-hfsa-2022-hf": {
    topics: [
      "heart failure",
      "natriuretic peptide",
      "bnp",
      "nt-probnp",
      "mra potassium",
      "sglt2 inhibitor heart failure",
      "hfref",
    ],
    summary:
      "Natriuretic peptides support the diagnosis of heart failure; in HFrEF, an SGLT2 inhibitor and a mineralocorticoid antagonist are recommended, with potassium and kidney function checked, avoiding MRAs when potassium is 5.0 mmol/L or more or eGFR 30 or less.",
  },
  "esc-2021-hf": {
    topics: [
      "heart failure",
      "natriuretic peptide",
      "nt-probnp",
      "acute heart failure",
      "decompensation",
      "congestion",
      "weight gain",
      "oxygen saturation",
      "iron deficiency heart failure",
      "creatinine rise after starting",
    ],
    summary:
      "NT-proBNP below 125 pg/mL (or BNP below 35 pg/mL) makes chronic heart failure unlikely; higher values call for echocardiography. In the acute setting the rule-out levels are NT-proBNP 300 and BNP 100 pg/mL. Breathlessness, orthopnoea, waking breathless at night and ankle swelling are typical symptoms, and a weight gain of over 2 kg a week a less specific sign. Patients are taught to raise their diuretic dose if agreed and/or alert their team when breathlessness or swelling increases or weight rises by more than 2 kg in 3 days. In acute heart failure, oxygen is recommended when SpO2 is below 90%, and non-invasive ventilation is considered for respiratory distress (respiratory rate above 25/min, SpO2 below 90%); a sodium below 136 mmol/L marks a worse outcome. In heart failure, iron deficiency is a ferritin below 100 µg/L, or 100–299 µg/L with a transferrin saturation below 20%; everyone with heart failure is screened for it, its cause is looked for, and oral iron is not recommended to treat it. When RAAS inhibitors, sacubitril/valsartan or SGLT2 inhibitors are started, a transient creatinine rise of less than 50% that stays below 266 µmol/L is accepted and is no reason to stop them. Natriuretic peptides are prognostic markers, but are not measured routinely to guide titration.",
  },
  "esc-2023-hf-fu": {
    topics: [
      "heart failure",
      "iron deficiency heart failure",
      "intravenous iron",
      "ferric carboxymaltose",
      "ferric derisomaltose",
      "hfpef",
      "hfmref",
      "sglt2 inhibitor heart failure",
    ],
    summary:
      "Intravenous iron is recommended in symptomatic HFrEF and HFmrEF with iron deficiency, to relieve symptoms and improve quality of life, and ferric carboxymaltose or ferric derisomaltose should be considered to reduce heart-failure hospitalisation; most of the evidence is from an ejection fraction of 45% or less. For heart failure with an ejection fraction above 40% (mildly reduced, 41–49%, or preserved, 50% or more), dapagliflozin or empagliflozin is now recommended whether or not the person has diabetes; in the two trials behind this the gain was fewer hospital admissions for heart failure rather than fewer cardiovascular deaths. These medicines are not for type 1 diabetes.",
  },
  "acc-aha-2023-af": {
    topics: [
      "atrial fibrillation",
      "anticoagulation",
      "warfarin inr",
      "doac dosing",
      "kidney function",
      "stable coronary disease",
      "aspirin",
      "rate control",
    ],
    summary:
      "For rate control in AF without heart failure the resting heart rate target is guided by symptoms, in general below 100 to 110/min; beta-blockers or nondihydropyridine calcium-channel blockers are used when the ejection fraction is above 40%, beta-blockers when it is 40% or less, where diltiazem and verapamil can worsen heart failure and are not given, and digoxin is reasonable with heart-failure symptoms. Warfarin is dosed to an INR of 2.0–3.0 in atrial fibrillation, with time in range monitored; direct oral anticoagulants need dose review against kidney function. Anticoagulants carry a risk of bleeding, which is higher when antiplatelet drugs or NSAIDs are taken with them. In AF with chronic coronary disease (more than a year after revascularisation, or not needing it) and no stent thrombosis, an oral anticoagulant alone is recommended over an anticoagulant plus one antiplatelet, to reduce major bleeding (class 1). Stroke risk is estimated each year with a validated score such as CHA2DS2-VASc: anticoagulation is recommended at an annual risk of 2% or more (a score of 2 or more in men, 3 or more in women) and is reasonable at 1–2% (1 in men, 2 in women).",
  },
  "udmi-4-2018": {
    topics: ["troponin", "myocardial injury", "myocardial infarction"],
    summary:
      "Myocardial injury is a cardiac troponin above the 99th percentile upper reference limit; infarction adds a rise or fall with clinical evidence of ischaemia.",
  },
  "aha-acc-2021-chest-pain": {
    topics: ["chest pain", "troponin", "acute coronary syndrome"],
    summary:
      "High-sensitivity troponin is the preferred test in suspected acute coronary syndrome and an abnormal value needs urgent evaluation.",
  },
  "aace-ata-2012-hypothyroidism": {
    topics: ["hypothyroidism", "subclinical hypothyroidism", "tsh", "free t4", "tpo antibodies"],
    summary:
      "Subclinical hypothyroidism is a raised TSH with normal free T4; treatment is generally considered when TSH exceeds 10 mIU/L and individualised between the upper limit and 10; TPO antibodies predict progression; repeat TSH to confirm.",
  },
  "ata-2014-hypothyroidism-tx": {
    topics: ["levothyroxine", "tsh monitoring", "thyroid hormone replacement", "levothyroxine in pregnancy"],
    summary:
      "Levothyroxine dose is adjusted to keep TSH in the reference range; TSH outside the range on treatment calls for checking adherence, timing, absorption and interacting drugs before changing the dose. In pregnancy TSH is checked every 4 weeks in the first half and again in the second half, with the dose adjusted to keep TSH in the trimester-specific range; women already on levothyroxine may start two extra doses a week once pregnancy is confirmed.",
  },
  "steroid-hyperglycaemia-incidence-2013": {
    topics: ["steroid-induced hyperglycaemia", "prednisone", "dexamethasone", "glucose monitoring", "hospital"],
    summary:
      "An audit of non-diabetic inpatients starting high-dose steroids: most had a raised glucose at some point, usually within two days of starting. With one morning prednisone dose the glucose peaked in the afternoon and was back to baseline the next morning, so monitoring from the start of treatment is advised.",
  },
  "rightdecisions-steroids-diabetes-inpatients": {
    topics: ["steroid-induced diabetes", "steroid-induced hyperglycaemia", "glucose monitoring", "prednisolone"],
    summary:
      "An NHS Scotland inpatient page on steroids and glucose: on more than 20 mg prednisolone a day, glucose is checked before breakfast and the evening meal, four times a day once a reading is above 12 mmol/L, and more than two such readings in a day mean steroid-induced diabetes. Glucose is usually normal in the morning and highest later in the day, so treatment is given in the morning and reduced as the steroid comes down, to avoid low glucose.",
  },
  "mifsud-bmj-case-relapsing-sulfonylurea-hypoglycaemia": {
    topics: ["sulfonylurea", "hypoglycaemia", "gliclazide", "chronic kidney disease"],
    summary:
      "A case report of relapsing gliclazide hypoglycaemia: sulfonylureas release insulin whatever the glucose, gliclazide acts for 10–24 hours with normal kidney function, and in chronic kidney disease its effect lasted so long that lows recurred up to 21 days after it was stopped. People on a sulfonylurea need prolonged observation even after the first low is corrected; long-acting agents, older age and kidney disease make prolonged lows more likely.",
  },
  "bennett-2019-reference-ranges": {
    topics: ["reference range", "normal range", "result outside the range", "healthy people"],
    summary:
      "A laboratory reference range holds the values of about 95% of a healthy reference group (the average plus or minus two standard deviations), so about 1 in 20 results from healthy people lies outside it; a result is read in the context of the person's history, medicines and other tests.",
  },
  "young-1984-ck-after-marathon": {
    topics: ["creatine kinase", "exercise", "marathon", "muscle enzymes"],
    summary:
      "CK and other muscle proteins stay high in the blood for several days after a marathon, leaking from exercised skeletal muscle; such results are interpreted with great caution in anyone who exercises hard, especially within the previous week.",
  },
  "hwe-icb-af-pathway": {
    topics: ["atrial fibrillation", "emergency referral", "haemodynamic instability", "rate control"],
    summary:
      "An NHS primary care pathway for atrial fibrillation: a pulse above 150/min and/or systolic pressure below 90 mmHg, loss of consciousness, chest pain, severe breathlessness or a complication (stroke, TIA, acute heart failure) go to emergency care; otherwise AF is assessed and treated in primary care, with rate or rhythm control and anticoagulation, aiming for a resting pulse below 110/min.",
  },
  "frontiers-2022-egfr-rcv": {
    topics: ["egfr", "creatinine", "reference change value", "biological variation", "serial results"],
    summary:
      "Creatinine varies within a person by about 5% from day to day, so two eGFR results must differ by more than about 12.5% (16.5% on the overall estimate) before the change is more than random fluctuation.",
  },
  "bildirici-2025-thyroid-rcv": {
    topics: ["tsh", "reference change value", "biological variation", "serial results"],
    summary:
      "Thyroid tests vary a great deal within a person (individuality index 0.6 or below), so consecutive results are better judged by the reference change value than by the reference interval; for TSH the logarithmic reference change value is about 48% upward and 32% downward.",
  },
  "statland-1978-leukocyte-variation": {
    topics: ["neutrophil count", "biological variation", "serial results", "white cell count"],
    summary:
      "In healthy adults counted on a precise analyser, the neutrophil count varies about 26% (coefficient of variation) from week to week within the same person, far more than haemoglobin (about 2%) or platelets (about 7%), so a small change between consecutive neutrophil counts is within a person's usual variation.",
  },
  "msd-manual-paget-disease": {
    topics: ["paget disease of bone", "alkaline phosphatase", "ggt", "bone pain"],
    summary:
      "Paget disease of bone is suspected with unexplained bone pain or deformity, suggestive X-rays, or an unexplained raised ALP, particularly when GGT is normal; its laboratory picture is a raised ALP with a usually normal GGT. When it is suspected, X-rays are taken with ALP, 25-OH vitamin D, creatinine, calcium and phosphate; a bone-specific ALP helps when the source of the ALP is unclear; X-ray confirmation establishes the diagnosis.",
  },
  "green-book-ch17-hepatitis-a": {
    topics: ["hepatitis a", "notifiable disease", "vaccination"],
    summary:
      "Hepatitis A is a notifiable infection of the liver, usually spread faecal-orally; it is generally mild but more severe with age, jaundice occurs in most infected adults, and fulminant hepatitis is rare; the incubation period is usually about 4 weeks.",
  },
  "phe-hepatitis-a-control": {
    topics: ["hepatitis a", "post-exposure prophylaxis", "household contacts"],
    summary:
      "UK public health management of hepatitis A: household and sexual contacts who are not immune and are seen within 14 days of exposure are offered hepatitis A vaccine, with human normal immunoglobulin added for older contacts and those with chronic liver disease or immunosuppression.",
  },
  "statpearls-osteomalacia": {
    topics: ["osteomalacia", "vitamin d deficiency", "malabsorption", "proximal myopathy"],
    summary:
      "A clinical review of osteomalacia: in adults it usually follows long-standing vitamin D deficiency, with PTH rising in response, and causes bone pain, muscle weakness and fractures; it is confirmed with vitamin D, PTH and bone tests and treated with vitamin D, diet and care of the underlying cause.",
  },
  "rcgp-aki-toolkit": {
    topics: ["acute kidney injury", "post-aki care", "ace inhibitor", "arb", "diuretic", "medicines review"],
    summary:
      "A college toolkit for care after acute kidney injury: the medicines stopped during the illness are reviewed against their original reasons, with restarting decided by whether there is a strong prognostic reason, and when and how, alongside the blood pressure and kidney function; kidney function is vulnerable to modest falls in blood pressure or volume, and blood-pressure medicines, diuretics and NSAIDs add to the risk.",
  },
  "bjpsych-2022-lithium-intoxication": {
    topics: ["lithium", "lithium toxicity", "lithium level", "dialysis"],
    summary:
      "A clinical review of lithium poisoning: lithium has a narrow therapeutic range, toxicity occurs above about 1.5 mmol/L, and intoxication, whether acute or from slow build-up during treatment, can be life-threatening; care aims to limit absorption and speed removal, with dialysis for some.",
  },
  "esa-2016-male-hypogonadism": {
    topics: ["male hypogonadism", "testosterone", "opioids", "obesity", "type 2 diabetes"],
    summary:
      "The Endocrine Society of Australia's statement on male hypogonadism: men with obesity or type 2 diabetes, or on long-term glucocorticoids or opioids, can have a low testosterone without pituitary or testicular disease, and the benefit of testosterone treatment in these groups is not established.",
  },
  "uptodate-subclinical-hyperthyroidism": {
    topics: ["subclinical hyperthyroidism", "overt hyperthyroidism", "tsh", "free t4"],
    summary:
      "A clinical reference on the mild form of an overactive thyroid: a low TSH with free T4 and T3 still in range is called subclinical, and a low TSH with a raised free T4 or T3 is overt hyperthyroidism; both are defined by the tests because symptoms are unreliable, and too much thyroid hormone medicine is one cause.",
  },
  "eta-2018-central-hypothyroidism": {
    topics: ["central hypothyroidism", "pituitary", "free t4", "tsh"],
    summary:
      "European Thyroid Association guidance on central hypothyroidism: a rare form in which the pituitary or hypothalamus fails to drive a normal thyroid gland, so TSH is not raised despite a low free T4; the tests are less reliable than in thyroid-gland disease and the diagnosis is made by endocrinologists.",
  },
  "jpen-2020-ileostomy-spot-urine-sodium": {
    topics: ["ileostomy", "urine sodium", "sodium depletion", "dehydration"],
    summary:
      "In people with an ileostomy, salt depletion causes lasting dehydration and is easy to miss; a single spot urine sodium tracked the full 24-hour urine sodium closely, so it is a practical check for salt loss.",
  },
  "leukemia-2021-pv-treatment-review": {
    topics: ["polycythaemia vera", "venesection", "aspirin", "hydroxycarbamide", "thrombosis risk"],
    summary:
      "An expert review of polycythaemia vera treatment: the aim is to prevent clots; everyone has blood removed to keep the haematocrit below 45% and takes low-dose aspirin unless it is unsafe; people over 60 or with a past clot are high risk and also get a cell-lowering drug, usually hydroxycarbamide first.",
  },
  "palg-2024-polycythaemia-vera": {
    topics: ["polycythaemia vera", "risk groups", "cytoreduction", "aspirin", "phlebotomy"],
    summary:
      "Polish haematology recommendations for polycythaemia vera: low risk (under 60, no past clot) is treated with aspirin and venesection; high risk (60 or over, or a past clot) adds a cell-lowering drug, hydroxycarbamide first, with other drugs if it fails or is not tolerated.",
  },
  "jcem-2009-testosterone-diurnal-variation": {
    topics: ["testosterone testing", "diurnal variation", "morning sample", "male hypogonadism"],
    summary:
      "Men aged 30 to 80 gave blood on several mornings and afternoons: testosterone was a fifth to a quarter lower at 4 pm than at 8 am in younger men and about a tenth lower at 70, and some men who looked low in the afternoon were normal every morning, so testosterone should be measured in the morning at any age.",
  },
  "semple-1987-illness-low-testosterone": {
    topics: ["testosterone", "acute illness", "male hypogonadism"],
    summary:
      "Men admitted to a general medical ward with a range of illnesses had testosterone about half that of healthy men of the same age, and half were below the normal range, without a pituitary or binding-protein explanation: a low testosterone during illness is a non-specific effect of being unwell.",
  },
  "osullivan-2006-ait-lv-dysfunction": {
    topics: ["amiodarone-induced thyrotoxicosis", "left ventricular dysfunction", "mortality", "amiodarone"],
    summary:
      "A retrospective hospital series comparing amiodarone-induced thyrotoxicosis with Graves disease and toxic multinodular goitre: deaths occurred only in the amiodarone group (one in ten), and severe left ventricular dysfunction was the feature linked with dying, so AIT in a failing heart is a high-risk state.",
  },
  "ata-2016-hyperthyroidism": {
    topics: ["hyperthyroidism", "subclinical hyperthyroidism", "low tsh", "thyrotoxicosis", "amiodarone"],
    summary:
      "Low TSH with normal free T4 and T3 is subclinical hyperthyroidism; persistent TSH below 0.1 mIU/L, older age, heart disease or osteoporosis favour treatment; amiodarone can cause both hypo- and hyperthyroidism.",
  },
  "nice-ng196-af": {
    topics: ["atrial fibrillation", "irregular pulse", "palpitations", "ecg", "pulse palpation", "rate control"],
    summary:
      "Rate control uses medicines that slow conduction through the AV node, beta-blockers, rate-limiting calcium-channel blockers (verapamil, diltiazem) and digoxin, alone or combined; the calcium-channel blockers are contraindicated with severe left ventricular dysfunction. NICE advises feeling the pulse in people with palpitations, breathlessness, dizziness or fainting, chest discomfort or a stroke or TIA, and an ECG in everyone in whom atrial fibrillation is suspected because the pulse is irregular, with or without symptoms; when paroxysmal AF is suspected and the standard ECG is normal, a 24-hour ambulatory ECG or an event recorder follows. For stroke prevention it uses CHA2DS2-VASc: anticoagulation is offered at a score of 2 or more and considered for men at 1, and aspirin alone is not offered.",
  },
  "racgp-2021-thyroid-long-term": {
    topics: ["levothyroxine", "over-replacement", "low tsh", "atrial fibrillation", "osteoporosis"],
    summary:
      "In the long-term care of hypothyroidism, a TSH below the reference range on levothyroxine goes with atrial fibrillation and osteoporosis and should be avoided.",
  },
  "aasld-2023-nafld": {
    topics: ["fatty liver", "masld", "nafld", "fib-4", "liver fibrosis"],
    summary:
      "In people with metabolic risk factors, steatotic liver disease is assessed with the FIB-4 score: below 1.3 means low risk of advanced fibrosis, while higher values lead to elastography or specialist referral. A low-risk score is repeated every 1–2 years with prediabetes, type 2 diabetes or two or more metabolic risk factors, otherwise every 2–3 years. Statins are recommended for cardiovascular risk reduction across the disease, including compensated cirrhosis. Children's fatty liver disease is left to a separate document.",
  },
  "easl-easd-easo-2024-masld": {
    topics: ["masld", "fatty liver", "fib-4"],
    summary:
      "Metabolic dysfunction-associated steatotic liver disease should be looked for in type 2 diabetes and obesity; non-invasive scores such as FIB-4 stage fibrosis risk.",
  },
  "acg-2017-liver-chemistries": {
    topics: ["abnormal liver tests", "alt", "alp", "r ratio", "hepatocellular", "cholestatic"],
    summary:
      "Abnormal liver chemistries are classed by pattern: hepatocellular injury is an AST and ALT rise out of proportion to the ALP, cholestatic injury an ALP rise out of proportion to the aminotransferases. The R ratio (ALT/ULN divided by ALP/ULN) is 5 or more in hepatocellular injury, 2 or less in cholestatic injury, and in between for a mixed pattern; the pattern guides the work-up. A raised total bilirubin is split into its direct and indirect fractions, and a raised conjugated bilirubin means liver-cell disease or cholestasis. Hepatocellular injury is assessed with tests for viral hepatitis A, B and C, assessment for fatty liver and alcohol-related liver disease, a history of prescribed and over-the-counter medicines, and screening for rarer causes such as haemochromatosis, autoimmune hepatitis, Wilson disease and alpha-1 antitrypsin deficiency; a raised ALP of liver origin leads to testing for primary biliary cholangitis and primary sclerosing cholangitis.",
  },
  "acg-2019-hemochromatosis": {
    topics: ["hemochromatosis", "hfe", "c282y", "transferrin saturation", "ferritin", "iron overload"],
    summary:
      "A fasting transferrin saturation of 45% or more with raised ferritin should prompt HFE testing; C282Y homozygotes with raised ferritin are treated by phlebotomy and first-degree relatives screened.",
  },
  "easl-2022-haemochromatosis": {
    topics: ["haemochromatosis", "hfe", "c282y", "iron overload"],
    summary:
      "HFE haemochromatosis is diagnosed in C282Y homozygotes with raised transferrin saturation; ferritin guides the need for treatment and liver assessment.",
  },
  "aga-2020-ida": {
    topics: ["iron deficiency anaemia", "ferritin", "gi evaluation", "endoscopy"],
    summary:
      "In anaemia, a ferritin below 45 ng/mL supports iron deficiency; men and postmenopausal women with iron-deficiency anaemia should have bidirectional endoscopy, and premenopausal women a tailored gastrointestinal evaluation.",
  },
  "who-2020-ferritin": {
    topics: ["ferritin", "iron deficiency", "iron status"],
    summary:
      "Ferritin is the recommended marker of iron stores; in apparently healthy people a ferritin below 12 µg/L in children under 5 years, and below 15 µg/L from 5 years (including adults), indicates iron deficiency, and inflammation raises ferritin so thresholds differ when it is present.",
  },
  "who-2024-hb-cutoffs": {
    topics: ["anaemia definition", "hemoglobin cut-off", "anaemia severity", "anaemia in pregnancy"],
    summary:
      "Anaemia in non-pregnant adults is haemoglobin below 12.0 g/dL in women and below 13.0 g/dL in men; severity is graded mild, moderate (below 11.0 g/dL) and severe (below 8.0 g/dL). In pregnancy the cut-off is 11.0 g/dL in the first and third trimesters and 10.5 g/dL in the second.",
  },
  "uspstf-2024-ida-pregnancy": {
    topics: ["iron deficiency in pregnancy", "anaemia in pregnancy", "iron supplementation", "prenatal screening"],
    summary:
      "Iron deficiency is the leading cause of anaemia in pregnancy, and it becomes more common from the first to the third trimester. For pregnant people without symptoms the evidence is insufficient to weigh the benefits and harms of routine screening for iron deficiency or of routine iron supplementation (I statements).",
  },
  "bsh-2014-b12-folate": {
    topics: ["vitamin b12 deficiency", "folate deficiency", "methylmalonic acid", "cobalamin"],
    summary:
      "Serum B12 is the first test for suspected deficiency; results in the indeterminate range can be clarified with methylmalonic acid or homocysteine, and clinical features take priority over a single value. Low folate should be treated after B12 deficiency is excluded.",
  },
  "uspstf-2021-prediabetes-t2d": {
    topics: ["screening prediabetes", "screening diabetes", "overweight", "obesity"],
    summary:
      "Adults aged 35–70 with overweight or obesity should be screened for prediabetes and type 2 diabetes and offered preventive interventions when positive.",
    recommendations: [
      {
        text: "Screen adults 35–70 years with overweight or obesity for prediabetes and type 2 diabetes.",
        strength: "USPSTF grade B",
      },
    ],
  },
  "uspstf-2022-statins": {
    topics: ["statin primary prevention", "cardiovascular risk"],
    summary:
      "Adults aged 40–75 with at least one cardiovascular risk factor and a 10-year risk of 10% or more benefit from a statin.",
    recommendations: [
      {
        text: "Prescribe a statin for adults 40–75 years with ≥1 CVD risk factor and 10-year risk ≥10%.",
        strength: "USPSTF grade B",
      },
    ],
  },
  "uspstf-2021-crc": {
    topics: ["colorectal cancer screening", "screening age 45"],
    summary: "Average-risk adults should be screened for colorectal cancer from age 45 to 75.",
    recommendations: [
      { text: "Screen adults aged 50 to 75 years for colorectal cancer.", strength: "USPSTF grade A" },
      { text: "Screen adults aged 45 to 49 years for colorectal cancer.", strength: "USPSTF grade B" },
    ],
  },
  "uspstf-2018-prostate": {
    topics: ["prostate cancer screening", "psa"],
    summary: "For men aged 55–69, PSA screening is an individual decision after discussing benefits and harms.",
    recommendations: [
      { text: "Men 55–69 years: individual decision about PSA-based screening.", strength: "USPSTF grade C" },
      { text: "Men 70 years and older: PSA-based screening is not recommended.", strength: "USPSTF grade D" },
    ],
  },
  "nice-cg164-familial-breast-cancer": {
    topics: [
      "family history",
      "breast cancer",
      "ovarian cancer",
      "referral",
      "genetics",
      "jewish ancestry",
      "brca",
      "risk-reducing surgery",
    ],
    summary:
      "NICE guideline on familial breast cancer. Primary care takes a first- and second-degree family history. Some family histories are referred to the specialist (family-history or genetics) service outright: for example a mother or sister with breast cancer before 40, a father or brother with breast cancer, or breast and ovarian cancer in close relatives with one of them first-degree. Features such as Jewish ancestry or male breast cancer prompt advice from the specialist contact even when these criteria are not met. For carriers of a BRCA1 or BRCA2 variant it sets out yearly MRI-based breast surveillance, and risk-reducing surgery as an option talked through with the specialist team: removal of both breasts, and removal of the ovaries and tubes once the family is complete, weighing the benefits against the effects of an early surgical menopause.",
  },
  "uspstf-2019-brca": {
    topics: ["brca", "hereditary breast cancer", "ovarian cancer", "family history", "genetic counseling"],
    summary:
      "Women with a personal or family history of breast, ovarian, tubal or peritoneal cancer, or ancestry linked to BRCA1/2 variants, should be assessed with a familial risk tool and referred for genetic counselling when positive.",
    recommendations: [
      {
        text: "Assess familial risk and refer positive screens for genetic counseling and, if indicated, testing.",
        strength: "USPSTF grade B",
      },
    ],
  },
  "uspstf-2024-breast": {
    topics: ["breast cancer screening", "mammography"],
    summary: "Women aged 40–74 should have screening mammography every two years.",
    recommendations: [
      { text: "Biennial screening mammography for women aged 40 to 74 years.", strength: "USPSTF grade B" },
    ],
  },
  "uspstf-2021-lung": {
    topics: ["lung cancer screening", "low-dose ct", "pack-years", "smoking"],
    summary:
      "Adults aged 50–80 with at least 20 pack-years who smoke or quit within 15 years should have yearly low-dose CT.",
    recommendations: [
      {
        text: "Annual low-dose CT for adults 50–80 years with a 20 pack-year history who currently smoke or quit within 15 years.",
        strength: "USPSTF grade B",
      },
    ],
  },
  "uspstf-2019-aaa": {
    topics: ["abdominal aortic aneurysm screening", "ultrasound", "men who smoked"],
    summary:
      "Men aged 65–75 who have ever smoked should have one-time ultrasound screening for abdominal aortic aneurysm.",
    recommendations: [
      {
        text: "One-time AAA ultrasound screening in men 65–75 years who have ever smoked.",
        strength: "USPSTF grade B",
      },
    ],
  },
  "uspstf-2021-vitd-screening": {
    topics: ["vitamin d screening"],
    summary:
      "Evidence is insufficient to recommend for or against screening asymptomatic adults for vitamin D deficiency.",
    recommendations: [
      { text: "Screening asymptomatic adults for vitamin D deficiency.", strength: "USPSTF I statement" },
    ],
  },
  "nice-ph56-vitamin-d": {
    topics: ["vitamin d", "pregnancy", "supplementation", "at-risk groups"],
    summary:
      "Pregnant and breastfeeding women, people who cover their skin and people with darker skin are at risk of low vitamin D and are advised a daily supplement (10 micrograms); vitamin D is not tested routinely without symptoms, a particularly high risk or a clinical reason.",
  },
  "rcog-sip43-vitamin-d-pregnancy": {
    topics: ["vitamin d", "pregnancy", "neonatal hypocalcaemia"],
    summary:
      "Low vitamin D is common in pregnancy, especially with pigmented skin; a mother's deficiency puts her newborn at risk of low calcium with tetany, and the best regimen to prevent and treat it in pregnancy is not known.",
  },
  "hopkins-graves-antithyroid-monitoring": {
    topics: ["graves disease", "antithyroid drugs", "tsh", "free t4", "monitoring"],
    summary:
      "In the first months of antithyroid drug treatment the TSH can stay suppressed for weeks after thyroid hormone levels are back to normal, so free T4 or T3 is used to judge the dose.",
  },
  "tewksbury-2016-antipsychotic-prolactin": {
    topics: ["hyperprolactinaemia", "antipsychotics", "aripiprazole", "switching"],
    summary:
      "Review of managing antipsychotic-induced hyperprolactinaemia: the evidence is limited, and aripiprazole, by switching to it or adding it, has the strongest; the risk of relapse is weighed against the symptoms.",
  },
  "fsrh-2017-contraception-over-40": {
    topics: ["contraception", "perimenopause", "menopause", "women over 40"],
    summary:
      "Women over 40 stay potentially fertile until the menopause: without hormones, contraception is continued for 2 years after the last period under 50, and for 1 year over 50, or stopped at 55.",
  },
  "endosoc-2024-vitamin-d": {
    topics: ["vitamin d", "25-hydroxyvitamin d", "testing", "supplementation"],
    summary:
      "Advises against routine 25-hydroxyvitamin D testing in healthy adults; supplementation is suggested for specific groups such as older adults and pregnancy.",
  },
  "acr-2020-gout": {
    topics: ["gout", "uric acid", "urate-lowering therapy", "allopurinol"],
    summary: "Urate-lowering therapy in gout is treated to a target serum urate below 6 mg/dL.",
  },
  "fleischner-2017": {
    topics: ["pulmonary nodule", "incidental lung nodule", "ct follow-up", "solid nodule", "subsolid nodule"],
    summary:
      "For an incidental solid nodule: below 6 mm needs no routine follow-up in low-risk patients (optional CT at 12 months if high risk); 6–8 mm needs CT at 6–12 months; above 8 mm consider CT at 3 months, PET-CT or tissue sampling. A ground-glass nodule of 6 mm or more: CT at 6–12 months, then every 2 years until 5 years; a part-solid one of 6 mm or more with a solid part under 6 mm: CT at 3–6 months, then yearly for at least 5 years; subsolid nodules under 6 mm need no routine follow-up. Not for lung-cancer screening, under-35s or people with cancer or immunosuppression.",
    recommendations: [
      {
        text: "Solid nodules smaller than 6 mm do not require routine follow-up in low-risk patients.",
        strength: "grade 1C (strong recommendation, low- or very-low-quality evidence)",
        // A nodule the finding sizes below 6 mm ("a 4 mm nodule", "5.5 mm").
        onlyWhen: /(?<![\d.])[0-5](?:\.\d+)? mm\b/,
      },
    ],
  },
  "acr-lung-rads-v2022": {
    topics: ["lung cancer screening", "lung-rads", "low-dose ct", "screen-detected nodule"],
    summary:
      "The ACR's reporting system for lung-cancer screening CTs: each screen is given a Lung-RADS category from the most suspicious finding, and the category sets the follow-up. Categories 1 and 2 are a negative screen (back to annual screening); categories 3 and 4 are a positive screen with shorter-interval CT or further work-up: low-dose CT in 6 months for category 3, in 3 months for 4A (PET/CT may be considered with a solid component of 8 mm or more), and diagnostic chest CT, PET/CT and/or tissue sampling for 4B and 4X. Category 0 needs more images or comparison first. An S modifier marks a clinically significant finding unrelated to lung cancer.",
  },
  "nice-ng156-aaa": {
    topics: ["abdominal aortic aneurysm", "aaa referral", "vascular surgery", "aneurysm growth"],
    summary:
      "UK guideline on abdominal aortic aneurysm: an aneurysm of 5.5 cm or more is referred to a regional vascular service to be seen within 2 weeks of diagnosis, and one of 3.0–5.4 cm within 12 weeks. Repair is considered for an asymptomatic aneurysm above 4.0 cm that grows by more than 1 cm in a year, as well as from 5.5 cm.",
  },
  "svs-2018-aaa": {
    topics: ["abdominal aortic aneurysm", "aaa surveillance", "aaa repair", "vascular surgery referral"],
    summary:
      "Covers the care of people with an abdominal aortic aneurysm: ultrasound is the preferred imaging for surveillance, with intervals that shorten as the aneurysm grows (about every 3 years at 3.0–3.9 cm, yearly at 4.0–4.9 cm), and elective repair is considered from 5.5 cm in a fit patient.",
  },
  "nice-ng12-suspected-cancer": {
    topics: [
      "suspected cancer referral",
      "jaundice",
      "pancreatic cancer",
      "obstructive jaundice",
      "myeloma",
      "hypercalcaemia",
      "protein electrophoresis",
      "bence-jones protein",
      "acute leukaemia",
      "iron deficiency anaemia",
      "colorectal cancer",
      "psa",
      "prostate cancer",
    ],
    summary:
      "NICE's guide to recognising symptoms and test results that could be cancer and to who needs urgent tests or referral in primary care. A blood count or film reported as acute leukaemia is referred immediately. Iron-deficiency anaemia at 60 or over is a reason for a suspected colorectal cancer pathway referral; under 60, without rectal bleeding, a faecal immunochemical test is offered. In men with urinary symptoms a PSA test is considered, and a referral is considered when the PSA is above the threshold for the man's age, taking his wishes and other illnesses into account. People aged 40 and over with jaundice should be referred on a suspected cancer pathway (an appointment within 2 weeks) for possible pancreatic cancer. People aged 60 and over with a high calcium or a low white cell count, where the picture could fit myeloma, should have protein electrophoresis and a urine Bence-Jones protein test very urgently, within 48 hours.",
  },
  "bsg-2021-ida": {
    topics: ["iron deficiency anaemia", "gastroscopy", "colonoscopy", "bidirectional endoscopy", "coeliac serology"],
    summary:
      "The British Society of Gastroenterology's 2021 guideline on iron-deficiency anaemia in adults. About one in three men and postmenopausal women with it have a cause in the gut, sometimes a cancer without other symptoms, so iron is given together with a search for the cause: coeliac serology for everyone, and gastroscopy with colonoscopy as the usual first tests in men and postmenopausal women, with CT colonography when colonoscopy is unsuitable.",
  },
  "livertox-amoxicillin-clavulanate": {
    topics: ["drug-induced liver injury", "amoxicillin-clavulanate", "co-amoxiclav", "cholestatic hepatitis", "dili"],
    summary:
      "The NIH LiverTox entry on amoxicillin-clavulanate (co-amoxiclav), a widely used antibiotic that is currently the commonest cause of clinically apparent drug-induced acute liver injury in the United States and Europe.",
  },
  "uspstf-2021-tobacco-cessation": {
    topics: ["smoking cessation", "tobacco", "current smoker", "nicotine replacement", "varenicline", "bupropion"],
    summary:
      "Clinicians should ask adults about tobacco use, advise those who smoke to stop, and offer behavioural support and FDA-approved cessation medicines, alone or together; in pregnancy behavioural support is advised, and the evidence on cessation medicines in pregnancy and on e-cigarettes for quitting is insufficient.",
  },
  "antoniou-2010-tmp-smx-hyperkalaemia": {
    topics: ["hyperkalaemia", "trimethoprim", "co-trimoxazole", "ace inhibitor", "arb", "drug interaction"],
    summary:
      "A population-based study of adults aged 66 or over on an ACE inhibitor or ARB in Ontario: those given trimethoprim-sulfamethoxazole had about seven times the odds of a hospital admission with high potassium within 14 days compared with amoxicillin; the other antibiotics compared showed no such risk. It notes that trimethoprim itself can raise potassium.",
  },
  "nephron-2011-trimethoprim-creatinine": {
    topics: ["trimethoprim", "co-trimoxazole", "creatinine", "egfr", "tubular secretion", "acute kidney injury"],
    summary:
      "A review of how trimethoprim, alone or in co-trimoxazole, affects creatinine: even at usual doses it blocks the tubular secretion of creatinine, so serum creatinine rises quickly and falls again when the drug stops, with no change in the true filtration rate; eGFR from creatinine then reads falsely low. The sulfamethoxazole part can harm the kidney at high or unadjusted doses.",
  },
  "us-potassium-chloride-er-label": {
    topics: ["potassium chloride", "potassium supplement", "hyperkalaemia", "renal impairment", "raas inhibitor"],
    summary:
      "US prescribing information for potassium chloride extended-release tablets: it is for treating or preventing a low potassium; kidney impairment greatly raises the risk of a high potassium, dosing starts low with impaired kidney function, and potassium is watched closely with ACE inhibitors, ARBs, spironolactone, eplerenone or aliskiren.",
  },
  "trimoptin-trimethoprim-smpc": {
    topics: ["trimethoprim", "hyperkalaemia", "potassium monitoring", "renal impairment"],
    summary:
      "Product information for trimethoprim tablets: potassium has risen in some patients taking trimethoprim; kidney impairment and poorly controlled diabetes raise the risk; other medicines that raise potassium taken with it can lead to severe hyperkalaemia, so electrolytes are watched closely in people at risk.",
  },
  "aap-2022-neonatal-hyperbilirubinemia": {
    topics: ["neonatal jaundice", "hyperbilirubinemia", "phototherapy threshold", "exchange transfusion", "newborn"],
    summary:
      "The American Academy of Pediatrics' 2022 guideline for newborns born at 35 weeks or later: a total bilirubin is placed on treatment curves set by the baby's age in hours, gestation and risk factors for brain injury, with raised thresholds for phototherapy and exchange transfusion compared with 2004.",
  },
  "chop-neonatal-jaundice-when-to-refer": {
    topics: ["prolonged jaundice", "neonatal cholestasis", "direct bilirubin", "breastfed infant", "referral"],
    summary:
      "A US children's hospital's referral advice, following the North American paediatric gastroenterology society (NASPGHAN): a baby still jaundiced at 2 weeks has a total and direct bilirubin measured; a breastfed baby who is well, with normal stool and urine colour and a reliable follow-up, can be watched until 3 weeks and tested then if still jaundiced. A direct bilirubin above 1 mg/dL, or above 20% of the total, means cholestasis and calls for prompt referral to a paediatric gastroenterologist.",
  },
  "nice-cg98-neonatal-jaundice": {
    topics: [
      "neonatal jaundice",
      "phototherapy threshold",
      "prolonged jaundice",
      "conjugated bilirubin",
      "pale stools",
    ],
    summary:
      "UK guidance on jaundice in babies under 28 days: a newborn's bilirubin is judged against treatment thresholds set by age in hours (and, in the graphs, gestational age), not a single reference range; for babies of 38 weeks or more, phototherapy starts above 350 µmol/L from 96 hours. In jaundice lasting beyond 14 days (21 days if preterm), look for pale chalky stools and dark urine and measure the conjugated bilirubin; a conjugated bilirubin above 25 µmol/L may mean serious liver disease and calls for expert advice, urgently because biliary atresia does better with early surgery.",
  },
  "naspghan-espghan-2017-infant-cholestasis": {
    topics: ["cholestatic jaundice", "infants", "biliary atresia", "conjugated bilirubin", "direct bilirubin"],
    summary:
      "North American and European paediatric hepatology societies' guideline on cholestatic jaundice in infants: it affects about 1 in 2500 term babies, is never physiological and means liver or bile-duct disease; biliary atresia is the commonest cause in the first months (25-40%). A direct or conjugated bilirubin above 1.0 mg/dL (17 µmol/L) is abnormal. Early recognition and timely referral to a paediatric hepatologist improve the outcome.",
  },
  "nice-ng224-uti-under-16s": {
    topics: ["urinary tract infection", "children", "urine dipstick", "nitrite", "leukocyte esterase", "urine culture"],
    summary:
      "UK guidance on urinary infection in babies, children and young people under 16: test the urine when signs such as fever or reduced fluid intake make a UTI more likely; collect urine before antibiotics are given; refer babies under 3 months with a suspected UTI to paediatric specialist care with urgent microscopy and culture; in young children a dipstick positive for leukocyte esterase or nitrite means sending urine for culture and starting antibiotics.",
  },
  "nccn-genetic-familial-bopp": {
    topics: ["brca1", "brca2", "hereditary breast ovarian cancer", "risk-reducing surgery", "mri screening"],
    summary:
      "Carriers of pathogenic BRCA1/2 variants need enhanced breast screening with yearly MRI and mammography, risk-reducing salpingo-oophorectomy (typically at 35–40 for BRCA1 and 40–45 for BRCA2, earlier if relatives were diagnosed young), and cascade testing of relatives; BRCA2 carriers also need prostate screening when male.",
  },
  "iof-2017-aibl": {
    topics: [
      "aromatase inhibitor",
      "letrozole",
      "anastrozole",
      "exemestane",
      "bone loss",
      "osteoporosis",
      "breast cancer",
    ],
    summary:
      "Aromatase inhibitors for hormone-sensitive breast cancer speed bone loss and raise fracture risk. Fracture risk is assessed in everyone starting one; exercise, calcium and vitamin D are advised; bone-directed treatment (a bisphosphonate or denosumab) is given for the duration of aromatase inhibitor treatment when the T-score is below −2.0, or below −1.5 with another risk factor.",
  },
  "acmg-sf-v3-2": {
    topics: ["secondary findings", "actionable genes"],
    summary:
      "Lists genes with actionable secondary findings, including BRCA1/2, Lynch syndrome genes and familial hypercholesterolaemia genes.",
  },
  "cpic-cyp2c19-clopidogrel-2022": {
    topics: ["cyp2c19", "clopidogrel", "poor metabolizer", "intermediate metabolizer", "antiplatelet"],
    summary:
      "CYP2C19 poor and intermediate metabolisers form less active clopidogrel and have more cardiovascular events on it; for cardiovascular indications an alternative such as prasugrel or ticagrelor is recommended when not contraindicated.",
  },
  "cpic-statins-2022": {
    topics: ["slco1b1", "simvastatin", "statin myopathy", "statin-associated muscle symptoms"],
    summary:
      "SLCO1B1 decreased or poor function raises statin exposure and the risk of muscle symptoms, most of all with simvastatin. With poor function an alternative statin of the needed intensity is advised instead of simvastatin; with decreased function an alternative statin, or simvastatin below 20 mg/day if it is still warranted. Other statins have dose limits by statin and phenotype.",
  },
  "cpic-dpyd-2017": {
    topics: ["dpyd", "fluorouracil", "capecitabine", "fluoropyrimidine toxicity"],
    summary:
      "DPYD decreased-function variants raise the risk of severe, possibly fatal fluoropyrimidine toxicity. Intermediate metabolisers start at a reduced dose that is then titrated by toxicity or drug levels; poor metabolisers avoid fluorouracil and capecitabine (at an activity score of 0.5, a strongly reduced dose with early drug monitoring only if no alternative suits).",
  },
  "cjon-2018-fluoropyrimidine-early-toxicity": {
    topics: ["fluorouracil", "capecitabine", "early-onset toxicity", "uridine triacetate", "dpd deficiency"],
    summary:
      "Early-onset severe fluorouracil or capecitabine toxicity (mucositis, diarrhoea, neutropenia) can be fatal; it needs prompt recognition, and uridine triacetate within 96 hours of the last dose improves survival.",
  },
  "bsg-2019-hereditary-crc": {
    topics: [
      "lynch syndrome",
      "colonoscopy surveillance",
      "hereditary colorectal cancer",
      "mlh1",
      "msh2",
      "family history colorectal cancer",
    ],
    summary:
      "UK guideline on hereditary colorectal cancer: Lynch syndrome carriers have colonoscopy every 2 years until 75, from 25 for MLH1 and MSH2 and from 35 for MSH6 and PMS2. For a family history alone, one first-degree relative with bowel cancer under 50 or two at any age (moderate risk) means a single colonoscopy at 55; three first-degree relatives across more than one generation means colonoscopy every 5 years from 40 to 75.",
  },
  "nice-ng151-colorectal-cancer": {
    topics: ["lynch syndrome", "aspirin", "colorectal cancer prevention"],
    summary:
      "NICE advises considering daily aspirin, taken for more than 2 years, to prevent colorectal cancer in people with Lynch syndrome, after discussing benefits and harms; it recommends no particular dose.",
  },
  "caps-2020-pancreatic-surveillance": {
    topics: ["pancreatic cancer", "surveillance", "brca2", "lynch syndrome", "familial pancreatic cancer"],
    summary:
      "International consensus: carriers of BRCA1, BRCA2, PALB2, ATM or Lynch-gene variants with a first-degree relative who had pancreatic cancer are offered pancreatic surveillance with MRI/MRCP and endoscopic ultrasound, starting at 45–50 or 10 years before the youngest affected relative, yearly if nothing concerning is found.",
  },
  "adshg-sick-day-rules": {
    topics: ["adrenal insufficiency", "addison's disease", "sick day rules", "hydrocortisone", "fever"],
    summary:
      "Patient sick-day rules in adrenal insufficiency: double the daily hydrocortisone or prednisolone dose with a fever of 38 °C or more, an infection that makes you feel poorly, or a significant injury (at least 40 mg hydrocortisone a day), for 48 hours, then back to the usual dose if better; keep it doubled and seek advice if not.",
  },
  "diabetes-vic-t1-sick-day": {
    topics: ["type 1 diabetes", "sick day rules", "ketones", "urine ketones", "diabetic ketoacidosis"],
    summary:
      "Patient guidance for illness in type 1 diabetes: ketones in the urine or blood, or a glucose above 15 mmol/L for hours, start the sick-day plan; glucose and ketones are checked two-hourly, fluids kept up, and the diabetes team called early, since ketones building up can lead to DKA.",
  },
  "raveendran-2014-ics-iatrogenic-cushing": {
    topics: [
      "itraconazole",
      "fluticasone",
      "inhaled corticosteroid",
      "cyp3a",
      "cushing's syndrome",
      "adrenal suppression",
    ],
    summary:
      "Review: inhaled or nasal corticosteroids can cause iatrogenic Cushing's syndrome with adrenal suppression, mostly when a CYP3A inhibitor such as itraconazole is added; the inhibitor is avoided or the steroid reduced or changed, with care to prevent adrenal crisis.",
  },
  "mhra-2016-boosters-corticosteroids": {
    topics: [
      "ritonavir",
      "cobicistat",
      "fluticasone",
      "budesonide",
      "triamcinolone",
      "corticosteroid",
      "adrenal suppression",
      "cushing's syndrome",
      "drug interaction",
    ],
    summary:
      "The UK regulator (2016) advises against combining ritonavir or cobicistat with a steroid broken down by CYP3A, even inhaled, nasal or injected into a joint, unless the benefit outweighs the risk; if combined, watch for Cushing's syndrome and adrenal suppression; beclometasone is preferred, especially long term.",
  },
  "hiv-guide-cobicistat-sildenafil": {
    topics: ["cobicistat", "ritonavir", "sildenafil", "erectile dysfunction", "drug interaction"],
    summary:
      "An HIV drug-interaction guide: cobicistat (and elvitegravir/cobicistat) blocks CYP3A4, which clears sildenafil, so sildenafil levels and side effects rise (ritonavir raised its exposure 11-fold). For erectile dysfunction sildenafil is started at 12.5 mg and kept to at most 25 mg in 48 hours, and someone already taking it has the dose lowered to that limit; low blood pressure, a fast pulse, headache, dizziness, flushing, visual change and fainting are watched for. Sildenafil for pulmonary hypertension is contraindicated with cobicistat.",
  },
  "mhra-2010-clopidogrel-ppi": {
    topics: ["clopidogrel", "omeprazole", "esomeprazole", "proton pump inhibitor", "cyp2c19", "drug interaction"],
    summary:
      "UK and EU regulators (2010) discourage taking clopidogrel with omeprazole or esomeprazole, which inhibit the CYP2C19 enzyme that activates clopidogrel; the caution was not extended to other PPIs.",
  },
  "medsafe-2010-allopurinol-rash": {
    topics: ["allopurinol", "rash", "stevens-johnson syndrome", "hypersensitivity"],
    summary:
      "A rash on allopurinol can herald a severe, sometimes fatal reaction: allopurinol is stopped at once and not given again, and patients should report any skin reaction promptly.",
  },
  "ramasamy-2013-allopurinol-hypersensitivity": {
    topics: ["allopurinol", "hypersensitivity", "renal impairment", "risk factors"],
    summary:
      "A review of 901 published allopurinol hypersensitivity cases: most patients were Asian, and renal impairment was present in about half.",
  },
  "viiv-abacavir-never-rechallenge": {
    topics: ["abacavir", "hypersensitivity", "hla-b*57:01", "rechallenge"],
    summary:
      "Abacavir is never started in HLA-B*57:01 carriers and never restarted after a hypersensitivity reaction, as symptoms return within hours and can be fatal.",
  },
  "cpic-ssri-2015": {
    topics: ["cyp2c19", "citalopram", "escitalopram", "sertraline", "ssri", "poor metabolizer"],
    summary:
      "CYP2C19 and CYP2D6 genotypes change SSRI exposure. CYP2C19 poor metabolisers have higher citalopram and escitalopram levels: a lower starting dose or an antidepressant not mainly cleared by CYP2C19 is advised.",
  },
  "dpwg-ssri-2022": {
    topics: ["cyp2c19", "citalopram", "escitalopram", "sertraline", "maximum dose"],
    summary:
      "Dutch guidance caps SSRI doses in CYP2C19 poor metabolisers at half the usual maximum: citalopram 20 mg a day (10 mg from 65), escitalopram 10 mg (5 mg from 65), and sertraline 75 mg.",
  },
  "cpic-dpyd-guideline-page": {
    topics: ["dpyd", "intermediate metabolizer", "capecitabine dose reduction", "activity score"],
    summary:
      "CPIC's update to its 2017 DPYD guideline: every intermediate metaboliser, at an activity score of 1 or of 1.5, starts at 50% of the standard fluoropyrimidine dose, then titrated by toxicity.",
  },
  "cpic-tpmt-nudt15-2018": {
    topics: ["tpmt", "nudt15", "azathioprine", "mercaptopurine", "thioguanine", "myelosuppression"],
    summary:
      "Reduced TPMT or NUDT15 function raises the risk of severe myelosuppression with thiopurines. Intermediate metabolisers start at 30–80% of the normal dose (20–50% when both genes are reduced, a 2024 update), adjusted by blood counts with 2–4 weeks to steady state; poor metabolisers take a non-thiopurine alternative for non-malignant disease, or a drastically reduced dose in malignancy.",
  },
  "cpic-opioids-2021": {
    topics: ["cyp2d6", "codeine", "tramadol", "ultrarapid metabolizer", "poor metabolizer"],
    summary:
      "CYP2D6 ultrarapid metabolisers risk toxicity from codeine and tramadol and poor metabolisers get little pain relief; both should avoid these drugs.",
  },
  "cpic-hlab-abacavir-2014": {
    topics: ["hla-b*57:01", "abacavir", "hypersensitivity", "hiv"],
    summary:
      "Carriers of HLA-B*57:01 are at high risk of abacavir hypersensitivity, which can be life-threatening; abacavir should not be used in them, and all abacavir-naive patients should be tested before starting.",
  },
  "cpic-hlab-allopurinol-2013": {
    topics: ["hla-b*58:01", "allopurinol", "severe cutaneous adverse reaction", "gout"],
    summary:
      "HLA-B*58:01 is strongly associated with severe skin and hypersensitivity reactions to allopurinol (Stevens–Johnson syndrome, toxic epidermal necrolysis, drug hypersensitivity syndrome); carriers should not be prescribed allopurinol and an alternative should be considered, while non-carriers may take it as usual.",
  },
  "cpic-hla-carbamazepine-2017": {
    topics: ["hla-b*15:02", "hla-a*31:01", "carbamazepine", "oxcarbazepine", "stevens-johnson syndrome"],
    summary:
      "HLA-B*15:02 carriers should not start carbamazepine or oxcarbazepine, and other aromatic anticonvulsants are chosen with care; HLA-A*31:01 carriers should not start carbamazepine when alternatives exist. The reactions usually begin within three months, so earlier steady use without a reaction allows cautious continuation.",
  },
  "cpic-phenytoin-2020": {
    topics: ["cyp2c9", "hla-b*15:02", "phenytoin", "fosphenytoin"],
    summary:
      "HLA-B*15:02 carriers should not start phenytoin or fosphenytoin. Without it, CYP2C9 intermediate metabolisers (activity score 1) consider a 25% lower starting maintenance dose and poor metabolisers a 50% lower one, then dose by levels and response.",
  },
  "dilantin-label-interactions": {
    topics: ["phenytoin", "drug interactions", "fluconazole", "phenytoin toxicity", "nystagmus", "ataxia"],
    summary:
      "Phenytoin is cleared by saturable CYP2C9/2C19 metabolism, so drugs that inhibit it, including azole antifungals such as fluconazole, some antidepressants, co-trimoxazole, amiodarone and isoniazid, can raise its level sharply; levels are checked when such a drug is started or stopped. Nystagmus usually appears from about 20 mg/L, ataxia around 30 mg/L, slurred speech and lethargy above 40 mg/L.",
  },
  "nice-cg178-psychosis": {
    topics: ["antipsychotic", "metabolic monitoring", "schizophrenia", "weight gain", "hba1c", "lipids"],
    summary:
      "People taking antipsychotics have weight, waist, pulse and blood pressure, fasting glucose, HbA1c and lipids checked at the start, at 12 weeks, at 1 year and then every year. Abnormal results are acted on, with the GP usually leading physical health care and the psychiatrist any major change of antipsychotic.",
  },
  "bap-2016-antipsychotic-metabolic": {
    topics: ["antipsychotic", "weight gain", "dyslipidaemia", "schizophrenia"],
    summary:
      "Weight gain and abnormal blood fats, partly caused by antipsychotic treatment, add to the risk of diabetes and heart disease in people with psychosis; physical risk factors are often not monitored or treated enough.",
  },
  "epilepsia-1994-cbz-oxc-hyponatremia": {
    topics: ["carbamazepine", "oxcarbazepine", "hyponatremia", "siadh"],
    summary:
      "Carbamazepine and oxcarbazepine cause low sodium through an SIADH-like effect; it is common, more so with oxcarbazepine, older age, higher levels and other antiepileptics. Most cases have no symptoms, but some need the drug stopped, so sodium is checked regularly.",
  },
  "ann-pharmacother-2016-sheiner-tozer-review": {
    topics: ["phenytoin", "albumin correction", "winter-tozer", "free phenytoin"],
    summary:
      "A review of the equation that adjusts a total phenytoin level for low albumin (measured level divided by 0.2 × albumin in g/dL plus 0.1): widely used where free levels are unavailable, but biased and imprecise in intensive care, head injury and neurology patients, with kidney function, age and other drugs among the reasons.",
  },
  "ann-pharmacother-2017-phenytoin-esrd": {
    topics: ["phenytoin", "end-stage renal disease", "haemodialysis", "winter-tozer"],
    summary:
      "In 21 people on haemodialysis, the kidney-failure version of the phenytoin albumin correction was often far off the measured free level (two thirds of samples wrong by more than half), so a free level is the reliable measure in kidney failure.",
  },
  "fda-2017-codeine-tramadol-breastfeeding": {
    topics: ["codeine", "tramadol", "breastfeeding", "ultrarapid metabolizer", "infant opioid toxicity"],
    summary:
      "The FDA recommends against codeine and tramadol in breastfeeding mothers: in ultrarapid CYP2D6 metabolisers the active opioid can reach the baby through milk, causing excess sleepiness, feeding difficulty and breathing problems that can be fatal.",
  },
  "nice-ng23-menopause": {
    topics: ["menopause", "hormone replacement therapy", "venous thromboembolism", "transdermal estrogen"],
    summary:
      "For women at increased risk of venous thromboembolism, transdermal rather than oral HRT is considered; with a confirmed hereditary thrombophilia or other very high risk, referral to a haematologist is considered before HRT.",
  },
  "fsrh-ukmec-2016": {
    topics: [
      "contraception",
      "venous thromboembolism",
      "combined hormonal contraceptive",
      "thrombophilia",
      "migraine with aura",
    ],
    summary:
      "A current or past venous thromboembolism, a known thrombogenic mutation, or migraine with aura at any age makes combined hormonal contraception an unacceptable risk (UKMEC 4); progestogen-only and copper methods remain options. At 35 or over, smoking fewer than 15 cigarettes a day makes combined methods UKMEC 3 (not usually recommended) and 15 or more UKMEC 4.",
  },
  "aphrs-hrs-2020-sud": {
    topics: ["sudden cardiac death", "sudden unexplained death", "family screening", "inherited arrhythmia"],
    summary:
      "After a sudden unexplained death under 45 with a negative or no autopsy, first-degree relatives should be screened: history, examination, standard and high precordial lead ECG, echocardiography and exercise testing, overseen by a team with cardiology and genetics expertise.",
  },
  "burke-2022-vus": {
    topics: ["variant of uncertain significance", "vus", "genetic testing", "genetic counseling"],
    summary:
      "Only a minority of variants of uncertain significance prove pathogenic when reassessed, and resolution is slow; acting on them risks unnecessary treatment and distress, so care follows personal and family history.",
  },
  "cdc-us-mec-2024": {
    topics: [
      "contraception",
      "factor v leiden",
      "thrombophilia",
      "combined hormonal contraceptive",
      "estrogen",
      "migraine with aura",
    ],
    summary:
      "Known thrombogenic mutations such as factor V Leiden or prothrombin G20210A make combined (oestrogen-containing) hormonal contraception an unacceptable health risk (category 4), as does migraine with aura at any age, for its added risk of ischaemic stroke; progestin-only and non-hormonal methods remain options.",
  },
  "usmstf-2017-crc-screening": {
    topics: ["colorectal cancer screening", "family history colorectal cancer", "colonoscopy"],
    summary:
      "People with a first-degree relative diagnosed with colorectal cancer or an advanced adenoma before 60, or two first-degree relatives at any age, should have colonoscopy every 5 years starting at 40 or 10 years before the youngest relative's diagnosis; one relative diagnosed at 60 or older means screening from 40 at average-risk intervals.",
  },
  "acg-2015-hereditary-gi-cancer": {
    topics: [
      "lynch syndrome",
      "mlh1",
      "msh2",
      "msh6",
      "pms2",
      "epcam",
      "colonoscopy surveillance",
      "hereditary colorectal cancer",
    ],
    summary:
      "People with Lynch syndrome (pathogenic MLH1, MSH2, MSH6, PMS2 or EPCAM variants) need colonoscopy every 1–2 years from their 20s, gene-specific surveillance for endometrial and other cancers, and cascade testing of relatives.",
  },
  "ese-erbp-2014-hyponatraemia": {
    topics: ["hyponatraemia", "sodium", "thiazide", "severity", "osmolality"],
    summary:
      "Hyponatraemia is graded mild (130–135 mmol/L), moderate (125–129) and profound (below 125); symptoms guide urgency; work-up starts with serum osmolality, urine osmolality and urine sodium, and thiazide diuretics are a common cause.",
  },
  "acmg-nsgc-2011-alzheimer-genetics": {
    topics: ["apoe", "alzheimer", "genetic testing", "genetic counseling"],
    summary:
      "APOE genotype changes Alzheimer risk but is neither necessary nor sufficient for the disease; predictive APOE testing is not recommended outside counselling, and direct-to-consumer APOE testing is discouraged.",
  },
  "aroda-2016-metformin-b12": {
    topics: ["metformin", "vitamin b12 deficiency", "neuropathy"],
    summary:
      "In the Diabetes Prevention Program Outcomes Study, long-term metformin use was linked to biochemical B12 deficiency and anaemia, and periodic B12 testing on metformin was advised.",
  },
  "lam-2013-acid-suppression-b12": {
    topics: ["proton pump inhibitor", "vitamin b12 deficiency", "h2 blocker"],
    summary:
      "Two years or more of proton pump inhibitor use was associated with a higher risk of vitamin B12 deficiency in a large community population.",
  },
  "workeneh-2021-hypomagnesaemia-cancer": {
    topics: ["hypomagnesemia", "magnesium", "cisplatin", "platinum chemotherapy", "cancer"],
    summary:
      "Low magnesium is common in people with cancer; platinum chemotherapy and some targeted treatments cause it through kidney losses, so magnesium is checked at the start of and throughout treatment.",
  },
  "tamoxifen-hypertriglyceridaemia-1997": {
    topics: ["tamoxifen", "hypertriglyceridemia", "triglycerides", "pancreatitis"],
    summary:
      "Tamoxifen can raise triglycerides, in a few women severely enough to cause acute pancreatitis, especially with insulin resistance or diabetes; triglycerides are checked on treatment and fibrates lower them.",
  },
  "fda-2011-ppi-hypomagnesaemia": {
    topics: ["proton pump inhibitor", "hypomagnesemia", "magnesium"],
    summary:
      "Long-term prescription PPI use (usually over a year) can cause low magnesium, which may need the PPI stopped; checking magnesium before and during long-term use, especially with diuretics or digoxin, is advised.",
  },
  "fda-lithium-label": {
    topics: ["lithium", "lithium toxicity", "lithium level", "kidney function", "thyroid function", "hypothyroidism"],
    summary:
      "Lithium toxicity is closely related to the serum level and can occur near therapeutic levels; kidney function, electrolytes and thyroid function are checked before and during treatment, and lithium can cause hypothyroidism, chronic kidney disease and hypercalcaemia.",
  },
  "eliquis-label": {
    topics: [
      "apixaban",
      "eliquis",
      "apixaban dose reduction",
      "atrial fibrillation",
      "doac dosing",
      "creatinine",
      "bleeding risk",
      "ssri",
    ],
    summary:
      "In nonvalvular atrial fibrillation most patients take apixaban 5 mg twice daily; 2.5 mg twice daily is for those with at least two of age 80 years or more, body weight 60 kg or less and serum creatinine 1.5 mg/dL or more. Other uses, such as preventing clots after hip or knee replacement and treating venous thromboembolism, have their own doses. Apixaban raises bleeding risk, and more so with other medicines that affect clotting: antiplatelets including aspirin, other anticoagulants, SSRIs and SNRIs, and NSAIDs; patients are told the signs of blood loss to report.",
  },
  "warfarin-label": {
    topics: ["warfarin", "inr monitoring", "bleeding risk", "drug interaction"],
    summary:
      "Warfarin can cause serious bleeding; the INR is checked regularly in everyone taking it and the dose is set to the INR, because other medicines, diet and other factors change the INR. With a tilting-disk or bileaflet mechanical valve in the mitral position the label's INR target is 3.0 (range 2.5–3.5). It is contraindicated in pregnancy except with a mechanical heart valve, where the benefit may outweigh the risk; first-trimester exposure caused a pattern of malformations in about 5% of exposed babies.",
  },
  "ucsd-warfarin-interactions": {
    topics: ["warfarin", "drug interaction", "inr", "amiodarone", "fluconazole", "metronidazole", "sulfamethoxazole"],
    summary:
      "An anticoagulation clinic's table of medicines that change the INR on warfarin: amiodarone raises it slowly over 6–8 weeks, calling for INR checks every 1–2 weeks; fluconazole, metronidazole and sulfamethoxazole (co-trimoxazole) raise it enough that the warfarin dose usually has to come down by a quarter to a half.",
  },
  "cpsi-2017-warfarin-miconazole": {
    topics: ["warfarin", "miconazole", "azole antifungal", "voriconazole", "fluconazole", "inr", "bleeding"],
    summary:
      "A patient-safety alert: miconazole, even as an oral gel, raises the INR in people taking warfarin and can lead to serious bleeding; fluconazole and voriconazole act the same way.",
  },
  "cdc-adult-bmi-categories": {
    topics: ["bmi", "obesity", "overweight", "underweight"],
    summary:
      "For adults, BMI below 18.5 is underweight, 18.5 to under 25 healthy, 25 to under 30 overweight, and 30 or more obesity (class 1: 30–35, class 2: 35–40, class 3: 40 or more).",
  },
  "statpearls-primary-hyperparathyroidism": {
    topics: ["hypercalcaemia", "primary hyperparathyroidism", "pth", "calcium"],
    summary:
      "Primary hyperparathyroidism, the usual cause of high calcium in outpatients, shows high calcium with a high or inappropriately normal PTH; a suppressed PTH points to other causes such as malignancy or vitamin D excess.",
  },
  "ash-2018-vte-diagnosis": {
    topics: ["d-dimer", "venous thromboembolism", "pretest probability"],
    summary:
      "D-dimer is used together with pretest probability; a raised D-dimer alone does not diagnose a clot and needs imaging when clinical probability warrants.",
  },
  "ags-beers-2023": {
    topics: [
      "beers criteria",
      "older adults",
      "potentially inappropriate medication",
      "deprescribing",
      "benzodiazepine",
      "z-drug",
      "zolpidem",
      "anticholinergic",
      "falls",
      "fracture",
      "gabapentinoid",
      "opioid",
      "hyponatraemia",
      "ssri",
      "snri",
    ],
    summary:
      "An explicit list, for people 65 and older outside hospice and end-of-life care, of medicines that are usually best avoided or need care; it supports rather than replaces clinical judgement. Benzodiazepines are best avoided (older people are more sensitive to them, and they raise the risk of cognitive impairment, delirium, falls, fractures and car crashes), and so are Z-drug hypnotics, whose harms are much the same for little gain in sleep. With a history of falls or fractures, anticholinergics, benzodiazepines, Z-drugs, opioids, antiepileptics and some antidepressants are avoided unless nothing safer will do. Gabapentin or pregabalin with an opioid is avoided because of severe sedation and breathing problems (except when switching from an opioid or using a gabapentinoid to lower the opioid dose), as are three or more CNS-active medicines together and two or more anticholinergics. Gabapentin and pregabalin need a lower dose when creatinine clearance is below 60 mL/min. SSRIs, SNRIs and some other antidepressants, carbamazepine, oxcarbazepine, antipsychotics, diuretics and tramadol are used with caution because they can cause or worsen SIADH and low sodium; sodium is checked closely when one is started or its dose changed.",
  },
  "neurontin-label": {
    topics: ["gabapentin", "neurontin", "renal dosing", "creatinine clearance", "dizziness", "somnolence"],
    summary:
      "Gabapentin is cleared by the kidneys, so its daily dose is set by creatinine clearance (estimated with the Cockcroft–Gault equation): 900–3600 mg a day at 60 mL/min or more, 400–1400 mg above 30 to 59 mL/min, 200–700 mg above 15 to 29 mL/min and less again below that, with an extra dose after haemodialysis. Older people more often have reduced kidney function, so their dose is chosen with care. Dizziness and drowsiness are its commonest side effects, and a dose is lowered or stopped gradually over at least a week.",
  },
  "lyrica-label": {
    topics: ["pregabalin", "lyrica", "renal dosing", "creatinine clearance", "dizziness", "somnolence"],
    summary:
      "Pregabalin is removed mainly by the kidneys: its usual doses are for creatinine clearance of at least 60 mL/min, and the dose is lowered when kidney function is reduced. It can cause dizziness and drowsiness, and it is tapered over at least a week when stopped.",
  },
  "aua-suo-2023-prostate-early-detection": {
    topics: ["psa", "prostate cancer early detection"],
    summary:
      "PSA is the first screening test; a raised PSA should be repeated before further tests such as MRI or biopsy.",
  },
  "hfm-weight-gain": {
    topics: ["heart failure", "weight gain", "fluid retention", "self-care", "daily weighing"],
    summary:
      "The European Society of Cardiology's patient site explains that fluid building up in heart failure shows as quick weight gain, and asks people to weigh themselves regularly and tell their doctor or nurse when their weight goes up by more than 2 kg in 3 days.",
  },
  "ata-2026-pregnancy": {
    topics: [
      "thyroid disease in pregnancy",
      "tsh in pregnancy",
      "trimester-specific reference range",
      "hypothyroidism in pregnancy",
      "free t4 in pregnancy",
      "preconception",
    ],
    summary:
      "Replaces the ATA's 2017 pregnancy guideline. TSH and free T4 in pregnancy are best judged against the laboratory's own trimester-specific reference intervals. Where a laboratory has none for TSH, 0.1–4.0 mU/L can be used in the first and second trimesters, while in the third the usual non-pregnant interval is likely to do; without a trimester-specific free T4 interval, the non-pregnant one (or a free T4 surrogate) may be used. TSH is usually the best guide to the mother's thyroid function, and follow-up should use the same assay.",
    recommendations: [
      {
        text: "Judge TSH and free T4 in pregnancy against a laboratory- and trimester-specific reference interval",
        strength: "conditional, low",
      },
      {
        text: "Without a trimester-specific TSH interval, use 0.1–4.0 mU/L in the first and second trimesters",
        strength: "conditional, low",
      },
    ],
  },
  "maraka-2018-sch-pregnancy": {
    topics: [
      "subclinical hypothyroidism in pregnancy",
      "tpo antibodies",
      "levothyroxine",
      "pregnancy loss",
      "tsh upper limit 4.0",
    ],
    summary:
      "A review of treating a mildly raised TSH before and during pregnancy. The diagnosis uses a pregnancy TSH range; without one the upper limit is about 4.0 mIU/L. Women with TSH above 4.0 who took levothyroxine had less pregnancy loss and preterm birth, thyroid tests are repeated through pregnancy on treatment, and the choice to start weighs the evidence with the woman's preferences. The 2017 American Thyroid Association advice it discusses: treat TPO antibody-positive women whose TSH is above the pregnancy range; consider low-dose levothyroxine when TPO antibodies are positive and TSH is between 2.5 mIU/L and the upper pregnancy limit; check TSH about every 4 weeks until mid-pregnancy in women with positive antibodies.",
  },
  "jcem-1988-hcg-thyrotropic": {
    topics: ["hcg", "tsh in early pregnancy", "low tsh in pregnancy", "thyroid physiology in pregnancy"],
    summary:
      "In early pregnancy high hCG levels go with higher thyroid hormone and lower TSH, and TSH rises again once hCG falls: hCG itself stimulates the thyroid, and the extra thyroid hormone holds TSH down.",
  },
  "fosamax-label": {
    topics: ["alendronate", "alendronic acid", "fosamax", "renal impairment", "creatinine clearance"],
    summary:
      "Alendronate is not recommended when creatinine clearance is below 35 mL/min, as there is no experience of it in renal failure; no dose change is needed at 35–60 mL/min.",
  },
  "aldactone-label": {
    topics: ["spironolactone", "aldactone", "hyperkalaemia", "mineralocorticoid antagonist", "hyponatraemia"],
    summary:
      "Spironolactone can cause hyperkalaemia, more so with impaired kidney function, supplements or salt substitutes, or ACE inhibitors and ARBs; levels are checked within 1 week of starting or a dose change and regularly after, and kidney function periodically. It can also lower sodium, magnesium and calcium and raise glucose, so electrolytes are checked periodically.",
  },
  "inspra-label": {
    topics: ["eplerenone", "inspra", "hyperkalaemia", "mineralocorticoid antagonist", "creatinine clearance"],
    summary:
      "Eplerenone can cause hyperkalaemia, more often as kidney function declines and with ACE inhibitors or ARBs; levels are measured before starting and periodically. It is contraindicated with a serum potassium above 5.5 mEq/L at the start or a creatinine clearance of 30 mL/min or less.",
  },
  "momoniat-2019-acei-arb-potassium": {
    topics: ["ace inhibitor", "arb", "hyperkalaemia", "potassium monitoring", "creatinine"],
    summary:
      "ACE inhibitors and ARBs tend to raise serum potassium and lower the GFR, so potassium, creatinine and GFR are monitored in people who take them; during illness or dehydration they are stopped for a time with diuretics, and restarted once the patient is rehydrated and biochemically stable.",
  },
  "warfarin-sodium-label-2014": {
    topics: ["warfarin", "inr", "bleeding risk", "inr target"],
    summary:
      "Warfarin can cause major or fatal bleeding, more likely at a higher dose and INR (an INR above 4.0 is a risk factor) and with other medicines; the INR is checked regularly and the dose set to it, for venous thromboembolism to a target of 2.5 (range 2.0–3.0).",
  },
  "loke-2008-ssri-nsaid-gi-bleed": {
    topics: ["nsaid", "ssri", "aspirin", "upper gastrointestinal bleeding", "proton pump inhibitor"],
    summary:
      "An SSRI roughly doubles the risk of upper GI bleeding and an SSRI with an NSAID raises it about six-fold; the combination should be reviewed, especially from 65, by stopping or changing the NSAID, changing the antidepressant, or adding a PPI or misoprostol.",
  },
  "penner-2022-oac-nsaid": {
    topics: ["nsaid", "anticoagulant", "bleeding risk", "warfarin", "doac"],
    summary:
      "In UK adults taking an oral anticoagulant (warfarin or a DOAC), an NSAID prescription was linked with about three times the risk of gastrointestinal bleeding and a higher risk of major bleeding.",
  },
  "tda-2020-anticoagulant-duplication": {
    topics: ["duplicate anticoagulant", "therapeutic duplication", "bleeding risk", "medication error"],
    summary:
      "In hospital patients given two anticoagulants at once, about 1 in 14 duplications was followed by a haemoglobin-relevant bleed, mostly in older patients with other illnesses and a high bleeding-risk score.",
  },
  "ting-2021-doac-renal-dosing": {
    topics: ["doac", "renal dosing", "creatinine clearance", "rivaroxaban", "dabigatran", "edoxaban"],
    summary:
      "Direct oral anticoagulants need dose adjustment for reduced kidney function; among outpatients with a creatinine clearance below 50 mL/min, almost a third were dosed differently from the FDA labels for atrial fibrillation or venous thromboembolism, risking clots when under-dosed and bleeding when over-dosed.",
  },
  "cockcroft-gault-1976": {
    topics: ["creatinine clearance", "cockcroft-gault", "renal dosing"],
    summary:
      "Cockcroft and Gault estimated creatinine clearance from serum creatinine, age and body weight, 15% lower for women, and found it tracked measured 24-hour clearances about as well as repeat clearances agree with each other; drug labels such as edoxaban's use this estimate to set doses of medicines cleared by the kidneys.",
  },
  "xarelto-smpc": {
    topics: ["rivaroxaban", "xarelto", "renal dosing", "creatinine clearance", "atrial fibrillation"],
    summary:
      "In the EU labelling, rivaroxaban for stroke prevention in atrial fibrillation is 20 mg once daily with food, lowered to 15 mg once daily when creatinine clearance is 15–49 mL/min; it is used with caution at 15–29 mL/min and is not recommended below 15 mL/min.",
  },
  "pmc7029426-noh-hr-ratio": {
    topics: ["neurogenic orthostatic hypotension", "heart rate", "autonomic failure", "parkinson's disease"],
    summary:
      "When blood pressure falls on standing, the heart rate normally rises to compensate. In neurogenic orthostatic hypotension, from autonomic failure as in Parkinson's disease, the rise is small or absent: a heart-rate increase of less than about 0.5 beats per minute for each mmHg of systolic fall points to a neurogenic cause, a larger one to other causes such as fluid loss or medicines.",
  },
  "stoppfrail-2017": {
    topics: ["deprescribing", "frailty", "limited life expectancy", "end of life", "statins", "antiplatelets"],
    summary:
      "STOPPFrail is a consensus list of medicines that are potentially inappropriate in frail older adults with limited life expectancy, where the aim of care is comfort rather than long-term prevention. It supports stopping medicines with no clear indication, and reviewing long-term preventive treatments such as lipid-lowering drugs, antiplatelets, diabetes medicines and ACE inhibitors or angiotensin receptor blockers.",
  },
  "jbds-01-hospital-hypoglycaemia": {
    topics: ["hypoglycaemia", "insulin", "sulfonylurea", "four is the floor"],
    summary:
      "In an adult with diabetes, a blood glucose below 4.0 mmol/L is hypoglycaemia and is treated straight away, whatever the symptoms: quick-acting carbohydrate, a recheck after 15 minutes and a repeat while it stays below 4.0 mmol/L, then a longer-acting carbohydrate. Insulin and sulfonylureas are its commonest cause.",
  },
  "hodgkinson-2016-ng31-dying-adults": {
    topics: [
      "end of life",
      "last days of life",
      "palliative care",
      "comfort care",
      "investigations",
      "care of the dying",
    ],
    summary:
      "A summary of the NICE guideline on caring for adults in the last days of life: recognise dying and review it daily, share decisions with the person and those close to them, and support hydration and symptom control. Tests that are unlikely to change care in those last days are avoided unless there is a clinical reason for one.",
  },
  "pradaxa-labels": {
    topics: ["dabigatran", "pradaxa", "renal impairment", "creatinine clearance", "contraindication"],
    summary:
      "Dabigatran is cleared mainly by the kidneys. The EU labelling contraindicates it when creatinine clearance is below 30 mL/min. The US label differs: in atrial fibrillation it gives 75 mg twice daily at 15–30 mL/min and no dose below 15 mL/min or on dialysis, and for venous thromboembolism no dose at 30 mL/min or below. In the US label, P-glycoprotein inhibitors add to the rise in dabigatran exposure from kidney impairment: in atrial fibrillation a 75 mg twice-daily dose is considered at 30–50 mL/min with dronedarone or systemic ketoconazole, any P-glycoprotein inhibitor is avoided at 15–30 mL/min, and for venous thromboembolism they are avoided below 50 mL/min.",
  },
  "savaysa-label": {
    topics: ["edoxaban", "savaysa", "renal dosing", "creatinine clearance", "atrial fibrillation"],
    summary:
      "In the US label edoxaban is 60 mg once daily, lowered to 30 mg once daily when creatinine clearance is 15–50 mL/min, and not recommended below 15 mL/min. For atrial fibrillation it is not to be used above 95 mL/min, where it prevented ischaemic stroke less well than warfarin in its main trial.",
  },
  "eliquis-smpc-renal": {
    topics: ["apixaban", "eliquis", "kidney failure", "dialysis", "creatinine clearance"],
    summary:
      "Under the UK and EU labelling apixaban is not recommended when creatinine clearance is below 15 mL/min or in people on dialysis, whatever the indication; at 15–29 mL/min the atrial fibrillation dose is 2.5 mg twice daily. Above that, people with atrial fibrillation take 2.5 mg twice daily when two or more of these apply: aged 80 or over, weighing 60 kg or less, or a serum creatinine of 133 µmol/L (1.5 mg/dL) or higher.",
  },
  "praxbind-idarucizumab": {
    topics: ["idarucizumab", "dabigatran reversal", "major bleeding", "anticoagulant reversal"],
    summary:
      "Idarucizumab binds dabigatran and reverses its effect within minutes. It is licensed for adults on dabigatran who need rapid reversal for life-threatening or uncontrolled bleeding, or for emergency surgery or urgent procedures; the supporting study had no control group.",
  },
  "bcsh-2013-antithrombotic-bleeding": {
    topics: ["heparin", "low-molecular-weight heparin", "protamine", "major bleeding", "reversal"],
    summary:
      "British haematology guidance on bleeding on antithrombotic drugs: for unfractionated heparin, stopping the infusion often suffices and protamine fully reverses it; for low-molecular-weight heparin, protamine is dosed by the time since the last injection and reverses it only in part.",
  },
  "swiss-2023-andexanet": {
    topics: ["andexanet alfa", "prothrombin complex concentrate", "factor xa inhibitor reversal", "major bleeding"],
    summary:
      "Swiss haematologists' guidance on reversing oral factor Xa inhibitors in major bleeding: andexanet alfa, a decoy form of factor Xa, is authorised for adults on apixaban or rivaroxaban with life-threatening or uncontrolled bleeding, and four-factor prothrombin complex concentrate has been used for bleeding on apixaban, edoxaban and rivaroxaban.",
  },
  "zierk-2017-paediatric-alp": {
    topics: ["alkaline phosphatase", "paediatric reference intervals", "growth", "puberty"],
    summary:
      "Alkaline phosphatase in children changes a great deal with growth and puberty, differently by age and sex, so it is read against age- and sex-specific percentile charts from birth to 18 years rather than adult limits.",
  },
  "amboss-osteomalacia-rickets": {
    topics: ["rickets", "osteomalacia", "growth plates", "vitamin d deficiency"],
    summary:
      "Rickets is poor mineralisation at the open growth plates of a growing child and osteomalacia poor mineralisation of bone matrix; once the growth plates have fused only osteomalacia occurs. Vitamin D deficiency is the commonest cause of both, treated with vitamin D and enough calcium.",
  },
  "kapelari-2008-paediatric-thyroid-ranges": {
    topics: ["tsh", "free t4", "paediatric reference intervals", "thyroid function in children"],
    summary:
      "Thyroid test reference intervals from birth to 18 years: TSH, free T3 and free T4 are highest in the first month of life and fall steadily with age, so adult reference intervals do not fit children and results are read against age-specific ones.",
  },
  "brandt-2010-orthostatic-proteinuria": {
    topics: ["orthostatic proteinuria", "urine protein", "children", "adolescents", "first-morning urine"],
    summary:
      "In healthy children and teenagers aged 6 to 19, protein excretion is 3 to 4 times higher upright than lying down; orthostatic proteinuria, with a normal first-morning sample and a raised daytime one, was found in one in five, more often in boys and over 10, so a raised daytime result is repeated on a first-morning sample.",
  },
  "danish-2021-paediatric-bone-markers": {
    topics: ["phosphate", "calcium", "parathyroid hormone", "vitamin d", "paediatric reference intervals"],
    summary:
      "In children and adolescents aged 6 to 18, phosphate and calcium fall with age in both sexes, and PTH and vitamin D vary with age, sex and season, so bone-mineral results are read against age- and sex-specific reference values.",
  },
  "bsh-2018-raised-ferritin": {
    topics: ["raised ferritin", "hyperferritinaemia", "transferrin saturation", "iron overload"],
    summary:
      "A low ferritin always means reduced iron stores, but a raised ferritin has many causes besides iron overload: inflammation, liver or kidney disease, cancer and the metabolic syndrome. Transferrin saturation is the key test when a raised ferritin is unexpected.",
  },
  "endosoc-2009-hypoglycaemia": {
    topics: ["hypoglycaemia", "low blood glucose", "whipple's triad", "hypoglycemia without diabetes"],
    summary:
      "Hypoglycaemia in adults, with or without diabetes, is evaluated and managed when Whipple's triad is documented: symptoms or signs, a low plasma glucose, and their relief when the glucose is raised. Without diabetes, clues to a cause (drugs, critical illness, hormone deficiencies, tumours) are sought first. With diabetes, insulin or an insulin secretagogue such as a sulfonylurea is the most common cause, and it advises reducing the risk of hypoglycaemia by addressing it at each visit and weighing its risk factors when setting treatment.",
  },
  "acr-birads-atlas-2013": {
    topics: ["bi-rads", "mammogram", "breast ultrasound", "breast biopsy", "breast imaging report"],
    summary:
      "The ACR's reporting system for breast imaging gives each examination an assessment category that carries a management recommendation. Category 0 is incomplete and needs more imaging or earlier films; 1 (negative) and 2 (benign) return to routine screening; 3 (probably benign, cancer 2% or less) gets short-interval follow-up, usually at 6 months; 4 (suspicious, subdivided 4A, 4B and 4C by rising suspicion) and 5 (highly suggestive of cancer, 95% or more) call for tissue diagnosis; 6 is a known biopsy-proven cancer awaiting treatment.",
  },
  "acr-tirads-2017": {
    topics: ["thyroid nodule", "ti-rads", "fine-needle aspiration", "thyroid ultrasound follow-up"],
    summary:
      "The ACR scores a thyroid nodule's ultrasound features into levels TR1 to TR5 and pairs each level with size thresholds: TR1 and TR2 need no biopsy; fine-needle aspiration from 2.5 cm for TR3, 1.5 cm for TR4 and 1.0 cm for TR5; smaller nodules above 1.5, 1.0 and 0.5 cm respectively are followed by ultrasound (TR3 at 1, 3 and 5 years, TR4 at 1, 2, 3 and 5 years, TR5 yearly for up to 5 years). Marked growth during follow-up is a reason to sample the nodule.",
  },
  "ese-ensat-2023-adrenal-incidentaloma": {
    topics: ["adrenal incidentaloma", "adrenal adenoma", "hounsfield units", "mild autonomous cortisol secretion"],
    summary:
      "Most adrenal incidentalomas are non-functioning adenomas. A homogeneous lesion of 10 HU or less on unenhanced CT is benign and needs no further imaging whatever its size; other lesions are discussed in a multidisciplinary meeting, and those over 4 cm that are inhomogeneous or above 20 HU usually go to surgery. After a 1 mg dexamethasone test, a cortisol above 50 nmol/L (1.8 µg/dL) without overt Cushing's features is mild autonomous cortisol secretion.",
  },
  "cua-2023-adrenal-mass": {
    topics: ["adrenal incidentaloma", "dexamethasone suppression test", "metanephrines", "aldosterone renin ratio"],
    summary:
      "An adrenal incidentaloma is a mass over 1 cm found on imaging done for another reason. Unenhanced CT is the first imaging test, with washout CT or chemical-shift MRI if the mass stays indeterminate. Everyone is screened for autonomous cortisol secretion, preferably with the 1 mg overnight dexamethasone suppression test; people with hypertension or low potassium have an aldosterone-to-renin ratio; phaeochromocytoma screening can be left out for an unequivocal adenoma under 10 HU without adrenergic symptoms.",
  },
  "bsr-2020-gca": {
    topics: [
      "giant cell arteritis",
      "temporal arteritis",
      "jaw claudication",
      "visual loss",
      "glucocorticoids",
      "esr",
      "crp",
    ],
    summary:
      "Giant cell arteritis affects older people; new headache, scalp tenderness, jaw claudication and visual loss are its cranial features. Untreated it can cause blindness or stroke, mostly before treatment or soon after it starts, so it is a medical emergency: high-dose glucocorticoids (40–60 mg prednisolone a day at first) are started when it is strongly suspected, and a specialist sees the patient through a fast-track pathway, the same working day if possible and within three working days at most.",
  },
  "aasld-2018-hbv": {
    topics: [
      "hepatitis b",
      "hbv reactivation",
      "immunosuppression",
      "rituximab",
      "anti-cd20",
      "antiviral prophylaxis",
      "hcc surveillance",
    ],
    summary:
      "Everyone about to receive immunosuppressive or cytotoxic therapy is screened with HBsAg and anti-HBc. HBsAg-positive patients receive antiviral prophylaxis (entecavir or tenofovir); after resolved infection (HBsAg negative, anti-HBc positive) ALT, HBV DNA and HBsAg may be monitored every 1–3 months instead, except with anti-CD20 antibody therapy or stem cell transplantation, where prophylaxis is given. Prophylaxis continues for at least 6 months after immunosuppression ends, and at least 12 months after anti-CD20 therapy. HBsAg-positive adults with cirrhosis, a first-degree relative with liver cancer or hepatitis D, Asian or African men over 40 and Asian women over 50 are offered liver ultrasound, with or without AFP, every 6 months.",
  },
  "easl-2017-hbv": {
    topics: ["hepatitis b", "chronic hepatitis b", "hbv dna", "hbeag", "alt", "antiviral treatment", "cirrhosis"],
    summary:
      "EASL's hepatitis B guideline: chronic hepatitis B, HBeAg positive or negative, with HBV DNA above 2,000 IU/mL and ALT above the upper limit of normal, and/or at least moderate necroinflammation or fibrosis, is treated; HBV DNA above 20,000 IU/mL with ALT above twice the upper limit is treated whatever the fibrosis; cirrhosis with any detectable HBV DNA is treated; a family history of liver cancer or cirrhosis can justify treatment even when the usual criteria are not met. Before immunosuppression, HBsAg-positive patients receive antiviral prophylaxis; after resolved infection (HBsAg negative, anti-HBc positive) prophylaxis is given when the risk is high, and otherwise HBsAg and HBV DNA are monitored every 1–3 months with treatment on reactivation.",
  },
  "fda-rituxan-hbv-2013": {
    topics: ["rituximab", "hepatitis b reactivation", "boxed warning", "anti-cd20", "anti-hbc"],
    summary:
      "Rituximab's boxed warning: hepatitis B reactivation, sometimes fulminant hepatitis, liver failure and death, occurs with CD20-directed antibodies, in HBsAg-positive patients and in HBsAg-negative, anti-HBc-positive ones, even with anti-HBs present. All patients are screened before treatment and monitored during and after it; rituximab and other medicines are stopped if HBV reactivates.",
  },
  "griebeler-2016-thiazide-hypercalcaemia": {
    topics: ["thiazide", "hypercalcaemia", "primary hyperparathyroidism", "calcium"],
    summary:
      "A population study of thiazide-associated high calcium: thiazides are commonly linked with hypercalcaemia, most people who stopped the thiazide stayed hypercalcaemic, and many turned out to have primary hyperparathyroidism underneath.",
  },
  "nice-cg71-fh": {
    topics: [
      "familial hypercholesterolaemia",
      "simon broome criteria",
      "tendon xanthoma",
      "cascade testing",
      "fh referral",
    ],
    summary:
      "Secondary causes are excluded before FH is diagnosed; the diagnosis uses the Simon Broome or Dutch Lipid Clinic Network criteria. By Simon Broome, an adult with total cholesterol above 7.5 mmol/L or LDL-C above 4.9 mmol/L has definite FH with tendon xanthomata in themselves or a relative, or a causative mutation, and possible FH with a family history of early heart attack or high cholesterol. People meeting possible or definite criteria, or with a DLCN score above 5, are referred to an FH specialist service for DNA testing. Adults with FH start on a high-intensity statin, first aiming to halve LDL-C from its baseline. Relatives are traced by cascade testing (by the family's mutation where one is known) from first- to second- and, where possible, third-degree relatives; children with one affected parent are tested by age 10.",
  },
  "freeman-2011-oh-consensus": {
    topics: ["orthostatic hypotension", "postural hypotension", "standing blood pressure", "definition"],
    summary:
      "An expert consensus, not an evidence-based guideline, endorsed by the main autonomic societies: orthostatic hypotension is a sustained fall in systolic pressure of at least 20 mmHg, or in diastolic pressure of at least 10 mmHg, within 3 minutes of standing or of head-up tilt. It is a clinical sign and may or may not cause symptoms. With supine hypertension a 30 mmHg systolic fall may be the better criterion.",
  },
  "aha-2024-oh-hypertension": {
    topics: [
      "orthostatic hypotension",
      "hypertension",
      "antihypertensive treatment",
      "medication review",
      "older adults",
    ],
    summary:
      "Orthostatic hypotension often accompanies hypertension. Intensive blood pressure treatment does not cause it in most people with essential hypertension, though some antihypertensive classes can unmask it when autonomic function is impaired. Management first describes its pattern, triggers and cause, then reviews and removes aggravating factors (often medicines not taken for blood pressure), then optimises the antihypertensive regimen, and tailors any further treatment so that it does not make hypertension worse.",
  },
  "shibao-2013-ash-oh": {
    topics: ["orthostatic hypotension", "falls", "hypertension", "standing blood pressure", "neurogenic"],
    summary:
      "Orthostatic hypotension is diagnosed at the bedside by measuring blood pressure and heart rate lying and after 1 and 3 minutes of standing. In hypertension a 30 mmHg systolic fall may define it better, but a systolic fall of more than 20 mmHg already predicts falls, especially in older people with hypertension. A heart rate that fails to rise on standing is typical of neurogenic orthostatic hypotension.",
  },
  "esc-2024-elevated-bp": {
    topics: ["hypertension", "elevated blood pressure", "older adults", "frailty", "orthostatic hypotension", "alara"],
    summary:
      "Defines elevated blood pressure as 120–139/70–89 mmHg and hypertension as 140/90 mmHg or more. Orthostatic hypotension is looked for when raised blood pressure is first diagnosed and again if symptoms suggest it, by measuring after 5 minutes lying or sitting and 1 and 3 minutes after standing. The usual treatment goal is pursued while it is tolerated; with symptomatic orthostatic hypotension, age 85 or over, moderate-to-severe frailty or limited life expectancy a more lenient goal, as low as reasonably achievable, may be chosen, through personalised and shared decisions.",
  },
  "piketty-2017-biotin-immunoassays": {
    topics: ["biotin", "immunoassay interference", "streptavidin", "tsh", "free t4", "false hyperthyroidism"],
    summary:
      "A review of interference in immunoassays that rely on streptavidin–biotin binding, from biotin supplements or anti-streptavidin antibodies. Sandwich and competitive assays err in opposite directions, so TSH can read falsely low while free thyroid hormones read falsely high, a coherent-looking picture of hyperthyroidism that can lead to wrong diagnosis and treatment; results that do not fit the clinical picture should be discussed with the laboratory.",
  },
  "biotin-tft-washout-2020": {
    topics: ["biotin", "thyroid function tests", "washout", "immunoassay interference"],
    summary:
      "Healthy adults took 5 or 10 mg of biotin a day for a week. Thyroid function tests were distorted on two of three immunoassay platforms and not on the third; the interference lasted about 8 hours after stopping 5 mg a day and 1 to 2 days after stopping 10 mg a day.",
  },
  "fda-biotin-troponin-2019": {
    topics: ["biotin", "troponin", "myocardial infarction", "immunoassay interference"],
    summary:
      "The FDA warns that biotin from supplements can make some laboratory tests wrong without anyone noticing, and that it keeps receiving reports of falsely low troponin results caused by biotin; it lists troponin assays still subject to the interference.",
  },
  "proscar-label-psa": {
    topics: ["finasteride", "psa", "5-alpha-reductase inhibitor", "prostate cancer detection"],
    summary:
      "Finasteride 5 mg lowers PSA by about half within 6 months. A new PSA baseline is set after at least 6 months of treatment; an isolated PSA in a man treated 6 months or more is doubled before comparing it with ranges for untreated men; any confirmed rise from the lowest PSA on treatment may signal prostate cancer and should be evaluated, even within the untreated normal range.",
  },
  "nps-radar-dutasteride": {
    topics: ["dutasteride", "psa", "5-alpha-reductase inhibitor", "benign prostatic hyperplasia"],
    summary:
      "Dutasteride, a 5-alpha-reductase inhibitor for benign prostatic hyperplasia, lowers PSA by about half after some 6 months. A new PSA baseline is set 6 to 12 months after starting, and a sustained rise from it is investigated for adherence and prostate cancer.",
  },
  "asirvatham-2013-potassium-errors": {
    topics: ["pseudohyperkalaemia", "potassium", "haemolysis", "preanalytical error"],
    summary:
      "A review of errors in measuring potassium: haemolysis and other sample problems release potassium from cells and give a falsely high result (pseudohyperkalaemia), and the same factors can hide a true low potassium.",
  },
  "mft-biochemistry-preanalytical": {
    topics: ["preanalytical error", "delayed separation", "potassium", "glucose", "glycolysis", "lipaemia"],
    summary:
      "A hospital laboratory's guide to results a sample's handling can distort: delay before separation or overnight storage raises potassium, phosphate, LDH and AST; a sample without fluoride loses glucose as the cells go on using it, so the glucose reads falsely low; haemolysis, lipaemia and icterus are flagged by the laboratory for the results they affect.",
  },
  "fortgens-2011-pseudohyponatraemia": {
    topics: ["pseudohyponatraemia", "lipaemia", "indirect ion-selective electrode", "sodium"],
    summary:
      "Most laboratory analysers measure sodium by indirect ion-selective electrode after diluting the sample; a high lipid or protein content displaces plasma water and the sodium reads falsely low (pseudohyponatraemia). When this is suspected, sodium is checked by direct ion-selective electrode on whole blood (as on a blood gas analyser) or by a measured osmolality before it is acted on.",
  },
  "haemolysis-interference-1986": {
    topics: ["haemolysis", "interference", "potassium", "lactate dehydrogenase", "aspartate aminotransferase"],
    summary:
      "Haemolysate added to serum raised measured lactate dehydrogenase even at low haemoglobin concentrations, and aspartate aminotransferase and potassium at higher ones, while many other routine tests were unaffected.",
  },
  "nice-ng3-diabetes-pregnancy": {
    topics: ["gestational diabetes", "ogtt", "diabetes in pregnancy", "joint diabetes antenatal clinic"],
    summary:
      "NICE's guideline on diabetes in pregnancy: a 75 g 2-hour OGTT diagnoses gestational diabetes at a fasting plasma glucose of 5.6 mmol/L or more or a 2-hour glucose of 7.8 mmol/L or more. Women with diabetes in pregnancy are cared for by a joint diabetes and antenatal team, and a fasting glucose of 7.0 mmol/L or more at diagnosis is treated with insulin straight away.",
  },
  "acog-co691-carrier-screening": {
    topics: ["carrier screening", "cystic fibrosis carrier", "partner testing", "reproductive genetic counselling"],
    summary:
      "ACOG's opinion on carrier screening: it is best done before pregnancy. When someone is found to carry a variant for a recessive condition, their reproductive partner is offered testing so that the couple can be counselled on the chance of an affected child; a couple who are both carriers are offered genetic counselling, and relatives may carry the same variant.",
  },
  "easl-2018-ald": {
    topics: ["alcohol-related liver disease", "alcohol-related hepatitis", "maddrey discriminant function", "alcohol"],
    summary:
      "Alcohol-related hepatitis shows as recent jaundice in a heavy drinker. Maddrey's discriminant function (from the prothrombin time and bilirubin) of 32 or more marks severe disease with a high short-term mortality, managed in hospital: infection is looked for, corticosteroids are considered, and alcohol withdrawal and nutrition are treated.",
  },
  "easl-2018-decompensated-cirrhosis": {
    topics: ["decompensated cirrhosis", "ascites", "hyponatraemia", "child-pugh", "meld-na", "paracentesis"],
    summary:
      "Decompensated cirrhosis (ascites, bleeding, encephalopathy or jaundice) is managed by the liver team. Ascites is treated with sodium restriction and diuretics, with albumin given for large-volume paracentesis. Low sodium is among the complications it covers. Child-Pugh and MELD-Na scores grade how severe it is.",
  },
  "nice-ng50-cirrhosis": {
    topics: ["cirrhosis", "transient elastography", "alcohol", "meld", "hcc surveillance"],
    summary:
      "Transient elastography is offered to look for cirrhosis in men drinking over 50 units a week and women over 35 for several months, and in alcohol-related liver disease. Routine liver blood tests do not rule cirrhosis out. People with cirrhosis are referred to a liver specialist and their MELD score is worked out every 6 months. Without hepatitis B, liver-cancer surveillance is an ultrasound every 6 months, with or without an AFP blood test.",
  },
  "va-cirrhosis-transplant-referral": {
    topics: ["liver transplant referral", "cirrhosis", "meld-na", "child-pugh"],
    summary:
      "People with cirrhosis are considered for liver transplant assessment from a Child-Pugh score of 7, a MELD-Na of 15 (or earlier, from 10), or at the first decompensation such as ascites, variceal bleeding or encephalopathy.",
  },
  "aasld-2023-hcc": {
    topics: [
      "hepatocellular carcinoma",
      "hcc surveillance",
      "alpha-fetoprotein",
      "afp",
      "cirrhosis",
      "multiphase ct",
      "li-rads",
    ],
    summary:
      "People with cirrhosis who could be treated for liver cancer, and some with chronic hepatitis B, are offered ultrasound with AFP every 6 months. A suspicious nodule, an AFP of 20 ng/mL or more or a rising AFP is followed by multiphase contrast CT or MRI read with LI-RADS; AFP alone does not diagnose hepatocellular carcinoma.",
  },
  "aasld-idsa-2023-hcv": {
    topics: ["hepatitis c", "hcv antibody", "hcv rna", "direct-acting antiviral", "hcv testing", "hcv treatment"],
    summary:
      "Adults are screened once with an HCV antibody test followed by HCV RNA when reactive: detected RNA means a current infection, while a reactive antibody without RNA means past infection or a false-positive antibody. Treatment is recommended for everyone with current infection unless life expectancy is short and cannot be improved; fibrosis is assessed first, and people with decompensated cirrhosis, hepatitis B or liver cancer are treated by specialists.",
  },
  "acr-lirads-2018": {
    topics: ["li-rads", "hepatocellular carcinoma", "liver imaging", "cirrhosis", "hcc surveillance"],
    summary:
      "The ACR's CT/MRI system for liver observations in people at high risk of liver cancer gives each observation a category from LR-1 (definitely benign) to LR-5 (definitely HCC), plus LR-M (malignant, not specific for HCC) and LR-TIV (tumour in vein). LR-1 and LR-2 return to routine 6-monthly surveillance; LR-3 gets repeat or alternative imaging in 3 to 6 months; LR-4 goes to multidisciplinary discussion, with biopsy or repeat imaging within 3 months; LR-5 is HCC without the need for biopsy and goes to multidisciplinary discussion for staging and treatment; LR-M and LR-TIV go to multidisciplinary discussion, often with biopsy.",
  },
  "silverman-2019-bosniak": {
    topics: ["bosniak", "renal cyst", "cystic renal mass", "renal cell carcinoma"],
    summary:
      "An update of the Bosniak classification of cystic renal masses that brings in MRI, defines wall, septum and nodule terms by measurement, and moves more masses into lower-risk classes, to reduce the resection of benign and indolent cystic masses.",
  },
  "lamers-2016-bosniak": {
    topics: ["bosniak", "renal cyst", "active surveillance"],
    summary:
      "A review of the Bosniak classification: classes I and II are benign and need no further care; IIF is probably benign and followed with imaging; III (about half malignant, usually indolent cystic cancer) and IV are suspicious and usually treated, with a case made for surveillance of small class III cysts.",
  },
  "fukuoka-2017-ipmn": {
    topics: ["ipmn", "pancreatic cyst", "worrisome features", "high-risk stigmata", "endoscopic ultrasound"],
    summary:
      "International guidance on intraductal papillary mucinous neoplasms of the pancreas. High-risk stigmata (jaundice with a head cyst, an enhancing nodule of 5 mm or more, a main duct of 10 mm or more) lead to surgery in fit patients; worrisome features (cyst 3 cm or more, smaller enhancing nodule, thick enhancing wall, main duct 5-9 mm, abrupt duct calibre change, fast growth, raised CA 19-9, pancreatitis) lead to endoscopic ultrasound. Without either, surveillance is set by size: under 1 cm at 6 months then every 2 years; 1-2 cm at 6-12 months, yearly for 2 years, then every 2 years; 2-3 cm EUS in 3-6 months then yearly alternating MRI and EUS.",
  },
  "clozaril-label-neutropenia": {
    topics: ["clozapine", "neutropenia", "absolute neutrophil count", "agranulocytosis", "fever"],
    summary:
      "Clozapine can cause severe neutropenia (ANC below 500/µL), which can lead to serious and fatal infection; risk is highest in the first 18 weeks. The label grades neutropenia: mild (1,000–1,499/µL) continue with ANC three times a week; moderate (500–999/µL) interrupt and seek haematology advice; severe (below 500/µL) interrupt and do not rechallenge unless benefit outweighs risk. A first ANC below 1,500/µL is confirmed within 24 hours; benign ethnic neutropenia has its own bands. Fever or sore throat may signal neutropenia and should be reported at once.",
  },
  "medsafe-2022-methotrexate-trimethoprim": {
    topics: ["methotrexate", "trimethoprim", "co-trimoxazole", "bone marrow suppression", "drug interaction"],
    summary:
      "Severe, sometimes fatal, bone marrow suppression has been reported when people on methotrexate take trimethoprim or co-trimoxazole. The combination is avoided whenever possible; if it cannot be, patients are warned about symptoms of bone marrow suppression and the full blood count is monitored.",
  },
  "cudmore-2014-mtx-tmp-smx": {
    topics: ["methotrexate", "trimethoprim-sulfamethoxazole", "pancytopenia", "mucositis", "renal function"],
    summary:
      "Low-dose weekly methotrexate can cause rapid, life-threatening myelosuppression and mucositis when an interacting drug is added or kidney function falls; trimethoprim-sulfamethoxazole adds an antifolate effect and reduces methotrexate excretion. A case of pancytopenia, mucositis and febrile neutropenia illustrates it.",
  },
  "methotrexate-tablets-label": {
    topics: ["methotrexate", "bone marrow toxicity", "renal impairment", "monitoring"],
    summary:
      "People on methotrexate are monitored for bone marrow, liver, lung and kidney toxicity. Methotrexate is cleared more slowly when kidney function is reduced, so such patients need especially careful monitoring for toxicity and a lower dose or stopping.",
  },
  "levoleucovorin-label": {
    topics: ["folinic acid", "leucovorin", "levoleucovorin", "methotrexate toxicity"],
    summary:
      "Levoleucovorin, a form of folinic acid, is indicated to lessen the toxicity of an overdose of folic acid antagonists or of impaired methotrexate elimination; folinic acid counters methotrexate's effects on the bone marrow.",
  },
  "fadich-2022-transgender-kidney-function": {
    topics: ["transgender", "gender-affirming hormone therapy", "egfr", "creatinine"],
    summary:
      "A study of transgender adults on hormone therapy: kidney function estimates from creatinine changed by up to a quarter depending on whether the equation used the sex assigned at birth or the gender identity, and female-based equations may underestimate kidney function on testosterone or oestrogen. The right sex term is not settled.",
  },
  "millington-2022-gaht-creatinine": {
    topics: ["transgender", "gender-affirming hormone therapy", "creatinine", "egfr"],
    summary:
      "A study of transgender and gender-diverse young people: creatinine fell within 6 months of oestradiol and rose within 6 months of testosterone, and after a year was closer to values for the affirmed gender. Hormone treatment is taken into account when estimating kidney function, with another method used when a creatinine-based estimate is worrying.",
  },
  "nice-cg156-fertility": {
    topics: ["fertility", "semen analysis", "male infertility"],
    summary:
      "NICE's guideline on fertility problems: semen is analysed by the WHO laboratory manual's methods and reference values, and mild male factor infertility is defined on two or more analyses with a result below the WHO 5th centile, so a single abnormal analysis is repeated.",
  },
  "bms-2024-unscheduled-bleeding-hrt": {
    topics: ["hormone replacement therapy", "unopposed oestrogen", "endometrial cancer", "unscheduled bleeding"],
    summary:
      "Guidance on bleeding during menopausal HRT, after the British Menopause Society's 2024 guideline: HRT raises the risk of womb-lining cancer only when oestrogen is taken without a matching progestogen by a woman who has a uterus. More than 6 months of such unopposed oestrogen is a major risk factor, and bleeding with a major risk factor is referred urgently for suspected cancer. Bleeding that first starts more than 6 months into HRT is investigated, usually with an ultrasound scan.",
  },
  "endocrine-society-2018-testosterone": {
    topics: ["testosterone therapy", "hypogonadism", "haematocrit", "monitoring", "erythrocytosis"],
    summary:
      "The Endocrine Society's 2018 guideline on testosterone therapy in men with hypogonadism diagnoses it only with symptoms or signs and a consistently low morning testosterone, uses LH and FSH to separate testicular (primary) from pituitary or hypothalamic (secondary) causes, and lists the causes: Klinefelter syndrome, orchitis, testicular trauma, chemotherapy and irradiation for primary; pituitary or hypothalamic tumours, iron overload, raised prolactin and opioids among those for secondary. It asks for a standard monitoring plan during treatment that includes serum testosterone and haematocrit.",
  },
  "testosterone-gel-label-polycythemia": {
    topics: ["testosterone", "polycythaemia", "haematocrit", "erythrocytosis"],
    summary:
      "Testosterone raises red cell mass; haematocrit is checked before and periodically during treatment, and a rise may need a lower dose or stopping the testosterone, since a raised red cell mass may increase the risk of blood clots.",
  },
  "carbimazole-csm-neutropenia": {
    topics: ["carbimazole", "neutropenia", "agranulocytosis", "sore throat"],
    summary:
      "Carbimazole can rarely suppress the bone marrow. Patients report signs of infection, especially a sore throat; a white cell count is done when infection is suspected, and carbimazole is stopped promptly with clinical or laboratory evidence of neutropenia.",
  },
  "uhsussex-carbimazole-ptu-warning": {
    topics: ["carbimazole", "propylthiouracil", "agranulocytosis", "neutrophil count"],
    summary:
      "A sore throat or mouth on carbimazole or propylthiouracil may mean agranulocytosis: the drug is stopped at once and the neutrophil count checked urgently the same day. Below 1.0 ×10⁹/L the drug is not restarted and the patient is admitted; between 1.0 and 2.0 the count is repeated the next day off treatment.",
  },
  "nice-ng51-sepsis": {
    topics: [
      "sepsis",
      "high risk criteria",
      "respiratory rate",
      "heart rate",
      "systolic blood pressure",
      "children",
      "capillary refill",
    ],
    summary:
      "UK guidance on recognising suspected sepsis: think of sepsis in anyone with a possible infection, even without a fever. People 16 and over are at high risk with a respiratory rate of 25/min or more, a heart rate above 130/min, a systolic pressure of 90 mmHg or less, new altered mental state, or a new need for oxygen to keep saturation above 92% (88% in COPD). Children under 5 and 5 to 11 have age-banded heart and respiratory rate limits; saturation below 90% in air is high risk, and a capillary refill of 3 seconds or more is a moderate to high risk sign.",
  },
  "nice-ng254-sepsis-under-16s": {
    topics: ["sepsis", "children", "emergency referral", "high risk criteria"],
    summary:
      "A child or young person under 16 with suspected sepsis and any high risk criterion is sent for emergency medical care, usually by ambulance, with the hospital alerted; with moderate to high risk criteria they are assessed face to face to reach a diagnosis and decide whether treatment outside hospital is safe.",
  },
  "rcp-news2-2017": {
    topics: ["news2", "early warning score", "vital signs", "oxygen saturation", "deterioration"],
    summary:
      "The National Early Warning Score 2 scores respiratory rate, oxygen saturation, oxygen use, systolic pressure, pulse, consciousness and temperature from 0 to 3 each. A single score of 3 (for example respiratory rate 25/min or more, saturation 91% or less, systolic 90 mmHg or less, pulse 131/min or more, new confusion) calls for urgent review by a clinician; a lower saturation scale (target 88–92%) is used for people with hypercapnic respiratory failure.",
  },
  "marcinowska-2018-vitamin-d-toxicity": {
    topics: ["vitamin d toxicity", "hypervitaminosis d", "hypercalcaemia", "25-hydroxyvitamin d"],
    summary:
      "A review of vitamin D toxicity: from outside the body it usually follows accidental or improper use of very high-dose vitamin D, it shows itself as a high calcium, and a 25-hydroxyvitamin D above 150 ng/mL (375 nmol/L) is its mark; thirst, passing much urine, vomiting, abdominal pain and confusion are common symptoms.",
  },
  "sfe-2016-acute-hypercalcaemia": {
    topics: ["hypercalcaemia", "calcium", "emergency", "vitamin d toxicity"],
    summary:
      "UK emergency guidance on acute high calcium in adults: below 3.0 mmol/L it is often symptomless and seldom needs urgent correction; from 3.0 to 3.5 it may cause symptoms and usually needs prompt treatment; above 3.5 it needs urgent correction. Too much vitamin D is one of the less common causes.",
  },
  "nice-cg122-ovarian-cancer": {
    topics: ["ovarian cancer", "ca-125", "ca125", "bloating", "early satiety", "pelvic ultrasound"],
    summary:
      "NICE's guideline on recognising ovarian cancer, whose primary-care recommendations now sit in NG12: a woman, especially one aged 50 or over, with persistent or frequent bloating, early satiety or loss of appetite, pelvic or abdominal pain, or urinary urgency or frequency has a CA-125 test; at 35 IU/mL or more an ultrasound of the abdomen and pelvis follows, and an ultrasound suggesting ovarian cancer leads to urgent referral. With a normal CA-125, or a normal scan, other causes are looked for and she is asked to come back if the symptoms persist or become more frequent.",
  },
  "nice-qs18-ovarian-cancer": {
    topics: ["ovarian cancer", "ca-125", "ultrasound within 2 weeks", "quality standard"],
    summary:
      "NICE's quality standard for ovarian cancer: women aged 50 or over with persistent or frequent symptoms that suggest ovarian cancer are offered a CA-125 test, and a raised CA-125 is followed by an ultrasound of the abdomen and pelvis within 2 weeks of the result.",
  },
  "endosoc-2016-primary-adrenal-insufficiency": {
    topics: ["primary adrenal insufficiency", "addison's disease", "adrenal crisis", "hydrocortisone", "hyperkalaemia"],
    summary:
      "The Endocrine Society's guideline on primary adrenal insufficiency: acutely ill patients with otherwise unexplained volume depletion, low blood pressure, low sodium, high potassium, fever, abdominal pain or low glucose are tested for it, with a low threshold. In severe adrenal insufficiency or adrenal crisis, stress-dose hydrocortisone is given straight away, before test results are back.",
  },
  "endosoc-2008-cushing-diagnosis": {
    topics: [
      "cushing's syndrome",
      "dexamethasone suppression test",
      "late-night salivary cortisol",
      "urinary free cortisol",
      "hypercortisolism",
    ],
    summary:
      "The Endocrine Society's guideline on diagnosing Cushing's syndrome: after excluding glucocorticoid medicines, testing starts with one accurate test (24-hour urinary free cortisol, late-night salivary cortisol, or the 1 mg overnight dexamethasone test, abnormal when cortisol stays above 1.8 µg/dL, 50 nmol/L). An abnormal result leads to an endocrinologist and a second test; when two tests agree that cortisol is too high, the cause is looked for next.",
  },
  "ese-es-2024-glucocorticoid-adrenal-insufficiency": {
    topics: [
      "glucocorticoid-induced adrenal insufficiency",
      "hpa axis suppression",
      "morning cortisol",
      "prednisolone",
      "steroid taper",
    ],
    summary:
      "Long-term glucocorticoid treatment inevitably suppresses the hypothalamic–pituitary–adrenal axis; adrenal insufficiency becomes a risk beyond 3–4 weeks at more than a physiological dose (about 4–6 mg prednisolone a day). Courses under 3–4 weeks can be stopped without tapering; longer ones are tapered only when the disease allows, faster above a physiological dose and more slowly near it. The axis is not routinely tested while higher doses are still needed; at a physiological dose, when stopping is the aim, a morning cortisol guides whether the axis has recovered. Above 300 nmol/L the axis reads as recovered; below that the physiological dose carries on and the test is repeated, within weeks to months from 150 to 300 nmol/L and after a few months below 150.",
  },
  "endocrine-society-2011-hyperprolactinaemia": {
    topics: ["hyperprolactinaemia", "prolactin", "drug-induced hyperprolactinaemia", "antipsychotic", "prolactinoma"],
    summary:
      "The Endocrine Society's guideline on high prolactin: medicines, kidney failure, an underactive thyroid and pituitary or nearby tumours are the causes to exclude. A medicine-induced rise that causes symptoms is managed by stopping the medicine or switching to another, with the patient's prescriber; one without symptoms is not treated with a dopamine agonist.",
  },
  "molitch-2008-drugs-prolactin": {
    topics: ["prolactin", "antipsychotic", "metoclopramide", "drug-induced hyperprolactinaemia", "pituitary mri"],
    summary:
      "A review of medicines that raise prolactin: antipsychotics most often, though some newer ones do not, and also antidepressants, some blood-pressure medicines and drugs that speed the gut. A medicine cause is told from a pituitary lesion by stopping the medicine for a while, switching it with the prescriber, or imaging the pituitary with MRI or CT.",
  },
  "righini-2014-adjust-pe": {
    topics: ["d-dimer", "age-adjusted d-dimer", "pulmonary embolism", "clinical probability"],
    summary:
      "A prospective management study in emergency outpatients with suspected pulmonary embolism and a non-high clinical probability: from age 50 the D-dimer cut-off was raised to age × 10 µg/L. Patients with a D-dimer between 500 µg/L and their age-adjusted cut-off had no imaging and no treatment, and only about 1 in 300 had a clot in the next 3 months.",
  },
  "schouten-2013-age-adjusted-d-dimer": {
    topics: ["d-dimer", "age-adjusted d-dimer", "venous thromboembolism", "deep vein thrombosis", "older adults"],
    summary:
      "A meta-analysis of patients over 50 with suspected venous thromboembolism and a non-high clinical probability: the usual 500 µg/L D-dimer cut-off loses specificity with age, while an age-adjusted cut-off (age × 10 µg/L) is more specific at every age and keeps sensitivity above 97%.",
  },
  "longobardi-2023-creatine-kidney": {
    topics: ["creatine", "creatinine", "supplement", "kidney function", "egfr"],
    summary:
      "A narrative review of creatine supplements and the kidney: controlled trials that measured kidney function reliably found no harm in people without kidney disease. Creatine turns into creatinine in the body, so a supplement can raise serum creatinine without any loss of kidney function; people with kidney disease have been studied too little.",
  },
  "lim-2020-rhabdomyolysis-liver-tests": {
    topics: ["aspartate aminotransferase", "alt", "creatine kinase", "muscle injury", "rhabdomyolysis", "liver tests"],
    summary:
      "A review of raised liver enzymes with muscle injury: AST and ALT are also released from injured muscle and cannot by themselves tell muscle from liver injury, so a raise seen with muscle injury can prompt needless liver investigation.",
  },
  "nice-ng133-hypertension-pregnancy": {
    topics: [
      "pre-eclampsia",
      "hypertension in pregnancy",
      "gestational hypertension",
      "severe hypertension in pregnancy",
      "postnatal hypertension",
      "proteinuria in pregnancy",
    ],
    summary:
      "NICE's guideline on high blood pressure in pregnancy and after birth. Pre-eclampsia is new hypertension (140/90 mmHg or more) after 20 weeks with new proteinuria (a urine protein:creatinine ratio of 30 mg/mmol or more, or albumin:creatinine ratio of 8 mg/mmol or more) or other organ involvement: creatinine of 90 µmol/L or more, ALT or AST over 40 IU/L, platelets below 150 ×10⁹/L, haemolysis, severe headaches or visual disturbance. Severe hypertension is 160/110 mmHg or more and calls for admission; once treated, blood pressure is aimed at 135/85 mmHg or less. Pregnant women with a severe headache, problems with vision, severe pain just below the ribs, vomiting or sudden swelling of the face, hands or feet should see a professional at once. A woman with one high-risk factor for pre-eclampsia (chronic hypertension, kidney disease, type 1 or 2 diabetes, lupus or antiphospholipid syndrome, or hypertensive disease in an earlier pregnancy) is advised to take aspirin 75–150 mg a day from 12 weeks until the birth. Intravenous magnesium sulfate is given for an eclamptic fit in severe hypertension or severe pre-eclampsia, and considered for severe pre-eclampsia in a critical care setting.",
  },
  "haram-2009-hellp": {
    topics: ["hellp syndrome", "haemolysis", "low platelets", "raised liver enzymes", "pre-eclampsia"],
    summary:
      "A review of HELLP syndrome (haemolysis, elevated liver enzymes, low platelets), seen in up to 1 in 100 pregnancies and in 10–20% of severe pre-eclampsia. About 70% of cases arise before delivery, mostly between 27 and 37 weeks, and the rest within two days after it. By the Tennessee criteria it is haemolysis with LDH over 600 U/L, AST of 70 U/L or more and platelets below 100 ×10⁹/L; a syndrome with only some of these is incomplete. It is progressive, with frequent serious complications, and from 34 weeks it is treated by delivery.",
  },
  "abbassi-ghanavati-2009-pregnancy-labs": {
    topics: [
      "reference ranges in pregnancy",
      "alkaline phosphatase in pregnancy",
      "white cell count in pregnancy",
      "pregnancy",
    ],
    summary:
      "A review that pooled reference ranges for common laboratory tests by trimester of pregnancy, since several differ substantially from non-pregnant values. Alkaline phosphatase rises through pregnancy as the placenta adds its own enzyme, to a third-trimester range of about 38–229 U/L, two to four times non-pregnant values. The white cell count rises too, mostly neutrophils, with upper limits of about 13.6, 14.8 and 16.9 ×10⁹/L in the three trimesters.",
  },
  "sfe-2016-acute-hypocalcaemia": {
    topics: ["hypocalcaemia", "acute hypocalcaemia", "hypomagnesaemia", "calcium gluconate", "emergency"],
    summary:
      "The Society for Endocrinology's emergency guidance on acute hypocalcaemia in adults: symptoms usually appear below an adjusted calcium of about 1.9 mmol/L, severe or symptomatic hypocalcaemia is treated as an emergency with intravenous calcium gluconate and ECG monitoring, and the cause is sought early. Magnesium deficiency is one of the named causes, including that from long-term proton pump inhibitors, and magnesium is among the first tests.",
  },
  "ash-2006-thrombocytosis-ida": {
    topics: ["thrombocytosis", "reactive thrombocytosis", "iron deficiency anaemia", "platelets"],
    summary:
      "A chart review of 140 adults with iron-deficiency anaemia, without infection, cancer, pregnancy or raised CRP: about a third had a raised platelet count, and in about two thirds of them it settled within four weeks of starting treatment. Thrombocytosis is therefore common in iron deficiency and is usually reactive.",
  },
  "nhs-ayrshire-arran-hypocalcaemia": {
    topics: ["hypocalcaemia", "hypomagnesaemia", "calcium replacement"],
    summary:
      "A health board guideline for adults with hypocalcaemia: a low calcium caused by a low magnesium does not respond to calcium treatment until the magnesium has been corrected, so magnesium is replaced to bring the calcium back to normal.",
  },
  "endobible-hypocalcaemia-management": {
    topics: ["hypocalcaemia", "hypoparathyroidism", "thyroidectomy", "alfacalcidol"],
    summary:
      "An endocrinology reference on severe hypocalcaemia, which most often follows extensive neck surgery. A very low PTH after total thyroidectomy signals a high risk of lasting hypoparathyroidism, and activated vitamin D (alfacalcidol) is started with calcium while calcium and the signs of nerve irritability are watched.",
  },
  "imperial-fhh-cccr": {
    topics: [
      "familial hypocalciuric hypercalcaemia",
      "fhh",
      "calcium creatinine clearance ratio",
      "primary hyperparathyroidism",
    ],
    summary:
      "A case review of familial hypocalciuric hypercalcaemia, an inherited and usually harmless high calcium with a low urine calcium and a PTH that is normal or slightly raised. A calcium:creatinine clearance ratio below 0.01 suggests FHH and one of 0.02 or more primary hyperparathyroidism; telling them apart avoids needless neck surgery.",
  },
  "sfebes-2026-fhh-cccr-audit": {
    topics: [
      "familial hypocalciuric hypercalcaemia",
      "fhh",
      "calcium creatinine clearance ratio",
      "casr genetic testing",
    ],
    summary:
      "An audit of people referred for FHH genetic testing. Every confirmed case had a calcium:creatinine clearance ratio below 0.01, so a higher ratio rules FHH out well, but a low ratio was often falsely low from vitamin D deficiency, kidney impairment or medicines; genetic testing settles the diagnosis, and surgery does not help FHH.",
  },
  "jim-1989-fhh-kindreds": {
    topics: ["familial hypocalciuric hypercalcaemia", "fhh", "urine calcium", "family screening"],
    summary:
      "A study of four families with inherited high calcium: PTH was normal and daily urine calcium was below 2.5 mmol in almost half. Several members had parathyroid surgery before the diagnosis without benefit, so screening relatives helps the diagnosis.",
  },
  "jei-2014-vitamin-d-phpt": {
    topics: ["primary hyperparathyroidism", "vitamin d deficiency", "vitamin d replacement", "hypercalcaemia"],
    summary:
      "A study of people with mild primary hyperparathyroidism and low vitamin D given weekly vitamin D for three months with calcium checked every four weeks: vitamin D returned to normal and PTH fell, without a significant rise in calcium.",
  },
  "rcem-hypercalcaemia-treatment": {
    topics: ["hypercalcaemia", "rehydration", "intravenous fluids", "saline"],
    summary:
      "An emergency medicine teaching page on treating a high calcium: fluids by mouth or into a vein help the kidneys clear calcium, several litres of saline may be needed with careful fluid balance, and bisphosphonates take a few days to work.",
  },
  "sternlicht-2015-hypercalcaemia-malignancy": {
    topics: ["hypercalcaemia of malignancy", "pthrp", "acute kidney injury", "bisphosphonate", "denosumab"],
    summary:
      "A review of high calcium in cancer: it affects up to one in five people with cancer, is mostly caused by a hormone-like protein made by the tumour (PTHrP) and less often by bone spread, often harms the kidneys acutely, and is treated with fluids and bone-protecting drugs.",
  },
  "nhs-highland-hypomagnesaemia": {
    topics: ["hypomagnesaemia", "magnesium", "intravenous magnesium", "proton pump inhibitor", "digoxin"],
    summary:
      "An NHS hospital guideline on low magnesium: diuretics, proton pump inhibitors, gut losses and alcohol are common causes, and it brings cramps, spasms, ECG changes, arrhythmias and a higher risk of digoxin toxicity. Between 0.5 and 0.7 mmol/L magnesium is given by mouth; below 0.5 mmol/L it is given into a vein, 20 mmol over 3 hours repeated every 12 hours for three doses, with less in kidney impairment and checks for too much magnesium.",
  },
  "medicalalgorithms-acquired-zinc-deficiency": {
    topics: ["zinc deficiency", "acrodermatitis", "crohn's disease", "malabsorption"],
    summary:
      "A clinical checklist of acquired zinc deficiency: it follows poor intake, poor absorption (including Crohn's disease and chronic diarrhoea) or losses, and shows as a rash on the hands, feet and around the mouth, hair loss, poor taste and slow healing.",
  },
  "gpnotebook-zinc-deficiency": {
    topics: ["zinc deficiency", "malabsorption", "plasma zinc"],
    summary:
      "A primary care reference on zinc deficiency: causes include malabsorption and feeding without zinc; features are diarrhoea, hair loss, poor healing and poor taste. Plasma zinc falls during infection or injury, so a trial of zinc treatment is used to confirm it.",
  },
  "reber-2019-refeeding-syndrome": {
    topics: ["refeeding syndrome", "hypophosphataemia", "fluid balance", "salt retention", "malnutrition"],
    summary:
      "A review of refeeding syndrome in hospital: when a starved person starts eating, phosphate, potassium and magnesium fall, thiamine runs short, and fluid and salt balance shift, which can harm the heart and other organs.",
  },
  "visualdx-fhh": {
    topics: ["familial hypocalciuric hypercalcaemia", "fhh", "lithium", "urine calcium"],
    summary:
      "A clinical reference page on familial hypocalciuric hypercalcaemia: urine calcium is low, unlike primary hyperparathyroidism, and lithium can imitate the condition by lowering urine calcium.",
  },
  "gpnotebook-fhh": {
    topics: ["familial hypocalciuric hypercalcaemia", "fhh", "parathyroidectomy"],
    summary:
      "A primary care reference on familial hypocalciuric hypercalcaemia: an inherited high calcium with a low urine calcium clearance and a normal or slightly raised PTH, diagnosed from the family history and the clearance ratio. It needs no treatment, and parathyroid surgery does not cure it.",
  },
  "endosoc-2014-phaeochromocytoma": {
    topics: ["phaeochromocytoma", "pheochromocytoma", "paraganglioma", "metanephrines", "alpha-blockade"],
    summary:
      "The Endocrine Society guideline on phaeochromocytoma and paraganglioma: test first with plasma free or urine fractionated metanephrines and follow up every positive result, consider genetic testing for everyone, prepare every hormone-secreting tumour with blockade before surgery, and manage with a specialist multidisciplinary team. A beta-blocker is added only once alpha-blockade is in place.",
  },
  "surgery-2009-ppgl-biopsy": {
    topics: ["phaeochromocytoma", "adrenal biopsy", "adrenal mass"],
    summary:
      "A series of 20 patients whose phaeochromocytoma or paraganglioma was biopsied before referral: most had a complication, including severe high blood pressure, bleeding and harder surgery. Hormone tests must exclude a catecholamine-secreting tumour before any adrenal mass is biopsied.",
  },
  "medscape-hypopituitarism": {
    topics: ["hypopituitarism", "secondary adrenal insufficiency", "central hypothyroidism", "thyroxine"],
    summary:
      "A reference page on diagnosing hypopituitarism: pituitary hormones in the normal range can be inappropriately low beside low target hormones. Suspected adrenal insufficiency is treated straight away, and cortisol replacement starts before thyroxine so as not to bring on an acute lack of cortisol.",
  },
  "kline-2021-supine-metanephrines": {
    topics: ["phaeochromocytoma", "plasma metanephrines", "normetanephrine", "false positive", "supine sampling"],
    summary:
      "A laboratory and clinic study of plasma metanephrines: about one in five seated outpatient samples was high in people without the tumour, while carefully prepared samples taken lying down, read against matching reference ranges, were rarely high, so a mild seated rise is best repeated supine before further tests.",
  },
  "nhs-aaa-screening-invitation": {
    topics: ["abdominal aortic aneurysm", "aaa screening", "screening", "self-referral"],
    summary:
      "The NHS abdominal aortic aneurysm screening programme offers men a single ultrasound scan of the aorta, with an invitation in the year they turn 65, whether or not they smoke; men over 65 who have not been screened can contact the programme to ask for a scan. Screening roughly halves the risk of dying from a burst aneurysm.",
  },
  "nhs-aaa-screening-pathway": {
    topics: ["abdominal aortic aneurysm", "aaa screening", "aaa surveillance", "ultrasound"],
    summary:
      "The NHS AAA screening pathway: an aorta under 3.0 cm needs no more scans; a small aneurysm of 3.0-4.4 cm is rescanned every 12 months and a medium one of 4.5-5.4 cm every 3 months; 5.5 cm or more is referred to a vascular surgeon.",
  },
  "jcem-2003-metanephrine-false-positives": {
    topics: ["phaeochromocytoma", "metanephrines", "normetanephrine", "false positive", "tricyclic antidepressants"],
    summary:
      "A study of plasma metanephrines in people with and without phaeochromocytoma: the test is highly sensitive but gives false positives, often from medicines such as tricyclic antidepressants and phenoxybenzamine, which should be ruled out before a raised result is acted on.",
  },
  "sfe-2016-pituitary-apoplexy-emergency": {
    topics: ["pituitary apoplexy", "pituitary adenoma", "adrenal crisis", "hydrocortisone", "visual loss"],
    summary:
      "UK emergency guidance on pituitary apoplexy, a bleed into or infarct of a pituitary tumour: sudden severe headache, often with vomiting, eye-movement palsies, loss of vision or reduced consciousness. Hydrocortisone is given without delay when the patient is unstable or vision or consciousness is affected; an urgent MRI confirms it, and care is shared with neurosurgery and endocrinology, with early surgery for severe or worsening visual or neurological loss.",
  },
  "gpnotebook-siadh-diagnosis": {
    topics: ["siadh", "hyponatraemia", "hypothyroidism", "adrenal insufficiency"],
    summary:
      "SIADH is diagnosed only when a low sodium with low plasma osmolality comes with concentrated urine and a urine sodium above 30 mmol/L in someone who is clinically euvolaemic, takes no diuretic, and has normal thyroid and adrenal function; hypothyroidism and adrenal insufficiency are excluded first.",
  },
  "endosoc-2014-acromegaly": {
    topics: ["acromegaly", "igf-1", "growth hormone", "oral glucose tolerance test", "pituitary mri"],
    summary:
      "The Endocrine Society guideline on acromegaly: IGF-1 is measured when the acral and facial features are present, or with several linked conditions such as sleep apnoea, type 2 diabetes, carpal tunnel syndrome, heavy sweating and hypertension. A random growth hormone is not relied on; a raised or borderline IGF-1 is confirmed when growth hormone stays at 1 µg/L or above after an oral glucose load, and the pituitary is then imaged, preferably by MRI.",
  },
  "ferrau-2018-acromegaly-diabetes": {
    topics: ["acromegaly", "diabetes", "growth hormone", "insulin resistance"],
    summary:
      "A review of diabetes caused by acromegaly: long-standing growth hormone excess makes the body resist insulin and release more glucose, so raised glucose is common. Successful pituitary surgery improves it; some acromegaly medicines help glucose and others can raise it.",
  },
  "giustina-2020-acromegaly-comorbidities": {
    topics: ["acromegaly", "comorbidities", "sleep apnoea", "colonoscopy", "hypertension", "diabetes"],
    summary:
      "An international expert consensus on the conditions that come with acromegaly: heart disease and high blood pressure, diabetes and other metabolic effects, sleep apnoea, bone and joint disease, and tumours, notably of the colon, which are screened for as part of care.",
  },
  "patel-2024-opioid-induced-adrenal-insufficiency": {
    topics: ["opioid-induced adrenal insufficiency", "opioids", "cortisol", "acth", "secondary adrenal insufficiency"],
    summary:
      "A review of adrenal insufficiency caused by long-term opioids, which damp the hypothalamic-pituitary-adrenal axis, more often at higher doses and longer use. The symptoms are vague and easily put down to the opioid or the pain. Once confirmed it is treated with hydrocortisone, the opioid is tapered where possible, and cortisol is retested so replacement can stop when the axis recovers.",
  },
  "statpearls-dexamethasone-suppression-test": {
    topics: ["dexamethasone suppression test", "cushing's syndrome", "cortisol", "adrenal incidentaloma"],
    summary:
      "A clinical reference on the dexamethasone suppression test: cortisol that does not fall below 50 nmol/L (1.8 µg/dL) after dexamethasone points to Cushing syndrome, or to mild cortisol excess from an adrenal lump; a value below it excludes Cushing syndrome.",
  },
  "derrou-2021-phaeochromocytoma-glucose": {
    topics: ["phaeochromocytoma", "diabetes", "glucose intolerance", "adrenalectomy"],
    summary:
      "A hospital series of people operated on for phaeochromocytoma: about a quarter had diabetes and a third glucose intolerance before surgery, and in more than half these went away within a year of removing the tumour.",
  },
  "jedrusik-2021-antihypertensives-pa-testing": {
    topics: ["primary aldosteronism", "aldosterone renin ratio", "angiotensin receptor blocker", "ace inhibitor"],
    summary:
      "A review of how blood pressure medicines affect testing for primary aldosteronism: ACE inhibitors and angiotensin receptor blockers raise renin and can make the aldosterone:renin ratio falsely normal, so testing on them is possible but read with care; calcium channel blockers and alpha-blockers interfere least.",
  },
  "yeh-2016-parathyroidectomy-fracture": {
    topics: ["primary hyperparathyroidism", "osteoporosis", "parathyroidectomy", "bisphosphonate", "fracture"],
    summary:
      "A large observational study of people with primary hyperparathyroidism: those who had parathyroid surgery had fewer fractures over ten years, including those with thin bones, while bisphosphonate treatment did not lower fracture risk compared with no treatment.",
  },
  "wiles-2019-creatinine-pregnancy": {
    topics: ["creatinine in pregnancy", "kidney function in pregnancy", "reference range", "pregnancy"],
    summary:
      "A systematic review of 49 studies: creatinine falls in pregnancy, to about 77–84% of non-pregnant values, and its upper reference limit to 80–86% of the non-pregnant one. Against a non-pregnant range of 45–90 µmol/L, a creatinine above 77 µmol/L (0.87 mg/dL) should be considered outside the normal range for pregnancy.",
  },
  "geenes-2009-intrahepatic-cholestasis-pregnancy": {
    topics: ["intrahepatic cholestasis of pregnancy", "obstetric cholestasis", "itching in pregnancy", "bile acids"],
    summary:
      "A review of intrahepatic cholestasis of pregnancy: itching that starts in pregnancy, usually in the third trimester, with raised serum bile acids and abnormal liver tests, no other liver disease, and resolution after birth. It carries higher rates of adverse outcomes for the baby.",
  },
  "acog-pb207-thrombocytopenia": {
    topics: ["thrombocytopenia in pregnancy", "gestational thrombocytopenia", "platelets", "pregnancy"],
    summary:
      "ACOG's practice bulletin on low platelets in pregnancy: a count below 150 ×10⁹/L is found in 7–12% of pregnancies at delivery. Some causes are serious disorders with risks for mother and baby, while others, such as gestational thrombocytopenia, are benign and carry no risk for either.",
  },
  "acog-co785-bleeding-disorders-adolescent-hmb": {
    topics: [
      "heavy menstrual bleeding",
      "adolescents",
      "bleeding disorder",
      "von willebrand disease",
      "iron deficiency",
    ],
    summary:
      "ACOG advice on heavy periods in adolescents: heavy bleeding from the first periods can be the first sign of a bleeding disorder, found in about a fifth of adolescents assessed for heavy periods. Assessment covers anaemia and ferritin, causes of anovulation and testing for a bleeding disorder, together with a haematologist when one is suspected. Treatment is medical first, with hormonal treatment to control the periods.",
  },
  "ash-2019-itp": {
    topics: ["immune thrombocytopenia", "itp", "children", "platelets", "observation", "bleeding"],
    summary:
      "ASH guideline on immune thrombocytopenia in adults and children. In children with newly diagnosed ITP and no bleeding or only skin bleeding (bruises, petechiae), care can usually be outpatient rather than in hospital, whatever the platelet count, unless the diagnosis is uncertain or follow-up is not assured. In general the panel favoured approaches that avoid the side effects of medicines.",
  },
  "reese-2018-platelets-pregnancy": {
    topics: ["gestational thrombocytopenia", "platelets", "pregnancy", "thrombocytopenia in pregnancy"],
    summary:
      "A cohort of more than 7000 deliveries: platelet counts fall through pregnancy from the first trimester, and about 1 in 10 women with an uncomplicated pregnancy have a count below 150 ×10⁹/L at delivery, nearly always still 100 ×10⁹/L or more. Below 100 ×10⁹/L, a cause other than pregnancy itself should be looked for.",
  },
  "nice-ng136-hypertension": {
    topics: ["diagnosing hypertension", "ambulatory monitoring", "home monitoring", "uk practice"],
    summary:
      "NICE's guideline for adults in England: a clinic reading of 140/90 mmHg or more is repeated in the same visit and the lower of the last two is recorded, and a clinic reading from 140/90 to below 180/120 is confirmed by ambulatory monitoring, or home monitoring if that is unsuitable, before hypertension is diagnosed; the diagnosis needs an ambulatory daytime or home average of 135/85 mmHg or more. While confirmation is awaited, it looks for organ damage (urine albumin and blood in the urine, HbA1c, salts and kidney function in the blood, total and HDL cholesterol, the back of the eye and an ECG) and then estimates cardiovascular risk. In pregnancy its treatment advice gives way to the pregnancy guideline.",
  },
  "merz-2023-duffy-null-anc": {
    topics: ["duffy-null", "benign ethnic neutropenia", "neutropenia", "neutrophils", "african ancestry"],
    summary:
      "In healthy Black adults at a primary care centre, two in three had the Duffy-null blood group, and their neutrophil counts were much lower than those of the others (median about 2.8 against 5.0 ×10⁹/L); about a quarter of them were below 2.0 ×10⁹/L. The lower count carries no extra infection risk, and the authors propose the name Duffy-null associated neutrophil count instead of benign ethnic neutropenia.",
  },
  "ocp-multiple-myeloma": {
    topics: ["myeloma", "hypercalcaemia", "renal impairment", "protein albumin gap", "free light chains", "referral"],
    summary:
      "Australia's optimal care pathway for multiple myeloma. Clues in blood tests include anaemia, a raised creatinine, a high calcium, a raised ESR and a wide gap between total protein and albumin; the first tests are protein electrophoresis with immunofixation and serum free light chains. Someone with possible myeloma and a severe high calcium or kidney failure needs a haematologist or the emergency department at once; with other organ damage, within a week.",
  },
  "nhs-lothian-refhelp-macrocytic-anaemia": {
    topics: ["macrocytic anaemia", "macrocytosis", "myelodysplasia", "cytopenia", "blood film", "referral"],
    summary:
      "Lothian's primary care guidance for anaemia with large red cells, and for large red cells with low neutrophils or platelets. B12, folate, thyroid tests, a reticulocyte count and a blood film come first; when they do not explain it, myelodysplasia, a marrow disorder usually confirmed on a marrow test, is the main diagnosis to consider, and the person is referred to haematology, as they are when the film suggests it or the anaemia does not respond to replacement.",
  },
  "galloway-2007-macrocytosis": {
    topics: ["macrocytosis", "vitamin b12", "folate", "myelodysplastic syndrome"],
    summary:
      "A BMJ primary-care review of large red cells: macrocytosis from common medicines needs no more tests unless there are other features, B12 and folate results need reading with the clinical picture and the blood film, and myelodysplasia often shows as an anaemia with large red cells and normal B12 and folate.",
  },
  "nhs-lothian-refhelp-neutropenia": {
    topics: ["neutropenia", "ethnic neutropenia", "referral", "primary care", "drug-induced neutropenia"],
    summary:
      "Lothian's primary care referral guidance for a low neutrophil count: a mildly low count (above 1.0 ×10⁹/L) does not usually raise infection risk. People of Afro-Caribbean or Middle Eastern ethnicity have a lower normal range, which is harmless; they are investigated only if the count is below 1.0 ×10⁹/L on repeat testing and need no further monitoring otherwise. Symptoms such as recurrent infections and mouth ulcers, and medicines that lower neutrophils, are checked first.",
  },
  "hibbs-2025-duffy-null-intervals": {
    topics: ["duffy-null", "neutrophils", "white cell count", "reference intervals"],
    summary:
      "Reference intervals built from healthy Duffy-null adults on four continents: both the neutrophil and the total white cell counts run lower than the usual intervals, consistently across the cohorts, and the usual intervals label many healthy Duffy-null people as neutropenic.",
  },
  "iom-2011-vitamin-d-dri": {
    topics: ["vitamin d", "25-hydroxyvitamin d", "dietary reference intakes", "deficiency"],
    summary:
      "The Institute of Medicine's 2011 review of calcium and vitamin D needs, based on bone health: below 30 nmol/L (12 ng/mL) of 25-hydroxyvitamin D people are at risk of deficiency; between 30 and 50 nmol/L (12 and 20 ng/mL) some, but not all, are; from 50 nmol/L (20 ng/mL) practically everyone has enough, and higher levels were not consistently linked with more benefit.",
  },
  "who-2006-diabetes-intermediate-hyperglycaemia": {
    topics: [
      "impaired glucose tolerance",
      "impaired fasting glucose",
      "oral glucose tolerance test",
      "diabetes diagnosis",
    ],
    summary:
      "The WHO and IDF criteria for diabetes and the intermediate states on a 75 g oral glucose tolerance test: a 2-hour plasma glucose of 11.1 mmol/L or more, or a fasting value of 7.0 or more, is diabetes; a 2-hour value from 7.8 up to 11.0 mmol/L with a fasting value below 7.0 is impaired glucose tolerance, a marker of high risk of diabetes and cardiovascular harm rather than a disease in itself.",
  },
  "nice-ph38-t2d-prevention": {
    topics: ["prediabetes", "non-diabetic hyperglycaemia", "hba1c", "fasting glucose", "diabetes prevention"],
    summary:
      "English guidance on finding and helping adults at high risk of type 2 diabetes: a risk score, then a blood test. HbA1c 42–47 mmol/mol (6.0–6.4%) marks high risk and 48 mmol/mol (6.5%) or more indicates diabetes; people at high risk are offered an intensive lifestyle programme and a blood test at least yearly.",
  },
  "sign-t2d-prevention-remission": {
    topics: ["prediabetes", "non-diabetic hyperglycaemia", "hba1c", "fasting glucose", "diabetes prevention"],
    summary:
      "Scottish guidance, adapted in part from NICE, on preventing and putting type 2 diabetes into remission. It defines prediabetes as HbA1c 42–47 mmol/mol (6.0–6.4%) or fasting plasma glucose 6.1–6.9 mmol/L, and advises diet, activity and weight-management programmes to delay progression.",
  },
  "rcpa-manual-gilbert-syndrome": {
    topics: ["gilbert syndrome", "unconjugated hyperbilirubinaemia", "bilirubin", "haemolysis"],
    summary:
      "Gilbert syndrome is shown by a raised bilirubin that is mainly unconjugated on total and direct measurement, with AST, ALT, ALP and GGT normal to exclude liver disease and a blood count, film and haptoglobin to exclude haemolysis. A fasting bilirubin well above the non-fasting level supports it when in doubt; a liver biopsy is not needed.",
  },
  "hee-genomics-unconjugated-hyperbilirubinaemia": {
    topics: ["gilbert syndrome", "unconjugated hyperbilirubinaemia", "isolated raised bilirubin"],
    summary:
      "Gilbert syndrome is the commonest cause of a raised unconjugated bilirubin found on its own in someone without symptoms. It rises with fasting, dehydration, intercurrent illness, menstruation and overexertion and needs no treatment. It can be presumed when the bilirubin is unconjugated on repeat tests and the blood count, film, reticulocytes, aminotransferases and alkaline phosphatase are normal; genetic testing is rarely needed.",
  },
  "pcn-gilbert-syndrome-diagnosis": {
    topics: ["gilbert syndrome", "isolated raised bilirubin", "repeat bilirubin"],
    summary:
      "Gilbert syndrome is diagnosed by exclusion: no haemolysis and otherwise normal liver tests. In a well adult with a bilirubin under three times the upper limit, mostly unconjugated, it is the likely cause; the bilirubin and its unconjugated share are rechecked after 1–3 months, nothing more is needed if it is stable, and haemolysis is looked for if it rises or is above three times the limit.",
  },
  "visser-2009-methotrexate-3e": {
    topics: ["methotrexate", "hepatotoxicity", "alt", "ast", "methotrexate monitoring", "rheumatoid arthritis"],
    summary:
      "Multinational 3E recommendations on methotrexate in rheumatic disease. Before starting, risk factors for toxicity, including alcohol intake, are assessed with ALT, AST, blood count and creatinine, which are then checked every 1–1.5 months until the dose is stable and every 1–3 months after. ALT or AST persistently raised up to three times the upper limit leads to a dose adjustment; a confirmed rise above three times leads to stopping methotrexate, which may be restarted at a lower dose once the tests are normal, and a rise that persists after stopping is investigated.",
    recommendations: [
      {
        text: "Stop methotrexate for a confirmed ALT/AST rise above three times the upper limit; adjust the dose when it stays raised up to three times",
        strength: "level 2b, grade C",
      },
    ],
  },
  "sps-methotrexate-monitoring": {
    topics: ["methotrexate monitoring", "liver function tests", "full blood count", "dmard monitoring"],
    summary:
      "NHS pharmacy guidance on monitoring methotrexate: liver tests, blood count and kidney function before starting, then every 1–2 weeks after starting or a dose change (for rheumatology, fortnightly for at least 6 weeks, then monthly for 3–12 months), with closer monitoring for people at higher risk of toxicity.",
  },
  "iwcll-2018-cll-guidelines": {
    topics: ["chronic lymphocytic leukaemia", "cll diagnosis", "lymphocytosis", "flow cytometry", "immunophenotyping"],
    summary:
      "International workshop guidance on CLL, updating its 2008 edition. CLL is diagnosed when the blood holds 5 ×10⁹/L or more B lymphocytes for at least 3 months and flow cytometry shows them to be clonal.",
  },
  "devon-cll-referral-guidance": {
    topics: ["chronic lymphocytic leukaemia", "persistent lymphocytosis", "immunophenotyping", "referral"],
    summary:
      "Local NHS referral guidance: early CLL is suspected when a full blood count shows a lasting lymphocytosis above 5 ×10⁹/L with normal haemoglobin and platelets. The lymph nodes, liver and spleen are examined, fever and weight loss asked about, and a lymphocytosis lasting more than 3 months is sent for immunophenotyping of the blood lymphocytes.",
  },
  "nice-cg151-neutropenic-sepsis": {
    topics: [
      "neutropenic sepsis",
      "febrile neutropenia",
      "chemotherapy",
      "empiric antibiotics",
      "piperacillin tazobactam",
    ],
    summary:
      "NICE guidance for children, young people and adults having anticancer treatment: suspect neutropenic sepsis in anyone on treatment who becomes unwell and refer at once; treat suspected neutropenic sepsis as an acute medical emergency and give empiric antibiotics immediately (piperacillin with tazobactam as initial intravenous monotherapy unless contraindicated). Initial assessment includes history and examination, blood count, kidney and liver tests with albumin, CRP, lactate and blood culture. Neutropenic sepsis is a neutrophil count of 0.5 ×10⁹/L or lower with a temperature above 38 °C or other signs of sepsis.",
  },
  "nhs-lothian-febrile-neutropenia": {
    topics: ["febrile neutropenia", "neutropenia", "sepsis", "empirical antibiotics"],
    summary:
      "Local NHS antimicrobial guidance for patients outside cancer and haematology care: with a temperature above 38 °C and neutrophils of 0.5 ×10⁹/L or lower, take blood cultures and other samples and start empirical antibiotics, treating an unknown source as sepsis of unknown source. Neutropenia in someone not immunosuppressed can itself be a sign of severe sepsis.",
  },
  "cairo-bishop-2004-tls": {
    topics: [
      "tumour lysis syndrome",
      "cairo-bishop",
      "hyperuricaemia",
      "hyperkalaemia",
      "hyperphosphataemia",
      "hypocalcaemia",
    ],
    summary:
      "Defines laboratory tumour lysis syndrome as two or more of uric acid 8 mg/dL (476 µmol/L) or more, potassium 6.0 mmol/L or more, phosphate 4.5 mg/dL (1.45 mmol/L) or more in adults (6.5 mg/dL in children) and calcium 7 mg/dL (1.75 mmol/L) or less, or a 25% change, from 3 days before to 7 days after the start of treatment; clinical tumour lysis syndrome adds a creatinine of 1.5 times the upper limit or more, arrhythmia, sudden death or seizure.",
  },
  "howard-2011-tls": {
    topics: ["tumour lysis syndrome", "oncological emergency", "acute kidney injury", "hypocalcaemia"],
    summary:
      "Review: tumour lysis syndrome is the commonest disease-related emergency in haematological cancers. Tumour cells release their contents spontaneously or with treatment, causing high urate, potassium and phosphate and low calcium, which can lead to kidney failure, arrhythmias, seizures and death. Clinical tumour lysis syndrome is the laboratory picture with a creatinine rise of 0.3 mg/dL (or one value above 1.5 times the upper limit), oliguria below 0.5 mL/kg/h, arrhythmia, seizure or symptomatic hypocalcaemia.",
  },
  "bsh-2015-tls": {
    topics: ["tumour lysis syndrome", "rasburicase", "allopurinol", "g6pd deficiency", "haematological malignancy"],
    summary:
      "UK haematology guideline on tumour lysis syndrome: hydration with allopurinol for intermediate risk and rasburicase for high risk; rasburicase is avoided in G6PD deficiency.",
  },
  "nhs-ggc-tls": {
    topics: [
      "tumour lysis syndrome",
      "rasburicase",
      "intravenous fluids",
      "renal replacement therapy",
      "oncological emergency",
    ],
    summary:
      "NHS hospital guidance: tumour lysis syndrome usually follows the start of treatment of high-grade blood cancers but can come before it. Page the on-call haematology registrar urgently for clinical or laboratory features; treat the electrolyte disturbances and kidney failure with intravenous fluids (up to 4–6 litres a day, under haematology advice) and rasburicase, which lowers urate quickly; seek an early renal opinion, since dialysis or haemofiltration can be life-saving.",
  },
  "mhra-2012-paracetamol-acetylcysteine": {
    topics: ["paracetamol overdose", "acetylcysteine", "treatment nomogram", "poisoning"],
    summary:
      "UK guidance since 2012: intravenous acetylcysteine for everyone whose timed paracetamol level is on or above a single treatment line (100 mg/L at 4 hours to 15 mg/L at 15 hours), whatever their risk factors, and for everyone with a staggered overdose or doubt over the time of ingestion, whatever the level. TOXBASE and the National Poisons Information Service advise on other cases.",
  },
  "emergencycarebc-rhabdomyolysis": {
    topics: ["rhabdomyolysis", "hyperkalaemia", "hypocalcaemia", "hyperphosphataemia", "acute kidney injury"],
    summary:
      "Emergency clinical resource: rhabdomyolysis releases the contents of muscle cells into the blood. Its complications include acute kidney injury, high potassium, high phosphate, low calcium, high uric acid, acidosis and compartment syndrome. A long time on the ground, seizures, trauma and exertion are among its causes.",
  },
  "belok-2021-leukopenia-sepsis": {
    topics: ["sepsis", "leukopenia", "white cell count", "mortality", "sirs"],
    summary:
      "A cohort of intensive care patients with suspected infection: a low white cell count was less common than a high one but was linked with a higher risk of dying in hospital, so a low count in sepsis is a sign of severity rather than a normal response to infection.",
  },
  "endosoc-2020-lipids-endocrine": {
    topics: ["hypothyroidism", "hyperlipidemia", "ldl cholesterol", "secondary dyslipidemia", "statin"],
    summary:
      "The Endocrine Society guideline on lipids in endocrine disease. Hypothyroidism can raise cholesterol and triglycerides, which improve once it is treated, so it is ruled out before lipid-lowering medicines are started; in overt hypothyroidism the lipids are reassessed once thyroid levels are normal rather than treated at once.",
    recommendations: [
      {
        text: "In hyperlipidaemia, rule out hypothyroidism as the cause before starting lipid-lowering medicines.",
        strength: "strong (1)",
      },
      {
        text: "In overt hypothyroidism, do not treat the hyperlipidaemia until the patient is euthyroid, so the lipid profile can be judged accurately.",
        strength: "weak (2)",
      },
    ],
  },
  "nice-ng225-self-harm": {
    topics: ["self-harm", "overdose", "psychosocial assessment", "paracetamol overdose", "mental health"],
    summary:
      "NICE guideline on self-harm, defined as intentional self-poisoning or injury whatever its purpose. Everyone who has self-harmed should have a psychosocial assessment by a mental health professional, organised at the earliest opportunity by the staff who gave the first care.",
  },
  "aua-sufu-2020-microhematuria": {
    topics: ["microhematuria", "microscopic haematuria", "urinalysis", "cystoscopy", "urothelial cancer"],
    summary:
      "The AUA/SUFU guideline on microhaematuria: 3 or more red cells per high-power field on microscopy of one properly collected urine sample. A dipstick alone does not make the diagnosis; a positive strip is followed by microscopy. Benign causes such as infection or menstruation are dealt with first and the test repeated, then patients are grouped as low, intermediate or high risk of urinary tract cancer by age, sex, smoking, the number of red cells and other risk factors, and the evaluation (cystoscopy and imaging of the kidneys) follows the risk.",
  },
  "aua-sufu-2025-microhematuria": {
    topics: ["microhematuria", "risk stratification", "cystoscopy", "renal ultrasound", "ct urography"],
    summary:
      "The 2025 amendment of the AUA/SUFU microhaematuria guideline. It refines the risk groups: the lowest is now called low/negligible and includes women under 60 and men under 40 with little or no smoking and 3-10 red cells per high-power field, and women are no longer high risk by age alone. Low/negligible risk: repeat the urinalysis within 6 months; intermediate risk: cystoscopy and kidney ultrasound; high risk: cystoscopy and CT urography.",
  },
  "northwestern-rhabdomyolysis-urinalysis": {
    topics: ["rhabdomyolysis", "myoglobin", "urine dipstick"],
    summary:
      "Teaching case: a urine dipstick reacts to myoglobin as well as haemoglobin, so in rhabdomyolysis it is typically positive for blood while microscopy shows no red cells. The test can be normal when myoglobin has already been cleared.",
  },
  "rcem-learning-hypercalcaemia-malignancy": {
    topics: ["hypercalcaemia of malignancy", "calcium supplements", "vitamin d", "thiazides"],
    summary:
      "Emergency medicine teaching: symptomatic moderate or severe hypercalcaemia of malignancy is treated urgently, starting with intravenous saline. Oral calcium supplements and medicines that can raise calcium, such as vitamin D, calcitriol, lithium and thiazides, are stopped.",
  },
  "rcem-learning-rhabdomyolysis": {
    topics: ["rhabdomyolysis", "creatine kinase", "acute kidney injury", "hyperkalaemia", "compartment syndrome"],
    summary:
      "Emergency medicine teaching: rhabdomyolysis is an acute rise of CK above five times the upper limit of normal. Treat the cause, look for compartment syndrome, and start intravenous fluids early with strict fluid balance, urine output and repeated kidney and acid-base checks. Potassium rises most in the first 12–36 hours.",
  },
  "nhs-ggc-hyperkalaemia": {
    topics: ["hyperkalaemia", "ecg", "potassium"],
    summary:
      "NHS hospital guidance on hyperkalaemia, following the UK Kidney Association: a 12-lead ECG at once when potassium is 6 mmol/L or more, senior help and emergency treatment with ECG changes, and treatment of the cause.",
  },
  "nhs-gri-ed-hyperkalaemia": {
    topics: ["hyperkalaemia", "ecg changes", "calcium gluconate", "insulin glucose", "emergency"],
    summary:
      "Emergency department guidance: potassium above 6.5 mmol/L or any ECG changes is treated at once, without waiting for a repeat: IV calcium gluconate to protect the heart (repeated if the ECG changes persist), insulin with glucose and/or nebulised salbutamol to move potassium into cells, and potassium-raising medicines stopped.",
  },
  "banks-2013-atlanta-pancreatitis": {
    topics: ["acute pancreatitis", "diagnosis", "lipase", "amylase", "atlanta classification"],
    summary:
      "International consensus revision of the Atlanta classification: acute pancreatitis is diagnosed by two of three features: typical abdominal pain (sudden, persistent, severe upper abdominal pain often spreading to the back), lipase or amylase at least three times the upper limit of normal, and typical imaging findings.",
  },
  "szatmary-2022-acute-pancreatitis": {
    topics: ["acute pancreatitis", "causes", "hypertriglyceridaemia", "alcohol", "gallstones", "fluid resuscitation"],
    summary:
      "Review: gallstones and alcohol are the main causes of acute pancreatitis, with high triglycerides and medicines among the others; triglycerides, blood count, kidney and liver tests, glucose, calcium and an abdominal ultrasound are done at presentation; first treatment is IV fluids, pain relief and early feeding, with critical care when organs fail.",
  },
  "darmon-2006-cancer-arf": {
    topics: ["acute kidney injury", "cancer", "tumour lysis syndrome", "hypocalcaemia"],
    summary:
      "Review of kidney failure in people with cancer. In tumour lysis syndrome the low calcium comes from calcium phosphate deposition and is rarely symptomatic; prevention relies on fluids and urate oxidase, and hypocalcaemia without symptoms is not corrected.",
  },
  "lo-2006-4ts": {
    topics: ["heparin-induced thrombocytopenia", "4ts score", "pretest probability", "platelets"],
    summary:
      "The 4Ts score for heparin-induced thrombocytopenia: thrombocytopenia (a fall over 50% with a nadir of 20 ×10⁹/L or more scores 2), timing (a fall starting on days 5–10 of heparin scores 2), thrombosis (a new confirmed clot scores 2, a suspected one 1) and other causes (none apparent scores 2). A total of 6–8 is high, 4–5 intermediate and 0–3 low probability.",
  },
  "ash-2018-hit": {
    topics: [
      "heparin-induced thrombocytopenia",
      "4ts score",
      "non-heparin anticoagulant",
      "pf4 immunoassay",
      "argatroban",
    ],
    summary:
      "ASH guideline on heparin-induced thrombocytopenia: estimate probability with the 4Ts score; with an intermediate or high score, stop heparin, give a non-heparin anticoagulant (at therapeutic intensity unless the score is intermediate and bleeding risk high) and send an immunoassay, followed by a functional assay if positive; with a low score no testing.",
  },
  "eln-2019-apl": {
    topics: ["acute promyelocytic leukaemia", "atra", "coagulopathy", "fibrinogen", "dic"],
    summary:
      "European LeukemiaNet recommendations on acute promyelocytic leukaemia: once APL is suspected it is a medical emergency; ATRA is started immediately on suspicion, and fibrinogen or cryoprecipitate, platelets and plasma are given to keep fibrinogen above 100–150 mg/dL and platelets above 30–50 ×10⁹/L, with coagulation checked at least daily; invasive procedures are avoided while the coagulopathy lasts.",
  },
  "rollig-2015-hyperleukocytosis": {
    topics: ["hyperleucocytosis", "leukostasis", "acute myeloid leukaemia", "haematological emergency"],
    summary:
      "Review of hyperleucocytosis in AML, usually a white count above 100 ×10⁹/L: its complications (leukostasis, tumour lysis and DIC) make it a haematological emergency at diagnosis that needs rapid action to prevent early death.",
  },
  "ocp-aml-2022": {
    topics: ["acute myeloid leukaemia", "blasts", "referral", "medical emergency", "apl"],
    summary:
      "Australian optimal care pathway for AML: blasts in the blood are acted on the same day, and possible AML is assessed by a haematologist urgently; sepsis, spontaneous bleeding, symptoms of hyperviscosity, APL on the film, DIC, severe thrombocytopenia or organ dysfunction make it a medical emergency with immediate referral to an emergency facility.",
  },
  "bsh-2019-polycythaemia-vera": {
    topics: ["polycythaemia vera", "jak2", "haematocrit", "erythrocytosis", "myeloproliferative neoplasm"],
    summary:
      "UK haematology guideline on polycythaemia vera: JAK2-positive PV is diagnosed by a haematocrit above 0.52 in men or 0.48 in women (or a raised red cell mass) together with a JAK2 mutation. The older WHO 2008 criteria use a haemoglobin above 18.5 g/dL in men or 16.5 g/dL in women.",
  },
  "bnssg-leucocytosis-pathway": {
    topics: ["leucocytosis", "lymphocytosis", "blood film", "clonal haematological disorder"],
    summary:
      "Local NHS pathway for a raised white count: most is reactive, but without a clear reactive cause a clonal blood disorder may need excluding. It asks whether the rise is persistent or progressive, about sweats, fevers, weight loss and itching, for examination of the spleen and lymph nodes, and suggests a blood film and CRP first.",
  },
  "nhs-lothian-refhelp-neutrophilia": {
    topics: ["neutrophilia", "white cell count", "haematology referral", "smoking"],
    summary:
      "NHS Lothian primary care referral guidance: a neutrophilia is usually reactive. Refer one that stays above 15 ×10⁹/L after 4–6 weeks with no obvious cause, or with blood-film abnormalities, significant anaemia or abnormal platelets, a picture of CML, or splenomegaly; a transient or persistent mild neutrophilia below 15 is not referred and may come from smoking. Work-up: full blood count and film, biochemistry, ESR and CRP, smoking history.",
  },
  "devon-western-lymphocytosis-guidance": {
    topics: [
      "lymphocytosis",
      "chronic lymphocytic leukaemia",
      "monoclonal B-cell lymphocytosis",
      "haematology referral",
    ],
    summary:
      "NHS Devon referral guidance: a transient lymphocytosis usually follows an acute infection and generally settles within 2 months, so a well person has the count rechecked in 1–2 months. A persistent one may come from autoimmune disease, smoking, splenectomy, monoclonal B-cell lymphocytosis, CLL or another low-grade lymphoma. Refer with a rapidly rising count, nodes, liver or spleen enlargement, or anaemia, neutropenia or thrombocytopenia.",
  },
  "nhs-lothian-refhelp-lymphocytosis": {
    topics: ["lymphocytosis", "haematology referral", "b symptoms", "immunophenotyping"],
    summary:
      "NHS Lothian referral guidance: most lymphocytosis is reactive. Refer urgently a lymphocyte count above 5 ×10⁹/L with weight loss, fever or drenching night sweats, nodes or a spleen, and refer one with cytopenias or above 10 for more than 3 months. A well person with a single raised count has it repeated (at 3 months above 10, at 6 months between 5 and 10).",
  },
  "nhs-lothian-refhelp-eosinophilia": {
    topics: ["eosinophilia", "parasites", "drug reaction", "haematology referral"],
    summary:
      "NHS Lothian referral guidance: the commonest causes of eosinophilia are allergy, eczema and asthma, drugs and parasites. Look for these first with a blood film, CRP, kidney and liver tests, LDH and stool samples, and repeat the count at 3 months; refer a persistent count of 1.5 ×10⁹/L or more with no reactive cause.",
  },
  "cornwall-eosinophilia-referral": {
    topics: ["eosinophilia", "end-organ damage", "travel", "haematology referral"],
    summary:
      "NHS Cornwall referral criteria: eosinophilia is mostly from allergy or medicines; think of parasites after travel, even long ago. A count sustained above 1.5 ×10⁹/L can damage organs, so new heart or lung problems call for early advice.",
  },
  "nhs-lothian-refhelp-thrombocytosis": {
    topics: ["thrombocytosis", "essential thrombocythaemia", "cancer risk marker", "haematology referral"],
    summary:
      "NHS Lothian referral guidance: a raised platelet count is usually reactive (infection, inflammation, iron deficiency or bleeding, surgery, hyposplenism, cancer). A count above 450 ×10⁹/L that stays up for 3 months or more without a cause is referred to haematology; thrombocytosis is also a risk marker for lung, endometrial, gastric, oesophageal and colorectal cancer.",
  },
  "nhs-dg-refhelp-leucocytosis": {
    topics: ["leucocytosis", "white cell count", "blood film", "haematology referral"],
    summary:
      "NHS Dumfries and Galloway referral guidance for a white count above 11 ×10⁹/L: look for reactive causes (infection, inflammation, steroids, smoking), examine for nodes and organ enlargement, repeat the count with a differential and blood film, and check CRP, liver and kidney tests and urine. Persistent counts above 20 are referred routinely and unexplained counts above 50 urgently.",
  },
  "nice-ng240-meningitis": {
    topics: ["meningococcal disease", "bacterial meningitis", "non-blanching rash", "red flags"],
    summary:
      "UK guidance, for babies, children, young people and adults, on recognising and managing bacterial meningitis and meningococcal disease. Meningococcal disease is strongly suspected with a purpuric rash (non-blanching lesions over 2 mm), a fast-spreading non-blanching petechial or purpuric rash, or such a rash together with any sign of bacterial meningitis; fever, headache, neck stiffness and altered consciousness together point to bacterial meningitis.",
  },
  "govuk-meningococcal-disease": {
    topics: ["meningococcal disease", "septicaemia", "non-blanching rash", "symptoms"],
    summary:
      "UK government guidance for health professionals: meningococcal disease can start like flu and become life-threatening within hours. Symptoms include high fever, severe headache, dislike of light, vomiting, cold hands and feet, fits and drowsiness. The septicaemic rash begins as pinprick spots that spread into bruises and does not fade when a glass is pressed on it; it often comes late and is a medical emergency.",
  },
  "accp-2012-vka-management": {
    topics: ["warfarin", "supratherapeutic inr", "vitamin k", "prothrombin complex concentrate", "major bleeding"],
    summary:
      "ACCP 2012 guidance on managing vitamin K antagonists: with an INR of 4.5–10 and no bleeding, routine vitamin K is not suggested; with an INR above 10 and no bleeding, oral vitamin K is suggested; for major bleeding on a vitamin K antagonist, rapid reversal with four-factor prothrombin complex concentrate rather than plasma, plus vitamin K 5–10 mg by slow intravenous injection.",
    recommendations: [
      { text: "INR 4.5–10 without bleeding: suggest against routine vitamin K", strength: "2B" },
      { text: "INR above 10 without bleeding: suggest oral vitamin K", strength: "2C" },
      {
        text: "VKA-associated major bleeding: four-factor PCC rather than plasma, with IV vitamin K 5–10 mg",
        strength: "2C",
      },
    ],
  },
  "schulman-2005-isth-major-bleeding": {
    topics: ["major bleeding", "bleeding definition", "anticoagulant", "haemoglobin fall"],
    summary:
      "The ISTH definition of major bleeding in non-surgical patients: fatal bleeding, bleeding in a critical site (such as intracranial), or bleeding with a haemoglobin fall of 2 g/dL (20 g/L) or more or a transfusion of two or more units.",
  },
  "recker-1997-clarithromycin-warfarin": {
    topics: ["warfarin", "clarithromycin", "drug interaction", "inr"],
    summary:
      "Case report: a patient stable on warfarin had an INR of 16.8 after a two-week course of clarithromycin, reversed with vitamin K; clarithromycin may raise the INR markedly on warfarin.",
  },
  "baillargeon-2012-warfarin-antibiotics": {
    topics: ["warfarin", "antibiotics", "macrolides", "bleeding", "older adults"],
    summary:
      "In continuous warfarin users aged 65 and over, a recent antibiotic was linked with hospital admission for bleeding; the risk was raised for every class studied, including macrolides (odds ratio about 1.9) and most of all azole antifungals.",
  },
  "nice-ng185-acs-bmj-summary": {
    topics: ["acute coronary syndrome", "pci", "anticoagulant", "clopidogrel", "aspirin", "triple therapy"],
    summary:
      "BMJ summary of NICE NG185: after PCI for an acute coronary syndrome in someone who also needs an oral anticoagulant (such as for atrial fibrillation), use clopidogrel with the anticoagulant for up to a year, not prasugrel or ticagrelor, and do not keep aspirin added long term.",
  },
  "gragnano-2024-af-pci-antiplatelets": {
    topics: ["atrial fibrillation", "pci", "triple therapy", "aspirin", "clopidogrel", "duration"],
    summary:
      "EuroIntervention editorial: guidelines make triple therapy after PCI in atrial fibrillation last up to a week by default, then an anticoagulant with one antiplatelet (usually clopidogrel), with all antiplatelets stopped at 12 months after an acute coronary syndrome or 6 months after a planned PCI.",
  },
  "anmco-aigo-2021-gastroprotection": {
    topics: [
      "proton pump inhibitor",
      "gastroprotection",
      "antiplatelet",
      "anticoagulant",
      "gastrointestinal bleeding",
      "clopidogrel",
    ],
    summary:
      "Italian cardiology and gastroenterology position paper: guidelines advise a proton pump inhibitor with antiplatelet treatment when there are risk factors for stomach bleeding, such as older age or also taking an anticoagulant, a steroid or an NSAID; omeprazole and esomeprazole are avoided with clopidogrel because they reduce its activation.",
  },
  "lopes-2019-augustus": {
    topics: ["atrial fibrillation", "triple therapy", "pci", "apixaban", "aspirin", "clopidogrel", "bleeding"],
    summary:
      "AUGUSTUS trial: in atrial fibrillation with an acute coronary syndrome or PCI, all taking a P2Y12 inhibitor, apixaban caused less major or clinically relevant bleeding than a vitamin K antagonist, and adding aspirin nearly doubled such bleeding over 6 months without a significant reduction in ischaemic events.",
  },
  "xarelto-us-dvt-pe-dosing": {
    topics: [
      "rivaroxaban",
      "xarelto",
      "deep vein thrombosis",
      "pulmonary embolism",
      "creatinine clearance",
      "renal dosing",
    ],
    summary:
      "US Xarelto dosing for deep vein thrombosis and pulmonary embolism: avoid below a creatinine clearance of 15 mL/min (actual body weight); people below 30 mL/min were not studied, and their levels are expected to be like those in moderate kidney impairment. No lower dose is set for this use.",
  },
  "xarelto-us-label": {
    topics: ["rivaroxaban", "xarelto", "atrial fibrillation", "creatinine clearance", "renal dosing"],
    summary:
      "US Xarelto dosing for nonvalvular atrial fibrillation: 20 mg once daily with the evening meal when creatinine clearance (actual body weight) is above 50 mL/min and 15 mg once daily at 50 mL/min or less; avoid below 15 mL/min.",
  },
  "yasuda-2019-afire": {
    topics: ["atrial fibrillation", "stable coronary artery disease", "rivaroxaban", "antiplatelet", "bleeding"],
    summary:
      "AFIRE trial: in AF with stable coronary disease (revascularised more than a year earlier, or not needing it), rivaroxaban alone was non-inferior to rivaroxaban plus an antiplatelet for cardiovascular events and death, and caused less major bleeding.",
  },
  "zocor-label": {
    topics: ["simvastatin", "myopathy", "rhabdomyolysis", "cyp3a4 inhibitors", "drug interaction", "dose limit"],
    summary:
      "Simvastatin label: strong CYP3A4 inhibitors (such as clarithromycin, erythromycin and azole antifungals), gemfibrozil, ciclosporin and danazol are contraindicated, and a short unavoidable course of such an antibiotic or antifungal means suspending simvastatin; the dose is limited to 10 mg a day with verapamil, diltiazem or dronedarone and 20 mg with amiodarone, amlodipine or ranolazine; 80 mg is kept for those who have taken it for a year without muscle problems. Simvastatin is stopped at once if myopathy is diagnosed or suspected; rhabdomyolysis can cause kidney failure from myoglobin.",
  },
  "lipitor-label": {
    topics: ["atorvastatin", "myopathy", "rhabdomyolysis", "cyp3a4 inhibitors", "drug interaction", "dose limit"],
    summary:
      "Atorvastatin label: rare rhabdomyolysis with kidney failure from myoglobin; atorvastatin is stopped if CK is markedly raised or myopathy is diagnosed or suspected. Higher doses with strong CYP3A4 inhibitors such as clarithromycin, itraconazole and HIV protease inhibitors raise the risk of myopathy, so lower doses are used with them (product information: not above 20 mg a day with clarithromycin, caution above 20 mg with itraconazole).",
  },
  "utah-2012-lovastatin-alert": {
    topics: ["lovastatin", "myopathy", "cyp3a4 inhibitors", "drug interaction"],
    summary:
      "A hospital pharmacy alert on the 2012 US lovastatin label changes: because these interactions can raise the risk of serious muscle damage, lovastatin at any dose is contraindicated with strong CYP3A4 inhibitors such as clarithromycin, erythromycin, azole antifungals and HIV protease inhibitors; it is avoided with ciclosporin or gemfibrozil, and its dose is limited with danazol, diltiazem, verapamil and amiodarone.",
  },

  "eas-2015-statin-muscle": {
    topics: ["statin-associated muscle symptoms", "myopathy", "creatine kinase", "rhabdomyolysis"],
    summary:
      "European Atherosclerosis Society consensus on statin-associated muscle symptoms: muscle symptoms with a CK above 10 times the upper limit are called myopathy, and with a CK above 40 times together with kidney impairment or myoglobinuria, rhabdomyolysis; minor CK rises are often from exercise.",
  },
  "seehusen-2006-statin-complications": {
    topics: ["statin", "muscle pain", "rhabdomyolysis", "myoglobin", "kidney function"],
    summary:
      "Review of statin complications in primary care: muscle complaints on a statin call for a CK and TSH, and brown urine or a markedly raised CK for kidney function and urine myoglobin.",
  },
  "ats-2006-tb-hepatotoxicity": {
    topics: ["tuberculosis", "isoniazid", "rifampicin", "pyrazinamide", "drug-induced liver injury"],
    summary:
      "American Thoracic Society statement on liver injury from tuberculosis treatment: interrupt treatment, generally with a modified or alternative regimen, when ALT is more than 3 times the upper limit with hepatitis symptoms and/or jaundice, or 5 times without symptoms; the drugs are later reintroduced one at a time once liver tests recover.",
  },
  "rybak-2020-vancomycin-monitoring": {
    topics: ["vancomycin", "therapeutic drug monitoring", "nephrotoxicity", "acute kidney injury", "mrsa"],
    summary:
      "The 2020 US consensus guideline on dosing and monitoring vancomycin for serious MRSA infections: dosing guided by troughs was linked with more kidney injury, so it recommends dosing to an AUC/MIC of 400 to 600 mg·h/L instead of trough targets.",
  },
  "schweitzer-2020-dmt-leukocytes": {
    topics: ["multiple sclerosis", "fingolimod", "siponimod", "teriflunomide", "lymphopenia", "ocrelizumab"],
    summary:
      "A review of how multiple sclerosis treatments change white cell counts. Many lower lymphocytes as part of how they work; the product information sets a floor of 200 lymphocytes per cubic millimetre for fingolimod (repeat, and pause treatment if confirmed), siponimod by analogy, and teriflunomide, while IgG and IgM are watched on CD20 antibodies such as ocrelizumab.",
  },
  "keeffe-1986-phenytoin-ggt": {
    topics: ["phenytoin", "ggt", "enzyme induction", "antiepileptic", "alcohol"],
    summary:
      "In 58 people followed before and after six months of phenytoin, GGT rose in 90%, about threefold on average, and stayed raised at two years; regular alcohol made the rise larger.",
  },
  "wkw-1982-anticonvulsant-ggt": {
    topics: ["ggt", "anticonvulsant", "enzyme induction", "phenytoin", "phenobarbital", "carbamazepine"],
    summary:
      "A retrospective series of 158 people with epilepsy: GGT was often raised on long-term antiseizure treatment, most with phenytoin, phenobarbital and primidone, and the rise was read as liver enzyme induction rather than liver impairment.",
  },
  "mds-2004-levodopa-comt-homocysteine": {
    topics: ["levodopa", "homocysteine", "parkinson's disease", "comt inhibitor"],
    summary:
      "Plasma homocysteine was higher in people with Parkinson's treated with levodopa than in controls, because levodopa's breakdown by COMT yields homocysteine; it was lower when a COMT inhibitor was added.",
  },
  "murray-2019-one-carbon-parkinsons": {
    topics: ["parkinson's disease", "homocysteine", "folate", "vitamin b12", "levodopa"],
    summary:
      "A review of homocysteine and B-vitamin (one-carbon) metabolism in Parkinson's disease: raised homocysteine is linked with the disease and its treatment, and B-vitamin supplementation may help people on levodopa.",
  },
  "ouh-gentamicin-monitoring": {
    topics: ["gentamicin", "aminoglycoside", "therapeutic drug monitoring", "trough level", "acute kidney injury"],
    summary:
      "A UK hospital antimicrobial guide for once-daily gentamicin in endocarditis: the pre-dose (trough) level is kept below 1 mg/L; a higher level is discussed with microbiology or pharmacy as the dose may need changing, and levels are checked daily while kidney function is poor or unstable.",
  },
  "alajaji-2021-isotretinoin-laboratory": {
    topics: ["isotretinoin", "triglycerides", "liver enzymes", "cholesterol", "monitoring"],
    summary:
      "A chart review of 407 people treated with isotretinoin for acne: the drug can raise liver enzymes, triglycerides and cholesterol, so blood tests are checked while it is taken, although how often varies between prescribers. Raised triglycerides became about twice as common during treatment, and heavier patients had more abnormal results.",
  },
  "livertox-isotretinoin": {
    topics: ["isotretinoin", "aminotransferases", "liver injury"],
    summary:
      "Isotretinoin, like other retinoids, can raise serum aminotransferases, but it has not been clearly linked to clinically apparent liver injury with jaundice.",
  },
  "fda-1998-isotretinoin-psychiatric": {
    topics: ["isotretinoin", "depression", "psychosis", "suicidal ideation"],
    summary:
      "FDA label warning (1998): isotretinoin may cause depression, psychosis and, rarely, suicidal thoughts, suicide attempts and suicide; stopping it may not be enough and further assessment may be needed.",
  },
  "mhra-2023-isotretinoin": {
    topics: ["isotretinoin", "mental health", "monitoring", "adolescents"],
    summary:
      "UK regulator's 2023 measures after an expert review of psychiatric and sexual side effects: mental health and sexual function are assessed before and monitored during isotretinoin treatment, and two independent prescribers must agree to start it in patients under 18.",
  },
  "ronaldson-2011-clozapine-myocarditis": {
    topics: ["clozapine", "myocarditis", "troponin", "c-reactive protein", "monitoring"],
    summary:
      "A case-control study of clozapine-induced myocarditis: onset between days 10 and 33, mostly days 14–21. The proposed protocol checks troponin and CRP at baseline and on days 7, 14, 21 and 28, daily with mild rises, fast heart rate or an infective-type illness, and advises stopping clozapine if troponin is more than twice the upper limit or CRP is above 100 mg/L.",
  },
  "rath-2005-valproate-hyperammonaemic-encephalopathy": {
    topics: ["valproate", "hyperammonaemia", "encephalopathy", "topiramate", "normal liver function"],
    summary:
      "A case series of five people on valproate whose confusion or drowsiness came from a raised ammonia while their liver tests were normal. Risk factors included a high starting dose, long-term use and taking topiramate as well; people improved as the ammonia fell. The authors advise suspecting it in anyone on valproate whose alertness changes.",
  },
  "clin-neuropharmacol-2009-valproate-topiramate": {
    topics: ["valproate", "topiramate", "hyperammonaemia", "encephalopathy"],
    summary:
      "A case report of confusion with a raised ammonia and normal liver tests on valproate with topiramate; both settled a day after valproate was stopped. The authors suggest topiramate may add to valproate's effect on ammonia.",
  },
  "epilepsy-behav-2007-valproate-ammonia-review": {
    topics: ["valproate", "ammonia", "hyperammonaemia", "monitoring"],
    summary:
      "A literature review: a raised ammonia is very common on valproate, on average about double the starting level, and was not linked with symptoms; taking other epilepsy medicines was the factor most often associated. It notes that the US prescribing reference nevertheless advises stopping valproate when ammonia is raised.",
  },
  "pnb-valproate-hyperammonaemic-encephalopathy": {
    topics: ["valproate", "hyperammonaemic encephalopathy", "valproate level", "topiramate"],
    summary:
      "A journal summary of a review of valproate-induced hyperammonaemic encephalopathy: ammonia, kidney and liver tests are checked when someone on valproate has unexplained confusion, drowsiness, vomiting or more seizures. The valproate level is usually in range, and neither the dose nor the ammonia level predicts how severe it is; topiramate and phenobarbital make a raised ammonia more likely.",
  },
  "mhra-valproate-ppp-actions": {
    topics: ["valproate", "pregnancy prevention programme", "contraception", "risk acknowledgement form"],
    summary:
      "UK regulator's actions: valproate is not used in women who could become pregnant unless the Pregnancy Prevention Programme is in place. GPs recall these women, give the Patient Guide and check for a specialist review within the last year (a current Risk Acknowledgement Form) and highly effective contraception; specialists review at least yearly.",
  },
  "nhs-clozapine-red-result": {
    topics: ["clozapine", "neutropenia", "red result", "amber result", "monitoring", "uk"],
    summary:
      "Under the UK clozapine monitoring schemes a neutrophil count below 1.5 ×10^9/L, or a white cell count below 3.0 ×10^9/L, is a red result: clozapine is stopped at once, the blood count repeated daily while red, and the patient watched for signs of infection. Rechallenge after a red result is outside the licence. Neutrophils of 1.5 to below 2.0 ×10^9/L (or white cells of 3.0 to below 3.5) are an amber result: the full blood count is taken twice weekly until it is back in the green range.",
  },
  "isotretinoin-smpc-uk": {
    topics: ["isotretinoin", "pregnancy", "teratogen", "contraindication"],
    summary:
      "Isotretinoin is a powerful human teratogen, contraindicated in pregnancy and breastfeeding; if pregnancy occurs during treatment it is stopped and the woman referred to a specialist in teratology.",
  },
  "fda-2012-prinivil-fetal-toxicity": {
    topics: ["ace inhibitor", "arb", "pregnancy", "fetal toxicity", "lisinopril"],
    summary:
      "Boxed warning for lisinopril and other drugs acting directly on the renin–angiotensin system: they can cause injury and death to the developing fetus, and are stopped as soon as possible once pregnancy is detected.",
  },
  "mhra-2018-valproate-ppp": {
    topics: ["valproate", "pregnancy", "teratogen", "pregnancy prevention programme", "epilepsy"],
    summary:
      "UK regulator's 2018 measures: valproate is not used in women and girls who could become pregnant unless a pregnancy prevention programme is in place and other treatments are unsuitable, and in pregnancy it is not used for epilepsy unless no other effective treatment is available. About 1 in 10 exposed babies has a malformation and 30–40% of exposed children have developmental disorders; it should not be stopped without advice.",
  },
  "methotrexate-injection-label": {
    topics: ["methotrexate", "pregnancy", "embryo-fetal toxicity", "contraception"],
    summary:
      "Methotrexate can cause embryo-fetal toxicity, including fetal death; it is contraindicated in pregnancy for diseases other than cancer, and effective contraception is advised.",
  },
  "cdc-2021-blood-lead-actions": {
    topics: ["blood lead", "lead poisoning", "children", "chelation", "environmental investigation", "lead paint"],
    summary:
      "CDC's actions for a child's confirmed venous blood lead level: at or above the reference value of 3.5 µg/dL, find and remove the source (paint in homes built before 1978, renovation dust, soil, water, take-home exposure), advise on iron and calcium intake, watch development and repeat the test; at 20–44 µg/dL also a full history and examination, environmental investigation of the home, iron status and haemoglobin, and an abdominal X-ray if lead ingestion is suspected; at 45 µg/dL or more, chelation with specialist advice and admission if a lead-safe home cannot be assured; at 70 µg/dL or more, admission and chelation at once. A capillary result is confirmed on a venous sample.",
  },
  "nice-ng115-copd": {
    topics: [
      "copd",
      "long-term oxygen therapy",
      "oxygen saturation",
      "polycythaemia",
      "influenza vaccine",
      "pneumococcal vaccine",
    ],
    summary:
      "NICE's COPD guideline for people over 16: the need for oxygen is assessed when the saturation breathing air is 92% or less, and with very severe airflow obstruction (FEV1 below 30% predicted), cyanosis, polycythaemia, peripheral oedema or a raised jugular venous pressure (considered at FEV1 30–49%); a persistent resting stable saturation of 92% or less leads to arterial blood gases to decide on long-term oxygen. Home oxygen is prescribed only to people who do not smoke. Pneumococcal and yearly influenza vaccination are offered, and stop-smoking support, pulmonary rehabilitation and flu vaccination are among the highest-value treatments.",
  },
  "agarwal-2022-fls-myeloma": {
    topics: [
      "multiple myeloma",
      "fragility fracture",
      "vertebral fracture",
      "fracture liaison service",
      "secondary osteoporosis",
    ],
    summary:
      "Screening every fracture liaison service patient recommended bone treatment for myeloma (serum and urine electrophoresis and serum free light chains, as the Royal Osteoporosis Society advised in 2019) found undiagnosed myeloma in about 1 in 195 fragility fractures, who could then be referred to haematology.",
  },
  "bts-2015-pulmonary-nodules": {
    topics: ["pulmonary nodule", "lung cancer risk", "brock model", "herder model", "pet-ct"],
    summary:
      "British guideline on lung nodules: incidental and screen-detected nodules are handled the same way; nodules under 5 mm, or with benign calcification or fat, need no follow-up. The malignancy risk of a solid nodule of 8 mm or more is estimated with the Brock model, and again with the Herder model once PET-CT is done, to choose between CT surveillance, biopsy and resection.",
  },
  "ats-2020-home-oxygen": {
    topics: ["long-term oxygen therapy", "copd", "hypoxemia", "home oxygen", "interstitial lung disease", "smoking"],
    summary:
      "American Thoracic Society guideline on home oxygen for adults with COPD or interstitial lung disease: long-term oxygen for at least 15 hours a day is recommended for severe chronic resting hypoxemia (SpO2 88% or less or PaO2 55 mmHg or less, or SpO2 89% with edema, a hematocrit of 55% or more or P pulmonale), and suggested against in COPD with moderate hypoxemia (SpO2 89 to 93%). Ambulatory oxygen is suggested for severe exertional hypoxemia, and patients and carers are taught oxygen safety, including stopping smoking and fire prevention.",
  },
  "bts-2015-home-oxygen": {
    topics: ["long-term oxygen therapy", "copd", "hypoxaemia", "polycythaemia", "smoking", "home oxygen"],
    summary:
      "British guideline on home oxygen for adults: in stable COPD, long-term oxygen is assessed at a resting PaO2 of 7.3 kPa or less, and ordered at 8 kPa or less when there is peripheral oedema, polycythaemia (haematocrit 55% or more) or pulmonary hypertension. People whose resting saturation on air meets the criteria are referred for assessment, and smoking by the patient or household is part of the risk assessment because of the fire risk.",
  },
  "simon-2023-copd-vaccination": {
    topics: ["copd", "vaccination", "influenza", "pneumococcal", "covid-19", "rsv", "exacerbations"],
    summary:
      "Review of vaccination in COPD: most exacerbations are infectious, and vaccination against influenza, pneumococcus and SARS-CoV-2 lowers severe illness; RSV also causes exacerbations and the first RSV vaccine was authorised for adults 60 and over. GOLD recommends vaccination against influenza, pneumococcus, COVID-19 and RSV, with pertussis and zoster, yet uptake in COPD stays low.",
  },
  "sa-health-pancytopenia-cpc": {
    topics: ["pancytopenia", "bicytopenia", "neutropenia", "thrombocytopenia", "referral", "haematology"],
    summary:
      "South Australian referral criteria for adult pancytopenia and bicytopenia: circulating blasts on the film, or severe pancytopenia (any two of haemoglobin below 80 g/L, neutrophils below 0.5 ×10⁹/L and platelets below 30 ×10⁹/L), go to the emergency department after discussion with the haematology registrar; moderate to severe counts (haemoglobin below 80 g/L, neutrophils below 1.0 ×10⁹/L, platelets below 75 ×10⁹/L) or splenomegaly or a leucoerythroblastic film are seen within 30 days.",
  },
  "nhlbi-2014-sickle-cell": {
    topics: ["sickle cell disease", "splenic sequestration", "acute chest syndrome", "hydroxyurea", "transfusion"],
    summary:
      "NHLBI expert panel summary on sickle cell disease: acute chest syndrome (a new lung infiltrate with respiratory symptoms) needs prompt evaluation, antibiotics and hospital care; hydroxyurea is disease-modifying treatment; splenic sequestration is a sudden enlarging spleen with haemoglobin at least 2 g/dL below baseline, usually with high reticulocytes.",
  },
  "gpnotebook-haemolytic-anaemia-investigations": {
    topics: ["haemolysis", "haemolytic anaemia", "haptoglobin", "ldh", "reticulocytes", "direct antiglobulin test"],
    summary:
      "Work-up of haemolytic anaemia: reticulocytes, raised unconjugated bilirubin and LDH and low haptoglobin show red cell destruction; the blood film shows the red cell shape; the direct antiglobulin (Coombs) test looks for an autoimmune cause; haemoglobinuria points to intravascular haemolysis.",
  },
  "cpic-g6pd-2022": {
    topics: ["g6pd deficiency", "haemolysis", "primaquine", "tafenoquine", "rasburicase", "pharmacogenomics"],
    summary:
      "CPIC guideline classing medicines as high, medium or low-to-no risk of acute haemolytic anaemia in G6PD deficiency: high-risk medicines are avoided in G6PD deficient people, medium-risk ones used with caution; primaquine is avoided except for set weekly or single-dose malaria regimens with monitoring; tafenoquine needs G6PD activity of at least 70% of normal; heterozygous females need an enzyme activity test.",
  },
  "dhhs-art-initiation": {
    topics: ["hiv", "antiretroviral therapy", "art initiation", "rapid art"],
    summary:
      "DHHS adult and adolescent ART guidelines: antiretroviral therapy is recommended for everyone with HIV, to reduce illness and death and to prevent transmission, and is started immediately or as soon as possible after diagnosis; starting is particularly important with AIDS-defining conditions.",
  },
  "nih-oi-pcp-prophylaxis": {
    topics: ["hiv", "pneumocystis", "pcp prophylaxis", "co-trimoxazole", "toxoplasmosis", "cd4"],
    summary:
      "NIH/CDC/IDSA opportunistic-infection guidelines for adults with HIV: primary Pneumocystis prophylaxis for a CD4 count below 200 cells/µL, CD4 below 14 % or oropharyngeal candidiasis, preferably trimethoprim-sulfamethoxazole daily (alternatives dapsone, atovaquone, aerosolised pentamidine); a daily double-strength dose also protects against toxoplasmosis, which needs prophylaxis with a positive Toxoplasma IgG and CD4 below 100; prophylaxis stops once CD4 has been 200 or more for at least 3 months on ART.",
  },
  "sena-2017-rpr-decline": {
    topics: ["syphilis", "rpr", "treatment response", "serofast", "seroreversion"],
    summary:
      "Trial data on early syphilis in HIV-negative adults: a fall of fourfold or more in the non-treponemal titre (or a non-reactive result) shows the response to treatment; most responders fell fourfold by 3 months, but only about one in six had a non-reactive RPR by 12 months, so a low persistent titre is common after effective treatment.",
  },
  "tuddenham-2022-syphilis-key-questions": {
    topics: ["syphilis", "serofast", "retreatment", "neurosyphilis"],
    summary:
      "Evidence review behind the CDC 2021 syphilis recommendations: there are very limited data that extra antibiotic doses change the titre in serofast patients and none that they improve long-term outcomes.",
  },
  "acr-2015-ra": {
    topics: ["rheumatoid arthritis", "biologics", "tnf inhibitor", "tuberculosis screening", "latent tuberculosis"],
    summary:
      "ACR 2015 rheumatoid arthritis guideline: before biologics or tofacitinib, screen for TB with a TST or IGRA; a positive test is followed by a chest radiograph (sputum if it is suspicious) to exclude active TB; latent TB is treated and the biologic started or resumed after at least 1 month of that treatment (after completed treatment for active TB).",
  },
  "nice-ng101-breast-cancer-menopause": {
    topics: [
      "breast cancer",
      "hormone replacement therapy",
      "menopause",
      "hot flushes",
      "tamoxifen",
      "aromatase inhibitor",
    ],
    summary:
      "Systemic HRT is stopped when breast cancer is diagnosed and is not offered routinely to women with a history of breast cancer, only exceptionally with severe symptoms after discussing the risks with the breast team. An SSRI can be considered for hot flushes, but not with tamoxifen.",
  },
  "ema-mhra-2011-bisphosphonate-aff": {
    topics: ["bisphosphonate", "atypical femoral fracture", "thigh pain", "alendronate", "treatment duration"],
    summary:
      "Atypical femoral fractures are a rare class effect of bisphosphonates. Thigh, hip or groin pain on treatment may be an early sign and needs assessment, including the other leg. The need to continue is reviewed regularly, especially after five or more years.",
  },
  "asbmr-2014-atypical-femoral-fracture": {
    topics: ["atypical femoral fracture", "bisphosphonate", "denosumab", "stress fracture", "femur imaging"],
    summary:
      "Atypical femur fractures are stress fractures of the femoral shaft linked to bisphosphonates and denosumab. The absolute risk is low but rises with long-term use and falls after stopping. A periosteal stress reaction of the lateral cortex is a major feature.",
  },
  "bubbear-2016-aff": {
    topics: ["atypical femoral fracture", "bisphosphonate", "drug holiday", "thigh pain", "groin pain"],
    summary:
      "Thigh or groin pain on a bisphosphonate warrants investigation for an incomplete atypical fracture; if one is found the bisphosphonate is stopped and prophylactic surgery considered. Treatment is reviewed after 5 years of an oral or 3 years of an intravenous bisphosphonate.",
  },
  "sdcep-2017-mronj": {
    topics: ["osteonecrosis of the jaw", "mronj", "dental extraction", "bisphosphonate", "denosumab"],
    summary:
      "Dental guidance for patients on anti-resorptive drugs. Stopping a bisphosphonate before dental surgery has no shown benefit for jaw osteonecrosis risk, and a drug holiday is the prescriber's decision. With denosumab, non-urgent invasive dental treatment can be timed before the next dose.",
  },
  "cdc-ntca-2020-ltbi": {
    topics: ["latent tuberculosis", "ltbi treatment", "3hp", "rifampicin", "isoniazid"],
    summary:
      "NTCA/CDC 2020 latent TB treatment guidelines: three preferred short rifamycin-based regimens (3 months of weekly isoniazid with rifapentine, 4 months of daily rifampicin, 3 months of daily isoniazid with rifampicin), with 6 or 9 months of daily isoniazid as alternatives; drug interactions decide which can be used.",
  },
  "eshre-2024-poi": {
    topics: ["premature ovarian insufficiency", "poi", "fsh", "amenorrhoea", "hormone therapy", "karyotype", "fmr1"],
    summary:
      "The 2024 ESHRE/ASRM/IMS guideline on premature ovarian insufficiency: diagnosed under 40 on disordered cycles for at least 4 months with an FSH above 25 IU/L, repeated after 4–6 weeks when in doubt, once pregnancy is excluded. A karyotype and FMR1 premutation test are recommended for all women with non-iatrogenic POI, 21-hydroxylase antibodies when the cause is unknown and a TSH at diagnosis. Hormone therapy is started promptly and continued until at least the usual age of menopause to protect bone and heart; fertility is reduced but not always lost.",
  },
  "endocrine-society-2017-fha": {
    topics: [
      "functional hypothalamic amenorrhoea",
      "amenorrhoea",
      "low energy availability",
      "bone density",
      "oral contraceptive",
    ],
    summary:
      "Endocrine Society guideline on functional hypothalamic amenorrhoea, a diagnosis of exclusion linked with stress, weight loss and excessive exercise. Initial tests include TSH, free T4, prolactin, LH, FSH and oestradiol after excluding pregnancy. A DXA scan is suggested after 6 months of amenorrhoea, or sooner with severe undernutrition or fractures. Treatment corrects the energy deficit (more food, less exercise, weight gain) with dietary and psychological support; the combined pill is not used only to bring back periods or protect bone.",
  },
  "ioc-2023-reds": {
    topics: [
      "relative energy deficiency in sport",
      "reds",
      "female athlete",
      "low energy availability",
      "stress fracture",
    ],
    summary:
      "The 2023 IOC consensus on Relative Energy Deficiency in Sport: low energy availability, a mismatch between food intake and the energy spent in exercise, impairs many body systems including menstrual function and bone. There is no single test; athletes are screened, graded for risk and severity, and diagnosed and treated by a physician with the wider sports health team, up to stopping training when risk is high.",
  },
  "teede-2023-pcos": {
    topics: [
      "polycystic ovary syndrome",
      "pcos",
      "hirsutism",
      "hyperandrogenism",
      "irregular periods",
      "combined oral contraceptive",
    ],
    summary:
      "The 2023 international PCOS guideline: PCOS is diagnosed on two of irregular cycles or anovulation, clinical or biochemical hyperandrogenism and polycystic ovaries, once other causes are excluded. It carries metabolic, cardiovascular and psychological risks, so glycaemic status, lipids, weight and blood pressure are assessed. The combined pill is first-line medicine for irregular cycles and hyperandrogenism, metformin mainly for metabolic features, and laser or antiandrogens have roles for excess hair.",
  },
  "nhsggc-macroprolactin": {
    topics: [
      "macroprolactin",
      "macroprolactinaemia",
      "peg precipitation",
      "monomeric prolactin",
      "hyperprolactinaemia",
    ],
    summary:
      "Macroprolactin is prolactin bound to an antibody, most often IgG: it has no biological activity but reads as prolactin in the usual assays, a common cause of a raised result. Precipitation with polyethylene glycol (PEG) measures the monomeric, active prolactin; a recovery below 40% means macroprolactin is present and above 60% that it is not.",
  },
  "nhsdg-azathioprine-monitoring": {
    topics: ["azathioprine", "thiopurine", "dmard monitoring", "neutropenia", "transaminases"],
    summary:
      "A UK shared-care protocol for azathioprine: TPMT is checked before prescribing, and blood counts and liver tests are repeated often while the dose is being set. Azathioprine is withheld and the specialist team told when white cells fall below 3.5, neutrophils below 1.6 or platelets below 140 × 10⁹/L, or ALT/AST rise above 100; with a sore throat or abnormal bruising it is withheld until a blood count is available.",
  },
  "sps-mercaptopurine-monitoring": {
    topics: ["mercaptopurine", "thiopurine", "monitoring", "neutropenia"],
    summary:
      "The NHS Specialist Pharmacy Service's monitoring page for mercaptopurine: stopping treatment and contacting a specialist is considered for neutrophils below 2 × 10⁹/L (below 1, antibiotics and possibly G-CSF if febrile), white cells below 3.5, platelets below 140, ALT/AST above 100, or a sore throat, fever, bruising or bleeding.",
  },
  "nice-fit-colorectal-referral": {
    topics: ["fit", "faecal immunochemical test", "colorectal cancer", "suspected cancer referral"],
    summary:
      "NICE recommends quantitative FIT to guide referral of adults with symptoms that could be colorectal cancer: a result of at least 10 µg haemoglobin per gram of faeces leads to a suspected cancer pathway referral (an appointment within 2 weeks); referral is not delayed for a FIT when there is clinical concern, and results below 10 need safety netting.",
  },
  "nice-dg11-calprotectin": {
    topics: [
      "faecal calprotectin",
      "inflammatory bowel disease",
      "irritable bowel syndrome",
      "crohn's disease",
      "ulcerative colitis",
    ],
    summary:
      "NICE recommends faecal calprotectin as an option to help tell inflammatory bowel disease (Crohn's disease, ulcerative colitis) from irritable bowel syndrome in people with lower bowel symptoms; people with inflammatory bowel disease need specialist, usually gastroenterology, care.",
  },
  "jcth-2021-coeliac-liver-enzymes": {
    topics: ["coeliac disease", "coeliac hepatitis", "raised aminotransferases", "gluten-free diet"],
    summary:
      "A review of raised liver enzymes in coeliac disease: mildly raised aminotransferases are common at diagnosis and, without other liver disease, return to normal after 6-12 months of a strict gluten-free diet. Enzymes that stay raised despite strict adherence call for a search for another liver disease.",
  },
  "gesquiere-2014-iron-rygb": {
    topics: ["gastric bypass", "iron deficiency", "oral iron absorption", "intravenous iron"],
    summary:
      "A cohort of 164 people after Roux-en-Y gastric bypass: iron deficiency developed in about 4 in 10 women and 2 in 10 men, more often with time since surgery. In an oral iron challenge only 1 of 23 iron-deficient patients absorbed enough, so oral iron is often not enough after the bypass.",
  },
  "hewitt-2013-shpt-gastric-bypass": {
    topics: ["gastric bypass", "secondary hyperparathyroidism", "vitamin d", "calcium absorption", "osteomalacia"],
    summary:
      "Five years after gastric bypass, 40% had secondary hyperparathyroidism (a raised PTH without a high calcium), in every vitamin D group, because calcium absorption is impaired and the usual supplements did not make up for it. Other reports add that raised PTH and alkaline phosphatase with low vitamin D after malabsorptive surgery point to osteomalacia.",
  },
  "reclast-label-renal": {
    topics: ["zoledronic acid", "creatinine clearance", "acute kidney injury", "osteoporosis", "bisphosphonate"],
    summary:
      "The US label of zoledronic acid 5 mg for osteoporosis contraindicates it at a creatinine clearance below 35 mL/min and with acute renal impairment, after reports of acute renal failure; clearance is checked before each dose and the patient kept well hydrated, with older age, diuretics, nephrotoxic medicines and dehydration adding to the risk.",
  },
  "mhra-dsu-zoledronic-acid-renal": {
    topics: ["zoledronic acid", "renal function", "hydration", "bisphosphonate safety"],
    summary:
      "The MHRA warns that intravenous zoledronic acid can cause renal impairment and failure, mainly with existing kidney disease: kidney function is measured before every dose, the patient is well hydrated, and use in severe renal impairment is generally not recommended outside tumour-induced hypercalcaemia.",
  },
  "nhs-dg-folic-acid-5mg": {
    topics: ["coeliac disease", "pregnancy", "folic acid 5 mg", "preconception", "diabetes"],
    summary:
      "NHS preconception advice: folic acid 0.4 mg a day while trying to conceive and until the end of week 12, but 5 mg a day, on prescription, for women at higher risk of a neural tube defect, including those with coeliac disease or diabetes.",
  },
  "nice-ng20-coeliac": {
    topics: ["coeliac disease", "ttg", "iga deficiency", "gluten", "serology"],
    summary:
      "NICE's coeliac guideline: test total IgA with IgA tTG; in IgA deficiency consider an IgG test (IgG tTG, IgG deamidated gliadin peptide or IgG EMA). Tests are accurate only while gluten is eaten, and a gluten-free diet is not started until a specialist confirms the diagnosis, even after positive serology. People with positive serology, or negative serology with continuing suspicion, are referred to gastroenterology.",
  },
  "easl-2017-pbc": {
    topics: ["primary biliary cholangitis", "pbc", "ursodeoxycholic acid", "obeticholic acid", "fibrates"],
    summary:
      "EASL's guideline on primary biliary cholangitis: care is structured, life-long and individualised, with risk stratification so that each person gets a personalised approach. Treatment aims to prevent end-stage liver disease and ease symptoms; ursodeoxycholic acid and obeticholic acid were the licensed treatments, with fibrates and budesonide used off-label.",
  },
  "bsg-2018-pbc": {
    topics: [
      "primary biliary cholangitis",
      "pbc",
      "ursodeoxycholic acid",
      "udca treatment failure",
      "second-line therapy",
    ],
    summary:
      "The BSG/UK-PBC guideline: everyone with PBC starts ursodeoxycholic acid (UDCA), and risk is judged on baseline and on-treatment factors, above all the response to UDCA. People who cannot take UDCA, or whose disease stays high-risk on it (often judged by a raised alkaline phosphatase and/or bilirubin on treatment), are considered for second-line therapy. Follow-up is life-long.",
  },
  "gpnotebook-calcium-adjustment": {
    topics: ["corrected calcium", "adjusted calcium", "albumin", "hypercalcaemia"],
    summary:
      "A primary-care reference on adjusting total calcium for albumin: the adjusted value estimates the total calcium as it would be at a usual albumin of 40 g/L, adding 0.02 mmol/L for each g/L the albumin is below 40 and, by the same formula, subtracting it when the albumin is above. Paraproteins and liver disease can alter binding, so the estimate is read with care.",
  },
  "acg-2023-acute-liver-failure": {
    topics: ["acute liver failure", "inr", "coagulopathy", "encephalopathy", "acute liver injury"],
    summary:
      "The ACG guideline on acute liver failure in people without earlier liver disease: the syndrome is liver injury with a clotting disorder (INR above 1.5) and hepatic encephalopathy, arising within 26 weeks. It can worsen quickly and affect every organ, so it should be recognised early: prompt treatment and early thought of transplant can save life.",
  },
  "breu-2019-alt-over-1000": {
    topics: ["alt over 1000", "aminotransferases", "acute liver injury", "paracetamol", "ischaemic hepatitis"],
    summary:
      "A multicentre study of patients with an ALT or AST of 1000 IU/L or more, testing the usual teaching that such values come mainly from three causes: reduced blood flow to the liver (ischaemic hepatitis), acute viral hepatitis, and drug injury, chiefly paracetamol.",
  },
  "bnssg-remedy-hyponatraemia": {
    topics: ["hyponatraemia", "sodium", "primary care"],
    summary:
      "A local NHS primary-care pathway for low sodium. It grades a sodium of 130–135 mmol/L as mild, asks for earlier results and the duration to be reviewed, and says a mild low sodium without symptoms can usually be handled in general practice, with a repeat test to make sure it is not falling; heart, liver or kidney causes of fluid overload go to the relevant specialty.",
  },
  "fda-pioglitazone-label": {
    topics: ["pioglitazone", "thiazolidinedione", "heart failure", "fluid retention", "oedema"],
    summary:
      "The US label for pioglitazone carries a boxed warning: drugs of this class (thiazolidinediones) can bring on or worsen heart failure in some people by making the body retain fluid. Patients are watched for fast weight gain, breathlessness and swelling after the drug is started or the dose raised, and if heart failure appears it is treated and stopping or lowering the drug is considered.",
  },
  "dhhs-virologic-failure": {
    topics: ["hiv", "virologic failure", "antiretroviral therapy", "resistance testing", "adherence", "viral load"],
    summary:
      "DHHS adult ART guidelines on treatment failure: when the viral load is not suppressed on antiretroviral therapy, look at adherence, interactions, tolerability, the viral load and CD4 history and earlier resistance results; send a drug-resistance test while the failing regimen is still being taken (or within 4 weeks of stopping it); aim again for an undetectable viral load with a new regimen chosen with expert advice, and do not simply add one drug to a failing regimen.",
  },
  "rcog-gtg43-icp-2022": {
    topics: [
      "intrahepatic cholestasis of pregnancy",
      "obstetric cholestasis",
      "bile acids",
      "itching in pregnancy",
      "stillbirth",
    ],
    summary:
      "The UK obstetric guideline on intrahepatic cholestasis of pregnancy. The condition is considered when a pregnant woman itches without a rash and her peak random total bile acid is 19 µmol/L or more; it is graded mild (19–39), moderate (40–99) or severe (100 or more). In a single pregnancy without other complications the stillbirth risk rises above the general rate only from 100 µmol/L. Extra liver tests or imaging are kept for atypical or severe early cases, and the diagnosis is confirmed at least four weeks after birth when the itch and liver tests have settled.",
  },
  "acog-2022-chap-practice-advisory": {
    topics: ["chronic hypertension in pregnancy", "blood pressure goal", "antihypertensive treatment", "pregnancy"],
    summary:
      "ACOG's 2022 advisory after the CHAP trial: in pregnant people with mild chronic hypertension, treating from 140/90 mm Hg gave fewer cases of severe preeclampsia, early preterm birth, abruption and fetal or newborn death than waiting until 160/105, without smaller babies. SMFM likewise treats to a goal below 140/90, continuing current treatment or changing to medicines suited to pregnancy.",
  },
  "fda-2016-opioid-benzodiazepine": {
    topics: ["opioid", "benzodiazepine", "respiratory depression", "cns depressants", "boxed warning"],
    summary:
      "The FDA's 2016 safety communication: opioid pain or cough medicines taken with benzodiazepines or other central nervous system depressants have caused dangerously slowed breathing and deaths, so both carry a boxed warning. Prescribers are to combine them only when other options are inadequate, keep doses and duration to the minimum, and warn patients and carers about sedation and breathing problems.",
  },
  "mgfa-myasthenia-medications": {
    topics: ["myasthenia gravis", "fluoroquinolone", "macrolide", "aminoglycoside", "beta-blocker", "magnesium"],
    summary:
      "Lists of medicines that can worsen myasthenia gravis, drawn from the Myasthenia Gravis Foundation of America: the antibiotics most often implicated are fluoroquinolones, macrolides and aminoglycosides, with beta-blockers, magnesium and several others also named. Fluoroquinolones carry a US boxed warning for this. People with myasthenia should have new medicines checked and report new weakness promptly.",
  },
  "cropp-1997-warfarin-enzyme-induction": {
    topics: ["warfarin", "enzyme induction", "carbamazepine", "rifampicin", "phenytoin", "barbiturates"],
    summary:
      "A review of medicines that speed warfarin breakdown by inducing liver enzymes: rifampicin and barbiturates very likely, carbamazepine probably, phenytoin unpredictably. The effect builds over days to weeks and fades after the inducer stops, so the warfarin dose and INR checks are planned around starting and stopping it.",
  },
  "schwenkhagen-2008-contraception-epilepsy": {
    topics: ["contraception", "enzyme inducer", "epilepsy", "implant", "progestogen-only pill", "medroxyprogesterone"],
    summary:
      "A review of contraception with antiepileptic drugs: enzyme-inducing antiepileptics can make hormonal contraception fail. The combined pill cannot be relied on even at higher doses, the progestogen-only pill is likely to be ineffective, and the implant is not recommended because of high failure rates; the medroxyprogesterone injection appears effective.",
  },
  "nhs-highland-formulary-contraceptives": {
    topics: ["contraception", "enzyme inducer", "combined pill", "progestogen-only pill"],
    summary:
      "An NHS formulary page on contraceptives: medicines that induce liver enzymes can considerably reduce the effectiveness of both combined and progestogen-only pills, with FSRH guidance on drug interactions as the reference.",
  },
  "lamotrigine-rash-valproate-panel": {
    topics: ["lamotrigine", "valproate", "stevens-johnson syndrome", "rash", "dose titration"],
    summary:
      "Serious rashes, including Stevens-Johnson syndrome and toxic epidermal necrolysis, occur with lamotrigine (a boxed warning on its label), and taking valproate or exceeding the recommended starting dose or dose escalation raises the risk. Because valproate roughly doubles lamotrigine levels, the starting dose and steps are about half the usual when valproate is taken. Lamotrigine is stopped at the first sign of a rash unless it is clearly unrelated.",
  },
  "reinisch-2013-ibd-iron-panel": {
    topics: [
      "inflammatory bowel disease",
      "crohn's disease",
      "ulcerative colitis",
      "iron deficiency",
      "anaemia",
      "intravenous iron",
    ],
    summary:
      "A European expert panel on iron deficiency in inflammatory bowel disease: it is common, from blood loss in the gut, poorer iron absorption and diet; adjusting IBD treatment suits everyone with active disease, oral iron mainly mild cases without disease activity, and high-dose intravenous iron was preferred in most scenarios with anaemia.",
  },
  "pennell-2007-lamotrigine-pregnancy": {
    topics: ["lamotrigine", "pregnancy", "clearance", "therapeutic drug monitoring", "epilepsy", "seizures"],
    summary:
      "A prospective cohort of 53 pregnancies in women taking lamotrigine: clearance rose above the non-pregnant level in every trimester, by about 90% at its peak in the third; seizures worsened when the level fell below 0.65 of the woman's own target level, and tapering the dose after birth lowered the chance of toxicity.",
  },
  "medsafe-2013-donepezil-syncope": {
    topics: ["donepezil", "cholinesterase inhibitor", "bradycardia", "heart block", "syncope", "beta-blocker"],
    summary:
      "A New Zealand regulator's note: donepezil, like other cholinesterase inhibitors, slows conduction through the AV node and can cause bradycardia, heart block and fainting on its own, more so with a beta-blocker. If fainting starts on the combination, the more recently added medicine is stopped.",
  },
  "bsg-basl-2020-ascites": {
    topics: ["ascites", "spontaneous bacterial peritonitis", "diagnostic paracentesis", "cirrhosis"],
    summary:
      "The British ascites guideline: in cirrhosis with ascites, a diagnostic tap of the fluid is done when there is fever or other signs of inflammation, gut symptoms such as abdominal pain, encephalopathy, bleeding, shock, or worsening liver or kidney function. More than 250 neutrophils per mm3 of ascitic fluid diagnoses spontaneous bacterial peritonitis, which is treated with antibiotics at once.",
  },
  "liver-int-2018-medications-in-cirrhosis": {
    topics: ["nsaid", "cirrhosis", "ascites", "paracetamol", "medicines in cirrhosis"],
    summary:
      "A review of common medicines in cirrhosis: anti-inflammatory painkillers (NSAIDs) are avoided once there is ascites, because they cause acute kidney injury and gut bleeding; paracetamol at up to 2 g a day is the preferred painkiller.",
  },
  "asco-2018-irae": {
    topics: [
      "immune checkpoint inhibitor",
      "hypophysitis",
      "secondary adrenal insufficiency",
      "central hypothyroidism",
      "pembrolizumab",
      "nivolumab",
      "ipilimumab",
    ],
    summary:
      "ASCO's guideline on side effects of checkpoint-inhibitor cancer drugs: inflammation of the pituitary (hypophysitis) shows as low ACTH with low cortisol and often a low TSH with a low free T4; it is assessed with morning cortisol, ACTH and the other pituitary hormones, with MRI when there is headache or visual change, and with an endocrinologist. Hydrocortisone comes first; thyroid hormone starts only once steroids are under way, to avoid bringing on an adrenal crisis. Severe cases stop the drug for now and get IV stress-dose hydrocortisone.",
  },
  "clozaril-label-ben-algorithm": {
    topics: ["clozapine", "benign ethnic neutropenia", "duffy-null", "absolute neutrophil count", "monitoring"],
    summary:
      "The clozapine label has a separate neutrophil algorithm for patients with established benign ethnic neutropenia: a baseline of 1,000/µL or more is their normal range and clozapine continues with routine monitoring; between 500 and 999/µL clozapine continues with haematology advice and counts three times a week; below 500/µL it is interrupted.",
  },
  "mhra-2017-clozapine-gi-hypomotility": {
    topics: ["clozapine", "constipation", "ileus", "intestinal obstruction", "anticholinergic"],
    summary:
      "The UK regulator reminded prescribers that clozapine slows the gut: constipation is very common and can progress to faecal impaction, paralytic ileus and fatal intestinal obstruction. Patients should report constipation at once and it should be treated actively, with extra care when other constipating or anticholinergic medicines are taken, after bowel surgery and in older people.",
  },
  "fda-2016-opioid-serotonin-syndrome": {
    topics: ["serotonin syndrome", "tramadol", "opioids", "ssri", "snri", "drug interaction"],
    summary:
      "The FDA warns that opioids taken with antidepressants or migraine medicines can cause serotonin syndrome, and its labelling for SSRIs and SNRIs calls the syndrome potentially life-threatening, naming tramadol, fentanyl, triptans, tricyclics, lithium, tryptophan, buspirone, St John's wort and MAOIs such as linezolid and methylene blue among the medicines that add to the risk; cases occurred at recommended opioid doses. Agitation, hallucinations, fast heart rate, fever, sweating, shivering, twitching or stiff muscles and gut upset, usually within hours to days of the combination, need prompt medical attention, and the opioid or the other medicine is stopped if the syndrome is suspected.",
  },
  "lithium-brand-names": {
    topics: ["lithium", "brand names", "priadel", "camcolit"],
    summary:
      "Lithium is often prescribed by brand: in the UK lithium carbonate as Priadel, Camcolit or Liskonum and lithium citrate as Priadel liquid or Li-liquid; in the US lithium carbonate as Lithobid or Eskalith.",
  },
  "ata-2017-pregnancy-quickref": {
    topics: [
      "postpartum thyroiditis",
      "gestational transient thyrotoxicosis",
      "thyrotoxicosis in pregnancy",
      "breastfeeding",
      "uptake scan",
    ],
    summary:
      "Points from the American Thyroid Association's 2017 pregnancy and postpartum guideline, with a clinical summary on finding the cause of an overactive thyroid in pregnancy or while breastfeeding. Scans with radioactive iodine are not used in pregnancy or breastfeeding. The thyroid overactivity that hCG causes in the first trimester is usually mild and fades by about 14 to 18 weeks, and TSH-receptor antibodies point to Graves' disease instead. In the overactive phase of postpartum thyroiditis a beta-blocker that is safe in breastfeeding can ease symptoms for a few weeks, antithyroid drugs are not advised, and TSH is rechecked 4 to 8 weeks later to catch an underactive phase.",
  },
  "dailymed-gentamicin-label": {
    topics: ["gentamicin", "aminoglycoside", "nephrotoxicity", "ototoxicity", "therapeutic drug monitoring"],
    summary:
      "The US gentamicin label's boxed warning: it can injure the kidneys, more so with poor kidney function, high doses or long courses, and can damage hearing and balance, usually permanently. Kidney function and hearing are watched, levels are measured to avoid toxic concentrations, and signs of kidney or ear damage call for a dose change or stopping the drug.",
  },
  "independent-pharmacist-lithium-safety": {
    topics: ["lithium", "acute illness", "dehydration", "vomiting", "diarrhoea", "fever"],
    summary:
      "A UK pharmacy teaching module on lithium safety: anyone on lithium who gets diarrhoea or vomiting, or becomes acutely unwell for any reason, should get medical advice, and should keep drinking, especially when sweating with a fever or with a chest infection. People at higher risk, such as those on medicines that interact with lithium, keep having their level checked every three months.",
  },
  "psychiatric-times-2022-lithium-levels": {
    topics: ["lithium", "lithium level", "dehydration", "fever", "drug interactions"],
    summary:
      "A US psychiatry reminder of what raises lithium levels: dehydration (as from vomiting or diarrhoea), a low-salt diet, reduced kidney function, a feverish illness, and thiazides, NSAIDs, ACE inhibitors and angiotensin receptor blockers. Patients are told to report symptoms in these situations, and extra levels are taken.",
  },
  "sps-lithium-monitoring": {
    topics: ["lithium", "lithium level", "trough", "sample timing", "monitoring"],
    summary:
      "NHS pharmacy monitoring guidance for lithium: levels are taken as a trough, just before the next dose and 12 hours after the last, and the usual target ranges apply only to such a sample. Toxicity is seen from about 1.5 mmol/L but can occur at levels that look normal. Levels are checked more often when a patient's salt or fluid intake changes markedly, and loss of appetite, vomiting and worsening diarrhoea are among the signs of toxicity.",
  },
  "impact-2019-brca2-psa": {
    topics: ["brca2", "psa", "prostate cancer screening", "men with brca variants"],
    summary:
      "The IMPACT study screened men aged 40–69 with BRCA1 or BRCA2 variants with yearly PSA and offered a biopsy above 3.0 ng/mL. BRCA2 carriers developed prostate cancer more often and younger than non-carriers, the cancers were often clinically significant, and a raised PSA more often meant cancer in carriers, which supports targeted PSA screening and prompt assessment of a raised PSA in BRCA2 carriers.",
  },
  "mhra-2024-topiramate-ppp": {
    topics: ["topiramate", "pregnancy prevention programme", "contraception", "neurodevelopmental disorders"],
    summary:
      "In 2024 the UK regulator restricted topiramate in women who could become pregnant to those meeting a Pregnancy Prevention Programme: highly effective contraception during and for 4 weeks after treatment, a pregnancy test before starting, a signed Risk Awareness Form and at least yearly review, because exposure in pregnancy brings birth defects and a 2–3-fold higher risk of intellectual disability, autism and ADHD. Some hormonal contraceptives can be weakened by topiramate.",
  },
  "mhra-2021-antiepileptic-pregnancy-par": {
    topics: [
      "carbamazepine",
      "phenytoin",
      "phenobarbital",
      "antiepileptic drugs",
      "pregnancy",
      "congenital malformations",
    ],
    summary:
      "The UK regulator's 2021 review of epilepsy medicines in pregnancy found that lamotrigine and levetiracetam were not linked with more birth defects than in the general population, while carbamazepine, phenobarbital, phenytoin and topiramate were; with carbamazepine, phenobarbital and topiramate the risk rose with the dose and no dose was free of it. Women and girls are told of these risks when treatment starts, at the yearly review and when they plan a pregnancy, so treatment can be reviewed before conception.",
  },
  "aha-asa-2021-dapt-review": {
    topics: ["dual antiplatelet therapy", "stroke", "tia", "clopidogrel", "aspirin", "bleeding"],
    summary:
      "The evidence review behind the AHA/ASA 2021 secondary stroke prevention guideline: in three short trials (up to 90 days) of mostly minor stroke or high-risk TIA, aspirin with clopidogrel started early lowered recurrent ischaemic stroke (RR 0.68) without a significant rise in major bleeding; in two long trials (18–40 months) it gave no significant reduction in recurrent stroke and more major bleeding (RR 2.42). Dual therapy is for early, short-term use after a minor stroke or high-risk TIA.",
  },
  "bmj-2018-dapt-rapid-recommendation": {
    topics: ["dual antiplatelet therapy", "stroke", "tia", "clopidogrel", "aspirin", "duration"],
    summary:
      "A BMJ Rapid Recommendation from an international panel: after a high-risk TIA or minor ischaemic stroke, start aspirin with clopidogrel within 24 hours and continue it for 10–21 days (strong recommendation); stopping clopidogrel by 21 days keeps the benefit while limiting bleeding.",
  },
  "nhs-highland-hyperkalaemia-primary-care": {
    topics: ["hyperkalaemia", "potassium supplement", "primary care", "medicine review"],
    summary:
      "NHS Highland's primary care guidance on a raised potassium: grade it, repeat it (pseudohyperkalaemia is common), do an ECG above 6.0 mmol/L and refer urgently when severe or rising fast. Causes include diet, potassium supplements and medicines such as ACE inhibitors, ARBs, spironolactone and NSAIDs; the usual action is to withhold the likely offending medicine.",
  },
  "topiramate-label-acidosis": {
    topics: ["topiramate", "metabolic acidosis", "bicarbonate", "kidney stones"],
    summary:
      "Topiramate weakly inhibits carbonic anhydrase, so the kidneys lose bicarbonate and a hyperchloraemic, normal anion gap metabolic acidosis is common, usually mild and early, at doses from 50 mg a day. Bicarbonate is checked at baseline and during treatment; persistent or severe acidosis leads to a lower dose or tapering off, or alkali if topiramate must continue. It also raises the risk of kidney stones.",
  },
  "fda-valproate-label": {
    topics: ["valproate", "divalproex", "hepatotoxicity", "liver function", "pregnancy", "pancreatitis"],
    summary:
      "The US label's boxed warning for valproate: liver failure, sometimes fatal, has occurred, usually in the first 6 months of treatment and more often in children under 2 and people with mitochondrial disorders, so patients are watched closely and liver tests are done before starting and at frequent intervals after. Valproate in pregnancy risks neural tube defects, other major malformations and a lower IQ in the child, and it can cause pancreatitis, including fatal cases.",
  },
  "cdc-viral-hepatitis-general-surveillance": {
    topics: ["hepatitis b", "acute hepatitis b", "notifiable disease", "case reporting", "public health"],
    summary:
      "In the US, each state and territory sets the conditions that laboratories, clinicians and health care facilities must report to the health department; hepatitis B (acute, chronic and perinatal) is under CDC surveillance, and health departments pass cases of nationally notifiable conditions on to CDC. Case reporting starts when the state or local health department receives the report, and it lets the department follow up the case and protect others at risk.",
  },
  "mhra-2012-simvastatin-interactions": {
    topics: ["simvastatin", "drug interaction", "clarithromycin", "cyp3a4 inhibitor", "myopathy", "rhabdomyolysis"],
    summary:
      "The UK regulator's 2012 advice on simvastatin interactions, which raise simvastatin levels and the risk of myopathy and rhabdomyolysis: simvastatin is contraindicated with itraconazole, ketoconazole, posaconazole, erythromycin, clarithromycin, telithromycin and HIV protease inhibitors (simvastatin is suspended for a short course, or changed to another statin when the other medicine is needed long term), and with ciclosporin, danazol and gemfibrozil. With amlodipine or diltiazem simvastatin is kept to 20 mg a day.",
  },
  "sps-valproate-monitoring": {
    topics: ["valproate", "liver function", "platelets", "thrombocytopenia", "monitoring"],
    summary:
      "Valproate needs a blood count, platelets and liver tests before starting and at intervals. A raised liver enzyme is often transient, but it calls for clinical review and repeat liver tests with the prothrombin time and a blood count until normal; abnormal liver function with a prolonged prothrombin time, or a blood dyscrasia, is a reason to stop. Low platelets are dose related and become more likely at high total levels (above about 110 mg/L in women and 135 mg/L in men in the US label's trial).",
  },
  "antipsychotic-weight-gain-7pct": {
    topics: ["antipsychotic", "weight gain", "metformin", "olanzapine"],
    summary:
      "A weight gain of 7% or more from the starting weight is the usual definition of clinically significant antipsychotic-induced weight gain, seen with nearly every antipsychotic. Lifestyle measures and switching to a lower-risk antipsychotic come first in most guidance, and metformin has the best evidence as an add-on treatment.",
  },
  "jclinpsych-1999-lithium-subclinical-hypothyroidism": {
    topics: ["lithium", "hypothyroidism", "subclinical hypothyroidism", "levothyroxine", "tsh"],
    summary:
      "A review of lithium and the thyroid: lithium makes both overt and mild (subclinical) hypothyroidism more common, so thyroid tests are done before starting and during long-term treatment, and thyroxine is added for lithium-associated hypothyroidism when the degree of thyroid failure warrants it.",
  },
  "bocchetta-2006-lithium-thyroid": {
    topics: ["lithium", "hypothyroidism", "thyroid antibodies", "goitre"],
    summary:
      "A review of lithium and the thyroid: lithium slows the release of thyroid hormone, and most people compensate, but hypothyroidism develops more often in the first years of treatment, in middle-aged women and in people with thyroid antibodies.",
  },
  "ctg-2025-na-monitoring-renal-safety": {
    topics: ["hepatitis b", "entecavir", "tenofovir", "monitoring", "kidney function"],
    summary:
      "A Taiwanese study of over 2,000 people starting entecavir or tenofovir for chronic hepatitis B measured how well the recommended 6-monthly checks (ALT, HBV DNA, creatinine and liver ultrasound) were kept up; adherence ranged from a fifth to four fifths, and the three drugs had similar kidney safety over three years.",
  },
  "cmh-2023-na-withdrawal-flares": {
    topics: ["hepatitis b", "nucleos(t)ide analogue", "stopping treatment", "hepatitis flare"],
    summary:
      "A review of what happens when hepatitis B tablets are stopped: they suppress but do not clear the virus, so it almost always returns after withdrawal, and in some people this causes a serious hepatitis flare; stopping needs careful patient selection and close follow-up.",
  },
  "jrenhep-2017-tenofovir-renal": {
    topics: ["tenofovir", "hepatitis b", "nephrotoxicity", "phosphate", "kidney function"],
    summary:
      "A review of kidney safety with tenofovir for hepatitis B: the drug leaves the body through the kidneys and can harm the tubules, so kidney risk is checked before starting, and creatinine, eGFR, phosphate and urine are monitored during treatment so the dose can be changed or the drug stopped.",
  },
  "ejci-2011-igra-indeterminate": {
    topics: ["igra", "quantiferon", "indeterminate", "corticosteroids", "lymphopenia", "anti-tnf screening"],
    summary:
      "In patients with inflammatory bowel disease screened before anti-TNF treatment, about one in seven IGRAs was indeterminate. Low albumin, a low lymphocyte count and steroid treatment were linked with indeterminate results, and half of those retested a few weeks later stayed indeterminate; the authors advise testing before immunosuppression starts.",
  },
  "cdc-2005-quantiferon-guidelines": {
    topics: ["igra", "quantiferon", "indeterminate", "tuberculin skin test", "latent tuberculosis"],
    summary:
      "CDC advice on reading the QuantiFERON blood test: an indeterminate result tells nothing about TB infection; the options are a repeat on a fresh blood sample, a skin test, or neither, and a second test is sensible when infection is more likely. A positive result is followed by a search for active TB, at least a chest X-ray, before latent infection is diagnosed.",
  },
  "rcog-gtg52-pph-2016": {
    topics: ["postpartum haemorrhage", "pph", "obstetric haemorrhage"],
    summary:
      "The RCOG guideline on preventing and managing bleeding after birth. Primary PPH is a loss of 500 mL or more within 24 hours of birth, major when over 1000 mL; secondary PPH is abnormal bleeding from 24 hours up to 12 weeks after birth. It covers risk factors, uterotonic prophylaxis, resuscitation and the treatment of the cause.",
  },
  "nhs-highland-pph": {
    topics: ["postpartum haemorrhage", "shock", "tachycardia", "hypotension"],
    summary:
      "NHS Highland's obstetric guideline on PPH. Because pregnancy expands the blood volume and cardiac output, a woman can lose a large share of her blood with a fast pulse as the only sign; a systolic pressure falling to 90–80 mmHg goes with about 1–1.5 L lost and a pulse over 110 with more. Blood loss should be measured rather than estimated.",
  },
  "collins-2019-pph-fibrinogen": {
    topics: ["postpartum haemorrhage", "fibrinogen", "coagulopathy", "platelets"],
    summary:
      "A review of a ten-year Cardiff research programme on bleeding after birth: fibrinogen is the first clotting factor to fall, and a low level predicts progression to severe PPH; it needs replacing only below 2 g/L. Other factor deficiencies and a low platelet count are uncommon unless the bleed is very large, there is placental abruption or the count was low beforehand.",
  },
  "bsh-2020-iron-pregnancy": {
    topics: ["iron deficiency", "anaemia", "pregnancy", "ferritin", "oral iron"],
    summary:
      "The UK guideline on iron deficiency in pregnancy: a ferritin below 30 µg/L indicates iron deficiency. Treatment is oral iron, 40–80 mg of elemental iron each morning (alternate days or lower doses if it upsets the stomach), with haemoglobin checked after 2–3 weeks; intravenous iron is considered late in pregnancy (after 34 weeks with haemoglobin below 100 g/L) or when oral iron fails. Iron continues for three months after recovery and until at least six weeks after birth.",
  },
  "ica-2015-aki-cirrhosis": {
    topics: ["acute kidney injury", "cirrhosis", "ascites", "hepatorenal syndrome", "albumin"],
    summary:
      "The International Club of Ascites consensus on kidney injury in cirrhosis: acute kidney injury is a creatinine rise of 0.3 mg/dL or more within 48 hours or of 50% or more from baseline. Diuretics and nephrotoxic drugs are stopped and a trigger sought; hepatorenal syndrome (HRS-AKI) is diagnosed when creatinine does not improve after two days of diuretic withdrawal and IV albumin (1 g/kg a day, at most 100 g), with no shock, no nephrotoxic drug and no sign of structural kidney disease. It is treated with a vasoconstrictor and albumin as a bridge, and liver transplant assessment.",
  },
  "arup-lyme-immunoblot-igm-4-weeks": {
    topics: ["lyme disease", "immunoblot", "igm", "two-tier testing"],
    summary:
      "A US reference laboratory's notes on the Lyme immunoblot, following the CDC two-tier approach: the blot is used only to confirm a positive or equivocal screening immunoassay, and the IgM blot is useful only in the first 4 weeks of symptoms, not after. CDC's own testing page likewise says a positive IgM result is disregarded once the illness has lasted more than 30 days.",
  },
  "seriburi-2012-lyme-igm-false-positive": {
    topics: ["lyme disease", "igm immunoblot", "false positive", "antibiotics"],
    summary:
      "Among 182 people referred to an infectious-diseases practice for possible Lyme disease, more than a quarter had a false-positive IgM immunoblot, and most of those had already been given antibiotics they did not need. The problem was seen across commercial laboratories.",
  },
  "nice-cg189-obesity": {
    topics: ["obesity", "bmi", "waist-to-height ratio", "muscular build"],
    summary:
      "NICE's obesity guideline classes adults' BMI as overweight from 25 and obesity from 30 (class I 30–34.9, class II 35–39.9, class III 40 or more), with lower thresholds for some ethnic groups, and assesses it together with a measure of central fat: adults with a BMI under 35 are encouraged to measure their waist-to-height ratio, with 0.5 or more meaning increased health risk. BMI does not separate muscle from fat, so in very muscular adults it can overstate body fat and is read with caution.",
  },
  "sanders-2014-achr-antibody-change": {
    topics: ["myasthenia gravis", "acetylcholine receptor antibody", "achr", "titre"],
    summary:
      "The acetylcholine receptor antibody supports a diagnosis of myasthenia gravis, but its level tracks how the disease is doing only loosely: in a clinic series it fell in most patients whether or not they improved, so commercial antibody levels are not recommended as a marker of improvement. Day-to-day control is judged clinically.",
  },
  "gill-2005-cholinesterase-anticholinergic-cascade": {
    topics: [
      "donepezil",
      "cholinesterase inhibitor",
      "oxybutynin",
      "anticholinergic",
      "prescribing cascade",
      "dementia",
    ],
    summary:
      "Cholinesterase inhibitors for dementia can cause or worsen urinary incontinence, and people with dementia who start one are more often then given a bladder anticholinergic such as oxybutynin: a prescribing cascade. The two drugs work against each other, and the anticholinergic can worsen confusion and function, so new incontinence on a cholinesterase inhibitor prompts a review of that drug before an anticholinergic is added.",
  },
  "hill-2020-clarithromycin-doac": {
    topics: ["clarithromycin", "azithromycin", "doac", "apixaban", "rivaroxaban", "dabigatran", "bleeding"],
    summary:
      "A population study of older adults already taking dabigatran, apixaban or rivaroxaban compared those newly given clarithromycin with those given azithromycin. Clarithromycin, which blocks CYP3A4 and P-glycoprotein, was followed by more hospital admissions for major bleeding within 30 days (under 1% against about 0.4%, hazard ratio about 1.7), so an antibiotic that does not interact is preferred when it suits the infection.",
  },
  "apixaban-label-dual-inhibitors": {
    topics: ["apixaban", "cyp3a4", "p-glycoprotein", "ketoconazole", "ritonavir", "clarithromycin", "interaction"],
    summary:
      "Apixaban is cleared partly through CYP3A4 and P-glycoprotein. Its label halves a 5 or 10 mg twice-daily dose when a drug that strongly blocks both (such as ketoconazole, itraconazole or ritonavir) is added, and avoids the combination at 2.5 mg; it treats clarithromycin as such an inhibitor but asks for no dose change with it. NSAIDs and antiplatelet drugs add to the bleeding risk.",
  },
  "mhra-2019-oral-retinoid-ppp": {
    topics: ["isotretinoin", "pregnancy prevention programme", "contraception", "teratogen", "acne"],
    summary:
      "Oral retinoids such as isotretinoin cause serious birth defects, so anyone who could become pregnant takes them only within a Pregnancy Prevention Programme: counselling, effective contraception without a break from a month before until a month after treatment (ideally a method that does not depend on the user, or two methods including a barrier), and pregnancy tests before, during and after treatment. Condoms on their own are not enough.",
  },
  "jdiaa-2022-pseudo-bartter": {
    topics: [
      "pseudo-bartter syndrome",
      "hypokalaemia",
      "diuretic misuse",
      "laxative misuse",
      "purging",
      "metabolic alkalosis",
    ],
    summary:
      "A short review of low potassium with a metabolic alkalosis and high renin and aldosterone. Inherited salt-wasting conditions (Gitelman and Bartter) look the same in the blood as the acquired form, which in adults most often comes from hidden misuse of water pills or laxatives or from self-induced vomiting, usually in people with an eating disorder or body-image worries.",
  },
  "gletsu-miller-2012-copper-rygb": {
    topics: ["copper deficiency", "gastric bypass", "bariatric surgery", "anaemia", "neuropathy"],
    summary:
      "A study from one bariatric centre: about one in ten people followed after Roux-en-Y gastric bypass had low copper, and about one in five developed it within two years. Most had anaemia, a low white cell count or nerve and muscle problems. Because untreated copper deficiency can cause lasting harm, copper should be checked regularly after a bypass.",
  },
  "oudman-2018-wernicke-bariatric": {
    topics: ["wernicke encephalopathy", "thiamine", "bariatric surgery", "sleeve gastrectomy", "vomiting"],
    summary:
      "A review of 118 reported cases of Wernicke encephalopathy after weight-loss surgery, about half after gastric bypass and others after newer operations such as the sleeve. Patients were young, and most had vomiting, unsteady gait, a change in mental state or abnormal eye movements. Treatment was often inadequate; when the condition is suspected, thiamine should be measured and replaced by injection or infusion.",
  },
  "nice-cg100-2010": {
    topics: ["alcohol withdrawal", "alcohol dependence", "delirium tremens", "seizures", "thiamine", "wernicke"],
    summary:
      "NICE guidance on the physical complications of alcohol use. People in withdrawal, or at high risk of withdrawal seizures or delirium tremens, are offered admission for medically assisted withdrawal, with a lower threshold for vulnerable groups such as 16 and 17 year olds. Dependent drinkers who are not admitted are advised not to cut down suddenly and are linked with local alcohol services. Dependent drinkers are offered oral thiamine to prevent Wernicke's encephalopathy.",
  },
  "mcpherson-2017-age-fibrosis-scores": {
    topics: ["fib-4", "nafld fibrosis score", "age", "liver fibrosis", "masld"],
    summary:
      "Blood-based fibrosis scores such as FIB-4 were built and checked mostly in people aged 35 to 65. In a European biopsy cohort they barely separated advanced from milder fibrosis at 35 or younger, while they worked reasonably above 35 and became too unspecific from 65, where higher cut-offs were proposed. In young adults the score is therefore not a reliable grade of fibrosis, and a direct test such as elastography is preferred when fibrosis is in question.",
  },
  "ajem-2022-dress-review": {
    topics: [
      "dress",
      "drug reaction with eosinophilia",
      "severe cutaneous adverse reaction",
      "allopurinol",
      "carbamazepine",
    ],
    summary:
      "DRESS is a delayed, severe drug hypersensitivity reaction, usually weeks after starting drugs such as anticonvulsants or allopurinol, with rash, fever, facial swelling, raised eosinophils and inflammation of organs such as the liver and kidneys. It can be fatal; the culprit drug is stopped at once and care is supportive, usually with corticosteroids.",
  },
  "checkley-2010-bis-eosinophilia": {
    topics: ["eosinophilia", "returned traveller", "migrant", "strongyloides", "schistosomiasis", "helminth"],
    summary:
      "UK recommendations for eosinophilia in people back from or coming from the tropics: it often means a worm infection, frequently silent. Everyone in this group should have concentrated stool microscopy and strongyloides serology, with schistosoma tests and others chosen by where they have been.",
  },
  "cdc-strongyloides-treatment": {
    topics: ["strongyloides", "hyperinfection", "corticosteroids", "ivermectin", "immunosuppression"],
    summary:
      "Strongyloides infection is treated whenever found, even without symptoms, because immune suppression can turn it into a hyperinfection or disseminated disease. People about to start immunosuppressive treatment, corticosteroids in particular, should be considered for testing first.",
  },
  "bsh-2017-primary-aiha": {
    topics: ["autoimmune haemolytic anaemia", "aiha", "direct antiglobulin test", "dat", "coombs", "haemolysis"],
    summary:
      "British Society for Haematology guidance on primary autoimmune haemolytic anaemia: haemolysis driven by the patient's own immune system against their red cells, shown by a positive direct antiglobulin test alongside the markers of red cell breakdown. Warm, mostly IgG, disease is usually treated first with corticosteroids, and a secondary cause such as a lymphoproliferative or autoimmune disease is looked for.",
  },
  "ncep-atp3-2002": {
    topics: ["ldl cholesterol", "lipid classification", "near optimal", "primary prevention"],
    summary:
      "The NCEP Adult Treatment Panel III report (2002) classes LDL cholesterol as optimal below 100 mg/dL (2.6 mmol/L), near or above optimal at 100–129, borderline high at 130–159, high at 160–189 and very high at 190 or more. Risk rises continuously with LDL, and treatment goals depend on the person's other risk factors: with none or one, the goal is below 160 mg/dL. Later US guidelines base decisions on overall risk rather than LDL goals, but the bands still describe how far a result is from optimal.",
  },
  "nice-ng239-b12": {
    topics: ["vitamin b12 deficiency", "neuropathy", "memory", "balance", "pernicious anaemia"],
    summary:
      "NICE's 2024 guideline on B12 deficiency in people over 16 lists its signs: anaemia or large red cells, memory and concentration problems, eyesight problems from the optic nerve, a sore tongue, and nerve or spinal cord problems such as numbness, tingling, poor balance and falls. Blood is taken before replacement starts, and some causes need treatment for life.",
  },
  "nhs-lothian-b12-neurological": {
    topics: ["vitamin b12 deficiency", "hydroxocobalamin", "neurological symptoms", "subacute combined degeneration"],
    summary:
      "An NHS referral guideline on B12 deficiency with neurological symptoms: these may be its only sign, from spinal cord, nerve or optic nerve damage; cord or optic symptoms need same-day emergency admission, while mild, intermittent sensory symptoms with normal reflexes and vibration sense rarely come from B12; alternate-day intramuscular injections that bring no response in mild cases are stopped after two weeks and other causes sought.",
  },
  "endocrine-society-testosterone-monitoring": {
    topics: ["testosterone", "haematocrit", "erythrocytosis", "sleep apnoea", "monitoring"],
    summary:
      "The Endocrine Society's monitoring advice for men on testosterone: the haematocrit is checked before treatment, at about 3 months and then yearly. Above 54% the treatment is paused until the haematocrit falls to a safe level, low oxygen and sleep apnoea are looked for, and it is restarted at a lower dose.",
  },
  "nice-ng17-2015": {
    topics: ["type 1 diabetes", "hba1c target", "adults", "glycaemic control", "diagnosis", "ketosis"],
    summary:
      "NICE guidance for adults with type 1 diabetes. People are supported to aim for an HbA1c of 48 mmol/mol (6.5%) or lower to reduce long-term blood-vessel complications, with a personal target agreed that weighs hypoglycaemia, work, daily activities and other conditions. This is tighter than the 7% (53 mmol/mol) goal often quoted for diabetes in general. Type 1 diabetes is diagnosed on clinical grounds: ketosis, rapid weight loss, onset before 50, a BMI below 25 and personal or family autoimmune disease make it likely, though older or heavier people are not excluded.",
  },
  "ash-2017-newly-diagnosed-itp": {
    topics: ["immune thrombocytopenia", "itp", "corticosteroids", "mucosal bleeding", "platelets"],
    summary:
      "An American Society of Hematology teaching review of newly diagnosed immune thrombocytopenia: the platelets are destroyed by antibodies and made too slowly. Treatment at diagnosis aims to stop serious or mucosal bleeding and to raise the count to prevent later bleeding; a course of corticosteroids is the standard first treatment, though many relapse when it stops.",
  },
  "nice-ng24-transfusion": {
    topics: ["preoperative anaemia", "iron deficiency", "intravenous iron", "blood transfusion", "surgery"],
    summary:
      "NICE's blood transfusion guideline treats iron-deficiency anaemia before surgery to reduce transfusion: oral iron before and after the operation, and intravenous iron considered when oral iron is not tolerated or absorbed, when iron deficiency is functional, or when there is too little time before surgery for oral iron to work.",
  },
  "endocrine-society-2014-ped": {
    topics: ["anabolic-androgenic steroids", "performance-enhancing drugs", "bodybuilding", "harm reduction"],
    summary:
      "An Endocrine Society scientific statement on performance-enhancing drugs: most users are recreational weightlifters rather than competitive athletes, often taking doses far above replacement together with other drugs, and use is linked with higher mortality and with heart, liver, kidney, hormonal, psychiatric and infectious harm.",
  },
  "bond-2022-aas-review": {
    topics: ["anabolic-androgenic steroids", "dyslipidaemia", "erythrocytosis", "hypogonadism", "hepatotoxicity"],
    summary:
      "A clinical review of how anabolic-androgenic steroids act and what harm they do: raised blood pressure, liver injury (mainly oral agents), an adverse lipid profile, suppressed natural testosterone production and infertility, breast tissue growth and heart muscle disease. Gonadotrophins usually recover within months of stopping, testicular function over months to years.",
  },
  "nice-ng87-2018": {
    topics: ["adhd", "stimulants", "methylphenidate", "lisdexamfetamine", "cardiovascular monitoring"],
    summary:
      "NICE's ADHD guideline asks for a physical health review before medication, a cardiology opinion when there is a family history of early sudden cardiac death or symptoms that suggest heart disease or arrhythmia, monitoring of heart rate and blood pressure during treatment (in children against centile charts for age, with specialist advice when the systolic pressure is above the 95th centile on two occasions), and referral when blood pressure is raised.",
  },
  "ash-imagebank-pseudothrombocytopenia": {
    topics: ["pseudothrombocytopenia", "platelet clumping", "edta", "citrate", "platelets"],
    summary:
      "A teaching case from the American Society of Hematology image bank: a man without bleeding had a very low automated platelet count, the film showed platelets clumped together in the EDTA sample, and a count repeated in a sodium citrate tube was normal, so nothing further was needed. A low count without bleeding and with clumps on the film calls for a repeat in another anticoagulant before any work-up or treatment.",
  },
  "lardinois-2021-pseudothrombocytopenia": {
    topics: ["pseudothrombocytopenia", "platelet clumping", "edta", "anticoagulant", "thrombocytopenia"],
    summary:
      "A review of falsely low platelet counts caused by platelets clumping in the tube, usually with EDTA but sometimes with other anticoagulants. Missing it leads to needless tests and harmful treatment such as platelet transfusion or corticosteroids; the review sets out causes, how often it occurs and a laboratory approach to recognising it.",
  },
  "gpnotebook-glycosuria-pregnancy": {
    topics: ["glycosuria", "pregnancy", "urine dipstick", "renal threshold", "gestational diabetes"],
    summary:
      "A GP reference page on sugar in the urine during pregnancy: it is more common than outside pregnancy because the kidneys filter more and the threshold at which glucose spills into the urine falls, so it can appear with normal blood glucose. Repeated or heavier dipstick glycosuria can still point to gestational diabetes, which NICE asks clinicians to consider testing for.",
  },
  "fda-2021-statins-pregnancy": {
    topics: ["statin", "pregnancy", "breastfeeding", "hyperlipidaemia", "drug safety"],
    summary:
      "In 2021 the US regulator removed the blanket pregnancy contraindication from statin labels so that very-high-risk patients can decide case by case, but it still advises that most people stop a statin once pregnant: the drugs may harm the fetus, and a pause of some months matters little for a chronic disease, so lipid treatment is generally not needed in pregnancy. Statins are not advised while breastfeeding.",
  },
  "immunize-org-varicella-pregnancy": {
    topics: ["varicella vaccine", "chickenpox", "pregnancy", "preconception", "live vaccine"],
    summary:
      "An expert answer from Immunize.org, based on US immunisation advice: the live chickenpox vaccine is not given in pregnancy. A person without immunity who may become pregnant is offered two doses a month or two apart and avoids pregnancy for a month after each; one found non-immune in pregnancy has the first dose after the birth, before going home, and the second a month or two later.",
  },
  "immunize-org-mmr-pregnancy": {
    topics: ["rubella", "mmr vaccine", "pregnancy", "postpartum", "live vaccine"],
    summary:
      "Expert answers from Immunize.org on rubella immunity and MMR: the vaccine is live and not given to someone who is pregnant, and pregnancy is avoided for 28 days after a dose. A person whose rubella antibody is not clearly positive despite earlier doses is given one more dose rather than retested; a woman found non-immune in pregnancy is vaccinated after the birth.",
  },
  "nice-cg184-dyspepsia": {
    topics: ["dyspepsia", "helicobacter pylori", "eradication therapy", "reflux", "proton pump inhibitor"],
    summary:
      "NICE's guideline on reflux and indigestion in adults: people with dyspepsia are tested for Helicobacter pylori and those who test positive are offered a one-week eradication course of an acid-reducing medicine with two antibiotics, chosen to avoid antibiotics taken recently. People with alarm features are referred for endoscopy under the suspected cancer guidance instead of being treated first.",
  },
  "aepi-2021-epilepsy-reproduction": {
    topics: ["folic acid", "epilepsy", "antiseizure medication", "pregnancy", "neural tube defect"],
    summary:
      "A review of reproductive care for women with epilepsy whose first table compares guideline advice on folic acid: the UK guidelines (SIGN, RCOG, NICE) advise 5 mg a day for women on antiseizure medicines from before conception to the end of the first trimester, far above the 400 micrograms advised for other women, while American guidance sets a lower minimum.",
  },
  "sarcoidosis-vitamin-d-2016": {
    topics: ["sarcoidosis", "vitamin d", "hypercalcaemia", "1,25-dihydroxyvitamin d"],
    summary:
      "A records study of people with sarcoidosis: those prescribed vitamin D became hypercalcaemic about twice as often as those not, with more moderate and severe cases and a higher risk with kidney failure. Because the granulomas convert 25-hydroxyvitamin D to the active hormone, a low 25-hydroxyvitamin D can sit beside a high active level, and few patients had the active form measured before the prescription.",
  },
  "capolongo-2016-sarcoidosis-vitamin-d": {
    topics: ["sarcoidosis", "vitamin d", "calcium", "hypercalciuria"],
    summary:
      "A prospective study of vitamin D and calcium handling in active sarcoidosis in two populations. It notes that active vitamin D made outside the kidney, driven by the supply of 25-hydroxyvitamin D, is thought to raise urine and blood calcium, which is why vitamin D repletion is often avoided in this disease.",
  },
  "nice-cg183-bmj-2014-drug-allergy": {
    topics: ["drug allergy", "anaphylaxis", "penicillin allergy", "allergy documentation"],
    summary:
      "A BMJ summary of NICE's drug allergy guideline (CG183): a suspected drug allergy is documented in a structured way, naming the drug, the reaction and its severity, the date, and the drugs or drug classes to avoid, and kept visible to everyone who prescribes; poor documentation leaves wrong or missing allergy labels.",
  },
  "nice-cg134-anaphylaxis": {
    topics: ["anaphylaxis", "adrenaline auto-injector", "allergy referral", "mast cell tryptase"],
    summary:
      "NICE guidance for the time after emergency treatment of suspected anaphylaxis: record the reaction and its circumstances, take timed tryptase samples in adults, offer a prescription for two adrenaline auto-injectors before discharge with advice to carry them at all times, and refer to a specialist allergy service to establish the trigger.",
  },
  "mhra-2015-mycophenolate-pregnancy": {
    topics: ["mycophenolate", "pregnancy", "contraception", "teratogen"],
    summary:
      "The UK regulator warns that mycophenolate causes serious birth defects and miscarriage at high rates. It should not be used in pregnancy unless nothing else can prevent transplant rejection; treatment starts only after a negative pregnancy test, with reliable contraception during treatment and for six weeks afterwards, and a patient who may be pregnant contacts the doctor at once.",
  },
  "medscape-leflunomide-pregnancy": {
    topics: ["leflunomide", "pregnancy", "washout", "colestyramine"],
    summary:
      "A clinical reference answer on leflunomide in pregnancy: it is strongly teratogenic and contraindicated. Its active metabolite can take up to two years to clear, so stopping it is not enough before conception: colestyramine 8 g three times a day for 11 days clears it, and two blood tests at least two weeks apart confirm a level below 0.02 mg/L.",
  },
  "clowse-2005-cyclophosphamide-pregnancy": {
    topics: ["cyclophosphamide", "pregnancy", "lupus", "teratogen"],
    summary:
      "A small US case series of women with lupus: every pregnancy exposed to cyclophosphamide, whether early by accident or later for severe disease, ended in loss. The drug is avoided in pregnancy because it harms the unborn baby.",
  },
  "mhra-2023-jak-inhibitors": {
    topics: ["jak inhibitor", "tofacitinib", "baricitinib", "upadacitinib", "cardiovascular risk", "vte"],
    summary:
      "The UK regulator treats the excess of heart attacks and strokes, cancers, blood clots, serious infections and deaths seen with tofacitinib against TNF inhibitors as a class effect of JAK inhibitors for inflammatory disease. They are avoided, unless nothing else suits, in people aged 65 or over, long-time smokers past or present, and those with other heart or cancer risk factors, and used carefully with other clot risks.",
  },
  "jak-inhibitor-lymphopenia-product-information": {
    topics: ["baricitinib", "tofacitinib", "lymphopenia", "jak inhibitor", "monitoring"],
    summary:
      "Product information for the JAK inhibitors pauses treatment when the lymphocyte count falls below 0.5 × 10⁹/L (baricitinib, abrocitinib), and tofacitinib's label stops the drug when a repeat test confirms a count that low, since the risk of serious infection rises.",
  },
  "green-book-ch6-live-vaccines": {
    topics: ["live vaccine", "immunosuppression", "biologic", "yellow fever", "mmr", "vaccination"],
    summary:
      "The UK immunisation handbook's chapter on contraindications: people on current or recent immunosuppressive treatment, including biological medicines, may need live vaccines avoided or delayed, because the weakened vaccine germ can cause serious infection; inactivated vaccines remain usable, and specialist advice is sought when in doubt.",
  },
  "shingrix-recombinant-immunosuppressed": {
    topics: ["shingles vaccine", "shingrix", "zostavax", "immunosuppression"],
    summary:
      "Canada's immunisation guide on shingles vaccines: the recombinant vaccine (Shingrix) is not live and is licensed for adults whose illness or treatment suppresses immunity, whereas Zostavax contains live virus.",
  },
  "sps-sulfasalazine-monitoring": {
    topics: ["sulfasalazine", "dmard monitoring", "neutropenia", "agranulocytosis"],
    summary:
      "NHS pharmacy guidance on blood monitoring for sulfasalazine: frequent counts early in treatment, and the drug is stopped with the consultant contacted when white cells, neutrophils or platelets fall below set limits or liver enzymes rise above 100 units/L; a severe sore throat or mouth ulcers call for an immediate blood count.",
  },
  "cancer-1988-cyclophosphamide-cystitis": {
    topics: ["cyclophosphamide", "haemorrhagic cystitis", "haematuria", "bladder cancer"],
    summary:
      "A review of 100 patients with bladder bleeding caused by cyclophosphamide: visible blood in the urine was the main sign, it came sooner with intravenous treatment, some needed the bladder removed and a few later developed bladder cancer; urine tests, cytology and cystoscopy are used to diagnose and follow it.",
  },
  "acb-1995-alcohol-iron-status": {
    topics: ["raised ferritin", "alcohol", "transferrin saturation", "haemochromatosis"],
    summary:
      "A study of iron tests in people admitted for alcohol withdrawal: one in six had a ferritin or transferrin saturation in the range that suggests iron overload, the ferritin rise followed alcohol-related liver injury, and both values fell once drinking stopped, so iron tests in heavy drinkers can mislead and are better judged after a period without alcohol.",
  },
  "genereviews-aatd": {
    topics: ["alpha-1 antitrypsin deficiency", "emphysema", "liver disease", "serpina1"],
    summary:
      "A genetics reference on alpha-1 antitrypsin deficiency: an inherited shortage of a protein that shields the lungs, causing emphysema or bronchiectasis in adults (much sooner in smokers) and liver disease at any age; it is diagnosed from a low blood level confirmed by the genotype or protein type.",
  },
  "barr-1988-aat-acute-phase": {
    topics: ["alpha-1 antitrypsin", "acute phase response", "pregnancy", "phenotype"],
    summary:
      "In people carrying S or Z deficiency alleles, almost all had an alpha-1 antitrypsin level in or above the normal range while they had an inflammatory (acute phase) response or were pregnant, so a normal level at such a time does not rule out a deficiency variant.",
  },
  "ers-2017-aatd-statement": {
    topics: ["alpha-1 antitrypsin deficiency", "emphysema", "augmentation therapy", "expert centres"],
    summary:
      "The European Respiratory Society statement on lung disease in alpha-1 antitrypsin deficiency: the commonest inherited disorder of adults, raising the risk of emphysema (strongly tied to smoking) and liver disease, often undiagnosed; augmentation therapy is the only specific treatment, and care should be overseen by national or regional expert centres.",
  },
  "ats-ers-2003-aatd-standards": {
    topics: ["alpha-1 antitrypsin deficiency", "family testing", "siblings"],
    summary:
      "The joint American and European respiratory societies' standards for alpha-1 antitrypsin deficiency, as summarised: people with lung or liver disease and relatives of a known case are tested; siblings of an affected person should be tested, and testing of children, parents and more distant relatives considered.",
  },
  "nhs-scotland-saba-prescribing": {
    topics: ["asthma", "saba overuse", "reliever inhaler", "asthma review"],
    summary:
      "Scottish prescribing guidance on reliever inhalers in asthma: heavy reliever use signals poor control, 3 or more inhalers a year goes with more attacks and should prompt a review, and the national review of asthma deaths found many who died had used more than 12 a year.",
  },
  "wolkove-2009-amiodarone-lung": {
    topics: ["amiodarone", "pulmonary toxicity", "pneumonitis", "interstitial lung disease"],
    summary:
      "A review of lung damage from amiodarone: it can occur at any dose, usually as a pneumonitis with widespread shadowing on X-ray and CT, is diagnosed after other causes are excluded, and mostly improves when the drug is stopped early and steroids are given.",
  },
  "medicinetoday-2009-amiodarone-liver": {
    topics: ["amiodarone", "hepatotoxicity", "drug-induced liver injury", "alt"],
    summary:
      "A clinical review of liver damage from amiodarone: it can appear at low doses and early or late in treatment, is rare but can be fatal, and becomes more likely with dose and duration. Liver tests are checked regularly during treatment and for a year after; the drug is stopped when ALT passes three times the laboratory's upper limit, and the reason for taking it is reviewed.",
  },
  "livertox-amiodarone": {
    topics: ["amiodarone", "hepatotoxicity", "drug-induced liver injury"],
    summary:
      "The NIH drug-induced liver injury reference on amiodarone: it causes several distinct kinds of liver injury, builds up in liver cells, takes up to about six months to leave the body, and harms the liver more often at higher doses.",
  },
  "emj-2020-methotrexate-lung": {
    topics: ["methotrexate", "pneumonitis", "rheumatoid arthritis", "interstitial lung disease"],
    summary:
      "A review of methotrexate and the lung in rheumatoid arthritis: methotrexate pneumonitis is uncommon, usually starts within the first year with cough, breathlessness and often fever, and is treated by stopping methotrexate and giving high-dose steroids; lung disease from rheumatoid arthritis itself can look similar.",
  },
  "bts-2019-bronchiectasis": {
    topics: ["bronchiectasis", "pseudomonas aeruginosa", "eradication", "exacerbation"],
    summary:
      "The British Thoracic Society's adult bronchiectasis guideline: when Pseudomonas aeruginosa grows for the first time, eradication antibiotics are offered, because chronic infection brings more flare-ups, poorer quality of life and higher mortality; flare-ups are treated for 14 days with antibiotics chosen from sputum results.",
  },
  "begin-2013-food-allergy-diagnosis": {
    topics: ["food allergy", "specific ige", "sensitisation", "allergy testing"],
    summary:
      "A review of how food allergy is diagnosed: skin and blood IgE tests are not specific, so they are read against how likely allergy was from the history; some people eat a food without trouble despite high IgE to it, and the oral food challenge settles doubtful cases.",
  },
  "nice-cg116-food-allergy": {
    topics: ["food allergy", "allergy-focused history", "children"],
    summary:
      "NICE guidance on food allergy in children and young people: assessment starts from a suspicion of allergy and an allergy-focused clinical history, which decides whether allergy is likely and which tests, if any, are worth doing.",
  },
  "ers-2020-ics-withdrawal-copd": {
    topics: ["copd", "inhaled corticosteroid", "blood eosinophils", "ics withdrawal", "pneumonia"],
    summary:
      "The European Respiratory Society's guideline on stopping inhaled steroids in COPD: stopping can be considered in people without frequent flare-ups, should not be done when blood eosinophils are 300 per microlitre or more, and should leave one or two long-acting bronchodilators in place; pneumonia is among the harms of long-term inhaled steroids.",
  },
  "lei-cpap-resistant-hypertension": {
    topics: ["resistant hypertension", "obstructive sleep apnoea", "cpap", "ambulatory blood pressure"],
    summary:
      "A pooled analysis of six trials in people with both sleep apnoea and blood pressure that stays high on three or more drugs: using CPAP at night lowered 24-hour blood pressure by roughly 5 mmHg systolic and 4 mmHg diastolic.",
  },
  "frenkel-2019-glucocorticoid-wbc-copd": {
    topics: ["corticosteroids", "eosinophils", "eosinopenia", "white cell count", "copd exacerbation"],
    summary:
      "A study of people admitted with a COPD flare: those who had been given steroid tablets or injections, whether long term or for the flare, had lower blood eosinophil counts and higher white cell counts than those who had not; the authors used the eosinophil count as a marker of steroid effect.",
  },
  "valent-2019-tryptase-20-2": {
    topics: ["tryptase", "mast cell activation", "anaphylaxis", "mastocytosis"],
    summary:
      "An expert paper on reading tryptase after a reaction: the surest sign that mast cells fired is an acute level that rises above the person's own baseline by more than 20% plus 2 µg/L; baselines differ between people, and a raised baseline can come from an inherited trait or from mastocytosis.",
  },
  "nhs-highland-chlamydia-2023": {
    topics: ["chlamydia", "doxycycline", "partner notification", "sexually transmitted infection"],
    summary:
      "Regional NHS guidance that follows the national chlamydia guideline: a week of doxycycline is the first choice, azithromycin is kept for second line and pregnancy, partners are traced and treated through sexual health services, sex is avoided until everyone is treated, and the rest of the STI screen is completed.",
  },
  "lalloo-2016-uk-malaria": {
    topics: ["malaria", "returning traveller", "fever after travel", "blood film", "plasmodium falciparum"],
    summary:
      "The UK malaria treatment guidelines: anyone feverish or unwell after visiting a malaria area is tested for malaria, as falciparum malaria, the commonest imported kind, can quickly become severe. Thick and thin blood films are the test of choice, and one negative specimen is not enough to rule malaria out. Falciparum malaria seldom appears more than six months after the trip, while other kinds can appear over a year later.",
  },
  "cdc-malaria-clinicians": {
    topics: ["malaria", "fever after travel", "returning traveller"],
    summary:
      "CDC's malaria guidance for clinicians: think of malaria in anyone with a fever who has been to a place where it is transmitted in the months before falling ill, as its symptoms are not specific. Suspected malaria is assessed urgently, and treatment normally follows laboratory confirmation.",
  },
  "nhs-borders-gonorrhoea-bashh": {
    topics: ["gonorrhoea", "ceftriaxone", "test of cure", "sexually transmitted infection"],
    summary:
      "An NHS Scotland gonorrhoea guideline used with the UK national (BASHH) guideline: uncomplicated gonorrhoea is treated with one 1 g injection of ceftriaxone into a muscle, swabs for culture are taken before treatment, and a test of cure is done about three weeks after treatment.",
  },
  "cdc-2020-gonococcal-update": {
    topics: ["gonorrhoea", "ceftriaxone", "neisseria gonorrhoeae", "sexually transmitted infection"],
    summary:
      "CDC's 2020 update on treating gonorrhoea: one 500 mg injection of ceftriaxone into a muscle replaces the older two-drug treatment, with a week of doxycycline added when chlamydia has not been ruled out. Throat infections are harder to cure, and a repeat test about three months later looks for reinfection.",
  },
  "french-2003-linezolid-safety": {
    topics: ["linezolid", "thrombocytopenia", "myelosuppression", "blood count monitoring"],
    summary:
      "A review of linezolid's safety: it is generally well tolerated for up to 28 days, but it can lower platelets and, less often, red and white cells, mostly after 2 weeks or more of treatment and reversibly. Blood counts are checked weekly when treatment goes beyond 14 days, and linezolid is stopped if the marrow is suppressed.",
  },
  "fda-2011-linezolid-serotonergic": {
    topics: ["linezolid", "serotonin syndrome", "ssri", "snri", "drug interaction"],
    summary:
      "The FDA's warning that the antibiotic linezolid, which blocks an enzyme that breaks down serotonin, can cause serotonin syndrome with serotonergic psychiatric medicines, most often SSRIs and SNRIs. Linezolid is generally avoided in people taking them, unless the infection is life-threatening or needs it urgently, such as resistant enterococcal or MRSA infections.",
  },
  "bts-nice-sign-acute-asthma-adults": {
    topics: ["acute asthma", "asthma attack", "life-threatening asthma", "peak flow", "oxygen saturation"],
    summary:
      "The UK asthma pathway's grading of an asthma attack in adults: a severe attack has any of a peak flow a third to a half of the person's best, fast breathing (25 a minute or more), a fast pulse (110 or more) or being unable to finish a sentence; a life-threatening one has any of a peak flow under a third of best, an oxygen saturation under 92%, a silent chest, blue lips, poor breathing effort, a low blood pressure or an abnormal rhythm, exhaustion or reduced consciousness, and needs blood gases. People in a severe attack may not look distressed.",
  },
  "nhs-lothian-cdi-recurrence": {
    topics: [
      "clostridioides difficile",
      "c. difficile relapse",
      "c. difficile recurrence",
      "fidaxomicin",
      "oral vancomycin",
    ],
    summary:
      "A Scottish health board's antibiotic guide for a C. difficile infection that comes back: if it returns within 12 weeks (a relapse) fidaxomicin is used for 10 days, unless the first course was not finished; if it returns later, oral vancomycin for 10 days. Severity is reviewed and an infection specialist consulted.",
  },
  "nice-ng199-cdiff": {
    topics: [
      "clostridioides difficile",
      "c. difficile infection",
      "oral vancomycin",
      "fidaxomicin",
      "proton pump inhibitor",
    ],
    summary:
      "NICE's guideline on C. difficile infection: stop the antibiotics that led to it unless they are essential, review acid-suppressing and other medicines that can harm in diarrhoea, and give an oral antibiotic (vancomycin first, fidaxomicin next) for a first episode. Severity is judged by the white cell count, a rise in creatinine, fever and signs of severe colitis; life-threatening disease needs urgent specialist care.",
  },
  "nice-ng33-tb": {
    topics: ["tuberculosis", "latent tb", "igra", "tb contact tracing"],
    summary:
      "NICE's tuberculosis guideline covers preventing, finding and treating latent and active TB. Close contacts of infectious TB are tested; after a positive test active TB is looked for first, and everyone under 65 found to have latent TB is offered treatment.",
  },
  "immunize-org-hepb-nonresponse": {
    topics: ["hepatitis b vaccine", "anti-hbs", "vaccine non-responder", "healthcare worker"],
    summary:
      "Expert answers following CDC advice: a health worker whose hepatitis B antibody is under 10 mIU/mL after the vaccine course has more vaccine (one dose, or a whole second course) and a repeat test one to two months later. If it is still low, tests for current or past infection follow; someone without infection who never responds stays unprotected and needs immune globulin after any exposure to infected blood.",
  },
  "hse-asb-pregnancy": {
    topics: ["asymptomatic bacteriuria", "pregnancy", "urine culture", "test of cure"],
    summary:
      "Irish national antibiotic guidance: bacteria growing in urine at 10^5 CFU/mL or more without symptoms are treated in pregnancy, as treatment lowers the risk of kidney infection, early birth and low birth weight. A second culture usually confirms it first; the antibiotic suits the organism and the stage of pregnancy, nitrofurantoin is avoided near term, and a culture afterwards confirms clearance.",
  },
  "who-mhgap-antipsychotic-combination": {
    topics: ["antipsychotic", "polypharmacy", "psychosis", "schizophrenia"],
    summary:
      "The WHO mental health gap programme's evidence review on combining antipsychotics: one antipsychotic at a time is the routine approach, and a combination is considered only when several single drugs at adequate dose and duration have failed, with specialist supervision and close monitoring.",
  },
  "devon-formulary-giop-prevention": {
    topics: ["glucocorticoid", "osteoporosis", "bisphosphonate", "fracture prevention"],
    summary:
      "A local NHS formulary page on bone loss from steroid tablets: after more than three months of oral glucocorticoid, people aged 65 or over, or younger people who have already had a fragility fracture, start a weekly bisphosphonate with calcium and vitamin D without first needing a bone scan; younger people without a fracture have a scan to decide; severe kidney impairment needs specialist advice first.",
  },
  "roberts-2015-rituximab-hypogammaglobulinaemia": {
    topics: ["rituximab", "hypogammaglobulinaemia", "igg", "immunoglobulin replacement"],
    summary:
      "A clinic cohort of people given rituximab for vasculitis and other autoimmune diseases: over half developed low IgG at some point, a few severely; a lower IgG before and at treatment predicted a lower nadir, levels often recovered, and immunoglobulin replacement was started in a small group because of recurrent infections, so IgG is worth monitoring on rituximab.",
  },
  "gpnotebook-antipsychotic-qt": {
    topics: ["antipsychotic", "qt prolongation", "qtc", "ecg monitoring"],
    summary:
      "A primary-care reference page on antipsychotics and the QT interval: antipsychotics can lengthen the QT interval, so where this matters they are used at the lowest dose that works, with salts and an ECG checked before starting or increasing the dose, other QT-lengthening or potassium-lowering medicines are avoided alongside them, and the ECG is read by a specialist.",
  },
  "nice-cg161-falls": {
    topics: ["falls", "older adults", "multifactorial falls risk assessment", "osteoporosis", "fracture risk"],
    summary:
      "NICE's falls guideline for people aged 65 and over: those who come to medical attention after a fall, report repeated falls in the past year or have abnormal gait or balance are offered a multifactorial falls risk assessment by a skilled professional, covering the falls history, gait and balance, osteoporosis risk, fear of falling, vision, cognition, continence, home hazards, the heart and a medicine review, followed by an individual intervention aimed at the risk factors found.",
  },
  "scand-jcli-2018-d-dimer-pregnancy": {
    topics: ["d-dimer", "pregnancy", "venous thromboembolism", "reference ranges in pregnancy"],
    summary:
      "A prospective study that followed about a hundred healthy pregnant women through the three trimesters to set pregnancy ranges for D-dimer. The level climbed steadily and was highest in the third trimester, when almost all women were above the usual non-pregnant cut-off of 500 µg/L; the upper limits were about 1200, 3260 and 3330 µg/L by trimester. Because of this normal rise, D-dimer is of limited use for ruling out a clot in pregnancy.",
  },
  "bmri-2020-d-dimer-fibrinogen-pregnancy": {
    topics: ["fibrinogen", "d-dimer", "pregnancy", "reference ranges in pregnancy"],
    summary:
      "A pilot study of 71 women sampled in each trimester of an uncomplicated pregnancy. Both D-dimer and fibrinogen rose from one trimester to the next; fibrinogen ranges reached about 3.6 to 9.1 g/L in the third trimester, well above non-pregnant values, and were higher still with gestational diabetes or smoking.",
  },
  "endo-soc-2017-gender-incongruence": {
    topics: ["gender-affirming hormone therapy", "testosterone", "estradiol", "haematocrit", "reference ranges"],
    summary:
      "The Endocrine Society's 2017 guideline for gender-dysphoric or gender-incongruent people aims to suppress the hormones of the birth sex and keep sex steroids in the range of the affirmed gender. On testosterone, total testosterone is aimed at about 400 to 700 ng/dL (undecanoate checked just before the next dose) and haematocrit or haemoglobin is checked regularly; on oestrogen, testosterone is kept below 50 ng/dL and estradiol at 100 to 200 pg/mL, with potassium checked on spironolactone.",
  },
  "hasl-2019-aih": {
    topics: ["autoimmune hepatitis", "igg", "autoantibodies", "immunosuppression"],
    summary:
      "The Hellenic liver association's autoimmune hepatitis guideline: the diagnosis rests on raised IgG, circulating autoantibodies, interface hepatitis on biopsy, no viral hepatitis and a response to immunosuppression. Presentation ranges from no symptoms to acute severe disease. Everyone with active disease, cirrhosis included, gets response-guided induction treatment aiming at normal IgG and aminotransferases and histological remission.",
  },
  "easl-2015-aih": {
    topics: ["autoimmune hepatitis", "corticosteroids"],
    summary:
      "EASL's guideline on autoimmune hepatitis: a rare and varied disease of all ages, from a mild course to a very acute one that can rarely end in liver failure; corticosteroids were the first treatment proven to work.",
  },
  "aasld-2022-wilson": {
    topics: ["wilson disease", "ceruloplasmin", "urinary copper", "kayser-fleischer rings", "atp7b"],
    summary:
      "AASLD's 2022 Wilson disease guidance: think of it in unexplained liver disease at any age, and exclude it when liver disease comes with neurological or psychiatric symptoms or non-immune haemolysis (with liver failure, urgent transplant assessment). Work-up covers liver tests, blood count and INR, ceruloplasmin, 24-hour urinary copper, slit-lamp examination for Kayser-Fleischer rings, neurological assessment and ATP7B genetics; a low ceruloplasmin alone does not make the diagnosis.",
  },
  "bsg-2019-ibd": {
    topics: ["ulcerative colitis", "crohn's disease", "inflammatory bowel disease", "immunosuppression"],
    summary:
      "The British Society of Gastroenterology's 2019 consensus guideline on inflammatory bowel disease in adults: 168 recommendations on drug, nutritional and surgical care, including when to start and how to monitor immunosuppressive treatment.",
  },
  "practicalgastro-2023-asuc": {
    topics: ["acute severe ulcerative colitis", "truelove and witts", "intravenous corticosteroids"],
    summary:
      "A review of acute severe ulcerative colitis: six or more bloody stools a day with fever, fast pulse, anaemia or a raised ESR (Truelove and Witts) marks severe disease, which is treated in hospital with intravenous corticosteroids, tests for infection, early endoscopy with biopsies for cytomegalovirus and thromboprophylaxis.",
  },
  "bmj-bp-klinefelter-investigations": {
    topics: ["klinefelter syndrome", "karyotype", "primary hypogonadism"],
    summary:
      "BMJ Best Practice on Klinefelter syndrome: a chromosome test (karyotype) makes the diagnosis, and the Endocrine Society advises it for men whose low morning testosterone is confirmed with raised LH and FSH, especially when the testes are small.",
  },
  "endobible-hypogonadism": {
    topics: ["secondary hypogonadism", "pituitary mri", "pituitary function", "haemochromatosis"],
    summary:
      "An endocrinology reference on hypogonadism: with low or normal LH and FSH the cause lies in the pituitary or hypothalamus, so pituitary function and ferritin are checked; a mild, isolated fall with obesity or type 2 diabetes may not need a pituitary scan, while more severe cases are scanned.",
  },
  "tau-2016-pituitary-thyroid-hypogonadism": {
    topics: ["secondary hypogonadism", "prolactin", "pituitary imaging", "pituitary hormones"],
    summary:
      "A review of the pituitary and thyroid in men assessed for low testosterone: LH and FSH separate testicular from pituitary causes, prolactin is always measured when the cause is pituitary, and the other pituitary hormones and a pituitary scan may be needed.",
  },
  "dalvi-2016-pituitary-mri-hypogonadotrophic": {
    topics: ["secondary hypogonadism", "pituitary mri", "pituitary adenoma"],
    summary:
      "Among 281 men with low testosterone, non-raised LH and FSH and a normal prolactin who had a pituitary MRI, about one in ten had an adenoma; they were younger but not distinguishable by hormone levels, so who needs a scan remains uncertain.",
  },
  "bnssg-male-hypogonadism-pathway": {
    topics: ["male hypogonadism", "referral", "visual field defect", "pituitary"],
    summary:
      "A local NHS endocrine pathway: men with primary or secondary hypogonadism are referred to endocrinology, urgently when there is visual field loss, a very low morning cortisol or symptoms of adrenal insufficiency, or a very high prolactin.",
  },
  "bsg-2006-short-bowel": {
    topics: [
      "short bowel",
      "high output stoma",
      "ileostomy",
      "jejunostomy",
      "hypomagnesaemia",
      "oral rehydration solution",
    ],
    summary:
      "British Society of Gastroenterology guidance for a short bowel or high-output stoma: look for other causes of the high output, cut plain (hypotonic) drinks to about 500 mL a day, sip a glucose-salt solution with at least 90 mmol/L sodium, slow the gut with loperamide, and correct low magnesium, intravenously at first and then by mouth.",
  },
  "pharmacy-network-dementia-antipsychotics": {
    topics: ["antipsychotics", "dementia", "risperidone", "deprescribing", "behavioural and psychological symptoms"],
    summary:
      "A pharmacy teaching module summarising NICE's dementia guideline: an antipsychotic only for a risk of harm or severe distress, at the lowest effective dose for the shortest time, with a reassessment at least every 6 weeks and a stop, after discussion, when there is no clear benefit; non-drug approaches carry on throughout. Stroke and death are among its serious harms.",
  },
  "patientcare-allopurinol-hypersensitivity": {
    topics: ["allopurinol", "hypersensitivity", "rash", "toxic epidermal necrolysis", "gout"],
    summary:
      "A review of allopurinol hypersensitivity: a rare but sometimes fatal reaction that usually starts in the first weeks of treatment, so patients are told to stop allopurinol at once at the first sign of a rash.",
  },
  "acc-2013-fda-azithromycin-qt": {
    topics: ["azithromycin", "qt prolongation", "torsade de pointes", "macrolide", "hypokalaemia"],
    summary:
      "The FDA's 2013 warning, as reported by the American College of Cardiology: azithromycin can cause a potentially fatal irregular heart rhythm, more likely with an existing long QT interval, low potassium or magnesium, a slow heart rate or some antiarrhythmic drugs.",
  },
  "emc-tamsulosin-smpc": {
    topics: ["tamsulosin", "alpha-blocker", "doxazosin", "orthostatic hypotension", "drug interaction"],
    summary:
      "The tamsulosin product information: taking another alpha-1 blocker at the same time can lower blood pressure; dizziness is a common effect, and a fall in pressure on standing and fainting are known but less common ones.",
  },
  "msd-januvia-smpc-renal": {
    topics: ["sitagliptin", "dpp-4 inhibitor", "renal dosing", "chronic kidney disease"],
    summary:
      "The sitagliptin product information, from its maker: 100 mg once a day with a GFR of 45 or more, 50 mg at 30 to under 45, and 25 mg below 30 or on dialysis, with kidney function checked before starting and from time to time after, because the dose depends on it.",
  },
  "pfizer-ca-aricept-safety": {
    topics: ["donepezil", "cholinesterase inhibitor", "bradycardia", "heart block", "older adults"],
    summary:
      "The donepezil maker's safety summary: cholinesterase inhibitors can slow the heart through the vagus nerve, and care is needed in very old or frail people with other illnesses.",
  },
  "cuh-high-output-stoma-fluid-advice": {
    topics: ["high output stoma", "oral rehydration solution", "fluid restriction"],
    summary:
      "An NHS patient leaflet for a high-output stoma or fistula: plain drinks such as water, tea, coffee, squash and juice raise the output and are limited to an amount the team sets, while an oral rehydration solution replaces the lost water and salt.",
  },
  "bcsh-2011-warfarin": {
    topics: ["warfarin", "inr", "bleeding", "vitamin k", "anticoagulation reversal"],
    summary:
      "The British haematology guideline on warfarin: major bleeding is reversed at once with four-factor prothrombin complex concentrate and 5 mg of vitamin K into a vein, plasma only when no concentrate is available; with bleeding that is not major and a raised INR, warfarin is stopped and a small dose of vitamin K is given into a vein; without bleeding an INR of 5 to 8 is managed by holding one or two doses and lowering the dose, with 1 to 5 mg of vitamin K by mouth when it is above 8.",
  },
  "digifab-life-threatening-digoxin-toxicity": {
    topics: ["digoxin toxicity", "digoxin immune fab", "bradycardia", "heart block", "hyperkalaemia"],
    summary:
      "The antidote maker's page on spotting dangerous digoxin toxicity: a slowing or blocked heart rhythm, serious fast rhythms from the ventricles or a potassium above 5.5 mmol/L signal a life-threatening poisoning that may need the antidote straight away.",
  },
  "bhiva-2016-monitoring": {
    topics: ["hiv", "viral load", "viral blip", "low-level viraemia", "virological failure", "resistance testing"],
    summary:
      "The British HIV Association monitoring guideline: on treatment, a single viral load of 50 to 200 copies/mL between undetectable ones is usually a blip, met with an adherence talk, an interaction check and a repeat test within 2 to 6 weeks; after the first 6 months a single result above 200 copies/mL is looked into quickly with a repeat test, with or without a resistance test, because it may mean the treatment is failing.",
  },
  "eacs-arv-nephrotoxicity": {
    topics: [
      "tenofovir disoproxil",
      "proximal tubulopathy",
      "glycosuria",
      "hypophosphataemia",
      "dolutegravir",
      "creatinine",
    ],
    summary:
      "The European AIDS Clinical Society guidelines on kidney harm from HIV medicines: on tenofovir disoproxil, protein or sugar in the urine with a normal blood sugar, low phosphate from urine losses or a steadily falling eGFR point to damage of the kidney tubules, and tenofovir disoproxil is replaced by tenofovir alafenamide or a drug without tenofovir. Dolutegravir, bictegravir, rilpivirine, cobicistat and boosted protease inhibitors block the tubular secretion of creatinine: creatinine rises and eGFR falls by about 10 to 15 (up to a quarter) without any real loss of filtration, and the value after 1 to 2 months becomes the new baseline.",
  },
  "dhhs-2024-statin-hiv": {
    topics: ["hiv", "statin", "primary prevention", "reprieve", "pitavastatin", "ascvd risk"],
    summary:
      "The US HIV treatment panel's 2024 statement, written with the cardiology societies after the REPRIEVE trial: people with HIV aged 40 to 75 with a 10-year ASCVD risk of 5% to under 20% should start at least a moderate-intensity statin (pitavastatin 4 mg, atorvastatin 20 mg or rosuvastatin 10 mg); below 5% a statin is favoured too, the benefit being smaller, so HIV-related risk factors are weighed in the decision.",
  },
  "burnett-2016-doac-vte": {
    topics: ["apixaban", "rivaroxaban", "rifampicin", "enzyme inducer", "p-glycoprotein", "drug interaction"],
    summary:
      "Anticoagulation Forum guidance on direct oral anticoagulants for venous thromboembolism: strong inducers of CYP3A4 and P-glycoprotein (rifampicin, carbamazepine, phenytoin, barbiturates, St John's wort) lower apixaban and rivaroxaban levels, rifampicin by about half, so these anticoagulants are avoided with them.",
  },
  "arora-2025-bictegravir-cations": {
    topics: ["bictegravir", "integrase inhibitor", "antacid", "calcium", "iron", "chelation"],
    summary:
      "A drug-interaction study in healthy volunteers: metal ions in antacids and mineral supplements bind integrase inhibitors in the gut. An aluminium-magnesium antacid taken with bictegravir on an empty stomach cut the drug's level by about four fifths; taking calcium or iron with a meal, or bictegravir 2 hours before the antacid, lessened the loss.",
  },
  "anastasilakis-2021-denosumab-discontinuation": {
    topics: ["denosumab", "discontinuation", "rebound", "vertebral fractures", "bisphosphonate"],
    summary:
      "A review of what happens when denosumab is stopped: bone turnover rebounds above its level before treatment, most people lose bone quickly, and a few have several spinal fractures. Another antiresorptive medicine is needed afterwards; a European position statement starts it 6 months after the last injection.",
  },
  "mitchell-2023-anticoagulants-falls": {
    topics: ["anticoagulation", "falls", "older adults", "atrial fibrillation", "doac", "deprescribing"],
    summary:
      "A clinical review of anticoagulants in older people who fall: the absolute risk of bleeding in the head from a fall is low and outweighed by the stroke prevention, so falls alone do not justify withholding treatment. DOACs are first line, and lowering their dose outside the licensed criteria is not advised (less protection for little less bleeding). Falls prevention and a medicine review go with treatment, and stopping is considered with severe frailty, limited life expectancy or a raised bleeding risk, in a decision shared with the patient and carers.",
  },
  "nice-dg25-fetal-rhd": {
    topics: ["rhd negative", "anti-d prophylaxis", "pregnancy", "fetal rhd genotype", "cell-free fetal dna"],
    summary:
      "NICE recommends anti-D immunoglobulin for every RhD-negative pregnant woman not known to be sensitised, usually at the 28-week appointment, and after potentially sensitising events; a high-throughput test of the baby's RHD type from cell-free DNA in the mother's blood is recommended to target it, so that women carrying an RhD-negative baby are spared a blood product.",
  },
  "statpearls-essential-thrombocythaemia": {
    topics: ["essential thrombocythaemia", "jak2", "calr", "mpl", "myeloproliferative neoplasm"],
    summary:
      "A clinical review of essential thrombocythaemia, a myeloproliferative neoplasm alongside polycythaemia vera and primary myelofibrosis, which share the same mutations. The WHO criteria take a platelet count over 450 ×10⁹/L with a JAK2, CALR or MPL mutation, once other clonal and reactive causes are excluded; the condition brings a risk of thrombosis and bleeding.",
  },
  "bsh-2014-calr-et-criteria": {
    topics: ["essential thrombocythaemia", "calr", "diagnostic criteria", "myelofibrosis"],
    summary:
      "British haematology guidance adding CALR exon 9 mutations, found in about a third of people with essential thrombocythaemia or myelofibrosis and almost always without a JAK2 or MPL mutation, to the criteria for diagnosing both.",
  },
  "msd-essential-thrombocythaemia": {
    topics: ["essential thrombocythaemia", "jak2", "calr", "mpl", "bcr-abl"],
    summary:
      "Essential thrombocythaemia is diagnosed once reactive causes and other myeloproliferative neoplasms are excluded: a blood count, film and iron studies, then a JAK2 V617F test with a BCR-ABL test to exclude chronic myeloid leukaemia, and CALR and MPL tests if these are negative.",
  },
  "arendt-2013-high-cobalamin": {
    topics: ["raised vitamin b12", "high cobalamin", "cancer marker", "liver disease", "kidney disease"],
    summary:
      "A review of unexpectedly high blood B12: it is explained when someone takes B12 as treatment; otherwise it is linked mainly with cancer (including blood cancers), liver disease and kidney disease, so these are looked for.",
  },
  "bnssg-remedy-b12": {
    topics: ["vitamin b12", "replacement therapy", "b12 testing", "methylmalonic acid"],
    summary:
      "Local NHS guidance on B12: B12 levels are not checked in people established on long-term B12 replacement, as the result is unnecessary and uninformative; the assays vary between laboratories and over time, and methylmalonic acid can help decide whether a deficiency is present.",
  },
  "sabel-2013-anorexia-haematology": {
    topics: ["anorexia nervosa", "leukopenia", "neutropenia", "anaemia", "bone marrow", "refeeding"],
    summary:
      "In adults admitted with severe anorexia nervosa, low blood counts were the rule: most had anaemia (rarely from iron deficiency) and low white cells, and about three in ten had neutrophils below 1.0 ×10⁹/L. The changes come from a starvation-related change in the bone marrow and recover with nutritional rehabilitation; most neutropenia had resolved by discharge, and knowing this spares unneeded tests.",
  },
  "ijed-2009-anorexia-haematology-review": {
    topics: ["anorexia nervosa", "leukopenia", "neutropenia", "anaemia", "bone marrow"],
    summary:
      "A review of blood changes in anorexia nervosa: anaemia and mild neutropenia occur in about a third of patients, low platelets less often, and about half of those with changes show partial bone marrow atrophy. All the changes disappear completely and quickly once refeeding is sufficient.",
  },
  "paediatric-creatinine-reference-intervals": {
    topics: ["creatinine", "children's reference range", "paediatric", "kidney function"],
    summary:
      "Children's creatinine rises with age and muscle mass and lies well below adult values: with an enzymatic method the upper limit is about 31 µmol/L at 1 to 3 years, 37 at 3 to 5, 42 at 5 to 7, 47 at 7 to 9, 56 at 9 to 11, 60 at 11 to 13 and 68 at 13 to 15 years, against adult upper limits of about 84 to 104. Laboratories' children's ranges differ a little, and an adult range printed beside a child's result can hide a raised value.",
  },
  "mhra-2019-fluoroquinolone-restrictions": {
    topics: ["fluoroquinolone", "levofloxacin", "ciprofloxacin", "tendinitis", "tendon rupture", "corticosteroid"],
    summary:
      "The UK medicines regulator warns that fluoroquinolone antibiotics taken by mouth, injection or inhalation can very rarely cause disabling and sometimes lasting harm to tendons, muscles, joints and nerves. People over 60, with kidney impairment or a transplant, and those on a corticosteroid are at higher risk of tendon damage, and a fluoroquinolone with a corticosteroid is avoided. At the first sign of tendon pain or inflammation the fluoroquinolone is stopped and the limb rested; these antibiotics are not used for mild to moderate infections, such as COPD flare-ups, when a usual alternative is suitable.",
  },
  "fda-2016-fluoroquinolone-disabling": {
    topics: ["fluoroquinolone", "levofloxacin", "ciprofloxacin", "tendinitis", "tendon rupture", "neuropathy"],
    summary:
      "The US regulator found that fluoroquinolones taken by mouth or injection can cause disabling, possibly permanent side effects of tendons, muscles, joints, nerves and the brain, sometimes together, and that for sinusitis, bronchitis and simple urine infections the harm usually outweighs the benefit when another option exists. Tendon risk is higher over 60, after an organ transplant and with steroid treatment. A patient with tendon pain or swelling stops the antibiotic, rests the limb and is switched to a different class of antibiotic.",
  },
  "fda-2018-fluoroquinolone-dysglycaemia": {
    topics: ["fluoroquinolone", "levofloxacin", "hypoglycaemia", "sulfonylurea", "insulin", "delirium"],
    summary:
      "The US regulator strengthened the warnings on all fluoroquinolones taken by mouth or injection about blood sugar swings, including low blood sugar severe enough to cause coma, and about confusion, agitation and other mental effects. Severe lows are more common in older people and in those taking diabetes tablets or insulin, who may need to check their sugar more often while on the antibiotic.",
  },
  "fda-viread-label-renal": {
    topics: [
      "tenofovir disoproxil",
      "viread",
      "nephrotoxicity",
      "fanconi syndrome",
      "creatinine clearance",
      "phosphate",
    ],
    summary:
      "The US prescribing information for tenofovir disoproxil (Viread) warns that the drug, cleared by the kidneys, has caused new or worsening kidney impairment, including acute kidney failure and Fanconi syndrome with very low phosphate. Creatinine, estimated creatinine clearance, urine glucose and urine protein are checked before and during treatment, with phosphate too in chronic kidney disease; the dosing interval is lengthened when creatinine clearance is below 50 mL/min, and other kidney-harming medicines such as high-dose NSAIDs are avoided alongside it.",
  },
  "losalt-reduced-sodium-suitability": {
    topics: ["salt substitute", "losalt", "potassium chloride", "ace inhibitor", "angiotensin receptor blocker"],
    summary:
      "The maker of LoSalt, a blend of sodium and potassium chloride, advises people taking ACE inhibitors or sartans, which may raise potassium, and people with moderate to severe CKD, to avoid reduced sodium salts that contain potassium.",
  },
  "mhra-2012-ppi-fracture": {
    topics: ["proton pump inhibitor", "fracture risk", "osteoporosis", "long-term use", "calcium and vitamin d"],
    summary:
      "The UK medicines regulator's 2012 safety update: observational studies suggest long-term proton pump inhibitor use, especially at high doses for more than a year, may modestly raise the risk of hip, wrist and spine fracture (about 10–40% above baseline), mainly in older people, with other risk factors possibly contributing. People at risk of osteoporosis are treated by current guidelines with adequate calcium and vitamin D, counting any PPI bought over the counter.",
  },
  "fda-2010-ppi-fracture": {
    topics: ["proton pump inhibitor", "fracture risk", "osteoporosis", "long-term use"],
    summary:
      "The US FDA's 2010 safety communication, updated in 2011: studies suggest a possible increased risk of hip, wrist and spine fracture with proton pump inhibitors at high doses or for a year or more, mainly in people 50 or older; prescribers consider whether a lower dose or shorter course would treat the condition adequately. Short-term low-dose over-the-counter use is unlikely to raise the risk.",
  },
  "eular-acr-2015-pmr": {
    topics: ["polymyalgia rheumatica", "pmr", "morning stiffness", "esr", "crp", "giant cell arteritis"],
    summary:
      "The 2015 EULAR/ACR recommendations for polymyalgia rheumatica: before treatment, mimics are excluded with a basic laboratory set (rheumatoid factor and/or anti-CCP antibodies, CRP and/or ESR, blood count, glucose, creatinine, liver function, bone profile and urine dipstick), with protein electrophoresis, TSH, creatine kinase and vitamin D to consider; the recommendations also cover risk factor assessment, specialist referral and glucocorticoid dosing and tapering.",
  },
  "acr-vf-2021-gca": {
    topics: ["giant cell arteritis", "temporal artery biopsy", "glucocorticoids", "takayasu arteritis"],
    summary:
      "The 2021 ACR/Vasculitis Foundation guideline for giant cell arteritis and Takayasu arteritis: in the US, temporal artery biopsy is the first-line test to confirm suspected GCA, and glucocorticoids are not delayed while the biopsy is awaited.",
  },
};
