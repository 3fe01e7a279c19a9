/** Request bodies (without webhookUrl) for end-to-end tests and the benchmark. */
import type { HealthData, LabTest, PatientContext } from "@hds/contracts";

/** A typical request: a handful of dated labs, some out of range, and some patient context. */
export function typicalLabRequest(): { labResults: LabTest[]; patientContext: PatientContext } {
  return {
    labResults: [
      {
        name: "HbA1c",
        value: "7.2 %",
        flag: "High",
        referenceRange: "4.0-5.6",
        date: "2026-10-01",
      },
      {
        name: "Fasting glucose",
        value: "8.1",
        unit: "mmol/L",
        referenceRange: "3.9-5.5",
        date: "2026-10-01",
      },
      {
        name: "eGFR",
        value: "52",
        unit: "mL/min/1.73m2",
        flag: "Low",
        referenceRange: ">60",
        date: "2026-10-01",
      },
      {
        name: "Potassium",
        value: "5.3 mmol/L",
        referenceRange: "3.5-5.0",
        date: "2026-10-01",
        category: "renal",
      },
      {
        name: "LDL cholesterol",
        value: "3.9",
        unit: "mmol/L",
        referenceRange: "<3.0",
        date: "2026-09-12",
      },
      {
        name: "TSH",
        value: "2.1",
        unit: "mIU/L",
        flag: "Normal",
        date: "2026-09-12",
      },
    ],
    patientContext: {
      age: "63",
      gender: "female",
      conditions: [{ name: "Type 2 diabetes", status: "active" }],
      medications: [{ name: "Metformin", dosage: "1000 mg", frequency: "twice daily" }],
    },
  };
}

/** A typical EHR light request: a record of the size a clinic sends, with abnormal findings. */
export function typicalEhrRequest(): { agentType: "light"; data: Partial<HealthData> } {
  return {
    agentType: "light",
    data: {
      patientInfo: { age: 58, gender: "male" },
      recentAbnormalLabs: [
        {
          display: "Potassium",
          value: "5.6",
          unit: "mmol/L",
          date: "2026-10-01",
          referenceRange: "3.5-5.0",
        },
        {
          display: "eGFR",
          value: "41",
          unit: "mL/min/1.73m2",
          date: "2026-10-01",
          referenceRange: ">60",
        },
        {
          display: "HbA1c",
          value: "8.4",
          unit: "%",
          date: "2026-09-20",
          referenceRange: "4.0-5.6",
          interpretation: "High",
        },
        {
          display: "LDL cholesterol",
          value: "4.1",
          unit: "mmol/L",
          date: "2026-09-20",
          referenceRange: "<3.0",
        },
      ],
      recentNormalLabs: [
        {
          display: "Sodium",
          value: "139",
          unit: "mmol/L",
          date: "2026-10-01",
          referenceRange: "135-145",
        },
        {
          display: "Hemoglobin",
          value: "14.1",
          unit: "g/dL",
          date: "2026-10-01",
          referenceRange: "13.5-17.5",
        },
      ],
      labTrends: [
        {
          code: "33914-3",
          display: "eGFR",
          values: [
            { date: "2025-10-01", value: "55", unit: "mL/min/1.73m2" },
            { date: "2026-04-01", value: "48", unit: "mL/min/1.73m2" },
            { date: "2026-10-01", value: "41", unit: "mL/min/1.73m2" },
          ],
        },
      ],
      pastMedicalHistory: [
        {
          display: "Type 2 diabetes mellitus",
          clinicalStatus: "active",
          onsetDate: "2015-03-01",
        },
        {
          display: "Hypertension",
          clinicalStatus: "active",
          onsetDate: "2012-06-01",
        },
        {
          display: "Chronic kidney disease stage 3",
          clinicalStatus: "active",
          recordedDate: "2024-01-10",
        },
      ],
      medications: [
        {
          medication: "Metformin 1000 mg",
          status: "active",
          dosage: "1000 mg",
          frequency: "twice daily",
          startDate: "2015-03-01",
        },
        {
          medication: "Lisinopril 20 mg",
          status: "active",
          frequency: "daily",
          startDate: "2012-06-01",
        },
        {
          medication: "Spironolactone 25 mg",
          status: "active",
          frequency: "daily",
          startDate: "2025-02-01",
        },
      ],
      familyHistory: [
        {
          relationship: "father",
          condition: "myocardial infarction",
          onsetAge: "52",
        },
      ],
      vitalSigns: [
        {
          display: "Blood pressure",
          value: "148/92",
          unit: "mmHg",
          date: "2026-10-01",
        },
      ],
      additionalContext: "Fatigue for three months.",
      userInstructions: "Focus on kidney function and medication safety.",
    },
  };
}
