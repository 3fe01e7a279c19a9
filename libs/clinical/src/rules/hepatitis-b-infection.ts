import { FindingFamily, type LabObservation, Severity } from "../model.ts";
import { formatNumber } from "../text.ts";
import type { RuleContext } from "./context.ts";
import { antiCd20, antiTnf } from "./hbv-reactivation.ts";
import {
  chronicHbvTreatmentRange,
  isPositive,
  onAntiviral,
  surveillanceGroupFor,
  surveillanceStep,
  viralLoad,
  withoutAasldOnUk,
} from "./hepatitis-b.ts";
import { statedMention } from "./notes.ts";
import { readsAsUsUnits } from "./uk-record.ts";
import { pregnancy } from "./patterns.ts";
import type { Rule, RuleMatch } from "./types.ts";

/*
 * HBsAg positive outside the treatment range (review 19, hepatitis-b-3 case 01: a 44-year-old man
 * born in Vietnam, HBsAg and anti-HBc reactive, HBeAg negative, HBV DNA 850 IU/mL, ALT normal; the
 * engine gave two "reactive" lines and "no pattern"). One finding names the infection, its likely
 * phase and the plan; the treatment range itself is hepatitis-b.ts, acute infection
 * hepatitis-b-acute.ts, treatment hbv-on-treatment.ts, immunosuppression hbv-reactivation.ts.
 * - NICE CG165 (nice-cg165-chronic-hbv): chronic hepatitis B is HBsAg present for more than 6 months;
 *   some people stay inactive, others progress to fibrosis, cirrhosis and liver cancer. Adults who are
 *   HBsAg positive are referred to hepatology (or gastroenterology or infectious diseases with an
 *   interest in hepatology) with the first tests: HBeAg/anti-HBe, HBV DNA, IgM anti-HBc, anti-HCV,
 *   anti-HDV, anti-HIV, IgG anti-HAV, liver tests, blood count, prothrombin time, AFP and liver
 *   ultrasound. A pregnant woman is referred for assessment within 6 weeks of the result.
 * - EASL 2017 (easl-2017-hbv): treatment criteria (HBV DNA above 2,000 IU/mL with a raised ALT and/or
 *   at least moderate necroinflammation or fibrosis; a family history of liver cancer or cirrhosis can
 *   justify it); the phases include HBeAg-positive and HBeAg-negative chronic infection. In pregnancy,
 *   HBV DNA above 200,000 IU/mL: tenofovir disoproxil from week 24–28 until up to 12 weeks after
 *   delivery (AASLD 2018, aasld-2018-hbv: above 200,000 IU/mL, from week 28–32).
 * - AASLD 2018: the liver-cancer surveillance groups (surveillanceGroup in hepatitis-b.ts); on a UK
 *   record NICE CG165's criteria instead, and AASLD is not cited (review 31, infect-31 case 03).
 * - CDC serology table (cdc-2010-hbv-serology): HBsAg with IgM anti-HBc negative is chronic infection.
 * - ASHM contact tracing (ashm-contact-tracing-hbv): infectious lifelong when chronic; sexual and
 *   household contacts are tested and immunised.
 * - Australian Immunisation Handbook (aih-hepb-infants-hbsag-mothers): the baby of a mother with
 *   chronic hepatitis B gets hepatitis B vaccine and HBIG on the day of birth, HBIG within 12 hours.
 */

const TREATMENT_DNA = 2000;
const PREGNANCY_DNA = 200000;
const SIX_MONTHS_MS = 182 * 86_400_000;

/** Chronic hepatitis B stated in the notes ("known hepatitis B carrier", "chronic hepatitis B"). */
const STATED_CHRONIC = /\b(?:chronic hepatitis b|chronic hbv|(?:hepatitis b|hep b|hbv) carrier)\b/i;

function negative(obs: LabObservation | undefined): boolean {
  return obs?.value.kind === "qualitative" && obs.value.result === "negative";
}

/** HBV DNA below 2,000 IU/mL: a measured value under it, "<20 IU/mL", or "Not detected". */
function dnaBelowTreatment(obs: LabObservation | undefined): boolean {
  if (obs === undefined) return false;
  if (negative(obs)) return true;
  if (obs.value.kind !== "number") return false;
  const below = obs.value.comparator === "<" || obs.value.comparator === "<=";
  return (below || viralLoad(obs) !== undefined) && obs.value.value < TREATMENT_DNA;
}

