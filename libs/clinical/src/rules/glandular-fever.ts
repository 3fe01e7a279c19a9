import { FindingFamily, type LabObservation, Severity } from "../model.ts";
import { positiveWord } from "../qualitative-wording.ts";
import type { RuleContext } from "./context.ts";
import type { Rule, RuleMatch } from "./types.ts";

/*
 * A positive heterophile (Monospot, Paul-Bunnell) or EBV VCA IgM test: glandular fever (review 20,
 * infections-2 case 11: a 16-year-old rugby player with a positive Monospot and VCA IgM, a
 * lymphocytosis and a raised ALT was told only "your test for … was positive", line by line, and
 * nothing about the spleen).
 *
 * MSD Manual (msd-manual-infectious-mononucleosis): a positive heterophile test in a fitting
 * illness is generally enough to confirm primary EBV infection, though it can be falsely positive
 * in acute HIV infection; IgM to the viral capsid antigen shows primary infection; atypical
 * lymphocytes are common. Foreman and Mackler, J Fam Pract 2005 (foreman-2005-mononucleosis-spleen):
 * every patient is at risk of splenic rupture, which examination and tests do not predict, most
 * ruptures come within 4 weeks of symptom onset, and vigorous physical activity is avoided for
 * 1 month after it; abdominal pain in the illness may signal rupture (BMJ lesson of the week and a
 * case report, recorded with that entry). Patient pages (recorded with the MSD entry) give the rest:
 * commonest at 15 to 24, better within weeks with rest and painkillers, tiredness lasting longer,
 * and rarely neck swelling that threatens breathing.
 */

const HETEROPHILE =
  /\b(?:monospot|mono ?spot|heterophil\w*|paul[- ]bunnell|infectious mononucleosis|glandular fever)\b/i;
const EBV_VCA_IGM =
  /\b(?:ebv|epstein[- ]barr)\b.*\b(?:vca|viral capsid)\b.*\bigm\b|\b(?:vca|viral capsid)\b.*\bigm\b.*\b(?:ebv|epstein)/i;

const positive = (o: LabObservation) => positiveWord(o) !== undefined;

/*
 * Liver enzymes are raised in most people with the illness, mildly to moderately, and settle by
 * themselves, usually within weeks (simpson-2022-mononucleosis-liver-tests, with a 1980 series
 * recorded there: an AST above 1000 U/L practically rules EBV out as the cause). So a raised ALT,
 * AST or GGT is read with the finding, not as a fatty liver or alcohol question; a transaminase of
 * 1000 U/L or more keeps its own line.
 */
const LIVER_ENZYMES = ["alt", "ast", "ggt"] as const;
const NOT_FROM_EBV_U_L = 1000;

function raisedLiverEnzymes(ctx: RuleContext): LabObservation[] {
  const raised = LIVER_ENZYMES.map((id) => ctx.lab(id)).filter(
    (o): o is LabObservation => o?.status === "high" || o?.status === "critical-high",
  );
  const tooHigh = raised.some((o) => o.analyteId !== "ggt" && (ctx.valueOf(o) ?? 0) >= NOT_FROM_EBV_U_L);
  return tooHigh ? [] : raised;
}

function glandularFever(ctx: RuleContext): RuleMatch | undefined {
  const tests = ctx.model.labs.filter((o) => (HETEROPHILE.test(o.name) || EBV_VCA_IGM.test(o.name)) && positive(o));
  if (tests.length === 0) return undefined;
  const vcaIgm = tests.some((o) => EBV_VCA_IGM.test(o.name));
  const lymphs = ctx.lab("alc");
  const raisedLymphs = lymphs?.status === "high" ? lymphs : undefined;
  // The lymphocytes are what raises the white cell count.
  const wbc = ctx.lab("wbc");
  const raisedWbc = raisedLymphs !== undefined && wbc?.status === "high" ? wbc : undefined;
  const liver = raisedLiverEnzymes(ctx);
  const extras = [
    liver.length > 0
      ? `Raised ${liver.map((o) => `${o.name} ${ctx.show(o)}`).join(" and ")}: liver enzymes are raised in most people with infectious mononucleosis, mildly to moderately, and usually settle by themselves within weeks (median about a month in one series), without lasting liver disease; a rise above about 1000 U/L would point to another cause.`
      : "",
    vcaIgm
      ? ""
      : "Only the heterophile test is positive: it can be falsely positive in acute HIV infection, so consider an HIV test if there is any risk.",
  ].filter(Boolean);
  return {
    refs: ctx.refs(...tests, raisedLymphs, raisedWbc, ...liver),
    values: {
      tests: tests.map((o) => `${o.name} ${o.rawValue.trim()}${o.date ? ` (${o.date})` : ""}`).join(" and "),
      lymphs: raisedLymphs ? `, with lymphocytes ${ctx.show(raisedLymphs)}` : "",
    },
    ...(extras.length > 0 && { clinicianExtra: extras.join(" ") }),
    ...(liver.length > 0 && {
      patientExtra: "The virus also often raises liver tests a little for a few weeks; this usually settles by itself.",
      evidence: ["simpson-2022-mononucleosis-liver-tests"],
    }),
  };
}

export const GLANDULAR_FEVER_RULES: readonly Rule[] = [
  {
    id: "glandular-fever",
    family: FindingFamily.pattern,
    severity: Severity.moderate,
    problem: "Infection",
    title: "Glandular fever (primary EBV infection): avoid vigorous activity for a month",
    clinician:
      "{tests}{lymphs}: primary EBV infection (infectious mononucleosis). A positive heterophile test in a fitting illness is generally enough to confirm it, and IgM to the viral capsid antigen shows primary infection. Every patient is at risk of splenic rupture, which examination and laboratory results do not predict; most ruptures come within 4 weeks of symptom onset, so vigorous physical activity, including contact sport, is avoided for 1 month after the symptoms began.",
    patient:
      "Your tests show glandular fever, an infection with the Epstein-Barr virus that is common in teenagers and young adults. It gets better on its own with rest, fluids and painkillers, though tiredness can last a while. The virus can swell the spleen (an organ under the left ribs), which can tear with a knock, so avoid sport and heavy exercise, especially contact sport, for at least a month from when you fell ill. Get help at once for sudden {tummy} pain (it may spread to the left shoulder), or if breathing or swallowing becomes hard.",
    nextSteps: [
      "Advise no vigorous activity or contact sport for at least 1 month from symptom onset",
      "Safety-net for splenic rupture (abdominal pain, which may radiate to the left shoulder tip) and for airway narrowing from swollen tonsils and nodes",
    ],
    patientQuestions: ["When can I go back to sport and PE?"],
    evidence: ["msd-manual-infectious-mononucleosis", "foreman-2005-mononucleosis-spleen"],
    keywords: [
      "infectious mononucleosis",
      "glandular fever",
      "Epstein-Barr virus",
      "splenic rupture",
      "return to sport",
    ],
    match: glandularFever,
  },
];
