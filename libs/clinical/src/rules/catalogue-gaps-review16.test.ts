import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { healthDataSchema } from "@hds/contracts";
import { describe, expect, it } from "vitest";
import { findLab, labById } from "../catalogue/index.ts";
import { analyzeEhr } from "../pipeline.ts";
import { bundleToHealthData } from "../testing/fhir.ts";
import { reviewFolder } from "../testing/review-case.ts";

const { run } = reviewFolder(new URL("./fixtures/catalogue-gaps-review16/", import.meta.url));
const YOUNG_STEP = /Under 40: consider referral to a hypertension specialist to look for secondary causes/;

describe("RDW-SD is its own test, not the RDW-CV (review 16, catalogue-gaps)", () => {
  it("maps LOINC 21000-5 (fL) to RDW-SD and keeps 788-0 and 30385-9 (%) on the RDW-CV", () => {
    expect(findLab("Erythrocyte distribution width [Entitic volume] by Automated count", "21000-5")?.id).toBe("rdw-sd");
    expect(findLab("Erythrocyte distribution width [Entitic volume] by Automated count")?.id).toBe("rdw-sd");
    expect(findLab("RDW-SD")?.id).toBe("rdw-sd");
    expect(findLab("RDW-CV")?.id).toBe("rdw");
    expect(labById("rdw").loincAlternates).toEqual(["30385-9"]);
    expect(labById("rdw-sd").ranges).toEqual([]);
  });

  it("leaves an RDW-SD without a laboratory range unjudged, with no unit alarm (quiet case)", () => {
    const r = run("04-fbc-rdw-cv-and-sd-quiet");
    expect(r.findings).toEqual([]);
    expect(r.result.clinicianResponse).toMatch(
      /Red cell distribution width \(SD\) \| 42\.4 fL \| – \| not judged \(no range\)/,
    );
    expect(r.result.clinicianResponse).not.toMatch(/Confirm the unit/);
  });

  it("reads a plain 'RDW' in fL as the RDW-SD and judges it against the laboratory's range", () => {
    const r = run("05-rdw-in-fl-raised-iron-deficiency");
    const rdw = r.findings.find((f) => f.title.startsWith("Red cell distribution width"));
    expect(rdw?.code).toBe("lab-high");
    expect(rdw?.title).toBe("Red cell distribution width (SD) above the reference range");
    expect(r.findings.some((f) => f.code === "lab-not-comparable")).toBe(false);
  });

  it("does not say a child's RDW-SD has only adult ranges on file, as it has none", () => {
    const r = run("06-child-fbc-rdw-sd-coded");
    const unjudged = r.findings.filter((f) => f.code === "lab-not-comparable").map((f) => f.title);
    expect(unjudged).toEqual(["Hemoglobin: not judged", "Platelet count: not judged"]);
    expect(r.result.clinicianResponse).toMatch(
      /Red cell distribution width \(SD\) \| 41\.7 fL \| – \| not judged \(no range\)/,
    );
  });

  const DIR = join(import.meta.dirname, "..", "..", "..", "..", "..", "shared", "data", "synthea");
  const files = existsSync(DIR) ? readdirSync(DIR).filter((f) => f.endsWith(".json") && f !== "MANIFEST.json") : [];
  it.skipIf(files.length === 0)("no Synthea bundle asks to confirm the unit of its RDW", () => {
    for (const file of files) {
      const data = healthDataSchema.parse(bundleToHealthData(JSON.parse(readFileSync(join(DIR, file), "utf8"))));
      const { findings } = analyzeEhr(data, { now: new Date("2026-11-22T00:00:00Z") });
      const rdw = findings.filter((f) => /distribution width/i.test(f.title) && f.code === "lab-not-comparable");
      expect(rdw.map((f) => `${file}: ${f.clinician}`)).toEqual([]);
    }
  });
});

describe("hypertension under 40: specialist evaluation for secondary causes (NICE NG136 1.4.14)", () => {
  it("adds the step for a 24-year-old with treated, sustained stage 2 hypertension", () => {
    const f = run("01-young-adult-treated-stage2-sustained").findings.find((x) => x.code === "bp-stage-2");
    expect(f?.nextSteps.join("\n")).toMatch(YOUNG_STEP);
    expect(f?.clinician).toMatch(
      /Under 40 with hypertension: NICE NG136 advises considering a specialist's evaluation/,
    );
    expect(f?.patient).toMatch(/At your age, high blood pressure sometimes has a cause that can be found/);
    expect(f?.evidenceIds).toContain("nice-ng136-hypertension");
  });

  it("waits for ambulatory confirmation before it: raised clinic readings only (quiet for the step)", () => {
    const f = run("02-young-adult-clinic-only-awaiting-abpm").findings.find((x) => x.code === "bp-stage-2");
    expect(f?.nextSteps.join("\n")).toMatch(/Confirm with ambulatory blood pressure monitoring/);
    expect(f?.nextSteps.join("\n")).not.toMatch(YOUNG_STEP);
    expect(f?.clinician).not.toMatch(/Under 40/);
  });

  it("is not said at 58", () => {
    const f = run("03-older-adult-treated-stage2-no-young-step").findings.find((x) => x.code === "bp-stage-2");
    expect(f).toBeDefined();
    expect(f?.nextSteps.join("\n")).not.toMatch(YOUNG_STEP);
    expect(f?.patient).not.toMatch(/At your age/);
  });
});
