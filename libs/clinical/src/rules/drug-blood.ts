import { FindingFamily, type LabObservation, type MedicationItem, Severity, SEVERITY_RANK } from "../model.ts";
import { formatNumber } from "../text.ts";
import { medNames, type RuleContext } from "./context.ts";
import { knownCirrhosis } from "./cirrhosis.ts";
import { clozapineBenBand, recordedBen } from "./clozapine-ben.ts";
import { marrowInfectionAdvice, marrowSeverity, marrowStopSentence } from "./drug-marrow.ts";
import { TRIMETHOPRIM } from "./drug-lab.ts";
import { isStated } from "./notes.ts";
import { joinExtra, otherLiverSuspects } from "./liver-co-suspects.ts";
import { testosteroneHctStop } from "./testosterone-haematocrit.ts";
import { readsAsUsUnits } from "./uk-record.ts";
import { gahtFrom } from "../normalize/gaht.ts";
import type { Rule, RuleMatch } from "./types.ts";

/*
 * Medicines whose harm shows first in the blood count (see SUMMARIES for where each point was read):
 * clozapine and the antithyroid drugs (neutropenia, agranulocytosis), methotrexate (marrow
 * suppression, made more likely by trimethoprim and by reduced kidney function), testosterone (a
 * raised haematocrit) and linezolid (a falling platelet count). Neutrophil thresholds are the
 * sources' own, per microlitre; the engine reads neutrophils in that unit and texts quote thresholds
 * in the unit the result was reported in.
 */

const F = FindingFamily.drugLab;

/** A neutrophil threshold given per microlitre, written in the unit of the reported result ("0.5 10^9/L"). */
export function inReportedUnit(obs: LabObservation, perMicrolitre: number): string {
  const reported = obs.value.kind === "number" ? obs.value.value : 0;
  const ratio = reported !== 0 && obs.standard ? obs.standard.value / reported : 1;
  if (obs.unit === undefined || Math.abs(ratio - 1) < 1e-6) return `${formatNumber(perMicrolitre)}/µL`;
  return `${formatNumber(perMicrolitre / ratio)} ${obs.unit}`;
}

/** The previous result of a test when it was higher than the current one (a falling count). */
export function fallenFrom(ctx: RuleContext, id: string): LabObservation | undefined {
  const [current, previous] = ctx.labs(id).filter((o) => o.standard !== undefined);
  const now = ctx.valueOf(current);
  const before = ctx.valueOf(previous);
  return now !== undefined && before !== undefined && before > now ? previous : undefined;
}

/** Fever and the signs of infection these sources ask patients to report (sore throat, rigors). */
const INFECTION_SIGNS =
  /\b(?:fever(?:ish)?|febrile|pyrexi(?:a|al)|rigors?|sore throat|shiver(?:s|y|ing)?|temp(?:erature)?\.?:?\s*(?:of\s*)?(?:3[89]|4[0-2])(?:[.,]\d+)?(?:\s*°?\s*c\b)?)/g;

/**
 * Signs of infection in the record: the latest temperature when it is 38 °C (100.4 °F) or more, and
 * the signs stated in the notes ("sore throat", "temp 38.3"; not "no fever").
 */
export function infectionSigns(ctx: RuleContext): string | undefined {
  const signs: string[] = [];
  const latest = [...ctx.vitals("temperature")].sort((a, b) => (b.time ?? 0) - (a.time ?? 0))[0];
  if (latest?.value !== undefined) {
    const fahrenheit = /f/i.test(latest.unit ?? "") || latest.value > 50;
    if (latest.value >= (fahrenheit ? 100.4 : 38))
      signs.push(`temperature ${latest.rawValue}${latest.unit ? ` ${latest.unit}` : ""}`);
  }
  const text = ctx.freeText;
  for (const m of text.matchAll(INFECTION_SIGNS)) {
    if (isStated(text, m.index, m[0].length) && !signs.includes(m[0].trim())) signs.push(m[0].trim());
  }
  return signs.length > 0 ? signs.join(", ") : undefined;
}

function atLeast(severity: Severity, floor: Severity): Severity {
  return SEVERITY_RANK[severity] >= SEVERITY_RANK[floor] ? severity : floor;
}

/** How the neutrophil count compares with the clozapine label's bands (general population). */
interface ClozapineBand {
  severity: Severity;
  band: string;
  step: string;
  patient: string;
}

function clozapineBand(obs: LabObservation, anc: number): ClozapineBand {
  const t = (n: number) => inReportedUnit(obs, n);
  if (anc < 500)
    return {
      severity: Severity.critical,
      band: `below ${t(500)}: severe neutropenia by the clozapine label, which interrupts clozapine, asks for haematology advice and does not restart it unless the prescriber judges the benefit to outweigh the risk`,
      step: `Withhold clozapine today and seek haematology advice (label: severe neutropenia, ANC below ${t(500)}); daily ANC`,
      patient: "very low",
    };
  if (anc < 1000)
    return {
      severity: Severity.high,
      band: `${t(500)} to below ${t(1000)}: moderate neutropenia by the clozapine label, which interrupts clozapine for suspected clozapine-induced neutropenia and asks for haematology advice`,
      step: `Withhold clozapine today and seek haematology advice (label: moderate neutropenia, ANC below ${t(1000)}); daily ANC until at least ${t(1000)}`,
      patient: "low",
    };
  if (anc < 1500)
    return {
      severity: Severity.moderate,
      band: `${t(1000)} to below ${t(1500)}: mild neutropenia by the clozapine label, which continues clozapine with ANC three times a week until it is ${t(1500)} or more`,
      step: `Repeat the ANC within 24 hours to confirm (label: confirm a first result below ${t(1500)}), then three times a week until at least ${t(1500)}`,
      patient: "low",
    };
  return {
    severity: Severity.low,
    band: `below the laboratory range, though not yet in the clozapine label's neutropenia bands (below ${t(1500)})`,
    step: "Repeat the ANC and review the trend with the clozapine monitoring service",
    patient: "lower than usual",
  };
}

