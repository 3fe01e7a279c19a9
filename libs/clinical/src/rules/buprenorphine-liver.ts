import { FindingFamily, Severity } from "../model.ts";
import { formatNumber } from "../text.ts";
import { medNames, type RuleContext } from "./context.ts";
import { isHigh } from "./lab-status.ts";
import type { Rule, RuleMatch } from "./types.ts";

/**
 * A raised ALT on buprenorphine (review 33, mental-addiction-33 case 04: ALT 312 U/L two months
 * after buprenorphine/naloxone was started read as a bare hepatocellular pattern, with buprenorphine
 * unnamed). The US label (evidence "buprenorphine-label-hepatitis", section 5.8) warns of hepatitis
 * on buprenorphine, from a symptom-free transaminase rise to liver failure and death, often with
 * liver disease already present, and (section 5.7) that stopping it abruptly brings on withdrawal,
 * so any reduction is gradual. LiverTox ("livertox-buprenorphine") reads mild, transient enzyme
 * rises as common and clinically apparent injury as seen mainly when the sublingual product is
 * injected. The label names no ALT threshold; the finding starts at three times the upper limit,
 * below which a mild rise is left to the plain lab flag (case 05).
 */

const BUPRENORPHINE = /\b(?:buprenorphine|suboxone|subutex|zubsolv|buvidal|sublocade|espranor)\b/i;
const FROM_TIMES_ULN = 3;

function buprenorphineAlt(ctx: RuleContext): RuleMatch | undefined {
  const meds = ctx.model.medications.filter((m) => m.active && BUPRENORPHINE.test(m.name));
  if (meds.length === 0) return undefined;
  // Patches and low analgesic doses are not the treatment the label's hepatitis warning is about.
  if (meds.every((m) => /\b(?:patch|transdermal|butrans|buprenex)\b/i.test(`${m.name} ${m.dosage ?? ""}`))) {
    return undefined;
  }
  const obs = ctx.lab("alt");
  const alt = ctx.valueOf(obs);
  const uln = ctx.upperLimit("alt");
  if (obs === undefined || alt === undefined || uln === undefined || uln <= 0) return undefined;
  const times = alt / uln;
  if (times < FROM_TIMES_ULN) return undefined;
  const bili = ctx.lab("bilirubin-total");
  const jaundice = isHigh(bili);
  const started = meds.map((m) => m.startDate).find((d) => d !== undefined);
  return {
    refs: ctx.refs(obs, ...meds, jaundice ? bili : undefined),
    ...(jaundice ? { severity: Severity.high } : {}),
    values: {
      alt: ctx.show(obs),
      times: formatNumber(times, 1),
      med: medNames(meds),
      since: started === undefined ? "" : ` (started ${started.slice(0, 10)})`,
      bilirubin: jaundice
        ? ` Bilirubin is raised as well (${ctx.show(bili)}), so liver function needs review today.`
        : "",
    },
  };
}

export const BUPRENORPHINE_LIVER_RULES: readonly Rule[] = [
  {
    id: "buprenorphine-raised-alt",
    family: FindingFamily.drugLab,
    severity: Severity.moderate,
    problem: "Liver tests",
    title: "Raised ALT on buprenorphine",
    clinician:
      "ALT {alt}, {times} times the upper limit, on {med}{since}. Buprenorphine's label warns of hepatitis, from a symptom-free rise in transaminases to liver failure, often where liver disease was already present; clinically apparent injury is seen mainly when the sublingual product is injected.{bilirubin} Look for viral hepatitis, alcohol and other liver-toxic medicines, and review buprenorphine with its prescriber: it is not stopped abruptly, as withdrawal follows and any reduction is gradual.",
    patient:
      "One of your liver tests (ALT) is clearly raised. Buprenorphine can sometimes affect the liver, and so can other things such as hepatitis viruses or alcohol. Please talk to the team who prescribes your buprenorphine soon. Do not stop it on your own, as that can bring on withdrawal.",
    nextSteps: [
      "Ask about injecting the sublingual product, alcohol and other liver-toxic medicines, and check hepatitis B and C status",
      "Review buprenorphine with its prescriber; if it is judged the cause, any reduction is gradual, not abrupt",
      "Repeat liver tests, including bilirubin and INR, within 1–2 weeks",
    ],
    patientQuestions: ["Could my buprenorphine be affecting my liver, and should I be tested for hepatitis?"],
    evidence: ["buprenorphine-label-hepatitis", "livertox-buprenorphine"],
    keywords: ["buprenorphine", "alt", "hepatitis", "liver injury", "opioid use disorder"],
    match: buprenorphineAlt,
  },
];
