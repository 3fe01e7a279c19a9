import { describe, expect, it } from "vitest";
import { finding, reviewFolder } from "../testing/review-case.ts";

/*
 * Review 35, resp-35: the symptomatic lung cancer reading after a recent chest CT.
 * Found and changed:
 * - 01: a former smoker of 64 in Ohio losing weight, with a CT of the chest three weeks before, was
 *   told to arrange a chest X-ray, and if it was normal to consider "further imaging such as CT". A
 *   chest CT from the last 3 months now stands in for the X-ray: it is read with the symptoms, and a
 *   normal one leaves a cause outside the chest to be found.
 */
const { run } = reviewFolder(new URL("./fixtures/resp-35-review35/", import.meta.url));

describe("lung cancer symptoms after a recent chest CT (review 35, resp-35)", () => {
  it("01: a chest CT from three weeks before is read, not followed by a chest X-ray", () => {
    const f = finding(run("01-us-weight-loss-recent-chest-ct-ehr"), "lung-cancer-chest-xray-urgent");
    expect(f?.clinician).toContain("A chest CT from 2026-11-10 is in the record");
    expect(f?.nextSteps).toEqual([
      "Chest CT already done (2026-11-10): refer urgently to pulmonology if it suggests cancer",
      "If the CT is normal, the symptoms still need explaining: examine, review the blood tests, and look for a cause outside the chest",
    ]);
    expect(f?.patient).toContain("You have had a chest scan (CT) recently");
    expect(f?.nextSteps.join(" ")).not.toMatch(/arrange a chest X-ray/i);
  });
});
