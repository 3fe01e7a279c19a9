import { FindingFamily, type LabObservation, Severity } from "../model.ts";
import { formatNumber } from "../text.ts";
import type { RuleContext } from "./context.ts";
import { statedMention } from "./notes.ts";
import { pregnancy } from "./patterns.ts";
import { inPreEclampsiaSetting } from "./pregnancy-emergencies.ts";
import { gestation } from "./pregnancy-labs.ts";
import type { Rule, RuleMatch } from "./types.ts";
import { readsAsUsUnits } from "./uk-record.ts";

/*
 * Intrahepatic cholestasis of pregnancy (ICP). RCOG Green-top Guideline 43 (2022, seen 2026-11-28):
 * the diagnosis is considered in a pregnant woman with itching of normal-looking skin and a peak
 * random total bile acid concentration of 19 µmol/L or more; it is graded mild (19–39), moderate
 * (40–99) and severe (100 or more), and with isolated ICP in a singleton pregnancy the stillbirth risk
 * rises above the population's only from 100 µmol/L. Further laboratory or imaging tests are not
 * recommended unless the picture is atypical, early and severe, or comorbidities are present, and
 * the diagnosis is confirmed at least 4 weeks after birth when itch and liver tests (bile acids
 * included) have returned to normal. Geenes & Williamson 2009: itch in the third trimester, raised
 * bile acids and abnormal liver tests without other liver disease, resolving after birth.
 * The adult cholestatic work-up (ultrasound, primary biliary cholangitis and sclerosing cholangitis)
 * steps aside when this rule matches (patterns.ts).
 */

const BILE_ACIDS = /\bbile\s+acids?\b/i;
const ITCH = /\b(?:itch\w*|prurit\w*)/;
const ICP_CONDITION = /\bcholestasis\b/i;
const LIVER = [
  ["alt", "ALT"],
  ["ast", "AST"],
  ["alp", "ALP"],
] as const;
/** RCOG GTG 43: ICP is considered from a peak random total bile acid of 19 µmol/L. */
const ICP_MIN_UMOL = 19;
const MODERATE_FROM_UMOL = 40;
/** RCOG GTG 43: the stillbirth risk rises above the population's from 100 µmol/L. */
const SEVERE_FROM_UMOL = 100;

/** A bile acid result in µmol/L (the unit given, or none); other units are not guessed. */
function bileAcidUmol(o: LabObservation): number | undefined {
  if (o.value.kind !== "number") return undefined;
  const unit = (o.unit ?? o.rawUnit ?? "").toLowerCase().replace(/\s/g, "");
  return unit === "" || /^(?:µ|u|micro)mol\/l$/.test(unit) ? o.value.value : undefined;
}

interface Icp {
  peak: LabObservation;
  umol: number;
  itch: boolean;
}

/**
 * Intrahepatic cholestasis of pregnancy as RCOG GTG 43 considers it: a current pregnancy, itching in
 * the notes (or the condition recorded), and a peak total bile acid of 19 µmol/L or more.
 */
export function cholestasisOfPregnancy(ctx: RuleContext): Icp | undefined {
  if (pregnancy(ctx) === undefined) return undefined;
  const itch = statedMention(ctx.freeText, ITCH) !== undefined;
  const named = ctx.model.conditions.some((c) => ICP_CONDITION.test(c.name));
  if (!itch && !named) return undefined;
  let best: Icp | undefined;
  for (const o of ctx.model.labs) {
    if (!BILE_ACIDS.test(o.name)) continue;
    const umol = bileAcidUmol(o);
    if (umol !== undefined && umol >= ICP_MIN_UMOL && (best === undefined || umol > best.umol))
      best = { peak: o, umol, itch };
  }
  return best;
}

/** SMFM Consult Series #53, read on US records with the RCOG grading. */
const SMFM_SEVERE =
  "SMFM (Consult Series #53) advises offering delivery at 36 0/7 weeks at this level, ursodeoxycholic acid as first-line treatment for the itch, and antenatal fetal surveillance.";
const SMFM_BELOW_100 =
  "SMFM (Consult Series #53) advises delivery between 36 0/7 and 39 0/7 weeks below 100 µmol/L, ursodeoxycholic acid as first-line treatment for the itch, and antenatal fetal surveillance.";

