/**
 * Possible Wilson disease: a low ceruloplasmin with raised liver enzymes (review 13 hepatology-gi,
 * case 02: a man of 19 with ALT 168 U/L, ceruloplasmin 0.09 g/L, a low ALP, haemolysis and a new
 * tremor got only the generic liver-pattern advice).
 *
 * AASLD 2022 Wilson disease guidance: consider it in anyone with liver abnormalities of uncertain
 * cause (age alone does not exclude it), and exclude it when liver disease comes with neurological
 * or psychiatric symptoms or with non-immune haemolysis; work-up is liver tests, blood count and INR,
 * ceruloplasmin, 24-hour urinary copper, slit-lamp examination for Kayser-Fleischer rings,
 * neurological assessment and ATP7B genetics. Liver failure with haemolysis needs urgent transplant
 * assessment, so a raised INR makes it critical. A low ceruloplasmin alone is not diagnostic.
 */
import { FindingFamily, Severity } from "../model.ts";
import type { RuleContext } from "./context.ts";
import { statedMention } from "./notes.ts";
import type { Rule, RuleMatch } from "./types.ts";

const CERULOPLASMIN = /c(?:a)?eruloplasmin/i;
const WILSON = /\bwilson'?s?\s+disease\b|hepatolenticular/i;
const HAEMOLYSIS =
  /\bha?emoly(?:sis|tic)\b|\b(?:low|reduced|undetectable)\s+haptoglobin\b|\bhaptoglobin\s+(?:is\s+)?(?:low|reduced|undetectable)\b/i;
const NEUROPSYCHIATRIC =
  /\btremor\b|\bdysarthria\b|\bdystonia\b|\bparkinsonism\b|\bdrooling\b|\b(?:deteriorating|worsening)\s+handwriting\b|\b(?:mood|personality|behaviou?r)\s+change\b/i;

export function possibleWilson(ctx: RuleContext): RuleMatch | undefined {
  if (ctx.model.conditions.some((c) => WILSON.test(c.name))) return undefined;
  const cp = ctx.model.labs.find(
    (o) => CERULOPLASMIN.test(o.name) && (o.status === "low" || o.status === "critical-low"),
  );
  if (cp === undefined) return undefined;
  const raised = ["alt", "ast"]
    .map((id) => ctx.lab(id))
    .find((o) => o !== undefined && (o.status === "high" || o.status === "critical-high"));
  if (raised === undefined) return undefined;
  const alp = ctx.lab("alp");
  const lowAlp = alp !== undefined && (alp.status === "low" || alp.status === "critical-low");
  const haemolysis = statedMention(ctx.freeText, HAEMOLYSIS);
  const neuro = statedMention(ctx.freeText, NEUROPSYCHIATRIC);
  const inr = ctx.lab("inr");
  const inrHigh = inr !== undefined && (inr.status === "high" || inr.status === "critical-high");
  const clues = [
    lowAlp ? `a low ALP (${ctx.show(alp)}), which is often low in Wilson disease` : "",
    haemolysis === undefined ? "" : `haemolysis in the notes ("${haemolysis}")`,
    neuro === undefined ? "" : `neurological or psychiatric symptoms in the notes ("${neuro}")`,
  ].filter((s) => s !== "");
  const inrText = inr === undefined ? "No INR is recorded: check it today." : `INR ${ctx.show(inr)}.`;
  return {
    refs: ctx.refs(cp, raised, lowAlp ? alp : undefined, inr),
    severity: inrHigh ? Severity.critical : clues.length > 0 ? Severity.high : Severity.moderate,
    values: { cp: ctx.show(cp), enzyme: `${raised.name} ${ctx.show(raised)}` },
    clinicianExtra: [
      clues.length > 0 ? `Supporting features: ${clues.join("; ")}.` : "",
      inrText,
      inrHigh ? "A raised INR with this picture needs same-day hospital assessment for acute liver failure." : "",
    ]
      .filter((s) => s !== "")
      .join(" "),
  };
}

export const WILSON_DISEASE_RULES: readonly Rule[] = [
  {
    id: "wilson-disease-possible",
    family: FindingFamily.pattern,
    severity: Severity.high,
    problem: "Possible Wilson disease",
    title: "Low ceruloplasmin with raised liver enzymes: possible Wilson disease",
    clinician:
      "Ceruloplasmin {cp} is low and {enzyme} is raised. Wilson disease (inherited copper overload) must be excluded when liver disease is unexplained, and above all when it comes with neurological or psychiatric symptoms or non-immune haemolysis. A low ceruloplasmin alone does not make the diagnosis.",
    patient:
      "One of your blood tests (ceruloplasmin) is low and your liver tests are raised. This can be a sign of Wilson disease, an inherited condition where copper builds up in the body. It is treatable, and a liver specialist should see you urgently to check for it.",
    nextSteps: [
      "Refer urgently to hepatology",
      "Check the INR and blood count now; a raised INR, confusion or drowsiness needs same-day hospital admission",
      "Arrange a 24-hour urinary copper, slit-lamp examination for Kayser-Fleischer rings and ATP7B genetic testing",
      "Arrange neurological (and, with psychiatric symptoms, psychiatric) assessment",
      "If confirmed, brothers and sisters should be offered testing",
    ],
    patientQuestions: ["Could this be Wilson disease?", "Should my brothers and sisters be tested?"],
    evidence: ["aasld-2022-wilson"],
    keywords: ["wilson disease", "ceruloplasmin", "copper", "kayser-fleischer", "atp7b", "haemolysis"],
    match: possibleWilson,
  },
];
