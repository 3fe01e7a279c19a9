import { describe, expect, it } from "vitest";
import { loadReviewCase, runReviewCase } from "../testing/review-case.ts";

/** Same-result-said-twice cases of the twelfth review's coherence pass (synthetic records). */
const folder = (area: string) => new URL(`./fixtures/${area}-review12/`, import.meta.url);
const run = (area: string, name: string) => runReviewCase(loadReviewCase(folder(area), name));

/** The clinician report's "next steps" bullets. */
function steps(clinician: string): string[] {
  const section = clinician.split("## Suggested next steps and monitoring")[1]?.split("\n## ")[0] ?? "";
  return section
    .split("\n")
    .filter((l) => l.startsWith("- "))
    .map((l) => l.slice(2));
}

describe("a result or a step said once (review 12 coherence, LOW items)", () => {
  it("lets the PCOS finding carry the raised glucose it quotes, without a separate lab line", () => {
    const r = run("young-adults", "01-pcos-labs");
    const pcos = r.findings.find((f) => f.code === "pcos-pattern");
    expect(pcos?.clinician).toMatch(/Metabolic risk is already evident \(glucose 5\.9 mmol\/L/);
    expect(r.result.clinicianResponse).not.toMatch(/Glucose, serum\/plasma above the reference range/);
  });

  it("advises stopping smoking once when a high haematocrit on testosterone meets recorded smoking", () => {
    const r = run("haematology", "04-raised-hct-testosterone-smoker");
    const list = steps(r.result.clinicianResponse);
    expect(list.filter((s) => /advise stopping/i.test(s))).toHaveLength(1);
    expect(list).toContain("Repeat the full blood count; the recorded smoking also raises the haematocrit");
  });

  it("lists each next step once", () => {
    for (const [area, name] of [
      ["haematology", "04-raised-hct-testosterone-smoker"],
      ["immunosuppression", "02-mercaptopurine-lft-rise"],
      ["psychiatry", "02-lithium-tsh-calcium"],
    ] as const) {
      const list = steps(run(area, name).result.clinicianResponse);
      expect(list.length).toBeGreaterThan(0);
      expect(new Set(list).size).toBe(list.length);
    }
  });
});
