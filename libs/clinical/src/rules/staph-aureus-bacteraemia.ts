import { FindingFamily, type LabObservation, Severity } from "../model.ts";
import { medNames, type RuleContext } from "./context.ts";
import { inHospitalMention } from "./in-hospital.ts";
import { statedMention } from "./notes.ts";
import type { Rule, RuleMatch } from "./types.ts";
import { readsAsUsUnits } from "./uk-record.ts";

/*
 * Staphylococcus aureus in a blood culture (review 30b, endo-infect-30b case 08: "Blood culture
 * Staphylococcus aureus (MSSA) isolated, 2 of 2 sets" with fever and rigors gave only a statin
 * opportunity and raised white cells and CRP; no rule read a Gram-positive blood culture, and
 * blood-culture-gram-negative.ts reads only Gram-negative organisms). S. aureus bacteraemia is never
 * treated as a contaminant, even in one bottle: up to a quarter of patients have endocarditis, so
 * echocardiography is routine (ccjm-2018-sab-echo-id), transthoracic for all and transoesophageal
 * when it is negative with a prosthetic valve (holland-2022-persistent-mrsa-bacteraemia, Table 2),
 * follow-up blood cultures show whether it has cleared (the same paper: a positive follow-up culture
 * is a "worry point"), and MSSA is treated with cefazolin or an antistaphylococcal penicillin, MRSA
 * with vancomycin or daptomycin, with source control (tong-2025-sab-review). Engine choices, said
 * here so they can be checked: critical for a patient not stated to be in hospital (assess and admit
 * now), high on a ward, whose team holds the result; coagulase-negative staphylococci are not read.
 */

/**
 * A blood culture by name: "bacteraemia" alone is not read, since a named bacteraemia is usually one
 * already known and treated (liver-meds-22b case 11: "day 5 of IV vancomycin for MRSA line bacteraemia").
 */
const BLOOD_CULTURE = /\bblood\s+cultures?\b/;
/** S. aureus by name or as MSSA/MRSA; "Staphylococcus epidermidis" and "coagulase-negative" do not count. */
const S_AUREUS = /\b(?:staph(?:ylococcus)?\.?\s+aureus|s\.\s?aureus|mssa|mrsa)\b/;
const MRSA = /\bmrsa\b|\bmethicillin[- ]resistant\b/;
const MSSA = /\bmssa\b|\bmethicillin[- ](?:sensitive|susceptible)\b/;
const NO_GROWTH = /\bno growth\b|^\s*negative\b|\bnot isolated\b|\bnot detected\b/i;
/** Words between the culture and the organism, within one sentence, that hand the organism to another sample. */
const BETWEEN = String.raw`(?:(?!\b(?:urine|msu|csu|sputum|stool|wound|swab|nasal|nose|screen|pending|awaited|no growth)\b)[^.;])*?`;
const NOTED_CULTURE = new RegExp(
  `(?:${BLOOD_CULTURE.source})${BETWEEN}(?:${S_AUREUS.source})|(?:${S_AUREUS.source})${BETWEEN}(?:${BLOOD_CULTURE.source})`,
);

const STEPS = [
  "Echocardiography: transthoracic for every adult; transoesophageal if it is negative with a prosthetic valve or cardiac device, or endocarditis is still suspected",
  "Repeat blood cultures to show clearance (a positive follow-up culture calls for a search for metastatic infection); find and control the source (lines, devices, abscesses)",
];

function labCulture(ctx: RuleContext): LabObservation | undefined {
  return ctx.model.labs.find(
    (o) =>
      BLOOD_CULTURE.test(o.name.toLowerCase()) &&
      S_AUREUS.test(o.rawValue.toLowerCase()) &&
      !NO_GROWTH.test(o.rawValue),
  );
}

function match(ctx: RuleContext): RuleMatch | undefined {
  const lab = labCulture(ctx);
  const noted = lab === undefined ? statedMention(ctx.freeText, NOTED_CULTURE, true) : undefined;
  if (lab === undefined && noted === undefined) return undefined;
  const onWard = inHospitalMention(ctx) !== undefined;
  // Flucloxacillin is not marketed in the US (review 46, infection-sweep-46 case 08): the class is named there.
  const us = readsAsUsUnits(ctx);
  const mrsa = MRSA.test((lab ? lab.rawValue : (noted ?? "")).toLowerCase());
  const antibiotic = mrsa
    ? "For MRSA, intravenous vancomycin or daptomycin"
    : `Intravenous antibiotics: until susceptibilities are known, cover MRSA (vancomycin or daptomycin); for MSSA, cefazolin or an antistaphylococcal penicillin${us ? "" : " (such as flucloxacillin)"}`;
  // MSSA still on vancomycin or daptomycin (review 46, infection-sweep-46 case 08): the culture has
  // answered the question the empirical MRSA cover was for.
  const mssa = MSSA.test((lab ? lab.rawValue : (noted ?? "")).toLowerCase());
  const mssaOnMrsaCover = mssa
    ? ctx.model.medications.filter((m) => m.active && /\b(?:vancomycin|daptomycin)\b/i.test(m.name))
    : [];
  return {
    refs: ctx.refs(lab, ...mssaOnMrsaCover),
    ...(onWard ? { severity: Severity.high } : {}),
    values: {
      culture: lab
        ? `${lab.name} ${lab.rawValue.trim()}${lab.date ? ` (${lab.date})` : ""}`
        : `"${noted}" in the notes`,
      action: onWard
        ? mssaOnMrsaCover.length > 0
          ? `For the ward team: the isolate is MSSA and the listed antibiotic, ${medNames(mssaOnMrsaCover)}, is cover for MRSA; with the susceptibilities known, MSSA is treated with cefazolin or an antistaphylococcal penicillin, so review the switch today.`
          : "For the ward team: confirm the intravenous antibiotic matches the susceptibilities."
        : "Contact the patient now and admit for intravenous antibiotics.",
      patientAction: onWard
        ? "Your hospital team will plan this with you."
        : "Go to {emergencyDepartment} now, or call {emergencyNumber} if you feel very unwell.",
    },
    nextSteps: [`${antibiotic}; seek infectious diseases or microbiology advice`, ...STEPS],
  };
}

export const STAPH_AUREUS_BACTERAEMIA_RULES: readonly Rule[] = [
  {
    id: "staph-aureus-bacteraemia",
    family: FindingFamily.pattern,
    severity: Severity.critical,
    problem: "Possible sepsis",
    title: "Staphylococcus aureus in a blood culture: treat, echocardiogram and repeat cultures",
    clinician:
      "{culture}: Staphylococcus aureus bacteraemia. It is never treated as a contaminant, even in one bottle: up to a quarter of patients have endocarditis, so every adult has echocardiography. {action}",
    patient:
      "Your blood culture (a test for germs in the blood) grew Staphylococcus aureus. In the blood this is always a serious infection: it needs antibiotics into a vein, repeat blood tests, and a heart scan (echocardiogram) to check the heart valves. {patientAction}",
    nextSteps: STEPS,
    evidence: ["ccjm-2018-sab-echo-id", "holland-2022-persistent-mrsa-bacteraemia", "tong-2025-sab-review"],
    keywords: [
      "bacteraemia",
      "blood culture",
      "staphylococcus aureus",
      "mssa",
      "mrsa",
      "endocarditis",
      "echocardiography",
    ],
    match,
  },
];