function clozapineNeutropenia(ctx: RuleContext): RuleMatch | undefined {
  const meds = ctx.meds("clozapine");
  const obs = ctx.lab("anc");
  const anc = ctx.valueOf(obs);
  if (meds.length === 0 || obs === undefined || anc === undefined) return undefined;
  const lower = ctx.lowerLimit("anc");
  const prior = fallenFrom(ctx, "anc");
  const signs = infectionSigns(ctx);
  // A recorded benign ethnic neutropenia switches to the label's BEN bands and leaves the
  // general-population red threshold aside (rules/clozapine-ben.ts).
  const ben = recordedBen(ctx);
  const ukScheme =
    ben === undefined &&
    !readsAsUsUnits(ctx) &&
    /10\s*\^?\s*\*?\s*9|giga|\/l$/i.test(obs.unit ?? "") &&
    !/[uµμ]l|mm/i.test(obs.unit ?? "");
  // UK monitoring services call 1.5 to below 2.0 x10^9/L an amber result, which asks for twice-weekly
  // counts whatever the trend (review 37, endocrine-meds-37 case 07: a Sheffield count of 1.7 got only
  // the generic low-neutrophil line, with its remark on harmless low counts in some ancestries).
  const ukAmber = ukScheme && anc >= 1500 && anc < 2000;
  // Below 1500/µL the label acts; above it only a count below the range that is falling or comes
  // with signs of infection is worth a finding.
  if (anc >= 1500 && !ukAmber && !(lower !== undefined && anc < lower && (prior !== undefined || signs !== undefined)))
    return undefined;
  const benStable = ben !== undefined && anc >= 1000 && signs === undefined;
  const b = ben ? clozapineBenBand(anc, (n) => inReportedUnit(obs, n), ben) : clozapineBand(obs, anc);
  const fall = prior ? `, down from ${ctx.show(prior)}` : "";
  const steps = benStable
    ? [b.step]
    : ["Contact the prescriber or the clozapine monitoring service today with this result", b.step];
  // UK/EU schemes: a neutrophil count below 1.5 x10^9/L is a "red" result that stops clozapine at
  // once (NHS guidance on the SmPC). Acted on when the record looks UK/EU, and then the only
  // instruction given, so the label's "continue" for mild neutropenia is not stated beside it.
  // A record that reads as American is under the US label alone: the UK/EU "stop at once" beside
  // the label's "continue" contradicted it for a Portland, Oregon clinic (review 32, mental-32b case 02).
  const ukRed = anc < 1500 && ben === undefined && !readsAsUsUnits(ctx);
  const ukRecord = ukRed && ukScheme;
  const ukStop = ukRecord && anc >= 1000;
  if (ukAmber) {
    steps[1] = `Full blood count twice weekly until neutrophils are back to ${inReportedUnit(obs, 2000)} or more (UK amber result); only a red result, below ${inReportedUnit(obs, 1500)}, stops clozapine`;
    b.band = `${inReportedUnit(obs, 1500)} to below ${inReportedUnit(obs, 2000)}: an amber result under the UK clozapine monitoring services, which ask for a full blood count twice weekly until it is back in the green range (${inReportedUnit(obs, 2000)} or more); the US label's neutropenia bands start below ${inReportedUnit(obs, 1500)}`;
    b.severity = Severity.moderate;
  } else if (ukStop) {
    steps[1] = `Stop clozapine now (UK/EU red result, neutrophils below ${inReportedUnit(obs, 1500)}) and inform the psychiatrist; full blood count daily while red`;
    b.band = `${inReportedUnit(obs, 1000)} to below ${inReportedUnit(obs, 1500)}: a red result under the UK/EU monitoring schemes, which stop clozapine (the US label, used elsewhere, would instead continue it with ANC three times a week)`;
  } else if (ukRecord) {
    // Review 35 (medicines-35 case 01): a Leeds clinic's count of 0.8 led with the US label's band and
    // gave the UK red result second; on a UK/EU record the scheme that governs it leads.
    steps[1] = `Stop clozapine now (UK/EU red result, neutrophils below ${inReportedUnit(obs, 1500)}), inform the psychiatrist and seek haematology advice; full blood count daily while red`;
    b.band = `a red result under the UK/EU monitoring schemes (neutrophils below ${inReportedUnit(obs, 1500)}, or white cells below 3.0 x10^9/L), which stop clozapine at once with a daily blood count; the clozapine label also interrupts it (${anc < 500 ? "severe" : "moderate"} neutropenia, below ${inReportedUnit(obs, anc < 500 ? 500 : 1000)}) and asks for haematology advice`;
  }
  // Neutrophils of 0.5 x10^9/L or less with a fever: treat as neutropenic sepsis, an emergency.
  const febrile = signs !== undefined && /temperature|fever|febrile|pyrexi|temp/i.test(signs);
  const sepsis = febrile && anc <= 500;
  // Review 31 (obs-med-31 cases 09-10): a fever with neutrophils below 1.5 x10^9/L on clozapine
  // (a UK/EU red result; the label's neutropenia bands) was graded high with "assess today". The
  // label asks patients to report fever at once as a possible sign of neutropenia, and the UK red
  // alert stops clozapine immediately: with a fever this is possible early agranulocytosis or
  // sepsis, to be assessed now (critical), not at a routine clinic slot. Sore throat alone keeps high.
  const febrileLow = febrile && !sepsis && anc < 1500 && ben === undefined;
  if (sepsis)
    steps.unshift(
      "Emergency: treat as suspected neutropenic sepsis now; send to the emergency department for assessment and immediate empirical antibiotics",
    );
  else if (febrileLow)
    steps.unshift(
      "Same-day emergency assessment now (emergency department or acute medical unit): fever with neutrophils below the clozapine threshold may be early agranulocytosis or sepsis; urgent full blood count, blood cultures, and antibiotics without delay if sepsis is suspected",
    );
  else if (signs)
    steps.unshift(
      "Assess the patient today for a neutropenic infection, with an urgent repeat full blood count and ANC",
    );
  else if (!benStable)
    steps.push(
      "Ask today about fever, sore throat or flu-like illness; if febrile, treat as suspected neutropenic sepsis",
    );
  return {
    refs: ctx.refs(obs, prior, ...meds),
    values: {
      anc: ctx.show(obs),
      fall,
      band: b.band,
      med: medNames(meds),
      level: b.patient,
      // One place to go: the emergency department, not also "your clinic today".
      contact:
        sepsis || febrileLow
          ? "With a fever, this is an emergency, and the doctors who see you will advise on your clozapine."
          : benStable
            ? "Your care team reads your count against your own lower baseline, so keep to your usual blood test schedule."
            : "Contact the doctor who prescribes your clozapine, or your clozapine clinic, today.",
    },
    severity:
      sepsis || febrileLow ? Severity.critical : signs || ukRecord ? atLeast(b.severity, Severity.high) : b.severity,
    clinicianExtra:
      (sepsis
        ? `Fever with neutrophils at or below ${inReportedUnit(obs, 500)} (${signs}): suspected neutropenic sepsis, an emergency that needs assessment and empirical antibiotics now, not later today. `
        : febrileLow
          ? `Fever with neutrophils below ${inReportedUnit(obs, 1500)} on clozapine (${signs}): possible early agranulocytosis or sepsis, to be assessed now rather than later today; the label asks patients to report fever at once as a possible sign of neutropenia. `
          : signs
            ? `Signs of infection are recorded (${signs}): on clozapine with a low or falling neutrophil count these need assessment the same day, since the label asks patients to report fever or sore throat at once as possible signs of neutropenia. `
            : "") +
      (ukRed && !ukRecord
        ? `Under the UK/EU monitoring schemes a neutrophil count below ${inReportedUnit(obs, 1500)} (or white cells below 3.0 x10^9/L) is a red result: clozapine is stopped at once and the blood count repeated daily. `
        : "") +
      (ben ? "" : "The label's bands differ for benign ethnic neutropenia once that has been established."),
    patientExtra: febrileLow
      ? "You have a fever and a low number of infection-fighting cells. Go to an emergency department now, or call your local emergency number. Tell them you take clozapine."
      : sepsis
        ? "You have a fever and very few infection-fighting cells. Go to an emergency department now, or call your local emergency number. Tell them you take clozapine."
        : signs
          ? "Because you have signs of an infection, you need to be seen today. If you feel very unwell, go to an emergency department."
          : "If you get a fever, sore throat or feel unwell as if with flu, contact your doctor or clozapine clinic straight away.",
    nextSteps: steps,
    evidence: [
      ...(ben ? ["clozaril-label-ben-algorithm"] : []),
      ...(ukRed || ukAmber ? ["nhs-clozapine-red-result"] : []),
      ...(sepsis ? ["nice-cg151-neutropenic-sepsis", "nhs-lothian-febrile-neutropenia"] : []),
    ],
  };
}

