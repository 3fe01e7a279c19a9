import { FindingFamily, type LabObservation, Severity } from "../model.ts";
import { formatNumber, joinList } from "../text.ts";
import { coeliacPlanning } from "./coeliac-context.ts";
import { recordedCoeliac } from "./coeliac-known.ts";
import type { RuleContext } from "./context.ts";
import type { Rule, RuleMatch } from "./types.ts";
import { readsAsUsUnits } from "./uk-record.ts";
import { glutenCut } from "./coeliac-context.ts";

/*
 * Coeliac serology read with total IgA (NICE NG20, as seen in copies of its recommendations):
 * - A raised tTG-IgA points to coeliac disease; the diagnosis is confirmed by a specialist, and the
 *   person keeps eating gluten until then, since a gluten-free diet makes the tests falsely normal.
 *   A tTG-IgA of 10 or more times the upper limit makes coeliac disease very likely (the level used by
 *   the BSG interim no-biopsy pathway, with a second positive antibody test, for adults 55 or younger
 *   without red flags, decided by a gastroenterologist).
 * - With a low total IgA, an IgA-based test is falsely negative: NICE advises considering an IgG
 *   test (IgG tTG, IgG deamidated gliadin peptide or IgG EMA), and referral when coeliac disease is
 *   still suspected.
 */

const F = FindingFamily.pattern;

/*
 * A US record is given the ACG's 2023 guideline for the same points (review 28, country-28c: a US
 * celiac case cited NICE NG20): serology on a gluten-containing diet, IgG-based tests in IgA
 * deficiency, and endoscopy with several duodenal biopsies to confirm the diagnosis in adults, the
 * biopsy-free route being for selected children (ACG 1B).
 */
const ACG_2023 = "acg-2023-celiac-update";
const NG20_POSITIVE =
  "NICE NG20 leaves the diagnosis to a specialist and advises against starting a gluten-free diet before it is confirmed, even with positive serology.";
const ACG_POSITIVE =
  "The ACG 2023 guideline confirms the diagnosis with upper endoscopy and multiple duodenal biopsies, and the tests are read while gluten is eaten, so a gluten-free diet waits until they are complete.";
const NG20_IGA_DEFICIENCY =
  "NICE NG20 advises considering an IgG-based test (IgG tTG, IgG deamidated gliadin peptide or IgG EMA), and referral to gastroenterology when coeliac disease is still suspected.";
const ACG_IGA_DEFICIENCY =
  "The ACG 2023 guideline uses IgG-based tests (DGP IgG or tTG IgG) in IgA deficiency, and duodenal biopsy when coeliac disease is still suspected.";
const US_ADULT_REFERRAL =
  "Refer to gastroenterology to confirm coeliac disease by upper endoscopy with multiple duodenal biopsies";

function below(ctx: RuleContext, id: string): LabObservation | undefined {
  const obs = ctx.lab(id);
  const value = ctx.valueOf(obs);
  const lower = ctx.lowerLimit(id);
  return obs !== undefined && value !== undefined && lower !== undefined && value < lower ? obs : undefined;
}

/** The tTG-IgA result and its multiple of the laboratory's upper limit. */
function ttg(ctx: RuleContext): { obs: LabObservation; times: number } | undefined {
  const obs = ctx.lab("ttg-iga");
  const value = ctx.valueOf(obs);
  const upper = ctx.upperLimit("ttg-iga");
  if (obs === undefined || value === undefined || upper === undefined || upper <= 0) return undefined;
  return { obs, times: value / upper };
}

const COELIAC_STEPS = [
  "Refer to gastroenterology to confirm coeliac disease (duodenal biopsy, or a no-biopsy pathway where the specialist judges it suitable)",
  "Advise the patient to keep eating gluten until the tests are complete",
  "Check full blood count, ferritin, folate and B12 if not already done",
] as const;

/**
 * The blood tests NG20 lists alongside positive serology, less those already in the record (review
 * 36, liver-gi-36 case 04: haemoglobin, ferritin, folate and B12 all resulted, and the finding asked
 * for them "if not already done"). A haemoglobin stands for the full blood count. Undefined when all
 * are in.
 */
