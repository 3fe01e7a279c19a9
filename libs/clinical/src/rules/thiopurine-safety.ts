import { FindingFamily, type LabObservation, Severity } from "../model.ts";
import { medNames, type RuleContext } from "./context.ts";
import { fallenFrom, infectionSigns, inReportedUnit } from "./drug-blood.ts";
import { marrowInfectionAdvice, marrowSeverity, marrowStopSentence } from "./drug-marrow.ts";
import type { Rule, RuleMatch } from "./types.ts";
import { antiTnfHold } from "./anti-tnf-infection.ts";

/*
 * Thiopurines (azathioprine, mercaptopurine, thioguanine): marrow suppression and liver injury on
 * treatment. The UK shared-care monitoring protocols seen (an NHS Dumfries and Galloway azathioprine
 * protocol; the NHS Specialist Pharmacy Service mercaptopurine page) withhold the drug and involve the
 * specialist team when neutrophils fall below 1.6 × 10⁹/L (SPS, mercaptopurine: below 2, with
 * antibiotics considered below 1 if febrile), white cells below 3.5 × 10⁹/L, platelets below
 * 140 × 10⁹/L, or ALT/AST rise above 100 U/L; a sore throat or abnormal bruising means withholding
 * until a blood count is available. CPIC's TPMT/NUDT15 advice sets a starting dose; it does not
 * replace withholding once the counts have fallen.
 */

const F = FindingFamily.drugLab;

/** Neutrophils (per µL, as the engine reads them), white cells and platelets (10⁹/L) that withhold a thiopurine. */
const WITHHOLD = { anc: 1600, wbc: 3.5, platelets: 140 } as const;
const WORDS = { anc: "neutrophils", wbc: "white cells", platelets: "platelets" } as const;
/** ALT or AST above this (U/L) withholds a thiopurine. */
const TRANSAMINASE_WITHHOLD = 100;

interface LowCount {
  obs: LabObservation;
  text: string;
}

function lowThiopurineCounts(ctx: RuleContext): LowCount[] {
  return (Object.keys(WITHHOLD) as (keyof typeof WITHHOLD)[]).flatMap((id) => {
    const obs = ctx.lab(id);
    const value = ctx.valueOf(obs);
    if (obs === undefined || value === undefined || value >= WITHHOLD[id]) return [];
    const prior = fallenFrom(ctx, id);
    return [{ obs, text: `${WORDS[id]} ${ctx.show(obs)}${prior ? ` (from ${ctx.show(prior)})` : ""}` }];
  });
}

/** "Azathioprine 50 mg tablets (150 mg once daily (2.5 mg/kg))": the dose taken, not only the tablet strength. */
function withDose(ctx: RuleContext): string {
  return ctx
    .meds("thiopurine")
    .map((m) => (m.dosage ? `${m.name}, ${m.dosage}` : m.name))
    .join("; ");
}

export function thiopurineMarrow(ctx: RuleContext): RuleMatch | undefined {
  const meds = ctx.meds("thiopurine");
  if (meds.length === 0) return undefined;
  const low = lowThiopurineCounts(ctx);
  if (low.length === 0) return undefined;
  const ancObs = low.find((l) => l.obs.analyteId === "anc")?.obs;
  const anc = ctx.valueOf(ancObs);
  const signs = infectionSigns(ctx);
  const severeNeutropenia = anc !== undefined && anc < 1000;
  const critical = low.some((l) => l.obs.critical || l.obs.status === "critical-low");
  const severity = marrowSeverity(anc, signs, critical);
  const steps = [
    `Withhold ${medNames(meds)} now and discuss with the prescribing specialist team today`,
    "Repeat the full blood count with a differential urgently, with liver tests",
    ...(severeNeutropenia || signs !== undefined
      ? [
          `Neutrophils below ${ancObs ? inReportedUnit(ancObs, 1000) : "1.0 × 10⁹/L"} or signs of infection: assess the patient the same day, and treat any fever as a possible neutropenic infection`,
        ]
      : []),
    "Do not restart until the counts recover and the specialist has reviewed the dose",
  ];
  const tnf = antiTnfHold(ctx, signs);
  if (tnf) steps.splice(1, 0, tnf.step);
  return {
    refs: [...ctx.refs(...low.map((l) => l.obs), ...meds), ...(tnf?.refs ?? [])],
    values: { counts: low.map((l) => l.text).join(", "), med: withDose(ctx), stop: marrowStopSentence("it") },
    severity,
    clinicianExtra: [
      signs ? `Signs of infection are recorded (${signs}).` : "",
      ctx.model.labs.some((o) => /\btpmt\b/i.test(o.name)) || ctx.genes("TPMT").length > 0
        ? "A TPMT result is in the record: reduced TPMT activity makes marrow toxicity more likely, and CPIC's reduced-dose advice is for starting treatment, not for continuing once the counts have fallen."
        : "",
      tnf?.sentence ?? "",
    ]
      .filter(Boolean)
      .join(" "),
    patientExtra: marrowInfectionAdvice(anc, signs),
    nextSteps: steps,
    evidence: [
      ...(meds.some((m) => m.drugs.includes("mercaptopurine")) ? ["sps-mercaptopurine-monitoring"] : []),
      ...(tnf ? ["infliximab-label-serious-infection"] : []),
    ],
  };
}

