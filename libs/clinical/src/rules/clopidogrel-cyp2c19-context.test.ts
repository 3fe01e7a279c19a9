import { describe, expect, it } from "vitest";
import { loadReviewCase, runReviewCase } from "../testing/review-case.ts";

const FIXTURES = new URL("./fixtures/pharmacogenomics-review13/", import.meta.url);
const finding = (c: ReturnType<typeof loadReviewCase>) =>
  runReviewCase(c).findings.find((x) => x.code === "cyp2c19-clopidogrel");

describe("CYP2C19 intermediate metaboliser on clopidogrel after NSTEMI and stent (review 13, pharmacogenomics 08)", () => {
  it("advises a switch to prasugrel or ticagrelor (CPIC 2022, strong for ACS/PCI) and flags omeprazole", () => {
    const f = finding(loadReviewCase(FIXTURES, "08-cyp2c19-clopidogrel-stent"));
    expect(f?.nextSteps[0]).toMatch(/^Switch clopidogrel to prasugrel or ticagrelor unless contraindicated/);
    expect(f?.clinician).toMatch(/strong recommendation to avoid standard-dose clopidogrel/);
    expect(f?.clinician).toMatch(/Omeprazole 20 mg also inhibits CYP2C19/);
    expect(f?.nextSteps.join(" ")).toMatch(/replace omeprazole or esomeprazole with another PPI/);
    expect(f?.patient).toMatch(/Your stomach medicine \(omeprazole\)/);
    expect(f?.patient).toMatch(/this week/);
    expect(f?.evidenceIds).toContain("mhra-2010-clopidogrel-ppi");
  });

  it("pantoprazole and no coronary event keep the general advice", () => {
    const c = loadReviewCase(FIXTURES, "08-cyp2c19-clopidogrel-stent");
    c.data.pastMedicalHistory = [{ display: "Peripheral arterial disease", clinicalStatus: "active" }];
    c.data.medications[2].medication = "Pantoprazole 40 mg";
    const f = finding(c);
    expect(f?.nextSteps[0]).toMatch(/^Consider an alternative P2Y12 inhibitor/);
    expect(f?.clinician).not.toMatch(/CYP2C19 and lowers clopidogrel activation/);
    expect(f?.evidenceIds).not.toContain("mhra-2010-clopidogrel-ppi");
  });
});