/** Blood counts that fall when methotrexate suppresses the marrow. */
const MARROW_COUNTS = [
  { id: "anc", words: "neutrophils" },
  { id: "platelets", words: "platelets" },
  { id: "wbc", words: "white cells" },
] as const;

/** Current counts below their lower limit, as quoted text, and whether one is critically low. */
function lowCounts(ctx: RuleContext): { obs: LabObservation[]; text: string; critical: boolean } | undefined {
  const low = MARROW_COUNTS.flatMap(({ id, words }) => {
    const obs = ctx.lab(id);
    const value = ctx.valueOf(obs);
    const lower = ctx.lowerLimit(id);
    if (obs === undefined || value === undefined || lower === undefined || value >= lower) return [];
    const prior = fallenFrom(ctx, id);
    return [{ obs, text: `${words} ${ctx.show(obs)}${prior ? ` (from ${ctx.show(prior)})` : ""}` }];
  });
  if (low.length === 0) return undefined;
  return {
    obs: low.map((l) => l.obs),
    text: low.map((l) => l.text).join(", "),
    critical: low.some((l) => l.obs.critical || l.obs.status === "critical-low"),
  };
}

/** Symptoms of marrow suppression or mucositis stated in the notes ("mouth ulcers", "bruising"). */
const MARROW_SYMPTOMS =
  /\b(?:mouth ulcers?|oral ulcers?|ulcers in (?:the|her|his) mouth|stomatitis|mucositis|bruis(?:e|es|ing)|bleeding gums?)\b/g;

