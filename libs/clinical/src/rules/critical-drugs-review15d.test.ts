import { describe, expect, it } from "vitest";
import type { Finding } from "../model.ts";
import { type ReviewCase, reviewFolder, runReviewCase } from "../testing/review-case.ts";

/** Review 15 (critical values, d): warfarin with bleeding, digoxin with a slow pulse, severe low magnesium. */
const { load } = reviewFolder(new URL("./fixtures/critical-values-review15c/", import.meta.url));
const find = (r: { findings: readonly Finding[] }, code: string) => r.findings.find((f) => f.code === code);
const withNotes = (c: ReviewCase, notes: string): ReviewCase => ({
  ...c,
  patientContext: { ...c.patientContext, clinicalNotes: notes },
});
const withLab = (c: ReviewCase, name: string, value: string): ReviewCase => ({
  ...c,
  labResults: c.labResults.map((l: { name: string }) => (l.name === name ? { ...l, value } : l)),
});

describe("INR 7.9 on warfarin with non-major bleeding in the notes (case 10)", () => {
  const r = runReviewCase(load("10-inr-7-9-warfarin-bleeding"));
  const f = find(r, "warfarin-inr-high");

  it("recognises the nosebleed and the blood in the urine and routes to same-day assessment", () => {
    expect(f?.severity).toBe("high");
    expect(f?.nextSteps[0]).toMatch(/^Same-day assessment: a nosebleed and blood in the urine/);
    expect(f?.clinician).toMatch(/Bleeding is recorded in the notes/);
    expect(f?.patient).toMatch(/seen by a doctor today/);
  });

  it("gives the BSH non-major-bleeding path and never says 'without bleeding'", () => {
    expect(f?.nextSteps[1]).toMatch(/Withhold warfarin and reverse with 1–3 mg intravenous vitamin K \(BSH 2011/);
    expect(f?.nextSteps.join(" ")).not.toMatch(/without bleeding|not suggested/);
    expect(f?.evidenceIds).toContain("bcsh-2011-warfarin");
    expect(f?.evidenceIds).not.toContain("accp-2012-vka-management");
  });

  it("repeats the vitamin K advice above an INR of 8", () => {
    const high = find(runReviewCase(withLab(load("10-inr-7-9-warfarin-bleeding"), "INR", "9.2")), "warfarin-inr-high");
    expect(high?.nextSteps[1]).toMatch(/repeat the vitamin K if it is still above 8/);
  });

  it("a denied bleed keeps the no-bleeding path (ACCP 2012)", () => {
    const denied = withNotes(load("10-inr-7-9-warfarin-bleeding"), "INR 7.9. No nosebleeds, no blood in the urine.");
    const g = find(runReviewCase(denied), "warfarin-inr-high");
    expect(g?.nextSteps.join(" ")).toMatch(/Routine vitamin K is not suggested/);
    expect(g?.evidenceIds).toContain("accp-2012-vka-management");
  });

  it("the case without bleeding (09) is unchanged", () => {
    const g = find(runReviewCase(load("09-inr-7-9-warfarin-no-bleeding")), "warfarin-inr-high");
    expect(g?.nextSteps.join(" ")).toMatch(/Routine vitamin K is not suggested/);
    expect(g?.nextSteps.join(" ")).not.toMatch(/intravenous vitamin K/);
  });
});

describe("digoxin 3.1 with a pulse of 48 (case 15)", () => {
  it("is critical with emergency assessment, ECG, potassium and digoxin-specific antibody fragments", () => {
    const f = find(runReviewCase(load("15-digoxin-3-1-nausea")), "digoxin-level-high");
    expect(f?.severity).toBe("critical");
    expect(f?.nextSteps[0]).toMatch(/^Emergency assessment now: a pulse of 48\/min/);
    expect(f?.nextSteps.join(" ")).toMatch(/ECG/);
    expect(f?.nextSteps.join(" ")).toMatch(/potassium/);
    expect(f?.nextSteps.join(" ")).toMatch(/digoxin-specific antibody fragments/);
    expect(f?.patient).toMatch(/go to an emergency department or call an ambulance now/);
    expect(f?.patient).not.toMatch(/Contact your doctor today/);
    expect(f?.evidenceIds).toContain("digifab-life-threatening-digoxin-toxicity");
  });

  it("heart block in the notes or a potassium above 5.5 does the same", () => {
    const block = withNotes(load("15-digoxin-3-1-nausea"), "Nausea. ECG shows complete heart block.");
    expect(find(runReviewCase(block), "digoxin-level-high")?.severity).toBe("critical");
    const k = withNotes(withLab(load("15-digoxin-3-1-nausea"), "Potassium", "5.9"), "Nausea for 4 days.");
    expect(find(runReviewCase(k), "digoxin-level-high")?.severity).toBe("critical");
  });

  it("a pulse of 48 without symptoms of toxicity is not made an emergency", () => {
    const c = withNotes(load("15-digoxin-3-1-nausea"), "Routine review. Pulse 48.");
    expect(find(runReviewCase(c), "digoxin-level-high")?.severity).toBe("high");
  });

  it("a pulse of 64 stays high with the same-day steps", () => {
    const c = withNotes(load("15-digoxin-3-1-nausea"), "Nausea and poor appetite for 4 days. Pulse 64.");
    const f = find(runReviewCase(c), "digoxin-level-high");
    expect(f?.severity).toBe("high");
    expect(f?.nextSteps[0]).toMatch(/^Same-day assessment/);
    expect(f?.patient).toMatch(/Contact your doctor today/);
  });
});

describe("magnesium 0.35 mmol/L with cramps, tingling and a low calcium (case 11)", () => {
  it("adds a same-day intravenous replacement step", () => {
    const f = find(runReviewCase(load("11-magnesium-0-35-ppi")), "hypomagnesaemia-severe-symptomatic");
    expect(f?.severity).toBe("high");
    expect(f?.nextSteps[0]).toMatch(/^Same-day hospital assessment for intravenous magnesium/);
    expect(f?.nextSteps[1]).toMatch(/20 mmol in 250 mL glucose 5% over 3 hours/);
    expect(f?.patient).toMatch(/seen today/);
    expect(f?.evidenceIds).toContain("nhs-highland-hypomagnesaemia");
  });

  it("tetany makes it critical", () => {
    const c = withNotes(load("11-magnesium-0-35-ppi"), "Omeprazole for 6 years. Tetany in both hands today.");
    expect(find(runReviewCase(c), "hypomagnesaemia-severe-symptomatic")?.severity).toBe("critical");
  });

  it("stays silent at 0.55 mmol/L, and at 0.35 with no symptoms and a normal calcium", () => {
    expect(
      find(
        runReviewCase(withLab(load("11-magnesium-0-35-ppi"), "Magnesium", "0.55")),
        "hypomagnesaemia-severe-symptomatic",
      ),
    ).toBeUndefined();
    const quiet = withLab(
      withNotes(load("11-magnesium-0-35-ppi"), "Omeprazole for 6 years. Feels well."),
      "Adjusted calcium",
      "2.35",
    );
    expect(find(runReviewCase(quiet), "hypomagnesaemia-severe-symptomatic")).toBeUndefined();
  });

  it("a denied symptom does not count", () => {
    const c = withLab(
      withNotes(load("11-magnesium-0-35-ppi"), "Omeprazole for 6 years. No cramps, no tingling."),
      "Adjusted calcium",
      "2.35",
    );
    expect(find(runReviewCase(c), "hypomagnesaemia-severe-symptomatic")).toBeUndefined();
  });
});
