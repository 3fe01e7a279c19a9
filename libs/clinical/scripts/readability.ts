/**
 * Reports the Flesch–Kincaid grade of every gold case's patient text and writes the numbers to
 * .bench/readability.json at the project root. Run: node libs/clinical/scripts/readability.ts
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { GOLD_MEDIAN_LIMIT, goldPatientReadability, median } from "../src/testing/readability-check.ts";

const rows = goldPatientReadability().map((r) => ({ ...r, grade: Number(r.grade.toFixed(2)) }));
const grades = rows.map((r) => r.grade);
const summary = {
  method: "Flesch-Kincaid grade; headings and tables excluded, each list item a sentence, citation markers removed",
  cases: rows.length,
  median: Number(median(grades).toFixed(2)),
  min: Math.min(...grades),
  max: Math.max(...grades),
  target: GOLD_MEDIAN_LIMIT,
  rows,
};
for (const r of rows) console.log(`${r.grade.toFixed(1).padStart(5)}  ${r.id}`);
console.log(
  `median Flesch-Kincaid grade ${summary.median} over ${rows.length} patient texts (min ${summary.min}, max ${summary.max}; target ≤ ${GOLD_MEDIAN_LIMIT})`,
);
const out = join(import.meta.dirname, "..", "..", "..", ".bench");
mkdirSync(out, { recursive: true });
writeFileSync(join(out, "readability.json"), `${JSON.stringify(summary, null, 2)}\n`);
