import { z } from "zod";

export const DEFAULT_CONCURRENCY_LIMIT = 7;

export const limitsSchema = z.object({
  light: z.number().int().min(0).max(10_000),
  deep: z.number().int().min(0).max(10_000),
  "lab-results": z.number().int().min(0).max(10_000),
});
export type Limits = z.infer<typeof limitsSchema>;

export const companySchema = z.object({
  companyId: z.string(),
  name: z.string(),
  webhookSecret: z.string(),
  limits: limitsSchema,
  createdAt: z.iso.datetime(),
});
export type Company = z.infer<typeof companySchema>;

export const apiKeyRecordSchema = z.object({
  keyId: z.string(),
  companyId: z.string(),
  name: z.string(),
  /** SHA-256 of the key, hex; the key itself is never stored. */
  hash: z.string(),
  preview: z.string(),
  createdAt: z.iso.datetime(),
  lastUsedAt: z.iso.datetime().nullable(),
  revokedAt: z.iso.datetime().nullable(),
});
export type ApiKeyRecord = z.infer<typeof apiKeyRecordSchema>;
