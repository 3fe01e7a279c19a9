import { describe, expect, it } from "vitest";
import { reviewFolder, runReviewCase } from "../testing/review-case.ts";

const { load } = reviewFolder(new URL("./fixtures/neuro-review14/", import.meta.url));
const find = (r: ReturnType<typeof runReviewCase>, code: string) => r.findings.find((f) => f.code === code);

describe("a lithium level of 1.5 or more from weeks before the analysis (review 14, neuro)", () => {
  // The gold case's record as a fixture: level 1.6 on 2026-10-01, read on 2026-11-22; ibuprofen started 2026-10-20.
  const stale = () => load("17-lithium-old-high-level");

  it("asks for a repeat today unless already acted on, not an emergency now, so kidney staging stays in the report", () => {
    const r = runReviewCase(stale());
    const f = find(r, "lithium-level-high");
    expect(f?.severity).toBe("high");
    expect(f?.nextSteps[0]).toMatch(
      /^Unless already acted on: .* 52 days before this analysis; withhold lithium and repeat/,
    );
    expect(f?.patient).toMatch(
      /Your lithium level on 2026-10-01 was well above the safe range\. If this has not already been dealt with/,
    );
    expect(f?.patient).not.toMatch(/Go to a hospital emergency department now/);
    expect(r.findings.some((x) => x.severity === "critical")).toBe(false);
    expect(find(r, "ckd-stage")).toBeDefined();
  });

  it("does not name a medicine started after the sample as the cause of that level", () => {
    const f = find(runReviewCase(stale()), "lithium-level-high");
    expect(f?.clinician).toMatch(
      /Ibuprofen 400 mg, started after this level was taken, also reduces lithium clearance/,
    );
    expect(f?.clinician).not.toMatch(/is the likely contributor/);
    expect(f?.nextSteps).toContain("Stop or replace ibuprofen 400 mg with the prescriber");
  });

  it("keeps a level taken the same day, with symptoms, as an emergency that leaves kidney staging out", () => {
    const r = runReviewCase(load("14-lithium-acute-toxicity-ace-vomiting"));
    const f = find(r, "lithium-level-high");
    expect(f?.severity).toBe("critical");
    expect(f?.nextSteps[0]).toMatch(/^Hospital assessment now/);
    expect(f?.clinician).toMatch(
      /Ramipril 5 mg \(started in the last 3 months\) reduces lithium clearance and is the likely contributor/,
    );
    expect(find(r, "ckd-stage")).toBeUndefined();
  });

  it("keeps an old level an emergency when the notes describe symptoms of toxicity", () => {
    const c = stale();
    c.data.additionalContext = "Feels muzzy and unsteady, vomiting since yesterday.";
    expect(find(runReviewCase(c), "lithium-level-high")?.severity).toBe("critical");
  });
});

describe("a transient ischaemic attack in British spelling is established vascular disease (review 14, neuro case 11)", () => {
  it("sets the LDL goal for secondary prevention and does not estimate a primary-prevention risk", () => {
    const r = runReviewCase(load("11-tia-secondary-prevention"));
    expect(find(r, "ldl-above-goal-ascvd")?.clinician).toMatch(
      /established atherosclerotic disease \(Transient ischaemic attack\)/,
    );
    expect(find(r, "prevent-10y-cv-risk")).toBeUndefined();
  });
});

describe("myasthenia with a worsening medicine and new weakness (review 14, neuro case 16)", () => {
  it("names the medicine to stop and gives no step for a beta-blocker that is not taken", () => {
    const f = find(runReviewCase(load("16-myasthenia-azathioprine-prednisolone")), "myasthenia-worsening-medicine");
    expect(f?.severity).toBe("critical");
    expect(f?.nextSteps).toContain(
      "Stop clarithromycin 500 mg and choose an antibiotic that does not impair neuromuscular transmission",
    );
    expect(f?.nextSteps.join(" ")).not.toMatch(/beta-blocker/);
  });
});

describe("nothing serious in neurology follow-up (review 14, neuro)", () => {
  it.each(["02-memory-workup-normal", "07-parkinson-stable-nothing-serious", "10-levetiracetam-nothing-serious"])(
    "%s raises no finding",
    (name) => {
      expect(runReviewCase(load(name)).findings).toEqual([]);
    },
  );

  it("a steady lithium level with normal kidney, thyroid and calcium raises nothing about lithium", () => {
    const r = runReviewCase(load("13-lithium-stable-nothing-serious"));
    expect(r.findings.filter((f) => /lithium/.test(f.code))).toEqual([]);
    expect(r.findings.every((f) => f.severity === "low" || f.severity === "info")).toBe(true);
  });
});

describe("low lymphocytes on dimethyl fumarate for multiple sclerosis (review 14, neuro case 15)", () => {
  const fumarate = () => load("15-dimethyl-fumarate-lymphopenia");
  const finding = (c: ReturnType<typeof fumarate>) => find(runReviewCase(c), "dimethyl-fumarate-lymphopenia");

  it("reads counts below 0.5 × 10⁹/L for more than six months as persistent and advises discussing a break with the MS team", () => {
    const f = finding(fumarate());
    expect(f?.severity).toBe("high");
    expect(f?.clinician).toMatch(/below 0\.5 × 10⁹\/L on every count since 2026-02-12 \(about 9 months\)/);
    expect(f?.nextSteps[0]).toMatch(/^Discuss with the MS team: consider interrupting dimethyl fumarate/);
    expect(f?.evidenceIds).toContain("halmed-2015-tecfidera-pml-dhpc");
  });

  it("calls a single low count one to repeat, not yet persistent", () => {
    const c = fumarate();
    c.data.labTrends = [];
    const f = finding(c);
    expect(f?.severity).toBe("moderate");
    expect(f?.nextSteps[0]).toMatch(/^Repeat the full blood count with lymphocytes/);
  });

  it("starts the count again after a recovery to 0.5 or more", () => {
    const c = fumarate();
    c.data.labTrends[0].values[2].value = "0.62";
    expect(finding(c)?.severity).toBe("moderate");
  });

  it("does not read ferrous fumarate (iron) as the MS medicine", () => {
    const c = fumarate();
    c.data.medications = [{ medication: "Ferrous fumarate 210 mg", status: "active" }];
    expect(finding(c)).toBeUndefined();
  });
});
