import { describe, expect, it } from "vitest";
import {
  codes,
  expectDeepReadsThrough,
  finding,
  patientText,
  reviewFolder,
  runDeepReviewCase,
  runReviewCase,
} from "../testing/review-case.ts";

const { load, run, edit } = reviewFolder(new URL("./fixtures/mental-26b-review26/", import.meta.url));

const CLOZAPINE_SMOKING = "04-us-clozapine-anc-low-constipation-smoking";
const CARBAMAZEPINE_START = "10-us-carbamazepine-start-han-chinese-no-hla";

describe("mental-health medicines (review 26, mental-26b)", () => {
  it("04: 'bowels open once in the last 6 days' with a bloated belly on clozapine is read as possible ileus", () => {
    const f = finding(run(CLOZAPINE_SMOKING), "clozapine-gi-hypomotility");
    expect(f?.severity).toBe("critical");
    expect(f?.clinician).toMatch(/"bowels open once in the last 6 days" and "bloated"/);
    expect(f?.evidenceIds).toEqual(["mhra-2017-clozapine-gi-hypomotility"]);
  });

  it("bowels opened once in 2 days on clozapine is not read as constipation", () => {
    const c = edit(CLOZAPINE_SMOKING, (d) => {
      d.additionalContext = d.additionalContext.replace("once in the last 6 days", "once in the last 2 days");
    });
    expect(codes(runReviewCase(c))).not.toContain("clozapine-gi-hypomotility");
  });

  it("04: a clozapine level of 980 ng/mL three weeks after stopping smoking is tied to the quit, high priority", () => {
    const r = run(CLOZAPINE_SMOKING);
    const f = finding(r, "clozapine-smoking-cessation");
    expect(f?.severity).toBe("high");
    expect(f?.clinician).toMatch(/"stopped smoking 3 weeks ago \(was 20 cigarettes a day\)" in the notes/);
    expect(f?.clinician).toMatch(/Clozapine level 980 ng\/mL \(2026-11-27\) is above 0\.6 mg\/L/);
    expect(f?.clinician).toMatch(/"more sedated" in the notes may be a dose-related effect/);
    expect(f?.nextSteps[0]).toMatch(/consider reducing the clozapine dose, then repeat the level after 7 days/);
    expect(f?.evidenceIds).toEqual(["nhsggc-clozapine-smoking-cessation"]);
    expect(patientText(r)).toMatch(/Nicotine patches or gum do not change this/);
  });

  it("a quit with no clozapine level asks for one at moderate priority", () => {
    const c = edit(CLOZAPINE_SMOKING, (d) => {
      d.recentAbnormalLabs = d.recentAbnormalLabs.filter((l) => !/clozapine/i.test(l.display ?? ""));
    });
    const f = finding(runReviewCase(c), "clozapine-smoking-cessation");
    expect(f?.severity).toBe("moderate");
    expect(f?.clinician).toMatch(/No clozapine level is in the record/);
    expect(f?.nextSteps[0]).toMatch(/Check a clozapine plasma level now/);
  });

  it("a quit years ago, or a smoker on clozapine, gives no smoking-cessation finding", () => {
    const longAgo = edit(CLOZAPINE_SMOKING, (d) => {
      d.additionalContext = d.additionalContext.replace("Stopped smoking 3 weeks ago", "Stopped smoking 6 years ago");
    });
    expect(codes(runReviewCase(longAgo))).not.toContain("clozapine-smoking-cessation");
    const smoker = edit(CLOZAPINE_SMOKING, (d) => {
      d.additionalContext = d.additionalContext.replace("Stopped smoking 3 weeks ago", "Smokes");
    });
    expect(codes(runReviewCase(smoker))).not.toContain("clozapine-smoking-cessation");
  });

  it("10: carbamazepine started 4 days ago in a patient of Han Chinese ancestry with no HLA-B*15:02 result is flagged", () => {
    const r = run(CARBAMAZEPINE_START);
    const f = finding(r, "carbamazepine-hla-b1502-untested");
    expect(f?.severity).toBe("high");
    expect(f?.clinician).toMatch(
      /started in the last 3 months, with "han chinese" in the notes and no HLA-B\*15:02 result/,
    );
    expect(f?.nextSteps[0]).toMatch(/Send HLA-B\*15:02 genotyping now/);
    expect(f?.evidenceIds).toEqual(["fda-label-tegretol-hla-b1502", "cpic-hla-carbamazepine-2017"]);
    expect(patientText(r)).toMatch(
      /sores in the mouth or eyes, or a fever with a rash, get medical help straight away/,
    );
  });

  it("a negative HLA-B*15:02 result in the notes, or a start over 3 months ago, gives no screening finding", () => {
    const tested = edit(CARBAMAZEPINE_START, (d) => {
      d.additionalContext = d.additionalContext.replace("No HLA-B*15:02 result on file.", "HLA-B*15:02 negative.");
    });
    expect(codes(runReviewCase(tested))).not.toContain("carbamazepine-hla-b1502-untested");
    const longUse = edit(CARBAMAZEPINE_START, (d) => {
      d.medications = d.medications.map((m) => ({ ...m, startDate: "2025-06-01" }));
    });
    expect(codes(runReviewCase(longUse))).not.toContain("carbamazepine-hla-b1502-untested");
  });

  it("ancestry where the allele is rare (Korean), or a holiday in Thailand, gives no screening finding", () => {
    const korean = edit(CARBAMAZEPINE_START, (d) => {
      d.additionalContext = d.additionalContext.replace(
        "Patient of Han Chinese ancestry, born in Taiwan.",
        "Patient of Korean ancestry, born in Seoul.",
      );
    });
    expect(codes(runReviewCase(korean))).not.toContain("carbamazepine-hla-b1502-untested");
    const holiday = edit(CARBAMAZEPINE_START, (d) => {
      d.additionalContext = d.additionalContext.replace(
        "Patient of Han Chinese ancestry, born in Taiwan.",
        "Back from a holiday in Thailand last month.",
      );
    });
    expect(codes(runReviewCase(holiday))).not.toContain("carbamazepine-hla-b1502-untested");
  });

  it("08: sertraline started 26 days before a sodium of 124 is named as a recent start and likely contributor", () => {
    const f = finding(run("08-uk-sertraline-hyponatraemia-elderly"), "hyponatraemia");
    expect(f?.clinician).toMatch(
      /Sertraline 50 mg tablets was started recently \(2026-11-02, 26 days before this sodium\).*it is a likely contributor alongside any other cause/,
    );
  });

  it("an SSRI taken for two years is still named with the Beers advice but not as a recent start", () => {
    const c = edit("08-uk-sertraline-hyponatraemia-elderly", (d) => {
      d.medications = d.medications.map((m) =>
        /sertraline/i.test(m.medication ?? "") ? { ...m, startDate: "2024-11-02" } : m,
      );
    });
    const f = finding(runReviewCase(c), "hyponatraemia");
    expect(f?.clinician).toMatch(/Sertraline 50 mg tablets is an SSRI/);
    expect(f?.clinician).not.toMatch(/started recently/);
  });

  it("the deep reports of the clozapine-quit and carbamazepine-start cases read through with their new sources", () => {
    const clozapine = runDeepReviewCase(load(CLOZAPINE_SMOKING));
    expectDeepReadsThrough(clozapine);
    expect(clozapine.result.clinicianResponse).toMatch(/# Detailed discussion[\s\S]*clozapine level climb within days/);
    const carbamazepine = runDeepReviewCase(load(CARBAMAZEPINE_START));
    expectDeepReadsThrough(carbamazepine);
    expect(carbamazepine.result.clinicianResponse).toMatch(/asks for testing before the first dose/);
  });

  it("the other mental-health cases keep their readings (lithium toxicity, valproate PPP, QT, SSRI sodium)", () => {
    expect(finding(run("01-uk-lithium-toxic-naproxen-ramipril"), "lithium-level-high")?.severity).toBe("critical");
    expect(codes(run("05-uk-valproate-woman-no-ppp"))).toContain("valproate-pregnancy-prevention");
    expect(codes(run("07-us-qt-citalopram-haloperidol-low-k"))).toContain("qtc-prolonged");
    expect(finding(run("08-uk-sertraline-hyponatraemia-elderly"), "hyponatraemia")?.clinician).toMatch(
      /Sertraline 50 mg tablets is an SSRI/,
    );
    expect(load("02-uk-lithium-stable-monitoring-due").data.medications).toHaveLength(2);
  });
});
