import { z } from "zod";
import { INPUT_CAPS } from "./limits.ts";

const shortText = () => z.string().max(INPUT_CAPS.shortText);
const longText = () => z.string().max(INPUT_CAPS.longText);
/** A required name or value: a string with something in it. */
const requiredText = () => shortText().refine((s) => s.trim().length > 0, { message: "Must not be empty" });
const list = <T extends z.ZodType>(item: T, max: number = INPUT_CAPS.list) => z.array(item).max(max);
/** Array members of `data` default to an empty array (spec). */
const listOrEmpty = <T extends z.ZodType>(item: T) => list(item).default([]);

/** A scheme, "//" and the first character of a host. */
const ABSOLUTE_URL = /^[a-z][a-z0-9+.-]*:\/\/[^/\\?#\s]/i;

/**
 * webhookUrl: an absolute https URL without user info (contract.md item 4, webhooks.md). With
 * `allowInsecure` (ALLOW_INSECURE_WEBHOOKS=true, for local development and tests) http is allowed
 * too. Private and loopback addresses are refused at delivery time, when the host is resolved.
 */
export function webhookUrlSchema(allowInsecure = false) {
  return z
    .string()
    .max(2048)
    .superRefine((value, ctx) => {
      // The URL parser forgives "https:/host", "https:host" and "https:\\host"; the contract asks
      // for an absolute URL as written: a scheme, "//" and a host.
      const url = ABSOLUTE_URL.test(value) ? URL.parse(value) : null;
      if (!url) {
        ctx.addIssue({ code: "custom", message: "Must be an absolute URL" });
        return;
      }
      const allowed = allowInsecure ? ["https:", "http:"] : ["https:"];
      if (!allowed.includes(url.protocol)) {
        ctx.addIssue({ code: "custom", message: "Must be an https:// URL" });
      }
      if (url.username !== "" || url.password !== "") {
        ctx.addIssue({ code: "custom", message: "Must not contain user information" });
      }
    })
    .meta({ description: "Where progress updates and the final outcome are delivered (https).", format: "uri" });
}

export const patientInfoSchema = z
  .object({
    age: z.number().min(0).max(150).int().optional(),
    gender: z.enum(["male", "female", "other", "unknown"]).optional(),
  })
  .meta({ id: "PatientInfo", description: "Age and gender only; any other member is dropped." });

export const labResultSchema = z
  .object({
    display: requiredText(),
    value: requiredText(),
    unit: shortText(),
    date: shortText().optional(),
    id: shortText().optional(),
    code: shortText().optional(),
    referenceRange: shortText().optional(),
    interpretation: shortText().optional(),
  })
  .meta({ id: "LabResult" });

export const trendPointSchema = z.object({
  date: requiredText(),
  value: requiredText(),
  unit: shortText(),
  interpretation: shortText().optional(),
});

export const labTrendSchema = z
  .object({
    code: requiredText(),
    display: requiredText(),
    values: list(trendPointSchema, INPUT_CAPS.trendPoints),
  })
  .meta({ id: "LabTrend" });

export const CLINICAL_STATUSES = ["active", "recurrence", "relapse", "inactive", "remission", "resolved"] as const;

export const conditionSchema = z
  .object({
    display: requiredText(),
    clinicalStatus: z.enum(CLINICAL_STATUSES),
    id: shortText().optional(),
    code: shortText().optional(),
    onsetDate: shortText().optional(),
    recordedDate: shortText().optional(),
    verificationStatus: shortText().optional(),
  })
  .meta({ id: "Condition" });

export const MEDICATION_STATUSES = ["active", "completed", "stopped", "on-hold"] as const;

export const medicationSchema = z
  .object({
    medication: requiredText(),
    status: z.enum(MEDICATION_STATUSES),
    id: shortText().optional(),
    dosage: shortText().optional(),
    frequency: shortText().optional(),
    startDate: shortText().optional(),
    endDate: shortText().optional(),
    source: z.enum(["statement", "request"]).optional(),
  })
  .meta({ id: "Medication" });

export const familyHistoryEntrySchema = z
  .object({
    relationship: requiredText(),
    condition: requiredText(),
    onsetAge: shortText().optional(),
    id: shortText().optional(),
  })
  .meta({ id: "FamilyHistoryEntry" });

export const imagingStudySchema = z
  .object({
    type: requiredText(),
    description: longText().refine((s) => s.trim().length > 0, { message: "Must not be empty" }),
    date: shortText().optional(),
    modality: shortText().optional(),
    findings: longText().optional(),
    conclusion: longText().optional(),
    reportText: longText().optional(),
    id: shortText().optional(),
  })
  .meta({ id: "ImagingStudy" });

export const geneticResultSchema = z
  .object({
    geneCode: requiredText(),
    geneDisplay: requiredText(),
    interpretation: requiredText(),
    value: shortText().optional(),
    method: shortText().optional(),
    date: shortText().optional(),
    id: shortText().optional(),
  })
  .meta({ id: "GeneticResult" });

export const vitalSignSchema = z
  .object({
    display: requiredText(),
    value: requiredText(),
    unit: shortText(),
    date: shortText().optional(),
    referenceRange: shortText().optional(),
    interpretation: shortText().optional(),
    id: shortText().optional(),
  })
  .meta({ id: "VitalSign" });

export const healthDataSchema = z
  .object({
    patientInfo: patientInfoSchema.optional(),
    recentAbnormalLabs: listOrEmpty(labResultSchema),
    recentNormalLabs: listOrEmpty(labResultSchema),
    labTrends: listOrEmpty(labTrendSchema),
    pastMedicalHistory: listOrEmpty(conditionSchema),
    medications: listOrEmpty(medicationSchema),
    familyHistory: listOrEmpty(familyHistoryEntrySchema),
    imagingStudies: listOrEmpty(imagingStudySchema),
    geneticData: listOrEmpty(geneticResultSchema),
    vitalSigns: listOrEmpty(vitalSignSchema),
    additionalContext: longText().optional(),
    userInstructions: longText().optional(),
  })
  .meta({ id: "HealthData", description: "De-identified health data. Every member is optional." });

export const LAB_FLAGS = ["High", "Low", "Normal", "Critical"] as const;

/** Flags are matched without regard to case and stored in the spec's spelling. */
const labFlagSchema = z
  .string()
  .transform((s, ctx) => {
    const flag = LAB_FLAGS.find((f) => f.toLowerCase() === s.trim().toLowerCase());
    if (flag === undefined) {
      ctx.addIssue({ code: "custom", message: `Must be one of ${LAB_FLAGS.join(", ")}` });
      return z.NEVER;
    }
    return flag;
  })
  .meta({ type: "string", enum: [...LAB_FLAGS] });

export const labTestSchema = z
  .object({
    name: requiredText(),
    value: requiredText(),
    flag: labFlagSchema.optional(),
    referenceRange: shortText().optional(),
    date: shortText().optional(),
    unit: shortText().optional(),
    category: shortText().optional(),
    notes: longText().optional(),
  })
  .meta({ id: "LabTest" });

/** Numbers are accepted where the spec says string, and kept as their decimal text. */
const looseText = () => z.union([shortText(), z.number().transform(String)]);

const contextConditionSchema = z.object({ name: requiredText(), status: shortText().optional() });
const contextMedicationSchema = z.object({
  name: requiredText(),
  dosage: shortText().optional(),
  frequency: shortText().optional(),
});
const contextAllergySchema = z.union([
  requiredText(),
  z
    .object({
      name: shortText().optional(),
      substance: shortText().optional(),
      reaction: shortText().optional(),
      severity: shortText().optional(),
    })
    .refine((a) => (a.name ?? a.substance ?? "").trim().length > 0, {
      message: "An allergy needs a name or a substance",
    }),
]);
const contextFamilyHistorySchema = z.union([
  requiredText(),
  z.object({
    relationship: shortText().optional(),
    condition: shortText().optional(),
    onsetAge: looseText().optional(),
    name: shortText().optional(),
  }),
]);
const contextVitalSignSchema = z.union([
  requiredText(),
  z.object({
    name: shortText().optional(),
    display: shortText().optional(),
    value: looseText().optional(),
    unit: shortText().optional(),
    date: shortText().optional(),
    referenceRange: shortText().optional(),
    interpretation: shortText().optional(),
  }),
]);

export const patientContextSchema = z
  .object({
    name: shortText().optional(),
    age: looseText().optional(),
    gender: shortText().optional(),
    conditions: list(contextConditionSchema).optional(),
    medications: list(contextMedicationSchema).optional(),
    allergies: list(contextAllergySchema).optional(),
    familyHistory: list(contextFamilyHistorySchema).optional(),
    vitalSigns: list(contextVitalSignSchema).optional(),
    socialHistory: longText().optional(),
    clinicalNotes: longText().optional(),
  })
  .meta({ id: "PatientContext" });

/** The request schemas, with the webhook rule the operator chose. */
export function requestSchemas(options: { allowInsecureWebhooks: boolean }) {
  const webhookUrl = webhookUrlSchema(options.allowInsecureWebhooks);
  return {
    agent: z
      .object({ webhookUrl, agentType: z.enum(["light", "deep"]), data: healthDataSchema })
      .meta({ id: "AgentRequest" }),
    labResults: z
      .object({
        webhookUrl,
        labResults: list(labTestSchema, INPUT_CAPS.labResults).min(1, {
          message: "At least one lab result is required",
        }),
        patientContext: patientContextSchema.optional(),
      })
      .meta({ id: "LabResultsRequest" }),
  };
}

const strictSchemas = requestSchemas({ allowInsecureWebhooks: false });
export const agentRequestSchema = strictSchemas.agent;
export const labResultsRequestSchema = strictSchemas.labResults;

export type PatientInfo = z.infer<typeof patientInfoSchema>;
export type LabResult = z.infer<typeof labResultSchema>;
export type LabTrend = z.infer<typeof labTrendSchema>;
export type Condition = z.infer<typeof conditionSchema>;
export type Medication = z.infer<typeof medicationSchema>;
export type FamilyHistoryEntry = z.infer<typeof familyHistoryEntrySchema>;
export type ImagingStudy = z.infer<typeof imagingStudySchema>;
export type GeneticResult = z.infer<typeof geneticResultSchema>;
export type VitalSign = z.infer<typeof vitalSignSchema>;
export type HealthData = z.infer<typeof healthDataSchema>;
export type LabTest = z.infer<typeof labTestSchema>;
export type PatientContext = z.infer<typeof patientContextSchema>;
export type AgentRequest = z.infer<typeof agentRequestSchema>;
export type LabResultsRequest = z.infer<typeof labResultsRequestSchema>;