/** Why the infection is known to be chronic, or how it is confirmed when the record cannot say. */
function chronicity(ctx: RuleContext, surface: LabObservation, coreIgm: LabObservation | undefined): string {
  const earlier = ctx
    .labs("hbsag")
    .find(
      (o) =>
        isPositive(o) && o.time !== undefined && surface.time !== undefined && surface.time - o.time >= SIX_MONTHS_MS,
    );
  const igm = negative(coreIgm) ? ` IgM anti-HBc ${ctx.show(coreIgm)} points away from an acute infection.` : "";
  if (earlier !== undefined)
    return `HBsAg was also positive on ${earlier.date?.slice(0, 10)}, more than 6 months earlier: chronic hepatitis B.${igm}`;
  const known = ctx.conditions("liver-disease").find((c) => /\bhepatitis b\b|\bhbv\b/i.test(c.name));
  const stated = known?.name ?? statedMention(ctx.freeText, STATED_CHRONIC);
  if (stated !== undefined) return `Recorded as chronic hepatitis B ("${stated}").${igm}`;
  return `No earlier HBsAg result is in the record: chronic hepatitis B is likely, and HBsAg still positive 6 months on (or an earlier positive result) confirms it.${igm}`;
}

/**
 * Chronic hepatitis B already known: recorded as a condition or stated in the notes, or HBsAg
 * positive 6 months or more before. Its first tests and referral belong to the diagnosis; here the
 * follow-up continues (review 19: a carrier on routine 6-monthly bloods was sent "for specialist
 * review" as if newly found).
 */
function knownChronic(ctx: RuleContext, surface: LabObservation): boolean {
  const earlier = ctx
    .labs("hbsag")
    .some(
      (o) =>
        isPositive(o) && o.time !== undefined && surface.time !== undefined && surface.time - o.time >= SIX_MONTHS_MS,
    );
  const recorded = ctx.conditions("liver-disease").some((c) => /\bhepatitis b\b|\bhbv\b/i.test(c.name));
  return earlier || recorded || statedMention(ctx.freeText, STATED_CHRONIC) !== undefined;
}

/** The phase the results point to, for the clinician and in plain words for the patient. */
function phase(ctx: RuleContext): { clinician: string; patient: string } {
  const eAntigen = ctx.anyLab("hbeag");
  const dnaObs = ctx.anyLab("hbv-dna");
  const dna = viralLoad(dnaObs);
  const alt = ctx.lab("alt");
  const altValue = ctx.valueOf(alt);
  const altUpper = ctx.upperLimit("alt");
  const altNormal = altValue !== undefined && altUpper !== undefined && altValue <= altUpper;
  const altRaised = altValue !== undefined && altUpper !== undefined && altValue > altUpper;
  const low = dnaBelowTreatment(dnaObs);
  const quoted = [
    eAntigen === undefined ? "HBeAg not in the record" : `HBeAg ${ctx.show(eAntigen)}`,
    dnaObs === undefined ? "HBV DNA not in the record" : `HBV DNA ${ctx.show(dnaObs)}`,
    alt === undefined
      ? "ALT not in the record"
      : `ALT ${ctx.show(alt)}${altUpper === undefined ? "" : `, upper limit ${formatNumber(altUpper)}`}`,
  ].join(", ");
  const unknown = {
    clinician: `${quoted}: HBV DNA, HBeAg and ALT together place the infection in its phase and decide whether treatment is needed (EASL 2017).`,
    patient: "More blood tests are needed to see how active the virus is and whether your liver is affected.",
  };
  if ((dnaObs === undefined && !low) || alt === undefined) return unknown;
  if (negative(eAntigen) && low && altNormal)
    return {
      clinician: `${quoted}: the pattern of HBeAg-negative chronic infection (the "inactive carrier" state), outside the EASL 2017 treatment criteria. No antiviral treatment on these results; the phase can change, so it is followed up long term.`,
      patient:
        "At the moment the amount of virus in your blood is low and your liver test (ALT) is normal. This is a quiet stage of hepatitis B, and medicine is not usually needed now.",
    };
  if (isPositive(eAntigen) && altNormal)
    return {
      clinician: `${quoted}: HBeAg positive with a normal ALT, the pattern of HBeAg-positive chronic infection (the "immune tolerant" phase), outside the usual EASL 2017 criteria. EASL 2017 still treats at least moderate necroinflammation or fibrosis, and a family history of liver cancer or cirrhosis can justify treatment, so the fibrosis stage and family history decide.`,
      patient:
        "The amount of virus in your blood is high, but your liver test (ALT) is normal. At this stage medicine is not always needed: a liver specialist decides, partly with a check of your liver for scarring.",
    };
  if (altNormal && dna !== undefined && dna > TREATMENT_DNA)
    return {
      clinician: `${quoted}: HBV DNA above 2,000 IU/mL with a normal ALT, outside the treatment range on ALT. EASL 2017 also treats HBV DNA above 2,000 IU/mL with at least moderate necroinflammation or fibrosis, so the fibrosis stage decides.`,
      patient:
        "Your liver test (ALT) is normal, and the amount of virus in your blood is in a middle range. A liver specialist decides whether you need medicine, partly with a check of your liver for scarring.",
    };
  if (altRaised && low)
    return {
      clinician: `${quoted}: a raised ALT with HBV DNA below 2,000 IU/mL, outside the EASL 2017 treatment criteria; look for another cause of the raised ALT (alcohol, fatty liver, medicines, hepatitis D, C or HIV co-infection).`,
      patient:
        "The amount of virus in your blood is low, but one liver test (ALT) is a little raised. Your doctor will look for the reason, which may not be the hepatitis B.",
    };
  return unknown;
}

