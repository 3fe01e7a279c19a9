/**
 * Sources added to the shared evidence set during this work, each checked against a public copy
 * of its title page or abstract (search tool, pages corpus, or the public GitHub text index) on
 * 2026-11-22. `seenAt` records where; nothing here was filled from memory.
 */
export interface AddedSource {
  id: string;
  type: "guideline" | "pubmed" | "web";
  title: string;
  source: string;
  year: number;
  url: string;
  doi?: string;
  pmid?: string;
  specialties: string[];
  seenAt: string[];
}

export const ADDED_SOURCES: readonly AddedSource[] = [
  {
    id: "cpic-hlab-abacavir-2014",
    type: "guideline",
    title:
      "Clinical Pharmacogenetics Implementation Consortium Guidelines for HLA-B Genotype and Abacavir Dosing: 2014 Update",
    source: "Clinical Pharmacogenetics Implementation Consortium (CPIC)",
    year: 2014,
    url: "https://pmc.ncbi.nlm.nih.gov/articles/PMC3994233",
    doi: "10.1038/clpt.2014.38",
    pmid: "24561393",
    specialties: ["pharmacogenomics", "infectious diseases", "HIV"],
    seenAt: [
      "pages: pmc.ncbi.nlm.nih.gov/articles/PMC3994233 (title, Clin Pharmacol Ther 2014;95(5):499–500, DOI, PMID)",
      "pages: cpicpgx.org/guidelines/guideline-for-abacavir-and-hla-b/",
    ],
  },
  {
    id: "cdc-us-mec-2024",
    type: "guideline",
    title: "U.S. Medical Eligibility Criteria for Contraceptive Use, 2024",
    source: "Centers for Disease Control and Prevention (CDC)",
    year: 2024,
    url: "https://www.cdc.gov/mmwr/volumes/73/rr/rr7304a1.htm",
    doi: "10.15585/mmwr.rr7304a1",
    pmid: "39106314",
    specialties: ["obstetrics and gynecology", "contraception", "thrombosis"],
    seenAt: [
      "pages: cdc.gov/mmwr/volumes/73/rr/rr7304a1.htm (title, MMWR Recomm Rep 2024;73(4):1–126)",
      "pages: medluna.com/article/39106314 (PMID)",
      "gh-index id 71087732071 (DOI with the MMWR URL)",
    ],
  },
  {
    id: "usmstf-2017-crc-screening",
    type: "guideline",
    title:
      "Colorectal Cancer Screening: Recommendations for Physicians and Patients From the U.S. Multi-Society Task Force on Colorectal Cancer",
    source: "U.S. Multi-Society Task Force on Colorectal Cancer (ACG, AGA, ASGE)",
    year: 2017,
    url: "https://doi.org/10.1038/ajg.2017.174",
    doi: "10.1038/ajg.2017.174",
    specialties: ["gastroenterology", "primary care", "oncology"],
    seenAt: [
      "pages: docslib.org/doc/623748 (authors Rex DK et al., Am J Gastroenterol 2017, DOI)",
      "pages: ersearch2.cvtisr.sk record (Gastroenterology 2017;153(1):307)",
    ],
  },
  {
    id: "acg-2015-hereditary-gi-cancer",
    type: "guideline",
    title: "ACG Clinical Guideline: Genetic Testing and Management of Hereditary Gastrointestinal Cancer Syndromes",
    source: "American College of Gastroenterology (ACG)",
    year: 2015,
    url: "https://pubmed.ncbi.nlm.nih.gov/25645574/",
    doi: "10.1038/ajg.2014.435",
    pmid: "25645574",
    specialties: ["gastroenterology", "genetics", "oncology"],
    seenAt: [
      "pages: ncbi.nlm.nih.gov/pubmed/25645574 (title, Am J Gastroenterol 2015;110(2):223–62, DOI)",
      "pages: acggi.net guideline page",
    ],
  },
  {
    id: "ese-erbp-2014-hyponatraemia",
    type: "guideline",
    title: "Clinical practice guideline on diagnosis and treatment of hyponatraemia",
    source:
      "European Society of Endocrinology / European Society of Intensive Care Medicine / European Renal Best Practice",
    year: 2014,
    url: "https://doi.org/10.1530/EJE-13-1020",
    doi: "10.1530/EJE-13-1020",
    pmid: "24569125",
    specialties: ["endocrinology", "nephrology", "intensive care"],
    seenAt: [
      "pages: academic.oup.com/ejendo/article/170/3/G1/6668028 (title, Eur J Endocrinol 170:3 G1–G47)",
      "gh-index ids 53908165511, 59804178436 (DOI, PMID 24569125)",
    ],
  },
  {
    id: "acmg-nsgc-2011-alzheimer-genetics",
    type: "pubmed",
    title:
      "Genetic counseling and testing for Alzheimer disease: joint practice guidelines of the American College of Medical Genetics and the National Society of Genetic Counselors",
    source: "American College of Medical Genetics / National Society of Genetic Counselors",
    year: 2011,
    url: "https://pubmed.ncbi.nlm.nih.gov/21577118/",
    pmid: "21577118",
    specialties: ["genetics", "neurology"],
    seenAt: [
      "pages: europepmc.org/article/MED/21577118 (PMID, PMC3326653)",
      "pages: guideline.gov summary (Genet Med 2011;13(6):597-605)",
      "pages: guidelinecentral.com/guideline/23855 (DTC APOE testing not advised)",
    ],
  },
  {
    id: "aroda-2016-metformin-b12",
    type: "pubmed",
    title: "Long-term Metformin Use and Vitamin B12 Deficiency in the Diabetes Prevention Program Outcomes Study",
    source: "J Clin Endocrinol Metab",
    year: 2016,
    url: "https://pubmed.ncbi.nlm.nih.gov/26900641/",
    doi: "10.1210/jc.2015-3754",
    pmid: "26900641",
    specialties: ["endocrinology", "diabetes"],
    seenAt: [
      "pages: scribd copy of the PMC article (J Clin Endocrinol Metab 2016;101(4):1754–1761, DOI, PMID 26900641)",
      "pages: biostatcenter.gwu.edu abstract",
    ],
  },
  {
    id: "lam-2013-acid-suppression-b12",
    type: "web",
    title: "Proton Pump Inhibitor and Histamine 2 Receptor Antagonist Use and Vitamin B12 Deficiency",
    source: "JAMA",
    year: 2013,
    url: "https://doi.org/10.1001/jama.2013.280490",
    doi: "10.1001/jama.2013.280490",
    specialties: ["gastroenterology", "primary care"],
    seenAt: [
      "pages: educatemedicine.com (Lam JR et al., JAMA 2013, doi 10.1001/jama.2013.280490)",
      "pages: gerdhelp.com (JAMA 2013;310(22):2435-2442)",
    ],
  },
  {
    id: "fda-2011-ppi-hypomagnesaemia",
    type: "web",
    title:
      "FDA Drug Safety Communication: Low magnesium levels can be associated with long-term use of Proton Pump Inhibitor drugs (PPIs)",
    source: "U.S. Food and Drug Administration",
    year: 2011,
    url: "https://www.fda.gov/drugs/drug-safety-and-availability/fda-drug-safety-communication-low-magnesium-levels-can-be-associated-long-term-use-proton-pump",
    specialties: ["gastroenterology", "pharmacy"],
    seenAt: ["pages: fda.gov drug safety communication page (3-2-2011)"],
  },
  {
    id: "lanoxin-label",
    type: "web",
    title: "LANOXIN (digoxin) tablets, for oral use: highlights of prescribing information",
    source: "FDA prescribing information (DailyMed copy at fda.report)",
    // No revision date was visible on the copy seen; the year is when it was seen.
    year: 2026,
    url: "https://fda.report/DailyMed/0b96049b-e6b9-4ebb-bfe9-d5a73ed4f66b",
    specialties: ["cardiology", "pharmacy"],
    seenAt: [
      "pages: fda.report/DailyMed/0b96049b-e6b9-4ebb-bfe9-d5a73ed4f66b (Warnings and precautions 5.3: advanced age, low body weight, impaired renal function and electrolyte abnormalities predispose to digoxin toxicity)",
      "pages: drugs-library.com and themeditary.com copies of the LANOXIN injection label (same 5.3 wording)",
      "pages: linkedlifedata.com/resource/dailymed-drugs/1509 (DailyMed record of an earlier LANOXIN tablet label, dosage section, re-seen 2026-11-23: about two-thirds of adults with clinical toxicity have serum digoxin concentrations above 2.0 ng/mL and one-third below 2.0 ng/mL, so values below 2.0 do not rule toxicity out; the level is read in the clinical context; sample just before the next dose or at least 6 to 8 hours after the last dose)",
      "pages: fda.report/DailyMed/0b96049b-e6b9-4ebb-bfe9-d5a73ed4f66b, themeditary.com and drugs-library.com LANOXIN copies re-seen 2026-11-23 (5.3: toxicity indicated by nausea, vomiting, visual disturbances and cardiac arrhythmias; advanced age, low body weight, impaired renal function and electrolyte abnormalities predispose)",
    ],
  },
  {
    id: "antoniou-2010-tmp-smx-hyperkalaemia",
    type: "pubmed",
    title:
      "Trimethoprim-sulfamethoxazole-induced hyperkalemia in patients receiving inhibitors of the renin-angiotensin system: a population-based study",
    source: "Archives of Internal Medicine",
    year: 2010,
    url: "https://pubmed.ncbi.nlm.nih.gov/20585070/",
    doi: "10.1001/archinternmed.2010.142",
    pmid: "20585070",
    specialties: ["nephrology", "pharmacy", "infectious diseases"],
    seenAt: [
      "pages: pubmed.ncbi.nlm.nih.gov/20585070/ (title, PMID, DOI and abstract, seen 2026-11-23: trimethoprim can cause hyperkalaemia and is often co-prescribed with ACE inhibitors or ARBs; in Ontario residents aged 66 or over on an ACE inhibitor or ARB, trimethoprim-sulfamethoxazole was associated with about a 7-fold higher risk of hyperkalaemia-associated hospitalisation within 14 days than amoxicillin, adjusted odds ratio 6.7, 95% CI 4.5-10.0; no such risk with the comparator antibiotics)",
      "pages: jamanetwork.com/journals/jamainternalmedicine/fullarticle/416098 (Arch Intern Med 2010;170(12):1045-1049, doi 10.1001/archinternmed.2010.142)",
    ],
  },
  {
    id: "trimoptin-trimethoprim-smpc",
    type: "web",
    title: "TRIMOPTIN (trimethoprim) tablet: special warnings and precautions for use",
    source: "Summary of product characteristics, Health Products Regulatory Authority (Ireland), copy at RxReasoner",
    year: 2023,
    url: "https://www.rxreasoner.com/monographs/trimoptin/precautions",
    specialties: ["pharmacy", "infectious diseases", "nephrology"],
    seenAt: [
      "pages: rxreasoner.com/monographs/trimoptin/precautions (HPRA source, revision year 2023, seen 2026-11-23; section 4.4: raised serum potassium has been seen in some patients on trimethoprim; those at risk of hyperkalaemia include patients with renal insufficiency or poorly controlled diabetes; close monitoring of serum electrolytes is advised in patients at risk; medicines known to cause hyperkalaemia taken with trimethoprim may result in severe hyperkalaemia)",
    ],
  },
  {
    id: "nice-ng224-uti-under-16s",
    type: "web",
    title: "Urinary tract infection in under 16s: diagnosis and management (NICE guideline NG224)",
    source: "National Institute for Health and Care Excellence (NICE)",
    year: 2022,
    url: "https://www.nice.org.uk/guidance/ng224",
    specialties: ["paediatrics", "infectious diseases", "urology", "primary care"],
    seenAt: [
      "pages: nice.org.uk/guidance/ng224/chapter/recommendations (seen 2026-11-23: 1.1.1 test the urine of babies, children and young people with symptoms and signs that make a UTI more likely, table 1 listing fever, shivering, reduced fluid intake and others; 1.1.3 refer babies under 3 months with a suspected UTI to paediatric specialist care and send urine for urgent microscopy and culture)",
      "pages: nice.org.uk/guidance/ng224/chapter/Update-information (July 2022: a recommendation on collecting urine before children and young people have antibiotics was added)",
      "pages: ncbi.nlm.nih.gov/books/NBK588844 (title; NICE Guideline No. 224; replaces CG54) and scribd copies of the PDF (published 27 July 2022)",
      "pages: gpnotebook.com urine collection in children, edited 07/2022 (take urine samples before antibiotics; for 3 months to 3 years, a dipstick positive for leukocyte esterase or nitrite or both: send the urine for culture and give antibiotics)",
    ],
  },
  {
    id: "fda-lithium-label",
    type: "web",
    title: "Lithium carbonate: prescribing information (boxed warning on lithium toxicity; monitoring)",
    source: "Drugs.com (FDA prescribing information)",
    year: 2024,
    url: "https://www.drugs.com/pro/lithium.html",
    specialties: ["psychiatry", "pharmacy", "nephrology"],
    seenAt: [
      "pages: drugs.com/pro/lithium.html (label highlights: toxicity tied to serum level; renal, thyroid, electrolyte screening)",
      "pages: drugcentral.org label (hypothyroidism, lithium-induced CKD, hypercalcaemia)",
    ],
  },
  {
    id: "eliquis-label",
    type: "web",
    title: "ELIQUIS (apixaban) tablets, for oral use: prescribing information",
    source: "FDA prescribing information (DailyMed copy at fda.report)",
    // No revision date was visible on the copies seen; the year is when they were seen.
    year: 2026,
    url: "https://fda.report/DailyMed/e9481622-7cc6-418a-acb6-c5450daae9b0&version=21",
    specialties: ["cardiology", "haematology", "pharmacy"],
    seenAt: [
      "pages: fda.report/DailyMed/e9481622-7cc6-418a-acb6-c5450daae9b0&version=21 (ELIQUIS label labeled by E.R. Squibb & Sons; boxed warning visible; the dosage section was not in the excerpt seen)",
      "pages: themeditary.com/dosage-information/eliquis-dosage-343.html (copy of the label's Recommended Dose section: in nonvalvular atrial fibrillation 5 mg twice daily for most patients, 2.5 mg twice daily with at least two of age ≥80 years, body weight ≤60 kg, serum creatinine ≥1.5 mg/dL; 2.5 mg twice daily after hip or knee replacement)",
      "pages: dailymed.nlm.nih.gov apixaban label, setid 19a60552-374d-4b8b-a8ce-ceae252ea5ba (highlights: indicated for nonvalvular atrial fibrillation, DVT prophylaxis after hip or knee replacement, and treatment of DVT/PE and reduction of their recurrence; 5 mg twice daily in atrial fibrillation)",
      "pages: eliquis.com/eliquis/hcp/dosing/dvt-pe (US HCP site: DVT/PE treatment is 10 mg twice daily for 7 days, then 5 mg twice daily)",
      "pages: eliquis.ie/hcp/eliquis-in-nvaf/dosing and MIMS Thailand Eliquis dosage (non-US labels giving the creatinine limit as 1.5 mg/dL (133 micromole/L))",
    ],
  },
  {
    id: "warfarin-label",
    type: "web",
    title: "Warfarin sodium tablets: prescribing information (boxed warning: bleeding risk)",
    source: "FDA prescribing information (DailyMed copy at fda.report)",
    // No revision date was visible on the copy seen; the year is when it was seen.
    year: 2026,
    url: "https://fda.report/DailyMed/1e1b36ef-1cc7-25a0-e063-6394a90ad6c6",
    specialties: ["cardiology", "haematology", "pharmacy"],
    seenAt: [
      "pages: fda.report/DailyMed/1e1b36ef-1cc7-25a0-e063-6394a90ad6c6 (warfarin sodium label, RedPharm Drug: boxed warning that warfarin can cause major or fatal bleeding, that INR is monitored regularly in all treated patients, and that drugs, dietary changes and other factors affect the INR; 2.1 dose individualised and adjusted to the INR)",
      "pages: drugs-library.com Jantoven label and vdocuments.net COUMADIN label copies (same boxed-warning points)",
      "The label's drug-interaction tables (section 7) were not visible in any result seen; the named interacting medicines rest on ucsd-warfarin-interactions and cpsi-2017-warfarin-miconazole",
    ],
  },
  {
    id: "ucsd-warfarin-interactions",
    type: "web",
    title: "Warfarin: Drug Interactions (Anticoagulation Services, providers)",
    source: "UC San Diego Health",
    // No revision date was visible on the page seen; the year is when it was seen.
    year: 2026,
    url: "https://health.ucsd.edu/SPECIALTIES/ANTICOAGULATION/PROVIDERS/WARFARIN/Pages/DrugInteractions.aspx",
    specialties: ["cardiology", "haematology", "pharmacy"],
    seenAt: [
      "pages: health.ucsd.edu/SPECIALTIES/ANTICOAGULATION/PROVIDERS/WARFARIN/Pages/DrugInteractions.aspx (table of drugs and their effect on the INR: amiodarone, a slow rise over 6–8 weeks with INR checks every 1–2 weeks; fluconazole, metronidazole (Flagyl) and sulfamethoxazole (Septra/Bactrim), each with an expected 25–50% warfarin dose reduction)",
    ],
  },
  {
    id: "cpsi-2017-warfarin-miconazole",
    type: "web",
    title: "Be aware of the interaction between warfarin and miconazole oral gel",
    source: "Canadian Patient Safety Institute (global patient safety alert, Denmark)",
    year: 2017,
    url: "https://www.patientsafetyinstitute.ca/en/newsalerts/alerts/pages/alertdetail.aspx?alertid=4132",
    specialties: ["pharmacy", "patient safety"],
    seenAt: [
      "pages: patientsafetyinstitute.ca alert 4132 (dated 6/30/2017: miconazole, including oral gel, raises the INR on warfarin and can cause severe bleeding; fluconazole and voriconazole have the same effect)",
      "pages: pmc.ncbi.nlm.nih.gov/articles/PMC81517 (CMAJ 2001;165(7):938 drug advisory: FDA and Health Canada warnings of raised INR with vaginal miconazole on anticoagulants)",
    ],
  },
  {
    id: "cdc-adult-bmi-categories",
    type: "web",
    title: "Adult BMI Categories",
    source: "Centers for Disease Control and Prevention (CDC)",
    year: 2024,
    url: "https://www.cdc.gov/bmi/adult-calculator/bmi-categories.html",
    specialties: ["primary care", "obesity"],
    seenAt: ["pages: cdc.gov/bmi/adult-calculator/bmi-categories.html (category table)"],
  },
  {
    id: "statpearls-primary-hyperparathyroidism",
    type: "web",
    title: "Primary Hyperparathyroidism (StatPearls)",
    source: "StatPearls",
    year: 2024,
    url: "https://www.statpearls.com/ArticleLibrary/viewarticle/23201",
    specialties: ["endocrinology"],
    seenAt: [
      "pages: statpearls.com/ArticleLibrary/viewarticle/23201 and statpearls.com/point-of-care/23201 (updated 3/1/2024)",
    ],
  },
  {
    id: "acr-lung-rads-v2022",
    type: "guideline",
    title: "ACR Lung-RADS v2022: Assessment Categories and Management Recommendations",
    source: "American College of Radiology (ACR)",
    year: 2024,
    url: "https://doi.org/10.1016/j.jacr.2023.09.009",
    doi: "10.1016/j.jacr.2023.09.009",
    specialties: ["radiology", "pulmonology", "oncology"],
    seenAt: [
      "pages: ouci.dntb.gov.ua/en/works/4wNeQ287 (title, J Am Coll Radiol 2024;21(3):473-488, DOI, Christensen J et al.)",
      "pages: ouci.dntb.gov.ua/works/le1B5qgl (same title co-published in CHEST 2024;165(3):738-753, doi 10.1016/j.chest.2023.10.028)",
      "pages: scribd.com/document/730382758 (CHEST copy: Lung-RADS created by the ACR in 2014, v2022 released November 2022)",
      "pages: acr.org/quality-safety/resources/lungrads (ACR Lung CT Screening Reporting and Data System)",
      "pages: portal.myesr.org Lung-RADS poster (categories 1 and 2 a negative screen, 3 and 4 a positive screen)",
      "gh-index ids 67624235199, 68461744932, 59103267552 (DOI with the title and J Am Coll Radiol 2024;21:473-88)",
      "pages (2026-11-22, category management): ncbi.nlm.nih.gov/books/NBK568579 appendix A table 2, ACR Lung-RADS v1.1 (0: more screening images or comparison with prior CT; 1-2: annual LDCT in 12 months; 3: 6-month LDCT; 4A: 3-month LDCT, PET/CT may ...)",
      "pages (2026-11-22): paperzz.com/doc/7368320 ACR Lung-RADS v1.0 table (4A: 3-month LDCT, PET/CT may be used with a solid component of 8 mm or more; 4B: chest CT with or without contrast, PET/CT and/or tissue sampling by probability of malignancy and comorbidities); no v2022 table with the 4B/4X wording was found",
      "pages (2026-11-22, v2022): portal.myesr.org Lung-RADS poster and yingbo777.com/home/lung-rads (0 with 1-3 month LDCT for suspected infectious or inflammatory findings; S modifier added to categories 0-4 for clinically significant or potentially significant findings unrelated to lung cancer); pubmed.ncbi.nlm.nih.gov/35032477 (category S incidental findings)",
    ],
  },
  {
    id: "svs-2018-aaa",
    type: "guideline",
    title:
      "The Society for Vascular Surgery practice guidelines on the care of patients with an abdominal aortic aneurysm",
    source: "Society for Vascular Surgery (SVS)",
    year: 2018,
    url: "https://doi.org/10.1016/j.jvs.2017.10.044",
    doi: "10.1016/j.jvs.2017.10.044",
    pmid: "29268916",
    specialties: ["vascular surgery", "vascular medicine", "radiology"],
    seenAt: [
      "gh-index ids 70147920446, 59749484150, 58420813496, 57918540890 (title, Chaikof EL, Dalman RL, Eskandari MK et al., J Vasc Surg 2018;67(1):2-77.e2, DOI, PMID 29268916)",
      "pages: guidelinecentral.com/guideline/12581 (SVS abdominal aortic aneurysm guideline, publication date January 3, 2018)",
      "pages: medsquares.com/data/mdguideline/svsaaa/information_ch02_03.html (ultrasound preferred for surveillance; surveillance every 3 years at 3.0-3.9 cm and every 12 months at 4.0-4.9 cm)",
      "pages: physiciansweekly.com (SVS guidelines set 5.5 cm as the minimum diameter for elective infrarenal AAA repair)",
    ],
  },
  {
    id: "nice-ng12-suspected-cancer",
    // NICE guidance has no DOI, and the wire's guideline citation requires one, so it is cited as a
    // web source (as library.ts does for the other guidelines without a DOI).
    type: "web",
    title: "Suspected cancer: recognition and referral (NICE guideline NG12)",
    source: "National Institute for Health and Care Excellence (NICE)",
    year: 2015,
    url: "https://www.nice.org.uk/guidance/ng12",
    specialties: ["primary care", "oncology", "gastroenterology", "haematology"],
    seenAt: [
      "pages (2026-11-22): readkong.com/page/suspected-cancer-recognition-and-referral-nice-9837648 (copy of the NICE document: 'Suspected cancer: recognition and referral NICE guideline Published: 23 June 2015 www.nice.org.uk/guidance/ng12', 'Last updated 11 September 2020')",
      "pages (2026-11-22): ncbi.nlm.nih.gov/books/n/niceng12guid/ (NCBI Bookshelf: 'Suspected cancer: recognition and referral, NICE Guideline, No. 12'; replaces CG27; 'In October 2023, we updated the definition of suspected cancer pathway referral')",
      "pages (2026-11-22, pancreatic cancer 1.2.4): gatewayc.org.uk/cancer-maps/MMpopups.html ('1.2.4 Refer people using a suspected cancer pathway referral (for an appointment within 2 weeks) for pancreatic cancer if they are aged 40 and over and have jaundice. [new 2015]'); same wording on pancreaticcanceraction.org NICE referral guidelines page; a4medicine.co.uk table ('Pancreatic Cancer 1.2.4 Aged 40 and over with jaundice ... Suspected cancer pathway referral')",
      "pages (2026-11-22, myeloma): gatewayc.org.uk/cancer-keys/myeloma-investigations/ ('According to NICE NG12 guidelines, serum protein electrophoresis and a Bence-Jones protein urine test to assess for myeloma should be offered within 48 hours to people aged 60 and over with hypercalcaemia or leukopenia and a presentation that is consistent with possible myeloma'); cancerresearchuk.org myeloma referral page (aged 60 or over with a high calcium level or low white blood cells and other symptoms of myeloma: blood and urine tests within 2 days). A serum free light-chain assay was seen only in a CKS-style summary (community.ankihub.net), not in NG12 wording, so it is not attributed to NG12",
    ],
  },
  {
    id: "livertox-amoxicillin-clavulanate",
    type: "web",
    title: "Amoxicillin-Clavulanate. In: LiverTox: Clinical and Research Information on Drug-Induced Liver Injury",
    source: "National Institute of Diabetes and Digestive and Kidney Diseases (NIDDK)",
    year: 2020,
    url: "https://www.ncbi.nlm.nih.gov/books/NBK548517/",
    specialties: ["hepatology", "pharmacology", "infectious diseases"],
    seenAt: [
      "pages (2026-11-22): ncbi.nlm.nih.gov/books/n/livertox/AmoxicillinClavulana/ (LiverTox, NIDDK, 'Last Update: October 20, 2020': 'Amoxicillin-clavulanate is currently the most common cause of clinically apparent, drug induced acute liver injury both in the United States and Europe')",
      "pages (2026-11-22): git.lsit.ucsb.edu mirror of www.ncbi.nlm.nih.gov/books/NBK548517 (meta ncbi_acc NBK548517, page name 'Amoxicillin-Clavulanate - LiverTox - NCBI Bookshelf')",
      "pages (2026-11-22, supporting): DeLemos AS et al., Amoxicillin-Clavulanate-Induced Liver Injury, Dig Dis Sci 2016, issue 8, pages 2406-2416, doi 10.1007/s10620-016-4121-6 (most frequent cause of DILI in the US DILIN registry; nearly all biopsies cholestatic; mean onset 31 days); accessmedicine Harrison's chapter (cholestatic reactions; injury often appears after the course has been completed)",
    ],
  },
  {
    id: "uspstf-2021-tobacco-cessation",
    type: "guideline",
    title:
      "Interventions for Tobacco Smoking Cessation in Adults, Including Pregnant Persons: US Preventive Services Task Force Recommendation Statement",
    source: "US Preventive Services Task Force (USPSTF)",
    year: 2021,
    url: "https://doi.org/10.1001/jama.2020.25019",
    doi: "10.1001/jama.2020.25019",
    pmid: "33464343",
    specialties: ["primary care", "tobacco cessation", "obstetrics"],
    seenAt: [
      "pages: PubMed 33464343 copies (mdsite.deno.dev and tdck.sakura.ne.jp mirrors: title, JAMA 2021 Jan 19;325(3):265-279, DOI, PMID, abstract)",
      "pages: uspreventiveservicestaskforce.org clinician summary 'Tobacco Smoking Cessation in Adults, Including Pregnant Persons: Interventions' (January 19, 2021)",
      "pages: bvbvf1.bib-bvb.de catalogue record (title, JAMA 2021;325(3):265-279, Krist AH et al.)",
      "pages: porh.psu.edu (final recommendation, JAMA online January 19, 2021)",
      "CATALOG (gh-index id 62452342157): USPSTF 2021 recommendation statement, DOI 10.1001/jama.2020.25019",
      "gh-index ids 54615868437, 55609176832, 3541874633, 36992754999 (DOI with the title)",
    ],
  },
  {
    id: "inker-2021-ckd-epi-race-free",
    type: "pubmed",
    title: "New Creatinine- and Cystatin C–Based Equations to Estimate GFR without Race",
    source: "N Engl J Med",
    year: 2021,
    url: "https://pubmed.ncbi.nlm.nih.gov/34554658/",
    doi: "10.1056/NEJMoa2102953",
    pmid: "34554658",
    specialties: ["nephrology", "laboratory medicine", "primary care"],
    seenAt: [
      "pages: scribd.com/document/533301602/nejmoa2102953-1 (title page: title, Inker LA, Eneanya ND, Coresh J et al. for CKD-EPI, published September 23, 2021 at NEJM.org, DOI 10.1056/NEJMoa2102953)",
      "pages: pmc.ncbi.nlm.nih.gov/articles/PMC8822996 (abstract: race-free equations from age and sex; development 8254 participants, validation 4050)",
      "pages: labdeurgencias.com.ar/biblio.php?id=167 (title, authors, NEJM September 2021)",
      "docs: rdrr.io/cran/nephro/man/CKDEpi2021.creat.html (Inker LA et al., N Engl J Med 2021;385:1737-1749)",
      "gh-index ids 59424710016 (PMID 34554658 with DOI 10.1056/NEJMoa2102953), 14982765681 and 65952273034 (title with PMID 34554658)",
    ],
  },
  {
    id: "ags-beers-2023",
    type: "guideline",
    title:
      "American Geriatrics Society 2023 updated AGS Beers Criteria® for potentially inappropriate medication use in older adults",
    source: "American Geriatrics Society (AGS)",
    year: 2023,
    url: "https://pubmed.ncbi.nlm.nih.gov/37139824/",
    doi: "10.1111/jgs.18372",
    pmid: "37139824",
    specialties: ["geriatrics", "pharmacy", "primary care"],
    seenAt: [
      "pages: mdsite.deno.dev copy of pubmed.ncbi.nlm.nih.gov/37139824 (seen 2026-11-23: title, By the 2023 American Geriatrics Society Beers Criteria® Update Expert Panel, J Am Geriatr Soc 2023 Jul;71(7):2052-2081, doi 10.1111/jgs.18372, Epub 2023 May 4; abstract: an explicit list of medicines best avoided by older adults in most circumstances or in certain conditions, for adults 65 and older in all settings except hospice and end-of-life care, to be applied so that it supports rather than replaces shared clinical decision-making)",
      "pages: scribd.com/document/644350461 and /661939102 (first page of the article: title, DOI 10.1111/jgs.18372, received 7 March 2023, accepted 29 March 2023, same abstract); eurekalert.org/news-releases/988313 (AGS release of 4 May 2023 with the DOI)",
      "pages: formweb.com/master/showpage.php?dir=iredell&whichpage=152 (2023 criteria, table 5, seen 2026-11-23: opioids with gabapentin or pregabalin, avoid, for severe sedation-related adverse events including respiratory depression and death, except when switching from an opioid to a gabapentinoid or using one to lower the opioid dose; concurrent use of 3 or more CNS-active drugs (antiepileptics including gabapentinoids, antidepressants, antipsychotics, benzodiazepines, Z-drugs, opioids, skeletal muscle relaxants), avoid, for falls and fractures); formweb.com display pages for imipramine and acetaminophen-codeine (table 2: antidepressants with strong anticholinergic activity, alone or in combination, avoid, as highly anticholinergic, sedating and a cause of orthostatic hypotension; table 3: anticholinergics and opioids with a history of falls or fractures, for ataxia, impaired psychomotor function, syncope or more falls; if one must be used, cut down other CNS-active medicines); formweb.com/master/showpage.php?dir=iredell&whichpage=159 (the 2023 alternatives table: first-generation antihistamines, recommendation avoid)",
      "gh-index ids 41716200708 (transcription of 2023 table 3: with a history of falls or fractures avoid anticholinergics, SNRIs, SSRIs, TCAs, antiepileptics, antipsychotics, benzodiazepines, Z-drugs (eszopiclone, zaleplon, zolpidem) and opioids unless safer alternatives are not available; anticholinergics, benzodiazepines and Z-drugs also with dementia or delirium), 41841975881 (table 5, same rows as formweb, and 2 or more anticholinergics: cognitive decline, delirium, falls or fractures) and 42301793478 (table 6: gabapentin and pregabalin, reduce the dose when CrCl is below 60 mL/min, for CNS adverse effects)",
      "gh-index ids 52672654395, 65881688500 and 65972688174 (three independent transcriptions of 2023 table 2: benzodiazepines, avoid: older adults are more sensitive to them, and they raise the risk of cognitive impairment, delirium, falls, fractures and motor vehicle crashes); id 52672654395 also for Z-drugs (avoid: adverse events similar to those of benzodiazepines, minimal improvement in sleep latency and duration)",
      "pages: pmc.ncbi.nlm.nih.gov/articles/PMC12478568/table/T7 (table 7, drugs with strong anticholinergic properties: amitriptyline, amoxapine, clomipramine, desipramine, doxepin >6 mg/day, imipramine, nortriptyline, paroxetine; prochlorperazine, promethazine; first-generation antihistamines incl. diphenhydramine, doxylamine, hydroxyzine, meclizine, chlorpheniramine; bladder antimuscarinics darifenacin, fesoterodine, flavoxate, oxybutynin, solifenacin, tolterodine, trospium; benztropine, trihexyphenidyl; antipsychotics; antispasmodics incl. dicyclomine, hyoscyamine; cyclobenzaprine, orphenadrine. The excerpt did not show which article the table belongs to; its rows match the criteria cited above)",
      "gh-index id 41632752130 (transcription of 2023 table 4, drugs to be used with caution, seen 2026-11-23: antidepressants (mirtazapine, SNRIs, SSRIs, TCAs), carbamazepine, oxcarbazepine, antipsychotics, diuretics and tramadol may exacerbate or cause SIADH or hyponatremia; monitor sodium closely when starting or changing dosages in older adults; moderate quality, strong)",
    ],
  },
  {
    id: "neurontin-label",
    type: "web",
    title: "NEURONTIN (gabapentin) capsules, tablets and oral solution: prescribing information",
    source: "FDA prescribing information (DailyMed)",
    year: 2026,
    url: "https://dailymed.nlm.nih.gov/dailymed/drugInfo.cfm?setid=97935fd9-1d4a-43b6-a5d9-de994591187b",
    specialties: ["neurology", "pharmacy", "nephrology"],
    seenAt: [
      "gh-index ids 57753919276 and 57477901857 (two records of the DailyMed SPL set 97935fd9-1d4a-43b6-a5d9-de994591187b version 48, raw SHA-256 5772dd19697484b7a98743b09f04cef551bff5caffd1eddd30ef7d89c0a7e9dc, section 2.3 Dosage Adjustment in Patients with Renal Impairment, seen 2026-11-23: adjustment recommended from 12 years with renal impairment or haemodialysis; TABLE 1 NEURONTIN Dosage Based on Renal Function by creatinine clearance: 60 or more, 900 to 3600 mg/day; above 30 to 59, 400 to 1400 mg/day twice daily; above 15 to 29, 200 to 700 mg/day once daily; a last band at 15 (its comparator not legible in the copy), 100 to 300 mg/day, and below 15 mL/min the daily dose reduced in proportion to clearance; a supplement after each 4 hours of haemodialysis; creatinine clearance estimated with the Cockcroft and Gault equation)",
      "gh-index id 70916236391 (list of DailyMed labels: Neurontin, set 97935fd9-1d4a-43b6-a5d9-de994591187b, version 48, published Aug 6, 2026; drugInfo.cfm?setid= address form); id 67306755699 (fda.report/DailyMed/97935fd9-1d4a-43b6-a5d9-de994591187b as a mirror of the same label)",
      "pages: medlibrary.org/lib/rx/meds/neurontin/page/9/ (dosage in the elderly: decreased renal function is more likely, so the dose is chosen with care and adjusted to creatinine clearance); rxlist.com/neurontin-drug/indications-dosage.htm (a dose reduction or stop is done gradually over at least 1 week); healthscout.com Neurontin label copy (dizziness and somnolence the commonest adverse reactions in postherpetic neuralgia and the commonest reasons to stop; somnolence, dizziness and ataxia in epilepsy); rxreasoner.com/monographs/10600/precautions (FDA label, revision 2020: 5.3 patients should not drive until they know whether NEURONTIN impairs them)",
    ],
  },
  {
    id: "lyrica-label",
    type: "web",
    title: "LYRICA (pregabalin) capsules and oral solution: prescribing information",
    source: "FDA prescribing information (DailyMed)",
    year: 2025,
    url: "https://dailymed.nlm.nih.gov/dailymed/drugInfo.cfm?setid=60185c88-ecfd-46f9-adb9-b97c6b00a553",
    specialties: ["neurology", "pharmacy", "nephrology"],
    seenAt: [
      "gh-index ids 70916236391 and 62459276785 (DailyMed SPL set 60185c88-ecfd-46f9-adb9-b97c6b00a553 is LYRICA, version 59, SPL index date 2025-09-29); id 34349172604 (dailymed.nlm.nih.gov/dailymed/lookup.cfm?setid=60185c88-ecfd-46f9-adb9-b97c6b00a553 as LYRICA)",
      "pages: druglib.com/druginfo/lyrica/indications_dosage/ (copy of the LYRICA label, seen 2026-11-23: the usual and maximum doses are for creatinine clearance of at least 60 mL/min; LYRICA is eliminated mainly by the kidneys, so the dose is adjusted when renal function is reduced; taper over at least 1 week when stopping); 120ty.net copy of the LYRICA highlights (dose adjusted with reduced renal function, section 2.6; warning 5.6 dizziness and somnolence)",
      "pages: dailymed.nlm.nih.gov/dailymed/medguide.cfm?setid=54e6d137-a495-4b87-b3c2-2f5a0226dd3e (pregabalin label with the LYRICA text, 17.5: LYRICA may cause dizziness, somnolence, blurred vision and other CNS effects). The label's renal dose table itself was not seen in label text, so no figures from it are used",
    ],
  },
  {
    id: "hfm-weight-gain",
    type: "web",
    // The page's own heading was not in the excerpt seen; the title is its section and path name.
    title: "Weight gain (heartfailurematters.org: Understanding heart failure)",
    source: "Heart Failure Association of the European Society of Cardiology (heartfailurematters.org)",
    // No revision date was visible on the page seen; the year is when it was seen.
    year: 2026,
    url: "https://www.heartfailurematters.org/en_GB/Understanding-heart-failure/Weight-gain",
    specialties: ["cardiology", "heart failure", "patient education"],
    seenAt: [
      "pages: heartfailurematters.org/en_GB/Understanding-heart-failure/Weight-gain (seen 2026-11-22: fluid build-up in heart failure causes weight gain; weigh yourself regularly and tell your doctor or nurse if your weight goes up by more than 2 kilos in 3 days; the site is run by the Heart Failure Association of the ESC). The page gives the pounds as 3, which is not 2 kg; our patient text uses its own conversion (about 4.5 pounds)",
    ],
  },
  {
    id: "aldactone-label",
    type: "web",
    title: "ALDACTONE (spironolactone) tablets: warnings and precautions (US prescribing information)",
    source: "Pfizer Medical Information (US prescribing information)",
    // No revision date was visible on the page seen; the year is when it was seen.
    year: 2026,
    url: "https://www.pfizermedicalinformation.com/aldactone/warnings",
    specialties: ["cardiology", "nephrology", "pharmacy"],
    seenAt: [
      "pages: pfizermedicalinformation.com/aldactone/warnings (seen 2026-11-23, ALDACTONE section 5: 5.1 ALDACTONE can cause hyperkalemia; the risk is increased by impaired renal function or concomitant potassium supplementation, potassium-containing salt substitutes or drugs that increase potassium, such as ACE inhibitors and angiotensin receptor blockers; monitor serum potassium within 1 week of initiation or titration and regularly thereafter, more often with other drugs that cause hyperkalemia or with impaired renal function; if hyperkalemia occurs, decrease the dose or discontinue; 5.2 monitor volume status and renal function periodically)",
      "pages: renalandurologynews.com/drug/aldactone (summary of the same label: increased risk of hyperkalemia in renal impairment; serum potassium monitored within 1 week of initiation or titration; severe hyperkalemia with potassium supplements, salt substitutes or drugs that increase potassium such as ACE inhibitors, ARBs, NSAIDs and trimethoprim)",
    ],
  },
  {
    id: "inspra-label",
    type: "web",
    title: "INSPRA (eplerenone) tablets, for oral use: highlights of prescribing information",
    source: "Pfizer Medical Information (US prescribing information)",
    // No revision date was visible on the page seen; the year is when it was seen.
    year: 2026,
    url: "https://www.pfizermedicalinformation.sa/en-us/inspra/highlights",
    specialties: ["cardiology", "nephrology", "pharmacy"],
    seenAt: [
      "pages: pfizermedicalinformation.sa/en-us/inspra/highlights (seen 2026-11-23, US highlights, initial U.S. approval 2002: measure serum potassium before starting INSPRA and periodically thereafter; contraindicated for all patients with serum potassium above 5.5 mEq/L at initiation, creatinine clearance 30 mL/min or less, or strong CYP3A inhibitors; for hypertension also with creatinine clearance below 50 mL/min or potassium supplements or potassium-sparing diuretics; hyperkalemia warning for patients with decreased renal function, diabetes, proteinuria or taking ACE inhibitors, ARBs, NSAIDs or moderate CYP3A inhibitors)",
      "pages: wikidoc.org Eplerenone warnings and precautions and contraindications pages (copies of the INSPRA label, DailyMed setid a55a39ff-1bd5-428b-a64f-c44262e2f3ed: 5.1 the rates of hyperkalemia increase with declining renal function; the risk of hyperkalemia may increase when eplerenone is used with an ACE inhibitor and/or an ARB; contraindicated in all patients with creatinine clearance of 30 mL/min or less)",
      "pages: empr.com/drug/inspra (serum potassium at baseline, within the first week and at 1 month after starting or a dose change; ACE inhibitors, ARBs and NSAIDs increase the risk of hyperkalemia)",
    ],
  },
  {
    id: "momoniat-2019-acei-arb-potassium",
    type: "web",
    title: "ACE inhibitors and ARBs: Managing potassium and renal function",
    source: "Cleveland Clinic Journal of Medicine",
    year: 2019,
    url: "https://www.ccjm.org/content/86/9/601",
    specialties: ["nephrology", "cardiology", "primary care"],
    seenAt: [
      "pages: ccjm.org/content/86/9/601.full.txt (seen 2026-11-23: title, authors Tasnim Momoniat, Duha Ilyas, Sunil Bhandari; key points: ACE inhibitors and ARBs tend to raise the serum potassium level and reduce the GFR, so monitoring the serum potassium and creatinine levels and the GFR is imperative; reviews managing declining renal function and hyperkalemia on these drugs, used for hypertension, heart failure and chronic kidney disease)",
      "pages: mdedge.com/ccjm/article/206850 (Current Drug Therapy, release date September 1, 2019; same title and key points) and ccjm.org/content/86/9/601/tab-figures-data (title on the journal's site)",
    ],
  },
  {
    id: "warfarin-sodium-label-2014",
    type: "web",
    title: "WARFARIN SODIUM tablet: label with bleeding warning and INR-guided dosing",
    source: "DailyMed, U.S. National Library of Medicine (label repackaged by Aphena Pharma Solutions)",
    year: 2014,
    url: "https://dailymed.nlm.nih.gov/dailymed/drugInfo.cfm?setid=b6233f92-0d92-44d0-82cb-bacccb61d970",
    specialties: ["haematology", "cardiology", "pharmacy"],
    seenAt: [
      "pages: dailymed.nlm.nih.gov/dailymed/drugInfo.cfm?setid=b6233f92-0d92-44d0-82cb-bacccb61d970 (seen 2026-11-23; drug label information updated May 6, 2014; boxed warning: warfarin sodium can cause major or fatal bleeding; bleeding is more likely during the starting period and with a higher dose (resulting in a higher INR); risk factors for bleeding include high intensity of anticoagulation (INR above 4.0), age 65 or over, highly variable INRs, renal insufficiency and concomitant drugs; regular INR monitoring in all treated patients)",
      "pages: linkedlifedata.com/resource/dailymed-drugs/3580 (DailyMed record of a warfarin sodium tablet label in the same format, dosage section, seen 2026-11-23: dosage individualised to the PT/INR response; for venous thromboembolism the dose is adjusted to maintain a target INR of 2.5 (INR range, 2.0 to 3.0) for all treatment durations); healthscout.com copy of the COUMADIN label in the same format (an INR of 2.0-3.0 is sufficient for prophylaxis and treatment of venous thromboembolism and minimizes the risk of hemorrhage associated with higher INRs). The INR range was seen in these sibling copies, not in the excerpt of the cited page",
    ],
  },
  {
    id: "penner-2022-oac-nsaid",
    type: "web",
    title:
      "Does coprescribing nonsteroidal anti-inflammatory drugs and oral anticoagulants increase the risk of major bleeding, stroke and systemic embolism?",
    source: "British Journal of Clinical Pharmacology",
    year: 2022,
    url: "https://doi.org/10.1111/bcp.15371",
    doi: "10.1111/bcp.15371",
    specialties: ["haematology", "pharmacy", "primary care"],
    seenAt: [
      "pages: staging.scite.ai report (title, 2022, DOI 10.1111/bcp.15371); biomed.reviewer.ly (authors Penner LS, Gavan SP, Ashcroft DM, Peek N, Elliott RA; British journal of clinical pharmacology, 2022)",
      "pages: litmetric.com and discovery.researcher.life copies of the abstract (seen 2026-11-23: population-based cohort of adults receiving oral anticoagulant therapy in linked UK primary care and hospital records; 3177 on an oral anticoagulant alone and 3177 with at least one NSAID prescription; with an NSAID, GI bleeding HR 3.01 (95% CI 1.63 to 5.55) and major bleeding HR 2.77 (1.84 to 4.19); PMC9796910)",
      "pages: practicebusiness.co.uk (the anticoagulants were warfarin or any of the DOACs; study reviewed in DTB 2023;61:67)",
    ],
  },
  {
    id: "tda-2020-anticoagulant-duplication",
    type: "web",
    title:
      "Therapeutic duplication of anticoagulants: a retrospective study of frequency and consequences in a tertiary referral hospital",
    source: "Thrombosis Journal",
    year: 2020,
    url: "https://thrombosisjournal.biomedcentral.com/articles/10.1186/s12959-020-00227-w",
    doi: "10.1186/s12959-020-00227-w",
    specialties: ["haematology", "pharmacy", "patient safety"],
    seenAt: [
      "pages: thrombosisjournal.biomedcentral.com/articles/10.1186/s12959-020-00227-w and pmc.ncbi.nlm.nih.gov/articles/PMC7397592 (seen 2026-11-23: title and abstract: admitted patients who received at least two anticoagulants at the same time, August 2017 to August 2018; 107 patients, mean age 73; therapeutic duplication led in about 7.4% of cases to haemoglobin-relevant bleeding; older patients with comorbidities and a high HAS-BLED score were mainly affected)",
      "pages: scite.ai report (2020, DOI 10.1186/s12959-020-00227-w)",
    ],
  },
  {
    id: "ting-2021-doac-renal-dosing",
    type: "web",
    title: "Evaluation of Direct Oral Anticoagulant Prescribing in Patients With Moderate to Severe Renal Impairment",
    source: "Clinical and Applied Thrombosis/Hemostasis",
    year: 2021,
    url: "https://doi.org/10.1177/1076029620987900",
    doi: "10.1177/1076029620987900",
    specialties: ["haematology", "nephrology", "pharmacy"],
    seenAt: [
      "pages: scribd.com/document/717235899 (first page of the article, seen 2026-11-23: title; Ting C, Rhoten M, Dempsey J, Nichols H, Fanikos J, Ruff CT; Clinical and Applied Thrombosis/Hemostasis volume 27: 1-8, 2021; DOI 10.1177/1076029620987900; abstract: patients with renal impairment require dose adjustments for direct oral anticoagulants; of 207 outpatients with an estimated creatinine clearance below 50 mL/min, 29.5% were dosed inappropriately compared with FDA-labeled dosing for atrial fibrillation or venous thromboembolism, most often under-dosed; under-dosing may raise the risk of ischaemic events and over-dosing the risk of bleeding)",
    ],
  },
  {
    // Replaces the 2017 ATA pregnancy guideline (ata-2017-pregnancy in shared/evidence, still marked
    // current there). Seen through the publisher's abstract and the ATA's quick-reference app.
    id: "ata-2026-pregnancy",
    type: "guideline",
    title:
      "American Thyroid Association 2026 Guidelines for Thyroid Disease in Preconception, Pregnancy, and Postpartum",
    source: "American Thyroid Association (ATA)",
    year: 2026,
    url: "https://doi.org/10.1177/10507256261445624",
    doi: "10.1177/10507256261445624",
    specialties: ["endocrinology", "thyroid", "obstetrics"],
    seenAt: [
      "pages: sage.cnpereading.com/doi/10.1177/10507256261445624 (seen 2026-11-23: the guideline's abstract: since the ATA guidelines of 2017 substantial new evidence has appeared; these 2026 ATA guidelines give updated recommendations for thyroid disease before, during and after pregnancy, on thyroid function testing, iodine, thyroid autoimmunity, hypothyroidism, hypothyroxinaemia, hyperthyroidism and Graves' disease, nodules and cancer, and postpartum thyroid dysfunction; GRADE framework; a task force with representatives of 10 international societies)",
      "pages: eguideline.guidelinecentral.com/i/1545288-thyroid-disease-in-preconception-pregnancy-and-postpartum/5 (ATA Quick-Reference 'Thyroid Disease in Preconception, Pregnancy, and Postpartum', page 5, seen 2026-11-23: a laboratory- and trimester-specific reference interval for TSH and FT4 is suggested as the preferred standard in pregnancy (conditional, low); without one for TSH, 0.1–4.0 mU/L can be used in the first and second trimesters (conditional, low); footnotes: the text covers centres whose non-pregnancy TSH upper limit is above 4.5 mU/L, and in the third trimester the non-pregnant TSH reference interval will likely suffice; without a trimester-specific FT4 interval, an FT4 surrogate or the non-pregnancy FT4 interval may be used (conditional, low); serum TSH typically best reflects maternal thyroid function, and the same assay should be used for follow-up (good practice statements))",
      "gh-index id 56930397508 (a clinician card deck citing 'Korevaar TIM, Leung AM, Alexander EK, et al. American Thyroid Association 2026 Guidelines for Thyroid Disease in Preconception, Pregnancy, and Postpartum. Thyroid. 2026;36(5):481-544', DOI 10.1177/10507256261445624, journals.sagepub.com address). The full title and the journal pages were seen only in this third-party file; the deck's other statements (treatment thresholds, the role of TPO antibodies) were not seen in the guideline's own text and are not used",
    ],
  },
  {
    // Authors were not shown in the copy seen.
    id: "jcem-1988-hcg-thyrotropic",
    type: "pubmed",
    title:
      "Human chorionic gonadotropin (hCG) and thyroid function in early human pregnancy: circadian variation and evidence for intrinsic thyrotropic activity of hCG",
    source: "J Clin Endocrinol Metab",
    year: 1988,
    url: "https://pubmed.ncbi.nlm.nih.gov/3346361/",
    pmid: "3346361",
    specialties: ["endocrinology", "obstetrics"],
    seenAt: [
      "pages: ncbi.nlm.nih.gov/pubmed/3346361 (seen 2026-11-23: title, J Clin Endocrinol Metab 1988 Apr;66(4):853-6, Minerva Foundation Institute for Medical Research, Helsinki; abstract: in 26 women in early pregnancy, high hCG went with higher thyroid hormone and lower TSH; after the pregnancy was interrupted hCG fell by 95% within 10 days and TSH rose from 0.80 to 1.48 mIU/L; hCG correlated negatively with TSH; hCG has thyrotropic activity which, by raising thyroid hormone, suppresses TSH)",
      "pages (agreeing): nature.com/articles/ncpendmet0957 (research highlight of Haddow JE et al., J Clin Endocrinol Metab 2008;93:3341-3347: TSH reaches its lowest at about 10 weeks' gestation, when hCG peaks); endotext.org figure of maternal TSH and hCG by gestational age (the fall in TSH at about 10 weeks may be due to the thyrotropic effect of hCG)",
    ],
  },
  {
    id: "zierk-2017-paediatric-alp",
    type: "web",
    title: "Pediatric reference intervals for alkaline phosphatase",
    source: "Clinical Chemistry and Laboratory Medicine (CCLM)",
    year: 2017,
    url: "https://doi.org/10.1515/cclm-2016-0318",
    doi: "10.1515/cclm-2016-0318",
    specialties: ["paediatrics", "laboratory medicine"],
    seenAt: [
      "pages: scribd.com/document/432940170 (seen 2026-11-23: first page of the article, Clin Chem Lab Med 2017;55(1):102–110, Zierk J, Arzideh F, Haeckel R et al., DOI 10.1515/cclm-2016-0318; abstract: interpretation of alkaline phosphatase activity in children is challenging due to extensive changes with growth and puberty leading to distinct sex- and age-specific dynamics; an analyte closely linked to growth; percentile charts from birth to 18 years from 361,405 samples of 124,440 patients in German centres)",
      "pages: ouci.dntb.gov.ua/en/works/4zN6amv4 and cris.fau.de publication 204358897 (same title, authors, DOI, journal, volume 55, issue 1, pages 102-110, abstract)",
    ],
  },
  {
    id: "danish-2021-paediatric-bone-markers",
    type: "web",
    title:
      "Population-based pediatric reference values for serum parathyroid hormone, vitamin D, calcium, and phosphate in Danish/North-European white children and adolescents",
    source: "Clinica Chimica Acta",
    year: 2021,
    url: "https://doi.org/10.1016/j.cca.2021.10.024",
    doi: "10.1016/j.cca.2021.10.024",
    specialties: ["paediatrics", "laboratory medicine", "endocrinology"],
    seenAt: [
      "pages: peeref.com/works/23388330 (seen 2026-11-23: title, Clinica Chimica Acta 2021;523:483-490, DOI 10.1016/j.cca.2021.10.024; abstract: in 2,211 Danish 6–18-year-olds, calcium and phosphate decreased with age in both sexes; PTH, vitamin D, calcium and phosphate vary during childhood and adolescence with sex and season, to be considered when screening for and treating imbalances in bone metabolism)",
      "pages: bmi.ku.dk publication page (same title, journal, volume 523, pages 483-490, 2021, abstract)",
      "pages (agreeing): ouci.dntb.gov.ua/en/works/4EwAEMN9 and mhh-publikationsserver.gbv.de mhh_mods_00002559 (Pott V et al., LMS-based pediatric reference values for parameters of phosphate homeostasis in the HARP cohort, J Clin Endocrinol Metab 2023, issue 3, pages 668-679: serum phosphate is highest in infancy and declines until age 18, reaching adult levels earlier in girls than in boys)",
    ],
  },
  {
    id: "acr-birads-atlas-2013",
    type: "web",
    title: "ACR BI-RADS Atlas: Breast Imaging Reporting and Data System, 5th edition",
    source: "American College of Radiology (ACR)",
    year: 2013,
    url: "https://www.acr.org/Clinical-Resources/Reporting-and-Data-Systems/Bi-Rads",
    specialties: ["radiology", "breast imaging", "oncology"],
    seenAt: [
      "pages (2026-11-23): el.b-ok.org/book/3492230 (title page: ACR BI-RADS Atlas, Breast Imaging Reporting and Data System, 2013; D'Orsi CJ, Sickles EA, Mendelson EB, Morris EA; 5th edition, American College of Radiology)",
      "pages (2026-11-23): scribd.com ACR 'BI-RADS Atlas 5th Edition Changes' (2013 5th edition; 'visit acr.org/birads') and pubs.rsna.org/doi/10.1148/rg.2016150178 (RadioGraphics 2016 pictorial review of the fifth edition)",
      "pages (2026-11-23, category management): ejrnm.springeropen.com/articles/10.1186/s43055-020-00209-y/tables/1 (peer-reviewed table of BI-RADS assessment categories: 0 recall for additional imaging; 1 and 2 routine screening; 3 short-interval (6-month) follow-up or continued surveillance; 4A/4B/4C and 5 tissue diagnosis; 6 surgical excision when clinically appropriate); html.scirp.org and ceshi.explorationpub.com tables (likelihood of cancer: 3 above 0% up to 2%; 4A above 2% up to 10%; 4B above 10% up to 50%; 4C above 50% below 95%; 5 95% or more); ccjm.org table (0 diagnostic imaging or comparison films; 3 follow-up at 6 months; 4 and 5 biopsy)",
      "gh-index ids 6800539636, 41949401221, 55772168397, 60799576321 (the ACR BI-RADS page at acr.org/Clinical-Resources/Reporting-and-Data-Systems/Bi-Rads)",
    ],
  },
  {
    id: "acr-tirads-2017",
    type: "guideline",
    title: "ACR Thyroid Imaging, Reporting and Data System (TI-RADS): White Paper of the ACR TI-RADS Committee",
    source: "American College of Radiology (ACR)",
    year: 2017,
    url: "https://doi.org/10.1016/j.jacr.2017.01.046",
    doi: "10.1016/j.jacr.2017.01.046",
    pmid: "28372962",
    specialties: ["radiology", "endocrinology", "thyroid"],
    seenAt: [
      "pages (2026-11-23): scribd.com/document/397311941 and meiribibi.com copies of the article's first page (title, Tessler FN, Middleton WD, Grant EG et al., J Am Coll Radiol 2017)",
      "gh-index ids 62654948646 and 53318116269 (J Am Coll Radiol 2017;14(5):587-595, DOI 10.1016/j.jacr.2017.01.046, PMID 28372962); 67163368847 (PMID with DOI)",
      "pages (2026-11-23): empendium.com/mcmtextbook/table/031_5370 (TR1-TR2 no FNA; FNA for TR3 from 2.5 cm, TR4 from 1.5 cm, TR5 from 1.0 cm; follow-up TR3 at 1, 3 and 5 years, TR4 at 1, 2, 3 and 5 years, TR5 yearly up to 5 years; significant enlargement more than 20% and 2 mm in two dimensions or more than 50% in volume; risk figures from J Am Coll Radiol 2017;14(5):587-595)",
      "gh-index ids 56428550668, 18985939856, 16154539077, 63152287318, 70212671427 (independent transcriptions of the TI-RADS chart: TR3 FNA if 2.5 cm or more, follow if 1.5 cm or more; TR4 FNA if 1.5 cm or more, follow if 1.0 cm or more; TR5 FNA if 1.0 cm or more, follow if 0.5 cm or more; id 16154539077 with the follow-up years)",
    ],
  },
  {
    id: "ese-ensat-2023-adrenal-incidentaloma",
    type: "guideline",
    title:
      "European Society of Endocrinology clinical practice guidelines on the management of adrenal incidentalomas, in collaboration with the European Network for the Study of Adrenal Tumors",
    source: "European Society of Endocrinology (ESE) / European Network for the Study of Adrenal Tumors (ENSAT)",
    year: 2023,
    url: "https://doi.org/10.1093/ejendo/lvad066",
    doi: "10.1093/ejendo/lvad066",
    pmid: "37318239",
    specialties: ["endocrinology", "radiology", "endocrine surgery"],
    seenAt: [
      "pages (2026-11-23): scribd.com/document/715663106 (first page: title, Eur J Endocrinol 2023;189:G1-G42, doi 10.1093/ejendo/lvad066, Fassnacht M et al.)",
      "pages (2026-11-23): dbpia.nl.go.kr mirror of academic.oup.com/ejendo/article/189/1/G1/7198474 (abstract: homogeneous lesions of 10 HU or less on unenhanced CT are benign and need no further imaging whatever their size; all other patients discussed in a multidisciplinary expert meeting; only lesions over 4 cm that are inhomogeneous or over 20 HU have a malignancy risk high enough that surgery will be the usual approach)",
      "pages (2026-11-23): pmc.ncbi.nlm.nih.gov/articles/PMC10475962 (Park SS, Kim JH, Endocrinol Metab 2023;38(4):373-380, review of the 2023 guideline: post-dexamethasone cortisol above 50 nmol/L (1.8 µg/dL) without overt Cushing's syndrome is mild autonomous cortisol secretion; homogeneous 10 HU or less needs no further follow-up irrespective of size)",
      "gh-index ids 68312710353 and 69380072104 (DOI with PMID 37318239)",
    ],
  },
  {
    id: "cua-2023-adrenal-mass",
    type: "guideline",
    title:
      "Canadian Urological Association guideline: Diagnosis, management, and followup of the incidentally discovered adrenal mass",
    source: "Canadian Urological Association (CUA)",
    year: 2023,
    url: "https://pmc.ncbi.nlm.nih.gov/articles/PMC9970641",
    doi: "10.5489/cuaj.8248",
    pmid: "36849113",
    specialties: ["urology", "endocrinology", "radiology"],
    seenAt: [
      "pages (2026-11-23): pmc.ncbi.nlm.nih.gov/articles/PMC9970641 (title, Rowe NE, Kumar RM et al., Can Urol Assoc J 2023;17(2):12-24, DOI, PMID 36849113; adrenal incidentalomas are adrenal masses over 1 cm found on imaging done for an unrelated reason)",
      "pages (2026-11-23): pmc.ncbi.nlm.nih.gov/articles/PMC9970641/table/t2-cuaj-2-12 (summary of recommendations: 3 non-contrast CT first-line (strong); 4 washout CT or chemical-shift MRI for a mass still indeterminate (weak); 6.1 screen all for autonomous cortisol secretion (weak) and 6.2 with the 1 mg dexamethasone suppression test (strong); 7.1 aldosterone-to-renin ratio with hypertension and/or hypokalaemia (strong); 8.1 suggest against phaeochromocytoma screening for unequivocal adenomas under 10 HU on unenhanced CT without adrenergic signs or symptoms)",
    ],
  },
  {
    id: "endosoc-2009-hypoglycaemia",
    type: "guideline",
    title:
      "Evaluation and management of adult hypoglycemic disorders: an Endocrine Society Clinical Practice Guideline",
    source: "Endocrine Society",
    year: 2009,
    url: "https://pubmed.ncbi.nlm.nih.gov/19088155/",
    doi: "10.1210/jc.2008-1410",
    pmid: "19088155",
    specialties: ["endocrinology", "diabetes", "primary care"],
    seenAt: [
      "pages: pubmed.ncbi.nlm.nih.gov/19088155 (seen 2026-11-23: title, J Clin Endocrinol Metab 2009 Mar;94(3):709-28, doi 10.1210/jc.2008-1410, PMID 19088155; abstract: guidelines for adults with hypoglycemic disorders, including those with diabetes mellitus; evaluate and manage hypoglycemia only when Whipple's triad is documented (symptoms or signs, a low plasma glucose, and their resolution when the glucose is raised); without diabetes, first pursue clues to causes such as drugs, critical illness, hormone deficiencies and non-islet-cell tumours)",
      "pages: mayoclinic.pure.elsevier.com (authors Cryer PE, Axelrod L, Grossman AB, Heller SR, Montori VM, Seaquist ER, Service FJ; same abstract); guidelinecentral.com hypoglycemic disorders pocket card (same Whipple's triad recommendation, graded 1, high quality)",
    ],
  },
  {
    id: "bsr-2020-gca",
    type: "guideline",
    title: "British Society for Rheumatology guideline on diagnosis and treatment of giant cell arteritis",
    source: "British Society for Rheumatology (BSR)",
    year: 2020,
    url: "https://doi.org/10.1093/rheumatology/kez672",
    doi: "10.1093/rheumatology/kez672",
    specialties: ["rheumatology", "ophthalmology", "primary care"],
    seenAt: [
      "docs: academic.oup.com/rheumatology/article-pdf/59/3/e1/32529051/kez672.pdf (seen 2026-11-23: first page, 'Guideline. British Society for Rheumatology guideline on diagnosis and treatment of giant cell arteritis', Mackie SL, Dejaco C, Appenzeller S et al. … Dasgupta B; NICE-accredited process)",
      "pages: escueladesanadores.com copy of the executive summary ('This is the executive summary of British Society for Rheumatology guideline on diagnosis and treatment of giant cell arteritis, doi: 10.1093/rheumatology/kez672'; '40–60 mg oral prednisolone: initial dose for patients with active GCA'); tomwademd.net excerpts (full guideline Rheumatology 2020;59(3):e1–e23; executive summary 2020;59(3):487–494)",
      "pages: medscape.com/viewarticle/925795 (executive summary, Rheumatology 2020;59(3):487-494: without high-dose glucocorticoid treatment GCA can lead to occlusion of cranial vessels and blindness or stroke; most blindness or stroke happens before treatment or in its first week; GCA is therefore a medical emergency requiring immediate treatment)",
      "pages: tomwademd.net excerpt of the full guideline (highest incidence at 70–79 years; headache, scalp tenderness, jaw claudication, visual loss and stroke are cranial manifestations; most GCA-associated visual loss occurs before glucocorticoid treatment or shortly after it starts, hence immediate treatment when the disease is strongly suspected)",
      "pages: rheumatology.org.uk/News-Policy/Details/Updated-giant-cell-arteritis-guideline-launches and /Blog-diagnosis-treatment-giant-cell-arteritis (BSR, 23 January 2020: a delay in starting high-dose steroid can cause blindness; all patients referred to a specialist who can see them promptly, on the same working day if possible and in all cases within three working days); pn.bmj.com/content/20/6/474 (Mollan SP, Mackie SL, Practical Neurology: those suspected of GCA assessed by a specialist ideally on the same working day)",
      "pages (supporting, not BSR wording): BMJ Best Practice GCA recommendations via a library proxy (consider GCA over 50 years with new headache, jaw claudication or acute visual symptoms and raised inflammatory markers; take FBC, CRP and ESR before treatment; do not wait for results before starting a high-dose glucocorticoid when GCA is strongly suspected; confirm with ultrasound and/or temporal artery biopsy)",
    ],
  },
  {
    id: "aasld-2018-hbv",
    type: "guideline",
    title: "Update on prevention, diagnosis, and treatment of chronic hepatitis B: AASLD 2018 hepatitis B guidance",
    source: "American Association for the Study of Liver Diseases (AASLD)",
    year: 2018,
    url: "https://doi.org/10.1002/hep.29800",
    doi: "10.1002/hep.29800",
    pmid: "29405329",
    specialties: ["hepatology", "infectious diseases", "gastroenterology"],
    seenAt: [
      "pages: journals.lww.com/hep/fulltext/2018/04000/update_on_prevention,_diagnosis,_and_treatment_of.34.aspx and wixlib.com / readkong.com copies (seen 2026-11-23: title, Terrault NA, Lok ASF, McMahon BJ et al., Hepatology vol 67 no 4, 2018; scope includes recipients of immunosuppressive therapy); aasld.org/practice-guidelines/chronic-hepatitis-b (updated February 2018)",
      "gh-index ids 62554673973, 57979300530, 58687812534 and 65992179101 (title with Hepatology 2018;67(4):1560-1599, DOI 10.1002/hep.29800, PMID 29405329; 65992179101 also PMC5975958)",
      "pages (AASLD 2018 positions as tabulated by reviews, seen 2026-11-23): pmc.ncbi.nlm.nih.gov/articles/PMC8066124/table/jpm-11-00267-t004 (J Pers Med 2021: screen all with HBsAg and anti-HBc; HBsAg positive: prophylaxis; resolved HBV: on-demand therapy with ALT, HBV DNA and HBsAg every 1–3 months except with anti-CD20 antibody therapy or stem cell transplantation; entecavir, tenofovir DF or TAF; at least 6 months after immunosuppression ends, at least 12 months for B cell-depleting agents); pmc.ncbi.nlm.nih.gov/articles/PMC8281013/table/T3 (Front Oncol 2021: resolved infection, prophylaxis needed with anti-CD20 therapy; 12 months after anti-CD20); wjgnet.com/2307-8960/full/v9/i21/5769-T2.htm (World J Clin Cases 2021: same, and anti-CD20 antibodies high risk (>10%) in both serological groups, table 1)",
    ],
  },
  {
    id: "fda-rituxan-hbv-2013",
    type: "web",
    title: "Rituxan (rituximab) injection: safety labeling changes (boxed warning, hepatitis B virus reactivation)",
    source: "U.S. Food and Drug Administration (FDA)",
    year: 2013,
    // Seen at the http address; fda.gov serves the same page over https.
    url: "https://www.fda.gov/Safety/MedWatch/SafetyInformation/ucm328041.htm",
    specialties: ["haematology", "rheumatology", "hepatology", "pharmacy"],
    seenAt: [
      "pages: www.fda.gov/Safety/MedWatch/SafetyInformation/ucm328041.htm (seen 2026-11-23, FDA CDER safety labeling changes, September 2013: boxed warning, HBV reactivation can occur with Rituxan, in some cases resulting in fulminant hepatitis, hepatic failure and death; screen all patients for HBV infection before treatment, monitor during and after treatment, discontinue Rituxan and concomitant medicines on reactivation; 5.3: reactivation with CD20-directed cytolytic antibodies in HBsAg-positive patients and in HBsAg-negative, anti-HBc-positive patients, also with anti-HBs present)",
      "docs: api.fda.gov/drug/label.json?search=openfda.brand_name:Rituxan (current Rituxan label, boxed warning includes hepatitis B virus reactivation); api.fda.gov label for obinutuzumab (GAZYVA boxed warning: HBV reactivation with CD20-directed cytolytic antibodies; screen all patients before treatment; monitor HBV-positive patients during and after treatment)",
      "pages: hcplive.com/view/rituximab-hit-fda-warning-hbv-risk (FDA boxed warning for ofatumumab (Arzerra) and rituximab (Rituxan): screen with HBsAg and anti-HBc, consult a hepatitis expert if positive)",
    ],
  },
  {
    id: "griebeler-2016-thiazide-hypercalcaemia",
    type: "pubmed",
    title:
      "Thiazide-Associated Hypercalcemia: Incidence and Association With Primary Hyperparathyroidism Over Two Decades",
    source: "J Clin Endocrinol Metab",
    year: 2016,
    url: "https://pubmed.ncbi.nlm.nih.gov/26751196/",
    doi: "10.1210/jc.2015-3964",
    pmid: "26751196",
    specialties: ["endocrinology", "primary care"],
    seenAt: [
      "pages: pubmed.ncbi.nlm.nih.gov/26751196 and PubMed.gov/26751196 (seen 2026-11-23: title, Griebeler ML et al., J Clin Endocrinol Metab 2016 Mar;101(3):1166-73, doi 10.1210/jc.2015-3964; abstract: thiazide diuretics are commonly associated with hypercalcaemia; 221 residents of Olmsted County with thiazide-associated hypercalcaemia, mean age 67, 86% women; of those who stopped the thiazide 71% stayed hypercalcaemic; primary hyperparathyroidism diagnosed in 24%; conclusion: many patients with thiazide-associated hypercalcaemia have underlying primary hyperparathyroidism)",
      "pages: mayoclinic.elsevierpure.com record of the same article (title, authors, same abstract)",
      "pages (agreeing, earlier cohort): pmc.ncbi.nlm.nih.gov/articles/PMC2065855 (Wermers RA et al., Am J Med 2007, PMID 17904464: 64% of those who stopped the thiazide stayed hypercalcaemic; underlying primary hyperparathyroidism is common in patients who develop hypercalcaemia on a thiazide)",
    ],
  },
  {
    id: "cpic-hlab-allopurinol-2013",
    type: "guideline",
    title:
      "Clinical Pharmacogenetics Implementation Consortium guidelines for human leukocyte antigen-B genotype and allopurinol dosing",
    source: "Clinical Pharmacogenetics Implementation Consortium (CPIC)",
    year: 2013,
    url: "https://doi.org/10.1038/clpt.2012.209",
    doi: "10.1038/clpt.2012.209",
    pmid: "23232549",
    specialties: ["pharmacogenomics", "rheumatology", "dermatology"],
    seenAt: [
      "pages: loinc.org/pubmed/23232549 (seen 2026-11-23: title; Clin Pharmacol Ther. 2013 Feb;93(2):153-8; doi 10.1038/clpt.2012.209; abstract: allopurinol is one of the most common causes of severe cutaneous adverse reactions, including drug hypersensitivity syndrome, Stevens–Johnson syndrome and toxic epidermal necrolysis; HLA-B*58:01 associates strongly with allopurinol-induced SCAR)",
      "pages: scholars.duke.edu/display/pub822327 (seen 2026-11-23: authors Hershfield MS … Lee MTM, volume 93 issue 2 pages 153–158, DOI)",
      "pages: cpicpgx.org/guidelines/guideline-for-allopurinol-and-hla-b/ (seen 2026-11-23: June 2015 update: the 2013 guideline remains clinically current)",
      "pages: jesse.tg/ngc-archive/summary/9588 (seen 2026-11-23: the guideline's therapeutic recommendation as summarised by the National Guideline Clearinghouse: allopurinol should not be prescribed to patients who have tested positive for HLA-B*58:01; alternative medication should be considered; for patients who tested negative allopurinol may be prescribed as usual)",
    ],
  },
  {
    id: "nice-cg71-fh",
    // NICE guidance has no DOI, so it is cited as a web source (as nice-ng12-suspected-cancer is).
    type: "web",
    title: "Familial hypercholesterolaemia: identification and management (NICE clinical guideline CG71)",
    source: "National Institute for Health and Care Excellence (NICE)",
    year: 2008,
    url: "https://www.nice.org.uk/guidance/cg71",
    specialties: ["lipidology", "cardiology", "primary care", "genetics"],
    seenAt: [
      "pages (seen 2026-11-23): pdfslide.net copy of the NICE document ('Familial hypercholesterolaemia: identification and management. Clinical guideline. Published: 27 August 2008 www.nice.org.uk/guidance/cg71', 'Last updated 4 October 2019'); ncbi.nlm.nih.gov/books/n/nicecg71guid/ (NICE Clinical Guidelines, No. 71, the same title)",
      "pages (seen 2026-11-23): nice.org.uk/guidance/cg71/chapter/Recommendations (1.1.4 exclude secondary causes of hypercholesterolaemia before a diagnosis of FH is considered [2008]; 1.1.5 use the Simon Broome criteria (appendix F of the full guideline) or the Dutch Lipid Clinic Network criteria to make a clinical diagnosis of FH in primary care [2017]; 1.1.6 refer the person to an FH specialist service for DNA testing if they meet the Simon Broome criteria for possible or definite FH, or have a DLCN score greater than 5 [2017]; 1.1.7 absence of tendon xanthomata does not exclude FH)",
      "pages (seen 2026-11-23, the Simon Broome criteria): ncbi.nlm.nih.gov/books/NBK53810 (appendix F of CG71: 'Simon Broome Diagnostic criteria for index individuals'); cavuhb.nhs.wales All Wales FH service 'Diagnosis of FH' (definite FH: total cholesterol above 7.5 mmol/L or LDL-C above 4.9 mmol/L in an adult, plus tendon xanthomas in the patient or a first- or second-degree relative, or DNA-based evidence of an LDLR, APOB or PCSK9 mutation; possible FH: the same lipid levels plus a family history of MI before 50 in a second-degree or before 60 in a first-degree relative, or of raised total cholesterol); the same criteria in bmccardiovascdisord.biomedcentral.com s12872-017-0694-z Table 1 and pmc.ncbi.nlm.nih.gov PMC7379116 Table 15",
    ],
  },
  {
    id: "freeman-2011-oh-consensus",
    type: "guideline",
    title:
      "Consensus statement on the definition of orthostatic hypotension, neurally mediated syncope and the postural tachycardia syndrome",
    source: "American Autonomic Society / European Federation of Autonomic Societies (Clin Auton Res)",
    year: 2011,
    url: "https://doi.org/10.1007/s10286-011-0119-5",
    doi: "10.1007/s10286-011-0119-5",
    pmid: "21431947",
    specialties: ["neurology", "cardiology", "geriatrics"],
    seenAt: [
      "pages: sciencedirect abstract page reached from jnnp.bmj.com/lookup/external-ref?access_num=10.1016/j.autneu.2011.02.004 (seen 2026-11-23: the same statement's co-publication in Autonomic Neuroscience; introduction: an update of the 1996 definition, endorsed by the American Autonomic Society, the European Federation of Autonomic Societies, the Autonomic Research Group of the World Federation of Neurology and the Autonomic Disorders section of the American Academy of Neurology, not an evidence-based guideline; definition: orthostatic hypotension is a sustained fall of systolic pressure of at least 20 mm Hg or diastolic pressure of 10 mm Hg within 3 min of standing or head-up tilt to at least 60°, a clinical sign that may be symptomatic or asymptomatic; with supine hypertension a systolic fall of 30 mm Hg may be a more appropriate criterion)",
      "pages: paperexplained.cn record (title; authors Freeman R, Wieling W, Axelrod FB, Benditt DG, Benarroch E, Biaggioni I … van Dijk JG)",
      "gh-index ids 61071590596 and 61069244222 (Freeman R, Wieling W, Axelrod FB, et al., Clin Auton Res 2011;21(2):69-72, DOI 10.1007/s10286-011-0119-5, PMID 21431947), 66563664679 (same DOI; definition: a sustained SBP fall of at least 20 mmHg or DBP fall of at least 10 mmHg within three minutes of standing)",
    ],
  },
  {
    id: "aha-2024-oh-hypertension",
    type: "guideline",
    title:
      "Orthostatic Hypotension in Adults With Hypertension: A Scientific Statement From the American Heart Association",
    source: "American Heart Association (AHA) Council on Hypertension",
    year: 2024,
    url: "https://pmc.ncbi.nlm.nih.gov/articles/PMC11067441/",
    doi: "10.1161/HYP.0000000000000236",
    pmid: "38205630",
    specialties: ["hypertension", "cardiology", "geriatrics"],
    seenAt: [
      "pages: pmc.ncbi.nlm.nih.gov/articles/PMC11067441 (seen 2026-11-23: title; Juraschek SP, Cortez MM, Flack JM, Ghazi L, Kenny RA, Rahman M, Spikes T, Shibao CA, Biaggioni I, on behalf of the AHA Council on Hypertension; Hypertension 2024 Jan 11;81(3):e16–e30, doi 10.1161/HYP.0000000000000236, PMID 38205630; abstract: orthostatic hypotension is a common comorbidity of hypertension; there is substantial evidence that intensive blood pressure treatment does not cause it in most patients with essential hypertension, but some classes of antihypertensive agents may unmask it with underlying autonomic impairment; management starts with characterising its patterns, triggers and cause, then reviewing and removing aggravating factors (often medicines not related to hypertension treatment), then optimising the antihypertensive regimen, then a tailored strategy that avoids exacerbating hypertension)",
      "pages: professional.heart.org/en/science-news/orthostatic-hypotension-in-adults-with-hypertension (published January 11, 2024: orthostatic hypotension is defined as a sustained fall of systolic pressure of at least 20 mmHg or diastolic pressure of 10 mmHg within 3 minutes of standing)",
      "gh-index ids 70154246020 and 70215394766 (cite the statement by DOI 10.1161/HYP.0000000000000236 for the 20/10 mmHg within 3 minutes criterion)",
    ],
  },
  {
    id: "shibao-2013-ash-oh",
    type: "guideline",
    title: "Evaluation and treatment of orthostatic hypotension",
    source: "American Society of Hypertension (ASH) Writing Group",
    year: 2013,
    url: "https://pmc.ncbi.nlm.nih.gov/articles/PMC3769179/",
    doi: "10.1016/j.jash.2013.04.006",
    pmid: "23721882",
    specialties: ["hypertension", "geriatrics", "neurology"],
    seenAt: [
      "pages: pmc.ncbi.nlm.nih.gov/articles/PMC3769179 (seen 2026-11-23: title; Shibao C, Lipsitz LA, Biaggioni I, on behalf of the American Society of Hypertension Writing Group; J Am Soc Hypertens 2013;7(4):317–324, doi 10.1016/j.jash.2013.04.006, PMID 23721882; introduction: the diagnosis is made at the bedside by measuring blood pressure and heart rate supine and after 1 and 3 minutes of standing; in patients with hypertension a systolic fall of 30 mm Hg is more appropriate to define it, but prospective studies show a systolic decline of more than 20 mm Hg is a risk factor for falls, especially in elderly patients with hypertension; the absence of an adequate compensatory rise in heart rate is typical of neurogenic orthostatic hypotension)",
      "pages: ar.scribd.com/document/287052693 (the ASH position paper's co-publication, J Clin Hypertens 2013;15:147–153, same text)",
    ],
  },
  {
    id: "piketty-2017-biotin-immunoassays",
    type: "pubmed",
    title:
      "False biochemical diagnosis of hyperthyroidism in streptavidin-biotin-based immunoassays: the problem of biotin intake and related interferences",
    source: "Clinical Chemistry and Laboratory Medicine",
    year: 2017,
    url: "https://pubmed.ncbi.nlm.nih.gov/27732554/",
    doi: "10.1515/cclm-2016-0606",
    pmid: "27732554",
    specialties: ["endocrinology", "clinical chemistry", "thyroid"],
    seenAt: [
      "pages: pubmed.ncbi.nlm.nih.gov/27732554/ (seen 2026-11-23: title, Clin Chem Lab Med 2017 May 1;55(6):780-788, DOI 10.1515/cclm-2016-0606, review; abstract: biotin supplementation or anti-streptavidin antibodies interfere with immunoassays built on streptavidin-biotin, giving false positive and false negative results that can simulate a seemingly coherent hormonal profile)",
      "pages: doi.org/10.1515/cclm-2016-0606 (De Gruyter, published 12 October 2016, authors Piketty, Polak, Flechtner, Gonzales-Briceño, Souberbielle; introduction: the two assay formats give opposite errors, falsely low and falsely high results together, which can mimic an endocrine disorder)",
      "pages: thyroid.org/patient-thyroid-information/ct-for-patients/january-2022/vol-15-issue-1-p-7-8 (ATA Clinical Thyroidology for the Public, agreeing on direction: with 10 mg biotin a day, TSH fell and free T4 and total T3 rose on Roche Cobas, not on Abbott or LC-MS/MS)",
    ],
  },
  {
    id: "biotin-tft-washout-2020",
    type: "pubmed",
    title: "Assessment of Biotin Interference in Thyroid Function Tests",
    source: "Journal article (PMC7478465)",
    year: 2020,
    url: "https://pmc.ncbi.nlm.nih.gov/articles/PMC7478465",
    pmid: "32118725",
    specialties: ["endocrinology", "clinical chemistry", "thyroid"],
    seenAt: [
      "pages: pmc.ncbi.nlm.nih.gov/articles/PMC7478465 (seen 2026-11-23: abstract and introduction; 10 healthy adults took 5 and 10 mg/d biotin for 7 days; positive or negative interference in thyroid function tests on Roche cobas e602 and Beckman UniCel DxI 800, none on Abbott Architect 2000; interference lasted 8 hours after 5 mg/d and 1 to 2 days after 10 mg/d; recommended intake 30 µg/d)",
      "pages: medluna.com/article/32118725 (same title and abstract, PMID 32118725, dated 2020 Mar 3). The journal name and DOI were not seen",
    ],
  },
  {
    id: "fda-biotin-troponin-2019",
    type: "web",
    title: "Biotin Interference with Troponin Lab Tests - Assays Subject to Biotin Interference",
    source: "U.S. Food and Drug Administration (FDA)",
    year: 2019,
    url: "https://www.fda.gov/medical-devices/in-vitro-diagnostics/biotin-interference-troponin-lab-tests-assays-subject-biotin-interference",
    specialties: ["cardiology", "clinical chemistry"],
    seenAt: [
      "pages: public4.pagefreezer.com archive (16 June 2022) of the fda.gov page at this address (seen 2026-11-23: biotin in dietary supplements can significantly interfere with certain lab tests and cause incorrect results that may go undetected; since the 2017 safety communication some developers have mitigated it, others not; the FDA continues to receive adverse event reports of biotin interference causing falsely low troponin results; table of troponin assays still subject to it)",
      "pages: tctmd.com/news/fda-reminds-clinicians-about-biotin-interference-troponin-tests and veravas.com/news/11052019 (the update and the assay list were issued on 5 November 2019)",
    ],
  },
  {
    id: "proscar-label-psa",
    type: "web",
    title: "PROSCAR (finasteride) tablets: prescribing information",
    source: "Merck Sharp & Dohme (US label, DailyMed)",
    year: 2011,
    url: "https://dailymed.nlm.nih.gov/dailymed/lookup.cfm?setid=7c01f541-1c88-400c-41a9-7cbb9dee50c0",
    specialties: ["urology", "primary care"],
    seenAt: [
      "pages: dailymed.nlm.nih.gov/dailymed/lookup.cfm?setid=7c01f541-1c88-400c-41a9-7cbb9dee50c0 (seen 2026-11-23, highlights: PROSCAR reduces serum PSA by approximately 50%; any confirmed increase in PSA while on PROSCAR may signal prostate cancer and should be evaluated, even if still within the normal range for men not taking a 5-alpha-reductase inhibitor)",
      "pages: fda.gov/Safety/MedWatch/SafetyInformation/ucm262874.htm (safety labelling change of June 2011, section 5.1: PSA reduced by approximately 50% within six months; a new PSA baseline at least six months after starting; any confirmed increase from the lowest PSA value evaluated)",
      "pages: rxlist.com/proscar-drug/warnings-precautions.htm (same section: to interpret an isolated PSA in men treated six months or more, PSA values should be doubled for comparison with normal ranges in untreated men; non-compliance may also affect PSA)",
    ],
  },
  {
    id: "nps-radar-dutasteride",
    type: "web",
    title:
      "Dutasteride (Avodart) and dutasteride with tamsulosin (Duodart) for lower urinary tract symptoms due to benign prostatic hyperplasia",
    source: "NPS MedicineWise (NPS RADAR)",
    year: 2011,
    url: "https://www.nps.org.au/radar/articles/dutasteride-avodart-and-dutasteride-with-tamsulosin-duodart-for-lower-urinary-tract-symptoms-due-to-benign-prostatic-hyperplasia",
    specialties: ["urology", "primary care"],
    seenAt: [
      "pages: nps.org.au/radar/articles/dutasteride-avodart-and-dutasteride-with-tamsulosin-duodart-for-lower-urinary-tract-symptoms-due-to-benign-prostatic-hyperplasia (seen 2026-11-23, key points: dutasteride is a 5-alpha reductase inhibitor; it decreases serum PSA levels by approximately 50% after about 6 months; establish a new PSA baseline 6-12 months after starting and investigate sustained increases from it for adherence and prostate cancer risk). The title is taken from the page address; the year from the companion RADAR note (nps.org.au/radar/articles/dutasteride-avodart-pbs-listed-...) announcing the full review for April 2011",
    ],
  },
  {
    id: "asirvatham-2013-potassium-errors",
    type: "web",
    title: "Errors in potassium measurement: A laboratory perspective for the clinician",
    source: "North American Journal of Medical Sciences",
    year: 2013,
    url: "https://www.najms.org/article.asp?issn=1947-2714;year=2013;volume=5;issue=4;spage=255;epage=259;aulast=Asirvatham",
    doi: "10.4103/1947-2714.110426",
    specialties: ["clinical chemistry", "nephrology", "emergency medicine"],
    seenAt: [
      "pages: najms.org article page (seen 2026-11-23: review article, 2013 volume 5 issue 4 pages 255-259, authors Asirvatham JR, Moses V, Bjornson L, DOI 10.4103/1947-2714.110426; abstract: errors in potassium measurement cause pseudohyperkalemia, a falsely elevated serum potassium, usually recognised by the laboratory or the clinician; keywords include hemolysis)",
    ],
  },
  {
    id: "haemolysis-interference-1986",
    type: "pubmed",
    title: "Haemolysis as an interference factor in clinical chemistry",
    source: "Journal of Clinical Chemistry and Clinical Biochemistry",
    year: 1986,
    url: "https://pubmed.ncbi.nlm.nih.gov/3711797/",
    pmid: "3711797",
    specialties: ["clinical chemistry"],
    seenAt: [
      "pages: pubmed.gov/3711797/ (seen 2026-11-23: title, J Clin Chem Clin Biochem 1986 Feb;24(2):127-39; haemolysate added to serum gave erroneously high lactate dehydrogenase (haemoglobin above 0.2 g/L), aspartate aminotransferase and potassium (above 1.5 g/L))",
    ],
  },
];

