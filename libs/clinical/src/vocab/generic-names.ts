/**
 * Generic medicine names that belong to none of the drug classes the rules reason about
 * (DRUG_CLASSES in medications.ts), so that a medicine listed as "Tranexamic acid 500 mg" or
 * "Senna 7.5 mg" is still known to carry a generic name. Review 32 (medcase-32 case 01): the clinician
 * text lowered "Warfarin" mid-sentence but kept "Tranexamic acid", "Senna", "Azithromycin" and
 * "Tamsulosin" capitalised, because only names in a drug class were recognised as generic names.
 *
 * Only generic (non-proprietary) names belong here, in lower case; brands stay in brands.ts and keep
 * their capitals. A name here is not read as a drug class by any rule.
 */
export const OTHER_GENERIC_NAMES: readonly string[] = [
  // Antibiotics outside the interacting classes (azithromycin is left out of "macrolide" on purpose).
  "azithromycin",
  "doxycycline",
  "cefalexin",
  "cephalexin",
  "clindamycin",
  "cefuroxime",
  "ceftriaxone",
  // Urology.
  "tamsulosin",
  "alfuzosin",
  "mirabegron",
  // Laxatives and gut medicines.
  "senna",
  "sennosides",
  "lactulose",
  "macrogol",
  "docusate",
  "bisacodyl",
  "mebeverine",
  "loperamide",
  "cyclizine",
  // Haemostatic and vitamins.
  "tranexamic acid",
  "folic acid",
  "hydroxocobalamin",
  "cyanocobalamin",
  "thiamine",
  // Neurology and mental health.
  "levetiracetam",
  "lamotrigine",
  "topiramate",
  "mirtazapine",
  "memantine",
  "baclofen",
  "melatonin",
  "sumatriptan",
  // Respiratory and allergy.
  "salbutamol",
  "albuterol",
  "montelukast",
  "cetirizine",
  "loratadine",
  "fexofenadine",
  // Cardiovascular nitrates.
  "isosorbide mononitrate",
  "glyceryl trinitrate",
];