function bloodsStep(ctx: RuleContext): string | undefined {
  const tests = [
    { name: "full blood count", id: "hemoglobin" },
    { name: "ferritin", id: "ferritin" },
    { name: "folate", id: "folate" },
    { name: "B12", id: "vitamin-b12" },
  ];
  const missing = tests.filter((t) => ctx.lab(t.id) === undefined).map((t) => t.name);
  if (missing.length === 0) return undefined;
  if (missing.length === tests.length) return COELIAC_STEPS[2];
  const done = tests.filter((t) => !missing.includes(t.name)).map((t) => t.name);
  return `Check ${joinList(missing)} (${joinList(done)} already in the record)`;
}

function coeliacPositive(ctx: RuleContext): RuleMatch | undefined {
  const t = ttg(ctx);
  // Coeliac disease already diagnosed: not a probable case to confirm with gluten back in the diet (coeliac-known.ts).
  if (t === undefined || t.times <= 1 || recordedCoeliac(ctx) !== undefined) return undefined;
  const deficits = [
    { obs: below(ctx, "ferritin"), words: "iron" },
    { obs: below(ctx, "folate"), words: "folate" },
    { obs: below(ctx, "vitamin-b12"), words: "vitamin B12" },
  ].filter((d) => d.obs !== undefined);
  const anaemia = below(ctx, "hemoglobin");
  const high = t.times >= 10;
  const deficitText =
    deficits.length > 0
      ? ` Low ${deficits.map((d) => `${d.words} (${ctx.show(d.obs)})`).join(" and ")}${anaemia ? ` with anaemia (haemoglobin ${ctx.show(anaemia)})` : ""} fit the poor absorption of coeliac disease.`
      : "";
  const planning = coeliacPlanning(ctx);
  const us = readsAsUsUnits(ctx);
  const bloods = bloodsStep(ctx);
  return {
    refs: ctx.refs(t.obs, ...deficits.map((d) => d.obs), anaemia),
    values: {
      ttg: ctx.show(t.obs),
      times: formatNumber(t.times, t.times >= 10 ? 0 : 1),
      likelihood: high
        ? "At 10 or more times the upper limit, coeliac disease is very likely."
        : "This points to coeliac disease, which needs confirming.",
      guidance: us ? ACG_POSITIVE : NG20_POSITIVE,
    },
    severity: high && deficits.length > 0 ? Severity.high : Severity.moderate,
    clinicianExtra: [deficitText.trim(), planning?.clinician].filter(Boolean).join(" ") || undefined,
    patientExtra:
      [
        deficits.length > 0
          ? "Your low iron or vitamin levels may come from the gut not absorbing food well, which coeliac disease can cause."
          : "",
        planning?.patient,
      ]
        .filter(Boolean)
        .join(" ") || undefined,
    ...(us
      ? {
          // NG20 stays only for the gluten-challenge amount the planning sentence quotes from it.
          evidence: [
            ACG_2023,
            ...(glutenCut(ctx) !== undefined ? ["nice-ng20-coeliac"] : []),
            ...(planning?.evidence ?? []),
          ],
          evidenceReplacesRule: true as const,
        }
      : planning && { evidence: planning.evidence }),
    nextSteps: [
      referralStep(ctx),
      planning?.keepGluten ?? COELIAC_STEPS[1],
      ...(planning?.steps ?? []),
      ...(bloods === undefined ? [] : [bloods]),
    ],
  };
}

/**
 * NICE NG20 sends children with positive serology to a paediatric gastroenterologist or a
 * paediatrician with a specialist interest in gastroenterology, young people and adults to a
 * gastrointestinal specialist (nice-ng20-coeliac; review 25, paeds-25 case 05: an 8-year-old was
 * sent to "gastroenterology"). The lines seen set no age; under 16 is an engine choice.
 */
const CHILD_REFERRAL_BEFORE = 16;
const childReferral = (ctx: RuleContext) => ctx.age !== undefined && ctx.age < CHILD_REFERRAL_BEFORE;

