import { FindingFamily, type LabObservation, Severity } from "../model.ts";
import type { RuleContext } from "./context.ts";
import { HB_FALL, raisedReticulocytes } from "./haemolysis-pattern.ts";
import { statedMention } from "./notes.ts";
import type { Rule, RuleMatch } from "./types.ts";

/*
 * Acute complications of known sickle cell disease (SUMMARIES["nhlbi-2014-sickle-cell"]):
 * - acute anaemia: haemoglobin at least 2 g/dL (20 g/L) below the patient's baseline. With high
 *   reticulocytes or an enlarging spleen this fits splenic sequestration (or hyperhaemolysis); with
 *   low reticulocytes an aplastic crisis. Same-day assessment; an enlarging spleen is an emergency.
 * - acute chest syndrome: a new lung infiltrate with chest or respiratory symptoms, fever or low
 *   oxygen; chest pain with fever or low oxygen and no chest X-ray recorded asks for one now.
 * The baseline is the most recent earlier haemoglobin, else one stated in the notes ("baseline Hb
 * about 85 g/L").
 */

/** A baseline haemoglobin stated in the notes, with its unit if given. */
const BASELINE =
  /\bbaseline\s+(?:hb|hgb|ha?emoglobin)\s*(?:is|of|was|about|around|approx\.?|approximately|~|:|=)?\s*(?:about|around|~)?\s*(\d+(?:\.\d+)?)\s*(g\/dl|g\/l)?/;
/** An enlarged or enlarging spleen stated in the notes (the sign of sequestration that makes it an emergency). */
const SPLEEN =
  /\b(?:spleen\s+(?:is\s+)?(?:palpable|enlarg\w*)|(?:palpable|enlarg\w*)\s+spleen|splenomegaly|splenic\s+sequestration)\b/;
/** Pain or fullness where the spleen lies: quoted, but not read as an enlarged spleen on its own. */
const LEFT_UPPER_QUADRANT = /\bleft\s+upper\s+quadrant\s+(?:pain|fullness|mass|tenderness)\b|\bluq\s+pain\b/;
const CHEST_PAIN = /\bchest(?:\s+and\s+\w+)?\s+pain\b|\bpleuritic\b/;
const INFILTRATE = /\b(?:new\s+)?(?:pulmonary\s+|lung\s+)?(?:infiltrates?|consolidation|opacit(?:y|ies))\b/;
const HYPOXIA_TEXT = /\bhypox\w*|\bdesaturat\w*/;

function baselineHb(
  ctx: RuleContext,
  current: LabObservation,
): { value: number; text: string; obs?: LabObservation } | undefined {
  const earlier = ctx
    .labs("hemoglobin")
    .find(
      (o) => o.standard !== undefined && o.time !== undefined && current.time !== undefined && o.time < current.time,
    );
  const value = ctx.valueOf(earlier);
  if (earlier && value !== undefined) return { value, text: ctx.show(earlier), obs: earlier };
  const m = BASELINE.exec(ctx.freeText);
  if (!m) return undefined;
  const n = Number(m[1]);
  // The rule unit is g/dL; a number above 25 can only be g/L.
  const gdl = m[2] === "g/l" || (m[2] === undefined && n > 25) ? n / 10 : n;
  return { value: gdl, text: `${m[1]}${m[2] ? ` ${m[2]}` : ""} stated in the notes` };
}

function fever(ctx: RuleContext): string | undefined {
  const t = [...ctx.vitals("temperature")].sort((a, b) => (b.time ?? 0) - (a.time ?? 0))[0];
  if (t?.value === undefined) return undefined;
  const f = /f/i.test(t.unit ?? "") || t.value > 50;
  return t.value >= (f ? 100.4 : 38) ? `temperature ${t.rawValue}` : undefined;
}

function lowOxygen(ctx: RuleContext): string | undefined {
  const s = [...ctx.vitals("spo2")].sort((a, b) => (b.time ?? 0) - (a.time ?? 0))[0];
  // An engine choice: below 94% reads as low in a patient whose usual saturation is not recorded.
  if (s?.value !== undefined && s.value < 94) return `oxygen saturation ${s.rawValue}%`;
  const q = statedMention(ctx.freeText, HYPOXIA_TEXT);
  return q ? `"${q}"` : undefined;
}