/**
 * Guidelines in shared/evidence whose titles were only partly visible there, and whose full title,
 * DOI and PMID were confirmed on 2026-11-22; they may be cited.
 */
export const TITLES_VERIFIED: Record<string, string> = {
  "cpic-cyp2c19-clopidogrel-2022":
    "pages: cpicpgx.org/guidelines/guideline-for-clopidogrel-and-cyp2c19/, colab.ws/articles/10.1002/cpt.2526 (title, DOI), PubMed 35034351 copy",
  "cpic-tpmt-nudt15-2018":
    "pages: uptodate.com abstract of PubMed 30447069 (title, Clin Pharmacol Ther 2019;105(5):1095-1105, DOI 10.1002/cpt.1304); cpicpgx.org thiopurine page",
  "cpic-opioids-2021":
    "pages: PubMed 33387367 copy (title, Clin Pharmacol Ther 2021;110(4):888-896, DOI 10.1002/cpt.2149); cpicpgx.org opioid page",
  "bsh-2018-raised-ferritin":
    "pages (seen 2026-11-23): scribd.com/document/664862292 (first page: 'Investigation and management of a raised serum ferritin', Cullis JO, Fitzsimons EJ, Griffiths WJH, Tsochatzis E, Thomas DW, on behalf of the British Society for Haematology); zendy.io/title/10.1111/bjh.15166 and a library catalogue record (same title, British Journal of Haematology 2018;181(3):331-340, DOI 10.1111/bjh.15166)",
};

