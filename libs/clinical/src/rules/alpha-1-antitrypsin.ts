import { FindingFamily, Severity } from "../model.ts";
import { isActiveCondition } from "../vocab/conditions.ts";
import { type RuleContext } from "./context.ts";
import type { Rule } from "./types.ts";
import { isHigh, isLow } from "./lab-status.ts";

/**
 * A low alpha-1 antitrypsin level, a cause of emphysema and liver disease for which relatives are
 * offered testing.
 *
 * Alpha-1 antitrypsin deficiency is diagnosed from a low serum level together with the genotype
 * or phenotype; it causes emphysema (worse with smoking) and liver disease ("genereviews-aatd");
 * an acute phase response can lift a deficient level into the normal range
 * ("barr-1988-aat-acute-phase"); care is led by expert centres, which decide on augmentation
 * ("ers-2017-aatd-statement"); siblings are tested and other relatives considered
 * ("ats-ers-2003-aatd-standards").
 */

const A1AT_LUNG = /\bemphysema\b|\bcopd\b|\bchronic obstructive\b|\bbronchiectasis\b/i;
const A1AT_LIVER = /\bcirrho\w*|\bliver (?:disease|fibrosis)\b|\bhepatitis\b|\bfatty liver\b/i;
const A1AT_FAMILY = /\bemphysema\b|\bcopd\b|\balpha[- ]?1\b|\ba1at\b|\bantitrypsin\b/i;

function a1atContext(ctx: RuleContext) {
  const active = ctx.model.conditions.filter((c) => isActiveCondition(c.status));
  const lung = active.filter((c) => A1AT_LUNG.test(c.name));
  const liver = active.filter((c) => A1AT_LIVER.test(c.name));
  const scans = ctx.model.imaging.filter((s) => /\bemphysema\b/i.test(`${s.description} ${s.text}`));
  const enzymes = [ctx.lab("alt"), ctx.lab("ast")].filter(isHigh);
  const family = ctx.model.familyHistory.filter((f) => A1AT_FAMILY.test(f.condition));
  return { lung, liver, scans, enzymes, family };
}

export const ALPHA1_ANTITRYPSIN_RULES: readonly Rule[] = [
  {
    id: "alpha-1-antitrypsin-deficiency",
    family: FindingFamily.pattern,
    severity: Severity.high,
    problem: "Alpha-1 antitrypsin deficiency",
    title: "Low alpha-1 antitrypsin with lung or liver disease",
    clinician:
      "Alpha-1 antitrypsin {level} is below the reference range, with {context}. This points to alpha-1 antitrypsin deficiency, an inherited cause of early emphysema and of liver disease. The diagnosis is confirmed by the phenotype or SERPINA1 genotype; an acute illness can lift a deficient level into the normal range.",
    patient:
      "Your alpha-1 antitrypsin, a protein that protects the lungs, is low, and your record shows lung or liver changes. This can be an inherited condition called alpha-1 antitrypsin deficiency. Please ask your doctor about a genetic test and a referral to a specialist. Not smoking, and avoiding smoke and dust, matters more than usual for you. Your close relatives may be offered a test too.",
    nextSteps: [
      "Confirm with alpha-1 antitrypsin phenotype or SERPINA1 genotype",
      "Refer to a respiratory specialist or alpha-1 antitrypsin service (lung function including gas transfer; specialists decide on augmentation therapy)",
      "Check the liver (liver tests, ultrasound or fibrosis assessment) when enzymes are raised or liver disease is known",
      "Advise complete avoidance of smoking and other smoke or dust exposure; offer testing to siblings and discuss it for parents and children",
    ],
    patientQuestions: [
      "Should I have a genetic test for alpha-1 antitrypsin deficiency, and should my family be tested?",
    ],
    evidence: [
      "genereviews-aatd",
      "barr-1988-aat-acute-phase",
      "ers-2017-aatd-statement",
      "ats-ers-2003-aatd-standards",
    ],
    keywords: ["alpha-1 antitrypsin deficiency", "emphysema", "serpina1", "family testing", "liver disease"],
    match: (ctx) => {
      const a1at = ctx.lab("alpha-1-antitrypsin");
      if (!isLow(a1at)) return undefined;
      const { lung, liver, scans, enzymes, family } = a1atContext(ctx);
      if (lung.length + liver.length + scans.length + enzymes.length === 0) return undefined;
      const context = [
        ...[...lung, ...liver].map((c) => c.name),
        ...scans.map((s) => `${s.description} showing emphysema`),
        ...enzymes.map((o) => `${o.name} ${ctx.show(o)} raised`),
        ...family.map((f) => `${f.relationship}: ${f.condition}`),
      ];
      return {
        refs: [
          ...ctx.refs(a1at, ...lung, ...liver, ...enzymes),
          ...scans.map((s) => s.ref),
          ...family.map((f) => f.ref),
        ],
        values: { level: ctx.show(a1at), context: context.join("; ") },
      };
    },
  },
];