export function statedSymptoms(ctx: RuleContext): string | undefined {
  const text = ctx.freeText;
  const found = [...text.matchAll(MARROW_SYMPTOMS)].filter((m) => isStated(text, m.index, m[0].length));
  const names = [...new Set(found.map((m) => m[0]))];
  return names.length > 0 ? names.join(", ") : undefined;
}

/** What in the record makes methotrexate toxicity more likely: trimethoprim and reduced kidney function. */
function methotrexateRisks(ctx: RuleContext): {
  text: string;
  tmp: MedicationItem[];
  recentTmp: MedicationItem[];
  /** Trimethoprim named only in the notes, as they word it. */
  notedTmp?: string;
  egfr?: LabObservation;
} {
  const tmp = ctx.medsOf(...TRIMETHOPRIM);
  const recentTmp = tmp.length > 0 ? [] : recentlyFinishedTrimethoprim(ctx);
  // Review 32, onc-haem-32b case 14: "recently started trimethoprim for a urine infection" in the
  // notes, not in the medicine list, beside pancytopenia on methotrexate was not named as a trigger.
  const notedTmp = tmp.length + recentTmp.length > 0 ? undefined : trimethoprimInNotes(ctx);
  const risks: string[] = [];
  if (notedTmp !== undefined)
    risks.push(
      `trimethoprim in the notes ("${notedTmp}"), a likely trigger, since trimethoprim adds an antifolate effect`,
    );
  if (tmp.length > 0)
    risks.push(
      `${medNames(tmp)}, since trimethoprim adds an antifolate effect and co-trimoxazole also slows methotrexate clearance`,
    );
  if (recentTmp.length > 0)
    risks.push(
      `a recently finished course of ${medNames(recentTmp)}, the likely trigger, since trimethoprim adds an antifolate effect`,
    );
  const egfrObs = ctx.lab("egfr");
  const egfr = ctx.valueOf(egfrObs);
  const reduced = egfr !== undefined && egfr < 60;
  if (reduced)
    risks.push(`eGFR ${ctx.show(egfrObs)}, since methotrexate is cleared more slowly with reduced kidney function`);
  return {
    text: risks.join("; and "),
    tmp,
    recentTmp,
    ...(notedTmp !== undefined && { notedTmp }),
    egfr: reduced ? egfrObs : undefined,
  };
}

const TMP_IN_NOTES = /\b(?:trimethoprim|co-?trimoxazole|septrin|bactrim)\b/i;

/** Trimethoprim the notes name with a few words of context ("recently started trimethoprim"), if stated. */
function trimethoprimInNotes(ctx: RuleContext): string | undefined {
  const m = TMP_IN_NOTES.exec(ctx.freeText);
  if (m === null || !isStated(ctx.freeText, m.index, m[0].length)) return undefined;
  const before =
    ctx.freeText
      .slice(Math.max(0, m.index - 30), m.index)
      .split(/[.;:!?]/)
      .pop() ?? "";
  return `${before.trim().split(/\s+/).slice(-3).join(" ")} ${m[0]}`.trim();
}

/** Days after a trimethoprim course within which it still counts as a trigger of methotrexate toxicity. */
const RECENT_TMP_DAYS = 28;

/**
 * A trimethoprim-containing course no longer current but started or ended within the last four weeks
 * (review 10, case 15: "completed" last week); undated ones count when the notes name trimethoprim.
 */
function recentlyFinishedTrimethoprim(ctx: RuleContext): MedicationItem[] {
  const now = ctx.model.now === undefined ? Number.NaN : Date.parse(ctx.model.now);
  const inNotes = /\b(?:trimethoprim|co-?trimoxazole|septrin|bactrim)\b/i.exec(ctx.freeText);
  const noted = inNotes !== null && isStated(ctx.freeText, inNotes.index, inNotes[0].length);
  return ctx.model.medications.filter((m) => {
    if (m.active || !TRIMETHOPRIM.some((c) => m.classes.includes(c))) return false;
    const when = Date.parse(m.endDate ?? m.startDate ?? "");
    if (Number.isNaN(when) || Number.isNaN(now)) return noted;
    return now >= when && (now - when) / 86_400_000 <= RECENT_TMP_DAYS;
  });
}

