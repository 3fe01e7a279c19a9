import { FindingFamily, type LabObservation, type MedicationItem, Severity } from "../model.ts";
import { DRUG_CLASSES } from "../vocab/medications.ts";
import { medNames, type RuleContext } from "./context.ts";
import { antiTnfStarted } from "./anti-tnf-status.ts";
import { statedMention } from "./notes.ts";
import { type TestsStep, withTestsInRecord } from "./tests-in-record.ts";
import type { Rule } from "./types.ts";
import { readsAsUsUnits } from "./uk-record.ts";

/*
 * Hepatitis B reactivation with CD20-directed antibodies (see SUMMARIES["aasld-2018-hbv"] and
 * SUMMARIES["fda-rituxan-hbv-2013"] for where each point was read). Reactivation, sometimes
 * fulminant and fatal, occurs both with a positive HBsAg and after resolved infection (HBsAg
 * negative, anti-HBc positive). AASLD 2018 advises antiviral prophylaxis before anti-CD20 therapy
 * in both groups, continued at least 12 months after it ends; after resolved infection other
 * immunosuppression may instead be monitored (ALT, HBV DNA, HBsAg every 1–3 months).
 *
 * Only anti-CD20 therapy is read here: it is the class the sources name as high risk for both
 * serological groups. A positive anti-HBc without such treatment raises no finding (its lab flag
 * stands on its own).
 */

/** A hepatitis B marker read as present: "Positive", "Reactive", "Detected", or an index above the range. */
function isPositive(obs: LabObservation | undefined): obs is LabObservation {
  if (obs === undefined) return false;
  if (obs.value.kind === "qualitative") return obs.value.result === "positive";
  return obs.value.kind === "number" && (obs.status === "high" || obs.status === "critical-high");
}

/** A marker read as absent ("Negative", "Not detected", "Non-reactive"). */
function isNegative(obs: LabObservation | undefined): boolean {
  return obs?.value.kind === "qualitative" && obs.value.result === "negative";
}

/** The current total anti-HBc result; an IgM test (acute infection) is another question. */
function totalCoreAntibody(ctx: RuleContext): LabObservation | undefined {
  return ctx.labs("anti-hbc").find((o) => !/\bigm\b/i.test(o.name));
}

const ANTI_CD20_NAMES = new RegExp(
  String.raw`\b(?:${(DRUG_CLASSES["anti-cd20"] ?? []).map((n) => n.replaceAll("-", "[- ]?")).join("|")})\b`,
);

/** The antibody a regimen name stands for ("R-CHOP" is rituximab), for the patient text. */
function antibodyOf(name: string): string {
  if (/^r[- ]/.test(name)) return "rituximab";
  if (/^g[- ]/.test(name)) return "obinutuzumab";
  return name;
}

/**
 * The anti-CD20 treatment in the record: listed medications, else one stated in the notes
 * ("pre-rituximab screening"). `name` quotes the record, `generic` is for the patient text.
 */
export function antiCd20(ctx: RuleContext): { meds: MedicationItem[]; name: string; generic: string } | undefined {
  const meds = ctx.meds("anti-cd20");
  const drugs = DRUG_CLASSES["anti-cd20"] ?? [];
  if (meds.length > 0) {
    const generic = [
      ...new Set(
        meds
          .flatMap((m) => m.drugs)
          .filter((d) => drugs.includes(d))
          .map(antibodyOf),
      ),
    ].join(" or ");
    return { meds, name: medNames(meds), generic };
  }
  const mention = statedMention(ctx.freeText, ANTI_CD20_NAMES, true);
  return mention === undefined
    ? undefined
    : { meds: [], name: `${ctx.asWritten(mention)} (named in the notes)`, generic: antibodyOf(mention) };
}

/** The baseline tests before anti-CD20 therapy, read against the record (review 10, infection #10). */
const BASELINE_TESTS: TestsStep = {
  verb: "Before the first (or next) anti-CD20 dose, check",
  tests: [
    { words: "HBV DNA", ids: ["hbv-dna"] },
    { words: "ALT", ids: ["alt"] },
    { words: "HBsAg", ids: ["hbsag"] },
  ],
  tail: " as a baseline",
  whenPresent:
    "HBV DNA, ALT and HBsAg are already in the record as the baseline for monitoring during and after anti-CD20 therapy",
};

