import { FindingFamily, Severity } from "../model.ts";
import { acuteHepatitisA, acuteLiverInjury } from "./acute-liver-injury.ts";
import type { Rule } from "./types.ts";

/*
 * Acute hepatitis A read from a positive IgM (review 19, liver-2 case 06: hepatitis A IgM positive
 * with ALT 1800 and bilirubin 90 µmol/L got only a lab line and "values this high mostly come from
 * ischaemic hepatitis, acute viral hepatitis or a drug, paracetamol above all").
 * - Green Book chapter 17 (green-book-ch17-hepatitis-a): hepatitis A is notifiable; usually
 *   faecal-oral spread; generally mild, more severe with age; fulminant hepatitis rare; a
 *   Pharmaceutical Journal article (same seenAt) agrees it is generally self-limiting.
 * - Health Protection (Notification) Regulations 2010 (uk-notification-regulations-2010): acute
 *   infectious hepatitis is notifiable in England.
 * - UK public health guidance (phe-hepatitis-a-control): household and sexual contacts who are not
 *   immune and are seen within 14 days of exposure are offered hepatitis A vaccine, with human
 *   normal immunoglobulin for older or vulnerable contacts; hand washing after the toilet and not
 *   preparing food for others while infectious were seen on a US state page (same seenAt).
 * - ACG 2023 (acg-2023-acute-liver-failure): the INR marks the coagulopathy of acute liver failure.
 * How severe the liver injury is (INR, encephalopathy) is read by acute-liver-injury.ts.
 */

const PUBLIC_HEALTH_STEPS = [
  "Notify the local health protection team (acute infectious hepatitis is a notifiable disease in England)",
  "Household and sexual contacts not already immune: hepatitis A vaccine within 14 days of exposure, with human normal immunoglobulin for those over 50 or with chronic liver disease or immunosuppression",
];

export const HEPATITIS_A_ACUTE_RULES: readonly Rule[] = [
  {
    id: "hav-acute",
    family: FindingFamily.pattern,
    severity: Severity.high,
    problem: "Hepatitis A",
    title: "Acute hepatitis A: notify, protect contacts, check clotting",
    clinician:
      "Hepatitis A IgM {igm}: acute hepatitis A. It is usually self-limiting, but severity rises with age and fulminant hepatitis, though rare, occurs, so the INR is checked. Acute infectious hepatitis is notifiable in England. Spread is mainly faecal-oral: household and sexual contacts who are not immune are offered hepatitis A vaccine within 14 days of exposure (with human normal immunoglobulin for older or vulnerable contacts), arranged with the health protection team.",
    patient:
      "Your tests show a recent hepatitis A infection, a liver infection caught from food, water or close contact. Most people get better by themselves. It spreads easily through tiny traces of stool, so wash your hands well after the toilet and before handling food, and do not prepare food for others for now. The people you live with and your partner may be offered a hepatitis A vaccine, which works best within 2 weeks of contact. Your doctor will report the infection to the local public health team, which is routine.",
    nextSteps: ["Check INR (prothrombin time), and repeat liver tests until they improve", ...PUBLIC_HEALTH_STEPS],
    patientQuestions: ["Who should I tell, and can the people I live with have the vaccine?"],
    evidence: [
      "green-book-ch17-hepatitis-a",
      "phe-hepatitis-a-control",
      "uk-notification-regulations-2010",
      "acg-2023-acute-liver-failure",
    ],
    keywords: ["acute hepatitis a", "hav igm", "notifiable disease", "post-exposure prophylaxis"],
    match: (ctx) => {
      const igm = acuteHepatitisA(ctx);
      if (igm === undefined) return undefined;
      // With very high aminotransferases the acute-liver-injury finding asks for the INR and the
      // same-day review; an INR already measured is repeated rather than asked for.
      const inr = ctx.lab("inr");
      const clotting =
        acuteLiverInjury(ctx) !== undefined
          ? []
          : [
              inr !== undefined
                ? `Repeat INR (last ${ctx.show(inr)}) and liver tests until they improve`
                : "Check INR (prothrombin time), and repeat liver tests until they improve",
            ];
      return {
        refs: ctx.refs(igm, inr),
        values: { igm: ctx.show(igm) },
        nextSteps: [...clotting, ...PUBLIC_HEALTH_STEPS],
      };
    },
  },
];