export function sickleAcuteAnaemia(ctx: RuleContext): RuleMatch | undefined {
  const scd = ctx.conditions("sickle-cell-disease")[0];
  if (!scd) return undefined;
  const current = ctx.lab("hemoglobin");
  const now = ctx.valueOf(current);
  if (!current || now === undefined) return undefined;
  const base = baselineHb(ctx, current);
  if (!base || base.value - now < HB_FALL) return undefined;
  const retics = raisedReticulocytes(ctx);
  const lowRetics = ctx.model.labs.find(
    (o) =>
      (o.analyteId === "reticulocytes" || /\breticulocyte/i.test(o.name)) &&
      (o.status === "low" || o.status === "critical-low"),
  );
  const spleen = statedMention(ctx.freeText, SPLEEN);
  const luq = statedMention(ctx.freeText, LEFT_UPPER_QUADRANT);
  const platelets = ctx.lab("platelets");
  const lowPlatelets = platelets?.status === "low" || platelets?.status === "critical-low" ? platelets : undefined;
  const reading = lowRetics
    ? `Reticulocytes are low (${ctx.show(lowRetics)}): this fits an aplastic crisis (often parvovirus B19); check parvovirus B19 serology or PCR.`
    : retics || spleen || luq
      ? `${retics ? `Reticulocytes are raised (${ctx.show(retics)}), so the marrow is responding. ` : ""}${
          spleen || luq
            ? `In the notes: ${[spleen, luq]
                .filter(Boolean)
                .map((q) => `"${q}"`)
                .join(", ")}. `
            : ""
        }This fits splenic sequestration${lowPlatelets ? ` (platelets are low too, ${ctx.show(lowPlatelets)})` : ""} or increased haemolysis, not marrow failure.`
      : "Check reticulocytes to tell sequestration or haemolysis (high) from an aplastic crisis (low).";
  return {
    refs: ctx.refs(scd, current, base.obs, retics, lowRetics, lowPlatelets),
    severity: spleen ? Severity.critical : Severity.high,
    values: { condition: scd.name, hb: ctx.show(current), baseline: base.text, reading },
  };
}

export function sickleAcuteChest(ctx: RuleContext): RuleMatch | undefined {
  const scd = ctx.conditions("sickle-cell-disease")[0];
  if (!scd) return undefined;
  const chest = statedMention(ctx.freeText, CHEST_PAIN);
  const temp = fever(ctx);
  const oxygen = lowOxygen(ctx);
  const infiltrate = statedMention(ctx.freeText, INFILTRATE);
  const signs = [chest ? `"${chest}" in the notes` : "", temp ?? "", oxygen ?? ""].filter(Boolean);
  if (infiltrate && signs.length > 0) {
    return {
      refs: [scd.ref],
      severity: Severity.critical,
      values: {
        condition: scd.name,
        signs: signs.join(", "),
        state: `A new lung change is recorded ("${infiltrate}"): this is acute chest syndrome, an emergency.`,
      },
      nextSteps: [
        "Emergency assessment now: oxygen, antibiotics, blood gas, and same-day haematology advice on transfusion",
        "Incentive spirometry and pain relief; watch the oxygen saturation closely",
      ],
    };
  }
  if (chest && (temp || oxygen)) {
    return {
      refs: [scd.ref],
      values: {
        condition: scd.name,
        signs: signs.join(", "),
        state: "No chest X-ray is recorded: acute chest syndrome must be looked for now.",
      },
    };
  }
  return undefined;
}

export const SICKLE_CELL_RULES: readonly Rule[] = [
  {
    id: "sickle-acute-anaemia",
    family: FindingFamily.pattern,
    severity: Severity.high,
    problem: "Sickle cell disease",
    title: "Sickle cell disease: haemoglobin well below baseline (acute anaemia)",
    clinician:
      "In {condition}, haemoglobin {hb} is at least 2 g/dL (20 g/L) below the baseline ({baseline}). {reading} This needs same-day assessment by the haematology team.",
    patient:
      "Your blood count has dropped well below your usual level. In sickle cell disease this needs to be checked today by your hospital team. Go to an emergency department now if you feel faint, very tired or breathless, or your {tummy} on the left side is swelling or painful.",
    nextSteps: [
      "Same-day assessment and haematology advice: full blood count, reticulocytes, group and screen",
      "Examine the spleen and compare with its usual size; transfuse on haematology advice (in sequestration, only partly correct the haemoglobin)",
      "If reticulocytes are low: parvovirus B19 serology or PCR",
    ],
    patientQuestions: ["Do I need a blood transfusion?"],
    evidence: ["nhlbi-2014-sickle-cell"],
    keywords: ["sickle cell disease", "splenic sequestration", "aplastic crisis", "acute anaemia", "reticulocytes"],
    match: sickleAcuteAnaemia,
  },
  {
    id: "sickle-acute-chest",
    family: FindingFamily.pattern,
    severity: Severity.high,
    problem: "Sickle cell disease",
    title: "Sickle cell disease with chest symptoms: acute chest syndrome",
    clinician: "In {condition}: {signs}. {state}",
    patient:
      "You have sickle cell disease and chest pain with a fever or low oxygen. This can be a serious lung problem called acute chest syndrome. Please go to an emergency department or contact your sickle cell team now.",
    nextSteps: [
      "Chest X-ray and oxygen saturation now; blood cultures if febrile",
      "Treat as acute chest syndrome if there is a new infiltrate: oxygen, antibiotics, incentive spirometry, haematology advice on transfusion",
    ],
    evidence: ["nhlbi-2014-sickle-cell"],
    keywords: ["sickle cell disease", "acute chest syndrome", "chest pain", "hypoxia"],
    match: sickleAcuteChest,
  },
];
