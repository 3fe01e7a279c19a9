import { nameKey } from "../text.ts";

/** First-generation antihistamines, strongly anticholinergic (Beers 2023 table 7); the older-adult rules name them. */
export const FIRST_GENERATION_ANTIHISTAMINES = [
  "brompheniramine",
  "chlorpheniramine",
  "cyproheptadine",
  "dimenhydrinate",
  "diphenhydramine",
  "doxylamine",
  "hydroxyzine",
  "meclizine",
  "promethazine",
  "triprolidine",
  "benadryl",
  // The UK spelling of chlorpheniramine and its UK brand.
  "chlorphenamine",
  "piriton",
] as const;

/**
 * Drug classes the rules reason about, with the generic and common brand names that identify
 * them in free-text medication strings ("Lisinopril 20 mg tablet", "Combined oral contraceptive
 * (ethinylestradiol/levonorgestrel)").
 */
export const DRUG_CLASSES: Record<string, readonly string[]> = {
  // Janumet is sitagliptin with metformin, so it is listed as a DPP-4 inhibitor too.
  metformin: ["metformin", "glucophage", "janumet"],
  // DPP-4 inhibitors (gliptins), licensed only for type 2 diabetes; Januvia, Janumet, Tradjenta/Trajenta,
  // Onglyza, Galvus and Vipidia/Nesina are brands (rules/sitagliptin-kidney-dose.ts doses them by eGFR).
  dpp4i: [
    "sitagliptin",
    "linagliptin",
    "saxagliptin",
    "alogliptin",
    "vildagliptin",
    "januvia",
    "janumet",
    "tradjenta",
    "trajenta",
    "onglyza",
    "galvus",
    "vipidia",
    "nesina",
  ],
  "ace-inhibitor": [
    "lisinopril",
    "enalapril",
    "ramipril",
    "perindopril",
    "captopril",
    "benazepril",
    "quinapril",
    "fosinopril",
    "trandolapril",
    "moexipril",
    "zestril",
    "prinivil",
    // Zestoretic and Prinzide are lisinopril with hydrochlorothiazide, so they are listed as thiazides too.
    "zestoretic",
    "prinzide",
  ],
  arb: [
    "losartan",
    "valsartan",
    "irbesartan",
    "candesartan",
    "olmesartan",
    "telmisartan",
    "azilsartan",
    "eprosartan",
    "entresto",
    "cozaar",
    "diovan",
  ],
  mra: ["spironolactone", "eplerenone", "finerenone", "aldactone"],
  // Sacubitril/valsartan (an ARNI); its valsartan also makes it an ARB above (rules/hfref-pillars.ts).
  arni: ["sacubitril", "entresto"],
  // Maxzide and Dyazide are triamterene with hydrochlorothiazide, so they are listed as thiazides too.
  "potassium-sparing": ["amiloride", "triamterene", "maxzide", "dyazide"],
  thiazide: [
    "hydrochlorothiazide",
    "hctz",
    "chlorthalidone",
    "chlortalidone",
    "indapamide",
    "natrilix",
    "bendroflumethiazide",
    "metolazone",
    "chlorothiazide",
    "maxzide",
    "dyazide",
    "zestoretic",
    "prinzide",
  ],
  // Oral potassium salts; they add to the potassium-raising effect of RAAS blockers.
  "potassium-supplement": ["potassium chloride", "potassium citrate", "kcl", "k-dur", "klor-con", "sando-k"],
  "loop-diuretic": ["furosemide", "frusemide", "bumetanide", "torsemide", "torasemide", "lasix"],
  warfarin: ["warfarin", "coumadin", "jantoven"],
  doac: ["apixaban", "rivaroxaban", "dabigatran", "edoxaban", "eliquis", "xarelto", "pradaxa", "savaysa", "lixiana"],
  // Unfractionated and low-molecular-weight heparins given as anticoagulants (not line flushes, see below).
  heparin: ["heparin", "enoxaparin", "dalteparin", "tinzaparin", "lovenox", "clexane", "fragmin", "innohep"],
  statin: [
    "atorvastatin",
    "simvastatin",
    "rosuvastatin",
    "pravastatin",
    "lovastatin",
    "fluvastatin",
    "pitavastatin",
    "lipitor",
    "zocor",
    "crestor",
    // Vytorin and Inegy are ezetimibe with simvastatin; Mevacor and Altoprev are lovastatin.
    "vytorin",
    "inegy",
    "mevacor",
    "altoprev",
  ],
  // UK brands (Priadel, Camcolit, Liskonum; Li-Liquid is lithium citrate) and US brands (Lithobid,
  // Eskalith): a record may name only the brand.
  // Theophylline and its salt aminophylline (rules/theophylline-level.ts).
  theophylline: [
    "theophylline",
    "aminophylline",
    "uniphyllin",
    "phyllocontin",
    "nuelin",
    "slo-phyllin",
    "theo-24",
    "uniphyl",
    "elixophyllin",
  ],
  lithium: ["lithium", "priadel", "camcolit", "liskonum", "li-liquid", "lithobid", "eskalith"],
  "thyroid-hormone": [
    "levothyroxine",
    "thyroxine",
    "synthroid",
    "eltroxin",
    "levoxyl",
    "liothyronine",
    "euthyrox",
    "tirosint",
    "unithroid",
  ],
  ppi: [
    "omeprazole",
    "esomeprazole",
    "lansoprazole",
    "pantoprazole",
    "rabeprazole",
    "dexlansoprazole",
    "nexium",
    "prilosec",
  ],
  nsaid: [
    "ibuprofen",
    "naproxen",
    "diclofenac",
    "celecoxib",
    "meloxicam",
    "indomethacin",
    "ketorolac",
    "etoricoxib",
    "ketoprofen",
    "piroxicam",
    "nabumetone",
    "advil",
    "motrin",
    "aleve",
    // UK spellings and brands (review 14, kidney-urology).
    "indometacin",
    "nurofen",
    "mefenamic acid",
  ],
  clopidogrel: ["clopidogrel", "plavix"],
  aspirin: ["aspirin", "acetylsalicylic acid"],
  // P2Y12 inhibitors other than clopidogrel, which has its own class (the CYP2C19 rule reads it).
  antiplatelet: ["prasugrel", "effient", "ticagrelor", "brilinta", "brilique"],
  abacavir: ["abacavir", "ziagen", "triumeq", "epzicom", "kivexa"],
  allopurinol: ["allopurinol", "zyloprim", "zyloric"],
  // Febuxostat, the other xanthine oxidase inhibitor, and colchicine (rules/gout-drug-safety.ts).
  febuxostat: ["febuxostat", "adenuric", "uloric"],
  colchicine: ["colchicine", "colcrys", "mitigare", "gloperba"],
  // Antimalarials with retinal toxicity (rules/hydroxychloroquine.ts).
  hydroxychloroquine: ["hydroxychloroquine", "plaquenil", "quensyl"],
  // The alendronate label does not recommend it below a creatinine clearance of 35 mL/min.
  alendronate: ["alendronate", "alendronic acid", "fosamax", "binosto"],
  thiopurine: ["azathioprine", "mercaptopurine", "thioguanine", "imuran"],
  fluoropyrimidine: ["fluorouracil", "5-fu", "5fu", "capecitabine", "tegafur", "xeloda"],
  // Co-codamol is codeine with paracetamol.
  "cyp2d6-opioid": ["codeine", "tramadol", "co-codamol"],
  // Paracetamol (acetaminophen) alone and in combination tablets, so that two entries containing it are
  // seen as one medicine taken twice (rules/same-medicine-twice.ts): co-codamol is codeine with
  // paracetamol, Percocet oxycodone and Norco and Vicodin hydrocodone with acetaminophen, and Tylenol
  // with Codeine ("Tylenol #3") is named by its Tylenol.
  paracetamol: [
    "paracetamol",
    "acetaminophen",
    "apap",
    "tylenol",
    "panadol",
    "co-codamol",
    "percocet",
    "norco",
    "vicodin",
  ],
  // Aromatic anticonvulsants that CPIC reads with HLA-B*15:02 (and carbamazepine with HLA-A*31:01).
  carbamazepine: ["carbamazepine", "tegretol", "carbatrol", "epitol"],
  oxcarbazepine: ["oxcarbazepine", "trileptal"],
  phenytoin: ["phenytoin", "fosphenytoin", "dilantin", "epanutin", "cerebyx"],
  oestrogen: [
    "ethinylestradiol",
    "ethinyl estradiol",
    "ethinyloestradiol",
    "estradiol",
    "oestradiol",
    "conjugated estrogens",
    "estrogen",
    "oestrogen",
    "estrace",
    "premarin",
    "estriol",
    "vagifem",
    "oestrogel",
    "estrogel",
    "evorel",
    "estradot",
    // Combined pills, patch and ring named by brand only.
    "microgynon",
    "rigevidon",
    "marvelon",
    "femodene",
    "nuvaring",
    "evra",
    // Yaz and Yasmin are drospirenone with ethinylestradiol: combined, oestrogen-containing pills.
    "yaz",
    "yasmin",
    "combined oral contraceptive",
    "combined hormonal contraceptive",
    "contraceptive patch",
    "vaginal ring",
    "hormone replacement",
    "hrt",
  ],
  sglt2i: [
    "empagliflozin",
    "dapagliflozin",
    "canagliflozin",
    "ertugliflozin",
    "sotagliflozin",
    "jardiance",
    "farxiga",
    "forxiga",
  ],
  "glp1-ra": [
    "semaglutide",
    "liraglutide",
    "dulaglutide",
    "tirzepatide",
    "exenatide",
    "ozempic",
    "wegovy",
    "mounjaro",
    "trulicity",
    "victoza",
    // Oral semaglutide, liraglutide and tirzepatide for weight loss, and the older exenatide brands.
    "rybelsus",
    "saxenda",
    "zepbound",
    "lixisenatide",
    "byetta",
    "bydureon",
  ],
  insulin: [
    "insulin",
    "glargine",
    "detemir",
    "degludec",
    "lispro",
    "aspart",
    "glulisine",
    "lantus",
    "humalog",
    "novorapid",
    "novolog",
    "fiasp",
    "admelog",
    "apidra",
    "tresiba",
    "toujeo",
    "basaglar",
    "levemir",
  ],
  sulfonylurea: [
    "glipizide",
    "glyburide",
    "glibenclamide",
    "gliclazide",
    "glimepiride",
    "amaryl",
    "diabeta",
    "glynase",
    "glucotrol",
  ],
  amiodarone: ["amiodarone", "cordarone", "pacerone"],
  digoxin: ["digoxin", "lanoxin"],
  // Azole antifungals that raise the INR on warfarin (Diflucan, Vfend and Monistat are brands).
  "azole-antifungal": ["fluconazole", "miconazole", "voriconazole", "diflucan", "vfend", "monistat"],
  metronidazole: ["metronidazole", "flagyl"],
  // Amoxicillin with clavulanic acid ("Amoxicillin-clavulanate" is found by its clavulanate); Augmentin is a brand.
  "amoxicillin-clavulanate": [
    "clavulanate",
    "clavulanic acid",
    "co-amoxiclav",
    "coamoxiclav",
    "amoxiclav",
    "augmentin",
  ],
  // Trimethoprim-sulfamethoxazole; "Trimethoprim/sulfamethoxazole" is found by its sulfamethoxazole.
  // Penicillins other than co-amoxiclav (above), for the penicillin-allergy rule: Amoxil is amoxicillin,
  // Floxapen flucloxacillin, "Penicillin V(K)" phenoxymethylpenicillin, Tazocin and Zosyn piperacillin with
  // tazobactam, "Penicillin G" benzylpenicillin, Negaban temocillin, Selexid pivmecillinam. The amoxicillin
  // in "amoxicillin-clavulanate" is read as co-amoxiclav (see classifyMedication).
  penicillin: [
    "amoxicillin",
    "amoxycillin",
    "amoxil",
    "flucloxacillin",
    "floxapen",
    "phenoxymethylpenicillin",
    "penicillin v",
    "penicillin vk",
    "pen v",
    "piperacillin",
    "tazocin",
    "zosyn",
    "benzylpenicillin",
    "penicillin g",
    "ampicillin",
    "temocillin",
    "negaban",
    "pivmecillinam",
    "selexid",
  ],
  "co-trimoxazole": ["sulfamethoxazole", "co-trimoxazole", "cotrimoxazole", "bactrim", "septra", "tmp-smx", "smx-tmp"],
  // Trimethoprim on its own; in "Trimethoprim/sulfamethoxazole" the combination wins (see classifyMedication).
  trimethoprim: ["trimethoprim"],
  // Gabapentin and pregabalin, cleared by the kidneys (rules/older-adults.ts).
  gabapentinoid: ["gabapentin", "pregabalin", "neurontin", "lyrica"],
  // The classes below are those the 2023 AGS Beers Criteria name (rules/older-adults.ts). Midazolam,
  // used for procedures, is left out of the benzodiazepines.
  benzodiazepine: [
    "alprazolam",
    "chlordiazepoxide",
    "clobazam",
    "clonazepam",
    "clorazepate",
    "diazepam",
    "estazolam",
    "flurazepam",
    "lorazepam",
    "nitrazepam",
    "oxazepam",
    "temazepam",
    "triazolam",
    "xanax",
    "ativan",
    "valium",
    "klonopin",
  ],
  // Nonbenzodiazepine benzodiazepine-receptor agonist hypnotics; zopiclone is the racemate of eszopiclone.
  "z-drug": ["zolpidem", "zaleplon", "zopiclone", "eszopiclone", "ambien", "lunesta"],
  // Beers 2023 table 7 (drugs with strong anticholinergic properties), less the antipsychotics (judged
  // by their own criteria), doxepin (only above 6 mg a day) and atropine, homatropine and scopolamine
  // (mostly eye drops, patches or single doses). Paroxetine is listed with the SSRIs; the older-adult
  // rules find it by name.
  "strong-anticholinergic": [
    "amitriptyline",
    "amoxapine",
    "clomipramine",
    "desipramine",
    "imipramine",
    "nortriptyline",
    "prochlorperazine",
    ...FIRST_GENERATION_ANTIHISTAMINES,
    "darifenacin",
    "fesoterodine",
    "flavoxate",
    "oxybutynin",
    "solifenacin",
    "tolterodine",
    "trospium",
    "benztropine",
    "trihexyphenidyl",
    "clidinium",
    "dicyclomine",
    "hyoscyamine",
    "cyclobenzaprine",
    "orphenadrine",
  ],
  // Opioids other than codeine and tramadol, which are listed as "cyp2d6-opioid": rules that mean
  // any opioid read both classes.
  opioid: [
    "morphine",
    "oxycodone",
    "hydrocodone",
    "hydromorphone",
    "oxymorphone",
    "fentanyl",
    "methadone",
    "buprenorphine",
    "tapentadol",
    "meperidine",
    "pethidine",
    "dihydrocodeine",
    "oxycontin",
    "percocet",
    "vicodin",
    "norco",
    // Oral morphine brands whose names do not contain "morphine".
    "oramorph",
    "sevredol",
    "zomorph",
  ],
  // Cholinesterase inhibitors for dementia: vagotonic, they slow the heart (rules/cardio-rhythm.ts).
  "cholinesterase-inhibitor": ["donepezil", "rivastigmine", "galantamine", "aricept", "exelon", "reminyl"],
  // CD20-directed antibodies, which carry a high risk of hepatitis B reactivation (rules/hbv-reactivation.ts).
  // Brands as seen on FDA and EMA labels: Rituxan, MabThera, Truxima, Ruxience, Riabni, Gazyva, Arzerra.
  // Lymphoma regimens are often named instead of the antibody: "R-" is rituximab, "G-" obinutuzumab.
  "anti-cd20": [
    "rituximab",
    "ocrelizumab",
    "obinutuzumab",
    "ofatumumab",
    "rituxan",
    "mabthera",
    "truxima",
    "ruxience",
    "riabni",
    "gazyva",
    "arzerra",
    "r-chop",
    "r-mini-chop",
    "r-cvp",
    "r-chp",
    "r-bendamustine",
    "g-chop",
    "g-cvp",
    "g-bendamustine",
  ],
  // TNF inhibitors, before which latent tuberculosis is looked for and treated (rules/latent-tb.ts).
  "anti-tnf": [
    "adalimumab",
    "infliximab",
    "etanercept",
    "certolizumab",
    "golimumab",
    "humira",
    "remicade",
    "enbrel",
    "cimzia",
    "simponi",
  ],
  // SSRIs and SNRIs, named as a cause of low sodium (SIADH) in the hyponatraemia rule (rules/patterns.ts).
  "ssri-snri": [
    "sertraline",
    "citalopram",
    "escitalopram",
    "fluoxetine",
    "paroxetine",
    "fluvoxamine",
    "venlafaxine",
    "desvenlafaxine",
    "duloxetine",
    "lustral",
    "zoloft",
    "cipramil",
    "celexa",
    "cipralex",
    "lexapro",
    "prozac",
    "seroxat",
    "paxil",
    "efexor",
    "effexor",
    "cymbalta",
  ],
  // Biotin (vitamin B7) supplements, which can upset streptavidin–biotin immunoassays (rules/assay-interference.ts).
  biotin: ["biotin", "vitamin b7", "vitamin h"],
  // 5-alpha-reductase inhibitors, which lower PSA (rules/assay-interference.ts); Jalyn and Duodart
  // are dutasteride with tamsulosin, Propecia is finasteride 1 mg.
  "5-ari": ["finasteride", "dutasteride", "proscar", "propecia", "avodart", "duodart", "jalyn"],
  // Blood-pressure-lowering medicines outside the classes above (calcium channel blockers, beta-blockers,
  // alpha-blockers, centrally acting drugs and direct vasodilators), listed when blood pressure falls
  // on standing (rules/orthostatic.ts).
  "other-bp-lowering": [
    "amlodipine",
    "felodipine",
    "nifedipine",
    "lercanidipine",
    "lacidipine",
    "diltiazem",
    "verapamil",
    "atenolol",
    "bisoprolol",
    "metoprolol",
    "propranolol",
    "carvedilol",
    "labetalol",
    "nebivolol",
    "doxazosin",
    "prazosin",
    "terazosin",
    "clonidine",
    "methyldopa",
    "moxonidine",
    "hydralazine",
    "minoxidil",
    "norvasc",
  ],
  // Medicines whose effects on the blood count rules/drug-blood.ts reads. Clozaril, Denzapine,
  // Zaponex, Versacloz and FazaClo are clozapine brands.
  clozapine: ["clozapine", "clozaril", "denzapine", "zaponex", "versacloz", "fazaclo"],
  methotrexate: ["methotrexate", "metoject", "otrexup", "rasuvo", "trexall", "jylamvo", "xatmep", "nordimet"],
  // Cytotoxic chemotherapy, which suppresses the bone marrow (rules/patterns.ts reads it as a stated cause of
  // low blood counts; rules/oncology-haematology.ts as anticancer treatment for neutropenic sepsis and
  // tumour lysis, leaving out hydroxycarbamide there). Fluoropyrimidines, methotrexate and thiopurines
  // have classes of their own; hydroxycarbamide (hydroxyurea) is included as it is given to lower blood
  // counts. Common brand and regimen names (R-CHOP, FOLFOX) are read too.
  cytotoxic: [
    "docetaxel",
    "paclitaxel",
    "cabazitaxel",
    "cyclophosphamide",
    "ifosfamide",
    "doxorubicin",
    "epirubicin",
    "daunorubicin",
    "idarubicin",
    "carboplatin",
    "cisplatin",
    "oxaliplatin",
    "gemcitabine",
    "vincristine",
    "vinblastine",
    "vinorelbine",
    "etoposide",
    "irinotecan",
    "topotecan",
    "pemetrexed",
    "cytarabine",
    "azacitidine",
    "decitabine",
    "fludarabine",
    "bendamustine",
    "chlorambucil",
    "melphalan",
    "busulfan",
    "temozolomide",
    "dacarbazine",
    "bleomycin",
    "mitomycin",
    "hydroxycarbamide",
    "hydroxyurea",
    "taxotere",
    "taxol",
    "abraxane",
    "carmustine",
    "cladribine",
    "eribulin",
    "lomustine",
    "mitoxantrone",
    "thiotepa",
    "adriamycin",
    "gemzar",
    "alimta",
    "chop",
    "folfox",
    "folfiri",
    "folfirinox",
    "capox",
    "xelox",
    "abvd",
    "beacopp",
  ],
  // Testosterone replacement products by generic or brand name (gels, injections, oral and nasal forms).
  testosterone: [
    "testosterone",
    "testogel",
    "androgel",
    "tostran",
    "testim",
    "testavan",
    "nebido",
    "sustanon",
    "aveed",
    "xyosted",
    "jatenzo",
    "natesto",
  ],
  // Thionamide antithyroid drugs; carbimazole is a prodrug of methimazole (thiamazole).
  antithyroid: [
    "carbimazole",
    "neomercazole",
    "neo-mercazole",
    "methimazole",
    "thiamazole",
    "tapazole",
    "propylthiouracil",
  ],
  // Aromatase inhibitors for hormone-sensitive breast cancer, which speed bone loss (rules/bone.ts).
  "aromatase-inhibitor": ["letrozole", "anastrozole", "exemestane", "femara", "arimidex", "aromasin"],
  // Androgen deprivation for prostate cancer (GnRH agonists and antagonists): testosterone is lowered on
  // purpose, so a low result is the treatment working (rules/psa-on-adt.ts, rules/low-testosterone-male.ts).
  "androgen-deprivation": [
    "goserelin",
    "zoladex",
    "leuprorelin",
    "leuprolide",
    "prostap",
    "lupron",
    "eligard",
    "triptorelin",
    "decapeptyl",
    "degarelix",
    "firmagon",
    "relugolix",
    "orgovyx",
    "histrelin",
  ],
  // Glucocorticoids taken by mouth or injection, which suppress the body's own cortisol
  // (rules/endocrine-oncology.ts). Budesonide, mostly inhaled or acting in the gut, is left out;
  // creams, drops and inhalers of the listed drugs are set aside by the rule.
  "systemic-glucocorticoid": [
    "prednisolone",
    "prednisone",
    "hydrocortisone",
    "methylprednisolone",
    "dexamethasone",
    "deflazacort",
    "medrol",
  ],
  // The antipsychotics rules/antipsychotic-metabolic.ts matches by name, with their brands, so that one
  // listed under its brand and its generic name is read as one medicine (review 24, medicine-names-24b case 14).
  antipsychotic: [
    "olanzapine",
    "zyprexa",
    "clozapine",
    "clozaril",
    "quetiapine",
    "seroquel",
    "risperidone",
    "risperdal",
    "paliperidone",
    "aripiprazole",
    "abilify",
    "amisulpride",
    "lurasidone",
    "ziprasidone",
    "asenapine",
    "cariprazine",
    "brexpiprazole",
    "haloperidol",
    "chlorpromazine",
    "flupentixol",
    "zuclopenthixol",
    "sulpiride",
    "trifluoperazine",
  ],
  // Dopamine-blocking medicines that commonly raise prolactin (rules/endocrine-oncology.ts): the
  // antipsychotics that do so and the gut-motility drugs. Antipsychotics that seldom raise it
  // (aripiprazole, clozapine, quetiapine, olanzapine) are left out.
  "dopamine-blocker": [
    "risperidone",
    "paliperidone",
    "amisulpride",
    "sulpiride",
    "haloperidol",
    "chlorpromazine",
    "fluphenazine",
    "flupentixol",
    "zuclopenthixol",
    "trifluoperazine",
    "perphenazine",
    "pimozide",
    "metoclopramide",
    "domperidone",
    "risperdal",
    "invega",
    "xeplion",
    "solian",
    "haldol",
    "maxolon",
    "reglan",
    "motilium",
  ],
  // Vitamin D (colecalciferol, ergocalciferol) and calcium supplements, the usual cause of vitamin D
  // toxicity and a cause of high calcium (rules/vitamin-d-toxicity.ts). Active metabolites
  // (alfacalcidol, calcitriol) are left out: they do not raise 25-hydroxyvitamin D.
  "vitamin-d": [
    "colecalciferol",
    "cholecalciferol",
    "ergocalciferol",
    "calciferol",
    "vitamin d3",
    "vitamin d2",
    "fultium",
    "invita d3",
  ],
  "calcium-supplement": [
    "calcium carbonate",
    "calcium citrate",
    "calcium lactate",
    "calcium gluconate",
    "adcal",
    "calcichew",
    "cacit",
    "accrete",
  ],
  // Oral iron, which binds levothyroxine in the gut like calcium (rules/drug-lab.ts, ATA 2014).
  "oral-iron": [
    "ferrous sulfate",
    "ferrous sulphate",
    "ferrous fumarate",
    "ferrous gluconate",
    "ferric maltol",
    "iron supplement",
    "iron tablet",
  ],
  // H2 blockers, acid suppression that is linked with low B12 like the PPIs (rules/drug-lab.ts).
  "h2-blocker": ["famotidine", "ranitidine", "cimetidine", "nizatidine", "pepcid", "zantac"],
  // Creatine supplements, which raise serum creatinine without harming the kidneys (rules/drug-lab.ts).
  "creatine-supplement": ["creatine"],
  // Calcineurin inhibitors (rules/transplant-cni.ts): their levels rise with CYP3A4 inhibitors, and
  // they raise potassium and lower magnesium. Topical tacrolimus (Protopic) is not systemic: left out.
  "calcineurin-inhibitor": [
    "tacrolimus",
    "prograf",
    "adoport",
    "advagraf",
    "envarsus",
    "modigraf",
    "dailiport",
    "ciclosporin",
    "cyclosporine",
    "neoral",
    "sandimmun",
    "capimune",
  ],
  // Macrolides that inhibit CYP3A4 (rules/drug-lab.ts: they raise the INR on warfarin and are strong
  // CYP3A4 inhibitors on the simvastatin label). Azithromycin, which the label does not list, is left out.
  macrolide: [
    "clarithromycin",
    "erythromycin",
    "telithromycin",
    "klacid",
    "klaricid",
    "biaxin",
    "erythrocin",
    "erymax",
  ],
  // Fluoroquinolones, which can raise the INR on warfarin (rules/drug-lab.ts; review 32, medcase-32
  // case 01: warfarin with ciprofloxacin and an INR of 5.8 named no interacting medicine).
  fluoroquinolone: [
    "ciprofloxacin",
    "levofloxacin",
    "ofloxacin",
    "moxifloxacin",
    "norfloxacin",
    "delafloxacin",
    "ciproxin",
    "cipro",
    "levaquin",
    "tavanic",
    "avelox",
  ],
  // Strong CYP3A4 inhibitors the simvastatin and lovastatin labels contraindicate, besides the
  // macrolides above and voriconazole (an azole antifungal): itraconazole, ketoconazole and
  // posaconazole, HIV and hepatitis C protease inhibitors, cobicistat products and nefazodone.
  "strong-cyp3a4-inhibitor": [
    "itraconazole",
    "ketoconazole",
    "posaconazole",
    "ritonavir",
    "cobicistat",
    "lopinavir",
    "darunavir",
    "atazanavir",
    "saquinavir",
    "indinavir",
    "nelfinavir",
    "tipranavir",
    "fosamprenavir",
    "boceprevir",
    "telaprevir",
    "nefazodone",
    "sporanox",
    "nizoral",
    "noxafil",
    "norvir",
    "kaletra",
    "paxlovid",
    "prezista",
    "prezcobix",
    "reyataz",
    "evotaz",
    "genvoya",
    "stribild",
    "symtuza",
  ],
  // Other medicines the simvastatin label contraindicates with it (myopathy risk).
  "statin-contraindicated-other": [
    "gemfibrozil",
    "lopid",
    "ciclosporin",
    "cyclosporine",
    "neoral",
    // "Sandimmune" (US) is found through "sandimmun", one letter away, in both classes.
    "sandimmun",
    "danazol",
  ],
  // Medicines with a simvastatin dose limit on its label that are not in another class here.
  dronedarone: ["dronedarone", "multaq"],
  ranolazine: ["ranolazine", "ranexa"],
  // First-line antituberculosis drugs that can injure the liver (rules/drug-lab.ts); Rifater,
  // Rifinah and Rifamate are combination tablets, HRZE and RHZE the usual regimen abbreviations.
  "antituberculosis-hepatotoxic": [
    "isoniazid",
    "rifampicin",
    "rifampin",
    "pyrazinamide",
    "rifapentine",
    "rifater",
    "rifinah",
    "rifamate",
    "priftin",
    "rifadin",
    "hrze",
    "rhze",
    "rhz",
  ],
  // Injected antibiotics whose level is measured because they can harm the kidneys
  // (rules/aki-antimicrobial-levels.ts): vancomycin and the aminoglycosides.
  "nephrotoxic-antimicrobial": ["vancomycin", "vancocin", "gentamicin", "tobramycin", "amikacin", "streptomycin"],
  // Valproate in any form (sodium valproate, valproic acid, divalproex) and its brands.
  valproate: [
    "valproate",
    "valproic acid",
    "divalproex",
    "depakote",
    "depakene",
    "depakine",
    "epilim",
    "epival",
    "convulex",
    "episenta",
    "dyzantil",
  ],
  // Oral isotretinoin and its brands; a topical isotretinoin is set aside by the rules that read it.
  isotretinoin: [
    "isotretinoin",
    "accutane",
    "roaccutane",
    "absorica",
    "claravis",
    "amnesteem",
    "myorisan",
    "zenatane",
    "reticutan",
    "epuris",
  ],
  // Nitrofurantoin, whose use depends on kidney function (rules/older-adults.ts). Macrobid and
  // Macrodantin are US brands.
  nitrofurantoin: ["nitrofurantoin", "macrobid", "macrodantin"],
  // Oxidant medicines to avoid in G6PD deficiency (rules/g6pd.ts): primaquine and tafenoquine (CPIC G6PD
  // guideline 2022, tables 3 and 6), dapsone and nitrofurantoin (named as causing significant haemolysis
  // in G6PD deficiency in the dapsone label), rasburicase (BSH tumour lysis guideline). Krintafel and
  // Arakoda are tafenoquine brands; Elitek and Fasturtec rasburicase brands.
  "g6pd-oxidant": [
    "primaquine",
    "tafenoquine",
    "krintafel",
    "arakoda",
    "dapsone",
    "nitrofurantoin",
    "macrobid",
    "macrodantin",
    "rasburicase",
    "elitek",
    "fasturtec",
  ],
  // Beta-blockers, including eye drops (timolol), which slow the heart together with verapamil or
  // diltiazem (rules/cardio-rhythm.ts).
  "beta-blocker": [
    "atenolol",
    "bisoprolol",
    "metoprolol",
    "propranolol",
    "carvedilol",
    "labetalol",
    "nebivolol",
    "nadolol",
    "acebutolol",
    "sotalol",
    "timolol",
    "cardicor",
    "congescor",
    "tenormin",
    "lopressor",
    "betaloc",
    "inderal",
  ],
  // The beta-blockers with trial evidence in HFrEF (ESC 2021 Table 8 and its quality indicator):
  // metoprolol only as the succinate (CR/XL) form (rules/hfref-pillars.ts).
  "hf-beta-blocker": [
    "bisoprolol",
    "carvedilol",
    "nebivolol",
    "metoprolol succinate",
    "metoprolol cr",
    "metoprolol xl",
    "toprol",
    "cardicor",
    "congescor",
  ],
  // Rate-limiting (non-dihydropyridine) calcium channel blockers (rules/cardio-rhythm.ts).
  "rate-limiting-ccb": ["verapamil", "diltiazem", "securon", "tildiem", "adizem", "cardizem", "calan", "isoptin"],
  ivabradine: ["ivabradine", "procoralan"],
  // Medicines that prolong the QT interval and can cause torsade de pointes (rules/cardio-rhythm.ts).
  "qt-prolonging": [
    "citalopram",
    "escitalopram",
    "clarithromycin",
    "erythromycin",
    "moxifloxacin",
    "levofloxacin",
    // Ciprofloxacin went unnamed beside a QTc of 478 ms on citalopram (review 33, infect-resp-33
    // case 10); the UCSF handbook in pmc-4110870-qt's seenAt lists the fluoroquinolones as a group.
    "ciprofloxacin",
    "ondansetron",
    "domperidone",
    "haloperidol",
    "droperidol",
    "pimozide",
    "chlorpromazine",
    "methadone",
    "quinine",
    "amiodarone",
    "sotalol",
    "quinidine",
    "disopyramide",
    "cipramil",
    "cipralex",
    "klaricid",
    "zofran",
  ],
  // Bisphosphonates, whose long-term use brings atypical femoral fractures and jaw osteonecrosis
  // (rules/antiresorptive-safety.ts). Zoledronate is yearly intravenous; the rest are oral.
  bisphosphonate: [
    "alendronate",
    "alendronic acid",
    "fosamax",
    "binosto",
    "risedronate",
    "risedronic acid",
    "actonel",
    "ibandronate",
    "ibandronic acid",
    "bonviva",
    "boniva",
    "zoledronate",
    "zoledronic acid",
    "aclasta",
    "reclast",
  ],
  // Denosumab, an antiresorptive antibody (rules/antiresorptive-safety.ts).
  denosumab: ["denosumab", "prolia", "xgeva"],
  // Tamoxifen, an anti-oestrogen for hormone-sensitive breast cancer (rules/menopause-hrt.ts).
  tamoxifen: ["tamoxifen", "nolvadex"],
  // Tricyclic antidepressants, dosed by CYP2D6 phenotype in CPIC 2016 (rules/cyp2d6-tricyclic.ts).
  tricyclic: [
    "amitriptyline",
    "nortriptyline",
    "clomipramine",
    "imipramine",
    "doxepin",
    "desipramine",
    "trimipramine",
    "dosulepin",
    "lofepramine",
  ],
};

