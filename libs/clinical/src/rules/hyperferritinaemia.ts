import { FindingFamily, Severity, type VitalItem } from "../model.ts";
import { formatNumber } from "../text.ts";
import type { RuleContext } from "./context.ts";
import { statedMention } from "./notes.ts";
import type { Rule } from "./types.ts";
import { isLow } from "./lab-status.ts";

/*
 * Extreme hyperferritinaemia (review 11, rheumatology case 14: ferritin 18 500 µg/L, three weeks of
 * spiking fever, rash, falling platelets). Iron overload does not give ferritin in this range with
 * fever; the differential is haemophagocytic lymphohistiocytosis (HLH) / macrophage activation
 * syndrome (MAS), adult-onset Still's disease, overwhelming infection and blood cancers. Schweizer
 * et al. 2015 (ADDED_SOURCES "schweizer-2015-hyperferritinaemia-hlh") studied ferritin above
 * 5000 µg/L: HLH was frequent, Still's disease raises ferritin through macrophage activation, and
 * cytopenia of two or more lines carried a mortality above 60%; a Blood 2015 series seen with it
 * warns that in adults a very high ferritin is not specific (kidney failure, liver injury,
 * infection, malignancy), so the finding is a differential to work up the same day, not a diagnosis.
 *
 * The threshold is 10 000 µg/L, twice the level at which that study began looking for HLH, so that
 * the finding is reserved for the extreme values where iron overload is the wrong first thought.
 * It is high on its own, and critical with fever (a reading of 38 °C or more, or fever stated in
 * the notes) together with a low platelet count, neutrophil count or haemoglobin, the pattern of
 * HLH/MAS. No HScore or HLH-2004 cut-off is used: none was verified.
 */

/** µg/L: twice the 5000 µg/L at which Schweizer et al. looked for HLH. */
const EXTREME_FERRITIN = 10000;
const FEVER_C = 38;

const FEVER_TEXT =
  /\b(?:fevers?|febrile|pyrexi(?:a|al)|rigors?|high temperatures?)\b|\btemp(?:erature)?s?\s*(?:of\s*|to\s*|[:=]\s*)?(?:3[89]|4[01])(?:[.,]\d+)?\b/;
/** A fall in platelets stated in the notes ("platelets were 290 a week ago"). */
const PLATELETS_FALLING = /\bplatelets?\b[^.;\n]{0,40}\b(?:were|was|from|falling|fell|dropp(?:ed|ing))\b[^.;\n]{0,30}/;

function celsius(v: VitalItem): number | undefined {
  if (v.value === undefined) return undefined;
  const f = /f/i.test(v.unit ?? "") || (v.unit === undefined && v.value >= 93);
  return f ? ((v.value - 32) * 5) / 9 : v.value;
}

/** Fever: the highest recorded temperature ≥38 °C, or fever stated in the notes. */
function fever(ctx: RuleContext): { text: string; refs: string[] } | undefined {
  const hot = ctx
    .vitals("temperature")
    .map((v) => ({ v, c: celsius(v) }))
    .filter((r): r is { v: VitalItem; c: number } => r.c !== undefined && r.c >= FEVER_C)
    .sort((a, b) => b.c - a.c)[0];
  if (hot) return { text: `temperature ${formatNumber(hot.c, 1)} °C`, refs: [hot.v.ref] };
  const quote = statedMention(ctx.freeText, FEVER_TEXT);
  return quote === undefined ? undefined : { text: `"${quote}" in the notes`, refs: [] };
}

export const HYPERFERRITINAEMIA_RULES: readonly Rule[] = [
  {
    id: "extreme-hyperferritinaemia",
    family: FindingFamily.pattern,
    severity: Severity.high,
    problem: "Very high ferritin",
    title: "Extremely high ferritin: think of HLH/macrophage activation, Still's disease or severe infection",
    clinician:
      "Ferritin {ferritin} is far above the range that iron overload or ordinary inflammation usually gives. The differential is haemophagocytic lymphohistiocytosis (HLH) or macrophage activation syndrome, adult-onset Still's disease, overwhelming infection and haematological malignancy; kidney failure and acute liver injury can also raise ferritin this far.",
    patient:
      "Your ferritin, a protein that rises with inflammation as well as with stored iron, is extremely high. At this level it usually points to strong inflammation rather than too much iron, and a doctor needs to look for the cause soon.",
    nextSteps: [
      "Review the patient promptly: fever, rash, joint pains, enlarged liver, spleen or lymph nodes",
      "Full blood count with film, fibrinogen, triglycerides, LDH, liver tests, creatinine, CRP and blood cultures",
      "Discuss with haematology or rheumatology the same day if there is fever or any fall in blood counts",
    ],
    patientQuestions: ["What could be causing such a high ferritin, and which tests will you do next?"],
    evidence: ["schweizer-2015-hyperferritinaemia-hlh"],
    keywords: ["ferritin", "hlh", "haemophagocytic", "macrophage activation", "still's disease"],
    match: (ctx) => {
      const ferritin = ctx.lab("ferritin");
      const value = ctx.valueOf(ferritin);
      if (ferritin === undefined || value === undefined || value < EXTREME_FERRITIN) return undefined;
      const values = { ferritin: ctx.show(ferritin) };
      const fev = fever(ctx);
      const lowCounts = [ctx.lab("platelets"), ctx.lab("anc"), ctx.lab("hemoglobin")].filter(isLow);
      const plateletNote = statedMention(ctx.freeText, PLATELETS_FALLING);
      const trig = ctx.lab("triglycerides");
      const extras = [
        ...lowCounts.map((o) => `${o.name} ${ctx.show(o)}`),
        ...(plateletNote ? [`"${plateletNote}" in the notes`] : []),
        ...(trig && (trig.status === "high" || trig.status === "critical-high")
          ? [`triglycerides ${ctx.show(trig)}`]
          : []),
      ];
      if (fev === undefined || lowCounts.length === 0) {
        return {
          refs: ctx.refs(ferritin),
          values,
          ...(fev ? { clinicianExtra: `With fever (${fev.text}).` } : {}),
        };
      }
      return {
        refs: [...ctx.refs(ferritin, ...lowCounts, trig), ...fev.refs],
        values,
        severity: Severity.critical,
        clinicianExtra: `With fever (${fev.text}) and ${extras.join(", ")}, this fits HLH/macrophage activation syndrome (for example complicating adult-onset Still's disease), which can progress to multi-organ failure within days: same-day hospital assessment.`,
        patientExtra:
          "Because you also have a fever and some of your blood counts are low, you need to be seen in hospital today.",
        nextSteps: [
          "Same-day hospital assessment with haematology and rheumatology input: possible HLH/macrophage activation syndrome",
          "Full blood count with film, fibrinogen, triglycerides, LDH, liver tests, creatinine, blood cultures; repeat counts and ferritin within 24 hours",
          "Do not treat this ferritin as iron overload: no venesection or iron chelation",
        ],
      };
    },
  },
];
