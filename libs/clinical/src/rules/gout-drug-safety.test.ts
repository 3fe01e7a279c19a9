import { describe, expect, it } from "vitest";
import { loadReviewCase, runReviewCase, type ReviewCase } from "../testing/review-case.ts";

const CASES = new URL("./fixtures/rheumatology-review11/", import.meta.url);
const base = () => loadReviewCase(CASES, "15-febuxostat-ihd-deep");
const find = (c: ReviewCase, code: string) => runReviewCase(c).findings.find((f) => f.code === code);

type Med = { medication: string; status: string; dosage?: string };
function withData(c: ReviewCase, patch: (d: ReviewCase["data"]) => void): ReviewCase {
  const copy = structuredClone(c);
  patch(copy.data);
  return copy;
}
const dropMed = (re: RegExp) => (d: ReviewCase["data"]) => {
  d.medications = (d.medications as Med[]).filter((m) => !re.test(m.medication));
};

describe("gout medicine interactions (review 11 case 15)", () => {
  it("flags febuxostat with azathioprine as high and links the low white count to it", () => {
    const f = find(base(), "xanthine-oxidase-inhibitor-thiopurine");
    expect(f?.severity).toBe("high");
    expect(f?.title).toMatch(/Febuxostat 120 mg with Azathioprine 50 mg/i);
    expect(f?.clinician).toMatch(/xanthine oxidase/);
    expect(f?.clinician).toMatch(/White blood cell count 3\.1/);
    expect(f?.nextSteps.join(" ")).toMatch(/stop or replace one/);
    expect(f?.evidenceIds).toContain("medsafe-2018-febuxostat-thiopurine");
  });

  it("flags allopurinol with mercaptopurine too, and is silent without a thiopurine", () => {
    const allo = withData(base(), (d) => {
      d.medications = [
        { medication: "Allopurinol 300 mg", status: "active" },
        { medication: "Mercaptopurine 50 mg", status: "active" },
      ];
    });
    expect(find(allo, "xanthine-oxidase-inhibitor-thiopurine")?.clinician).toMatch(/Allopurinol 300 mg/);
    expect(find(withData(base(), dropMed(/azathioprine/i)), "xanthine-oxidase-inhibitor-thiopurine")).toBeUndefined();
  });

  it("flags colchicine with clarithromycin as high with eGFR 38, stop colchicine for the course", () => {
    const f = find(base(), "colchicine-macrolide");
    expect(f?.severity).toBe("high");
    expect(f?.clinician).toMatch(/CYP3A4 and P-glycoprotein/);
    expect(f?.clinician).toMatch(/eGFR 38/);
    expect(f?.nextSteps.join(" ")).toMatch(/Stop colchicine for the course/);
    expect(f?.evidenceIds).toContain("hung-2005-colchicine-clarithromycin");
  });

  it("is moderate for colchicine with clarithromycin when kidneys and counts are normal; silent with azithromycin", () => {
    const normal = withData(base(), (d) => {
      d.pastMedicalHistory = [{ display: "Gout", clinicalStatus: "active" }];
      d.recentAbnormalLabs = [];
      d.recentNormalLabs = [
        { display: "eGFR", value: "85", unit: "mL/min/1.73m2", date: "2026-11-10", referenceRange: ">60" },
      ];
    });
    expect(find(normal, "colchicine-macrolide")?.severity).toBe("moderate");
    const azi = withData(base(), (d) => {
      for (const m of d.medications as Med[])
        if (/clarithromycin/i.test(m.medication)) m.medication = "Azithromycin 500 mg";
    });
    expect(find(azi, "colchicine-macrolide")).toBeUndefined();
  });

  it("flags febuxostat after a myocardial infarction (boxed warning), not without cardiovascular disease", () => {
    const f = find(base(), "febuxostat-cardiovascular-disease");
    expect(f?.severity).toBe("moderate");
    expect(f?.clinician).toMatch(/Myocardial infarction/);
    expect(f?.clinician).toMatch(/boxed warning/);
    expect(f?.evidenceIds).toContain("fda-febuxostat-cv-death-label");
    const noCvd = withData(base(), (d) => {
      d.pastMedicalHistory = [{ display: "Gout", clinicalStatus: "active" }];
    });
    expect(find(noCvd, "febuxostat-cardiovascular-disease")).toBeUndefined();
  });
});
