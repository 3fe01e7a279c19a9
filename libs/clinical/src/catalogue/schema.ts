import { z } from "zod";

const band = z.object({
  sex: z.enum(["any", "male", "female"]),
  low: z.number().nullable(),
  high: z.number().nullable(),
  unit: z.string(),
  text: z.string().min(1),
  source: z.string().min(1),
  borderlineHigh: z.number().optional(),
  ages: z.object({ from: z.number().min(0), to: z.number().int().positive().optional() }).optional(),
});

/** Shape every catalogue entry must have; checked by the catalogue test. */
export const labDefinitionSchema = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/),
  name: z.string().min(1),
  plain: z.string().min(1),
  category: z.string().min(1),
  loinc: z.string().regex(/^\d{1,7}-\d$/),
  loincName: z.string().min(1),
  loincAlternates: z.array(z.string().regex(/^\d{1,7}-\d$/)),
  synonyms: z.array(z.string().min(1)).min(1),
  conventionalUnit: z.string().optional(),
  siUnit: z.string().optional(),
  factorToSI: z.number().positive().optional(),
  valence: z.number().int().positive().optional(),
  special: z.literal("hba1c").optional(),
  unitAliases: z.array(z.string()),
  ranges: z.array(band),
  // Children's cut-offs always say which ages they are for.
  ageBands: z.array(band.required({ ages: true })),
  anyAge: z.literal(true).optional(),
  inUnit: z.object({ unit: z.string().min(1), id: z.string().min(1) }).optional(),
  expected: z.literal("positive").optional(),
  meaningSource: z
    .object({ url: z.string().startsWith("https://"), publisher: z.string().optional(), seenAt: z.string().min(1) })
    .optional(),
  critical: z
    .object({
      low: z.number().nullable(),
      high: z.number().nullable(),
      unit: z.string(),
      sources: z.array(z.string()).min(1),
    })
    .optional(),
  meaning: z.object({ high: z.string().optional(), low: z.string().optional(), positive: z.string().optional() }),
  qualitative: z.boolean(),
  notes: z.string(),
  seenAt: z.array(z.string()).min(1),
});
