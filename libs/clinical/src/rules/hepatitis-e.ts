import { FindingFamily, type LabObservation, Severity } from "../model.ts";
import { acuteLiverInjury, hepatitisEFound } from "./acute-liver-injury.ts";
import type { RuleContext } from "./context.ts";
import { statedMention } from "./notes.ts";
import { pregnancy } from "./patterns.ts";
import { transplantRecorded } from "./transplant-recipient.ts";
import type { Rule, RuleMatch } from "./types.ts";

/*
 * Hepatitis E read from a positive IgM or a detected RNA (review 22, liver-gi-22: "Hepatitis E IgM
 * Positive" with ALT 1140 was "not judged (no range)" while the engine asked to "test for hepatitis
 * E", and a kidney transplant recipient with HEV RNA detected got only "commonly from fatty liver,
 * alcohol, medicines" for her ALT).
 * - UKHSA (ukhsa-hepatitis-e): usually mild and clears by itself, from no symptoms to liver failure,
 *   rarely fatal, particularly in pregnancy; it can persist with a suppressed immune system and
 *   cause chronic liver inflammation; notifiable as acute infectious hepatitis; a confirmed acute
 *   case is PCR positive, or IgM and IgG positive. Public Health Scotland (same entry): in Europe
 *   mainly from raw or undercooked pork or shellfish, elsewhere from contaminated water; severe in
 *   pregnancy and chronic liver disease; chronic after organ transplants.
 * - EdREN after the BTS guideline (edren-hepatitis-e-transplant): in transplant recipients more than
 *   30% clear a new infection within 3 months, so HEV RNA and liver enzymes are followed; HEV
 *   detectable for more than 3 months is persistent infection; a positive result is discussed with
 *   hepatology and a reduction in immunosuppression considered against the risk of rejection;
 *   ribavirin (ASHM page and the UKHSA series in the same entry) for infection that persists.
 * - Pregnancy (review 22, liver-meds-22b; shalimar-2013-hev-pregnancy): pregnant women are at
 *   greater risk of severe hepatitis E and acute liver failure, with fetal loss, preterm labour and
 *   maternal or neonatal death, mostly with genotypes 1 and 2 and later in pregnancy, so the finding
 *   is raised to high and the same-day obstetric and hepatology review is asked for.
 * How severe the liver injury is (INR, encephalopathy) is read by acute-liver-injury.ts.
 */

/** Three months: HEV RNA beyond it in an immunosuppressed person is persistent infection. */
const PERSISTENT_DAYS = 90;
const DAY_MS = 86_400_000;

const MYCOPHENOLATE = /\bmycophenol\w*|\bcellcept\b|\bmyfortic\b/i;

/** Why the person counts as immunosuppressed (a transplant, or a transplant-type immunosuppressant), if they do. */
function immunosuppression(ctx: RuleContext): string | undefined {
  if (transplantRecorded(ctx)) return "a transplant recipient";
  const meds = [
    ...ctx.medsOf("calcineurin-inhibitor", "thiopurine", "cytotoxic", "anti-cd20"),
    ...ctx.model.medications.filter((m) => m.active && MYCOPHENOLATE.test(m.name)),
  ];
  return meds.length > 0 ? `someone taking ${meds[0]!.name}` : undefined;
}

/** The first date from which the ALT has stayed above its range, when that is over 3 months before `at`. */
function altRaisedSince(ctx: RuleContext, at: number | undefined): string | undefined {
  const uln = ctx.upperLimit("alt");
  const points = ctx.series("alt")?.points ?? [];
  if (uln === undefined || at === undefined || points.length < 2) return undefined;
  let since: { date: string; time: number } | undefined;
  for (const p of points) {
    if (p.time > at) break;
    since = p.value > uln ? (since ?? p) : undefined;
  }
  return since !== undefined && at - since.time > PERSISTENT_DAYS * DAY_MS ? since.date : undefined;
}

/** Foods and travel that fit hepatitis E, as stated in the notes. */
const FOOD = /\b(?:pork|pigs?|pig liver|sausages?|ham|bacon|pat[eé]|offal|wild boar|venison|shellfish)\b/i;
const TRAVEL = /\b(?:back from|returned from|travel(?:led|ed|ling|ing)?|trip to)\b/i;

/** "; the notes mention recent travel and "pork", which fit", or "". */
function exposureText(ctx: RuleContext): string {
  const food = statedMention(ctx.freeText, FOOD);
  const named = [
    statedMention(ctx.freeText, TRAVEL) === undefined ? undefined : "recent travel",
    food === undefined ? undefined : `"${food}"`,
  ].filter((x): x is string => x !== undefined);
  return named.length === 0
    ? ""
    : `; the notes mention ${named.join(" and ")}, which ${named.length > 1 ? "fit" : "fits"}`;
}

function shown(ctx: RuleContext, found: { obs: LabObservation; rna: boolean }): string {
  return `Hepatitis E ${found.rna ? "RNA" : "IgM"} ${ctx.show(found.obs)}`;
}

const NOTIFY =
  "Notify the local health protection team (acute infectious hepatitis is a notifiable disease in England)";

const CONFIRM_IGM =
  "Confirm with HEV RNA (PCR) or HEV IgG: UKHSA confirms an acute case by a positive PCR, or by IgM with IgG";