/** The first tests NICE CG165 asks for with the referral, by the words the step uses and how the record names them. */
const WORK_UP: readonly { words: string; ids?: readonly string[]; name?: RegExp }[] = [
  { words: "HBeAg", ids: ["hbeag"] },
  { words: "HBV DNA", ids: ["hbv-dna"] },
  { words: "IgM anti-HBc", ids: ["anti-hbc-igm"] },
  { words: "anti-HDV (hepatitis D)", name: /\b(?:hdv|hepatitis d|hepatitis delta)\b/i },
  { words: "anti-HCV", ids: ["hcv-ab", "hcv-rna"] },
  { words: "HIV", ids: ["hiv-ag-ab"], name: /\bhiv\b/i },
  { words: "IgG anti-HAV (hepatitis A immunity)", name: /\b(?:hav|hepatitis a)\b(?![^,;]*\bigm\b)/i },
  { words: "GGT", ids: ["ggt"] },
  { words: "albumin", ids: ["albumin"] },
  { words: "full blood count", ids: ["platelets", "hemoglobin"] },
  { words: "prothrombin time", ids: ["pt", "inr"] },
  { words: "AFP", ids: ["afp"] },
];

function workUpStep(ctx: RuleContext): string {
  const source = readsAsUsUnits(ctx) ? "" : "NICE CG165 ";
  const held = (t: (typeof WORK_UP)[number]) =>
    (t.ids ?? []).some((id) => ctx.anyLab(id) !== undefined) ||
    (t.name !== undefined && ctx.model.labs.some((o) => t.name!.test(o.name)));
  const missing = WORK_UP.filter((t) => !held(t)).map((t) => t.words);
  const list = missing.length <= 1 ? (missing[0] ?? "") : `${missing.slice(0, -1).join(", ")} and ${missing.at(-1)}`;
  return missing.length === 0
    ? `The first tests ${source === "" ? "for the referral" : "NICE CG165 asks for"} are in the record; add a liver ultrasound if not done, and send the results with the referral`
    : `With the referral (${source}first tests not yet in the record): ${list}, and a liver ultrasound`;
}