/** Shortest single-word name matched despite one typing error ("Simvistatin"). */
const FUZZY_MIN = 8;

interface Entry {
  cls: string;
  name: string;
  key: string;
  fuzzy: boolean;
}

/** Lower-case words with digits split from letters, so "Atorvastatin40mg" still names atorvastatin. */
function words(text: string): string {
  return nameKey(text)
    .replace(/([a-z])(\d)|(\d)([a-z])/g, "$1$3 $2$4")
    .trim();
}

const ENTRIES: readonly Entry[] = Object.entries(DRUG_CLASSES).flatMap(([cls, names]) =>
  names.map((name) => {
    const key = words(name);
    return { cls, name, key, fuzzy: /^[a-z]+$/.test(key) && key.length >= FUZZY_MIN };
  }),
);

/** A word spelt exactly like a listed name is that name, never a misspelling of another one. */
const KNOWN_WORDS = new Set(ENTRIES.map((e) => e.key));

/** Whether a and b differ by at most one inserted, deleted or replaced letter. */
export function withinOneEdit(a: string, b: string): boolean {
  if (Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i += 1;
  const tail = (skipA: number, skipB: number) => a.slice(i + skipA) === b.slice(i + skipB);
  if (a.length === b.length) return tail(1, 1);
  return a.length > b.length ? tail(1, 0) : tail(0, 1);
}

/**
 * Whole words only: a name inside a longer word is another substance ("aspart" in "magnesium
 * aspartate"). A plural "s" is allowed, and long single-word names survive one typing error.
 */
function mentions(padded: string, tokens: readonly string[], e: Entry): boolean {
  if (padded.includes(` ${e.key} `) || padded.includes(` ${e.key}s `)) return true;
  return e.fuzzy && tokens.some((t) => t.length >= FUZZY_MIN && !KNOWN_WORDS.has(t) && withinOneEdit(t, e.key));
}

/** Names that only say "hormone replacement"; menopausal HRT contains an oestrogen. */
const GENERIC_OESTROGEN = new Set(["hormone replacement", "hrt"]);
const OTHER_HORMONE = /\b(thyroid|testosterone|androgen|growth hormone|somatropin|hydrocortisone|cortisol)\b/i;

/**
 * "Thyroid hormone replacement (levothyroxine)" is not an oestrogen: the generic phrase counts only
 * when no other hormone and no drug of another class is named in the same string.
 */
function namesSomethingElse(text: string, found: readonly Entry[]): boolean {
  return OTHER_HORMONE.test(text) || found.some((e) => e.cls !== "oestrogen");
}

/** Drug classes and generic names recognised in a medication string. */
export function classifyMedication(text: string): { classes: string[]; drugs: string[] } {
  const key = words(text);
  const padded = ` ${key} `;
  const tokens = key.split(" ");
  const found = ENTRIES.filter((e) => mentions(padded, tokens, e));
  const combination = found.some((e) => e.cls === "co-trimoxazole");
  const coAmoxiclav = found.some((e) => e.cls === "amoxicillin-clavulanate");
  const kept = found.filter(
    (e) =>
      !(GENERIC_OESTROGEN.has(e.name) && namesSomethingElse(text, found)) &&
      // The trimethoprim in co-trimoxazole is read as the combination, not as a second medicine.
      !(combination && e.cls === "trimethoprim") &&
      // Likewise the amoxicillin in amoxicillin-clavulanate is co-amoxiclav, with its own allergy rule.
      !(coAmoxiclav && e.cls === "penicillin"),
  );
  const classes = new Set(kept.map((e) => e.cls));
  // A progestogen-only pill is not an oestrogen even though it is a contraceptive.
  if (/progest(ogen|in)[- ]only|\bpop\b|mini[- ]?pill/i.test(text)) classes.delete("oestrogen");
  // A heparin lock or flush keeps an intravenous line open; it is not anticoagulant treatment.
  if (/\b(flush|lock)\b/i.test(text)) classes.delete("heparin");
  return { classes: [...classes], drugs: [...new Set(kept.map((e) => e.name))] };
}

/**
 * Free text saying a medicine is no longer taken: "warfarin (stopped)", "lithium - discontinued",
 * "previously on amiodarone". "Previously 5 mg" and "for the past 3 months" describe a dose or a
 * duration of a current medicine, and a restart makes it current again.
 */
const STOPPED =
  /\b((?<!\b(not|never)\s)(stopped|discontinued|ceased)|held|on hold|no longer (taking|taken|on|using|used)|formerly|previously(?!\s+\d)|past(?!\s+(\d|few|several|couple|year|month|week|day)))\b/i;
const RESTARTED = /\b(restarted|re-started|resumed)\b/i;

function saysStopped(text: string): boolean {
  return STOPPED.test(text) && !RESTARTED.test(text);
}

/**
 * Words that stop a medicine outright, even on an entry whose status says active: a list carried over
 * with "Coumadin 5 mg - stopped 2025" or "Xarelto 20 mg (on hold)" still marked active (review 25,
 * medicine-names case 09: both were read as anticoagulants taken with Eliquis). Looser words
 * ("previously", "held if the pulse is low") are left to entries without a status.
 */
const STOPPED_OUTRIGHT =
  /\b((?<!\b(not|never|be)\s)(stopped|discontinued)|on hold|no longer (taking|taken|on|using|used))\b/i;

/**
 * Whether a medication counts as current. A recorded stopped status wins; without one (lab-results
 * context lists have no status) the medication's own text decides, and an active status gives way
 * only to text that stops the medicine outright.
 */
export function isActiveMedication(status: string | undefined, text = ""): boolean {
  if (status === undefined) return !saysStopped(text);
  if (STOPPED_OUTRIGHT.test(text) && !RESTARTED.test(text)) return false;
  return !/^(completed|stopped|entered-in-error|cancelled|discontinued|inactive)$/i.test(status.trim());
}