function thiopurineLiver(ctx: RuleContext): RuleMatch | undefined {
  const meds = ctx.meds("thiopurine");
  if (meds.length === 0) return undefined;
  const raised = (["alt", "ast"] as const).flatMap((id) => {
    const obs = ctx.lab(id);
    const value = ctx.valueOf(obs);
    if (obs === undefined || value === undefined || value <= TRANSAMINASE_WITHHOLD) return [];
    const [, previous] = ctx.labs(id).filter((o) => o.standard !== undefined);
    const from = previous ? ` (from ${ctx.show(previous)})` : "";
    return [{ obs, text: `${id.toUpperCase()} ${ctx.show(obs)}${from}` }];
  });
  if (raised.length === 0) return undefined;
  return {
    refs: ctx.refs(...raised.map((r) => r.obs), ...meds),
    values: { values: raised.map((r) => r.text).join(" and "), med: withDose(ctx) },
    evidence: meds.some((m) => m.drugs.includes("mercaptopurine")) ? ["sps-mercaptopurine-monitoring"] : [],
  };
}

export const THIOPURINE_SAFETY_RULES: readonly Rule[] = [
  {
    id: "thiopurine-marrow-toxicity",
    family: F,
    severity: Severity.high,
    problem: "Medication safety",
    title: "Low blood counts on a thiopurine: withhold and review",
    clinician:
      "Low counts on a thiopurine ({med}): {counts}. This fits thiopurine marrow toxicity. UK shared-care monitoring protocols withhold the thiopurine and involve the specialist team when neutrophils are below 1.6 × 10⁹/L, white cells below 3.5 × 10⁹/L or platelets below 140 × 10⁹/L; a sore throat means withholding until a blood count is available. A dose reduction is not the first step once the counts have fallen.",
    patient:
      "You take a medicine called a thiopurine (such as azathioprine), and some of your blood cell counts are low. This medicine can sometimes harm the bone marrow, where blood cells are made. {stop}",
    nextSteps: ["Withhold the thiopurine now and discuss with the prescribing specialist team today"],
    patientQuestions: ["When will my blood test be repeated, and when can I restart my medicine?"],
    evidence: ["nhsdg-azathioprine-monitoring"],
    keywords: ["azathioprine", "mercaptopurine", "thiopurine", "neutropenia", "leucopenia", "myelotoxicity"],
    match: thiopurineMarrow,
  },
  {
    id: "thiopurine-raised-transaminases",
    family: F,
    severity: Severity.high,
    problem: "Medication safety",
    title: "ALT or AST above 100 U/L on a thiopurine",
    clinician:
      "{values} on a thiopurine ({med}). A rise on treatment is likely to be thiopurine liver injury until shown otherwise; UK shared-care monitoring protocols withhold the thiopurine and discuss with the specialist team when ALT or AST is above 100 U/L.",
    patient:
      "You take a medicine called a thiopurine (such as azathioprine), and a liver blood test is well above the usual range. This medicine can affect the liver. Contact the team who prescribes it soon: they will usually ask you to stop it for now and repeat the test.",
    nextSteps: [
      "Withhold the thiopurine and discuss with the prescribing specialist team",
      "Repeat the liver tests, and ask about alcohol and other new medicines",
    ],
    evidence: ["nhsdg-azathioprine-monitoring"],
    keywords: ["azathioprine", "mercaptopurine", "thiopurine", "alt", "hepatotoxicity", "drug-induced liver injury"],
    match: thiopurineLiver,
  },
];
