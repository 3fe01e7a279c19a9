import { FindingFamily, Severity } from "../model.ts";
import { citalopramOverLimit, QTC_FEMALE, QTC_MALE, qtc, ssriQtSources } from "./cardio-rhythm.ts";
import { courseEnded } from "./course-ended.ts";
import { joinList } from "../text.ts";
import { medicineWord } from "../vocab/brands.ts";
import { medNames } from "./context.ts";
import type { Rule } from "./types.ts";
import { isLow } from "./lab-status.ts";

/**
 * A QT-prolonging medicine taken while potassium or magnesium is low, with no prolonged QTc on
 * record. Low potassium and low magnesium are modifiable risk factors for torsade de pointes with
 * these medicines (evidence "aha-accf-2010-torsade-prevention", Table 2), and the MHRA's citalopram
 * update names people prone to them as particularly at risk ("mhra-2011-citalopram-qt"). Review 21,
 * psych-meds 08: citalopram 40 mg with potassium 3.1 and magnesium 1.4 on a thiazide was read only
 * as diuretic potassium loss. The prolonged-QTc finding and the citalopram over-65 dose finding
 * already name the low salts, so this one stays silent beside them.
 */

export const QT_DRUG_LOW_ELECTROLYTE_RULES: readonly Rule[] = [
  {
    id: "qt-drug-low-potassium-magnesium",
    family: FindingFamily.drugLab,
    severity: Severity.moderate,
    problem: "Medication safety",
    title: "Low potassium or magnesium with a QT-prolonging medicine",
    clinician:
      "{lows} while taking {meds}, which can prolong the QT interval; low potassium and low magnesium add to the risk of torsade de pointes with such medicines.",
    patient:
      "Your {lowNames} {verb} low. You take {patientMeds}, which can affect the heart's rhythm, and this is more likely when potassium or magnesium is low. Your doctor will want to bring {pronoun} back to normal and may check a heart tracing (ECG).",
    nextSteps: [
      "Check a 12-lead ECG for the QTc if none is recent, and keep potassium and magnesium in the normal range while the QT-prolonging medicine is taken",
    ],
    patientQuestions: ["Does my low potassium or magnesium affect how safe my medicines are for my heart?"],
    evidence: ["aha-accf-2010-torsade-prevention"],
    keywords: ["qt prolongation", "torsade de pointes", "hypokalaemia", "hypomagnesaemia", "citalopram"],
    match: (ctx) => {
      const meds = ctx.meds("qt-prolonging").filter((m) => !courseEnded(ctx, m));
      if (meds.length === 0) return undefined;
      const k = ctx.lab("potassium");
      const mg = ctx.lab("magnesium");
      if (!isLow(k) && !isLow(mg)) return undefined;
      const q = qtc(ctx);
      const limit = ctx.sex === "female" ? QTC_FEMALE : QTC_MALE;
      if ((q !== undefined && q.value > limit) || citalopramOverLimit(ctx) !== undefined) return undefined;
      const lows = [isLow(k) ? `Potassium ${ctx.show(k)}` : "", isLow(mg) ? `magnesium ${ctx.show(mg)}` : ""];
      const both = isLow(k) && isLow(mg);
      const ssriSources = ssriQtSources(ctx, meds);
      return {
        refs: ctx.refs(...meds, isLow(k) ? k : undefined, isLow(mg) ? mg : undefined),
        values: {
          lows: lows.filter(Boolean).join(" and ").replace(/^m/, "M"),
          meds: medNames(meds),
          // The drug alone: the record's line, with its dose and notes, read badly lower-cased in a
          // sentence ("citalopram 20 mg once daily (started september 2026)", review 23).
          patientMeds: joinList([...new Set(meds.map(medicineWord))]),
          lowNames: [isLow(k) ? "potassium" : "", isLow(mg) ? "magnesium" : ""].filter(Boolean).join(" and "),
          verb: both ? "are" : "is",
          pronoun: both ? "them" : "it",
        },
        // The regulator's citalopram update by the record's country (review 36, country-36 case 10).
        ...(ssriSources.length > 0 && { evidence: ["aha-accf-2010-torsade-prevention", ...ssriSources] }),
      };
    },
  },
];
