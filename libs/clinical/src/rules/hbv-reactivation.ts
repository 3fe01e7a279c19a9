import { FindingFamily, type LabObservation, type MedicationItem, Severity } from "../model.ts";
import { DRUG_CLASSES } from "../vocab/medications.ts";
import { medNames, type RuleContext } from "./context.ts";
import { statedMention } from "./notes.ts";
import { type TestsStep, withTestsInRecord } from "./tests-in-record.ts";
import type { Rule } from "./types.ts";

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

const ANTI_CD20_NAMES = new RegExp(String.raw`\b(?:${(DRUG_CLASSES["anti-cd20"] ?? []).join("|")})\b`);

/**
 * The anti-CD20 treatment in the record: listed medications, else one stated in the notes
 * ("pre-rituximab screening"). `name` quotes the record, `generic` is for the patient text.
 */
function antiCd20(ctx: RuleContext): { meds: MedicationItem[]; name: string; generic: string } | undefined {
  const meds = ctx.meds("anti-cd20");
  const drugs = DRUG_CLASSES["anti-cd20"] ?? [];
  if (meds.length > 0) {
    const generic = [...new Set(meds.flatMap((m) => m.drugs).filter((d) => drugs.includes(d)))].join(" or ");
    return { meds, name: medNames(meds), generic };
  }
  const mention = statedMention(ctx.freeText, ANTI_CD20_NAMES, true);
  return mention === undefined ? undefined : { meds: [], name: `${mention} (named in the notes)`, generic: mention };
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

export const HBV_REACTIVATION_RULES: readonly Rule[] = [
  withTestsInRecord(BASELINE_TESTS, {
    id: "hbv-reactivation-anti-cd20",
    family: FindingFamily.drugLab,
    severity: Severity.high,
    problem: "Hepatitis B",
    title: "Hepatitis B reactivation risk with anti-CD20 therapy",
    clinician:
      "{serology}; {drug}, current or planned. Anti-CD20 antibodies carry a high risk of hepatitis B reactivation, which can cause fulminant hepatitis, liver failure and death, including after resolved infection. AASLD 2018 advises antiviral prophylaxis (entecavir or tenofovir) before anti-CD20 therapy, continued for at least 12 months after the last dose.",
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
      const serology = isPositive(surface)
        ? `HBsAg ${ctx.show(surface)}, a current hepatitis B infection`
        : isNegative(surface)
          ? `Anti-HBc ${ctx.show(core)} with HBsAg ${ctx.show(surface)}, a resolved hepatitis B infection`
          : `Anti-HBc ${ctx.show(core)} with no HBsAg result in the record, a past or current hepatitis B infection`;
      return {
        refs: [...ctx.refs(core, surface), ...treatment.meds.map((m) => m.ref)],
        values: {
          serology,
          drug: treatment.name,
          plainStatus: isPositive(surface) ? "you have hepatitis B" : "you have had hepatitis B at some time",
          plainDrug: treatment.generic,
        },
      };
    },
  }),
];
