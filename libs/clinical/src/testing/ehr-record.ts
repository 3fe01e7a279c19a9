import { healthDataSchema } from "@hds/contracts";
import { analyzeEhr } from "../pipeline.ts";

export type RecordLab = { display: string; value: string; unit: string; date: string; referenceRange: string };

/** A 31-year-old man's EHR record built from the parts a blood-disorder test varies, analysed at a fixed moment. */
export function runEhrRecord(opts: {
  conditions?: string[];
  meds: string[];
  labs?: RecordLab[];
  genetics?: { geneCode: string; geneDisplay: string; interpretation: string }[];
  notes?: string;
}) {
  const data = healthDataSchema.parse({
    patientInfo: { age: 31, gender: "male" },
    pastMedicalHistory: (opts.conditions ?? []).map((display) => ({ display, clinicalStatus: "active" })),
    medications: opts.meds.map((medication) => ({ medication, status: "active" })),
    recentAbnormalLabs: opts.labs ?? [],
    geneticData: opts.genetics ?? [],
    additionalContext: opts.notes ?? "",
  });
  return analyzeEhr(data, { now: new Date("2026-11-20T12:00:00Z") });
}
