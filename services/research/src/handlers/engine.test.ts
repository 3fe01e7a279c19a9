import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { analyzeEhr } from "@hds/clinical";
import { ehrResultSchema, healthDataSchema, researchHandoffSchema } from "@hds/contracts";
import { clinicalStages, handoffMessage } from "@hds/ehr-deep/src/handlers/analyse.ts";
import { ehrRunMessage } from "@hds/pipeline/testing";
import { describe, expect, it } from "vitest";
import { evidenceEngine } from "./engine.ts";

interface GoldCase {
  id: string;
  kind: "ehr" | "lab-results";
  now: string;
  request: { data?: unknown };
  expected: string[];
  forbidden: string[];
}

const GOLD_DIR = join(import.meta.dirname, "../../../../libs/clinical/gold");
const GOLD: GoldCase[] = readdirSync(GOLD_DIR)
  .filter((f) => f.endsWith(".json"))
  .sort()
  .map((f) => JSON.parse(readFileSync(join(GOLD_DIR, f), "utf8")) as GoldCase)
  .filter((c) => c.kind === "ehr");

/**
 * A gold case through deep mode as the two services run it: ehr-deep's stages, the hand-off as it
 * travels (JSON, checked against its schema), one research task per question, then the coordinator's
 * evidence set and report.
 */
async function deepRun(c: GoldCase) {
  const now = new Date(c.now);
  const run = { ...ehrRunMessage(healthDataSchema.parse(c.request.data)), agent: "deep" as const };
  const analysed = await clinicalStages.analyse(run, now);
  const selected = await clinicalStages.select(analysed);
  const wire = JSON.parse(JSON.stringify(handoffMessage(run, analysed, selected, new Date(now.getTime() + 60_000))));
  const handoff = researchHandoffSchema.parse(wire);
  const questions = evidenceEngine.questions(handoff);
  const answered = new Map<string, { query: string; hits: Awaited<ReturnType<typeof evidenceEngine.research>> }>();
  for (const q of questions) {
    answered.set(q.id, { query: q.query, hits: await evidenceEngine.research(q.query, new AbortController().signal) });
  }
  const output = evidenceEngine.compose(handoff, evidenceEngine.evidence(handoff, answered));
  return { output, findings: analysed.findings, questions };
}

/** Expected findings present, and expected findings whose clinician sentence the report carries. */
function recall(c: GoldCase, findings: { code: string; clinician: string }[], clinicianResponse: string) {
  let found = 0;
  let reported = 0;
  for (const code of c.expected) {
    const f = findings.find((x) => x.code === code);
    if (!f) continue;
    found += 1;
    if (clinicianResponse.includes(f.clinician.slice(0, 60))) reported += 1;
  }
  return { found, reported };
}

describe("deep mode over the clinical gold set", () => {
  it("recalls at least what light recalls, reports more per problem and cites more on average", async () => {
    let expected = 0;
    const light = { found: 0, reported: 0, citations: 0 };
    const deep = { found: 0, reported: 0, citations: 0 };
    for (const c of GOLD) {
      const now = new Date(c.now);
      const l = analyzeEhr(healthDataSchema.parse(c.request.data), { now, mode: "light" });
      const d = await deepRun(c);
      expect(ehrResultSchema.safeParse(d.output.result).success, c.id).toBe(true);
      const result = ehrResultSchema.parse(d.output.result);
      expect(result.researchTasks, c.id).toEqual(d.questions.map((q) => q.query));
      // The engine's data survives the bus: the distributed path gives the engine's own deep report.
      expect(result, c.id).toEqual(analyzeEhr(healthDataSchema.parse(c.request.data), { now, mode: "deep" }).result);
      for (const code of c.forbidden)
        expect(
          d.findings.map((f) => f.code),
          c.id,
        ).not.toContain(code);
      expected += c.expected.length;
      const lr = recall(c, l.findings, l.result.clinicianResponse);
      const dr = recall(c, d.findings, result.clinicianResponse);
      light.found += lr.found;
      light.reported += lr.reported;
      deep.found += dr.found;
      deep.reported += dr.reported;
      // Per case, deep never loses a finding light reports.
      expect(dr.reported, c.id).toBeGreaterThanOrEqual(lr.reported);
      light.citations += l.counts.citationsGenerated;
      deep.citations += d.output.counts.citationsGenerated;
      expect(d.output.counts.citationsGenerated, c.id).toBeGreaterThanOrEqual(l.counts.citationsGenerated);
    }
    const pct = (n: number) => `${((n / expected) * 100).toFixed(1)}%`;
    console.info(
      `gold EHR cases: ${GOLD.length}; expected findings ${expected}; ` +
        `recall light ${pct(light.found)} (${light.found}), deep ${pct(deep.found)} (${deep.found}); ` +
        `reported in the clinician text light ${pct(light.reported)}, deep ${pct(deep.reported)}; ` +
        `citations per case light ${(light.citations / GOLD.length).toFixed(2)}, deep ${(deep.citations / GOLD.length).toFixed(2)}`,
    );
    expect(GOLD.length).toBeGreaterThanOrEqual(30);
    expect(deep.found).toBeGreaterThanOrEqual(light.found);
    expect(deep.reported).toBeGreaterThanOrEqual(light.reported);
    expect(deep.citations / GOLD.length).toBeGreaterThan(light.citations / GOLD.length);
  });
});