export function methotrexateLowCounts(ctx: RuleContext): RuleMatch | undefined {
  const meds = ctx.meds("methotrexate");
  const low = lowCounts(ctx);
  if (meds.length === 0 || low === undefined) return undefined;
  const risks = methotrexateRisks(ctx);
  const anc = low.obs.find((o) => o.analyteId === "anc");
  const symptoms = statedSymptoms(ctx);
  const extras: string[] = [];
  if (risks.text) extras.push(`Adding to the risk in this record: ${risks.text}.`);
  if (symptoms) extras.push(`The notes record ${symptoms}, which fit marrow suppression or mucositis.`);
  // A low platelet count alone in cirrhosis has a commoner cause (review 25, deep-25 case 06).
  const cirrhosis = plateletsOnlyInCirrhosis(ctx, low.obs);
  if (cirrhosis) extras.push(cirrhosis);
  const severity = marrowSeverity(ctx.valueOf(anc), infectionSigns(ctx), low.critical);
  // Folinic acid rescue is for toxicity with impaired elimination (trimethoprim, reduced kidney
  // function), mucositis or a critical count; a mildly low white count alone is withheld and rechecked.
  const rescue = risks.text !== "" || symptoms !== undefined || severity === Severity.critical;
  const steps = [
    "Withhold methotrexate and arrange same-day medical assessment with a repeat full blood count, kidney and liver tests",
    ...(risks.tmp.length > 0
      ? [
          "Stop the trimethoprim-containing antibiotic; if the infection still needs treating, choose another antibiotic",
        ]
      : risks.notedTmp !== undefined
        ? [
            "Check whether the trimethoprim in the notes is still being taken and stop it; if the infection still needs treating, choose another antibiotic",
          ]
        : []),
    ...(rescue
      ? [
          "Discuss folinic acid (calcium folinate) rescue with haematology, rheumatology or a poisons service: it lessens methotrexate toxicity when elimination is impaired",
        ]
      : []),
    ...(anc !== undefined
      ? ["Treat any fever as a possible neutropenic infection needing same-day hospital assessment"]
      : []),
  ];
  const patientExtra = [
    risks.tmp.length > 0
      ? "One of your medicines is an antibiotic with trimethoprim, which can make methotrexate more harmful to the blood."
      : risks.recentTmp.length > 0
        ? "The trimethoprim antibiotic you took recently can make methotrexate more harmful to the blood."
        : risks.notedTmp !== undefined
          ? "Your notes mention trimethoprim, an antibiotic that can make methotrexate more harmful to the blood."
          : "",
    // Low neutrophils: a fever or sore throat is an emergency, whatever the rest of the report says (review 10, case 15).
    anc === undefined ? "" : marrowInfectionAdvice(ctx.valueOf(anc), infectionSigns(ctx)),
  ]
    .filter(Boolean)
    .join(" ");
  return {
    refs: ctx.refs(...low.obs, ...meds, ...risks.tmp, ...risks.recentTmp, risks.egfr),
    values: { counts: low.text, med: medNames(meds), stop: marrowStopSentence("methotrexate") },
    severity,
    clinicianExtra: extras.join(" ") || undefined,
    patientExtra: patientExtra || undefined,
    nextSteps: steps,
    evidence: [
      ...(risks.tmp.length + risks.recentTmp.length > 0 || risks.notedTmp !== undefined
        ? ["medsafe-2022-methotrexate-trimethoprim"]
        : []),
      ...(cirrhosis ? ["accessmedicine-cirrhosis-hypersplenism"] : []),
    ],
  };
}

/**
 * Platelets the only low count, with cirrhosis on record: portal hypertension (the spleen holding
 * back platelets) and lower production in liver disease often explain it ("accessmedicine-cirrhosis-
 * hypersplenism"), so it is compared with earlier counts before being read as marrow toxicity.
 */
function plateletsOnlyInCirrhosis(ctx: RuleContext, low: readonly LabObservation[]): string | undefined {
  const cirrhosis = knownCirrhosis(ctx);
  if (cirrhosis === undefined || !low.every((o) => o.analyteId === "platelets")) return undefined;
  return `With ${cirrhosis.name} on record, a low platelet count alone often comes from portal hypertension (the spleen holds back platelets) and lower platelet production in liver disease, so compare it with earlier counts before reading it as marrow toxicity; methotrexate is still withheld while this is checked.`;
}

function methotrexateTrimethoprim(ctx: RuleContext): RuleMatch | undefined {
  const meds = ctx.meds("methotrexate");
  const tmp = ctx.medsOf(...TRIMETHOPRIM);
  // With low counts already in the record, the toxicity finding above says this and more.
  if (meds.length === 0 || tmp.length === 0 || lowCounts(ctx) !== undefined) return undefined;
  const risks = methotrexateRisks(ctx);
  return {
    refs: ctx.refs(...meds, ...tmp, risks.egfr),
    values: { med: medNames(meds), tmp: medNames(tmp) },
    clinicianExtra: risks.egfr ? `Reduced kidney function adds to the risk: eGFR ${ctx.show(risks.egfr)}.` : undefined,
  };
}

/** How far a raised ALT or AST is above its upper limit: the larger of the two, as a multiple. */
function raisedTransaminase(ctx: RuleContext): { obs: LabObservation[]; text: string; times: number } | undefined {
  const raised = (["alt", "ast"] as const).flatMap((id) => {
    const obs = ctx.lab(id);
    const value = ctx.valueOf(obs);
    const upper = ctx.upperLimit(id);
    if (obs === undefined || value === undefined || upper === undefined || value <= upper) return [];
    const [, previous] = ctx.labs(id).filter((o) => o.standard !== undefined);
    const from = previous ? ` (from ${ctx.show(previous)})` : "";
    return [{ obs, times: value / upper, text: `${id.toUpperCase()} ${ctx.show(obs)}${from}` }];
  });
  if (raised.length === 0) return undefined;
  const times = Math.max(...raised.map((r) => r.times));
  return { obs: raised.map((r) => r.obs), text: raised.map((r) => r.text).join(" and "), times };
}

/**
 * A raised ALT or AST on methotrexate, graded as the 3E multinational recommendations grade it
 * (recommendation 5): up to three times the upper limit, a dose adjustment if it persists; above
 * three times and confirmed, methotrexate is stopped. Either way the rise is first confirmed.
 */
