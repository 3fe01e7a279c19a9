import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { healthDataSchema, labTestSchema, patientContextSchema } from "@hds/contracts";
import { analyzeEhr, analyzeLabResults } from "../pipeline.ts";
import { fleschKincaid } from "../readability.ts";

/** The target of the task: median grade 8 or lower. */
export const GOLD_MEDIAN_LIMIT = 8;

/** Flesch–Kincaid figures of the patient text of every gold case, by case id. */
export function goldPatientReadability(): { id: string; grade: number; words: number; sentences: number }[] {
  const dir = join(import.meta.dirname, "..", "..", "gold");
  return readdirSync(dir)
    .filter((f) => f.endsWith(".json"))
    .sort()
    .map((f) => {
      const c = JSON.parse(readFileSync(join(dir, f), "utf8"));
      const now = new Date(c.now);
      const result =
        c.kind === "ehr"
          ? analyzeEhr(healthDataSchema.parse(c.request.data), { now }).result
          : analyzeLabResults(
              c.request.labResults.map((l: unknown) => labTestSchema.parse(l)),
              c.request.patientContext === undefined ? undefined : patientContextSchema.parse(c.request.patientContext),
              { now },
            ).result;
      const r = fleschKincaid(result.patientResponse);
      return { id: String(c.id), grade: r.grade, words: r.words, sentences: r.sentences };
    });
}

export function median(values: readonly number[]): number {
  const xs = [...values].sort((a, b) => a - b);
  const mid = Math.floor(xs.length / 2);
  return xs.length % 2 ? (xs[mid] ?? 0) : ((xs[mid - 1] ?? 0) + (xs[mid] ?? 0)) / 2;
}

/** Median Flesch–Kincaid grade of the patient texts of every gold case. */
export function medianPatientGrade(): number {
  return median(goldPatientReadability().map((r) => r.grade));
}
