import type { SelectedElement } from "@hds/contracts";
import { type LabDefinition, labById } from "./catalogue/index.ts";
import { focusScore } from "./evaluate.ts";
import { matchesFocus } from "./normalize/common.ts";
import type { Finding, LabObservation, PatientModel } from "./model.ts";
import { resultText } from "./qualitative-wording.ts";
import { formatNumber, nameKey } from "./text.ts";
import { unitSuffix } from "./units.ts";

/** Category labels of selected elements (spec examples: Laboratory Value, Diagnosed Disease). */
export const ElementCategory = {
  lab: "Laboratory Value",
  condition: "Diagnosed Disease",
  medication: "Medication",
  vital: "Vital Sign",
  genetic: "Genetic Result",
  family: "Family History",
  imaging: "Imaging Study",
  allergy: "Allergy",
} as const;
export type ElementCategory = (typeof ElementCategory)[keyof typeof ElementCategory];

/** How many elements the selection returns at most. */
export const MAX_SELECTED = 25;

/** An element of the record; its display texts are built only if it is selected. */
interface Element {
  ref: string;
  category: ElementCategory;
  number: number;
  item: string;
  description: () => string;
  value: () => string;
  text: string;
}

function labValue(obs: LabObservation): string {
  const v =
    obs.value.kind === "number" ? `${obs.value.comparator ?? ""}${formatNumber(obs.value.value)}` : resultText(obs);
  const flag = obs.status === "unknown" ? "" : `; ${obs.status}`;
  const range = obs.range?.text ? `; reference ${obs.range.text}` : "";
  return `${v}${unitSuffix(obs.unit)}${flag}${range}`;
}

/**
 * Tests whose catalogue code names a method the sender may not have used: LOINC 13457-7 is the
 * calculated LDL, and a direct LDL sent without a code must not be described by it.
 */
const METHOD_IN_CODE = new Set(["ldl-c"]);

/** The catalogue's LOINC code for an element sent without one, unless it would name a method. */
function catalogueCode(def: LabDefinition | undefined): string {
  return def && !METHOD_IN_CODE.has(def.id) ? `LOINC ${def.loinc}` : "";
}