function methotrexateTransaminases(ctx: RuleContext): RuleMatch | undefined {
  const meds = ctx.meds("methotrexate");
  const raised = raisedTransaminase(ctx);
  if (meds.length === 0 || raised === undefined) return undefined;
  const above3 = raised.times > 3;
  const steps = [
    "Repeat ALT and AST to confirm the rise, and ask about alcohol intake and other medicines",
    above3
      ? "Discuss with the prescriber or rheumatology team promptly: if a rise above three times the upper limit is confirmed, methotrexate is stopped (it may be restarted at a lower dose once the tests are normal)"
      : "Discuss with the prescriber or rheumatology team: if the rise persists (up to three times the upper limit), the methotrexate dose is adjusted",
  ];
  return {
    refs: ctx.refs(...raised.obs, ...meds),
    values: {
      values: raised.text,
      med: medNames(meds),
      times: formatNumber(raised.times, 1),
      // With low counts the marrow finding tells the patient to stop methotrexate; "do not stop" beside it would contradict it.
      own: methotrexateLowCounts(ctx) === undefined ? " Do not stop or change methotrexate on your own." : "",
    },
    severity: above3 ? Severity.high : Severity.moderate,
    clinicianExtra: joinExtra(
      above3
        ? "If the rise above three times the limit persists after methotrexate is stopped, 3E advises investigating for another cause."
        : undefined,
      otherLiverSuspects(ctx, "methotrexate"),
    ),
    nextSteps: steps,
  };
}

function testosteroneHaematocrit(ctx: RuleContext): RuleMatch | undefined {
  const meds = ctx.meds("testosterone");
  if (meds.length === 0) return undefined;
  const high = (["hematocrit", "hemoglobin"] as const).flatMap((id) => {
    const obs = ctx.lab(id);
    const value = ctx.valueOf(obs);
    const upper = ctx.upperLimit(id);
    return obs !== undefined && value !== undefined && upper !== undefined && value > upper ? [obs] : [];
  });
  // The sources speak of the haematocrit; a high haemoglobin alone counts when no haematocrit was measured.
  const hct = high.find((o) => o.analyteId === "hematocrit");
  if (hct === undefined && (high.length === 0 || ctx.lab("hematocrit") !== undefined)) return undefined;
  const shown = high.map((o) => `${o.analyteId === "hematocrit" ? "haematocrit" : "haemoglobin"} ${ctx.show(o)}`);
  const stop = testosteroneHctStop(ctx, hct);
  // Review 16 (women-bone-hormones case 07): a trans man's haematocrit of 0.54 with testosterone
  // 31.5 nmol/L after a dose rise; the level above its target is what points to a lower dose.
  const level = ctx.lab("testosterone-total");
  const excess = level?.status === "high" || level?.status === "critical-high" ? level : undefined;
  const affirming =
    gahtFrom(
      meds.map((m) => m.name),
      [...ctx.model.conditions.map((c) => c.name), ctx.freeText],
    )?.hormone === "testosterone";
  const target = affirming ? "the target of 400–700 ng/dL (about 14–24 nmol/L)" : "the laboratory range";
  // Review 24, haem-onc-24b case 02: a high red cell count beside the haematocrit on Testogel was left
  // on its own, read as "dehydration or a bone-marrow condition"; it is the same rise in red cell mass.
  const rbc = ctx.lab("rbc");
  const rbcHigh = rbc?.status === "high" || rbc?.status === "critical-high" ? rbc : undefined;
  const context = [
    affirming
      ? "On gender-affirming testosterone the Endocrine Society 2017 guideline aims to keep testosterone in the normal male range and names erythrocytosis as a main harm of excess testosterone; the haematocrit is read against the male range."
      : "",
    excess
      ? `Testosterone ${ctx.show(excess)} is above ${target}, so the dose is more than needed: lowering it is the step that brings the haematocrit down.`
      : "",
  ].filter(Boolean);
  return {
    ...stop,
    refs: ctx.refs(...high, rbcHigh, excess, ...meds),
    values: { values: shown.join(" and "), med: medNames(meds) },
    ...(context.length > 0
      ? {
          clinicianExtra: [...context, stop?.clinicianExtra ?? ""].filter(Boolean).join(" "),
          evidence: [
            ...(stop?.evidence ?? ["endocrine-society-testosterone-monitoring"]),
            ...(affirming ? ["endo-soc-2017-gender-incongruence"] : []),
          ],
        }
      : {}),
    ...(excess && stop === undefined
      ? {
          patientExtra: `Your testosterone level is also above ${affirming ? "its target" : "the usual range"}, which suggests the dose is more than you need.`,
          nextSteps: [
            `Review the testosterone dose with the prescriber: the level is above ${target}, so lower the dose; withhold testosterone if the haematocrit goes above 54%`,
            "Repeat the full blood count and testosterone after the change, and consider other causes of a high haematocrit",
          ],
        }
      : {}),
    ...(stop === undefined ? {} : { severity: Severity.high }),
  };
}

/** A testosterone above the laboratory range in someone using testosterone: a treatment level, not a disease clue. */
function testosteroneLevelHigh(ctx: RuleContext): RuleMatch | undefined {
  const meds = ctx.meds("testosterone");
  const obs = ctx.lab("testosterone-total");
  const value = ctx.valueOf(obs);
  const upper = ctx.upperLimit("testosterone-total");
  if (meds.length === 0 || obs === undefined || value === undefined || upper === undefined || value <= upper)
    return undefined;
  // The haematocrit finding already reads the level and says what to do with the dose (review 16).
  if (testosteroneHaematocrit(ctx) !== undefined) return undefined;
  return { refs: ctx.refs(obs, ...meds), values: { value: ctx.show(obs), med: medNames(meds) } };
}