function referralStep(ctx: RuleContext): string {
  if (!childReferral(ctx) && readsAsUsUnits(ctx)) return US_ADULT_REFERRAL;
  return childReferral(ctx)
    ? "Refer to a paediatric gastroenterologist (or a paediatrician with a specialist interest in gastroenterology) to confirm coeliac disease (duodenal biopsy, or a no-biopsy pathway where the specialist judges it suitable)"
    : COELIAC_STEPS[0];
}

/**
 * Whether a negative tTG-IgA stands beside a low total IgA, which leaves it unable to rule coeliac
 * disease out (read by the iron-deficiency step in patterns.ts, which then neither quotes it as
 * normal serology nor asks for it again; review 22, liver-gi-22 case 06).
 */
export function negativeTtgWithLowIga(ctx: RuleContext): boolean {
  const t = ttg(ctx);
  return below(ctx, "iga-total") !== undefined && t !== undefined && t.times <= 1;
}

function coeliacIgaDeficiency(ctx: RuleContext): RuleMatch | undefined {
  const iga = below(ctx, "iga-total");
  const t = ttg(ctx);
  if (iga === undefined || t === undefined || t.times > 1) return undefined;
  const us = readsAsUsUnits(ctx);
  return {
    refs: ctx.refs(iga, t.obs),
    values: { iga: ctx.show(iga), ttg: ctx.show(t.obs), guidance: us ? ACG_IGA_DEFICIENCY : NG20_IGA_DEFICIENCY },
    ...(us && {
      evidence: [ACG_2023],
      evidenceReplacesRule: true as const,
      nextSteps: [
        "Request an IgG-based coeliac test (DGP IgG or tTG IgG) while the patient is eating gluten",
        "Refer to gastroenterology for duodenal biopsy if coeliac disease is still suspected",
      ],
    }),
  };
}

export const COELIAC_RULES: readonly Rule[] = [
  {
    id: "coeliac-serology-positive",
    family: F,
    severity: Severity.moderate,
    problem: "Coeliac disease",
    title: "Raised tTG-IgA: probable coeliac disease",
    clinician:
      "Tissue transglutaminase IgA {ttg}, about {times} times the laboratory's upper limit. {likelihood} {guidance}",
    patient:
      "Your blood test for coeliac disease (tTG) is raised. Coeliac disease is a reaction to gluten, found in wheat, barley and rye, that harms the gut. A bowel specialist needs to confirm it. Keep eating foods with gluten until all the tests are done, or the tests may wrongly look normal.",
    nextSteps: COELIAC_STEPS,
    patientQuestions: ["Should I keep eating gluten until the tests are done?"],
    evidence: ["nice-ng20-coeliac"],
    keywords: ["coeliac disease", "celiac disease", "ttg", "tissue transglutaminase", "gluten"],
    match: coeliacPositive,
  },
  {
    id: "coeliac-iga-deficiency",
    family: F,
    severity: Severity.moderate,
    problem: "Coeliac disease",
    title: "Low total IgA: a negative tTG-IgA does not rule out coeliac disease",
    clinician:
      "Total IgA {iga} is low, so the negative tissue transglutaminase IgA ({ttg}) cannot rule out coeliac disease: IgA-based tests are falsely negative in IgA deficiency. {guidance}",
    patient:
      "Your body makes little of one type of antibody (IgA). The usual coeliac blood test measures this antibody, so a normal result does not rule out coeliac disease for you. A different blood test, or a referral to a bowel specialist, is needed. Keep eating foods with gluten until the tests are done.",
    nextSteps: [
      "Request an IgG-based coeliac test (IgG tTG, IgG deamidated gliadin peptide or IgG EMA) while the patient is eating gluten",
      "Refer to gastroenterology if coeliac disease is still suspected (duodenal biopsy)",
    ],
    patientQuestions: ["Which coeliac test is right for me?"],
    evidence: ["nice-ng20-coeliac"],
    keywords: ["iga deficiency", "coeliac disease", "celiac disease", "igg dgp", "igg ttg"],
    match: coeliacIgaDeficiency,
  },
];
