import { describe, expect, it } from "vitest";
import { reviewFolder, runReviewCase } from "../testing/review-case.ts";

/** The neurology and polypharmacy review's (round 12) cases, kept with the test (synthetic records). */

const { load } = reviewFolder(new URL("./fixtures/neuro-poly-review12/", import.meta.url));
const find = (r: ReturnType<typeof runReviewCase>, code: string) => r.findings.find((f) => f.code === code);

describe("mild stable low sodium on oxcarbazepine (review 12b)", () => {
  it("is low priority without dose-change advice when 133 follows 134", () => {
    const f = find(runReviewCase(load("03-oxcarbazepine-mild-na")), "antiepileptic-low-sodium");
    expect(f?.severity).toBe("low");
    expect(f?.clinician).toMatch(/Mildly low and stable \(previously 134/);
    expect(f?.nextSteps.join(" ")).not.toMatch(/lower dose/);
    expect(f?.patient).not.toMatch(/may change the dose/);
  });

  it("keeps the dose review when the sodium is falling", () => {
    const c = load("03-oxcarbazepine-mild-na");
    c.labResults[0].value = "130";
    const f = find(runReviewCase(c), "antiepileptic-low-sodium");
    expect(f?.severity).toBe("moderate");
    expect(f?.nextSteps.join(" ")).toMatch(/lower dose/);
  });
});

describe("acetylcholine receptor antibody in known myasthenia (review 12b)", () => {
  it("explains the raised antibody as the known diagnosis, not a day-to-day measure", () => {
    const r = runReviewCase(load("09-myasthenia-drugs-avoid"));
    const f = r.findings.find((x) => x.code === "lab-high" && /Acetylcholine receptor/.test(x.title));
    expect(f?.patient).toMatch(/expected with the myasthenia gravis on record/);
    expect(f?.evidenceIds).toContain("sanders-2014-achr-antibody-change");
  });
});

describe("donepezil with anticholinergics (review 12b)", () => {
  it("names oxybutynin as a possible prescribing cascade and amitriptyline as opposing", () => {
    const f = find(
      runReviewCase(load("11-dementia-donepezil-brady-anticholinergic")),
      "cholinesterase-inhibitor-anticholinergic",
    );
    expect(f?.severity).toBe("moderate");
    expect(f?.clinician).toMatch(/Oxybutynin 5 mg for the bladder may be a prescribing cascade/);
    expect(f?.clinician).toMatch(/amitriptyline 25 mg/);
    expect(f?.nextSteps.join(" ")).toMatch(/Review whether oxybutynin 5 mg is still needed/);
  });
});

describe("valproate with raised ALT in liver disease (review 12b)", () => {
  it("links ALT 88 to valproate in alcohol-related liver disease", () => {
    const f = find(runReviewCase(load("16-valproate-low-albumin-phenytoin-inducer")), "valproate-liver-platelets");
    expect(f?.severity).toBe("moderate");
    expect(f?.clinician).toMatch(/ALT 88/);
  });
});
