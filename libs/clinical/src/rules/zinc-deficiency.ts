import { FindingFamily, Severity } from "../model.ts";
import { statedMention } from "./notes.ts";
import type { Rule } from "./types.ts";
import { bariatricSurgery } from "./bariatric-nutrition.ts";
import { isLow } from "./lab-status.ts";

/*
 * Acquired zinc deficiency (review 13, nutrition case 08: zinc 6.8 µmol/L, Crohn's disease with a
 * high-output ileostomy, a perioral and acral scaly rash, hair loss and poor taste, CRP and albumin
 * normal; only a bare low lab line). Crohn's disease, chronic diarrhoea and other malabsorption are
 * recognised settings, and acral or perioral dermatitis, hair loss and a poor sense of taste its
 * features (medicalalgorithms.com; GPnotebook). Plasma zinc falls in acute illness and with a low
 * albumin, so it is read as a deficiency only when neither is present; a therapeutic trial of zinc
 * is the test GPnotebook gives. Serum alkaline phosphatase was low in severe zinc deficiency and
 * rose with zinc (a case series seen with the GPnotebook entry), so a low ALP beside it fits. With a high-output ileostomy, sodium depletion causes ongoing
 * dehydration and is easy to miss; a spot urine sodium tracks the 24-hour urine sodium, so it is
 * the check named (JPEN 2020, Pedersen et al.). After bariatric surgery the bariatric finding covers zinc.
 */

const SETTING =
  /\bcrohn\w*|\bileostomy\b|\bjejunostomy\b|\bstoma\b|\bshort bowel\b|\bintestinal failure\b|\bcoeliac\b|\bceliac\b|\bmalabsorption\b|\bchronic diarrh\w*|\bpancreatic insufficiency\b|\bparenteral nutrition\b/i;
const HIGH_OUTPUT = /\bhigh[- ]output (?:stoma|ileostomy|jejunostomy)\b|\bshort bowel\b/i;
const FEATURES: readonly (readonly [string, RegExp])[] = [
  ["a perioral or acral rash", /\b(?:perioral|periorificial|acral|acrodermatitis)\b/i],
  ["hair loss", /\bhair loss\b|\balopecia\b/i],
  ["poor taste", /\b(?:poor|altered|loss of|reduced) taste\b|\bhypogeusia\b|\bdysgeusia\b/i],
  ["poor wound healing", /\bpoor wound healing\b|\bslow(?:-| to )heal\w*/i],
];
/** CRP (mg/L) from which plasma zinc may be lowered by an acute-phase response. */
const CRP_ACUTE = 10;

const ZINC = /\bzinc\b/i;
const REPLACE_ZINC =
  "Replace zinc by mouth (for example zinc sulfate or gluconate) and review the rash, hair and taste after a few weeks; recheck zinc with CRP and albumin, and copper on long courses, as zinc blocks copper absorption";
export const ZINC_DEFICIENCY_RULES: readonly Rule[] = [
  {
    id: "zinc-deficiency",
    family: FindingFamily.pattern,
    severity: Severity.moderate,
    problem: "Nutrition",
    title: "Zinc deficiency",
    clinician: "Zinc {zinc} is low{setting}{features}.{confounded}{alp}",
    patient:
      "Your zinc level is low. Zinc is a mineral the skin, hair, sense of taste and healing need.{bowel} {patientExtra}",
    nextSteps: [REPLACE_ZINC],
    evidence: ["medicalalgorithms-acquired-zinc-deficiency", "gpnotebook-zinc-deficiency"],
    keywords: ["zinc deficiency", "acrodermatitis", "malabsorption", "ileostomy"],
    match: (ctx) => {
      const zinc = ctx.model.labs.find((o) => ZINC.test(o.name) && o.value.kind === "number");
      if (!isLow(zinc) || bariatricSurgery(ctx).length > 0) return undefined;
      const record = [...ctx.model.conditions.map((c) => c.name), ctx.freeText].join("\n");
      const setting = ctx.model.conditions.filter((c) => SETTING.test(c.name));
      const features = FEATURES.filter(([, re]) => statedMention(ctx.freeText, re) !== undefined).map(([n]) => n);
      if (setting.length === 0 && features.length === 0) return undefined;
      const crp = ctx.lab("crp");
      const crpValue = ctx.valueOf(crp);
      const albumin = ctx.lab("albumin");
      const confounders = [
        crpValue !== undefined && crpValue >= CRP_ACUTE ? `CRP ${ctx.show(crp)} is raised` : "",
        isLow(albumin) ? `albumin ${ctx.show(albumin)} is low` : "",
      ].filter(Boolean);
      const alp = ctx.lab("alp");
      const highOutput = HIGH_OUTPUT.test(record);
      const confoundedText =
        confounders.length > 0
          ? ` ${confounders.join(" and ")}, which can lower plasma zinc on its own; recheck when well before relying on it.`
          : crp !== undefined || albumin !== undefined
            ? " CRP and albumin are not abnormal, so this is not an acute-phase or low-albumin artefact."
            : "";
      return {
        refs: ctx.refs(zinc, crp, albumin, isLow(alp) ? alp : undefined, ...setting),
        severity: features.length > 0 && confounders.length === 0 ? Severity.moderate : Severity.low,
        values: {
          zinc: ctx.show(zinc),
          setting:
            setting.length > 0
              ? ` with ${setting.map((c) => c.name).join(" and ")}, a recognised cause of zinc malabsorption and loss`
              : "",
          features:
            features.length > 0 ? `; the notes describe ${features.join(", ")}, features of zinc deficiency` : "",
          confounded: confoundedText,
          alp: isLow(alp)
            ? ` The low alkaline phosphatase ${ctx.show(alp)} fits: it is low in severe zinc deficiency and rises with zinc replacement.`
            : "",
          bowel: setting.length > 0 ? " Your bowel condition can stop it being absorbed." : "",
          patientExtra:
            features.length > 0
              ? "The rash, hair loss or taste changes in your notes can come from low zinc and usually improve with zinc treatment."
              : "",
        },
        nextSteps: [
          REPLACE_ZINC,
          ...(highOutput
            ? [
                "High-output stoma: check a spot urine sodium (a low value points to sodium depletion, which causes ongoing dehydration with an ileostomy and is easy to miss)",
              ]
            : []),
        ],
        evidence: [
          "medicalalgorithms-acquired-zinc-deficiency",
          "gpnotebook-zinc-deficiency",
          ...(highOutput ? ["jpen-2020-ileostomy-spot-urine-sodium"] : []),
        ],
      };
    },
  },
];
