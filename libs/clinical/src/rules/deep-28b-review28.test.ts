import { describe, expect, it } from "vitest";
import { sharedMedicines } from "../compose/shared-medicines.ts";
import { modelScope, Population } from "../evidence/populations.ts";
import { hitsForProblem } from "../research.ts";
import { searchEvidence } from "../retrieval/index.ts";
import { expectDeepReadsThrough, reviewFolder, runDeepReviewCase } from "../testing/review-case.ts";

// Today's deep sweep cases (review 28, deep-28), read again for the deep report's synthesis.
const { load, edit } = reviewFolder(new URL("./fixtures/deep-28-review28/", import.meta.url));

const deep = (name: string) => runDeepReviewCase(load(name));
const citationsText = (r: ReturnType<typeof deep>) => JSON.stringify(r.result.citations);

const SHARED = "## One medicine, several problems";

describe("one medicine, several problems (review 28, deep-28b)", () => {
  it("01: an SGLT2 inhibitor suggested under kidney function, diabetes and heart failure is drawn together once, cited", () => {
    const r = deep("01-uk-t2d-ckd3b-hfref");
    expectDeepReadsThrough(r);
    const text = r.result.clinicianResponse;
    expect(text).toContain(SHARED);
    const line = text.split("\n").find((l) => l.startsWith("- An SGLT2 inhibitor is suggested under")) ?? "";
    expect(line).toMatch(/"Kidney function", "Diabetes" and "Heart failure": .*all three suggestions/);
    expect(line).toMatch(/(\[\d+\]){3,}$/);
    // Ramipril is taken: the ACE inhibitor the potassium finding keeps is no suggestion to start one.
    expect(text).not.toMatch(/An ACE inhibitor or ARB is suggested/);
  });

  it("01: the same findings under one problem only, or an SGLT2 inhibitor already taken, give no such line", () => {
    const r = deep("01-uk-t2d-ckd3b-hfref");
    const heart = r.findings.filter((f) => f.problem === "Heart failure");
    expect(sharedMedicines(r.model, heart)).toEqual([]);
    const taken = runDeepReviewCase(
      edit("01-uk-t2d-ckd3b-hfref", (d) => {
        d.medications.push({ medication: "Dapagliflozin 10 mg tablets", status: "active", frequency: "once daily" });
      }),
    );
    expectDeepReadsThrough(taken);
    expect(taken.result.clinicianResponse).not.toContain(SHARED);
  });
});

describe("all results in range said plainly (review 28, deep-28b)", () => {
  it("05: both deep texts say all 13 results were within their ranges", () => {
    const r = deep("05-uk-45yo-all-normal");
    expectDeepReadsThrough(r);
    expect(r.result.clinicianResponse).toContain("All 13 lab results supplied were within their reference ranges.");
    expect(r.result.patientResponse).toContain("All 13 of your lab results were within their normal ranges.");
  });

  it("05: with one result out of range neither text says so", () => {
    const r = runDeepReviewCase(
      edit("05-uk-45yo-all-normal", (d) => {
        const hb = d.recentNormalLabs.find((l) => l.display === "Haemoglobin");
        if (hb) hb.value = "108";
      }),
    );
    expectDeepReadsThrough(r);
    expect(r.result.clinicianResponse).not.toMatch(/within (?:their|its) reference range/);
    expect(r.result.patientResponse).not.toMatch(/within (?:their|its) normal range/);
  });
});

describe("further reading and sources on topic (review 28, deep-28b)", () => {
  it("06: after a heart attack, NCEP ATP III (primary-prevention LDL goals) is no reading", () => {
    const r = deep("06-uk-post-mi-ldl-atorvastatin20");
    expectDeepReadsThrough(r);
    expect(r.result.clinicianResponse).not.toMatch(/Adult Treatment Panel III/);
    expect(citationsText(r)).not.toMatch(/Adult Treatment Panel III/);
  });

  it("06: the same source still fits a patient without coronary disease", () => {
    const scope = modelScope(deep("06-uk-post-mi-ldl-atorvastatin20").model);
    const hits = searchEvidence("NCEP Adult Treatment Panel III LDL cholesterol classification", 10).filter(
      (h) => h.id === "ncep-atp3-2002",
    );
    expect(hits).toHaveLength(1);
    expect(scope.populations.has(Population.coronaryDisease)).toBe(true);
    expect(hitsForProblem(scope, [], hits)).toEqual([]);
    const populations = new Set([...scope.populations].filter((p) => p !== Population.coronaryDisease));
    expect(hitsForProblem({ ...scope, populations }, [], hits).map((h) => h.id)).toEqual(["ncep-atp3-2002"]);
  });

  it("09: heavy periods already on tranexamic acid do not cite ACOG's opinion on acute bleeding", () => {
    const r = deep("09-us-brca2-family-history");
    expectDeepReadsThrough(r);
    expect(citationsText(r)).not.toMatch(/Committee Opinion No\. 557/);
    expect(citationsText(r)).toMatch(/Practice Bulletin No\. 136/);
  });

  it("09: without tranexamic acid, the step that offers it for acute heavy bleeding cites that opinion", () => {
    const r = runDeepReviewCase(
      edit("09-us-brca2-family-history", (d) => {
        d.medications = d.medications.filter((m) => !/tranexamic/i.test(m.medication ?? ""));
      }),
    );
    expectDeepReadsThrough(r);
    expect(r.result.clinicianResponse).toMatch(/tranexamic acid/);
    expect(citationsText(r)).toMatch(/Committee Opinion No\. 557/);
  });
});
