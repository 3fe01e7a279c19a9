import { describe, expect, it } from "vitest";
import { loadReviewCase, runReviewCase } from "../testing/review-case.ts";

const FOLDER = new URL("./fixtures/infection-review14/", import.meta.url);
const find = (c: ReturnType<typeof loadReviewCase>, code: string) =>
  runReviewCase(c).findings.find((f) => f.code === code);

describe("anti-HBs below 10 after a hepatitis B vaccine course (review 14, infection case 15)", () => {
  const load = () => loadReviewCase(FOLDER, "15-hcw-anti-hbs-nonresponder");

  it("reads a range printed as '>=10 immune' and calls a healthcare worker not yet protected, with revaccination", () => {
    const f = find(load(), "hepb-vaccine-no-response");
    expect(f?.severity).toBe("moderate");
    expect(f?.clinician).toMatch(/Anti-HBs 6 mIU\/mL.*below the protective 10 mIU\/mL/);
    expect(f?.nextSteps.join(" ")).toMatch(/HBsAg and total anti-HBc/);
    expect(f?.evidenceIds).toContain("immunize-org-hepb-nonresponse");
  });

  it("stays quiet at 10 or more, or without a completed course in the notes", () => {
    const immune = load();
    immune.labResults[0].value = "58";
    expect(find(immune, "hepb-vaccine-no-response")).toBeUndefined();
    const unvaccinated = load();
    unvaccinated.patientContext.clinicalNotes = "Junior doctor starting surgical rotation.";
    expect(find(unvaccinated, "hepb-vaccine-no-response")).toBeUndefined();
  });
});

describe("anti-HBs flagged High against '<10' after vaccination (review 14, infection case 06)", () => {
  it("reads a protective level as normal, not as an abnormal or overruled result", () => {
    const r = runReviewCase(loadReviewCase(FOLDER, "06-hbv-vaccinated-immune"));
    expect(r.findings.map((f) => f.code)).toEqual([]);
  });

  it("still calls a level below the printed band low", () => {
    const c = loadReviewCase(FOLDER, "06-hbv-vaccinated-immune");
    c.labResults[1].value = "4";
    delete c.labResults[1].flag;
    expect(find(c, "lab-low")?.clinician).toMatch(/Hepatitis B surface antibody 4 mIU\/mL/);
  });
});