export const HEPATITIS_E_RULES: readonly Rule[] = [
  {
    id: "hev-infection",
    family: FindingFamily.pattern,
    severity: Severity.moderate,
    problem: "Hepatitis E",
    title: "Hepatitis E infection",
    clinician:
      "{test}: recent hepatitis E infection{confirm}. It usually clears by itself within weeks, but can cause liver failure, particularly in pregnancy or with existing chronic liver disease. In the UK it is mainly caught from raw or undercooked pork, pork products or shellfish, and in South Asia and Africa from contaminated water{exposure}. Acute infectious hepatitis is notifiable in England.",
    patient:
      "Your tests show a recent hepatitis E infection, a liver infection most often caught in the UK from undercooked pork or pork products, and abroad from contaminated water. {course} Your doctor will report the infection to the local public health team, which is routine.",
    nextSteps: ["Repeat liver tests and INR until they settle", NOTIFY],
    patientQuestions: ["How will we know the hepatitis E has cleared?"],
    evidence: ["ukhsa-hepatitis-e", "uk-notification-regulations-2010"],
    keywords: ["hepatitis e", "hev igm", "hev rna", "pork", "notifiable disease"],
    match: (ctx): RuleMatch | undefined => {
      const found = hepatitisEFound(ctx);
      if (found === undefined || immunosuppression(ctx) !== undefined) return undefined;
      // The acute-liver-injury finding asks for the INR and the same-day review when the enzymes are very high.
      const monitor = acuteLiverInjury(ctx) !== undefined ? [] : ["Repeat liver tests and INR until they settle"];
      const confirmed = found.rna || ctx.anyLab("hev-rna") !== undefined;
      const pregnant = pregnancy(ctx);
      const match: RuleMatch = {
        refs: ctx.refs(found.obs, ctx.lab("alt")),
        values: {
          test: shown(ctx, found),
          confirm: found.rna ? "" : " (IgM alone: probable)",
          exposure: exposureText(ctx),
          course:
            pregnant === undefined
              ? "Most people get better by themselves within a few weeks, and your liver tests will be repeated until they settle."
              : "It can be more serious in pregnancy, so your maternity team and a liver specialist should see you today.",
        },
        nextSteps: [...(confirmed ? [] : [CONFIRM_IGM]), ...monitor, NOTIFY],
      };
      if (pregnant === undefined) return match;
      const when =
        pregnant.weeks !== undefined
          ? ` at ${pregnant.weeks} weeks`
          : pregnant.trimester !== undefined
            ? ` in trimester ${pregnant.trimester}`
            : "";
      return {
        ...match,
        severity: Severity.high,
        clinicianExtra: `Pregnant${when}: hepatitis E is more often severe in pregnancy, with a higher risk of acute liver failure, fetal loss, preterm labour and maternal death, above all with genotypes 1 and 2 (South Asia, Africa) and later in pregnancy. Check INR, bilirubin and glucose and watch for encephalopathy, with same-day obstetric and hepatology review.`,
        nextSteps: [
          "Same-day obstetric and hepatology review: hepatitis E in pregnancy can progress to acute liver failure",
          "Check INR, bilirubin and glucose now and watch for encephalopathy",
          ...match.nextSteps!.filter((s) => !s.startsWith("Repeat liver tests and INR")),
        ],
        evidence: ["shalimar-2013-hev-pregnancy"],
      };
    },
  },
  {
    id: "hev-immunosuppressed",
    family: FindingFamily.pattern,
    severity: Severity.high,
    problem: "Hepatitis E",
    title: "Hepatitis E with immunosuppression: risk of persistent infection",
    clinician:
      "{test} in {who}: hepatitis E infection with immunosuppression, in which the virus can persist; HEV RNA in the blood for more than 3 months is persistent (chronic) hepatitis E, which can progress to cirrhosis.{persisting} A positive result is discussed with hepatology and the transplant or prescribing team: reducing immunosuppression is considered first, weighed against the risk of rejection, with ribavirin for infection that persists. Acute infectious hepatitis is notifiable in England.",
    patient:
      "Your tests show the hepatitis E virus, a liver infection often caught from undercooked pork. In people whose immune system is lowered by their medicines it can stay in the body for months and slowly harm the liver, so your transplant or specialist team and a liver specialist need to know. They may adjust your medicines or offer antiviral treatment. Do not change your medicines yourself.",
    nextSteps: [
      "Discuss with hepatology and the transplant or prescribing team: consider reducing immunosuppression, and ribavirin if the virus persists",
      "Repeat HEV RNA and liver tests to see whether the virus clears",
      NOTIFY,
    ],
    patientQuestions: ["Will my transplant medicines need changing, and will I need antiviral treatment?"],
    evidence: ["ukhsa-hepatitis-e", "edren-hepatitis-e-transplant", "uk-notification-regulations-2010"],
    keywords: ["hepatitis e", "chronic hepatitis e", "transplant", "immunosuppression", "ribavirin"],
    match: (ctx): RuleMatch | undefined => {
      const found = hepatitisEFound(ctx);
      const who = found === undefined ? undefined : immunosuppression(ctx);
      if (found === undefined || who === undefined) return undefined;
      const since = altRaisedSince(ctx, found.obs.time);
      return {
        refs: ctx.refs(found.obs, ctx.lab("alt")),
        values: {
          test: shown(ctx, found),
          who,
          persisting:
            since === undefined
              ? " Over 30% of transplant recipients clear a new infection within 3 months, so HEV RNA and liver tests are followed."
              : ` ALT has been above its range since ${since}, more than 3 months: with the virus in the blood now this fits persistent infection.`,
        },
        nextSteps: [
          ...(found.rna ? [] : ["Test HEV RNA (PCR) to confirm the virus is present and to follow it"]),
          "Discuss with hepatology and the transplant or prescribing team: consider reducing immunosuppression, and ribavirin if the virus persists",
          "Repeat HEV RNA and liver tests to see whether the virus clears",
          NOTIFY,
        ],
      };
    },
  },
];
