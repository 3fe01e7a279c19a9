import { describe, expect, it } from "vitest";
import { reviewFolder } from "../testing/review-case.ts";

/** The review's cases, kept with the test (synthetic records, no real patient). */

const { run } = reviewFolder(new URL("./fixtures/respiratory-review12/", import.meta.url));
const find = (r: ReturnType<typeof run>, code: string) => r.findings.find((f) => f.code === code);

describe("respiratory review 12, second round", () => {
  it("low alpha-1 antitrypsin with basal emphysema: genotype, specialist, family testing", () => {
    const r = run("03-a1at-deficiency-young-copd");
    const f = find(r, "alpha-1-antitrypsin-deficiency");
    expect(f?.severity).toBe("high");
    expect(f?.clinician).toMatch(/Alpha-1 antitrypsin 0\.35 g\/L/);
    expect(f?.clinician).toMatch(/ALT 62 U\/L/);
    const next = f?.nextSteps.join(" ") ?? "";
    expect(next).toMatch(/phenotype or SERPINA1 genotype/);
    expect(next).toMatch(/testing to siblings/);
    expect(next).toMatch(/alpha-1 antitrypsin service/);
    expect(f?.evidenceIds).toContain("genereviews-aatd");
  });

  it("asthma on an inhaled steroid with 14 relievers, 3 steroid courses and ED visits: high-risk review", () => {
    const r = run("01-asthma-saba-overuse-eos");
    const f = find(r, "asthma-high-risk-attacks");
    expect(f?.severity).toBe("high");
    expect(f?.clinician).toMatch(/14 reliever inhalers in a year, 3 oral steroid courses/);
    expect(f?.clinician).toMatch(/ed visits/i);
    expect(f?.patient).toMatch(/asthma review within the next few days/);
    expect(find(r, "asthma-saba-without-ics")).toBeUndefined();
  });

  it("amiodarone with new interstitial changes on HRCT: drug-induced pneumonitis", () => {
    const f = find(run("06-amiodarone-ild"), "drug-induced-pneumonitis");
    expect(f?.severity).toBe("high");
    expect(f?.clinician).toMatch(/Amiodarone 200 mg daily/);
    expect(f?.clinician).toMatch(/New interstitial changes/);
    expect(f?.nextSteps.join(" ")).toMatch(/Withhold the implicated drug/);
    expect(f?.evidenceIds).toContain("wolkove-2009-amiodarone-lung");
  });

  it("methotrexate and nitrofurantoin with new breathlessness and cough: both drugs named", () => {
    const r = run("07-nitrofurantoin-long-term-mtx");
    const f = find(r, "drug-induced-pneumonitis");
    expect(f?.severity).toBe("high");
    expect(f?.clinician).toMatch(/Methotrexate 15 mg weekly and Nitrofurantoin/i);
    expect(f?.evidenceIds).toEqual(expect.arrayContaining(["emj-2020-methotrexate-lung", "mhra-2014-nitrofurantoin"]));
    expect(find(r, "nitrofurantoin-reaction-reported")).toBeDefined();
  });
  it("tryptase 28.4 against a baseline of 6.1 after anaphylaxis: the 20% + 2 rise is interpreted", () => {
    const f = find(run("08-anaphylaxis-tryptase"), "tryptase-rise-over-baseline");
    expect(f?.severity).toBe("moderate");
    expect(f?.clinician).toMatch(/20% \+ 2 threshold \(9\.3 µg\/L/);
    expect(f?.clinician).toMatch(/supports systemic mast-cell activation/);
    expect(f?.evidenceIds).toContain("valent-2019-tryptase-20-2");
  });
});
