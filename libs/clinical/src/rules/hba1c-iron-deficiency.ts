import { FindingFamily, type LabObservation, Severity } from "../model.ts";
import type { RuleContext } from "./context.ts";
import type { Rule, RuleMatch } from "./types.ts";
import { isLow } from "./lab-status.ts";

/*
 * HbA1c read with iron deficiency (review11 endocrine, case 10-hba1c-iron-deficiency-us): a
 * 41-year-old with heavy periods, ferritin 5 and Hb 9.4 g/dL was told her HbA1c of 6.6% was "in
 * the range seen in diabetes" although her fasting glucose the same day was 92 mg/dL.
 *
 * A systematic review (English et al., Diabetologia 2015) found that iron deficiency, with or
 * without anaemia, raised HbA1c without a matching rise in glucose, and suggested that when HbA1c
 * and glucose disagree, red-cell indices and iron are checked, and that iron deficiency is
 * corrected before HbA1c is used for diagnosis (indices may take up to 6 months to normalise).
 * rules/patterns.ts uses `a1cIronDeficiency` to add the reason to its HbA1c caveat and to leave the
 * diagnosis to glucose when a fasting glucose near the HbA1c is below the diabetes range.
 */

/** Ferritin (ng/mL = µg/L, the rule unit) below which iron stores are absent whatever the lab's range. */
const FERRITIN_DEPLETED = 15;
/** Fasting glucose (mg/dL) from which it is in the diabetes range: 7.0 mmol/L. */
const FPG_DIABETES = 126;
/** HbA1c (%) from which it is in the diabetes range. */
const A1C_DIABETES = 6.5;
/** How far apart (days) the HbA1c and the fasting glucose may be to be read together. */
const PAIR_DAYS = 14;
const DAY_MS = 86_400_000;

export interface A1cIronDeficiency {
  /** Clinician wording of the iron results ("ferritin 5 ng/mL, haemoglobin 9.4 g/dL with MCV 71 fL"). */
  text: string;
  refs: string[];
  /** A fasting glucose within two weeks of the HbA1c that is below the diabetes range. */
  fastingBelow?: LabObservation;
}

/** Iron deficiency shown by the labs: a low ferritin, or a low haemoglobin with a low MCV. */
export function a1cIronDeficiency(ctx: RuleContext): A1cIronDeficiency | undefined {
  const ferritin = ctx.lab("ferritin");
  const f = ctx.valueOf(ferritin);
  const lowFerritin = ferritin !== undefined && f !== undefined && (isLow(ferritin) || f < FERRITIN_DEPLETED);
  const hb = ctx.lab("hemoglobin");
  const mcv = ctx.lab("mcv");
  const microcytic = isLow(hb) && isLow(mcv);
  if (!lowFerritin && !microcytic) return undefined;
  const parts = [
    lowFerritin ? `ferritin ${ctx.show(ferritin)}` : "",
    isLow(hb) ? `haemoglobin ${ctx.show(hb)}${isLow(mcv) ? ` with MCV ${ctx.show(mcv)}` : ""}` : "",
  ].filter(Boolean);
  const a1c = ctx.lab("hba1c");
  const fastingBelow =
    a1c?.time === undefined
      ? undefined
      : ctx
          .labs("glucose")
          .find(
            (o) =>
              /fast|fpg|fbg/i.test(`${o.name} ${o.notes ?? ""}`) &&
              o.time !== undefined &&
              Math.abs(o.time - (a1c.time ?? 0)) <= PAIR_DAYS * DAY_MS &&
              (ctx.valueOf(o) ?? Infinity) < FPG_DIABETES,
          );
  return {
    text: parts.join(", "),
    refs: [
      ...(lowFerritin ? [ferritin.ref] : []),
      ...(isLow(hb) ? [hb.ref] : []),
      ...(isLow(hb) && isLow(mcv) ? [mcv.ref] : []),
    ],
    ...(fastingBelow ? { fastingBelow } : {}),
  };
}

/** An HbA1c in the diabetes range that a fasting glucose near it and iron deficiency call into question. */
export function a1cDiscordantWithIronDeficiency(ctx: RuleContext): A1cIronDeficiency | undefined {
  const a1c = ctx.value("hba1c");
  if (a1c === undefined || a1c < A1C_DIABETES) return undefined;
  const iron = a1cIronDeficiency(ctx);
  return iron?.fastingBelow === undefined ? undefined : iron;
}