/** Every element of the model, numbered within its category by its position in the request. */
export function modelElements(model: PatientModel): Element[] {
  const out: Element[] = [];
  model.labs.forEach((obs) => {
    const def = obs.analyteId ? labById(obs.analyteId) : undefined;
    out.push({
      ref: obs.ref,
      category: ElementCategory.lab,
      number: obs.index + 1,
      item: obs.name,
      description: () =>
        [
          def?.name ?? obs.name,
          obs.code ? `code ${obs.code}` : catalogueCode(def),
          obs.date ? obs.date.slice(0, 10) : "undated",
          obs.source === "trend" ? "trend point" : "",
        ]
          .filter(Boolean)
          .join(", "),
      value: () => labValue(obs),
      text: `${obs.name} ${def?.name ?? ""} ${def?.category ?? ""}`,
    });
  });
  // A diagnosis read from the notes is no item of the request's conditions to point to.
  const sentConditions = model.conditions.filter((c) => c.fromNotes !== true);
  sentConditions.forEach((c) =>
    out.push({
      ref: c.ref,
      category: ElementCategory.condition,
      number: c.index + 1,
      item: c.name,
      description: () => [c.name, c.code, c.date].filter(Boolean).join(", "),
      value: () => c.status,
      text: `${c.name} ${c.concepts.join(" ")}`,
    }),
  );
  model.medications.forEach((m) =>
    out.push({
      ref: m.ref,
      category: ElementCategory.medication,
      number: m.index + 1,
      item: m.name,
      description: () => [m.name, m.startDate ? `since ${m.startDate}` : ""].filter(Boolean).join(", "),
      value: () => [m.dosage, m.frequency, m.status].filter(Boolean).join(", "),
      text: `${m.name} ${m.classes.join(" ")}`,
    }),
  );
  // A BMI read from the notes is no item of the request's vitalSigns to point to.
  model.vitals
    .filter((v) => v.fromNotes !== true)
    .forEach((v) =>
      out.push({
        ref: v.ref,
        category: ElementCategory.vital,
        number: v.index + 1,
        item: v.name,
        description: () => [v.name, v.date?.slice(0, 10)].filter(Boolean).join(", "),
        value: () => `${v.rawValue}${v.unit ? ` ${v.unit}` : ""}`,
        text: `${v.name} ${v.kind}`,
      }),
    );
  model.genetics.forEach((g) =>
    out.push({
      ref: g.ref,
      category: ElementCategory.genetic,
      number: g.index + 1,
      item: g.gene,
      description: () => [g.gene, g.method, g.date].filter(Boolean).join(", "),
      value: () => [g.interpretation, g.value].filter(Boolean).join(" "),
      text: `${g.gene} ${g.interpretation}`,
    }),
  );
  // A relative read from the notes is no item of the request's familyHistory to point to.
  model.familyHistory
    .filter((f) => f.fromNotes !== true)
    .forEach((f) =>
      out.push({
        ref: f.ref,
        category: ElementCategory.family,
        number: f.index + 1,
        item: f.condition,
        description: () => `${f.relationship}: ${f.condition}`,
        value: () => (f.onsetAge !== undefined ? `onset age ${f.onsetAge}` : "onset age not given"),
        text: `${f.relationship} ${f.condition} ${f.concepts.join(" ")}`,
      }),
    );
  model.imaging.forEach((s) =>
    out.push({
      ref: s.ref,
      category: ElementCategory.imaging,
      number: s.index + 1,
      item: s.type,
      description: () => [s.description, s.date].filter(Boolean).join(", "),
      value: () => s.text.slice(0, 300),
      text: s.text,
    }),
  );
  model.allergies.forEach((a) =>
    out.push({
      ref: a.ref,
      category: ElementCategory.allergy,
      number: a.index + 1,
      item: a.name,
      description: () => a.name,
      value: () => a.reaction ?? "reaction not given",
      text: a.name,
    }),
  );
  return out;
}

/**
 * Picks the most clinically relevant elements: those the findings rest on (in finding priority
 * order), then elements that match the caller's instructions or context, then any remaining
 * abnormal labs; at most {@link MAX_SELECTED}. Every element carries all seven fields.
 */
export function selectElements(model: PatientModel, findings: readonly Finding[]): SelectedElement[] {
  const elements = modelElements(model);
  const byRef = new Map(elements.map((e) => [e.ref, e]));
  const chosen = new Map<string, { element: Element; relevance: string; reason: string }>();
  const add = (ref: string, relevance: string, reason: string) => {
    const e = byRef.get(ref);
    if (!e || chosen.has(ref) || chosen.size >= MAX_SELECTED) return;
    chosen.set(ref, { element: e, relevance, reason });
  };
  for (const f of findings) {
    if (chosen.size >= MAX_SELECTED) break;
    const focus = focusScore(model, f) > 0 ? " It also matches the requested focus." : "";
    const reason = f.clinician.length > 300 ? `${f.clinician.slice(0, 297)}...` : f.clinician;
    for (const ref of f.refs) add(ref, `Supports the finding "${f.title}" (${f.severity}).${focus}`, reason);
  }
  if (model.focus.length > 0 && chosen.size < MAX_SELECTED) {
    for (const e of elements) {
      if (chosen.size >= MAX_SELECTED) break;
      const key = nameKey(e.text);
      const hit = model.focus.find((w) => matchesFocus(key, w));
      if (hit)
        add(e.ref, `Matches the requested focus ("${hit}").`, `Relevant to the instructions given with the request.`);
    }
  }
  for (const obs of model.labs) {
    if (obs.status !== "normal" && obs.status !== "unknown")
      add(obs.ref, "Abnormal result.", `Result is ${obs.status} against its reference range.`);
  }
  return [...chosen.values()].map(({ element: e, relevance, reason }) => ({
    ehr_element_id: `${e.category} ${e.number}`,
    ehr_element_description: e.description(),
    category: e.category,
    patient_value: e.value(),
    relevance,
    matching_reason: reason,
    item: e.item,
  }));
}