/**
 * Where the facts a rule takes from a vendored guideline were seen, beyond the guideline's own
 * `seenAt` (shared/evidence is kept verbatim, so its records are not edited). Checked 2026-11-22.
 */
export const FACTS_SEEN: Record<string, readonly string[]> = {
  "ata-2014-hypothyroidism-tx": [
    "pages: medscape.com/answers/122393-11320 ('What are the ATA guidelines for the treatment of hypothyroidism in pregnant women?', Orlander PR, updated 3 March 2021, seen 2026-11-23: the 2014 ATA hypothyroidism guidelines on pregnancy: overt hypothyroidism treated with levothyroxine titrated to a TSH within the trimester-specific range; serum TSH every 4 weeks during the first half of pregnancy to adjust the dose, and again during the second half; in women already taking levothyroxine, 2 additional doses a week of the current dose, one extra dose twice weekly several days apart, may be started as soon as pregnancy is confirmed)",
    "pages (agreeing, from the 2017 ATA pregnancy guideline that the 2026 one replaced): eguideline.guidelinecentral.com/i/789888-thyroid-disease-during-pregnancy/8 (ATA Quick-Reference, seen 2026-11-23: women with treated or untreated hypothyroidism monitored with TSH about every 4 weeks until mid-gestation and at least once near 30 weeks (strong, high); treated hypothyroid women counselled that they are likely to need more levothyroxine in pregnancy and to contact their caregiver at once on a confirmed or suspected pregnancy (strong, high))",
  ],
  "esc-2021-hf": [
    "code: cardiology-gen-ai/data-etl mddocs/Heart_Failure_2021.md at commit 11187caf6a4b382786b994685089379c04076ed7 (text of the guideline, Eur Heart J 2021;42:3599–3726, doi:10.1093/eurheartj/ehab368): Table 6 (typical symptoms breathlessness, orthopnoea, paroxysmal nocturnal dyspnoea, ankle swelling; less specific signs weight gain >2 kg/week, peripheral oedema, tachypnoea); Table 12 (with increasing dyspnoea or oedema or a sudden unexpected weight gain of >2 kg in 3 days, patients may increase their diuretic dose and/or alert their healthcare team); section 11.1 (acute cut-offs BNP <100, NT-proBNP <300 pg/mL) and Table 20 (ECG and echocardiography recommended, creatinine and electrolytes for prognosis); section 11.3 (oxygen recommended with SpO2 <90% or PaO2 <60 mmHg, class I level C; non-invasive ventilation considered in respiratory distress, respiratory rate >25/min and SpO2 <90%, class IIa level B; too much oxygen in COPD can cause hypercapnia); hyponatraemia <136 mmol/L a marker of poor outcome; precipitants to find and treat urgently (acute coronary syndrome, hypertensive emergency, arrhythmia, acute mechanical cause, pulmonary embolism, infection, tamponade), and poorly controlled hypertension, infection and NSAIDs can precipitate decompensation",
    "pages: escardio.org/Guidelines/Clinical-Practice-Guidelines/Acute-and-Chronic-Heart-Failure (title, full text at doi.org/10.1093/eurheartj/ehab368; a 2023 focused update exists)",
    "pages: studylib.net/doc/25760608 (title page: European Heart Journal (2021) 42, 3599–3726, doi:10.1093/eurheartj/ehab368)",
    "gh-index ids 61180080586, 65909690298 and 57412714566 (title with DOI 10.1093/eurheartj/ehab368 and PMID 34447992)",
  ],
  "bsh-2018-raised-ferritin": [
    "pages: scribd.com/document/664862292, zendy.io/title/10.1111/bjh.15166 (summary, seen 2026-11-23: low serum ferritin invariably indicates reduced iron stores, while a raised ferritin can be due to iron overload, inflammation, liver or renal disease, malignancy and the metabolic syndrome; the serum transferrin saturation is a key test in investigating an unexpected raised ferritin). The full recommendations (any TSAT threshold or how often each cause is found) were not seen",
  ],
  "who-2020-ferritin": [
    "pages: ncbi.nlm.nih.gov/books/NBK569873/ (seen 2026-11-23: the guideline on NCBI Bookshelf, WHO 2020, background on iron deficiency and overload)",
    "pages: discovery.researcher.life abstract 'Iron deficiency: a public health problem in children' (seen 2026-11-23: WHO recommends ferritin below 12 µg/L as iron deficiency in healthy children under 5 years and below 15 µg/L in other age groups; 30 and 70 µg/L with infection or inflammation)",
    "code: FRCBS/who_ferritin_comment src/fer_comment.md (WHO recommends a ferritin cut-off below 15 µg/L for iron deficiency in all subpopulations except children under 5 and pregnant individuals after the first trimester, citing who.int/publications/i/item/9789240000124)",
  ],
  "aasld-2023-nafld": [
    "pages: scribd.com/document/651162761 (seen 2026-11-23: first page of AASLD Practice Guidance on the clinical assessment and management of nonalcoholic fatty liver disease, Rinella ME et al., DOI 10.1097/HEP.0000000000000323; paediatric NAFLD is left to a separate AASLD guidance). The page with the re-test interval was not seen",
    "pages: cfu288.github.io/im-rec-deck/gi-hepatology/masld/2023-aasld/ (summary of the 2023 guidance: FIB-4 first-line; repeat every 1–2 years with prediabetes/type 2 diabetes or 2 or more metabolic risk factors; FIB-4 of 1.3 or more leads to VCTE, MRE or ELF)",
    "gh-index id 70943782441 (lesson text reconciled with the AASLD 2023 guidance, DOI 10.1097/HEP.0000000000000323: for a low-risk FIB-4, repeat every 1–2 years with prediabetes, type 2 diabetes or at least two metabolic risk factors; otherwise reassess every 2–3 years)",
  ],
  "aha-acc-2025-hbp": [
    "pages: eguideline.guidelinecentral.com/i/1539869-high-blood-pressure-merck-supported/27 (pocket guide of the 2025 AHA/ACC high blood pressure guideline, seen 2026-11-23, section 3.2.3.1 Primary Aldosteronism: (1, C-EO) in adults with hypertension, screening for primary aldosteronism is recommended with resistant hypertension, hypokalemia (spontaneous or diuretic induced), OSA, an incidentally found adrenal mass, a family history of early-onset hypertension or stroke before 40; (2b, C-EO) screening may be considered in stage 2 hypertension; (1, C-LD) initial screening with plasma aldosterone, renin activity and the aldosterone:renin ratio; (1, C-EO) most antihypertensives other than MRAs are continued before initial screening; (1, C-EO) a positive screen, or continued suspicion from a suppressed renin or disproportionate target organ damage, calls for referral to a hypertension specialist or endocrinologist)",
  ],
  "cpic-statins-2022": [
    "pages (seen 2026-11-23): ncbi.nlm.nih.gov/books/NBK602238 table 'The CPIC Recommendations for Simvastatin Based on SLCO1B1 Phenotype in Adults (2022)', adapted from the guideline (NLM Medical Genetics Summaries, 'Simvastatin Therapy and SLCO1B1 Genotype'): decreased or possible decreased function, increased simvastatin acid exposure and myopathy risk, prescribe an alternative statin depending on the desired potency, and if simvastatin therapy is warranted limit the dose to <20 mg/day (strong); poor function, highly increased myopathy risk, prescribe an alternative statin depending on the desired potency (strong); footnote: statin potency and genotype recommendations are summarised in Figure 1",
    "pages (seen 2026-11-23): pmc.ncbi.nlm.nih.gov/articles/PMC9035072 abstract (recommendations for simvastatin, rosuvastatin, pravastatin, pitavastatin, atorvastatin, fluvastatin and lovastatin by SLCO1B1, ABCG2 and CYP2C9 genotype; replaces the 2012 and 2014 CPIC simvastatin guidelines); blog.clinpgx.org (a figure gives the preferred statin intensity and dose by SLCO1B1 decreased or poor function); medical.23andme.com (for atorvastatin and pitavastatin, consult Figure 1 of the CPIC guideline for doses). Statin-specific dose limits for atorvastatin and rosuvastatin were seen only in a third-party code transcription (gh-index id 59574189854), so they are not restated",
  ],
  "esc-eas-2019-dyslipidaemias": [
    "code: cardiology-gen-ai/data-etl mddocs/Dyslipidaemias_2019.md at commit 88ce0ed303b42f068f47024b8607d0eef53b1af1 (text of the 2019 ESC/EAS guidelines), section 9.1.2.1 and Table 12 (seen 2026-11-23): Dutch Lipid Clinic Network criteria (tendinous xanthomata 6 points; LDL-C 5.0–6.4 mmol/L 3 points; definite FH above 8 points); treatment initiated with high-intensity statin therapy, in most cases combined with ezetimibe; FH with ASCVD or another major risk factor is very high risk, LDL-C goals a 50% or greater reduction from baseline and below 1.4 mmol/L (55 mg/dL); without them high risk, goals a 50% or greater reduction and below 1.8 mmol/L (70 mg/dL); cascade screening best performed by a lipid clinic; FH is among the conditions at high or very high risk without risk scoring",
  ],
  "kdigo-2024-ckd": [
    "code: gh-index id 55953150115 (a document quoting the KDIGO 2024 CKD guideline, Levin 2024, seen 2026-11-23): Practice Point 3.6.3, hyperkalaemia associated with the use of RASi can often be managed by measures to reduce the serum potassium levels rather than decreasing the dose or stopping RASi; Practice Point 3.6.2, blood pressure, creatinine and potassium checked within 2–4 weeks of starting or increasing a RASi",
    "pages: droracle.ai/articles/472656 (seen 2026-11-23: the same Practice Point quoted from the 2024 KDIGO guideline). The guideline's own page was not seen; no potassium threshold for these measures was seen in it",
  ],
  "kdigo-2022-diabetes-ckd": [
    "code: gh-index id 52987652676 (an extraction of the KDIGO 2022 diabetes-in-CKD guideline cross-checked against the kidney-international.org PDF, seen 2026-11-23): Practice Point 1.2.5, hyperkalaemia with an ACEi or ARB can often be managed by measures that reduce serum potassium rather than decreasing the dose or stopping these agents (diuretics, potassium binders such as patiromer or sodium zirconium cyclosilicate, bicarbonate for metabolic acidosis, moderate potassium intake, avoiding potassium salt substitutes, reviewing NSAIDs); Practice Point 1.2.6, reduce the dose or discontinue the ACEi or ARB with symptomatic hypotension or uncontrolled hyperkalaemia despite medical treatment; the dose is reduced or stopped only as a last resort",
  ],
  "kdigo-2021-bp-ckd": [
    "code: gh-index id 62977652285 (a table of statements from the KDIGO 2021 BP-in-CKD guideline with page references, seen 2026-11-23): p57 practice points, continue ACEi or ARB unless creatinine rises by more than 30% within 4 weeks of starting or a dose increase; consider reducing the dose or discontinuing the ACEi or ARB with symptomatic hypotension or uncontrolled hyperkalaemia despite medical treatment",
  ],
  "esc-2024-elevated-bp": [
    "pages (secondary summaries of the guideline; its own text was not seen): practicenurse.co.uk 'ESC hypertension guidelines 2024: Guideline in a Nutshell' (October 2024, seen 2026-11-23: the treatment goal is pursued as long as it is well tolerated, but more lenient targets can be considered with symptomatic orthostatic hypotension, age 85 or over, moderate-to-severe frailty or limited life expectancy; where the usual target is not pursued, the goal is as low as reasonably achievable (ALARA); personalised and shared decision-making are recommended); schillerus.com summary of the 2024 ESC recommendations (orthostatic hypotension, a fall of 20 mmHg systolic and/or 10 mmHg diastolic 1 and/or 3 minutes after standing following 5 minutes lying or sitting, is assessed at least at the initial diagnosis of raised blood pressure and later if suggestive symptoms appear)",
    "gh-index ids 68727998752, 57408703025 and 54494920535 (title, McEvoy JW et al., Eur Heart J 2024;45(38):3912–4018, DOI 10.1093/eurheartj/ehae178, PMID 39210715)",
  ],
};

/**
 * Status corrections to the vendored shared evidence set, which stays a verbatim copy: a source
 * seen to be replaced by a newer edition is no longer cited (see isCurrentEvidence). Each value
 * says what replaced it and where that was seen.
 */
export const STATUS_SEEN: Record<string, string> = {
  "ata-2017-pregnancy":
    "superseded (by ata-2026-pregnancy: the 2026 guideline's abstract, seen 2026-11-23 on sage.cnpereading.com/doi/10.1177/10507256261445624, gives updated recommendations since the ATA guidelines of 2017)",
};
