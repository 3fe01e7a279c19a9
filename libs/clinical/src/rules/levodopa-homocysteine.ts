import { FindingFamily, Severity } from "../model.ts";
import { b12Level } from "./b12.ts";
import { medNames, type RuleContext } from "./context.ts";
import type { Rule, RuleMatch } from "./types.ts";
import { isLow } from "./lab-status.ts";

/*
 * A raised homocysteine on levodopa (review 21, neurology-21 case 08: homocysteine 24 µmol/L with B12,
 * folate and kidney function normal, in a man on co-careldopa, was read only as "low B12 or folate,
 * or reduced kidney function"). Levodopa is O-methylated by COMT, which yields
 * S-adenosylhomocysteine and then homocysteine, so levodopa-treated patients have higher levels, and
 * adding a COMT inhibitor lowered them ("mds-2004-levodopa-comt-homocysteine"); B-vitamin
 * supplementation has been suggested for people with Parkinson's on levodopa
 * ("murray-2019-one-carbon-parkinsons"). A low B12 or folate is reported by its own rules and comes
 * first here too.
 */

const LEVODOPA =
  /\b(?:levodopa|l-dopa|co-?careldopa|co-?beneldopa|carbidopa|sinemet|madopar|stalevo|rytary|duodopa)\b/i;

function levodopaHomocysteine(ctx: RuleContext): RuleMatch | undefined {
  const meds = ctx.model.medications.filter((m) => m.active && LEVODOPA.test(m.name));
  const hcy = ctx.lab("homocysteine");
  if (meds.length === 0 || hcy === undefined || (hcy.status !== "high" && hcy.status !== "critical-high"))
    return undefined;
  const b12 = ctx.lab("vitamin-b12");
  const folate = ctx.lab("folate");
  // A low or borderline B12, or a low folate, is the first explanation and has its own findings.
  if (b12Level(ctx) !== undefined || isLow(folate)) return undefined;
  const missing = [b12 === undefined ? "B12" : "", folate === undefined ? "folate" : ""].filter(Boolean);
  return {
    refs: ctx.refs(hcy, b12, folate, ...meds),
    values: {
      hcy: ctx.show(hcy),
      meds: medNames(meds),
      vitamins:
        missing.length === 0
          ? " B12 and folate are not low, so levodopa is a likely contributor."
          : ` ${missing.join(" and ")} ${missing.length > 1 ? "are" : "is"} not in the results: check before putting the rise down to levodopa.`,
    },
  };
}

export const LEVODOPA_HOMOCYSTEINE_RULES: readonly Rule[] = [
  {
    id: "levodopa-homocysteine",
    family: FindingFamily.drugLab,
    severity: Severity.low,
    problem: "Parkinson's disease treatment",
    title: "Raised homocysteine on levodopa",
    clinician:
      "Homocysteine {hcy} on {meds}. Levodopa raises homocysteine: its breakdown by COMT (catechol-O-methyltransferase) produces S-adenosylhomocysteine, which becomes homocysteine, and levels are higher in people treated with levodopa; adding a COMT inhibitor lowered them in one study.{vitamins} B-vitamin supplementation has been suggested for people on levodopa; discuss with the Parkinson's team.",
    patient:
      "Your homocysteine (a substance in the blood) is raised. Levodopa, part of {meds}, can raise it as the body breaks the medicine down. It is not a reason to stop your Parkinson's medicine; ask your doctor or Parkinson's team whether B vitamins would help.",
    nextSteps: [
      "Discuss B12 and folate supplementation with the Parkinson's team; recheck homocysteine afterwards if it is to be followed",
    ],
    evidence: ["mds-2004-levodopa-comt-homocysteine", "murray-2019-one-carbon-parkinsons"],
    keywords: ["levodopa", "homocysteine", "parkinson's disease", "comt", "folate", "vitamin b12"],
    match: levodopaHomocysteine,
  },
];
