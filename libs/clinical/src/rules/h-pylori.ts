import { FindingFamily, type LabObservation, Severity } from "../model.ts";
import type { RuleContext } from "./context.ts";
import { statedMention } from "./notes.ts";
import type { Rule, RuleMatch } from "./types.ts";
import { devolvedNation, readsAsUsUnits } from "./uk-record.ts";

/*
 * A positive Helicobacter pylori test (review 12, serology case 14: stool antigen detected in a
 * woman of 58 with 3 months of dyspepsia, 4 kg weight loss and iron-deficiency anaemia, read only
 * as "higher than the usual range"). NICE CG184 offers eradication therapy, a 7-day course of a
 * proton-pump inhibitor with two antibiotics, to people who test positive
 * (SUMMARIES["nice-cg184-dyspepsia"]). NICE NG12 offers urgent direct-access upper GI endoscopy,
 * within 2 weeks, for dysphagia at any age, or at 55 and over with weight loss and upper abdominal
 * pain, reflux or dyspepsia, to look for oesophageal or stomach cancer
 * (SUMMARIES["nice-ng12-suspected-cancer"]); eradication does not replace that referral. H. pylori
 * has no catalogue entry, so the test is read by name.
 */

const F = FindingFamily.pattern;

const ERADICATE =
  "Offer H. pylori eradication therapy (a 7-day course of a proton-pump inhibitor with two antibiotics, chosen by local guidance and recent antibiotic use)";

/** An H. pylori test by name: stool antigen, urea breath test, serology. */
const H_PYLORI = /\b(?:helicobacter|h\.?\s?pylori|hp stool|urea breath test)\b/i;

/** NG12: age from which weight loss with dyspepsia, reflux or upper abdominal pain prompts urgent endoscopy. */
const ALARM_AGE = 55;

const DYSPHAGIA = /\b(?:dysphagia|difficulty swallowing|trouble swallowing|food sticking)\b/i;
const WEIGHT_LOSS = /\b(?:weight loss|losing weight|lost (?:\d+(?:\.\d+)?\s?kg|weight))\b/i;
const UPPER_GI = /\b(?:dyspeps\w*|indigestion|reflux|heartburn|epigastric pain|upper abdominal pain)\b/i;

/** The latest H. pylori test, when it is positive. */
export function positiveHPylori(ctx: RuleContext): LabObservation | undefined {
  const tests = ctx.model.labs.filter((o) => H_PYLORI.test(o.name));
  const latest = tests.sort((a, b) => (b.time ?? 0) - (a.time ?? 0))[0];
  if (latest === undefined) return undefined;
  const positive =
    latest.value.kind === "qualitative"
      ? latest.value.result === "positive"
      : latest.status === "high" || latest.status === "abnormal";
  return positive ? latest : undefined;
}

/** The NG12 alarm features stated in the notes, for each reader; undefined when there are none. */
export function alarmFeatures(ctx: RuleContext): { clinician: string; patient: string } | undefined {
  const text = ctx.freeText;
  if (statedMention(text, DYSPHAGIA) !== undefined) return { clinician: "dysphagia", patient: "trouble swallowing" };
  const age = ctx.age;
  if (age === undefined || age < ALARM_AGE) return undefined;
  const weightLoss = statedMention(text, WEIGHT_LOSS);
  const upperGi = statedMention(text, UPPER_GI);
  return weightLoss !== undefined && upperGi !== undefined
    ? { clinician: `age ${age} with weight loss and upper GI symptoms ("${upperGi}")`, patient: "weight loss" }
    : undefined;
}

