import { FindingFamily, Severity } from "../model.ts";
import { citalopramLimitAge, citalopramOverLimit, QTC_FEMALE, QTC_MALE, qtc } from "./cardio-rhythm.ts";
import { readsAsUsUnits } from "./uk-record.ts";
import { inMonovalentUnit, monovalentUnit } from "./equivalent-units.ts";
import { courseEnded } from "./course-ended.ts";
import { medNames } from "./context.ts";
import type { Rule } from "./types.ts";
import { isLow } from "./lab-status.ts";

/**
 * Citalopram above the 20 mg daily maximum for people over 65, whatever the QTc. The MHRA Drug
 * Safety Update of December 2011 (evidence "mhra-2011-citalopram-qt") restricted the dose because
 * the QT prolongation rises with it, advised against combining citalopram with other QT-prolonging
 * medicines and asked for low potassium or magnesium to be corrected. Review 13, deep coherence 13:
 * citalopram 40 mg at 72 with clarithromycin and potassium 3.3 was read only inside the
 * prolonged-QTc finding, which a QTc of 468 ms does not reach. When the QTc is above the limit that
 * finding already says this, so this one stays silent.
 */

export const CITALOPRAM_AGE_DOSE_RULES: readonly Rule[] = [
  {
    id: "citalopram-over-age-maximum",
    family: FindingFamily.drugLab,
    severity: Severity.moderate,
    problem: "Medication safety",
    title: "Citalopram above the maximum dose for older adults",
    clinician:
      "{med} at age {age}: above the 20 mg daily maximum for people over {limitAge}, set because citalopram prolongs the QT interval in proportion to the dose.{risks}",
    patient:
      "You take citalopram at a dose above the usual maximum for people over {limitAge}. At higher doses it can affect the heart's rhythm, so your doctor will probably lower it to 20 mg a day. Do not stop it suddenly on your own.",
    nextSteps: [
      "Reduce citalopram to 20 mg a day, stepwise, or switch to an antidepressant with less effect on the QT interval",
    ],
    patientQuestions: ["Should my citalopram dose be lowered, and how should I do it?"],
    evidence: ["mhra-2011-citalopram-qt"],
    keywords: ["citalopram", "qt prolongation", "older adults", "maximum dose", "torsade de pointes"],
    match: (ctx) => {
      const citalopram = citalopramOverLimit(ctx);
      if (citalopram === undefined) return undefined;
      const us = readsAsUsUnits(ctx);
      const q = qtc(ctx);
      const limit = ctx.sex === "female" ? QTC_FEMALE : QTC_MALE;
      if (q !== undefined && q.value > limit) return undefined;
      const others = ctx.meds("qt-prolonging").filter((m) => !m.drugs.includes("citalopram") && !courseEnded(ctx, m));
      const k = ctx.lab("potassium");
      const mg = ctx.lab("magnesium");
      const lows = [isLow(k) ? `potassium ${ctx.show(k)}` : "", isLow(mg) ? `magnesium ${ctx.show(mg)}` : ""].filter(
        Boolean,
      );
      const added = others.length > 0 || lows.length > 0;
      const lowNames = [isLow(k) ? "potassium" : "", isLow(mg) ? "magnesium" : ""].filter(Boolean).join(" and ");
      const risks = [
        others.length > 0
          ? `another QT-prolonging medicine (${medNames(others)}), a combination the ${us ? "FDA label does not recommend" : "MHRA advises against"}`
          : "",
        lows.length > 0 ? `low ${lows.join(" and ")}` : "",
      ].filter(Boolean);
      return {
        refs: ctx.refs(citalopram, ...others, isLow(k) ? k : undefined, isLow(mg) ? mg : undefined),
        // A US record is told the FDA label's age of 60 and cites it (citalopramLimitAge).
        ...(us && { evidence: ["fda-2012-citalopram-older"], evidenceReplacesRule: true as const }),
        values: {
          med: citalopram.name,
          age: String(ctx.age),
          limitAge: String(citalopramLimitAge(ctx)),
          risks: `${q === undefined ? "" : ` ${q.text} is not yet above the limit.`}${added ? ` Added QT risks: ${risks.join("; ")}.` : ""}`,
        },
        ...(added && {
          severity: Severity.high,
          nextSteps: [
            "Reduce citalopram to 20 mg a day, stepwise, or switch to an antidepressant with less effect on the QT interval",
            ...(others.length > 0
              ? [`Avoid combining it with ${medNames(others)}: use a medicine without QT effect where one is suitable`]
              : []),
            // In the record's potassium unit (review 32, hyperk-32 case 09).
            ...(lows.length > 0
              ? [
                  inMonovalentUnit(
                    "Correct potassium to 4 mmol/L or more and replace magnesium if low",
                    monovalentUnit(ctx.lab("potassium")),
                  ),
                ]
              : []),
            "Repeat the 12-lead ECG once the dose and the other risks are corrected",
          ],
          patientExtra: `${others.length > 0 ? `Another of your medicines (${medNames(others)}) has the same effect on the heart's rhythm${lows.length > 0 ? `, and your ${lowNames} is low, which adds to it` : ""}` : `Your ${lowNames} is low, which adds to this effect`}. Please speak to your doctor or pharmacist within the next few days.`,
        }),
      };
    },
  },
];