/** In pregnancy: the referral deadline, the tenofovir threshold read against the viral load, and the baby's protection at birth. */
function pregnancyPlan(
  ctx: RuleContext,
  weeks: number | undefined,
): Pick<RuleMatch, "clinicianExtra" | "patientExtra" | "nextSteps" | "evidence" | "severity"> {
  const dnaObs = ctx.anyLab("hbv-dna");
  const dna = viralLoad(dnaObs);
  const low = dnaBelowTreatment(dnaObs) || (dna !== undefined && dna <= PREGNANCY_DNA);
  const high = dna !== undefined && dna > PREGNANCY_DNA;
  const reading = high
    ? `HBV DNA ${ctx.show(dnaObs)} is above it.`
    : low
      ? `HBV DNA ${ctx.show(dnaObs)} is below it.`
      : "HBV DNA is not in the record and is needed for this decision.";
  return {
    severity: Severity.moderate,
    evidence: ["aih-hepb-infants-hbsag-mothers"],
    clinicianExtra: `Pregnant${weeks === undefined ? "" : ` (${weeks} weeks)`}: NICE CG165 asks for specialist assessment within 6 weeks of the result. To prevent transmission, EASL 2017 gives tenofovir disoproxil when HBV DNA is above 200,000 IU/mL, from week 24–28 until up to 12 weeks after delivery (AASLD 2018: from week 28–32); ${reading} The baby needs hepatitis B vaccine and hepatitis B immunoglobulin (HBIG) on the day of birth, HBIG within 12 hours.`,
    patientExtra: `Because you are pregnant, a liver specialist should see you within the next few weeks. ${high ? "The amount of virus in your blood is high, so you will probably be offered a medicine (tenofovir) from the middle of the pregnancy to lower the chance of passing the virus to your baby. " : ""}Your baby will get a hepatitis B vaccine and an extra injection of antibodies (immunoglobulin) soon after birth, which protect the baby well.`,
    nextSteps: [
      "Refer to hepatology (or gastroenterology or infectious diseases with an interest in hepatology) for assessment within 6 weeks of the result (NICE CG165), and tell the maternity team",
      high
        ? "HBV DNA above 200,000 IU/mL: tenofovir disoproxil to prevent transmission, from week 24–28 until up to 12 weeks after delivery (EASL 2017; AASLD 2018 from week 28–32)"
        : low
          ? "HBV DNA below 200,000 IU/mL: tenofovir is not needed for this reason (EASL 2017 and AASLD 2018 threshold 200,000 IU/mL); the specialist reviews the mother's own need for treatment"
          : "Check HBV DNA now: above 200,000 IU/mL, tenofovir disoproxil from week 24–28 to prevent transmission (EASL 2017; AASLD 2018 from week 28–32)",
      "Plan for the baby: hepatitis B vaccine and HBIG on the day of birth (HBIG within 12 hours), then the infant vaccine course and HBsAg and anti-HBs testing after it",
    ],
  };
}

const HBV_INFECTION_EVIDENCE = [
  "nice-cg165-chronic-hbv",
  "easl-2017-hbv",
  "aasld-2018-hbv",
  "cdc-2010-hbv-serology",
  "ashm-contact-tracing-hbv",
];