/*
 * In known diabetes the same effect misleads monitoring (review 32, endo-32): HbA1c 9.8% beside
 * ferritin 6 ng/mL, Hb 8.9 g/dL, a fasting glucose of 118 mg/dL and home readings of 110-140 mg/dL
 * was read as "above target: intensify therapy". English et al. (2015) ask for the iron deficiency to
 * be corrected before HbA1c is used for diagnosis or monitoring, and for glucose to be compared when
 * the two disagree. The HbA1c-above-target finding keeps its reading and gains this caveat.
 */
/**
 * An HbA1c-above-target match with the iron-deficiency caveat added when the labs show iron
 * deficiency; `ruleSteps` are the rule's own next steps, used when the match keeps them.
 */
export function withA1cIronCaveat(
  ctx: RuleContext,
  match: RuleMatch | undefined,
  ruleSteps: readonly string[],
): RuleMatch | undefined {
  if (match === undefined) return undefined;
  const iron = a1cIronDeficiency(ctx);
  if (iron === undefined) return match;
  const fasting =
    iron.fastingBelow === undefined
      ? ""
      : `; fasting glucose ${ctx.show(iron.fastingBelow)} near the same date is below the diabetes range`;
  const caveat = `The labs show iron deficiency (${iron.text}), which can raise HbA1c without a matching rise in glucose${fasting}: compare fasting or home glucose readings before intensifying treatment on this HbA1c.`;
  return {
    ...match,
    refs: [...match.refs, ...iron.refs, ...(iron.fastingBelow ? [iron.fastingBelow.ref] : [])],
    clinicianExtra: [match.clinicianExtra, caveat].filter(Boolean).join(" "),
    patientExtra: [
      match.patientExtra,
      "Low iron, which your other tests show, can make this test read higher than your real sugar levels, so your doctor may look at your sugar readings before changing your diabetes medicines.",
    ]
      .filter(Boolean)
      .join(" "),
    nextSteps: [
      "Before intensifying on this HbA1c, compare it with fasting or home glucose readings: iron deficiency can raise HbA1c without a rise in glucose",
      ...(match.nextSteps ?? ruleSteps),
      "Treat the iron deficiency; read HbA1c with caution until iron and red-cell indices have recovered (this can take months)",
    ],
    evidence: [...(match.evidence ?? []), "english-2015-anaemia-hba1c"],
  };
}

export const HBA1C_IRON_RULES: readonly Rule[] = [
  {
    id: "hba1c-iron-deficiency-discordant",
    family: FindingFamily.pattern,
    severity: Severity.low,
    problem: "Blood sugar",
    title: "HbA1c in the diabetes range, but iron deficiency and a normal fasting glucose: not diagnostic",
    clinician:
      "HbA1c {a1c} is in the diabetes range, but fasting glucose {fpg} near the same date is not, and the labs show iron deficiency ({iron}). Iron deficiency, with or without anaemia, can raise HbA1c without a matching rise in glucose, so this HbA1c should not be used to diagnose diabetes; no diabetes diagnosis is recorded.",
    patient:
      "Your HbA1c (a long-term blood sugar test) came back high, but your fasting blood sugar was not in the diabetes range. Low iron, which your other tests show, can make the HbA1c read falsely high, so this result does not mean you have diabetes. Your doctor may check your blood sugar in another way, and repeat the HbA1c once your iron is back to normal.",
    nextSteps: [
      "Do not diagnose diabetes from this HbA1c; if diabetes still needs excluding, repeat fasting glucose or do an oral glucose tolerance test",
      "Treat the iron deficiency and its cause; repeat HbA1c only once iron and red-cell indices have recovered (this can take months)",
    ],
    patientQuestions: ["Do I need a different blood sugar test while my iron is low?"],
    evidence: ["english-2015-anaemia-hba1c"],
    keywords: ["hba1c", "iron deficiency", "anaemia", "diabetes diagnosis", "fasting glucose"],
    match: (ctx) => {
      const hba1c = ctx.lab("hba1c");
      const d = a1cDiscordantWithIronDeficiency(ctx);
      if (hba1c === undefined || d?.fastingBelow === undefined) return undefined;
      if (ctx.conditions("diabetes").length > 0) return undefined;
      return {
        refs: [hba1c.ref, d.fastingBelow.ref, ...d.refs],
        values: { a1c: ctx.show(hba1c), fpg: ctx.show(d.fastingBelow), iron: d.text },
      };
    },
  },
];

/** An HbA1c-above-target rule whose matches carry the iron-deficiency caveat (see {@link withA1cIronCaveat}). */
export function withA1cIronCaveatRule(rule: Rule): Rule {
  return { ...rule, match: (ctx) => withA1cIronCaveat(ctx, rule.match(ctx), rule.nextSteps) };
}