function hPyloriPositive(ctx: RuleContext): RuleMatch | undefined {
  const obs = positiveHPylori(ctx);
  if (obs === undefined) return undefined;
  const alarm = alarmFeatures(ctx);
  if (alarm === undefined) {
    return {
      refs: ctx.refs(obs),
      values: {
        test: `${obs.name} positive${obs.date === undefined ? "" : ` (${obs.date})`}`,
        alarm: "",
        patientAlarm: "",
      },
      nextSteps: [ERADICATE],
    };
  }
  // A US record is not given NG12's 2-week pathway (review 30, country-30; as upper-gi-cancer-endoscopy.ts).
  if (readsAsUsUnits(ctx))
    return {
      refs: ctx.refs(obs),
      values: {
        test: `${obs.name} positive${obs.date === undefined ? "" : ` (${obs.date})`}`,
        alarm: ` Alarm features are recorded (${alarm.clinician}): they call for a prompt upper endoscopy (EGD) to look for esophageal or stomach cancer, and ACG/CAG 2017 suggests endoscopy for anyone with dyspepsia at 60 or over; treating the infection does not replace it.`,
        patientAlarm: ` Because of your ${alarm.patient}, you should also have a camera test of your food pipe and stomach (an endoscopy) soon, to find the cause.`,
      },
      severity: Severity.high,
      nextSteps: ["Refer promptly for upper endoscopy (EGD)", ERADICATE],
    };
  // Scotland refers by its own guidelines, as upper-gi-cancer-endoscopy.ts does (review 31,
  // nations-31 case 07: an Inverness man of 61 with weight loss and dyspepsia was given NG12's
  // 2-week endoscopy): a USC referral by the local pathway, for assessment rather than a set test.
  if (devolvedNation(ctx) === "Scotland")
    return {
      refs: ctx.refs(obs),
      values: {
        test: `${obs.name} positive${obs.date === undefined ? "" : ` (${obs.date})`}`,
        alarm: ` Alarm features are recorded (${alarm.clinician}): the Scottish Referral Guidelines for Suspected Cancer (2025) make these an urgent suspicion of cancer (USC) referral to the upper GI service by the local pathway, to look for oesophageal or stomach cancer; treating the infection does not replace it.`,
        patientAlarm: ` Because of your ${alarm.patient}, you should also be referred urgently to a specialist for checks, usually a camera test of your food pipe and stomach (an endoscopy), to find the cause.`,
      },
      severity: Severity.high,
      nextSteps: [
        "Refer to the upper GI service as an urgent suspicion of cancer (USC) referral by the local pathway (Scottish Referral Guidelines for Suspected Cancer)",
        ERADICATE,
      ],
      evidence: ["scottish-referral-guidelines-upper-gi-2025", "nice-cg184-dyspepsia"],
    };
  return {
    refs: ctx.refs(obs),
    values: {
      test: `${obs.name} positive${obs.date === undefined ? "" : ` (${obs.date})`}`,
      alarm: ` Alarm features are recorded (${alarm.clinician}): NICE NG12 offers urgent direct-access upper GI endoscopy, within 2 weeks, to look for oesophageal or stomach cancer; treating the infection does not replace it.`,
      patientAlarm: ` Because of your ${alarm.patient}, you should also have a camera test of your food pipe and stomach (an endoscopy) soon, within about 2 weeks, to find the cause.`,
    },
    severity: Severity.high,
    nextSteps: [
      "Refer for urgent direct-access upper GI endoscopy (within 2 weeks, NICE NG12 suspected cancer pathway)",
      ERADICATE,
    ],
    evidence: ["nice-ng12-suspected-cancer", "nice-cg184-dyspepsia"],
  };
}

/** The tests a proton-pump inhibitor suppresses: stool antigen and urea breath test (not serology). */
const PPI_SENSITIVE = /\b(?:stool|faecal|fecal|antigen|breath|ubt)\b/i;

/*
 * A negative H. pylori stool antigen or breath test taken on a proton-pump inhibitor (review 23,
 * gi-resp-23 case 07: omeprazole for 6 weeks, stool antigen "not detected", no comment). NICE's
 * dyspepsia quality standard (QS96, statement 3) asks for a 2-week washout from a PPI before the
 * test, and NICE's CKS did not test within 14 days of a PPI; so the negative does not rule out the
 * infection. Serology is left out: a PPI does not change antibodies.
 */