function hbsagPositiveOutsideTreatment(ctx: RuleContext): RuleMatch | undefined {
  const surface = ctx.anyLab("hbsag");
  if (!isPositive(surface) || surface.value.kind !== "qualitative") return undefined;
  const coreIgm = ctx.anyLab("anti-hbc-igm");
  // Acute infection, treatment under way, immunosuppression or the treatment range: other rules speak.
  if (isPositive(coreIgm) || onAntiviral(ctx) || antiCd20(ctx) !== undefined || antiTnf(ctx) !== undefined)
    return undefined;
  if (chronicHbvTreatmentRange(ctx) !== undefined) return undefined;
  const stage = phase(ctx);
  const group = surveillanceGroupFor(ctx);
  const pregnant = pregnancy(ctx);
  const plan = pregnant === undefined ? undefined : pregnancyPlan(ctx, pregnant.weeks);
  const known = knownChronic(ctx, surface);
  // A US record is not given the NHS guideline as its pathway (review 35, liver-35 case 06: a Houston
  // clinic was told "as NICE CG165 advises"); the referral itself stands, as EASL 2017 assesses every
  // HBsAg-positive adult.
  const us = readsAsUsUnits(ctx);
  const steps = [
    known
      ? `Continue specialist follow-up (${us ? "specialist care for every adult with chronic hepatitis B" : "NICE CG165 advises specialist care for every adult with chronic hepatitis B"}); refer if the patient is not yet under a specialist; not for antiviral treatment on these results alone`
      : `Refer to hepatology (or gastroenterology or infectious diseases with an interest in hepatology)${us ? " for assessment, as for every adult who is HBsAg positive" : ", as NICE CG165 advises for every adult who is HBsAg positive"}; not for antiviral treatment on these results alone`,
    ...(known ? [] : [workUpStep(ctx)]),
    "Assess fibrosis (elastography or a non-invasive score) at the specialist review",
    "Long-term follow-up of ALT and HBV DNA with the specialist: treatment starts if they rise into the treatment range",
    surveillanceStep(ctx),
    "Offer testing (HBsAg, anti-HBc, anti-HBs) and vaccination to sexual and household contacts who are not immune",
  ];
  return {
    refs: ctx.refs(
      surface,
      ctx.labs("anti-hbc")[0],
      coreIgm,
      ctx.anyLab("hbeag"),
      ctx.anyLab("hbv-dna"),
      ctx.lab("alt"),
    ),
    values: {
      title: known
        ? "Known chronic hepatitis B outside the treatment range: continue follow-up"
        : "HBsAg positive: likely chronic hepatitis B, for specialist review",
      plainStart: known
        ? "Your tests fit the hepatitis B infection already known to you (chronic hepatitis B)."
        : "Your tests show a hepatitis B infection, most likely one you have had for a long time (chronic hepatitis B).",
      plainPlan: known
        ? "Keep up your regular checks with the liver specialist or clinic."
        : "Your doctor can refer you to a liver specialist for a check-up and regular blood tests, usually for life.",
      hbsag: ctx.show(surface),
      chronic: chronicity(ctx, surface, coreIgm),
      phase: stage.clinician,
      plainPhase: stage.patient,
      plainScan:
        group === undefined
          ? ""
          : " For some people with hepatitis B, including you, a liver ultrasound scan every 6 months is advised to find any problem early.",
    },
    // A liver-cancer surveillance group makes this a standing plan (an ultrasound every 6 months,
    // AASLD 2018), not a note: moderate, so it is not left among the "smaller points" behind a
    // slightly raised white count (review 19, deep sweep case 01: a man born in China with a
    // mother who had liver cancer). A first finding of HBsAg, not yet known, is moderate too: it is
    // a new diagnosis to refer, not a side note (review 22, sexual-health-bone case 05). A known
    // infection under follow-up outside such a group stays low (hepatitis-b-3 review).
    ...(plan === undefined
      ? {
          nextSteps: steps,
          ...((group !== undefined || !known) && { severity: Severity.moderate }),
          ...(us
            ? {
                evidence: HBV_INFECTION_EVIDENCE.filter((id) => id !== "nice-cg165-chronic-hbv"),
                evidenceReplacesRule: true as const,
              }
            : withoutAasldOnUk(ctx, HBV_INFECTION_EVIDENCE)),
        }
      : {
          severity: plan.severity,
          evidence: plan.evidence,
          clinicianExtra: plan.clinicianExtra,
          patientExtra: plan.patientExtra,
          nextSteps: [...(plan.nextSteps ?? []), ...steps.slice(1)],
        }),
  };
}

export const HEPATITIS_B_INFECTION_RULES: readonly Rule[] = [
  {
    id: "hbv-chronic-infection",
    family: FindingFamily.pattern,
    severity: Severity.low,
    problem: "Hepatitis B",
    title: "{title}",
    clinician: "HBsAg {hbsag}. {chronic} {phase}",
    patient:
      "{plainStart} {plainPhase} {plainPlan}{plainScan} The people you live with and your sexual partners should be tested and offered the hepatitis B vaccine.",
    nextSteps: [
      "Refer to hepatology (or gastroenterology or infectious diseases with an interest in hepatology), as NICE CG165 advises for every adult who is HBsAg positive",
    ],
    patientQuestions: [
      "Do I need medicine for hepatitis B now, or only regular checks?",
      "Who in my family should be tested?",
    ],
    evidence: HBV_INFECTION_EVIDENCE,
    keywords: [
      "hepatitis b",
      "hbsag",
      "chronic hepatitis b",
      "hbeag",
      "hbv dna",
      "inactive carrier",
      "hepatology referral",
    ],
    match: hbsagPositiveOutsideTreatment,
  },
];
