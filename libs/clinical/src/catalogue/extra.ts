/**
 * Lab tests the rules and reports need that the shared lab file (labs.source.json, a verbatim copy of
 * shared/evidence/labs.json) lacks, in the same record shape. Every LOINC code, range and limit
 * here was seen where its `seenAt` says; the plain-language texts are in overlay.ts.
 */
export interface SourceRecord {
  id: string;
  name: string;
  synonyms: string[];
  category: string;
  loinc: { code: string; name: string };
  loincAlternates: { code: string; name: string }[];
  units: { conventional: string | null; si: string | null; factorConvToSI: number | null };
  referenceRanges: {
    sex: string;
    low: number | null;
    high: number | null;
    unit: string;
    text: string;
    source: string;
  }[];
  critical: { low: number | null; high: number | null; unit: string; sources: string[] } | null;
  notes: string;
  seenAt: string[];
}

/**
 * Tests the rules need that the shared lab file lacks. Lithium, for the monitoring rules: LOINC 14334-7
 * "Lithium [Moles/volume] in Serum or Plasma" seen in a public mapping file (gh-index id
 * 1468833328); the usual maintenance range 0.6–1.2 mEq/L and toxicity tied to serum level from
 * the FDA prescribing information as reproduced at drugs.com/pro/lithium.html and a lithium
 * dosing summary (vdocuments.us/lithium-5584a388d3671.html), both seen via the pages corpus.
 */
