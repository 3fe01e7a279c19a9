import { describe, expect, it } from "vitest";
import { modelScope } from "./evidence/populations.ts";
import type { PatientModel } from "./model.ts";
import { hitsForProblem } from "./research.ts";
import { searchEvidence } from "./retrieval/index.ts";

const scope = modelScope({
  patient: { age: 69, sex: "female" },
  labs: [],
  conditions: [],
  medications: [],
  imaging: [],
  genetics: [],
  vitals: [],
  familyHistory: [],
  notes: {},
} as unknown as PatientModel);

/** The ids a problem citing `cited` keeps from a search for `query`. */
const kept = (cited: string[], query: string) =>
  hitsForProblem(scope, cited, searchEvidence(query, 8)).map((h) => h.id);

describe("further reading stays on the problem's subject (review 9, endocrine 11)", () => {
  it("leaves the hypercalcaemia-of-malignancy guideline out of an osteoporosis problem", () => {
    const query =
      "Bone health: osteoporosis fragility fracture bisphosphonate zoledronate denosumab management guideline";
    // Searched wide: more bone sources (review 13: parathyroidectomy and fracture; review 16:
    // stopping denosumab) rank above it.
    expect(searchEvidence(query, 16).map((h) => h.id)).toContain("endosoc-2022-hypercalcaemia-malignancy");
    expect(kept(["nogg-2022-osteoporosis", "ros-2018-vitamin-d-bone-health"], query)).not.toContain(
      "endosoc-2022-hypercalcaemia-malignancy",
    );
  });

  it("leaves a vitamin D toxicity review out of a low vitamin D problem, but keeps the vitamin D sources", () => {
    const query = "Vitamin D: vitamin d deficiency 25-hydroxyvitamin d management guideline";
    const found = searchEvidence(query, 8).map((h) => h.id);
    expect(found).toContain("marcinowska-2018-vitamin-d-toxicity");
    const ids = kept(["iom-2011-vitamin-d-dri", "endosoc-2024-vitamin-d"], query);
    expect(ids).not.toContain("marcinowska-2018-vitamin-d-toxicity");
    expect(ids.length).toBeGreaterThan(0);
  });

  it("judges nothing by subject for a problem that cites no source", () => {
    const query = "Vitamin D: vitamin d deficiency 25-hydroxyvitamin d management guideline";
    expect(kept([], query)).toContain("marcinowska-2018-vitamin-d-toxicity");
  });
});
