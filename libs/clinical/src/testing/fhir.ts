import type { HealthData } from "@hds/contracts";

/**
 * Test helper: turns a FHIR R4 bundle (as Synthea writes it) into the EHR request's `data`, the
 * way a caller's integration might: the latest value of each lab code as a recent lab, every
 * value as a lab trend, vital signs (blood pressure from its components), conditions, medication
 * requests, imaging studies and smoking status. Age is taken at the bundle's last observation.
 */
type Json = Record<string, unknown>;
const arr = (v: unknown): Json[] => (Array.isArray(v) ? (v as Json[]) : []);
const obj = (v: unknown): Json => (v && typeof v === "object" ? (v as Json) : {});
const str = (v: unknown): string | undefined => (typeof v === "string" ? v : undefined);

function coding(concept: unknown): { code?: string; display?: string } {
  const c = obj(arr(obj(concept).coding)[0]);
  const out: { code?: string; display?: string } = {};
  const code = str(c.code);
  const display = str(c.display) ?? str(obj(concept).text);
  if (code !== undefined) out.code = code;
  if (display !== undefined) out.display = display;
  return out;
}

function quantityText(q: Json): { value: string; unit: string } {
  const value = typeof q.value === "number" ? String(Number(q.value.toFixed(2))) : String(q.value ?? "");
  return { value, unit: str(q.unit) ?? str(q.code) ?? "" };
}

export function bundleToHealthData(bundle: unknown): HealthData {
  const resources = arr(obj(bundle).entry).map((e) => obj(e.resource));
  const of = (type: string) => resources.filter((r) => r.resourceType === type);
  const patient = of("Patient")[0] ?? {};
  const observations = of("Observation");
  const lastDate =
    observations
      .map((o) => str(o.effectiveDateTime) ?? "")
      .sort()
      .at(-1) ?? "2020-01-01";
  const birth = str(patient.birthDate);
  const age = birth ? Math.floor((Date.parse(lastDate) - Date.parse(birth)) / (365.25 * 86_400_000)) : undefined;

  const labsByCode = new Map<string, { display: string; points: { date: string; value: string; unit: string }[] }>();
  const vitalSigns: HealthData["vitalSigns"] = [];
  let smoking: string | undefined;
  for (const o of observations) {
    const category = coding(arr(o.category)[0]).code;
    const { code = "", display = "" } = coding(o.code);
    const date = str(o.effectiveDateTime) ?? "";
    if (code === "72166-2") smoking = coding(o.valueCodeableConcept).display;
    if (category === "laboratory") {
      const v = o.valueQuantity
        ? quantityText(obj(o.valueQuantity))
        : o.valueCodeableConcept
          ? { value: coding(o.valueCodeableConcept).display ?? "", unit: "" }
          : undefined;
      if (!v || v.value === "") continue;
      const entry = labsByCode.get(code) ?? { display, points: [] };
      entry.points.push({ date, ...v });
      labsByCode.set(code, entry);
    } else if (category === "vital-signs") {
      if (o.valueQuantity) vitalSigns.push({ display, date, ...quantityText(obj(o.valueQuantity)) });
      const comps = arr(o.component);
      const sys = comps.find((c) => coding(c.code).code === "8480-6");
      const dia = comps.find((c) => coding(c.code).code === "8462-4");
      if (sys && dia) {
        vitalSigns.push({
          display: "Blood pressure",
          date,
          value: `${quantityText(obj(sys.valueQuantity)).value}/${quantityText(obj(dia.valueQuantity)).value}`,
          unit: "mmHg",
        });
      }
    }
  }
  const recent: HealthData["recentAbnormalLabs"] = [];
  const labTrends: HealthData["labTrends"] = [];
  for (const [code, { display, points }] of labsByCode) {
    points.sort((a, b) => a.date.localeCompare(b.date));
    const last = points.at(-1);
    if (last) recent.push({ display, code, date: last.date, value: last.value, unit: last.unit });
    if (points.length >= 2) labTrends.push({ code, display, values: points.slice(-10) });
  }
  const statusOf = (v: unknown) => coding(v).code;
  const conditionStatus = (s: string | undefined) =>
    (["active", "recurrence", "relapse", "inactive", "remission", "resolved"] as const).find((x) => x === s) ??
    "active";
  const medStatus = (s: string | undefined) =>
    (["active", "completed", "stopped", "on-hold"] as const).find((x) => x === s) ?? "stopped";
  const data: HealthData = {
    recentAbnormalLabs: recent,
    recentNormalLabs: [],
    labTrends,
    pastMedicalHistory: of("Condition").map((c) => {
      const { code, display = "Condition" } = coding(c.code);
      const item: HealthData["pastMedicalHistory"][number] = {
        display,
        clinicalStatus: conditionStatus(statusOf(c.clinicalStatus)),
      };
      if (code) item.code = code;
      const onset = str(c.onsetDateTime);
      if (onset) item.onsetDate = onset;
      return item;
    }),
    medications: of("MedicationRequest").map((m) => {
      const item: HealthData["medications"][number] = {
        medication: coding(m.medicationCodeableConcept).display ?? "Medication",
        status: medStatus(str(m.status)),
        source: "request",
      };
      const start = str(m.authoredOn);
      if (start) item.startDate = start;
      return item;
    }),
    familyHistory: [],
    imagingStudies: of("ImagingStudy").map((s) => {
      const series = obj(arr(s.series)[0]);
      const modality = coding(series.modality).display ?? "Imaging";
      const item: HealthData["imagingStudies"][number] = {
        type: modality,
        description: `${modality} of ${coding(series.bodySite).display ?? "unspecified site"}`,
      };
      const started = str(s.started);
      if (started) item.date = started;
      return item;
    }),
    geneticData: [],
    vitalSigns,
  };
  const gender = str(patient.gender);
  data.patientInfo = {};
  if (age !== undefined) data.patientInfo.age = Math.min(150, Math.max(0, age));
  if (gender === "male" || gender === "female" || gender === "other" || gender === "unknown")
    data.patientInfo.gender = gender;
  if (smoking) data.additionalContext = `Smoking status: ${smoking}.`;
  return data;
}
