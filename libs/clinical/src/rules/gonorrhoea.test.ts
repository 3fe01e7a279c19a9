import { describe, expect, it } from "vitest";
import { loadReviewCase, runReviewCase } from "../testing/review-case.ts";

const FOLDER = new URL("./fixtures/infection-review14/", import.meta.url);
const load = () => loadReviewCase(FOLDER, "09-chlamydia-gonorrhoea-naat");
const find = (c: ReturnType<typeof load>, code: string) => runReviewCase(c).findings.find((f) => f.code === code);

describe("gonorrhoea detected with chlamydia (review 14, infection case 09)", () => {
  it("asks for ceftriaxone beside the chlamydia finding, and says the doxycycline does not treat gonorrhoea", () => {
    const c = load();
    const f = find(c, "gonorrhoea-positive");
    expect(f?.clinician).toMatch(/single 500 mg intramuscular dose of ceftriaxone/);
    expect(f?.clinician).toMatch(/Doxycycline is recorded: it treats chlamydia, not gonorrhoea/);
    expect(f?.nextSteps.join(" ")).toMatch(/Retest for reinfection at about 3 months/);
    expect(find(c, "chlamydia-positive")).toBeDefined();
  });

  it("adds a test of cure for throat infection, and stays quiet once ceftriaxone is given or the NAAT is negative", () => {
    const throat = load();
    throat.labResults[1].name = "N. gonorrhoeae NAAT (throat swab)";
    expect(find(throat, "gonorrhoea-positive")?.nextSteps.join(" ")).toMatch(
      /Throat infection: test of cure 7–14 days/,
    );
    const treated = load();
    treated.patientContext.medications.push({ name: "Ceftriaxone 500 mg IM", frequency: "single dose" });
    expect(find(treated, "gonorrhoea-positive")).toBeUndefined();
    const negative = load();
    negative.labResults[1].value = "Not detected";
    expect(find(negative, "gonorrhoea-positive")).toBeUndefined();
  });
});