function antithyroidNeutropenia(ctx: RuleContext): RuleMatch | undefined {
  const meds = ctx.meds("antithyroid");
  const obs = ctx.lab("anc");
  const anc = ctx.valueOf(obs);
  const lower = ctx.lowerLimit("anc");
  if (meds.length === 0 || obs === undefined || anc === undefined || lower === undefined || anc >= lower)
    return undefined;
  const prior = fallenFrom(ctx, "anc");
  const signs = infectionSigns(ctx);
  const t = (n: number) => inReportedUnit(obs, n);
  return {
    refs: ctx.refs(obs, prior, ...meds),
    values: {
      anc: ctx.show(obs),
      fall: prior ? `, down from ${ctx.show(prior)}` : "",
      med: medNames(meds),
      below: t(1000),
      band: `${t(1000)} to ${t(2000)}`,
      // One place to go, not "contact your doctor today" beside "go to an emergency department".
      urgency: signs
        ? "You have signs of infection, so go to an emergency department now."
        : "Contact your doctor today. If you get a fever, sore throat or mouth ulcers, go to an emergency department straight away.",
    },
    severity: obs.critical || obs.status === "critical-low" || anc < 1000 ? Severity.critical : Severity.high,
    clinicianExtra: signs ? `Signs of infection are recorded (${signs}).` : undefined,
  };
}

/**
 * Linezolid with a platelet count below the reference range. Its myelosuppression, mostly a falling
 * platelet count, is reversible and grows with the length of treatment, from about 2 weeks: a fall
 * from 210 to 95 over two weeks of linezolid for osteomyelitis was read as any low platelet count,
 * with no word of the antibiotic (review 37, infection-37 case 10).
 */
const LINEZOLID = /\b(?:linezolid|zyvox)\b/i;

function linezolidLowPlatelets(ctx: RuleContext): RuleMatch | undefined {
  const meds = ctx.model.medications.filter((m) => m.active && LINEZOLID.test(m.name));
  const obs = ctx.lab("platelets");
  const count = ctx.valueOf(obs);
  const lower = ctx.lowerLimit("platelets");
  if (meds.length === 0 || obs === undefined || count === undefined || lower === undefined || count >= lower)
    return undefined;
  const prior = fallenFrom(ctx, "platelets");
  return {
    refs: ctx.refs(obs, prior, ...meds),
    values: { count: ctx.show(obs), fall: prior ? `, down from ${ctx.show(prior)}` : "", med: medNames(meds) },
  };
}