function negativeOnPpi(ctx: RuleContext): RuleMatch | undefined {
  const latest = ctx.model.labs
    .filter((o) => H_PYLORI.test(o.name) && PPI_SENSITIVE.test(o.name))
    .sort((a, b) => (b.time ?? 0) - (a.time ?? 0))[0];
  if (latest?.value.kind !== "qualitative" || latest.value.result !== "negative") return undefined;
  if (positiveHPylori(ctx) !== undefined) return undefined;
  const ppi = ctx.meds("ppi").find((m) => m.active);
  if (ppi === undefined) return undefined;
  return {
    refs: ctx.refs(latest, ppi),
    values: {
      test: `${latest.name} ${latest.rawValue}${latest.date === undefined ? "" : ` (${latest.date})`}`,
      ppi: ppi.name,
    },
  };
}

export const H_PYLORI_RULES: readonly Rule[] = [
  {
    id: "h-pylori-negative-on-ppi",
    family: F,
    severity: Severity.low,
    problem: "Stomach and digestion",
    title: "Negative H. pylori test taken on a proton-pump inhibitor may be falsely negative",
    clinician:
      "{test} while taking {ppi}. A proton-pump inhibitor makes a stool antigen or breath test less accurate and can make it falsely negative; NICE asks for a 2-week washout from the PPI before testing, so this result does not rule out the infection.",
    patient:
      "Your stomach germ test (H. pylori) was negative, but it was done while you were taking {ppi}. This medicine can stop the test finding the germ, so the result may be negative when the germ is there. If the test is still needed, your doctor may ask you to stop the medicine for 2 weeks and repeat it. Do not stop it without talking to your doctor first.",
    nextSteps: [
      "If H. pylori still needs excluding, repeat the stool antigen or breath test after 2 weeks off the PPI (an antacid can be used meanwhile)",
    ],
    patientQuestions: ["Should I repeat the stomach germ test after stopping my acid medicine for 2 weeks?"],
    evidence: ["nice-qs96-dyspepsia"],
    keywords: ["helicobacter pylori", "stool antigen", "proton pump inhibitor", "false negative", "washout"],
    match: negativeOnPpi,
  },
  {
    id: "h-pylori-positive",
    family: F,
    severity: Severity.moderate,
    problem: "Stomach and digestion",
    title: "Helicobacter pylori infection",
    clinician: "{test}: current H. pylori infection. {offer}{alarm}",
    patient:
      "Your test shows Helicobacter pylori, a germ in the stomach that can cause indigestion and ulcers. It is treated with a one-week course of tablets (an acid-reducing medicine with two antibiotics).{patientAlarm}",
    nextSteps: [ERADICATE],
    patientQuestions: ["Which treatment will clear the stomach infection, and will I be retested afterwards?"],
    evidence: ["nice-cg184-dyspepsia"],
    keywords: ["helicobacter pylori", "eradication", "dyspepsia", "endoscopy"],
    match: (ctx) => {
      const found = hPyloriPositive(ctx);
      if (found === undefined) return undefined;
      // A Scottish record is offered treatment by NHS Scotland boards' own antimicrobial guidance, not
      // NICE (review 31b, leftovers-31b case 06: an Aberdeen record was cited NICE CG184); no SIGN
      // guideline on H. pylori was seen, and NHS Lanarkshire's page on Right Decisions is the one cited.
      if (!readsAsUsUnits(ctx) && devolvedNation(ctx) === "Scotland")
        return {
          ...found,
          values: {
            ...found.values,
            offer:
              "NHS Scotland boards' antimicrobial guidance (for example NHS Lanarkshire's) treats a positive test in dyspepsia or ulcer disease with a 7-day course of a proton-pump inhibitor with amoxicillin and either clarithromycin or metronidazole, avoiding an antibiotic used in the past year.",
          },
          evidence: [
            ...(found.evidence ?? []).filter((id) => id !== "nice-cg184-dyspepsia"),
            "nhs-lanarkshire-h-pylori-eradication",
          ],
          evidenceReplacesRule: true,
        };
      // A US record is offered treatment without NICE CG184 (review 30, country-30 case 08).
      if (!readsAsUsUnits(ctx))
        return {
          ...found,
          values: { ...found.values, offer: "NICE CG184 offers eradication therapy to people who test positive." },
        };
      return {
        ...found,
        values: { ...found.values, offer: "ACG/CAG 2017 advises treating the infection when it is found." },
        evidence: ["acg-cag-2017-dyspepsia"],
        evidenceReplacesRule: true,
      };
    },
  },
];