function grade(umol: number): "mild" | "moderate" | "severe" {
  return umol >= SEVERE_FROM_UMOL ? "severe" : umol >= MODERATE_FROM_UMOL ? "moderate" : "mild";
}

const icpRule: Rule = {
  id: "cholestasis-of-pregnancy",
  family: FindingFamily.pattern,
  severity: Severity.moderate,
  problem: "Liver tests",
  title: "Intrahepatic cholestasis of pregnancy ({grade})",
  clinician:
    "{stage}: {itch} with total bile acids {bile}. This fits intrahepatic cholestasis of pregnancy (RCOG Green-top Guideline 43: itch of normal-looking skin with a peak random total bile acid of 19 µmol/L or more), {grade} by its grading (19–39, 40–99, 100 µmol/L or more).{liver} {risk} Further liver imaging or tests for other liver diseases are not needed unless the picture is atypical, very early or severe; the diagnosis is confirmed at least 4 weeks after birth, when itch and liver tests should have returned to normal.",
  patient:
    "Your itching and your raised bile acids fit a liver condition of pregnancy called intrahepatic cholestasis of pregnancy. {patientRisk} It usually goes away after the baby is born. Tell your {team} if the itching gets worse.",
  nextSteps: [
    "Refer to the maternity team to plan monitoring of bile acids and liver tests and the timing of birth",
    "Repeat liver tests and bile acids at least 4 weeks after birth to confirm the diagnosis",
  ],
  patientQuestions: ["How often will my bile acids be checked, and does this change when my baby should be born?"],
  evidence: ["rcog-gtg43-icp-2022", "geenes-2009-intrahepatic-cholestasis-pregnancy"],
  keywords: ["intrahepatic cholestasis of pregnancy", "obstetric cholestasis", "bile acids", "itching in pregnancy"],
  match: (ctx) => {
    const icp = cholestasisOfPregnancy(ctx);
    if (icp === undefined) return undefined;
    const g = grade(icp.umol);
    const weeks = pregnancy(ctx)?.weeks;
    // A US record was told of the "maternity team" and given only the RCOG plan (review 26, pregnancy-26b case 11).
    const us = readsAsUsUnits(ctx);
    const team = us ? "prenatal care team" : "maternity team";
    const liver: [LabObservation, string][] = [];
    for (const [id, name] of LIVER) {
      const o = ctx.lab(id);
      if (o !== undefined && isRaised(o)) liver.push([o, name]);
    }
    return {
      ...(g === "severe" ? { severity: Severity.high } : {}),
      refs: ctx.refs(icp.peak, ...liver.map(([o]) => o), ...ctx.conditions("pregnancy")),
      values: {
        stage: weeks === undefined ? "In pregnancy" : `At ${weeks} weeks of pregnancy`,
        itch: icp.itch ? "itching recorded in the notes" : "cholestasis of pregnancy recorded",
        bile: `${formatNumber(icp.umol)} µmol/L${icp.peak.date ? ` (${icp.peak.date})` : ""}`,
        grade: g,
        liver:
          liver.length === 0
            ? ""
            : ` Raised liver tests fit this picture: ${liver.map(([o, name]) => `${name} ${ctx.show(o)}`).join(" and ")}${liver.some(([, name]) => name === "ALP") ? "; in the second half of pregnancy much of a raised ALP comes from the placenta" : ""}.`,
        risk:
          (g === "severe"
            ? "At 100 µmol/L or more the risk of stillbirth is raised: discuss monitoring and the timing of birth with the obstetric team promptly."
            : "Below 100 µmol/L the stillbirth risk of isolated ICP in a singleton pregnancy is not raised above the population's; bile acids are repeated to find the peak.") +
          (us ? ` ${g === "severe" ? SMFM_SEVERE : SMFM_BELOW_100}` : ""),
        patientRisk:
          g === "severe"
            ? `Your level is high enough to raise the risk to the baby, so your ${team} needs to see you soon to plan your care and when your baby should be born.`
            : `At your level the risk to the baby is not raised, but your ${team} should check your blood tests again and plan your care.`,
        team,
      },
      ...(us && {
        nextSteps: [
          "Refer to the obstetric team (OB or maternal-fetal medicine) to plan fetal surveillance, ursodiol for the itch and the timing of delivery",
          "Repeat liver tests and bile acids at least 4 weeks after birth to confirm the diagnosis",
        ],
        evidence: ["smfm-cs53-icp"],
      }),
    };
  },
};