/*
 * TNF inhibitors (review 11, rheumatology case 12: anti-HBc reactive, HBsAg negative, adalimumab
 * started). For immunosuppression other than anti-CD20 therapy the hepatology guidelines split by
 * serology: with HBsAg positive, antiviral prophylaxis (AASLD 2018, EASL 2017); after resolved
 * infection (HBsAg negative, anti-HBc positive), either prophylaxis or pre-emptive monitoring of
 * HBV DNA, ALT and HBsAg every 1–3 months with treatment on reactivation (AASLD 2018; EASL 2017 for
 * moderate and low risk). Which of the two is a specialist choice, so the resolved tier asks for the
 * baseline HBV DNA and a plan rather than naming one. Anti-CD20 therapy has its own rule above.
 */
const ANTI_TNF_NAMES = new RegExp(String.raw`\b(?:${(DRUG_CLASSES["anti-tnf"] ?? []).join("|")})\b`);

/** The TNF inhibitor in the record: listed medications, else one stated in the notes. */
export function antiTnf(ctx: RuleContext): { meds: MedicationItem[]; name: string; generic: string } | undefined {
  const meds = ctx.meds("anti-tnf");
  const drugs = DRUG_CLASSES["anti-tnf"] ?? [];
  if (meds.length > 0) {
    const generic = [...new Set(meds.flatMap((m) => m.drugs).filter((d) => drugs.includes(d)))].join(" or ");
    return { meds, name: medNames(meds), generic: generic === "" ? "this medicine" : generic };
  }
  const mention = statedMention(ctx.freeText, ANTI_TNF_NAMES, true);
  return mention === undefined
    ? undefined
    : { meds: [], name: `${ctx.asWritten(mention)} (named in the notes)`, generic: mention };
}

const TNF_BASELINE_TESTS: TestsStep = {
  verb: "Check",
  tests: [
    { words: "HBV DNA", ids: ["hbv-dna"] },
    { words: "ALT", ids: ["alt"] },
  ],
  tail: " now as a baseline",
  whenPresent: "HBV DNA and ALT are already in the record as the baseline for monitoring on the TNF inhibitor",
};

