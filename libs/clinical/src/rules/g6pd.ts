import { FindingFamily, type GeneticItem, Severity } from "../model.ts";
import { medNames, type RuleContext } from "./context.ts";
import { haemolysisSigns } from "./haemolysis-pattern.ts";
import { statedMention } from "./notes.ts";
import type { Rule, RuleMatch } from "./types.ts";
import { isLow } from "./lab-status.ts";

/*
 * G6PD deficiency with a current oxidant medicine (SUMMARIES["cpic-g6pd-2022"]): CPIC 2022 advises
 * avoiding high-risk medicines in G6PD deficient people (Table 3), and primaquine outside set
 * weekly or single-dose malaria regimens (Table 6); tafenoquine needs G6PD activity of at least 70%
 * of normal. Dapsone and nitrofurantoin cause haemolysis in G6PD deficiency by their Health Canada
 * monographs (PharmGKB label annotations, recorded in cpic-g6pd-2022's seenAt), rasburicase is avoided in it (BSH tumour lysis guideline). The
 * medicines are the vocabulary class "g6pd-oxidant". With laboratory signs of haemolysis or dark
 * urine in the notes, the finding is drug-induced haemolysis; without them, advice to avoid.
 */

/** A G6PD result that reads as deficient (not "not deficient", not normal). */
const DEFICIENT = /\bdeficien(?:t|cy)\b/i;
const NOT_DEFICIENT = /\b(?:not|non|no)[\s-]+deficien|\bnormal\b/i;
/** A laboratory test of G6PD activity, by name. */
const G6PD_TEST = /\bg6pd\b|glucose[\s-]*6[\s-]*phosphate/i;
/** Dark urine or haemoglobinuria stated in the notes. */
const DARK_URINE = /\b(?:dark|cola[\s-]coloured|cola[\s-]colored|brown|red)\s+urine\b|\bha?emoglobinuria\b/;

function deficientGene(ctx: RuleContext): GeneticItem | undefined {
  return ctx.genes("G6PD").find((g) => {
    const text = g.interpretation;
    return DEFICIENT.test(text) && !NOT_DEFICIENT.test(text);
  });
}

/** The record's evidence of G6PD deficiency, with words to quote it by. */
function g6pdDeficiency(ctx: RuleContext): { text: string; ref: string } | undefined {
  const condition = ctx.conditions("g6pd-deficiency")[0];
  if (condition) return { text: condition.name, ref: condition.ref };
  const gene = deficientGene(ctx);
  if (gene) return { text: `G6PD ${gene.interpretation}`, ref: gene.ref };
  const lab = ctx.model.labs.find((o) => G6PD_TEST.test(o.name) && isLow(o));
  if (lab) return { text: `low G6PD activity ${ctx.show(lab)}`, ref: lab.ref };
  return undefined;
}

export function g6pdOxidantDrug(ctx: RuleContext): RuleMatch | undefined {
  const meds = ctx.meds("g6pd-oxidant");
  if (meds.length === 0) return undefined;
  const deficiency = g6pdDeficiency(ctx);
  if (deficiency === undefined) return undefined;
  const signs = haemolysisSigns(ctx);
  const urine = statedMention(ctx.freeText, DARK_URINE);
  // Haemolysis is read from a falling haemoglobin or two laboratory markers, or one with dark urine.
  const markers = signs.lines.length - (signs.hbFall ? 1 : 0);
  const haemolysis = signs.hbFall || markers >= 2 || (markers >= 1 && urine !== undefined);
  const names = medNames(meds);
  const refs = [deficiency.ref, ...ctx.refs(...meds)];
  if (!haemolysis) {
    return {
      refs,
      values: {
        deficiency: deficiency.text,
        meds: names,
        state: "No laboratory sign of haemolysis is recorded yet.",
      },
    };
  }
  const hb = ctx.value("hemoglobin");
  const critical = signs.hbFall && hb !== undefined && hb < 8;
  return {
    refs: [...refs, ...ctx.refs(...signs.obs)],
    severity: critical ? Severity.critical : Severity.high,
    values: {
      deficiency: deficiency.text,
      meds: names,
      state: `Signs of haemolysis: ${[...signs.lines, ...(urine ? [`"${urine}" in the notes`] : [])].join("; ")}. This fits acute drug-induced haemolysis.`,
    },
    patientExtra:
      "Your blood tests suggest red blood cells are being broken down now. Please contact your doctor today, or go to an emergency department if you feel very unwell, breathless or dizzy.",
    nextSteps: [
      `Stop ${names} now and review the patient the same day`,
      "Repeat full blood count, reticulocytes, bilirubin, LDH and kidney function; check the urine for haemoglobin; blood film",
      "Seek haematology advice on transfusion if the haemoglobin keeps falling or the patient has symptoms",
      "Record G6PD deficiency as a medicine alert and choose alternatives that are safe in G6PD deficiency",
    ],
  };
}

export const G6PD_RULES: readonly Rule[] = [
  {
    id: "g6pd-oxidant-drug",
    family: FindingFamily.pharmacogenomics,
    severity: Severity.high,
    problem: "G6PD deficiency and medicines",
    title: "G6PD deficiency with a medicine that can break down red blood cells",
    clinician:
      "G6PD deficiency is recorded ({deficiency}) and {meds} is current. In G6PD deficiency this medicine can cause acute haemolytic anaemia and should be avoided (CPIC 2022: avoid high-risk medicines; primaquine only in set weekly or single-dose malaria regimens with monitoring). {state}",
    patient:
      "Your record says you have G6PD deficiency. With this condition, {meds} can make red blood cells break down (haemolysis). Please talk to your doctor soon about using a different medicine. Do not stop a medicine on your own without advice.",
    nextSteps: [
      "Stop or avoid the medicine and choose an alternative that is safe in G6PD deficiency",
      "If it has been taken recently, check full blood count, reticulocytes, bilirubin and LDH",
      "Record G6PD deficiency as a medicine alert",
    ],
    patientQuestions: [
      "Which medicine can I take instead?",
      "Which other medicines should I avoid with G6PD deficiency?",
    ],
    evidence: ["cpic-g6pd-2022", "bsh-2015-tls"],
    keywords: [
      "g6pd deficiency",
      "haemolysis",
      "dapsone",
      "primaquine",
      "tafenoquine",
      "nitrofurantoin",
      "rasburicase",
    ],
    match: g6pdOxidantDrug,
  },
];
