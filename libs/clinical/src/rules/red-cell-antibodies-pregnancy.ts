import { FindingFamily, type LabObservation, Severity } from "../model.ts";
import type { RuleContext } from "./context.ts";
import { pregnancy } from "./patterns.ts";
import type { Rule, RuleMatch } from "./types.ts";

/*
 * Red cell antibodies found in pregnancy (review 25, womens-25b case 11: anti-D at 6.2 IU/mL at 16
 * weeks was three generic "positive" and "above the range" lines of low severity). The BSH
 * guideline on blood grouping and red cell antibody testing in pregnancy (SUMMARIES
 * ["bsh-2016-antibodies-pregnancy"]): anti-D, anti-c and anti-K carry significant fetal and
 * neonatal risk (anaemia, jaundice, perinatal loss); its algorithms set how often the antibody is
 * measured and when to refer to a fetal medicine specialist; immune anti-D must not be confused
 * with passive anti-D from prophylaxis. rhd-negative-pregnancy.ts is silent when antibodies are found.
 */

/** Antibody tests: the screen, the identification and a quantification or titre of a named antibody. */
const ANTIBODY_TEST =
  /\b(?:antibody (?:screen|identification|id)|red cell antibod|atypical antibod|indirect (?:antiglobulin|coombs)|anti-?[a-z]+ (?:quantitation|quantification|titre|titer|level))/i;
/** A screen or identification that found an antibody. */
const FOUND = /\b(?:positive|detected|identified|present)\b|\banti-[a-z]/i;
const NOT_FOUND = /\b(?:negative|not detected|none detected|no (?:\w+ )?antibodies)\b/i;
/** The antibodies the guideline names as of significant fetal risk (case matters: anti-c, not anti-C). */
const HIGH_RISK = /\banti-(?:D|c|K)\b|\banti-?kell\b/gi;

function antibodyResults(ctx: RuleContext): LabObservation[] {
  return ctx.model.labs.filter(
    (o) =>
      ANTIBODY_TEST.test(o.name) &&
      (/quanti|titre|titer|level/i.test(o.name) || (FOUND.test(o.rawValue) && !NOT_FOUND.test(o.rawValue))),
  );
}

/** The high-risk antibodies named in the results, as written ("anti-D"). */
function highRiskNamed(results: readonly LabObservation[]): string[] {
  const named = results.flatMap((o) => [...`${o.name} ${o.rawValue}`.matchAll(HIGH_RISK)].map((m) => m[0]));
  const kept = named
    .map((n) => (/kell/i.test(n) ? "anti-K" : `anti-${n.slice(-1)}`))
    .filter((n) => /^anti-[DcK]$/.test(n));
  return [...new Set(kept)];
}

/** Another antibody the identification names ("anti-C", "anti-E"), when no high-risk one is named. */
function otherNamed(results: readonly LabObservation[]): string | undefined {
  return results.map((o) => /\banti-[A-Za-z]{1,4}\b/.exec(o.rawValue)?.[0]).find((n) => n !== undefined);
}

function match(ctx: RuleContext): RuleMatch | undefined {
  if (ctx.sex === "male" || pregnancy(ctx) === undefined) return undefined;
  const results = antibodyResults(ctx);
  if (results.length === 0) return undefined;
  const named = highRiskNamed(results);
  const antiD = named.includes("anti-D");
  return {
    refs: ctx.refs(...results, ...ctx.conditions("pregnancy")),
    severity: named.length > 0 ? Severity.high : Severity.moderate,
    values: {
      found: named.length > 0 ? named.join(" and ") : (otherNamed(results) ?? "a positive antibody screen"),
      risk:
        named.length > 0
          ? " is one of the antibodies (anti-D, anti-c, anti-K) that carry a significant risk of haemolytic disease of the fetus and newborn: fetal anaemia, jaundice and perinatal loss."
          : otherNamed(results) !== undefined
            ? " was found: anti-D, anti-c and anti-K carry the greatest fetal risk, and other antibodies can still cause anaemia and jaundice in the newborn."
            : ": the antibody needs identifying, as some (anti-D, anti-c, anti-K) carry a significant risk of haemolytic disease of the fetus and newborn.",
      passive: antiD
        ? " Confirm from the history that the anti-D is immune and not passive from anti-D immunoglobulin given for prophylaxis."
        : "",
    },
    nextSteps: [
      ...(antiD ? ["Check whether anti-D immunoglobulin was given recently, to tell passive from immune anti-D"] : []),
      "Measure the antibody level (quantification or titre) and follow the BSH monitoring algorithm, including referral to a fetal medicine specialist",
    ],
  };
}

export const RED_CELL_ANTIBODIES_PREGNANCY_RULES: readonly Rule[] = [
  {
    id: "red-cell-antibodies-pregnancy",
    family: FindingFamily.pattern,
    severity: Severity.high,
    problem: "Pregnancy",
    title: "Red cell antibodies in pregnancy",
    clinician:
      "In pregnancy, {found}{risk} The antibody level decides how often it is measured and when to refer to a fetal medicine specialist (BSH).{passive}",
    patient:
      "Your blood test found antibodies against red blood cells. In pregnancy some of these can cross to the baby and cause anaemia in the baby. Your maternity team will check the antibody level regularly and may refer you to a fetal medicine specialist for scans. Ask your midwife what the plan is.",
    nextSteps: [
      "Measure the antibody level (quantification or titre) and follow the BSH monitoring algorithm, including referral to a fetal medicine specialist",
    ],
    patientQuestions: [
      "How often will my antibody level be checked, and do I need to see a fetal medicine specialist?",
    ],
    evidence: ["bsh-2016-antibodies-pregnancy"],
    keywords: [
      "red cell antibodies",
      "anti-d",
      "alloimmunisation",
      "haemolytic disease of the fetus and newborn",
      "pregnancy",
    ],
    match,
  },
];