export const HBV_REACTIVATION_RULES: readonly Rule[] = [
  withTestsInRecord(BASELINE_TESTS, {
    id: "hbv-reactivation-anti-cd20",
    family: FindingFamily.drugLab,
    severity: Severity.high,
    problem: "Hepatitis B",
    title: "Hepatitis B reactivation risk with anti-CD20 therapy",
    clinician:
      "{serology}; {drug}, current or planned. Anti-CD20 antibodies carry a high risk of hepatitis B reactivation, which can cause fulminant hepatitis, liver failure and death, including after resolved infection. {guidance}",
    patient:
      "Your blood tests show {plainStatus}. Medicines like {plainDrug} can make the virus active again, which can seriously harm the liver. Before this treatment, your doctor can check the virus level and usually starts an antiviral medicine to prevent it.",
    nextSteps: [
      "Before the first (or next) anti-CD20 dose, check HBV DNA, ALT and HBsAg as a baseline",
      "Hepatology or infectious-diseases input; start antiviral prophylaxis (entecavir or tenofovir) before the anti-CD20 therapy and continue it for at least 12 months after the last dose",
      "Monitor ALT and HBV DNA during and after treatment; stop the anti-CD20 antibody and treat if hepatitis B reactivates",
    ],
    patientQuestions: ["Do I need an antiviral medicine before my treatment starts, and for how long?"],
    evidence: ["aasld-2018-hbv", "fda-rituxan-hbv-2013"],
    keywords: ["hepatitis b reactivation", "anti-hbc", "hbsag", "rituximab", "anti-cd20", "antiviral prophylaxis"],
    match: (ctx) => {
      const core = totalCoreAntibody(ctx);
      const surface = ctx.anyLab("hbsag");
      if (!isPositive(core) && !isPositive(surface)) return undefined;
      const treatment = antiCd20(ctx);
      if (treatment === undefined) return undefined;
      // The anti-HBs result is named here, and its plain flag line left out (evaluate.ts, FLAG_SAID_BY_RULE).
      const antiHbs = isNegative(surface) ? ctx.anyLab("anti-hbs") : undefined;
      const serology = isPositive(surface)
        ? `HBsAg ${ctx.show(surface)}, a current hepatitis B infection`
        : isNegative(surface)
          ? `Anti-HBc ${ctx.show(core)} with HBsAg ${ctx.show(surface)}${antiHbs === undefined ? "" : ` and anti-HBs ${ctx.show(antiHbs)}`}, a resolved hepatitis B infection`
          : `Anti-HBc ${ctx.show(core)} with no HBsAg result in the record, a past or current hepatitis B infection`;
      // A record not read as American takes EASL 2017 (review 33, infect-resp-33 case 12: a Birmingham
      // NHS haematology record read "AASLD 2018 advises" and cited AASLD and the FDA alone).
      const us = readsAsUsUnits(ctx);
      return {
        refs: [...ctx.refs(core, surface, antiHbs), ...treatment.meds.map((m) => m.ref)],
        ...(!us && { evidence: ["easl-2017-hbv", "fda-rituxan-hbv-2013"], evidenceReplacesRule: true as const }),
        values: {
          guidance: us
            ? "AASLD 2018 advises antiviral prophylaxis (entecavir or tenofovir) before anti-CD20 therapy, continued for at least 12 months after the last dose."
            : "EASL 2017 advises antiviral prophylaxis (entecavir or tenofovir) for HBsAg-positive people and for resolved infection at high risk of reactivation, as with anti-CD20 therapy, continued for at least 12 months after immunosuppression ends and 18 months after rituximab-based regimens.",
          serology,
          drug: treatment.name,
          plainStatus: isPositive(surface) ? "you have hepatitis B" : "you have had hepatitis B at some time",
          plainDrug: treatment.generic,
        },
      };
    },
  }),
  withTestsInRecord(TNF_BASELINE_TESTS, {
    id: "hbv-reactivation-anti-tnf",
    family: FindingFamily.drugLab,
    severity: Severity.moderate,
    problem: "Hepatitis B",
    title: "Hepatitis B reactivation risk with a TNF inhibitor",
    clinician: "{serology}; {drug}{timing}. TNF inhibitors can reactivate hepatitis B. {plan}",
    patient:
      "Your blood tests show {plainStatus}. Medicines like {plainDrug} can sometimes make the virus active again, which can harm the liver. Your doctor can check the virus level in your blood and then either check it regularly or give a medicine to keep the virus quiet.",
    nextSteps: [
      "Check HBV DNA and ALT now as a baseline",
      "Agree a plan with hepatology: either HBV DNA, ALT and HBsAg every 1–3 months during treatment with antiviral treatment if hepatitis B reactivates, or antiviral prophylaxis (entecavir or tenofovir)",
    ],
    patientQuestions: ["How will my hepatitis B be checked while I am on this medicine?"],
    evidence: ["aasld-2018-hbv", "easl-2017-hbv"],
    keywords: ["hepatitis b reactivation", "anti-hbc", "hbsag", "tnf inhibitor", "adalimumab", "hbv dna monitoring"],
    match: (ctx) => {
      if (antiCd20(ctx) !== undefined) return undefined;
      const core = totalCoreAntibody(ctx);
      const surface = ctx.anyLab("hbsag");
      const current = isPositive(surface);
      // Resolved infection needs a negative HBsAg on record; without it the anti-HBc lab line stands alone.
      if (!current && !(isPositive(core) && isNegative(surface))) return undefined;
      const treatment = antiTnf(ctx);
      if (treatment === undefined) return undefined;
      const started = antiTnfStarted(ctx, treatment.meds);
      return {
        severity: current ? Severity.high : Severity.moderate,
        ...(current && {
          nextSteps: [
            "Check HBV DNA and ALT now as a baseline",
            "Hepatology input; start antiviral prophylaxis (entecavir or tenofovir) and continue it through the TNF inhibitor and for at least 6–12 months after it stops",
          ],
        }),
        refs: [...ctx.refs(core, surface), ...treatment.meds.map((m) => m.ref)],
        values: {
          serology: current
            ? `HBsAg ${ctx.show(surface)}, a current hepatitis B infection`
            : `Anti-HBc ${ctx.show(core)} with HBsAg ${ctx.show(surface)}, a resolved (possibly occult) hepatitis B infection`,
          drug: treatment.name,
          timing: started === undefined ? ", current or planned" : `, started on ${started}`,
          plan: current
            ? "With HBsAg positive, AASLD 2018 and EASL 2017 advise antiviral prophylaxis (entecavir or tenofovir) for the whole course of immunosuppression and at least 6–12 months after it."
            : "After resolved infection, AASLD 2018 and EASL 2017 allow either antiviral prophylaxis or monitoring of HBV DNA, ALT and HBsAg every 1–3 months with treatment at the first sign of reactivation.",
          plainStatus: current ? "you have hepatitis B" : "you have had hepatitis B at some time",
          plainDrug: treatment.generic,
        },
      };
    },
  }),
];
