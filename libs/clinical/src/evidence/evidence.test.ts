import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { citationSchema } from "@hds/contracts";
import { describe, expect, it } from "vitest";
import { RULES } from "../rules/index.ts";
import { searchEvidence } from "../retrieval/index.ts";
import labs from "../catalogue/labs.source.json" with { type: "json" };
import guidelines from "./guidelines.source.json" with { type: "json" };
import { EVIDENCE_LIBRARY, findCitableEvidence, findEvidence } from "./library.ts";

describe("evidence library", () => {
  it("has unique ids and well-formed citations", () => {
    expect(new Set(EVIDENCE_LIBRARY.map((e) => e.id)).size).toBe(EVIDENCE_LIBRARY.length);
    for (const e of EVIDENCE_LIBRARY) {
      expect(citationSchema.safeParse(e.citation).success, e.id).toBe(true);
      expect(() => new URL(e.url), e.id).not.toThrow();
      expect(new URL(e.url).protocol, e.id).toBe("https:");
      const m = e.citation.metadata;
      if (m.type === "guideline") {
        expect(m.doi, e.id).toMatch(/^10\.\d{4,9}\/\S+$/);
        expect(m.specialties.length, e.id).toBeGreaterThan(0);
        expect(m.source.length, e.id).toBeGreaterThan(0);
      }
      if (m.type === "pubmed") expect(m.pmid, e.id).toMatch(/^\d{6,9}$/);
      if (m.type === "insight") {
        expect(m.source && m.author, e.id).toBeTruthy();
        expect(m.pubdate, e.id).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      }
      if (m.type === "web") expect(m.source.length, e.id).toBeGreaterThan(0);
      expect(e.seenAt.length, e.id).toBeGreaterThan(0);
    }
  });

  it("leaves out guidelines whose titles were not verified, and retired ones", () => {
    const unverified = (guidelines as { id: string; titleVerbatimSeen: boolean }[])
      .filter((g) => !g.titleVerbatimSeen)
      .map((g) => g.id);
    const verifiedLater = new Set([
      "cpic-cyp2c19-clopidogrel-2022",
      "cpic-tpmt-nudt15-2018",
      "cpic-opioids-2021",
      "cpic-warfarin-2017",
      "cpic-ppi-2020",
      "bsh-2018-raised-ferritin",
    ]);
    for (const id of unverified) expect(findEvidence(id) !== undefined, id).toBe(verifiedLater.has(id));
    expect(findEvidence("aan-2018-mci")).toBeUndefined();
  });

  it("covers every type of contract.md item 16 that the engine uses", () => {
    const types = new Set(EVIDENCE_LIBRARY.map((e) => e.citation.metadata.type));
    for (const t of ["guideline", "pubmed", "insight", "web"]) expect(types).toContain(t);
  });
});

describe("rules", () => {
  it("number at least 60, with unique ids, each citing at least one library entry", () => {
    expect(RULES.length).toBeGreaterThanOrEqual(60);
    expect(new Set(RULES.map((r) => r.id)).size).toBe(RULES.length);
    for (const rule of RULES) {
      expect(rule.evidence.length, rule.id).toBeGreaterThan(0);
      for (const id of rule.evidence) expect(findEvidence(id), `${rule.id} → ${id}`).toBeDefined();
      expect(rule.clinician.length, rule.id).toBeGreaterThan(20);
      expect(rule.patient.length, rule.id).toBeGreaterThan(20);
      expect(rule.nextSteps.length, rule.id).toBeGreaterThan(0);
    }
  });

  it("cover every family the task names", () => {
    const families = new Set(RULES.map((r) => r.family));
    for (const f of [
      "drug-lab",
      "pattern",
      "pharmacogenomics",
      "genetics",
      "vitals",
      "family-history",
      "imaging",
      "screening",
    ])
      expect(families).toContain(f);
  });
});

describe("searchEvidence", () => {
  it.each([
    ["metformin egfr dose", "kdigo-2022-diabetes-ckd"],
    ["incidental pulmonary nodule follow-up", "fleischner-2017"],
    ["clopidogrel CYP2C19 poor metabolizer", "cpic-cyp2c19-clopidogrel-2022"],
    ["factor V Leiden combined oral contraceptive", "cdc-us-mec-2024"],
    ["hyponatraemia severity thiazide", "ese-erbp-2014-hyponatraemia"],
    ["iron deficiency anemia ferritin", "aga-2020-ida"],
  ])("ranks the right source for %j in the top 3", (query, id) => {
    const hits = searchEvidence(query, 3);
    expect(hits.map((h) => h.id)).toContain(id);
    for (const h of hits) expect(h.passage.length).toBeGreaterThan(0);
  });

  it("is deterministic and respects k", () => {
    expect(searchEvidence("statin", 5)).toEqual(searchEvidence("statin", 5));
    expect(searchEvidence("statin", 2)).toHaveLength(2);
    expect(searchEvidence("", 5)).toEqual([]);
  });
});

describe("vendored source files", () => {
  const shared = join(import.meta.dirname, "..", "..", "..", "..", "..", "shared", "evidence");
  it.skipIf(!existsSync(shared))("match shared/evidence (provenance is kept verbatim)", () => {
    expect(guidelines).toEqual(JSON.parse(readFileSync(join(shared, "guidelines.json"), "utf8")));
    expect(labs).toEqual(JSON.parse(readFileSync(join(shared, "labs.json"), "utf8")));
  });
});

describe("status corrections", () => {
  it("does not cite the 2017 ATA pregnancy guideline, replaced by the 2026 one, and cites the 2026 one", () => {
    expect(findEvidence("ata-2017-pregnancy")?.status).toMatch(/^superseded/);
    expect(findCitableEvidence("ata-2017-pregnancy")).toBeUndefined();
    expect(findCitableEvidence("ata-2026-pregnancy")).toBeDefined();
    expect(searchEvidence("thyroid TSH pregnancy levothyroxine", 20).map((h) => h.id)).not.toContain(
      "ata-2017-pregnancy",
    );
  });
});
