import type { LabObservation } from "../model.ts";
import { joinList } from "../text.ts";
import type { RuleContext } from "./context.ts";

/*
 * Macrocytosis with B12 and folate (and often TSH) already measured and normal (review 30b,
 * older-obs-30b case 02: MCV 106 fL with B12 410 ng/L, folate 5.8 µg/L and TSH 1.9 mU/L normal and
 * 50 units of alcohol a week, and the finding still listed "B12 or folate deficiency ... hypothyroidism"
 * among the causes). Causes the record has already ruled out are said to be ruled out, and the
 * list keeps only those still open.
 */

const normal = (o: LabObservation | undefined): o is LabObservation => o !== undefined && o.status === "normal";

export interface MacrocytosisTestsNormal {
  /** The clinician sentence in place of the generic list of causes. */
  clinician: string;
  /** The patient sentence in place of the generic one. */
  patient: string;
  refs: string[];
}

/** The causes sentence when B12 and folate are in the record and normal; else undefined. */
export function macrocytosisTestsNormal(ctx: RuleContext): MacrocytosisTestsNormal | undefined {
  const b12 = ctx.lab("vitamin-b12");
  const folate = ctx.lab("folate");
  if (!normal(b12) || !normal(folate)) return undefined;
  const tsh = ctx.lab("tsh");
  const tshNormal = normal(tsh);
  const tests = [b12, folate, ...(tshNormal ? [tsh] : [])];
  const day = b12.date?.slice(0, 10);
  // One date for all when they were taken together, else each result with its own.
  const sameDay = day !== undefined && tests.every((o) => o.date?.slice(0, 10) === day);
  const label = (o: LabObservation) => (o === b12 ? "B12" : o === folate ? "folate" : "TSH");
  const shown = tests.map(
    (o) => `${label(o)} ${sameDay ? ctx.show(o).replace(/\s*\(\d{4}-\d{2}-\d{2}\)$/, "") : ctx.show(o)}`,
  );
  return {
    clinician: `${joinList(shown)}${sameDay ? ` (${day})` : ""} are normal, so ${tshNormal ? "B12 or folate deficiency and an underactive thyroid do" : "B12 or folate deficiency does"} not explain it; the causes still open are alcohol, liver disease${tshNormal ? "" : ", hypothyroidism"} and drugs.`,
    patient:
      "Your B12 and folate levels are normal, so they are not the reason. Alcohol, liver problems or some medicines can cause this.",
    refs: ctx.refs(...tests),
  };
}
