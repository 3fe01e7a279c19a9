import { describe, expect, it } from "vitest";
import { loadReviewCase, runReviewCase } from "../testing/review-case.ts";

const FOLDER = new URL("./fixtures/infection-review14/", import.meta.url);
const boosted = () => loadReviewCase(FOLDER, "04-hiv-cobicistat-simvastatin-fluticasone");
const finding = (c: ReturnType<typeof boosted>) =>
  runReviewCase(c).findings.find((f) => f.code === "booster-cyp3a-corticosteroid");

describe("ritonavir or cobicistat with a CYP3A-metabolised steroid (review 14 infection, case 04)", () => {
  it("reads a low cortisol and a puffy face on cobicistat with fluticasone as adrenal suppression", () => {
    const f = finding(boosted());
    expect(f?.severity).toBe("high");
    expect(f?.clinician).toMatch(/low morning cortisol, 38 nmol\/L/);
    expect(f?.clinician).toMatch(/"puffy face"/);
    expect(f?.nextSteps.join(" ")).toMatch(/do not stop the steroid abruptly/);
    expect(f?.patient).toMatch(/Do not stop your steroid suddenly/);
  });

  it("is moderate with a switch to beclometasone when there is no sign of steroid excess", () => {
    const quiet = boosted();
    quiet.labResults = quiet.labResults.filter((l: { name: string }) => !/cortisol/i.test(l.name));
    quiet.patientContext.clinicalNotes = "Switched to darunavir/cobicistat 4 months ago. Feels well.";
    const f = finding(quiet);
    expect(f?.severity).toBe("moderate");
    expect(f?.nextSteps.join(" ")).toMatch(/beclometasone/);
  });

  it("stays silent with beclometasone, or without a booster", () => {
    const beclo = boosted();
    beclo.patientContext.medications[3] = {
      name: "Beclometasone (Clenil) 100 micrograms inhaler",
      frequency: "twice daily",
    };
    expect(finding(beclo)).toBeUndefined();
    const unboosted = boosted();
    unboosted.patientContext.medications[0] = {
      name: "Bictegravir/emtricitabine/tenofovir alafenamide (Biktarvy)",
      frequency: "once daily",
    };
    expect(finding(unboosted)).toBeUndefined();
  });

  it("leaves a steroid cream out: skin use matters only when heavy or long-term", () => {
    const cream = boosted();
    cream.patientContext.medications[3] = { name: "Fluticasone propionate 0.05% cream", frequency: "twice daily" };
    expect(finding(cream)).toBeUndefined();
  });
});