export const DRUG_BLOOD_RULES: readonly Rule[] = [
  {
    id: "linezolid-low-platelets",
    family: F,
    severity: Severity.moderate,
    problem: "Medication safety",
    title: "Low platelet count on linezolid: possible myelosuppression",
    clinician:
      "Platelets {count}{fall} on linezolid ({med}): linezolid can cause reversible myelosuppression, most often a falling platelet count, seen mainly with 2 weeks of treatment or more. A full blood count is checked weekly while it continues beyond 14 days, and linezolid is stopped if myelosuppression develops, unless the infection team judges it essential.",
    patient:
      "Your platelet count (cells that help blood clot) is low, and you take linezolid, an antibiotic that can lower blood counts, especially after two weeks or more. The count usually recovers when it is stopped. Contact the team that prescribed it today; do not stop it on your own. Tell them straight away about any unusual bleeding or bruising.",
    nextSteps: [
      "Discuss with the prescriber or the infection team today whether to stop linezolid or change to another antibiotic",
      "Full blood count at least weekly while linezolid continues",
    ],
    evidence: ["french-2003-linezolid-safety"],
    keywords: ["linezolid", "thrombocytopenia", "myelosuppression", "platelets"],
    match: linezolidLowPlatelets,
  },
  {
    id: "clozapine-neutropenia",
    family: F,
    severity: Severity.moderate,
    problem: "Medication safety",
    title: "Low or falling neutrophil count on clozapine",
    clinician:
      "Neutrophils {anc}{fall} on clozapine ({med}): {band}. Clozapine can cause severe neutropenia, which can lead to serious and fatal infection.",
    patient:
      "You take clozapine, and your neutrophils (infection-fighting white cells) are {level}. Clozapine can rarely cause a dangerous drop in these cells. {contact} Do not stop or change clozapine on your own unless they tell you to.",
    nextSteps: ["Contact the prescriber or the clozapine monitoring service today with this result"],
    evidence: ["clozaril-label-neutropenia"],
    keywords: ["clozapine", "neutropenia", "anc", "agranulocytosis"],
    match: clozapineNeutropenia,
  },
  {
    id: "methotrexate-marrow-toxicity",
    family: F,
    severity: Severity.high,
    problem: "Medication safety",
    title: "Low blood counts on methotrexate: possible methotrexate toxicity",
    clinician:
      "Low counts on methotrexate ({med}): {counts}. This may be methotrexate marrow toxicity, which can be rapid and life-threatening even at low weekly doses.",
    patient:
      "You take methotrexate, and some of your blood cell counts are low. Methotrexate can sometimes harm the bone marrow, where blood cells are made. {stop}",
    nextSteps: [
      "Withhold methotrexate and arrange same-day medical assessment with a repeat full blood count, kidney and liver tests",
    ],
    evidence: ["methotrexate-tablets-label", "cudmore-2014-mtx-tmp-smx", "levoleucovorin-label"],
    keywords: ["methotrexate", "pancytopenia", "neutropenia", "thrombocytopenia", "folinic acid", "trimethoprim"],
    match: methotrexateLowCounts,
  },
  {
    id: "methotrexate-trimethoprim",
    family: F,
    severity: Severity.moderate,
    problem: "Medication safety",
    title: "Methotrexate with trimethoprim or co-trimoxazole",
    clinician:
      "Methotrexate ({med}) with {tmp}: severe, sometimes fatal, bone marrow suppression has been reported with this combination, which is avoided where possible.",
    patient:
      "You take methotrexate and an antibiotic containing trimethoprim. Together they can harm the blood cells. Ask your doctor or pharmacist about it soon, and report a sore throat, mouth ulcers, fever, bruising or bleeding straight away.",
    nextSteps: [
      "Ask the prescriber for an alternative antibiotic where possible",
      "If the combination cannot be avoided, check the full blood count and tell the patient to report sore throat, mouth ulcers, fever, bruising or bleeding",
    ],
    evidence: ["medsafe-2022-methotrexate-trimethoprim", "cudmore-2014-mtx-tmp-smx"],
    keywords: ["methotrexate", "trimethoprim", "co-trimoxazole", "interaction"],
    match: methotrexateTrimethoprim,
  },
  {
    id: "methotrexate-raised-transaminases",
    family: F,
    severity: Severity.moderate,
    problem: "Medication safety",
    title: "Raised liver enzymes on methotrexate",
    clinician:
      "{values} on methotrexate ({med}): about {times} times the upper limit. The 3E multinational methotrexate recommendations (recommendation 5) adjust the dose when ALT/AST stay raised up to three times the upper limit and stop methotrexate for a confirmed rise above three times, which may be restarted at a lower dose once the tests are normal; ALT/AST are part of routine methotrexate monitoring.",
    patient:
      "You take methotrexate, and a liver blood test is raised. Methotrexate can affect the liver, so the test should be repeated and the result discussed with the doctor who prescribes your methotrexate. Alcohol adds to the risk, so tell them how much you drink.{own}",
    nextSteps: ["Repeat ALT and AST to confirm the rise, and ask about alcohol intake and other medicines"],
    patientQuestions: ["Does my methotrexate dose need to change?"],
    evidence: ["visser-2009-methotrexate-3e", "sps-methotrexate-monitoring"],
    keywords: ["methotrexate", "alt", "ast", "transaminases", "hepatotoxicity", "liver"],
    match: methotrexateTransaminases,
  },
  {
    id: "testosterone-high-level-on-treatment",
    family: F,
    severity: Severity.low,
    problem: "Medication safety",
    title: "Testosterone above the range on testosterone treatment",
    clinician:
      "Testosterone {value} is above the laboratory range on testosterone treatment ({med}). The Endocrine Society 2018 guideline makes serum testosterone part of monitoring on treatment; review the result with the prescriber.",
    patient:
      "Your testosterone level is above the usual range, and you use testosterone treatment. Talk to the doctor who prescribes it about this result. Do not change it on your own.",
    nextSteps: ["Review the testosterone result with the prescriber of the testosterone treatment"],
    evidence: ["endocrine-society-2018-testosterone"],
    keywords: ["testosterone", "testosterone therapy", "monitoring"],
    match: testosteroneLevelHigh,
  },
  {
    id: "testosterone-high-haematocrit",
    family: F,
    severity: Severity.moderate,
    problem: "Medication safety",
    title: "High haematocrit on testosterone",
    clinician:
      "High {values} on testosterone ({med}). Testosterone raises red cell mass: its label says a rise in haematocrit may require a lower dose or stopping it, and the Endocrine Society 2018 guideline makes haematocrit part of monitoring on treatment.",
    patient:
      "Your red blood cell level is high, and you use testosterone, which can raise it. Talk to the doctor who prescribes it soon about whether to pause or lower it. Do not change it on your own.",
    nextSteps: [
      "Review testosterone with the prescriber: withhold it until the haematocrit falls, then consider restarting at a lower dose",
      "Repeat the full blood count, and consider other causes of a high haematocrit",
    ],
    evidence: ["testosterone-gel-label-polycythemia", "endocrine-society-2018-testosterone"],
    keywords: ["testosterone", "haematocrit", "hematocrit", "erythrocytosis", "polycythaemia"],
    match: testosteroneHaematocrit,
  },
  {
    id: "antithyroid-neutropenia",
    family: F,
    severity: Severity.high,
    problem: "Medication safety",
    title: "Low neutrophil count on an antithyroid drug: agranulocytosis risk",
    clinician:
      "Neutrophils {anc}{fall} on {med}: antithyroid drugs can cause agranulocytosis. The drug is stopped promptly with laboratory evidence of neutropenia and the neutrophil count checked urgently; below {below} it is not restarted and admission is arranged, and at {band} the count is repeated the next day off treatment.",
    patient:
      "Your neutrophils (infection-fighting white cells) are low, and you take a thyroid medicine ({med}) that can rarely cause a dangerous drop in them. Stop taking it until a doctor has seen you and checked your blood count again. {urgency}",
    nextSteps: [
      "Stop the antithyroid drug and arrange same-day medical assessment with an urgent repeat neutrophil count",
      "Discuss further treatment of the hyperthyroidism with endocrinology",
    ],
    evidence: ["carbimazole-csm-neutropenia", "uhsussex-carbimazole-ptu-warning"],
    keywords: ["carbimazole", "methimazole", "propylthiouracil", "agranulocytosis", "neutropenia"],
    match: antithyroidNeutropenia,
  },
];