function isRaised(o: LabObservation): boolean {
  return o.status === "high" || o.status === "critical-high";
}

/** ICP starts in the second half of pregnancy; an itch before it is not read this way. */
const ITCH_FROM_WEEKS = 20;

/**
 * Itching in the second half of pregnancy with a raised ALT or AST and no bile acid result: the
 * diagnosis that fits turns on a bile acid level, which is what is missing (RCOG GTG 43; SMFM measures
 * bile acids and transaminases when ICP is suspected). The adult cholestatic work-up steps aside
 * (patterns.ts): review 38, pregnancy-38 case 08 (32 weeks, itchy palms, ALT 86 and a placental ALP
 * of 210) was sent for an ultrasound and PBC and PSC tests on an R ratio built from the ALP.
 * With pre-eclampsia's signs the raised transaminases belong to that picture instead.
 */
export function itchAwaitingBileAcids(ctx: RuleContext): LabObservation[] | undefined {
  const g = gestation(ctx);
  if (g === undefined || g.trimester === 1 || (g.weeks !== undefined && g.weeks < ITCH_FROM_WEEKS)) return undefined;
  if (statedMention(ctx.freeText, ITCH) === undefined) return undefined;
  if (ctx.model.labs.some((o) => BILE_ACIDS.test(o.name))) return undefined;
  const raised = (["alt", "ast"] as const).map((id) => ctx.lab(id)).filter((o) => o !== undefined && isRaised(o));
  if (raised.length === 0 || inPreEclampsiaSetting(ctx)) return undefined;
  return raised as LabObservation[];
}

const bileAcidsNeededRule: Rule = {
  id: "pregnancy-itch-bile-acids",
  family: FindingFamily.pattern,
  severity: Severity.moderate,
  problem: "Liver tests",
  title: "Itching in pregnancy with raised liver tests: bile acids not measured",
  clinician:
    "{stage}: itching recorded in the notes with {liver}, and no bile acid result in the record. Intrahepatic cholestasis of pregnancy is considered on itching of normal-looking skin with a peak random total bile acid of 19 µmol/L or more (RCOG Green-top Guideline 43), so a bile acid level is what decides it; further liver imaging or tests for other liver diseases are kept for an atypical, very early or severe picture.",
  patient:
    "You are itching and one of your liver tests is raised. In later pregnancy this can be a liver condition of pregnancy called intrahepatic cholestasis of pregnancy, which is checked with a blood test for bile acids. Ask your {team} about having this test soon, and tell them if the itching gets worse.",
  nextSteps: [
    "Measure a random total bile acid level, with repeat liver tests, and share the results with the maternity team",
  ],
  patientQuestions: ["When will my bile acids be checked?"],
  evidence: ["rcog-gtg43-icp-2022"],
  keywords: ["intrahepatic cholestasis of pregnancy", "obstetric cholestasis", "bile acids", "itching in pregnancy"],
  match: (ctx): RuleMatch | undefined => {
    const raised = itchAwaitingBileAcids(ctx);
    if (raised === undefined) return undefined;
    const weeks = pregnancy(ctx)?.weeks;
    const us = readsAsUsUnits(ctx);
    return {
      refs: ctx.refs(...raised, ...ctx.conditions("pregnancy")),
      values: {
        stage: weeks === undefined ? "In pregnancy" : `At ${weeks} weeks of pregnancy`,
        liver: raised.map((o) => `${o.analyteId === "ast" ? "AST" : "ALT"} ${ctx.show(o)}`).join(" and "),
        team: us ? "prenatal care team" : "midwife or maternity team",
      },
      ...(us && {
        nextSteps: [
          "Measure total bile acids with repeat transaminases, and share the results with the obstetric team",
        ],
        evidence: ["smfm-cs53-icp", "rcog-gtg43-icp-2022"],
      }),
    };
  },
};

export const PREGNANCY_CHOLESTASIS_RULES: readonly Rule[] = [icpRule, bileAcidsNeededRule];
