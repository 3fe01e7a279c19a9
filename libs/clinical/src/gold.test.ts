import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import {
  ehrResultSchema,
  healthDataSchema,
  labResultsResultSchema,
  labTestSchema,
  patientContextSchema,
} from "@hds/contracts";
import { describe, expect, it } from "vitest";
import { EVIDENCE_LIBRARY } from "./evidence/library.ts";
import { analyzeEhr, analyzeLabResults } from "./pipeline.ts";
import type { Finding, PatientModel } from "./model.ts";

interface GoldCase {
  id: string;
  description: string;
  kind: "ehr" | "lab-results";
  now: string;
  request: { data?: unknown; labResults?: unknown[]; patientContext?: unknown };
  expected: string[];
  forbidden: string[];
}

const GOLD_DIR = join(import.meta.dirname, "..", "gold");
export const GOLD: GoldCase[] = readdirSync(GOLD_DIR)
  .filter((f) => f.endsWith(".json"))
  .sort()
  .map((f) => JSON.parse(readFileSync(join(GOLD_DIR, f), "utf8")) as GoldCase);

function run(c: GoldCase) {
  const now = new Date(c.now);
  if (c.kind === "ehr") {
    const data = healthDataSchema.parse(c.request.data);
    return analyzeEhr(data, { now });
  }
  const labs = (c.request.labResults ?? []).map((l) => labTestSchema.parse(l));
  const ctx = c.request.patientContext === undefined ? undefined : patientContextSchema.parse(c.request.patientContext);
  return analyzeLabResults(labs, ctx, { now });
}

/** A finding about a lab's level must agree with that lab's status in the model. */
function contradictions(model: PatientModel, findings: Finding[]): string[] {
  const out: string[] = [];
  const byRef = new Map(model.labs.map((l) => [l.ref, l]));
  for (const f of findings) {
    const lab = byRef.get(f.refs[0] ?? "");
    if (f.code === "lab-high" && lab && lab.status !== "high") out.push(`${f.id}: lab-high on ${lab.status}`);
    if (f.code === "lab-low" && lab && lab.status !== "low") out.push(`${f.id}: lab-low on ${lab.status}`);
    if (f.code === "lab-critical" && lab && !lab.critical) out.push(`${f.id}: lab-critical on a non-critical lab`);
  }
  return out;
}

describe("gold set", () => {
  it("has at least 40 cases covering every rule family", () => {
    expect(GOLD.length).toBeGreaterThanOrEqual(40);
    const families = new Set<string>();
    for (const c of GOLD) for (const f of run(c).findings) if (c.expected.includes(f.code)) families.add(f.family);
    for (const family of [
      "drug-lab",
      "pattern",
      "pharmacogenomics",
      "genetics",
      "vitals",
      "family-history",
      "imaging",
      "screening",
      "lab-flag",
      "trend",
    ]) {
      expect(families, family).toContain(family);
    }
  });

  it("recalls at least 95% of expected findings and raises none that contradict the data", () => {
    let expected = 0;
    let found = 0;
    const missed: string[] = [];
    const wrong: string[] = [];
    for (const c of GOLD) {
      const { model, findings } = run(c);
      const codes = new Set(findings.map((f) => f.code));
      for (const e of c.expected) {
        expected += 1;
        if (codes.has(e)) found += 1;
        else missed.push(`${c.id}: ${e}`);
      }
      for (const f of c.forbidden) if (codes.has(f)) wrong.push(`${c.id}: ${f}`);
      wrong.push(...contradictions(model, findings).map((w) => `${c.id}: ${w}`));
    }
    const recall = found / expected;
    console.info(
      `gold recall ${(recall * 100).toFixed(1)}% (${found}/${expected})${missed.length ? `; missed ${missed.join(", ")}` : ""}`,
    );
    expect(wrong).toEqual([]);
    expect(recall).toBeGreaterThanOrEqual(0.95);
  });

  describe.each(GOLD.map((c) => [c.id, c] as const))("%s", (_, c) => {
    it("produces a result that parses with the contract schema, critical values first", () => {
      const { result, findings } = run(c);
      const schema = c.kind === "ehr" ? ehrResultSchema : labResultsResultSchema;
      expect(schema.safeParse(result).success).toBe(true);
      if (findings.some((f) => f.severity === "critical")) {
        const urgent = result.patientResponse.indexOf("Please act on this now");
        expect(urgent).toBeGreaterThanOrEqual(0);
        expect(urgent).toBeLessThan(result.patientResponse.indexOf("What we looked at"));
        expect(result.clinicianResponse.indexOf("Critical findings")).toBeLessThan(
          result.clinicianResponse.indexOf("## Summary"),
        );
      }
    });

    it("has intact citations in both texts", () => {
      const { result } = run(c);
      for (const [text, map] of [
        [result.patientResponse, result.citations.patient],
        [result.clinicianResponse, result.citations.clinician],
      ] as const) {
        const used = [...new Set([...text.matchAll(/\[(\d+)\]/g)].map((m) => m[1] as string))];
        const keys = Object.keys(map);
        expect(used.sort()).toEqual(keys.sort());
        const numbers = keys.map(Number).sort((a, b) => a - b);
        expect(numbers).toEqual(numbers.map((_, i) => i + 1));
        const first = [...text.matchAll(/\[(\d+)\]/g)].map((m) => Number(m[1]));
        expect(first[0] ?? 1).toBe(1);
        for (const citation of Object.values(map)) {
          expect(citation.url).toMatch(/^https:\/\//);
          expect(LIBRARY_KEYS.has(`${citation.url}|${citation.title}`)).toBe(true);
        }
      }
    });

    if (c.kind === "ehr") {
      it("selects elements with every field filled", () => {
        const { result } = run(c);
        if (!("selectedElements" in result)) throw new Error("expected an EHR result");
        for (const e of result.selectedElements) {
          for (const v of Object.values(e)) expect(String(v).trim()).not.toBe("");
          expect(e.ehr_element_id).toMatch(/^[A-Za-z ]+ \d+$/);
        }
      });
    }
  });
});

const LIBRARY_KEYS = new Set(EVIDENCE_LIBRARY.map((e) => `${e.url}|${e.title}`));
