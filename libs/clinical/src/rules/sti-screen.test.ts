import { describe, expect, it } from "vitest";
import { loadReviewCase, runReviewCase } from "../testing/review-case.ts";

const FOLDER = new URL("./fixtures/infection-review14/", import.meta.url);
const load = () => loadReviewCase(FOLDER, "09-chlamydia-gonorrhoea-naat");
const find = (c: ReturnType<typeof load>, code: string) => runReviewCase(c).findings.find((f) => f.code === code);

describe("STI screen read against the record (review 14, infection case 09)", () => {
  it("does not ask the chlamydia patient to be screened for gonorrhoea, HIV or syphilis when all were tested that day", () => {
    const f = find(load(), "chlamydia-positive");
    const steps = f?.nextSteps.join(" ") ?? "";
    expect(steps).not.toMatch(/Complete the STI screen/);
    expect(steps).toMatch(/gonorrhoea, HIV and syphilis already tested/);
    expect(f?.clinician).toMatch(/gonorrhoea was found too and needs ceftriaxone/);
    expect(f?.clinician).not.toMatch(/complete a screen for other infections including gonorrhoea/);
  });

  it("asks only for the tests the episode lacks, and still asks for all when none is in the record", () => {
    const partial = load();
    partial.labResults = partial.labResults.filter((l: { name: string }) => !/HIV|Treponemal/.test(l.name));
    const steps = find(partial, "chlamydia-positive")?.nextSteps.join(" ") ?? "";
    expect(steps).toMatch(/Complete the STI screen \(HIV and syphilis\) .*\(gonorrhoea already tested\)/);
    expect(find(partial, "gonorrhoea-positive")?.nextSteps.join(" ")).toMatch(/complete the HIV and syphilis screen/);

    const alone = load();
    alone.labResults = alone.labResults.filter((l: { name: string }) => /Chlamydia/.test(l.name));
    expect(find(alone, "chlamydia-positive")?.nextSteps.join(" ")).toMatch(
      /Complete the STI screen \(gonorrhoea, HIV, syphilis\)/,
    );
  });

  it("does not count a negative from months before as this episode's screen", () => {
    const old = load();
    for (const l of old.labResults) if (/HIV|Treponemal/.test(l.name)) l.date = "2026-03-01";
    expect(find(old, "chlamydia-positive")?.nextSteps.join(" ")).toMatch(
      /Complete the STI screen \(HIV and syphilis\)/,
    );
  });
});
