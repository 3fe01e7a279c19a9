/**
 * Element limits of the spec ("Limits") and contract.md item 6. Limits are applied by the
 * agents, not rejected by the gateway; the gateway only refuses what is absurdly large.
 */
export const ELEMENT_LIMITS = {
  ehr: {
    recentAbnormalLabs: 50,
    recentNormalLabs: 15,
    pastMedicalHistory: 100,
    medications: 30,
    familyHistory: 15,
    imagingStudies: 15,
  },
  labResults: {
    labResults: 200,
    conditions: 100,
    medications: 30,
    allergies: 20,
    familyHistory: 20,
  },
} as const;

/** Hard caps on what one request may carry; past these the gateway answers 400. */
export const INPUT_CAPS = {
  /** contract.md item 6: `labResults` accepts up to 2,000 items. */
  labResults: 2000,
  /** Any other list in a request. */
  list: 2000,
  /** Trend points per lab trend. */
  trendPoints: 1000,
  /** Names, values, units, codes, dates and other short strings. */
  shortText: 2000,
  /** Free text: notes, reports, instructions. */
  longText: 100_000,
  /** Request body size in bytes (contract.md item 3). */
  bodyBytes: 5 * 1024 * 1024,
} as const;