export const EXTRA_RECORDS: SourceRecord[] = [
  // Indirect (unconjugated) bilirubin, usually the total minus the direct fraction. Without its own
  // entry "Bilirubin, indirect" was read as the total bilirubin (review 26, labs-26 case 04). The
  // factor is bilirubin's, as labs.source.json gives for the total; ranges are the laboratory's own.
  {
    id: "bilirubin-indirect",
    name: "Bilirubin, indirect (unconjugated)",
    synonyms: ["Indirect bilirubin", "Unconjugated bilirubin", "IBIL"],
    category: "hepatic",
    loinc: { code: "1971-1", name: "Bilirubin.indirect [Mass/volume] in Serum or Plasma" },
    loincAlternates: [],
    units: { conventional: "mg/dL", si: "µmol/L", factorConvToSI: 17.1 },
    referenceRanges: [],
    critical: null,
    notes: "Judge against the laboratory's range; most laboratories calculate it as total minus direct bilirubin.",
    seenAt: [
      "gh-index ids 58655957190 (IBIL 'Indirect Bilirubin', LOINC 1971-1 'Bilirubin.indirect [Mass/volume] in Serum or Plasma'), 2472575066 (GECCO codes: 1971-1, mg/dL), 52141349727 and 51853699156 (laboratory mappings BIL INDIRECT to 1971-1), seen 2026-11-30 (labs-26-review26)",
      "labs.source.json bilirubin-total (mg/dL to µmol/L factor 17.1)",
    ],
  },
  {
    id: "lithium",
    name: "Lithium, serum",
    synonyms: ["Li"],
    category: "drug levels",
    loinc: { code: "14334-7", name: "Lithium [Moles/volume] in Serum or Plasma" },
    loincAlternates: [],
    units: { conventional: "mmol/L", si: "mmol/L", factorConvToSI: 1 },
    referenceRanges: [
      {
        sex: "any",
        low: 0.6,
        high: 1.2,
        unit: "mmol/L",
        text: "0.6–1.2 mmol/L (maintenance, 12-hour trough)",
        source:
          "FDA lithium prescribing information (drugs.com/pro/lithium.html) and lithium dosing summary (vdocuments.us), pages corpus",
      },
    ],
    critical: null,
    notes: "Therapeutic drug level, not a population range; sample 12 hours after the last dose.",
    seenAt: [
      "gh-index id 1468833328 (LOINC 14334-7 name)",
      "pages: drugs.com/pro/lithium.html",
      "pages: vdocuments.us/lithium-5584a388d3671.html",
    ],
  },
  // Total phenytoin, for rules/antiepileptic-levels.ts. LOINC 3968-5 "Phenytoin [Mass/volume] in Serum
  // or Plasma" as four public mapping files give it (gh-index ids below); µg/mL = mg/L; the factor
  // 3.964 to µmol/L and the range 10–20 mg/L (40–80 µmol/L) from the ASHP therapeutic-range table and
  // the RCPA manual, pages corpus, 2026-11-28.
  {
    id: "phenytoin",
    name: "Phenytoin, total, serum",
    synonyms: ["Phenytoin level", "Dilantin level", "Total phenytoin"],
    category: "drug levels",
    loinc: { code: "3968-5", name: "Phenytoin [Mass/volume] in Serum or Plasma" },
    loincAlternates: [],
    units: { conventional: "mg/L", si: "µmol/L", factorConvToSI: 3.964 },
    referenceRanges: [
      {
        sex: "any",
        low: 10,
        high: 20,
        unit: "mg/L",
        text: "10–20 mg/L (µg/mL), 40–80 µmol/L (total level, therapeutic range)",
        source:
          "ASHP, Appendix A 'Therapeutic ranges of drugs in traditional and SI units' (publications.ashp.org/display/book/9781585286423/back-1.xml) and RCPA Manual 'Phenytoin level' (rcpa.edu.au), pages corpus",
      },
    ],
    critical: null,
    notes:
      "Therapeutic drug level, not a population range; total level, which understates the active free drug when albumin is low or in kidney failure.",
    seenAt: [
      "gh-index ids 13413936809, 41511871330, 5704753230 and 1468833328 (LOINC 3968-5 'Phenytoin [Mass/volume] in Serum or Plasma', in ug/mL)",
      "pages: publications.ashp.org/display/book/9781585286423/back-1.xml (phenytoin 10–20 mg/L, factor 3.964, 40–80 µmol/L)",
      "pages: rcpa.edu.au/Library/Practising-Pathology/RCPA-Manual/Items/Pathology-Tests/P/Phenytoin-level (therapeutic interval 40–80 µmol/L, 10–20 mg/L)",
    ],
  },
  // Theophylline, for rules/theophylline-level.ts. LOINC 4049-3 "Theophylline [Mass/volume] in Serum or
  // Plasma" as public mapping files give it (gh-index ids below), in ug/mL = mg/L; molecular weight
  // 180.17 (US label) gives 5.55 µmol/L per mg/L. The range is the US label's 10–20 µg/mL; the UK
  // SmPC aims lower (5–12) and places significant adverse reactions above 20 (pages, 2026-11-29).
  {
    id: "theophylline",
    name: "Theophylline, serum",
    synonyms: ["Theophylline level", "Serum theophylline", "Aminophylline level"],
    category: "drug levels",
    loinc: { code: "4049-3", name: "Theophylline [Mass/volume] in Serum or Plasma" },
    loincAlternates: [],
    units: { conventional: "mg/L", si: "µmol/L", factorConvToSI: 5.55 },
    referenceRanges: [
      {
        sex: "any",
        low: 10,
        high: 20,
        unit: "mg/L",
        text: "10–20 mg/L (µg/mL), therapeutic range; UK SmPC aims for 5–12",
        source:
          "US theophylline label (adverse reactions section, rxlist.com Theolair copy) and UK Uniphyllin Continus SmPC (rxreasoner.com/monographs/uniphyllin/usage), pages corpus",
      },
    ],
    critical: null,
    notes: "Therapeutic drug level, not a population range.",
    seenAt: [
      "gh-index ids 1468833328, 13413936809 and 5704753230 (LOINC 4049-3 'Theophylline [Mass/volume] in Serum or Plasma', in ug/mL)",
      "pages: rxlist.com/theolair-drug/side-effects-interactions.htm (therapeutic range 10–20 mcg/mL; above 20, persistent vomiting, arrhythmias and seizures)",
      "pages: rxreasoner.com/monographs/uniphyllin/usage (UK SmPC: 5–12 micrograms/mL ideally; significant adverse reactions usually above 20)",
      "docs: api.fda.gov theophylline label records (molecular weight 180.17)",
    ],
  },
  // Total IgE, for rules/abpa-screen.ts. LOINC 19113-0 "IgE [Units/volume] in Serum or Plasma" as
  // public mapping files give it (gh-index ids below); kU/L = IU/mL. No catalogue range: adult upper
  // limits differ between laboratories, so the printed range is used, and the rule reads a fixed
  // 1000 IU/mL criterion. Only "total" names match: a specific IgE ("Peanut IgE") is another test.
  {
    id: "ige-total",
    name: "IgE, total",
    synonyms: ["Total IgE", "IgE total", "Total immunoglobulin E", "Serum total IgE"],
    category: "immunology",
    loinc: { code: "19113-0", name: "IgE [Units/volume] in Serum or Plasma" },
    loincAlternates: [],
    units: { conventional: "IU/mL", si: "kU/L", factorConvToSI: 1 },
    referenceRanges: [],
    critical: null,
    notes: "Total IgE; allergen-specific IgE tests are separate.",
    seenAt: [
      "gh-index ids 61405389964, 26671006744, 62757212005 and 70896994878 (LOINC 19113-0 'IgE [Units/volume] in Serum or Plasma')",
    ],
  },
  // Hepatitis B markers, read as present or absent (the HBV reactivation rule needs them). LOINC codes
  // and names as seen in public code-system and mapping files (gh-index ids below), 2026-11-23.
  {
    id: "hbsag",
    name: "Hepatitis B surface antigen",
    synonyms: ["HBsAg"],
    category: "serology",
    loinc: { code: "5195-3", name: "Hepatitis B virus surface Ag [Presence] in Serum" },
    loincAlternates: [
      { code: "5196-1", name: "Hepatitis B virus surface Ag [Presence] in Serum or Plasma by Immunoassay" },
    ],
    units: { conventional: null, si: null, factorConvToSI: null },
    referenceRanges: [],
    critical: null,
    notes: "Qualitative: negative expected.",
    seenAt: [
      "gh-index ids 49963994881, 54769039713 and 58655957190 (LOINC 5195-3 'Hepatitis B virus surface Ag [Presence] in Serum')",
      "gh-index ids 20172630436 and 61419670802 (LOINC 5196-1 'Hepatitis B virus surface Ag [Presence] in Serum or Plasma by Immunoassay'; id 54533372684 names 5196-1 a [Units/volume] code)",
    ],
  },
  {
    id: "anti-hbc",
    name: "Hepatitis B core antibody, total",
    synonyms: ["anti-HBc", "HBcAb"],
    category: "serology",
    loinc: { code: "16933-4", name: "Hepatitis B virus core Ab [Presence] in Serum" },
    loincAlternates: [
      { code: "13952-7", name: "Hepatitis B virus core Ab [Presence] in Serum or Plasma by Immunoassay" },
    ],
    units: { conventional: null, si: null, factorConvToSI: null },
    referenceRanges: [],
    critical: null,
    notes: "Qualitative: negative expected. Total antibody (IgG and IgM), not the IgM test.",
    seenAt: [
      "gh-index ids 19451335347, 7406728706 and 71108408166 (LOINC 16933-4 'Hepatitis B virus core Ab [Presence] in Serum'; 71108408166 maps 'Hepatitis B Core Antibody, Total' to it)",
      "gh-index ids 26986528788, 41511871330 and 61377107555 (LOINC 13952-7 'Hepatitis B virus core Ab [Presence] in Serum or Plasma by Immunoassay')",
    ],
  },
  // IgM antibody to the hepatitis B core, the marker of a recent infection: with HBsAg it reads as
  // acute hepatitis B (rules/hepatitis-b-acute.ts). LOINC codes and names as seen in public
  // code-system and mapping files (gh-index ids below), 2026-11-29.
  {
    id: "anti-hbc-igm",
    name: "Hepatitis B core antibody, IgM",
    synonyms: ["IgM anti-HBc", "anti-HBc IgM"],
    category: "serology",
    loinc: { code: "24113-3", name: "Hepatitis B virus core IgM Ab [Presence] in Serum or Plasma by Immunoassay" },
    loincAlternates: [{ code: "31204-1", name: "Hepatitis B virus core IgM Ab [Presence] in Serum" }],
    units: { conventional: null, si: null, factorConvToSI: null },
    referenceRanges: [],
    critical: null,
    notes: "Qualitative: negative expected. The IgM test only, not the total core antibody (anti-hbc).",
    seenAt: [
      "gh-index ids 19033274667 and 49920490635 (LOINC 24113-3 'Hepatitis B virus core IgM Ab [Presence] in Serum or Plasma by Immunoassay'); id 2412090048 (24113-3 'Hepatitis B core antibody IgM', 'HBV core IgM Ser Ql EIA')",
      "gh-index ids 49920490635 (LOINC 31204-1 'Hepatitis B virus core IgM Ab [Presence] in Serum') and 2412090048 (31204-1 'Hepatitis B core antibody IgM')",
    ],
  },
  // Hepatitis C markers, read as present or absent (the liver rules need them): the antibody shows
  // infection at some time, the RNA a current one. LOINC codes and names as seen in public code-system,
  // mapping and message files (gh-index ids below), 2026-11-23. A viral load given as a number has no
  // range here; the liver rule reads it as detected (see rules/liver.ts).
  {
    id: "hcv-ab",
    name: "Hepatitis C antibody",
    synonyms: ["anti-HCV", "HCV Ab"],
    category: "serology",
    loinc: { code: "16128-1", name: "Hepatitis C virus Ab [Presence] in Serum" },
    loincAlternates: [{ code: "13955-0", name: "Hepatitis C virus Ab [Presence] in Serum or Plasma by Immunoassay" }],
    units: { conventional: null, si: null, factorConvToSI: null },
    referenceRanges: [],
    critical: null,
    notes: "Qualitative: negative expected. Reactive means infection at some time; HCV RNA tells a current one.",
    seenAt: [
      "gh-index ids 42058268737, 53865721853, 58655957190, 19033274667 and 54503962934 (LOINC 16128-1 'Hepatitis C virus Ab [Presence] in Serum'; 68759673631 names it '... in Serum or Plasma')",
      "gh-index ids 3234211033 and 54503962934 (LOINC 13955-0 'Hepatitis C virus Ab [Presence] in Serum or Plasma by Immunoassay')",
    ],
  },
  {
    id: "hcv-rna",
    name: "Hepatitis C RNA",
    synonyms: ["HCV RNA", "HCV PCR", "HCV viral load"],
    category: "serology",
    loinc: {
      code: "11011-4",
      name: "Hepatitis C virus RNA [Units/volume] (viral load) in Serum or Plasma by NAA with probe detection",
    },
    loincAlternates: [],
    units: { conventional: null, si: null, factorConvToSI: null },
    referenceRanges: [],
    critical: null,
    notes: "Not detected expected; any detected RNA (a viral load in IU/mL) means a current infection.",
    seenAt: [
      "gh-index ids 7025387085, 7406728706 and 19033274667 (LOINC 11011-4 'Hepatitis C virus RNA [Units/volume] (viral load) in Serum or Plasma by Probe and target amplification method', the older name); 63154913065 (11011-4 with the newer name '... by NAA with probe detection')",
    ],
  },
  // Hepatitis B virus DNA and e antigen, for the chronic hepatitis B rule (rules/hepatitis-b.ts). LOINC
  // codes and names as seen in public code-system and mapping files (gh-index ids below), 2026-11-28.
  // The DNA is a viral load in IU/mL with no range here: "Not detected" is expected, and a laboratory's
  // detection limit comes with its result.
  {
    id: "hbv-dna",
    name: "Hepatitis B virus DNA",
    synonyms: ["HBV DNA", "HBV PCR", "HBV viral load"],
    category: "serology",
    loinc: {
      code: "42595-9",
      name: "Hepatitis B virus DNA [Units/volume] (viral load) in Serum or Plasma by NAA with probe detection",
    },
    loincAlternates: [],
    units: { conventional: null, si: null, factorConvToSI: null },
    referenceRanges: [],
    critical: null,
    notes: "Not detected expected; a detected viral load (IU/mL) means the virus is multiplying.",
    seenAt: [
      "gh-index ids 63154913065, 63585585702 and 57046574375 (LOINC 42595-9 'Hepatitis B virus DNA [Units/volume] (viral load) in Serum or Plasma by NAA with probe detection', unit IU/mL)",
    ],
  },
  {
    id: "hbeag",
    name: "Hepatitis B e antigen",
    synonyms: ["HBeAg"],
    category: "serology",
    loinc: { code: "13954-3", name: "Hepatitis B virus e Ag [Presence] in Serum or Plasma by Immunoassay" },
    loincAlternates: [{ code: "31844-4", name: "Hepatitis B virus e Ag [Presence] in Serum" }],
    units: { conventional: null, si: null, factorConvToSI: null },
    referenceRanges: [],
    critical: null,
    notes: "Qualitative: negative expected.",
    seenAt: [
      "gh-index ids 57046574375 and 49920490635 (LOINC 13954-3 'Hepatitis B virus e Ag [Presence] in Serum or Plasma by Immunoassay'); 63585585702 (13954-3 'Hepatitis B virus e Ag [Presence] in Serum or Plasma')",
      "gh-index ids 19033274667 and 26671006744 (LOINC 31844-4 'Hepatitis B virus e Ag [Presence] in Serum')",
    ],
  },
  // Blood-film blasts. Blasts are not usually found in the blood in significant numbers; they appear
  // with severe infections, some medicines (G-CSF), marrow infiltration and blood cancers, acute
  // leukaemia the most important (corpath.net/blasts, pages corpus, seen 2026-11-24). So any value
  // above 0 % is outside the range. Critical above 20 %: two laboratories' lists seen the same day.
  {
    id: "blasts-blood",
    name: "Blasts, blood (% of white cells)",
    synonyms: ["blasts", "blast cells"],
    category: "haematology",
    loinc: { code: "26446-5", name: "Blasts/100 leukocytes in Blood" },
    loincAlternates: [],
    units: { conventional: "%", si: "%", factorConvToSI: 1 },
    referenceRanges: [
      {
        sex: "any",
        low: null,
        high: 0,
        unit: "%",
        text: "0 % (blasts are not normally seen in the blood)",
        source:
          "corpath.net/blasts (blasts are usually found in low numbers in the bone marrow and not in significant numbers in the blood), pages corpus",
      },
    ],
    critical: {
      low: null,
      high: 20,
      unit: "%",
      sources: [
        "hakimilab.com/hematology (morphology findings that trigger critical result notification: acute leukaemia, more than 20 % blasts; blasts on a peripheral smear the first time or in relapse), pages corpus",
        "testmenu.com/Intermountain/Tests/765946 (suspected acute leukaemia blasts of 20 % or more, or blasts with Auer rods: contact the on-call pathologist STAT), pages corpus",
      ],
    },
    notes: "Any circulating blasts need review of the blood film; 20 % or more is in the range of acute leukaemia.",
    seenAt: [
      "gh-index ids 42469143246, 40679288713, 61389149359 and 13413936809 (LOINC 26446-5 'Blasts/100 leukocytes in Blood')",
      "pages: corpath.net/blasts (seen 2026-11-24)",
      "pages: hakimilab.com/hematology; testmenu.com/Intermountain/Tests/765946 (seen 2026-11-24)",
    ],
  },
  // Infection serology, read as present or absent. LOINC codes and names as seen in public code-system,
  // mapping and message files (gh-index ids below), 2026-11-24.
  {
    id: "hiv-ag-ab",
    name: "HIV-1/2 antigen/antibody screen",
    synonyms: ["HIV Ag/Ab"],
    category: "serology",
    loinc: { code: "56888-1", name: "HIV 1+2 Ab+HIV1 p24 Ag [Presence] in Serum or Plasma by Immunoassay" },
    loincAlternates: [],
    units: { conventional: null, si: null, factorConvToSI: null },
    referenceRanges: [],
    critical: null,
    notes:
      "Qualitative: non-reactive expected. A reactive screen is followed by the supplemental tests of the CDC laboratory algorithm.",
    seenAt: [
      "gh-index ids 230124119, 51782335473, 61377107555 and 17343629735 (LOINC 56888-1 'HIV 1+2 Ab+HIV1 p24 Ag [Presence] in Serum or Plasma by Immunoassay')",
    ],
  },
  {
    id: "treponemal-ab",
    name: "Treponemal antibody, immunoassay (syphilis EIA/CLIA)",
    synonyms: ["syphilis EIA", "treponemal antibody"],
    category: "serology",
    loinc: { code: "24110-9", name: "Treponema pallidum Ab [Presence] in Serum by Immunoassay" },
    loincAlternates: [{ code: "47236-5", name: "Treponema pallidum IgG+IgM Ab [Presence] in Serum" }],
    units: { conventional: null, si: null, factorConvToSI: null },
    referenceRanges: [],
    critical: null,
    notes:
      "Qualitative: non-reactive expected. Read with a non-treponemal test (RPR): together they tell an untreated infection from a treated one (CDC 2024).",
    seenAt: [
      "gh-index ids 56339816621, 61686892033 and 61389149359 (LOINC 24110-9 'Treponema pallidum Ab [Presence] in Serum by Immunoassay')",
      "gh-index id 54601498373 (LOINC 47236-5 'Treponema pallidum IgG+IgM Ab [Prese…', name cut at the excerpt's end)",
    ],
  },
  {
    id: "tppa",
    name: "Treponema pallidum antibody, agglutination (TPPA/TPHA)",
    synonyms: ["TPPA", "TPHA"],
    category: "serology",
    loinc: { code: "24312-1", name: "Treponema pallidum Ab [Presence] in Serum by Agglutination" },
    loincAlternates: [{ code: "8041-6", name: "Treponema pallidum Ab [Presence] in Serum by Hemagglutination" }],
    units: { conventional: null, si: null, factorConvToSI: null },
    referenceRanges: [],
    critical: null,
    notes: "Qualitative: non-reactive expected. A treponemal test, used to confirm a reactive screen.",
    seenAt: [
      "gh-index id 32333747628 (LOINC 24312-1 'Treponema pallidum Ab [Presence] in Serum by Agglutination')",
      "gh-index id 71444087639 (LOINC 8041-6 'Treponema pallidum Ab [Presence] in Serum by Hemagglutination')",
    ],
  },
  {
    id: "rpr",
    name: "Non-treponemal syphilis test (RPR or VDRL)",
    synonyms: ["RPR", "VDRL"],
    category: "serology",
    loinc: { code: "20507-0", name: "Reagin Ab [Presence] in Serum by RPR" },
    loincAlternates: [
      { code: "31147-2", name: "Reagin Ab [Titer] in Serum by RPR" },
      { code: "5292-8", name: "Reagin Ab [Presence] in Serum by VDRL" },
    ],
    units: { conventional: null, si: null, factorConvToSI: null },
    referenceRanges: [],
    critical: null,
    notes: "Qualitative: non-reactive expected; a reactive result is often reported with a titre (1:32).",
    seenAt: [
      "gh-index ids 56339816621 and 61686892033 (LOINC 20507-0 'Reagin Ab [Presence] in Serum by RPR')",
      "gh-index ids 61686892033 and 61389149359 (LOINC 31147-2, named there 'Reagin Ab [Presence] in Serum by RPR -- titer')",
      "gh-index id 25217518737 (LOINC 5292-8 'Reagin Ab [Presence] in Serum by VDRL')",
    ],
  },
  // Immunity tests: a positive result or a level at or above the protective one is the expected,
  // normal result (see `expected` in overlay.ts).
  {
    id: "anti-hbs",
    name: "Hepatitis B surface antibody",
    synonyms: ["anti-HBs", "HBsAb"],
    category: "serology",
    loinc: { code: "16935-9", name: "Hepatitis B virus surface Ab [Units/volume] in Serum" },
    loincAlternates: [
      { code: "5193-8", name: "Hepatitis B virus surface Ab [Units/volume] in Serum or Plasma by Immunoassay" },
      { code: "22322-2", name: "Hepatitis B virus surface Ab [Units/volume] in Serum" },
    ],
    units: { conventional: "mIU/mL", si: "IU/L", factorConvToSI: 1 },
    referenceRanges: [
      {
        sex: "any",
        low: 10,
        high: null,
        unit: "mIU/mL",
        text: "10 mIU/mL or more (protective)",
        source:
          "CDC, Sexually Transmitted Diseases Treatment Guidelines 2010, Table 4 (cdc.gov/std/treatment/2010/table4.htm: anti-HBs alone, immune if the concentration is above 10 mIU/mL), pages corpus",
      },
    ],
    critical: null,
    notes:
      "Protection against hepatitis B, from vaccination (anti-HBc negative) or a past infection (anti-HBc positive).",
    seenAt: [
      "gh-index ids 5903626188, 6933552662, 1749152978, 17180808354 and 50278875625 (LOINC 16935-9 'Hepatitis B virus surface Ab [Units/volume] in Serum')",
      "gh-index id 56677328958 (LOINC 5193-8 'Hepatitis B virus surface Ab [Units/volume] in Serum or Plasma by Immunoassay'; id 61389888888 names it '[Presence] in Serum or Plasma')",
      "gh-index ids 61389888888 and 61389149359 (LOINC 22322-2 'Hepatitis B virus surface Ab [Units/volume] in Serum', as those files name it)",
      "pages: cdc.gov/std/treatment/2010/table4.htm and its archived copy medbox.iiab.me (seen 2026-11-24)",
    ],
  },
  {
    id: "rubella-igg",
    name: "Rubella IgG antibody",
    synonyms: ["rubella IgG"],
    category: "serology",
    loinc: { code: "8014-3", name: "Rubella virus IgG Ab [Units/volume] in Serum" },
    loincAlternates: [
      { code: "25514-1", name: "Rubella virus IgG Ab [Presence] in Serum" },
      { code: "5334-8", name: "Rubella virus IgG Ab [Units/volume] in Serum or Plasma" },
    ],
    units: { conventional: "IU/mL", si: "IU/mL", factorConvToSI: 1 },
    referenceRanges: [
      {
        sex: "any",
        low: 10,
        high: null,
        unit: "IU/mL",
        text: "10 IU/mL or more (protective; laboratories' cut-offs vary by assay)",
        source:
          "Am J Clin Pathol 1996;106(2):170-4 (PMID 8712168; abstract at pubmed.ncbi.nlm.nih.gov/8712168: the NCCLS breakpoint for rubella immunity lowered from 15 to 10 IU/mL, protective in the vast majority of persons), pages corpus",
      },
    ],
    critical: null,
    notes: "Protection against rubella, from vaccination or past infection; laboratories print their own cut-off.",
    seenAt: [
      "gh-index ids 67278476037 and 7138062965 (LOINC 8014-3 'Rubella virus IgG Ab [Units/volume] in Serum'; 25514-1 'Rubella virus IgG Ab [Presence…', name cut at the excerpt's end)",
      "gh-index ids 61389888888 and 61377107555 (LOINC 5334-8 'Rubella virus IgG Ab [Units/volume] in Serum or Plasma')",
      "pages: pubmed.ncbi.nlm.nih.gov/8712168 (abstract, seen 2026-11-24)",
    ],
  },
  {
    id: "upcr",
    name: "Protein/creatinine ratio, urine (uPCR)",
    synonyms: ["uPCR", "urine protein/creatinine ratio"],
    category: "renal",
    loinc: { code: "2890-2", name: "Protein/Creatinine [Mass Ratio] in Urine" },
    loincAlternates: [{ code: "34366-5", name: "Protein/Creatinine [Ratio] in Urine" }],
    units: { conventional: "mg/g", si: "mg/mmol", factorConvToSI: 0.113 },
    referenceRanges: [
      {
        sex: "any",
        low: null,
        high: 150,
        unit: "mg/g",
        text: "<150 mg/g (<15 mg/mmol), KDIGO category A1",
        source:
          "KDIGO 2012 CKD guideline albuminuria/proteinuria categories as reprinted in PMC10200071 table T14 (PCR <15 mg/mmol or <150 mg/g normal to mildly increased; 15–50 or 150–500 moderately; >50 or >500 severely increased), pages corpus",
      },
    ],
    critical: null,
    notes:
      "mg/g × 0.113 = mg/mmol (creatinine 113.12 g/mol; the same table, and medicalalgorithms.com ACR unit conversion: 1 mg/g = 0.1131 mg/mmol).",
    seenAt: [
      "gh-index ids 16811617665, 69608288834, 62757212005, 230124119 and 5704753230 (LOINC 2890-2 'Protein/Creatinine [Mass Ratio] in Urine'); id 16811617665 (LOINC 34366-5 'Protein/Creatinine [Ratio] in Urine')",
      "pages: pmc.ncbi.nlm.nih.gov/articles/PMC10200071/table/T14 (seen 2026-11-24)",
      "pages: medicalalgorithms.com/unit-conversion-for-the-urine-albumin-to-creatinine-ratio-acr (seen 2026-11-24)",
    ],
  },
  {
    id: "lead-blood",
    name: "Lead, blood",
    synonyms: ["blood lead", "BLL"],
    category: "toxicology",
    loinc: { code: "5671-3", name: "Lead [Mass/volume] in Blood" },
    loincAlternates: [{ code: "77307-7", name: "Lead [Mass/volume] in Venous blood" }],
    units: { conventional: "µg/dL", si: "µmol/L", factorConvToSI: 0.0483 },
    referenceRanges: [
      {
        sex: "any",
        low: null,
        high: 3.5,
        unit: "µg/dL",
        text: "below 3.5 µg/dL (0.17 µmol/L), the CDC blood lead reference value",
        source:
          "Ruckart PZ et al., Update of the Blood Lead Reference Value — United States, 2021, MMWR 2021;70(43):1509–1512 (cdc.gov/mmwr/volumes/70/wr/mm7043a4.htm: reference value 3.5 µg/dL, the 97.5th percentile of US children aged 1–5 years; no safe blood lead level in children is known), pages corpus",
      },
    ],
    critical: null,
    notes:
      "µg/dL × 0.0483 = µmol/L (lead 207.2 g/mol): 10 µg/dL is 0.48 µmol/L and 5 µg/dL 0.24 µmol/L as laboratories print them.",
    seenAt: [
      "gh-index ids 14919421873, 67134504214, 61370984573 and 56659871889 (LOINC 5671-3 'Lead [Mass/volume] in Blood'); id 61427650207 (LOINC 77307-7 'Lead [Mass/volume] in Venous…', name cut at the excerpt's end)",
      "pages: cdc.gov/mmwr/volumes/70/wr/mm7043a4.htm and jhu.pure.elsevier.com (seen 2026-11-24)",
      "pages: pathology.alfred.org.au/handbook (0.24 µmol/L = 5 µg/dL); a Wikipedia revision of 'Blood lead level' (10 µg/dL = 0.48 µmol/L), seen 2026-11-24",
    ],
  },
  {
    id: "bhb",
    name: "Beta-hydroxybutyrate (blood ketones)",
    synonyms: ["BHB", "blood ketones"],
    category: "metabolic",
    loinc: { code: "53060-9", name: "Beta hydroxybutyrate [Moles/volume] in Serum or Plasma" },
    loincAlternates: [{ code: "104816-4", name: "Beta hydroxybutyrate [Moles/volume] in Blood" }],
    units: { conventional: "mmol/L", si: "mmol/L", factorConvToSI: 1 },
    referenceRanges: [
      {
        sex: "any",
        low: null,
        high: 0.6,
        unit: "mmol/L",
        text: "below 0.6 mmol/L",
        source:
          "Diabetes Care consensus table 'Cut points for ketosis/DKA and corresponding remedial actions' (care.diabetesjournals.org table expansion 57712: <0.6 mmol/L normal; 0.6–1.5 ketonaemia; 1.6–3.0 impending DKA; >3.0 probable DKA, seek immediate medical attention), pages corpus",
      },
    ],
    critical: {
      low: null,
      high: 3,
      unit: "mmol/L",
      sources: [
        "Diabetes Care consensus table 'Cut points for ketosis/DKA and corresponding remedial actions' (care.diabetesjournals.org table expansion 57712: above 3.0 mmol/L probable DKA, seek immediate medical attention), pages corpus",
      ],
    },
    notes: "A blood test, not the urine dipstick (which reads acetoacetate).",
    seenAt: [
      "gh-index ids 42828562210 and 43221779957 (LOINC 53060-9 for beta-hydroxybutyrate, mmol/L); ids 71075874581 and 71610036783 (the long name 'Beta hydroxybutyrate [Moles/volume] in Serum or Plasma', OMOP concept 3003985)",
      "gh-index ids 66614596331 and 66765511415 (LOINC 104816-4 'Beta hydroxybutyrate [Moles/volume] in Blood')",
      "pages: care.diabetesjournals.org table expansion 57712 (seen 2026-11-24)",
    ],
  },
  {
    id: "blood-ph",
    name: "pH, blood (arterial or venous)",
    synonyms: ["blood pH"],
    category: "blood gas",
    loinc: { code: "11558-4", name: "pH of Blood" },
    loincAlternates: [
      { code: "2744-1", name: "pH of Arterial blood" },
      { code: "2746-6", name: "pH of Venous blood" },
      { code: "2745-8", name: "pH of Capillary blood" },
    ],
    units: { conventional: "pH", si: "pH", factorConvToSI: 1 },
    referenceRanges: [
      {
        sex: "any",
        low: 7.35,
        high: 7.45,
        unit: "pH",
        text: "7.35–7.45 (arterial; venous blood reads a little lower)",
        source:
          "MSD Manual consumer table 'Blood Tests' (msdmanuals.com/en-nz/home/multimedia/table/blood-tests: acidity (pH) 7.35–7.45), pages corpus",
      },
    ],
    critical: null,
    notes: "Venous pH runs slightly below arterial; a laboratory's own range for the sample type is preferred.",
    seenAt: [
      "gh-index id 17234428620 (LOINC 11558-4 'pH of Blood', 2744-1 'pH of Arterial blood', 2746-6 'pH of Venous blood', 2745-8 'pH of Capillary blood'); ids 41511871330 and 49331584555 (2746-6)",
      "pages: msdmanuals.com/en-nz/home/multimedia/table/blood-tests (seen 2026-11-24)",
    ],
  },
  {
    id: "haptoglobin",
    name: "Haptoglobin",
    synonyms: ["Hp"],
    category: "haematology",
    loinc: { code: "4542-7", name: "Haptoglobin [Mass/volume] in Serum or Plasma" },
    loincAlternates: [],
    units: { conventional: "mg/dL", si: "g/L", factorConvToSI: 0.01 },
    referenceRanges: [
      {
        sex: "any",
        low: 30,
        high: 200,
        unit: "mg/dL",
        text: "30–200 mg/dL",
        source:
          "Mayo Clinic Laboratories haptoglobin test as listed at covenantlab.testcatalog.org/show/LAB12497 (reference values 30–200 mg/dL; low in intravascular haemolysis and severe liver disease; raised as an acute-phase reaction), pages corpus",
      },
    ],
    critical: null,
    notes: "Neonates have little measurable haptoglobin; adult levels are reached by about 6 months (same page).",
    seenAt: [
      "gh-index ids 1468833328, 5704753230, 62757212005 and 63351928831 (LOINC 4542-7 'Haptoglobin [Mass/volume] in Serum or Plasma')",
      "pages: covenantlab.testcatalog.org/show/LAB12497; mlabs.umich.edu/tests/haptoglobin (seen 2026-11-24)",
    ],
  },
  {
    id: "hcg",
    name: "hCG, serum",
    synonyms: ["hCG", "beta-hCG"],
    category: "hormones",
    loinc: { code: "19080-1", name: "Choriogonadotropin [Units/volume] in Serum or Plasma" },
    loincAlternates: [
      { code: "21198-7", name: "Choriogonadotropin.beta subunit [Units/volume] in Serum or Plasma" },
      { code: "45194-8", name: "Choriogonadotropin.intact+Beta subunit [Units/volume] in Serum or Plasma" },
    ],
    units: { conventional: "mIU/mL", si: "IU/L", factorConvToSI: 1 },
    referenceRanges: [],
    critical: null,
    notes: "No range is kept: the expected level depends on whether, and how far, a woman is pregnant.",
    seenAt: [
      "gh-index ids 59866816505, 68701799473, 230124119, 42469143246 and 67120155408 (LOINC 19080-1 'Choriogonadotropin [Units/volume] in Serum or Plasma'; 21198-7 and 45194-8 in ids 59866816505 and 42469143246)",
    ],
  },
  {
    id: "hcg-urine",
    name: "Pregnancy test, urine (hCG)",
    synonyms: ["urine hCG"],
    category: "urinalysis",
    loinc: { code: "2106-3", name: "Choriogonadotropin (pregnancy test) [Presence] in Urine" },
    loincAlternates: [],
    units: { conventional: null, si: null, factorConvToSI: null },
    referenceRanges: [],
    critical: null,
    notes: "Qualitative.",
    seenAt: [
      "gh-index ids 51853699156, 230124119, 10572736156, 70592471063 and 17484408281 (LOINC 2106-3 'Choriogonadotropin (pregnancy test) [Presence] in Urine')",
    ],
  },
  // Urea, apart from urea nitrogen (BUN): in mmol/L the two are one number, but in mg/dL urea is
  // 2.14 times BUN, so a urea in mg/dL read as BUN was wrong by that factor (review 8, peds #18).
  // Urea 60.06 g/mol: mg/dL ÷ 6.006 = mmol/L (gh-index id 67123412906, a public LOINC mass/molar
  // pairs table: 3091-6 and 22664-7 with 6.006 mg/dL per mmol/L). The range is the BUN band of
  // labs.source.json in mmol/L (BUN mg/dL × 0.357 = urea mmol/L, the source's own factor).
  {
    id: "urea",
    name: "Urea",
    synonyms: ["serum urea"],
    category: "renal",
    loinc: { code: "22664-7", name: "Urea [Moles/volume] in Serum or Plasma" },
    loincAlternates: [{ code: "3091-6", name: "Urea [Mass/volume] in Serum or Plasma" }],
    units: { conventional: "mg/dL", si: "mmol/L", factorConvToSI: 0.1665 },
    referenceRanges: [
      {
        sex: "any",
        low: 2.5,
        high: 7.1,
        unit: "mmol/L",
        text: "2.5–7.1 mmol/L (BUN 7–20 mg/dL)",
        source:
          "labs.source.json BUN band 7–20 mg/dL (testing.com CMP page via gh-index id 68833090121), × 0.357 to mmol/L",
      },
    ],
    critical: {
      low: null,
      high: 35.7,
      unit: "mmol/L",
      sources: ["labs.source.json BUN critical limit 100 mg/dL (Starling Physicians; Sunrise Lab), × 0.357 to mmol/L"],
    },
    notes: "Urea, not urea nitrogen: in mg/dL, urea = BUN × 2.14.",
    seenAt: [
      "gh-index ids 67123412906, 62156481112, 69179733715, 19451335347 and 69061032101 (LOINC 22664-7 'Urea [Moles/volume] in Serum or Plasma'); id 67123412906 (LOINC 3091-6 'Urea [Mass/volume] in Serum or Plasma', 60.06 g/mol)",
    ],
  },
  // Hepatitis A IgM, read as present or absent, so a hepatitis screen already in the record is not
  // asked for again (rules/patterns.ts, liver-test patterns). LOINC code and name as seen in public
  // HL7 message and mapping files (gh-index ids below), 2026-11-28.
  {
    id: "hav-igm",
    name: "Hepatitis A IgM antibody",
    synonyms: ["HAV IgM", "anti-HAV IgM"],
    category: "serology",
    loinc: { code: "22314-9", name: "Hepatitis A virus IgM Ab [Presence] in Serum" },
    loincAlternates: [
      { code: "13950-1", name: "Hepatitis A virus IgM Ab [Presence] in Serum or Plasma by Immunoassay" },
    ],
    units: { conventional: null, si: null, factorConvToSI: null },
    referenceRanges: [],
    critical: null,
    notes: "Qualitative: negative expected; reactive means a recent hepatitis A infection.",
    seenAt: [
      "gh-index ids 2410487224, 2835886763 and 22950653348 (NIST HL7 messages, OBX 22314-9 'Hepatitis A virus IgM Ab [Presence] in Serum', 'Hepatitis A IgM antibodies (IgM anti-HAV)'); id 13413936809 (mapping ANTI-HAV,IGM to 22314-9)",
      "gh-index id 41612403775 (LOINC 13950-1 'Hepatitis A virus IgM Ab [Presence] in Serum or Plasma by Immunoassay', 'Hepatitis A Antibody, IgM')",
    ],
  },
  // Hepatitis E IgM and RNA, read as present or absent (rules/hepatitis-e.ts; review 22, liver-gi-22:
  // "Hepatitis E IgM Positive" was "not judged (no range)" while the engine asked to "test for
  // hepatitis E"). LOINC codes and names as seen in public mapping files (gh-index ids below), 2026-11-30.
  {
    id: "hev-igm",
    name: "Hepatitis E IgM antibody",
    synonyms: ["HEV IgM", "anti-HEV IgM"],
    category: "serology",
    loinc: { code: "14212-5", name: "Hepatitis E virus IgM Ab [Presence] in Serum" },
    loincAlternates: [
      { code: "83128-9", name: "Hepatitis E virus IgM Ab [Presence] in Serum or Plasma by Immunoassay" },
    ],
    units: { conventional: null, si: null, factorConvToSI: null },
    referenceRanges: [],
    critical: null,
    notes: "Qualitative: negative expected; reactive means a recent hepatitis E infection.",
    seenAt: [
      "gh-index id 70933248040 (a public mapping table: AVH_ANTIHEV_IGM 14212-5 'Hepatitis E virus IgM Ab [Presence] in Serum' and 83128-9 'Hepatitis E virus IgM Ab [Presence] in Serum or Plasma by Immunoassay')",
    ],
  },
  {
    id: "hev-rna",
    name: "Hepatitis E RNA",
    synonyms: ["HEV RNA", "HEV PCR"],
    category: "serology",
    loinc: { code: "69577-5", name: "Hepatitis E virus RNA [Presence] in Blood by NAA with probe detection" },
    loincAlternates: [],
    units: { conventional: null, si: null, factorConvToSI: null },
    referenceRanges: [],
    critical: null,
    notes: "Not detected expected; detected RNA means the hepatitis E virus is present now.",
    seenAt: [
      "gh-index id 49963994881 (a public FHIR concept map: 69577-5 'Hepatitis E virus RNA [Presence] in Blood by NAA with probe detection')",
    ],
  },
  // Tissue transglutaminase IgA, the coeliac screen, so one already in the record is not asked for
  // again (iron-deficiency anaemia). Cut-offs differ between assays, so the laboratory's own range is
  // used; no range is set here. LOINC code and name as seen in public mapping files, 2026-11-28.
  {
    id: "ttg-iga",
    name: "Tissue transglutaminase IgA",
    synonyms: ["tTG-IgA", "anti-tTG IgA"],
    category: "serology",
    loinc: { code: "31017-7", name: "Tissue transglutaminase IgA [Units/volume] in Serum" },
    loincAlternates: [],
    units: { conventional: "U/mL", si: "U/mL", factorConvToSI: 1 },
    referenceRanges: [],
    critical: null,
    notes: "Assay-specific units and cut-off; judge against the laboratory's range.",
    seenAt: [
      "gh-index id 59150929277 (lab.ttg_iga: 31017-7 'Tissue transglutaminase IgA [Units/volume] in Serum'); id 71194581566 ('Tissue transglutaminase Ab.IgA [Units/volume] in Serum'); id 9484381581 (31017-7 'TISSUE TRANSGLUTAMINASE IgA'); id 53075736594 ('Transglutaminase Tecidual IgA (LOINC 31017-7)')",
    ],
  },
  // ACTH and late-night salivary cortisol, read by rules/adrenal.ts in a Cushing's work-up. Ranges are
  // assay-specific, so the laboratory's own range is used; none is set here. Factors from the
  // conversion table seen at pmc.ncbi.nlm.nih.gov/articles/PMC10522300 (ACTH pg/mL × 0.2202 =
  // pmol/L; cortisol µg/dL × 27.59 = nmol/L, so ng/dL × 0.02759), 2026-11-28.
  {
    id: "acth",
    name: "ACTH (corticotropin)",
    synonyms: ["ACTH", "Corticotropin", "Adrenocorticotropic hormone", "Plasma ACTH"],
    category: "hormones",
    loinc: { code: "2141-0", name: "Corticotropin [Mass/volume] in Plasma" },
    loincAlternates: [],
    units: { conventional: "pg/mL", si: "pmol/L", factorConvToSI: 0.2202 },
    referenceRanges: [],
    critical: null,
    notes: "Assay-specific range; read with a cortisol taken at the same time.",
    seenAt: [
      "gh-index ids 59726991006 and 58655957190 (ACTH, 2141-0 'Corticotropin [Mass/volume] in Plasma'); id 25120092967 (2141-0 in pg/mL); id 68335065208 (2141-0, canonical unit pg/mL)",
      "pages: pmc.ncbi.nlm.nih.gov/articles/PMC10522300/table/t4 (ACTH pg/mL to pmol/L, multiply by 0.2202)",
    ],
  },
  {
    id: "cortisol-saliva",
    name: "Late-night salivary cortisol",
    synonyms: [
      "Salivary cortisol",
      "Late night salivary cortisol",
      "LNSC",
      "Midnight salivary cortisol",
      "Cortisol, saliva",
    ],
    category: "hormones",
    loinc: { code: "51844-9", name: "Cortisol [Moles/volume] in Saliva" },
    loincAlternates: [],
    units: { conventional: "ng/dL", si: "nmol/L", factorConvToSI: 0.02759 },
    referenceRanges: [],
    critical: null,
    notes: "Assay-specific cut-off; judge against the laboratory's range.",
    seenAt: [
      "gh-index id 26671006744 (a LOINC table: 51844-9 'Cortisol [Moles/volume] in Saliva'); ids 12990282779 and 13357640327 (51844-9 'Cortisol [Moles/volume] in Saliva (oral fluid)', in nmol/L)",
      "pages: pmc.ncbi.nlm.nih.gov/articles/PMC10522300/table/t4 (serum cortisol µg/dL to nmol/L, multiply by 27.59)",
    ],
  },
  // Faecal calprotectin, read by rules/colorectal-referral.ts (a raised result with bowel symptoms).
  // Cut-offs differ between assays, so the laboratory's own range is used; none is set here.
  {
    id: "calprotectin",
    name: "Calprotectin, faecal",
    synonyms: ["Faecal calprotectin", "Fecal calprotectin", "Calprotectin, Fecal", "Calprotectin, stool", "FCP"],
    category: "gastroenterology",
    loinc: { code: "38445-3", name: "Calprotectin [Mass/mass] in Stool" },
    loincAlternates: [],
    units: { conventional: "µg/g", si: "µg/g", factorConvToSI: 1 },
    referenceRanges: [],
    critical: null,
    notes: "Assay-specific cut-off; judge against the laboratory's range.",
    seenAt: [
      "gh-index id 68392237329 (38445-3 'Calprotectin [Mass/mass] in Stool', unit µg/g); id 55031274094 (38445-3 'Fecal calprotectin [Mass/volume] in Stool'); id 66384506671 (LOINC 38445-3, calprotectin in faeces), seen 2026-11-28",
    ],
  },
  // Total IgA, read by rules/coeliac.ts: a low total IgA makes an IgA-based coeliac test falsely
  // negative. Ranges are the laboratory's own; none is set here. 1 g/L = 100 mg/dL.
  {
    id: "iga-total",
    name: "Immunoglobulin A (total)",
    synonyms: ["IgA", "Total IgA", "Immunoglobulin A", "Serum IgA"],
    category: "immunology",
    loinc: { code: "2458-8", name: "IgA [Mass/volume] in Serum or Plasma" },
    loincAlternates: [],
    units: { conventional: "mg/dL", si: "g/L", factorConvToSI: 0.01 },
    referenceRanges: [],
    critical: null,
    notes: "Judge against the laboratory's range; IgA deficiency makes IgA-based coeliac serology unreliable.",
    seenAt: [
      "gh-index id 59680075492 (IgA, 2458-8 'IgA [Mass/volume] in Serum or Plasma'); id 54538531509 (2458-8, IgA, Mass/vol S/P), seen 2026-11-28",
    ],
  },
  // Paracetamol (acetaminophen) level, read by rules/paracetamol-overdose.ts against the time since
  // ingestion. No population range: an overdose level is judged on the treatment nomogram. Factor
  // from the BJCP 2012 letter (200 mg/L = 1320 µmol/L, so × 6.6), seen 2026-11-28.
  {
    id: "paracetamol",
    name: "Paracetamol (acetaminophen) level",
    synonyms: ["Paracetamol", "Acetaminophen", "Paracetamol level", "Acetaminophen level", "APAP"],
    category: "drug levels",
    loinc: { code: "3298-7", name: "Acetaminophen [Mass/volume] in Serum or Plasma" },
    loincAlternates: [],
    units: { conventional: "mg/L", si: "µmol/L", factorConvToSI: 6.6 },
    referenceRanges: [],
    critical: null,
    notes: "Judge an overdose level against the hours since ingestion, not a reference range.",
    seenAt: [
      "gh-index ids 1468833328 (3298-7 'Acetaminophen [Mass/volume] in Serum or Plasma', mg/l), 5704753230 (MIMIC ACETAMINOPHEN, 3298-7), 13413936809 (3298-7, ug/mL) and 41511871330 (3298-7), seen 2026-11-28",
      "pages: onlinelibrary.wiley.com/doi/10.1111/j.1365-2125.2012.04289.x (Br J Clin Pharmacol 2012 letter: the '200-line' runs from 200 mg/L (1320 µmol/L) at 4 h to 30 mg/L (200 µmol/L) at 15 h)",
    ],
  },
  // Alpha-1 antitrypsin, read by rules/alpha-1-antitrypsin.ts (a low level with lung or liver
  // disease). Ranges are the laboratory's own; none is set here. 1 g/L = 100 mg/dL.
  {
    id: "alpha-1-antitrypsin",
    name: "Alpha-1 antitrypsin",
    synonyms: ["A1AT", "AAT", "Alpha 1 antitrypsin", "Alpha-1-antitrypsin", "Alpha1 antitrypsin", "Alpha-1 AT"],
    category: "immunology",
    loinc: { code: "1825-9", name: "Alpha 1 antitrypsin [Mass/volume] in Serum or Plasma" },
    loincAlternates: [],
    units: { conventional: "mg/dL", si: "g/L", factorConvToSI: 0.01 },
    referenceRanges: [],
    critical: null,
    notes: "Judge against the laboratory's range; an acute-phase protein, so inflammation can lift a deficient level.",
    seenAt: [
      "gh-index id 63351928831 (a FHIR concept map: 1825-9 'Alpha 1 antitrypsin [Mass/volume] in Serum or Plasma'), seen 2026-11-28",
      "pages: pmc.ncbi.nlm.nih.gov/articles/PMC7886062/table/T1 (levels given both in µM and mg/dL), seen 2026-11-28",
    ],
  },
  // RDW-SD, the red cell distribution width as a standard deviation in fL (not the RDW-CV in %,
  // labs.source.json's rdw). Its reference interval depends on the analyser and on age (Hoffmann
  // et al., Clin Chem Lab Med 2015, pubmed.ncbi.nlm.nih.gov/26536583, seen 2026-11-29), so no
  // catalogue range: it is judged against the laboratory's own range when one is sent.
  {
    id: "rdw-sd",
    name: "Red cell distribution width (SD)",
    synonyms: ["RDW-SD"],
    category: "haematology",
    loinc: { code: "21000-5", name: "Erythrocyte distribution width [Entitic volume] by Automated count" },
    loincAlternates: [{ code: "30384-2", name: "Erythrocyte distribution width [Entitic volume]" }],
    units: { conventional: "fL", si: "fL", factorConvToSI: 1 },
    referenceRanges: [],
    critical: null,
    notes: "Judge against the laboratory's range: RDW-SD intervals differ between analysers and rise with age.",
    seenAt: [
      "Synthea R4 bundles (21000-5 'Erythrocyte distribution width [Entitic volume] by Automated count', in fL); labs.source.json's rdw note (21000-5 is RDW-SD in fL)",
      "gh-index id 40679288713 (LOINC 30384-2 'Erythrocyte distribution width [Entitic volume]' beside 30385-9 '[Ratio]')",
      "pubmed.ncbi.nlm.nih.gov/26536583 (RDW and RDW-SD reference intervals are age-dependent; RDW measurement depends on the analyser technology), seen 2026-11-29",
    ],
  },
  // Serum mast cell tryptase, read by rules/tryptase.ts (an acute rise over the
  // person's baseline). 1 µg/L = 1 ng/mL; ranges are the laboratory's own.
  {
    id: "tryptase",
    name: "Tryptase, serum",
    synonyms: ["Tryptase", "Mast cell tryptase", "Serum tryptase", "Total tryptase"],
    category: "immunology",
    loinc: { code: "21582-2", name: "Tryptase [Mass/volume] in Serum or Plasma" },
    loincAlternates: [],
    units: { conventional: "µg/L", si: "µg/L", factorConvToSI: 1 },
    referenceRanges: [],
    critical: null,
    notes: "An acute sample is judged against the person's own baseline (the 20% + 2 rule), not only the range.",
    seenAt: [
      "gh-index ids 71152896229 and 71419252925 (OMOP concept listings: LOINC 21582-2 'Tryptase [Mass/volume] in Serum or Plasma'), seen 2026-11-28",
      "pages: waojournal.biomedcentral.com/articles/10.1186/s40413-016-0094-3/tables/4 (serum total tryptase in ng/mL; healthy 1–11), seen 2026-11-28",
    ],
  },
  // Urine microscopy counts per high-power field, kept apart from the blood counts of the same names
  // ("RBC 11-30 /hpf" had been read as the red cell count; review 17, urinalysis). No catalogue range:
  // laboratories print their own ("0-2", "0-5"). A count per microlitre from an automated analyser is
  // another measure that does not convert to one per field (gh-index id 61398703924, a concept map
  // noting the two need instrument factors and cannot be compared directly), so it is not this test.
  {
    id: "urine-rbc",
    name: "Red blood cells, urine microscopy (per high-power field)",
    synonyms: ["Urine RBC"],
    category: "urinalysis",
    loinc: { code: "13945-1", name: "Erythrocytes [#/area] in Urine sediment by Microscopy high power field" },
    loincAlternates: [],
    units: { conventional: null, si: null, factorConvToSI: null },
    referenceRanges: [],
    critical: null,
    notes:
      "Microhematuria is 3 or more red cells per high-power field on one properly collected specimen (AUA/SUFU 2020); a positive dipstick alone does not establish it.",
    seenAt: [
      "docs: hl7.org/fhir/us/core/2022Jan/Observation-urine-rbcs.html (US Core example: RBC, LOINC 13945-1 'Erythrocytes [#/area] in Urine sediment by Microscopy high power field'), seen 2026-11-29",
      "gh-index ids 61389888888 and 56669579417 (LOINC 13945-1 with the same name), seen 2026-11-29",
    ],
  },
  {
    id: "urine-wbc",
    name: "White blood cells, urine microscopy (per high-power field)",
    synonyms: ["Urine WBC"],
    category: "urinalysis",
    loinc: { code: "5821-4", name: "Leukocytes [#/area] in Urine sediment by Microscopy high power field" },
    loincAlternates: [],
    units: { conventional: null, si: null, factorConvToSI: null },
    referenceRanges: [],
    critical: null,
    notes: "Judged against the laboratory's own range.",
    seenAt: [
      "gh-index ids 10242081429, 42469143246 and 26986528788 (LOINC 5821-4 'Leukocytes [#/area] in Urine sediment by Microscopy high power field', 'WBC #/area UrnS HPF'), seen 2026-11-29",
    ],
  },
];
